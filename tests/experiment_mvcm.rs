//! `switchgen experiment mvcm-hotspot` on bmin k=4 n=3 (the larger networks take minutes and are
//! in docs/experiments/mvcm-hotspot.md) reproduces seed 000's qualitative results: without
//! congestion management the hot spot's congestion tree delays the cold flows by orders of
//! magnitude; MVCM keeps their latency near the uncongested level, keeps the hot-spot link busy
//! (the paper: 100 %) and validates far fewer cold packets than Pfister's output marking marks.

use serde_json::Value;
use std::process::Command;

fn switchgen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_switchgen"))
}

fn case<'a>(r: &'a Value, id: &str) -> &'a Value {
    r["cases"].as_array().unwrap().iter().find(|c| c["case"]["id"] == id).unwrap_or_else(|| panic!("case {id} missing"))
}

fn f(v: &Value, k: &str) -> f64 {
    v[k].as_f64().unwrap_or_else(|| panic!("{k} missing in {}", v["case"]["id"]))
}

#[test]
fn mvcm_protects_cold_flows_and_keeps_the_hot_link_busy() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("mh");
    let o = switchgen().args(["experiment", "mvcm-hotspot", "--case", "n3-", "-q", "--out"]).arg(&out).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for file in ["summary.md", "results.json", "n3-mvcm.csv", "fig5-11-n3.svg", "fig6-n3.svg"] {
        assert!(out.join(file).is_file(), "{file} missing");
    }
    let r: Value = serde_json::from_str(&std::fs::read_to_string(out.join("results.json")).unwrap()).unwrap();
    let (none, rp, pi, mvcm) = (case(&r, "n3-none"), case(&r, "n3-rp"), case(&r, "n3-pi"), case(&r, "n3-mvcm"));
    for c in [none, rp, pi, mvcm] {
        assert!(c["hot_start"].is_u64() && c["hot_end"].is_u64(), "{}: the hot phase ran and drained", c["case"]["id"]);
        assert!(c["error"].is_null(), "{}", c["error"]);
    }
    // the congestion tree: cold latency peaks far above its level with any CMM
    assert!(f(none, "peak_cold_latency") > 20.0 * f(mvcm, "peak_cold_latency"), "no CMM {} vs MVCM {}", f(none, "peak_cold_latency"), f(mvcm, "peak_cold_latency"));
    // MVCM keeps the hot-spot link busy (paper: 100 %) and better than PI's CCT, which throttles
    // the hot sources in excess (seed 000 §5.2.2)
    assert!(f(mvcm, "hot_link_during") > 0.9, "{}", f(mvcm, "hot_link_during"));
    assert!(f(pi, "hot_link_during") < f(mvcm, "hot_link_during"));
    // two-bit marking: few cold packets validated, most hot ones; PI's output marking hits cold
    // packets more often than MVCM validates them
    assert!(f(mvcm, "cold_vb") < 0.02 && f(mvcm, "hot_vb") > 0.2, "cold {} hot {}", f(mvcm, "cold_vb"), f(mvcm, "hot_vb"));
    assert!(f(mvcm, "cold_vb") < f(pi, "cold_fecn"), "MVCM {} vs PI {}", f(mvcm, "cold_vb"), f(pi, "cold_fecn"));
    assert!(f(mvcm, "cold_vb") <= f(mvcm, "cold_mb"));
}

#[test]
fn bad_mvcm_hotspot_arguments_exit_2() {
    for args in [&["--n", "7"][..], &["--load", "0"], &["--case", "n9"], &["--packet-flits", "1"]] {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("x");
        let o = switchgen().args(["experiment", "mvcm-hotspot", "-q", "--out"]).arg(&out).args(args).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(!out.exists() && err.lines().count() == 1, "{args:?}: {err}");
    }
}

#[test]
fn an_overridden_hot_volume_sets_when_the_run_drains() {
    // 100 packets per hot source instead of 1000: the run must see the smaller volume delivered
    // and stop, not wait for the default volume until its cycle cap
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("mh");
    let o = switchgen()
        .args(["experiment", "mvcm-hotspot", "--case", "n3-none", "--set", "traffic.hotspot.packets_per_source=100", "-q", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let r: Value = serde_json::from_str(&std::fs::read_to_string(out.join("results.json")).unwrap()).unwrap();
    let c = case(&r, "n3-none");
    let (s, e) = (c["hot_start"].as_u64().expect("hot phase started"), c["hot_end"].as_u64().expect("hot phase drained"));
    // 16 hot sources x 100 packets x 8 flits through one link: 12,800 cycles at least
    assert!((12_800..40_000).contains(&(e - s)), "hot phase {s}..{e}");
    assert!(c["cycles"].as_u64().unwrap() < 100_000, "{}", c["cycles"]);
}
