{{ header }}
{% raw %}`default_nettype none

// Distributed RAM with NW (1 or 2) write ports and NR asynchronous read ports, built so that an
// FPGA maps it to LUT RAM, which has one write port: with two write ports, one bank per write
// port (each written by its own port only) and a live value table (LVT, LaForest and Steffan,
// FPGA 2010) of DEPTH bits in flip-flops saying which bank holds each address's newest word;
// a read takes that bank's word. Without it, a memory written from two ports becomes DEPTH x
// WIDTH flip-flops and a DEPTH-to-1 multiplexer per read port (docs/FPGA.md, "s4_fbicm8 after
// timing contract v2 step 2": 38,310 LUT). Storage: NW x NR x DEPTH x WIDTH bits of LUT RAM
// (yosys copies a bank per read port), DEPTH flip-flops for the LVT when NW = 2. Writes land at
// the clock edge; a read in the cycle of a write to its address returns the old word. Both ports
// writing one address in a cycle is a caller bug (LVT_WRITE_CONFLICT_A); port 1 then wins.
// Used for the next pointers of sg_mqueue and sg_cand, which FBICM's move writes beside a push.
module sg_lvt_ram #(
  parameter integer DEPTH = 4,
  parameter integer WIDTH = 2,
  parameter integer NW = 1,
  parameter integer NR = 1
) (
  input  wire                   clk_i,
  input  wire                   rst_ni,
  input  wire [NW-1:0]          we_i,
  input  wire [NW*((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] wa_i,
  input  wire [NW*WIDTH-1:0]    wd_i,
  input  wire [NR*((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] ra_i,
  output wire [NR*WIDTH-1:0]    rd_o
);
  localparam integer AW = (DEPTH > 1) ? $clog2(DEPTH) : 1;

  initial begin
    if ((NW < 1) || (NW > 2)) begin
      $error("sg_lvt_ram: NW = %0d write ports, allowed 1..2", NW);
    end
    if ((NR < 1) || (DEPTH < 1) || (WIDTH < 1)) begin
      $error("sg_lvt_ram: NR = %0d, DEPTH = %0d, WIDTH = %0d must each be at least 1", NR, DEPTH, WIDTH);
    end
  end

  reg [WIDTH-1:0] bank0_q [0:DEPTH-1];
  always @(posedge clk_i) begin
    if (we_i[0]) begin
      bank0_q[wa_i[0 +: AW]] <= wd_i[0 +: WIDTH];
    end
  end

  genvar r;
  generate
    if (NW == 2) begin : g_lvt
      reg [WIDTH-1:0] bank1_q [0:DEPTH-1];
      always @(posedge clk_i) begin
        if (we_i[1]) begin
          bank1_q[wa_i[AW +: AW]] <= wd_i[WIDTH +: WIDTH];
        end
      end
      // the live value table: 1 where port 1 wrote last (flip-flops, two write ports)
      reg [DEPTH-1:0] lvt_q;
      integer k;
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          lvt_q <= {DEPTH{1'b0}};
        end else begin
          for (k = 0; k < DEPTH; k = k + 1) begin
            if (we_i[1] && (wa_i[AW +: AW] == k[AW-1:0])) begin
              lvt_q[k] <= 1'b1;
            end else if (we_i[0] && (wa_i[0 +: AW] == k[AW-1:0])) begin
              lvt_q[k] <= 1'b0;
            end
          end
        end
      end
      for (r = 0; r < NR; r = r + 1) begin : g_rd
        wire [AW-1:0] a = ra_i[r*AW +: AW];
        assign rd_o[r*WIDTH +: WIDTH] = lvt_q[a] ? bank1_q[a] : bank0_q[a];
      end
`ifdef SG_ASSERT
      always @(posedge clk_i or negedge rst_ni) begin
        if (rst_ni && (&we_i) && (wa_i[0 +: AW] == wa_i[AW +: AW])) begin
          $error("LVT_WRITE_CONFLICT_A: both write ports write address %0d", wa_i[0 +: AW]);
        end
      end
`endif
    end else begin : g_one
      for (r = 0; r < NR; r = r + 1) begin : g_rd
        assign rd_o[r*WIDTH +: WIDTH] = bank0_q[ra_i[r*AW +: AW]];
      end
      wire unused_rst = &{1'b0, rst_ni};
    end
  endgenerate
endmodule

`default_nettype wire{% endraw %}
