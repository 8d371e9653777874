{{ header }}
{% raw %}`default_nettype none

// P x P crossbar of W-bit flits: output o carries the flit of input sel_i[o] when en_i[o], and
// zero otherwise. Purely combinational; the allocator guarantees that each input feeds at most
// one output.
module sg_crossbar #(
  parameter integer P = 4,
  parameter integer PB = 2,
  parameter integer W = 64
) (
  input  wire [P*W-1:0]  in_data_i,
  input  wire [P*PB-1:0] sel_i,
  input  wire [P-1:0]    en_i,
  output wire [P*W-1:0]  out_data_o
);
  genvar o;
  generate
    for (o = 0; o < P; o = o + 1) begin : g_out
      assign out_data_o[o*W +: W] = en_i[o] ? in_data_i[sel_i[o*PB +: PB]*W +: W] : {W{1'b0}};
    end
  endgenerate
endmodule

`default_nettype wire{% endraw %}
