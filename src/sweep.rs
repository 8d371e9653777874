//! Load sweeps on the golden model, shared by `switchgen sweep` and `switchgen merge`
//! (docs/SWEEP.md): the sweep definition (`sweep.json`), its points and their ids, the point files
//! (`points/<id>.json`, written atomically), and the merged `results.csv`.
//!
//! A sweep is the cartesian product of its grids (in the order given, the last grid varying
//! fastest) times its seeds (fastest of all). Point `index` is its rank in that order over the
//! whole sweep, whatever the shard, so every shard, resume and merge names a point the same way.

use anyhow::Context;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use switchgen_config::{Config, ConfigError, Params};

/// Version of the `sweep.json` and point file layout.
pub const FORMAT: u32 = 1;

/// Most points a sweep may have.
pub const MAX_POINTS: u64 = 1_000_000;

/// Most seeds per grid point.
pub const MAX_SEEDS: u64 = 100_000;

/// The seed key of the configuration (`--seed-key` default).
pub const DEFAULT_SEED_KEY: &str = "traffic.seed";

/// One `--grid KEY=V1,V2,...`: a configuration key and the values it takes, as typed (each is
/// applied like `--set KEY=V`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Grid {
    pub key: String,
    pub values: Vec<String>,
}

/// The definition of a sweep, as stored in `DIR/sweep.json`. Two directories hold parts of the
/// same sweep exactly when their definitions are equal (the shard is not part of it).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SweepDef {
    /// [`FORMAT`].
    pub format: u32,
    /// The configuration file with the `--set` overrides applied, every key present.
    pub base_config: Value,
    /// The `--set` overrides, as typed (already in `base_config`; kept for the record).
    pub sets: Vec<String>,
    pub grids: Vec<Grid>,
    /// Configuration key that gets each point's seed.
    pub seed_key: String,
    /// Seeds run at every grid point: `seed_base`, `seed_base + 1`, ..., `seed_base + seeds - 1`.
    pub seeds: u64,
    /// The base configuration's value of `seed_key`.
    pub seed_base: u64,
    /// Points of the whole sweep: the product of the grid sizes times `seeds`.
    pub points: u64,
}

/// One point of a sweep.
#[derive(Debug, Clone, PartialEq)]
pub struct Point {
    /// Rank in the whole sweep (0-based).
    pub index: u64,
    /// `<index zero-padded>_<key=value_...>_seed<seed>`, safe as a file name.
    pub id: String,
    /// (key, value) of every grid, in the grids' order.
    pub grid: Vec<(String, String)>,
    pub seed: u64,
}

/// What `points/<id>.json` holds.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PointRecord {
    pub format: u32,
    pub index: u64,
    pub id: String,
    /// The point's grid values (key -> value as typed).
    pub grid: BTreeMap<String, String>,
    pub seed: u64,
    /// [`switchgen_config::config_hash`] of the point's configuration.
    pub config_hash: String,
    /// Wall-clock seconds of the model run.
    pub wall_seconds: f64,
    /// The switchgen version that ran the point (not checked on resume).
    pub switchgen_version: String,
    /// The results JSON exactly as `switchgen sim --json` writes it.
    pub results: Value,
}

/// State of a point's file in a directory.
#[derive(Debug)]
pub enum PointState {
    /// No file.
    Missing,
    /// A file of this point whose run finished without error.
    Done(Box<PointRecord>),
    /// A file of this point whose run stopped with an error (`results.error`).
    Failed(Box<PointRecord>),
    /// A file that does not parse or belongs to another point or configuration (the reason).
    Stale(String),
}

fn bad(key: &str, value: impl Into<String>, allowed: impl Into<String>) -> ConfigError {
    ConfigError::Invalid { key: key.into(), value: value.into(), allowed: allowed.into() }
}

/// Parses one `--grid KEY=V1,V2,...`. Errors: [`ConfigError::Invalid`] naming `--grid` when there
/// is no `=`, the key is not a dotted key, or a value is empty (the list included).
pub fn parse_grid(arg: &str) -> Result<Grid, ConfigError> {
    let allowed = "KEY=V1,V2,...: a dotted configuration key (docs/CONFIG.md), '=', and one or more comma-separated non-empty values";
    let (key, vals) = arg.split_once('=').ok_or_else(|| bad("--grid", arg, allowed))?;
    let key = key.trim();
    if key.is_empty() || key.split('.').any(|s| s.trim().is_empty()) {
        return Err(bad("--grid", arg, allowed));
    }
    let values: Vec<String> = vals.split(',').map(|v| v.trim().to_string()).collect();
    if values.iter().any(String::is_empty) {
        return Err(bad("--grid", arg, allowed));
    }
    if let Some(d) = values.iter().enumerate().find_map(|(i, v)| values[..i].contains(v).then_some(v)) {
        return Err(bad("--grid", arg, format!("each value once (`{d}` repeats)")));
    }
    Ok(Grid { key: key.to_string(), values })
}

/// Parses `--shard I/N` into (I, N). Errors: [`ConfigError::Invalid`] naming `--shard` unless I
/// and N are integers with 1 <= I <= N.
pub fn parse_shard(arg: &str) -> Result<(u64, u64), ConfigError> {
    let err = || bad("--shard", arg, "I/N with integers 1 <= I <= N (e.g. --shard 2/8)");
    let (i, n) = arg.split_once('/').ok_or_else(err)?;
    let (i, n): (u64, u64) = (i.trim().parse().map_err(|_| err())?, n.trim().parse().map_err(|_| err())?);
    if n >= 1 && (1..=n).contains(&i) {
        Ok((i, n))
    } else {
        Err(err())
    }
}

fn lookup<'a>(v: &'a Value, key: &str) -> Option<&'a Value> {
    key.split('.').try_fold(v, |v, k| v.get(k))
}

fn sanitize(s: &str) -> String {
    s.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | '=' | '+') { c } else { '-' }).collect()
}

impl SweepDef {
    /// The definition of a sweep of `base` (configuration file + `sets`, already applied) over
    /// `grids` x `seeds` seeds on `seed_key`.
    ///
    /// Errors: [`ConfigError::Invalid`] naming `--grid` (a key in two grids, or the seed key),
    /// `--seeds` (outside 1..=[`MAX_SEEDS`], or the total over [`MAX_POINTS`]) or `--seed-key` (not
    /// a key of the configuration holding an unsigned integer).
    pub fn new(base: &Config, sets: &[String], grids: Vec<Grid>, seed_key: &str, seeds: u64) -> Result<SweepDef, ConfigError> {
        let base_config = serde_json::to_value(base).expect("a configuration serializes");
        if !(1..=MAX_SEEDS).contains(&seeds) {
            return Err(bad("--seeds", seeds.to_string(), format!("1..={MAX_SEEDS} seeds per grid point")));
        }
        let seed_base = lookup(&base_config, seed_key)
            .and_then(Value::as_u64)
            .ok_or_else(|| bad("--seed-key", seed_key, format!("a configuration key holding an unsigned integer (default {DEFAULT_SEED_KEY})")))?;
        if seed_base.checked_add(seeds).is_none() {
            return Err(bad(seed_key, seed_base.to_string(), format!("at most {} with --seeds {seeds}", u64::MAX - seeds)));
        }
        for (i, g) in grids.iter().enumerate() {
            if g.key == seed_key {
                return Err(bad("--grid", g.key.as_str(), format!("a key other than the seed key {seed_key} (use --seeds N, and --set {seed_key}=BASE for the first seed)")));
            }
            if grids[..i].iter().any(|h| h.key == g.key) {
                return Err(bad("--grid", g.key.as_str(), "each key in one --grid only"));
            }
        }
        let points = grids
            .iter()
            .try_fold(seeds, |n, g| n.checked_mul(g.values.len() as u64))
            .filter(|&n| n <= MAX_POINTS)
            .ok_or_else(|| bad("--grid / --seeds", "their product", format!("at most {MAX_POINTS} points")))?;
        Ok(SweepDef { format: FORMAT, base_config, sets: sets.to_vec(), grids, seed_key: seed_key.to_string(), seeds, seed_base, points })
    }

    /// Point `index` (0 <= index < `points`): the last grid varies fastest, the seed faster still.
    pub fn point(&self, index: u64) -> Point {
        let seed = self.seed_base + index % self.seeds;
        let mut rest = index / self.seeds;
        let mut grid = vec![(String::new(), String::new()); self.grids.len()];
        for (i, g) in self.grids.iter().enumerate().rev() {
            let n = g.values.len() as u64;
            grid[i] = (g.key.clone(), g.values[(rest % n) as usize].clone());
            rest /= n;
        }
        let width = self.points.saturating_sub(1).to_string().len().max(4);
        let mut slug: String = grid.iter().map(|(k, v)| format!("{k}={v}_")).collect();
        slug = sanitize(&slug);
        slug.truncate(150);
        Point { index, id: format!("{index:0width$}_{slug}seed{seed}"), grid, seed }
    }

    /// Every point, in index order.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..self.points).map(|i| self.point(i))
    }

    /// The configuration of `pt`: the base configuration, its grid values, its seed (checked for
    /// known keys and types, not yet validated). Errors: the configuration's [`ConfigError`] naming
    /// the key and value.
    pub fn config(&self, pt: &Point) -> Result<Config, ConfigError> {
        let mut v = self.base_config.clone();
        for (k, x) in &pt.grid {
            switchgen_config::apply_override(&mut v, &format!("{k}={x}"))?;
        }
        switchgen_config::apply_override(&mut v, &format!("{}={}", self.seed_key, pt.seed))?;
        switchgen_config::from_value(&v)
    }

    /// The validated parameters of `pt`. Errors: the first invalid key, naming it, its value and
    /// the allowed range.
    pub fn params(&self, pt: &Point) -> Result<Params, ConfigError> {
        Params::new(self.config(pt)?)
    }

    /// `DIR/sweep.json`.
    pub fn path(dir: &Path) -> PathBuf {
        dir.join("sweep.json")
    }

    /// Reads `DIR/sweep.json`. Errors: unreadable or not a sweep definition.
    pub fn read(dir: &Path) -> anyhow::Result<SweepDef> {
        let path = Self::path(dir);
        let text = fs::read_to_string(&path).with_context(|| format!("reading {} (is {} a sweep output directory?)", path.display(), dir.display()))?;
        serde_json::from_str(&text).with_context(|| format!("{} is not a sweep definition", path.display()))
    }

    /// The first field where `other` differs from this definition, as a dotted path (config keys
    /// included, e.g. `base_config.traffic.rate`); None when equal.
    pub fn first_difference(&self, other: &SweepDef) -> Option<String> {
        let a = serde_json::to_value(self).expect("serializes");
        let b = serde_json::to_value(other).expect("serializes");
        // the fields in the order they are given on the command line; `points` follows from them
        ["format", "base_config", "sets", "grids", "seed_key", "seeds", "seed_base", "points"]
            .iter()
            .find_map(|k| first_diff(&a[k], &b[k], k))
    }

    /// Writes `DIR/sweep.json` when absent; when present it must hold this definition. Errors:
    /// I/O, or a different sweep in `dir` (naming the first differing field).
    pub fn claim(&self, dir: &Path) -> anyhow::Result<()> {
        let path = Self::path(dir);
        if path.exists() {
            let old = Self::read(dir)?;
            if let Some(f) = old.first_difference(self) {
                anyhow::bail!(
                    "{} holds another sweep (`{f}` differs); use another output directory, or delete this one to start over",
                    dir.display()
                );
            }
            return Ok(());
        }
        crate::report::write_file_atomic(&path, (serde_json::to_string_pretty(self)? + "\n").as_bytes())
    }
}

fn first_diff(a: &Value, b: &Value, at: &str) -> Option<String> {
    let join = |k: &str| if at.is_empty() { k.to_string() } else { format!("{at}.{k}") };
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let keys: std::collections::BTreeSet<&String> = x.keys().chain(y.keys()).collect();
            keys.into_iter().find_map(|k| match (x.get(k), y.get(k)) {
                (Some(p), Some(q)) => first_diff(p, q, &join(k)),
                _ => Some(join(k)),
            })
        }
        _ if a == b => None,
        _ => Some(if at.is_empty() { "(whole file)".into() } else { at.to_string() }),
    }
}

/// `DIR/points`.
pub fn points_dir(dir: &Path) -> PathBuf {
    dir.join("points")
}

/// `DIR/points/<id>.json`.
pub fn point_path(dir: &Path, pt: &Point) -> PathBuf {
    points_dir(dir).join(format!("{}.json", pt.id))
}

/// Removes the temporary files (`*.tmp-<pid>`, from [`crate::report::write_file_atomic`]) in `dir` left by interrupted runs: those whose
/// process no longer runs on this machine (Linux: no `/proc/<pid>`). Elsewhere they stay; they are
/// never read either way. Returns how many were removed.
pub fn clean_temps(dir: &Path) -> usize {
    let Ok(entries) = fs::read_dir(dir) else { return 0 };
    let proc = Path::new("/proc/self").exists();
    let mut n = 0;
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        let Some(pid) = name.rsplit_once(".tmp-").and_then(|(_, p)| p.parse::<u32>().ok()) else { continue };
        if proc && pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists() && fs::remove_file(e.path()).is_ok() {
            n += 1;
        }
    }
    n
}

/// Reads the file of `pt` in `dir` and checks that it is this point's, run with the configuration
/// whose [`switchgen_config::config_hash`] is `hash`.
pub fn point_state(dir: &Path, pt: &Point, hash: &str) -> PointState {
    let path = point_path(dir, pt);
    let text = match fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return PointState::Missing,
        Err(e) => return PointState::Stale(format!("unreadable: {e}")),
    };
    let rec: PointRecord = match serde_json::from_str(&text) {
        Ok(r) => r,
        Err(e) => return PointState::Stale(format!("does not parse: {e}")),
    };
    let grid: BTreeMap<String, String> = pt.grid.iter().cloned().collect();
    if rec.format != FORMAT || rec.index != pt.index || rec.id != pt.id || rec.grid != grid || rec.seed != pt.seed {
        return PointState::Stale("another point's file".into());
    }
    if rec.config_hash != hash {
        return PointState::Stale("run with another configuration".into());
    }
    if rec.results.get("error").is_some_and(|e| !e.is_null()) {
        PointState::Failed(Box::new(rec))
    } else {
        PointState::Done(Box::new(rec))
    }
}

/// The result columns of `results.csv` after index, id, the grid keys and seed: (column, path in
/// the results JSON). Throughputs in flits/host/cycle over the measurement window, latencies in
/// cycles from generation to delivery, counts of data packets unless named otherwise.
pub const RESULT_COLUMNS: &[(&str, &str)] = &[
    ("offered", "offered"),
    ("accepted", "throughput"),
    ("latency_avg", "latency.avg"),
    ("latency_p50", "latency.p50"),
    ("latency_p99", "latency.p99"),
    ("latency_max", "latency.max"),
    ("delivered_packets", "delivered_packets"),
    ("generated_packets", "generated_packets"),
    ("in_flight_packets", "in_flight_packets"),
    ("acks_delivered", "acks_delivered"),
    ("fecn_packets", "fecn_packets"),
    ("mb_packets", "mb_packets"),
    ("vb_packets", "vb_packets"),
    ("becn_acks", "becn_acks"),
    ("switch_marked", "switch_status.totals.marked"),
    ("switch_full_events", "switch_status.totals.full_events"),
    ("measured_cycles", "cycles"),
    ("simulated_cycles", "simulated_cycles"),
];

/// The last columns: wall-clock time of the point's run (seconds) and simulated cycles per
/// second. They alone differ between two runs of the same sweep.
pub const TIMING_COLUMNS: &[&str] = &["wall_seconds", "cycles_per_second"];

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// A JSON scalar as CSV text: integers as integers, other numbers in Rust's shortest round-trip
/// form (the same bits always give the same text), null as empty.
fn csv_value(v: Option<&Value>) -> String {
    match v {
        Some(Value::Number(n)) => n.as_u64().map(|u| u.to_string()).or_else(|| n.as_i64().map(|i| i.to_string())).unwrap_or_else(|| format!("{}", n.as_f64().unwrap_or(f64::NAN))),
        Some(Value::String(s)) => csv_field(s),
        Some(Value::Bool(b)) => b.to_string(),
        _ => String::new(),
    }
}

/// What [`write_csv`] found.
#[derive(Debug, Default)]
pub struct CsvSummary {
    pub path: PathBuf,
    /// Rows written (finished and failed points).
    pub rows: u64,
    /// Of the rows: points whose run stopped with an error.
    pub failed: u64,
    /// Points of the sweep with no usable file, in index order.
    pub missing: Vec<Point>,
}

/// Writes `DIR/results.csv` (atomically) from every point file in `DIR/points` that belongs to
/// `def` (right point, same configuration hash), in index order: `index,id,<grid keys>,seed`,
/// [`RESULT_COLUMNS`], `error`, then [`TIMING_COLUMNS`]. The same point files always give the
/// same bytes. Errors: an invalid point configuration (cannot happen for a definition `sweep`
/// wrote) or I/O.
pub fn write_csv(dir: &Path, def: &SweepDef) -> anyhow::Result<CsvSummary> {
    let mut s = String::from("index,id");
    for g in &def.grids {
        s += &format!(",{}", csv_field(&g.key));
    }
    s += ",seed";
    for (c, _) in RESULT_COLUMNS {
        s += &format!(",{c}");
    }
    s += ",error";
    for c in TIMING_COLUMNS {
        s += &format!(",{c}");
    }
    s += "\n";
    let mut sum = CsvSummary { path: dir.join("results.csv"), ..Default::default() };
    for pt in def.points() {
        let hash = switchgen_config::config_hash(&def.config(&pt)?);
        let rec = match point_state(dir, &pt, &hash) {
            PointState::Done(r) => r,
            PointState::Failed(r) => {
                sum.failed += 1;
                r
            }
            PointState::Missing | PointState::Stale(_) => {
                sum.missing.push(pt);
                continue;
            }
        };
        sum.rows += 1;
        let r = &rec.results;
        s += &format!("{},{}", pt.index, csv_field(&pt.id));
        for (_, v) in &pt.grid {
            s += &format!(",{}", csv_field(v));
        }
        s += &format!(",{}", pt.seed);
        for (_, path) in RESULT_COLUMNS {
            s += &format!(",{}", csv_value(lookup(r, path)));
        }
        s += &format!(",{}", csv_value(r.get("error")));
        let cps = r.get("simulated_cycles").and_then(Value::as_f64).unwrap_or(0.0) / rec.wall_seconds.max(1e-9);
        s += &format!(",{:.6},{:.0}\n", rec.wall_seconds, cps);
    }
    crate::report::write_file_atomic(&sum.path, s.as_bytes())?;
    Ok(sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(grids: &[&str], seeds: u64) -> SweepDef {
        let g = grids.iter().map(|a| parse_grid(a).unwrap()).collect();
        SweepDef::new(&Config::default(), &[], g, DEFAULT_SEED_KEY, seeds).unwrap()
    }

    #[test]
    fn points_enumerate_last_grid_fastest_then_seed() {
        let d = def(&["switch.queue_scheme=fifo,voq_sw", "traffic.rate=0.1,0.2,0.3"], 2);
        assert_eq!(d.points, 12);
        let all: Vec<Point> = d.points().collect();
        let key = |p: &Point| (p.grid[0].1.clone(), p.grid[1].1.clone(), p.seed);
        let mut expect = vec![];
        for q in ["fifo", "voq_sw"] {
            for r in ["0.1", "0.2", "0.3"] {
                for s in [1, 2] {
                    expect.push((q.to_string(), r.to_string(), s));
                }
            }
        }
        assert_eq!(all.iter().map(key).collect::<Vec<_>>(), expect);
        assert_eq!(all[7].id, "0007_switch.queue_scheme=voq_sw_traffic.rate=0.1_seed2");
        let ids: std::collections::BTreeSet<&String> = all.iter().map(|p| &p.id).collect();
        assert_eq!(ids.len(), 12);
    }

    #[test]
    fn grid_and_shard_errors_name_the_option() {
        for a in ["traffic.rate", "traffic.rate=", "traffic.rate=0.1,,0.2", "=0.1", "a..b=1", "traffic.rate=0.1,0.1"] {
            let e = parse_grid(a).unwrap_err().to_string();
            assert!(e.contains("--grid") && e.contains(a), "{a}: {e}");
        }
        for a in ["0/3", "4/3", "1/0", "x/2", "2", "1/-1"] {
            let e = parse_shard(a).unwrap_err().to_string();
            assert!(e.contains("--shard") && e.contains(a), "{a}: {e}");
        }
        assert_eq!(parse_shard(" 3/8").unwrap(), (3, 8));
    }

    #[test]
    fn seeds_start_at_the_base_seed() {
        let mut c = Config::default();
        c.traffic.seed = 41;
        let d = SweepDef::new(&c, &[], vec![], DEFAULT_SEED_KEY, 3).unwrap();
        let seeds: Vec<u64> = d.points().map(|p| p.seed).collect();
        assert_eq!(seeds, [41, 42, 43]);
        assert_eq!(d.config(&d.point(2)).unwrap().traffic.seed, 43);
    }
}
