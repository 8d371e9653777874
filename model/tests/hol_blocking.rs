//! The model alone reproduces head-of-line blocking (issue 2, "Must show"): on the same network
//! and traffic, the saturation throughput of `fifo` input queues is clearly below that of
//! `voq_sw`. Uniform traffic, 1-flit packets, no ACKs, offered load 1.0 (above saturation), so the
//! accepted throughput is the saturation throughput. Measured figures: docs/RESULTS.md.

use switchgen_config::{load, Params};
use switchgen_model::network::Network;

fn saturation(kind: &str, scheme: &str) -> f64 {
    let set: Vec<String> = [
        format!("topology.kind={kind}"),
        format!("switch.queue_scheme={scheme}"),
        "traffic.pattern=uniform".into(),
        "traffic.rate=1.0".into(),
        "traffic.packet_flits=1".into(),
        "hosts.acks=false".into(),
        "sim.cycles=12000".into(),
        "sim.warmup_cycles=2000".into(),
    ]
    .to_vec();
    let p = Params::new(load(None, &set).unwrap()).unwrap();
    let mut net = Network::model(&p);
    net.run(p.cfg.sim.cycles, |_| {}).unwrap();
    net.hosts.stats().results().throughput
}

#[test]
fn fifo_saturates_clearly_below_voq_sw() {
    for kind in ["kary_nfly", "bmin"] {
        let fifo = saturation(kind, "fifo");
        let voq = saturation(kind, "voq_sw");
        eprintln!("{kind}: fifo {fifo:.3}, voq_sw {voq:.3} flits/host/cycle");
        assert!(fifo < 0.9 * voq, "{kind}: fifo {fifo:.3} not clearly below voq_sw {voq:.3}");
        // and both are real saturation figures, not an idle or broken network
        assert!(fifo > 0.4 && voq < 1.0, "{kind}: fifo {fifo:.3}, voq_sw {voq:.3}");
    }
}

/// The HOL limit of an `n`-port input-queued switch, destinations uniform over the other ports,
/// round-robin outputs: Monte Carlo of the saturated model (every input always holds a 1-cell
/// head; each output grants one input wanting it, the pointer past the winner; a granted input
/// draws its next head), written here independently of the switch model. `tools/hol_limit.py`
/// is the same model (and checks it against Karol et al. 1987's Table I with self-traffic).
fn hol_limit(n: usize, slots: usize) -> f64 {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let draw = |i: usize, rng: &mut rand_chacha::ChaCha8Rng| {
        let d = rng.gen_range(0..n - 1);
        if d < i {
            d
        } else {
            d + 1
        }
    };
    let mut head: Vec<usize> = (0..n).map(|i| draw(i, &mut rng)).collect();
    let mut ptr = vec![0usize; n];
    let mut grants = 0usize;
    for _ in 0..slots {
        let mut won = vec![];
        for o in 0..n {
            if let Some(w) = (0..n).map(|k| (ptr[o] + k) % n).find(|&i| head[i] == o) {
                ptr[o] = (w + 1) % n;
                won.push(w);
            }
        }
        grants += won.len();
        for w in won {
            head[w] = draw(w, &mut rng);
        }
    }
    grants as f64 / (slots * n) as f64
}

fn single_fifo_saturation(n: u32, queue: &str) -> f64 {
    let set: Vec<String> = [
        "topology.kind=single".to_string(),
        format!("topology.ports={n}"),
        "switch.queue_scheme=fifo".into(),
        "switch.buffer_flits=8".into(),
        "traffic.pattern=uniform".into(),
        "traffic.rate=1.0".into(),
        "traffic.packet_flits=1".into(),
        "hosts.acks=false".into(),
        format!("hosts.injection_queue={queue}"),
        "sim.cycles=60000".into(),
        "sim.warmup_cycles=5000".into(),
    ]
    .to_vec();
    let p = Params::new(load(None, &set).unwrap()).unwrap();
    let mut net = Network::model(&p);
    net.run(p.cfg.sim.cycles, |_| {}).unwrap();
    net.hosts.stats().results().throughput
}

#[test]
fn fifo_source_queues_meet_the_hol_limit() {
    // issue 36 item 3: with one FIFO per host (generation order) a single fifo switch saturates
    // at the HOL limit; with per-destination queues served round-robin above it (the sources'
    // rotation takes the randomness out of the destinations: 0.75 at N = 4)
    for n in [4u32, 8] {
        let limit = hol_limit(n as usize, 200_000);
        let (fifo, per_dst) = (single_fifo_saturation(n, "fifo"), single_fifo_saturation(n, "per_destination"));
        eprintln!("single {n}-port fifo switch: HOL limit {limit:.4}, fifo sources {fifo:.4}, per-destination sources {per_dst:.4}");
        assert!((fifo - limit).abs() < 0.015, "N = {n}: fifo sources {fifo:.4} vs HOL limit {limit:.4}");
        assert!(per_dst > limit + 0.025, "N = {n}: per-destination sources {per_dst:.4} not above the HOL limit {limit:.4}");
    }
}

#[test]
fn oldest_first_source_queues_equal_a_fifo_when_no_flow_is_held() {
    // `oldest_first` serves the per-destination queues by their head packets' age; with no
    // window, pacing or Xoff every flow may send, so it picks the FIFO's head every time (a host
    // generates at most one packet per cycle: no ties) and the runs are equal packet for packet
    for n in [4u32, 8] {
        let (fifo, oldest) = (single_fifo_saturation(n, "fifo"), single_fifo_saturation(n, "oldest_first"));
        assert_eq!(fifo.to_bits(), oldest.to_bits(), "N = {n}: fifo {fifo} oldest_first {oldest}");
        assert!(oldest < single_fifo_saturation(n, "per_destination"), "N = {n}: oldest first is not the round robin");
    }
}
