// Formal harness of the per-output credit counters of sg_switch (formal/credit.sby): the
// generated rtl/sg_switch.v (with its sg_input_unit, sg_fifo, sg_rr_arbiter, sg_crossbar) as a
// 2-port fifo switch of B = 4-flit buffers, packets of 1..4 flits of 8 bits. The counters live
// in the switch's allocator (credits_q: -len at a grant, +1 per credit from downstream); they
// are checked in place, through probes the .sby script connects to the flattened switch.
// Environment: upstream senders that respect the switch's input credits (any flits, any
// headers, malformed ones included), downstream receivers that return one credit per flit
// received, at any later time. Properties:
//   CREDIT_NO_UNDERFLOW_A  a grant never takes more credits than the output holds
//   CREDIT_NO_OVERFLOW_A   an output never holds more than B credits
//   CREDIT_CONSERVED_A     credits + flits granted but not yet sent + flits at the downstream
//                          not yet credited = B (the counter neither loses nor invents credit)
`default_nettype none

module sg_credit_fv (
  input wire        clk_i,
  input wire [1:0]  in_valid_i,
  input wire [15:0] in_data_i,
  input wire [1:0]  out_credit_i
);
  localparam integer P = 2;
  localparam integer PB = 1;
  localparam integer W = 8;
  localparam integer B = 4;
  localparam integer LB = 3;
  localparam integer CB = 3;

  reg rst_ni = 1'b0;
  always @(posedge clk_i) rst_ni <= 1'b1;

  wire [P-1:0] in_credit, out_valid;
  wire [P*W-1:0] out_data;
  wire [15:0] err_count;
  wire [31:0] stat_data;
  wire [P*8*32-1:0] mon;
  wire [63:0] cam;
  wire [P-1:0] in_fb;
  wire [P-1:0] out_fw;
  // header: type[0] len[1+:3] dst[4+:1], the rest payload; routing table: destination d -> port d
  sg_switch #(
    .P(P), .PB(PB), .W(W), .B(B), .N(2), .HB(1), .LB(LB), .CB(CB), .NQ(1), .QB(1), .QSEL(0),
    .MAXLEN(4), .LEN_LSB(1), .DST_LSB(4), .CREDIT_DELAY(1), .OLDEST_FIRST(0), .AGE_BITS(1),
    .MARKING(0), .FECN_BIT(5), .MB_BIT(6), .VB_BIT(7), .MB_THR(0), .VB_THR(0),
    .OPM_T({16*4{1'b0}}), .OPM_INIT(4'd0), .CAB(2), .CDB(4), .CNTB(4), .SAB(4), .NSTAT(8),
    .KEY(0), .C(1), .CLB(1), .HOPB(4), .FBW(1), .KB(1), .TP_LSB(0), .TPB(1), .EGR(0),
    .CNT1_ON(0), .DET(1), .STOPT(1), .GOT(0), .CAMW(64), .FBB(2), .ROUTE_INIT(2'b10)
  ) dut (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (in_valid_i),
    .in_data_i   (in_data_i),
    .in_credit_o (in_credit),
    .out_valid_o (out_valid),
    .out_data_o  (out_data),
    .out_credit_i(out_credit_i),
    .in_fb_o     (in_fb),
    .out_fb_i    ({P{1'b0}}),
    .in_fw_i     ({P{1'b0}}),
    .out_fw_o    (out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (2'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (err_count),
    .stat_addr_i (4'd0),
    .stat_data_o (stat_data),
    .mon_o       (mon),
    .cam_o       (cam)
  );

`ifdef FORMAL
  // probes (connected by the .sby script)
  (* keep *) wire [P*CB-1:0] fv_credits_q;
  (* keep *) wire [P-1:0] fv_out_busy_q;
  (* keep *) wire [P*LB-1:0] fv_rem_q;
  (* keep *) wire [P-1:0] fv_gnt_valid;
  (* keep *) wire [P*PB-1:0] fv_gnt_idx;
  (* keep *) wire [P*CB-1:0] fv_req_len_cb;
  // the credit thermometers (bit t: at least t credits, t = 0..MAXLEN+1)
  localparam integer TW = 6;
  (* keep *) wire [P*TW-1:0] fv_th_q;
  // each input's FIFO (entries {route, is_header, flit}): the head's slot and the pointer one
  // past it, write pointer, count, the 4 entries; the input's registered request (one bit per
  // output) and its sending flag
  localparam integer EW = W + 1 + PB;
  (* keep *) wire [P*2-1:0] fv_rd1_q, fv_wr_q;
  (* keep *) wire [P*2-1:0] fv_rd_q;
  (* keep *) wire [P*P-1:0] fv_rqv_q;
  (* keep *) wire [P-1:0] fv_in_busy_q;
  (* keep *) wire [P*3-1:0] fv_count_q;
  (* keep *) wire [P*B*EW-1:0] fv_mem;
  // the FIFO's copy of each entry's {route, is_header, length} and its register for the entry
  // after the head
  localparam integer IW = PB + 1 + LB;
  (* keep *) wire [P*B*IW-1:0] fv_info;
  (* keep *) wire [P*IW-1:0] fv_hdi_q, fv_nxi_q;

  genvar p;
  for (p = 0; p < P; p = p + 1) begin : g_port
    // upstream of input p: B credits, one per flit sent, back on in_credit
    reg [CB-1:0] up_q;
    always @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        up_q <= B[CB-1:0];
      end else begin
        up_q <= up_q - (in_valid_i[p] ? 1'b1 : 1'b0) + (in_credit[p] ? 1'b1 : 1'b0);
      end
    end
    // downstream of output p: flits received and not yet credited
    reg [CB-1:0] dn_q;
    always @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        dn_q <= {CB{1'b0}};
      end else begin
        dn_q <= dn_q + (out_valid[p] ? 1'b1 : 1'b0) - (out_credit_i[p] ? 1'b1 : 1'b0);
      end
    end
    wire [CB-1:0] credits = fv_credits_q[p*CB +: CB];
    wire busy = fv_out_busy_q[p];
    wire [LB-1:0] rem = fv_rem_q[p*LB +: LB];
    wire [PB-1:0] win = fv_gnt_idx[p*PB +: PB];
    wire [CB-1:0] win_len = fv_req_len_cb[win*CB +: CB];
    wire [CB+1:0] sum = {2'b00, credits} + {2'b00, dn_q} + {{(CB+1){1'b0}}, out_valid[p]}
                        + (busy ? {{(CB+2-LB){1'b0}}, rem} : {(CB+2){1'b0}});
    // what makes the counters' invariant inductive: every header stored in input p's FIFO has
    // a length of 1..MAXLEN (the input unit drops the others)
    wire [1:0] rd = fv_rd1_q[p*2 +: 2] - 2'd1;
    wire [2:0] count = fv_count_q[p*3 +: 3];
    wire [1:0] wr = fv_wr_q[p*2 +: 2];
    wire [2:0] rd_count = {1'b0, rd} + count;
    // the head is the entry at the head's slot, and the head info register holds its fields;
    // the registered request is the condition on this cycle's state whenever the head's output
    // is idle (otherwise the switch masks it)
    wire [EW-1:0] head = fv_mem[(p*B + rd)*EW +: EW];
    wire [P-1:0] rqv = fv_rqv_q[p*P +: P];
    wire [PB-1:0] h_out = head[W+1 +: PB];
    wire [P-1:0] h_oh = {{(P-1){1'b0}}, 1'b1} << h_out;
    wire [CB-1:0] h_cr = fv_credits_q[h_out*CB +: CB];
    wire [LB-1:0] h_len = head[1 +: LB];
    wire rq_state = (count != 3'd0) && head[W] && !fv_in_busy_q[p] && ({1'b0, h_cr} >= {1'b0, h_len});
    always @* begin
      if (rst_ni) begin
        assert (count <= B);
        assert (rd_count[1:0] == wr);
        assert (fv_rd_q[p*2 +: 2] == rd);
        if (count != 3'd0) assert (fv_hdi_q[p*IW +: IW] == {head[W +: PB+1], h_len});
        assert ((rqv & ~h_oh) == {P{1'b0}});
        if (!fv_out_busy_q[h_out]) assert (rqv[h_out] == rq_state);
        if (count >= 3'd2) assert (fv_nxi_q[p*IW +: IW] == fv_info[(p*B + fv_rd1_q[p*2 +: 2])*IW +: IW]);
      end
    end
    genvar t;
    for (t = 0; t < TW; t = t + 1) begin : g_th
      always @* begin
        if (rst_ni) assert (fv_th_q[p*TW + t] == ({1'b0, credits} >= t));
      end
    end
    genvar k;
    for (k = 0; k < B; k = k + 1) begin : g_entry
      wire [1:0] slot = rd + k;
      wire [EW-1:0] entry = fv_mem[(p*B + slot)*EW +: EW];
      wire [LB-1:0] len = entry[1 +: LB];
      always @* begin
        if (rst_ni && (k < count) && entry[W]) begin
          assert ((len != {LB{1'b0}}) && (len <= 4));
        end
        if (rst_ni && (k < count)) begin
          assert (fv_info[(p*B + slot)*IW +: IW] == {entry[W +: PB+1], len});
        end
      end
    end
    always @* begin
      if (!rst_ni) begin
        assume (!in_valid_i[p] && !out_credit_i[p]);
      end else begin
        assume (!in_valid_i[p] || (up_q != {CB{1'b0}}));
        assume (!out_credit_i[p] || (dn_q != {CB{1'b0}}));
        // CREDIT_NO_UNDERFLOW_A
        if (fv_gnt_valid[p] && !busy) begin
          assert (credits >= win_len);
          assert (win_len != {CB{1'b0}});
        end
        // CREDIT_NO_OVERFLOW_A
        assert (credits <= B);
        // CREDIT_CONSERVED_A, and what makes it inductive: a busy output has flits left
        assert (sum == B);
        if (busy) assert (rem != {LB{1'b0}});
      end
    end
  end
`endif
endmodule

`default_nettype wire
