//! Lockstep co-simulation of the `voq_net` baseline (issue 5: seed 001 §4's VOQNet, a queue per
//! destination host at every input, the queues sharing the input buffer as linked lists in
//! `sg_mqueue`): `single` 8-port, 4-ary 3-fly and bmin k=4 n=3 (64 queues per input), uniform
//! and hot-spot traffic, 3 seeds. Every cycle the harness compares every link and every status
//! register; the scoreboard checks exactly-once, in-order delivery per flow. `voq_sw` shares
//! `sg_mqueue` and is covered by the other matrices. Fast tier (`make test`): `single` 4-port,
//! bmin k=2 n=2 and the 2-ary 3-fly, seeds 1 and 3 (seed 3 on `single` with `naive` marking);
//! the full tier (`make test-full`) adds the networks above with seeds 1-3. Needs Verilator.

use switchgen_cosim::lockstep::{self, CosimError};

mod common;
use common::*;

const BASE: &[&str] = &[
    "switch.queue_scheme=voq_net",
    "switch.buffer_flits=32",
    "switch.max_packet_flits=8",
    "traffic.packet_flits=1..8",
    "sim.cycles=3000",
    "sim.warmup_cycles=500",
];

#[test]
fn voq_net_lockstep_uniform_and_hotspot() {
    let mut failures = vec![];
    let (mut runs, mut cycles, mut delivered) = (0, 0u64, 0u64);
    let fast = [SMALL[0], SMALL[1], SMALL[3]];
    for Net { name: tname, set: tset, seeds, .. } in plan(&fast, &[1, 3], &[], TOPOLOGIES, &[1, 2, 3], &[]) {
        let mut base = strings(tset);
        base.extend(strings(BASE));
        let (lib, _) = lockstep::build_switch(&params(&base), &cache()).unwrap_or_else(|e| panic!("{tname}: {e}"));
        for pattern in ["uniform", "hotspot"] {
            for &seed in seeds {
                let mut set = base.clone();
                set.extend([
                    format!("traffic.pattern={pattern}"),
                    "traffic.rate=0.7".into(),
                    format!("traffic.seed={seed}"),
                    "traffic.hotspot.start_cycle=600".into(),
                    "traffic.hotspot.end_cycle=2400".into(),
                    "traffic.hotspot.rate=1.0".into(),
                ]);
                if seed == 3 && tname.starts_with("single") {
                    // naive marking counts the packets of each queue at a buffer-full event
                    set.push("switch.marking=naive".into());
                }
                let p = params(&set);
                let name = format!("{tname}/{pattern}/seed {seed}");
                runs += 1;
                let wave = std::env::temp_dir().join("switchgen-voq-net-waves");
                let lib = if seed == 3 && tname.starts_with("single") { lockstep::build_switch(&p, &cache()).unwrap().0 } else { lib.clone() };
                if let Some(run) = checked_run(&p, &lib, &name, &wave, &mut failures) {
                    cycles += run.cycles_compared;
                    delivered += run.model.hosts.stats().results().delivered_packets;
                }
            }
        }
    }
    eprintln!("{runs} voq_net lockstep runs, {cycles} cycles compared, {delivered} packets delivered; {} failures", failures.len());
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
}

/// A `voq_net` model against a `voq_sw` RTL switch on the 4-ary 3-fly under a hot spot: the
/// schemes differ in which packets block each other, so the lockstep must see it.
#[test]
fn voq_net_model_against_voq_sw_rtl_diverges() {
    let set = |scheme: &str| -> Vec<String> {
        // fast tier: the 2-ary 3-fly; full: the 4-ary 3-fly
        let net: &[&str] = if full_tier() { &["topology.kind=kary_nfly", "topology.k=4", "topology.n=3"] } else { SMALL[3].1 };
        let mut v = strings(net);
        v.extend(strings(&["traffic.pattern=hotspot", "traffic.rate=0.8"]));
        v.extend(strings(BASE));
        v.push(format!("switch.queue_scheme={scheme}"));
        v.extend(strings(&["traffic.hotspot.start_cycle=100", "traffic.hotspot.end_cycle=3000", "traffic.hotspot.rate=1.0"]));
        v
    };
    let (lib, _) = lockstep::build_switch(&params(&set("voq_sw")), &cache()).unwrap();
    match lockstep::run_lockstep_with(&params(&set("voq_net")), &lib, None, 3000, None, "mismatch", 1, |_| {}) {
        Err(CosimError::Divergence(d)) => eprintln!("caught: {d}"),
        Ok(_) => panic!("voq_net model against voq_sw RTL not detected"),
        Err(e) => panic!("unexpected error: {e}"),
    }
}
