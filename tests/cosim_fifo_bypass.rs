//! Lockstep co-simulation of seed 002's FIFO with bypass (issue 36 item 2; docs/
//! MICROARCHITECTURE.md "FIFO with bypass"): `switch.queue_scheme = "fifo_bypass"`, the oldest
//! packet of an input whose output is free with credits goes first, and the input's oldest packet
//! alone once it has been passed `FIFO_BYPASS_LIMIT` (4) times. Every cycle the harness compares
//! every link, every status register, and the scoreboard checks exactly-once, in-order delivery
//! per flow. Fast tier (`make test`): the two-switch scenario (two 4-port switches joined by one
//! link, as seed 002's experiment) and the 4-ary 3-fly, under a hot spot and at saturating
//! uniform load, 1..8-flit packets, asserting that packets passed older ones and that the limit
//! held requests; full tier adds seeds 2-3 and bmin k=4 n=3. Two plants on the RTL alone: the
//! youngest eligible packet requesting instead of the oldest, and the limit ignored. Needs
//! Verilator.

use switchgen_cosim::lockstep;

mod common;
use common::*;

const BASE: &[&str] = &["switch.queue_scheme=fifo_bypass", "switch.buffer_flits=32", "switch.max_packet_flits=8", "traffic.packet_flits=1..8", "hosts.response=none", "sim.cycles=3000", "sim.warmup_cycles=500"];
const HOTSPOT: &[&str] = &["traffic.pattern=hotspot", "traffic.rate=0.8", "traffic.hotspot.start_cycle=500", "traffic.hotspot.end_cycle=2500", "traffic.hotspot.rate=1.0"];
const UNIFORM_SAT: &[&str] = &["traffic.pattern=uniform", "traffic.rate=1.0"];
const TWO_SWITCH: &[&str] = &["topology.kind=two_switch", "topology.ports=4"];

fn set(net: &[&str], traffic: &[&str], seed: u64) -> Vec<String> {
    let mut v = strings(net);
    v.extend(strings(BASE));
    v.extend(strings(traffic));
    v.push(format!("traffic.seed={seed}"));
    v
}

#[test]
fn fifo_bypass_lockstep() {
    let mut nets: Vec<(&str, &[&str])> = vec![("two_switch_4", TWO_SWITCH), TOPOLOGIES[1]];
    let seeds: &[u64] = if full_tier() { &[1, 2, 3] } else { &[1] };
    if full_tier() {
        nets.push(TOPOLOGIES[2]);
    }
    let mut failures = vec![];
    let (mut runs, mut cycles, mut delivered, mut passes, mut held) = (0, 0u64, 0u64, 0u64, 0u64);
    for (name, net) in nets {
        let (lib, _) = lockstep::build_switch(&params(&set(net, HOTSPOT, 1)), &cache()).unwrap_or_else(|e| panic!("{name}: {e}"));
        for (tname, traffic) in [("hotspot", HOTSPOT), ("uniform 1.0", UNIFORM_SAT)] {
            for &seed in seeds {
                let p = params(&set(net, traffic, seed));
                let label = format!("{name}/fifo_bypass/{tname}/seed {seed}");
                runs += 1;
                if let Some(run) = checked_run(&p, &lib, &label, &std::env::temp_dir().join("switchgen-bypass-waves"), &mut failures) {
                    cycles += run.cycles_compared;
                    delivered += run.model.hosts.stats().results().delivered_packets;
                    let (ps, h) = run.model.switches.iter().map(|s| s.fifo_bypass_stats().expect("fifo_bypass switch")).fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
                    eprintln!("{label}: {ps} passes, {h} requests held to the oldest");
                    passes += ps;
                    held += h;
                }
            }
        }
    }
    eprintln!("fifo_bypass: {runs} lockstep runs, {cycles} cycles compared, {delivered} packets delivered, {passes} passes, {held} held; {} failures", failures.len());
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
    assert!(passes > 0 && held > 0, "no packet passed an older one ({passes}) or the limit never held ({held})");
}

#[test]
fn fifo_bypass_youngest_first_is_a_divergence() {
    // the youngest eligible candidate requests instead of the oldest
    plant_file_diverges(&params(&set(TWO_SWITCH, HOTSPOT, 1)), "rtl/sg_input_unit.v", "youngest eligible first", &|t| {
        t.replace("if ((bb != ba) && (c_age[bb*SQB +: SQB] > c_age[ba*SQB +: SQB])) begin", "if ((bb != ba) && (c_age[bb*SQB +: SQB] < c_age[ba*SQB +: SQB])) begin")
    });
}

#[test]
#[ignore = "full tier (make test-full): one planted fault of fifo_bypass runs in the fast tier"]
fn fifo_bypass_limit_ignored_is_a_divergence() {
    // the oldest packet may be passed any number of times
    plant_file_diverges(&params(&set(TWO_SWITCH, HOTSPOT, 1)), "rtl/sg_input_unit.v", "bypass limit ignored", &|t| {
        t.replace("wire [NQ-1:0] b_elig = (passed_q == BYPL_C) ? (q_ok & head_1h) : q_ok;", "wire [NQ-1:0] b_elig = q_ok;")
    });
}
