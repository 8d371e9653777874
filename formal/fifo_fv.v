// Formal harness of sg_fifo (formal/fifo.sby): the generated rtl/sg_fifo.v, DEPTH 4 and 3 (power
// of two and not), WIDTH 4. A reference model (count and a shift register of DEPTH entries)
// follows every push and pop; the properties:
//   FIFO_NO_OVERFLOW_A   a push when full changes nothing (count stays at most DEPTH, no entry
//                        overwritten: the model's order check below would fail)
//   FIFO_NO_UNDERFLOW_A  a pop when empty changes nothing
//   FIFO_ORDER_A         data_o is the oldest entry not yet popped, every cycle it is not empty
//   FIFO_FLAGS_A         empty_o / full_o / one_o match the model's count
// and head_info_o / next_info_o (IW = 2: bits 2:1 of each entry) are the info of the oldest /
// second-oldest entry.
// plus the internal invariants k-induction needs (pointers and memory consistent with the
// model), through probes the .sby script connects to the flattened instance (Yosys has no
// hierarchical references): fv_* wires below are driven only by that `connect`.
`default_nettype none

module sg_fifo_fv_one #(
  parameter integer DEPTH = 4
) (
  input wire       clk_i,
  input wire       rst_ni,
  input wire       push_i,
  input wire [3:0] data_i,
  input wire       pop_i
);
  localparam integer WIDTH = 4;
  localparam integer PW = (DEPTH > 1) ? $clog2(DEPTH) : 1;
  localparam integer CW = $clog2(DEPTH + 1);

  wire [WIDTH-1:0] data_o;
  wire empty_o, full_o, one_o;
  wire [1:0] head_info_o, next_info_o;
  sg_fifo #(.WIDTH(WIDTH), .DEPTH(DEPTH), .IW(2)) dut (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .push_i     (push_i),
    .data_i     (data_i),
    .pop_i      (pop_i),
    .data_o     (data_o),
    .empty_o    (empty_o),
    .full_o     (full_o),
    .info_i     (data_i[2:1]),
    .head_info_o(head_info_o),
    .next_info_o(next_info_o),
    .one_o      (one_o)
  );

`ifdef FORMAL
  // probes (connected by the .sby script)
  (* keep *) wire [PW-1:0] fv_rd1_q, fv_wr_q;
  // the head's slot, and the pointer one past it
  (* keep *) wire [PW-1:0] fv_rd_q;
  (* keep *) wire [CW-1:0] fv_count_q;
  (* keep *) wire [DEPTH*WIDTH-1:0] fv_mem;
  (* keep *) wire [DEPTH*2-1:0] fv_info;  // the info memory (IW = 2)

  // reference model: m_data[0] is the oldest entry
  reg [CW-1:0] m_count;
  reg [WIDTH-1:0] m_data [0:DEPTH-1];
  wire m_push = push_i && (m_count != DEPTH[CW-1:0]);
  wire m_pop = pop_i && (m_count != {CW{1'b0}});
  integer i;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      m_count <= {CW{1'b0}};
    end else begin
      for (i = 0; i < DEPTH; i = i + 1) begin
        if (m_pop) begin
          m_data[i] <= (i + 1 < DEPTH) ? m_data[i + 1] : {WIDTH{1'b0}};
        end
      end
      if (m_push) begin
        m_data[m_count - (m_pop ? 1 : 0)] <= data_i;
      end
      m_count <= m_count + (m_push ? 1'b1 : 1'b0) - (m_pop ? 1'b1 : 1'b0);
    end
  end

  always @* begin
    if (rst_ni) begin
      assert (fv_count_q == m_count);  // FIFO_NO_OVERFLOW_A, FIFO_NO_UNDERFLOW_A (count follows the model)
      assert (m_count <= DEPTH);
      assert (empty_o == (m_count == 0));  // FIFO_FLAGS_A
      assert (full_o == (m_count == DEPTH));
      if (!empty_o) begin
        assert (data_o == m_data[0]);  // FIFO_ORDER_A
      end
      assert (one_o == (m_count == 1));
      if (m_count >= 1) begin
        assert (head_info_o == m_data[0][2:1]);  // FIFO_ORDER_A: the head's info register
      end
      if (m_count >= 2) begin
        assert (next_info_o == m_data[1][2:1]);  // FIFO_ORDER_A: the next entry's info register
      end
      // invariants: write pointer = read pointer + count (mod DEPTH); stored entries = model
      assert (fv_rd_q < DEPTH && fv_rd1_q < DEPTH && fv_wr_q < DEPTH);
      assert ((fv_rd_q + m_count) % DEPTH == fv_wr_q);
      assert ((fv_rd_q + 1) % DEPTH == fv_rd1_q);
    end
  end
  genvar e;
  for (e = 0; e < DEPTH; e = e + 1) begin : g_mem
    always @* begin
      if (rst_ni && (e < m_count)) begin
        assert (fv_mem[((fv_rd_q + e) % DEPTH)*WIDTH +: WIDTH] == m_data[e]);
        assert (fv_info[((fv_rd_q + e) % DEPTH)*2 +: 2] == m_data[e][2:1]);
      end
    end
  end
`endif
endmodule

module sg_fifo_fv (
  input wire       clk_i,
  input wire       push_i,
  input wire [3:0] data_i,
  input wire       pop_i
);
  // reset held in the first cycle, then released for good
  reg rst_ni = 1'b0;
  always @(posedge clk_i) rst_ni <= 1'b1;
`ifdef FORMAL
  always @* if (!rst_ni) assume (!push_i && !pop_i);
`endif
  sg_fifo_fv_one #(.DEPTH(4)) d4 (.clk_i(clk_i), .rst_ni(rst_ni), .push_i(push_i), .data_i(data_i), .pop_i(pop_i));
  sg_fifo_fv_one #(.DEPTH(3)) d3 (.clk_i(clk_i), .rst_ni(rst_ni), .push_i(push_i), .data_i(data_i), .pop_i(pop_i));
endmodule

`default_nettype wire
