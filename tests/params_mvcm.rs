//! `switchgen params --json` derives MVCM's parameters as seed 000 §4.3 does, from inputs that
//! can be entered as the paper states them (issue 4, "Must show"): the 4-ary 5-fly example with
//! h = 9, t_hop = 3, B = 1 byte/cycle, 22-byte header and ACK, 256-byte payload gives omega =
//! 354 / 278 = 1.273 (the paper writes "about 1.28") and DWmax = 2; at 16 bytes/cycle omega =
//! 4.187 and DWmax = 5.

use serde_json::Value;
use std::process::Command;

fn mvcm(link: &str) -> Value {
    let o = Command::new(env!("CARGO_BIN_EXE_switchgen"))
        .args(["params", "--json"])
        .args(["--set", "topology.kind=bmin", "--set", "topology.k=4", "--set", "topology.n=5"])
        .args(["--set", "hosts.mvcm.hops=9", "--set", "hosts.mvcm.t_hop_cycles=3", "--set", &format!("hosts.mvcm.link_bytes_per_cycle={link}")])
        .args(["--set", "hosts.mvcm.header_bytes=22", "--set", "hosts.mvcm.ack_bytes=22", "--set", "hosts.mvcm.payload_bytes=256"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    v["mvcm"].clone()
}

#[test]
fn papers_example_gives_omega_and_dw_max() {
    let m = mvcm("1");
    assert!((m["omega"].as_f64().unwrap() - 354.0 / 278.0).abs() < 1e-9, "{m}");
    assert!((m["omega"].as_f64().unwrap() - 1.28).abs() < 0.01, "{m}");
    assert_eq!(m["dw_max"], 2, "{m}");
    assert_eq!(m["rtt_min_cycles"], 354.0, "RTTmin = 2 x 9 x 3 + (278 + 22) / 1");
    // the network supplies k = 4 and n = 5 for the waiting slots
    assert_eq!((m["k"].as_u64(), m["n"].as_u64()), (Some(4), Some(5)));
    for key in ["omega", "dw_max", "rtt_min_cycles", "input_threshold_packets", "output_threshold_packets"] {
        assert!(m.get(key).is_some() && m["formulas"].get(key).is_some(), "{key} and its formula");
    }
    let m = mvcm("16");
    assert!((m["omega"].as_f64().unwrap() - 4.18).abs() < 0.01, "{m}");
    assert_eq!(m["dw_max"], 5, "{m}");
}
