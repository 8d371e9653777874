//! `switchgen generate`: RTL + reports into a directory, all or nothing.

use crate::cli::ConfigArgs;
use std::path::Path;
use std::process::ExitCode;
use switchgen_generator::GeneratedFile;

pub fn run(cfg: &ConfigArgs, out: &Path) -> anyhow::Result<ExitCode> {
    let p = super::load_params(cfg)?;
    let regen = super::command_line("generate", cfg, &[format!("--out {}", out.display())]);
    let mut files = switchgen_generator::render_all(&p, &regen)?;
    files.push(GeneratedFile { path: "params.json".into(), text: serde_json::to_string_pretty(&super::params::report(&p))? + "\n" });
    switchgen_generator::write_atomic(out, &files)?;
    println!(
        "generated {} files for {} ({} switches of {} ports, {} hosts) in {}",
        files.len(),
        super::params::describe(&p),
        p.topology.switches.len(),
        p.ports,
        p.hosts,
        out.display()
    );
    Ok(ExitCode::SUCCESS)
}
