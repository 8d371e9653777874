//! `switchgen plot sweep` and `switchgen plot series` (docs/SWEEP.md, "Plotting"). Reading,
//! saturation and drawing are in `crate::plot`; this file checks the options, renders every file
//! in memory, and only then writes them (atomically), so bad input writes nothing.

use crate::cli::PlotCmd;
use crate::plot::{self, Format, InputError, Saturation, SweepData, SweepSpec};
use crate::report::write_file_atomic;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub fn run(which: PlotCmd) -> anyhow::Result<ExitCode> {
    match which {
        PlotCmd::Sweep { input, out, x, series, latency, drop_percent, knee_factor, latency_scale, format } => {
            let spec = SweepSpec { x, series, latency };
            sweep(&input, out.as_deref(), &spec, drop_percent, knee_factor, latency_scale, &formats(&format))
        }
        PlotCmd::Series { inputs, out, labels, latency_scale, format } => series(&inputs, out.as_deref(), &labels, latency_scale, &formats(&format)),
    }
}

/// The formats, each once, in the order given.
fn formats(f: &[Format]) -> Vec<Format> {
    let mut v = vec![];
    for x in f {
        if !v.contains(x) {
            v.push(*x);
        }
    }
    v
}

fn bad(msg: String) -> anyhow::Error {
    InputError(msg).into()
}

/// Writes `files` (name, bytes) into `dir`, each atomically; prints what was written.
fn write_all(dir: &Path, files: &[(String, Vec<u8>)]) -> anyhow::Result<()> {
    for (name, bytes) in files {
        write_file_atomic(&dir.join(name), bytes)?;
    }
    let names: Vec<&str> = files.iter().map(|f| f.0.as_str()).collect();
    println!("written to {}/: {}", dir.display(), names.join(", "));
    Ok(())
}

fn opt(x: Option<f64>) -> String {
    x.map(|v| format!("{v:.4}")).unwrap_or_else(|| "-".into())
}

/// `plot sweep`: see [`crate::cli::PlotCmd::Sweep`].
fn sweep(input: &Path, out: Option<&Path>, spec: &SweepSpec, drop_percent: f64, knee_factor: f64, scale: plot::Scale, fmts: &[Format]) -> anyhow::Result<ExitCode> {
    if !(drop_percent > 0.0 && drop_percent < 100.0) {
        return Err(bad(format!("--drop-percent {drop_percent}: allowed 0 < PCT < 100")));
    }
    if !(knee_factor > 1.0 && knee_factor.is_finite()) {
        return Err(bad(format!("--knee-factor {knee_factor}: allowed a finite number > 1")));
    }
    if !input.exists() {
        return Err(bad(format!("{}: no such file or directory (expected a sweep output directory or its results.csv)", input.display())));
    }
    let d = SweepData::read(input, spec)?;
    let drop = drop_percent / 100.0;
    let sats: Vec<Saturation> = d.curves.iter().map(|c| plot::saturation(c, drop, knee_factor)).collect();
    let out: PathBuf = match out {
        Some(o) => o.to_path_buf(),
        None if input.is_dir() => input.join("plots"),
        None => d.csv.parent().map(|p| p.join("plots")).unwrap_or_else(|| PathBuf::from("plots")),
    };
    if d.skipped > 0 {
        eprintln!("warning: {}: left out {} rows whose run stopped with an error or whose results are empty", d.csv.display(), d.skipped);
    }
    if !d.averaged_keys.is_empty() {
        eprintln!("warning: averaging over {} as well (grid keys that are neither --x nor --series)", d.averaged_keys.join(", "));
    }

    let (thr, lat) = plot::sweep_charts(&d, &spec.x, &spec.latency, &sats, drop, knee_factor, scale);
    let name = d.csv.parent().and_then(|p| p.file_name()).map(|n| n.to_string_lossy().to_string());
    let title = format!("sweep {}", name.unwrap_or_else(|| d.csv.display().to_string()));
    let mut files = vec![];
    for f in fmts {
        files.push((format!("throughput.{}", f.ext()), plot::render(&title, std::slice::from_ref(&thr), *f)?));
        files.push((format!("latency.{}", f.ext()), plot::render(&title, std::slice::from_ref(&lat), *f)?));
    }
    let entries: Vec<serde_json::Value> = d
        .curves
        .iter()
        .zip(&sats)
        .map(|(c, s)| {
            let mut v = serde_json::to_value(s).expect("serializes");
            v["series"] = c.name.clone().into();
            v["values"] = c.values.iter().map(|(k, x)| (k.clone(), serde_json::Value::from(x.clone()))).collect::<serde_json::Map<_, _>>().into();
            v
        })
        .collect();
    let json = serde_json::json!({
        "source": d.csv.display().to_string(),
        "x": spec.x,
        "series_keys": d.series_keys,
        "latency_column": spec.latency,
        "drop_percent": drop_percent,
        "knee_factor": knee_factor,
        "definition": format!(
            "saturation_load: the lowest offered load ({}) at which the mean over seeds of accepted / offered falls below {} (accepted more than {drop_percent} % below offered), interpolated linearly between the grid points around the crossing (null: not within the grid; saturated_at_lowest_load: already at the lowest load); saturation_accepted: mean accepted throughput there (flits/host/cycle); max_accepted: the highest mean accepted throughput over the grid, at max_accepted_load; zero_load_latency: mean {} (cycles) at the lowest load; latency_knee_load: the lowest load where mean {} exceeds {knee_factor} x zero_load_latency (interpolated linearly in log latency)",
            spec.x, 1.0 - drop, spec.latency, spec.latency
        ),
        "curves": entries,
    });
    files.push(("saturation.json".into(), (serde_json::to_string_pretty(&json)? + "\n").into_bytes()));
    files.push(("curves.csv".into(), curves_csv(&d, &spec.x).into_bytes()));

    println!("\nsaturation per curve ({}; loads in {}):", d.csv.display(), spec.x);
    println!(
        "{:<20} {:>6} {:>10} {:>12} {:>12} {:>10} {:>12} {:>10}",
        "series", "points", "sat. load", "sat. accept", "max accepted", "at load", "0-load lat", "knee load"
    );
    for (c, s) in d.curves.iter().zip(&sats) {
        println!(
            "{:<20} {:>6} {:>10} {:>12} {:>12.4} {:>10} {:>12.1} {:>10}",
            c.name,
            format!("{}x{}", s.points, s.seeds),
            format!("{}{}", if s.saturated_at_lowest_load { "<=" } else { "" }, opt(s.saturation_load)),
            opt(s.saturation_accepted),
            s.max_accepted,
            format!("{}", s.max_accepted_load),
            s.zero_load_latency,
            opt(s.latency_knee_load),
        );
    }
    println!(
        "(sat. load: accepted more than {drop_percent} % below offered; knee: {} above {knee_factor} x its value at the lowest load; - = not within the grid)",
        spec.latency
    );
    write_all(&out, &files)?;
    Ok(ExitCode::SUCCESS)
}

fn field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// One row per curve and x: the series values, x, seeds, and mean/min/max of offered, accepted
/// and the latency column.
fn curves_csv(d: &SweepData, x: &str) -> String {
    let mut s = String::from("series");
    for k in &d.series_keys {
        s += &format!(",{}", field(k));
    }
    s += &format!(",{},seeds,offered,accepted,accepted_min,accepted_max,latency,latency_min,latency_max\n", field(x));
    for c in &d.curves {
        for p in &c.points {
            s += &field(&c.name);
            for (_, v) in &c.values {
                s += &format!(",{}", field(v));
            }
            s += &format!(
                ",{},{},{},{},{},{},{},{},{}\n",
                p.x, p.n, p.offered.mean, p.accepted.mean, p.accepted.min, p.accepted.max, p.latency.mean, p.latency.min, p.latency.max
            );
        }
    }
    s
}

/// `plot series`: see [`crate::cli::PlotCmd::Series`].
fn series(inputs: &[PathBuf], out: Option<&Path>, labels: &[String], scale: plot::Scale, fmts: &[Format]) -> anyhow::Result<ExitCode> {
    if labels.len() > inputs.len() {
        return Err(bad(format!("{} --label given for {} runs: at most one per run", labels.len(), inputs.len())));
    }
    let mut runs = vec![];
    for (i, path) in inputs.iter().enumerate() {
        let mut r = plot::read_run(path)?;
        if let Some(l) = labels.get(i) {
            r.label = l.clone();
        }
        runs.push(r);
    }
    let first = &inputs[0];
    let dir: PathBuf = match out {
        Some(o) => o.to_path_buf(),
        None if first.is_dir() => first.clone(),
        None => first.parent().filter(|p| !p.as_os_str().is_empty()).map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from(".")),
    };
    let stem = if inputs.len() == 1 && !first.is_dir() {
        format!("{}-timeseries", first.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default())
    } else {
        "timeseries".to_string()
    };
    let title = if runs.len() == 1 { format!("time series: {}", runs[0].label) } else { format!("time series of {} runs", runs.len()) };
    let (thr, lat) = plot::series_charts(&runs, scale);
    let mut files = vec![];
    for f in fmts {
        files.push((format!("{stem}.{}", f.ext()), plot::render(&title, &[thr.clone(), lat.clone()], *f)?));
    }
    write_all(&dir, &files)?;
    Ok(ExitCode::SUCCESS)
}
