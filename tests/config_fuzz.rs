//! Fuzzing of the configuration input (issue 32 item 3): the JSON file and the `--set KEY=VALUE`
//! overrides. Property: whatever the input, nothing panics; a refusal is a [`ConfigError`] whose
//! message is one non-empty line (the CLI prints it and exits 2), and an accepted configuration
//! goes through everything `switchgen params` and `generate` compute from it before writing RTL.
//!
//! Deterministic: case `i` of seed `s` draws its input from ChaCha8 seeded with `s`, stream `i`,
//! so any case can be replayed alone (`SWITCHGEN_FUZZ_CASE=i`) and a run is the same on every
//! machine. Five input modes (see [`Input::generate`]): arbitrary bytes, mutated JSON,
//! structured JSON objects built from the real key names with boundary and wrong-type values
//! plus `--set` pairs, `--set` pairs alone, and one or two boundary overrides of a reference
//! configuration (most of these are accepted, so they reach rendering).
//!
//! Tiers (docs/TESTING.md): `cargo test` (so `make test`) runs a fixed-seed slice of
//! `SWITCHGEN_FUZZ_CASES` (default 5,000) library cases and `SWITCHGEN_FUZZ_CLI_CASES` (default
//! 100) CLI runs; `make fuzz` runs 1,000,000 and 2,000.
//!
//! ```sh
//! SWITCHGEN_FUZZ_CASES=1000000 cargo test --profile test-build --locked --test config_fuzz -- --nocapture
//! SWITCHGEN_FUZZ_CASE=123456 cargo test --profile test-build --locked --test config_fuzz library -- --nocapture
//! ```
//!
//! A panic is caught and reported with its case; an abort (a stack overflow) cannot be, so a
//! SIGABRT handler names the cases that were running before the process dies.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use switchgen_config::{ConfigError, Params};

fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v.replace(['_', ','], "").parse().unwrap_or_else(|_| panic!("{name}={v}: expected a number")),
        Err(_) => default,
    }
}

fn seed() -> u64 {
    env_u64("SWITCHGEN_FUZZ_SEED", 1)
}

// ---------------------------------------------------------------------------------------------
// The keys (config/src/keys.rs, docs/CONFIG.md) and their values
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq)]
enum Ty {
    Bool,
    Int,
    Float,
    /// one of the listed names
    Enum(&'static [&'static str]),
    /// `traffic.packet_flits`: n or "a..b"
    PacketLen,
    /// `hosts.cct.table`
    IntList,
    /// `traffic.on_off`, `traffic.flows[].on_off`
    OnOff,
    /// `traffic.flows`
    Flows,
    /// `switch.opm.writes`
    Writes,
    /// `switch.sl_to_vl`: 16 VLs, mostly
    SlTable,
    /// `switch.sl_to_vl_writes`
    SlWrites,
    /// `hosts.sl`: class name -> SL
    SlMap,
}

const KINDS: &[&str] = &["single", "two_switch", "kary_nfly", "bmin", "mesh", "torus"];
const ROUTING: &[&str] = &["deterministic", "adaptive"];
const SELECTION: &[&str] = &["max_credits"];
const ARBITRATION: &[&str] = &["round_robin", "oldest_first"];
const BUFFER_MEMORY: &[&str] = &["auto", "bram", "lutram"];
const SCHEMES: &[&str] = &["fifo", "voq_sw", "voq_net", "fbicm", "recn", "fifo_bypass"];
const MARKINGS: &[&str] = &["none", "naive", "ipm", "opm", "mvpm"];
const RECN_VARIANTS: &[&str] = &["basic", "enhanced"];
const RESPONSES: &[&str] = &["none", "window", "aimd", "fimd", "lipd", "mvcm", "ib_cct", "self_tuned", "alo"];
const MVCM_VARIANTS: &[&str] = &["full", "pure_ipm", "no_warm"];
const CCT_TRIGGERS: &[&str] = &["becn", "vb"];
const PATTERNS: &[&str] = &["uniform", "hotspot", "bit_reversal", "perfect_shuffle", "complement", "transpose", "flows"];

/// Every user-facing key with its type: the leaves of the default configuration's JSON (so a
/// key added to keys.rs is fuzzed without touching this file; `keys_cover_the_default_config`
/// checks it) and the optional keys, absent from that JSON.
const KEYS: &[(&str, Ty)] = &[
    ("topology.kind", Ty::Enum(KINDS)),
    ("topology.k", Ty::Int),
    ("topology.n", Ty::Int),
    ("topology.ports", Ty::Int),
    ("topology.concentration", Ty::Int),
    ("routing.algorithm", Ty::Enum(ROUTING)),
    ("routing.selection", Ty::Enum(SELECTION)),
    ("switch.vcs", Ty::Int),
    ("switch.sl_to_vl", Ty::SlTable),
    ("switch.sl_to_vl_writes", Ty::SlWrites),
    ("hosts.sl", Ty::SlMap),
    ("hosts.injection_queue", Ty::Enum(&["per_destination", "fifo", "oldest_first"])),
    ("hosts.send_queues", Ty::Enum(&["one", "per_vc"])),
    ("hosts.alo_vcs", Ty::Enum(&["all", "adaptive"])),
    ("hosts.xoff", Ty::Bool),
    ("switch.flit_bits", Ty::Int),
    ("switch.buffer_flits", Ty::Int),
    ("switch.max_packet_flits", Ty::Int),
    ("switch.arbitration", Ty::Enum(ARBITRATION)),
    ("switch.buffer_memory", Ty::Enum(BUFFER_MEMORY)),
    ("switch.speedup", Ty::Float),
    ("switch.egress_buffer_flits", Ty::Int),
    ("switch.queue_scheme", Ty::Enum(SCHEMES)),
    ("switch.marking", Ty::Enum(MARKINGS)),
    ("switch.mvpm.input_threshold", Ty::Float),
    ("switch.mvpm.output_threshold", Ty::Float),
    ("switch.opm.threshold", Ty::Int),
    ("switch.opm.writes", Ty::Writes),
    ("switch.cfqs", Ty::Int),
    ("switch.fbicm.detect_threshold", Ty::Float),
    ("switch.fbicm.stop_threshold", Ty::Float),
    ("switch.fbicm.go_threshold", Ty::Float),
    ("switch.saqs", Ty::Int),
    ("switch.recn.variant", Ty::Enum(RECN_VARIANTS)),
    ("switch.recn.detect_threshold", Ty::Float),
    ("switch.recn.stop_threshold", Ty::Float),
    ("switch.recn.go_threshold", Ty::Float),
    ("link.credit_delay", Ty::Int),
    ("hosts.response", Ty::Enum(RESPONSES)),
    ("hosts.window", Ty::Int),
    ("hosts.ack_flits", Ty::Int),
    ("hosts.acks", Ty::Bool),
    ("hosts.rate.m", Ty::Float),
    ("hosts.rate.persistent", Ty::Bool),
    ("hosts.mvcm.dw_max", Ty::Int),
    ("hosts.mvcm.k", Ty::Int),
    ("hosts.mvcm.n", Ty::Int),
    ("hosts.mvcm.limit_ws", Ty::Bool),
    ("hosts.mvcm.variant", Ty::Enum(MVCM_VARIANTS)),
    ("hosts.mvcm.hops", Ty::Int),
    ("hosts.mvcm.t_hop_cycles", Ty::Float),
    ("hosts.mvcm.link_bytes_per_cycle", Ty::Float),
    ("hosts.mvcm.header_bytes", Ty::Float),
    ("hosts.mvcm.payload_bytes", Ty::Float),
    ("hosts.mvcm.ack_bytes", Ty::Float),
    ("hosts.cct.table", Ty::IntList),
    ("hosts.cct.increment", Ty::Int),
    ("hosts.cct.timer_cycles", Ty::Int),
    ("hosts.cct.react_to", Ty::Enum(CCT_TRIGGERS)),
    ("hosts.self_tuned.gather_cycles", Ty::Int),
    ("hosts.self_tuned.tuning_cycles", Ty::Int),
    ("hosts.self_tuned.increment_pct", Ty::Float),
    ("hosts.self_tuned.decrement_pct", Ty::Float),
    ("hosts.self_tuned.initial_pct", Ty::Float),
    ("hosts.self_tuned.drop_fraction", Ty::Float),
    ("hosts.self_tuned.resets", Ty::Int),
    ("hosts.self_tuned.extrapolate", Ty::Bool),
    ("hosts.self_tuned.static_threshold", Ty::Int),
    ("traffic.pattern", Ty::Enum(PATTERNS)),
    ("traffic.rate", Ty::Float),
    ("traffic.packet_flits", Ty::PacketLen),
    ("traffic.seed", Ty::Int),
    ("traffic.hotspot.dest", Ty::Int),
    ("traffic.hotspot.fraction_hosts", Ty::Float),
    ("traffic.hotspot.rate", Ty::Float),
    ("traffic.hotspot.start_cycle", Ty::Int),
    ("traffic.hotspot.end_cycle", Ty::Int),
    ("traffic.hotspot.start_after_delivered", Ty::Int),
    ("traffic.hotspot.packets_per_source", Ty::Int),
    ("traffic.hotspot.sources_idle", Ty::Bool),
    ("traffic.on_off", Ty::OnOff),
    ("traffic.flows", Ty::Flows),
    ("sim.warmup_cycles", Ty::Int),
    ("sim.cycles", Ty::Int),
    ("sim.window_cycles", Ty::Int),
    ("sim.watchdog_cycles", Ty::Int),
];

const SECTIONS: &[&str] = &["topology", "switch", "link", "hosts", "traffic", "sim"];

/// Integers at and around every bound of keys.rs / docs/CONFIG.md and of the integer types.
const INTS: &[&str] = &[
    "0", "1", "-1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "14", "15", "16", "17", "24", "31", "32", "33",
    "36", "37", "40", "52", "63", "64", "65", "96", "100", "127", "128", "255", "256", "257", "500", "999", "1000", "1001",
    "1023", "1024", "1025", "2000", "4095", "4096", "4097", "6000", "8191", "8192", "8193", "10000", "12000", "20000",
    "65535", "65536", "65537", "99999", "100000", "100001", "1000000", "999999999", "1000000000", "1000000001",
    "1000000000000", "2147483647", "2147483648", "4294967295", "4294967296", "4294967297", "9223372036854775807",
    "9223372036854775808", "18446744073709551615", "18446744073709551616", "-9223372036854775808",
    "-9223372036854775809", "-4294967296", "123456789012345678901234567890", "-0", "1e3", "1E2", "8.0", "8.5", "0.0",
    "1.0", "00", "007", "+1", "0x10", "1_000",
];

/// Floats at and around every bound (fractions, percentages, m, cycles), the extremes of f64,
/// and numbers JSON cannot hold.
const FLOATS: &[&str] = &[
    "0", "0.0", "-0.0", "-0", "5e-324", "1e-300", "1e-9", "0.000000001", "0.01", "0.1", "0.125", "0.2", "0.25", "0.3",
    "0.33", "0.5", "0.66", "0.75", "0.9", "0.99", "0.9999999999999999", "1", "1.0", "1.0000000000000002", "1.01", "1.5",
    "2", "2.5", "4", "8", "10", "99.99", "100", "100.00000000000001", "101", "255.9", "256", "256.00000000000006", "257",
    "1000", "1e9", "1000000000.0000001", "1e10", "1e12", "1000000000000.0002", "1e13", "1e300", "1e308",
    "1.7976931348623157e308", "1.8e308", "1e309", "1e400", "-1e400", "-1", "-0.5", "-1e308", "4294967296.5",
    "18446744073709551616", "1.e5", ".5", "5.", "1e", "NaN", "Infinity", "-Infinity",
];

/// Strings: the enum names and near misses, packet-length forms, NaN-like and odd text.
const STRINGS: &[&str] = &[
    "", " ", "none", "None", "NONE", "fifo ", " fifo", "voq", "voq-sw", "VoqSw", "kary-nfly", "bmin\u{0}", "oldest",
    "NaN", "nan", "-nan", "inf", "-inf", "Infinity", "1e400", "null", "true", "0", "1", "-1", "4294967296",
    "1..8", "1..4", "8..1", "4..2", "0..0", "0..4", "1..1", "1..=8", "1..=", "..", "1..", "..4", "a..b", "1...8",
    "1.. 8", " 2 .. 3 ", "4294967295..4294967295", "4294967296..1", "1..4294967296", "-1..2", "1..64", "1..65", "64",
    "65", "1e1..2", "é", "\u{0}", "line\nbreak", "cr\rreturn", "tab\tkey", "`", "``", "a`b", "\"", "\\", "\u{7f}",
    "\u{200b}", "💥", "\u{feff}", "{", "}", "[", "]", "{}", "[]", "=", "==", ".", "..", "a.b", "switch.queue_scheme",
];

/// JSON-ish tokens, for byte soup and mutations.
const TOKENS: &[&str] = &[
    "{", "}", "[", "]", ":", ",", "\"", "\\", "\\u", "\\ud800", "\\uDC00", "\\n", "null", "true", "false", "-", "0", "1",
    "9", ".", "e", "E", "+", " ", "\n", "\t", "\r", "\u{feff}", "1e999", "\"topology\"", "\"switch\"", "\"k\"", "\"n\"",
    "\"kind\"", "\"bmin\"", "\"queue_scheme\"", "\"flows\"", "/*", "//", "'", "NaN", "\u{0}",
];

/// A JSON text under construction: numbers are kept as their text, so `1e400`, `-0` and
/// 30-digit integers reach the parser as written; objects may repeat keys.
enum J {
    Raw(String),
    Str(String),
    Arr(Vec<J>),
    Obj(Vec<(String, J)>),
}

impl J {
    fn write(&self, out: &mut String) {
        match self {
            J::Raw(s) => out.push_str(s),
            J::Str(s) => out.push_str(&serde_json::to_string(s).unwrap()),
            J::Arr(v) => {
                out.push('[');
                for (i, x) in v.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    x.write(out);
                }
                out.push(']');
            }
            J::Obj(v) => {
                out.push('{');
                for (i, (k, x)) in v.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&serde_json::to_string(k).unwrap());
                    out.push(':');
                    x.write(out);
                }
                out.push('}');
            }
        }
    }

    fn text(&self) -> String {
        let mut s = String::new();
        self.write(&mut s);
        s
    }
}

fn pick<'a>(rng: &mut ChaCha8Rng, v: &[&'a str]) -> &'a str {
    v.choose(rng).unwrap()
}

fn int(rng: &mut ChaCha8Rng) -> J {
    J::Raw(match rng.gen_range(0..10) {
        0..=5 => pick(rng, INTS).to_string(),
        6 => rng.gen_range(0..70u32).to_string(),
        7 => rng.gen::<u32>().to_string(),
        8 => rng.gen::<u64>().to_string(),
        _ => rng.gen::<i64>().to_string(),
    })
}

fn float(rng: &mut ChaCha8Rng) -> J {
    J::Raw(match rng.gen_range(0..10) {
        0..=5 => pick(rng, FLOATS).to_string(),
        6 => format!("{}", rng.gen::<f64>()),
        7 => format!("{}", rng.gen_range(0.0..300.0f64)),
        8 => format!("{}e{}", rng.gen_range(1..10u32), rng.gen_range(-330..330i32)),
        _ => format!("{:e}", f64::from_bits(rng.gen::<u64>() & !(0x7ffu64 << 52) | ((rng.gen_range(0..2047u64)) << 52))),
    })
}

fn string(rng: &mut ChaCha8Rng) -> J {
    J::Str(match rng.gen_range(0..20) {
        0 => "x".repeat(rng.gen_range(0..400)),
        1 => (0..rng.gen_range(0..12)).map(|_| rng.gen::<char>()).collect(),
        _ => pick(rng, STRINGS).to_string(),
    })
}

/// Any JSON value, `depth` levels deep at most (a few far beyond serde_json's limit of 128).
fn any(rng: &mut ChaCha8Rng, depth: u32) -> J {
    match rng.gen_range(0..if depth == 0 { 6 } else { 9 }) {
        0 => int(rng),
        1 => float(rng),
        2 | 3 => string(rng),
        4 => J::Raw(pick(rng, &["true", "false"]).into()),
        5 => J::Raw("null".into()),
        6 => J::Arr((0..rng.gen_range(0..4)).map(|_| any(rng, depth - 1)).collect()),
        7 => J::Obj((0..rng.gen_range(0..4)).map(|_| (key_name(rng), any(rng, depth - 1))).collect()),
        _ => {
            // deep nesting: below and above the parser's recursion limit
            let n = *[10usize, 100, 127, 128, 129, 200, 1000, 100_000].choose(rng).unwrap();
            let (open, close) = if rng.gen() { ("[", "]") } else { ("{\"a\":", "}") };
            J::Raw(format!("{}1{}", open.repeat(n), close.repeat(n)))
        }
    }
}

fn on_off(rng: &mut ChaCha8Rng) -> J {
    if rng.gen_range(0..8) == 0 {
        return any(rng, 2);
    }
    let mut v = vec![];
    for k in ["mean_on_cycles", "mean_off_cycles"] {
        if rng.gen_range(0..10) > 0 {
            v.push((k.to_string(), if rng.gen_range(0..6) > 0 { float(rng) } else { any(rng, 1) }));
        }
    }
    if rng.gen_range(0..10) == 0 {
        v.push((key_name(rng), any(rng, 1)));
    }
    J::Obj(v)
}

fn flow(rng: &mut ChaCha8Rng) -> J {
    let small = |rng: &mut ChaCha8Rng| if rng.gen() { J::Raw(rng.gen_range(0..70u32).to_string()) } else { int(rng) };
    let mut v = vec![("src".to_string(), small(rng)), ("dst".to_string(), small(rng))];
    for k in ["class", "start_cycle", "end_cycle", "rate", "on_off", "ipd"] {
        if rng.gen_range(0..3) == 0 {
            let x = match k {
                "class" => string(rng),
                "rate" => float(rng),
                "on_off" => on_off(rng),
                _ => int(rng),
            };
            v.push((k.to_string(), x));
        }
    }
    if rng.gen_range(0..12) == 0 {
        v.remove(rng.gen_range(0..v.len()));
    }
    if rng.gen_range(0..12) == 0 {
        v.push((key_name(rng), any(rng, 1)));
    }
    J::Obj(v)
}

fn write(rng: &mut ChaCha8Rng) -> J {
    let mut v: Vec<(String, J)> = ["cycle", "switch", "port", "value"]
        .iter()
        .map(|k| (k.to_string(), if rng.gen() { J::Raw(rng.gen_range(0..20u32).to_string()) } else { int(rng) }))
        .collect();
    if rng.gen_range(0..10) == 0 {
        v.remove(rng.gen_range(0..v.len()));
    }
    if rng.gen_range(0..12) == 0 {
        v.push((key_name(rng), any(rng, 1)));
    }
    J::Obj(v)
}

/// A list of `n` from `f`: mostly a few, sometimes at and beyond the limits (1024 CCT entries,
/// 100,000 `opm` writes, 65,536 flows and 64 classes).
fn list(rng: &mut ChaCha8Rng, limits: &[usize], f: fn(&mut ChaCha8Rng) -> J) -> J {
    let n = match rng.gen_range(0..400) {
        0 => *limits.choose(rng).unwrap(),
        1..=20 => rng.gen_range(0..80),
        _ => rng.gen_range(0..4),
    };
    J::Arr((0..n).map(|_| f(rng)).collect())
}

/// A value for a key of type `ty`: mostly of that type at and around its bounds, sometimes
/// anything at all (wrong types, nesting).
fn value(rng: &mut ChaCha8Rng, ty: Ty) -> J {
    if rng.gen_range(0..5) == 0 {
        return any(rng, 3);
    }
    match ty {
        Ty::Bool => J::Raw(pick(rng, &["true", "false"]).into()),
        Ty::Int => int(rng),
        Ty::Float => float(rng),
        Ty::Enum(names) => match rng.gen_range(0..6) {
            0 => string(rng),
            _ => J::Str(pick(rng, names).into()),
        },
        Ty::PacketLen => match rng.gen_range(0..4) {
            0 => int(rng),
            1 => string(rng),
            _ => J::Str(format!("{}..{}", rng.gen_range(0..70u32), rng.gen_range(0..70u32))),
        },
        Ty::IntList => list(rng, &[1024, 1025, 2000], |rng| if rng.gen() { J::Raw(rng.gen_range(0..300u32).to_string()) } else { int(rng) }),
        Ty::OnOff => on_off(rng),
        Ty::Flows => list(rng, &[65, 100, 65_536, 65_537], flow),
        Ty::Writes => list(rng, &[100_000, 100_001], write),
        Ty::SlTable => {
            let n = if rng.gen_range(0..4) == 0 { rng.gen_range(0..20) } else { 16 };
            J::Arr((0..n).map(|_| if rng.gen_range(0..8) > 0 { J::Raw(rng.gen_range(0..9u32).to_string()) } else { int(rng) }).collect())
        }
        Ty::SlWrites => list(rng, &[100_000, 100_001], sl_write),
        Ty::SlMap => {
            let names = ["uniform", "hotspot", "complement", "f0", "victim", ""];
            J::Obj((0..rng.gen_range(0..4)).map(|_| (pick(rng, &names).to_string(), if rng.gen() { J::Raw(rng.gen_range(0..17u32).to_string()) } else { int(rng) })).collect())
        }
    }
}

/// One `switch.sl_to_vl_writes` entry, as [`write`].
fn sl_write(rng: &mut ChaCha8Rng) -> J {
    let mut v: Vec<(String, J)> = ["cycle", "switch", "sl", "vl"]
        .iter()
        .map(|k| (k.to_string(), if rng.gen() { J::Raw(rng.gen_range(0..20u32).to_string()) } else { int(rng) }))
        .collect();
    if rng.gen_range(0..10) == 0 {
        v.remove(rng.gen_range(0..v.len()));
    }
    J::Obj(v)
}

/// A key name of one level: a real one, a near miss or garbage.
fn key_name(rng: &mut ChaCha8Rng) -> String {
    match rng.gen_range(0..10) {
        0..=4 => {
            let k = pick(rng, &KEYS.iter().map(|(k, _)| *k).collect::<Vec<_>>());
            k.split('.').last().unwrap().to_string()
        }
        5 => pick(rng, SECTIONS).to_string(),
        6 => pick(rng, STRINGS).to_string(),
        7 => pick(rng, SECTIONS).to_uppercase(),
        _ => (0..rng.gen_range(0..8)).map(|_| rng.gen::<char>()).collect(),
    }
}

/// A dotted key for `--set`: a real key, a section, a real key with a typo or extra parts,
/// empty parts, deep keys (tens of thousands of parts) or garbage.
fn dotted_key(rng: &mut ChaCha8Rng) -> (String, Ty) {
    let (k, ty) = *KEYS.choose(rng).unwrap();
    let key = match rng.gen_range(0..40) {
        0..=27 => return (k.to_string(), ty),
        28 => pick(rng, SECTIONS).to_string(),
        29 => format!("{k}.{}", key_name(rng)),
        30 => k.rsplit_once('.').unwrap().0.to_string() + "." + &key_name(rng),
        31 => k.replacen('.', "..", 1),
        32 => format!(".{k}"),
        33 => format!("{k}."),
        34 => format!(" {k} "),
        35 => {
            let n = *[17usize, 100, 1000, 10_000, 60_000].choose(rng).unwrap();
            format!("{}{}", format!("{}.", pick(rng, &["a", "topology", "traffic.flows", "switch.opm"])).repeat(n), "x")
        }
        36 => k.to_uppercase(),
        37 => "".into(),
        _ => (0..rng.gen_range(1..6)).map(|_| key_name(rng)).collect::<Vec<_>>().join("."),
    };
    (key, Ty::Int)
}

/// A `--set` argument: mostly `key=value` with the value as JSON text or a bare word, sometimes
/// malformed.
fn set_arg(rng: &mut ChaCha8Rng) -> String {
    let (k, ty) = dotted_key(rng);
    let v = match rng.gen_range(0..10) {
        0..=5 => value(rng, ty).text(),
        6 => match value(rng, ty) {
            // the bare word form: `--set topology.kind=bmin`, `--set traffic.packet_flits=1..8`
            J::Str(s) => s,
            j => j.text(),
        },
        7 => pick(rng, STRINGS).to_string(),
        8 => format!(" {} ", value(rng, ty).text()),
        _ => (0..rng.gen_range(0..10)).map(|_| *TOKENS.choose(rng).unwrap()).collect(),
    };
    match rng.gen_range(0..30) {
        0 => k,
        1 => format!("{k}={v}={v}"),
        2 => format!("={v}"),
        3 => format!("{k}=="),
        _ => format!("{k}={v}"),
    }
}

/// A structured configuration: the default's sections with some keys set (each key by its full
/// path, so the object nests as the file does), a whole section replaced now and then, unknown
/// keys and repeated keys.
fn structured(rng: &mut ChaCha8Rng) -> J {
    let mut sections: Vec<(String, Vec<(Vec<String>, J)>)> = vec![];
    for _ in 0..rng.gen_range(0..8) {
        let (k, ty) = *KEYS.choose(rng).unwrap();
        let parts: Vec<String> = k.split('.').map(String::from).collect();
        let v = value(rng, ty);
        match sections.iter_mut().find(|(s, _)| *s == parts[0]) {
            Some((_, kv)) => kv.push((parts[1..].to_vec(), v)),
            None => sections.push((parts[0].clone(), vec![(parts[1..].to_vec(), v)])),
        }
    }
    fn nest(kv: Vec<(Vec<String>, J)>) -> J {
        let mut out: Vec<(String, Vec<(Vec<String>, J)>)> = vec![];
        let mut leaves = vec![];
        for (path, v) in kv {
            if path.len() == 1 {
                leaves.push((path[0].clone(), v));
            } else {
                match out.iter_mut().find(|(s, _)| *s == path[0]) {
                    Some((_, sub)) => sub.push((path[1..].to_vec(), v)),
                    None => out.push((path[0].clone(), vec![(path[1..].to_vec(), v)])),
                }
            }
        }
        leaves.extend(out.into_iter().map(|(k, sub)| (k, nest(sub))));
        J::Obj(leaves)
    }
    let mut top: Vec<(String, J)> = sections.into_iter().map(|(s, kv)| (s, nest(kv))).collect();
    match rng.gen_range(0..12) {
        0 => top.push((pick(rng, SECTIONS).to_string(), any(rng, 2))),
        1 => top.push((key_name(rng), any(rng, 2))),
        2 if !top.is_empty() => {
            let i = rng.gen_range(0..top.len());
            top.swap(0, i);
        }
        _ => {}
    }
    match rng.gen_range(0..30) {
        0 => any(rng, 3),
        1 => J::Arr(vec![J::Obj(top)]),
        _ => J::Obj(top),
    }
}

fn mutate(rng: &mut ChaCha8Rng, mut b: Vec<u8>) -> Vec<u8> {
    for _ in 0..rng.gen_range(1..5) {
        let n = b.len();
        match rng.gen_range(0..6) {
            0 if n > 0 => {
                let i = rng.gen_range(0..n);
                b[i] ^= 1 << rng.gen_range(0..8);
            }
            1 if n > 0 => {
                let i = rng.gen_range(0..n);
                let j = rng.gen_range(i..=n.min(i + 8));
                b.drain(i..j);
            }
            2 => {
                let i = rng.gen_range(0..=n);
                let t = TOKENS.choose(rng).unwrap().as_bytes();
                b.splice(i..i, t.iter().copied());
            }
            3 if n > 0 => b.truncate(rng.gen_range(0..n)),
            4 if n > 0 => {
                let i = rng.gen_range(0..n);
                b[i] = rng.gen();
            }
            _ => {
                let i = rng.gen_range(0..=n);
                let t = any(rng, 1).text();
                b.splice(i..i, t.bytes());
            }
        }
    }
    b
}

/// One fuzz input: the configuration file's bytes (None: no `--config`) and the `--set`
/// arguments in order.
struct Input {
    mode: usize,
    file: Option<Vec<u8>>,
    sets: Vec<String>,
}

const MODES: [&str; 5] = ["bytes", "mutated JSON", "structured", "--set only", "reference + boundary"];

impl Input {
    /// Case `case` of `seed`. `refs`: the reference configurations' texts.
    fn generate(seed: u64, case: u64, refs: &[String]) -> Input {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(case);
        let rng = &mut rng;
        let sets = |rng: &mut ChaCha8Rng, n: usize| (0..rng.gen_range(0..=n)).map(|_| set_arg(rng)).collect::<Vec<_>>();
        let mode = match rng.gen_range(0..100) {
            0..=14 => 0,
            15..=29 => 1,
            30..=64 => 2,
            65..=79 => 3,
            _ => 4,
        };
        match mode {
            0 => {
                let n = if rng.gen_range(0..20) == 0 { rng.gen_range(0..5000) } else { rng.gen_range(0..80) };
                let file = if rng.gen() {
                    (0..n).map(|_| rng.gen()).collect()
                } else {
                    (0..n).flat_map(|_| TOKENS.choose(rng).unwrap().bytes()).collect()
                };
                Input { mode, file: Some(file), sets: vec![] }
            }
            1 => {
                let base = if rng.gen() { structured(rng).text() } else { refs.choose(rng).unwrap().clone() };
                let file = mutate(rng, base.into_bytes());
                Input { mode, file: Some(file), sets: sets(rng, 2) }
            }
            2 => Input { mode, file: Some(structured(rng).text().into_bytes()), sets: sets(rng, 3) },
            3 => Input { mode, file: None, sets: { let n = rng.gen_range(1..7); (0..n).map(|_| set_arg(rng)).collect() } },
            _ => {
                // a valid configuration (a reference one or the default) with one to three
                // well-typed overrides at the bounds: most reach Params::new's later checks and
                // many are accepted and rendered
                let file = if rng.gen_range(0..4) == 0 { None } else { Some(refs.choose(rng).unwrap().clone().into_bytes()) };
                let n = rng.gen_range(1..4);
                let sets = (0..n)
                    .map(|_| {
                        let (k, ty) = *KEYS.choose(rng).unwrap();
                        let v = match (ty, rng.gen_range(0..3)) {
                            (Ty::Int, 0) => rng.gen_range(0..40u32).to_string(),
                            (Ty::Float, 0) => format!("{}", rng.gen_range(0..=100u32) as f64 / 100.0),
                            (Ty::Enum(names), _) => pick(rng, names).to_string(),
                            _ => {
                                let j = value(rng, ty);
                                match j {
                                    J::Str(s) if rng.gen() => s,
                                    j => j.text(),
                                }
                            }
                        };
                        format!("{k}={v}")
                    })
                    .collect();
                Input { mode, file, sets }
            }
        }
    }

    /// The input for a report: the file (escaped, cut) and the `--set` arguments.
    fn describe(&self) -> String {
        let cut = |s: &str| {
            let s: String = s.chars().take(400).collect::<String>();
            format!("{s:?}")
        };
        let file = match &self.file {
            Some(b) => format!("file ({} bytes) {}", b.len(), cut(&String::from_utf8_lossy(b))),
            None => "no file".into(),
        };
        format!("{} input: {file}; --set {}", MODES[self.mode], self.sets.iter().map(|s| cut(s)).collect::<Vec<_>>().join(" "))
    }
}

// ---------------------------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------------------------

/// What a case did.
enum Outcome {
    /// Accepted: whether it was rendered.
    Accepted { rendered: bool },
    /// Refused with this error (its message checked).
    Refused(ConfigError),
    /// A broken property other than a panic: the message.
    Broken(String),
}

/// Accepted configurations rendered whole (every RTL file, the network top with its routing
/// tables) only up to this many hosts; every accepted one still gets the rest.
const RENDER_MAX_HOSTS: u32 = 64;

/// Runs one input through what the CLI runs on a configuration before writing RTL.
fn check(name: &str, input: &Input) -> Outcome {
    let loaded = match &input.file {
        Some(b) => switchgen_config::load_bytes(name, b, &input.sets),
        None => switchgen_config::load(None, &input.sets),
    };
    match loaded.and_then(Params::new) {
        Err(e) => {
            let m = e.to_string();
            if m.trim().is_empty() {
                return Outcome::Broken(format!("empty message: {e:?}"));
            }
            if m.contains(['\n', '\r']) {
                return Outcome::Broken(format!("message of more than one line: {m:?}"));
            }
            if !(m.starts_with("invalid configuration: ") || m.starts_with("cannot read configuration ")) {
                return Outcome::Broken(format!("message not saying what is wrong: {m:?}"));
            }
            Outcome::Refused(e)
        }
        Ok(p) => {
            // what `switchgen params` / `generate` compute from the parameters
            let cl = p.credit_loop();
            let pl = p.cfg.traffic.packet_flits;
            for len in [p.cfg.switch.max_packet_flits, pl.min, pl.max] {
                std::hint::black_box((cl.min_buffer_flits(len), cl.link_bound(len)));
            }
            std::hint::black_box(cl.fluid_bound(p.mean_packet_flits()));
            std::hint::black_box((switchgen_config::resources::queue_storage(&p), switchgen_config::resources::fbicm(&p)));
            std::hint::black_box(p.opm_threshold[p.cfg.switch.opm.threshold as usize]);
            if let Some(t) = switchgen_model::rate::RateTable::for_response(p.cfg.hosts.response, p.cfg.hosts.rate.m) {
                std::hint::black_box(t.recovery_time());
            }
            std::hint::black_box(p.cfg.hosts.cct.table());
            let json = serde_json::to_string(&p.cfg).expect("an accepted configuration serializes");
            std::hint::black_box(serde_json::to_string(&p.header).unwrap());
            // the configuration as `params.json` writes it is accepted when read back (not
            // always bit for bit: serde_json without `float_roundtrip` can read a long float
            // back one ulp off, e.g. 1e-172 -> 9.999999999999999e-173, so the hash may differ)
            if let Err(e) = switchgen_config::load_bytes("round trip", json.as_bytes(), &[]).and_then(Params::new) {
                return Outcome::Broken(format!("round trip refused: {json}: {e}"));
            }
            let rendered = p.hosts <= RENDER_MAX_HOSTS;
            if rendered {
                match switchgen_generator::render_all(&p, "switchgen generate (fuzz)") {
                    Ok(files) => std::hint::black_box(files),
                    Err(e) => return Outcome::Broken(format!("render of an accepted configuration failed: {e}")),
                };
            } else {
                std::hint::black_box(switchgen_generator::rtl_hash(&p).ok());
            }
            Outcome::Accepted { rendered }
        }
    }
}

thread_local! {
    static PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Counts of a run.
#[derive(Default)]
struct Stats {
    cases: u64,
    by_mode: [u64; 5],
    accepted: u64,
    rendered: u64,
    refused: std::collections::BTreeMap<&'static str, u64>,
    longest_message: usize,
    panics: u64,
    broken: u64,
    /// (case, what) of the first failures
    failures: Vec<(u64, String)>,
}

impl Stats {
    fn merge(&mut self, o: Stats) {
        self.cases += o.cases;
        for i in 0..5 {
            self.by_mode[i] += o.by_mode[i];
        }
        self.accepted += o.accepted;
        self.rendered += o.rendered;
        for (k, v) in o.refused {
            *self.refused.entry(k).or_default() += v;
        }
        self.longest_message = self.longest_message.max(o.longest_message);
        self.panics += o.panics;
        self.broken += o.broken;
        self.failures.extend(o.failures);
    }
}

fn kind(e: &ConfigError) -> &'static str {
    match e {
        ConfigError::Invalid { .. } => "out of range",
        ConfigError::UnknownKey { .. } => "unknown key",
        ConfigError::WrongType { .. } => "wrong type",
        ConfigError::Malformed { .. } => "malformed JSON",
        ConfigError::BadOverride { .. } => "bad --set",
        ConfigError::Io { .. } => "not UTF-8",
    }
}

fn reference_configs() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("testbenches/configs");
    let mut v: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    v.sort();
    v.push("{}".into());
    v
}

/// The case each worker thread is running (`u64::MAX`: none), for [`on_abort`].
static RUNNING: [AtomicU64; 64] = [const { AtomicU64::new(u64::MAX) }; 64];

/// SIGABRT handler: a stack overflow (or any abort) ends the process before a case can be
/// reported, so this names the cases that were running (async-signal-safe: no allocation, one
/// `write(2)`).
extern "C" fn on_abort(_: libc::c_int) {
    let mut buf = [0u8; 1024];
    let mut n = 0;
    let mut put = |b: &[u8], n: &mut usize| {
        for &c in b {
            if *n < buf.len() {
                buf[*n] = c;
                *n += 1;
            }
        }
    };
    put(b"config fuzz: aborted while running case(s)", &mut n);
    for r in &RUNNING {
        let c = r.load(Ordering::Relaxed);
        if c != u64::MAX {
            let mut d = [0u8; 20];
            let (mut i, mut v) = (d.len(), c);
            loop {
                i -= 1;
                d[i] = b'0' + (v % 10) as u8;
                v /= 10;
                if v == 0 {
                    break;
                }
            }
            put(b" ", &mut n);
            put(&d[i..], &mut n);
        }
    }
    put(b" (replay one with SWITCHGEN_FUZZ_CASE=N)\n", &mut n);
    unsafe { libc::write(2, buf.as_ptr().cast(), n) };
}

/// Runs cases `t, t + threads, ...` below `cases`.
fn run_cases(seed: u64, cases: u64, t: u64, threads: u64, refs: &[String]) -> Stats {
    let mut st = Stats::default();
    let mut case = t;
    while case < cases {
        RUNNING[t as usize % RUNNING.len()].store(case, Ordering::Relaxed);
        let input = Input::generate(seed, case, refs);
        st.cases += 1;
        st.by_mode[input.mode] += 1;
        let r = catch_unwind(AssertUnwindSafe(|| check("fuzz.json", &input)));
        let fail = match r {
            Ok(Outcome::Accepted { rendered }) => {
                st.accepted += 1;
                st.rendered += rendered as u64;
                None
            }
            Ok(Outcome::Refused(e)) => {
                *st.refused.entry(kind(&e)).or_default() += 1;
                st.longest_message = st.longest_message.max(e.to_string().len());
                None
            }
            Ok(Outcome::Broken(m)) => {
                st.broken += 1;
                Some(m)
            }
            Err(_) => {
                st.panics += 1;
                Some(format!("panic: {}", PANIC.with(|p| p.borrow_mut().take()).unwrap_or_default()))
            }
        };
        if let Some(m) = fail {
            if st.failures.len() < 10 {
                st.failures.push((case, format!("{m}\n    {}", input.describe())));
            }
        }
        case += threads;
    }
    RUNNING[t as usize % RUNNING.len()].store(u64::MAX, Ordering::Relaxed);
    st
}

/// The library fuzz: `SWITCHGEN_FUZZ_CASES` cases (default 5,000, the `make test` slice) of
/// `SWITCHGEN_FUZZ_SEED` (default 1) on `SWITCHGEN_FUZZ_THREADS` threads (default: the cores);
/// `SWITCHGEN_FUZZ_CASE=i` runs case i alone and prints it.
#[test]
fn library_never_panics_and_refuses_with_one_line() {
    let seed = seed();
    let refs = reference_configs();
    if let Ok(one) = std::env::var("SWITCHGEN_FUZZ_CASE") {
        let case: u64 = one.parse().expect("SWITCHGEN_FUZZ_CASE: a case number");
        let input = Input::generate(seed, case, &refs);
        println!("case {case} of seed {seed}: {}", input.describe());
        // on the stack of the CLI's main thread, as the run does
        let outcome = std::thread::Builder::new().stack_size(8 << 20).spawn(move || check("fuzz.json", &input)).unwrap().join().unwrap();
        match outcome {
            Outcome::Accepted { rendered } => println!("accepted (rendered: {rendered})"),
            Outcome::Refused(e) => println!("refused: {e}"),
            Outcome::Broken(m) => panic!("{m}"),
        }
        return;
    }
    let cases = env_u64("SWITCHGEN_FUZZ_CASES", 5_000);
    let threads = env_u64("SWITCHGEN_FUZZ_THREADS", std::thread::available_parallelism().map_or(2, |n| n.get() as u64)).max(1);
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|info| {
        let at = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        PANIC.with(|p| *p.borrow_mut() = Some(format!("{msg}{at}")));
    }));
    // SAFETY: `on_abort` only reads atomics and calls write(2)
    unsafe { libc::signal(libc::SIGABRT, on_abort as extern "C" fn(libc::c_int) as libc::sighandler_t) };
    let start = Instant::now();
    let mut st = Stats::default();
    std::thread::scope(|s| {
        // the stack of the CLI's main thread (8 MiB), not a test thread's 2 MiB
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let refs = &refs;
                std::thread::Builder::new().stack_size(8 << 20).spawn_scoped(s, move || run_cases(seed, cases, t, threads, refs)).unwrap()
            })
            .collect();
        for h in handles {
            st.merge(h.join().unwrap());
        }
    });
    let secs = start.elapsed().as_secs_f64();
    std::panic::set_hook(hook);
    st.failures.sort_by_key(|f| f.0);
    println!(
        "config fuzz: seed {seed}, {} cases in {secs:.1} s ({:.0} cases/s, {threads} threads): {} panics, {} other failures",
        st.cases,
        st.cases as f64 / secs,
        st.panics,
        st.broken
    );
    println!("  inputs: {}", MODES.iter().zip(st.by_mode).map(|(m, n)| format!("{m} {n}")).collect::<Vec<_>>().join(", "));
    println!(
        "  accepted {} ({} rendered whole, the rest hashed), refused {} ({}); longest error message {} characters",
        st.accepted,
        st.rendered,
        st.refused.values().sum::<u64>(),
        st.refused.iter().map(|(k, v)| format!("{k} {v}")).collect::<Vec<_>>().join(", "),
        st.longest_message
    );
    for (case, f) in &st.failures {
        println!("  case {case} (SWITCHGEN_FUZZ_CASE={case}): {f}");
    }
    assert_eq!(st.cases, cases);
    assert!(st.panics == 0 && st.broken == 0, "{} panics and {} other failures in {} cases (listed above)", st.panics, st.broken, st.cases);
}

// ---------------------------------------------------------------------------------------------
// The CLI end to end
// ---------------------------------------------------------------------------------------------

/// The first `SWITCHGEN_FUZZ_CLI_CASES` (default 100; `make fuzz` 2,000) inputs of the library
/// fuzz through `switchgen params --config F --set=...`: exit status 0 exactly when the library
/// accepts, else 2 with the library's message as the one line on stderr; never 101 (a panic) or
/// a signal. Inputs a command line cannot carry (a NUL byte, an argument over Linux's 128 KiB)
/// are skipped and counted.
#[test]
fn cli_exits_0_or_2_with_a_message() {
    let seed = seed();
    let cases = env_u64("SWITCHGEN_FUZZ_CLI_CASES", 100);
    let refs = reference_configs();
    let dir = tempfile::tempdir().unwrap();
    let start = Instant::now();
    let (mut ok, mut refused, mut skipped) = (0u64, 0u64, 0u64);
    let mut failures = vec![];
    for case in 0..cases {
        let input = Input::generate(seed, case, &refs);
        if input.sets.iter().any(|s| s.contains('\0') || s.len() > 100_000) {
            skipped += 1;
            continue;
        }
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_switchgen"));
        cmd.arg("params");
        let path = dir.path().join(format!("case{case}.json"));
        if let Some(b) = &input.file {
            std::fs::write(&path, b).unwrap();
            cmd.arg("--config").arg(&path);
        }
        for s in &input.sets {
            // `--set=...`: a value starting with `-` is not taken for an option
            cmd.arg(format!("--set={s}"));
        }
        let o = cmd.output().unwrap();
        let stderr = String::from_utf8_lossy(&o.stderr);
        let lib = catch_unwind(AssertUnwindSafe(|| match &input.file {
            Some(_) => switchgen_config::load(Some(&path), &input.sets),
            None => switchgen_config::load(None, &input.sets),
        }
        .and_then(Params::new)
        .map(|_| ())));
        let bad = match (o.status.code(), lib) {
            (Some(0), Ok(Ok(()))) => {
                ok += 1;
                None
            }
            (Some(2), Ok(Err(e))) => {
                refused += 1;
                let want = format!("error: {e}");
                (stderr.trim_end() != want).then(|| format!("stderr {stderr:?}, the library says {want:?}"))
            }
            (code, lib) => Some(format!("exit {code:?} (status {}), library {}, stderr {stderr:?}", o.status, match lib {
                Ok(Ok(())) => "accepts".to_string(),
                Ok(Err(e)) => format!("refuses: {e}"),
                Err(_) => "panics".to_string(),
            })),
        };
        if let Some(b) = bad {
            failures.push(format!("case {case} (SWITCHGEN_FUZZ_CASE={case}): {b}\n    {}", input.describe()));
        }
        let _ = std::fs::remove_file(&path);
    }
    println!(
        "config fuzz (CLI): seed {seed}, {cases} cases in {:.1} s: exit 0 {ok}, exit 2 {refused}, skipped {skipped}, failures {}",
        start.elapsed().as_secs_f64(),
        failures.len()
    );
    for f in failures.iter().take(10) {
        println!("  {f}");
    }
    assert!(failures.is_empty(), "{} CLI failures (listed above)", failures.len());
}

// ---------------------------------------------------------------------------------------------
// The harness's own checks
// ---------------------------------------------------------------------------------------------

fn leaves(v: &serde_json::Value, prefix: &str, out: &mut Vec<String>) {
    match v.as_object() {
        Some(m) if !m.is_empty() => {
            for (k, x) in m {
                leaves(x, &if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") }, out);
            }
        }
        _ => out.push(prefix.to_string()),
    }
}

/// Every key of the default configuration is fuzzed (a new key in keys.rs fails here until it
/// is added to [`KEYS`]), every key of [`KEYS`] is a real one, and every enum name is accepted.
#[test]
fn keys_cover_the_default_config() {
    let mut want = vec![];
    leaves(&serde_json::to_value(switchgen_config::Config::default()).unwrap(), "", &mut want);
    let have: Vec<&str> = KEYS.iter().map(|(k, _)| *k).collect();
    for k in &want {
        assert!(have.contains(&k.as_str()), "{k} is a key of the default configuration but not fuzzed: add it to KEYS");
    }
    for (k, ty) in KEYS {
        let v = match ty {
            Ty::Bool => "true".to_string(),
            Ty::Int => "1".into(),
            Ty::Float => "0.5".into(),
            Ty::Enum(names) => {
                for n in *names {
                    let r = switchgen_config::load(None, &[format!("{k}={n}")]);
                    assert!(r.is_ok(), "{k}={n}: {r:?}");
                }
                continue;
            }
            Ty::PacketLen => "1..2".into(),
            Ty::IntList => "[1]".into(),
            Ty::OnOff => r#"{"mean_on_cycles": 2, "mean_off_cycles": 2}"#.into(),
            Ty::Flows => r#"[{"src": 0, "dst": 1}]"#.into(),
            Ty::Writes => r#"[{"cycle": 0, "switch": 0, "port": 0, "value": 1}]"#.into(),
            Ty::SlTable => "[0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1]".into(),
            Ty::SlWrites => r#"[{"cycle": 0, "switch": 0, "sl": 0, "vl": 1}]"#.into(),
            Ty::SlMap => r#"{"uniform": 1}"#.into(),
        };
        let r = switchgen_config::load(None, &[format!("{k}={v}")]);
        assert!(r.is_ok(), "{k}={v}: {r:?}");
    }
}

/// docs/CONFIG.md has a row (or a mention in backticks) for every key of [`KEYS`], so a key
/// added to keys.rs (and so to the fuzzer) is documented for users too.
#[test]
fn every_key_is_documented() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/CONFIG.md")).unwrap();
    let missing: Vec<&str> = KEYS.iter().map(|(k, _)| *k).filter(|k| !doc.contains(&format!("`{k}`"))).collect();
    assert!(missing.is_empty(), "keys without a row in docs/CONFIG.md: {missing:?}");
}

/// Same seed, same inputs (the replay of a reported case depends on it).
#[test]
fn inputs_are_deterministic() {
    let refs = reference_configs();
    for case in [0, 1, 999, 123_456] {
        let (a, b) = (Input::generate(7, case, &refs), Input::generate(7, case, &refs));
        assert_eq!((a.mode, &a.file, &a.sets), (b.mode, &b.file, &b.sets));
    }
}
