//! The harness checks of SPEC §6 catch broken switches: a switch that swallows flits and never
//! returns credits trips the watchdog (naming the blocked hosts), a switch that returns credits
//! it does not owe is a credit underflow on its link, and one that drops a packet is caught by the
//! scoreboard.

use switchgen_config::{load, Params};
use switchgen_model::network::{NetError, Network};
use switchgen_model::switch::Switch;
use switchgen_model::{PortIn, PortOut, SwitchSim};

fn params(extra: &[&str]) -> Params {
    let mut v: Vec<String> = ["topology.kind=single", "topology.ports=4", "traffic.pattern=uniform", "traffic.rate=0.5", "sim.watchdog_cycles=200", "sim.warmup_cycles=0"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    v.extend(extra.iter().map(|s| s.to_string()));
    Params::new(load(None, &v).unwrap()).unwrap()
}

/// Accepts flits and does nothing.
struct BlackHole;
impl SwitchSim for BlackHole {
    fn step(&mut self, _inp: &[PortIn], out: &mut [PortOut]) {
        out.fill(PortOut::default());
    }
    fn errors(&self) -> u32 {
        0
    }
    fn describe(&self) -> Vec<String> {
        vec!["swallowed everything".into()]
    }
}

/// Returns a credit on input 0 every cycle, owed or not.
struct Generous;
impl SwitchSim for Generous {
    fn step(&mut self, _inp: &[PortIn], out: &mut [PortOut]) {
        out.fill(PortOut::default());
        out[0].credit = true;
    }
    fn errors(&self) -> u32 {
        0
    }
}

/// The golden switch, except that it drops the 40th flit it would send on output 1.
struct Lossy(Switch, u32);
impl SwitchSim for Lossy {
    fn step(&mut self, inp: &[PortIn], out: &mut [PortOut]) {
        self.0.step(inp, out);
        if out[1].flit.valid {
            self.1 += 1;
            if self.1 == 40 {
                out[1].flit.valid = false;
            }
        }
    }
    fn errors(&self) -> u32 {
        0
    }
}

#[test]
fn watchdog_names_what_is_blocked() {
    let p = params(&[]);
    let mut net = Network::new(&p, |_| BlackHole);
    match net.run(5000, |_| {}) {
        Err(NetError::Watchdog { idle, outstanding, blocked, .. }) => {
            assert!(idle > 200 && outstanding > 0);
            assert!(blocked.contains("swallowed everything") && blocked.contains("host 0"), "{blocked}");
        }
        other => panic!("expected the watchdog, got {other:?}"),
    }
}

#[test]
fn unowed_credit_is_a_credit_underflow() {
    let p = params(&[]);
    let mut net = Network::new(&p, |_| Generous);
    match net.run(100, |_| {}) {
        Err(NetError::Credit { kind, link, .. }) => assert_eq!((kind, link.as_str()), ("underflow", "sw_s0_i0 input 0")),
        other => panic!("expected a credit error, got {other:?}"),
    }
}

#[test]
fn lost_flit_is_caught_by_the_scoreboard() {
    let p = params(&["traffic.packet_flits=1"]);
    let mut net = Network::new(&p, |s| Lossy(Switch::new(&p, s), 0));
    match net.run(5000, |_| {}) {
        Err(NetError::Scoreboard(e)) => assert!(e.to_string().contains("host 1"), "{e}"),
        Err(NetError::Credit { .. }) => {} // the lost flit's credit may be noticed first
        other => panic!("expected a scoreboard error, got {other:?}"),
    }
}

#[test]
fn golden_network_passes_every_check() {
    let p = params(&["traffic.rate=0.9", "traffic.packet_flits=1..8"]);
    let mut net = Network::model(&p);
    net.run(5000, |_| {}).unwrap();
    assert!(net.hosts.stats().results().delivered_packets > 500);
}
