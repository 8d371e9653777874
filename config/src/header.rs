//! Header flit layout (SPEC §1), derived from the configuration. Documented in `docs/HEADER.md`.
//!
//! Fields from bit 0 upwards: `type` (1 bit: 0 DATA, 1 ACK), `len` (flits), `dst`, `src`, `seq`
//! (per-flow sequence number, for the scoreboard), `mb`, `vb`, `fecn`, `becn`, and with RECN the
//! turnpool `tp` (the source route: one turn of `port_bits` bits per hop still to go, the
//! current switch's turn in the lowest bits; each switch shifts its turn out). Bits above
//! `total_bits` are zero in a header. Body flits carry a payload the scoreboard can check.

/// Widest header, bits: the model carries the low 64 bits of every flit (docs/HEADER.md).
pub const MAX_HEADER_BITS: u32 = 64;

/// Width of the per-flow sequence number in bits.
pub const SEQ_BITS: u32 = 16;

/// Bit positions (LSB offsets) and widths of the header fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct HeaderLayout {
    pub type_lsb: u32,
    pub len_lsb: u32,
    pub len_bits: u32,
    pub dst_lsb: u32,
    pub host_bits: u32,
    pub src_lsb: u32,
    pub seq_lsb: u32,
    pub seq_bits: u32,
    pub mb_bit: u32,
    pub vb_bit: u32,
    pub fecn_bit: u32,
    pub becn_bit: u32,
    /// Turnpool (RECN source route, seed 004 §4.1): `tp_bits` bits from `tp_lsb`, 0 bits without
    /// RECN. Turn `k` (bits `[k*port_bits +: port_bits]`) is the output-port offset at the k-th
    /// switch still to cross: output = (input + turn) mod P.
    pub tp_lsb: u32,
    pub tp_bits: u32,
    /// Virtual channel (issue 34): `vc_bits` bits from `vc_lsb`, 0 bits with one VC. Every
    /// switch output and every host writes the VC the packet takes on the link it enters, so a
    /// header on a link names the downstream VC that holds its packet ([`HeaderLayout::with_vc`]).
    pub vc_lsb: u32,
    pub vc_bits: u32,
    /// InfiniBand service level (issue 34 step 2): `sl_bits` bits (4, SLs 0..=15) from
    /// `sl_lsb`, above the VC field, only with `switch.sl_to_vl` (0 bits otherwise). The source
    /// host writes it from the packet's traffic class; every switch maps it through its
    /// SL-to-VL table to the VC the packet takes on its next link ([`HeaderLayout::with_sl`]).
    pub sl_lsb: u32,
    pub sl_bits: u32,
    /// Header width in bits (the smallest legal `switch.flit_bits`).
    pub total_bits: u32,
}

/// Bits of the header's service-level field (InfiniBand: 16 SLs, IBA vol. 1 §7.6.5).
pub const SL_BITS: u32 = 4;

/// Bits needed to hold values `0..n` (at least 1).
pub fn clog2(n: u64) -> u32 {
    if n <= 1 {
        1
    } else {
        64 - (n - 1).leading_zeros()
    }
}

/// A decoded header (all fields as plain integers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Header {
    pub ack: bool,
    pub len: u32,
    pub dst: u32,
    pub src: u32,
    pub seq: u32,
    pub mb: bool,
    pub vb: bool,
    pub fecn: bool,
    pub becn: bool,
    /// Turnpool (RECN): the turns still to take, current switch's in the lowest bits.
    pub tp: u64,
}

impl HeaderLayout {
    /// Layout for `hosts` hosts, packets of up to `max_packet_flits` flits and a turnpool of
    /// `tp_bits` bits (0 without RECN).
    pub fn new(hosts: u32, max_packet_flits: u32, tp_bits: u32) -> HeaderLayout {
        let len_bits = clog2(max_packet_flits as u64 + 1);
        let host_bits = clog2(hosts as u64);
        let len_lsb = 1;
        let dst_lsb = len_lsb + len_bits;
        let src_lsb = dst_lsb + host_bits;
        let seq_lsb = src_lsb + host_bits;
        let mb_bit = seq_lsb + SEQ_BITS;
        HeaderLayout {
            type_lsb: 0,
            len_lsb,
            len_bits,
            dst_lsb,
            host_bits,
            src_lsb,
            seq_lsb,
            seq_bits: SEQ_BITS,
            mb_bit,
            vb_bit: mb_bit + 1,
            fecn_bit: mb_bit + 2,
            becn_bit: mb_bit + 3,
            tp_lsb: mb_bit + 4,
            tp_bits,
            vc_lsb: mb_bit + 4 + tp_bits,
            vc_bits: 0,
            sl_lsb: mb_bit + 4 + tp_bits,
            sl_bits: 0,
            total_bits: mb_bit + 4 + tp_bits,
        }
    }

    /// The layout with a virtual-channel field of clog2(`vcs`) bits above every other field (none
    /// for one VC): the header of a network with `switch.vcs` = `vcs`.
    pub fn with_vc(mut self, vcs: u32) -> HeaderLayout {
        self.vc_lsb = self.total_bits;
        self.vc_bits = if vcs > 1 { clog2(vcs as u64) } else { 0 };
        self.total_bits += self.vc_bits;
        self.sl_lsb = self.total_bits;
        self
    }

    /// The layout with a service-level field of [`SL_BITS`] bits above every other field when
    /// `sl` (`switch.sl_to_vl` set), none otherwise.
    pub fn with_sl(mut self, sl: bool) -> HeaderLayout {
        self.sl_lsb = self.total_bits;
        self.sl_bits = if sl { SL_BITS } else { 0 };
        self.total_bits += self.sl_bits;
        self
    }

    /// SL field of a header flit (0 without service levels).
    #[inline]
    pub fn sl(&self, flit: u64) -> u32 {
        Self::field(flit, self.sl_lsb, self.sl_bits)
    }

    /// The header flit with its SL field set to `sl` (what a source host writes; no effect
    /// without service levels).
    #[inline]
    pub fn set_sl(&self, flit: u64, sl: u32) -> u64 {
        Self::set_field(flit, self.sl_lsb, self.sl_bits, sl)
    }

    /// VC field of a header flit (0 with one VC).
    #[inline]
    pub fn vc(&self, flit: u64) -> u32 {
        Self::field(flit, self.vc_lsb, self.vc_bits)
    }

    /// Mask of the VC field in a header flit (0 with one VC).
    #[inline]
    pub fn vc_mask(&self) -> u64 {
        ((1u64 << self.vc_bits) - 1) << self.vc_lsb
    }

    /// The header flit with its VC field set to `vc` (what an output or a host writes).
    #[inline]
    pub fn set_vc(&self, flit: u64, vc: u32) -> u64 {
        Self::set_field(flit, self.vc_lsb, self.vc_bits, vc)
    }

    #[inline]
    fn field(x: u64, lsb: u32, bits: u32) -> u32 {
        ((x >> lsb) & ((1u64 << bits) - 1)) as u32
    }

    /// `x` with its `bits`-bit field at `lsb` replaced by `v` (its low `bits` bits).
    #[inline]
    fn set_field(x: u64, lsb: u32, bits: u32, v: u32) -> u64 {
        let m = ((1u64 << bits) - 1) << lsb;
        (x & !m) | ((v as u64) << lsb & m)
    }

    /// Destination field of a header flit.
    #[inline]
    pub fn dst(&self, flit: u64) -> u32 {
        Self::field(flit, self.dst_lsb, self.host_bits)
    }

    /// Length field of a header flit, in flits.
    #[inline]
    pub fn len(&self, flit: u64) -> u32 {
        Self::field(flit, self.len_lsb, self.len_bits)
    }

    /// Turnpool field of a header flit (0 without RECN).
    #[inline]
    pub fn tp(&self, flit: u64) -> u64 {
        if self.tp_bits == 0 {
            0
        } else {
            (flit >> self.tp_lsb) & (u64::MAX >> (64 - self.tp_bits))
        }
    }

    /// The header with its turnpool shifted by one turn of `port_bits` bits (what a RECN switch
    /// stores and forwards: the next switch's turn comes first).
    #[inline]
    pub fn shift_tp(&self, flit: u64, port_bits: u32) -> u64 {
        let tp = self.tp(flit);
        (flit & !(self.tp_mask())) | ((tp >> port_bits) << self.tp_lsb)
    }

    /// Bits of a header flit's low word that a switch rewrites: `mb`, `vb`, `fecn` and the
    /// turnpool. Every other bit of every flit is carried unchanged from source to destination.
    pub fn rewritten_mask(&self) -> u64 {
        (1u64 << self.mb_bit) | (1u64 << self.vb_bit) | (1u64 << self.fecn_bit) | self.tp_mask() | self.vc_mask()
    }

    /// Word `k` (k >= 1: bits `[64k, 64k + 64)`, masked to the flit) of a flit wider than 64 bits
    /// whose low word is `low`, as the hosts put it on the wire (docs/HEADER.md "Wide flits").
    ///
    /// The model carries the low 64 bits of a flit, which hold the whole header (at most
    /// [`MAX_HEADER_BITS`]) and the start of a body flit's payload. A switch never writes bits
    /// 64 and up, so they are a function of what it does not rewrite either: splitmix64 of the low
    /// word without [`HeaderLayout::rewritten_mask`], salted by `k`. The co-simulation drives
    /// these words into the RTL and checks every word of every valid output flit against them,
    /// every cycle; a flit whose upper words were lost, swapped with another flit's or corrupted
    /// differs.
    #[inline]
    pub fn wide_word(&self, low: u64, k: u32) -> u64 {
        let mut z = (low & !self.rewritten_mask()) ^ (k as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93);
        z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Writes words 1.. of a `flit_bits`-bit flit with low word `low` into `out` (one u64 per
    /// word, the top word masked to the flit): `out.len()` = ceil(flit_bits / 64) - 1.
    #[inline]
    pub fn wide_words(&self, low: u64, flit_bits: u32, out: &mut [u64]) {
        for (i, w) in out.iter_mut().enumerate() {
            let k = i as u32 + 1;
            let bits = flit_bits.saturating_sub(64 * k).min(64);
            let x = self.wide_word(low, k);
            *w = if bits >= 64 { x } else { x & ((1u64 << bits) - 1) };
        }
    }

    fn tp_mask(&self) -> u64 {
        if self.tp_bits == 0 {
            0
        } else {
            (u64::MAX >> (64 - self.tp_bits)) << self.tp_lsb
        }
    }

    pub fn decode(&self, flit: u64) -> Header {
        Header {
            ack: flit & 1 == 1,
            len: self.len(flit),
            dst: self.dst(flit),
            src: Self::field(flit, self.src_lsb, self.host_bits),
            seq: Self::field(flit, self.seq_lsb, self.seq_bits),
            mb: (flit >> self.mb_bit) & 1 == 1,
            vb: (flit >> self.vb_bit) & 1 == 1,
            fecn: (flit >> self.fecn_bit) & 1 == 1,
            becn: (flit >> self.becn_bit) & 1 == 1,
            tp: self.tp(flit),
        }
    }

    /// Encodes `h`; fields wider than their width are truncated.
    pub fn encode(&self, h: &Header) -> u64 {
        let m = |v: u32, bits: u32| (v as u64) & ((1u64 << bits) - 1);
        (h.ack as u64)
            | m(h.len, self.len_bits) << self.len_lsb
            | m(h.dst, self.host_bits) << self.dst_lsb
            | m(h.src, self.host_bits) << self.src_lsb
            | m(h.seq, self.seq_bits) << self.seq_lsb
            | (h.mb as u64) << self.mb_bit
            | (h.vb as u64) << self.vb_bit
            | (h.fecn as u64) << self.fecn_bit
            | (h.becn as u64) << self.becn_bit
            | (h.tp << self.tp_lsb) & self.tp_mask()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clog2_values() {
        assert_eq!([clog2(1), clog2(2), clog2(3), clog2(4), clog2(5), clog2(64), clog2(65)], [1, 1, 2, 2, 3, 6, 7]);
    }

    #[test]
    fn encode_decode_roundtrip() {
        let l = HeaderLayout::new(64, 8, 0);
        assert_eq!(l.total_bits, 1 + 4 + 6 + 6 + 16 + 4);
        let h = Header { ack: true, len: 8, dst: 63, src: 17, seq: 0xBEEF, mb: true, vb: false, fecn: true, becn: false, tp: 0 };
        assert_eq!(l.decode(l.encode(&h)), h);
        assert_eq!(l.dst(l.encode(&h)), 63);
        assert_eq!(l.len(l.encode(&h)), 8);
    }

    #[test]
    fn turnpool_round_trip_and_shift() {
        // bmin k=4 n=3: 5 hops of 3 bits
        let l = HeaderLayout::new(64, 8, 15);
        assert_eq!(l.total_bits, 37 + 15);
        let h = Header { len: 3, dst: 5, src: 60, seq: 7, fecn: true, tp: 0b101_000_111_010_110, ..Default::default() };
        let f = l.encode(&h);
        assert_eq!(l.decode(f), h);
        let g = l.shift_tp(f, 3);
        assert_eq!(l.tp(g), 0b101_000_111_010);
        assert_eq!(l.decode(g), Header { tp: 0b101_000_111_010, ..h });
        assert_eq!(l.tp(l.shift_tp(l.shift_tp(l.shift_tp(l.shift_tp(g, 3), 3), 3), 3)), 0);
        // without RECN the field is empty and shifting changes nothing
        let l0 = HeaderLayout::new(64, 8, 0);
        let f0 = l0.encode(&Header { tp: 0x7fff, ..h });
        assert_eq!(l0.tp(f0), 0);
        assert_eq!(l0.shift_tp(f0, 3), f0);
    }

    #[test]
    fn wide_words_ignore_rewritten_bits_and_see_every_other_bit() {
        let l = HeaderLayout::new(64, 8, 15);
        let h = l.encode(&Header { len: 3, dst: 5, src: 60, seq: 7, tp: 0b101_000_111_010_110, ..Default::default() });
        let words = |low: u64, w: u32| {
            let mut v = vec![0; (w as usize).div_ceil(64) - 1];
            l.wide_words(low, w, &mut v);
            v
        };
        let base = words(h, 512);
        assert_eq!(base.len(), 7);
        // what a switch does to a header (mark, shift the turnpool) leaves the upper words as they were
        let marked = l.shift_tp(h | 1 << l.mb_bit | 1 << l.vb_bit | 1 << l.fecn_bit, 3);
        assert_eq!(words(marked, 512), base);
        // any other bit of the low word changes every upper word
        for b in (0..64).filter(|b| l.rewritten_mask() >> b & 1 == 0) {
            let other = words(h ^ 1 << b, 512);
            assert!(other.iter().zip(&base).all(|(x, y)| x != y), "bit {b}");
        }
        // the top word is masked to the flit; the words differ from each other
        assert_eq!(words(h, 100), vec![base[0] & ((1 << 36) - 1)]);
        assert!(base.windows(2).all(|w| w[0] != w[1]));
    }
}
