//! `switchgen experiment fbicm-bmin`: seed 001 §4 on the golden model. The paper's 64x64 and
//! 256x256 "perfect shuffle BMINs" of 8-port switches (48 switches in 3 stages, 256 in 4) are
//! our `bmin` k = 4 with n = 3 and n = 4 (k-ary n-trees: the same switch counts, radix and
//! stages, and destination-based self-routing). Traffic cases #1-#6 of Table 1 with 64-byte
//! packets (8 flits of 64 bits); input RAMs of 8 KB (1024 flits) for `fifo`, `voq_sw` and
//! `fbicm` (8 CFQs), 16 KB / 64 KB for VOQnet on 64 / 256 hosts, as the paper sizes them.
//! VOQnet is the paper's: that memory partitioned per queue (4 packets each) with per-queue
//! credits, built as `fifo` with one VC per destination and hosts with a send queue per VC
//! (docs/MICROARCHITECTURE.md "Partitioned VOQnet as virtual channels"); `voq_net`, one memory
//! shared by the queues, runs as the ablation `-shared`.
//!
//! Time scale (docs/experiments/fbicm-bmin.md): one of the paper's microseconds is
//! `Setup::cycles_per_us` cycles (default 25: a 64-bit flit per cycle at about 1.6 Gbit/s per
//! link). "Incremental" load (cases #2, #4) is run as a sweep of steady loads, one run per load,
//! instead of one run whose load grows over time: the paper plots throughput against the load
//! either way.

use crate::experiment::verdict::{Claim, Verdict};
use crate::report::{panels_svg, ymax, Panel};
use serde::Serialize;
use switchgen_config::{Arbitration, Config, Params, Pattern, QueueScheme, TopologyKind};
use switchgen_model::network::Network;

pub const SCHEMES: [QueueScheme; 4] = [QueueScheme::Fifo, QueueScheme::VoqSw, QueueScheme::VoqNet, QueueScheme::Fbicm];

pub fn scheme_label(q: QueueScheme) -> &'static str {
    match q {
        QueueScheme::Fifo => "FIFO",
        QueueScheme::VoqSw => "VOQsw",
        QueueScheme::VoqNet => "VOQnet",
        QueueScheme::Fbicm => "FBICM (8 CFQs)",
        QueueScheme::Recn => "RECN (8 SAQs)",
        QueueScheme::FifoBypass => "FIFO with bypass",
    }
}

/// Experiment-wide settings.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Setup {
    /// Cycles per microsecond of the paper's time axis.
    pub cycles_per_us: u64,
    /// Length of the time runs (cases #1, #3, #5, #6), microseconds.
    pub run_us: u64,
    /// Hot-spot window of cases #3 and #6, microseconds (Table 1: 1000-1300).
    pub hot_start_us: u64,
    pub hot_end_us: u64,
    /// Sweep runs (cases #2, #4): cycles, of which the first `sweep_warmup` are not measured.
    pub sweep_cycles: u64,
    pub sweep_warmup: u64,
    pub window_cycles: u64,
    pub packet_flits: u32,
    pub buffer_flits: u32,
    pub cfqs: u32,
    /// FBICM thresholds, fractions of the buffer (detection, Stop, Go).
    pub detect: f64,
    pub stop: f64,
    pub go: f64,
    /// Output arbitration (seed 001 §4.1: oldest first).
    pub arbitration: Arbitration,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            cycles_per_us: 25,
            run_us: 2000,
            hot_start_us: 1000,
            hot_end_us: 1300,
            sweep_cycles: 20_000,
            sweep_warmup: 5_000,
            window_cycles: 500,
            packet_flits: 8,
            buffer_flits: 1024,
            cfqs: 8,
            // the rule, fixed before the runs (docs/experiments/fbicm-bmin.md "Thresholds"):
            // detection at the paper's example of 5 packets (§3.2, 40 of 1024 flits); Stop "in
            // the same way" as detection (§3.5), so 5 packets too; Go at half of Stop in whole
            // packets, 2 packets (16 flits)
            detect: 40.0 / 1024.0,
            stop: 40.0 / 1024.0,
            go: 16.0 / 1024.0,
            arbitration: Arbitration::OldestFirst,
        }
    }
}

/// One simulated case.
#[derive(Debug, Clone, Serialize)]
pub struct Case {
    pub id: String,
    /// Table 1 traffic case, 1..=6.
    pub traffic: u32,
    pub scheme: QueueScheme,
    /// bmin k=4 stages: 3 (64x64) or 4 (256x256).
    pub n: u32,
    /// Offered load of every generating source, flits/host/cycle.
    pub load: f64,
    /// A time run (throughput over time) or a sweep point (throughput at one load).
    pub sweep: bool,
    /// An ablation of the setup (None: the experiment's setup), reported in its own table and
    /// left out of the figures: round-robin arbitration, or other FBICM thresholds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ablation: Option<Ablation>,
}

/// What an ablation case changes.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ablation {
    /// Round-robin output arbitration instead of oldest first.
    RoundRobin,
    /// FBICM thresholds (detection, Stop, Go) in flits of the 1024-flit buffer.
    Thresholds(u32, u32, u32),
    /// VOQnet with one memory shared by its queues under one credit count (`switch.queue_scheme
    /// = "voq_net"`, our VOQnet before issue 36) instead of the paper's partitioned memory.
    SharedVoqNet,
    /// The partitioned VOQnet with hosts that keep one send queue (a packet whose VC has no
    /// credits holds back the others) instead of one per VC.
    OneSendQueue,
    /// FBICM / RECN with hosts that ignore the first switch's CAM lines (`hosts.xoff = false`)
    /// instead of seed 001 §4's input adapters.
    NoAdapter,
}

/// The threshold sweep (detection / Stop / Go flits), fixed before the runs and reported whole:
/// the six points of the earlier sweep that picked the former default (64 / 32 / 16).
pub const THRESHOLD_SWEEP: [(u32, u32, u32); 6] = [(64, 128, 64), (256, 128, 64), (64, 64, 32), (128, 64, 32), (256, 64, 32), (64, 32, 16)];

fn id(q: QueueScheme) -> &'static str {
    switchgen_generator::scheme_name(q)
}

pub const LOADS: [f64; 10] = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0];

pub fn cases() -> Vec<Case> {
    cases_with(&SCHEMES)
}

/// Table 1's time runs (#1, #3, #5, #6) and load sweeps (#2, #4) for each of `schemes`.
pub fn cases_with(schemes: &[QueueScheme]) -> Vec<Case> {
    let mut v = vec![];
    for (traffic, n) in [(1, 3), (3, 3), (5, 4), (6, 4)] {
        for &q in schemes {
            v.push(Case { id: format!("c{traffic}-{}", id(q)), traffic, scheme: q, n, load: 1.0, sweep: false, ablation: None });
        }
    }
    for traffic in [2, 4] {
        for &q in schemes {
            for l in LOADS {
                v.push(Case { id: format!("c{traffic}-{}-load{l:.1}", id(q)), traffic, scheme: q, n: 3, load: l, sweep: true, ablation: None });
            }
        }
    }
    v
}

/// The ablations of seed 001's hot-spot cases (#3, #6): FBICM and VOQnet with round-robin
/// arbitration (our earlier setup), and FBICM over [`THRESHOLD_SWEEP`] (all points on #1 and #3,
/// two on #6, whose runs cost 5x more).
pub fn ablations() -> Vec<Case> {
    let mut v = vec![];
    for (traffic, n) in [(3, 3), (6, 4)] {
        for q in [QueueScheme::VoqNet, QueueScheme::Fbicm] {
            v.push(Case { id: format!("c{traffic}-{}-rr", id(q)), traffic, scheme: q, n, load: 1.0, sweep: false, ablation: Some(Ablation::RoundRobin) });
        }
    }
    // VOQnet's memory shared (our former VOQnet) on every hot-spot case, and partitioned with
    // one send queue per host on #3
    for (traffic, n) in [(3, 3), (6, 4)] {
        v.push(Case { id: format!("c{traffic}-voq_net-shared"), traffic, scheme: QueueScheme::VoqNet, n, load: 1.0, sweep: false, ablation: Some(Ablation::SharedVoqNet) });
    }
    v.push(Case { id: "c4-voq_net-shared-load1.0".into(), traffic: 4, scheme: QueueScheme::VoqNet, n: 3, load: 1.0, sweep: true, ablation: Some(Ablation::SharedVoqNet) });
    v.push(Case { id: "c3-voq_net-one-sq".into(), traffic: 3, scheme: QueueScheme::VoqNet, n: 3, load: 1.0, sweep: false, ablation: Some(Ablation::OneSendQueue) });
    // FBICM with hosts that ignore its CAM lines (no input adapters) on every hot-spot case
    v.extend(no_adapter(QueueScheme::Fbicm));
    for (traffic, n) in [(1, 3), (3, 3), (6, 4)] {
        for (d, st, g) in THRESHOLD_SWEEP {
            if traffic == 6 && ![(64, 32, 16), (128, 64, 32)].contains(&(d, st, g)) {
                continue;
            }
            v.push(Case { id: format!("c{traffic}-fbicm-thr{d}-{st}-{g}"), traffic, scheme: QueueScheme::Fbicm, n, load: 1.0, sweep: false, ablation: Some(Ablation::Thresholds(d, st, g)) });
        }
    }
    v
}

/// `scheme` (FBICM or RECN) with hosts that ignore the first switch's CAM lines, on the hot-spot
/// cases #3 and #6 and #4 at load 1.0 ([`Ablation::NoAdapter`]).
pub fn no_adapter(scheme: QueueScheme) -> Vec<Case> {
    let a = Some(Ablation::NoAdapter);
    vec![
        Case { id: format!("c3-{}-no-adapter", id(scheme)), traffic: 3, scheme, n: 3, load: 1.0, sweep: false, ablation: a },
        Case { id: format!("c6-{}-no-adapter", id(scheme)), traffic: 6, scheme, n: 4, load: 1.0, sweep: false, ablation: a },
        Case { id: format!("c4-{}-no-adapter-load1.0", id(scheme)), traffic: 4, scheme, n: 3, load: 1.0, sweep: true, ablation: a },
    ]
}

/// The configuration of case `c` (before the user's overrides).
pub fn config(c: &Case, s: &Setup) -> Config {
    let mut cfg = Config::default();
    cfg.topology.kind = TopologyKind::Bmin;
    cfg.topology.k = 4;
    cfg.topology.n = c.n;
    let hosts = 4u32.pow(c.n);
    let sw = &mut cfg.switch;
    sw.max_packet_flits = s.packet_flits;
    sw.queue_scheme = c.scheme;
    // VOQnet: 16 KB per port on 64 hosts, 64 KB on 256 (seed 001 §4.1), 4 packets per queue
    sw.buffer_flits = if c.scheme == QueueScheme::VoqNet { s.buffer_flits * if c.n == 3 { 2 } else { 8 } } else { s.buffer_flits };
    if c.scheme == QueueScheme::VoqNet && c.ablation != Some(Ablation::SharedVoqNet) {
        // the paper's VOQnet: that memory partitioned per queue with per-queue credits, built
        // as `fifo` with one VC per destination (docs/MICROARCHITECTURE.md "Partitioned VOQnet
        // as virtual channels"), and hosts with a send queue per VC, as seed 001 §4's adapters
        // with a queue per destination
        sw.queue_scheme = QueueScheme::Fifo;
        sw.vcs = hosts;
        if c.ablation != Some(Ablation::OneSendQueue) {
            cfg.hosts.send_queues = switchgen_config::SendQueues::PerVc;
        }
    }
    sw.cfqs = s.cfqs;
    sw.fbicm.detect_threshold = s.detect;
    sw.fbicm.stop_threshold = s.stop;
    sw.fbicm.go_threshold = s.go;
    sw.arbitration = s.arbitration;
    match c.ablation {
        Some(Ablation::RoundRobin) => sw.arbitration = Arbitration::RoundRobin,
        Some(Ablation::Thresholds(d, st, g)) => {
            let f = |x: u32| x as f64 / s.buffer_flits as f64;
            (sw.fbicm.detect_threshold, sw.fbicm.stop_threshold, sw.fbicm.go_threshold) = (f(d), f(st), f(g));
        }
        Some(Ablation::SharedVoqNet | Ablation::OneSendQueue | Ablation::NoAdapter) | None => {}
    }
    // FBICM and RECN: the hosts are seed 001 §4's input adapters, whose injection queues "follow
    // a scheme similar to that of the output ports of a switch": they keep the first switch's
    // CAM lines and hold the flows of a line in Stop / Xoff (`hosts.xoff`)
    cfg.hosts.xoff = matches!(c.scheme, QueueScheme::Fbicm | QueueScheme::Recn) && c.ablation != Some(Ablation::NoAdapter);
    // RECN (experiment recn): as many SAQs as CFQs, the same threshold fractions
    sw.saqs = s.cfqs;
    sw.recn.detect_threshold = s.detect;
    sw.recn.stop_threshold = s.stop;
    sw.recn.go_threshold = s.go;
    cfg.hosts.acks = false;
    cfg.traffic.packet_flits = switchgen_config::PacketLen { min: s.packet_flits, max: s.packet_flits };
    cfg.traffic.rate = c.load;
    let hot = matches!(c.traffic, 3 | 4 | 6);
    cfg.traffic.pattern = if hot { Pattern::Hotspot } else { Pattern::Uniform };
    if hot {
        let h = &mut cfg.traffic.hotspot;
        // Table 1: destination 32 on 64 hosts, 123 on 256
        h.dest = if c.n == 3 { 32 } else { 123 }.min(hosts - 1);
        h.fraction_hosts = 0.25;
        h.sources_idle = true;
        h.rate = Some(c.load);
        if c.traffic == 4 {
            h.start_cycle = 0;
            h.end_cycle = u64::MAX / 2;
        } else {
            h.start_cycle = s.hot_start_us * s.cycles_per_us;
            h.end_cycle = s.hot_end_us * s.cycles_per_us;
        }
    }
    if c.sweep {
        cfg.sim.cycles = s.sweep_cycles;
        cfg.sim.warmup_cycles = s.sweep_warmup;
    } else {
        cfg.sim.cycles = s.run_us * s.cycles_per_us;
        cfg.sim.warmup_cycles = 0;
    }
    cfg.sim.window_cycles = s.window_cycles;
    cfg
}

/// One time-series point (a window of `window_cycles`).
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq)]
pub struct Point {
    /// Start of the window, microseconds.
    pub us: f64,
    /// Accepted traffic of all flows, flits/host/cycle (the paper's "network throughput").
    pub throughput: f64,
    /// FBICM / RECN: input CAM lines (CFQs / SAQs) active in the whole network at the end of the
    /// window, and the most at any cycle in it.
    pub cfqs_active: u32,
    pub cfqs_peak: u32,
}

/// What one case measured.
#[derive(Debug, Clone, Serialize)]
pub struct CaseResult {
    pub case: Case,
    pub hosts: u32,
    pub cycles: u64,
    /// Accepted traffic over the measurement window (sweeps: after warm-up), flits/host/cycle.
    pub accepted: f64,
    /// Time runs: mean throughput in the 300 us before the hot spot, during it, and after it.
    pub throughput_before: f64,
    pub throughput_during: f64,
    pub throughput_after: f64,
    /// FBICM / RECN: most CFQs (SAQs) active in the network at once, their mean over the run,
    /// and the mean during the hot-spot window.
    pub cfqs_peak: u32,
    pub cfqs_mean: f64,
    pub cfqs_mean_during: f64,
    /// FBICM / RECN counters summed over the switches (`peak_active_lines`: the most in one
    /// switch).
    pub fbicm: Option<switchgen_model::cam::CamStats>,
    pub latency_avg: f64,
    /// `hosts.xoff` (input adapters): injection opportunities whose first ready flow was held by
    /// a line in Stop / Xoff, so a later one, or none, went; None when the hosts ignore the lines.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adapter_passed: Option<u64>,
    pub series: Vec<Point>,
    pub wall_seconds: f64,
    pub error: Option<String>,
}

/// Runs case `c` on the golden model.
pub fn run(c: &Case, p: &Params, s: &Setup, tick: &dyn Fn(u64)) -> CaseResult {
    let t0 = std::time::Instant::now();
    let mut net = Network::model(p);
    let win = p.cfg.sim.window_cycles;
    let cycles = p.cfg.sim.cycles;
    let nwin = cycles.div_ceil(win) as usize;
    let (mut act_end, mut act_peak) = (vec![0u32; nwin], vec![0u32; nwin]);
    let fb = matches!(c.scheme, QueueScheme::Fbicm | QueueScheme::Recn);
    let error = super::step_until(&mut net, cycles, tick, |net| {
        if fb {
            let a = super::cam_lines(net);
            let k = ((net.cycle - 1) / win) as usize;
            act_end[k] = a;
            act_peak[k] = act_peak[k].max(a);
        }
    });
    let r = net.hosts.stats().results();
    let us = |cyc: u64| cyc as f64 / s.cycles_per_us as f64;
    let series: Vec<Point> = r
        .series
        .iter()
        .take(nwin)
        .enumerate()
        .map(|(k, w)| Point { us: us(w.start_cycle), throughput: w.throughput, cfqs_active: act_end[k], cfqs_peak: act_peak[k] })
        .collect();
    let avg = |v: Vec<f64>| if v.is_empty() { 0.0 } else { v.iter().sum::<f64>() / v.len() as f64 };
    let (hs, he) = (s.hot_start_us as f64, s.hot_end_us as f64);
    let span = he - hs;
    let fbicm = super::cam_totals(&net);
    CaseResult {
        case: c.clone(),
        hosts: p.hosts,
        cycles: net.cycle,
        accepted: r.throughput,
        throughput_before: avg(series.iter().filter(|q| q.us >= hs - span && q.us < hs).map(|q| q.throughput).collect()),
        throughput_during: avg(series.iter().filter(|q| q.us >= hs && q.us < he).map(|q| q.throughput).collect()),
        throughput_after: avg(series.iter().filter(|q| q.us >= he && q.us < he + span).map(|q| q.throughput).collect()),
        cfqs_peak: act_peak.iter().copied().max().unwrap_or(0),
        cfqs_mean: avg(series.iter().map(|q| q.cfqs_active as f64).collect()),
        cfqs_mean_during: avg(series.iter().filter(|q| q.us >= hs && q.us < he).map(|q| q.cfqs_active as f64).collect()),
        fbicm,
        latency_avg: r.latency.avg,
        adapter_passed: net.hosts.xoff_passed(),
        series,
        wall_seconds: t0.elapsed().as_secs_f64(),
        error,
    }
}

/// The plots (seed 001 Fig. 5-7): (file name, SVG).
pub fn plots(results: &[CaseResult]) -> anyhow::Result<Vec<(String, String)>> {
    plots_with(results, &SCHEMES, &[QueueScheme::Fbicm])
}

/// Seed 001 Fig. 5-7 for `schemes`, with the CAM lines in use of each scheme of `cam` (CFQs,
/// SAQs) in the last panel: (file name, SVG).
pub fn plots_with(results: &[CaseResult], schemes: &[QueueScheme], cam: &[QueueScheme]) -> anyhow::Result<Vec<(String, String)>> {
    let mut out = vec![];
    let get = |traffic: u32, q: QueueScheme| results.iter().find(|r| r.case.traffic == traffic && r.case.scheme == q && !r.case.sweep && r.case.ablation.is_none());
    for (traffic, sweep, fig, net) in [(1, 2, "fig5", "64x64"), (3, 4, "fig6", "64x64"), (5, 0, "fig7a", "256x256"), (6, 0, "fig7b", "256x256")] {
        let runs: Vec<&CaseResult> = schemes.iter().filter_map(|&q| get(traffic, q)).collect();
        let mut panels = vec![];
        if !runs.is_empty() {
            let thr: Vec<_> = runs.iter().map(|r| (scheme_label(r.case.scheme).to_string(), r.series.iter().map(|q| (q.us, q.throughput)).collect())).collect();
            panels.push(Panel { x_label: "time (us)".into(), y_label: format!("throughput, case #{traffic} (flits/host/cycle)"), y_max: ymax(&thr), series: thr });
        }
        if sweep != 0 {
            let mut thr = vec![];
            for &q in schemes {
                let mut pts: Vec<(f64, f64)> = results.iter().filter(|r| r.case.traffic == sweep && r.case.scheme == q).map(|r| (r.case.load, r.accepted)).collect();
                pts.sort_by(|a, b| a.0.total_cmp(&b.0));
                if !pts.is_empty() {
                    thr.push((scheme_label(q).to_string(), pts));
                }
            }
            if !thr.is_empty() {
                panels.push(Panel { x_label: "offered load (flits/host/cycle)".into(), y_label: format!("throughput, case #{sweep}"), y_max: ymax(&thr), series: thr });
            }
        }
        let lines: Vec<&CaseResult> = cam.iter().filter_map(|&q| get(traffic, q)).collect();
        if let [r] = lines[..] {
            let cfq = vec![
                ("active CFQs (end of window)".to_string(), r.series.iter().map(|q| (q.us, q.cfqs_active as f64)).collect::<Vec<_>>()),
                ("most in the window".to_string(), r.series.iter().map(|q| (q.us, q.cfqs_peak as f64)).collect()),
            ];
            panels.push(Panel { x_label: "time (us)".into(), y_label: format!("CFQs in use, network, case #{traffic}"), y_max: ymax(&cfq), series: cfq });
        } else if !lines.is_empty() {
            // several schemes: each one's lines at the end of every window, in its colour
            let cfq: Vec<_> = lines.iter().map(|r| (scheme_label(r.case.scheme).to_string(), r.series.iter().map(|q| (q.us, q.cfqs_active as f64)).collect())).collect();
            panels.push(Panel { x_label: "time (us)".into(), y_label: format!("CFQs / SAQs in use, network, case #{traffic}"), y_max: ymax(&cfq), series: cfq });
        }
        if !panels.is_empty() {
            out.push((format!("{fig}.svg"), panels_svg(&format!("Seed 001 {}: {net} BMIN (bmin k=4), Table 1 case #{traffic}", fig.replace("fig", "Fig. ")), &panels)?));
        }
    }
    Ok(out)
}

/// CSV of a case's series.
pub fn series_csv(r: &CaseResult) -> String {
    let mut s = String::from("us,throughput,cfqs_active,cfqs_peak\n");
    for q in &r.series {
        s += &format!("{:.1},{:.5},{},{}\n", q.us, q.throughput, q.cfqs_active, q.cfqs_peak);
    }
    s
}

/// The markdown summary, opening with its verdict table (`claims`, from [`verdicts`]).
pub fn summary_md(results: &[CaseResult], claims: &[Claim], s: &Setup, command: &str) -> String {
    let mut md = format!(
        "# fbicm-bmin: seed 001 on bmin k=4 (64x64: n=3, 256x256: n=4)\n\nCommand: `{command}`\n\nScale: {} cycles per us, {}-flit packets, {}-flit input buffers ({}x / {}x for VOQnet on 64 / 256 hosts, partitioned per destination), {} CFQs, FBICM thresholds detection {} / Stop {} / Go {} of the buffer.\n\n",
        s.cycles_per_us, s.packet_flits, s.buffer_flits, 2, 8, s.cfqs, s.detect, s.stop, s.go
    );
    md += &crate::experiment::verdict::section_md("seed 001", claims);
    md += &time_table_md(results, "CFQs peak / mean / mean during", "FBICM detections / propagations / CAM full");
    md += &sweep_tables_md(results, &SCHEMES);
    md += &ablation_table_md(results);
    md += &errors_md(results.iter().map(|r| (r.case.id.as_str(), &r.error)));
    md
}

/// The table of the time runs (cases #1, #3, #5, #6): throughput over the run, before, during and
/// after the hot spot; for FBICM / RECN the lines in use and the counters (column titles given).
pub fn time_table_md(results: &[CaseResult], lines_col: &str, counters_col: &str) -> String {
    let mut md = format!(
        "## Throughput over time (cases #1, #3, #5, #6)\n\n| case | scheme | hosts | accepted | before hot spot | during | after | {lines_col} | {counters_col} |\n|---|---|---|---|---|---|---|---|---|\n"
    );
    for r in results.iter().filter(|r| !r.case.sweep && r.case.ablation.is_none()) {
        let fb = r.fbicm.map(|f| format!("{} / {} / {}", f.detections, f.propagations, f.cam_full)).unwrap_or_default();
        let cfq = if r.fbicm.is_some() { format!("{} / {:.1} / {:.1}", r.cfqs_peak, r.cfqs_mean, r.cfqs_mean_during) } else { String::new() };
        md += &format!(
            "| #{} | {} | {} | {:.4} | {:.4} | {:.4} | {:.4} | {} | {} |\n",
            r.case.traffic,
            scheme_label(r.case.scheme),
            r.hosts,
            r.accepted,
            r.throughput_before,
            r.throughput_during,
            r.throughput_after,
            cfq,
            fb
        );
    }
    md
}

/// The tables of the load sweeps (cases #2, #4): accepted traffic per offered load, one column
/// per scheme of `schemes`.
pub fn sweep_tables_md(results: &[CaseResult], schemes: &[QueueScheme]) -> String {
    let mut md = String::new();
    for sweep in [2, 4] {
        let pts: Vec<&CaseResult> = results.iter().filter(|r| r.case.traffic == sweep).collect();
        if pts.is_empty() {
            continue;
        }
        let names: Vec<&str> = schemes.iter().map(|&q| scheme_label(q).split(' ').next().unwrap_or_default()).collect();
        md += &format!("\n## Case #{sweep}: accepted vs offered load (flits/host/cycle)\n\n| load | {} |\n|---|{}\n", names.join(" | "), "---|".repeat(schemes.len()));
        for l in LOADS {
            md += &format!("| {l:.1} |");
            for &q in schemes {
                match pts.iter().find(|r| r.case.scheme == q && (r.case.load - l).abs() < 1e-9) {
                    Some(r) => md += &format!(" {:.4} |", r.accepted),
                    None => md += " |",
                }
            }
            md += "\n";
        }
    }
    md
}

/// The section listing runs that stopped early (empty when none did): (case id, error).
pub fn errors_md<'a>(runs: impl Iterator<Item = (&'a str, &'a Option<String>)>) -> String {
    let errors: Vec<String> = runs.filter_map(|(id, e)| e.as_ref().map(|e| format!("- {id}: {e}"))).collect();
    if errors.is_empty() {
        String::new()
    } else {
        format!("\n## Runs that stopped early\n\n{}\n", errors.join("\n"))
    }
}

/// The ablation runs: round-robin arbitration and the FBICM threshold sweep, each next to the
/// experiment's own run of the same case.
pub fn ablation_table_md(results: &[CaseResult]) -> String {
    let abl: Vec<&CaseResult> = results.iter().filter(|r| r.case.ablation.is_some()).collect();
    if abl.is_empty() {
        return String::new();
    }
    let mut md = String::from("\n## Ablations (the experiment's setup in the first row of each case)\n\n| case | scheme | setting | accepted | before | during | after |\n|---|---|---|---|---|---|---|\n");
    let mut seen = vec![];
    for a in &abl {
        let key = (a.case.traffic, a.case.scheme);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let main = results.iter().find(|r| r.case.ablation.is_none() && r.case.sweep == a.case.sweep && (r.case.load - a.case.load).abs() < 1e-9 && r.case.traffic == key.0 && r.case.scheme == key.1);
        let rows = main.into_iter().chain(abl.iter().copied().filter(|r| (r.case.traffic, r.case.scheme) == key));
        for r in rows {
            let load = if r.case.sweep { format!(", load {:.1}", r.case.load) } else { String::new() };
            let setting = match r.case.ablation {
                None if r.case.scheme == QueueScheme::VoqNet => format!("the experiment's (oldest first, memory partitioned per queue, a send queue per VC){load}"),
                None if matches!(r.case.scheme, QueueScheme::Fbicm | QueueScheme::Recn) => format!("the experiment's (oldest first, thresholds 40 / 40 / 16 flits, input adapters){load}"),
                None => "the experiment's (oldest first, thresholds 40 / 40 / 16 flits)".to_string(),
                Some(Ablation::RoundRobin) => "round-robin arbitration".to_string(),
                Some(Ablation::Thresholds(d, st, g)) => format!("thresholds {d} / {st} / {g} flits"),
                Some(Ablation::SharedVoqNet) => format!("one memory shared by the VOQs under one credit count (`voq_net`){load}"),
                Some(Ablation::OneSendQueue) => "hosts with one send queue (a packet whose VC has no credits holds back the others)".to_string(),
                Some(Ablation::NoAdapter) => format!("hosts that ignore the first switch's CAM lines (no input adapters){load}"),
            };
            md += &format!("| #{} | {} | {} | {:.4} | {:.4} | {:.4} | {:.4} |\n", r.case.traffic, scheme_label(r.case.scheme), setting, r.accepted, r.throughput_before, r.throughput_during, r.throughput_after);
        }
    }
    md
}

/// The verdict table of seed 001's claims (§4.2) from this run's `results` (rule:
/// [`crate::experiment::verdict`]). "Keeps throughput at maximum during congestion" is read as
/// keeping the throughput before the hot spot (the paper's plots are flat through it), both in
/// the hot-spot window and in the 300 us after it, where the tree is still there; "the same as"
/// as within 15 % in both; the direction of either is "better than VOQsw".
pub fn verdicts(results: &[CaseResult]) -> Vec<Claim> {
    let main = |traffic: u32, q: QueueScheme| results.iter().find(|r| r.case.traffic == traffic && r.case.scheme == q && !r.case.sweep && r.case.ablation.is_none() && r.error.is_none());
    let abl = |id: &str| results.iter().find(|r| r.case.id == id && r.error.is_none());
    let cmd = |c: &str| format!("switchgen experiment fbicm-bmin --case {c}");
    let mut v = vec![];
    let mut row = |figure: &str, claim: &str, paper: &str, ours: String, verdict: Verdict, cause: String, case: &str| {
        v.push(Claim { figure: figure.into(), claim: claim.into(), paper: paper.into(), ours, verdict, cause: crate::experiment::verdict::cause_for(verdict, cause), command: cmd(case) });
    };
    let thr_cause = |traffic: u32| {
        let pts: Vec<String> = THRESHOLD_SWEEP.iter().filter_map(|&(d, s, g)| abl(&format!("c{traffic}-fbicm-thr{d}-{s}-{g}")).map(|r| format!("{d}/{s}/{g}: {:.3}", if traffic == 1 || traffic == 5 { r.accepted } else { r.throughput_during }))).collect();
        if pts.is_empty() { String::new() } else { format!("thresholds (detection/Stop/Go flits) {}", pts.join(", ")) }
    };
    for (traffic, fig, net) in [(1, "Fig. 5(a)", "64x64"), (5, "Fig. 7(a)", "256x256")] {
        if let (Some(f), Some(n), Some(s)) = (main(traffic, QueueScheme::Fbicm), main(traffic, QueueScheme::VoqNet), main(traffic, QueueScheme::VoqSw)) {
            let ratio = f.accepted / n.accepted;
            row(fig, &format!("uniform traffic, {net}: FBICM obtains the same throughput as VOQnet"), "the same (ratio 1.0)", format!("FBICM {:.3}, VOQnet {:.3} (ratio {ratio:.3})", f.accepted, n.accepted), Verdict::number(1.0, ratio, ratio > 0.85), format!("past saturation detection fires everywhere and Stop throttles briefly contended flows: {}", thr_cause(traffic)), &format!("c{traffic}-"));
            let vs = s.accepted / n.accepted;
            row(fig, &format!("uniform traffic, {net}: VOQsw is almost the same as the others"), "slightly below", format!("VOQsw {:.3} (ratio to VOQnet {vs:.3})", s.accepted), Verdict::number(1.0, vs, vs > 0.85), String::new(), &format!("c{traffic}-"));
        }
    }
    let sweep = |traffic: u32, q: QueueScheme| -> Vec<(f64, f64)> { LOADS.iter().filter_map(|&l| results.iter().find(|r| r.case.traffic == traffic && r.case.scheme == q && r.case.sweep && (r.case.load - l).abs() < 1e-9).map(|r| (l, r.accepted))).collect() };
    let (f2, n2) = (sweep(2, QueueScheme::Fbicm), sweep(2, QueueScheme::VoqNet));
    if f2.len() == LOADS.len() && n2.len() == LOADS.len() {
        let worst = f2.iter().zip(&n2).map(|(a, b)| a.1 / b.1).fold(f64::INFINITY, f64::min);
        row("Fig. 5(b)", "uniform traffic against load, 64x64: FBICM as VOQnet at every load", "the same", format!("lowest FBICM / VOQnet ratio over loads 0.1-1.0: {worst:.3}"), Verdict::number(1.0, worst, worst > 0.85), String::new(), "c2-");
    }
    for (traffic, fig, net) in [(3, "Fig. 6(a)", "64x64"), (6, "Fig. 7(b)", "256x256")] {
        if let (Some(f), Some(n), Some(s)) = (main(traffic, QueueScheme::Fbicm), main(traffic, QueueScheme::VoqNet), main(traffic, QueueScheme::VoqSw)) {
            let rr = |q: QueueScheme| abl(&format!("c{traffic}-{}-rr", switchgen_generator::scheme_name(q)));
            let rr_txt = match (rr(QueueScheme::Fbicm), rr(QueueScheme::VoqNet)) {
                (Some(a), Some(b)) => format!("round robin instead of oldest first: FBICM {:.3} / {:.3}, VOQnet {:.3} / {:.3} (during / after)", a.throughput_during, a.throughput_after, b.throughput_during, b.throughput_after),
                _ => String::new(),
            };
            // the tree outlives the hot-spot window (the hot sources keep their backlog), so
            // "during congestion" is both the window and the 300 us after it: the worse of the two
            let keep = f.throughput_during.min(f.throughput_after) / f.throughput_before;
            let keep_sw = s.throughput_during.min(s.throughput_after) / s.throughput_before;
            let shared = abl(&format!("c{traffic}-voq_net-shared")).map(|r| format!("VOQnet with one shared memory and credit count: {:.3} / {:.3}", r.throughput_during, r.throughput_after)).unwrap_or_default();
            let one_sq = abl(&format!("c{traffic}-voq_net-one-sq")).map(|r| format!(", partitioned with one send queue per host: {:.3} / {:.3}", r.throughput_during, r.throughput_after)).unwrap_or_default();
            let adapter = abl(&format!("c{traffic}-fbicm-no-adapter")).map(|r| format!("FBICM with hosts that ignore its CAM lines (no input adapters): {:.3} / {:.3}", r.throughput_during, r.throughput_after)).unwrap_or_default();
            let cause = format!(
                "VOQnet as the paper's (memory partitioned per queue, per-queue credits, a send queue per VC at the hosts) stays flat: {:.3} / {:.3} (during / after); {shared}{one_sq}; FBICM's hosts are input adapters that hold a stopped line's flows ({} injection opportunities passed over); {adapter}; {rr_txt}; {}",
                n.throughput_during,
                n.throughput_after,
                f.adapter_passed.unwrap_or(0),
                thr_cause(traffic)
            );
            row(fig, &format!("hot spot, {net}: FBICM keeps network throughput at maximum during congestion"), "kept (flat through the hot spot)", format!("min(during, after) / before {keep:.3} (before {:.3}, during {:.3}, after {:.3}; VOQsw {keep_sw:.3})", f.throughput_before, f.throughput_during, f.throughput_after), Verdict::number(1.0, keep, keep > keep_sw), cause.clone(), &format!("c{traffic}-"));
            let same = (f.throughput_during / n.throughput_during).min(f.throughput_after / n.throughput_after);
            row(fig, &format!("hot spot, {net}: FBICM achieves the same throughput as VOQnet"), "the same", format!("FBICM / VOQnet during {:.3} / {:.3}, after {:.3} / {:.3} (worse ratio {same:.3})", f.throughput_during, n.throughput_during, f.throughput_after, n.throughput_after), Verdict::number(1.0, same, f.throughput_after > s.throughput_after && f.throughput_during > s.throughput_during), cause, &format!("c{traffic}-"));
            let drop = s.throughput_after / s.throughput_before;
            row(fig, &format!("hot spot, {net}: VOQsw throughput decreases significantly"), "significant drop", format!("VOQsw after / before {drop:.3} ({:.3} -> {:.3}); FBICM {:.3}", s.throughput_before, s.throughput_after, f.throughput_after / f.throughput_before), Verdict::holds(drop < 0.8 && drop < f.throughput_after / f.throughput_before), String::new(), &format!("c{traffic}-"));
        }
    }
    let (f4, n4, s4) = (sweep(4, QueueScheme::Fbicm), sweep(4, QueueScheme::VoqNet), sweep(4, QueueScheme::VoqSw));
    if let (Some(f), Some(n), Some(s)) = (f4.last(), n4.last(), s4.last()) {
        let ratio = f.1 / n.1;
        let shared = abl("c4-voq_net-shared-load1.0").map(|r| format!("VOQnet with one shared memory and credit count: {:.3}", r.accepted)).unwrap_or_default();
        let adapter = abl("c4-fbicm-no-adapter-load1.0").map(|r| format!("; FBICM with hosts that ignore its CAM lines (no input adapters): {:.3}", r.accepted)).unwrap_or_default();
        let shared = format!("{shared}{adapter}");
        row("Fig. 6(b)", "sustained hot spot against load, 64x64: FBICM as VOQnet, both well above VOQsw", "FBICM = VOQnet > VOQsw", format!("at load 1.0: FBICM {:.3}, VOQnet {:.3}, VOQsw {:.3}", f.1, n.1, s.1), Verdict::number(1.0, ratio, f.1 > s.1 && n.1 > s.1), shared, "c4-");
    }
    if let Some(f) = main(3, QueueScheme::Fbicm) {
        let lines = 48 * 8 * 8;
        row("Fig. 6(c)", "CFQs in use during the hot spot, 64x64: few (the paper compares them with RECN's SAQs, docs/experiments/recn.md)", "small, similar to RECN-IQ's SAQs", format!("mean {:.0} of {lines} lines ({:.1} %), peak {}", f.cfqs_mean_during, 100.0 * f.cfqs_mean_during / lines as f64, f.cfqs_peak), Verdict::holds(f.cfqs_mean_during < 0.2 * lines as f64), String::new(), "c3-fbicm");
    }
    v.push(Claim { figure: "Fig. 8".into(), claim: "traces (HP cello 1999): FBICM as VOQnet and RECN-IQ".into(), paper: "similar throughput".into(), ours: "not run: the traces are not public".into(), verdict: Verdict::Differs, cause: "no input: the traces are not available".into(), command: "-".into() });
    v
}
