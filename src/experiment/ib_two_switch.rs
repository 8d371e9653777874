//! `switchgen experiment ib-two-switch`: seed 002 §III and §VI on the `two_switch` network
//! (seed 002 Fig. 1): L local flows from hosts of switch B and R remote flows from hosts of
//! switch A, all to host BC behind the root link of switch B; a victim flow from AV to BV that
//! shares only the inter-switch link A -> B with the remote flows. All flows are greedy.
//!
//! Scale: the paper's links carry 1 GB/s and its data packets are 2068 bytes (2.068 us, one
//! "packet time"); here a packet is `--packet-flits` flits of 64 bits (default 32, one flit per
//! cycle, so a packet time is 32 cycles) and ACKs are 1 flit. Times of the paper in ms are
//! converted at 2.068 us per packet time, then multiplied by `--time-scale` (`--quick`: 0.1).
//! Input buffers hold 4 data packets (Fig. 6: 1 to 8). Input queues are `voq_sw`, the closest of
//! our schemes to the paper's "FIFO with bypass of older packets when the crossbar is busy" (its
//! footnote 6); ours has no bypass limit.
//!
//! Cases (seed 002 figure in brackets):
//! - `fig3a`: no congestion control, L = 5, R = 1 [Fig. 2 = Fig. 3(a)];
//! - `fig3b`, `fig3c`: window of one packet, L = 5, R = 1 and L = 5, R = 5 [Fig. 3(b), 3(c)];
//! - `fig4a`, `fig4b`: LIPD with `naive` and with `ipm` marking, L = R = 10 [Fig. 4];
//! - `fig6`: LIPD, FIMD, AIMD with `ipm`, L = R = 10, buffers of 1..8 packets, the victim active
//!   throughout, 500 ms with the last 400 ms measured [Fig. 6].
//!
//! Local and remote flows start one every 100 us, local first (seed 002 §III); the victim is
//! active in [40 ms, 60 ms] of 100 ms (Fig. 3, 4). Rates are fractions of the link bandwidth,
//! averaged over a sliding window of 2 ms centred on each point.

use crate::report::{panels_svg, Panel};
use serde::Serialize;
use serde_json::json;
use switchgen_config::{Config, FlowCfg, Marking, Params, Pattern, QueueScheme, Response, TopologyKind};
use switchgen_model::network::Network;

/// Switch ports of the scenario: 12 hosts per switch fit L = R = 10 (B needs BC, BV and L
/// local sources; A needs R remote sources and AV) plus the inter-switch link.
pub const PORTS: u32 = 13;
/// Microseconds per packet time in the paper (2068-byte packets at 1 GB/s, Table I).
pub const US_PER_PACKET: f64 = 2.068;
/// Width of the sliding window of the rate plots (seed 002 §III: 2 ms).
pub const SLIDING_MS: f64 = 2.0;
/// Sample interval of the time series, ms of the paper's time.
pub const SAMPLE_MS: f64 = 0.1;

/// How paper time maps to cycles.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Scale {
    /// Flits of a data packet (= cycles of one packet time).
    pub packet_flits: u32,
    /// Factor on every duration of the paper (1 = as published).
    pub time_scale: f64,
}

impl Scale {
    /// Cycles of `ms` milliseconds of the paper's time (at least 1).
    pub fn cycles(&self, ms: f64) -> u64 {
        self.at(ms).max(1)
    }

    /// The cycle at paper time `ms`.
    pub fn at(&self, ms: f64) -> u64 {
        (ms * 1000.0 / US_PER_PACKET * self.packet_flits as f64 * self.time_scale).round() as u64
    }
}

/// One simulated case.
#[derive(Debug, Clone, Serialize)]
pub struct Case {
    pub id: String,
    /// Figure of seed 002 it reproduces.
    pub figure: String,
    pub title: String,
    pub marking: Marking,
    pub response: Response,
    pub local: u32,
    pub remote: u32,
    pub buffer_packets: u32,
    /// Paper time, ms.
    pub duration_ms: f64,
    /// Victim active interval, ms (None: throughout).
    pub victim_ms: Option<(f64, f64)>,
    /// Interval the summary figures average over, ms.
    pub measure_ms: (f64, f64),
    /// Keep the time series in the results (the Fig. 6 sweep keeps only its summary).
    pub series: bool,
}

/// The cases of the experiment, in output order.
pub fn cases() -> Vec<Case> {
    let base = |id: &str, figure: &str, title: &str, marking, response, local, remote| Case {
        id: id.into(),
        figure: figure.into(),
        title: title.into(),
        marking,
        response,
        local,
        remote,
        buffer_packets: 4,
        duration_ms: 100.0,
        victim_ms: Some((40.0, 60.0)),
        measure_ms: (40.0, 60.0),
        series: true,
    };
    let mut v = vec![
        base("fig3a", "Fig. 2 / 3(a)", "no congestion control, L=5 R=1", Marking::None, Response::None, 5, 1),
        base("fig3b", "Fig. 3(b)", "window 1, L=5 R=1", Marking::None, Response::Window, 5, 1),
        base("fig3c", "Fig. 3(c)", "window 1, L=5 R=5", Marking::None, Response::Window, 5, 5),
        Case { measure_ms: (20.0, 100.0), ..base("fig4a", "Fig. 4(a)", "naive marking, LIPD, L=10 R=10", Marking::Naive, Response::Lipd, 10, 10) },
        Case { measure_ms: (20.0, 100.0), ..base("fig4b", "Fig. 4(b)", "ipm marking (Renato), LIPD, L=10 R=10", Marking::Ipm, Response::Lipd, 10, 10) },
    ];
    for (resp, name) in [(Response::Lipd, "lipd"), (Response::Fimd, "fimd"), (Response::Aimd, "aimd")] {
        for b in 1..=8 {
            v.push(Case {
                buffer_packets: b,
                duration_ms: 500.0,
                victim_ms: None,
                measure_ms: (100.0, 500.0),
                series: false,
                ..base(&format!("fig6-{name}-b{b}"), "Fig. 6", &format!("{} with ipm, L=10 R=10, {b}-packet buffers", name.to_uppercase()), Marking::Ipm, resp, 10, 10)
            });
        }
    }
    v
}

/// Host numbers: switch A has hosts 0..PORTS-1, switch B hosts PORTS-1..2(PORTS-1).
pub struct Hosts {
    pub bc: u32,
    pub bv: u32,
    pub av: u32,
}

pub fn hosts() -> Hosts {
    let per = PORTS - 1;
    Hosts { bc: per, bv: per + 1, av: per - 1 }
}

/// The configuration of `case` at `scale` (before the user's `--set` overrides).
pub fn config(case: &Case, scale: Scale) -> Config {
    let h = hosts();
    let per = PORTS - 1;
    let mut c = Config::default();
    c.topology.kind = TopologyKind::TwoSwitch;
    c.topology.ports = PORTS;
    c.switch.max_packet_flits = scale.packet_flits;
    c.switch.buffer_flits = case.buffer_packets * scale.packet_flits;
    c.switch.queue_scheme = QueueScheme::VoqSw;
    c.switch.marking = case.marking;
    c.hosts.response = case.response;
    c.hosts.window = 1;
    c.hosts.ack_flits = 1;
    c.traffic.pattern = Pattern::Flows;
    c.traffic.packet_flits = switchgen_config::PacketLen { min: scale.packet_flits, max: scale.packet_flits };
    let step = 0.1; // ms between flow starts
    let flow = |src, class: &str, start_ms: f64| FlowCfg {
        src,
        dst: h.bc,
        class: class.into(),
        start_cycle: scale.at(start_ms),
        end_cycle: None,
        rate: None,
        on_off: None,
    };
    for j in 0..case.local {
        c.traffic.flows.push(flow(per + 2 + j, "local", j as f64 * step));
    }
    for j in 0..case.remote {
        c.traffic.flows.push(flow(j, "remote", (case.local + j) as f64 * step));
    }
    let (vs, ve) = match case.victim_ms {
        Some((a, b)) => (scale.at(a), Some(scale.at(b))),
        None => (0, None),
    };
    c.traffic.flows.push(FlowCfg { src: h.av, dst: h.bv, class: "victim".into(), start_cycle: vs, end_cycle: ve, rate: None, on_off: None });
    c.sim.cycles = scale.cycles(case.duration_ms);
    c.sim.warmup_cycles = scale.at(case.measure_ms.0).min(c.sim.cycles - 1);
    c.sim.window_cycles = scale.cycles(SAMPLE_MS).max(c.sim.cycles.div_ceil(switchgen_config::MAX_WINDOWS));
    c.sim.watchdog_cycles = 0;
    c
}

/// One point of a time series: rates as fractions of the link bandwidth.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq)]
pub struct Point {
    /// Paper time at the centre of the point, ms.
    pub t_ms: f64,
    pub local: f64,
    pub remote: f64,
    pub victim: f64,
    /// Root link B -> BC.
    pub root: f64,
    /// Inter-switch link A -> B.
    pub inter_switch: f64,
}

/// Averages over the measurement interval.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq)]
pub struct Summary {
    pub local: f64,
    pub remote: f64,
    pub victim: f64,
    pub root: f64,
    pub inter_switch: f64,
    /// local / (local + remote): the local flows' share of the root link.
    pub local_share_of_root: f64,
    /// victim / inter_switch: the victim's share of the inter-switch link's traffic.
    pub victim_share_of_inter_switch: f64,
    /// Data packets delivered with FECN, of all delivered in the interval.
    pub fecn_fraction: f64,
    /// Per class (local, remote, victim): FECN-marked fraction of its packets delivered in the
    /// measured interval.
    pub fecn_fraction_local: f64,
    pub fecn_fraction_remote: f64,
    pub fecn_fraction_victim: f64,
    /// While the victim is active (within the measured interval): its rate and the inter-switch
    /// link's utilization.
    pub victim_while_active: f64,
    pub inter_switch_while_victim_active: f64,
}

/// What one case measured.
#[derive(Debug, Clone, Serialize)]
pub struct CaseResult {
    pub case: Case,
    pub summary: Summary,
    /// Sliding-window rates (empty for the Fig. 6 sweep).
    pub series: Vec<Point>,
    pub cycles: u64,
    pub wall_seconds: f64,
    /// The run's error, if it stopped early (scoreboard, watchdog).
    pub error: Option<String>,
}

/// Runs `case` on the golden model with `params`, reporting progress in cycles to `tick`.
pub fn run(case: &Case, params: &Params, scale: Scale, tick: &dyn Fn(u64)) -> CaseResult {
    let t0 = std::time::Instant::now();
    let mut net = Network::model(params);
    let p = params.ports as usize;
    let win = params.cfg.sim.window_cycles;
    let total = params.cfg.sim.cycles;
    let nwin = total.div_ceil(win) as usize;
    // link flits per sample: inter-switch A -> B (switch 0 output P-1), root B -> BC (switch 1 output 0)
    let (mut inter, mut root) = (vec![0u64; nwin], vec![0u64; nwin]);
    let mut error = None;
    let mut last_tick = 0;
    while net.cycle < total {
        if let Err(e) = net.step() {
            error = Some(e.to_string());
            break;
        }
        let w = net.switch_wires();
        let k = ((net.cycle - 1) / win) as usize;
        inter[k] += w[p - 1].flit.valid as u64;
        root[k] += w[p].flit.valid as u64;
        if net.cycle - last_tick >= 65_536 {
            tick(net.cycle - last_tick);
            last_tick = net.cycle;
        }
    }
    tick(net.cycle - last_tick);
    let r = net.hosts.stats().results();
    let hosts = params.hosts as f64;
    let class = |w: &switchgen_model::stats::Window, c: &str| w.classes.get(c).map(|x| x.throughput * hosts).unwrap_or(0.0);
    // per-sample rates, then a sliding average
    let raw: Vec<Point> = r
        .series
        .iter()
        .enumerate()
        .map(|(k, w)| {
            let len = (total.min((k as u64 + 1) * win) - k as u64 * win) as f64;
            Point {
                t_ms: (k as f64 + 0.5) * win as f64 / scale.cycles(1.0) as f64,
                local: class(w, "local"),
                remote: class(w, "remote"),
                victim: class(w, "victim"),
                root: root[k] as f64 / len,
                inter_switch: inter[k] as f64 / len,
            }
        })
        .collect();
    let half = ((SLIDING_MS / 2.0) / (win as f64 / scale.cycles(1.0) as f64)).round() as usize;
    let sliding: Vec<Point> = (0..raw.len())
        .map(|i| {
            let (a, b) = (i.saturating_sub(half), (i + half + 1).min(raw.len()));
            let n = (b - a) as f64;
            let mut m = Point { t_ms: raw[i].t_ms, ..Default::default() };
            for q in &raw[a..b] {
                m.local += q.local / n;
                m.remote += q.remote / n;
                m.victim += q.victim / n;
                m.root += q.root / n;
                m.inter_switch += q.inter_switch / n;
            }
            m
        })
        .collect();
    // summary: plain average of the samples inside the measurement interval
    let (a, b) = case.measure_ms;
    let inside: Vec<&Point> = raw.iter().filter(|q| q.t_ms >= a && q.t_ms < b).collect();
    let n = inside.len().max(1) as f64;
    let avg = |f: fn(&Point) -> f64| inside.iter().map(|q| f(q)).sum::<f64>() / n;
    let (local, remote, victim, rootu, interu) = (avg(|q| q.local), avg(|q| q.remote), avg(|q| q.victim), avg(|q| q.root), avg(|q| q.inter_switch));
    let (va, vb) = case.victim_ms.map(|(x, y)| (x.max(a), y.min(b))).unwrap_or((a, b));
    let active: Vec<&Point> = raw.iter().filter(|q| q.t_ms >= va && q.t_ms < vb).collect();
    let na = active.len().max(1) as f64;
    let frac = |c: &str| {
        r.classes.get(c).map(|x| if x.delivered_packets > 0 { x.fecn_packets as f64 / x.delivered_packets as f64 } else { 0.0 }).unwrap_or(0.0)
    };
    let summary = Summary {
        local,
        remote,
        victim,
        root: rootu,
        inter_switch: interu,
        local_share_of_root: if local + remote > 0.0 { local / (local + remote) } else { 0.0 },
        victim_share_of_inter_switch: if interu > 0.0 { victim / interu } else { 0.0 },
        fecn_fraction: if r.delivered_packets > 0 { r.fecn_packets as f64 / r.delivered_packets as f64 } else { 0.0 },
        fecn_fraction_local: frac("local"),
        fecn_fraction_remote: frac("remote"),
        fecn_fraction_victim: frac("victim"),
        victim_while_active: active.iter().map(|q| q.victim).sum::<f64>() / na,
        inter_switch_while_victim_active: active.iter().map(|q| q.inter_switch).sum::<f64>() / na,
    };
    CaseResult {
        case: case.clone(),
        summary,
        series: if case.series { sliding } else { vec![] },
        cycles: net.cycle,
        wall_seconds: t0.elapsed().as_secs_f64(),
        error,
    }
}

/// The time-series plot of one case (Fig. 2-4 style).
pub fn series_svg(res: &CaseResult) -> anyhow::Result<String> {
    let s = &res.series;
    let line = |name: &str, f: fn(&Point) -> f64| (name.to_string(), s.iter().map(|q| (q.t_ms, f(q))).collect::<Vec<_>>());
    panels_svg(
        &format!("{} ({}): rates, {SLIDING_MS} ms sliding window", res.case.title, res.case.figure),
        &[Panel {
            x_label: "time (ms of the paper's scale)".into(),
            y_label: "fraction of link bandwidth".into(),
            series: vec![
                line("root link", |q| q.root),
                line("inter-switch link", |q| q.inter_switch),
                line("local flows", |q| q.local),
                line("remote flows", |q| q.remote),
                line("victim flow", |q| q.victim),
            ],
            y_max: 1.1,
        }],
    )
}

/// The Fig. 6 plot: root and inter-switch link utilization vs buffer size per response.
pub fn fig6_svg(results: &[CaseResult]) -> anyhow::Result<String> {
    let mut root = vec![];
    let mut inter = vec![];
    for name in ["lipd", "fimd", "aimd"] {
        let pts: Vec<&CaseResult> = results.iter().filter(|r| r.case.id.starts_with(&format!("fig6-{name}-"))).collect();
        root.push((name.to_uppercase(), pts.iter().map(|r| (r.case.buffer_packets as f64, r.summary.root)).collect()));
        inter.push((name.to_uppercase(), pts.iter().map(|r| (r.case.buffer_packets as f64, r.summary.inter_switch)).collect()));
    }
    panels_svg(
        "Seed 002 Fig. 6: link utilization vs input buffer size (ipm marking, L=10 R=10, static flows)",
        &[
            Panel { x_label: "buffer size (packets per input port)".into(), y_label: "root link utilization".into(), series: root, y_max: 1.05 },
            Panel { x_label: "buffer size (packets per input port)".into(), y_label: "inter-switch link utilization".into(), series: inter, y_max: 1.05 },
        ],
    )
}

/// CSV of a case's time series.
pub fn series_csv(res: &CaseResult) -> String {
    let mut s = String::from("t_ms,local,remote,victim,root,inter_switch\n");
    for q in &res.series {
        s += &format!("{:.3},{:.4},{:.4},{:.4},{:.4},{:.4}\n", q.t_ms, q.local, q.remote, q.victim, q.root, q.inter_switch);
    }
    s
}

/// CSV of every case's summary.
pub fn summary_csv(results: &[CaseResult]) -> String {
    let mut s = String::from("case,figure,marking,response,local_flows,remote_flows,buffer_packets,local,remote,victim,root,inter_switch,local_share_of_root,victim_share_of_inter_switch,fecn_fraction\n");
    for r in results {
        let c = &r.case;
        let m = &r.summary;
        s += &format!(
            "{},{},{},{},{},{},{},{:.4},{:.4},{:.4},{:.4},{:.4},{:.4},{:.4},{:.4}\n",
            c.id,
            c.figure.replace(',', ";"),
            json!(c.marking).as_str().unwrap_or(""),
            json!(c.response).as_str().unwrap_or(""),
            c.local,
            c.remote,
            c.buffer_packets,
            m.local,
            m.remote,
            m.victim,
            m.root,
            m.inter_switch,
            m.local_share_of_root,
            m.victim_share_of_inter_switch,
            m.fecn_fraction
        );
    }
    s
}

/// The markdown summary of a run.
pub fn summary_md(results: &[CaseResult], scale: Scale, command: &str) -> String {
    let mut s = format!(
        "# ib-two-switch: seed 002 on the two-switch network\n\nCommand: `{command}`\n\nScale: {} flits per data packet (1 packet time = {} cycles), 1-flit ACKs, durations x {} of the paper's.\n\n",
        scale.packet_flits, scale.packet_flits, scale.time_scale
    );
    s += "## Time-series cases (averages over the measured interval)\n\n";
    s += "| case | figure | setting | interval (ms) | local | remote | root link | local share of root | victim (while active) | inter-switch link (while victim active) | victim share of inter-switch | FECN local / remote / victim |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n";
    for r in results.iter().filter(|r| r.case.series) {
        let m = &r.summary;
        s += &format!(
            "| {} | {} | {} | {:.0}-{:.0} | {:.3} | {:.3} | {:.3} | {:.2} | {:.3} | {:.3} | {:.2} | {:.2} / {:.2} / {:.2} |\n",
            r.case.id,
            r.case.figure,
            r.case.title,
            r.case.measure_ms.0,
            r.case.measure_ms.1,
            m.local,
            m.remote,
            m.root,
            m.local_share_of_root,
            m.victim_while_active,
            m.inter_switch_while_victim_active,
            m.victim_share_of_inter_switch,
            m.fecn_fraction_local,
            m.fecn_fraction_remote,
            m.fecn_fraction_victim
        );
    }
    let sweep: Vec<&CaseResult> = results.iter().filter(|r| !r.case.series).collect();
    if !sweep.is_empty() {
        s += "\n## Fig. 6: utilization vs buffer size (average over the measured interval)\n\n| buffer (packets) |";
        for name in ["LIPD", "FIMD", "AIMD"] {
            s += &format!(" {name} root | {name} inter-switch |");
        }
        s += "\n|---|---|---|---|---|---|---|\n";
        for b in 1..=8 {
            s += &format!("| {b} |");
            for name in ["lipd", "fimd", "aimd"] {
                match sweep.iter().find(|r| r.case.id == format!("fig6-{name}-b{b}")) {
                    Some(r) => s += &format!(" {:.3} | {:.3} |", r.summary.root, r.summary.inter_switch),
                    None => s += " | |",
                }
            }
            s += "\n";
        }
    }
    let errors: Vec<String> = results.iter().filter_map(|r| r.error.as_ref().map(|e| format!("- {}: {e}", r.case.id))).collect();
    if !errors.is_empty() {
        s += &format!("\n## Runs that stopped early\n\n{}\n", errors.join("\n"));
    }
    s
}
