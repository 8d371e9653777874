//! `switchgen experiment ib-two-switch`: seed 002 §III and §VI on the `two_switch` network
//! (seed 002 Fig. 1): L local flows from hosts of switch B and R remote flows from hosts of
//! switch A, all to host BC behind the root link of switch B; a victim flow from AV to BV that
//! shares only the inter-switch link A -> B with the remote flows. All flows are greedy.
//!
//! Scale: the paper's links carry 1 GB/s and its data packets are 2068 bytes (2.068 us, one
//! "packet time"); here a packet is `--packet-flits` flits of 64 bits (default 32, one flit per
//! cycle, so a packet time is 32 cycles) and ACKs are 1 flit. Times of the paper in ms are
//! converted at 2.068 us per packet time, then multiplied by `--time-scale` (`--quick`: 0.1).
//! Input buffers hold 4 data packets (Fig. 6: 1 to 8). Input queues are `fifo_bypass`, the
//! paper's "FIFO with bypass of older packets when the crossbar is busy", at most 4 bypasses (its
//! footnote 6).
//!
//! Cases (seed 002 figure in brackets):
//! - `fig3a`: no congestion control, L = 5, R = 1 [Fig. 2 = Fig. 3(a)];
//! - `fig3b`, `fig3c`: window of one packet, L = 5, R = 1 and L = 5, R = 5 [Fig. 3(b), 3(c)];
//! - `fig3d`: window of one packet and rates set by hand (static IPD 9 for the local and remote
//!   flows, 1 for the victim), L = 5, R = 5 [Fig. 3(d)];
//! - `fig4a`, `fig4b`: LIPD with `naive` and with `ipm` marking, L = R = 10 [Fig. 4];
//! - ablations `fig3b-*`, `fig4a-*`, `fig4b-*`: `voq_sw` inputs, 64-flit packets, the victim
//!   alone (the verdict table's causes);
//! - `fig6`: LIPD, FIMD, AIMD with `ipm`, L = R = 10, buffers of 1..8 packets, the victim active
//!   throughout, 500 ms with the last 400 ms measured [Fig. 6];
//! - `fig7a`, `fig7b`: dynamic ON/OFF flows over mean ON times [`FIG7_ON_MS`], rate state reset or
//!   persistent (L = 5+5, R = 5+5, LIPD), and all flows dynamic with persistent state under
//!   LIPD, FIMD and AIMD (L = R = 10) [Fig. 7].
//!
//! Local and remote flows start one every 100 us, local first (seed 002 §III); the victim is
//! active in [40 ms, 60 ms] of 100 ms (Fig. 3, 4). Rates are fractions of the link bandwidth,
//! averaged over a sliding window of 2 ms centred on each point.

use crate::experiment::verdict::{Claim, Verdict};
use crate::report::{panels_svg, Panel};
use serde::Serialize;
use serde_json::json;
use switchgen_config::{Config, FlowCfg, Marking, OnOffCfg, Params, Pattern, QueueScheme, Response, TopologyKind};
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
    /// Keep the time series in the results (the Fig. 6 and Fig. 7 sweeps keep only their
    /// summaries).
    pub series: bool,
    /// Flits per data packet of this case (None: `--packet-flits`); an ablation at another
    /// packet size (the paper's 2068-byte packet is 259 flits of 64 bits, ours at most 64).
    pub packet_flits: Option<u32>,
    /// Input queues (None: `fifo_bypass`, the paper's scheduling, seed 002 footnote 6).
    pub queue_scheme: Option<QueueScheme>,
    /// Static IPD of the local and remote flows and of the victim (Fig. 3(d): rates set by hand;
    /// 0 = none).
    pub ipd_flows: u32,
    pub ipd_victim: u32,
    /// Fig. 7: dynamic local and remote flows (ON/OFF, exponential periods of equal mean
    /// `mean_on_ms`), classes `local_dyn` and `remote_dyn`, started after the static ones.
    pub dyn_local: u32,
    pub dyn_remote: u32,
    pub mean_on_ms: f64,
    /// `hosts.rate.persistent`: a flow's rate persists across its ON periods (Fig. 7 "persistent
    /// state"); otherwise each ON period restarts at Rmax.
    pub persistent: bool,
}

impl Case {
    /// The case's scale: `scale` with its own packet size if it has one.
    pub fn scale(&self, scale: Scale) -> Scale {
        Scale { packet_flits: self.packet_flits.unwrap_or(scale.packet_flits), ..scale }
    }
}

/// Mean ON durations of the Fig. 7 sweeps, ms (the paper's dynamic range is 0.2-2 ms, its
/// footnote 13; the x axis's ends are not in the text).
pub const FIG7_ON_MS: [f64; 7] = [0.02, 0.06, 0.2, 0.6, 2.0, 6.0, 20.0];

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
        packet_flits: None,
        queue_scheme: None,
        ipd_flows: 0,
        ipd_victim: 0,
        dyn_local: 0,
        dyn_remote: 0,
        mean_on_ms: 0.0,
        persistent: false,
    };
    let mut v = vec![
        base("fig3a", "Fig. 2 / 3(a)", "no congestion control, L=5 R=1", Marking::None, Response::None, 5, 1),
        base("fig3b", "Fig. 3(b)", "window 1, L=5 R=1", Marking::None, Response::Window, 5, 1),
        base("fig3c", "Fig. 3(c)", "window 1, L=5 R=5", Marking::None, Response::Window, 5, 5),
        Case { ipd_flows: 9, ipd_victim: 1, ..base("fig3d", "Fig. 3(d)", "window 1 + rates set by hand (1/10 local and remote, 1/2 victim), L=5 R=5", Marking::None, Response::Window, 5, 5) },
        Case { measure_ms: (20.0, 100.0), ..base("fig4a", "Fig. 4(a)", "naive marking, LIPD, L=10 R=10", Marking::Naive, Response::Lipd, 10, 10) },
        Case { measure_ms: (20.0, 100.0), ..base("fig4b", "Fig. 4(b)", "ipm marking (Renato), LIPD, L=10 R=10", Marking::Ipm, Response::Lipd, 10, 10) },
    ];
    // ablations of the cases whose victim differs from the paper's (ids extend the case's, so
    // `--case fig3b` runs them too): our former `voq_sw` stand-in, the largest packet our switch
    // takes (halving the per-packet overhead of hops and ACK), and the victim alone
    let ablate = |c: &Case, what: &str| -> Vec<Case> {
        let mut v = vec![
            Case { id: format!("{}-voq_sw", c.id), title: format!("{}, voq_sw inputs (ablation)", c.title), queue_scheme: Some(QueueScheme::VoqSw), ..c.clone() },
            Case { id: format!("{}-p64", c.id), title: format!("{}, 64-flit packets (ablation)", c.title), packet_flits: Some(64), ..c.clone() },
        ];
        if what == "alone" {
            v.push(Case { id: format!("{}-victim-alone", c.id), title: "window 1, the victim alone (ablation)".into(), local: 0, remote: 0, ..c.clone() });
        }
        v
    };
    let abl: Vec<Case> = v.iter().filter(|c| ["fig3b", "fig4a", "fig4b"].contains(&c.id.as_str())).flat_map(|c| ablate(c, if c.id == "fig3b" { "alone" } else { "" })).collect();
    v.extend(abl);
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
    // Fig. 7: dynamic flows, LIPD with ipm marking, 4-packet buffers, the victim static; run for
    // at least 500 ms and 20 ON periods (seed 002 §VI-B.2), the first fifth not measured
    let dynamic = |id: String, title: String, resp, local, remote, dl, dr, on: f64, persistent| {
        let dur = 500f64.max(40.0 * on);
        Case { duration_ms: dur, victim_ms: None, measure_ms: (dur / 5.0, dur), series: false, dyn_local: dl, dyn_remote: dr, mean_on_ms: on, persistent, ..base(&id, "Fig. 7", &title, Marking::Ipm, resp, local, remote) }
    };
    for &on in &FIG7_ON_MS {
        for persistent in [false, true] {
            let how = if persistent { "persistent" } else { "reset" };
            v.push(dynamic(format!("fig7a-{how}-on{on}"), format!("LIPD, L=5+5 R=5+5, mean ON {on} ms, rate state {how}"), Response::Lipd, 5, 5, 5, 5, on, persistent));
        }
    }
    for (resp, name) in [(Response::Lipd, "lipd"), (Response::Fimd, "fimd"), (Response::Aimd, "aimd")] {
        for &on in &FIG7_ON_MS {
            v.push(dynamic(format!("fig7b-{name}-on{on}"), format!("{}, all flows dynamic (L=R=10), mean ON {on} ms, persistent", name.to_uppercase()), resp, 0, 0, 10, 10, on, true));
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
    let scale = case.scale(scale);
    let h = hosts();
    let per = PORTS - 1;
    let mut c = Config::default();
    c.topology.kind = TopologyKind::TwoSwitch;
    c.topology.ports = PORTS;
    c.switch.max_packet_flits = scale.packet_flits;
    c.switch.buffer_flits = case.buffer_packets * scale.packet_flits;
    c.switch.queue_scheme = case.queue_scheme.unwrap_or(QueueScheme::FifoBypass);
    c.switch.marking = case.marking;
    c.hosts.response = case.response;
    c.hosts.window = 1;
    c.hosts.ack_flits = 1;
    c.hosts.rate.persistent = case.persistent;
    c.traffic.pattern = Pattern::Flows;
    c.traffic.packet_flits = switchgen_config::PacketLen { min: scale.packet_flits, max: scale.packet_flits };
    let step = 0.1; // ms between flow starts
    let on = scale.cycles(case.mean_on_ms) as f64;
    let flow = |src, class: &str, start_ms: f64| FlowCfg {
        src,
        dst: h.bc,
        class: class.into(),
        start_cycle: scale.at(start_ms),
        end_cycle: None,
        rate: None,
        on_off: class.ends_with("_dyn").then_some(OnOffCfg { mean_on_cycles: on, mean_off_cycles: on }),
        ipd: case.ipd_flows,
    };
    // hosts of B after BC and BV: static local flows, then dynamic ones; hosts of A from 0:
    // static remote flows, then dynamic ones (at most 10 + 10: PORTS leaves 10 per switch)
    let mut k = 0;
    for (n, class, first) in [(case.local, "local", per + 2), (case.dyn_local, "local_dyn", per + 2 + case.local)] {
        for j in 0..n {
            c.traffic.flows.push(flow(first + j, class, k as f64 * step));
            k += 1;
        }
    }
    for (n, class, first) in [(case.remote, "remote", 0), (case.dyn_remote, "remote_dyn", case.remote)] {
        for j in 0..n {
            c.traffic.flows.push(flow(first + j, class, k as f64 * step));
            k += 1;
        }
    }
    let (vs, ve) = match case.victim_ms {
        Some((a, b)) => (scale.at(a), Some(scale.at(b))),
        None => (0, None),
    };
    c.traffic.flows.push(FlowCfg { src: h.av, dst: h.bv, class: "victim".into(), start_cycle: vs, end_cycle: ve, rate: None, on_off: None, ipd: case.ipd_victim });
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
    /// Fig. 7: the dynamic flows (`local_dyn` + `remote_dyn`).
    pub dynamic: f64,
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
    /// Fig. 7: the dynamic flows together (the static ones are `local` + `remote`).
    pub dynamic: f64,
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
    let scale = case.scale(scale);
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
                dynamic: class(w, "local_dyn") + class(w, "remote_dyn"),
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
                m.dynamic += q.dynamic / n;
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
    let (local, remote, victim, dynamic, rootu, interu) = (avg(|q| q.local), avg(|q| q.remote), avg(|q| q.victim), avg(|q| q.dynamic), avg(|q| q.root), avg(|q| q.inter_switch));
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
        dynamic,
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
    let mut marks = vec![];
    for name in ["lipd", "fimd", "aimd"] {
        let pts: Vec<&CaseResult> = results.iter().filter(|r| r.case.id.starts_with(&format!("fig6-{name}-"))).collect();
        marks.push((name.to_uppercase(), pts.iter().map(|r| (r.case.buffer_packets as f64, 100.0 * r.summary.fecn_fraction_victim)).collect::<Vec<_>>()));
    }
    let ymax = marks.iter().flat_map(|(_, p)| p.iter().map(|x| x.1)).fold(1.0, f64::max) * 1.1;
    panels_svg(
        "Seed 002 Fig. 6: link utilization vs input buffer size (ipm marking, L=10 R=10, static flows)",
        &[
            Panel { x_label: "buffer size (packets per input port)".into(), y_label: "root link utilization".into(), series: root, y_max: 1.05 },
            Panel { x_label: "buffer size (packets per input port)".into(), y_label: "inter-switch link utilization".into(), series: inter, y_max: 1.05 },
            Panel { x_label: "buffer size (packets per input port)".into(), y_label: "victim packets marked (%)".into(), series: marks, y_max: ymax },
        ],
    )
}

/// The Fig. 7 plot: (a) static and dynamic flows' rates against the mean ON duration, rate
/// state reset or persistent; (b) root and inter-switch link utilization per response, all
/// flows dynamic with persistent state. x is log10 of the mean ON duration in ms.
pub fn fig7_svg(results: &[CaseResult]) -> anyhow::Result<String> {
    let pts = |prefix: &str, f: fn(&Summary) -> f64| -> Vec<(f64, f64)> { FIG7_ON_MS.iter().filter_map(|&on| results.iter().find(|r| r.case.id == format!("{prefix}-on{on}")).map(|r| (on.log10(), f(&r.summary)))).collect() };
    let mut a = vec![];
    for how in ["reset", "persistent"] {
        a.push((format!("static flows, {how}"), pts(&format!("fig7a-{how}"), |m| m.local + m.remote)));
        a.push((format!("dynamic flows, {how}"), pts(&format!("fig7a-{how}"), |m| m.dynamic)));
    }
    let (mut root, mut inter) = (vec![], vec![]);
    for name in ["lipd", "fimd", "aimd"] {
        root.push((name.to_uppercase(), pts(&format!("fig7b-{name}"), |m| m.root)));
        inter.push((name.to_uppercase(), pts(&format!("fig7b-{name}"), |m| m.inter_switch)));
    }
    let x = "log10 of the mean ON duration (ms)".to_string();
    panels_svg(
        "Seed 002 Fig. 7: dynamic flows (ipm marking, 4-packet buffers)",
        &[
            Panel { x_label: x.clone(), y_label: "(a) LIPD, L=5+5 R=5+5: rate (of the root link)".into(), series: a, y_max: 1.05 },
            Panel { x_label: x.clone(), y_label: "(b) all dynamic, persistent: root link".into(), series: root, y_max: 1.05 },
            Panel { x_label: x, y_label: "(b) all dynamic, persistent: inter-switch link".into(), series: inter, y_max: 1.05 },
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

/// The markdown summary of a run, opening with its verdict table (`claims`, from [`verdicts`]).
pub fn summary_md(results: &[CaseResult], claims: &[Claim], scale: Scale, command: &str) -> String {
    let mut s = format!(
        "# ib-two-switch: seed 002 on the two-switch network\n\nCommand: `{command}`\n\nScale: {} flits per data packet (1 packet time = {} cycles), 1-flit ACKs, durations x {} of the paper's.\n\n",
        scale.packet_flits, scale.packet_flits, scale.time_scale
    );
    s += &crate::experiment::verdict::section_md("seed 002", claims);
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
    let sweep: Vec<&CaseResult> = results.iter().filter(|r| r.case.id.starts_with("fig6-")).collect();
    if !sweep.is_empty() {
        s += "\n## Fig. 6: utilization vs buffer size (average over the measured interval)\n\n| buffer (packets) |";
        for name in ["LIPD", "FIMD", "AIMD"] {
            s += &format!(" {name} root | {name} inter-switch | {name} victim marked |");
        }
        s += "\n|---|---|---|---|---|---|---|---|---|---|\n";
        for b in 1..=8 {
            s += &format!("| {b} |");
            for name in ["lipd", "fimd", "aimd"] {
                match sweep.iter().find(|r| r.case.id == format!("fig6-{name}-b{b}")) {
                    Some(r) => s += &format!(" {:.3} | {:.3} | {:.2} % |", r.summary.root, r.summary.inter_switch, 100.0 * r.summary.fecn_fraction_victim),
                    None => s += " | | |",
                }
            }
            s += "\n";
        }
    }
    let f7: Vec<&CaseResult> = results.iter().filter(|r| r.case.id.starts_with("fig7")).collect();
    if !f7.is_empty() {
        s += "\n## Fig. 7: dynamic flows (fractions of the link bandwidth, averaged after the first fifth of the run)\n\n| case | mean ON (ms) | static flows | dynamic flows | victim | root link | inter-switch link |\n|---|---|---|---|---|---|---|\n";
        for r in f7 {
            let m = &r.summary;
            s += &format!("| {} | {} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} |\n", r.case.id, r.case.mean_on_ms, m.local + m.remote, m.dynamic, m.victim, m.root, m.inter_switch);
        }
    }
    let errors: Vec<String> = results.iter().filter_map(|r| r.error.as_ref().map(|e| format!("- {}: {e}", r.case.id))).collect();
    if !errors.is_empty() {
        s += &format!("\n## Runs that stopped early\n\n{}\n", errors.join("\n"));
    }
    s
}

/// The verdict table of seed 002's headline claims (§IV, §VI) from this run's `results`: a row
/// for every claim whose cases ran (see [`crate::experiment::verdict`] for the rule). The paper
/// gives few numbers; where it gives words ("high", "fully utilized") the row states the number
/// we read them as, written here before the run.
pub fn verdicts(results: &[CaseResult]) -> Vec<Claim> {
    let get = |id: &str| results.iter().find(|r| r.case.id == id && r.error.is_none()).map(|r| &r.summary);
    // no cases: the row is computed, not simulated (Fig. 5)
    let cmd = |cases: &[&str]| if cases.is_empty() { "switchgen params --set hosts.response=fimd (lipd, aimd)".to_string() } else { format!("switchgen experiment ib-two-switch{}", cases.iter().map(|c| format!(" --case {c}")).collect::<String>()) };
    let mut v = vec![];
    let mut row = |figure: &str, claim: &str, paper: String, ours: String, verdict: Verdict, cause: String, cases: &[&str]| {
        v.push(Claim { figure: figure.into(), claim: claim.into(), paper, ours, verdict, cause: crate::experiment::verdict::cause_for(verdict, cause), command: cmd(cases) });
    };
    if let Some(a) = get("fig3a") {
        row("Fig. 2", "no congestion control: the victim gets a small share of the inter-switch link", "15 %".into(), format!("{:.1} %", 100.0 * a.victim_while_active), Verdict::number(0.15, a.victim_while_active, a.victim_while_active < 0.3), String::new(), &["fig3a"]);
        row("Fig. 2", "no congestion control: the inter-switch link is under-utilized", "30 %".into(), format!("{:.1} %", 100.0 * a.inter_switch_while_victim_active), Verdict::number(0.30, a.inter_switch_while_victim_active, a.inter_switch_while_victim_active < 0.5), String::new(), &["fig3a"]);
        row("Fig. 2", "no congestion control: the root link is saturated", "100 %".into(), format!("{:.1} %", 100.0 * a.root), Verdict::number(1.0, a.root, true), String::new(), &["fig3a"]);
    }
    if let (Some(a), Some(b)) = (get("fig3a"), get("fig3b")) {
        let (vs, p64, alone) = (get("fig3b-voq_sw"), get("fig3b-p64"), get("fig3b-victim-alone"));
        let cause = format!(
            "the 4-bypass limit at B's inter-switch input: without it (`voq_sw`) the victim gets {}; 64-flit packets change nothing ({}); the victim alone, with its window of one packet, gets {} (its round trip of hops and ACK)",
            vs.map_or("-".into(), |x| format!("{:.3}", x.victim_while_active)),
            p64.map_or("-".into(), |x| format!("{:.3}", x.victim_while_active)),
            alone.map_or("-".into(), |x| format!("{:.3}", x.victim_while_active))
        );
        row("Fig. 3(b)", "window of one packet, L=5 R=1: the inter-switch link is fully utilized", "fully utilized (\"slight under-utilization\")".into(), format!("{:.1} %", 100.0 * b.inter_switch_while_victim_active), Verdict::number(1.0, b.inter_switch_while_victim_active, b.inter_switch_while_victim_active > a.inter_switch_while_victim_active), cause.clone(), &["fig3b"]);
        let idle = 1.0 - b.remote;
        row("Fig. 3(b)", "window of one packet: the victim consumes the inter-switch link's idle bandwidth", format!("all of it (1 - remote = {:.1} % here)", 100.0 * idle), format!("{:.1} %", 100.0 * b.victim_while_active), Verdict::number(idle, b.victim_while_active, b.victim_while_active > 2.0 * a.victim_while_active), cause, &["fig3b"]);
    }
    if let (Some(b), Some(c)) = (get("fig3b"), get("fig3c")) {
        row("Fig. 3(c)", "window of one packet, L=5 R=5: congestion spreads again, the victim is low and the inter-switch link under-utilized", "victim low, link under-utilized (no number)".into(), format!("victim {:.1} % (L=5 R=1: {:.1} %), link {:.1} %", 100.0 * c.victim_while_active, 100.0 * b.victim_while_active, 100.0 * c.inter_switch_while_victim_active), Verdict::holds(c.victim_while_active < b.victim_while_active / 2.0 && c.inter_switch_while_victim_active < 0.5), String::new(), &["fig3b", "fig3c"]);
    }
    if let Some(d) = get("fig3d") {
        let (l, r) = (d.local / 5.0, d.remote / 5.0);
        let ok = [(0.1, l), (0.1, r), (0.5, d.victim_while_active)].iter().all(|&(p, o)| Verdict::number(p, o, false) == Verdict::Reproduced);
        row("Fig. 3(d)", "rates set by hand, L=5 R=5: every flow gets its ideal throughput", "10 % per local and remote flow, 50 % victim".into(), format!("local {:.1} %, remote {:.1} % per flow, victim {:.1} %", 100.0 * l, 100.0 * r, 100.0 * d.victim_while_active), if ok { Verdict::Reproduced } else { Verdict::Differs }, "not ablated".into(), &["fig3d"]);
    }
    if let Some(na) = get("fig4a") {
        row("Fig. 4(a)", "naive marking: the local flows take most of the root link", "90 %".into(), format!("{:.1} %", 100.0 * na.local_share_of_root), Verdict::number(0.9, na.local_share_of_root, na.local_share_of_root > 0.5), String::new(), &["fig4a"]);
        row("Fig. 4(a)", "naive marking marks the remote flows only", "remote only".into(), format!("local {:.1} %, remote {:.1} % of packets", 100.0 * na.fecn_fraction_local, 100.0 * na.fecn_fraction_remote), Verdict::holds(na.fecn_fraction_local == 0.0 && na.fecn_fraction_remote > 0.0), String::new(), &["fig4a"]);
        let idle = 1.0 - na.remote;
        let (vs, p64) = (get("fig4a-voq_sw"), get("fig4a-p64"));
        row(
            "Fig. 4(a)",
            "naive marking avoids congestion spreading: the victim gets high throughput",
            format!("high (no number; the idle share is 1 - remote = {:.1} %)", 100.0 * idle),
            format!("{:.1} %", 100.0 * na.victim_while_active),
            Verdict::number(idle, na.victim_while_active, na.victim_while_active > 0.5 * idle),
            format!(
                "partly the 4-bypass limit: `voq_sw` gives the victim {}; 64-flit packets change nothing ({}); the rest is not separated (naive marks only at a full buffer, so B's inter-switch input stays near full of remote packets)",
                vs.map_or("-".into(), |x| format!("{:.3}", x.victim_while_active)),
                p64.map_or("-".into(), |x| format!("{:.3}", x.victim_while_active))
            ),
            &["fig4a"],
        );
    }
    if let (Some(na), Some(ip)) = (get("fig4a"), get("fig4b")) {
        row("Fig. 4(b)", "ipm marking is fairer between local and remote flows than naive, but not fully fair", "fairer, not 50 / 50 (no number)".into(), format!("local share {:.1} % (naive {:.1} %)", 100.0 * ip.local_share_of_root, 100.0 * na.local_share_of_root), Verdict::holds(ip.local_share_of_root < na.local_share_of_root - 0.1 && ip.local_share_of_root > 0.5), String::new(), &["fig4a", "fig4b"]);
        let (vs, p64) = (get("fig4b-voq_sw"), get("fig4b-p64"));
        row(
            "Fig. 4(b)",
            "ipm marking keeps the inter-switch link at high utilization",
            "high (no number; read as >= 85 %)".into(),
            format!("{:.1} % (naive {:.1} %)", 100.0 * ip.inter_switch_while_victim_active, 100.0 * na.inter_switch_while_victim_active),
            Verdict::number(1.0, ip.inter_switch_while_victim_active, ip.inter_switch_while_victim_active > na.inter_switch_while_victim_active),
            format!(
                "not the scheduling (`voq_sw` {}) nor the packet size (64 flits {}): the victim's window of one packet and its waits behind remote packets at A and B; not separated further",
                vs.map_or("-".into(), |x| format!("{:.3}", x.inter_switch_while_victim_active)),
                p64.map_or("-".into(), |x| format!("{:.3}", x.inter_switch_while_victim_active))
            ),
            &["fig4b"],
        );
    }
    // Fig. 5: recovery from Rmin to Rmax with the discrete tables, at the paper's 2048-byte
    // packets on 1 GB/s links (2.048 us per packet time)
    for (resp, name, paper_ms) in [(Response::Fimd, "FIMD", 4.2), (Response::Lipd, "LIPD", 133.7), (Response::Aimd, "AIMD", 133.7)] {
        if let Some(t) = switchgen_model::rate::RateTable::for_response(resp, 2.0) {
            let ms = t.recovery_time() * 2.048 / 1000.0;
            row("Fig. 5", &format!("{name}: time from Rmin to Rmax"), format!("{paper_ms} ms"), format!("{ms:.1} ms (discrete IPD tables)"), Verdict::number(paper_ms, ms, true), String::new(), &[]);
        }
    }
    let f6 = |name: &str, b: u32| get(&format!("fig6-{name}-b{b}"));
    if (1..=8).all(|b| ["lipd", "fimd", "aimd"].iter().all(|n| f6(n, b).is_some())) {
        let s = |name: &str, b: u32| f6(name, b).expect("checked above");
        let best = (1..=8).map(|b| s("lipd", b).root).fold(0.0, f64::max);
        row("Fig. 6", "LIPD: almost 100 % utilization of the root link", "almost 100 %".into(), format!("{:.1} % at 4 packets, best {:.1} %", 100.0 * s("lipd", 4).root, 100.0 * best), Verdict::number(1.0, s("lipd", 4).root, true), "not ablated: each buffer-full event at B marks up to 14 flows at once and LIPD climbs back one level per 256 packet times".into(), &["fig6"]);
        let order: Vec<u32> = (1..=8).filter(|&b| s("lipd", b).root > s("fimd", b).root && s("fimd", b).root > s("aimd", b).root).collect();
        row("Fig. 6", "root link: LIPD > FIMD > AIMD", "LIPD best, AIMD worst".into(), format!("order holds at {} of 8 buffer sizes ({:?})", order.len(), order), Verdict::holds(order.len() >= 6), "at small buffers FIMD is ahead of LIPD; not ablated".into(), &["fig6"]);
        let low: Vec<u32> = [1, 2].into_iter().filter(|&b| s("aimd", b).inter_switch < s("lipd", b).inter_switch && s("aimd", b).inter_switch < s("fimd", b).inter_switch).collect();
        row(
            "Fig. 6",
            "AIMD: low inter-switch utilization with small buffers (the victim's marks meet its slow recovery)",
            "AIMD lowest at small buffers".into(),
            format!("AIMD / LIPD / FIMD at 1 packet {:.3} / {:.3} / {:.3}, at 2 {:.3} / {:.3} / {:.3}", s("aimd", 1).inter_switch, s("lipd", 1).inter_switch, s("fimd", 1).inter_switch, s("aimd", 2).inter_switch, s("lipd", 2).inter_switch, s("fimd", 2).inter_switch),
            Verdict::holds(low.len() == 2),
            format!("the victim is rarely marked here (AIMD, {:.2} % of its packets at 1 packet, {:.2} % at 2), so AIMD's slow recovery costs it little; not ablated further", 100.0 * s("aimd", 1).fecn_fraction_victim, 100.0 * s("aimd", 2).fecn_fraction_victim),
            &["fig6"],
        );
        let more: Vec<&str> = ["lipd", "fimd", "aimd"].into_iter().filter(|n| s(n, 1).fecn_fraction_victim > s(n, 8).fecn_fraction_victim).collect();
        row("Fig. 6", "victim packets are marked more with smaller buffers", "more marks at small buffers (no number)".into(), (1..=8).map(|b| format!("{b}: {:.2} %", 100.0 * s("lipd", b).fecn_fraction_victim)).collect::<Vec<_>>().join(", ") + " (LIPD)", Verdict::holds(more.len() == 3), "not ablated".into(), &["fig6"]);
        let fairer: Vec<&str> = ["lipd", "fimd", "aimd"].into_iter().filter(|n| (s(n, 8).local_share_of_root - 0.5).abs() < (s(n, 2).local_share_of_root - 0.5).abs()).collect();
        row("Fig. 6", "fairness between local and remote flows improves with larger buffers", "improves (no number)".into(), ["lipd", "fimd", "aimd"].iter().map(|n| format!("{} local share {:.2} -> {:.2}", n.to_uppercase(), s(n, 2).local_share_of_root, s(n, 8).local_share_of_root)).collect::<Vec<_>>().join(", ") + " (2 -> 8 packets)", Verdict::holds(fairer.len() == 3), "not ablated".into(), &["fig6"]);
    }
    let f7a = |how: &str, on: f64| get(&format!("fig7a-{how}-on{on}"));
    let (lo, hi) = (FIG7_ON_MS[0], FIG7_ON_MS[FIG7_ON_MS.len() - 1]);
    if let (Some(rl), Some(rh), Some(pl)) = (f7a("reset", lo), f7a("reset", hi), f7a("persistent", lo)) {
        let st = |x: &Summary| x.local + x.remote;
        row("Fig. 7(a)", "rate reset per flow, frequent arrivals: the dynamic flows hog the root link", "dynamic > static".into(), format!("mean ON {lo} ms: dynamic {:.3}, static {:.3}", rl.dynamic, st(rl)), Verdict::holds(rl.dynamic > st(rl)), "not ablated".into(), &["fig7a-reset"]);
        let ratio = st(rh) / rh.dynamic.max(1e-9);
        row("Fig. 7(a)", "rate reset, long ON periods: static flows get twice the dynamic ones (half of these are ON)", "2x".into(), format!("{ratio:.2}x at mean ON {hi} ms"), Verdict::number(2.0, ratio, ratio > 1.0), "not ablated".into(), &["fig7a-reset"]);
        let share = pl.dynamic / (pl.dynamic + st(pl)).max(1e-9);
        row("Fig. 7(a)", "persistent rate state, frequent arrivals: dynamic flows behave as static ones (normalized rate 0.5)", "0.5".into(), format!("{share:.3} at mean ON {lo} ms"), Verdict::number(0.5, share, share < rl.dynamic / (rl.dynamic + st(rl)).max(1e-9)), "not ablated".into(), &["fig7a-persistent"]);
    }
    let f7b = |name: &str, on: f64| get(&format!("fig7b-{name}-on{on}"));
    if FIG7_ON_MS.iter().all(|&on| ["lipd", "fimd", "aimd"].iter().all(|n| f7b(n, on).is_some())) {
        let s = |name: &str, on: f64| f7b(name, on).expect("checked above");
        let ons = FIG7_ON_MS;
        let inter_ok = ons.iter().filter(|&&on| s("aimd", on).inter_switch < s("lipd", on).inter_switch && s("aimd", on).inter_switch < s("fimd", on).inter_switch).count();
        row("Fig. 7(b)", "all flows dynamic, persistent state: the inter-switch link is highly utilized except under AIMD", "LIPD, FIMD high; AIMD lower".into(), ons.iter().map(|&on| format!("{on}: {:.2}/{:.2}/{:.2}", s("lipd", on).inter_switch, s("fimd", on).inter_switch, s("aimd", on).inter_switch)).collect::<Vec<_>>().join(", ") + " (LIPD/FIMD/AIMD by mean ON, ms)", Verdict::holds(inter_ok >= 5), format!("as in Fig. 6, the victim is almost never marked (AIMD: {:.2} % of its packets on average over the ON durations), so AIMD's slow recovery costs it nothing; not ablated further", 100.0 * ons.iter().map(|&on| s("aimd", on).fecn_fraction_victim).sum::<f64>() / ons.len() as f64), &["fig7b"]);
        let mid: Vec<f64> = ons.iter().copied().filter(|&on| (0.2..=2.0).contains(&on)).collect();
        let fimd_mid = mid.iter().filter(|&&on| s("fimd", on).root > s("lipd", on).root).count();
        let lipd_ends = [lo, hi].iter().filter(|&&on| s("lipd", on).root >= s("fimd", on).root).count();
        row("Fig. 7(b)", "root link: FIMD best for mean ON 0.2-2 ms, LIPD at the ends", "FIMD in 0.2-2 ms, LIPD outside".into(), ons.iter().map(|&on| format!("{on}: {:.3}/{:.3}/{:.3}", s("lipd", on).root, s("fimd", on).root, s("aimd", on).root)).collect::<Vec<_>>().join(", ") + " (LIPD/FIMD/AIMD)", Verdict::holds(fimd_mid * 2 > mid.len() && lipd_ends == 2), "not ablated".into(), &["fig7b"]);
        let gap = ons.iter().map(|&on| { let best = s("lipd", on).root.max(s("fimd", on).root); (best - s("aimd", on).root) / best }).sum::<f64>() / ons.len() as f64;
        let worst = ons.iter().filter(|&&on| s("aimd", on).root < s("lipd", on).root.min(s("fimd", on).root)).count();
        row("Fig. 7(b)", "AIMD is worst at every ON duration, about 10 % below the best", "10 %".into(), format!("{:.1} % below the best on average; worst at {worst} of {}", 100.0 * gap, ons.len()), Verdict::number(0.10, gap, worst == ons.len()), "not ablated".into(), &["fig7b"]);
    }
    v
}
