//! Command-line interface (clap).

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

/// Generate, simulate and co-simulate input-queued packet switches with congestion management.
///
/// With no --config, every subcommand uses the built-in default network: a 4-ary 3-fly (64 hosts,
/// 48 switches), fifo queues, 8-flit buffers, 1..4-flit packets, uniform traffic at 0.3
/// flits/host/cycle with a 25 % hot-spot phase, 20,000 cycles. Keys: docs/CONFIG.md.
/// Exit status: 0 success, 1 a failed run (divergence, scoreboard, watchdog, tool error),
/// 2 an invalid configuration, command line or input file (plot).
#[derive(Parser, Debug)]
#[command(name = "switchgen", version, about, propagate_version = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// Options every subcommand takes.
#[derive(Args, Debug, Clone)]
pub struct ConfigArgs {
    /// Configuration file (JSON); absent = the built-in default network.
    #[arg(long, short = 'c', value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Override one key, e.g. --set topology.kind=bmin --set traffic.rate=0.5 (repeatable).
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Write the RTL (switch, primitives, network top), file list, FuseSoC core and parameter
    /// report to --out.
    Generate {
        #[command(flatten)]
        cfg: ConfigArgs,
        /// Output directory (replaced atomically when complete).
        #[arg(long, short, default_value = "generated")]
        out: PathBuf,
    },
    /// Run the golden model alone (fast network simulator) and report throughput and latency.
    Sim {
        #[command(flatten)]
        cfg: ConfigArgs,
        #[command(flatten)]
        out: OutArgs,
        /// Stream one record per delivered data packet to FILE as the run goes, CSV or Parquet
        /// by the extension (.csv, .parquet: Snappy, row groups of 131,072 records): src, dst,
        /// class, len (flits), generated / injected / delivered (cycles), hops (switches on the
        /// route), fecn, mb, vb, becn (the ACK will carry BECN). FILE appears only when the run
        /// completes (written as FILE.part until then).
        #[arg(long, value_name = "FILE")]
        trace: Option<PathBuf>,
        /// Threads stepping the network: the switches are cut into N parts stepped in parallel
        /// every cycle (one also steps the hosts), with the same results bit for bit as one
        /// thread. Pays on large networks (hundreds of switches); below that the per-cycle
        /// hand-over costs more than it saves (docs/PERFORMANCE.md).
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
        threads: u16,
    },
    /// Co-simulate the Verilated RTL against the golden model in lockstep, comparing every link
    /// every cycle.
    Cosim {
        #[command(flatten)]
        cfg: ConfigArgs,
        #[command(flatten)]
        out: OutArgs,
        /// Flip one bit on a link of the RTL side: switch=S,port=P,cycle=C,bit=B (bit = flit_bits
        /// flips `valid`), to show that a divergence is caught and reported.
        #[arg(long, value_name = "SPEC")]
        fault: Option<String>,
        /// Verilator build cache (default: $SWITCHGEN_CACHE or ~/.cache/switchgen).
        #[arg(long, value_name = "DIR")]
        cache: Option<PathBuf>,
        /// Verilate the network top (sg_network.v) as one model and compare it with the golden
        /// model at every host link, instead of one model per switch compared at every link.
        /// Checks the generated wiring; building a 48-switch top takes minutes.
        #[arg(long, conflicts_with = "fault")]
        whole_network: bool,
        /// Co-simulate the RTL files of this directory (`switchgen generate --out DIR` of the
        /// same configuration, possibly edited) instead of freshly generated ones.
        #[arg(long, value_name = "DIR")]
        rtl: Option<PathBuf>,
        /// Also write the outcome as JUnit XML (one test case; a divergence is a failure).
        #[arg(long, value_name = "FILE")]
        junit: Option<PathBuf>,
        /// Write no waveform when the run diverges or an assertion fires. By default the run is
        /// replayed with a traced build (a second Verilator build of the switch, or of the
        /// network top: seconds to minutes) and a VCD of the 250 cycles before it is written to
        /// `<--out>-waves/`. The verdict, the exit status and results.json are the same.
        #[arg(long)]
        no_waveform: bool,
    },
    /// Lint the generated RTL: Verilator --lint-only -Wall, Icarus -g2012 compile, Yosys
    /// synthesis check (no latches, no multiple drivers), verible, slang (strict IEEE 1800) and
    /// the X check; a missing tool is skipped with a message.
    Lint {
        #[command(flatten)]
        cfg: ConfigArgs,
        /// Where to generate the RTL that is checked (default: a temporary directory).
        #[arg(long, short)]
        out: Option<PathBuf>,
        /// Check this already generated directory as it is (`switchgen generate --out DIR` of the
        /// same configuration, possibly edited) instead of generating; only files of the checks
        /// are written into it, under tb/ (the X-check testbench, the switch's port stub for
        /// Verilator's network pass, verible's rules, the slang driver).
        #[arg(long, value_name = "DIR", conflicts_with = "out")]
        dir: Option<PathBuf>,
    },
    /// Synthesize the generated switch for an FPGA family: the synthesizability gate (no latches,
    /// combinational loops, multiple drivers, undriven nets or blackboxes), a resource table
    /// (LUT, FF, BRAM, LUTRAM, CAM bits) and, with --pnr, Fmax and the critical path
    /// (docs/FPGA.md). An ECP5 switch whose default mapping needs more than 85 % of the device's
    /// LUTs is mapped again with `synth_ecp5 -nowidelut`, which needs fewer LUTs there (the LUT column
    /// names it). Needs `make setup-tools`.
    Synth {
        #[command(flatten)]
        cfg: ConfigArgs,
        #[command(flatten)]
        args: SynthArgs,
    },
    /// Render the JSON files of `switchgen synth --json` runs into one markdown report, a table
    /// per family (docs/FPGA.md, `make synth-report`).
    SynthReport {
        /// Markdown file to write.
        #[arg(long, short, value_name = "FILE")]
        out: PathBuf,
        /// Markdown placed before the tables.
        #[arg(long, value_name = "FILE")]
        preamble: Option<PathBuf>,
        /// Delete the runs measured on RTL other than what this switchgen generates for their
        /// configuration (their JSON and markdown), so that a sweep measures them again; without
        /// it their rows are marked "(older RTL)".
        #[arg(long)]
        remove_stale: bool,
        /// `switchgen synth --json` outputs, in table order.
        #[arg(required = true, value_name = "JSON")]
        inputs: Vec<PathBuf>,
    },
    /// Measure model and co-simulation speed and cold/cached Verilator builds (docs/PERFORMANCE.md).
    Bench {
        /// Write the figures as JSON.
        #[arg(long, value_name = "FILE")]
        json: Option<PathBuf>,
        /// Cycles of the model-only run.
        #[arg(long, default_value_t = 200_000)]
        model_cycles: u64,
        /// Cycles of the co-simulation run.
        #[arg(long, default_value_t = 20_000)]
        cosim_cycles: u64,
    },
    /// Reproduce an experiment of the source papers on the golden model (JSON, CSV, SVG plots and
    /// a markdown summary in --out).
    Experiment {
        #[command(subcommand)]
        which: ExperimentCmd,
    },
    /// Run the golden model over a grid of configurations x seeds, one JSON per point in
    /// --out/points (resumable: finished points are skipped on rerun), and merge every finished
    /// point into --out/results.csv (docs/SWEEP.md).
    Sweep {
        #[command(flatten)]
        cfg: ConfigArgs,
        #[command(flatten)]
        args: SweepArgs,
    },
    /// Constrained-random lockstep co-simulation: every case draws a legal configuration
    /// (topology within a budget, radix, flit width, buffers, packet lengths, queue scheme,
    /// CFQs / SAQs, marking and thresholds, arbitration, hosts' response, traffic pattern, load,
    /// hot spot, on/off) from --seed, builds its switch (cached) and co-simulates it against the
    /// golden model with the scoreboard and watchdog. One JSON per case in --out/cases
    /// (resumable), the summary with the coverage table in --out/soak.json; a failing case is
    /// shrunk and written as a replay (--out/failures/<case>/replay.json, replay.sh). --set
    /// keys are pinned in every case (docs/TESTING.md "Soak").
    Soak {
        #[command(flatten)]
        cfg: ConfigArgs,
        #[command(flatten)]
        args: SoakArgs,
    },
    /// Combine the points of several sweep output directories (shards of one sweep) into --out,
    /// with its results.csv (docs/SWEEP.md).
    Merge {
        /// Output directory (created; may already hold points of the same sweep).
        #[arg(long, short, value_name = "DIR")]
        out: PathBuf,
        /// Sweep (or soak) output directories to combine (same sweep.json / soak-def.json).
        #[arg(required = true, value_name = "DIR")]
        dirs: Vec<PathBuf>,
        /// Exit with status 1 when points of the sweep are missing (sweeps only: a soak has no
        /// fixed number of cases).
        #[arg(long)]
        require_complete: bool,
    },
    /// Plot a sweep's load curves (accepted throughput and latency against offered load, one
    /// curve per mechanism, saturation points marked) or single runs' time series, as SVG and PNG
    /// (docs/SWEEP.md, "Plotting").
    Plot {
        #[command(subcommand)]
        which: PlotCmd,
    },
    /// Print the derived parameters (topology, widths, header layout, routing).
    Params {
        #[command(flatten)]
        cfg: ConfigArgs,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// What `plot` draws.
#[derive(Subcommand, Debug)]
pub enum PlotCmd {
    /// Load curves of a sweep (throughput and latency vs offered load), saturation points.
    ///
    /// Writes OUT/throughput.{svg,png} (accepted throughput vs offered load) and
    /// OUT/latency.{svg,png} (latency vs offered load), one curve per value of the series keys,
    /// averaged over the seeds with min..max error bars; each curve's saturation point (the load
    /// where accepted throughput falls more than --drop-percent below offered load) marked, and
    /// written with the peak throughput and the latency knee to OUT/saturation.json; the averaged
    /// curves to OUT/curves.csv. Prints the saturation table.
    Sweep {
        /// A sweep output directory (its results.csv) or a results.csv.
        #[arg(value_name = "DIR_OR_CSV")]
        input: PathBuf,
        /// Output directory (default: DIR/plots, or plots/ next to the CSV).
        #[arg(long, short, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Column of the x axis: the offered load.
        #[arg(long, value_name = "KEY", default_value = "traffic.rate")]
        x: String,
        /// Column whose values make one curve each (repeatable; default: every grid key of the
        /// sweep but --x and the seed, e.g. switch.queue_scheme). Rows of a curve with the same x
        /// are averaged (the seeds).
        #[arg(long = "series", value_name = "KEY")]
        series: Vec<String>,
        /// Latency column to plot: latency_avg, latency_p50, latency_p99 or latency_max.
        #[arg(long, value_name = "COLUMN", default_value = "latency_avg")]
        latency: String,
        /// Saturation: the lowest offered load where mean accepted throughput is more than this
        /// many percent below mean offered load (interpolated between grid points).
        #[arg(long, value_name = "PCT", default_value_t = 5.0)]
        drop_percent: f64,
        /// Latency knee: the lowest load where mean latency exceeds this multiple of the latency
        /// at the lowest load (interpolated in log latency).
        #[arg(long, value_name = "X", default_value_t = 3.0)]
        knee_factor: f64,
        /// Scale of the latency axis.
        #[arg(long, value_enum, default_value = "log")]
        latency_scale: crate::plot::Scale,
        /// Formats to write (comma-separated).
        #[arg(long, value_enum, value_delimiter = ',', default_value = "svg,png")]
        format: Vec<crate::plot::Format>,
    },
    /// Time series of single runs (throughput and latency per window).
    ///
    /// Throughput (accepted; for one run also offered and per traffic class) and average latency per `sim.window_cycles` window, from the JSON of `sim --json`,
    /// `cosim --json`, the results.json of their --out (or that directory), or sweep point files
    /// (DIR/points/<id>.json). Several runs are overlaid. Writes OUT/<name>-timeseries.{svg,png}
    /// (one run; <name> from the file) or OUT/timeseries.{svg,png}.
    Series {
        /// Runs' JSON files (or --out directories holding results.json).
        #[arg(required = true, value_name = "RUN_JSON")]
        inputs: Vec<PathBuf>,
        /// Output directory (default: the first input's directory).
        #[arg(long, short, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Legend label of each run, in order (default: the point's grid values and seed, or the
        /// file name).
        #[arg(long = "label", value_name = "TEXT")]
        labels: Vec<String>,
        /// Scale of the latency axis.
        #[arg(long, value_enum, default_value = "linear")]
        latency_scale: crate::plot::Scale,
        /// Formats to write (comma-separated).
        #[arg(long, value_enum, value_delimiter = ',', default_value = "svg,png")]
        format: Vec<crate::plot::Format>,
    },
}

/// The experiments.
#[derive(Subcommand, Debug)]
pub enum ExperimentCmd {
    /// Write (or with --check, compare) the verdict tables in a markdown file from experiments'
    /// verdicts.json files: the block between `<!-- verdicts NAME: ... -->` and
    /// `<!-- /verdicts NAME -->` is replaced by the table of experiment NAME (`make results-doc`).
    /// Exit status 1 with --check when a block differs.
    Verdicts {
        /// The markdown file holding the blocks.
        #[arg(long)]
        doc: PathBuf,
        /// Compare instead of writing.
        #[arg(long)]
        check: bool,
        /// verdicts.json files written by the experiments.
        #[arg(required = true)]
        json: Vec<PathBuf>,
    },
    /// Seed 002 (Santos et al., InfiniBand ECN) on the paper's fifo_bypass switches: congestion
    /// spreading on the two-switch network without congestion control, with a window of one
    /// packet and with rates set by hand (Fig. 2-3), naive vs ipm marking with LIPD (Fig. 4), LIPD
    /// vs FIMD vs AIMD over buffer sizes 1..8 with the victim's mark rate (Fig. 6), dynamic ON/OFF
    /// flows (Fig. 7), ablations, and a verdict table per claim (verdict.md, verdicts.json).
    IbTwoSwitch {
        #[command(flatten)]
        args: ExperimentArgs,
        /// Flits (64 bits) per data packet: one packet time in cycles.
        #[arg(long, default_value_t = 32)]
        packet_flits: u32,
    },
    /// Seed 000 (Ferrer et al., MVCM): Table 3 hot spot on bmin k=4 n=3, 4, 5 with no CMM,
    /// Renato's proposal, Pfister's implementation and MVCM (Fig. 5, 6, 10, 11), the ablations
    /// (Fig. 12-14, 16), latency vs accepted traffic (Fig. 9), the two-flow case (Fig. 8), runs
    /// toward the paper's setup (CIOQ, 32-flit packets, 4x hot volume) and a verdict table.
    MvcmHotspot {
        #[command(flatten)]
        args: ExperimentArgs,
        #[command(flatten)]
        more: MvcmHotspotArgs,
    },
    /// Seed 001 (FBICM): the 64x64 and 256x256 BMINs (bmin k=4 n=3, 4) with Table 1's traffic
    /// cases #1-#6, comparing fifo, voq_sw, voq_net and fbicm with 8 CFQs on the paper's setup
    /// (oldest-first arbitration; FBICM thresholds by a fixed rule): throughput over time and
    /// against load, and CFQs in use over time (Fig. 5-7); round-robin and threshold-sweep
    /// ablations, and a verdict table per claim.
    FbicmBmin {
        #[command(flatten)]
        args: ExperimentArgs,
        /// Cycles per microsecond of the paper's time axis.
        #[arg(long, default_value_t = 25)]
        cycles_per_us: u64,
    },
    /// Seed 004 (RECN) and seed 001's RECN-IQ: Table 1's cases #1-#6 on bmin k=4 n=3, 4 with
    /// recn (enhanced, 8 SAQs), fbicm (8 CFQs), voq_sw and fifo, SAQs in use next to CFQs in use;
    /// a congestion tree whose root moves downstream (bmin k=4 n=3, uniform background), recn
    /// basic vs enhanced with fbicm and voq_sw; and seed 004 Fig. 7 and 8: a sudden congestion
    /// tree on CIOQ switches with speedup 1.5 and 1 (cases s004-*), recn basic vs enhanced and
    /// voq_sw, with ablations. Writes seed 004's verdict table. --quick: 64-host cases only,
    /// durations x 0.1.
    Recn {
        #[command(flatten)]
        args: ExperimentArgs,
        /// Cycles per microsecond of the paper's time axis.
        #[arg(long, default_value_t = 25)]
        cycles_per_us: u64,
    },
    /// Seed 003 (Thottethodi et al., self-tuned congestion control) on the 4-ary 3-fly, bmin
    /// k=4 n=3 and the paper's 16-ary 2-cube (adaptive routing, escape VCs, 3 VCs): throughput,
    /// latency (from generation and from injection) and time in the network against load for
    /// uniform, complement and bit-reversal traffic with no control, two static thresholds,
    /// ALO (the cube) and self-tuned (Fig. 4, 6, 13-15), a static-threshold scan (Fig. 6; the
    /// MINs), the threshold over time (Fig. 7) and a bursty phase sequence (Fig. 8-9). --quick:
    /// loads 0.5 and 1.0, no scan, durations x 0.1.
    SelfTuned {
        #[command(flatten)]
        args: ExperimentArgs,
    },
}

/// Options of `mvcm-hotspot` beyond the common ones.
#[derive(Args, Debug, Clone)]
pub struct MvcmHotspotArgs {
    /// Stages n of the bmin k=4 networks of the main comparison (repeatable).
    #[arg(long = "n", value_name = "N", default_values_t = [3u32, 4, 5])]
    pub ns: Vec<u32>,
    /// Stages of the network of the ablations (Fig. 12-14, 16).
    #[arg(long, default_value_t = 4)]
    pub ablation_n: u32,
    /// Stages of the network of the load sweep (Fig. 9).
    #[arg(long, default_value_t = 3)]
    pub sweep_n: u32,
    /// Offered load of the hot-spot runs, flits/host/cycle.
    #[arg(long, default_value_t = 0.12)]
    pub load: f64,
    /// Flits (64 bits) per data packet.
    #[arg(long, default_value_t = 8)]
    pub packet_flits: u32,
    /// Also run the n = 3 comparison in lockstep co-simulation (Verilated RTL against the model)
    /// and check that every figure is the same.
    #[arg(long)]
    pub cosim: bool,
    /// Verilator build cache for --cosim (default: $SWITCHGEN_CACHE or ~/.cache/switchgen).
    #[arg(long, value_name = "DIR")]
    pub cache: Option<PathBuf>,
}

/// Options of every experiment.
#[derive(Args, Debug, Clone)]
pub struct ExperimentArgs {
    /// Output directory (replaced atomically when complete).
    #[arg(long, short, default_value = "results/experiment")]
    pub out: PathBuf,
    /// Durations x 0.1 (a quick look; figures are noisier).
    #[arg(long)]
    pub quick: bool,
    /// Factor on every duration of the paper (overrides --quick).
    #[arg(long, value_name = "X")]
    pub time_scale: Option<f64>,
    /// Run only the cases whose id starts with this (repeatable), e.g. --case fig3 --case fig6-lipd.
    #[arg(long = "case", value_name = "ID")]
    pub cases: Vec<String>,
    /// Override a key of every case's configuration (repeatable), e.g. --set switch.queue_scheme=fifo.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,
    /// Worker threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
}

/// Where results go.
#[derive(Args, Debug, Clone)]
pub struct OutArgs {
    /// Write the results JSON to FILE.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Write results.json, series.csv and plot.svg into DIR (replaced atomically when complete).
    #[arg(long, short, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
}

/// Options of `sweep` beyond --config / --set.
#[derive(Args, Debug, Clone)]
pub struct SweepArgs {
    /// One axis of the grid: a configuration key and its values, e.g.
    /// --grid traffic.rate=0.1,0.2,0.3 (repeatable; the last --grid varies fastest).
    #[arg(long = "grid", value_name = "KEY=V1,V2,...")]
    pub grids: Vec<String>,
    /// Seeds per grid point: the configuration's seed, seed + 1, ..., seed + N - 1 (the default
    /// configuration's traffic.seed is 1, so 1..=N).
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub seeds: u64,
    /// Configuration key that takes the seed.
    #[arg(long, value_name = "KEY", default_value = "traffic.seed")]
    pub seed_key: String,
    /// Output directory: sweep.json, points/<id>.json, results.csv, last_run.json.
    #[arg(long, short, value_name = "DIR")]
    pub out: PathBuf,
    /// Run only shard I of N: the points whose index % N == I - 1 (1 <= I <= N).
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
    /// Worker threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
    /// Also write JUnit XML: one test case per point of this run's shard (finished in an earlier
    /// run: passed, noted as such; a point whose run failed: a failure).
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
}

/// Options of `soak` beyond --config / --set.
#[derive(Args, Debug, Clone)]
pub struct SoakArgs {
    /// Output directory: soak-def.json, cases/<id>.json, failures/, soak.json.
    #[arg(long, short, value_name = "DIR")]
    pub out: PathBuf,
    /// Seed of the draws: case i of seed s is the same configuration on every machine.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Run cases 0..N (of this shard); with --hours, stop at whichever comes first.
    #[arg(long, value_name = "N")]
    pub cases: Option<u64>,
    /// Start no case after H hours of wall time (fractions allowed).
    #[arg(long, value_name = "H")]
    pub hours: Option<f64>,
    /// Cases that share one switch draw (and so one Verilator build): cases g*G .. g*G+G-1.
    #[arg(long, value_name = "G", default_value_t = 5)]
    pub cases_per_build: u64,
    /// Run only shard I of N: the build groups whose index % N == I - 1 (1 <= I <= N).
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
    /// Worker threads, each running one case at a time (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Most switches of a drawn network.
    #[arg(long, value_name = "N", default_value_t = 48)]
    pub max_switches: u32,
    /// Most ports of a drawn switch.
    #[arg(long, value_name = "P", default_value_t = 8)]
    pub max_ports: u32,
    /// Switch-cycles a case aims at: its cycles are this over its switches, within 4000..=--max-cycles.
    #[arg(long, value_name = "N", default_value_t = 1_200_000)]
    pub switch_cycles: u64,
    /// Most cycles of a case.
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    pub max_cycles: u64,
    /// Do not shrink failing cases.
    #[arg(long)]
    pub no_shrink: bool,
    /// Most co-simulations the shrinker runs on one failing case (each new switch is a build).
    #[arg(long, value_name = "N", default_value_t = 60)]
    pub shrink_runs: usize,
    /// Only draw the cases and print the plan: distinct switch builds, switch-cycles, the
    /// scheme x marking x topology coverage (nothing built or run, nothing written).
    #[arg(long)]
    pub dry_run: bool,
    /// Mutation testing: apply this one-line RTL edit (JSON {"file", "find", "replace"}) to
    /// every build, to show the soak finds and shrinks a planted bug.
    #[arg(long, value_name = "FILE")]
    pub plant: Option<PathBuf>,
    /// Verilator build cache (default: $SWITCHGEN_CACHE or ~/.cache/switchgen).
    #[arg(long, value_name = "DIR")]
    pub cache: Option<PathBuf>,
    /// Also write JUnit XML: one test case per case run now (a failure with its replay command).
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
    /// No progress line.
    #[arg(long, short)]
    pub quiet: bool,
}

/// FPGA families of `switchgen synth`.
#[derive(clap::ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// Lattice ECP5 (LFE5U-85F, CABGA381): yosys synth_ecp5, nextpnr-ecp5.
    Ecp5,
    /// Xilinx 7-series: yosys synth_xilinx -family xc7 (no open place and route).
    Xilinx,
    /// Lattice iCE40 (HX8K, CT256): yosys synth_ice40, nextpnr-ice40.
    Ice40,
}

/// Options of `synth`.
#[derive(Args, Debug, Clone)]
pub struct SynthArgs {
    /// FPGA family.
    #[arg(long, value_enum)]
    pub family: Family,
    /// Also place and route (ecp5, ice40) and report Fmax and the critical path.
    #[arg(long)]
    pub pnr: bool,
    /// Also synthesize once more keeping the hierarchy and report LUT / FF / RAM per block
    /// (input unit, queues, arbiters, crossbar, switch top); JSON `blocks`, markdown table.
    #[arg(long)]
    pub hierarchy: bool,
    /// Synthesize the network top (sg_network) instead of one switch: gate and resources only
    /// (slow: one switch's synthesis per switch).
    #[arg(long)]
    pub network: bool,
    /// Run the synthesizability gate only (seconds, where synthesis takes minutes): no
    /// synthesis and no resources; the JSON records the gate and `rtl_hash`. Exit 0 when the
    /// gate passes, 1 when it fails.
    #[arg(long, conflicts_with_all = ["pnr", "hierarchy"])]
    pub gate_only: bool,
    /// Synthesize this already generated directory as it is (`switchgen generate --out DIR` of
    /// the same configuration, possibly edited) instead of generating.
    /// The wrapper and tool outputs go into DIR/synth/; `rtl_hash` is of the files there (that
    /// of a fresh run unless the logic was edited).
    #[arg(long, value_name = "DIR", conflicts_with = "work")]
    pub dir: Option<PathBuf>,
    /// Keep the generated RTL, wrapper, netlist and tool logs here (default: a temporary
    /// directory, removed).
    #[arg(long, value_name = "DIR")]
    pub work: Option<PathBuf>,
    /// Write the results as JSON.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Write the results as markdown.
    #[arg(long, value_name = "FILE")]
    pub md: Option<PathBuf>,
    /// nextpnr placer seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Seconds each tool may run before it is killed.
    #[arg(long, default_value_t = 3600)]
    pub timeout: u64,
}
