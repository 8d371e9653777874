//! `switchgen experiment self-tuned`: seed 003 (Thottethodi et al., self-tuned congestion
//! control, §3-5) on the golden model, on the 4-ary 3-fly and on bmin k=4 n=3 (64 hosts each).
//!
//! Four parts, every run a separate case:
//! 1. **Load sweeps** (seed 003 Fig. 4, 6, 13-15): accepted throughput, latency from generation
//!    and the time a flit spends in the network's buffers against offered load, for uniform,
//!    complement and bit-reversal traffic, with no control, two static thresholds (A suits
//!    uniform, B the permutations, picked from part 2), self-tuned with a gather duration scaled
//!    to our 3-stage networks (g = 8), and self-tuned with the paper's g = 32.
//! 2. **Threshold scan** (the measurement behind Fig. 6's two thresholds): accepted throughput at
//!    the highest load against a static threshold, per pattern (left out by `--quick`).
//! 3. **Threshold over time** (Fig. 7): the tuning trace and the throughput of the highest-load
//!    runs (kept for every network and pattern).
//! 4. **Bursty load** (Fig. 8-9): low uniform load with high-load bursts of a different pattern
//!    each, every scheme; mean latency over the run (the paper's 2838 / 2571 / 161 cycles).
//!
//! Write-up and measured numbers: docs/experiments/self-tuned.md.

use crate::report::{panels_svg, ymax, Panel};
use serde::Serialize;
use std::collections::BTreeMap;
use switchgen_config::{Config, FlowCfg, PacketLen, Params, Pattern, QueueScheme, Response, RoutingAlgorithm, TopologyKind};
use switchgen_model::network::Network;
use switchgen_model::selftuned::TracePoint;
use switchgen_model::SwitchSim;

/// The two networks (64 hosts each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Net {
    /// 4-ary 3-fly: 48 switches of 4 x 4, one path per (source, destination), 192 buffers.
    Fly,
    /// bmin k=4 n=3: 48 switches of 8 ports, up to a common ancestor and down, 384 buffers.
    Bmin,
    /// The paper's network (seed 003 §5.1, issue 34): 16-ary 2-cube, 256 routers of 5 ports,
    /// minimal adaptive routing with escape VCs, 3 VCs, 3,840 VC buffers.
    Cube,
}

impl Net {
    pub const ALL: [Net; 3] = [Net::Fly, Net::Bmin, Net::Cube];

    pub fn id(self) -> &'static str {
        match self {
            Net::Fly => "fly",
            Net::Bmin => "bmin",
            Net::Cube => "cube",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Net::Fly => "4-ary 3-fly",
            Net::Bmin => "bmin k=4 n=3",
            Net::Cube => "16-ary 2-cube",
        }
    }

    /// All buffers: switches x ports input buffers (x VCs: the cube's VC buffers).
    pub fn all_buffers(self) -> u64 {
        match self {
            Net::Fly => 48 * 4,
            Net::Bmin => 48 * 8,
            Net::Cube => 256 * 5 * 3,
        }
    }

    /// Hosts.
    pub fn hosts(self) -> u32 {
        match self {
            Net::Cube => 256,
            _ => 64,
        }
    }

    /// The schemes compared on this network: At-Least-One needs VCs (the cube only); the cube
    /// runs self-tuning with the paper's g = 32 only (its own network, no rescaling).
    pub fn schemes(self) -> &'static [Scheme] {
        match self {
            Net::Cube => &[Scheme::None, Scheme::StaticA, Scheme::StaticB, Scheme::Alo, Scheme::TunedPaperG],
            _ => &[Scheme::None, Scheme::StaticA, Scheme::StaticB, Scheme::Tuned, Scheme::TunedPaperG],
        }
    }

    /// The static thresholds (A, B) in full buffers, picked from the threshold scan at load 1.0
    /// with g = 8 (docs/experiments/self-tuned.md): A suits uniform traffic (the lowest scanned
    /// threshold that keeps it within 1 % of its uncontrolled throughput), B suits the
    /// permutations (fly: the lowest scanned, since complement and bit-reversal lose nothing
    /// even at 4; bmin: the lowest that keeps bit-reversal within 1 %). The cube: the paper's
    /// two (seed 003 Fig. 6: 250 and 50 of 3,072 VC buffers, 8 % and 1.6 %) as the same
    /// fractions of our 3,840 (which count the injection ports' VC buffers too).
    pub fn statics(self) -> (u64, u64) {
        match self {
            Net::Fly => (24, 4),
            Net::Bmin => (12, 32),
            Net::Cube => (307, 61),
        }
    }
}

/// The congestion control of a case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Scheme {
    /// `hosts.response = "none"`: inject whenever the link has credits.
    None,
    /// `self_tuned` with `static_threshold` A (suits uniform) or B (suits the permutations) of
    /// [`Net::statics`].
    StaticA,
    StaticB,
    /// `self_tuned` with the gather duration of [`Setup::gather_cycles`].
    Tuned,
    /// `self_tuned` with the paper's g = 32 cycles ([`Setup::paper_gather_cycles`]).
    TunedPaperG,
    /// `self_tuned` with the static threshold of the case (the threshold scan).
    Static,
    /// At-Least-One (seed 003 §5.1; `hosts.response = "alo"`).
    Alo,
}

impl Scheme {
    /// The schemes of the load sweeps and the bursty runs, in table order.
    pub const COMPARED: [Scheme; 6] = [Scheme::None, Scheme::StaticA, Scheme::StaticB, Scheme::Alo, Scheme::Tuned, Scheme::TunedPaperG];

    pub fn id(self) -> &'static str {
        match self {
            Scheme::None => "none",
            Scheme::StaticA => "static-a",
            Scheme::StaticB => "static-b",
            Scheme::Tuned => "tuned",
            Scheme::TunedPaperG => "tuned-g32",
            Scheme::Static => "static",
            Scheme::Alo => "alo",
        }
    }

    pub fn label(self, net: Net, s: &Setup) -> String {
        let (a, b) = net.statics();
        match self {
            Scheme::None => "no control".into(),
            Scheme::StaticA => format!("static A = {a} (uniform)"),
            Scheme::StaticB => format!("static B = {b} (permutations)"),
            Scheme::Tuned => format!("self-tuned (g = {})", s.gather_cycles),
            Scheme::TunedPaperG => format!("self-tuned (g = {})", s.paper_gather_cycles),
            Scheme::Static => "static".into(),
            Scheme::Alo => "ALO (at least one)".into(),
        }
    }
}

/// The patterns of the sweeps.
pub const PATTERNS: [Pattern; 3] = [Pattern::Uniform, Pattern::Complement, Pattern::BitReversal];

pub fn pattern_id(p: Pattern) -> &'static str {
    match p {
        Pattern::Uniform => "uniform",
        Pattern::Complement => "complement",
        Pattern::BitReversal => "bit-reversal",
        Pattern::PerfectShuffle => "perfect-shuffle",
        Pattern::Transpose => "transpose",
        Pattern::Hotspot => "hotspot",
        Pattern::Flows => "flows",
    }
}

/// The destination of `src` under permutation `p` on `n` hosts (a power of two); `src` for
/// the random patterns.
pub fn permutation(p: Pattern, n: u32, src: u32) -> u32 {
    let bits = n.trailing_zeros();
    match p {
        Pattern::Complement => n - 1 - src,
        Pattern::BitReversal if bits > 0 => src.reverse_bits() >> (32 - bits),
        Pattern::PerfectShuffle if bits > 0 => ((src << 1) | (src >> (bits - 1))) & (n - 1),
        _ => src,
    }
}

/// One phase of the bursty load (seed 003 Fig. 8): cycles `from..to`, every host offering `rate`
/// flits/cycle under `pattern`.
#[derive(Debug, Clone, Serialize)]
pub struct BurstPhase {
    pub name: String,
    pub pattern: Pattern,
    pub rate: f64,
    pub from: u64,
    pub to: u64,
}

/// Experiment-wide settings.
#[derive(Debug, Clone, Serialize)]
pub struct Setup {
    /// Data packets of this many flits (fixed), switch input buffers of `buffer_flits` flits
    /// (virtual cut-through: a buffer holds whole packets), `voq_sw` queues.
    pub packet_flits: u32,
    pub buffer_flits: u32,
    pub queue_scheme: QueueScheme,
    /// The cube's packets, flits (seed 003 §5.1: 16; its VC buffers hold one packet each).
    pub cube_packet_flits: u32,
    /// Gather duration g of `tuned`, of `tuned-g32` (the paper's), and the tuning period
    /// (cycles; seed 003: 32 and 96).
    pub gather_cycles: u32,
    pub paper_gather_cycles: u32,
    pub tuning_cycles: u32,
    /// Offered loads of the sweeps, flits/host/cycle.
    pub loads: Vec<f64>,
    /// Sweep and scan runs: cycles, of which the first `sweep_warmup` are not measured.
    pub sweep_cycles: u64,
    pub sweep_warmup: u64,
    /// The threshold scan: load and static thresholds (empty: no scan).
    pub scan_load: f64,
    pub scan_thresholds: Vec<u64>,
    /// The bursty load: phases in order, covering `bursty_cycles` (all measured).
    pub phases: Vec<BurstPhase>,
    pub bursty_cycles: u64,
    /// Time-series windows, cycles.
    pub window_cycles: u64,
    pub bursty_window_cycles: u64,
    pub time_scale: f64,
    pub seed: u64,
}

impl Setup {
    /// The setup at `time_scale` (every duration scaled; sweeps at least 8,000 cycles with
    /// 3,000 of warm-up, so that the tuner has climbed before measuring); `quick`: loads 0.5
    /// and 1.0 only, no threshold scan.
    pub fn new(time_scale: f64, quick: bool) -> Setup {
        let sc = |c: u64, min: u64| ((c as f64 * time_scale) as u64).max(min);
        let bs = time_scale;
        let b = |c: u64| (c as f64 * bs) as u64;
        let (low, high) = (0.02, 0.8);
        let mut phases = vec![];
        let mut t = 0;
        for (name, pattern, rate, len) in [
            ("low", Pattern::Uniform, low, 3_000),
            ("burst1-uniform", Pattern::Uniform, high, 3_000),
            ("low", Pattern::Uniform, low, 12_000),
            ("burst2-complement", Pattern::Complement, high, 3_000),
            ("low", Pattern::Uniform, low, 12_000),
            ("burst3-bit-reversal", Pattern::BitReversal, high, 3_000),
            ("low", Pattern::Uniform, low, 12_000),
        ] {
            phases.push(BurstPhase { name: name.into(), pattern, rate, from: b(t), to: b(t + len) });
            t += len;
        }
        Setup {
            packet_flits: 4,
            buffer_flits: 8,
            cube_packet_flits: 16,
            queue_scheme: QueueScheme::VoqSw,
            gather_cycles: 8,
            paper_gather_cycles: 32,
            tuning_cycles: 96,
            loads: if quick { vec![0.5, 1.0] } else { vec![0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0] },
            sweep_cycles: sc(30_000, 8_000),
            sweep_warmup: sc(10_000, 3_000),
            scan_load: 1.0,
            scan_thresholds: if quick { vec![] } else { vec![4, 8, 12, 16, 20, 24, 28, 32, 40, 48, 64, 96, 128] },
            bursty_cycles: b(t),
            phases,
            window_cycles: 500,
            bursty_window_cycles: ((250.0 * bs) as u64).max(25),
            time_scale,
            seed: 1,
        }
    }

    /// The highest offered load of the sweeps.
    pub fn top_load(&self) -> f64 {
        self.loads.iter().copied().fold(0.0, f64::max)
    }
}

/// What a case runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Sweep,
    Scan,
    Bursty,
}

/// One run.
#[derive(Debug, Clone, Serialize)]
pub struct Case {
    /// `sweep-fly-uniform-tuned-100` (load in percent), `scan-bmin-complement-t020`,
    /// `bursty-fly-none`.
    pub id: String,
    pub kind: Kind,
    pub net: Net,
    pub scheme: Scheme,
    /// None for the bursty runs.
    pub pattern: Option<Pattern>,
    /// Offered load, flits/host/cycle (the bursty runs: the mean over the run).
    pub load: f64,
    /// The static threshold in force, full buffers.
    pub threshold: Option<u64>,
}

/// Every case: sweeps, scans, bursty runs.
pub fn cases(s: &Setup) -> Vec<Case> {
    let mut v = vec![];
    for net in Net::ALL {
        let (a, b) = net.statics();
        let thr = |q: Scheme| match q {
            Scheme::StaticA => Some(a),
            Scheme::StaticB => Some(b),
            _ => None,
        };
        for pat in PATTERNS {
            for &q in net.schemes() {
                for &load in &s.loads {
                    let id = format!("sweep-{}-{}-{}-{:03}", net.id(), pattern_id(pat), q.id(), (load * 100.0).round() as u32);
                    v.push(Case { id, kind: Kind::Sweep, net, scheme: q, pattern: Some(pat), load, threshold: thr(q) });
                }
            }
            // the scan picked the MINs' static thresholds; the cube takes the paper's
            for &t in s.scan_thresholds.iter().filter(|_| net != Net::Cube) {
                let id = format!("scan-{}-{}-t{t:03}", net.id(), pattern_id(pat));
                v.push(Case { id, kind: Kind::Scan, net, scheme: Scheme::Static, pattern: Some(pat), load: s.scan_load, threshold: Some(t) });
            }
        }
        let mean = s.phases.iter().map(|p| p.rate * (p.to - p.from) as f64).sum::<f64>() / s.bursty_cycles.max(1) as f64;
        for &q in net.schemes() {
            v.push(Case { id: format!("bursty-{}-{}", net.id(), q.id()), kind: Kind::Bursty, net, scheme: q, pattern: None, load: mean, threshold: thr(q) });
        }
    }
    v
}

/// The flows of the bursty load on `hosts` hosts, one class per phase name: a uniform phase is
/// a flow from every host to every other at rate / (hosts - 1) (on more than 64 hosts to 48
/// others spread evenly round the host numbers, at rate / 48: 256 x 255 flows per phase would
/// pass `traffic.flows`' limit), a permutation phase one flow per host (hosts that the
/// permutation maps to themselves stay idle).
pub fn burst_flows(s: &Setup, hosts: u32) -> Vec<FlowCfg> {
    let mut v = vec![];
    for ph in &s.phases {
        let flow = |src: u32, dst: u32, rate: f64| FlowCfg { src, dst, class: ph.name.clone(), start_cycle: ph.from, end_cycle: Some(ph.to), rate: Some(rate), on_off: None, ipd: 0 };
        for src in 0..hosts {
            if ph.pattern == Pattern::Uniform {
                let k = if hosts <= 64 { hosts - 1 } else { 48 };
                v.extend((0..k).map(|j| flow(src, (src + 1 + j * (hosts - 1) / k) % hosts, ph.rate / k as f64)));
            } else {
                let d = permutation(ph.pattern, hosts, src);
                if d != src {
                    v.push(flow(src, d, ph.rate));
                }
            }
        }
    }
    v
}

/// The configuration of a case (before the user's overrides).
pub fn config(c: &Case, s: &Setup) -> Config {
    let mut cfg = Config::default();
    cfg.topology.kind = match c.net {
        Net::Fly => TopologyKind::KaryNfly,
        Net::Bmin => TopologyKind::Bmin,
        Net::Cube => TopologyKind::Torus,
    };
    cfg.topology.k = 4;
    cfg.topology.n = 3;
    cfg.switch.queue_scheme = s.queue_scheme;
    cfg.switch.buffer_flits = s.buffer_flits;
    cfg.switch.max_packet_flits = s.packet_flits;
    if c.net == Net::Cube {
        // seed 003 §5.1: 16-ary 2-cube, 3 VCs, adaptive routing with deadlock avoidance by
        // escape VCs, 16-flit packets; VC buffers of one packet (the paper's 8-flit edge
        // buffers are below a packet: virtual cut-through needs 16, docs/experiments/self-tuned.md)
        cfg.topology.k = 16;
        cfg.topology.n = 2;
        cfg.routing.algorithm = RoutingAlgorithm::Adaptive;
        cfg.switch.queue_scheme = QueueScheme::Fifo;
        cfg.switch.vcs = 3;
        cfg.switch.buffer_flits = 3 * s.cube_packet_flits;
        cfg.switch.max_packet_flits = s.cube_packet_flits;
    }
    let len = cfg.switch.max_packet_flits;
    cfg.traffic.packet_flits = PacketLen { min: len, max: len };
    cfg.traffic.seed = s.seed;
    cfg.hosts.acks = false;
    if c.scheme == Scheme::Alo {
        cfg.hosts.response = Response::Alo;
    } else if c.scheme != Scheme::None {
        cfg.hosts.response = Response::SelfTuned;
        let st = &mut cfg.hosts.self_tuned;
        st.gather_cycles = if c.scheme == Scheme::TunedPaperG { s.paper_gather_cycles } else { s.gather_cycles };
        st.tuning_cycles = s.tuning_cycles;
        st.static_threshold = c.threshold;
    }
    match c.kind {
        Kind::Sweep | Kind::Scan => {
            cfg.traffic.pattern = c.pattern.unwrap_or(Pattern::Uniform);
            cfg.traffic.rate = c.load;
            cfg.sim.cycles = s.sweep_cycles;
            cfg.sim.warmup_cycles = s.sweep_warmup;
            cfg.sim.window_cycles = s.window_cycles;
        }
        Kind::Bursty => {
            cfg.traffic.pattern = Pattern::Flows;
            cfg.traffic.flows = burst_flows(s, c.net.hosts());
            cfg.sim.cycles = s.bursty_cycles;
            cfg.sim.warmup_cycles = 0;
            cfg.sim.window_cycles = s.bursty_window_cycles;
        }
    }
    cfg
}

/// One time-series window.
#[derive(Debug, Clone, Serialize)]
pub struct Point {
    pub cycle: u64,
    /// Offered and accepted, flits/host/cycle.
    pub offered: f64,
    pub throughput: f64,
    /// Mean latency (from generation) of the packets delivered in the window, cycles.
    pub latency: f64,
    /// Mean full buffers and mean flits in switch input buffers over the window.
    pub full: f64,
    pub buffered: f64,
    /// Fraction of the window's cycles in which the hosts held new packets (self-tuned only).
    pub throttled: f64,
}

/// What a case measured (over the measurement window: after the warm-up).
#[derive(Debug, Clone, Serialize)]
pub struct CaseResult {
    pub case: Case,
    pub cycles: u64,
    /// Offered and accepted load, flits/host/cycle.
    pub offered: f64,
    pub throughput: f64,
    /// Latency from generation (source queueing included), cycles.
    pub latency_avg: f64,
    /// Network latency, from injection (the header leaves the source) to delivery, cycles: the
    /// latency seed 003's figures plot (its packets wait at the source outside the network).
    pub network_latency: f64,
    pub latency_p99: f64,
    /// Cycles a flit spends in the switches' input buffers on average, by Little's law: mean
    /// flits buffered in the network / flits delivered per cycle. The latency inside the
    /// network, without the time waiting at the source.
    pub network_time: f64,
    /// Mean flits in switch input buffers and mean full buffers, over the window.
    pub buffered_mean: f64,
    pub full_mean: f64,
    pub generated_packets: u64,
    pub delivered_packets: u64,
    /// Data packets generated and not delivered at the end (waiting at sources or in the network).
    pub in_flight_packets: u64,
    /// Self-tuned: fraction of measured cycles the hosts throttled; threshold mean over the
    /// measured tuning periods, at the end, lowest and highest there; decisions by kind.
    pub throttled_fraction: Option<f64>,
    pub threshold_mean: Option<f64>,
    pub threshold_final: Option<u64>,
    pub threshold_min: Option<u64>,
    pub threshold_max: Option<u64>,
    pub decisions: BTreeMap<String, u64>,
    /// ALO: of the injection opportunities in the measurement window (a host free to start a
    /// data packet and holding one), the fraction At-Least-One refused, and their number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alo_held_fraction: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alo_asked: Option<u64>,
    /// Bursty runs and the highest-load sweeps: the threshold trace (one point per tuning
    /// period) and the time series.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub trace: Vec<TracePoint>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub series: Vec<Point>,
    pub wall_seconds: f64,
    pub error: Option<String>,
}

impl CaseResult {
    pub fn ok(&self) -> bool {
        self.error.is_none()
    }
}

/// Runs a case on the golden model.
pub fn run(c: &Case, p: &Params, s: &Setup, tick: &dyn Fn(u64)) -> CaseResult {
    let t0 = std::time::Instant::now();
    let warm = p.cfg.sim.warmup_cycles;
    let cycles = p.cfg.sim.cycles;
    let win = p.cfg.sim.window_cycles;
    let nwin = cycles.div_ceil(win) as usize;
    let ports = p.topology.ports as usize;
    // per window: buffered flits, full buffers, throttled cycles (sums over cycles)
    let (mut w_buf, mut w_full, mut w_thr) = (vec![0u64; nwin], vec![0u64; nwin], vec![0u64; nwin]);
    let (mut buf, mut full, mut measured, mut thr) = (0u64, 0u64, 0u64, 0u64);
    let mut throttled_before = 0;
    let mut alo_warm = (0u64, 0u64);
    let mut net = Network::model(p);
    let error = super::step_until(&mut net, cycles, tick, |net| {
        let cyc = net.cycle - 1;
        let (mut b, mut f) = (0u64, 0u64);
        for sw in &net.switches {
            b += (0..ports).map(|i| sw.occupancy(i) as u64).sum::<u64>();
            f += sw.full_buffers() as u64;
        }
        let now = net.hosts.self_tuned().map_or(0, |st| st.throttled_cycles);
        let t = now - throttled_before;
        throttled_before = now;
        let k = (cyc / win) as usize;
        w_buf[k] += b;
        w_full[k] += f;
        w_thr[k] += t;
        if cyc + 1 == warm {
            alo_warm = net.hosts.alo_counts().unwrap_or_default();
        }
        if cyc >= warm {
            buf += b;
            full += f;
            thr += t;
            measured += 1;
        }
    });
    let r = net.hosts.stats().results();
    let hosts = p.hosts as f64;
    let m = measured.max(1) as f64;
    let buffered_mean = buf as f64 / m;
    let network_time = if r.throughput > 0.0 { buffered_mean / (r.throughput * hosts) } else { 0.0 };
    let st = net.hosts.self_tuned();
    let periods: Vec<&TracePoint> = st.map(|st| st.trace.iter().filter(|x| x.cycle > warm).collect()).unwrap_or_default();
    let mut decisions = BTreeMap::new();
    for x in &periods {
        let name = switchgen_config::key_name(x.decision);
        *decisions.entry(name).or_insert(0) += 1;
    }
    let keep = c.kind == Kind::Bursty || (c.kind == Kind::Sweep && c.load >= s.top_load());
    let series = if keep {
        r.series
            .iter()
            .take(nwin)
            .enumerate()
            .map(|(k, w)| {
                let len = (cycles.min(w.start_cycle + win) - w.start_cycle).max(1) as f64;
                Point {
                    cycle: w.start_cycle,
                    offered: w.offered,
                    throughput: w.throughput,
                    latency: w.latency_avg,
                    full: w_full[k] as f64 / len,
                    buffered: w_buf[k] as f64 / len,
                    throttled: w_thr[k] as f64 / len,
                }
            })
            .collect()
    } else {
        vec![]
    };
    CaseResult {
        case: c.clone(),
        cycles: net.cycle,
        offered: r.offered,
        throughput: r.throughput,
        latency_avg: r.latency.avg,
        network_latency: r.network_latency_avg,
        latency_p99: r.latency.p99,
        network_time,
        buffered_mean,
        full_mean: full as f64 / m,
        generated_packets: r.generated_packets,
        delivered_packets: r.delivered_packets,
        in_flight_packets: r.in_flight_packets,
        throttled_fraction: st.map(|_| thr as f64 / m),
        alo_held_fraction: net.hosts.alo_counts().map(|(a, h)| (h - alo_warm.1) as f64 / (a - alo_warm.0).max(1) as f64),
        alo_asked: net.hosts.alo_counts().map(|(a, _)| a - alo_warm.0),
        threshold_mean: st.filter(|_| !periods.is_empty()).map(|_| periods.iter().map(|x| x.threshold as f64).sum::<f64>() / periods.len() as f64),
        threshold_final: st.map(|st| st.tuner.threshold),
        threshold_min: periods.iter().map(|x| x.threshold).min(),
        threshold_max: periods.iter().map(|x| x.threshold).max(),
        decisions,
        trace: if keep { st.map(|st| st.trace.clone()).unwrap_or_default() } else { vec![] },
        series,
        wall_seconds: t0.elapsed().as_secs_f64(),
        error,
    }
}

/// Results in table order: kind, network, pattern, scheme, load / threshold.
pub fn sort(results: &mut [CaseResult]) {
    let key = |r: &CaseResult| {
        let c = &r.case;
        (
            c.kind as u8,
            c.net as u8,
            c.pattern.map_or(9, |p| PATTERNS.iter().position(|&x| x == p).unwrap_or(9)),
            Scheme::COMPARED.iter().position(|&x| x == c.scheme).unwrap_or(9),
            (c.load * 1000.0).round() as u64,
            c.threshold.unwrap_or(0),
        )
    };
    results.sort_by_key(key);
}

fn sweep(rs: &[CaseResult], net: Net, pat: Pattern, q: Scheme) -> Vec<&CaseResult> {
    rs.iter().filter(|r| r.case.kind == Kind::Sweep && r.case.net == net && r.case.pattern == Some(pat) && r.case.scheme == q).collect()
}

/// Per network and pattern: throughput, latency (log10) and time in the network against load.
pub fn load_svgs(rs: &[CaseResult], s: &Setup) -> anyhow::Result<Vec<(String, String)>> {
    let mut out = vec![];
    for net in Net::ALL {
        for pat in PATTERNS {
            let line = |f: &dyn Fn(&CaseResult) -> f64| -> Vec<(String, Vec<(f64, f64)>)> {
                net.schemes()
                    .iter()
                    .map(|&q| (q.label(net, s), sweep(rs, net, pat, q).iter().filter(|r| r.ok()).map(|r| (r.case.load, f(r))).collect::<Vec<_>>()))
                    .filter(|x| !x.1.is_empty())
                    .collect()
            };
            let thr = line(&|r| r.throughput);
            if thr.is_empty() {
                continue;
            }
            let lat = line(&|r| r.latency_avg.max(1.0).log10());
            let nt = line(&|r| r.network_time);
            let panels = vec![
                Panel { x_label: "offered load (flits/host/cycle)".into(), y_label: "accepted (flits/host/cycle)".into(), y_max: ymax(&thr), series: thr },
                Panel { x_label: "offered load (flits/host/cycle)".into(), y_label: "log10 latency from generation (cycles)".into(), y_max: ymax(&lat), series: lat },
                Panel { x_label: "offered load (flits/host/cycle)".into(), y_label: "time in network buffers (cycles/flit)".into(), y_max: ymax(&nt), series: nt },
            ];
            let title = format!("{}, {}: seed 003 Fig. 4 / 6 / 13-15", net.label(), pattern_id(pat));
            out.push((format!("load-{}-{}.svg", net.id(), pattern_id(pat)), panels_svg(&title, &panels)?));
        }
    }
    Ok(out)
}

/// The threshold scan (Fig. 6): accepted throughput at the scan load against the static
/// threshold, as a fraction of no control's at the same load, one line per pattern.
pub fn scan_svg(rs: &[CaseResult], s: &Setup) -> anyhow::Result<Option<String>> {
    let mut panels = vec![];
    for net in Net::ALL {
        let series: Vec<(String, Vec<(f64, f64)>)> = PATTERNS
            .iter()
            .map(|&pat| {
                let none = sweep(rs, net, pat, Scheme::None).iter().find(|r| (r.case.load - s.scan_load).abs() < 1e-9).map_or(0.0, |r| r.throughput);
                let pts = rs
                    .iter()
                    .filter(|r| r.case.kind == Kind::Scan && r.case.net == net && r.case.pattern == Some(pat) && r.ok() && none > 0.0)
                    .map(|r| (r.case.threshold.unwrap_or(0) as f64, r.throughput / none))
                    .collect();
                (pattern_id(pat).to_string(), pts)
            })
            .filter(|x: &(String, Vec<(f64, f64)>)| !x.1.is_empty())
            .collect();
        if !series.is_empty() {
            let (a, b) = net.statics();
            panels.push(Panel {
                x_label: format!("static threshold, full buffers of {} (A = {a}, B = {b})", net.all_buffers()),
                y_label: format!("{}: accepted / no control's", net.label()),
                y_max: 1.1,
                series,
            });
        }
    }
    if panels.is_empty() {
        return Ok(None);
    }
    Ok(Some(panels_svg(&format!("Static threshold scan at load {} (seed 003 Fig. 6)", s.scan_load), &panels)?))
}

/// Threshold and throughput over time of the highest-load runs (Fig. 7), per network and pattern.
pub fn trace_svgs(rs: &[CaseResult], s: &Setup) -> anyhow::Result<Vec<(String, String)>> {
    let mut out = vec![];
    let top = s.top_load();
    for net in Net::ALL {
        let hosts = net.hosts() as f64;
        for pat in PATTERNS {
            let at_top = |q: Scheme| sweep(rs, net, pat, q).into_iter().find(|r| r.case.load >= top && r.ok());
            let tuned: Vec<&CaseResult> = [Scheme::Tuned, Scheme::TunedPaperG].iter().filter_map(|&q| at_top(q)).collect();
            if tuned.is_empty() {
                continue;
            }
            let thr: Vec<_> = tuned.iter().map(|r| (r.case.scheme.label(net, s), r.trace.iter().map(|x| (x.cycle as f64, x.threshold as f64)).collect())).collect();
            let full: Vec<_> = tuned.iter().map(|r| (r.case.scheme.label(net, s), r.trace.iter().map(|x| (x.cycle as f64, x.full as f64)).collect())).collect();
            let per_period: Vec<_> = tuned
                .iter()
                .map(|r| (r.case.scheme.label(net, s), r.trace.iter().map(|x| (x.cycle as f64, x.delivered as f64 / hosts / s.tuning_cycles as f64)).collect()))
                .collect();
            let tput: Vec<_> = net.schemes().iter().filter_map(|&q| at_top(q)).map(|r| (r.case.scheme.label(net, s), r.series.iter().map(|w| (w.cycle as f64, w.throughput)).collect())).collect();
            let panels = vec![
                Panel { x_label: "cycle".into(), y_label: "threshold (full buffers)".into(), y_max: ymax(&thr), series: thr },
                Panel { x_label: "cycle".into(), y_label: "full buffers (tuning-period mean)".into(), y_max: ymax(&full), series: full },
                Panel { x_label: "cycle".into(), y_label: "delivered per tuning period (flits/host/cycle)".into(), y_max: ymax(&per_period), series: per_period },
                Panel { x_label: "cycle".into(), y_label: format!("accepted, {}-cycle windows (flits/host/cycle)", s.window_cycles), y_max: ymax(&tput), series: tput },
            ];
            let title = format!("{}, {} at load {top}: threshold and throughput over time (seed 003 Fig. 7)", net.label(), pattern_id(pat));
            out.push((format!("trace-{}-{}.svg", net.id(), pattern_id(pat)), panels_svg(&title, &panels)?));
        }
    }
    Ok(out)
}

fn bursty(rs: &[CaseResult], net: Net) -> Vec<&CaseResult> {
    rs.iter().filter(|r| r.case.kind == Kind::Bursty && r.case.net == net).collect()
}

/// The bursty load (Fig. 8-9), per network: offered and delivered over time per scheme, the
/// self-tuned thresholds, and the flits in the network's buffers.
pub fn bursty_svgs(rs: &[CaseResult], s: &Setup) -> anyhow::Result<Vec<(String, String)>> {
    let mut out = vec![];
    for net in Net::ALL {
        let runs = bursty(rs, net);
        if runs.is_empty() {
            continue;
        }
        let mut tput: Vec<(String, Vec<(f64, f64)>)> = vec![];
        if let Some(r) = runs.iter().find(|r| r.case.scheme == Scheme::None) {
            tput.push(("offered".into(), r.series.iter().map(|w| (w.cycle as f64, w.offered)).collect()));
        }
        tput.extend(runs.iter().map(|r| (r.case.scheme.label(net, s), r.series.iter().map(|w| (w.cycle as f64, w.throughput)).collect())));
        let thr: Vec<_> = runs.iter().filter(|r| !r.trace.is_empty()).map(|r| (r.case.scheme.label(net, s), r.trace.iter().map(|x| (x.cycle as f64, x.threshold as f64)).collect())).collect();
        let buf: Vec<_> = runs.iter().map(|r| (r.case.scheme.label(net, s), r.series.iter().map(|w| (w.cycle as f64, w.buffered)).collect())).collect();
        let bursts: Vec<String> = s.phases.iter().filter(|p| p.rate > 0.05).map(|p| format!("{} {}-{}", pattern_id(p.pattern), p.from, p.to)).collect();
        let panels = vec![
            Panel { x_label: "cycle".into(), y_label: "offered / delivered (flits/host/cycle)".into(), y_max: ymax(&tput), series: tput },
            Panel { x_label: "cycle".into(), y_label: "threshold (full buffers)".into(), y_max: ymax(&thr), series: thr },
            Panel { x_label: "cycle".into(), y_label: "flits in switch buffers".into(), y_max: ymax(&buf), series: buf },
        ];
        let title = format!("{}, bursty load (seed 003 Fig. 8-9): bursts {}", net.label(), bursts.join(", "));
        out.push((format!("bursty-{}.svg", net.id()), panels_svg(&title, &panels)?));
    }
    Ok(out)
}

fn opt(x: Option<f64>, prec: usize) -> String {
    x.map_or("-".into(), |v| format!("{v:.prec$}"))
}

/// The markdown summary.
pub fn summary_md(rs: &[CaseResult], s: &Setup, command: &str) -> String {
    let mut md = format!(
        "# self-tuned: seed 003 (self-tuned congestion control) on the golden model\n\nCommand: `{command}`\n\n\
         Setup: `{}` switches with {}-flit input buffers, {}-flit packets, no ACKs; sweeps of {} cycles ({} warm-up, not measured) at loads {:?} flits/host/cycle; self-tuned with g = {} (and the paper's g = {}), tuning period {} cycles, +1 % / -4 % of all buffers (fly: +2 / -8 of 192, bmin: +4 / -15 of 384). Static thresholds (full buffers): {}. Network time: cycles a flit spends in switch buffers (Little's law).\n\n",
        switchgen_generator::scheme_name(s.queue_scheme),
        s.buffer_flits,
        s.packet_flits,
        s.sweep_cycles,
        s.sweep_warmup,
        s.loads,
        s.gather_cycles,
        s.paper_gather_cycles,
        s.tuning_cycles,
        Net::ALL.iter().map(|n| format!("{} A = {}, B = {}", n.label(), n.statics().0, n.statics().1)).collect::<Vec<_>>().join("; ")
    );
    let top = s.top_load();
    md += &format!("## At the highest load ({top}): accepted / no control's peak, network time, latency from generation\n\n");
    md += "| network | pattern | no control peak (at load) | scheme | accepted | / peak | network time | latency from generation | latency from injection | throttled | threshold mean (min-max) |\n|---|---|---|---|---|---|---|---|---|---|---|\n";
    for net in Net::ALL {
        for pat in PATTERNS {
            let none = sweep(rs, net, pat, Scheme::None);
            let Some(pk) = none.iter().max_by(|a, b| a.throughput.total_cmp(&b.throughput)) else { continue };
            for &q in net.schemes() {
                if let Some(r) = sweep(rs, net, pat, q).into_iter().find(|r| r.case.load >= top) {
                    let range = match (r.threshold_min, r.threshold_max) {
                        (Some(a), Some(b)) => format!(" ({a}-{b})"),
                        _ => String::new(),
                    };
                    md += &format!(
                        "| {} | {} | {:.3} ({}) | {} | {:.3} | {:.2} | {:.1} | {:.0} | {:.0} | {} | {}{} |\n",
                        net.label(),
                        pattern_id(pat),
                        pk.throughput,
                        pk.case.load,
                        q.label(net, s),
                        r.throughput,
                        r.throughput / pk.throughput.max(1e-9),
                        r.network_time,
                        r.latency_avg,
                        r.network_latency,
                        opt(r.throttled_fraction, 2),
                        opt(r.threshold_mean, 1),
                        range
                    );
                }
            }
        }
    }
    md += "\n## Load sweeps: accepted (flits/host/cycle) / network time (cycles) / mean full buffers / latency from injection (cycles)\n\n";
    for net in Net::ALL {
        for pat in PATTERNS {
            if sweep(rs, net, pat, Scheme::None).is_empty() {
                continue;
            }
            md += &format!("### {}, {}\n\n| load |", net.label(), pattern_id(pat));
            for &q in net.schemes() {
                md += &format!(" {} |", q.label(net, s));
            }
            md += "\n|---|";
            md += &"---|".repeat(net.schemes().len());
            md += "\n";
            for &load in &s.loads {
                md += &format!("| {load} |");
                for &q in net.schemes() {
                    md += &match sweep(rs, net, pat, q).into_iter().find(|r| (r.case.load - load).abs() < 1e-9) {
                        Some(r) => format!(" {:.3} / {:.1} / {:.1} / {:.0} |", r.throughput, r.network_time, r.full_mean, r.network_latency),
                        None => " |".into(),
                    };
                }
                md += "\n";
            }
            md += "\n";
        }
    }
    if rs.iter().any(|r| r.case.kind == Kind::Scan) {
        md += &format!("## Static threshold scan at load {} (accepted flits/host/cycle; seed 003 Fig. 6)\n\n", s.scan_load);
        for net in Net::ALL.into_iter().filter(|&n| rs.iter().any(|r| r.case.kind == Kind::Scan && r.case.net == n)) {
            md += &format!("### {} ({} buffers)\n\n| threshold |", net.label(), net.all_buffers());
            for pat in PATTERNS {
                md += &format!(" {} |", pattern_id(pat));
            }
            md += "\n|---|---|---|---|\n";
            for &t in &s.scan_thresholds {
                md += &format!("| {t} |");
                for pat in PATTERNS {
                    let r = rs.iter().find(|r| r.case.kind == Kind::Scan && r.case.net == net && r.case.pattern == Some(pat) && r.case.threshold == Some(t));
                    md += &r.map_or(" |".into(), |r| format!(" {:.3} |", r.throughput));
                }
                md += "\n";
            }
            md += "| no control |";
            for pat in PATTERNS {
                let r = sweep(rs, net, pat, Scheme::None).into_iter().find(|r| (r.case.load - s.scan_load).abs() < 1e-9);
                md += &r.map_or(" |".into(), |r| format!(" {:.3} |", r.throughput));
            }
            md += "\n\n";
        }
    }
    if rs.iter().any(|r| r.case.kind == Kind::Bursty) {
        md += "## Bursty load (seed 003 Fig. 8-9)\n\nPhases: ";
        md += &s.phases.iter().map(|p| format!("{} {}-{} at {}", p.name, p.from, p.to, p.rate)).collect::<Vec<_>>().join("; ");
        md += ".\n\n| network | scheme | mean latency (from generation) | p99 | latency from injection | network time | delivered packets | left at the end | throttled | threshold mean (min-max) |\n|---|---|---|---|---|---|---|---|---|---|\n";
        for net in Net::ALL {
            for r in bursty(rs, net) {
                let range = match (r.threshold_min, r.threshold_max) {
                    (Some(a), Some(b)) => format!(" ({a}-{b})"),
                    _ => String::new(),
                };
                md += &format!(
                    "| {} | {} | {:.0} | {:.0} | {:.0} | {:.1} | {} | {} | {} | {}{} |\n",
                    net.label(),
                    r.case.scheme.label(net, s),
                    r.latency_avg,
                    r.latency_p99,
                    r.network_latency,
                    r.network_time,
                    r.delivered_packets,
                    r.in_flight_packets,
                    opt(r.throttled_fraction, 3),
                    opt(r.threshold_mean, 1),
                    range
                );
            }
        }
        md += "\nPaper (16-ary 2-cube, deadlock recovery): mean latency 2838 (Base), 2571 (ALO), 161 (Tune) cycles.\n";
    }
    md += &super::fbicm_bmin::errors_md(rs.iter().map(|r| (r.case.id.as_str(), &r.error)));
    md
}
