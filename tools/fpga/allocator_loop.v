`default_nettype none
// The smallest loop of timing contract v2's switch allocation (docs/FPGA.md "The allocation
// loop's bound"): registered requests (valid, output, one-flit packet), the switch's own
// round-robin arbiter per output (sg_rr_arbiter), and each input's request in the next cycle
// chosen by the grants (its own; whether the output it asks for grants, and a one-flit packet).
// Nothing else of the switch is here (no candidates, credits, queues or crossbar), so its Fmax
// bounds any switch whose allocation takes one cycle. Side inputs come from registers fed by
// the pins, and the grants leave through registers, so only the loop is timed.
module allocator_loop #(
  parameter integer P = 4,
  parameter integer PB = 2
) (
  input  wire          clk_i,
  input  wire [P-1:0]  x0_i,   // next request if the asked output grants nothing
  input  wire [P-1:0]  x1_i,   // next request if it grants a one-flit packet
  input  wire [P-1:0]  one_i,  // the next candidate is one flit long
  input  wire [P*PB-1:0] out_i,  // the next candidate's output
  output reg  [P*P-1:0] gnt_q
);
  reg [P-1:0] x0_q, x1_q, one_n_q;
  reg [P*PB-1:0] out_n_q;
  reg [P-1:0] rv_q, one_q;
  reg [P*PB-1:0] ro_q, ptr_q;
  always @(posedge clk_i) begin
    x0_q <= x0_i;
    x1_q <= x1_i;
    one_n_q <= one_i;
    out_n_q <= out_i;
  end
  wire [P*P-1:0] gnt;
  wire [P*PB-1:0] idx;
  wire [P-1:0] gv;
  reg [P-1:0] g1, ing, rv_d;
  reg [P*PB-1:0] ptr_d;
  genvar go;
  generate
    for (go = 0; go < P; go = go + 1) begin : g_out
      reg [P-1:0] req;
      integer j;
      always @* begin
        for (j = 0; j < P; j = j + 1) begin
          req[j] = rv_q[j] && (ro_q[j*PB +: PB] == go);
        end
      end
      sg_rr_arbiter #(.N(P), .IW(PB)) arb (
        .req_i  (req),
        .ptr_i  (ptr_q[go*PB +: PB]),
        .gnt_o  (gnt[go*P +: P]),
        .idx_o  (idx[go*PB +: PB]),
        .valid_o(gv[go])
      );
    end
  endgenerate
  integer o, i;
  reg v, g;
  always @* begin
    for (o = 0; o < P; o = o + 1) begin
      g1[o] = |(gnt[o*P +: P] & one_q);
      ptr_d[o*PB +: PB] = gv[o] ? ((idx[o*PB +: PB] == P - 1) ? {PB{1'b0}} : idx[o*PB +: PB] + 1'b1)
                                : ptr_q[o*PB +: PB];
    end
    for (i = 0; i < P; i = i + 1) begin
      ing[i] = 1'b0;
      v = 1'b0;
      g = 1'b0;
      for (o = 0; o < P; o = o + 1) begin
        ing[i] = ing[i] | gnt[o*P + i];
        if (ro_q[i*PB +: PB] == o) begin
          v = gv[o];
          g = g1[o];
        end
      end
      rv_d[i] = ing[i] ? (one_q[i] && x1_q[i]) : (v ? (g && x1_q[i]) : x0_q[i]);
    end
  end
  always @(posedge clk_i) begin
    rv_q <= rv_d;
    ptr_q <= ptr_d;
    gnt_q <= gnt;
    for (i = 0; i < P; i = i + 1) begin
      if (ing[i]) begin
        ro_q[i*PB +: PB] <= out_n_q[i*PB +: PB];
        one_q[i] <= one_n_q[i];
      end
    end
  end
endmodule

`default_nettype wire
