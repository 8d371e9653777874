`default_nettype none

// Rotating-priority arbiter: grants the first requester at or after index ptr_i (cyclically).
// Purely combinational; the caller holds the pointer (it moves past the winner on a grant).
// Written as logic on constant indices only (the pointer decoded to one-hot, a prefix OR for
// "at or after the pointer", a priority pick among those requests, else among all): arithmetic
// on the pointer would become carry chains on the FPGA's critical path (docs/FPGA.md).
module sg_rr_arbiter #(
  parameter integer N = 4,
  parameter integer IW = 2
) (
  input  wire [N-1:0]  req_i,
  input  wire [IW-1:0] ptr_i,
  output reg  [N-1:0]  gnt_o,
  output reg  [IW-1:0] idx_o,
  output wire          valid_o
);
  integer k;
  reg [N-1:0] at_or_after;  // index k is at or after the pointer
  reg [N-1:0] hi, gnt_hi, gnt_lo;
  reg seen, seen_hi, seen_lo;

  assign valid_o = |req_i;

  always @* begin
    seen = 1'b0;
    for (k = 0; k < N; k = k + 1) begin
      seen = seen | (ptr_i == k[IW-1:0]);
      at_or_after[k] = seen;
    end
    hi = req_i & at_or_after;
    seen_hi = 1'b0;
    seen_lo = 1'b0;
    for (k = 0; k < N; k = k + 1) begin
      gnt_hi[k] = hi[k] && !seen_hi;
      gnt_lo[k] = req_i[k] && !seen_lo;
      seen_hi = seen_hi | hi[k];
      seen_lo = seen_lo | req_i[k];
    end
    gnt_o = seen_hi ? gnt_hi : gnt_lo;
    idx_o = {IW{1'b0}};
    for (k = 0; k < N; k = k + 1) begin
      idx_o = idx_o | (k[IW-1:0] & {IW{gnt_o[k]}});
    end
  end
endmodule

`default_nettype wire
