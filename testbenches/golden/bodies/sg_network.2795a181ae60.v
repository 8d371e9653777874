`default_nettype none

// Network top: bidirectional MIN, 2-ary 3-tree.
// 12 switches of 4 ports (sg_switch), 8 hosts at the boundary.
// Host h: host_in_*[h] is its injection link (flits into the network, credits back to the host),
// host_out_*[h] its ejection link (flits to the host, credits from the host).
module sg_network #(
  parameter integer N = 8,
  parameter integer W = 64,
  parameter integer NS = 12,
  parameter integer FBB = 4
) (
  input  wire           clk_i,
  input  wire           rst_ni,
  input  wire [N-1:0]   host_in_valid_i,
  input  wire [N*W-1:0] host_in_data_i,
  output wire [N-1:0]   host_in_credit_o,
  output wire [N-1:0]   host_out_valid_o,
  output wire [N*W-1:0] host_out_data_o,
  input  wire [N-1:0]   host_out_credit_i,
  // virtual channels: the VC of each credit (host h at [h*1 +: 1])
  output wire [7:0] host_in_credit_vc_o,
  input  wire [7:0] host_out_credit_vc_i,
  // one bit per switch: it has dropped a malformed header
  output wire [NS-1:0]  switch_err_o,
  // status read port (docs/MICROARCHITECTURE.md, "Status registers"): stat_data_o is register
  // stat_addr_i = {port, slot} of switch stat_switch_i, both of the previous cycle
  input  wire [3:0] stat_switch_i,
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
  wire [71:0] sw_s0_i0_in_fb;
  wire [71:0] sw_s0_i0_out_fb;
  wire [15:0] sw_s0_i0_in_fw;
  wire [15:0] sw_s0_i0_out_fw;
  wire [2559:0] sw_s0_i0_cam;
  wire [15:0]    sw_s0_i0_err_count;
  wire [31:0]    sw_s0_i0_stat_data;
  wire [1023:0] sw_s0_i0_mon;
  wire [3:0] sw_s0_i0_in_credit_vc;
  wire [3:0] sw_s0_i0_out_credit_vc;
  wire [511:0] sw_s0_i0_vc;
  // sw_s0_i1: stage 0, index 1
  wire [P-1:0]   sw_s0_i1_in_valid;
  wire [P*W-1:0] sw_s0_i1_in_data;
  wire [P-1:0]   sw_s0_i1_in_credit;
  wire [P-1:0]   sw_s0_i1_out_valid;
  wire [P*W-1:0] sw_s0_i1_out_data;
  wire [P-1:0]   sw_s0_i1_out_credit;
  wire [71:0] sw_s0_i1_in_fb;
  wire [71:0] sw_s0_i1_out_fb;
  wire [15:0] sw_s0_i1_in_fw;
  wire [15:0] sw_s0_i1_out_fw;
  wire [2559:0] sw_s0_i1_cam;
  wire [15:0]    sw_s0_i1_err_count;
  wire [31:0]    sw_s0_i1_stat_data;
  wire [1023:0] sw_s0_i1_mon;
  wire [3:0] sw_s0_i1_in_credit_vc;
  wire [3:0] sw_s0_i1_out_credit_vc;
  wire [511:0] sw_s0_i1_vc;
  // sw_s0_i2: stage 0, index 2
  wire [P-1:0]   sw_s0_i2_in_valid;
  wire [P*W-1:0] sw_s0_i2_in_data;
  wire [P-1:0]   sw_s0_i2_in_credit;
  wire [P-1:0]   sw_s0_i2_out_valid;
  wire [P*W-1:0] sw_s0_i2_out_data;
  wire [P-1:0]   sw_s0_i2_out_credit;
  wire [71:0] sw_s0_i2_in_fb;
  wire [71:0] sw_s0_i2_out_fb;
  wire [15:0] sw_s0_i2_in_fw;
  wire [15:0] sw_s0_i2_out_fw;
  wire [2559:0] sw_s0_i2_cam;
  wire [15:0]    sw_s0_i2_err_count;
  wire [31:0]    sw_s0_i2_stat_data;
  wire [1023:0] sw_s0_i2_mon;
  wire [3:0] sw_s0_i2_in_credit_vc;
  wire [3:0] sw_s0_i2_out_credit_vc;
  wire [511:0] sw_s0_i2_vc;
  // sw_s0_i3: stage 0, index 3
  wire [P-1:0]   sw_s0_i3_in_valid;
  wire [P*W-1:0] sw_s0_i3_in_data;
  wire [P-1:0]   sw_s0_i3_in_credit;
  wire [P-1:0]   sw_s0_i3_out_valid;
  wire [P*W-1:0] sw_s0_i3_out_data;
  wire [P-1:0]   sw_s0_i3_out_credit;
  wire [71:0] sw_s0_i3_in_fb;
  wire [71:0] sw_s0_i3_out_fb;
  wire [15:0] sw_s0_i3_in_fw;
  wire [15:0] sw_s0_i3_out_fw;
  wire [2559:0] sw_s0_i3_cam;
  wire [15:0]    sw_s0_i3_err_count;
  wire [31:0]    sw_s0_i3_stat_data;
  wire [1023:0] sw_s0_i3_mon;
  wire [3:0] sw_s0_i3_in_credit_vc;
  wire [3:0] sw_s0_i3_out_credit_vc;
  wire [511:0] sw_s0_i3_vc;
  // sw_s1_i0: stage 1, index 0
  wire [P-1:0]   sw_s1_i0_in_valid;
  wire [P*W-1:0] sw_s1_i0_in_data;
  wire [P-1:0]   sw_s1_i0_in_credit;
  wire [P-1:0]   sw_s1_i0_out_valid;
  wire [P*W-1:0] sw_s1_i0_out_data;
  wire [P-1:0]   sw_s1_i0_out_credit;
  wire [71:0] sw_s1_i0_in_fb;
  wire [71:0] sw_s1_i0_out_fb;
  wire [15:0] sw_s1_i0_in_fw;
  wire [15:0] sw_s1_i0_out_fw;
  wire [2559:0] sw_s1_i0_cam;
  wire [15:0]    sw_s1_i0_err_count;
  wire [31:0]    sw_s1_i0_stat_data;
  wire [1023:0] sw_s1_i0_mon;
  wire [3:0] sw_s1_i0_in_credit_vc;
  wire [3:0] sw_s1_i0_out_credit_vc;
  wire [511:0] sw_s1_i0_vc;
  // sw_s1_i1: stage 1, index 1
  wire [P-1:0]   sw_s1_i1_in_valid;
  wire [P*W-1:0] sw_s1_i1_in_data;
  wire [P-1:0]   sw_s1_i1_in_credit;
  wire [P-1:0]   sw_s1_i1_out_valid;
  wire [P*W-1:0] sw_s1_i1_out_data;
  wire [P-1:0]   sw_s1_i1_out_credit;
  wire [71:0] sw_s1_i1_in_fb;
  wire [71:0] sw_s1_i1_out_fb;
  wire [15:0] sw_s1_i1_in_fw;
  wire [15:0] sw_s1_i1_out_fw;
  wire [2559:0] sw_s1_i1_cam;
  wire [15:0]    sw_s1_i1_err_count;
  wire [31:0]    sw_s1_i1_stat_data;
  wire [1023:0] sw_s1_i1_mon;
  wire [3:0] sw_s1_i1_in_credit_vc;
  wire [3:0] sw_s1_i1_out_credit_vc;
  wire [511:0] sw_s1_i1_vc;
  // sw_s1_i2: stage 1, index 2
  wire [P-1:0]   sw_s1_i2_in_valid;
  wire [P*W-1:0] sw_s1_i2_in_data;
  wire [P-1:0]   sw_s1_i2_in_credit;
  wire [P-1:0]   sw_s1_i2_out_valid;
  wire [P*W-1:0] sw_s1_i2_out_data;
  wire [P-1:0]   sw_s1_i2_out_credit;
  wire [71:0] sw_s1_i2_in_fb;
  wire [71:0] sw_s1_i2_out_fb;
  wire [15:0] sw_s1_i2_in_fw;
  wire [15:0] sw_s1_i2_out_fw;
  wire [2559:0] sw_s1_i2_cam;
  wire [15:0]    sw_s1_i2_err_count;
  wire [31:0]    sw_s1_i2_stat_data;
  wire [1023:0] sw_s1_i2_mon;
  wire [3:0] sw_s1_i2_in_credit_vc;
  wire [3:0] sw_s1_i2_out_credit_vc;
  wire [511:0] sw_s1_i2_vc;
  // sw_s1_i3: stage 1, index 3
  wire [P-1:0]   sw_s1_i3_in_valid;
  wire [P*W-1:0] sw_s1_i3_in_data;
  wire [P-1:0]   sw_s1_i3_in_credit;
  wire [P-1:0]   sw_s1_i3_out_valid;
  wire [P*W-1:0] sw_s1_i3_out_data;
  wire [P-1:0]   sw_s1_i3_out_credit;
  wire [71:0] sw_s1_i3_in_fb;
  wire [71:0] sw_s1_i3_out_fb;
  wire [15:0] sw_s1_i3_in_fw;
  wire [15:0] sw_s1_i3_out_fw;
  wire [2559:0] sw_s1_i3_cam;
  wire [15:0]    sw_s1_i3_err_count;
  wire [31:0]    sw_s1_i3_stat_data;
  wire [1023:0] sw_s1_i3_mon;
  wire [3:0] sw_s1_i3_in_credit_vc;
  wire [3:0] sw_s1_i3_out_credit_vc;
  wire [511:0] sw_s1_i3_vc;
  // sw_s2_i0: stage 2, index 0
  wire [P-1:0]   sw_s2_i0_in_valid;
  wire [P*W-1:0] sw_s2_i0_in_data;
  wire [P-1:0]   sw_s2_i0_in_credit;
  wire [P-1:0]   sw_s2_i0_out_valid;
  wire [P*W-1:0] sw_s2_i0_out_data;
  wire [P-1:0]   sw_s2_i0_out_credit;
  wire [71:0] sw_s2_i0_in_fb;
  wire [71:0] sw_s2_i0_out_fb;
  wire [15:0] sw_s2_i0_in_fw;
  wire [15:0] sw_s2_i0_out_fw;
  wire [2559:0] sw_s2_i0_cam;
  wire [15:0]    sw_s2_i0_err_count;
  wire [31:0]    sw_s2_i0_stat_data;
  wire [1023:0] sw_s2_i0_mon;
  wire [3:0] sw_s2_i0_in_credit_vc;
  wire [3:0] sw_s2_i0_out_credit_vc;
  wire [511:0] sw_s2_i0_vc;
  // sw_s2_i1: stage 2, index 1
  wire [P-1:0]   sw_s2_i1_in_valid;
  wire [P*W-1:0] sw_s2_i1_in_data;
  wire [P-1:0]   sw_s2_i1_in_credit;
  wire [P-1:0]   sw_s2_i1_out_valid;
  wire [P*W-1:0] sw_s2_i1_out_data;
  wire [P-1:0]   sw_s2_i1_out_credit;
  wire [71:0] sw_s2_i1_in_fb;
  wire [71:0] sw_s2_i1_out_fb;
  wire [15:0] sw_s2_i1_in_fw;
  wire [15:0] sw_s2_i1_out_fw;
  wire [2559:0] sw_s2_i1_cam;
  wire [15:0]    sw_s2_i1_err_count;
  wire [31:0]    sw_s2_i1_stat_data;
  wire [1023:0] sw_s2_i1_mon;
  wire [3:0] sw_s2_i1_in_credit_vc;
  wire [3:0] sw_s2_i1_out_credit_vc;
  wire [511:0] sw_s2_i1_vc;
  // sw_s2_i2: stage 2, index 2
  wire [P-1:0]   sw_s2_i2_in_valid;
  wire [P*W-1:0] sw_s2_i2_in_data;
  wire [P-1:0]   sw_s2_i2_in_credit;
  wire [P-1:0]   sw_s2_i2_out_valid;
  wire [P*W-1:0] sw_s2_i2_out_data;
  wire [P-1:0]   sw_s2_i2_out_credit;
  wire [71:0] sw_s2_i2_in_fb;
  wire [71:0] sw_s2_i2_out_fb;
  wire [15:0] sw_s2_i2_in_fw;
  wire [15:0] sw_s2_i2_out_fw;
  wire [2559:0] sw_s2_i2_cam;
  wire [15:0]    sw_s2_i2_err_count;
  wire [31:0]    sw_s2_i2_stat_data;
  wire [1023:0] sw_s2_i2_mon;
  wire [3:0] sw_s2_i2_in_credit_vc;
  wire [3:0] sw_s2_i2_out_credit_vc;
  wire [511:0] sw_s2_i2_vc;
  // sw_s2_i3: stage 2, index 3
  wire [P-1:0]   sw_s2_i3_in_valid;
  wire [P*W-1:0] sw_s2_i3_in_data;
  wire [P-1:0]   sw_s2_i3_in_credit;
  wire [P-1:0]   sw_s2_i3_out_valid;
  wire [P*W-1:0] sw_s2_i3_out_data;
  wire [P-1:0]   sw_s2_i3_out_credit;
  wire [71:0] sw_s2_i3_in_fb;
  wire [71:0] sw_s2_i3_out_fb;
  wire [15:0] sw_s2_i3_in_fw;
  wire [15:0] sw_s2_i3_out_fw;
  wire [2559:0] sw_s2_i3_cam;
  wire [15:0]    sw_s2_i3_err_count;
  wire [31:0]    sw_s2_i3_stat_data;
  wire [1023:0] sw_s2_i3_mon;
  wire [3:0] sw_s2_i3_in_credit_vc;
  wire [3:0] sw_s2_i3_out_credit_vc;
  wire [511:0] sw_s2_i3_vc;

  // ---- links ----
  assign sw_s0_i0_in_valid[0] = host_in_valid_i[0];
  assign sw_s0_i0_in_data[63:0] = host_in_data_i[63:0];
  assign host_in_credit_o[0] = sw_s0_i0_in_credit[0];
  assign host_in_credit_vc_o[0:0] = sw_s0_i0_in_credit_vc[0:0];
  assign sw_s0_i0_in_fw[3:0] = 4'd0;
  assign sw_s0_i0_in_valid[1] = host_in_valid_i[1];
  assign sw_s0_i0_in_data[127:64] = host_in_data_i[127:64];
  assign host_in_credit_o[1] = sw_s0_i0_in_credit[1];
  assign host_in_credit_vc_o[1:1] = sw_s0_i0_in_credit_vc[1:1];
  assign sw_s0_i0_in_fw[7:4] = 4'd0;
  assign sw_s0_i0_in_valid[2] = sw_s1_i0_out_valid[0];
  assign sw_s0_i0_in_data[191:128] = sw_s1_i0_out_data[63:0];
  assign sw_s1_i0_out_credit[0] = sw_s0_i0_in_credit[2];
  assign sw_s1_i0_out_credit_vc[0:0] = sw_s0_i0_in_credit_vc[2:2];
  assign sw_s1_i0_out_fb[17:0] = sw_s0_i0_in_fb[53:36];
  assign sw_s0_i0_in_fw[11:8] = sw_s1_i0_out_fw[3:0];
  assign sw_s0_i0_in_valid[3] = sw_s1_i1_out_valid[0];
  assign sw_s0_i0_in_data[255:192] = sw_s1_i1_out_data[63:0];
  assign sw_s1_i1_out_credit[0] = sw_s0_i0_in_credit[3];
  assign sw_s1_i1_out_credit_vc[0:0] = sw_s0_i0_in_credit_vc[3:3];
  assign sw_s1_i1_out_fb[17:0] = sw_s0_i0_in_fb[71:54];
  assign sw_s0_i0_in_fw[15:12] = sw_s1_i1_out_fw[3:0];
  assign host_out_valid_o[0] = sw_s0_i0_out_valid[0];
  assign host_out_data_o[63:0] = sw_s0_i0_out_data[63:0];
  assign sw_s0_i0_out_credit[0] = host_out_credit_i[0];
  assign sw_s0_i0_out_credit_vc[0:0] = host_out_credit_vc_i[0:0];
  assign sw_s0_i0_out_fb[17:0] = 18'd0;
  assign host_out_valid_o[1] = sw_s0_i0_out_valid[1];
  assign host_out_data_o[127:64] = sw_s0_i0_out_data[127:64];
  assign sw_s0_i0_out_credit[1] = host_out_credit_i[1];
  assign sw_s0_i0_out_credit_vc[1:1] = host_out_credit_vc_i[1:1];
  assign sw_s0_i0_out_fb[35:18] = 18'd0;
  assign sw_s0_i1_in_valid[0] = host_in_valid_i[2];
  assign sw_s0_i1_in_data[63:0] = host_in_data_i[191:128];
  assign host_in_credit_o[2] = sw_s0_i1_in_credit[0];
  assign host_in_credit_vc_o[2:2] = sw_s0_i1_in_credit_vc[0:0];
  assign sw_s0_i1_in_fw[3:0] = 4'd0;
  assign sw_s0_i1_in_valid[1] = host_in_valid_i[3];
  assign sw_s0_i1_in_data[127:64] = host_in_data_i[255:192];
  assign host_in_credit_o[3] = sw_s0_i1_in_credit[1];
  assign host_in_credit_vc_o[3:3] = sw_s0_i1_in_credit_vc[1:1];
  assign sw_s0_i1_in_fw[7:4] = 4'd0;
  assign sw_s0_i1_in_valid[2] = sw_s1_i0_out_valid[1];
  assign sw_s0_i1_in_data[191:128] = sw_s1_i0_out_data[127:64];
  assign sw_s1_i0_out_credit[1] = sw_s0_i1_in_credit[2];
  assign sw_s1_i0_out_credit_vc[1:1] = sw_s0_i1_in_credit_vc[2:2];
  assign sw_s1_i0_out_fb[35:18] = sw_s0_i1_in_fb[53:36];
  assign sw_s0_i1_in_fw[11:8] = sw_s1_i0_out_fw[7:4];
  assign sw_s0_i1_in_valid[3] = sw_s1_i1_out_valid[1];
  assign sw_s0_i1_in_data[255:192] = sw_s1_i1_out_data[127:64];
  assign sw_s1_i1_out_credit[1] = sw_s0_i1_in_credit[3];
  assign sw_s1_i1_out_credit_vc[1:1] = sw_s0_i1_in_credit_vc[3:3];
  assign sw_s1_i1_out_fb[35:18] = sw_s0_i1_in_fb[71:54];
  assign sw_s0_i1_in_fw[15:12] = sw_s1_i1_out_fw[7:4];
  assign host_out_valid_o[2] = sw_s0_i1_out_valid[0];
  assign host_out_data_o[191:128] = sw_s0_i1_out_data[63:0];
  assign sw_s0_i1_out_credit[0] = host_out_credit_i[2];
  assign sw_s0_i1_out_credit_vc[0:0] = host_out_credit_vc_i[2:2];
  assign sw_s0_i1_out_fb[17:0] = 18'd0;
  assign host_out_valid_o[3] = sw_s0_i1_out_valid[1];
  assign host_out_data_o[255:192] = sw_s0_i1_out_data[127:64];
  assign sw_s0_i1_out_credit[1] = host_out_credit_i[3];
  assign sw_s0_i1_out_credit_vc[1:1] = host_out_credit_vc_i[3:3];
  assign sw_s0_i1_out_fb[35:18] = 18'd0;
  assign sw_s0_i2_in_valid[0] = host_in_valid_i[4];
  assign sw_s0_i2_in_data[63:0] = host_in_data_i[319:256];
  assign host_in_credit_o[4] = sw_s0_i2_in_credit[0];
  assign host_in_credit_vc_o[4:4] = sw_s0_i2_in_credit_vc[0:0];
  assign sw_s0_i2_in_fw[3:0] = 4'd0;
  assign sw_s0_i2_in_valid[1] = host_in_valid_i[5];
  assign sw_s0_i2_in_data[127:64] = host_in_data_i[383:320];
  assign host_in_credit_o[5] = sw_s0_i2_in_credit[1];
  assign host_in_credit_vc_o[5:5] = sw_s0_i2_in_credit_vc[1:1];
  assign sw_s0_i2_in_fw[7:4] = 4'd0;
  assign sw_s0_i2_in_valid[2] = sw_s1_i2_out_valid[0];
  assign sw_s0_i2_in_data[191:128] = sw_s1_i2_out_data[63:0];
  assign sw_s1_i2_out_credit[0] = sw_s0_i2_in_credit[2];
  assign sw_s1_i2_out_credit_vc[0:0] = sw_s0_i2_in_credit_vc[2:2];
  assign sw_s1_i2_out_fb[17:0] = sw_s0_i2_in_fb[53:36];
  assign sw_s0_i2_in_fw[11:8] = sw_s1_i2_out_fw[3:0];
  assign sw_s0_i2_in_valid[3] = sw_s1_i3_out_valid[0];
  assign sw_s0_i2_in_data[255:192] = sw_s1_i3_out_data[63:0];
  assign sw_s1_i3_out_credit[0] = sw_s0_i2_in_credit[3];
  assign sw_s1_i3_out_credit_vc[0:0] = sw_s0_i2_in_credit_vc[3:3];
  assign sw_s1_i3_out_fb[17:0] = sw_s0_i2_in_fb[71:54];
  assign sw_s0_i2_in_fw[15:12] = sw_s1_i3_out_fw[3:0];
  assign host_out_valid_o[4] = sw_s0_i2_out_valid[0];
  assign host_out_data_o[319:256] = sw_s0_i2_out_data[63:0];
  assign sw_s0_i2_out_credit[0] = host_out_credit_i[4];
  assign sw_s0_i2_out_credit_vc[0:0] = host_out_credit_vc_i[4:4];
  assign sw_s0_i2_out_fb[17:0] = 18'd0;
  assign host_out_valid_o[5] = sw_s0_i2_out_valid[1];
  assign host_out_data_o[383:320] = sw_s0_i2_out_data[127:64];
  assign sw_s0_i2_out_credit[1] = host_out_credit_i[5];
  assign sw_s0_i2_out_credit_vc[1:1] = host_out_credit_vc_i[5:5];
  assign sw_s0_i2_out_fb[35:18] = 18'd0;
  assign sw_s0_i3_in_valid[0] = host_in_valid_i[6];
  assign sw_s0_i3_in_data[63:0] = host_in_data_i[447:384];
  assign host_in_credit_o[6] = sw_s0_i3_in_credit[0];
  assign host_in_credit_vc_o[6:6] = sw_s0_i3_in_credit_vc[0:0];
  assign sw_s0_i3_in_fw[3:0] = 4'd0;
  assign sw_s0_i3_in_valid[1] = host_in_valid_i[7];
  assign sw_s0_i3_in_data[127:64] = host_in_data_i[511:448];
  assign host_in_credit_o[7] = sw_s0_i3_in_credit[1];
  assign host_in_credit_vc_o[7:7] = sw_s0_i3_in_credit_vc[1:1];
  assign sw_s0_i3_in_fw[7:4] = 4'd0;
  assign sw_s0_i3_in_valid[2] = sw_s1_i2_out_valid[1];
  assign sw_s0_i3_in_data[191:128] = sw_s1_i2_out_data[127:64];
  assign sw_s1_i2_out_credit[1] = sw_s0_i3_in_credit[2];
  assign sw_s1_i2_out_credit_vc[1:1] = sw_s0_i3_in_credit_vc[2:2];
  assign sw_s1_i2_out_fb[35:18] = sw_s0_i3_in_fb[53:36];
  assign sw_s0_i3_in_fw[11:8] = sw_s1_i2_out_fw[7:4];
  assign sw_s0_i3_in_valid[3] = sw_s1_i3_out_valid[1];
  assign sw_s0_i3_in_data[255:192] = sw_s1_i3_out_data[127:64];
  assign sw_s1_i3_out_credit[1] = sw_s0_i3_in_credit[3];
  assign sw_s1_i3_out_credit_vc[1:1] = sw_s0_i3_in_credit_vc[3:3];
  assign sw_s1_i3_out_fb[35:18] = sw_s0_i3_in_fb[71:54];
  assign sw_s0_i3_in_fw[15:12] = sw_s1_i3_out_fw[7:4];
  assign host_out_valid_o[6] = sw_s0_i3_out_valid[0];
  assign host_out_data_o[447:384] = sw_s0_i3_out_data[63:0];
  assign sw_s0_i3_out_credit[0] = host_out_credit_i[6];
  assign sw_s0_i3_out_credit_vc[0:0] = host_out_credit_vc_i[6:6];
  assign sw_s0_i3_out_fb[17:0] = 18'd0;
  assign host_out_valid_o[7] = sw_s0_i3_out_valid[1];
  assign host_out_data_o[511:448] = sw_s0_i3_out_data[127:64];
  assign sw_s0_i3_out_credit[1] = host_out_credit_i[7];
  assign sw_s0_i3_out_credit_vc[1:1] = host_out_credit_vc_i[7:7];
  assign sw_s0_i3_out_fb[35:18] = 18'd0;
  assign sw_s1_i0_in_valid[0] = sw_s0_i0_out_valid[2];
  assign sw_s1_i0_in_data[63:0] = sw_s0_i0_out_data[191:128];
  assign sw_s0_i0_out_credit[2] = sw_s1_i0_in_credit[0];
  assign sw_s0_i0_out_credit_vc[2:2] = sw_s1_i0_in_credit_vc[0:0];
  assign sw_s0_i0_out_fb[53:36] = sw_s1_i0_in_fb[17:0];
  assign sw_s1_i0_in_fw[3:0] = sw_s0_i0_out_fw[11:8];
  assign sw_s1_i0_in_valid[1] = sw_s0_i1_out_valid[2];
  assign sw_s1_i0_in_data[127:64] = sw_s0_i1_out_data[191:128];
  assign sw_s0_i1_out_credit[2] = sw_s1_i0_in_credit[1];
  assign sw_s0_i1_out_credit_vc[2:2] = sw_s1_i0_in_credit_vc[1:1];
  assign sw_s0_i1_out_fb[53:36] = sw_s1_i0_in_fb[35:18];
  assign sw_s1_i0_in_fw[7:4] = sw_s0_i1_out_fw[11:8];
  assign sw_s1_i0_in_valid[2] = sw_s2_i0_out_valid[0];
  assign sw_s1_i0_in_data[191:128] = sw_s2_i0_out_data[63:0];
  assign sw_s2_i0_out_credit[0] = sw_s1_i0_in_credit[2];
  assign sw_s2_i0_out_credit_vc[0:0] = sw_s1_i0_in_credit_vc[2:2];
  assign sw_s2_i0_out_fb[17:0] = sw_s1_i0_in_fb[53:36];
  assign sw_s1_i0_in_fw[11:8] = sw_s2_i0_out_fw[3:0];
  assign sw_s1_i0_in_valid[3] = sw_s2_i2_out_valid[0];
  assign sw_s1_i0_in_data[255:192] = sw_s2_i2_out_data[63:0];
  assign sw_s2_i2_out_credit[0] = sw_s1_i0_in_credit[3];
  assign sw_s2_i2_out_credit_vc[0:0] = sw_s1_i0_in_credit_vc[3:3];
  assign sw_s2_i2_out_fb[17:0] = sw_s1_i0_in_fb[71:54];
  assign sw_s1_i0_in_fw[15:12] = sw_s2_i2_out_fw[3:0];
  assign sw_s1_i1_in_valid[0] = sw_s0_i0_out_valid[3];
  assign sw_s1_i1_in_data[63:0] = sw_s0_i0_out_data[255:192];
  assign sw_s0_i0_out_credit[3] = sw_s1_i1_in_credit[0];
  assign sw_s0_i0_out_credit_vc[3:3] = sw_s1_i1_in_credit_vc[0:0];
  assign sw_s0_i0_out_fb[71:54] = sw_s1_i1_in_fb[17:0];
  assign sw_s1_i1_in_fw[3:0] = sw_s0_i0_out_fw[15:12];
  assign sw_s1_i1_in_valid[1] = sw_s0_i1_out_valid[3];
  assign sw_s1_i1_in_data[127:64] = sw_s0_i1_out_data[255:192];
  assign sw_s0_i1_out_credit[3] = sw_s1_i1_in_credit[1];
  assign sw_s0_i1_out_credit_vc[3:3] = sw_s1_i1_in_credit_vc[1:1];
  assign sw_s0_i1_out_fb[71:54] = sw_s1_i1_in_fb[35:18];
  assign sw_s1_i1_in_fw[7:4] = sw_s0_i1_out_fw[15:12];
  assign sw_s1_i1_in_valid[2] = sw_s2_i1_out_valid[0];
  assign sw_s1_i1_in_data[191:128] = sw_s2_i1_out_data[63:0];
  assign sw_s2_i1_out_credit[0] = sw_s1_i1_in_credit[2];
  assign sw_s2_i1_out_credit_vc[0:0] = sw_s1_i1_in_credit_vc[2:2];
  assign sw_s2_i1_out_fb[17:0] = sw_s1_i1_in_fb[53:36];
  assign sw_s1_i1_in_fw[11:8] = sw_s2_i1_out_fw[3:0];
  assign sw_s1_i1_in_valid[3] = sw_s2_i3_out_valid[0];
  assign sw_s1_i1_in_data[255:192] = sw_s2_i3_out_data[63:0];
  assign sw_s2_i3_out_credit[0] = sw_s1_i1_in_credit[3];
  assign sw_s2_i3_out_credit_vc[0:0] = sw_s1_i1_in_credit_vc[3:3];
  assign sw_s2_i3_out_fb[17:0] = sw_s1_i1_in_fb[71:54];
  assign sw_s1_i1_in_fw[15:12] = sw_s2_i3_out_fw[3:0];
  assign sw_s1_i2_in_valid[0] = sw_s0_i2_out_valid[2];
  assign sw_s1_i2_in_data[63:0] = sw_s0_i2_out_data[191:128];
  assign sw_s0_i2_out_credit[2] = sw_s1_i2_in_credit[0];
  assign sw_s0_i2_out_credit_vc[2:2] = sw_s1_i2_in_credit_vc[0:0];
  assign sw_s0_i2_out_fb[53:36] = sw_s1_i2_in_fb[17:0];
  assign sw_s1_i2_in_fw[3:0] = sw_s0_i2_out_fw[11:8];
  assign sw_s1_i2_in_valid[1] = sw_s0_i3_out_valid[2];
  assign sw_s1_i2_in_data[127:64] = sw_s0_i3_out_data[191:128];
  assign sw_s0_i3_out_credit[2] = sw_s1_i2_in_credit[1];
  assign sw_s0_i3_out_credit_vc[2:2] = sw_s1_i2_in_credit_vc[1:1];
  assign sw_s0_i3_out_fb[53:36] = sw_s1_i2_in_fb[35:18];
  assign sw_s1_i2_in_fw[7:4] = sw_s0_i3_out_fw[11:8];
  assign sw_s1_i2_in_valid[2] = sw_s2_i0_out_valid[1];
  assign sw_s1_i2_in_data[191:128] = sw_s2_i0_out_data[127:64];
  assign sw_s2_i0_out_credit[1] = sw_s1_i2_in_credit[2];
  assign sw_s2_i0_out_credit_vc[1:1] = sw_s1_i2_in_credit_vc[2:2];
  assign sw_s2_i0_out_fb[35:18] = sw_s1_i2_in_fb[53:36];
  assign sw_s1_i2_in_fw[11:8] = sw_s2_i0_out_fw[7:4];
  assign sw_s1_i2_in_valid[3] = sw_s2_i2_out_valid[1];
  assign sw_s1_i2_in_data[255:192] = sw_s2_i2_out_data[127:64];
  assign sw_s2_i2_out_credit[1] = sw_s1_i2_in_credit[3];
  assign sw_s2_i2_out_credit_vc[1:1] = sw_s1_i2_in_credit_vc[3:3];
  assign sw_s2_i2_out_fb[35:18] = sw_s1_i2_in_fb[71:54];
  assign sw_s1_i2_in_fw[15:12] = sw_s2_i2_out_fw[7:4];
  assign sw_s1_i3_in_valid[0] = sw_s0_i2_out_valid[3];
  assign sw_s1_i3_in_data[63:0] = sw_s0_i2_out_data[255:192];
  assign sw_s0_i2_out_credit[3] = sw_s1_i3_in_credit[0];
  assign sw_s0_i2_out_credit_vc[3:3] = sw_s1_i3_in_credit_vc[0:0];
  assign sw_s0_i2_out_fb[71:54] = sw_s1_i3_in_fb[17:0];
  assign sw_s1_i3_in_fw[3:0] = sw_s0_i2_out_fw[15:12];
  assign sw_s1_i3_in_valid[1] = sw_s0_i3_out_valid[3];
  assign sw_s1_i3_in_data[127:64] = sw_s0_i3_out_data[255:192];
  assign sw_s0_i3_out_credit[3] = sw_s1_i3_in_credit[1];
  assign sw_s0_i3_out_credit_vc[3:3] = sw_s1_i3_in_credit_vc[1:1];
  assign sw_s0_i3_out_fb[71:54] = sw_s1_i3_in_fb[35:18];
  assign sw_s1_i3_in_fw[7:4] = sw_s0_i3_out_fw[15:12];
  assign sw_s1_i3_in_valid[2] = sw_s2_i1_out_valid[1];
  assign sw_s1_i3_in_data[191:128] = sw_s2_i1_out_data[127:64];
  assign sw_s2_i1_out_credit[1] = sw_s1_i3_in_credit[2];
  assign sw_s2_i1_out_credit_vc[1:1] = sw_s1_i3_in_credit_vc[2:2];
  assign sw_s2_i1_out_fb[35:18] = sw_s1_i3_in_fb[53:36];
  assign sw_s1_i3_in_fw[11:8] = sw_s2_i1_out_fw[7:4];
  assign sw_s1_i3_in_valid[3] = sw_s2_i3_out_valid[1];
  assign sw_s1_i3_in_data[255:192] = sw_s2_i3_out_data[127:64];
  assign sw_s2_i3_out_credit[1] = sw_s1_i3_in_credit[3];
  assign sw_s2_i3_out_credit_vc[1:1] = sw_s1_i3_in_credit_vc[3:3];
  assign sw_s2_i3_out_fb[35:18] = sw_s1_i3_in_fb[71:54];
  assign sw_s1_i3_in_fw[15:12] = sw_s2_i3_out_fw[7:4];
  assign sw_s2_i0_in_valid[0] = sw_s1_i0_out_valid[2];
  assign sw_s2_i0_in_data[63:0] = sw_s1_i0_out_data[191:128];
  assign sw_s1_i0_out_credit[2] = sw_s2_i0_in_credit[0];
  assign sw_s1_i0_out_credit_vc[2:2] = sw_s2_i0_in_credit_vc[0:0];
  assign sw_s1_i0_out_fb[53:36] = sw_s2_i0_in_fb[17:0];
  assign sw_s2_i0_in_fw[3:0] = sw_s1_i0_out_fw[11:8];
  assign sw_s2_i0_in_valid[1] = sw_s1_i2_out_valid[2];
  assign sw_s2_i0_in_data[127:64] = sw_s1_i2_out_data[191:128];
  assign sw_s1_i2_out_credit[2] = sw_s2_i0_in_credit[1];
  assign sw_s1_i2_out_credit_vc[2:2] = sw_s2_i0_in_credit_vc[1:1];
  assign sw_s1_i2_out_fb[53:36] = sw_s2_i0_in_fb[35:18];
  assign sw_s2_i0_in_fw[7:4] = sw_s1_i2_out_fw[11:8];
  assign sw_s2_i0_in_valid[2] = 1'b0;
  assign sw_s2_i0_in_data[191:128] = 64'd0;
  assign sw_s2_i0_in_fw[11:8] = 4'd0;
  assign sw_s2_i0_in_valid[3] = 1'b0;
  assign sw_s2_i0_in_data[255:192] = 64'd0;
  assign sw_s2_i0_in_fw[15:12] = 4'd0;
  assign sw_s2_i0_out_credit[2] = 1'b0;
  assign sw_s2_i0_out_credit_vc[2:2] = 1'd0;
  assign sw_s2_i0_out_fb[53:36] = 18'd0;
  assign sw_s2_i0_out_credit[3] = 1'b0;
  assign sw_s2_i0_out_credit_vc[3:3] = 1'd0;
  assign sw_s2_i0_out_fb[71:54] = 18'd0;
  assign sw_s2_i1_in_valid[0] = sw_s1_i1_out_valid[2];
  assign sw_s2_i1_in_data[63:0] = sw_s1_i1_out_data[191:128];
  assign sw_s1_i1_out_credit[2] = sw_s2_i1_in_credit[0];
  assign sw_s1_i1_out_credit_vc[2:2] = sw_s2_i1_in_credit_vc[0:0];
  assign sw_s1_i1_out_fb[53:36] = sw_s2_i1_in_fb[17:0];
  assign sw_s2_i1_in_fw[3:0] = sw_s1_i1_out_fw[11:8];
  assign sw_s2_i1_in_valid[1] = sw_s1_i3_out_valid[2];
  assign sw_s2_i1_in_data[127:64] = sw_s1_i3_out_data[191:128];
  assign sw_s1_i3_out_credit[2] = sw_s2_i1_in_credit[1];
  assign sw_s1_i3_out_credit_vc[2:2] = sw_s2_i1_in_credit_vc[1:1];
  assign sw_s1_i3_out_fb[53:36] = sw_s2_i1_in_fb[35:18];
  assign sw_s2_i1_in_fw[7:4] = sw_s1_i3_out_fw[11:8];
  assign sw_s2_i1_in_valid[2] = 1'b0;
  assign sw_s2_i1_in_data[191:128] = 64'd0;
  assign sw_s2_i1_in_fw[11:8] = 4'd0;
  assign sw_s2_i1_in_valid[3] = 1'b0;
  assign sw_s2_i1_in_data[255:192] = 64'd0;
  assign sw_s2_i1_in_fw[15:12] = 4'd0;
  assign sw_s2_i1_out_credit[2] = 1'b0;
  assign sw_s2_i1_out_credit_vc[2:2] = 1'd0;
  assign sw_s2_i1_out_fb[53:36] = 18'd0;
  assign sw_s2_i1_out_credit[3] = 1'b0;
  assign sw_s2_i1_out_credit_vc[3:3] = 1'd0;
  assign sw_s2_i1_out_fb[71:54] = 18'd0;
  assign sw_s2_i2_in_valid[0] = sw_s1_i0_out_valid[3];
  assign sw_s2_i2_in_data[63:0] = sw_s1_i0_out_data[255:192];
  assign sw_s1_i0_out_credit[3] = sw_s2_i2_in_credit[0];
  assign sw_s1_i0_out_credit_vc[3:3] = sw_s2_i2_in_credit_vc[0:0];
  assign sw_s1_i0_out_fb[71:54] = sw_s2_i2_in_fb[17:0];
  assign sw_s2_i2_in_fw[3:0] = sw_s1_i0_out_fw[15:12];
  assign sw_s2_i2_in_valid[1] = sw_s1_i2_out_valid[3];
  assign sw_s2_i2_in_data[127:64] = sw_s1_i2_out_data[255:192];
  assign sw_s1_i2_out_credit[3] = sw_s2_i2_in_credit[1];
  assign sw_s1_i2_out_credit_vc[3:3] = sw_s2_i2_in_credit_vc[1:1];
  assign sw_s1_i2_out_fb[71:54] = sw_s2_i2_in_fb[35:18];
  assign sw_s2_i2_in_fw[7:4] = sw_s1_i2_out_fw[15:12];
  assign sw_s2_i2_in_valid[2] = 1'b0;
  assign sw_s2_i2_in_data[191:128] = 64'd0;
  assign sw_s2_i2_in_fw[11:8] = 4'd0;
  assign sw_s2_i2_in_valid[3] = 1'b0;
  assign sw_s2_i2_in_data[255:192] = 64'd0;
  assign sw_s2_i2_in_fw[15:12] = 4'd0;
  assign sw_s2_i2_out_credit[2] = 1'b0;
  assign sw_s2_i2_out_credit_vc[2:2] = 1'd0;
  assign sw_s2_i2_out_fb[53:36] = 18'd0;
  assign sw_s2_i2_out_credit[3] = 1'b0;
  assign sw_s2_i2_out_credit_vc[3:3] = 1'd0;
  assign sw_s2_i2_out_fb[71:54] = 18'd0;
  assign sw_s2_i3_in_valid[0] = sw_s1_i1_out_valid[3];
  assign sw_s2_i3_in_data[63:0] = sw_s1_i1_out_data[255:192];
  assign sw_s1_i1_out_credit[3] = sw_s2_i3_in_credit[0];
  assign sw_s1_i1_out_credit_vc[3:3] = sw_s2_i3_in_credit_vc[0:0];
  assign sw_s1_i1_out_fb[71:54] = sw_s2_i3_in_fb[17:0];
  assign sw_s2_i3_in_fw[3:0] = sw_s1_i1_out_fw[15:12];
  assign sw_s2_i3_in_valid[1] = sw_s1_i3_out_valid[3];
  assign sw_s2_i3_in_data[127:64] = sw_s1_i3_out_data[255:192];
  assign sw_s1_i3_out_credit[3] = sw_s2_i3_in_credit[1];
  assign sw_s1_i3_out_credit_vc[3:3] = sw_s2_i3_in_credit_vc[1:1];
  assign sw_s1_i3_out_fb[71:54] = sw_s2_i3_in_fb[35:18];
  assign sw_s2_i3_in_fw[7:4] = sw_s1_i3_out_fw[15:12];
  assign sw_s2_i3_in_valid[2] = 1'b0;
  assign sw_s2_i3_in_data[191:128] = 64'd0;
  assign sw_s2_i3_in_fw[11:8] = 4'd0;
  assign sw_s2_i3_in_valid[3] = 1'b0;
  assign sw_s2_i3_in_data[255:192] = 64'd0;
  assign sw_s2_i3_in_fw[15:12] = 4'd0;
  assign sw_s2_i3_out_credit[2] = 1'b0;
  assign sw_s2_i3_out_credit_vc[2:2] = 1'd0;
  assign sw_s2_i3_out_fb[53:36] = 18'd0;
  assign sw_s2_i3_out_credit[3] = 1'b0;
  assign sw_s2_i3_out_credit_vc[3:3] = 1'd0;
  assign sw_s2_i3_out_fb[71:54] = 18'd0;

  // ports with nothing attached (e.g. the up ports of the top stage)
  wire unused_open = &{1'b0, sw_s0_i0_in_fb[17:0], sw_s0_i0_in_fb[35:18], sw_s0_i0_out_fw[3:0], sw_s0_i0_out_fw[7:4], sw_s0_i1_in_fb[17:0], sw_s0_i1_in_fb[35:18], sw_s0_i1_out_fw[3:0], sw_s0_i1_out_fw[7:4], sw_s0_i2_in_fb[17:0], sw_s0_i2_in_fb[35:18], sw_s0_i2_out_fw[3:0], sw_s0_i2_out_fw[7:4], sw_s0_i3_in_fb[17:0], sw_s0_i3_in_fb[35:18], sw_s0_i3_out_fw[3:0], sw_s0_i3_out_fw[7:4], sw_s2_i0_in_credit[2], sw_s2_i0_in_fb[53:36], sw_s2_i0_in_credit[3], sw_s2_i0_in_fb[71:54], sw_s2_i0_out_fw[11:8], sw_s2_i0_out_valid[2], sw_s2_i0_out_data[191:128], sw_s2_i0_out_fw[15:12], sw_s2_i0_out_valid[3], sw_s2_i0_out_data[255:192], sw_s2_i1_in_credit[2], sw_s2_i1_in_fb[53:36], sw_s2_i1_in_credit[3], sw_s2_i1_in_fb[71:54], sw_s2_i1_out_fw[11:8], sw_s2_i1_out_valid[2], sw_s2_i1_out_data[191:128], sw_s2_i1_out_fw[15:12], sw_s2_i1_out_valid[3], sw_s2_i1_out_data[255:192], sw_s2_i2_in_credit[2], sw_s2_i2_in_fb[53:36], sw_s2_i2_in_credit[3], sw_s2_i2_in_fb[71:54], sw_s2_i2_out_fw[11:8], sw_s2_i2_out_valid[2], sw_s2_i2_out_data[191:128], sw_s2_i2_out_fw[15:12], sw_s2_i2_out_valid[3], sw_s2_i2_out_data[255:192], sw_s2_i3_in_credit[2], sw_s2_i3_in_fb[53:36], sw_s2_i3_in_credit[3], sw_s2_i3_in_fb[71:54], sw_s2_i3_out_fw[11:8], sw_s2_i3_out_valid[2], sw_s2_i3_out_data[191:128], sw_s2_i3_out_fw[15:12], sw_s2_i3_out_valid[3], sw_s2_i3_out_data[255:192], sw_s2_i0_in_credit_vc[2:2], sw_s2_i0_in_credit_vc[3:3], sw_s2_i1_in_credit_vc[2:2], sw_s2_i1_in_credit_vc[3:3], sw_s2_i2_in_credit_vc[2:2], sw_s2_i2_in_credit_vc[3:3], sw_s2_i3_in_credit_vc[2:2], sw_s2_i3_in_credit_vc[3:3]};

  // ---- switches ----
  sg_switch #(
    .ROUTE_INIT(16'heee4)
  ) sw_s0_i0 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i0_in_valid),
    .in_data_i   (sw_s0_i0_in_data),
    .in_credit_o (sw_s0_i0_in_credit),
    .out_valid_o (sw_s0_i0_out_valid),
    .out_data_o  (sw_s0_i0_out_data),
    .out_credit_i(sw_s0_i0_out_credit),
    .in_credit_vc_o (sw_s0_i0_in_credit_vc),
    .out_credit_vc_i(sw_s0_i0_out_credit_vc),
    .vc_o        (sw_s0_i0_vc),
    .in_fb_o     (sw_s0_i0_in_fb),
    .out_fb_i    (sw_s0_i0_out_fb),
    .in_fw_i     (sw_s0_i0_in_fw),
    .out_fw_o    (sw_s0_i0_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i0_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i0_stat_data),
    .mon_o       (sw_s0_i0_mon),
    .cam_o       (sw_s0_i0_cam),
    .fullbuf_o   (switch_fullbuf_o[0*FBB +: FBB])
  );
  assign switch_err_o[0] = |sw_s0_i0_err_count;
  sg_switch #(
    .ROUTE_INIT(16'hee4e)
  ) sw_s0_i1 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i1_in_valid),
    .in_data_i   (sw_s0_i1_in_data),
    .in_credit_o (sw_s0_i1_in_credit),
    .out_valid_o (sw_s0_i1_out_valid),
    .out_data_o  (sw_s0_i1_out_data),
    .out_credit_i(sw_s0_i1_out_credit),
    .in_credit_vc_o (sw_s0_i1_in_credit_vc),
    .out_credit_vc_i(sw_s0_i1_out_credit_vc),
    .vc_o        (sw_s0_i1_vc),
    .in_fb_o     (sw_s0_i1_in_fb),
    .out_fb_i    (sw_s0_i1_out_fb),
    .in_fw_i     (sw_s0_i1_in_fw),
    .out_fw_o    (sw_s0_i1_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i1_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i1_stat_data),
    .mon_o       (sw_s0_i1_mon),
    .cam_o       (sw_s0_i1_cam),
    .fullbuf_o   (switch_fullbuf_o[1*FBB +: FBB])
  );
  assign switch_err_o[1] = |sw_s0_i1_err_count;
  sg_switch #(
    .ROUTE_INIT(16'he4ee)
  ) sw_s0_i2 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i2_in_valid),
    .in_data_i   (sw_s0_i2_in_data),
    .in_credit_o (sw_s0_i2_in_credit),
    .out_valid_o (sw_s0_i2_out_valid),
    .out_data_o  (sw_s0_i2_out_data),
    .out_credit_i(sw_s0_i2_out_credit),
    .in_credit_vc_o (sw_s0_i2_in_credit_vc),
    .out_credit_vc_i(sw_s0_i2_out_credit_vc),
    .vc_o        (sw_s0_i2_vc),
    .in_fb_o     (sw_s0_i2_in_fb),
    .out_fb_i    (sw_s0_i2_out_fb),
    .in_fw_i     (sw_s0_i2_in_fw),
    .out_fw_o    (sw_s0_i2_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i2_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i2_stat_data),
    .mon_o       (sw_s0_i2_mon),
    .cam_o       (sw_s0_i2_cam),
    .fullbuf_o   (switch_fullbuf_o[2*FBB +: FBB])
  );
  assign switch_err_o[2] = |sw_s0_i2_err_count;
  sg_switch #(
    .ROUTE_INIT(16'h4eee)
  ) sw_s0_i3 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i3_in_valid),
    .in_data_i   (sw_s0_i3_in_data),
    .in_credit_o (sw_s0_i3_in_credit),
    .out_valid_o (sw_s0_i3_out_valid),
    .out_data_o  (sw_s0_i3_out_data),
    .out_credit_i(sw_s0_i3_out_credit),
    .in_credit_vc_o (sw_s0_i3_in_credit_vc),
    .out_credit_vc_i(sw_s0_i3_out_credit_vc),
    .vc_o        (sw_s0_i3_vc),
    .in_fb_o     (sw_s0_i3_in_fb),
    .out_fb_i    (sw_s0_i3_out_fb),
    .in_fw_i     (sw_s0_i3_in_fw),
    .out_fw_o    (sw_s0_i3_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i3_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i3_stat_data),
    .mon_o       (sw_s0_i3_mon),
    .cam_o       (sw_s0_i3_cam),
    .fullbuf_o   (switch_fullbuf_o[3*FBB +: FBB])
  );
  assign switch_err_o[3] = |sw_s0_i3_err_count;
  sg_switch #(
    .ROUTE_INIT(16'hfa50)
  ) sw_s1_i0 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i0_in_valid),
    .in_data_i   (sw_s1_i0_in_data),
    .in_credit_o (sw_s1_i0_in_credit),
    .out_valid_o (sw_s1_i0_out_valid),
    .out_data_o  (sw_s1_i0_out_data),
    .out_credit_i(sw_s1_i0_out_credit),
    .in_credit_vc_o (sw_s1_i0_in_credit_vc),
    .out_credit_vc_i(sw_s1_i0_out_credit_vc),
    .vc_o        (sw_s1_i0_vc),
    .in_fb_o     (sw_s1_i0_in_fb),
    .out_fb_i    (sw_s1_i0_out_fb),
    .in_fw_i     (sw_s1_i0_in_fw),
    .out_fw_o    (sw_s1_i0_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i0_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i0_stat_data),
    .mon_o       (sw_s1_i0_mon),
    .cam_o       (sw_s1_i0_cam),
    .fullbuf_o   (switch_fullbuf_o[4*FBB +: FBB])
  );
  assign switch_err_o[4] = |sw_s1_i0_err_count;
  sg_switch #(
    .ROUTE_INIT(16'hfa50)
  ) sw_s1_i1 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i1_in_valid),
    .in_data_i   (sw_s1_i1_in_data),
    .in_credit_o (sw_s1_i1_in_credit),
    .out_valid_o (sw_s1_i1_out_valid),
    .out_data_o  (sw_s1_i1_out_data),
    .out_credit_i(sw_s1_i1_out_credit),
    .in_credit_vc_o (sw_s1_i1_in_credit_vc),
    .out_credit_vc_i(sw_s1_i1_out_credit_vc),
    .vc_o        (sw_s1_i1_vc),
    .in_fb_o     (sw_s1_i1_in_fb),
    .out_fb_i    (sw_s1_i1_out_fb),
    .in_fw_i     (sw_s1_i1_in_fw),
    .out_fw_o    (sw_s1_i1_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i1_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i1_stat_data),
    .mon_o       (sw_s1_i1_mon),
    .cam_o       (sw_s1_i1_cam),
    .fullbuf_o   (switch_fullbuf_o[5*FBB +: FBB])
  );
  assign switch_err_o[5] = |sw_s1_i1_err_count;
  sg_switch #(
    .ROUTE_INIT(16'h50fa)
  ) sw_s1_i2 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i2_in_valid),
    .in_data_i   (sw_s1_i2_in_data),
    .in_credit_o (sw_s1_i2_in_credit),
    .out_valid_o (sw_s1_i2_out_valid),
    .out_data_o  (sw_s1_i2_out_data),
    .out_credit_i(sw_s1_i2_out_credit),
    .in_credit_vc_o (sw_s1_i2_in_credit_vc),
    .out_credit_vc_i(sw_s1_i2_out_credit_vc),
    .vc_o        (sw_s1_i2_vc),
    .in_fb_o     (sw_s1_i2_in_fb),
    .out_fb_i    (sw_s1_i2_out_fb),
    .in_fw_i     (sw_s1_i2_in_fw),
    .out_fw_o    (sw_s1_i2_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i2_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i2_stat_data),
    .mon_o       (sw_s1_i2_mon),
    .cam_o       (sw_s1_i2_cam),
    .fullbuf_o   (switch_fullbuf_o[6*FBB +: FBB])
  );
  assign switch_err_o[6] = |sw_s1_i2_err_count;
  sg_switch #(
    .ROUTE_INIT(16'h50fa)
  ) sw_s1_i3 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i3_in_valid),
    .in_data_i   (sw_s1_i3_in_data),
    .in_credit_o (sw_s1_i3_in_credit),
    .out_valid_o (sw_s1_i3_out_valid),
    .out_data_o  (sw_s1_i3_out_data),
    .out_credit_i(sw_s1_i3_out_credit),
    .in_credit_vc_o (sw_s1_i3_in_credit_vc),
    .out_credit_vc_i(sw_s1_i3_out_credit_vc),
    .vc_o        (sw_s1_i3_vc),
    .in_fb_o     (sw_s1_i3_in_fb),
    .out_fb_i    (sw_s1_i3_out_fb),
    .in_fw_i     (sw_s1_i3_in_fw),
    .out_fw_o    (sw_s1_i3_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i3_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i3_stat_data),
    .mon_o       (sw_s1_i3_mon),
    .cam_o       (sw_s1_i3_cam),
    .fullbuf_o   (switch_fullbuf_o[7*FBB +: FBB])
  );
  assign switch_err_o[7] = |sw_s1_i3_err_count;
  sg_switch #(
    .ROUTE_INIT(16'h5500)
  ) sw_s2_i0 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i0_in_valid),
    .in_data_i   (sw_s2_i0_in_data),
    .in_credit_o (sw_s2_i0_in_credit),
    .out_valid_o (sw_s2_i0_out_valid),
    .out_data_o  (sw_s2_i0_out_data),
    .out_credit_i(sw_s2_i0_out_credit),
    .in_credit_vc_o (sw_s2_i0_in_credit_vc),
    .out_credit_vc_i(sw_s2_i0_out_credit_vc),
    .vc_o        (sw_s2_i0_vc),
    .in_fb_o     (sw_s2_i0_in_fb),
    .out_fb_i    (sw_s2_i0_out_fb),
    .in_fw_i     (sw_s2_i0_in_fw),
    .out_fw_o    (sw_s2_i0_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i0_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i0_stat_data),
    .mon_o       (sw_s2_i0_mon),
    .cam_o       (sw_s2_i0_cam),
    .fullbuf_o   (switch_fullbuf_o[8*FBB +: FBB])
  );
  assign switch_err_o[8] = |sw_s2_i0_err_count;
  sg_switch #(
    .ROUTE_INIT(16'h5500)
  ) sw_s2_i1 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i1_in_valid),
    .in_data_i   (sw_s2_i1_in_data),
    .in_credit_o (sw_s2_i1_in_credit),
    .out_valid_o (sw_s2_i1_out_valid),
    .out_data_o  (sw_s2_i1_out_data),
    .out_credit_i(sw_s2_i1_out_credit),
    .in_credit_vc_o (sw_s2_i1_in_credit_vc),
    .out_credit_vc_i(sw_s2_i1_out_credit_vc),
    .vc_o        (sw_s2_i1_vc),
    .in_fb_o     (sw_s2_i1_in_fb),
    .out_fb_i    (sw_s2_i1_out_fb),
    .in_fw_i     (sw_s2_i1_in_fw),
    .out_fw_o    (sw_s2_i1_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i1_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i1_stat_data),
    .mon_o       (sw_s2_i1_mon),
    .cam_o       (sw_s2_i1_cam),
    .fullbuf_o   (switch_fullbuf_o[9*FBB +: FBB])
  );
  assign switch_err_o[9] = |sw_s2_i1_err_count;
  sg_switch #(
    .ROUTE_INIT(16'h5500)
  ) sw_s2_i2 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i2_in_valid),
    .in_data_i   (sw_s2_i2_in_data),
    .in_credit_o (sw_s2_i2_in_credit),
    .out_valid_o (sw_s2_i2_out_valid),
    .out_data_o  (sw_s2_i2_out_data),
    .out_credit_i(sw_s2_i2_out_credit),
    .in_credit_vc_o (sw_s2_i2_in_credit_vc),
    .out_credit_vc_i(sw_s2_i2_out_credit_vc),
    .vc_o        (sw_s2_i2_vc),
    .in_fb_o     (sw_s2_i2_in_fb),
    .out_fb_i    (sw_s2_i2_out_fb),
    .in_fw_i     (sw_s2_i2_in_fw),
    .out_fw_o    (sw_s2_i2_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i2_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i2_stat_data),
    .mon_o       (sw_s2_i2_mon),
    .cam_o       (sw_s2_i2_cam),
    .fullbuf_o   (switch_fullbuf_o[10*FBB +: FBB])
  );
  assign switch_err_o[10] = |sw_s2_i2_err_count;
  sg_switch #(
    .ROUTE_INIT(16'h5500)
  ) sw_s2_i3 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i3_in_valid),
    .in_data_i   (sw_s2_i3_in_data),
    .in_credit_o (sw_s2_i3_in_credit),
    .out_valid_o (sw_s2_i3_out_valid),
    .out_data_o  (sw_s2_i3_out_data),
    .out_credit_i(sw_s2_i3_out_credit),
    .in_credit_vc_o (sw_s2_i3_in_credit_vc),
    .out_credit_vc_i(sw_s2_i3_out_credit_vc),
    .vc_o        (sw_s2_i3_vc),
    .in_fb_o     (sw_s2_i3_in_fb),
    .out_fb_i    (sw_s2_i3_out_fb),
    .in_fw_i     (sw_s2_i3_in_fw),
    .out_fw_o    (sw_s2_i3_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (4'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i3_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i3_stat_data),
    .mon_o       (sw_s2_i3_mon),
    .cam_o       (sw_s2_i3_cam),
    .fullbuf_o   (switch_fullbuf_o[11*FBB +: FBB])
  );
  assign switch_err_o[11] = |sw_s2_i3_err_count;

  // ---- status read port: the selected switch's registered read data ----
  reg [3:0] stat_sel_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      stat_sel_q <= 4'd0;
    end else begin
      stat_sel_q <= stat_switch_i;
    end
  end
  reg [31:0] stat_data;
  always @* begin
    case (stat_sel_q)
      4'd0: stat_data = sw_s0_i0_stat_data;
      4'd1: stat_data = sw_s0_i1_stat_data;
      4'd2: stat_data = sw_s0_i2_stat_data;
      4'd3: stat_data = sw_s0_i3_stat_data;
      4'd4: stat_data = sw_s1_i0_stat_data;
      4'd5: stat_data = sw_s1_i1_stat_data;
      4'd6: stat_data = sw_s1_i2_stat_data;
      4'd7: stat_data = sw_s1_i3_stat_data;
      4'd8: stat_data = sw_s2_i0_stat_data;
      4'd9: stat_data = sw_s2_i1_stat_data;
      4'd10: stat_data = sw_s2_i2_stat_data;
      4'd11: stat_data = sw_s2_i3_stat_data;
      default: stat_data = 32'd0;
    endcase
  end
  assign stat_data_o = stat_data;
  // the monitor buses serve co-simulation of single switches; unused here
  wire unused_mon = &{1'b0, sw_s0_i0_mon, sw_s0_i0_cam, sw_s0_i0_vc, sw_s0_i1_mon, sw_s0_i1_cam, sw_s0_i1_vc, sw_s0_i2_mon, sw_s0_i2_cam, sw_s0_i2_vc, sw_s0_i3_mon, sw_s0_i3_cam, sw_s0_i3_vc, sw_s1_i0_mon, sw_s1_i0_cam, sw_s1_i0_vc, sw_s1_i1_mon, sw_s1_i1_cam, sw_s1_i1_vc, sw_s1_i2_mon, sw_s1_i2_cam, sw_s1_i2_vc, sw_s1_i3_mon, sw_s1_i3_cam, sw_s1_i3_vc, sw_s2_i0_mon, sw_s2_i0_cam, sw_s2_i0_vc, sw_s2_i1_mon, sw_s2_i1_cam, sw_s2_i1_vc, sw_s2_i2_mon, sw_s2_i2_cam, sw_s2_i2_vc, sw_s2_i3_mon, sw_s2_i3_cam, sw_s2_i3_vc};
endmodule

`default_nettype wire
