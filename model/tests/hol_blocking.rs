//! The model alone reproduces head-of-line blocking (issue 2, "Must show"): on the same network
//! and traffic, the saturation throughput of `fifo` input queues is clearly below that of
//! `voq_sw`. Uniform traffic, 1-flit packets, no ACKs, offered load 1.0 (above saturation), so the
//! accepted throughput is the saturation throughput. Measured figures: docs/RESULTS.md.

use switchgen_config::{load, Params};
use switchgen_model::network::Network;

fn saturation(kind: &str, scheme: &str) -> f64 {
    let set: Vec<String> = [
        format!("topology.kind={kind}"),
        format!("switch.queue_scheme={scheme}"),
        "traffic.pattern=uniform".into(),
        "traffic.rate=1.0".into(),
        "traffic.packet_flits=1".into(),
        "hosts.acks=false".into(),
        "sim.cycles=12000".into(),
        "sim.warmup_cycles=2000".into(),
    ]
    .to_vec();
    let p = Params::new(load(None, &set).unwrap()).unwrap();
    let mut net = Network::model(&p);
    net.run(p.cfg.sim.cycles, |_| {}).unwrap();
    net.hosts.stats().results().throughput
}

#[test]
fn fifo_saturates_clearly_below_voq_sw() {
    for kind in ["kary_nfly", "bmin"] {
        let fifo = saturation(kind, "fifo");
        let voq = saturation(kind, "voq_sw");
        eprintln!("{kind}: fifo {fifo:.3}, voq_sw {voq:.3} flits/host/cycle");
        assert!(fifo < 0.9 * voq, "{kind}: fifo {fifo:.3} not clearly below voq_sw {voq:.3}");
        // and both are real saturation figures, not an idle or broken network
        assert!(fifo > 0.4 && voq < 1.0, "{kind}: fifo {fifo:.3}, voq_sw {voq:.3}");
    }
}
