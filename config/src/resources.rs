//! Storage accounting of a configuration, in bits: the input queues as generated, and what FBICM
//! (seed 001 §3.3) adds to a switch of this network with `switch.cfqs` CFQs per port: the
//! routing-table extension (OP, CLOP, CLIP, NSB per destination) and the CAM lines at input and
//! output ports. `switchgen params` prints it; docs/MICROARCHITECTURE.md explains the queues.

use crate::header::clog2;
use crate::Params;
use serde::Serialize;

/// Storage of one input's queues as `sg_fifo` / `sg_mqueue` implement them, in bits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QueueStorage {
    /// One queue entry: flit + header bit + output port.
    pub entry_bits: u32,
    /// The fields of an entry the request logic reads from registers: output port + header bit
    /// + length, and with several queues + destination (for fbicm's CAM lookups).
    pub head_field_bits: u32,
    /// Buffer RAM: B entries, B copies of the head fields, and a next pointer (log2 B bits)
    /// per entry when the input has several queues (linked lists).
    pub ram_bits: u64,
    /// Free list of the linked lists: B x log2 B (0 for one queue).
    pub free_list_bits: u64,
    /// One queue: the fields of its head and of the entry behind it. Several: per queue the
    /// head's fields, head, second-entry and tail pointers, empty flag (the flit itself is read
    /// from the RAM; docs/MICROARCHITECTURE.md "Queue heads as fields").
    pub head_register_bits: u64,
    /// All of the above.
    pub total_bits: u64,
}

/// One field of the FBICM routing-table extension or CAM line, in bits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Field {
    pub name: &'static str,
    pub bits: u32,
    pub rule: &'static str,
}

/// What FBICM costs in a switch of this network with `cfqs` CFQs per port (seed 001 §3.3).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FbicmResources {
    /// CFQs (and CAM lines) per port, `switch.cfqs`.
    pub cfqs: u32,
    /// Routing-table entries: one per destination host.
    pub routing_table_entries: u32,
    /// The plain routing table: the output port per destination.
    pub plain_routing_table_bits_per_entry: u32,
    pub plain_routing_table_bits: u64,
    /// OP, CLOP, CLIP, NSB.
    pub routing_table_fields: Vec<Field>,
    pub routing_table_bits_per_entry: u32,
    pub routing_table_bits: u64,
    /// The same totals in Kibit (1024 bits), the unit seed 001 writes as "KB" (see docs).
    pub plain_routing_table_kibit: f64,
    pub routing_table_kibit: f64,
    /// Active, Stop, ReceivingControl, SentStop, CongestedPort, HopsToReach, NextCFQ (the
    /// list-of-destinations lives in the routing table).
    pub cam_line_fields: Vec<Field>,
    pub cam_line_bits: u32,
    /// CAM lines of one input port and of one output port (the same count and layout).
    pub cam_bits_per_input_port: u64,
    pub cam_bits_per_output_port: u64,
    /// Routing table + CAM lines of all ports of one switch.
    pub fbicm_bits_per_switch: u64,
    /// Queue RAM of one input (the packet buffer: B flits of `flit_bits`), shared by the NFQ and
    /// the CFQs.
    pub queue_ram_bits_per_input: u64,
}

/// The queue storage of one input of the configured switch.
pub fn queue_storage(p: &Params) -> QueueStorage {
    let b = p.cfg.switch.buffer_flits as u64;
    let entry_bits = p.cfg.switch.flit_bits + 1 + p.port_bits;
    let nq = p.queues_per_input as u64;
    let fifo_fields = p.port_bits + 1 + p.header.len_bits;
    let (head_field_bits, ram_bits, free_list_bits, head_register_bits) = if nq == 1 {
        let f = fifo_fields as u64;
        (fifo_fields, b * (entry_bits as u64 + f), 0, 2 * f)
    } else {
        let aw = clog2(b).max(1) as u64;
        let fields = fifo_fields + p.header.host_bits;
        let f = fields as u64;
        (fields, b * (entry_bits as u64 + f + aw), b * aw, nq * (f + 3 * aw + 1))
    };
    QueueStorage {
        entry_bits,
        head_field_bits,
        ram_bits,
        free_list_bits,
        head_register_bits,
        total_bits: ram_bits + free_list_bits + head_register_bits,
    }
}

/// Bits of one output's egress buffer (issue 33; 0 without egress buffers): E flits of
/// `flit_bits` with, per entry, the head information {MB, length} (a FIFO: `sg_fifo`, plus two
/// head-information registers); with `recn`'s egress SAQs (1 + C queues in `sg_mqueue`) also a
/// next pointer per entry, a free list and per queue a head-information register and three
/// pointers.
pub fn egress_storage_bits(p: &Params) -> u64 {
    let e = p.egress_flits as u64;
    if e == 0 {
        return 0;
    }
    let info = 1 + p.header.len_bits as u64;
    let w = p.cfg.switch.flit_bits as u64;
    if p.cfg.switch.queue_scheme == crate::QueueScheme::Recn {
        let aw = clog2(e).max(1) as u64;
        let nq = 1 + p.cfg.switch.saqs as u64;
        e * (w + info + aw) + e * aw + nq * (info + 3 * aw + 1)
    } else {
        e * (w + info) + 2 * info
    }
}

/// FBICM's storage for this network's switches with `switch.cfqs` CFQs per port (with VCs per
/// VC: a port has vcs x cfqs lines, docs/MICROARCHITECTURE.md "FBICM inside virtual channels").
pub fn fbicm(p: &Params) -> FbicmResources {
    let c = p.cfg.switch.cfqs;
    let v = p.cam_vcs();
    let lines = c * v;
    let ports = p.ports;
    let n = p.hosts;
    let op = clog2(ports as u64).max(1);
    let routing_table_fields = vec![
        Field { name: "OP", bits: op, rule: "output port of the destination: log2(ports)" },
        Field { name: "CLOP", bits: lines, rule: "CAM lines of the output port OP the destination maps to: one bit per CAM line (vcs x cfqs)" },
        Field { name: "CLIP", bits: ports * lines, rule: "CAM lines of every input port the destination maps to: ports x vcs x cfqs" },
        Field { name: "NSB", bits: ports * v, rule: "notification sent upstream through each input port (and VC): one bit per port and VC" },
    ];
    let per_entry: u32 = routing_table_fields.iter().map(|f| f.bits).sum();
    let hops_bits = clog2(p.topology.max_hops as u64 + 1).max(1);
    let cam_line_fields = vec![
        Field { name: "Active", bits: 1, rule: "status bit" },
        Field { name: "Stop", bits: 1, rule: "status bit" },
        Field { name: "ReceivingControl", bits: 1, rule: "status bit" },
        Field { name: "SentStop", bits: 1, rule: "status bit" },
        Field { name: "CongestedPort", bits: op, rule: "output port detected as congested: log2(ports)" },
        Field { name: "HopsToReach", bits: hops_bits, rule: "hops to the congested point: log2(max hops + 1)" },
        Field { name: "NextCFQ", bits: clog2(c as u64).max(1), rule: "a CFQ index (of the line's VC): log2(cfqs)" },
    ];
    let cam_line_bits: u32 = cam_line_fields.iter().map(|f| f.bits).sum();
    let cam_port = lines as u64 * cam_line_bits as u64;
    let rt = n as u64 * per_entry as u64;
    FbicmResources {
        cfqs: c,
        routing_table_entries: n,
        plain_routing_table_bits_per_entry: op,
        plain_routing_table_bits: n as u64 * op as u64,
        routing_table_fields,
        routing_table_bits_per_entry: per_entry,
        routing_table_bits: rt,
        plain_routing_table_kibit: (n as u64 * op as u64) as f64 / 1024.0,
        routing_table_kibit: rt as f64 / 1024.0,
        cam_line_fields,
        cam_line_bits,
        cam_bits_per_input_port: cam_port,
        cam_bits_per_output_port: cam_port,
        fbicm_bits_per_switch: rt + 2 * ports as u64 * cam_port,
        queue_ram_bits_per_input: p.cfg.switch.buffer_flits as u64 * p.cfg.switch.flit_bits as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(set: &[&str]) -> Params {
        let set: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        Params::new(crate::load(None, &set).unwrap()).unwrap()
    }

    #[test]
    fn one_queue_has_no_list_overhead_and_several_share_the_buffer() {
        let f = queue_storage(&params(&["switch.buffer_flits=32"]));
        assert_eq!(f.free_list_bits, 0);
        assert_eq!(f.head_register_bits, 2 * f.head_field_bits as u64);
        assert_eq!(f.total_bits, 32 * (f.entry_bits + f.head_field_bits) as u64 + f.head_register_bits);
        // bmin k=4 n=3: 8 ports (3 port bits), 64-bit flits, 64 destinations
        let pv = params(&["topology.kind=bmin", "topology.k=4", "topology.n=3", "switch.queue_scheme=voq_net", "switch.buffer_flits=32"]);
        let v = queue_storage(&pv);
        assert_eq!(v.entry_bits, 64 + 1 + 3);
        // fields: port (3) + header bit + length + destination (6: 64 hosts)
        assert_eq!(v.head_field_bits, 3 + 1 + pv.header.len_bits + 6);
        assert_eq!(v.ram_bits, 32 * (68 + v.head_field_bits as u64 + 5));
        assert_eq!(v.free_list_bits, 32 * 5);
        assert_eq!(v.head_register_bits, 64 * (v.head_field_bits as u64 + 3 * 5 + 1));
    }
}
