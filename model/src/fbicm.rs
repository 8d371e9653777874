//! FBICM (seed 001 §3) in the golden switch model: CAM lines at every input and output port,
//! the routing-table extension (CLOP, CLIP, NSB), congestion detection at the NFQ threshold,
//! post-processing at the NFQ head, Stop/Go over the backward channel.
//!
//! The cycle rules are in docs/MICROARCHITECTURE.md ("FBICM"); `rtl_templates/sg_input_unit.v`
//! and `sg_fbicm_out.v` implement the same, and the lockstep co-simulation compares the monitor
//! words of [`Fbicm::mon`] every cycle. Every decision of a cycle is taken from the state at its
//! start ([`Fbicm::begin`]); [`Fbicm::end`] applies them.

use switchgen_config::fbicm::{mon, Fb, FbAdd};

/// Largest HopsToReach (4-bit field, saturating).
const HOPS_MAX: u8 = 15;

/// An input port's CAM line (seed 001 Fig. 3; the list-of-destinations is CLIP).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct InLine {
    pub active: bool,
    /// Internal Stop: the output line this line mirrors is in Stop (ReceivingControl lines).
    pub stop: bool,
    /// ReceivingControl: allocated by an internal Stop, mirrors output line `next` of `port`.
    pub rc: bool,
    /// SentStop: Stop is asserted to the upstream output port.
    pub sent_stop: bool,
    /// CongestedPort: the output of this switch the line's packets leave through.
    pub port: u8,
    pub hops: u8,
    /// NextCFQ: the CAM line of output `port` this line mirrors (rc lines).
    pub next: u8,
}

/// An output port's CAM line: a copy of the downstream input line of the same index.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct OutLine {
    pub active: bool,
    pub stop: bool,
    pub hops: u8,
}

/// What the NFQ head does in a cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Nfq {
    /// No header at the NFQ head (empty, or a packet is being moved or sent).
    Idle,
    /// A non-congested header: it may request its output.
    Ready,
    /// Moved into CFQ `line` (allocating the line first when `alloc`).
    Move { line: usize, alloc: Option<InLine> },
    /// Congested but every CAM line is in use: it stays in the NFQ; `ready` when it is not
    /// stopped (detected at the threshold) and may request its output.
    Refused { ready: bool },
}

/// Counters of what FBICM did in one switch (model only; the RTL's state is compared through
/// the monitor words every cycle).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct FbicmStats {
    /// Input CAM lines allocated: at the detection threshold, and by an internal Stop.
    pub detections: u64,
    pub propagations: u64,
    /// Packets moved from an NFQ into a CFQ.
    pub moved_packets: u64,
    /// ADD messages sent upstream (a destination joining a Stop'ed line upstream).
    pub adds_sent: u64,
    /// CAM-full events (a congested flow stayed in the NFQ).
    pub cam_full: u64,
    /// Input CAM lines active now, and the most at once since reset.
    pub active_lines: u32,
    pub peak_active_lines: u32,
}

impl std::ops::AddAssign for FbicmStats {
    /// Network totals: counts add up, `peak_active_lines` is the largest of any one switch.
    fn add_assign(&mut self, x: FbicmStats) {
        self.detections += x.detections;
        self.propagations += x.propagations;
        self.moved_packets += x.moved_packets;
        self.adds_sent += x.adds_sent;
        self.cam_full += x.cam_full;
        self.active_lines += x.active_lines;
        self.peak_active_lines = self.peak_active_lines.max(x.peak_active_lines);
    }
}

/// FBICM state of one switch with P ports, N hosts and C CAM lines per port.
#[derive(Debug, Clone)]
pub(crate) struct Fbicm {
    c: usize,
    p: usize,
    n: usize,
    /// `inl[i * c + l]`: line l of input i.
    inl: Vec<InLine>,
    /// `outl[o * c + l]`: line l of output o.
    outl: Vec<OutLine>,
    /// CLIP: `clip[i * n + d]`, bit l: destination d is in line l of input i.
    clip: Vec<u32>,
    /// CLOP: `clop[d]`, bit l: destination d is in line l of its output port.
    clop: Vec<u32>,
    /// NSB: `nsb[i * n + d]`: d was sent upstream through input i (while its line holds it).
    nsb: Vec<bool>,
    /// Destinations in each input line (`[i * c + l]`) and NSB bits set per input, kept as the
    /// bits change (the RTL counts the bits of its tables instead: the monitor compares both).
    set_cnt: Vec<u32>,
    nsb_cnt: Vec<u32>,
    /// A packet is being moved from the NFQ into CFQ `mv_line`, `mv_rem` flits still to move.
    mv_busy: Vec<bool>,
    mv_line: Vec<usize>,
    mv_rem: Vec<u32>,
    refused: Vec<bool>,
    /// Times a congested flow had to stay in the NFQ because every CAM line was in use (once
    /// per run of consecutive refused cycles), per input; 32 bits, saturating.
    cam_full: Vec<u32>,
    /// Registered ADD message per input (on the backward channel).
    add: Vec<Option<FbAdd>>,
    detect: u32,
    stop_thr: u32,
    go_thr: u32,
    pub stats: FbicmStats,
    // ---- decisions of the current cycle (from the start-of-cycle state) ----
    pub nfq: Vec<Nfq>,
    /// Destination of each input's NFQ head header.
    nfq_dst: Vec<u32>,
    nfq_start: Vec<u32>,
    /// `cfq_start[i * c + l]`: flits in CFQ l of input i at the start of the cycle.
    cfq_start: Vec<u32>,
    /// Lines to free at the end of the cycle, per input.
    free_mask: Vec<u32>,
    /// Per output: lines in Stop (active and stop) at the start of the cycle.
    ostop: Vec<u32>,
}

fn low(m: u32) -> usize {
    m.trailing_zeros() as usize
}

impl Fbicm {
    pub fn new(p: usize, n: usize, c: usize, detect: u32, stop_thr: u32, go_thr: u32) -> Fbicm {
        Fbicm {
            c,
            p,
            n,
            inl: vec![InLine::default(); p * c],
            outl: vec![OutLine::default(); p * c],
            clip: vec![0; p * n],
            clop: vec![0; n],
            nsb: vec![false; p * n],
            set_cnt: vec![0; p * c],
            nsb_cnt: vec![0; p],
            mv_busy: vec![false; p],
            mv_line: vec![0; p],
            mv_rem: vec![0; p],
            refused: vec![false; p],
            cam_full: vec![0; p],
            add: vec![None; p],
            detect,
            stop_thr,
            go_thr,
            nfq: vec![Nfq::Idle; p],
            nfq_dst: vec![0; p],
            nfq_start: vec![0; p],
            cfq_start: vec![0; p * c],
            free_mask: vec![0; p],
            ostop: vec![0; p],
            stats: FbicmStats::default(),
        }
    }

    fn active_mask(&self, i: usize) -> u32 {
        (0..self.c).filter(|&l| self.inl[i * self.c + l].active).fold(0, |m, l| m | 1 << l)
    }

    /// A packet to `dst` leaving on output `o` is refused there (a Stop line of o holds `dst`).
    #[inline]
    pub fn blocked(&self, dst: u32, o: usize) -> bool {
        self.clop[dst as usize] & self.ostop[o] != 0
    }

    /// Decides the cycle of input `i` from the start-of-cycle state: `nfq_head` is the NFQ's head
    /// entry (is-header, destination, output), `nfq_flits` and `cfq_flits` the queues' flits.
    pub fn decide(&mut self, i: usize, nfq_head: Option<(bool, u32, usize)>, nfq_flits: u32, cfq_flits: impl Fn(usize) -> u32) {
        let c = self.c;
        for l in 0..c {
            self.cfq_start[i * c + l] = cfq_flits(l);
        }
        self.nfq_start[i] = nfq_flits;
        let mut act = Nfq::Idle;
        if let (false, Some((true, d, o))) = (self.mv_busy[i], nfq_head) {
            self.nfq_dst[i] = d;
            let active = self.active_mask(i);
            let clipv = self.clip[i * self.n + d as usize] & active;
            let clop = self.clop[d as usize];
            // rc lines of output o whose output line holds d; detection lines of output o
            let (mut rulev, mut primv) = (0u32, 0u32);
            for l in 0..c {
                let x = &self.inl[i * c + l];
                if x.active && x.port as usize == o {
                    if x.rc {
                        rulev |= ((clop >> x.next) & 1) << l;
                    } else {
                        primv |= 1 << l;
                    }
                }
            }
            let matchv = if clipv != 0 { clipv } else { rulev };
            let blockv = clop & self.ostop[o];
            let free = !active & ((1u64 << c) - 1) as u32;
            act = if matchv != 0 {
                Nfq::Move { line: low(matchv), alloc: None }
            } else if blockv != 0 {
                // internal Stop: a new rc line mirroring the lowest stopped output line
                let next = low(blockv);
                let hops = self.outl[o * c + next].hops.saturating_add(1).min(HOPS_MAX);
                let w = InLine { active: true, rc: true, port: o as u8, hops, next: next as u8, ..Default::default() };
                if free != 0 {
                    Nfq::Move { line: low(free), alloc: Some(w) }
                } else {
                    Nfq::Refused { ready: false }
                }
            } else if nfq_flits > self.detect {
                // detection: the head joins the detection line of its output, or opens one
                if primv != 0 {
                    Nfq::Move { line: low(primv), alloc: None }
                } else if free != 0 {
                    Nfq::Move { line: low(free), alloc: Some(InLine { active: true, port: o as u8, hops: 1, ..Default::default() }) }
                } else {
                    Nfq::Refused { ready: true }
                }
            } else {
                Nfq::Ready
            };
        }
        self.nfq[i] = act;
        // lines to free: active, empty CFQ, no Stop upstream, nothing moving in
        let mut fm = 0;
        for l in 0..c {
            let x = &self.inl[i * c + l];
            let moving_in = (self.mv_busy[i] && self.mv_line[i] == l) || matches!(act, Nfq::Move { line, .. } if line == l);
            if x.active && self.cfq_start[i * c + l] == 0 && !x.sent_stop && !moving_in {
                fm |= 1 << l;
            }
        }
        self.free_mask[i] = fm;
    }

    /// Start of a cycle, before any input decides: which output lines are in Stop.
    pub fn begin(&mut self) {
        for o in 0..self.p {
            self.ostop[o] = (0..self.c)
                .filter(|&l| {
                    let x = &self.outl[o * self.c + l];
                    x.active && x.stop
                })
                .fold(0, |m, l| m | 1 << l);
        }
    }

    /// The NFQ of input `i` moves one flit this cycle into the returned CFQ (0-based line), and
    /// the move state advances (`len`: the packet's length when its header moves).
    pub fn move_step(&mut self, i: usize, len: u32) -> Option<usize> {
        match self.nfq[i] {
            Nfq::Move { line, .. } => {
                self.mv_line[i] = line;
                self.mv_rem[i] = len - 1;
                self.mv_busy[i] = len > 1;
                Some(line)
            }
            _ if self.mv_busy[i] && self.nfq_start[i] > 0 => {
                self.mv_rem[i] -= 1;
                self.mv_busy[i] = self.mv_rem[i] > 0;
                Some(self.mv_line[i])
            }
            _ => None,
        }
    }

    /// End of the cycle: the input lines (allocation, CLIP/NSB, Stop/Go, ADD, freeing, internal
    /// Stop mirror) and the output lines from the backward channel `inp[o].fb` of each output.
    /// `route[d]` is the routing table.
    pub fn end(&mut self, inp: &[crate::PortIn], route: &[u8]) {
        let (c, n) = (self.c, self.n);
        for i in 0..self.p {
            let act = self.nfq[i];
            self.add[i] = None;
            let moved = match act {
                Nfq::Move { line, alloc } => {
                    self.stats.moved_packets += 1;
                    if let Some(a) = alloc {
                        self.inl[i * c + line] = a;
                        if a.rc {
                            self.stats.propagations += 1;
                        } else {
                            self.stats.detections += 1;
                        }
                    }
                    Some((line, self.nfq_dst[i] as usize))
                }
                _ => None,
            };
            for l in 0..c {
                let cnt = self.cfq_start[i * c + l];
                let x = &mut self.inl[i * c + l];
                match moved {
                    Some((ml, d)) if ml == l => {
                        self.set_cnt[i * c + l] += ((self.clip[i * n + d] >> l) & 1 == 0) as u32;
                        self.clip[i * n + d] |= 1 << l;
                        if cnt >= self.stop_thr {
                            x.sent_stop = true;
                            if !self.nsb[i * n + d] {
                                self.nsb[i * n + d] = true;
                                self.nsb_cnt[i] += 1;
                                self.add[i] = Some(FbAdd { line: l as u32, dst: d as u32, hops: x.hops as u32 });
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
                if (self.free_mask[i] >> l) & 1 == 1 {
                    *x = InLine::default();
                    for d in 0..n {
                        if (self.clip[i * n + d] >> l) & 1 == 1 {
                            self.clip[i * n + d] &= !(1 << l);
                            self.nsb_cnt[i] -= self.nsb[i * n + d] as u32;
                            self.nsb[i * n + d] = false;
                        }
                    }
                    self.set_cnt[i * c + l] = 0;
                }
                let x = &mut self.inl[i * c + l];
                x.stop = x.active && x.rc && (self.ostop[x.port as usize] >> x.next) & 1 == 1;
            }
            let refused = matches!(act, Nfq::Refused { .. });
            if refused && !self.refused[i] {
                self.cam_full[i] = self.cam_full[i].saturating_add(1);
                self.stats.cam_full += 1;
            }
            self.refused[i] = refused;
        }
        self.stats.active_lines = self.inl.iter().filter(|x| x.active).count() as u32;
        self.stats.peak_active_lines = self.stats.peak_active_lines.max(self.stats.active_lines);
        for o in 0..self.p {
            let f = &inp[o].fb;
            for l in 0..c {
                let x = &mut self.outl[o * c + l];
                if (f.active >> l) & 1 == 0 {
                    if x.active {
                        for d in 0..n {
                            if route[d] as usize == o {
                                self.clop[d] &= !(1 << l);
                            }
                        }
                    }
                    *x = OutLine::default();
                } else {
                    if let Some(a) = f.add.filter(|a| a.line as usize == l) {
                        x.active = true;
                        x.hops = a.hops as u8;
                        self.clop[a.dst as usize] |= 1 << l;
                    }
                    x.stop = (f.stop >> l) & 1 == 1;
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

    /// Monitor words (layout in [`switchgen_config::fbicm::mon`]); `flits(i, q)` gives the flits
    /// in queue q (0 = NFQ) of input i.
    pub fn mon(&self, route: &[u8], flits: impl Fn(usize, usize) -> u32, out: &mut Vec<u64>) {
        let (c, n) = (self.c, self.n);
        out.clear();
        // destinations of each output, for the output lines' set sizes
        let mut by_out: Vec<Vec<usize>> = vec![vec![]; self.p];
        for (d, &o) in route.iter().enumerate().take(n) {
            if (o as usize) < self.p {
                by_out[o as usize].push(d);
            }
        }
        for p in 0..self.p {
            out.push(self.cam_full[p] as u64 | (self.nsb_cnt[p] as u64) << 32 | (flits(p, 0) as u64) << mon::FLITS_LSB);
            for l in 0..c {
                let x = &self.inl[p * c + l];
                let set = self.set_cnt[p * c + l] as u64;
                out.push(
                    (x.active as u64) << mon::ACTIVE
                        | (x.stop as u64) << mon::STOP
                        | (x.rc as u64) << mon::RC
                        | (x.sent_stop as u64) << mon::SENT_STOP
                        | (x.port as u64) << mon::PORT_LSB
                        | (x.hops as u64) << mon::HOPS_LSB
                        | (x.next as u64) << mon::NEXT_LSB
                        | set << mon::SET_LSB
                        | (flits(p, 1 + l) as u64) << mon::FLITS_LSB,
                );
            }
            for l in 0..c {
                let x = &self.outl[p * c + l];
                let set = by_out[p].iter().filter(|&&d| (self.clop[d] >> l) & 1 == 1).count() as u64;
                out.push((x.active as u64) << mon::ACTIVE | (x.stop as u64) << mon::STOP | (x.hops as u64) << mon::HOPS_LSB | set << mon::SET_LSB);
            }
        }
    }

    /// Text for the watchdog: the state of input `i`'s lines.
    pub fn describe(&self, i: usize) -> String {
        let lines: Vec<String> = (0..self.c)
            .filter(|&l| self.inl[i * self.c + l].active)
            .map(|l| {
                let x = &self.inl[i * self.c + l];
                format!("line {l}: port {} hops {} next {}{}{}{}", x.port, x.hops, x.next, if x.rc { " rc" } else { "" }, if x.stop { " stop" } else { "" }, if x.sent_stop { " sent_stop" } else { "" })
            })
            .collect();
        format!("input {i} NFQ head {:?}, CAM {}", self.nfq[i], lines.join("; "))
    }
}
