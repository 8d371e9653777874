// Formal harness of the CIOQ egress admission of sg_switch (formal/egress.sby, issue 33): the
// generated rtl/sg_switch.v of a configuration with egress buffers (formal/run.sh generates one
// for this job) as a 2-port fifo switch of B = 4-flit input buffers and E = 6-flit egress
// buffers, packets of 1..4 flits of 8 bits, link_en_i free (any pattern of link cycles).
// SA's per-output counter credits_q counts the free egress space (E after reset, -len at a grant,
// +1 per flit the link stage takes out); ST writes the crossing flit into the output's egress
// FIFO (g_egress[o].egress). Environment as formal/credit_fv.v: upstream senders that respect
// the input credits (any flits, malformed headers included), downstream receivers that return
// a credit per flit at any later time. Properties:
//   EGRESS_WHOLE_PACKET_A  a grant (admission into the egress buffer) never takes more free
//                          space than the output holds: the whole packet has room when it is
//                          admitted (virtual cut-through: never a partial packet)
//   EGRESS_NO_OVERFLOW_A   a crossing flit never meets a full egress FIFO, and an egress buffer
//                          never holds more than E flits (the switch's count eg_cnt_q equals
//                          the FIFO's own)
//   EGRESS_CONSERVED_A     free space + flits in the egress + flits granted but not yet crossed
//                          (the pending header's packet, the connection's rest) = E
// with the invariants of formal/credit_fv.v that make them inductive (one connection or pending
// grant per input and output, candidates' lengths 1..MAXLEN). The link side (downstream credits,
// a header leaving only with credits for its whole packet) is compared by the lockstep runs
// every cycle (the egress monitor word) and by the simulation assertions; it is not proved here.
`default_nettype none

module sg_egress_fv (
  input wire        clk_i,
  input wire [1:0]  in_valid_i,
  input wire [15:0] in_data_i,
  input wire [1:0]  out_credit_i,
  input wire        link_en_i
);
  localparam integer P = 2;
  localparam integer PB = 1;
  localparam integer W = 8;
  localparam integer B = 4;
  localparam integer LB = 3;
  localparam integer CB = 3;  // clog2(max(B, E) + 1)
  localparam integer E = 6;

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
  wire [1:0] fullbuf;
  wire [P*64-1:0] egr;
  // header: type[0] len[1+:3] dst[4+:1], the rest payload; routing table: destination d -> port d
  sg_switch #(
    .P(P), .PB(PB), .W(W), .B(B), .N(2), .HB(1), .LB(LB), .CB(CB), .NQ(1), .QB(1), .QSEL(0),
    .MAXLEN(4), .LEN_LSB(1), .DST_LSB(4), .CREDIT_DELAY(1), .OLDEST_FIRST(0), .AGE_BITS(1),
    .MARKING(0), .FECN_BIT(5), .MB_BIT(6), .VB_BIT(7), .MB_THR(0), .VB_THR(0),
    .OPM_T({16*4{1'b0}}), .OPM_INIT(4'd0), .CAB(2), .CDB(4), .CNTB(4), .SAB(4), .NSTAT(8),
    .KEY(0), .C(1), .CLB(1), .HOPB(4), .FBW(1), .KB(1), .TP_LSB(0), .TPB(1), .EGR(0),
    .CNT1_ON(0), .DET(1), .STOPT(1), .GOT(0), .CAMW(64), .FBB(2),
    .E(E), .ERAM(0), .EOPM_T({16*CB{1'b0}}), .EVB_THR(1), .ROUTE_INIT(2'b10)
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
    .cam_o       (cam),
    .fullbuf_o   (fullbuf),
    .link_en_i   (link_en_i),
    .egr_o       (egr)
  );

`ifdef FORMAL
  // probes (connected by the .sby script)
  (* keep *) wire [P*CB-1:0] fv_credits_q;
  (* keep *) wire [P-1:0] fv_out_busy_q;
  (* keep *) wire [P*LB-1:0] fv_rem_q;
  (* keep *) wire [P-1:0] fv_gnt_valid;
  (* keep *) wire [P*PB-1:0] fv_gnt_idx;
  (* keep *) wire [P*CB-1:0] fv_req_len_cb;
  // pending headers: the output granted in the previous cycle, the flits after the header
  (* keep *) wire [P-1:0] fv_pend_q;
  (* keep *) wire [P*LB-1:0] fv_pend_rem_q;
  // the registered free flags, each output's owner (one-hot) and the inputs streaming a flit
  (* keep *) wire [P-1:0] fv_out_free_q;
  (* keep *) wire [P*P-1:0] fv_owner_q;
  (* keep *) wire [P-1:0] fv_tx_stream;
  // each output's pending input (one-hot); each input's connection and pending flags
  (* keep *) wire [P*P-1:0] fv_pin_q;
  (* keep *) wire [P-1:0] fv_in_busy_q, fv_in_pend_q;
  (* keep *) wire [P*LB-1:0] fv_in_rem_q;
  (* keep *) wire [P*PB-1:0] fv_in_out_q;
  // each input's candidate list (one queue): headers not granted, the candidate's fields
  // {MB, route, length, destination}, and the field memory (4 entries)
  localparam integer CIW = 1 + PB + LB + 1;
  (* keep *) wire [P*3-1:0] fv_ungr_q;
  (* keep *) wire [P*CIW-1:0] fv_cinfo_q;
  (* keep *) wire [P*CIW-1:0] fv_nxi_q;  // the next header's field register (two headers not granted or more)
  (* keep *) wire [P*B*CIW-1:0] fv_cmem;
  // the egress buffers: the switch's flit counts, the crossing flits (FIFO pushes) and each
  // FIFO's own count
  (* keep *) wire [P*CB-1:0] fv_eg_cnt_q;
  (* keep *) wire [P-1:0] fv_eg_push;
  (* keep *) wire [P*CB-1:0] fv_fifo_count_q;

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
    wire pend = fv_pend_q[p];
    wire [LB-1:0] pend_rem = fv_pend_rem_q[p*LB +: LB];
    wire [CB-1:0] eg_cnt = fv_eg_cnt_q[p*CB +: CB];
    wire [CB-1:0] fifo_cnt = fv_fifo_count_q[p*CB +: CB];
    wire [CB+1:0] sum = {2'b00, credits} + {2'b00, eg_cnt}
                        + (busy ? {{(CB+2-LB){1'b0}}, rem} : {(CB+2){1'b0}})
                        + (pend ? {{(CB+2-LB){1'b0}}, pend_rem} + 1'b1 : {(CB+2){1'b0}});
    // what makes the invariant inductive: input p's candidate, when it has one, has a length of
    // 1..MAXLEN (and so has every entry of its field memory: assumed, see above)
    wire [LB-1:0] c_len = fv_cinfo_q[p*CIW + 1 +: LB];
    wire [LB-1:0] n_len = fv_nxi_q[p*CIW + 1 +: LB];
    genvar k;
    for (k = 0; k < B; k = k + 1) begin : g_cmem
      wire [LB-1:0] m_len = fv_cmem[(p*B + k)*CIW + 1 +: LB];
      always @* begin
        assume ((m_len != {LB{1'b0}}) && (m_len <= 4));
      end
    end
    always @* begin
      if (rst_ni && (fv_ungr_q[p*3 +: 3] != 3'd0)) begin
        assert ((c_len != {LB{1'b0}}) && (c_len <= 4));
      end
      if (rst_ni && (fv_ungr_q[p*3 +: 3] > 3'd1)) begin
        assert ((n_len != {LB{1'b0}}) && (n_len <= 4));
      end
    end
    always @* begin
      if (!rst_ni) begin
        assume (!in_valid_i[p] && !out_credit_i[p]);
      end else begin
        assume (!in_valid_i[p] || (up_q != {CB{1'b0}}));
        assume (!out_credit_i[p] || (dn_q != {CB{1'b0}}));
        // EGRESS_WHOLE_PACKET_A
        if (fv_gnt_valid[p]) begin
          assert (credits >= win_len);
          assert (win_len != {CB{1'b0}});
        end
        // EGRESS_NO_OVERFLOW_A
        assert (credits <= E);
        assert (eg_cnt <= E);
        assert (eg_cnt == fifo_cnt);
        if (fv_eg_push[p]) assert (fifo_cnt < E);
        // EGRESS_CONSERVED_A, and what makes it inductive: a busy output has flits left, a
        // pending header at most MAXLEN - 1 after it, and an output is never both
        assert (sum == E);
        if (busy) assert ((rem != {LB{1'b0}}) && (rem <= 3));
        if (pend) assert ((pend_rem <= 3) && !busy);
        // an input is connected (pending) exactly when an output is connected to (pending from) it
        assert (fv_in_busy_q[p] == (((fv_out_busy_q[0] ? fv_owner_q[0*P + p] : 1'b0)) | (fv_out_busy_q[1] ? fv_owner_q[1*P + p] : 1'b0)));
        assert (fv_in_pend_q[p] == ((fv_pend_q[0] ? fv_pin_q[0*P + p] : 1'b0) | (fv_pend_q[1] ? fv_pin_q[1*P + p] : 1'b0)));
        if (busy) assert ((fv_owner_q[p*P +: P] != {P{1'b0}}) && ((fv_owner_q[p*P +: P] & (fv_owner_q[p*P +: P] - 1'b1)) == {P{1'b0}}));
        // input p crosses to at most one output: connected or pending, not both, not twice
        assert (!(fv_in_busy_q[p] && fv_in_pend_q[p]));
        assert ({1'b0, fv_out_busy_q[0] && fv_owner_q[0*P + p]} + {1'b0, fv_out_busy_q[1] && fv_owner_q[1*P + p]}
                + {1'b0, fv_pend_q[0] && fv_pin_q[0*P + p]} + {1'b0, fv_pend_q[1] && fv_pin_q[1*P + p]} <= 2'd1);
        // and knows which: its out_q names the output it is connected to or pending on
        if ((busy && fv_owner_q[p*P + 0]) || (pend && fv_pin_q[p*P + 0])) assert (fv_in_out_q[0] == p[0]);
        if ((busy && fv_owner_q[p*P + 1]) || (pend && fv_pin_q[p*P + 1])) assert (fv_in_out_q[1] == p[0]);
        // the input counts the same flits still to cross as its output
        if (busy && fv_owner_q[p*P + 0]) assert (fv_in_rem_q[0 +: LB] == rem);
        if (busy && fv_owner_q[p*P + 1]) assert (fv_in_rem_q[LB +: LB] == rem);
        if (pend && fv_pin_q[p*P + 0]) assert (fv_in_rem_q[0 +: LB] == pend_rem);
        if (pend && fv_pin_q[p*P + 1]) assert (fv_in_rem_q[LB +: LB] == pend_rem);
        if (pend) assert ((fv_pin_q[p*P +: P] != {P{1'b0}}) && ((fv_pin_q[p*P +: P] & (fv_pin_q[p*P +: P] - 1'b1)) == {P{1'b0}}));
        // the registered free flag is the free rule on this cycle's state (OUT_FREE_EQ_A)
        assert (fv_out_free_q[p] == (pend ? (pend_rem == {LB{1'b0}})
                                     : busy ? ((rem == 3'd1) && ((fv_owner_q[p*P +: P] & fv_tx_stream) != {P{1'b0}}))
                                     : 1'b1));
      end
    end
  end
`endif
endmodule

`default_nettype wire
