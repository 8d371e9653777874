//! The CAM machinery of the two schemes that set congested flows aside, in the golden switch
//! model: FBICM (seed 001 §3) and RECN for input-queued switches (seed 004 §4.1-4.2, seed 001
//! §2). One implementation serves both (docs/MICROARCHITECTURE.md, "FBICM" and "RECN"): CAM
//! lines at every input and output port, allocation, Stop/Go (Xoff/Xon) and notifications over
//! the backward channel, freeing. The schemes differ in the key ([`Keys`]) and in where a packet
//! is classified: FBICM at the normal queue's head (post-processing, [`Cam::decide`]) with a move
//! into a CFQ, RECN on arrival ([`Cam::arrive`]), with enhanced RECN's detection queues swapped
//! into a SAQ ([`Cam::swap`]).
//! - FBICM keys a line by its destination set, kept in the routing-table extension (CLOP, CLIP,
//!   NSB); ADD messages carry one destination each;
//! - RECN keys a line by the route to the congested point (a turnpool prefix and its length,
//!   the mask); the notification carries the route, one hop longer per switch. Lines may
//!   overlap (more or less specific routes): a head takes the longest match, and a line
//!   allocated on arrival waits until the packets of the queue its flows used so far (the less
//!   specific line's SAQ, or the normal / detection queue) at its allocation have left (the
//!   in-order pointer, seed 004 §4.1-4.2). A line whose output
//!   upstream still has lines built on it is not a leaf and is not freed (the forward levels
//!   `fw`, seed 004 §4.1).
//!
//! `rtl_templates/sg_input_unit.v` and `sg_switch.v` implement the same, and the lockstep
//! co-simulation compares the monitor words of [`Cam::mon`] every cycle. Every decision of a
//! cycle is taken from the state at its start ([`Cam::begin`], [`Cam::decide`]); [`Cam::end`]
//! applies them.

use switchgen_config::cam::{mon, Fb, FbAdd};

/// Largest HopsToReach (4-bit field, saturating).
const HOPS_MAX: u8 = 15;

/// An input port's CAM line (seed 001 Fig. 3; FBICM's list of destinations is CLIP; RECN's key
/// is `port` + `tp` + `hops`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct InLine {
    pub active: bool,
    /// Internal Stop: the output line this line mirrors is in Stop (ReceivingControl lines).
    pub stop: bool,
    /// ReceivingControl: allocated by an internal Stop, mirrors output line `next` of `port`.
    pub rc: bool,
    /// SentStop (RECN: Xoff): Stop is asserted to the upstream output port.
    pub sent_stop: bool,
    /// CongestedPort: the output of this switch the line's packets leave through.
    pub port: u8,
    /// HopsToReach (RECN: the turns of the key, so the mask covers `hops - 1` turns of `tp`).
    pub hops: u8,
    /// NextCFQ: the CAM line of output `port` this line mirrors (rc lines).
    pub next: u8,
    /// RECN: the turns after this switch to the congested point (`hops - 1` turns).
    pub tp: u64,
    /// RECN: the notification (the route upstream) was sent.
    pub notified: bool,
    /// RECN: headers of queue `wait_on` (a normal / detection queue or a SAQ, numbered as in
    /// the switch) still to leave before this SAQ may send (the in-order pointer).
    pub wait: u32,
    pub wait_on: u8,
}

/// An output port's CAM line: a copy of the downstream input line of the same index. RECN on
/// a CIOQ switch (issue 33 step 3, seed 004 §4.1): an egress line, owner of egress SAQ l.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct OutLine {
    pub active: bool,
    /// Xoff from the downstream line (its SentStop): an egress SAQ's head does not leave.
    pub stop: bool,
    pub hops: u8,
    /// RECN: the route from the downstream input to the congested point (`hops` turns).
    pub tp: u64,
    /// Egress SAQ: Xoff towards the ingress ports of this switch (the SAQ reached the Stop
    /// threshold; what their lines mirror).
    pub sent_stop: bool,
    /// Egress SAQ: headers of egress queue `wait_on` (0 the normal queue, 1 + m SAQ m) still to
    /// leave before this SAQ may send (the in-order pointer).
    pub wait: u32,
    pub wait_on: u8,
}

/// RECN's egress SAQs on a CIOQ switch (issue 33 step 3; docs/MICROARCHITECTURE.md "CIOQ
/// switches"): the output lines own SAQs in the egress buffers. Per-cycle events and the
/// start-of-cycle counts their rules read.
#[derive(Debug, Clone)]
pub(crate) struct EgressLines {
    stop_thr: u32,
    go_thr: u32,
    /// Per output: the egress SAQ (line) a header entered this cycle.
    entered: Vec<Option<usize>>,
    /// Per output: the egress queue whose header left on the link this cycle.
    left: Vec<Option<usize>>,
    /// `saq_start[o * c + l]`: flits in egress SAQ l of output o at the start of the cycle.
    saq_start: Vec<u32>,
    /// Per output: the egress queue receiving the rest of a packet at the start of the cycle.
    rx_start: Vec<Option<usize>>,
    /// Per input: the leaf levels of the previous cycle (a falling edge re-arms the line's
    /// notification: the upstream released its egress line).
    fw_prev: Vec<u32>,
}

/// The egress queues at the end of a cycle, for [`Cam::end`]: headers per queue
/// (`[o * nq + k]`, queue 0 the normal queue, 1 + l SAQ l).
pub(crate) struct EgressCounts<'a> {
    pub nq: usize,
    pub headers: &'a [u32],
}

/// What the NFQ head does in a cycle (FBICM), or what an arriving header does (RECN, which
/// classifies on arrival with the same allocation, Stop and notification steps in [`Cam::end`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Nfq {
    /// No header at the NFQ head (empty, or a packet is being moved or sent).
    Idle,
    /// A non-congested header: it may request its output.
    Ready,
    /// Moved into CFQ `line` (allocating the line first when `alloc`).
    Move { line: usize, alloc: Option<InLine> },
    /// Congested but every CAM line is in use: it stays in the NFQ (RECN: enters its normal /
    /// detection queue), counted in `cam_full`; FBICM: `ready` when it is not stopped (detected
    /// at the threshold) and may request its output. RECN never reads `ready` (its normal and
    /// detection queues always request, [`Cam::normal_ready`]).
    Refused { ready: bool },
}

/// Counters of what the CAM lines did in one switch (model only; the RTL's state is compared
/// through the monitor words every cycle).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct CamStats {
    /// Input CAM lines allocated: at the detection threshold, and by an internal Stop.
    pub detections: u64,
    pub propagations: u64,
    /// Packets moved from an NFQ into a CFQ / SAQ.
    pub moved_packets: u64,
    /// ADD messages sent upstream (FBICM: a destination joining a Stop'ed line upstream; RECN:
    /// a notification).
    pub adds_sent: u64,
    /// CAM-full events (a congested flow stayed in the NFQ).
    pub cam_full: u64,
    /// Input CAM lines active now, and the most at once since reset.
    pub active_lines: u32,
    pub peak_active_lines: u32,
    /// FBICM inside VCs: moves a VC wanted to start but did not (another VC's move in progress,
    /// or another VC won the input's one move port), and cycles in which two VCs or more of one
    /// input wanted to start one. Absent from the JSON when 0 (one VC).
    #[serde(skip_serializing_if = "is_zero")]
    pub move_port_waits: u64,
    #[serde(skip_serializing_if = "is_zero")]
    pub move_port_contests: u64,
    /// RECN with egress SAQs: cycles x queues in which a candidate did not request because it
    /// would enter an egress SAQ in Xoff (the egress-SAQ bound, [`Cam::egress_held`]). Absent
    /// from the JSON when 0.
    #[serde(skip_serializing_if = "is_zero")]
    pub egress_holds: u64,
}

fn is_zero(x: &u64) -> bool {
    *x == 0
}

impl std::ops::AddAssign for CamStats {
    /// Network totals: counts add up, `peak_active_lines` is the largest of any one switch.
    fn add_assign(&mut self, x: CamStats) {
        self.detections += x.detections;
        self.propagations += x.propagations;
        self.moved_packets += x.moved_packets;
        self.adds_sent += x.adds_sent;
        self.cam_full += x.cam_full;
        self.active_lines += x.active_lines;
        self.peak_active_lines = self.peak_active_lines.max(x.peak_active_lines);
        self.move_port_waits += x.move_port_waits;
        self.move_port_contests += x.move_port_contests;
        self.egress_holds += x.egress_holds;
    }
}

/// The NFQ head as classification sees it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Head {
    pub dst: u32,
    pub out: usize,
    /// RECN: the turns after this switch (the stored header's turnpool).
    pub tp: u64,
}

/// What the key tables say about a head: the longest matching input line, the output line an
/// rc line would mirror (internal Stop / a notification to accept), a detection line to join.
#[derive(Debug, Clone, Copy, Default)]
struct Lookup {
    matched: Option<usize>,
    mirror: Option<usize>,
    join: Option<usize>,
}

/// FBICM's destination sets (seed 001 §3.3's routing-table extension).
#[derive(Debug, Clone)]
pub(crate) struct DestSets {
    n: usize,
    /// CLIP: `clip[i * n + d]`, bit l: destination d is in line l of input i.
    clip: Vec<u32>,
    /// CLOP: `clop[d]`, bit l: destination d is in line l of its output port.
    clop: Vec<u32>,
    /// NSB: `nsb[(i * vcs + v) * n + d]`: d was sent upstream through VC v of input i (while its
    /// line holds it; one bit per VC, as each VC has its own lines).
    nsb: Vec<bool>,
    /// Destinations in each input line (`[i * c + l]`) and NSB bits set per input and VC, kept as the
    /// bits change (the RTL counts the bits of its tables instead: the monitor compares both).
    set_cnt: Vec<u32>,
    nsb_cnt: Vec<u32>,
}

/// RECN's routes (seed 004 §4.1-4.2): the keys live in the lines themselves.
#[derive(Debug, Clone)]
pub(crate) struct Routes {
    /// Bits of a turn (a port offset).
    pb: u32,
    /// Bits of a route in a notification (the turnpool's width).
    key_bits: u32,
    enhanced: bool,
    /// Basic: egress detection when `cnt1[o]` exceeds this many packets.
    egress: u32,
    /// Queues per input and the first SAQ's queue number: enhanced RECN's detection queues
    /// (one per output, seed 004 §4.2) or basic's normal queue come first.
    nq: usize,
    base: usize,
    /// `pcnt[i * nq + q]`: headers in queue q of input i (the in-order pointer counts them).
    pcnt: Vec<u32>,
    /// Per input: the queue receiving the rest of a packet at the start of the cycle.
    rx_into: Vec<Option<usize>>,
    /// Per input: enhanced detection this cycle, detection queue `o` over the threshold and the
    /// free line to swap it with (taken only when no header allocates a line at arrival).
    swap_cand: Vec<Option<(usize, usize)>>,
    swapped: Vec<Option<(usize, usize)>>,
    /// Per input: the forward leaf levels at the start of the cycle (bit l: line l not a leaf).
    fw_in: Vec<u32>,
    /// Per input: queue whose header was granted this cycle.
    granted: Vec<Option<usize>>,
}

impl Routes {
    /// The queue a header for output `out` joins when no line takes it: the normal queue 0
    /// (basic) or output `out`'s detection queue (enhanced, seed 004 Fig. 5).
    #[inline]
    fn normal_queue(&self, out: usize) -> usize {
        if self.enhanced {
            out
        } else {
            0
        }
    }
    /// Mask of the first `turns` turns of a turnpool.
    #[inline]
    fn mask(&self, turns: u32) -> u64 {
        let b = turns * self.pb;
        if b >= 64 {
            u64::MAX
        } else {
            (1u64 << b) - 1
        }
    }
}

/// The key of the scheme in use.
#[derive(Debug, Clone)]
pub(crate) enum Keys {
    Dest(DestSets),
    Route(Routes),
}

/// CAM state of one switch with P ports and C CAM lines per port, for FBICM or RECN.
#[derive(Debug, Clone)]
pub(crate) struct Cam {
    /// CAM lines per port: `vcs` x `cv`, VC v owning lines v cv .. (v + 1) cv - 1 (FBICM inside
    /// virtual channels, docs/MICROARCHITECTURE.md "FBICM inside virtual channels"; RECN: one VC).
    c: usize,
    p: usize,
    vcs: usize,
    cv: usize,
    /// `inl[i * c + l]`: line l of input i.
    inl: Vec<InLine>,
    /// `outl[o * c + l]`: line l of output o.
    outl: Vec<OutLine>,
    keys: Keys,
    /// Per input (one move port): a packet is being moved from an NFQ into CFQ `mv_line` (a line
    /// of the input, so of one VC), `mv_rem` flits still to move; `mv_ptr`, the VC first in the
    /// round robin among the VCs that want to start a move.
    mv_busy: Vec<bool>,
    mv_line: Vec<usize>,
    mv_rem: Vec<u32>,
    mv_ptr: Vec<usize>,
    /// Per input and VC (`[i * vcs + v]`).
    refused: Vec<bool>,
    /// Times a congested flow had to stay in the NFQ because every CAM line was in use (once
    /// per run of consecutive refused cycles), per input and VC; 32 bits, saturating.
    cam_full: Vec<u32>,
    /// Registered ADD message per input (on the backward channel).
    add: Vec<Option<FbAdd>>,
    detect: u32,
    stop_thr: u32,
    go_thr: u32,
    pub stats: CamStats,
    // ---- decisions of the current cycle (from the start-of-cycle state), per input and VC ----
    pub nfq: Vec<Nfq>,
    /// The NFQ head header of each input and VC.
    nfq_head: Vec<Head>,
    nfq_start: Vec<u32>,
    /// `cfq_start[i * c + l]`: flits in CFQ l of input i at the start of the cycle.
    cfq_start: Vec<u32>,
    /// Lines to free at the end of the cycle, per input.
    free_mask: Vec<u32>,
    /// Per output: lines in Stop (active and stop) at the start of the cycle; with egress SAQs
    /// the lines whose SAQ sent Xoff to the ingress ports (active and sent_stop).
    ostop: Vec<u32>,
    /// RECN on a CIOQ switch: the egress SAQs' state (None otherwise).
    eg: Option<EgressLines>,
}

fn low(m: u32) -> usize {
    m.trailing_zeros() as usize
}

impl Cam {
    /// FBICM for `n` hosts, `cv` CAM lines per VC and `vcs` VCs (each VC an FBICM input of its
    /// own: NFQ, `cv` CFQs and their lines; docs/MICROARCHITECTURE.md "FBICM inside virtual
    /// channels").
    pub fn fbicm(p: usize, n: usize, cv: usize, vcs: usize, detect: u32, stop_thr: u32, go_thr: u32) -> Cam {
        let c = cv * vcs;
        let keys = Keys::Dest(DestSets { n, clip: vec![0; p * n], clop: vec![0; n], nsb: vec![false; p * vcs * n], set_cnt: vec![0; p * c], nsb_cnt: vec![0; p * vcs] });
        Cam::new(p, c, vcs, detect, stop_thr, go_thr, keys)
    }

    /// RECN with turns of `pb` bits and routes of `key_bits` bits in notifications; `enhanced`
    /// (P detection queues, then the SAQs) or basic (one normal queue, then the SAQs) with
    /// egress detection over `egress` packets.
    #[allow(clippy::too_many_arguments)]
    pub fn recn(p: usize, c: usize, pb: u32, key_bits: u32, enhanced: bool, egress: u32, detect: u32, stop_thr: u32, go_thr: u32) -> Cam {
        let base = if enhanced { p } else { 1 };
        let nq = base + c;
        let keys = Keys::Route(Routes {
            pb,
            key_bits,
            enhanced,
            egress,
            nq,
            base,
            pcnt: vec![0; p * nq],
            rx_into: vec![None; p],
            swap_cand: vec![None; p],
            swapped: vec![None; p],
            fw_in: vec![0; p],
            granted: vec![None; p],
        });
        Cam::new(p, c, 1, detect, stop_thr, go_thr, keys)
    }

    fn new(p: usize, c: usize, vcs: usize, detect: u32, stop_thr: u32, go_thr: u32, keys: Keys) -> Cam {
        let pv = p * vcs;
        Cam {
            c,
            p,
            vcs,
            cv: c / vcs,
            inl: vec![InLine::default(); p * c],
            outl: vec![OutLine::default(); p * c],
            keys,
            mv_busy: vec![false; p],
            mv_line: vec![0; p],
            mv_rem: vec![0; p],
            mv_ptr: vec![0; p],
            refused: vec![false; pv],
            cam_full: vec![0; pv],
            add: vec![None; p],
            detect,
            stop_thr,
            go_thr,
            nfq: vec![Nfq::Idle; pv],
            nfq_head: vec![Head { dst: 0, out: 0, tp: 0 }; pv],
            nfq_start: vec![0; pv],
            cfq_start: vec![0; p * c],
            free_mask: vec![0; p],
            ostop: vec![0; p],
            eg: None,
            stats: CamStats::default(),
        }
    }

    /// RECN on a CIOQ switch: the output lines own egress SAQs, Xoff towards the ingress ports
    /// at `stop_thr` flits, Xon at `go_thr` (issue 33 step 3).
    pub fn with_egress_saqs(mut self, stop_thr: u32, go_thr: u32) -> Cam {
        let (p, c) = (self.p, self.c);
        self.eg = Some(EgressLines { stop_thr, go_thr, entered: vec![None; p], left: vec![None; p], saq_start: vec![0; p * c], rx_start: vec![None; p], fw_prev: vec![0; p] });
        self
    }

    /// Egress SAQs are built (RECN on a CIOQ switch).
    #[inline]
    pub fn egress_saqs(&self) -> bool {
        self.eg.is_some()
    }

    /// The egress queue a header crossing to output `o` with turns `tp` after this switch
    /// enters: 1 + the longest active line of `o` whose route prefixes `tp` (most HopsToReach,
    /// lowest line on ties), else 0 (the egress normal queue). From the start-of-cycle lines.
    pub fn egress_classify(&self, o: usize, tp: u64) -> usize {
        self.egress_queue_of(o, tp, u8::MAX)
    }

    /// The egress queue of output `o` that packets with turns `tp` join: 1 + the longest active
    /// line of at most `max_hops` HopsToReach whose route prefixes `tp` (lowest line on ties),
    /// else 0 (the normal queue). A header's queue ([`Cam::egress_classify`]), or the queue a
    /// new line's flows used so far (its in-order pointer, [`Cam::end_egress`]).
    fn egress_queue_of(&self, o: usize, tp: u64, max_hops: u8) -> usize {
        let Keys::Route(k) = &self.keys else { return 0 };
        let mut best: Option<(usize, u8)> = None;
        for l in 0..self.c {
            let x = &self.outl[o * self.c + l];
            if x.active && x.hops <= max_hops && tp & k.mask(x.hops as u32) == x.tp && best.is_none_or(|(_, bh)| x.hops > bh) {
                best = Some((l, x.hops));
            }
        }
        best.map_or(0, |(l, _)| 1 + l)
    }

    /// The egress-SAQ bound (docs/MICROARCHITECTURE.md "The egress-SAQ bound", hold at the ingress; seed
    /// 004 §4.1: packets for a stopped point stay upstream of it): the candidate `h` of queue
    /// `line` (its SAQ's line, None for a normal / detection queue) of input `i` would enter an
    /// egress SAQ whose line sent Xoff (active and SentStop) and the queue does not mirror that
    /// line (a mirroring SAQ stops by its own line, [`Cam::held`]). From the lines as they are
    /// now: called at the end of a cycle, applied in the next (the RTL's `ehold_q` register).
    /// Always false without egress SAQs.
    pub fn egress_held(&self, i: usize, line: Option<usize>, h: &Head) -> bool {
        if self.eg.is_none() {
            return false;
        }
        let (o, c) = (h.out, self.c);
        // no line of o in SentStop (the common case): nothing to classify against
        if !self.outl[o * c..(o + 1) * c].iter().any(|x| x.active && x.sent_stop) {
            return false;
        }
        let Some(l) = self.egress_classify(o, h.tp).checked_sub(1) else { return false };
        let x = &self.outl[o * c + l];
        if !(x.active && x.sent_stop) {
            return false;
        }
        !line.is_some_and(|lq| {
            let y = &self.inl[i * c + lq];
            y.active && y.rc && y.port as usize == o && y.next as usize == l
        })
    }

    /// Egress queue `q` of output `o` may send its head: the normal queue always, SAQ l when
    /// its line is not in Xoff from downstream and does not wait (start-of-cycle state).
    #[inline]
    pub fn egress_may_send(&self, o: usize, q: usize) -> bool {
        q == 0 || {
            let x = &self.outl[o * self.c + q - 1];
            !x.stop && x.wait == 0
        }
    }

    /// Start of a cycle with egress SAQs: the flits of every egress SAQ (`flits(o, l)`) and the
    /// queue each output is receiving a packet into.
    pub fn egress_begin(&mut self, flits: impl Fn(usize, usize) -> u32, rx: impl Fn(usize) -> Option<usize>) {
        let (p, c) = (self.p, self.c);
        if let Some(e) = self.eg.as_mut() {
            for o in 0..p {
                for l in 0..c {
                    e.saq_start[o * c + l] = flits(o, l);
                }
                e.rx_start[o] = rx(o);
                e.entered[o] = None;
                e.left[o] = None;
            }
        }
    }

    /// A header entered egress queue `q` of output `o` this cycle.
    #[inline]
    pub fn egress_entered(&mut self, o: usize, q: usize) {
        if let (Some(e), true) = (self.eg.as_mut(), q > 0) {
            e.entered[o] = Some(q - 1);
        }
    }

    /// A header left egress queue `q` of output `o` on the link this cycle.
    #[inline]
    pub fn egress_left(&mut self, o: usize, q: usize) {
        if let Some(e) = self.eg.as_mut() {
            e.left[o] = Some(q);
        }
    }

    fn active_mask(&self, i: usize) -> u32 {
        (0..self.c).filter(|&l| self.inl[i * self.c + l].active).fold(0, |m, l| m | 1 << l)
    }

    /// The lines of VC `v` of a port, as a mask of its `c` lines.
    #[inline]
    fn vc_mask(&self, v: usize) -> u32 {
        (((1u64 << self.cv) - 1) << (v * self.cv)) as u32
    }

    /// The queue of line `l` within its input: RECN's SAQ `base + l`; FBICM's CFQ of the line in
    /// its VC (VC v's queues are its NFQ, queue v (cv + 1), then its cv CFQs).
    #[inline]
    pub fn line_queue(&self, l: usize) -> usize {
        match &self.keys {
            Keys::Route(k) => k.base + l,
            Keys::Dest(_) => (l / self.cv) * (self.cv + 1) + 1 + l % self.cv,
        }
    }

    /// The line whose CFQ / SAQ is queue `q` of an input, None for a normal queue (FBICM: a
    /// VC's NFQ; RECN: the normal or a detection queue).
    #[inline]
    pub fn queue_line(&self, q: usize) -> Option<usize> {
        match &self.keys {
            Keys::Route(k) => q.checked_sub(k.base),
            Keys::Dest(_) => {
                let (v, k) = (q / (self.cv + 1), q % (self.cv + 1));
                (k != 0).then(|| v * self.cv + k - 1)
            }
        }
    }

    /// FBICM: a head of VC `v` leaving on output `h.out` is refused there, a Stop line of that
    /// output's VC `v` holds its destination (seed 001 §3). Always false for RECN, whose Xoff is
    /// per SAQ ([`Cam::held`]).
    #[inline]
    pub fn blocked(&self, v: usize, h: &Head) -> bool {
        match &self.keys {
            Keys::Dest(k) => k.clop[h.dst as usize] & self.ostop[h.out] & self.vc_mask(v) != 0,
            Keys::Route(_) => false,
        }
    }

    /// The head `h` of CFQ / SAQ `l` (0-based line) of input `i` may not request its output.
    /// FBICM: [`Cam::blocked`]. RECN (seed 004 §4.1, per-SAQ Xon/Xoff): the downstream line the
    /// SAQ mirrors is in Xoff (the line's internal stop, registered from the output line), or
    /// the SAQ waits for headers of an older queue (the in-order pointer).
    #[inline]
    pub fn held(&self, i: usize, l: usize, h: &Head) -> bool {
        match &self.keys {
            Keys::Dest(_) => self.blocked(l / self.cv, h),
            Keys::Route(_) => {
                let x = &self.inl[i * self.c + l];
                x.stop || x.wait != 0
            }
        }
    }

    /// The key tables' view of the NFQ head `h` of VC `v` of input `i` (`active`: the VC's
    /// active lines). Lines are the input's (VC v's are v cv ..); `mirror` is an output line of
    /// VC v, numbered within the VC (as `InLine::next`).
    fn lookup(&self, i: usize, v: usize, h: &Head, active: u32) -> Lookup {
        let (c, o) = (self.c, h.out);
        match &self.keys {
            Keys::Dest(k) => {
                let lo = v * self.cv;
                let clipv = k.clip[i * k.n + h.dst as usize] & active;
                let clop = k.clop[h.dst as usize];
                // rc lines of output o whose output line holds d; detection lines of output o
                let (mut rulev, mut primv) = (0u32, 0u32);
                for l in lo..lo + self.cv {
                    let x = &self.inl[i * c + l];
                    if x.active && x.port as usize == o {
                        if x.rc {
                            rulev |= ((clop >> (lo + x.next as usize)) & 1) << l;
                        } else {
                            primv |= 1 << l;
                        }
                    }
                }
                let matchv = if clipv != 0 { clipv } else { rulev };
                let blockv = clop & self.ostop[o] & self.vc_mask(v);
                Lookup {
                    matched: (matchv != 0).then(|| low(matchv)),
                    mirror: (matchv == 0 && blockv != 0).then(|| low(blockv) - lo),
                    join: (primv != 0).then(|| low(primv)),
                }
            }
            Keys::Route(k) => {
                // the longest input line whose route prefixes the head's (lowest line on ties)
                let mut best: Option<(usize, u8)> = None;
                for l in 0..c {
                    let x = &self.inl[i * c + l];
                    if x.active && x.port as usize == o && h.tp & k.mask(x.hops as u32 - 1) == x.tp && best.is_none_or(|(_, bh)| x.hops > bh) {
                        best = Some((l, x.hops));
                    }
                }
                // the most specific output line in Xoff whose route prefixes the head's
                let mut cand: Option<(usize, u8)> = None;
                let mut m = self.ostop[o];
                while m != 0 {
                    let l = low(m);
                    m &= m - 1;
                    let x = &self.outl[o * c + l];
                    if h.tp & k.mask(x.hops as u32) == x.tp && cand.is_none_or(|(_, ch)| x.hops > ch) {
                        cand = Some((l, x.hops));
                    }
                }
                let mirror = cand.and_then(|(l, ch)| {
                    let new_hops = ch.saturating_add(1).min(HOPS_MAX);
                    let accept = if k.enhanced {
                        // every notification more specific than the head's line
                        best.is_none_or(|(_, bh)| new_hops > bh)
                    } else {
                        // basic: none that overlaps a line (the head's line is less specific,
                        // or a line of this output extends the route)
                        let r = self.outl[o * c + l];
                        best.is_none()
                            && !(0..c).any(|q| {
                                let x = &self.inl[i * c + q];
                                x.active && x.port as usize == o && x.hops > new_hops && x.tp & k.mask(r.hops as u32) == r.tp
                            })
                    };
                    accept.then_some(l)
                });
                Lookup { matched: best.map(|(l, _)| l), mirror, join: None }
            }
        }
    }

    /// Decides the cycle of VC `v` of input `i` from the start-of-cycle state (one VC: v = 0;
    /// with VCs [`Cam::arbitrate_moves`] follows every VC's decision). FBICM: `nfq_head` is the
    /// VC's NFQ head entry (None when empty or not a header), classified here (post-processing);
    /// RECN classifies at arrival instead ([`Cam::arrive`]) and passes None. `flits(q)` gives the
    /// flits of queue q of the input, `rx_into` the queue receiving the rest of a packet. Enhanced
    /// RECN: a detection queue over the threshold is to be swapped with a free SAQ (seed 004
    /// §4.2, Fig. 5).
    pub fn decide(&mut self, i: usize, v: usize, nfq_head: Option<Head>, ready_only: bool, rx_into: Option<usize>, flits: impl Fn(usize) -> u32) {
        let (c, cv) = (self.c, self.cv);
        let iv = i * self.vcs + v;
        let lo = v * cv;
        for l in lo..lo + cv {
            self.cfq_start[i * c + l] = flits(self.line_queue(l));
        }
        self.nfq_start[iv] = match &self.keys {
            Keys::Dest(_) => flits(v * (cv + 1)),
            Keys::Route(k) => (0..k.base).map(&flits).sum(),
        };
        let vm = self.vc_mask(v);
        let active = self.active_mask(i) & vm;
        let free = !active & vm;
        let mut act = Nfq::Idle;
        // a VC whose packet is being moved is not classified (the move port is the input's)
        let moving = self.mv_busy[i] && self.mv_line[i] / cv == v;
        if let (false, Some(h)) = (moving, nfq_head) {
            self.nfq_head[iv] = h;
            let o = h.out;
            let lk = self.lookup(i, v, &h, active);
            act = if let Some(next) = lk.mirror {
                // internal Stop: a new rc line mirroring output line `next` of VC v
                let x = self.outl[o * c + lo + next];
                let hops = x.hops.saturating_add(1).min(HOPS_MAX);
                let w = InLine { active: true, rc: true, port: o as u8, hops, next: next as u8, tp: x.tp, ..Default::default() };
                if free != 0 {
                    Nfq::Move { line: low(free), alloc: Some(w) }
                } else if let Some(m) = lk.matched {
                    Nfq::Move { line: m, alloc: None }
                } else {
                    Nfq::Refused { ready: false }
                }
            } else if let Some(m) = lk.matched {
                Nfq::Move { line: m, alloc: None }
            } else if self.nfq_start[iv] > self.detect {
                // detection: the head joins the detection line of its output, or opens one
                if let Some(j) = lk.join {
                    Nfq::Move { line: j, alloc: None }
                } else if free != 0 {
                    Nfq::Move { line: low(free), alloc: Some(InLine { active: true, port: o as u8, hops: 1, ..Default::default() }) }
                } else {
                    Nfq::Refused { ready: true }
                }
            } else {
                Nfq::Ready
            };
            // v2: a candidate still behind the NFQ's crossing tail may request, not move
            if ready_only && act != Nfq::Ready {
                act = Nfq::Idle;
            }
        }
        self.nfq[iv] = act;
        // enhanced RECN: the lowest detection queue over the threshold whose output has no root
        // line, swapped with the lowest free line
        let (detect, inl) = (self.detect, &self.inl);
        if let Keys::Route(k) = &mut self.keys {
            k.rx_into[i] = rx_into;
            k.swapped[i] = None;
            k.swap_cand[i] = if k.enhanced && free != 0 {
                (0..self.p)
                    .find(|&o| flits(o) > detect && !(0..c).any(|l| inl[i * c + l].active && inl[i * c + l].port as usize == o && inl[i * c + l].hops == 1))
                    .map(|o| (o, low(free)))
            } else {
                None
            };
        }
        // lines to free: active, empty CFQ, no Stop upstream, nothing moving in (the rest of a
        // packet, or a header this cycle: [`Cam::end`]), a leaf (RECN)
        let leafless = match &self.keys {
            Keys::Route(k) => k.fw_in[i],
            Keys::Dest(_) => 0,
        };
        let mut fm = 0;
        for l in lo..lo + cv {
            let x = &self.inl[i * c + l];
            let moving_in = (self.mv_busy[i] && self.mv_line[i] == l) || rx_into == Some(self.line_queue(l));
            if x.active && self.cfq_start[i * c + l] == 0 && !x.sent_stop && !moving_in && (leafless >> l) & 1 == 0 {
                fm |= 1 << l;
            }
        }
        self.free_mask[i] = (self.free_mask[i] & !vm) | fm;
    }

    /// FBICM inside VCs, after every VC of input `i` decided: one move port per input
    /// (docs/MICROARCHITECTURE.md "FBICM inside virtual channels"). A VC whose decision is a move
    /// starts it only when no move of the input is in progress and it wins the round robin among
    /// the VCs that want to start one (from the VC after the last that started); the others'
    /// decisions become [`Nfq::Idle`] (no request, no line, no Stop) and they decide again next
    /// cycle.
    pub fn arbitrate_moves(&mut self, i: usize) {
        let vcs = self.vcs;
        if vcs == 1 {
            return;
        }
        let (mut win, mut want) = (None, 0);
        for k in 0..vcs {
            let v = (self.mv_ptr[i] + k) % vcs;
            let x = &mut self.nfq[i * vcs + v];
            if matches!(x, Nfq::Move { .. }) {
                want += 1;
                if self.mv_busy[i] || win.is_some() {
                    *x = Nfq::Idle;
                    self.stats.move_port_waits += 1;
                } else {
                    win = Some(v);
                }
            }
        }
        self.stats.move_port_contests += (want > 1) as u64;
        if let Some(v) = win {
            self.mv_ptr[i] = (v + 1) % vcs;
        }
    }

    /// RECN: classifies header `h` arriving at input `i` (seed 004 §4.1: every incoming packet
    /// is checked against the CAM) from the start-of-cycle state and returns its queue: the SAQ
    /// of its longest matching line, a new line's SAQ when it meets a notification to accept (an
    /// output line in Xoff whose route prefixes its own) or, in basic RECN, egress detection
    /// (`cnt1_out`, its output's `cnt1`, over the threshold); otherwise the detection queue of
    /// its output (enhanced) or the normal queue (basic). A new line waits for the headers of
    /// the queue the packet would have joined (the in-order pointer).
    pub fn arrive(&mut self, i: usize, h: Head, cnt1_out: u32) -> usize {
        let c = self.c;
        let Keys::Route(k) = &self.keys else { return 0 };
        let (base, enhanced, egress) = (k.base, k.enhanced, k.egress);
        let o = h.out;
        let active = self.active_mask(i);
        let lk = self.lookup(i, 0, &h, active);
        let free = !active & ((1u64 << c) - 1) as u32;
        let dq = k.normal_queue(o);
        let wait_on = lk.matched.map_or(dq, |m| base + m) as u8;
        let act = if let Some(next) = lk.mirror {
            let x = self.outl[o * c + next];
            let hops = x.hops.saturating_add(1).min(HOPS_MAX);
            // (`wait` 1 marks a line that waits for `wait_on`; [`Cam::end`] counts the headers)
            let w = InLine { active: true, rc: true, port: o as u8, hops, next: next as u8, tp: x.tp, wait: 1, wait_on, ..Default::default() };
            if free != 0 {
                Nfq::Move { line: low(free), alloc: Some(w) }
            } else if let Some(m) = lk.matched {
                Nfq::Move { line: m, alloc: None }
            } else {
                Nfq::Refused { ready: true }
            }
        } else if let Some(m) = lk.matched {
            Nfq::Move { line: m, alloc: None }
        } else if (!enhanced || self.eg.is_some()) && cnt1_out > egress && !(0..c).any(|l| self.inl[i * c + l].active && self.inl[i * c + l].port as usize == o) {
            // basic: egress detection, never a root line next to a more specific one of this
            // output (a less specific notification, seed 004 Fig. 6b)
            if free != 0 {
                Nfq::Move { line: low(free), alloc: Some(InLine { active: true, port: o as u8, hops: 1, wait: 1, wait_on, ..Default::default() }) }
            } else {
                Nfq::Refused { ready: true }
            }
        } else {
            Nfq::Ready
        };
        self.nfq[i] = act;
        self.nfq_head[i] = h;
        match act {
            Nfq::Move { line, .. } => base + line,
            _ => dq,
        }
    }

    /// Enhanced RECN, after the arrivals: the detection queue and the SAQ (queue numbers) to
    /// swap this cycle, when detection found one and no header took a free line at arrival.
    pub fn swap(&mut self, i: usize) -> Option<(usize, usize)> {
        let alloc = matches!(self.nfq[i], Nfq::Move { alloc: Some(_), .. });
        match &mut self.keys {
            Keys::Route(k) if !alloc => {
                k.swapped[i] = k.swap_cand[i];
                k.swapped[i].map(|(o, l)| (o, k.base + l))
            }
            _ => None,
        }
    }

    /// Start of a cycle, before any input decides: which output lines are in Stop, and RECN's
    /// forward leaf levels arriving at each input.
    pub fn begin(&mut self, inp: &[crate::PortIn]) {
        let eg = self.eg.is_some();
        for o in 0..self.p {
            self.ostop[o] = (0..self.c)
                .filter(|&l| {
                    let x = &self.outl[o * self.c + l];
                    // egress SAQs: the ingress side mirrors the egress SAQ's own Xoff
                    x.active && if eg { x.sent_stop } else { x.stop }
                })
                .fold(0, |m, l| m | 1 << l);
        }
        if let Keys::Route(k) = &mut self.keys {
            for (i, x) in inp.iter().enumerate() {
                k.fw_in[i] = x.fw;
                k.granted[i] = None;
            }
        }
    }

    /// Input `i` sent the header at the head of its queue `q` this cycle.
    #[inline]
    pub fn granted(&mut self, i: usize, q: usize) {
        if let Keys::Route(k) = &mut self.keys {
            k.granted[i] = Some(q);
        }
    }

    /// The head of a normal queue of VC `v` of input `i` may request its output: FBICM's NFQ
    /// head when post-processing left it there and no Stop line of its VC holds its
    /// destination; RECN's normal and detection queues always (Xoff stops SAQs only, seed 004
    /// §4.1).
    #[inline]
    pub fn normal_ready(&self, i: usize, v: usize, h: &Head) -> bool {
        match self.keys {
            Keys::Dest(_) => !self.blocked(v, h) && matches!(self.nfq[i * self.vcs + v], Nfq::Ready | Nfq::Refused { ready: true }),
            Keys::Route(_) => true,
        }
    }

    /// An NFQ of input `i` moves one flit this cycle into the CFQ of the returned line (of the
    /// input's lines; the NFQ is its VC's, line / cv), and the move state advances (`len(v)`:
    /// the length of the packet at the head of VC v's NFQ, read when its header moves).
    pub fn move_step(&mut self, i: usize, len: impl Fn(usize) -> u32) -> Option<usize> {
        if let Keys::Route(_) = self.keys {
            return None;
        }
        let vcs = self.vcs;
        for v in 0..vcs {
            if let Nfq::Move { line, .. } = self.nfq[i * vcs + v] {
                let n = len(v);
                self.mv_line[i] = line;
                self.mv_rem[i] = n - 1;
                self.mv_busy[i] = n > 1;
                return Some(line);
            }
        }
        if self.mv_busy[i] && self.nfq_start[i * vcs + self.mv_line[i] / self.cv] > 0 {
            self.mv_rem[i] -= 1;
            self.mv_busy[i] = self.mv_rem[i] > 0;
            return Some(self.mv_line[i]);
        }
        None
    }

    /// End of the cycle: the input lines (allocation, key tables, Stop/Go, ADD, freeing, internal
    /// Stop mirror, RECN's in-order pointers) and the output lines from the backward channel
    /// `inp[o].fb` of each output. `route[d]` is the routing table (FBICM).
    pub fn end(&mut self, inp: &[crate::PortIn], route: &[u8], egress: Option<EgressCounts>) {
        let c = self.c;
        // egress SAQs: the ingress lines mirroring each output line at the start of the cycle
        // (an egress line is a leaf without them)
        let mir_start: Vec<u32> = if self.eg.is_some() { (0..self.p).map(|o| self.mirrors(o)).collect() } else { vec![] };
        let (vcs, cv) = (self.vcs, self.cv);
        for i in 0..self.p {
            // the VC whose head moves (one at most, [`Cam::arbitrate_moves`]), else VC 0
            let mvv = (0..vcs).find(|&v| matches!(self.nfq[i * vcs + v], Nfq::Move { .. })).unwrap_or(0);
            let iv = i * vcs + mvv;
            let act = self.nfq[iv];
            self.add[i] = None;
            // RECN: headers leave and enter SAQs, waits count down
            if let Keys::Route(k) = &mut self.keys {
                if let Some(g) = k.granted[i] {
                    k.pcnt[i * k.nq + g] -= 1;
                    for l in 0..c {
                        let x = &mut self.inl[i * c + l];
                        if x.wait != 0 && x.wait_on as usize == g {
                            x.wait -= 1;
                        }
                    }
                }
            }
            let moved = match act {
                Nfq::Move { line, alloc } => {
                    self.stats.moved_packets += 1;
                    if let Some(mut a) = alloc {
                        if a.rc {
                            self.stats.propagations += 1;
                        } else {
                            self.stats.detections += 1;
                        }
                        // the in-order pointer (RECN): a new line waits for the headers now in
                        // the queue its packets joined so far (the normal / detection queue, or
                        // the less specific line's SAQ)
                        a.wait = match &self.keys {
                            Keys::Route(k) if a.wait != 0 => k.pcnt[i * k.nq + a.wait_on as usize],
                            _ => 0,
                        };
                        if a.wait == 0 {
                            a.wait_on = 0;
                        }
                        self.inl[i * c + line] = a;
                    }
                    if let Keys::Route(k) = &mut self.keys {
                        k.pcnt[i * k.nq + k.base + line] += 1;
                    }
                    Some(line)
                }
                Nfq::Ready | Nfq::Refused { .. } => {
                    // RECN: a header entered its normal / detection queue
                    if let Keys::Route(k) = &mut self.keys {
                        let dq = k.normal_queue(self.nfq_head[iv].out);
                        k.pcnt[i * k.nq + dq] += 1;
                    }
                    None
                }
                Nfq::Idle => None,
            };
            let h = self.nfq_head[iv];
            for l in 0..c {
                let cnt = self.cfq_start[i * c + l];
                let x = &mut self.inl[i * c + l];
                match moved {
                    Some(ml) if ml == l => {
                        if let Keys::Dest(k) = &mut self.keys {
                            let d = h.dst as usize;
                            k.set_cnt[i * c + l] += ((k.clip[i * k.n + d] >> l) & 1 == 0) as u32;
                            k.clip[i * k.n + d] |= 1 << l;
                        }
                        if cnt >= self.stop_thr {
                            x.sent_stop = true;
                            let key = match &mut self.keys {
                                Keys::Dest(k) => {
                                    let d = h.dst as usize;
                                    (!k.nsb[iv * k.n + d]).then(|| {
                                        k.nsb[iv * k.n + d] = true;
                                        k.nsb_cnt[iv] += 1;
                                        d as u64
                                    })
                                }
                                Keys::Route(k) => (!x.notified).then(|| {
                                    x.notified = true;
                                    // the route from the upstream's view: this switch's turn first
                                    let turn = ((x.port as usize + self.p - i) % self.p) as u64;
                                    (turn | x.tp << k.pb) & k.mask(k.key_bits / k.pb)
                                }),
                            };
                            if let Some(key) = key {
                                self.add[i] = Some(FbAdd { line: l as u32, key, hops: x.hops as u32 });
                                self.stats.adds_sent += 1;
                            }
                        }
                    }
                    _ => {
                        if x.sent_stop && cnt <= self.go_thr {
                            x.sent_stop = false;
                        }
                    }
                }
                if (self.free_mask[i] >> l) & 1 == 1 && moved != Some(l) {
                    *x = InLine::default();
                    if let Keys::Dest(k) = &mut self.keys {
                        let lv = i * vcs + l / cv;
                        for d in 0..k.n {
                            if (k.clip[i * k.n + d] >> l) & 1 == 1 {
                                k.clip[i * k.n + d] &= !(1 << l);
                                k.nsb_cnt[lv] -= k.nsb[lv * k.n + d] as u32;
                                k.nsb[lv * k.n + d] = false;
                            }
                        }
                        k.set_cnt[i * c + l] = 0;
                    }
                }
                let x = &mut self.inl[i * c + l];
                x.stop = x.active && x.rc && (self.ostop[x.port as usize] >> (l / cv * cv + x.next as usize)) & 1 == 1;
            }
            // enhanced RECN's detection: the detection queue becomes the new line's SAQ (the
            // switch swapped the queues), waits on it follow it
            if let Keys::Route(k) = &mut self.keys {
                if let Some((o, l)) = k.swapped[i] {
                    self.stats.detections += 1;
                    self.inl[i * c + l] = InLine { active: true, port: o as u8, hops: 1, ..Default::default() };
                    let sq = k.base + l;
                    k.pcnt.swap(i * k.nq + o, i * k.nq + sq);
                    for x in &mut self.inl[i * c..(i + 1) * c] {
                        if x.wait != 0 && x.wait_on as usize == o {
                            x.wait_on = sq as u8;
                        }
                    }
                }
            }
            for iv in i * vcs..(i + 1) * vcs {
                let refused = matches!(self.nfq[iv], Nfq::Refused { .. });
                if refused && !self.refused[iv] {
                    self.cam_full[iv] = self.cam_full[iv].saturating_add(1);
                    self.stats.cam_full += 1;
                }
                self.refused[iv] = refused;
            }
        }
        self.stats.active_lines = self.inl.iter().filter(|x| x.active).count() as u32;
        self.stats.peak_active_lines = self.stats.peak_active_lines.max(self.stats.active_lines);
        if let (Some(e), Keys::Route(k)) = (self.eg.as_mut(), &self.keys) {
            // egress SAQs: a line whose upstream egress line (and its mirrors) went away may
            // notify again when its SAQ fills (a falling edge of its leaf level)
            for i in 0..self.p {
                let fall = e.fw_prev[i] & !k.fw_in[i];
                for l in 0..c {
                    if (fall >> l) & 1 == 1 {
                        self.inl[i * c + l].notified = false;
                    }
                }
                e.fw_prev[i] = k.fw_in[i];
            }
            let ec = egress.expect("egress SAQs need the egress counts");
            self.end_egress(inp, &mir_start, &ec);
            return;
        }
        for o in 0..self.p {
            let f = &inp[o].fb;
            for l in 0..c {
                let x = &mut self.outl[o * c + l];
                if (f.active >> l) & 1 == 0 {
                    if let (Keys::Dest(k), true) = (&mut self.keys, x.active) {
                        for d in 0..k.n {
                            if route[d] as usize == o {
                                k.clop[d] &= !(1 << l);
                            }
                        }
                    }
                    *x = OutLine::default();
                } else {
                    if let Some(a) = f.add.filter(|a| a.line as usize == l) {
                        x.active = true;
                        x.hops = a.hops as u8;
                        match &mut self.keys {
                            Keys::Dest(k) => k.clop[a.key as usize] |= 1 << l,
                            Keys::Route(_) => x.tp = a.key,
                        }
                    }
                    x.stop = (f.stop >> l) & 1 == 1;
                }
            }
        }
    }

    /// Output `o`'s lines that an input line of this switch mirrors (bit l: an active rc line
    /// with CongestedPort o and NextCFQ l).
    fn mirrors(&self, o: usize) -> u32 {
        self.inl.iter().filter(|x| x.active && x.rc && x.port as usize == o).fold(0, |m, x| m | 1 << x.next)
    }

    /// End of the cycle for the egress lines (RECN on a CIOQ switch; docs/MICROARCHITECTURE.md
    /// "CIOQ switches", step 3), from the start-of-cycle state and this cycle's events: waits
    /// count down for a header that left, SentStop towards the ingress ports, the Xoff from the
    /// downstream, freeing (Xon, empty, nothing entering or being received, no ingress line
    /// mirroring it) and allocation by the downstream's notification, with the in-order pointer
    /// on the queue the route's flows used so far.
    fn end_egress(&mut self, inp: &[crate::PortIn], mir_start: &[u32], ec: &EgressCounts) {
        let c = self.c;
        for o in 0..self.p {
            let f = &inp[o].fb;
            // a notification allocating a free line: its in-order pointer from the lines at the
            // start of the cycle (before this loop frees any), on the counts after it
            let alloc = f.add.filter(|a| !self.outl[o * c + a.line as usize].active).map(|a| {
                let wq = self.egress_queue_of(o, a.key, a.hops as u8);
                (a, wq, ec.headers[o * ec.nq + wq])
            });
            let e = self.eg.as_ref().expect("egress SAQs");
            for l in 0..c {
                let x = &mut self.outl[o * c + l];
                if !x.active {
                    // allocation by a notification (a line of the downstream input)
                    if let Some((a, wq, wait)) = alloc.filter(|(a, _, _)| a.line as usize == l) {
                        *x = OutLine { active: true, stop: (f.stop >> l) & 1 == 1, hops: a.hops as u8, tp: a.key, sent_stop: false, wait, wait_on: if wait == 0 { 0 } else { wq as u8 } };
                    }
                    continue;
                }
                let stop_start = x.stop;
                if let Some(q) = e.left[o] {
                    if x.wait != 0 && x.wait_on as usize == q {
                        x.wait -= 1;
                        if x.wait == 0 {
                            x.wait_on = 0;
                        }
                    }
                }
                let cnt = e.saq_start[o * c + l];
                if e.entered[o] == Some(l) {
                    if cnt >= e.stop_thr {
                        x.sent_stop = true;
                    }
                } else if x.sent_stop && cnt <= e.go_thr {
                    x.sent_stop = false;
                }
                x.stop = (f.active >> l) & 1 == 1 && (f.stop >> l) & 1 == 1;
                let free = !stop_start && cnt == 0 && e.entered[o] != Some(l) && e.rx_start[o] != Some(1 + l) && (mir_start[o] >> l) & 1 == 0;
                if free {
                    *x = OutLine::default();
                }
            }
        }
    }

    /// The backward channel input `i` drives to its upstream after this cycle.
    pub fn fb_out(&self, i: usize) -> Fb {
        let (mut stop, mut active) = (0, 0);
        for l in 0..self.c {
            let x = &self.inl[i * self.c + l];
            stop |= (x.sent_stop as u32) << l;
            active |= (x.active as u32) << l;
        }
        Fb { stop, active, add: self.add[i] }
    }

    /// RECN's forward leaf levels output `o` drives after this cycle: bit l when an input line
    /// of this switch mirrors output line l (0 with FBICM).
    pub fn fw_out(&self, o: usize) -> u32 {
        match self.keys {
            Keys::Dest(_) => 0,
            // egress SAQs: an egress line is a node of the tree upstream of the downstream's
            // line; that line is not a leaf while it is active
            Keys::Route(_) => self.mirrors(o) | if self.eg.is_some() { (0..self.c).filter(|&l| self.outl[o * self.c + l].active).fold(0, |m, l| m | 1 << l) } else { 0 },
        }
    }

    /// Monitor words (layout in [`switchgen_config::cam::mon`]); `flits(i, q)` gives the flits
    /// in queue q (0 = NFQ) of input i; with egress SAQs, `egress` gives the egress queues'
    /// headers and their flits by egress queue index (`o * nq + k`), and `ehold` the switch's
    /// egress-SAQ bound per input and queue ([`Cam::egress_held`], `i * nq + q`).
    pub fn mon(&self, route: &[u8], flits: impl Fn(usize, usize) -> u32, egress: Option<(&EgressCounts, &dyn Fn(usize) -> u32)>, ehold: &[bool], out: &mut Vec<u64>) {
        let held = |p: usize, q: usize| match &self.keys {
            Keys::Route(k) if !ehold.is_empty() => ehold[p * k.nq + q] as u64,
            _ => 0,
        };
        let c = self.c;
        out.clear();
        // FBICM: destinations of each output, for the output lines' set sizes
        let mut by_out: Vec<Vec<usize>> = vec![vec![]; self.p];
        if let Keys::Dest(k) = &self.keys {
            for (d, &o) in route.iter().enumerate().take(k.n) {
                if (o as usize) < self.p {
                    by_out[o as usize].push(d);
                }
            }
        }
        let (vcs, cv) = (self.vcs, self.cv);
        for p in 0..self.p {
            // per VC: its NFQ word and its lines' words
            for l in 0..c {
                if l % cv == 0 {
                    let iv = p * vcs + l / cv;
                    let nsb = match &self.keys {
                        Keys::Dest(k) => k.nsb_cnt[iv] as u64,
                        // RECN with egress SAQs: how many normal / detection queues are held
                        Keys::Route(k) => (0..k.base).map(|q| held(p, q)).sum::<u64>() << (mon::EHOLD_N_LSB - 32),
                    };
                    let normal: u32 = match &self.keys {
                        Keys::Dest(_) => flits(p, l / cv * (cv + 1)),
                        Keys::Route(k) => (0..k.base).map(|q| flits(p, q)).sum(),
                    };
                    out.push(self.cam_full[iv] as u64 | nsb << 32 | (normal as u64) << mon::FLITS_LSB);
                }
                let x = &self.inl[p * c + l];
                let set = match &self.keys {
                    Keys::Dest(k) => k.set_cnt[p * c + l] as u64,
                    Keys::Route(_) => x.wait as u64,
                };
                out.push(
                    (x.active as u64) << mon::ACTIVE
                        | (x.stop as u64) << mon::STOP
                        | (x.rc as u64) << mon::RC
                        | (x.sent_stop as u64) << mon::SENT_STOP
                        | (x.notified as u64) << mon::NOTIFIED
                        | held(p, self.line_queue(l)) << mon::EHOLD
                        | (x.port as u64) << mon::PORT_LSB
                        | (x.hops as u64) << mon::HOPS_LSB
                        | (x.next as u64) << mon::NEXT_LSB
                        | set << mon::SET_LSB
                        | (flits(p, self.line_queue(l)) as u64) << mon::FLITS_LSB,
                );
            }
            for l in 0..c {
                let x = &self.outl[p * c + l];
                let key = match &self.keys {
                    Keys::Dest(k) => (by_out[p].iter().filter(|&&d| (k.clop[d] >> l) & 1 == 1).count() as u64) << mon::SET_LSB,
                    Keys::Route(_) => x.tp << mon::ROUTE_LSB,
                };
                out.push((x.active as u64) << mon::ACTIVE | (x.stop as u64) << mon::STOP | (x.hops as u64) << mon::HOPS_LSB | key);
            }
            if let Keys::Route(k) = &self.keys {
                for l in 0..c {
                    let x = &self.inl[p * c + l];
                    out.push(x.tp | (x.wait_on as u64) << mon::WAIT_ON_LSB | (k.pcnt[p * k.nq + k.base + l] as u64) << mon::FLITS_LSB);
                }
                // egress SAQs: the egress lines' own state and their SAQs' headers and flits
                if let (Some((ec, eflits)), true) = (egress, self.eg.is_some()) {
                    for l in 0..c {
                        let x = &self.outl[p * c + l];
                        let q = p * ec.nq + 1 + l;
                        out.push(
                            (x.sent_stop as u64) << mon::SENT_STOP
                                | (ec.headers[q] as u64 & 0xffff) << mon::EG_HEADERS_LSB
                                | (x.wait as u64 & 0xffff) << mon::EG_WAIT_LSB
                                | (x.wait_on as u64) << mon::WAIT_ON_LSB
                                | (eflits(q) as u64 & 0xffff) << mon::FLITS_LSB,
                        );
                    }
                }
            }
        }
    }

    /// Text for the watchdog: the state of input `i`'s lines.
    pub fn describe(&self, i: usize) -> String {
        let lines: Vec<String> = (0..self.c)
            .filter(|&l| self.inl[i * self.c + l].active)
            .map(|l| {
                let x = &self.inl[i * self.c + l];
                format!(
                    "line {l}: port {} hops {} next {} tp {:#x}{}{}{}{}",
                    x.port,
                    x.hops,
                    x.next,
                    x.tp,
                    if x.rc { " rc" } else { "" },
                    if x.stop { " stop" } else { "" },
                    if x.sent_stop { " sent_stop" } else { "" },
                    if x.wait != 0 { format!(" waits for {} headers of queue {}", x.wait, x.wait_on) } else { String::new() }
                )
            })
            .collect();
        // egress SAQs: output i's egress lines
        let egress: Vec<String> = if self.eg.is_some() {
            (0..self.c)
                .filter(|&l| self.outl[i * self.c + l].active)
                .map(|l| {
                    let x = &self.outl[i * self.c + l];
                    format!("egress line {l}: hops {} tp {:#x}{}{}{}", x.hops, x.tp, if x.stop { " stop" } else { "" }, if x.sent_stop { " sent_stop" } else { "" }, if x.wait != 0 { format!(" waits for {} headers of egress queue {}", x.wait, x.wait_on) } else { String::new() })
                })
                .collect()
        } else {
            Vec::new()
        };
        format!(
            "input {i} {} {}, CAM {}{}{}",
            if matches!(self.keys, Keys::Route(_)) { "arrival" } else { "NFQ head" },
            if self.vcs == 1 { format!("{:?}", self.nfq[i]) } else { format!("{:?}", &self.nfq[i * self.vcs..(i + 1) * self.vcs]) },
            lines.join("; "),
            if egress.is_empty() { "" } else { "; output: " },
            egress.join("; ")
        )
    }
}
