//! A whole network: switches wired from the [`switchgen_config::Topology`], hosts at its boundary,
//! link-level credit checks and a watchdog (SPEC §3, §6).
//!
//! Generic over the switch implementation ([`SwitchSim`]): the golden model uses
//! [`crate::switch::Switch`], the co-simulation uses Verilated RTL switches, and both run this same
//! wiring and these same hosts, so the two can be compared link by link every cycle.
//!
//! Wire timing: every switch and host output is a register. The value a switch or host drives
//! after the edge that ends cycle t is on the wire during cycle t+1, and is what its neighbours
//! read in cycle t+1. A flit therefore crosses a link in one cycle.

use crate::hosts::Hosts;
use crate::scoreboard::ScoreboardError;
use crate::{CfgWrite, Flit, PortIn, PortOut, SwitchSim};
use switchgen_config::{vc_mon, Endpoint, Params};

/// Why a run stopped early.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    #[error("scoreboard: {0}")]
    Scoreboard(#[from] ScoreboardError),
    #[error("cycle {cycle}: credit {kind} on {link}: {held} flits sent and not credited back, buffer {buffer} flits")]
    Credit { cycle: u64, link: String, kind: &'static str, held: i64, buffer: u32 },
    #[error("cycle {cycle}: watchdog: no flit moved for {idle} cycles with {outstanding} packets outstanding; blocked: {blocked}")]
    Watchdog { cycle: u64, idle: u64, outstanding: u64, blocked: String },
    #[error("cycle {cycle}: switch {switch} dropped {count} malformed header(s) (unknown destination or bad length)")]
    Malformed { cycle: u64, switch: String, count: u32 },
    #[error("cycle {cycle}: switch {switch} output {port}: {what}")]
    Counter { cycle: u64, switch: String, port: usize, what: String },
}

/// Where a wire value comes from.
#[derive(Debug, Clone, Copy)]
enum Src {
    /// `sw_out[idx]` (flit of an output port, or credit of an input port).
    Sw(usize),
    /// Host h's registers.
    Host(usize),
    Open,
}

/// One injected fault: flip `bit` of the flit on switch `switch`'s output `port` during `cycle`
/// (bit W flips `valid`). Used by `cosim --fault` on the RTL side only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fault {
    pub switch: usize,
    pub port: usize,
    pub cycle: u64,
    pub bit: u32,
}

/// A network of switches `S` and its hosts.
pub struct Network<S> {
    pub switches: Vec<S>,
    pub hosts: Hosts,
    names: Vec<String>,
    p: usize,
    flit_bits: u32,
    buffer: i64,
    /// `alo`: VCs per port, a VC's credits when free, the VC monitor words of one switch (reused).
    vcs: usize,
    vc_buffer_flits: u32,
    alo_words: Vec<u64>,
    /// At-Least-One counts the VCs from this one up (0; the escape VCs with `hosts.alo_vcs =
    /// "adaptive"`).
    alo_first_vc: usize,
    /// Current cycle (the next `step` simulates this cycle).
    pub cycle: u64,
    /// Wires during the current cycle: `sw_out[s * P + port]`.
    sw_out: Vec<PortOut>,
    host_tx: Vec<Flit>,
    host_credit: Vec<bool>,
    /// The VC of each host's ejection credit (issue 34; 0 with one VC).
    host_credit_vc: Vec<u8>,
    next_host_credit_vc: Vec<u8>,
    next_sw_out: Vec<PortOut>,
    next_host_tx: Vec<Flit>,
    next_host_credit: Vec<bool>,
    in_flit_src: Vec<Src>,
    in_credit_src: Vec<Src>,
    host_rx_src: Vec<usize>,
    host_credit_src: Vec<usize>,
    /// Link credit accounting per switch input / host ejection channel: flits sent minus credits
    /// returned; must stay in 0..=buffer_flits.
    held_in: Vec<i64>,
    held_host: Vec<i64>,
    rx_flit: Vec<Flit>,
    rx_credit: Vec<bool>,
    rx_credit_vc: Vec<u8>,
    inp: Vec<PortIn>,
    last_progress: u64,
    watchdog: u64,
    errors_seen: Vec<u32>,
    pub fault: Option<Fault>,
    /// Status read port addresses cycle through all 2^stat_addr_bits values (switch s reads
    /// address (cycle + s) mod 2^bits), so every register is read and compared regularly.
    stat_addr_mask: u64,
    /// Which cycles are link cycles (`switch.speedup`): driven into every switch's `link_en`.
    speedup: switchgen_config::Speedup,
    /// Check cnt1/cnt2 of every switch every cycle (marking on).
    check_counters: bool,
    /// Largest legal cnt1 value, 2^cnt_bits - 1.
    cnt_max: u32,
    /// Run-time configuration writes (cycle, switch, write), by cycle, and the next one due.
    cfg_writes: Vec<(u64, usize, CfgWrite)>,
    cfg_next: usize,
}

impl<S: SwitchSim> Network<S> {
    /// Builds the network of `params` with `make(s)` creating switch number s.
    pub fn new(params: &Params, mut make: impl FnMut(usize) -> S) -> Network<S> {
        Self::try_new(params, |s| Ok::<S, std::convert::Infallible>(make(s))).unwrap_or_else(|e| match e {})
    }

    /// Like [`Network::new`] with a fallible switch constructor; returns its first error.
    pub fn try_new<E>(params: &Params, mut make: impl FnMut(usize) -> Result<S, E>) -> Result<Network<S>, E> {
        let t = &params.topology;
        let p = t.ports as usize;
        let ns = t.switches.len();
        let nh = t.hosts as usize;
        let mut in_flit_src = vec![Src::Open; ns * p];
        let mut in_credit_src = vec![Src::Open; ns * p];
        for (s, node) in t.switches.iter().enumerate() {
            for port in 0..p {
                in_flit_src[s * p + port] = match node.inp[port] {
                    Endpoint::Host(h) => Src::Host(h as usize),
                    Endpoint::Switch { sw, port: op } => Src::Sw(sw as usize * p + op as usize),
                    Endpoint::Open => Src::Open,
                };
                in_credit_src[s * p + port] = match node.out[port] {
                    Endpoint::Host(h) => Src::Host(h as usize),
                    Endpoint::Switch { sw, port: ip } => Src::Sw(sw as usize * p + ip as usize),
                    Endpoint::Open => Src::Open,
                };
            }
        }
        Ok(Network {
            switches: (0..ns).map(&mut make).collect::<Result<_, E>>()?,
            hosts: Hosts::new(params),
            names: t.switches.iter().map(|s| s.name.clone()).collect(),
            p,
            flit_bits: params.cfg.switch.flit_bits,
            buffer: params.cfg.switch.buffer_flits as i64,
            vcs: params.vcs as usize,
            vc_buffer_flits: params.vc_buffer_flits,
            alo_words: vec![],
            alo_first_vc: if params.cfg.hosts.alo_vcs == switchgen_config::AloVcs::Adaptive { params.escape_vcs as usize } else { 0 },
            cycle: 0,
            sw_out: vec![PortOut::default(); ns * p],
            host_tx: vec![Flit::IDLE; nh],
            host_credit: vec![false; nh],
            host_credit_vc: vec![0; nh],
            next_host_credit_vc: vec![0; nh],
            next_sw_out: vec![PortOut::default(); ns * p],
            next_host_tx: vec![Flit::IDLE; nh],
            next_host_credit: vec![false; nh],
            in_flit_src,
            in_credit_src,
            host_rx_src: t.eject.iter().map(|&(s, o)| s as usize * p + o as usize).collect(),
            host_credit_src: t.inject.iter().map(|&(s, i)| s as usize * p + i as usize).collect(),
            held_in: vec![0; ns * p],
            held_host: vec![0; nh],
            rx_flit: vec![Flit::IDLE; nh],
            rx_credit: vec![false; nh],
            rx_credit_vc: vec![0; nh],
            inp: vec![PortIn::default(); p],
            last_progress: 0,
            watchdog: params.cfg.sim.watchdog_cycles,
            errors_seen: vec![0; ns],
            fault: None,
            stat_addr_mask: (1u64 << params.stat_addr_bits) - 1,
            speedup: params.speedup,
            check_counters: params.cfg.switch.marking != switchgen_config::Marking::None,
            cnt_max: ((1u64 << params.cnt_bits) - 1) as u32,
            cfg_writes: {
                let mut v: Vec<(u64, usize, CfgWrite)> = params
                    .cfg
                    .switch
                    .opm
                    .writes
                    .iter()
                    .map(|w| (w.cycle, w.switch as usize, CfgWrite::OpmThreshold { port: w.port, value: w.value }))
                    .chain(params.cfg.switch.sl_to_vl_writes.iter().map(|w| (w.cycle, w.switch as usize, CfgWrite::SlToVl { sl: w.sl, vl: w.vl })))
                    .collect();
                v.sort_by_key(|w| w.0);
                v
            },
            cfg_next: 0,
        })
    }

    /// Ports per switch.
    pub fn ports(&self) -> usize {
        self.p
    }

    /// Instance name of switch `s` (as in the generated network top).
    pub fn switch_name(&self, s: usize) -> &str {
        &self.names[s]
    }

    /// Wires during the current cycle: per switch port, the output flit and the input's credit.
    pub fn switch_wires(&self) -> &[PortOut] {
        &self.sw_out
    }

    /// Wires during the current cycle driven by hosts: injection flits and ejection credits.
    pub fn host_wires(&self) -> (&[Flit], &[bool]) {
        (&self.host_tx, &self.host_credit)
    }

    /// The VC of the credit for host `h`'s injection link during the current cycle (0 with one
    /// VC).
    pub fn host_input_credit_vc(&self, h: usize) -> u8 {
        self.sw_out[self.host_credit_src[h]].credit_vc
    }

    /// The VC of each host's ejection credit during the current cycle (0 with one VC).
    pub fn host_credit_vcs(&self) -> &[u8] {
        &self.host_credit_vc
    }

    /// VC monitor words of every switch, switch after switch ([`SwitchSim::vc_into`]; empty
    /// with one VC).
    pub fn vc_into(&self, out: &mut Vec<u64>) {
        out.clear();
        let mut one = vec![];
        for sw in &self.switches {
            sw.vc_into(&mut one);
            out.extend_from_slice(&one);
        }
    }

    /// What host `h` sees during the current cycle: the flit on its ejection link and the credit
    /// for its injection link.
    pub fn host_inputs(&self, h: usize) -> (Flit, bool) {
        (self.sw_out[self.host_rx_src[h]].flit, self.sw_out[self.host_credit_src[h]].credit)
    }

    /// The port inputs switch `s` sees during the current cycle.
    pub fn switch_inputs(&self, s: usize, inp: &mut [PortIn]) {
        let p = self.p;
        for port in 0..p {
            let i = s * p + port;
            let (flit, fw) = match self.in_flit_src[i] {
                Src::Sw(j) => (self.sw_out[j].flit, self.sw_out[j].fw),
                Src::Host(h) => (self.host_tx[h], 0),
                Src::Open => (Flit::IDLE, 0),
            };
            let (credit, credit_vc, fb) = match self.in_credit_src[i] {
                Src::Sw(j) => (self.sw_out[j].credit, self.sw_out[j].credit_vc, self.sw_out[j].fb),
                Src::Host(h) => (self.host_credit[h], self.host_credit_vc[h], Default::default()),
                Src::Open => (false, 0, Default::default()),
            };
            inp[port] = PortIn { flit, fw, credit, credit_vc, fb };
        }
    }

    /// Simulates the current cycle: all switches and hosts take their clock edge.
    pub fn step(&mut self) -> Result<(), NetError> {
        let p = self.p;
        let cycle = self.cycle;
        let mut moved = false;
        let mut inp = std::mem::take(&mut self.inp);
        // configuration writes on this cycle's configuration ports (one per switch at most)
        while self.cfg_next < self.cfg_writes.len() && self.cfg_writes[self.cfg_next].0 == cycle {
            let (_, s, w) = self.cfg_writes[self.cfg_next];
            self.switches[s].set_cfg(Some(w));
            self.cfg_next += 1;
        }
        for s in 0..self.switches.len() {
            self.switch_inputs(s, &mut inp);
            for (port, x) in inp.iter().enumerate() {
                let i = s * p + port;
                moved |= x.flit.valid;
                // credit accounting of input channel i: flits arriving, credits leaving
                let h = &mut self.held_in[i];
                *h += x.flit.valid as i64 - self.sw_out[i].credit as i64;
                if *h < 0 || *h > self.buffer {
                    let held = *h;
                    return Err(self.credit_error(cycle, s, port, held));
                }
            }
            self.switches[s].set_stat_addr(((cycle + s as u64) & self.stat_addr_mask) as u32);
            self.switches[s].set_link_en(self.speedup.link_cycle(cycle));
            self.switches[s].step(&inp, &mut self.next_sw_out[s * p..(s + 1) * p]);
            if self.check_counters {
                self.check_status(cycle, s)?;
            }
        }
        self.inp = inp;
        for h in 0..self.rx_flit.len() {
            let f = self.sw_out[self.host_rx_src[h]].flit;
            self.rx_flit[h] = f;
            self.rx_credit[h] = self.sw_out[self.host_credit_src[h]].credit;
            self.rx_credit_vc[h] = self.sw_out[self.host_credit_src[h]].credit_vc;
            let held = &mut self.held_host[h];
            *held += f.valid as i64 - self.host_credit[h] as i64;
            if *held < 0 || *held > self.buffer {
                return Err(NetError::Credit {
                    cycle,
                    link: format!("host {h} ejection link"),
                    kind: if *held < 0 { "underflow" } else { "overflow" },
                    held: *held,
                    buffer: self.buffer as u32,
                });
            }
        }
        self.hosts.step(cycle, &self.rx_flit, (&self.rx_credit, &self.rx_credit_vc), &mut self.next_host_tx, (&mut self.next_host_credit, &mut self.next_host_credit_vc))?;
        if self.hosts.wants_full_buffers() {
            let full = self.switches.iter().map(|s| s.full_buffers() as u64).sum();
            self.hosts.end_cycle(cycle, full);
        }
        if self.hosts.wants_free_vcs() {
            // At-Least-One: each router's free VCs (all credits back) from its VC monitor
            for s in 0..self.switches.len() {
                self.switches[s].vc_into(&mut self.alo_words);
                let (mut any, mut all) = (0u32, 0u32);
                for (port, vcs) in self.alo_words.chunks(self.vcs).enumerate() {
                    let counted = &vcs[self.alo_first_vc..];
                    let free = counted.iter().filter(|&&w| (w >> vc_mon::CREDITS_LSB) as u32 == self.vc_buffer_flits).count();
                    any |= ((free > 0) as u32) << port;
                    all |= ((free == counted.len()) as u32) << port;
                }
                self.hosts.set_free_vcs(s, any, all);
            }
        }
        std::mem::swap(&mut self.sw_out, &mut self.next_sw_out);
        std::mem::swap(&mut self.host_tx, &mut self.next_host_tx);
        std::mem::swap(&mut self.host_credit, &mut self.next_host_credit);
        std::mem::swap(&mut self.host_credit_vc, &mut self.next_host_credit_vc);
        self.cycle += 1;
        if let Some(f) = self.fault {
            if f.cycle == self.cycle {
                let w = &mut self.sw_out[f.switch * p + f.port].flit;
                if f.bit >= self.flit_bits {
                    w.valid = !w.valid;
                } else {
                    w.data ^= 1 << f.bit;
                }
            }
        }
        moved |= self.host_tx.iter().any(|f| f.valid);
        if moved {
            self.last_progress = cycle;
        } else if self.watchdog > 0 && cycle - self.last_progress > self.watchdog {
            let outstanding = self.hosts.outstanding_packets();
            if outstanding > 0 {
                return Err(NetError::Watchdog {
                    cycle,
                    idle: cycle - self.last_progress,
                    outstanding,
                    blocked: self.blocked_summary(),
                });
            }
        }
        if cycle & 255 == 255 {
            self.check_switch_errors()?;
        }
        Ok(())
    }

    /// The counter invariants of seed 002 §IV-A on switch `s` after a step: `cnt2 <= cnt1` and
    /// `cnt1` within its `cnt_bits` (no wrap), on every output.
    fn check_status(&self, cycle: u64, s: usize) -> Result<(), NetError> {
        use switchgen_config::stat;
        let st = self.switches[s].status();
        for port in 0..st.len() / stat::USED {
            let (c1, c2) = (st[port * stat::USED + stat::CNT1], st[port * stat::USED + stat::CNT2]);
            let what = if c2 > c1 {
                format!("cnt2 {c2} > cnt1 {c1}")
            } else if c1 > self.cnt_max {
                format!("cnt1 {c1} outside 0..={}", self.cnt_max)
            } else {
                continue;
            };
            return Err(NetError::Counter { cycle, switch: self.names[s].clone(), port, what });
        }
        Ok(())
    }

    /// CIOQ egress monitor words of every switch, switch after switch (P each; empty without
    /// egress buffers; [`SwitchSim::egress_into`]).
    pub fn egress_into(&self, out: &mut Vec<u64>) {
        out.clear();
        let mut one = vec![];
        for sw in &self.switches {
            sw.egress_into(&mut one);
            out.extend_from_slice(&one);
        }
    }

    /// FBICM monitor words of every switch, switch after switch (empty without FBICM).
    pub fn cam_into(&self, out: &mut Vec<u64>) {
        out.clear();
        let mut one = vec![];
        for sw in &self.switches {
            sw.cam_into(&mut one);
            out.extend_from_slice(&one);
        }
    }

    /// Status registers of every switch after the last step, appended to `out` (switch after
    /// switch, each as [`SwitchSim::status`]), and the status read port's data of every switch.
    pub fn status_into(&self, out: &mut Vec<u32>, read: &mut Vec<u32>) {
        out.clear();
        read.clear();
        for sw in &self.switches {
            out.extend_from_slice(sw.status());
            read.push(sw.stat_data());
        }
    }

    /// The status registers of every switch as JSON for the results file: per switch its name and
    /// per port `cnt1`, `cnt2` (current values), `marked` and `full_events` (counts since reset),
    /// and the totals over the network.
    pub fn status_json(&self) -> serde_json::Value {
        use switchgen_config::stat;
        let mut totals = [0u64; stat::USED];
        let switches: Vec<serde_json::Value> = self
            .switches
            .iter()
            .enumerate()
            .map(|(s, sw)| {
                let st = sw.status();
                let mut o = serde_json::Map::new();
                o.insert("name".into(), self.names[s].clone().into());
                for (slot, name) in stat::NAMES.iter().enumerate() {
                    let v: Vec<u32> = st.chunks(stat::USED).map(|c| c[slot]).collect();
                    totals[slot] += v.iter().map(|&x| x as u64).sum::<u64>();
                    o.insert(name.to_string(), v.into());
                }
                o.into()
            })
            .collect();
        serde_json::json!({
            "totals": {
                "marked": totals[stat::MARKED],
                "full_events": totals[stat::FULL_EVENTS],
                "mb_marked": totals[stat::MB_MARKED],
                "vb_validated": totals[stat::VB_VALIDATED],
            },
            "switches": switches,
        })
    }

    /// Fails if any switch counted a malformed header since the last check.
    pub fn check_switch_errors(&mut self) -> Result<(), NetError> {
        for (s, sw) in self.switches.iter().enumerate() {
            let e = sw.errors();
            if e != self.errors_seen[s] {
                self.errors_seen[s] = e;
                return Err(NetError::Malformed { cycle: self.cycle, switch: self.names[s].clone(), count: e });
            }
        }
        Ok(())
    }

    /// The switches' non-empty queues and the hosts' pending packets (watchdog message).
    pub fn blocked_summary(&self) -> String {
        let mut v = vec![];
        for (s, sw) in self.switches.iter().enumerate() {
            for q in sw.describe() {
                v.push(format!("{} {q}", self.names[s]));
            }
        }
        v.push(self.hosts.queued_summary());
        v.join("; ")
    }

    fn credit_error(&self, cycle: u64, s: usize, port: usize, held: i64) -> NetError {
        NetError::Credit {
            cycle,
            link: format!("{} input {port}", self.names[s]),
            kind: if held < 0 { "underflow" } else { "overflow" },
            held,
            buffer: self.buffer as u32,
        }
    }

    /// Runs `cycles` cycles, calling `tick(cycle)` every 1024 cycles (progress bars).
    pub fn run(&mut self, cycles: u64, mut tick: impl FnMut(u64)) -> Result<(), NetError> {
        for _ in 0..cycles {
            self.step()?;
            if self.cycle & 1023 == 0 {
                tick(self.cycle);
            }
        }
        self.check_switch_errors()
    }
}

impl Network<crate::switch::Switch> {
    /// The golden-model network of `params`.
    pub fn model(params: &Params) -> Self {
        Network::new(params, |s| crate::switch::Switch::new(params, s))
    }
}
