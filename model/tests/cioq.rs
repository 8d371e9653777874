//! CIOQ switches (issue 33, SPEC §2.3; docs/MICROARCHITECTURE.md "CIOQ switches"), measured on
//! the model.
//!
//! - A 4-port `fifo` switch, uniform saturated 1-flit traffic without ACKs: with speedup 1
//!   held below full rate by HOL blocking; with speedup 2 and large egress buffers an
//!   output-queued switch, >= 0.97. (The issue names a 2-port switch and Karol's 0.75; our
//!   uniform pattern never sends a host to itself, so the two hosts of a 2-port switch always
//!   send to each other and nothing contends. Four ports, each host to one of the other three,
//!   is the smallest switch with HOL blocking here; docs/MICROARCHITECTURE.md "CIOQ switches".)
//! - Speedup 1 with no egress buffers is today's switch: the same results, bit for bit, as a
//!   configuration without the keys (the lockstep matrix covers the RTL side).
//! - With speedup S each link moves at most one flit per link cycle and each egress buffer holds
//!   at most its capacity, in every cycle (checked on the wires and the egress monitor words).

use switchgen_config::{load, Params, Speedup};
use switchgen_model::network::Network;

fn params(set: &[&str]) -> Params {
    let o: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    Params::new(load(None, &o).unwrap()).unwrap_or_else(|e| panic!("{set:?}: {e}"))
}

fn four_port(extra: &[&str]) -> Params {
    let mut set = vec![
        "topology.kind=single",
        "topology.ports=4",
        "switch.queue_scheme=fifo",
        "switch.buffer_flits=64",
        "switch.max_packet_flits=1",
        "traffic.pattern=uniform",
        "traffic.packet_flits=1",
        "traffic.rate=1.0",
        "hosts.acks=false",
        "sim.cycles=40000",
        "sim.warmup_cycles=10000",
        "sim.window_cycles=40000",
    ];
    set.extend_from_slice(extra);
    params(&set)
}

/// Accepted data flits per host and link cycle.
fn accepted(p: &Params) -> f64 {
    let mut net = Network::model(p);
    net.run(p.cfg.sim.cycles, |_| {}).unwrap();
    net.hosts.stats().results().throughput
}

#[test]
fn fifo_is_hol_blocked_without_speedup_and_output_queued_with_speedup_2() {
    let iq = accepted(&four_port(&[]));
    let oq = accepted(&four_port(&["switch.speedup=2", "switch.egress_buffer_flits=64"]));
    let cioq1 = accepted(&four_port(&["switch.egress_buffer_flits=64"]));
    eprintln!("4-port fifo, uniform, saturated: IQ {iq:.4}, CIOQ speedup 1 {cioq1:.4}, speedup 2 {oq:.4} flits/host/link cycle");
    assert!(iq < 0.8, "speedup 1: accepted {iq:.4}, expected HOL blocking below 0.8");
    assert!(cioq1 < 0.8, "egress buffers without speedup: accepted {cioq1:.4}, expected HOL blocking below 0.8 (the inputs still send one flit per cycle)");
    assert!(oq >= 0.97, "speedup 2 with 64-flit egress buffers: accepted {oq:.4} flits/host/link cycle, expected >= 0.97 (IQ: {iq:.4})");
}

#[test]
fn link_cycles_follow_the_speedup_pattern() {
    assert!((0..6).map(|t| Speedup::Two.link_cycle(t)).eq([true, false, true, false, true, false]));
    assert!((0..6).map(|t| Speedup::OneHalf.link_cycle(t)).eq([true, true, false, true, true, false]));
    for s in [Speedup::One, Speedup::OneHalf, Speedup::Two] {
        for t in 0..20u64 {
            assert_eq!(s.link_cycles(t), (0..t).filter(|&u| s.link_cycle(u)).count() as u64, "{s:?} t={t}");
        }
    }
}

/// RECN with egress SAQs (issue 33 step 3) keeps every flow in order (the hosts' scoreboard
/// fails the run otherwise) and lets the network drain after a hot spot: both variants, speedup
/// 1 (egress buffers only), 1.5 and 2, three seeds, bmin k=2 n=3 with a hot spot over cycles
/// 500-3,000 and a light background. The hot spot must allocate egress SAQs and fill them; at
/// the end the network holds no more than a few packets in flight (the background's), and every
/// ingress and egress CAM line has been freed: the trees dissolve.
#[test]
fn recn_egress_saqs_keep_order_and_drain() {
    for variant in ["basic", "enhanced"] {
        for sp in ["1", "1.5", "2"] {
            for seed in 1..=3 {
                let set = [
                    "topology.kind=bmin".to_string(),
                    "topology.k=2".into(),
                    "topology.n=3".into(),
                    "switch.queue_scheme=recn".into(),
                    format!("switch.recn.variant={variant}"),
                    "switch.saqs=2".into(),
                    format!("switch.speedup={sp}"),
                    "switch.egress_buffer_flits=16".into(),
                    "switch.buffer_flits=16".into(),
                    "switch.max_packet_flits=8".into(),
                    "traffic.packet_flits=1..8".into(),
                    "traffic.pattern=hotspot".into(),
                    "traffic.rate=0.02".into(),
                    "traffic.hotspot.start_cycle=500".into(),
                    "traffic.hotspot.end_cycle=3000".into(),
                    "traffic.hotspot.rate=1.0".into(),
                    "hosts.response=none".into(),
                    format!("traffic.seed={seed}"),
                    "sim.cycles=40000".into(),
                ];
                let refs: Vec<&str> = set.iter().map(|s| s.as_str()).collect();
                let p = params(&refs);
                let mut net = Network::model(&p);
                // words per port: the input word, C input lines, C output (egress) lines, C
                // input routes, C egress line words
                let (c, wpp) = (2usize, 4 * 2 + 1);
                let (mut cam, mut peak_egress, mut saq_flits) = (vec![], 0usize, 0u64);
                for t in 0..p.cfg.sim.cycles {
                    net.step().unwrap_or_else(|e| panic!("{variant} speedup {sp} seed {seed}: {e}"));
                    if t % 50 == 0 {
                        net.cam_into(&mut cam);
                        let egress = cam.chunks(wpp).map(|port| port[1 + c..1 + 2 * c].iter().filter(|w| *w & 1 == 1).count()).sum::<usize>();
                        peak_egress = peak_egress.max(egress);
                        saq_flits += cam.chunks(wpp).map(|port| port[1 + 3 * c..].iter().map(|w| w >> 48).sum::<u64>()).sum::<u64>();
                    }
                }
                let left = net.hosts.outstanding_packets();
                net.cam_into(&mut cam);
                let active = cam.chunks(wpp).map(|port| port[1..1 + 2 * c].iter().filter(|w| *w & 1 == 1).count()).sum::<usize>();
                eprintln!(
                    "recn {variant} speedup {sp} seed {seed}: {} packets delivered, {left} in flight; egress lines at most {peak_egress} at once, {saq_flits} egress SAQ flit-samples; {active} lines active at the end",
                    net.hosts.stats().results().delivered_packets
                );
                assert!(peak_egress > 0 && saq_flits > 0, "{variant} speedup {sp} seed {seed}: the hot spot allocated no egress SAQ");
                assert!(left <= 8, "{variant} speedup {sp} seed {seed}: {left} packets still in flight after the hot spot");
                assert_eq!(active, 0, "{variant} speedup {sp} seed {seed}: CAM lines still active after the hot spot");
            }
        }
    }
}
