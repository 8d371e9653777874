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

/// Whether this run is the full tier (`make test-full`: `SWITCHGEN_TEST_TIER=full`), which runs
/// every lockstep matrix whole (every seed, load, packet length and network size); otherwise the
/// fast tier (`make test`, CI) runs a slice of each with one fixed seed. docs/TESTING.md lists
/// which tier runs each combination.
pub fn full_tier() -> bool {
    std::env::var("SWITCHGEN_TEST_TIER").is_ok_and(|v| v == "full")
}

/// `fast` in the fast tier; `fast` followed by `full` in the full tier (the full tier runs
/// everything the fast one does).
pub fn tiered<T: Clone>(fast: &[T], full: &[T]) -> Vec<T> {
    let mut v = fast.to_vec();
    if full_tier() {
        v.extend(full.iter().cloned());
    }
    v
}

/// One network of a matrix with the seeds and loads it runs.
#[derive(Clone, Copy)]
pub struct Net<'a> {
    pub name: &'a str,
    pub set: &'a [&'a str],
    pub seeds: &'a [u64],
    pub loads: &'a [&'a str],
}

/// A matrix's networks: `fast` with the fast tier's seeds and loads, and in the full tier also
/// `full` with the full tier's. The full tier runs the fast cases exactly as the fast tier does
/// (more seeds on a small network can leave it below what a test asserts, e.g. too few full
/// buffers to throttle on), plus the full matrix.
pub fn plan<'a>(fast: &[(&'a str, &'a [&'a str])], fast_seeds: &'a [u64], fast_loads: &'a [&'a str], full: &[(&'a str, &'a [&'a str])], full_seeds: &'a [u64], full_loads: &'a [&'a str]) -> Vec<Net<'a>> {
    let mut v: Vec<Net<'a>> = fast.iter().map(|&(name, set)| Net { name, set, seeds: fast_seeds, loads: fast_loads }).collect();
    if full_tier() {
        v.extend(full.iter().map(|&(name, set)| Net { name, set, seeds: full_seeds, loads: full_loads }));
    }
    v
}

/// The smallest network of each topology kind, for the fast tier: `single` 4-port and bmin k=2
/// n=2 have the same switch (4 ports, 4 hosts), so they share one Verilator build; 2-ary 3-fly
/// (2-port switches, three stages) and `two_switch` with 4 ports (3 hosts per switch).
pub const SMALL: &[(&str, &[&str])] = &[
    ("single_4", &["topology.kind=single", "topology.ports=4"]),
    ("bmin_2_2", &["topology.kind=bmin", "topology.k=2", "topology.n=2"]),
    ("two_switch_4", &["topology.kind=two_switch", "topology.ports=4"]),
    ("fly_2_3", &["topology.kind=kary_nfly", "topology.k=2", "topology.n=3"]),
];

/// Appends one JSON line describing a finished co-simulation of `p` to the file named by
/// `$SWITCHGEN_COVERAGE`, if set: the tier, the test, `how` (`lockstep` per switch or `whole`
/// network), queue scheme (with the RECN variant and the CFQ / SAQ count), marking, topology
/// (kind and size), hosts' response, traffic pattern and cycles. `tools/coverage_table.py`
/// turns the records of both tiers into the table of docs/TESTING.md.
pub fn record(p: &Params, how: &str, cycles: u64) {
    let Some(path) = std::env::var_os("SWITCHGEN_COVERAGE") else { return };
    let c = &p.cfg;
    let scheme = serde_json::to_value(c.switch.queue_scheme).unwrap().as_str().unwrap_or("?").to_string();
    let scheme = match scheme.as_str() {
        "recn" => format!("recn {}", serde_json::to_value(c.switch.recn.variant).unwrap().as_str().unwrap_or("?")),
        _ => scheme,
    };
    let queues = match scheme.as_str() {
        "fbicm" => format!("{} CFQs", c.switch.cfqs),
        s if s.starts_with("recn") => format!("{} SAQs", c.switch.saqs),
        _ => String::new(),
    };
    let kind = serde_json::to_value(c.topology.kind).unwrap().as_str().unwrap_or("?").to_string();
    let size = match kind.as_str() {
        "single" | "two_switch" => format!("{} ports", c.topology.ports),
        _ => format!("k={} n={}", c.topology.k, c.topology.n),
    };
    let line = serde_json::json!({
        "tier": if full_tier() { "full" } else { "fast" },
        "test": env!("CARGO_CRATE_NAME"),
        "how": how,
        "scheme": scheme,
        "queues": queues,
        "marking": c.switch.marking,
        "arbitration": c.switch.arbitration,
        "topology": kind,
        "size": size,
        "hosts": c.hosts.response,
        "pattern": c.traffic.pattern,
        "cycles": cycles,
    });
    use std::io::Write;
    if let Ok(mut f) = std::fs::OpenOptions::new().create(true).append(true).open(&path) {
        let _ = writeln!(f, "{line}");
    }
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
            record(p, "lockstep", run.cycles_compared);
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
/// `fast` with seed 1 and, in the full tier, on each of [`TOPOLOGIES`] with seeds 1-3; uniform and
/// hot-spot traffic; one Verilator build per distinct switch. Panics listing every failed run;
/// returns the CAM counters summed over the runs.
pub fn cam_matrix(label: &str, base: &[String], fast: &[(&str, &[&str])]) -> CamStats {
    let mut failures = vec![];
    let (mut runs, mut cycles, mut delivered) = (0, 0u64, 0u64);
    let mut sum = CamStats::default();
    for Net { name: tname, set: tset, seeds, .. } in plan(fast, &[1], &[], TOPOLOGIES, &[1, 2, 3], &[]) {
        let mut base_t = strings(tset);
        base_t.extend(base.iter().cloned());
        let (lib, _) = lockstep::build_switch(&params(&base_t), &cache()).unwrap_or_else(|e| panic!("{tname}: {e}"));
        for pattern in ["uniform", "hotspot"] {
            for &seed in seeds {
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

/// `switchgen generate <args> --out DIR/rtl-dir` into a fresh temporary directory, then `edit`
/// applied to `file` under `rtl-dir` (None: unchanged; a plant that changes nothing fails the
/// test, naming `name`). The planted-fault tests' generated RTL.
pub fn planted(args: &[&str], name: &str, file: &str, edit: Option<&dyn Fn(&str) -> String>) -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_switchgen")).arg("generate").args(args).arg("--out").arg(d.path().join("rtl-dir")).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    if let Some(edit) = edit {
        let p = d.path().join("rtl-dir").join(file);
        let before = std::fs::read_to_string(&p).unwrap();
        let after = edit(&before);
        assert_ne!(before, after, "{name}: the plant did not change {file}");
        std::fs::write(&p, after).unwrap();
    }
    d
}

/// `switchgen cosim <args> --rtl DIR/rtl-dir --out DIR/res` on a [`planted`] directory; returns
/// (exit code, stdout and stderr).
pub fn cosim_rtl(args: &[&str], d: &Path) -> (i32, String) {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_switchgen"))
        .arg("cosim")
        .args(args)
        .arg("--rtl")
        .arg(d.join("rtl-dir"))
        .arg("--out")
        .arg(d.join("res"))
        .output()
        .unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr))
}

/// A plant in generated file `file` of `p`'s switch RTL alone (`edit` must change it): a
/// 3,000-cycle lockstep run must stop with a divergence (the model is unchanged), and the clean
/// RTL of the same configuration passes. `what` names the plant in messages.
pub fn plant_file_diverges(p: &Params, file: &str, what: &str, edit: &dyn Fn(&str) -> String) {
    use switchgen_cosim::lockstep::CosimError;
    let d = tempfile::tempdir().unwrap();
    let own = d.path().join("cache");
    match run_planted(p, &own, file, what, edit) {
        Err(CosimError::Divergence(x)) => eprintln!("{what}: caught: {x}"),
        Err(e) => panic!("{what}: expected a divergence, got {e}"),
        Ok(_) => panic!("{what}: the planted RTL ran 3000 cycles without a divergence"),
    }
    // the clean switch from the shared, content-addressed cache: other tests of the same
    // configuration (the matrices' cases, the other plants on it) built it or will use it; the
    // planted one stays in this test's own cache, no other run wants it
    let (clean, _) = lockstep::build_switch(p, &cache()).unwrap();
    lockstep::run_lockstep_with(p, &clean, None, 3000, None, "clean", 2, |_| {}).unwrap_or_else(|e| panic!("{what}: the clean switch failed: {e}"));
}

/// `p`'s switch RTL with `edit` applied to generated file `file` (which it must change), built in
/// `cache` and run 3,000 cycles in lockstep: the run's outcome (the plant tests' common part).
pub fn run_planted(p: &Params, cache: &Path, file: &str, what: &str, edit: &dyn Fn(&str) -> String) -> Result<CosimRun, lockstep::CosimError> {
    let mut files = switchgen_generator::render_cosim(p).unwrap();
    let f = files.iter_mut().find(|f| f.path == file).unwrap();
    let after = edit(&f.text);
    assert_ne!(after, f.text, "{what}: the plant did not change {file}");
    f.text = after;
    let planted = lockstep::build_switch_files(p, &files, cache, false).unwrap_or_else(|e| panic!("{what}: {e}")).0;
    lockstep::run_lockstep_with(p, &planted, None, 3000, None, what, 2, |_| {})
}
