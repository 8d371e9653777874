//! `switchgen lint`: Verilator -Wall lint, Icarus compile and Yosys synthesis check of the
//! generated RTL. A missing tool is reported as skipped (run `make setup`), not as a pass.

use crate::cli::ConfigArgs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// Outcome of one tool.
pub enum Check {
    Pass,
    Fail(String),
    Skipped(String),
}

fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).any(|d| d.join(tool).is_file()))
        .unwrap_or(false)
}

fn run_tool(tool: &str, args: &[String], dir: &Path) -> Check {
    if !on_path(tool) {
        return Check::Skipped(format!("{tool} not found on PATH (run `make setup`)"));
    }
    match Command::new(tool).args(args).current_dir(dir).output() {
        Err(e) => Check::Fail(format!("{tool}: {e}")),
        Ok(o) => {
            let text = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
            if o.status.success() && !text.contains("%Warning") && !text.contains("%Error") {
                Check::Pass
            } else {
                Check::Fail(text.lines().take(40).collect::<Vec<_>>().join("\n"))
            }
        }
    }
}

/// Runs the three checks on a generated directory `dir` (holding `switchgen.f` and `rtl/`).
pub fn check_dir(dir: &Path) -> Vec<(&'static str, Check)> {
    let files: Vec<String> = switchgen_generator::RTL_FILES.iter().map(|s| s.to_string()).collect();
    let s = |x: &str| x.to_string();
    let mut v = vec![];
    let mut args = vec![s("--lint-only"), s("-Wall"), s("--top-module"), s("sg_network")];
    args.extend(files.iter().cloned());
    v.push(("verilator --lint-only -Wall", run_tool("verilator", &args, dir)));
    // the named assertions (`*_A`, behind SG_ASSERT) must lint clean too
    let mut args = vec![s("--lint-only"), s("-Wall"), s("+define+SG_ASSERT"), s("--top-module"), s("sg_network")];
    args.extend(files.iter().cloned());
    v.push(("verilator --lint-only -Wall +define+SG_ASSERT", run_tool("verilator", &args, dir)));
    let mut args = vec![s("-g2012"), s("-Wall"), s("-s"), s("sg_network"), s("-o"), s("/dev/null")];
    args.extend(files.iter().cloned());
    v.push(("iverilog -g2012 -Wall", run_tool("iverilog", &args, dir)));
    let mut args = vec![s("-g2012"), s("-Wall"), s("-DSG_ASSERT"), s("-s"), s("sg_network"), s("-o"), s("/dev/null")];
    args.extend(files.iter().cloned());
    v.push(("iverilog -g2012 -Wall -DSG_ASSERT", run_tool("iverilog", &args, dir)));
    let script = format!(
        "read_verilog {}; hierarchy -check -top sg_switch; proc; flatten; check -assert; \
         select -assert-none t:$dlatch t:$adlatch t:$dlatchsr t:$sr; \
         design -reset; read_verilog {}; hierarchy -check -top sg_network; proc; check -assert",
        files.join(" "),
        files.join(" ")
    );
    v.push(("yosys (hierarchy, proc, check -assert, no latches)", run_tool("yosys", &[s("-q"), s("-e"), s(".*"), s("-p"), script], dir)));
    v
}

pub fn run(cfg: &ConfigArgs, out: Option<PathBuf>) -> anyhow::Result<ExitCode> {
    let p = super::load_params(cfg)?;
    let tmp;
    let dir = match out {
        Some(d) => d,
        None => {
            tmp = std::env::temp_dir().join(format!("switchgen-lint-{}", std::process::id()));
            tmp.clone()
        }
    };
    let regen = super::command_line("generate", cfg, &[format!("--out {}", dir.display())]);
    switchgen_generator::write_atomic(&dir, &switchgen_generator::render_all(&p, &regen)?)?;
    let mut failed = false;
    for (name, c) in check_dir(&dir) {
        match c {
            Check::Pass => println!("PASS    {name}"),
            Check::Skipped(why) => println!("SKIPPED {name}: {why}"),
            Check::Fail(text) => {
                failed = true;
                println!("FAIL    {name}\n{text}");
            }
        }
    }
    if dir.starts_with(std::env::temp_dir()) {
        let _ = std::fs::remove_dir_all(&dir);
    }
    Ok(if failed { ExitCode::from(1) } else { ExitCode::SUCCESS })
}
