//! Traffic generation (SPEC §5): Bernoulli injection per host and cycle, destinations from the
//! pattern, fixed or uniform packet lengths, a hot-spot phase (seed 000 Table 3, seed 001 Table 1:
//! a fraction of the hosts switches to one destination for a window of cycles), ON/OFF sources
//! with exponentially distributed periods (seed 002 §VI-B.2), and explicit flows (seed 002 §III:
//! greedy or rate-limited (source, destination) pairs with an active interval and their own
//! ON/OFF periods).
//!
//! Every host draws from its own ChaCha8 stream seeded by (`traffic.seed`, host), so a run is the
//! same bit for bit in the model and in co-simulation, whatever the evaluation order.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use switchgen_config::{OnOffCfg, Params, Pattern};

/// Class index of background traffic.
pub const CLASS_BACKGROUND: u8 = 0;
/// Class index of hot-spot traffic.
pub const CLASS_HOTSPOT: u8 = 1;

/// One generated packet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gen {
    pub dst: u32,
    /// Length in flits.
    pub len: u32,
    pub class: u8,
}

/// What a hot-spot source does in a cycle (pattern `hotspot`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HotPhase {
    /// Background traffic (uniform).
    Normal,
    /// Hot-spot traffic: every packet to the hot destination at the hot-spot rate.
    Hot,
    /// Nothing (`traffic.hotspot.sources_idle` outside the phase).
    Idle,
}

/// What a source does in a cycle (see [`Traffic::generate`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A new data packet for the admittance queue of flow `dst`.
    Packet(Gen),
    /// The flow to `dst` starts an ON period (a new flow "arrives", seed 002 §VI-B.2): without
    /// persistent state, its rate control restarts at Rmax. `ipd`: the flow's static IPD
    /// (`traffic.flows[].ipd`).
    FlowOn { dst: u32, ipd: u32 },
}

/// ON/OFF state: ON or OFF, and the cycle of the next change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Phase {
    on: bool,
    next: u64,
}

/// A flow of the `flows` pattern as the generator uses it.
#[derive(Debug, Clone)]
struct FlowSpec {
    dst: u32,
    class: u8,
    start: u64,
    end: u64,
    /// Bernoulli threshold; None = greedy.
    p: Option<u64>,
    on_off: Option<(f64, f64)>,
    /// Static IPD (`traffic.flows[].ipd`).
    ipd: u32,
}

/// Mutable traffic state of one host: its ON/OFF phase (random patterns) or the phases of its
/// flows (`flows`). Lives in the host, next to its random stream.
#[derive(Debug, Clone, Default)]
pub struct SourceState {
    phase: Option<Phase>,
    flows: Vec<Option<Phase>>,
}

/// Exponentially distributed duration with mean `mean` cycles, rounded, at least 1 cycle.
fn exp_cycles(rng: &mut ChaCha8Rng, mean: f64) -> u64 {
    // u in (0, 1]: 1 - [0, 1)
    let u = 1.0 - rng.gen::<f64>();
    (-mean * u.ln()).round().max(1.0) as u64
}

/// Traffic of the whole network (shared, read-only); per-host random streams live in the hosts.
#[derive(Debug, Clone)]
pub struct Traffic {
    pattern: Pattern,
    n: u32,
    /// Injection probability per cycle as a threshold on a u32 draw.
    p_background: u64,
    p_hotspot: u64,
    min_len: u32,
    max_len: u32,
    hs_dest: u32,
    hs_start: u64,
    hs_end: u64,
    /// `hot[h]`: host h is a hot-spot source.
    hot: Vec<bool>,
    /// ON/OFF of every source under the random patterns: (mean ON, mean OFF) cycles.
    on_off: Option<(f64, f64)>,
    /// `flows`: the flows of each source host.
    flows: Vec<Vec<FlowSpec>>,
    /// Class names, indexed by class.
    pub class_names: Vec<String>,
}

fn threshold(rate: f64, mean_len: f64) -> u64 {
    let p = (rate / mean_len).clamp(0.0, 1.0);
    (p * (1u64 << 32) as f64).round() as u64
}

impl Traffic {
    /// Traffic of `p`. Hot-spot sources: round(fraction x (N-1)) hosts (at least 1), never the
    /// destination, drawn once from the stream `u64::MAX` of the seed.
    pub fn new(p: &Params) -> Traffic {
        let t = &p.cfg.traffic;
        let n = p.hosts;
        let mean = (t.packet_flits.min + t.packet_flits.max) as f64 / 2.0;
        let mut hot = vec![false; n as usize];
        let class_names = switchgen_config::class_names(t);
        if t.pattern == Pattern::Hotspot {
            let want = ((t.hotspot.fraction_hosts * (n - 1) as f64).round() as usize).clamp(1, (n - 1).max(1) as usize);
            let mut rng = ChaCha8Rng::seed_from_u64(t.seed);
            rng.set_stream(u64::MAX);
            let mut cands: Vec<u32> = (0..n).filter(|&h| h != t.hotspot.dest).collect();
            for k in 0..want.min(cands.len()) {
                let j = rng.gen_range(k..cands.len());
                cands.swap(k, j);
                hot[cands[k] as usize] = true;
            }
        }
        let mut flows: Vec<Vec<FlowSpec>> = vec![vec![]; n as usize];
        if t.pattern == Pattern::Flows {
            for f in &t.flows {
                let class = class_names.iter().position(|c| *c == f.class).expect("class_names lists every flow's class");
                flows[f.src as usize].push(FlowSpec {
                    dst: f.dst,
                    class: class as u8,
                    start: f.start_cycle,
                    end: f.end_cycle.unwrap_or(u64::MAX),
                    p: f.rate.map(|r| threshold(r, mean)),
                    on_off: f.on_off.as_ref().map(|o| (o.mean_on_cycles, o.mean_off_cycles)),
                    ipd: f.ipd,
                });
            }
        }
        Traffic {
            pattern: t.pattern,
            n,
            p_background: threshold(t.rate, mean),
            p_hotspot: threshold(t.hotspot.rate.unwrap_or(t.rate), mean),
            min_len: t.packet_flits.min,
            max_len: t.packet_flits.max,
            hs_dest: t.hotspot.dest,
            hs_start: t.hotspot.start_cycle,
            hs_end: t.hotspot.end_cycle,
            hot,
            on_off: t.on_off.as_ref().map(|o: &OnOffCfg| (o.mean_on_cycles, o.mean_off_cycles)),
            flows,
            class_names,
        }
    }

    /// The traffic state of host `h` before cycle 0.
    pub fn source_state(&self, h: u32) -> SourceState {
        SourceState { phase: None, flows: vec![None; self.flows[h as usize].len()] }
    }

    /// Whether sources have ON/OFF periods under a random pattern (`traffic.on_off`).
    #[inline]
    pub fn has_on_off(&self) -> bool {
        self.on_off.is_some()
    }

    /// Whether flows of host `h` are generated greedily or by rate from an explicit list
    /// (`flows` pattern), i.e. [`Traffic::generate`] is needed instead of [`Traffic::draw`].
    #[inline]
    pub fn explicit_flows(&self) -> bool {
        self.pattern == Pattern::Flows
    }

    /// One cycle of source `h`: calls `emit` for each [`Event`]. `queued(dst)` is the number of
    /// data packets waiting in the admittance queue of flow `dst` (greedy flows generate a packet
    /// when it is 0).
    ///
    /// Random patterns: one [`Traffic::draw`] per cycle while the source is ON (ON/OFF periods of
    /// `traffic.on_off`, starting ON at cycle 0). `flows`: each flow of `h` in configuration order;
    /// a flow starts ON at its `start_cycle` (emitting [`Event::FlowOn`]), alternates ON/OFF if it
    /// has periods, stops at `end_cycle`; while ON a greedy flow generates whenever its queue is
    /// empty, a rated flow makes one Bernoulli draw per cycle. Random draws (packet length, ON/OFF
    /// durations) come from `rng` in that order.
    #[inline]
    pub fn generate(&self, st: &mut SourceState, rng: &mut ChaCha8Rng, h: u32, cycle: u64, queued: impl Fn(u32) -> usize, mut emit: impl FnMut(Event)) {
        if self.pattern != Pattern::Flows {
            if let Some((on, off)) = self.on_off {
                let ph = st.phase.get_or_insert_with(|| Phase { on: true, next: exp_cycles(rng, on) });
                if cycle >= ph.next {
                    ph.on = !ph.on;
                    ph.next = cycle + exp_cycles(rng, if ph.on { on } else { off });
                }
                if !ph.on {
                    return;
                }
            }
            if let Some(g) = self.draw(rng, h, cycle) {
                emit(Event::Packet(g));
            }
            return;
        }
        for (k, f) in self.flows[h as usize].iter().enumerate() {
            if cycle < f.start || cycle >= f.end {
                continue;
            }
            let ph = &mut st.flows[k];
            if ph.is_none() {
                let next = f.on_off.map(|(on, _)| cycle + exp_cycles(rng, on)).unwrap_or(u64::MAX);
                *ph = Some(Phase { on: true, next });
                emit(Event::FlowOn { dst: f.dst, ipd: f.ipd });
            }
            let ph = ph.as_mut().expect("set above");
            if cycle >= ph.next {
                let (on, off) = f.on_off.expect("periods set a next change");
                ph.on = !ph.on;
                ph.next = cycle + exp_cycles(rng, if ph.on { on } else { off });
                if ph.on {
                    emit(Event::FlowOn { dst: f.dst, ipd: f.ipd });
                }
            }
            if !ph.on {
                continue;
            }
            let go = match f.p {
                None => queued(f.dst) == 0,
                Some(p) => (rng.gen::<u32>() as u64) < p,
            };
            if go {
                let len = if self.min_len == self.max_len { self.min_len } else { rng.gen_range(self.min_len..=self.max_len) };
                emit(Event::Packet(Gen { dst: f.dst, len, class: f.class }));
            }
        }
    }

    /// Random stream of host `h`.
    pub fn rng(seed: u64, h: u32) -> ChaCha8Rng {
        let mut r = ChaCha8Rng::seed_from_u64(seed);
        r.set_stream(h as u64);
        r
    }

    /// Whether host `h` is a hot-spot source.
    pub fn is_hot(&self, h: u32) -> bool {
        self.hot[h as usize]
    }

    /// Fixed destination of `src` under a permutation pattern (None for uniform / hotspot).
    pub fn permutation(&self, src: u32) -> Option<u32> {
        let n = self.n;
        let bits = n.trailing_zeros();
        match self.pattern {
            Pattern::Uniform | Pattern::Hotspot | Pattern::Flows => None,
            Pattern::Complement => Some(n - 1 - src),
            Pattern::BitReversal => Some(if bits == 0 { src } else { src.reverse_bits() >> (32 - bits) }),
            Pattern::PerfectShuffle => Some(if bits == 0 { src } else { ((src << 1) | (src >> (bits - 1))) & (n - 1) }),
            Pattern::Transpose => {
                let half = bits / 2;
                let lo = src & ((1 << half) - 1);
                Some((lo << half) | (src >> half))
            }
        }
    }

    /// One draw for host `h` in `cycle` with the hot-spot phase of the fixed window
    /// (`traffic.hotspot.start_cycle`..`end_cycle`): see [`Traffic::draw_in`].
    #[inline]
    pub fn draw(&self, rng: &mut ChaCha8Rng, h: u32, cycle: u64) -> Option<Gen> {
        let hot_now = self.pattern == Pattern::Hotspot && self.hot[h as usize] && cycle >= self.hs_start && cycle < self.hs_end;
        self.draw_in(rng, h, if hot_now { HotPhase::Hot } else { HotPhase::Normal })
    }

    /// One draw for host `h` in hot-spot phase `phase`: a new packet, or None. Exactly one
    /// Bernoulli draw per call (none when idle), plus the destination and length draws when a
    /// packet is generated.
    #[inline]
    pub fn draw_in(&self, rng: &mut ChaCha8Rng, h: u32, phase: HotPhase) -> Option<Gen> {
        let hot_now = match phase {
            HotPhase::Idle => return None,
            HotPhase::Hot => true,
            HotPhase::Normal => false,
        };
        let p = if hot_now { self.p_hotspot } else { self.p_background };
        if (rng.gen::<u32>() as u64) >= p {
            return None;
        }
        let len = if self.min_len == self.max_len { self.min_len } else { rng.gen_range(self.min_len..=self.max_len) };
        if hot_now {
            return Some(Gen { dst: self.hs_dest, len, class: CLASS_HOTSPOT });
        }
        let dst = match self.permutation(h) {
            Some(d) => d,
            None if self.n == 1 => h,
            None => {
                let d = rng.gen_range(0..self.n - 1);
                if d >= h {
                    d + 1
                } else {
                    d
                }
            }
        };
        Some(Gen { dst, len, class: CLASS_BACKGROUND })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use switchgen_config::load;

    fn traffic(set: &[&str]) -> Traffic {
        let v: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        Traffic::new(&Params::new(load(None, &v).unwrap()).unwrap())
    }

    #[test]
    fn permutations_are_permutations_with_known_values() {
        for pat in ["bit_reversal", "perfect_shuffle", "complement", "transpose"] {
            let t = traffic(&[&format!("traffic.pattern={pat}")]);
            let mut seen = [false; 64];
            for s in 0..64 {
                seen[t.permutation(s).unwrap() as usize] = true;
            }
            assert!(seen.iter().all(|&x| x), "{pat}");
        }
        let t = traffic(&["traffic.pattern=bit_reversal"]);
        assert_eq!((t.permutation(1), t.permutation(0b000110)), (Some(32), Some(0b011000)));
        let t = traffic(&["traffic.pattern=perfect_shuffle"]);
        assert_eq!((t.permutation(0b100001), t.permutation(3)), (Some(0b000011), Some(6)));
        let t = traffic(&["traffic.pattern=transpose"]);
        assert_eq!(t.permutation(0b000111), Some(0b111000));
        let t = traffic(&["traffic.pattern=complement", "topology.kind=two_switch", "topology.ports=4"]);
        assert_eq!((0..6).map(|s| t.permutation(s).unwrap()).collect::<Vec<_>>(), vec![5, 4, 3, 2, 1, 0]);
    }

    #[test]
    fn uniform_rate_and_destinations() {
        let t = traffic(&["traffic.pattern=uniform", "traffic.rate=0.4", "traffic.packet_flits=1..4"]);
        let mut rng = Traffic::rng(5, 7);
        let (mut flits, mut hits) = (0u64, [0u32; 64]);
        let cycles = 200_000;
        for c in 0..cycles {
            if let Some(g) = t.draw(&mut rng, 7, c) {
                assert_ne!(g.dst, 7);
                assert!((1..=4).contains(&g.len));
                flits += g.len as u64;
                hits[g.dst as usize] += 1;
            }
        }
        let rate = flits as f64 / cycles as f64;
        assert!((rate - 0.4).abs() < 0.4 * 0.03, "measured {rate}");
        assert!(hits.iter().enumerate().all(|(d, &n)| (d == 7) == (n == 0)));
    }

    #[test]
    fn hotspot_sources_and_window() {
        let t = traffic(&["traffic.hotspot.dest=5", "traffic.hotspot.start_cycle=100", "traffic.hotspot.end_cycle=200", "traffic.rate=1"]);
        let hot: Vec<u32> = (0..64).filter(|&h| t.is_hot(h)).collect();
        assert_eq!(hot.len(), 16);
        assert!(!t.is_hot(5));
        let h = hot[0];
        let mut rng = Traffic::rng(1, h);
        for c in 0..300 {
            if let Some(g) = t.draw(&mut rng, h, c) {
                let inside = (100..200).contains(&c);
                assert_eq!(g.class == CLASS_HOTSPOT, inside, "cycle {c}");
                if inside {
                    assert_eq!(g.dst, 5);
                }
            }
        }
    }

    #[test]
    fn same_seed_same_draws() {
        let t = traffic(&[]);
        let run = |seed| {
            let mut r = Traffic::rng(seed, 3);
            (0..1000).map(|c| t.draw(&mut r, 3, c)).collect::<Vec<_>>()
        };
        assert_eq!(run(9), run(9));
        assert_ne!(run(9), run(10));
    }

    /// Runs `generate` for host `h` over `cycles` cycles with a queue that the caller drains
    /// `drain(cycle)` packets of per cycle; returns (cycle, event) pairs.
    fn events(t: &Traffic, h: u32, cycles: u64, seed: u64, mut drain: impl FnMut(u64) -> bool) -> Vec<(u64, Event)> {
        let mut st = t.source_state(h);
        let mut rng = Traffic::rng(seed, h);
        let mut queued: std::collections::HashMap<u32, usize> = Default::default();
        let mut out = vec![];
        for c in 0..cycles {
            let q = queued.clone();
            let mut evs = vec![];
            t.generate(&mut st, &mut rng, h, c, |d| *q.get(&d).unwrap_or(&0), |e| evs.push(e));
            for e in evs {
                if let Event::Packet(g) = e {
                    *queued.entry(g.dst).or_default() += 1;
                }
                out.push((c, e));
            }
            if drain(c) {
                for v in queued.values_mut() {
                    *v = v.saturating_sub(1);
                }
            }
        }
        out
    }

    #[test]
    fn greedy_flow_keeps_one_packet_waiting_within_its_interval() {
        let t = traffic(&[
            "topology.kind=single",
            "topology.ports=4",
            "traffic.pattern=flows",
            r#"traffic.flows=[{"src": 2, "dst": 3, "class": "victim", "start_cycle": 10, "end_cycle": 50}, {"src": 2, "dst": 0, "class": "bg", "rate": 0.5}]"#,
            "traffic.packet_flits=2",
        ]);
        assert_eq!(t.class_names, vec!["victim".to_string(), "bg".to_string()]);
        // the queue of flow 2 -> 3 is served every 4th cycle
        let ev = events(&t, 2, 200, 1, |c| c % 4 == 0);
        let victim: Vec<u64> = ev.iter().filter(|(_, e)| matches!(e, Event::Packet(g) if g.dst == 3)).map(|x| x.0).collect();
        assert_eq!(victim.first(), Some(&10));
        assert!(victim.iter().all(|&c| (10..50).contains(&c)));
        // one packet per service: 10, then after every drain of the queue
        assert_eq!(victim.len(), 1 + (12..50).step_by(4).count(), "{victim:?}");
        assert!(ev.contains(&(10, Event::FlowOn { dst: 3, ipd: 0 })));
        // the rated flow: about 0.5 flits/cycle = 0.25 packets/cycle, class "bg" = 1, from cycle 0
        let bg = ev.iter().filter(|(_, e)| matches!(e, Event::Packet(g) if g.dst == 0 && g.class == 1)).count();
        assert!((30..=70).contains(&bg), "{bg}");
        assert!(ev.contains(&(0, Event::FlowOn { dst: 0, ipd: 0 })));
        // a host without flows generates nothing
        assert!(events(&t, 1, 100, 1, |_| true).is_empty());
    }

    #[test]
    fn on_off_periods_are_exponential_with_the_configured_means() {
        let t = traffic(&[
            "topology.kind=single",
            "topology.ports=4",
            "traffic.pattern=flows",
            r#"traffic.flows=[{"src": 0, "dst": 1, "on_off": {"mean_on_cycles": 300, "mean_off_cycles": 100}}]"#,
        ]);
        let ev = events(&t, 0, 400_000, 7, |_| true);
        let ons: Vec<u64> = ev.iter().filter(|(_, e)| matches!(e, Event::FlowOn { .. })).map(|x| x.0).collect();
        // greedy with an always-drained queue: a packet in every ON cycle
        let busy = ev.iter().filter(|(_, e)| matches!(e, Event::Packet(_))).count() as f64;
        let frac_on = busy / 400_000.0;
        assert!((frac_on - 0.75).abs() < 0.03, "ON {frac_on:.3} of the time, want 300 / (300 + 100)");
        // about 400000 / 400 = 1000 ON periods, each announced
        assert!((900..=1100).contains(&ons.len()), "{}", ons.len());
        // periods are exponential: the OFF gaps (between the last packet of an ON period and the
        // next FlowOn) have a coefficient of variation near 1
        let mut offs = vec![];
        let mut last_packet = 0;
        for &(c, e) in &ev {
            match e {
                Event::Packet(_) => last_packet = c,
                Event::FlowOn { .. } if c > 0 => offs.push((c - last_packet) as f64),
                _ => {}
            }
        }
        let mean = offs.iter().sum::<f64>() / offs.len() as f64;
        let sd = (offs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / offs.len() as f64).sqrt();
        assert!((mean - 100.0).abs() < 12.0 && (sd / mean - 1.0).abs() < 0.15, "OFF mean {mean:.1}, cv {:.2}", sd / mean);
    }

    #[test]
    fn on_off_sources_under_a_random_pattern() {
        let t = traffic(&["traffic.pattern=uniform", "traffic.rate=0.5", "traffic.packet_flits=1", r#"traffic.on_off={"mean_on_cycles": 50, "mean_off_cycles": 150}"#]);
        let ev = events(&t, 5, 200_000, 3, |_| true);
        let rate = ev.iter().filter(|(_, e)| matches!(e, Event::Packet(_))).count() as f64 / 200_000.0;
        // ON a quarter of the time at 0.5 flits/cycle
        assert!((rate - 0.125).abs() < 0.01, "{rate}");
        assert!(ev.iter().all(|(_, e)| !matches!(e, Event::FlowOn { .. })), "random patterns have no flows to restart");
    }
}
