//! No deadlock on the torus (issue 34, "Must show"): dimension-order routing with dateline VC
//! pairs (docs/MICROARCHITECTURE.md "Virtual channels") under saturating uniform traffic, then
//! the sources stop (`traffic.stop_cycle`) and every packet must be delivered, with the
//! watchdog on (`sim.watchdog_cycles`: a network that moves no flit for that long while packets
//! are outstanding fails the run). The same run with the dateline rule switched off (every
//! packet stays on its VC round the ring) must deadlock, and the watchdog must say so: the test
//! that shows the watchdog can fail.
//!
//! Fast tier: 20,000 saturated cycles; full tier (`SWITCHGEN_TEST_TIER=full`): 100,000.

use switchgen_config::{load, Params};
use switchgen_model::network::{NetError, Network};

fn saturated_cycles() -> u64 {
    if std::env::var("SWITCHGEN_TEST_TIER").is_ok_and(|t| t == "full") {
        100_000
    } else {
        20_000
    }
}

fn torus(k: u32, vcs: u32, on: u64) -> Params {
    cube("torus", k, vcs, on, "deterministic")
}

fn cube(kind: &str, k: u32, vcs: u32, on: u64, routing: &str) -> Params {
    let set: Vec<String> = vec![
        format!("topology.kind={kind}"),
        format!("routing.algorithm={routing}"),
        format!("topology.k={k}"),
        "topology.n=2".into(),
        format!("switch.vcs={vcs}"),
        format!("switch.buffer_flits={}", 8 * vcs),
        "traffic.pattern=uniform".into(),
        "traffic.rate=1.0".into(),
        "traffic.packet_flits=1..8".into(),
        format!("traffic.stop_cycle={on}"),
        "hosts.acks=false".into(),
        "sim.watchdog_cycles=2000".into(),
    ];
    Params::new(load(None, &set).unwrap()).unwrap()
}

/// Runs `on` saturated cycles, then steps until every packet is delivered; returns the cycles
/// the drain took, or the network's error (the watchdog's on a deadlock).
fn saturate_then_drain(p: &Params, on: u64) -> Result<u64, NetError> {
    let mut net = Network::model(p);
    net.run(on, |_| {})?;
    // the network is saturated: packets are still waiting at the sources
    assert!(net.hosts.outstanding_packets() > 100, "not saturated");
    let start = net.cycle;
    while net.hosts.outstanding_packets() > 0 {
        net.step()?;
        assert!(net.cycle - start < 50 * on, "no deadlock, but no end of the drain either");
    }
    net.check_switch_errors()?;
    Ok(net.cycle - start)
}

#[test]
fn dateline_torus_never_deadlocks_and_drains() {
    let on = saturated_cycles();
    for (k, vcs) in [(4, 2), (4, 4), (8, 2)] {
        let p = torus(k, vcs, on);
        match saturate_then_drain(&p, on) {
            Ok(drain) => eprintln!("{k}x{k} torus, {vcs} VCs: {on} saturated cycles, every packet delivered {drain} cycles after the sources stopped"),
            Err(e) => panic!("{k}x{k} torus, {vcs} VCs: {e}"),
        }
    }
}

#[test]
fn torus_without_the_dateline_deadlocks_and_the_watchdog_says_so() {
    let on = saturated_cycles();
    let mut p = torus(4, 2, on);
    // the rule off on purpose: packets keep VC 0 round every ring
    p.dateline = false;
    let mut net = Network::model(&p);
    match net.run(on, |_| {}) {
        Err(NetError::Watchdog { cycle, idle, outstanding, .. }) => eprintln!("deadlock caught by the watchdog at cycle {cycle}: {idle} cycles without a flit moving, {outstanding} packets outstanding"),
        Err(e) => panic!("expected the watchdog, got {e}"),
        Ok(()) => panic!("the torus without its dateline ran {on} saturated cycles without deadlock"),
    }
}

#[test]
fn adaptive_routing_with_an_escape_vc_never_deadlocks_and_drains() {
    // Duato's protocol (docs/MICROARCHITECTURE.md "Adaptive routing"): adaptive VCs on any
    // productive output, the escape VC(s) in dimension order (with the dateline on the torus)
    let on = saturated_cycles();
    for (kind, k, vcs) in [("mesh", 4, 2), ("mesh", 8, 2), ("torus", 4, 3), ("torus", 4, 4), ("torus", 8, 3), ("bmin", 4, 2)] {
        let mut p = cube(kind, k, vcs, on, "adaptive");
        if kind == "bmin" {
            p = Params::new(load(None, &["topology.kind=bmin".to_string(), "topology.k=4".into(), "topology.n=3".into(), "routing.algorithm=adaptive".into(), "switch.vcs=2".into(), "switch.buffer_flits=16".into(), "traffic.pattern=uniform".into(), "traffic.rate=1.0".into(), "traffic.packet_flits=1..8".into(), format!("traffic.stop_cycle={on}"), "hosts.acks=false".into(), "sim.watchdog_cycles=2000".into()]).unwrap()).unwrap();
        }
        match saturate_then_drain(&p, on) {
            Ok(drain) => eprintln!("{kind} k={k}, adaptive, {vcs} VCs: {on} saturated cycles, every packet delivered {drain} cycles after the sources stopped"),
            Err(e) => panic!("{kind} k={k}, adaptive, {vcs} VCs: {e}"),
        }
    }
}

#[test]
fn adaptive_torus_without_the_escape_vc_deadlocks_and_the_watchdog_says_so() {
    let on = saturated_cycles();
    let mut p = cube("torus", 4, 3, on, "adaptive");
    // the escape rule off on purpose: no escape VC, every packet keeps its VC and adapts over
    // every productive output, round the rings without a dateline
    p.escape_vcs = 0;
    let mut net = Network::model(&p);
    match net.run(on, |_| {}) {
        Err(NetError::Watchdog { cycle, idle, outstanding, .. }) => eprintln!("deadlock caught by the watchdog at cycle {cycle}: {idle} cycles without a flit moving, {outstanding} packets outstanding"),
        Err(e) => panic!("expected the watchdog, got {e}"),
        Ok(()) => panic!("the adaptive torus without its escape VC ran {on} saturated cycles without deadlock"),
    }
}
