{{ header }}
{% raw %}`default_nettype none

// Input unit of the switch (docs/MICROARCHITECTURE.md): receives flits, routes headers through the
// switch's table, writes them into NQ queues (1 for fifo, P for voq_sw, one per host for voq_net)
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
  parameter integer QSEL = 0,          // queue of a packet: 0 the one queue (fifo), 1 its output port (voq_sw), 2 its destination (voq_net)
  parameter integer MAXLEN = 8,        // largest packet, flits
  parameter integer LEN_LSB = 1,       // header: length field
  parameter integer DST_LSB = 5,       // header: destination field
  parameter integer CREDIT_DELAY = 1,  // cycles, >= 1
  parameter integer OLDEST_FIRST = 0,  // 1: keep head ages
  parameter integer AGE_BITS = 8,
  parameter integer MARKING = 0,       // 0 none, 1 naive, 2 ipm, 3 opm, 4 mvpm
  parameter integer MB_BIT = 0,        // header: MB (mvpm)
  parameter integer MB_THR = 0         // mvpm: MB when more packets than this are stored
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
  // state of the outputs
  input  wire [P-1:0]     out_busy_i,
  input  wire [P*CB-1:0]  out_credits_i,
  // request to the output allocator
  output wire             req_valid_o,
  output wire [PB-1:0]    req_out_o,
  output wire [LB-1:0]    req_len_o,
  output wire [AGE_BITS-1:0] req_age_o,
  input  wire             grant_i,
  // to the crossbar
  output wire             tx_valid_o,
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
  output wire [31:0]      active_o
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
  wire bad_hdr = ({{(32-HB){1'b0}}, rx_dst_o} >= N) || (hdr_len == {LB{1'b0}})
                 || ({{(32-LB){1'b0}}, hdr_len} > MAXLEN);
  wire drop = in_valid_i && is_hdr && bad_hdr;
  wire [QB-1:0] hdr_q;
  assign rx_dst_o = in_data_i[DST_LSB +: HB];
  assign err_o = drop;

  generate
    if (QSEL == 1) begin : g_voq_sel
      assign hdr_q = rx_route_i[QB-1:0];
    end else if (QSEL == 2) begin : g_dst_sel
      assign hdr_q = rx_dst_o[QB-1:0];
    end else begin : g_fifo_sel
      assign hdr_q = {QB{1'b0}};
      wire unused_route = &{1'b0, rx_route_i};
    end
  endgenerate

  wire [QB-1:0] push_q = is_hdr ? hdr_q : rx_q_q;
  // mvpm: MB on a header entering while more than MB_THR packets are stored (start of cycle)
  wire [W-1:0] mb_mask;
  generate
    if (MARKING == 4) begin : g_mb_mask
      assign mb_mask = {{(W-1){1'b0}}, mb_mark_o} << MB_BIT;
    end else begin : g_no_mb_mask
      assign mb_mask = {W{1'b0}};
    end
  endgenerate
  wire [EW-1:0] push_entry = {rx_route_i, is_hdr, in_data_i | mb_mask};

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
  end

  // ---- queues ----
  wire [NQ-1:0] q_empty;
  wire [NQ*EW-1:0] q_head;
  wire [NQ-1:0] q_push;
  wire [NQ-1:0] q_ok;  // head is a header whose output is idle with credits for the whole packet

  genvar q;
  generate
    for (q = 0; q < NQ; q = q + 1) begin : g_queue
      wire [EW-1:0] head = q_head[q*EW +: EW];
      wire [PB-1:0] head_route = head[W+1 +: PB];
      wire head_is_hdr = head[W];
      wire [LB-1:0] head_len = head[LEN_LSB +: LB];
      wire [CB-1:0] head_credits = out_credits_i[head_route*CB +: CB];
      assign q_ok[q] = !q_empty[q] && head_is_hdr && !out_busy_i[head_route]
                       && ({{(32-CB){1'b0}}, head_credits} >= {{(32-LB){1'b0}}, head_len});
      assign q_push[q] = in_valid_i && !drop && (push_q == q);
    end
    // storage: one FIFO (fifo), or the queues as linked lists in one buffer of B flits
    if (NQ == 1) begin : g_fifo
      wire unused_full;
      sg_fifo #(.WIDTH(EW), .DEPTH(B)) fifo (
        .clk_i  (clk_i),
        .rst_ni (rst_ni),
        .push_i (q_push[0]),
        .data_i (push_entry),
        .pop_i  (pop),
        .data_o (q_head),
        .empty_o(q_empty),
        .full_o (unused_full)
      );
      assign active_o = {31'd0, !q_empty[0]};
    end else begin : g_mqueue
      wire unused_full;
      wire [QB:0] active;
      sg_mqueue #(.WIDTH(EW), .DEPTH(B), .NQ(NQ), .QB(QB)) mq (
        .clk_i   (clk_i),
        .rst_ni  (rst_ni),
        .push_i  (in_valid_i && !drop),
        .push_q_i(push_q),
        .data_i  (push_entry),
        .pop_i   (pop),
        .pop_q_i (sel_q),
        .heads_o (q_head),
        .empty_o (q_empty),
        .full_o  (unused_full),
        .active_o(active)
      );
      assign active_o = {{(31-QB){1'b0}}, active};
    end
  endgenerate

  // ---- request: first eligible queue from the pointer ----
  reg  [QB-1:0] ptr_q, ptr_d;
  wire [NQ-1:0] q_gnt;
  wire [QB-1:0] req_q;
  wire any_ok;
  sg_rr_arbiter #(.N(NQ), .IW(QB)) queue_arb (
    .req_i  (q_ok),
    .ptr_i  (ptr_q),
    .gnt_o  (q_gnt),
    .idx_o  (req_q),
    .valid_o(any_ok)
  );
  wire unused_gnt = &{1'b0, q_gnt};

  reg busy_q, busy_d;
  reg [QB-1:0] tx_q_q, tx_q_d;
  reg [LB-1:0] tx_rem_q, tx_rem_d;

  wire [EW-1:0] req_head = q_head[req_q*EW +: EW];
  assign req_valid_o = !busy_q && any_ok;
  assign req_out_o = req_head[W+1 +: PB];
  assign req_len_o = req_head[LEN_LSB +: LB];
  wire unused_req_head = &{1'b0, req_head};

  // ---- transmit: the granted header now, then one flit per cycle while available ----
  wire [QB-1:0] sel_q = busy_q ? tx_q_q : req_q;
  wire sel_avail = !q_empty[sel_q];
  wire pop = grant_i || (busy_q && sel_avail);
  wire [EW-1:0] sel_head = q_head[sel_q*EW +: EW];
  assign tx_valid_o = pop;
  assign tx_data_o = sel_head[W-1:0];
  wire unused_sel_head = &{1'b0, sel_head[EW-1:W]};

  always @* begin
    busy_d = busy_q;
    tx_q_d = tx_q_q;
    tx_rem_d = tx_rem_q;
    ptr_d = ptr_q;
    if (grant_i) begin
      ptr_d = (req_q == QLAST) ? {QB{1'b0}} : req_q + 1'b1;
      if (req_len_o != LEN_ONE) begin
        busy_d = 1'b1;
        tx_q_d = req_q;
        tx_rem_d = req_len_o - LEN_ONE;
      end
    end else if (busy_q && sel_avail) begin
      tx_rem_d = tx_rem_q - LEN_ONE;
      if (tx_rem_q == LEN_ONE) begin
        busy_d = 1'b0;
      end
    end
  end

  // ---- oldest-first: cycles each queue's head header has waited ----
  generate
    if (OLDEST_FIRST != 0) begin : g_age
      wire [NQ*AGE_BITS-1:0] ages;
      for (q = 0; q < NQ; q = q + 1) begin : g_q
        reg [AGE_BITS-1:0] age_q, age_d;
        wire waiting = !q_empty[q] && q_head[q*EW + W] && !(grant_i && (req_q == q));
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
            age_q <= age_d;
          end
        end
        assign ages[q*AGE_BITS +: AGE_BITS] = age_q;
      end
      assign req_age_o = ages[req_q*AGE_BITS +: AGE_BITS];
    end else begin : g_no_age
      assign req_age_o = {AGE_BITS{1'b0}};
    end
  endgenerate

  // ---- buffer occupancy and full events ----
  localparam integer B_I = B;
  localparam [CB-1:0] B_FULL = B_I[CB-1:0];
  reg [CB-1:0] occ_q, occ_d;
  wire push_any = |q_push;
  always @* begin
    occ_d = occ_q;
    if (push_any && !pop) begin
      occ_d = occ_q + 1'b1;
    end else if (pop && !push_any) begin
      occ_d = occ_q - 1'b1;
    end
  end
  assign full_o = (occ_d == B_FULL) && (occ_q != B_FULL);
  assign occ_o = occ_q;
  wire hdr_push = in_valid_i && is_hdr && !drop;
  assign hdr_in_o = hdr_push;

  // ---- waiting headers per output (ipm), one counter per output ----
  genvar go;
  generate
    if (MARKING == 2) begin : g_req_cnt
      for (go = 0; go < P; go = go + 1) begin : g_out
        localparam integer OI = go;
        localparam [PB-1:0] OP = OI[PB-1:0];
        wire inc = hdr_push && (rx_route_i == OP);
        wire dec = grant_i && (req_out_o == OP);
        reg [CB-1:0] cnt_q, cnt_d;
        always @* begin
          cnt_d = cnt_q;
          if (inc && !dec) begin
            cnt_d = cnt_q + 1'b1;
          end else if (dec && !inc) begin
            cnt_d = cnt_q - 1'b1;
          end
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
    if (MARKING == 1) begin : g_naive
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
      assign naive_mark_o = (naive_q[req_q*CB +: CB] != {CB{1'b0}});
    end else begin : g_no_naive
      assign naive_mark_o = 1'b0;
    end
  endgenerate

  // ---- mvpm: packets with at least one flit stored (+1 per header written, -1 per tail sent) ----
  generate
    if (MARKING == 4) begin : g_stored
      localparam integer MB_THR_I = MB_THR;
      localparam [CB-1:0] MB_THR_C = MB_THR_I[CB-1:0];
      wire tail_pop = (grant_i && (req_len_o == LEN_ONE)) || (busy_q && sel_avail && (tx_rem_q == LEN_ONE));
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

  // ---- credits: one per flit leaving the buffer; dropped flits' credits when no pop ----
  reg [CB-1:0] drop_cnt_q, drop_cnt_d;
  wire owed = (drop_cnt_q != {CB{1'b0}});
  wire credit_now = pop || owed;
  always @* begin
    drop_cnt_d = drop_cnt_q;
    if (owed && !pop) begin
      drop_cnt_d = drop_cnt_d - 1'b1;
    end
    if (drop) begin
      drop_cnt_d = drop_cnt_d + 1'b1;
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
