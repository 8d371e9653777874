{{ header }}
{% raw %}`default_nettype none
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
{% endraw %}{% if fbvc %}{% raw %}  // (the defaults: one consistent set, as yosys elaborates every module)
{% endraw %}{% endif %}{% raw %}  parameter integer NQ = {% endraw %}{% if fbvc %}{% raw %}4{% endraw %}{% else %}{% raw %}1{% endraw %}{% endif %}{% raw %},            // queues
  parameter integer QB = {% endraw %}{% if fbvc %}{% raw %}2{% endraw %}{% else %}{% raw %}1{% endraw %}{% endif %}{% raw %},            // bits of a queue number
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
  parameter integer C = {% endraw %}{% if fbvc %}{% raw %}2{% endraw %}{% else %}{% raw %}1{% endraw %}{% endif %}{% raw %},             // CAM lines (NQ - 1 with fbicm / recn)
  parameter integer CLB = 1,           // bits of a line number
  parameter integer HOPB = 4,          // HopsToReach bits
  parameter integer FBW = {% endraw %}{% if fbvc %}{% raw %}11{% endraw %}{% else %}{% raw %}1{% endraw %}{% endif %}{% raw %},           // backward control channel bits
  parameter integer KB = 1,            // bits of an ADD's key (fbicm: HB; recn: TPB)
  parameter integer TP_LSB = 0,        // recn: header turnpool field, TPB bits
  parameter integer TPB = 1,
  parameter integer CNTB = 1,          // recn basic: cnt1 width
  parameter integer EGR = 0,           // recn basic: egress detection when cnt1 of the head's output exceeds this
  parameter integer DET = 1,           // detection: NFQ holds more flits than this
  parameter integer STOPT = 1,         // Stop: header moved into a CFQ holding at least this many flits
  parameter integer GOT = 0{% endraw %}{% if vcs || bypass %}{% raw %},{% endraw %}{% endif %}{% raw %}            // Go: CFQ that sent Stop holds at most this many flits{% endraw %}{% if bypass %}{% raw %}
  // fifo_bypass (seed 002 footnote 6; docs/MICROARCHITECTURE.md "FIFO with bypass"): bits of a
  // header's arrival number, and how many times the input's oldest header may be passed
  parameter integer SQB = 4,
  parameter integer BYPL = 4{% endraw %}{% endif %}{% if vcs %}{% raw %}
  // virtual channels (issue 34, docs/MICROARCHITECTURE.md "Virtual channels"): VCS VCs of NQV
  // queues each (VC v's queue k is queue v*NQV + k), the header's VC field (VCB bits at
  // VC_LSB) names the VC a packet is stored in and leaves on
  parameter integer VCS = 2,
  parameter integer VCB = 1,
  parameter integer NQV = {% endraw %}{% if fbvc %}{% raw %}2{% endraw %}{% else %}{% raw %}1{% endraw %}{% endif %}{% raw %},
  parameter integer VC_LSB = 0{% endraw %}{% if fbvc %}{% raw %},
  // fbicm inside VCs (docs/MICROARCHITECTURE.md "FBICM inside virtual channels"): CV CAM lines
  // per VC (C = VCS x CV, VC v's lines v*CV..; its queues: NFQ v*NQV, then its CV CFQs)
  parameter integer CV = 1{% endraw %}{% endif %}{% if dateline %}{% raw %},
  // torus: host ports 0..CONC-1, then two per dimension (dateline VC pairs)
  parameter integer CONC = 1{% endraw %}{% endif %}{% if adaptive %}{% raw %},
  // adaptive routing: the escape VCs below the adaptive ones (1 mesh, 2 torus, 0 bmin)
  parameter integer AESC = 1{% endraw %}{% endif %}{% endif %}{% raw %}
) (
  input  wire             clk_i,
  input  wire             rst_ni,
  // link from upstream
  input  wire             in_valid_i,
  input  wire [W-1:0]     in_data_i,
  output wire             credit_o,{% endraw %}{% if vcs %}{% raw %}
  output wire [VCB-1:0]   credit_vc_o,  // the VC of credit_o{% endraw %}{% endif %}{% raw %}
  // routing table lookup of the arriving header
  output wire [HB-1:0]    rx_dst_o,
  input  wire [PB-1:0]    rx_route_i,
  // state of the outputs (timing contract v2, docs/MICROARCHITECTURE.md "SA"): free (no
  // flit of an earlier packet left to cross after this cycle's ST) and credits
  input  wire [P-1:0]     out_free_i,
  input  wire [P*CB-1:0]  out_credits_i,{% endraw %}{% if vcs %}{% raw %}
  // credits of every output's VCs: VC v of output o at [(o*VCS + v)*CB +: CB]
  input  wire [P*VCS*CB-1:0] out_vcred_i,
  // for the registered eligibility: every output's VC credits before this cycle's grant takes
  // its length (out_vcbase_i, as out_vcred_i) and the VC each output grants now (out_gvc_i)
  input  wire [P*VCS*CB-1:0] out_vcbase_i,
  input  wire [P*VCB-1:0] out_gvc_i,{% endraw %}{% endif %}{% raw %}
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
  output wire             req_mb_o,{% endraw %}{% if vcs %}{% raw %}
  output wire [VCB-1:0]   req_vc_o,     // the requesting queue's VC{% endraw %}{% endif %}{% raw %}
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
  output wire [31:0]      active_o,{% endraw %}{% if vcs %}{% raw %}
  // flits of each VC, end of cycle (VC v at [v*CB +: CB])
  output wire [VCS*CB-1:0] vc_occ_o,{% endraw %}{% if adaptive %}{% raw %}
  // adaptive routing: the productive outputs of the header arriving now (its destination's
  // routing table entry, beside rx_route_i)
  input  wire [P-1:0]     rx_amask_i,{% endraw %}{% endif %}{% if sl %}{% raw %}
  // service levels: the VL (VC) the arriving header's SL maps to in the switch's SL-to-VL
  // table, the VC its packet leaves on (written into the stored header's VC field)
  input  wire [VCB-1:0]   rx_vl_i,{% endraw %}{% endif %}{% if dateline %}{% raw %}
  // torus: output o is its ring's wrap-around link (the dateline)
  input  wire [P-1:0]     vc_wrap_i,{% endraw %}{% endif %}{% endif %}{% raw %}
  // fbicm: CLOP, line-major (bit l*N + d: destination d is in line l of its output port);
  // output lines in Stop, their HopsToReach, recn their routes
  input  wire [C*N-1:0]   clop_i,
  input  wire [P*C-1:0]   ostop_i,
  input  wire [P*C*HOPB-1:0] ohops_i,
  input  wire [P*C*TPB-1:0] otp_i,
  // recn: cnt1 of every output (basic's egress detection); leaf levels from the upstream (bit
  // l: line l is not a leaf); bit o*C + l: a line here mirrors output o's line l
  input  wire [P*CNTB-1:0] cnt1_i,
  input  wire [C-1:0]     fw_i,{% endraw %}{% if egress_saqs %}{% raw %}
  // recn with egress SAQs (CIOQ): egress detection, output o's egress normal queue over EGR
  input  wire [P-1:0]     egr_over_i,
  // the output lines after this cycle (their next state; the egress-SAQ bound, sg_cam_input):
  // active, in SentStop, HopsToReach, routes
  input  wire [P*C-1:0]   oact_d_i,
  input  wire [P*C-1:0]   ostop_d_i,
  input  wire [P*C*HOPB-1:0] ohops_d_i,
  input  wire [P*C*TPB-1:0] otp_d_i,{% endraw %}{% endif %}{% raw %}
  output wire [P*C-1:0]   mir_o,
  // control channel to the upstream output port (registered), monitor words (recn: C more)
  output wire [FBW-1:0]   fb_o,
{% endraw %}{% if fbvc %}{% raw %}  output wire [(VCS+C)*64-1:0] cam_o  // per VC its NFQ word and its CV lines'{% endraw %}{% else %}{% raw %}  output wire [(1+C+((KEY != `SG_KEY_FBICM) ? C : 0))*64-1:0] cam_o{% endraw %}{% endif %}{% raw %}
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
  wire dst_bad, len_big;{% endraw %}{% if vcs %}{% raw %}
  wire vc_bad;  // virtual channels: the VC field names no VC
  wire [NQ*VCB-1:0] q_vc;  // virtual channels: the VC of each queue{% endraw %}{% if !dateline && !sl && !adaptive %}{% raw %}
  // the registered eligibility's inputs per queue, selected by its VC (a constant): at every
  // output k the VC's credits before this cycle's grants, and whether k grants on that VC now
  // (P selects per queue, so the eligibility costs NQ x P, not NQ x P x VCS, at many VCs)
  wire [NQ*P*CB-1:0] q_vcbase;
  wire [NQ*P-1:0] q_gsame;{% endraw %}{% endif %}{% if dateline %}{% raw %}
  // the VC a packet of this input's VC qv leaves on through output r
  // (torus: the pair's upper VC on a wrap-around output, the dateline bit kept along this
  // input's dimension and into a host, else the pair's lower VC)
  function automatic [VCB-1:0] ovc_of(input [VCB-1:0] qv, input [PB-1:0] r, input [P-1:0] wrap);
    reg w1;
    reg [VCB-1:0] one;
    integer k, rd, md;
    begin
      w1 = 1'b0;
      rd = -1;
      md = (ME >= CONC) ? (ME - CONC) / 2 : -2;
      for (k = 0; k < P; k = k + 1) begin
        if (r == k[PB-1:0]) begin
          w1 = wrap[k];
          rd = (k >= CONC) ? (k - CONC) / 2 : -3;
        end
      end
      one = 1;
      if (rd == -3) begin
        ovc_of = qv;
      end else begin
        ovc_of = (qv & ~one) | ((w1 || ((rd == md) && qv[0])) ? one : {VCB{1'b0}});
      end
    end
  endfunction{% endraw %}{% endif %}{% endif %}{% raw %}
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
  wire bad_hdr = dst_bad || (hdr_len == {LB{1'b0}}) || len_big{% endraw %}{% if vcs %}{% raw %} || vc_bad{% endraw %}{% endif %}{% raw %};
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

{% endraw %}{% if vcs %}{% raw %}
  // virtual channels: the queue of the scheme (QSEL) inside the header's VC; a VC field at or
  // above VCS is a malformed header
  wire [VCB-1:0] rx_vc = in_data_i[VC_LSB +: VCB];
  wire [31:0] hdr_qs;
  generate
    if (VCS < (1 << VCB)) begin : g_vc_check
      assign vc_bad = ({{(32-VCB){1'b0}}, rx_vc} >= VCS);
    end else begin : g_vc_all
      assign vc_bad = 1'b0;
    end
    if (QSEL == `SG_QSEL_VOQ_SW) begin : g_voq_sel
      assign hdr_qs = {{(32-PB){1'b0}}, rx_route_i};
    end else if (QSEL == `SG_QSEL_VOQ_NET) begin : g_dst_sel
      assign hdr_qs = {{(32-HB){1'b0}}, rx_dst_o};
    end else begin : g_fifo_sel
      assign hdr_qs = 32'd0;
      wire unused_route = &{1'b0, rx_route_i};
    end
  endgenerate
  wire [31:0] hdr_q32 = {{(32-VCB){1'b0}}, rx_vc} * NQV + hdr_qs;
  assign hdr_q = hdr_q32[QB-1:0];
  wire unused_hdr_q = &{1'b0, hdr_q32, cam_q};
{% endraw %}{% else %}{% raw %}  generate
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
  endgenerate{% endraw %}{% endif %}{% raw %}

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
    end else begin : g_no_tp_shift{% endraw %}{% if sl %}{% raw %}
      // service levels: a header is stored with the VC it leaves on, the VL of its SL
      wire [W-1:0] vc_field = {{(W-VCB){1'b0}}, {VCB{1'b1}}} << VC_LSB;
      assign in_stored = is_hdr ? ((in_data_i & ~vc_field) | ({{(W-VCB){1'b0}}, rx_vl_i} << VC_LSB)) : in_data_i;{% endraw %}{% else %}{% raw %}
      assign in_stored = in_data_i;{% endraw %}{% endif %}{% raw %}
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
  wire [NQ-1:0] q_ok_c;  // the same, from this cycle's state (with VOQs q_ok is a register: REG_ELIG){% endraw %}{% if adaptive %}{% raw %}
  // adaptive routing: each queue's candidate may take an output and VC, from this cycle's
  // state (a_ok_c), and the granted queue's registered choice {output, VC} (a_req)
  wire [NQ-1:0] a_ok_c;
  reg [NQ-1:0] a_ok_d;  // the registered eligibility's next value
  wire [PB+VCB-1:0] a_req;{% endraw %}{% endif %}{% raw %}
  // fbicm: a flit moves from the NFQ into queue mv_q (mv_hdr: the header, the first flit); the
  // NFQ candidate may request; candidates stopped
  wire mv, mv_hdr;
  wire [QB-1:0] mv_q;{% endraw %}{% if fbvc %}{% raw %}
  wire [QB-1:0] mv_src;  // fbicm inside VCs: the NFQ moved out of
  wire [VCS-1:0] nfq_ready;  // per VC{% endraw %}{% else %}{% raw %}
  wire nfq_ready;{% endraw %}{% endif %}{% raw %}
  wire [NQ-1:0] q_blk;
  // the buffer slot a push writes; queue 0's head slot, second slot, two entries or more
  localparam integer AW = (B > 1) ? $clog2(B) : 1;
{% endraw %}{% if fbvc %}{% raw %}  wire [AW-1:0] push_addr;
  wire [VCS*AW-1:0] hd0, sc0;  // fbicm inside VCs: per VC's NFQ
  wire [VCS-1:0] two0;
{% endraw %}{% else %}{% raw %}  wire [AW-1:0] push_addr, hd0, sc0;
  wire two0;
{% endraw %}{% endif %}{% raw %}
  // ---- candidates (docs/MICROARCHITECTURE.md "Queues: what allocation sees"): per queue the
  // oldest header not granted, its slot and its fields {MB, route, length, destination} ----
  localparam integer CIW = 1 + PB + LB + HB{% endraw %}{% if adaptive %}{% raw %} + P;  // adaptive routing: the productive outputs on top{% endraw %}{% else if sl %}{% raw %} + VCB;  // service levels: the VC it leaves on, on top{% endraw %}{% else if bypass %}{% raw %} + SQB;  // fifo_bypass: the header's arrival number on top
  reg [SQB-1:0] seq_q;  // fifo_bypass: the next arrival number (one per header written){% endraw %}{% else if egress_saqs %}{% raw %} + TPB;  // recn with egress SAQs: the turnpool on top (the egress-SAQ bound){% endraw %}{% else %}{% raw %};{% endraw %}{% endif %}{% raw %}
  wire [NQ-1:0] c_valid;
  wire [NQ*AW-1:0] c_addr;
  wire [NQ*CIW-1:0] c_info;
  // the candidates at the end of the cycle if not granted (per queue) and if granted (the
  // requesting queue's), for the registered eligibility
  wire [NQ-1:0] c_nvalid;
  wire [NQ*CIW-1:0] c_ninfo;
  wire c_gvalid;
  wire [CIW-1:0] c_ginfo;{% endraw %}{% if egress_saqs %}{% raw %}
  // the candidates after this cycle, every event applied (the egress-SAQ bound, sg_cam_input)
  wire [NQ-1:0] c_dvalid;
  wire [NQ*CIW-1:0] c_dinfo;{% endraw %}{% endif %}{% raw %}
  // the slot of the candidate requesting (the queue arbiter's): with a grant, the next cycle's
  // ST pops it, so the flit memory reads it a cycle ahead (sg_mqueue's rd_jump)
  wire [AW-1:0] gnt_addr;
  wire hdr_push = bw_hdr;  // BW writes a header
  wire [CIW-1:0] push_info = {{% endraw %}{% if adaptive %}{% raw %}rx_amask_i, {% endraw %}{% else if sl %}{% raw %}push_entry[VC_LSB +: VCB], {% endraw %}{% else if bypass %}{% raw %}seq_q, {% endraw %}{% else if egress_saqs %}{% raw %}push_entry[TP_LSB +: TPB], {% endraw %}{% endif %}{% raw %}push_entry[MB_BIT], bw_route, push_entry[LEN_LSB +: LB],
                              push_entry[DST_LSB +: HB]};
  wire [QB-1:0] req_q;
  localparam integer C_MOVE = ((QSEL == `SG_QSEL_CAM) && (KEY == `SG_KEY_FBICM)) ? 1 : 0;
  localparam integer C_SWAP = ((QSEL == `SG_QSEL_CAM) && (KEY == `SG_KEY_RECN_ENHANCED)) ? 1 : 0;
  // one FIFO (NQ = 1): a packet's flits are consecutive slots, so sg_cand finds the next header
  // from the candidate's length (the field after the destination) instead of a list
  sg_cand #(.NQ(NQ), .QB(QB), .DEPTH(B), .IW(CIW), .MOVE(C_MOVE), .SWAP(C_SWAP),{% endraw %}{% if fbvc %}{% raw %} .NQV(NQV),{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
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
    .mv_q_i     (mv_q),{% endraw %}{% if fbvc %}{% raw %}
    .mv_src_i   (mv_src),{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
    .swp_i      (swp),
    .swp_a_i    (swp_a),
    .swp_b_i    (swp_b),
    .valid_o    (c_valid),
    .addr_o     (c_addr),
    .info_o     (c_info),
    .nvalid_o   (c_nvalid),
    .ninfo_o    (c_ninfo),
    .gvalid_o   (c_gvalid),
    .ginfo_o    (c_ginfo){% endraw %}{% if egress_saqs %}{% raw %},
    .dvalid_o   (c_dvalid),
    .dinfo_o    (c_dinfo){% endraw %}{% endif %}{% raw %}
  );

  genvar q;
  generate
    for (q = 0; q < NQ; q = q + 1) begin : g_queue
      wire [CIW-1:0] cf = c_info[q*CIW +: CIW];
      wire [PB-1:0] c_route = cf[LB+HB +: PB];
      wire [LB-1:0] c_len = cf[HB +: LB];
      // selects on a variable index are written as loops over constant indices throughout:
      // an indexed part-select [i*K +: K] becomes a multiplier in synthesis (docs/FPGA.md)
{% endraw %}{% if !adaptive %}{% raw %}      reg [CB-1:0] c_credits;
      integer hc;{% endraw %}{% endif %}{% if adaptive %}{% raw %}
      // adaptive routing: a_ok_c (below) checks the outputs and VCs the candidate may take
      wire unused_cc = &{1'b0, c_route, c_len};
      assign q_ok_c[q] = c_valid[q] && a_ok_c[q] && !q_blk[q] && ((q != 0) || nfq_ready);{% endraw %}{% else if vcs %}{% raw %}
      // virtual channels: the credits of this queue's VC at the candidate's output{% endraw %}{% if dateline %}{% raw %}
      // (torus: the VC it leaves on, docs/MICROARCHITECTURE.md "Virtual channels": the pair's
      // upper VC on a wrap-around output, the dateline bit kept along one dimension and into a
      // host, else the pair's lower VC)
      wire [VCB-1:0] c_ovc = ovc_of(q_vc[q*VCB +: VCB], c_route, vc_wrap_i);{% endraw %}{% else if sl %}{% raw %}
      // (service levels: the VC the candidate leaves on, from its header's SL at arrival)
      wire [VCB-1:0] c_ovc = cf[CIW-VCB +: VCB];{% endraw %}{% endif %}{% if dateline || sl %}{% raw %}
      always @* begin
        c_credits = {CB{1'b0}};
        for (hc = 0; hc < P; hc = hc + 1) begin
          if (c_route == hc[PB-1:0]) begin
            c_credits = out_vcred_i[(hc*VCS + {{(32-VCB){1'b0}}, c_ovc})*CB +: CB];
          end
        end
      end{% endraw %}{% else %}{% raw %}
      localparam integer QV = q / NQV;
      always @* begin
        c_credits = {CB{1'b0}};
        for (hc = 0; hc < P; hc = hc + 1) begin
          if (c_route == hc[PB-1:0]) begin
            c_credits = out_vcred_i[(hc*VCS + QV)*CB +: CB];
          end
        end
      end{% endraw %}{% endif %}{% raw %}{% endraw %}{% else %}{% raw %}
      always @* begin
        c_credits = {CB{1'b0}};
        for (hc = 0; hc < P; hc = hc + 1) begin
          if (c_route == hc[PB-1:0]) begin
            c_credits = out_credits_i[hc*CB +: CB];
          end
        end
      end{% endraw %}{% endif %}{% if !adaptive %}{% raw %}
      assign q_ok_c[q] = c_valid[q] && out_free_i[c_route]
                         && ({{(32-CB){1'b0}}, c_credits} >= {{(32-LB){1'b0}}, c_len})
                         && !q_blk[q] && {% endraw %}{% if fbvc %}{% raw %}((q % NQV != 0) || nfq_ready[q / NQV]){% endraw %}{% else %}{% raw %}((q != 0) || nfq_ready){% endraw %}{% endif %}{% raw %};{% endraw %}{% endif %}{% raw %}
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
                  .SWAP(C_SWAP), .SWAP_LO((C_SWAP != 0) ? P : 1){% endraw %}{% if fbvc %}{% raw %}, .NQV(NQV){% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}) mq (
        .clk_i   (clk_i),
        .rst_ni  (rst_ni),
        .push_i  (bw_valid),
        .push_q_i(push_q),
        .data_i  (push_entry),
        .info_i  ({push_entry[W +: PB+1], push_entry[LEN_LSB +: LB], push_entry[DST_LSB +: HB]}),
        .pop_i   (pop),
        .pop_q_i (sel_q),
        .mv_i    (mv),
        .mv_q_i  (mv_q),{% endraw %}{% if fbvc %}{% raw %}
        .mv_src_i(mv_src),{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
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
{% endraw %}{% if bypass %}{% raw %}  // fifo_bypass (seed 002 footnote 6; docs/MICROARCHITECTURE.md "FIFO with bypass"): of the
  // eligible candidates the oldest by arrival number requests (a packet passes older ones whose
  // output is busy); once the input's oldest candidate (the FIFO's head) has been passed BYPL
  // times only it may request. Ages are arrival numbers given out since each candidate's,
  // modulo 2^SQB; the oldest of a set is the one no other member of the set is older than,
  // one compare per pair of queues
  localparam integer PSB = $clog2(BYPL + 1);
  localparam [PSB-1:0] BYPL_C = BYPL[PSB-1:0];
  reg [PSB-1:0] passed_q, passed_d;
  reg [SQB-1:0] seq_d;
  wire [NQ*SQB-1:0] c_age;
  reg [NQ-1:0] head_1h, elig_1h;
  genvar qa;
  for (qa = 0; qa < NQ; qa = qa + 1) begin : g_age_seq
    assign c_age[qa*SQB +: SQB] = seq_q - c_info[qa*CIW + CIW - SQB +: SQB];
  end
  wire [NQ-1:0] b_elig = (passed_q == BYPL_C) ? (q_ok & head_1h) : q_ok;
  integer ba, bb;
  always @* begin
    for (ba = 0; ba < NQ; ba = ba + 1) begin
      head_1h[ba] = c_valid[ba];
      elig_1h[ba] = b_elig[ba];
      for (bb = 0; bb < NQ; bb = bb + 1) begin
        if ((bb != ba) && (c_age[bb*SQB +: SQB] > c_age[ba*SQB +: SQB])) begin
          if (c_valid[bb]) begin
            head_1h[ba] = 1'b0;
          end
          if (b_elig[bb]) begin
            elig_1h[ba] = 1'b0;
          end
        end
      end
    end
  end
  reg [QB-1:0] b_idx;
  integer bi;
  always @* begin
    b_idx = {QB{1'b0}};
    for (bi = 0; bi < NQ; bi = bi + 1) begin
      b_idx = b_idx | (bi[QB-1:0] & {QB{elig_1h[bi]}});
    end
  end
  assign q_gnt = elig_1h;
  assign req_q = b_idx;
  assign any_ok = |b_elig;
  // the next arrival number; the passes of the oldest header (a grant of another resets
  // nothing, a grant of the oldest starts the next one's count at 0)
  always @* begin
    seq_d = hdr_push ? seq_q + 1'b1 : seq_q;
    passed_d = passed_q;
    if (grant_i) begin
      passed_d = ((q_gnt & head_1h) != {NQ{1'b0}}) ? {PSB{1'b0}} : passed_q + 1'b1;
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      seq_q <= {SQB{1'b0}};
      passed_q <= {PSB{1'b0}};
    end else begin
      seq_q <= seq_d;
      passed_q <= passed_d;
    end
  end
  wire unused_ptr = &{1'b0, ptr_q};
{% endraw %}{% else %}{% raw %}  sg_rr_arbiter #(.N(NQ), .IW(QB)) queue_arb (
    .req_i  (q_ok),
    .ptr_i  (ptr_q),
    .gnt_o  (q_gnt),
    .idx_o  (req_q),
    .valid_o(any_ok)
  );
{% endraw %}{% endif %}{% raw %}`ifdef SG_ASSERT
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
  assign req_out_o = {% endraw %}{% if adaptive %}{% raw %}a_req[VCB +: PB];  // adaptive routing: the output the queue chose{% endraw %}{% else %}{% raw %}req_c[LB+HB +: PB];{% endraw %}{% endif %}{% raw %}
  assign req_len_o = req_c[HB +: LB];
  assign req_mb_o = req_c[CIW-1{% endraw %}{% if adaptive %}{% raw %}-P{% endraw %}{% else if sl %}{% raw %}-VCB{% endraw %}{% else if bypass %}{% raw %}-SQB{% endraw %}{% endif %}{% raw %}];

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
  localparam integer REG_ELIG = {% endraw %}{% if fbvc %}{% raw %}0;  // fbicm inside VCs: the CAM lines' q_blk, nfq_ready
  wire unused_vc_credits = &{1'b0, out_credits_i, out_vcbase_i, out_gvc_i};{% endraw %}{% else if vcs %}{% raw %}1;  // virtual channels: every scheme (fifo has VCS queues)
  wire unused_vc_credits = &{1'b0, out_credits_i, out_cbase_i};{% endraw %}{% else %}{% raw %}((QSEL == `SG_QSEL_VOQ_SW) || (QSEL == `SG_QSEL_VOQ_NET)) ? 1 : 0;{% endraw %}{% endif %}{% raw %}
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
  endfunction{% endraw %}{% if vcs %}{% raw %}
  // virtual channels: the same on one VC's credits, cb holding that VC's credits at every
  // output; a one-flit grant of output k now takes one credit of the VC it grants, so only a
  // candidate of that VC needs one more (gs[k]: output k grants on this VC now)
  function automatic nxt_ok_q(input [PB-1:0] r, input [LB-1:0] l, input [P-1:0] nfree,
                              input [P-1:0] gv, input [P-1:0] g1, input [P-1:0] gs,
                              input [P*CB-1:0] cb);
    reg [CB-1:0] c;
    reg nf, v, o, same;
    integer k;
    begin
      c = {CB{1'b0}};
      nf = 1'b0;
      v = 1'b0;
      o = 1'b0;
      same = 1'b0;
      for (k = 0; k < P; k = k + 1) begin
        if (r == k[PB-1:0]) begin
          c = cb[k*CB +: CB];
          nf = nfree[k];
          v = gv[k];
          o = g1[k];
          same = gs[k];
        end
      end
      nxt_ok_q = v ? (o && (same ? ({{(32-CB){1'b0}}, c} > {{(32-LB){1'b0}}, l})
                                 : ({{(32-CB){1'b0}}, c} >= {{(32-LB){1'b0}}, l})))
                   : (nf && ({{(32-CB){1'b0}}, c} >= {{(32-LB){1'b0}}, l}));
    end
  endfunction{% endraw %}{% if dateline || sl %}{% raw %}
  // the same on VC ov, chosen per candidate (torus: by the output; SL: by the header): its
  // credits at every output picked from all P x VCS (cb), which the plain VCs' queues, each of
  // one VC, select by constant indices instead (q_vcbase, q_gsame)
  function automatic nxt_ok_vc(input [PB-1:0] r, input [LB-1:0] l, input [VCB-1:0] ov, input [P-1:0] nfree,
                               input [P-1:0] gv, input [P-1:0] g1, input [P*VCB-1:0] gvc,
                               input [P*VCS*CB-1:0] cb);
    reg [P*CB-1:0] cbv;
    reg [P-1:0] gs;
    integer k, w;
    begin
      cbv = {P*CB{1'b0}};
      for (k = 0; k < P; k = k + 1) begin
        gs[k] = (gvc[k*VCB +: VCB] == ov);
        for (w = 0; w < VCS; w = w + 1) begin
          if (ov == w[VCB-1:0]) begin
            cbv[k*CB +: CB] = cb[(k*VCS + w)*CB +: CB];
          end
        end
      end
      nxt_ok_vc = nxt_ok_q(r, l, nfree, gv, g1, gs, cbv);
    end
  endfunction{% endraw %}{% endif %}{% raw %}
{% endraw %}{% endif %}{% raw %}
  generate
    if (REG_ELIG != 0) begin : g_elig
      reg [NQ-1:0] elig_q, elig_d;
      reg in_free_q, in_free_d;
      integer eq;
      always @* begin
        for (eq = 0; eq < NQ; eq = eq + 1) begin
          if (grant_i && (req_q == eq[QB-1:0])) begin
{% endraw %}{% if adaptive %}{% raw %}            elig_d[eq] = a_ok_d[eq];{% endraw %}{% else if vcs && !dateline && !sl %}{% raw %}            elig_d[eq] = c_gvalid && nxt_ok_q(c_ginfo[LB+HB +: PB], c_ginfo[HB +: LB], out_nfree_i, out_gv_i, out_g1_i,
                                              q_gsame[eq*P +: P], q_vcbase[eq*P*CB +: P*CB]);{% endraw %}{% else if vcs %}{% raw %}            elig_d[eq] = c_gvalid && nxt_ok_vc(c_ginfo[LB+HB +: PB], c_ginfo[HB +: LB],
                                               {% endraw %}{% if dateline %}{% raw %}ovc_of(q_vc[eq*VCB +: VCB], c_ginfo[LB+HB +: PB], vc_wrap_i){% endraw %}{% else if sl %}{% raw %}c_ginfo[CIW-VCB +: VCB]{% endraw %}{% else %}{% raw %}q_vc[eq*VCB +: VCB]{% endraw %}{% endif %}{% raw %},
                                               out_nfree_i, out_gv_i, out_g1_i, out_gvc_i, out_vcbase_i);{% endraw %}{% else %}{% raw %}            elig_d[eq] = c_gvalid && nxt_ok(c_ginfo[LB+HB +: PB], c_ginfo[HB +: LB], out_nfree_i, out_gv_i,
                                            out_g1_i, out_cbase_i);{% endraw %}{% endif %}{% raw %}
          end else begin
{% endraw %}{% if adaptive %}{% raw %}            elig_d[eq] = a_ok_d[eq];{% endraw %}{% else if vcs && !dateline && !sl %}{% raw %}            elig_d[eq] = c_nvalid[eq] && nxt_ok_q(c_ninfo[eq*CIW+LB+HB +: PB], c_ninfo[eq*CIW+HB +: LB], out_nfree_i, out_gv_i,
                                                  out_g1_i, q_gsame[eq*P +: P], q_vcbase[eq*P*CB +: P*CB]);{% endraw %}{% else if vcs %}{% raw %}            elig_d[eq] = c_nvalid[eq] && nxt_ok_vc(c_ninfo[eq*CIW+LB+HB +: PB], c_ninfo[eq*CIW+HB +: LB],
                                                   {% endraw %}{% if dateline %}{% raw %}ovc_of(q_vc[eq*VCB +: VCB], c_ninfo[eq*CIW+LB+HB +: PB], vc_wrap_i){% endraw %}{% else if sl %}{% raw %}c_ninfo[eq*CIW+CIW-VCB +: VCB]{% endraw %}{% else %}{% raw %}q_vc[eq*VCB +: VCB]{% endraw %}{% endif %}{% raw %},
                                                   out_nfree_i, out_gv_i, out_g1_i, out_gvc_i, out_vcbase_i);{% endraw %}{% else %}{% raw %}            elig_d[eq] = c_nvalid[eq] && nxt_ok(c_ninfo[eq*CIW+LB+HB +: PB], c_ninfo[eq*CIW+HB +: LB], out_nfree_i,
                                                out_gv_i, out_g1_i, out_cbase_i);{% endraw %}{% endif %}{% raw %}
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
                           out_cbase_i{% endraw %}{% if vcs && !dateline && !sl && !adaptive %}{% raw %}, q_vcbase, q_gsame{% endraw %}{% endif %}{% raw %}};
    end
  endgenerate
{% endraw %}{% if adaptive %}{% raw %}
  // ---- adaptive routing (issue 34, docs/MICROARCHITECTURE.md "Adaptive routing"; Duato's
  // protocol): a candidate of VC qv requests, among its productive outputs (am) that are free
  // (fr), the adaptive VC with the most credits (cr) for the whole packet (ties: the routing
  // table's output esc, then the lowest port, then the lowest VC); when none can go, output
  // esc on the escape VC if that can. Adaptive VCs: AESC and above (bmin, AESC = 0: the
  // packet's own). Escape VC: 0 on a mesh; on a torus the dateline pair's (ovc_of from an
  // escape VC; from an adaptive one the upper VC on a wrap-around output, else the lower).
  // Result {found, output, VC}. ----
  // the candidates' keys {may go, credits, the table's output, ~output, ~VC}: the largest wins
  // (most credits, then the table's output, then the lowest port, then the lowest VC), picked
  // by a tree of compares (depth clog2(P x VCS)) rather than a chain through every candidate
  localparam integer NK = P * VCS;
  localparam integer NK2 = (NK > 1) ? (1 << $clog2(NK)) : 1;
  localparam integer KW = 1 + CB + 1 + PB + VCB;
  // The outputs' state comes as free flags nf and VC credits cb before this cycle's grants,
  // and the grants (gv: output k grants; g1: a one-flit packet, which leaves k free and takes
  // one credit of VC gvc[k]): each leaf's key is built both ways from nf and cb, the grant
  // selects between them last, so the grant enters the tree only at its leaves. For this
  // cycle's own state (ADAPT_EQ_A's definition) gv is 0.
  function automatic [PB+VCB:0] pick(input [P-1:0] am, input [PB-1:0] esc, input [VCB-1:0] qv,
                                     input [LB-1:0] l, input [P-1:0] nf, input [P-1:0] gv,
                                     input [P-1:0] g1, input [P*VCB-1:0] gvc,
                                     input [P*VCS*CB-1:0] cb{% endraw %}{% if dateline %}{% raw %}, input [P-1:0] wrap{% endraw %}{% endif %}{% raw %});
    reg [NK2*KW-1:0] t;
    reg [KW-1:0] ka, kb, kn, kg;
    reg ok0, ok1, same, ef, ew, egv, eg1, esame, eok;
    reg [PB-1:0] kk;
    reg [VCB-1:0] ww, ev, egvc;
    reg [CB-1:0] c, ec;
    integer k, w, i, s;
    begin
      t = {NK2*KW{1'b0}};
      for (k = 0; k < P; k = k + 1) begin
        for (w = 0; w < VCS; w = w + 1) begin
          c = cb[(k*VCS + w)*CB +: CB];
          kk = k[PB-1:0];
          ww = w[VCB-1:0];
          ok0 = am[k] && ((AESC == 0) ? (qv == ww) : (w >= AESC)) && ({{(32-CB){1'b0}}, c} >= {{(32-LB){1'b0}}, l});
          ok1 = am[k] && ((AESC == 0) ? (qv == ww) : (w >= AESC)) && ({{(32-CB){1'b0}}, c} > {{(32-LB){1'b0}}, l});
          kn = {1'b1, c, kk == esc, ~kk, ~ww};
          kg = {1'b1, c - 1'b1, kk == esc, ~kk, ~ww};
          same = (gvc[k*VCB +: VCB] == ww);
          if (gv[k]) begin
            t[(k*VCS + w)*KW +: KW] = (g1[k] && (same ? ok1 : ok0)) ? (same ? kg : kn) : {KW{1'b0}};
          end else begin
            t[(k*VCS + w)*KW +: KW] = (nf[k] && ok0) ? kn : {KW{1'b0}};
          end
        end
      end
      for (s = NK2 / 2; s >= 1; s = s / 2) begin
        for (i = 0; i < s; i = i + 1) begin
          ka = t[(2*i)*KW +: KW];
          kb = t[(2*i + 1)*KW +: KW];
          t[i*KW +: KW] = (ka >= kb) ? ka : kb;
        end
      end
      ka = t[0 +: KW];
      ef = 1'b0;
      ew = 1'b0;
      egv = 1'b0;
      eg1 = 1'b0;
      egvc = {VCB{1'b0}};
      for (k = 0; k < P; k = k + 1) begin
        if (esc == k[PB-1:0]) begin
          ef = nf[k];
          egv = gv[k];
          eg1 = g1[k];
          egvc = gvc[k*VCB +: VCB];{% endraw %}{% if dateline %}{% raw %}
          ew = wrap[k];{% endraw %}{% endif %}{% raw %}
        end
      end{% endraw %}{% if dateline %}{% raw %}
      ev = ({{(32-VCB){1'b0}}, qv} < 2) ? ovc_of(qv, esc, wrap) : {{(VCB-1){1'b0}}, ew};{% endraw %}{% else %}{% raw %}
      ev = {VCB{ew}};{% endraw %}{% endif %}{% raw %}
      ec = {CB{1'b0}};
      for (k = 0; k < P; k = k + 1) begin
        for (w = 0; w < VCS; w = w + 1) begin
          if ((esc == k[PB-1:0]) && (ev == w[VCB-1:0])) begin
            ec = cb[(k*VCS + w)*CB +: CB];
          end
        end
      end
      esame = (egvc == ev);
      eok = egv ? (eg1 && (esame ? ({{(32-CB){1'b0}}, ec} > {{(32-LB){1'b0}}, l})
                                 : ({{(32-CB){1'b0}}, ec} >= {{(32-LB){1'b0}}, l})))
                : (ef && ({{(32-CB){1'b0}}, ec} >= {{(32-LB){1'b0}}, l}));
      if (ka[KW-1]) begin
        pick = {1'b1, ~ka[VCB +: PB], ~ka[0 +: VCB]};
      end else if ((AESC != 0) && eok) begin
        pick = {1'b1, esc, ev};
      end else begin
        pick = {1'b0, esc, ev};
      end
    end
  endfunction
  localparam integer MK = CIW - P;  // a candidate's productive outputs
  localparam integer SW = PB + VCB;  // a choice {output, VC}
  // registered: each queue's choice for the next cycle (its candidate then: the granted
  // queue's next one, or the same); and from this cycle's state, the definition it must equal
  reg [NQ-1:0] a_okc;
  reg [NQ*SW-1:0] asel_q, asel_d, asel_c;
  reg [SW:0] pk, pc;
  integer aq;
  always @* begin
    for (aq = 0; aq < NQ; aq = aq + 1) begin
      if (grant_i && (req_q == aq[QB-1:0])) begin
        pk = pick(c_ginfo[MK +: P], c_ginfo[LB+HB +: PB], q_vc[aq*VCB +: VCB], c_ginfo[HB +: LB],
                  out_nfree_i, out_gv_i, out_g1_i, out_gvc_i, out_vcbase_i{% endraw %}{% if dateline %}{% raw %}, vc_wrap_i{% endraw %}{% endif %}{% raw %});
        a_ok_d[aq] = c_gvalid && pk[SW];
      end else begin
        pk = pick(c_ninfo[aq*CIW+MK +: P], c_ninfo[aq*CIW+LB+HB +: PB], q_vc[aq*VCB +: VCB], c_ninfo[aq*CIW+HB +: LB],
                  out_nfree_i, out_gv_i, out_g1_i, out_gvc_i, out_vcbase_i{% endraw %}{% if dateline %}{% raw %}, vc_wrap_i{% endraw %}{% endif %}{% raw %});
        a_ok_d[aq] = c_nvalid[aq] && pk[SW];
      end
      asel_d[aq*SW +: SW] = pk[SW-1:0];
      pc = pick(c_info[aq*CIW+MK +: P], c_info[aq*CIW+LB+HB +: PB], q_vc[aq*VCB +: VCB], c_info[aq*CIW+HB +: LB],
                out_free_i, {P{1'b0}}, {P{1'b0}}, {P*VCB{1'b0}}, out_vcred_i{% endraw %}{% if dateline %}{% raw %}, vc_wrap_i{% endraw %}{% endif %}{% raw %});
      a_okc[aq] = pc[SW];
      asel_c[aq*SW +: SW] = pc[SW-1:0];
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      asel_q <= {NQ*SW{1'b0}};
    end else begin
      asel_q <= asel_d;
    end
  end
  assign a_ok_c = a_okc;
  reg [SW-1:0] a_req_r;
  integer ar;
  always @* begin
    a_req_r = {SW{1'b0}};
    for (ar = 0; ar < NQ; ar = ar + 1) begin
      a_req_r = a_req_r | (asel_q[ar*SW +: SW] & {SW{q_gnt[ar]}});
    end
  end
  assign a_req = a_req_r;
  wire unused_asel_c = &{1'b0, asel_c};  // read by ADAPT_EQ_A only
`ifdef SG_ASSERT
  // ADAPT_EQ_A: an eligible queue's registered choice is the one this cycle's state gives
  integer aa;
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni) begin
      for (aa = 0; aa < NQ; aa = aa + 1) begin
        if (q_ok_c[aa] && (asel_q[aa*SW +: SW] != asel_c[aa*SW +: SW])) begin
          $error("ADAPT_EQ_A: input %0d queue %0d: registered choice %h, from the state %h", ME, aa,
                 asel_q[aa*SW +: SW], asel_c[aa*SW +: SW]);
        end
      end
    end
  end
`endif
{% endraw %}{% endif %}{% raw %}
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
  assign occ_o = occ_q;{% endraw %}{% if vcs %}{% raw %}

  // ---- virtual channels: the requesting queue's VC, the sending queue's, each VC's flits ----
  reg [VCB-1:0] req_vc, push_vc;
  reg [VCB-1:0] tx_vc_q;  // the VC of tx_q_q
  genvar qvg;
  generate
    for (qvg = 0; qvg < NQ; qvg = qvg + 1) begin : g_q_vc
      localparam integer QVI = qvg / NQV;
      localparam [VCB-1:0] QVC = QVI[VCB-1:0];
      assign q_vc[qvg*VCB +: VCB] = QVC;{% endraw %}{% if !dateline && !sl && !adaptive %}{% raw %}
      genvar qk;
      for (qk = 0; qk < P; qk = qk + 1) begin : g_q_out
        assign q_vcbase[(qvg*P + qk)*CB +: CB] = out_vcbase_i[(qk*VCS + QVI)*CB +: CB];
        assign q_gsame[qvg*P + qk] = (out_gvc_i[qk*VCB +: VCB] == QVC);
      end{% endraw %}{% endif %}{% raw %}
    end
  endgenerate
  integer vq;
  always @* begin
    req_vc = {VCB{1'b0}};
    push_vc = {VCB{1'b0}};
    for (vq = 0; vq < NQ; vq = vq + 1) begin
      req_vc = req_vc | (q_vc[vq*VCB +: VCB] & {VCB{q_gnt[vq]}});
      push_vc = push_vc | (q_vc[vq*VCB +: VCB] & {VCB{q_push[vq]}});
    end
  end
{% endraw %}{% if adaptive %}{% raw %}  // adaptive routing: the VC the queue chose
  assign req_vc_o = a_req[0 +: VCB];{% endraw %}{% else if dateline %}{% raw %}  // torus: the VC the request leaves on (the queue's, with the dateline bit of its output)
  assign req_vc_o = ovc_of(req_vc, req_out_o, vc_wrap_i);{% endraw %}{% else if sl %}{% raw %}  // service levels: the VC the requesting candidate leaves on
  assign req_vc_o = req_c[CIW-VCB +: VCB];{% endraw %}{% else %}{% raw %}  assign req_vc_o = req_vc;{% endraw %}{% endif %}{% raw %}
  reg [VCS*CB-1:0] vocc_q, vocc_d;
  integer vo;
  always @* begin
    vocc_d = vocc_q;
    for (vo = 0; vo < VCS; vo = vo + 1) begin
      if (push_any && (push_vc == vo[VCB-1:0])) begin
        vocc_d[vo*CB +: CB] = vocc_d[vo*CB +: CB] + 1'b1;
      end
      if (pop && (tx_vc_q == vo[VCB-1:0])) begin
        vocc_d[vo*CB +: CB] = vocc_d[vo*CB +: CB] - 1'b1;
      end
    end
  end
  assign vc_occ_o = vocc_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      vocc_q <= {VCS*CB{1'b0}};
      tx_vc_q <= {VCB{1'b0}};
    end else begin
      vocc_q <= vocc_d;
      if (grant_i) begin
        tx_vc_q <= req_vc;
      end
    end
  end{% endraw %}{% endif %}{% raw %}
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

{% endraw %}{% if fbvc %}{% raw %}  // ---- fbicm inside virtual channels (docs/MICROARCHITECTURE.md "FBICM inside virtual
  // channels"): one sg_cam_input per VC, each an FBICM input of its own over the VC's NQV
  // queues (its NFQ and CV CFQs, numbered from 0 inside the VC) and its CV lines (lines
  // v*CV.. of the backward channel, of CLOP and of the output lines); one move port: a VC
  // starts a move only while no move is in progress and when it wins the round robin among
  // the VCs that want to start one (pointer past the last that started) ----
  localparam integer CLBV = (CV > 1) ? $clog2(CV) : 1;
  localparam integer FBWV = 2 * CV + 1 + CLBV + KB + HOPB;
  localparam integer QBV = (NQV > 1) ? $clog2(NQV) : 1;
  wire [VCS-1:0] v_want, v_busy, v_ok, v_mv, v_mvh;
  wire [VCS*QBV-1:0] v_mvq;
  wire [VCS*FBWV-1:0] v_fb;
  wire [VCS-1:0] mv_gnt;
  wire [VCB-1:0] mv_win;
  wire mv_any;
  reg [VCB-1:0] mvp_q;
  sg_rr_arbiter #(.N(VCS), .IW(VCB)) move_arb (
    .req_i  (v_want & {VCS{!(|v_busy)}}),
    .ptr_i  (mvp_q),
    .gnt_o  (mv_gnt),
    .idx_o  (mv_win),
    .valid_o(mv_any)
  );
  assign v_ok = mv_gnt;
  localparam integer VCS_I = VCS - 1;
  localparam [VCB-1:0] VLAST = VCS_I[VCB-1:0];
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mvp_q <= {VCB{1'b0}};
    end else if (mv_any) begin
      mvp_q <= (mv_win == VLAST) ? {VCB{1'b0}} : mv_win + 1'b1;
    end
  end
  genvar cv;
  generate
    for (cv = 0; cv < VCS; cv = cv + 1) begin : g_cam_vc
      localparam integer Q0 = cv * NQV;  // the VC's NFQ
      // queue numbers of the input inside this VC (a compare with each of the VC's constant
      // queue numbers: no divider), and their numbers there
      localparam [QB-1:0] Q0C = Q0[QB-1:0];
      reg tx_here, rx_here, sel_here, req_here;
      integer kq;
      always @* begin
        tx_here = 1'b0;
        rx_here = 1'b0;
        sel_here = 1'b0;
        req_here = 1'b0;
        for (kq = Q0; kq < Q0 + NQV; kq = kq + 1) begin
          tx_here = tx_here | (tx_q_q == kq[QB-1:0]);
          rx_here = rx_here | (rx_into_q == kq[QB-1:0]);
          sel_here = sel_here | (sel_q == kq[QB-1:0]);
          req_here = req_here | (req_q == kq[QB-1:0]);
        end
      end
      wire [QB-1:0] tx_rel = tx_q_q - Q0C;
      wire [QB-1:0] rx_rel = rx_into_q - Q0C;
      wire [QB-1:0] sel_rel = sel_q - Q0C;
      wire [QB-1:0] req_rel = req_q - Q0C;
      wire unused_rel = &{1'b0, tx_rel, rx_rel, sel_rel, req_rel};
      // the output lines of this VC: CLOP (line-major, contiguous), Stop, HopsToReach, routes
      wire [P*CV-1:0] ostop_v;
      wire [P*CV*HOPB-1:0] ohops_v;
      wire [P*CV*TPB-1:0] otp_v;
      genvar co;
      for (co = 0; co < P; co = co + 1) begin : g_oline
        assign ostop_v[co*CV +: CV] = ostop_i[co*C + cv*CV +: CV];
        assign ohops_v[co*CV*HOPB +: CV*HOPB] = ohops_i[(co*C + cv*CV)*HOPB +: CV*HOPB];
        assign otp_v[co*CV*TPB +: CV*TPB] = otp_i[(co*C + cv*CV)*TPB +: CV*TPB];
      end
      wire [QBV-1:0] mvq_v;
      wire [QBV-1:0] cq_v, swa_v, swb_v;
      wire sw_v;
      wire [P*CV-1:0] mir_v;
      wire unused_cam_v = &{1'b0, cq_v, swa_v, swb_v, sw_v, mir_v};
      sg_cam_input #(
        .P(P), .PB(PB), .W(W), .B(B), .N(N), .HB(HB), .LB(LB), .CB(CB), .NQ(NQV), .QB(QBV),
        .LEN_LSB(LEN_LSB), .DST_LSB(DST_LSB), .MB_BIT(MB_BIT), .KEY(KEY), .ME(ME), .C(CV),
        .CLB(CLBV), .HOPB(HOPB), .FBW(FBWV), .KB(KB), .TP_LSB(TP_LSB), .TPB(TPB), .CNTB(CNTB),
        .EGR(EGR), .DET(DET), .STOPT(STOPT), .GOT(GOT)
      ) cam_in (
        .clk_i       (clk_i),
        .rst_ni      (rst_ni),
        .c_info_i    (c_info[Q0*CIW +: NQV*CIW]),
        .c_valid0_i  (c_valid[Q0]),
        .c_addr0_i   (c_addr[Q0*AW +: AW]),
        .q_empty0_i  (q_empty[Q0]),
        .hd0_i       (hd0[cv*AW +: AW]),
        .sc0_i       (sc0[cv*AW +: AW]),
        .two0_i      (two0[cv]),
        .rc_entry_i  (rc_entry),
        .rc_hdr_i    (1'b0),
        .rc_q_i      ({QBV{1'b0}}),
        .q_push_i    (q_push[Q0 +: NQV]),
        .rx_into_i   (rx_into && rx_here),
        .rx_q_i      (rx_rel[QBV-1:0]),
        .pend_i      (pend_q && tx_here),
        .busy_i      (busy_q && tx_here),
        .out_i       (out_q),
        .tx_q_i      (tx_rel[QBV-1:0]),
        .pop_i       (pop && sel_here),
        .sel_q_i     (sel_rel[QBV-1:0]),
        .grant_i     (grant_i && req_here),
        .req_q_i     (req_rel[QBV-1:0]),
        .out_free_i  (out_free_i),
        .clop_i      (clop_i[cv*CV*N +: CV*N]),
        .ostop_i     (ostop_v),
        .ohops_i     (ohops_v),
        .otp_i       (otp_v),
        .cnt1_i      (cnt1_i),
        .fw_i        (fw_i[cv*CV +: CV]),
        .cam_q_o     (cq_v),
        .swp_o       (sw_v),
        .swp_a_o     (swa_v),
        .swp_b_o     (swb_v),
        .mv_o        (v_mv[cv]),
        .mv_hdr_o    (v_mvh[cv]),
        .mv_q_o      (mvq_v),
        .nfq_ready_o (nfq_ready[cv]),
        .q_blk_o     (q_blk[Q0 +: NQV]),
        .mir_o       (mir_v),
        .mv_want_o   (v_want[cv]),
        .mv_busy_o   (v_busy[cv]),
        .mv_ok_i     (v_ok[cv]),
        .fb_o        (v_fb[cv*FBWV +: FBWV]),
        .cam_o       (cam_o[cv*(1+CV)*64 +: (1+CV)*64])
      );
      assign v_mvq[cv*QBV +: QBV] = mvq_v;
    end
  endgenerate
  // the move (one VC at most: a start only while none is in progress), in the input's queue
  // numbers; the backward channel: every VC's Stop and Active bits, VC-major, and the one ADD
  // (a header moved into a CFQ: one per cycle at most) with its line numbered in the port
  reg mv_r, mvh_r;
  reg [QB-1:0] mvq_r, mvs_r;
  reg [C-1:0] fb_stop, fb_act;
  reg add_v;
  reg [CLB-1:0] add_l;
  reg [KB-1:0] add_key;
  reg [HOPB-1:0] add_h;
  reg [31:0] mq32, ms32, al32;
  integer vm;
  always @* begin
    mv_r = 1'b0;
    mvh_r = 1'b0;
    mvq_r = {QB{1'b0}};
    mvs_r = {QB{1'b0}};
    fb_stop = {C{1'b0}};
    fb_act = {C{1'b0}};
    add_v = 1'b0;
    add_l = {CLB{1'b0}};
    add_key = {KB{1'b0}};
    add_h = {HOPB{1'b0}};
    mq32 = 32'd0;
    ms32 = 32'd0;
    al32 = 32'd0;
    for (vm = 0; vm < VCS; vm = vm + 1) begin
      fb_stop[vm*CV +: CV] = v_fb[vm*FBWV +: CV];
      fb_act[vm*CV +: CV] = v_fb[vm*FBWV + CV +: CV];
      if (v_mv[vm]) begin
        mv_r = 1'b1;
        mvh_r = v_mvh[vm];
        mq32 = vm * NQV + {{(32-QBV){1'b0}}, v_mvq[vm*QBV +: QBV]};
        ms32 = vm * NQV;
        mvq_r = mq32[QB-1:0];
        mvs_r = ms32[QB-1:0];
      end
      if (v_fb[vm*FBWV + 2*CV]) begin
        add_v = 1'b1;
        al32 = vm * CV + {{(32-CLBV){1'b0}}, v_fb[vm*FBWV + 2*CV + 1 +: CLBV]};
        add_l = al32[CLB-1:0];
        add_key = v_fb[vm*FBWV + 2*CV + 1 + CLBV +: KB];
        add_h = v_fb[vm*FBWV + 2*CV + 1 + CLBV + KB +: HOPB];
      end
    end
  end
  assign mv = mv_r;
  assign mv_hdr = mvh_r;
  assign mv_q = mvq_r;
  assign mv_src = mvs_r;
  assign fb_o = {add_h, add_key, add_l, add_v, fb_act, fb_stop};
  assign cam_q = {QB{1'b0}};
  assign swp = 1'b0;
  assign swp_a = {QB{1'b0}};
  assign swp_b = {QB{1'b0}};
  assign mir_o = {P*C{1'b0}};
  wire unused_fbvc = &{1'b0, mq32, ms32, al32};
`ifdef SG_ASSERT
  // MOVE_PORT_A: one VC of the input moves at a time (and so one ADD leaves per cycle)
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni && (((v_mv & (v_mv - 1'b1)) != {VCS{1'b0}}) || ((v_busy & (v_busy - 1'b1)) != {VCS{1'b0}}))) begin
      $error("MOVE_PORT_A: input %0d: VCs %b move, %b busy", ME, v_mv, v_busy);
    end
  end
`endif

{% endraw %}{% else %}{% raw %}  // ---- fbicm / recn: the CAM lines of this input (sg_cam_input) ----
  generate
    if (QSEL == `SG_QSEL_CAM) begin : g_cam{% endraw %}{% if egress_saqs %}{% raw %}
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
      end{% endraw %}{% endif %}{% raw %}
      sg_cam_input #(
        .P(P), .PB(PB), .W(W), .B(B), .N(N), .HB(HB), .LB(LB), .CB(CB), .NQ(NQ), .QB(QB),
        .LEN_LSB(LEN_LSB), .DST_LSB(DST_LSB), .MB_BIT(MB_BIT), .KEY(KEY), .ME(ME), .C(C),
        .CLB(CLB), .HOPB(HOPB), .FBW(FBW), .KB(KB), .TP_LSB(TP_LSB), .TPB(TPB), .CNTB(CNTB),
        .EGR(EGR), .DET(DET), .STOPT(STOPT), .GOT(GOT)
      ) cam_in (
        .clk_i       (clk_i),
        .rst_ni      (rst_ni),
        .c_info_i    ({% endraw %}{% if egress_saqs %}{% raw %}c_info_cam{% endraw %}{% else %}{% raw %}c_info{% endraw %}{% endif %}{% raw %}),
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
        .fw_i        (fw_i),{% endraw %}{% if egress_saqs %}{% raw %}
        .egr_over_i  (egr_over_i),
        .cd_valid_i  (c_dvalid),
        .cd_route_i  (cd_route),
        .cd_tp_i     (cd_tp),
        .oact_d_i    (oact_d_i),
        .ostop_d_i   (ostop_d_i),
        .ohops_d_i   (ohops_d_i),
        .otp_d_i     (otp_d_i),{% endraw %}{% endif %}{% raw %}
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
      wire unused_fbicm = &{1'b0, clop_i, ostop_i, ohops_i, otp_i, cnt1_i, fw_i{% endraw %}{% if egress_saqs %}{% raw %}, egr_over_i, c_dvalid, c_dinfo,
                                oact_d_i, ostop_d_i, ohops_d_i, otp_d_i{% endraw %}{% endif %}{% raw %}};
    end
  endgenerate

{% endraw %}{% endif %}{% raw %}  // ---- credits: one per flit leaving the buffer; dropped flits' credits when no pop ----
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
  assign credit_o = cdl_q[CREDIT_DELAY-1];{% endraw %}{% if vcs %}{% raw %}
  // the credit's VC: the VC of the flit the next cycle's ST pops (the granted queue's or the
  // connection's); an owed credit of a dropped flit goes back on VC 0
  wire [VCB-1:0] credit_vc_now = grant_i ? req_vc : (pop_next ? tx_vc_q : {VCB{1'b0}});
  reg [CREDIT_DELAY*VCB-1:0] cvdl_q;
  wire [CREDIT_DELAY*VCB-1:0] cvdl_d;
  generate
    if (CREDIT_DELAY > 1) begin : g_cvdl
      assign cvdl_d = {cvdl_q[(CREDIT_DELAY-1)*VCB-1:0], credit_vc_now};
    end else begin : g_cvdl1
      assign cvdl_d = credit_vc_now;
    end
  endgenerate
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      cvdl_q <= {CREDIT_DELAY*VCB{1'b0}};
    end else begin
      cvdl_q <= cvdl_d;
    end
  end
  assign credit_vc_o = cvdl_q[(CREDIT_DELAY-1)*VCB +: VCB];{% endraw %}{% endif %}{% raw %}

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

`default_nettype wire{% endraw %}
