//! Source response functions of seed 002 §V: AIMD, FIMD and LIPD, as continuous functions
//! (the paper's formulas) and as the discrete tables the hosts use (InfiniBand IPD values).
//!
//! Units: rates are normalized to the link rate, Rmax = 1 packet per packet time; time is in packet
//! times (the transmission time of one data packet). Rmin = Rmax / 256 (the largest IPD, 255),
//! and Trec = 1 / Rmin = 256 packet times is the recovery time of seed 002 condition 3.
//!
//! Continuous functions (seed 002 §V-C, §V-D, §VI-B):
//! - FIMD: f_dec(r) = max(r / m, Rmin); F^r(t) = r m^(t / Trec); f_inc(r) = min(r m^(Rmin / r), Rmax).
//! - LIPD: f_dec(r) = max(Rmax / (Rmax / r + 1), Rmin); F^r(t) = Rmax / (Rmax / r - t / Trec);
//!   f_inc(r) = min(r / (1 - Rmin / Rmax), Rmax).
//! - AIMD: f_dec(r) = max(r / m, Rmin); F^r(t) = r + s t with the largest slope condition 3
//!   allows, s = (m - 1) Rmin / Trec (recovery from Rmin to m Rmin with one unmarked ACK);
//!   f_inc(r) = min(r + s / r, Rmax).
//!
//! In all three f_inc(r) = F^r(1 / r): one unmarked ACK arrives per packet sent, 1 / r after the
//! previous one.
//!
//! Discrete version (seed 002 §VI-B.1: "256 discrete rates ... integer values of ipd in
//! [0, 255], yielding rates Rmax / (1 + ipd)"): a flow's state is its IPD level k and its
//! position `pos` on the increase curve F_inc(t) = F^Rmin(t), in packet times since Rmin. The
//! tables, computed from the continuous functions:
//! - `start[k]`: the position at which F_inc reaches the rate of level k, rounded up to a whole
//!   packet time (`start[255]` = 0, `start[0]` = the recovery time);
//! - `dec[k]`: the level after a marked ACK, the fastest level not faster than
//!   f_dec(Rmax / (1 + k)); the position restarts at `start[dec[k]]`.
//!
//! An unmarked ACK at level k advances `pos` by 1 + k packet times (the nominal interval between
//! the ACKs of a flow at level k, as f_inc(r) = F^r(1 / r)) and moves the flow to the fastest level
//! whose `start` it has reached, several levels at once where the curve is steep (FIMD at low
//! rates). The flow sends at its level's rate, never faster than the continuous curve, and
//! recovers from Rmin to Rmax in `start[0]` packet times plus at most one ACK interval: the
//! closed-form recovery time (tests below; `docs/experiments/ib-two-switch.md`).

use switchgen_config::Response;

/// Largest IPD value: Rmin = Rmax / (1 + IPD_MAX) = Rmax / 256.
pub const IPD_MAX: u8 = 255;
/// Number of discrete rates.
pub const LEVELS: usize = IPD_MAX as usize + 1;
/// Rmin / Rmax.
pub const RMIN: f64 = 1.0 / LEVELS as f64;
/// Trec = 1 / Rmin, packet times (seed 002 condition 3).
pub const TREC: f64 = LEVELS as f64;

/// Rate of IPD level `k`, normalized to Rmax: 1 / (1 + k).
#[inline]
pub fn level_rate(k: u8) -> f64 {
    1.0 / (1.0 + k as f64)
}

/// The fastest level whose rate does not exceed `r` (normalized): ceil(1 / r - 1), in 0..=255.
pub fn level_at_most(r: f64) -> u8 {
    let x = (1.0 / r - 1.0 - 1e-9).ceil();
    x.clamp(0.0, IPD_MAX as f64) as u8
}

/// Which response function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Aimd,
    Fimd,
    Lipd,
}

impl Kind {
    /// The rate-controlled kind of a host response (None for `none` and `window`).
    pub fn of(r: Response) -> Option<Kind> {
        match r {
            Response::Aimd => Some(Kind::Aimd),
            Response::Fimd => Some(Kind::Fimd),
            Response::Lipd => Some(Kind::Lipd),
            Response::None | Response::Window | Response::Mvcm | Response::IbCct | Response::SelfTuned | Response::Alo => None,
        }
    }
}

/// The continuous response function of `kind` with decrease factor `m` (AIMD, FIMD).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Continuous {
    pub kind: Kind,
    /// Multiplicative decrease factor (AIMD, FIMD), > 1.
    pub m: f64,
}

impl Continuous {
    /// AIMD's slope s = (m - 1) Rmin / Trec, rate per packet time.
    fn slope(&self) -> f64 {
        (self.m - 1.0) * RMIN / TREC
    }

    /// Rate after a marked ACK at rate `r`.
    pub fn f_dec(&self, r: f64) -> f64 {
        match self.kind {
            Kind::Aimd | Kind::Fimd => (r / self.m).max(RMIN),
            Kind::Lipd => (1.0 / (1.0 / r + 1.0)).max(RMIN),
        }
    }

    /// Rate `t` packet times after being at `r` with no mark, F^r(t) (not capped at Rmax).
    pub fn advance(&self, r: f64, t: f64) -> f64 {
        match self.kind {
            Kind::Fimd => r * self.m.powf(t / TREC),
            Kind::Lipd => {
                let d = 1.0 / r - t / TREC;
                if d <= 0.0 {
                    f64::INFINITY
                } else {
                    1.0 / d
                }
            }
            Kind::Aimd => r + self.slope() * t,
        }
    }

    /// Rate after an unmarked ACK at rate `r`: min(F^r(1 / r), Rmax).
    pub fn f_inc(&self, r: f64) -> f64 {
        self.advance(r, 1.0 / r).min(1.0)
    }

    /// Time along F_inc from rate `a` up to rate `b` (a <= b), packet times.
    pub fn time_between(&self, a: f64, b: f64) -> f64 {
        match self.kind {
            Kind::Fimd => TREC * (b / a).ln() / self.m.ln(),
            Kind::Lipd => TREC * (1.0 / a - 1.0 / b),
            Kind::Aimd => (b - a) / self.slope(),
        }
    }

    /// Closed-form recovery time from Rmin to Rmax, packet times (FIMD m = 2: 8 Trec = 2048;
    /// LIPD and AIMD m = 2: 255 Trec = 65280).
    pub fn recovery_time(&self) -> f64 {
        self.time_between(RMIN, 1.0)
    }
}

/// The discrete tables of one response function over the 256 IPD levels.
#[derive(Debug, Clone)]
pub struct RateTable {
    pub kind: Kind,
    /// Level after a marked ACK.
    pub dec: [u8; LEVELS],
    /// Position on F_inc (packet times since Rmin, rounded up) where level k's rate is reached;
    /// non-increasing in k, `start[255]` = 0.
    pub start: [u32; LEVELS],
}

/// Per-flow rate state: IPD level and position on the increase curve.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RateState {
    /// Current IPD: the flow sends at most one packet per (1 + ipd) packet times.
    pub ipd: u8,
    /// Position on F_inc, packet times since Rmin: `start[ipd] <= pos`, and `pos < start[ipd - 1]`.
    pub pos: u32,
}

impl RateState {
    /// A flow at Rmax (IPD 0), as flows start (seed 002 §VI-B: "flows are initialized to the
    /// maximum rate limit").
    pub fn at_rmax(t: &RateTable) -> RateState {
        RateState { ipd: 0, pos: t.start[0] }
    }
}

impl RateTable {
    /// Tables of `c` (see the module documentation).
    pub fn new(c: Continuous) -> RateTable {
        let mut t = RateTable { kind: c.kind, dec: [0; LEVELS], start: [0; LEVELS] };
        for k in 0..LEVELS {
            let r = level_rate(k as u8);
            t.dec[k] = level_at_most(c.f_dec(r)).max(k as u8);
            t.start[k] = if k == IPD_MAX as usize { 0 } else { (c.time_between(RMIN, r) - 1e-6).ceil().max(0.0) as u32 };
        }
        t
    }

    /// Tables for a host response (None for `none` and `window`).
    pub fn for_response(r: Response, m: f64) -> Option<RateTable> {
        Kind::of(r).map(|kind| RateTable::new(Continuous { kind, m }))
    }

    /// Applies one ACK to `st`: a marked ACK (BECN) decreases the rate to `dec`, an unmarked one
    /// advances the position by 1 + ipd packet times and raises the rate to the levels reached.
    #[inline]
    pub fn on_ack(&self, st: &mut RateState, marked: bool) {
        let k = st.ipd as usize;
        if marked {
            st.ipd = self.dec[k];
            st.pos = self.start[st.ipd as usize];
        } else if k > 0 {
            st.pos = (st.pos + 1 + k as u32).min(self.start[0]);
            while st.ipd > 0 && st.pos >= self.start[st.ipd as usize - 1] {
                st.ipd -= 1;
            }
        }
    }

    /// Recovery time from Rmin (level 255) to Rmax (level 0) with one unmarked ACK per packet
    /// sent at the current level (ACKs 1 + ipd packet times apart), packet times.
    pub fn recovery_time(&self) -> f64 {
        let mut st = RateState { ipd: IPD_MAX, pos: 0 };
        let mut t = 0.0;
        while st.ipd > 0 {
            t += 1.0 + st.ipd as f64;
            self.on_ack(&mut st, false);
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Kind; 3] = [Kind::Aimd, Kind::Fimd, Kind::Lipd];

    fn c(kind: Kind) -> Continuous {
        Continuous { kind, m: 2.0 }
    }

    /// The formulas of seed 002 §V written out independently of `Continuous`.
    fn paper_f_inc(kind: Kind, r: f64) -> f64 {
        let (rmax, rmin, m) = (1.0, 1.0 / 256.0, 2.0f64);
        match kind {
            Kind::Fimd => (r * m.powf(rmin / r)).min(rmax),
            Kind::Lipd => (r / (1.0 - rmin / rmax)).min(rmax),
            // slope (m - 1) Rmin / Trec with Trec = 1 / Rmin, applied over 1 / r
            Kind::Aimd => (r + (m - 1.0) * rmin * rmin / r).min(rmax),
        }
    }

    fn paper_f_dec(kind: Kind, r: f64) -> f64 {
        let (rmax, rmin, m) = (1.0, 1.0 / 256.0, 2.0);
        match kind {
            Kind::Fimd | Kind::Aimd => (r / m).max(rmin),
            Kind::Lipd => (rmax / (rmax / r + 1.0)).max(rmin),
        }
    }

    #[test]
    fn continuous_functions_are_the_papers_formulas() {
        for kind in ALL {
            for i in 0..=1000 {
                let r = RMIN + (1.0 - RMIN) * i as f64 / 1000.0;
                let (a, b) = (c(kind).f_inc(r), paper_f_inc(kind, r));
                assert!((a - b).abs() < 1e-12, "{kind:?} f_inc({r}) = {a}, paper {b}");
                let (a, b) = (c(kind).f_dec(r), paper_f_dec(kind, r));
                assert!((a - b).abs() < 1e-12, "{kind:?} f_dec({r}) = {a}, paper {b}");
            }
        }
        // LIPD's decrease is IPD + 1 on the discrete rates
        for k in 0..255u8 {
            assert!((c(Kind::Lipd).f_dec(level_rate(k)) - level_rate(k + 1)).abs() < 1e-12);
        }
    }

    #[test]
    fn condition_1_and_3_hold() {
        // condition 1: f_inc(f_dec(r)) <= r; condition 3 (limiting case at Rmin): f_inc(f_dec^-1(Rmin)...)
        for kind in ALL {
            let f = c(kind);
            // R'min = f_dec^-1(Rmin): below it the decrease is clamped at Rmin
            let r_min_prime = match kind {
                Kind::Lipd => 1.0 / (256.0 - 1.0),
                _ => 2.0 * RMIN,
            };
            for i in 0..=1000 {
                let r = r_min_prime + (1.0 - r_min_prime) * i as f64 / 1000.0;
                assert!(f.f_inc(f.f_dec(r)) <= r + 1e-12, "{kind:?} at {r}");
            }
            // from Rmin, one unmarked ACK recovers the rate that one mark decreases to Rmin
            assert!((f.f_inc(RMIN) - r_min_prime).abs() < 1e-12, "{kind:?}: f_inc(Rmin) = {}", f.f_inc(RMIN));
        }
    }

    /// Iterates f_inc from Rmin with one unmarked ACK per packet at the current rate (ACKs 1 / r
    /// apart) and returns the time to reach Rmax, packet times.
    fn iterate_recovery(f: Continuous) -> f64 {
        let (mut r, mut t) = (RMIN, 0.0);
        while r < 1.0 {
            t += 1.0 / r;
            r = f.f_inc(r);
        }
        t
    }

    #[test]
    fn recovery_times_match_the_paper() {
        // seed 002 §VI-B: "for 1 GByte/sec links and 2048 byte packets, the total time to reach the
        // maximum rate starting from the minimum rate is 4.2 ms for FIMD and 133.7 ms for LIPD and
        // AIMD": 2048 and 65280 packet times of 2.048 us
        let us_per_packet = 2048.0 / 1000.0; // 2048 bytes at 1 GB/s
        let ms = |pt: f64| pt * us_per_packet / 1000.0;
        let expect = [(Kind::Fimd, 2048.0, 4.2), (Kind::Lipd, 65280.0, 133.7), (Kind::Aimd, 65280.0, 133.7)];
        for (kind, closed, paper_ms) in expect {
            let f = c(kind);
            assert!((f.recovery_time() - closed).abs() < 1e-6, "{kind:?} closed form {}", f.recovery_time());
            assert!((ms(f.recovery_time()) - paper_ms).abs() < 0.05, "{kind:?}: {} ms vs paper {paper_ms} ms", ms(f.recovery_time()));
            // the per-ACK iteration follows the continuous curve; it overshoots by less than one
            // ACK interval at the top
            let it = iterate_recovery(f);
            eprintln!("{kind:?}: closed form {closed} packet times, per-ACK iteration {it:.1}, discrete tables {}", RateTable::new(f).recovery_time());
            assert!(it >= closed - 1e-6 && it <= closed + 2.0, "{kind:?}: iterated {it} vs {closed}");
            // the discrete tables follow the curve in time: at most one ACK interval (at most 2
            // packet times near Rmax) late
            let d = RateTable::new(f).recovery_time();
            assert!(d >= closed - 1e-6 && d <= closed + 2.0, "{kind:?}: discrete {d} vs {closed}");
        }
    }

    #[test]
    fn discrete_tables_follow_the_formulas() {
        for kind in ALL {
            let f = c(kind);
            let t = RateTable::new(f);
            assert_eq!(t.dec[IPD_MAX as usize], IPD_MAX, "{kind:?}: Rmin is a floor");
            for k in 0..LEVELS {
                // a mark never speeds a flow up, and lands on the level the formula gives
                assert!(t.dec[k] as usize >= k);
                assert!(level_rate(t.dec[k]) <= f.f_dec(level_rate(k as u8)) + 1e-12);
                // start[k] is where the curve reaches level k, to the packet time
                let exact = f.time_between(RMIN, level_rate(k as u8));
                assert!((t.start[k] as f64) >= exact - 1e-6 && (t.start[k] as f64) < exact + 1.0, "{kind:?} level {k}");
                if k > 0 {
                    assert!(t.start[k - 1] >= t.start[k]);
                }
            }
            // walking the curve: at every ACK the level's rate is at most the curve's rate
            let mut st = RateState { ipd: IPD_MAX, pos: 0 };
            let mut time = 0.0;
            while st.ipd > 0 {
                time += 1.0 + st.ipd as f64;
                t.on_ack(&mut st, false);
                assert_eq!(st.pos as f64, time.min(t.start[0] as f64));
                assert!(level_rate(st.ipd) <= f.advance(RMIN, time).min(1.0) + 1e-12, "{kind:?} at {time}");
            }
        }
        // spot values: LIPD reaches one level per Trec = 256 packet times
        let lipd = RateTable::new(c(Kind::Lipd));
        assert_eq!((lipd.start[255], lipd.start[254], lipd.start[1], lipd.start[0]), (0, 256, 65024, 65280));
        assert_eq!((lipd.dec[0], lipd.dec[7], lipd.dec[255]), (1, 8, 255));
        // FIMD and AIMD (m = 2) halve the rate: 1 + ipd doubles
        let fimd = RateTable::new(c(Kind::Fimd));
        assert_eq!((fimd.dec[0], fimd.dec[1], fimd.dec[100], fimd.dec[200]), (1, 3, 201, 255));
        // FIMD doubles the rate every Trec: level 127 (rate 1/128) at 256, level 0 at 8 Trec
        assert_eq!((fimd.start[127], fimd.start[63], fimd.start[0]), (256, 512, 2048));
        let aimd = RateTable::new(c(Kind::Aimd));
        // AIMD: linear, 65536 packet times per unit of rate: rate 1/2 at 65536 (1/2 - 1/256)
        assert_eq!((aimd.start[1], aimd.start[0]), (32512, 65280));
    }

    #[test]
    fn on_ack_walks_the_tables() {
        let t = RateTable::new(c(Kind::Lipd));
        let mut s = RateState::at_rmax(&t);
        t.on_ack(&mut s, false);
        assert_eq!(s, RateState { ipd: 0, pos: 65280 }, "no increase above Rmax");
        t.on_ack(&mut s, true);
        t.on_ack(&mut s, true);
        assert_eq!(s, RateState { ipd: 2, pos: 64768 });
        // level 2 -> 1 after 256 packet times: ceil(256 / 3) = 86 ACKs 3 apart
        for _ in 0..85 {
            t.on_ack(&mut s, false);
        }
        assert_eq!(s, RateState { ipd: 2, pos: 64768 + 255 });
        t.on_ack(&mut s, false);
        assert_eq!(s, RateState { ipd: 1, pos: 64768 + 258 });
        t.on_ack(&mut s, true); // a mark restarts at the level's start
        assert_eq!(s, RateState { ipd: 2, pos: 64768 });
        for _ in 0..300 {
            t.on_ack(&mut s, true);
        }
        assert_eq!(s, RateState { ipd: IPD_MAX, pos: 0 });
        // FIMD from Rmin: one ACK (256 packet times) doubles the rate
        let t = RateTable::new(c(Kind::Fimd));
        let mut s = RateState { ipd: IPD_MAX, pos: 0 };
        t.on_ack(&mut s, false);
        assert_eq!(s, RateState { ipd: 127, pos: 256 });
    }
}
