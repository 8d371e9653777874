//! Hosts (NIC models, SPEC §4), used unchanged by the golden model and by the co-simulation:
//! per-destination admittance queues (VOQ at the NIC, so hosts add no HOL blocking of their own),
//! one injection link with virtual cut-through credits, an ejection link that consumes one flit per
//! cycle, an ACK per data packet echoing MB, VB and FECN (as BECN), and the source responses
//! `none`, `window(w)` (static window of w outstanding data packets per flow) and the rate
//! controls `aimd`, `fimd`, `lipd` of seed 002 §V (window of one packet plus an IPD rate limit
//! from [`crate::rate`]).
//!
//! Order of operations of a host in a cycle: (1) receive the flit on the ejection link, return its
//! credit through the `link.credit_delay` line, complete and check packets, queue ACKs, apply the
//! source response to received ACKs; (2) generate traffic into the admittance queues; (3) flows
//! whose IPD timer expires this cycle become eligible; (4) inject: continue the packet being sent,
//! or start one (the ACK queue first, then round-robin over flows that have packets and are
//! eligible) when the injection credit counter (start-of-cycle value) covers the whole packet;
//! (5) count the credit arriving this cycle.
//!
//! Rate limit (seed 002 §V-D, InfiniBand IPD): a flow at IPD `ipd` that started a packet of `len`
//! flits in cycle c may start its next packet in cycle c + len (1 + ipd) at the earliest, with the
//! IPD current when the flow is considered (a marked ACK arriving meanwhile delays it further).

use crate::rate::{RateState, RateTable};
use crate::scoreboard::{check_delivery, payload, InFlight, ScoreboardError, Sent};
use crate::stats::{Marks, Stats};
use crate::traffic::{Event, SourceState, Traffic};
use crate::Flit;
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap as HashMap;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use switchgen_config::{Header, HeaderLayout, Params, Response};

#[derive(Debug, Clone, Copy)]
struct Pkt {
    dst: u32,
    len: u32,
    /// Full per-flow sequence number (data) or the acknowledged data seq (ACK).
    seq: u32,
    /// Generation cycle (queueing cycle for ACKs).
    gen: u64,
    class: u8,
    ack: bool,
    mb: bool,
    vb: bool,
    becn: bool,
}

/// One host's view of its flow to destination d.
#[derive(Debug, Default)]
struct Flow {
    /// Admittance queue (data packets not yet injected).
    q: VecDeque<Pkt>,
    next_seq: u32,
    /// Data packets injected and not yet acknowledged.
    outstanding: u32,
    in_ready: bool,
    /// Scoreboard: data packets injected and not yet delivered.
    inflight: InFlight,
    /// Scoreboard: ACKs this host injected towards d and not yet delivered.
    ack_inflight: InFlight,
    /// Rate control (`aimd`, `fimd`, `lipd`): IPD and position on the increase curve.
    rate: RateState,
    /// Start cycle and length (flits) of the last data packet injected: with the IPD they give
    /// the earliest start of the next one.
    last_start: u64,
    last_len: u32,
}

impl Flow {
    /// Earliest cycle the next data packet of this flow may start under its IPD.
    #[inline]
    fn next_ok(&self) -> u64 {
        if self.last_len == 0 {
            0
        } else {
            self.last_start + self.last_len as u64 * (1 + self.rate.ipd as u64)
        }
    }
}

/// Flows of one host by destination: a dense array for networks of up to [`DENSE_HOSTS`] hosts
/// (no hashing on the per-packet path), a hash map beyond (memory grows with the flows in use).
#[derive(Debug)]
enum FlowTable {
    Dense(Vec<Flow>),
    Sparse(HashMap<u32, Flow>),
}

/// Largest network whose hosts keep dense flow arrays (N x N flows in all).
const DENSE_HOSTS: u32 = 256;

impl FlowTable {
    fn new(hosts: u32) -> FlowTable {
        if hosts <= DENSE_HOSTS {
            FlowTable::Dense((0..hosts).map(|_| Flow::default()).collect())
        } else {
            FlowTable::Sparse(HashMap::default())
        }
    }

    #[inline]
    fn get_mut(&mut self, d: u32) -> &mut Flow {
        match self {
            FlowTable::Dense(v) => &mut v[d as usize],
            FlowTable::Sparse(m) => m.entry(d).or_default(),
        }
    }

    /// Data packets queued for `d` (0 for a flow never used).
    #[inline]
    fn queued(&self, d: u32) -> usize {
        match self {
            FlowTable::Dense(v) => v[d as usize].q.len(),
            FlowTable::Sparse(m) => m.get(&d).map_or(0, |f| f.q.len()),
        }
    }
}

#[derive(Debug)]
struct Host {
    rng: ChaCha8Rng,
    flows: FlowTable,
    /// Flows with packets that may send, in round-robin order.
    ready: VecDeque<u32>,
    acks: VecDeque<Pkt>,
    /// Injection credits, flits.
    credits: u32,
    /// Packet being injected and the index of its next flit.
    tx: Option<(Pkt, u32)>,
    /// Receive side: flits still to come, header, next flit index, first corrupted body flit.
    rx_rem: u32,
    rx_hdr: Header,
    rx_idx: u32,
    rx_corrupt: Option<(u32, u64, u64)>,
    credit_dl: u32,
    queued: u64,
    /// Traffic state (ON/OFF phases).
    src: SourceState,
    /// Rate control: (cycle, destination) when a flow's IPD allows its next packet; entries are
    /// checked when they expire (a flow may have stale ones).
    timers: BinaryHeap<Reverse<(u64, u32)>>,
}

/// All hosts of a network.
pub struct Hosts {
    hosts: Vec<Host>,
    traffic: Traffic,
    /// Packets injected and not yet delivered (data and ACK).
    in_network: u64,
    seq_mask: u32,
    hosts_n: u32,
    stats: Stats,
    header: HeaderLayout,
    flit_bits: u32,
    credit_delay: u32,
    /// Packets outstanding per flow allowed (`window`: w; rate control: 1).
    window: Option<u32>,
    ack_flits: u32,
    acks: bool,
    /// Rate-control tables (`aimd`, `fimd`, `lipd`).
    rate: Option<RateTable>,
    /// Keep rate state across ON periods of a flow.
    persistent: bool,
    /// Traffic events of the current host and cycle (reused).
    events: Vec<Event>,
    /// The traffic needs [`Traffic::generate`] (flows or ON/OFF), not the plain draw.
    gen_events: bool,
}

impl Hosts {
    pub fn new(p: &Params) -> Hosts {
        let c = &p.cfg;
        let traffic = Traffic::new(p);
        let stats = Stats::new(p.hosts, c.sim.warmup_cycles, c.sim.cycles, c.sim.window_cycles, traffic.class_names.clone());
        Hosts {
            hosts: (0..p.hosts)
                .map(|h| Host {
                    rng: Traffic::rng(c.traffic.seed, h),
                    flows: FlowTable::new(p.hosts),
                    ready: VecDeque::new(),
                    acks: VecDeque::new(),
                    credits: c.switch.buffer_flits,
                    tx: None,
                    rx_rem: 0,
                    rx_hdr: Header::default(),
                    rx_idx: 0,
                    rx_corrupt: None,
                    credit_dl: 0,
                    queued: 0,
                    src: traffic.source_state(h),
                    timers: BinaryHeap::new(),
                })
                .collect(),
            in_network: 0,
            seq_mask: ((1u64 << p.header.seq_bits) - 1) as u32,
            hosts_n: p.hosts,
            stats,
            header: p.header,
            flit_bits: c.switch.flit_bits,
            credit_delay: c.link.credit_delay,
            window: match c.hosts.response {
                Response::Window => Some(c.hosts.window),
                r if r.is_rate_control() => Some(1),
                _ => None,
            },
            ack_flits: c.hosts.ack_flits,
            acks: c.hosts.acks,
            rate: RateTable::for_response(c.hosts.response, c.hosts.rate.m),
            persistent: c.hosts.rate.persistent,
            events: Vec::new(),
            gen_events: traffic.explicit_flows() || traffic.has_on_off(),
            traffic,
        }
    }

    /// Makes flow `d` of host `h` eligible to inject if it has a packet, its window is open and
    /// its IPD allows it in `cycle`; arms its timer if only the IPD holds it back.
    #[inline]
    fn wake(&mut self, h: usize, d: u32, cycle: u64) {
        let window = self.window;
        let rated = self.rate.is_some();
        let host = &mut self.hosts[h];
        let flow = host.flows.get_mut(d);
        if flow.in_ready || flow.q.is_empty() || window.is_some_and(|w| flow.outstanding >= w) {
            return;
        }
        if rated {
            let t = flow.next_ok();
            if t > cycle {
                host.timers.push(Reverse((t, d)));
                return;
            }
        }
        flow.in_ready = true;
        host.ready.push_back(d);
    }

    /// One clock cycle for all hosts. Inputs are the wires during `cycle`: `rx_flit[h]` arrives on
    /// host h's ejection link, `rx_credit[h]` is a credit for its injection link. Outputs are the
    /// registered values the switches see in `cycle + 1`: `tx_flit[h]` on the injection link,
    /// `tx_credit[h]` on the ejection link's credit channel.
    ///
    /// Errors: the first scoreboard violation.
    pub fn step(&mut self, cycle: u64, rx_flit: &[Flit], rx_credit: &[bool], tx_flit: &mut [Flit], tx_credit: &mut [bool]) -> Result<(), ScoreboardError> {
        let dl_mask = (1u32 << self.credit_delay) - 1;
        let dl_out = self.credit_delay - 1;
        for h in 0..self.hosts.len() {
            // 1. receive
            let f = rx_flit[h];
            let host = &mut self.hosts[h];
            host.credit_dl = ((host.credit_dl << 1) | f.valid as u32) & dl_mask;
            tx_credit[h] = (host.credit_dl >> dl_out) & 1 == 1;
            if f.valid {
                self.receive(h, cycle, f.data)?;
            }
            // 2. generate
            if self.gen_events {
                let mut events = std::mem::take(&mut self.events);
                let host = &mut self.hosts[h];
                let flows = &host.flows;
                self.traffic.generate(&mut host.src, &mut host.rng, h as u32, cycle, |d| flows.queued(d), |e| events.push(e));
                for e in events.drain(..) {
                    match e {
                        Event::Packet(g) => self.enqueue(h, cycle, g),
                        Event::FlowOn { dst } => {
                            if let (Some(t), false) = (&self.rate, self.persistent) {
                                self.hosts[h].flows.get_mut(dst).rate = RateState::at_rmax(t);
                                self.wake(h, dst, cycle);
                            }
                        }
                    }
                }
                self.events = events;
            } else {
                let host = &mut self.hosts[h];
                if let Some(g) = self.traffic.draw(&mut host.rng, h as u32, cycle) {
                    self.enqueue(h, cycle, g);
                }
            }
            // 3. IPD timers
            if self.rate.is_some() {
                while let Some(&Reverse((t, d))) = self.hosts[h].timers.peek() {
                    if t > cycle {
                        break;
                    }
                    self.hosts[h].timers.pop();
                    self.wake(h, d, cycle);
                }
            }
            // 4. inject
            tx_flit[h] = self.inject(h, cycle);
            // 5. credit arriving this cycle
            self.hosts[h].credits += rx_credit[h] as u32;
        }
        Ok(())
    }

    /// A generated data packet enters the admittance queue of its flow.
    #[inline]
    fn enqueue(&mut self, h: usize, cycle: u64, g: crate::traffic::Gen) {
        let host = &mut self.hosts[h];
        let flow = host.flows.get_mut(g.dst);
        let seq = flow.next_seq;
        flow.next_seq = flow.next_seq.wrapping_add(1);
        flow.q.push_back(Pkt { dst: g.dst, len: g.len, seq, gen: cycle, class: g.class, ack: false, mb: false, vb: false, becn: false });
        host.queued += 1;
        self.stats.generated(cycle, g.len, g.class);
        if self.rate.is_some() {
            self.wake(h, g.dst, cycle);
        } else if !flow.in_ready && self.window.is_none_or(|w| flow.outstanding < w) {
            flow.in_ready = true;
            host.ready.push_back(g.dst);
        }
    }

    fn receive(&mut self, h: usize, cycle: u64, data: u64) -> Result<(), ScoreboardError> {
        let host = &mut self.hosts[h];
        if host.rx_rem == 0 {
            host.rx_hdr = self.header.decode(data);
            host.rx_idx = 1;
            host.rx_corrupt = None;
            host.rx_rem = host.rx_hdr.len.max(1) - 1;
        } else {
            let hd = &host.rx_hdr;
            let want = payload(hd.src, hd.dst, hd.seq, host.rx_idx, hd.ack, self.flit_bits);
            if data != want && host.rx_corrupt.is_none() {
                host.rx_corrupt = Some((host.rx_idx, want, data));
            }
            host.rx_idx += 1;
            host.rx_rem -= 1;
        }
        if host.rx_rem != 0 {
            return Ok(());
        }
        let (hd, len, corrupt) = (host.rx_hdr, host.rx_idx, host.rx_corrupt);
        let hn = h as u32;
        if hd.src >= self.hosts_n {
            return Err(ScoreboardError::Unexpected { cycle, host: hn, src: hd.src, kind: if hd.ack { "ACK" } else { "data" }, got: hd.seq });
        }
        // the packet's flow entry is kept by its source
        let src_flow = self.hosts[hd.src as usize].flows.get_mut(hn);
        let q = if hd.ack { &mut src_flow.ack_inflight } else { &mut src_flow.inflight };
        let sent = check_delivery(q, self.seq_mask, cycle, hn, hd.src, hd.dst, hd.ack, hd.seq, len, corrupt)?;
        self.in_network -= 1;
        let host = &mut self.hosts[h];
        if hd.ack {
            self.stats.ack_delivered(hd.becn);
            let flow = host.flows.get_mut(hd.src);
            flow.outstanding = flow.outstanding.saturating_sub(1);
            if let Some(t) = &self.rate {
                t.on_ack(&mut flow.rate, hd.becn);
                self.wake(h, hd.src, cycle);
            } else if !flow.in_ready && !flow.q.is_empty() && self.window.is_none_or(|w| flow.outstanding < w) {
                flow.in_ready = true;
                host.ready.push_back(hd.src);
            }
        } else {
            self.stats.delivered(cycle, sent.gen, sent.len, sent.class, Marks { fecn: hd.fecn, mb: hd.mb, vb: hd.vb });
            if !self.acks {
                return Ok(());
            }
            host.acks.push_back(Pkt {
                dst: hd.src,
                len: self.ack_flits,
                seq: sent.seq,
                gen: cycle,
                class: sent.class,
                ack: true,
                mb: hd.mb,
                vb: hd.vb,
                becn: hd.fecn,
            });
            host.queued += 1;
        }
        Ok(())
    }

    fn inject(&mut self, h: usize, cycle: u64) -> Flit {
        let seq_mask = self.seq_mask;
        let host = &mut self.hosts[h];
        if let Some((pkt, idx)) = host.tx.as_mut() {
            let data = payload(h as u32, pkt.dst, pkt.seq & seq_mask, *idx, pkt.ack, self.flit_bits);
            *idx += 1;
            if *idx == pkt.len {
                host.tx = None;
            }
            return Flit { valid: true, data };
        }
        let pkt = if let Some(a) = host.acks.front() {
            if host.credits < a.len {
                return Flit::IDLE;
            }
            let a = host.acks.pop_front().expect("front exists");
            host.flows.get_mut(a.dst).ack_inflight.push_back(Sent { seq: a.seq, len: a.len, gen: a.gen, class: a.class });
            a
        } else if let Some(&d) = host.ready.front() {
            let flow = host.flows.get_mut(d);
            let head = flow.q.front().expect("ready flow has packets");
            if host.credits < head.len {
                return Flit::IDLE;
            }
            let pkt = flow.q.pop_front().expect("head exists");
            host.ready.pop_front();
            flow.outstanding += 1;
            flow.inflight.push_back(Sent { seq: pkt.seq, len: pkt.len, gen: pkt.gen, class: pkt.class });
            flow.last_start = cycle;
            flow.last_len = pkt.len;
            // under rate control the IPD holds the flow back; `wake` re-arms it after its ACK
            if self.rate.is_none() && !flow.q.is_empty() && self.window.is_none_or(|w| flow.outstanding < w) {
                host.ready.push_back(d);
            } else {
                flow.in_ready = false;
            }
            pkt
        } else {
            return Flit::IDLE;
        };
        host.queued -= 1;
        host.credits -= pkt.len;
        self.in_network += 1;
        let data = self.header.encode(&Header {
            ack: pkt.ack,
            len: pkt.len,
            dst: pkt.dst,
            src: h as u32,
            seq: pkt.seq,
            mb: pkt.mb,
            vb: pkt.vb,
            fecn: false,
            becn: pkt.becn,
        });
        if pkt.len > 1 {
            host.tx = Some((pkt, 1));
        }
        Flit { valid: true, data }
    }

    /// Packets generated (data and ACK) and not yet delivered: queued at sources or in the network.
    pub fn outstanding_packets(&self) -> u64 {
        self.hosts.iter().map(|h| h.queued).sum::<u64>() + self.in_network
    }

    /// Which hosts still hold packets (first 8), for watchdog messages.
    pub fn queued_summary(&self) -> String {
        let v: Vec<String> = self
            .hosts
            .iter()
            .enumerate()
            .filter(|(_, h)| h.queued > 0 || h.tx.is_some())
            .take(8)
            .map(|(i, h)| format!("host {i}: {} queued ({} ACKs), {} credits{}", h.queued, h.acks.len(), h.credits, if h.tx.is_some() { ", sending" } else { "" }))
            .collect();
        format!("{} packets in the network; {}", self.in_network, if v.is_empty() { "no host has queued packets".into() } else { v.join(", ") })
    }

    /// Statistics so far.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use switchgen_config::load;

    /// A perfect "switch": every injected flit reaches its destination's ejection link the next
    /// cycle (one packet at a time per destination), credits return at once.
    fn loopback(set: &[&str], cycles: u64) -> (Hosts, u32) {
        let v: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        let p = Params::new(load(None, &v).unwrap()).unwrap();
        let mut max_outstanding = 0;
        let (hosts, _) = run_loop(&p, cycles, |_, _| false, |hosts| {
            for h in &hosts.hosts {
                assert!(h.credits <= p.cfg.switch.buffer_flits);
                if let FlowTable::Dense(v) = &h.flows {
                    for f in v {
                        max_outstanding = max_outstanding.max(f.outstanding);
                    }
                }
            }
        });
        (hosts, max_outstanding)
    }

    /// The perfect network of [`loopback`] driven for `cycles` cycles, setting FECN on the data
    /// headers `mark(cycle, header)` selects and calling `check` after every cycle. Returns the
    /// hosts and the injection cycle, source and destination of every data header.
    fn run_loop(p: &Params, cycles: u64, mut mark: impl FnMut(u64, &Header) -> bool, mut check: impl FnMut(&Hosts)) -> (Hosts, Vec<(u64, u32, u32)>) {
        let n = p.hosts as usize;
        let mut hosts = Hosts::new(p);
        let (mut tx, mut txc) = (vec![Flit::IDLE; n], vec![false; n]);
        let (mut rx, mut rxc) = (vec![Flit::IDLE; n], vec![false; n]);
        // per destination: whole packets to deliver, one flit per cycle (packets never interleave)
        let mut pending: Vec<VecDeque<u64>> = vec![VecDeque::new(); n];
        // per source: packet being collected, its destination and flits still to come
        let mut cur: Vec<(Vec<u64>, u32, u32)> = vec![(vec![], 0, 0); n];
        let mut sent = vec![];
        for c in 0..cycles {
            hosts.step(c, &rx, &rxc, &mut tx, &mut txc).unwrap();
            for s in 0..n {
                rxc[s] = tx[s].valid; // credit back next cycle
                if tx[s].valid {
                    let mut data = tx[s].data;
                    if cur[s].2 == 0 {
                        let hd = p.header.decode(data);
                        if !hd.ack {
                            sent.push((c, hd.src, hd.dst));
                            if mark(c, &hd) {
                                data |= 1 << p.header.fecn_bit;
                            }
                        }
                        cur[s].1 = hd.dst;
                        cur[s].2 = hd.len;
                    }
                    cur[s].0.push(data);
                    cur[s].2 -= 1;
                    if cur[s].2 == 0 {
                        let flits = std::mem::take(&mut cur[s].0);
                        pending[cur[s].1 as usize].extend(flits);
                    }
                }
            }
            for d in 0..n {
                rx[d] = pending[d].pop_front().map(|x| Flit { valid: true, data: x }).unwrap_or(Flit::IDLE);
            }
            check(&hosts);
        }
        (hosts, sent)
    }

    #[test]
    fn everything_is_delivered_and_acknowledged() {
        let (hosts, _) = loopback(&["topology.kind=single", "topology.ports=8", "traffic.pattern=uniform", "traffic.rate=0.2", "sim.cycles=3000", "sim.warmup_cycles=100"], 3000);
        let r = hosts.stats().results();
        assert!(r.delivered_packets > 200, "{r:?}");
        assert!(r.acks_delivered > 200);
        // a light load drains: only the last few packets are still in flight
        assert!(r.in_flight_packets < 20, "{}", r.in_flight_packets);
        assert!((r.throughput - 0.2).abs() < 0.03, "{}", r.throughput);
    }

    #[test]
    fn window_limits_outstanding_packets_per_flow() {
        let (hosts, max) = loopback(
            &["topology.kind=single", "topology.ports=4", "hosts.response=window", "hosts.window=2", "traffic.pattern=complement", "traffic.rate=1", "sim.cycles=2000", "sim.warmup_cycles=100"],
            2000,
        );
        assert_eq!(max, 2);
        assert!(hosts.stats().results().delivered_packets > 100);
    }

    fn marking_loop(p: &Params, cycles: u64, mark: impl FnMut(u64, &Header) -> bool) -> (Hosts, Vec<(u64, u32, u32)>) {
        run_loop(p, cycles, mark, |_| {})
    }

    fn flow_params(response: &str, extra: &[&str]) -> Params {
        let mut v: Vec<String> = [
            "topology.kind=single",
            "topology.ports=4",
            "traffic.pattern=flows",
            r#"traffic.flows=[{"src": 0, "dst": 1, "class": "a"}]"#,
            "traffic.packet_flits=4",
            "sim.cycles=100000",
            "sim.warmup_cycles=0",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        v.push(format!("hosts.response={response}"));
        v.extend(extra.iter().map(|s| s.to_string()));
        Params::new(load(None, &v).unwrap()).unwrap()
    }

    /// Start-to-start gaps between consecutive data packets of flow 0 -> 1.
    fn gaps(sent: &[(u64, u32, u32)]) -> Vec<u64> {
        let t: Vec<u64> = sent.iter().filter(|x| x.1 == 0 && x.2 == 1).map(|x| x.0).collect();
        t.windows(2).map(|w| w[1] - w[0]).collect()
    }

    #[test]
    fn marked_acks_raise_the_ipd_and_space_the_packets() {
        // every packet marked: LIPD adds 1 to the IPD per ACK, FIMD (m = 2) doubles 1 + IPD
        for (resp, ipds) in [("lipd", vec![1u64, 2, 3, 4, 5, 6]), ("fimd", vec![1, 3, 7, 15, 31, 63])] {
            let p = flow_params(resp, &[]);
            let (_, sent) = marking_loop(&p, 3000, |_, _| true);
            let g = gaps(&sent);
            // the first packet goes at Rmax (IPD 0); gap k follows the (k+1)-th marked ACK: len
            // (1 + ipd) cycles, or the round trip (len + 4 = 8 cycles here) when the window of
            // one packet waits longer for the ACK
            for (k, &ipd) in ipds.iter().enumerate() {
                let want = (4 * (1 + ipd)).max(8);
                assert_eq!(g[k], want, "{resp}: gap {k} = {} cycles, want IPD {ipd} -> {want} ({g:?})", g[k]);
            }
        }
    }

    #[test]
    fn window_of_one_packet_without_marks() {
        let p = flow_params("lipd", &[]);
        let (hosts, sent) = marking_loop(&p, 2000, |_, _| false);
        let g = gaps(&sent);
        // the ACK comes back len + 4 cycles after the start: the window, not the IPD, paces it
        assert!(g.iter().all(|&x| x == 8), "{g:?}");
        let r = hosts.stats().results();
        assert_eq!(r.becn_acks, 0);
        assert!(r.delivered_packets >= 2000 / 8 - 1, "{}", r.delivered_packets);
    }

    #[test]
    fn unmarked_acks_bring_the_rate_back_along_the_curve() {
        // mark the first 3 packets (LIPD: IPD 3), then none: one level per 256 packet times
        // (the increase curve is in packet times of len = 4 cycles here, ACKs counted nominally)
        let p = flow_params("lipd", &[]);
        let (hosts, sent) = marking_loop(&p, 20_000, |c, _| c < 30);
        let g = gaps(&sent);
        // packets at 0, 8, 20 are marked: IPD 1, 2, 3
        assert_eq!(&g[..3], &[8, 12, 16]);
        // IPD 3 -> 2 after 256 packet times at 4 nominal packet times per ACK: the 64th unmarked
        // ACK (that of packet 66) moves the flow up, so gaps 2..=65 are at IPD 3
        let at3 = g.iter().skip(2).take_while(|&&x| x == 16).count();
        assert_eq!(at3, 64, "{:?}", &g[..80]);
        assert_eq!(g[66], 12, "IPD 2");
        let flow = &hosts.hosts[0].flows;
        match flow {
            FlowTable::Dense(v) => assert_eq!(v[1].rate.ipd, 0, "back at Rmax after ~3 x 256 packet times"),
            FlowTable::Sparse(_) => unreachable!(),
        }
    }

    #[test]
    fn each_on_period_restarts_at_rmax_unless_state_persists() {
        let flows = r#"traffic.flows=[{"src": 0, "dst": 1, "on_off": {"mean_on_cycles": 3000, "mean_off_cycles": 3000}}]"#;
        let ipd_at_on = |persistent: bool| {
            let p = flow_params("lipd", &[flows, &format!("hosts.rate.persistent={persistent}")]);
            // mark everything: the IPD keeps climbing while ON
            let (_, sent) = marking_loop(&p, 40_000, |_, _| true);
            let t: Vec<u64> = sent.iter().map(|x| x.0).collect();
            // first gaps after each long pause (an OFF period): gap of the second packet of an ON period
            let mut firsts = vec![];
            for k in 1..t.len().saturating_sub(1) {
                if t[k] - t[k - 1] > 1500 {
                    firsts.push(t[k + 1] - t[k]);
                }
            }
            firsts
        };
        let reset = ipd_at_on(false);
        let kept = ipd_at_on(true);
        assert!(reset.len() >= 2 && kept.len() >= 2, "{reset:?} {kept:?}");
        // without persistent state each ON period starts at IPD 0: its second packet follows after
        // the first one's marked ACK, at IPD 1: 8 cycles
        assert!(reset.iter().all(|&g| g == 8), "{reset:?}");
        // with it, the IPD carries over and keeps growing
        assert!(kept.iter().all(|&g| g > 8) && kept.windows(2).all(|w| w[1] > w[0]), "{kept:?}");
    }
}
