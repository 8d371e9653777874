{{ header }}
{% raw %}`default_nettype none

// Rotating-priority arbiter: grants the first requester at or after index ptr_i (cyclically).
// Purely combinational; the caller holds the pointer (it moves past the winner on a grant).
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
  integer cand;
  reg found;

  assign valid_o = |req_i;

  always @* begin
    gnt_o = {N{1'b0}};
    idx_o = {IW{1'b0}};
    found = 1'b0;
    for (k = 0; k < N; k = k + 1) begin
      cand = {{(32-IW){1'b0}}, ptr_i} + k;
      if (cand >= N) begin
        cand = cand - N;
      end
      if (!found && req_i[cand]) begin
        found = 1'b1;
        gnt_o[cand] = 1'b1;
        idx_o = cand[IW-1:0];
      end
    end
  end
endmodule

`default_nettype wire{% endraw %}
