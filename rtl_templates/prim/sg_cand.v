{{ header }}
{% raw %}`default_nettype none

// Candidates of an input's queues (timing contract v2, docs/MICROARCHITECTURE.md "Queues: what
// allocation sees"): per queue the oldest header not yet granted, its buffer slot and the fields
// allocation reads (info, IW bits), from registers. A queue's flits stay in its memory (sg_fifo,
// sg_mqueue) until switch traversal pops them; this module keeps, beside that memory, the list of
// the headers not granted: per slot the slot of the next header of the same queue (nh, written
// when that header is linked), per queue the candidate's slot (cand), the headers not granted
// (ungr) and the slot of the last header linked (last). A grant makes the next header the
// candidate (its slot and fields read at nh[cand]); a header written into a queue without a
// candidate becomes the candidate. Mirrors `Queues::{grant, link_header, candidate}` of the
// model (model/src/switch.rs). One header written per cycle (push_i), one grant (gnt_i); FBICM's
// move (MOVE = 1: mv_i) takes queue 0's candidate, which must be its head, to the tail of
// queue mv_q_i (a grant of queue 0 and a link into mv_q_i in one cycle); enhanced RECN's
// hand-over (SWAP = 1) exchanges the lists of queues swp_a_i and swp_b_i at the end of the cycle.
// Storage: DEPTH x (AW + IW) bits (nh: the next header's slot and a copy of its fields; twice with
// MOVE, the NFQ's list and the CFQs'), NQ x
// (2 AW + CW + IW) bits of registers; AW = clog2(DEPTH), CW = clog2(DEPTH + 1). The field memory
// (DEPTH x IW) is read by CAND_INFO_EQ_A only, except with CONTIG.
// CONTIG = 1 (one queue in a FIFO, sg_fifo: the `fifo` scheme): a packet's flits occupy
// consecutive slots, so the next header's slot is the candidate's plus its length (the field
// LEN_LSB, LEN_W bits wide of the fields, 1..DEPTH flits), modulo DEPTH. Then no nh memory is
// kept: a register nxt_q holds that slot, computed when the candidate is loaded, so the next
// candidate's fields are read at a register before the grant (DEPTH x IW bits of storage).{% endraw %}{% if vcmove %}{% raw %}
// FBICM inside virtual channels (this variant): NQ / NQV VCs of NQV queues, VC v's NFQ queue
// v NQV; headers are pushed into the NFQs, the move takes NFQ mv_src_i's candidate to a CFQ of
// its VC, and the NFQs' list RAM is read twice (a grant of one VC's NFQ and another's move).{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
module sg_cand #(
  parameter integer NQ = 1,
  parameter integer QB = 1,
  parameter integer DEPTH = 4,
  parameter integer IW = 1,
  parameter integer MOVE = 0,
  parameter integer SWAP = 0,
  parameter integer CONTIG = 0,
  parameter integer LEN_LSB = 0,
  parameter integer LEN_W = 1{% endraw %}{% if vcmove %}{% raw %},
  parameter integer NQV = 2{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
) (
  input  wire                             clk_i,
  input  wire                             rst_ni,
  // a header is written into slot push_addr_i of queue push_q_i, with its fields push_info_i
  input  wire                             push_i,
  input  wire [QB-1:0]                    push_q_i,
  input  wire [((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] push_addr_i,
  input  wire [IW-1:0]                    push_info_i,
  // queue gnt_q_i's candidate is granted (switch allocation)
  input  wire                             gnt_i,
  input  wire [QB-1:0]                    gnt_q_i,
  // FBICM: queue 0's candidate moves into queue mv_q_i (not 0)
  input  wire                             mv_i,
  input  wire [QB-1:0]                    mv_q_i,{% endraw %}{% if vcmove %}{% raw %}
  input  wire [QB-1:0]                    mv_src_i,  // the NFQ moved out of{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
  // enhanced RECN: queues swp_a_i and swp_b_i exchange their lists
  input  wire                             swp_i,
  input  wire [QB-1:0]                    swp_a_i,
  input  wire [QB-1:0]                    swp_b_i,
  // per queue: it has a candidate, the candidate's slot and fields
  output wire [NQ-1:0]                    valid_o,
  output wire [NQ*((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] addr_o,
  output wire [NQ*IW-1:0]                 info_o,
  // the candidates at the end of the cycle, on both sides of the grant (the switch's registered
  // eligibility; without MOVE and SWAP): per queue if it is not granted (nvalid_o, ninfo_o), and
  // the granted queue gnt_q_i's if it is (gvalid_o, ginfo_o); valid_o / info_o next cycle are
  // these, picked by the grant
  output wire [NQ-1:0]                    nvalid_o,
  output wire [NQ*IW-1:0]                 ninfo_o,
  output wire                             gvalid_o,
  output wire [IW-1:0]                    ginfo_o{% endraw %}{% if dnext %}{% raw %},
  // the candidates after this cycle, every event applied (grant, link, hand-over): the next
  // state of valid_o / info_o (RECN's egress-SAQ bound registers its check from them)
  output wire [NQ-1:0]                    dvalid_o,
  output wire [NQ*IW-1:0]                 dinfo_o{% endraw %}{% endif %}{% raw %}
);
  localparam integer AW = (DEPTH > 1) ? $clog2(DEPTH) : 1;
  localparam integer CW = $clog2(DEPTH + 1);
  localparam [CW-1:0] ONE = 1;

  reg [IW-1:0] info_mem_q [0:DEPTH-1];

  reg [NQ*AW-1:0] cand_q, cand_d, last_q, last_d;
  reg [NQ*CW-1:0] ungr_q, ungr_d;
  reg [NQ*IW-1:0] cinfo_q, cinfo_d;

  // the granted queue's candidate and what follows it; queue 0's for the move
  reg [AW-1:0] g_cand;
  integer s;
  always @* begin
    g_cand = {AW{1'b0}};
    for (s = 0; s < NQ; s = s + 1) begin
      if (gnt_q_i == s[QB-1:0]) begin
        g_cand = cand_q[s*AW +: AW];
      end
    end
  end
  wire [AW-1:0] g_next;
  wire [IW-1:0] g_next_info;
{% endraw %}{% if vcmove %}{% raw %}  wire do_mv = mv_i;
  wire [AW-1:0] m_cand = sel_aw(cand_q, mv_src_i);
  wire [IW-1:0] m_info = sel_iw(cinfo_q, mv_src_i);{% endraw %}{% else %}{% raw %}  wire do_mv = (MOVE != 0) && mv_i;
  wire [AW-1:0] m_cand = cand_q[0 +: AW];
  wire [IW-1:0] m_info = cinfo_q[0 +: IW];{% endraw %}{% endif %}{% raw %}
  wire [AW-1:0] m_next;
  wire [IW-1:0] m_next_info;

  // the slots whose next-header pointer is written this cycle: the last header of the queue a
  // header is linked into while it still has a candidate (a push and a move: two)
  reg nh_we_p, nh_we_m;
  reg [AW-1:0] nh_wa_p, nh_wa_m;
  reg [CW-1:0] uq;
  reg u1_zero;
  reg [NQ*AW-1:0] x_cand, x_last;
  reg [NQ*CW-1:0] x_ungr;
  reg [NQ*IW-1:0] x_info;
  reg g, lp, lm;
  integer q;
  always @* begin
    cand_d = cand_q;
    last_d = last_q;
    ungr_d = ungr_q;
    cinfo_d = cinfo_q;
    nh_we_p = 1'b0;
    nh_we_m = 1'b0;
    nh_wa_p = {AW{1'b0}};
    nh_wa_m = {AW{1'b0}};
    x_cand = cand_q;
    x_last = last_q;
    x_ungr = ungr_q;
    x_info = cinfo_q;
    for (q = 0; q < NQ; q = q + 1) begin
{% endraw %}{% if vcmove %}{% raw %}      g = (gnt_i && (gnt_q_i == q[QB-1:0])) || (do_mv && (mv_src_i == q[QB-1:0]));
      lp = push_i && (push_q_i == q[QB-1:0]);
      lm = do_mv && (mv_q_i == q[QB-1:0]) && (mv_src_i != q[QB-1:0]);{% endraw %}{% else %}{% raw %}      g = (gnt_i && (gnt_q_i == q[QB-1:0])) || (do_mv && (q == 0));
      lp = push_i && (push_q_i == q[QB-1:0]);
      lm = do_mv && (mv_q_i == q[QB-1:0]) && (q != 0);{% endraw %}{% endif %}{% raw %}
      // the count after the grant is zero, and the count after grant and link, from the
      // register's own +1 / -1 (computed beside allocation): no carry chain after the grant
      uq = ungr_q[q*CW +: CW];
      u1_zero = (uq == {CW{1'b0}}) || (g && (uq == ONE));
      // the grant first: the next header (written in an earlier cycle) becomes the candidate
      if (g && (uq != ONE) && (uq != {CW{1'b0}})) begin
{% endraw %}{% if vcmove %}{% raw %}        cand_d[q*AW +: AW] = (do_mv && (mv_src_i == q[QB-1:0])) ? m_next : g_next;
        cinfo_d[q*IW +: IW] = (do_mv && (mv_src_i == q[QB-1:0])) ? m_next_info : g_next_info;{% endraw %}{% else %}{% raw %}        cand_d[q*AW +: AW] = (do_mv && (q == 0)) ? m_next : g_next;
        cinfo_d[q*IW +: IW] = (do_mv && (q == 0)) ? m_next_info : g_next_info;{% endraw %}{% endif %}{% raw %}
      end
      // then the header linked: the candidate when the queue has none left, else behind the last
      if (lp || lm) begin
        if (u1_zero) begin
          cand_d[q*AW +: AW] = lm ? m_cand : push_addr_i;
          cinfo_d[q*IW +: IW] = lm ? m_info : push_info_i;
        end else if (lm) begin
          nh_we_m = 1'b1;
          nh_wa_m = last_q[q*AW +: AW];
        end else begin
          nh_we_p = 1'b1;
          nh_wa_p = last_q[q*AW +: AW];
        end
        last_d[q*AW +: AW] = lm ? m_cand : push_addr_i;
      end
      if (g && !(lp || lm)) begin
        ungr_d[q*CW +: CW] = uq - ONE;
      end else if ((lp || lm) && !g) begin
        ungr_d[q*CW +: CW] = uq + ONE;
      end
    end
    if ((SWAP != 0) && swp_i) begin
      // the exchange of the two queues' lists (the model's Queues::swap), from copies of the
      // next state before it
      x_cand = cand_d;
      x_last = last_d;
      x_ungr = ungr_d;
      x_info = cinfo_d;
      for (q = 0; q < NQ; q = q + 1) begin
        if (swp_a_i == q[QB-1:0]) begin
          cand_d[q*AW +: AW] = sel_aw(x_cand, swp_b_i);
          last_d[q*AW +: AW] = sel_aw(x_last, swp_b_i);
          ungr_d[q*CW +: CW] = sel_cw(x_ungr, swp_b_i);
          cinfo_d[q*IW +: IW] = sel_iw(x_info, swp_b_i);
        end else if (swp_b_i == q[QB-1:0]) begin
          cand_d[q*AW +: AW] = sel_aw(x_cand, swp_a_i);
          last_d[q*AW +: AW] = sel_aw(x_last, swp_a_i);
          ungr_d[q*CW +: CW] = sel_cw(x_ungr, swp_a_i);
          cinfo_d[q*IW +: IW] = sel_iw(x_info, swp_a_i);
        end
      end
    end
  end
  // next headers: written by a push and by FBICM's move (the NFQ's list and the CFQs' in a RAM
  // each, sg_dist_ram), read at the granted and the moved queue's candidate; one FIFO: the slot
  // after the candidate's packet (CONTIG). An entry holds the next header's slot and its fields
  // ({info, slot}, NHW bits), so a grant reaches the next candidate's fields in one RAM read
{% endraw %}{% if vcmove %}{% raw %}  localparam integer NH_N = 3;  // VCs: the NFQs' RAM twice (two read addresses){% endraw %}{% else %}{% raw %}  localparam integer NH_N = (MOVE != 0) ? 2 : 1;{% endraw %}{% endif %}{% raw %}
  localparam integer NHW = AW + IW;
  wire [NH_N-1:0] nh_we;
  wire [NH_N*AW-1:0] nh_wa, nh_ra;
  wire [NH_N*NHW-1:0] nh_wd, nh_rd;
  genvar gh;
  generate
    if (CONTIG != 0) begin : g_nh_contig
      // the slot LEN_W-bit length l after slot a, modulo DEPTH (a < DEPTH, 1 <= l <= DEPTH)
      localparam integer DEPTH_I = DEPTH;
      localparam [AW+LEN_W:0] DEPTH_T = DEPTH_I[AW+LEN_W:0];
      function automatic [AW-1:0] after(input [AW-1:0] a, input [LEN_W-1:0] l);
        reg [AW+LEN_W:0] t;
        begin
          t = {{(LEN_W+1){1'b0}}, a} + {{(AW+1){1'b0}}, l};
          if (t >= DEPTH_T) begin
            t = t - DEPTH_T;
          end
          after = t[AW-1:0];
        end
      endfunction
      reg [AW-1:0] nxt_q, nxt_d;
      // the next header's fields (the header at nxt_q, once written: two headers not granted or
      // more), a register, so the grant's next candidate reads no memory; a grant reads the
      // fields of the header after it (written in an earlier cycle) at nxt_g, beside
      // allocation, and a header written now that becomes the next one is taken from the push
      // (NEXT_INFO_EQ_A)
      reg [IW-1:0] nxi_q, nxi_d;
      wire [CW-1:0] u0 = ungr_q[0 +: CW];
      assign g_next_info = nxi_q;
      assign m_next_info = {IW{1'b0}};
      wire [AW-1:0] nxt_g = after(nxt_q, nxi_q[LEN_LSB +: LEN_W]);
      wire [AW-1:0] nxt_p = after(push_addr_i, push_info_i[LEN_LSB +: LEN_W]);
      wire [IW-1:0] nxi_rd = info_mem_q[nxt_g];
      always @* begin
        nxt_d = nxt_q;
        nxi_d = nxi_q;
        if (gnt_i && (u0 != ONE) && (u0 != {CW{1'b0}})) begin
          nxt_d = nxt_g;
          nxi_d = nxi_rd;
        end
        if (push_i && ((u0 == {CW{1'b0}}) || (gnt_i && (u0 == ONE)))) begin
          nxt_d = nxt_p;
        end
        if (push_i && (gnt_i ? ({{(32-CW){1'b0}}, u0} == 32'd2) : (u0 == ONE))) begin
          nxi_d = push_info_i;
        end
      end
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          nxt_q <= {AW{1'b0}};
          nxi_q <= {IW{1'b0}};
        end else begin
          nxt_q <= nxt_d;
          nxi_q <= nxi_d;
        end
      end
`ifdef SG_ASSERT
      // NEXT_INFO_EQ_A: with two headers not granted or more, the next header's field register
      // holds the fields stored at its slot
      always @(posedge clk_i or negedge rst_ni) begin
        if (rst_ni && (u0 != {CW{1'b0}}) && (u0 != ONE) && (nxi_q != info_mem_q[nxt_q])) begin
          $error("NEXT_INFO_EQ_A: next header's field register %h, fields of its slot %0d: %h", nxi_q, nxt_q, info_mem_q[nxt_q]);
        end
      end
`endif
      assign g_next = nxt_q;
      assign m_next = {AW{1'b0}};
      assign nh_rd = {NH_N*NHW{1'b0}};
      assign nh_we = {NH_N{1'b0}};
      assign nh_wa = {NH_N*AW{1'b0}};
      assign nh_wd = {NH_N*NHW{1'b0}};
      assign nh_ra = {NH_N*AW{1'b0}};
      wire unused_nh = &{1'b0, nh_we_p, nh_wa_p, nh_we_m, nh_wa_m, g_cand, nh_we, nh_wa, nh_wd, nh_ra, nh_rd, last_q};
`ifndef SYNTHESIS
      initial begin
        if ((NQ != 1) || (MOVE != 0) || (SWAP != 0) || (LEN_LSB + LEN_W > IW) || (LEN_W < 1)) begin
          $display("SG_PARAM: %m: inconsistent parameters: CONTIG=%0d NQ=%0d MOVE=%0d SWAP=%0d IW=%0d LEN_LSB=%0d LEN_W=%0d",
                   CONTIG, NQ, MOVE, SWAP, IW, LEN_LSB, LEN_W);
          $finish;
        end
      end
`endif
{% endraw %}{% if vcmove %}{% raw %}    end else if (MOVE != 0) begin : g_nh_mv
      // FBICM inside VCs: every header is pushed into an NFQ and only the move links headers
      // into the CFQs: nh_rd[0] the NFQs' RAM read at the moved NFQ's candidate, nh_rd[2] a
      // copy of it read at the granted queue's (a grant of one VC's NFQ and another VC's move
      // in one cycle), nh_rd[1] the CFQs' RAM read at the granted queue's
      assign nh_we = {nh_we_p, nh_we_m, nh_we_p};
      assign nh_wa = {nh_wa_p, nh_wa_m, nh_wa_p};
      assign nh_wd = {push_info_i, push_addr_i, m_info, m_cand, push_info_i, push_addr_i};
      assign nh_ra = {g_cand, g_cand, m_cand};
      assign m_next = nh_rd[0 +: AW];
      assign m_next_info = nh_rd[AW +: IW];
      reg g_nfq;
      integer gq;
      always @* begin
        g_nfq = 1'b0;
        for (gq = 0; gq < NQ; gq = gq + NQV) begin
          if (gnt_q_i == gq[QB-1:0]) begin
            g_nfq = 1'b1;
          end
        end
      end
      assign g_next = g_nfq ? nh_rd[2*NHW +: AW] : nh_rd[NHW +: AW];
      assign g_next_info = g_nfq ? nh_rd[2*NHW+AW +: IW] : nh_rd[NHW+AW +: IW];
{% endraw %}{% else %}{% raw %}    end else if (MOVE != 0) begin : g_nh_mv
      // FBICM: every header is pushed into the NFQ (queue 0) and only the move links headers
      // into the CFQs, so the NFQ's list and the CFQs' lists live in two RAMs of one write port
      // each (no live value table): nh_rd[0] the push's RAM, read at the NFQ's candidate (a
      // grant of the NFQ and the move read the same entry, never in one cycle); nh_rd[1] the
      // move's RAM, read at the granted CFQ's candidate (CAND_MOVE_PUSH_A)
      assign nh_we = {nh_we_m, nh_we_p};
      assign nh_wa = {nh_wa_m, nh_wa_p};
      assign nh_wd = {m_info, m_cand, push_info_i, push_addr_i};
      assign nh_ra = {g_cand, m_cand};
      assign m_next = nh_rd[0 +: AW];
      assign m_next_info = nh_rd[AW +: IW];
      // the granted queue's next header: from the CFQs' RAM unless the NFQ is granted
      wire g_nfq = (gnt_q_i == {QB{1'b0}});
      assign g_next = g_nfq ? nh_rd[0 +: AW] : nh_rd[NHW +: AW];
      assign g_next_info = g_nfq ? nh_rd[AW +: IW] : nh_rd[NHW+AW +: IW];
{% endraw %}{% endif %}{% raw %}    end else begin : g_nh_one
      assign nh_we = nh_we_p;
      assign nh_wa = nh_wa_p;
      assign nh_wd = {push_info_i, push_addr_i};
      assign nh_ra = g_cand;
      assign m_next = {AW{1'b0}};
      assign m_next_info = {IW{1'b0}};
      assign g_next = nh_rd[0 +: AW];
      assign g_next_info = nh_rd[AW +: IW];
      wire unused_nh_m = &{1'b0, nh_we_m, nh_wa_m};
    end
    if (CONTIG == 0) begin : g_nh
      // the field memory is read only by CAND_INFO_EQ_A here (synthesis drops it)
      wire unused_info_mem = &{1'b0, info_mem_q[0]};
      for (gh = 0; gh < NH_N; gh = gh + 1) begin : g_ram
        sg_dist_ram #(.DEPTH(DEPTH), .WIDTH(NHW), .NR(1)) nh (
          .clk_i(clk_i),
          .we_i (nh_we[gh]),
          .wa_i (nh_wa[gh*AW +: AW]),
          .wd_i (nh_wd[gh*NHW +: NHW]),
          .ra_i (nh_ra[gh*AW +: AW]),
          .rd_o (nh_rd[gh*NHW +: NHW])
        );
      end
    end
  endgenerate

  // field k of a per-queue vector (loops over constant indices: no multiplier)
  function automatic [AW-1:0] sel_aw(input [NQ*AW-1:0] v, input [QB-1:0] k);
    integer j;
    begin
      sel_aw = {AW{1'b0}};
      for (j = 0; j < NQ; j = j + 1) begin
        if (k == j[QB-1:0]) begin
          sel_aw = v[j*AW +: AW];
        end
      end
    end
  endfunction
  function automatic [CW-1:0] sel_cw(input [NQ*CW-1:0] v, input [QB-1:0] k);
    integer j;
    begin
      sel_cw = {CW{1'b0}};
      for (j = 0; j < NQ; j = j + 1) begin
        if (k == j[QB-1:0]) begin
          sel_cw = v[j*CW +: CW];
        end
      end
    end
  endfunction
  function automatic [IW-1:0] sel_iw(input [NQ*IW-1:0] v, input [QB-1:0] k);
    integer j;
    begin
      sel_iw = {IW{1'b0}};
      for (j = 0; j < NQ; j = j + 1) begin
        if (k == j[QB-1:0]) begin
          sel_iw = v[j*IW +: IW];
        end
      end
    end
  endfunction

  always @(posedge clk_i) begin
    if (push_i) begin
      info_mem_q[push_addr_i] <= push_info_i;
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      cand_q <= {NQ*AW{1'b0}};
      last_q <= {NQ*AW{1'b0}};
      ungr_q <= {NQ*CW{1'b0}};
      cinfo_q <= {NQ*IW{1'b0}};
    end else begin
      cand_q <= cand_d;
      last_q <= last_d;
      ungr_q <= ungr_d;
      cinfo_q <= cinfo_d;
    end
  end

  genvar gv;
  generate
    for (gv = 0; gv < NQ; gv = gv + 1) begin : g_valid
      wire has = (ungr_q[gv*CW +: CW] != {CW{1'b0}});
      wire lk = push_i && (push_q_i == gv[QB-1:0]);
      assign valid_o[gv] = has;{% endraw %}{% if dnext %}{% raw %}
      assign dvalid_o[gv] = (ungr_d[gv*CW +: CW] != {CW{1'b0}});{% endraw %}{% endif %}{% raw %}
      // not granted: the candidate stays, or the header written into an empty queue becomes it
      assign nvalid_o[gv] = has || lk;
      assign ninfo_o[gv*IW +: IW] = has ? cinfo_q[gv*IW +: IW] : push_info_i;
    end
  endgenerate
  // granted: the next header written in an earlier cycle, else the one written now
  wire [CW-1:0] g_ungr = sel_cw(ungr_q, gnt_q_i);
  wire g_more = (g_ungr != {CW{1'b0}}) && (g_ungr != ONE);
  assign gvalid_o = g_more || (push_i && (push_q_i == gnt_q_i));
  assign ginfo_o = g_more ? g_next_info : push_info_i;
  assign addr_o = cand_q;
  assign info_o = cinfo_q;{% endraw %}{% if dnext %}{% raw %}
  assign dinfo_o = cinfo_d;{% endraw %}{% endif %}{% raw %}

`ifdef SG_ASSERT
  // CAND_GRANT_A: a grant (or FBICM's move) takes a queue's candidate only when it has one; a
  // move and a grant of queue 0 never meet. CAND_INFO_EQ_A: a queue's candidate field register
  // holds the fields stored with its candidate's slot (checked in this clocked block: Icarus
  // would make an @* block reading the memory sensitive to every word)
  integer ca;
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni) begin
      for (ca = 0; ca < NQ; ca = ca + 1) begin
        if (valid_o[ca] && (cinfo_q[ca*IW +: IW] != info_mem_q[cand_q[ca*AW +: AW]])) begin
          $error("CAND_INFO_EQ_A: queue %0d: candidate field register %h, fields of its slot %0d: %h",
                 ca, cinfo_q[ca*IW +: IW], cand_q[ca*AW +: AW], info_mem_q[cand_q[ca*AW +: AW]]);
        end
      end
{% endraw %}{% if vcmove %}{% raw %}      if ((gnt_i && !valid_o[gnt_q_i]) || (do_mv && !valid_o[mv_src_i]) || (do_mv && gnt_i && (gnt_q_i == mv_src_i))) begin{% endraw %}{% else %}{% raw %}      if ((gnt_i && !valid_o[gnt_q_i]) || (do_mv && !valid_o[0]) || (do_mv && gnt_i && (gnt_q_i == {QB{1'b0}}))) begin{% endraw %}{% endif %}{% raw %}
        $error("CAND_GRANT_A: grant %0d of queue %0d, move %0d, candidates %b", gnt_i, gnt_q_i, do_mv, valid_o);
      end
      // CAND_MOVE_PUSH_A: with the move port every header is pushed into queue 0 (the NFQ),
      // whose list has the push's RAM to itself
{% endraw %}{% if vcmove %}{% raw %}      if (push_i && ({{(32-QB){1'b0}}, push_q_i} % NQV != 0)) begin{% endraw %}{% else %}{% raw %}      if ((MOVE != 0) && push_i && (push_q_i != {QB{1'b0}})) begin{% endraw %}{% endif %}{% raw %}
        $error("CAND_MOVE_PUSH_A: header pushed into queue %0d with the move port", push_q_i);
      end
    end
  end
`endif
endmodule

`default_nettype wire{% endraw %}
