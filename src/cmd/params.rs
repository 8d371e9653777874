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
        switchgen_config::TopologyKind::Mesh => format!("{}-ary {}-mesh x{}", t.k, t.n, t.concentration),
        switchgen_config::TopologyKind::Torus => format!("{}-ary {}-cube x{}", t.k, t.n, t.concentration),
    }
}

/// The derived parameters as JSON.
pub fn report(p: &Params) -> serde_json::Value {
    json!({
        "config": p.cfg,
        "config_hash": p.config_hash,
        // what the generated headers carry: the hash of the RTL, not of the configuration
        "rtl_hash": switchgen_generator::rtl_hash(p).ok(),
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
            "first_cfq_saq_queue": p.saq_base,
            "credit_bits": p.credit_bits,
            "age_bits": p.age_bits,
            "routing_table_bits": p.hosts * p.port_bits,
            "queue_storage_bits_per_input": switchgen_config::resources::queue_storage(p),
            "buffer_memory": {
                "key": p.cfg.switch.buffer_memory,
                "picked": p.buffer_ram.name(),
                "flit_memory_bits": p.buffer_ram_bits,
                "auto_bram_min_bits": switchgen_config::BRAM_MIN_BITS,
                "why": buffer_memory_line(p),
            },
        },
        "cioq": cioq(p),
        "fbicm": switchgen_config::resources::fbicm(p),
        "fbicm_thresholds_flits": { "detect": p.cam_detect_flits, "stop": p.cam_stop_flits, "go": p.cam_go_flits, "control_channel_bits": p.fb.width },
        "recn": (p.cfg.switch.queue_scheme == switchgen_config::QueueScheme::Recn).then(|| serde_json::json!({
            "variant": p.cfg.switch.recn.variant,
            "saqs": p.cfg.switch.saqs,
            "detect_flits": p.cam_detect_flits,
            "egress_detect_packets": p.recn_egress_packets,
            "egress_detect_on": if p.egress_flits > 0 { "the egress normal queue's packets (basic and enhanced; issue 33 step 3)" } else { "cnt1 (basic)" },
            "stop_flits": p.cam_stop_flits,
            "go_flits": p.cam_go_flits,
            "egress_saqs": (p.egress_flits > 0).then(|| serde_json::json!({ "per_output": p.cfg.switch.saqs, "stop_flits": p.recn_egress_stop_flits, "go_flits": p.recn_egress_go_flits })),
            "turnpool_bits": p.header.tp_bits,
            "control_channel_bits": p.fb.width,
        })),
        "credit_loop": credit_loop(p),
        "header": p.header,
        "marking": {
            "policy": switchgen_generator::marking_name(p.cfg.switch.marking),
            "cnt_bits": p.cnt_bits,
            "status_addr_bits": p.stat_addr_bits,
            "status_slots_per_port": switchgen_config::STAT_SLOTS,
            "status_registers": switchgen_config::stat::NAMES,
        },
        "rate_control": rate_control(p),
        "mvcm": mvcm(p),
        "opm": {
            "threshold_register_reset": p.cfg.switch.opm.threshold,
            "cnt1_threshold_packets_by_register_value": &p.opm_threshold[1..],
            "formula": "register v >= 1 marks when cnt1 > round((16 - v) / 15 x capacity_packets); v = 0 never",
        },
    })
}

/// The `cioq` section of `params` and of a run's results (issue 33, docs/MICROARCHITECTURE.md
/// "CIOQ switches"): speedup, link cycles, egress buffer and its storage; null for an
/// input-queued switch (speedup 1, no egress buffers).
pub fn cioq(p: &Params) -> serde_json::Value {
    if p.egress_flits == 0 {
        return serde_json::Value::Null;
    }
    serde_json::json!({
        "speedup": p.cfg.switch.speedup,
        "link_cycles": link_cycles_rule(p.speedup),
        "egress_buffer_flits": p.egress_flits,
        "egress_memory": p.egress_ram.name(),
        "egress_flit_bits_per_output": p.egress_flits as u64 * p.cfg.switch.flit_bits as u64,
        "egress_storage_bits_per_output": switchgen_config::resources::egress_storage_bits(p),
        "crossbar_flits_per_link_cycle": 1.0 / p.speedup.link_share(),
        "egress_queues": egress_queues(p),
        "units": "throughput and offered load per link cycle; latencies, sim.cycles and host timers in (core) cycles",
    })
}

fn link_cycles_rule(s: switchgen_config::Speedup) -> &'static str {
    match s {
        switchgen_config::Speedup::One => "every cycle",
        switchgen_config::Speedup::OneHalf => "cycles t with t mod 3 != 2 (3 core cycles per 2 link cycles)",
        switchgen_config::Speedup::Two => "even cycles (2 core cycles per link cycle)",
    }
}

/// What the egress buffers hold (issue 33 steps 1 and 4): one FIFO per output for every scheme
/// built so far; FBICM's CFQs stay at the inputs (seed 001 §3: an input-queued mechanism).
fn egress_queues(p: &Params) -> &'static str {
    match p.cfg.switch.queue_scheme {
        switchgen_config::QueueScheme::Fbicm => "one FIFO per output: fbicm is an input-queued mechanism (seed 001 §3), its CFQs and CAM lines stay at the inputs and the egress buffers are plain FIFOs",
        switchgen_config::QueueScheme::Recn => "an egress normal queue and one SAQ per output CAM line, sharing the egress buffer (seed 004 §4.1)",
        _ => "one FIFO per output",
    }
}

/// One line of `params` for a CIOQ switch, None for an input-queued one.
fn cioq_line(p: &Params) -> Option<String> {
    (p.egress_flits > 0).then(|| {
        format!(
            "speedup {}, links move a flit in {}; egress buffer {} flits per output ({} bits of flits in {}, {} bits with its queue state), {}; throughput per link cycle, latency in cycles",
            p.speedup.name(),
            link_cycles_rule(p.speedup),
            p.egress_flits,
            p.egress_flits as u64 * p.cfg.switch.flit_bits as u64,
            p.egress_ram.name(),
            switchgen_config::resources::egress_storage_bits(p),
            egress_queues(p)
        )
    })
}

/// What `switch.buffer_memory` picked for an input's flit memory, and why (issue 31 item 2).
pub fn buffer_memory_line(p: &Params) -> String {
    use switchgen_config::{BufferMemory, BufferRam};
    let bits = p.buffer_ram_bits;
    let shape = format!("{} flits x {} bits = {bits} bits", p.cfg.switch.buffer_flits, bits / p.cfg.switch.buffer_flits.max(1) as u64);
    let min = switchgen_config::BRAM_MIN_BITS;
    // the choice is Params's (buffer_ram); this only says why
    let why = match (p.cfg.switch.buffer_memory, p.buffer_ram) {
        (BufferMemory::Auto, BufferRam::Block) => format!("auto: {shape}, at least {min}"),
        (BufferMemory::Auto, BufferRam::Lut) => format!("auto: {shape}, below {min}"),
        (key, _) => format!("switch.buffer_memory = \"{}\": {shape}", key.name()),
    };
    format!("{} ({why})", p.buffer_ram.name())
}

/// The credit loop of a switch input and the throughput bound it implies (issue 31; docs/
/// MICROARCHITECTURE.md "Ports and timing"): R of the timing contract, and for the largest
/// packet (`switch.max_packet_flits`), the traffic's longest and its mean length the smallest
/// buffer for full rate and the bound of the configured buffer (1 when it reaches it). The mean
/// length's figures are the fluid form, an estimate; with a mix of lengths full rate needs the
/// longest packet's buffer. `warning` (null when the buffer is enough for the traffic's longest
/// packet) is the line run summaries print. `params --json` and every run's results carry it.
pub fn credit_loop(p: &Params) -> serde_json::Value {
    let cl = p.credit_loop();
    let exact = |len: u32| json!({ "flits": len, "min_buffer_flits": cl.min_buffer_flits(len), "bound": cl.link_bound(len) });
    let mean = p.mean_packet_flits();
    let pl = p.cfg.traffic.packet_flits;
    json!({
        "timing_contract": switchgen_config::TIMING_CONTRACT,
        "r_cycles": cl.r_cycles,
        "buffer_flits": cl.buffer_flits,
        "credit_delay": cl.credit_delay,
        "formula": "a stream of L-flit packets keeps one flit per cycle on a link while buffer_flits >= L + credit_delay + R; below, it gets min(1, n L / (L + d + R - r)) of the link, n = floor(B / L), r = B mod L (B / (L + d + R) when L divides B)",
        "max_packet": exact(p.cfg.switch.max_packet_flits),
        "traffic_longest": exact(pl.max),
        "traffic_mean": {
            "flits": mean,
            "min_buffer_flits": cl.fluid_min_buffer_flits(mean),
            "bound": if pl.min == pl.max { cl.link_bound(pl.max) } else { cl.fluid_bound(mean) },
            "exact": pl.min == pl.max,
        },
        "warning": credit_warning(p),
    })
}

/// The run summary's warning when the buffer is below the credit round trip of the traffic's
/// longest packet (None otherwise).
pub fn credit_warning(p: &Params) -> Option<String> {
    let cl = p.credit_loop();
    let pl = p.cfg.traffic.packet_flits;
    let need = cl.min_buffer_flits(pl.max);
    if cl.buffer_flits >= need {
        return None;
    }
    let mean = p.mean_packet_flits();
    let mix = if pl.min == pl.max {
        String::new()
    } else {
        format!(
            "; this traffic's mix ({}..{} flits, mean {mean}) gets more, at most about {:.3} (B / (mean + d + R))",
            pl.min,
            pl.max,
            cl.fluid_bound(mean)
        )
    };
    Some(format!(
        "warning: switch.buffer_flits = {} is below the credit round trip L + d + R = {} + {} + {} = {need} of {}-flit packets (timing contract v{}): a stream of them gets at most {:.3} of a link's bandwidth{mix}",
        cl.buffer_flits,
        pl.max,
        cl.credit_delay,
        cl.r_cycles,
        pl.max,
        switchgen_config::TIMING_CONTRACT,
        cl.link_bound(pl.max),
    ))
}

/// MVCM's parameters (seed 000 §4.3) with their formulas and inputs.
fn mvcm(p: &Params) -> serde_json::Value {
    let m = &p.mvcm;
    json!({
        "omega": m.omega,
        "dw_max": m.dw_max,
        "rtt_min_cycles": m.rtt_min_cycles,
        "input_threshold_packets": m.input_threshold_packets,
        "output_threshold_packets": m.output_threshold_packets,
        "capacity_packets": p.capacity_packets,
        "ws_cycles": m.ws_cycles,
        "k": m.k,
        "n": m.n,
        "inputs": {
            "hops": m.hops,
            "t_hop_cycles": m.t_hop_cycles,
            "link_bytes_per_cycle": m.link_bytes_per_cycle,
            "header_bytes": m.header_bytes,
            "payload_bytes": m.payload_bytes,
            "data_bytes": m.data_bytes,
            "ack_bytes": m.ack_bytes,
        },
        "formulas": {
            "rtt_min_cycles": "2 h t_hop + (L_data + L_ack) / B",
            "omega": "(2 h t_hop B + L_data + L_ack) / L_data",
            "dw_max": "ceil(omega) unless hosts.mvcm.dw_max (seed 000: 1.28 -> 2, 4.18 -> 5)",
            "input_threshold_packets": "floor(switch.mvpm.input_threshold x capacity_packets): MB when more packets are stored",
            "output_threshold_packets": "max(1, floor(switch.mvpm.output_threshold x capacity_packets)): VB when cnt1 exceeds it",
            "capacity_packets": "switch.buffer_flits / switch.max_packet_flits",
            "ws_cycles": "ceil(RTTmin): one waiting slot",
            "k": "switch radix (hosts per switch) unless hosts.mvcm.k: number_WS := k x number_WS",
            "n": "stages unless hosts.mvcm.n: most increases of number_WS (null: hosts.mvcm.limit_ws = false)",
        },
    })
}

/// The rate-control derivation of seed 002 §V for `aimd`, `fimd`, `lipd` (null otherwise):
/// closed-form and discrete recovery times from Rmin to Rmax in packet times, and in ms for the
/// paper's 1 GB/s links with 2048-byte and 2068-byte packets.
fn rate_control(p: &Params) -> serde_json::Value {
    use switchgen_model::rate::{Continuous, Kind, RateTable, IPD_MAX, RMIN, TREC};
    let Some(kind) = Kind::of(p.cfg.hosts.response) else { return serde_json::Value::Null };
    let c = Continuous { kind, m: p.cfg.hosts.rate.m };
    let t = RateTable::new(c);
    let ms = |pt: f64, bytes: f64| pt * bytes / 1e6;
    json!({
        "rmin_over_rmax": RMIN,
        "ipd_max": IPD_MAX,
        "trec_packet_times": TREC,
        "m": p.cfg.hosts.rate.m,
        "window_packets": 1,
        "recovery_packet_times_closed_form": c.recovery_time(),
        "recovery_packet_times_discrete": t.recovery_time(),
        "recovery_ms_2048_byte_packets_1GBps": ms(c.recovery_time(), 2048.0),
        "recovery_ms_2068_byte_packets_1GBps": ms(c.recovery_time(), 2068.0),
        "recovery_ms_discrete_2048_byte_packets_1GBps": ms(t.recovery_time(), 2048.0),
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
    if p.vcs > 1 {
        println!(
            "virtual channels   {} per port, {} flits each with its own credits; a packet's VC: {} (docs/MICROARCHITECTURE.md \"Virtual channels\")",
            p.vcs,
            p.vc_buffer_flits,
            match (p.sl2vl, p.adaptive, p.dateline) {
                (Some(_), _, _) => "the VL of its class's service level on every link, by each switch's SL-to-VL table (\"Service levels\")".to_string(),
                (None, true, _) => format!("an adaptive VC ({}..{}) chosen at each request, else the escape VC (\"Adaptive routing\")", p.escape_vcs, p.vcs),
                (None, false, true) => "VC 2 x (destination mod vcs / 2) from its source, the pair's upper VC after a ring's wrap-around link (dateline), the lower one after a dimension turn".to_string(),
                (None, false, false) => "destination mod vcs, from its source to its destination".to_string(),
            }
        );
    }
    if let Some(t) = p.sl2vl {
        let sls: Vec<String> = switchgen_config::class_names(&p.cfg.traffic).iter().zip(&p.sl_of_class).map(|(c, s)| format!("{c} SL {s}")).collect();
        println!("service levels     SL-to-VL {:?} (entry s: the VL of SL s; configuration port {{1, P + s}}), header SL field of 4 bits; classes: {}{}", t, sls.join(", "), if p.sl_reorder { "; a flow's packets may take two VLs, so the scoreboard accepts them in any order" } else { "" });
    }
    let cl = p.credit_loop();
    println!(
        "credit loop        R = {} cycles (timing contract v{}): L-flit packets keep a link at full rate while B >= L + d + R, d = {} (link.credit_delay); below, min(1, n L / (L + d + R - r)), n = floor(B / L), r = B mod L",
        cl.r_cycles,
        switchgen_config::TIMING_CONTRACT,
        cl.credit_delay
    );
    let bound = |b: f64| if b >= 1.0 { "full rate".to_string() } else { format!("at most {b:.3} of a link") };
    let pl = p.cfg.traffic.packet_flits;
    let same = if pl.max != p.cfg.switch.max_packet_flits {
        ""
    } else if pl.min == pl.max {
        " (the traffic's packets)"
    } else {
        " (the traffic's longest)"
    };
    let mut lens = vec![(format!("max packet{same}"), p.cfg.switch.max_packet_flits)];
    if same.is_empty() {
        lens.push((if pl.min == pl.max { "traffic's packets".to_string() } else { "traffic's longest".to_string() }, pl.max));
    }
    for (what, len) in lens {
        println!("                   {what} {len} flits: needs B >= {}; B = {}: {}", cl.min_buffer_flits(len), cl.buffer_flits, bound(cl.link_bound(len)));
    }
    let mean = p.mean_packet_flits();
    if pl.min != pl.max {
        println!(
            "                   traffic's mean {mean} flits: needs B >= {} (fluid estimate; a mix reaches full rate only with its longest packet's buffer); B = {}: {}",
            cl.fluid_min_buffer_flits(mean),
            cl.buffer_flits,
            bound(cl.fluid_bound(mean))
        );
    }
    let w = p.cfg.switch.flit_bits;
    if w > 64 {
        println!("flit               {w} bits (header needs {}, in the low 64; bits 64..{} pass every switch unchanged, and co-simulation checks them against each flit's pattern: docs/HEADER.md \"Wide flits\")", h.total_bits, w - 1);
    } else {
        println!("flit               {w} bits (header needs {})", h.total_bits);
    }
    println!("routing table      {} entries x {} bits = {} bits per switch", p.hosts, p.port_bits, p.hosts * p.port_bits);
    let q = switchgen_config::resources::queue_storage(&p);
    println!(
        "queue storage      {} bits per input: RAM {} (entry {} bits), free list {}, head registers {}",
        q.total_bits, q.ram_bits, q.entry_bits, q.free_list_bits, q.head_register_bits
    );
    println!("buffer memory      {}", buffer_memory_line(&p));
    if let Some(line) = cioq_line(&p) {
        println!("CIOQ               {line}");
    }
    let f = switchgen_config::resources::fbicm(&p);
    let fields = |v: &[switchgen_config::resources::Field]| v.iter().map(|x| format!("{} {}", x.name, x.bits)).collect::<Vec<_>>().join(" + ");
    println!(
        "fbicm (seed 001 §3.3, {} CFQs per port{}) routing table {} entries x ({}) = {} bits = {:.1} Kibit per switch, against {} x {} = {} bits = {:.1} Kibit without",
        f.cfqs,
        if p.cam_vcs() > 1 { format!(" per VC, {} VCs", p.cam_vcs()) } else { String::new() },
        f.routing_table_entries,
        fields(&f.routing_table_fields),
        f.routing_table_bits,
        f.routing_table_kibit,
        f.routing_table_entries,
        f.plain_routing_table_bits_per_entry,
        f.plain_routing_table_bits,
        f.plain_routing_table_kibit
    );
    println!(
        "                   CAM line {} bits ({}); {} bits per input port and per output port; {} bits per switch with the table",
        f.cam_line_bits,
        fields(&f.cam_line_fields),
        f.cam_bits_per_input_port,
        f.fbicm_bits_per_switch
    );
    if p.cfg.switch.queue_scheme == switchgen_config::QueueScheme::Fbicm {
        println!(
            "fbicm thresholds   detection: NFQ > {} flits; Stop: CFQ >= {} flits; Go: CFQ <= {} flits; control channel {} bits per link",
            p.cam_detect_flits, p.cam_stop_flits, p.cam_go_flits, p.fb.width
        );
    }
    if p.cfg.switch.queue_scheme == switchgen_config::QueueScheme::Recn {
        let egress = if p.egress_flits > 0 { format!("egress normal queue > {} packets", p.recn_egress_packets) } else { format!("cnt1 > {} packets (egress)", p.recn_egress_packets) };
        let (v, detect) = match p.cfg.switch.recn.variant {
            switchgen_config::RecnVariant::Enhanced => (
                "enhanced",
                format!(
                    "{} detection queues (one per output, queues 0..{}), a detection queue > {} flits swaps with a SAQ{}",
                    p.saq_base,
                    p.saq_base - 1,
                    p.cam_detect_flits,
                    if p.egress_flits > 0 { format!("; {egress}") } else { String::new() }
                ),
            ),
            switchgen_config::RecnVariant::Basic => ("basic", format!("one normal queue (queue 0), {egress}")),
        };
        println!(
            "recn (seed 004 §4) {v}, {} SAQs per port; detection: {detect}; Xoff: SAQ >= {} flits; Xon: SAQ <= {} flits; turnpool {} bits ({} turns of {}); control channel {} bits per link",
            p.cfg.switch.saqs,
            p.cam_stop_flits,
            p.cam_go_flits,
            p.header.tp_bits,
            p.topology.max_hops,
            p.port_bits,
            p.fb.width
        );
        if p.egress_flits > 0 {
            println!(
                "recn egress SAQs   {} per output in the egress buffer (issue 33 step 3), each owned by an output CAM line; Xoff to the ingress ports: egress SAQ >= {} flits; Xon: <= {} flits",
                p.cfg.switch.saqs, p.recn_egress_stop_flits, p.recn_egress_go_flits
            );
        }
    }
    println!(
        "header             type[{}] len[{}+:{}] dst[{}+:{}] src[{}+:{}] seq[{}+:{}] mb[{}] vb[{}] fecn[{}] becn[{}]{}",
        h.type_lsb,
        h.len_lsb,
        h.len_bits,
        h.dst_lsb,
        h.host_bits,
        h.src_lsb,
        h.host_bits,
        h.seq_lsb,
        h.seq_bits,
        h.mb_bit,
        h.vb_bit,
        h.fecn_bit,
        h.becn_bit,
        if h.tp_bits > 0 { format!(" tp[{}+:{}]", h.tp_lsb, h.tp_bits) } else { String::new() } + &if h.vc_bits > 0 { format!(" vc[{}+:{}]", h.vc_lsb, h.vc_bits) } else { String::new() }
    );
    println!(
        "marking            {} (cnt1/cnt2: {} bits; status read port: {} address bits, {} registers per port: {})",
        switchgen_generator::marking_name(p.cfg.switch.marking),
        p.cnt_bits,
        p.stat_addr_bits,
        switchgen_config::STAT_SLOTS,
        switchgen_config::stat::NAMES.join(", ")
    );
    let m = &p.mvcm;
    println!(
        "mvcm (seed 000 §4.3) RTTmin = 2 h t_hop + (L_data + L_ack)/B = 2 x {} x {} + ({} + {})/{} = {:.1} cycles",
        m.hops, m.t_hop_cycles, m.data_bytes, m.ack_bytes, m.link_bytes_per_cycle, m.rtt_min_cycles
    );
    println!(
        "                   omega = (2 h t_hop B + L_data + L_ack)/L_data = {:.3}; DWmax = {}; WS = {} cycles; k = {}; n = {}",
        m.omega,
        m.dw_max,
        m.ws_cycles,
        m.k,
        m.n.map(|n| n.to_string()).unwrap_or_else(|| "unlimited".into())
    );
    println!(
        "                   thresholds: MB above {} stored packets, VB above cnt1 = {} (capacity {} packets); opm register {} -> cnt1 above {}",
        m.input_threshold_packets, m.output_threshold_packets, p.capacity_packets, p.cfg.switch.opm.threshold, p.opm_threshold[p.cfg.switch.opm.threshold as usize]
    );
    let rc = &r["rate_control"];
    if !rc.is_null() {
        println!(
            "rate control       window 1 packet, IPD 0..={} (Rmin = Rmax/256), Trec = {} packet times, m = {}",
            rc["ipd_max"], rc["trec_packet_times"], rc["m"]
        );
        println!(
            "  recovery Rmin -> Rmax: {} packet times (closed form), {} (discrete tables) = {:.1} ms at 1 GB/s with 2048-byte packets ({:.1} ms with 2068-byte)",
            rc["recovery_packet_times_closed_form"],
            rc["recovery_packet_times_discrete"],
            rc["recovery_ms_2048_byte_packets_1GBps"].as_f64().unwrap_or(0.0),
            rc["recovery_ms_2068_byte_packets_1GBps"].as_f64().unwrap_or(0.0)
        );
    }
    Ok(ExitCode::SUCCESS)
}
