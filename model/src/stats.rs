//! Statistics (issue 2 item 7): accepted throughput over the measurement window
//! [`sim.warmup_cycles`, `sim.cycles`), latency from generation to tail delivery (avg and
//! nearest-rank percentiles from an exact histogram), per traffic class, and a time series in windows of
//! `sim.window_cycles`. Data packets only; ACKs are counted separately.

use serde::Serialize;
use std::collections::BTreeMap;

/// Latency figures in cycles.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct Latency {
    pub avg: f64,
    pub p50: f64,
    pub p99: f64,
    pub max: f64,
}

/// Figures of one class (or of all traffic).
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct ClassResults {
    /// Accepted: data flits delivered in the window / hosts / window cycles.
    pub throughput: f64,
    /// Offered: data flits generated in the window / hosts / window cycles.
    pub offered: f64,
    pub latency: Latency,
    pub delivered_packets: u64,
    /// Of `delivered_packets`: delivered with `FECN` set (seed 002 marking).
    pub fecn_packets: u64,
    /// Of `delivered_packets`: delivered with `MB` set (seed 000 marking).
    pub mb_packets: u64,
    /// Of `delivered_packets`: delivered with `VB` set (seed 000 validation).
    pub vb_packets: u64,
}

/// Marking bits of a delivered data packet, for [`Stats::delivered`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Marks {
    pub fecn: bool,
    pub mb: bool,
    pub vb: bool,
}

/// One time-series window.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Window {
    pub start_cycle: u64,
    pub throughput: f64,
    pub offered: f64,
    /// Average latency of data packets delivered in the window (0 when none).
    pub latency_avg: f64,
    pub classes: BTreeMap<String, WindowClass>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct WindowClass {
    pub throughput: f64,
    pub latency_avg: f64,
}

/// The results of a run (serialized into the results JSON).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Results {
    pub throughput: f64,
    pub offered: f64,
    pub latency: Latency,
    pub delivered_packets: u64,
    /// Length of the measurement window, cycles.
    pub cycles: u64,
    pub classes: BTreeMap<String, ClassResults>,
    pub series: Vec<Window>,
    /// Data packets generated over the whole run.
    pub generated_packets: u64,
    /// Data packets generated and not delivered at the end (queued at sources or in the network).
    pub in_flight_packets: u64,
    pub acks_delivered: u64,
    /// Of the data packets delivered in the measurement window: with `FECN`, `MB`, `VB` set.
    pub fecn_packets: u64,
    pub mb_packets: u64,
    pub vb_packets: u64,
    /// ACKs delivered (whole run) carrying `BECN`.
    pub becn_acks: u64,
    /// Mean network latency of the data packets delivered in the measurement window, cycles:
    /// from the injection of the header (it leaves the source on its link) to the delivery of
    /// the tail, without the wait at the source (`latency` counts from generation).
    pub network_latency_avg: f64,
}

/// Exact latency histogram: a count per latency value (dense up to 65,535 cycles, sparse above),
/// so memory does not grow with the number of packets.
#[derive(Debug, Clone, Default)]
struct Hist {
    dense: Vec<u64>,
    sparse: std::collections::BTreeMap<u32, u64>,
    n: u64,
    sum: u128,
}

const DENSE_LATENCY: u32 = 1 << 16;

impl Hist {
    #[inline]
    fn add(&mut self, lat: u32) {
        self.n += 1;
        self.sum += lat as u128;
        if lat < DENSE_LATENCY {
            let i = lat as usize;
            if i >= self.dense.len() {
                self.dense.resize((i + 1).next_power_of_two().min(DENSE_LATENCY as usize), 0);
            }
            self.dense[i] += 1;
        } else {
            *self.sparse.entry(lat).or_default() += 1;
        }
    }

    fn merge(&mut self, o: &Hist) {
        for (i, &c) in o.dense.iter().enumerate() {
            if c > 0 {
                if i >= self.dense.len() {
                    self.dense.resize(o.dense.len(), 0);
                }
                self.dense[i] += c;
            }
        }
        for (&k, &c) in &o.sparse {
            *self.sparse.entry(k).or_default() += c;
        }
        self.n += o.n;
        self.sum += o.sum;
    }

    /// Values in increasing order with their counts.
    fn iter(&self) -> impl Iterator<Item = (u32, u64)> + '_ {
        self.dense.iter().enumerate().filter(|(_, &c)| c > 0).map(|(i, &c)| (i as u32, c)).chain(self.sparse.iter().map(|(&k, &c)| (k, c)))
    }

    /// Nearest-rank percentile q in (0, 1].
    fn rank(&self, q: f64) -> f64 {
        let want = ((q * self.n as f64).ceil() as u64).clamp(1, self.n);
        let mut seen = 0;
        for (v, c) in self.iter() {
            seen += c;
            if seen >= want {
                return v as f64;
            }
        }
        0.0
    }

    fn latency(&self) -> Latency {
        if self.n == 0 {
            return Latency::default();
        }
        Latency {
            avg: self.sum as f64 / self.n as f64,
            p50: self.rank(0.5),
            p99: self.rank(0.99),
            max: self.iter().last().map(|(v, _)| v as f64).unwrap_or(0.0),
        }
    }
}

#[derive(Debug, Clone, Default)]
struct ClassAcc {
    flits_delivered: u64,
    flits_offered: u64,
    latencies: Hist,
    fecn: u64,
    mb: u64,
    vb: u64,
}

#[derive(Debug, Clone, Default)]
struct WinAcc {
    flits: Vec<u64>,
    offered: Vec<u64>,
    lat_sum: Vec<u64>,
    lat_n: Vec<u64>,
}

/// Accumulates a run's statistics.
#[derive(Debug, Clone)]
pub struct Stats {
    hosts: u32,
    warmup: u64,
    end: u64,
    window: u64,
    class_names: Vec<String>,
    classes: Vec<ClassAcc>,
    windows: Vec<WinAcc>,
    generated: u64,
    delivered_total: u64,
    acks: u64,
    becn_acks: u64,
    /// Network latency (from injection) over the measurement window: sum, count.
    net_lat_sum: u128,
    net_lat_n: u64,
    /// Which cycles are link cycles (CIOQ speedup): throughputs are per link cycle.
    speedup: switchgen_config::Speedup,
}

impl Stats {
    /// `hosts` hosts, measurement window [warmup, end), series windows of `window` cycles.
    pub fn new(hosts: u32, warmup: u64, end: u64, window: u64, class_names: Vec<String>) -> Stats {
        let nwin = end.div_ceil(window) as usize;
        let nc = class_names.len();
        Stats {
            hosts,
            warmup,
            end,
            window,
            classes: vec![ClassAcc::default(); nc],
            windows: (0..nwin).map(|_| WinAcc { flits: vec![0; nc], offered: vec![0; nc], lat_sum: vec![0; nc], lat_n: vec![0; nc] }).collect(),
            class_names,
            generated: 0,
            delivered_total: 0,
            acks: 0,
            becn_acks: 0,
            net_lat_sum: 0,
            net_lat_n: 0,
            speedup: switchgen_config::Speedup::One,
        }
    }

    /// Throughputs per link cycle of `speedup` (docs/MICROARCHITECTURE.md "CIOQ switches"):
    /// flits over hosts x the link cycles of the span, not its cycles.
    pub fn per_link_cycle(mut self, speedup: switchgen_config::Speedup) -> Stats {
        self.speedup = speedup;
        self
    }

    /// Link cycles in cycles [a, b).
    fn link_span(&self, a: u64, b: u64) -> f64 {
        (self.speedup.link_cycles(b) - self.speedup.link_cycles(a)) as f64
    }

    fn in_window(&self, cycle: u64) -> bool {
        cycle >= self.warmup && cycle < self.end
    }

    /// A data packet of `len` flits and class `class` was generated in `cycle`.
    #[inline]
    pub fn generated(&mut self, cycle: u64, len: u32, class: u8) {
        self.generated += 1;
        if self.in_window(cycle) {
            self.classes[class as usize].flits_offered += len as u64;
        }
        if let Some(w) = self.windows.get_mut((cycle / self.window) as usize) {
            w.offered[class as usize] += len as u64;
        }
    }

    /// A data packet generated in `gen` was delivered (tail flit) in `cycle` with marking bits
    /// `marks`.
    #[inline]
    pub fn delivered(&mut self, cycle: u64, gen: u64, inj: u64, len: u32, class: u8, marks: Marks) {
        self.delivered_total += 1;
        let lat = (cycle - gen) as u32;
        if self.in_window(cycle) {
            self.net_lat_sum += (cycle - inj) as u128;
            self.net_lat_n += 1;
            let c = &mut self.classes[class as usize];
            c.flits_delivered += len as u64;
            c.latencies.add(lat);
            c.fecn += marks.fecn as u64;
            c.mb += marks.mb as u64;
            c.vb += marks.vb as u64;
        }
        if let Some(w) = self.windows.get_mut((cycle / self.window) as usize) {
            let c = class as usize;
            w.flits[c] += len as u64;
            w.lat_sum[c] += lat as u64;
            w.lat_n[c] += 1;
        }
    }

    /// Data packets delivered so far (whole run, any cycle).
    #[inline]
    pub fn delivered_total(&self) -> u64 {
        self.delivered_total
    }

    /// An ACK was delivered, with `becn` set or not.
    #[inline]
    pub fn ack_delivered(&mut self, becn: bool) {
        self.acks += 1;
        self.becn_acks += becn as u64;
    }

    /// The results so far.
    pub fn results(&self) -> Results {
        let span = self.link_span(self.warmup, self.end) * self.hosts as f64;
        let mut classes = BTreeMap::new();
        let mut all = ClassAcc::default();
        for (name, c) in self.class_names.iter().zip(&self.classes) {
            all.flits_delivered += c.flits_delivered;
            all.flits_offered += c.flits_offered;
            all.latencies.merge(&c.latencies);
            all.fecn += c.fecn;
            all.mb += c.mb;
            all.vb += c.vb;
            classes.insert(
                name.clone(),
                ClassResults {
                    throughput: c.flits_delivered as f64 / span,
                    offered: c.flits_offered as f64 / span,
                    delivered_packets: c.latencies.n,
                    latency: c.latencies.latency(),
                    fecn_packets: c.fecn,
                    mb_packets: c.mb,
                    vb_packets: c.vb,
                },
            );
        }
        let series = self
            .windows
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let start = i as u64 * self.window;
                let len = self.link_span(start, self.end.min(start + self.window)) * self.hosts as f64;
                let (lat_sum, lat_n): (u64, u64) = (w.lat_sum.iter().sum(), w.lat_n.iter().sum());
                Window {
                    start_cycle: start,
                    throughput: w.flits.iter().sum::<u64>() as f64 / len,
                    offered: w.offered.iter().sum::<u64>() as f64 / len,
                    latency_avg: if lat_n == 0 { 0.0 } else { lat_sum as f64 / lat_n as f64 },
                    classes: self
                        .class_names
                        .iter()
                        .enumerate()
                        .map(|(c, n)| {
                            let la = if w.lat_n[c] == 0 { 0.0 } else { w.lat_sum[c] as f64 / w.lat_n[c] as f64 };
                            (n.clone(), WindowClass { throughput: w.flits[c] as f64 / len, latency_avg: la })
                        })
                        .collect(),
                }
            })
            .collect();
        let delivered_packets = all.latencies.n;
        Results {
            throughput: all.flits_delivered as f64 / span,
            offered: all.flits_offered as f64 / span,
            latency: all.latencies.latency(),
            delivered_packets,
            cycles: self.end - self.warmup,
            classes,
            series,
            generated_packets: self.generated,
            in_flight_packets: self.generated.saturating_sub(self.delivered_total),
            acks_delivered: self.acks,
            fecn_packets: all.fecn,
            mb_packets: all.mb,
            vb_packets: all.vb,
            becn_acks: self.becn_acks,
            network_latency_avg: if self.net_lat_n == 0 { 0.0 } else { self.net_lat_sum as f64 / self.net_lat_n as f64 },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn histogram_percentiles_span_dense_and_sparse_values() {
        let mut h = Hist::default();
        for v in [3u32, 1, 2, 70_000, 2, 1_000_000] {
            h.add(v);
        }
        // sorted: 1 2 2 3 70000 1000000
        assert_eq!((h.rank(0.5), h.rank(0.99), h.rank(0.01)), (2.0, 1_000_000.0, 1.0));
        assert_eq!(h.latency().max, 1_000_000.0);
        assert!((h.latency().avg - 1_070_008.0 / 6.0).abs() < 1e-9);
    }

    #[test]
    fn throughput_and_nearest_rank_percentiles() {
        // 2 hosts, window [100, 200): 100 cycles x 2 hosts = 200 host-cycles
        let mut s = Stats::new(2, 100, 200, 50, vec!["uniform".into(), "hotspot".into()]);
        s.generated(50, 4, 0); // before the window: not offered
        for i in 1..=100u64 {
            s.generated(100 + i % 100, 1, 0);
            // latencies 1..=100 from generation, injected one cycle after generation
            s.delivered(100 + i % 100, 100 + i % 100 - i, 100 + i % 100 - i + 1, 1, 0, Marks { fecn: i % 4 == 0, ..Default::default() });
        }
        s.delivered(150, 140, 145, 2, 1, Marks { mb: true, vb: true, fecn: true });
        s.delivered(99, 0, 0, 3, 0, Marks { fecn: true, ..Default::default() }); // outside the window: not counted
        let r = s.results();
        assert_eq!(r.cycles, 100);
        assert!((r.offered - 100.0 / 200.0).abs() < 1e-12);
        assert!((r.throughput - 102.0 / 200.0).abs() < 1e-12);
        let u = &r.classes["uniform"];
        assert_eq!(u.delivered_packets, 100);
        assert_eq!((u.latency.p50, u.latency.p99, u.latency.max), (50.0, 99.0, 100.0));
        assert!((u.latency.avg - 50.5).abs() < 1e-12);
        assert_eq!(r.classes["hotspot"].latency.max, 10.0);
        // the overall figures merge both classes
        assert_eq!(r.latency.max, 100.0);
        assert_eq!(r.delivered_packets, 101);
        // from injection: 0..=99 for the uniform packets and 5 for the hot-spot one
        assert!((r.network_latency_avg - (4950.0 + 5.0) / 101.0).abs() < 1e-9);
        assert_eq!(r.series.len(), 4);
        assert_eq!(r.generated_packets, 101);
        assert_eq!((r.fecn_packets, r.mb_packets, r.vb_packets), (26, 1, 1));
        assert_eq!((u.fecn_packets, r.classes["hotspot"].vb_packets), (25, 1));
        assert_eq!(r.in_flight_packets, 0); // more deliveries than generations here: saturates
    }
}
