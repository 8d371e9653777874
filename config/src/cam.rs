//! The backward control channel and monitor layout of the CAM-based schemes, FBICM (seed 001
//! §3.5) and RECN (seed 004 §4; docs/MICROARCHITECTURE.md, "FBICM" and "RECN"), shared by the
//! model, the generator and the co-simulation so the three agree bit for bit.

/// What an input port tells its upstream output port every cycle over the backward channel,
/// next to the credit (seed 001 §3.5's Stop/Go notifications, as levels plus one message).
///
/// `stop` and `active` are bit vectors over the input's CAM lines (bit l = line l): `active` is
/// the line's Active bit, `stop` its SentStop bit (FBICM's Stop, RECN's Xoff: the upstream output
/// line l must not accept the line's packets). `add` asks the upstream output port to add a key
/// to its CAM line `line` (allocating it with `hops` when it is not active): FBICM a
/// destination, RECN the route to the congested point (the notification).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Fb {
    pub stop: u32,
    pub active: u32,
    pub add: Option<FbAdd>,
}

/// A key added to a CAM line upstream. FBICM: a destination host (seed 001 §3.3 NSB: sent once
/// per destination and port while the line holds it). RECN: the turnpool from the receiving
/// output's downstream input port to the congested point, `hops` turns of `port_bits` bits,
/// first turn lowest (seed 004 §4.1: sent once per line, when its SAQ first crosses Xoff).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FbAdd {
    pub line: u32,
    pub key: u64,
    /// HopsToReach of the sending line (RECN: the turns in `key`).
    pub hops: u32,
}

/// Bits of the HopsToReach fields (saturating at 15 hops).
pub const HOP_BITS: u32 = 4;

/// Widest RECN turnpool (bits): the monitor word holds a route in 40 bits.
pub const MAX_TURNPOOL_BITS: u32 = 40;

/// Bit layout of the backward channel `fb` of one link, `width` bits (at least 1, all zero
/// without FBICM or RECN): `[C-1:0]` stop, `[2C-1:C]` active, `[2C]` add valid, then the add's
/// line (`line_bits`), key (`key_bits`) and hops ([`HOP_BITS`]), least significant first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct FbLayout {
    /// CAM lines per port C (0 without FBICM or RECN).
    pub lines: u32,
    pub line_bits: u32,
    /// Bits of an ADD's key: a host number (FBICM) or a turnpool (RECN).
    pub key_bits: u32,
    pub width: u32,
}

impl FbLayout {
    pub fn new(lines: u32, key_bits: u32) -> FbLayout {
        let line_bits = crate::header::clog2(lines as u64).max(1);
        let width = if lines == 0 { 1 } else { 2 * lines + 1 + line_bits + key_bits + HOP_BITS };
        FbLayout { lines, line_bits, key_bits, width }
    }

    /// The channel as a word (`width` <= 64 bits: [`crate::Params::new`] refuses wider).
    pub fn pack(&self, f: &Fb) -> u64 {
        if self.lines == 0 {
            return 0;
        }
        let c = self.lines;
        let mut v = f.stop as u64 | (f.active as u64) << c;
        if let Some(a) = f.add {
            let mut s = 2 * c;
            v |= 1 << s;
            s += 1;
            v |= (a.line as u64) << s;
            s += self.line_bits;
            v |= (a.key & ((1u64 << self.key_bits) - 1)) << s;
            s += self.key_bits;
            v |= (a.hops as u64) << s;
        }
        v
    }

    pub fn unpack(&self, v: u64) -> Fb {
        if self.lines == 0 {
            return Fb::default();
        }
        let c = self.lines;
        let m = |b: u32| (1u64 << b) - 1;
        let mut f = Fb { stop: (v & m(c)) as u32, active: ((v >> c) & m(c)) as u32, add: None };
        if (v >> (2 * c)) & 1 == 1 {
            let mut s = 2 * c + 1;
            let line = ((v >> s) & m(self.line_bits)) as u32;
            s += self.line_bits;
            let key = (v >> s) & m(self.key_bits);
            s += self.key_bits;
            let hops = ((v >> s) & m(HOP_BITS)) as u32;
            f.add = Some(FbAdd { line, key, hops });
        }
        f
    }
}

/// The CAM monitor (`cam_o` of `sg_switch`, compared every cycle in lockstep): per port p,
/// [`mon::words_per_port`] words of 64 bits from word `p * words_per_port`:
/// - word 0, input p: `[31:0]` CAM-full events, `[47:32]` NSB bits set (FBICM), `[63:48]` NFQ
///   flits;
/// - word 1 + l, input CAM line l: `[0]` Active, `[1]` Stop, `[2]` ReceivingControl,
///   `[3]` SentStop (Xoff), `[4]` notified (RECN), `[15:8]` CongestedPort, `[23:16]`
///   HopsToReach, `[31:24]` NextCFQ, `[47:32]` destinations in the line (FBICM: CLIP bits set)
///   or headers still to wait for (RECN: the in-order pointer), `[63:48]` CFQ / SAQ flits;
/// - word 1 + C + l, output CAM line l: `[0]` Active, `[1]` Stop, `[23:16]` HopsToReach, and
///   FBICM `[47:32]` destinations in the line (CLOP bits set), RECN `[63:24]` the route;
/// - RECN only, word 1 + 2C + l, input CAM line l: `[39:0]` the turns after this switch,
///   `[47:40]` the queue waited for (the in-order pointer: a normal / detection queue or a SAQ,
///   numbered as in the switch), `[63:48]` headers in the SAQ.
pub mod mon {
    pub const ACTIVE: u32 = 0;
    pub const STOP: u32 = 1;
    pub const RC: u32 = 2;
    pub const SENT_STOP: u32 = 3;
    pub const NOTIFIED: u32 = 4;
    /// `recn` with egress SAQs: the line's SAQ is held by the egress-SAQ bound (its candidate
    /// would enter an egress SAQ in Xoff that it does not mirror), and in word 0 (16 bits) how
    /// many normal / detection queues are.
    pub const EHOLD: u32 = 5;
    pub const EHOLD_N_LSB: u32 = 32;
    pub const PORT_LSB: u32 = 8;
    pub const HOPS_LSB: u32 = 16;
    pub const NEXT_LSB: u32 = 24;
    pub const ROUTE_LSB: u32 = 24;
    pub const SET_LSB: u32 = 32;
    pub const WAIT_ON_LSB: u32 = 40;
    pub const FLITS_LSB: u32 = 48;

    /// Egress line words (`recn` on a CIOQ switch, issue 33 step 3): the SAQ's headers
    /// (16 bits), the in-order pointer's headers to wait for (16 bits) and queue (8 bits: 0 the
    /// egress normal queue, 1 + l SAQ l), the SAQ's flits (16 bits at FLITS_LSB) and SentStop
    /// (the Xoff towards the ingress ports, at SENT_STOP).
    pub const EG_HEADERS_LSB: u32 = 8;
    pub const EG_WAIT_LSB: u32 = 24;

    /// Words per port for C CAM lines (`recn`: one more per input line; `recn` with egress
    /// SAQs: one more per output line).
    pub fn words_per_port(lines: u32, recn: bool, egress_saqs: bool) -> usize {
        (2 + recn as usize + (recn && egress_saqs) as usize) * lines as usize + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_unpack_round_trip() {
        let l = FbLayout::new(8, 6);
        assert_eq!(l.width, 16 + 1 + 3 + 6 + 4);
        for f in [
            Fb::default(),
            Fb { stop: 0x81, active: 0xff, add: None },
            Fb { stop: 0, active: 1, add: Some(FbAdd { line: 7, key: 63, hops: 15 }) },
            Fb { stop: 3, active: 3, add: Some(FbAdd { line: 0, key: 0, hops: 0 }) },
        ] {
            let v = l.pack(&f);
            assert!(v < 1 << l.width);
            assert_eq!(l.unpack(v), f);
        }
        assert_eq!(FbLayout::new(0, 6).width, 1);
        assert_eq!(FbLayout::new(16, 12).width, 32 + 1 + 4 + 12 + 4);
    }
}
