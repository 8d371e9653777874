//! Subcommands, one file each.

mod bench;
mod cosim;
mod experiment;
mod generate;
mod lint;
mod params;
mod plot;
mod sim;
mod soak;
mod sweep;
mod synth;

/// A tool of `make setup` by name: in `.tools/venv/bin` of the working directory, then of the
/// checkout this binary was built in (the pinned PyPI tools of `tools/requirements.txt`), then on
/// PATH (the Debian packages of `make setup-apt`). `None` when in none of them. One search order
/// for `lint` and `synth`, so both run the same pinned tool.
pub(crate) fn find_tool(name: &str) -> Option<std::path::PathBuf> {
    let mut dirs = vec![];
    if let Ok(d) = std::env::current_dir() {
        dirs.push(d.join(".tools/venv/bin"));
    }
    dirs.push(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".tools/venv/bin"));
    if let Some(paths) = std::env::var_os("PATH") {
        dirs.extend(std::env::split_paths(&paths));
    }
    dirs.into_iter().map(|d| d.join(name)).find(|p| p.is_file())
}

/// Bad user input outside the configuration: an invalid combination of options, a missing, empty
/// or malformed input file, an unknown column (exit status 2, like an invalid configuration).
#[derive(Debug)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

use crate::cli::{Cli, Command, ConfigArgs, ExperimentCmd};
use std::process::ExitCode;
use switchgen_config::Params;

/// Dispatches a parsed command line.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Generate { cfg, out } => generate::run(&cfg, &out),
        Command::Sim { cfg, out, trace, threads } => sim::run(&cfg, &out, trace.as_deref(), threads as usize),
        Command::Cosim { cfg, out, fault, cache, whole_network, rtl, junit, no_waveform } => cosim::run(&cfg, &out, fault.as_deref(), cache, whole_network, rtl.as_deref(), junit.as_deref(), !no_waveform),
        Command::Lint { cfg, out, dir } => lint::run(&cfg, out, dir),
        Command::Params { cfg, json } => params::run(&cfg, json),
        Command::Synth { cfg, args } => synth::run(&cfg, &args),
        Command::SynthReport { out, inputs, preamble, remove_stale } => synth::report(&out, &inputs, preamble.as_deref(), remove_stale),
        Command::Experiment { which } => match which {
            ExperimentCmd::IbTwoSwitch { args, packet_flits } => experiment::ib_two_switch(&args, packet_flits),
            ExperimentCmd::MvcmHotspot { args, more } => experiment::mvcm_hotspot(&args, &more),
            ExperimentCmd::FbicmBmin { args, cycles_per_us } => experiment::fbicm_bmin(&args, cycles_per_us),
            ExperimentCmd::Recn { args, cycles_per_us } => experiment::recn(&args, cycles_per_us),
            ExperimentCmd::SelfTuned { args } => experiment::self_tuned(&args),
            ExperimentCmd::Verdicts { doc, check, json } => experiment::verdicts(&doc, check, &json),
        },
        Command::Sweep { cfg, args } => sweep::sweep(&cfg, &args),
        Command::Soak { cfg, args } => soak::soak(&cfg, &args),
        Command::Merge { out, dirs, require_complete } if dirs.first().is_some_and(|d| soak::is_soak_dir(d)) => {
            let _ = require_complete;
            soak::merge(&out, &dirs)
        }
        Command::Merge { out, dirs, require_complete } => sweep::merge(&out, &dirs, require_complete),
        Command::Plot { which } => plot::run(which),
        Command::Bench { json, model_cycles, cosim_cycles } => bench::run(json.as_deref(), model_cycles, cosim_cycles),
    }
}

/// Loads and validates the configuration (file + --set overrides). Errors are
/// [`switchgen_config::ConfigError`] (exit status 2).
pub fn load_params(cfg: &ConfigArgs) -> anyhow::Result<Params> {
    let c = switchgen_config::load(cfg.config.as_deref(), &cfg.set)?;
    Ok(Params::new(c)?)
}

/// The command line that reproduces this configuration (for generated headers and replays).
pub fn command_line(sub: &str, cfg: &ConfigArgs, extra: &[String]) -> String {
    let mut v = vec!["switchgen".to_string(), sub.to_string()];
    if let Some(c) = &cfg.config {
        v.push(format!("--config {}", c.display()));
    }
    for s in &cfg.set {
        v.push(format!("--set {s}"));
    }
    v.extend(extra.iter().cloned());
    v.join(" ")
}
