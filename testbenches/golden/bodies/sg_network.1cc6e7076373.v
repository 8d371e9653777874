`default_nettype none

// Network top: single 4-port switch.
// 1 switches of 4 ports (sg_switch), 4 hosts at the boundary.
// Host h: host_in_*[h] is its injection link (flits into the network, credits back to the host),
// host_out_*[h] its ejection link (flits to the host, credits from the host).
module sg_network #(
  parameter integer N = 4,
  parameter integer W = 64,
  parameter integer NS = 1,
  parameter integer FBB = 3
) (
  input  wire           clk_i,
  input  wire           rst_ni,
  input  wire [N-1:0]   host_in_valid_i,
  input  wire [N*W-1:0] host_in_data_i,
  output wire [N-1:0]   host_in_credit_o,
  output wire [N-1:0]   host_out_valid_o,
  output wire [N*W-1:0] host_out_data_o,
  input  wire [N-1:0]   host_out_credit_i,
  // one bit per switch: it has dropped a malformed header
  output wire [NS-1:0]  switch_err_o,
  // status read port (docs/MICROARCHITECTURE.md, "Status registers"): stat_data_o is register
  // stat_addr_i = {port, slot} of switch stat_switch_i, both of the previous cycle
  input  wire [0:0] stat_switch_i,
  input  wire [4:0] stat_addr_i,
  output wire [31:0]    stat_data_o,
  // full-buffer count of every switch (seed 003 §3; switch s at [s*FBB +: FBB]): what a side
  // band sums for self-tuned throttling
  output wire [NS*FBB-1:0] switch_fullbuf_o
);
  localparam integer P = 4;

  // sw_s0_i0: stage 0, index 0
  wire [P-1:0]   sw_s0_i0_in_valid;
  wire [P*W-1:0] sw_s0_i0_in_data;
  wire [P-1:0]   sw_s0_i0_in_credit;
  wire [P-1:0]   sw_s0_i0_out_valid;
  wire [P*W-1:0] sw_s0_i0_out_data;
  wire [P-1:0]   sw_s0_i0_out_credit;
  wire [103:0] sw_s0_i0_in_fb;
  wire [103:0] sw_s0_i0_out_fb;
  wire [31:0] sw_s0_i0_in_fw;
  wire [31:0] sw_s0_i0_out_fw;
  wire [6399:0] sw_s0_i0_cam;
  wire [15:0]    sw_s0_i0_err_count;
  wire [31:0]    sw_s0_i0_stat_data;
  wire [1023:0] sw_s0_i0_mon;

  // ---- links ----
  assign sw_s0_i0_in_valid[0] = host_in_valid_i[0];
  assign sw_s0_i0_in_data[63:0] = host_in_data_i[63:0];
  assign host_in_credit_o[0] = sw_s0_i0_in_credit[0];
  assign sw_s0_i0_in_fw[7:0] = 8'd0;
  assign sw_s0_i0_in_valid[1] = host_in_valid_i[1];
  assign sw_s0_i0_in_data[127:64] = host_in_data_i[127:64];
  assign host_in_credit_o[1] = sw_s0_i0_in_credit[1];
  assign sw_s0_i0_in_fw[15:8] = 8'd0;
  assign sw_s0_i0_in_valid[2] = host_in_valid_i[2];
  assign sw_s0_i0_in_data[191:128] = host_in_data_i[191:128];
  assign host_in_credit_o[2] = sw_s0_i0_in_credit[2];
  assign sw_s0_i0_in_fw[23:16] = 8'd0;
  assign sw_s0_i0_in_valid[3] = host_in_valid_i[3];
  assign sw_s0_i0_in_data[255:192] = host_in_data_i[255:192];
  assign host_in_credit_o[3] = sw_s0_i0_in_credit[3];
  assign sw_s0_i0_in_fw[31:24] = 8'd0;
  assign host_out_valid_o[0] = sw_s0_i0_out_valid[0];
  assign host_out_data_o[63:0] = sw_s0_i0_out_data[63:0];
  assign sw_s0_i0_out_credit[0] = host_out_credit_i[0];
  assign sw_s0_i0_out_fb[25:0] = 26'd0;
  assign host_out_valid_o[1] = sw_s0_i0_out_valid[1];
  assign host_out_data_o[127:64] = sw_s0_i0_out_data[127:64];
  assign sw_s0_i0_out_credit[1] = host_out_credit_i[1];
  assign sw_s0_i0_out_fb[51:26] = 26'd0;
  assign host_out_valid_o[2] = sw_s0_i0_out_valid[2];
  assign host_out_data_o[191:128] = sw_s0_i0_out_data[191:128];
  assign sw_s0_i0_out_credit[2] = host_out_credit_i[2];
  assign sw_s0_i0_out_fb[77:52] = 26'd0;
  assign host_out_valid_o[3] = sw_s0_i0_out_valid[3];
  assign host_out_data_o[255:192] = sw_s0_i0_out_data[255:192];
  assign sw_s0_i0_out_credit[3] = host_out_credit_i[3];
  assign sw_s0_i0_out_fb[103:78] = 26'd0;

  // ports with nothing attached (e.g. the up ports of the top stage)
  wire unused_open = &{1'b0, sw_s0_i0_in_fb[25:0], sw_s0_i0_in_fb[51:26], sw_s0_i0_in_fb[77:52], sw_s0_i0_in_fb[103:78], sw_s0_i0_out_fw[7:0], sw_s0_i0_out_fw[15:8], sw_s0_i0_out_fw[23:16], sw_s0_i0_out_fw[31:24]};

  // ---- switches ----
  sg_switch #(
    .ROUTE_INIT(8'he4)
  ) sw_s0_i0 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i0_in_valid),
    .in_data_i   (sw_s0_i0_in_data),
    .in_credit_o (sw_s0_i0_in_credit),
    .out_valid_o (sw_s0_i0_out_valid),
    .out_data_o  (sw_s0_i0_out_data),
    .out_credit_i(sw_s0_i0_out_credit),
    .in_fb_o     (sw_s0_i0_in_fb),
    .out_fb_i    (sw_s0_i0_out_fb),
    .in_fw_i     (sw_s0_i0_in_fw),
    .out_fw_o    (sw_s0_i0_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (3'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i0_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i0_stat_data),
    .mon_o       (sw_s0_i0_mon),
    .cam_o       (sw_s0_i0_cam),
    .fullbuf_o   (switch_fullbuf_o[0*FBB +: FBB])
  );
  assign switch_err_o[0] = |sw_s0_i0_err_count;

  // ---- status read port: the selected switch's registered read data ----
  reg [0:0] stat_sel_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      stat_sel_q <= 1'd0;
    end else begin
      stat_sel_q <= stat_switch_i;
    end
  end
  reg [31:0] stat_data;
  always @* begin
    case (stat_sel_q)
      1'd0: stat_data = sw_s0_i0_stat_data;
      default: stat_data = 32'd0;
    endcase
  end
  assign stat_data_o = stat_data;
  // the monitor buses serve co-simulation of single switches; unused here
  wire unused_mon = &{1'b0, sw_s0_i0_mon, sw_s0_i0_cam};
endmodule

`default_nettype wire
