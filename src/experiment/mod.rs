//! `switchgen experiment NAME`: the source papers' experiments reproduced on the golden model
//! (the fast network simulator). One file per experiment; this module holds what they share:
//! running independent cases on all cores with one progress bar, and writing the output
//! directory all or nothing.

pub mod fbicm_bmin;
pub mod ib_two_switch;
pub mod mvcm_hotspot;
pub mod recn;
pub mod recn_speedup;
pub mod self_tuned;
pub mod verdict;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use switchgen_config::{Config, ConfigError, Params, QueueScheme};
use switchgen_model::cam::CamStats;
use switchgen_model::network::Network;
use switchgen_model::switch::Switch;

/// Runs `f` on every job, on up to `threads` threads, and returns the results in job order.
/// `f` gets the job and a callback to report progress in simulated cycles; `pb` shows the sum.
pub fn run_parallel<J: Sync, T: Send>(jobs: &[J], threads: usize, pb: &indicatif::ProgressBar, f: impl Fn(&J, &dyn Fn(u64)) -> T + Sync) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<Option<T>>> = Mutex::new((0..jobs.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, jobs.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= jobs.len() {
                    break;
                }
                let r = f(&jobs[i], &|c| pb.inc(c));
                out.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
            });
        }
    });
    out.into_inner().unwrap_or_else(|e| e.into_inner()).into_iter().map(|r| r.expect("every job ran")).collect()
}

/// Worker threads: `--threads`, or every core.
pub fn threads(arg: Option<usize>) -> usize {
    arg.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)).max(1)
}

/// The factor on every duration of an experiment: `--time-scale`, else 0.1 with `--quick`, else
/// 1. Errors: [`ConfigError::Invalid`] naming `--time-scale` outside 0 < scale <= `max`.
pub fn time_scale(quick: bool, arg: Option<f64>, max: f64) -> Result<f64, ConfigError> {
    let t = match (quick, arg) {
        (_, Some(t)) => t,
        (true, None) => 0.1,
        (false, None) => 1.0,
    };
    if t > 0.0 && t <= max {
        Ok(t)
    } else {
        Err(ConfigError::Invalid { key: "--time-scale".into(), value: t.to_string(), allowed: format!("0 < scale <= {max}") })
    }
}

/// Keeps the cases whose id starts with one of `wanted` (all when it is empty). Errors:
/// [`ConfigError::Invalid`] naming `--case` when a wanted prefix matches no case.
pub fn select_cases<C>(cases: &mut Vec<C>, wanted: &[String], id: impl Fn(&C) -> &str) -> Result<(), ConfigError> {
    if wanted.is_empty() {
        return Ok(());
    }
    let known: Vec<&str> = cases.iter().map(&id).collect();
    if let Some(w) = wanted.iter().find(|w| !known.iter().any(|k| k.starts_with(w.as_str()))) {
        return Err(ConfigError::Invalid { key: "--case".into(), value: w.clone(), allowed: format!("a prefix of one of: {}", known.join(", ")) });
    }
    cases.retain(|c| wanted.iter().any(|w| id(c).starts_with(w.as_str())));
    Ok(())
}

/// The parameters of every case's configuration with the user's `--set` overrides applied, all
/// validated before any case runs. Errors: the first invalid override or configuration.
pub fn case_params(configs: impl IntoIterator<Item = Config>, set: &[String]) -> Result<Vec<Params>, ConfigError> {
    configs
        .into_iter()
        .map(|c| {
            let mut v = serde_json::to_value(c).expect("a configuration serializes");
            for o in set {
                switchgen_config::apply_override(&mut v, o)?;
            }
            Params::new(switchgen_config::from_value(&v)?)
        })
        .collect()
}

/// Steps `net` until cycle `cycles` or its first error (returned as text), calling `each` after
/// every cycle and reporting progress through `tick` every 8,192 cycles.
pub fn step_until(net: &mut Network<Switch>, cycles: u64, tick: &dyn Fn(u64), mut each: impl FnMut(&Network<Switch>)) -> Option<String> {
    let mut error = None;
    let mut last_tick = net.cycle;
    while net.cycle < cycles {
        if let Err(e) = net.step() {
            error = Some(e.to_string());
            break;
        }
        each(net);
        if net.cycle - last_tick >= 8_192 {
            tick(net.cycle - last_tick);
            last_tick = net.cycle;
        }
    }
    tick(net.cycle - last_tick);
    error
}

/// Input CAM lines (FBICM CFQs, RECN SAQs) active in the whole network now.
pub fn cam_lines(net: &Network<Switch>) -> u32 {
    net.switches.iter().map(|sw| sw.cam_stats().map_or(0, |x| x.active_lines)).sum()
}

/// The CAM counters summed over the switches (`peak_active_lines`: the most in one switch);
/// None without `fbicm` / `recn`.
pub fn cam_totals(net: &Network<Switch>) -> Option<CamStats> {
    net.switches.first()?.cam_stats()?;
    let mut t = CamStats::default();
    for sw in &net.switches {
        t += sw.cam_stats().unwrap_or_default();
    }
    Some(t)
}

/// Relative cost of simulating `p` (cycles x switches, weighted by the queue scheme), to start
/// the longest runs first.
pub fn cost(p: &Params) -> u64 {
    let w = match p.cfg.switch.queue_scheme {
        QueueScheme::Recn => 3,
        QueueScheme::Fbicm => 2,
        _ => 1,
    };
    p.cfg.sim.cycles * p.topology.switches.len() as u64 * w
}
