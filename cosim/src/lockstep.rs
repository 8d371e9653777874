//! Lockstep co-simulation (SPEC §6): the generated switch RTL, Verilated once per switch
//! configuration and instantiated once per switch of the network, wired in Rust by the same
//! [`Network`] code as the golden model, with the same hosts and traffic. Both networks step one
//! cycle at a time and every link (flit valid + data on every switch output, credit on every switch
//! input, and the host-driven wires) is compared every cycle. The first difference stops the run
//! with the cycle, switch, port, expected vs actual, and a VCD of the diverging switch replayed
//! from cycle 0 with tracing on.

use crate::verilator::{BuildInfo, BuildSpec, Instance, Library, PortSpec, VerilatorError};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use switchgen_config::{HeaderLayout, Params};
use switchgen_model::network::{Fault, NetError, Network};
use switchgen_model::switch::Switch;
use switchgen_model::{CfgWrite, PortIn, PortOut, SwitchSim};

/// Why a co-simulation failed.
#[derive(Debug, thiserror::Error)]
pub enum CosimError {
    #[error(transparent)]
    Verilator(#[from] VerilatorError),
    #[error("generator: {0}")]
    Generate(#[from] switchgen_generator::GenError),
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("golden model failed: {0}")]
    Model(NetError),
    #[error("RTL network failed: {0}")]
    Rtl(NetError),
    #[error("the golden model's thread panicked")]
    ModelThread,
    #[error("{0}")]
    Divergence(Box<Divergence>),
    #[error("{0}")]
    Assertion(Box<AssertionFailure>),
    #[error("--rtl {path}: {why}")]
    RtlDir { path: PathBuf, why: String },
}

/// A named assertion of the RTL (`*_A`, compiled in with `SG_ASSERT`; any Verilog `$error`,
/// `$stop` or `$fatal` counts) fired during a co-simulation. The run stops at the first one.
#[derive(Debug, Clone, serde::Serialize)]
pub struct AssertionFailure {
    /// The cycle whose values violated the assertion: the check samples them at the rising edge
    /// that ends the cycle (the network's cycle count from 0, the cycle [`Divergence::cycle`]
    /// would give the wires that edge drives, minus one).
    pub cycle: u64,
    /// The switch whose model fired (`usize::MAX`: the whole-network top, see `message` for
    /// the instance).
    pub switch: usize,
    pub switch_name: String,
    /// The assertion's name (e.g. `GRANT_ONEHOT_A`), taken from the message; `$error` when the
    /// message names none.
    pub name: String,
    /// What the model printed: Verilator's `[time] %Error: file:line: Assertion failed in
    /// <instance>: NAME_A: ...` line(s).
    pub message: String,
    /// VCD of the switch up to a few cycles after the failure, when it could be written.
    pub waveform: Option<PathBuf>,
    /// Seed of the run (`traffic.seed`).
    pub seed: u64,
    /// Command that replays this run.
    pub replay: String,
}

impl std::fmt::Display for AssertionFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "ASSERTION {} failed at cycle {}: switch {} (#{}): {}; seed {}; replay: {}",
            self.name,
            self.cycle,
            self.switch_name,
            self.switch,
            self.message.trim_end().replace('\n', " | "),
            self.seed,
            self.replay
        )?;
        if let Some(w) = &self.waveform {
            write!(f, "; waveform: {}", w.display())?;
        }
        Ok(())
    }
}

/// The name of the first named assertion (`[A-Z][A-Z0-9_]*_A`) in a model's message, else
/// `$error`.
pub fn assertion_name(message: &str) -> String {
    message
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .find(|w| w.len() > 2 && w.ends_with("_A") && w.starts_with(|c: char| c.is_ascii_uppercase()) && w.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
        .unwrap_or("$error")
        .to_string()
}

/// The first difference between model and RTL.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Divergence {
    /// Cycle during which the differing value is on the wire.
    pub cycle: u64,
    pub switch: usize,
    pub switch_name: String,
    pub port: usize,
    /// `flit` (output port's valid/data) or `credit` (input port's credit), or `host ...`.
    pub signal: String,
    pub expected: String,
    pub actual: String,
    /// VCD of the diverging RTL switch around the divergence, when it could be written.
    pub waveform: Option<PathBuf>,
    /// Seed of the run (`traffic.seed`).
    pub seed: u64,
    /// Command that replays this run.
    pub replay: String,
}

impl std::fmt::Display for Divergence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "DIVERGENCE at cycle {}: switch {} (#{}) port {} {}: expected (model) {}, actual (RTL) {}; seed {}; replay: {}",
            self.cycle, self.switch_name, self.switch, self.port, self.signal, self.expected, self.actual, self.seed, self.replay
        )?;
        if let Some(w) = &self.waveform {
            write!(f, "; waveform: {}", w.display())?;
        }
        Ok(())
    }
}

/// A Verilated switch (`sg_switch_cosim`) as a [`SwitchSim`].
///
/// Input vector order: rst_ni, then per port p: in{p}_valid_i, in{p}_data_i (ceil(W / 64) slots),
/// out{p}_credit_i, out{p}_fb_i, in{p}_fw_i, then cfg_we_i, cfg_addr_i, cfg_data_i, stat_addr_i.
/// Output order: per port p: in{p}_credit_o, out{p}_valid_o, out{p}_data_o (ceil(W / 64) slots),
/// in{p}_fb_o, out{p}_fw_o, then err_count_o, stat_data_o,
/// mon_o (P x stat::USED 32-bit registers in u64 slots, least significant first), cam_o (FBICM
/// monitor words), fullbuf_o (full-buffer count).
pub struct RtlSwitch {
    inst: Instance,
    p: usize,
    inputs: Vec<u64>,
    outputs: Vec<u64>,
    /// u64 slots per port in `inputs` after rst_ni and in `outputs` (4 + slots of a flit).
    stride: usize,
    /// Flits wider than 64 bits: the header layout whose [`HeaderLayout::wide_words`] gives
    /// bits 64.. of a flit, W, and a scratch for those words.
    header: HeaderLayout,
    flit_bits: u32,
    wide: Vec<u64>,
    /// The first valid output flit whose bits 64.. differ from its pattern, during the last step
    /// or before: (port, expected, actual) as hex.
    wide_diff: Option<(usize, String, String)>,
    errors: u32,
    /// Status registers unpacked from `mon_o` after the last step.
    status: Vec<u32>,
    /// A configuration write is on the port for the next step (cleared after it).
    cfg_pending: bool,
    /// Bits of the configuration address (its MSB selects the space).
    cfg_addr_bits: u32,
    /// Adaptive routing: where a routing table write's productive outputs start in the data
    /// (cfg_data_bits - P); None without adaptive routing (no mask is written).
    amask_lsb: Option<u32>,
    /// FBICM control channel layout, and the monitor words after the last step.
    fb: switchgen_config::cam::FbLayout,
    /// VCs owning CAM lines (FBICM inside VCs; 1 otherwise).
    cam_vcs: usize,
    cam_words: usize,
    mon_slots: usize,
    /// Output slot of `fullbuf_o`.
    fullbuf_slot: usize,
    /// CIOQ: input slot of `link_en_i` and the P output slots of `egr_o` from `egr_slot` (0
    /// without egress buffers).
    link_en_slot: usize,
    egr_slot: usize,
    egr_words: usize,
    /// Virtual channels: P x VCS output slots of `vc_o` from `fullbuf_slot + 1` (0 with one VC).
    vc_words: usize,
    /// A `$error` / `$stop` / `$fatal` fired (an assertion, see [`RtlSwitch::failure`]).
    failed: bool,
}

fn port_specs(p: &Params) -> (Vec<PortSpec>, Vec<PortSpec>) {
    let w = p.cfg.switch.flit_bits;
    let ps = |name: String, width: u32| PortSpec { name, width };
    let mut ins = vec![ps("rst_ni".into(), 1)];
    let mut outs = vec![];
    for i in 0..p.ports {
        ins.push(ps(format!("in{i}_valid_i"), 1));
        ins.push(ps(format!("in{i}_data_i"), w));
        // virtual channels: {VC, credit}
        let cw = if p.vcs > 1 { 1 + p.vc_bits } else { 1 };
        ins.push(ps(format!("out{i}_credit_i"), cw));
        ins.push(ps(format!("out{i}_fb_i"), p.fb.width));
        ins.push(ps(format!("in{i}_fw_i"), p.fb.lines.max(1)));
        outs.push(ps(format!("in{i}_credit_o"), cw));
        outs.push(ps(format!("out{i}_valid_o"), 1));
        outs.push(ps(format!("out{i}_data_o"), w));
        outs.push(ps(format!("in{i}_fb_o"), p.fb.width));
        outs.push(ps(format!("out{i}_fw_o"), p.fb.lines.max(1)));
    }
    ins.push(ps("cfg_we_i".into(), 1));
    ins.push(ps("cfg_addr_i".into(), p.cfg_addr_bits));
    ins.push(ps("cfg_data_i".into(), p.cfg_data_bits));
    ins.push(ps("stat_addr_i".into(), p.stat_addr_bits));
    outs.push(ps("err_count_o".into(), 16));
    outs.push(ps("stat_data_o".into(), 32));
    outs.push(ps("mon_o".into(), mon_bits(p)));
    outs.push(ps("cam_o".into(), switchgen_generator::cam_bits(p)));
    outs.push(ps("fullbuf_o".into(), p.fullbuf_bits));
    if p.vcs > 1 {
        // virtual channels (issue 34): P x VCS monitor words (never with egress buffers); on a
        // torus the wrap-around outputs (a strap, driven from the topology), last
        outs.push(ps("vc_o".into(), p.ports * p.vcs * 64));
        if p.dateline {
            ins.push(ps("vc_wrap_i".into(), p.ports));
        }
    }
    if p.egress_flits > 0 {
        // CIOQ (docs/MICROARCHITECTURE.md "CIOQ switches"): after every other port
        ins.push(ps("link_en_i".into(), 1));
        outs.push(ps("egr_o".into(), p.ports * 64));
    }
    (ins, outs)
}

/// Slots per port of the input vector (valid, data, credit, fb, fw) and of the output vector
/// (credit, valid, data, fb, fw) for flits of `w` bits.
fn stride(w: u32) -> usize {
    4 + crate::verilator::slots(w)
}

/// Checks bits 64.. of a valid `flit_bits`-bit flit with low word `low`: `got` holds its words
/// 1.. as read from the RTL, `want` (same length) is scratch for the pattern
/// ([`HeaderLayout::wide_words`]). A mismatch is returned as (expected, actual), each in hex,
/// most significant word first. Shared by the per-switch and the whole-network harness.
pub(crate) fn wide_mismatch(header: &HeaderLayout, low: u64, flit_bits: u32, got: &[u64], want: &mut [u64]) -> Option<(String, String)> {
    header.wide_words(low, flit_bits, want);
    if got == &want[..] {
        return None;
    }
    let hex = |v: &[u64]| format!("0x{}", v.iter().rev().map(|x| format!("{x:016x}")).collect::<Vec<_>>().join("_"));
    Some((hex(want), hex(got)))
}

/// Width of a switch's `mon_o`: P ports x stat::USED registers x 32 bits.
fn mon_bits(p: &Params) -> u32 {
    p.ports * switchgen_config::stat::USED as u32 * 32
}

impl RtlSwitch {
    /// Instantiates, resets (2 cycles) and loads switch `s`'s routing table through the
    /// configuration port (one entry per cycle).
    pub fn new(lib: &Arc<Library>, params: &Params, s: usize) -> Result<RtlSwitch, CosimError> {
        let p = params.ports as usize;
        let mon_slots = crate::verilator::slots(mon_bits(params));
        let w = params.cfg.switch.flit_bits;
        let st = stride(w);
        let egr = params.egress_flits > 0;
        let egr_words = if egr { p } else { 0 };
        let vc_words = if params.vcs > 1 { p * params.vcs as usize } else { 0 };
        let fullbuf_slot = st * p + 2 + mon_slots + crate::verilator::slots(switchgen_generator::cam_bits(params));
        let mut sw = RtlSwitch {
            inst: lib.instantiate()?,
            p,
            inputs: vec![0; 1 + st * p + 4 + egr as usize + params.dateline as usize],
            outputs: vec![0; fullbuf_slot + 1 + egr_words + vc_words],
            stride: st,
            header: params.header,
            flit_bits: w,
            wide: vec![0; crate::verilator::slots(w) - 1],
            wide_diff: None,
            errors: 0,
            status: vec![0; p * switchgen_config::stat::USED],
            cfg_pending: false,
            cfg_addr_bits: params.cfg_addr_bits,
            amask_lsb: params.adaptive.then(|| params.cfg_data_bits - params.ports),
            fb: params.fb,
            cam_vcs: params.cam_vcs() as usize,
            cam_words: if params.fb.lines == 0 { 0 } else { p * params.cam_words_per_port() },
            mon_slots,
            fullbuf_slot,
            link_en_slot: if egr { 1 + st * p + 4 } else { 0 },
            // egr_o follows fullbuf_o (one slot)
            egr_slot: fullbuf_slot + 1,
            egr_words,
            vc_words,
            failed: false,
        };
        for _ in 0..2 {
            sw.inst.step(&sw.inputs, &mut sw.outputs);
        }
        sw.inputs[0] = 1;
        let base = 1 + st * p;
        let node = &params.topology.switches[s];
        for (d, &port) in node.route.iter().enumerate() {
            sw.inputs[base] = 1;
            sw.inputs[base + 1] = d as u64;
            sw.inputs[base + 2] = sw.route_data(port, node.amask[d]);
            sw.inst.step(&sw.inputs, &mut sw.outputs);
        }
        sw.inputs[base] = 0;
        sw.inputs[base + 1] = 0;
        sw.inputs[base + 2] = 0;
        if params.dateline {
            // the router's wrap-around outputs, constant from reset on (set before the reset
            // cycles' end does not matter: only headers read them)
            sw.inputs[base + 4] = params.topology.switches[s].wrap_mask();
        }
        Ok(sw)
    }

    /// The configuration port's data word of a routing table write: the output port, with
    /// adaptive routing its productive outputs `mask` above it (`cfg_data_i[CDB-1 -: P]`).
    fn route_data(&self, port: u32, mask: u32) -> u64 {
        port as u64 | self.amask_lsb.map_or(0, |lsb| (mask as u64) << lsb)
    }

    /// Starts a VCD of this switch.
    pub fn trace_open(&mut self, path: &Path) -> Result<(), CosimError> {
        Ok(self.inst.trace_open(path)?)
    }

    pub fn trace_close(&mut self) {
        self.inst.trace_close();
    }

    /// What the model printed when a `$error` / `$stop` / `$fatal` (a named assertion) has
    /// fired, during the last step or before; None while none has.
    pub fn failure(&self) -> Option<String> {
        self.failed.then(|| self.inst.message())
    }

    /// With flits wider than 64 bits: the first valid output flit whose bits 64.. differed from
    /// the pattern of its low word ([`HeaderLayout::wide_word`]), as (port, expected, actual);
    /// None while all matched.
    pub fn wide_diff(&self) -> Option<&(usize, String, String)> {
        self.wide_diff.as_ref()
    }
}

impl SwitchSim for RtlSwitch {
    #[inline]
    fn step(&mut self, inp: &[PortIn], out: &mut [PortOut]) {
        let (st, nw) = (self.stride, self.wide.len());
        for (i, x) in inp.iter().enumerate().take(self.p) {
            let b = 1 + st * i;
            self.inputs[b] = x.flit.valid as u64;
            self.inputs[b + 1] = x.flit.data;
            if nw > 0 {
                // bits 64.. of a valid flit are its pattern (HeaderLayout::wide_word), else 0
                let up = &mut self.inputs[b + 2..b + 2 + nw];
                if x.flit.valid {
                    self.header.wide_words(x.flit.data, self.flit_bits, up);
                } else {
                    up.fill(0);
                }
            }
            self.inputs[b + 2 + nw] = x.credit as u64 | (x.credit_vc as u64) << 1;
            self.inputs[b + 3 + nw] = self.fb.pack(&x.fb);
            self.inputs[b + 4 + nw] = x.fw as u64;
        }
        self.failed = !self.inst.step(&self.inputs, &mut self.outputs);
        if std::mem::take(&mut self.cfg_pending) {
            self.inputs[1 + st * self.p..1 + st * self.p + 3].fill(0);
        }
        for (i, o) in out.iter_mut().enumerate().take(self.p) {
            let b = st * i;
            o.credit = self.outputs[b] & 1 != 0;
            o.credit_vc = (self.outputs[b] >> 1) as u8;
            o.flit.valid = self.outputs[b + 1] != 0;
            o.flit.data = self.outputs[b + 2];
            o.fb = self.fb.unpack(self.outputs[b + 3 + nw]);
            o.fw = self.outputs[b + 4 + nw] as u32;
            if nw > 0 && o.flit.valid && self.wide_diff.is_none() {
                self.wide_diff = wide_mismatch(&self.header, o.flit.data, self.flit_bits, &self.outputs[b + 3..b + 3 + nw], &mut self.wide).map(|(want, got)| (i, want, got));
            }
        }
        self.errors = self.outputs[st * self.p] as u32;
        let mon = &self.outputs[st * self.p + 2..];
        for (k, r) in self.status.iter_mut().enumerate() {
            *r = (mon[k / 2] >> (32 * (k & 1))) as u32;
        }
    }

    fn errors(&self) -> u32 {
        self.errors
    }

    fn status(&self) -> &[u32] {
        &self.status
    }

    fn set_stat_addr(&mut self, addr: u32) {
        self.inputs[1 + self.stride * self.p + 3] = addr as u64;
    }

    fn set_link_en(&mut self, on: bool) {
        if self.egr_words > 0 {
            self.inputs[self.link_en_slot] = on as u64;
        }
    }

    fn egress_into(&self, out: &mut Vec<u64>) {
        out.clear();
        out.extend_from_slice(&self.outputs[self.egr_slot..self.egr_slot + self.egr_words]);
    }

    fn vc_into(&self, out: &mut Vec<u64>) {
        out.clear();
        out.extend_from_slice(&self.outputs[self.fullbuf_slot + 1..self.fullbuf_slot + 1 + self.vc_words]);
    }

    fn cam_into(&self, out: &mut Vec<u64>) {
        let base = self.stride * self.p + 2 + self.mon_slots;
        out.clear();
        out.extend_from_slice(&self.outputs[base..base + self.cam_words]);
    }

    fn set_cfg(&mut self, w: Option<CfgWrite>) {
        let base = 1 + self.stride * self.p;
        let space = 1u64 << (self.cfg_addr_bits - 1);
        let (addr, data) = match w {
            None => {
                self.inputs[base..base + 3].fill(0);
                self.cfg_pending = false;
                return;
            }
            Some(CfgWrite::Route { dst, port, mask }) => (dst as u64, self.route_data(port, mask)),
            Some(CfgWrite::OpmThreshold { port, value }) => (space | port as u64, value as u64),
            Some(CfgWrite::SlToVl { sl, vl }) => (space | (self.p as u64 + sl as u64), vl as u64),
        };
        self.inputs[base] = 1;
        self.inputs[base + 1] = addr;
        self.inputs[base + 2] = data;
        self.cfg_pending = true;
    }

    fn stat_data(&self) -> u32 {
        self.outputs[self.stride * self.p + 1] as u32
    }

    fn full_buffers(&self) -> u32 {
        self.outputs[self.fullbuf_slot] as u32
    }
}

/// Verilates the switch of `params` (or loads it from `cache_dir`), without tracing support.
pub fn build_switch(params: &Params, cache_dir: &Path) -> Result<(Arc<Library>, BuildInfo), CosimError> {
    build_switch_with(params, cache_dir, false)
}

/// Verilates the switch of `params`, with VCD tracing when `trace` (used to replay a divergence).
pub fn build_switch_with(params: &Params, cache_dir: &Path, trace: bool) -> Result<(Arc<Library>, BuildInfo), CosimError> {
    build_switch_rtl(params, cache_dir, trace, None)
}

/// Verilates the switch of `params`; with `rtl_dir`, the RTL files found there (a `switchgen
/// generate --out DIR` of the same configuration, possibly edited: `cosim --rtl`) replace the
/// generated ones. Errors: [`CosimError::RtlDir`] when `rtl_dir` holds no `switchgen.f`, or a
/// build error.
pub fn build_switch_rtl(params: &Params, cache_dir: &Path, trace: bool, rtl_dir: Option<&Path>) -> Result<(Arc<Library>, BuildInfo), CosimError> {
    let mut files = switchgen_generator::render_cosim(params)?;
    if let Some(d) = rtl_dir {
        use_rtl_dir(&mut files, d)?;
    }
    build_switch_files(params, &files, cache_dir, trace)
}

/// Verilates `files` (what [`switchgen_generator::render_cosim`] gives for `params`, possibly
/// edited: tests plant faults this way) as the co-simulation switch of `params`.
pub fn build_switch_files(params: &Params, files: &[switchgen_generator::GeneratedFile], cache_dir: &Path, trace: bool) -> Result<(Arc<Library>, BuildInfo), CosimError> {
    let (inputs, outputs) = port_specs(params);
    build_top("sg_switch_cosim", files, inputs, outputs, cache_dir, trace)
}

/// Replaces the text of every file of `files` that is one of the generated RTL files
/// ([`switchgen_generator::RTL_FILES`]) by the file of the same path under `dir`, which must
/// hold `switchgen.f` (the output of `switchgen generate --out DIR`).
pub fn use_rtl_dir(files: &mut [switchgen_generator::GeneratedFile], dir: &Path) -> Result<(), CosimError> {
    if !dir.join("switchgen.f").is_file() {
        return Err(CosimError::RtlDir { path: dir.to_path_buf(), why: "no switchgen.f there (expected the output of `switchgen generate --out DIR` of the same configuration)".into() });
    }
    for f in files.iter_mut().filter(|f| switchgen_generator::RTL_FILES.contains(&f.path.as_ref())) {
        let path = dir.join(f.path.as_ref());
        f.text = std::fs::read_to_string(&path).map_err(|source| CosimError::Io { path, source })?;
    }
    Ok(())
}

/// Writes `files` into the cache and Verilates them with top module `top` (clock `clk_i`).
pub fn build_top(
    top: &str,
    files: &[switchgen_generator::GeneratedFile],
    inputs: Vec<PortSpec>,
    outputs: Vec<PortSpec>,
    cache_dir: &Path,
    trace: bool,
) -> Result<(Arc<Library>, BuildInfo), CosimError> {
    let spec = BuildSpec {
        top: top.into(),
        sources: write_sources(cache_dir, files)?,
        clock: "clk_i".into(),
        inputs,
        outputs,
        // the named assertions (`*_A`, behind SG_ASSERT) run in every co-simulation
        extra_args: vec!["+define+SG_ASSERT".into()],
        cache_dir: cache_dir.join("verilator"),
        trace,
    };
    let (lib, info) = Library::build(&spec)?;
    Ok((Arc::new(lib), info))
}

/// Writes generated sources under `cache_dir/src/<content hash>/` (so concurrent runs agree and
/// nothing is rewritten when unchanged) and returns their paths in order.
pub fn write_sources(cache_dir: &Path, files: &[switchgen_generator::GeneratedFile]) -> Result<Vec<PathBuf>, CosimError> {
    let text: String = files.iter().map(|f| f.text.as_str()).collect();
    let digest = {
        use sha2::Digest;
        let d = sha2::Sha256::digest(text.as_bytes());
        d.iter().take(8).map(|b| format!("{b:02x}")).collect::<String>()
    };
    let src_dir = cache_dir.join("src").join(digest);
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| CosimError::Io { path, source }
    };
    std::fs::create_dir_all(&src_dir).map_err(io(&src_dir))?;
    let mut sources = vec![];
    for f in files {
        let path = src_dir.join(f.path.trim_start_matches("rtl/"));
        let same = std::fs::read_to_string(&path).map(|t| t == f.text).unwrap_or(false);
        if !same {
            let tmp = path.with_extension(format!("tmp{}", std::process::id()));
            std::fs::write(&tmp, &f.text).map_err(io(&tmp))?;
            std::fs::rename(&tmp, &path).map_err(io(&path))?;
        }
        sources.push(path);
    }
    Ok(sources)
}

/// Default build cache: `$SWITCHGEN_CACHE`, else `$XDG_CACHE_HOME/switchgen`, else
/// `~/.cache/switchgen`, else `.switchgen-cache`.
pub fn default_cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("SWITCHGEN_CACHE") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(d).join("switchgen");
    }
    if let Some(h) = std::env::var_os("HOME") {
        return PathBuf::from(h).join(".cache").join("switchgen");
    }
    PathBuf::from(".switchgen-cache")
}

/// Outcome of a co-simulation that ran to the end without divergence.
pub struct CosimRun {
    pub model: Network<Switch>,
    pub rtl: Network<RtlSwitch>,
    /// Cycles over which every link was compared.
    pub cycles_compared: u64,
}

/// Builds both networks.
pub fn networks(params: &Params, lib: &Arc<Library>, fault: Option<Fault>) -> Result<(Network<Switch>, Network<RtlSwitch>), CosimError> {
    let model = Network::model(params);
    let mut rtl = Network::try_new(params, |s| RtlSwitch::new(lib, params, s))?;
    rtl.fault = fault;
    Ok((model, rtl))
}

/// The model's wires after one cycle, sent from the model thread to the comparing thread.
struct Snapshot {
    switch: Vec<PortOut>,
    host_tx: Vec<switchgen_model::Flit>,
    host_credit: Vec<bool>,
    host_credit_vc: Vec<u8>,
    /// Virtual channels: VC monitor words of every switch (empty with one VC).
    vc: Vec<u64>,
    /// Status registers of every switch (switch after switch) and each switch's read port data.
    status: Vec<u32>,
    stat_data: Vec<u32>,
    /// FBICM monitor words of every switch (switch after switch; empty without FBICM).
    cam: Vec<u64>,
    /// Full-buffer count of every switch (`fullbuf_o`).
    fullbuf: Vec<u32>,
    /// CIOQ egress monitor words of every switch (empty without egress buffers).
    egress: Vec<u64>,
}

impl Snapshot {
    fn of(net: &Network<Switch>, reuse: Option<Snapshot>) -> Snapshot {
        let (tx, cr) = net.host_wires();
        let mut s = match reuse {
            Some(mut s) => {
                s.switch.copy_from_slice(net.switch_wires());
                s.host_tx.copy_from_slice(tx);
                s.host_credit.copy_from_slice(cr);
                s.host_credit_vc.copy_from_slice(net.host_credit_vcs());
                s
            }
            None => Snapshot {
                switch: net.switch_wires().to_vec(),
                host_tx: tx.to_vec(),
                host_credit: cr.to_vec(),
                host_credit_vc: net.host_credit_vcs().to_vec(),
                vc: vec![],
                status: vec![],
                stat_data: vec![],
                cam: vec![],
                fullbuf: vec![],
                egress: vec![],
            },
        };
        net.vc_into(&mut s.vc);
        net.egress_into(&mut s.egress);
        s.fullbuf.clear();
        s.fullbuf.extend(net.switches.iter().map(|sw| sw.full_buffers()));
        net.status_into(&mut s.status, &mut s.stat_data);
        net.cam_into(&mut s.cam);
        s
    }
}

/// Compares the model's wires and status registers with the RTL network's; returns the first
/// difference as (switch, port, signal, expected, actual). Host wires are reported as switch
/// `usize::MAX`. `scratch` holds the RTL's status registers (reused).
fn compare(m: &Snapshot, rtl: &Network<RtlSwitch>, p: usize, scratch: &mut (Vec<u32>, Vec<u32>, Vec<u64>)) -> Option<(usize, usize, String, String, String)> {
    let b = rtl.switch_wires();
    if m.switch[..] != b[..] {
        for (i, (x, y)) in m.switch.iter().zip(b).enumerate() {
            if x.flit != y.flit {
                let show = |f: switchgen_model::Flit| format!("valid={} data=0x{:x}", f.valid as u8, f.data);
                return Some((i / p, i % p, "output flit".into(), show(x.flit), show(y.flit)));
            }
            if x.credit != y.credit {
                return Some((i / p, i % p, "input credit".into(), (x.credit as u8).to_string(), (y.credit as u8).to_string()));
            }
            if x.credit_vc != y.credit_vc {
                return Some((i / p, i % p, format!("input credit's VC (credit {})", x.credit as u8), x.credit_vc.to_string(), y.credit_vc.to_string()));
            }
            if x.fb != y.fb {
                return Some((i / p, i % p, "input CAM control channel".into(), format!("{:?}", x.fb), format!("{:?}", y.fb)));
            }
            if x.fw != y.fw {
                return Some((i / p, i % p, "output RECN leaf levels".into(), format!("{:#x}", x.fw), format!("{:#x}", y.fw)));
            }
        }
    }
    for (s, sw) in rtl.switches.iter().enumerate() {
        if let Some((port, want, got)) = sw.wide_diff() {
            return Some((s, *port, "output flit bits 64 and up (the pattern of its low word, docs/HEADER.md)".into(), want.clone(), got.clone()));
        }
    }
    if !m.vc.is_empty() {
        rtl.vc_into(&mut scratch.2);
        let per = m.vc.len() / rtl.switches.len().max(1);
        let vcs = per / p.max(1);
        for (k, (x, y)) in m.vc.iter().zip(&scratch.2).enumerate() {
            if x != y {
                let (s, r) = (k / per, k % per);
                use switchgen_config::vc_mon;
                let show = |v: u64| format!("credits {} flits {}", (v >> vc_mon::CREDITS_LSB) & 0xffff_ffff, (v >> vc_mon::FLITS_LSB) & 0xffff_ffff);
                return Some((s, r / vcs, format!("VC {} (output credits, input flits; vc_o)", r % vcs), show(*x), show(*y)));
            }
        }
        if m.vc.len() != scratch.2.len() {
            return Some((0, 0, "VC monitor length".into(), m.vc.len().to_string(), scratch.2.len().to_string()));
        }
    }
    rtl.cam_into(&mut scratch.2);
    if m.cam != scratch.2 {
        let per = m.cam.len() / rtl.switches.len().max(1);
        let words = per / p.max(1);
        for (k, (x, y)) in m.cam.iter().zip(&scratch.2).enumerate() {
            if x != y {
                let (s, r) = (k / per, k % per);
                let (port, w) = (r / words, r % words);
                let c = rtl.switches.first().map_or(1, |x| x.fb.lines as usize).max(1);
                // per VC owning lines: its NFQ word and its input lines' (cv each), then the
                // output lines
                let vcs = rtl.switches.first().map_or(1, |x| x.cam_vcs).max(1);
                let (cv, vw) = (c / vcs, vcs + c);
                let what = if w < vw && w % (cv + 1) == 0 {
                    format!("CAM input, VC {} (cam_full | NSB set / RECN queues held by the egress-SAQ bound << 32 | NFQ flits << 48)", w / (cv + 1))
                } else if w < vw {
                    format!("CAM input line {} (VC {}; flags incl. held by the egress-SAQ bound, port, hops, next, set size / wait, CFQ / SAQ flits)", w / (cv + 1) * cv + w % (cv + 1) - 1, w / (cv + 1))
                } else if w < vw + c {
                    format!("CAM output line {} (flags, hops, set size / route)", w - vw)
                } else if w <= 3 * c {
                    format!("RECN input line {} (turns, waited line, SAQ headers)", w - vw - c)
                } else {
                    format!("RECN egress line {} (SentStop, SAQ headers, in-order pointer, SAQ flits)", w - 1 - 3 * c)
                };
                return Some((s, port, what, format!("0x{x:016x}"), format!("0x{y:016x}")));
            }
        }
        return Some((0, 0, "CAM monitor length".into(), m.cam.len().to_string(), scratch.2.len().to_string()));
    }
    if !m.egress.is_empty() {
        let mut k = 0;
        for (s, sw) in rtl.switches.iter().enumerate() {
            let got = &sw.outputs[sw.egr_slot..sw.egr_slot + sw.egr_words];
            for (o, y) in got.iter().enumerate() {
                let x = m.egress.get(k).copied().unwrap_or(0);
                if x != *y {
                    use switchgen_config::egress_mon as em;
                    let show = |v: u64| {
                        format!(
                            "count {} rem {} sending {} read queue {} credits {} space {}",
                            (v >> em::COUNT_LSB) & 0xffff,
                            (v >> em::REM_LSB) & 0xff,
                            (v >> em::SENDING) & 1,
                            (v >> em::RDQ_LSB) & 0x7f,
                            (v >> em::CREDITS_LSB) & 0xffff,
                            (v >> em::SPACE_LSB) & 0xffff
                        )
                    };
                    return Some((s, o, "egress buffer (egr_o)".into(), show(x), show(*y)));
                }
                k += 1;
            }
        }
    }
    rtl.status_into(&mut scratch.0, &mut scratch.1);
    if m.status != scratch.0 {
        let per = p * switchgen_config::stat::USED;
        for (k, (x, y)) in m.status.iter().zip(&scratch.0).enumerate() {
            if x != y {
                let (s, r) = (k / per, k % per);
                let (port, slot) = (r / switchgen_config::stat::USED, r % switchgen_config::stat::USED);
                let name = switchgen_config::stat::NAMES[slot];
                return Some((s, port, format!("status register {name}"), x.to_string(), y.to_string()));
            }
        }
    }
    if m.stat_data != scratch.1 {
        for (s, (x, y)) in m.stat_data.iter().zip(&scratch.1).enumerate() {
            if x != y {
                return Some((s, 0, "status read port stat_data_o".into(), x.to_string(), y.to_string()));
            }
        }
    }
    for (sw, (x, y)) in m.fullbuf.iter().zip(rtl.switches.iter().map(|r| r.full_buffers())).enumerate() {
        if *x != y {
            return Some((sw, 0, "full-buffer count fullbuf_o".into(), x.to_string(), y.to_string()));
        }
    }
    let hb = rtl.host_wires();
    let hv = rtl.host_credit_vcs();
    if m.host_tx[..] != hb.0[..] || m.host_credit[..] != hb.1[..] || m.host_credit_vc[..] != hv[..] {
        for h in 0..m.host_tx.len() {
            if m.host_tx[h] != hb.0[h] || m.host_credit[h] != hb.1[h] || m.host_credit_vc[h] != hv[h] {
                return Some((usize::MAX, h, "host wires".into(), format!("{:?} credit {} VC {}", m.host_tx[h], m.host_credit[h], m.host_credit_vc[h]), format!("{:?} credit {} VC {}", hb.0[h], hb.1[h], hv[h])));
            }
        }
    }
    None
}

/// Where the golden model's wires come from: a second thread running the model a few cycles
/// ahead, or the model stepped inline on the comparing thread.
enum ModelSide {
    Thread {
        rx: std::sync::mpsc::Receiver<Result<Snapshot, NetError>>,
        back: std::sync::mpsc::Sender<Snapshot>,
        handle: std::thread::JoinHandle<Network<Switch>>,
    },
    Inline(Box<Network<Switch>>, Option<Snapshot>),
}

impl ModelSide {
    fn start(model: Network<Switch>, cycles: u64, threads: usize) -> ModelSide {
        if threads < 2 {
            return ModelSide::Inline(Box::new(model), None);
        }
        let (snap_tx, rx) = std::sync::mpsc::sync_channel::<Result<Snapshot, NetError>>(64);
        let (back, back_rx) = std::sync::mpsc::channel::<Snapshot>();
        let handle = std::thread::spawn(move || {
            let mut model = model;
            for _ in 0..cycles {
                let msg = model.step().map(|()| Snapshot::of(&model, back_rx.try_recv().ok()));
                let stop = msg.is_err();
                if snap_tx.send(msg).is_err() || stop {
                    break;
                }
            }
            model
        });
        ModelSide::Thread { rx, back, handle }
    }

    /// The model's wires after its next cycle (None: the model thread stopped).
    fn next(&mut self) -> Option<Result<Snapshot, NetError>> {
        match self {
            ModelSide::Thread { rx, .. } => rx.recv().ok(),
            ModelSide::Inline(model, spare) => Some(model.step().map(|()| Snapshot::of(model, spare.take()))),
        }
    }

    fn recycle(&mut self, s: Snapshot) {
        match self {
            ModelSide::Thread { back, .. } => {
                let _ = back.send(s);
            }
            ModelSide::Inline(_, spare) => *spare = Some(s),
        }
    }

    fn finish(self) -> Result<Network<Switch>, CosimError> {
        match self {
            ModelSide::Thread { rx, handle, .. } => {
                drop(rx);
                handle.join().map_err(|_| CosimError::ModelThread)
            }
            ModelSide::Inline(model, _) => Ok(*model),
        }
    }
}

/// Runs `cycles` cycles of model and RTL in lockstep, comparing every link after every cycle.
/// With `threads >= 2` the golden model runs on a second thread a few cycles ahead and hands its
/// wires over each cycle (the Verilated switches stay on the calling thread, which built them);
/// with 1 everything runs on the calling thread. `tick(cycle)` is called every 1024 cycles, and
/// [`crate::child::cycle_done`] after every compared cycle (for an interrupted run's message). On a
/// divergence, replays the run with a traced build of `lib` (in `lib`'s cache) and a VCD of the
/// diverging switch from `cycle - 250`, and returns [`CosimError::Divergence`]. When a switch's named assertion (`*_A`, `$error`) fires, which is
/// checked after every cycle before the links are compared, the same replay writes its VCD and
/// the run stops with [`CosimError::Assertion`].
#[allow(clippy::too_many_arguments)]
pub fn run_lockstep(
    params: &Params,
    lib: &Arc<Library>,
    fault: Option<Fault>,
    cycles: u64,
    wave_dir: &Path,
    replay: &str,
    threads: usize,
    tick: impl FnMut(u64),
) -> Result<CosimRun, CosimError> {
    run_lockstep_with(params, lib, fault, cycles, Some(wave_dir), replay, threads, tick)
}

/// [`run_lockstep`], with the VCD of a divergence or a fired assertion written into `wave_dir`
/// only when it is `Some` (the replay needs a traced build of the switch: `switchgen soak`'s
/// shrinker runs a failing configuration dozens of times and skips it).
#[allow(clippy::too_many_arguments)]
pub fn run_lockstep_with(
    params: &Params,
    lib: &Arc<Library>,
    fault: Option<Fault>,
    cycles: u64,
    wave_dir: Option<&Path>,
    replay: &str,
    threads: usize,
    mut tick: impl FnMut(u64),
) -> Result<CosimRun, CosimError> {
    let (model, mut rtl) = networks(params, lib, fault)?;
    let p = rtl.ports();
    let mut side = ModelSide::start(model, cycles, threads);
    let mut outcome = Ok(());
    let mut scratch = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..cycles {
        let snap = match side.next() {
            Some(Ok(s)) => s,
            Some(Err(e)) => {
                outcome = Err(CosimError::Model(e));
                break;
            }
            None => break,
        };
        let r = rtl.step();
        if let Some(s) = rtl.switches.iter().position(|x| x.failed) {
            let message = rtl.switches[s].failure().unwrap_or_default();
            // the edge that fired ended cycle rtl.cycle - 1
            let cycle = rtl.cycle.saturating_sub(1);
            let mut a = AssertionFailure {
                cycle,
                switch: s,
                switch_name: rtl.switch_name(s).to_string(),
                name: assertion_name(&message),
                message,
                waveform: None,
                seed: params.cfg.traffic.seed,
                replay: replay.to_string(),
            };
            let _ = side.finish();
            a.waveform = wave_dir.and_then(|w| replay_waveform(params, lib, fault, s, cycle, w, "assert").ok());
            return Err(CosimError::Assertion(Box::new(a)));
        }
        if let Some((s, port, signal, expected, actual)) = compare(&snap, &rtl, p, &mut scratch) {
            let cycle = rtl.cycle;
            let mut d = Divergence {
                cycle,
                switch: s,
                switch_name: if s == usize::MAX { "host".into() } else { rtl.switch_name(s).to_string() },
                port,
                signal,
                expected,
                actual,
                waveform: None,
                seed: params.cfg.traffic.seed,
                replay: replay.to_string(),
            };
            let _ = side.finish();
            if let (true, Some(w)) = (s != usize::MAX, wave_dir) {
                d.waveform = replay_waveform(params, lib, fault, s, cycle, w, "diverge").ok();
            }
            return Err(CosimError::Divergence(Box::new(d)));
        }
        if let Err(e) = r {
            outcome = Err(CosimError::Rtl(e));
            break;
        }
        side.recycle(snap);
        crate::child::cycle_done(rtl.cycle);
        if rtl.cycle & 1023 == 0 {
            tick(rtl.cycle);
        }
    }
    let mut model = side.finish()?;
    outcome?;
    model.check_switch_errors().map_err(CosimError::Model)?;
    rtl.check_switch_errors().map_err(CosimError::Rtl)?;
    Ok(CosimRun { model, rtl, cycles_compared: cycles })
}

/// Re-runs the RTL network from cycle 0 with a traced build of `lib` (same sources) and writes a
/// VCD of switch `s` covering cycles `cycle - 250 ..= cycle + 4`, named
/// `<what>_<switch>_cycle<cycle>.vcd` (`what`: `diverge`, `assert`). Returns the file path.
pub fn replay_waveform(params: &Params, lib: &Library, fault: Option<Fault>, s: usize, cycle: u64, dir: &Path, what: &str) -> Result<PathBuf, CosimError> {
    std::fs::create_dir_all(dir).map_err(|source| CosimError::Io { path: dir.to_path_buf(), source })?;
    let (lib, _) = lib.build_traced()?;
    let (_, mut rtl) = networks(params, &Arc::new(lib), fault)?;
    let path = dir.join(format!("{what}_{}_cycle{}.vcd", rtl.switch_name(s), cycle));
    let start = cycle.saturating_sub(250);
    while rtl.cycle < cycle + 5 {
        if rtl.cycle == start {
            rtl.switches[s].trace_open(&path)?;
        }
        if rtl.step().is_err() {
            break;
        }
    }
    rtl.switches[s].trace_close();
    Ok(path)
}
