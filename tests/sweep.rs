//! `switchgen sweep` and `switchgen merge` (docs/SWEEP.md), run as the built binary on a single
//! 4-port switch (3,000 cycles a point): 2 queue schemes x 3 loads x 2 seeds = 12 points.
//! An interrupted-then-resumed sweep and a 3-shard sweep merged afterwards must give the CSV of
//! an uninterrupted sweep, byte for byte apart from the timing columns; bad options write nothing.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const CONFIG: &str = r#"{
  "topology": { "kind": "single", "ports": 4 },
  "traffic": { "pattern": "uniform" },
  "sim": { "cycles": 3000, "warmup_cycles": 500 }
}"#;

const GRIDS: &[&str] = &["--grid", "switch.queue_scheme=fifo,voq_sw", "--grid", "traffic.rate=0.2,0.5,0.8"];
const POINTS: usize = 12;

fn switchgen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_switchgen")).args(args).output().expect("switchgen runs")
}

struct Sweep {
    tmp: tempfile::TempDir,
}

impl Sweep {
    fn new() -> Sweep {
        let tmp = tempfile::tempdir().unwrap();
        fs::write(tmp.path().join("config.json"), CONFIG).unwrap();
        Sweep { tmp }
    }

    fn dir(&self, name: &str) -> PathBuf {
        self.tmp.path().join(name)
    }

    /// `switchgen sweep` of the test grid into `name` with `extra` options; panics unless it
    /// succeeds.
    fn run(&self, name: &str, extra: &[&str]) -> Output {
        let out = self.run_raw(name, extra);
        assert!(out.status.success(), "sweep {extra:?} failed: {}", String::from_utf8_lossy(&out.stderr));
        out
    }

    fn run_raw(&self, name: &str, extra: &[&str]) -> Output {
        let cfg = self.tmp.path().join("config.json");
        let dir = self.dir(name);
        let mut args = vec!["sweep", "-q", "--config", cfg.to_str().unwrap(), "--threads", "2", "-o", dir.to_str().unwrap()];
        if !extra.contains(&"--seeds") {
            args.extend(["--seeds", "2"]);
        }
        args.extend(GRIDS);
        args.extend(extra);
        switchgen(&args)
    }
}

/// The CSV without its last two (timing) columns, after checking that they are the timing ones.
fn csv_without_timing(dir: &Path) -> String {
    let text = fs::read_to_string(dir.join("results.csv")).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut out = String::new();
    for (i, line) in text.lines().enumerate() {
        let f: Vec<&str> = line.split(',').collect();
        if i == 0 {
            assert_eq!(f[f.len() - 2..], ["wall_seconds", "cycles_per_second"], "timing columns last");
        }
        out += &f[..f.len() - 2].join(",");
        out.push('\n');
    }
    out
}

fn column(csv: &str, name: &str) -> Vec<String> {
    let mut lines = csv.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    let k = head.iter().position(|h| *h == name).unwrap_or_else(|| panic!("no column {name} in {head:?}"));
    lines.map(|l| l.split(',').nth(k).unwrap().to_string()).collect()
}

fn last_run(dir: &Path) -> serde_json::Value {
    serde_json::from_str(&fs::read_to_string(dir.join("last_run.json")).unwrap()).unwrap()
}

fn point_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir.join("points")).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "json")).collect();
    v.sort();
    v
}

/// The reference: one uninterrupted sweep, checked to cover the grid with distinct results.
fn reference(s: &Sweep) -> String {
    s.run("full", &[]);
    let csv = csv_without_timing(&s.dir("full"));
    assert_eq!(csv.lines().count(), POINTS + 1, "{csv}");
    assert_eq!(point_files(&s.dir("full")).len(), POINTS);
    let mut combos: Vec<String> = csv.lines().skip(1).map(|l| l.split(',').skip(2).take(3).collect::<Vec<_>>().join(",")).collect();
    combos.sort();
    combos.dedup();
    assert_eq!(combos.len(), POINTS, "every (scheme, load, seed) once: {csv}");
    assert_eq!(column(&csv, "index"), (0..POINTS).map(|i| i.to_string()).collect::<Vec<_>>());
    // the results depend on the point (so equal CSVs below mean something)
    let mut accepted = column(&csv, "accepted");
    accepted.sort();
    accepted.dedup();
    assert!(accepted.len() >= 6, "accepted throughput barely varies: {accepted:?}");
    assert!(column(&csv, "error").iter().all(String::is_empty), "{csv}");
    csv
}

#[test]
fn resumed_sweep_skips_finished_points_and_gives_the_same_csv() {
    let s = Sweep::new();
    let full = reference(&s);
    s.run("resumed", &[]);
    let dir = s.dir("resumed");
    let files = point_files(&dir);
    // an interrupt: 4 points never written, one written half (as if the machine died mid-write
    // without the rename protocol), and a temporary file left behind
    for f in files.iter().step_by(3) {
        fs::remove_file(f).unwrap();
    }
    let half = &files[1];
    let text = fs::read(half).unwrap();
    fs::write(half, &text[..text.len() / 2]).unwrap();
    fs::write(dir.join("points").join(format!("{}.tmp-999999", files[0].file_name().unwrap().to_string_lossy())), &text).unwrap();
    let kept: Vec<(PathBuf, Vec<u8>, std::time::SystemTime)> = point_files(&dir)
        .into_iter()
        .filter(|f| f != half)
        .map(|f| (f.clone(), fs::read(&f).unwrap(), fs::metadata(&f).unwrap().modified().unwrap()))
        .collect();
    assert_eq!(kept.len(), POINTS - 5);
    std::thread::sleep(std::time::Duration::from_millis(20));

    let out = s.run("resumed", &[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lr = last_run(&dir);
    assert_eq!(lr["skipped"], kept.len(), "{lr}");
    assert_eq!(lr["run"], 5, "{lr}");
    assert_eq!(lr["stale_rerun"], 1, "{lr}");
    let skipped_line = stdout.lines().find(|l| l.starts_with("skipped")).unwrap_or_else(|| panic!("{stdout}"));
    assert_eq!(skipped_line.split_whitespace().last(), Some(kept.len().to_string().as_str()), "{stdout}");
    for (f, bytes, mtime) in &kept {
        assert_eq!(&fs::read(f).unwrap(), bytes, "{} rewritten", f.display());
        assert_eq!(&fs::metadata(f).unwrap().modified().unwrap(), mtime, "{} touched", f.display());
    }
    assert_eq!(point_files(&dir).len(), POINTS);
    assert_eq!(csv_without_timing(&dir), full);

    // a third run has nothing left to do
    s.run("resumed", &[]);
    assert_eq!(last_run(&dir)["skipped"], POINTS);
    assert_eq!(last_run(&dir)["run"], 0);
    assert_eq!(csv_without_timing(&dir), full);
}

#[test]
fn three_shards_merged_give_the_same_csv() {
    let s = Sweep::new();
    let full = reference(&s);
    let mut dirs = vec![];
    for i in 1..=3 {
        let name = format!("shard{i}");
        s.run(&name, &["--shard", &format!("{i}/3")]);
        let dir = s.dir(&name);
        assert_eq!(last_run(&dir)["points_in_shard"], 4);
        let idx: Vec<usize> = column(&csv_without_timing(&dir), "index").iter().map(|x| x.parse().unwrap()).collect();
        assert_eq!(idx.len(), 4);
        assert!(idx.iter().all(|k| k % 3 == i - 1), "shard {i}/3 ran {idx:?}");
        dirs.push(dir.to_str().unwrap().to_string());
    }
    // the shards' CSVs together are the full CSV
    let mut rows: Vec<String> = dirs.iter().flat_map(|d| csv_without_timing(Path::new(d)).lines().skip(1).map(String::from).collect::<Vec<_>>()).collect();
    rows.sort_by_key(|r| r.split(',').next().unwrap().parse::<usize>().unwrap());
    assert_eq!(rows, full.lines().skip(1).collect::<Vec<_>>());

    let merged = s.dir("merged");
    let mut args = vec!["merge", "--require-complete", "-o", merged.to_str().unwrap()];
    args.extend(dirs.iter().map(String::as_str));
    let out = switchgen(&args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(csv_without_timing(&merged), full);
    assert_eq!(point_files(&merged).len(), POINTS);
    // the point files are copies
    for f in point_files(&merged) {
        let src = dirs.iter().map(|d| Path::new(d).join("points").join(f.file_name().unwrap())).find(|p| p.exists()).unwrap();
        assert_eq!(fs::read(&f).unwrap(), fs::read(src).unwrap());
    }
    // merged sweep.json is the shards' definition
    assert_eq!(fs::read(merged.join("sweep.json")).unwrap(), fs::read(Path::new(&dirs[0]).join("sweep.json")).unwrap());

    // two shards of three: 4 points missing, reported, and fatal with --require-complete
    let part = s.dir("part");
    let out = switchgen(&["merge", "-o", part.to_str().unwrap(), &dirs[0], &dirs[2]]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("4 of 12 points missing"), "{err}");
    assert_eq!(csv_without_timing(&part).lines().count(), 1 + 8);
    let out = switchgen(&["merge", "--require-complete", "-o", part.to_str().unwrap(), &dirs[0], &dirs[2]]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));

    // a directory of another sweep (3 seeds) is refused, naming the field
    s.run("other", &["--seeds", "3", "--shard", "1/3"]);
    let bad = s.dir("badmerge");
    let out = switchgen(&["merge", "-o", bad.to_str().unwrap(), &dirs[0], s.dir("other").to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("different sweeps") && err.contains("`seeds`"), "{err}");
    assert!(!bad.join("results.csv").exists());
}

#[test]
fn a_stale_temporary_file_is_not_taken_as_finished() {
    let s = Sweep::new();
    let full = reference(&s);
    s.run("t", &[]);
    let dir = s.dir("t");
    let victim = point_files(&dir)[5].clone();
    let name = victim.file_name().unwrap().to_string_lossy().to_string();
    // a complete, valid point file under a temporary name, the finished name gone
    let tmp = dir.join("points").join(format!("{name}.tmp-999999"));
    fs::rename(&victim, &tmp).unwrap();
    s.run("t", &[]);
    let lr = last_run(&dir);
    assert_eq!(lr["run"], 1, "{lr}");
    assert_eq!(lr["skipped"], POINTS - 1, "{lr}");
    assert!(victim.exists());
    assert!(!tmp.exists(), "the leftover of a dead process is removed");
    assert_eq!(csv_without_timing(&dir), full);

    // a finished-looking name whose content is another point's is run again, too
    let files = point_files(&dir);
    fs::copy(&files[0], &files[1]).unwrap();
    s.run("t", &[]);
    assert_eq!(last_run(&dir)["run"], 1);
    assert_eq!(csv_without_timing(&dir), full);
}

#[test]
fn bad_options_name_the_field_and_write_nothing() {
    let s = Sweep::new();
    let cases: &[(&[&str], &[&str])] = &[
        (&["--grid", "traffic.rate"], &["--grid", "traffic.rate", "KEY=V1,V2"]),
        (&["--grid", "traffic.rate="], &["--grid", "traffic.rate="]),
        (&["--grid", "hosts.window=1,,2"], &["--grid", "hosts.window=1,,2"]),
        (&["--grid", "traffic.load=0.1,0.2"], &["unknown key", "traffic.load"]),
        (&["--grid", "hosts.window=2,0"], &["hosts.window", "= 0", "1..=1024"]),
        (&["--grid", "hosts.window=two"], &["hosts.window", "two"]),
        (&["--set", "hosts.window=2000"], &["hosts.window", "= 2000", "1..=1024"]),
        (&["--shard", "0/3"], &["--shard", "0/3", "1 <= I <= N"]),
        (&["--shard", "4/3"], &["--shard", "4/3"]),
        (&["--shard", "two"], &["--shard", "two"]),
        (&["--seeds", "0"], &["--seeds", "= 0"]),
        (&["--seed-key", "sim.seed"], &["--seed-key", "sim.seed"]),
        (&["--grid", "traffic.seed=1,2"], &["--grid", "traffic.seed"]),
    ];
    for (extra, expect) in cases {
        let out = s.run_raw("bad", extra);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{extra:?}: {err}");
        for e in *expect {
            assert!(err.contains(e), "{extra:?}: `{e}` not in: {err}");
        }
        assert!(!err.contains("panicked"), "{err}");
        assert!(!s.dir("bad").exists(), "{extra:?} wrote {}", s.dir("bad").display());
    }
    // a key error in the configuration file
    let cfg = s.dir("bad.json");
    fs::write(&cfg, r#"{"traffic": {"load": 0.3}}"#).unwrap();
    let out = switchgen(&["sweep", "-q", "--config", cfg.to_str().unwrap(), "--grid", "traffic.rate=0.1", "-o", s.dir("bad").to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("traffic.load"), "{err}");
    assert!(!s.dir("bad").exists());
    // an output directory of another sweep is refused before anything runs
    s.run("one", &[]);
    let before = fs::read(s.dir("one").join("results.csv")).unwrap();
    let out = s.run_raw("one", &["--seeds", "3"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("another sweep") && err.contains("`seeds`"), "{err}");
    assert_eq!(fs::read(s.dir("one").join("results.csv")).unwrap(), before);
    assert_eq!(point_files(&s.dir("one")).len(), POINTS);
}
