//! The lint gates catch planted faults (issue 8, "Must show"): `switchgen lint --dir` on a
//! generated switch with one fault planted at a time must fail the gate made for it, and pass
//! every gate without the fault. Needs verilator, iverilog, yosys, verible and pyslang (`make setup`).

use std::path::Path;
use std::process::Command;

mod common;

const CONFIG: &str = "testbenches/configs/ref_single4_opm.json";

fn switchgen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_switchgen"))
}

/// Lints the generated directory of [`planted`]'s `dir` as it is; returns (exit code, output).
fn lint(dir: &Path) -> (i32, String) {
    lint_in(CONFIG, dir)
}

/// [`lint`] for configuration file `config`.
fn lint_in(config: &str, dir: &Path) -> (i32, String) {
    let o = switchgen().args(["lint", "--config", config, "--dir"]).arg(dir.join("rtl-dir")).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
    (o.status.code().unwrap_or(-1), text)
}

/// The status line of gate `gate` ("PASS", "FAIL" or "SKIPPED").
fn status<'a>(out: &'a str, gate: &str) -> &'a str {
    out.lines()
        .find(|l| l.contains(gate) && (l.starts_with("PASS") || l.starts_with("FAIL") || l.starts_with("SKIPPED")))
        .map(|l| l.split_whitespace().next().unwrap_or(""))
        .unwrap_or_else(|| panic!("no status line for {gate} in:\n{out}"))
}

/// A fresh generated directory with `edit` applied to `file` ([`common::planted`]).
fn planted(name: &str, file: &str, edit: impl Fn(&str) -> String) -> tempfile::TempDir {
    planted_in(CONFIG, name, file, edit)
}

/// [`planted`] for configuration file `config`.
fn planted_in(config: &str, name: &str, file: &str, edit: impl Fn(&str) -> String) -> tempfile::TempDir {
    common::planted(&["--config", config], name, file, Some(&edit))
}

const GATES: [&str; 8] = [
    "verilator --lint-only -Wall",
    "verilator --lint-only -Wall +define+SG_ASSERT",
    "iverilog -g2012 -Wall -DSG_ASSERT + X check",
    "yosys",
    "verible-verilog-lint",
    "slang -Wextra -Werror",
    "slang -Wextra -Werror +define+SG_ASSERT",
    "X check",
];

#[test]
fn clean_switch_passes_every_gate() {
    let d = planted("none", "rtl/sg_switch.v", |s| format!("{s}// unchanged\n"));
    let (code, out) = lint(d.path());
    for g in GATES {
        assert_eq!(status(&out, g), "PASS", "{g}:\n{out}");
    }
    assert_eq!(code, 0, "{out}");
}

#[test]
fn register_reset_to_x_fails_the_x_check() {
    let d = planted("x", "rtl/sg_switch.v", |s| s.replacen("base_q <= {4*32{1'b0}};", "base_q <= {4*32{1'bx}};", 1));
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "X check"), "FAIL", "{out}");
    assert!(out.contains("XCHECK X: sw_") && out.contains("err_count/stat_data"), "names the switch and signals:\n{out}");
    assert_eq!(code, 1, "{out}");
}

#[test]
fn assertion_firing_in_the_x_check_fails_it() {
    // the X check's simulation runs with SG_ASSERT: a named assertion that fires after reset
    // fails it (a check that is never on could not)
    let d = planted("assertion", "rtl/sg_switch.v", |s| {
        s.replacen("`ifdef SG_ASSERT\n", "`ifdef SG_ASSERT\n  always @(posedge clk_i or negedge rst_ni) if (rst_ni) $error(\"PLANT_A: planted\");\n", 1)
    });
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "X check"), "FAIL", "{out}");
    assert!(out.contains("PLANT_A: planted"), "names the assertion:\n{out}");
    assert_eq!(status(&out, "verilator --lint-only -Wall +define+SG_ASSERT"), "PASS", "only the X check fails:\n{out}");
    assert_eq!(code, 1, "{out}");
}

#[test]
fn block_icarus_never_runs_fails_the_icarus_gate() {
    // an always @* whose reads are all constant: Icarus never runs it (the register stays X)
    let d = planted("no sensitivity", "rtl/sg_fifo.v", |s| {
        s.replacen("endmodule", "  reg plant_q;\n  always @* plant_q = 1'b0;\n  wire unused_plant = plant_q;\nendmodule", 1)
    });
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "iverilog -g2012 -Wall -DSG_ASSERT"), "FAIL", "{out}");
    assert!(out.contains("no sensitivities"), "{out}");
    assert_eq!(code, 1, "{out}");
}

/// The latch plant: a register assigned in an `always @*` under a condition, before the file's
/// last `endmodule` (the module it edits is the file's last).
fn latch(s: &str) -> String {
    let i = s.rfind("endmodule").unwrap();
    format!("{}  reg plant_l;\n  always @* if (rst_ni) plant_l = clk_i;\n  wire unused_plant = plant_l;\n{}", &s[..i], &s[i..])
}

#[test]
fn latch_fails_yosys_and_verilator() {
    let d = planted("latch", "rtl/sg_switch.v", latch);
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "yosys"), "FAIL", "{out}");
    assert_eq!(status(&out, "verilator --lint-only -Wall +define+SG_ASSERT"), "FAIL", "{out}");
    assert_eq!(code, 1, "{out}");
}

/// The Yosys gate processes only the first and the last input unit of a switch (they differ in
/// ME alone, src/cmd/lint.rs): a latch in the input unit is still found there.
#[test]
fn latch_in_the_input_unit_fails_yosys() {
    let d = planted("input-unit latch", "rtl/sg_input_unit.v", latch);
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "yosys"), "FAIL", "{out}");
    // found in the two units Yosys processes (of the 4 of ref_single4_opm), and by Verilator's
    // lint in every unit (LATCH), which is what covers the units between them
    assert_eq!(out.matches("sg_input_unit/$auto$proc_dlatch").count(), 2, "{out}");
    assert_eq!(out.matches("%Warning-LATCH").count(), 4 * 2, "{out}");
    assert_eq!(code, 1, "{out}");
}

#[test]
fn double_driver_fails_yosys() {
    // two continuous drivers of one net (Verilator 5.006 does not warn about two `assign`s, and
    // Yosys 0.23 not about a constant second driver; two signal drivers are caught)
    let d = planted("double driver", "rtl/sg_switch.v", |s| {
        s.replacen("  assign err_count_o = err_count_q;", "  assign err_count_o = err_count_q;\n  assign err_count_o = ~err_count_q;", 1)
    });
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "yosys"), "FAIL", "{out}");
    assert!(out.contains("multiple conflicting drivers"), "{out}");
    assert_eq!(code, 1, "{out}");
}

#[test]
fn use_before_declaration_fails_slang() {
    // `pop` declared where it is assigned, after the FIFO instance that reads it: the language
    // standard (and slang) reject it, Verilator, Icarus and Yosys accept it (issue 31)
    let d = planted("use before declaration", "rtl/sg_input_unit.v", |s| {
        let t = s.replacen("  wire pop;        // a flit leaves the buffer this cycle: ST (transmit, below)\n", "", 1);
        t.replacen("  assign pop = pend_q", "  wire pop = pend_q", 1)
    });
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "slang -Wextra -Werror"), "FAIL", "{out}");
    assert!(out.contains("identifier 'pop' used before its declaration"), "{out}");
    for g in ["verilator --lint-only -Wall +define+SG_ASSERT", "iverilog -g2012 -Wall -DSG_ASSERT", "yosys"] {
        assert_eq!(status(&out, g), "PASS", "{g}:\n{out}");
    }
    assert_eq!(code, 1, "{out}");
}

#[test]
fn inconsistent_parameter_stops_at_elaboration() {
    // a mode code outside its range: every lint tool accepts it, sg_switch's elaboration checks
    // (verilog-axis style, `SG_PARAM`) stop the X check's simulation with the values (issue 31)
    let d = planted("bad MARKING", "rtl/sg_switch.v", |s| s.replacen("parameter integer MARKING = 3,", "parameter integer MARKING = 7,", 1));
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "X check"), "FAIL", "{out}");
    assert!(out.contains("SG_PARAM: sg_xcheck_tb.dut.sw_s0_i0: inconsistent parameters") && out.contains("MARKING=7"), "{out}");
    // (Icarus compiles it: the X check's compile and simulation are one gate, whose failure is
    // the SG_PARAM lines above, not a compile warning)
    for g in ["verilator --lint-only -Wall +define+SG_ASSERT", "yosys", "slang -Wextra -Werror"] {
        assert_eq!(status(&out, g), "PASS", "{g}:\n{out}");
    }
    assert_eq!(code, 1, "{out}");
}

#[test]
fn inconsistent_cam_parameter_stops_at_elaboration() {
    // sg_cam_input checks its widths against the primary parameters (here the flit counts' CB
    // against B: 63 flits need the same address bits as 64, so no port width changes and every
    // other gate passes): the X check's simulation stops with SG_PARAM and the values
    const FBICM: &str = "testbenches/configs/ref_single4_fbicm8.json";
    let d = planted_in(FBICM, "bad B", "rtl/sg_input_unit.v", |s| s.replacen(".W(W), .B(B), .N(N), .HB(HB)", ".W(W), .B(B - 1), .N(N), .HB(HB)", 1));
    let (code, out) = lint_in(FBICM, d.path());
    assert_eq!(status(&out, "X check"), "FAIL", "{out}");
    assert!(out.contains("cam_in: inconsistent parameters") && out.contains("B=63 CB=7"), "{out}");
    // (Icarus compiles it: the X check's compile and simulation are one gate, whose failure is
    // the SG_PARAM lines above, not a compile warning)
    for g in ["verilator --lint-only -Wall +define+SG_ASSERT", "yosys", "slang -Wextra -Werror"] {
        assert_eq!(status(&out, g), "PASS", "{g}:\n{out}");
    }
    // (the clean side: `make lint` passes this reference configuration every `make test`)
    assert_eq!(code, 1, "{out}");
}

#[test]
fn style_findings_fail_verible() {
    // a line over 130 columns and a localparam not in ALL_CAPS (tools/verible.rules); Verilator,
    // Icarus and Yosys do not look at either
    let d = planted("verible", "rtl/sg_fifo.v", |s| {
        let long = format!("localparam integer LAST_I = DEPTH - 1{};", " + 0".repeat(30));
        let t = s.replacen("localparam integer LAST_I = DEPTH - 1;", &long, 1);
        regex_lite_replace(&t, "CW", "CntW")
    });
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "verible-verilog-lint"), "FAIL", "{out}");
    assert!(out.contains("[line-length]") && out.contains("[parameter-name-style]"), "{out}");
    for g in ["verilator --lint-only -Wall +define+SG_ASSERT", "iverilog -g2012 -Wall -DSG_ASSERT", "yosys"] {
        assert_eq!(status(&out, g), "PASS", "{g}:\n{out}");
    }
    assert_eq!(code, 1, "{out}");
}

/// `s` with every whole-word occurrence of identifier `from` replaced by `to`.
fn regex_lite_replace(s: &str, from: &str, to: &str) -> String {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find(from) {
        let before = rest[..i].chars().next_back();
        let after = rest[i + from.len()..].chars().next();
        out.push_str(&rest[..i]);
        if before.is_some_and(word) || after.is_some_and(word) {
            out.push_str(from);
        } else {
            out.push_str(to);
        }
        rest = &rest[i + from.len()..];
    }
    out.push_str(rest);
    out
}

#[test]
fn network_port_width_mismatch_fails_yosys_and_verilator() {
    // the network top is checked with the switch as a black box (ports and widths from its
    // parameters, docs/TESTING.md): Yosys reads the switch with `read_verilog -lib`, Verilator a
    // stub of its ports (tb/sg_switch_stub.v). A switch port connected to a signal of the wrong
    // width must still fail both: Yosys (`-e .*`: its "Resizing cell port" warning is an error)
    // and Verilator -Wall (WIDTH, with and without SG_ASSERT)
    let d = planted("network port width", "rtl/sg_network.v", |s| s.replacen(".out_valid_o (sw_s0_i0_out_valid),", ".out_valid_o (sw_s0_i0_out_valid[0]),", 1));
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "yosys"), "FAIL", "{out}");
    assert!(out.contains("Resizing cell port sg_network.sw_s0_i0.out_valid_o"), "{out}");
    assert_eq!(status(&out, "verilator --lint-only -Wall"), "FAIL", "{out}");
    assert_eq!(status(&out, "verilator --lint-only -Wall +define+SG_ASSERT"), "FAIL", "{out}");
    assert!(out.contains("%Warning-WIDTH: rtl/sg_network.v:") && out.contains("Output port connection 'out_valid_o' expects 4 bits"), "{out}");
    assert!(d.path().join("rtl-dir/tb/sg_switch_stub.v").is_file(), "{out}");
    assert_eq!(code, 1, "{out}");
}

#[test]
fn combinational_loop_across_modules_fails_verilator() {
    // an output arbiter's request masked by its own `valid_o`: a loop through the arbiter
    // instance, in no single module. Yosys checks each module on its own (not flattened, for
    // the gates' time), so Verilator's switch pass (every module under `sg_switch`) must catch
    // it as UNOPTFLAT, with and without SG_ASSERT
    let d = planted("loop across modules", "rtl/sg_switch.v", |s| s.replacen(".req_i  (cands),", ".req_i  (cands & ~{P{any_req}}),", 1));
    let (code, out) = lint(d.path());
    assert_eq!(status(&out, "verilator --lint-only -Wall"), "FAIL", "{out}");
    assert_eq!(status(&out, "verilator --lint-only -Wall +define+SG_ASSERT"), "FAIL", "{out}");
    assert!(out.contains("%Warning-UNOPTFLAT") && out.contains("Circular combinational logic") && out.contains("any_req"), "{out}");
    assert_eq!(code, 1, "{out}");
}
