//! Self-tuned global throttling (seed 003 §3-4, SPEC §4 `self_tuned`), shared by every host.
//!
//! - **Side band** (seed 003 §3.1): every g cycles (`hosts.self_tuned.gather_cycles`) a snapshot
//!   is taken of the global full-buffer count (the sum of every switch's `fullbuf_o`: input
//!   buffers holding `switch.buffer_flits` flits)
//!   and of the flits delivered to hosts in the g cycles before; every host has the snapshot g
//!   cycles after it was taken (the gather duration of the dimension-wise aggregation).
//! - **Estimate**: linear extrapolation of the last two snapshots to the current cycle (or the
//!   last snapshot alone with `extrapolate = false`); 0 before the first snapshot arrives.
//! - **Throttle**: while the estimate is above the threshold, no host starts a data packet (a
//!   packet already started finishes; ACKs are not held).
//! - **Tuning** ([`Tuner`], seed 003 §4.1-4.2, Table 1): once per tuning period, from the
//!   throughput of the snapshots that arrived in it.
//!
//! All hosts see the same global information, so they hold the same estimate and threshold
//! (seed 003 §3): one [`SelfTuned`] stands for all of them.

use std::collections::VecDeque;
use switchgen_config::Params;

/// One side-band snapshot: taken at the end of cycle `taken - 1` (so `taken` is a multiple of g).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Snapshot {
    /// First cycle after the snapshot's gather window.
    pub taken: u64,
    /// Global full-buffer count (full switch input buffers) at the end of the window.
    pub full: u64,
    /// Flits delivered to hosts during the window (g cycles).
    pub delivered: u64,
}

/// What one tuning decision did (seed 003 Table 1 and §4.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// No drop and no throttling in the period: threshold unchanged.
    Hold,
    /// Throttled without a drop: threshold + increment.
    Increase,
    /// Throughput below `drop_fraction` of the previous period's: threshold - decrement.
    Decrease,
    /// Throughput below `drop_fraction` of the maximum: threshold := min(Tmax, Nmax).
    Reset,
    /// The r-th consecutive reset: threshold := min(Tmax, Nmax), and the maximum is forgotten.
    ResetForget,
    /// `static_threshold`: never tuned.
    Static,
}

/// The hill-climbing threshold tuner of seed 003 §4.1-4.2, in full buffers.
#[derive(Debug, Clone)]
pub struct Tuner {
    pub threshold: u64,
    increment: u64,
    decrement: u64,
    /// Lowest threshold a decrement leaves (the increment: a threshold of 0 throttles whenever a
    /// single flit is buffered anywhere).
    floor: u64,
    ceiling: u64,
    drop_fraction: f64,
    resets_max: u32,
    tuned: bool,
    /// Throughput of the previous period (None before the first).
    prev: Option<u64>,
    /// max: the highest period throughput since the maximum was last forgotten, with the full
    /// buffers Nmax and the threshold Tmax of that period.
    pub max: u64,
    pub n_max: u64,
    pub t_max: u64,
    /// Consecutive periods that ended in a reset.
    pub resets: u32,
}

impl Tuner {
    pub fn new(p: &Params) -> Tuner {
        let c = &p.cfg.hosts.self_tuned;
        let d = p.self_tuned;
        Tuner {
            threshold: d.initial,
            increment: d.increment,
            decrement: d.decrement,
            floor: d.increment.min(d.all_buffers),
            ceiling: d.all_buffers,
            drop_fraction: c.drop_fraction,
            resets_max: c.resets,
            tuned: c.static_threshold.is_none(),
            prev: None,
            max: 0,
            n_max: 0,
            t_max: 0,
            resets: 0,
        }
    }

    /// One tuning decision at the end of a period whose snapshots delivered `tput` flits, held
    /// `full` full buffers on average and throttled in at least one cycle (`throttled`). Rules, in
    /// order (Table 1, then §4.2 for the creep into saturation that no single drop reveals):
    /// 1. tput < drop_fraction x the previous period's: threshold - decrement (at least the
    ///    increment), throttled or not;
    /// 2. tput < drop_fraction x max: reset to min(Tmax, Nmax); the r-th consecutive reset also
    ///    forgets max (it is searched again from this period on);
    /// 3. throttled: threshold + increment (at most all buffers);
    /// 4. otherwise unchanged.
    ///
    /// Then max, Nmax and Tmax are updated with this period (Tmax: the threshold in force during
    /// it). A period without a reset ends a run of consecutive resets.
    pub fn tune(&mut self, tput: u64, full: u64, throttled: bool) -> Decision {
        if !self.tuned {
            return Decision::Static;
        }
        let in_force = self.threshold;
        let below = |x: u64| (tput as f64) < self.drop_fraction * x as f64;
        let decision = if self.prev.is_some_and(below) {
            self.threshold = self.threshold.saturating_sub(self.decrement).max(self.floor);
            Decision::Decrease
        } else if self.max > 0 && below(self.max) {
            self.threshold = self.t_max.min(self.n_max).max(self.floor);
            self.resets += 1;
            if self.resets >= self.resets_max {
                self.resets = 0;
                self.max = 0;
                Decision::ResetForget
            } else {
                Decision::Reset
            }
        } else if throttled {
            self.threshold = (self.threshold + self.increment).min(self.ceiling);
            Decision::Increase
        } else {
            Decision::Hold
        };
        if !matches!(decision, Decision::Reset | Decision::ResetForget) {
            self.resets = 0;
        }
        if tput > self.max {
            self.max = tput;
            self.n_max = full;
            self.t_max = in_force;
        }
        self.prev = Some(tput);
        decision
    }
}

/// One point of the threshold trace (seed 003 Fig. 7), one per tuning period.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct TracePoint {
    /// Cycle of the decision.
    pub cycle: u64,
    /// Threshold after the decision, full buffers.
    pub threshold: u64,
    /// Flits delivered in the period (all hosts), and its mean full-buffer count.
    pub delivered: u64,
    pub full: u64,
    pub throttled: bool,
    pub decision: Decision,
}

/// The side band, the estimate and the tuner of all hosts.
#[derive(Debug, Clone)]
pub struct SelfTuned {
    g: u64,
    snaps_per_period: u32,
    extrapolate: bool,
    /// Flits delivered in the current gather window.
    window_delivered: u64,
    /// Snapshots taken and not yet arrived at the hosts.
    in_flight: VecDeque<Snapshot>,
    /// The last two snapshots that arrived (s0 newest).
    s0: Option<Snapshot>,
    s1: Option<Snapshot>,
    pub tuner: Tuner,
    /// The current tuning period: flits delivered and full-buffer sum of its snapshots, how many
    /// arrived, and whether the hosts throttled in any cycle of it.
    period_delivered: u64,
    period_full: u64,
    period_snaps: u32,
    period_throttled: bool,
    /// Cycles in which the hosts throttled.
    pub throttled_cycles: u64,
    pub trace: Vec<TracePoint>,
}

impl SelfTuned {
    pub fn new(p: &Params) -> SelfTuned {
        let c = &p.cfg.hosts.self_tuned;
        SelfTuned {
            g: c.gather_cycles as u64,
            snaps_per_period: c.tuning_cycles / c.gather_cycles,
            extrapolate: c.extrapolate,
            window_delivered: 0,
            in_flight: VecDeque::new(),
            s0: None,
            s1: None,
            tuner: Tuner::new(p),
            period_delivered: 0,
            period_full: 0,
            period_snaps: 0,
            period_throttled: false,
            throttled_cycles: 0,
            trace: Vec::new(),
        }
    }

    /// The hosts' estimate of the global full-buffer count in `cycle`: the last snapshot S0
    /// extrapolated along the line through S1 and S0 (S0 + (S0 - S1) (cycle - t0) / g, rounded
    /// towards zero, at least 0); S0 alone with one snapshot or without extrapolation; 0 before
    /// any.
    pub fn estimate(&self, cycle: u64) -> u64 {
        match (self.s0, self.s1) {
            (None, _) => 0,
            (Some(s0), Some(s1)) if self.extrapolate => {
                let slope = s0.full as i128 - s1.full as i128;
                let dt = cycle.saturating_sub(s0.taken) as i128;
                (s0.full as i128 + slope * dt / self.g as i128).max(0) as u64
            }
            (Some(s0), _) => s0.full,
        }
    }

    /// Whether the hosts hold new data packets in `cycle` (estimate above the threshold). Called
    /// once per cycle, before the hosts inject.
    pub fn throttle(&mut self, cycle: u64) -> bool {
        let t = self.estimate(cycle) > self.tuner.threshold;
        self.period_throttled |= t;
        self.throttled_cycles += t as u64;
        t
    }

    /// End of `cycle`: `delivered` flits reached hosts in it and the switches hold `full` flits
    /// after it. Takes a snapshot at the end of every gather window, and delivers the snapshots
    /// whose gather duration is over (they are used from cycle + 1 on), tuning at the end of
    /// every tuning period.
    pub fn end_cycle(&mut self, cycle: u64, full: u64, delivered: u64) {
        self.window_delivered += delivered;
        let next = cycle + 1;
        if next.is_multiple_of(self.g) {
            self.in_flight.push_back(Snapshot { taken: next, full, delivered: std::mem::take(&mut self.window_delivered) });
        }
        while let Some(&s) = self.in_flight.front() {
            if s.taken + self.g > next {
                break;
            }
            self.in_flight.pop_front();
            self.s1 = self.s0;
            self.s0 = Some(s);
            self.period_delivered += s.delivered;
            self.period_full += s.full;
            self.period_snaps += 1;
            if self.period_snaps == self.snaps_per_period {
                let full = self.period_full / self.period_snaps as u64;
                let decision = self.tuner.tune(self.period_delivered, full, self.period_throttled);
                self.trace.push(TracePoint {
                    cycle: next,
                    threshold: self.tuner.threshold,
                    delivered: self.period_delivered,
                    full,
                    throttled: self.period_throttled,
                    decision,
                });
                self.period_delivered = 0;
                self.period_full = 0;
                self.period_snaps = 0;
                self.period_throttled = false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use switchgen_config::load;

    fn params(set: &[&str]) -> Params {
        let mut v: Vec<String> = vec!["hosts.response=self_tuned".into()];
        v.extend(set.iter().map(|s| s.to_string()));
        Params::new(load(None, &v).unwrap()).unwrap()
    }

    /// A tuner with round numbers: 10000 buffers (increment 100 = 1 %, decrement 400 = 4 %,
    /// initial threshold 100), as a network of 2500 4-port switches would have.
    fn tuner() -> Tuner {
        let p = params(&["topology.kind=single", "topology.ports=4"]);
        let mut p = p;
        p.self_tuned = switchgen_config::SelfTunedDerived { all_buffers: 10000, increment: 100, decrement: 400, initial: 100 };
        Tuner::new(&p)
    }

    #[test]
    fn derived_increments_are_percent_of_all_buffers() {
        let t = tuner();
        assert_eq!((t.threshold, t.increment, t.decrement), (100, 100, 400));
        // 4-ary 3-fly: 48 switches x 4 inputs = 192 buffers, 1 % and 4 % rounded: +2 / -8
        let p = params(&["topology.kind=kary_nfly", "topology.k=4", "topology.n=3"]);
        assert_eq!(p.self_tuned.all_buffers, 192);
        assert_eq!((p.self_tuned.increment, p.self_tuned.decrement, p.self_tuned.initial), (2, 8, 2));
        // bmin k=4 n=3: 48 switches of 8 ports = 384 buffers: +4 / -15
        let p = params(&["topology.kind=bmin", "topology.k=4", "topology.n=3"]);
        assert_eq!((p.self_tuned.all_buffers, p.self_tuned.increment, p.self_tuned.decrement), (384, 4, 15));
    }

    #[test]
    fn throttled_without_drop_increases() {
        let mut t = tuner();
        assert_eq!(t.tune(1000, 50, true), Decision::Increase);
        assert_eq!(t.threshold, 200);
        // no drop: 750 is exactly 75 % of 1000 (a drop is strictly below)
        assert_eq!(t.tune(750, 50, true), Decision::Increase);
        assert_eq!(t.threshold, 300);
    }

    #[test]
    fn not_throttled_without_drop_holds() {
        let mut t = tuner();
        assert_eq!(t.tune(1000, 50, false), Decision::Hold);
        assert_eq!(t.tune(1100, 50, false), Decision::Hold);
        assert_eq!(t.threshold, 100);
    }

    #[test]
    fn drop_below_75_percent_of_previous_decreases_whether_throttled_or_not() {
        let mut t = tuner();
        for _ in 0..10 {
            t.tune(1000, 50, true);
        }
        assert_eq!(t.threshold, 1100);
        assert_eq!(t.tune(749, 60, true), Decision::Decrease, "a drop decreases even when throttled");
        assert_eq!(t.threshold, 700);
        assert_eq!(t.tune(500, 60, false), Decision::Decrease);
        assert_eq!(t.threshold, 300);
        assert_eq!(t.tune(300, 60, false), Decision::Decrease);
        assert_eq!(t.threshold, 100, "a decrement stops at the floor (one increment)");
    }

    #[test]
    fn creeping_below_75_percent_of_max_resets_to_min_tmax_nmax() {
        // Nmax < Tmax: the maximum came with fewer full buffers than the threshold allowed
        let mut t = tuner();
        t.tune(500, 40, true); // threshold 100 -> 200
        t.tune(1000, 150, true); // max 1000 at Nmax 150, Tmax 200; threshold -> 300
        assert_eq!((t.max, t.n_max, t.t_max), (1000, 150, 200));
        // a creep: each period above 75 % of the one before, so no drop
        assert_eq!(t.tune(800, 400, true), Decision::Increase);
        assert_eq!(t.tune(700, 500, true), Decision::Reset, "700 < 750 = 75 % of max");
        assert_eq!(t.threshold, 150, "min(Tmax 200, Nmax 150)");
        // Tmax < Nmax: the network was throttling at the maximum
        let mut u = tuner();
        u.tune(1000, 900, true); // max at Nmax 900, Tmax 100; threshold 200
        u.tune(800, 900, true); // 300
        assert_eq!(u.tune(700, 900, true), Decision::Reset);
        assert_eq!(u.threshold, 100, "min(Tmax 100, Nmax 900)");
    }

    #[test]
    fn five_consecutive_resets_forget_the_maximum() {
        let mut t = tuner();
        t.tune(1000, 300, true);
        t.tune(800, 300, true);
        for k in 1..5 {
            assert_eq!(t.tune(700, 300, true), Decision::Reset, "reset {k}");
            assert_eq!(t.resets, k);
        }
        assert_eq!(t.tune(700, 300, true), Decision::ResetForget);
        assert_eq!((t.resets, t.max), (0, 700), "max forgotten, then this period is the new max");
        assert_eq!(t.tune(700, 300, true), Decision::Increase, "no longer below 75 % of max");
        // a period without a reset breaks the run of consecutive resets
        let mut u = tuner();
        u.tune(1000, 300, true);
        u.tune(800, 300, true);
        u.tune(700, 300, true);
        u.tune(700, 300, true);
        assert_eq!(u.resets, 2);
        u.tune(1000, 300, false);
        assert_eq!(u.resets, 0);
    }

    #[test]
    fn static_threshold_never_changes() {
        let p = params(&["topology.kind=kary_nfly", "topology.k=4", "topology.n=3", "hosts.self_tuned.static_threshold=77"]);
        let mut t = Tuner::new(&p);
        for (tput, thr) in [(1000, true), (10, true), (5000, false), (1, true)] {
            assert_eq!(t.tune(tput, 500, thr), Decision::Static);
        }
        assert_eq!(t.threshold, 77);
    }

    #[test]
    fn snapshots_arrive_one_gather_duration_late_and_extrapolate() {
        let p = params(&["topology.kind=single", "topology.ports=4", "hosts.self_tuned.gather_cycles=10", "hosts.self_tuned.tuning_cycles=30"]);
        let mut s = SelfTuned::new(&p);
        // full = cycle number at the end of each cycle
        for c in 0..19 {
            s.end_cycle(c, c + 1, 1);
            assert_eq!(s.estimate(c + 1), 0, "snapshot of cycle 10 not before cycle 20");
        }
        s.end_cycle(19, 20, 1);
        // S0 (taken at 10, full 10) arrived for cycle 20; one snapshot: no extrapolation yet
        assert_eq!(s.s0, Some(Snapshot { taken: 10, full: 10, delivered: 10 }));
        assert_eq!(s.estimate(20), 10);
        for c in 20..30 {
            s.end_cycle(c, c + 1, 1);
        }
        // S1 = (10, 10), S0 = (20, 20): slope 1 per cycle, estimate in cycle 30 is 30
        assert_eq!(s.estimate(30), 30);
        assert_eq!(s.estimate(35), 35);
        let mut flat = s.clone();
        flat.extrapolate = false;
        assert_eq!(flat.estimate(35), 20);
        // a falling count extrapolates down and stops at 0
        let mut d = SelfTuned::new(&p);
        for c in 0..30 {
            d.end_cycle(c, if c < 10 { 100 } else { 10 }, 0);
        }
        // S1 = 100 at 10, S0 = 10 at 20: -9 per cycle; cycle 30: 10 - 90 < 0
        assert_eq!(d.estimate(30), 0);
        assert_eq!(d.estimate(21), 1);
    }

    #[test]
    fn throttles_over_the_threshold_and_tunes_once_per_period() {
        let mut p = params(&["topology.kind=single", "topology.ports=4", "hosts.self_tuned.gather_cycles=10", "hosts.self_tuned.tuning_cycles=30"]);
        p.self_tuned = switchgen_config::SelfTunedDerived { all_buffers: 10000, increment: 100, decrement: 400, initial: 100 };
        let mut s = SelfTuned::new(&p);
        assert_eq!(s.tuner.threshold, 100);
        let mut throttled = 0;
        for c in 0..100 {
            throttled += s.throttle(c) as u32;
            s.end_cycle(c, 150, 2);
        }
        // the count (150 > 100) reaches the hosts in cycle 20; throttled from then on until the
        // threshold passes 150: decisions at cycles 40 (snapshots of 10, 20, 30) and 70 and 100
        assert_eq!(s.trace.len(), 3, "{:?}", s.trace);
        assert_eq!(s.trace[0].cycle, 40);
        assert_eq!(s.trace[0].delivered, 60, "3 snapshots of 10 cycles x 2 flits");
        assert_eq!((s.trace[0].decision, s.trace[0].threshold), (Decision::Increase, 200));
        assert_eq!(s.trace[1].decision, Decision::Hold, "threshold 200 > 150: not throttled in that period");
        assert_eq!(throttled, 40 - 20);
        assert_eq!(s.throttled_cycles, 20);
    }
}
