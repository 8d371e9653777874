//! `switchgen sim`: the golden model alone.

use crate::cli::{ConfigArgs, OutArgs};
use crate::report;
use anyhow::Context;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::Instant;
use switchgen_config::{ConfigError, Params};
use switchgen_model::hosts::{Delivery, TraceSink};
use switchgen_model::network::Network;
use switchgen_model::switch::Switch;

pub fn run(cfg: &ConfigArgs, out: &OutArgs, trace: Option<&Path>, threads: usize) -> anyhow::Result<ExitCode> {
    let p = super::load_params(cfg)?;
    if let Some(t) = trace {
        if t.extension().and_then(|e| e.to_str()) != Some("csv") {
            return Err(ConfigError::Invalid { key: "--trace".into(), value: t.display().to_string(), allowed: "a file name ending in .csv".into() }.into());
        }
    }
    let cycles = p.cfg.sim.cycles;
    let title = format!("model: {}", super::params::describe(&p));
    let mut net = Network::model(&p);
    net.set_threads(threads).context("sim --threads: building the thread pool")?;
    let tracer = trace.map(|t| Tracer::start(t, &p, &net)).transpose()?;
    if let Some(t) = &tracer {
        net.hosts.set_trace(Some(t.sink()));
    }
    let pb = report::progress(cycles, out.quiet, "model");
    let t0 = Instant::now();
    let res = net.run(cycles, |c| pb.set_position(c));
    let secs = t0.elapsed().as_secs_f64();
    pb.finish_and_clear();
    net.hosts.set_trace(None);
    let r = results_json(&p, &net, res.as_ref().err().map(|e| e.to_string()), secs)?;
    report::print_summary(&title, &r);
    println!("{} cycles in {:.2} s ({:.0} cycles/s)", net.cycle, secs, net.cycle as f64 / secs.max(1e-9));
    report::write_outputs(&title, &r, out.json.as_deref(), out.out.as_deref())?;
    if let Some(t) = tracer {
        // a run that stopped early still leaves its trace, complete up to where it stopped
        let n = t.finish()?;
        println!("trace: {n} delivered packets written to {}", trace.map_or(String::new(), |t| t.display().to_string()));
    }
    match res {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(e) => {
            eprintln!("error: {e}");
            Ok(ExitCode::from(1))
        }
    }
}

/// The columns of `sim --trace`, in order.
const TRACE_COLUMNS: [&str; 12] = ["src", "dst", "class", "len", "generated", "injected", "delivered", "hops", "fecn", "mb", "vb", "becn"];

/// `sim --trace FILE`: a CSV writer fed by the hosts' [`TraceSink`] as packets are delivered,
/// written to FILE.part and renamed to FILE by [`Tracer::finish`].
pub(crate) struct Tracer {
    shared: Arc<Mutex<TraceState>>,
    part: PathBuf,
    file: PathBuf,
}

struct TraceState {
    w: csv::Writer<std::io::BufWriter<std::fs::File>>,
    classes: Vec<String>,
    /// Switches on the route from the switch a host injects into to each destination,
    /// `first[src] * hosts + dst` (routes depend only on the switch and the destination;
    /// minimal adaptive routes have the same length), computed before the run.
    hops: Vec<u8>,
    first: Vec<u32>,
    hosts: u32,
    acks: bool,
    records: u64,
    error: Option<String>,
}

impl Tracer {
    pub(crate) fn start(file: &Path, p: &Params, net: &Network<Switch>) -> anyhow::Result<Tracer> {
        let part = PathBuf::from(format!("{}.part", file.display()));
        let f = std::fs::File::create(&part).with_context(|| format!("creating {}", part.display()))?;
        let n = p.hosts as usize;
        // one dense index per switch that hosts inject into, and one host of each to trace from
        let t = &p.topology;
        let mut index = vec![u32::MAX; t.switches.len()];
        let mut reps: Vec<u32> = vec![];
        let first: Vec<u32> = (0..p.hosts)
            .map(|h| {
                let sw = t.inject[h as usize].0 as usize;
                if index[sw] == u32::MAX {
                    index[sw] = reps.len() as u32;
                    reps.push(h);
                }
                index[sw]
            })
            .collect();
        let mut hops = vec![0u8; reps.len() * n];
        for (k, &src) in reps.iter().enumerate() {
            for dst in 0..p.hosts {
                hops[k * n + dst as usize] = t.trace_route(src, dst).map_or(0, |r| r.len().min(255) as u8);
            }
        }
        let mut w = csv::Writer::from_writer(std::io::BufWriter::with_capacity(1 << 20, f));
        w.write_record(TRACE_COLUMNS).with_context(|| format!("writing {}", part.display()))?;
        let st = TraceState {
            w,
            classes: net.hosts.class_names().to_vec(),
            hops,
            first,
            hosts: p.hosts,
            acks: p.cfg.hosts.acks,
            records: 0,
            error: None,
        };
        Ok(Tracer { shared: Arc::new(Mutex::new(st)), part, file: file.to_path_buf() })
    }

    pub(crate) fn sink(&self) -> TraceSink {
        let shared = Arc::clone(&self.shared);
        Box::new(move |d: &Delivery| {
            let mut st = shared.lock().unwrap_or_else(|e| e.into_inner());
            if st.error.is_some() {
                return;
            }
            let st = &mut *st;
            let k = (st.first[d.src as usize] * st.hosts + d.dst) as usize;
            // numbers formatted without serde (the per-record cost is in docs/PERFORMANCE.md);
            // the class name goes through the csv writer's quoting
            let class = st.classes.get(d.class as usize).map_or("", |c| c.as_str());
            let nums = [d.src as u64, d.dst as u64, d.len as u64, d.generated, d.injected, d.delivered, st.hops[k] as u64, d.fecn as u64, d.mb as u64, d.vb as u64, (d.fecn && st.acks) as u64];
            let mut b = itoa::Buffer::new();
            let mut write = || -> csv::Result<()> {
                for (i, x) in nums.into_iter().enumerate() {
                    if i == 2 {
                        st.w.write_field(class)?;
                    }
                    st.w.write_field(b.format(x))?;
                }
                st.w.write_record(None::<&[u8]>)
            };
            match write() {
                Ok(()) => st.records += 1,
                Err(e) => st.error = Some(e.to_string()),
            }
        })
    }

    /// Flushes the trace and renames it into place; returns the records written. Errors: the
    /// first write error (the `.part` file is removed).
    pub(crate) fn finish(self) -> anyhow::Result<u64> {
        let mut st = self.shared.lock().unwrap_or_else(|e| e.into_inner());
        let flushed = st.w.flush().map_err(|e| e.to_string());
        if let Some(e) = st.error.clone().or(flushed.err()) {
            let _ = std::fs::remove_file(&self.part);
            anyhow::bail!("writing {}: {e}", self.part.display());
        }
        std::fs::rename(&self.part, &self.file).with_context(|| format!("renaming {} to {}", self.part.display(), self.file.display()))?;
        Ok(st.records)
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
