//! `switchgen_cosim::verilator` against tiny hand-written designs: cycle-exact outputs, independent
//! instances, the build cache, VCD tracing, build errors, and a step-rate measurement.
//!
//! Every test fails when `verilator` is not on PATH (`make setup` installs it): a missing tool
//! is not a pass.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;
use switchgen_cosim::verilator::{verilator_version, BuildSpec, Library, PortSpec, VerilatorError};

/// An 8-bit counter with synchronous reset and enable, a registered `a + 1` of a 64-bit input, a
/// registered inversion of a 100-bit input (two u64 slots), and a combinational view of the
/// counter's low bits.
const BASIC: &str = r#"`default_nettype none
module sg_basic (
    input  wire         clk_i,
    input  wire         rst_i,
    input  wire         en_i,
    input  wire [63:0]  a_i,
    input  wire [99:0]  w_i,
    output reg  [7:0]   count_o,
    output reg  [63:0]  sum_o,
    output wire [2:0]   low_o,
    output reg  [99:0]  w_o
);
    always @(posedge clk_i) begin
        if (rst_i) count_o <= 8'd0;
        else if (en_i) count_o <= count_o + 8'd1;
        sum_o <= a_i + 64'd1;
        w_o <= ~w_i;
    end
    assign low_o = count_o[2:0];
endmodule
`default_nettype wire
"#;

/// A 4-deep, 16-bit FIFO with a free-running counter feeding it: the step-rate benchmark.
const FIFO: &str = r#"`default_nettype none
module sg_fifo (
    input  wire        clk_i,
    input  wire        rst_i,
    input  wire        push_i,
    input  wire        pop_i,
    output wire [15:0] head_o,
    output wire [2:0]  level_o,
    output reg  [15:0] count_o
);
    reg [15:0] mem [0:3];
    reg [1:0] rd, wr;
    reg [2:0] level;
    wire do_push = push_i && level != 3'd4;
    wire do_pop = pop_i && level != 3'd0;
    always @(posedge clk_i) begin
        if (rst_i) begin
            rd <= 2'd0; wr <= 2'd0; level <= 3'd0; count_o <= 16'd0;
        end else begin
            count_o <= count_o + 16'd1;
            if (do_push) begin mem[wr] <= count_o; wr <= wr + 2'd1; end
            if (do_pop) rd <= rd + 2'd1;
            level <= level + {2'b0, do_push} - {2'b0, do_pop};
        end
    end
    assign head_o = mem[rd];
    assign level_o = level;
endmodule
`default_nettype wire
"#;

fn have_verilator() -> bool {
    if let Err(e) = verilator_version() {
        panic!("{e}");
    }
    true
}

/// A fresh directory under the system temp dir, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        static N: AtomicUsize = AtomicUsize::new(0);
        let d = std::env::temp_dir().join(format!(
            "sg-verilator-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        TempDir(d)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn port(name: &str, width: u32) -> PortSpec {
    PortSpec { name: name.into(), width }
}

fn spec(dir: &Path, top: &str, text: &str, inputs: Vec<PortSpec>, outputs: Vec<PortSpec>, trace: bool) -> BuildSpec {
    let src = dir.join(format!("{top}.v"));
    std::fs::write(&src, text).unwrap();
    BuildSpec {
        top: top.into(),
        sources: vec![src],
        clock: "clk_i".into(),
        inputs,
        outputs,
        extra_args: vec![],
        cache_dir: dir.join("cache"),
        trace,
    }
}

fn basic_spec(dir: &Path, trace: bool) -> BuildSpec {
    spec(
        dir,
        "sg_basic",
        BASIC,
        vec![port("rst_i", 1), port("en_i", 1), port("a_i", 64), port("w_i", 100)],
        vec![port("count_o", 8), port("sum_o", 64), port("low_o", 3), port("w_o", 100)],
        trace,
    )
}

/// The design's definition, in Rust: state after a rising edge with `inputs` applied.
#[derive(Default, Clone, Copy)]
struct BasicRef {
    count: u8,
    sum: u64,
    w: [u64; 2],
}

impl BasicRef {
    /// inputs: rst, en, a, w[63:0], w[99:64]; returns the outputs in BuildSpec order.
    fn step(&mut self, inputs: &[u64; 5]) -> [u64; 5] {
        let (rst, en) = (inputs[0] & 1, inputs[1] & 1);
        if rst == 1 {
            self.count = 0;
        } else if en == 1 {
            self.count = self.count.wrapping_add(1);
        }
        self.sum = inputs[2].wrapping_add(1);
        self.w = [!inputs[3], !inputs[4] & ((1 << 36) - 1)];
        [self.count as u64, self.sum, (self.count & 7) as u64, self.w[0], self.w[1]]
    }
}

/// A small deterministic generator (xorshift64*), so the test needs no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[test]
fn cycle_exact_independent_cached_traced() {
    if !have_verilator() {
        return;
    }
    let dir = TempDir::new("basic");
    let spec = basic_spec(&dir.0, true);
    let (lib, info) = Library::build(&spec).expect("build");
    eprintln!("cold build: {:.2} s (cached: {}, key {})", info.seconds, info.cached, info.key);
    assert!(!info.cached);
    assert!(info.lib_path.is_file());
    assert_eq!(info.lib_path, spec.cache_dir.join(&info.key).join("libsg_basic.so"));
    // no temporary build directory is left behind
    let leftovers: Vec<_> = std::fs::read_dir(&spec.cache_dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".tmp-"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    // Cycle-exact against the reference, with random inputs whose unused bits are set (the shim
    // masks every input to its width).
    let mut a = lib.instantiate().unwrap();
    let mut b = lib.instantiate().unwrap();
    let mut ra = BasicRef::default();
    let mut rb = BasicRef::default();
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut out = [0u64; 5];
    // reset both
    for (inst, r) in [(&mut a, &mut ra), (&mut b, &mut rb)] {
        let i = [1, 0, 0, 0, 0];
        inst.step(&i, &mut out);
        assert_eq!(out, r.step(&i));
    }
    for cycle in 0..2000u64 {
        // enable: bit 0 of a random word with junk above it; reset now and then
        let en = rng.next();
        let rst = if cycle % 700 == 699 { 1 } else { rng.next() & !1 };
        let i = [rst, en, rng.next(), rng.next(), rng.next()];
        a.step(&i, &mut out);
        assert_eq!(out, ra.step(&i), "instance a, cycle {cycle}, inputs {i:x?}");
        // b: enabled every third cycle only, so its counter diverges from a's
        let i = [0, (cycle % 3 == 0) as u64, cycle, 0, u64::MAX];
        b.step(&i, &mut out);
        assert_eq!(out, rb.step(&i), "instance b, cycle {cycle}");
    }
    assert_ne!(ra.count, rb.count, "the two instances should have diverged");

    // A new instance starts from its own initial state, whatever the others did.
    {
        let mut c = lib.instantiate().unwrap();
        let mut rc = BasicRef::default();
        for cycle in 0..10 {
            let i = [(cycle == 0) as u64, 1, 7, 0, 0];
            c.step(&i, &mut out);
            assert_eq!(out, rc.step(&i));
        }
    }

    // Trace one instance only, for a few cycles.
    let vcd = dir.0.join("a.vcd");
    a.trace_open(&vcd).unwrap();
    for cycle in 0..20u64 {
        let i = [0, 1, cycle, 0, 0];
        a.step(&i, &mut out);
        b.step(&i, &mut out);
    }
    a.trace_close();
    let text = std::fs::read_to_string(&vcd).unwrap();
    assert!(text.contains("$enddefinitions"), "{text}");
    assert!(text.contains("count_o"), "outputs are traced");
    assert!(text.contains("do_") || text.contains("clk_i"), "signals are traced");
    // two timestamps per cycle, counted from the instance's creation (1 + 2000 + 20 cycles so far)
    assert!(text.contains(&format!("#{}\n", 2 * 2021 - 1)), "last half-cycle timestamp");
    // closing twice, or tracing again into another file, works
    a.trace_close();
    let vcd2 = dir.0.join("a2.vcd");
    a.trace_open(&vcd2).unwrap();
    a.step(&[0; 5], &mut out);
    drop(a);
    assert!(std::fs::read_to_string(&vcd2).unwrap().contains("$enddefinitions"));
    drop(b);

    // Same spec again: a cache hit, same key, no Verilator run.
    let t = Instant::now();
    let (lib2, info2) = Library::build(&spec).expect("cached build");
    eprintln!("cached load: {:.3} s ({:.3} s measured outside)", info2.seconds, t.elapsed().as_secs_f64());
    assert!(info2.cached);
    assert_eq!(info2.key, info.key);
    let mut d = lib2.instantiate().unwrap();
    let mut rd = BasicRef::default();
    for cycle in 0..5 {
        let i = [(cycle == 0) as u64, 1, 41, 1, 2];
        d.step(&i, &mut out);
        assert_eq!(out, rd.step(&i));
    }
    drop(d);
    drop(lib2);

    // Any change to the inputs of the build changes the key.
    let mut other = spec.clone();
    other.extra_args.push("+define+SG_UNUSED".into());
    let (_, info3) = Library::build(&other).expect("build with a define");
    assert!(!info3.cached);
    assert_ne!(info3.key, info.key);
}

#[test]
fn untraced_build_refuses_trace() {
    if !have_verilator() {
        return;
    }
    let dir = TempDir::new("notrace");
    let spec = basic_spec(&dir.0, false);
    let (lib, info) = Library::build(&spec).expect("build");
    eprintln!("cold untraced build: {:.2} s", info.seconds);
    let mut a = lib.instantiate().unwrap();
    let mut r = BasicRef::default();
    let mut out = [0u64; 5];
    for cycle in 0..100u64 {
        let i = [(cycle == 0) as u64, cycle & 1, cycle << 40, cycle, cycle];
        a.step(&i, &mut out);
        assert_eq!(out, r.step(&i));
    }
    let e = a.trace_open(&dir.0.join("x.vcd")).unwrap_err();
    assert!(e.to_string().contains("without tracing"), "{e}");
}

#[test]
fn syntax_error_keeps_log() {
    if !have_verilator() {
        return;
    }
    let dir = TempDir::new("bad");
    let bad = "`default_nettype none\nmodule sg_bad (input wire clk_i, output wire q_o);\n  assign q_o = ;\nendmodule\n";
    let spec = spec(&dir.0, "sg_bad", bad, vec![], vec![port("q_o", 1)], false);
    match Library::build(&spec) {
        Err(VerilatorError::Build { log, tail }) => {
            eprintln!("log {}:\n{tail}", log.display());
            assert!(log.is_file(), "{} exists", log.display());
            assert!(tail.contains("sg_bad.v"), "the tail names the file: {tail}");
            assert!(tail.lines().count() <= 30);
            let text = std::fs::read_to_string(&log).unwrap();
            assert!(text.contains("syntax error"), "{text}");
            // nothing looks like a finished build
            let names: Vec<String> = std::fs::read_dir(&spec.cache_dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            assert!(names.iter().all(|n| n.contains('.')), "{names:?}");
            let e = Library::build(&spec).unwrap_err();
            assert!(matches!(e, VerilatorError::Build { .. }), "fails again, not cached: {e}");
            assert!(e.to_string().contains("build.log"), "{e}");
        }
        Err(e) => panic!("expected a Build error, got {e}"),
        Ok(_) => panic!("a syntax error built"),
    }
}

#[test]
fn bad_port_width_is_an_error() {
    let dir = TempDir::new("width");
    let spec = spec(&dir.0, "sg_w", "module sg_w(input wire clk_i); endmodule\n", vec![port("x_i", 0)], vec![], false);
    let e = Library::build(&spec).unwrap_err();
    assert!(matches!(e, VerilatorError::Width { .. }), "{e}");
}

#[test]
fn step_rate() {
    if !have_verilator() {
        return;
    }
    let dir = TempDir::new("fifo");
    let spec = spec(
        &dir.0,
        "sg_fifo",
        FIFO,
        vec![port("rst_i", 1), port("push_i", 1), port("pop_i", 1)],
        vec![port("head_o", 16), port("level_o", 3), port("count_o", 16)],
        false,
    );
    let (lib, info) = Library::build(&spec).expect("build");
    eprintln!("fifo cold build: {:.2} s", info.seconds);

    // correctness: push every cycle and pop every other one
    let mut f = lib.instantiate().unwrap();
    let mut out = [0u64; 3];
    f.step(&[1, 0, 0], &mut out);
    let mut model: std::collections::VecDeque<u16> = Default::default();
    let mut count: u16 = 0;
    for cycle in 0..200u64 {
        let (push, pop) = (cycle % 5 != 4, cycle % 2 == 1);
        f.step(&[0, push as u64, pop as u64], &mut out);
        let do_push = push && model.len() < 4;
        let do_pop = pop && !model.is_empty();
        if do_pop {
            model.pop_front();
        }
        if do_push {
            model.push_back(count);
        }
        count = count.wrapping_add(1);
        assert_eq!(out[1], model.len() as u64, "level, cycle {cycle}");
        assert_eq!(out[2], count as u64, "count, cycle {cycle}");
        if let Some(&h) = model.front() {
            assert_eq!(out[0], h as u64, "head, cycle {cycle}");
        }
    }
    drop(f);

    // rate: 50 instances stepped round-robin, as a co-simulation of a 50-switch network does
    let n = 50;
    let mut insts: Vec<_> = (0..n).map(|_| lib.instantiate().unwrap()).collect();
    let mut outs = vec![[0u64; 3]; n];
    for (i, o) in insts.iter_mut().zip(outs.iter_mut()) {
        i.step(&[1, 0, 0], o);
    }
    let cycles = 40_000u64;
    let t = Instant::now();
    for c in 0..cycles {
        let inp = [0, c & 1, (c >> 1) & 1];
        for (i, o) in insts.iter_mut().zip(outs.iter_mut()) {
            i.step(&inp, o);
        }
    }
    let secs = t.elapsed().as_secs_f64();
    let rate = (cycles * n as u64) as f64 / secs;
    eprintln!("step rate: {:.2} M instance-steps/s ({n} instances x {cycles} cycles in {secs:.3} s)", rate / 1e6);
    println!("step rate: {:.2} M instance-steps/s", rate / 1e6);
    assert!(outs.iter().all(|o| o[2] == cycles & 0xffff));
}

#[test]
fn concurrent_builds_of_one_spec_build_once() {
    if !have_verilator() {
        return;
    }
    let dir = TempDir::new("concurrent");
    let spec = basic_spec(&dir.0, false);
    // what an interrupted build of a process that no longer exists leaves behind (no pid is this
    // large), removed by the next cold build
    std::fs::create_dir_all(spec.cache_dir.join("0123abcd.tmp-4000000000-0/obj")).unwrap();
    let infos: Vec<_> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..3)
            .map(|_| {
                s.spawn(|| {
                    let (lib, info) = Library::build(&spec).expect("build");
                    let mut i = lib.instantiate().unwrap();
                    let mut out = [0u64; 5];
                    i.step(&[0, 0, 5, 0, 0], &mut out);
                    assert_eq!(out[1], 6);
                    info
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(infos.iter().filter(|i| !i.cached).count(), 1, "one cold build, the others wait for it");
    assert!(infos.iter().all(|i| i.key == infos[0].key));
    let dirs: Vec<_> = std::fs::read_dir(&spec.cache_dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(dirs.len(), 1, "{dirs:?}");
}
