//! Golden files: every file that `switchgen_generator::render_all` writes for each reference
//! configuration `testbenches/configs/ref_*.json` is checked in under `testbenches/golden/`, with
//! each distinct file body stored once (most files are the same template with the same parameters
//! in many configurations and differ only in their generated header):
//!
//! - `bodies/<stem>.<hash>.<ext>` (`bodies/sg_fifo.0123456789ab.v`): a generated file without its
//!   header lines; `<hash>` is 12 hex digits of the body's SHA-256, so equal bodies share one file.
//! - `<config>.manifest` (`ref_default.manifest`), plain text: for each file that `switchgen
//!   generate --config testbenches/configs/<config>.json` writes, its path, its header lines behind
//!   `| ` and, behind `= `, its body (relative to `testbenches/golden/`). Lines starting with `#`
//!   between entries are comments.
//!
//! A file's header is its leading lines up to and including the `Regenerate:` line (looked for in
//! the first four lines, so `switchgen.core`'s `CAPI=2:` line is part of it); a file without one is
//! all body. `generated_rtl_matches_golden_files` regenerates every configuration and compares every
//! byte of every file (header lines and body) with the store; a difference names the configuration,
//! the path, the first differing line and the store file that holds it.
//! `golden_store_has_no_stale_files` fails on a body that no manifest references (or whose name
//! does not match its text), a manifest without its configuration, and any other file there.
//!
//! After a reviewed, intended change, rewrite the whole store (every manifest and body; the store
//! owns `testbenches/golden/`, so bodies no longer referenced and any other file there are removed),
//! then review `git status` / `git diff testbenches/golden`:
//! `SWITCHGEN_BLESS=1 cargo test --profile test-build --locked -p switchgen-generator --test golden`
//! (both store tests bless first, once per run, then check the store they wrote).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use switchgen_generator::GeneratedFile;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// The golden store, `testbenches/golden/`.
fn store() -> PathBuf {
    root().join("testbenches/golden")
}

const BODIES: &str = "bodies";

fn blessing() -> bool {
    std::env::var_os("SWITCHGEN_BLESS").is_some()
}

/// The names (`ref_default`) of the reference configurations, sorted.
fn config_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("testbenches/configs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().to_string())
        .filter(|n| n.starts_with("ref_"))
        .collect();
    names.sort();
    assert!(names.len() >= 3, "reference configurations missing");
    names
}

/// The generated files of every reference configuration, rendered once per test binary.
fn generated() -> &'static [(String, Vec<GeneratedFile>)] {
    static GENERATED: OnceLock<Vec<(String, Vec<GeneratedFile>)>> = OnceLock::new();
    GENERATED.get_or_init(|| {
        config_names()
            .into_iter()
            .map(|name| {
                let rel = format!("testbenches/configs/{name}.json");
                let c = switchgen_config::load(Some(&root().join(&rel)), &[]).unwrap();
                let p = switchgen_config::Params::new(c).unwrap();
                let regen = format!("switchgen generate --config {rel} --out generated");
                let files = switchgen_generator::render_all(&p, &regen).unwrap();
                (name, files)
            })
            .collect()
    })
}

/// Splits `text` into its header lines (without their `\n`) and its body: the header is the
/// leading lines up to and including the first `Regenerate:` line among the first four lines.
fn split_header(text: &str) -> (Vec<&str>, &str) {
    let mut at = 0;
    for (i, line) in text.split_inclusive('\n').take(4).enumerate() {
        at += line.len();
        if line.contains("Regenerate: ") && line.ends_with('\n') {
            let header = text[..at].split_inclusive('\n').map(|l| l.strip_suffix('\n').unwrap()).collect::<Vec<_>>();
            assert_eq!(header.len(), i + 1);
            return (header, &text[at..]);
        }
    }
    (vec![], text)
}

/// The 12-hex-digit SHA-256 of `text`.
fn short_hash(text: &str) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(text.as_bytes()).iter().take(6).map(|b| format!("{b:02x}")).collect()
}

/// The store path (relative to `testbenches/golden/`) of `body`, generated as `path`:
/// `bodies/<stem>.<hash>.<ext>`.
fn body_file(path: &str, body: &str) -> String {
    let name = path.rsplit('/').next().unwrap();
    let h = short_hash(body);
    match name.rsplit_once('.') {
        Some((stem, ext)) => format!("{BODIES}/{stem}.{h}.{ext}"),
        None => format!("{BODIES}/{name}.{h}"),
    }
}

/// The hash in a body's file name (`bodies/sg_fifo.0123456789ab.v` -> `0123456789ab`).
fn hash_in_name(file: &str) -> Option<&str> {
    let parts: Vec<&str> = file.rsplit('/').next()?.split('.').collect();
    parts.iter().rev().find(|p| p.len() == 12 && p.bytes().all(|b| b.is_ascii_hexdigit())).copied()
}

/// One generated file in a manifest.
struct Entry {
    /// The manifest's line of `path` (its header lines follow).
    line: usize,
    path: String,
    header: Vec<String>,
    body: String,
}

impl Entry {
    /// The manifest's text for the file: header lines, then the body as stored.
    fn text(&self, body: &str) -> String {
        self.header.iter().map(|l| format!("{l}\n")).collect::<String>() + body
    }
}

fn manifest_text(name: &str, entries: &[Entry]) -> String {
    let mut m = format!(
        "# Golden files of testbenches/configs/{name}.json, checked by generator/tests/golden.rs.\n\
         # Each generated file: its path, its header lines behind \"| \", then \"= \" and its body\n\
         # (under testbenches/golden/). Rewrite with SWITCHGEN_BLESS=1 after a reviewed change.\n"
    );
    for e in entries {
        m.push('\n');
        m.push_str(&e.path);
        m.push('\n');
        for l in &e.header {
            m.push_str(&if l.is_empty() { "|\n".to_string() } else { format!("| {l}\n") });
        }
        m.push_str(&format!("= {}\n", e.body));
    }
    m
}

/// Parses a manifest; errors name the line.
fn parse_manifest(text: &str) -> Result<Vec<Entry>, String> {
    let mut entries = vec![];
    let mut open: Option<Entry> = None;
    let lines = text.strip_suffix('\n').ok_or("does not end with a newline")?.split('\n');
    for (i, line) in lines.enumerate() {
        let n = i + 1;
        match (&mut open, line) {
            (Some(e), l) if l == "|" || l.starts_with("| ") => e.header.push(l.get(2..).unwrap_or("").to_string()),
            (Some(_), l) if l.starts_with("= ") => {
                let mut e = open.take().unwrap();
                e.body = l[2..].to_string();
                entries.push(e);
            }
            (Some(e), l) => return Err(format!("line {n}: `{l}` inside the entry of {} (expected `| ` or `= `)", e.path)),
            (None, l) if l.is_empty() || l.starts_with('#') => {}
            (None, l) if l.starts_with('|') || l.starts_with('=') => return Err(format!("line {n}: `{l}` outside an entry")),
            (None, l) => open = Some(Entry { line: n, path: l.to_string(), header: vec![], body: String::new() }),
        }
    }
    match open {
        Some(e) => Err(format!("the entry of {} has no `= ` body line", e.path)),
        None => Ok(entries),
    }
}

/// The 1-based number of the first line where `a` and `b` differ (a line's `\n` included), if any.
fn first_difference(a: &str, b: &str) -> Option<usize> {
    let (mut la, mut lb) = (a.split_inclusive('\n'), b.split_inclusive('\n'));
    for n in 1.. {
        match (la.next(), lb.next()) {
            (None, None) => return None,
            (Some(x), Some(y)) if x == y => {}
            _ => return Some(n),
        }
    }
    unreachable!()
}

/// Line `n` (1-based) of `text` for a message: quoted, so that whitespace and a missing final
/// newline show; `end of file` past its end.
fn line_of(text: &str, n: usize) -> String {
    match text.split_inclusive('\n').nth(n - 1) {
        Some(l) if l.chars().count() > 200 => format!("{:?}...", l.chars().take(200).collect::<String>()),
        Some(l) => format!("{l:?}"),
        None => "end of file".into(),
    }
}

/// `SWITCHGEN_BLESS=1`: rewrites the whole store from the generated files, once per test binary
/// (whichever test comes first; the other waits). Everything under `testbenches/golden/` that is
/// not a current manifest or a body one references is removed.
fn bless_once() {
    static BLESSED: OnceLock<()> = OnceLock::new();
    BLESSED.get_or_init(|| {
        let dir = store();
        let mut bodies: BTreeMap<String, &str> = BTreeMap::new();
        let mut manifests: BTreeMap<String, String> = BTreeMap::new();
        for (name, files) in generated() {
            let mut entries = vec![];
            for f in files {
                assert!(!f.path.is_empty() && !f.path.starts_with(['#', '|', '=']) && !f.path.contains('\n'), "{name}: path `{}` cannot be a manifest line", f.path);
                let (header, body) = split_header(&f.text);
                let file = body_file(&f.path, body);
                if let Some(old) = bodies.insert(file.clone(), body) {
                    assert!(old == body, "two bodies named {file} (a hash collision): lengthen the hash in body_file");
                }
                entries.push(Entry { line: 0, path: f.path.to_string(), header: header.iter().map(|l| l.to_string()).collect(), body: file });
            }
            manifests.insert(format!("{name}.manifest"), manifest_text(name, &entries));
        }
        let write = |rel: &str, text: &str| {
            let p = dir.join(rel);
            if std::fs::read_to_string(&p).ok().as_deref() != Some(text) {
                std::fs::create_dir_all(p.parent().unwrap()).unwrap();
                std::fs::write(&p, text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            }
        };
        for (file, body) in &bodies {
            write(file, body);
        }
        for (file, text) in &manifests {
            write(file, text);
        }
        // then remove what is no longer referenced (the old per-configuration copies included)
        for e in std::fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            if p.is_dir() && name == BODIES {
                for b in std::fs::read_dir(&p).unwrap() {
                    let b = b.unwrap().path();
                    let rel = format!("{BODIES}/{}", b.file_name().unwrap().to_string_lossy());
                    if !bodies.contains_key(&rel) {
                        if b.is_dir() { std::fs::remove_dir_all(&b) } else { std::fs::remove_file(&b) }.unwrap();
                    }
                }
            } else if p.is_dir() {
                std::fs::remove_dir_all(&p).unwrap();
            } else if !manifests.contains_key(&name) {
                std::fs::remove_file(&p).unwrap();
            }
        }
    });
}

#[test]
fn generated_rtl_matches_golden_files() {
    if blessing() {
        bless_once();
    }
    let dir = store();
    let mut failures = vec![];
    for (name, files) in generated() {
        let manifest = format!("{name}.manifest");
        let entries = match std::fs::read_to_string(dir.join(&manifest)) {
            Err(e) => {
                failures.push(format!("{name}: testbenches/golden/{manifest}: {e}"));
                continue;
            }
            Ok(t) => match parse_manifest(&t) {
                Err(e) => {
                    failures.push(format!("{name}: testbenches/golden/{manifest}: {e}"));
                    continue;
                }
                Ok(entries) => entries,
            },
        };
        let mut seen = BTreeSet::new();
        for e in &entries {
            if !seen.insert(e.path.as_str()) {
                failures.push(format!("{name}: {}: listed twice in {manifest}", e.path));
            }
            if !files.iter().any(|f| f.path == e.path) {
                failures.push(format!("{name}: {}: in {manifest} but no longer generated", e.path));
            }
        }
        for f in files {
            let Some(e) = entries.iter().find(|e| e.path == f.path) else {
                failures.push(format!("{name}: {}: generated but missing from {manifest}", f.path));
                continue;
            };
            let body = match std::fs::read_to_string(dir.join(&e.body)) {
                Ok(b) => b,
                Err(err) => {
                    failures.push(format!("{name}: {}: body testbenches/golden/{}: {err}", f.path, e.body));
                    continue;
                }
            };
            let golden = e.text(&body);
            if let Some(n) = first_difference(&golden, &f.text) {
                let at = if n <= e.header.len() {
                    format!("{manifest} line {}", e.line + n)
                } else {
                    format!("{}, line {}", e.body, n - e.header.len())
                };
                failures.push(format!(
                    "{name}: {}: differs from line {n} ({at})\n    golden:    {}\n    generated: {}",
                    f.path,
                    line_of(&golden, n),
                    line_of(&f.text, n)
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "generated files differ from testbenches/golden (review, then SWITCHGEN_BLESS=1 to accept):\n{}",
        failures.join("\n")
    );
}

/// The store holds one manifest per reference configuration and the bodies they reference,
/// nothing else: a body that no manifest references fails here, so stale copies cannot pile up.
#[test]
fn golden_store_has_no_stale_files() {
    if blessing() {
        bless_once();
    }
    let dir = store();
    let configs: BTreeSet<String> = config_names().into_iter().collect();
    let mut referenced = BTreeSet::new();
    let mut stale = vec![];
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        match name.strip_suffix(".manifest") {
            Some(config) if p.is_file() => {
                if !configs.contains(config) {
                    stale.push(format!("{name}: no testbenches/configs/{config}.json"));
                }
                match parse_manifest(&std::fs::read_to_string(&p).unwrap()) {
                    Ok(entries) => referenced.extend(entries.into_iter().map(|e| e.body)),
                    Err(err) => stale.push(format!("{name}: {err}")),
                }
            }
            _ if name == BODIES && p.is_dir() => {}
            _ => stale.push(format!("{name}: neither a manifest nor {BODIES}/")),
        }
    }
    let mut bodies = BTreeSet::new();
    if let Ok(rd) = std::fs::read_dir(dir.join(BODIES)) {
        for e in rd {
            let p = e.unwrap().path();
            let rel = format!("{BODIES}/{}", p.file_name().unwrap().to_string_lossy());
            match std::fs::read_to_string(&p) {
                Ok(text) => {
                    let h = short_hash(&text);
                    if hash_in_name(&rel) != Some(h.as_str()) {
                        stale.push(format!("{rel}: the hash in its name is not its text's ({h}): edited by hand?"));
                    }
                }
                Err(err) => stale.push(format!("{rel}: {err}")),
            }
            bodies.insert(rel);
        }
    }
    for b in bodies.difference(&referenced) {
        stale.push(format!("{b}: referenced by no manifest"));
    }
    for b in referenced.difference(&bodies) {
        stale.push(format!("{b}: referenced but missing"));
    }
    assert!(
        stale.is_empty(),
        "testbenches/golden holds stale or unexpected files (SWITCHGEN_BLESS=1 rewrites it):\n{}",
        stale.join("\n")
    );
}

#[test]
fn every_generated_file_has_the_header() {
    let p = switchgen_config::Params::new(switchgen_config::load(None, &[]).unwrap()).unwrap();
    for f in switchgen_generator::render_all(&p, "switchgen generate --out x").unwrap() {
        // FuseSoC reads a core's CAPI version from its first line: the header follows it there
        let text = if f.path == "switchgen.core" {
            f.text.strip_prefix("CAPI=2:\n").unwrap_or_else(|| panic!("switchgen.core must start with `CAPI=2:`:\n{}", f.text))
        } else {
            &f.text
        };
        let head: String = text.lines().take(3).collect::<Vec<_>>().join("\n");
        assert!(head.contains("Generated by switchgen") && head.contains("Do not edit"), "{}: {head}", f.path);
        assert!(head.contains("Regenerate: switchgen generate --out x"), "{}", f.path);
        let rtl = switchgen_generator::rtl_hash(&p).unwrap();
        assert!(head.contains(&format!("RTL {rtl}:")), "{}: {head}", f.path);
    }
}

/// Keys the RTL does not read (the hosts, the traffic, the simulation) change no generated file
/// and no RTL hash, so every co-simulation of one switch shares one Verilator build; keys it
/// reads change the hash.
#[test]
fn only_what_the_rtl_reads_changes_the_generated_files() {
    let gen = |set: &[&str]| {
        let mut v: Vec<String> = ["topology.kind=bmin", "topology.k=2", "topology.n=3", "switch.queue_scheme=recn", "switch.marking=none"].map(String::from).to_vec();
        v.extend(set.iter().map(|s| s.to_string()));
        let p = switchgen_config::Params::new(switchgen_config::load(None, &v).unwrap()).unwrap();
        let h = switchgen_generator::rtl_hash(&p).unwrap();
        let files: Vec<(String, String)> = switchgen_generator::render_all(&p, "x").unwrap().into_iter().map(|f| (f.path.to_string(), f.text)).collect();
        (h, files, switchgen_generator::render_cosim(&p).unwrap().into_iter().map(|f| f.text).collect::<Vec<_>>())
    };
    let base = gen(&[]);
    // `single` and `two_switch` do not read topology.k / topology.n
    let single = |k: &str| {
        let v: Vec<String> = ["topology.kind=single", "topology.ports=4", k].map(String::from).to_vec();
        let p = switchgen_config::Params::new(switchgen_config::load(None, &v).unwrap()).unwrap();
        switchgen_generator::render_all(&p, "x").unwrap().into_iter().map(|f| f.text).collect::<Vec<_>>()
    };
    assert!(single("topology.k=3") == single("topology.k=5"), "topology.k changed the files of a single switch");
    for other in [
        &["hosts.response=mvcm", "hosts.window=2"][..],
        &["hosts.response=self_tuned", "hosts.acks=false"],
        &["hosts.response=ib_cct", "hosts.cct.timer_cycles=50"],
        &["traffic.pattern=hotspot", "traffic.rate=0.9", "traffic.seed=7", "traffic.packet_flits=1..8"],
        &["sim.cycles=123", "sim.warmup_cycles=7", "sim.watchdog_cycles=99"],
    ] {
        let g = gen(other);
        assert_eq!(g.0, base.0, "{other:?} changed the RTL hash");
        for (a, b) in g.1.iter().zip(&base.1) {
            let line = a.1.lines().zip(b.1.lines()).position(|(x, y)| x != y).map(|l| l + 1);
            assert!(a == b, "{other:?} changed {} (line {line:?})", a.0);
        }
        assert!(g.2 == base.2, "{other:?} changed a co-simulation source");
    }
    for rtl_key in [&["switch.saqs=2"][..], &["switch.buffer_flits=16"], &["topology.n=2"], &["link.credit_delay=2"], &["switch.recn.variant=basic"]] {
        assert_ne!(gen(rtl_key).0, base.0, "{rtl_key:?} left the RTL hash as it was");
    }
}

#[test]
fn network_top_instantiates_every_switch_with_its_routing_table() {
    let p = switchgen_config::Params::new(switchgen_config::load(None, &["topology.kind=bmin".into()]).unwrap()).unwrap();
    let files = switchgen_generator::render_all(&p, "x").unwrap();
    let top = &files.iter().find(|f| f.path == "rtl/sg_network.v").unwrap().text;
    assert_eq!(top.matches("  sg_switch #(").count(), 48);
    // the top stage's up ports are open; every host link is wired both ways
    for h in [0, 17, 63] {
        assert!(top.contains(&format!("host_in_valid_i[{h}]")) && top.contains(&format!("host_out_credit_i[{h}]")));
    }
    // ROUTE_INIT of switch 0 (level 0, index 0): hosts 0..3 go down ports 0..3, host 4 goes up (port 4 + digit0(4)=4)
    let lit = top.split("ROUTE_INIT(").nth(1).unwrap().split(')').next().unwrap();
    let (bits, hex) = lit.split_once("'h").unwrap();
    assert_eq!(bits, "192"); // 64 destinations x 3 bits
    let v = u128::from_str_radix(&hex[hex.len() - 32..], 16).unwrap();
    let entry = |d: u32| (v >> (3 * d)) & 7;
    assert_eq!((entry(0), entry(1), entry(2), entry(3), entry(4), entry(5)), (0, 1, 2, 3, 4, 5));
}

/// Mode codes and status slots are compared with the named constants of `rtl/sg_defs.v`
/// (`SG_MARKING_*`, `SG_KEY_*`, `SG_QSEL_*`, `SG_STAT_*`), never with integer literals (issue 31).
#[test]
fn templates_compare_modes_with_named_constants() {
    let dir = root().join("rtl_templates");
    let mut bad = vec![];
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.extend(std::fs::read_dir(dir.join("prim")).unwrap().map(|e| e.unwrap().path()));
    for f in files.iter().filter(|f| f.extension().is_some_and(|e| e == "v")) {
        let text = std::fs::read_to_string(f).unwrap();
        for (n, full) in text.lines().enumerate() {
            // the code of the line, without its comment
            let line = full.split("//").next().unwrap_or("");
            for mode in ["MARKING", "KEY", "QSEL"] {
                let mut rest = line;
                while let Some(k) = rest.find(mode) {
                    let before = rest[..k].chars().last();
                    let after = rest[k + mode.len()..].trim_start();
                    let op = after.starts_with("==") || after.starts_with("!=");
                    let literal = op && after[2..].trim_start().starts_with(|c: char| c.is_ascii_digit());
                    if literal && !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
                        bad.push(format!("{}:{}: {}", f.display(), n + 1, full.trim()));
                    }
                    rest = &rest[k + mode.len()..];
                }
            }
            if line.contains("*NSTAT + ") && line.contains("mon_o[") && !line.contains("`SG_STAT_") {
                bad.push(format!("{}:{}: {}", f.display(), n + 1, full.trim()));
            }
        }
    }
    assert!(bad.is_empty(), "mode or status slot compared with a literal (use the SG_* constants of rtl/sg_defs.v):\n{}", bad.join("\n"));
}
