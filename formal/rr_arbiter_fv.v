// Formal harness of sg_rr_arbiter (formal/rr_arbiter.sby): the generated rtl/sg_rr_arbiter.v for
// N = 4, 3 and 5 requesters. The pointer register is the callers' (sg_switch's output
// arbiters, sg_input_unit's queue arbiter): on a grant taken it moves past the winner. Properties:
//   ARB_ONEHOT_A     at most one grant, exactly one when any request; only to a requester;
//                    idx_o names the granted requester
//   ARB_PRIORITY_A   the grant is the first requester at or after the pointer (cyclically)
//   ARB_NO_STARVE_A  a requester that keeps requesting is granted before N other grants
//                    (`watch` is any requester, chosen by the solver)
`default_nettype none

module sg_rr_arbiter_fv_one #(
  parameter integer N = 4,
  parameter integer IW = 2
) (
  input wire         clk_i,
  input wire         rst_ni,
  input wire [N-1:0] req_i,
  input wire         take_i  // the caller acts on the grant this cycle (pointer moves)
);
  reg [IW-1:0] ptr_q;
  wire [N-1:0] gnt;
  wire [IW-1:0] idx;
  wire valid;
  sg_rr_arbiter #(.N(N), .IW(IW)) dut (
    .req_i  (req_i),
    .ptr_i  (ptr_q),
    .gnt_o  (gnt),
    .idx_o  (idx),
    .valid_o(valid)
  );
  localparam [IW-1:0] LAST = N - 1;
  wire moved = take_i && valid;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ptr_q <= {IW{1'b0}};
    end else if (moved) begin
      ptr_q <= (idx == LAST) ? {IW{1'b0}} : idx + 1'b1;
    end
  end

`ifdef FORMAL
  // cyclic distance from the pointer to requester j
  function automatic integer dist(input integer from, input integer to);
    dist = (to >= from) ? to - from : to + N - from;
  endfunction

  // ARB_ONEHOT_A
  always @* begin
    assert ((gnt & (gnt - 1'b1)) == {N{1'b0}});
    assert (valid == (req_i != {N{1'b0}}));
    assert (valid == (gnt != {N{1'b0}}));
    assert ((gnt & ~req_i) == {N{1'b0}});
    if (valid) begin
      assert (idx < N);
      assert (gnt[idx]);
    end
    assert (ptr_q < N);
  end
  // ARB_PRIORITY_A: no requester strictly between the pointer and the winner
  genvar j;
  for (j = 0; j < N; j = j + 1) begin : g_prio
    always @* begin
      if (valid && req_i[j]) begin
        assert (dist(ptr_q, j) >= dist(ptr_q, idx));
      end
    end
  end

  // ARB_NO_STARVE_A: `watch` requests without a break from some cycle on; other grants taken
  // since then
  (* anyconst *) reg [IW-1:0] watch;
  always @* assume (watch < N);
  reg waiting_q;
  reg [IW:0] others_q;
  wire watch_req = req_i[watch];
  wire watch_gnt = moved && (idx == watch);
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      waiting_q <= 1'b0;
      others_q <= {(IW+1){1'b0}};
    end else begin
      waiting_q <= watch_req && !watch_gnt;
      others_q <= (watch_req && !watch_gnt) ? others_q + (moved ? 1'b1 : 1'b0) : {(IW+1){1'b0}};
    end
  end
  always @* begin
    if (rst_ni) begin
      // a requester that asked last cycle and was not served keeps asking (a caller never
      // withdraws a request before its grant)
      if (waiting_q) assume (watch_req);
      assert (others_q <= N - 1);
      // the induction invariant: each other grant moves the pointer closer to `watch`
      if (waiting_q) assert (others_q + dist(ptr_q, watch) <= N - 1);
      if (!waiting_q) assert (others_q == 0);
    end
  end
`endif
endmodule

module sg_rr_arbiter_fv (
  input wire       clk_i,
  input wire [4:0] req_i,
  input wire [2:0] take_i
);
  reg rst_ni = 1'b0;
  always @(posedge clk_i) rst_ni <= 1'b1;
  sg_rr_arbiter_fv_one #(.N(4), .IW(2)) n4 (.clk_i(clk_i), .rst_ni(rst_ni), .req_i(req_i[3:0]), .take_i(take_i[0]));
  sg_rr_arbiter_fv_one #(.N(3), .IW(2)) n3 (.clk_i(clk_i), .rst_ni(rst_ni), .req_i(req_i[2:0]), .take_i(take_i[1]));
  sg_rr_arbiter_fv_one #(.N(5), .IW(3)) n5 (.clk_i(clk_i), .rst_ni(rst_ni), .req_i(req_i), .take_i(take_i[2]));
endmodule

`default_nettype wire
