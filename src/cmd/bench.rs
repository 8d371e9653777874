//! `switchgen bench`: the figures of docs/PERFORMANCE.md, measured side by side in one run on the
//! 4-ary 3-fly with uniform traffic at 0.3 flits/host/cycle and 1-flit packets: model-only
//! network cycles/s, lockstep co-simulation network cycles/s, cold vs cached Verilator builds,
//! and the cost of congestion marking (`naive`, `ipm`; seed 002) as a ratio to `marking = none`.

use std::process::ExitCode;
use std::time::Instant;
use switchgen_config::Params;
use switchgen_cosim::lockstep;
use switchgen_model::network::Network;

fn bench_params(extra: &[String]) -> anyhow::Result<Params> {
    let mut set: Vec<String> = ["traffic.pattern=uniform", "traffic.rate=0.3", "traffic.packet_flits=1", "sim.warmup_cycles=0"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    set.extend(extra.iter().cloned());
    Ok(Params::new(switchgen_config::load(None, &set)?)?)
}

/// Where and how long [`SideBySide::run`] measures.
struct SideBySide<'a> {
    dir: &'a std::path::Path,
    wave: &'a std::path::Path,
    model_cycles: u64,
    cosim_cycles: u64,
}

impl SideBySide<'_> {
    /// Speeds in network cycles/s of a variant and its base on the same network: the models
    /// (`base.0`, `variant.0`) alone for `model_cycles` in two halves each, alternating base and
    /// variant, then co-simulated (`base.1` with its Verilated switch `base.2`; the variant's is
    /// built here) for `cosim_cycles` the same way. Returns [variant model, base model, variant
    /// co-simulation, base co-simulation].
    fn run(&self, base: (&Params, &Params, &std::sync::Arc<switchgen_cosim::verilator::Library>), variant: (&Params, &Params)) -> anyhow::Result<[f64; 4]> {
        let (mut t_base, mut t_var) = (0.0, 0.0);
        for _ in 0..2 {
            for (pp, acc) in [(base.0, &mut t_base), (variant.0, &mut t_var)] {
                let mut net = Network::model(pp);
                let t = Instant::now();
                net.run(self.model_cycles / 2, |_| {})?;
                *acc += t.elapsed().as_secs_f64();
            }
        }
        let (lib_var, _) = lockstep::build_switch(variant.1, self.dir)?;
        let (mut c_base, mut c_var) = (0.0, 0.0);
        for _ in 0..2 {
            for (pp, l, acc) in [(base.1, base.2, &mut c_base), (variant.1, &lib_var, &mut c_var)] {
                let t = Instant::now();
                lockstep::run_lockstep(pp, l, None, self.cosim_cycles / 2, self.wave, "switchgen bench", 2, |_| {})?;
                *acc += t.elapsed().as_secs_f64();
            }
        }
        let (m, c) = (self.model_cycles as f64, self.cosim_cycles as f64);
        Ok([m / t_var, m / t_base, c / c_var, c / c_base])
    }
}

/// JSON of a [`SideBySide::run`] result against the base named `base`.
fn ratio_json(v: [f64; 4], base: &str) -> serde_json::Value {
    serde_json::json!({
        "model_cycles_per_second": v[0],
        format!("model_cycles_per_second_{base}"): v[1],
        format!("model_speed_ratio_to_{base}"): v[0] / v[1],
        "cosim_cycles_per_second": v[2],
        format!("cosim_cycles_per_second_{base}"): v[3],
        format!("cosim_speed_ratio_to_{base}"): v[2] / v[3],
    })
}

pub fn run(json: Option<&std::path::Path>, model_cycles: u64, cosim_cycles: u64) -> anyhow::Result<ExitCode> {
    let machine = format!(
        "{} cores, {}",
        std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1),
        std::fs::read_to_string("/proc/cpuinfo")
            .ok()
            .and_then(|s| s.lines().find(|l| l.starts_with("model name")).map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string()))
            .unwrap_or_else(|| "unknown CPU".into())
    );
    // model only
    let p = bench_params(&[format!("sim.cycles={model_cycles}")])?;
    let mut net = Network::model(&p);
    let t = Instant::now();
    net.run(model_cycles, |_| {})?;
    let model_s = t.elapsed().as_secs_f64();
    let model_cps = model_cycles as f64 / model_s;
    eprintln!("model: {model_cycles} cycles in {model_s:.2} s = {model_cps:.0} cycles/s");

    // cold build in a fresh cache, ccache disabled; then the cached load
    let cold_dir = std::env::temp_dir().join(format!("switchgen-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cold_dir);
    std::env::set_var("CCACHE_DISABLE", "1");
    let p = bench_params(&[format!("sim.cycles={cosim_cycles}")])?;
    let t = Instant::now();
    let (_, cold) = lockstep::build_switch(&p, &cold_dir)?;
    let cold_s = t.elapsed().as_secs_f64();
    std::env::remove_var("CCACHE_DISABLE");
    let t = Instant::now();
    let (lib, cached) = lockstep::build_switch(&p, &cold_dir)?;
    let cached_s = t.elapsed().as_secs_f64();
    anyhow::ensure!(!cold.cached && cached.cached, "cache did not behave: cold {}, second {}", cold.cached, cached.cached);
    eprintln!("build: cold {cold_s:.1} s, cached {cached_s:.3} s");
    // the same switch in two other cache directories with ccache on: the first fills ccache (if
    // it misses), the second is what a CI checkout or another user's cache costs once ccache
    // holds the objects (the sources are given to Verilator by relative path, so the C++ is the
    // same wherever the cache is: docs/TESTING.md)
    let other = |n: u32| cold_dir.join(format!("other-cache-{n}"));
    lockstep::build_switch(&p, &other(1))?;
    let t = Instant::now();
    let (_, again) = lockstep::build_switch(&p, &other(2))?;
    let ccache_s = t.elapsed().as_secs_f64();
    anyhow::ensure!(!again.cached, "a fresh cache directory held the build");
    eprintln!("build: in another cache directory, ccache warm {ccache_s:.1} s");

    // lockstep co-simulation with the model on a second thread and on the same thread, and the
    // model alone on the same run for the ratio
    let wave = cold_dir.join("waves");
    let mut cps = [0.0f64; 2];
    for (k, threads) in [2usize, 1].into_iter().enumerate() {
        let t = Instant::now();
        let run = lockstep::run_lockstep(&p, &lib, None, cosim_cycles, &wave, "switchgen bench", threads, |_| {})?;
        cps[k] = cosim_cycles as f64 / t.elapsed().as_secs_f64();
        drop(run);
    }
    let (cosim_cps, cosim_1t) = (cps[0], cps[1]);
    let mut net = Network::model(&p);
    let t = Instant::now();
    net.run(cosim_cycles, |_| {})?;
    let model_same_cps = cosim_cycles as f64 / t.elapsed().as_secs_f64();
    eprintln!("cosim: {cosim_cps:.0} cycles/s with the model on a second thread, {cosim_1t:.0} on one thread");

    // cost of marking: the same network and traffic with naive and ipm marking, model alone and
    // in co-simulation (two threads), interleaved with marking = none so drift hits all alike
    let sbs = SideBySide { dir: &cold_dir, wave: &wave, model_cycles, cosim_cycles };
    let mut marking = serde_json::Map::new();
    let mut rows = vec![];
    let pn = bench_params(&[format!("sim.cycles={model_cycles}")])?;
    for m in ["naive", "ipm"] {
        let pm = bench_params(&[format!("sim.cycles={model_cycles}"), format!("switch.marking={m}")])?;
        let pc = bench_params(&[format!("sim.cycles={cosim_cycles}"), format!("switch.marking={m}")])?;
        let v = sbs.run((&pn, &p, &lib), (&pm, &pc))?;
        // speed with marking / speed without (1.0 = free, 0.9 = 10 % slower)
        eprintln!("marking {m}: model speed {:.2}x, co-simulation speed {:.2}x of marking = none", v[0] / v[1], v[2] / v[3]);
        rows.push((m, v));
        marking.insert(m.into(), ratio_json(v, "none"));
    }
    // cost of the queue schemes: voq_sw, fbicm (8 CFQs) and recn (8 SAQs, enhanced) against fifo on a hot spot with
    // multi-flit packets (where FBICM's CAM lines, moves and Stop/Go are busy), model alone and
    // co-simulated, interleaved so drift hits all alike
    let mut schemes = serde_json::Map::new();
    let hot: Vec<String> = ["traffic.pattern=hotspot", "traffic.rate=0.6", "traffic.packet_flits=1..8", "switch.buffer_flits=32", "traffic.hotspot.start_cycle=1000", "traffic.hotspot.end_cycle=1000000"]
        .iter()
        .map(|x| x.to_string())
        .collect();
    let with = |extra: &[String], cycles: u64| -> anyhow::Result<Params> {
        let mut v = hot.clone();
        v.extend(extra.iter().cloned());
        v.push(format!("sim.cycles={cycles}"));
        bench_params(&v)
    };
    let base_m = with(&[], model_cycles)?;
    let base_c = with(&[], cosim_cycles)?;
    let (lib_fifo, _) = lockstep::build_switch(&base_c, &cold_dir)?;
    for q in ["voq_sw", "fbicm", "recn"] {
        let set = [format!("switch.queue_scheme={q}")];
        let v = sbs.run((&base_m, &base_c, &lib_fifo), (&with(&set, model_cycles)?, &with(&set, cosim_cycles)?))?;
        eprintln!("{q}: model speed {:.2}x, co-simulation speed {:.2}x of fifo", v[0] / v[1], v[2] / v[3]);
        rows.push((q, v));
        schemes.insert(q.into(), ratio_json(v, "fifo"));
    }
    // cost of `sim --trace`: the model without a trace, with a CSV and with a Parquet trace of
    // every delivered packet, alternating off / CSV / Parquet twice (means), the files in the
    // bench's temporary directory
    let mut trace_s = [0.0f64; 3];
    let mut trace_records = 0;
    let _ = std::fs::create_dir_all(&cold_dir);
    for _ in 0..2 {
        for (k, file) in [None, Some("trace.csv"), Some("trace.parquet")].into_iter().enumerate() {
            let mut net = Network::model(&pn);
            let tracer = file.map(|f| super::sim::Tracer::start(&cold_dir.join(f), &pn, &net)).transpose()?;
            if let Some(t) = &tracer {
                net.hosts.set_trace(Some(t.sink()));
            }
            let t = Instant::now();
            net.run(model_cycles, |_| {})?;
            net.hosts.set_trace(None);
            if let Some(tr) = tracer {
                trace_records = tr.finish()?;
            }
            trace_s[k] += t.elapsed().as_secs_f64() / 2.0;
        }
    }
    let [trace_off, trace_on, trace_pq] = trace_s.map(|x| model_cycles as f64 / x);
    let size = |f: &str| std::fs::metadata(cold_dir.join(f)).map_or(0, |m| m.len());
    let (csv_bytes, pq_bytes) = (size("trace.csv"), size("trace.parquet"));
    eprintln!("trace: {trace_records} records; model {trace_off:.0} cycles/s without, {trace_on:.0} with CSV ({csv_bytes} bytes), {trace_pq:.0} with Parquet ({pq_bytes} bytes)");
    let _ = std::fs::remove_dir_all(&cold_dir);
    // `sim --threads 2` against one thread (the same results: tests/sim_threads.rs), alternating
    // twice: on this 4-ary 3-fly (48 switches) and on issue 35's 4-ary 5-fly (1,280 switches,
    // 8-flit buffers, no ACKs), 3,000 cycles each
    let big = bench_params(&["topology.kind=kary_nfly", "topology.k=4", "topology.n=5", "switch.buffer_flits=8", "hosts.acks=false", "sim.cycles=3000"].map(String::from))?;
    let mut threads = serde_json::Map::new();
    let mut thread_rows = vec![];
    for (name, pp, cycles) in [("4-ary 3-fly", &pn, model_cycles), ("4-ary 5-fly", &big, 3000)] {
        let mut secs = [0.0f64; 2];
        for _ in 0..2 {
            for (k, n) in [1usize, 2].into_iter().enumerate() {
                let mut net = Network::model(pp);
                net.set_threads(n)?;
                let t = Instant::now();
                net.run(cycles, |_| {})?;
                secs[k] += t.elapsed().as_secs_f64();
            }
        }
        let (one, two) = (2.0 * cycles as f64 / secs[0], 2.0 * cycles as f64 / secs[1]);
        eprintln!("threads, {name}: {one:.0} cycles/s on one thread, {two:.0} on two");
        threads.insert(name.into(), serde_json::json!({ "cycles_per_second_one_thread": one, "cycles_per_second_two_threads": two, "two_over_one": two / one }));
        thread_rows.push((name, one, two));
    }

    let r = serde_json::json!({
        "machine": machine,
        "network": "4-ary 3-fly, 64 hosts, 48 switches, fifo, uniform 0.3 flits/host/cycle, 1-flit packets",
        "model_cycles_per_second": model_cps,
        "cosim_cycles_per_second": cosim_cps,
        "cosim_cycles_per_second_one_thread": cosim_1t,
        "cosim_two_threads_over_one": cosim_cps / cosim_1t,
        "model_cycles_per_second_same_run": model_same_cps,
        "model_over_cosim": model_same_cps / cosim_cps,
        "build_cold_seconds": cold_s,
        "build_cached_seconds": cached_s,
        "cold_over_cached": cold_s / cached_s,
        "build_other_cache_ccache_warm_seconds": ccache_s,
        "cold_over_ccache_warm": cold_s / ccache_s,
        "marking": marking,
        "sim_threads": threads,
        "trace": { "records": trace_records, "model_cycles_per_second_off": trace_off, "model_cycles_per_second_on": trace_on, "on_over_off": trace_on / trace_off, "csv_bytes": csv_bytes, "model_cycles_per_second_parquet": trace_pq, "parquet_over_off": trace_pq / trace_off, "parquet_bytes": pq_bytes },
        "queue_schemes": { "traffic": "hot spot from cycle 1000, 25 % of the hosts at 1.0, the others uniform at 0.6; 1..8-flit packets; 32-flit buffers", "schemes": schemes },
        "targets": { "model_cycles_per_second": 300000, "cosim_cycles_per_second": 20000, "build_cold_seconds": 60, "build_cached_seconds": 2 },
    });
    println!("| figure | measured | target |\n|---|---|---|");
    println!("| model only, network cycles/s (1 core) | {model_cps:.0} | >= 300,000 |");
    println!("| lockstep co-simulation, network cycles/s (model on a 2nd thread) | {cosim_cps:.0} | >= 20,000 |");
    println!("| lockstep co-simulation, one thread | {cosim_1t:.0} | |");
    println!("| co-simulation, two threads / one | {:.2}x | |", cosim_cps / cosim_1t);
    println!("| model / co-simulation (same run) | {:.1}x | |", model_same_cps / cosim_cps);
    println!("| Verilator build, cold (ccache off) | {cold_s:.1} s | <= 60 s |");
    println!("| Verilator build, cached (same process: hash + dlopen) | {cached_s:.4} s | <= 2 s |");
    println!("| cold / cached | {:.0}x | |", cold_s / cached_s);
    println!("| Verilator build in another cache directory, ccache warm | {ccache_s:.1} s | |");
    println!("| cold / another cache directory with ccache warm | {:.1}x | |", cold_s / ccache_s);
    for (m, [mc, mn, cm, cn]) in &rows {
        let (mr, cr) = (mc / mn, cm / cn);
        let (what, base) = if matches!(*m, "naive" | "ipm") { (format!("marking = {m}"), "none") } else { (format!("queue_scheme = {m}, hot spot"), "fifo") };
        println!("| {what}: model cycles/s ({base}, same run) and speed ratio | {mc:.0} ({mn:.0}): {mr:.2}x | |");
        println!("| {what}: co-simulation cycles/s ({base}, same run) and speed ratio | {cm:.0} ({cn:.0}): {cr:.2}x | |");
    }
    println!("| sim --trace (CSV, {trace_records} packets): model cycles/s (off, same run) and speed ratio | {trace_on:.0} ({trace_off:.0}): {:.2}x | |", trace_on / trace_off);
    println!("| sim --trace (Parquet, {trace_records} packets, {:.1} MB against CSV's {:.1} MB): model cycles/s and speed ratio to off | {trace_pq:.0}: {:.2}x | |", pq_bytes as f64 / 1e6, csv_bytes as f64 / 1e6, trace_pq / trace_off);
    for (name, one, two) in &thread_rows {
        println!("| model, {name}: two threads / one (cycles/s one, two) | {:.2}x ({one:.0}, {two:.0}) | 4-ary 5-fly >= 1.7x |", two / one);
    }
    println!("machine: {machine}");
    if let Some(f) = json {
        crate::report::write_outputs("bench", &r, Some(f), None)?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    #[test]
    fn ratio_json_names_the_base_and_divides_variant_by_base() {
        let v = super::ratio_json([10.0, 20.0, 3.0, 4.0], "fifo");
        assert_eq!(v["model_cycles_per_second"], 10.0);
        assert_eq!(v["model_cycles_per_second_fifo"], 20.0);
        assert_eq!(v["model_speed_ratio_to_fifo"], 0.5);
        assert_eq!(v["cosim_cycles_per_second_fifo"], 4.0);
        assert_eq!(v["cosim_speed_ratio_to_fifo"], 0.75);
    }
}
