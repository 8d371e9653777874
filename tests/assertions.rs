//! The named assertions (`*_A`, issue 8 item 3) run in every co-simulation and catch planted
//! faults (issue 8, "Must show"): `switchgen cosim --rtl DIR` on a generated switch with one fault
//! planted at a time must stop with the assertion's name and the cycle, and the same
//! configuration without the fault must pass with 0 divergences (so each test can fail both
//! ways). A fault in the data path, which no assertion watches, must show as a divergence
//! instead (`marking_bits_lost_between_grant_and_traversal_is_a_divergence`,
//! `credit_at_the_pop_instead_of_its_schedule_is_a_divergence`). The fast tier runs one planted
//! fault per assertion and per mechanism; the other plants (regressions of faults found once)
//! are `#[ignore]`d into the full tier (docs/TESTING.md "Fast-tier budget"). Needs Verilator
//! (`make setup`); builds go to `$SWITCHGEN_CACHE` or the user's cache.

use std::path::Path;
use std::process::Command;

mod common;

const CONFIG: &str = "testbenches/configs/ref_single4_opm.json";
/// Heavy enough that input buffers fill (sources do not back off; the clean run sees buffer-full
/// events), short enough for a test.
const SET: [&str; 6] = ["--set", "sim.cycles=4000", "--set", "hosts.response=none", "--set", "traffic.rate=0.9"];

/// The FBICM plants' switch: radix 4, B = 64, with 2 CFQs instead of the configuration's 8
/// (its Verilator build takes half the time; every plant below still fires on it).
const FBICM: &str = "testbenches/configs/ref_single4_fbicm8.json";
const FBICM_SET: [&str; 2] = ["--set", "switch.cfqs=2"];
/// The RECN plants' switch: radix 4, B = 64, enhanced RECN with 2 SAQs instead of 8 (the same
/// reason).
const RECN: &str = "testbenches/configs/ref_single4_recn8.json";
const RECN_SET: [&str; 2] = ["--set", "switch.saqs=2"];

fn switchgen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_switchgen"))
}

/// A fresh generated directory of [`CONFIG`] with `edit` applied to `file` (None: unchanged).
fn planted(name: &str, file: &str, edit: Option<&dyn Fn(&str) -> String>) -> tempfile::TempDir {
    planted_in(CONFIG, name, file, edit)
}

/// [`planted`] for configuration file `config`.
fn planted_in(config: &str, name: &str, file: &str, edit: Option<&dyn Fn(&str) -> String>) -> tempfile::TempDir {
    planted_with(config, &[], name, file, edit)
}

/// [`planted_in`] with extra `--set` arguments (`set`: `["--set", "key=value", ...]`).
fn planted_with(config: &str, set: &[&str], name: &str, file: &str, edit: Option<&dyn Fn(&str) -> String>) -> tempfile::TempDir {
    let args: Vec<&str> = ["--config", config].iter().chain(set).copied().collect();
    common::planted(&args, name, file, edit)
}

/// `switchgen cosim --rtl` on `d`'s generated directory; returns (exit code, output).
fn cosim(d: &Path) -> (i32, String) {
    cosim_in(CONFIG, d)
}

/// [`cosim`] for configuration file `config`.
fn cosim_in(config: &str, d: &Path) -> (i32, String) {
    cosim_with(config, &[], d)
}

/// [`cosim_in`] with extra `--set` arguments, after [`SET`]. With `--no-waveform`: a fired
/// assertion or a divergence is not replayed with a traced build (a second Verilator build of
/// the planted switch, 10-25 s each); [`two_hot_grant_fires_grant_onehot`] keeps the replay.
fn cosim_with(config: &str, set: &[&str], d: &Path) -> (i32, String) {
    cosim_waveform(config, set, d, false)
}

/// [`cosim_with`], replayed into a waveform (`<d>/res-waves/`) when `waveform`.
fn cosim_waveform(config: &str, set: &[&str], d: &Path, waveform: bool) -> (i32, String) {
    let flag: &[&str] = if waveform { &[] } else { &["--no-waveform"] };
    let args: Vec<&str> = ["-q", "--config", config].iter().chain(flag).chain(&SET).chain(set).copied().collect();
    common::cosim_rtl(&args, d)
}

/// The run stopped on `name` with a cycle, and results.json records it (and no waveform: the
/// runs of [`cosim_with`] ask for none).
fn assert_fired(d: &Path, code: i32, out: &str, name: &str) {
    assert_fired_waved(d, code, out, name);
    assert!(!d.join("res-waves").exists() && !out.contains("waveform: "), "--no-waveform wrote a waveform:\n{out}");
}

/// [`assert_fired`] without the check that no waveform was written.
fn assert_fired_waved(d: &Path, code: i32, out: &str, name: &str) {
    assert_eq!(code, 1, "{out}");
    let line = out.lines().find(|l| l.starts_with("ASSERTION ")).unwrap_or_else(|| panic!("no ASSERTION line:\n{out}"));
    assert!(line.starts_with(&format!("ASSERTION {name} failed at cycle ")), "{line}");
    let cycle: u64 = line.split("at cycle ").nth(1).unwrap().split(':').next().unwrap().parse().unwrap();
    assert!(line.contains(&format!("{name}: ")) && line.contains("replay: switchgen cosim"), "the model's message and the replay command:\n{line}");
    let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(d.join("res/results.json")).unwrap()).unwrap();
    assert_eq!(json["assertion"]["name"], name, "{json}");
    assert_eq!(json["assertion"]["cycle"], cycle, "{json}");
}

#[test]
fn clean_switch_fires_no_assertion() {
    let d = planted("none", "", None);
    let (code, out) = cosim(d.path());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("0 divergences") && !out.contains("ASSERTION"), "{out}");
    // the load fills input buffers, so the FIFO plant below has something to overflow
    let full: u64 = out.split(" buffer-full events").next().and_then(|s| s.rsplit(' ').next()).and_then(|n| n.parse().ok()).unwrap_or(0);
    assert!(full > 0, "no buffer became full:\n{out}");
}

#[test]
fn two_hot_grant_fires_grant_onehot() {
    // the round-robin arbiter grants every requester at or after the pointer, not only the first
    // (the one plant replayed into a waveform, as `switchgen cosim` does without --no-waveform:
    // a VCD of the switch up to the cycle the assertion fired, beside the results directory)
    let d = planted("two-hot grant", "rtl/sg_rr_arbiter.v", Some(&|s: &str| s.replacen("gnt_hi[k] = hi[k] && !seen_hi;", "gnt_hi[k] = hi[k];", 1)));
    let (code, out) = cosim_waveform(CONFIG, &[], d.path(), true);
    assert_fired_waved(d.path(), code, &out, "GRANT_ONEHOT_A");
    let vcd: Vec<_> = std::fs::read_dir(d.path().join("res-waves")).unwrap().map(|e| e.unwrap().path()).collect();
    assert!(vcd.len() == 1 && vcd[0].file_name().unwrap().to_string_lossy().starts_with("assert_") && out.contains(&format!("waveform: {}", vcd[0].display())), "{vcd:?}\n{out}");
    let text = std::fs::read_to_string(&vcd[0]).unwrap();
    assert!(text.contains("$enddefinitions") && text.contains("gnt"), "not a VCD of the switch: {}", vcd[0].display());
}

#[test]
fn fifo_overflow_fires_fifo_no_overflow() {
    // the input FIFO holds one flit fewer than the credits the upstream is given; its candidate
    // list with it (the fifo scheme's sg_cand finds the next header modulo the FIFO's depth, so
    // a list of B slots over a FIFO of B - 1 diverges before anything overflows)
    let d = planted("FIFO overflow", "rtl/sg_input_unit.v", Some(&|s: &str| {
        s.replacen("sg_fifo #(.WIDTH(EW), .DEPTH(B), .IW(IW), .RAM(RAM)) fifo", "sg_fifo #(.WIDTH(EW), .DEPTH(B - 1), .IW(IW), .RAM(RAM)) fifo", 1)
            .replacen("sg_cand #(.NQ(NQ), .QB(QB), .DEPTH(B), .IW(CIW)", "sg_cand #(.NQ(NQ), .QB(QB), .DEPTH(B - 1), .IW(CIW)", 1)
    }));
    let (code, out) = cosim(d.path());
    assert_fired(d.path(), code, &out, "FIFO_NO_OVERFLOW_A");
}

#[test]
fn stale_candidate_fields_fire_cand_info_eq() {
    // timing contract v2 (docs/MICROARCHITECTURE.md "Queues: what allocation sees"): a grant
    // makes the next header of the queue its candidate, whose fields sg_cand loads into a
    // register from its field memory. Planted: the register keeps the granted header's fields,
    // an RTL-only change the model has no counterpart for
    let d = planted("stale candidate fields", "rtl/sg_cand.v", Some(&|s: &str| s.replacen("cinfo_d[q*IW +: IW] = (do_mv && (q == 0)) ? m_next_info : g_next_info;", "cinfo_d[q*IW +: IW] = cinfo_q[q*IW +: IW];", 1)));
    let (code, out) = cosim(d.path());
    assert_fired(d.path(), code, &out, "CAND_INFO_EQ_A");
}

#[test]
fn eligibility_blind_to_a_one_flit_grant_fires_elig_eq() {
    // with VOQs, an input's q_ok and its free flag are registers computed in the cycle before,
    // on both sides of that cycle's grants (docs/MICROARCHITECTURE.md "Registered
    // eligibility"; no cycle change). Planted: after an output grants a 1-flit packet (free
    // again in the next cycle, with one credit less), no candidate for it is eligible.
    // ELIG_EQ_A compares the registers with q_ok and free from the cycle's own state. CONFIG's
    // packets are 1..4 flits; the same setup without the fault runs clean first
    let set = ["--set", "switch.queue_scheme=voq_sw"];
    let c = planted_with(CONFIG, &set, "clean voq_sw", "rtl/sg_input_unit.v", None);
    let (code, out) = cosim_with(CONFIG, &set, c.path());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(" 0 divergences") && !out.contains("ASSERTION"), "{out}");
    let d = planted_with(CONFIG, &set, "eligibility blind to a 1-flit grant", "rtl/sg_input_unit.v", Some(&|s: &str| {
        s.replacen("nxt_ok = v ? (o && ({{(32-CB){1'b0}}, c} > {{(32-LB){1'b0}}, l}))", "nxt_ok = v ? 1'b0", 1)
    }));
    let (code, out) = cosim_with(CONFIG, &set, d.path());
    assert_fired(d.path(), code, &out, "ELIG_EQ_A");
}

#[test]
fn fifo_next_header_fields_without_the_push_bypass_fire_next_info_eq() {
    // one FIFO: sg_cand keeps the next header's fields in a register (nxi_q), so a grant makes
    // it the candidate without a memory read in the allocation cycle. Planted: a header
    // written in the cycle its queue's candidate is granted, which becomes the next header,
    // is not taken from the push (the register reads the memory, which it has not reached)
    let d = planted("next header fields without the push bypass", "rtl/sg_cand.v", Some(&|s: &str| s.replacen("if (push_i && (gnt_i ? ({{(32-CW){1'b0}}, u0} == 32'd2) : (u0 == ONE))) begin", "if (push_i && !gnt_i && (u0 == ONE)) begin", 1)));
    let (code, out) = cosim(d.path());
    assert_fired(d.path(), code, &out, "NEXT_INFO_EQ_A");
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per assertion and mechanism runs in the fast tier"]
fn fifo_next_header_slot_without_the_wrap_is_a_divergence() {
    // one FIFO (the `fifo` scheme): sg_cand finds the next header at the candidate's slot plus
    // its length, modulo the buffer (CONTIG), not from a list. Planted: the modulo misses a
    // packet that ends exactly at the last slot; with B = 13 (not a power of two) the next
    // candidate is then read from slot 13, past the memory. No assertion compares the slot
    // with the queue (CAND_INFO_EQ_A reads the same slot); the lockstep must catch it
    let set = ["--set", "switch.buffer_flits=13"];
    let d = planted_with(CONFIG, &set, "next header slot without the wrap", "rtl/sg_cand.v", Some(&|s: &str| s.replacen("if (t >= DEPTH_T) begin", "if (t > DEPTH_T) begin", 1)));
    let (code, out) = cosim_with(CONFIG, &set, d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ")), "{out}");
    // the same setup, clean
    let c = planted_with(CONFIG, &set, "clean, B = 13", "rtl/sg_cand.v", None);
    let (code, out) = cosim_with(CONFIG, &set, c.path());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(" 0 divergences"), "{out}");
}

#[test]
fn marking_bits_lost_between_grant_and_traversal_is_a_divergence() {
    // v2: FECN is decided at the grant (SA) from the start-of-cycle counters and written into
    // the header a cycle later, at its traversal (ST), from the output's pend_fecn_q register.
    // Planted: the register never takes the decision. No assertion watches the marks; the
    // lockstep comparison (the model's header carries FECN) must catch it. CONFIG marks
    // (the clean run of clean_switch_fires_no_assertion)
    let d = planted("FECN not registered", "rtl/sg_switch.v", Some(&|s: &str| s.replacen("pend_fecn_d = mark;", "pend_fecn_d = {P{1'b0}};", 1)));
    let (code, out) = cosim(d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ")), "{out}");
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per assertion and mechanism runs in the fast tier"]
fn credit_at_the_pop_instead_of_its_schedule_is_a_divergence() {
    // v2: an input's credit leaves in the cycle its next pop is scheduled (the header's grant,
    // or the connection's next flit in the buffer), a cycle before the pop (docs/
    // MICROARCHITECTURE.md "ST"). Planted: the credit leaves at the pop, as v1 did
    let d = planted("credit at the pop", "rtl/sg_input_unit.v", Some(&|s: &str| s.replacen("wire pop_next = grant_i || (busy_d && !tx_next_empty);", "wire pop_next = pop;", 1)));
    let (code, out) = cosim(d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ")), "{out}");
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per assertion and mechanism runs in the fast tier"]
fn pending_header_frees_its_output_too_early_is_caught() {
    // v2: an output whose pending header (granted in the previous cycle) starts a longer packet
    // is not free: its body still has to cross (docs/MICROARCHITECTURE.md "SA"). Planted: every
    // pending output counts as free, so another packet is granted the output while the first
    // one's body is still to cross: the registered flag's assertion (OUT_FREE_EQ_A), the
    // connection assertion or the comparison stops it
    const TWO: &str = "testbenches/configs/ref_two_switch.json";
    let d = planted_in(TWO, "pending output free", "rtl/sg_switch.v", Some(&|s: &str| s.replacen("out_free_d[fo] = gnt_valid[fo] ? gnt_one[fo] : out_free_ng[fo];", "out_free_d[fo] = gnt_valid[fo] ? 1'b1 : out_free_ng[fo];", 1)));
    let (code, out) = cosim_in(TWO, d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ") || l.starts_with("ASSERTION ")), "{out}");
}

#[test]
fn stale_free_flags_fire_out_free_eq() {
    // the switch keeps each output's free flag (docs/MICROARCHITECTURE.md "SA") in a register,
    // computed at the end of the cycle before from the next state, so that allocation starts
    // at flip-flops. Planted: the owner's queue is taken as it is now, not at the end of the
    // cycle: an RTL-only change the model has no counterpart for
    let d = planted("stale free flags", "rtl/sg_switch.v", Some(&|s: &str| s.replacen("((owner_d[fo*P +: P] & tx_next_avail) != {P{1'b0}})", "((owner_d[fo*P +: P] & tx_stream) != {P{1'b0}})", 1)));
    let (code, out) = cosim(d.path());
    assert_fired(d.path(), code, &out, "OUT_FREE_EQ_A");
}

#[test]
fn stale_second_entry_register_fires_mq_second_eq() {
    // the multi-queue buffer's per-queue register of the entry behind the head (sg_mqueue, read
    // by a pop instead of the head's next pointer) keeps its old value when a queue of three
    // entries or more pops: an RTL-only change, caught by the assertion that ties the register
    // to the linked list, before the wrong head reaches a link
    let clean = planted_with(FBICM, &FBICM_SET, "none", "", None);
    let (code, out) = cosim_with(FBICM, &FBICM_SET, clean.path());
    assert!(code == 0 && out.contains("0 divergences") && !out.contains("ASSERTION"), "{out}");
    let d = planted_with(FBICM, &FBICM_SET, "stale second entry", "rtl/sg_mqueue.v", Some(&|s: &str| s.replacen("sc_d = two ? in_ptr : mv_out ? mv_sc_nxt : pop_sc_nxt;", "sc_d = two ? in_ptr : sc_q;", 1)));
    let (code, out) = cosim_with(FBICM, &FBICM_SET, d.path());
    assert_fired(d.path(), code, &out, "MQ_SECOND_EQ_A");
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per assertion and mechanism runs in the fast tier"]
fn output_cam_line_that_ignores_sent_stop_diverges_in_the_cam() {
    // sg_cam_output keeps each output's CAM lines as copies of the downstream input's: a line
    // is in Stop while the downstream asserts SentStop on the control channel. Planted: the
    // copy never enters Stop (an RTL-only change). On the 2-ary 3-fly bmin under a hot spot the
    // lockstep must name an output CAM line (the monitor words are compared every cycle); the
    // same run on the clean RTL has 0 divergences.
    const BMIN: &str = "testbenches/configs/ref_bmin_fbicm2.json";
    let hot = ["--set", "traffic.pattern=hotspot", "--set", "traffic.rate=0.8", "--set", "traffic.hotspot.start_cycle=100", "--set", "traffic.hotspot.end_cycle=3000", "--set", "traffic.hotspot.rate=1.0", "--set", "hosts.response=none"];
    let d = planted_with(BMIN, &hot, "output line without Stop", "rtl/sg_cam_output.v", Some(&|s: &str| s.replacen("stop_d[y*C + l] = fb_i[y*FBW + l];", "stop_d[y*C + l] = 1'b0;", 1)));
    let (code, out) = cosim_with(BMIN, &hot, d.path());
    assert_eq!(code, 1, "{out}");
    let line = out.lines().find(|l| l.starts_with("DIVERGENCE at cycle ")).unwrap_or_else(|| panic!("no divergence:\n{out}"));
    assert!(line.contains("CAM output line"), "{line}");
    let clean = planted_with(BMIN, &hot, "clean", "rtl/sg_cam_output.v", None);
    let (code, out) = cosim_with(BMIN, &hot, clean.path());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("0 divergences"), "{out}");
}

#[test]
fn cfq_pop_reading_the_nfq_next_pointer_ram_is_caught() {
    // FBICM pushes every packet into the NFQ and its move links entries into the CFQs only, so
    // sg_mqueue keeps the NFQ's next pointers and the CFQs' in two RAMs of one write port each
    // (sg_dist_ram). Planted: a CFQ's pop reads the NFQ's RAM, so a CFQ of three entries or more
    // takes a stale pointer. No model change goes with it: an assertion on the lists or the
    // lockstep comparison must catch it. (The clean run of this configuration:
    // stale_second_entry_register_fires_mq_second_eq.)
    let d = planted_with(FBICM, &FBICM_SET, "CFQ pop from the NFQ RAM", "rtl/sg_mqueue.v", Some(&|s: &str| s.replacen("assign pop_sc_nxt = (pop_q_i == {QB{1'b0}}) ? nxp_rd : nxm_rd;", "assign pop_sc_nxt = nxp_rd;", 1)));
    let (code, out) = cosim_with(FBICM, &FBICM_SET, d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ") || l.starts_with("ASSERTION ")), "{out}");
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per assertion and mechanism runs in the fast tier"]
fn cfq_grant_reading_the_nfq_next_header_ram_is_a_divergence() {
    // The same split in sg_cand's lists of headers not granted: the NFQ's next-header entries
    // (written by pushes) and the CFQs' (written by moves) are two RAMs. Planted: a CFQ's grant
    // takes its next candidate from the NFQ's RAM. The field registers then disagree with the
    // slots (CAND_INFO_EQ_A) or a wrong header is granted; either must stop the run
    let d = planted_with(FBICM, &FBICM_SET, "CFQ grant from the NFQ RAM", "rtl/sg_cand.v", Some(&|s: &str| s.replacen("wire g_nfq = (gnt_q_i == {QB{1'b0}});", "wire g_nfq = 1'b1;", 1)));
    let (code, out) = cosim_with(FBICM, &FBICM_SET, d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ") || l.starts_with("ASSERTION ")), "{out}");
}

/// RECN under a hot spot, as the RC plants below run it.
const RECN_HOT: [&str; 10] = ["--set", "traffic.pattern=hotspot", "--set", "traffic.rate=0.8", "--set", "traffic.hotspot.start_cycle=100", "--set", "traffic.hotspot.end_cycle=3000", "--set", "traffic.hotspot.rate=1.0"];

#[test]
#[ignore = "full tier (make test-full): one planted fault per assertion and mechanism runs in the fast tier"]
fn recn_header_written_in_its_arrival_cycle_is_a_divergence() {
    // RECN's RC stage (docs/MICROARCHITECTURE.md "RECN classification in RC"): an arriving flit
    // is classified against the CAM lines in the cycle it arrives and written into its queue
    // from the register ir in the next. Planted: the RTL writes it in the arrival cycle, as
    // before the RC stage (the model keeps the stage); the lockstep must diverge, and the same
    // run on the clean RTL must not
    const BMIN: &str = "testbenches/configs/ref_bmin_recn_basic2.json";
    let d = planted_with(BMIN, &RECN_HOT, "no RC stage", "rtl/sg_input_unit.v", Some(&|s: &str| s.replacen("localparam integer RC = ((QSEL == `SG_QSEL_CAM) && (KEY != `SG_KEY_FBICM)) ? 1 : 0;", "localparam integer RC = 0;", 1)));
    let (code, out) = cosim_with(BMIN, &RECN_HOT, d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ")), "{out}");
    let clean = planted_with(BMIN, &RECN_HOT, "clean", "rtl/sg_input_unit.v", None);
    let (code, out) = cosim_with(BMIN, &RECN_HOT, clean.path());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(" 0 divergences"), "{out}");
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per assertion and mechanism runs in the fast tier"]
fn recn_line_freed_under_the_packet_in_ir_is_a_divergence() {
    // a SAQ's line is freed only when nothing is still to be written into it: the rest of a
    // packet, or the flit in ir (RC stage). Planted: the freeing rule forgets ir, so a line is
    // freed while its packet's last flit is still to be written; the lockstep must diverge
    // (clean run: recn_header_written_in_its_arrival_cycle_is_a_divergence)
    const BMIN: &str = "testbenches/configs/ref_bmin_recn_basic2.json";
    let d = planted_with(BMIN, &RECN_HOT, "freeing forgets ir", "rtl/sg_input_unit.v", Some(&|s: &str| s.replacen("assign rx_into = ir_valid_q || (rx_rem_q != {LB{1'b0}});", "assign rx_into = (rx_rem_q != {LB{1'b0}});", 1)));
    let (code, out) = cosim_with(BMIN, &RECN_HOT, d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ") || l.starts_with("ASSERTION ")), "{out}");
}

#[test]
fn recn_ir_queue_left_behind_by_the_hand_over_is_a_divergence() {
    // enhanced RECN hands a detection queue over to a free SAQ at the end of a cycle (seed 004
    // Fig. 5); the flit in ir follows it. Planted: ir keeps the old queue number, so the flit is
    // written into the detection queue after the hand-over; the lockstep must diverge (clean
    // run of the same setup: recn_first_matching_line_instead_of_the_longest_is_a_divergence)
    const BMIN: &str = "testbenches/configs/ref_bmin_recn_basic2.json";
    let set: Vec<&str> = RECN_HOT.iter().copied().chain(["--set", "switch.recn.variant=enhanced"]).collect();
    let d = planted_with(BMIN, &set, "ir not renamed", "rtl/sg_input_unit.v", Some(&|s: &str| s.replacen("assign swp_ren = (swp && (rc_q == swp_a)) ? swp_b : rc_q;", "assign swp_ren = rc_q;", 1)));
    let (code, out) = cosim_with(BMIN, &set, d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ") || l.starts_with("ASSERTION ")), "{out}");
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per assertion and mechanism runs in the fast tier"]
fn recn_first_matching_line_instead_of_the_longest_is_a_divergence() {
    // RECN classifies an arriving header into the SAQ of its longest matching line (seed 004
    // §4.1); sg_cam_input finds it by comparing every pair of matching lines (no chain through
    // the lines). Planted: a line loses to any lower matching line, so the lowest one is taken,
    // however short its route; enhanced RECN on the bmin k=2 n=3 under a hot spot nests lines
    // (a root line and more specific ones), so the lockstep must diverge, and the clean run not
    const BMIN: &str = "testbenches/configs/ref_bmin_recn_basic2.json";
    let set: Vec<&str> = RECN_HOT.iter().copied().chain(["--set", "switch.recn.variant=enhanced"]).collect();
    let d = planted_with(BMIN, &set, "first matching line", "rtl/sg_cam_input.v", Some(&|s: &str| s.replacen("if (mcand[b] && (hops_q[b*HOPB +: HOPB] >= hops_q[r*HOPB +: HOPB])) begin", "if (mcand[b]) begin", 1)));
    let (code, out) = cosim_with(BMIN, &set, d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ")), "{out}");
    let clean = planted_with(BMIN, &set, "clean", "rtl/sg_cam_input.v", None);
    let (code, out) = cosim_with(BMIN, &set, clean.path());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(" 0 divergences"), "{out}");
}

#[test]
fn granted_header_read_from_its_queue_head_fires_flit_rd_eq() {
    // with a grant the multi-queue buffer reads, a cycle ahead, the granted candidate's slot
    // (rd_jump): the header ST pops next. Planted: it reads the head of the queue sending now
    // instead, which is another queue's flit whenever the grant changes queue. Caught by the
    // assertion on each flit popped (the clean run of this configuration:
    // stale_second_entry_register_fires_mq_second_eq)
    let d = planted_with(FBICM, &FBICM_SET, "no jump", "rtl/sg_mqueue.v", Some(&|s: &str| s.replacen("wire [AW-1:0] rd_addr = rd_jump_i ? rd_jump_addr_i : rd_nx;", "wire [AW-1:0] rd_addr = rd_nx;", 1)));
    let (code, out) = cosim_with(FBICM, &FBICM_SET, d.path());
    assert_fired(d.path(), code, &out, "FLIT_RD_EQ_A");
}

#[test]
fn stale_head_fields_fire_mq_head() {
    // the multi-queue buffer keeps of each head only the fields the request reads, and takes
    // them from the fields memory when a queue pops (docs/MICROARCHITECTURE.md "Queue heads as
    // fields"); planted: a pop of a queue of two entries or more keeps the old head's fields.
    // Caught by the assertion that ties each head register to the entry at its head pointer
    let d = planted_with(FBICM, &FBICM_SET, "stale head fields", "rtl/sg_mqueue.v", Some(&|s: &str| s.replacen("head_d = mv_out ? mv_nxt_info : pop_nxt_info;", "head_d = head_q;", 1)));
    let (code, out) = cosim_with(FBICM, &FBICM_SET, d.path());
    assert_fired(d.path(), code, &out, "MQ_HEAD_A");
}

#[test]
#[ignore = "full tier (make test-full): one planted fault per assertion and mechanism runs in the fast tier"]
fn flit_read_at_the_wrong_queue_fires_flit_rd_eq() {
    // the flit sent is read from the queue memory at the head of the queue sending (sg_mqueue
    // rd_q_i; docs/MICROARCHITECTURE.md "Block-RAM buffers"). Planted: the read follows the
    // requesting queue instead, so a connection's body flit comes from another queue. Before
    // the registered read this fault showed only as a divergence of the output flit; now the
    // assertion on every pop (the popped flit is the entry at the popped queue's head) stops
    // the run at the first wrong flit. (The clean run of this configuration:
    // stale_second_entry_register_fires_mq_second_eq.)
    let d = planted_with(FBICM, &FBICM_SET, "flit of the requesting queue", "rtl/sg_input_unit.v", Some(&|s: &str| s.replacen(".rd_q_i  (sel_q)", ".rd_q_i  (req_q)", 1)));
    let (code, out) = cosim_with(FBICM, &FBICM_SET, d.path());
    assert_fired(d.path(), code, &out, "FLIT_RD_EQ_A");
}

#[test]
fn swap_that_leaves_a_queue_its_own_state_is_caught() {
    // enhanced RECN's detection swaps a detection queue with a free line's (empty) SAQ, which
    // sg_mqueue does as a hand-over: the SAQ takes the detection queue's next state and the
    // detection queue becomes empty (docs/MICROARCHITECTURE.md). Planted: the SAQ keeps its own
    // (empty) state, so the detection queue's packets are lost. The clean run under the same
    // load passes, so the swaps happen and the check, not the load, fails the plant. Since
    // timing contract v2 the candidate lists (sg_cand) swap on their own, so the SAQ's
    // candidate is granted from an empty queue and the pop's underflow assertion usually
    // stops the run before the comparison does; either catches it.
    let clean = planted_with(RECN, &RECN_SET, "none", "", None);
    let (code, out) = cosim_with(RECN, &RECN_SET, clean.path());
    assert_eq!(code, 0, "clean run:\n{out}");
    let d = planted_with(RECN, &RECN_SET, "swap one side", "rtl/sg_mqueue.v", Some(&|s: &str| s.replacen("end else if (take) begin", "end else if (1'b0 && take) begin", 1)));
    let (code, out) = cosim_with(RECN, &RECN_SET, d.path());
    assert_eq!(code, 1, "{out}");
    assert!(out.lines().any(|l| l.starts_with("DIVERGENCE at cycle ") || l.starts_with("ASSERTION FIFO_NO_UNDERFLOW_A ")), "{out}");
}

#[test]
fn hand_over_to_a_busy_saq_fires_mq_swap_empty() {
    // sg_mqueue's hand-over equals the model's swap of the two queues only when the SAQ handed
    // to is empty and idle (a free line's is). Planted: the input unit always hands the
    // detection queue to line 0's SAQ, also while line 0 is active and its SAQ holds packets.
    // Caught by the assertion on the hand-over's precondition, in the cycle of the hand-over,
    // before any packet leaves from the wrong queue. (The clean run of this configuration and
    // load: swap_that_leaves_a_queue_its_own_state_is_caught.)
    let d = planted_with(RECN, &RECN_SET, "hand-over to line 0", "rtl/sg_cam_input.v", Some(&|s: &str| s.replacen("assign swp_b = free_q32[QB-1:0];", "assign swp_b = SQ0[QB-1:0];", 1)));
    let (code, out) = cosim_with(RECN, &RECN_SET, d.path());
    assert_fired(d.path(), code, &out, "MQ_SWAP_EMPTY_A");
}

#[test]
fn rtl_dir_without_file_list_is_invalid_input() {
    let d = tempfile::tempdir().unwrap();
    let o = switchgen().args(["cosim", "-q", "--config", CONFIG, "--rtl"]).arg(d.path()).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--rtl"), "{}", String::from_utf8_lossy(&o.stderr));
}

/// Issue 32 item 4: a switch that loses one bit above the low 64 of a 128-bit flit (the top
/// bit of output 3, inverted) passes every low-word comparison; the pattern check of bits 64 and
/// up at every switch output (docs/HEADER.md "Wide flits") reports it as a divergence. The same
/// switch without the fault passes.
#[test]
fn flipped_bit_above_the_low_word_of_a_wide_flit_is_a_divergence() {
    let wide = ["--set", "switch.flit_bits=128"];
    let clean = planted_with(CONFIG, &wide, "clean 128-bit", "rtl/sg_switch.v", None);
    let (code, out) = cosim_with(CONFIG, &wide, clean.path());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains(" 0 divergences"), "{out}");
    let d = planted_with(
        CONFIG,
        &wide,
        "top bit of output 3 inverted",
        "rtl/sg_switch.v",
        Some(&|s: &str| s.replacen("assign out_data_o = out_data_q;", "assign out_data_o = out_data_q ^ {1'b1, {(P*W-1){1'b0}}};", 1)),
    );
    let (code, out) = cosim_with(CONFIG, &wide, d.path());
    assert_eq!(code, 1, "{out}");
    let line = out.lines().find(|l| l.starts_with("DIVERGENCE at cycle ")).unwrap_or_else(|| panic!("no DIVERGENCE line:\n{out}"));
    assert!(line.contains("port 3 output flit bits 64 and up"), "{line}");
}
