//! `switchgen lint`: Verilator -Wall lint, Icarus compile (any warning fails), Yosys synthesis
//! check, verible-verilog-lint (rules `tools/verible.rules`, waivers `tools/verible.waiver`, each
//! with its reason), a strict IEEE 1800 compile with slang (PyPI `pyslang`, `-Wextra -Werror`:
//! e.g. an identifier used before its declaration, which Verilator, Icarus and Yosys accept) and
//! an X check in Icarus simulation of the generated RTL. A missing tool is reported as skipped
//! (run `make setup`), not as a pass.

use crate::cli::ConfigArgs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use switchgen_cosim::child;
use switchgen_generator::{DEFS_FILE, NETWORK_FILE};

/// Outcome of one tool.
pub enum Check {
    Pass,
    Fail(String),
    Skipped(String),
}

use super::find_tool;

/// The verible-verilog-lint rules and waivers (checked in under `tools/`, one reason per line),
/// written beside the X-check testbench of a lint directory.
pub const VERIBLE_RULES: (&str, &str) = ("tb/verible.rules", include_str!("../../tools/verible.rules"));
pub const VERIBLE_WAIVER: (&str, &str) = ("tb/verible.waiver", include_str!("../../tools/verible.waiver"));

/// The slang driver script (`tools/sg_slang.py`), written beside the X-check testbench.
pub const SLANG_SCRIPT: (&str, &str) = ("tb/sg_slang.py", include_str!("../../tools/sg_slang.py"));

/// slang (pyslang's driver, `-Wextra -Werror`) compiling the network top `sg_network` with
/// `defines`: any error or warning fails. Skipped when no `python3` with pyslang is found
/// (`.tools/venv` first).
fn slang(dir: &Path, files: &[String], defines: &[&str]) -> Check {
    if let Err(e) = crate::report::write_file_atomic(&dir.join(SLANG_SCRIPT.0), SLANG_SCRIPT.1.as_bytes()) {
        return Check::Fail(format!("{}: {e}", SLANG_SCRIPT.0));
    }
    let Some(py) = find_tool("python3") else {
        return Check::Skipped("python3 not found (run `make setup`)".into());
    };
    let mut args = vec![SLANG_SCRIPT.0.to_string(), "sg_network".to_string()];
    args.extend(defines.iter().map(|d| format!("+define+{d}")));
    args.extend(files.iter().cloned());
    match child::output(Command::new(&py).args(&args).current_dir(dir)) {
        Err(e) => Check::Fail(format!("slang: {e}")),
        Ok(o) => {
            let text = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
            match o.status.code() {
                Some(0) => Check::Pass,
                Some(3) => Check::Skipped(format!("{} has no pyslang (run `make setup`)", py.display())),
                _ => Check::Fail(text.lines().filter(|l| !l.trim().is_empty()).take(40).collect::<Vec<_>>().join("\n")),
            }
        }
    }
}

/// Runs `tool` in `dir`; fails on a non-zero exit or when the output holds one of `bad` (case
/// sensitive), e.g. Verilator's `%Warning`, Icarus's `warning:`.
fn run_tool(tool: &str, args: &[String], dir: &Path, bad: &[&str]) -> Check {
    match find_tool(tool) {
        Some(exe) => run_exe(tool, &exe, args, dir, bad),
        None => Check::Skipped(format!("{tool} not found on PATH or in .tools/venv/bin (run `make setup`)")),
    }
}

/// [`run_tool`] with the executable `exe` of `tool` already found.
fn run_exe(tool: &str, exe: &Path, args: &[String], dir: &Path, bad: &[&str]) -> Check {
    match child::output(Command::new(exe).args(args).current_dir(dir)) {
        Err(e) => Check::Fail(format!("{tool}: {e}")),
        Ok(o) => {
            let text = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
            if o.status.success() && !bad.iter().any(|b| text.contains(b)) {
                Check::Pass
            } else {
                Check::Fail(text.lines().take(40).collect::<Vec<_>>().join("\n"))
            }
        }
    }
}

const VERILATOR_BAD: &[&str] = &["%Warning", "%Error"];

/// The switch's ports alone (written into `dir` by [`verilator`]): the network's lint reads it in
/// place of the switch.
pub const SWITCH_STUB: &str = "tb/sg_switch_stub.v";

/// `verilator --lint-only -Wall` (with `+define+SG_ASSERT` when `assert`) in two passes: the
/// switch with every module under it (`--top-module sg_switch`, the configuration's
/// parameters), then the network top with the switch as a stub of its ports ([`SWITCH_STUB`]:
/// the parameter and port list of `rtl/sg_switch.v` as it is, an empty body). Verilator has no
/// black box, and on the whole network it elaborates one copy of the switch per routing table
/// (`ROUTE_INIT`, the one parameter the switches of a network differ in) and runs its scheduler
/// over them all, even in lint mode: 14-19 s of CPU per run on the 12-24-switch reference
/// networks against 1-3 s for the two passes (docs/TESTING.md). A switch file whose port list
/// cannot be found (`module sg_switch #(` ... a line `);`) is linted the old way, in the
/// network.
fn verilator(dir: &Path, files: &[String], assert: bool) -> Check {
    let s = |x: &str| x.to_string();
    let mut base = vec![s("--lint-only"), s("-Wall")];
    if assert {
        base.push(s("+define+SG_ASSERT"));
    }
    let whole = |top: &str, files: &[String]| {
        let mut args = base.clone();
        args.extend([s("--top-module"), s(top)]);
        args.extend(files.iter().cloned());
        run_tool("verilator", &args, dir, VERILATOR_BAD)
    };
    let stub = std::fs::read_to_string(dir.join("rtl/sg_switch.v")).ok().and_then(|t| switch_stub(&t));
    let Some(stub) = stub else { return whole("sg_network", files) };
    if let Err(e) = crate::report::write_file_atomic(&dir.join(SWITCH_STUB), stub.as_bytes()) {
        return Check::Fail(format!("{SWITCH_STUB}: {e}"));
    }
    let switch: Vec<String> = files.iter().filter(|f| *f != NETWORK_FILE).cloned().collect();
    match whole("sg_switch", &switch) {
        Check::Pass => whole("sg_network", &[s(DEFS_FILE), s(SWITCH_STUB), s(NETWORK_FILE)]),
        c => c,
    }
}

/// The stub of [`SWITCH_STUB`] from the text of `rtl/sg_switch.v`: from `module sg_switch #(` to
/// the first line `);` after it, then `endmodule`, with the warnings of an empty body (outputs
/// never driven, inputs and parameters never read; a file name that is not the module's) off for
/// the stub only. None when that text is not there.
fn switch_stub(text: &str) -> Option<String> {
    let start = text.find("module sg_switch #(")?;
    let end = start + text[start..].find("\n);\n")? + 4;
    Some(format!(
        "// The ports of rtl/sg_switch.v with an empty body, written by `switchgen lint` for Verilator's\n\
         // lint of the network top (the switch itself is linted on its own first).\n\
         /* verilator lint_off UNDRIVEN */\n/* verilator lint_off UNUSEDSIGNAL */\n/* verilator lint_off UNUSEDPARAM */\n/* verilator lint_off DECLFILENAME */\n\
         {}\nendmodule\n",
        &text[start..end]
    ))
}
const IVERILOG_BAD: &[&str] = &["warning:", "error:", "sorry:"];

/// The X check: compiles `tb/sg_xcheck_tb.v` (written by [`run`]) with the RTL under Icarus
/// (`-g2012 -Wall -DSG_ASSERT`: any warning fails it, and the named assertions run) and
/// simulates it; passes only when the testbench prints `XCHECK PASS`, nothing X, and no
/// assertion fired.
fn xcheck(dir: &Path, files: &[String]) -> Check {
    let (Some(iverilog), Some(vvp)) = (find_tool("iverilog"), find_tool("vvp")) else {
        return Check::Skipped("iverilog / vvp not found on PATH (run `make setup`)".into());
    };
    let s = |x: &str| x.to_string();
    let mut args = vec![s("-g2012"), s("-Wall"), s("-DSG_ASSERT"), s("-s"), s("sg_xcheck_tb"), s("-o"), s("xcheck.vvp"), s(switchgen_generator::XCHECK_TB)];
    args.extend(files.iter().cloned());
    if let c @ (Check::Fail(_) | Check::Skipped(_)) = run_exe("iverilog", &iverilog, &args, dir, IVERILOG_BAD) {
        return c;
    }
    match child::output(Command::new(vvp).args(["-n", "xcheck.vvp"]).current_dir(dir)) {
        Err(e) => Check::Fail(format!("vvp: {e}")),
        Ok(o) => {
            let text = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
            let _ = std::fs::remove_file(dir.join("xcheck.vvp"));
            if o.status.success() && text.contains("XCHECK PASS") && !text.contains("XCHECK X") && !text.contains("ERROR:") {
                Check::Pass
            } else {
                // the X check's own lines, the elaboration checks of the RTL (SG_PARAM) and any
                // assertion that fired (Icarus prints `$error` as "ERROR: file:line: ...")
                Check::Fail(text.lines().filter(|l| l.contains("XCHECK") || l.contains("SG_PARAM") || l.contains("ERROR:")).take(40).collect::<Vec<_>>().join("\n"))
            }
        }
    }
}

/// verible-verilog-lint with the checked-in rules and waivers (written into `dir/tb/`): any
/// finding fails (exit status 1 and one line per finding).
fn verible(dir: &Path, files: &[String]) -> Check {
    for (path, text) in [VERIBLE_RULES, VERIBLE_WAIVER] {
        if let Err(e) = crate::report::write_file_atomic(&dir.join(path), text.as_bytes()) {
            return Check::Fail(format!("{path}: {e}"));
        }
    }
    let mut args = vec![format!("--rules_config={}", VERIBLE_RULES.0), format!("--waiver_files={}", VERIBLE_WAIVER.0)];
    args.extend(files.iter().cloned());
    run_tool("verible-verilog-lint", &args, dir, &[])
}

/// One check's name, outcome and wall time in seconds.
pub type Timed = (&'static str, Check, f64);

/// Runs the checks on a generated directory `dir` (holding `switchgen.f` and `rtl/`; the X check
/// only when `dir` also holds [`switchgen_generator::XCHECK_TB`]), each timed (wall seconds);
/// `ports` is the switch's port count (P, which names its last input unit for Yosys).
pub fn check_dir(dir: &Path, ports: u32) -> Vec<Timed> {
    let files: Vec<String> = switchgen_generator::RTL_FILES.iter().map(|s| s.to_string()).collect();
    let s = |x: &str| x.to_string();
    let mut v = Stopwatch { v: vec![], t: std::time::Instant::now() };
    v.push(("verilator --lint-only -Wall", verilator(dir, &files, false)));
    // the named assertions (`*_A`, behind SG_ASSERT) must lint clean too
    v.push(("verilator --lint-only -Wall +define+SG_ASSERT", verilator(dir, &files, true)));
    // the Icarus compiles on their own only without the X check, whose compile is the
    // `+define+SG_ASSERT` one (the same files at -g2012 -Wall, `sg_network` under its testbench,
    // any warning failing it; the SG_ASSERT code only adds to the RTL, no `else`, so it holds
    // every line of the plain compile, which Verilator, slang and Yosys also check without the
    // define): the three compiles were a quarter of the gates' CPU
    let xcheck_tb = dir.join(switchgen_generator::XCHECK_TB).is_file();
    if !xcheck_tb {
        for define in [None, Some("-DSG_ASSERT")] {
            let mut args = vec![s("-g2012"), s("-Wall")];
            args.extend(define.map(s));
            args.extend([s("-s"), s("sg_network"), s("-o"), s("/dev/null")]);
            args.extend(files.iter().cloned());
            let name = if define.is_some() { "iverilog -g2012 -Wall -DSG_ASSERT" } else { "iverilog -g2012 -Wall" };
            v.push((name, run_tool("iverilog", &args, dir, IVERILOG_BAD)));
        }
    }
    // the switch with every module under it, each checked on its own (not flattened: a
    // combinational loop across modules is Verilator's UNOPTFLAT in the switch pass above, and
    // `flatten` with the check of the flat netlist was 40 % of this gate's CPU, the gates' largest
    // cost; `switchgen synth`'s gate still checks the flat netlist), then the
    // network top with the switch as a black box (its ports, widths from its parameters): the
    // network's own wiring, without elaborating each switch again once per routing table
    // (ROUTE_INIT, the one parameter the switches of a network differ in), which took half the
    // gates' time on the radix-16 and 48-switch networks (docs/TESTING.md)
    //
    // Of the input units, only the first and the last are processed and checked: the units of
    // a switch differ in one parameter, ME (the input's own port number: a constant in RECN's
    // turn arithmetic and the torus dateline, in no generate condition), and Yosys derives
    // each as its own module, so `proc` and `check` did the same work P times (the radix-16
    // edge configuration's gate 62 CPU-s, 39 after; docs/TESTING.md "Yosys: the end input
    // units"). Every other module (the switch, its arbiters and crossbar, the submodules the
    // units share) is processed as before; the assert-count lines fail the gate if the
    // instance names change and the selection would miss them.
    let lib: Vec<&str> = files.iter().map(|f| f.as_str()).filter(|f| *f != DEFS_FILE && *f != NETWORK_FILE).collect();
    let unit = |i: u32| format!("sg_switch/c:g_input?{i}?.input_unit");
    let (first, last) = (unit(0), unit(ports.saturating_sub(1)));
    let script = format!(
        "read_verilog {}; hierarchy -check -top sg_switch; \
         select -assert-count 1 {first}; select -assert-count 1 {last}; \
         select -set units sg_switch/c:g_input*.input_unit %M %s; \
         select -set ends {first} {last} %u %M %s; \
         select -set keep * @units %d @ends %u; \
         proc @keep; check -assert @keep; \
         select -assert-none t:$dlatch t:$adlatch t:$dlatchsr t:$sr; \
         design -reset; read_verilog {DEFS_FILE}; read_verilog -lib {}; read_verilog {NETWORK_FILE}; \
         hierarchy -check -top sg_network; proc; check -assert",
        files.join(" "),
        lib.join(" "),
    );
    v.push(("yosys (hierarchy, proc, check -assert, no latches; input units 0 and P-1)", run_tool("yosys", &[s("-q"), s("-e"), s(".*"), s("-p"), script], dir, &[])));
    v.push(("verible-verilog-lint", verible(dir, &files)));
    v.push(("slang -Wextra -Werror", slang(dir, &files, &[])));
    v.push(("slang -Wextra -Werror +define+SG_ASSERT", slang(dir, &files, &["SG_ASSERT"])));
    if xcheck_tb {
        v.push(("iverilog -g2012 -Wall -DSG_ASSERT + X check (Icarus: no X/Z output of any switch after reset, no assertion fired)", xcheck(dir, &files)));
    }
    v.v
}

/// Collects checks with the time each took since the one before (checks run in turn).
struct Stopwatch {
    v: Vec<Timed>,
    t: std::time::Instant,
}

impl Stopwatch {
    fn push(&mut self, (name, c): (&'static str, Check)) {
        let now = std::time::Instant::now();
        self.v.push((name, c, now.duration_since(self.t).as_secs_f64()));
        self.t = now;
    }
}

/// `switchgen lint`: generates the RTL of `cfg` into `out` (or a temporary directory), or takes
/// the generated directory `dir` as it is, writes the X-check testbench, and runs every check.
/// Exit status 1 when any check fails. Errors: an invalid configuration (before anything is
/// written), `dir` without `switchgen.f`, or a write error.
pub fn run(cfg: &ConfigArgs, out: Option<PathBuf>, given: Option<PathBuf>) -> anyhow::Result<ExitCode> {
    let p = super::load_params(cfg)?;
    let mut tmp = None;
    let dir = match (&given, out) {
        (Some(d), _) => d.clone(),
        (None, Some(d)) => d,
        (None, None) => {
            let t = std::env::temp_dir().join(format!("switchgen-lint-{}", std::process::id()));
            tmp = Some(t.clone());
            t
        }
    };
    let regen = super::command_line("generate", cfg, &[format!("--out {}", dir.display())]);
    let tb = switchgen_generator::render_xcheck_tb(&p, &regen)?;
    if given.is_some() {
        if !dir.join("switchgen.f").is_file() {
            anyhow::bail!("--dir {}: no switchgen.f there (expected the output of `switchgen generate --out DIR`)", dir.display());
        }
        crate::report::write_file_atomic(&dir.join(tb.path.as_ref()), tb.text.as_bytes())?;
    } else {
        let mut files = switchgen_generator::render_all(&p, &regen)?;
        files.push(tb);
        switchgen_generator::write_atomic(&dir, &files)?;
    }
    let mut failed = false;
    for (name, c, secs) in check_dir(&dir, p.ports) {
        match c {
            Check::Pass => println!("PASS    {name} ({secs:.1} s)"),
            Check::Skipped(why) => println!("SKIPPED {name}: {why}"),
            Check::Fail(text) => {
                failed = true;
                println!("FAIL    {name} ({secs:.1} s)\n{text}");
            }
        }
    }
    if let Some(t) = &tmp {
        let _ = std::fs::remove_dir_all(t);
    }
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}
