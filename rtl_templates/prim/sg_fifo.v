{{ header }}
{% raw %}`default_nettype none

// Synchronous FIFO: DEPTH entries of WIDTH bits, first-word fall-through (data_o is the head
// while !empty_o). Push and pop may happen in the same cycle. Pushing when full or popping when
// empty is a caller bug (the switch's credits prevent both); the FIFO then keeps its state.
// The head is a register (head_q), so data_o starts at a flip-flop, not at the memory's read
// port (docs/MICROARCHITECTURE.md "FIFO head register"): a pop loads the entry after the head
// (mem_q[rd1_q]; rd1_q points one past the head's slot) or, when that entry is being pushed this
// very cycle, data_i; a push into an empty FIFO loads data_i. The next head, count and pointer
// are computed for "pop" and "no pop" from registers and data_i, and pop_i (late: the switch's
// grant) only selects between them. The memory still holds the head entry too, so the cycle
// behaviour is that of a FIFO reading its memory at the head's slot.
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
  output wire             full_o,
  // for a caller that precomputes something of the next cycle's head (sg_input_unit's
  // registered request): next_o is the entry after the head (mem_q[rd1_q], valid with two
  // entries or more), one_o says the FIFO holds exactly one entry. A pop makes next_o the head,
  // or data_i when one_o; a push into an empty FIFO makes data_i the head.
  output wire [WIDTH-1:0] next_o,
  output wire             one_o
);
  localparam integer PW = (DEPTH > 1) ? $clog2(DEPTH) : 1;
  localparam integer CW = $clog2(DEPTH + 1);
  localparam integer LAST_I = DEPTH - 1;
  localparam integer FULL_I = DEPTH;
  localparam [PW-1:0] LAST = LAST_I[PW-1:0];
  localparam [CW-1:0] FULL = FULL_I[CW-1:0];

  localparam [CW-1:0] ONE = 1;
  localparam integer RD1_I = (DEPTH > 1) ? 1 : 0;
  localparam [PW-1:0] RD1_INIT = RD1_I[PW-1:0];

  reg [WIDTH-1:0] mem_q [0:DEPTH-1];
  reg [WIDTH-1:0] head_q, head_d;
  reg [PW-1:0] rd1_q, rd1_d, wr_q, wr_d;
  reg [CW-1:0] count_q, count_d;

  wire do_push = push_i && (count_q != FULL);
  // the entry after the head (valid while count_q >= 2)
  wire [WIDTH-1:0] next_entry = mem_q[rd1_q];

  // the head register's next value without and with a pop, both from registers and data_i, so
  // that pop_i (late: the switch's grant) only selects between them
  wire is_empty = (count_q == {CW{1'b0}});
  wire is_one = (count_q == ONE);
  wire [WIDTH-1:0] head_nopop = is_empty ? data_i : head_q;
  wire [WIDTH-1:0] head_pop = is_empty ? data_i : is_one ? data_i : next_entry;
  wire [CW-1:0] count_nopop = do_push ? count_q + 1'b1 : count_q;
  wire [CW-1:0] count_pop = is_empty ? count_nopop : do_push ? count_q : count_q - 1'b1;
  wire [PW-1:0] rd1_inc = (rd1_q == LAST) ? {PW{1'b0}} : rd1_q + 1'b1;

  assign data_o = head_q;
  assign next_o = next_entry;
  assign one_o = is_one;
  assign empty_o = is_empty;
  assign full_o = (count_q == FULL);

  always @* begin
    wr_d = wr_q;
    head_d = pop_i ? head_pop : head_nopop;
    count_d = pop_i ? count_pop : count_nopop;
    rd1_d = (pop_i && !is_empty) ? rd1_inc : rd1_q;
    if (do_push) begin
      wr_d = (wr_q == LAST) ? {PW{1'b0}} : wr_q + 1'b1;
    end
  end

  always @(posedge clk_i) begin
    if (do_push) begin
      mem_q[wr_q] <= data_i;
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      head_q <= {WIDTH{1'b0}};
      rd1_q <= RD1_INIT;
      wr_q <= {PW{1'b0}};
      count_q <= {CW{1'b0}};
    end else begin
      head_q <= head_d;
      rd1_q <= rd1_d;
      wr_q <= wr_d;
      count_q <= count_d;
    end
  end

`ifdef SG_ASSERT
  // Named assertions (docs/MICROARCHITECTURE.md "Assertions"), out of reset: the caller never
  // pushes into a full FIFO or pops an empty one; the pointers stay in 0..DEPTH-1, the count in
  // 0..DEPTH, and the write pointer is the read pointer plus the count (mod DEPTH);
  // FIFO_HEAD_A: the head register holds the entry at the head's slot (one before rd1_q).
  wire [31:0] rd1_w = {{(32-PW){1'b0}}, rd1_q};
  wire [31:0] rd_w = (rd1_w == 0) ? DEPTH - 1 : rd1_w - 1;
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
      if ((rd1_w >= DEPTH) || (wr_w >= DEPTH) || (count_w > DEPTH) || (((rd_w + count_w) % DEPTH) != wr_w)) begin
        $error("FIFO_PTR_RANGE_A: read %0d, write %0d, count %0d (depth %0d)", rd_w, wr_q, count_q, DEPTH);
      end
      if ((count_q != {CW{1'b0}}) && (rd_w < DEPTH) && (head_q != mem_q[rd_w[PW-1:0]])) begin
        $error("FIFO_HEAD_A: head register %h, entry at the head's slot %0d %h", head_q, rd_w, mem_q[rd_w[PW-1:0]]);
      end
    end
  end
`endif
endmodule

`default_nettype wire{% endraw %}
