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
    /// RECN's forward leaf levels each host drives on its injection link (`hosts.xoff`; else 0).
    host_fw: Vec<u32>,
    next_sw_out: Vec<PortOut>,
    in_flit_src: Vec<Src>,
    in_credit_src: Vec<Src>,
    host_rx_src: Vec<usize>,
    host_credit_src: Vec<usize>,
    /// Link credit accounting per switch input: flits sent minus credits returned; must stay in
    /// 0..=buffer_flits.
    held_in: Vec<i64>,
    /// What the hosts read and drive in the current cycle.
    rx: HostSide,
    inp: Vec<PortIn>,
    /// `sim --threads`: the stepping of switches in parts on a thread pool (None: one thread).
    par: Option<Par<S>>,
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
            next_sw_out: vec![PortOut::default(); ns * p],
            in_flit_src,
            in_credit_src,
            host_rx_src: t.eject.iter().map(|&(s, o)| s as usize * p + o as usize).collect(),
            host_credit_src: t.inject.iter().map(|&(s, i)| s as usize * p + i as usize).collect(),
            held_in: vec![0; ns * p],
            host_fw: vec![0; nh],
            rx: HostSide { next_fw: vec![0; nh], held: vec![0; nh], flit: vec![Flit::IDLE; nh], credit: vec![false; nh], credit_vc: vec![0; nh], next_tx: vec![Flit::IDLE; nh], next_credit: vec![false; nh], next_credit_vc: vec![0; nh] },
            inp: vec![PortIn::default(); p],
            par: None,
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
        wire_inputs(self.p, s, &self.in_flit_src, &self.in_credit_src, &self.sw_out, (&self.host_tx, &self.host_credit, &self.host_credit_vc, &self.host_fw), inp);
    }

    /// The wires of the current cycle (`cycle` = [`Network::cycle`]), which every part of the
    /// cycle reads, and what the parts write.
    fn split(&mut self, cycle: u64) -> (Wires<'_>, Parts<'_, S>) {
        let Network { switches, hosts, names, p, buffer, sw_out, host_tx, host_credit, host_credit_vc, host_fw, next_sw_out, in_flit_src, in_credit_src, host_rx_src, host_credit_src, held_in, rx, stat_addr_mask, speedup, check_counters, cnt_max, .. } = self;
        let w = Wires {
            p: *p,
            cycle,
            buffer: *buffer,
            sw_out,
            host_tx,
            host_credit,
            host_credit_vc,
            host_fw,
            in_flit_src,
            in_credit_src,
            host_rx_src,
            host_credit_src,
            names,
            stat_addr_mask: *stat_addr_mask,
            link_en: speedup.link_cycle(cycle),
            check_counters: *check_counters,
            cnt_max: *cnt_max,
        };
        (w, Parts { switches, next_sw_out, held_in, hosts, rx })
    }

    /// Simulates the current cycle: all switches and hosts take their clock edge. With
    /// [`Network::set_threads`] the switches are stepped in parts on several threads, with the
    /// same results bit for bit (every switch and the hosts read only the wires of the cycle
    /// before); a run that fails may then have stepped more switches of its last cycle.
    ///
    /// # Errors
    /// The first of: a link's credit count outside 0..=buffer (switch inputs in switch order,
    /// then host ejection links), a cnt1 / cnt2 invariant broken ([`NetError::Counter`]), the
    /// hosts' scoreboard, the watchdog, a malformed header counted by a switch.
    pub fn step(&mut self) -> Result<(), NetError> {
        let p = self.p;
        let cycle = self.cycle;
        // configuration writes on this cycle's configuration ports (one per switch at most)
        while self.cfg_next < self.cfg_writes.len() && self.cfg_writes[self.cfg_next].0 == cycle {
            let (_, s, w) = self.cfg_writes[self.cfg_next];
            self.switches[s].set_cfg(Some(w));
            self.cfg_next += 1;
        }
        let mut moved = match self.par.as_ref().map(|x| x.step) {
            Some(f) => f(self)?,
            None => {
                let mut inp = std::mem::take(&mut self.inp);
                let (w, x) = self.split(cycle);
                let r = w.step_switches(0, x.switches, x.next_sw_out, x.held_in, &mut inp).and_then(|m| w.step_hosts(x.hosts, x.rx).map(|()| m));
                self.inp = inp;
                r?
            }
        };
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
        std::mem::swap(&mut self.host_tx, &mut self.rx.next_tx);
        std::mem::swap(&mut self.host_credit, &mut self.rx.next_credit);
        std::mem::swap(&mut self.host_credit_vc, &mut self.rx.next_credit_vc);
        std::mem::swap(&mut self.host_fw, &mut self.rx.next_fw);
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

    /// Runs `cycles` cycles, calling `tick(cycle)` every 1024 cycles (progress bars). With
    /// [`Network::set_threads`] the cycles between two ticks run on the thread pool.
    ///
    /// # Errors
    /// The first error of [`Network::step`], or a malformed header counted by a switch.
    pub fn run(&mut self, cycles: u64, mut tick: impl FnMut(u64)) -> Result<(), NetError> {
        let mut left = cycles;
        while left > 0 {
            // up to the next multiple of 1024 cycles
            let n = left.min(1024 - (self.cycle & 1023));
            match self.par.as_ref().map(|x| x.batch) {
                Some(batch) => batch(self, n)?,
                None => (0..n).try_for_each(|_| self.step())?,
            }
            left -= n;
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

/// The port inputs switch `s` sees during the current cycle, from the wires `sw_out` and the
/// hosts' (`host`: injection flits, ejection credits and their VCs, forward leaf levels).
#[inline]
fn wire_inputs(p: usize, s: usize, in_flit_src: &[Src], in_credit_src: &[Src], sw_out: &[PortOut], host: (&[Flit], &[bool], &[u8], &[u32]), inp: &mut [PortIn]) {
    for port in 0..p {
        let i = s * p + port;
        let (flit, fw) = match in_flit_src[i] {
            Src::Sw(j) => (sw_out[j].flit, sw_out[j].fw),
            Src::Host(h) => (host.0[h], host.3[h]),
            Src::Open => (Flit::IDLE, 0),
        };
        let (credit, credit_vc, fb) = match in_credit_src[i] {
            Src::Sw(j) => (sw_out[j].credit, sw_out[j].credit_vc, sw_out[j].fb),
            Src::Host(h) => (host.1[h], host.2[h], Default::default()),
            Src::Open => (false, 0, Default::default()),
        };
        inp[port] = PortIn { flit, fw, credit, credit_vc, fb };
    }
}

/// What the hosts read during the current cycle (their ejection flits and injection credits,
/// copied from the switches' wires), the credit accounting of their ejection links, and what
/// they drive for the next cycle.
struct HostSide {
    /// Host ejection channels: flits sent minus credits returned; must stay in 0..=buffer_flits.
    held: Vec<i64>,
    flit: Vec<Flit>,
    credit: Vec<bool>,
    credit_vc: Vec<u8>,
    next_tx: Vec<Flit>,
    next_credit: Vec<bool>,
    next_credit_vc: Vec<u8>,
    next_fw: Vec<u32>,
}

/// The wires during one cycle and the wiring, which every part of the cycle reads.
struct Wires<'a> {
    p: usize,
    cycle: u64,
    buffer: i64,
    sw_out: &'a [PortOut],
    host_tx: &'a [Flit],
    host_credit: &'a [bool],
    host_credit_vc: &'a [u8],
    host_fw: &'a [u32],
    in_flit_src: &'a [Src],
    in_credit_src: &'a [Src],
    host_rx_src: &'a [usize],
    host_credit_src: &'a [usize],
    names: &'a [String],
    stat_addr_mask: u64,
    link_en: bool,
    check_counters: bool,
    cnt_max: u32,
}

/// What the parts of one cycle write: the switches and their next outputs, and the hosts.
struct Parts<'a, S> {
    switches: &'a mut [S],
    next_sw_out: &'a mut [PortOut],
    held_in: &'a mut [i64],
    hosts: &'a mut Hosts,
    rx: &'a mut HostSide,
}

impl Wires<'_> {
    /// Steps the switches `first..first + switches.len()` (their outputs `next_out`, their input
    /// links' credit accounting `held_in`), in order, stopping at the first error. Returns
    /// whether a flit arrived at any of their inputs.
    fn step_switches<S: SwitchSim>(&self, first: usize, switches: &mut [S], next_out: &mut [PortOut], held_in: &mut [i64], inp: &mut [PortIn]) -> Result<bool, NetError> {
        let p = self.p;
        let mut moved = false;
        for (k, sw) in switches.iter_mut().enumerate() {
            let s = first + k;
            wire_inputs(p, s, self.in_flit_src, self.in_credit_src, self.sw_out, (self.host_tx, self.host_credit, self.host_credit_vc, self.host_fw), inp);
            for (port, x) in inp.iter().enumerate() {
                moved |= x.flit.valid;
                // credit accounting of input channel s * p + port: flits arriving, credits leaving
                let h = &mut held_in[k * p + port];
                *h += x.flit.valid as i64 - self.sw_out[s * p + port].credit as i64;
                if *h < 0 || *h > self.buffer {
                    return Err(self.credit_error(format!("{} input {port}", self.names[s]), *h));
                }
            }
            sw.set_stat_addr(((self.cycle + s as u64) & self.stat_addr_mask) as u32);
            sw.set_link_en(self.link_en);
            sw.step(inp, &mut next_out[k * p..(k + 1) * p]);
            if self.check_counters {
                self.check_status(s, sw)?;
            }
        }
        Ok(moved)
    }

    /// A link's credit count `held` (flits sent minus credits returned) left 0..=buffer.
    fn credit_error(&self, link: String, held: i64) -> NetError {
        NetError::Credit { cycle: self.cycle, link, kind: if held < 0 { "underflow" } else { "overflow" }, held, buffer: self.buffer as u32 }
    }

    /// The counter invariants of seed 002 §IV-A on switch `s` after a step: `cnt2 <= cnt1` and
    /// `cnt1` within its `cnt_bits` (no wrap), on every output.
    fn check_status<S: SwitchSim>(&self, s: usize, sw: &S) -> Result<(), NetError> {
        use switchgen_config::stat;
        let st = sw.status();
        for port in 0..st.len() / stat::USED {
            let (c1, c2) = (st[port * stat::USED + stat::CNT1], st[port * stat::USED + stat::CNT2]);
            let what = if c2 > c1 {
                format!("cnt2 {c2} > cnt1 {c1}")
            } else if c1 > self.cnt_max {
                format!("cnt1 {c1} outside 0..={}", self.cnt_max)
            } else {
                continue;
            };
            return Err(NetError::Counter { cycle: self.cycle, switch: self.names[s].clone(), port, what });
        }
        Ok(())
    }

    /// The hosts' clock edge: what they read this cycle, their ejection links' credit
    /// accounting, and [`Hosts::step`].
    fn step_hosts(&self, hosts: &mut Hosts, rx: &mut HostSide) -> Result<(), NetError> {
        for h in 0..rx.flit.len() {
            let f = self.sw_out[self.host_rx_src[h]].flit;
            rx.flit[h] = f;
            rx.credit[h] = self.sw_out[self.host_credit_src[h]].credit;
            rx.credit_vc[h] = self.sw_out[self.host_credit_src[h]].credit_vc;
            let held = &mut rx.held[h];
            *held += f.valid as i64 - self.host_credit[h] as i64;
            if *held < 0 || *held > self.buffer {
                return Err(self.credit_error(format!("host {h} ejection link"), *held));
            }
        }
        hosts.step(self.cycle, &rx.flit, (&rx.credit, &rx.credit_vc), &mut rx.next_tx, (&mut rx.next_credit, &mut rx.next_credit_vc))?;
        if hosts.wants_fb() {
            // `hosts.xoff`: the backward channel of each host's injection link (the first
            // switch's input port drives it with the credits)
            hosts.xoff_end(|h| self.sw_out[self.host_credit_src[h]].fb, &mut rx.next_fw);
        }
        Ok(())
    }
}

/// `sim --threads N`: the thread pool (N - 1 threads beside the caller's), where each cycle's
/// switches are cut into N parts (the caller's part also steps the hosts), one input scratch
/// per part, and the stepping function, instantiated where the switches are `Send`.
struct Par<S> {
    /// N threads; [`Network::run`] runs its cycles on them (`install`), so that the parts' hand-over
    /// is between pool threads, which wait for each other spinning, not sleeping.
    pool: std::sync::Arc<rayon::ThreadPool>,
    /// Switches of part 0 (stepped with the hosts on the calling thread); parts 1.. share the
    /// rest evenly. Moved towards balance from the parts' measured times (which leaves the
    /// results unchanged: every part reads only the previous cycle's wires).
    first: usize,
    inps: Vec<Vec<PortIn>>,
    /// Nanoseconds spent by part 0 and by the other parts together since the last rebalance.
    busy: [u64; 2],
    step: fn(&mut Network<S>) -> Result<bool, NetError>,
    /// `n` cycles on the pool.
    batch: fn(&mut Network<S>, u64) -> Result<(), NetError>,
}

impl<S: SwitchSim + Send> Network<S> {
    /// Steps the switches in `threads` parts on a thread pool from now on (1: on the calling
    /// thread, as before). Results are the same bit for bit whatever the count.
    ///
    /// # Errors
    /// The thread pool could not be built (the system refused the threads).
    pub fn set_threads(&mut self, threads: usize) -> Result<(), rayon::ThreadPoolBuildError> {
        let ns = self.switches.len();
        let n = threads.clamp(1, ns.max(1));
        if n == 1 {
            self.par = None;
            return Ok(());
        }
        let pool = rayon::ThreadPoolBuilder::new().num_threads(n).thread_name(|k| format!("switchgen-step-{k}")).build()?;
        self.par = Some(Par { pool: std::sync::Arc::new(pool), first: ns / n, inps: vec![vec![PortIn::default(); self.p]; n], busy: [0; 2], step: Self::step_parts, batch: Self::batch });
        Ok(())
    }

    /// `n` cycles on the pool's threads (the calling thread waits).
    fn batch(&mut self, n: u64) -> Result<(), NetError> {
        let pool = self.par.as_ref().expect("batch runs with a pool").pool.clone();
        pool.install(|| (0..n).try_for_each(|_| self.step()))
    }

    /// The switches and hosts of the current cycle in parts on the pool of [`Network::set_threads`];
    /// the first error in switch order, then the hosts', as one thread would report it.
    fn step_parts(&mut self) -> Result<bool, NetError> {
        let cycle = self.cycle;
        let mut par = self.par.take().expect("step_parts runs with a pool");
        let n = par.inps.len();
        let p = self.p;
        let ns = self.switches.len();
        let first = par.first.clamp(1, ns - (n - 1));
        let (w, x) = self.split(cycle);
        // cut the switches: part 0 = 0..first, the rest evenly
        let mut cuts = vec![0, first];
        for k in 1..n {
            cuts.push(first + (ns - first) * k / (n - 1));
        }
        let (sw0, mut sw_rest) = x.switches.split_at_mut(first);
        let (out0, mut out_rest) = x.next_sw_out.split_at_mut(first * p);
        let (held0, mut held_rest) = x.held_in.split_at_mut(first * p);
        let (inp0, inp_rest) = par.inps.split_first_mut().expect("two parts or more");
        let mut results: Vec<(Result<bool, NetError>, u64)> = (1..n).map(|_| (Ok(false), 0)).collect();
        let (hosts, rx) = (x.hosts, x.rx);
        let w = &w;
        let mut r0 = (Ok(false), Ok(()), 0u64);
        par.pool.in_place_scope(|sc| {
            for (k, (slot, inp)) in results.iter_mut().zip(inp_rest.iter_mut()).enumerate() {
                let len = cuts[k + 2] - cuts[k + 1];
                let (sw, rest) = std::mem::take(&mut sw_rest).split_at_mut(len);
                sw_rest = rest;
                let (out, rest) = std::mem::take(&mut out_rest).split_at_mut(len * p);
                out_rest = rest;
                let (held, rest) = std::mem::take(&mut held_rest).split_at_mut(len * p);
                held_rest = rest;
                let at = cuts[k + 1];
                sc.spawn(move |_| {
                    let t = std::time::Instant::now();
                    let r = w.step_switches(at, sw, out, held, inp);
                    *slot = (r, t.elapsed().as_nanos() as u64);
                });
            }
            let t = std::time::Instant::now();
            let a = w.step_switches(0, sw0, out0, held0, inp0);
            let b = w.step_hosts(hosts, rx);
            r0 = (a, b, t.elapsed().as_nanos() as u64);
        });
        // rebalance every 64 cycles: the switch cost c from parts 1.. (ns - first switches), the
        // hosts' from what part 0 took beyond its switches, and part 0 set so that all parts take
        // the same time: first c + H = (ns - first) c / (n - 1)
        par.busy[0] += r0.2;
        par.busy[1] += results.iter().map(|r| r.1).sum::<u64>();
        if cycle & 63 == 63 && par.busy[1] > 0 {
            let c = par.busy[1] as f64 / (ns - first) as f64;
            let hosts_ns = (par.busy[0] as f64 - first as f64 * c).max(0.0);
            let target = (ns as f64 - (n - 1) as f64 * hosts_ns / c) / n as f64;
            // halfway there each time (the times are noisy)
            par.first = ((first as f64 + target) / 2.0).round().clamp(1.0, (ns - (n - 1)) as f64) as usize;
            par.busy = [0; 2];
        }
        self.par = Some(par);
        let mut moved = r0.0?;
        for (r, _) in results {
            moved |= r?;
        }
        r0.1?;
        Ok(moved)
    }
}
