`default_nettype none
// named constants (SG_*): listed first in switchgen.f, included here when compiled alone
`ifndef SG_DEFS_V
`include "sg_defs.v"
`endif

// The CAM lines of an input port (FBICM seed 001 §3, RECN seed 004 §4; docs/MICROARCHITECTURE.md
// "FBICM", "RECN"), instantiated by sg_input_unit when the queue scheme is fbicm or recn: C lines
// (state named as the model's `InLine`, model/src/cam.rs: active, stop, rc, sent_stop, port, hops,
// next, tp, notified, wait, wait_on), their keys (fbicm: CLIP per line and NSB per destination;
// recn: the routes in the lines), the classification of a header against them (fbicm: the NFQ
// candidate, post-processing; recn: the arriving header), the move of a packet out of the NFQ
// into a CFQ (fbicm), enhanced RECN's detection queue handed over to a free line's SAQ, Stop/Go
// and the ADD message upstream (backward control channel, registered), recn's in-order
// pointers, the CFQ / SAQ heads stopped, and the monitor words the co-simulation compares with
// the model every cycle. Queue numbers: the NFQ is queue 0 (fbicm; basic RECN's normal queue),
// enhanced RECN's detection queues are 0..P-1, line l's CFQ / SAQ is queue SQ0 + l.
// Storage: C x (4 + PB + HOPB + CLB + TPB + 1 + CB + QB) bits of lines, C x N bits of CLIP and N
// of NSB (fbicm), NQ x CB flit counts (recn: NQ x CB header counts more).
module sg_cam_input #(
  parameter integer P = 4,             // switch ports
  parameter integer PB = 2,            // bits of a port number
  parameter integer W = 64,            // flit bits
  parameter integer B = 8,             // buffer flits
  parameter integer N = 64,            // hosts
  parameter integer HB = 6,            // bits of a host number
  parameter integer LB = 4,            // bits of the length field
  parameter integer CB = 4,            // bits of a flit count (0..B)
  parameter integer NQ = 2,            // queues of the input (the NFQ / detection queues and C CFQs / SAQs)
  parameter integer QB = 1,            // bits of a queue number
  parameter integer LEN_LSB = 1,       // header: length field
  parameter integer DST_LSB = 5,       // header: destination field
  parameter integer MB_BIT = 0,        // header: MB
  parameter integer KEY = 0,           // `SG_KEY_*: fbicm (destination sets), recn basic, recn enhanced (routes)
  parameter integer ME = 0,            // this input's port number (recn: turns are port offsets)
  parameter integer C = 1,             // CAM lines
  parameter integer CLB = 1,           // bits of a line number
  parameter integer HOPB = 4,          // HopsToReach bits
  parameter integer FBW = 14,          // backward control channel bits (2 C + 1 + CLB + KB + HOPB)
  parameter integer KB = 6,            // bits of an ADD's key (fbicm: HB; recn: TPB)
  parameter integer TP_LSB = 0,        // recn: header turnpool field, TPB bits
  parameter integer TPB = 4,           // (the defaults: one consistent set, as yosys elaborates every module)
  parameter integer CNTB = 1,          // recn basic: cnt1 width
  parameter integer EGR = 0,           // recn basic: egress detection when cnt1 of the head's output exceeds this
  parameter integer DET = 1,           // detection: NFQ holds more flits than this
  parameter integer STOPT = 1,         // Stop: header moved into a CFQ holding at least this many flits
  parameter integer GOT = 0            // Go: CFQ that sent Stop holds at most this many flits
) (
  input  wire                   clk_i,
  input  wire                   rst_ni,
  // the input unit's queues (sg_cand, sg_mqueue): per queue the candidate's fields {MB, route,
  // length, destination} (fbicm: each CFQ's candidate is checked against the Stop lines); queue
  // 0 has a candidate, its slot, queue 0 is empty; queue 0's head slot, second slot, two entries
  input  wire [NQ*(1+PB+LB+HB)-1:0] c_info_i,
  input  wire                   c_valid0_i,
  input  wire [((B > 1) ? $clog2(B) : 1)-1:0] c_addr0_i,
  input  wire                   q_empty0_i,
  input  wire [((B > 1) ? $clog2(B) : 1)-1:0] hd0_i,
  input  wire [((B > 1) ? $clog2(B) : 1)-1:0] sc0_i,
  input  wire                   two0_i,
  // arrival (RC): the link's entry ({route, is_header, flit}), a header classified (rc_hdr_i)
  // and its queue (rc_q_i); BW: the queue written (q_push_i, one-hot); the queue still
  // receiving flits at the start of the cycle (rx_into_i, rx_q_i: the packet in RECN's ir
  // register, or the rest of one to arrive)
  input  wire [W+1+PB-1:0]      rc_entry_i,
  input  wire                   rc_hdr_i,
  input  wire [QB-1:0]          rc_q_i,
  input  wire [NQ-1:0]          q_push_i,
  input  wire                   rx_into_i,
  input  wire [QB-1:0]          rx_q_i,
  // the input's own traversal: a pending header or a connection (pend_i, busy_i) to output
  // out_i from queue tx_q_i, a flit popped from queue sel_q_i (pop_i); the grant of queue req_q_i
  input  wire                   pend_i,
  input  wire                   busy_i,
  input  wire [PB-1:0]          out_i,
  input  wire [QB-1:0]          tx_q_i,
  input  wire                   pop_i,
  input  wire [QB-1:0]          sel_q_i,
  input  wire                   grant_i,
  input  wire [QB-1:0]          req_q_i,
  input  wire [P-1:0]           out_free_i,
  // the switch's output lines: CLOP (fbicm), in Stop, HopsToReach, routes (recn); cnt1 of every
  // output (basic RECN's egress detection); leaf levels from the upstream (bit l: not a leaf)
  input  wire [C*N-1:0]         clop_i,
  input  wire [P*C-1:0]         ostop_i,
  input  wire [P*C*HOPB-1:0]    ohops_i,
  input  wire [P*C*TPB-1:0]     otp_i,
  input  wire [P*CNTB-1:0]      cnt1_i,
  input  wire [C-1:0]           fw_i,
  // RECN's egress SAQs (CIOQ, issue 33 step 3): egress detection when output o's egress normal
  // queue holds more than EGR headers (bit o, from registers), in basic and enhanced RECN
  input  wire [P-1:0]           egr_over_i,
  // the egress-SAQ bound (docs/MICROARCHITECTURE.md "The egress-SAQ bound"): the input's
  // candidates after this cycle (per queue: one, its output, its turnpool) and the output lines
  // after this cycle (active, in SentStop towards the ingress ports, HopsToReach, routes)
  input  wire [NQ-1:0]          cd_valid_i,
  input  wire [NQ*PB-1:0]       cd_route_i,
  input  wire [NQ*TPB-1:0]      cd_tp_i,
  input  wire [P*C-1:0]         oact_d_i,
  input  wire [P*C-1:0]         ostop_d_i,
  input  wire [P*C*HOPB-1:0]    ohops_d_i,
  input  wire [P*C*TPB-1:0]     otp_d_i,
  // recn: the queue of an arriving header; enhanced: queue swp_a_o handed over to the SAQ
  // swp_b_o at the end of the cycle
  output wire [QB-1:0]          cam_q_o,
  output wire                   swp_o,
  output wire [QB-1:0]          swp_a_o,
  output wire [QB-1:0]          swp_b_o,
  // fbicm: a flit moves from the NFQ into queue mv_q_o (mv_hdr_o: its header); the NFQ
  // candidate may request (nfq_ready_o); per queue its candidate is stopped (q_blk_o)
  output wire                   mv_o,
  output wire                   mv_hdr_o,
  output wire [QB-1:0]          mv_q_o,
  output wire                   nfq_ready_o,
  output wire [NQ-1:0]          q_blk_o,
  // recn: bit o*C + l, a line here mirrors output o's line l
  output wire [P*C-1:0]         mir_o,
  // control channel to the upstream output port (registered), monitor words (recn: C more)
  output wire [FBW-1:0]         fb_o,
  output wire [(1+C+((KEY != `SG_KEY_FBICM) ? C : 0))*64-1:0] cam_o
);
  localparam integer EW = W + 1 + PB;  // queue entry: {route, is_header, flit}
  localparam integer CIW = 1 + PB + LB + HB;
  localparam [LB-1:0] LEN_ONE = 1;

  // recn: the mask of a turnpool's first `turns` turns (PB bits each); a head matches a route
  // key `turns` turns long when (tp & tp_mask(turns)) == key (seed 004 §4.1)
  function automatic [TPB-1:0] tp_mask(input [HOPB-1:0] turns);
    tp_mask = ~({TPB{1'b1}} << ({{(32-HOPB){1'b0}}, turns} * PB));
  endfunction
  // a candidate as a queue entry: {route, is_header, flit with MB, length and destination}
  function automatic [EW-1:0] c_entry(input [CIW-1:0] f);
    c_entry = {f[LB+HB +: PB], 1'b1,
               ({{(W-1){1'b0}}, f[CIW-1]} << MB_BIT)
               | ({{(W-LB){1'b0}}, f[HB +: LB]} << LEN_LSB)
               | ({{(W-HB){1'b0}}, f[0 +: HB]} << DST_LSB)};
  endfunction

  wire [QB-1:0] cam_q;
  wire swp;
  wire [QB-1:0] swp_a, swp_b;
  wire mv, mv_hdr;
  wire [QB-1:0] mv_q;
  wire nfq_ready;
  wire [NQ-1:0] q_blk;
  assign cam_q_o = cam_q;
  assign swp_o = swp;
  assign swp_a_o = swp_a;
  assign swp_b_o = swp_b;
  assign mv_o = mv;
  assign mv_hdr_o = mv_hdr;
  assign mv_q_o = mv_q;
  assign nfq_ready_o = nfq_ready;
  assign q_blk_o = q_blk;
  genvar q;
  // recn reads no candidate's fields (it classifies arriving headers)
  wire unused_c_info = &{1'b0, c_info_i};

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
  reg [C-1:0] fw_prev_q;  // egress SAQs: the leaf levels of the previous cycle

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
      qdl = {{(QDW-1){1'b0}}, q_push_i[k]} + {{(QDW-1){1'b0}}, mv && (mv_q == k[QB-1:0])}
            - {{(QDW-1){1'b0}}, pop_i && (sel_q_i == k[QB-1:0])} - {{(QDW-1){1'b0}}, mv && (k == 0)};
      qcnt_d[k*CB +: CB] = qcnt_q[k*CB +: CB] + {{(CB-QDW){qdl[QDW-1]}}, qdl};
    end
    if (swp) begin
      qcnt_d = hand_over(qcnt_d, swp_a, swp_b);
    end
  end

  // CAM lines
  reg [C-1:0] active_q, active_d, stop_q, stop_d, rc_q, rc_d, sent_stop_q, sent_stop_d;
  reg [C*PB-1:0] port_q, port_d;
  reg [C*HOPB-1:0] hops_q, hops_d;
  reg [C*CLB-1:0] next_q, next_d;
  // fbicm: CLIP line-major, bit l*N + d when destination d is in line l (a line's set is one
  // word, cleared at once when the line is freed); NSB per destination
  reg [C*N-1:0] clip_q, clip_d;
  reg [N-1:0] nsb_q, nsb_d;
  reg [C*TPB-1:0] tp_q, tp_d;
  reg [C-1:0] notified_q, notified_d;
  // recn: each line's turns after this switch, notified, headers to wait for and the queue
  // waited for (the in-order pointer); headers in every queue
  reg [C*CB-1:0] wait_q, wait_d;
  reg [NQ*CB-1:0] pcnt_q, pcnt_d;
  reg [1:0] pdl;
  reg [C*QB-1:0] wait_on_q, wait_on_d;
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
  wire c0_head = c_valid0_i && !q_empty0_i && (c_addr0_i == hd0_i);
  wire crossing0 = (pend_i || busy_i) && out_free_i[out_i] && (tx_q_i == {QB{1'b0}});
  wire behind = (KEY == `SG_KEY_FBICM) && c_valid0_i && !c0_head && crossing0 && two0_i
                && (c_addr0_i == sc0_i);
  wire [EW-1:0] h0 = (KEY != `SG_KEY_FBICM) ? rc_entry_i : c_entry(c_info_i[0 +: CIW]);
  wire h0_hdr = c0_head || behind;
  wire unused_h0 = &{1'b0, h0};
  wire [HB-1:0] d0 = h0[DST_LSB +: HB];
  wire [31:0] d0w = {{(32-HB){1'b0}}, d0};
  wire d0_ok = (d0w < N);
  wire [PB-1:0] o0 = h0[W+1 +: PB];
  wire [LB-1:0] len0 = h0[LEN_LSB +: LB];
  wire [TPB-1:0] tp0 = h0[TP_LSB +: TPB];
  wire classify = (KEY != `SG_KEY_FBICM) ? rc_hdr_i : (!mv_busy_q && h0_hdr);
  // recn: the normal queue of the header (enhanced: its output's detection queue)
  wire [31:0] o0w = {{(32-PB){1'b0}}, o0};
  wire [QB-1:0] dq0 = (KEY == `SG_KEY_RECN_ENHANCED) ? o0w[QB-1:0] : {QB{1'b0}};
  wire unused_o0w = &{1'b0, o0w};
  wire [C-1:0] ostop0 = ostop_i[o0*C +: C];
  wire [C*HOPB-1:0] ohops0 = ohops_i[o0*C*HOPB +: C*HOPB];
  wire [C*TPB-1:0] otp0 = otp_i[o0*C*TPB +: C*TPB];
  wire [C-1:0] freev = ~active_q;
  // what the keys say about the head: matched (match_l), an output line to mirror
  // (want_rc, block_l), a detection line to join (primv), detection
  reg matched, want_rc, det_cond;
  reg [CLB-1:0] match_l, block_l;
  reg [C-1:0] primv;
  reg [C-1:0] clip0, clop0, rulev, matchv, blockv;
  reg [HOPB-1:0] best_h, cand_h, new_h;
  reg [TPB-1:0] cand_tp;
  reg ext, port_line;
  reg [C-1:0] mcand, ocand, msel, osel;  // recn: lines matching, and the one selected
  integer r, b;
  always @* begin
    mcand = {C{1'b0}};
    ocand = {C{1'b0}};
    msel = {C{1'b0}};
    osel = {C{1'b0}};
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
        rulev[r] = active_q[r] && rc_q[r] && (port_q[r*PB +: PB] == o0) && clop0[next_q[r*CLB +: CLB]];
        primv[r] = active_q[r] && !rc_q[r] && (port_q[r*PB +: PB] == o0);
      end
      matchv = ((clip0 & active_q) != {C{1'b0}}) ? (clip0 & active_q) : rulev;
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
      // specific output line in Xoff whose route prefixes it (lowest line on ties). Every
      // line's match in parallel, then the one that no other matching line beats (longer, or
      // as long and lower): one compare per pair of lines, from the line registers, instead of
      // a chain through every line
      for (r = 0; r < C; r = r + 1) begin
        mcand[r] = active_q[r] && (port_q[r*PB +: PB] == o0)
                   && ((tp0 & tp_mask(hops_q[r*HOPB +: HOPB] - HOP_ONE)) == tp_q[r*TPB +: TPB]);
        ocand[r] = ostop0[r] && ((tp0 & tp_mask(ohops0[r*HOPB +: HOPB])) == otp0[r*TPB +: TPB]);
      end
      for (r = 0; r < C; r = r + 1) begin
        msel[r] = mcand[r];
        osel[r] = ocand[r];
        for (b = 0; b < C; b = b + 1) begin
          if (b < r) begin
            if (mcand[b] && (hops_q[b*HOPB +: HOPB] >= hops_q[r*HOPB +: HOPB])) begin
              msel[r] = 1'b0;
            end
            if (ocand[b] && (ohops0[b*HOPB +: HOPB] >= ohops0[r*HOPB +: HOPB])) begin
              osel[r] = 1'b0;
            end
          end else if (b > r) begin
            if (mcand[b] && (hops_q[b*HOPB +: HOPB] > hops_q[r*HOPB +: HOPB])) begin
              msel[r] = 1'b0;
            end
            if (ocand[b] && (ohops0[b*HOPB +: HOPB] > ohops0[r*HOPB +: HOPB])) begin
              osel[r] = 1'b0;
            end
          end
        end
      end
      matched = (mcand != {C{1'b0}});
      want_rc = (ocand != {C{1'b0}});
      // msel and osel are one-hot (or 0): AND-OR selects
      for (r = 0; r < C; r = r + 1) begin
        match_l = match_l | ({CLB{msel[r]}} & r[CLB-1:0]);
        best_h = best_h | ({HOPB{msel[r]}} & hops_q[r*HOPB +: HOPB]);
        block_l = block_l | ({CLB{osel[r]}} & r[CLB-1:0]);
        cand_h = cand_h | ({HOPB{osel[r]}} & ohops0[r*HOPB +: HOPB]);
        cand_tp = cand_tp | ({TPB{osel[r]}} & otp0[r*TPB +: TPB]);
      end
      new_h = (cand_h == HOPMAX) ? HOPMAX : cand_h + HOP_ONE;
      for (r = 0; r < C; r = r + 1) begin
        if (active_q[r] && (port_q[r*PB +: PB] == o0) && (hops_q[r*HOPB +: HOPB] > new_h)
            && ((tp_q[r*TPB +: TPB] & tp_mask(cand_h)) == cand_tp)) begin
          ext = 1'b1;
        end
        if (active_q[r] && (port_q[r*PB +: PB] == o0)) begin
          port_line = 1'b1;
        end
      end
      if (KEY == `SG_KEY_RECN_ENHANCED) begin
        // enhanced: every notification more specific than the header's line; detection is
        // the detection queues' (the swap below)
        want_rc = want_rc && (!matched || (new_h > best_h));
        // with egress SAQs also at the egress normal queue (SPEC §2.3)
        det_cond = egr_over_i[o0] && !port_line;
      end else begin
        // basic: none that overlaps a line; detection at the egress (cnt1), and never a
        // line less specific than one of this output
        want_rc = want_rc && !matched && !ext;
        det_cond = egr_over_i[o0] && !port_line;
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
      longest[ra] = (KEY != `SG_KEY_FBICM) && active_q[ra] && (port_q[ra*PB +: PB] == o0) && (hops_q[ra*HOPB +: HOPB] == best_h)
                    && ((tp0 & tp_mask(hops_q[ra*HOPB +: HOPB] - HOP_ONE)) == tp_q[ra*TPB +: TPB]);
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
  assign mv = mv_start || (mv_busy_q && !q_empty0_i);
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
  wire [QB-1:0] det_q;
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
          if (active_q[e2] && (port_q[e2*PB +: PB] == g[PB-1:0]) && (hops_q[e2*HOPB +: HOPB] == HOP_ONE)) begin
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
    assign det_q = swp_c;
    // detection queues are 0..P-1, so QB >= PB here
    assign swp_port = swp_c[PB-1:0];
  end else begin : g_no_detect
    assign over = {P{1'b0}};
    assign det_q = {QB{1'b0}};
    assign swp_port = {PB{1'b0}};
  end
  wire [31:0] free_q32 = SQ0 + {{(32-CLB){1'b0}}, free_l};
  wire unused_free_q32 = &{1'b0, free_q32};
  assign swp = (KEY == `SG_KEY_RECN_ENHANCED) && (over != {P{1'b0}}) && any_free && !alloc;
  assign swp_a = det_q;
  assign swp_b = free_q32[QB-1:0];
  // recn: the route of a line as the upstream sees it (this switch's turn first)
  wire [PB:0] turn_sum = {1'b0, port_q[start_line*PB +: PB]} + P_C - ME_C;
  wire [PB:0] turn = (turn_sum >= P_C) ? turn_sum - P_C : turn_sum;
  wire [TPB+PB-1:0] up_route = {tp_q[start_line*TPB +: TPB], turn[PB-1:0]};
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
    end else if (mv_busy_q && !q_empty0_i) begin
      mv_rem_d = mv_rem_q - LEN_ONE;
      mv_busy_d = (mv_rem_q != LEN_ONE);
    end
    active_d = active_q;
    rc_d = rc_q;
    sent_stop_d = sent_stop_q;
    port_d = port_q;
    hops_d = hops_q;
    next_d = next_q;
    clip_d = clip_q;
    nsb_d = nsb_q;
    tp_d = tp_q;
    notified_d = notified_q;
    wait_d = wait_q;
    wait_on_d = wait_on_q;
    pcnt_d = pcnt_q;
    pdl = 2'b00;
    stop_d = {C{1'b0}};
    add_v_d = 1'b0;
    add_l_d = add_l_q;
    add_key_d = add_key_q;
    add_h_d = add_h_q;
    // recn: headers leave and enter queues, waits count down
    if (KEY != `SG_KEY_FBICM) begin
      // one signed step (-1..+1, 2 bits) per count, one adder each
      for (l = 0; l < NQ; l = l + 1) begin
        pdl = {1'b0, rc_hdr_i && (rc_q_i == l[QB-1:0])} - {1'b0, grant_i && (req_q_i == l[QB-1:0])};
        pcnt_d[l*CB +: CB] = pcnt_q[l*CB +: CB] + {{(CB-2){pdl[1]}}, pdl};
      end
      for (l = 0; l < C; l = l + 1) begin
        if (grant_i && (wait_q[l*CB +: CB] != {CB{1'b0}}) && (wait_on_q[l*QB +: QB] == req_q_i)) begin
          wait_d[l*CB +: CB] = wait_q[l*CB +: CB] - 1'b1;
        end
      end
    end
    for (l = 0; l < C; l = l + 1) begin
      if (alloc && (start_line == l[CLB-1:0])) begin
        active_d[l] = 1'b1;
        rc_d[l] = rc_alloc;
        sent_stop_d[l] = 1'b0;
        port_d[l*PB +: PB] = o0;
        hops_d[l*HOPB +: HOPB] = rc_alloc ? rc_hops : HOP_ONE;
        next_d[l*CLB +: CLB] = rc_alloc ? block_l : {CLB{1'b0}};
        if (KEY != `SG_KEY_FBICM) begin
          tp_d[l*TPB +: TPB] = rc_alloc ? otp0[block_l*TPB +: TPB] : {TPB{1'b0}};
          notified_d[l] = 1'b0;
          wait_d[l*CB +: CB] = pcnt_d[wq*CB +: CB];
          wait_on_d[l*QB +: QB] = (pcnt_d[wq*CB +: CB] != {CB{1'b0}}) ? wq : {QB{1'b0}};
        end
      end
      if (start && (start_line == l[CLB-1:0])) begin
        if (KEY == `SG_KEY_FBICM) begin
          clip_d[l*N + d0w] = 1'b1;
        end
        if (qcnt_q[(SQ0+l)*CB +: CB] >= STOPT_C) begin
          sent_stop_d[l] = 1'b1;
          if ((KEY == `SG_KEY_FBICM) && !nsb_q[d0]) begin
            nsb_d[d0] = 1'b1;
            add_v_d = 1'b1;
            add_l_d = l[CLB-1:0];
            add_key_d = d0w[KB-1:0];
            add_h_d = hops_d[l*HOPB +: HOPB];
          end
          if ((KEY != `SG_KEY_FBICM) && !notified_q[l]) begin
            notified_d[l] = 1'b1;
            add_v_d = 1'b1;
            add_l_d = l[CLB-1:0];
            add_key_d = up_route[KB-1:0];
            add_h_d = hops_d[l*HOPB +: HOPB];
          end
        end
      end else if (sent_stop_q[l] && (qcnt_q[(SQ0+l)*CB +: CB] <= GOT_C)) begin
        sent_stop_d[l] = 1'b0;
      end
      // free: active, CFQ empty, no Stop upstream, nothing moving in; recn: a leaf
      if (active_q[l] && (qcnt_q[(SQ0+l)*CB +: CB] == {CB{1'b0}}) && !sent_stop_q[l]
          && !(mv_busy_q && (mv_line_q == l[CLB-1:0])) && !(start && (start_line == l[CLB-1:0]))
          && !((KEY != `SG_KEY_FBICM) && (fw_i[l] || (rx_into_i && (rx_q_i == sq_id[l*QB +: QB]))))) begin
        active_d[l] = 1'b0;
        rc_d[l] = 1'b0;
        sent_stop_d[l] = 1'b0;
        port_d[l*PB +: PB] = {PB{1'b0}};
        hops_d[l*HOPB +: HOPB] = {HOPB{1'b0}};
        next_d[l*CLB +: CLB] = {CLB{1'b0}};
        if (KEY == `SG_KEY_FBICM) begin
          clip_d[l*N +: N] = {N{1'b0}};
          nsb_d = nsb_d & ~clip_q[l*N +: N];
        end else begin
          tp_d[l*TPB +: TPB] = {TPB{1'b0}};
          notified_d[l] = 1'b0;
          wait_d[l*CB +: CB] = {CB{1'b0}};
          wait_on_d[l*QB +: QB] = {QB{1'b0}};
        end
      end
      // internal Stop: the output line this line mirrors is in Stop
      stop_d[l] = active_d[l] && rc_d[l]
                 && ostop_i[{{(32-PB){1'b0}}, port_d[l*PB +: PB]} * C + {{(32-CLB){1'b0}}, next_d[l*CLB +: CLB]}];
    end
    // enhanced RECN's detection: the detection queue handed over is line free_l's SAQ now
    // (a root line of its output); the in-order pointers on it follow it
    if (swp) begin
      for (l = 0; l < C; l = l + 1) begin
        if (free_l == l[CLB-1:0]) begin
          active_d[l] = 1'b1;
          rc_d[l] = 1'b0;
          sent_stop_d[l] = 1'b0;
          port_d[l*PB +: PB] = swp_port;
          hops_d[l*HOPB +: HOPB] = HOP_ONE;
          next_d[l*CLB +: CLB] = {CLB{1'b0}};
          tp_d[l*TPB +: TPB] = {TPB{1'b0}};
          notified_d[l] = 1'b0;
          wait_d[l*CB +: CB] = {CB{1'b0}};
          wait_on_d[l*QB +: QB] = {QB{1'b0}};
        end
        if ((wait_d[l*CB +: CB] != {CB{1'b0}}) && (wait_on_d[l*QB +: QB] == swp_a)) begin
          wait_on_d[l*QB +: QB] = swp_b;
        end
      end
      pcnt_d = hand_over(pcnt_d, swp_a, swp_b);
    end
    // egress SAQs: a falling leaf level (the upstream's egress line and its mirrors went away)
    // re-arms the line's notification
    notified_d = notified_d & ~(fw_prev_q & ~fw_i);
    cam_full_d = cam_full_q;
    if (refuse && !refused_q && (cam_full_q != 32'hffffffff)) begin
      cam_full_d = cam_full_q + 32'd1;
    end
  end

  // egress SAQs: the leaf levels of the previous cycle (their falling edges re-arm
  // notifications); egress detection reads egr_over_i instead of cnt1
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      fw_prev_q <= {C{1'b0}};
    end else begin
      fw_prev_q <= fw_i;
    end
  end
  wire unused_cnt1 = &{1'b0, cnt1_i, EGR_C};
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      qcnt_q <= {NQ*CB{1'b0}};
      active_q <= {C{1'b0}};
      stop_q <= {C{1'b0}};
      rc_q <= {C{1'b0}};
      sent_stop_q <= {C{1'b0}};
      port_q <= {C*PB{1'b0}};
      hops_q <= {C*HOPB{1'b0}};
      next_q <= {C*CLB{1'b0}};
      clip_q <= {C*N{1'b0}};
      nsb_q <= {N{1'b0}};
      tp_q <= {C*TPB{1'b0}};
      notified_q <= {C{1'b0}};
      wait_q <= {C*CB{1'b0}};
      wait_on_q <= {C*QB{1'b0}};
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
      active_q <= active_d;
      stop_q <= stop_d;
      rc_q <= rc_d;
      sent_stop_q <= sent_stop_d;
      port_q <= port_d;
      hops_q <= hops_d;
      next_q <= next_d;
      clip_q <= clip_d;
      nsb_q <= nsb_d;
      tp_q <= tp_d;
      notified_q <= notified_d;
      wait_q <= wait_d;
      wait_on_q <= wait_on_d;
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

  // ---- the egress-SAQ bound (docs/MICROARCHITECTURE.md "The egress-SAQ bound"; seed 004
  // §4.1: packets for a stopped point stay upstream of it). ehold_q[q]: queue q's candidate
  // would enter an egress SAQ in Xoff that q does not mirror, so it does not request. Written
  // at the end of the cycle from the next state of everything it reads (the candidate,
  // sg_cand's d side; the output lines, sg_cam_output's; this input's lines), so it is the
  // check of the cycle's own start state, registered (the model's Switch::egress_holds):
  // the egress queue is 1 + the longest active line of the candidate's output whose route
  // prefixes its turnpool (lowest line on ties), as the egress write classifies (sg_switch) ----
  reg [NQ-1:0] ehold_q, ehold_d;
  reg [C-1:0] eh_act, eh_stop;
  reg [C*HOPB-1:0] eh_hops;
  reg [C*TPB-1:0] eh_tp;
  reg [HOPB-1:0] eh_best;
  reg [CLB-1:0] eh_line;
  reg eh_found, eh_st, eh_mir;
  integer eq, eo, el;
  always @* begin
    ehold_d = {NQ{1'b0}};
    for (eq = 0; eq < NQ; eq = eq + 1) begin
      // the candidate's output's lines (a select over constant indices)
      eh_act = {C{1'b0}};
      eh_stop = {C{1'b0}};
      eh_hops = {C*HOPB{1'b0}};
      eh_tp = {C*TPB{1'b0}};
      for (eo = 0; eo < P; eo = eo + 1) begin
        if (cd_route_i[eq*PB +: PB] == eo[PB-1:0]) begin
          eh_act = oact_d_i[eo*C +: C];
          eh_stop = ostop_d_i[eo*C +: C];
          eh_hops = ohops_d_i[eo*C*HOPB +: C*HOPB];
          eh_tp = otp_d_i[eo*C*TPB +: C*TPB];
        end
      end
      eh_found = 1'b0;
      eh_st = 1'b0;
      eh_best = {HOPB{1'b0}};
      eh_line = {CLB{1'b0}};
      for (el = 0; el < C; el = el + 1) begin
        if (eh_act[el] && ((cd_tp_i[eq*TPB +: TPB] & tp_mask(eh_hops[el*HOPB +: HOPB])) == eh_tp[el*TPB +: TPB])
            && (!eh_found || (eh_hops[el*HOPB +: HOPB] > eh_best))) begin
          eh_found = 1'b1;
          eh_st = eh_stop[el];
          eh_best = eh_hops[el*HOPB +: HOPB];
          eh_line = el[CLB-1:0];
        end
      end
      // a SAQ whose own line mirrors that output line stops by its line (stop_q)
      eh_mir = 1'b0;
      for (el = 0; el < C; el = el + 1) begin
        if ((eq == SQ0 + el) && active_d[el] && rc_d[el] && (port_d[el*PB +: PB] == cd_route_i[eq*PB +: PB])
            && (next_d[el*CLB +: CLB] == eh_line)) begin
          eh_mir = 1'b1;
        end
      end
      ehold_d[eq] = cd_valid_i[eq] && eh_found && eh_st && !eh_mir;
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ehold_q <= {NQ{1'b0}};
    end else begin
      ehold_q <= ehold_d;
    end
  end

  // heads stopped. fbicm: a Stop line of the head's output holds its destination. recn
  // (seed 004 §4.1, per-SAQ Xon/Xoff): a SAQ stops while the downstream line it mirrors is in
  // Xoff (its internal stop) or while it waits for an older queue (the in-order pointer); the
  // normal / detection queues are never stopped; with egress SAQs, any queue by the
  // egress-SAQ bound (ehold_q)
  for (q = 0; q < NQ; q = q + 1) begin : g_blk
    if (KEY == `SG_KEY_FBICM) begin : g_dest
      wire [EW-1:0] hq = c_entry(c_info_i[q*CIW +: CIW]);
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
      assign q_blk[q] = ehold_q[q];
    end else begin : g_saq
      localparam integer LQ = q - SQ0;
      assign q_blk[q] = stop_q[LQ] || (wait_q[LQ*CB +: CB] != {CB{1'b0}}) || ehold_q[q];
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
        if (active_q[u] && rc_q[u]) begin
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
  assign fb_o = {add_h_q, add_key_q, add_l_q, add_v_q, active_q, sent_stop_q};

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
        set_one = {{(32-CB){1'b0}}, wait_q[t*CB +: CB]};
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
  // egress SAQs: how many normal / detection queues the egress-SAQ bound holds (nsb_n is 0)
  reg [15:0] eh_n;
  integer t3;
  always @* begin
    eh_n = 16'd0;
    for (t3 = 0; t3 < SQ0; t3 = t3 + 1) begin
      eh_n = eh_n + {15'd0, ehold_q[t3]};
    end
  end
  assign cam_o[0 +: 64] = {{(16-CB){1'b0}}, nrm_n, nsb_n[15:0] | eh_n, cam_full_q};
  for (q = 0; q < C; q = q + 1) begin : g_mon
    // input CAM line q's monitor word (switchgen_config::cam::mon, fields SG_MON_*)
    reg [63:0] mon_line;
    always @* begin
      mon_line = 64'd0;
      mon_line[`SG_MON_ACTIVE] = active_q[q];
      mon_line[`SG_MON_STOP] = stop_q[q];
      mon_line[`SG_MON_RC] = rc_q[q];
      mon_line[`SG_MON_SENT_STOP] = sent_stop_q[q];
      mon_line[`SG_MON_NOTIFIED] = notified_q[q];
      mon_line[`SG_MON_EHOLD] = ehold_q[SQ0+q];
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
        mon_route[0 +: TPB] = tp_q[q*TPB +: TPB];
        mon_route[`SG_MON_WAIT_ON_LSB +: QB] = wait_on_q[q*QB +: QB];
        mon_route[`SG_MON_FLITS_LSB +: CB] = pcnt_q[(SQ0+q)*CB +: CB];
      end
      assign cam_o[(1+C+q)*64 +: 64] = mon_route;
    end
  end

`ifndef SYNTHESIS
  // Elaboration-time checks (verilog-axis style): the derived widths must agree with the
  // primary parameters as switchgen_config::Params derives them (queues: SQ0 normal / detection
  // queues, then one CFQ / SAQ per line; the backward channel's layout,
  // switchgen_config::cam::FbLayout); an inconsistent set stops the simulation with SG_PARAM
  function automatic integer bits_for(input integer n);
    integer v;
    begin
      bits_for = 1;
      for (v = 2; v < n; v = v * 2) begin
        bits_for = bits_for + 1;
      end
    end
  endfunction
  initial begin
    if ((P < 2) || (PB != bits_for(P)) || (HB != bits_for(N)) || (CB != bits_for(B + 1))
        || (C < 1) || (CLB != bits_for(C)) || (NQ != SQ0 + C) || (QB != bits_for(NQ))
        || (FBW != 2 * C + 1 + CLB + KB + HOPB) || (HOPB < 1)
        || (KEY < `SG_KEY_FBICM) || (KEY > `SG_KEY_RECN_ENHANCED)) begin
      $display("SG_PARAM: %m: inconsistent parameters: P=%0d PB=%0d N=%0d HB=%0d B=%0d CB=%0d C=%0d CLB=%0d",
               P, PB, N, HB, B, CB, C, CLB);
      $display("SG_PARAM: %m: NQ=%0d QB=%0d FBW=%0d KB=%0d HOPB=%0d KEY=%0d", NQ, QB, FBW, KB, HOPB, KEY);
      $finish;
    end
  end
`endif
endmodule

`default_nettype wire
