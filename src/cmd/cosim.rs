//! `switchgen cosim`: Verilated RTL against the golden model, every link every cycle.

use crate::cli::{ConfigArgs, OutArgs};
use crate::report;
use std::process::ExitCode;
use std::time::Instant;
use switchgen_config::{ConfigError, Params};
use std::path::PathBuf;
use switchgen_cosim::lockstep::{self, CosimError};
use switchgen_cosim::whole;
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
    let w = p.cfg.switch.flit_bits;
    if f.bit > w {
        return Err(bad("bit", &f.bit.to_string(), format!("0..={w} (flit bits; {w} flips valid)")));
    }
    if f.bit >= 64 && f.bit < w {
        // the harness's links carry a flit's low word; bits 64.. are its pattern, driven into
        // every switch input and checked at every switch output (docs/HEADER.md "Wide flits")
        return Err(bad("bit", &f.bit.to_string(), format!("0..=63 or {w} ({w} flips valid): the links between Verilated switches carry the low 64 bits, bits 64..{w} are checked against their pattern at every switch output")));
    }
    Ok(f)
}

#[allow(clippy::too_many_arguments)]
pub fn run(cfg: &ConfigArgs, out: &OutArgs, fault: Option<&str>, cache: Option<PathBuf>, whole_network: bool, rtl: Option<&std::path::Path>, junit: Option<&std::path::Path>, waveform: bool) -> anyhow::Result<ExitCode> {
    let p = super::load_params(cfg)?;
    let fault = fault.map(|s| parse_fault(s, &p)).transpose()?;
    if let Some(d) = rtl {
        if !d.join("switchgen.f").is_file() {
            return Err(ConfigError::Invalid {
                key: "--rtl".into(),
                value: d.display().to_string(),
                allowed: "a directory written by `switchgen generate --out DIR` of the same configuration (no switchgen.f there)".into(),
            }
            .into());
        }
    }
    // the network top ties the configuration ports off: no run-time configuration writes
    for (key, n) in [("switch.opm.writes", p.cfg.switch.opm.writes.len()), ("switch.sl_to_vl_writes", p.cfg.switch.sl_to_vl_writes.len())] {
        if whole_network && n > 0 {
            return Err(ConfigError::Invalid {
                key: key.into(),
                value: format!("{n} writes"),
                allowed: "none with --whole-network (the network top ties the configuration ports off; run the per-switch co-simulation)".into(),
            }
            .into());
        }
    }
    if whole_network && p.cfg.hosts.response == switchgen_config::Response::Alo {
        return Err(ConfigError::Invalid {
            key: "hosts.response".into(),
            value: "\"alo\"".into(),
            allowed: "any other with --whole-network (At-Least-One reads every router's VC credits, which the network top does not bring out; run the per-switch co-simulation)".into(),
        }
        .into());
    }
    if whole_network && p.cfg.hosts.xoff {
        return Err(ConfigError::Invalid {
            key: "hosts.xoff".into(),
            value: "true".into(),
            allowed: "false with --whole-network (the hosts read their injection links' RECN backward channels, which the network top does not bring out; run the per-switch co-simulation)".into(),
        }
        .into());
    }
    let cache = cache.unwrap_or_else(lockstep::default_cache_dir);
    let cycles = p.cfg.sim.cycles;
    let t0 = Instant::now();
    let (what, mut extra) = if whole_network { ("network top", vec!["--whole-network".to_string()]) } else { ("switch", vec![]) };
    if let Some(f) = fault {
        extra.push(format!("--fault switch={},port={},cycle={},bit={}", f.switch, f.port, f.cycle, f.bit));
    }
    if let Some(d) = rtl {
        extra.push(format!("--rtl {}", d.display()));
    }
    let replay = super::command_line("cosim", cfg, &extra);
    // waveforms go beside the results directory, which is replaced atomically at the end
    let wave_dir = match &out.out {
        Some(d) => PathBuf::from(format!("{}-waves", d.display())),
        None => PathBuf::from("switchgen-waves"),
    };
    eprintln!("building the Verilator model of the {what} (cache {})...", cache.display());
    let pb = report::progress(cycles, out.quiet, "cosim");
    // Ctrl-C from here on says the cycle the run stopped at (exit status 130 as before)
    let _cycles = switchgen_cosim::child::track_cycles(if whole_network { "cosim --whole-network" } else { "cosim" }, cycles);
    let (info, res, secs) = if whole_network {
        let (lib, info) = whole::build_network_rtl(&p, &cache, false, rtl)?;
        eprintln!("  {} in {:.1} s ({})", if info.cached { "cached" } else { "built" }, info.seconds, info.verilator);
        let t1 = Instant::now();
        let res = whole::run_whole_with(&p, &lib, cycles, waveform.then_some(wave_dir.as_path()), &replay, |c| pb.set_position(c)).map(|run| Outcome {
            model: run.model.hosts.stats().results(),
            rtl: run.rtl.hosts.stats().results(),
            status: run.model.status_json(),
            cycles: run.cycles_compared,
            compared: format!("{} host links of the network top", p.hosts),
        });
        (info, res, t1.elapsed().as_secs_f64())
    } else {
        let (lib, info) = lockstep::build_switch_rtl(&p, &cache, false, rtl)?;
        eprintln!("  {} in {:.1} s ({})", if info.cached { "cached" } else { "built" }, info.seconds, info.verilator);
        let t1 = Instant::now();
        let res = lockstep::run_lockstep_with(&p, &lib, fault, cycles, waveform.then_some(wave_dir.as_path()), &replay, 2, |c| pb.set_position(c)).map(|run| Outcome {
            model: run.model.hosts.stats().results(),
            rtl: run.rtl.hosts.stats().results(),
            status: run.rtl.status_json(),
            cycles: run.cycles_compared,
            compared: format!("{} switches ({} links)", p.topology.switches.len(), p.topology.switches.len() * p.ports as usize),
        });
        (info, res, t1.elapsed().as_secs_f64())
    };
    pb.finish_and_clear();
    let title = format!("cosim{}: {}", if whole_network { " (whole network)" } else { "" }, super::params::describe(&p));
    let mut base = serde_json::json!({
        "mode": if whole_network { "cosim-whole-network" } else { "cosim" },
        "network": super::params::describe(&p),
        "config": p.cfg,
        "build": { "cached": info.cached, "seconds": info.seconds, "key": info.key, "verilator": info.verilator },
        "replay": replay,
        "credit_loop": super::params::credit_loop(&p),
        "cioq": super::params::cioq(&p),
    });
    // --junit: this run as one case, failed (with why) or passed (with a note)
    let junit_case = |failure: Option<String>, note: Option<String>| -> anyhow::Result<()> {
        match junit {
            Some(j) => crate::junit::write(j, "switchgen cosim", &[crate::junit::Case { name: title.clone(), classname: "cosim".into(), seconds: secs, failure, note }]),
            None => Ok(()),
        }
    };
    match res {
        Ok(o) => {
            let mut r = serde_json::to_value(&o.model)?;
            if let (Some(m), Some(b)) = (r.as_object_mut(), base.as_object()) {
                m.extend(b.clone());
            }
            r["divergences"] = 0.into();
            r["cycles_compared"] = o.cycles.into();
            r["rtl_results_identical"] = (o.model == o.rtl).into();
            r["switch_status"] = o.status;
            r["wall_seconds"] = secs.into();
            r["cycles_per_second"] = (o.cycles as f64 / secs.max(1e-9)).into();
            r["total_seconds"] = t0.elapsed().as_secs_f64().into();
            report::print_summary(&title, &r);
            println!("lockstep: {} cycles compared on {}, 0 divergences, {:.0} cycles/s", o.cycles, o.compared, o.cycles as f64 / secs.max(1e-9));
            report::write_outputs(&title, &r, out.json.as_deref(), out.out.as_deref())?;
            junit_case(None, Some(format!("{} cycles compared on {}, 0 divergences", o.cycles, o.compared)))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(CosimError::Divergence(d)) => {
            eprintln!("{d}");
            base["divergences"] = 1.into();
            base["divergence"] = serde_json::to_value(&*d)?;
            base["cycles_compared"] = d.cycle.into();
            report::write_outputs(&title, &base, out.json.as_deref(), out.out.as_deref())?;
            junit_case(Some(format!("{d}\nreplay: {replay}")), None)?;
            Ok(ExitCode::from(1))
        }
        Err(CosimError::Assertion(a)) => {
            eprintln!("{a}");
            base["divergences"] = 0.into();
            base["assertion"] = serde_json::to_value(&*a)?;
            base["cycles_compared"] = a.cycle.into();
            report::write_outputs(&title, &base, out.json.as_deref(), out.out.as_deref())?;
            junit_case(Some(format!("{a}\nreplay: {replay}")), None)?;
            Ok(ExitCode::from(1))
        }
        Err(e) => Err(e.into()),
    }
}

/// A co-simulation that ran to the end: both sides' statistics and what was compared.
struct Outcome {
    model: switchgen_model::stats::Results,
    rtl: switchgen_model::stats::Results,
    /// Status registers at the end (RTL switches' `mon_o`, equal to the model's every cycle;
    /// the model's in whole-network mode, where the read port was compared).
    status: serde_json::Value,
    cycles: u64,
    compared: String,
}
