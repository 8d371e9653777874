//! Lockstep co-simulation of switches with virtual channels (issue 34 step 1; docs/
//! MICROARCHITECTURE.md "Virtual channels"): `switch.vcs` VCs per input port, each with its own
//! share of the buffer, its own queue(s) of the queue scheme and its own credit counter at the
//! upstream output; credits carry their VC on the link. Every cycle the harness compares every
//! link (the credit's VC included), every status register and every VC monitor word (per port
//! and VC: the output's credits and the input's flits); the scoreboard checks exactly-once,
//! in-order delivery (a packet keeps the VC its source gave it, so a flow stays in order).
//!
//! Fast tier (`make test`): bmin k=2 n=2 (4-port switches), the 2-ary 3-fly, the 4x4 mesh and
//! a 3x3 mesh with two hosts per router, with 2, 3 and 4 VCs over fifo, voq_sw and voq_net,
//! uniform and hot-spot traffic, one case with ipm marking and oldest-first arbitration, and
//! one plant per mechanism (the credit's VC, the dateline, the eligibility assertion, adaptive
//! selection, the SL-to-VL table); the other plants are `#[ignore]`d into the full tier. Full
//! tier (`make test-full`): the 4-ary 3-fly, bmin k=4 n=3 and the 4x4 mesh with vcs {2, 4} x
//! {fifo, voq_sw} x {uniform at 0.3, uniform at 1.0, hot spot}, and two cases on the 8x8 mesh.
//! The 4x4 torus (fast: 2 and 4 VCs; full: the same matrix, and three cases on the 8x8 torus)
//! runs dimension-order routing with dateline VC pairs: a header's VC field changes at the wrap
//! links and at dimension turns, and both sides must agree on it at every link.
//! Planted faults on the RTL side alone (the credit's VC, the arrival's VC queue, the per-VC
//! credit counter, the dateline in the request's VC, the header's rewritten VC field) must
//! diverge. Adaptive routing (`adaptive_*`) and InfiniBand service levels (`sl_to_vl_*`: the
//! SL-to-VL table and its configuration writes, each with a plant) run here too. Needs
//! Verilator.

use switchgen_cosim::lockstep;

mod common;
use common::*;

/// The 4x4 mesh (issue 34 step 3's first topology: dimension-order routing, 5-port routers).
const MESH_4X4: &[&str] = &["topology.kind=mesh", "topology.k=4", "topology.n=2"];
/// The 4x4 torus: dimension-order routing with dateline VC pairs (even VC counts only).
const TORUS_4X4: &[&str] = &["topology.kind=torus", "topology.k=4", "topology.n=2"];

const BASE: &[&str] = &["switch.max_packet_flits=8", "traffic.packet_flits=1..8", "hosts.response=none", "sim.cycles=3000", "sim.warmup_cycles=500"];

/// Traffic of a case: uniform at a load, or a hot spot.
const UNIFORM_LOW: &[&str] = &["traffic.pattern=uniform", "traffic.rate=0.3"];
const UNIFORM_SAT: &[&str] = &["traffic.pattern=uniform", "traffic.rate=1.0"];
const HOTSPOT: &[&str] = &["traffic.pattern=hotspot", "traffic.rate=0.8", "traffic.hotspot.start_cycle=500", "traffic.hotspot.end_cycle=2500", "traffic.hotspot.rate=1.0"];

/// (VCs, flits per VC, scheme, traffic, extra keys) of one case.
type Case = (u32, u32, &'static str, &'static [&'static str], &'static [&'static str]);

const FAST: &[Case] = &[
    (2, 8, "fifo", HOTSPOT, &[]),
    (4, 8, "voq_sw", UNIFORM_SAT, &[]),
    (3, 8, "voq_net", HOTSPOT, &[]),
    (2, 12, "voq_sw", HOTSPOT, &["switch.marking=ipm", "switch.arbitration=oldest_first"]),
    (2, 8, "fifo", UNIFORM_LOW, &["link.credit_delay=3"]),
    // VCs of 2 flits and 1..2-flit packets: credits run out at every grant, where the inputs'
    // registered eligibility (ELIG_EQ_A checks it against its definition) must predict the
    // one-flit grant of the same VC
    (2, 2, "voq_sw", UNIFORM_SAT, &["switch.max_packet_flits=2", "traffic.packet_flits=1..2"]),
];

fn full_cases() -> Vec<Case> {
    let mut v = vec![];
    for vcs in [2, 4] {
        for scheme in ["fifo", "voq_sw"] {
            for traffic in [UNIFORM_LOW, UNIFORM_SAT, HOTSPOT] {
                v.push((vcs, 8, scheme, traffic, &[][..]));
            }
        }
    }
    v
}

fn case_set(net: &[&str], (vcs, per_vc, scheme, traffic, extra): Case, seed: u64) -> Vec<String> {
    let mut set = strings(net);
    set.extend(strings(BASE));
    set.extend(strings(traffic));
    set.extend(strings(extra));
    set.extend([format!("switch.vcs={vcs}"), format!("switch.buffer_flits={}", vcs * per_vc), format!("switch.queue_scheme={scheme}"), format!("traffic.seed={seed}")]);
    set
}

#[test]
fn vc_lockstep_every_link_credit_vc_and_vc_monitor() {
    let mut failures = vec![];
    let (mut runs, mut cycles, mut delivered) = (0, 0u64, 0u64);
    // fast: one build per scheme, VC count or topology kind that the others do not cover (each
    // case is a Verilator build); the full tier adds the cases the fast tier had before the
    // thirty-fifth session's cut (docs/TESTING.md "Fast-tier budget")
    let mut plan: Vec<(&str, &[&str], Vec<Case>)> = vec![
        ("bmin_2_2", SMALL[1].1, vec![FAST[0], FAST[2], FAST[3], FAST[5]]),
        ("fly_2_3", SMALL[3].1, vec![FAST[1]]),
        ("mesh_4x4", MESH_4X4, vec![FAST[0]]),
        ("mesh_3x3_c2", &["topology.kind=mesh", "topology.k=3", "topology.n=2", "topology.concentration=2"], vec![FAST[2]]),
        ("torus_4x4", TORUS_4X4, vec![(2, 8, "fifo", UNIFORM_SAT, &[]), (4, 8, "voq_sw", HOTSPOT, &[])]),
    ];
    if full_tier() {
        plan.push(("bmin_2_2", SMALL[1].1, vec![FAST[1], FAST[4]]));
        plan.push(("fly_2_3", SMALL[3].1, vec![FAST[0]]));
        plan.push(("mesh_4x4", MESH_4X4, vec![FAST[1]]));
        plan.push(("torus_4x4", TORUS_4X4, vec![FAST[5]]));
        for (name, set) in &TOPOLOGIES[1..] {
            plan.push((name, set, full_cases()));
        }
        plan.push(("mesh_4x4", MESH_4X4, full_cases()));
        plan.push(("mesh_8x8", &["topology.kind=mesh", "topology.k=8", "topology.n=2"], vec![(2, 8, "voq_sw", UNIFORM_SAT, &[][..]), (4, 8, "fifo", HOTSPOT, &[][..])]));
        plan.push(("torus_4x4", TORUS_4X4, full_cases()));
        plan.push(("torus_8x8", &["topology.kind=torus", "topology.k=8", "topology.n=2"], vec![(2, 8, "fifo", UNIFORM_SAT, &[][..]), (4, 8, "voq_sw", UNIFORM_LOW, &[][..]), (2, 8, "voq_sw", HOTSPOT, &[][..])]));
    }
    for (tname, tset, cases) in &plan {
        for &case in cases {
            let p = params(&case_set(tset, case, 1));
            let (lib, _) = lockstep::build_switch(&p, &cache()).unwrap_or_else(|e| panic!("{tname} {case:?}: {e}"));
            let name = format!("{tname}/vcs {}/{} flits per VC/{}/{}/{}", case.0, case.1, case.2, case.3.join(","), case.4.join(","));
            runs += 1;
            let wave = std::env::temp_dir().join("switchgen-vc-waves");
            if let Some(run) = checked_run(&p, &lib, &name, &wave, &mut failures) {
                cycles += run.cycles_compared;
                delivered += run.model.hosts.stats().results().delivered_packets;
                // the VC monitor was compared: one word per port and VC of every switch
                let mut vc = vec![];
                run.model.vc_into(&mut vc);
                if vc.len() != p.topology.switches.len() * p.ports as usize * case.0 as usize {
                    failures.push(format!("{name}: {} VC monitor words", vc.len()));
                }
            }
        }
    }
    eprintln!("{runs} VC lockstep runs, {cycles} cycles compared, {delivered} packets delivered; {} failures", failures.len());
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
}

/// The partitioned VOQnet (docs/MICROARCHITECTURE.md "Partitioned VOQnet as virtual
/// channels"): `fifo` with one VC per destination, above the 8 VCs the other schemes allow, on
/// bmin k=2 n=4 (16 hosts, 4-port switches) with 16 VCs of 2 flits and hosts with a send queue
/// per VC, a hot spot on uniform traffic at 0.8: 4-bit VC fields and credit VCs, 16 queues per
/// input, each queue's eligibility from its own VC's credits (one run: the build is the cost).
#[test]
fn partitioned_voqnet_sixteen_vcs_lockstep() {
    let net: &[&str] = &["topology.kind=bmin", "topology.k=2", "topology.n=4"];
    let extra: &[&str] = &["switch.max_packet_flits=2", "traffic.packet_flits=1..2", "hosts.send_queues=per_vc"];
    let mut failures = vec![];
    let p = params(&case_set(net, (16, 2, "fifo", HOTSPOT, extra), 1));
    assert_eq!((p.vcs, p.hosts, p.vc_bits), (16, 16, 4));
    let (lib, _) = lockstep::build_switch(&p, &cache()).unwrap_or_else(|e| panic!("{e}"));
    let name = format!("bmin_2_4/vcs 16/{}", HOTSPOT.join(","));
    let wave = std::env::temp_dir().join("switchgen-vc-waves");
    if let Some(run) = checked_run(&p, &lib, &name, &wave, &mut failures) {
        let mut vc = vec![];
        run.model.vc_into(&mut vc);
        assert_eq!(vc.len(), p.topology.switches.len() * p.ports as usize * 16, "{name}: VC monitor words");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A plant in generated file `file` of the RTL alone must diverge ([`plant_file_diverges`]).
fn plant_diverges(case: Case, file: &str, what: &str, edit: &dyn Fn(&str) -> String) {
    plant_file_diverges(&params(&case_set(SMALL[1].1, case, 1)), file, what, edit)
}

/// [`plant_diverges`] on the 4x4 torus (2 VCs, fifo, saturating uniform traffic).
fn torus_plant_diverges(file: &str, what: &str, edit: &dyn Fn(&str) -> String) {
    plant_file_diverges(&params(&case_set(TORUS_4X4, (2, 8, "fifo", UNIFORM_SAT, &[]), 1)), file, what, edit)
}

#[test]
fn dateline_never_crossed_is_a_divergence() {
    // the output VC ignores the wrap-around output: packets stay on the lower VC of the pair
    torus_plant_diverges("rtl/sg_input_unit.v", "no dateline in the output VC", &|t| t.replace("          w1 = wrap[k];", "          w1 = 1'b0;"))
}

#[test]
#[ignore = "full tier (make test-full): one plant per VC mechanism runs in the fast tier"]
fn header_leaving_with_its_input_vc_on_a_torus_is_a_divergence() {
    // the crossing header keeps its VC field instead of the output VC's dateline bit
    torus_plant_diverges("rtl/sg_switch.v", "header VC field not rewritten", &|t| t.replace("        dl_data[dl*W + VC_LSB] = pend_dl_q[dl];", "        dl_data[dl*W + VC_LSB] = dl_data[dl*W + VC_LSB];"))
}

#[test]
fn eligibility_blind_to_the_granted_vc_fires_elig_eq() {
    // the inputs' registered eligibility ignores which VC an output grants a one-flit packet on:
    // the lockstep comparison sees nothing wrong for a while, ELIG_EQ_A stops the run
    let p = params(&case_set(SMALL[1].1, FAST[5], 1));
    let d = tempfile::tempdir().unwrap();
    let plant = |t: &str| t.replace("nxt_ok_q = v ? (o && (same ?", "nxt_ok_q = v ? (o && (1'b0 ?");
    match run_planted(&p, &d.path().join("cache"), "rtl/sg_input_unit.v", "ELIG_EQ_A plant", &plant) {
        // named, with its message, on the switch that fired it (the shim once reported every
        // instance's $error against the thread's last-made Verilator context: another switch,
        // with no message)
        Err(switchgen_cosim::lockstep::CosimError::Assertion(a)) => {
            eprintln!("caught: {a}");
            assert!(a.name == "ELIG_EQ_A" && a.message.contains(&format!("{}: ELIG_EQ_A", "g_elig")), "{a}");
        }
        Err(e) => panic!("expected ELIG_EQ_A, got {e}"),
        Ok(_) => panic!("the planted eligibility ran 3000 cycles unnoticed"),
    }
}

#[test]
fn credit_returned_on_vc_0_after_the_header_is_a_divergence() {
    // the credit of a connection's body flit goes back on VC 0 instead of its packet's VC
    plant_diverges(FAST[0], "rtl/sg_input_unit.v", "body credits on VC 0", &|t| {
        t.replace("credit_vc_now = grant_i ? req_vc : (pop_next ? tx_vc_q : {VCB{1'b0}});", "credit_vc_now = grant_i ? req_vc : {VCB{1'b0}};")
    });
}

#[test]
#[ignore = "full tier (make test-full): one plant per VC mechanism runs in the fast tier"]
fn arrival_into_the_wrong_vc_is_a_divergence() {
    // an arriving packet is stored in VC 0's queue whatever its VC field says
    plant_diverges(FAST[0], "rtl/sg_input_unit.v", "every packet into VC 0", &|t| t.replace("wire [31:0] hdr_q32 = {{(32-VCB){1'b0}}, rx_vc} * NQV + hdr_qs;", "wire [31:0] hdr_q32 = {{(32-VCB){1'b0}}, rx_vc} * 0 + hdr_qs;"))
}

#[test]
#[ignore = "full tier (make test-full): one plant per VC mechanism runs in the fast tier"]
fn per_vc_credit_counter_ignoring_the_credits_vc_is_a_divergence() {
    // a credit from the downstream is counted on VC 0 whatever VC it names
    plant_diverges(FAST[1], "rtl/sg_switch.v", "credits counted on VC 0", &|t| {
        t.replace("if (out_credit_i[bx] && (out_credit_vc_i[bx*VCB +: VCB] == bv[VCB-1:0])) begin", "if (out_credit_i[bx] && (bv == 0)) begin")
    });
}

/// Adaptive routing (docs/MICROARCHITECTURE.md "Adaptive routing"): the 4x4 mesh (VC 0
/// escape), the 4x4 torus (the dateline pair VC 0 / 1 escape, 3 VCs: one adaptive) and bmin
/// (any up port, the packet's own VC), fifo queues; each request's output and VC, the header's
/// rewritten VC field at every link and every per-VC credit compared every cycle, the
/// scoreboard in its reordering mode (exactly once, any order within a flow).
const ADAPTIVE: &[&str] = &["routing.algorithm=adaptive"];
/// Adaptive routing with seed 003's At-Least-One hosts: each host reads its router's free VCs
/// (from the VC monitor, the RTL's on the RTL side) before it starts a packet.
const ADAPTIVE_ALO: &[&str] = &["routing.algorithm=adaptive", "hosts.response=alo", "hosts.acks=false"];
/// The same, At-Least-One counting only the adaptive VCs (`hosts.alo_vcs`, an ablation).
const ADAPTIVE_ALO_ADAPTIVE_VCS: &[&str] = &["routing.algorithm=adaptive", "hosts.response=alo", "hosts.acks=false", "hosts.alo_vcs=adaptive"];

fn adaptive_plan() -> Vec<(&'static str, &'static [&'static str], Vec<Case>)> {
    let mut plan: Vec<(&str, &[&str], Vec<Case>)> = vec![
        ("mesh_4x4", MESH_4X4, vec![(2, 8, "fifo", UNIFORM_SAT, ADAPTIVE)]),
        ("torus_4x4", TORUS_4X4, vec![(3, 8, "fifo", HOTSPOT, ADAPTIVE), (3, 8, "fifo", UNIFORM_SAT, ADAPTIVE_ALO), (3, 8, "fifo", UNIFORM_SAT, ADAPTIVE_ALO_ADAPTIVE_VCS)]),
        ("bmin_2_2", SMALL[1].1, vec![(2, 8, "fifo", UNIFORM_SAT, ADAPTIVE)]),
    ];
    if full_tier() {
        let matrix = |vcs: &[u32]| -> Vec<Case> { vcs.iter().flat_map(|&v| [UNIFORM_LOW, UNIFORM_SAT, HOTSPOT].map(|t| (v, 8, "fifo", t, ADAPTIVE))).collect() };
        plan.push(("mesh_4x4", MESH_4X4, matrix(&[2, 4])));
        plan.push(("torus_4x4", TORUS_4X4, matrix(&[3, 4])));
        plan.push(("torus_8x8", &["topology.kind=torus", "topology.k=8", "topology.n=2"], vec![(3, 8, "fifo", UNIFORM_SAT, ADAPTIVE), (4, 8, "fifo", HOTSPOT, ADAPTIVE)]));
        plan.push(("mesh_8x8", &["topology.kind=mesh", "topology.k=8", "topology.n=2"], vec![(2, 8, "fifo", UNIFORM_SAT, ADAPTIVE)]));
        plan.push(("bmin_4_3", TOPOLOGIES[2].1, matrix(&[2, 4])));
    }
    plan
}

#[test]
fn adaptive_lockstep_every_choice_link_and_vc_credit() {
    let mut failures = vec![];
    let (mut runs, mut cycles, mut delivered) = (0, 0u64, 0u64);
    for (tname, tset, cases) in adaptive_plan() {
        for case in cases {
            let p = params(&case_set(tset, case, 1));
            assert!(p.adaptive);
            let (lib, _) = lockstep::build_switch(&p, &cache()).unwrap_or_else(|e| panic!("{tname} {case:?}: {e}"));
            let name = format!("{tname}/adaptive/vcs {}/{}/{}", case.0, case.2, case.3.join(","));
            runs += 1;
            let wave = std::env::temp_dir().join("switchgen-adaptive-waves");
            if let Some(run) = checked_run(&p, &lib, &name, &wave, &mut failures) {
                cycles += run.cycles_compared;
                delivered += run.model.hosts.stats().results().delivered_packets;
            }
        }
    }
    eprintln!("{runs} adaptive lockstep runs, {cycles} cycles compared, {delivered} packets delivered; {} failures", failures.len());
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
}

/// A plant in the adaptive 4x4 mesh's (or torus's) RTL alone must diverge.
fn adaptive_plant_diverges(net: &[&str], vcs: u32, file: &str, what: &str, edit: &dyn Fn(&str) -> String) {
    plant_file_diverges(&params(&case_set(net, (vcs, 8, "fifo", UNIFORM_SAT, ADAPTIVE), 1)), file, what, edit)
}

#[test]
fn adaptive_selection_ties_blind_to_the_table_route_is_a_divergence() {
    // the selection function's tie-break changed on the RTL side: equal credits go to the
    // lowest port instead of the routing table's output (on bmin, whose table spreads the up
    // ports by destination; on a mesh or torus the table's dimension-0 output is always the
    // lowest productive port, so this plant would be invisible there)
    adaptive_plant_diverges(SMALL[1].1, 2, "rtl/sg_input_unit.v", "ties to the lowest port", &|t| t.replace("kk == esc, ~kk, ~ww}", "1'b0, ~kk, ~ww}"))
}

#[test]
#[ignore = "full tier (make test-full): one plant per VC mechanism runs in the fast tier"]
fn adaptive_escape_vc_without_the_dateline_is_a_divergence() {
    // a packet falling back from an adaptive VC to the torus's escape pair ignores the
    // wrap-around output (always the pair's lower VC)
    adaptive_plant_diverges(TORUS_4X4, 3, "rtl/sg_input_unit.v", "escape VC blind to the dateline", &|t| t.replace("          ew = wrap[k];", "          ew = 1'b0;"))
}

#[test]
#[ignore = "full tier (make test-full): one plant per VC mechanism runs in the fast tier"]
fn adaptive_header_leaving_with_its_input_vc_is_a_divergence() {
    // the crossing header keeps its VC field instead of the VC its input chose
    adaptive_plant_diverges(MESH_4X4, 2, "rtl/sg_switch.v", "header VC field not rewritten", &|t| t.replace("        dl_data[dl*W + VC_LSB +: VCB] = pend_vc_q[dl*VCB +: VCB];", "        dl_data[dl*W + VC_LSB +: VCB] = dl_data[dl*W + VC_LSB +: VCB];"))
}

#[test]
#[ignore = "full tier (make test-full): one plant per VC mechanism runs in the fast tier"]
fn full_buffer_count_of_ports_instead_of_vc_buffers_is_a_divergence() {
    // seed 003's count with VCs is of full VC buffers; the RTL counting only the first P of
    // the P x V VC buffers must diverge under the hot spot
    plant_diverges(FAST[0], "rtl/sg_switch.v", "full VC buffers of ports 0..P/V only", &|t| t.replace("for (fbi = 0; fbi < P*VCS; fbi = fbi + 1) begin", "for (fbi = 0; fbi < P; fbi = fbi + 1) begin"));
}

#[test]
#[ignore = "full tier (make test-full): one plant per VC mechanism runs in the fast tier"]
fn adaptive_choice_blind_to_the_granted_credit_is_caught() {
    // the registered choice ignores the credit a one-flit grant takes from its VC (the leaf
    // keeps the credits before the grant): ADAPT_EQ_A / ELIG_EQ_A or the link comparison stops it
    let p = params(&case_set(SMALL[1].1, (2, 2, "fifo", UNIFORM_SAT, &["routing.algorithm=adaptive", "switch.max_packet_flits=2", "traffic.packet_flits=1..2"]), 1));
    let d = tempfile::tempdir().unwrap();
    let plant = |t: &str| t.replace("(same ? kg : kn)", "kn").replace("(g1[k] && (same ? ok1 : ok0))", "(g1[k] && ok0)");
    match run_planted(&p, &d.path().join("cache"), "rtl/sg_input_unit.v", "adaptive choice blind to the granted credit", &plant) {
        Err(switchgen_cosim::lockstep::CosimError::Assertion(a)) => {
            eprintln!("caught: {a}");
            assert!(a.name.ends_with("_EQ_A"), "an assertion without its name: {a}");
        }
        Err(switchgen_cosim::lockstep::CosimError::Divergence(x)) => eprintln!("caught: {x}"),
        Err(e) => panic!("expected an assertion or a divergence, got {e}"),
        Ok(_) => panic!("the planted choice ran 3000 cycles unnoticed"),
    }
}

/// Service levels, 2 VCs: uniform traffic on SL 1 (VL 0), the hot spot's packets on SL 3 (VL 1),
/// so the hot flows into the hot spot take another VC than the uniform ones on every link (the
/// scoreboard then accepts a flow's two classes in any order, as InfiniBand's two QPs would).
const SL2_HOTSPOT: &[&str] = &["switch.sl_to_vl=[1,0,0,1,0,0,0,0,0,0,0,0,0,0,0,1]", r#"hosts.sl={"uniform":1,"hotspot":3}"#];
/// Service levels, 4 VCs: every packet on SL 2, VL 3 by the reset table; the configuration port
/// rewrites entry 2 of switch 1 to VL 1 at cycle 10 and of switch 2 to VL 0 at cycle 1,200.
const SL4_WRITES: &[&str] = &[
    "switch.sl_to_vl=[0,0,3,0,0,0,0,0,0,0,0,0,0,0,0,0]",
    r#"hosts.sl={"uniform":2}"#,
    r#"switch.sl_to_vl_writes=[{"cycle":10,"switch":1,"sl":2,"vl":1},{"cycle":1200,"switch":2,"sl":2,"vl":0}]"#,
];

/// Service levels, 2 VCs, uniform traffic: every packet on SL 1, VL 0 by [`SL2_HOTSPOT`]'s table
/// (the other VC stays empty: a packet's VC follows its SL, not its destination).
const SL2_UNIFORM: &[&str] = &["switch.sl_to_vl=[1,0,0,1,0,0,0,0,0,0,0,0,0,0,0,1]", r#"hosts.sl={"uniform":1}"#];

fn sl_plan() -> Vec<(&'static str, &'static [&'static str], Vec<Case>)> {
    let mut plan: Vec<(&str, &[&str], Vec<Case>)> = vec![("fly_2_3", SMALL[3].1, vec![(2, 8, "fifo", HOTSPOT, SL2_HOTSPOT)]), ("bmin_2_2", SMALL[1].1, vec![(4, 8, "voq_sw", UNIFORM_SAT, SL4_WRITES)])];
    if full_tier() {
        let matrix = || -> Vec<Case> { ["fifo", "voq_sw"].iter().flat_map(|&s| [(UNIFORM_LOW, SL2_UNIFORM), (UNIFORM_SAT, SL2_UNIFORM), (HOTSPOT, SL2_HOTSPOT)].map(|(t, sl)| (2, 8, s, t, sl))).collect() };
        for (name, set) in &TOPOLOGIES[1..] {
            plan.push((name, set, matrix()));
        }
        plan.push(("mesh_4x4", MESH_4X4, matrix()));
    }
    plan
}

#[test]
fn sl_to_vl_lockstep_every_link_and_vc_credit() {
    let mut failures = vec![];
    let (mut runs, mut cycles, mut delivered) = (0, 0u64, 0u64);
    for (tname, tset, cases) in sl_plan() {
        for case in cases {
            let p = params(&case_set(tset, case, 1));
            assert!(p.sl2vl.is_some() && p.header.sl_bits == 4);
            let (lib, _) = lockstep::build_switch(&p, &cache()).unwrap_or_else(|e| panic!("{tname} {case:?}: {e}"));
            let name = format!("{tname}/sl/vcs {}/{}/{}/{}", case.0, case.2, case.3.join(","), case.4.join(","));
            runs += 1;
            let wave = std::env::temp_dir().join("switchgen-sl-waves");
            if let Some(run) = checked_run(&p, &lib, &name, &wave, &mut failures) {
                cycles += run.cycles_compared;
                let r = run.model.hosts.stats().results();
                delivered += r.delivered_packets;
                if r.delivered_packets == 0 {
                    failures.push(format!("{name}: nothing delivered"));
                }
            }
        }
    }
    eprintln!("{runs} SL-to-VL lockstep runs, {cycles} cycles compared, {delivered} packets delivered; {} failures", failures.len());
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn sl_to_vl_table_ignored_by_the_rtl_is_a_divergence() {
    // the RTL maps SL s to VL s (mod the VCs) instead of reading its table: SL 2 leaves on VL 2
    // where the table says 3
    plant_file_diverges(&params(&case_set(SMALL[1].1, (4, 8, "voq_sw", UNIFORM_SAT, SL4_WRITES), 1)), "rtl/sg_switch.v", "SL-to-VL table ignored", &|t| {
        t.replace("          vl_of = tbl[s*VCB +: VCB];", "          vl_of = s[VCB-1:0];")
    })
}

#[test]
#[ignore = "full tier (make test-full): one plant per VC mechanism runs in the fast tier"]
fn sl_to_vl_configuration_write_ignored_by_the_rtl_is_a_divergence() {
    // the RTL keeps its reset table: switch 1 goes on sending SL 2 on VL 3 after cycle 10
    plant_file_diverges(&params(&case_set(SMALL[1].1, (4, 8, "voq_sw", UNIFORM_SAT, SL4_WRITES), 1)), "rtl/sg_switch.v", "SL-to-VL write ignored", &|t| {
        t.replace("        sl2vl_d[sw*VCB +: VCB] = cfg_data_i[VCB-1:0];", "        sl2vl_d[sw*VCB +: VCB] = sl2vl_q[sw*VCB +: VCB];")
    })
}
