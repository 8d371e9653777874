`default_nettype none
// named constants (SG_*): listed first in switchgen.f, included here when compiled alone
`ifndef SG_DEFS_V
`include "sg_defs.v"
`endif

// Input unit of the switch (docs/MICROARCHITECTURE.md): receives flits, routes headers through the
// switch's table (or their turnpool with recn), writes them into NQ queues (1 for fifo, P for
// voq_sw, one per host for voq_net, the NFQ and C CFQs / SAQs for fbicm / recn, whose CAM lines,
// post-processing and Stop/Go live here too)
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
  output wire [P*C-1:0]   mir_o,
  // control channel to the upstream output port (registered), monitor words (recn: C more)
  output wire [FBW-1:0]   fb_o,
  output wire [(1+C+((KEY != `SG_KEY_FBICM) ? C : 0))*64-1:0] cam_o
);
  localparam integer EW = W + 1 + PB;  // queue entry: {route, is_header, flit}
  localparam integer QLAST_I = NQ - 1;
  localparam [QB-1:0] QLAST = QLAST_I[QB-1:0];
  localparam [LB-1:0] LEN_ONE = 1;

  // recn: the mask of a turnpool's first `turns` turns (PB bits each); a head matches a route
  // key `turns` turns long when (tp & tp_mask(turns)) == key (seed 004 §4.1)
  function automatic [TPB-1:0] tp_mask(input [HOPB-1:0] turns);
    tp_mask = ~({TPB{1'b1}} << ({{(32-HOPB){1'b0}}, turns} * PB));
  endfunction

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

  wire [QB-1:0] push_q = is_hdr ? hdr_q : rx_q_q;
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
  wire [EW-1:0] push_entry = {rx_route_i, is_hdr, in_stored | mb_mask};

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
  localparam integer CIW = 1 + PB + LB + HB;
  wire [NQ-1:0] c_valid;
  wire [NQ*AW-1:0] c_addr;
  wire [NQ*CIW-1:0] c_info;
  // the slot of the candidate requesting (the queue arbiter's): with a grant, the next cycle's
  // ST pops it, so the flit memory reads it a cycle ahead (sg_mqueue's rd_jump)
  wire [AW-1:0] gnt_addr;
  wire hdr_push = in_valid_i && is_hdr && !drop;
  wire [CIW-1:0] push_info = {push_entry[MB_BIT], rx_route_i, hdr_len, rx_dst_o};
  wire [QB-1:0] req_q;
  localparam integer C_MOVE = ((QSEL == `SG_QSEL_CAM) && (KEY == `SG_KEY_FBICM)) ? 1 : 0;
  localparam integer C_SWAP = ((QSEL == `SG_QSEL_CAM) && (KEY == `SG_KEY_RECN_ENHANCED)) ? 1 : 0;
  sg_cand #(.NQ(NQ), .QB(QB), .DEPTH(B), .IW(CIW), .MOVE(C_MOVE), .SWAP(C_SWAP)) cand (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .push_i     (hdr_push),
    .push_q_i   (hdr_q),
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
    .info_o     (c_info)
  );
  // a candidate as a queue entry: {route, is_header, flit with MB, length and destination}
  function automatic [EW-1:0] c_entry(input [CIW-1:0] f);
    c_entry = {f[LB+HB +: PB], 1'b1,
               ({{(W-1){1'b0}}, f[CIW-1]} << MB_BIT)
               | ({{(W-LB){1'b0}}, f[HB +: LB]} << LEN_LSB)
               | ({{(W-HB){1'b0}}, f[0 +: HB]} << DST_LSB)};
  endfunction

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
      assign q_ok[q] = c_valid[q] && out_free_i[c_route]
                       && ({{(32-CB){1'b0}}, c_credits} >= {{(32-LB){1'b0}}, c_len})
                       && !q_blk[q] && ((q != 0) || nfq_ready);
      assign q_push[q] = in_valid_i && !drop && (push_q == q);
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
        .push_i  (in_valid_i && !drop),
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
  wire in_free = !(busy_q || pend_q) || out_free_i[out_q];
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

  // ---- waiting headers per output (ipm), one counter per output ----
  genvar go;
  generate
    if (MARKING == `SG_MARKING_IPM) begin : g_req_cnt
      for (go = 0; go < P; go = go + 1) begin : g_out
        localparam integer OI = go;
        localparam [PB-1:0] OP = OI[PB-1:0];
        wire inc = hdr_push && (rx_route_i == OP);
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
          if (hdr_push && (hdr_q == k[QB-1:0])) begin
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

  // ---- fbicm / recn (seed 001 §3, seed 004 §4; docs/MICROARCHITECTURE.md "FBICM", "RECN"): CAM
  // lines of this input, their keys (fbicm: CLIP and NSB; recn: routes), classification
  // (fbicm: post-processing at the NFQ head and the move into a CFQ; recn: at arrival, and
  // enhanced RECN's detection queue swapped with a SAQ), Stop/Go and ADD upstream, recn's
  // in-order pointers ----
  generate
    if (QSEL == `SG_QSEL_CAM) begin : g_fbicm
      localparam integer HOPMAX_I = (1 << HOPB) - 1;
      localparam [HOPB-1:0] HOPMAX = HOPMAX_I[HOPB-1:0];
      localparam [HOPB-1:0] HOP_ONE = 1;
      localparam integer DET_I = DET;
      localparam integer STOPT_I = STOPT;
      localparam integer GOT_I = GOT;
      localparam [CB-1:0] DET_C = DET_I[CB-1:0];
      localparam [CB-1:0] STOPT_C = STOPT_I[CB-1:0];
      localparam [CB-1:0] GOT_C = GOT_I[CB-1:0];
      localparam integer EGR_I = EGR;
      localparam [CNTB-1:0] EGR_C = EGR_I[CNTB-1:0];
      localparam integer ME_I = ME;
      localparam [PB:0] ME_C = ME_I[PB:0];
      localparam integer P_I = P;
      localparam [PB:0] P_C = P_I[PB:0];
      // the first CFQ / SAQ: after the NFQ, or enhanced RECN's P detection queues
      localparam integer SQ0 = (KEY == `SG_KEY_RECN_ENHANCED) ? P : 1;

      // enhanced RECN's hand-over of detection queue from_q to the (empty) SAQ to_q: a per-queue count
      // follows its queue (selects over constant indices, as in sg_mqueue)
      function automatic [NQ*CB-1:0] hand_over(input [NQ*CB-1:0] cnt, input [QB-1:0] from_q,
                                               input [QB-1:0] to_q);
        integer h;
        reg [CB-1:0] moved;
        begin
          hand_over = cnt;
          moved = {CB{1'b0}};
          for (h = 0; h < SQ0; h = h + 1) begin
            if (from_q == h[QB-1:0]) begin
              moved = cnt[h*CB +: CB];
              hand_over[h*CB +: CB] = {CB{1'b0}};
            end
          end
          for (h = SQ0; h < NQ; h = h + 1) begin
            if (to_q == h[QB-1:0]) begin
              hand_over[h*CB +: CB] = moved;
            end
          end
        end
      endfunction

      // flits per queue: +1 per push or flit moved in, -1 per pop or flit moved out, added as
      // one signed step (-2..+2: 3 bits, or CB bits modulo 2^CB when CB < 3) so each count has
      // one adder, not a chain of four
      localparam integer QDW = (CB >= 3) ? 3 : CB;
      reg [NQ*CB-1:0] qcnt_q, qcnt_d;
      reg [QDW-1:0] qdl;
      integer k;
      always @* begin
        for (k = 0; k < NQ; k = k + 1) begin
          qdl = {{(QDW-1){1'b0}}, q_push[k]} + {{(QDW-1){1'b0}}, mv && (mv_q == k[QB-1:0])}
                - {{(QDW-1){1'b0}}, pop && (sel_q == k[QB-1:0])} - {{(QDW-1){1'b0}}, mv && (k == 0)};
          qcnt_d[k*CB +: CB] = qcnt_q[k*CB +: CB] + {{(CB-QDW){qdl[QDW-1]}}, qdl};
        end
        if (swp) begin
          qcnt_d = hand_over(qcnt_d, swp_a, swp_b);
        end
      end

      // CAM lines
      reg [C-1:0] act_q, act_d, stp_q, stp_d, rc_q, rc_d, ss_q, ss_d;
      reg [C*PB-1:0] port_q, port_d;
      reg [C*HOPB-1:0] hops_q, hops_d;
      reg [C*CLB-1:0] next_q, next_d;
      // fbicm: CLIP line-major, bit l*N + d when destination d is in line l (a line's set is one
      // word, cleared at once when the line is freed); NSB per destination
      reg [C*N-1:0] clip_q, clip_d;
      reg [N-1:0] nsb_q, nsb_d;
      reg [C*TPB-1:0] tpl_q, tpl_d;
      reg [C-1:0] ntf_q, ntf_d;
      // recn: each line's turns after this switch, notified, headers to wait for and the queue
      // waited for (the in-order pointer); headers in every queue
      reg [C*CB-1:0] wt_q, wt_d;
      reg [NQ*CB-1:0] pcnt_q, pcnt_d;
      reg [1:0] pdl;
      reg [C*QB-1:0] wo_q, wo_d;
      reg mv_busy_q, mv_busy_d;
      reg [CLB-1:0] mv_line_q, mv_line_d;
      reg [LB-1:0] mv_rem_q, mv_rem_d;
      reg refused_q;
      reg [31:0] cam_full_q, cam_full_d;
      reg add_v_q, add_v_d;
      reg [CLB-1:0] add_l_q, add_l_d;
      reg [KB-1:0] add_key_q, add_key_d;
      reg [HOPB-1:0] add_h_q, add_h_d;

      // the header classified: fbicm the NFQ candidate when it is the NFQ's head, or right
      // behind the NFQ's last flit of a packet crossing now (then it may only be found ready:
      // the move port moves the head; docs/MICROARCHITECTURE.md "FBICM post-processing"); recn
      // the arriving header
      wire c0_head = c_valid[0] && !q_empty[0] && (c_addr[0 +: AW] == hd0);
      wire crossing0 = (pend_q || busy_q) && out_free_i[out_q] && (tx_q_q == {QB{1'b0}});
      wire behind = (KEY == `SG_KEY_FBICM) && c_valid[0] && !c0_head && crossing0 && two0
                    && (c_addr[0 +: AW] == sc0);
      wire [EW-1:0] h0 = (KEY != `SG_KEY_FBICM) ? push_entry : c_entry(c_info[0 +: CIW]);
      wire h0_hdr = c0_head || behind;
      wire unused_h0 = &{1'b0, h0};
      wire [HB-1:0] d0 = h0[DST_LSB +: HB];
      wire [31:0] d0w = {{(32-HB){1'b0}}, d0};
      wire d0_ok = (d0w < N);
      wire [PB-1:0] o0 = h0[W+1 +: PB];
      wire [LB-1:0] len0 = h0[LEN_LSB +: LB];
      wire [TPB-1:0] tp0 = h0[TP_LSB +: TPB];
      wire classify = (KEY != `SG_KEY_FBICM) ? hdr_push : (!mv_busy_q && h0_hdr);
      // recn: the normal queue of the header (enhanced: its output's detection queue)
      wire [31:0] o0w = {{(32-PB){1'b0}}, o0};
      wire [QB-1:0] dq0 = (KEY == `SG_KEY_RECN_ENHANCED) ? o0w[QB-1:0] : {QB{1'b0}};
      wire unused_o0w = &{1'b0, o0w};
      wire [C-1:0] ostop0 = ostop_i[o0*C +: C];
      wire [C*HOPB-1:0] ohops0 = ohops_i[o0*C*HOPB +: C*HOPB];
      wire [C*TPB-1:0] otp0 = otp_i[o0*C*TPB +: C*TPB];
      wire [C-1:0] freev = ~act_q;
      // what the keys say about the head: matched (match_l), an output line to mirror
      // (want_rc, block_l), a detection line to join (primv), detection
      reg matched, want_rc, det_cond;
      reg [CLB-1:0] match_l, block_l;
      reg [C-1:0] primv;
      reg [C-1:0] clip0, clop0, rulev, matchv, blockv;
      reg [HOPB-1:0] best_h, cand_h, new_h;
      reg [TPB-1:0] cand_tp;
      reg ext, port_line;
      integer r, b;
      always @* begin
        matched = 1'b0;
        want_rc = 1'b0;
        match_l = {CLB{1'b0}};
        block_l = {CLB{1'b0}};
        primv = {C{1'b0}};
        clip0 = {C{1'b0}};
        clop0 = {C{1'b0}};
        rulev = {C{1'b0}};
        matchv = {C{1'b0}};
        blockv = {C{1'b0}};
        best_h = {HOPB{1'b0}};
        cand_h = {HOPB{1'b0}};
        new_h = {HOPB{1'b0}};
        cand_tp = {TPB{1'b0}};
        ext = 1'b0;
        port_line = 1'b0;
        det_cond = (qcnt_q[0 +: CB] > DET_C);
        if (KEY == `SG_KEY_FBICM) begin
          // fbicm: CLIP, else rc lines of output o0 whose output line holds d0; detection lines
          // of o0; output lines in Stop holding d0
          for (r = 0; r < C; r = r + 1) begin
            clop0[r] = d0_ok && clop_i[r*N + d0w];
            clip0[r] = d0_ok && clip_q[r*N + d0w];
          end
          for (r = 0; r < C; r = r + 1) begin
            rulev[r] = act_q[r] && rc_q[r] && (port_q[r*PB +: PB] == o0) && clop0[next_q[r*CLB +: CLB]];
            primv[r] = act_q[r] && !rc_q[r] && (port_q[r*PB +: PB] == o0);
          end
          matchv = ((clip0 & act_q) != {C{1'b0}}) ? (clip0 & act_q) : rulev;
          blockv = clop0 & ostop0;
          for (b = C - 1; b >= 0; b = b - 1) begin
            if (matchv[b]) begin
              match_l = b[CLB-1:0];
            end
            if (blockv[b]) begin
              block_l = b[CLB-1:0];
            end
          end
          matched = (matchv != {C{1'b0}});
          want_rc = !matched && (blockv != {C{1'b0}});
        end else begin
          // recn: the longest line of output o0 whose route prefixes the head's, the most
          // specific output line in Xoff whose route prefixes it (lowest line on ties)
          for (r = 0; r < C; r = r + 1) begin
            if (act_q[r] && (port_q[r*PB +: PB] == o0)
                && ((tp0 & tp_mask(hops_q[r*HOPB +: HOPB] - HOP_ONE)) == tpl_q[r*TPB +: TPB])
                && (!matched || (hops_q[r*HOPB +: HOPB] > best_h))) begin
              matched = 1'b1;
              match_l = r[CLB-1:0];
              best_h = hops_q[r*HOPB +: HOPB];
            end
          end
          for (r = 0; r < C; r = r + 1) begin
            if (ostop0[r]
                && ((tp0 & tp_mask(ohops0[r*HOPB +: HOPB])) == otp0[r*TPB +: TPB])
                && (!want_rc || (ohops0[r*HOPB +: HOPB] > cand_h))) begin
              want_rc = 1'b1;
              block_l = r[CLB-1:0];
              cand_h = ohops0[r*HOPB +: HOPB];
              cand_tp = otp0[r*TPB +: TPB];
            end
          end
          new_h = (cand_h == HOPMAX) ? HOPMAX : cand_h + HOP_ONE;
          for (r = 0; r < C; r = r + 1) begin
            if (act_q[r] && (port_q[r*PB +: PB] == o0) && (hops_q[r*HOPB +: HOPB] > new_h)
                && ((tpl_q[r*TPB +: TPB] & tp_mask(cand_h)) == cand_tp)) begin
              ext = 1'b1;
            end
            if (act_q[r] && (port_q[r*PB +: PB] == o0)) begin
              port_line = 1'b1;
            end
          end
          if (KEY == `SG_KEY_RECN_ENHANCED) begin
            // enhanced: every notification more specific than the header's line; detection is
            // the detection queues' (the swap below)
            want_rc = want_rc && (!matched || (new_h > best_h));
            det_cond = 1'b0;
          end else begin
            // basic: none that overlaps a line; detection at the egress (cnt1), and never a
            // line less specific than one of this output
            want_rc = want_rc && !matched && !ext;
            det_cond = (cnt1_i[o0*CNTB +: CNTB] > EGR_C) && !port_line;
          end
        end
      end
`ifdef SG_ASSERT
      // CAM_MATCH_ONEHOT_A: a lookup finds at most one line. fbicm: the header's destination is
      // in the destination set (CLIP) of at most one line; recn: among the lines matching the
      // header, one has the longest route (two of the same length would hold the same key)
      reg [C-1:0] longest;
      integer ra;
      always @* begin
        longest = {C{1'b0}};
        for (ra = 0; ra < C; ra = ra + 1) begin
          longest[ra] = (KEY != `SG_KEY_FBICM) && act_q[ra] && (port_q[ra*PB +: PB] == o0) && (hops_q[ra*HOPB +: HOPB] == best_h)
                        && ((tp0 & tp_mask(hops_q[ra*HOPB +: HOPB] - HOP_ONE)) == tpl_q[ra*TPB +: TPB]);
        end
      end
      always @(posedge clk_i or negedge rst_ni) begin
        if (rst_ni) begin
          if (classify && (KEY == `SG_KEY_FBICM) && ((clip0 & (clip0 - 1'b1)) != {C{1'b0}})) begin
            $error("CAM_MATCH_ONEHOT_A: input %0d: destination %0d is in the sets of lines %b", ME, d0, clip0);
          end
          if (classify && (KEY != `SG_KEY_FBICM) && matched && ((longest & (longest - 1'b1)) != {C{1'b0}})) begin
            $error("CAM_MATCH_ONEHOT_A: input %0d: lines %b match the header (output %0d, turns %h) with %0d hops each",
                   ME, longest, o0, tp0, best_h);
          end
        end
      end
`endif
      // lowest set bit of primv, freev
      reg [CLB-1:0] prim_l, free_l;
      always @* begin
        prim_l = {CLB{1'b0}};
        free_l = {CLB{1'b0}};
        for (b = C - 1; b >= 0; b = b - 1) begin
          if (primv[b]) begin
            prim_l = b[CLB-1:0];
          end
          if (freev[b]) begin
            free_l = b[CLB-1:0];
          end
        end
      end
      wire any_free = (freev != {C{1'b0}});
      wire rc_alloc = want_rc && any_free;
      wire use_match = matched && !rc_alloc;
      wire det = !matched && !want_rc && det_cond;
      wire join_prim = det && (primv != {C{1'b0}});
      wire want_det = det && (primv == {C{1'b0}});
      wire alloc_any = rc_alloc || (want_det && any_free);
      wire start = classify && !behind && (use_match || join_prim || alloc_any);
      wire alloc = classify && !behind && alloc_any;
      wire refuse = classify && !behind && ((want_rc && !any_free && !matched) || (want_det && !any_free));
      wire [CLB-1:0] start_line = alloc_any ? free_l : use_match ? match_l : prim_l;
      assign nfq_ready = (KEY != `SG_KEY_FBICM)
                         || (classify && !matched && !want_rc && (!det || (!behind && want_det && !any_free)));
      wire [HOPB-1:0] up_hops = ohops0[block_l*HOPB +: HOPB];
      wire [HOPB-1:0] rc_hops = (up_hops == HOPMAX) ? HOPMAX : up_hops + HOP_ONE;
      // recn: a new line waits for the headers of the queue the header would have joined (its
      // line's SAQ, or its normal / detection queue): the in-order pointer
      wire [31:0] match_q32 = SQ0 + {{(32-CLB){1'b0}}, match_l};
      wire [QB-1:0] wq = matched ? match_q32[QB-1:0] : dq0;
      wire [31:0] start_q32 = SQ0 + {{(32-CLB){1'b0}}, start_line};
      assign cam_q = start ? start_q32[QB-1:0] : dq0;
      wire unused_q32 = &{1'b0, match_q32, start_q32};

      // fbicm: the move out of the NFQ
      wire mv_start = (KEY == `SG_KEY_FBICM) && start;
      assign mv = mv_start || (mv_busy_q && !q_empty[0]);
      assign mv_hdr = mv_start;
      wire [CLB-1:0] mv_line = mv_start ? start_line : mv_line_q;
      wire [31:0] mv_q32 = {{(32-CLB){1'b0}}, mv_line} + 32'd1;
      assign mv_q = mv_q32[QB-1:0];
      wire unused_mv_q32 = &{1'b0, mv_q32};

      // enhanced RECN's detection (seed 004 Fig. 5): the lowest detection queue over the
      // threshold whose output has no root line swaps with the lowest free line's SAQ, unless
      // an arriving header allocates a line
      // (generate branches, not `if (KEY == `SG_KEY_RECN_ENHANCED)` in one block: a block whose every read folds to a
      // constant has no sensitivities, and Icarus would never run it, leaving X)
      wire [P-1:0] over;
      wire [QB-1:0] swp_o;
      wire [PB-1:0] swp_port;  // the output port of the detection queue handed over (= swp_o)
      if (KEY == `SG_KEY_RECN_ENHANCED) begin : g_detect
        reg [P-1:0] over_c;
        reg [QB-1:0] swp_c;
        integer g, e2;
        always @* begin
          over_c = {P{1'b0}};
          swp_c = {QB{1'b0}};
          for (g = 0; g < P; g = g + 1) begin
            over_c[g] = (qcnt_q[g*CB +: CB] > DET_C);
            for (e2 = 0; e2 < C; e2 = e2 + 1) begin
              if (act_q[e2] && (port_q[e2*PB +: PB] == g[PB-1:0]) && (hops_q[e2*HOPB +: HOPB] == HOP_ONE)) begin
                over_c[g] = 1'b0;
              end
            end
          end
          for (g = P - 1; g >= 0; g = g - 1) begin
            if (over_c[g]) begin
              swp_c = g[QB-1:0];
            end
          end
        end
        assign over = over_c;
        assign swp_o = swp_c;
        // detection queues are 0..P-1, so QB >= PB here
        assign swp_port = swp_c[PB-1:0];
      end else begin : g_no_detect
        assign over = {P{1'b0}};
        assign swp_o = {QB{1'b0}};
        assign swp_port = {PB{1'b0}};
      end
      wire [31:0] free_q32 = SQ0 + {{(32-CLB){1'b0}}, free_l};
      wire unused_free_q32 = &{1'b0, free_q32};
      assign swp = (KEY == `SG_KEY_RECN_ENHANCED) && (over != {P{1'b0}}) && any_free && !alloc;
      assign swp_a = swp_o;
      assign swp_b = free_q32[QB-1:0];
      // recn: the route of a line as the upstream sees it (this switch's turn first)
      wire [PB:0] turn_sum = {1'b0, port_q[start_line*PB +: PB]} + P_C - ME_C;
      wire [PB:0] turn = (turn_sum >= P_C) ? turn_sum - P_C : turn_sum;
      wire [TPB+PB-1:0] up_route = {tpl_q[start_line*TPB +: TPB], turn[PB-1:0]};
      wire unused_up_route = &{1'b0, up_route, turn[PB]};

      // queue number of each line's CFQ / SAQ
      wire [C*QB-1:0] sq_id;
      for (q = 0; q < C; q = q + 1) begin : g_sq_id
        localparam integer SI = SQ0 + q;
        assign sq_id[q*QB +: QB] = SI[QB-1:0];
      end

      integer l;
      always @* begin
        mv_busy_d = mv_busy_q;
        mv_line_d = mv_line_q;
        mv_rem_d = mv_rem_q;
        if (mv_start) begin
          mv_line_d = start_line;
          mv_rem_d = len0 - LEN_ONE;
          mv_busy_d = (len0 != LEN_ONE);
        end else if (mv_busy_q && !q_empty[0]) begin
          mv_rem_d = mv_rem_q - LEN_ONE;
          mv_busy_d = (mv_rem_q != LEN_ONE);
        end
        act_d = act_q;
        rc_d = rc_q;
        ss_d = ss_q;
        port_d = port_q;
        hops_d = hops_q;
        next_d = next_q;
        clip_d = clip_q;
        nsb_d = nsb_q;
        tpl_d = tpl_q;
        ntf_d = ntf_q;
        wt_d = wt_q;
        wo_d = wo_q;
        pcnt_d = pcnt_q;
        pdl = 2'b00;
        stp_d = {C{1'b0}};
        add_v_d = 1'b0;
        add_l_d = add_l_q;
        add_key_d = add_key_q;
        add_h_d = add_h_q;
        // recn: headers leave and enter queues, waits count down
        if (KEY != `SG_KEY_FBICM) begin
          // one signed step (-1..+1, 2 bits) per count, one adder each
          for (l = 0; l < NQ; l = l + 1) begin
            pdl = {1'b0, hdr_push && (push_q == l[QB-1:0])} - {1'b0, grant_i && (req_q == l[QB-1:0])};
            pcnt_d[l*CB +: CB] = pcnt_q[l*CB +: CB] + {{(CB-2){pdl[1]}}, pdl};
          end
          for (l = 0; l < C; l = l + 1) begin
            if (grant_i && (wt_q[l*CB +: CB] != {CB{1'b0}}) && (wo_q[l*QB +: QB] == req_q)) begin
              wt_d[l*CB +: CB] = wt_q[l*CB +: CB] - 1'b1;
            end
          end
        end
        for (l = 0; l < C; l = l + 1) begin
          if (alloc && (start_line == l[CLB-1:0])) begin
            act_d[l] = 1'b1;
            rc_d[l] = rc_alloc;
            ss_d[l] = 1'b0;
            port_d[l*PB +: PB] = o0;
            hops_d[l*HOPB +: HOPB] = rc_alloc ? rc_hops : HOP_ONE;
            next_d[l*CLB +: CLB] = rc_alloc ? block_l : {CLB{1'b0}};
            if (KEY != `SG_KEY_FBICM) begin
              tpl_d[l*TPB +: TPB] = rc_alloc ? otp0[block_l*TPB +: TPB] : {TPB{1'b0}};
              ntf_d[l] = 1'b0;
              wt_d[l*CB +: CB] = pcnt_d[wq*CB +: CB];
              wo_d[l*QB +: QB] = (pcnt_d[wq*CB +: CB] != {CB{1'b0}}) ? wq : {QB{1'b0}};
            end
          end
          if (start && (start_line == l[CLB-1:0])) begin
            if (KEY == `SG_KEY_FBICM) begin
              clip_d[l*N + d0w] = 1'b1;
            end
            if (qcnt_q[(SQ0+l)*CB +: CB] >= STOPT_C) begin
              ss_d[l] = 1'b1;
              if ((KEY == `SG_KEY_FBICM) && !nsb_q[d0]) begin
                nsb_d[d0] = 1'b1;
                add_v_d = 1'b1;
                add_l_d = l[CLB-1:0];
                add_key_d = d0w[KB-1:0];
                add_h_d = hops_d[l*HOPB +: HOPB];
              end
              if ((KEY != `SG_KEY_FBICM) && !ntf_q[l]) begin
                ntf_d[l] = 1'b1;
                add_v_d = 1'b1;
                add_l_d = l[CLB-1:0];
                add_key_d = up_route[KB-1:0];
                add_h_d = hops_d[l*HOPB +: HOPB];
              end
            end
          end else if (ss_q[l] && (qcnt_q[(SQ0+l)*CB +: CB] <= GOT_C)) begin
            ss_d[l] = 1'b0;
          end
          // free: active, CFQ empty, no Stop upstream, nothing moving in; recn: a leaf
          if (act_q[l] && (qcnt_q[(SQ0+l)*CB +: CB] == {CB{1'b0}}) && !ss_q[l]
              && !(mv_busy_q && (mv_line_q == l[CLB-1:0])) && !(start && (start_line == l[CLB-1:0]))
              && !((KEY != `SG_KEY_FBICM) && (fw_i[l] || ((rx_rem_q != {LB{1'b0}}) && (rx_q_q == sq_id[l*QB +: QB]))))) begin
            act_d[l] = 1'b0;
            rc_d[l] = 1'b0;
            ss_d[l] = 1'b0;
            port_d[l*PB +: PB] = {PB{1'b0}};
            hops_d[l*HOPB +: HOPB] = {HOPB{1'b0}};
            next_d[l*CLB +: CLB] = {CLB{1'b0}};
            if (KEY == `SG_KEY_FBICM) begin
              clip_d[l*N +: N] = {N{1'b0}};
              nsb_d = nsb_d & ~clip_q[l*N +: N];
            end else begin
              tpl_d[l*TPB +: TPB] = {TPB{1'b0}};
              ntf_d[l] = 1'b0;
              wt_d[l*CB +: CB] = {CB{1'b0}};
              wo_d[l*QB +: QB] = {QB{1'b0}};
            end
          end
          // internal Stop: the output line this line mirrors is in Stop
          stp_d[l] = act_d[l] && rc_d[l]
                     && ostop_i[{{(32-PB){1'b0}}, port_d[l*PB +: PB]} * C + {{(32-CLB){1'b0}}, next_d[l*CLB +: CLB]}];
        end
        // enhanced RECN's detection: the detection queue handed over is line free_l's SAQ now
        // (a root line of its output); the in-order pointers on it follow it
        if (swp) begin
          for (l = 0; l < C; l = l + 1) begin
            if (free_l == l[CLB-1:0]) begin
              act_d[l] = 1'b1;
              rc_d[l] = 1'b0;
              ss_d[l] = 1'b0;
              port_d[l*PB +: PB] = swp_port;
              hops_d[l*HOPB +: HOPB] = HOP_ONE;
              next_d[l*CLB +: CLB] = {CLB{1'b0}};
              tpl_d[l*TPB +: TPB] = {TPB{1'b0}};
              ntf_d[l] = 1'b0;
              wt_d[l*CB +: CB] = {CB{1'b0}};
              wo_d[l*QB +: QB] = {QB{1'b0}};
            end
            if ((wt_d[l*CB +: CB] != {CB{1'b0}}) && (wo_d[l*QB +: QB] == swp_a)) begin
              wo_d[l*QB +: QB] = swp_b;
            end
          end
          pcnt_d = hand_over(pcnt_d, swp_a, swp_b);
        end
        cam_full_d = cam_full_q;
        if (refuse && !refused_q && (cam_full_q != 32'hffffffff)) begin
          cam_full_d = cam_full_q + 32'd1;
        end
      end

      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          qcnt_q <= {NQ*CB{1'b0}};
          act_q <= {C{1'b0}};
          stp_q <= {C{1'b0}};
          rc_q <= {C{1'b0}};
          ss_q <= {C{1'b0}};
          port_q <= {C*PB{1'b0}};
          hops_q <= {C*HOPB{1'b0}};
          next_q <= {C*CLB{1'b0}};
          clip_q <= {C*N{1'b0}};
          nsb_q <= {N{1'b0}};
          tpl_q <= {C*TPB{1'b0}};
          ntf_q <= {C{1'b0}};
          wt_q <= {C*CB{1'b0}};
          wo_q <= {C*QB{1'b0}};
          pcnt_q <= {NQ*CB{1'b0}};
          mv_busy_q <= 1'b0;
          mv_line_q <= {CLB{1'b0}};
          mv_rem_q <= {LB{1'b0}};
          refused_q <= 1'b0;
          cam_full_q <= 32'd0;
          add_v_q <= 1'b0;
          add_l_q <= {CLB{1'b0}};
          add_key_q <= {KB{1'b0}};
          add_h_q <= {HOPB{1'b0}};
        end else begin
          qcnt_q <= qcnt_d;
          act_q <= act_d;
          stp_q <= stp_d;
          rc_q <= rc_d;
          ss_q <= ss_d;
          port_q <= port_d;
          hops_q <= hops_d;
          next_q <= next_d;
          clip_q <= clip_d;
          nsb_q <= nsb_d;
          tpl_q <= tpl_d;
          ntf_q <= ntf_d;
          wt_q <= wt_d;
          wo_q <= wo_d;
          pcnt_q <= pcnt_d;
          mv_busy_q <= mv_busy_d;
          mv_line_q <= mv_line_d;
          mv_rem_q <= mv_rem_d;
          refused_q <= refuse;
          cam_full_q <= cam_full_d;
          add_v_q <= add_v_d;
          add_l_q <= add_l_d;
          add_key_q <= add_key_d;
          add_h_q <= add_h_d;
        end
      end

      // heads stopped. fbicm: a Stop line of the head's output holds its destination. recn
      // (seed 004 §4.1, per-SAQ Xon/Xoff): a SAQ stops while the downstream line it mirrors is in
      // Xoff (its internal stop) or while it waits for an older queue (the in-order pointer); the
      // normal / detection queues are never stopped
      for (q = 0; q < NQ; q = q + 1) begin : g_blk
        if (KEY == `SG_KEY_FBICM) begin : g_dest
          wire [EW-1:0] hq = c_entry(c_info[q*CIW +: CIW]);
          wire [HB-1:0] dq = hq[DST_LSB +: HB];
          wire [PB-1:0] oq = hq[W+1 +: PB];
          wire [31:0] dqw = {{(32-HB){1'b0}}, dq};
          reg [C-1:0] keyq;
          integer e;
          always @* begin
            for (e = 0; e < C; e = e + 1) begin
              keyq[e] = (dqw < N) && clop_i[e*N + dqw];
            end
          end
          assign q_blk[q] = |(keyq & ostop_i[oq*C +: C]);
          wire unused_hq = &{1'b0, hq};
        end else if (q < SQ0) begin : g_normal
          assign q_blk[q] = 1'b0;
        end else begin : g_saq
          localparam integer LQ = q - SQ0;
          assign q_blk[q] = stp_q[LQ] || (wt_q[LQ*CB +: CB] != {CB{1'b0}});
        end
      end

      // recn: the output lines the lines of this input mirror
      wire [P*C-1:0] mir;
      if (KEY != `SG_KEY_FBICM) begin : g_mir
        reg [P*C-1:0] mir_c;
        integer u;
        always @* begin
          mir_c = {P*C{1'b0}};
          for (u = 0; u < C; u = u + 1) begin
            if (act_q[u] && rc_q[u]) begin
              mir_c[{{(32-PB){1'b0}}, port_q[u*PB +: PB]} * C + {{(32-CLB){1'b0}}, next_q[u*CLB +: CLB]}] = 1'b1;
            end
          end
        end
        assign mir = mir_c;
      end else begin : g_no_mir
        assign mir = {P*C{1'b0}};
      end
      assign mir_o = mir;

      // control channel: [C-1:0] SentStop, [2C-1:C] Active, ADD {hops, key, line, valid}
      assign fb_o = {add_h_q, add_key_q, add_l_q, add_v_q, act_q, ss_q};

      // monitor: word 0 {NFQ flits, NSB bits set, CAM-full events}, word 1 + l line l; recn
      // word 1 + C + l {SAQ headers, waited line, turns}
      wire [31:0] nsb_n = $countones(nsb_q);
      reg [C*16-1:0] set_n;
      reg [31:0] set_one;
      integer t;
      always @* begin
        set_n = {C*16{1'b0}};
        set_one = 32'd0;
        for (t = 0; t < C; t = t + 1) begin
          if (KEY == `SG_KEY_FBICM) begin
            set_one = $countones(clip_q[t*N +: N]);
          end else begin
            set_one = {{(32-CB){1'b0}}, wt_q[t*CB +: CB]};
          end
          set_n[t*16 +: 16] = set_one[15:0];
        end
      end
      wire unused_counts = &{1'b0, nsb_n[31:16], set_one[31:16]};
      // flits in the normal / detection queues
      reg [CB-1:0] nrm_n;
      integer t2;
      always @* begin
        nrm_n = {CB{1'b0}};
        for (t2 = 0; t2 < SQ0; t2 = t2 + 1) begin
          nrm_n = nrm_n + qcnt_q[t2*CB +: CB];
        end
      end
      assign cam_o[0 +: 64] = {{(16-CB){1'b0}}, nrm_n, nsb_n[15:0], cam_full_q};
      for (q = 0; q < C; q = q + 1) begin : g_mon
        // input CAM line q's monitor word (switchgen_config::cam::mon, fields SG_MON_*)
        reg [63:0] mon_line;
        always @* begin
          mon_line = 64'd0;
          mon_line[`SG_MON_ACTIVE] = act_q[q];
          mon_line[`SG_MON_STOP] = stp_q[q];
          mon_line[`SG_MON_RC] = rc_q[q];
          mon_line[`SG_MON_SENT_STOP] = ss_q[q];
          mon_line[`SG_MON_NOTIFIED] = ntf_q[q];
          mon_line[`SG_MON_PORT_LSB +: PB] = port_q[q*PB +: PB];
          mon_line[`SG_MON_HOPS_LSB +: HOPB] = hops_q[q*HOPB +: HOPB];
          mon_line[`SG_MON_NEXT_LSB +: CLB] = next_q[q*CLB +: CLB];
          mon_line[`SG_MON_SET_LSB +: 16] = set_n[q*16 +: 16];
          mon_line[`SG_MON_FLITS_LSB +: CB] = qcnt_q[(SQ0+q)*CB +: CB];
        end
        assign cam_o[(1+q)*64 +: 64] = mon_line;
        if (KEY != `SG_KEY_FBICM) begin : g_mon_recn
          // recn: the line's turns, the queue its in-order pointer waits for, its SAQ's headers
          reg [63:0] mon_route;
          always @* begin
            mon_route = 64'd0;
            mon_route[0 +: TPB] = tpl_q[q*TPB +: TPB];
            mon_route[`SG_MON_WAIT_ON_LSB +: QB] = wo_q[q*QB +: QB];
            mon_route[`SG_MON_FLITS_LSB +: CB] = pcnt_q[(SQ0+q)*CB +: CB];
          end
          assign cam_o[(1+C+q)*64 +: 64] = mon_route;
        end
      end
    end else begin : g_no_fbicm
      assign cam_q = {QB{1'b0}};
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
      wire unused_fbicm = &{1'b0, clop_i, ostop_i, ohops_i, otp_i, cnt1_i, fw_i};
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
