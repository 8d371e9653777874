//! Lockstep co-simulation of FBICM (issue 5, seed 001 §3): `fbicm` with 1, 2 and 8 CFQs per
//! input, uniform and hot-spot traffic; fast tier (`make test`): seed 1 on the small networks
//! (`single` 4-port and bmin k=2 n=2 with 1 and 8 CFQs, the 2-ary 3-fly with 2); full tier
//! (`make test-full`) adds `single` 8-port, 4-ary 3-fly and bmin k=4 n=3 with 3 seeds each. Every cycle the harness compares every link (flits, credits and the FBICM control
//! channel), every status register, and the FBICM monitor: every CAM line of every input and
//! output port (Active, Stop, ReceivingControl, SentStop, CongestedPort, HopsToReach, NextCFQ,
//! the size of its destination set) and the flits of every NFQ and CFQ. The scoreboard checks
//! exactly-once, in-order delivery per flow. The matrix is sized so that CAM lines are allocated
//! at the detection threshold and by internal Stops, and the 1-CFQ runs hit CAM-full. Needs
//! Verilator.

use switchgen_cosim::lockstep::{self, CosimError};
use switchgen_model::cam::CamStats;

mod common;
use common::*;

const BASE: &[&str] = &[
    "switch.queue_scheme=fbicm",
    "switch.buffer_flits=32",
    "switch.max_packet_flits=8",
    "switch.fbicm.detect_threshold=0.25",
    "switch.fbicm.stop_threshold=0.25",
    "switch.fbicm.go_threshold=0.125",
    "traffic.packet_flits=1..8",
    "sim.cycles=3000",
    "sim.warmup_cycles=500",
];

/// `fast`: the networks of the fast tier (small ones: one build covers `single` and bmin); the
/// full tier adds [`TOPOLOGIES`].
fn matrix(cfqs: u32, fast: &[(&str, &[&str])]) -> CamStats {
    let mut base = strings(BASE);
    base.push(format!("switch.cfqs={cfqs}"));
    cam_matrix(&format!("fbicm {cfqs} CFQs"), &base, fast)
}

#[test]
fn fbicm_1_cfq_lockstep() {
    let s = matrix(1, &SMALL[..2]);
    assert!(s.cam_full > 0, "one CAM line per input never ran out: {s:?}");
    assert!(s.detections > 0 && s.moved_packets > 0, "{s:?}");
}

#[test]
fn fbicm_2_cfqs_lockstep() {
    let s = matrix(2, &SMALL[3..]);
    assert!(s.detections > 0 && s.propagations > 0 && s.adds_sent > 0, "{s:?}");
}

#[test]
fn fbicm_8_cfqs_lockstep() {
    let s = matrix(8, &SMALL[..2]);
    assert!(s.detections > 0 && s.propagations > 0 && s.adds_sent > 0, "{s:?}");
}

/// An RTL switch built with one Stop threshold against a model with another, on the 4-ary 3-fly
/// under a hot spot: the first difference is in FBICM state (a CAM line's SentStop in the
/// monitor, or the control channel), which the lockstep must report before any flit differs.
#[test]
fn fbicm_stop_threshold_mismatch_diverges_in_the_cam() {
    let set = |stop: &str| -> Vec<String> {
        // fast tier: the 2-ary 3-fly of fbicm_2_cfqs_lockstep (its build); full: the 4-ary 3-fly
        let mut v = strings(if full_tier() { TOPOLOGIES[1].1 } else { SMALL[3].1 });
        v.extend(strings(BASE));
        v.extend(strings(&["switch.cfqs=2", "traffic.pattern=hotspot", "traffic.rate=0.8", "traffic.hotspot.start_cycle=100", "traffic.hotspot.end_cycle=3000", "traffic.hotspot.rate=1.0"]));
        v.push(format!("switch.fbicm.stop_threshold={stop}"));
        v
    };
    let (lib, _) = lockstep::build_switch(&params(&set("0.25")), &cache()).unwrap();
    match lockstep::run_lockstep_with(&params(&set("0.375")), &lib, None, 3000, None, "mismatch", 1, |_| {}) {
        Err(CosimError::Divergence(d)) => {
            eprintln!("caught: {d}");
            assert!(d.signal.contains("CAM"), "first difference not in FBICM state: {}", d.signal);
        }
        Ok(_) => panic!("a Stop threshold mismatch between model and RTL was not detected"),
        Err(e) => panic!("unexpected error: {e}"),
    }
}
