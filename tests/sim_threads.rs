//! `switchgen sim --threads N` (issue 35 item 2): the switches stepped in parts on N threads
//! give the same results bit for bit as one thread: the results JSON (timing fields aside) and
//! the per-packet trace are compared byte for byte, on one configuration per kind of switch
//! state a part steps (marking and its counters, MVCM hosts, FBICM and RECN lines on both
//! channels, CIOQ egress buffers at speedup 1.5, virtual channels with At-Least-One reading the
//! switches after the parts, adaptive routing), with 2 threads and with 3 (uneven parts).

use std::process::Command;

/// `sim` on `set` with `threads` threads: the results JSON without its timing fields, and the
/// trace file's bytes.
fn run(set: &[&str], threads: u32) -> (serde_json::Value, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let (json, trace) = (dir.path().join("r.json"), dir.path().join("t.csv"));
    let mut c = Command::new(env!("CARGO_BIN_EXE_switchgen"));
    c.args(["sim", "-q", "--threads", &threads.to_string(), "--json"]).arg(&json).arg("--trace").arg(&trace);
    for s in set {
        c.args(["--set", s]);
    }
    let o = c.output().unwrap();
    assert!(o.status.success(), "{set:?} --threads {threads}: {}", String::from_utf8_lossy(&o.stderr));
    let mut r: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let m = r.as_object_mut().unwrap();
    assert!(m.remove("cycles_per_second").is_some() && m.remove("wall_seconds").is_some(), "timing fields renamed? {:?}", m.keys().collect::<Vec<_>>());
    (r, std::fs::read(&trace).unwrap())
}

#[test]
fn threads_give_the_same_results_bit_for_bit() {
    let hot = ["traffic.hotspot.start_cycle=500", "traffic.hotspot.end_cycle=2500", "sim.warmup_cycles=0"];
    let cases: Vec<Vec<&str>> = vec![
        // the default network (4-ary 3-fly) under its hot spot, ipm marking and AIMD hosts
        vec!["sim.cycles=3000", "switch.marking=ipm", "hosts.response=aimd"],
        // MVCM: mvpm on CIOQ egress buffers at speedup 1.5
        vec!["sim.cycles=3000", "switch.marking=mvpm", "hosts.response=mvcm", "switch.speedup=1.5", "switch.egress_buffer_flits=64"],
        // FBICM's CFQs and the backward channel
        vec!["sim.cycles=3000", "switch.queue_scheme=fbicm", "switch.arbitration=oldest_first"],
        // enhanced RECN with egress SAQs (CIOQ), the forward and backward channels
        vec!["sim.cycles=3000", "switch.queue_scheme=recn", "switch.recn.variant=enhanced", "switch.speedup=1.5", "switch.egress_buffer_flits=64"],
        // a torus with VCs and At-Least-One hosts (they read every switch's VC monitor after the parts)
        vec!["sim.cycles=3000", "topology.kind=torus", "topology.k=4", "topology.n=2", "switch.vcs=2", "switch.buffer_flits=16", "hosts.response=alo"],
        // minimal adaptive routing on a mesh with escape VCs
        vec!["sim.cycles=3000", "topology.kind=mesh", "topology.k=4", "topology.n=2", "switch.vcs=2", "switch.buffer_flits=16", "routing.algorithm=adaptive"],
    ];
    for set in &cases {
        let set: Vec<&str> = set.iter().chain(hot.iter()).copied().collect();
        let (r1, t1) = run(&set, 1);
        assert!(r1["delivered_packets"].as_u64().unwrap() > 500, "{set:?}: too few packets to compare: {}", r1["delivered_packets"]);
        for threads in [2, 3] {
            let (r, t) = run(&set, threads);
            assert_eq!(r, r1, "{set:?}: the results with {threads} threads differ from one thread's");
            assert!(t == t1, "{set:?}: the trace with {threads} threads differs from one thread's");
        }
    }
}

#[test]
fn threads_out_of_range_are_refused() {
    for bad in ["0", "257", "two"] {
        let o = Command::new(env!("CARGO_BIN_EXE_switchgen")).args(["sim", "-q", "--threads", bad, "--set", "sim.cycles=10"]).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "--threads {bad}: {}", String::from_utf8_lossy(&o.stderr));
        assert!(String::from_utf8_lossy(&o.stderr).contains("--threads"), "{}", String::from_utf8_lossy(&o.stderr));
    }
}
