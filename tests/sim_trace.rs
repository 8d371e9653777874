//! `switchgen sim --trace FILE.csv` (issue 35 item 5): one record per delivered data packet,
//! read back with the csv reader: every packet of the run once (as many records as the results
//! count, no (source, injection cycle) twice), cycles in order, hops from the topology, marks
//! consistent with the results' counts; the file appears only complete, and a bad file name is
//! refused before the run.

use std::collections::HashSet;
use std::process::Command;

fn switchgen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_switchgen"))
}

#[derive(Debug, serde::Deserialize)]
struct Rec {
    src: u32,
    dst: u32,
    class: String,
    len: u32,
    generated: u64,
    injected: u64,
    delivered: u64,
    hops: u32,
    fecn: u8,
    mb: u8,
    vb: u8,
    becn: u8,
}

#[test]
fn trace_has_every_delivered_packet_once() {
    let dir = tempfile::tempdir().unwrap();
    let (trace, json) = (dir.path().join("t.csv"), dir.path().join("r.json"));
    // the default network (4-ary 3-fly) under its hot spot, with naive marking, no warm-up so
    // the results count every delivery of the run
    let o = switchgen()
        .args(["sim", "-q", "--set", "sim.cycles=6000", "--set", "sim.warmup_cycles=0", "--set", "switch.marking=naive", "--set", "traffic.hotspot.start_cycle=1000", "--set", "traffic.hotspot.end_cycle=5000", "--trace"])
        .arg(&trace)
        .arg("--json")
        .arg(&json)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(!dir.path().join("t.csv.part").exists(), "the partial file is renamed into place");
    let r: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let mut rd = csv::Reader::from_path(&trace).unwrap();
    let recs: Vec<Rec> = rd.deserialize().map(|x| x.unwrap()).collect();
    assert_eq!(recs.len() as u64, r["delivered_packets"].as_u64().unwrap(), "one record per delivered packet");
    assert!(recs.len() > 1000, "{}", recs.len());
    assert_eq!(r["generated_packets"].as_u64().unwrap() - r["in_flight_packets"].as_u64().unwrap(), recs.len() as u64);
    // a source injects at most one header per cycle: (src, injected) names a packet
    let mut seen = HashSet::new();
    for x in &recs {
        assert!(seen.insert((x.src, x.injected)), "packet {x:?} twice");
        assert!(x.src != x.dst && x.src < 64 && x.dst < 64, "{x:?}");
        assert!(x.generated <= x.injected && x.injected + x.hops as u64 + x.len as u64 <= x.delivered + 1, "{x:?}");
        // 4-ary 3-fly: every route crosses the three stages
        assert_eq!(x.hops, 3, "{x:?}");
        assert!(x.class == "uniform" || x.class == "hotspot", "{x:?}");
        assert!(x.mb == 0 && x.vb == 0, "naive marking sets FECN only: {x:?}");
        assert_eq!(x.becn, x.fecn, "ACKs on: the ACK carries BECN exactly when FECN came: {x:?}");
    }
    // delivery order
    assert!(recs.windows(2).all(|w| w[0].delivered <= w[1].delivered));
    let fecn = recs.iter().filter(|x| x.fecn == 1).count() as u64;
    assert_eq!(fecn, r["fecn_packets"].as_u64().unwrap());
    assert!(fecn > 0 && recs.iter().any(|x| x.class == "hotspot"));
}

#[test]
fn a_trace_that_is_not_csv_is_refused_before_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("t.parquet");
    let o = switchgen().args(["sim", "-q", "--trace"]).arg(&t).output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("--trace") && err.contains(".csv"), "{err}");
    assert!(std::fs::read_dir(dir.path()).unwrap().next().is_none(), "nothing written");
}
