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
}

impl Default for TopologyCfg {
    fn default() -> Self {
        TopologyCfg { kind: TopologyKind::KaryNfly, k: 4, n: 3, ports: 8 }
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

/// Input queue scheme (SPEC §2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QueueScheme {
    /// One queue per input: the HOL-blocking baseline.
    Fifo,
    /// One queue per switch output port (VOQ at switch level).
    VoqSw,
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
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SwitchCfg {
    /// Flit width W in bits (header width ..= 64).
    pub flit_bits: u32,
    /// Input buffer per port, in flits (max_packet_flits ..= 1024).
    pub buffer_flits: u32,
    /// Largest packet the switch accepts, in flits (1 ..= 64).
    pub max_packet_flits: u32,
    pub arbitration: Arbitration,
    pub queue_scheme: QueueScheme,
    pub marking: Marking,
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
}

impl Response {
    /// The rate-controlled responses of seed 002 §V (window of one packet + IPD rate limit).
    pub fn is_rate_control(self) -> bool {
        matches!(self, Response::Aimd | Response::Fimd | Response::Lipd)
    }

    /// Responses that need ACKs to open their window.
    pub fn needs_acks(self) -> bool {
        self != Response::None
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
}

impl Default for HostsCfg {
    fn default() -> Self {
        HostsCfg { response: Response::None, window: 4, ack_flits: 1, acks: true, rate: RateCfg::default() }
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
}

impl Default for HotspotCfg {
    fn default() -> Self {
        HotspotCfg { dest: 0, fraction_hosts: 0.25, rate: None, start_cycle: 6_000, end_cycle: 12_000 }
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
