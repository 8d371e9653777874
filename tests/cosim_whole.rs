//! The network top users synthesize (`sg_network.v`), Verilated as one model and driven by the
//! same hosts, agrees with the golden model on every host link every cycle: this checks the
//! generated wiring and the routing tables passed as parameters, which the per-switch lockstep
//! does not see, and its status read port (`stat_switch_i`, `stat_addr_i`, `stat_data_o`), driven
//! with a sweep of every switch and address and compared with the model every cycle. Three cases
//! mark packets (`ipm` with LIPD sources, `naive`, `mvpm` with MVCM sources). Fast tier
//! (`make test`): networks of at most 4 switches; full tier (`make test-full`): also `two_switch`
//! 6-port, 2-ary 3-fly, 4-ary 2-fly and bmin k=2 n=3. Needs Verilator.

use switchgen_config::Params;
use switchgen_cosim::{lockstep, whole};

mod common;

fn params(set: &[&str]) -> Params {
    let mut v: Vec<String> = ["sim.cycles=2500", "sim.warmup_cycles=200", "traffic.hotspot.start_cycle=500", "traffic.hotspot.end_cycle=1500", "traffic.rate=0.6", "traffic.packet_flits=1..8"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    v.extend(set.iter().map(|s| s.to_string()));
    Params::new(switchgen_config::load(None, &v).unwrap()).unwrap()
}

#[test]
fn network_top_matches_the_model_at_every_host_link() {
    let cache = lockstep::default_cache_dir();
    // A network top holds a copy of the switch per instance (each has its own routing table
    // parameter), so its build grows with the switch count: the fast tier runs each case on a
    // network of at most 4 switches, the full tier adds the cases on their larger networks. The
    // 48-switch tops (4-ary 3-fly, bmin k=4 n=3) pass too (`switchgen cosim --whole-network`,
    // docs/RESULTS.md), but Verilating one takes minutes, so they are in neither tier.
    let fast: &[&[&str]] = &[
        &["topology.kind=single", "topology.ports=4"],
        &["topology.kind=two_switch", "topology.ports=4", "switch.queue_scheme=voq_sw", "switch.marking=ipm", "hosts.response=lipd"],
        &["topology.kind=kary_nfly", "topology.k=2", "topology.n=2", "switch.arbitration=oldest_first", "switch.marking=naive"],
        &["topology.kind=kary_nfly", "topology.k=2", "topology.n=2"],
        // 512-bit flits: the network top carries bits 64.. from injection to ejection, where
        // they are checked against each flit's pattern (docs/HEADER.md "Wide flits")
        &["topology.kind=kary_nfly", "topology.k=2", "topology.n=2", "switch.flit_bits=512", "traffic.rate=0.9"],
        &["topology.kind=bmin", "topology.k=2", "topology.n=2", "switch.queue_scheme=voq_sw", "switch.marking=mvpm", "switch.buffer_flits=32", "hosts.response=mvcm"],
        // virtual channels (issue 34): the VC of every credit on every link of the top, and at
        // the host links, where it is compared
        &["topology.kind=kary_nfly", "topology.k=2", "topology.n=2", "switch.vcs=3", "switch.buffer_flits=24", "traffic.rate=0.9"],
    ];
    let full: &[&[&str]] = &[
        &["topology.kind=two_switch", "topology.ports=6", "switch.queue_scheme=voq_sw", "switch.marking=ipm", "hosts.response=lipd"],
        &["topology.kind=kary_nfly", "topology.k=2", "topology.n=3", "switch.arbitration=oldest_first", "switch.marking=naive"],
        &["topology.kind=kary_nfly", "topology.k=4", "topology.n=2"],
        &["topology.kind=bmin", "topology.k=2", "topology.n=3", "switch.queue_scheme=voq_sw", "switch.marking=mvpm", "switch.buffer_flits=32", "hosts.response=mvcm"],
        &["topology.kind=bmin", "topology.k=2", "topology.n=3", "switch.queue_scheme=voq_sw", "switch.vcs=2", "switch.buffer_flits=16", "switch.marking=ipm"],
        // adaptive routing (issue 34): each router's productive-output table (AMASK_INIT) and
        // the VC field it rewrites, at every host link of a 3x3 torus
        &["topology.kind=torus", "topology.k=3", "topology.n=2", "routing.algorithm=adaptive", "switch.vcs=3", "switch.buffer_flits=24", "traffic.rate=0.8"],
        // service levels (issue 34 step 2): every router's SL2VL_INIT and the VC field it
        // rewrites at arrival, the hot spot's class on its own VL
        &[
            "topology.kind=bmin",
            "topology.k=2",
            "topology.n=3",
            "switch.vcs=2",
            "switch.buffer_flits=16",
            "switch.sl_to_vl=[1,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0]",
            r#"hosts.sl={"uniform":1,"hotspot":3}"#,
            "traffic.hotspot.start_cycle=200",
        ],
    ];
    for set in common::tiered(fast, full) {
        let p = params(set);
        let (lib, _) = whole::build_network(&p, &cache, false).unwrap_or_else(|e| panic!("{set:?}: {e}"));
        let dir = std::env::temp_dir().join("switchgen-whole-waves");
        match whole::run_whole(&p, &lib, p.cfg.sim.cycles, &dir, "test", |_| {}) {
            Ok(run) => {
                common::record(&p, "whole", p.cfg.sim.cycles);
                let a = serde_json::to_value(run.model.hosts.stats().results()).unwrap();
                let b = serde_json::to_value(run.rtl.hosts.stats().results()).unwrap();
                assert_eq!(a, b, "{set:?}: statistics differ");
                assert!(a["delivered_packets"].as_u64().unwrap() > 100, "{set:?}");
                if set.iter().any(|s| s.starts_with("switch.marking")) {
                    let marked = a["fecn_packets"].as_u64().unwrap() + a["mb_packets"].as_u64().unwrap();
                    assert!(marked > 0, "{set:?}: nothing marked");
                }
            }
            Err(e) => panic!("{set:?}: {e}"),
        }
    }
}

/// Issue 32 item 4, end to end: a network top that inverts the top bit of one host's ejected
/// 512-bit flits passes every low-word comparison and is caught by the pattern check of bits 64
/// and up at ejection; the same top without the fault passes.
#[test]
fn flipped_bit_above_the_low_word_at_ejection_is_a_divergence() {
    let set = ["--set", "topology.k=2", "--set", "topology.n=2", "--set", "switch.flit_bits=512", "--set", "sim.cycles=3000", "--set", "traffic.rate=0.9"];
    let plant = |s: &str| s.replacen("assign host_out_data_o[511:0] = sw_s1_i0_out_data[511:0];", "assign host_out_data_o[511:0] = sw_s1_i0_out_data[511:0] ^ {1'b1, 511'd0};", 1);
    // (no replay into a waveform: a traced build of the network top)
    let cosim: Vec<&str> = ["-q", "--no-waveform", "--whole-network"].iter().chain(&set).copied().collect();
    let run = |planted: bool| {
        let d = common::planted(&set, "flipped top bit", "rtl/sg_network.v", if planted { Some(&plant) } else { None });
        common::cosim_rtl(&cosim, d.path())
    };
    let (code, out) = run(false);
    assert_eq!(code, 0, "{out}");
    let (code, out) = run(true);
    assert_eq!(code, 1, "{out}");
    let line = out.lines().find(|l| l.starts_with("DIVERGENCE at cycle ")).unwrap_or_else(|| panic!("no DIVERGENCE line:\n{out}"));
    assert!(line.contains("port 0 ejection flit bits 64 and up"), "{line}");
}
