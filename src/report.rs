//! Results output shared by `sim` and `cosim`: the JSON report, a CSV of the time series, an SVG
//! plot of throughput and latency over time, and the summary table on the terminal.
//!
//! Works on the serialized results (`serde_json::Value`), so the report follows the fields the
//! model's `Results` has.

use anyhow::Context;
use plotters::prelude::*;
use serde_json::Value;
use std::path::Path;
use switchgen_generator::GeneratedFile;

fn num(v: &Value, path: &str) -> f64 {
    path.split('.').try_fold(v, |v, k| v.get(k)).and_then(Value::as_f64).unwrap_or(f64::NAN)
}

/// Prints the summary table: one row overall and one per traffic class.
pub fn print_summary(title: &str, r: &Value) {
    println!("\n{title}");
    println!(
        "{:<12} {:>10} {:>10} {:>10} {:>9} {:>9} {:>9} {:>9}",
        "class", "offered", "accepted", "packets", "lat avg", "lat p50", "lat p99", "lat max"
    );
    let row = |name: &str, v: &Value| {
        println!(
            "{:<12} {:>10.4} {:>10.4} {:>10} {:>9.1} {:>9.0} {:>9.0} {:>9.0}",
            name,
            num(v, "offered"),
            num(v, "throughput"),
            num(v, "delivered_packets"),
            num(v, "latency.avg"),
            num(v, "latency.p50"),
            num(v, "latency.p99"),
            num(v, "latency.max"),
        )
    };
    row("all", r);
    if let Some(classes) = r.get("classes").and_then(Value::as_object) {
        for (name, v) in classes {
            row(name, v);
        }
    }
    match r.get("cioq").and_then(|c| c.get("speedup")) {
        // CIOQ (docs/MICROARCHITECTURE.md "CIOQ switches"): hosts and links move a flit only in link cycles
        Some(s) => println!("(offered/accepted in flits/host/link cycle over the measurement window, speedup {s}; latency in (core) cycles from generation)"),
        None => println!("(offered/accepted in flits/host/cycle over the measurement window; latency in cycles from generation)"),
    }
    // a buffer below the credit round trip of the traffic's longest packet (`credit_loop`,
    // src/cmd/params.rs): the run is legal, but its links cannot reach full rate
    if let Some(w) = r.get("credit_loop").and_then(|c| c.get("warning")).and_then(Value::as_str) {
        println!("{w}");
    }
    let marked = num(r, "switch_status.totals.marked");
    let full = num(r, "switch_status.totals.full_events");
    if full.is_finite() {
        println!(
            "marking: of {} packets delivered in the window {} had FECN, {} MB, {} VB; switches set FECN {marked:.0} times, MB {:.0}, VB {:.0}, and saw {full:.0} buffer-full events; {} ACKs with BECN",
            num(r, "delivered_packets"),
            num(r, "fecn_packets"),
            num(r, "mb_packets"),
            num(r, "vb_packets"),
            num(r, "switch_status.totals.mb_marked"),
            num(r, "switch_status.totals.vb_validated"),
            num(r, "becn_acks"),
        );
    }
}

fn flatten(prefix: &str, v: &Value, out: &mut Vec<(String, String)>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                let key = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
                flatten(&key, x, out);
            }
        }
        Value::Array(_) => {}
        Value::Null => out.push((prefix.to_string(), String::new())),
        Value::String(s) => out.push((prefix.to_string(), s.clone())),
        x => out.push((prefix.to_string(), x.to_string())),
    }
}

/// CSV of `r.series` (one row per window; nested fields flattened as `a.b`).
pub fn series_csv(r: &Value) -> String {
    let rows: Vec<Vec<(String, String)>> = r
        .get("series")
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .map(|w| {
                    let mut v = vec![];
                    flatten("", w, &mut v);
                    v
                })
                .collect()
        })
        .unwrap_or_default();
    let Some(first) = rows.first() else { return String::new() };
    let cols: Vec<&String> = first.iter().map(|(k, _)| k).collect();
    let mut s = cols.iter().map(|c| c.as_str()).collect::<Vec<_>>().join(",") + "\n";
    for row in &rows {
        let vals: Vec<&str> = cols
            .iter()
            .map(|c| row.iter().find(|(k, _)| k == *c).map(|(_, v)| v.as_str()).unwrap_or(""))
            .collect();
        s += &(vals.join(",") + "\n");
    }
    s
}

/// SVG with two panels over time: accepted throughput and average latency per window.
pub fn series_svg(title: &str, r: &Value) -> anyhow::Result<String> {
    let series = r.get("series").and_then(Value::as_array).cloned().unwrap_or_default();
    let pts = |key: &str| -> Vec<(f64, f64)> {
        series.iter().map(|w| (num(w, "start_cycle"), num(w, key))).filter(|(x, y)| x.is_finite() && y.is_finite()).collect()
    };
    let thr = pts("throughput");
    let off = pts("offered");
    let lat = pts("latency_avg");
    crate::plot::register_fonts();
    let xmax = thr.iter().chain(&lat).map(|p| p.0).fold(1.0, f64::max);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, 640)).into_drawing_area();
        root.fill(&WHITE)?;
        let root = root.titled(title, ("sans-serif", 20))?;
        let (top, bottom) = root.split_vertically(300);
        let ymax = thr.iter().chain(&off).map(|p| p.1).fold(0.05, f64::max) * 1.15;
        let mut c = ChartBuilder::on(&top)
            .margin(10)
            .x_label_area_size(35)
            .y_label_area_size(60)
            .build_cartesian_2d(0.0..xmax, 0.0..ymax)?;
        c.configure_mesh().x_desc("cycle").y_desc("flits/host/cycle").draw()?;
        c.draw_series(LineSeries::new(thr.clone(), BLUE.stroke_width(2)))?.label("accepted").legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], BLUE));
        c.draw_series(LineSeries::new(off.clone(), RED.stroke_width(1)))?.label("offered").legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], RED));
        c.configure_series_labels().border_style(BLACK).background_style(WHITE.mix(0.8)).draw()?;
        let lmax = lat.iter().map(|p| p.1).fold(1.0, f64::max) * 1.15;
        let mut c = ChartBuilder::on(&bottom)
            .margin(10)
            .x_label_area_size(35)
            .y_label_area_size(60)
            .build_cartesian_2d(0.0..xmax, 0.0..lmax)?;
        c.configure_mesh().x_desc("cycle").y_desc("avg latency (cycles)").draw()?;
        c.draw_series(LineSeries::new(lat.clone(), GREEN.stroke_width(2)))?;
        root.present()?;
    }
    Ok(svg)
}

/// Writes `bytes` to `path` atomically: into `<name>.tmp-<pid>` in the same directory (created
/// when missing), then renamed over `path`, so an interrupted write never leaves a file that
/// looks finished. Errors: I/O, naming the file.
pub fn write_file_atomic(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    if let Some(d) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(d).with_context(|| format!("creating {}", d.display()))?;
    }
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let tmp = path.with_file_name(format!("{name}.tmp-{}", std::process::id()));
    std::fs::write(&tmp, bytes).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("renaming {} to {}", tmp.display(), path.display()))
}

/// Writes `--json FILE` and `--out DIR` (results.json, series.csv, plot.svg), each atomically.
pub fn write_outputs(title: &str, r: &Value, json: Option<&Path>, dir: Option<&Path>) -> anyhow::Result<()> {
    let text = serde_json::to_string_pretty(r)? + "\n";
    if let Some(f) = json {
        write_file_atomic(f, text.as_bytes())?;
    }
    if let Some(d) = dir {
        let files = vec![
            GeneratedFile { path: "results.json".into(), text },
            GeneratedFile { path: "series.csv".into(), text: series_csv(r) },
            GeneratedFile { path: "plot.svg".into(), text: series_svg(title, r)? },
        ];
        switchgen_generator::write_atomic(d, &files)?;
        println!("results written to {}/ (results.json, series.csv, plot.svg)", d.display());
    }
    Ok(())
}

/// A progress bar over `total` cycles (hidden with --quiet or when stderr is not a terminal).
pub fn progress(total: u64, quiet: bool, what: &str) -> indicatif::ProgressBar {
    let pb = if quiet { indicatif::ProgressBar::hidden() } else { indicatif::ProgressBar::new(total) };
    pb.set_style(
        indicatif::ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} cycles ({per_sec}, eta {eta})")
            .expect("static template")
            .progress_chars("=> "),
    );
    pb.set_message(what.to_string());
    pb
}

/// One panel of [`panels_svg`]: named line series over a shared x axis.
pub struct Panel {
    pub y_label: String,
    pub x_label: String,
    /// (name, points) per line.
    pub series: Vec<(String, Vec<(f64, f64)>)>,
    /// y axis from 0 to this.
    pub y_max: f64,
}

/// Top of a panel's y axis: 10 % above the largest value of its series (a tiny positive value
/// when every value is 0).
pub fn ymax(series: &[(String, Vec<(f64, f64)>)]) -> f64 {
    series.iter().flat_map(|s| s.1.iter().map(|p| p.1)).fold(1e-9, f64::max) * 1.1
}

/// An SVG with `panels` stacked vertically, each a line chart with a legend. A series name keeps
/// its colour in every panel (colours go by first appearance over all panels).
pub fn panels_svg(title: &str, panels: &[Panel]) -> anyhow::Result<String> {
    let colors = [BLUE, RED, GREEN, MAGENTA, CYAN, BLACK, RGBColor(230, 140, 0), RGBColor(120, 70, 20)];
    let mut names: Vec<&str> = vec![];
    for (name, _) in panels.iter().flat_map(|p| p.series.iter()) {
        if !names.contains(&name.as_str()) {
            names.push(name);
        }
    }
    crate::plot::register_fonts();
    let mut svg = String::new();
    {
        let h = 60 + 320 * panels.len() as u32;
        let root = SVGBackend::with_string(&mut svg, (960, h)).into_drawing_area();
        root.fill(&WHITE)?;
        let root = root.titled(title, ("sans-serif", 20))?;
        let areas = root.split_evenly((panels.len().max(1), 1));
        for (panel, area) in panels.iter().zip(areas) {
            let xmin = panel.series.iter().flat_map(|s| s.1.iter().map(|p| p.0)).fold(f64::INFINITY, f64::min);
            let xmax = panel.series.iter().flat_map(|s| s.1.iter().map(|p| p.0)).fold(f64::NEG_INFINITY, f64::max);
            let (xmin, xmax) = if xmin.is_finite() && xmax > xmin { (xmin, xmax) } else { (0.0, 1.0) };
            let mut c = ChartBuilder::on(&area)
                .margin(10)
                .x_label_area_size(35)
                .y_label_area_size(60)
                .build_cartesian_2d(xmin..xmax, 0.0..panel.y_max)?;
            c.configure_mesh().x_desc(panel.x_label.as_str()).y_desc(panel.y_label.as_str()).draw()?;
            for (name, pts) in &panel.series {
                let k = names.iter().position(|n| *n == name.as_str()).unwrap_or(0);
                let col = colors[k % colors.len()];
                c.draw_series(LineSeries::new(pts.iter().copied(), col.stroke_width(2)))?
                    .label(name.as_str())
                    .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], col.stroke_width(2)));
            }
            c.configure_series_labels().border_style(BLACK).background_style(WHITE.mix(0.85)).draw()?;
        }
        root.present()?;
    }
    Ok(svg)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn panel(names: &[&str]) -> Panel {
        Panel { y_label: "y".into(), x_label: "x".into(), series: names.iter().map(|n| (n.to_string(), vec![(0.0, 0.1), (1.0, 0.5)])).collect(), y_max: 1.0 }
    }

    #[test]
    fn a_series_keeps_its_colour_across_panels() {
        let blue = |svg: &str| svg.matches("#0000FF").count();
        let red = |svg: &str| svg.matches("#FF0000").count();
        let one = panels_svg("t", &[panel(&["a", "b"])]).unwrap();
        assert!(blue(&one) > 0 && red(&one) > 0, "palette changed: {one}");
        // "b" alone in the second panel is still red, so no extra blue lines appear
        let two = panels_svg("t", &[panel(&["a", "b"]), panel(&["b"])]).unwrap();
        assert_eq!(blue(&two), blue(&one));
        assert_eq!(red(&two), 2 * red(&one));
    }
}
