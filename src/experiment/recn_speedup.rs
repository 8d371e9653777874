//! Part 3 of `switchgen experiment recn`: seed 004 §5.1's Fig. 7 and Fig. 8, basic against
//! enhanced RECN on CIOQ switches with crossbar speedup 1.5 (Fig. 7) and without speedup
//! (Fig. 8), VOQsw as the reference, when a congestion tree forms suddenly and drains.
//!
//! Seed 004 is a survey: it states the speedups and the outcome (Fig. 7: basic RECN drops from
//! 44 to 37 bytes/ns while the tree lasts, enhanced not at all, VOQsw poorly; Fig. 8: basic drops
//! 77 % on HP's SAN traces without speedup and never fully recovers, enhanced not at all) but not
//! the network, the traffic or the buffers. What we choose, fixed before the runs
//! (docs/experiments/recn.md "Part 3"):
//! - the network and switch of Part 1 (seed 001's 64x64 BMIN, bmin k=4 n=3 of 8-port switches;
//!   8-flit packets, 1024-flit input RAMs, 8 SAQs, oldest-first arbitration, thresholds
//!   detection = Xoff = 5 packets, Xon = 2), with egress buffers as large as the input RAMs;
//! - traffic ([`Setup`]): every host sends uniformly to the others but the hot destination at
//!   0.6 flits per link cycle the whole run; from 1000 to 1300 us 16 evenly spaced hosts each
//!   add 0.4 towards Table 1's hot destination (32), so they inject at the link rate. The tree's
//!   excess drains after the window; with no HOL blocking the network's throughput stays flat
//!   (the cold traffic is unchanged and the hot destination's link stays busy);
//! - the same synthetic tree for Fig. 8 (the HP traces are not public), so the two figures
//!   differ in the speedup only;
//! - hosts that honour Xoff (`hosts.xoff`) in every RECN case: seed 001 §4's input adapters,
//!   whose injection queues "follow a scheme similar to that of the output ports of a switch"
//!   (the RECN group's simulator, which seed 004's figures come from).
//!
//! Ablations in the same run: speedup 2 (Fig. 7's cases), no egress buffers (the input-queued
//! switch, where basic RECN detects on `cnt1` at the inputs), the 256-host BMIN with the same 16
//! hot sources (Fig. 8's), hot sources without cold traffic of their own, and hosts that ignore
//! Xoff (both figures; a hot source's cold packets then share its injection link and its first
//! switch's input buffer with the hot ones).

use super::fbicm_bmin as fb;
use super::recn::shared_link;
use super::verdict::{cause_for, Claim, Verdict};
use crate::report::{panels_svg, ymax, Panel};
use serde::Serialize;
use switchgen_config::{Config, FlowCfg, Params, Pattern, QueueScheme, RecnVariant};
use switchgen_model::cam::CamStats;
use switchgen_model::network::Network;
use switchgen_model::SwitchSim;

/// Part 3's traffic and buffers. Rates in flits per link cycle; times in the paper-scale
/// microseconds of [`fb::Setup::cycles_per_us`] link cycles (a switch with speedup S runs S core
/// cycles per link cycle, docs/MICROARCHITECTURE.md "CIOQ switches").
#[derive(Debug, Clone, Serialize)]
pub struct Setup {
    /// Uniform background of every host, flits per link cycle, spread evenly over the other
    /// hosts, the whole run.
    pub background: f64,
    /// Hot sources: this many, evenly spaced (hosts h with h mod (hosts / `hot_sources`) = 1),
    /// on either network, so the tree's excess does not grow with the network.
    pub hot_sources: u32,
    /// What each hot source adds towards the hot destination in the window, flits per link cycle.
    pub hot_rate: f64,
    /// The window (`start_us`..`end_us`) and the run.
    pub start_us: u64,
    pub end_us: u64,
    pub run_us: u64,
    /// "Before" is measured from here to `start_us` (the network fills until then).
    pub measure_from_us: u64,
    /// Egress buffer per output, flits (the CIOQ cases).
    pub egress_buffer_flits: u32,
    /// A window whose throughput is at least this fraction of "before" counts as recovered.
    pub recovered: f64,
    /// Troughs and recovery are read on the moving average of this many windows.
    pub smooth: usize,
}

impl Default for Setup {
    fn default() -> Self {
        Setup { background: 0.6, hot_sources: 16, hot_rate: 0.4, start_us: 1000, end_us: 1300, run_us: 4000, measure_from_us: 200, egress_buffer_flits: 1024, recovered: 0.95, smooth: 5 }
    }
}

/// The hot destination of Table 1 (seed 001): 32 on 64 hosts, 123 on 256.
pub fn hot_dest(n: u32) -> u32 {
    if n == 3 {
        32
    } else {
        123
    }
}

/// Part 3's ablations (serialized as their id suffix).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Ablation {
    /// Speedup 2 (Fig. 7's cases).
    S2,
    /// No egress buffers: the input-queued switch, where basic RECN detects on `cnt1`.
    Iq,
    /// The 256-host BMIN with the same 16 hot sources.
    N4,
    /// The hot sources send no cold traffic.
    Quiet,
    /// The hosts ignore Xoff (`hosts.xoff = false`): no injection queues like output ports.
    NoXoff,
    /// One FIFO source queue per host (`hosts.injection_queue = "fifo"`): packets leave in
    /// generation order, so a hot source's backlog of hot packets goes before the cold packets
    /// generated after it, instead of one packet in every round over its non-empty
    /// per-destination queues.
    Fifo,
    /// Per-destination source queues served oldest first (`hosts.injection_queue =
    /// "oldest_first"`): the backlog leaves in generation order, and a flow in Xoff holds back
    /// only its own packets.
    Oldest,
}

impl Ablation {
    /// The suffix of the case id.
    pub fn id(self) -> &'static str {
        match self {
            Ablation::S2 => "s2",
            Ablation::Iq => "iq",
            Ablation::N4 => "n4",
            Ablation::Quiet => "quiet",
            Ablation::NoXoff => "noxoff",
            Ablation::Fifo => "fifo",
            Ablation::Oldest => "oldest",
        }
    }
}

/// One run of Part 3.
#[derive(Debug, Clone, Serialize)]
pub struct Case {
    pub id: String,
    /// Seed 004's figure: 7 (speedup 1.5) or 8 (no speedup); ablations keep their figure's.
    pub fig: u32,
    pub scheme: QueueScheme,
    /// RECN's variant (None for VOQsw).
    pub variant: Option<RecnVariant>,
    /// Crossbar speedup (1, 1.5, 2).
    pub speedup: f64,
    /// Egress buffers (CIOQ); false: the input-queued switch.
    pub egress: bool,
    /// bmin k=4 stages: 3 (64 hosts) or 4 (256).
    pub n: u32,
    /// The ablation this case is, None for the figure's own cases.
    pub ablation: Option<Ablation>,
    /// The hosts honour Xoff (`hosts.xoff`): seed 001 §4's input adapters, whose injection queues
    /// "follow a scheme similar to that of the output ports of a switch". Every RECN case but
    /// [`Ablation::NoXoff`]'s; VOQsw has no lines.
    pub xoff: bool,
}

impl Case {
    pub fn label(&self) -> &'static str {
        match self.variant {
            Some(RecnVariant::Enhanced) => "RECN enhanced",
            Some(RecnVariant::Basic) => "RECN basic",
            None => fb::scheme_label(self.scheme),
        }
    }

    /// The switch in words: "CIOQ speedup 1.5" or "IQ".
    pub fn switch(&self) -> String {
        if self.egress {
            format!("CIOQ speedup {}", self.speedup)
        } else {
            "IQ".into()
        }
    }

    /// What else differs from the figure's own cases, as a suffix: ", 256 hosts" (", 64 hosts"
    /// too with `hosts_always`) and ", hot sources without cold traffic".
    pub fn setting(&self, hosts_always: bool) -> String {
        let hosts = match (self.n, hosts_always) {
            (4, _) => ", 256 hosts",
            (_, true) => ", 64 hosts",
            _ => "",
        };
        let quiet = match self.ablation {
            Some(Ablation::Quiet) => ", hot sources without cold traffic",
            Some(Ablation::NoXoff) => ", hosts ignore Xoff",
            Some(Ablation::Fifo) => ", one FIFO source queue per host",
            Some(Ablation::Oldest) => ", source queues served oldest first",
            _ => "",
        };
        format!("{hosts}{quiet}")
    }
}

/// Every case of Part 3: Fig. 7's three schemes at speedup 1.5, Fig. 8's at speedup 1, and the
/// ablations (basic and enhanced RECN at speedup 2, without egress buffers, on 256 hosts).
pub fn cases() -> Vec<Case> {
    let mut v = vec![];
    let mk = |fig: u32, scheme: QueueScheme, variant: Option<RecnVariant>, speedup: f64, egress: bool, n: u32, ablation: Option<Ablation>| {
        let name = match variant {
            Some(RecnVariant::Basic) => "recn-basic".to_string(),
            Some(RecnVariant::Enhanced) => "recn-enhanced".to_string(),
            None => switchgen_generator::scheme_name(scheme).to_string(),
        };
        let id = format!("s004-fig{fig}-{name}{}", ablation.map_or(String::new(), |a| format!("-{}", a.id())));
        let xoff = variant.is_some() && ablation != Some(Ablation::NoXoff);
        Case { id, fig, scheme, variant, speedup, egress, n, ablation, xoff }
    };
    let recn = [Some(RecnVariant::Basic), Some(RecnVariant::Enhanced)];
    for (fig, s) in [(7, 1.5), (8, 1.0)] {
        for v0 in recn {
            v.push(mk(fig, QueueScheme::Recn, v0, s, true, 3, None));
        }
        v.push(mk(fig, QueueScheme::VoqSw, None, s, true, 3, None));
    }
    for v0 in recn {
        v.push(mk(7, QueueScheme::Recn, v0, 2.0, true, 3, Some(Ablation::S2)));
    }
    for v0 in recn {
        v.push(mk(8, QueueScheme::Recn, v0, 1.0, false, 3, Some(Ablation::Iq)));
    }
    for v0 in recn {
        v.push(mk(8, QueueScheme::Recn, v0, 1.0, true, 4, Some(Ablation::N4)));
    }
    for (fig, s) in [(7, 1.5), (8, 1.0)] {
        for v0 in recn {
            v.push(mk(fig, QueueScheme::Recn, v0, s, true, 3, Some(Ablation::Quiet)));
        }
    }
    for (fig, s) in [(7, 1.5), (8, 1.0)] {
        for v0 in recn {
            v.push(mk(fig, QueueScheme::Recn, v0, s, true, 3, Some(Ablation::NoXoff)));
        }
    }
    for a in [Ablation::Fifo, Ablation::Oldest] {
        for v0 in recn {
            v.push(mk(8, QueueScheme::Recn, v0, 1.0, true, 3, Some(a)));
        }
    }
    v
}

/// Core cycles of `us` microseconds at speedup `s` (`cycles_per_us` link cycles per us).
fn cycles(us: u64, cycles_per_us: u64, s: f64) -> u64 {
    ((us * cycles_per_us) as f64 * s).round() as u64
}

/// The flows: the background of every host to every other host but the hot destination, as
/// class `background` from the hosts that are not hot sources and `background-hs` from the hot
/// sources (their own cold traffic), and class `hot` (the window's added flows).
pub fn flows(c: &Case, s: &Setup, h: &fb::Setup) -> Vec<FlowCfg> {
    let hosts = 4u32.pow(c.n);
    let dest = hot_dest(c.n);
    let cyc = |us: u64| cycles(us, h.cycles_per_us, c.speedup);
    let flow = |src: u32, dst: u32, class: &str, start: u64, end: Option<u64>, rate: f64| FlowCfg { src, dst, class: class.into(), start_cycle: start, end_cycle: end, rate: Some(rate), on_off: None, ipd: 0 };
    let mut v = Vec::with_capacity((hosts * hosts) as usize);
    // the background avoids the hot destination, so the tree drains at the link rate
    let hs = hot_sources(c.n, s);
    for src in 0..hosts {
        if c.ablation == Some(Ablation::Quiet) && hs.contains(&src) {
            continue;
        }
        let class = if hs.contains(&src) { "background-hs" } else { "background" };
        let others = if src == dest { hosts - 1 } else { hosts - 2 };
        for dst in (0..hosts).filter(|&d| d != src && d != dest) {
            v.push(flow(src, dst, class, 0, None, s.background / others as f64));
        }
    }
    for src in hs {
        v.push(flow(src, dest, "hot", cyc(s.start_us), Some(cyc(s.end_us)), s.hot_rate));
    }
    v
}

/// The hot sources on bmin k=4 with `n` stages.
pub fn hot_sources(n: u32, s: &Setup) -> Vec<u32> {
    let every = (4u32.pow(n) / s.hot_sources.max(1)).max(1);
    (0..4u32.pow(n)).filter(|&x| x % every == 1 % every && x != hot_dest(n)).collect()
}

/// A case's configuration: Part 1's switch ([`fb::config`]) with the case's speedup and egress
/// buffers, and the flows of [`flows`].
pub fn config(c: &Case, s: &Setup, h: &fb::Setup) -> Config {
    let base = fb::Case { id: c.id.clone(), traffic: 1, scheme: c.scheme, n: c.n, load: s.background, sweep: false, ablation: None };
    let mut cfg = fb::config(&base, h);
    if let Some(v) = c.variant {
        cfg.switch.recn.variant = v;
    }
    cfg.switch.speedup = c.speedup;
    cfg.switch.egress_buffer_flits = if c.egress { s.egress_buffer_flits } else { 0 };
    cfg.hosts.xoff = c.xoff;
    match c.ablation {
        Some(Ablation::Fifo) => cfg.hosts.injection_queue = switchgen_config::InjectionQueue::Fifo,
        Some(Ablation::Oldest) => cfg.hosts.injection_queue = switchgen_config::InjectionQueue::OldestFirst,
        _ => {}
    }
    cfg.traffic.pattern = Pattern::Flows;
    cfg.traffic.flows = flows(c, s, h);
    cfg.sim.cycles = cycles(s.run_us, h.cycles_per_us, c.speedup);
    cfg.sim.warmup_cycles = 0;
    cfg.sim.window_cycles = ((h.window_cycles as f64) * c.speedup).round() as u64;
    cfg
}

/// One window of a run.
#[derive(Debug, Clone, Serialize)]
pub struct Point {
    pub us: f64,
    /// All flows, flits per host per link cycle.
    pub throughput: f64,
    /// Per class, flits per link cycle (whole network): the background of the hosts that are not
    /// hot sources, of the hot sources, and the hot flows.
    pub background: f64,
    pub background_hs: f64,
    pub hot: f64,
}

/// What a run measured. Throughputs in flits per host per link cycle.
#[derive(Debug, Clone, Serialize)]
pub struct CaseResult {
    pub case: Case,
    /// Core cycles run.
    pub cycles: u64,
    /// Mean over `measure_from_us`..`start_us`.
    pub before: f64,
    /// Mean while the tree lasts: from the window's start to `tree_end_us`.
    pub during: f64,
    /// The lowest moving average of `smooth` windows from the window's start to the end of the
    /// run, and where it starts.
    pub trough: f64,
    pub trough_us: f64,
    /// The first window after the hot window with no hot packet delivered (the tree has
    /// drained); None when it did not drain within the run.
    pub tree_end_us: Option<f64>,
    /// Mean from `tree_end_us` to the end of the run.
    pub after: Option<f64>,
    /// Microseconds from the window's start until the throughput's moving average is back at
    /// `recovered` x before for good; None when the last one is below.
    pub recovered_us: Option<f64>,
    /// Standard deviation of the window throughputs before and after the tree.
    pub sd_before: f64,
    pub sd_after: Option<f64>,
    /// The cold traffic's lowest moving average from the start on over its mean before: of the hosts
    /// that are not hot sources (HOL blocking inside the network), and of the hot sources (their
    /// own cold packets, which share the injection link and the first switch's input buffer
    /// with their hot packets).
    pub cold_trough: f64,
    pub cold_hs_trough: f64,
    /// At the root's switch (the switch whose output feeds the hot destination), mean over the
    /// tree: flits in its input buffers, and flits in the root output's egress buffer.
    pub root_switch: Option<String>,
    pub root_ingress_flits: f64,
    pub root_egress_flits: f64,
    /// At the end of the run: hot packets still in the hot sources' admittance queues (not
    /// injected), and the mean number of non-empty per-destination queues of a hot source (the
    /// round robin's length: with `per_destination` source queues a backlogged host sends one
    /// packet per destination per round).
    pub hot_at_hosts_end: u64,
    pub hot_source_queues_end: f64,
    pub cam: Option<CamStats>,
    pub series: Vec<Point>,
    pub wall_seconds: f64,
    pub error: Option<String>,
}

fn mean(x: &[f64]) -> f64 {
    if x.is_empty() {
        0.0
    } else {
        x.iter().sum::<f64>() / x.len() as f64
    }
}

fn sd(x: &[f64]) -> f64 {
    let m = mean(x);
    mean(&x.iter().map(|v| (v - m) * (v - m)).collect::<Vec<_>>()).sqrt()
}

/// Runs a case on the golden model.
pub fn run(c: &Case, p: &Params, s: &Setup, h: &fb::Setup, tick: &dyn Fn(u64)) -> CaseResult {
    let t0 = std::time::Instant::now();
    let topo = &p.topology;
    let dest = hot_dest(c.n);
    let root = shared_link(topo, &hot_sources(c.n, s), &[dest]);
    let cyc = |us: u64| cycles(us, h.cycles_per_us, c.speedup);
    let t_start = cyc(s.start_us);
    let cycles_total = p.cfg.sim.cycles;
    let (mut ing, mut egr) = (vec![], vec![]);
    let mut words = vec![];
    let mut net = Network::model(p);
    let error = super::step_until(&mut net, cycles_total, tick, |net| {
        // the root switch's buffers, sampled every 10 cycles from the window's start
        if net.cycle < t_start || net.cycle % 10 != 0 {
            return;
        }
        if let Some((sw, o)) = root {
            let x = &net.switches[sw as usize];
            let k = ((net.cycle - t_start) / 10) as usize;
            if ing.len() <= k {
                ing.resize(k + 1, 0u64);
                egr.resize(k + 1, 0u64);
            }
            ing[k] = (0..net.ports()).map(|i| x.occupancy(i) as u64).sum();
            x.egress_into(&mut words);
            egr[k] = words.get(o as usize).map_or(0, |w| w >> switchgen_config::egress_mon::COUNT_LSB & 0xffff);
        }
    });
    let r = net.hosts.stats().results();
    let hs = hot_sources(c.n, s);
    let backlog: Vec<(usize, usize)> = hs.iter().map(|&x| net.hosts.queued_for(x as usize, dest)).collect();
    let hosts = p.hosts as f64;
    let us = |cycle: u64| cycle as f64 / (h.cycles_per_us as f64 * c.speedup);
    let class = |w: &switchgen_model::stats::Window, name: &str| w.classes.get(name).map_or(0.0, |x| x.throughput) * hosts;
    let series: Vec<Point> = r
        .series
        .iter()
        .filter(|w| w.start_cycle + p.cfg.sim.window_cycles <= net.cycle)
        .map(|w| Point { us: us(w.start_cycle), throughput: w.throughput, background: class(w, "background"), background_hs: class(w, "background-hs"), hot: class(w, "hot") })
        .collect();
    let from = s.measure_from_us as f64;
    let (start, end) = (s.start_us as f64, s.end_us as f64);
    let thr = |a: f64, b: f64| -> Vec<f64> { series.iter().filter(|q| q.us >= a && q.us < b).map(|q| q.throughput).collect() };
    let before_v = thr(from, start);
    let before = mean(&before_v);
    let tree_end_us = series.iter().find(|q| q.us >= end && q.hot == 0.0).map(|q| q.us);
    let run_end = series.last().map_or(start, |q| q.us + 1.0);
    let during = mean(&thr(start, tree_end_us.unwrap_or(run_end)));
    // trough and recovery on the moving average of `smooth` windows (the windows' own noise,
    // sd ~2 % of before, would otherwise set the trough of a flat line at ~0.94)
    let k = s.smooth.max(1);
    let smooth = |f: &dyn Fn(&Point) -> f64| -> Vec<(f64, f64)> { series.windows(k).map(|w| (w[0].us, w.iter().map(f).sum::<f64>() / k as f64)).collect() };
    let all = smooth(&|q| q.throughput);
    let trough_p = all.iter().filter(|q| q.0 >= start).min_by(|a, b| a.1.total_cmp(&b.1)).copied();
    let after_v = tree_end_us.map(|t| thr(t, run_end));
    let recovered_us = match all.iter().rposition(|q| q.0 >= start && q.1 < s.recovered * before) {
        None => Some(0.0),
        Some(i) if i + 1 < all.len() => Some(all[i + 1].0 - start),
        Some(_) => None,
    };
    let rel_trough = |f: &dyn Fn(&Point) -> f64| {
        let b = mean(&series.iter().filter(|q| q.us >= from && q.us < start).map(f).collect::<Vec<_>>());
        let low = smooth(f).iter().filter(|q| q.0 >= start).map(|q| q.1).fold(f64::INFINITY, f64::min);
        if b > 0.0 && low.is_finite() {
            low / b
        } else {
            0.0
        }
    };
    // the root's buffers while the tree lasts
    let tree_samples = tree_end_us.map_or(ing.len(), |t| (((t - start) * h.cycles_per_us as f64 * c.speedup) / 10.0) as usize).min(ing.len());
    let avg = |v: &[u64]| if tree_samples == 0 { 0.0 } else { v[..tree_samples].iter().sum::<u64>() as f64 / tree_samples as f64 };
    CaseResult {
        case: c.clone(),
        cycles: net.cycle,
        before,
        during,
        trough: trough_p.map_or(0.0, |q| q.1),
        trough_us: trough_p.map_or(0.0, |q| q.0),
        tree_end_us,
        after: after_v.as_deref().map(mean),
        recovered_us,
        sd_before: sd(&before_v),
        sd_after: after_v.as_deref().map(sd),
        cold_trough: rel_trough(&|q| q.background),
        cold_hs_trough: rel_trough(&|q| q.background_hs),
        root_switch: root.map(|(sw, o)| format!("{} output {o}", topo.switches[sw as usize].name)),
        root_ingress_flits: avg(&ing),
        root_egress_flits: avg(&egr),
        hot_at_hosts_end: backlog.iter().map(|x| x.0 as u64).sum(),
        hot_source_queues_end: backlog.iter().map(|x| x.1 as f64).sum::<f64>() / backlog.len().max(1) as f64,
        cam: super::cam_totals(&net),
        series,
        wall_seconds: t0.elapsed().as_secs_f64(),
        error,
    }
}

/// The run's results in [`cases`] order.
pub fn sort(results: &mut [CaseResult]) {
    let order = cases();
    results.sort_by_key(|r| order.iter().position(|c| c.id == r.case.id));
}

/// CSV of a run's windows.
pub fn csv(r: &CaseResult) -> String {
    let mut s = String::from("us,throughput,background,background_hs,hot\n");
    for q in &r.series {
        s += &format!("{:.1},{:.5},{:.5},{:.5},{:.5}\n", q.us, q.throughput, q.background, q.background_hs, q.hot);
    }
    s
}

/// The markdown section of Part 3.
pub fn summary_md(results: &[CaseResult], s: &Setup, h: &fb::Setup) -> String {
    if results.is_empty() {
        return String::new();
    }
    let mut md = format!(
        "\n# Part 3: seed 004 §5.1, Fig. 7 (speedup 1.5) and a Fig. 8-like sudden tree (no speedup)\n\nEvery host sends at {} flits per link cycle the whole run, uniformly over the hosts other than itself and the hot destination (32 on 64 hosts, 123 on 256); from {} to {} us {} evenly spaced hosts (h mod hosts/{} = 1) each add {} towards the hot destination; the tree drains after that. Part 1's switch (oldest first, thresholds detection = Xoff = {:.0} flits, Xon = {:.0}), egress buffers of {} flits. Throughput in flits per host per link cycle, windows of {} link cycles; before = {}-{} us; during = from the window's start until no hot packet is delivered in a window (the tree's end); trough = the lowest window from the start on; recovered = when every later window is at {} x before or more. Root buffers: at the switch feeding the hot destination, mean flits in its input buffers and in that output's egress buffer while the tree lasts. Hot packets at the hot sources at the end: not injected when the run ends, with the mean number of non-empty per-destination source queues of a hot source in brackets (a backlogged host sends one packet per non-empty queue per round).\n\n| case | figure | switch | scheme | before | during | trough (/ before) | tree ends (us) | after (/ before) | recovered after (us) | sd before / after | cold traffic trough / before: other hosts, hot sources | root inputs / egress (flits) | hot packets at the hot sources at the end (their non-empty queues) | detections / notifications |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n",
        s.background,
        s.start_us,
        s.end_us,
        s.hot_sources,
        s.hot_sources,
        s.hot_rate,
        h.detect * h.buffer_flits as f64,
        h.go * h.buffer_flits as f64,
        s.egress_buffer_flits,
        h.window_cycles,
        s.measure_from_us,
        s.start_us,
        s.recovered
    );
    let opt = |x: Option<f64>, f: &dyn Fn(f64) -> String| x.map_or("never".into(), f);
    for r in results {
        let c = &r.case;
        md += &format!(
            "| {} | {} | {}{} | {} | {:.3} | {:.3} | {:.3} ({:.3}) | {} | {} | {} | {:.3} / {} | {:.2}, {:.2} | {:.0} / {:.0} | {} ({:.1}) | {} |\n",
            c.id,
            c.fig,
            c.switch(),
            c.setting(false),
            c.label(),
            r.before,
            r.during,
            r.trough,
            r.trough / r.before.max(1e-9),
            opt(r.tree_end_us, &|x| format!("{x:.0}")),
            opt(r.after, &|x| format!("{x:.3} ({:.3})", x / r.before.max(1e-9))),
            opt(r.recovered_us, &|x| format!("{x:.0}")),
            r.sd_before,
            opt(r.sd_after, &|x| format!("{x:.3}")),
            r.cold_trough,
            r.cold_hs_trough,
            r.root_ingress_flits,
            r.root_egress_flits,
            r.hot_at_hosts_end,
            r.hot_source_queues_end,
            r.cam.map_or(String::new(), |x| format!("{} / {}", x.detections, x.adds_sent))
        );
    }
    md
}

/// Seed 004 Fig. 7 and Fig. 8 as we ran them: throughput over time per scheme, one panel per
/// figure (and one per ablation pair that ran).
pub fn plots(results: &[CaseResult], s: &Setup) -> anyhow::Result<Vec<(String, String)>> {
    let mut out = vec![];
    for fig in [7, 8] {
        let mut panels = vec![];
        let groups: Vec<Option<Ablation>> = {
            let mut g: Vec<Option<Ablation>> = vec![];
            for r in results.iter().filter(|r| r.case.fig == fig) {
                if !g.contains(&r.case.ablation) {
                    g.push(r.case.ablation);
                }
            }
            g
        };
        for g in groups {
            let series: Vec<(String, Vec<(f64, f64)>)> = results.iter().filter(|r| r.case.fig == fig && r.case.ablation == g).map(|r| (r.case.label().to_string(), r.series.iter().map(|q| (q.us, q.throughput)).collect())).collect();
            let first = results.iter().find(|r| r.case.fig == fig && r.case.ablation == g).map(|r| &r.case);
            let what = first.map_or(String::new(), |c| format!("{}{}", c.switch(), c.setting(true)));
            panels.push(Panel { x_label: "time (us)".into(), y_label: format!("throughput, {what} (flits/host/link cycle)"), y_max: ymax(&series), series });
        }
        if panels.is_empty() {
            continue;
        }
        let title = format!("Seed 004 Fig. {fig}: a sudden congestion tree ({}-{} us) on bmin k=4, {}", s.start_us, s.end_us, if fig == 7 { "speedup 1.5" } else { "no speedup" });
        out.push((format!("s004-fig{fig}.svg"), panels_svg(&title, &panels)?));
    }
    Ok(out)
}

/// Seed 004's claims (§4.2 Fig. 6(a), §5.1 Fig. 7 and 8, §5.2) against this run: Part 3's cases,
/// the moving tree of Part 2 and Table 1's hot-spot cases of Part 1.
pub fn verdicts(sudden: &[CaseResult], tree: &[super::recn::TreeResult], hot: &[fb::CaseResult]) -> Vec<Claim> {
    let get = |id: &str| sudden.iter().find(|r| r.case.id == id && r.error.is_none());
    let mut v = vec![];
    let mut row = |figure: &str, claim: &str, paper: &str, ours: String, verdict: Verdict, cause: String, case: &str| {
        v.push(Claim { figure: figure.into(), claim: claim.into(), paper: paper.into(), ours, verdict, cause: cause_for(verdict, cause), command: format!("switchgen experiment recn --case {case}") });
    };
    let tr = |r: &CaseResult| r.trough / r.before.max(1e-9);
    let fmt_tr = |r: &CaseResult| format!("{:.3} -> {:.3} ({:.2})", r.before, r.trough, tr(r));
    let abl = |id: &str| get(id).map_or("not run".to_string(), |r| format!("{:.2}", tr(r)));
    // where a drop comes from: the cold traffic of the other hosts (HOL blocking inside the
    // network) against the hot sources' own, the run without the hot sources' cold traffic, and
    // the run with hosts that ignore Xoff
    let split = |r: &CaseResult, quiet: &str| {
        let q = get(quiet).map_or("not run".to_string(), |x| {
            // (at speedup 1 the egress buffers stay empty: basic's egress-only detection is the cause there)
            let dip = if x.cold_trough < 0.95 && x.case.speedup > 1.0 { " (the other hosts' cold traffic still dips while the tree forms: a stopped egress SAQ fills its whole egress buffer, docs/experiments/recn.md \"Part 3\")" } else { "" };
            format!("{:.2}, other hosts' cold traffic {:.2}{dip}", tr(x), x.cold_trough)
        });
        format!("cold traffic trough / before: other hosts {:.2}, hot sources' own {:.2}; without the hot sources' cold traffic (`{quiet}`) trough / before {q}", r.cold_trough, r.cold_hs_trough)
    };
    // the same case with hosts that ignore Xoff (no input adapters like output ports)
    let noxoff = |id: &str| {
        get(&format!("{id}-noxoff")).map_or(format!("hosts ignoring Xoff (`{id}-noxoff`): not run"), |x| format!("hosts ignoring Xoff (`{id}-noxoff`): trough / before {:.2}, cold traffic: other hosts {:.2}, hot sources' own {:.2}", tr(x), x.cold_trough, x.cold_hs_trough))
    };
    // the same case with the hot sources' backlog sent in generation order: one FIFO per host,
    // or per-destination queues served oldest first
    let src_order = |id: &str| {
        [("fifo", "one FIFO source queue per host"), ("oldest", "per-destination source queues served oldest first")]
            .iter()
            .map(|(a, what)| {
                let case = format!("{id}-{a}");
                get(&case).map_or(format!("{what} (`{case}`): not run"), |x| {
                    format!(
                        "{what} (`{case}`): trough / before {:.2}, the other hosts' cold traffic {:.2}, the hot sources' own {:.2}, the tree {}",
                        tr(x),
                        x.cold_trough,
                        x.cold_hs_trough,
                        x.tree_end_us.map_or("does not drain within the run".into(), |t| format!("drains by {t:.0} us"))
                    )
                })
            })
            .collect::<Vec<_>>()
            .join("; ")
    };
    for (fig, speedup) in [(7, "speedup 1.5"), (8, "no speedup")] {
        let id = |x: &str| format!("s004-fig{fig}-{x}");
        let (Some(b), Some(e)) = (get(&id("recn-basic")), get(&id("recn-enhanced"))) else { continue };
        let (paper_b, paper_b_txt, claim_b) = if fig == 7 { (37.0 / 44.0, "44 -> 37 bytes/ns (0.84)", "basic RECN's throughput drops while the tree lasts") } else { (10.0 / 44.0, "44 -> 10 bytes/ns (0.23, a 77 % drop)", "sudden tree: basic RECN's throughput collapses") };
        let fig_s = format!("Fig. {fig}");
        let cause_b = format!(
            "{}{}; basic RECN detects at the egress normal queues only (seed 004 §4.1): the root's egress buffer holds {} on average, {} detections; the same case at {} {}, in the IQ switch (cnt1 detection at the inputs) {}{}{}",
            if tr(b) >= 0.95 { "no drop: with adapters that honour Xoff the hot sources wait at their admittance queues (the run with hosts that ignore Xoff is in the \"ours\" column); " } else { "" },
            split(b, &id("recn-basic-quiet")),
            if b.root_egress_flits < 1.5 { "about one flit".to_string() } else { format!("{:.0} flits", b.root_egress_flits) },
            b.cam.map_or(0, |x| x.detections),
            if fig == 7 { "speedup 2" } else { "256 hosts" },
            abl(&id(if fig == 7 { "recn-basic-s2" } else { "recn-basic-n4" })),
            abl("s004-fig8-recn-basic-iq"),
            if fig == 8 { "; our tree is 16 sources x 0.4 for 300 us, not the SAN traces' (whose size is not stated): a larger tree not ablated" } else { "" },
            // the hosts' source order decides how hard the hot sources push their backlog
            if fig == 8 { format!("; the hot sources' source order decides the depth (our per-destination queues send one packet per non-empty queue per round): {}", src_order(&id("recn-basic"))) } else { String::new() }
        );
        row(&fig_s, &format!("{speedup}: {claim_b}"), paper_b_txt, format!("before -> trough {} flits/host/link cycle (100-us average); cold traffic: other hosts {:.2}, hot sources' own {:.2}; {}", fmt_tr(b), b.cold_trough, b.cold_hs_trough, noxoff(&id("recn-basic"))), Verdict::number(paper_b, tr(b), tr(b) < 0.95), cause_b, &id("recn-basic"));
        if fig == 7 {
            let rec = b.after.map_or(0.0, |a| a / b.before);
            row(
                &fig_s,
                "speedup 1.5: basic RECN recovers when the tree disappears, with a significant oscillation",
                "recovers, oscillating",
                format!("after / before {rec:.3}; sd of the 20-us windows before {:.3}, after {}; back at 0.95 x before {} us after the start", b.sd_before, b.sd_after.map_or("-".into(), |x| format!("{x:.3}")), b.recovered_us.map_or("never".into(), |x| format!("{x:.0}"))),
                Verdict::holds(rec >= 0.95 && b.sd_after.is_some_and(|x| x > 1.5 * b.sd_before)),
                "it recovers, but without oscillation: our tree is one synthetic burst that drains completely, so no HOL blocking is left after it (not ablated)".into(),
                &id("recn-basic"),
            );
        } else {
            row(
                &fig_s,
                "no speedup: basic RECN's recovery time is excessive and it never fully recovers",
                "never fully recovers",
                format!(
                    "after the tree / before {}; the tree {} (enhanced: {}); back at 0.95 x before {} us after the start (enhanced {}); hot packets not yet injected at the end: {} (enhanced {})",
                    b.after.map_or("-".into(), |a| format!("{:.3}", a / b.before)),
                    b.tree_end_us.map_or("did not drain within the run".into(), |x| format!("drained at {x:.0} us")),
                    e.tree_end_us.map_or("did not drain within the run".into(), |x| format!("drained at {x:.0} us")),
                    b.recovered_us.map_or("never".into(), |x| format!("{x:.0}")),
                    e.recovered_us.map_or("never".into(), |x| format!("{x:.0}")),
                    b.hot_at_hosts_end,
                    e.hot_at_hosts_end
                ),
                // the claim is about the network's throughput: a tree that outlasts the run at the
                // hosts while the throughput is back does not make it
                Verdict::holds(b.recovered_us.is_none()),
                {
                    let orders = src_order(&id("recn-basic"));
                    match (b.tree_end_us, b.recovered_us) {
                        (Some(t), _) => format!(
                            "our burst ends and the tree drains by {t:.0} us, with adapters that honour Xoff as fast as enhanced RECN's; with hosts that ignore Xoff (`{}`) {}; the traces' traffic goes on, a longer tree not ablated",
                            id("recn-basic-noxoff"),
                            get(&id("recn-basic-noxoff")).map_or("not run".into(), |x| x.tree_end_us.map_or("the tree does not drain within the run".into(), |t| format!("the tree drains by {t:.0} us")))
                        ),
                        (None, Some(r)) => format!(
                            "the network's throughput is back at 0.95 x before {r:.0} us after the start; what outlasts the run is the hot sources' backlog, not a congested network: {} hot packets still wait at the hot sources when the run ends, each source with {:.0} non-empty per-destination queues served round robin, so a hot packet leaves once per round (the tree held the hot sources' injection: their cold traffic fell to {:.2} of before); {orders}; our burst ends, the traces' traffic goes on",
                            b.hot_at_hosts_end, b.hot_source_queues_end, b.cold_hs_trough
                        ),
                        (None, None) => format!("{} hot packets still wait at the hot sources when the run ends; {orders}", b.hot_at_hosts_end),
                    }
                },
                &id("recn-basic"),
            );
        }
        let claim_e = if fig == 7 { "speedup 1.5: enhanced RECN tolerates the tree with no performance degradation" } else { "no speedup: enhanced RECN withstands the tree (no HOL blocking, even at the ingress ports)" };
        row(&fig_s, claim_e, "flat (1.00)", format!("before -> trough {}; cold traffic: other hosts {:.2}, hot sources' own {:.2}; {}", fmt_tr(e), e.cold_trough, e.cold_hs_trough, noxoff(&id("recn-enhanced"))), Verdict::number(1.0, tr(e), tr(e) > tr(b)), split(e, &id("recn-enhanced-quiet")), &id("recn-enhanced"));
        if let (7, Some(q)) = (fig, get(&id("voq_sw"))) {
            row(
                &fig_s,
                "speedup 1.5: VOQsw performs poorly; both RECN versions a lot better",
                "VOQsw well below both",
                format!("trough / before: VOQsw {:.2}, basic {:.2}, enhanced {:.2}; the other hosts' cold traffic: {:.2}, {:.2}, {:.2}", tr(q), tr(b), tr(e), q.cold_trough, b.cold_trough, e.cold_trough),
                Verdict::holds(tr(q) < tr(b).min(tr(e)) && q.cold_trough < b.cold_trough.min(e.cold_trough)),
                String::new(),
                &id(""),
            );
        }
    }
    if let (Some(b), Some(e), Some(b4), Some(e4)) = (get("s004-fig8-recn-basic"), get("s004-fig8-recn-enhanced"), get("s004-fig8-recn-basic-n4"), get("s004-fig8-recn-enhanced-n4")) {
        let (g3, g4) = (tr(e) - tr(b), tr(e4) - tr(b4));
        row("§5.1", "larger networks: the effects of enhanced RECN are more pronounced", "more pronounced (2048x2048 MINs in [1])", format!("no speedup, trough / before, enhanced minus basic: 64 hosts {g3:.3}, 256 hosts {g4:.3}"), Verdict::holds(g4 > g3 && g4 > 0.0), if g3 > 0.0 { format!("enhanced's advantage is there on 64 hosts ({g3:.3}) and smaller on 256 ({g4:.3}): the same 16 hot sources are a smaller share of the larger network (a tree grown with the network not ablated)") } else { "the same 16 hot sources on 256 hosts; enhanced's advantage is not there on 64 hosts either (the rows above)".into() }, "s004-fig8-recn");
    }
    let t = |v: RecnVariant| tree.iter().find(|r| r.case.variant == Some(v) && r.error.is_none());
    if let (Some(b), Some(e)) = (t(RecnVariant::Basic), t(RecnVariant::Enhanced)) {
        let ph = |r: &super::recn::TreeResult| r.phases.iter().find(|p| p.name.starts_with("B")).map(|p| (p.delivered["victim"], p.offered["victim"]));
        if let (Some((bd, off)), Some((ed, _))) = (ph(b), ph(e)) {
            row(
                "§4.2, Fig. 6(a)",
                "a root that moves downstream: basic RECN refuses the more specific notification and the flows crossing the old root lose throughput; enhanced RECN does not",
                "basic loses the old root's throughput",
                format!("victims delivered / offered in phase B: basic {bd:.3}, enhanced {ed:.3} of {off:.3}"),
                Verdict::holds(bd < 0.9 * ed),
                "over 36 traffic seeds basic RECN falls into three modes (docs/experiments/recn.md): 17 low, 17 mid, 2 high; the default seed's mode is one draw".into(),
                "tree-recn",
            );
        }
    }
    let main = |traffic: u32, q: QueueScheme| hot.iter().find(|r| r.case.traffic == traffic && r.case.scheme == q && !r.case.sweep && r.case.ablation.is_none() && r.error.is_none());
    let mut poor = vec![];
    let mut similar = vec![];
    for (traffic, net) in [(3, "64x64"), (6, "256x256")] {
        if let (Some(rc), Some(f), Some(q)) = (main(traffic, QueueScheme::Recn), main(traffic, QueueScheme::Fbicm), main(traffic, QueueScheme::VoqSw)) {
            poor.push((net, q.throughput_after / q.throughput_before, f.throughput_after / f.throughput_before, rc.throughput_after / rc.throughput_before));
            similar.push((net, (f.throughput_during / rc.throughput_during).min(f.throughput_after / rc.throughput_after), f, rc));
        }
    }
    if !poor.is_empty() {
        let ok = poor.iter().all(|&(_, q, f, r)| q < 0.8 && q < f && q < r);
        row("§5.2", "VOQsw's performance is poor in hot-spot situations regardless of network size", "poor", poor.iter().map(|(n, q, f, r)| format!("{n}: after / before VOQsw {q:.3}, FBICM {f:.3}, RECN {r:.3}")).collect::<Vec<_>>().join("; "), Verdict::holds(ok), String::new(), "c3-");
    }
    if let Some(worst) = similar.iter().map(|x| x.1).reduce(f64::min) {
        let ours = similar.iter().map(|(n, r, f, rc)| format!("{n}: FBICM {:.3} / {:.3}, RECN {:.3} / {:.3} (worse ratio {r:.3})", f.throughput_during, f.throughput_after, rc.throughput_during, rc.throughput_after)).collect::<Vec<_>>().join("; ");
        let ablated = |id: &str| hot.iter().find(|r| r.case.id == id && r.error.is_none());
        let no_adapter: Vec<String> = [("64x64", 3), ("256x256", 6)]
            .iter()
            .filter_map(|&(n, t)| ablated(&format!("c{t}-recn-no-adapter")).map(|r| format!("{n} RECN with hosts that ignore its CAM lines {:.3} / {:.3}", r.throughput_during, r.throughput_after)))
            .collect();
        let cause = format!("both with input adapters that hold a line's flows in Stop / Xoff (`hosts.xoff`); {}; FBICM against VOQnet and without adapters: docs/experiments/fbicm-bmin.md", no_adapter.join("; "));
        row("§5.2", "FBICM's results are similar to RECN's (during / after the hot spot)", "similar", ours, Verdict::number(1.0, worst, worst > 0.7), cause, "c6-");
    }
    v
}
