//! Helpers shared by the co-simulation tests (each test file includes this module).
#![allow(dead_code)]

use std::path::PathBuf;
use switchgen_config::Params;

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
