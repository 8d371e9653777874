{{ header }}
{% raw %}`default_nettype none
// named constants (SG_*): listed first in switchgen.f, included here when compiled alone
`ifndef SG_DEFS_V
`include "sg_defs.v"
`endif

// Multi-queue buffer: NQ FIFO queues sharing DEPTH entries of WIDTH bits, kept as linked lists
// (per entry a next pointer; per queue head and tail pointers) with a free list. Of every
// queue's head entry the IW bits the caller arbitrates on (info_i: fields of data_i, pushed with
// it) are held in a register (heads_o, valid while the queue is not empty), so the arbitration
// logic sees all heads without a read port per queue; the entry itself stays in the memory and
// is read at the head of one queue (rd_q_i, the queue sending) on rd_data_o, as sg_fifo reads
// its head (docs/MICROARCHITECTURE.md "Queue heads as fields"). A second memory of DEPTH x IW
// bits keeps the info of every entry; its read port fetches the info of the entry behind the
// head of the queue popped this cycle. One push and one pop per cycle, to the
// same or different queues. Cycle behaviour is that of NQ first-word fall-through FIFOs (an
// entry pushed in cycle t is at the head from t + 1 if its queue was empty). Pushing when all
// DEPTH entries are in use or popping an empty queue is a caller bug (the switch's credits
// prevent both); the buffer then ignores the request. Every queue also keeps the pointer of the
// entry behind its head (its second entry) in a register, so that a pop reads the memory once,
// at an address from registers and the pop's queue: the new head is the entry there, and the
// new second the next pointer stored with it (no chained read of a next pointer, then of the
// entry it points to; docs/FPGA.md). Memory: DEPTH x (WIDTH + IW + AW) bits of RAM,
// NQ x (IW + 3 AW + 1) bits of registers, a free list of DEPTH x AW bits; AW = clog2(DEPTH).
// The free list hands out addresses 0..DEPTH-1 from a counter after reset, then recycled ones,
// so no RAM needs a reset.
// MOVE = 1 adds a move port (FBICM's post-processing): mv_i moves the head entry of queue 0 to
// the tail of queue mv_q_i (not 0) without freeing it, in the same cycle as a push and a pop; the
// caller never pops queue 0 in a cycle it moves and pushes into queue 0 only (every FBICM packet
// enters the NFQ). The move reads the info RAM a second time (the entry behind queue 0's head)
// and writes the next pointers of queues 1..NQ-1, kept in a second RAM (DEPTH x AW bits more);
// active_o is then a count of the non-empty queues.
// SWAP = 1 adds a hand-over port (enhanced RECN's detection, seed 004 Fig. 5): swp_i hands
// queue swp_a_i (one of 0..SWAP_LO-1, the detection queues) over to queue swp_b_i (one of
// SWAP_LO..NQ-1, a free line's SAQ) at the end of the cycle, after its push, pop and move: queue
// swp_b_i then holds what queue swp_a_i would have held, and queue swp_a_i is empty. Queue
// swp_b_i must be empty and neither pushed nor popped in that cycle (MQ_SWAP_EMPTY_A; a free
// line's SAQ is), so this is the exchange of the two queues that the model does (the caller
// renames its own references to them the same way).{% endraw %}{% if vcmove %}{% raw %}
// FBICM inside virtual channels (this variant): the queues are NQ / NQV VCs of NQV queues, VC
// v's NFQ queue v NQV and its CFQs after it; every push goes into an NFQ, mv_i moves the head
// entry of NFQ mv_src_i to the tail of a CFQ mv_q_i of its VC (one move per cycle: the input's
// one move port), and the pushes' RAM of next pointers is read twice (the moved NFQ's second
// entry and a popped NFQ's, both in one cycle when one VC moves while another sends).{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
module sg_mqueue #(
  parameter integer WIDTH = 8,
  parameter integer IW = 1,
  parameter integer DEPTH = 4,
  parameter integer NQ = 2,
  parameter integer QB = 1,
  parameter integer RAM = 0,
  parameter integer MOVE = 0,
  parameter integer SWAP = 0,
  parameter integer SWAP_LO = 1{% endraw %}{% if vcmove %}{% raw %},
  parameter integer NQV = 2{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  input  wire                push_i,
  input  wire [QB-1:0]       push_q_i,
  input  wire [WIDTH-1:0]    data_i,
  input  wire [IW-1:0]       info_i,    // the fields of data_i kept in the head registers
  input  wire                pop_i,
  input  wire [QB-1:0]       pop_q_i,
  input  wire                mv_i,
  input  wire [QB-1:0]       mv_q_i,{% endraw %}{% if vcmove %}{% raw %}
  input  wire [QB-1:0]       mv_src_i,  // the NFQ moved out of{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
  input  wire                swp_i,
  input  wire [QB-1:0]       swp_a_i,
  input  wire [QB-1:0]       swp_b_i,
  output wire [NQ*IW-1:0]    heads_o,   // info_i of each queue's head
  // the flit memory's registered read (docs/MICROARCHITECTURE.md "Block-RAM buffers"): in the
  // next cycle rd_data_o is the head entry of queue rd_q_i (its head at the end of this cycle,
  // before a hand-over), or with rd_jump_i the entry at slot rd_jump_addr_i (a granted
  // candidate: the head of its queue in the next cycle)
  input  wire [QB-1:0]       rd_q_i,
  input  wire                rd_jump_i,
  input  wire [((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] rd_jump_addr_i,
  output wire [WIDTH-1:0]    rd_data_o,
  output wire [NQ-1:0]       empty_o,
  output wire                full_o,
  output wire [QB:0]         active_o,  // queues holding at least one entry
  // timing contract v2 (sg_cand): the slot a push writes; queue 0's head slot, its second
  // entry's slot and whether it holds two entries or more (FBICM's candidate behind a crossing
  // tail)
  output wire [((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] push_addr_o,
{% endraw %}{% if vcmove %}{% raw %}  // (per NFQ v, at [v*AW +: AW] and bit v)
  output wire [(NQ/NQV)*((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] hd0_o,
  output wire [(NQ/NQV)*((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] sc0_o,
  output wire [NQ/NQV-1:0]   two0_o,{% endraw %}{% else %}{% raw %}  output wire [((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] hd0_o,
  output wire [((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] sc0_o,
  output wire                two0_o,{% endraw %}{% endif %}{% raw %}
  // each queue empty at the end of the cycle (before the hand-over)
  output wire [NQ-1:0]       empty_next_o
);
  localparam integer AW = (DEPTH > 1) ? $clog2(DEPTH) : 1;
  localparam integer CW = $clog2(DEPTH + 1);
  localparam integer LAST_I = DEPTH - 1;
  localparam integer FULL_I = DEPTH;
  localparam [AW-1:0] LAST = LAST_I[AW-1:0];
  localparam [CW-1:0] FULL = FULL_I[CW-1:0];

  reg [IW-1:0] info_mem_q [0:DEPTH-1];
  reg [AW-1:0] fl_mem_q [0:DEPTH-1];

  // ---- free list: fresh addresses from a counter, then recycled ones from a FIFO ----
  reg [CW-1:0] fresh_q, fresh_d, used_q, used_d;
  reg [AW-1:0] fl_rd_q, fl_rd_d, fl_wr_q, fl_wr_d;
  wire fresh_left = (fresh_q != FULL);
  wire [AW-1:0] alloc = fresh_left ? fresh_q[AW-1:0] : fl_mem_q[fl_rd_q];

  wire [NQ-1:0] emp;
  wire [NQ*AW-1:0] hds;
  wire [NQ*AW-1:0] tls;
  wire [NQ*AW-1:0] scs;
  wire [NQ*AW-1:0] hds_next;  // each queue's head pointer at the end of the cycle
  wire do_push = push_i && (used_q != FULL);
  wire do_pop = pop_i && !emp[pop_q_i];
  // selects on a queue number are loops over constant indices: an indexed part-select
  // [q*AW +: AW] becomes a multiplier in synthesis (docs/FPGA.md)
  reg [AW-1:0] pop_hd, pop_tl, pop_sc, push_tl, mv_tl, rd_nx;{% endraw %}{% if vcmove %}{% raw %}
  // the NFQ moved out of: its head, second entry, head fields and empty flag; the popped queue
  // is an NFQ
  reg [AW-1:0] src_hd, src_sc;
  reg [IW-1:0] src_info;
  reg src_emp, pop_nfq;{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
  integer sq;
  always @* begin{% endraw %}{% if vcmove %}{% raw %}
    src_hd = {AW{1'b0}};
    src_sc = {AW{1'b0}};
    src_info = {IW{1'b0}};
    src_emp = 1'b1;
    pop_nfq = 1'b0;{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
    rd_nx = {AW{1'b0}};
    pop_hd = {AW{1'b0}};
    pop_tl = {AW{1'b0}};
    pop_sc = {AW{1'b0}};
    push_tl = {AW{1'b0}};
    mv_tl = {AW{1'b0}};
    for (sq = 0; sq < NQ; sq = sq + 1) begin
      if (pop_q_i == sq[QB-1:0]) begin
        pop_hd = hds[sq*AW +: AW];
        pop_tl = tls[sq*AW +: AW];
        pop_sc = scs[sq*AW +: AW];
      end
      if (push_q_i == sq[QB-1:0]) begin
        push_tl = tls[sq*AW +: AW];
      end
      if (mv_q_i == sq[QB-1:0]) begin
        mv_tl = tls[sq*AW +: AW];
      end{% endraw %}{% if vcmove %}{% raw %}
      if ((sq % NQV == 0) && (mv_src_i == sq[QB-1:0])) begin
        src_hd = hds[sq*AW +: AW];
        src_sc = scs[sq*AW +: AW];
        src_info = heads_o[sq*IW +: IW];
        src_emp = emp[sq];
      end
      if ((sq % NQV == 0) && (pop_q_i == sq[QB-1:0])) begin
        pop_nfq = 1'b1;
      end{% endraw %}{% else %}{% raw %}{% endraw %}{% endif %}{% raw %}
      // the flit memory's next read: the queue's head at the end of the cycle
      if (rd_q_i == sq[QB-1:0]) begin
        rd_nx = hds_next[sq*AW +: AW];
      end
    end
  end
  // a pop of a queue holding two entries or more: its second entry becomes the head, and the
  // entry behind that (the next pointer stored with the second) the second
  wire [IW-1:0] pop_nxt_info = info_mem_q[pop_sc];
  wire [AW-1:0] pop_sc_nxt;
  // move: queue 0's head entry to the tail of queue mv_q_i
{% endraw %}{% if vcmove %}{% raw %}  // move: NFQ mv_src_i's head entry to the tail of queue mv_q_i
  wire do_mv = mv_i && !src_emp;
  wire [AW-1:0] mv_hd = src_hd;
  wire [AW-1:0] mv_sc = src_sc;
  wire [IW-1:0] mv_nxt_info = info_mem_q[mv_sc];
  wire [AW-1:0] mv_sc_nxt;
  wire [IW-1:0] mv_info = src_info;
  wire push_to_nonempty = do_push && !emp[push_q_i]
                          && !(do_pop && (pop_q_i == push_q_i) && (pop_hd == push_tl))
                          && !(do_mv && (push_q_i == mv_src_i) && (mv_hd == push_tl));{% endraw %}{% else %}{% raw %}  wire do_mv = (MOVE != 0) && mv_i && !emp[0];
  wire [AW-1:0] mv_hd = hds[0 +: AW];
  wire [AW-1:0] mv_sc = scs[0 +: AW];
  wire [IW-1:0] mv_nxt_info = info_mem_q[mv_sc];
  wire [AW-1:0] mv_sc_nxt;
  wire [IW-1:0] mv_info = heads_o[0 +: IW];
  wire push_to_nonempty = do_push && !emp[push_q_i]
                          && !(do_pop && (pop_q_i == push_q_i) && (pop_hd == push_tl))
                          && !(do_mv && (push_q_i == {QB{1'b0}}) && (mv_hd == push_tl));{% endraw %}{% endif %}{% raw %}
  wire mv_to_nonempty = do_mv && !emp[mv_q_i] && !(do_pop && (pop_q_i == mv_q_i) && (pop_hd == mv_tl));

  // next pointers: written by a push behind a tail and by FBICM's move behind another; read at
  // the popped and the moved queue's second entry (and, for MQ_SECOND_EQ_A, at every queue's
  // head). With the move port every push goes into queue 0 (FBICM's NFQ; MQ_MOVE_CONFLICT_A)
  // and a move only links into queues 1..NQ-1, so the pointers of queue 0's entries and those of
  // the other queues' live in two RAMs of one write port each (LUT RAM, no live value table):
  // nxp, read at queue 0's second entry (its pop and the move; never both in one cycle), and
  // nxm, read at the popped queue's second entry
{% endraw %}{% if vcmove %}{% raw %}`ifdef SG_ASSERT
  localparam integer NXT_NA = NQ;
`else
  localparam integer NXT_NA = 0;
`endif
  // FBICM inside VCs: the pushes' RAM holds the NFQs' next pointers, read at the moved NFQ's
  // second entry and at the popped queue's; the moves' RAM the CFQs', read at the popped queue's
  wire [AW-1:0] nxp_rd, nxq_rd, nxm_rd;
  wire [(2+NXT_NA)*AW-1:0] p_rd;
  wire [(1+NXT_NA)*AW-1:0] m_rd;
  wire [(2+NXT_NA)*AW-1:0] p_ra;
  wire [(1+NXT_NA)*AW-1:0] m_ra;
  generate
    if (NXT_NA != 0) begin : g_a_ra
      assign p_ra = {hds, pop_sc, mv_sc};
      assign m_ra = {hds, pop_sc};
    end else begin : g_no_a_ra
      assign p_ra = {pop_sc, mv_sc};
      assign m_ra = pop_sc;
    end
  endgenerate
  sg_dist_ram #(.DEPTH(DEPTH), .WIDTH(AW), .NR(2 + NXT_NA)) nxt_p (
    .clk_i(clk_i),
    .we_i (push_to_nonempty),
    .wa_i (push_tl),
    .wd_i (alloc),
    .ra_i (p_ra),
    .rd_o (p_rd)
  );
  sg_dist_ram #(.DEPTH(DEPTH), .WIDTH(AW), .NR(1 + NXT_NA)) nxt_m (
    .clk_i(clk_i),
    .we_i (mv_to_nonempty),
    .wa_i (mv_tl),
    .wd_i (mv_hd),
    .ra_i (m_ra),
    .rd_o (m_rd)
  );
  assign nxp_rd = p_rd[0 +: AW];
  assign nxq_rd = p_rd[AW +: AW];
  assign nxm_rd = m_rd[0 +: AW];
  assign pop_sc_nxt = pop_nfq ? nxq_rd : nxm_rd;
  assign mv_sc_nxt = nxp_rd;
`ifdef SG_ASSERT
  // each queue's head's next pointer, from the RAM that holds that queue's pointers
  wire [NQ*AW-1:0] a_nxt_hd;
  genvar gq;
  generate
    for (gq = 0; gq < NQ; gq = gq + 1) begin : g_a_nxt
      if (gq % NQV == 0) begin : g_a_p
        assign a_nxt_hd[gq*AW +: AW] = p_rd[(2+gq)*AW +: AW];
      end else begin : g_a_m
        assign a_nxt_hd[gq*AW +: AW] = m_rd[(1+gq)*AW +: AW];
      end
    end
  endgenerate
  wire unused_a_nxt = &{1'b0, p_rd, m_rd};
`endif

{% endraw %}{% else %}{% raw %}  localparam integer NXT_NW = (MOVE != 0) ? 2 : 1;
`ifdef SG_ASSERT
  localparam integer NXT_NA = NQ;
`else
  localparam integer NXT_NA = 0;
`endif
  wire [AW-1:0] nxp_rd, nxm_rd;
  wire [NXT_NW*NQ*AW-1:0] a_nxt_rd;
  genvar gn;
  generate
    for (gn = 0; gn < NXT_NW; gn = gn + 1) begin : g_nxt
      // port 0: the pushes' RAM; port 1 (MOVE): the moves'
      wire we = (gn == 0) ? push_to_nonempty : mv_to_nonempty;
      wire [AW-1:0] wa = (gn == 0) ? push_tl : mv_tl;
      wire [AW-1:0] wd = (gn == 0) ? alloc : mv_hd;
      wire [AW-1:0] ra = ((MOVE != 0) && (gn == 0)) ? scs[0 +: AW] : pop_sc;
      wire [(1+NXT_NA)*AW-1:0] rd;
      wire [(1+NXT_NA)*AW-1:0] ras;
      if (NXT_NA != 0) begin : g_a
        assign ras = {hds, ra};
        assign a_nxt_rd[gn*NQ*AW +: NQ*AW] = rd[AW +: NQ*AW];
      end else begin : g_no_a
        assign ras = ra;
        assign a_nxt_rd[gn*NQ*AW +: NQ*AW] = {NQ*AW{1'b0}};
      end
      sg_dist_ram #(.DEPTH(DEPTH), .WIDTH(AW), .NR(1 + NXT_NA)) nxt (
        .clk_i(clk_i),
        .we_i (we),
        .wa_i (wa),
        .wd_i (wd),
        .ra_i (ras),
        .rd_o (rd)
      );
      if (gn == 0) begin : g_p
        assign nxp_rd = rd[0 +: AW];
      end else begin : g_m
        assign nxm_rd = rd[0 +: AW];
      end
    end
    if (MOVE != 0) begin : g_nxt_mv
      assign pop_sc_nxt = (pop_q_i == {QB{1'b0}}) ? nxp_rd : nxm_rd;
      assign mv_sc_nxt = nxp_rd;
    end else begin : g_nxt_no_mv
      assign nxm_rd = {AW{1'b0}};
      assign pop_sc_nxt = nxp_rd;
      assign mv_sc_nxt = {AW{1'b0}};
      wire unused_nxt_mv = &{1'b0, mv_to_nonempty, mv_tl, nxm_rd};
    end
  endgenerate
`ifdef SG_ASSERT
  // each queue's head's next pointer, from the RAM that holds that queue's pointers
  wire [NQ*AW-1:0] a_nxt_hd;
  generate
    if (MOVE != 0) begin : g_a_mv
      assign a_nxt_hd = {a_nxt_rd[NQ*AW+AW +: (NQ-1)*AW], a_nxt_rd[0 +: AW]};
      // queue 0's head in the moves' RAM, and the other queues' heads in the pushes': not theirs
      wire unused_a_nxt = &{1'b0, a_nxt_rd[NQ*AW +: AW], a_nxt_rd[AW +: (NQ-1)*AW]};
    end else begin : g_a_one
      assign a_nxt_hd = a_nxt_rd[0 +: NQ*AW];
    end
  endgenerate
`else
  wire unused_a_nxt = &{1'b0, a_nxt_rd};
`endif

{% endraw %}{% endif %}{% raw %}  assign empty_o = emp;
  assign push_addr_o = alloc;
{% endraw %}{% if vcmove %}{% raw %}  genvar gv;
  generate
    for (gv = 0; gv < NQ / NQV; gv = gv + 1) begin : g_nfq_out
      assign hd0_o[gv*AW +: AW] = hds[gv*NQV*AW +: AW];
      assign sc0_o[gv*AW +: AW] = scs[gv*NQV*AW +: AW];
      assign two0_o[gv] = !emp[gv*NQV] && (hds[gv*NQV*AW +: AW] != tls[gv*NQV*AW +: AW]);
    end
  endgenerate{% endraw %}{% else %}{% raw %}  assign hd0_o = hds[0 +: AW];
  assign sc0_o = scs[0 +: AW];
  assign two0_o = !emp[0] && (hds[0 +: AW] != tls[0 +: AW]);{% endraw %}{% endif %}{% raw %}
  // ---- flit memory: one write port, one registered read port (block or LUT RAM; sg_flit_ram,
  // whose bypass covers the entry read being the one pushed now) ----
  wire [AW-1:0] rd_addr = rd_jump_i ? rd_jump_addr_i : rd_nx;
  sg_flit_ram #(.WIDTH(WIDTH), .DEPTH(DEPTH), .RAM(RAM)) ram (
    .clk_i (clk_i),
    .rst_ni(rst_ni),
    .we_i  (do_push),
    .wa_i  (alloc),
    .wd_i  (data_i),
    .ra_i  (rd_addr),
    .rd_o  (rd_data_o)
  );
  assign full_o = (used_q == FULL);

  // queues in use, counted as they become non-empty and empty (not a popcount over NQ); with
  // the move port a popcount of the (few) queues' empty flags
  reg [QB:0] active_q, active_d;
  wire pop_one = (pop_hd == pop_tl);
  wire became_active = do_push && emp[push_q_i];
  wire became_idle = do_pop && pop_one && !(do_push && (push_q_i == pop_q_i));
  wire [NQ-1:0] emp_next;
  assign empty_next_o = emp_next;
  integer a;
  always @* begin
    active_d = active_q;
    if (MOVE != 0) begin
      active_d = {(QB+1){1'b0}};
      for (a = 0; a < NQ; a = a + 1) begin
        active_d = active_d + {{QB{1'b0}}, !emp_next[a]};
      end
    end else if (became_active && !became_idle) begin
      active_d = active_q + 1'b1;
    end else if (became_idle && !became_active) begin
      active_d = active_q - 1'b1;
    end
  end
  assign active_o = active_q;

  always @* begin
    fresh_d = fresh_q;
    fl_rd_d = fl_rd_q;
    fl_wr_d = fl_wr_q;
    used_d = used_q;
    if (do_push) begin
      if (fresh_left) begin
        fresh_d = fresh_q + 1'b1;
      end else begin
        fl_rd_d = (fl_rd_q == LAST) ? {AW{1'b0}} : fl_rd_q + 1'b1;
      end
    end
    if (do_pop) begin
      fl_wr_d = (fl_wr_q == LAST) ? {AW{1'b0}} : fl_wr_q + 1'b1;
    end
    if (do_push && !do_pop) begin
      used_d = used_q + 1'b1;
    end else if (do_pop && !do_push) begin
      used_d = used_q - 1'b1;
    end
  end

  always @(posedge clk_i) begin
    if (do_push) begin
      info_mem_q[alloc] <= info_i;
    end
    if (do_pop) begin
      fl_mem_q[fl_wr_q] <= pop_hd;
    end
  end

  // ---- per queue: head and tail pointers, empty flag, head entry ----
  // The hand-over (SWAP = 1): the next state of queue swp_a_i is computed by one more copy of the
  // per-queue update (generate index NQ), fed with the current state of queue swp_a_i selected
  // from the registers of queues 0..SWAP_LO-1; queues SWAP_LO..NQ-1 take it or their own, and
  // queues 0..SWAP_LO-1 only clear their empty flag. An exchange of any two queues, each register
  // selecting among its own and two selected next states, cost enhanced RECN's 16-queue input 2.9x
  // the queues without the port (docs/MICROARCHITECTURE.md "Queue heads as fields").
  localparam integer NV = (SWAP != 0) ? NQ + 1 : NQ;  // queues + the hand-over's copy
  // the copy's next state (zero without the port)
  wire [AW-1:0] cp_hd, cp_tl, cp_sc;
  wire cp_emp;
  wire [IW-1:0] cp_head;
  reg [AW-1:0] sa_hd, sa_tl, sa_sc;
  reg sa_emp;
  reg [IW-1:0] sa_head;
  integer ss;
  always @* begin
    sa_hd = {AW{1'b0}};
    sa_tl = {AW{1'b0}};
    sa_sc = {AW{1'b0}};
    sa_emp = 1'b1;
    sa_head = {IW{1'b0}};
    for (ss = 0; ss < SWAP_LO; ss = ss + 1) begin
      if (swp_a_i == ss[QB-1:0]) begin
        sa_hd = hds[ss*AW +: AW];
        sa_tl = tls[ss*AW +: AW];
        sa_sc = scs[ss*AW +: AW];
        sa_emp = emp[ss];
        sa_head = heads_o[ss*IW +: IW];
      end
    end
  end
  genvar q;
  generate
    for (q = 0; q < NV; q = q + 1) begin : g_q
      localparam integer QI = q;
      localparam [QB-1:0] QID = QI[QB-1:0];
      // the queue updated: this one, or for the hand-over's copy queue swp_a_i
      wire [QB-1:0] qid;
      wire [AW-1:0] hd_q, tl_q, sc_q;
      wire emp_q;
      wire [IW-1:0] head_q;
      reg [AW-1:0] hd_d, tl_d, sc_d;
      reg emp_d;
      reg [IW-1:0] head_d;
      wire push_here = do_push && (push_q_i == qid);
{% endraw %}{% if vcmove %}{% raw %}      wire mv_out = do_mv && (qid == mv_src_i);
      wire mv_in = do_mv && (mv_q_i == qid) && (qid != mv_src_i);{% endraw %}{% else %}{% raw %}      wire mv_out = do_mv && (qid == {QB{1'b0}});
      wire mv_in = do_mv && (mv_q_i == qid) && (qid != {QB{1'b0}});{% endraw %}{% endif %}{% raw %}
      wire pop_here = (do_pop && (pop_q_i == qid)) || mv_out;
      wire one = !emp_q && (hd_q == tl_q);
      wire two = !emp_q && !one && (sc_q == tl_q);
      // the entry arriving at the tail: a push, or with the move port a move in
      wire [AW-1:0] in_ptr = mv_in ? mv_hd : alloc;
      always @* begin
        hd_d = hd_q;
        tl_d = tl_q;
        sc_d = sc_q;
        emp_d = emp_q;
        head_d = head_q;
        if (pop_here) begin
          if (one) begin
            emp_d = 1'b1;
          end else begin
            hd_d = sc_q;
            head_d = mv_out ? mv_nxt_info : pop_nxt_info;
            // with two entries the new second is the one arriving now, if any (its next
            // pointer is written at the end of this cycle); with more, the next pointer stored
            // with the old second
            sc_d = two ? in_ptr : mv_out ? mv_sc_nxt : pop_sc_nxt;
          end
        end else if (one) begin
          sc_d = in_ptr;
        end
        if (push_here) begin
          tl_d = alloc;
          if (emp_q || (pop_here && one)) begin
            hd_d = alloc;
            head_d = info_i;
            emp_d = 1'b0;
          end
        end
        if (mv_in) begin
          tl_d = mv_hd;
          if (emp_q || (pop_here && one)) begin
            hd_d = mv_hd;
            head_d = mv_info;
            emp_d = 1'b0;
          end
        end
      end
      if (q < NQ) begin : g_reg
        assign qid = QID;
        // the hand-over: a queue of 0..SWAP_LO-1 gives its next state away and is empty; a queue
        // of SWAP_LO..NQ-1 takes it (the copy's)
        wire give = (SWAP != 0) && (q < SWAP_LO) && swp_i && (swp_a_i == QID);
        wire take = (SWAP != 0) && (q >= SWAP_LO) && swp_i && (swp_b_i == QID);
        reg [AW-1:0] hd_r, tl_r, sc_r;
        reg emp_r;
        reg [IW-1:0] head_r;
        always @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            hd_r <= {AW{1'b0}};
            tl_r <= {AW{1'b0}};
            sc_r <= {AW{1'b0}};
            emp_r <= 1'b1;
            head_r <= {IW{1'b0}};
          end else if (take) begin
            hd_r <= cp_hd;
            tl_r <= cp_tl;
            sc_r <= cp_sc;
            emp_r <= cp_emp;
            head_r <= cp_head;
          end else begin
            hd_r <= hd_d;
            tl_r <= tl_d;
            sc_r <= sc_d;
            emp_r <= emp_d || give;
            head_r <= head_d;
          end
        end
        assign hd_q = hd_r;
        assign tl_q = tl_r;
        assign sc_q = sc_r;
        assign emp_q = emp_r;
        assign head_q = head_r;
        assign emp[q] = emp_r;
        assign emp_next[q] = emp_d;
        assign hds[q*AW +: AW] = hd_r;
        assign hds_next[q*AW +: AW] = hd_d;
        assign tls[q*AW +: AW] = tl_r;
        assign scs[q*AW +: AW] = sc_r;
        assign heads_o[q*IW +: IW] = head_r;
      end else begin : g_swap
        assign qid = swp_a_i;
        assign hd_q = sa_hd;
        assign tl_q = sa_tl;
        assign sc_q = sa_sc;
        assign emp_q = sa_emp;
        assign head_q = sa_head;
        assign cp_hd = hd_d;
        assign cp_tl = tl_d;
        assign cp_sc = sc_d;
        assign cp_emp = emp_d;
        assign cp_head = head_d;
      end
    end
    if (SWAP == 0) begin : g_no_swap
      assign cp_hd = {AW{1'b0}};
      assign cp_tl = {AW{1'b0}};
      assign cp_sc = {AW{1'b0}};
      assign cp_emp = 1'b1;
      assign cp_head = {IW{1'b0}};
      // the selected state feeds only the hand-over's copy
      wire unused_swap = &{1'b0, sa_hd, sa_tl, sa_sc, sa_emp, sa_head};
    end
  endgenerate

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      active_q <= {(QB+1){1'b0}};
      fresh_q <= {CW{1'b0}};
      fl_rd_q <= {AW{1'b0}};
      fl_wr_q <= {AW{1'b0}};
      used_q <= {CW{1'b0}};
    end else begin
      active_q <= active_d;
      fresh_q <= fresh_d;
      fl_rd_q <= fl_rd_d;
      fl_wr_q <= fl_wr_d;
      used_q <= used_d;
    end
  end

`ifdef SG_ASSERT
  // Named assertions (docs/MICROARCHITECTURE.md "Assertions"), out of reset: the caller never
  // pushes with every entry in use, pops or moves from an empty queue, names a queue outside
  // 0..NQ-1, pops queue 0 while moving out of it or pushes into the queue moved into; head, tail
  // and free-list pointers stay in 0..DEPTH-1, the counters in range.
  wire [31:0] push_q_w = {{(32-QB){1'b0}}, push_q_i};
  wire [31:0] pop_q_w = {{(32-QB){1'b0}}, pop_q_i};
  wire [31:0] mv_q_w = {{(32-QB){1'b0}}, mv_q_i};
  wire [31:0] swp_a_w = {{(32-QB){1'b0}}, swp_a_i};
  wire [31:0] swp_b_w = {{(32-QB){1'b0}}, swp_b_i};
  // the fresh and used counts above DEPTH: only where CW bits can hold such a value
  wire cnt_over;
  generate
    if (DEPTH < (1 << CW) - 1) begin : g_cnt_check
      assign cnt_over = ({{(32-CW){1'b0}}, fresh_q} > DEPTH) || ({{(32-CW){1'b0}}, used_q} > DEPTH);
    end else begin : g_cnt_all
      assign cnt_over = 1'b0;
    end
  endgenerate
  reg ptr_bad;
  integer pa;
  always @* begin
    ptr_bad = cnt_over
              || ({{(32-AW){1'b0}}, fl_rd_q} >= DEPTH) || ({{(32-AW){1'b0}}, fl_wr_q} >= DEPTH)
              || ({{(31-QB){1'b0}}, active_q} > NQ);
    for (pa = 0; pa < NQ; pa = pa + 1) begin
      if (({{(32-AW){1'b0}}, hds[pa*AW +: AW]} >= DEPTH) || ({{(32-AW){1'b0}}, tls[pa*AW +: AW]} >= DEPTH)) begin
        ptr_bad = 1'b1;
      end
    end
  end
  // FLIT_RD_EQ_A: the flit popped is the entry at the popped queue's head (the registered read
  // chose the right slot a cycle ahead; a shadow copy of the flit memory, read asynchronously)
  reg [WIDTH-1:0] a_mem_q [0:DEPTH-1];
  always @(posedge clk_i) begin
    if (do_push) begin
      a_mem_q[alloc] <= data_i;
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni && do_pop && (rd_data_o != a_mem_q[pop_hd])) begin
      $error("FLIT_RD_EQ_A: queue %0d pops %h, its head entry %0d holds %h", pop_q_i, rd_data_o, pop_hd, a_mem_q[pop_hd]);
    end
  end
  // MQ_SECOND_EQ_A: a queue holding two entries or more keeps in its second-entry register
  // the next pointer stored with its head (checked in this clocked block: Icarus would
  // make an @* block reading the memory sensitive to every word)
  integer pc;
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni) begin
      for (pc = 0; pc < NQ; pc = pc + 1) begin
        // MQ_HEAD_A: a queue's head register holds the info stored with its head entry
        if (!emp[pc] && (heads_o[pc*IW +: IW] != info_mem_q[hds[pc*AW +: AW]])) begin
          $error("MQ_HEAD_A: queue %0d: head register %h, info of its head entry %0d: %h",
                 pc, heads_o[pc*IW +: IW], hds[pc*AW +: AW], info_mem_q[hds[pc*AW +: AW]]);
        end
        if (!emp[pc] && (hds[pc*AW +: AW] != tls[pc*AW +: AW]) && (scs[pc*AW +: AW] != a_nxt_hd[pc*AW +: AW])) begin
          $error("MQ_SECOND_EQ_A: queue %0d: second-entry register %0d, next pointer of the head %0d: %0d",
                 pc, scs[pc*AW +: AW], hds[pc*AW +: AW], a_nxt_hd[pc*AW +: AW]);
        end
      end
      if (push_i && (used_q == FULL)) begin
        $error("FIFO_NO_OVERFLOW_A: push into queue %0d with all %0d entries in use", push_q_i, DEPTH);
      end
      if (pop_i && (pop_q_w < NQ) && emp[pop_q_i]) begin
        $error("FIFO_NO_UNDERFLOW_A: pop from the empty queue %0d", pop_q_i);
      end
{% endraw %}{% if vcmove %}{% raw %}      if (mv_i && src_emp) begin
        $error("FIFO_NO_UNDERFLOW_A: move out of the empty queue %0d (or not an NFQ)", mv_src_i);
      end
      if ((push_i && (push_q_w >= NQ)) || (pop_i && (pop_q_w >= NQ))
          || (mv_i && ((mv_q_w >= NQ) || (mv_q_w % NQV == 0) || (mv_q_w / NQV != {{(32-QB){1'b0}}, mv_src_i} / NQV))){% endraw %}{% else %}{% raw %}      if ((MOVE != 0) && mv_i && emp[0]) begin
        $error("FIFO_NO_UNDERFLOW_A: move out of the empty queue 0");
      end
      if ((push_i && (push_q_w >= NQ)) || (pop_i && (pop_q_w >= NQ))
          || ((MOVE != 0) && mv_i && ((mv_q_w >= NQ) || (mv_q_w == 0))){% endraw %}{% endif %}{% raw %}
          || ((SWAP != 0) && swp_i && ((swp_a_w >= SWAP_LO) || (swp_b_w < SWAP_LO) || (swp_b_w >= NQ)))) begin
        $error("FIFO_PTR_RANGE_A: queue out of range: push %0d/%0d, pop %0d/%0d, move %0d/%0d, swap %0d/%0d %0d (%0d queues)",
               push_i, push_q_i, pop_i, pop_q_i, mv_i, mv_q_i, swp_i, swp_a_i, swp_b_i, NQ);
      end
      // MQ_SWAP_EMPTY_A: the queue handed over to is empty and neither pushed, popped nor moved
      // into in that cycle (then the hand-over is the model's exchange of the two queues)
      if ((SWAP != 0) && swp_i && (swp_b_w < NQ) && (!emp[swp_b_i] || (push_i && (push_q_i == swp_b_i))
          || (pop_i && (pop_q_i == swp_b_i)) || ((MOVE != 0) && mv_i && (mv_q_i == swp_b_i)))) begin
        $error("MQ_SWAP_EMPTY_A: queue %0d handed to queue %0d: not empty %0d, pushed %0d/%0d, popped %0d/%0d",
               swp_a_i, swp_b_i, !emp[swp_b_i], push_i, push_q_i, pop_i, pop_q_i);
      end
{% endraw %}{% if vcmove %}{% raw %}      // (and with the move port every push goes into an NFQ: its RAM holds the NFQs' pointers)
      if ((mv_i && ((pop_i && (pop_q_i == mv_src_i)) || (push_i && (push_q_i == mv_q_i))))
          || (push_i && (push_q_w % NQV != 0))) begin{% endraw %}{% else %}{% raw %}      // (and with the move port every push goes into queue 0: its RAM holds queue 0's pointers)
      if ((MOVE != 0) && ((mv_i && ((pop_i && (pop_q_w == 0)) || (push_i && (push_q_i == mv_q_i))))
                          || (push_i && (push_q_w != 0)))) begin{% endraw %}{% endif %}{% raw %}
        $error("MQ_MOVE_CONFLICT_A: move into queue %0d (%0d), pop of queue %0d (%0d), push into queue %0d (%0d)",
               mv_q_i, mv_i, pop_q_i, pop_i, push_q_i, push_i);
      end
      if (ptr_bad) begin
        $error("FIFO_PTR_RANGE_A: pointer out of range: fresh %0d, used %0d, free list %0d..%0d, active %0d (depth %0d, %0d q)",
               fresh_q, used_q, fl_rd_q, fl_wr_q, active_q, DEPTH, NQ);
      end
    end
  end
`endif
endmodule

`default_nettype wire{% endraw %}
