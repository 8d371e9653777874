//! `switchgen sim`: the golden model alone.

use crate::cli::{ConfigArgs, OutArgs};
use crate::report;
use std::process::ExitCode;
use std::time::Instant;
use switchgen_config::Params;
use switchgen_model::network::Network;
use switchgen_model::switch::Switch;

pub fn run(cfg: &ConfigArgs, out: &OutArgs) -> anyhow::Result<ExitCode> {
    let p = super::load_params(cfg)?;
    let cycles = p.cfg.sim.cycles;
    let title = format!("model: {}", super::params::describe(&p));
    let mut net = Network::model(&p);
    let pb = report::progress(cycles, out.quiet, "model");
    let t0 = Instant::now();
    let res = net.run(cycles, |c| pb.set_position(c));
    let secs = t0.elapsed().as_secs_f64();
    pb.finish_and_clear();
    let r = results_json(&p, &net, res.as_ref().err().map(|e| e.to_string()), secs)?;
    report::print_summary(&title, &r);
    println!("{} cycles in {:.2} s ({:.0} cycles/s)", net.cycle, secs, net.cycle as f64 / secs.max(1e-9));
    report::write_outputs(&title, &r, out.json.as_deref(), out.out.as_deref())?;
    match res {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(e) => {
            eprintln!("error: {e}");
            Ok(ExitCode::from(1))
        }
    }
}

/// The results JSON of a model-only run of `p` (what `sim --json` writes): the host statistics
/// (throughput and offered load in flits/host/cycle over the measurement window, latency in
/// cycles), the network, the configuration, `simulated_cycles`, `wall_seconds` (`secs`),
/// `cycles_per_second`, the run's `error` (None: none) and the switches' status registers.
/// Errors: only a serialization failure.
pub fn results_json(p: &Params, net: &Network<Switch>, error: Option<String>, secs: f64) -> anyhow::Result<serde_json::Value> {
    let mut r = serde_json::to_value(net.hosts.stats().results())?;
    r["mode"] = "model".into();
    r["network"] = super::params::describe(p).into();
    r["config"] = serde_json::to_value(&p.cfg)?;
    r["simulated_cycles"] = net.cycle.into();
    r["wall_seconds"] = secs.into();
    r["cycles_per_second"] = (net.cycle as f64 / secs.max(1e-9)).into();
    r["error"] = error.into();
    r["switch_status"] = net.status_json();
    r["credit_loop"] = super::params::credit_loop(p);
    r["cioq"] = super::params::cioq(p);
    if let Some(st) = net.hosts.self_tuned() {
        r["self_tuned"] = self_tuned_json(p, st);
    }
    Ok(r)
}

/// The `self_tuned` section of a results file (seed 003): the derived buffer counts, the final
/// threshold, the cycles the hosts throttled, and the threshold trace (one point per tuning
/// period: cycle, threshold and mean full buffers in flits, flits delivered, throttled, decision).
pub fn self_tuned_json(p: &Params, st: &switchgen_model::selftuned::SelfTuned) -> serde_json::Value {
    serde_json::json!({
        "all_buffers": p.self_tuned.all_buffers,
        "increment": p.self_tuned.increment,
        "decrement": p.self_tuned.decrement,
        "final_threshold": st.tuner.threshold,
        "throttled_cycles": st.throttled_cycles,
        "trace": st.trace,
    })
}
