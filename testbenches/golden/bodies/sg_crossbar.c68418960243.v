`default_nettype none

// P x P crossbar of W-bit flits with one-hot selects: output o carries the flit of input i when
// sel_i[o*P + i], and zero when sel_i[o*P +: P] is zero. An AND-OR per data bit, purely
// combinational (no select decode on the path); the allocator guarantees that each select is
// one-hot or zero and that each input feeds at most one output.
module sg_crossbar #(
  parameter integer P = 4,
  parameter integer W = 64
) (
  input  wire [P*W-1:0]  in_data_i,
  input  wire [P*P-1:0]  sel_i,
  output reg  [P*W-1:0]  out_data_o
);
  integer o, i;
  always @* begin
    out_data_o = {P*W{1'b0}};
    for (o = 0; o < P; o = o + 1) begin
      for (i = 0; i < P; i = i + 1) begin
        out_data_o[o*W +: W] = out_data_o[o*W +: W] | (in_data_i[i*W +: W] & {W{sel_i[o*P + i]}});
      end
    end
  end
endmodule

`default_nettype wire
