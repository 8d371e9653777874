//! `switchgen sim --trace FILE.csv|FILE.parquet` (issue 35 item 5): one record per delivered data
//! packet, read back with the csv reader: every packet of the run once (as many records as the
//! results count, no (source, injection cycle) twice), cycles in order, hops from the topology,
//! marks consistent with the results' counts; the Parquet trace, read with the parquet crate's
//! reader, holds the same records as the CSV one, and on the 4-ary 5-fly over a million
//! packets in several row groups, each once; the file appears only complete, and a bad file
//! name is refused before the run.

use std::collections::HashSet;
use std::process::Command;

fn switchgen() -> Command {
    Command::new(env!("CARGO_BIN_EXE_switchgen"))
}

#[derive(Debug, serde::Deserialize)]
struct Rec {
    src: u32,
    dst: u32,
    class: String,
    len: u32,
    generated: u64,
    injected: u64,
    delivered: u64,
    hops: u32,
    fecn: u8,
    mb: u8,
    vb: u8,
    becn: u8,
}

/// `switchgen sim` on the default network (4-ary 3-fly) under its hot spot (cycles 1000-5000 of
/// 6000), with naive marking and no warm-up, so the results count every delivery of the run;
/// the trace to `trace`, the results to `json` if given. Asserts the run succeeded and left no
/// `.part` file.
fn sim_hot_spot_traced(trace: &std::path::Path, json: Option<&std::path::Path>) {
    let mut c = switchgen();
    c.args(["sim", "-q", "--set", "sim.cycles=6000", "--set", "sim.warmup_cycles=0", "--set", "switch.marking=naive", "--set", "traffic.hotspot.start_cycle=1000", "--set", "traffic.hotspot.end_cycle=5000", "--trace"]).arg(trace);
    if let Some(j) = json {
        c.arg("--json").arg(j);
    }
    let o = c.output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(!std::path::PathBuf::from(format!("{}.part", trace.display())).exists(), "the partial file is renamed into place");
}

#[test]
fn trace_has_every_delivered_packet_once() {
    let dir = tempfile::tempdir().unwrap();
    let (trace, json) = (dir.path().join("t.csv"), dir.path().join("r.json"));
    sim_hot_spot_traced(&trace, Some(&json));
    let r: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let mut rd = csv::Reader::from_path(&trace).unwrap();
    let recs: Vec<Rec> = rd.deserialize().map(|x| x.unwrap()).collect();
    assert_eq!(recs.len() as u64, r["delivered_packets"].as_u64().unwrap(), "one record per delivered packet");
    assert!(recs.len() > 1000, "{}", recs.len());
    assert_eq!(r["generated_packets"].as_u64().unwrap() - r["in_flight_packets"].as_u64().unwrap(), recs.len() as u64);
    // a source injects at most one header per cycle: (src, injected) names a packet
    let mut seen = HashSet::new();
    for x in &recs {
        assert!(seen.insert((x.src, x.injected)), "packet {x:?} twice");
        assert!(x.src != x.dst && x.src < 64 && x.dst < 64, "{x:?}");
        assert!(x.generated <= x.injected && x.injected + x.hops as u64 + x.len as u64 <= x.delivered + 1, "{x:?}");
        // 4-ary 3-fly: every route crosses the three stages
        assert_eq!(x.hops, 3, "{x:?}");
        assert!(x.class == "uniform" || x.class == "hotspot", "{x:?}");
        assert!(x.mb == 0 && x.vb == 0, "naive marking sets FECN only: {x:?}");
        assert_eq!(x.becn, x.fecn, "ACKs on: the ACK carries BECN exactly when FECN came: {x:?}");
    }
    // delivery order
    assert!(recs.windows(2).all(|w| w[0].delivered <= w[1].delivered));
    let fecn = recs.iter().filter(|x| x.fecn == 1).count() as u64;
    assert_eq!(fecn, r["fecn_packets"].as_u64().unwrap());
    assert!(fecn > 0 && recs.iter().any(|x| x.class == "hotspot"));
}

/// The records of a Parquet trace, read with the parquet crate's row reader, and its row
/// groups.
fn read_parquet(path: &std::path::Path) -> (Vec<Rec>, usize) {
    use parquet::file::reader::{FileReader, SerializedFileReader};
    use parquet::record::RowAccessor;
    let r = SerializedFileReader::new(std::fs::File::open(path).unwrap()).unwrap();
    let groups = r.metadata().num_row_groups();
    let names: Vec<String> = r.metadata().file_metadata().schema_descr().columns().iter().map(|c| c.name().to_string()).collect();
    assert_eq!(names, ["src", "dst", "class", "len", "generated", "injected", "delivered", "hops", "fecn", "mb", "vb", "becn"]);
    let recs = r
        .get_row_iter(None)
        .unwrap()
        .map(|row| {
            let row = row.unwrap();
            // unsigned INT32 / INT64 columns read back as u32 / u64
            Rec {
                src: row.get_uint(0).unwrap(),
                dst: row.get_uint(1).unwrap(),
                class: row.get_string(2).unwrap().clone(),
                len: row.get_uint(3).unwrap(),
                generated: row.get_ulong(4).unwrap(),
                injected: row.get_ulong(5).unwrap(),
                delivered: row.get_ulong(6).unwrap(),
                hops: row.get_uint(7).unwrap(),
                fecn: row.get_bool(8).unwrap() as u8,
                mb: row.get_bool(9).unwrap() as u8,
                vb: row.get_bool(10).unwrap() as u8,
                becn: row.get_bool(11).unwrap() as u8,
            }
        })
        .collect();
    (recs, groups)
}

#[test]
fn parquet_trace_holds_the_csv_traces_records() {
    let dir = tempfile::tempdir().unwrap();
    let run = |name: &str| {
        let t = dir.path().join(name);
        sim_hot_spot_traced(&t, None);
        t
    };
    let csv_path = run("t.csv");
    let pq_path = run("t.parquet");
    let from_csv: Vec<Rec> = csv::Reader::from_path(&csv_path).unwrap().deserialize().map(|x| x.unwrap()).collect();
    let (from_pq, groups) = read_parquet(&pq_path);
    assert_eq!(groups, 1);
    assert!(from_csv.len() > 5000 && from_csv.iter().any(|x| x.fecn == 1 && x.class == "hotspot"), "{}", from_csv.len());
    assert_eq!(from_pq.len(), from_csv.len());
    for (a, b) in from_pq.iter().zip(&from_csv) {
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
    }
}

/// Issue 35 item 5's must-show: a 4-ary 5-fly run of more than 10^6 delivered packets traced
/// to Parquet, read back with every packet once.
#[test]
fn parquet_trace_of_a_million_packets_on_the_4_ary_5_fly() {
    let dir = tempfile::tempdir().unwrap();
    let (trace, json) = (dir.path().join("t.parquet"), dir.path().join("r.json"));
    let o = switchgen()
        .args(["sim", "-q"])
        .args(["topology.kind=kary_nfly", "topology.k=4", "topology.n=5", "switch.buffer_flits=8", "hosts.acks=false", "traffic.packet_flits=1", "traffic.pattern=uniform", "traffic.rate=0.3", "sim.cycles=3500", "sim.warmup_cycles=0"].iter().flat_map(|kv| ["--set", kv]))
        .arg("--trace")
        .arg(&trace)
        .arg("--json")
        .arg(&json)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let r: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let (recs, groups) = read_parquet(&trace);
    assert_eq!(recs.len() as u64, r["delivered_packets"].as_u64().unwrap(), "one record per delivered packet");
    assert!(recs.len() > 1_000_000, "{}", recs.len());
    assert!(groups > 1, "streamed in row groups: {groups}");
    let mut seen = HashSet::with_capacity(recs.len());
    for x in &recs {
        assert!(seen.insert((x.src, x.injected)), "packet {x:?} twice");
        assert!(x.src != x.dst && x.src < 1024 && x.dst < 1024 && x.len == 1 && x.hops == 5 && x.class == "uniform", "{x:?}");
        assert!(x.generated <= x.injected && x.injected + 5 <= x.delivered, "{x:?}");
    }
    assert!(recs.windows(2).all(|w| w[0].delivered <= w[1].delivered));
}

#[test]
fn a_trace_that_is_not_csv_or_parquet_is_refused_before_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("t.txt");
    let o = switchgen().args(["sim", "-q", "--trace"]).arg(&t).output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("--trace") && err.contains(".csv or .parquet"), "{err}");
    assert!(std::fs::read_dir(dir.path()).unwrap().next().is_none(), "nothing written");
}
