//! Whole-network co-simulation: the generated network top (`sg_network.v`, the file users
//! synthesize) Verilated as one model, driven by the same host code as the golden model, and
//! compared with it at the host boundary every cycle (flit and credit of every host link). This
//! checks the network top's wiring and routing-table parameters, which the per-switch lockstep
//! ([`crate::lockstep`]) does not see.

use crate::lockstep::{assertion_name, AssertionFailure, CosimError, Divergence};
use crate::verilator::{slots, BuildInfo, Instance, Library, PortSpec};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use switchgen_config::{HeaderLayout, Params};
use switchgen_model::hosts::Hosts;
use switchgen_model::network::{NetError, Network};
use switchgen_model::switch::Switch;
use switchgen_model::{Flit, SwitchSim};

/// Bits of the network top's `stat_switch_i`.
fn switch_bits(p: &Params) -> u32 {
    switchgen_config::header::clog2(p.topology.switches.len() as u64)
}

fn ports(p: &Params) -> (Vec<PortSpec>, Vec<PortSpec>) {
    let (n, w) = (p.hosts, p.cfg.switch.flit_bits);
    let ps = |name: &str, width: u32| PortSpec { name: name.to_string(), width };
    let mut ins = vec![
        ps("rst_ni", 1),
        ps("host_in_valid_i", n),
        ps("host_in_data_i", n * w),
        ps("host_out_credit_i", n),
        ps("stat_switch_i", switch_bits(p)),
        ps("stat_addr_i", p.stat_addr_bits),
    ];
    if p.egress_flits > 0 {
        // CIOQ: the link cycles (docs/MICROARCHITECTURE.md "CIOQ switches"), last
        ins.push(ps("link_en_i", 1));
    }
    let mut outs = vec![
        ps("host_in_credit_o", n),
        ps("host_out_valid_o", n),
        ps("host_out_data_o", n * w),
        ps("switch_err_o", p.topology.switches.len() as u32),
        ps("stat_data_o", 32),
        ps("switch_fullbuf_o", p.topology.switches.len() as u32 * p.fullbuf_bits),
    ];
    if p.vcs > 1 {
        // virtual channels (issue 34): the VC of every host link's credit, after every other port
        ins.push(ps("host_out_credit_vc_i", n * p.vc_bits));
        outs.push(ps("host_in_credit_vc_o", n * p.vc_bits));
    }
    (ins, outs)
}

/// Verilates the network top of `params` (or loads it from `cache_dir`).
pub fn build_network(params: &Params, cache_dir: &Path, trace: bool) -> Result<(Arc<Library>, BuildInfo), CosimError> {
    build_network_rtl(params, cache_dir, trace, None)
}

/// [`build_network`] with the RTL files of `rtl_dir` (see [`crate::lockstep::use_rtl_dir`]) in
/// place of the generated ones.
pub fn build_network_rtl(params: &Params, cache_dir: &Path, trace: bool, rtl_dir: Option<&Path>) -> Result<(Arc<Library>, BuildInfo), CosimError> {
    let (inputs, outputs) = ports(params);
    let mut files = switchgen_generator::render_network_cosim(params)?;
    if let Some(d) = rtl_dir {
        crate::lockstep::use_rtl_dir(&mut files, d)?;
    }
    crate::lockstep::build_top("sg_network", &files, inputs, outputs, cache_dir, trace)
}

/// Bit `i` of a vector stored in u64 slots.
#[inline]
fn bit(v: &[u64], i: usize) -> bool {
    (v[i / 64] >> (i % 64)) & 1 == 1
}

#[inline]
fn set_bit(v: &mut [u64], i: usize, b: bool) {
    v[i / 64] |= (b as u64) << (i % 64);
}

/// `w` bits at bit offset `off` of a vector stored in u64 slots (w <= 64).
#[inline]
fn field(v: &[u64], off: usize, w: usize) -> u64 {
    let (i, s) = (off / 64, off % 64);
    let mut x = v[i] >> s;
    if s + w > 64 {
        x |= v[i + 1] << (64 - s);
    }
    if w == 64 {
        x
    } else {
        x & ((1u64 << w) - 1)
    }
}

#[inline]
fn set_field(v: &mut [u64], off: usize, w: usize, x: u64) {
    let (i, s) = (off / 64, off % 64);
    v[i] |= x << s;
    if s + w > 64 {
        v[i + 1] |= x >> (64 - s);
    }
}

/// The RTL side: the Verilated network and its hosts.
pub struct RtlNetwork {
    inst: Instance,
    pub hosts: Hosts,
    n: usize,
    w: usize,
    ns: usize,
    inputs: Vec<u64>,
    outputs: Vec<u64>,
    /// Host-boundary wires during the current cycle (RTL outputs after the last edge).
    rx: Vec<Flit>,
    rx_credit: Vec<bool>,
    /// Host registers: what the hosts drive during the current cycle.
    tx: Vec<Flit>,
    tx_credit: Vec<bool>,
    next_tx: Vec<Flit>,
    next_tx_credit: Vec<bool>,
    /// Virtual channels: the VC of each credit beside `rx_credit`, `tx_credit`, `next_tx_credit`
    /// (0 with one VC), and the bits of a VC number (0 with one VC).
    rx_credit_vc: Vec<u8>,
    tx_credit_vc: Vec<u8>,
    next_tx_credit_vc: Vec<u8>,
    vcb: usize,
    pub cycle: u64,
    /// Status read port: the switch read during the last cycle and the data it returned.
    pub stat_switch: usize,
    pub stat_data: u32,
    stat_addr_mask: u64,
    /// Full-buffer count of every switch after the last edge (`switch_fullbuf_o`).
    pub fullbuf: Vec<u32>,
    fullbuf_bits: usize,
    /// A `$error` / `$stop` / `$fatal` (a named assertion) fired; `inst.message()` says which.
    failed: bool,
    /// CIOQ: which cycles are link cycles, driven into `link_en_i` (None without egress buffers).
    speedup: Option<switchgen_config::Speedup>,
    /// Flits wider than 64 bits: the layout whose [`HeaderLayout::wide_words`] gives bits 64..,
    /// a scratch for them, and the first ejected flit whose bits 64.. differed from its
    /// pattern: (host, expected, actual) as hex.
    header: HeaderLayout,
    wide: Vec<u64>,
    wide_got: Vec<u64>,
    wide_diff: Option<(usize, String, String)>,
}

impl RtlNetwork {
    /// Instantiates and resets (2 cycles) the network top.
    pub fn new(lib: &Arc<Library>, p: &Params) -> Result<RtlNetwork, CosimError> {
        let (ins, outs) = ports(p);
        let n = p.hosts as usize;
        let mut r = RtlNetwork {
            inst: lib.instantiate()?,
            hosts: Hosts::new(p),
            n,
            w: p.cfg.switch.flit_bits as usize,
            ns: p.topology.switches.len(),
            inputs: vec![0; ins.iter().map(|x| slots(x.width)).sum()],
            outputs: vec![0; outs.iter().map(|x| slots(x.width)).sum()],
            rx: vec![Flit::IDLE; n],
            rx_credit: vec![false; n],
            tx: vec![Flit::IDLE; n],
            tx_credit: vec![false; n],
            next_tx: vec![Flit::IDLE; n],
            next_tx_credit: vec![false; n],
            rx_credit_vc: vec![0; n],
            tx_credit_vc: vec![0; n],
            next_tx_credit_vc: vec![0; n],
            vcb: p.vc_bits as usize,
            cycle: 0,
            stat_switch: 0,
            stat_data: 0,
            stat_addr_mask: (1u64 << p.stat_addr_bits) - 1,
            fullbuf: vec![0; p.topology.switches.len()],
            fullbuf_bits: p.fullbuf_bits as usize,
            failed: false,
            speedup: (p.egress_flits > 0).then_some(p.speedup),
            header: p.header,
            wide: vec![0; slots(p.cfg.switch.flit_bits) - 1],
            wide_got: Vec::new(),
            wide_diff: None,
        };
        for _ in 0..2 {
            r.failed = !r.inst.step(&r.inputs, &mut r.outputs);
        }
        Ok(r)
    }

    /// One cycle: the hosts react to the wires, the network takes its clock edge on the hosts'
    /// registers; afterwards `rx`/`rx_credit` hold the wires of the next cycle.
    pub fn step(&mut self) -> Result<(), NetError> {
        let (n, w) = (self.n, self.w);
        self.hosts.step(self.cycle, &self.rx, (&self.rx_credit, &self.rx_credit_vc), &mut self.next_tx, (&mut self.next_tx_credit, &mut self.next_tx_credit_vc))?;
        // input slots: rst_ni | host_in_valid_i (n) | host_in_data_i (n*w) | host_out_credit_i (n)
        self.inputs.fill(0);
        self.inputs[0] = 1;
        let o_valid = 1;
        let o_data = o_valid + slots(n as u32);
        let o_credit = o_data + slots((n * w) as u32);
        for h in 0..n {
            set_bit(&mut self.inputs[o_valid..], h, self.tx[h].valid);
            set_field(&mut self.inputs[o_data..o_credit], h * w, w.min(64), self.tx[h].data);
            if w > 64 && self.tx[h].valid {
                // bits 64.. of a valid flit are its pattern (HeaderLayout::wide_word)
                self.header.wide_words(self.tx[h].data, w as u32, &mut self.wide);
                for (k, &x) in self.wide.iter().enumerate() {
                    set_field(&mut self.inputs[o_data..o_credit], h * w + 64 * (k + 1), (w - 64 * (k + 1)).min(64), x);
                }
            }
            set_bit(&mut self.inputs[o_credit..], h, self.tx_credit[h]);
        }
        // status read port: switch cycle mod NS, at the address the model network drives into
        // that switch this cycle ((cycle + switch) mod 2^bits), so the model's read data compares
        let o_sel = o_credit + slots(n as u32);
        self.stat_switch = (self.cycle % self.ns as u64) as usize;
        self.inputs[o_sel] = self.stat_switch as u64;
        self.inputs[o_sel + 1] = (self.cycle + self.stat_switch as u64) & self.stat_addr_mask;
        if let Some(sp) = self.speedup {
            self.inputs[o_sel + 2] = sp.link_cycle(self.cycle) as u64;
        }
        if self.vcb > 0 {
            // host_out_credit_vc_i, after every other input (VCs never come with egress buffers)
            for h in 0..n {
                set_field(&mut self.inputs[o_sel + 2..], h * self.vcb, self.vcb, self.tx_credit_vc[h] as u64);
            }
        }
        self.failed = !self.inst.step(&self.inputs, &mut self.outputs);
        // output slots: host_in_credit_o (n) | host_out_valid_o (n) | host_out_data_o (n*w) | switch_err_o
        let c = 0;
        let v = slots(n as u32);
        let d = 2 * slots(n as u32);
        for h in 0..n {
            self.rx_credit[h] = bit(&self.outputs[c..], h);
            self.rx[h] = Flit { valid: bit(&self.outputs[v..], h), data: field(&self.outputs[d..], h * w, w.min(64)) };
            if w > 64 && self.rx[h].valid && self.wide_diff.is_none() {
                let got = &mut self.wide_got;
                got.clear();
                got.extend((1..=self.wide.len()).map(|k| field(&self.outputs[d..], h * w + 64 * k, (w - 64 * k).min(64))));
                self.wide_diff = crate::lockstep::wide_mismatch(&self.header, self.rx[h].data, w as u32, got, &mut self.wide).map(|(want, got)| (h, want, got));
            }
        }
        std::mem::swap(&mut self.tx, &mut self.next_tx);
        std::mem::swap(&mut self.tx_credit, &mut self.next_tx_credit);
        std::mem::swap(&mut self.tx_credit_vc, &mut self.next_tx_credit_vc);
        self.cycle += 1;
        let e = d + slots((n * w) as u32);
        self.stat_data = self.outputs[e + slots(self.ns as u32)] as u32;
        let f = e + slots(self.ns as u32) + 1;
        for s in 0..self.ns {
            self.fullbuf[s] = field(&self.outputs[f..], s * self.fullbuf_bits, self.fullbuf_bits) as u32;
        }
        if self.vcb > 0 {
            // host_in_credit_vc_o, after switch_fullbuf_o
            let g = f + slots((self.ns * self.fullbuf_bits) as u32);
            for h in 0..n {
                self.rx_credit_vc[h] = field(&self.outputs[g..], h * self.vcb, self.vcb) as u8;
            }
        }
        if self.hosts.wants_full_buffers() {
            self.hosts.end_cycle(self.cycle - 1, self.fullbuf.iter().map(|&x| x as u64).sum());
        }
        if let Some(s) = (0..self.ns).find(|&s| bit(&self.outputs[e..], s)) {
            return Err(NetError::Malformed { cycle: self.cycle, switch: format!("#{s}"), count: 1 });
        }
        Ok(())
    }

    pub fn trace_open(&mut self, path: &Path) -> Result<(), CosimError> {
        Ok(self.inst.trace_open(path)?)
    }
}

/// Outcome of a whole-network run without divergence.
pub struct WholeRun {
    pub model: Network<Switch>,
    pub rtl: RtlNetwork,
    pub cycles_compared: u64,
}

fn compare(model: &Network<Switch>, rtl: &RtlNetwork) -> Option<(usize, String, String, String)> {
    let (mtx, mtc) = model.host_wires();
    for h in 0..rtl.n {
        let (f, c) = model.host_inputs(h);
        if f != rtl.rx[h] {
            let show = |f: Flit| format!("valid={} data=0x{:x}", f.valid as u8, f.data);
            return Some((h, "ejection flit".into(), show(f), show(rtl.rx[h])));
        }
        if c != rtl.rx_credit[h] {
            return Some((h, "injection credit".into(), (c as u8).to_string(), (rtl.rx_credit[h] as u8).to_string()));
        }
        let cv = model.host_input_credit_vc(h);
        if cv != rtl.rx_credit_vc[h] {
            return Some((h, format!("injection credit's VC (credit {})", c as u8), cv.to_string(), rtl.rx_credit_vc[h].to_string()));
        }
        let mcv = model.host_credit_vcs()[h];
        if mtx[h] != rtl.tx[h] || mtc[h] != rtl.tx_credit[h] || mcv != rtl.tx_credit_vc[h] {
            return Some((h, "host registers".into(), format!("{:?} {} VC {mcv}", mtx[h], mtc[h]), format!("{:?} {} VC {}", rtl.tx[h], rtl.tx_credit[h], rtl.tx_credit_vc[h])));
        }
    }
    if let Some((h, want, got)) = &rtl.wide_diff {
        return Some((*h, "ejection flit bits 64 and up (the pattern of its low word, docs/HEADER.md)".into(), want.clone(), got.clone()));
    }
    for (s, sw) in model.switches.iter().enumerate() {
        if sw.full_buffers() != rtl.fullbuf[s] {
            return Some((s, format!("full-buffer count (switch {})", model.switch_name(s)), sw.full_buffers().to_string(), rtl.fullbuf[s].to_string()));
        }
    }
    let want = model.switches[rtl.stat_switch].stat_data();
    if want != rtl.stat_data {
        return Some((rtl.stat_switch, format!("status read port (switch {})", model.switch_name(rtl.stat_switch)), want.to_string(), rtl.stat_data.to_string()));
    }
    None
}

/// Runs model and network top in lockstep for `cycles`, comparing every host link every cycle.
/// On a divergence, replays with a traced build of `lib` and writes a VCD of the whole network
/// from `cycle - 250` into `wave_dir`. A named assertion (`*_A`) that fires stops the run with
/// [`CosimError::Assertion`] and the same VCD.
pub fn run_whole(params: &Params, lib: &Arc<Library>, cycles: u64, wave_dir: &Path, replay: &str, tick: impl FnMut(u64)) -> Result<WholeRun, CosimError> {
    run_whole_with(params, lib, cycles, Some(wave_dir), replay, tick)
}

/// [`run_whole`], with the VCD of a divergence or a fired assertion written into `wave_dir` only
/// when it is `Some` (`switchgen cosim --no-waveform`: the replay needs a traced build of the
/// network top, minutes for a 48-switch one).
pub fn run_whole_with(params: &Params, lib: &Arc<Library>, cycles: u64, wave_dir: Option<&Path>, replay: &str, mut tick: impl FnMut(u64)) -> Result<WholeRun, CosimError> {
    let mut model = Network::model(params);
    let mut rtl = RtlNetwork::new(lib, params)?;
    for _ in 0..cycles {
        model.step().map_err(CosimError::Model)?;
        let r = rtl.step();
        if rtl.failed {
            let message = rtl.inst.message();
            let cycle = rtl.cycle.saturating_sub(1);
            let waveform = wave_dir.and_then(|w| replay_whole(params, lib, cycle, w, "assert").ok());
            return Err(CosimError::Assertion(Box::new(AssertionFailure {
                cycle,
                switch: usize::MAX,
                switch_name: "network top (the instance is in the message)".into(),
                name: assertion_name(&message),
                message,
                waveform,
                seed: params.cfg.traffic.seed,
                replay: replay.to_string(),
            })));
        }
        if let Some((h, signal, expected, actual)) = compare(&model, &rtl) {
            let cycle = rtl.cycle;
            let waveform = wave_dir.and_then(|w| replay_whole(params, lib, cycle, w, "diverge").ok());
            return Err(CosimError::Divergence(Box::new(Divergence {
                cycle,
                switch: usize::MAX,
                switch_name: "network top, host link".into(),
                port: h,
                signal,
                expected,
                actual,
                waveform,
                seed: params.cfg.traffic.seed,
                replay: replay.to_string(),
            })));
        }
        r.map_err(CosimError::Rtl)?;
        crate::child::cycle_done(rtl.cycle);
        if rtl.cycle & 1023 == 0 {
            tick(rtl.cycle);
        }
    }
    model.check_switch_errors().map_err(CosimError::Model)?;
    Ok(WholeRun { model, rtl, cycles_compared: cycles })
}

fn replay_whole(params: &Params, lib: &Library, cycle: u64, dir: &Path, what: &str) -> Result<PathBuf, CosimError> {
    std::fs::create_dir_all(dir).map_err(|source| CosimError::Io { path: dir.to_path_buf(), source })?;
    let (lib, _) = lib.build_traced()?;
    let mut rtl = RtlNetwork::new(&Arc::new(lib), params)?;
    let path = dir.join(format!("{what}_network_cycle{cycle}.vcd"));
    let start = cycle.saturating_sub(250);
    while rtl.cycle < cycle + 5 {
        if rtl.cycle == start {
            rtl.trace_open(&path)?;
        }
        if rtl.step().is_err() {
            break;
        }
    }
    drop(rtl);
    Ok(path)
}
