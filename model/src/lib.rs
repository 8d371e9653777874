//! Golden cycle-accurate model of switchgen (SPEC §6): the input-queued switch ([`switch`]), the
//! network that wires switches and hosts from the topology ([`network`]), the hosts with their
//! admittance queues, ACKs and source responses ([`hosts`]), traffic ([`traffic`]), the scoreboard
//! ([`scoreboard`]) and the statistics ([`stats`]). Pure Rust, no I/O.
//!
//! The switch is behind the [`SwitchSim`] trait so that the co-simulation can drive the very same
//! network and hosts with Verilated RTL switches instead (cosim crate), and compare every link.

pub mod hosts;
pub mod network;
pub mod scoreboard;
pub mod stats;
pub mod switch;
pub mod traffic;

/// The data half of a link in one cycle: a flit (`valid` + `data`, `data` holding W <= 64 bits).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Flit {
    pub valid: bool,
    pub data: u64,
}

impl Flit {
    pub const IDLE: Flit = Flit { valid: false, data: 0 };
}

/// What a switch port sees in one cycle: the flit arriving on input port p, and the credit (one
/// flit of buffer freed downstream) arriving for output port p on the backward channel.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PortIn {
    pub flit: Flit,
    pub credit: bool,
}

/// What a switch port drives for the next cycle (registered outputs): the flit leaving output
/// port p, and the credit leaving input port p towards its upstream.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PortOut {
    pub flit: Flit,
    pub credit: bool,
}

/// One clocked switch: the golden model ([`switch::Switch`]) or a Verilated RTL instance.
///
/// `step` is one rising clock edge: `inp` are the port inputs during the cycle (length P), `out`
/// receives the values of the output registers after the edge (length P). All outputs are
/// registered, so no output depends on an input of the same cycle.
pub trait SwitchSim {
    fn step(&mut self, inp: &[PortIn], out: &mut [PortOut]);
    /// Count of malformed headers dropped so far (unknown destination, bad length).
    fn errors(&self) -> u32;
    /// Non-empty queues, one line each (watchdog reports); empty where the state is not visible.
    fn describe(&self) -> Vec<String> {
        Vec::new()
    }
}
