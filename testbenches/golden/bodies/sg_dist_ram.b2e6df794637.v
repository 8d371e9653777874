`default_nettype none

// Distributed RAM: DEPTH words of WIDTH bits, one write port and NR asynchronous read ports, for
// an FPGA's LUT RAM (yosys copies the memory once per read port). Holds the next pointers of
// sg_mqueue and the next-header entries of sg_cand. Storage: NR x DEPTH x WIDTH bits of LUT RAM.
// A write lands at the clock edge; a read in the cycle of a write to its address returns the old
// word. (FBICM's move links entries beside a push; those lists live in a second RAM of their own,
// since every push goes into the NFQ and a move only into the CFQs: sg_mqueue, sg_cand. An
// earlier form of this module took both writes through a live value table, docs/FPGA.md.)
module sg_dist_ram #(
  parameter integer DEPTH = 4,
  parameter integer WIDTH = 2,
  parameter integer NR = 1
) (
  input  wire                   clk_i,
  input  wire                   we_i,
  input  wire [((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] wa_i,
  input  wire [WIDTH-1:0]       wd_i,
  input  wire [NR*((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] ra_i,
  output wire [NR*WIDTH-1:0]    rd_o
);
  localparam integer AW = (DEPTH > 1) ? $clog2(DEPTH) : 1;
`ifndef SYNTHESIS
  initial begin
    if ((NR < 1) || (DEPTH < 1) || (WIDTH < 1)) begin
      $display("SG_PARAM: %m: inconsistent parameters: NR = %0d, DEPTH = %0d, WIDTH = %0d must each be at least 1",
               NR, DEPTH, WIDTH);
      $finish;
    end
  end
`endif
  reg [WIDTH-1:0] mem_q [0:DEPTH-1];
  always @(posedge clk_i) begin
    if (we_i) begin
      mem_q[wa_i] <= wd_i;
    end
  end
  genvar r;
  generate
    for (r = 0; r < NR; r = r + 1) begin : g_rd
      assign rd_o[r*WIDTH +: WIDTH] = mem_q[ra_i[r*AW +: AW]];
    end
  endgenerate
endmodule

`default_nettype wire
