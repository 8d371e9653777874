//! switchgen configuration: the user-facing keys ([`keys`]), their validation into derived
//! parameters ([`Params`]), the topology graph and routing tables ([`topology`]) and the header
//! layout ([`header`]). Dependency arrows: config <- model <- cosim, config <- generator <- cosim.
//!
//! Every invalid configuration is refused here, before any RTL is written or any cycle simulated,
//! with a [`ConfigError`] naming the key, the value and the allowed range.

pub mod cam;
pub mod header;
pub mod keys;
pub mod resources;
pub mod space;
pub mod topology;

use std::path::Path;

pub use header::{Header, HeaderLayout};
pub use keys::*;
pub use topology::{Endpoint, Topology};

/// Largest network the tool builds, in hosts (the routing tables are N entries per switch).
pub const MAX_HOSTS: u32 = 4096;
/// Largest network for `switch.queue_scheme = "voq_net"`: its queues per input (one per host).
/// The queues share the input buffer, but every queue has a head register and a request line in
/// the RTL (docs/MICROARCHITECTURE.md), so the logic grows with the hosts.
pub const MAX_VOQ_NET_HOSTS: u32 = 256;

/// Most time-series windows a run records (`sim.cycles / sim.window_cycles`).
pub const MAX_WINDOWS: u64 = 100_000;

/// Most distinct traffic classes (`traffic.flows[].class`) a run reports.
pub const MAX_CLASSES: usize = 64;

/// Status registers per port in a switch's status map (docs/MICROARCHITECTURE.md, "Status
/// registers"): register `s` of port `p` is at address `p * STAT_SLOTS + s`.
pub const STAT_SLOTS: u32 = 8;

/// Most virtual channels per input port (`switch.vcs`): 256, one per destination of a
/// 256-host network (the partitioned VOQnet, docs/MICROARCHITECTURE.md "Partitioned VOQnet as
/// virtual channels"), with `switch.queue_scheme = "fifo"` and deterministic routing only.
pub const MAX_VCS: u32 = 256;

/// Most virtual channels with anything that scans or maps a port's VCs each cycle: queue
/// schemes other than `fifo`, adaptive routing, `switch.sl_to_vl` and `hosts.response = "alo"`.
pub const MAX_SCANNED_VCS: u32 = 8;

/// The status registers of a port, by slot (docs/MICROARCHITECTURE.md). Slots not listed read 0.
pub mod stat {
    /// `cnt1[p]`: packets in the switch waiting for output p (seed 002 §IV-A).
    pub const CNT1: usize = 0;
    /// `cnt2[p]`: packets still to be marked on output p (`ipm`).
    pub const CNT2: usize = 1;
    /// Packets that left on output p with `FECN` set by this switch (32 bits, saturating).
    pub const MARKED: usize = 2;
    /// Times input p's buffer became full (32 bits, saturating).
    pub const FULL_EVENTS: usize = 3;
    /// Packets given `MB` on entering input p (`mvpm`; 32 bits, saturating).
    pub const MB_MARKED: usize = 4;
    /// Packets given `VB` on leaving output p (`mvpm`; 32 bits, saturating).
    pub const VB_VALIDATED: usize = 5;
    /// Flits buffered at input p at the end of the cycle (all its queues).
    pub const OCCUPANCY: usize = 6;
    /// Queues of input p holding at least one flit at the end of the cycle (`voq_sw`, `voq_net`:
    /// the queues in use; `fifo`: 0 or 1).
    pub const ACTIVE_QUEUES: usize = 7;
    /// Slots in use.
    pub const USED: usize = 8;
    /// Names of the slots in use, for reports.
    pub const NAMES: [&str; USED] = ["cnt1", "cnt2", "marked", "full_events", "mb_marked", "vb_validated", "occupancy", "active_queues"];
}

/// A configuration that cannot be used. `Display` is one line naming the key, the value and the
/// allowed range.
#[derive(Debug, thiserror::Error, Clone, PartialEq)]
pub enum ConfigError {
    #[error("invalid configuration: {key} = {value}: allowed {allowed}")]
    Invalid { key: String, value: String, allowed: String },
    #[error("invalid configuration: unknown key `{key}`: {detail}")]
    UnknownKey { key: String, detail: String },
    #[error("invalid configuration: {key} = {value}: {detail}")]
    WrongType { key: String, value: String, detail: String },
    #[error("invalid configuration: {file}: malformed JSON at line {line} column {column}: {detail}")]
    Malformed { file: String, line: usize, column: usize, detail: String },
    #[error("invalid configuration: --set {arg}: {detail}")]
    BadOverride { arg: String, detail: String },
    #[error("cannot read configuration {file}: {detail}")]
    Io { file: String, detail: String },
}

fn invalid(key: &str, value: impl std::fmt::Display, allowed: impl Into<String>) -> ConfigError {
    ConfigError::Invalid { key: key.to_string(), value: value.to_string(), allowed: allowed.into() }
}

/// Reads a configuration: the JSON file (or the built-in default when `file` is None), then each
/// `dotted.key=value` override in order. A value is parsed as JSON when it parses, else taken as a
/// string (`--set topology.kind=bmin`, `--set traffic.packet_flits=1..8`).
///
/// Errors: [`ConfigError::Io`], [`ConfigError::Malformed`], [`ConfigError::BadOverride`],
/// [`ConfigError::UnknownKey`], [`ConfigError::WrongType`].
pub fn load(file: Option<&Path>, overrides: &[String]) -> Result<Config, ConfigError> {
    match file {
        None => load_value(serde_json::Value::Object(Default::default()), overrides),
        Some(f) => {
            let bytes = std::fs::read(f).map_err(|e| ConfigError::Io { file: one_line(&f.display().to_string()), detail: e.to_string() })?;
            load_bytes(&f.display().to_string(), &bytes, overrides)
        }
    }
}

/// [`load`] of a configuration file's contents, any bytes (`file` names it in errors): what
/// `load` does after reading the file, so the fuzz harness (`tests/config_fuzz.rs`) drives the
/// CLI's parser without the file system.
pub fn load_bytes(file: &str, bytes: &[u8], overrides: &[String]) -> Result<Config, ConfigError> {
    // the message `std::fs::read_to_string` gives for such a file
    let text = std::str::from_utf8(bytes)
        .map_err(|_| ConfigError::Io { file: one_line(file), detail: "stream did not contain valid UTF-8".into() })?;
    let value = serde_json::from_str(text).map_err(|e| ConfigError::Malformed {
        file: one_line(file),
        line: e.line(),
        column: e.column(),
        detail: one_line(e.to_string().split(" at line").next().unwrap_or_default()),
    })?;
    load_value(value, overrides)
}

fn load_value(mut value: serde_json::Value, overrides: &[String]) -> Result<Config, ConfigError> {
    for o in overrides {
        apply_override(&mut value, o)?;
    }
    from_value(&value)
}

/// Longest user text (a key, a value, an argument) an error message shows; longer text is cut
/// there and the message says how long it was.
pub const MAX_SHOWN_CHARS: usize = 200;

/// User text as an error message shows it: on one line (control characters escaped, so a key
/// or a value with a newline cannot split the message) and at most [`MAX_SHOWN_CHARS`]
/// characters.
fn one_line(s: &str) -> String {
    let n = s.chars().count();
    let mut out: String = s
        .chars()
        .take(MAX_SHOWN_CHARS)
        .map(|c| if c.is_control() { c.escape_default().collect() } else { c.to_string() })
        .collect();
    if n > MAX_SHOWN_CHARS {
        out.push_str(&format!("... ({n} characters)"));
    }
    out
}

/// Deserializes a JSON value into a [`Config`], naming the offending key on error.
pub fn from_value(value: &serde_json::Value) -> Result<Config, ConfigError> {
    let de = value.clone();
    serde_path_to_error::deserialize::<_, Config>(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        if let Some(rest) = inner.strip_prefix("unknown field `") {
            // serde: "unknown field `NAME`, expected ..." or "..., there are no fields"; NAME may
            // itself hold a backtick
            let end = rest.find("`, expected ").or_else(|| rest.find("`, there are no fields")).unwrap_or(rest.len());
            let name = &rest[..end];
            let key = if path == "." || path.is_empty() {
                name.to_string()
            } else if path.ends_with(name) {
                path.clone()
            } else {
                format!("{path}.{name}")
            };
            let expected = rest[end..].split(", expected ").nth(1).unwrap_or("a documented key").to_string();
            ConfigError::UnknownKey { key: one_line(&key), detail: format!("expected {expected} (see docs/CONFIG.md)") }
        } else {
            let shown = lookup(value, &path).map(|v| v.to_string()).unwrap_or_else(|| "?".into());
            ConfigError::WrongType { key: one_line(&path), value: one_line(&shown), detail: one_line(&inner) }
        }
    })
}

fn lookup<'a>(v: &'a serde_json::Value, path: &str) -> Option<&'a serde_json::Value> {
    path.split('.').filter(|s| !s.is_empty()).try_fold(v, |v, k| v.get(k))
}

/// The configuration's hash: 12 hex digits (48 bits) of SHA-256 over its JSON, every key present.
/// `Params::config_hash`, the generated files' header and the sweep's point files all use it.
pub fn config_hash(cfg: &Config) -> String {
    use sha2::Digest;
    let d = sha2::Sha256::digest(serde_json::to_vec(cfg).expect("config serializes"));
    d.iter().take(6).map(|b| format!("{b:02x}")).collect()
}

/// Most dotted parts of a `--set` key ([`apply_override`]).
pub const MAX_KEY_PARTS: usize = 16;

/// Applies one `dotted.key=value` override to a configuration as JSON (see [`load`]).
///
/// Errors: [`ConfigError::BadOverride`] when `arg` is not `dotted.key=value` or walks into a
/// value that is not a section.
pub fn apply_override(root: &mut serde_json::Value, arg: &str) -> Result<(), ConfigError> {
    let bad = |detail: &str| ConfigError::BadOverride { arg: one_line(arg), detail: detail.to_string() };
    let (key, raw) = arg.split_once('=').ok_or_else(|| bad("expected dotted.key=value"))?;
    let key = key.trim();
    if key.is_empty() || key.split('.').any(|s| s.is_empty()) {
        return Err(bad("expected dotted.key=value"));
    }
    // Each part is a level of nested JSON objects, which serde_json clones, prints and drops
    // recursively: a key of tens of thousands of parts overflowed the stack (an abort, exit
    // 134, not an error). No key is deeper than 3 parts.
    let depth = key.split('.').count();
    if depth > MAX_KEY_PARTS {
        return Err(bad(&format!(
            "a key of at most {MAX_KEY_PARTS} dotted parts (this one has {depth}; the deepest documented key, e.g. switch.fbicm.detect_threshold, has 3)"
        )));
    }
    let value = serde_json::from_str(raw.trim()).unwrap_or_else(|_| serde_json::Value::String(raw.trim().to_string()));
    let mut cur = root;
    let parts: Vec<&str> = key.split('.').collect();
    for (i, part) in parts.iter().enumerate() {
        let obj = cur
            .as_object_mut()
            .ok_or_else(|| match i {
                0 => bad("the configuration file is not a JSON object"),
                _ => bad(&format!("`{}` is not a section", one_line(&parts[..i].join(".")))),
            })?;
        if i + 1 == parts.len() {
            obj.insert(part.to_string(), value);
            return Ok(());
        }
        cur = obj.entry(part.to_string()).or_insert_with(|| serde_json::Value::Object(Default::default()));
    }
    Ok(())
}

/// `self_tuned`'s parameters in full buffers (switch input buffers holding buffer_flits flits;
/// seed 003 §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct SelfTunedDerived {
    /// All buffers of the network: switches x P input buffers (x VCs: with virtual channels
    /// each VC's share of an input buffer is one buffer, as seed 003 §3 counts them).
    pub all_buffers: u64,
    /// Threshold increment and decrement per tuning decision, at least 1 each.
    pub increment: u64,
    pub decrement: u64,
    /// Threshold at the start of a run (or the static threshold).
    pub initial: u64,
}

/// MVCM's parameters derived from the network (seed 000 §4.3), with the inputs used.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MvcmDerived {
    /// h: switches on the longest path.
    pub hops: u32,
    /// t_hop: cycles per hop for a header.
    pub t_hop_cycles: f64,
    /// B: link bytes per cycle.
    pub link_bytes_per_cycle: f64,
    /// L_data = L_head + L_payload, bytes.
    pub data_bytes: f64,
    pub header_bytes: f64,
    pub payload_bytes: f64,
    /// L_ack, bytes.
    pub ack_bytes: f64,
    /// RTTmin = 2 h t_hop + (L_data + L_ack) / B, cycles.
    pub rtt_min_cycles: f64,
    /// omega = (2 h t_hop B + L_data + L_ack) / L_data, packets.
    pub omega: f64,
    /// DWmax = ceil(omega) (or `hosts.mvcm.dw_max`).
    pub dw_max: u32,
    /// Duration of one waiting slot: RTTmin rounded up, cycles.
    pub ws_cycles: u64,
    /// number_WS multiplier (switch radix).
    pub k: u32,
    /// Most multiplications of number_WS (stages); None when `limit_ws` is false.
    pub n: Option<u32>,
    /// Input and output thresholds in packets (`switch.mvpm`).
    pub input_threshold_packets: u32,
    pub output_threshold_packets: u32,
}

/// Timing contract that the model and the RTL implement (docs/MICROARCHITECTURE.md "Timing
/// contract v2"): v2, the pipelined switch (BW, SA, ST; step 2 of its five). v1 was the one-cycle
/// switch (a header crossed a switch in 2 cycles).
pub const TIMING_CONTRACT: u32 = 2;

/// R: the cycles of a link's credit loop besides the packet and `link.credit_delay`, for a
/// switch input of this queue scheme under the current [`TIMING_CONTRACT`], fed by a switch
/// (`from_switch`) or by a host. The one place to change when the contract changes.
///
/// v2 (docs/MICROARCHITECTURE.md "ST: traversal, credits"): an upstream switch spends a packet's
/// credits at its grant (SA) in cycle c and sends the header in c + 1 (ST); it is written (BW)
/// in c + 2, granted by this switch in c + 3 at the earliest, which is when its credit enters
/// the delay line (the credit leaves at the scheduled pop); counted upstream at the end of
/// c + 3 + d, spendable from c + 4 + d: R = 3 over a switch-to-switch link. A host sends in the
/// cycle it spends the credits (it has no SA-to-ST cycle), so R = 2 on an injection link. Body
/// flits' loops are v1's. RECN's RC stage (step 3, docs/MICROARCHITECTURE.md "RECN
/// classification in RC") writes a header a cycle after it arrives, so its loop is one cycle
/// longer: 3 from a host, 4 between switches. Measured by `model/tests/credit_bound.rs`.
/// (v1: 2 on every link.)
pub fn credit_loop_cycles(scheme: QueueScheme, from_switch: bool) -> u32 {
    let base = match scheme {
        QueueScheme::Fifo | QueueScheme::VoqSw | QueueScheme::VoqNet | QueueScheme::FifoBypass => 2,
        QueueScheme::Fbicm => 2,
        QueueScheme::Recn => 3,
    };
    base + from_switch as u32
}

/// The credit loop of a switch input (and so of the link into it, from a host or a switch):
/// buffer B = `switch.buffer_flits`, credit delay d = `link.credit_delay` and R =
/// [`credit_loop_cycles`]. A stream of L-flit packets over one link keeps one flit per cycle
/// only while B >= L + d + R ([`CreditLoop::min_buffer_flits`]); below that the link carries
/// [`CreditLoop::link_bound`] of its bandwidth. (A host's ejection link consumes each flit on
/// arrival, one cycle sooner than a switch input pops it: its loop is shorter and never binds
/// first.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct CreditLoop {
    /// B, flits.
    pub buffer_flits: u32,
    /// d, cycles.
    pub credit_delay: u32,
    /// R, cycles ([`credit_loop_cycles`]).
    pub r_cycles: u32,
}

impl CreditLoop {
    /// L + d + R: the smallest buffer at which a stream of `len`-flit packets keeps one flit per
    /// cycle on a link.
    pub fn min_buffer_flits(&self, len: u32) -> u32 {
        len + self.credit_delay + self.r_cycles
    }

    /// Most flits per cycle (fraction of the link's bandwidth, <= 1) a stream of `len`-flit
    /// packets gets through one link, offered at full load: with n = floor(B / L) and r = B mod
    /// L, min(1, n L / (L + d + R - r)). Exact (the golden model delivers this, after warm-up:
    /// `model/tests/credit_bound.rs`). Why: a packet needs L credits at once and its i-th flit's
    /// credit is back d + R + 1 + i cycles after its grant; below the threshold the stream goes
    /// in rounds of L + d + R - r cycles, each n packets back to back, where a round's first
    /// packet waits for the first L - r credits of the round before's first packet (r spare
    /// credits save r cycles a round but never carry a packet of their own). It equals the
    /// fluid form B / (L + d + R) when L divides B and is below it otherwise.
    pub fn link_bound(&self, len: u32) -> f64 {
        let (b, l) = (self.buffer_flits, len.max(1));
        if b >= self.min_buffer_flits(l) {
            return 1.0;
        }
        let (n, r) = (b / l, b % l);
        ((n * l) as f64 / (l + self.credit_delay + self.r_cycles - r) as f64).min(1.0)
    }

    /// The fluid form min(1, B / (L + d + R)) for a mean length `len` that need not be a whole
    /// number (a mix of lengths): the credits' share of the loop, an estimate, not the exact
    /// [`CreditLoop::link_bound`] (which it equals when L divides B, and exceeds otherwise).
    pub fn fluid_bound(&self, len: f64) -> f64 {
        (self.buffer_flits as f64 / (len + (self.credit_delay + self.r_cycles) as f64)).min(1.0)
    }

    /// ceil(L + d + R) for a mean length `len` (the fluid form of
    /// [`CreditLoop::min_buffer_flits`]): an estimate, as [`CreditLoop::fluid_bound`].
    pub fn fluid_min_buffer_flits(&self, len: f64) -> u32 {
        (len + (self.credit_delay + self.r_cycles) as f64).ceil() as u32
    }
}

/// `switch.buffer_memory = "auto"` picks block RAM for a flit memory of at least this many bits
/// (a quarter of an ECP5 DP16KD's 18 Kib, half an iCE40 SB_RAM40_4K: below it LUT RAM is
/// smaller than the block it would occupy; docs/MICROARCHITECTURE.md "Block-RAM buffers").
pub const BRAM_MIN_BITS: u64 = 2048;

/// The storage the generated RTL declares for an input's flit memory (the `RAM` parameter of
/// `sg_fifo` / `sg_mqueue`, named `SG_RAM_*` in rtl/sg_defs.v).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BufferRam {
    /// `(* ram_style = "distributed" *)`: LUT RAM.
    Lut,
    /// `(* ram_style = "block" *)`: block RAM.
    Block,
}

impl BufferRam {
    /// The RTL's code: 0 LUT RAM, 1 block RAM.
    pub fn code(self) -> u32 {
        match self {
            BufferRam::Lut => 0,
            BufferRam::Block => 1,
        }
    }

    /// Its name in `params` and in rtl/sg_defs.v comments.
    pub fn name(self) -> &'static str {
        match self {
            BufferRam::Lut => "lutram",
            BufferRam::Block => "bram",
        }
    }
}

/// The VC monitor word of one port and VC (`sg_switch`'s `vc_o`, word p * vcs + v; the model's
/// [`vc_into`](../switchgen_model/trait.SwitchSim.html); docs/MICROARCHITECTURE.md "Virtual
/// channels"): bit offsets of its fields, 64 bits per port and VC.
pub mod vc_mon {
    /// Output p's credits of VC v (32 bits; 0..=vc_buffer_flits).
    pub const CREDITS_LSB: u32 = 0;
    /// Flits of VC v in input p's buffer (32 bits; 0..=vc_buffer_flits).
    pub const FLITS_LSB: u32 = 32;
}

/// The egress monitor word of one output of a CIOQ switch (`sg_switch`'s `egr_o`, the model's
/// [`egress_into`](../switchgen_model/trait.SwitchSim.html); docs/MICROARCHITECTURE.md "CIOQ
/// switches"): bit offsets of its fields, 64 bits per output.
pub mod egress_mon {
    /// Flits in the egress buffer (16 bits).
    pub const COUNT_LSB: u32 = 0;
    /// Flits of the packet being sent on the link still to go (8 bits).
    pub const REM_LSB: u32 = 16;
    /// The link is sending a packet (1 bit).
    pub const SENDING: u32 = 24;
    /// Credits of the downstream buffer (16 bits).
    pub const CREDITS_LSB: u32 = 32;
    /// `recn` (egress SAQs): the egress queue the link reads (7 bits; 0 with a FIFO).
    pub const RDQ_LSB: u32 = 25;
    /// SA's counter: free egress space not promised to a granted packet (16 bits).
    pub const SPACE_LSB: u32 = 48;

    /// The word of one output.
    pub fn pack(count: u32, rem: u32, sending: bool, rdq: u32, credits: u32, space: u32) -> u64 {
        (count as u64) << COUNT_LSB
            | (rem as u64 & 0xff) << REM_LSB
            | (sending as u64) << SENDING
            | (rdq as u64 & 0x7f) << RDQ_LSB
            | (credits as u64) << CREDITS_LSB
            | (space as u64) << SPACE_LSB
    }
}

/// `opm`'s cnt1 (or egress) threshold of each register value v for a buffer of `capacity`
/// packets (seed 000 §3.2.2; index 0 unused, it never marks): round((16 - v) / 15 x capacity).
/// `opm`'s cnt1 threshold (packets) of each register value 0..=15 for a buffer of `capacity`
/// packets: round((16 - v) / 15 x capacity) for v >= 1, 0 for v = 0 (which never marks).
pub fn opm_thresholds(capacity: u32) -> [u32; 16] {
    std::array::from_fn(|v| if v == 0 { 0 } else { ((16 - v) as f64 / 15.0 * capacity as f64).round() as u32 })
}

/// A threshold given as a fraction of a buffer of `size` packets or flits: floor(fraction x
/// size), at least 1 (`mvpm`'s VB threshold, seed 000 §4.3; FBICM's and RECN's detection, Stop
/// and Go thresholds, seed 001 §3, seed 004 §4).
fn fraction_of(fraction: f64, size: u32) -> u32 {
    ((fraction * size as f64 + 1e-9).floor() as u32).max(1)
}

/// Crossbar speedup of a CIOQ switch (`switch.speedup`, SPEC §2.3; docs/MICROARCHITECTURE.md
/// "CIOQ switches"): which cycles are link cycles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Speedup {
    /// 1: every cycle is a link cycle (the input-queued switch).
    One,
    /// 1.5: cycle t is a link cycle when t mod 3 != 2 (3 core cycles per 2 link cycles).
    OneHalf,
    /// 2: cycle t is a link cycle when t is even.
    Two,
}

impl Speedup {
    /// Cycle `t` (0 = the first cycle after reset) is a link cycle: links and hosts move a flit
    /// only then.
    #[inline]
    pub fn link_cycle(self, t: u64) -> bool {
        match self {
            Speedup::One => true,
            Speedup::OneHalf => t % 3 != 2,
            Speedup::Two => t & 1 == 0,
        }
    }

    /// Link cycles among cycles 0..t.
    pub fn link_cycles(self, t: u64) -> u64 {
        match self {
            Speedup::One => t,
            Speedup::OneHalf => t / 3 * 2 + (t % 3).min(2),
            Speedup::Two => t.div_ceil(2),
        }
    }

    /// Link cycles per cycle on average: 1, 2/3, 1/2.
    pub fn link_share(self) -> f64 {
        match self {
            Speedup::One => 1.0,
            Speedup::OneHalf => 2.0 / 3.0,
            Speedup::Two => 0.5,
        }
    }

    /// The period of the link-cycle pattern, which the generated network top and X-check
    /// testbench describe: 1, 3 (1.5), 2.
    pub fn code(self) -> u32 {
        match self {
            Speedup::One => 1,
            Speedup::OneHalf => 3,
            Speedup::Two => 2,
        }
    }

    /// The key's value as written in a configuration.
    pub fn name(self) -> &'static str {
        match self {
            Speedup::One => "1",
            Speedup::OneHalf => "1.5",
            Speedup::Two => "2",
        }
    }
}

/// The name a configuration value has in JSON (a unit enum variant's snake_case key, e.g.
/// `"kary_nfly"`), for messages and reports; empty for a value that is not a JSON string.
pub fn key_name<T: serde::Serialize>(v: T) -> String {
    serde_json::to_value(v).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

/// The traffic classes of `t`, in class-index order (the model's `Gen::class` indexes it): the
/// pattern's name, with `hotspot` after `uniform` for the hot-spot pattern; for `flows` each
/// distinct `class` in order of first appearance.
pub fn class_names(t: &TrafficCfg) -> Vec<String> {
    match t.pattern {
        Pattern::Hotspot => vec!["uniform".into(), "hotspot".into()],
        Pattern::Flows => {
            let mut v: Vec<String> = Vec::new();
            for f in &t.flows {
                if !v.contains(&f.class) {
                    v.push(f.class.clone());
                }
            }
            v
        }
        p => vec![key_name(p)],
    }
}

/// Validated configuration with everything derived from it: the topology and routing tables, the
/// header layout, widths. The only way to get one is [`Params::new`], so a `Params` is always legal.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Params {
    pub cfg: Config,
    pub topology: Topology,
    pub header: HeaderLayout,
    /// Hosts N.
    pub hosts: u32,
    /// Ports P of every switch.
    pub ports: u32,
    /// Bits of an output-port number, clog2(P).
    pub port_bits: u32,
    /// Queues per input port, every VC's (vcs x: 1 for `fifo`, P for `voq_sw`, the normal queues and the CFQs /
    /// SAQs for `fbicm` and `recn`).
    pub queues_per_input: u32,
    /// `switch.vcs`: virtual channels per input port (1: one), the bits of a VC number
    /// (clog2(vcs); 0 with one VC), and each VC's share of the input buffer in flits
    /// (buffer_flits / vcs: its credits at reset).
    pub vcs: u32,
    pub vc_bits: u32,
    pub vc_buffer_flits: u32,
    /// `torus`: the VCs go in dateline pairs (VC 2j before a ring's wrap-around link, 2j + 1
    /// after it; docs/MICROARCHITECTURE.md "Virtual channels"), and `topology.concentration`
    /// (host ports 0..concentration; the rest two per dimension). False / 0 otherwise.
    pub dateline: bool,
    pub concentration: u32,
    /// `routing.algorithm = "adaptive"` (docs/MICROARCHITECTURE.md "Adaptive routing"), and
    /// the escape VCs below the adaptive ones: 1 on a mesh (VC 0), 2 on a torus (the dateline
    /// pair VC 0 / 1), 0 on a bmin (no escape VC: up/down routing has no cycle, a packet keeps
    /// its VC and only its up port adapts) and without adaptive routing.
    pub adaptive: bool,
    pub escape_vcs: u32,
    /// Queues of the queue scheme in one VC; VC v's queue q is queue v x queues_per_vc + q of
    /// its input (queues_per_input = vcs x queues_per_vc).
    pub queues_per_vc: u32,
    /// `fbicm` / `recn`: queue number of the first CFQ / SAQ; the queues below it are the normal
    /// queue (1: `fbicm`, `recn` basic) or enhanced RECN's detection queues, one per output port
    /// (P; seed 004 §4.2). 0 with the other schemes.
    pub saq_base: u32,
    /// Bits of a credit counter (holds 0..=buffer_flits, and 0..=egress_buffer_flits: SA's
    /// counter of free egress space in a CIOQ switch).
    pub credit_bits: u32,
    /// Width of the oldest-first age counters in bits (saturating).
    pub age_bits: u32,
    /// Width of the per-output `cnt1` / `cnt2` counters in bits: they hold 0..=P*B packets (every
    /// packet in the switch waits for one output and takes at least one flit of a buffer).
    pub cnt_bits: u32,
    /// Bits of a status register address: P ports x [`STAT_SLOTS`] registers.
    pub stat_addr_bits: u32,
    /// Capacity of an input buffer in packets: buffer_flits / max_packet_flits, at least 1
    /// (seed 000's thresholds are fractions of it).
    pub capacity_packets: u32,
    /// `mvpm`: a header entering an input whose buffer stores more than this many packets gets MB.
    pub mb_threshold: u32,
    /// `mvpm`: a header with MB leaving on an output whose cnt1 exceeds this gets VB (>= 1).
    pub vb_threshold: u32,
    /// `opm`: `opm_threshold[v]` is the cnt1 threshold (packets) of register value v (index 0
    /// unused: never marks): round((16 - v) / 15 x capacity_packets).
    pub opm_threshold: [u32; 16],
    /// Bits of the configuration port's address: one space bit ({0, destination}: routing
    /// table; {1, port}: `opm` threshold register; {1, P + s}: SL-to-VL entry s) over
    /// max(host bits, port bits, with service levels bits of P + 16).
    pub cfg_addr_bits: u32,
    /// `switch.sl_to_vl` (issue 34 step 2): every switch's SL-to-VL table at reset (entry s: the
    /// VL of SL s), None without service levels; the SL of each traffic class (index as
    /// [`class_names`]; `hosts.sl`, 0 when not named); and whether a flow's packets can take two
    /// VLs (two classes on one flow), when the hosts' scoreboard accepts them in any order.
    pub sl2vl: Option<[u8; 16]>,
    pub sl_of_class: Vec<u8>,
    pub sl_reorder: bool,
    /// Bits of the configuration port's data: max(port bits, 4); with adaptive routing P more
    /// (a routing table entry's productive outputs, above its port).
    pub cfg_data_bits: u32,
    /// MVCM's derived parameters (seed 000 §4.3), whatever the response.
    pub mvcm: MvcmDerived,
    /// `fbicm` and enhanced `recn` (0 otherwise): congestion detection when the NFQ (FBICM) or
    /// a detection queue (enhanced RECN) holds more than this many flits. The three thresholds
    /// are fractions of `switch.buffer_flits`; fbicm with VCs: of a VC's share (each VC's NFQ
    /// and CFQs are an FBICM input of their own).
    pub cam_detect_flits: u32,
    /// `fbicm` / `recn`: Stop (Xoff) when a header is moved into a CFQ (SAQ) holding at least
    /// this many flits.
    pub cam_stop_flits: u32,
    /// `fbicm` / `recn`: Go (Xon) when a CFQ (SAQ) that sent Stop holds at most this many flits.
    pub cam_go_flits: u32,
    /// `recn` basic: egress detection when `cnt1[o]` exceeds this many packets; on a CIOQ
    /// switch (basic and enhanced) when output o's egress normal queue holds more than this many
    /// packets (of the egress buffer's capacity; issue 33 step 3).
    pub recn_egress_packets: u32,
    /// `recn` on a CIOQ switch: an egress SAQ sends Xoff to the ingress ports (its SentStop)
    /// when a header enters it holding at least this many flits, Xon at most `recn_egress_go_flits`
    /// (`switch.recn.stop_threshold` / `go_threshold` x `egress_buffer_flits`); 0 otherwise.
    pub recn_egress_stop_flits: u32,
    pub recn_egress_go_flits: u32,
    /// The backward channel's layout (1 bit, always 0, without FBICM or RECN).
    pub fb: cam::FbLayout,
    /// Bits of a switch's full-buffer count `fullbuf_o`: it holds 0..=P (input buffers holding
    /// buffer_flits flits).
    pub fullbuf_bits: u32,
    /// `self_tuned`'s thresholds in full buffers, derived whatever the response.
    pub self_tuned: SelfTunedDerived,
    /// Short hash of the configuration (stable across runs), written into generated headers.
    pub config_hash: String,
    /// Bits of one input's flit memory: buffer_flits x (flit_bits + port_bits + 1), each entry
    /// the flit with its output port and header bit.
    pub buffer_ram_bits: u64,
    /// Where that memory goes (`switch.buffer_memory`, "auto" resolved by [`BRAM_MIN_BITS`]).
    pub buffer_ram: BufferRam,
    /// `switch.speedup`: which cycles are link cycles.
    pub speedup: Speedup,
    /// `switch.egress_buffer_flits`: flits of each output's egress buffer (0: none, the
    /// input-queued switch).
    pub egress_flits: u32,
    /// Where each egress buffer's flit memory (egress_buffer_flits x flit_bits bits) goes:
    /// `switch.buffer_memory` resolved as for the input buffers.
    pub egress_ram: BufferRam,
    /// CIOQ egress marking (issue 33 step 2; docs/MICROARCHITECTURE.md "CIOQ switches"): an
    /// egress buffer's capacity in packets, egress_buffer_flits / max_packet_flits (at least
    /// 1; 0 without egress buffers). `opm` and `mvpm`'s VB compare the packets in the egress
    /// buffer with thresholds of it, as they compare `cnt1` with the input buffer's capacity.
    pub egress_capacity_packets: u32,
    /// `opm` on a CIOQ switch: the egress packet threshold of register value v (index 0
    /// unused): round((16 - v) / 15 x egress_capacity_packets).
    pub egress_opm_threshold: [u32; 16],
    /// `mvpm` on a CIOQ switch: VB on a header with MB leaving an egress buffer that holds more
    /// than this many packets: floor(mvpm.output_threshold x egress_capacity_packets), >= 1.
    pub egress_vb_threshold: u32,
}

impl Params {
    /// RECN's egress SAQs are built (issue 33 step 3): `recn` on a switch with egress buffers.
    pub fn egress_saqs(&self) -> bool {
        self.egress_flits > 0 && self.cfg.switch.queue_scheme == QueueScheme::Recn
    }

    /// `fifo_bypass` (docs/MICROARCHITECTURE.md "FIFO with bypass"): bits of a header's arrival
    /// number. A live header's age (arrival numbers given out since its own) stays below
    /// (LIMIT + 1)(B + 1): at most B headers not yet granted, and at most LIMIT passes of each
    /// older head, so ages compare correctly modulo 2^bits.
    pub fn fifo_bypass_seq_bits(&self) -> u32 {
        header::clog2(((FIFO_BYPASS_LIMIT + 1) * (self.cfg.switch.buffer_flits + 1)) as u64).max(1)
    }

    /// The VCs that own CAM lines: `switch.vcs` with FBICM (each VC an FBICM input of its own
    /// with `switch.cfqs` lines, lines VC-major: `fb.lines` = vcs x cfqs; docs/MICROARCHITECTURE.md
    /// "FBICM inside virtual channels"), else 1.
    pub fn cam_vcs(&self) -> u32 {
        if self.cfg.switch.queue_scheme == QueueScheme::Fbicm {
            self.cfg.switch.vcs
        } else {
            1
        }
    }

    /// Monitor words per port of the switch's `cam_o` ([`cam::mon::words_per_port`], with one NFQ
    /// word per VC that owns lines: the port's words are, per VC, its NFQ word and its input
    /// lines', then every output line's).
    pub fn cam_words_per_port(&self) -> usize {
        cam::mon::words_per_port(self.fb.lines, self.cfg.switch.queue_scheme == QueueScheme::Recn, self.egress_saqs()) + self.cam_vcs() as usize - 1
    }

    /// The credit loop that binds first in this network under the current timing contract (the
    /// throughput bound of a buffer below the round trip; `switchgen params`, run summaries): a
    /// switch-to-switch link's when the topology has one (every kind but `single`), else an
    /// injection link's ([`credit_loop_cycles`]).
    pub fn credit_loop(&self) -> CreditLoop {
        let from_switch = self.cfg.topology.kind != TopologyKind::Single;
        CreditLoop {
            buffer_flits: self.cfg.switch.buffer_flits,
            credit_delay: self.cfg.link.credit_delay,
            r_cycles: credit_loop_cycles(self.cfg.switch.queue_scheme, from_switch),
        }
    }

    /// Mean packet length of the traffic, flits: lengths are drawn uniformly from
    /// `traffic.packet_flits` (model/src/traffic.rs).
    pub fn mean_packet_flits(&self) -> f64 {
        let pl = self.cfg.traffic.packet_flits;
        (pl.min + pl.max) as f64 / 2.0
    }

    /// Validates `cfg` and derives everything. Errors: [`ConfigError::Invalid`] naming the first
    /// offending key, its value and the allowed range.
    pub fn new(cfg: Config) -> Result<Params, ConfigError> {
        let t = &cfg.topology;
        let range = |key: &str, v: u32, lo: u32, hi: u32, why: &str| {
            if v < lo || v > hi {
                Err(invalid(key, v, format!("{lo}..={hi} ({why})")))
            } else {
                Ok(())
            }
        };
        let (hosts, ports) = match t.kind {
            TopologyKind::Single => {
                range("topology.ports", t.ports, *space::SINGLE_PORTS.start(), *space::SINGLE_PORTS.end(), "switch ports of a `single` network")?;
                (t.ports, t.ports)
            }
            TopologyKind::TwoSwitch => {
                range("topology.ports", t.ports, *space::TWO_SWITCH_PORTS.start(), *space::TWO_SWITCH_PORTS.end(), "switch ports of `two_switch`: ports-1 hosts per switch")?;
                (2 * (t.ports - 1), t.ports)
            }
            TopologyKind::KaryNfly | TopologyKind::Bmin => {
                range("topology.k", t.k, *space::RADIX.start(), *space::RADIX.end(), "radix of a k-ary n-fly / k-ary n-tree")?;
                range("topology.n", t.n, *space::STAGES.start(), *space::STAGES.end(), "stages")?;
                let hosts = (t.k as u64).pow(t.n);
                if hosts > MAX_HOSTS as u64 {
                    return Err(invalid(
                        "topology.n",
                        t.n,
                        format!("k^n <= {MAX_HOSTS} hosts (k={} gives {hosts} hosts; the largest supported network has {MAX_HOSTS})", t.k),
                    ));
                }
                let ports = if t.kind == TopologyKind::Bmin { 2 * t.k } else { t.k };
                (hosts as u32, ports)
            }
            TopologyKind::Mesh | TopologyKind::Torus => {
                range("topology.k", t.k, *space::RADIX.start(), *space::RADIX.end(), "routers per dimension of a k-ary n-mesh / n-cube")?;
                range("topology.n", t.n, *space::CUBE_DIMS.start(), *space::CUBE_DIMS.end(), "dimensions of a mesh / torus")?;
                range("topology.concentration", t.concentration, *space::CONCENTRATION.start(), *space::CONCENTRATION.end(), "hosts per router")?;
                let hosts = t.concentration as u64 * (t.k as u64).pow(t.n);
                if hosts > MAX_HOSTS as u64 {
                    return Err(invalid(
                        "topology.n",
                        t.n,
                        format!("concentration x k^n <= {MAX_HOSTS} hosts (k={}, concentration {} give {hosts} hosts)", t.k, t.concentration),
                    ));
                }
                if t.kind == TopologyKind::Torus && cfg.routing.algorithm == RoutingAlgorithm::Adaptive && cfg.switch.vcs < 3 {
                    return Err(invalid(
                        "switch.vcs",
                        cfg.switch.vcs,
                        "3..=8 on a torus with adaptive routing: the escape VCs are a dateline pair (VCs 0 and 1), the rest adaptive",
                    ));
                }
                if t.kind == TopologyKind::Torus && cfg.routing.algorithm == RoutingAlgorithm::Deterministic && (cfg.switch.vcs < 2 || !cfg.switch.vcs.is_multiple_of(2)) {
                    // dimension-order routing on rings deadlocks without dateline VCs
                    return Err(invalid(
                        "switch.vcs",
                        cfg.switch.vcs,
                        "an even count (2, 4, 6, ..) on a torus: its rings need a pair of dateline virtual channels per VC class against deadlock",
                    ));
                }
                (hosts as u32, Topology::cube_ports(t.n, t.concentration))
            }
        };
        let s = &cfg.switch;
        range("switch.max_packet_flits", s.max_packet_flits, *space::MAX_PACKET_FLITS.start(), *space::MAX_PACKET_FLITS.end(), "flits")?;
        range(
            "switch.buffer_flits",
            s.buffer_flits,
            *space::buffer_flits(s.max_packet_flits).start(),
            *space::buffer_flits(s.max_packet_flits).end(),
            "flits per input port; at least switch.max_packet_flits, since virtual cut-through needs room for a whole packet",
        )?;
        let speedup = if s.speedup == 1.0 {
            Speedup::One
        } else if s.speedup == 1.5 {
            Speedup::OneHalf
        } else if s.speedup == 2.0 {
            Speedup::Two
        } else {
            return Err(invalid("switch.speedup", s.speedup, "1, 1.5 or 2 (crossbar flits per link cycle)"));
        };
        if s.egress_buffer_flits == 0 {
            if speedup != Speedup::One {
                return Err(invalid(
                    "switch.egress_buffer_flits",
                    0,
                    format!("at least switch.max_packet_flits ({}) with switch.speedup = {}: a CIOQ switch's crossbar writes into egress buffers", s.max_packet_flits, speedup.name()),
                ));
            }
        } else {
            range(
                "switch.egress_buffer_flits",
                s.egress_buffer_flits,
                *space::buffer_flits(s.max_packet_flits).start(),
                *space::buffer_flits(s.max_packet_flits).end(),
                "flits per output port (0: no egress buffers); at least switch.max_packet_flits, since the egress admits whole packets",
            )?;
        }
        if !space::scheme_fits(s.queue_scheme, hosts) {
            return Err(invalid(
                "switch.queue_scheme",
                "\"voq_net\"",
                format!("voq_net only up to {MAX_VOQ_NET_HOSTS} hosts (a queue per host at every input); this network has {hosts}: use fifo, voq_sw or a smaller network"),
            ));
        }
        let topology = Topology::build(t.kind, t.k, t.n, t.ports, t.concentration);
        let recn = s.queue_scheme == QueueScheme::Recn;
        // RECN: the turnpool holds one turn of clog2(P) bits for every switch of the longest path
        let tp_bits = if recn { topology.max_hops * header::clog2(ports as u64) } else { 0 };
        range("switch.vcs", s.vcs, 1, MAX_VCS, "virtual channels per input port")?;
        if s.vcs > MAX_SCANNED_VCS {
            // docs/MICROARCHITECTURE.md "Partitioned VOQnet as virtual channels": many VCs only
            // where each VC is one FIFO with its own credits
            let why = if s.queue_scheme != QueueScheme::Fifo {
                Some(("switch.queue_scheme", key_name(s.queue_scheme)))
            } else if cfg.routing.algorithm != RoutingAlgorithm::Deterministic {
                Some(("routing.algorithm", key_name(cfg.routing.algorithm)))
            } else if s.sl_to_vl.is_some() {
                Some(("switch.sl_to_vl", "a table".to_string()))
            } else if cfg.hosts.response == Response::Alo {
                Some(("hosts.response", key_name(cfg.hosts.response)))
            } else {
                None
            };
            if let Some((key, v)) = why {
                return Err(invalid(
                    key,
                    v,
                    format!("switch.queue_scheme = \"fifo\", routing.algorithm = \"deterministic\", no switch.sl_to_vl and no hosts.response = \"alo\" with switch.vcs = {} (above {MAX_SCANNED_VCS} VCs only fifo's one queue per VC with deterministic routing is built)", s.vcs),
                ));
            }
        }
        if s.queue_scheme == QueueScheme::FifoBypass {
            // docs/MICROARCHITECTURE.md "FIFO with bypass": built for one VC and no egress buffer
            if s.vcs > 1 {
                return Err(invalid("switch.vcs", s.vcs, "1 with switch.queue_scheme = \"fifo_bypass\" (its arrival order per VC is not built yet)"));
            }
            if s.egress_buffer_flits > 0 {
                return Err(invalid("switch.egress_buffer_flits", s.egress_buffer_flits, "0 with switch.queue_scheme = \"fifo_bypass\" (not built on a CIOQ switch yet)"));
            }
        }
        if s.vcs > 1 {
            if !s.buffer_flits.is_multiple_of(s.vcs) || s.buffer_flits / s.vcs < s.max_packet_flits {
                return Err(invalid(
                    "switch.buffer_flits",
                    s.buffer_flits,
                    format!(
                        "a multiple of switch.vcs ({}) of at least {} flits with {} VCs: each VC owns buffer_flits / vcs flits, at least switch.max_packet_flits ({}) for virtual cut-through",
                        s.vcs,
                        s.vcs * s.max_packet_flits,
                        s.vcs,
                        s.max_packet_flits
                    ),
                ));
            }
            // FBICM inside VCs (docs/MICROARCHITECTURE.md "FBICM inside virtual channels"): a
            // packet's output lines are those of the VC it arrived on, so not where the VC changes
            let why = if s.queue_scheme == QueueScheme::Recn {
                Some(("switch.queue_scheme", "\"recn\"".to_string(), "fifo, voq_sw, voq_net or fbicm with switch.vcs > 1 (SAQs inside a VC are not built yet, issue 34)"))
            } else if s.queue_scheme == QueueScheme::Fbicm && t.kind == TopologyKind::Torus {
                Some(("topology.kind", key_name(t.kind), "a topology other than torus with switch.queue_scheme = \"fbicm\" and switch.vcs > 1 (a torus packet changes VC at the dateline; FBICM's lines are per VC and not mapped across VCs yet)"))
            } else if s.queue_scheme == QueueScheme::Fbicm && s.sl_to_vl.is_some() {
                Some(("switch.sl_to_vl", "a table".to_string(), "absent with switch.queue_scheme = \"fbicm\" (an SL-to-VL table changes a packet's VC; FBICM's lines are per VC and not mapped across VCs yet)"))
            } else if s.egress_buffer_flits > 0 {
                Some(("switch.egress_buffer_flits", s.egress_buffer_flits.to_string(), "0 with switch.vcs > 1 (per-VC egress buffers are not built yet, issue 34)"))
            } else {
                None
            };
            if let Some((key, v, allowed)) = why {
                return Err(invalid(key, v, allowed));
            }
        }
        let adaptive = cfg.routing.algorithm == RoutingAlgorithm::Adaptive;
        if adaptive {
            // docs/MICROARCHITECTURE.md "Adaptive routing": the decisions behind each refusal
            let why = if !matches!(t.kind, TopologyKind::Mesh | TopologyKind::Torus | TopologyKind::Bmin) {
                Some(("topology.kind", key_name(t.kind), "mesh, torus or bmin with routing.algorithm = \"adaptive\" (the other topologies have one route per destination)"))
            } else if s.queue_scheme != QueueScheme::Fifo {
                Some(("switch.queue_scheme", key_name(s.queue_scheme), "fifo with adaptive routing (a VOQ or CAM queue is chosen by the output at arrival; adaptive routing picks the output at each request)"))
            } else if s.vcs < 2 {
                Some(("switch.vcs", s.vcs.to_string(), "2..=8 with adaptive routing (mesh: VC 0 escape, the rest adaptive; bmin: the adaptive allocator is built in the VC datapath)"))
            } else if s.marking != Marking::None {
                Some(("switch.marking", key_name(s.marking), "none with adaptive routing (cnt1 counts headers by the output routed at arrival, which adaptive routing decides only at the request)"))
            } else {
                None
            };
            if let Some((key, v, allowed)) = why {
                return Err(invalid(key, v, allowed));
            }
        }
        // InfiniBand service levels (docs/MICROARCHITECTURE.md "Service levels")
        let sl2vl = match &s.sl_to_vl {
            None => None,
            Some(tbl) => {
                let why = if s.vcs < 2 {
                    Some(("switch.vcs", s.vcs.to_string(), "2..=8 with switch.sl_to_vl (an SL-to-VL table maps onto virtual channels)".to_string()))
                } else if t.kind == TopologyKind::Torus {
                    Some(("topology.kind", key_name(t.kind), "a topology other than torus with switch.sl_to_vl (a torus packet's VC follows its dateline pair at every hop; one SL-to-VL table per switch cannot)".to_string()))
                } else if adaptive {
                    Some(("routing.algorithm", key_name(cfg.routing.algorithm), "deterministic with switch.sl_to_vl (adaptive routing chooses the VC at each request)".to_string()))
                } else if tbl.len() != 16 {
                    Some(("switch.sl_to_vl", format!("{} entries", tbl.len()), "16 entries, one VL per SL 0..=15".to_string()))
                } else {
                    None
                };
                if let Some((key, v, allowed)) = why {
                    return Err(invalid(key, v, allowed));
                }
                let mut out = [0u8; 16];
                for (sl, &vl) in tbl.iter().enumerate() {
                    range(&format!("switch.sl_to_vl[{sl}]"), vl, 0, s.vcs - 1, "a VL (virtual channel) of this switch, 0..switch.vcs")?;
                    out[sl] = vl as u8;
                }
                Some(out)
            }
        };
        let classes = class_names(&cfg.traffic);
        if !cfg.hosts.sl.is_empty() && sl2vl.is_none() {
            return Err(invalid("hosts.sl", format!("{} classes", cfg.hosts.sl.len()), "{} (empty) without switch.sl_to_vl: service levels need the SL-to-VL table"));
        }
        let mut sl_of_class = vec![0u8; classes.len()];
        for (name, &sl) in &cfg.hosts.sl {
            let Some(c) = classes.iter().position(|c| c == name) else {
                return Err(invalid(&format!("hosts.sl.{name}"), sl, format!("a class of this traffic: {}", classes.join(", "))));
            };
            range(&format!("hosts.sl.{name}"), sl, 0, 15, "a service level")?;
            sl_of_class[c] = sl as u8;
        }
        // a flow (source, destination) whose packets can take two VLs may be reordered: the
        // hot-spot pattern's uniform and hotspot classes share the flows into the hot spot, and
        // `flows` may list one pair under two classes
        let sl_reorder = !s.sl_to_vl_writes.is_empty() || sl2vl.is_some_and(|t| {
            let vl = |c: usize| t[sl_of_class[c] as usize];
            match cfg.traffic.pattern {
                Pattern::Hotspot => vl(0) != vl(1),
                Pattern::Flows => {
                    let tf = &cfg.traffic.flows;
                    let ci = |f: &FlowCfg| classes.iter().position(|c| *c == f.class).unwrap_or(0);
                    tf.iter().enumerate().any(|(a, f)| tf[..a].iter().any(|g| g.src == f.src && g.dst == f.dst && vl(ci(g)) != vl(ci(f))))
                }
                _ => false,
            }
        });
        let header = HeaderLayout::new(hosts, s.max_packet_flits, tp_bits).with_vc(s.vcs).with_sl(sl2vl.is_some());
        if header.total_bits > header::MAX_HEADER_BITS {
            return Err(invalid(
                "topology",
                format!(
                    "{} k={} n={} ({hosts} hosts, header {} bits)",
                    key_name(t.kind),
                    t.k,
                    t.n,
                    header.total_bits
                ),
                format!(
                    "a header of at most {} bits (type 1, len {}, dst and src {} each, seq {}, mb/vb/fecn/becn 4{}): use fewer hosts, a smaller switch.max_packet_flits{}",
                    header::MAX_HEADER_BITS,
                    header.len_bits,
                    header.host_bits,
                    header.seq_bits,
                    if recn { format!(", turnpool {}", header.tp_bits) } else { String::new() },
                    if recn { " or fewer stages" } else { "" }
                ),
            ));
        }
        range(
            "switch.flit_bits",
            s.flit_bits,
            header.total_bits,
            space::MAX_FLIT_BITS,
            if recn { "bits; the header of this network, with its turnpool of one turn per hop, needs the lower bound" } else { "bits; the header of this network needs the lower bound" },
        )?;
        range("link.credit_delay", cfg.link.credit_delay, *space::CREDIT_DELAY.start(), *space::CREDIT_DELAY.end(), "cycles")?;
        let h = &cfg.hosts;
        range("hosts.ack_flits", h.ack_flits, 1, s.max_packet_flits, "flits, at most switch.max_packet_flits")?;
        range("hosts.window", h.window, *space::WINDOW.start(), *space::WINDOW.end(), "packets outstanding per flow")?;
        if !h.acks && h.response.needs_acks() {
            let name = key_name(h.response);
            return Err(invalid("hosts.acks", false, format!("true when hosts.response = \"{name}\" (its window is opened by ACKs)")));
        }
        if h.xoff && !matches!(s.queue_scheme, QueueScheme::Recn | QueueScheme::Fbicm) {
            return Err(invalid("hosts.xoff", true, "false unless switch.queue_scheme = \"recn\" or \"fbicm\" (the hosts mirror the first switch's CAM lines)"));
        }
        if h.send_queues == SendQueues::PerVc && s.vcs < 2 {
            return Err(invalid("switch.vcs", s.vcs, "2..=256 with hosts.send_queues = \"per_vc\" (a send queue per virtual channel)"));
        }
        if h.response == Response::Alo && s.vcs < 2 {
            return Err(invalid("switch.vcs", s.vcs, "2..=8 with hosts.response = \"alo\" (At-Least-One counts free virtual channels)"));
        }
        if !(h.rate.m > 1.0 && h.rate.m <= 256.0) {
            return Err(invalid("hosts.rate.m", h.rate.m, "1 < m <= 256 (multiplicative decrease factor of aimd and fimd)"));
        }
        let tr = &cfg.traffic;
        if !(tr.rate > 0.0 && tr.rate <= 1.0) {
            return Err(invalid("traffic.rate", tr.rate, "0 < rate <= 1 (flits/host/cycle)"));
        }
        let pl = tr.packet_flits;
        if pl.min < 1 || pl.min > pl.max || pl.max > s.max_packet_flits {
            let shown = if pl.min == pl.max { pl.min.to_string() } else { format!("\"{}..{}\"", pl.min, pl.max) };
            return Err(invalid(
                "traffic.packet_flits",
                shown,
                format!("n or \"a..b\" with 1 <= a <= b <= switch.max_packet_flits ({})", s.max_packet_flits),
            ));
        }
        let hs = &tr.hotspot;
        if tr.pattern == Pattern::Hotspot {
            range("traffic.hotspot.dest", hs.dest, 0, hosts - 1, "a host of this network")?;
            if !(hs.fraction_hosts > 0.0 && hs.fraction_hosts <= 1.0) {
                return Err(invalid("traffic.hotspot.fraction_hosts", hs.fraction_hosts, "0 < fraction <= 1"));
            }
            if let Some(r) = hs.rate {
                if !(r > 0.0 && r <= 1.0) {
                    return Err(invalid("traffic.hotspot.rate", r, "0 < rate <= 1 (flits/host/cycle)"));
                }
            }
            if hs.packets_per_source == Some(0) {
                return Err(invalid("traffic.hotspot.packets_per_source", 0, ">= 1 packets (absent: no limit)"));
            }
            if hs.end_cycle <= hs.start_cycle && hs.start_after_delivered.is_none() {
                return Err(invalid("traffic.hotspot.end_cycle", hs.end_cycle, format!("> traffic.hotspot.start_cycle ({})", hs.start_cycle)));
            }
        }
        let on_off = |key: &str, o: &OnOffCfg| -> Result<(), ConfigError> {
            for (k, v) in [("mean_on_cycles", o.mean_on_cycles), ("mean_off_cycles", o.mean_off_cycles)] {
                if !(1.0..=1e12).contains(&v) {
                    return Err(invalid(&format!("{key}.{k}"), v, "1 <= cycles <= 1e12"));
                }
            }
            Ok(())
        };
        if let Some(o) = &tr.on_off {
            on_off("traffic.on_off", o)?;
        }
        if tr.pattern == Pattern::Flows {
            if tr.flows.is_empty() {
                return Err(invalid("traffic.flows", "[]", "at least one flow when traffic.pattern = \"flows\""));
            }
            if tr.flows.len() > 65_536 {
                return Err(invalid("traffic.flows", format!("{} flows", tr.flows.len()), "at most 65536 flows"));
            }
            let mut classes: Vec<&str> = tr.flows.iter().map(|f| f.class.as_str()).collect();
            classes.sort_unstable();
            classes.dedup();
            if classes.len() > MAX_CLASSES {
                return Err(invalid("traffic.flows", format!("{} distinct classes", classes.len()), format!("at most {MAX_CLASSES} distinct values of class")));
            }
            for (i, f) in tr.flows.iter().enumerate() {
                let key = |k: &str| format!("traffic.flows[{i}].{k}");
                range(&key("src"), f.src, 0, hosts - 1, "a host of this network")?;
                range(&key("dst"), f.dst, 0, hosts - 1, "a host of this network")?;
                if f.dst == f.src {
                    return Err(invalid(&key("dst"), f.dst, format!("a host other than the source ({})", f.src)));
                }
                if f.class.is_empty() || f.class.len() > 32 || !f.class.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
                    return Err(invalid(&key("class"), format!("{:?}", f.class), "1 to 32 characters of a-z, A-Z, 0-9, _ and -"));
                }
                if let Some(e) = f.end_cycle {
                    if e <= f.start_cycle {
                        return Err(invalid(&key("end_cycle"), e, format!("> start_cycle ({})", f.start_cycle)));
                    }
                }
                if let Some(r) = f.rate {
                    if !(r > 0.0 && r <= 1.0) {
                        return Err(invalid(&key("rate"), r, "0 < rate <= 1 (flits/cycle; absent = greedy)"));
                    }
                }
                if let Some(o) = &f.on_off {
                    on_off(&key("on_off"), o)?;
                }
                range(&key("ipd"), f.ipd, 0, 255, "the InfiniBand IPD field is 8 bits; 0 = no static rate limit")?;
            }
        }
        let pow2 = hosts.is_power_of_two();
        let bits = hosts.trailing_zeros();
        match tr.pattern {
            Pattern::BitReversal | Pattern::PerfectShuffle | Pattern::Transpose if !pow2 => {
                return Err(invalid("traffic.pattern", format!("{:?}", tr.pattern).to_lowercase(), format!("uniform, hotspot or complement for {hosts} hosts (the bit permutations need a power-of-two host count)")));
            }
            Pattern::Transpose if bits % 2 == 1 => {
                return Err(invalid("traffic.pattern", "transpose", format!("a pattern other than transpose for {hosts} hosts (transpose needs an even number of address bits)")));
            }
            _ => {}
        }
        let sim = &cfg.sim;
        if sim.cycles < 1 || sim.cycles > 1_000_000_000 {
            return Err(invalid("sim.cycles", sim.cycles, "1..=1000000000"));
        }
        if sim.warmup_cycles >= sim.cycles {
            return Err(invalid("sim.warmup_cycles", sim.warmup_cycles, format!("< sim.cycles ({})", sim.cycles)));
        }
        let min_window = sim.cycles.div_ceil(MAX_WINDOWS).max(1);
        if sim.window_cycles < min_window {
            return Err(invalid("sim.window_cycles", sim.window_cycles, format!(">= {min_window} (at most {MAX_WINDOWS} time-series windows over sim.cycles = {})", sim.cycles)));
        }
        for (key, v) in [("switch.mvpm.input_threshold", s.mvpm.input_threshold), ("switch.mvpm.output_threshold", s.mvpm.output_threshold)] {
            if !(0.0..=1.0).contains(&v) {
                return Err(invalid(key, v, "0 <= fraction <= 1 (of an input buffer's capacity in packets)"));
            }
        }
        range("switch.cfqs", s.cfqs, *space::CFQS.start(), *space::CFQS.end(), "FBICM congested-flow queues (and CAM lines) per input port")?;
        let fbicm = s.queue_scheme == QueueScheme::Fbicm;
        if fbicm {
            range("switch.cfqs", s.cfqs, *space::FBICM_CFQS.start(), *space::FBICM_CFQS.end(), "CFQs per input port with queue_scheme = fbicm (the backward channel carries 2 bits per CAM line)")?;
            if !space::markings(s.queue_scheme).contains(&s.marking) {
                return Err(invalid("switch.marking", "\"naive\"", "none, ipm, opm or mvpm with queue_scheme = fbicm (naive counts packets per queue, and FBICM moves packets between queues)"));
            }
        }
        range("switch.saqs", s.saqs, *space::SAQS.start(), *space::SAQS.end(), "RECN set-aside queues (and CAM lines) per input port; the backward channel carries 2 bits per CAM line")?;
        if recn && !space::markings(s.queue_scheme).contains(&s.marking) {
            return Err(invalid("switch.marking", "\"naive\"", "none, ipm, opm or mvpm with queue_scheme = recn (naive counts packets per queue, and RECN moves packets between queues)"));
        }
        // FBICM inside VCs: each VC is an FBICM input of its own, its thresholds fractions of its
        // share of the buffer (docs/MICROARCHITECTURE.md "FBICM inside virtual channels")
        let cam_buffer = if fbicm && s.vcs > 1 { s.buffer_flits / s.vcs } else { s.buffer_flits };
        let flits = |f: f64| fraction_of(f, cam_buffer);
        // the thresholds of the scheme in use (fbicm's and recn's keys are checked either way)
        let mut thresholds = (0, 0, 0);
        for (scheme, name, th) in [
            (QueueScheme::Fbicm, "fbicm", [s.fbicm.detect_threshold, s.fbicm.stop_threshold, s.fbicm.go_threshold]),
            (QueueScheme::Recn, "recn", [s.recn.detect_threshold, s.recn.stop_threshold, s.recn.go_threshold]),
        ] {
            for (k, v) in ["detect_threshold", "stop_threshold", "go_threshold"].iter().zip(th) {
                if !(v > 0.0 && v <= 1.0) {
                    return Err(invalid(&format!("switch.{name}.{k}"), v, "0 < fraction <= 1 (of switch.buffer_flits; fbicm with VCs: of a VC's buffer_flits / vcs)"));
                }
            }
            let (d, st, go) = (flits(th[0]), flits(th[1]), flits(th[2]));
            if s.queue_scheme == scheme {
                if go >= st {
                    return Err(invalid(
                        &format!("switch.{name}.go_threshold"),
                        th[2],
                        format!("a fraction giving fewer flits than the stop threshold ({st} of {} flits); it gives {go}", cam_buffer),
                    ));
                }
                thresholds = (d, st, go);
            }
        }
        let (cam_detect_flits, cam_stop_flits, cam_go_flits) = thresholds;
        range("switch.opm.threshold", s.opm.threshold, *space::OPM_REGISTER.start(), *space::OPM_REGISTER.end(), "4-bit threshold register: 0 never marks, 1 highest threshold, 15 lowest")?;
        // run-time configuration writes (`switch.opm.writes`, `switch.sl_to_vl_writes`): at most
        // 100,000 of a kind, one per switch and cycle, to a switch of this network, before the end
        let many = |key: &str, n: usize| if n > 100_000 { Err(invalid(key, format!("{n} writes"), "at most 100000 writes")) } else { Ok(()) };
        let mut seen = std::collections::HashSet::new();
        let mut write_to = |key: &dyn Fn(&str) -> String, cycle: u64, switch: u32| {
            if !seen.insert((cycle, switch)) {
                return Err(invalid(&key("cycle"), cycle, format!("a cycle without another write to switch {switch} (one configuration write per switch per cycle)")));
            }
            range(&key("switch"), switch, 0, topology.switches.len() as u32 - 1, "a switch of this network")
        };
        let before_end = |key: &dyn Fn(&str) -> String, cycle: u64| if cycle >= sim.cycles { Err(invalid(&key("cycle"), cycle, format!("< sim.cycles ({})", sim.cycles))) } else { Ok(()) };
        many("switch.opm.writes", s.opm.writes.len())?;
        if !s.sl_to_vl_writes.is_empty() && sl2vl.is_none() {
            return Err(invalid("switch.sl_to_vl_writes", format!("{} writes", s.sl_to_vl_writes.len()), "[] (none) without switch.sl_to_vl"));
        }
        many("switch.sl_to_vl_writes", s.sl_to_vl_writes.len())?;
        for (i, w) in s.sl_to_vl_writes.iter().enumerate() {
            let key = |k: &str| format!("switch.sl_to_vl_writes[{i}].{k}");
            write_to(&key, w.cycle, w.switch)?;
            range(&key("sl"), w.sl, 0, 15, "a service level")?;
            range(&key("vl"), w.vl, 0, s.vcs - 1, "a VL (virtual channel) of this switch, 0..switch.vcs")?;
            before_end(&key, w.cycle)?;
        }
        for (i, w) in s.opm.writes.iter().enumerate() {
            let key = |k: &str| format!("switch.opm.writes[{i}].{k}");
            write_to(&key, w.cycle, w.switch)?;
            range(&key("port"), w.port, 0, ports - 1, "an output port")?;
            range(&key("value"), w.value, *space::OPM_REGISTER.start(), *space::OPM_REGISTER.end(), "4-bit threshold register")?;
            before_end(&key, w.cycle)?;
        }
        let capacity_packets = (s.buffer_flits / s.max_packet_flits).max(1);
        let mc = &h.mvcm;
        let positive = |key: &str, v: Option<f64>| -> Result<(), ConfigError> {
            match v {
                Some(x) if !(x > 0.0 && x <= 1e9) => Err(invalid(key, x, "0 < value <= 1e9")),
                _ => Ok(()),
            }
        };
        positive("hosts.mvcm.t_hop_cycles", mc.t_hop_cycles)?;
        positive("hosts.mvcm.link_bytes_per_cycle", mc.link_bytes_per_cycle)?;
        positive("hosts.mvcm.header_bytes", mc.header_bytes)?;
        positive("hosts.mvcm.ack_bytes", mc.ack_bytes)?;
        if let Some(x) = mc.payload_bytes {
            if !(0.0..=1e9).contains(&x) {
                return Err(invalid("hosts.mvcm.payload_bytes", x, "0 <= bytes <= 1e9"));
            }
        }
        if let Some(x) = mc.hops {
            range("hosts.mvcm.hops", x, 1, 1000, "switches on the longest path")?;
        }
        if let Some(x) = mc.dw_max {
            range("hosts.mvcm.dw_max", x, 1, 64, "packets")?;
        }
        if let Some(x) = mc.k {
            range("hosts.mvcm.k", x, 2, 64, "waiting-slot multiplier")?;
        }
        if let Some(x) = mc.n {
            range("hosts.mvcm.n", x, 0, 16, "waiting-slot increases")?;
        }
        let cct = &h.cct;
        range("hosts.cct.increment", cct.increment, 1, 64, "CCT index steps per BECN")?;
        if !(1..=1_000_000_000).contains(&cct.timer_cycles) {
            return Err(invalid("hosts.cct.timer_cycles", cct.timer_cycles, "1..=1000000000"));
        }
        if let Some(tab) = &cct.table {
            if tab.is_empty() || tab.len() > 1024 {
                return Err(invalid("hosts.cct.table", format!("{} entries", tab.len()), "1..=1024 IPD values"));
            }
            if let Some((i, v)) = tab.iter().enumerate().find(|(_, &v)| v > 255) {
                return Err(invalid(&format!("hosts.cct.table[{i}]"), v, "0..=255 (an IPD value)"));
            }
        }
        let mvcm = {
            let flit_bytes = s.flit_bits as f64 / 8.0;
            let mean_flits = (tr.packet_flits.min + tr.packet_flits.max) as f64 / 2.0;
            let hops = mc.hops.unwrap_or(topology.max_hops);
            let t_hop = mc.t_hop_cycles.unwrap_or(2.0);
            let b = mc.link_bytes_per_cycle.unwrap_or(flit_bytes);
            let head = mc.header_bytes.unwrap_or(flit_bytes);
            let payload = mc.payload_bytes.unwrap_or((mean_flits - 1.0) * flit_bytes);
            let ack = mc.ack_bytes.unwrap_or(h.ack_flits as f64 * flit_bytes);
            let data = head + payload;
            let rtt = 2.0 * hops as f64 * t_hop + (data + ack) / b;
            let omega = (2.0 * hops as f64 * t_hop * b + data + ack) / data;
            let radix = match t.kind {
                TopologyKind::Single => ports,
                TopologyKind::TwoSwitch => ports - 1,
                TopologyKind::KaryNfly | TopologyKind::Bmin => t.k,
                TopologyKind::Mesh | TopologyKind::Torus => t.concentration,
            };
            let stages = match t.kind {
                TopologyKind::Single => 1,
                TopologyKind::TwoSwitch => 2,
                TopologyKind::KaryNfly | TopologyKind::Bmin => t.n,
                TopologyKind::Mesh | TopologyKind::Torus => topology.max_hops,
            };
            MvcmDerived {
                hops,
                t_hop_cycles: t_hop,
                link_bytes_per_cycle: b,
                data_bytes: data,
                header_bytes: head,
                payload_bytes: payload,
                ack_bytes: ack,
                rtt_min_cycles: rtt,
                omega,
                dw_max: mc.dw_max.unwrap_or(((omega - 1e-9).ceil() as u32).clamp(1, 64)),
                ws_cycles: rtt.ceil().max(1.0) as u64,
                k: mc.k.unwrap_or(radix.max(2)),
                n: mc.limit_ws.then(|| mc.n.unwrap_or(stages)),
                input_threshold_packets: (s.mvpm.input_threshold * capacity_packets as f64 + 1e-9).floor() as u32,
                output_threshold_packets: fraction_of(s.mvpm.output_threshold, capacity_packets),
            }
        };
        // FBICM inside VCs: each VC has its own cfqs lines, the port's lines VC-major
        let cam_lines = match s.queue_scheme {
            QueueScheme::Fbicm => s.cfqs * s.vcs,
            QueueScheme::Recn => s.saqs,
            _ => 0,
        };
        // fbicm and recn: the normal queue(s) first, then the CFQs / SAQs
        let saq_base = match s.queue_scheme {
            QueueScheme::Recn if s.recn.variant == RecnVariant::Enhanced => ports,
            QueueScheme::Fbicm | QueueScheme::Recn => 1,
            _ => 0,
        };
        let queues_per_input = match s.queue_scheme {
            QueueScheme::Fifo => 1,
            QueueScheme::VoqSw | QueueScheme::FifoBypass => ports,
            QueueScheme::VoqNet => hosts,
            QueueScheme::Fbicm => 1 + s.cfqs,
            QueueScheme::Recn => saq_base + cam_lines,
        };
        if recn && tp_bits > cam::MAX_TURNPOOL_BITS {
            return Err(invalid(
                "switch.queue_scheme",
                "\"recn\"",
                format!(
                    "recn networks whose turnpool fits {} bits (PCI Express AS has 31); this one needs {tp_bits} ({} hops of {} bits): use a smaller network or another scheme",
                    cam::MAX_TURNPOOL_BITS,
                    topology.max_hops,
                    header::clog2(ports as u64)
                ),
            ));
        }
        let capacity = (s.buffer_flits / s.max_packet_flits).max(1);
        let egress_capacity_packets = if s.egress_buffer_flits == 0 { 0 } else { (s.egress_buffer_flits / s.max_packet_flits).max(1) };
        // basic RECN's egress detection: cnt1 of the input-queued switch against the input
        // buffer's capacity, or a CIOQ switch's egress normal queue against the egress buffer's
        // (issue 33 step 3)
        let recn_egress_packets = fraction_of(s.recn.detect_threshold, if recn && egress_capacity_packets > 0 { egress_capacity_packets } else { capacity });
        // RECN's egress SAQs (CIOQ): Xoff towards the ingress ports at the Stop threshold, Xon at
        // Go, fractions of the egress buffer
        let (recn_egress_stop_flits, recn_egress_go_flits) = if recn && s.egress_buffer_flits > 0 {
            let (st, go) = (fraction_of(s.recn.stop_threshold, s.egress_buffer_flits), fraction_of(s.recn.go_threshold, s.egress_buffer_flits));
            if go >= st {
                return Err(invalid(
                    "switch.recn.go_threshold",
                    s.recn.go_threshold,
                    format!("a fraction giving fewer flits than the stop threshold ({st} of the {} egress flits: egress SAQs use the same fractions); it gives {go}", s.egress_buffer_flits),
                ));
            }
            (st, go)
        } else {
            (0, 0)
        };
        // ADD payload: a destination (fbicm) or the route to the congested point, one turn per hop
        let fb = cam::FbLayout::new(cam_lines, if recn { tp_bits } else { header.host_bits });
        if fb.width > 64 {
            let (key, v, per) = if recn { ("switch.saqs", s.saqs, 1) } else { ("switch.cfqs", s.cfqs, s.vcs) };
            return Err(invalid(
                key,
                v,
                format!(
                    "at most {} with this network{}: the backward channel (2 bits per CAM line plus a notification of {} bits) must fit 64 bits",
                    (64 - (fb.width - 2 * cam_lines)) / 2 / per,
                    if per > 1 { format!(" and {per} VCs (lines per VC)") } else { String::new() },
                    fb.width - 2 * cam_lines
                ),
            ));
        }
        let st = &h.self_tuned;
        range("hosts.self_tuned.gather_cycles", st.gather_cycles, 1, 65536, "cycles (the side band's gather duration g)")?;
        if st.tuning_cycles == 0 || !st.tuning_cycles.is_multiple_of(st.gather_cycles) || st.tuning_cycles / st.gather_cycles > 1024 {
            return Err(invalid(
                "hosts.self_tuned.tuning_cycles",
                st.tuning_cycles,
                format!("a multiple of hosts.self_tuned.gather_cycles ({}), 1 to 1024 gather durations", st.gather_cycles),
            ));
        }
        for (key, v) in [("increment_pct", st.increment_pct), ("decrement_pct", st.decrement_pct), ("initial_pct", st.initial_pct)] {
            if !(v > 0.0 && v <= 100.0) {
                return Err(invalid(&format!("hosts.self_tuned.{key}"), v, "0 < percent of all buffers <= 100"));
            }
        }
        if !(st.drop_fraction > 0.0 && st.drop_fraction < 1.0) {
            return Err(invalid("hosts.self_tuned.drop_fraction", st.drop_fraction, "0 < fraction < 1"));
        }
        range("hosts.self_tuned.resets", st.resets, 1, 1000, "consecutive resets before the maximum is searched again")?;
        // with VCs every VC's share of an input buffer is a buffer (seed 003 §3 counts full
        // virtual-channel buffers)
        let all_buffers = topology.switches.len() as u64 * ports as u64 * s.vcs as u64;
        if let Some(t) = st.static_threshold {
            if t > all_buffers {
                return Err(invalid("hosts.self_tuned.static_threshold", t, format!("0..={all_buffers} full buffers (switches x ports x VCs input buffers)")));
            }
        }
        let pct = |x: f64| ((x / 100.0 * all_buffers as f64).round() as u64).max(1);
        let self_tuned = SelfTunedDerived {
            all_buffers,
            increment: pct(st.increment_pct),
            decrement: pct(st.decrement_pct),
            initial: st.static_threshold.unwrap_or_else(|| pct(st.initial_pct)),
        };
        let config_hash = config_hash(&cfg);
        let port_bits = header::clog2(ports as u64);
        let buffer_ram_bits = s.buffer_flits as u64 * (s.flit_bits as u64 + port_bits as u64 + 1);
        let buffer_ram = s.buffer_memory.pick(buffer_ram_bits);
        Ok(Params {
            speedup,
            egress_flits: s.egress_buffer_flits,
            egress_capacity_packets,
            egress_ram: s.buffer_memory.pick(s.egress_buffer_flits as u64 * s.flit_bits as u64),
            egress_opm_threshold: opm_thresholds(egress_capacity_packets),
            egress_vb_threshold: fraction_of(s.mvpm.output_threshold, egress_capacity_packets),
            buffer_ram_bits,
            buffer_ram,
            fullbuf_bits: header::clog2(ports as u64 * s.vcs as u64 + 1),
            self_tuned,
            port_bits: header::clog2(ports as u64),
            credit_bits: header::clog2(s.buffer_flits.max(s.egress_buffer_flits) as u64 + 1),
            age_bits: 8,
            cnt_bits: header::clog2(ports as u64 * s.buffer_flits as u64 + 1),
            capacity_packets,
            mb_threshold: mvcm.input_threshold_packets,
            vb_threshold: mvcm.output_threshold_packets,
            mvcm,
            opm_threshold: opm_thresholds(capacity_packets),
            cfg_addr_bits: 1 + header.host_bits.max(header::clog2(ports as u64 + if sl2vl.is_some() { 16 } else { 0 })),
            sl2vl,
            sl_of_class,
            sl_reorder,
            cfg_data_bits: header::clog2(ports as u64).max(4) + if adaptive { ports } else { 0 },
            adaptive,
            escape_vcs: match (adaptive, t.kind) {
                (false, _) | (true, TopologyKind::Bmin) => 0,
                (true, TopologyKind::Torus) => 2,
                _ => 1,
            },
            stat_addr_bits: header::clog2(ports as u64 * STAT_SLOTS as u64),
            queues_per_input: queues_per_input * s.vcs,
            queues_per_vc: queues_per_input,
            vcs: s.vcs,
            vc_bits: header.vc_bits,
            vc_buffer_flits: s.buffer_flits / s.vcs,
            dateline: t.kind == TopologyKind::Torus,
            concentration: if matches!(t.kind, TopologyKind::Mesh | TopologyKind::Torus) { t.concentration } else { 0 },
            saq_base,
            cam_detect_flits,
            cam_stop_flits,
            cam_go_flits,
            recn_egress_packets,
            recn_egress_stop_flits,
            recn_egress_go_flits,
            fb,
            hosts,
            ports,
            header,
            topology,
            config_hash,
            cfg,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(overrides: &[&str]) -> String {
        let o: Vec<String> = overrides.iter().map(|s| s.to_string()).collect();
        match load(None, &o).and_then(Params::new) {
            Ok(_) => panic!("{overrides:?} accepted"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn default_is_the_issue_network() {
        let p = Params::new(load(None, &[]).unwrap()).unwrap();
        assert_eq!((p.hosts, p.topology.switches.len(), p.ports), (64, 48, 4));
        assert_eq!(p.cfg.traffic.packet_flits, PacketLen { min: 1, max: 4 });
    }

    #[test]
    fn errors_name_key_value_and_range() {
        let e = err(&["topology.k=1"]);
        assert!(e.contains("topology.k = 1") && e.contains("2..=16"), "{e}");
        let e = err(&["switch.buffer_flits=4", "switch.max_packet_flits=8"]);
        assert!(e.contains("switch.buffer_flits = 4") && e.contains("8..=8192"), "{e}");
        let e = err(&["traffic.rate=1.5"]);
        assert!(e.contains("traffic.rate = 1.5") && e.contains("0 < rate <= 1"), "{e}");
        let e = err(&["switch.bogus=3"]);
        assert!(e.contains("unknown key `switch.bogus`"), "{e}");
        let e = err(&["topology.k=\"four\""]);
        assert!(e.contains("topology.k") && e.contains("four"), "{e}");
        let e = err(&["traffic.hotspot.dest=64"]);
        assert!(e.contains("traffic.hotspot.dest = 64") && e.contains("0..=63"), "{e}");
        let e = err(&["topology.k=8", "topology.n=5"]);
        assert!(e.contains("topology.n = 5") && e.contains("4096"), "{e}");
        for e in [e] {
            assert_eq!(e.lines().count(), 1);
        }
    }

    #[test]
    fn buffer_memory_auto_picks_by_size() {
        let p = |o: &[&str]| Params::new(load(None, &o.iter().map(|s| s.to_string()).collect::<Vec<_>>()).unwrap()).unwrap();
        // the default network: 4-port switches (2 port bits), B = 8 flits of 64 bits: 8 x 67
        let d = p(&[]);
        assert_eq!((d.buffer_ram_bits, d.buffer_ram), (8 * 67, BufferRam::Lut));
        // 30 x 67 = 2,010 bits, below 2,048; 31 x 67 = 2,077 at or above it
        assert_eq!(p(&["switch.buffer_flits=30"]).buffer_ram, BufferRam::Lut);
        assert_eq!(p(&["switch.buffer_flits=31"]).buffer_ram, BufferRam::Block);
        // the explicit keys win whatever the size
        assert_eq!(p(&["switch.buffer_memory=bram"]).buffer_ram, BufferRam::Block);
        assert_eq!(p(&["switch.buffer_flits=64", "switch.buffer_memory=lutram"]).buffer_ram, BufferRam::Lut);
        assert_eq!((BufferRam::Lut.code(), BufferRam::Block.code()), (0, 1));
    }

    #[test]
    fn credit_loop_of_contract_v2() {
        let p = Params::new(load(None, &[]).unwrap()).unwrap();
        let cl = p.credit_loop();
        // the default network (switch-to-switch links): B = 8, d = 1, R = 3; max_packet_flits 8,
        // traffic 1..4 flits
        assert_eq!((cl.buffer_flits, cl.credit_delay, cl.r_cycles), (8, 1, 3));
        assert_eq!((cl.min_buffer_flits(8), cl.min_buffer_flits(4)), (12, 8));
        assert!((cl.link_bound(8) - 8.0 / 12.0).abs() < 1e-12);
        // a single switch: only injection links, R = 2
        let s = Params::new(load(None, &["topology.kind=single".to_string(), "topology.ports=4".to_string()]).unwrap()).unwrap();
        assert_eq!(s.credit_loop().r_cycles, 2);
        assert_eq!(cl.link_bound(4), 1.0);
        assert_eq!(p.mean_packet_flits(), 2.5);
        // n = 1, r = 2: 4 / (4 + 1 + 2 - 2), below the fluid 6 / 7
        let cl = CreditLoop { buffer_flits: 6, credit_delay: 1, r_cycles: 2 };
        assert!((cl.link_bound(4) - 0.8).abs() < 1e-12);
        assert!((cl.fluid_bound(4.0) - 6.0 / 7.0).abs() < 1e-12);
        // L divides B: both forms agree (n = 2: 8 / (4 + 5 + 2))
        let cl = CreditLoop { buffer_flits: 8, credit_delay: 5, r_cycles: 2 };
        assert!((cl.link_bound(4) - 8.0 / 11.0).abs() < 1e-12 && (cl.fluid_bound(4.0) - 8.0 / 11.0).abs() < 1e-12);
        assert_eq!(CreditLoop { buffer_flits: 11, credit_delay: 5, r_cycles: 2 }.link_bound(4), 1.0);
    }

    /// Found by the fuzz harness (tests/config_fuzz.rs): a `--set` key of tens of thousands of
    /// parts nested as many JSON objects, and serde_json's recursive clone / print / drop
    /// overflowed the stack (exit 134); keys and values with a newline split the one-line
    /// message; a key with a backtick was cut at it.
    #[test]
    fn overrides_deep_keys_and_odd_text_are_refused_on_one_line() {
        for deep in ["a.".repeat(60_000) + "a=1", "topology.".to_string() + &"x.".repeat(100_000) + "x=1", "traffic.flows.".to_string() + &"a.".repeat(20) + "a=1"] {
            let e = err(&[deep.as_str()]);
            assert!(e.starts_with("invalid configuration: --set ") && e.contains("at most 16 dotted parts"), "{e}");
            assert!(e.len() < 600 && (deep.len() <= MAX_SHOWN_CHARS || e.contains(&format!("... ({} characters)", deep.len()))), "{e}");
        }
        // 16 parts: still an ordinary unknown key
        let e = err(&[&("topology.".to_string() + &"a.".repeat(14) + "a=1")]);
        assert!(e.contains("unknown key `topology.a`"), "{e}");
        for (set, want) in [
            ("switch.a\nb=1", "unknown key `switch.a\\nb`"),
            ("switch.a`b=1", "unknown key `switch.a`b`"),
            ("switch.marking=\"x\\ny\"", "switch.marking"),
            ("topo\rlogy=1", "unknown key `topo\\rlogy`"),
            ("a\nb", "--set a\\nb"),
        ] {
            let e = err(&[set]);
            assert!(e.lines().count() == 1 && !e.contains('\r') && e.contains(want), "{set:?}: {e:?}");
        }
        // a file that is not an object, then --set
        let e = load_bytes("f.json", b"[1]", &["topology.k=2".into()]).unwrap_err().to_string();
        assert!(e.contains("the configuration file is not a JSON object"), "{e}");
        let e = load_bytes("f.json", b"{\"a\xff\": 1}", &[]).unwrap_err().to_string();
        assert_eq!(e, "cannot read configuration f.json: stream did not contain valid UTF-8");
    }

    #[test]
    fn packet_len_forms() {
        let c = load(None, &["traffic.packet_flits=3".into()]).unwrap();
        assert_eq!(c.traffic.packet_flits, PacketLen { min: 3, max: 3 });
        let c = load(None, &["traffic.packet_flits=1..8".into()]).unwrap();
        assert_eq!(c.traffic.packet_flits, PacketLen { min: 1, max: 8 });
    }
}
