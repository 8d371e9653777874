//! Every invalid configuration exits with status 2 and one line naming the key, the value and the
//! allowed range; nothing panics and no output directory is created (issue 2, "Must show").

use std::path::Path;
use std::process::Command;

fn switchgen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_switchgen"))
}

struct Case {
    name: &'static str,
    /// configuration file text (None: no --config)
    file: Option<&'static str>,
    set: &'static [&'static str],
    /// substrings the one error line must contain
    expect: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case { name: "k < 2", file: None, set: &["topology.k=1"], expect: &["topology.k", "= 1", "2..=16"] },
    Case { name: "n < 1", file: None, set: &["topology.n=0"], expect: &["topology.n", "= 0", "1..=8"] },
    Case {
        name: "buffer smaller than the largest packet",
        file: None,
        set: &["switch.buffer_flits=4", "switch.max_packet_flits=8"],
        expect: &["switch.buffer_flits", "= 4", "8..=8192"],
    },
    Case { name: "speedup 3", file: None, set: &["switch.speedup=3"], expect: &["switch.speedup", "= 3", "1, 1.5 or 2"] },
    Case { name: "257 virtual channels", file: None, set: &["switch.vcs=257"], expect: &["switch.vcs", "= 257", "1..=256"] },
    Case {
        name: "9 virtual channels with voq_sw",
        file: None,
        set: &["switch.vcs=9", "switch.buffer_flits=72", "switch.queue_scheme=voq_sw"],
        expect: &["switch.queue_scheme", "voq_sw", "with switch.vcs = 9", "above 8 VCs only fifo"],
    },
    Case { name: "per-VC send queues without VCs", file: None, set: &["hosts.send_queues=per_vc"], expect: &["switch.vcs", "= 1", "2..=256 with hosts.send_queues"] },
    Case {
        name: "virtual channels that do not split the buffer evenly",
        file: None,
        set: &["switch.vcs=3", "switch.buffer_flits=32"],
        expect: &["switch.buffer_flits", "= 32", "a multiple of switch.vcs (3)", "at least 24 flits"],
    },
    Case {
        name: "a VC smaller than the largest packet",
        file: None,
        set: &["switch.vcs=4", "switch.buffer_flits=16"],
        expect: &["switch.buffer_flits", "= 16", "at least 32 flits", "switch.max_packet_flits (8)"],
    },
    Case {
        name: "a torus without dateline VC pairs",
        file: None,
        set: &["topology.kind=torus", "topology.k=4", "topology.n=2", "switch.vcs=3", "switch.buffer_flits=24"],
        expect: &["switch.vcs", "= 3", "an even count (2, 4, 6, ..) on a torus", "dateline"],
    },
    Case {
        name: "adaptive routing on a k-ary n-fly",
        file: None,
        set: &["routing.algorithm=adaptive", "switch.vcs=2", "switch.buffer_flits=16"],
        expect: &["topology.kind", "kary_nfly", "mesh, torus or bmin with routing.algorithm = \"adaptive\""],
    },
    Case {
        name: "adaptive routing with VOQs",
        file: None,
        set: &["topology.kind=mesh", "topology.k=4", "topology.n=2", "routing.algorithm=adaptive", "switch.vcs=2", "switch.buffer_flits=16", "switch.queue_scheme=voq_sw"],
        expect: &["switch.queue_scheme", "voq_sw", "fifo with adaptive routing"],
    },
    Case {
        name: "adaptive routing without an escape VC",
        file: None,
        set: &["topology.kind=mesh", "topology.k=4", "topology.n=2", "routing.algorithm=adaptive"],
        expect: &["switch.vcs", "= 1", "2..=8 with adaptive routing"],
    },
    Case {
        name: "adaptive torus with only the dateline pair",
        file: None,
        set: &["topology.kind=torus", "topology.k=4", "topology.n=2", "routing.algorithm=adaptive", "switch.vcs=2", "switch.buffer_flits=16"],
        expect: &["switch.vcs", "= 2", "3..=8 on a torus with adaptive routing", "dateline pair"],
    },
    Case {
        name: "adaptive routing with ECN marking",
        file: None,
        set: &["topology.kind=bmin", "routing.algorithm=adaptive", "switch.vcs=2", "switch.buffer_flits=16", "switch.marking=ipm"],
        expect: &["switch.marking", "ipm", "none with adaptive routing"],
    },
    Case {
        name: "an SL-to-VL table without virtual channels",
        file: None,
        set: &["switch.sl_to_vl=[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]"],
        expect: &["switch.vcs", "= 1", "2..=8 with switch.sl_to_vl"],
    },
    Case {
        name: "an SL-to-VL table of 4 entries",
        file: None,
        set: &["switch.vcs=2", "switch.buffer_flits=16", "switch.sl_to_vl=[0,1,0,1]"],
        expect: &["switch.sl_to_vl", "4 entries", "16 entries, one VL per SL"],
    },
    Case {
        name: "an SL mapped to a VL the switch does not have",
        file: None,
        set: &["switch.vcs=2", "switch.buffer_flits=16", "switch.sl_to_vl=[0,1,2,0,0,0,0,0,0,0,0,0,0,0,0,0]"],
        expect: &["switch.sl_to_vl[2]", "= 2", "0..=1"],
    },
    Case {
        name: "an SL-to-VL table on a torus",
        file: None,
        set: &["topology.kind=torus", "topology.k=4", "topology.n=2", "switch.vcs=2", "switch.buffer_flits=16", "switch.sl_to_vl=[0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]"],
        expect: &["topology.kind", "torus", "dateline pair"],
    },
    Case {
        name: "service levels of a class the traffic does not have",
        file: None,
        set: &["switch.vcs=2", "switch.buffer_flits=16", "switch.sl_to_vl=[0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]", r#"hosts.sl={"victim":1}"#],
        expect: &["hosts.sl.victim", "= 1", "a class of this traffic: uniform, hotspot"],
    },
    Case {
        name: "service level 16",
        file: None,
        set: &["switch.vcs=2", "switch.buffer_flits=16", "switch.sl_to_vl=[0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]", r#"hosts.sl={"uniform":16}"#],
        expect: &["hosts.sl.uniform", "= 16", "0..=15"],
    },
    Case { name: "service levels without an SL-to-VL table", file: None, set: &[r#"hosts.sl={"uniform":1}"#], expect: &["hosts.sl", "without switch.sl_to_vl"] },
    Case {
        name: "an SL-to-VL write to a switch the network does not have",
        file: None,
        set: &["switch.vcs=2", "switch.buffer_flits=16", "switch.sl_to_vl=[0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]", r#"switch.sl_to_vl_writes=[{"cycle":5,"switch":48,"sl":1,"vl":0}]"#],
        expect: &["switch.sl_to_vl_writes[0].switch", "= 48", "0..=47"],
    },
    Case { name: "At-Least-One without virtual channels", file: None, set: &["hosts.response=alo", "hosts.acks=false"], expect: &["switch.vcs", "= 1", "2..=8 with hosts.response = \"alo\""] },
    Case { name: "hosts honouring Xoff without RECN or FBICM", file: None, set: &["hosts.xoff=true"], expect: &["hosts.xoff", "= true", "switch.queue_scheme = \"recn\" or \"fbicm\""] },
    Case { name: "an unknown selection function", file: None, set: &["routing.selection=random"], expect: &["routing.selection", "random"] },
    Case { name: "a 4-dimensional mesh", file: None, set: &["topology.kind=mesh", "topology.n=4"], expect: &["topology.n", "= 4", "1..=3"] },
    Case {
        name: "fifo_bypass with virtual channels",
        file: None,
        set: &["switch.vcs=2", "switch.buffer_flits=16", "switch.queue_scheme=fifo_bypass"],
        expect: &["switch.vcs", "= 2", "1 with switch.queue_scheme = \"fifo_bypass\""],
    },
    Case {
        name: "fifo_bypass on a CIOQ switch",
        file: None,
        set: &["switch.queue_scheme=fifo_bypass", "switch.speedup=2", "switch.egress_buffer_flits=16"],
        expect: &["switch.egress_buffer_flits", "= 16", "0 with switch.queue_scheme = \"fifo_bypass\""],
    },
    Case {
        name: "virtual channels with recn",
        file: None,
        set: &["switch.vcs=2", "switch.buffer_flits=16", "switch.queue_scheme=recn"],
        expect: &["switch.queue_scheme", "recn", "fifo, voq_sw, voq_net or fbicm with switch.vcs > 1"],
    },
    Case {
        name: "fbicm inside the VCs of a torus",
        file: None,
        set: &["topology.kind=torus", "topology.k=4", "topology.n=2", "switch.vcs=2", "switch.buffer_flits=16", "switch.queue_scheme=fbicm"],
        expect: &["topology.kind", "torus", "a topology other than torus with switch.queue_scheme = \"fbicm\""],
    },
    Case {
        name: "fbicm inside VCs with an SL-to-VL table",
        file: None,
        set: &["topology.kind=bmin", "topology.k=2", "topology.n=2", "switch.vcs=2", "switch.buffer_flits=16", "switch.queue_scheme=fbicm", "switch.sl_to_vl=[0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]"],
        expect: &["switch.sl_to_vl", "absent with switch.queue_scheme = \"fbicm\""],
    },
    Case {
        name: "fbicm inside VCs with a control channel over 64 bits",
        file: None,
        set: &["switch.vcs=4", "switch.buffer_flits=64", "switch.queue_scheme=fbicm", "switch.cfqs=8"],
        expect: &["switch.cfqs", "= 8", "and 4 VCs (lines per VC)", "64 bits"],
    },
    Case {
        name: "virtual channels with egress buffers",
        file: None,
        set: &["switch.vcs=2", "switch.buffer_flits=16", "switch.speedup=2", "switch.egress_buffer_flits=16"],
        expect: &["switch.egress_buffer_flits", "= 16", "0 with switch.vcs > 1"],
    },
    Case {
        name: "speedup without egress buffers",
        file: None,
        set: &["switch.speedup=2"],
        expect: &["switch.egress_buffer_flits", "= 0", "at least switch.max_packet_flits (8)", "speedup = 2"],
    },
    Case {
        name: "egress buffer smaller than the largest packet",
        file: None,
        set: &["switch.speedup=1.5", "switch.egress_buffer_flits=4"],
        expect: &["switch.egress_buffer_flits", "= 4", "8..=8192"],
    },
    Case {
        name: "recn egress SAQs whose Go threshold is not below Stop",
        file: None,
        set: &["switch.queue_scheme=recn", "switch.buffer_flits=32", "switch.egress_buffer_flits=8", "switch.recn.stop_threshold=0.125", "switch.recn.go_threshold=0.1", "topology.kind=bmin"],
        expect: &["switch.recn.go_threshold", "0.1", "egress", "stop threshold (1 of the 8 egress flits"],
    },
    Case { name: "rate 0", file: None, set: &["traffic.rate=0"], expect: &["traffic.rate", "= 0", "0 < rate <= 1"] },
    Case { name: "rate > 1", file: None, set: &["traffic.rate=1.01"], expect: &["traffic.rate", "= 1.01", "0 < rate <= 1"] },
    Case { name: "unknown key", file: None, set: &["switch.buffer=8"], expect: &["unknown key", "switch.buffer"] },
    Case { name: "unknown key in file", file: Some(r#"{"topology": {"kind": "bmin", "radix": 4}}"#), set: &[], expect: &["unknown key", "topology.radix"] },
    Case { name: "wrong type", file: Some(r#"{"topology": {"k": "four"}}"#), set: &[], expect: &["topology.k", "\"four\"", "expected"] },
    Case { name: "wrong enum", file: None, set: &["switch.queue_scheme=voq"], expect: &["switch.queue_scheme", "voq", "fifo"] },
    Case {
        name: "hot-spot destination out of range",
        file: None,
        set: &["traffic.hotspot.dest=64"],
        expect: &["traffic.hotspot.dest", "= 64", "0..=63"],
    },
    Case { name: "network too large", file: None, set: &["topology.k=8", "topology.n=5"], expect: &["topology.n", "= 5", "4096"] },
    Case {
        name: "flit too narrow for the header",
        file: None,
        set: &["switch.flit_bits=16"],
        expect: &["switch.flit_bits", "= 16", "37..=512"],
    },
    Case { name: "flit wider than 512 bits", file: None, set: &["switch.flit_bits=513"], expect: &["switch.flit_bits", "= 513", "37..=512"] },
    Case {
        name: "header wider than the model's 64-bit low word",
        file: None,
        set: &["topology.kind=bmin", "topology.k=8", "topology.n=4", "switch.queue_scheme=recn"],
        expect: &["topology", "header 77 bits", "at most 64 bits", "turnpool 28"],
    },
    Case { name: "malformed JSON", file: Some("{ \"topology\": { \"k\": 4, } "), set: &[], expect: &["malformed JSON", "line 1"] },
    Case { name: "packet range reversed", file: None, set: &["traffic.packet_flits=4..2"], expect: &["traffic.packet_flits", "4..2"] },
    Case { name: "bad override syntax", file: None, set: &["topology.k"], expect: &["--set topology.k", "dotted.key=value"] },
    Case { name: "fbicm with 17 CFQs", file: None, set: &["switch.queue_scheme=fbicm", "switch.cfqs=17"], expect: &["switch.cfqs", "= 17", "1..=16"] },
    Case {
        name: "fbicm with naive marking",
        file: None,
        set: &["switch.queue_scheme=fbicm", "switch.marking=naive"],
        expect: &["switch.marking", "naive", "fbicm"],
    },
    Case {
        name: "fbicm go threshold not below stop",
        file: None,
        set: &["switch.queue_scheme=fbicm", "switch.buffer_flits=32", "switch.fbicm.go_threshold=0.5"],
        expect: &["switch.fbicm.go_threshold", "0.5", "16 of 32 flits"],
    },
    Case { name: "fbicm detection threshold 0", file: None, set: &["switch.fbicm.detect_threshold=0"], expect: &["switch.fbicm.detect_threshold", "= 0", "0 < fraction <= 1"] },
    Case { name: "recn with 17 SAQs", file: None, set: &["switch.queue_scheme=recn", "switch.saqs=17"], expect: &["switch.saqs", "= 17", "1..=16"] },
    Case {
        name: "recn with naive marking",
        file: None,
        set: &["switch.queue_scheme=recn", "switch.marking=naive"],
        expect: &["switch.marking", "naive", "recn"],
    },
    Case {
        name: "recn go threshold not below stop",
        file: None,
        set: &["switch.queue_scheme=recn", "switch.buffer_flits=32", "switch.recn.go_threshold=0.75"],
        expect: &["switch.recn.go_threshold", "0.75", "16 of 32 flits"],
    },
    Case { name: "unknown recn variant", file: None, set: &["switch.queue_scheme=recn", "switch.recn.variant=extended"], expect: &["switch.recn.variant", "extended"] },
    Case {
        name: "flit too narrow for recn's turnpool",
        file: None,
        set: &["topology.kind=bmin", "switch.queue_scheme=recn", "switch.flit_bits=40"],
        expect: &["switch.flit_bits", "= 40", "52..=512", "turnpool"],
    },
    Case {
        name: "recn control channel wider than 64 bits",
        file: None,
        set: &["topology.kind=bmin", "topology.k=2", "topology.n=7", "switch.queue_scheme=recn", "switch.saqs=16", "switch.max_packet_flits=1", "traffic.packet_flits=1", "hosts.ack_flits=1"],
        expect: &["switch.saqs", "= 16", "at most 14", "64 bits"],
    },
    Case { name: "unknown marking", file: None, set: &["switch.marking=ecn"], expect: &["switch.marking", "ecn", "ipm"] },
    Case { name: "decrease factor 1", file: None, set: &["hosts.response=fimd", "hosts.rate.m=1"], expect: &["hosts.rate.m", "= 1", "1 < m <= 256"] },
    Case { name: "rate control without ACKs", file: None, set: &["hosts.response=lipd", "hosts.acks=false"], expect: &["hosts.acks", "lipd"] },
    Case {
        name: "flows pattern without flows",
        file: None,
        set: &["traffic.pattern=flows"],
        expect: &["traffic.flows", "at least one flow"],
    },
    Case {
        name: "flow to itself",
        file: Some(r#"{"traffic": {"pattern": "flows", "flows": [{"src": 3, "dst": 5}, {"src": 4, "dst": 4}]}}"#),
        set: &[],
        expect: &["traffic.flows[1].dst", "= 4", "other than the source"],
    },
    Case {
        name: "flow source out of range",
        file: Some(r#"{"traffic": {"pattern": "flows", "flows": [{"src": 64, "dst": 5}]}}"#),
        set: &[],
        expect: &["traffic.flows[0].src", "= 64", "0..=63"],
    },
    Case {
        name: "flow with an unknown field",
        file: Some(r#"{"traffic": {"pattern": "flows", "flows": [{"src": 1, "dst": 5, "greedy": true}]}}"#),
        set: &[],
        expect: &["unknown key", "greedy"],
    },
    Case {
        name: "static IPD wider than InfiniBand's 8 bits",
        file: Some(r#"{"traffic": {"pattern": "flows", "flows": [{"src": 1, "dst": 5, "ipd": 256}]}}"#),
        set: &[],
        expect: &["traffic.flows[0].ipd", "256", "0..=255"],
    },
    Case {
        name: "ON period shorter than a cycle",
        file: Some(r#"{"traffic": {"on_off": {"mean_on_cycles": 0.5, "mean_off_cycles": 10}}}"#),
        set: &[],
        expect: &["traffic.on_off.mean_on_cycles", "0.5", "1 <= cycles"],
    },
];

#[test]
fn bad_inputs_exit_2_with_one_line_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for (i, c) in CASES.iter().enumerate() {
        for sub in ["generate", "sim", "params", "cosim", "lint"] {
            let out = dir.path().join(format!("out{i}_{sub}"));
            let mut cmd = switchgen();
            cmd.arg(sub);
            if let Some(text) = c.file {
                let f = dir.path().join(format!("cfg{i}.json"));
                std::fs::write(&f, text).unwrap();
                cmd.arg("--config").arg(&f);
            }
            for s in c.set {
                cmd.arg("--set").arg(s);
            }
            if sub != "params" {
                cmd.arg("--out").arg(&out);
            }
            let o = cmd.output().unwrap();
            let stderr = String::from_utf8_lossy(&o.stderr);
            assert_eq!(o.status.code(), Some(2), "{} ({sub}): status {:?}, stderr {stderr}", c.name, o.status);
            let lines: Vec<&str> = stderr.lines().collect();
            assert_eq!(lines.len(), 1, "{} ({sub}): expected one line, got {stderr}", c.name);
            for e in c.expect {
                assert!(lines[0].contains(e), "{} ({sub}): `{}` does not contain `{e}`", c.name, lines[0]);
            }
            assert!(!stderr.contains("panicked"), "{}: {stderr}", c.name);
            assert!(!out.exists(), "{} ({sub}): {} was created", c.name, out.display());
        }
    }
    // nothing left behind in the directory but the config files
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(left.iter().all(|n| n.to_string_lossy().starts_with("cfg")), "{left:?}");
}

#[test]
fn hosts_xoff_with_the_whole_network_top_exits_2() {
    // the network top does not bring the hosts' RECN channels out: refused before any build
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let o = switchgen().args(["cosim", "--whole-network", "--set", "switch.queue_scheme=recn", "--set", "hosts.xoff=true", "--out"]).arg(&out).output().unwrap();
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("hosts.xoff") && stderr.contains("--whole-network"), "{stderr}");
    assert!(!out.exists());
}

#[test]
fn bad_fault_spec_exits_2() {
    let o = switchgen().args(["cosim", "--fault", "switch=99,port=0,cycle=10,bit=3"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("--fault switch") && stderr.contains("99") && stderr.contains("0..=47"), "{stderr}");
}

#[test]
fn generate_writes_a_complete_directory() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("rtl_out");
    let o = switchgen().args(["generate", "--set", "topology.kind=single", "--set", "topology.ports=4", "--out"]).arg(&out).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for f in ["rtl/sg_switch.v", "rtl/sg_network.v", "switchgen.f", "switchgen.core", "params.json"] {
        assert!(Path::new(&out).join(f).is_file(), "{f} missing");
    }
    let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).filter(|n| n != "rtl_out").collect();
    assert!(leftovers.is_empty(), "temporary directories left: {leftovers:?}");
}

/// Found by the configuration fuzz (tests/config_fuzz.rs): a `--set` key of tens of thousands of
/// dotted parts overflowed the stack (SIGABRT, exit 134, "has overflowed its stack") instead of
/// exiting 2; a key with a newline split the error over two lines.
#[test]
fn deep_or_multi_line_set_keys_exit_2_with_one_line() {
    let deep = "a.".repeat(60_000) + "a=1";
    let nested = "topology.".to_string() + &"x.".repeat(60_000) + "x=1";
    for (set, expect) in [
        (deep.as_str(), &["--set a.a.a", "at most 16 dotted parts", "(120003 characters)"][..]),
        (nested.as_str(), &["--set topology.x.x", "at most 16 dotted parts"][..]),
        ("switch.a\nb=1", &["unknown key `switch.a\\nb`"][..]),
    ] {
        let o = switchgen().arg("params").arg(format!("--set={set}")).output().unwrap();
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "status {:?}, stderr {stderr}", o.status);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        for e in expect {
            assert!(stderr.contains(e), "`{stderr}` does not contain `{e}`");
        }
    }
}

#[test]
fn closed_stdout_ends_quietly_without_a_panic() {
    // `switchgen params | head -1`: the reader goes away while we still print. Like any Unix
    // tool, switchgen then ends on SIGPIPE; before, println! panicked with "Broken pipe".
    use std::io::Read;
    use std::process::Stdio;
    let mut child = switchgen().args(["params", "--set", "switch.buffer_memory=bram"]).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    drop(child.stdout.take());
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    let status = child.wait().unwrap();
    assert!(!err.contains("panicked"), "{err}");
    assert!(status.code() != Some(101), "a panic's exit status: {status:?}\n{err}");
}
