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
use crate::selftuned::SelfTuned;
use crate::scoreboard::{check_delivery, payload, InFlight, ScoreboardError, Sent};
use crate::stats::{Marks, Stats};
use crate::traffic::{Event, HotPhase, SourceState, Traffic};
use crate::Flit;
use rand_chacha::ChaCha8Rng;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use switchgen_config::{CctTrigger, Header, HeaderLayout, MvcmVariant, Params, Pattern, Response};

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
    /// `mvcm`: window cut DWmax - DW, waiting slots number_WS, and how often number_WS was
    /// multiplied (seed 000 §4.2).
    dw_cut: u32,
    number_ws: u64,
    ws_increases: u32,
    /// `ib_cct`: CCT index and the cycle its timer next lowers it.
    cct_index: u32,
    cct_deadline: u64,
    /// Static IPD of the flow (`traffic.flows[].ipd`, set when the flow turns ON): its next data
    /// packet starts at least L x (1 + static_ipd) cycles after the last one's start.
    static_ipd: u32,
    /// Start cycle and length (flits) of the last data packet injected: with the pacing they
    /// give the earliest start of the next one.
    last_start: u64,
    last_len: u32,
}

/// How sources pace their flows (`hosts.response`).
#[derive(Debug, Clone)]
enum Pacing {
    /// `none` (window None) and `window(w)`: a static window; timed only when some flow has a
    /// static IPD (`paced`).
    Static { window: Option<u32>, paced: bool },
    /// `aimd`, `fimd`, `lipd`: window of one packet and the IPD of the flow's rate.
    Rate(RateTable),
    /// `mvcm`: dynamic window DW in [1, dw_max], waiting interval number_WS x ws_cycles.
    Mvcm { dw_max: u32, ws_cycles: u64, k: u64, n: Option<u32>, variant: MvcmVariant },
    /// `ib_cct`: IPD = table[index], no window.
    Cct { table: Vec<u32>, increment: u32, timer: u64, react_to: CctTrigger },
}

impl Pacing {
    fn of(p: &Params) -> Pacing {
        let h = &p.cfg.hosts;
        let paced = p.cfg.traffic.pattern == Pattern::Flows && p.cfg.traffic.flows.iter().any(|f| f.ipd > 0);
        match h.response {
            Response::None | Response::SelfTuned | Response::Alo => Pacing::Static { window: None, paced },
            Response::Window => Pacing::Static { window: Some(h.window), paced },
            Response::Aimd | Response::Fimd | Response::Lipd => Pacing::Rate(RateTable::for_response(h.response, h.rate.m).expect("a rate response")),
            Response::Mvcm => Pacing::Mvcm { dw_max: p.mvcm.dw_max, ws_cycles: p.mvcm.ws_cycles, k: p.mvcm.k as u64, n: p.mvcm.n, variant: h.mvcm.variant },
            Response::IbCct => Pacing::Cct { table: h.cct.table(), increment: h.cct.increment, timer: h.cct.timer_cycles, react_to: h.cct.react_to },
        }
    }

    /// Flows are paced in time (every response but `none` and `window`, and those too when a
    /// flow has a static IPD): they wait on timers.
    #[inline]
    fn timed(&self) -> bool {
        !matches!(self, Pacing::Static { paced: false, .. })
    }

    /// Packets the flow may have outstanding (None: unlimited).
    #[inline]
    fn window(&self, f: &Flow) -> Option<u32> {
        match self {
            Pacing::Static { window, .. } => *window,
            Pacing::Rate(_) => Some(1),
            Pacing::Mvcm { dw_max, .. } => Some(dw_max - f.dw_cut),
            Pacing::Cct { .. } => None,
        }
    }

    /// Earliest cycle the flow's next data packet may start: the response's, and not before
    /// the flow's static IPD allows (which with IPD 0 is the last packet's end, never later than
    /// the response's).
    #[inline]
    fn next_ok(&self, f: &Flow) -> u64 {
        if f.last_len == 0 {
            return 0;
        }
        let len = f.last_len as u64;
        let floor = f.last_start + len * (1 + f.static_ipd as u64);
        let t = match self {
            Pacing::Static { .. } => floor,
            Pacing::Rate(_) => f.last_start + len * (1 + f.rate.ipd as u64),
            Pacing::Mvcm { ws_cycles, .. } => f.last_start + len + f.number_ws.saturating_mul(*ws_cycles),
            Pacing::Cct { table, .. } => f.last_start + len * (1 + table[f.cct_index as usize] as u64),
        };
        t.max(floor)
    }

    /// `ib_cct`: lowers the index once per timer period elapsed by `cycle` (lazily).
    #[inline]
    fn cct_tick(&self, f: &mut Flow, cycle: u64) {
        if let Pacing::Cct { timer, .. } = self {
            if f.cct_index > 0 && cycle >= f.cct_deadline {
                let periods = (cycle - f.cct_deadline) / timer + 1;
                f.cct_index = f.cct_index.saturating_sub(periods.min(u32::MAX as u64) as u32);
                f.cct_deadline += periods * timer;
            }
        }
    }

    /// The source response to one ACK of the flow (seed 002 §V, seed 000 Table 1 and §3.2.2).
    #[inline]
    fn on_ack(&self, f: &mut Flow, cycle: u64, mb: bool, vb: bool, becn: bool) {
        match self {
            Pacing::Static { .. } => {}
            Pacing::Rate(t) => t.on_ack(&mut f.rate, becn),
            Pacing::Mvcm { dw_max, k, n, variant, .. } => match variant {
                MvcmVariant::Full => mvcm_on_ack(f, *dw_max, *k, *n, mb, vb),
                MvcmVariant::PureIpm => mvcm_on_ack(f, *dw_max, *k, *n, mb, mb),
                MvcmVariant::NoWarm => {
                    if !mb || vb {
                        mvcm_on_ack(f, *dw_max, *k, *n, mb, vb)
                    }
                }
            },
            Pacing::Cct { table, increment, timer, react_to } => {
                self.cct_tick(f, cycle);
                let congested = match react_to {
                    CctTrigger::Becn => becn,
                    CctTrigger::Vb => mb && vb,
                };
                if congested {
                    f.cct_index = (f.cct_index + increment).min(table.len() as u32 - 1);
                    f.cct_deadline = cycle + timer;
                }
            }
        }
    }

    /// Back to the uncongested state: Rmax, DWmax without waiting slots, CCT index 0.
    fn reset(&self, f: &mut Flow) {
        match self {
            Pacing::Static { .. } => {}
            Pacing::Rate(t) => f.rate = RateState::at_rmax(t),
            Pacing::Mvcm { .. } => {
                f.dw_cut = 0;
                f.number_ws = 0;
                f.ws_increases = 0;
            }
            Pacing::Cct { .. } => f.cct_index = 0,
        }
    }
}

/// MVCM's corrective actions for one ACK (seed 000 §4.2, Table 1):
/// - MB=1, VB=0 (warm flow, moderate action): DW - 1, at least 1;
/// - MB=1, VB=1 (hot flow, imminent action): DW - 1 while DW > 1; at DW = 1, number_WS := 1 the
///   first time, then number_WS := k x number_WS, at most n times (when `n` is Some);
/// - MB=0 (VB=0; MB=0 VB=1 cannot happen): if there are waiting slots, remove them all at once
///   (and the count of increases); otherwise DW + 1, at most DWmax.
fn mvcm_on_ack(f: &mut Flow, dw_max: u32, k: u64, n: Option<u32>, mb: bool, vb: bool) {
    let dw = dw_max - f.dw_cut;
    match (mb, vb) {
        (true, false) => f.dw_cut += (dw > 1) as u32,
        (true, true) => {
            if dw > 1 {
                f.dw_cut += 1;
            } else if f.number_ws == 0 {
                f.number_ws = 1;
            } else if n.is_none_or(|n| f.ws_increases < n) {
                f.number_ws = f.number_ws.saturating_mul(k);
                f.ws_increases += 1;
            }
        }
        (false, _) => {
            if f.number_ws > 0 {
                f.number_ws = 0;
                f.ws_increases = 0;
            } else {
                f.dw_cut = f.dw_cut.saturating_sub(1);
            }
        }
    }
}

/// Flows of one host by destination: a dense array for networks of up to [`DENSE_HOSTS`] hosts;
/// beyond, a slab of the flows in use found through a per-destination index (4 bytes per
/// destination: the flows' memory grows with the flows in use, and the per-packet path indexes,
/// never hashes; issue 35: the hash map it replaces took 23 % of a 4-ary 5-fly run).
#[derive(Debug)]
enum FlowTable {
    Dense(Vec<Flow>),
    Slab { idx: Vec<u32>, flows: Vec<Flow> },
}

/// [`FlowTable::Slab`]'s index of a destination never sent to.
const NO_FLOW: u32 = u32::MAX;

/// Largest network whose hosts keep dense flow arrays (N x N flows in all).
const DENSE_HOSTS: u32 = 256;

impl FlowTable {
    fn new(hosts: u32) -> FlowTable {
        if hosts <= DENSE_HOSTS {
            FlowTable::Dense((0..hosts).map(|_| Flow::default()).collect())
        } else {
            FlowTable::Slab { idx: vec![NO_FLOW; hosts as usize], flows: vec![] }
        }
    }

    #[inline]
    fn get_mut(&mut self, d: u32) -> &mut Flow {
        match self {
            FlowTable::Dense(v) => &mut v[d as usize],
            FlowTable::Slab { idx, flows } => {
                let i = &mut idx[d as usize];
                if *i == NO_FLOW {
                    *i = flows.len() as u32;
                    flows.push(Flow::default());
                }
                &mut flows[*i as usize]
            }
        }
    }

    /// Calls `f(d, has queued data packets)` for every flow in use.
    fn for_each(&self, f: &mut impl FnMut(u32, bool)) {
        match self {
            FlowTable::Dense(v) => v.iter().enumerate().for_each(|(d, x)| f(d as u32, !x.q.is_empty())),
            FlowTable::Slab { idx, flows } => idx.iter().enumerate().filter(|(_, &i)| i != NO_FLOW).for_each(|(d, &i)| f(d as u32, !flows[i as usize].q.is_empty())),
        }
    }

    /// The flow to `d`, if used.
    #[inline]
    fn get(&self, d: u32) -> Option<&Flow> {
        match self {
            FlowTable::Dense(v) => Some(&v[d as usize]),
            FlowTable::Slab { idx, flows } => (idx[d as usize] != NO_FLOW).then(|| &flows[idx[d as usize] as usize]),
        }
    }

    /// Data packets queued for `d` (0 for a flow never used).
    #[inline]
    fn queued(&self, d: u32) -> usize {
        match self {
            FlowTable::Dense(v) => v[d as usize].q.len(),
            FlowTable::Slab { idx, flows } => match idx[d as usize] {
                NO_FLOW => 0,
                i => flows[i as usize].q.len(),
            },
        }
    }
}

#[derive(Debug)]
struct Host {
    rng: ChaCha8Rng,
    flows: FlowTable,
    /// Flows with packets that may send, in round-robin order.
    ready: VecDeque<u32>,
    /// `hosts.injection_queue = "fifo"`: the destination of every queued data packet, in
    /// generation order (the FIFO's order; each flow's own queue keeps its packets). Empty
    /// otherwise.
    order: VecDeque<u32>,
    acks: VecDeque<Pkt>,
    /// Injection credits, flits, per VC of the switch input (`switch.vcs` entries).
    credits: Box<[u32]>,
    /// The VC of the packet being received (its credits go back on it) and of each credit in
    /// the ejection delay line (8 bits per stage, stage 0 newest).
    rx_vc: u8,
    credit_vc_dl: u128,
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

/// One delivered data packet, as a [`TraceSink`] receives it: source and destination hosts, the
/// traffic class (index into [`Hosts::class_names`]), length in flits, and the cycles it was
/// generated, injected (its header left the source) and delivered (its tail reached the
/// destination), with the marks its header carried (FECN; MB and VB of seed 000's MVPM).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Delivery {
    pub src: u32,
    pub dst: u32,
    pub class: u8,
    pub len: u32,
    pub generated: u64,
    pub injected: u64,
    pub delivered: u64,
    pub fecn: bool,
    pub mb: bool,
    pub vb: bool,
}

/// Receives every delivered data packet, in delivery order (`sim --trace`); ACKs are not
/// passed. Absent, delivery costs nothing more.
pub type TraceSink = Box<dyn FnMut(&Delivery) + Send>;

/// All hosts of a network.
pub struct Hosts {
    /// Per-packet trace (`sim --trace`), None when off.
    trace: Option<TraceSink>,
    hosts: Vec<Host>,
    /// Which cycles are link cycles (CIOQ speedup): hosts generate and inject only then.
    speedup: switchgen_config::Speedup,
    traffic: Traffic,
    /// Packets injected and not yet delivered (data and ACK).
    in_network: u64,
    seq_mask: u32,
    hosts_n: u32,
    stats: Stats,
    header: HeaderLayout,
    /// RECN: `turnpool[src * N + dst]`, the source route a host writes into every header (empty
    /// without RECN).
    turnpool: Vec<u64>,
    flit_bits: u32,
    credit_delay: u32,
    /// `traffic.stop_cycle`: no packet is generated from this cycle on.
    stop_cycle: Option<u64>,
    /// `switch.vcs` (issue 34), and on a torus the VC classes (dateline pairs: a packet starts
    /// on VC 2j of its class j).
    vcs: usize,
    vc_classes: usize,
    vc_stride: usize,
    /// Adaptive routing (docs/MICROARCHITECTURE.md "Adaptive routing"): a packet starts on
    /// VC `vc_base + destination mod vc_classes`, an adaptive VC (1 on a mesh, 2 on a torus; 0
    /// on a bmin), and a flow's packets may arrive out of order (the scoreboard matches each
    /// to its own sequence number instead of the oldest).
    vc_base: usize,
    reorder: bool,
    /// `hosts.injection_queue = "fifo"`: data packets leave in generation order (`Host::order`).
    fifo_source: bool,
    /// `hosts.injection_queue = "oldest_first"`: of the flows that may send, the one whose head
    /// packet is oldest goes.
    oldest_source: bool,
    /// `hosts.send_queues = "per_vc"`: a send queue per VC, so a packet whose VC has no
    /// credits holds back only its own VC's packets.
    per_vc: bool,
    /// Service levels (`switch.sl_to_vl`, docs/MICROARCHITECTURE.md "Service levels"): the SL
    /// of each traffic class and the SL-to-VL table of the hosts' own links; a packet (and its
    /// ACK) carries its class's SL and starts on that SL's VL. None without service levels.
    sl: Option<(Vec<u8>, [u8; 16])>,
    /// The source response.
    pacing: Pacing,
    ack_flits: u32,
    acks: bool,
    /// Keep a flow's congestion state across its ON periods.
    persistent: bool,
    /// Traffic events of the current host and cycle (reused).
    events: Vec<Event>,
    /// The traffic needs [`Traffic::generate`] (flows or ON/OFF), not the plain draw.
    gen_events: bool,
    /// Hot-spot phase of seed 000 Table 3 (`start_after_delivered`, `packets_per_source`,
    /// `sources_idle`), decided here at run time; None: the fixed window of [`Traffic::draw`].
    hot: Option<HotState>,
    /// `self_tuned` (seed 003): the side band, estimate and tuner shared by all hosts.
    self_tuned: Option<SelfTuned>,
    /// `self_tuned`: no host starts a data packet this cycle.
    hold_data: bool,
    /// Flits that reached hosts in the last step (for the side band's throughput count).
    delivered_flits: u64,
    /// `alo` (seed 003 §5.1): per host its router, per (router, destination) the useful
    /// outputs, and per router the outputs with at least one VC free and with every VC free
    /// after the last step ([`Hosts::set_free_vcs`]).
    alo: Option<Alo>,
    /// `hosts.xoff`: the CAM lines each host mirrors from its injection link.
    xoff: Option<Xoff>,
}

/// `hosts.xoff` (seed 001 §4's input adapters, whose injection queues work like a switch's
/// output ports): per host the lines its injection link's backward channel notified, as an
/// upstream output port's lines (docs/MICROARCHITECTURE.md "Hosts"). RECN (seed 004 §4.1): line
/// l of host h is `lines[h * c + l]` = (key, HopsToReach), the route from the host (the first
/// switch's turn first) and its turns. FBICM (seed 001 §3.3-3.5): `dests[h]` is the host's CLOP,
/// the destinations an ADD named with their lines (bit l), cleared when line l's Active bit
/// drops. `known` bit l: a notification set it and the line has stayed active since; `stop` bit
/// l: the line is in Xoff / Stop (registered from the backward channel, as [`crate::cam`]'s
/// output lines).
#[derive(Debug, Clone)]
struct Xoff {
    /// Lines per host: RECN `switch.saqs`, FBICM `switch.vcs` x `switch.cfqs` (VC-major).
    c: usize,
    pb: u32,
    lines: Vec<(u64, u32)>,
    /// FBICM: per host (destination, its lines); None with RECN.
    dests: Option<Vec<Vec<(u32, u32)>>>,
    /// FBICM with VCs: the lines of each VC (`switch.cfqs`); a packet of VC v meets only lines
    /// v x cfqs .. (v + 1) x cfqs. 0: every line.
    vc_lines: usize,
    known: Vec<u32>,
    stop: Vec<u32>,
    /// RECN: per host and line (`h * c + l`) its destinations with data packets queued whose
    /// longest matching line is l (the forward leaf level of line l is `leaf > 0`), kept at each
    /// queue's empty / non-empty change and recounted when the host's lines change; empty with
    /// FBICM.
    leaf: Vec<u32>,
    /// Injection opportunities (cycles with a flow ready) whose first ready flow was in Xoff,
    /// so a later one, or none, went: over the run.
    passed: u64,
}

impl Xoff {
    /// The line (0-based) whose route is the longest prefix of `tp` among host `h`'s known
    /// lines (lowest line on ties), if any.
    #[inline]
    fn line_of(&self, h: usize, tp: u64) -> Option<usize> {
        let mut best: Option<(usize, u32)> = None;
        let mut m = self.known[h];
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            let (key, hops) = self.lines[h * self.c + l];
            let b = hops * self.pb;
            let mask = if b >= 64 { u64::MAX } else { (1u64 << b) - 1 };
            if tp & mask == key && best.is_none_or(|(_, bh)| hops > bh) {
                best = Some((l, hops));
            }
        }
        best.map(|(l, _)| l)
    }

    /// RECN: host `h`'s queue to `d` (turnpool `tp`) became non-empty (`up`) or empty: the count
    /// of its longest matching line, if any, follows. No effect with FBICM or no known line.
    #[inline]
    fn queue_change(&mut self, h: usize, tp: u64, up: bool) {
        if self.dests.is_some() || self.known[h] == 0 {
            return;
        }
        if let Some(l) = self.line_of(h, tp) {
            let c = &mut self.leaf[h * self.c + l];
            *c = if up { *c + 1 } else { *c - 1 };
        }
    }

    /// Host `h` may not start a data packet to `d` on VC `vc` with turnpool `tp`: RECN, its
    /// route's longest matching line is in Xoff; FBICM, a line of its VC that holds `d` is in
    /// Stop (seed 001 §3.5: the output port refuses the packets of a stopped line).
    #[inline]
    fn held(&self, h: usize, d: u32, vc: usize, tp: u64) -> bool {
        if self.known[h] == 0 {
            return false;
        }
        match &self.dests {
            None => self.line_of(h, tp).is_some_and(|l| (self.stop[h] >> l) & 1 == 1),
            Some(ds) => {
                let vmask = if self.vc_lines == 0 { u32::MAX } else { ((1u32 << self.vc_lines) - 1) << (vc * self.vc_lines) };
                ds[h].iter().any(|&(x, bits)| x == d && bits & self.stop[h] & vmask != 0)
            }
        }
    }
}

/// The turnpool of host `h`'s packets to `d` in the table of `n` hosts (`turnpool[h * n + d]`;
/// 0 without source routing, where the table is empty).
#[inline]
fn turnpool_of(turnpool: &[u64], n: usize, h: usize, d: u32) -> u64 {
    turnpool.get(h * n + d as usize).copied().unwrap_or(0)
}

/// At-Least-One's state (`hosts.response = "alo"`).
#[derive(Debug, Clone)]
struct Alo {
    n: usize,
    router: Vec<u32>,
    useful: Vec<u32>,
    any_free: Vec<u32>,
    all_free: Vec<u32>,
    /// Injection opportunities ALO was asked about (a host free to start a data packet, its
    /// next one at hand) and those it refused, over the whole run.
    asked: u64,
    held: u64,
}

impl Alo {
    /// Host `h` may start a data packet to `d`: every useful output of its router has a free
    /// VC, or one of them has all its VCs free (seed 003 §5.1).
    #[inline]
    fn allows(&self, h: usize, d: u32) -> bool {
        let r = self.router[h] as usize;
        let u = self.useful[r * self.n + d as usize];
        u & !self.any_free[r] == 0 || u & self.all_free[r] != 0
    }
}

/// The run-time hot-spot phase (pattern `hotspot` with seed 000 Table 3's options).
#[derive(Debug, Clone)]
struct HotState {
    /// First cycle of the phase, once known.
    start: Option<u64>,
    /// Start it after this many data packets have been delivered.
    after_delivered: Option<u64>,
    end: u64,
    /// Packets each source may still send in the phase (u64::MAX: no limit).
    left: Vec<u64>,
    /// Packets all hot-spot sources send in the phase (`packets_per_source` x sources), if
    /// bounded.
    volume: Option<u64>,
    idle: bool,
}

impl Hosts {
    /// Installs (or with None removes) the per-packet trace sink.
    pub fn set_trace(&mut self, sink: Option<TraceSink>) {
        self.trace = sink;
    }

    /// The traffic classes' names, indexed by [`Delivery::class`].
    pub fn class_names(&self) -> &[String] {
        &self.traffic.class_names
    }

    pub fn new(p: &Params) -> Hosts {
        let c = &p.cfg;
        let traffic = Traffic::new(p);
        let stats = Stats::new(p.hosts, c.sim.warmup_cycles, c.sim.cycles, c.sim.window_cycles, traffic.class_names.clone()).per_link_cycle(p.speedup);
        Hosts {
            trace: None,
            speedup: p.speedup,
            hosts: (0..p.hosts)
                .map(|h| Host {
                    rng: Traffic::rng(c.traffic.seed, h),
                    flows: FlowTable::new(p.hosts),
                    ready: VecDeque::new(),
                    order: VecDeque::new(),
                    acks: VecDeque::new(),
                    credits: vec![p.vc_buffer_flits; p.vcs as usize].into_boxed_slice(),
                    rx_vc: 0,
                    credit_vc_dl: 0,
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
            turnpool: if p.header.tp_bits == 0 {
                vec![]
            } else {
                (0..p.hosts * p.hosts).map(|k| p.topology.turnpool(k / p.hosts, k % p.hosts).unwrap_or(0)).collect()
            },
            flit_bits: c.switch.flit_bits,
            credit_delay: c.link.credit_delay,
            stop_cycle: c.traffic.stop_cycle,
            vcs: p.vcs as usize,
            vc_classes: if p.adaptive { (p.vcs - p.escape_vcs) as usize } else if p.dateline { p.vcs as usize / 2 } else { p.vcs as usize },
            vc_stride: if p.dateline && !p.adaptive { 2 } else { 1 },
            vc_base: p.escape_vcs as usize,
            reorder: p.adaptive || p.sl_reorder,
            fifo_source: c.hosts.injection_queue == switchgen_config::InjectionQueue::Fifo,
            oldest_source: c.hosts.injection_queue == switchgen_config::InjectionQueue::OldestFirst,
            per_vc: c.hosts.send_queues == switchgen_config::SendQueues::PerVc,
            sl: p.sl2vl.map(|t| (p.sl_of_class.clone(), t)),
            pacing: Pacing::of(p),
            ack_flits: c.hosts.ack_flits,
            acks: c.hosts.acks,
            persistent: c.hosts.rate.persistent,
            events: Vec::new(),
            gen_events: traffic.explicit_flows() || traffic.has_on_off(),
            hot: {
                let hs = &c.traffic.hotspot;
                let dynamic = hs.start_after_delivered.is_some() || hs.packets_per_source.is_some() || hs.sources_idle;
                (c.traffic.pattern == switchgen_config::Pattern::Hotspot && dynamic).then(|| HotState {
                    start: if hs.start_after_delivered.is_some() { None } else { Some(hs.start_cycle) },
                    after_delivered: hs.start_after_delivered,
                    end: if hs.start_after_delivered.is_some() && hs.end_cycle <= hs.start_cycle { u64::MAX } else { hs.end_cycle },
                    left: vec![hs.packets_per_source.unwrap_or(u64::MAX); p.hosts as usize],
                    volume: hs.packets_per_source.map(|each| (0..p.hosts).filter(|&h| traffic.is_hot(h)).count() as u64 * each),
                    idle: hs.sources_idle,
                })
            },
            traffic,
            self_tuned: (c.hosts.response == Response::SelfTuned).then(|| SelfTuned::new(p)),
            hold_data: false,
            delivered_flits: 0,
            alo: (c.hosts.response == Response::Alo).then(|| {
                let t = &p.topology;
                let n = p.hosts as usize;
                let mut useful = vec![0u32; t.switches.len() * n];
                for (s, node) in t.switches.iter().enumerate() {
                    for d in 0..n {
                        useful[s * n + d] = if p.adaptive { node.amask[d] } else { 1 << node.route[d] };
                    }
                }
                Alo { n, router: t.inject.iter().map(|&(s, _)| s).collect(), useful, any_free: vec![0; t.switches.len()], all_free: vec![0; t.switches.len()], asked: 0, held: 0 }
            }),
            xoff: c.hosts.xoff.then(|| {
                let n = p.hosts as usize;
                let fbicm = c.switch.queue_scheme == switchgen_config::QueueScheme::Fbicm;
                let cl = p.fb.lines.max(1) as usize;
                let vc_lines = if fbicm && c.switch.vcs > 1 { c.switch.cfqs as usize } else { 0 };
                let (lines, dests) = if fbicm { (Vec::new(), Some(vec![Vec::new(); n])) } else { (vec![(0, 0); n * cl], None) };
                let leaf = if fbicm { Vec::new() } else { vec![0; n * cl] };
                Xoff { c: cl, pb: p.port_bits, lines, dests, vc_lines, known: vec![0; n], stop: vec![0; n], leaf, passed: 0 }
            }),
        }
    }

    /// `hosts.xoff`: the hosts read their injection links' backward channels ([`Hosts::xoff_end`]).
    pub fn wants_fb(&self) -> bool {
        self.xoff.is_some()
    }

    /// `hosts.xoff`: injection opportunities whose first ready flow was in Xoff, over the run.
    pub fn xoff_passed(&self) -> Option<u64> {
        self.xoff.as_ref().map(|x| x.passed)
    }

    /// `hosts.xoff`, at the end of a cycle after [`Hosts::step`]: host h's lines from `fb[h]`,
    /// the backward channel of its injection link during the cycle (a notification keys line
    /// `add.line`; `active` and `stop` bits as the switch's input lines drive them), and
    /// `fw[h]`, the forward leaf levels it drives in the next cycle: bit l while line l is known
    /// and the host holds a data packet whose longest matching line is l (the first switch's
    /// line is then not a leaf, as with a SAQ at the NIC).
    pub fn xoff_end(&mut self, fb: impl Fn(usize) -> switchgen_config::cam::Fb, fw: &mut [u32]) {
        let Some(x) = self.xoff.as_mut() else { return };
        let n = self.hosts_n as usize;
        for (h, host) in self.hosts.iter().enumerate() {
            let f = fb(h);
            let was = (x.known[h], f.add.is_some());
            if let Some(a) = f.add {
                let l = a.line as usize;
                if l < x.c {
                    match &mut x.dests {
                        // FBICM: the destination joins line l (CLOP[d] bit l)
                        Some(ds) => match ds[h].iter_mut().find(|e| e.0 == a.key as u32) {
                            Some(e) => e.1 |= 1 << l,
                            None => ds[h].push((a.key as u32, 1 << l)),
                        },
                        None => x.lines[h * x.c + l] = (a.key, a.hops),
                    }
                    x.known[h] |= 1 << l;
                }
            }
            let dropped = x.known[h] & !f.active;
            x.known[h] &= f.active;
            x.stop[h] = f.stop & f.active & x.known[h];
            if let Some(ds) = &mut x.dests {
                // FBICM: a line whose Active bit dropped is free, its destinations leave it;
                // no leaf levels (seed 001's lines are freed by the switch that holds the CFQ)
                if dropped != 0 {
                    ds[h].retain_mut(|e| {
                        e.1 &= !dropped;
                        e.1 != 0
                    });
                }
                fw[h] = 0;
                continue;
            }
            let leaf = h * x.c..(h + 1) * x.c;
            if was.1 || was.0 != x.known[h] {
                // the lines changed: recount every queued destination's longest matching line
                x.leaf[leaf.clone()].fill(0);
                if x.known[h] != 0 {
                    let mut each = |d: u32, queued: bool| {
                        if queued {
                            x.queue_change(h, turnpool_of(&self.turnpool, n, h, d), true);
                        }
                    };
                    host.flows.for_each(&mut each);
                }
            }
            fw[h] = x.leaf[leaf].iter().enumerate().fold(0, |m, (l, &k)| m | ((k > 0) as u32) << l);
        }
    }

    /// `alo`: the hosts need every router's free VCs after every step ([`Hosts::set_free_vcs`]).
    pub fn wants_free_vcs(&self) -> bool {
        self.alo.is_some()
    }

    /// `alo`, after [`Hosts::step`]: switch `s`'s outputs with at least one VC free (bit o of
    /// `any_free`) and with every VC free (`all_free`), a VC being free when all its credits
    /// are back (from its VC monitor words, [`switchgen_config::vc_mon`]). No effect with
    /// another response.
    pub fn set_free_vcs(&mut self, s: usize, any_free: u32, all_free: u32) {
        if let Some(a) = &mut self.alo {
            a.any_free[s] = any_free;
            a.all_free[s] = all_free;
        }
    }

    /// `alo`: injection opportunities At-Least-One was asked about and how many it refused
    /// (a host free to start a data packet and holding one), over the whole run; None with
    /// another response.
    pub fn alo_counts(&self) -> Option<(u64, u64)> {
        self.alo.as_ref().map(|a| (a.asked, a.held))
    }

    /// `self_tuned`: the side band, estimate and tuner (None with any other response).
    pub fn self_tuned(&self) -> Option<&SelfTuned> {
        self.self_tuned.as_ref()
    }

    /// The hosts need the global full-buffer count after every step ([`Hosts::end_cycle`]).
    pub fn wants_full_buffers(&self) -> bool {
        self.self_tuned.is_some()
    }

    /// After [`Hosts::step`] of `cycle`: the switches hold `full` flits in their input buffers
    /// (the sum of every switch's `fullbuf_o` after the same clock edge); feeds the `self_tuned`
    /// side band (no effect with another response).
    pub fn end_cycle(&mut self, cycle: u64, full: u64) {
        if let Some(st) = &mut self.self_tuned {
            st.end_cycle(cycle, full, self.delivered_flits);
        }
    }

    /// Makes flow `d` of host `h` eligible to inject if it has a packet, its window is open and
    /// its pacing allows it in `cycle`; arms its timer if only the pacing holds it back (for
    /// `ib_cct` also at the next lowering of its index, which may let it go earlier).
    #[inline]
    fn wake(&mut self, h: usize, d: u32, cycle: u64) {
        let pacing = &self.pacing;
        let host = &mut self.hosts[h];
        let flow = host.flows.get_mut(d);
        if flow.in_ready || flow.q.is_empty() || pacing.window(flow).is_some_and(|w| flow.outstanding >= w) {
            return;
        }
        if self.pacing.timed() {
            pacing.cct_tick(flow, cycle);
            let t = pacing.next_ok(flow);
            if t > cycle {
                let at = if matches!(pacing, Pacing::Cct { .. }) && flow.cct_index > 0 { t.min(flow.cct_deadline.max(cycle + 1)) } else { t };
                host.timers.push(Reverse((at, d)));
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
    ///
    /// With VCs (issue 34) each credit comes with its VC: `rx_credit = (valid, vc)`, and
    /// `tx_credit` gets the VC of each ejection credit.
    pub fn step(&mut self, cycle: u64, rx_flit: &[Flit], rx_credit: (&[bool], &[u8]), tx_flit: &mut [Flit], tx_credit: (&mut [bool], &mut [u8])) -> Result<(), ScoreboardError> {
        let (rx_credit, rx_credit_vc) = rx_credit;
        let (tx_credit, tx_credit_vc) = tx_credit;
        if let Some(hot) = &mut self.hot {
            if hot.start.is_none() && hot.after_delivered.is_some_and(|n| self.stats.delivered_total() >= n) {
                hot.start = Some(cycle);
            }
        }
        if let Some(st) = &mut self.self_tuned {
            self.hold_data = st.throttle(cycle);
            self.delivered_flits = rx_flit.iter().filter(|f| f.valid).count() as u64;
        }
        let dl_mask = (1u32 << self.credit_delay) - 1;
        let dl_out = self.credit_delay - 1;
        let link = self.speedup.link_cycle(cycle);
        for h in 0..self.hosts.len() {
            // 1. receive
            let f = rx_flit[h];
            let host = &mut self.hosts[h];
            host.credit_dl = ((host.credit_dl << 1) | f.valid as u32) & dl_mask;
            tx_credit[h] = (host.credit_dl >> dl_out) & 1 == 1;
            if self.vcs > 1 {
                if f.valid && host.rx_rem == 0 {
                    host.rx_vc = self.header.vc(f.data) as u8;
                }
                tx_credit_vc[h] = crate::delay_vc(&mut host.credit_vc_dl, host.rx_vc, self.credit_delay);
            }
            if f.valid {
                self.receive(h, cycle, f.data)?;
            }
            // 2. generate (CIOQ speedup: only in link cycles, so traffic.rate is per link cycle)
            if !link || self.stop_cycle.is_some_and(|s| cycle >= s) {
                // not a link cycle, or the sources have stopped (traffic.stop_cycle): nothing is
                // generated
            } else if self.gen_events {
                let mut events = std::mem::take(&mut self.events);
                let host = &mut self.hosts[h];
                let flows = &host.flows;
                self.traffic.generate(&mut host.src, &mut host.rng, h as u32, cycle, |d| flows.queued(d), |e| events.push(e));
                for e in events.drain(..) {
                    match e {
                        Event::Packet(g) => self.enqueue(h, cycle, g),
                        Event::FlowOn { dst, ipd } => {
                            if self.pacing.timed() {
                                let flow = self.hosts[h].flows.get_mut(dst);
                                flow.static_ipd = ipd;
                                if !self.persistent {
                                    self.pacing.reset(flow);
                                    self.wake(h, dst, cycle);
                                }
                            }
                        }
                    }
                }
                self.events = events;
            } else if let Some(hot) = &mut self.hot {
                let host = &mut self.hosts[h];
                let phase = if !self.traffic.is_hot(h as u32) {
                    HotPhase::Normal
                } else if hot.start.is_some_and(|s| cycle >= s) && cycle < hot.end && hot.left[h] > 0 {
                    HotPhase::Hot
                } else if hot.idle {
                    HotPhase::Idle
                } else {
                    HotPhase::Normal
                };
                if let Some(g) = self.traffic.draw_in(&mut host.rng, h as u32, phase) {
                    if phase == HotPhase::Hot {
                        hot.left[h] -= 1;
                    }
                    self.enqueue(h, cycle, g);
                }
            } else {
                let host = &mut self.hosts[h];
                if let Some(g) = self.traffic.draw(&mut host.rng, h as u32, cycle) {
                    self.enqueue(h, cycle, g);
                }
            }
            // 3. pacing timers
            if self.pacing.timed() {
                while let Some(&Reverse((t, d))) = self.hosts[h].timers.peek() {
                    if t > cycle {
                        break;
                    }
                    self.hosts[h].timers.pop();
                    self.wake(h, d, cycle);
                }
            }
            // 4. inject (only in link cycles: the link moves a flit only then)
            tx_flit[h] = if link { self.inject(h, cycle) } else { Flit::IDLE };
            // 5. credit arriving this cycle
            let host = &mut self.hosts[h];
            let v = rx_credit_vc[h] as usize;
            host.credits[if v < host.credits.len() { v } else { 0 }] += rx_credit[h] as u32;
        }
        Ok(())
    }

    /// A generated data packet enters the admittance queue of its flow.
    #[inline]
    fn enqueue(&mut self, h: usize, cycle: u64, g: crate::traffic::Gen) {
        let host = &mut self.hosts[h];
        let flow = host.flows.get_mut(g.dst);
        // MVCM: a packet entering an empty admittance queue resets the flow's corrective actions
        // (seed 000 §4.2.2: DW := DWmax, WS := 0)
        if flow.q.is_empty() {
            if matches!(self.pacing, Pacing::Mvcm { .. }) {
                self.pacing.reset(flow);
            }
            if let Some(x) = self.xoff.as_mut() {
                x.queue_change(h, turnpool_of(&self.turnpool, self.hosts_n as usize, h, g.dst), true);
            }
        }
        let seq = flow.next_seq;
        flow.next_seq = flow.next_seq.wrapping_add(1);
        flow.q.push_back(Pkt { dst: g.dst, len: g.len, seq, gen: cycle, class: g.class, ack: false, mb: false, vb: false, becn: false });
        if self.fifo_source {
            host.order.push_back(g.dst);
        }
        host.queued += 1;
        self.stats.generated(cycle, g.len, g.class);
        if self.pacing.timed() {
            self.wake(h, g.dst, cycle);
        } else if !flow.in_ready && self.pacing.window(flow).is_none_or(|w| flow.outstanding < w) {
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
        let sent = check_delivery(q, self.seq_mask, self.reorder, cycle, hn, hd.src, hd.dst, hd.ack, hd.seq, len, corrupt)?;
        self.in_network -= 1;
        let host = &mut self.hosts[h];
        if hd.ack {
            self.stats.ack_delivered(hd.becn);
            let flow = host.flows.get_mut(hd.src);
            flow.outstanding = flow.outstanding.saturating_sub(1);
            if self.pacing.timed() {
                self.pacing.on_ack(flow, cycle, hd.mb, hd.vb, hd.becn);
                self.wake(h, hd.src, cycle);
            } else if !flow.in_ready && !flow.q.is_empty() && self.pacing.window(flow).is_none_or(|w| flow.outstanding < w) {
                flow.in_ready = true;
                host.ready.push_back(hd.src);
            }
        } else {
            self.stats.delivered(cycle, sent.gen, sent.inj, sent.len, sent.class, Marks { fecn: hd.fecn, mb: hd.mb, vb: hd.vb });
            if let Some(t) = self.trace.as_mut() {
                t(&Delivery { src: hd.src, dst: hn, class: sent.class, len: sent.len, generated: sent.gen, injected: sent.inj, delivered: cycle, fecn: hd.fecn, mb: hd.mb, vb: hd.vb });
            }
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
        let n_hosts = self.hosts.len();
        let mut rearm = None;
        let host = &mut self.hosts[h];
        if let Some((pkt, idx)) = host.tx.as_mut() {
            let data = payload(h as u32, pkt.dst, pkt.seq & seq_mask, *idx, pkt.ack, self.flit_bits);
            *idx += 1;
            if *idx == pkt.len {
                host.tx = None;
            }
            return Flit { valid: true, data };
        }
        // the packet's VC (issue 34): its destination's, destination mod vcs (on a torus the
        // first VC of the dateline pair of class destination mod vcs / 2), which the switches
        // keep or map per hop the same way for every packet of a flow, so the flow stays in order
        let (classes, stride, base) = (self.vc_classes, self.vc_stride, self.vc_base);
        // the packet's (SL, VC): with service levels its class's SL and that SL's VL
        let sl_tables = &self.sl;
        let sl_vc = |dst: u32, class: u8| match sl_tables {
            Some((sls, t)) => {
                let sl = sls[class as usize];
                (sl as u32, t[sl as usize] as usize)
            }
            None => (0, base + dst as usize % classes * stride),
        };
        let (sl, vc);
        let per_vc = self.per_vc;
        // `send_queues = "per_vc"`: a packet goes only when its VC has credits for all of it
        let fits = |credits: &[u32], dst: u32, class: u8, len: u32| credits[sl_vc(dst, class).1] >= len;
        // ACKs first: the oldest (per VC: the oldest whose VC has credits)
        let ack_at = match host.acks.front() {
            Some(_) if per_vc => host.acks.iter().position(|a| fits(&host.credits, a.dst, a.class, a.len)),
            Some(_) => Some(0),
            None => None,
        };
        // a data packet's flow may send on: its head packet's VC has credits (per VC)
        let vc_ok = |host: &Host, d: u32| {
            !per_vc || {
                let head = host.flows.get(d).and_then(|f| f.q.front()).expect("a listed flow has packets");
                fits(&host.credits, head.dst, head.class, head.len)
            }
        };
        // `hosts.xoff`: flow d may not start its head packet (the packet's VC is looked up only
        // for FBICM with VCs, the one case whose lines are per VC)
        let (xoff, tps) = (self.xoff.as_ref(), &self.turnpool);
        let xoff_held = |host: &Host, d: u32| {
            xoff.is_some_and(|x| {
                x.known[h] != 0 && {
                    let vc = if x.vc_lines == 0 {
                        0
                    } else {
                        let head = host.flows.get(d).and_then(|f| f.q.front()).expect("a listed flow has packets");
                        sl_vc(head.dst, head.class).1
                    };
                    x.held(h, d, vc, turnpool_of(tps, n_hosts, h, d))
                }
            })
        };
        // `hosts.injection_queue = "fifo"`: the index in `order` of the packet chosen
        let mut order_at = 0;
        let pkt = if let Some(k) = ack_at {
            let a = &host.acks[k];
            (sl, vc) = sl_vc(a.dst, a.class);
            if host.credits[vc] < a.len {
                return Flit::IDLE;
            }
            let a = host.acks.remove(k).expect("a listed ACK");
            host.flows.get_mut(a.dst).ack_inflight.push_back(Sent { seq: a.seq, len: a.len, gen: a.gen, class: a.class, inj: cycle });
            a
        } else if let Some(d) = (if self.fifo_source {
            let held = |h_: &Host, d: u32| !h_.flows.get(d).is_some_and(|f| f.in_ready) || xoff_held(h_, d);
            if per_vc {
                // a FIFO per VC: each VC's oldest packet (its first in `order`) may go
                let (mut seen, mut n_seen, mut pick) = ([0u64; (switchgen_config::MAX_VCS / 64) as usize], 0, None);
                for (k, &d) in host.order.iter().enumerate() {
                    let head = host.flows.get(d).and_then(|f| f.q.front()).expect("a listed flow has packets");
                    let v = sl_vc(head.dst, head.class).1;
                    if seen[v / 64] >> (v % 64) & 1 == 1 {
                        continue;
                    }
                    if !held(host, d) && fits(&host.credits, head.dst, head.class, head.len) {
                        (order_at, pick) = (k, Some(d));
                        break;
                    }
                    seen[v / 64] |= 1 << (v % 64);
                    n_seen += 1;
                    if n_seen == self.vcs {
                        break;
                    }
                }
                pick
            } else {
                host.order.front().copied().filter(|&d| !held(host, d))
            }
        } else {
            if self.oldest_source || per_vc || self.xoff.as_ref().is_some_and(|x| x.known[h] != 0) {
                // `hosts.xoff`: the first ready flow not in Xoff (a held flow keeps its place);
                // per VC: the first whose VC has credits. `oldest_first`: of those, the one whose
                // head packet was generated first (the earliest listed on ties); Xoff "passes"
                // when the first (oldest) ready flow of all is held
                let held = |d: u32| xoff_held(host, d);
                let (passed, at) = if self.oldest_source {
                    let gen = |d: u32| host.flows.get(d).and_then(|f| f.q.front()).expect("a listed flow has packets").gen;
                    let oldest = host.ready.iter().enumerate().min_by_key(|&(k, &d)| (gen(d), k)).map(|(_, &d)| d);
                    (oldest.is_some_and(held), host.ready.iter().enumerate().filter(|&(_, &d)| !held(d) && vc_ok(host, d)).min_by_key(|&(k, &d)| (gen(d), k)).map(|(k, _)| k))
                } else {
                    (host.ready.front().is_some_and(|&d| held(d)), host.ready.iter().position(|&d| !held(d) && vc_ok(host, d)))
                };
                if let Some(x) = self.xoff.as_mut() {
                    x.passed += passed as u64;
                }
                at.map(|k| {
                    let d = host.ready[k];
                    if k > 0 {
                        // to the front, the others keep their order
                        host.ready.remove(k);
                        host.ready.push_front(d);
                    }
                    d
                })
            } else {
                host.ready.front().copied()
            }
        })
        .filter(|&d| {
            !self.hold_data
                && self.alo.as_mut().is_none_or(|a| {
                    let ok = a.allows(h, d);
                    a.asked += 1;
                    a.held += !ok as u64;
                    ok
                })
        }) {
            let flow = host.flows.get_mut(d);
            let head = flow.q.front().expect("ready flow has packets");
            (sl, vc) = sl_vc(head.dst, head.class);
            if host.credits[vc] < head.len {
                return Flit::IDLE;
            }
            let pkt = flow.q.pop_front().expect("head exists");
            if flow.q.is_empty() {
                if let Some(x) = self.xoff.as_mut() {
                    x.queue_change(h, turnpool_of(&self.turnpool, n_hosts, h, d), false);
                }
            }
            if self.fifo_source {
                // the FIFO's head (per VC: its VC's): its flow leaves the ready list wherever it is
                host.order.remove(order_at);
                let at = host.ready.iter().position(|&x| x == d).expect("a ready flow is listed");
                host.ready.remove(at);
            } else {
                host.ready.pop_front();
            }
            flow.outstanding += 1;
            flow.inflight.push_back(Sent { seq: pkt.seq, len: pkt.len, gen: pkt.gen, class: pkt.class, inj: cycle });
            flow.last_start = cycle;
            flow.last_len = pkt.len;
            // paced flows wait for their pacing; `wake` re-arms them (here or after an ACK)
            if !self.pacing.timed() && !flow.q.is_empty() && self.pacing.window(flow).is_none_or(|w| flow.outstanding < w) {
                host.ready.push_back(d);
            } else {
                flow.in_ready = false;
                if self.pacing.timed() && !flow.q.is_empty() {
                    rearm = Some(d);
                }
            }
            pkt
        } else {
            return Flit::IDLE;
        };
        host.queued -= 1;
        host.credits[vc] -= pkt.len;
        self.in_network += 1;
        let data = self.header.set_sl(self.header.set_vc(self.header.encode(&Header {
            ack: pkt.ack,
            len: pkt.len,
            dst: pkt.dst,
            src: h as u32,
            seq: pkt.seq,
            mb: pkt.mb,
            vb: pkt.vb,
            fecn: false,
            becn: pkt.becn,
            tp: turnpool_of(&self.turnpool, n_hosts, h, pkt.dst),
        }), vc as u32), sl);
        if pkt.len > 1 {
            host.tx = Some((pkt, 1));
        }
        if let Some(d) = rearm {
            self.wake(h, d, cycle);
        }
        Flit { valid: true, data }
    }

    /// Packets generated (data and ACK) and not yet delivered: queued at sources or in the network.
    pub fn outstanding_packets(&self) -> u64 {
        self.hosts.iter().map(|h| h.queued).sum::<u64>() + self.in_network
    }

    /// Data packets host `h` holds in its admittance queue for destination `d` (not injected
    /// yet), and how many of its destinations have such packets (its non-empty per-destination
    /// queues, which `injection_queue = "per_destination"` serves round robin). Panics if `h`
    /// or `d` is not a host.
    pub fn queued_for(&self, h: usize, d: u32) -> (usize, usize) {
        let x = &self.hosts[h];
        let n = (0..self.hosts.len() as u32).filter(|&e| x.flows.queued(e) > 0).count();
        (x.flows.queued(d), n)
    }

    /// Which hosts still hold packets (first 8), for watchdog messages.
    pub fn queued_summary(&self) -> String {
        let v: Vec<String> = self
            .hosts
            .iter()
            .enumerate()
            .filter(|(_, h)| h.queued > 0 || h.tx.is_some())
            .take(8)
            .map(|(i, h)| format!("host {i}: {} queued ({} ACKs), {:?} credits{}", h.queued, h.acks.len(), &h.credits[..self.vcs], if h.tx.is_some() { ", sending" } else { "" }))
            .collect();
        format!("{} packets in the network; {}", self.in_network, if v.is_empty() { "no host has queued packets".into() } else { v.join(", ") })
    }

    /// Statistics so far.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// First cycle of the hot-spot phase when it is decided at run time (seed 000 Table 3), once
    /// it has started.
    pub fn hot_phase_start(&self) -> Option<u64> {
        self.hot.as_ref().and_then(|h| h.start)
    }

    /// Packets the hot-spot sources send in the phase, when `traffic.hotspot.packets_per_source`
    /// bounds it (seed 000 Table 3); the phase is over once that many have been delivered.
    pub fn hot_volume(&self) -> Option<u64> {
        self.hot.as_ref().and_then(|h| h.volume)
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
                assert!(h.credits[0] <= p.cfg.switch.buffer_flits);
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
            hosts.step(c, &rx, (&rxc, &vec![0u8; n]), &mut tx, (&mut txc, &mut vec![0u8; n])).unwrap();
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
    fn a_static_ipd_spaces_a_greedy_flows_packets() {
        // seed 002 Fig. 3(d): a flow limited to 1 / (1 + ipd) of the link starts a 4-flit packet
        // every 4 (1 + ipd) cycles; without a window, with a window of one packet (the round
        // trip, 8 cycles here, is shorter than the IPD's gap) and under LIPD without marks
        let flows = |ipd: u32| format!(r#"traffic.flows=[{{"src": 0, "dst": 1, "class": "a", "ipd": {ipd}}}]"#);
        for (resp, extra) in [("none", vec![]), ("window", vec!["hosts.window=1"]), ("lipd", vec![])] {
            for (ipd, want) in [(9u32, 40u64), (1, 8), (3, 16)] {
                let f = flows(ipd);
                let mut e: Vec<&str> = extra.clone();
                e.push(&f);
                let p = flow_params(resp, &e);
                let (_, sent) = marking_loop(&p, 2000, |_, _| false);
                let g = gaps(&sent);
                assert!(g.len() > 20 && g.iter().all(|&x| x == want), "{resp}, ipd {ipd}: {g:?}");
                // the flow's share of the link: 1 / (1 + ipd)
                let share = sent.len() as f64 * 4.0 / 2000.0;
                assert!((share - 1.0 / (1.0 + ipd as f64)).abs() < 0.01, "{resp}, ipd {ipd}: {share}");
            }
        }
        // without a static IPD and without a window the flow sends back to back
        let (_, sent) = marking_loop(&flow_params("none", &[]), 500, |_, _| false);
        assert!(gaps(&sent).iter().all(|&x| x == 4));
        // under LIPD the later of the two starts wins: marked ACKs raise the rate IPD past 3
        let p = flow_params("lipd", &[&flows(3)]);
        let (_, sent) = marking_loop(&p, 3000, |_, _| true);
        let g = gaps(&sent);
        assert_eq!(&g[..6], &[16, 16, 16, 20, 24, 28], "IPD max(static 3, LIPD 1, 2, ..)");
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
            FlowTable::Slab { .. } => unreachable!(),
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

    /// A flow's MVCM state as (DW, number_WS, increases), for DWmax = 3, k = 4, n = 2.
    fn mv(f: &Flow) -> (u32, u64, u32) {
        (3 - f.dw_cut, f.number_ws, f.ws_increases)
    }

    #[test]
    fn mvcm_table_1_every_row() {
        let ack = |f: &mut Flow, mb: bool, vb: bool| mvcm_on_ack(f, 3, 4, Some(2), mb, vb);
        let mut f = Flow::default();
        assert_eq!(mv(&f), (3, 0, 0), "a new flow starts at DWmax without waiting slots");
        // MB=1 VB=0 (warm flow, moderate action): DW - 1 down to 1, nothing more
        ack(&mut f, true, false);
        assert_eq!(mv(&f), (2, 0, 0));
        ack(&mut f, true, false);
        ack(&mut f, true, false);
        ack(&mut f, true, false);
        assert_eq!(mv(&f), (1, 0, 0), "moderate actions stop at DW = 1");
        // MB=0 VB=0 (cold): DW + 1 per ACK up to DWmax
        ack(&mut f, false, false);
        assert_eq!(mv(&f), (2, 0, 0));
        ack(&mut f, false, false);
        ack(&mut f, false, false);
        assert_eq!(mv(&f), (3, 0, 0), "DW never exceeds DWmax");
        // MB=1 VB=1 (hot flow, imminent action): DW - 1 while DW > 1 ...
        ack(&mut f, true, true);
        ack(&mut f, true, true);
        assert_eq!(mv(&f), (1, 0, 0));
        // ... then number_WS := 1, then x k, at most n times
        ack(&mut f, true, true);
        assert_eq!(mv(&f), (1, 1, 0));
        ack(&mut f, true, true);
        assert_eq!(mv(&f), (1, 4, 1));
        ack(&mut f, true, true);
        assert_eq!(mv(&f), (1, 16, 2));
        ack(&mut f, true, true);
        assert_eq!(mv(&f), (1, 16, 2), "n = 2 increases at most");
        // a warm ACK meanwhile changes nothing at DW = 1
        ack(&mut f, true, false);
        assert_eq!(mv(&f), (1, 16, 2));
        // recovery: the first unmarked ACK removes every waiting slot at once, DW stays 1 ...
        ack(&mut f, false, false);
        assert_eq!(mv(&f), (1, 0, 0));
        // ... and DW - 1 more unmarked ACKs restore DWmax: full rate after DWmax unmarked ACKs
        ack(&mut f, false, false);
        ack(&mut f, false, false);
        assert_eq!(mv(&f), (3, 0, 0));
        // without the limit (seed 000 Fig. 16 ablation) number_WS keeps growing
        let mut g = Flow { dw_cut: 2, ..Default::default() };
        for _ in 0..6 {
            mvcm_on_ack(&mut g, 3, 4, None, true, true);
        }
        assert_eq!(mv(&g), (1, 4u64.pow(5), 5));
    }

    fn mvcm_params(extra: &[&str]) -> Params {
        let mut v = vec!["hosts.mvcm.dw_max=2", "hosts.mvcm.k=4", "hosts.mvcm.n=2"];
        v.extend_from_slice(extra);
        flow_params("mvcm", &v)
    }

    #[test]
    fn mvcm_waiting_interval_is_number_ws_times_rtt_min_and_empty_queue_resets() {
        let p = mvcm_params(&[]);
        let ws = p.mvcm.ws_cycles;
        assert!(ws > 0);
        // without marks the window of 2 keeps the greedy flow going, paced by its ACKs
        let (_, sent) = marking_loop(&p, 40_000, |_, _| false);
        assert!(gaps(&sent).iter().all(|&g| g <= 8), "first gaps {:?}", &gaps(&sent)[..10]);
        // validated ACKs: DW 2 -> 1, then WS 1, 4, 16; packets then start len + number_WS x RTTmin apart
        let pacing = Pacing::of(&p);
        let mut f = Flow { last_start: 1000, last_len: 4, ..Default::default() };
        for (n_ack, want_ws) in [(1, 0u64), (2, 1), (3, 4), (4, 16), (5, 16)] {
            pacing.on_ack(&mut f, 0, true, true, false);
            assert_eq!(f.number_ws, want_ws, "after {n_ack} validated ACKs");
            assert_eq!(pacing.next_ok(&f), 1000 + 4 + want_ws * ws);
            assert_eq!(pacing.window(&f), Some(1), "DW 2 -> 1 on the first validated ACK");
        }
        // a packet generated into the flow's empty admittance queue resets DW and WS
        let mut h = Hosts::new(&p);
        *h.hosts[0].flows.get_mut(1) = Flow { dw_cut: 1, number_ws: 16, ws_increases: 2, ..Default::default() };
        h.enqueue(0, 5, crate::traffic::Gen { dst: 1, len: 4, class: 0 });
        assert_eq!(mv3(h.hosts[0].flows.get_mut(1)), (0, 0, 0));
        // but not one generated behind a waiting packet
        *h.hosts[0].flows.get_mut(1) = Flow { dw_cut: 1, number_ws: 16, ws_increases: 2, ..Default::default() };
        h.enqueue(0, 6, crate::traffic::Gen { dst: 1, len: 4, class: 0 });
        h.enqueue(0, 7, crate::traffic::Gen { dst: 1, len: 4, class: 0 });
        let f = h.hosts[0].flows.get_mut(1);
        assert_eq!((f.dw_cut, f.number_ws), (0, 0), "the first packet found the queue empty");
        f.dw_cut = 1;
        f.number_ws = 4;
        h.enqueue(0, 8, crate::traffic::Gen { dst: 1, len: 4, class: 0 });
        assert_eq!(mv3(h.hosts[0].flows.get_mut(1)), (1, 4, 0), "queue not empty: no reset");
    }

    fn mv3(f: &Flow) -> (u32, u64, u32) {
        (f.dw_cut, f.number_ws, f.ws_increases)
    }

    #[test]
    fn mvcm_paces_validated_flows_in_a_loop() {
        // every packet validated (MB and VB set on the way): the flow's gaps grow to
        // len + 16 x RTTmin and stay there (n = 2). The source offers 1 flit/cycle, so its
        // admittance queue never empties (a greedy flow that generates only into an empty queue
        // would reset DW and WS with every packet, seed 000 §4.2.2).
        let p = mvcm_params(&[r#"traffic.flows=[{"src": 0, "dst": 1, "rate": 1.0}]"#]);
        let ws = p.mvcm.ws_cycles;
        let n = p.hosts as usize;
        let mut hosts = Hosts::new(&p);
        let (mut tx, mut txc) = (vec![Flit::IDLE; n], vec![false; n]);
        let (mut rx, mut rxc) = (vec![Flit::IDLE; n], vec![false; n]);
        let mut pending: Vec<VecDeque<u64>> = vec![VecDeque::new(); n];
        let mut starts = vec![];
        let mut cur = (vec![], 0u32, 0u32);
        for c in 0..60_000 {
            hosts.step(c, &rx, (&rxc, &vec![0u8; n]), &mut tx, (&mut txc, &mut vec![0u8; n])).unwrap();
            for s in 0..n {
                rxc[s] = tx[s].valid;
                if tx[s].valid {
                    let mut data = tx[s].data;
                    if s == 0 {
                        if cur.2 == 0 {
                            let hd = p.header.decode(data);
                            starts.push(c);
                            data |= (1 << p.header.mb_bit) | (1 << p.header.vb_bit);
                            cur.1 = hd.dst;
                            cur.2 = hd.len;
                        }
                        cur.0.push(data);
                        cur.2 -= 1;
                        if cur.2 == 0 {
                            pending[cur.1 as usize].extend(std::mem::take(&mut cur.0));
                        }
                    } else {
                        pending[0].push_back(data); // ACKs from host 1, 1 flit
                    }
                }
            }
            for d in 0..n {
                rx[d] = pending[d].pop_front().map(|x| Flit { valid: true, data: x }).unwrap_or(Flit::IDLE);
            }
        }
        let g: Vec<u64> = starts.windows(2).map(|w| w[1] - w[0]).collect();
        assert!(g.len() > 10, "{} packets", starts.len());
        let steady = 4 + 16 * ws;
        let head: Vec<u64> = g.iter().take(12).copied().collect();
        assert_eq!(*g.last().unwrap(), steady, "first gaps {head:?}");
        assert!(g.iter().all(|&x| x <= steady), "never more than n increases: first gaps {head:?}");
        // DW 2 -> 1 on the first validated ACKs, then WS 1, 4, 16: the gaps grow in that order
        assert!(g.contains(&(4 + ws)) && g.contains(&(4 + 4 * ws)), "first gaps {head:?}");
    }

    #[test]
    fn cct_index_rises_per_becn_and_the_timer_lowers_it() {
        let p = flow_params("ib_cct", &["hosts.cct.increment=2", "hosts.cct.timer_cycles=100", "hosts.cct.table=[0, 1, 3, 7, 15]"]);
        let pacing = Pacing::of(&p);
        let mut f = Flow { last_start: 0, last_len: 4, ..Default::default() };
        assert_eq!(pacing.window(&f), None, "no window");
        pacing.on_ack(&mut f, 10, false, false, true);
        assert_eq!((f.cct_index, f.cct_deadline, pacing.next_ok(&f)), (2, 110, 4 * (1 + 3)));
        pacing.on_ack(&mut f, 20, false, false, true);
        pacing.on_ack(&mut f, 30, false, false, true);
        assert_eq!(f.cct_index, 4, "capped at the last entry");
        assert_eq!(pacing.next_ok(&f), 4 * 16);
        // no BECN for 100 cycles: one step down, then one per further 100 cycles
        pacing.cct_tick(&mut f, 129);
        assert_eq!(f.cct_index, 4);
        pacing.cct_tick(&mut f, 130);
        assert_eq!(f.cct_index, 3);
        pacing.cct_tick(&mut f, 335);
        assert_eq!((f.cct_index, f.cct_deadline), (1, 430));
        // an ACK without BECN changes nothing else
        pacing.on_ack(&mut f, 400, false, false, false);
        assert_eq!(f.cct_index, 1);
        pacing.cct_tick(&mut f, 10_000);
        assert_eq!(f.cct_index, 0);
        // in a loop with every packet marked the flow slows down to the largest IPD
        let (_, sent) = marking_loop(&p, 3000, |_, _| true);
        assert_eq!(*gaps(&sent).last().unwrap(), 4 * 16);
    }

    #[test]
    fn table_3_hot_spot_starts_after_deliveries_and_counts_packets() {
        // seed 000 Table 3 in small: hot sources idle until 200 packets were delivered, then 15
        // packets each to the hot spot, then idle again
        let v: Vec<String> = [
            "topology.kind=single",
            "topology.ports=8",
            "traffic.pattern=hotspot",
            "traffic.rate=0.2",
            "traffic.hotspot.dest=3",
            "traffic.hotspot.start_after_delivered=200",
            "traffic.hotspot.packets_per_source=15",
            "traffic.hotspot.sources_idle=true",
            "sim.cycles=20000",
            "sim.warmup_cycles=0",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let p = Params::new(load(None, &v).unwrap()).unwrap();
        let traffic = Traffic::new(&p);
        let hot: Vec<u32> = (0..8).filter(|&h| traffic.is_hot(h)).collect();
        assert_eq!(hot.len(), 2, "25 % of the 7 other hosts, rounded");
        let mut start_seen = None;
        let mut delivered_at_start = 0;
        let (hosts, sent) = run_loop(&p, 20_000, |_, _| false, |h| {
            if start_seen.is_none() && h.hot_phase_start().is_some() {
                start_seen = h.hot_phase_start();
                delivered_at_start = h.stats().delivered_total();
            }
        });
        let start = start_seen.expect("the phase started");
        assert!((200..205).contains(&delivered_at_start), "{delivered_at_start}");
        for &h in &hot {
            let mine: Vec<&(u64, u32, u32)> = sent.iter().filter(|x| x.1 == h).collect();
            assert!(mine.iter().all(|x| x.0 >= start), "host {h} idle before the phase");
            assert_eq!(mine.len(), 15, "host {h}: exactly 15 packets");
            assert!(mine.iter().all(|x| x.2 == 3), "all to the hot spot");
        }
        // the others keep sending uniform traffic all along, none of it classed hot
        assert!(sent.iter().filter(|x| !hot.contains(&x.1)).count() > 1000);
        let r = hosts.stats().results();
        assert_eq!(r.classes["hotspot"].delivered_packets, 30);
    }

    #[test]
    fn ablation_variants_change_only_their_rule() {
        let run = |variant: &str, mb: bool, vb: bool| {
            let p = mvcm_params(&[&format!("hosts.mvcm.variant={variant}")]);
            let pacing = Pacing::of(&p);
            let mut f = Flow::default();
            for _ in 0..4 {
                pacing.on_ack(&mut f, 0, mb, vb, false);
            }
            (2 - f.dw_cut, f.number_ws)
        };
        // full: warm ACKs cut the window only; hot ACKs also add waiting slots
        assert_eq!(run("full", true, false), (1, 0));
        assert_eq!(run("full", true, true), (1, 16));
        // pure IPM (Fig. 13): MB alone acts as validated
        assert_eq!(run("pure_ipm", true, false), (1, 16));
        // no warm marking (Fig. 14): MB without VB does nothing
        assert_eq!(run("no_warm", true, false), (2, 0));
        assert_eq!(run("no_warm", true, true), (1, 16));
        // ib_cct reacting to validated packets (Fig. 12): BECN alone does nothing, MB+VB does
        let cct = |react: &str, mb: bool, vb: bool, becn: bool| {
            let p = flow_params("ib_cct", &[&format!("hosts.cct.react_to={react}")]);
            let pacing = Pacing::of(&p);
            let mut f = Flow::default();
            pacing.on_ack(&mut f, 0, mb, vb, becn);
            f.cct_index
        };
        assert_eq!((cct("becn", false, false, true), cct("becn", true, true, false)), (1, 0));
        assert_eq!((cct("vb", false, false, true), cct("vb", true, false, false), cct("vb", true, true, false)), (0, 0, 1));
    }

    /// Host 0 sends to hosts 1 (VC 1) and 2 (VC 0) on a switch with 2 VCs, and the switch
    /// returns only VC 0's credits: per destination, the data packets host 0 starts in `cycles`.
    fn one_vc_stuck(send_queues: &str, injection_queue: &str, cycles: u64) -> [usize; 4] {
        let v: Vec<String> = [
            "topology.kind=single",
            "topology.ports=4",
            "switch.vcs=2",
            "switch.buffer_flits=16",
            "switch.max_packet_flits=4",
            "traffic.packet_flits=4",
            "traffic.pattern=flows",
            r#"traffic.flows=[{"src": 0, "dst": 1, "class": "a"}, {"src": 0, "dst": 2, "class": "b"}]"#,
            "hosts.acks=false",
            "sim.cycles=100000",
            "sim.warmup_cycles=0",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain([format!("hosts.send_queues={send_queues}"), format!("hosts.injection_queue={injection_queue}")])
        .collect();
        let p = Params::new(load(None, &v).unwrap()).unwrap();
        let mut hosts = Hosts::new(&p);
        let n = p.hosts as usize;
        let (rx, mut tx) = (vec![Flit::IDLE; n], vec![Flit::IDLE; n]);
        let (mut rxc, mut txc) = (vec![false; n], vec![false; n]);
        let (mut vc, mut rem, mut sent) = (0u32, 0u32, [0usize; 4]);
        for c in 0..cycles {
            hosts.step(c, &rx, (&rxc, &vec![0u8; n]), &mut tx, (&mut txc, &mut vec![0u8; n])).unwrap();
            rxc[0] = false;
            if tx[0].valid {
                if rem == 0 {
                    let hd = p.header.decode(tx[0].data);
                    (vc, rem) = (p.header.vc(tx[0].data), hd.len);
                    assert_eq!(vc, hd.dst % 2, "a packet's VC is its destination mod vcs");
                    sent[hd.dst as usize] += 1;
                }
                rem -= 1;
                // VC 0's credits come back the next cycle, VC 1's never
                rxc[0] = vc == 0;
            }
        }
        sent
    }

    /// Host 0 builds a backlog (its link returns no credits for 1,000 cycles) of packets to
    /// host 1 (generated in cycles 0-400) and host 2 (from cycle 200); then credits flow: the
    /// destinations of the next 40 data packets it sends.
    fn backlog_order(injection_queue: &str) -> Vec<u32> {
        let v: Vec<String> = ["topology.kind=single", "topology.ports=4", "switch.buffer_flits=16", "traffic.packet_flits=4", "traffic.pattern=flows", r#"traffic.flows=[{"src": 0, "dst": 1, "class": "a", "rate": 0.5, "end_cycle": 400}, {"src": 0, "dst": 2, "class": "b", "rate": 0.5, "start_cycle": 200}]"#, "hosts.acks=false", "sim.cycles=100000", "sim.warmup_cycles=0"]
            .iter()
            .map(|s| s.to_string())
            .chain([format!("hosts.injection_queue={injection_queue}")])
            .collect();
        let p = Params::new(load(None, &v).unwrap()).unwrap();
        let mut hosts = Hosts::new(&p);
        let n = p.hosts as usize;
        let (rx, mut tx, mut rxc, mut txc) = (vec![Flit::IDLE; n], vec![Flit::IDLE; n], vec![false; n], vec![false; n]);
        let (mut rem, mut order, mut owed) = (0u32, vec![], 0u32);
        for c in 0..3000 {
            hosts.step(c, &rx, (&rxc, &vec![0u8; n]), &mut tx, (&mut txc, &mut vec![0u8; n])).unwrap();
            // the switch owes a credit per flit; from cycle 1,000 on it returns one per cycle
            owed += tx[0].valid as u32;
            rxc[0] = c >= 1000 && owed > 0;
            owed -= rxc[0] as u32;
            if tx[0].valid {
                if rem == 0 {
                    let hd = p.header.decode(tx[0].data);
                    rem = hd.len;
                    if c >= 1000 && order.len() < 40 {
                        order.push(hd.dst);
                    }
                }
                rem -= 1;
            }
        }
        order
    }

    /// `injection_queue = "oldest_first"` sends a backlog in generation order across the
    /// per-destination queues (the packets to host 1 from cycles 0-200 before any to host 2);
    /// `per_destination` alternates between them.
    #[test]
    fn oldest_first_source_queues_send_a_backlog_in_generation_order() {
        let oldest = backlog_order("oldest_first");
        let rr = backlog_order("per_destination");
        assert_eq!(oldest.len(), 40);
        // 25 packets to host 1 were generated before host 2's first (4 sent before the stall)
        assert!(oldest[..20].iter().all(|&d| d == 1), "{oldest:?}");
        assert!(oldest.contains(&2), "{oldest:?}");
        let to1 = rr[..20].iter().filter(|&&d| d == 1).count();
        assert!((9..=11).contains(&to1), "round robin alternates: {rr:?}");
    }

    /// `queued_for`: a host whose injection link returns no credits keeps every packet past
    /// its first 16 flits; its per-destination counts add up to its queued packets (no ACKs
    /// here), and a destination it does not send to has none.
    #[test]
    fn queued_for_counts_a_hosts_admittance_queues() {
        let v: Vec<String> = ["topology.kind=single", "topology.ports=4", "switch.buffer_flits=16", "traffic.packet_flits=4", "traffic.pattern=flows", r#"traffic.flows=[{"src": 0, "dst": 1, "class": "a", "rate": 0.2}, {"src": 0, "dst": 2, "class": "b", "rate": 0.1}]"#, "hosts.acks=false", "sim.cycles=100000", "sim.warmup_cycles=0"].iter().map(|s| s.to_string()).collect();
        let p = Params::new(load(None, &v).unwrap()).unwrap();
        let mut hosts = Hosts::new(&p);
        let n = p.hosts as usize;
        let (rx, mut tx, rxc, mut txc) = (vec![Flit::IDLE; n], vec![Flit::IDLE; n], vec![false; n], vec![false; n]);
        let mut sent = 0;
        for c in 0..4000 {
            hosts.step(c, &rx, (&rxc, &vec![0u8; n]), &mut tx, (&mut txc, &mut vec![0u8; n])).unwrap();
            sent += tx[0].valid as u32;
        }
        assert_eq!(sent, 16, "the 16 credits of the injection link, no more");
        let (q1, n1) = hosts.queued_for(0, 1);
        let (q2, n2) = hosts.queued_for(0, 2);
        assert_eq!((n1, n2), (2, 2), "two non-empty destination queues");
        assert!(q1 > q2 && q2 > 0, "rates 0.2 and 0.1 flits per cycle: {q1} {q2}");
        assert_eq!((q1 + q2) as u64, hosts.hosts[0].queued);
        assert_eq!(hosts.queued_for(0, 3), (0, 2));
        assert_eq!(hosts.queued_for(1, 0), (0, 0), "host 1 sends nothing");
    }

    #[test]
    fn per_vc_send_queues_pass_a_vc_without_credits() {
        for iq in ["per_destination", "fifo"] {
            // VC 1's 8 flits take 2 packets to host 1; then VC 1 has no credits
            let one = one_vc_stuck("one", iq, 2000);
            let per_vc = one_vc_stuck("per_vc", iq, 2000);
            assert_eq!((one[1], per_vc[1]), (2, 2), "{iq}: {one:?} {per_vc:?}");
            // one send queue: the next packet to host 1 holds every packet behind it
            assert!(one[2] <= 3, "{iq}: one send queue passed the stuck VC: {one:?}");
            // per VC: host 2's flow has the link to itself (4-flit packets, 2000 cycles)
            assert!(per_vc[2] >= 495, "{iq}: per-VC send queues: {per_vc:?}");
        }
    }

    #[test]
    fn xoff_holds_by_the_longest_matching_line() {
        // 2-bit turns; line 0: the first turn 1 (1 hop), line 1: turns 1 then 3 (2 hops)
        let mut x = super::Xoff { c: 2, pb: 2, lines: vec![(0b01, 1), (0b1101, 2)], dests: None, vc_lines: 0, known: vec![0b11], stop: vec![0b01], leaf: vec![0; 2], passed: 0 };
        // turns 1, 3, ...: line 1 is the longest match and not in Xoff
        assert!(!x.held(0, 0, 0, 0b10_11_01));
        // turns 1, 2: only line 0 matches, in Xoff
        assert!(x.held(0, 0, 0, 0b10_01));
        // turns 2, ...: no line
        assert!(!x.held(0, 0, 0, 0b01_10));
        x.stop[0] = 0b10;
        assert!(x.held(0, 0, 0, 0b10_11_01) && !x.held(0, 0, 0, 0b10_01));
        // a line not known (no notification seen) holds nothing
        x.known[0] = 0b01;
        assert!(!x.held(0, 0, 0, 0b10_11_01) && !x.held(0, 0, 0, 0b10_01));
        assert_eq!(x.line_of(0, 0b10_11_01), Some(0));
    }

    /// RECN's forward leaf levels, kept per host and line at each queue's empty / non-empty
    /// change (`Xoff::leaf`), equal the full walk over every queued destination after every
    /// cycle, while random notifications key and free the hosts' lines (a 2-ary 3-fly's hosts,
    /// uniform at load 0.9, credits back at once).
    #[test]
    fn recn_leaf_levels_kept_incrementally_equal_the_full_walk() {
        let v: Vec<String> = ["topology.kind=kary_nfly", "topology.k=2", "topology.n=3", "switch.queue_scheme=recn", "switch.saqs=4", "hosts.xoff=true", "hosts.acks=false", "traffic.rate=0.9", "traffic.packet_flits=2", "sim.cycles=100000", "sim.warmup_cycles=0"].iter().map(|s| s.to_string()).collect();
        let p = Params::new(load(None, &v).unwrap()).unwrap();
        let mut hosts = Hosts::new(&p);
        let n = p.hosts as usize;
        let (rx, mut tx, mut fw) = (vec![Flit::IDLE; n], vec![Flit::IDLE; n], vec![0u32; n]);
        let (mut rxc, mut txc) = (vec![false; n], vec![false; n]);
        let mut fbs = vec![switchgen_config::cam::Fb::default(); n];
        let mut rng = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let (mut lit, mut changes) = (0u64, 0u64);
        for c in 0..20_000u64 {
            hosts.step(c, &rx, (&rxc, &vec![0u8; n]), &mut tx, (&mut txc, &mut vec![0u8; n])).unwrap();
            for h in 0..n {
                rxc[h] = tx[h].valid;
                let f = &mut fbs[h];
                f.add = None;
                let r = next();
                if r % 40 == 0 {
                    // a line keyed by a prefix of a real route of this host (1-3 turns)
                    let (l, d, hops) = ((r >> 8) % 4, (r >> 16) % n as u64, 1 + (r >> 24) % 3);
                    let b = hops as u32 * p.port_bits;
                    let key = turnpool_of(&hosts.turnpool, n, h, d as u32) & ((1u64 << b) - 1);
                    f.add = Some(switchgen_config::cam::FbAdd { line: l as u32, key, hops: hops as u32 });
                    f.active |= 1 << l;
                } else if r % 40 == 1 {
                    f.active &= !(1 << ((r >> 8) % 4));
                }
                f.stop = (next() & 0xf) as u32;
            }
            hosts.xoff_end(|h| fbs[h], &mut fw);
            let x = hosts.xoff.as_ref().unwrap();
            for h in 0..n {
                let mut want = 0u32;
                for d in 0..n as u32 {
                    if hosts.hosts[h].flows.queued(d) > 0 {
                        if let Some(l) = x.line_of(h, turnpool_of(&hosts.turnpool, n, h, d)) {
                            want |= 1 << l;
                        }
                    }
                }
                assert_eq!(fw[h], want, "host {h}, cycle {c}");
                lit += (want != 0) as u64;
                changes += fbs[h].add.is_some() as u64;
            }
        }
        // the run exercised lit levels and line changes, not only the empty case
        assert!(lit > 10_000 && changes > 1_000, "lit {lit}, changes {changes}");
    }

    #[test]
    fn fbicm_xoff_holds_the_destinations_of_a_stopped_line_of_its_vc() {
        // 2 VCs x 2 CFQs: lines 0-1 of VC 0, 2-3 of VC 1; host 0 knows line 1 (destination 5)
        // and line 2 (destinations 5 and 7)
        let mut x = super::Xoff { c: 4, pb: 2, lines: vec![], dests: Some(vec![vec![(5, 0b0110), (7, 0b0100)]]), vc_lines: 2, known: vec![0b0110], stop: vec![0b0100], leaf: vec![], passed: 0 };
        // line 2 (VC 1) in Stop: 5 and 7 held on VC 1, not on VC 0 (line 1 is in Go)
        assert!(x.held(0, 5, 1, 0) && x.held(0, 7, 1, 0));
        assert!(!x.held(0, 5, 0, 0) && !x.held(0, 7, 0, 0));
        // a destination no ADD named is never held
        assert!(!x.held(0, 6, 1, 0));
        x.stop[0] = 0b0010;
        assert!(x.held(0, 5, 0, 0) && !x.held(0, 5, 1, 0) && !x.held(0, 7, 1, 0));
        // without VCs every line counts
        x.vc_lines = 0;
        assert!(x.held(0, 5, 0, 0) && x.held(0, 5, 1, 0));
    }
}
