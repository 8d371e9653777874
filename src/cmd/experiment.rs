//! `switchgen experiment NAME`: the source papers' experiments on the golden model.

use crate::cli::ExperimentArgs;
use crate::experiment::{self, ib_two_switch as ib};
use crate::report;
use anyhow::Context;
use std::process::ExitCode;
use switchgen_config::{ConfigError, Params};
use switchgen_generator::GeneratedFile;

/// `switchgen experiment ib-two-switch`.
pub fn ib_two_switch(a: &ExperimentArgs, packet_flits: u32) -> anyhow::Result<ExitCode> {
    let time_scale = match (a.quick, a.time_scale) {
        (_, Some(t)) => t,
        (true, None) => 0.1,
        (false, None) => 1.0,
    };
    if !(time_scale > 0.0 && time_scale <= 10.0) {
        return Err(ConfigError::Invalid { key: "--time-scale".into(), value: time_scale.to_string(), allowed: "0 < scale <= 10".into() }.into());
    }
    if !(4..=64).contains(&packet_flits) {
        return Err(ConfigError::Invalid { key: "--packet-flits".into(), value: packet_flits.to_string(), allowed: "4..=64 (flits per data packet)".into() }.into());
    }
    let scale = ib::Scale { packet_flits, time_scale };
    let mut cases = ib::cases();
    if !a.cases.is_empty() {
        let known: Vec<String> = cases.iter().map(|c| c.id.clone()).collect();
        for want in &a.cases {
            if !known.iter().any(|k| k.starts_with(want.as_str())) {
                return Err(ConfigError::Invalid { key: "--case".into(), value: want.clone(), allowed: format!("a prefix of one of: {}", known.join(", ")) }.into());
            }
        }
        cases.retain(|c| a.cases.iter().any(|w| c.id.starts_with(w.as_str())));
    }
    // validate every case's configuration (with the user's overrides) before running any
    let mut params = vec![];
    for c in &cases {
        let mut v = serde_json::to_value(ib::config(c, scale))?;
        for o in &a.set {
            switchgen_config::apply_override(&mut v, o)?;
        }
        params.push(Params::new(switchgen_config::from_value(&v)?)?);
    }
    let total: u64 = params.iter().map(|p| p.cfg.sim.cycles).sum();
    let threads = experiment::threads(a.threads);
    eprintln!("ib-two-switch: {} cases, {total} cycles in all, {threads} threads", cases.len());
    let pb = report::progress(total, a.quiet, "ib-two-switch");
    let jobs: Vec<(ib::Case, Params)> = cases.into_iter().zip(params).collect();
    let results = experiment::run_parallel(&jobs, threads, &pb, |(c, p), tick| ib::run(c, p, scale, tick));
    pb.finish_and_clear();

    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let md = ib::summary_md(&results, scale, &command);
    let mut files = vec![
        GeneratedFile { path: "summary.md".into(), text: md.clone() },
        GeneratedFile { path: "summary.csv".into(), text: ib::summary_csv(&results) },
        GeneratedFile {
            path: "results.json".into(),
            text: serde_json::to_string_pretty(&serde_json::json!({ "experiment": "ib-two-switch", "scale": scale, "command": command, "cases": results }))? + "\n",
        },
    ];
    for r in results.iter().filter(|r| r.case.series) {
        files.push(GeneratedFile { path: format!("{}.csv", r.case.id).into(), text: ib::series_csv(r) });
        files.push(GeneratedFile { path: format!("{}.svg", r.case.id).into(), text: ib::series_svg(r)? });
    }
    if results.iter().any(|r| !r.case.series) {
        files.push(GeneratedFile { path: "fig6.svg".into(), text: ib::fig6_svg(&results)? });
    }
    switchgen_generator::write_atomic(&a.out, &files).with_context(|| format!("writing {}", a.out.display()))?;
    println!("{md}");
    println!("results written to {}/ (summary.md, summary.csv, results.json, per-case CSV and SVG)", a.out.display());
    let failed = results.iter().filter(|r| r.error.is_some()).count();
    Ok(if failed > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
}
