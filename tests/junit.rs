//! `--junit FILE` of `sweep` and `cosim` (issue 8 item 5): one test case per sweep point of the
//! run's shard (points kept from an earlier run pass and say so) and one per co-simulation, a
//! divergence being a failure that carries the replay command.

use std::process::Command;

fn switchgen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_switchgen"))
}

fn count(xml: &str, what: &str) -> usize {
    xml.matches(what).count()
}

#[test]
fn sweep_writes_one_case_per_point_and_marks_kept_points() {
    let d = tempfile::tempdir().unwrap();
    let args = ["sweep", "-q", "--set", "topology.kind=single", "--set", "topology.ports=4", "--set", "sim.cycles=4000", "--grid", "traffic.rate=0.3,0.6", "--seeds", "2", "-o"];
    let out = d.path().join("s");
    let run = |junit: &str| {
        let o = switchgen().args(args).arg(&out).arg("--junit").arg(d.path().join(junit)).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        std::fs::read_to_string(d.path().join(junit)).unwrap()
    };
    let first = run("a.xml");
    assert_eq!(count(&first, "<testcase "), 4, "{first}");
    assert!(first.contains(r#"failures="0""#) && first.contains("0002_traffic.rate=0.6_seed1"), "{first}");
    assert_eq!(count(&first, "earlier run"), 0, "{first}");
    // one point's file removed: it runs again, the other three are kept and say so
    let p = std::fs::read_dir(out.join("points")).unwrap().map(|e| e.unwrap().path()).find(|p| p.to_string_lossy().contains("0001_")).unwrap();
    std::fs::remove_file(p).unwrap();
    let second = run("b.xml");
    assert_eq!(count(&second, "<testcase "), 4, "{second}");
    assert_eq!(count(&second, "earlier run"), 3, "{second}");
}

#[test]
fn cosim_divergence_is_a_failing_case_with_the_replay_command() {
    let d = tempfile::tempdir().unwrap();
    let cache = d.path().join("cache");
    let base = ["cosim", "-q", "--config", "testbenches/configs/ref_single4_opm.json", "--set", "sim.cycles=4000"];
    let ok = d.path().join("ok.xml");
    let o = switchgen().args(base).arg("--cache").arg(&cache).arg("--junit").arg(&ok).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let x = std::fs::read_to_string(&ok).unwrap();
    assert!(count(&x, "<testcase ") == 1 && x.contains(r#"failures="0""#) && x.contains("0 divergences"), "{x}");
    let bad = d.path().join("bad.xml");
    // (--no-waveform: no replay with a traced build; --out in the temporary directory)
    let o = switchgen().args(base).args(["--no-waveform", "--fault", "switch=0,port=1,cycle=300,bit=3"]).arg("--cache").arg(&cache).arg("--out").arg(d.path().join("res")).arg("--junit").arg(&bad).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(d.path().join("res").join("results.json").is_file() && !d.path().join("res-waves").exists(), "{}", String::from_utf8_lossy(&o.stderr));
    let x = std::fs::read_to_string(&bad).unwrap();
    assert!(x.contains(r#"failures="1""#) && x.contains("<failure message=\"DIVERGENCE at cycle 300"), "{x}");
    assert!(x.contains("replay: switchgen cosim"), "{x}");
}
