//! `switchgen soak` (issue 32 item 2, docs/TESTING.md "Soak"), run as the built binary:
//!
//! - `soak_slice`: the `make test` slice, a fixed-seed soak (seed 232: its first 24 cases, 8
//!   builds, cover every queue scheme, marking and topology kind, the mesh and the torus with
//!   4 VCs among them, which the test checks) of `SWITCHGEN_SOAK_CASES` cases (default 24) on a
//!   small budget (at most 16 switches of at most 4 ports, 200,000 switch-cycles a case), in
//!   two shards merged afterwards, one shard run twice (the second run keeps every case): 0
//!   failures, the merged summary counts every case once.
//! - `planted_rtl_bug_is_found_and_shrunk`: a one-line RTL bug (the round-robin pointer of
//!   `sg_switch` never moves past a winner) planted with `--plant`; the soak's first case (a
//!   12-switch bmin) must diverge and the shrinker must cut it to a replay of fewer than 2,000
//!   cycles on at most 4 switches, whose printed command diverges again. The fast tier lets the
//!   shrinker run 9 co-simulations (its cycle, topology, traffic and hosts steps: 2 builds), the
//!   full tier 14 (also the switch keys' steps, 4 more builds).
//! - `bad_arguments_exit_2`: nothing is run or written for bad options.
//!
//! Needs Verilator (`make setup`).

use std::path::Path;
use std::process::{Command, Output};

mod common;

fn switchgen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_switchgen")).args(args).output().expect("switchgen runs")
}

fn text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

fn json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))).unwrap()
}

/// The slice's budget: small networks, short cases, so that its builds and runs take about two
/// minutes on two cores. Seed 232 (thirty-seventh session: seed 14 needed 30 cases and 10
/// builds for the same coverage; found with `soak --dry-run` over seeds 1-400, the three seeds
/// that cover it in 24 cases, this one with the fewest switch-cycles, 1.38 M).
const SLICE: &[&str] = &["--seed", "232", "--max-switches", "16", "--max-ports", "4", "--switch-cycles", "200000", "--max-cycles", "20000", "--cases-per-build", "3", "-q"];

#[test]
fn soak_slice() {
    let cases: u64 = std::env::var("SWITCHGEN_SOAK_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(24);
    let n = cases.to_string();
    let tmp = tempfile::tempdir().unwrap();
    let d = |s: &str| tmp.path().join(s).to_string_lossy().into_owned();
    let t0 = std::time::Instant::now();
    for shard in ["1/2", "2/2"] {
        let mut args = vec!["soak", "--cases", &n, "--shard", shard, "-o"];
        let out = d(&format!("shard{}", &shard[..1]));
        args.push(&out);
        args.extend_from_slice(SLICE);
        let o = switchgen(&args);
        assert!(o.status.success(), "soak --shard {shard} failed:\n{}", text(&o));
    }
    // rerun of shard 1: every case kept
    let o = switchgen(&[&["soak", "--cases", &n, "--shard", "1/2", "-o", &d("shard1")], SLICE].concat());
    assert!(o.status.success(), "{}", text(&o));
    let again = json(&tmp.path().join("shard1/soak.json"));
    assert_eq!(again["this_run"]["cases_run"].as_u64(), Some(0), "{again}");
    assert_eq!(again["this_run"]["cases_kept"], again["totals"]["cases"], "{again}");
    let o = switchgen(&["merge", "-o", &d("merged"), &d("shard1"), &d("shard2")]);
    assert!(o.status.success(), "{}", text(&o));
    let s = json(&tmp.path().join("merged/soak.json"));
    let t = &s["totals"];
    assert_eq!(t["cases"].as_u64(), Some(cases), "{s}");
    assert_eq!(t["failed"].as_u64(), Some(0), "{s}");
    assert!(t["switch_cycles_compared"].as_u64().unwrap() >= cases * 4_000, "{s}");
    assert!(s["coverage"].as_array().is_some_and(|c| !c.is_empty()));
    // the slice's promise: every queue scheme, marking and topology kind (of the default 24)
    if cases >= 24 {
        for (key, want) in [
            ("by_scheme", &["fbicm", "fifo", "recn", "voq_net", "voq_sw"][..]),
            ("by_marking", &["ipm", "mvpm", "naive", "none", "opm"][..]),
            ("by_topology", &["bmin", "kary_nfly", "mesh", "single", "torus", "two_switch"][..]),
        ] {
            for w in want {
                let n = s[key].as_object().and_then(|m| m.iter().find(|(k, _)| k.starts_with(w)).map(|(_, v)| v.as_u64().unwrap_or(0)));
                assert!(n.unwrap_or(0) > 0, "the slice has no {w} case in {key}: {}", s[key]);
            }
        }
    }
    eprintln!(
        "soak slice: {cases} cases, {} switch-cycles compared, {} distinct builds, 0 failures in {:.0} s",
        t["switch_cycles_compared"],
        s["builds"]["distinct"],
        t0.elapsed().as_secs_f64()
    );
}

#[test]
fn planted_rtl_bug_is_found_and_shrunk() {
    let tmp = tempfile::tempdir().unwrap();
    let plant = tmp.path().join("plant.json");
    std::fs::write(
        &plant,
        serde_json::json!({ "file": "rtl/sg_switch.v", "find": "ptr_d[x*PB +: PB] = g_ptr;", "replace": "ptr_d[x*PB +: PB] = ptr_q[x*PB +: PB];" }).to_string(),
    )
    .unwrap();
    let out = tmp.path().join("soak");
    let t0 = std::time::Instant::now();
    let shrink_runs = if common::full_tier() { "14" } else { "9" };
    // seed 12's first case is a bmin (12 switches of 4 ports, voq_net, mvpm) of 8,000 cycles.
    // (Seed 12 was chosen on timing contract v1 for another draw, seed 21 on v2; meshes and tori
    // joining the space changed every draw, and seed 12's first case shows the pointer again.)
    let o = switchgen(&[
        "soak", "--seed", "12", "--cases", "1", "--cases-per-build", "1", "--max-switches", "16", "--max-ports", "4", "--switch-cycles", "100000", "--max-cycles", "8000",
        "--shrink-runs", shrink_runs, "--plant", plant.to_str().unwrap(), "-q", "-o", out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1), "the planted bug was not found:\n{}", text(&o));
    let case = json(&out.join("cases/c000000.json"));
    assert_eq!(case["outcome"], "divergence", "{case}");
    assert!(case["switches"].as_u64().unwrap() > 4, "the case to shrink should be larger than the goal: {case}");
    let r = &case["replay"];
    let (cycles, switches) = (r["cycles"].as_u64().unwrap(), r["switches"].as_u64().unwrap());
    let log = std::fs::read_to_string(out.join("failures/c000000/shrink.log")).unwrap_or_default();
    eprintln!("planted bug: {} switches x {} cycles shrunk to {switches} switches x {cycles} cycles in {} co-simulations ({:.0} s)\n{log}", case["switches"], case["config"]["sim"]["cycles"], r["co_simulations"], t0.elapsed().as_secs_f64());
    assert!(cycles < 2000 && switches <= 4, "shrunk only to {switches} switches x {cycles} cycles:\n{log}");
    // the printed command replays the failure
    let cmd = r["command"].as_str().unwrap();
    let sh = std::fs::read_to_string(out.join("failures/c000000/replay.sh")).unwrap();
    assert!(sh.contains(cmd) && cmd.starts_with("switchgen cosim --config ") && cmd.contains("--rtl "), "{sh}");
    let args: Vec<&str> = cmd.split_whitespace().skip(1).collect();
    let wave = tmp.path().join("replay");
    let o = Command::new(env!("CARGO_BIN_EXE_switchgen")).args(&args).args(["-q", "--out", wave.to_str().unwrap()]).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "the replay did not fail:\n{}", text(&o));
    assert!(text(&o).contains("DIVERGENCE") || text(&o).to_lowercase().contains("diverge"), "{}", text(&o));
}

#[test]
fn bad_arguments_exit_2() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("s");
    let o = out.to_str().unwrap();
    let bad_plant = tmp.path().join("plant.json");
    std::fs::write(&bad_plant, r#"{"file": "rtl/sg_switch.v", "find": "no such text", "replace": "x"}"#).unwrap();
    for (args, want) in [
        (vec!["soak", "-o", o], "--cases N or --hours H"),
        (vec!["soak", "--cases", "0", "-o", o], "--cases = 0"),
        (vec!["soak", "--hours=0", "-o", o], "--hours = 0"),
        (vec!["soak", "--cases", "3", "--shard", "3/2", "-o", o], "--shard"),
        (vec!["soak", "--cases", "3", "--max-ports", "1", "-o", o], "--max-ports"),
        (vec!["soak", "--cases", "3", "--cases-per-build", "0", "-o", o], "--cases-per-build"),
        (vec!["soak", "--cases", "3", "--set", "switch.buffer_flits=0", "-o", o], "switch.buffer_flits"),
        (vec!["soak", "--cases", "3", "--plant", bad_plant.to_str().unwrap(), "-o", o], "does not contain"),
        (vec!["soak", "--cases", "3", "--plant", "/nonexistent/plant.json", "-o", o], "--plant"),
    ] {
        let r = switchgen(&args);
        let t = text(&r);
        assert_eq!(r.status.code(), Some(2), "{args:?}: {t}");
        assert!(t.contains(want) && t.lines().count() == 1, "{args:?}: {t:?}");
        assert!(!out.exists(), "{args:?} wrote {}", out.display());
    }
}
