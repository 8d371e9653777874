//! switchgen RTL generator: validated [`Params`] -> Verilog from the askama templates in
//! `rtl_templates/` (one template per module), the network top wired from the topology, a file
//! list, a FuseSoC core and a JSON parameter report.
//!
//! Templates hold structure only: every width, name and loop bound comes from a field of the
//! template structs below. Every generated file starts with a header naming the tool version, the
//! RTL's hash ([`rtl_hash`]: of the generated Verilog itself, so keys the RTL does not read, such
//! as `hosts.*`, `traffic.*` and `sim.*`, leave every generated file as it is) and the command that
//! regenerates it.

use askama::Template;
use std::fs;
use std::path::{Path, PathBuf};
use switchgen_config::{stat, Arbitration, BufferRam, Endpoint, Marking, Params, QueueScheme, RecnVariant, TopologyKind};

/// Tool version written into generated headers.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Errors of the generator.
#[derive(Debug, thiserror::Error)]
pub enum GenError {
    #[error("template {name}: {source}")]
    Render { name: String, source: askama::Error },
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
}

/// The RTL source files in dependency order (paths relative to the output directory): the named
/// constants ([`DEFS_FILE`]) first, the network top ([`NETWORK_FILE`]) last.
pub const RTL_FILES: [&str; 13] = [
    DEFS_FILE,
    "rtl/sg_dist_ram.v",
    "rtl/sg_flit_ram.v",
    "rtl/sg_fifo.v",
    "rtl/sg_mqueue.v",
    "rtl/sg_cand.v",
    "rtl/sg_rr_arbiter.v",
    "rtl/sg_crossbar.v",
    "rtl/sg_cam_input.v",
    "rtl/sg_cam_output.v",
    "rtl/sg_input_unit.v",
    "rtl/sg_switch.v",
    NETWORK_FILE,
];

/// The generated file of named constants (`` `define ``s, include guard `SG_DEFS_V`): mode codes
/// and layouts, from the Rust types the model and the co-simulation use ([`render_defs`]).
pub const DEFS_FILE: &str = "rtl/sg_defs.v";

/// The network top.
pub const NETWORK_FILE: &str = "rtl/sg_network.v";

/// The `QSEL` parameter of the RTL (which queue a packet joins): 0 one queue (`fifo`), 1 its
/// output port (`voq_sw`, and `fifo_bypass`, whose queues per output keep their arrival
/// order), 2 its destination (`voq_net`), 3 the NFQ / CAM classification (`fbicm`, `recn`).
pub fn qsel_code(q: QueueScheme) -> u32 {
    match q {
        QueueScheme::Fifo => 0,
        QueueScheme::VoqSw | QueueScheme::FifoBypass => 1,
        QueueScheme::VoqNet => 2,
        QueueScheme::Fbicm | QueueScheme::Recn => 3,
    }
}

/// The `KEY` parameter of the RTL (CAM line key, docs/MICROARCHITECTURE.md "RECN"): 0 FBICM
/// (a destination set, seed 001 §3.3) and every scheme without CAM lines, 1 basic RECN, 2
/// enhanced RECN (a turnpool prefix, seed 004 §4.1-4.2).
pub fn key_code(q: QueueScheme, v: RecnVariant) -> u32 {
    match (q, v) {
        (QueueScheme::Recn, RecnVariant::Basic) => 1,
        (QueueScheme::Recn, RecnVariant::Enhanced) => 2,
        _ => 0,
    }
}

/// The text of [`DEFS_FILE`] (without the generated header): one `` `define `` per mode code
/// (`SG_MARKING_*` = [`marking_code`], `SG_QSEL_*` = [`qsel_code`], `SG_KEY_*` = [`key_code`]),
/// status slot (`SG_STAT_*` = `switchgen_config::stat`) and CAM monitor field
/// (`SG_MON_*` = `switchgen_config::cam::mon`, bit offsets in a 64-bit word), plus
/// `SG_HOP_BITS`. The same for every configuration.
pub fn render_defs() -> String {
    render_defs_for(None)
}

/// [`render_defs`] for configuration `p`: with CIOQ egress buffers also the egress monitor's
/// fields (`SG_EGR_*`, [`switchgen_config::egress_mon`]), which an input-queued switch's file
/// leaves out.
pub fn render_defs_for(p: Option<&Params>) -> String {
    use switchgen_config::cam::{mon, HOP_BITS};
    let mut d: Vec<(String, u32, &str)> = vec![];
    for (m, name) in [(Marking::None, "NONE"), (Marking::Naive, "NAIVE"), (Marking::Ipm, "IPM"), (Marking::Opm, "OPM"), (Marking::Mvpm, "MVPM")] {
        d.push((format!("SG_MARKING_{name}"), marking_code(m), marking_name(m)));
    }
    for (q, name) in [(QueueScheme::Fifo, "FIFO"), (QueueScheme::VoqSw, "VOQ_SW"), (QueueScheme::VoqNet, "VOQ_NET"), (QueueScheme::Fbicm, "CAM")] {
        let what = if q == QueueScheme::Fbicm { "fbicm, recn" } else { scheme_name(q) };
        d.push((format!("SG_QSEL_{name}"), qsel_code(q), what));
    }
    for (q, v, name, what) in [
        (QueueScheme::Fbicm, RecnVariant::Basic, "FBICM", "fbicm (or no CAM lines)"),
        (QueueScheme::Recn, RecnVariant::Basic, "RECN_BASIC", "recn basic"),
        (QueueScheme::Recn, RecnVariant::Enhanced, "RECN_ENHANCED", "recn enhanced"),
    ] {
        d.push((format!("SG_KEY_{name}"), key_code(q, v), what));
    }
    for (k, name) in stat::NAMES.iter().enumerate() {
        d.push((format!("SG_STAT_{}", name.to_uppercase()), k as u32, "status slot"));
    }
    d.push(("SG_STAT_USED".into(), stat::USED as u32, "status slots in use per port"));
    for (name, v) in [
        ("ACTIVE", mon::ACTIVE),
        ("STOP", mon::STOP),
        ("RC", mon::RC),
        ("SENT_STOP", mon::SENT_STOP),
        ("NOTIFIED", mon::NOTIFIED),
        ("PORT_LSB", mon::PORT_LSB),
        ("HOPS_LSB", mon::HOPS_LSB),
        ("NEXT_LSB", mon::NEXT_LSB),
        ("ROUTE_LSB", mon::ROUTE_LSB),
        ("SET_LSB", mon::SET_LSB),
        ("WAIT_ON_LSB", mon::WAIT_ON_LSB),
        ("FLITS_LSB", mon::FLITS_LSB),
    ] {
        d.push((format!("SG_MON_{name}"), v, "CAM monitor word bit"));
    }
    d.push(("SG_HOP_BITS".into(), HOP_BITS, "HopsToReach field bits"));
    for (r, name) in [(BufferRam::Lut, "LUT"), (BufferRam::Block, "BLOCK")] {
        d.push((format!("SG_RAM_{name}"), r.code(), r.name()));
    }
    if p.is_some_and(|p| p.egress_flits > 0) {
        use switchgen_config::egress_mon as em;
        for (name, v) in [("COUNT_LSB", em::COUNT_LSB), ("REM_LSB", em::REM_LSB), ("SENDING", em::SENDING), ("CREDITS_LSB", em::CREDITS_LSB), ("SPACE_LSB", em::SPACE_LSB)] {
            d.push((format!("SG_EGR_{name}"), v, "egress monitor word bit"));
        }
        // RECN's egress SAQs (issue 33 step 3): the queue the link reads, the egress line words
        if p.is_some_and(|p| p.cfg.switch.queue_scheme == QueueScheme::Recn) {
            d.push(("SG_EGR_RDQ_LSB".into(), em::RDQ_LSB, "egress monitor word bit"));
            d.push(("SG_MON_EG_HEADERS_LSB".into(), mon::EG_HEADERS_LSB, "CAM monitor word bit (egress line)"));
            d.push(("SG_MON_EG_WAIT_LSB".into(), mon::EG_WAIT_LSB, "CAM monitor word bit (egress line)"));
            d.push(("SG_MON_EHOLD".into(), mon::EHOLD, "CAM monitor word bit (input line: held by the egress-SAQ bound)"));
            d.push(("SG_MON_EHOLD_N_LSB".into(), mon::EHOLD_N_LSB, "CAM monitor word bit (word 0: normal / detection queues held)"));
        }
    }
    let w = d.iter().map(|x| x.0.len()).max().unwrap_or(0);
    let mut s = String::from(
        "// Named constants of the generated RTL (docs/MICROARCHITECTURE.md): mode codes of the\n\
         // MARKING / QSEL / KEY parameters, status slots and CAM monitor fields, written from the Rust\n\
         // types the model and the co-simulation use. Listed first in switchgen.f; every module that\n\
         // uses them also includes this file when it is compiled on its own.\n\
         `ifndef SG_DEFS_V\n`define SG_DEFS_V\n",
    );
    for (name, v, what) in d {
        s.push_str(&format!("`define {name:<w$} {v}  // {what}\n"));
    }
    s.push_str("`endif  // SG_DEFS_V\n");
    s
}

/// The hash of the RTL that `p` generates: 12 hex digits (48 bits) of SHA-256 over the path and
/// text of every file of [`RTL_FILES`] rendered without a header. It depends on exactly what the
/// Verilog depends on: two configurations that differ only in keys the RTL does not read (hosts,
/// traffic, simulation length) have the same hash, and generate byte-identical files apart
/// from the `Regenerate:` line, so the co-simulation cache (keyed by the files' contents) holds
/// one Verilator build for both. Written into every generated header and into `params.json`.
/// `switchgen synth`'s `rtl_hash` is the same idea with comments and assertions left out (an
/// edit of a comment leaves a measured row current).
///
/// Errors: a template that fails to render.
pub fn rtl_hash(p: &Params) -> Result<String, GenError> {
    use sha2::Digest;
    let mut files = render_rtl(p, "")?;
    files.push(GeneratedFile { path: NETWORK_FILE.into(), text: render("sg_network.v", network_tpl(p, String::new()))? });
    let mut h = sha2::Sha256::new();
    for f in &files {
        for part in [f.path.as_bytes(), f.text.as_bytes()] {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part);
        }
    }
    Ok(h.finalize().iter().take(6).map(|b| format!("{b:02x}")).collect())
}

/// The header lines of a generated file, each behind `comment`; `rtl` is [`rtl_hash`]`(p)`,
/// computed once by the caller (it renders every RTL file).
fn header(p: &Params, rtl: &str, regen: &str, comment: &str) -> String {
    let t = &p.cfg.topology;
    let s = &p.cfg.switch;
    [
        format!("Generated by switchgen {VERSION}. Do not edit: regenerate instead."),
        format!(
            "RTL {}: {} ({}ports={}), {} hosts, {}, {}-bit flits, {}-flit buffers.",
            rtl,
            kind_name(t.kind),
            // k and n only where the topology reads them
            match t.kind {
                TopologyKind::KaryNfly | TopologyKind::Bmin => format!("k={}, n={}, ", t.k, t.n),
                TopologyKind::Mesh | TopologyKind::Torus if t.concentration > 1 => format!("k={}, n={}, concentration={}, ", t.k, t.n, t.concentration),
                TopologyKind::Mesh | TopologyKind::Torus => format!("k={}, n={}, ", t.k, t.n),
                TopologyKind::Single | TopologyKind::TwoSwitch => String::new(),
            },
            p.ports,
            p.hosts,
            scheme_name(s.queue_scheme),
            s.flit_bits,
            s.buffer_flits
        ),
        format!("Regenerate: {regen}"),
    ]
    .iter()
    .map(|l| format!("{comment} {l}"))
    .collect::<Vec<_>>()
    .join("\n")
}

/// Name of a topology kind as in the configuration.
pub fn kind_name(k: TopologyKind) -> &'static str {
    match k {
        TopologyKind::Single => "single",
        TopologyKind::TwoSwitch => "two_switch",
        TopologyKind::KaryNfly => "kary_nfly",
        TopologyKind::Bmin => "bmin",
        TopologyKind::Mesh => "mesh",
        TopologyKind::Torus => "torus",
    }
}

/// Name of a marking policy as in the configuration.
pub fn marking_name(m: Marking) -> &'static str {
    match m {
        Marking::None => "none",
        Marking::Naive => "naive",
        Marking::Ipm => "ipm",
        Marking::Opm => "opm",
        Marking::Mvpm => "mvpm",
    }
}

/// The `MARKING` parameter of the RTL: 0 none, 1 naive, 2 ipm, 3 opm, 4 mvpm.
pub fn marking_code(m: Marking) -> u32 {
    match m {
        Marking::None => 0,
        Marking::Naive => 1,
        Marking::Ipm => 2,
        Marking::Opm => 3,
        Marking::Mvpm => 4,
    }
}

/// Name of a queue scheme as in the configuration.
pub fn scheme_name(q: QueueScheme) -> &'static str {
    match q {
        QueueScheme::Fifo => "fifo",
        QueueScheme::VoqSw => "voq_sw",
        QueueScheme::VoqNet => "voq_net",
        QueueScheme::Fbicm => "fbicm",
        QueueScheme::Recn => "recn",
        QueueScheme::FifoBypass => "fifo_bypass",
    }
}

fn describe(p: &Params) -> String {
    let t = &p.cfg.topology;
    match t.kind {
        TopologyKind::Single => format!("single {}-port switch", p.ports),
        TopologyKind::TwoSwitch => format!("two {}-port switches joined by one link", p.ports),
        TopologyKind::KaryNfly => format!("{}-ary {}-fly", t.k, t.n),
        TopologyKind::Bmin => format!("bidirectional MIN, {}-ary {}-tree", t.k, t.n),
        TopologyKind::Mesh => format!("{}-ary {}-mesh, {} host(s) per router, dimension-order routing", t.k, t.n, t.concentration),
        TopologyKind::Torus => format!("{}-ary {}-cube (torus), {} host(s) per router, dimension-order routing", t.k, t.n, t.concentration),
    }
}

#[derive(Template)]
#[template(path = "prim/sg_fifo.v", escape = "none")]
struct FifoTpl {
    header: String,
}

#[derive(Template)]
#[template(path = "prim/sg_dist_ram.v", escape = "none")]
struct DistRamTpl {
    header: String,
}

#[derive(Template)]
#[template(path = "prim/sg_flit_ram.v", escape = "none")]
struct FlitRamTpl {
    header: String,
}

#[derive(Template)]
#[template(path = "prim/sg_mqueue.v", escape = "none")]
struct MqueueTpl {
    header: String,
    /// FBICM inside VCs: a move port from any VC's NFQ (generated only then).
    vcmove: bool,
}

#[derive(Template)]
#[template(path = "prim/sg_cand.v", escape = "none")]
struct CandTpl {
    header: String,
    /// FBICM inside VCs: a move from any VC's NFQ (generated only then).
    vcmove: bool,
    /// RECN with egress SAQs: the next state of the candidates as outputs (the egress-SAQ bound).
    dnext: bool,
}

#[derive(Template)]
#[template(path = "prim/sg_rr_arbiter.v", escape = "none")]
struct ArbTpl {
    header: String,
}

#[derive(Template)]
#[template(path = "prim/sg_crossbar.v", escape = "none")]
struct CrossbarTpl {
    header: String,
}

#[derive(Template)]
#[template(path = "sg_cam_input.v", escape = "none")]
struct CamInputTpl {
    header: String,
    /// RECN with egress SAQs (CIOQ, issue 33 step 3): their logic is generated only then.
    egress_saqs: bool,
    /// FBICM inside VCs: the move port's gate (generated only then).
    fbvc: bool,
    /// The ADD key (KB bits) is wider than a RECN route (TPB + PB bits): FBICM with more hosts
    /// than 2^(TPB + PB); the recn-only route is then zero-extended (the text of every other
    /// network is as before).
    wide_key: bool,
}

#[derive(Template)]
#[template(path = "sg_cam_output.v", escape = "none")]
struct CamOutputTpl {
    header: String,
    /// RECN with egress SAQs (CIOQ, issue 33 step 3): their logic is generated only then.
    egress_saqs: bool,
}

#[derive(Template)]
#[template(path = "sg_input_unit.v", escape = "none")]
struct InputUnitTpl {
    header: String,
    /// RECN with egress SAQs (CIOQ, issue 33 step 3): their logic is generated only then.
    egress_saqs: bool,
    /// FBICM inside VCs: one sg_cam_input per VC and the move port's arbiter (only with `vcs`).
    fbvc: bool,
    /// `fifo_bypass`: the arrival numbers and the oldest-eligible request (without `vcs`).
    bypass: bool,
    /// Virtual channels (`switch.vcs` > 1, issue 34): their logic is generated only then.
    vcs: bool,
    /// Torus: the dateline VC pairs' logic (only with `vcs`).
    dateline: bool,
    /// Adaptive routing (issue 34): the per-request choice of output and VC (only with `vcs`).
    adaptive: bool,
    /// Service levels (`switch.sl_to_vl`, issue 34 step 2): a header's VC field rewritten at
    /// arrival to the VL of its SL, the candidates' credits of that VC (only with `vcs`).
    sl: bool,
}

#[derive(Template)]
#[template(path = "sg_switch.v", escape = "none")]
struct SwitchTpl<'a> {
    header: String,
    p: &'a Params,
    /// `fifo_bypass`: bits of a header's arrival number (0 otherwise) and the passes allowed.
    bypass_seq_bits: u32,
    bypass_limit: u32,
    queue_bits: u32,
    /// Queue of a packet: 0 the one queue, 1 its output port, 2 its destination.
    qsel: u32,
    oldest_first: u32,
    arbitration: &'static str,
    buffer_memory: &'static str,
    queue_scheme: &'static str,
    marking: &'static str,
    marking_code: u32,
    /// Verilog literal of the `opm` threshold table (16 entries of cnt_bits).
    opm_t: String,
    /// fbicm: CAM lines per port (1 without fbicm), HopsToReach bits, monitor bits.
    fb_lines: u32,
    hop_bits: u32,
    cam_bits: u32,
    /// CAM key kind: 0 fbicm (or none), 1 recn basic, 2 recn enhanced.
    cam_key: u32,
    key_bits: u32,
    tp_bits: u32,
    /// cnt1 kept without marking (recn basic's egress detection).
    cnt1_on: u32,
    /// CIOQ egress buffers (issue 33): `link_en_i`, `egr_o` and the egress logic are generated
    /// only then, so an input-queued switch's RTL is what it was before them.
    egress: bool,
    /// The egress buffers' flit memory: `SG_RAM_LUT or `SG_RAM_BLOCK, picked as for the input
    /// buffers ([`switchgen_config::BRAM_MIN_BITS`]).
    egress_ram: u32,
    /// Verilog literal of the egress `opm` threshold table (16 entries of credit_bits).
    egress_opm_t: String,
    /// RECN with egress SAQs (issue 33 step 3): the egress buffers hold 1 + C queues.
    egress_saqs: bool,
    /// Bits of an egress queue number (1 + C queues).
    egress_queue_bits: u32,
    /// Service levels (`switch.sl_to_vl`): the table's logic is generated only then, with its
    /// reset value as a Verilog literal (entry s at bits [s*VCB +: VCB]).
    sl: bool,
    sl2vl_init: String,
}

/// Width of a switch's `cam_o`: P x (2C + 1) words of 64 bits with fbicm, else 64 zero bits.
pub fn cam_bits(p: &Params) -> u32 {
    if p.fb.lines == 0 {
        64
    } else {
        p.ports * p.cam_words_per_port() as u32 * 64
    }
}

/// A switch instance of the network top.
struct SwitchInst {
    name: String,
    stage: u32,
    index: u32,
    /// Verilog literal of the routing table (ROUTE_INIT parameter).
    route_init: String,
    /// Torus: Verilog literal of the wrap-around outputs (the `vc_wrap_i` strap).
    vc_wrap: String,
    /// Adaptive routing: Verilog literal of the productive-output table (AMASK_INIT).
    amask_init: String,
}

/// One link of the network top: flit source -> input port, and credit of that input -> source.
struct Link {
    dst_valid: String,
    dst_data: String,
    src_valid: String,
    src_data: String,
    credit_dst: String,
    credit_src: String,
    /// fbicm / recn control channel of that input -> the source output ("" when not between
    /// switches).
    fb_dst: String,
    fb_src: String,
    /// recn leaf levels of the source output -> that input (zeros from a host; "" for an output
    /// link).
    fw_dst: String,
    fw_src: String,
    /// Virtual channels: the VC of the credit, beside `credit_dst` / `credit_src` ("" with one VC).
    credit_vc_dst: String,
    credit_vc_src: String,
}

/// The VC wire (`switch.vcs` > 1) beside a credit wire: `bus[k]` -> `bus_vc[(k+1)*VCB-1:k*VCB]`
/// (`x_o` / `x_i` -> `x_vc_o` / `x_vc_i`), a constant -> VCB zero bits.
fn credit_vc_wire(credit: &str, vcb: u32) -> String {
    match credit.strip_suffix(']').and_then(|c| c.split_once('[')) {
        Some((bus, k)) => {
            let bus = match bus.strip_suffix("_o").map(|b| (b, "_o")).or_else(|| bus.strip_suffix("_i").map(|b| (b, "_i"))) {
                Some((b, sfx)) => format!("{b}_vc{sfx}"),
                None => format!("{bus}_vc"),
            };
            slice(&bus, k.parse().unwrap_or(0), vcb)
        }
        None => format!("{vcb}'d0"),
    }
}

#[derive(Template)]
#[template(path = "sg_network.v", escape = "none")]
struct NetworkTpl<'a> {
    header: String,
    p: &'a Params,
    description: String,
    switches: Vec<SwitchInst>,
    links: Vec<Link>,
    open_signals: Vec<String>,
    /// Bits of a switch number (status read port select).
    switch_bits: u32,
    /// Width of a switch's `mon_o`.
    mon_bits: u32,
    /// Width of a switch's `cam_o`.
    cam_bits: u32,
    /// CIOQ egress buffers: `link_en_i` and every switch's `egr_o`.
    egress: bool,
}

#[derive(Template)]
#[template(path = "sg_switch_cosim.v", escape = "none")]
struct CosimTpl<'a> {
    header: String,
    p: &'a Params,
    ports: Vec<u32>,
    ports_rev: Vec<u32>,
    w1: u32,
    /// Width of `mon_o`.
    mon_bits: u32,
    /// Width of `cam_o`.
    cam_bits: u32,
    /// Width of a port's recn leaf levels (`in{p}_fw_i`, `out{p}_fw_o`): C, at least 1.
    fw_bits: u32,
    /// CIOQ egress buffers: `link_en_i` and `egr_o` exist.
    egress: bool,
}

#[derive(Template)]
#[template(path = "switchgen.f", escape = "none")]
struct FileListTpl {
    header: String,
    files: Vec<&'static str>,
}

#[derive(Template)]
#[template(path = "switchgen.core", escape = "none")]
struct CoreTpl {
    header: String,
    files: Vec<&'static str>,
    version: &'static str,
    description: String,
    /// [`rtl_hash`].
    rtl: String,
}

/// Verilog concatenation of `w`-bit decimal entries, entry 0 lowest (`{w'dT15, ..., w'dT0}`):
/// the `opm` threshold tables and the SL-to-VL table (short tables a reader checks by eye;
/// [`table_literal`] packs the long ones into hex).
fn entries_literal<T: std::fmt::Display>(w: u32, entries: &[T]) -> String {
    let e: Vec<String> = entries.iter().rev().map(|t| format!("{w}'d{t}")).collect();
    format!("{{{}}}", e.join(", "))
}

/// Verilog literal `{N*PB}'h...` of switch `s`'s routing table (entry d at bits [d*PB +: PB]).
fn route_literal(p: &Params, s: usize) -> String {
    table_literal(&p.topology.switches[s].route, p.port_bits as usize)
}

/// Verilog literal of switch `s`'s adaptive routing masks (AMASK_INIT parameter: entry d, the
/// productive outputs of destination d, at bits [d*P +: P]).
fn amask_literal(p: &Params, s: usize) -> String {
    table_literal(&p.topology.switches[s].amask, p.ports as usize)
}

/// Verilog literal of a table of `pb`-bit entries, entry d at bits [d*pb +: pb].
fn table_literal(route: &[u32], pb: usize) -> String {
    let bits = route.len() * pb;
    let mut nibbles = vec![0u8; bits.div_ceil(4)];
    for (d, &port) in route.iter().enumerate() {
        for b in 0..pb {
            if (port >> b) & 1 == 1 {
                let bit = d * pb + b;
                nibbles[bit / 4] |= 1 << (bit % 4);
            }
        }
    }
    let hex: String = nibbles.iter().rev().map(|n| format!("{n:x}")).collect();
    format!("{bits}'h{hex}")
}

/// Verilog part-select of element `k` of `width` bits in bus `bus`: `bus[(k+1)*width-1:k*width]`.
fn slice(bus: &str, k: u32, width: u32) -> String {
    format!("{bus}[{}:{}]", (k + 1) * width - 1, k * width)
}

fn network_tpl<'a>(p: &'a Params, header: String) -> NetworkTpl<'a> {
    let t = &p.topology;
    let w = p.cfg.switch.flit_bits;
    let switches: Vec<SwitchInst> = t
        .switches
        .iter()
        .enumerate()
        .map(|(s, n)| SwitchInst {
            name: n.name.clone(),
            stage: n.stage,
            index: n.index,
            route_init: route_literal(p, s),
            amask_init: if p.adaptive { amask_literal(p, s) } else { String::new() },
            vc_wrap: format!("{}'b{}", p.ports, n.wrap.iter().rev().map(|&w| if w { '1' } else { '0' }).collect::<String>()),
        })
        .collect();
    let mut links = vec![];
    let mut open_signals = vec![];
    for node in &t.switches {
        let nm = &node.name;
        for (port, src) in node.inp.iter().enumerate() {
            let dst_valid = format!("{nm}_in_valid[{port}]");
            let dst_data = slice(&format!("{nm}_in_data"), port as u32, w);
            let (src_valid, src_data, credit_dst) = match *src {
                Endpoint::Host(h) => (
                    format!("host_in_valid_i[{h}]"),
                    slice("host_in_data_i", h, w),
                    format!("host_in_credit_o[{h}]"),
                ),
                Endpoint::Switch { sw, port: op } => {
                    let up = &t.switches[sw as usize].name;
                    (
                        format!("{up}_out_valid[{op}]"),
                        slice(&format!("{up}_out_data"), op, w),
                        format!("{up}_out_credit[{op}]"),
                    )
                }
                Endpoint::Open => {
                    open_signals.push(format!("{nm}_in_credit[{port}]"));
                    ("1'b0".into(), format!("{w}'d0"), String::new())
                }
            };
            let credit_src = format!("{nm}_in_credit[{port}]");
            let fbw = p.fb.width;
            let (fb_dst, fb_src) = match *src {
                Endpoint::Switch { sw, port: op } => (slice(&format!("{}_out_fb", t.switches[sw as usize].name), op, fbw), slice(&format!("{nm}_in_fb"), port as u32, fbw)),
                _ => {
                    open_signals.push(slice(&format!("{nm}_in_fb"), port as u32, fbw));
                    (String::new(), String::new())
                }
            };
            let fwc = p.fb.lines.max(1);
            let fw_dst = slice(&format!("{nm}_in_fw"), port as u32, fwc);
            let fw_src = match *src {
                Endpoint::Switch { sw, port: op } => slice(&format!("{}_out_fw", t.switches[sw as usize].name), op, fwc),
                _ => format!("{fwc}'d0"),
            };
            links.push(Link { dst_valid, dst_data, src_valid, src_data, credit_dst, credit_src, fb_dst, fb_src, fw_dst, fw_src, credit_vc_dst: String::new(), credit_vc_src: String::new() });
        }
        for (port, dst) in node.out.iter().enumerate() {
            if !matches!(dst, Endpoint::Switch { .. }) {
                open_signals.push(slice(&format!("{nm}_out_fw"), port as u32, p.fb.lines.max(1)));
            }
            match *dst {
                Endpoint::Host(h) => links.push(Link {
                    dst_valid: format!("host_out_valid_o[{h}]"),
                    dst_data: slice("host_out_data_o", h, w),
                    src_valid: format!("{nm}_out_valid[{port}]"),
                    src_data: slice(&format!("{nm}_out_data"), port as u32, w),
                    credit_dst: format!("{nm}_out_credit[{port}]"),
                    credit_src: format!("host_out_credit_i[{h}]"),
                    fb_dst: slice(&format!("{nm}_out_fb"), port as u32, p.fb.width),
                    fb_src: format!("{}'d0", p.fb.width),
                    fw_dst: String::new(),
                    fw_src: String::new(),
                    credit_vc_dst: String::new(),
                    credit_vc_src: String::new(),
                }),
                Endpoint::Open => {
                    open_signals.push(format!("{nm}_out_valid[{port}]"));
                    open_signals.push(slice(&format!("{nm}_out_data"), port as u32, w));
                    links.push(Link {
                        dst_valid: String::new(),
                        dst_data: String::new(),
                        src_valid: String::new(),
                        src_data: String::new(),
                        credit_dst: format!("{nm}_out_credit[{port}]"),
                        credit_src: "1'b0".into(),
                        fb_dst: slice(&format!("{nm}_out_fb"), port as u32, p.fb.width),
                        fb_src: format!("{}'d0", p.fb.width),
                        fw_dst: String::new(),
                        fw_src: String::new(),
                        credit_vc_dst: String::new(),
                        credit_vc_src: String::new(),
                    });
                }
                Endpoint::Switch { .. } => {}
            }
        }
    }
    if p.vcs > 1 {
        for l in links.iter_mut().filter(|l| !l.credit_dst.is_empty()) {
            l.credit_vc_dst = credit_vc_wire(&l.credit_dst, p.vc_bits);
            l.credit_vc_src = credit_vc_wire(&l.credit_src, p.vc_bits);
        }
        let open_credits: Vec<String> = open_signals.iter().filter(|u| u.contains("_credit[")).map(|u| credit_vc_wire(u, p.vc_bits)).collect();
        open_signals.extend(open_credits);
    }
    NetworkTpl {
        header,
        p,
        description: describe(p),
        switch_bits: switchgen_config::header::clog2(t.switches.len() as u64),
        mon_bits: p.ports * stat::USED as u32 * 32,
        cam_bits: cam_bits(p),
        switches,
        links,
        open_signals,
        egress: p.egress_flits > 0,
    }
}

#[derive(Template)]
#[template(path = "sg_xcheck_tb.v", escape = "none")]
struct XcheckTpl<'a> {
    header: String,
    p: &'a Params,
    switches: Vec<SwitchInst>,
    switch_bits: u32,
    /// CIOQ egress buffers: the testbench drives `link_en_i` and samples `egr_o`.
    egress: bool,
}

/// Path of the X-check testbench in a lint directory (not part of the generated IP).
pub const XCHECK_TB: &str = "tb/sg_xcheck_tb.v";

/// The X-check testbench of the network (`sg_xcheck_tb`, Icarus): reset, idle inputs, every
/// status register read once; prints `XCHECK PASS` or `XCHECK X: <switch> <signals>` lines and
/// `XCHECK FAIL`. Errors: [`GenError::Render`].
pub fn render_xcheck_tb(p: &Params, regen: &str) -> Result<GeneratedFile, GenError> {
    let n = network_tpl(p, String::new());
    let t = XcheckTpl { header: header(p, &rtl_hash(p)?, regen, "//"), p, switches: n.switches, switch_bits: n.switch_bits, egress: p.egress_flits > 0 };
    Ok(GeneratedFile { path: XCHECK_TB.into(), text: render("sg_xcheck_tb.v", t)? })
}

/// Path of the synthesis wrapper in a `switchgen synth` work directory (not part of the
/// generated IP).
pub const SYNTH_TOP: &str = "synth/sg_synth_top.v";

/// One input port of the switch driven from a slice of the synthesis wrapper's input vector.
struct SynthInput {
    name: &'static str,
    range: String,
}

#[derive(Template)]
#[template(path = "sg_synth_top.v", escape = "none")]
struct SynthTopTpl<'a> {
    header: String,
    p: &'a Params,
    inputs: Vec<SynthInput>,
    in_bits: u32,
    out_bits: u32,
    fb_width: u32,
    fb_lines: u32,
    mon_bits: u32,
    cam_bits: u32,
    route_init: String,
    /// Adaptive routing: the productive-output table of switch 0 (AMASK_INIT).
    amask_init: String,
    /// CIOQ egress buffers: `link_en_i` is an input of the core, `egr_o` left open.
    egress: bool,
}

/// The synthesis wrappers of one switch (`sg_synth_core`: the switch with its functional ports
/// in two vectors and the co-simulation monitors open; `sg_synth_top`: the core between an input
/// shift chain and an output capture register, so no core port is a pin; docs/FPGA.md). The
/// routing table resets to switch 0's table of the network. Errors: [`GenError::Render`].
pub fn render_synth_top(p: &Params, regen: &str) -> Result<GeneratedFile, GenError> {
    let w = p.cfg.switch.flit_bits;
    let np = p.ports;
    let fbw = p.fb.width;
    let c = p.fb.lines.max(1);
    // input vector, least significant first: in_valid, in_data, out_credit, out_fb, in_fw,
    // cfg_we, cfg_addr, cfg_data, stat_addr
    let mut widths: Vec<(&'static str, u32)> = vec![
        ("in_valid_i  ", np),
        ("in_data_i   ", np * w),
        ("out_credit_i", np),
        ("out_fb_i    ", np * fbw),
        ("in_fw_i     ", np * c),
        ("cfg_we_i    ", 1),
        ("cfg_addr_i  ", p.cfg_addr_bits),
        ("cfg_data_i  ", p.cfg_data_bits),
        ("stat_addr_i ", p.stat_addr_bits),
    ];
    if p.egress_flits > 0 {
        widths.push(("link_en_i   ", 1));
    }
    if p.vcs > 1 {
        // virtual channels: the credits' VCs, and on a torus the wrap-around outputs (a strap:
        // an input here, so synthesis cannot fold the dateline logic of one router away)
        widths.push(("out_credit_vc_i", np * p.vc_bits));
        if p.dateline {
            widths.push(("vc_wrap_i   ", np));
        }
    }
    let mut inputs = vec![];
    let mut lsb = 0;
    for (name, bits) in widths {
        inputs.push(SynthInput { name, range: if bits == 1 { format!("in_i[{lsb}]") } else { format!("in_i[{} : {lsb}]", lsb + bits - 1) } });
        lsb += bits;
    }
    let out_bits = 2 * np + np * w + np * fbw + np * c + 16 + 32 + if p.vcs > 1 { np * p.vc_bits } else { 0 };
    let t = SynthTopTpl {
        header: header(p, &rtl_hash(p)?, regen, "//"),
        p,
        inputs,
        in_bits: lsb,
        out_bits,
        fb_width: fbw,
        fb_lines: c,
        mon_bits: p.ports * stat::USED as u32 * 32,
        cam_bits: cam_bits(p),
        route_init: route_literal(p, 0),
        amask_init: if p.adaptive { amask_literal(p, 0) } else { String::new() },
        egress: p.egress_flits > 0,
    };
    Ok(GeneratedFile { path: SYNTH_TOP.into(), text: render("sg_synth_top.v", t)? })
}

/// A rendered file: path relative to the output directory and its text.
pub struct GeneratedFile {
    pub path: std::borrow::Cow<'static, str>,
    pub text: String,
}

fn render<T: Template>(name: &str, t: T) -> Result<String, GenError> {
    t.render().map(|mut s| {
        if !s.ends_with('\n') {
            s.push('\n');
        }
        s
    })
    .map_err(|source| GenError::Render { name: name.to_string(), source })
}

/// Renders every file of a generated design. `regen` is the command line that regenerates it
/// (written into each file's header).
pub fn render_all(p: &Params, regen: &str) -> Result<Vec<GeneratedFile>, GenError> {
    let rtl = rtl_hash(p)?;
    let h = header(p, &rtl, regen, "//");
    let mut files = render_rtl(p, &h)?;
    files.push(GeneratedFile {
        path: NETWORK_FILE.into(),
        text: render("sg_network.v", network_tpl(p, h.clone()))?,
    });
    files.push(GeneratedFile {
        path: "switchgen.f".into(),
        text: render("switchgen.f", FileListTpl { header: h.clone(), files: RTL_FILES.to_vec() })?,
    });
    files.push(GeneratedFile {
        path: "switchgen.core".into(),
        text: render(
            "switchgen.core",
            CoreTpl { header: header(p, &rtl, regen, "#"), files: RTL_FILES.to_vec(), version: VERSION, description: describe(p), rtl },
        )?,
    });
    Ok(files)
}

/// The switch and its primitives (everything but the network top), with header `h`.
fn render_rtl(p: &Params, h: &str) -> Result<Vec<GeneratedFile>, GenError> {
    let h = h.to_string();
    Ok(vec![
        GeneratedFile { path: DEFS_FILE.into(), text: format!("{h}\n{}", render_defs_for(Some(p))) },
        GeneratedFile { path: RTL_FILES[1].into(), text: render("sg_dist_ram.v", DistRamTpl { header: h.clone() })? },
        GeneratedFile { path: RTL_FILES[2].into(), text: render("sg_flit_ram.v", FlitRamTpl { header: h.clone() })? },
        GeneratedFile { path: RTL_FILES[3].into(), text: render("sg_fifo.v", FifoTpl { header: h.clone() })? },
        GeneratedFile { path: RTL_FILES[4].into(), text: render("sg_mqueue.v", MqueueTpl { header: h.clone(), vcmove: p.cam_vcs() > 1 })? },
        GeneratedFile { path: RTL_FILES[5].into(), text: render("sg_cand.v", CandTpl { header: h.clone(), vcmove: p.cam_vcs() > 1, dnext: p.egress_saqs() })? },
        GeneratedFile { path: RTL_FILES[6].into(), text: render("sg_rr_arbiter.v", ArbTpl { header: h.clone() })? },
        GeneratedFile { path: RTL_FILES[7].into(), text: render("sg_crossbar.v", CrossbarTpl { header: h.clone() })? },
        GeneratedFile { path: RTL_FILES[8].into(), text: render("sg_cam_input.v", CamInputTpl { header: h.clone(), egress_saqs: p.egress_saqs(), fbvc: p.cam_vcs() > 1, wide_key: p.fb.key_bits.max(1) > p.header.tp_bits.max(1) + p.port_bits })? },
        GeneratedFile { path: RTL_FILES[9].into(), text: render("sg_cam_output.v", CamOutputTpl { header: h.clone(), egress_saqs: p.egress_saqs() })? },
        GeneratedFile { path: RTL_FILES[10].into(), text: render("sg_input_unit.v", InputUnitTpl { header: h.clone(), egress_saqs: p.egress_saqs(), fbvc: p.cam_vcs() > 1, bypass: p.cfg.switch.queue_scheme == QueueScheme::FifoBypass, vcs: p.vcs > 1, dateline: p.dateline, adaptive: p.adaptive, sl: p.sl2vl.is_some() })? },
        GeneratedFile { path: RTL_FILES[11].into(), text: render("sg_switch.v", switch_tpl(p, h))? },
    ])
}

fn switch_tpl(p: &Params, header: String) -> SwitchTpl<'_> {
    let s = &p.cfg.switch;
    SwitchTpl {
        header,
        p,
        bypass_seq_bits: if s.queue_scheme == QueueScheme::FifoBypass { p.fifo_bypass_seq_bits() } else { 0 },
        bypass_limit: switchgen_config::FIFO_BYPASS_LIMIT,
        queue_bits: switchgen_config::header::clog2(p.queues_per_input as u64),
        qsel: qsel_code(s.queue_scheme),
        fb_lines: p.fb.lines.max(1),
        hop_bits: switchgen_config::cam::HOP_BITS,
        cam_bits: cam_bits(p),
        cam_key: key_code(s.queue_scheme, s.recn.variant),
        key_bits: p.fb.key_bits.max(1),
        tp_bits: p.header.tp_bits.max(1),
        cnt1_on: (s.queue_scheme == QueueScheme::Recn && s.recn.variant == RecnVariant::Basic) as u32,
        egress: p.egress_flits > 0,
        egress_saqs: p.egress_saqs(),
        egress_queue_bits: switchgen_config::header::clog2(1 + s.saqs as u64).max(1),
        egress_ram: p.egress_ram.code(),
        egress_opm_t: entries_literal(p.credit_bits, &p.egress_opm_threshold),
        oldest_first: (s.arbitration == Arbitration::OldestFirst) as u32,
        buffer_memory: s.buffer_memory.name(),
        arbitration: match s.arbitration {
            Arbitration::RoundRobin => "round-robin",
            Arbitration::OldestFirst => "oldest-first",
        },
        queue_scheme: scheme_name(s.queue_scheme),
        marking: marking_name(s.marking),
        marking_code: marking_code(s.marking),
        sl: p.sl2vl.is_some(),
        sl2vl_init: entries_literal(p.vc_bits, &p.sl2vl.unwrap_or_default()),
        opm_t: entries_literal(p.cnt_bits, &p.opm_threshold),
    }
}

/// Sources for a co-simulation model of one switch: the switch files plus the per-port wrapper
/// `sg_switch_cosim` (top). Their header does not name the configuration, so configurations that
/// differ only outside the switch (traffic, seed, topology with the same switch) share one
/// Verilator build.
pub fn render_cosim(p: &Params) -> Result<Vec<GeneratedFile>, GenError> {
    let h = format!("// Generated by switchgen {VERSION} for co-simulation. Do not edit.");
    let mut files = render_rtl(p, &h)?;
    let ports: Vec<u32> = (0..p.ports).collect();
    let ports_rev: Vec<u32> = ports.iter().rev().copied().collect();
    files.push(GeneratedFile {
        path: "rtl/sg_switch_cosim.v".into(),
        text: render(
            "sg_switch_cosim.v",
            CosimTpl {
                header: h,
                p,
                ports,
                ports_rev,
                w1: p.cfg.switch.flit_bits - 1,
                mon_bits: p.ports * stat::USED as u32 * 32,
                cam_bits: cam_bits(p),
                fw_bits: p.fb.lines.max(1),
                egress: p.egress_flits > 0,
            },
        )?,
    });
    Ok(files)
}

/// Sources for a co-simulation model of the whole network (`sg_network` top), with the neutral
/// co-simulation header (see [`render_cosim`]).
pub fn render_network_cosim(p: &Params) -> Result<Vec<GeneratedFile>, GenError> {
    let h = format!("// Generated by switchgen {VERSION} for co-simulation. Do not edit.");
    let mut files = render_rtl(p, &h)?;
    files.push(GeneratedFile { path: NETWORK_FILE.into(), text: render("sg_network.v", network_tpl(p, h))? });
    Ok(files)
}

/// Writes `files` under `out`, all or nothing: into a sibling temporary directory first, renamed
/// to `out` only when every file is written (an interrupted run leaves no `out` that looks
/// complete). An existing `out` is replaced.
pub fn write_atomic(out: &Path, files: &[GeneratedFile]) -> Result<(), GenError> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| GenError::Io { path, source }
    };
    let parent = out.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    fs::create_dir_all(parent).map_err(io(parent))?;
    let name = out.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_else(|| "out".into());
    let tmp = parent.join(format!(".{name}.tmp-{}", std::process::id()));
    let _ = fs::remove_dir_all(&tmp);
    for f in files {
        let path = tmp.join(f.path.as_ref());
        if let Some(d) = path.parent() {
            fs::create_dir_all(d).map_err(io(d))?;
        }
        fs::write(&path, &f.text).map_err(io(&path))?;
    }
    if out.exists() {
        let old = parent.join(format!(".{name}.old-{}", std::process::id()));
        fs::rename(out, &old).map_err(io(out))?;
        fs::rename(&tmp, out).map_err(io(out))?;
        let _ = fs::remove_dir_all(&old);
    } else {
        fs::rename(&tmp, out).map_err(io(out))?;
    }
    Ok(())
}
