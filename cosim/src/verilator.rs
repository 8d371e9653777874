//! Build, cache and drive a Verilated RTL model through a generated C++ shim loaded with
//! libloading.
//!
//! The shim exposes `extern "C"` functions (`sg_new`, `sg_free`, `sg_step`, `sg_trace_open`,
//! `sg_trace_close`); `sg_step` is generated port by port, so one cycle of one instance is one FFI
//! call. Every instance owns its own `VerilatedContext`, so many instances of one model (one per
//! switch of a network) live in one process. Builds are cached under `cache_dir/<key>` where the
//! key hashes the sources, the shim, the options and the Verilator version; a build goes into a
//! temporary directory renamed into place only on success, so an interrupted build never looks
//! finished.

use sha2::Digest;
use std::ffi::{c_char, c_void, CString};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::Instant;

/// A top-level port other than the clock; at most 64 bits wide.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortSpec {
    pub name: String,
    /// Width in bits, 1..=65536. A port takes ceil(width / 64) consecutive u64 slots of the
    /// input or output vector of [`Instance::step`], least significant slot first.
    pub width: u32,
}

/// What to Verilate.
#[derive(Debug, Clone)]
pub struct BuildSpec {
    /// Top module name.
    pub top: String,
    /// Verilog sources, in order.
    pub sources: Vec<PathBuf>,
    /// Clock input name (e.g. `clk_i`); the shim toggles it.
    pub clock: String,
    /// Inputs in the order of `Instance::step`'s `inputs`.
    pub inputs: Vec<PortSpec>,
    /// Outputs in the order of `Instance::step`'s `outputs`.
    pub outputs: Vec<PortSpec>,
    /// Extra Verilator arguments (`-GFOO=3`, `+define+SG_ASSERT`).
    pub extra_args: Vec<String>,
    /// Root of the build cache.
    pub cache_dir: PathBuf,
    /// Build with VCD tracing (`--trace`). Tracing support slows every cycle down a little even
    /// when no trace is open, so lockstep runs use a model without it and a divergence replay
    /// builds the traced one.
    pub trace: bool,
}

/// How a build went.
#[derive(Debug, Clone)]
pub struct BuildInfo {
    pub lib_path: PathBuf,
    /// Loaded from the cache (no Verilator run).
    pub cached: bool,
    /// Wall time of `Library::build`, seconds.
    pub seconds: f64,
    /// Cache key (hex).
    pub key: String,
}

/// Errors of building or loading a model.
#[derive(Debug, thiserror::Error)]
pub enum VerilatorError {
    #[error("verilator not found on PATH ({0}); run `make setup` to install it")]
    NotFound(String),
    #[error("Verilator build failed (log {log}):\n{tail}")]
    Build { log: PathBuf, tail: String },
    #[error("loading {path}: {detail}")]
    Load { path: PathBuf, detail: String },
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("port {name}: width {width} is not in 1..=65536")]
    Width { name: String, width: u32 },
}

/// Bumped whenever the shim or the build command changes.
const FORMAT: &str = "switchgen-verilator-shim-v2";

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> VerilatorError {
    let path = path.to_path_buf();
    move |source| VerilatorError::Io { path, source }
}

/// `verilator --version`.
pub fn verilator_version() -> Result<String, VerilatorError> {
    let o = Command::new("verilator").arg("--version").output().map_err(|e| VerilatorError::NotFound(e.to_string()))?;
    if !o.status.success() {
        return Err(VerilatorError::NotFound(String::from_utf8_lossy(&o.stderr).into_owned()));
    }
    Ok(String::from_utf8_lossy(&o.stdout).trim().to_string())
}

fn mask(width: u32) -> String {
    if width >= 64 {
        "~0ULL".into()
    } else {
        format!("0x{:x}ULL", (1u64 << width) - 1)
    }
}

/// u64 slots a port of `width` bits takes.
pub fn slots(width: u32) -> usize {
    width.div_ceil(64) as usize
}

fn shim(spec: &BuildSpec) -> String {
    let cls = format!("V{}", spec.top);
    let mut sets = String::new();
    let mut off = 0;
    for p in &spec.inputs {
        if p.width <= 64 {
            sets += &format!("    m->{} = in[{off}] & {};\n", p.name, mask(p.width));
        } else {
            let w32 = p.width.div_ceil(32);
            let top = if p.width % 32 == 0 { "0xffffffffu".to_string() } else { format!("0x{:x}u", (1u64 << (p.width % 32)) - 1) };
            sets += &format!(
                "    for (int k = 0; k < {w32}; ++k) m->{n}[k] = (uint32_t)(in[{off} + k / 2] >> (32 * (k & 1)));\n    m->{n}[{last}] &= {top};\n",
                n = p.name,
                last = w32 - 1
            );
        }
        off += slots(p.width);
    }
    let mut gets = String::new();
    let mut off = 0;
    for p in &spec.outputs {
        if p.width <= 64 {
            gets += &format!("    out[{off}] = (uint64_t)m->{};\n", p.name);
        } else {
            let w32 = p.width.div_ceil(32);
            gets += &format!(
                "    for (int k = 0; k < {w64}; ++k) out[{off} + k] = 0;\n    for (int k = 0; k < {w32}; ++k) out[{off} + k / 2] |= (uint64_t)m->{n}[k] << (32 * (k & 1));\n",
                w64 = slots(p.width),
                n = p.name
            );
        }
        off += slots(p.width);
    }
    format!(
        r#"// Generated by switchgen: C shim around the Verilated model {cls}.
#define SG_TRACE {trace}
#include "{cls}.h"
#include "verilated.h"
#if SG_TRACE
#include "verilated_vcd_c.h"
#else
struct VerilatedVcdC {{ void dump(uint64_t) {{}} void close() {{}} }};
#endif
#include <cstdint>
#define SG_EXPORT extern "C" __attribute__((visibility("default")))

struct SgInst {{
    VerilatedContext* ctx;
    {cls}* m;
    VerilatedVcdC* tfp;
    uint64_t t;
}};

SG_EXPORT void* sg_new() {{
    SgInst* s = new SgInst;
    s->ctx = new VerilatedContext;
    s->ctx->traceEverOn(true);
    s->m = new {cls}(s->ctx, "top");
    s->tfp = nullptr;
    s->t = 0;
    s->m->{clk} = 0;
    s->m->eval();
    return s;
}}

SG_EXPORT void sg_free(void* p) {{
    SgInst* s = (SgInst*)p;
    if (s->tfp) {{ s->tfp->close(); delete s->tfp; }}
    s->m->final();
    delete s->m;
    delete s->ctx;
    delete s;
}}

SG_EXPORT void sg_step(void* p, const uint64_t* in, uint64_t* out) {{
    SgInst* s = (SgInst*)p;
    {cls}* m = s->m;
{sets}    m->{clk} = 1;
    m->eval();
    if (s->tfp) s->tfp->dump(s->t);
    s->t++;
{gets}    m->{clk} = 0;
    m->eval();
    if (s->tfp) s->tfp->dump(s->t);
    s->t++;
}}

SG_EXPORT int sg_trace_open(void* p, const char* path) {{
#if SG_TRACE
    SgInst* s = (SgInst*)p;
    if (s->tfp) return 0;
    s->tfp = new VerilatedVcdC;
    s->m->trace(s->tfp, 99);
    s->tfp->open(path);
    return s->tfp->isOpen() ? 0 : 1;
#else
    (void)p; (void)path;
    return 2;
#endif
}}

SG_EXPORT void sg_trace_close(void* p) {{
    SgInst* s = (SgInst*)p;
    if (s->tfp) {{ s->tfp->close(); delete s->tfp; s->tfp = nullptr; }}
}}
"#,
        clk = spec.clock,
        trace = spec.trace as u8
    )
}

type NewFn = unsafe extern "C" fn() -> *mut c_void;
type FreeFn = unsafe extern "C" fn(*mut c_void);
type StepFn = unsafe extern "C" fn(*mut c_void, *const u64, *mut u64);
type TraceOpenFn = unsafe extern "C" fn(*mut c_void, *const c_char) -> i32;
type TraceCloseFn = unsafe extern "C" fn(*mut c_void);

/// The shim's entry points and port counts, shared by a library and its instances.
#[derive(Clone, Copy)]
struct Symbols {
    new: NewFn,
    free: FreeFn,
    step: StepFn,
    trace_open: TraceOpenFn,
    trace_close: TraceCloseFn,
    n_in: usize,
    n_out: usize,
}

/// A loaded Verilated model (shared object). Instances keep it alive through an `Arc`.
pub struct Library {
    lib: Arc<libloading::Library>,
    sym: Symbols,
}

impl Library {
    /// Verilates `spec` (or takes it from the cache) and loads it.
    ///
    /// Errors: [`VerilatorError::NotFound`] without Verilator, [`VerilatorError::Build`] with the
    /// log path and its last lines when Verilator or the C++ compiler fails,
    /// [`VerilatorError::Load`] when the shared object cannot be loaded.
    pub fn build(spec: &BuildSpec) -> Result<(Library, BuildInfo), VerilatorError> {
        let t0 = Instant::now();
        for p in spec.inputs.iter().chain(&spec.outputs) {
            if p.width == 0 || p.width > 65536 {
                return Err(VerilatorError::Width { name: p.name.clone(), width: p.width });
            }
        }
        let version = verilator_version()?;
        let shim_text = shim(spec);
        let mut h = sha2::Sha256::new();
        h.update(FORMAT);
        h.update(&version);
        h.update(&shim_text);
        h.update(spec.top.as_bytes());
        for a in &spec.extra_args {
            h.update(a.as_bytes());
            h.update([0]);
        }
        for s in &spec.sources {
            h.update(std::fs::read(s).map_err(io(s))?);
            h.update([0]);
        }
        let key: String = h.finalize().iter().take(12).map(|b| format!("{b:02x}")).collect();
        let dir = spec.cache_dir.join(&key);
        let so = dir.join(format!("lib{}.so", spec.top));
        let cached = so.is_file();
        if !cached {
            std::fs::create_dir_all(&spec.cache_dir).map_err(io(&spec.cache_dir))?;
            let tmp = spec.cache_dir.join(format!("{key}.tmp-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&tmp);
            std::fs::create_dir_all(&tmp).map_err(io(&tmp))?;
            Self::verilate(spec, &shim_text, &tmp)?;
            // another process may have finished the same build meanwhile: keep theirs
            if std::fs::rename(&tmp, &dir).is_err() {
                let _ = std::fs::remove_dir_all(&tmp);
            }
        }
        let n_in = spec.inputs.iter().map(|p| slots(p.width)).sum();
        let n_out = spec.outputs.iter().map(|p| slots(p.width)).sum();
        let lib = Self::load(&so, n_in, n_out)?;
        Ok((lib, BuildInfo { lib_path: so, cached, seconds: t0.elapsed().as_secs_f64(), key }))
    }

    fn verilate(spec: &BuildSpec, shim_text: &str, dir: &Path) -> Result<(), VerilatorError> {
        let shim_path = dir.join("shim.cpp");
        std::fs::write(&shim_path, shim_text).map_err(io(&shim_path))?;
        let obj = dir.join("obj");
        let mut cmd = Command::new("verilator");
        cmd.args(["--cc", "--exe", "--build", "-O3", "--x-assign", "fast", "--x-initial", "fast", "--noassert", "-Wno-fatal"])
            .args(spec.trace.then_some("--trace"))
            .args(["-j", "2", "--top-module", &spec.top])
            .args(["-CFLAGS", "-fPIC -O2 -fvisibility=hidden", "-LDFLAGS", "-shared"])
            .arg("-Mdir")
            .arg(&obj)
            .args(["-o", &format!("lib{}.so", spec.top)])
            .args(&spec.extra_args)
            .arg(&shim_path)
            .args(&spec.sources)
            .env("OPT_FAST", "-O2")
            .env("OPT_GLOBAL", "-O2 -fPIC")
            .current_dir(dir);
        let has_ccache = std::env::var_os("PATH")
            .map(|p| std::env::split_paths(&p).any(|d| d.join("ccache").is_file()))
            .unwrap_or(false);
        if has_ccache && std::env::var_os("CCACHE_DISABLE").is_none() {
            cmd.env("OBJCACHE", "ccache");
        }
        let log = dir.join("build.log");
        let out = cmd.output().map_err(|e| VerilatorError::NotFound(e.to_string()))?;
        let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        std::fs::write(&log, &text).map_err(io(&log))?;
        let so = obj.join(format!("lib{}.so", spec.top));
        if !out.status.success() || !so.is_file() {
            // keep the failed build's log where the user can read it
            let keep = spec.cache_dir.join("failed-build.log");
            let _ = std::fs::copy(&log, &keep);
            let tail: Vec<&str> = text.lines().rev().take(30).collect();
            return Err(VerilatorError::Build { log: keep, tail: tail.into_iter().rev().collect::<Vec<_>>().join("\n") });
        }
        std::fs::rename(&so, dir.join(format!("lib{}.so", spec.top))).map_err(io(&so))?;
        // the object files are not needed once linked
        let _ = std::fs::remove_dir_all(&obj);
        Ok(())
    }

    fn load(so: &Path, n_in: usize, n_out: usize) -> Result<Library, VerilatorError> {
        let err = |e: libloading::Error| VerilatorError::Load { path: so.to_path_buf(), detail: e.to_string() };
        // SAFETY: the library is our generated shim; the symbols have the declared signatures.
        unsafe {
            let lib = libloading::Library::new(so).map_err(err)?;
            let new = *lib.get::<NewFn>(b"sg_new\0").map_err(err)?;
            let free = *lib.get::<FreeFn>(b"sg_free\0").map_err(err)?;
            let step = *lib.get::<StepFn>(b"sg_step\0").map_err(err)?;
            let trace_open = *lib.get::<TraceOpenFn>(b"sg_trace_open\0").map_err(err)?;
            let trace_close = *lib.get::<TraceCloseFn>(b"sg_trace_close\0").map_err(err)?;
            Ok(Library { lib: Arc::new(lib), sym: Symbols { new, free, step, trace_open, trace_close, n_in, n_out } })
        }
    }

    /// A new instance of the model, clock low, state as after Verilator's initialisation (apply
    /// reset through the inputs).
    pub fn instantiate(&self) -> Result<Instance, VerilatorError> {
        // SAFETY: sg_new allocates a fresh model.
        let ptr = unsafe { (self.sym.new)() };
        Ok(Instance { _lib: self.lib.clone(), ptr, sym: self.sym })
    }
}

/// One instance of a Verilated model. Not `Send`: it stays on the thread that made it.
pub struct Instance {
    _lib: Arc<libloading::Library>,
    ptr: *mut c_void,
    sym: Symbols,
}

impl Instance {
    /// One clock cycle: apply `inputs` (each input port's slots, masked to its width), rising
    /// edge, read every output port's slots into `outputs`, falling edge.
    ///
    /// Panics if the slices are shorter than the port lists (a harness bug, not user input).
    #[inline]
    pub fn step(&mut self, inputs: &[u64], outputs: &mut [u64]) {
        assert!(inputs.len() >= self.sym.n_in && outputs.len() >= self.sym.n_out);
        // SAFETY: ptr is a live instance; the slices hold at least n_in / n_out values.
        unsafe { (self.sym.step)(self.ptr, inputs.as_ptr(), outputs.as_mut_ptr()) }
    }

    /// Starts a VCD of this instance (internal signals included), two timestamps per cycle.
    pub fn trace_open(&mut self, path: &Path) -> Result<(), VerilatorError> {
        let c = CString::new(path.to_string_lossy().as_bytes()).map_err(|e| VerilatorError::Io {
            path: path.to_path_buf(),
            source: std::io::Error::new(std::io::ErrorKind::InvalidInput, e),
        })?;
        // SAFETY: live instance, NUL-terminated path.
        let rc = unsafe { (self.sym.trace_open)(self.ptr, c.as_ptr()) };
        if rc != 0 {
            let why = if rc == 2 { "this model was built without tracing" } else { "cannot open VCD" };
            return Err(VerilatorError::Io { path: path.to_path_buf(), source: std::io::Error::other(why) });
        }
        Ok(())
    }

    /// Flushes and closes the VCD, if any.
    pub fn trace_close(&mut self) {
        // SAFETY: live instance.
        unsafe { (self.sym.trace_close)(self.ptr) }
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        // SAFETY: ptr came from sg_new and is freed once.
        unsafe { (self.sym.free)(self.ptr) }
    }
}
