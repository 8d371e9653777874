//! `switchgen sweep` and `switchgen merge`: model-only runs over a grid of configurations x seeds,
//! resumable and sharded (docs/SWEEP.md). The definition, point ids, point files and the CSV are
//! in `crate::sweep`.

use crate::cli::{ConfigArgs, SweepArgs};
use crate::experiment;
use crate::report;
use crate::sweep::{self, Point, PointRecord, PointState, SweepDef};
use anyhow::Context;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use switchgen_config::Params;
use switchgen_model::network::Network;

/// A point this run is responsible for.
struct Job {
    pt: Point,
    p: Params,
    hash: String,
}

/// How a point's run ended: None, or why it failed (model error, panic, or writing its file), and
/// its wall time in seconds.
struct Outcome {
    error: Option<String>,
    secs: f64,
}

/// `switchgen sweep`: validates every point of the sweep, then runs the points of this shard that
/// have no finished file in `--out/points` on `--threads` threads, each writing its file when it
/// finishes, and writes `--out/results.csv` from every finished point present.
///
/// Exit status 0, or 1 when a point failed. Errors: an invalid `--grid`, `--shard`, `--seeds`,
/// `--seed-key` or point configuration (a [`switchgen_config::ConfigError`] naming the key, value
/// and allowed range; exit status 2, nothing written), an output directory holding another
/// sweep, or I/O.
pub fn sweep(cfg: &ConfigArgs, a: &SweepArgs) -> anyhow::Result<ExitCode> {
    let t_start = Instant::now();
    let grids = a.grids.iter().map(|g| sweep::parse_grid(g)).collect::<Result<Vec<_>, _>>()?;
    let shard = a.shard.as_deref().map(sweep::parse_shard).transpose()?;
    let base = switchgen_config::load(cfg.config.as_deref(), &cfg.set)?;
    let def = SweepDef::new(&base, &cfg.set, grids, &a.seed_key, a.seeds)?;
    // every point of the whole sweep is validated before anything is written or run
    let mut jobs = vec![];
    for pt in def.points() {
        let p = def.params(&pt)?;
        let mine = match shard {
            Some((i, n)) => pt.index % n == i - 1,
            None => true,
        };
        if mine {
            let hash = switchgen_config::config_hash(&p.cfg);
            jobs.push(Job { pt, p, hash });
        }
    }
    let in_shard = jobs.len();

    let points_dir = sweep::points_dir(&a.out);
    std::fs::create_dir_all(&points_dir).with_context(|| format!("creating {}", points_dir.display()))?;
    def.claim(&a.out)?;
    let temps_removed = sweep::clean_temps(&points_dir);
    let (mut skipped, mut stale) = (0usize, 0usize);
    let mut todo = vec![];
    let mut done_before = vec![];
    for j in jobs {
        match sweep::point_state(&a.out, &j.pt, &j.hash) {
            PointState::Done(_) => {
                skipped += 1;
                done_before.push((j.pt.index, j.pt.id.clone()));
            }
            PointState::Missing | PointState::Failed(_) => todo.push(j),
            PointState::Stale(why) => {
                eprintln!("warning: {}: {why}; running the point again", sweep::point_path(&a.out, &j.pt).display());
                stale += 1;
                todo.push(j);
            }
        }
    }
    // longest runs first (stable: index order among equals), so the last thread does not lag
    todo.sort_by_key(|j| std::cmp::Reverse(experiment::cost(&j.p)));
    let threads = experiment::threads(a.threads);
    let total: u64 = todo.iter().map(|j| j.p.cfg.sim.cycles).sum();
    let shard_text = shard.map(|(i, n)| format!("{i}/{n}"));
    eprintln!(
        "sweep: {} points ({}{} seeds){}; {skipped} already done, {} to run ({total} cycles) on {threads} threads",
        def.points,
        def.grids.iter().map(|g| format!("{} x ", g.values.len())).collect::<String>(),
        def.seeds,
        shard_text.as_ref().map(|s| format!(", shard {s}: {in_shard} points")).unwrap_or_default(),
        todo.len(),
    );
    let pb = report::progress(total, a.quiet, "sweep");
    let outcomes = experiment::run_parallel(&todo, threads, &pb, |j, tick| {
        let o = run_point(&a.out, j, tick);
        if let Some(e) = &o.error {
            pb.suspend(|| eprintln!("point {} failed: {e}", j.pt.id));
        }
        o
    });
    pb.finish_and_clear();
    let failed = outcomes.iter().filter(|o| o.error.is_some()).count();
    let run = outcomes.len();
    if let Some(path) = &a.junit {
        let mut cases: Vec<(u64, crate::junit::Case)> = todo
            .iter()
            .zip(&outcomes)
            .map(|(j, o)| (j.pt.index, crate::junit::Case { name: j.pt.id.clone(), classname: "sweep".into(), seconds: o.secs, failure: o.error.clone(), note: None }))
            .collect();
        cases.extend(done_before.iter().map(|(i, id)| {
            (*i, crate::junit::Case { name: id.clone(), classname: "sweep".into(), seconds: 0.0, failure: None, note: Some("finished in an earlier run (kept)".into()) })
        }));
        cases.sort_by_key(|(i, _)| *i);
        let cases: Vec<_> = cases.into_iter().map(|(_, c)| c).collect();
        crate::junit::write(path, &format!("switchgen sweep {}", a.out.display()), &cases)?;
    }

    let csv = sweep::write_csv(&a.out, &def)?;
    let secs = t_start.elapsed().as_secs_f64();
    let last = serde_json::json!({
        "shard": shard_text,
        "threads": threads,
        "points_in_sweep": def.points,
        "points_in_shard": in_shard,
        "run": run,
        "skipped": skipped,
        "failed": failed,
        "stale_rerun": stale,
        "temps_removed": temps_removed,
        "csv_rows": csv.rows,
        "wall_seconds": secs,
    });
    crate::report::write_file_atomic(&a.out.join("last_run.json"), (serde_json::to_string_pretty(&last)? + "\n").as_bytes())?;

    println!("\nsweep {} in {secs:.1} s", a.out.display());
    println!("{:<28} {:>8}", "points in the sweep", def.points);
    if let Some(s) = &shard_text {
        println!("{:<28} {:>8}", format!("points in shard {s}"), in_shard);
    }
    println!("{:<28} {:>8}", "run", run);
    println!("{:<28} {:>8}", "skipped (already done)", skipped);
    println!("{:<28} {:>8}", "failed", failed);
    if stale + temps_removed > 0 {
        println!("(rerun {stale} points whose file was stale; removed {temps_removed} temporary files of interrupted runs)");
    }
    print_csv_summary(&csv, &def);
    Ok(if failed > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// Runs one point on the model and writes its file atomically. A model error is recorded in the
/// file (`results.error`); a panic of the model is caught and recorded the same way.
fn run_point(dir: &Path, j: &Job, tick: &dyn Fn(u64)) -> Outcome {
    let t0 = Instant::now();
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut net = Network::model(&j.p);
        let mut last = 0;
        let res = net.run(j.p.cfg.sim.cycles, |c| {
            tick(c - last);
            last = c;
        });
        tick(net.cycle - last);
        let secs = t0.elapsed().as_secs_f64();
        super::sim::results_json(&j.p, &net, res.err().map(|e| e.to_string()), secs).map(|r| (r, secs))
    }));
    let (results, wall_seconds) = match run {
        Ok(Ok(x)) => x,
        Ok(Err(e)) => return Outcome { error: Some(format!("{e:#}")), secs: t0.elapsed().as_secs_f64() },
        Err(panic) => {
            let msg = panic.downcast_ref::<String>().cloned().or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default();
            (serde_json::json!({ "error": format!("the model panicked: {msg}") }), t0.elapsed().as_secs_f64())
        }
    };
    let error = results.get("error").and_then(|e| e.as_str()).map(String::from);
    let rec = PointRecord {
        format: sweep::FORMAT,
        index: j.pt.index,
        id: j.pt.id.clone(),
        grid: j.pt.grid.iter().cloned().collect(),
        seed: j.pt.seed,
        config_hash: j.hash.clone(),
        wall_seconds,
        switchgen_version: env!("CARGO_PKG_VERSION").to_string(),
        results,
    };
    let written = serde_json::to_string_pretty(&rec)
        .map_err(anyhow::Error::from)
        .and_then(|text| crate::report::write_file_atomic(&sweep::point_path(dir, &j.pt), (text + "\n").as_bytes()));
    match written {
        Ok(()) => Outcome { error, secs: wall_seconds },
        Err(e) => Outcome { error: Some(format!("{e:#}")), secs: wall_seconds },
    }
}

fn print_csv_summary(csv: &sweep::CsvSummary, def: &SweepDef) {
    println!("results: {} ({} of {} points{})", csv.path.display(), csv.rows, def.points, if csv.failed > 0 { format!(", {} with an error", csv.failed) } else { String::new() });
}

/// `switchgen merge`: copies the point files of `dirs` (output directories of one sweep, e.g. its
/// shards) into `out/points`, writes `out/sweep.json` and `out/results.csv` (as `sweep` does), and
/// warns about points of the sweep no directory has.
///
/// A point already finished in `out` is kept; otherwise the first directory with a finished file
/// of it wins (then the first with a failed one). Exit status 0, or 1 with `require_complete`
/// when points are missing. Errors: a directory without a readable `sweep.json`, directories
/// holding different sweeps (naming the first differing field), `out` holding another sweep, or
/// I/O.
pub fn merge(out: &Path, dirs: &[PathBuf], require_complete: bool) -> anyhow::Result<ExitCode> {
    let first = dirs.first().context("no directory to merge")?;
    let def = SweepDef::read(first)?;
    for d in &dirs[1..] {
        if let Some(f) = def.first_difference(&SweepDef::read(d)?) {
            anyhow::bail!(
                "{} and {} hold different sweeps (`{f}` differs in their sweep.json); merge only directories of one sweep (its shards)",
                first.display(),
                d.display()
            );
        }
    }
    let points_dir = sweep::points_dir(out);
    std::fs::create_dir_all(&points_dir).with_context(|| format!("creating {}", points_dir.display()))?;
    def.claim(out)?;
    sweep::clean_temps(&points_dir);
    let (mut copied, mut kept, mut stale) = (0u64, 0u64, 0u64);
    for pt in def.points() {
        let hash = switchgen_config::config_hash(&def.config(&pt)?);
        if matches!(sweep::point_state(out, &pt, &hash), PointState::Done(_)) {
            kept += 1;
            continue;
        }
        let (mut done, mut failed) = (None, None);
        for d in dirs {
            match sweep::point_state(d, &pt, &hash) {
                PointState::Done(_) => {
                    done = Some(d);
                    break;
                }
                PointState::Failed(_) => failed = failed.or(Some(d)),
                PointState::Stale(_) => stale += 1,
                PointState::Missing => {}
            }
        }
        let Some(src) = done.or(failed) else { continue };
        let (from, to) = (sweep::point_path(src, &pt), sweep::point_path(out, &pt));
        if same_file(&from, &to) {
            kept += 1;
            continue;
        }
        let bytes = std::fs::read(&from).with_context(|| format!("reading {}", from.display()))?;
        crate::report::write_file_atomic(&to, &bytes)?;
        copied += 1;
    }
    let csv = sweep::write_csv(out, &def)?;
    println!("merged {} directories into {}: {copied} point files copied, {kept} already there", dirs.len(), out.display());
    if stale > 0 {
        println!("(ignored {stale} point files that belong to another point or configuration)");
    }
    print_csv_summary(&csv, &def);
    if !csv.missing.is_empty() {
        let shown: Vec<&str> = csv.missing.iter().take(5).map(|p| p.id.as_str()).collect();
        eprintln!(
            "warning: {} of {} points missing (e.g. {}{})",
            csv.missing.len(),
            def.points,
            shown.join(", "),
            if csv.missing.len() > shown.len() { ", ..." } else { "" }
        );
        if require_complete {
            eprintln!("error: --require-complete: the sweep is incomplete");
            return Ok(ExitCode::from(1));
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn same_file(a: &Path, b: &Path) -> bool {
    matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y)
}
