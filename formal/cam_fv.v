// Formal harness of the CAM lines of an input (formal/cam.sby): the generated
// rtl/sg_cam_input.v alone, as an fbicm input (KEY 0) of a 2-port switch: 4 hosts, 2 CAM lines
// (CFQs), a B = 4-flit buffer, 8-bit flits. Every input of the module is free every cycle
// (queue state, arrivals, grants, pops, the output side: CLOP, output lines in Stop, their
// HopsToReach), so the properties hold for any input unit around it, not only for the one
// sg_input_unit builds. The line state (active, rc, sent_stop, port, hops, next) and the keys
// (CLIP, NSB) are checked in place through probes the .sby script connects to the instance.
// Properties:
//   CAM_UNIQUE_A       a destination is in the CLIP of at most one active line (a header matches
//                      one line)
//   CAM_FREE_CLEAR_A   a free (inactive) line holds nothing: no destinations, not in Stop, not
//                      mirroring, port / hops / next 0
//   CAM_NSB_A          a destination has NotifiedStop only while an active line holds it
//   CAM_ALLOC_FREE_A   a line is allocated only when free; a header joins only active lines
`default_nettype none

module sg_cam_fv (
  input wire        clk_i,
  input wire [20:0] c_info_i,     // 3 queues' candidate fields {MB, route, length, destination}
  input wire        c_valid0_i,
  input wire [1:0]  c_addr0_i,
  input wire        q_empty0_i,
  input wire [1:0]  hd0_i,
  input wire [1:0]  sc0_i,
  input wire        two0_i,
  input wire [9:0]  rc_entry_i,
  input wire        rc_hdr_i,
  input wire [2:0]  q_push_i,
  input wire [1:0]  rc_q_i,
  input wire        rx_into_i,
  input wire [1:0]  rx_q_i,
  input wire        pend_i,
  input wire        busy_i,
  input wire        out_i,
  input wire [1:0]  tx_q_i,
  input wire        pop_i,
  input wire [1:0]  sel_q_i,
  input wire        grant_i,
  input wire [1:0]  req_q_i,
  input wire [1:0]  out_free_i,
  input wire [7:0]  clop_i,
  input wire [3:0]  ostop_i,
  input wire [15:0] ohops_i
);
  localparam integer P = 2;
  localparam integer N = 4;
  localparam integer C = 2;
  localparam integer HOPB = 4;

  reg rst_ni = 1'b0;
  always @(posedge clk_i) rst_ni <= 1'b1;

  wire [1:0] cam_q, swp_a, swp_b, mv_q;
  wire swp, mv, mv_hdr, nfq_ready;
  wire [2:0] q_blk;
  wire [P*C-1:0] mir;
  wire [11:0] fb;
  wire [(1+C)*64-1:0] cam;
  // header: type[0] len[1+:3] dst[4+:2]; candidate fields {MB, route, length, destination}
  sg_cam_input #(
    .P(P), .PB(1), .W(8), .B(4), .N(N), .HB(2), .LB(3), .CB(3), .NQ(1 + C), .QB(2),
    .LEN_LSB(1), .DST_LSB(4), .MB_BIT(6), .KEY(0), .ME(0), .C(C), .CLB(1), .HOPB(HOPB),
    .FBW(12), .KB(2), .TP_LSB(0), .TPB(1), .CNTB(1), .EGR(0), .DET(1), .STOPT(2), .GOT(0)
  ) dut (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .c_info_i    (c_info_i),
    .c_valid0_i  (c_valid0_i),
    .c_addr0_i   (c_addr0_i),
    .q_empty0_i  (q_empty0_i),
    .hd0_i       (hd0_i),
    .sc0_i       (sc0_i),
    .two0_i      (two0_i),
    .rc_entry_i  (rc_entry_i),
    .rc_hdr_i    (rc_hdr_i),
    .q_push_i    (q_push_i),
    .rc_q_i      (rc_q_i),
    .rx_into_i   (rx_into_i),
    .rx_q_i      (rx_q_i),
    .pend_i      (pend_i),
    .busy_i      (busy_i),
    .out_i       (out_i),
    .tx_q_i      (tx_q_i),
    .pop_i       (pop_i),
    .sel_q_i     (sel_q_i),
    .grant_i     (grant_i),
    .req_q_i     (req_q_i),
    .out_free_i  (out_free_i),
    .clop_i      (clop_i),
    .ostop_i     (ostop_i),
    .ohops_i     (ohops_i),
    .otp_i       ({P*C{1'b0}}),
    .cnt1_i      ({P{1'b0}}),
    .fw_i        ({C{1'b0}}),
    .cam_q_o     (cam_q),
    .swp_o       (swp),
    .swp_a_o     (swp_a),
    .swp_b_o     (swp_b),
    .mv_o        (mv),
    .mv_hdr_o    (mv_hdr),
    .mv_q_o      (mv_q),
    .nfq_ready_o (nfq_ready),
    .q_blk_o     (q_blk),
    .mir_o       (mir),
    .fb_o        (fb),
    .cam_o       (cam)
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
