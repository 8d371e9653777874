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

/// `hosts.xoff` with FBICM (seed 001 §4's input adapters as an upstream output port, §3.5): the
/// hosts keep the first switch's lines from its backward channel (ADDs name destinations, Stop
/// follows SentStop) and start no data packet to a destination of a line in Stop; on the 2-ary
/// 3-fly of fbicm_2_cfqs_lockstep (its build) under a hot spot, lockstep with 0 divergences while
/// the hosts pass over stopped flows (each network's hosts read their own switches' channels, so
/// a difference in them is a divergence of what the hosts send), and the same run without
/// `hosts.xoff` delivers differently.
#[test]
fn fbicm_hosts_honouring_stop_lockstep() {
    let set = |xoff: bool| -> Vec<String> {
        let mut v = strings(SMALL[3].1);
        v.extend(strings(BASE));
        v.extend(strings(&["switch.cfqs=2", "traffic.pattern=hotspot", "traffic.rate=0.7", "traffic.seed=1", "traffic.hotspot.start_cycle=600", "traffic.hotspot.end_cycle=2400", "traffic.hotspot.rate=1.0"]));
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
    assert!(passed > 100, "the hosts hardly met a Stop: {passed} injection opportunities passed over");
    let off = checked_run(&params(&set(false)), &lib, "hosts.xoff=false", &wave, &mut failures).unwrap_or_else(|| panic!("{failures:?}"));
    assert_ne!(off.model.hosts.stats().results(), run.model.hosts.stats().results(), "hosts.xoff changed nothing");
    eprintln!("hosts.xoff: {passed} injection opportunities passed over, {} cycles compared", run.cycles_compared);
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

/// FBICM inside virtual channels (issue 34; docs/MICROARCHITECTURE.md "FBICM inside virtual
/// channels"): each VC an FBICM input of its own (NFQ, CFQs, CAM lines, output lines and its part
/// of the control channel), one move port per input shared by the VCs. Fast tier: 2 VCs of 2
/// CFQs on bmin k=2 n=2 and the 2-ary 3-fly, 4 VCs on bmin k=2 n=2; full tier adds `single` 8-port, the 4-ary 3-fly and bmin
/// k=4 n=3 (issue 34's must-show), uniform and hot spot, seeds 1-3. Every cycle: every link (the
/// control channel with every VC's Stop and Active bits and the ADD's line), every per-VC credit,
/// and the monitor's words of every VC (NFQ word, input lines) and every output line. Lines of
/// both VCs are allocated, and two VCs of one input contend for the move port.
fn fbicm_vc_matrix(vcs: u32, fast: &[(&str, &[&str])]) -> CamStats {
    let mut base = strings(BASE);
    base.extend([format!("switch.vcs={vcs}"), format!("switch.buffer_flits={}", 16 * vcs), "switch.cfqs=2".into()]);
    cam_matrix(&format!("fbicm {vcs} VCs x 2 CFQs"), &base, fast)
}

#[test]
fn fbicm_inside_vcs_lockstep() {
    for (vcs, fast) in [(2, &[SMALL[1], SMALL[3]][..]), (4, &[SMALL[1]][..])] {
        let s = fbicm_vc_matrix(vcs, fast);
        assert!(s.detections > 0 && s.propagations > 0 && s.adds_sent > 0, "{vcs} VCs: {s:?}");
        assert!(s.move_port_contests > 0 && s.move_port_waits > 0, "{vcs} VCs: two VCs never contended for the move port: {s:?}");
    }
}

/// The planted faults of FBICM inside VCs (one generated file of the RTL alone edited) on bmin
/// k=2 n=2 with 2 VCs of 2 CFQs under a hot spot: each must diverge from the model, or fire
/// the RTL's own assertion on the move port.
fn fbicm_vc_plant(what: &str, edit: &dyn Fn(&str) -> String) {
    let mut set = strings(SMALL[1].1);
    set.extend(strings(BASE));
    set.extend(strings(&["switch.vcs=2", "switch.buffer_flits=32", "switch.cfqs=2", "traffic.pattern=hotspot", "traffic.rate=0.7", "traffic.hotspot.start_cycle=600", "traffic.hotspot.end_cycle=2400", "traffic.hotspot.rate=1.0"]));
    let p = params(&set);
    let d = tempfile::tempdir().unwrap();
    match run_planted(&p, &d.path().join("cache"), "rtl/sg_input_unit.v", what, edit) {
        Err(CosimError::Divergence(x)) => eprintln!("{what}: caught: {x}"),
        Err(CosimError::Assertion(a)) => {
            eprintln!("{what}: caught by an assertion: {a}");
            assert!(a.to_string().contains("MOVE_PORT_A") || a.to_string().contains("MQ_") || a.to_string().contains("CAND_"), "{what}: unexpected assertion {a}");
        }
        Err(e) => panic!("{what}: expected a divergence, got {e}"),
        Ok(_) => panic!("{what}: the planted RTL ran 3000 cycles without a divergence"),
    }
}

#[test]
fn fbicm_vc_two_moves_at_once_is_caught() {
    // every VC that wants to start a move starts it: the input's one move port ignored
    fbicm_vc_plant("two VCs of one input moving at once", &|t| t.replace("assign v_ok = mv_gnt;", "assign v_ok = v_want;"));
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per FBICM-with-VCs mechanism runs in the fast tier"]
fn fbicm_vc_lines_classifying_another_vcs_head_is_a_divergence() {
    // every VC's lines classify against VC 0's output lines (CLOP)
    fbicm_vc_plant("VC 1 classified against VC 0's output lines", &|t| t.replace(".clop_i      (clop_i[cv*CV*N +: CV*N]),", ".clop_i      (clop_i[0 +: CV*N]),"));
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per FBICM-with-VCs mechanism runs in the fast tier"]
fn fbicm_vc_stop_of_vc0_holding_vc1_is_a_divergence() {
    // a Stop of VC 0's output line holds VC 1's packets (the VCs' output lines mixed up)
    fbicm_vc_plant("VC 0's Stop holding VC 1", &|t| t.replace("assign ostop_v[co*CV +: CV] = ostop_i[co*C + cv*CV +: CV];", "assign ostop_v[co*CV +: CV] = ostop_i[co*C +: CV];"));
}
