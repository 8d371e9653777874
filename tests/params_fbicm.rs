//! `switchgen params --json` accounts for FBICM's routing-table extension as seed 001 §3.3 does
//! (issue 5, "Must show"): 1024 destinations, 8-port switches, 8 CFQs per port -> per entry OP 3 +
//! CLOP 8 + CLIP 8 x 8 + NSB 8 = 83 bits, 84,992 bits in all, against 3 x 1024 = 3,072 bits
//! without. The paper's "3 KB" and "83 KB" are these numbers in Kibit: its "KB" means kilobits
//! (in bytes the tables would be 0.4 and 10.4 KiB). Its parenthetical field sizes (4 bits of
//! CLOP, 32 of CLIP) are those of 4 CFQs per port, 47 bits per entry.

use serde_json::Value;
use std::process::Command;

fn params(set: &[&str]) -> std::process::Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_switchgen"));
    c.args(["params", "--json"]);
    for s in set {
        c.args(["--set", s]);
    }
    c.output().unwrap()
}

fn fbicm(set: &[&str]) -> Value {
    let o = params(set);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    v["fbicm"].clone()
}

const NET_1024: &[&str] = &["topology.kind=bmin", "topology.k=4", "topology.n=5"];

#[test]
fn routing_table_extension_matches_the_papers_accounting() {
    let f = fbicm(NET_1024);
    assert_eq!(f["cfqs"], 8);
    assert_eq!(f["routing_table_entries"], 1024);
    let bits: Vec<(String, u64)> = f["routing_table_fields"].as_array().unwrap().iter().map(|x| (x["name"].as_str().unwrap().to_string(), x["bits"].as_u64().unwrap())).collect();
    assert_eq!(bits, [("OP".into(), 3), ("CLOP".into(), 8), ("CLIP".into(), 64), ("NSB".into(), 8)]);
    assert_eq!(f["routing_table_bits_per_entry"], 83);
    assert_eq!(f["routing_table_bits"], 83 * 1024);
    assert_eq!(f["plain_routing_table_bits"], 3 * 1024);
    // the paper's "3 KB" and "83 KB"
    assert_eq!(f["plain_routing_table_kibit"], 3.0);
    assert_eq!(f["routing_table_kibit"], 83.0);
}

#[test]
fn four_cfqs_give_the_papers_field_sizes() {
    let mut set = NET_1024.to_vec();
    set.push("switch.cfqs=4");
    let f = fbicm(&set);
    assert_eq!(f["routing_table_bits_per_entry"], 3 + 4 + 32 + 8);
    // CAM line: 4 status bits + CongestedPort 3 + HopsToReach log2(9 + 1) = 4 + NextCFQ 2
    assert_eq!(f["cam_line_bits"], 4 + 3 + 4 + 2);
    assert_eq!(f["cam_bits_per_input_port"], 4 * 13);
}

#[test]
fn cfqs_out_of_range_is_refused() {
    for v in ["0", "33"] {
        let o = params(&[&format!("switch.cfqs={v}")]);
        assert_eq!(o.status.code(), Some(2));
        let e = String::from_utf8_lossy(&o.stderr);
        assert!(e.contains("switch.cfqs") && e.contains(v) && e.contains("1..=32"), "{e}");
    }
}
