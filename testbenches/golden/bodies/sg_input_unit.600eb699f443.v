`default_nettype none
// named constants (SG_*): listed first in switchgen.f, included here when compiled alone
`ifndef SG_DEFS_V
`include "sg_defs.v"
`endif

// Input unit of the switch (docs/MICROARCHITECTURE.md): receives flits, routes headers through the
// switch's table (or their turnpool with recn), writes them into NQ queues (1 for fifo, P for
// voq_sw, one per host for voq_net, the NFQ and C CFQs / SAQs for fbicm / recn, whose CAM lines,
// post-processing and Stop/Go live in sg_cam_input, instantiated here)
// that share the port's buffer of B flits (sg_mqueue; the upstream's credits bound their sum),
// picks one request per cycle while idle, sends the granted packet flit by flit, and returns one credit per flit leaving the buffer. For the
// congestion marking of seed 002 §IV-A it reports when its buffer becomes full, which outputs the
// packets waiting in it request, and (naive marking) whether the packet it requests is marked.
module sg_input_unit #(
  parameter integer P = 4,             // switch ports
  parameter integer PB = 2,            // bits of a port number
  parameter integer W = 64,            // flit bits
  parameter integer B = 8,             // buffer flits
  parameter integer N = 64,            // hosts
  parameter integer HB = 6,            // bits of a host number
  parameter integer LB = 4,            // bits of the length field
  parameter integer CB = 4,            // bits of a credit counter
  parameter integer NQ = 1,            // queues
  parameter integer QB = 1,            // bits of a queue number
  // queue of a packet: 0 the one queue (fifo), 1 its output port (voq_sw), 2 its destination
  // (voq_net), 3 from the CAM lines (fbicm: the NFQ; recn: classified at arrival)
  parameter integer QSEL = 0,
  parameter integer MAXLEN = 8,        // largest packet, flits
  parameter integer RAM = `SG_RAM_LUT, // flit memory: `SG_RAM_LUT or `SG_RAM_BLOCK
  parameter integer LEN_LSB = 1,       // header: length field
  parameter integer DST_LSB = 5,       // header: destination field
  parameter integer CREDIT_DELAY = 1,  // cycles, >= 1
  parameter integer OLDEST_FIRST = 0,  // 1: keep head ages
  parameter integer AGE_BITS = 8,
  parameter integer MARKING = 0,       // 0 none, 1 naive, 2 ipm, 3 opm, 4 mvpm
  parameter integer MB_BIT = 0,        // header: MB (mvpm)
  parameter integer MB_THR = 0,        // mvpm: MB when more packets than this are stored
  // fbicm / recn (QSEL = 3, docs/MICROARCHITECTURE.md "FBICM", "RECN"): the normal queues
  // first (fbicm, recn basic: the NFQ, queue 0; recn enhanced: detection queue o for output o,
  // queues 0..P-1), then SQ0 + l, the CFQ (SAQ) of CAM line l
  parameter integer KEY = 0,           // 0 fbicm (destination sets), 1 recn basic, 2 recn enhanced (routes)
  parameter integer ME = 0,            // this input's port number (recn: turns are port offsets)
  parameter integer C = 1,             // CAM lines (NQ - 1 with fbicm / recn)
  parameter integer CLB = 1,           // bits of a line number
  parameter integer HOPB = 4,          // HopsToReach bits
  parameter integer FBW = 1,           // backward control channel bits
  parameter integer KB = 1,            // bits of an ADD's key (fbicm: HB; recn: TPB)
  parameter integer TP_LSB = 0,        // recn: header turnpool field, TPB bits
  parameter integer TPB = 1,
  parameter integer CNTB = 1,          // recn basic: cnt1 width
  parameter integer EGR = 0,           // recn basic: egress detection when cnt1 of the head's output exceeds this
  parameter integer DET = 1,           // detection: NFQ holds more flits than this
  parameter integer STOPT = 1,         // Stop: header moved into a CFQ holding at least this many flits
  parameter integer GOT = 0            // Go: CFQ that sent Stop holds at most this many flits
) (
  input  wire             clk_i,
  input  wire             rst_ni,
  // link from upstream
  input  wire             in_valid_i,
  input  wire [W-1:0]     in_data_i,
  output wire             credit_o,
  // routing table lookup of the arriving header
  output wire [HB-1:0]    rx_dst_o,
  input  wire [PB-1:0]    rx_route_i,
  // state of the outputs (timing contract v2, docs/MICROARCHITECTURE.md "SA"): free (no
  // flit of an earlier packet left to cross after this cycle's ST) and credits
  input  wire [P-1:0]     out_free_i,
  input  wire [P*CB-1:0]  out_credits_i,
  // the outputs' state in the next cycle on both sides of this cycle's grants (the registered
  // eligibility below): free if the output grants nothing now (out_nfree_i), grants now
  // (out_gv_i), the packet it grants is one flit long (out_g1_i), and its credits before the
  // length of a grant is taken (out_cbase_i)
  input  wire [P-1:0]     out_nfree_i,
  input  wire [P-1:0]     out_gv_i,
  input  wire [P-1:0]     out_g1_i,
  input  wire [P*CB-1:0]  out_cbase_i,
  // request to the switch allocator: the candidate of one queue (its output, length, age and
  // MB bit)
  output wire             req_valid_o,
  output wire [PB-1:0]    req_out_o,
  output wire [LB-1:0]    req_len_o,
  output wire [AGE_BITS-1:0] req_age_o,
  output wire             req_mb_o,
  input  wire             grant_i,
  // to the crossbar (ST): tx_data_o is the head flit of the queue sending (the header granted
  // in the previous cycle, or the connection's next flit); tx_stream_o says a connected input
  // (after its header) holds the next flit
  output wire             tx_stream_o,
  // the queue sending holds a flit at the end of this cycle (the switch's registered free flags)
  output wire             tx_next_avail_o,
  output wire [W-1:0]     tx_data_o,
  output wire             err_o,
  // congestion marking
  output wire             hdr_in_o,     // a header was written into a queue this cycle
  output wire [PB-1:0]    hdr_in_out_o, // its output port
  output wire             full_o,       // the buffer's occupancy reaches B flits this cycle
  output wire [P-1:0]     waiting_o,    // outputs requested by a waiting header, end of cycle (ipm)
  output wire             naive_mark_o, // the requested packet is to be marked (naive)
  output wire             mb_mark_o,    // the arriving header gets MB (mvpm)
  // status: flits buffered and queues holding a flit, end of cycle
  output wire [CB-1:0]    occ_o,
  output wire [31:0]      active_o,
  // fbicm: CLOP, line-major (bit l*N + d: destination d is in line l of its output port);
  // output lines in Stop, their HopsToReach, recn their routes
  input  wire [C*N-1:0]   clop_i,
  input  wire [P*C-1:0]   ostop_i,
  input  wire [P*C*HOPB-1:0] ohops_i,
  input  wire [P*C*TPB-1:0] otp_i,
  // recn: cnt1 of every output (basic's egress detection); leaf levels from the upstream (bit
  // l: line l is not a leaf); bit o*C + l: a line here mirrors output o's line l
  input  wire [P*CNTB-1:0] cnt1_i,
  input  wire [C-1:0]     fw_i,
  // recn with egress SAQs (CIOQ): egress detection, output o's egress normal queue over EGR
  input  wire [P-1:0]     egr_over_i,
  // the output lines after this cycle (their next state; the egress-SAQ bound, sg_cam_input):
  // active, in SentStop, HopsToReach, routes
  input  wire [P*C-1:0]   oact_d_i,
  input  wire [P*C-1:0]   ostop_d_i,
  input  wire [P*C*HOPB-1:0] ohops_d_i,
  input  wire [P*C*TPB-1:0] otp_d_i,
  output wire [P*C-1:0]   mir_o,
  // control channel to the upstream output port (registered), monitor words (recn: C more)
  output wire [FBW-1:0]   fb_o,
  output wire [(1+C+((KEY != `SG_KEY_FBICM) ? C : 0))*64-1:0] cam_o
);
  localparam integer EW = W + 1 + PB;  // queue entry: {route, is_header, flit}
  localparam integer QLAST_I = NQ - 1;
  localparam [QB-1:0] QLAST = QLAST_I[QB-1:0];
  localparam [LB-1:0] LEN_ONE = 1;


  // ---- arrival: header check, routing, queue selection ----
  reg  [LB-1:0] rx_rem_q, rx_rem_d;
  reg  [QB-1:0] rx_q_q, rx_q_d;
  wire [LB-1:0] hdr_len = in_data_i[LEN_LSB +: LB];
  wire is_hdr = (rx_rem_q == {LB{1'b0}});
  // an unknown destination, a length of 0 or above MAXLEN; each range check only where the
  // field can hold a value outside the range (N < 2^HB, MAXLEN < 2^LB - 1)
  wire dst_bad, len_big;
  generate
    if (N < (1 << HB)) begin : g_dst_check
      assign dst_bad = ({{(32-HB){1'b0}}, rx_dst_o} >= N);
    end else begin : g_dst_all
      assign dst_bad = 1'b0;
    end
    if (MAXLEN < (1 << LB) - 1) begin : g_len_check
      assign len_big = ({{(32-LB){1'b0}}, hdr_len} > MAXLEN);
    end else begin : g_len_all
      assign len_big = 1'b0;
    end
  endgenerate
  wire bad_hdr = dst_bad || (hdr_len == {LB{1'b0}}) || len_big;
  wire drop = in_valid_i && is_hdr && bad_hdr;
  wire [QB-1:0] hdr_q;
  // recn: the queue the CAM lines give an arriving header; enhanced RECN's detection hands
  // queue swp_a over to the empty SAQ swp_b at the end of the cycle (the model swaps the two)
  wire [QB-1:0] cam_q;
  wire swp;
  wire [QB-1:0] swp_a, swp_b;
  wire unused_cam_q = &{1'b0, cam_q};
  assign rx_dst_o = in_data_i[DST_LSB +: HB];
  assign err_o = drop;

  generate
    if (QSEL == `SG_QSEL_VOQ_SW) begin : g_voq_sel
      assign hdr_q = rx_route_i[QB-1:0];
    end else if (QSEL == `SG_QSEL_VOQ_NET) begin : g_dst_sel
      assign hdr_q = rx_dst_o[QB-1:0];
    end else if ((QSEL == `SG_QSEL_CAM) && (KEY != `SG_KEY_FBICM)) begin : g_cam_sel
      assign hdr_q = cam_q;
    end else begin : g_fifo_sel
      // fifo, and fbicm: every packet enters the NFQ
      assign hdr_q = {QB{1'b0}};
      wire unused_route = &{1'b0, rx_route_i};
    end
  endgenerate

  // RC: the queue of the link's flit (a header's from hdr_q, the rest of a packet's rx_q)
  wire [QB-1:0] rc_q = is_hdr ? hdr_q : rx_q_q;
  // mvpm: MB on a header entering while more than MB_THR packets are stored (start of cycle)
  wire [W-1:0] mb_mask;
  generate
    if (MARKING == `SG_MARKING_MVPM) begin : g_mb_mask
      assign mb_mask = {{(W-1){1'b0}}, mb_mark_o} << MB_BIT;
    end else begin : g_no_mb_mask
      assign mb_mask = {W{1'b0}};
    end
  endgenerate
  // recn: a stored header's turnpool starts with the next switch's turn
  wire [W-1:0] in_stored;
  generate
    if (KEY != `SG_KEY_FBICM) begin : g_tp_shift
      wire [W-1:0] tp_field = {{(W-TPB){1'b0}}, {TPB{1'b1}}} << TP_LSB;
      wire [W-1:0] tp_next = ((in_data_i & tp_field) >> PB) & tp_field;
      assign in_stored = is_hdr ? ((in_data_i & ~tp_field) | tp_next) : in_data_i;
    end else begin : g_no_tp_shift
      assign in_stored = in_data_i;
    end
  endgenerate
  // RC's entry, as the CAM lines classify it; BW writes it, with MB (mvpm), into queue push_q
  wire [EW-1:0] rc_entry = {rx_route_i, is_hdr, in_stored};

  // ---- RECN's RC stage (docs/MICROARCHITECTURE.md "RECN classification in RC"): the link's
  // flit is checked, routed and classified now (RC) and written into its queue in the next
  // cycle (BW) from the register ir; every other scheme writes it in the cycle it arrives ----
  localparam integer RC = ((QSEL == `SG_QSEL_CAM) && (KEY != `SG_KEY_FBICM)) ? 1 : 0;
  wire rc_valid = in_valid_i && !drop;
  wire bw_valid;          // BW writes a flit
  wire [EW-1:0] bw_entry; // {route, is_header, flit} without MB
  wire [QB-1:0] push_q;   // its queue
  // the queue still receiving flits at the start of the cycle (the CAM lines keep its line):
  // the packet in ir, or the rest of one to arrive
  wire rx_into;
  wire [QB-1:0] rx_into_q;
  wire [QB-1:0] swp_ren;  // rc_q after this cycle's hand-over (enhanced RECN)
  generate
    if (RC != 0) begin : g_rc
      reg ir_valid_q;
      reg [EW-1:0] ir_entry_q;
      reg [QB-1:0] ir_q_q;
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          ir_valid_q <= 1'b0;
          ir_entry_q <= {EW{1'b0}};
          ir_q_q <= {QB{1'b0}};
        end else begin
          ir_valid_q <= rc_valid;
          ir_entry_q <= rc_entry;
          ir_q_q <= swp_ren;
        end
      end
      assign bw_valid = ir_valid_q;
      assign bw_entry = ir_entry_q;
      assign push_q = ir_q_q;
      assign rx_into = ir_valid_q || (rx_rem_q != {LB{1'b0}});
      assign rx_into_q = ir_valid_q ? ir_q_q : rx_q_q;
    end else begin : g_no_rc
      assign bw_valid = rc_valid;
      assign bw_entry = rc_entry;
      assign push_q = rc_q;
      assign rx_into = (rx_rem_q != {LB{1'b0}});
      assign rx_into_q = rx_q_q;
      wire unused_swp_ren = &{1'b0, swp_ren};
    end
  endgenerate
  assign swp_ren = (swp && (rc_q == swp_a)) ? swp_b : rc_q;
  wire bw_hdr = bw_valid && bw_entry[W];
  wire [PB-1:0] bw_route = bw_entry[W+1 +: PB];
  wire [EW-1:0] push_entry = bw_entry | {{(PB+1){1'b0}}, mb_mask};

  always @* begin
    rx_rem_d = rx_rem_q;
    rx_q_d = rx_q_q;
    if (in_valid_i) begin
      if (is_hdr) begin
        if (!bad_hdr) begin
          rx_rem_d = hdr_len - LEN_ONE;
          rx_q_d = hdr_q;
        end
      end else begin
        rx_rem_d = rx_rem_q - LEN_ONE;
      end
    end
    if (swp && (rx_q_d == swp_a)) begin
      rx_q_d = swp_b;
    end
  end

  // ---- queues ----
  wire sel_avail;  // the queue sending holds a flit (transmit, below)
  wire pop;        // a flit leaves the buffer this cycle: ST (transmit, below)
  reg busy_q, busy_d;
  // timing contract v2: a header of this input was granted in the previous cycle and crosses
  // (ST) now (pend_q), the output of that header or of the connection (out_q)
  reg pend_q, pend_d;
  reg [PB-1:0] out_q, out_d;
  reg [QB-1:0] tx_q_q, tx_q_d;  // the queue sending and its flits still to send (transmit)
  reg [LB-1:0] tx_rem_q, tx_rem_d;
  wire [NQ-1:0] q_empty;
  wire [NQ-1:0] q_empty_next;  // end of the cycle, before enhanced RECN's hand-over
  wire [NQ*EW-1:0] q_head;
  wire [W-1:0] mq_word;  // multi-queue: the sending queue's head flit, from the queue memory
  wire [QB-1:0] sel_q;   // the queue sending (transmit, below)
  wire [NQ-1:0] q_push;
  wire [NQ-1:0] q_ok;  // candidate is a header whose output is free with credits for the whole packet
  wire [NQ-1:0] q_ok_c;  // the same, from this cycle's state (with VOQs q_ok is a register: REG_ELIG)
  // fbicm: a flit moves from the NFQ into queue mv_q (mv_hdr: the header, the first flit); the
  // NFQ candidate may request; candidates stopped
  wire mv, mv_hdr;
  wire [QB-1:0] mv_q;
  wire nfq_ready;
  wire [NQ-1:0] q_blk;
  // the buffer slot a push writes; queue 0's head slot, second slot, two entries or more
  localparam integer AW = (B > 1) ? $clog2(B) : 1;
  wire [AW-1:0] push_addr, hd0, sc0;
  wire two0;

  // ---- candidates (docs/MICROARCHITECTURE.md "Queues: what allocation sees"): per queue the
  // oldest header not granted, its slot and its fields {MB, route, length, destination} ----
  localparam integer CIW = 1 + PB + LB + HB + TPB;  // recn with egress SAQs: the turnpool on top (the egress-SAQ bound)
  wire [NQ-1:0] c_valid;
  wire [NQ*AW-1:0] c_addr;
  wire [NQ*CIW-1:0] c_info;
  // the candidates at the end of the cycle if not granted (per queue) and if granted (the
  // requesting queue's), for the registered eligibility
  wire [NQ-1:0] c_nvalid;
  wire [NQ*CIW-1:0] c_ninfo;
  wire c_gvalid;
  wire [CIW-1:0] c_ginfo;
  // the candidates after this cycle, every event applied (the egress-SAQ bound, sg_cam_input)
  wire [NQ-1:0] c_dvalid;
  wire [NQ*CIW-1:0] c_dinfo;
  // the slot of the candidate requesting (the queue arbiter's): with a grant, the next cycle's
  // ST pops it, so the flit memory reads it a cycle ahead (sg_mqueue's rd_jump)
  wire [AW-1:0] gnt_addr;
  wire hdr_push = bw_hdr;  // BW writes a header
  wire [CIW-1:0] push_info = {push_entry[TP_LSB +: TPB], push_entry[MB_BIT], bw_route, push_entry[LEN_LSB +: LB],
                              push_entry[DST_LSB +: HB]};
  wire [QB-1:0] req_q;
  localparam integer C_MOVE = ((QSEL == `SG_QSEL_CAM) && (KEY == `SG_KEY_FBICM)) ? 1 : 0;
  localparam integer C_SWAP = ((QSEL == `SG_QSEL_CAM) && (KEY == `SG_KEY_RECN_ENHANCED)) ? 1 : 0;
  // one FIFO (NQ = 1): a packet's flits are consecutive slots, so sg_cand finds the next header
  // from the candidate's length (the field after the destination) instead of a list
  sg_cand #(.NQ(NQ), .QB(QB), .DEPTH(B), .IW(CIW), .MOVE(C_MOVE), .SWAP(C_SWAP),
            .CONTIG((NQ == 1) ? 1 : 0), .LEN_LSB(HB), .LEN_W(LB)) cand (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .push_i     (hdr_push),
    .push_q_i   (push_q),
    .push_addr_i(push_addr),
    .push_info_i(push_info),
    .gnt_i      (grant_i),
    .gnt_q_i    (req_q),
    .mv_i       (mv_hdr),
    .mv_q_i     (mv_q),
    .swp_i      (swp),
    .swp_a_i    (swp_a),
    .swp_b_i    (swp_b),
    .valid_o    (c_valid),
    .addr_o     (c_addr),
    .info_o     (c_info),
    .nvalid_o   (c_nvalid),
    .ninfo_o    (c_ninfo),
    .gvalid_o   (c_gvalid),
    .ginfo_o    (c_ginfo),
    .dvalid_o   (c_dvalid),
    .dinfo_o    (c_dinfo)
  );

  genvar q;
  generate
    for (q = 0; q < NQ; q = q + 1) begin : g_queue
      wire [CIW-1:0] cf = c_info[q*CIW +: CIW];
      wire [PB-1:0] c_route = cf[LB+HB +: PB];
      wire [LB-1:0] c_len = cf[HB +: LB];
      // selects on a variable index are written as loops over constant indices throughout:
      // an indexed part-select [i*K +: K] becomes a multiplier in synthesis (docs/FPGA.md)
      reg [CB-1:0] c_credits;
      integer hc;
      always @* begin
        c_credits = {CB{1'b0}};
        for (hc = 0; hc < P; hc = hc + 1) begin
          if (c_route == hc[PB-1:0]) begin
            c_credits = out_credits_i[hc*CB +: CB];
          end
        end
      end
      assign q_ok_c[q] = c_valid[q] && out_free_i[c_route]
                         && ({{(32-CB){1'b0}}, c_credits} >= {{(32-LB){1'b0}}, c_len})
                         && !q_blk[q] && ((q != 0) || nfq_ready);
      assign q_push[q] = bw_valid && (push_q == q);
      wire unused_cf = &{1'b0, cf};
    end
    // the candidates' slots and queue 0's head are read by FBICM's post-processing only
    wire unused_c_addr = &{1'b0, c_addr, hd0, sc0, two0};
    // storage: one FIFO (fifo), or the queues as linked lists in one buffer of B flits
    if (NQ == 1) begin : g_fifo
      wire unused_full;
      // what the head entry needs beside the flit: {route, is_header, length}
      localparam integer IW = PB + 1 + LB;
      wire [IW-1:0] f_head, f_next;
      wire [EW-1:0] f_data;
      wire f_one;
      sg_fifo #(.WIDTH(EW), .DEPTH(B), .IW(IW), .RAM(RAM)) fifo (
        .clk_i      (clk_i),
        .rst_ni     (rst_ni),
        .push_i     (q_push[0]),
        .data_i     (push_entry),
        .pop_i      (pop),
        .data_o     (f_data),
        .empty_o    (q_empty),
        .full_o     (unused_full),
        .info_i     ({push_entry[W +: PB+1], push_entry[LEN_LSB +: LB]}),
        .head_info_o(f_head),
        .next_info_o(f_next),
        .one_o      (f_one),
        .push_addr_o(push_addr),
        .empty_next_o(q_empty_next)
      );
      // the flit sent is the head entry as read (the FIFO's registered read): its fields kept
      // beside it (f_head) are not read by timing contract v2's allocation, which works from
      // the candidates, so synthesis drops the FIFO's field memory
      assign q_head = f_data;
      wire unused_f_head = &{1'b0, f_head, f_next, f_one};
      assign active_o = {31'd0, !q_empty[0]};
      assign mq_word = {W{1'b0}};
      assign hd0 = {AW{1'b0}};
      assign sc0 = {AW{1'b0}};
      assign two0 = 1'b0;
      wire unused_mv = &{1'b0, mv, mv_q, swp, swp_a, swp_b, gnt_addr};
    end else begin : g_mqueue
      wire unused_full;
      wire [QB:0] active;
      // the queues keep of each head only what the CAM lookups read (docs/
      // MICROARCHITECTURE.md "Queue heads as fields"): {route, is_header, length, destination};
      // q_head is the entry with those fields in place and every other bit 0, and the flit sent
      // is read from the queue memory at the sending queue's head (m_data)
      localparam integer MIW = PB + 1 + LB + HB;
      wire [NQ*MIW-1:0] m_head;
      wire [EW-1:0] m_data;
      for (q = 0; q < NQ; q = q + 1) begin : g_head
        wire [MIW-1:0] f = m_head[q*MIW +: MIW];
        assign q_head[q*EW +: EW] = {f[LB+HB +: PB+1],
                                     ({{(W-LB){1'b0}}, f[HB +: LB]} << LEN_LSB)
                                     | ({{(W-HB){1'b0}}, f[0 +: HB]} << DST_LSB)};
      end
      assign mq_word = m_data[W-1:0];
      wire unused_m_data = &{1'b0, m_data[EW-1:W]};
      // fbicm moves NFQ heads into CFQs; enhanced recn hands detection queues to SAQs
      sg_mqueue #(.WIDTH(EW), .IW(MIW), .DEPTH(B), .NQ(NQ), .QB(QB), .RAM(RAM), .MOVE(C_MOVE),
                  .SWAP(C_SWAP), .SWAP_LO((C_SWAP != 0) ? P : 1)) mq (
        .clk_i   (clk_i),
        .rst_ni  (rst_ni),
        .push_i  (bw_valid),
        .push_q_i(push_q),
        .data_i  (push_entry),
        .info_i  ({push_entry[W +: PB+1], push_entry[LEN_LSB +: LB], push_entry[DST_LSB +: HB]}),
        .pop_i   (pop),
        .pop_q_i (sel_q),
        .mv_i    (mv),
        .mv_q_i  (mv_q),
        .swp_i   (swp),
        .swp_a_i (swp_a),
        .swp_b_i (swp_b),
        .heads_o (m_head),
        .rd_q_i  (sel_q),
        .rd_jump_i(grant_i),
        .rd_jump_addr_i(gnt_addr),
        .rd_data_o(m_data),
        .empty_o (q_empty),
        .full_o  (unused_full),
        .active_o(active),
        .push_addr_o(push_addr),
        .hd0_o   (hd0),
        .sc0_o   (sc0),
        .two0_o  (two0),
        .empty_next_o(q_empty_next)
      );
      assign active_o = {{(31-QB){1'b0}}, active};
    end
  endgenerate

  // ---- request (SA): first eligible queue from the pointer, while the input is free ----
  reg  [QB-1:0] ptr_q, ptr_d;
  wire [NQ-1:0] q_gnt;
  wire any_ok;
  sg_rr_arbiter #(.N(NQ), .IW(QB)) queue_arb (
    .req_i  (q_ok),
    .ptr_i  (ptr_q),
    .gnt_o  (q_gnt),
    .idx_o  (req_q),
    .valid_o(any_ok)
  );
`ifdef SG_ASSERT
  // GRANT_ONEHOT_A: the queue arbiter grants at most one queue, only a requesting one, and one
  // whenever a queue requests (docs/MICROARCHITECTURE.md "Assertions")
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni) begin
      if (((q_gnt & (q_gnt - 1'b1)) != {NQ{1'b0}}) || ((q_gnt & ~q_ok) != {NQ{1'b0}}) || (any_ok != (q_gnt != {NQ{1'b0}}))) begin
        $error("GRANT_ONEHOT_A: input %0d queue arbiter: grant %b for requests %b", ME, q_gnt, q_ok);
      end
    end
  end
`endif

  // the requesting queue's candidate: the queue arbiter's one-hot grant
  reg [CIW-1:0] req_c;
  reg [AW-1:0] req_addr;
  integer rh;
  always @* begin
    req_c = {CIW{1'b0}};
    req_addr = {AW{1'b0}};
    for (rh = 0; rh < NQ; rh = rh + 1) begin
      req_c = req_c | (c_info[rh*CIW +: CIW] & {CIW{q_gnt[rh]}});
      req_addr = req_addr | (c_addr[rh*AW +: AW] & {AW{q_gnt[rh]}});
    end
  end
  assign gnt_addr = req_addr;
  // free (docs/MICROARCHITECTURE.md "SA"): after this cycle's ST no flit of an earlier packet
  // of this input is left to cross (idle, or the output it crosses to is free)
  wire in_free_c = !(busy_q || pend_q) || out_free_i[out_q];
  wire in_free;
  assign req_valid_o = in_free && any_ok;
  assign req_out_o = req_c[LB+HB +: PB];
  assign req_len_o = req_c[HB +: LB];
  assign req_mb_o = req_c[CIW-1];

  // ---- transmit (ST): the header granted in the previous cycle, then one flit per cycle while
  // available ----
  assign sel_q = tx_q_q;
  assign sel_avail = !q_empty[sel_q];
  assign pop = pend_q || (busy_q && sel_avail);
  reg [EW-1:0] sel_head;
  integer sh;
  always @* begin
    sel_head = {EW{1'b0}};
    for (sh = 0; sh < NQ; sh = sh + 1) begin
      if (sel_q == sh[QB-1:0]) begin
        sel_head = q_head[sh*EW +: EW];
      end
    end
  end
  assign tx_stream_o = busy_q && sel_avail;
  assign tx_data_o = (NQ == 1) ? sel_head[W-1:0] : mq_word;
  wire unused_sel_head = &{1'b0, sel_head, mq_word};

  always @* begin
    busy_d = busy_q;
    pend_d = grant_i;
    out_d = out_q;
    tx_q_d = tx_q_q;
    tx_rem_d = tx_rem_q;
    ptr_d = ptr_q;
    if (pend_q) begin
      // the header crosses; its body follows (tx_rem: the flits after it)
      if (tx_rem_q != {LB{1'b0}}) begin
        busy_d = 1'b1;
      end
    end else if (busy_q && sel_avail) begin
      tx_rem_d = tx_rem_q - LEN_ONE;
      if (tx_rem_q == LEN_ONE) begin
        busy_d = 1'b0;
      end
    end
    if (grant_i) begin
      ptr_d = (req_q == QLAST) ? {QB{1'b0}} : req_q + 1'b1;
      tx_q_d = req_q;
      tx_rem_d = req_len_o - LEN_ONE;
      out_d = req_out_o;
    end
    if (swp && (tx_q_d == swp_a)) begin
      tx_q_d = swp_b;
    end
  end
  // the next cycle's ST pops a flit (its header granted now, or the connection's next flit, in
  // the buffer at the end of this cycle): the credit leaves now (docs/MICROARCHITECTURE.md "ST")
  reg tx_next_empty;
  integer te;
  always @* begin
    tx_next_empty = 1'b1;
    for (te = 0; te < NQ; te = te + 1) begin
      if (tx_q_q == te[QB-1:0]) begin
        tx_next_empty = q_empty_next[te];
      end
    end
  end
  wire pop_next = grant_i || (busy_d && !tx_next_empty);
  assign tx_next_avail_o = !tx_next_empty;

  // ---- registered eligibility (docs/MICROARCHITECTURE.md "Registered eligibility"; no cycle
  // change): with VOQs (voq_sw, voq_net), q_ok and in_free are registers, computed at the end
  // of the cycle before on both sides of that cycle's grants, so SA starts at one bit per queue
  // instead of each candidate's route, a credit select and a compare in front of the queue
  // arbiter. ELIG_EQ_A checks them against their definition (q_ok_c, in_free_c) every cycle.
  // One FIFO keeps the combinational form (measured faster: no queue arbiter to shorten, and
  // the next-state logic lengthens its loop); with a CAM (fbicm, recn) q_ok also depends on the
  // CAM lines (q_blk, nfq_ready) ----
  localparam integer REG_ELIG = ((QSEL == `SG_QSEL_VOQ_SW) || (QSEL == `SG_QSEL_VOQ_NET)) ? 1 : 0;
  // a candidate to output r with l flits may request in the next cycle: its output is free
  // then and has credits for the whole packet, on both sides of the output's grant now (a grant
  // of more than one flit leaves the output busy; one of one flit takes one credit)
  function automatic nxt_ok(input [PB-1:0] r, input [LB-1:0] l, input [P-1:0] nfree,
                            input [P-1:0] gv, input [P-1:0] g1, input [P*CB-1:0] cb);
    reg [CB-1:0] c;
    reg nf, v, o;
    integer k;
    begin
      c = {CB{1'b0}};
      nf = 1'b0;
      v = 1'b0;
      o = 1'b0;
      for (k = 0; k < P; k = k + 1) begin
        if (r == k[PB-1:0]) begin
          c = cb[k*CB +: CB];
          nf = nfree[k];
          v = gv[k];
          o = g1[k];
        end
      end
      nxt_ok = v ? (o && ({{(32-CB){1'b0}}, c} > {{(32-LB){1'b0}}, l}))
                 : (nf && ({{(32-CB){1'b0}}, c} >= {{(32-LB){1'b0}}, l}));
    end
  endfunction
  generate
    if (REG_ELIG != 0) begin : g_elig
      reg [NQ-1:0] elig_q, elig_d;
      reg in_free_q, in_free_d;
      integer eq;
      always @* begin
        for (eq = 0; eq < NQ; eq = eq + 1) begin
          if (grant_i && (req_q == eq[QB-1:0])) begin
            elig_d[eq] = c_gvalid && nxt_ok(c_ginfo[LB+HB +: PB], c_ginfo[HB +: LB], out_nfree_i, out_gv_i,
                                            out_g1_i, out_cbase_i);
          end else begin
            elig_d[eq] = c_nvalid[eq] && nxt_ok(c_ninfo[eq*CIW+LB+HB +: PB], c_ninfo[eq*CIW+HB +: LB], out_nfree_i,
                                                out_gv_i, out_g1_i, out_cbase_i);
          end
        end
        // granted: pending, free once its header crosses if that is the whole packet; not
        // granted: an output this input still sends to grants nothing now
        in_free_d = grant_i ? (req_len_o == LEN_ONE) : (!busy_d || out_nfree_i[out_q]);
      end
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          elig_q <= {NQ{1'b0}};
          in_free_q <= 1'b1;
        end else begin
          elig_q <= elig_d;
          in_free_q <= in_free_d;
        end
      end
      assign q_ok = elig_q;
      assign in_free = in_free_q;
`ifdef SG_ASSERT
      always @(posedge clk_i or negedge rst_ni) begin
        if (rst_ni && ((elig_q != q_ok_c) || (in_free_q != in_free_c))) begin
          $error("ELIG_EQ_A: input %0d: registered eligibility %b free %b, from the state %b free %b",
                 ME, elig_q, in_free_q, q_ok_c, in_free_c);
        end
      end
`endif
      wire unused_elig = &{1'b0, q_ok_c, in_free_c, c_ginfo, c_ninfo};
    end else begin : g_no_elig
      assign q_ok = q_ok_c;
      assign in_free = in_free_c;
      wire unused_elig = &{1'b0, c_nvalid, c_ninfo, c_gvalid, c_ginfo, out_nfree_i, out_gv_i, out_g1_i,
                           out_cbase_i};
    end
  endgenerate

  // ---- oldest-first: cycles each queue's head header has waited ----
  generate
    if (OLDEST_FIRST != 0) begin : g_age
      wire [NQ*AGE_BITS-1:0] ages, ages_d;
      for (q = 0; q < NQ; q = q + 1) begin : g_q
        localparam integer QI = q;
        localparam [QB-1:0] QID = QI[QB-1:0];
        reg [AGE_BITS-1:0] age_q, age_d;
        // recn enhanced: swapped queues swap their ages
        wire [QB-1:0] src = (swp && (swp_a == QID)) ? swp_b : (swp && (swp_b == QID)) ? swp_a : QID;
        assign ages_d[q*AGE_BITS +: AGE_BITS] = age_d;
        wire waiting = c_valid[q] && !(grant_i && (req_q == q));
        always @* begin
          if (waiting) begin
            age_d = (age_q == {AGE_BITS{1'b1}}) ? age_q : age_q + 1'b1;
          end else begin
            age_d = {AGE_BITS{1'b0}};
          end
        end
        always @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            age_q <= {AGE_BITS{1'b0}};
          end else begin
            age_q <= ages_d[src*AGE_BITS +: AGE_BITS];
          end
        end
        assign ages[q*AGE_BITS +: AGE_BITS] = age_q;
      end
      reg [AGE_BITS-1:0] req_age;
      integer ra_i;
      always @* begin
        req_age = {AGE_BITS{1'b0}};
        for (ra_i = 0; ra_i < NQ; ra_i = ra_i + 1) begin
          if (req_q == ra_i[QB-1:0]) begin
            req_age = ages[ra_i*AGE_BITS +: AGE_BITS];
          end
        end
      end
      assign req_age_o = req_age;
    end else begin : g_no_age
      assign req_age_o = {AGE_BITS{1'b0}};
    end
  endgenerate

  // ---- buffer occupancy and full events ----
  localparam integer B_I = B;
  localparam [CB-1:0] B_FULL = B_I[CB-1:0];
  reg [CB-1:0] occ_q, occ_d;
  wire push_any = |q_push;
  // +1 for a push, -1 for a pop: both values from registers and the link, the pop (late: the
  // grant) selects
  wire [CB-1:0] occ_pop = push_any ? occ_q : occ_q - 1'b1;
  wire [CB-1:0] occ_nopop = push_any ? occ_q + 1'b1 : occ_q;
  always @* begin
    occ_d = pop ? occ_pop : occ_nopop;
  end
  // (occ_d == B) && (occ_q != B), written without the adder: occ_q never exceeds B (the
  // upstream's credits), so the occupancy reaches B only by a push without a pop at B - 1;
  // pop (the grant) is late and comes last
  localparam [CB-1:0] B_LESS1 = B_FULL - 1'b1;
  assign full_o = push_any && (occ_q == B_LESS1) && !pop;
  assign occ_o = occ_q;
  assign hdr_in_o = hdr_push;
  assign hdr_in_out_o = bw_route;

  // ---- waiting headers per output (ipm), one counter per output ----
  genvar go;
  generate
    if (MARKING == `SG_MARKING_IPM) begin : g_req_cnt
      for (go = 0; go < P; go = go + 1) begin : g_out
        localparam integer OI = go;
        localparam [PB-1:0] OP = OI[PB-1:0];
        wire inc = hdr_push && (bw_route == OP);
        wire dec = grant_i && (req_out_o == OP);
        reg [CB-1:0] cnt_q, cnt_d;
        // both values computed early, the grant (late) selects
        wire [CB-1:0] cnt_dec = inc ? cnt_q : cnt_q - 1'b1;
        wire [CB-1:0] cnt_nodec = inc ? cnt_q + 1'b1 : cnt_q;
        always @* begin
          cnt_d = dec ? cnt_dec : cnt_nodec;
        end
        always @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            cnt_q <= {CB{1'b0}};
          end else begin
            cnt_q <= cnt_d;
          end
        end
        assign waiting_o[go] = (cnt_d != {CB{1'b0}});
      end
    end else begin : g_no_req_cnt
      assign waiting_o = {P{1'b0}};
    end
  endgenerate

  // ---- naive: per queue, packets still to be marked (set to the queue's waiting packets when
  // the buffer becomes full, one less per header leaving it) ----
  generate
    if (MARKING == `SG_MARKING_NAIVE) begin : g_naive
      reg [NQ*CB-1:0] qh_cnt_q, qh_cnt_d, naive_q, naive_d;
      integer k;
      always @* begin
        qh_cnt_d = qh_cnt_q;
        naive_d = naive_q;
        for (k = 0; k < NQ; k = k + 1) begin
          if (hdr_push && (push_q == k[QB-1:0])) begin
            qh_cnt_d[k*CB +: CB] = qh_cnt_d[k*CB +: CB] + 1'b1;
          end
          if (grant_i && (req_q == k[QB-1:0])) begin
            qh_cnt_d[k*CB +: CB] = qh_cnt_d[k*CB +: CB] - 1'b1;
            if (naive_q[k*CB +: CB] != {CB{1'b0}}) begin
              naive_d[k*CB +: CB] = naive_q[k*CB +: CB] - 1'b1;
            end
          end
        end
        if (full_o) begin
          naive_d = qh_cnt_d;
        end
      end
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          qh_cnt_q <= {NQ*CB{1'b0}};
          naive_q <= {NQ*CB{1'b0}};
        end else begin
          qh_cnt_q <= qh_cnt_d;
          naive_q <= naive_d;
        end
      end
      reg naive_req;
      integer nm;
      always @* begin
        naive_req = 1'b0;
        for (nm = 0; nm < NQ; nm = nm + 1) begin
          if (req_q == nm[QB-1:0]) begin
            naive_req = (naive_q[nm*CB +: CB] != {CB{1'b0}});
          end
        end
      end
      assign naive_mark_o = naive_req;
    end else begin : g_no_naive
      assign naive_mark_o = 1'b0;
    end
  endgenerate

  // ---- mvpm: packets with at least one flit stored (+1 per header written, -1 per tail sent) ----
  generate
    if (MARKING == `SG_MARKING_MVPM) begin : g_stored
      localparam integer MB_THR_I = MB_THR;
      localparam [CB-1:0] MB_THR_C = MB_THR_I[CB-1:0];
      wire tail_pop = (pend_q && (tx_rem_q == {LB{1'b0}})) || (busy_q && sel_avail && (tx_rem_q == LEN_ONE));
      reg [CB-1:0] stored_q, stored_d;
      always @* begin
        stored_d = stored_q;
        if (hdr_push && !tail_pop) begin
          stored_d = stored_q + 1'b1;
        end else if (tail_pop && !hdr_push) begin
          stored_d = stored_q - 1'b1;
        end
      end
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          stored_q <= {CB{1'b0}};
        end else begin
          stored_q <= stored_d;
        end
      end
      assign mb_mark_o = hdr_push && (stored_q > MB_THR_C);
    end else begin : g_no_stored
      assign mb_mark_o = 1'b0;
    end
  endgenerate

  // ---- fbicm / recn: the CAM lines of this input (sg_cam_input) ----
  generate
    if (QSEL == `SG_QSEL_CAM) begin : g_cam
      // the candidates' fields as sg_cam_input reads them ({MB, route, length, destination}),
      // and the next candidates' routes and turnpools for its egress-SAQ bound
      localparam integer CIW0 = 1 + PB + LB + HB;
      wire [NQ*CIW0-1:0] c_info_cam;
      wire [NQ*PB-1:0] cd_route;
      wire [NQ*TPB-1:0] cd_tp;
      genvar cq;
      for (cq = 0; cq < NQ; cq = cq + 1) begin : g_cd
        assign c_info_cam[cq*CIW0 +: CIW0] = c_info[cq*CIW +: CIW0];
        assign cd_route[cq*PB +: PB] = c_dinfo[cq*CIW + LB+HB +: PB];
        assign cd_tp[cq*TPB +: TPB] = c_dinfo[cq*CIW + CIW0 +: TPB];
        wire unused_cd = &{1'b0, c_info[cq*CIW + CIW0 +: TPB], c_dinfo[cq*CIW +: LB+HB], c_dinfo[cq*CIW + LB+HB+PB]};
      end
      sg_cam_input #(
        .P(P), .PB(PB), .W(W), .B(B), .N(N), .HB(HB), .LB(LB), .CB(CB), .NQ(NQ), .QB(QB),
        .LEN_LSB(LEN_LSB), .DST_LSB(DST_LSB), .MB_BIT(MB_BIT), .KEY(KEY), .ME(ME), .C(C),
        .CLB(CLB), .HOPB(HOPB), .FBW(FBW), .KB(KB), .TP_LSB(TP_LSB), .TPB(TPB), .CNTB(CNTB),
        .EGR(EGR), .DET(DET), .STOPT(STOPT), .GOT(GOT)
      ) cam_in (
        .clk_i       (clk_i),
        .rst_ni      (rst_ni),
        .c_info_i    (c_info_cam),
        .c_valid0_i  (c_valid[0]),
        .c_addr0_i   (c_addr[0 +: AW]),
        .q_empty0_i  (q_empty[0]),
        .hd0_i       (hd0),
        .sc0_i       (sc0),
        .two0_i      (two0),
        .rc_entry_i  (rc_entry),
        .rc_hdr_i    (rc_valid && is_hdr),
        .rc_q_i      (rc_q),
        .q_push_i    (q_push),
        .rx_into_i   (rx_into),
        .rx_q_i      (rx_into_q),
        .pend_i      (pend_q),
        .busy_i      (busy_q),
        .out_i       (out_q),
        .tx_q_i      (tx_q_q),
        .pop_i       (pop),
        .sel_q_i     (sel_q),
        .grant_i     (grant_i),
        .req_q_i     (req_q),
        .out_free_i  (out_free_i),
        .clop_i      (clop_i),
        .ostop_i     (ostop_i),
        .ohops_i     (ohops_i),
        .otp_i       (otp_i),
        .cnt1_i      (cnt1_i),
        .fw_i        (fw_i),
        .egr_over_i  (egr_over_i),
        .cd_valid_i  (c_dvalid),
        .cd_route_i  (cd_route),
        .cd_tp_i     (cd_tp),
        .oact_d_i    (oact_d_i),
        .ostop_d_i   (ostop_d_i),
        .ohops_d_i   (ohops_d_i),
        .otp_d_i     (otp_d_i),
        .cam_q_o     (cam_q),
        .swp_o       (swp),
        .swp_a_o     (swp_a),
        .swp_b_o     (swp_b),
        .mv_o        (mv),
        .mv_hdr_o    (mv_hdr),
        .mv_q_o      (mv_q),
        .nfq_ready_o (nfq_ready),
        .q_blk_o     (q_blk),
        .mir_o       (mir_o),
        .fb_o        (fb_o),
        .cam_o       (cam_o)
      );
    end else begin : g_no_cam
      assign cam_q = {QB{1'b0}};
      wire unused_rx_into = &{1'b0, rx_into, rx_into_q};
      assign swp = 1'b0;
      assign swp_a = {QB{1'b0}};
      assign swp_b = {QB{1'b0}};
      assign mv = 1'b0;
      assign mv_hdr = 1'b0;
      assign mv_q = {QB{1'b0}};
      assign nfq_ready = 1'b1;
      assign q_blk = {NQ{1'b0}};
      assign fb_o = {FBW{1'b0}};
      assign mir_o = {P*C{1'b0}};
      assign cam_o = {(1+C+((KEY != `SG_KEY_FBICM) ? C : 0))*64{1'b0}};
      wire unused_fbicm = &{1'b0, clop_i, ostop_i, ohops_i, otp_i, cnt1_i, fw_i, egr_over_i, c_dvalid, c_dinfo,
                                oact_d_i, ostop_d_i, ohops_d_i, otp_d_i};
    end
  endgenerate

  // ---- credits: one per flit leaving the buffer; dropped flits' credits when no pop ----
  reg [CB-1:0] drop_cnt_q, drop_cnt_d;
  wire owed = (drop_cnt_q != {CB{1'b0}});
  wire credit_now = pop_next || owed;
  // without a pop an owed credit leaves now (-1); a drop owes one more (+1); both values are
  // computed from registers and the link, and the pop (late: the grant) selects
  wire [CB-1:0] drop_inc = drop_cnt_q + 1'b1;
  wire [CB-1:0] drop_pop = drop ? drop_inc : drop_cnt_q;
  wire [CB-1:0] drop_nopop = (owed && !drop) ? drop_cnt_q - 1'b1 : (!owed && drop) ? drop_inc : drop_cnt_q;
  always @* begin
    if (NQ == 1) begin
      drop_cnt_d = pop_next ? drop_pop : drop_nopop;
    end else begin
      // multi-queue: the same count in sequence. There the late select made synthesis
      // duplicate the pop's cone (about 4,000 LUT4 more in s4_voq_sw on ECP5, docs/FPGA.md);
      // in the fifo it is part of the registered request's timing
      drop_cnt_d = drop_cnt_q;
      if (owed && !pop_next) begin
        drop_cnt_d = drop_cnt_d - 1'b1;
      end
      if (drop) begin
        drop_cnt_d = drop_cnt_d + 1'b1;
      end
    end
  end

  reg [CREDIT_DELAY-1:0] cdl_q;
  wire [CREDIT_DELAY-1:0] cdl_d;
  generate
    if (CREDIT_DELAY > 1) begin : g_cdl
      assign cdl_d = {cdl_q[CREDIT_DELAY-2:0], credit_now};
    end else begin : g_cdl1
      assign cdl_d = credit_now;
    end
  endgenerate
  assign credit_o = cdl_q[CREDIT_DELAY-1];

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rx_rem_q <= {LB{1'b0}};
      rx_q_q <= {QB{1'b0}};
      busy_q <= 1'b0;
      pend_q <= 1'b0;
      out_q <= {PB{1'b0}};
      tx_q_q <= {QB{1'b0}};
      tx_rem_q <= {LB{1'b0}};
      ptr_q <= {QB{1'b0}};
      drop_cnt_q <= {CB{1'b0}};
      cdl_q <= {CREDIT_DELAY{1'b0}};
      occ_q <= {CB{1'b0}};
    end else begin
      rx_rem_q <= rx_rem_d;
      rx_q_q <= rx_q_d;
      busy_q <= busy_d;
      pend_q <= pend_d;
      out_q <= out_d;
      tx_q_q <= tx_q_d;
      tx_rem_q <= tx_rem_d;
      ptr_q <= ptr_d;
      drop_cnt_q <= drop_cnt_d;
      cdl_q <= cdl_d;
      occ_q <= occ_d;
    end
  end
endmodule

`default_nettype wire
