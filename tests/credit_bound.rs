//! A legal buffer below the credit round trip runs, and says so (issue 31, "Bad input"):
//! `switchgen params` (text and `--json`) reports R, the buffer full rate needs and the bound the
//! configured buffer implies, and the summary of a run (and its results.json) carries a warning
//! line with the bound. The bound itself is measured against the model in
//! `model/tests/credit_bound.rs`. A buffer below one maximum packet stays refused (exit 2:
//! tests/bad_inputs.rs).

use serde_json::Value;
use std::process::{Command, Output};

fn switchgen(args: &[&str], set: &[&str]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_switchgen"));
    c.args(args);
    for s in set {
        c.args(["--set", s]);
    }
    let o = c.output().unwrap();
    assert!(o.status.success(), "{args:?} {set:?}: {}", String::from_utf8_lossy(&o.stderr));
    o
}

/// One greedy 4-flit stream through a 4-port switch with a 6-flit buffer: L + d + R = 7.
const SHORT: &[&str] = &[
    "topology.kind=single",
    "topology.ports=4",
    "switch.buffer_flits=6",
    "switch.max_packet_flits=4",
    "traffic.packet_flits=4",
    "traffic.pattern=flows",
    r#"traffic.flows=[{"src": 0, "dst": 1}]"#,
    "hosts.acks=false",
    "sim.cycles=10000",
    "sim.warmup_cycles=1000",
];

#[test]
fn params_reports_the_credit_loop_and_the_bound() {
    let v: Value = serde_json::from_slice(&switchgen(&["params", "--json"], SHORT).stdout).unwrap();
    let c = &v["credit_loop"];
    assert_eq!((c["r_cycles"].as_u64(), c["timing_contract"].as_u64(), c["credit_delay"].as_u64()), (Some(2), Some(2), Some(1)));
    assert_eq!(c["max_packet"]["min_buffer_flits"], 7);
    assert!((c["max_packet"]["bound"].as_f64().unwrap() - 0.8).abs() < 1e-12, "{c}");
    assert!((c["traffic_mean"]["bound"].as_f64().unwrap() - 0.8).abs() < 1e-12 && c["traffic_mean"]["exact"] == true, "{c}");
    assert!(c["warning"].as_str().unwrap().contains("at most 0.800"), "{c}");
    let text = String::from_utf8(switchgen(&["params"], SHORT).stdout).unwrap();
    assert!(text.contains("credit loop        R = 2 cycles (timing contract v2)"), "{text}");
    assert!(text.contains("4 flits: needs B >= 7; B = 6: at most 0.800 of a link"), "{text}");

    // the default network (switch-to-switch links: R = 3 in timing contract v2): enough for its
    // traffic (1..4 flits), not for 8-flit packets
    let v: Value = serde_json::from_slice(&switchgen(&["params", "--json"], &[]).stdout).unwrap();
    let c = &v["credit_loop"];
    assert!(c["warning"].is_null(), "{c}");
    assert_eq!(c["r_cycles"].as_u64(), Some(3), "{c}");
    assert_eq!((c["max_packet"]["min_buffer_flits"].as_u64(), c["traffic_longest"]["min_buffer_flits"].as_u64()), (Some(12), Some(8)));
    assert!((c["max_packet"]["bound"].as_f64().unwrap() - 8.0 / 12.0).abs() < 1e-12, "{c}");
    assert_eq!((c["traffic_mean"]["min_buffer_flits"].as_u64(), c["traffic_mean"]["exact"].as_bool()), (Some(7), Some(false)));
}

#[test]
fn a_run_below_the_loop_warns_with_the_bound_it_reaches() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("r.json");
    let o = switchgen(&["sim", "--quiet", "--json", f.to_str().unwrap()], SHORT);
    let out = String::from_utf8(o.stdout).unwrap();
    let warn: Vec<&str> = out.lines().filter(|l| l.starts_with("warning: switch.buffer_flits = 6")).collect();
    assert_eq!(warn.len(), 1, "{out}");
    assert!(warn[0].contains("L + d + R = 4 + 1 + 2 = 7") && warn[0].contains("at most 0.800"), "{out}");
    let r: Value = serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
    assert_eq!(r["credit_loop"]["warning"].as_str(), Some(warn[0]));
    // and the run delivers the bound: 0.8 flits/cycle on the one link, over 4 hosts
    let link = r["throughput"].as_f64().unwrap() * 4.0;
    assert!((link - 0.8).abs() < 0.005, "{link}");

    // enough buffer: no warning, the same summary as before
    let mut set = SHORT.to_vec();
    set[2] = "switch.buffer_flits=7";
    let out = String::from_utf8(switchgen(&["sim", "--quiet"], &set).stdout).unwrap();
    assert!(!out.contains("warning"), "{out}");
}
