//! The Verilator build cache heals itself (issue 32 item 6): a cache entry damaged after it was
//! built (here: its `libsg_switch_cosim.so` truncated, then one byte flipped) used to make every
//! later `switchgen cosim` of that switch fail until the user deleted it; now the next run finds
//! the entry does not match the size and SHA-256 in its `build.json`, says so in one line,
//! rebuilds it and passes. And an interrupted `cosim` (SIGINT, exit 130) says the cycle it
//! stopped at. A build under a parent make keeps its own `-j` (not the parent's jobserver,
//! which it cannot reach). Needs Verilator (`make setup`); every run uses a private temporary
//! `SWITCHGEN_CACHE`.

use sha2::Digest;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

/// The single 4-port switch of the fast tier's assertion and JUnit tests (so ccache shares their
/// objects), for a few thousand cycles.
const ARGS: [&str; 6] = ["cosim", "-q", "--config", "testbenches/configs/ref_single4_opm.json", "--set", "sim.cycles=4000"];

/// The two tests build the same switch; one at a time, the second compiles from ccache.
static SERIAL: Mutex<()> = Mutex::new(());

fn switchgen(cache: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_switchgen"));
    // what `make test` builds at (docs/TESTING.md)
    c.env("SWITCHGEN_CACHE", cache).env("SWITCHGEN_VERILATOR_OPT", "-O0");
    c
}

/// `switchgen cosim` with [`ARGS`]: (exit code, stdout + stderr, seconds).
fn cosim(cache: &Path) -> (i32, String, f64) {
    let t = std::time::Instant::now();
    let o = switchgen(cache).args(ARGS).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
    (o.status.code().unwrap_or(-1), text, t.elapsed().as_secs_f64())
}

/// The only finished entry of the cache: its directory.
fn only_entry(cache: &Path) -> PathBuf {
    let v = cache.join("verilator");
    let names: Vec<String> = std::fs::read_dir(&v).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(names.len(), 1, "one entry and nothing else (no temporary or moved-aside directory): {names:?}");
    v.join(&names[0])
}

/// The library's size and SHA-256 as `build.json` records them, and as they are on disk.
fn recorded_and_actual(entry: &Path) -> ((u64, String), (u64, String)) {
    let rec: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(entry.join("build.json")).unwrap()).unwrap();
    let f = &rec["files"]["libsg_switch_cosim.so"];
    let recorded = (f["bytes"].as_u64().unwrap(), f["sha256"].as_str().unwrap().to_string());
    let bytes = std::fs::read(entry.join("libsg_switch_cosim.so")).unwrap();
    let actual = (bytes.len() as u64, sha2::Sha256::digest(&bytes).iter().map(|b| format!("{b:02x}")).collect());
    (recorded, actual)
}

/// The notice lines of a run.
fn notices(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.contains("build cache entry")).collect()
}

/// A run after damage: passes, says once which entry was corrupt and why (`why`: the reason, or
/// its beginning), rebuilt it (not a cache hit), and the rebuilt library matches its record
/// again.
fn assert_healed(cache: &Path, entry: &Path, why: &str) -> f64 {
    let (code, out, secs) = cosim(cache);
    assert_eq!(code, 0, "the run after the damage fails:\n{out}");
    let n = notices(&out);
    assert_eq!(n.len(), 1, "one notice:\n{out}");
    let head = format!("switchgen: build cache entry {} is corrupt ({why}", entry.display());
    assert!(n[0].starts_with(&head) && n[0].ends_with("); rebuilding"), "expected {head}...); rebuilding:\n{out}");
    assert!(out.contains("  built in ") && out.contains("0 divergences"), "rebuilt and passed:\n{out}");
    assert_eq!(only_entry(cache), entry, "rebuilt under the same key");
    let (rec, act) = recorded_and_actual(entry);
    assert_eq!(rec, act, "the rebuilt library matches its record");
    switchgen_cosim::verilator::verify_entry(entry, "libsg_switch_cosim.so").unwrap();
    secs
}

#[test]
fn corrupt_cache_entry_is_rebuilt_with_a_notice() {
    let _serial = SERIAL.lock().unwrap_or_else(|p| p.into_inner());
    let d = tempfile::tempdir().unwrap();
    let cache = d.path().join("cache");
    let (code, out, cold) = cosim(&cache);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("  built in ") && notices(&out).is_empty(), "{out}");
    let entry = only_entry(&cache);
    let so = entry.join("libsg_switch_cosim.so");
    let (rec, act) = recorded_and_actual(&entry);
    assert_eq!(rec, act, "build.json records the library's size and SHA-256");
    let size = rec.0;

    // truncated (the case: `file too short`, exit 1, on every run until deleted)
    std::fs::OpenOptions::new().write(true).open(&so).unwrap().set_len(size / 2).unwrap();
    let t1 = assert_healed(&cache, &entry, &format!("libsg_switch_cosim.so is {} bytes, the build record says {size}", size / 2));

    // one byte changed, same size: only the checksum sees it
    let mut bytes = std::fs::read(&so).unwrap();
    let k = bytes.len() / 2;
    bytes[k] ^= 0x01;
    std::fs::write(&so, &bytes).unwrap();
    let (rec, act) = recorded_and_actual(&entry);
    assert_eq!(rec.0, act.0);
    let why = format!("libsg_switch_cosim.so has SHA-256 {}..., the build record says {}...", &act.1[..12], &rec.1[..12]);
    let t2 = assert_healed(&cache, &entry, &why);

    // a library that matches its record but does not load (as after a change to a system library
    // it links against; here: 40 bytes, recorded as such): dlopen fails, the entry is rebuilt
    std::fs::OpenOptions::new().write(true).open(&so).unwrap().set_len(40).unwrap();
    let rec_path = entry.join("build.json");
    let mut rec: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&rec_path).unwrap()).unwrap();
    let act = recorded_and_actual(&entry).1;
    rec["files"]["libsg_switch_cosim.so"] = serde_json::json!({ "bytes": act.0, "sha256": act.1 });
    std::fs::write(&rec_path, format!("{rec}\n")).unwrap();
    switchgen_cosim::verilator::verify_entry(&entry, "libsg_switch_cosim.so").unwrap();
    let t3 = assert_healed(&cache, &entry, "dlopen failed: ");

    // what verification costs on a cache hit: one read and SHA-256 of the library
    let t = std::time::Instant::now();
    for _ in 0..20 {
        switchgen_cosim::verilator::verify_entry(&entry, "libsg_switch_cosim.so").unwrap();
    }
    let verify_ms = t.elapsed().as_secs_f64() * 1e3 / 20.0;
    eprintln!("verify_entry: {verify_ms:.2} ms for a {} KiB library", recorded_and_actual(&entry).0 .0 / 1024);

    // sound again: a plain cache hit, no notice
    let (code, out, hit) = cosim(&cache);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("  cached in ") && notices(&out).is_empty(), "{out}");
    eprintln!("cold run {cold:.1} s, healed after truncation {t1:.1} s, after a flipped byte {t2:.1} s, after a failed dlopen {t3:.1} s, cache hit {hit:.1} s");
}

/// SIGINT while the lockstep loop runs: exit 130 and a line with the cycle reached.
#[test]
fn interrupted_cosim_says_the_cycle_it_stopped_at() {
    let _serial = SERIAL.lock().unwrap_or_else(|p| p.into_inner());
    let d = tempfile::tempdir().unwrap();
    let cache = d.path().join("cache");
    let total = 20_000_000u64;
    let mut args = ARGS.to_vec();
    let cycles = format!("sim.cycles={total}");
    *args.last_mut().unwrap() = &cycles;
    let mut sg = switchgen(&cache).args(&args).stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap();
    let mut err = std::io::BufReader::new(sg.stderr.take().unwrap());
    let mut text = String::new();
    // the model is ready when the build line is out; the loop starts right after
    loop {
        let mut line = String::new();
        if err.read_line(&mut line).unwrap() == 0 {
            panic!("cosim ended before its build finished:\n{text}");
        }
        text += &line;
        if line.contains(" built in ") || line.contains(" cached in ") {
            break;
        }
    }
    std::thread::sleep(std::time::Duration::from_millis(1500));
    // SAFETY: kill(2) on the child we spawned; no memory is touched.
    assert_eq!(unsafe { libc::kill(sg.id() as i32, libc::SIGINT) }, 0);
    let status = sg.wait().unwrap();
    std::io::Read::read_to_string(&mut err, &mut text).unwrap();
    assert_eq!(status.code(), Some(130), "exit status after SIGINT; stderr:\n{text}");
    let line = text.lines().find(|l| l.starts_with("interrupted: cosim stopped at cycle ")).unwrap_or_else(|| panic!("no cycle line:\n{text}"));
    let cycle: u64 = line["interrupted: cosim stopped at cycle ".len()..].split(' ').next().unwrap().parse().unwrap();
    assert!(cycle > 0 && cycle < total, "{line}");
    assert_eq!(line, format!("interrupted: cosim stopped at cycle {cycle} of {total} ({cycle} cycles compared, no divergence)"));
    eprintln!("{line}");
}

/// Under a parallel parent make (`make test`, `make -j4 demo`), the Verilator build compiles with its own
/// `-j`: MAKEFLAGS names the parent's jobserver, whose descriptors the build does not inherit,
/// and GNU make fell back to one job with "jobserver unavailable: using -j1" (every switch of
/// `make test` was compiled on one core). A cold build under such a MAKEFLAGS must not say it.
#[test]
fn build_under_a_parent_make_keeps_its_own_jobs() {
    let _one = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let o = switchgen(&cache).env("MAKEFLAGS", "-j2 --jobserver-auth=3,4").env("MFLAGS", "-j2 --jobserver-auth=3,4").args(ARGS).output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{out}");
    let log = std::fs::read_to_string(only_entry(&cache).join("build.log")).unwrap();
    assert!(log.contains(" -j "), "Verilator is given its jobs:\n{log}");
    assert!(!log.contains("jobserver unavailable"), "the build fell back to one job:\n{log}");
}

/// A switch large enough that Verilator splits its C++ into several files compiled with a
/// precompiled header (a small one is one `__ALL.cpp` without a PCH): the 8-CFQ FBICM switch.
const PCH_ARGS: [&str; 6] = ["cosim", "-q", "--config", "testbenches/configs/ref_single4_fbicm8.json", "--set", "sim.cycles=3000"];

/// Under clang (the fast tier's compiler when installed), the same switch built into two
/// Verilator caches that share one ccache: the second build's precompiled header must not be
/// the first build's (a clang PCH names its headers by absolute path, inside the first build's
/// directory, which is gone), or its compile stops with "malformed or corrupted AST file".
/// Planted faults that change only a switch's .cpp files hit this in a CI-like run while
/// PCHs were built without their timestamp. Without clang++ or ccache on PATH there is nothing
/// to check (`make setup` installs both; `make test` uses clang only when it is there).
#[test]
fn clang_build_with_the_headers_of_a_cached_build_does_not_reuse_its_pch() {
    let _one = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    use switchgen_cosim::verilator::on_path;
    if !on_path("clang++") || !on_path("ccache") {
        eprintln!("clang++ or ccache not on PATH: nothing to check");
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let ccache = tmp.path().join("ccache");
    for cache in ["first", "second"] {
        let cache = tmp.path().join(cache);
        let o = switchgen(&cache).env("SWITCHGEN_VERILATOR_CXX", "clang++").env("CCACHE_DIR", &ccache).args(PCH_ARGS).output().unwrap();
        let out = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
        let log = std::fs::read_to_string(only_entry(&cache).join("build.log")).unwrap_or_default();
        assert_eq!(o.status.code(), Some(0), "{}: {out}\n{log}", cache.display());
        assert!(log.contains("CXX=clang++"), "built with clang:\n{log}");
        assert!(log.contains("-include-pch"), "built with a precompiled header:\n{log}");
    }
}
