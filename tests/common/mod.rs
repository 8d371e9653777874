//! Helpers shared by the co-simulation tests (each test file includes this module).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use switchgen_config::Params;
use switchgen_cosim::lockstep::{self, CosimRun};
use switchgen_cosim::verilator::Library;

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
    match lockstep::run_lockstep(p, lib, &cache(), None, p.cfg.sim.cycles, wave, name, 2, |_| {}) {
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
