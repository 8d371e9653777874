//! Golden cycle-accurate model of switchgen (SPEC §6): the input-queued switch ([`switch`]), the
//! network that wires switches and hosts from the topology ([`network`]), the hosts with their
//! admittance queues, ACKs and source responses ([`hosts`]), traffic ([`traffic`]), the scoreboard
//! ([`scoreboard`]) and the statistics ([`stats`]). Pure Rust, no I/O.
//!
//! The switch is behind the [`SwitchSim`] trait so that the co-simulation can drive the very same
//! network and hosts with Verilated RTL switches instead (cosim crate), and compare every link.

pub mod cam;
pub mod hosts;
pub mod network;
pub mod rate;
pub mod scoreboard;
pub mod selftuned;
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

pub use switchgen_config::cam::{Fb, FbAdd};

/// What a switch port sees in one cycle: the flit arriving on input port p with RECN's leaf
/// levels `fw` (bit l: the upstream output port still has input lines that depend on this input's
/// CAM line l, so it is not a leaf; seed 004 §4.1; 0 from a host and without RECN), and the
/// credit (one flit of buffer freed downstream) and the CAM control channel ([`Fb`], all zero
/// without FBICM or RECN, or from a host) arriving for output port p on the backward channel.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PortIn {
    pub flit: Flit,
    pub fw: u32,
    pub credit: bool,
    /// The VC of `credit` (0 with one VC; issue 34).
    pub credit_vc: u8,
    pub fb: Fb,
}

/// What a switch port drives for the next cycle (registered outputs): the flit and the leaf
/// levels `fw` leaving output port p, and the credit and CAM control channel leaving input port p
/// towards its upstream.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PortOut {
    pub flit: Flit,
    pub fw: u32,
    pub credit: bool,
    /// The VC of `credit` (0 with one VC; issue 34).
    pub credit_vc: u8,
    pub fb: Fb,
}

/// One stage of a credit's VC delay line (issue 34): `dl` holds the VCs of the last
/// `link.credit_delay` = `delay` (1..=16) credits, 8 bits per stage (VCs 0..=255), stage 0
/// newest; `vc` enters, and the VC of the credit leaving the line (the one `delay` stages old)
/// is returned. Switch inputs and hosts' ejection links share it beside their credit bit's own
/// delay line.
#[inline]
pub(crate) fn delay_vc(dl: &mut u128, vc: u8, delay: u32) -> u8 {
    *dl = (*dl << 8) | vc as u128;
    (*dl >> (8 * (delay - 1))) as u8
}

/// One write on a switch's configuration port (docs/MICROARCHITECTURE.md, "Configuration port").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CfgWrite {
    /// Routing table entry `dst := port`; with adaptive routing also its productive outputs
    /// `mask` (bit o; ignored otherwise).
    Route { dst: u32, port: u32, mask: u32 },
    /// `opm` threshold register of output `port` := `value` (0..=15).
    OpmThreshold { port: u32, value: u32 },
    /// SL-to-VL table entry `sl := vl` (`switch.sl_to_vl`; ignored without service levels).
    SlToVl { sl: u32, vl: u32 },
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
    /// The status registers after the last step (the RTL's `mon_o`; docs/MICROARCHITECTURE.md
    /// "Status registers"): `status()[p * stat::USED + slot]` for port p and slot
    /// [`switchgen_config::stat`]`::CNT1` .. `FULL_EVENTS`, each 32 bits. Empty when the
    /// implementation does not expose them.
    fn status(&self) -> &[u32] {
        &[]
    }
    /// The CAM monitor words after the last step (the RTL's `cam_o`; layout in
    /// [`switchgen_config::cam::mon`]); nothing without FBICM / RECN or when not exposed.
    fn cam_into(&self, out: &mut Vec<u64>) {
        out.clear();
    }
    /// The full-buffer count after the last step (the RTL's `fullbuf_o`, Params::fullbuf_bits
    /// bits): how many of the P input buffers hold buffer_flits flits (seed 003 §3's full buffers).
    /// 0 when the implementation does not expose it.
    fn full_buffers(&self) -> u32 {
        0
    }
    /// Drives the status read port's address (`stat_addr_i`, [`switchgen_config::Params::stat_addr_bits`]
    /// bits) for the following steps.
    fn set_stat_addr(&mut self, _addr: u32) {}
    /// The status read port's registered output (`stat_data_o`) after the last step: the register
    /// at the address driven during that step, as it was at the start of the step (0 for an
    /// address outside the map).
    fn stat_data(&self) -> u32 {
        0
    }
    /// Drives the configuration port during the next step (None: idle). A write takes effect
    /// after that step, like a register.
    fn set_cfg(&mut self, _w: Option<CfgWrite>) {}
    /// Drives `link_en_i` for the next step: the cycle is a link cycle
    /// ([`switchgen_config::Speedup::link_cycle`]). Only switches with egress buffers read it.
    fn set_link_en(&mut self, _on: bool) {}
    /// The egress monitor words after the last step (the RTL's `egr_o`, one per output, layout
    /// in [`switchgen_config::egress_mon`]); nothing without egress buffers.
    fn egress_into(&self, out: &mut Vec<u64>) {
        out.clear();
    }
    /// The VC monitor words after the last step (the RTL's `vc_o`; issue 34): per port p and VC
    /// v, word p * vcs + v holds output p's credit counter of VC v in bits 0..32 and the flits
    /// of input p's VC v in bits 32..64; nothing with one VC or when not exposed.
    fn vc_into(&self, out: &mut Vec<u64>) {
        out.clear();
    }
}
