//! Lockstep co-simulation of the congestion marking of seed 002 §IV-A (issue 3, "Must show"):
//! `naive` and `ipm` on `single`, `two_switch`, 4-ary 3-fly and `bmin` k=4 n=3, hot-spot traffic,
//! 3 seeds, a load below and one above saturation. Every cycle the harness compares every link
//! (FECN is in the header flits), every status register of every switch (`cnt1`, `cnt2`, packets
//! marked, buffer-full events, from the RTL's `mon_o`) and the status read port, and checks
//! `cnt2 <= cnt1` and that `cnt1` never wraps on both sides. Seed 3 closes the loop with `lipd`
//! sources, so a difference in any BECN would change the traffic too. Fast tier (`make test`):
//! the small networks of each kind (`single` 4-port, bmin k=2 n=2, `two_switch` 4-port, 2-ary
//! 3-fly), load 0.9, seeds 1 and 3; the full tier (`make test-full`) adds `single` 8-port,
//! `two_switch` 6-port, 4-ary 3-fly and bmin k=4 n=3 with loads 0.2 and 0.9 and seeds 1-3.
//! Needs Verilator.

use switchgen_config::stat;
use switchgen_cosim::lockstep::{self, CosimError};
use switchgen_model::SwitchSim;

mod common;
use common::*;

const TOPOLOGIES: &[(&str, &[&str])] = &[
    ("single8", &["topology.kind=single", "topology.ports=8"]),
    ("two_switch", &["topology.kind=two_switch", "topology.ports=6"]),
    ("fly_4_3", &["topology.kind=kary_nfly", "topology.k=4", "topology.n=3"]),
    ("bmin_4_3", &["topology.kind=bmin", "topology.k=4", "topology.n=3"]),
];

#[test]
fn naive_and_ipm_lockstep_with_counters_compared_every_cycle() {
    let mut failures = vec![];
    let (mut runs, mut cycles, mut marked_runs) = (0, 0u64, 0);
    for Net { name: tname, set: tset, seeds, loads } in plan(SMALL, &[1, 3], &["0.9"], TOPOLOGIES, &[1, 2, 3], &["0.2", "0.9"]) {
        for marking in ["naive", "ipm"] {
            for scheme in ["fifo", "voq_sw"] {
                let mut base: Vec<String> = tset.iter().map(|s| s.to_string()).collect();
                base.extend([
                    format!("switch.marking={marking}"),
                    format!("switch.queue_scheme={scheme}"),
                    "switch.buffer_flits=8".into(),
                    "switch.max_packet_flits=8".into(),
                    "sim.cycles=3000".into(),
                    "sim.warmup_cycles=500".into(),
                ]);
                let (lib, _) = lockstep::build_switch(&params(&base), &cache()).unwrap_or_else(|e| panic!("{tname}/{marking}: {e}"));
                for &load in loads {
                    for &seed in seeds {
                        let mut set = base.clone();
                        set.extend([
                            "traffic.pattern=hotspot".into(),
                            "traffic.packet_flits=1..8".into(),
                            format!("traffic.rate={load}"),
                            format!("traffic.seed={seed}"),
                            "traffic.hotspot.start_cycle=800".into(),
                            "traffic.hotspot.end_cycle=2200".into(),
                            "traffic.hotspot.rate=1.0".into(),
                            format!("hosts.response={}", if seed == 3 { "lipd" } else { "none" }),
                        ]);
                        let p = params(&set);
                        let name = format!("{tname}/{marking}/{scheme}/load {load}/seed {seed}");
                        runs += 1;
                        let wave = std::env::temp_dir().join("switchgen-marking-waves");
                        match lockstep::run_lockstep(&p, &lib, None, p.cfg.sim.cycles, &wave, &name, 2, |_| {}) {
                            Ok(run) => {
                                record(&p, "lockstep", run.cycles_compared);
                                cycles += run.cycles_compared;
                                let a = serde_json::to_value(run.model.hosts.stats().results()).unwrap();
                                let b = serde_json::to_value(run.rtl.hosts.stats().results()).unwrap();
                                if a != b {
                                    failures.push(format!("{name}: statistics differ"));
                                }
                                let marked: u64 = run.model.switches.iter().map(|s| (0..p.ports as usize).map(|o| s.stat_reg(o, stat::MARKED) as u64).sum::<u64>()).sum();
                                let rtl_marked: u64 =
                                    run.rtl.switches.iter().map(|s| s.status().chunks(stat::USED).map(|c| c[stat::MARKED] as u64).sum::<u64>()).sum();
                                if marked != rtl_marked {
                                    failures.push(format!("{name}: marked {marked} vs RTL {rtl_marked}"));
                                }
                                if marked > 0 {
                                    marked_runs += 1;
                                }
                                // above saturation with a hot spot, buffers fill and packets are marked
                                if load == "0.9" && marked == 0 {
                                    failures.push(format!("{name}: nothing marked above saturation"));
                                }
                            }
                            Err(e) => failures.push(format!("{name}: {e}")),
                        }
                    }
                }
            }
        }
    }
    eprintln!("{runs} lockstep runs with marking, {cycles} cycles compared, {marked_runs} runs with marked packets, {} failures", failures.len());
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
}

/// The comparison fails if the model and the RTL disagree on the marking policy alone: the model
/// runs `naive` against an `ipm` RTL switch and the first difference is reported.
#[test]
fn model_and_rtl_marking_mismatch_is_a_divergence() {
    let set = |m: &str| -> Vec<String> {
        ["topology.kind=single", "topology.ports=4", "traffic.rate=0.9", "traffic.hotspot.start_cycle=200", "traffic.hotspot.end_cycle=2000", "sim.cycles=2000", "sim.warmup_cycles=100"]
            .iter()
            .map(|s| s.to_string())
            .chain([format!("switch.marking={m}")])
            .collect()
    };
    let (lib, _) = lockstep::build_switch(&params(&set("ipm")), &cache()).unwrap();
    match lockstep::run_lockstep_with(&params(&set("naive")), &lib, None, 2000, None, "mismatch", 1, |_| {}) {
        Err(CosimError::Divergence(d)) => {
            assert!(d.signal.contains("status register") || d.signal.contains("flit"), "{d}");
            eprintln!("caught: {d}");
        }
        Ok(_) => panic!("naive model against ipm RTL not detected"),
        Err(e) => panic!("unexpected error: {e}"),
    }
}
