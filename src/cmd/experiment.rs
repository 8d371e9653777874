//! `switchgen experiment NAME`: the source papers' experiments on the golden model.

use crate::cli::{ExperimentArgs, MvcmHotspotArgs};
use crate::experiment::{self, fbicm_bmin as fb, ib_two_switch as ib, mvcm_hotspot as mh, recn as rc, recn_speedup as rs, self_tuned as st};
use crate::report;
use anyhow::Context;
use std::process::ExitCode;
use switchgen_config::{ConfigError, Params};
use switchgen_generator::GeneratedFile;

/// Writes an experiment's output directory all or nothing, prints its markdown summary, and
/// exits 1 when `failed` cases stopped early.
fn write_results(a: &ExperimentArgs, files: &[GeneratedFile], md: &str, contents: &str, failed: usize) -> anyhow::Result<ExitCode> {
    switchgen_generator::write_atomic(&a.out, files).with_context(|| format!("writing {}", a.out.display()))?;
    println!("{md}");
    println!("results written to {}/{contents}", a.out.display());
    Ok(if failed > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// An experiment's verdicts.json (the source of the docs' verdict tables).
fn verdicts_json(experiment: &str, command: &str, claims: Vec<experiment::verdict::Claim>) -> anyhow::Result<GeneratedFile> {
    // the command as a user types it, not the path of the binary that ran it
    // and without its output directory and progress switch
    let mut args: Vec<&str> = vec![];
    let mut it = command.split(' ').skip(1);
    while let Some(a) = it.next() {
        match a {
            "-q" | "--quiet" => {}
            "-o" | "--out" => {
                it.next();
            }
            _ if a.starts_with("--out=") => {}
            _ => args.push(a),
        }
    }
    let v = experiment::verdict::Verdicts { experiment: experiment.into(), command: format!("switchgen {}", args.join(" ")), claims };
    Ok(GeneratedFile { path: "verdicts.json".into(), text: serde_json::to_string_pretty(&v)? + "\n" })
}

/// `switchgen experiment ib-two-switch`.
pub fn ib_two_switch(a: &ExperimentArgs, packet_flits: u32) -> anyhow::Result<ExitCode> {
    let time_scale = experiment::time_scale(a.quick, a.time_scale, 10.0)?;
    if !(4..=64).contains(&packet_flits) {
        return Err(ConfigError::Invalid { key: "--packet-flits".into(), value: packet_flits.to_string(), allowed: "4..=64 (flits per data packet)".into() }.into());
    }
    let scale = ib::Scale { packet_flits, time_scale };
    let mut cases = ib::cases();
    experiment::select_cases(&mut cases, &a.cases, |c| &c.id)?;
    let params = experiment::case_params(cases.iter().map(|c| ib::config(c, scale)), &a.set)?;
    let total: u64 = params.iter().map(|p| p.cfg.sim.cycles).sum();
    let threads = experiment::threads(a.threads);
    eprintln!("ib-two-switch: {} cases, {total} cycles in all, {threads} threads", cases.len());
    let pb = report::progress(total, a.quiet, "ib-two-switch");
    let jobs: Vec<(ib::Case, Params)> = cases.into_iter().zip(params).collect();
    let results = experiment::run_parallel(&jobs, threads, &pb, |(c, p), tick| ib::run(c, p, scale, tick));
    pb.finish_and_clear();

    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let claims = ib::verdicts(&results);
    let md = ib::summary_md(&results, &claims, scale, &command);
    let mut files = vec![
        GeneratedFile { path: "summary.md".into(), text: md.clone() },
        GeneratedFile { path: "summary.csv".into(), text: ib::summary_csv(&results) },
        GeneratedFile {
            path: "results.json".into(),
            text: serde_json::to_string_pretty(&serde_json::json!({ "experiment": "ib-two-switch", "scale": scale, "command": command, "verdicts": claims, "cases": results }))? + "\n",
        },
    ];
    for r in results.iter().filter(|r| r.case.series) {
        files.push(GeneratedFile { path: format!("{}.csv", r.case.id).into(), text: ib::series_csv(r) });
        files.push(GeneratedFile { path: format!("{}.svg", r.case.id).into(), text: ib::series_svg(r)? });
    }
    if results.iter().any(|r| r.case.id.starts_with("fig6-")) {
        files.push(GeneratedFile { path: "fig6.svg".into(), text: ib::fig6_svg(&results)? });
    }
    if results.iter().any(|r| r.case.id.starts_with("fig7")) {
        files.push(GeneratedFile { path: "fig7.svg".into(), text: ib::fig7_svg(&results)? });
    }
    files.push(GeneratedFile { path: "verdict.md".into(), text: experiment::verdict::table_md(&claims) });
    files.push(verdicts_json("ib-two-switch", &command, claims)?);
    let failed = results.iter().filter(|r| r.error.is_some()).count();
    write_results(a, &files, &md, " (summary.md, summary.csv, results.json, per-case CSV and SVG)", failed)
}

/// `switchgen experiment mvcm-hotspot`.
pub fn mvcm_hotspot(a: &ExperimentArgs, m: &MvcmHotspotArgs) -> anyhow::Result<ExitCode> {
    let bad = |key: &str, value: String, allowed: &str| -> anyhow::Error { ConfigError::Invalid { key: key.into(), value, allowed: allowed.into() }.into() };
    for &n in m.ns.iter().chain([&m.ablation_n, &m.sweep_n]) {
        if !(2..=5).contains(&n) {
            return Err(bad("--n / --ablation-n / --sweep-n", n.to_string(), "2..=5 (bmin k=4 with n stages)"));
        }
    }
    if !(m.load > 0.0 && m.load <= 1.0) {
        return Err(bad("--load", m.load.to_string(), "0 < load <= 1 (flits/host/cycle)"));
    }
    if !(2..=64).contains(&m.packet_flits) {
        return Err(bad("--packet-flits", m.packet_flits.to_string(), "2..=64"));
    }
    let setup = mh::Setup { packet_flits: m.packet_flits, buffer_packets: mh::BUFFER_PACKETS, load: m.load, hot_fraction: 0.25, window_cycles: 2_000 };
    let mut cases = mh::cases(&m.ns, m.ablation_n, m.sweep_n, m.load);
    cases.extend(mh::ablations(&m.ns, m.ablation_n, m.sweep_n, m.load));
    if a.quick {
        cases.retain(|c| c.n <= 3);
    }
    experiment::select_cases(&mut cases, &a.cases, |c| &c.id)?;
    let params = experiment::case_params(cases.iter().map(|c| mh::config(c, &setup)), &a.set)?;
    let threads = experiment::threads(a.threads);
    eprintln!("mvcm-hotspot: {} cases on {threads} threads (hot-spot runs stop once drained)", cases.len());
    let total: u64 = params.iter().map(|p| p.cfg.sim.cycles.min(300_000)).sum();
    let pb = report::progress(total, a.quiet, "mvcm-hotspot");
    let jobs: Vec<(mh::Case, Params)> = cases.into_iter().zip(params).collect();
    // the largest networks first (the n = 5 runs take minutes each), results back in case order
    let mut order: Vec<usize> = (0..jobs.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(experiment::cost(&jobs[i].1)));
    let sorted: Vec<&(mh::Case, Params)> = order.iter().map(|&i| &jobs[i]).collect();
    let mut ran: Vec<(usize, mh::CaseResult)> = order.iter().copied().zip(experiment::run_parallel(&sorted, threads, &pb, |(c, p), tick| mh::run(c, p, tick))).collect();
    ran.sort_by_key(|x| x.0);
    let results: Vec<mh::CaseResult> = ran.into_iter().map(|x| x.1).collect();
    pb.finish_and_clear();

    // n = 3 in co-simulation: the same runs with Verilated switches, every figure compared
    let mut cosim = vec![];
    if m.cosim {
        let cache = m.cache.clone().unwrap_or_else(switchgen_cosim::lockstep::default_cache_dir);
        for (r, (c, p)) in results.iter().zip(&jobs) {
            // the main cases and the Fig. 9 sweep; the ablations change a setting the main
            // cases already co-simulate (PI's register sweep only its reset value)
            if c.n != 3 || !c.until_drained || c.variant.is_some() {
                continue;
            }
            eprintln!("co-simulating {} ({} cycles)...", c.id, r.cycles);
            let (lib, _) = switchgen_cosim::lockstep::build_switch(p, &cache)?;
            let t = std::time::Instant::now();
            let wave = a.out.with_extension("waves");
            // the same configuration for as many cycles as the model run took: every link and
            // status register compared every cycle; then the RTL side's figures against the
            // experiment's
            let run = switchgen_cosim::lockstep::run_lockstep(p, &lib, None, r.cycles, &wave, &format!("switchgen experiment mvcm-hotspot --case {}", c.id), 2, |_| {})?;
            let rtl = run.rtl.hosts.stats().results();
            let same = run.model.hosts.stats().results() == rtl;
            let fr = mh::marked_fractions(c, &rtl);
            let same_figures = fr == [r.cold_fecn, r.cold_mb, r.cold_vb, r.hot_fecn, r.hot_mb, r.hot_vb] && rtl.latency.avg == r.latency_all;
            cosim.push(serde_json::json!({
                "case": c.id, "cycles_compared": run.cycles_compared, "divergences": 0,
                "rtl_statistics_identical": same, "rtl_figures_identical": same_figures,
                "cycles_per_second": run.cycles_compared as f64 / t.elapsed().as_secs_f64(),
            }));
            anyhow::ensure!(same && same_figures, "{}: co-simulation figures differ from the model's", c.id);
        }
    }

    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let claims = mh::verdicts(&results, m.ablation_n);
    let mut md = mh::summary_md(&results, &claims, &setup, &command);
    if !cosim.is_empty() {
        md += "\n## Co-simulation (n = 3)\n\n";
        for c in &cosim {
            md += &format!(
                "- {}: {} cycles compared, 0 divergences, RTL statistics identical: {}, marked fractions and latency as in the model run: {}\n",
                c["case"].as_str().unwrap_or(""),
                c["cycles_compared"],
                c["rtl_statistics_identical"],
                c["rtl_figures_identical"]
            );
        }
    }
    let mut files = vec![
        GeneratedFile { path: "summary.md".into(), text: md.clone() },
        GeneratedFile {
            path: "results.json".into(),
            text: serde_json::to_string_pretty(&serde_json::json!({ "experiment": "mvcm-hotspot", "setup": setup, "command": command, "verdicts": claims, "cases": results, "cosim": cosim }))? + "\n",
        },
    ];
    files.push(GeneratedFile { path: "verdict.md".into(), text: experiment::verdict::table_md(&claims) });
    files.push(verdicts_json("mvcm-hotspot", &command, claims)?);
    for r in &results {
        files.push(GeneratedFile { path: format!("{}.csv", r.case.id).into(), text: mh::series_csv(r) });
    }
    for (name, svg) in mh::plots(&results, &m.ns, m.ablation_n)? {
        files.push(GeneratedFile { path: name.into(), text: svg });
    }
    let failed = results.iter().filter(|r| r.error.is_some()).count();
    write_results(a, &files, &md, "", failed)
}

/// The setup of seed 001's runs (`fbicm-bmin`, and `recn`'s hot-spot part) from `--cycles-per-us`
/// and the time scale (`--quick`, `--time-scale`).
fn seed001_setup(a: &ExperimentArgs, cycles_per_us: u64) -> anyhow::Result<fb::Setup> {
    if !(1..=10_000).contains(&cycles_per_us) {
        return Err(ConfigError::Invalid { key: "--cycles-per-us".into(), value: cycles_per_us.to_string(), allowed: "1..=10000".into() }.into());
    }
    let mut setup = fb::Setup { cycles_per_us, ..Default::default() };
    let scale = experiment::time_scale(a.quick, a.time_scale, 100.0)?;
    if scale != 1.0 {
        // every duration scales; the hot-spot window keeps its place in the run
        setup.cycles_per_us = ((setup.cycles_per_us as f64 * scale).round() as u64).max(1);
        setup.sweep_cycles = ((setup.sweep_cycles as f64 * scale) as u64).max(2_000);
        setup.sweep_warmup = setup.sweep_cycles / 4;
        setup.window_cycles = ((setup.window_cycles as f64 * scale) as u64).max(50);
    }
    Ok(setup)
}

/// `switchgen experiment fbicm-bmin`.
pub fn fbicm_bmin(a: &ExperimentArgs, cycles_per_us: u64) -> anyhow::Result<ExitCode> {
    let setup = seed001_setup(a, cycles_per_us)?;
    let mut cases = fb::cases();
    cases.extend(fb::ablations());
    experiment::select_cases(&mut cases, &a.cases, |c| &c.id)?;
    let params = experiment::case_params(cases.iter().map(|c| fb::config(c, &setup)), &a.set)?;
    let threads = experiment::threads(a.threads);
    eprintln!("fbicm-bmin: {} cases on {threads} threads", cases.len());
    let total: u64 = params.iter().map(|p| p.cfg.sim.cycles).sum();
    let pb = report::progress(total, a.quiet, "fbicm-bmin");
    // the largest cases first, so the 256-host runs do not end up alone at the end
    let mut jobs: Vec<(fb::Case, Params)> = cases.into_iter().zip(params).collect();
    jobs.sort_by_key(|(_, p)| std::cmp::Reverse(experiment::cost(p)));
    let mut results = experiment::run_parallel(&jobs, threads, &pb, |(c, p), tick| fb::run(c, p, &setup, tick));
    pb.finish_and_clear();
    sort_seed001(&mut results, &fb::SCHEMES);
    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let claims = fb::verdicts(&results);
    let md = fb::summary_md(&results, &claims, &setup, &command);
    let mut files = vec![
        GeneratedFile { path: "summary.md".into(), text: md.clone() },
        GeneratedFile {
            path: "results.json".into(),
            text: serde_json::to_string_pretty(&serde_json::json!({ "experiment": "fbicm-bmin", "setup": setup, "command": command, "verdicts": claims, "cases": results }))? + "\n",
        },
    ];
    files.push(GeneratedFile { path: "verdict.md".into(), text: experiment::verdict::table_md(&claims) });
    files.push(verdicts_json("fbicm-bmin", &command, claims)?);
    for r in results.iter().filter(|r| !r.case.sweep) {
        files.push(GeneratedFile { path: format!("{}.csv", r.case.id).into(), text: fb::series_csv(r) });
    }
    for (name, svg) in fb::plots(&results)? {
        files.push(GeneratedFile { path: name.into(), text: svg });
    }
    let failed = results.iter().filter(|r| r.error.is_some()).count();
    write_results(a, &files, &md, "", failed)
}

/// Seed 001's results in table order: traffic case, time runs before sweeps, scheme, load.
fn sort_seed001(results: &mut [fb::CaseResult], schemes: &[switchgen_config::QueueScheme]) {
    results.sort_by_key(|r| (r.case.traffic, r.case.sweep, schemes.iter().position(|&q| q == r.case.scheme), (r.case.load * 1000.0) as u64));
}

/// `switchgen experiment recn`.
pub fn recn(a: &ExperimentArgs, cycles_per_us: u64) -> anyhow::Result<ExitCode> {
    let setup = rc::Setup { hot: seed001_setup(a, cycles_per_us)?, tree: rc::TreeSetup::default(), sudden: rs::Setup::default() };
    let mut cases = rc::jobs(a.quick);
    experiment::select_cases(&mut cases, &a.cases, |j| j.id())?;
    let params = experiment::case_params(cases.iter().map(|j| rc::config(j, &setup)), &a.set)?;
    let threads = experiment::threads(a.threads);
    eprintln!("recn: {} cases on {threads} threads", cases.len());
    let total: u64 = params.iter().map(|p| p.cfg.sim.cycles).sum();
    let pb = report::progress(total, a.quiet, "recn");
    let mut jobs: Vec<(rc::Job, Params)> = cases.into_iter().zip(params).collect();
    jobs.sort_by_key(|(_, p)| std::cmp::Reverse(experiment::cost(p)));
    let results = experiment::run_parallel(&jobs, threads, &pb, |(j, p), tick| rc::run(j, p, &setup, tick));
    pb.finish_and_clear();
    let (mut hot, mut tree, mut sudden) = (vec![], vec![], vec![]);
    for r in results {
        match r {
            rc::JobResult::Hot(r) => hot.push(r),
            rc::JobResult::Tree(r) => tree.push(r),
            rc::JobResult::Sudden(r) => sudden.push(r),
        }
    }
    rs::sort(&mut sudden);
    sort_seed001(&mut hot, &rc::SCHEMES);
    let order = rc::tree_cases();
    tree.sort_by_key(|r| order.iter().position(|c| c.id == r.case.id));
    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let claims = rs::verdicts(&sudden, &tree, &hot);
    let md = rc::summary_md(&hot, &tree, &sudden, &claims, &setup, &command);
    let mut json = serde_json::json!({ "experiment": "recn", "setup": setup, "command": command, "verdicts": claims, "hotspot_cases": hot, "tree_cases": tree, "sudden_cases": sudden });
    rc::rename_cam_keys(&mut json["hotspot_cases"]);
    let mut files = vec![
        GeneratedFile { path: "summary.md".into(), text: md.clone() },
        GeneratedFile { path: "results.json".into(), text: serde_json::to_string_pretty(&json)? + "\n" },
    ];
    for r in hot.iter().filter(|r| !r.case.sweep) {
        files.push(GeneratedFile { path: format!("{}.csv", r.case.id).into(), text: rc::hot_csv(r) });
    }
    for (name, svg) in fb::plots_with(&hot, &rc::SCHEMES, &[switchgen_config::QueueScheme::Recn, switchgen_config::QueueScheme::Fbicm])? {
        files.push(GeneratedFile { path: name.into(), text: svg });
    }
    for r in &tree {
        files.push(GeneratedFile { path: format!("{}.csv", r.case.id).into(), text: rc::tree_csv(r) });
    }
    if !tree.is_empty() {
        files.push(GeneratedFile { path: "tree.svg".into(), text: rc::tree_svg(&tree, &setup)? });
    }
    for r in &sudden {
        files.push(GeneratedFile { path: format!("{}.csv", r.case.id).into(), text: rs::csv(r) });
    }
    for (name, svg) in rs::plots(&sudden, &setup.sudden)? {
        files.push(GeneratedFile { path: name.into(), text: svg });
    }
    // the moving tree's configuration, to replay one run with `switchgen sim --config`
    if let Some((_, p)) = order.iter().find_map(|c| jobs.iter().find(|(j, _)| j.id() == c.id)) {
        files.push(GeneratedFile { path: "tree-config.json".into(), text: serde_json::to_string(&p.cfg)? + "\n" });
    }
    // seed 004 Fig. 7's and Fig. 8's enhanced-RECN configurations, to replay with `switchgen sim
    // --config` (basic: --set switch.recn.variant=basic). One per figure: a configuration's
    // cycles are core cycles, so its flows' times and the run's length depend on the speedup
    // (--set switch.speedup on Fig. 7's file moves the tree, it does not make Fig. 8's case)
    for fig in [7, 8] {
        if let Some((_, p)) = jobs.iter().find(|(j, _)| j.id() == format!("s004-fig{fig}-recn-enhanced")) {
            files.push(GeneratedFile { path: format!("s004-fig{fig}-config.json").into(), text: serde_json::to_string(&p.cfg)? + "\n" });
        }
    }
    files.push(GeneratedFile { path: "verdict.md".into(), text: experiment::verdict::table_md(&claims) });
    files.push(verdicts_json("recn", &command, claims)?);
    let failed = hot.iter().filter(|r| r.error.is_some()).count() + tree.iter().filter(|r| r.error.is_some()).count() + sudden.iter().filter(|r| r.error.is_some()).count();
    write_results(a, &files, &md, "", failed)
}

/// `switchgen experiment self-tuned`.
pub fn self_tuned(a: &ExperimentArgs) -> anyhow::Result<ExitCode> {
    let scale = experiment::time_scale(a.quick, a.time_scale, 10.0)?;
    let setup = st::Setup::new(scale, a.quick);
    let mut cases = st::cases(&setup);
    experiment::select_cases(&mut cases, &a.cases, |c| &c.id)?;
    let params = experiment::case_params(cases.iter().map(|c| st::config(c, &setup)), &a.set)?;
    let threads = experiment::threads(a.threads);
    eprintln!("self-tuned: {} cases on {threads} threads", cases.len());
    let total: u64 = params.iter().map(|p| p.cfg.sim.cycles).sum();
    let pb = report::progress(total, a.quiet, "self-tuned");
    // the bursty runs (many flows) and the bmin runs first
    let mut jobs: Vec<(st::Case, Params)> = cases.into_iter().zip(params).collect();
    jobs.sort_by_key(|(c, p)| std::cmp::Reverse(experiment::cost(p) * if c.kind == st::Kind::Bursty { 4 } else { 1 }));
    let mut results = experiment::run_parallel(&jobs, threads, &pb, |(c, p), tick| st::run(c, p, &setup, tick));
    pb.finish_and_clear();
    st::sort(&mut results);
    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let md = st::summary_md(&results, &setup, &command);
    let mut files = vec![
        GeneratedFile { path: "results.md".into(), text: md.clone() },
        GeneratedFile {
            path: "results.json".into(),
            text: serde_json::to_string_pretty(&serde_json::json!({ "experiment": "self-tuned", "setup": setup, "command": command, "cases": results }))? + "\n",
        },
    ];
    let mut svgs = st::load_svgs(&results, &setup)?;
    svgs.extend(st::scan_svg(&results, &setup)?.map(|s| ("scan.svg".to_string(), s)));
    svgs.extend(st::trace_svgs(&results, &setup)?);
    svgs.extend(st::bursty_svgs(&results, &setup)?);
    for (name, svg) in svgs {
        files.push(GeneratedFile { path: name.into(), text: svg });
    }
    // one bursty configuration, to replay with `switchgen sim --config`
    if let Some((_, p)) = jobs.iter().find(|(c, _)| c.kind == st::Kind::Bursty && c.scheme == st::Scheme::Tuned) {
        files.push(GeneratedFile { path: "bursty-config.json".into(), text: serde_json::to_string(&p.cfg)? + "\n" });
    }
    let failed = results.iter().filter(|r| r.error.is_some()).count();
    write_results(a, &files, &md, " (results.md, results.json, SVG figures)", failed)
}

/// `switchgen experiment verdicts`: the docs' verdict tables from verdicts.json files.
pub fn verdicts(doc: &std::path::Path, check: bool, json: &[std::path::PathBuf]) -> anyhow::Result<ExitCode> {
    let old = std::fs::read_to_string(doc).with_context(|| format!("reading {}", doc.display()))?;
    let mut new = old.clone();
    for j in json {
        let text = std::fs::read_to_string(j).with_context(|| format!("reading {}", j.display()))?;
        let v: experiment::verdict::Verdicts = serde_json::from_str(&text).with_context(|| format!("{}: not a verdicts.json", j.display()))?;
        new = experiment::verdict::splice(&new, &v.experiment, &experiment::verdict::block(&v)).map_err(|e| anyhow::anyhow!("{}: {e}", doc.display()))?;
    }
    if check {
        if new != old {
            eprintln!("{}: a verdict table differs from its verdicts.json (run `make results-doc`)", doc.display());
            return Ok(ExitCode::from(1));
        }
        println!("{}: verdict tables match", doc.display());
    } else if new != old {
        // a sibling temporary file renamed over the doc: never half written
        let tmp = doc.with_extension(format!("md.tmp-{}", std::process::id()));
        std::fs::write(&tmp, &new).with_context(|| format!("writing {}", tmp.display()))?;
        std::fs::rename(&tmp, doc).with_context(|| format!("writing {}", doc.display()))?;
        println!("{}: verdict tables written", doc.display());
    }
    Ok(ExitCode::SUCCESS)
}
