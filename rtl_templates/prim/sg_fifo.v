{{ header }}
{% raw %}`default_nettype none
// named constants (SG_*): listed first in switchgen.f, included here when compiled alone
`ifndef SG_DEFS_V
`include "sg_defs.v"
`endif

// Synchronous FIFO: DEPTH entries of WIDTH bits, first-word fall-through (data_o is the head
// while !empty_o). Push and pop may happen in the same cycle. Pushing when full or popping when
// empty is a caller bug (the switch's credits prevent both); the FIFO then keeps its state.
// data_o is the memory read at the head's slot (rd_q, a register). A caller that precomputes
// something of the next cycle's head (sg_input_unit's registered request) passes with each
// entry IW bits of it (info_i: fields of data_i) and reads them for the head and for the entry
// after it from registers (head_info_o, next_info_o), not from the memory's read port
// (docs/MICROARCHITECTURE.md "FIFO head register"): the FIFO keeps a copy of those bits in a
// second memory of DEPTH x IW bits, read one entry ahead. Their next values are computed for
// "pop" and "no pop" from registers and info_i, and pop_i (late: the switch's grant) only
// selects between them; it drives the pointers, the count and 2 x IW bits, not WIDTH.
// The flit memory has a registered read (docs/MICROARCHITECTURE.md "Block-RAM buffers"), so
// RAM = `SG_RAM_BLOCK maps it to block RAM (DP16KD, RAMB18/36, SB_RAM40_4K) and RAM =
// `SG_RAM_LUT to LUT RAM: data_o is a register loaded at the end of each cycle with the
// next cycle's head, read at the next read pointer (rd_d), or the entry pushed now when that
// entry becomes the head (a bypass: the memory returns the old word in the cycle it is
// written). The pop must be known early enough to address the RAM (timing contract v2: it
// comes from registers).
module sg_fifo #(
  parameter integer WIDTH = 8,
  parameter integer DEPTH = 4,
  parameter integer IW = 1,
  parameter integer RAM = 0
) (
  input  wire             clk_i,
  input  wire             rst_ni,
  input  wire             push_i,
  input  wire [WIDTH-1:0] data_i,
  input  wire             pop_i,
  output wire [WIDTH-1:0] data_o,
  output wire             empty_o,
  output wire             full_o,
  // info_i is the part of data_i to keep; head_info_o is info_i of the head (valid while not
  // empty), next_info_o of the entry after it (valid with two entries or more), both registers;
  // one_o says the FIFO holds exactly one entry. A pop makes the entry after the head the head,
  // or data_i when one_o; a push into an empty FIFO makes data_i the head.
  input  wire [IW-1:0]    info_i,
  output wire [IW-1:0]    head_info_o,
  output wire [IW-1:0]    next_info_o,
  output wire             one_o,
  // timing contract v2 (sg_cand): the slot a push writes
  output wire [((DEPTH > 1) ? $clog2(DEPTH) : 1)-1:0] push_addr_o,
  output wire             empty_next_o  // empty at the end of the cycle
);
  localparam integer PW = (DEPTH > 1) ? $clog2(DEPTH) : 1;
  localparam integer CW = $clog2(DEPTH + 1);
  localparam integer LAST_I = DEPTH - 1;
  localparam integer FULL_I = DEPTH;
  localparam [PW-1:0] LAST = LAST_I[PW-1:0];
  localparam [CW-1:0] FULL = FULL_I[CW-1:0];

  localparam [CW-1:0] ONE = 1;
  // two entries (a one-entry FIFO never holds two: the compare below is then left out)
  localparam integer TWO_I = 2;
  localparam [CW-1:0] TWO = TWO_I[CW-1:0];
  localparam integer RD1_I = (DEPTH > 1) ? 1 : 0;
  localparam [PW-1:0] RD1_INIT = RD1_I[PW-1:0];

  reg [IW-1:0] info_mem_q [0:DEPTH-1];
  reg [IW-1:0] hdi_q, hdi_d, nxi_q, nxi_d;
  reg [PW-1:0] rd_q, rd_d, rd1_q, rd1_d, wr_q, wr_d;
  reg [CW-1:0] count_q, count_d;

  wire do_push = push_i && (count_q != FULL);
  wire is_empty = (count_q == {CW{1'b0}});
  wire is_one = (count_q == ONE);
  wire [CW-1:0] count_nopop = do_push ? count_q + 1'b1 : count_q;
  wire [CW-1:0] count_pop = is_empty ? count_nopop : do_push ? count_q : count_q - 1'b1;
  wire [PW-1:0] rd1_inc = (rd1_q == LAST) ? {PW{1'b0}} : rd1_q + 1'b1;
  // the head's info without and with a pop (then the entry after it, or the entry pushed now
  // when the FIFO holds at most one)
  wire [IW-1:0] hdi_nopop = is_empty ? info_i : hdi_q;
  wire [IW-1:0] hdi_pop = (is_empty || is_one) ? info_i : nxi_q;
  // the info of the entry after the head, without and with a pop: the entry pushed now when it
  // lands right after the head (one entry now and no pop, two and a pop), else the register,
  // or after a pop the entry two behind the head (info_mem_q[rd1_inc], a slot the push does
  // not write with three entries or more)
  wire [IW-1:0] nxi_nopop = (is_one && do_push) ? info_i : nxi_q;
  wire is_two = (DEPTH >= 2) && (count_q == TWO);
  wire [IW-1:0] nxi_pop = (is_two && do_push) ? info_i : info_mem_q[rd1_inc];

  // ---- flit memory: one write port, one registered read port at the next head (sg_flit_ram;
  // its bypass covers the next head being the entry pushed now: the FIFO is empty, or holds one
  // entry it pops) ----
  wire [WIDTH-1:0] data_q;
  sg_flit_ram #(.WIDTH(WIDTH), .DEPTH(DEPTH), .RAM(RAM)) ram (
    .clk_i (clk_i),
    .rst_ni(rst_ni),
    .we_i  (do_push),
    .wa_i  (wr_q),
    .wd_i  (data_i),
    .ra_i  (rd_d),
    .rd_o  (data_q)
  );
  assign data_o = data_q;
  assign head_info_o = hdi_q;
  assign next_info_o = nxi_q;
  assign one_o = is_one;
  assign push_addr_o = wr_q;
  assign empty_next_o = (count_d == {CW{1'b0}});
  assign empty_o = is_empty;
  assign full_o = (count_q == FULL);

  always @* begin
    wr_d = wr_q;
    hdi_d = pop_i ? hdi_pop : hdi_nopop;
    nxi_d = pop_i ? nxi_pop : nxi_nopop;
    count_d = pop_i ? count_pop : count_nopop;
    rd_d = (pop_i && !is_empty) ? rd1_q : rd_q;
    rd1_d = (pop_i && !is_empty) ? rd1_inc : rd1_q;
    if (do_push) begin
      wr_d = (wr_q == LAST) ? {PW{1'b0}} : wr_q + 1'b1;
    end
  end

  always @(posedge clk_i) begin
    if (do_push) begin
      info_mem_q[wr_q] <= info_i;
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      hdi_q <= {IW{1'b0}};
      nxi_q <= {IW{1'b0}};
      rd_q <= {PW{1'b0}};
      rd1_q <= RD1_INIT;
      wr_q <= {PW{1'b0}};
      count_q <= {CW{1'b0}};
    end else begin
      hdi_q <= hdi_d;
      nxi_q <= nxi_d;
      rd_q <= rd_d;
      rd1_q <= rd1_d;
      wr_q <= wr_d;
      count_q <= count_d;
    end
  end

`ifdef SG_ASSERT
  // Named assertions (docs/MICROARCHITECTURE.md "Assertions"), out of reset: the caller never
  // pushes into a full FIFO or pops an empty one; the pointers stay in 0..DEPTH-1, the count in
  // 0..DEPTH, the write pointer is the read pointer plus the count (mod DEPTH) and rd1_q is one
  // past rd_q; FIFO_HEAD_A: the info registers hold the info of the entries at the head's slot
  // and the one after it.
  wire [31:0] rd_w = {{(32-PW){1'b0}}, rd_q};
  wire [31:0] rd1_w = {{(32-PW){1'b0}}, rd1_q};
  wire [31:0] wr_w = {{(32-PW){1'b0}}, wr_q};
  wire [31:0] count_w = {{(32-CW){1'b0}}, count_q};
  // FLIT_RD_EQ_A: the flit popped is the entry at the head's slot (a shadow copy of the flit
  // memory, read asynchronously)
  reg [WIDTH-1:0] a_mem_q [0:DEPTH-1];
  always @(posedge clk_i) begin
    if (do_push) begin
      a_mem_q[wr_q] <= data_i;
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni) begin
      if (push_i && (count_q == FULL)) begin
        $error("FIFO_NO_OVERFLOW_A: push into a full FIFO (%0d entries)", DEPTH);
      end
      if (pop_i && (count_q == {CW{1'b0}})) begin
        $error("FIFO_NO_UNDERFLOW_A: pop from an empty FIFO");
      end
      if ((rd_w >= DEPTH) || (wr_w >= DEPTH) || (count_w > DEPTH) || (((rd_w + count_w) % DEPTH) != wr_w)
          || (((rd_w + 1) % DEPTH) != rd1_w)) begin
        $error("FIFO_PTR_RANGE_A: read %0d (%0d), write %0d, count %0d (depth %0d)", rd_q, rd1_q, wr_q, count_q, DEPTH);
      end
      if (pop_i && (count_w >= 1) && (data_o != a_mem_q[rd_q])) begin
        $error("FLIT_RD_EQ_A: the FIFO pops %h, its head entry %0d holds %h", data_o, rd_q, a_mem_q[rd_q]);
      end
      if ((count_w >= 1) && (hdi_q != info_mem_q[rd_q])) begin
        $error("FIFO_HEAD_A: head info register %h, info of the entry at the head's slot %0d %h", hdi_q, rd_q, info_mem_q[rd_q]);
      end
      if ((count_w >= 2) && (nxi_q != info_mem_q[rd1_q])) begin
        $error("FIFO_HEAD_A: next-entry info register %h, info of the entry at slot %0d %h", nxi_q, rd1_q, info_mem_q[rd1_q]);
      end
    end
  end
`endif
endmodule

`default_nettype wire{% endraw %}