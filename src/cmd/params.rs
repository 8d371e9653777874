//! `switchgen params`: the derived parameters.

use crate::cli::ConfigArgs;
use serde_json::json;
use std::process::ExitCode;
use switchgen_config::Params;

/// Short description of the network.
pub fn describe(p: &Params) -> String {
    let t = &p.cfg.topology;
    match t.kind {
        switchgen_config::TopologyKind::Single => format!("single {}-port switch", p.ports),
        switchgen_config::TopologyKind::TwoSwitch => format!("two_switch ({} ports each)", p.ports),
        switchgen_config::TopologyKind::KaryNfly => format!("{}-ary {}-fly", t.k, t.n),
        switchgen_config::TopologyKind::Bmin => format!("bmin k={} n={}", t.k, t.n),
    }
}

/// The derived parameters as JSON.
pub fn report(p: &Params) -> serde_json::Value {
    json!({
        "config": p.cfg,
        "config_hash": p.config_hash,
        "network": {
            "description": describe(p),
            "hosts": p.hosts,
            "switches": p.topology.switches.len(),
            "ports_per_switch": p.ports,
            "max_hops": p.topology.max_hops,
        },
        "switch": {
            "port_bits": p.port_bits,
            "queues_per_input": p.queues_per_input,
            "credit_bits": p.credit_bits,
            "age_bits": p.age_bits,
            "routing_table_bits": p.hosts * p.port_bits,
            "buffer_bits_per_input": p.cfg.switch.buffer_flits as u64 * p.queues_per_input as u64 * (p.cfg.switch.flit_bits + 1 + p.port_bits) as u64,
        },
        "header": p.header,
    })
}

pub fn run(cfg: &ConfigArgs, json: bool) -> anyhow::Result<ExitCode> {
    let p = super::load_params(cfg)?;
    let r = report(&p);
    if json {
        println!("{}", serde_json::to_string_pretty(&r)?);
        return Ok(ExitCode::SUCCESS);
    }
    let h = &p.header;
    println!("network            {}", describe(&p));
    println!("hosts              {}", p.hosts);
    println!("switches           {} of {} ports", p.topology.switches.len(), p.ports);
    println!("max hops (h)       {}", p.topology.max_hops);
    println!("queue scheme       {}, {} queue(s) per input", switchgen_generator::scheme_name(p.cfg.switch.queue_scheme), p.queues_per_input);
    println!("buffer             {} flits per input ({} credit bits)", p.cfg.switch.buffer_flits, p.credit_bits);
    println!("flit               {} bits (header needs {})", p.cfg.switch.flit_bits, h.total_bits);
    println!("routing table      {} entries x {} bits = {} bits per switch", p.hosts, p.port_bits, p.hosts * p.port_bits);
    println!(
        "header             type[{}] len[{}+:{}] dst[{}+:{}] src[{}+:{}] seq[{}+:{}] mb[{}] vb[{}] fecn[{}] becn[{}]",
        h.type_lsb, h.len_lsb, h.len_bits, h.dst_lsb, h.host_bits, h.src_lsb, h.host_bits, h.seq_lsb, h.seq_bits, h.mb_bit, h.vb_bit, h.fecn_bit, h.becn_bit
    );
    Ok(ExitCode::SUCCESS)
}
