//! The space of legal configurations: every bound [`crate::Params::new`] checks, as named ranges
//! and functions that both the validation and the constrained-random generator of `switchgen
//! soak` ([`draw_switch`], [`draw_case`]) use, so the soak never draws a configuration `Params`
//! refuses and reaches every bound it accepts (issue 32 item 2).
//!
//! Keys whose legal domain depends on other keys (a buffer of at least one maximum packet, a flit
//! at least as wide as this network's header, a `go_threshold` below the `stop_threshold` in
//! whole flits, a backward channel of at most 64 bits, bit permutations on power-of-two host
//! counts) are drawn from the range here and then checked by [`crate::Params::new`] itself: a
//! refused draw is drawn again, never repaired by hand, so there is no second copy of a rule.

use crate::keys::*;
use crate::{ConfigError, Params, MAX_HOSTS, MAX_VOQ_NET_HOSTS};
use std::ops::RangeInclusive;

/// `topology.ports` of a `single` network.
pub const SINGLE_PORTS: RangeInclusive<u32> = 2..=32;
/// `topology.ports` of `two_switch` (ports - 1 hosts per switch, one port for the link).
pub const TWO_SWITCH_PORTS: RangeInclusive<u32> = 3..=32;
/// `topology.k`: radix of a k-ary n-fly / k-ary n-tree.
pub const RADIX: RangeInclusive<u32> = 2..=16;
/// `topology.n`: stages.
pub const STAGES: RangeInclusive<u32> = 1..=8;
/// `topology.n` of `mesh` / `torus`: dimensions.
pub const CUBE_DIMS: RangeInclusive<u32> = 1..=3;
/// `topology.concentration` of `mesh` / `torus`: hosts per router.
pub const CONCENTRATION: RangeInclusive<u32> = 1..=8;
/// `switch.max_packet_flits`, flits.
pub const MAX_PACKET_FLITS: RangeInclusive<u32> = 1..=64;
/// Largest `switch.buffer_flits`, flits per input port (the smallest is `max_packet_flits`).
pub const MAX_BUFFER_FLITS: u32 = 8192;
/// Widest `switch.flit_bits`, bits (the narrowest is the network's header, [`crate::Header`]).
pub const MAX_FLIT_BITS: u32 = 512;
/// `link.credit_delay`, cycles.
pub const CREDIT_DELAY: RangeInclusive<u32> = 1..=16;
/// `hosts.window`, packets outstanding per flow.
pub const WINDOW: RangeInclusive<u32> = 1..=1024;
/// `switch.cfqs` (sizes the FBICM report whatever the scheme).
pub const CFQS: RangeInclusive<u32> = 1..=32;
/// `switch.cfqs` with `queue_scheme = "fbicm"`: the backward channel carries 2 bits per CAM line.
pub const FBICM_CFQS: RangeInclusive<u32> = 1..=16;
/// `switch.saqs`.
pub const SAQS: RangeInclusive<u32> = 1..=16;
/// `switch.opm.threshold` and the value of an `opm` write: the 4-bit threshold register.
pub const OPM_REGISTER: RangeInclusive<u32> = 0..=15;

/// `buffer_flits` for a given `max_packet_flits`: at least one whole packet (virtual cut-through).
pub fn buffer_flits(max_packet_flits: u32) -> RangeInclusive<u32> {
    max_packet_flits..=MAX_BUFFER_FLITS
}

/// The marking policies `queue_scheme` accepts: `naive` counts packets per queue, which FBICM and
/// RECN cannot (they move packets between queues).
pub fn markings(scheme: QueueScheme) -> &'static [Marking] {
    match scheme {
        QueueScheme::Fbicm | QueueScheme::Recn => &[Marking::None, Marking::Ipm, Marking::Opm, Marking::Mvpm],
        _ => &[Marking::None, Marking::Naive, Marking::Ipm, Marking::Opm, Marking::Mvpm],
    }
}

/// Whether `scheme` is legal for a network of `hosts` hosts (`voq_net`: one queue per host).
pub fn scheme_fits(scheme: QueueScheme, hosts: u32) -> bool {
    scheme != QueueScheme::VoqNet || hosts <= MAX_VOQ_NET_HOSTS
}

/// Every queue scheme, in docs/CONFIG.md's order.
pub const QUEUE_SCHEMES: [QueueScheme; 5] = [QueueScheme::Fifo, QueueScheme::VoqSw, QueueScheme::VoqNet, QueueScheme::Fbicm, QueueScheme::Recn];
/// Every marking policy.
pub const MARKINGS: [Marking; 5] = [Marking::None, Marking::Naive, Marking::Ipm, Marking::Opm, Marking::Mvpm];
/// Every topology kind.
pub const TOPOLOGY_KINDS: [TopologyKind; 6] = [TopologyKind::Single, TopologyKind::TwoSwitch, TopologyKind::KaryNfly, TopologyKind::Bmin, TopologyKind::Mesh, TopologyKind::Torus];
/// Every hosts' response.
pub const RESPONSES: [Response; 9] =
    [Response::None, Response::Window, Response::Aimd, Response::Fimd, Response::Lipd, Response::Mvcm, Response::IbCct, Response::SelfTuned, Response::Alo];
/// Every traffic pattern.
pub const PATTERNS: [Pattern; 7] = [Pattern::Uniform, Pattern::Hotspot, Pattern::BitReversal, Pattern::PerfectShuffle, Pattern::Complement, Pattern::Transpose, Pattern::Flows];

/// One network shape: what `topology.*` describes, with its hosts, ports and switches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Shape {
    pub kind: TopologyKind,
    /// `topology.k` / `topology.n` (`kary_nfly`, `bmin`; the defaults otherwise).
    pub k: u32,
    pub n: u32,
    /// `topology.ports` (`single`, `two_switch`; the default otherwise).
    pub ports_key: u32,
    /// `topology.concentration`: hosts per router (`mesh`, `torus`; 1 otherwise).
    pub concentration: u32,
    pub hosts: u32,
    /// Ports P of every switch.
    pub ports: u32,
    pub switches: u32,
}

/// Hosts, switch ports and switches of a topology, or None when [`crate::Params::new`] refuses
/// its size (the ranges above and [`MAX_HOSTS`]).
pub fn shape(kind: TopologyKind, k: u32, n: u32, ports: u32) -> Option<Shape> {
    let d = TopologyCfg::default();
    match kind {
        TopologyKind::Single => SINGLE_PORTS.contains(&ports).then_some(Shape { kind, k: d.k, n: d.n, ports_key: ports, concentration: 1, hosts: ports, ports, switches: 1 }),
        TopologyKind::TwoSwitch => TWO_SWITCH_PORTS.contains(&ports).then_some(Shape { kind, k: d.k, n: d.n, ports_key: ports, concentration: 1, hosts: 2 * (ports - 1), ports, switches: 2 }),
        TopologyKind::Mesh | TopologyKind::Torus => cube_shape(kind, k, n, 1),
        TopologyKind::KaryNfly | TopologyKind::Bmin => {
            if !RADIX.contains(&k) || !STAGES.contains(&n) {
                return None;
            }
            let hosts = (k as u64).checked_pow(n)?;
            if hosts > MAX_HOSTS as u64 {
                return None;
            }
            let ports = if kind == TopologyKind::Bmin { 2 * k } else { k };
            Some(Shape { kind, k, n, ports_key: d.ports, concentration: 1, hosts: hosts as u32, ports, switches: k.pow(n - 1) * n })
        }
    }
}

/// A `mesh` / `torus` (k-ary n-cube) with `concentration` hosts per router: k^n routers of
/// concentration + 2n ports; None outside [`RADIX`], [`CUBE_DIMS`], [`CONCENTRATION`] or
/// [`MAX_HOSTS`].
pub fn cube_shape(kind: TopologyKind, k: u32, n: u32, concentration: u32) -> Option<Shape> {
    if !RADIX.contains(&k) || !CUBE_DIMS.contains(&n) || !CONCENTRATION.contains(&concentration) {
        return None;
    }
    let switches = (k as u64).checked_pow(n)?;
    let hosts = switches * concentration as u64;
    if hosts > MAX_HOSTS as u64 {
        return None;
    }
    Some(Shape { kind, k, n, ports_key: TopologyCfg::default().ports, concentration, hosts: hosts as u32, ports: concentration + 2 * n, switches: switches as u32 })
}

/// Every legal topology with at most `max_switches` switches of at most `max_ports` ports, by
/// kind, then size.
pub fn shapes(max_switches: u32, max_ports: u32) -> Vec<Shape> {
    let mut v = vec![];
    for kind in TOPOLOGY_KINDS {
        match kind {
            TopologyKind::Single | TopologyKind::TwoSwitch => {
                let r = if kind == TopologyKind::Single { SINGLE_PORTS } else { TWO_SWITCH_PORTS };
                v.extend(r.filter_map(|p| shape(kind, 0, 0, p)));
            }
            // one and two hosts per router (the space allows up to 8; the soak keeps switches small)
            TopologyKind::Mesh | TopologyKind::Torus => {
                for k in RADIX {
                    for n in CUBE_DIMS {
                        v.extend((1..=2).filter_map(|c| cube_shape(kind, k, n, c)));
                    }
                }
            }
            _ => {
                for k in RADIX {
                    v.extend(STAGES.filter_map(|n| shape(kind, k, n, 0)));
                }
            }
        }
    }
    v.retain(|s| s.switches <= max_switches && s.ports <= max_ports);
    v
}

/// What a soak draws from: the legal space cut down to networks and runs that co-simulate in
/// seconds (the bounds the soak's command line sets).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Budget {
    /// Most switches of a network.
    pub max_switches: u32,
    /// Most ports of a switch.
    pub max_ports: u32,
    /// Largest `switch.buffer_flits` drawn, flits.
    pub max_buffer_flits: u32,
    /// Largest `switch.max_packet_flits` drawn, flits.
    pub max_packet_flits: u32,
    /// Most CFQs / SAQs drawn.
    pub max_cam_lines: u32,
    /// Switch-cycles a case aims at (its cycles are this over its switches, clamped to
    /// `min_cycles..=max_cycles`).
    pub switch_cycles: u64,
    /// Fewest and most cycles of a case.
    pub min_cycles: u64,
    pub max_cycles: u64,
}

impl Default for Budget {
    fn default() -> Self {
        Budget { max_switches: 48, max_ports: 8, max_buffer_flits: 64, max_packet_flits: 16, max_cam_lines: 8, switch_cycles: 1_200_000, min_cycles: 4_000, max_cycles: 100_000 }
    }
}

/// A small deterministic generator (SplitMix64): the soak's case i of seed s draws from
/// `Rng::new(s, i)`, so any case is drawn again alone.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// The stream `stream` of seed `seed`.
    pub fn new(seed: u64, stream: u64) -> Rng {
        let mut r = Rng(seed ^ stream.wrapping_mul(0xD6E8_FEB8_6659_FD93));
        r.next_u64();
        r
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (0 when n is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next_u64() % n
        }
    }

    /// Uniform in the range.
    pub fn range(&mut self, r: RangeInclusive<u32>) -> u32 {
        let (lo, hi) = (*r.start(), *r.end());
        if hi <= lo {
            lo
        } else {
            lo + self.below((hi - lo) as u64 + 1) as u32
        }
    }

    /// A bound of the range with probability 1/4 (each end 1/8), else uniform in it: the bounds
    /// of validation are drawn often.
    pub fn edgy(&mut self, r: RangeInclusive<u32>) -> u32 {
        match self.below(8) {
            0 => *r.start(),
            1 => *r.end(),
            _ => self.range(r),
        }
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    pub fn pick<T: Copy>(&mut self, v: &[T]) -> T {
        v[self.below(v.len() as u64) as usize]
    }
}

/// A fraction in (0, 1] for a threshold key: one of the round values the papers use, 1 (the
/// bound), the smallest step of a buffer, or uniform.
fn fraction(r: &mut Rng, zero_ok: bool) -> f64 {
    match r.below(6) {
        0 => r.pick(&[0.25, 0.33, 0.5, 0.66, 0.75]),
        1 => 1.0,
        2 if zero_ok => 0.0,
        2 => 0.01,
        _ => ((r.unit() * 100.0).floor() / 100.0).max(0.01),
    }
}

/// Draws the switch of a soak case and the network it sits in: topology (within `b`), flit
/// width, buffer, packet size, credit delay, arbitration, queue scheme (CFQs / SAQs, RECN variant, their
/// thresholds), marking and its thresholds, speedup and egress buffers: every key the generated switch RTL depends on, so
/// cases sharing a draw share one Verilator build. Keys a draw does not set keep `base`'s values.
/// Always legal: a draw [`crate::Params::new`] refuses is drawn again (errors only when 1000
/// draws in a row are refused, i.e. `b` leaves nothing legal).
pub fn draw_switch(r: &mut Rng, b: &Budget, base: &Config) -> Result<Config, ConfigError> {
    let shapes = shapes(b.max_switches, b.max_ports);
    let mut last = None;
    for _ in 0..1000 {
        let mut c = base.clone();
        // a kind first, then a size of that kind, so small kinds are not outnumbered
        let kinds: Vec<TopologyKind> = TOPOLOGY_KINDS.iter().copied().filter(|k| shapes.iter().any(|s| s.kind == *k)).collect();
        if kinds.is_empty() {
            break;
        }
        let kind = r.pick(&kinds);
        let of_kind: Vec<&Shape> = shapes.iter().filter(|s| s.kind == kind).collect();
        let s = *of_kind[r.below(of_kind.len() as u64) as usize];
        c.topology = TopologyCfg { kind, k: s.k, n: s.n, ports: s.ports_key, concentration: s.concentration };
        let sw = &mut c.switch;
        sw.max_packet_flits = r.edgy(*MAX_PACKET_FLITS.start()..=b.max_packet_flits.min(*MAX_PACKET_FLITS.end()));
        let bf = buffer_flits(sw.max_packet_flits);
        // traffic within the packet size (draw_case draws the lengths)
        c.traffic.packet_flits = PacketLen { min: 1, max: c.switch.max_packet_flits };
        c.hosts.ack_flits = 1;
        let sw = &mut c.switch;
        sw.buffer_flits = r.edgy(*bf.start()..=b.max_buffer_flits.clamp(*bf.start(), *bf.end()));
        let schemes: Vec<QueueScheme> = QUEUE_SCHEMES.iter().copied().filter(|q| scheme_fits(*q, s.hosts)).collect();
        sw.queue_scheme = r.pick(&schemes);
        sw.marking = r.pick(markings(sw.queue_scheme));
        sw.arbitration = r.pick(&[Arbitration::RoundRobin, Arbitration::OldestFirst]);
        let lines = 1..=b.max_cam_lines.max(1);
        sw.cfqs = r.edgy(*FBICM_CFQS.start()..=(*lines.end()).min(*FBICM_CFQS.end()));
        sw.saqs = r.edgy(*SAQS.start()..=(*lines.end()).min(*SAQS.end()));
        sw.recn.variant = r.pick(&[RecnVariant::Basic, RecnVariant::Enhanced]);
        for th in [&mut sw.fbicm.detect_threshold, &mut sw.recn.detect_threshold] {
            *th = fraction(r, false);
        }
        // stop above go in whole flits: drawn, then checked by Params like every other key
        for (stop, go) in [(&mut sw.fbicm.stop_threshold, &mut sw.fbicm.go_threshold), (&mut sw.recn.stop_threshold, &mut sw.recn.go_threshold)] {
            *stop = fraction(r, false);
            *go = (*stop * r.pick(&[0.25, 0.5, 0.75])).max(0.01);
        }
        sw.mvpm.input_threshold = fraction(r, true);
        sw.mvpm.output_threshold = fraction(r, true);
        sw.opm.threshold = r.edgy(OPM_REGISTER);
        // the switch's credit return is a pipeline of this length in the RTL
        c.link.credit_delay = r.edgy(*CREDIT_DELAY.start()..=*CREDIT_DELAY.end());
        // CIOQ (issue 33): one switch in four with egress buffers (whole packets up to the
        // budget's buffer) and a speedup, for every scheme (recn with egress SAQs)
        let sw = &mut c.switch;
        if r.below(4) == 0 {
            sw.speedup = r.pick(&[1.0, 1.5, 2.0]);
            sw.egress_buffer_flits = r.edgy(sw.max_packet_flits..=b.max_buffer_flits.max(sw.max_packet_flits));
        }
        // a torus needs its dateline VC pairs (issue 34): 2 or 4 VCs drawn here, each VC's share
        // of the buffer at least one packet (the rest of the VC keys come with [`with_vcs`])
        if kind == TopologyKind::Torus {
            let v = r.pick(&[2u32, 4]);
            sw.vcs = v;
            sw.buffer_flits = (sw.buffer_flits / v).max(sw.max_packet_flits) * v;
        }
        // the narrowest flit is this network's header: Params derives it; then a width between
        sw.flit_bits = MAX_FLIT_BITS;
        match Params::new(c.clone()) {
            Ok(p) => {
                // three cases in four within one 64-bit word, the rest wide (65..=512 bits)
                c.switch.flit_bits = if r.below(4) > 0 { r.edgy(p.header.total_bits..=64) } else { r.edgy(65..=MAX_FLIT_BITS) };
                match Params::new(c.clone()) {
                    Ok(_) => {
                        let c = with_vcs(r, c);
                        return Ok(with_routing(r, c));
                    }
                    Err(e) => last = Some(e),
                }
            }
            Err(e) => last = Some(e),
        }
    }
    Err(last.unwrap_or_else(|| ConfigError::Invalid { key: "soak budget".into(), value: format!("{b:?}"), allowed: "a budget with at least one legal network".into() }))
}

/// Virtual channels (issue 34), drawn after every other key of [`draw_switch`] so that those
/// are what they were before VCs existed: one `fifo` / `voq_sw` / `voq_net` switch in three
/// without egress buffers gets 2, 3 or 4 VCs when they split its buffer into VCs of at least one
/// packet (the flit widened to the header's VC field if needed); else `c` as it is.
fn with_vcs(r: &mut Rng, c: Config) -> Config {
    let sw = &c.switch;
    if sw.vcs > 1 || !matches!(sw.queue_scheme, QueueScheme::Fifo | QueueScheme::VoqSw | QueueScheme::VoqNet) || sw.egress_buffer_flits > 0 || r.below(3) != 0 {
        return c;
    }
    let v = r.pick(&[2u32, 3, 4]);
    let mut d = c.clone();
    d.switch.vcs = v;
    d.switch.flit_bits = MAX_FLIT_BITS;
    let Ok(p) = Params::new(d.clone()) else { return c };
    d.switch.flit_bits = c.switch.flit_bits.max(p.header.total_bits);
    if Params::new(d.clone()).is_ok() {
        d
    } else {
        c
    }
}

/// Adaptive routing (issue 34), drawn last: one switch in two that can have it (a `mesh`,
/// `torus` or `bmin` of `fifo` switches with VCs, 3 or more on a torus, and no marking) gets
/// `routing.algorithm = "adaptive"`; else `c` as it is.
fn with_routing(r: &mut Rng, c: Config) -> Config {
    let (t, sw) = (&c.topology, &c.switch);
    let can = matches!(t.kind, TopologyKind::Mesh | TopologyKind::Torus | TopologyKind::Bmin)
        && sw.queue_scheme == QueueScheme::Fifo
        && sw.marking == Marking::None
        && sw.vcs >= if t.kind == TopologyKind::Torus { 3 } else { 2 };
    if !can || r.below(2) != 0 {
        return c;
    }
    let mut d = c.clone();
    d.routing.algorithm = RoutingAlgorithm::Adaptive;
    if Params::new(d.clone()).is_ok() {
        d
    } else {
        c
    }
}

/// Draws the rest of a soak case around `switch` (a [`draw_switch`] result): the hosts' response and its keys, traffic pattern, load, packet lengths (within the switch's
/// maximum), hot spot, on/off sources, flows, the traffic seed, and the run's cycles (the
/// budget's switch-cycles over the network's switches). Keys the RTL is built from stay as
/// `switch` has them. Always legal (a refused draw is drawn again, as in [`draw_switch`]).
pub fn draw_case(r: &mut Rng, b: &Budget, switch: &Config) -> Result<Config, ConfigError> {
    let p0 = Params::new(switch.clone())?;
    let (hosts, switches) = (p0.hosts, p0.topology.switches.len() as u64);
    let mut last = None;
    for _ in 0..1000 {
        let mut c = switch.clone();
        let maxp = c.switch.max_packet_flits;
        let h = &mut c.hosts;
        h.response = r.pick(&RESPONSES);
        h.acks = h.response.needs_acks() || r.chance(0.5);
        h.window = if r.chance(0.1) { *WINDOW.end() } else { r.edgy(*WINDOW.start()..=16) };
        h.ack_flits = r.edgy(1..=maxp);
        h.rate.m = r.pick(&[1.5, 2.0, 4.0, 256.0]);
        h.rate.persistent = r.chance(0.5);
        h.mvcm.variant = r.pick(&[MvcmVariant::Full, MvcmVariant::PureIpm, MvcmVariant::NoWarm]);
        h.mvcm.limit_ws = r.chance(0.8);
        h.cct.react_to = r.pick(&[CctTrigger::Becn, CctTrigger::Vb]);
        h.cct.increment = r.edgy(1..=8);
        h.cct.timer_cycles = r.pick(&[100, 1000, 5000]);
        h.self_tuned.gather_cycles = r.pick(&[8, 16, 32, 64]);
        h.self_tuned.tuning_cycles = h.self_tuned.gather_cycles * r.range(1..=4);
        h.self_tuned.extrapolate = r.chance(0.5);
        // cycles: the budget's switch-cycles over this network's switches
        let cycles = (b.switch_cycles / switches.max(1)).clamp(b.min_cycles, b.max_cycles.max(b.min_cycles));
        c.sim.cycles = cycles;
        c.sim.warmup_cycles = cycles / 10;
        c.sim.window_cycles = (cycles / 40).max(1);
        let t = &mut c.traffic;
        t.pattern = r.pick(&PATTERNS);
        t.rate = match r.below(4) {
            0 => 1.0,
            1 => r.pick(&[0.1, 0.3, 0.5]),
            _ => ((r.unit() * 100.0).ceil() / 100.0).max(0.01),
        };
        let a = r.edgy(1..=maxp);
        let z = r.edgy(a..=maxp);
        t.packet_flits = PacketLen { min: a, max: if r.chance(0.3) { a } else { z } };
        t.seed = r.next_u64() % 1_000_000 + 1;
        t.hotspot.dest = r.edgy(0..=hosts - 1);
        t.hotspot.fraction_hosts = fraction(r, false);
        t.hotspot.rate = if r.chance(0.5) { None } else { Some(fraction(r, false)) };
        let start = r.below(cycles / 2);
        t.hotspot.start_cycle = start;
        t.hotspot.end_cycle = start + 1 + r.below(cycles - start);
        t.hotspot.sources_idle = r.chance(0.3);
        t.hotspot.packets_per_source = if r.chance(0.2) { Some(1 + r.below(50)) } else { None };
        t.on_off = if r.chance(0.3) { Some(OnOffCfg { mean_on_cycles: 1.0 + r.below(500) as f64, mean_off_cycles: 1.0 + r.below(500) as f64 }) } else { None };
        t.flows = if t.pattern == Pattern::Flows {
            (0..r.range(1..=4))
                .map(|i| {
                    let src = r.below(hosts as u64) as u32;
                    let dst = (src + 1 + r.below(hosts as u64 - 1) as u32) % hosts;
                    let start = r.below(cycles / 2);
                    FlowCfg {
                        src,
                        dst,
                        class: format!("f{i}"),
                        start_cycle: start,
                        end_cycle: r.chance(0.5).then(|| start + 1 + r.below(cycles - start)),
                        rate: r.chance(0.5).then(|| fraction(r, false)),
                        on_off: None,
                        ipd: 0,
                    }
                })
                .collect()
        } else {
            vec![]
        };
        match Params::new(c.clone()) {
            Ok(_) => return Ok(c),
            Err(e) => last = Some(e),
        }
    }
    Err(last.expect("1000 draws"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Every drawn configuration validates, and the draw reaches the bounds validation sets
    /// (inside the budget): both buffer bounds, the narrowest and widest flit, 1 and the budget's
    /// CFQs / SAQs, every scheme, marking, kind, response and pattern.
    #[test]
    fn draws_validate_and_reach_the_bounds() {
        let b = Budget::default();
        let base = Config::default();
        let mut seen: HashSet<String> = HashSet::new();
        for i in 0..3000 {
            let mut r = Rng::new(7, i);
            let s = draw_switch(&mut r, &b, &base).unwrap();
            let c = draw_case(&mut r, &b, &s).unwrap();
            let p = Params::new(c.clone()).expect("a drawn case validates");
            assert!(p.topology.switches.len() as u32 <= b.max_switches && p.ports <= b.max_ports);
            let sw = &c.switch;
            if sw.buffer_flits == sw.max_packet_flits {
                seen.insert("buffer = one packet".into());
            }
            if sw.buffer_flits == b.max_buffer_flits {
                seen.insert("buffer = budget".into());
            }
            if sw.buffer_flits % 2 == 1 && sw.buffer_flits > 1 {
                seen.insert("odd buffer".into());
            }
            if sw.flit_bits == p.header.total_bits {
                seen.insert("narrowest flit".into());
            }
            if sw.flit_bits == MAX_FLIT_BITS {
                seen.insert("widest flit".into());
            }
            if sw.flit_bits > 64 {
                seen.insert("wide flit (> 64 bits)".into());
            }
            if sw.queue_scheme == QueueScheme::Fbicm && sw.cfqs == 1 {
                seen.insert("1 CFQ".into());
            }
            if sw.queue_scheme == QueueScheme::Recn && sw.saqs == b.max_cam_lines {
                seen.insert("budget SAQs".into());
            }
            if sw.max_packet_flits == 1 {
                seen.insert("1-flit packets".into());
            }
            if c.link.credit_delay == *CREDIT_DELAY.end() {
                seen.insert("longest credit delay".into());
            }
            if c.hosts.window == *WINDOW.end() {
                seen.insert("largest window".into());
            }
            if sw.opm.threshold == *OPM_REGISTER.end() {
                seen.insert("opm register 15".into());
            }
            if sw.egress_buffer_flits > 0 {
                seen.insert(format!("speedup {} {:?}", sw.speedup, sw.queue_scheme));
                if sw.egress_buffer_flits == sw.max_packet_flits {
                    seen.insert("egress = one packet".into());
                }
            }
            seen.insert(format!("{:?} {:?}", sw.queue_scheme, sw.marking));
            seen.insert(format!("{:?}", c.topology.kind));
            if p.adaptive {
                seen.insert(format!("adaptive {:?}", c.topology.kind));
            }
            if sw.vcs > 1 {
                seen.insert(format!("{} VCs", sw.vcs));
            }
            if c.topology.concentration == 2 {
                seen.insert("concentration 2".into());
            }
            seen.insert(format!("{:?}", c.hosts.response));
            seen.insert(format!("{:?}", c.traffic.pattern));
        }
        let mut want: Vec<String> = [
            "buffer = one packet",
            "buffer = budget",
            "odd buffer",
            "narrowest flit",
            "widest flit",
            "wide flit (> 64 bits)",
            "1 CFQ",
            "budget SAQs",
            "1-flit packets",
            "longest credit delay",
            "largest window",
            "opm register 15",
        ]
        .map(String::from)
        .to_vec();
        for q in QUEUE_SCHEMES {
            for m in markings(q) {
                want.push(format!("{q:?} {m:?}"));
            }
            want.extend(["1", "1.5", "2"].map(|sp| format!("speedup {sp} {q:?}")));
        }
        want.push("egress = one packet".into());
        want.extend(["adaptive Mesh", "adaptive Torus", "2 VCs", "3 VCs", "4 VCs", "concentration 2"].map(String::from));
        want.extend(TOPOLOGY_KINDS.iter().map(|k| format!("{k:?}")));
        want.extend(RESPONSES.iter().map(|k| format!("{k:?}")));
        want.extend(PATTERNS.iter().map(|k| format!("{k:?}")));
        let missing: Vec<&String> = want.iter().filter(|w| !seen.contains(*w)).collect();
        assert!(missing.is_empty(), "never drawn in 3000 cases: {missing:?}");
    }

    /// The ranges here are the ones `Params::new` enforces: each bound is accepted, one past it
    /// refused.
    #[test]
    fn ranges_are_the_bounds_of_validation() {
        let ok = |set: &[String]| crate::load(None, set).and_then(Params::new).is_ok();
        let s = |v: &[String]| v.to_vec();
        for (keys, r) in [
            (vec!["topology.kind=single".to_string()], ("topology.ports", SINGLE_PORTS)),
            (vec!["topology.kind=two_switch".to_string()], ("topology.ports", TWO_SWITCH_PORTS)),
            (vec!["topology.kind=kary_nfly".to_string(), "topology.n=1".into()], ("topology.k", RADIX)),
            (vec!["topology.kind=kary_nfly".to_string(), "topology.k=2".into()], ("topology.n", STAGES)),
            (vec!["switch.buffer_flits=64".to_string(), "traffic.packet_flits=1".into()], ("switch.max_packet_flits", MAX_PACKET_FLITS)),
            (vec![], ("link.credit_delay", CREDIT_DELAY)),
            (vec![], ("hosts.window", WINDOW)),
            (vec!["switch.queue_scheme=fbicm".to_string()], ("switch.cfqs", FBICM_CFQS)),
            (vec![], ("switch.cfqs", CFQS)),
            (vec!["topology.kind=single".to_string(), "topology.ports=4".into(), "switch.queue_scheme=recn".into()], ("switch.saqs", SAQS)),
            (vec![], ("switch.opm.threshold", OPM_REGISTER)),
        ] {
            let (key, range) = r;
            let with = |v: u32| {
                let mut k = s(&keys);
                k.push(format!("{key}={v}"));
                k
            };
            assert!(ok(&with(*range.start())) && ok(&with(*range.end())), "{key}: a bound of {range:?} refused");
            assert!(!ok(&with(range.start() - 1)) && !ok(&with(range.end() + 1)), "{key}: past {range:?} accepted");
        }
        for m in [4u32, 8] {
            let r = buffer_flits(m);
            let set = |b: u32| vec![format!("switch.max_packet_flits={m}"), format!("switch.buffer_flits={b}")];
            assert!(ok(&set(*r.start())) && ok(&set(*r.end())) && !ok(&set(r.start() - 1)) && !ok(&set(r.end() + 1)));
        }
        for q in QUEUE_SCHEMES {
            for m in MARKINGS {
                let set = vec![format!("switch.queue_scheme={}", serde_json::to_value(q).unwrap().as_str().unwrap()), format!("switch.marking={}", serde_json::to_value(m).unwrap().as_str().unwrap()), "topology.k=2".into()];
                assert_eq!(ok(&set), markings(q).contains(&m), "{q:?} {m:?}");
            }
        }
        assert!(shapes(256, 32).iter().all(|s| {
            let mut set = vec![
                format!("topology.kind={}", serde_json::to_value(s.kind).unwrap().as_str().unwrap()),
                format!("topology.k={}", s.k),
                format!("topology.n={}", s.n),
                format!("topology.ports={}", s.ports_key),
                format!("topology.concentration={}", s.concentration),
                "switch.flit_bits=64".into(),
            ];
            if s.kind == TopologyKind::Torus {
                set.extend(["switch.vcs=2".into(), "switch.buffer_flits=16".into()]);
            }
            crate::load(None, &set).and_then(Params::new).map(|p| (p.hosts, p.ports, p.topology.switches.len() as u32) == (s.hosts, s.ports, s.switches)).unwrap_or(false)
        }));
    }
}
