{{ header }}
{% raw %}`default_nettype none
// named constants (SG_*): listed first in switchgen.f, included here when compiled alone
`ifndef SG_DEFS_V
`include "sg_defs.v"
`endif

// Flit memory of an input buffer (docs/MICROARCHITECTURE.md "Block-RAM buffers"): DEPTH words of
// WIDTH bits, one write port and one registered read port, as sg_fifo and sg_mqueue use it. The
// caller gives in cycle t the address its next cycle reads (ra_i); rd_o in cycle t + 1 is the
// word at that address after cycle t's write: the memory's registered read, or, when cycle t
// writes that same address (we_i, wa_i == ra_i), the word written (a bypass register: a RAM
// returns the old word in the cycle it is written). RAM = `SG_RAM_BLOCK asks for block RAM
// (DP16KD, RAMB18/36, SB_RAM40_4K), `SG_RAM_LUT for LUT RAM (flip-flops where the family has
// none: the synthesis flow defines SG_NO_LUTRAM for iCE40, where yosys cannot map "distributed").
// No reset of the memory; the bypass register resets to 0. Storage: DEPTH x WIDTH bits of RAM,
// WIDTH + 1 flip-flops.
module sg_flit_ram #(
  parameter integer WIDTH = 8,
  parameter integer DEPTH = 4,
  parameter integer RAM = 0
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  input  wire                we_i,
  input  wire [((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] wa_i,
  input  wire [WIDTH-1:0]    wd_i,
  input  wire [((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] ra_i,
  output wire [WIDTH-1:0]    rd_o
);
  wire [WIDTH-1:0] rd_word;
  generate
    if (RAM == `SG_RAM_BLOCK) begin : g_bram
      (* ram_style = "block" *) reg [WIDTH-1:0] mem_q [0:DEPTH-1];
      reg [WIDTH-1:0] rd_word_q;
      always @(posedge clk_i) begin
        if (we_i) begin
          mem_q[wa_i] <= wd_i;
        end
        rd_word_q <= mem_q[ra_i];
      end
      assign rd_word = rd_word_q;
    end else begin : g_lutram
`ifdef SG_NO_LUTRAM
      (* ram_style = "logic" *) reg [WIDTH-1:0] mem_q [0:DEPTH-1];
`else
      (* ram_style = "distributed" *) reg [WIDTH-1:0] mem_q [0:DEPTH-1];
`endif
      reg [WIDTH-1:0] rd_word_q;
      always @(posedge clk_i) begin
        if (we_i) begin
          mem_q[wa_i] <= wd_i;
        end
        rd_word_q <= mem_q[ra_i];
      end
      assign rd_word = rd_word_q;
    end
  endgenerate
  reg byp_q;
  reg [WIDTH-1:0] byp_data_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      byp_q <= 1'b0;
      byp_data_q <= {WIDTH{1'b0}};
    end else begin
      byp_q <= we_i && (wa_i == ra_i);
      byp_data_q <= wd_i;
    end
  end
  assign rd_o = byp_q ? byp_data_q : rd_word;
endmodule

`default_nettype wire{% endraw %}
