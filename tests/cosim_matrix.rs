//! Lockstep co-simulation matrix of issue 2: every topology x queue scheme x traffic x packet
//! length x seed x load (below and above saturation) runs the Verilated RTL against the golden
//! model and must finish with 0 divergences, a clean scoreboard on both sides, and identical
//! statistics. Needs Verilator (`make setup`); fails, not skips, without it.
//!
//! Fast tier (`make test`): the smallest network of each kind (`single` 4-port, bmin k=2 n=2,
//! `two_switch` 4-port, 2-ary 3-fly), both queue schemes, both patterns and packet lengths, load
//! 0.9, seed 1. Full tier (`make test-full`, `SWITCHGEN_TEST_TIER=full`): every network below
//! as well, loads 0.2 and 0.9, seeds 1-3.

use std::sync::Arc;
use switchgen_config::Params;
use switchgen_cosim::lockstep::{self, CosimError};
use switchgen_cosim::verilator::Library;
use switchgen_model::network::Fault;

mod common;
use common::*;

const TOPOLOGIES: &[(&str, &[&str])] = &[
    ("single2", &["topology.kind=single", "topology.ports=2"]),
    ("single4", &["topology.kind=single", "topology.ports=4"]),
    ("single8", &["topology.kind=single", "topology.ports=8"]),
    ("two_switch", &["topology.kind=two_switch", "topology.ports=6"]),
    ("fly_2_3", &["topology.kind=kary_nfly", "topology.k=2", "topology.n=3"]),
    ("fly_4_2", &["topology.kind=kary_nfly", "topology.k=4", "topology.n=2"]),
    ("fly_4_3", &["topology.kind=kary_nfly", "topology.k=4", "topology.n=3"]),
    ("bmin_4_3", &["topology.kind=bmin", "topology.k=4", "topology.n=3"]),
];

fn run_case(lib: &Arc<Library>, p: &Params, name: &str) -> Result<u64, String> {
    let wave = std::env::temp_dir().join("switchgen-matrix-waves");
    match lockstep::run_lockstep(p, lib, None, p.cfg.sim.cycles, &wave, name, 2, |_| {}) {
        Ok(run) => {
            record(p, "lockstep", run.cycles_compared);
            let a = serde_json::to_value(run.model.hosts.stats().results()).unwrap();
            let b = serde_json::to_value(run.rtl.hosts.stats().results()).unwrap();
            if a != b {
                return Err(format!("{name}: model and RTL statistics differ"));
            }
            let delivered = a["delivered_packets"].as_u64().unwrap_or(0);
            if delivered == 0 {
                return Err(format!("{name}: nothing delivered"));
            }
            Ok(run.cycles_compared)
        }
        Err(e) => Err(format!("{name}: {e}")),
    }
}

#[test]
fn lockstep_matrix_has_no_divergence() {
    let mut failures = vec![];
    let mut runs = 0;
    let mut cycles = 0;
    for Net { name: tname, set: tset, seeds, loads } in plan(SMALL, &[1], &["0.9"], TOPOLOGIES, &[1, 2, 3], &["0.2", "0.9"]) {
        for scheme in ["fifo", "voq_sw"] {
            // one Verilator build per switch configuration: max_packet_flits and buffer fixed
            let mut base: Vec<String> = tset.iter().map(|s| s.to_string()).collect();
            base.push(format!("switch.queue_scheme={scheme}"));
            base.extend(["switch.buffer_flits=8", "switch.max_packet_flits=8", "sim.cycles=3000", "sim.warmup_cycles=500"].map(String::from));
            let (lib, _) = lockstep::build_switch(&params(&base), &cache()).unwrap_or_else(|e| panic!("{tname}/{scheme}: {e}"));
            for pattern in ["uniform", "hotspot"] {
                for len in ["1", "1..8"] {
                    for load in loads {
                        for seed in seeds {
                            let mut set = base.clone();
                            set.extend([
                                format!("traffic.pattern={pattern}"),
                                format!("traffic.packet_flits={len}"),
                                format!("traffic.rate={load}"),
                                format!("traffic.seed={seed}"),
                                "traffic.hotspot.start_cycle=800".into(),
                                "traffic.hotspot.end_cycle=2200".into(),
                            ]);
                            let name = format!("{tname}/{scheme}/{pattern}/len {len}/load {load}/seed {seed}");
                            match run_case(&lib, &params(&set), &name) {
                                Ok(c) => cycles += c,
                                Err(e) => failures.push(e),
                            }
                            runs += 1;
                        }
                    }
                }
            }
        }
    }
    eprintln!("{runs} lockstep runs, {cycles} cycles compared, {} failures", failures.len());
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn injected_fault_is_reported_at_its_cycle_and_link_with_a_waveform() {
    // the 2-ary 3-fly with default switch keys: the build of the matrix's fly_2_3 fifo cases
    let mut set = strings(SMALL[3].1);
    set.extend(strings(&["sim.cycles=2000", "sim.warmup_cycles=100", "traffic.pattern=uniform", "traffic.rate=0.5"]));
    let p = params(&set);
    let (lib, _) = lockstep::build_switch(&p, &cache()).unwrap();
    // find a cycle where switch 5 output 1 carries a flit in the model, so a data bit flip shows
    let mut model = switchgen_model::network::Network::model(&p);
    let mut cycle = 0;
    while cycle == 0 {
        model.step().unwrap();
        if model.cycle > 300 && model.switch_wires()[5 * p.ports as usize + 1].flit.valid {
            cycle = model.cycle;
        }
    }
    let fault = Fault { switch: 5, port: 1, cycle, bit: 3 };
    let dir = tempfile::tempdir().unwrap();
    match lockstep::run_lockstep(&p, &lib, Some(fault), 2000, dir.path(), "replay-cmd", 1, |_| {}) {
        Err(CosimError::Divergence(d)) => {
            assert_eq!((d.cycle, d.switch, d.port), (cycle, 5, 1), "{d}");
            assert_eq!(d.signal, "output flit");
            assert!(d.to_string().contains("replay-cmd"));
            let w = d.waveform.clone().expect("waveform written");
            let vcd = std::fs::read_to_string(&w).unwrap();
            assert!(vcd.contains("$enddefinitions"));
            // at least 200 cycles = 400 half-cycle timestamps
            let stamps = vcd.lines().filter(|l| l.starts_with('#')).count();
            assert!(stamps >= 400, "only {stamps} timestamps in {}", w.display());
        }
        Ok(_) => panic!("fault not detected"),
        Err(e) => panic!("unexpected error: {e}"),
    }
}

/// Issue 32 item 4: flits of 128 and 512 bits on the 4-ary 3-fly, both queue schemes of the
/// matrix, hot spot and mixed lengths at load 0.9. Bits 64 and up are driven as each flit's
/// pattern into every switch input and checked at every switch output, every cycle
/// (docs/HEADER.md "Wide flits"); the low word is compared with the model as for any width.
#[test]
fn wide_flits_lockstep_on_the_4_ary_3_fly() {
    let mut failures = vec![];
    let mut cycles = 0;
    // fast: 128-bit fifo and 512-bit voq_sw (a build each); full: both widths x both schemes
    for bits in ["128", "512"] {
        for scheme in ["fifo", "voq_sw"] {
            if !full_tier() && (bits == "128") != (scheme == "fifo") {
                continue;
            }
            let mut set = strings(TOPOLOGIES[6].1);
            set.extend([
                format!("switch.flit_bits={bits}"),
                format!("switch.queue_scheme={scheme}"),
                "switch.buffer_flits=8".into(),
                "switch.max_packet_flits=8".into(),
                "sim.cycles=3000".into(),
                "sim.warmup_cycles=500".into(),
                "traffic.pattern=hotspot".into(),
                "traffic.packet_flits=1..8".into(),
                "traffic.rate=0.9".into(),
                "traffic.hotspot.start_cycle=800".into(),
                "traffic.hotspot.end_cycle=2200".into(),
            ]);
            let p = params(&set);
            let (lib, _) = lockstep::build_switch(&p, &cache()).unwrap_or_else(|e| panic!("{bits}-bit {scheme}: {e}"));
            match run_case(&lib, &p, &format!("fly_4_3/{scheme}/{bits}-bit flits")) {
                Ok(c) => cycles += c,
                Err(e) => failures.push(e),
            }
        }
    }
    eprintln!("wide flits: {cycles} cycles compared, {} failures", failures.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
