//! `switchgen experiment fbicm-bmin`: seed 001 §4 on the golden model. The paper's 64x64 and
//! 256x256 "perfect shuffle BMINs" of 8-port switches (48 switches in 3 stages, 256 in 4) are
//! our `bmin` k = 4 with n = 3 and n = 4 (k-ary n-trees: the same switch counts, radix and
//! stages, and destination-based self-routing). Traffic cases #1-#6 of Table 1 with 64-byte
//! packets (8 flits of 64 bits); input RAMs of 8 KB (1024 flits) for `fifo`, `voq_sw` and
//! `fbicm` (8 CFQs), 16 KB / 64 KB for `voq_net` on 64 / 256 hosts, as the paper sizes them.
//!
//! Time scale (docs/experiments/fbicm-bmin.md): one of the paper's microseconds is
//! `Setup::cycles_per_us` cycles (default 25: a 64-bit flit per cycle at about 1.6 Gbit/s per
//! link). "Incremental" load (cases #2, #4) is run as a sweep of steady loads, one run per load,
//! instead of one run whose load grows over time: the paper plots throughput against the load
//! either way.

use crate::report::{panels_svg, ymax, Panel};
use serde::Serialize;
use switchgen_config::{Config, Params, Pattern, QueueScheme, TopologyKind};
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
            detect: 0.0625,
            stop: 0.03125,
            go: 0.015625,
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
}

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
            v.push(Case { id: format!("c{traffic}-{}", id(q)), traffic, scheme: q, n, load: 1.0, sweep: false });
        }
    }
    for traffic in [2, 4] {
        for &q in schemes {
            for l in LOADS {
                v.push(Case { id: format!("c{traffic}-{}-load{l:.1}", id(q)), traffic, scheme: q, n: 3, load: l, sweep: true });
            }
        }
    }
    v
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
    // VOQnet: 16 KB per port on 64 hosts, 64 KB on 256 (seed 001 §4.1)
    sw.buffer_flits = if c.scheme == QueueScheme::VoqNet { s.buffer_flits * if c.n == 3 { 2 } else { 8 } } else { s.buffer_flits };
    sw.cfqs = s.cfqs;
    sw.fbicm.detect_threshold = s.detect;
    sw.fbicm.stop_threshold = s.stop;
    sw.fbicm.go_threshold = s.go;
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
    let get = |traffic: u32, q: QueueScheme| results.iter().find(|r| r.case.traffic == traffic && r.case.scheme == q && !r.case.sweep);
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

/// The markdown summary.
pub fn summary_md(results: &[CaseResult], s: &Setup, command: &str) -> String {
    let mut md = format!(
        "# fbicm-bmin: seed 001 on bmin k=4 (64x64: n=3, 256x256: n=4)\n\nCommand: `{command}`\n\nScale: {} cycles per us, {}-flit packets, {}-flit input buffers ({}x / {}x for VOQnet on 64 / 256 hosts), {} CFQs, FBICM thresholds detection {} / Stop {} / Go {} of the buffer.\n\n",
        s.cycles_per_us, s.packet_flits, s.buffer_flits, 2, 8, s.cfqs, s.detect, s.stop, s.go
    );
    md += &time_table_md(results, "CFQs peak / mean / mean during", "FBICM detections / propagations / CAM full");
    md += &sweep_tables_md(results, &SCHEMES);
    md += &errors_md(results.iter().map(|r| (r.case.id.as_str(), &r.error)));
    md
}

/// The table of the time runs (cases #1, #3, #5, #6): throughput over the run, before, during and
/// after the hot spot; for FBICM / RECN the lines in use and the counters (column titles given).
pub fn time_table_md(results: &[CaseResult], lines_col: &str, counters_col: &str) -> String {
    let mut md = format!(
        "## Throughput over time (cases #1, #3, #5, #6)\n\n| case | scheme | hosts | accepted | before hot spot | during | after | {lines_col} | {counters_col} |\n|---|---|---|---|---|---|---|---|---|\n"
    );
    for r in results.iter().filter(|r| !r.case.sweep) {
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
