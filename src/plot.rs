//! `switchgen plot` (docs/SWEEP.md, "Plotting"): load curves of a sweep and time series of single
//! runs, drawn with plotters as SVG and PNG.
//!
//! - [`SweepData::read`] reads a sweep's `results.csv`, groups its rows into one [`Curve`] per
//!   value of the series keys (default: every grid key but the x key), averages each x over the
//!   seeds and keeps their spread (min, max).
//! - [`saturation`] estimates each curve's saturation point: the offered load at which the
//!   accepted throughput falls below `1 - drop` times the offered load (interpolated between grid
//!   points), the peak accepted throughput, and the latency knee (the load at which the latency
//!   exceeds `knee_factor` times the zero-load latency).
//! - [`Chart`] is what one panel shows; [`render`] draws panels stacked vertically as SVG text or a
//!   PNG image (an RGB bitmap encoded with the `png` crate).
//!
//! Text in PNGs is rasterized with DejaVu Sans embedded in the binary ([`register_fonts`]), so no
//! system font (fontconfig) is looked up, and a machine without fonts renders the same image.
//! Bad input (missing or empty file, unknown column, a value that is not a number, an option out
//! of range) is an [`InputError`]: exit status 2, nothing written.

use anyhow::Context;
use plotters::coord::ranged1d::{AsRangedCoord, Ranged, ValueFormatter};
use plotters::coord::Shift;
use plotters::prelude::*;
use serde_json::Value;
use std::path::{Path, PathBuf};

pub use crate::cmd::UsageError as InputError;

fn input_err(msg: impl Into<String>) -> anyhow::Error {
    InputError(msg.into()).into()
}

/// DejaVu Sans 2.37 (Bitstream Vera license, `assets/fonts/LICENSE-DejaVu.txt`).
static DEJAVU_SANS: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");

/// Registers the embedded DejaVu Sans as plotters' `sans-serif`, `serif` and `monospace` families
/// (once per process). Every drawing function calls it first: with plotters' `ab_glyph` text
/// backend a family that is not registered is an error, and no system font is ever searched.
pub fn register_fonts() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        for family in ["sans-serif", "serif", "monospace"] {
            // the embedded file is a valid font (unit test `png_text_is_rendered_from_the_embedded_font`)
            let _ = plotters::style::register_font(family, FontStyle::Normal, DEJAVU_SANS);
        }
    });
}

/// Output format of a plot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Svg,
    Png,
}

impl Format {
    pub fn ext(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
        }
    }
}

/// Scale of a latency axis.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Scale {
    Log,
    Linear,
}

// ---------------------------------------------------------------------------------------------
// CSV

/// A CSV file: header and rows (with their line numbers, for messages).
#[derive(Debug)]
pub struct Csv {
    pub path: PathBuf,
    pub header: Vec<String>,
    pub rows: Vec<(usize, Vec<String>)>,
}

/// Splits CSV text into records (RFC 4180: fields in double quotes may hold commas, newlines and
/// `""`). Returns (line number where the record starts, fields). Errors: an unterminated quote.
fn parse_csv(text: &str) -> Result<Vec<(usize, Vec<String>)>, String> {
    let mut out = vec![];
    let (mut rec, mut field) = (vec![], String::new());
    let (mut line, mut start) = (1usize, 1usize);
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    let mut any = false;
    while let Some(c) = chars.next() {
        if quoted {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => quoted = false,
                '\n' => {
                    line += 1;
                    field.push(c);
                }
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' if field.is_empty() => {
                quoted = true;
                any = true;
            }
            ',' => {
                rec.push(std::mem::take(&mut field));
                any = true;
            }
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' => {
                if any || !field.is_empty() {
                    rec.push(std::mem::take(&mut field));
                    out.push((start, std::mem::take(&mut rec)));
                }
                any = false;
                line += 1;
                start = line;
            }
            _ => {
                field.push(c);
                any = true;
            }
        }
    }
    if quoted {
        return Err(format!("line {start}: a quoted field is not closed"));
    }
    if any || !field.is_empty() {
        rec.push(field);
        out.push((start, rec));
    }
    Ok(out)
}

impl Csv {
    /// Reads `path`. Errors ([`InputError`]): unreadable, empty (no header), a row whose field
    /// count differs from the header's.
    pub fn read(path: &Path) -> anyhow::Result<Csv> {
        let text = std::fs::read_to_string(path).map_err(|e| input_err(format!("cannot read {}: {e}", path.display())))?;
        let mut recs = parse_csv(&text).map_err(|e| input_err(format!("{}: {e}", path.display())))?.into_iter();
        let Some((_, header)) = recs.next() else {
            return Err(input_err(format!("{} is empty: no header line", path.display())));
        };
        let header: Vec<String> = header.into_iter().map(|h| h.trim().to_string()).collect();
        let mut rows = vec![];
        for (line, r) in recs {
            if r.len() != header.len() {
                return Err(input_err(format!("{} line {line}: {} fields, the header has {}", path.display(), r.len(), header.len())));
            }
            rows.push((line, r));
        }
        Ok(Csv { path: path.to_path_buf(), header, rows })
    }

    /// Index of column `name`. Errors ([`InputError`]): no such column, naming the file and its
    /// columns; `what` says which option asked for it.
    pub fn column(&self, name: &str, what: &str) -> anyhow::Result<usize> {
        self.header.iter().position(|h| h == name).ok_or_else(|| {
            input_err(format!("{}: no column `{name}` ({what}); its columns: {}", self.path.display(), self.header.join(", ")))
        })
    }

    /// The grid keys of a sweep's results.csv: the columns between `id` and `seed` (or, without
    /// them, the columns before `offered` other than `index`).
    pub fn grid_keys(&self) -> Vec<String> {
        let h = &self.header;
        let from = h.iter().position(|c| c == "id").map(|i| i + 1).unwrap_or(0);
        let to = h.iter().position(|c| c == "seed").or_else(|| h.iter().position(|c| c == "offered")).unwrap_or(from);
        h.get(from..to.max(from)).unwrap_or_default().iter().filter(|c| *c != "index" && *c != "id").cloned().collect()
    }
}

// ---------------------------------------------------------------------------------------------
// Sweep curves

/// Mean, min and max of one quantity over the seeds of a point.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stat {
    pub mean: f64,
    pub min: f64,
    pub max: f64,
}

impl Stat {
    fn of(v: &[f64]) -> Stat {
        let n = v.len().max(1) as f64;
        Stat {
            mean: v.iter().sum::<f64>() / n,
            min: v.iter().copied().fold(f64::INFINITY, f64::min),
            max: v.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        }
    }
}

/// One x of a curve, over its seeds.
#[derive(Debug, Clone, PartialEq)]
pub struct CurvePoint {
    pub x: f64,
    /// Rows (seeds) averaged.
    pub n: usize,
    /// Measured offered load, flits/host/cycle.
    pub offered: Stat,
    /// Accepted throughput, flits/host/cycle.
    pub accepted: Stat,
    /// The latency column, cycles.
    pub latency: Stat,
}

/// One curve: the rows with the same values of the series keys, by increasing x.
#[derive(Debug, Clone, PartialEq)]
pub struct Curve {
    /// Legend text: the value (one series key) or `key=value ...` (several); `all` with none.
    pub name: String,
    /// (series key, value).
    pub values: Vec<(String, String)>,
    pub points: Vec<CurvePoint>,
}

/// What to read from a results.csv.
#[derive(Debug, Clone)]
pub struct SweepSpec {
    /// Column of the x axis (offered load), e.g. `traffic.rate`.
    pub x: String,
    /// Columns whose values make one curve each; empty = every grid key but `x`.
    pub series: Vec<String>,
    /// Latency column, e.g. `latency_avg`.
    pub latency: String,
}

/// The curves of a sweep.
#[derive(Debug)]
pub struct SweepData {
    pub csv: PathBuf,
    pub series_keys: Vec<String>,
    pub curves: Vec<Curve>,
    /// Rows left out: their run stopped with an error, or a result is empty.
    pub skipped: usize,
    /// Grid keys that are neither x nor series keys and vary: averaged over like the seeds.
    pub averaged_keys: Vec<String>,
}

fn num(csv: &Csv, line: usize, col: &str, v: &str) -> anyhow::Result<Option<f64>> {
    let v = v.trim();
    if v.is_empty() {
        return Ok(None);
    }
    match v.parse::<f64>() {
        Ok(x) if x.is_finite() => Ok(Some(x)),
        _ => Err(input_err(format!("{} line {line}: column `{col}` = `{v}` is not a finite number", csv.path.display()))),
    }
}

impl SweepData {
    /// Reads `path` (a results.csv, or a sweep directory holding one) into curves. Errors
    /// ([`InputError`]): missing or empty file, a column of `spec` or `offered`/`accepted` missing,
    /// the x key among the series keys, a non-numeric value, no row left to plot.
    pub fn read(path: &Path, spec: &SweepSpec) -> anyhow::Result<SweepData> {
        let file = if path.is_dir() {
            let f = path.join("results.csv");
            if !f.is_file() {
                return Err(input_err(format!(
                    "{} holds no results.csv (write it with `switchgen sweep -o {0}` or `switchgen merge`)",
                    path.display()
                )));
            }
            f
        } else {
            path.to_path_buf()
        };
        let csv = Csv::read(&file)?;
        let grid = csv.grid_keys();
        let ix = csv.column(&spec.x, "--x")?;
        let series_keys: Vec<String> = if spec.series.is_empty() { grid.iter().filter(|k| **k != spec.x).cloned().collect() } else { spec.series.clone() };
        if series_keys.contains(&spec.x) {
            return Err(input_err(format!("--series {}: that is the x axis (--x); choose another key", spec.x)));
        }
        let is: Vec<usize> = series_keys.iter().map(|k| csv.column(k, "--series")).collect::<anyhow::Result<_>>()?;
        let (io, ia) = (csv.column("offered", "offered load")?, csv.column("accepted", "accepted throughput")?);
        let il = csv.column(&spec.latency, "--latency")?;
        let ie = csv.header.iter().position(|h| h == "error");
        let others: Vec<(String, usize)> = grid.iter().filter(|k| **k != spec.x && !series_keys.contains(k)).map(|k| (k.clone(), csv.column(k, "grid").unwrap_or(0))).collect();

        // (series values, x) -> rows of (offered, accepted, latency), in first-appearance order
        type Rows = Vec<(f64, Vec<[f64; 3]>, Vec<Vec<String>>)>;
        let mut groups: Vec<(Vec<String>, Rows)> = vec![];
        let mut skipped = 0;
        for (line, r) in &csv.rows {
            if ie.is_some_and(|i| !r[i].trim().is_empty()) {
                skipped += 1;
                continue;
            }
            let x = num(&csv, *line, &spec.x, &r[ix])?
                .ok_or_else(|| input_err(format!("{} line {line}: column `{}` (--x) is empty", csv.path.display(), spec.x)))?;
            let (o, a, l) = (num(&csv, *line, "offered", &r[io])?, num(&csv, *line, "accepted", &r[ia])?, num(&csv, *line, &spec.latency, &r[il])?);
            let (Some(o), Some(a), Some(l)) = (o, a, l) else {
                skipped += 1;
                continue;
            };
            let key: Vec<String> = is.iter().map(|&i| r[i].clone()).collect();
            let g = match groups.iter().position(|g| g.0 == key) {
                Some(g) => g,
                None => {
                    groups.push((key, vec![]));
                    groups.len() - 1
                }
            };
            let other: Vec<String> = others.iter().map(|(_, i)| r[*i].clone()).collect();
            let xs = &mut groups[g].1;
            match xs.iter_mut().find(|p| p.0 == x) {
                Some(p) => {
                    p.1.push([o, a, l]);
                    p.2.push(other);
                }
                None => xs.push((x, vec![[o, a, l]], vec![other])),
            }
        }
        if groups.is_empty() {
            return Err(input_err(format!(
                "{}: no finished point to plot ({} rows, {skipped} with an error or empty results)",
                csv.path.display(),
                csv.rows.len()
            )));
        }
        let mut averaged_keys = vec![];
        let mut curves = vec![];
        for (key, mut xs) in groups {
            xs.sort_by(|a, b| a.0.total_cmp(&b.0));
            for (k, (name, _)) in others.iter().enumerate() {
                if xs.iter().any(|p| p.2.iter().any(|o| o[k] != p.2[0][k])) && !averaged_keys.contains(name) {
                    averaged_keys.push(name.clone());
                }
            }
            let points = xs
                .into_iter()
                .map(|(x, v, _)| {
                    let col = |j: usize| v.iter().map(|r| r[j]).collect::<Vec<f64>>();
                    CurvePoint { x, n: v.len(), offered: Stat::of(&col(0)), accepted: Stat::of(&col(1)), latency: Stat::of(&col(2)) }
                })
                .collect();
            let values: Vec<(String, String)> = series_keys.iter().cloned().zip(key.iter().cloned()).collect();
            let name = match values.len() {
                0 => "all".to_string(),
                1 => values[0].1.clone(),
                _ => values.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" "),
            };
            curves.push(Curve { name, values, points });
        }
        Ok(SweepData { csv: csv.path, series_keys, curves, skipped, averaged_keys })
    }
}

/// Saturation figures of a curve (see [`saturation`]). Loads in the unit of the x key.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Saturation {
    /// Offered load at which mean accepted / mean offered first falls below `1 - drop`,
    /// interpolated linearly between the two grid points around the crossing; None when it never
    /// does within the grid.
    pub saturation_load: Option<f64>,
    /// Mean accepted throughput at `saturation_load` (interpolated the same way).
    pub saturation_accepted: Option<f64>,
    /// The ratio is already below `1 - drop` at the lowest load: the saturation load is at most
    /// that load (reported as it).
    pub saturated_at_lowest_load: bool,
    /// Highest mean accepted throughput over the grid, and its load.
    pub max_accepted: f64,
    pub max_accepted_load: f64,
    /// Mean latency at the lowest load (cycles): the zero-load latency estimate.
    pub zero_load_latency: f64,
    /// Load at which the mean latency first exceeds `knee_factor` x `zero_load_latency`
    /// (interpolated linearly in log(latency), as the curve is drawn on the default log axis);
    /// None when it never does within the grid.
    pub latency_knee_load: Option<f64>,
    /// Grid points and seeds per point (the largest count) of the curve.
    pub points: usize,
    pub seeds: usize,
}

fn lerp(x0: f64, x1: f64, t: f64) -> f64 {
    x0 + t * (x1 - x0)
}

/// First crossing of `f(p) > thr` over the points (in x order), interpolated linearly in f
/// between the last point below and the first above: (index of the first point above, x).
fn crossing(points: &[CurvePoint], thr: f64, f: impl Fn(&CurvePoint) -> f64) -> Option<(usize, f64)> {
    let i = points.iter().position(|p| f(p) > thr)?;
    if i == 0 {
        return Some((0, points[0].x));
    }
    let (a, b) = (&points[i - 1], &points[i]);
    let (fa, fb) = (f(a), f(b));
    let t = if fb > fa { ((thr - fa) / (fb - fa)).clamp(0.0, 1.0) } else { 1.0 };
    Some((i, lerp(a.x, b.x, t)))
}

/// Accepted over offered (1 when nothing was offered).
fn ratio(p: &CurvePoint) -> f64 {
    if p.offered.mean > 0.0 {
        p.accepted.mean / p.offered.mean
    } else {
        1.0
    }
}

/// The saturation figures of `c` (points in x order, at least one): see [`Saturation`]. `drop` is
/// the tolerated loss (0.05: accepted may be 5 % below offered before the curve counts as
/// saturated), `knee_factor` the latency multiple of the knee.
pub fn saturation(c: &Curve, drop: f64, knee_factor: f64) -> Saturation {
    let pts = &c.points;
    // "ratio < 1 - drop" as a crossing of (1 - ratio) above drop
    let sat = crossing(pts, drop, |p| 1.0 - ratio(p));
    let (saturation_load, saturation_accepted, at_lowest) = match sat {
        None => (None, None, false),
        Some((0, x)) => (Some(x), Some(pts[0].accepted.mean), true),
        Some((i, x)) => {
            let (a, b) = (&pts[i - 1], &pts[i]);
            let t = if b.x > a.x { (x - a.x) / (b.x - a.x) } else { 1.0 };
            (Some(x), Some(lerp(a.accepted.mean, b.accepted.mean, t)), false)
        }
    };
    let best = pts.iter().fold(&pts[0], |m, p| if p.accepted.mean > m.accepted.mean { p } else { m });
    let zero = pts[0].latency.mean;
    // latency grows roughly exponentially towards saturation: interpolate in log(latency)
    let knee = if zero > 0.0 { crossing(pts, (knee_factor * zero).ln(), |p| p.latency.mean.ln()).map(|(_, x)| x) } else { None };
    Saturation {
        saturation_load,
        saturation_accepted,
        saturated_at_lowest_load: at_lowest,
        max_accepted: best.accepted.mean,
        max_accepted_load: best.x,
        zero_load_latency: zero,
        latency_knee_load: knee,
        points: pts.len(),
        seeds: pts.iter().map(|p| p.n).max().unwrap_or(0),
    }
}

/// Mean latency of `c` at load `x`, interpolated between grid points (None outside): linearly,
/// or linearly in log(latency) with `log` (on the segment a log axis draws).
pub fn latency_at(c: &Curve, x: f64, log: bool) -> Option<f64> {
    let p = &c.points;
    let i = p.iter().position(|q| q.x >= x)?;
    if i == 0 || p[i].x == x {
        return (p[i].x == x).then_some(p[i].latency.mean);
    }
    let t = (x - p[i - 1].x) / (p[i].x - p[i - 1].x);
    let (a, b) = (p[i - 1].latency.mean, p[i].latency.mean);
    Some(if log && a > 0.0 && b > 0.0 { lerp(a.ln(), b.ln(), t).exp() } else { lerp(a, b, t) })
}

// ---------------------------------------------------------------------------------------------
// Time series of single runs

/// The time series of one run.
#[derive(Debug, Clone)]
pub struct RunSeries {
    pub label: String,
    /// Window length, cycles.
    pub window: f64,
    /// End of the warm-up (start of the measurement window), cycles; None when unknown.
    pub warmup: Option<f64>,
    /// (window start cycle, accepted, offered, latency_avg) per window.
    pub windows: Vec<(f64, f64, f64, f64)>,
    /// Per traffic class: (name, accepted per window), when the run has more than one class.
    pub classes: Vec<(String, Vec<f64>)>,
}

fn lookup<'a>(v: &'a Value, key: &str) -> Option<&'a Value> {
    key.split('.').try_fold(v, |v, k| v.get(k))
}

/// Reads the time series (`series`, one entry per `sim.window_cycles` window) of a run: the JSON
/// of `switchgen sim --json` / `cosim --json`, the results.json of their `--out` (or that
/// directory), or a sweep point file (`points/<id>.json`, results under `results`). Errors
/// ([`InputError`]): unreadable, not JSON, no `series`, a window without `start_cycle`.
pub fn read_run(path: &Path) -> anyhow::Result<RunSeries> {
    let file = if path.is_dir() { path.join("results.json") } else { path.to_path_buf() };
    let text = std::fs::read_to_string(&file).map_err(|e| input_err(format!("cannot read {}: {e}", file.display())))?;
    let v: Value = serde_json::from_str(&text).map_err(|e| input_err(format!("{} is not JSON: {e}", file.display())))?;
    let (r, point) = if v.get("series").is_some() { (&v, false) } else { (v.get("results").unwrap_or(&Value::Null), true) };
    let Some(series) = r.get("series").and_then(Value::as_array) else {
        return Err(input_err(format!(
            "{}: no time series (`series`): expected the JSON of `switchgen sim --json` or `cosim --json`, the results.json of their --out, or a sweep point file",
            file.display()
        )));
    };
    if series.is_empty() {
        return Err(input_err(format!("{}: the time series (`series`) is empty", file.display())));
    }
    let f = |w: &Value, k: &str| w.get(k).and_then(Value::as_f64);
    let mut windows = vec![];
    for (i, w) in series.iter().enumerate() {
        let start = f(w, "start_cycle").ok_or_else(|| input_err(format!("{}: series[{i}] has no start_cycle", file.display())))?;
        windows.push((start, f(w, "throughput").unwrap_or(f64::NAN), f(w, "offered").unwrap_or(f64::NAN), f(w, "latency_avg").unwrap_or(f64::NAN)));
    }
    let window = lookup(r, "config.sim.window_cycles")
        .and_then(Value::as_f64)
        .or_else(|| (windows.len() > 1).then(|| windows[1].0 - windows[0].0))
        .unwrap_or(1.0);
    let warmup = lookup(r, "config.sim.warmup_cycles").and_then(Value::as_f64);
    let mut names: Vec<String> = vec![];
    for w in series {
        if let Some(c) = w.get("classes").and_then(Value::as_object) {
            for k in c.keys() {
                if !names.contains(k) {
                    names.push(k.clone());
                }
            }
        }
    }
    let classes = if names.len() > 1 {
        names
            .into_iter()
            .map(|n| {
                let ys = series.iter().map(|w| lookup(w, &format!("classes.{n}.throughput")).and_then(Value::as_f64).unwrap_or(f64::NAN)).collect();
                (n, ys)
            })
            .collect()
    } else {
        vec![]
    };
    let label = if point {
        let grid = v.get("grid").and_then(Value::as_object).map(|g| g.iter().map(|(k, x)| format!("{k}={}", x.as_str().unwrap_or_default())).collect::<Vec<_>>().join(" "));
        let seed = v.get("seed").and_then(Value::as_u64).map(|s| format!("seed {s}"));
        [grid, seed].into_iter().flatten().filter(|s| !s.is_empty()).collect::<Vec<_>>().join(" ")
    } else {
        String::new()
    };
    let label = if !label.is_empty() {
        label
    } else {
        let stem = file.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
        match file.parent().and_then(|d| d.file_name()) {
            Some(d) if stem == "results" => d.to_string_lossy().to_string(),
            _ => stem,
        }
    };
    Ok(RunSeries { label, window, warmup, windows, classes })
}

// ---------------------------------------------------------------------------------------------
// Drawing

/// Colours of the curves, in order.
pub const PALETTE: [RGBColor; 8] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(255, 127, 14),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(23, 190, 207),
];

const GREY: RGBColor = RGBColor(128, 128, 128);

/// A line of a [`Chart`].
#[derive(Debug, Clone)]
pub struct Line {
    pub name: String,
    pub color: RGBColor,
    /// (x, y); non-finite points are left out.
    pub points: Vec<(f64, f64)>,
    /// (x, min, max) error bars.
    pub bars: Vec<(f64, f64, f64)>,
    pub dashed: bool,
    /// Draw a dot at every point.
    pub dots: bool,
}

/// A marked point of a [`Chart`]: a circle (`knee`: a triangle) with a vertical guide to the x axis.
#[derive(Debug, Clone)]
pub struct Mark {
    pub x: f64,
    pub y: f64,
    pub color: RGBColor,
    pub knee: bool,
}

/// One panel.
#[derive(Debug, Clone, Default)]
pub struct Chart {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    pub log_y: bool,
    pub lines: Vec<Line>,
    pub marks: Vec<Mark>,
    /// Legend entries of the marks: (text, knee marker?).
    pub mark_legend: Vec<(String, bool)>,
    /// Vertical grey dashed lines: (x, label).
    pub vlines: Vec<(f64, String)>,
    /// Start the y axis at 0 (linear axes).
    pub y_from_zero: bool,
}

fn de<E: std::fmt::Display>(e: E) -> anyhow::Error {
    anyhow::anyhow!("drawing the plot: {e}")
}

impl Chart {
    fn ys(&self) -> impl Iterator<Item = f64> + '_ {
        self.lines
            .iter()
            .flat_map(|l| l.points.iter().map(|p| p.1).chain(l.bars.iter().flat_map(|b| [b.1, b.2])))
            .chain(self.marks.iter().map(|m| m.y))
            .filter(|y| y.is_finite() && (!self.log_y || *y > 0.0))
    }

    fn x_range(&self) -> (f64, f64) {
        let xs = self.lines.iter().flat_map(|l| l.points.iter().map(|p| p.0)).filter(|x| x.is_finite());
        let (lo, hi) = xs.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), x| (a.min(x), b.max(x)));
        if !lo.is_finite() {
            return (0.0, 1.0);
        }
        let lo = if lo >= 0.0 && self.y_from_zero { 0.0 } else { lo };
        let span = if hi > lo { hi - lo } else { hi.abs().max(1.0) };
        (lo, hi + 0.03 * span)
    }
}

/// Draws `c` into `area`.
fn draw_chart<DB: DrawingBackend>(area: &DrawingArea<DB, Shift>, c: &Chart) -> anyhow::Result<()> {
    let (x0, x1) = c.x_range();
    let (lo, hi) = c.ys().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), y| (a.min(y), b.max(y)));
    // headroom above the data for the legend (upper left): about 6.5 % of the height per entry
    let entries = c.lines.len() + c.mark_legend.len() + c.vlines.len();
    let room = (0.065 * entries as f64).min(0.8);
    if c.log_y && lo.is_finite() {
        let (lo, hi) = (lo / 1.5, (hi * 1.5).max(lo * 3.0));
        let hi = hi * (hi / lo).powf(room);
        draw_in(area, c, x0..x1, (lo..hi).log_scale())
    } else {
        let (lo, hi) = if lo.is_finite() { (lo, hi) } else { (0.0, 1.0) };
        let lo = if c.y_from_zero { lo.min(0.0) } else { lo };
        let span = if hi > lo { hi - lo } else { hi.abs().max(1e-9) };
        let lo = if c.y_from_zero { lo } else { lo - 0.05 * span };
        draw_in(area, c, x0..x1, lo..hi + (0.05 + room) * span)
    }
}

fn draw_in<DB, Y>(area: &DrawingArea<DB, Shift>, c: &Chart, xr: std::ops::Range<f64>, yr: Y) -> anyhow::Result<()>
where
    DB: DrawingBackend,
    Y: AsRangedCoord<Value = f64>,
    Y::CoordDescType: Ranged<ValueType = f64> + ValueFormatter<f64>,
{
    let mut ch = ChartBuilder::on(area)
        .caption(&c.title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(45)
        .y_label_area_size(70)
        .build_cartesian_2d(xr.clone(), yr)
        .map_err(de)?;
    ch.configure_mesh()
        .x_desc(c.x_label.as_str())
        .y_desc(c.y_label.as_str())
        .label_style(("sans-serif", 14))
        .axis_desc_style(("sans-serif", 15))
        .light_line_style(RGBColor(235, 235, 235))
        .x_label_formatter(&tick)
        .y_label_formatter(&tick)
        .draw()
        .map_err(de)?;
    let (y_lo, _) = {
        let r = ch.y_range();
        (r.start, r.end)
    };
    for (x, label) in &c.vlines {
        let r = ch.y_range();
        ch.draw_series(DashedLineSeries::new(vec![(*x, r.start), (*x, r.end)], 6, 4, GREY.stroke_width(1)))
            .map_err(de)?
            .label(label.as_str())
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], GREY.stroke_width(1)));
    }
    for l in &c.lines {
        let pts: Vec<(f64, f64)> = l.points.iter().copied().filter(|p| p.0.is_finite() && p.1.is_finite() && (!c.log_y || p.1 > 0.0)).collect();
        let col = l.color;
        let style = col.stroke_width(2);
        let anno = if l.dashed {
            ch.draw_series(DashedLineSeries::new(pts.clone(), 8, 5, col.stroke_width(1))).map_err(de)?
        } else {
            ch.draw_series(LineSeries::new(pts.clone(), style)).map_err(de)?
        };
        let dashed = l.dashed;
        anno.label(l.name.as_str()).legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], if dashed { col.stroke_width(1) } else { col.stroke_width(2) }));
        if l.dots {
            ch.draw_series(pts.iter().map(|&p| Circle::new(p, 3, col.filled()))).map_err(de)?;
        }
        let bars = l.bars.iter().filter(|b| b.1 < b.2 && b.1.is_finite() && b.2.is_finite() && (!c.log_y || b.1 > 0.0));
        ch.draw_series(bars.map(|&(x, a, b)| ErrorBar::new_vertical(x, a, (a + b) / 2.0, b, col.stroke_width(1), 8))).map_err(de)?;
    }
    for m in &c.marks {
        if !(m.x.is_finite() && m.y.is_finite()) || (c.log_y && m.y <= 0.0) {
            continue;
        }
        ch.draw_series(DashedLineSeries::new(vec![(m.x, y_lo), (m.x, m.y)], 4, 4, m.color.stroke_width(1))).map_err(de)?;
        if m.knee {
            ch.draw_series(std::iter::once(TriangleMarker::new((m.x, m.y), 12, BLACK.filled()))).map_err(de)?;
            ch.draw_series(std::iter::once(TriangleMarker::new((m.x, m.y), 8, m.color.filled()))).map_err(de)?;
        } else {
            ch.draw_series(std::iter::once(Circle::new((m.x, m.y), 7, m.color.filled()))).map_err(de)?;
            ch.draw_series(std::iter::once(Circle::new((m.x, m.y), 7, BLACK.stroke_width(2)))).map_err(de)?;
        }
    }
    for (text, knee) in &c.mark_legend {
        let knee = *knee;
        ch.draw_series(std::iter::empty::<Circle<(f64, f64), i32>>())
            .map_err(de)?
            .label(text.as_str())
            .legend(move |(x, y)| -> DynElement<'static, DB, (i32, i32)> {
                if knee {
                    TriangleMarker::new((x + 10, y), 7, BLACK.filled()).into_dyn()
                } else {
                    Circle::new((x + 10, y), 5, BLACK.stroke_width(2)).into_dyn()
                }
            });
    }
    ch.configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .label_font(("sans-serif", 14))
        .border_style(BLACK)
        .background_style(WHITE.mix(0.85))
        .draw()
        .map_err(de)?;
    Ok(())
}

/// An axis label: at most 6 decimals, trailing zeros dropped (`0.3`, `100`).
fn tick(v: &f64) -> String {
    let s = format!("{v:.6}");
    let s = if s.contains('.') { s.trim_end_matches('0').trim_end_matches('.') } else { &s };
    if s == "-0" { "0".into() } else { s.to_string() }
}

/// Size of a plot with `panels` panels, pixels.
fn size(panels: usize) -> (u32, u32) {
    (1000, 40 + 560 * panels.max(1) as u32)
}

fn draw_all<DB: DrawingBackend>(root: DrawingArea<DB, Shift>, title: &str, charts: &[Chart]) -> anyhow::Result<()> {
    root.fill(&WHITE).map_err(de)?;
    let root = if title.is_empty() { root } else { root.titled(title, ("sans-serif", 22)).map_err(de)? };
    for (c, area) in charts.iter().zip(root.split_evenly((charts.len().max(1), 1))) {
        draw_chart(&area, c)?;
    }
    root.present().map_err(de)
}

/// `charts` stacked vertically under `title`, as the bytes of an SVG or PNG file.
pub fn render(title: &str, charts: &[Chart], fmt: Format) -> anyhow::Result<Vec<u8>> {
    register_fonts();
    let (w, h) = size(charts.len());
    match fmt {
        Format::Svg => {
            let mut s = String::new();
            draw_all(SVGBackend::with_string(&mut s, (w, h)).into_drawing_area(), title, charts)?;
            Ok(s.into_bytes())
        }
        Format::Png => {
            let mut buf = vec![0u8; (w * h * 3) as usize];
            draw_all(BitMapBackend::with_buffer(&mut buf, (w, h)).into_drawing_area(), title, charts)?;
            encode_png(&buf, w, h)
        }
    }
}

/// An 8-bit RGB image as PNG bytes.
fn encode_png(rgb: &[u8], w: u32, h: u32) -> anyhow::Result<Vec<u8>> {
    let mut out = vec![];
    {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let mut wr = enc.write_header().context("encoding the PNG")?;
        wr.write_image_data(rgb).context("encoding the PNG")?;
    }
    Ok(out)
}

/// The two charts of a sweep: accepted throughput and latency against the x key, one line per
/// curve with min..max error bars over the seeds, the saturation point of each curve marked on
/// both, the latency knee on the latency chart.
pub fn sweep_charts(d: &SweepData, x: &str, latency: &str, sats: &[Saturation], drop: f64, knee_factor: f64, scale: Scale) -> (Chart, Chart) {
    let series_desc = if d.series_keys.is_empty() { String::new() } else { format!(" per {}", d.series_keys.join(", ")) };
    let mut thr = Chart {
        title: format!("accepted throughput vs offered load{series_desc}"),
        x_label: format!("offered load ({x})"),
        y_label: "accepted throughput (flits/host/cycle)".into(),
        y_from_zero: true,
        ..Default::default()
    };
    let mut lat = Chart {
        title: format!("{latency} vs offered load{series_desc}"),
        x_label: format!("offered load ({x})"),
        y_label: format!("{latency} (cycles{})", if scale == Scale::Log { ", log scale" } else { "" }),
        log_y: scale == Scale::Log,
        y_from_zero: scale == Scale::Linear,
        ..Default::default()
    };
    let xs: Vec<f64> = d.curves.iter().flat_map(|c| c.points.iter().map(|p| p.x)).collect();
    if x == "traffic.rate" || x == "offered" {
        // up to a little above the highest accepted throughput, so the diagonal does not set the y axis
        let top = d.curves.iter().flat_map(|c| c.points.iter().map(|p| p.accepted.max)).fold(0.0, f64::max);
        let hi = xs.iter().copied().fold(0.0, f64::max).min(top * 1.2);
        thr.lines.push(Line { name: "accepted = offered".into(), color: GREY, points: vec![(0.0, 0.0), (hi, hi)], bars: vec![], dashed: true, dots: false });
    }
    for (k, (c, s)) in d.curves.iter().zip(sats).enumerate() {
        let color = PALETTE[k % PALETTE.len()];
        let bar = |f: fn(&CurvePoint) -> Stat| c.points.iter().filter(|p| p.n > 1).map(|p| (p.x, f(p).min, f(p).max)).collect();
        thr.lines.push(Line {
            name: c.name.clone(),
            color,
            points: c.points.iter().map(|p| (p.x, p.accepted.mean)).collect(),
            bars: bar(|p| p.accepted),
            dashed: false,
            dots: true,
        });
        lat.lines.push(Line {
            name: c.name.clone(),
            color,
            points: c.points.iter().map(|p| (p.x, p.latency.mean)).collect(),
            bars: bar(|p| p.latency),
            dashed: false,
            dots: true,
        });
        if let (Some(sx), Some(sy)) = (s.saturation_load, s.saturation_accepted) {
            thr.marks.push(Mark { x: sx, y: sy, color, knee: false });
            if let Some(ly) = latency_at(c, sx, lat.log_y) {
                lat.marks.push(Mark { x: sx, y: ly, color, knee: false });
            }
        }
        if let Some(kx) = s.latency_knee_load {
            if let Some(ly) = latency_at(c, kx, lat.log_y) {
                lat.marks.push(Mark { x: kx, y: ly, color, knee: true });
            }
        }
    }
    let sat_text = format!("saturation: accepted < {}% of offered", fmt_pct(1.0 - drop));
    thr.mark_legend.push((sat_text.clone(), false));
    lat.mark_legend.push((sat_text, false));
    lat.mark_legend.push((format!("knee: latency > {knee_factor} x zero-load"), true));
    (thr, lat)
}

fn fmt_pct(f: f64) -> String {
    let p = f * 100.0;
    if (p - p.round()).abs() < 1e-9 {
        format!("{p:.0}")
    } else {
        format!("{p}")
    }
}

/// The two panels of single runs' time series: accepted (and, for one run, offered and per-class)
/// throughput per window, and average latency per window, against the window's middle cycle;
/// the end of the warm-up as a vertical line.
pub fn series_charts(runs: &[RunSeries], scale: Scale) -> (Chart, Chart) {
    let mut thr = Chart {
        title: "throughput per window".into(),
        x_label: "cycle".into(),
        y_label: "flits/host/cycle".into(),
        y_from_zero: true,
        ..Default::default()
    };
    let mut lat = Chart {
        title: "average latency per window (packets delivered in the window)".into(),
        x_label: "cycle".into(),
        y_label: format!("latency (cycles{})", if scale == Scale::Log { ", log scale" } else { "" }),
        log_y: scale == Scale::Log,
        y_from_zero: scale == Scale::Linear,
        ..Default::default()
    };
    let one = runs.len() == 1;
    let mut k = 0;
    let mut next = || {
        k += 1;
        PALETTE[(k - 1) % PALETTE.len()]
    };
    for r in runs {
        let mid = |w: &(f64, f64, f64, f64)| w.0 + r.window / 2.0;
        let name = |what: &str| if one { what.to_string() } else { format!("{} {what}", r.label) };
        let color = next();
        thr.lines.push(Line { name: name("accepted"), color, points: r.windows.iter().map(|w| (mid(w), w.1)).collect(), bars: vec![], dashed: false, dots: false });
        if one {
            thr.lines.push(Line { name: "offered".into(), color: GREY, points: r.windows.iter().map(|w| (mid(w), w.2)).collect(), bars: vec![], dashed: true, dots: false });
            for (n, ys) in &r.classes {
                let c = next();
                thr.lines.push(Line { name: format!("accepted, {n}"), color: c, points: r.windows.iter().zip(ys).map(|(w, y)| (mid(w), *y)).collect(), bars: vec![], dashed: false, dots: false });
            }
        }
        // windows where no packet was delivered have latency_avg 0: left out
        lat.lines.push(Line {
            name: if one { "latency avg".into() } else { r.label.clone() },
            color,
            points: r.windows.iter().filter(|w| w.3 > 0.0).map(|w| (mid(w), w.3)).collect(),
            bars: vec![],
            dashed: false,
            dots: false,
        });
    }
    let warmups: Vec<f64> = runs.iter().filter_map(|r| r.warmup).collect();
    if let Some(&w) = warmups.first() {
        if warmups.iter().all(|&x| x == w) && w > 0.0 {
            thr.vlines.push((w, "end of warm-up".into()));
            lat.vlines.push((w, "end of warm-up".into()));
        }
    }
    (thr, lat)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(x: f64, off: f64, acc: f64, lat: f64) -> CurvePoint {
        let s = |v| Stat { mean: v, min: v, max: v };
        CurvePoint { x, n: 1, offered: s(off), accepted: s(acc), latency: s(lat) }
    }

    #[test]
    fn csv_fields_may_be_quoted() {
        let r = parse_csv("a,b,c\n1,\"x,y\",\"say \"\"hi\"\"\"\r\n\n2,,\"two\nlines\"\n3,4,5").unwrap();
        assert_eq!(r[0], (1, vec!["a".into(), "b".into(), "c".into()]));
        assert_eq!(r[1].1, ["1", "x,y", "say \"hi\""]);
        assert_eq!(r[2], (4, vec!["2".into(), "".into(), "two\nlines".into()]));
        assert_eq!(r[3], (6, vec!["3".into(), "4".into(), "5".into()]));
        assert!(parse_csv("a\n\"open").is_err());
    }

    #[test]
    fn saturation_interpolates_the_crossing() {
        // accepted follows offered up to 0.6, then stays at 0.6; latency 10, then 10 + 100 (x - 0.6)
        let pts: Vec<CurvePoint> = (1..=10)
            .map(|i| {
                let x = i as f64 / 10.0;
                pt(x, x, x.min(0.6), if x <= 0.6 { 10.0 } else { 10.0 + 100.0 * (x - 0.6) })
            })
            .collect();
        let c = Curve { name: "c".into(), values: vec![], points: pts };
        let s = saturation(&c, 0.05, 3.0);
        // ratio 1 at 0.6, 0.6/0.7 at 0.7: 1 - ratio crosses 0.05 at 0.6 + 0.1 * 0.05 / (1 - 6/7)
        let expect = 0.6 + 0.1 * 0.05 / (1.0 - 6.0 / 7.0);
        assert!((s.saturation_load.unwrap() - expect).abs() < 1e-12, "{s:?}");
        assert!((s.saturation_accepted.unwrap() - 0.6).abs() < 1e-12);
        assert!(!s.saturated_at_lowest_load);
        assert_eq!((s.max_accepted, s.zero_load_latency), (0.6, 10.0));
        assert!((s.latency_knee_load.unwrap() - 0.8).abs() < 1e-9, "{s:?}");
        // never saturated
        let c2 = Curve { points: c.points[..5].to_vec(), ..c.clone() };
        let s2 = saturation(&c2, 0.05, 3.0);
        assert_eq!((s2.saturation_load, s2.latency_knee_load), (None, None));
        // saturated from the lowest load on
        let c3 = Curve { points: vec![pt(0.5, 0.5, 0.3, 10.0), pt(0.6, 0.6, 0.3, 20.0)], ..c };
        let s3 = saturation(&c3, 0.05, 3.0);
        assert_eq!(s3.saturation_load, Some(0.5));
        assert!(s3.saturated_at_lowest_load);
    }

    #[test]
    fn png_text_is_rendered_from_the_embedded_font() {
        // a chart with only a title: dark pixels exist only if the text was rasterized
        let c = Chart { title: "HHHH".into(), ..Default::default() };
        let png = render("WWWW title", &[c], Format::Png).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let (w, h) = size(1);
        let mut buf = vec![0u8; (w * h * 3) as usize];
        draw_all(BitMapBackend::with_buffer(&mut buf, (w, h)).into_drawing_area(), "WWWW", &[]).unwrap();
        let dark = buf.chunks(3).filter(|p| p.iter().all(|&v| v < 100)).count();
        assert!(dark > 50, "title text drew {dark} dark pixels");
    }
}
