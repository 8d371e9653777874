//! The generated FuseSoC core works with FuseSoC itself (issue 8 item 5, "Must show"): `fusesoc`
//! (PyPI, pinned in tools/requirements.txt) runs the core's `lint` target (Verilator
//! --lint-only -Wall through edalize) and its `sim` target (Icarus -g2012) on a generated switch.
//! (The `synth` target, Yosys through edalize, was run by hand: about a minute, not a test.) Needs the PyPI tools of
//! `make setup` (.tools/venv); fails, never skips, without them.

use std::path::Path;
use std::process::Command;

/// A generated switch in `d/core` (`plant` applied to its sg_fifo.v); runs `fusesoc run --target
/// lint` on it in `d`; returns (success, output).
fn fusesoc_lint(d: &Path, plant: impl Fn(&str) -> String) -> (bool, String) {
    fusesoc_target(d, "lint", plant)
}

/// As [`fusesoc_lint`], for any target of the core.
fn fusesoc_target(d: &Path, target: &str, plant: impl Fn(&str) -> String) -> (bool, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let venv = root.join(".tools/venv/bin");
    assert!(venv.join("fusesoc").is_file(), "fusesoc is missing: run `make setup` (it installs the PyPI tools into .tools/venv)");
    let o = Command::new(env!("CARGO_BIN_EXE_switchgen"))
        .args(["generate", "--config", "testbenches/configs/ref_single4_opm.json", "--out"])
        .arg(d.join("core"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let fifo = d.join("core/rtl/sg_fifo.v");
    std::fs::write(&fifo, plant(&std::fs::read_to_string(&fifo).unwrap())).unwrap();
    let path = format!("{}:{}", venv.display(), std::env::var("PATH").unwrap_or_default());
    let o = Command::new(venv.join("fusesoc"))
        .args(["--cores-root", "core", "run", "--target", target, "--build-root", "build", "switchgen:generated:sg_network"])
        .current_dir(d)
        .env("PATH", path)
        .output()
        .unwrap();
    (o.status.success(), String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr))
}

#[test]
fn fusesoc_lint_target_fails_on_a_warning() {
    let d = tempfile::tempdir().unwrap();
    let (ok, text) = fusesoc_lint(d.path(), |s| s.replacen("endmodule", "  wire [1:0] planted_w = 3'd5;\nendmodule", 1));
    assert!(!ok, "a width warning must fail the lint target:\n{text}");
    assert!(text.contains("%Warning-WIDTH"), "{text}");
}

#[test]
fn fusesoc_runs_the_lint_target_of_a_generated_switch() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    let (ok, text) = fusesoc_lint(d, |s| s.to_string());
    assert!(ok, "fusesoc run --target lint failed:\n{text}");
    assert!(!text.contains("%Warning") && !text.contains("%Error"), "{text}");
    // edalize ran Verilator in lint-only mode with -Wall on every generated file
    let work = d.join("build").join(format!("switchgen_generated_sg_network_{}", env!("CARGO_PKG_VERSION"))).join("lint-verilator");
    let name = format!("switchgen_generated_sg_network_{}", env!("CARGO_PKG_VERSION"));
    let cfg = std::fs::read_to_string(work.join("config.mk")).unwrap();
    assert!(cfg.contains("VERILATOR_OPTIONS := -Wall"), "{cfg}");
    let eda = std::fs::read_to_string(work.join(format!("{name}.eda.yml"))).unwrap();
    assert!(eda.contains("mode: lint-only"), "{eda}");
    let vc = std::fs::read_to_string(work.join(format!("{name}.vc"))).unwrap();
    for f in ["sg_fifo.v", "sg_input_unit.v", "sg_switch.v", "sg_network.v"] {
        assert!(vc.contains(f), "{f} not in the Verilator file list:\n{vc}");
    }
}

#[test]
fn fusesoc_runs_the_sim_target_and_it_fails_on_a_broken_file() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path();
    let (ok, text) = fusesoc_target(d, "sim", |s| s.to_string());
    assert!(ok, "fusesoc run --target sim failed:\n{text}");
    // edalize compiled every generated file with Icarus and ran the result
    let name = format!("switchgen_generated_sg_network_{}", env!("CARGO_PKG_VERSION"));
    let work = d.join("build").join(&name).join("sim-icarus");
    assert!(work.join(&name).is_file(), "no Icarus image in {}:\n{text}", work.display());
    assert!(text.contains("vvp"), "{text}");
    let broken = tempfile::tempdir().unwrap();
    let (ok, text) = fusesoc_target(broken.path(), "sim", |s| s.replacen("endmodule", "  wire planted_w = ;\nendmodule", 1));
    assert!(!ok, "a syntax error must fail the sim target:\n{text}");
}
