//! Lockstep co-simulation of RECN (issue 6, seed 004 §4.1-4.2): `recn` basic and enhanced with
//! 1, 2 and 8 SAQs per input, uniform and hot-spot traffic; fast tier (`make test`): seed 1 on
//! the small networks (each variant on `single` 4-port, bmin k=2 n=2 and the 2-ary 3-fly, the
//! SAQ counts spread over them; enhanced with 1 and 2 SAQs, basic with 2 and 8, the other two
//! `#[ignore]`d into the full tier); full tier (`make test-full`) adds `single` 8-port, 4-ary 3-fly
//! and bmin k=4 n=3 with 3 seeds each. Every cycle the harness compares every link (flits with their
//! shifted turnpools, credits, the backward control channel with its notifications, the forward
//! leaf levels), every status register (basic's cnt1 included), and the CAM monitor: every CAM
//! line of every input and output port (flags, CongestedPort, HopsToReach, NextCFQ, the route
//! and its mask, notified, the in-order pointer's line and count), and the flits and headers of
//! every normal queue and SAQ. The scoreboard checks exactly-once, in-order delivery per flow.
//! Needs Verilator.

use switchgen_cosim::lockstep::{self, CosimError};
use switchgen_model::cam::CamStats;

mod common;
use common::*;

const BASE: &[&str] = &[
    "switch.queue_scheme=recn",
    "switch.buffer_flits=32",
    "switch.max_packet_flits=8",
    "switch.recn.detect_threshold=0.25",
    "switch.recn.stop_threshold=0.25",
    "switch.recn.go_threshold=0.125",
    "traffic.packet_flits=1..8",
    "sim.cycles=3000",
    "sim.warmup_cycles=500",
];

/// `fast`: the networks of the fast tier; the full tier adds [`TOPOLOGIES`].
fn matrix(variant: &str, saqs: u32, fast: &[(&str, &[&str])]) -> CamStats {
    let mut base = strings(BASE);
    base.push(format!("switch.recn.variant={variant}"));
    base.push(format!("switch.saqs={saqs}"));
    cam_matrix(&format!("recn {variant} {saqs} SAQs"), &base, fast)
}

#[test]
fn recn_enhanced_1_saq_lockstep() {
    let s = matrix("enhanced", 1, &SMALL[..2]);
    assert!(s.cam_full > 0, "one CAM line per input never ran out: {s:?}");
    assert!(s.detections > 0 && s.moved_packets > 0, "{s:?}");
}

#[test]
fn recn_enhanced_2_saqs_lockstep() {
    let s = matrix("enhanced", 2, &SMALL[3..]);
    assert!(s.detections > 0 && s.propagations > 0 && s.adds_sent > 0, "{s:?}");
}

#[test]
#[ignore = "full tier (make test-full): the fast tier runs each variant at two SAQ counts"]
fn recn_enhanced_8_saqs_lockstep() {
    let s = matrix("enhanced", 8, &SMALL[1..2]);
    assert!(s.detections > 0 && s.propagations > 0 && s.adds_sent > 0, "{s:?}");
}

#[test]
#[ignore = "full tier (make test-full): the fast tier runs each variant at two SAQ counts"]
fn recn_basic_1_saq_lockstep() {
    let s = matrix("basic", 1, &SMALL[3..]);
    assert!(s.detections > 0 && s.moved_packets > 0, "{s:?}");
}

#[test]
fn recn_basic_2_saqs_lockstep() {
    let s = matrix("basic", 2, &SMALL[..2]);
    assert!(s.detections > 0 && s.propagations > 0 && s.adds_sent > 0, "{s:?}");
}

#[test]
fn recn_basic_8_saqs_lockstep() {
    let s = matrix("basic", 8, &SMALL[3..]);
    assert!(s.detections > 0 && s.propagations > 0 && s.adds_sent > 0, "{s:?}");
}

/// An RTL switch built as enhanced RECN against a basic RECN model, on bmin k=4 n=3 (fast
/// tier: the 2-ary 3-fly) under a hot spot: the variants differ in detection and in which notifications they accept, and the
/// lockstep must report the first difference in CAM state or on a link.
#[test]
fn recn_variant_mismatch_diverges() {
    let set = |variant: &str| -> Vec<String> {
        // fast tier: the 2-ary 3-fly of recn_enhanced_2_saqs_lockstep (its build); full: bmin k=4 n=3
        let mut v = strings(if full_tier() { TOPOLOGIES[2].1 } else { SMALL[3].1 });
        v.extend(strings(BASE));
        v.extend(strings(&["switch.saqs=2", "traffic.pattern=hotspot", "traffic.rate=0.8", "traffic.hotspot.start_cycle=100", "traffic.hotspot.end_cycle=3000", "traffic.hotspot.rate=1.0"]));
        v.push(format!("switch.recn.variant={variant}"));
        v
    };
    let (lib, _) = lockstep::build_switch(&params(&set("enhanced")), &cache()).unwrap();
    match lockstep::run_lockstep_with(&params(&set("basic")), &lib, None, 3000, None, "mismatch", 1, |_| {}) {
        Err(CosimError::Divergence(d)) => eprintln!("caught: {d}"),
        Ok(_) => panic!("an enhanced RTL against a basic model was not detected"),
        Err(e) => panic!("unexpected error: {e}"),
    }
}

/// `hosts.xoff` (RECN at the NIC, seed 004 §4.1): the hosts read the first switch's backward
/// channel (notifications, Xoff) and drive the forward leaf levels; on the 2-ary 3-fly of
/// recn_enhanced_2_saqs_lockstep (its build) under a hot spot, lockstep with 0 divergences
/// while the hosts hold flows in Xoff (both networks' hosts read their own switches' channels,
/// so a difference in them is a divergence of what the hosts send), and the same run without
/// `hosts.xoff` delivers differently.
#[test]
fn recn_hosts_honouring_xoff_lockstep() {
    let set = |xoff: bool| -> Vec<String> {
        let mut v = strings(SMALL[3].1);
        v.extend(strings(BASE));
        v.extend(strings(&["switch.recn.variant=enhanced", "switch.saqs=2", "traffic.pattern=hotspot", "traffic.rate=0.7", "traffic.hotspot.start_cycle=600", "traffic.hotspot.end_cycle=2400", "traffic.hotspot.rate=1.0"]));
        v.push(format!("hosts.xoff={xoff}"));
        v
    };
    let p = params(&set(true));
    let (lib, _) = lockstep::build_switch(&p, &cache()).unwrap();
    let mut failures = vec![];
    let wave = std::env::temp_dir().join("switchgen-cam-waves");
    let run = checked_run(&p, &lib, "hosts.xoff", &wave, &mut failures).unwrap_or_else(|| panic!("{failures:?}"));
    let passed = run.model.hosts.xoff_passed().expect("hosts.xoff is on");
    assert_eq!(Some(passed), run.rtl.hosts.xoff_passed(), "the two networks' hosts held differently");
    assert!(passed > 100, "the hosts hardly met an Xoff: {passed} injection opportunities passed over");
    let off = checked_run(&params(&set(false)), &lib, "hosts.xoff=false", &wave, &mut failures).unwrap_or_else(|| panic!("{failures:?}"));
    assert_ne!(off.model.hosts.stats().results(), run.model.hosts.stats().results(), "hosts.xoff changed nothing");
    eprintln!("hosts.xoff: {passed} injection opportunities passed over, {} cycles compared", run.cycles_compared);
}
