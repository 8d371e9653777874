{{ header }}
{% raw %}`default_nettype none

// Synchronous FIFO: DEPTH entries of WIDTH bits, first-word fall-through (data_o is the head
// while !empty_o). Push and pop may happen in the same cycle. Pushing when full or popping when
// empty is a caller bug (the switch's credits prevent both); the FIFO then keeps its state.
module sg_fifo #(
  parameter integer WIDTH = 8,
  parameter integer DEPTH = 4
) (
  input  wire             clk_i,
  input  wire             rst_ni,
  input  wire             push_i,
  input  wire [WIDTH-1:0] data_i,
  input  wire             pop_i,
  output wire [WIDTH-1:0] data_o,
  output wire             empty_o,
  output wire             full_o
);
  localparam integer PW = (DEPTH > 1) ? $clog2(DEPTH) : 1;
  localparam integer CW = $clog2(DEPTH + 1);
  localparam integer LAST_I = DEPTH - 1;
  localparam integer FULL_I = DEPTH;
  localparam [PW-1:0] LAST = LAST_I[PW-1:0];
  localparam [CW-1:0] FULL = FULL_I[CW-1:0];

  reg [WIDTH-1:0] mem_q [0:DEPTH-1];
  reg [PW-1:0] rd_q, rd_d, wr_q, wr_d;
  reg [CW-1:0] count_q, count_d;

  wire do_push = push_i && (count_q != FULL);
  wire do_pop = pop_i && (count_q != {CW{1'b0}});

  assign data_o = mem_q[rd_q];
  assign empty_o = (count_q == {CW{1'b0}});
  assign full_o = (count_q == FULL);

  always @* begin
    rd_d = rd_q;
    wr_d = wr_q;
    count_d = count_q;
    if (do_pop) begin
      rd_d = (rd_q == LAST) ? {PW{1'b0}} : rd_q + 1'b1;
    end
    if (do_push) begin
      wr_d = (wr_q == LAST) ? {PW{1'b0}} : wr_q + 1'b1;
    end
    if (do_push && !do_pop) begin
      count_d = count_q + 1'b1;
    end else if (do_pop && !do_push) begin
      count_d = count_q - 1'b1;
    end
  end

  always @(posedge clk_i) begin
    if (do_push) begin
      mem_q[wr_q] <= data_i;
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rd_q <= {PW{1'b0}};
      wr_q <= {PW{1'b0}};
      count_q <= {CW{1'b0}};
    end else begin
      rd_q <= rd_d;
      wr_q <= wr_d;
      count_q <= count_d;
    end
  end

`ifdef SG_ASSERT
  // Named assertions (docs/MICROARCHITECTURE.md "Assertions"), out of reset: the caller never
  // pushes into a full FIFO or pops an empty one; the pointers stay in 0..DEPTH-1, the count in
  // 0..DEPTH, and the write pointer is the read pointer plus the count (mod DEPTH).
  wire [31:0] rd_w = {{(32-PW){1'b0}}, rd_q};
  wire [31:0] wr_w = {{(32-PW){1'b0}}, wr_q};
  wire [31:0] count_w = {{(32-CW){1'b0}}, count_q};
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni) begin
      if (push_i && (count_q == FULL)) begin
        $error("FIFO_NO_OVERFLOW_A: push into a full FIFO (%0d entries)", DEPTH);
      end
      if (pop_i && (count_q == {CW{1'b0}})) begin
        $error("FIFO_NO_UNDERFLOW_A: pop from an empty FIFO");
      end
      if ((rd_w >= DEPTH) || (wr_w >= DEPTH) || (count_w > DEPTH) || (((rd_w + count_w) % DEPTH) != wr_w)) begin
        $error("FIFO_PTR_RANGE_A: read %0d, write %0d, count %0d (depth %0d)", rd_q, wr_q, count_q, DEPTH);
      end
    end
  end
`endif
endmodule

`default_nettype wire{% endraw %}
