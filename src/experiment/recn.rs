//! `switchgen experiment recn`: RECN for input-queued switches (seed 004 §4.1-4.2; "RECN-IQ" of
//! seed 001 §4) on the golden model, in two parts.
//!
//! 1. Seed 001's evaluation with RECN added: Table 1's cases on the 64x64 and 256x256 BMINs
//!    (bmin k=4 n=3, 4) exactly as `experiment fbicm-bmin` runs them ([`fb::config`]), with the
//!    schemes `recn` (enhanced, 8 SAQs, FBICM's threshold fractions), `fbicm` (8 CFQs), `voq_sw`
//!    and `fifo`: throughput over time and against load, and SAQs in use next to CFQs in use on
//!    the same runs (seed 001 Fig. 5c, 6c: "results are very similar").
//! 2. A congestion tree whose root moves downstream (seed 004 §3.2, §4.2, Fig. 2c and 6a), on
//!    bmin k=4 n=3 with uniform background traffic: first several destinations behind one
//!    internal link are hot (the link is the root), then the traffic to one of them grows from
//!    elsewhere and its ejection link becomes the root, while the traffic to the others keeps
//!    crossing the old root. Basic RECN refuses the more specific notification that arrives at
//!    the old root's SAQs; enhanced RECN accepts it behind the in-order pointer. Compared:
//!    `recn` basic and enhanced, `fbicm`, `voq_sw`.
//!
//! Write-up and measured numbers: docs/experiments/recn.md.

use super::fbicm_bmin as fb;
use super::recn_speedup as rs;
use crate::report::{panels_svg, ymax, Panel};
use serde::Serialize;
use std::collections::BTreeMap;
use switchgen_config::cam::mon;
use switchgen_config::{Config, FlowCfg, Params, Pattern, QueueScheme, RecnVariant, Topology};
use switchgen_model::cam::CamStats;
use switchgen_model::network::Network;

/// The schemes of the hot-spot part, in table order.
pub const SCHEMES: [QueueScheme; 4] = [QueueScheme::Recn, QueueScheme::Fbicm, QueueScheme::VoqSw, QueueScheme::Fifo];

/// The moving tree (part 2). Hosts are those of bmin k=4 n=3 (64 hosts); rates are offered loads
/// in flits/cycle per flow; times in the paper-scale microseconds of [`fb::Setup::cycles_per_us`].
#[derive(Debug, Clone, Serialize)]
pub struct TreeSetup {
    /// Uniform background of every host, flits/cycle, spread evenly over the other hosts, the
    /// whole run.
    pub background: f64,
    /// Phase A (`a_start_us`..`b_start_us`): each of `sources` sends to each of `dests` at
    /// `rate_a`. With the default hosts these flows meet only at one internal link (the old root).
    pub sources: Vec<u32>,
    pub dests: Vec<u32>,
    pub rate_a: f64,
    /// Phase B (`b_start_us`..`b_end_us`): `sources` keep sending to `moved_to` at `hot_rate_b`
    /// and to the other `dests` at `victim_rate_b` (the victims: they still cross the old root
    /// but not the new one); `remote` and `local` hosts join, sending to `moved_to`, whose
    /// ejection link becomes the root.
    pub moved_to: u32,
    pub hot_rate_b: f64,
    pub victim_rate_b: f64,
    pub remote: Vec<u32>,
    pub remote_rate: f64,
    pub local: Vec<u32>,
    pub local_rate: f64,
    pub a_start_us: u64,
    pub b_start_us: u64,
    pub b_end_us: u64,
    pub run_us: u64,
    /// Cycles between two samples of every switch's CAM monitor (line overlaps, in-order
    /// pointers, lines at the old root).
    pub sample_cycles: u64,
}

impl Default for TreeSetup {
    fn default() -> Self {
        TreeSetup {
            background: 0.3,
            // two hosts on each of the four first-stage switches of subtree 0 (hosts 0..15)
            sources: vec![0, 1, 4, 5, 8, 9, 12, 13],
            // d0 = 0, d1 = 0: from subtree 0 all three leave through up port 4 of sw_s1_i0
            dests: vec![16, 32, 48],
            rate_a: 0.05,
            moved_to: 32,
            hot_rate_b: 0.05,
            victim_rate_b: 0.02,
            // hosts of subtrees 1 and 3 (they reach 32 through sw_s2_i0, like subtree 0) and
            // the three hosts next to 32
            remote: vec![17, 21, 25, 29, 49, 53, 57, 61],
            remote_rate: 0.1,
            local: vec![33, 34, 35],
            local_rate: 0.1,
            a_start_us: 200,
            b_start_us: 400,
            b_end_us: 800,
            run_us: 1300,
            sample_cycles: 20,
        }
    }
}

/// Both parts' settings: the hot-spot part is `experiment fbicm-bmin`'s setup (the same
/// buffers, packets, thresholds and time scale; SAQs = CFQs).
#[derive(Debug, Clone, Serialize)]
pub struct Setup {
    pub hot: fb::Setup,
    pub tree: TreeSetup,
    /// Part 3: seed 004 §5.1's Fig. 7 and 8.
    pub sudden: rs::Setup,
}

/// One run of the moving-tree part.
#[derive(Debug, Clone, Serialize)]
pub struct TreeCase {
    pub id: String,
    pub scheme: QueueScheme,
    /// RECN's variant (None for the other schemes).
    pub variant: Option<RecnVariant>,
}

impl TreeCase {
    pub fn label(&self) -> &'static str {
        match self.variant {
            Some(RecnVariant::Enhanced) => "RECN enhanced",
            Some(RecnVariant::Basic) => "RECN basic",
            None => fb::scheme_label(self.scheme),
        }
    }
}

pub fn tree_cases() -> Vec<TreeCase> {
    let recn = |v: RecnVariant, name: &str| TreeCase { id: format!("tree-recn-{name}"), scheme: QueueScheme::Recn, variant: Some(v) };
    let other = |q: QueueScheme| TreeCase { id: format!("tree-{}", switchgen_generator::scheme_name(q)), scheme: q, variant: None };
    vec![recn(RecnVariant::Enhanced, "enhanced"), recn(RecnVariant::Basic, "basic"), other(QueueScheme::Fbicm), other(QueueScheme::VoqSw)]
}

/// A run of either part.
#[derive(Debug, Clone)]
pub enum Job {
    Hot(fb::Case),
    Tree(TreeCase),
    Sudden(rs::Case),
}

impl Job {
    pub fn id(&self) -> &str {
        match self {
            Job::Hot(c) => &c.id,
            Job::Tree(c) => &c.id,
            Job::Sudden(c) => &c.id,
        }
    }
}

/// Every run: the hot-spot cases, the moving tree and seed 004's Fig. 7 and 8 (`quick`: the
/// 64-host ones only).
pub fn jobs(quick: bool) -> Vec<Job> {
    // Table 1's cases, and RECN with hosts that ignore its CAM lines (no input adapters) on the
    // hot-spot ones
    let hot = fb::cases_with(&SCHEMES).into_iter().chain(fb::no_adapter(QueueScheme::Recn)).filter(|c| !quick || c.n == 3).map(Job::Hot);
    let sudden = rs::cases().into_iter().filter(|c| !quick || c.n == 3).map(Job::Sudden);
    hot.chain(tree_cases().into_iter().map(Job::Tree)).chain(sudden).collect()
}

/// The configuration of a job (before the user's overrides).
pub fn config(j: &Job, s: &Setup) -> Config {
    match j {
        Job::Hot(c) => fb::config(c, &s.hot),
        Job::Tree(c) => tree_config(c, s),
        Job::Sudden(c) => rs::config(c, &s.sudden, &s.hot),
    }
}

/// A phase of the moving tree: (name, first cycle, first cycle after).
fn phases(s: &Setup) -> [(&'static str, u64, u64); 4] {
    let t = &s.tree;
    let cyc = |us: u64| us * s.hot.cycles_per_us;
    [
        ("before", 0, cyc(t.a_start_us)),
        ("A: internal root", cyc(t.a_start_us), cyc(t.b_start_us)),
        ("B: root moved", cyc(t.b_start_us), cyc(t.b_end_us)),
        ("after", cyc(t.b_end_us), cyc(t.run_us)),
    ]
}

/// The flows of the moving tree (`traffic.pattern = "flows"`), classes `background`, `tree-a`
/// (phase A), `victim` and `hot-b` (phase B).
pub fn tree_flows(s: &Setup, hosts: u32) -> Vec<FlowCfg> {
    let t = &s.tree;
    let [_, (_, a0, a1), (_, b0, b1), _] = phases(s);
    let flow = |src: u32, dst: u32, class: &str, start: u64, end: Option<u64>, rate: f64| FlowCfg { src, dst, class: class.into(), start_cycle: start, end_cycle: end, rate: Some(rate), on_off: None, ipd: 0 };
    let mut v = vec![];
    for src in 0..hosts {
        for dst in (0..hosts).filter(|&d| d != src) {
            v.push(flow(src, dst, "background", 0, None, t.background / (hosts - 1) as f64));
        }
    }
    for &src in &t.sources {
        for &dst in &t.dests {
            v.push(flow(src, dst, "tree-a", a0, Some(a1), t.rate_a));
            if dst == t.moved_to {
                v.push(flow(src, dst, "hot-b", b0, Some(b1), t.hot_rate_b));
            } else {
                v.push(flow(src, dst, "victim", b0, Some(b1), t.victim_rate_b));
            }
        }
    }
    for (hs, rate) in [(&t.remote, t.remote_rate), (&t.local, t.local_rate)] {
        for &src in hs {
            v.push(flow(src, t.moved_to, "hot-b", b0, Some(b1), rate));
        }
    }
    v
}

/// The moving tree's configuration: the switch of the hot-spot part on bmin k=4 n=3, the flows
/// of [`tree_flows`].
pub fn tree_config(c: &TreeCase, s: &Setup) -> Config {
    let base = fb::Case { id: c.id.clone(), traffic: 1, scheme: c.scheme, n: 3, load: s.tree.background, sweep: false, ablation: None };
    // the tree is our scenario, not seed 001's: it keeps the switch it was measured on (round
    // robin, thresholds 64 / 32 / 16 of 1024 flits); seed 004 states neither, and seed 001's
    // oldest first and threshold rule apply to the Table 1 part only
    let tree_switch = fb::Setup { detect: 64.0 / 1024.0, stop: 32.0 / 1024.0, go: 16.0 / 1024.0, arbitration: switchgen_config::Arbitration::RoundRobin, ..s.hot };
    let mut cfg = fb::config(&base, &tree_switch);
    if let Some(v) = c.variant {
        cfg.switch.recn.variant = v;
    }
    cfg.traffic.pattern = Pattern::Flows;
    cfg.traffic.flows = tree_flows(s, 64);
    cfg.sim.cycles = s.tree.run_us * s.hot.cycles_per_us;
    cfg
}

/// Offered load of class `class` in cycles `from..to`, flits/cycle (all flows of the class).
fn offered(flows: &[FlowCfg], class: &str, from: u64, to: u64) -> f64 {
    flows
        .iter()
        .filter(|f| f.class == class)
        .map(|f| {
            let (a, b) = (f.start_cycle.max(from), f.end_cycle.unwrap_or(u64::MAX).min(to));
            f.rate.unwrap_or(1.0) * b.saturating_sub(a) as f64 / (to - from).max(1) as f64
        })
        .sum()
}

/// The link all routes from `srcs` to `dsts` share last (the root of the tree they form), as
/// (switch, output port); None when they share none.
pub fn shared_link(t: &Topology, srcs: &[u32], dsts: &[u32]) -> Option<(u32, u32)> {
    let routes: Vec<Vec<(u32, u32)>> = srcs.iter().flat_map(|&s| dsts.iter().filter(move |&&d| d != s).map(move |&d| (s, d))).filter_map(|(s, d)| t.trace_route(s, d)).collect();
    let first = routes.first()?;
    first.iter().rev().find(|hop| routes.iter().all(|r| r.contains(hop))).copied()
}

/// What the CAM monitor of every switch showed in one sample (RECN only).
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct Sample {
    /// Pairs of SAQs of one input for the same output where one's route extends the other's (a
    /// less and a more specific congested point set aside side by side).
    pub overlaps: u32,
    /// SAQs held by the in-order pointer (waiting for an older SAQ's packets).
    pub waiting: u32,
    /// At the old root's switch, SAQs for the old root's output: keyed by the old root itself
    /// (one turn), and by a point beyond it (two turns or more).
    pub at_root: u32,
    pub beyond_root: u32,
    /// Inputs of the old root's switch holding both kinds at once.
    pub both_at_root: u32,
}

impl Sample {
    fn max(&mut self, x: &Sample) {
        self.overlaps = self.overlaps.max(x.overlaps);
        self.waiting = self.waiting.max(x.waiting);
        self.at_root = self.at_root.max(x.at_root);
        self.beyond_root = self.beyond_root.max(x.beyond_root);
        self.both_at_root = self.both_at_root.max(x.both_at_root);
    }
}

/// Decodes RECN monitor words of the whole network (layout: `switchgen_config::cam::mon`) into a
/// [`Sample`]; None when the words do not have that layout.
fn sample(words: &[u64], switches: usize, ports: usize, c: usize, pb: u32, root: Option<(u32, u32)>) -> Option<Sample> {
    let wpp = mon::words_per_port(c as u32, true, false);
    if words.len() != switches * ports * wpp {
        return None;
    }
    let mask = |turns: u64| if turns * pb as u64 >= 64 { u64::MAX } else { (1u64 << (turns * pb as u64)) - 1 };
    // line (turns h2, route tp2) is more specific than (h, tp): its route extends tp
    let nested = |(h, tp): (u64, u64), (h2, tp2): (u64, u64)| h < h2 && tp2 & mask(h.saturating_sub(1)) == tp;
    let mut s = Sample::default();
    for (sw, w) in words.chunks(ports * wpp).enumerate() {
        for i in 0..ports {
            let b = i * wpp;
            // active lines: (output, turns, route after this switch, waiting)
            let lines: Vec<(u64, u64, u64, bool)> = (0..c)
                .filter(|&l| w[b + 1 + l] >> mon::ACTIVE & 1 == 1)
                .map(|l| {
                    let x = w[b + 1 + l];
                    (x >> mon::PORT_LSB & 0xff, x >> mon::HOPS_LSB & 0xff, w[b + 1 + 2 * c + l] & ((1 << mon::WAIT_ON_LSB) - 1), x >> mon::SET_LSB & 0xffff != 0)
                })
                .collect();
            for (k, &(o, h, tp, wait)) in lines.iter().enumerate() {
                s.waiting += wait as u32;
                for &(o2, h2, tp2, _) in &lines[k + 1..] {
                    s.overlaps += (o == o2 && (nested((h, tp), (h2, tp2)) || nested((h2, tp2), (h, tp)))) as u32;
                }
            }
            if let Some((_, ro)) = root.filter(|r| r.0 as usize == sw) {
                let at = lines.iter().filter(|l| l.0 == ro as u64 && l.1 == 1).count() as u32;
                let beyond = lines.iter().filter(|l| l.0 == ro as u64 && l.1 >= 2).count() as u32;
                s.at_root += at;
                s.beyond_root += beyond;
                s.both_at_root += (at > 0 && beyond > 0) as u32;
            }
        }
    }
    Some(s)
}

/// One phase of a moving-tree run.
#[derive(Debug, Clone, Serialize)]
pub struct TreePhase {
    pub name: &'static str,
    pub from_us: f64,
    pub to_us: f64,
    /// Accepted traffic of all flows, flits/host/cycle.
    pub throughput: f64,
    /// Per class: delivered and offered, flits/cycle (whole network).
    pub delivered: BTreeMap<String, f64>,
    pub offered: BTreeMap<String, f64>,
    /// Fraction of the phase's cycles the old root's link and the new root's link (the ejection
    /// link of `moved_to`) carried a flit.
    pub old_root_busy: f64,
    pub new_root_busy: f64,
    /// Input CAM lines allocated at detection and by notifications (propagation), notifications
    /// sent, CAM-full events, in this phase (FBICM / RECN).
    pub detections: u64,
    pub propagations: u64,
    pub notifications: u64,
    pub cam_full: u64,
    /// Lines in use in the network: mean over the phase and the most at once.
    pub lines_mean: f64,
    pub lines_peak: u32,
    /// RECN: the most of each [`Sample`] count in the phase's samples, and the samples with a
    /// less and a more specific SAQ side by side anywhere.
    pub most: Option<Sample>,
    pub overlap_samples: u32,
}

/// One time-series window of a moving-tree run.
#[derive(Debug, Clone, Serialize)]
pub struct TreePoint {
    pub us: f64,
    /// All flows, flits/host/cycle.
    pub throughput: f64,
    /// Victim flows (phase B, to the non-moved destinations through the old root), flits/cycle.
    pub victim: f64,
    /// Flows to `moved_to` in phase B, flits/cycle.
    pub hot_b: f64,
    pub background: f64,
    /// Utilization of the old root's and the new root's links.
    pub old_root_busy: f64,
    pub new_root_busy: f64,
    /// Input CAM lines in use in the network at the end of the window.
    pub lines: u32,
}

/// What a moving-tree run measured.
#[derive(Debug, Clone, Serialize)]
pub struct TreeResult {
    pub case: TreeCase,
    pub cycles: u64,
    /// The old root (switch name, output) and the new root.
    pub old_root: Option<(String, u32)>,
    pub new_root: Option<(String, u32)>,
    pub phases: Vec<TreePhase>,
    /// Average latency of the victim packets, cycles from generation.
    pub victim_latency: f64,
    pub cam: Option<CamStats>,
    pub series: Vec<TreePoint>,
    pub wall_seconds: f64,
    pub error: Option<String>,
}

/// What a job measured.
pub enum JobResult {
    Hot(fb::CaseResult),
    Tree(TreeResult),
    Sudden(rs::CaseResult),
}

pub fn run(j: &Job, p: &Params, s: &Setup, tick: &dyn Fn(u64)) -> JobResult {
    match j {
        Job::Hot(c) => JobResult::Hot(fb::run(c, p, &s.hot, tick)),
        Job::Tree(c) => JobResult::Tree(run_tree(c, p, s, tick)),
        Job::Sudden(c) => JobResult::Sudden(rs::run(c, p, &s.sudden, &s.hot, tick)),
    }
}

/// Runs a moving-tree case on the golden model.
pub fn run_tree(c: &TreeCase, p: &Params, s: &Setup, tick: &dyn Fn(u64)) -> TreeResult {
    let t0 = std::time::Instant::now();
    let t = &s.tree;
    let topo = &p.topology;
    let ports = topo.ports as usize;
    let old_root = shared_link(topo, &t.sources, &t.dests);
    let new_root = shared_link(topo, &[t.sources.clone(), t.remote.clone(), t.local.clone()].concat(), &[t.moved_to]);
    let wire = |r: Option<(u32, u32)>| r.map(|(sw, o)| sw as usize * ports + o as usize);
    let (old_w, new_w) = (wire(old_root), wire(new_root));
    let ph = phases(s);
    let phase_of = |cyc: u64| ph.iter().position(|x| cyc >= x.1 && cyc < x.2).unwrap_or(ph.len() - 1);
    let win = p.cfg.sim.window_cycles;
    let cycles = p.cfg.sim.cycles;
    let nwin = cycles.div_ceil(win) as usize;
    let recn = c.scheme == QueueScheme::Recn;
    let cam_c = p.cfg.switch.saqs as usize;
    let pb = switchgen_config::header::clog2(ports as u64);
    // per window: old / new root busy cycles, lines at the end; per phase: lines sum and peak,
    // samples, CAM counters at the phase's start
    let (mut busy_old, mut busy_new, mut lines_end) = (vec![0u32; nwin], vec![0u32; nwin], vec![0u32; nwin]);
    let (mut ph_busy, mut ph_lines, mut ph_peak) = ([[0u64; 2]; 4], [0u64; 4], [0u32; 4]);
    let mut ph_most: [Option<Sample>; 4] = [None; 4];
    let mut ph_overlap = [0u32; 4];
    let mut ph_cam: [CamStats; 5] = Default::default();
    let mut words = vec![];
    let mut net = Network::model(p);
    let error = super::step_until(&mut net, cycles, tick, |net| {
        let cyc = net.cycle - 1;
        let (k, f) = ((cyc / win) as usize, phase_of(cyc));
        let wires = net.switch_wires();
        for (x, w, b) in [(0, old_w, &mut busy_old), (1, new_w, &mut busy_new)] {
            if w.is_some_and(|w| wires[w].flit.valid) {
                b[k] += 1;
                ph_busy[f][x] += 1;
            }
        }
        let a = super::cam_lines(net);
        lines_end[k] = a;
        ph_lines[f] += a as u64;
        ph_peak[f] = ph_peak[f].max(a);
        if net.cycle == ph[f].2 {
            ph_cam[f + 1] = super::cam_totals(net).unwrap_or_default();
        }
        if recn && net.cycle % t.sample_cycles == 0 {
            net.cam_into(&mut words);
            if let Some(x) = sample(&words, net.switches.len(), ports, cam_c, pb, old_root) {
                ph_overlap[f] += (x.overlaps > 0) as u32;
                ph_most[f].get_or_insert_with(Sample::default).max(&x);
            }
        }
    });
    // phases that did not end (a run that stopped early, or shorter): the counters now
    let now = super::cam_totals(&net).unwrap_or_default();
    for (f, x) in ph.iter().enumerate() {
        if x.2 > net.cycle {
            ph_cam[f + 1] = now;
        }
    }
    let r = net.hosts.stats().results();
    let hosts = p.hosts as f64;
    let us = |cyc: u64| cyc as f64 / s.hot.cycles_per_us as f64;
    let class = |w: &switchgen_model::stats::Window, name: &str| w.classes.get(name).map_or(0.0, |x| x.throughput) * hosts;
    let series: Vec<TreePoint> = r
        .series
        .iter()
        .take(nwin)
        .enumerate()
        .map(|(k, w)| {
            let len = (cycles.min(w.start_cycle + win) - w.start_cycle).max(1) as f64;
            TreePoint {
                us: us(w.start_cycle),
                throughput: w.throughput,
                victim: class(w, "victim"),
                hot_b: class(w, "hot-b"),
                background: class(w, "background"),
                old_root_busy: busy_old[k] as f64 / len,
                new_root_busy: busy_new[k] as f64 / len,
                lines: lines_end[k],
            }
        })
        .collect();
    let flows = &p.cfg.traffic.flows;
    let classes = ["background", "tree-a", "victim", "hot-b"];
    let phases = ph
        .iter()
        .enumerate()
        .map(|(f, &(name, from, to))| {
            let wins: Vec<&switchgen_model::stats::Window> = r.series.iter().filter(|w| w.start_cycle >= from && w.start_cycle < to).collect();
            let avg = |g: &dyn Fn(&switchgen_model::stats::Window) -> f64| if wins.is_empty() { 0.0 } else { wins.iter().map(|w| g(w)).sum::<f64>() / wins.len() as f64 };
            let span = (to - from).max(1) as f64;
            let (c0, c1) = (ph_cam[f], ph_cam[f + 1]);
            TreePhase {
                name,
                from_us: us(from),
                to_us: us(to),
                throughput: avg(&|w| w.throughput),
                delivered: classes.iter().map(|&n| (n.to_string(), avg(&|w| class(w, n)))).collect(),
                offered: classes.iter().map(|&n| (n.to_string(), offered(flows, n, from, to))).collect(),
                old_root_busy: ph_busy[f][0] as f64 / span,
                new_root_busy: ph_busy[f][1] as f64 / span,
                detections: c1.detections - c0.detections,
                propagations: c1.propagations - c0.propagations,
                notifications: c1.adds_sent - c0.adds_sent,
                cam_full: c1.cam_full - c0.cam_full,
                lines_mean: ph_lines[f] as f64 / span,
                lines_peak: ph_peak[f],
                most: ph_most[f],
                overlap_samples: ph_overlap[f],
            }
        })
        .collect();
    let name = |x: Option<(u32, u32)>| x.map(|(sw, o)| (topo.switches[sw as usize].name.clone(), o));
    TreeResult {
        case: c.clone(),
        cycles: net.cycle,
        old_root: name(old_root),
        new_root: name(new_root),
        phases,
        victim_latency: r.classes.get("victim").map_or(0.0, |x| x.latency.avg),
        cam: super::cam_totals(&net),
        series,
        wall_seconds: t0.elapsed().as_secs_f64(),
        error,
    }
}

/// Renames the FBICM-named keys of `fbicm-bmin`'s results for this experiment, where they count
/// SAQs as well: `fbicm` -> `cam`, `cfqs_*` -> `lines_*` (recursively).
pub fn rename_cam_keys(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::Object(m) => {
            let old: Vec<(String, serde_json::Value)> = std::mem::take(m).into_iter().collect();
            for (k, mut x) in old {
                rename_cam_keys(&mut x);
                let k = if k == "fbicm" { "cam".to_string() } else { k.replacen("cfqs_", "lines_", 1) };
                m.insert(k, x);
            }
        }
        serde_json::Value::Array(a) => a.iter_mut().for_each(rename_cam_keys),
        _ => {}
    }
}

/// CSV of a hot-spot time run: throughput and lines in use (CFQs or SAQs) per window.
pub fn hot_csv(r: &fb::CaseResult) -> String {
    let mut s = String::from("us,throughput,lines_active,lines_peak\n");
    for q in &r.series {
        s += &format!("{:.1},{:.5},{},{}\n", q.us, q.throughput, q.cfqs_active, q.cfqs_peak);
    }
    s
}

/// CSV of a moving-tree run.
pub fn tree_csv(r: &TreeResult) -> String {
    let mut s = String::from("us,throughput,victim,hot_b,background,old_root_busy,new_root_busy,lines\n");
    for q in &r.series {
        s += &format!("{:.1},{:.5},{:.5},{:.5},{:.5},{:.4},{:.4},{}\n", q.us, q.throughput, q.victim, q.hot_b, q.background, q.old_root_busy, q.new_root_busy, q.lines);
    }
    s
}

/// The moving tree over time: throughput, victims, both roots' links, lines in use.
pub fn tree_svg(results: &[TreeResult], s: &Setup) -> anyhow::Result<String> {
    let line = |f: &dyn Fn(&TreePoint) -> f64| -> Vec<(String, Vec<(f64, f64)>)> { results.iter().map(|r| (r.case.label().to_string(), r.series.iter().map(|q| (q.us, f(q))).collect())).collect() };
    let thr = line(&|q| q.throughput);
    let vic = line(&|q| q.victim);
    let mut busy = vec![];
    for r in results.iter().filter(|r| r.case.scheme == QueueScheme::Recn) {
        busy.push((format!("{}: old root", r.case.label()), r.series.iter().map(|q| (q.us, q.old_root_busy)).collect()));
        busy.push((format!("{}: new root", r.case.label()), r.series.iter().map(|q| (q.us, q.new_root_busy)).collect()));
    }
    let lines: Vec<_> = results.iter().filter(|r| r.cam.is_some()).map(|r| (r.case.label().to_string(), r.series.iter().map(|q| (q.us, q.lines as f64)).collect())).collect();
    let t = &s.tree;
    let panels = vec![
        Panel { x_label: "time (us)".into(), y_label: "throughput (flits/host/cycle)".into(), y_max: ymax(&thr), series: thr },
        Panel { x_label: "time (us)".into(), y_label: format!("victim flows (flits/cycle; offered {:.2} in B)", victim_offered(t)), y_max: ymax(&vic), series: vic },
        Panel { x_label: "time (us)".into(), y_label: "root links busy (fraction)".into(), y_max: 1.1, series: busy },
        Panel { x_label: "time (us)".into(), y_label: "SAQs / CFQs in use, network".into(), y_max: ymax(&lines), series: lines },
    ];
    panels_svg(
        &format!("Moving congestion tree, bmin k=4 n=3: A {}-{} us root inside, B {}-{} us root at host {}", t.a_start_us, t.b_start_us, t.b_start_us, t.b_end_us, t.moved_to),
        &panels,
    )
}

fn victim_offered(t: &TreeSetup) -> f64 {
    t.sources.len() as f64 * t.dests.iter().filter(|&&d| d != t.moved_to).count() as f64 * t.victim_rate_b
}

/// The markdown summary of both parts.
pub fn summary_md(hot: &[fb::CaseResult], tree: &[TreeResult], sudden: &[rs::CaseResult], claims: &[super::verdict::Claim], s: &Setup, command: &str) -> String {
    let h = &s.hot;
    let mut md = format!(
        "# recn: RECN-IQ (seed 004 §4.1-4.2) against FBICM, VOQsw and FIFO (seed 001 §4)\n\nCommand: `{command}`\n\nScale: {} cycles per us, {}-flit packets, {}-flit input buffers, {} SAQs (RECN) / {} CFQs (FBICM), thresholds detection {} / Stop (Xoff) {} / Go (Xon) {} of the buffer for both.\n\n",
        h.cycles_per_us, h.packet_flits, h.buffer_flits, h.cfqs, h.cfqs, h.detect, h.stop, h.go
    );
    md += &super::verdict::section_md("seed 004", claims);
    if !hot.is_empty() {
        md += "# Part 1: seed 001 Table 1 (RECN enhanced)\n\n";
        md += &fb::time_table_md(hot, "SAQs / CFQs peak / mean / mean during", "detections / propagations / CAM full");
        md += "\n## SAQs (RECN) next to CFQs (FBICM), the same runs\n\nInput CAM lines in use: the most in the whole network at once, the most in one switch, the mean over the run and during the hot spot; notifications (RECN) / ADDs (FBICM) sent upstream.\n\n| case | scheme | most (network) | most (one switch) | mean | mean during hot spot | notifications / ADDs |\n|---|---|---|---|---|---|---|\n";
        for r in hot.iter().filter(|r| !r.case.sweep) {
            if let Some(c) = r.fbicm {
                md += &format!(
                    "| #{} | {} | {} | {} | {:.1} | {:.1} | {} |\n",
                    r.case.traffic,
                    fb::scheme_label(r.case.scheme),
                    r.cfqs_peak,
                    c.peak_active_lines,
                    r.cfqs_mean,
                    r.cfqs_mean_during,
                    c.adds_sent
                );
            }
        }
        md += &fb::sweep_tables_md(hot, &SCHEMES);
        md += &fb::ablation_table_md(hot);
    }
    if let Some(r0) = tree.first() {
        let t = &s.tree;
        let root = |x: &Option<(String, u32)>| x.as_ref().map_or("none".to_string(), |(n, o)| format!("{n} output {o}"));
        md += &format!(
            "\n# Part 2: a congestion tree moving downstream (bmin k=4 n=3)\n\nBackground {} flits/cycle per host, uniform. Phase A ({}-{} us): hosts {:?} send to each of {:?} at {} (their routes share the old root, {}). Phase B ({}-{} us): the same hosts send to {} at {} and to the others at {} (the victims), hosts {:?} at {} and {:?} at {} send to {} (new root: {}). Delivered / offered in flits/cycle (whole network); link busy: fraction of cycles with a flit.\n\n",
            t.background, t.a_start_us, t.b_start_us, t.sources, t.dests, t.rate_a, root(&r0.old_root), t.b_start_us, t.b_end_us, t.moved_to, t.hot_rate_b, t.victim_rate_b, t.remote, t.remote_rate, t.local, t.local_rate, t.moved_to, root(&r0.new_root)
        );
        md += "| scheme | phase | throughput | victims delivered / offered | to the new root | old root busy | new root busy | detections / propagations / notifications | lines mean / most | overlapping SAQs (most; samples) | SAQs at old root: for it / beyond it / inputs with both | held by in-order pointer (most) |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n";
        for r in tree {
            for p in &r.phases {
                let m = p.most.map_or(("".to_string(), "".to_string(), "".to_string()), |m| {
                    (format!("{}; {}", m.overlaps, p.overlap_samples), format!("{} / {} / {}", m.at_root, m.beyond_root, m.both_at_root), m.waiting.to_string())
                });
                let cam = if r.cam.is_some() { format!("{} / {} / {}", p.detections, p.propagations, p.notifications) } else { String::new() };
                let lines = if r.cam.is_some() { format!("{:.1} / {}", p.lines_mean, p.lines_peak) } else { String::new() };
                md += &format!(
                    "| {} | {} | {:.4} | {:.3} / {:.3} | {:.3} | {:.3} | {:.3} | {} | {} | {} | {} | {} |\n",
                    r.case.label(),
                    p.name,
                    p.throughput,
                    p.delivered["victim"],
                    p.offered["victim"],
                    p.delivered["hot-b"],
                    p.old_root_busy,
                    p.new_root_busy,
                    cam,
                    lines,
                    m.0,
                    m.1,
                    m.2
                );
            }
        }
        md += "\nVictim latency (average over the run, cycles from generation):";
        for r in tree {
            md += &format!(" {} {:.0};", r.case.label(), r.victim_latency);
        }
        md += "\n";
    }
    md += &rs::summary_md(sudden, &s.sudden, &s.hot);
    let runs = hot.iter().map(|r| (r.case.id.as_str(), &r.error)).chain(tree.iter().map(|r| (r.case.id.as_str(), &r.error))).chain(sudden.iter().map(|r| (r.case.id.as_str(), &r.error)));
    md += &fb::errors_md(runs);
    md
}
