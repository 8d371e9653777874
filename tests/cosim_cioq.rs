//! Lockstep co-simulation of CIOQ switches (issue 33 steps 1-4, SPEC §2.3; docs/MICROARCHITECTURE.md
//! "CIOQ switches"): crossbar speedup 1.5 and 2 (and 1 with egress buffers), egress FIFOs, SA's
//! admission by free egress space, the link stage and hosts that move a flit only in link
//! cycles. Every cycle the harness compares every link, every status register and every egress
//! monitor word (flits in the egress, the packet on the link, downstream credits, free space);
//! the scoreboard checks exactly-once, in-order delivery.
//!
//! Fast tier (`make test`): bmin k=2 n=2 (4-port switches) and the 2-ary 3-fly (2-port), a
//! slice of {1.5, 2} x {fifo, voq_sw} x {none, ipm, naive, opm, mvpm} under a hot spot (opm and
//! mvpm mark on the egress buffer: step 2), one CIOQ switch without speedup, one `fbicm`
//! switch (step 4: CFQs at the inputs, plain egress FIFOs) and RECN basic and enhanced with
//! egress SAQs (step 3: every egress line word, SAQ counts and in-order pointer included, is
//! compared every cycle). Full tier (`make test-full`): the 4-ary 3-fly and bmin k=4 n=3 with
//! every combination, {1.5, 2} x {recn basic, enhanced} x {none, ipm, opm, mvpm} and fbicm x
//! {1.5, 2} x {none, mvpm}, seeds 1 and 2.
//! Planted faults on the RTL side alone (egress admission, egress marking, the link stage's
//! link cycles, egress SAQ allocation, its in-order pointer and the egress-SAQ bound) must
//! diverge; egress marking's
//! and SAQ allocation's plants are `#[ignore]`d into the full tier. Needs Verilator.

use switchgen_cosim::lockstep;

mod common;
use common::*;

const BASE: &[&str] = &[
    "switch.buffer_flits=16",
    "switch.max_packet_flits=8",
    "traffic.packet_flits=1..8",
    "traffic.pattern=hotspot",
    "traffic.rate=0.8",
    "traffic.hotspot.start_cycle=500",
    "traffic.hotspot.end_cycle=2500",
    "traffic.hotspot.rate=1.0",
    "hosts.response=none",
    "sim.cycles=3000",
    "sim.warmup_cycles=500",
];

/// (speedup, egress flits, scheme, marking) of one case.
type Case = (&'static str, u32, &'static str, &'static str);

const FAST: &[Case] = &[
    ("2", 8, "fifo", "none"),
    ("1.5", 8, "fifo", "naive"),
    ("2", 12, "voq_sw", "ipm"),
    ("1.5", 12, "voq_sw", "none"),
    ("1", 8, "fifo", "none"),
    ("2", 32, "voq_sw", "opm"),
    ("1.5", 32, "fifo", "mvpm"),
    ("2", 16, "fbicm", "opm"),
    ("2", 16, "recn_basic", "opm"),
    ("1.5", 16, "recn_enhanced", "mvpm"),
];

fn full_cases() -> Vec<Case> {
    let mut v = vec![];
    for sp in ["1.5", "2"] {
        for scheme in ["fifo", "voq_sw"] {
            for marking in ["none", "ipm", "naive", "opm", "mvpm"] {
                v.push((sp, 16, scheme, marking));
            }
        }
    }
    // step 3: RECN with egress SAQs, both variants
    for sp in ["1.5", "2"] {
        for scheme in ["recn_basic", "recn_enhanced"] {
            for marking in ["none", "ipm", "opm", "mvpm"] {
                v.push((sp, 16, scheme, marking));
            }
        }
    }
    // step 4: FBICM's CFQs at the inputs, plain egress FIFOs
    for sp in ["1.5", "2"] {
        for marking in ["none", "mvpm"] {
            v.push((sp, 16, "fbicm", marking));
        }
    }
    v.push(("2", 16, "voq_net", "none"));
    v.push(("1", 16, "voq_sw", "ipm"));
    // SWITCHGEN_CIOQ_SCHEMES=a,b: the full tier's cases of these schemes only (a partial run)
    if let Ok(only) = std::env::var("SWITCHGEN_CIOQ_SCHEMES") {
        let only: Vec<&str> = only.split(',').map(str::trim).collect();
        v.retain(|c| only.contains(&c.2));
    }
    v
}

fn case_set(net: &[&str], (sp, e, scheme, marking): Case, seed: u64) -> Vec<String> {
    let mut set = strings(net);
    set.extend(strings(BASE));
    // recn_basic / recn_enhanced: RECN and its variant
    let (scheme, variant) = scheme.split_once('_').filter(|(s, _)| *s == "recn").unwrap_or((scheme, ""));
    set.extend([format!("switch.speedup={sp}"), format!("switch.egress_buffer_flits={e}"), format!("switch.queue_scheme={scheme}"), format!("switch.marking={marking}"), format!("traffic.seed={seed}")]);
    if !variant.is_empty() {
        set.push(format!("switch.recn.variant={variant}"));
    }
    set
}

#[test]
fn cioq_lockstep_speedup_and_egress_buffers() {
    let mut failures = vec![];
    let (mut runs, mut cycles, mut delivered) = (0, 0u64, 0u64);
    // RECN's egress-SAQ bound (its held bits are in the CAM monitor words compared every cycle):
    // candidates it held in the RECN cases, so the lockstep is known to have exercised it
    let mut egress_holds = 0u64;
    // fast: the cases whose builds the others do not share (a Verilator build each; speedup is
    // not in the RTL); FAST[1] and FAST[3], and FAST[2] on the 2-ary 3-fly, in the full tier
    // (docs/TESTING.md "Fast-tier budget")
    let fast_bmin: Vec<Case> = FAST.iter().enumerate().filter(|(k, _)| ![1, 3].contains(k)).map(|(_, c)| *c).collect();
    let fast: Vec<(&str, &[&str], Vec<Case>, Vec<u64>)> = vec![("bmin_2_2", SMALL[1].1, fast_bmin, vec![1]), ("fly_2_3", SMALL[3].1, vec![FAST[0]], vec![1])];
    let mut plan = fast;
    if full_tier() {
        plan.push(("bmin_2_2", SMALL[1].1, vec![FAST[1], FAST[3]], vec![1]));
        plan.push(("fly_2_3", SMALL[3].1, vec![FAST[2]], vec![1]));
        // SWITCHGEN_CIOQ_SEEDS=1: the full tier's cases on these seeds only (a partial run)
        let seeds: Vec<u64> = std::env::var("SWITCHGEN_CIOQ_SEEDS").ok().map(|v| v.split(',').filter_map(|x| x.trim().parse().ok()).collect()).unwrap_or_else(|| vec![1, 2]);
        for (name, set) in &TOPOLOGIES[1..] {
            plan.push((name, set, full_cases(), seeds.clone()));
        }
    }
    for (tname, tset, cases, seeds) in &plan {
        for &case in cases {
            let (lib, _) = lockstep::build_switch(&params(&case_set(tset, case, 1)), &cache()).unwrap_or_else(|e| panic!("{tname} {case:?}: {e}"));
            for &seed in seeds {
                let p = params(&case_set(tset, case, seed));
                let name = format!("{tname}/speedup {}/E {}/{}/{}/seed {seed}", case.0, case.1, case.2, case.3);
                runs += 1;
                let wave = std::env::temp_dir().join("switchgen-cioq-waves");
                if let Some(run) = checked_run(&p, &lib, &name, &wave, &mut failures) {
                    cycles += run.cycles_compared;
                    delivered += run.model.hosts.stats().results().delivered_packets;
                    // the egress monitor was compared: it exists and is not all zero
                    if case.2.starts_with("recn") {
                        egress_holds += cam_totals(&run.model).egress_holds;
                    }
                    let mut eg = vec![];
                    run.model.egress_into(&mut eg);
                    if eg.len() != p.topology.switches.len() * p.ports as usize {
                        failures.push(format!("{name}: {} egress monitor words", eg.len()));
                    }
                }
            }
        }
    }
    eprintln!("{runs} CIOQ lockstep runs, {cycles} cycles compared, {delivered} packets delivered, {egress_holds} egress-SAQ holds; {} failures", failures.len());
    if egress_holds == 0 {
        failures.push("the RECN cases never held a candidate by the egress-SAQ bound: the lockstep did not exercise it".into());
    }
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
}

/// A plant in the RTL's egress logic alone: the run must stop with a divergence (the model is
/// unchanged), and the clean RTL of the same case passes.
fn plant_diverges(what: &str, edit: &dyn Fn(&str) -> String) {
    plant_diverges_in(FAST[2], what, edit)
}

/// [`plant_diverges`] on `case`.
fn plant_diverges_in(case: Case, what: &str, edit: &dyn Fn(&str) -> String) {
    plant_file_diverges_in(case, "rtl/sg_switch.v", what, edit)
}

/// [`plant_diverges_in`] with the plant in generated file `file`.
fn plant_file_diverges_in(case: Case, file: &str, what: &str, edit: &dyn Fn(&str) -> String) {
    plant_file_diverges(&params(&case_set(SMALL[1].1, case, 1)), file, what, edit)
}

#[test]
fn egress_admission_by_the_downstream_credits_is_a_divergence() {
    // SA admits a packet into an output's egress buffer by the free space (credits_q counts it:
    // a flit leaving on the link gives one back). Planted: the space comes back with the
    // downstream's credits instead, as in the input-queued switch.
    plant_diverges("egress space from the downstream credits", &|s: &str| s.replacen("{(CB-1){1'b0}}, eg_pop[cbo]}", "{(CB-1){1'b0}}, out_credit_i[cbo]}", 1));
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per CIOQ mechanism runs in the fast tier"]
fn egress_marking_on_the_packets_behind_the_leaving_one_is_a_divergence() {
    // opm on a CIOQ switch marks a header leaving its egress buffer when the buffer holds more
    // packets than the register's threshold, the leaving one included. Planted: one packet
    // fewer is needed (>= instead of >), so a header leaving at the threshold gets FECN.
    plant_diverges_in(FAST[5], "egress opm at the threshold", &|s: &str| s.replacen("&& (eg_pkts_q[lo*CB +: CB] > EOPM_T[", "&& (eg_pkts_q[lo*CB +: CB] >= EOPM_T[", 1));
}

#[test]
fn link_stage_blind_to_link_cycles_is_a_divergence() {
    // The link stage moves a flit only in a link cycle (link_en_i). Planted: in every cycle.
    plant_diverges("link stage in every cycle", &|s: &str| s.replacen("if (link_en_i && !eg_empty[lo]) begin", "if (!eg_empty[lo]) begin", 1));
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per CIOQ mechanism runs in the fast tier"]
fn egress_saq_allocated_without_the_downstream_xoff_is_a_divergence() {
    // RECN's egress SAQs (step 3): a notification from the downstream allocates the egress line
    // with the downstream line's Xoff, so its SAQ waits for Xon. Planted: the new line starts
    // in Xon.
    plant_file_diverges_in(FAST[8], "rtl/sg_cam_output.v", "egress SAQ allocated in Xon", &|s: &str| {
        s.replacen("          stop_d[y*C + l] = fb_i[y*FBW + l];\n          hops_d[(y*C + l)*HOPB +: HOPB] = add_hops;", "          stop_d[y*C + l] = 1'b0;\n          hops_d[(y*C + l)*HOPB +: HOPB] = add_hops;", 1)
    });
}

#[test]
fn egress_saq_sending_before_its_in_order_pointer_is_a_divergence() {
    // RECN's egress SAQs (step 3): a new egress SAQ sends only after the headers its flows left
    // in the queue they used so far (the in-order pointer). Planted: it ignores the pointer.
    // Seed 7: since the egress-SAQ bound, seeds 1-6 of this case run the plant 3,000 cycles
    // without a divergence (packets for a stopped SAQ now wait at the ingress, so a new line's
    // flows rarely have older headers in the egress normal queue); seed 7 diverges at cycle
    // 680 (of seeds 1-8, searched 2026-11-29)
    plant_file_diverges(&params(&case_set(SMALL[1].1, FAST[9], 7)), "rtl/sg_cam_output.v", "egress SAQ ignores its in-order pointer", &|s: &str| {
        s.replacen("= !stop_q[ey*C + el] && (wait_q[(ey*C + el)*CB +: CB] == {CB{1'b0}});", "= !stop_q[ey*C + el];", 1)
    });
}

#[test]
fn egress_saq_bound_ignored_is_a_divergence() {
    // RECN's egress SAQs: a candidate whose header would enter an egress SAQ in Xoff, from a
    // queue that does not mirror it, does not request (docs/MICROARCHITECTURE.md "The
    // egress-SAQ bound"; the model's Switch::egress_holds). Planted: the RTL never holds, so
    // normal-queue packets fill the stopped egress SAQ again (FAST[8] holds candidates: the
    // lockstep test asserts it).
    plant_file_diverges_in(FAST[8], "rtl/sg_cam_input.v", "egress-SAQ bound ignored", &|s: &str| s.replacen("      ehold_q <= ehold_d;", "      ehold_q <= {NQ{1'b0}};", 1));
}

#[test]
fn speedup_1_without_egress_buffers_is_the_input_queued_switch() {
    // the keys at their defaults written out give the same switch and the same results
    let base = strings(&["topology.kind=bmin", "topology.k=2", "topology.n=2", "sim.cycles=3000"]);
    let mut explicit = base.clone();
    explicit.extend(strings(&["switch.speedup=1", "switch.egress_buffer_flits=0"]));
    let (a, b) = (params(&base), params(&explicit));
    assert_eq!(switchgen_generator::rtl_hash(&a).unwrap(), switchgen_generator::rtl_hash(&b).unwrap());
    let run = |p: &switchgen_config::Params| {
        let mut net = switchgen_model::network::Network::model(p);
        net.run(p.cfg.sim.cycles, |_| {}).unwrap();
        serde_json::to_string(&net.hosts.stats().results()).unwrap()
    };
    assert_eq!(run(&a), run(&b));
}
