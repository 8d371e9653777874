//! `switchgen soak`: constrained-random lockstep co-simulation (issue 32 item 2, docs/TESTING.md
//! "Soak"). Case i of seed s draws a legal configuration from [`switchgen_config::space`] (the
//! switch from the stream of its build group, the rest from its own stream), builds the switch
//! (cached by content) and runs it in lockstep against the golden model with the scoreboard and
//! the watchdog on both sides. Every finished case is a file `cases/<id>.json` of the output
//! directory (resumable, sharded and merged like sweep points); a failing case is shrunk
//! ([`shrink`]) and written as a replay configuration with the command that replays it.

use crate::cli::{ConfigArgs, SoakArgs};
use anyhow::Context;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;
use switchgen_config::space::{self, Budget, Rng};
use switchgen_config::{Config, ConfigError, Params};
use switchgen_cosim::lockstep::{self, CosimError};
use switchgen_cosim::verilator::Library;
use switchgen_model::network::NetError;

/// Version of the files of a soak directory; a case file of another format is run again.
pub const FORMAT: u32 = 1;

/// A one-line edit of one generated RTL file, applied before every build of a soak (mutation
/// testing: shows that the soak finds and shrinks a planted bug). `--plant FILE` reads it as
/// JSON `{"file": "rtl/sg_switch.v", "find": "...", "replace": "..."}`; the first occurrence of
/// `find` is replaced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Plant {
    pub file: String,
    pub find: String,
    pub replace: String,
}

/// What a soak directory holds: every case follows from it (`soak-def.json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SoakDef {
    pub format: u32,
    /// Seed of the draws (`--seed`).
    pub seed: u64,
    /// Cases per switch draw (`--cases-per-build`): cases g*G .. (g+1)*G share one switch.
    pub cases_per_build: u64,
    pub budget: Budget,
    /// `--config` and `--set` of the soak: the base configuration, its --set keys pinned in every case.
    pub base: Config,
    pub pins: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plant: Option<Plant>,
}

impl SoakDef {
    fn path(dir: &Path) -> PathBuf {
        dir.join("soak-def.json")
    }

    pub fn read(dir: &Path) -> anyhow::Result<SoakDef> {
        let p = Self::path(dir);
        let text = std::fs::read_to_string(&p).with_context(|| format!("reading {}", p.display()))?;
        serde_json::from_str(&text).with_context(|| format!("{}: not a soak definition", p.display()))
    }

    /// Writes the definition into `dir`, or checks that `dir` holds the same soak.
    fn claim(&self, dir: &Path) -> anyhow::Result<()> {
        if Self::path(dir).exists() {
            let old = Self::read(dir)?;
            if &old != self {
                anyhow::bail!("{} holds another soak (seed, budget, base configuration, pins or plant differ); use another output directory, or delete this one to start over", dir.display());
            }
            return Ok(());
        }
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        crate::report::write_file_atomic(&Self::path(dir), (serde_json::to_string_pretty(self)? + "\n").as_bytes())
    }

    /// The configuration of case `index`: the switch drawn from stream 2g of the seed (g = its
    /// group), the rest from stream 2i + 1, then the pins; a draw the pins make illegal is drawn
    /// again from the next attempt's streams. Errors: the pins leave nothing legal.
    pub fn case_config(&self, index: u64) -> Result<Config, ConfigError> {
        let g = index / self.cases_per_build.max(1);
        let mut last = None;
        for attempt in 0..100u64 {
            let mut rs = Rng::new(self.seed.wrapping_add(attempt << 32), 2 * g);
            let mut rc = Rng::new(self.seed.wrapping_add(attempt << 32), 2 * index + 1);
            let sw = pin(&space::draw_switch(&mut rs, &self.budget, &self.base)?, &self.pins)?;
            let c = match space::draw_case(&mut rc, &self.budget, &sw).and_then(|c| pin(&c, &self.pins)) {
                Ok(c) => c,
                Err(e) => {
                    last = Some(e);
                    continue;
                }
            };
            match Params::new(c.clone()) {
                Ok(_) => return Ok(c),
                Err(e) => last = Some(e),
            }
        }
        Err(last.expect("100 attempts"))
    }
}

/// `c` with the `--set` pins applied again.
fn pin(c: &Config, pins: &[String]) -> Result<Config, ConfigError> {
    if pins.is_empty() {
        return Ok(c.clone());
    }
    let mut v = serde_json::to_value(c).expect("config serializes");
    for p in pins {
        switchgen_config::apply_override(&mut v, p)?;
    }
    switchgen_config::from_value(&v)
}

/// How a case ended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseRecord {
    pub format: u32,
    pub index: u64,
    pub id: String,
    pub config_hash: String,
    /// Queue scheme (`recn basic` / `recn enhanced`), marking, topology kind and size, hosts'
    /// response, pattern: the coverage table's keys.
    pub scheme: String,
    pub marking: String,
    pub topology: String,
    pub size: String,
    pub response: String,
    pub pattern: String,
    pub switches: u64,
    /// Network cycles compared, and cycles x switches.
    pub cycles_compared: u64,
    pub switch_cycles_compared: u64,
    /// `pass`, or the failure: `divergence`, `assertion`, `scoreboard`, `watchdog`, `credit`,
    /// `malformed`, `counter`, `statistics` (model and RTL host statistics differ), `build`,
    /// `panic`.
    pub outcome: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// Verilator build of the switch: cache key, whether it was in the cache, seconds.
    pub build_key: String,
    pub build_cached: bool,
    pub build_seconds: f64,
    pub run_seconds: f64,
    /// The shrunk replay of a failure (directory, cycles, switches, command).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replay: Option<Value>,
    pub config: Config,
}

fn cases_dir(dir: &Path) -> PathBuf {
    dir.join("cases")
}

fn case_id(index: u64) -> String {
    format!("c{index:06}")
}

fn case_path(dir: &Path, index: u64) -> PathBuf {
    cases_dir(dir).join(format!("{}.json", case_id(index)))
}

fn read_case(path: &Path) -> Option<CaseRecord> {
    let r: CaseRecord = serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    (r.format == FORMAT).then_some(r)
}

/// The coverage keys of a configuration: (scheme, marking, topology kind, size).
fn coverage_keys(p: &Params) -> (String, String, String, String) {
    let c = &p.cfg;
    let scheme = match c.switch.queue_scheme {
        switchgen_config::QueueScheme::Recn => format!("recn {}", switchgen_config::key_name(c.switch.recn.variant)),
        q => switchgen_config::key_name(q),
    };
    let size = match c.topology.kind {
        switchgen_config::TopologyKind::Single | switchgen_config::TopologyKind::TwoSwitch => format!("{} ports", c.topology.ports),
        _ => format!("k={} n={}", c.topology.k, c.topology.n),
    };
    (scheme, switchgen_config::key_name(c.switch.marking), switchgen_config::key_name(c.topology.kind), size)
}

/// A failure of one co-simulation: its class (see [`CaseRecord::outcome`]), the cycle it showed
/// at (when known) and the message.
#[derive(Debug, Clone)]
pub struct Failure {
    pub kind: String,
    pub cycle: Option<u64>,
    pub message: String,
}

fn first_cycle(msg: &str) -> Option<u64> {
    let i = msg.find("cycle ")?;
    msg[i + 6..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().ok()
}

fn net_kind(e: &NetError) -> &'static str {
    match e {
        NetError::Scoreboard(_) => "scoreboard",
        NetError::Credit { .. } => "credit",
        NetError::Watchdog { .. } => "watchdog",
        NetError::Malformed { .. } => "malformed",
        NetError::Counter { .. } => "counter",
    }
}

/// Renders the co-simulation switch of `p`, with `plant` applied. Errors: the plant does not
/// change its file (exit status 2 at the start of a soak).
fn cosim_files(p: &Params, plant: Option<&Plant>) -> anyhow::Result<Vec<switchgen_generator::GeneratedFile>> {
    let mut files = switchgen_generator::render_cosim(p)?;
    if let Some(pl) = plant {
        planted(&mut files, pl)?;
    }
    Ok(files)
}

fn planted(files: &mut [switchgen_generator::GeneratedFile], pl: &Plant) -> anyhow::Result<()> {
    let f = files.iter_mut().find(|f| f.path == pl.file.as_str()).ok_or_else(|| super::UsageError(format!("--plant: no generated file {}", pl.file)))?;
    if !f.text.contains(&pl.find) {
        return Err(super::UsageError(format!("--plant: {} does not contain {:?}", pl.file, pl.find)).into());
    }
    f.text = f.text.replacen(&pl.find, &pl.replace, 1);
    Ok(())
}

/// Builds (or loads) the switch of `p` with the soak's plant.
fn build(p: &Params, cache: &Path, plant: Option<&Plant>) -> anyhow::Result<(Arc<Library>, switchgen_cosim::verilator::BuildInfo)> {
    let files = cosim_files(p, plant)?;
    Ok(lockstep::build_switch_files(p, &files, cache, false)?)
}

/// One lockstep run of `p` for its `sim.cycles` on the calling thread: the cycles compared, or
/// the failure. `tick(cycle)` every 1024 cycles. No waveform (the replay writes one).
fn run_once(p: &Params, lib: &Arc<Library>, tick: impl FnMut(u64)) -> Result<u64, Failure> {
    let cycles = p.cfg.sim.cycles;
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| lockstep::run_lockstep_with(p, lib, None, cycles, None, "", 1, tick)));
    let fail = |kind: &str, cycle: Option<u64>, message: String| Err(Failure { kind: kind.into(), cycle, message });
    match run {
        Ok(Ok(r)) => {
            if r.model.hosts.stats().results() != r.rtl.hosts.stats().results() {
                return fail("statistics", None, "model and RTL host statistics differ".into());
            }
            Ok(r.cycles_compared)
        }
        Ok(Err(CosimError::Divergence(d))) => fail("divergence", Some(d.cycle), d.to_string()),
        Ok(Err(CosimError::Assertion(a))) => fail("assertion", Some(a.cycle), a.to_string()),
        Ok(Err(CosimError::Model(e))) => fail(net_kind(&e), first_cycle(&e.to_string()), format!("golden model: {e}")),
        Ok(Err(CosimError::Rtl(e))) => fail(net_kind(&e), first_cycle(&e.to_string()), format!("RTL network: {e}")),
        Ok(Err(e)) => fail("build", None, e.to_string()),
        Err(panic) => {
            let msg = panic.downcast_ref::<String>().cloned().or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default();
            fail("panic", None, msg)
        }
    }
}

/// Whether case `index` still has to run in `dir` for configuration hash `hash`: no file of
/// that configuration there, or one whose build failed (a tool problem, not a finding: a rerun
/// tries again, as `sweep` reruns a failed point). A case that diverged or failed a check keeps
/// its file and its shrunk replay.
fn still_to_run(dir: &Path, index: u64, hash: &str) -> bool {
    !matches!(read_case(&case_path(dir, index)), Some(r) if r.config_hash == hash && r.outcome != "build")
}

/// Counters shared by the workers of one run (progress bar message).
struct Live {
    cases: AtomicU64,
    failed: AtomicU64,
    switch_cycles: AtomicU64,
    stop: AtomicBool,
}

/// `switchgen soak`. Exit status 0, 1 when a case of this run (or a kept one) failed, 2 on bad
/// arguments (nothing run).
pub fn soak(cfg: &ConfigArgs, a: &SoakArgs) -> anyhow::Result<ExitCode> {
    let t_start = Instant::now();
    if a.cases.is_none() && a.hours.is_none() {
        return Err(super::UsageError("give --cases N or --hours H (or both: whichever ends first)".into()).into());
    }
    if let Some(h) = a.hours {
        if !(h > 0.0 && h <= 10_000.0) {
            return Err(ConfigError::Invalid { key: "--hours".into(), value: h.to_string(), allowed: "0 < hours <= 10000".into() }.into());
        }
    }
    if a.cases == Some(0) {
        return Err(ConfigError::Invalid { key: "--cases".into(), value: "0".into(), allowed: ">= 1".into() }.into());
    }
    if !(1..=10_000).contains(&a.cases_per_build) {
        return Err(ConfigError::Invalid { key: "--cases-per-build".into(), value: a.cases_per_build.to_string(), allowed: "1..=10000".into() }.into());
    }
    let shard = a.shard.as_deref().map(crate::sweep::parse_shard).transpose()?;
    let budget = Budget {
        max_switches: a.max_switches,
        max_ports: a.max_ports,
        switch_cycles: a.switch_cycles,
        max_cycles: a.max_cycles.max(Budget::default().min_cycles),
        ..Budget::default()
    };
    if space::shapes(budget.max_switches, budget.max_ports).is_empty() {
        return Err(ConfigError::Invalid {
            key: "--max-switches / --max-ports".into(),
            value: format!("{} / {}", a.max_switches, a.max_ports),
            allowed: "a budget with at least one legal network (e.g. --max-ports >= 2)".into(),
        }
        .into());
    }
    let plant = match &a.plant {
        None => None,
        Some(f) => {
            let text = std::fs::read_to_string(f).map_err(|e| super::UsageError(format!("--plant {}: {e}", f.display())))?;
            Some(serde_json::from_str::<Plant>(&text).map_err(|e| super::UsageError(format!("--plant {}: expected {{\"file\", \"find\", \"replace\"}}: {e}", f.display())))?)
        }
    };
    let base = switchgen_config::load(cfg.config.as_deref(), &cfg.set)?;
    let def = SoakDef { format: FORMAT, seed: a.seed, cases_per_build: a.cases_per_build, budget, base, pins: cfg.set.clone(), plant };
    // the first case validates the definition (pins that leave nothing legal: exit 2), and a plant
    // that does not apply is refused before anything runs
    let c0 = def.case_config(0)?;
    if let Some(pl) = &def.plant {
        cosim_files(&Params::new(c0)?, Some(pl))?;
    }
    if a.dry_run {
        return dry_run(&def, a.cases.unwrap_or(300), shard);
    }
    def.claim(&a.out)?;
    std::fs::create_dir_all(cases_dir(&a.out))?;
    let cache = a.cache.clone().unwrap_or_else(lockstep::default_cache_dir);
    let threads = crate::experiment::threads(a.threads);
    let deadline = a.hours.map(|h| t_start + std::time::Duration::from_secs_f64(h * 3600.0));
    let n_cases = a.cases.unwrap_or(u64::MAX);
    let g = def.cases_per_build;
    let groups = n_cases.div_ceil(g);
    let (si, sn) = shard.unwrap_or((1, 1));
    let next_group = AtomicU64::new(0);
    let live = Live { cases: AtomicU64::new(0), failed: AtomicU64::new(0), switch_cycles: AtomicU64::new(0), stop: AtomicBool::new(false) };
    let ran: Mutex<Vec<(u64, crate::junit::Case)>> = Mutex::new(vec![]);
    let kept = AtomicU64::new(0);
    let shard_text = shard.map(|(i, n)| format!("{i}/{n}"));
    eprintln!(
        "soak {}: seed {}, {}{}, {} cases per build, {threads} threads, cache {}",
        a.out.display(),
        def.seed,
        match (a.cases, a.hours) {
            (Some(n), Some(h)) => format!("{n} cases or {h} h"),
            (Some(n), None) => format!("{n} cases"),
            (None, Some(h)) => format!("{h} h"),
            (None, None) => unreachable!(),
        },
        shard_text.as_ref().map(|s| format!(", shard {s}")).unwrap_or_default(),
        g,
        cache.display()
    );
    // with --cases, a bar of the switch-cycles the cases not yet in the directory plan to compare
    // (a failing case stops early and leaves the bar short); with --hours alone, a spinner
    let planned: Option<u64> = a.cases.map(|n| {
        (0..n)
            .filter(|i| (i / g) % sn == si - 1)
            .filter_map(|i| def.case_config(i).ok().map(|c| (i, c)))
            .filter(|(i, c)| still_to_run(&a.out, *i, &switchgen_config::config_hash(c)))
            .filter_map(|(_, c)| Params::new(c).ok().map(|p| p.cfg.sim.cycles * p.topology.switches.len() as u64))
            .sum()
    });
    let pb = match (a.quiet, planned) {
        (true, _) => indicatif::ProgressBar::hidden(),
        (false, Some(total)) => {
            let pb = indicatif::ProgressBar::new(total);
            pb.set_style(
                indicatif::ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} switch-cycles ({per_sec}, eta {eta})").expect("static template").progress_chars("=> "),
            );
            pb
        }
        (false, None) => {
            let pb = indicatif::ProgressBar::new_spinner();
            pb.set_style(indicatif::ProgressStyle::with_template("{spinner} {elapsed_precise} {msg}").expect("static template"));
            pb.enable_steady_tick(std::time::Duration::from_millis(500));
            pb
        }
    };
    let msg = |live: &Live| {
        format!(
            "{} cases, {:.3e} switch-cycles compared, {} failed",
            live.cases.load(Ordering::Relaxed),
            live.switch_cycles.load(Ordering::Relaxed) as f64,
            live.failed.load(Ordering::Relaxed)
        )
    };
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                // groups of this shard: the k-th is g = k * N + I - 1
                let k = next_group.fetch_add(1, Ordering::Relaxed);
                let grp = k.saturating_mul(sn).saturating_add(si - 1);
                if grp >= groups || live.stop.load(Ordering::Relaxed) {
                    break;
                }
                let mut lib: Option<(Arc<Library>, switchgen_cosim::verilator::BuildInfo, String)> = None;
                for index in grp * g..((grp + 1) * g).min(n_cases) {
                    if deadline.is_some_and(|d| Instant::now() >= d) {
                        live.stop.store(true, Ordering::Relaxed);
                        break;
                    }
                    let c = match def.case_config(index) {
                        Ok(c) => c,
                        Err(e) => {
                            pb.suspend(|| eprintln!("case {}: {e}", case_id(index)));
                            continue;
                        }
                    };
                    let hash = switchgen_config::config_hash(&c);
                    if !still_to_run(&a.out, index, &hash) {
                        kept.fetch_add(1, Ordering::Relaxed);
                        continue;
                    }
                    let rec = run_case(&def, index, c, &hash, &cache, &mut lib, &a.out, !a.no_shrink, a.shrink_runs, &|sc| {
                        live.switch_cycles.fetch_add(sc, Ordering::Relaxed);
                        pb.inc(sc);
                        pb.set_message(msg(&live));
                    });
                    live.cases.fetch_add(1, Ordering::Relaxed);
                    let failure = (rec.outcome != "pass").then(|| {
                        live.failed.fetch_add(1, Ordering::Relaxed);
                        let mut m = format!("{}: {}", rec.outcome, rec.message.clone().unwrap_or_default());
                        if let Some(r) = &rec.replay {
                            m.push_str(&format!("\nreplay: {}", r["command"].as_str().unwrap_or_default()));
                        }
                        pb.suspend(|| eprintln!("case {} FAILED ({}, {}): {m}", rec.id, rec.topology, rec.scheme));
                        m
                    });
                    pb.set_message(msg(&live));
                    let jc = crate::junit::Case {
                        name: format!("{} {} {} {} {}", rec.id, rec.scheme, rec.marking, rec.topology, rec.size),
                        classname: "soak".into(),
                        seconds: rec.build_seconds + rec.run_seconds,
                        failure,
                        note: Some(format!("{} cycles x {} switches compared", rec.cycles_compared, rec.switches)),
                    };
                    ran.lock().unwrap_or_else(|e| e.into_inner()).push((index, jc));
                    let text = serde_json::to_string_pretty(&rec).unwrap_or_default() + "\n";
                    if let Err(e) = crate::report::write_file_atomic(&case_path(&a.out, index), text.as_bytes()) {
                        pb.suspend(|| eprintln!("case {}: {e:#}", rec.id));
                    }
                }
            });
        }
    });
    pb.finish_and_clear();
    let mut ran = ran.into_inner().unwrap_or_else(|e| e.into_inner());
    ran.sort_by_key(|(i, _)| *i);
    let run_failed = ran.iter().filter(|(_, c)| c.failure.is_some()).count();
    if let Some(path) = &a.junit {
        let cases: Vec<crate::junit::Case> = ran.into_iter().map(|(_, c)| c).collect();
        crate::junit::write(path, &format!("switchgen soak {}", a.out.display()), &cases)?;
    }
    let this_run = json!({
        "shard": shard_text,
        "threads": threads,
        "cases_run": live.cases.load(Ordering::Relaxed),
        "cases_kept": kept.load(Ordering::Relaxed),
        "failed": run_failed,
        "switch_cycles_compared": live.switch_cycles.load(Ordering::Relaxed),
        "wall_seconds": t_start.elapsed().as_secs_f64(),
        "stopped_by_hours": live.stop.load(Ordering::Relaxed),
    });
    let summary = summarize(&a.out, &def, Some(this_run))?;
    print_summary(&a.out, &summary);
    let failed_total = summary["totals"]["failed"].as_u64().unwrap_or(0);
    Ok(if failed_total > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// `--dry-run`: draws cases 0..n (of the shard) and prints what running them would take.
fn dry_run(def: &SoakDef, n: u64, shard: Option<(u64, u64)>) -> anyhow::Result<ExitCode> {
    let (si, sn) = shard.unwrap_or((1, 1));
    let mut builds: BTreeMap<String, u64> = BTreeMap::new();
    let mut cov: BTreeMap<(String, String, String), u64> = BTreeMap::new();
    let (mut sc, mut cases) = (0u64, 0u64);
    for i in 0..n {
        if (i / def.cases_per_build) % sn != si - 1 {
            continue;
        }
        let p = Params::new(def.case_config(i)?)?;
        let files = cosim_files(&p, def.plant.as_ref())?;
        *builds.entry(sources_hash(&files)).or_insert(0) += 1;
        let (q, m, k, _) = coverage_keys(&p);
        *cov.entry((q, m, k)).or_insert(0) += 1;
        sc += p.cfg.sim.cycles * p.topology.switches.len() as u64;
        cases += 1;
        if n <= 50 {
            let vcs = if p.vcs > 1 { format!(" ({} VCs)", p.vcs) } else { String::new() };
            println!("{} {:<26} {:<14} {:<6} {} switches x {} cycles{vcs}", case_id(i), super::params::describe(&p), coverage_keys(&p).0, coverage_keys(&p).1, p.topology.switches.len(), p.cfg.sim.cycles);
        }
    }
    println!("dry run: {cases} cases, {sc} switch-cycles, {} distinct switch builds ({:.2} cases per build), {} scheme x marking x topology combinations", builds.len(), cases as f64 / builds.len().max(1) as f64, cov.len());
    for ((q, m, k), v) in &cov {
        println!("  {q:<14} {m:<6} {k:<11} {v}");
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs case `index` (configuration `c`) and, when it fails and `shrink_on`, shrinks it into
/// `dir/failures/<id>/`. `lib` carries the group's build between its cases.
#[allow(clippy::too_many_arguments)]
fn run_case(
    def: &SoakDef,
    index: u64,
    c: Config,
    hash: &str,
    cache: &Path,
    lib: &mut Option<(Arc<Library>, switchgen_cosim::verilator::BuildInfo, String)>,
    dir: &Path,
    shrink_on: bool,
    shrink_runs: usize,
    progress: &dyn Fn(u64),
) -> CaseRecord {
    let p = Params::new(c.clone()).expect("case_config validated it");
    let (scheme, marking, topology, size) = coverage_keys(&p);
    let switches = p.topology.switches.len() as u64;
    let mut rec = CaseRecord {
        format: FORMAT,
        index,
        id: case_id(index),
        config_hash: hash.to_string(),
        scheme,
        marking,
        topology,
        size,
        response: switchgen_config::key_name(c.hosts.response),
        pattern: switchgen_config::key_name(c.traffic.pattern),
        switches,
        cycles_compared: 0,
        switch_cycles_compared: 0,
        outcome: "pass".into(),
        message: None,
        build_key: String::new(),
        build_cached: true,
        build_seconds: 0.0,
        run_seconds: 0.0,
        replay: None,
        config: c.clone(),
    };
    // one build per group: the cases of a group share every key the switch RTL depends on, so
    // the group's build serves every case whose rendered sources are the same
    let sources = match cosim_files(&p, def.plant.as_ref()) {
        Ok(f) => sources_hash(&f),
        Err(e) => {
            rec.outcome = "build".into();
            rec.message = Some(format!("{e:#}"));
            return rec;
        }
    };
    if !matches!(lib.as_ref(), Some((_, _, h)) if *h == sources) {
        match build(&p, cache, def.plant.as_ref()) {
            Ok((l, info)) => {
                rec.build_cached = info.cached;
                rec.build_seconds = info.seconds;
                *lib = Some((l, info, sources));
            }
            Err(e) => {
                rec.outcome = "build".into();
                rec.message = Some(format!("{e:#}"));
                *lib = None;
                return rec;
            }
        }
    }
    let Some((l, info, _)) = lib.as_ref() else { unreachable!() };
    rec.build_key = info.key.clone();
    let t0 = Instant::now();
    let mut last = 0;
    let res = run_once(&p, l, |cy| {
        progress((cy - last) * switches);
        last = cy;
    });
    rec.run_seconds = t0.elapsed().as_secs_f64();
    match res {
        Ok(cycles) => {
            progress((cycles - last) * switches);
            rec.cycles_compared = cycles;
        }
        Err(f) => {
            let cy = f.cycle.unwrap_or(last);
            progress(cy.saturating_sub(last) * switches);
            rec.cycles_compared = cy;
            rec.outcome = f.kind.clone();
            rec.message = Some(f.message.clone());
            if shrink_on {
                let out = dir.join("failures").join(case_id(index));
                match shrink(&c, &f, cache, def.plant.as_ref(), &out, shrink_runs) {
                    Ok(r) => rec.replay = Some(r),
                    Err(e) => rec.replay = Some(json!({ "error": format!("{e:#}") })),
                }
            }
        }
    }
    rec.switch_cycles_compared = rec.cycles_compared * switches;
    rec
}

/// SHA-256 of the rendered sources (what the build cache keys on, besides Verilator and its
/// arguments).
fn sources_hash(files: &[switchgen_generator::GeneratedFile]) -> String {
    use sha2::Digest;
    let mut h = sha2::Sha256::new();
    for f in files {
        h.update(f.text.as_bytes());
    }
    h.finalize().iter().take(12).map(|b| format!("{b:02x}")).collect()
}

/// One shrinking step: a name for the log and the change it makes.
type Step<'a> = (&'a str, Box<dyn Fn(&mut Config)>);

/// The shrinker's run of a candidate: the failure when it still fails the same way.
type Attempt<'a> = dyn FnMut(&Config, &str, &mut Vec<String>, &mut usize) -> Option<Failure> + 'a;

/// The shrinker's verdict on a configuration: it still fails the same way (the failure), or not.
fn still_fails(c: &Config, kind: &str, cache: &Path, plant: Option<&Plant>, log: &mut Vec<String>, what: &str) -> Option<Failure> {
    let p = Params::new(c.clone()).ok()?;
    let (lib, _) = match build(&p, cache, plant) {
        Ok(x) => x,
        Err(e) => {
            log.push(format!("{what}: build failed ({e:#}), not kept"));
            return None;
        }
    };
    let r = run_once(&p, &lib, |_| {});
    let verdict = match &r {
        Err(f) if f.kind == kind => format!("still fails ({} at cycle {})", f.kind, f.cycle.map(|c| c.to_string()).unwrap_or("?".into())),
        Err(f) => format!("fails otherwise ({}), not kept", f.kind),
        Ok(_) => "passes, not kept".into(),
    };
    log.push(format!("{what} [{} switches, {} cycles]: {verdict}", p.topology.switches.len(), c.sim.cycles));
    match r {
        Err(f) if f.kind == kind => Some(f),
        _ => None,
    }
}

/// `c` cut to `cycles` cycles (warm-up, windows and `opm` writes within them).
fn with_cycles(c: &Config, cycles: u64) -> Config {
    let mut c = c.clone();
    let cycles = cycles.max(2);
    c.sim.cycles = cycles;
    c.sim.warmup_cycles = c.sim.warmup_cycles.min(cycles - 1);
    c.sim.window_cycles = c.sim.window_cycles.min(cycles).max(1);
    c.switch.opm.writes.retain(|w| w.cycle < cycles);
    c
}

/// `c` on another topology, with the keys that name hosts or switches brought into it (the hot
/// spot's destination and the flows' hosts modulo the hosts, a bit permutation the host count
/// cannot take replaced by uniform, `opm` writes dropped).
fn with_topology(c: &Config, s: &space::Shape) -> Config {
    let mut c = c.clone();
    c.topology = switchgen_config::TopologyCfg { kind: s.kind, k: s.k, n: s.n, ports: s.ports_key, concentration: s.concentration };
    c.traffic.hotspot.dest %= s.hosts;
    c.traffic.flows.retain_mut(|f| {
        f.src %= s.hosts;
        f.dst %= s.hosts;
        f.src != f.dst
    });
    if c.traffic.pattern == switchgen_config::Pattern::Flows && c.traffic.flows.is_empty() {
        c.traffic.pattern = switchgen_config::Pattern::Uniform;
    }
    c.switch.opm.writes.clear();
    if Params::new(c.clone()).is_err() {
        c.traffic.pattern = switchgen_config::Pattern::Uniform;
    }
    c
}

/// Shrinks failing configuration `c` (failure `f`) while it still fails the same way (same
/// class: a divergence stays a divergence), in this order, keeping each change only when the run
/// still fails: (1) cycles cut to the failing cycle + 1; (2) the smallest network that fails,
/// trying every legal topology with fewer switches, those with the same switch ports first; (3)
/// simpler traffic: uniform, no on/off, no hot-spot rate, half the load while it fails, one
/// packet length; (4) every drawn key back to its default, one at a time; then the cycles
/// again. Stops after `max_runs` co-simulations (`--shrink-runs`). Writes `out/replay.json` (the shrunk
/// configuration), `out/original.json`, `out/shrink.log` and `out/replay.sh` (the command; with
/// a plant, `out/rtl/` holds the planted RTL it co-simulates with `--rtl`). Returns the replay's
/// summary for the case file.
pub fn shrink(c: &Config, f: &Failure, cache: &Path, plant: Option<&Plant>, out: &Path, max_runs: usize) -> anyhow::Result<Value> {
    let kind = f.kind.clone();
    let mut log = vec![format!("original: {} at cycle {:?}: {}", f.kind, f.cycle, f.message)];
    let mut cur = c.clone();
    let mut fc = f.cycle.unwrap_or(c.sim.cycles);
    let mut tries = 0usize;
    let mut attempt = |cand: &Config, what: &str, log: &mut Vec<String>, tries: &mut usize| -> Option<Failure> {
        if *tries >= max_runs || Params::new(cand.clone()).is_err() {
            return None;
        }
        *tries += 1;
        still_fails(cand, &kind, cache, plant, log, what)
    };
    // (1) cycles
    let cut = |cur: &mut Config, fc: &mut u64, log: &mut Vec<String>, tries: &mut usize, attempt: &mut Attempt| {
        if *fc + 1 < cur.sim.cycles {
            let cand = with_cycles(cur, *fc + 1);
            if let Some(g) = attempt(&cand, &format!("cycles -> {}", *fc + 1), log, tries) {
                *cur = cand;
                *fc = g.cycle.unwrap_or(*fc);
            }
        }
    };
    cut(&mut cur, &mut fc, &mut log, &mut tries, &mut attempt);
    // (2) smaller networks: same switch ports first, then by switches
    let p = Params::new(cur.clone())?;
    let (ports, nsw) = (p.ports, p.topology.switches.len() as u32);
    let mut shapes: Vec<space::Shape> = space::shapes(nsw.saturating_sub(1), ports).into_iter().filter(|s| s.switches < nsw).collect();
    shapes.sort_by_key(|s| (s.ports != ports, s.switches, std::cmp::Reverse(s.ports)));
    shapes.truncate(8);
    let long = c.sim.cycles;
    for s in shapes {
        let cand = with_cycles(&with_topology(&cur, &s), long);
        if let Some(g) = attempt(&cand, &format!("topology -> {}", shape_name(&s)), &mut log, &mut tries) {
            cur = cand;
            fc = g.cycle.unwrap_or(long);
            cut(&mut cur, &mut fc, &mut log, &mut tries, &mut attempt);
            break;
        }
    }
    // (3) traffic that fails sooner (full load, the hot spot from cycle 0), then simpler traffic
    // (uniform, no on/off, no separate hot-spot rate, one packet length, half the load while it
    // fails); a change is kept only when the run fails no later than before, so the replay
    // never grows
    let steps: Vec<Step> = vec![
        ("load -> 1.0", Box::new(|c: &mut Config| c.traffic.rate = 1.0)),
        ("hot spot from cycle 0", Box::new(|c: &mut Config| {
            let h = &mut c.traffic.hotspot;
            h.end_cycle = h.end_cycle.saturating_sub(h.start_cycle).max(1);
            h.start_cycle = 0;
        })),
        ("pattern -> uniform", Box::new(|c: &mut Config| {
            c.traffic.pattern = switchgen_config::Pattern::Uniform;
            c.traffic.flows.clear();
        })),
        ("on/off -> none", Box::new(|c: &mut Config| c.traffic.on_off = None)),
        ("hot-spot rate -> none", Box::new(|c: &mut Config| c.traffic.hotspot.rate = None)),
        ("packet lengths -> one", Box::new(|c: &mut Config| c.traffic.packet_flits.min = c.traffic.packet_flits.max)),
    ];
    for (what, f) in &steps {
        let mut cand = cur.clone();
        f(&mut cand);
        if cand != cur {
            if let Some(g) = attempt(&cand, what, &mut log, &mut tries).filter(|g| g.cycle.unwrap_or(u64::MAX) <= fc) {
                cur = cand;
                fc = g.cycle.unwrap_or(fc);
                cut(&mut cur, &mut fc, &mut log, &mut tries, &mut attempt);
            }
        }
    }
    while cur.traffic.rate > 0.05 {
        let mut cand = cur.clone();
        cand.traffic.rate = ((cur.traffic.rate / 2.0) * 100.0).round() / 100.0;
        match attempt(&cand, &format!("load -> {}", cand.traffic.rate), &mut log, &mut tries).filter(|g| g.cycle.unwrap_or(u64::MAX) <= fc) {
            Some(g) => {
                cur = cand;
                fc = g.cycle.unwrap_or(fc);
            }
            None => break,
        }
    }
    cut(&mut cur, &mut fc, &mut log, &mut tries, &mut attempt);
    // (4) keys back to their defaults, one at a time
    let keys: Vec<Step> = vec![
        ("hosts -> default", Box::new(|c: &mut Config| c.hosts = Config::default().hosts)),
        ("link.credit_delay -> default", Box::new(|c: &mut Config| c.link = Config::default().link)),
        ("traffic.hotspot -> default", Box::new(|c: &mut Config| c.traffic.hotspot = Config::default().traffic.hotspot)),
        ("switch.arbitration -> default", Box::new(|c: &mut Config| c.switch.arbitration = Config::default().switch.arbitration)),
        ("switch.marking -> default", Box::new(|c: &mut Config| c.switch.marking = Config::default().switch.marking)),
        ("switch.flit_bits -> default", Box::new(|c: &mut Config| c.switch.flit_bits = Config::default().switch.flit_bits)),
        ("switch.mvpm -> default", Box::new(|c: &mut Config| c.switch.mvpm = Config::default().switch.mvpm)),
        ("switch.opm -> default", Box::new(|c: &mut Config| c.switch.opm = Config::default().switch.opm)),
        ("switch.fbicm -> default", Box::new(|c: &mut Config| c.switch.fbicm = Config::default().switch.fbicm)),
        ("switch.recn -> default", Box::new(|c: &mut Config| c.switch.recn = Config::default().switch.recn)),
        ("switch.cfqs -> default", Box::new(|c: &mut Config| c.switch.cfqs = Config::default().switch.cfqs)),
        ("switch.saqs -> default", Box::new(|c: &mut Config| c.switch.saqs = Config::default().switch.saqs)),
        ("switch.buffer_flits -> default", Box::new(|c: &mut Config| c.switch.buffer_flits = c.switch.buffer_flits.max(Config::default().switch.buffer_flits).min(Config::default().switch.buffer_flits.max(c.switch.max_packet_flits)))),
    ];
    for (what, f) in &keys {
        let mut cand = cur.clone();
        f(&mut cand);
        if cand != cur {
            if let Some(g) = attempt(&cand, what, &mut log, &mut tries).filter(|g| g.cycle.unwrap_or(u64::MAX) <= fc) {
                cur = cand;
                fc = g.cycle.unwrap_or(fc);
            }
        }
    }
    cut(&mut cur, &mut fc, &mut log, &mut tries, &mut attempt);
    // write the replay
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let pj = |c: &Config| serde_json::to_string_pretty(c).map(|s| s + "\n");
    crate::report::write_file_atomic(&out.join("replay.json"), pj(&cur)?.as_bytes())?;
    crate::report::write_file_atomic(&out.join("original.json"), pj(c)?.as_bytes())?;
    let p = Params::new(cur.clone())?;
    let mut cmd = format!("switchgen cosim --config {} --set sim.cycles={}", out.join("replay.json").display(), cur.sim.cycles);
    if let Some(pl) = plant {
        let rtl = out.join("rtl");
        let mut files = switchgen_generator::render_all(&p, "switchgen soak --plant (replay)")?;
        planted(&mut files, pl)?;
        switchgen_generator::write_atomic(&rtl, &files)?;
        cmd.push_str(&format!(" --rtl {}", rtl.display()));
    }
    log.push(format!("shrunk in {tries} co-simulations: {} switches, {} cycles; replay: {cmd}", p.topology.switches.len(), cur.sim.cycles));
    crate::report::write_file_atomic(&out.join("shrink.log"), (log.join("\n") + "\n").as_bytes())?;
    crate::report::write_file_atomic(&out.join("replay.sh"), format!("#!/bin/sh\n# replays soak failure: {kind}\n{cmd}\n").as_bytes())?;
    Ok(json!({
        "dir": out.display().to_string(),
        "kind": kind,
        "cycles": cur.sim.cycles,
        "failing_cycle": fc,
        "switches": p.topology.switches.len(),
        "topology": super::params::describe(&p),
        "co_simulations": tries,
        "command": cmd,
    }))
}

/// A topology as `switchgen params` names it ("bmin k=2 n=2", "single 4-port switch").
fn shape_name(s: &space::Shape) -> String {
    match s.kind {
        switchgen_config::TopologyKind::Single => format!("single {}-port switch", s.ports),
        switchgen_config::TopologyKind::TwoSwitch => format!("two_switch ({} ports each)", s.ports),
        switchgen_config::TopologyKind::KaryNfly => format!("{}-ary {}-fly", s.k, s.n),
        switchgen_config::TopologyKind::Bmin => format!("bmin k={} n={}", s.k, s.n),
        switchgen_config::TopologyKind::Mesh => format!("{}-ary {}-mesh", s.k, s.n),
        switchgen_config::TopologyKind::Torus => format!("{}-ary {}-cube", s.k, s.n),
    }
}

/// The case files of `dir`, by index.
fn read_cases(dir: &Path) -> Vec<CaseRecord> {
    let mut v: Vec<CaseRecord> = std::fs::read_dir(cases_dir(dir))
        .map(|rd| rd.filter_map(|e| e.ok()).filter(|e| e.path().extension().is_some_and(|x| x == "json")).filter_map(|e| read_case(&e.path())).collect())
        .unwrap_or_default();
    v.sort_by_key(|r| r.index);
    v
}

/// Writes `dir/soak.json` from every case file of `dir`: totals, failures, build reuse and the
/// coverage table (cases per queue scheme x marking x topology kind). `this_run` is what the
/// current command did (None for `merge`).
fn summarize(dir: &Path, def: &SoakDef, this_run: Option<Value>) -> anyhow::Result<Value> {
    let cases = read_cases(dir);
    let mut cov: BTreeMap<(String, String, String), (u64, u64)> = BTreeMap::new();
    let by = |key: &str| -> BTreeMap<String, u64> {
        let mut m = BTreeMap::new();
        for c in &cases {
            let k = match key {
                "scheme" => &c.scheme,
                "marking" => &c.marking,
                "topology" => &c.topology,
                "response" => &c.response,
                "pattern" => &c.pattern,
                _ => &c.outcome,
            };
            *m.entry(k.clone()).or_insert(0) += 1;
        }
        m
    };
    let (schemes, markings, kinds, responses, patterns, outcomes) = (by("scheme"), by("marking"), by("topology"), by("response"), by("pattern"), by("outcome"));
    for c in &cases {
        let e = cov.entry((c.scheme.clone(), c.marking.clone(), c.topology.clone())).or_insert((0, 0));
        e.0 += 1;
        e.1 += c.switch_cycles_compared;
    }
    let keys: BTreeSet<&String> = cases.iter().filter(|c| !c.build_key.is_empty()).map(|c| &c.build_key).collect();
    let built = cases.iter().filter(|c| !c.build_cached).count();
    let failed: Vec<Value> = cases
        .iter()
        .filter(|c| c.outcome != "pass")
        .map(|c| json!({ "id": c.id, "outcome": c.outcome, "message": c.message, "replay": c.replay }))
        .collect();
    let sum = |f: &dyn Fn(&CaseRecord) -> f64| cases.iter().map(f).sum::<f64>();
    let all_combos: Vec<(String, String, String)> = {
        let mut v = vec![];
        for q in space::QUEUE_SCHEMES {
            let qs: Vec<String> = if q == switchgen_config::QueueScheme::Recn { vec!["recn basic".into(), "recn enhanced".into()] } else { vec![switchgen_config::key_name(q)] };
            for qn in qs {
                for m in space::markings(q) {
                    for k in space::TOPOLOGY_KINDS {
                        v.push((qn.clone(), switchgen_config::key_name(*m), switchgen_config::key_name(k)));
                    }
                }
            }
        }
        v
    };
    let covered = all_combos.iter().filter(|k| cov.contains_key(*k)).count();
    let s = json!({
        "format": FORMAT,
        "definition": def,
        "totals": {
            "cases": cases.len(),
            "passed": outcomes.get("pass").copied().unwrap_or(0),
            "failed": failed.len(),
            "divergences": outcomes.get("divergence").copied().unwrap_or(0),
            "assertions": outcomes.get("assertion").copied().unwrap_or(0),
            "scoreboard_failures": outcomes.get("scoreboard").copied().unwrap_or(0),
            "watchdog_failures": outcomes.get("watchdog").copied().unwrap_or(0),
            "cycles_compared": cases.iter().map(|c| c.cycles_compared).sum::<u64>(),
            "switch_cycles_compared": cases.iter().map(|c| c.switch_cycles_compared).sum::<u64>(),
            "run_seconds": sum(&|c| c.run_seconds),
            "build_seconds": sum(&|c| c.build_seconds),
        },
        "builds": {
            "distinct": keys.len(),
            "built_by_a_case": built,
            "cases_per_distinct_build": if keys.is_empty() { 0.0 } else { cases.len() as f64 / keys.len() as f64 },
        },
        "outcomes": outcomes,
        "by_scheme": schemes,
        "by_marking": markings,
        "by_topology": kinds,
        "by_response": responses,
        "by_pattern": patterns,
        "coverage": cov.iter().map(|((q, m, k), (n, sc))| json!({ "scheme": q, "marking": m, "topology": k, "cases": n, "switch_cycles": sc })).collect::<Vec<_>>(),
        "coverage_combinations": { "legal": all_combos.len(), "covered": covered, "missing": all_combos.iter().filter(|k| !cov.contains_key(*k)).map(|(q, m, k)| format!("{q} / {m} / {k}")).collect::<Vec<_>>() },
        "failures": failed,
        "this_run": this_run,
    });
    crate::report::write_file_atomic(&dir.join("soak.json"), (serde_json::to_string_pretty(&s)? + "\n").as_bytes())?;
    Ok(s)
}

fn print_summary(dir: &Path, s: &Value) {
    let t = &s["totals"];
    let n = |v: &Value| v.as_u64().unwrap_or(0);
    println!("\nsoak {}: {}", dir.display(), dir.join("soak.json").display());
    if let Some(r) = s["this_run"].as_object() {
        println!("{:<34} {:>14}", "cases run now", n(&r["cases_run"]));
        println!("{:<34} {:>14}", "cases kept (earlier runs)", n(&r["cases_kept"]));
        println!("{:<34} {:>14.1}", "wall seconds", r["wall_seconds"].as_f64().unwrap_or(0.0));
    }
    println!("{:<34} {:>14}", "cases in the directory", n(&t["cases"]));
    println!("{:<34} {:>14}", "switch-cycles compared", n(&t["switch_cycles_compared"]));
    println!("{:<34} {:>14}", "network cycles compared", n(&t["cycles_compared"]));
    println!("{:<34} {:>14}", "failed", n(&t["failed"]));
    println!("{:<34} {:>14}", "  divergences", n(&t["divergences"]));
    println!("{:<34} {:>14}", "  assertions", n(&t["assertions"]));
    println!("{:<34} {:>14}", "  scoreboard", n(&t["scoreboard_failures"]));
    println!("{:<34} {:>14}", "  watchdog", n(&t["watchdog_failures"]));
    println!("{:<34} {:>14}", "distinct switch builds", n(&s["builds"]["distinct"]));
    println!("{:<34} {:>14.2}", "cases per distinct build", s["builds"]["cases_per_distinct_build"].as_f64().unwrap_or(0.0));
    // scheme x marking, cases summed over the topology kinds
    let markings = ["none", "naive", "ipm", "opm", "mvpm"];
    let mut grid: BTreeMap<String, [u64; 5]> = BTreeMap::new();
    for c in s["coverage"].as_array().into_iter().flatten() {
        let row = grid.entry(c["scheme"].as_str().unwrap_or("?").to_string()).or_default();
        if let Some(i) = markings.iter().position(|m| Some(*m) == c["marking"].as_str()) {
            row[i] += n(&c["cases"]);
        }
    }
    println!("\ncases per scheme x marking (all topologies):");
    println!("{:<16}{}", "scheme", markings.iter().map(|m| format!("{m:>8}")).collect::<String>());
    for (q, row) in &grid {
        println!("{q:<16}{}", row.iter().map(|v| format!("{v:>8}")).collect::<String>());
    }
    println!("cases per topology: {}", s["by_topology"]);
    let cc = &s["coverage_combinations"];
    println!("scheme x marking x topology combinations covered: {} of {}", n(&cc["covered"]), n(&cc["legal"]));
    for f in s["failures"].as_array().into_iter().flatten() {
        println!("FAILED {} ({}): replay: {}", f["id"].as_str().unwrap_or("?"), f["outcome"].as_str().unwrap_or("?"), f["replay"]["command"].as_str().unwrap_or("(not shrunk)"));
    }
}

/// `switchgen merge` of soak directories (shards of one soak): copies their case files into
/// `out/cases` (a case already in `out` is kept; else the first directory's), writes
/// `out/soak-def.json` and `out/soak.json`. Errors: directories of different soaks.
pub fn merge(out: &Path, dirs: &[PathBuf]) -> anyhow::Result<ExitCode> {
    let def = SoakDef::read(&dirs[0])?;
    for d in &dirs[1..] {
        if SoakDef::read(d)? != def {
            anyhow::bail!("{} and {} hold different soaks (their soak-def.json differ); merge only the shards of one soak", dirs[0].display(), d.display());
        }
    }
    def.claim(out)?;
    std::fs::create_dir_all(cases_dir(out))?;
    let (mut copied, mut kept) = (0u64, 0u64);
    for d in dirs {
        for r in read_cases(d) {
            let to = case_path(out, r.index);
            if read_case(&to).is_some() {
                kept += 1;
                continue;
            }
            crate::report::write_file_atomic(&to, (serde_json::to_string_pretty(&r)? + "\n").as_bytes())?;
            copied += 1;
        }
        let fd = d.join("failures");
        if fd.is_dir() && !same_dir(&fd, &out.join("failures")) {
            copy_dir(&fd, &out.join("failures"))?;
        }
    }
    println!("merged {} soak directories into {}: {copied} case files copied, {kept} already there", dirs.len(), out.display());
    let s = summarize(out, &def, None)?;
    print_summary(out, &s);
    Ok(if s["totals"]["failed"].as_u64().unwrap_or(0) > 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

fn same_dir(a: &Path, b: &Path) -> bool {
    matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y)
}

fn copy_dir(from: &Path, to: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(to)?;
    for e in std::fs::read_dir(from)? {
        let e = e?;
        let t = to.join(e.file_name());
        if e.file_type()?.is_dir() {
            copy_dir(&e.path(), &t)?;
        } else if !t.exists() {
            std::fs::copy(e.path(), &t)?;
        }
    }
    Ok(())
}

/// Whether `dir` is a soak output directory (for `merge`).
pub fn is_soak_dir(dir: &Path) -> bool {
    SoakDef::path(dir).is_file()
}
