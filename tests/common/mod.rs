//! Helpers shared by the co-simulation tests (each test file includes this module).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use switchgen_config::Params;
use switchgen_cosim::lockstep::{self, CosimRun};
use switchgen_cosim::verilator::Library;
use switchgen_model::cam::CamStats;

/// The Verilator build cache of the tests: `$SWITCHGEN_CACHE` or the user's cache.
pub fn cache() -> PathBuf {
    switchgen_cosim::lockstep::default_cache_dir()
}

/// Parameters of the default configuration with `set` overrides; panics on an invalid one.
pub fn params(set: &[String]) -> Params {
    Params::new(switchgen_config::load(None, set).unwrap()).unwrap()
}

pub fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// The three networks issue 5's matrices run on: `single` 8-port, 4-ary 3-fly, bmin k=4 n=3.
pub const TOPOLOGIES: &[(&str, &[&str])] = &[
    ("single_8", &["topology.kind=single", "topology.ports=8"]),
    ("fly_4_3", &["topology.kind=kary_nfly", "topology.k=4", "topology.n=3"]),
    ("bmin_4_3", &["topology.kind=bmin", "topology.k=4", "topology.n=3"]),
];

/// One lockstep run of `p` for `sim.cycles` with the model on a second thread. A divergence or
/// error, RTL-side host statistics that differ from the model's, or fewer than 200 delivered
/// packets is pushed onto `failures` (prefixed with `name`); the run comes back when there was
/// no error, for further checks.
pub fn checked_run(p: &Params, lib: &std::sync::Arc<Library>, name: &str, wave: &Path, failures: &mut Vec<String>) -> Option<CosimRun> {
    match lockstep::run_lockstep(p, lib, None, p.cfg.sim.cycles, wave, name, 2, |_| {}) {
        Ok(run) => {
            let a = run.model.hosts.stats().results();
            if a != run.rtl.hosts.stats().results() {
                failures.push(format!("{name}: statistics differ"));
            }
            if a.delivered_packets < 200 {
                failures.push(format!("{name}: only {} packets delivered", a.delivered_packets));
            }
            Some(run)
        }
        Err(e) => {
            failures.push(format!("{name}: {e}"));
            None
        }
    }
}

/// Sum of the CAM counters (FBICM / RECN) over the switches of a model network.
pub fn cam_totals(net: &switchgen_model::network::Network<switchgen_model::switch::Switch>) -> CamStats {
    let mut t = CamStats::default();
    for s in &net.switches {
        t += s.cam_stats().expect("fbicm / recn switch");
    }
    t
}

/// The lockstep matrix of a CAM scheme (issues 5 and 6): `base` (the scheme's keys) on each of
/// `topologies`, uniform and hot-spot traffic, seeds 1-3, one Verilator build per topology.
/// Panics listing every failed run; returns the CAM counters summed over the runs.
pub fn cam_matrix(label: &str, base: &[String], topologies: &[(&str, &[&str])]) -> CamStats {
    let mut failures = vec![];
    let (mut runs, mut cycles, mut delivered) = (0, 0u64, 0u64);
    let mut sum = CamStats::default();
    for (tname, tset) in topologies {
        let mut base_t = strings(tset);
        base_t.extend(base.iter().cloned());
        let (lib, _) = lockstep::build_switch(&params(&base_t), &cache()).unwrap_or_else(|e| panic!("{tname}: {e}"));
        for pattern in ["uniform", "hotspot"] {
            for seed in [1u64, 2, 3] {
                let mut set = base_t.clone();
                set.extend([
                    format!("traffic.pattern={pattern}"),
                    "traffic.rate=0.7".into(),
                    format!("traffic.seed={seed}"),
                    "traffic.hotspot.start_cycle=600".into(),
                    "traffic.hotspot.end_cycle=2400".into(),
                    "traffic.hotspot.rate=1.0".into(),
                ]);
                let p = params(&set);
                let name = format!("{tname}/{label}/{pattern}/seed {seed}");
                runs += 1;
                let wave = std::env::temp_dir().join("switchgen-cam-waves");
                if let Some(run) = checked_run(&p, &lib, &name, &wave, &mut failures) {
                    cycles += run.cycles_compared;
                    delivered += run.model.hosts.stats().results().delivered_packets;
                    let t = cam_totals(&run.model);
                    eprintln!("{name}: {t:?}");
                    // active_lines at the end of a run does not add up across runs
                    sum += CamStats { active_lines: 0, ..t };
                }
            }
        }
    }
    eprintln!("{label}: {runs} lockstep runs, {cycles} cycles compared, {delivered} packets delivered; {sum:?}; {} failures", failures.len());
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
    sum
}
