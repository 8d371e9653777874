//! `switchgen plot` (docs/SWEEP.md, "Plotting"), run as the built binary: the load curves of a
//! real sweep (a single 4-port switch, fifo and voq_sw x 3 loads x 1 seed, 3,000 cycles a point)
//! as valid SVG and PNG with one line per mechanism and a saturation.json in range; a synthetic
//! results.csv whose saturation points are known by construction; the time series of a `sim`
//! run and of sweep point files; bad inputs exit 2 with a message and write nothing.

use serde_json::Value;
use std::fs;
use std::path::Path;
use std::process::{Command, Output};

const CONFIG: &str = r#"{
  "topology": { "kind": "single", "ports": 4 },
  "traffic": { "pattern": "uniform" },
  "sim": { "cycles": 3000, "warmup_cycles": 500 }
}"#;

/// The palette's first two colours (`plot::PALETTE`) as plotters writes them in SVG.
const COLOURS: [&str; 2] = ["#1F77B4", "#D62728"];

fn switchgen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_switchgen")).args(args).output().expect("switchgen runs")
}

fn ok(args: &[&str]) -> String {
    let o = switchgen(args);
    assert!(o.status.success(), "switchgen {args:?} failed: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Checks that `svg` is well-formed XML (every tag closed in order) under one `<svg>` root.
fn check_svg(svg: &str) {
    assert!(svg.trim_start().starts_with("<svg") && svg.trim_end().ends_with("</svg>"), "not an SVG document");
    let mut stack: Vec<&str> = vec![];
    let mut rest = svg;
    while let Some(i) = rest.find('<') {
        let end = rest[i..].find('>').expect("unterminated tag") + i;
        let tag = &rest[i + 1..end];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(stack.pop(), Some(name.trim()), "mismatched </{name}>");
        } else if !tag.starts_with('?') && !tag.starts_with('!') && !tag.ends_with('/') {
            stack.push(tag.split_whitespace().next().unwrap_or(""));
        }
        rest = &rest[end + 1..];
    }
    assert!(stack.is_empty(), "unclosed tags {stack:?}");
}

/// Polylines of `colour` with at least `min_points` points (a data line, not a legend sample or
/// an error bar).
fn lines_of(svg: &str, colour: &str, min_points: usize) -> usize {
    svg.split("<polyline")
        .skip(1)
        .filter(|p| {
            let el = &p[..p.find("/>").unwrap_or(p.len())];
            let pts = el.split("points=\"").nth(1).map(|x| x[..x.find('"').unwrap()].split_whitespace().count()).unwrap_or(0);
            el.contains(&format!("stroke=\"{colour}\"")) && pts >= min_points
        })
        .count()
}

/// Decodes a PNG, checks its size, and returns how many pixels are not white.
fn check_png(path: &Path) -> usize {
    let bytes = fs::read(path).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{}: not a PNG", path.display());
    let mut r = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().unwrap();
    let mut buf = vec![0; r.output_buffer_size()];
    let info = r.next_frame(&mut buf).unwrap();
    assert_eq!((info.width, info.color_type), (1000, png::ColorType::Rgb), "{}", path.display());
    assert!(info.height >= 500, "{}: {} pixels high", path.display(), info.height);
    buf[..info.buffer_size()].chunks(3).filter(|p| p != &[255, 255, 255]).count()
}

/// Whether a `<text>` element of `svg` reads `t`.
fn has_text(svg: &str, t: &str) -> bool {
    svg.contains(&format!(">\n{t}\n</text>")) || svg.contains(&format!(">{t}</text>"))
}

fn saturation(dir: &Path) -> Vec<Value> {
    let v: Value = serde_json::from_str(&fs::read_to_string(dir.join("saturation.json")).unwrap()).unwrap();
    v["curves"].as_array().unwrap().clone()
}

fn by_series<'a>(curves: &'a [Value], name: &str) -> &'a Value {
    curves.iter().find(|c| c["series"] == name).unwrap_or_else(|| panic!("no curve {name} in {curves:?}"))
}

#[test]
fn plots_a_real_sweep() {
    let tmp = tempfile::tempdir().unwrap();
    let cfg = tmp.path().join("config.json");
    fs::write(&cfg, CONFIG).unwrap();
    let sweep = tmp.path().join("sweep");
    ok(&["sweep", "-q", "--config", s(&cfg), "--threads", "2", "--grid", "switch.queue_scheme=fifo,voq_sw", "--grid", "traffic.rate=0.2,0.5,0.8", "-o", s(&sweep)]);
    let stdout = ok(&["plot", "sweep", s(&sweep)]);
    let plots = sweep.join("plots");
    assert!(stdout.contains("fifo") && stdout.contains("voq_sw") && stdout.contains("sat. load"), "{stdout}");

    for name in ["throughput", "latency"] {
        let svg = fs::read_to_string(plots.join(format!("{name}.svg"))).unwrap();
        assert!(svg.len() > 5_000, "{name}.svg: {} bytes", svg.len());
        check_svg(&svg);
        for c in COLOURS {
            assert_eq!(lines_of(&svg, c, 3), 1, "{name}.svg: one line of 3 points in {c}");
        }
        assert_eq!(lines_of(&svg, "#9467BD", 3), 0, "{name}.svg: a third series");
        assert!(has_text(&svg, "fifo") && has_text(&svg, "voq_sw"), "{name}.svg: legend");
        let inked = check_png(&plots.join(format!("{name}.png")));
        assert!(inked > 10_000, "{name}.png: only {inked} pixels drawn");
    }

    let curves = saturation(&plots);
    assert_eq!(curves.len(), 2, "{curves:?}");
    for c in &curves {
        let max = c["max_accepted"].as_f64().unwrap();
        assert!(max > 0.15 && max <= 1.0, "{c}");
        assert!([0.2, 0.5, 0.8].contains(&c["max_accepted_load"].as_f64().unwrap()), "{c}");
        assert!(c["zero_load_latency"].as_f64().unwrap() > 1.0, "{c}");
        assert_eq!((c["points"].as_u64(), c["seeds"].as_u64()), (Some(3), Some(1)), "{c}");
        if let Some(x) = c["saturation_load"].as_f64() {
            assert!((0.2..=0.8).contains(&x), "{c}");
            let acc = c["saturation_accepted"].as_f64().unwrap();
            assert!(acc > 0.0 && acc <= max + 1e-12, "{c}");
        }
    }
    // a 4-port switch with one FIFO per input saturates (HOL blocking); VOQs carry more
    let (fifo, voq) = (by_series(&curves, "fifo"), by_series(&curves, "voq_sw"));
    let fifo_sat = fifo["saturation_load"].as_f64().expect("fifo saturates below 0.8 flits/host/cycle");
    assert!(voq["saturation_load"].as_f64().is_none_or(|v| v >= fifo_sat), "{fifo} {voq}");
    assert!(voq["max_accepted"].as_f64() > fifo["max_accepted"].as_f64(), "{fifo} {voq}");

    // --format svg only, into -o
    let only = tmp.path().join("svg-only");
    ok(&["plot", "sweep", s(&sweep.join("results.csv")), "--format", "svg", "-o", s(&only)]);
    let mut names: Vec<String> = fs::read_dir(&only).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().to_string()).collect();
    names.sort();
    assert_eq!(names, ["curves.csv", "latency.svg", "saturation.json", "throughput.svg"]);

    // the time series of one point file, and of two overlaid
    let points: Vec<_> = {
        let mut v: Vec<_> = fs::read_dir(sweep.join("points")).unwrap().map(|e| e.unwrap().path()).collect();
        v.sort();
        v
    };
    ok(&["plot", "series", s(&points[0]), "-o", s(&tmp.path().join("ts1"))]);
    let stem = points[0].file_stem().unwrap().to_string_lossy().to_string();
    let svg = fs::read_to_string(tmp.path().join("ts1").join(format!("{stem}-timeseries.svg"))).unwrap();
    check_svg(&svg);
    assert!(has_text(&svg, "time series: switch.queue_scheme=fifo traffic.rate=0.2 seed 1"), "title names the point");
    assert!(check_png(&tmp.path().join("ts1").join(format!("{stem}-timeseries.png"))) > 10_000);
    ok(&["plot", "series", s(&points[0]), s(&points[5]), "--label", "low", "--label", "high", "--format", "svg", "-o", s(&tmp.path().join("ts2"))]);
    let svg = fs::read_to_string(tmp.path().join("ts2").join("timeseries.svg")).unwrap();
    check_svg(&svg);
    // 3,000 cycles in 500-cycle windows: 6 points per line, accepted and latency per run
    for c in COLOURS {
        assert_eq!(lines_of(&svg, c, 6), 2, "timeseries.svg: accepted and latency lines in {c}");
    }
    assert!(has_text(&svg, "low accepted") && has_text(&svg, "high"), "legend uses the labels");
}

#[test]
fn series_of_a_sim_run() {
    let tmp = tempfile::tempdir().unwrap();
    let json = tmp.path().join("run.json");
    ok(&["sim", "-q", "--set", "topology.kind=single", "--set", "topology.ports=4", "--set", "sim.cycles=3000", "--set", "sim.warmup_cycles=500", "--json", s(&json)]);
    ok(&["plot", "series", s(&json)]);
    let svg = fs::read_to_string(tmp.path().join("run-timeseries.svg")).unwrap();
    check_svg(&svg);
    assert!(has_text(&svg, "offered") && has_text(&svg, "end of warm-up"), "offered line and warm-up marker");
    assert_eq!(lines_of(&svg, COLOURS[0], 6), 2, "accepted and latency lines");
    assert!(check_png(&tmp.path().join("run-timeseries.png")) > 10_000);
}

/// A results.csv where curve `a` follows the offered load up to 0.6 flits/host/cycle and `b` up
/// to 0.3, then stay flat; latency is 10 cycles up to there and then grows by 100 cycles per unit
/// of load. Two seeds per point, ±0.01 around the mean; one failed row that must be left out.
fn synthetic_csv() -> String {
    let mut s = String::from("index,id,switch.queue_scheme,traffic.rate,seed,offered,accepted,latency_avg,latency_p99,error,wall_seconds,cycles_per_second\n");
    let mut i = 0;
    for (name, sat) in [("a", 0.6), ("b", 0.3)] {
        for r in 1..=10 {
            let x = r as f64 / 10.0;
            let acc = f64::min(x, sat);
            let lat = if x <= sat { 10.0 } else { 10.0 + 100.0 * (x - sat) };
            for (seed, d) in [(1, -0.01), (2, 0.01)] {
                s += &format!("{i},{i:04}_x,{name},{x},{seed},{x},{},{},{},,0.1,1000\n", acc + d * acc, lat * (1.0 + d), 2.0 * lat);
                i += 1;
            }
        }
    }
    s += &format!("{i},{i:04}_x,a,0.5,3,,,,,watchdog: no progress,0.1,1000\n");
    s
}

#[test]
fn synthetic_saturation_points_are_found() {
    let tmp = tempfile::tempdir().unwrap();
    let csv = tmp.path().join("results.csv");
    fs::write(&csv, synthetic_csv()).unwrap();
    let o = switchgen(&["plot", "sweep", s(&csv), "--format", "svg"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stderr).contains("left out 1 rows"), "the failed row is reported");
    let curves = saturation(&tmp.path().join("plots"));
    assert_eq!(curves.len(), 2);
    // accepted / offered is 1 at the saturation load s and s / (s + 0.1) one step later: 1 - ratio
    // crosses 5 % at s + 0.1 * 0.05 / (1 - s / (s + 0.1)); the knee (latency > 3 x 10 cycles) is
    // at s + 0.2 exactly; the peak is s.
    for (name, sat) in [("a", 0.6), ("b", 0.3)] {
        let c = by_series(&curves, name);
        let expect = sat + 0.1 * 0.05 / (1.0 - sat / (sat + 0.1));
        let got = c["saturation_load"].as_f64().unwrap();
        assert!((got - expect).abs() < 1e-9, "{name}: saturation load {got}, expected {expect}");
        assert!((c["saturation_accepted"].as_f64().unwrap() - sat).abs() < 1e-9, "{c}");
        assert!((c["max_accepted"].as_f64().unwrap() - sat).abs() < 1e-9, "{c}");
        assert!((c["latency_knee_load"].as_f64().unwrap() - (sat + 0.2)).abs() < 1e-9, "{c}");
        assert!((c["zero_load_latency"].as_f64().unwrap() - 10.0).abs() < 1e-9, "{c}");
        assert_eq!(c["seeds"].as_u64(), Some(2));
    }
    // a looser threshold moves the point: 1 - ratio = 1/7 at 0.7 and 1/4 at 0.8 for `a`
    let out = tmp.path().join("loose");
    ok(&["plot", "sweep", s(&csv), "--drop-percent", "20", "--latency", "latency_p99", "--format", "png", "-o", s(&out)]);
    let a = by_series(&saturation(&out), "a").clone();
    let expect = 0.7 + 0.1 * (0.2 - 1.0 / 7.0) / (0.25 - 1.0 / 7.0);
    assert!((a["saturation_load"].as_f64().unwrap() - expect).abs() < 1e-9, "{a}");
    let curves = fs::read_to_string(out.join("curves.csv")).unwrap();
    assert_eq!(curves.lines().count(), 21, "a header and 2 x 10 points");
    assert!(curves.starts_with("series,switch.queue_scheme,traffic.rate,seeds,"), "{curves}");
}

#[test]
fn bad_inputs_exit_2_and_write_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let p = tmp.path();
    let good = p.join("good.csv");
    fs::write(&good, synthetic_csv()).unwrap();
    fs::write(p.join("empty.csv"), "").unwrap();
    fs::write(p.join("header.csv"), "index,id,traffic.rate,seed,offered,accepted,latency_avg,error\n").unwrap();
    fs::write(p.join("text.csv"), "index,id,traffic.rate,seed,offered,accepted,latency_avg,error\n0,x,0.1,1,0.1,lots,5,\n").unwrap();
    fs::write(p.join("ragged.csv"), "index,id,traffic.rate,seed,offered,accepted,latency_avg,error\n0,x,0.1,1\n").unwrap();
    fs::write(p.join("nojson.json"), "not json").unwrap();
    fs::write(p.join("noseries.json"), r#"{"throughput": 0.5}"#).unwrap();
    fs::create_dir(p.join("emptydir")).unwrap();
    let out = p.join("out");
    let f = |n: &str| p.join(n).to_str().unwrap().to_string();
    let cases: Vec<(Vec<String>, Vec<String>)> = vec![
        (vec!["sweep".into(), f("missing.csv")], vec!["missing.csv".into(), "no such file".into()]),
        (vec!["sweep".into(), f("emptydir")], vec!["emptydir".into(), "no results.csv".into()]),
        (vec!["sweep".into(), f("empty.csv")], vec!["empty.csv".into(), "empty".into()]),
        (vec!["sweep".into(), f("header.csv")], vec!["header.csv".into(), "no finished point".into()]),
        (vec!["sweep".into(), f("text.csv")], vec!["text.csv".into(), "line 2".into(), "`accepted`".into(), "lots".into()]),
        (vec!["sweep".into(), f("ragged.csv")], vec!["ragged.csv".into(), "line 2".into()]),
        (vec!["sweep".into(), f("good.csv"), "--x".into(), "traffic.nope".into()], vec!["good.csv".into(), "no column `traffic.nope`".into(), "--x".into()]),
        (vec!["sweep".into(), f("good.csv"), "--series".into(), "switch.nope".into()], vec!["no column `switch.nope`".into(), "--series".into()]),
        (vec!["sweep".into(), f("good.csv"), "--series".into(), "traffic.rate".into()], vec!["--series traffic.rate".into(), "x axis".into()]),
        (vec!["sweep".into(), f("good.csv"), "--latency".into(), "latency_p42".into()], vec!["no column `latency_p42`".into()]),
        (vec!["sweep".into(), f("good.csv"), "--drop-percent".into(), "0".into()], vec!["--drop-percent".into()]),
        (vec!["sweep".into(), f("good.csv"), "--knee-factor".into(), "1".into()], vec!["--knee-factor".into()]),
        (vec!["sweep".into(), f("good.csv"), "--format".into(), "gif".into()], vec!["gif".into()]),
        (vec!["series".into(), f("missing.json")], vec!["missing.json".into()]),
        (vec!["series".into(), f("nojson.json")], vec!["nojson.json".into(), "not JSON".into()]),
        (vec!["series".into(), f("noseries.json")], vec!["noseries.json".into(), "no time series".into()]),
        (vec!["series".into(), f("good.csv")], vec!["good.csv".into(), "not JSON".into()]),
    ];
    for (args, expect) in &cases {
        let mut a: Vec<&str> = vec!["plot"];
        a.extend(args.iter().map(String::as_str));
        if !args.contains(&"--format".to_string()) {
            a.extend(["-o", out.to_str().unwrap()]);
        }
        let o = switchgen(&a);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{a:?}: status {:?}, stderr {stderr}", o.status);
        assert!(!stderr.contains("panicked"), "{a:?}: {stderr}");
        for e in expect {
            assert!(stderr.contains(e.as_str()), "{a:?}: `{stderr}` does not name `{e}`");
        }
        assert!(!out.exists(), "{a:?}: {} was created", out.display());
        assert!(!p.join("plots").exists(), "{a:?}: plots/ was created next to the input");
    }
    // without -o nothing is written next to the input either
    let o = switchgen(&["plot", "sweep", &f("good.csv"), "--x", "nope"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!p.join("plots").exists());
    let mut left: Vec<String> = fs::read_dir(p).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().to_string()).collect();
    left.sort();
    assert_eq!(left, ["empty.csv", "emptydir", "good.csv", "header.csv", "nojson.json", "noseries.json", "ragged.csv", "text.csv"]);
}
