//! Scoreboard (SPEC §6): every packet delivered exactly once, uncorrupted, to its destination, in
//! order per flow. Sources record each packet in their flow's [`InFlight`] queue when its header
//! is injected; the destination checks each delivered packet against the oldest in-flight packet
//! of its flow (data flows and ACK flows are separate), and every body flit against its payload.

use std::collections::VecDeque;

/// A packet the scoreboard expects to be delivered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sent {
    /// Full (unwrapped) per-flow sequence number.
    pub seq: u32,
    pub len: u32,
    /// Generation cycle.
    pub gen: u64,
    pub class: u8,
    /// Injection cycle: the header left the source on its injection link.
    pub inj: u64,
}

/// A delivery that breaks exactly-once, in-order, uncorrupted delivery.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScoreboardError {
    #[error("cycle {cycle}: host {host} received a packet for host {dst} (flow {src}->{dst}, seq {seq})")]
    Misdelivered { cycle: u64, host: u32, src: u32, dst: u32, seq: u32 },
    #[error("cycle {cycle}: host {host}: {kind} flow {src}->{host}: received seq {got} but nothing is outstanding (duplicate or phantom)")]
    Unexpected { cycle: u64, host: u32, src: u32, kind: &'static str, got: u32 },
    #[error("cycle {cycle}: host {host}: {kind} flow {src}->{host}: expected seq {expected}, received {got} (lost or reordered)")]
    OutOfOrder { cycle: u64, host: u32, src: u32, kind: &'static str, expected: u32, got: u32 },
    #[error("cycle {cycle}: host {host}: {kind} flow {src}->{host} seq {seq}: length {got} flits, sent {expected}")]
    Length { cycle: u64, host: u32, src: u32, kind: &'static str, seq: u32, expected: u32, got: u32 },
    #[error("cycle {cycle}: host {host}: {kind} flow {src}->{host} seq {seq}: flit {index} corrupted: expected 0x{expected:x}, received 0x{got:x}")]
    Corrupted { cycle: u64, host: u32, src: u32, kind: &'static str, seq: u32, index: u32, expected: u64, got: u64 },
}

/// Payload of body flit `index` of packet (src, dst, seq), masked to `flit_bits` (splitmix64).
#[inline]
pub fn payload(src: u32, dst: u32, seq: u32, index: u32, ack: bool, flit_bits: u32) -> u64 {
    let mut z = ((src as u64) << 40) ^ ((dst as u64) << 20) ^ ((seq as u64) << 5) ^ index as u64 ^ ((ack as u64) << 63);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    if flit_bits >= 64 {
        z
    } else {
        z & ((1u64 << flit_bits) - 1)
    }
}

/// Packets of one flow injected and not yet delivered, oldest first. Kept by the source in its
/// flow entry (model/src/hosts.rs), so a delivery touches the flow it belongs to and nothing else.
pub type InFlight = VecDeque<Sent>;

/// Checks a packet delivered at `host` in `cycle` (header fields as received, `len` flits
/// counted) against its flow's in-flight queue `q` and pops it. `corrupt` is the first body flit
/// that did not match its payload: (index, expected, got). `seq_mask` keeps the bits of the
/// sequence number that travel in the header. `reorder` (adaptive routing, whose packets of
/// one flow take different paths): the packet is matched to the oldest in-flight packet with
/// its sequence number instead of the oldest of all (exactly once, in any order; the header's
/// sequence bits must outnumber the packets of a flow in flight).
#[allow(clippy::too_many_arguments)]
pub fn check_delivery(
    q: &mut InFlight,
    seq_mask: u32,
    reorder: bool,
    cycle: u64,
    host: u32,
    src: u32,
    dst: u32,
    ack: bool,
    seq: u32,
    len: u32,
    corrupt: Option<(u32, u64, u64)>,
) -> Result<Sent, ScoreboardError> {
    let kind = if ack { "ACK" } else { "data" };
    if dst != host {
        return Err(ScoreboardError::Misdelivered { cycle, host, src, dst, seq });
    }
    let at = if reorder { q.iter().position(|s| s.seq & seq_mask == seq).unwrap_or(0) } else { 0 };
    let Some(front) = q.get(at).copied() else {
        return Err(ScoreboardError::Unexpected { cycle, host, src, kind, got: seq });
    };
    if front.seq & seq_mask != seq {
        return Err(ScoreboardError::OutOfOrder { cycle, host, src, kind, expected: front.seq & seq_mask, got: seq });
    }
    if front.len != len {
        return Err(ScoreboardError::Length { cycle, host, src, kind, seq, expected: front.len, got: len });
    }
    if let Some((index, expected, got)) = corrupt {
        return Err(ScoreboardError::Corrupted { cycle, host, src, kind, seq, index, expected, got });
    }
    q.remove(at);
    Ok(front)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn sent(seq: u32) -> Sent {
        Sent { seq, len: 2, gen: 0, class: 0, inj: 0 }
    }

    #[derive(Debug, Clone, Copy)]
    enum FaultKind {
        Drop,
        Duplicate,
        Swap,
        Corrupt,
        Misdeliver,
    }

    proptest! {
        /// Any one fault in a stream of deliveries is reported; a clean stream never is.
        #[test]
        fn every_fault_is_caught(n in 2u32..40, at in 0usize..39, kind in 0usize..6) {
            let at = at % (n as usize - 1);
            let mut order: Vec<(u32, u32, Option<(u32, u64, u64)>)> = (0..n).map(|s| (s, 3, None)).collect();
            let fault = [Some(FaultKind::Drop), Some(FaultKind::Duplicate), Some(FaultKind::Swap), Some(FaultKind::Corrupt), Some(FaultKind::Misdeliver), None][kind];
            match fault {
                Some(FaultKind::Drop) => { order.remove(at); }
                Some(FaultKind::Duplicate) => { let x = order[at]; order.insert(at, x); }
                Some(FaultKind::Swap) => order.swap(at, at + 1),
                Some(FaultKind::Corrupt) => order[at].2 = Some((1, 5, 6)),
                Some(FaultKind::Misdeliver) => order[at].1 = 4,
                None => {}
            }
            let mut q = InFlight::new();
            for s in 0..n { q.push_back(sent(s)); }
            let mut failed = false;
            for (seq, dst, c) in order {
                if check_delivery(&mut q, 0xffff, false, 10, 3, 1, dst, false, seq, 2, c).is_err() { failed = true; break; }
            }
            // a dropped last packet is only visible as a packet still in flight
            let dropped_last = matches!(fault, Some(FaultKind::Drop)) && at == n as usize - 1;
            prop_assert_eq!(failed || (dropped_last && q.len() == 1), fault.is_some());
        }
    }

    #[test]
    fn reorder_mode_accepts_any_order_exactly_once() {
        let fill = || (0..4).map(sent).collect::<InFlight>();
        // in order and swapped: both accepted with reorder, the swap refused without
        for order in [[0, 1, 2, 3], [1, 0, 3, 2], [3, 2, 1, 0]] {
            let mut q = fill();
            for s in order {
                check_delivery(&mut q, 0xffff, true, 0, 1, 0, 1, false, s, 2, None).unwrap();
            }
            assert!(q.is_empty());
            let mut q = fill();
            let strict = order.iter().try_for_each(|&s| check_delivery(&mut q, 0xffff, false, 0, 1, 0, 1, false, s, 2, None).map(|_| ()));
            assert_eq!(strict.is_err(), order != [0, 1, 2, 3]);
        }
        // a duplicate and a phantom are refused, a wrong length too
        let mut q = fill();
        check_delivery(&mut q, 0xffff, true, 0, 1, 0, 1, false, 2, 2, None).unwrap();
        assert!(matches!(check_delivery(&mut q, 0xffff, true, 0, 1, 0, 1, false, 2, 2, None), Err(ScoreboardError::OutOfOrder { .. })));
        assert!(check_delivery(&mut q, 0xffff, true, 0, 1, 0, 1, false, 9, 2, None).is_err());
        assert!(matches!(check_delivery(&mut q, 0xffff, true, 0, 1, 0, 1, false, 1, 3, None), Err(ScoreboardError::Length { .. })));
    }

    #[test]
    fn sequence_numbers_wrap_on_the_wire() {
        let mut q: InFlight = (0..40).map(sent).collect();
        for s in 0..40 {
            check_delivery(&mut q, 15, false, 0, 1, 0, 1, true, s & 15, 2, None).unwrap();
        }
        assert!(q.is_empty());
    }

    #[test]
    fn payload_depends_on_every_field() {
        let p = payload(1, 2, 3, 4, false, 64);
        assert!([payload(0, 2, 3, 4, false, 64), payload(1, 0, 3, 4, false, 64), payload(1, 2, 0, 4, false, 64), payload(1, 2, 3, 0, false, 64), payload(1, 2, 3, 4, true, 64)]
            .iter()
            .all(|&q| q != p));
        assert!(payload(1, 2, 3, 4, false, 20) < 1 << 20);
    }
}
