// Formal harness of the CAM lines of sg_input_unit (formal/cam.sby): the generated
// rtl/sg_input_unit.v (with sg_mqueue, sg_cand, sg_rr_arbiter) as an fbicm input (QSEL 3, KEY 0) of a
// 2-port switch: 4 hosts, 2 CAM lines (CFQs), a B = 4-flit buffer, packets of 1..4 flits of 8
// bits. The CAM lines are inline in sg_input_unit (act_q, clip_q, nsb_q, ...); they are checked
// in place through probes the .sby script connects to the flattened instance.
// Environment: an upstream that respects the input's credits (any flits, malformed headers
// included); grants only to a request; the output side (CLOP, output lines in Stop, their
// HopsToReach), free outputs and credits arbitrary every cycle. Properties:
//   CAM_UNIQUE_A       a destination is in the CLIP of at most one active line (a header matches
//                      one line)
//   CAM_FREE_CLEAR_A   a free (inactive) line holds nothing: no destinations, not in Stop, not
//                      mirroring, port / hops / next 0
//   CAM_NSB_A          a destination has NotifiedStop only while an active line holds it
//   CAM_ALLOC_FREE_A   a line is allocated only when free; a header joins only active lines
`default_nettype none

module sg_cam_fv (
  input wire        clk_i,
  input wire        in_valid_i,
  input wire [7:0]  in_data_i,
  input wire [1:0]  rx_route_i,
  input wire [1:0]  out_free_i,
  input wire [5:0]  out_credits_i,
  input wire        grant_i,
  input wire [7:0]  clop_i,
  input wire [3:0]  ostop_i,
  input wire [15:0] ohops_i
);
  localparam integer P = 2;
  localparam integer N = 4;
  localparam integer C = 2;
  localparam integer B = 4;
  localparam integer CB = 3;
  localparam integer HOPB = 4;

  reg rst_ni = 1'b0;
  always @(posedge clk_i) rst_ni <= 1'b1;

  wire credit, req_valid, req_mb, tx_stream, err, hdr_in, full, naive_mark, mb_mark;
  wire [1:0] rx_dst;
  wire req_out;
  wire [2:0] req_len;
  wire req_age;
  wire [7:0] tx_data;
  wire [P-1:0] waiting;
  wire [CB-1:0] occ;
  wire [31:0] active;
  wire [P*C-1:0] mir;
  wire [11:0] fb;
  wire [(1+C)*64-1:0] cam;
  // header: type[0] len[1+:3] dst[4+:2]; rx_route_i is the routing table's answer (1 bit used)
  sg_input_unit #(
    .P(P), .PB(1), .W(8), .B(B), .N(N), .HB(2), .LB(3), .CB(CB), .NQ(1 + C), .QB(2), .QSEL(3),
    .MAXLEN(4), .LEN_LSB(1), .DST_LSB(4), .CREDIT_DELAY(1), .OLDEST_FIRST(0), .AGE_BITS(1),
    .MARKING(0), .MB_BIT(6), .MB_THR(0), .KEY(0), .ME(0), .C(C), .CLB(1), .HOPB(HOPB),
    .FBW(12), .KB(2), .TP_LSB(0), .TPB(1), .CNTB(1), .EGR(0), .DET(1), .STOPT(2), .GOT(0)
  ) dut (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .in_valid_i   (in_valid_i),
    .in_data_i    (in_data_i),
    .credit_o     (credit),
    .rx_dst_o     (rx_dst),
    .rx_route_i   (rx_route_i[0]),
    .out_free_i   (out_free_i),
    .out_credits_i(out_credits_i),
    .req_valid_o  (req_valid),
    .req_out_o    (req_out),
    .req_len_o    (req_len),
    .req_age_o    (req_age),
    .req_mb_o     (req_mb),
    .grant_i      (grant_i),
    .tx_stream_o  (tx_stream),
    .tx_data_o    (tx_data),
    .err_o        (err),
    .hdr_in_o     (hdr_in),
    .full_o       (full),
    .waiting_o    (waiting),
    .naive_mark_o (naive_mark),
    .mb_mark_o    (mb_mark),
    .occ_o        (occ),
    .active_o     (active),
    .clop_i       (clop_i),
    .ostop_i      (ostop_i),
    .ohops_i      (ohops_i),
    .otp_i        ({P*C{1'b0}}),
    .cnt1_i       ({P{1'b0}}),
    .fw_i         ({C{1'b0}}),
    .mir_o        (mir),
    .fb_o         (fb),
    .cam_o        (cam)
  );

`ifdef FORMAL
  // probes (connected by the .sby script)
  (* keep *) wire [C-1:0] fv_act_q, fv_rc_q, fv_ss_q;
  (* keep *) wire [C*N-1:0] fv_clip_q;
  (* keep *) wire [N-1:0] fv_nsb_q;
  (* keep *) wire [C-1:0] fv_port_q, fv_next_q;
  (* keep *) wire [C*HOPB-1:0] fv_hops_q;
  (* keep *) wire fv_alloc, fv_start;
  (* keep *) wire fv_start_line;

  // upstream: B credits, one per flit sent, back on credit_o
  reg [CB-1:0] up_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      up_q <= B[CB-1:0];
    end else begin
      up_q <= up_q - (in_valid_i ? 1'b1 : 1'b0) + (credit ? 1'b1 : 1'b0);
    end
  end
  always @* begin
    if (!rst_ni) begin
      assume (!in_valid_i && !grant_i);
    end else begin
      assume (!in_valid_i || (up_q != {CB{1'b0}}));
      assume (!grant_i || req_valid);
    end
  end

  genvar d, l;
  for (d = 0; d < N; d = d + 1) begin : g_dst
    wire [C-1:0] holders;
    for (l = 0; l < C; l = l + 1) begin : g_line
      assign holders[l] = fv_act_q[l] && fv_clip_q[l*N + d];
    end
    always @* begin
      if (rst_ni) begin
        assert ((holders & (holders - 1'b1)) == {C{1'b0}});  // CAM_UNIQUE_A
        if (fv_nsb_q[d]) assert (holders != {C{1'b0}});      // CAM_NSB_A
      end
    end
  end
  for (l = 0; l < C; l = l + 1) begin : g_free
    always @* begin
      if (rst_ni && !fv_act_q[l]) begin  // CAM_FREE_CLEAR_A
        assert (fv_clip_q[l*N +: N] == {N{1'b0}});
        assert (!fv_rc_q[l] && !fv_ss_q[l]);
        assert (!fv_port_q[l] && !fv_next_q[l]);
        assert (fv_hops_q[l*HOPB +: HOPB] == {HOPB{1'b0}});
      end
    end
  end
  always @* begin
    if (rst_ni) begin  // CAM_ALLOC_FREE_A
      if (fv_alloc) assert (!fv_act_q[fv_start_line]);
      if (fv_start && !fv_alloc) assert (fv_act_q[fv_start_line]);
    end
  end
`endif
endmodule

`default_nettype wire
