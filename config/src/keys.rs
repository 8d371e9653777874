//! User-facing configuration keys (the JSON file and `--set dotted.key=value`).
//!
//! Every struct denies unknown fields and has a default, so `{}` is the built-in default network
//! (issue 2 "Default main job": a 4-ary 3-fly, `fifo`, 8-flit buffers, 1..4-flit packets, uniform
//! traffic at 0.3 flits/host/cycle with a 25 % hot-spot phase, 20,000 cycles).
//! Every key is documented in `docs/CONFIG.md`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Whole configuration, as read from JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub topology: TopologyCfg,
    pub switch: SwitchCfg,
    pub link: LinkCfg,
    pub hosts: HostsCfg,
    pub traffic: TrafficCfg,
    pub sim: SimCfg,
    /// Routing (issue 34): deterministic tables, or minimal adaptive routing with an escape VC.
    #[serde(skip_serializing_if = "RoutingCfg::is_default")]
    pub routing: RoutingCfg,
}

/// `routing.algorithm` (issue 34; docs/MICROARCHITECTURE.md "Adaptive routing").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum RoutingAlgorithm {
    /// The routing tables: dimension order on `mesh` / `torus`, destination-mod-k up-routing on
    /// `bmin`, the only route of a `kary_nfly`.
    #[default]
    Deterministic,
    /// Minimal adaptive routing (Duato's protocol, Dally & Towles §14.3): `mesh` / `torus`,
    /// any productive output on an adaptive VC, or the dimension-order output on the escape VC
    /// (VC 0 on a mesh, the dateline pair VC 0 / 1 on a torus); `bmin`, any up port while the
    /// destination is not below, the packet keeping its VC. Decided at every request, by
    /// `routing.selection`.
    Adaptive,
}

/// `routing.selection`: how adaptive routing picks among the outputs and VCs it may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Selection {
    /// The (output, adaptive VC) with the most credits among those free with credits for the
    /// whole packet; ties to the deterministic route's output, then the lowest port, then the
    /// lowest VC; the escape VC only when no adaptive one can go.
    #[default]
    MaxCredits,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields, default)]
pub struct RoutingCfg {
    pub algorithm: RoutingAlgorithm,
    pub selection: Selection,
}

impl RoutingCfg {
    fn is_default(&self) -> bool {
        *self == RoutingCfg::default()
    }
}

/// Topology kinds (SPEC §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TopologyKind {
    /// One switch with `topology.ports` hosts.
    Single,
    /// Seed 002 Fig. 1: switches A and B joined by one link, `ports - 1` hosts on each.
    TwoSwitch,
    /// Unidirectional k-ary n-fly (butterfly): `k^n` hosts, `n` stages of `k^(n-1)` k x k switches.
    KaryNfly,
    /// Bidirectional MIN (k-ary n-tree): `k^n` hosts, `n` stages of `k^(n-1)` 2k-port switches.
    Bmin,
    /// k-ary n-mesh (issue 34): `k^n` routers of `concentration + 2n` ports, `concentration`
    /// hosts on each, dimension-order routing.
    Mesh,
    /// k-ary n-cube (torus, issue 34): the mesh with wrap-around links in every dimension.
    Torus,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TopologyCfg {
    pub kind: TopologyKind,
    /// Radix k of `kary_nfly` / `bmin` (2..=16).
    pub k: u32,
    /// Stages n of `kary_nfly` / `bmin` (1..=8).
    pub n: u32,
    /// Switch ports for `single` and `two_switch` (2..=32).
    pub ports: u32,
    /// Hosts per router of `mesh` / `torus` (1..=8).
    #[serde(skip_serializing_if = "is_one_u32")]
    pub concentration: u32,
}

impl Default for TopologyCfg {
    fn default() -> Self {
        TopologyCfg { kind: TopologyKind::KaryNfly, k: 4, n: 3, ports: 8, concentration: 1 }
    }
}

/// Output arbitration policy (SPEC §2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arbitration {
    /// Round-robin per output, pointer moves past the winner.
    RoundRobin,
    /// The requester whose head packet has waited longest at its queue head; ties round-robin.
    OldestFirst,
}

/// Where the input buffers' flit memory lives on an FPGA (`switch.buffer_memory`, issue 31
/// item 2; docs/MICROARCHITECTURE.md "Block-RAM buffers"). The RTL is the same (a registered
/// read); this only sets the memory's `ram_style` attribute, so simulation does not change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum BufferMemory {
    /// Block RAM when the memory holds at least [`crate::BRAM_MIN_BITS`] bits, else LUT RAM.
    #[default]
    Auto,
    /// Block RAM (ECP5 DP16KD, Xilinx RAMB18/36, iCE40 SB_RAM40_4K) whatever the size.
    Bram,
    /// LUT RAM (distributed RAM) whatever the size; on iCE40, which has none, flip-flops.
    Lutram,
}

impl BufferMemory {
    /// Where a flit memory of `bits` bits goes: block RAM or LUT RAM as the key forces, or with
    /// "auto" block RAM from [`crate::BRAM_MIN_BITS`] bits.
    pub fn pick(self, bits: u64) -> crate::BufferRam {
        match self {
            BufferMemory::Bram => crate::BufferRam::Block,
            BufferMemory::Lutram => crate::BufferRam::Lut,
            BufferMemory::Auto if bits >= crate::BRAM_MIN_BITS => crate::BufferRam::Block,
            BufferMemory::Auto => crate::BufferRam::Lut,
        }
    }

    /// The key's value as written in a configuration.
    pub fn name(self) -> &'static str {
        match self {
            BufferMemory::Auto => "auto",
            BufferMemory::Bram => "bram",
            BufferMemory::Lutram => "lutram",
        }
    }
}

/// Input queue scheme (SPEC §2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QueueScheme {
    /// One queue per input: the HOL-blocking baseline.
    Fifo,
    /// One queue per switch output port (VOQ at switch level).
    VoqSw,
    /// One queue per destination host (VOQ at network level, seed 001 §4's VOQNet baseline):
    /// no HOL blocking at all, at the cost of a queue per host at every input.
    VoqNet,
    /// FBICM (seed 001 §3): per input one NFQ and `switch.cfqs` congested-flow queues with CAM
    /// lines, congestion detection at the NFQ threshold, post-processing at the NFQ head, and
    /// Stop/Go notifications upstream over the backward channel (docs/MICROARCHITECTURE.md).
    Fbicm,
    /// RECN for input-queued switches (seed 004 §4.1-4.2, seed 001 §2): per input one normal
    /// queue and `switch.saqs` set-aside queues whose CAM lines hold the route (turnpool prefix
    /// and mask) to a congested point; packets are source-routed. Shares FBICM's CAM,
    /// allocation and notification machinery (docs/MICROARCHITECTURE.md "RECN").
    Recn,
    /// Seed 002's FIFO with bypass (its footnote 6: "a FIFO switch scheduling policy with bypass
    /// of older packets when the crossbar is busy. To prevent starvation the head of the queue
    /// can be bypassed at most 4 times"): the packets of an input leave in arrival order except
    /// that the oldest packet whose output is free (with credits) goes first, and once the
    /// oldest packet of the input has been passed [`FIFO_BYPASS_LIMIT`] times only it may go.
    /// Stored as one queue per output (as `voq_sw`, each in arrival order) with each header's
    /// arrival number (docs/MICROARCHITECTURE.md "FIFO with bypass").
    FifoBypass,
}

/// `fifo_bypass`: how many times the oldest packet of an input may be passed (seed 002 footnote 6).
pub const FIFO_BYPASS_LIMIT: u32 = 4;

/// Which RECN (seed 004 §4.1 basic, §4.2 enhanced).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RecnVariant {
    /// Seed 004 §4.1: congestion detected at the egress only (`cnt1[o]` over the threshold), and
    /// a notification that overlaps an existing SAQ (more or less specific) is not accepted.
    Basic,
    /// Seed 004 §4.2: detection at the ingress (the normal queue over the threshold), and every
    /// notification accepted; a SAQ allocated for a more specific one waits until the packets
    /// of the less specific SAQ at its allocation have left (the in-order pointer).
    Enhanced,
}

/// Marking policy (SPEC §2.1): which packets a switch marks with `FECN` as they leave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Marking {
    /// No marking; the switch has no cnt1/cnt2 counters.
    None,
    /// Seed 002 §IV-A, the naive scheme: every packet in an input buffer when it becomes full
    /// gets `FECN` (as its header leaves; a per-queue count of the packets to mark).
    Naive,
    /// Seed 002 §IV-A, "Renato's proposal": when an input buffer becomes full, every output `o`
    /// requested by a packet in it gets `cnt2[o] := cnt1[o]`; a header leaving on `o` while
    /// `cnt2[o] > 0` gets `FECN` and decrements `cnt2[o]`.
    Ipm,
    /// Seed 000 §3.2.2, Pfister / InfiniBand output marking: a header leaving on `o` gets `FECN`
    /// when `cnt1[o]` exceeds the threshold selected by output o's 4-bit register (0 = never).
    Opm,
    /// Seed 000 §4.1, MVCM marking and validation: `MB` on a packet entering an input buffer that
    /// holds more than the input threshold; `VB` on a packet with `MB` leaving on an output whose
    /// `cnt1` exceeds the output threshold.
    Mvpm,
}

/// `mvpm` thresholds (seed 000 §4.3: 66 % and 33 % of the buffer capacity), as fractions of
/// the capacity of an input buffer in packets (`switch.buffer_flits / switch.max_packet_flits`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MvpmCfg {
    /// A packet entering an input buffer that stores more than this fraction of its capacity
    /// (in packets, rounded down) gets `MB`; 0 <= f <= 1.
    pub input_threshold: f64,
    /// A packet with `MB` leaving on an output whose `cnt1` exceeds this fraction of the
    /// capacity (rounded down, at least 1 packet) gets `VB`; 0 <= f <= 1.
    pub output_threshold: f64,
}

impl Default for MvpmCfg {
    fn default() -> Self {
        MvpmCfg { input_threshold: 0.66, output_threshold: 0.33 }
    }
}

/// FBICM thresholds (seed 001 §3.2, §3.5), as fractions of an input buffer
/// (`switch.buffer_flits`), each rounded down to whole flits and at least 1 flit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct FbicmCfg {
    /// Congestion detection: the NFQ holds more than this many flits (fraction of the buffer);
    /// 0 < f <= 1.
    pub detect_threshold: f64,
    /// Stop: a header is moved into a CFQ that already holds at least this many flits; 0 < f <= 1.
    pub stop_threshold: f64,
    /// Go: a CFQ that sent Stop holds at most this many flits; below `stop_threshold`.
    pub go_threshold: f64,
}

impl Default for FbicmCfg {
    fn default() -> Self {
        FbicmCfg { detect_threshold: 0.5, stop_threshold: 0.5, go_threshold: 0.25 }
    }
}

/// RECN variant and thresholds (seed 004 §4.1-4.2), as fractions of an input buffer
/// (`switch.buffer_flits`), each rounded down to whole flits and at least 1 flit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RecnCfg {
    pub variant: RecnVariant,
    /// Congestion detection, 0 < f <= 1. `enhanced`: a detection queue (one per output) holds
    /// more than this many flits. `basic`: `cnt1[o]` (packets waiting for output o in the switch, the egress queue of
    /// an input-queued switch, SPEC §2) exceeds this fraction of a buffer's capacity in packets
    /// (`buffer_flits / max_packet_flits`, rounded down, at least 1).
    pub detect_threshold: f64,
    /// Xoff (and the notification upstream): a header enters a SAQ that already holds at least
    /// this many flits; 0 < f <= 1.
    pub stop_threshold: f64,
    /// Xon: a SAQ that sent Xoff holds at most this many flits; below `stop_threshold`.
    pub go_threshold: f64,
}

impl Default for RecnCfg {
    fn default() -> Self {
        RecnCfg { variant: RecnVariant::Enhanced, detect_threshold: 0.5, stop_threshold: 0.5, go_threshold: 0.25 }
    }
}

/// A write of an output's `opm` threshold register through a switch's configuration port during
/// a run (the register is 4 bits: 0 never marks, 1 is the highest threshold, 15 the lowest).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpmWrite {
    /// Cycle in which the write is on the configuration port (it takes effect the next cycle).
    pub cycle: u64,
    /// Switch number (as in `switchgen params`).
    pub switch: u32,
    /// Output port.
    pub port: u32,
    /// New register value, 0..=15.
    pub value: u32,
}

/// `opm` (Pfister / InfiniBand CC) marking thresholds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct OpmCfg {
    /// Reset value of every output's threshold register, 0..=15. Register value v >= 1 marks
    /// when `cnt1[o]` exceeds round((16 - v) / 15 x capacity) packets: 11 gives a third of an
    /// input buffer's capacity, like `mvpm`'s output threshold.
    pub threshold: u32,
    /// Run-time writes of threshold registers through the configuration port.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub writes: Vec<OpmWrite>,
}

impl Default for OpmCfg {
    fn default() -> Self {
        OpmCfg { threshold: 11, writes: vec![] }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SwitchCfg {
    /// Flit width W in bits (header width ..= 64).
    pub flit_bits: u32,
    /// Input buffer per port, in flits (max_packet_flits ..= 8192).
    pub buffer_flits: u32,
    /// Largest packet the switch accepts, in flits (1 ..= 64).
    pub max_packet_flits: u32,
    pub arbitration: Arbitration,
    pub queue_scheme: QueueScheme,
    pub marking: Marking,
    /// Thresholds of `mvpm`.
    pub mvpm: MvpmCfg,
    /// Threshold registers of `opm`.
    pub opm: OpmCfg,
    /// FBICM congested-flow queues (and CAM lines) per input port, 1..=32 (seed 001 §3.3; the
    /// paper evaluates 8). Sizes the FBICM resource report of `switchgen params`; with
    /// `queue_scheme = "fbicm"` at most 16.
    pub cfqs: u32,
    /// Thresholds of `fbicm`.
    pub fbicm: FbicmCfg,
    /// RECN set-aside queues (and CAM lines) per input port with `queue_scheme = "recn"`,
    /// 1..=16 (seed 001 §4 evaluates 8).
    pub saqs: u32,
    /// Variant and thresholds of `recn`.
    pub recn: RecnCfg,
    /// FPGA storage of the input buffers' flit memory: "auto" (default), "bram", "lutram".
    pub buffer_memory: BufferMemory,
    /// Crossbar speedup S of a CIOQ switch (SPEC §2.3, seed 004 §3): 1 (default: the
    /// input-queued switch), 1.5 or 2. The switch core runs every cycle and the links move a flit
    /// only in link cycles (S = 2: every other cycle; S = 1.5: two of every three), so the
    /// crossbar moves S flits per link cycle (docs/MICROARCHITECTURE.md "CIOQ switches").
    #[serde(skip_serializing_if = "is_one")]
    pub speedup: f64,
    /// Egress buffer per output, in flits (0 = none, the default; else max_packet_flits ..=
    /// 8192): a FIFO between the crossbar and the link, admitting whole packets. Needed by
    /// speedup > 1.
    #[serde(skip_serializing_if = "is_zero")]
    pub egress_buffer_flits: u32,
    /// Virtual channels per input port, 1..=8, or up to 256 with `fifo` and deterministic
    /// routing ([`crate::MAX_SCANNED_VCS`], [`crate::MAX_VCS`]; 1, the default: one; issue 34,
    /// docs/MICROARCHITECTURE.md "Virtual channels"). The input buffer of `buffer_flits` flits is
    /// split evenly: each VC owns buffer_flits / vcs flits (at least max_packet_flits) with its
    /// own credit counter upstream and its own queue(s) of the queue scheme.
    #[serde(skip_serializing_if = "is_one_u32")]
    pub vcs: u32,
    /// InfiniBand service levels (issue 34 step 2, docs/MICROARCHITECTURE.md "Service levels"):
    /// the SL-to-VL table, 16 entries, entry s the VL (VC, 0..vcs) a packet of SL s takes on
    /// every link; each switch's copy is reset to it and writable through the configuration
    /// port, and the hosts use it for their own links. Absent (the default): no SL field in the
    /// header, and a packet keeps the VC its source gave it (destination mod vcs). Needs
    /// vcs >= 2 and dimension-order / table routing on a topology without dateline VCs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sl_to_vl: Option<Vec<u32>>,
    /// Run-time writes of SL-to-VL entries through the configuration port (what a subnet
    /// manager does); only with `sl_to_vl`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sl_to_vl_writes: Vec<SlToVlWrite>,
}

/// One run-time write of an SL-to-VL table entry (`switch.sl_to_vl_writes`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SlToVlWrite {
    /// Cycle in which the write is on the configuration port (it takes effect the next cycle).
    pub cycle: u64,
    /// Switch number (as in `switchgen params`).
    pub switch: u32,
    /// Service level 0..=15.
    pub sl: u32,
    /// Its new VL, 0..vcs.
    pub vl: u32,
}

fn is_one_u32(v: &u32) -> bool {
    *v == 1
}

fn is_one(v: &f64) -> bool {
    *v == 1.0
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

impl Default for SwitchCfg {
    fn default() -> Self {
        SwitchCfg {
            flit_bits: 64,
            buffer_flits: 8,
            max_packet_flits: 8,
            arbitration: Arbitration::RoundRobin,
            queue_scheme: QueueScheme::Fifo,
            marking: Marking::None,
            mvpm: MvpmCfg::default(),
            opm: OpmCfg::default(),
            cfqs: 8,
            fbicm: FbicmCfg::default(),
            saqs: 8,
            recn: RecnCfg::default(),
            buffer_memory: BufferMemory::Auto,
            speedup: 1.0,
            egress_buffer_flits: 0,
            vcs: 1,
            sl_to_vl: None,
            sl_to_vl_writes: vec![],
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LinkCfg {
    /// Cycles from a flit leaving an input buffer to the upstream credit counter seeing the credit
    /// (1..=16). The flit itself crosses a link in 1 cycle.
    pub credit_delay: u32,
}

impl Default for LinkCfg {
    fn default() -> Self {
        LinkCfg { credit_delay: 1 }
    }
}

/// How a host's NIC orders the data packets it sends (issue 36 item 3; docs/RESULTS.md
/// "Source queues").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InjectionQueue {
    /// One admittance queue per destination, served round-robin over the flows that may send
    /// (SPEC §4's VOQ at the NIC: the hosts add no HOL blocking of their own).
    #[default]
    PerDestination,
    /// One FIFO per host in generation order (BookSim2's source queue, the analysis of Karol et
    /// al. 1987): the oldest data packet goes first, and waits while its flow may not send
    /// (window, pacing), holding back every packet behind it. ACKs still go first.
    Fifo,
    /// One admittance queue per destination, as `per_destination`, served oldest first: of the
    /// flows that may send, the one whose head packet was generated first (ties: the earliest
    /// in the round-robin list), so a host's backlog leaves in generation order while a flow held by its window,
    /// pacing or Xoff holds back only its own packets (seed 001 §4's input adapters, whose
    /// order the paper does not state, read like that simulator's switches: oldest first).
    OldestFirst,
}

impl InjectionQueue {
    fn is_default(&self) -> bool {
        *self == InjectionQueue::PerDestination
    }
}

/// What a host's NIC holds back when the injection link's VC of its next packet has no
/// credits (`switch.vcs` > 1; docs/MICROARCHITECTURE.md "Partitioned VOQnet as virtual
/// channels").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SendQueues {
    /// One send queue: the next packet (ACKs first, then the source queue's choice) waits for
    /// its VC's credits, and every packet behind it waits too, on every VC.
    #[default]
    One,
    /// A send queue per VC (InfiniBand's per-VL queues at the channel adapter; seed 001 §4's
    /// adapters with a queue per destination): the first ACK, else the first data packet the
    /// source queue offers, whose VC has credits for the whole packet goes; a VC without
    /// credits holds back only its own packets. With `injection_queue = "fifo"` each VC's
    /// packets keep generation order.
    PerVc,
}

impl SendQueues {
    fn is_default(&self) -> bool {
        *self == SendQueues::One
    }
}

/// The VCs At-Least-One (`hosts.response = "alo"`, seed 003 §5.1) counts at the injecting
/// router's useful outputs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AloVcs {
    /// Every VC of the output.
    #[default]
    All,
    /// Only the adaptive VCs (above the escape VCs of adaptive routing; every VC without them).
    Adaptive,
}

impl AloVcs {
    fn is_default(&self) -> bool {
        *self == AloVcs::All
    }
}

/// Source response of the hosts (SPEC §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Response {
    /// Inject whenever the admittance queue has a packet and the link has credits.
    None,
    /// Static window of `hosts.window` unacknowledged packets per flow.
    Window,
    /// Seed 002 §VI-B: additive (linear in time) increase, multiplicative decrease by
    /// `hosts.rate.m`; window of one packet; rate as an IPD value.
    Aimd,
    /// Seed 002 §V-C: fast (exponential in time) increase, multiplicative decrease by
    /// `hosts.rate.m`; window of one packet.
    Fimd,
    /// Seed 002 §V-D: linear inter-packet delay, IPD + 1 per marked ACK; window of one packet.
    Lipd,
    /// Seed 000 §4.2 (MVCM): dynamic window in [1, DWmax] and waiting slots, driven by the MB/VB
    /// bits echoed in ACKs (Table 1).
    Mvcm,
    /// Seed 000 §3.2.2 (Pfister / InfiniBand CC): a Congestion Control Table of IPD values, the
    /// index raised per BECN and lowered by a timer; no window.
    IbCct,
    /// Seed 003 §3-4: every host stops starting data packets while the global count of full
    /// buffers, gathered over a side band and extrapolated, is above a threshold that hill
    /// climbing tunes (`hosts.self_tuned`). No window, no ACKs needed.
    SelfTuned,
    /// At-Least-One (seed 003 §5.1, after Baydal et al.): a host starts a data packet only if
    /// at least one VC is free on every useful output of its router for the packet's
    /// destination, or at least one useful output has all its VCs free (free: the VC's
    /// credits are all back). Useful outputs: the productive ones with adaptive routing, else
    /// the table's. Needs `switch.vcs` >= 2. No window, no ACKs needed.
    Alo,
}

impl Response {
    /// The rate-controlled responses of seed 002 §V (window of one packet + IPD rate limit).
    pub fn is_rate_control(self) -> bool {
        matches!(self, Response::Aimd | Response::Fimd | Response::Lipd)
    }

    /// Responses that need ACKs (to open a window or to carry congestion bits back).
    pub fn needs_acks(self) -> bool {
        !matches!(self, Response::None | Response::SelfTuned | Response::Alo)
    }
}

/// Parameters of the `mvcm` response (seed 000 §4.2-4.3). Absent values are derived from the
/// network as §4.3 does (`switchgen params` prints each derivation with its inputs).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MvcmCfg {
    /// DWmax, packets (1..=64); absent: ceil(omega).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dw_max: Option<u32>,
    /// Waiting-slot multiplier k (number_WS := k x number_WS), 2..=64; absent: the switch radix
    /// (hosts per switch: k of a MIN, ports of `single`, ports - 1 of `two_switch`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub k: Option<u32>,
    /// Most times number_WS may be multiplied, 0..=16; absent: the network's stages n (1 for
    /// `single`, 2 for `two_switch`). `limit_ws = false` lifts it (seed 000 Fig. 16).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub n: Option<u32>,
    /// Limit the waiting-slot increases to n (seed 000 §4.3); false for the Fig. 16 ablation.
    pub limit_ws: bool,
    /// Table 1 as published (`full`), or the ablations of seed 000 §5.2.2: `pure_ipm` treats an
    /// ACK with MB alone like a validated one (Fig. 13), `no_warm` ignores ACKs with MB but not VB
    /// (no moderate actions, Fig. 14).
    pub variant: MvcmVariant,
    /// Inputs of the derivation; absent: this network's. h: switches on the longest path.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hops: Option<u32>,
    /// t_hop: cycles per hop for a header (routing, switching, link); absent: 2 (this switch).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub t_hop_cycles: Option<f64>,
    /// B: link bytes per cycle; absent: switch.flit_bits / 8.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link_bytes_per_cycle: Option<f64>,
    /// L_head: header bytes of a data packet; absent: one flit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub header_bytes: Option<f64>,
    /// L_payload: payload bytes of a data packet; absent: the mean packet length in flits, minus
    /// the header flit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub payload_bytes: Option<f64>,
    /// L_ack: ACK bytes; absent: hosts.ack_flits flits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ack_bytes: Option<f64>,
}

/// Variants of the `mvcm` response (seed 000 §5.2.2 ablations).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MvcmVariant {
    Full,
    PureIpm,
    NoWarm,
}

/// Which ACKs raise the CCT index of `ib_cct`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CctTrigger {
    /// ACKs with BECN (the switch marked FECN: `opm`, `ipm`, `naive`).
    Becn,
    /// ACKs with MB and VB (validated by `mvpm` switches; seed 000 Fig. 12).
    Vb,
}

impl Default for MvcmCfg {
    fn default() -> Self {
        MvcmCfg {
            dw_max: None,
            k: None,
            n: None,
            limit_ws: true,
            variant: MvcmVariant::Full,
            hops: None,
            t_hop_cycles: None,
            link_bytes_per_cycle: None,
            header_bytes: None,
            payload_bytes: None,
            ack_bytes: None,
        }
    }
}

/// Parameters of the `ib_cct` response (InfiniBand congestion control as in Pfister's
/// implementation, seed 000 §3.2.2). The values are our defaults; the paper leaves them to the
/// vendor.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CctCfg {
    /// Congestion Control Table: IPD value of each index (0..=255 each, 1..=1024 entries); absent:
    /// 0, 1, ..., 127.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<Vec<u32>>,
    /// Index increase per ACK with BECN, 1..=64.
    pub increment: u32,
    /// Cycles without a BECN after which the index drops by one (and again after each further
    /// period), 1..=10^9.
    pub timer_cycles: u64,
    /// Which ACKs raise the index.
    pub react_to: CctTrigger,
}

impl Default for CctCfg {
    fn default() -> Self {
        CctCfg { table: None, increment: 1, timer_cycles: 1000, react_to: CctTrigger::Becn }
    }
}

impl CctCfg {
    /// The table in use: the configured one or 0..=127.
    pub fn table(&self) -> Vec<u32> {
        self.table.clone().unwrap_or_else(|| (0..128).collect())
    }
}

/// Parameters of the rate-controlled responses `aimd`, `fimd`, `lipd` (seed 002 §V).
///
/// Rates are InfiniBand inter-packet delays: a flow at `ipd` injects at most one packet per
/// `(1 + ipd) x len` cycles (rate = Rmax / (1 + ipd)), `ipd` in 0..=255, so Rmin = Rmax / 256.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RateCfg {
    /// Multiplicative decrease factor m of AIMD and FIMD (r -> r / m on a marked ACK), 1 < m <= 256.
    pub m: f64,
    /// Keep a flow's rate state across the ON/OFF periods of the same (source, destination) pair
    /// (seed 002 §VI-B.2 "persistent state"); otherwise a flow restarts at Rmax (IPD 0) at the
    /// start of every ON period.
    pub persistent: bool,
}

impl Default for RateCfg {
    fn default() -> Self {
        RateCfg { m: 2.0, persistent: false }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct HostsCfg {
    pub response: Response,
    /// Static window w (packets outstanding per flow) for `response = "window"` (1..=1024).
    pub window: u32,
    /// ACK packet length in flits (1..=max_packet_flits).
    pub ack_flits: u32,
    /// Destinations acknowledge every data packet (SPEC §4). `false` only for raw-throughput
    /// studies without reverse traffic; every response but `none` needs ACKs.
    pub acks: bool,
    /// Rate control of `aimd`, `fimd`, `lipd`.
    pub rate: RateCfg,
    /// `mvcm` (seed 000).
    pub mvcm: MvcmCfg,
    /// `ib_cct` (seed 000 §3.2.2).
    pub cct: CctCfg,
    /// `self_tuned` (seed 003 §3-4).
    pub self_tuned: SelfTunedCfg,
    /// Service level (0..=15) of each traffic class by class name (`switch.sl_to_vl`;
    /// InfiniBand SLs): a data packet and its ACK carry the SL of the packet's class; classes
    /// not named here use SL 0. Only with `switch.sl_to_vl`.
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub sl: std::collections::BTreeMap<String, u32>,
    /// `alo`: which VCs At-Least-One counts (`all`, the default, or `adaptive`: only the VCs above
    /// the escape VCs; an ablation, docs/experiments/self-tuned.md).
    #[serde(skip_serializing_if = "AloVcs::is_default")]
    pub alo_vcs: AloVcs,
    /// The NIC's source queue: `per_destination` (default) or `fifo` ([`InjectionQueue`]).
    #[serde(skip_serializing_if = "InjectionQueue::is_default")]
    pub injection_queue: InjectionQueue,
    /// The NIC's send queues over the VCs: `one` (default) or `per_vc` ([`SendQueues`]; only
    /// with `switch.vcs` > 1).
    #[serde(skip_serializing_if = "SendQueues::is_default")]
    pub send_queues: SendQueues,
    /// Input adapters (seed 001 §4: injection queues that "follow a scheme similar to that of the
    /// output ports of a switch"): each host keeps the CAM lines its injection link notifies (the
    /// first switch's input lines, over the backward channel) as an upstream output port keeps
    /// them. RECN (seed 004 §4.1): no data packet starts whose route's longest matching line is
    /// in Xoff, and the host reports a line as not a leaf while it holds packets for it (the
    /// forward leaf level). FBICM (seed 001 §3.3-3.5): the host keeps each line's destinations
    /// (the ADDs, its CLOP) and starts no data packet to a destination of a line of its VC in
    /// Stop. With per-destination source queues a held flow is passed over, as a SAQ or CFQ sets
    /// its packets aside. `false` (default): hosts ignore the backward channel. Only with
    /// `switch.queue_scheme = "recn"` or `"fbicm"`; ACKs are never held.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub xoff: bool,
}

/// Parameters of the `self_tuned` response (seed 003 §3-4; defaults are the paper's).
///
/// A buffer is one switch input buffer, full when it holds `switch.buffer_flits` flits (the
/// buffer-full condition of the marking policies): seed 003 counts full virtual-channel buffers
/// (8 flits each there), and a switch input buffer is the nearest thing ours has. A switch's
/// full-buffer count is its `fullbuf_o` output (0..=P); "all buffers" is switches x P.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SelfTunedCfg {
    /// Gather duration g, cycles (1..=65536; seed 003 §3.1: 32): the side band takes a snapshot of
    /// the global full-buffer count and of the flits delivered in the last g cycles every g
    /// cycles, and every host has it g cycles after it was taken.
    pub gather_cycles: u32,
    /// Tuning period, cycles: a multiple of `gather_cycles`, at most 1024 of them (seed 003 §4.1:
    /// 96).
    pub tuning_cycles: u32,
    /// Threshold increment, percent of all buffers (0 < x <= 100; seed 003 §4.1: 1).
    pub increment_pct: f64,
    /// Threshold decrement, percent of all buffers (0 < x <= 100; seed 003 §4.1: 4).
    pub decrement_pct: f64,
    /// Initial threshold, percent of all buffers (0 < x <= 100; seed 003 §4.1: 1).
    pub initial_pct: f64,
    /// A tuning period whose throughput is below this fraction of the previous period's is a drop
    /// (decrement), and below this fraction of the maximum a reset to min(Tmax, Nmax)
    /// (0 < x < 1; seed 003 §4.1-4.2: 0.75).
    pub drop_fraction: f64,
    /// r: after this many consecutive resets the maximum is forgotten and searched again
    /// (1..=1000; seed 003 §4.2: 5).
    pub resets: u32,
    /// Estimate the current count by linear extrapolation of the last two snapshots (seed 003
    /// §3.1); false: use the last snapshot as it is.
    pub extrapolate: bool,
    /// A fixed threshold in full buffers instead of tuning: the static thresholds of
    /// seed 003 Fig. 6 (0..=all buffers). Absent: self-tuned.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub static_threshold: Option<u64>,
}

impl Default for SelfTunedCfg {
    fn default() -> Self {
        SelfTunedCfg {
            gather_cycles: 32,
            tuning_cycles: 96,
            increment_pct: 1.0,
            decrement_pct: 4.0,
            initial_pct: 1.0,
            drop_fraction: 0.75,
            resets: 5,
            extrapolate: true,
            static_threshold: None,
        }
    }
}

impl Default for HostsCfg {
    fn default() -> Self {
        HostsCfg {
            response: Response::None,
            window: 4,
            ack_flits: 1,
            acks: true,
            rate: RateCfg::default(),
            mvcm: MvcmCfg::default(),
            cct: CctCfg::default(),
            self_tuned: SelfTunedCfg::default(),
            sl: Default::default(),
            injection_queue: InjectionQueue::PerDestination,
            send_queues: SendQueues::One,
            alo_vcs: AloVcs::All,
            xoff: false,
        }
    }
}

/// Traffic pattern (SPEC §5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    Uniform,
    /// Uniform background; during the hot-spot window a fraction of hosts sends only to one host.
    Hotspot,
    BitReversal,
    PerfectShuffle,
    Complement,
    Transpose,
    /// An explicit list of flows (`traffic.flows`): each a (source, destination) pair with a
    /// class name, an active interval, a rate or greedy, and optional ON/OFF periods (seed 002
    /// §III, §VI-B).
    Flows,
}

/// ON/OFF periods with exponentially distributed durations (seed 002 §VI-B.2). A source (or a
/// flow) generates only while ON; it starts ON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OnOffCfg {
    /// Mean ON duration, cycles (>= 1).
    pub mean_on_cycles: f64,
    /// Mean OFF duration, cycles (>= 1).
    pub mean_off_cycles: f64,
}

/// One flow of `traffic.pattern = "flows"`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FlowCfg {
    /// Source host.
    pub src: u32,
    /// Destination host (not `src`).
    pub dst: u32,
    /// Traffic class the flow is reported under (e.g. "local", "remote", "victim").
    #[serde(default = "default_flow_class")]
    pub class: String,
    /// First cycle the flow generates.
    #[serde(default)]
    pub start_cycle: u64,
    /// First cycle after the flow (absent: until the end of the run).
    #[serde(default)]
    pub end_cycle: Option<u64>,
    /// Offered load in flits/cycle, 0 < rate <= 1 (Bernoulli per cycle); absent = greedy: the
    /// flow always has one packet waiting at its source (seed 002 §III "greedy").
    #[serde(default)]
    pub rate: Option<f64>,
    /// ON/OFF periods of this flow (absent: always ON while active).
    #[serde(default)]
    pub on_off: Option<OnOffCfg>,
    /// Static inter-packet delay, InfiniBand's static rate limit (seed 002 §IV-B, Fig. 3(d):
    /// "the rate limit for each flow is set manually"): after a data packet of L flits starts,
    /// the flow's next data packet starts no earlier than L x (1 + ipd) cycles later, so the
    /// flow sends at most 1 / (1 + ipd) of the link. 0 (default) = no limit; 0..=255 (the IPD
    /// field is 8 bits). Applies on top of the hosts' response (the later of the two starts).
    #[serde(default)]
    pub ipd: u32,
}

fn default_flow_class() -> String {
    "flow".into()
}

/// Packet length in flits: fixed `n` (JSON number or "n") or uniform in `a..b` inclusive ("1..4").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PacketLen {
    pub min: u32,
    pub max: u32,
}

impl Serialize for PacketLen {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.min == self.max {
            s.serialize_u32(self.min)
        } else {
            s.serialize_str(&format!("{}..{}", self.min, self.max))
        }
    }
}

impl<'de> Deserialize<'de> for PacketLen {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            N(u32),
            S(String),
        }
        let bad = || {
            serde::de::Error::custom("expected a packet length in flits: a number `n` or a range \"a..b\"")
        };
        match Raw::deserialize(d).map_err(|_| bad())? {
            Raw::N(n) => Ok(PacketLen { min: n, max: n }),
            Raw::S(s) => {
                let s = s.trim();
                if let Some((a, b)) = s.split_once("..") {
                    let a = a.trim().parse().map_err(|_| bad())?;
                    let b = b.trim().trim_start_matches('=').parse().map_err(|_| bad())?;
                    Ok(PacketLen { min: a, max: b })
                } else {
                    let n = s.parse().map_err(|_| bad())?;
                    Ok(PacketLen { min: n, max: n })
                }
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct HotspotCfg {
    /// Hot-spot destination host (0..hosts).
    pub dest: u32,
    /// Fraction of hosts (other than `dest`) that become hot-spot sources, (0, 1].
    pub fraction_hosts: f64,
    /// Offered load of each hot-spot source during the window, flits/cycle, (0, 1];
    /// absent = `traffic.rate`.
    pub rate: Option<f64>,
    /// First cycle of the hot-spot window.
    pub start_cycle: u64,
    /// First cycle after the hot-spot window (> start_cycle).
    pub end_cycle: u64,
    /// Start the hot-spot phase in the cycle after this many data packets have been delivered
    /// (network-wide) instead of at `start_cycle` (seed 000 Table 3: 50,000).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start_after_delivered: Option<u64>,
    /// Each hot-spot source sends this many packets in the phase and then stops (seed 000 Table
    /// 3: 1,000); `end_cycle` still ends the phase.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub packets_per_source: Option<u64>,
    /// Hot-spot sources generate nothing outside their phase (seed 000 Table 3) instead of
    /// uniform traffic.
    pub sources_idle: bool,
}

impl Default for HotspotCfg {
    fn default() -> Self {
        HotspotCfg {
            dest: 0,
            fraction_hosts: 0.25,
            rate: None,
            start_cycle: 6_000,
            end_cycle: 12_000,
            start_after_delivered: None,
            packets_per_source: None,
            sources_idle: false,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TrafficCfg {
    pub pattern: Pattern,
    /// Offered load in flits/host/cycle, 0 < rate <= 1.
    pub rate: f64,
    pub packet_flits: PacketLen,
    /// Seed of every random choice (ChaCha8); same seed, same run, bit for bit.
    pub seed: u64,
    pub hotspot: HotspotCfg,
    /// ON/OFF periods of every source under the random patterns (absent: always ON).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub on_off: Option<OnOffCfg>,
    /// Flows of `pattern = "flows"` (ignored by the other patterns).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub flows: Vec<FlowCfg>,
    /// First cycle at which no source generates a packet any more, whatever the pattern (absent:
    /// until the end of the run): the rest of the run drains the network (ACKs still flow), so a
    /// run can check that every packet is delivered, and the watchdog that none is stuck.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stop_cycle: Option<u64>,
}

impl Default for TrafficCfg {
    fn default() -> Self {
        TrafficCfg {
            pattern: Pattern::Hotspot,
            rate: 0.3,
            packet_flits: PacketLen { min: 1, max: 4 },
            seed: 1,
            hotspot: HotspotCfg::default(),
            on_off: None,
            flows: vec![],
            stop_cycle: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SimCfg {
    /// Cycles before the measurement window starts.
    pub warmup_cycles: u64,
    /// Total simulated cycles (warm-up included), 1..=10^9.
    pub cycles: u64,
    /// Width of the time-series windows in cycles.
    pub window_cycles: u64,
    /// Cycles without any flit moving while packets are outstanding before the watchdog fails the
    /// run (0 = off).
    pub watchdog_cycles: u64,
}

impl Default for SimCfg {
    fn default() -> Self {
        SimCfg { warmup_cycles: 2_000, cycles: 20_000, window_cycles: 500, watchdog_cycles: 10_000 }
    }
}
