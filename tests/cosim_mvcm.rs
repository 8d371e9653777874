//! Lockstep co-simulation of seed 000's marking (issue 4, "Must show"): `mvpm` (MB on entry,
//! VB on exit) and `opm` (Pfister's output marking with 4-bit threshold registers) on 4-ary
//! 3-fly and bmin k=4 n=3, hot-spot traffic, 3 seeds, two loads. Every cycle the harness compares
//! every link (MB, VB and FECN travel in the headers) and every status register of every port
//! (cnt1, packets marked, MB-marked, VB-validated, ...). `opm` runs rewrite threshold registers of
//! a few switches through the configuration port during the run. Seed 3 closes the loop with
//! responding hosts (`mvcm` for mvpm, `ib_cct` for opm). Fast tier (`make test`): the 2-ary 3-fly
//! and bmin k=2 n=2, load 0.8, seeds 1 and 3; the full tier (`make test-full`) adds the 4-ary
//! 3-fly and bmin k=4 n=3 with loads 0.3 and 0.8 and seeds 1-3. Needs Verilator.

use switchgen_config::stat;
use switchgen_cosim::lockstep::{self, CosimError};

mod common;
use common::*;

/// Networks of the full tier, with the threshold writes of their `opm` runs.
const TOPOLOGIES: &[(&str, &[&str], &str)] = &[
    ("fly_4_3", &["topology.kind=kary_nfly", "topology.k=4", "topology.n=3"], OPM_WRITES),
    ("bmin_4_3", &["topology.kind=bmin", "topology.k=4", "topology.n=3"], OPM_WRITES),
];

/// Networks of the fast tier (the smallest multistage ones, see [`SMALL`]).
const FAST: &[(&str, &[&str], &str)] = &[("fly_2_3", SMALL[3].1, OPM_WRITES_SMALL), ("bmin_2_2", SMALL[1].1, OPM_WRITES_SMALL)];

/// Threshold writes during the run: tighten, loosen and switch off a few outputs.
const OPM_WRITES: &str = r#"switch.opm.writes=[{"cycle": 900, "switch": 40, "port": 0, "value": 15}, {"cycle": 900, "switch": 41, "port": 1, "value": 0}, {"cycle": 1500, "switch": 40, "port": 0, "value": 1}, {"cycle": 1700, "switch": 2, "port": 3, "value": 14}]"#;

/// [`OPM_WRITES`] for the small networks (4 switches or more, 2 ports or more).
const OPM_WRITES_SMALL: &str = r#"switch.opm.writes=[{"cycle": 900, "switch": 3, "port": 0, "value": 15}, {"cycle": 900, "switch": 2, "port": 1, "value": 0}, {"cycle": 1500, "switch": 3, "port": 0, "value": 1}, {"cycle": 1700, "switch": 0, "port": 1, "value": 14}]"#;

#[test]
fn mvpm_and_opm_lockstep_with_counters_compared_every_cycle() {
    let mut failures = vec![];
    let (mut runs, mut cycles) = (0, 0u64);
    let (mut mb_total, mut vb_total, mut fecn_total) = (0u64, 0u64, 0u64);
    // (network, opm writes, loads, seeds): the fast tier's cases, and in the full tier the matrix
    let mut nets: Vec<(&str, &[&str], &str, &[&str], &[u64])> = FAST.iter().map(|&(n, s, w)| (n, s, w, &["0.8"][..], &[1u64, 3][..])).collect();
    if full_tier() {
        nets.extend(TOPOLOGIES.iter().map(|&(n, s, w)| (n, s, w, &["0.3", "0.8"][..], &[1u64, 2, 3][..])));
    }
    for (tname, tset, writes, loads, seeds) in nets {
        for marking in ["mvpm", "opm"] {
            for scheme in ["fifo", "voq_sw"] {
                let mut base: Vec<String> = tset.iter().map(|s| s.to_string()).collect();
                base.extend([
                    format!("switch.marking={marking}"),
                    format!("switch.queue_scheme={scheme}"),
                    // 32-flit buffers of 8-flit packets: capacity 4 packets, MB above 2, VB above 1
                    "switch.buffer_flits=32".into(),
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
                            "traffic.hotspot.start_cycle=600".into(),
                            "traffic.hotspot.end_cycle=2400".into(),
                            "traffic.hotspot.rate=1.0".into(),
                        ]);
                        if seed == 3 {
                            set.push(format!("hosts.response={}", if marking == "mvpm" { "mvcm" } else { "ib_cct" }));
                        }
                        if marking == "opm" {
                            set.push(writes.into());
                        }
                        let p = params(&set);
                        let name = format!("{tname}/{marking}/{scheme}/load {load}/seed {seed}");
                        runs += 1;
                        let wave = std::env::temp_dir().join("switchgen-mvcm-waves");
                        match lockstep::run_lockstep(&p, &lib, None, p.cfg.sim.cycles, &wave, &name, 2, |_| {}) {
                            Ok(run) => {
                                record(&p, "lockstep", run.cycles_compared);
                                cycles += run.cycles_compared;
                                let a = run.model.hosts.stats().results();
                                if a != run.rtl.hosts.stats().results() {
                                    failures.push(format!("{name}: statistics differ"));
                                }
                                // a packet is never validated without being marked
                                if a.vb_packets > a.mb_packets {
                                    failures.push(format!("{name}: {} VB > {} MB", a.vb_packets, a.mb_packets));
                                }
                                let sum = |slot: usize| -> u64 {
                                    run.model.switches.iter().map(|s| (0..p.ports as usize).map(|o| s.stat_reg(o, slot) as u64).sum::<u64>()).sum()
                                };
                                let (mb, vb, fecn) = (sum(stat::MB_MARKED), sum(stat::VB_VALIDATED), sum(stat::MARKED));
                                if load == "0.8" && marking == "mvpm" && (mb == 0 || vb == 0) {
                                    failures.push(format!("{name}: MB {mb}, VB {vb}: the hot spot should mark and validate"));
                                }
                                if load == "0.8" && marking == "opm" && fecn == 0 {
                                    failures.push(format!("{name}: nothing marked"));
                                }
                                mb_total += mb;
                                vb_total += vb;
                                fecn_total += fecn;
                            }
                            Err(e) => failures.push(format!("{name}: {e}")),
                        }
                    }
                }
            }
        }
    }
    eprintln!("{runs} lockstep runs, {cycles} cycles compared; switches set MB {mb_total}, VB {vb_total}, FECN {fecn_total} times; {} failures", failures.len());
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
}

/// A model whose threshold registers reset to 15 (cnt1 threshold 0) against an RTL switch built
/// with 11 (threshold 1): the first difference is reported, so the thresholds are compared, not
/// assumed. (12 would not do: at a capacity of 4 packets it also maps to threshold 1.)
#[test]
fn opm_threshold_mismatch_is_a_divergence() {
    let set = |t: u32| -> Vec<String> {
        [
            "topology.kind=single",
            "topology.ports=4",
            "switch.marking=opm",
            "switch.buffer_flits=32",
            "traffic.rate=0.9",
            "traffic.hotspot.start_cycle=100",
            "traffic.hotspot.end_cycle=2000",
            "sim.cycles=2000",
            "sim.warmup_cycles=100",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain([format!("switch.opm.threshold={t}")])
        .collect()
    };
    let (lib, _) = lockstep::build_switch(&params(&set(11)), &cache()).unwrap();
    assert_ne!(params(&set(15)).opm_threshold[15], params(&set(11)).opm_threshold[11]);
    match lockstep::run_lockstep_with(&params(&set(15)), &lib, None, 2000, None, "mismatch", 1, |_| {}) {
        Err(CosimError::Divergence(d)) => eprintln!("caught: {d}"),
        Ok(_) => panic!("threshold 15 model against threshold 11 RTL not detected"),
        Err(e) => panic!("unexpected error: {e}"),
    }
}
