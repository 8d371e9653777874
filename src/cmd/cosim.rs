//! `switchgen cosim`: Verilated RTL against the golden model, every link every cycle.

use crate::cli::{ConfigArgs, OutArgs};
use crate::report;
use std::process::ExitCode;
use std::time::Instant;
use switchgen_config::{ConfigError, Params};
use switchgen_cosim::lockstep::{self, CosimError};
use switchgen_model::network::Fault;

/// Parses `switch=S,port=P,cycle=C,bit=B` against the network's ranges.
fn parse_fault(spec: &str, p: &Params) -> Result<Fault, ConfigError> {
    let mut f = Fault { switch: usize::MAX, port: usize::MAX, cycle: u64::MAX, bit: u32::MAX };
    let bad = |key: &str, value: &str, allowed: String| ConfigError::Invalid { key: format!("--fault {key}"), value: value.to_string(), allowed };
    for part in spec.split(',') {
        let (k, v) = part.split_once('=').ok_or_else(|| bad("", part, "switch=S,port=P,cycle=C,bit=B".into()))?;
        let n: u64 = v.trim().parse().map_err(|_| bad(k, v, "a non-negative integer".into()))?;
        match k.trim() {
            "switch" => f.switch = n as usize,
            "port" => f.port = n as usize,
            "cycle" => f.cycle = n,
            "bit" => f.bit = n.min(u32::MAX as u64) as u32,
            other => return Err(bad(other, v, "keys switch, port, cycle, bit".into())),
        }
    }
    let ns = p.topology.switches.len();
    if f.switch >= ns {
        return Err(bad("switch", &f.switch.to_string(), format!("0..={} (switches of this network)", ns - 1)));
    }
    if f.port >= p.ports as usize {
        return Err(bad("port", &f.port.to_string(), format!("0..={}", p.ports - 1)));
    }
    if f.cycle < 1 || f.cycle > p.cfg.sim.cycles {
        return Err(bad("cycle", &f.cycle.to_string(), format!("1..={} (sim.cycles)", p.cfg.sim.cycles)));
    }
    if f.bit > p.cfg.switch.flit_bits {
        return Err(bad("bit", &f.bit.to_string(), format!("0..={} (flit bits; {} flips valid)", p.cfg.switch.flit_bits, p.cfg.switch.flit_bits)));
    }
    Ok(f)
}

pub fn run(cfg: &ConfigArgs, out: &OutArgs, fault: Option<&str>, cache: Option<std::path::PathBuf>, whole_network: bool) -> anyhow::Result<ExitCode> {
    let p = super::load_params(cfg)?;
    if whole_network {
        return run_whole(cfg, out, &p, cache.unwrap_or_else(lockstep::default_cache_dir));
    }
    let fault = fault.map(|s| parse_fault(s, &p)).transpose()?;
    let cycles = p.cfg.sim.cycles;
    let title = format!("cosim: {}", super::params::describe(&p));
    let cache = cache.unwrap_or_else(lockstep::default_cache_dir);
    let t0 = Instant::now();
    eprintln!("building the Verilator model of the switch (cache {})...", cache.display());
    let (lib, info) = lockstep::build_switch(&p, &cache)?;
    eprintln!("  {} in {:.1} s", if info.cached { "cached" } else { "built" }, info.seconds);
    let mut extra = vec![];
    if let Some(f) = fault {
        extra.push(format!("--fault switch={},port={},cycle={},bit={}", f.switch, f.port, f.cycle, f.bit));
    }
    let replay = super::command_line("cosim", cfg, &extra);
    // waveforms go beside the results directory, which is replaced atomically at the end
    let wave_dir = match &out.out {
        Some(d) => std::path::PathBuf::from(format!("{}-waves", d.display())),
        None => std::path::PathBuf::from("switchgen-waves"),
    };
    let pb = report::progress(cycles, out.quiet, "cosim");
    let t1 = Instant::now();
    let res = lockstep::run_lockstep(&p, &lib, &cache, fault, cycles, &wave_dir, &replay, |c| pb.set_position(c));
    let secs = t1.elapsed().as_secs_f64();
    pb.finish_and_clear();
    let mut base = serde_json::json!({
        "mode": "cosim",
        "network": super::params::describe(&p),
        "config": p.cfg,
        "build": { "cached": info.cached, "seconds": info.seconds, "key": info.key },
        "replay": replay,
    });
    match res {
        Ok(run) => {
            let mut r = serde_json::to_value(run.model.hosts.stats().results())?;
            let rtl = serde_json::to_value(run.rtl.hosts.stats().results())?;
            if let (Some(o), Some(b)) = (r.as_object_mut(), base.as_object()) {
                o.extend(b.clone());
            }
            r["divergences"] = 0.into();
            r["cycles_compared"] = run.cycles_compared.into();
            r["rtl_results_identical"] = (r.get("series") == rtl.get("series") && r.get("latency") == rtl.get("latency")).into();
            r["wall_seconds"] = secs.into();
            r["cycles_per_second"] = (run.cycles_compared as f64 / secs.max(1e-9)).into();
            r["total_seconds"] = t0.elapsed().as_secs_f64().into();
            report::print_summary(&title, &r);
            println!(
                "lockstep: {} cycles compared on {} switches ({} links), 0 divergences, {:.0} cycles/s",
                run.cycles_compared,
                p.topology.switches.len(),
                p.topology.switches.len() * p.ports as usize,
                run.cycles_compared as f64 / secs.max(1e-9)
            );
            report::write_outputs(&title, &r, out.json.as_deref(), out.out.as_deref())?;
            Ok(ExitCode::SUCCESS)
        }
        Err(CosimError::Divergence(d)) => {
            eprintln!("{d}");
            base["divergences"] = 1.into();
            base["divergence"] = serde_json::to_value(&*d)?;
            base["cycles_compared"] = d.cycle.into();
            report::write_outputs(&title, &base, out.json.as_deref(), out.out.as_deref())?;
            Ok(ExitCode::from(1))
        }
        Err(e) => Err(e.into()),
    }
}

/// `cosim --whole-network`: the network top as one Verilated model, compared at the host links.
fn run_whole(cfg: &ConfigArgs, out: &OutArgs, p: &Params, cache: std::path::PathBuf) -> anyhow::Result<ExitCode> {
    use switchgen_cosim::whole;
    let cycles = p.cfg.sim.cycles;
    let title = format!("cosim (whole network): {}", super::params::describe(p));
    let t0 = Instant::now();
    eprintln!("building the Verilator model of the network top (cache {}); a large network takes minutes...", cache.display());
    let (lib, info) = whole::build_network(p, &cache, false)?;
    eprintln!("  {} in {:.1} s", if info.cached { "cached" } else { "built" }, info.seconds);
    let replay = super::command_line("cosim", cfg, &["--whole-network".to_string()]);
    let wave_dir = match &out.out {
        Some(d) => std::path::PathBuf::from(format!("{}-waves", d.display())),
        None => std::path::PathBuf::from("switchgen-waves"),
    };
    let pb = report::progress(cycles, out.quiet, "cosim");
    let t1 = Instant::now();
    let res = whole::run_whole(p, &lib, &cache, cycles, &wave_dir, &replay, |c| pb.set_position(c));
    let secs = t1.elapsed().as_secs_f64();
    pb.finish_and_clear();
    let mut base = serde_json::json!({
        "mode": "cosim-whole-network",
        "network": super::params::describe(p),
        "config": p.cfg,
        "build": { "cached": info.cached, "seconds": info.seconds, "key": info.key },
        "replay": replay,
    });
    match res {
        Ok(run) => {
            let mut r = serde_json::to_value(run.model.hosts.stats().results())?;
            let rtl = serde_json::to_value(run.rtl.hosts.stats().results())?;
            if let (Some(o), Some(b)) = (r.as_object_mut(), base.as_object()) {
                o.extend(b.clone());
            }
            r["divergences"] = 0.into();
            r["cycles_compared"] = run.cycles_compared.into();
            r["rtl_results_identical"] = (r.get("series") == rtl.get("series") && r.get("latency") == rtl.get("latency")).into();
            r["wall_seconds"] = secs.into();
            r["cycles_per_second"] = (run.cycles_compared as f64 / secs.max(1e-9)).into();
            r["total_seconds"] = t0.elapsed().as_secs_f64().into();
            report::print_summary(&title, &r);
            println!(
                "lockstep (whole network): {} cycles compared on {} host links, 0 divergences, {:.0} cycles/s",
                run.cycles_compared,
                p.hosts,
                run.cycles_compared as f64 / secs.max(1e-9)
            );
            report::write_outputs(&title, &r, out.json.as_deref(), out.out.as_deref())?;
            Ok(ExitCode::SUCCESS)
        }
        Err(CosimError::Divergence(d)) => {
            eprintln!("{d}");
            base["divergences"] = 1.into();
            base["divergence"] = serde_json::to_value(&*d)?;
            base["cycles_compared"] = d.cycle.into();
            report::write_outputs(&title, &base, out.json.as_deref(), out.out.as_deref())?;
            Ok(ExitCode::from(1))
        }
        Err(e) => Err(e.into()),
    }
}
