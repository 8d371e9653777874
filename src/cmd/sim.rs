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
        TraceFormat::of(t)?;
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

/// The Parquet schema of `sim --trace FILE.parquet`: [`TRACE_COLUMNS`] with their types
/// (host numbers, flits and hops as INT32, cycles as INT64, the marks as BOOLEAN, the class a
/// UTF-8 string).
const TRACE_PARQUET_SCHEMA: &str = "message switchgen_trace {
    REQUIRED INT32 src (INTEGER(32, false));
    REQUIRED INT32 dst (INTEGER(32, false));
    REQUIRED BYTE_ARRAY class (STRING);
    REQUIRED INT32 len (INTEGER(32, false));
    REQUIRED INT64 generated (INTEGER(64, false));
    REQUIRED INT64 injected (INTEGER(64, false));
    REQUIRED INT64 delivered (INTEGER(64, false));
    REQUIRED INT32 hops (INTEGER(32, false));
    REQUIRED BOOLEAN fecn;
    REQUIRED BOOLEAN mb;
    REQUIRED BOOLEAN vb;
    REQUIRED BOOLEAN becn;
}";

/// Records per Parquet row group: what the writer holds in memory before it writes them out
/// (about 5 MB of column buffers).
const PARQUET_ROW_GROUP: usize = 1 << 17;

/// The trace file's format, from its name's extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TraceFormat {
    Csv,
    Parquet,
}

impl TraceFormat {
    /// `.csv` or `.parquet`. Errors: [`ConfigError::Invalid`] on `--trace` for any other name,
    /// before anything is written.
    pub(crate) fn of(file: &Path) -> Result<TraceFormat, ConfigError> {
        match file.extension().and_then(|e| e.to_str()) {
            Some("csv") => Ok(TraceFormat::Csv),
            Some("parquet") => Ok(TraceFormat::Parquet),
            _ => Err(ConfigError::Invalid { key: "--trace".into(), value: file.display().to_string(), allowed: "a file name ending in .csv or .parquet".into() }),
        }
    }
}

/// `sim --trace FILE`: a CSV or Parquet writer fed by the hosts' [`TraceSink`] as packets are
/// delivered, written to FILE.part and renamed to FILE by [`Tracer::finish`].
pub(crate) struct Tracer {
    shared: Arc<Mutex<TraceState>>,
    part: PathBuf,
    file: PathBuf,
}

/// One trace record, as the sink takes it from a [`Delivery`].
struct TraceRecord {
    src: u32,
    dst: u32,
    /// Traffic class index into the hosts' class names.
    class: u8,
    len: u32,
    generated: u64,
    injected: u64,
    delivered: u64,
    hops: u8,
    fecn: bool,
    mb: bool,
    vb: bool,
    becn: bool,
}

/// The Parquet side of the trace: one row group of columns buffered, written out when full
/// and at the end, so memory stays bounded whatever the run's length.
struct ParquetTrace {
    w: parquet::file::writer::SerializedFileWriter<std::fs::File>,
    src: Vec<i32>,
    dst: Vec<i32>,
    /// Class index per record; the names are written as a dictionary-encoded string column.
    class: Vec<u8>,
    len: Vec<i32>,
    generated: Vec<i64>,
    injected: Vec<i64>,
    delivered: Vec<i64>,
    hops: Vec<i32>,
    flags: [Vec<bool>; 4],
}

impl ParquetTrace {
    fn create(f: std::fs::File) -> parquet::errors::Result<ParquetTrace> {
        let schema = std::sync::Arc::new(parquet::schema::parser::parse_message_type(TRACE_PARQUET_SCHEMA)?);
        let props = parquet::file::properties::WriterProperties::builder().set_compression(parquet::basic::Compression::SNAPPY).set_created_by(format!("switchgen {}", env!("CARGO_PKG_VERSION"))).build();
        let w = parquet::file::writer::SerializedFileWriter::new(f, schema, std::sync::Arc::new(props))?;
        fn v<T>() -> Vec<T> {
            Vec::with_capacity(PARQUET_ROW_GROUP)
        }
        Ok(ParquetTrace { w, src: v(), dst: v(), class: v(), len: v(), generated: v(), injected: v(), delivered: v(), hops: v(), flags: [v(), v(), v(), v()] })
    }

    fn push(&mut self, r: &TraceRecord, classes: &[String]) -> parquet::errors::Result<()> {
        // u32 hosts, flits and hops fit INT32's bits; cycles INT64's (both marked unsigned)
        self.src.push(r.src as i32);
        self.dst.push(r.dst as i32);
        self.class.push(r.class);
        self.len.push(r.len as i32);
        self.generated.push(r.generated as i64);
        self.injected.push(r.injected as i64);
        self.delivered.push(r.delivered as i64);
        self.hops.push(r.hops as i32);
        for (v, b) in self.flags.iter_mut().zip([r.fecn, r.mb, r.vb, r.becn]) {
            v.push(b);
        }
        if self.src.len() >= PARQUET_ROW_GROUP {
            self.flush_group(classes)?;
        }
        Ok(())
    }

    /// Writes the buffered records as one row group (nothing if none).
    fn flush_group(&mut self, classes: &[String]) -> parquet::errors::Result<()> {
        use parquet::data_type::{BoolType, ByteArray, ByteArrayType, Int32Type, Int64Type};
        if self.src.is_empty() {
            return Ok(());
        }
        let names: Vec<ByteArray> = self.class.iter().map(|&c| ByteArray::from(classes.get(c as usize).map_or("", |s| s.as_str()))).collect();
        let mut g = self.w.next_row_group()?;
        let mut column = 0;
        while let Some(mut c) = g.next_column()? {
            match column {
                0 => c.typed::<Int32Type>().write_batch(&self.src, None, None)?,
                1 => c.typed::<Int32Type>().write_batch(&self.dst, None, None)?,
                2 => c.typed::<ByteArrayType>().write_batch(&names, None, None)?,
                3 => c.typed::<Int32Type>().write_batch(&self.len, None, None)?,
                4 => c.typed::<Int64Type>().write_batch(&self.generated, None, None)?,
                5 => c.typed::<Int64Type>().write_batch(&self.injected, None, None)?,
                6 => c.typed::<Int64Type>().write_batch(&self.delivered, None, None)?,
                7 => c.typed::<Int32Type>().write_batch(&self.hops, None, None)?,
                k => c.typed::<BoolType>().write_batch(&self.flags[k - 8], None, None)?,
            };
            c.close()?;
            column += 1;
        }
        g.close()?;
        self.src.clear();
        self.dst.clear();
        self.class.clear();
        self.len.clear();
        self.generated.clear();
        self.injected.clear();
        self.delivered.clear();
        self.hops.clear();
        for v in &mut self.flags {
            v.clear();
        }
        Ok(())
    }
}

enum TraceOut {
    Csv(csv::Writer<std::io::BufWriter<std::fs::File>>),
    Parquet(Box<ParquetTrace>),
}

struct TraceState {
    out: Option<TraceOut>,
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
        let out = match TraceFormat::of(file)? {
            TraceFormat::Csv => {
                let mut w = csv::Writer::from_writer(std::io::BufWriter::with_capacity(1 << 20, f));
                w.write_record(TRACE_COLUMNS).with_context(|| format!("writing {}", part.display()))?;
                TraceOut::Csv(w)
            }
            TraceFormat::Parquet => TraceOut::Parquet(Box::new(ParquetTrace::create(f).with_context(|| format!("writing {}", part.display()))?)),
        };
        let st = TraceState {
            out: Some(out),
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
            let r = TraceRecord { src: d.src, dst: d.dst, class: d.class, len: d.len, generated: d.generated, injected: d.injected, delivered: d.delivered, hops: st.hops[k], fecn: d.fecn, mb: d.mb, vb: d.vb, becn: d.fecn && st.acks };
            let res = match &mut st.out {
                Some(TraceOut::Csv(w)) => write_csv(w, &r, &st.classes).map_err(|e| e.to_string()),
                Some(TraceOut::Parquet(w)) => w.push(&r, &st.classes).map_err(|e| e.to_string()),
                None => Ok(()),
            };
            match res {
                Ok(()) => st.records += 1,
                Err(e) => st.error = Some(e),
            }
        })
    }

    /// Flushes the trace and renames it into place; returns the records written. Errors: the
    /// first write error (the `.part` file is removed).
    pub(crate) fn finish(self) -> anyhow::Result<u64> {
        let mut st = self.shared.lock().unwrap_or_else(|e| e.into_inner());
        let st = &mut *st;
        let flushed = match st.out.take() {
            Some(TraceOut::Csv(mut w)) => w.flush().map_err(|e| e.to_string()),
            // the last row group, then the footer (a file without it is not a Parquet file)
            Some(TraceOut::Parquet(mut w)) => w.flush_group(&st.classes).and_then(|()| w.w.close().map(|_| ())).map_err(|e| e.to_string()),
            None => Ok(()),
        };
        if let Some(e) = st.error.clone().or(flushed.err()) {
            let _ = std::fs::remove_file(&self.part);
            anyhow::bail!("writing {}: {e}", self.part.display());
        }
        std::fs::rename(&self.part, &self.file).with_context(|| format!("renaming {} to {}", self.part.display(), self.file.display()))?;
        Ok(st.records)
    }
}

/// One CSV record; numbers formatted without serde (the per-record cost is in
/// docs/PERFORMANCE.md), the class name through the csv writer's quoting.
fn write_csv<W: std::io::Write>(w: &mut csv::Writer<W>, r: &TraceRecord, classes: &[String]) -> csv::Result<()> {
    let class = classes.get(r.class as usize).map_or("", |c| c.as_str());
    let nums = [r.src as u64, r.dst as u64, r.len as u64, r.generated, r.injected, r.delivered, r.hops as u64, r.fecn as u64, r.mb as u64, r.vb as u64, r.becn as u64];
    let mut b = itoa::Buffer::new();
    for (i, x) in nums.into_iter().enumerate() {
        if i == 2 {
            w.write_field(class)?;
        }
        w.write_field(b.format(x))?;
    }
    w.write_record(None::<&[u8]>)
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
