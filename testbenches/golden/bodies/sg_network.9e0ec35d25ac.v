`default_nettype none

// Network top: 4-ary 2-cube (torus), 1 host(s) per router, dimension-order routing.
// 16 switches of 5 ports (sg_switch), 16 hosts at the boundary.
// Host h: host_in_*[h] is its injection link (flits into the network, credits back to the host),
// host_out_*[h] its ejection link (flits to the host, credits from the host).
module sg_network #(
  parameter integer N = 16,
  parameter integer W = 64,
  parameter integer NS = 16,
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
  output wire [15:0] host_in_credit_vc_o,
  input  wire [15:0] host_out_credit_vc_i,
  // one bit per switch: it has dropped a malformed header
  output wire [NS-1:0]  switch_err_o,
  // status read port (docs/MICROARCHITECTURE.md, "Status registers"): stat_data_o is register
  // stat_addr_i = {port, slot} of switch stat_switch_i, both of the previous cycle
  input  wire [3:0] stat_switch_i,
  input  wire [5:0] stat_addr_i,
  output wire [31:0]    stat_data_o,
  // full-buffer count of every switch (seed 003 §3; switch s at [s*FBB +: FBB]): what a side
  // band sums for self-tuned throttling
  output wire [NS*FBB-1:0] switch_fullbuf_o
);
  localparam integer P = 5;

  // sw_s0_i0: stage 0, index 0
  wire [P-1:0]   sw_s0_i0_in_valid;
  wire [P*W-1:0] sw_s0_i0_in_data;
  wire [P-1:0]   sw_s0_i0_in_credit;
  wire [P-1:0]   sw_s0_i0_out_valid;
  wire [P*W-1:0] sw_s0_i0_out_data;
  wire [P-1:0]   sw_s0_i0_out_credit;
  wire [4:0] sw_s0_i0_in_fb;
  wire [4:0] sw_s0_i0_out_fb;
  wire [4:0] sw_s0_i0_in_fw;
  wire [4:0] sw_s0_i0_out_fw;
  wire [63:0] sw_s0_i0_cam;
  wire [15:0]    sw_s0_i0_err_count;
  wire [31:0]    sw_s0_i0_stat_data;
  wire [1279:0] sw_s0_i0_mon;
  wire [4:0] sw_s0_i0_in_credit_vc;
  wire [4:0] sw_s0_i0_out_credit_vc;
  wire [639:0] sw_s0_i0_vc;
  // sw_s0_i1: stage 0, index 1
  wire [P-1:0]   sw_s0_i1_in_valid;
  wire [P*W-1:0] sw_s0_i1_in_data;
  wire [P-1:0]   sw_s0_i1_in_credit;
  wire [P-1:0]   sw_s0_i1_out_valid;
  wire [P*W-1:0] sw_s0_i1_out_data;
  wire [P-1:0]   sw_s0_i1_out_credit;
  wire [4:0] sw_s0_i1_in_fb;
  wire [4:0] sw_s0_i1_out_fb;
  wire [4:0] sw_s0_i1_in_fw;
  wire [4:0] sw_s0_i1_out_fw;
  wire [63:0] sw_s0_i1_cam;
  wire [15:0]    sw_s0_i1_err_count;
  wire [31:0]    sw_s0_i1_stat_data;
  wire [1279:0] sw_s0_i1_mon;
  wire [4:0] sw_s0_i1_in_credit_vc;
  wire [4:0] sw_s0_i1_out_credit_vc;
  wire [639:0] sw_s0_i1_vc;
  // sw_s0_i2: stage 0, index 2
  wire [P-1:0]   sw_s0_i2_in_valid;
  wire [P*W-1:0] sw_s0_i2_in_data;
  wire [P-1:0]   sw_s0_i2_in_credit;
  wire [P-1:0]   sw_s0_i2_out_valid;
  wire [P*W-1:0] sw_s0_i2_out_data;
  wire [P-1:0]   sw_s0_i2_out_credit;
  wire [4:0] sw_s0_i2_in_fb;
  wire [4:0] sw_s0_i2_out_fb;
  wire [4:0] sw_s0_i2_in_fw;
  wire [4:0] sw_s0_i2_out_fw;
  wire [63:0] sw_s0_i2_cam;
  wire [15:0]    sw_s0_i2_err_count;
  wire [31:0]    sw_s0_i2_stat_data;
  wire [1279:0] sw_s0_i2_mon;
  wire [4:0] sw_s0_i2_in_credit_vc;
  wire [4:0] sw_s0_i2_out_credit_vc;
  wire [639:0] sw_s0_i2_vc;
  // sw_s0_i3: stage 0, index 3
  wire [P-1:0]   sw_s0_i3_in_valid;
  wire [P*W-1:0] sw_s0_i3_in_data;
  wire [P-1:0]   sw_s0_i3_in_credit;
  wire [P-1:0]   sw_s0_i3_out_valid;
  wire [P*W-1:0] sw_s0_i3_out_data;
  wire [P-1:0]   sw_s0_i3_out_credit;
  wire [4:0] sw_s0_i3_in_fb;
  wire [4:0] sw_s0_i3_out_fb;
  wire [4:0] sw_s0_i3_in_fw;
  wire [4:0] sw_s0_i3_out_fw;
  wire [63:0] sw_s0_i3_cam;
  wire [15:0]    sw_s0_i3_err_count;
  wire [31:0]    sw_s0_i3_stat_data;
  wire [1279:0] sw_s0_i3_mon;
  wire [4:0] sw_s0_i3_in_credit_vc;
  wire [4:0] sw_s0_i3_out_credit_vc;
  wire [639:0] sw_s0_i3_vc;
  // sw_s0_i4: stage 0, index 4
  wire [P-1:0]   sw_s0_i4_in_valid;
  wire [P*W-1:0] sw_s0_i4_in_data;
  wire [P-1:0]   sw_s0_i4_in_credit;
  wire [P-1:0]   sw_s0_i4_out_valid;
  wire [P*W-1:0] sw_s0_i4_out_data;
  wire [P-1:0]   sw_s0_i4_out_credit;
  wire [4:0] sw_s0_i4_in_fb;
  wire [4:0] sw_s0_i4_out_fb;
  wire [4:0] sw_s0_i4_in_fw;
  wire [4:0] sw_s0_i4_out_fw;
  wire [63:0] sw_s0_i4_cam;
  wire [15:0]    sw_s0_i4_err_count;
  wire [31:0]    sw_s0_i4_stat_data;
  wire [1279:0] sw_s0_i4_mon;
  wire [4:0] sw_s0_i4_in_credit_vc;
  wire [4:0] sw_s0_i4_out_credit_vc;
  wire [639:0] sw_s0_i4_vc;
  // sw_s0_i5: stage 0, index 5
  wire [P-1:0]   sw_s0_i5_in_valid;
  wire [P*W-1:0] sw_s0_i5_in_data;
  wire [P-1:0]   sw_s0_i5_in_credit;
  wire [P-1:0]   sw_s0_i5_out_valid;
  wire [P*W-1:0] sw_s0_i5_out_data;
  wire [P-1:0]   sw_s0_i5_out_credit;
  wire [4:0] sw_s0_i5_in_fb;
  wire [4:0] sw_s0_i5_out_fb;
  wire [4:0] sw_s0_i5_in_fw;
  wire [4:0] sw_s0_i5_out_fw;
  wire [63:0] sw_s0_i5_cam;
  wire [15:0]    sw_s0_i5_err_count;
  wire [31:0]    sw_s0_i5_stat_data;
  wire [1279:0] sw_s0_i5_mon;
  wire [4:0] sw_s0_i5_in_credit_vc;
  wire [4:0] sw_s0_i5_out_credit_vc;
  wire [639:0] sw_s0_i5_vc;
  // sw_s0_i6: stage 0, index 6
  wire [P-1:0]   sw_s0_i6_in_valid;
  wire [P*W-1:0] sw_s0_i6_in_data;
  wire [P-1:0]   sw_s0_i6_in_credit;
  wire [P-1:0]   sw_s0_i6_out_valid;
  wire [P*W-1:0] sw_s0_i6_out_data;
  wire [P-1:0]   sw_s0_i6_out_credit;
  wire [4:0] sw_s0_i6_in_fb;
  wire [4:0] sw_s0_i6_out_fb;
  wire [4:0] sw_s0_i6_in_fw;
  wire [4:0] sw_s0_i6_out_fw;
  wire [63:0] sw_s0_i6_cam;
  wire [15:0]    sw_s0_i6_err_count;
  wire [31:0]    sw_s0_i6_stat_data;
  wire [1279:0] sw_s0_i6_mon;
  wire [4:0] sw_s0_i6_in_credit_vc;
  wire [4:0] sw_s0_i6_out_credit_vc;
  wire [639:0] sw_s0_i6_vc;
  // sw_s0_i7: stage 0, index 7
  wire [P-1:0]   sw_s0_i7_in_valid;
  wire [P*W-1:0] sw_s0_i7_in_data;
  wire [P-1:0]   sw_s0_i7_in_credit;
  wire [P-1:0]   sw_s0_i7_out_valid;
  wire [P*W-1:0] sw_s0_i7_out_data;
  wire [P-1:0]   sw_s0_i7_out_credit;
  wire [4:0] sw_s0_i7_in_fb;
  wire [4:0] sw_s0_i7_out_fb;
  wire [4:0] sw_s0_i7_in_fw;
  wire [4:0] sw_s0_i7_out_fw;
  wire [63:0] sw_s0_i7_cam;
  wire [15:0]    sw_s0_i7_err_count;
  wire [31:0]    sw_s0_i7_stat_data;
  wire [1279:0] sw_s0_i7_mon;
  wire [4:0] sw_s0_i7_in_credit_vc;
  wire [4:0] sw_s0_i7_out_credit_vc;
  wire [639:0] sw_s0_i7_vc;
  // sw_s0_i8: stage 0, index 8
  wire [P-1:0]   sw_s0_i8_in_valid;
  wire [P*W-1:0] sw_s0_i8_in_data;
  wire [P-1:0]   sw_s0_i8_in_credit;
  wire [P-1:0]   sw_s0_i8_out_valid;
  wire [P*W-1:0] sw_s0_i8_out_data;
  wire [P-1:0]   sw_s0_i8_out_credit;
  wire [4:0] sw_s0_i8_in_fb;
  wire [4:0] sw_s0_i8_out_fb;
  wire [4:0] sw_s0_i8_in_fw;
  wire [4:0] sw_s0_i8_out_fw;
  wire [63:0] sw_s0_i8_cam;
  wire [15:0]    sw_s0_i8_err_count;
  wire [31:0]    sw_s0_i8_stat_data;
  wire [1279:0] sw_s0_i8_mon;
  wire [4:0] sw_s0_i8_in_credit_vc;
  wire [4:0] sw_s0_i8_out_credit_vc;
  wire [639:0] sw_s0_i8_vc;
  // sw_s0_i9: stage 0, index 9
  wire [P-1:0]   sw_s0_i9_in_valid;
  wire [P*W-1:0] sw_s0_i9_in_data;
  wire [P-1:0]   sw_s0_i9_in_credit;
  wire [P-1:0]   sw_s0_i9_out_valid;
  wire [P*W-1:0] sw_s0_i9_out_data;
  wire [P-1:0]   sw_s0_i9_out_credit;
  wire [4:0] sw_s0_i9_in_fb;
  wire [4:0] sw_s0_i9_out_fb;
  wire [4:0] sw_s0_i9_in_fw;
  wire [4:0] sw_s0_i9_out_fw;
  wire [63:0] sw_s0_i9_cam;
  wire [15:0]    sw_s0_i9_err_count;
  wire [31:0]    sw_s0_i9_stat_data;
  wire [1279:0] sw_s0_i9_mon;
  wire [4:0] sw_s0_i9_in_credit_vc;
  wire [4:0] sw_s0_i9_out_credit_vc;
  wire [639:0] sw_s0_i9_vc;
  // sw_s0_i10: stage 0, index 10
  wire [P-1:0]   sw_s0_i10_in_valid;
  wire [P*W-1:0] sw_s0_i10_in_data;
  wire [P-1:0]   sw_s0_i10_in_credit;
  wire [P-1:0]   sw_s0_i10_out_valid;
  wire [P*W-1:0] sw_s0_i10_out_data;
  wire [P-1:0]   sw_s0_i10_out_credit;
  wire [4:0] sw_s0_i10_in_fb;
  wire [4:0] sw_s0_i10_out_fb;
  wire [4:0] sw_s0_i10_in_fw;
  wire [4:0] sw_s0_i10_out_fw;
  wire [63:0] sw_s0_i10_cam;
  wire [15:0]    sw_s0_i10_err_count;
  wire [31:0]    sw_s0_i10_stat_data;
  wire [1279:0] sw_s0_i10_mon;
  wire [4:0] sw_s0_i10_in_credit_vc;
  wire [4:0] sw_s0_i10_out_credit_vc;
  wire [639:0] sw_s0_i10_vc;
  // sw_s0_i11: stage 0, index 11
  wire [P-1:0]   sw_s0_i11_in_valid;
  wire [P*W-1:0] sw_s0_i11_in_data;
  wire [P-1:0]   sw_s0_i11_in_credit;
  wire [P-1:0]   sw_s0_i11_out_valid;
  wire [P*W-1:0] sw_s0_i11_out_data;
  wire [P-1:0]   sw_s0_i11_out_credit;
  wire [4:0] sw_s0_i11_in_fb;
  wire [4:0] sw_s0_i11_out_fb;
  wire [4:0] sw_s0_i11_in_fw;
  wire [4:0] sw_s0_i11_out_fw;
  wire [63:0] sw_s0_i11_cam;
  wire [15:0]    sw_s0_i11_err_count;
  wire [31:0]    sw_s0_i11_stat_data;
  wire [1279:0] sw_s0_i11_mon;
  wire [4:0] sw_s0_i11_in_credit_vc;
  wire [4:0] sw_s0_i11_out_credit_vc;
  wire [639:0] sw_s0_i11_vc;
  // sw_s0_i12: stage 0, index 12
  wire [P-1:0]   sw_s0_i12_in_valid;
  wire [P*W-1:0] sw_s0_i12_in_data;
  wire [P-1:0]   sw_s0_i12_in_credit;
  wire [P-1:0]   sw_s0_i12_out_valid;
  wire [P*W-1:0] sw_s0_i12_out_data;
  wire [P-1:0]   sw_s0_i12_out_credit;
  wire [4:0] sw_s0_i12_in_fb;
  wire [4:0] sw_s0_i12_out_fb;
  wire [4:0] sw_s0_i12_in_fw;
  wire [4:0] sw_s0_i12_out_fw;
  wire [63:0] sw_s0_i12_cam;
  wire [15:0]    sw_s0_i12_err_count;
  wire [31:0]    sw_s0_i12_stat_data;
  wire [1279:0] sw_s0_i12_mon;
  wire [4:0] sw_s0_i12_in_credit_vc;
  wire [4:0] sw_s0_i12_out_credit_vc;
  wire [639:0] sw_s0_i12_vc;
  // sw_s0_i13: stage 0, index 13
  wire [P-1:0]   sw_s0_i13_in_valid;
  wire [P*W-1:0] sw_s0_i13_in_data;
  wire [P-1:0]   sw_s0_i13_in_credit;
  wire [P-1:0]   sw_s0_i13_out_valid;
  wire [P*W-1:0] sw_s0_i13_out_data;
  wire [P-1:0]   sw_s0_i13_out_credit;
  wire [4:0] sw_s0_i13_in_fb;
  wire [4:0] sw_s0_i13_out_fb;
  wire [4:0] sw_s0_i13_in_fw;
  wire [4:0] sw_s0_i13_out_fw;
  wire [63:0] sw_s0_i13_cam;
  wire [15:0]    sw_s0_i13_err_count;
  wire [31:0]    sw_s0_i13_stat_data;
  wire [1279:0] sw_s0_i13_mon;
  wire [4:0] sw_s0_i13_in_credit_vc;
  wire [4:0] sw_s0_i13_out_credit_vc;
  wire [639:0] sw_s0_i13_vc;
  // sw_s0_i14: stage 0, index 14
  wire [P-1:0]   sw_s0_i14_in_valid;
  wire [P*W-1:0] sw_s0_i14_in_data;
  wire [P-1:0]   sw_s0_i14_in_credit;
  wire [P-1:0]   sw_s0_i14_out_valid;
  wire [P*W-1:0] sw_s0_i14_out_data;
  wire [P-1:0]   sw_s0_i14_out_credit;
  wire [4:0] sw_s0_i14_in_fb;
  wire [4:0] sw_s0_i14_out_fb;
  wire [4:0] sw_s0_i14_in_fw;
  wire [4:0] sw_s0_i14_out_fw;
  wire [63:0] sw_s0_i14_cam;
  wire [15:0]    sw_s0_i14_err_count;
  wire [31:0]    sw_s0_i14_stat_data;
  wire [1279:0] sw_s0_i14_mon;
  wire [4:0] sw_s0_i14_in_credit_vc;
  wire [4:0] sw_s0_i14_out_credit_vc;
  wire [639:0] sw_s0_i14_vc;
  // sw_s0_i15: stage 0, index 15
  wire [P-1:0]   sw_s0_i15_in_valid;
  wire [P*W-1:0] sw_s0_i15_in_data;
  wire [P-1:0]   sw_s0_i15_in_credit;
  wire [P-1:0]   sw_s0_i15_out_valid;
  wire [P*W-1:0] sw_s0_i15_out_data;
  wire [P-1:0]   sw_s0_i15_out_credit;
  wire [4:0] sw_s0_i15_in_fb;
  wire [4:0] sw_s0_i15_out_fb;
  wire [4:0] sw_s0_i15_in_fw;
  wire [4:0] sw_s0_i15_out_fw;
  wire [63:0] sw_s0_i15_cam;
  wire [15:0]    sw_s0_i15_err_count;
  wire [31:0]    sw_s0_i15_stat_data;
  wire [1279:0] sw_s0_i15_mon;
  wire [4:0] sw_s0_i15_in_credit_vc;
  wire [4:0] sw_s0_i15_out_credit_vc;
  wire [639:0] sw_s0_i15_vc;

  // ---- links ----
  assign sw_s0_i0_in_valid[0] = host_in_valid_i[0];
  assign sw_s0_i0_in_data[63:0] = host_in_data_i[63:0];
  assign host_in_credit_o[0] = sw_s0_i0_in_credit[0];
  assign host_in_credit_vc_o[0:0] = sw_s0_i0_in_credit_vc[0:0];
  assign sw_s0_i0_in_fw[0:0] = 1'd0;
  assign sw_s0_i0_in_valid[1] = sw_s0_i3_out_valid[2];
  assign sw_s0_i0_in_data[127:64] = sw_s0_i3_out_data[191:128];
  assign sw_s0_i3_out_credit[2] = sw_s0_i0_in_credit[1];
  assign sw_s0_i3_out_credit_vc[2:2] = sw_s0_i0_in_credit_vc[1:1];
  assign sw_s0_i3_out_fb[2:2] = sw_s0_i0_in_fb[1:1];
  assign sw_s0_i0_in_fw[1:1] = sw_s0_i3_out_fw[2:2];
  assign sw_s0_i0_in_valid[2] = sw_s0_i1_out_valid[1];
  assign sw_s0_i0_in_data[191:128] = sw_s0_i1_out_data[127:64];
  assign sw_s0_i1_out_credit[1] = sw_s0_i0_in_credit[2];
  assign sw_s0_i1_out_credit_vc[1:1] = sw_s0_i0_in_credit_vc[2:2];
  assign sw_s0_i1_out_fb[1:1] = sw_s0_i0_in_fb[2:2];
  assign sw_s0_i0_in_fw[2:2] = sw_s0_i1_out_fw[1:1];
  assign sw_s0_i0_in_valid[3] = sw_s0_i12_out_valid[4];
  assign sw_s0_i0_in_data[255:192] = sw_s0_i12_out_data[319:256];
  assign sw_s0_i12_out_credit[4] = sw_s0_i0_in_credit[3];
  assign sw_s0_i12_out_credit_vc[4:4] = sw_s0_i0_in_credit_vc[3:3];
  assign sw_s0_i12_out_fb[4:4] = sw_s0_i0_in_fb[3:3];
  assign sw_s0_i0_in_fw[3:3] = sw_s0_i12_out_fw[4:4];
  assign sw_s0_i0_in_valid[4] = sw_s0_i4_out_valid[3];
  assign sw_s0_i0_in_data[319:256] = sw_s0_i4_out_data[255:192];
  assign sw_s0_i4_out_credit[3] = sw_s0_i0_in_credit[4];
  assign sw_s0_i4_out_credit_vc[3:3] = sw_s0_i0_in_credit_vc[4:4];
  assign sw_s0_i4_out_fb[3:3] = sw_s0_i0_in_fb[4:4];
  assign sw_s0_i0_in_fw[4:4] = sw_s0_i4_out_fw[3:3];
  assign host_out_valid_o[0] = sw_s0_i0_out_valid[0];
  assign host_out_data_o[63:0] = sw_s0_i0_out_data[63:0];
  assign sw_s0_i0_out_credit[0] = host_out_credit_i[0];
  assign sw_s0_i0_out_credit_vc[0:0] = host_out_credit_vc_i[0:0];
  assign sw_s0_i0_out_fb[0:0] = 1'd0;
  assign sw_s0_i1_in_valid[0] = host_in_valid_i[1];
  assign sw_s0_i1_in_data[63:0] = host_in_data_i[127:64];
  assign host_in_credit_o[1] = sw_s0_i1_in_credit[0];
  assign host_in_credit_vc_o[1:1] = sw_s0_i1_in_credit_vc[0:0];
  assign sw_s0_i1_in_fw[0:0] = 1'd0;
  assign sw_s0_i1_in_valid[1] = sw_s0_i0_out_valid[2];
  assign sw_s0_i1_in_data[127:64] = sw_s0_i0_out_data[191:128];
  assign sw_s0_i0_out_credit[2] = sw_s0_i1_in_credit[1];
  assign sw_s0_i0_out_credit_vc[2:2] = sw_s0_i1_in_credit_vc[1:1];
  assign sw_s0_i0_out_fb[2:2] = sw_s0_i1_in_fb[1:1];
  assign sw_s0_i1_in_fw[1:1] = sw_s0_i0_out_fw[2:2];
  assign sw_s0_i1_in_valid[2] = sw_s0_i2_out_valid[1];
  assign sw_s0_i1_in_data[191:128] = sw_s0_i2_out_data[127:64];
  assign sw_s0_i2_out_credit[1] = sw_s0_i1_in_credit[2];
  assign sw_s0_i2_out_credit_vc[1:1] = sw_s0_i1_in_credit_vc[2:2];
  assign sw_s0_i2_out_fb[1:1] = sw_s0_i1_in_fb[2:2];
  assign sw_s0_i1_in_fw[2:2] = sw_s0_i2_out_fw[1:1];
  assign sw_s0_i1_in_valid[3] = sw_s0_i13_out_valid[4];
  assign sw_s0_i1_in_data[255:192] = sw_s0_i13_out_data[319:256];
  assign sw_s0_i13_out_credit[4] = sw_s0_i1_in_credit[3];
  assign sw_s0_i13_out_credit_vc[4:4] = sw_s0_i1_in_credit_vc[3:3];
  assign sw_s0_i13_out_fb[4:4] = sw_s0_i1_in_fb[3:3];
  assign sw_s0_i1_in_fw[3:3] = sw_s0_i13_out_fw[4:4];
  assign sw_s0_i1_in_valid[4] = sw_s0_i5_out_valid[3];
  assign sw_s0_i1_in_data[319:256] = sw_s0_i5_out_data[255:192];
  assign sw_s0_i5_out_credit[3] = sw_s0_i1_in_credit[4];
  assign sw_s0_i5_out_credit_vc[3:3] = sw_s0_i1_in_credit_vc[4:4];
  assign sw_s0_i5_out_fb[3:3] = sw_s0_i1_in_fb[4:4];
  assign sw_s0_i1_in_fw[4:4] = sw_s0_i5_out_fw[3:3];
  assign host_out_valid_o[1] = sw_s0_i1_out_valid[0];
  assign host_out_data_o[127:64] = sw_s0_i1_out_data[63:0];
  assign sw_s0_i1_out_credit[0] = host_out_credit_i[1];
  assign sw_s0_i1_out_credit_vc[0:0] = host_out_credit_vc_i[1:1];
  assign sw_s0_i1_out_fb[0:0] = 1'd0;
  assign sw_s0_i2_in_valid[0] = host_in_valid_i[2];
  assign sw_s0_i2_in_data[63:0] = host_in_data_i[191:128];
  assign host_in_credit_o[2] = sw_s0_i2_in_credit[0];
  assign host_in_credit_vc_o[2:2] = sw_s0_i2_in_credit_vc[0:0];
  assign sw_s0_i2_in_fw[0:0] = 1'd0;
  assign sw_s0_i2_in_valid[1] = sw_s0_i1_out_valid[2];
  assign sw_s0_i2_in_data[127:64] = sw_s0_i1_out_data[191:128];
  assign sw_s0_i1_out_credit[2] = sw_s0_i2_in_credit[1];
  assign sw_s0_i1_out_credit_vc[2:2] = sw_s0_i2_in_credit_vc[1:1];
  assign sw_s0_i1_out_fb[2:2] = sw_s0_i2_in_fb[1:1];
  assign sw_s0_i2_in_fw[1:1] = sw_s0_i1_out_fw[2:2];
  assign sw_s0_i2_in_valid[2] = sw_s0_i3_out_valid[1];
  assign sw_s0_i2_in_data[191:128] = sw_s0_i3_out_data[127:64];
  assign sw_s0_i3_out_credit[1] = sw_s0_i2_in_credit[2];
  assign sw_s0_i3_out_credit_vc[1:1] = sw_s0_i2_in_credit_vc[2:2];
  assign sw_s0_i3_out_fb[1:1] = sw_s0_i2_in_fb[2:2];
  assign sw_s0_i2_in_fw[2:2] = sw_s0_i3_out_fw[1:1];
  assign sw_s0_i2_in_valid[3] = sw_s0_i14_out_valid[4];
  assign sw_s0_i2_in_data[255:192] = sw_s0_i14_out_data[319:256];
  assign sw_s0_i14_out_credit[4] = sw_s0_i2_in_credit[3];
  assign sw_s0_i14_out_credit_vc[4:4] = sw_s0_i2_in_credit_vc[3:3];
  assign sw_s0_i14_out_fb[4:4] = sw_s0_i2_in_fb[3:3];
  assign sw_s0_i2_in_fw[3:3] = sw_s0_i14_out_fw[4:4];
  assign sw_s0_i2_in_valid[4] = sw_s0_i6_out_valid[3];
  assign sw_s0_i2_in_data[319:256] = sw_s0_i6_out_data[255:192];
  assign sw_s0_i6_out_credit[3] = sw_s0_i2_in_credit[4];
  assign sw_s0_i6_out_credit_vc[3:3] = sw_s0_i2_in_credit_vc[4:4];
  assign sw_s0_i6_out_fb[3:3] = sw_s0_i2_in_fb[4:4];
  assign sw_s0_i2_in_fw[4:4] = sw_s0_i6_out_fw[3:3];
  assign host_out_valid_o[2] = sw_s0_i2_out_valid[0];
  assign host_out_data_o[191:128] = sw_s0_i2_out_data[63:0];
  assign sw_s0_i2_out_credit[0] = host_out_credit_i[2];
  assign sw_s0_i2_out_credit_vc[0:0] = host_out_credit_vc_i[2:2];
  assign sw_s0_i2_out_fb[0:0] = 1'd0;
  assign sw_s0_i3_in_valid[0] = host_in_valid_i[3];
  assign sw_s0_i3_in_data[63:0] = host_in_data_i[255:192];
  assign host_in_credit_o[3] = sw_s0_i3_in_credit[0];
  assign host_in_credit_vc_o[3:3] = sw_s0_i3_in_credit_vc[0:0];
  assign sw_s0_i3_in_fw[0:0] = 1'd0;
  assign sw_s0_i3_in_valid[1] = sw_s0_i2_out_valid[2];
  assign sw_s0_i3_in_data[127:64] = sw_s0_i2_out_data[191:128];
  assign sw_s0_i2_out_credit[2] = sw_s0_i3_in_credit[1];
  assign sw_s0_i2_out_credit_vc[2:2] = sw_s0_i3_in_credit_vc[1:1];
  assign sw_s0_i2_out_fb[2:2] = sw_s0_i3_in_fb[1:1];
  assign sw_s0_i3_in_fw[1:1] = sw_s0_i2_out_fw[2:2];
  assign sw_s0_i3_in_valid[2] = sw_s0_i0_out_valid[1];
  assign sw_s0_i3_in_data[191:128] = sw_s0_i0_out_data[127:64];
  assign sw_s0_i0_out_credit[1] = sw_s0_i3_in_credit[2];
  assign sw_s0_i0_out_credit_vc[1:1] = sw_s0_i3_in_credit_vc[2:2];
  assign sw_s0_i0_out_fb[1:1] = sw_s0_i3_in_fb[2:2];
  assign sw_s0_i3_in_fw[2:2] = sw_s0_i0_out_fw[1:1];
  assign sw_s0_i3_in_valid[3] = sw_s0_i15_out_valid[4];
  assign sw_s0_i3_in_data[255:192] = sw_s0_i15_out_data[319:256];
  assign sw_s0_i15_out_credit[4] = sw_s0_i3_in_credit[3];
  assign sw_s0_i15_out_credit_vc[4:4] = sw_s0_i3_in_credit_vc[3:3];
  assign sw_s0_i15_out_fb[4:4] = sw_s0_i3_in_fb[3:3];
  assign sw_s0_i3_in_fw[3:3] = sw_s0_i15_out_fw[4:4];
  assign sw_s0_i3_in_valid[4] = sw_s0_i7_out_valid[3];
  assign sw_s0_i3_in_data[319:256] = sw_s0_i7_out_data[255:192];
  assign sw_s0_i7_out_credit[3] = sw_s0_i3_in_credit[4];
  assign sw_s0_i7_out_credit_vc[3:3] = sw_s0_i3_in_credit_vc[4:4];
  assign sw_s0_i7_out_fb[3:3] = sw_s0_i3_in_fb[4:4];
  assign sw_s0_i3_in_fw[4:4] = sw_s0_i7_out_fw[3:3];
  assign host_out_valid_o[3] = sw_s0_i3_out_valid[0];
  assign host_out_data_o[255:192] = sw_s0_i3_out_data[63:0];
  assign sw_s0_i3_out_credit[0] = host_out_credit_i[3];
  assign sw_s0_i3_out_credit_vc[0:0] = host_out_credit_vc_i[3:3];
  assign sw_s0_i3_out_fb[0:0] = 1'd0;
  assign sw_s0_i4_in_valid[0] = host_in_valid_i[4];
  assign sw_s0_i4_in_data[63:0] = host_in_data_i[319:256];
  assign host_in_credit_o[4] = sw_s0_i4_in_credit[0];
  assign host_in_credit_vc_o[4:4] = sw_s0_i4_in_credit_vc[0:0];
  assign sw_s0_i4_in_fw[0:0] = 1'd0;
  assign sw_s0_i4_in_valid[1] = sw_s0_i7_out_valid[2];
  assign sw_s0_i4_in_data[127:64] = sw_s0_i7_out_data[191:128];
  assign sw_s0_i7_out_credit[2] = sw_s0_i4_in_credit[1];
  assign sw_s0_i7_out_credit_vc[2:2] = sw_s0_i4_in_credit_vc[1:1];
  assign sw_s0_i7_out_fb[2:2] = sw_s0_i4_in_fb[1:1];
  assign sw_s0_i4_in_fw[1:1] = sw_s0_i7_out_fw[2:2];
  assign sw_s0_i4_in_valid[2] = sw_s0_i5_out_valid[1];
  assign sw_s0_i4_in_data[191:128] = sw_s0_i5_out_data[127:64];
  assign sw_s0_i5_out_credit[1] = sw_s0_i4_in_credit[2];
  assign sw_s0_i5_out_credit_vc[1:1] = sw_s0_i4_in_credit_vc[2:2];
  assign sw_s0_i5_out_fb[1:1] = sw_s0_i4_in_fb[2:2];
  assign sw_s0_i4_in_fw[2:2] = sw_s0_i5_out_fw[1:1];
  assign sw_s0_i4_in_valid[3] = sw_s0_i0_out_valid[4];
  assign sw_s0_i4_in_data[255:192] = sw_s0_i0_out_data[319:256];
  assign sw_s0_i0_out_credit[4] = sw_s0_i4_in_credit[3];
  assign sw_s0_i0_out_credit_vc[4:4] = sw_s0_i4_in_credit_vc[3:3];
  assign sw_s0_i0_out_fb[4:4] = sw_s0_i4_in_fb[3:3];
  assign sw_s0_i4_in_fw[3:3] = sw_s0_i0_out_fw[4:4];
  assign sw_s0_i4_in_valid[4] = sw_s0_i8_out_valid[3];
  assign sw_s0_i4_in_data[319:256] = sw_s0_i8_out_data[255:192];
  assign sw_s0_i8_out_credit[3] = sw_s0_i4_in_credit[4];
  assign sw_s0_i8_out_credit_vc[3:3] = sw_s0_i4_in_credit_vc[4:4];
  assign sw_s0_i8_out_fb[3:3] = sw_s0_i4_in_fb[4:4];
  assign sw_s0_i4_in_fw[4:4] = sw_s0_i8_out_fw[3:3];
  assign host_out_valid_o[4] = sw_s0_i4_out_valid[0];
  assign host_out_data_o[319:256] = sw_s0_i4_out_data[63:0];
  assign sw_s0_i4_out_credit[0] = host_out_credit_i[4];
  assign sw_s0_i4_out_credit_vc[0:0] = host_out_credit_vc_i[4:4];
  assign sw_s0_i4_out_fb[0:0] = 1'd0;
  assign sw_s0_i5_in_valid[0] = host_in_valid_i[5];
  assign sw_s0_i5_in_data[63:0] = host_in_data_i[383:320];
  assign host_in_credit_o[5] = sw_s0_i5_in_credit[0];
  assign host_in_credit_vc_o[5:5] = sw_s0_i5_in_credit_vc[0:0];
  assign sw_s0_i5_in_fw[0:0] = 1'd0;
  assign sw_s0_i5_in_valid[1] = sw_s0_i4_out_valid[2];
  assign sw_s0_i5_in_data[127:64] = sw_s0_i4_out_data[191:128];
  assign sw_s0_i4_out_credit[2] = sw_s0_i5_in_credit[1];
  assign sw_s0_i4_out_credit_vc[2:2] = sw_s0_i5_in_credit_vc[1:1];
  assign sw_s0_i4_out_fb[2:2] = sw_s0_i5_in_fb[1:1];
  assign sw_s0_i5_in_fw[1:1] = sw_s0_i4_out_fw[2:2];
  assign sw_s0_i5_in_valid[2] = sw_s0_i6_out_valid[1];
  assign sw_s0_i5_in_data[191:128] = sw_s0_i6_out_data[127:64];
  assign sw_s0_i6_out_credit[1] = sw_s0_i5_in_credit[2];
  assign sw_s0_i6_out_credit_vc[1:1] = sw_s0_i5_in_credit_vc[2:2];
  assign sw_s0_i6_out_fb[1:1] = sw_s0_i5_in_fb[2:2];
  assign sw_s0_i5_in_fw[2:2] = sw_s0_i6_out_fw[1:1];
  assign sw_s0_i5_in_valid[3] = sw_s0_i1_out_valid[4];
  assign sw_s0_i5_in_data[255:192] = sw_s0_i1_out_data[319:256];
  assign sw_s0_i1_out_credit[4] = sw_s0_i5_in_credit[3];
  assign sw_s0_i1_out_credit_vc[4:4] = sw_s0_i5_in_credit_vc[3:3];
  assign sw_s0_i1_out_fb[4:4] = sw_s0_i5_in_fb[3:3];
  assign sw_s0_i5_in_fw[3:3] = sw_s0_i1_out_fw[4:4];
  assign sw_s0_i5_in_valid[4] = sw_s0_i9_out_valid[3];
  assign sw_s0_i5_in_data[319:256] = sw_s0_i9_out_data[255:192];
  assign sw_s0_i9_out_credit[3] = sw_s0_i5_in_credit[4];
  assign sw_s0_i9_out_credit_vc[3:3] = sw_s0_i5_in_credit_vc[4:4];
  assign sw_s0_i9_out_fb[3:3] = sw_s0_i5_in_fb[4:4];
  assign sw_s0_i5_in_fw[4:4] = sw_s0_i9_out_fw[3:3];
  assign host_out_valid_o[5] = sw_s0_i5_out_valid[0];
  assign host_out_data_o[383:320] = sw_s0_i5_out_data[63:0];
  assign sw_s0_i5_out_credit[0] = host_out_credit_i[5];
  assign sw_s0_i5_out_credit_vc[0:0] = host_out_credit_vc_i[5:5];
  assign sw_s0_i5_out_fb[0:0] = 1'd0;
  assign sw_s0_i6_in_valid[0] = host_in_valid_i[6];
  assign sw_s0_i6_in_data[63:0] = host_in_data_i[447:384];
  assign host_in_credit_o[6] = sw_s0_i6_in_credit[0];
  assign host_in_credit_vc_o[6:6] = sw_s0_i6_in_credit_vc[0:0];
  assign sw_s0_i6_in_fw[0:0] = 1'd0;
  assign sw_s0_i6_in_valid[1] = sw_s0_i5_out_valid[2];
  assign sw_s0_i6_in_data[127:64] = sw_s0_i5_out_data[191:128];
  assign sw_s0_i5_out_credit[2] = sw_s0_i6_in_credit[1];
  assign sw_s0_i5_out_credit_vc[2:2] = sw_s0_i6_in_credit_vc[1:1];
  assign sw_s0_i5_out_fb[2:2] = sw_s0_i6_in_fb[1:1];
  assign sw_s0_i6_in_fw[1:1] = sw_s0_i5_out_fw[2:2];
  assign sw_s0_i6_in_valid[2] = sw_s0_i7_out_valid[1];
  assign sw_s0_i6_in_data[191:128] = sw_s0_i7_out_data[127:64];
  assign sw_s0_i7_out_credit[1] = sw_s0_i6_in_credit[2];
  assign sw_s0_i7_out_credit_vc[1:1] = sw_s0_i6_in_credit_vc[2:2];
  assign sw_s0_i7_out_fb[1:1] = sw_s0_i6_in_fb[2:2];
  assign sw_s0_i6_in_fw[2:2] = sw_s0_i7_out_fw[1:1];
  assign sw_s0_i6_in_valid[3] = sw_s0_i2_out_valid[4];
  assign sw_s0_i6_in_data[255:192] = sw_s0_i2_out_data[319:256];
  assign sw_s0_i2_out_credit[4] = sw_s0_i6_in_credit[3];
  assign sw_s0_i2_out_credit_vc[4:4] = sw_s0_i6_in_credit_vc[3:3];
  assign sw_s0_i2_out_fb[4:4] = sw_s0_i6_in_fb[3:3];
  assign sw_s0_i6_in_fw[3:3] = sw_s0_i2_out_fw[4:4];
  assign sw_s0_i6_in_valid[4] = sw_s0_i10_out_valid[3];
  assign sw_s0_i6_in_data[319:256] = sw_s0_i10_out_data[255:192];
  assign sw_s0_i10_out_credit[3] = sw_s0_i6_in_credit[4];
  assign sw_s0_i10_out_credit_vc[3:3] = sw_s0_i6_in_credit_vc[4:4];
  assign sw_s0_i10_out_fb[3:3] = sw_s0_i6_in_fb[4:4];
  assign sw_s0_i6_in_fw[4:4] = sw_s0_i10_out_fw[3:3];
  assign host_out_valid_o[6] = sw_s0_i6_out_valid[0];
  assign host_out_data_o[447:384] = sw_s0_i6_out_data[63:0];
  assign sw_s0_i6_out_credit[0] = host_out_credit_i[6];
  assign sw_s0_i6_out_credit_vc[0:0] = host_out_credit_vc_i[6:6];
  assign sw_s0_i6_out_fb[0:0] = 1'd0;
  assign sw_s0_i7_in_valid[0] = host_in_valid_i[7];
  assign sw_s0_i7_in_data[63:0] = host_in_data_i[511:448];
  assign host_in_credit_o[7] = sw_s0_i7_in_credit[0];
  assign host_in_credit_vc_o[7:7] = sw_s0_i7_in_credit_vc[0:0];
  assign sw_s0_i7_in_fw[0:0] = 1'd0;
  assign sw_s0_i7_in_valid[1] = sw_s0_i6_out_valid[2];
  assign sw_s0_i7_in_data[127:64] = sw_s0_i6_out_data[191:128];
  assign sw_s0_i6_out_credit[2] = sw_s0_i7_in_credit[1];
  assign sw_s0_i6_out_credit_vc[2:2] = sw_s0_i7_in_credit_vc[1:1];
  assign sw_s0_i6_out_fb[2:2] = sw_s0_i7_in_fb[1:1];
  assign sw_s0_i7_in_fw[1:1] = sw_s0_i6_out_fw[2:2];
  assign sw_s0_i7_in_valid[2] = sw_s0_i4_out_valid[1];
  assign sw_s0_i7_in_data[191:128] = sw_s0_i4_out_data[127:64];
  assign sw_s0_i4_out_credit[1] = sw_s0_i7_in_credit[2];
  assign sw_s0_i4_out_credit_vc[1:1] = sw_s0_i7_in_credit_vc[2:2];
  assign sw_s0_i4_out_fb[1:1] = sw_s0_i7_in_fb[2:2];
  assign sw_s0_i7_in_fw[2:2] = sw_s0_i4_out_fw[1:1];
  assign sw_s0_i7_in_valid[3] = sw_s0_i3_out_valid[4];
  assign sw_s0_i7_in_data[255:192] = sw_s0_i3_out_data[319:256];
  assign sw_s0_i3_out_credit[4] = sw_s0_i7_in_credit[3];
  assign sw_s0_i3_out_credit_vc[4:4] = sw_s0_i7_in_credit_vc[3:3];
  assign sw_s0_i3_out_fb[4:4] = sw_s0_i7_in_fb[3:3];
  assign sw_s0_i7_in_fw[3:3] = sw_s0_i3_out_fw[4:4];
  assign sw_s0_i7_in_valid[4] = sw_s0_i11_out_valid[3];
  assign sw_s0_i7_in_data[319:256] = sw_s0_i11_out_data[255:192];
  assign sw_s0_i11_out_credit[3] = sw_s0_i7_in_credit[4];
  assign sw_s0_i11_out_credit_vc[3:3] = sw_s0_i7_in_credit_vc[4:4];
  assign sw_s0_i11_out_fb[3:3] = sw_s0_i7_in_fb[4:4];
  assign sw_s0_i7_in_fw[4:4] = sw_s0_i11_out_fw[3:3];
  assign host_out_valid_o[7] = sw_s0_i7_out_valid[0];
  assign host_out_data_o[511:448] = sw_s0_i7_out_data[63:0];
  assign sw_s0_i7_out_credit[0] = host_out_credit_i[7];
  assign sw_s0_i7_out_credit_vc[0:0] = host_out_credit_vc_i[7:7];
  assign sw_s0_i7_out_fb[0:0] = 1'd0;
  assign sw_s0_i8_in_valid[0] = host_in_valid_i[8];
  assign sw_s0_i8_in_data[63:0] = host_in_data_i[575:512];
  assign host_in_credit_o[8] = sw_s0_i8_in_credit[0];
  assign host_in_credit_vc_o[8:8] = sw_s0_i8_in_credit_vc[0:0];
  assign sw_s0_i8_in_fw[0:0] = 1'd0;
  assign sw_s0_i8_in_valid[1] = sw_s0_i11_out_valid[2];
  assign sw_s0_i8_in_data[127:64] = sw_s0_i11_out_data[191:128];
  assign sw_s0_i11_out_credit[2] = sw_s0_i8_in_credit[1];
  assign sw_s0_i11_out_credit_vc[2:2] = sw_s0_i8_in_credit_vc[1:1];
  assign sw_s0_i11_out_fb[2:2] = sw_s0_i8_in_fb[1:1];
  assign sw_s0_i8_in_fw[1:1] = sw_s0_i11_out_fw[2:2];
  assign sw_s0_i8_in_valid[2] = sw_s0_i9_out_valid[1];
  assign sw_s0_i8_in_data[191:128] = sw_s0_i9_out_data[127:64];
  assign sw_s0_i9_out_credit[1] = sw_s0_i8_in_credit[2];
  assign sw_s0_i9_out_credit_vc[1:1] = sw_s0_i8_in_credit_vc[2:2];
  assign sw_s0_i9_out_fb[1:1] = sw_s0_i8_in_fb[2:2];
  assign sw_s0_i8_in_fw[2:2] = sw_s0_i9_out_fw[1:1];
  assign sw_s0_i8_in_valid[3] = sw_s0_i4_out_valid[4];
  assign sw_s0_i8_in_data[255:192] = sw_s0_i4_out_data[319:256];
  assign sw_s0_i4_out_credit[4] = sw_s0_i8_in_credit[3];
  assign sw_s0_i4_out_credit_vc[4:4] = sw_s0_i8_in_credit_vc[3:3];
  assign sw_s0_i4_out_fb[4:4] = sw_s0_i8_in_fb[3:3];
  assign sw_s0_i8_in_fw[3:3] = sw_s0_i4_out_fw[4:4];
  assign sw_s0_i8_in_valid[4] = sw_s0_i12_out_valid[3];
  assign sw_s0_i8_in_data[319:256] = sw_s0_i12_out_data[255:192];
  assign sw_s0_i12_out_credit[3] = sw_s0_i8_in_credit[4];
  assign sw_s0_i12_out_credit_vc[3:3] = sw_s0_i8_in_credit_vc[4:4];
  assign sw_s0_i12_out_fb[3:3] = sw_s0_i8_in_fb[4:4];
  assign sw_s0_i8_in_fw[4:4] = sw_s0_i12_out_fw[3:3];
  assign host_out_valid_o[8] = sw_s0_i8_out_valid[0];
  assign host_out_data_o[575:512] = sw_s0_i8_out_data[63:0];
  assign sw_s0_i8_out_credit[0] = host_out_credit_i[8];
  assign sw_s0_i8_out_credit_vc[0:0] = host_out_credit_vc_i[8:8];
  assign sw_s0_i8_out_fb[0:0] = 1'd0;
  assign sw_s0_i9_in_valid[0] = host_in_valid_i[9];
  assign sw_s0_i9_in_data[63:0] = host_in_data_i[639:576];
  assign host_in_credit_o[9] = sw_s0_i9_in_credit[0];
  assign host_in_credit_vc_o[9:9] = sw_s0_i9_in_credit_vc[0:0];
  assign sw_s0_i9_in_fw[0:0] = 1'd0;
  assign sw_s0_i9_in_valid[1] = sw_s0_i8_out_valid[2];
  assign sw_s0_i9_in_data[127:64] = sw_s0_i8_out_data[191:128];
  assign sw_s0_i8_out_credit[2] = sw_s0_i9_in_credit[1];
  assign sw_s0_i8_out_credit_vc[2:2] = sw_s0_i9_in_credit_vc[1:1];
  assign sw_s0_i8_out_fb[2:2] = sw_s0_i9_in_fb[1:1];
  assign sw_s0_i9_in_fw[1:1] = sw_s0_i8_out_fw[2:2];
  assign sw_s0_i9_in_valid[2] = sw_s0_i10_out_valid[1];
  assign sw_s0_i9_in_data[191:128] = sw_s0_i10_out_data[127:64];
  assign sw_s0_i10_out_credit[1] = sw_s0_i9_in_credit[2];
  assign sw_s0_i10_out_credit_vc[1:1] = sw_s0_i9_in_credit_vc[2:2];
  assign sw_s0_i10_out_fb[1:1] = sw_s0_i9_in_fb[2:2];
  assign sw_s0_i9_in_fw[2:2] = sw_s0_i10_out_fw[1:1];
  assign sw_s0_i9_in_valid[3] = sw_s0_i5_out_valid[4];
  assign sw_s0_i9_in_data[255:192] = sw_s0_i5_out_data[319:256];
  assign sw_s0_i5_out_credit[4] = sw_s0_i9_in_credit[3];
  assign sw_s0_i5_out_credit_vc[4:4] = sw_s0_i9_in_credit_vc[3:3];
  assign sw_s0_i5_out_fb[4:4] = sw_s0_i9_in_fb[3:3];
  assign sw_s0_i9_in_fw[3:3] = sw_s0_i5_out_fw[4:4];
  assign sw_s0_i9_in_valid[4] = sw_s0_i13_out_valid[3];
  assign sw_s0_i9_in_data[319:256] = sw_s0_i13_out_data[255:192];
  assign sw_s0_i13_out_credit[3] = sw_s0_i9_in_credit[4];
  assign sw_s0_i13_out_credit_vc[3:3] = sw_s0_i9_in_credit_vc[4:4];
  assign sw_s0_i13_out_fb[3:3] = sw_s0_i9_in_fb[4:4];
  assign sw_s0_i9_in_fw[4:4] = sw_s0_i13_out_fw[3:3];
  assign host_out_valid_o[9] = sw_s0_i9_out_valid[0];
  assign host_out_data_o[639:576] = sw_s0_i9_out_data[63:0];
  assign sw_s0_i9_out_credit[0] = host_out_credit_i[9];
  assign sw_s0_i9_out_credit_vc[0:0] = host_out_credit_vc_i[9:9];
  assign sw_s0_i9_out_fb[0:0] = 1'd0;
  assign sw_s0_i10_in_valid[0] = host_in_valid_i[10];
  assign sw_s0_i10_in_data[63:0] = host_in_data_i[703:640];
  assign host_in_credit_o[10] = sw_s0_i10_in_credit[0];
  assign host_in_credit_vc_o[10:10] = sw_s0_i10_in_credit_vc[0:0];
  assign sw_s0_i10_in_fw[0:0] = 1'd0;
  assign sw_s0_i10_in_valid[1] = sw_s0_i9_out_valid[2];
  assign sw_s0_i10_in_data[127:64] = sw_s0_i9_out_data[191:128];
  assign sw_s0_i9_out_credit[2] = sw_s0_i10_in_credit[1];
  assign sw_s0_i9_out_credit_vc[2:2] = sw_s0_i10_in_credit_vc[1:1];
  assign sw_s0_i9_out_fb[2:2] = sw_s0_i10_in_fb[1:1];
  assign sw_s0_i10_in_fw[1:1] = sw_s0_i9_out_fw[2:2];
  assign sw_s0_i10_in_valid[2] = sw_s0_i11_out_valid[1];
  assign sw_s0_i10_in_data[191:128] = sw_s0_i11_out_data[127:64];
  assign sw_s0_i11_out_credit[1] = sw_s0_i10_in_credit[2];
  assign sw_s0_i11_out_credit_vc[1:1] = sw_s0_i10_in_credit_vc[2:2];
  assign sw_s0_i11_out_fb[1:1] = sw_s0_i10_in_fb[2:2];
  assign sw_s0_i10_in_fw[2:2] = sw_s0_i11_out_fw[1:1];
  assign sw_s0_i10_in_valid[3] = sw_s0_i6_out_valid[4];
  assign sw_s0_i10_in_data[255:192] = sw_s0_i6_out_data[319:256];
  assign sw_s0_i6_out_credit[4] = sw_s0_i10_in_credit[3];
  assign sw_s0_i6_out_credit_vc[4:4] = sw_s0_i10_in_credit_vc[3:3];
  assign sw_s0_i6_out_fb[4:4] = sw_s0_i10_in_fb[3:3];
  assign sw_s0_i10_in_fw[3:3] = sw_s0_i6_out_fw[4:4];
  assign sw_s0_i10_in_valid[4] = sw_s0_i14_out_valid[3];
  assign sw_s0_i10_in_data[319:256] = sw_s0_i14_out_data[255:192];
  assign sw_s0_i14_out_credit[3] = sw_s0_i10_in_credit[4];
  assign sw_s0_i14_out_credit_vc[3:3] = sw_s0_i10_in_credit_vc[4:4];
  assign sw_s0_i14_out_fb[3:3] = sw_s0_i10_in_fb[4:4];
  assign sw_s0_i10_in_fw[4:4] = sw_s0_i14_out_fw[3:3];
  assign host_out_valid_o[10] = sw_s0_i10_out_valid[0];
  assign host_out_data_o[703:640] = sw_s0_i10_out_data[63:0];
  assign sw_s0_i10_out_credit[0] = host_out_credit_i[10];
  assign sw_s0_i10_out_credit_vc[0:0] = host_out_credit_vc_i[10:10];
  assign sw_s0_i10_out_fb[0:0] = 1'd0;
  assign sw_s0_i11_in_valid[0] = host_in_valid_i[11];
  assign sw_s0_i11_in_data[63:0] = host_in_data_i[767:704];
  assign host_in_credit_o[11] = sw_s0_i11_in_credit[0];
  assign host_in_credit_vc_o[11:11] = sw_s0_i11_in_credit_vc[0:0];
  assign sw_s0_i11_in_fw[0:0] = 1'd0;
  assign sw_s0_i11_in_valid[1] = sw_s0_i10_out_valid[2];
  assign sw_s0_i11_in_data[127:64] = sw_s0_i10_out_data[191:128];
  assign sw_s0_i10_out_credit[2] = sw_s0_i11_in_credit[1];
  assign sw_s0_i10_out_credit_vc[2:2] = sw_s0_i11_in_credit_vc[1:1];
  assign sw_s0_i10_out_fb[2:2] = sw_s0_i11_in_fb[1:1];
  assign sw_s0_i11_in_fw[1:1] = sw_s0_i10_out_fw[2:2];
  assign sw_s0_i11_in_valid[2] = sw_s0_i8_out_valid[1];
  assign sw_s0_i11_in_data[191:128] = sw_s0_i8_out_data[127:64];
  assign sw_s0_i8_out_credit[1] = sw_s0_i11_in_credit[2];
  assign sw_s0_i8_out_credit_vc[1:1] = sw_s0_i11_in_credit_vc[2:2];
  assign sw_s0_i8_out_fb[1:1] = sw_s0_i11_in_fb[2:2];
  assign sw_s0_i11_in_fw[2:2] = sw_s0_i8_out_fw[1:1];
  assign sw_s0_i11_in_valid[3] = sw_s0_i7_out_valid[4];
  assign sw_s0_i11_in_data[255:192] = sw_s0_i7_out_data[319:256];
  assign sw_s0_i7_out_credit[4] = sw_s0_i11_in_credit[3];
  assign sw_s0_i7_out_credit_vc[4:4] = sw_s0_i11_in_credit_vc[3:3];
  assign sw_s0_i7_out_fb[4:4] = sw_s0_i11_in_fb[3:3];
  assign sw_s0_i11_in_fw[3:3] = sw_s0_i7_out_fw[4:4];
  assign sw_s0_i11_in_valid[4] = sw_s0_i15_out_valid[3];
  assign sw_s0_i11_in_data[319:256] = sw_s0_i15_out_data[255:192];
  assign sw_s0_i15_out_credit[3] = sw_s0_i11_in_credit[4];
  assign sw_s0_i15_out_credit_vc[3:3] = sw_s0_i11_in_credit_vc[4:4];
  assign sw_s0_i15_out_fb[3:3] = sw_s0_i11_in_fb[4:4];
  assign sw_s0_i11_in_fw[4:4] = sw_s0_i15_out_fw[3:3];
  assign host_out_valid_o[11] = sw_s0_i11_out_valid[0];
  assign host_out_data_o[767:704] = sw_s0_i11_out_data[63:0];
  assign sw_s0_i11_out_credit[0] = host_out_credit_i[11];
  assign sw_s0_i11_out_credit_vc[0:0] = host_out_credit_vc_i[11:11];
  assign sw_s0_i11_out_fb[0:0] = 1'd0;
  assign sw_s0_i12_in_valid[0] = host_in_valid_i[12];
  assign sw_s0_i12_in_data[63:0] = host_in_data_i[831:768];
  assign host_in_credit_o[12] = sw_s0_i12_in_credit[0];
  assign host_in_credit_vc_o[12:12] = sw_s0_i12_in_credit_vc[0:0];
  assign sw_s0_i12_in_fw[0:0] = 1'd0;
  assign sw_s0_i12_in_valid[1] = sw_s0_i15_out_valid[2];
  assign sw_s0_i12_in_data[127:64] = sw_s0_i15_out_data[191:128];
  assign sw_s0_i15_out_credit[2] = sw_s0_i12_in_credit[1];
  assign sw_s0_i15_out_credit_vc[2:2] = sw_s0_i12_in_credit_vc[1:1];
  assign sw_s0_i15_out_fb[2:2] = sw_s0_i12_in_fb[1:1];
  assign sw_s0_i12_in_fw[1:1] = sw_s0_i15_out_fw[2:2];
  assign sw_s0_i12_in_valid[2] = sw_s0_i13_out_valid[1];
  assign sw_s0_i12_in_data[191:128] = sw_s0_i13_out_data[127:64];
  assign sw_s0_i13_out_credit[1] = sw_s0_i12_in_credit[2];
  assign sw_s0_i13_out_credit_vc[1:1] = sw_s0_i12_in_credit_vc[2:2];
  assign sw_s0_i13_out_fb[1:1] = sw_s0_i12_in_fb[2:2];
  assign sw_s0_i12_in_fw[2:2] = sw_s0_i13_out_fw[1:1];
  assign sw_s0_i12_in_valid[3] = sw_s0_i8_out_valid[4];
  assign sw_s0_i12_in_data[255:192] = sw_s0_i8_out_data[319:256];
  assign sw_s0_i8_out_credit[4] = sw_s0_i12_in_credit[3];
  assign sw_s0_i8_out_credit_vc[4:4] = sw_s0_i12_in_credit_vc[3:3];
  assign sw_s0_i8_out_fb[4:4] = sw_s0_i12_in_fb[3:3];
  assign sw_s0_i12_in_fw[3:3] = sw_s0_i8_out_fw[4:4];
  assign sw_s0_i12_in_valid[4] = sw_s0_i0_out_valid[3];
  assign sw_s0_i12_in_data[319:256] = sw_s0_i0_out_data[255:192];
  assign sw_s0_i0_out_credit[3] = sw_s0_i12_in_credit[4];
  assign sw_s0_i0_out_credit_vc[3:3] = sw_s0_i12_in_credit_vc[4:4];
  assign sw_s0_i0_out_fb[3:3] = sw_s0_i12_in_fb[4:4];
  assign sw_s0_i12_in_fw[4:4] = sw_s0_i0_out_fw[3:3];
  assign host_out_valid_o[12] = sw_s0_i12_out_valid[0];
  assign host_out_data_o[831:768] = sw_s0_i12_out_data[63:0];
  assign sw_s0_i12_out_credit[0] = host_out_credit_i[12];
  assign sw_s0_i12_out_credit_vc[0:0] = host_out_credit_vc_i[12:12];
  assign sw_s0_i12_out_fb[0:0] = 1'd0;
  assign sw_s0_i13_in_valid[0] = host_in_valid_i[13];
  assign sw_s0_i13_in_data[63:0] = host_in_data_i[895:832];
  assign host_in_credit_o[13] = sw_s0_i13_in_credit[0];
  assign host_in_credit_vc_o[13:13] = sw_s0_i13_in_credit_vc[0:0];
  assign sw_s0_i13_in_fw[0:0] = 1'd0;
  assign sw_s0_i13_in_valid[1] = sw_s0_i12_out_valid[2];
  assign sw_s0_i13_in_data[127:64] = sw_s0_i12_out_data[191:128];
  assign sw_s0_i12_out_credit[2] = sw_s0_i13_in_credit[1];
  assign sw_s0_i12_out_credit_vc[2:2] = sw_s0_i13_in_credit_vc[1:1];
  assign sw_s0_i12_out_fb[2:2] = sw_s0_i13_in_fb[1:1];
  assign sw_s0_i13_in_fw[1:1] = sw_s0_i12_out_fw[2:2];
  assign sw_s0_i13_in_valid[2] = sw_s0_i14_out_valid[1];
  assign sw_s0_i13_in_data[191:128] = sw_s0_i14_out_data[127:64];
  assign sw_s0_i14_out_credit[1] = sw_s0_i13_in_credit[2];
  assign sw_s0_i14_out_credit_vc[1:1] = sw_s0_i13_in_credit_vc[2:2];
  assign sw_s0_i14_out_fb[1:1] = sw_s0_i13_in_fb[2:2];
  assign sw_s0_i13_in_fw[2:2] = sw_s0_i14_out_fw[1:1];
  assign sw_s0_i13_in_valid[3] = sw_s0_i9_out_valid[4];
  assign sw_s0_i13_in_data[255:192] = sw_s0_i9_out_data[319:256];
  assign sw_s0_i9_out_credit[4] = sw_s0_i13_in_credit[3];
  assign sw_s0_i9_out_credit_vc[4:4] = sw_s0_i13_in_credit_vc[3:3];
  assign sw_s0_i9_out_fb[4:4] = sw_s0_i13_in_fb[3:3];
  assign sw_s0_i13_in_fw[3:3] = sw_s0_i9_out_fw[4:4];
  assign sw_s0_i13_in_valid[4] = sw_s0_i1_out_valid[3];
  assign sw_s0_i13_in_data[319:256] = sw_s0_i1_out_data[255:192];
  assign sw_s0_i1_out_credit[3] = sw_s0_i13_in_credit[4];
  assign sw_s0_i1_out_credit_vc[3:3] = sw_s0_i13_in_credit_vc[4:4];
  assign sw_s0_i1_out_fb[3:3] = sw_s0_i13_in_fb[4:4];
  assign sw_s0_i13_in_fw[4:4] = sw_s0_i1_out_fw[3:3];
  assign host_out_valid_o[13] = sw_s0_i13_out_valid[0];
  assign host_out_data_o[895:832] = sw_s0_i13_out_data[63:0];
  assign sw_s0_i13_out_credit[0] = host_out_credit_i[13];
  assign sw_s0_i13_out_credit_vc[0:0] = host_out_credit_vc_i[13:13];
  assign sw_s0_i13_out_fb[0:0] = 1'd0;
  assign sw_s0_i14_in_valid[0] = host_in_valid_i[14];
  assign sw_s0_i14_in_data[63:0] = host_in_data_i[959:896];
  assign host_in_credit_o[14] = sw_s0_i14_in_credit[0];
  assign host_in_credit_vc_o[14:14] = sw_s0_i14_in_credit_vc[0:0];
  assign sw_s0_i14_in_fw[0:0] = 1'd0;
  assign sw_s0_i14_in_valid[1] = sw_s0_i13_out_valid[2];
  assign sw_s0_i14_in_data[127:64] = sw_s0_i13_out_data[191:128];
  assign sw_s0_i13_out_credit[2] = sw_s0_i14_in_credit[1];
  assign sw_s0_i13_out_credit_vc[2:2] = sw_s0_i14_in_credit_vc[1:1];
  assign sw_s0_i13_out_fb[2:2] = sw_s0_i14_in_fb[1:1];
  assign sw_s0_i14_in_fw[1:1] = sw_s0_i13_out_fw[2:2];
  assign sw_s0_i14_in_valid[2] = sw_s0_i15_out_valid[1];
  assign sw_s0_i14_in_data[191:128] = sw_s0_i15_out_data[127:64];
  assign sw_s0_i15_out_credit[1] = sw_s0_i14_in_credit[2];
  assign sw_s0_i15_out_credit_vc[1:1] = sw_s0_i14_in_credit_vc[2:2];
  assign sw_s0_i15_out_fb[1:1] = sw_s0_i14_in_fb[2:2];
  assign sw_s0_i14_in_fw[2:2] = sw_s0_i15_out_fw[1:1];
  assign sw_s0_i14_in_valid[3] = sw_s0_i10_out_valid[4];
  assign sw_s0_i14_in_data[255:192] = sw_s0_i10_out_data[319:256];
  assign sw_s0_i10_out_credit[4] = sw_s0_i14_in_credit[3];
  assign sw_s0_i10_out_credit_vc[4:4] = sw_s0_i14_in_credit_vc[3:3];
  assign sw_s0_i10_out_fb[4:4] = sw_s0_i14_in_fb[3:3];
  assign sw_s0_i14_in_fw[3:3] = sw_s0_i10_out_fw[4:4];
  assign sw_s0_i14_in_valid[4] = sw_s0_i2_out_valid[3];
  assign sw_s0_i14_in_data[319:256] = sw_s0_i2_out_data[255:192];
  assign sw_s0_i2_out_credit[3] = sw_s0_i14_in_credit[4];
  assign sw_s0_i2_out_credit_vc[3:3] = sw_s0_i14_in_credit_vc[4:4];
  assign sw_s0_i2_out_fb[3:3] = sw_s0_i14_in_fb[4:4];
  assign sw_s0_i14_in_fw[4:4] = sw_s0_i2_out_fw[3:3];
  assign host_out_valid_o[14] = sw_s0_i14_out_valid[0];
  assign host_out_data_o[959:896] = sw_s0_i14_out_data[63:0];
  assign sw_s0_i14_out_credit[0] = host_out_credit_i[14];
  assign sw_s0_i14_out_credit_vc[0:0] = host_out_credit_vc_i[14:14];
  assign sw_s0_i14_out_fb[0:0] = 1'd0;
  assign sw_s0_i15_in_valid[0] = host_in_valid_i[15];
  assign sw_s0_i15_in_data[63:0] = host_in_data_i[1023:960];
  assign host_in_credit_o[15] = sw_s0_i15_in_credit[0];
  assign host_in_credit_vc_o[15:15] = sw_s0_i15_in_credit_vc[0:0];
  assign sw_s0_i15_in_fw[0:0] = 1'd0;
  assign sw_s0_i15_in_valid[1] = sw_s0_i14_out_valid[2];
  assign sw_s0_i15_in_data[127:64] = sw_s0_i14_out_data[191:128];
  assign sw_s0_i14_out_credit[2] = sw_s0_i15_in_credit[1];
  assign sw_s0_i14_out_credit_vc[2:2] = sw_s0_i15_in_credit_vc[1:1];
  assign sw_s0_i14_out_fb[2:2] = sw_s0_i15_in_fb[1:1];
  assign sw_s0_i15_in_fw[1:1] = sw_s0_i14_out_fw[2:2];
  assign sw_s0_i15_in_valid[2] = sw_s0_i12_out_valid[1];
  assign sw_s0_i15_in_data[191:128] = sw_s0_i12_out_data[127:64];
  assign sw_s0_i12_out_credit[1] = sw_s0_i15_in_credit[2];
  assign sw_s0_i12_out_credit_vc[1:1] = sw_s0_i15_in_credit_vc[2:2];
  assign sw_s0_i12_out_fb[1:1] = sw_s0_i15_in_fb[2:2];
  assign sw_s0_i15_in_fw[2:2] = sw_s0_i12_out_fw[1:1];
  assign sw_s0_i15_in_valid[3] = sw_s0_i11_out_valid[4];
  assign sw_s0_i15_in_data[255:192] = sw_s0_i11_out_data[319:256];
  assign sw_s0_i11_out_credit[4] = sw_s0_i15_in_credit[3];
  assign sw_s0_i11_out_credit_vc[4:4] = sw_s0_i15_in_credit_vc[3:3];
  assign sw_s0_i11_out_fb[4:4] = sw_s0_i15_in_fb[3:3];
  assign sw_s0_i15_in_fw[3:3] = sw_s0_i11_out_fw[4:4];
  assign sw_s0_i15_in_valid[4] = sw_s0_i3_out_valid[3];
  assign sw_s0_i15_in_data[319:256] = sw_s0_i3_out_data[255:192];
  assign sw_s0_i3_out_credit[3] = sw_s0_i15_in_credit[4];
  assign sw_s0_i3_out_credit_vc[3:3] = sw_s0_i15_in_credit_vc[4:4];
  assign sw_s0_i3_out_fb[3:3] = sw_s0_i15_in_fb[4:4];
  assign sw_s0_i15_in_fw[4:4] = sw_s0_i3_out_fw[3:3];
  assign host_out_valid_o[15] = sw_s0_i15_out_valid[0];
  assign host_out_data_o[1023:960] = sw_s0_i15_out_data[63:0];
  assign sw_s0_i15_out_credit[0] = host_out_credit_i[15];
  assign sw_s0_i15_out_credit_vc[0:0] = host_out_credit_vc_i[15:15];
  assign sw_s0_i15_out_fb[0:0] = 1'd0;

  // ports with nothing attached (e.g. the up ports of the top stage)
  wire unused_open = &{1'b0, sw_s0_i0_in_fb[0:0], sw_s0_i0_out_fw[0:0], sw_s0_i1_in_fb[0:0], sw_s0_i1_out_fw[0:0], sw_s0_i2_in_fb[0:0], sw_s0_i2_out_fw[0:0], sw_s0_i3_in_fb[0:0], sw_s0_i3_out_fw[0:0], sw_s0_i4_in_fb[0:0], sw_s0_i4_out_fw[0:0], sw_s0_i5_in_fb[0:0], sw_s0_i5_out_fw[0:0], sw_s0_i6_in_fb[0:0], sw_s0_i6_out_fw[0:0], sw_s0_i7_in_fb[0:0], sw_s0_i7_out_fw[0:0], sw_s0_i8_in_fb[0:0], sw_s0_i8_out_fw[0:0], sw_s0_i9_in_fb[0:0], sw_s0_i9_out_fw[0:0], sw_s0_i10_in_fb[0:0], sw_s0_i10_out_fw[0:0], sw_s0_i11_in_fb[0:0], sw_s0_i11_out_fw[0:0], sw_s0_i12_in_fb[0:0], sw_s0_i12_out_fw[0:0], sw_s0_i13_in_fb[0:0], sw_s0_i13_out_fw[0:0], sw_s0_i14_in_fb[0:0], sw_s0_i14_out_fw[0:0], sw_s0_i15_in_fb[0:0], sw_s0_i15_out_fw[0:0]};

  // ---- switches ----
  sg_switch #(
    .ROUTE_INIT(48'h293294294290)
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
    .vc_wrap_i   (5'b01010),
    .in_fb_o     (sw_s0_i0_in_fb),
    .out_fb_i    (sw_s0_i0_out_fb),
    .in_fw_i     (sw_s0_i0_in_fw),
    .out_fw_o    (sw_s0_i0_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
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
    .ROUTE_INIT(48'h4994a14a1481)
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
    .vc_wrap_i   (5'b01000),
    .in_fb_o     (sw_s0_i1_in_fb),
    .out_fb_i    (sw_s0_i1_out_fb),
    .in_fw_i     (sw_s0_i1_in_fw),
    .out_fw_o    (sw_s0_i1_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
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
    .ROUTE_INIT(48'h4ca50a50a40a)
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
    .vc_wrap_i   (5'b01000),
    .in_fb_o     (sw_s0_i2_in_fb),
    .out_fb_i    (sw_s0_i2_out_fb),
    .in_fw_i     (sw_s0_i2_in_fw),
    .out_fw_o    (sw_s0_i2_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
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
    .ROUTE_INIT(48'h652852852052)
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
    .vc_wrap_i   (5'b01100),
    .in_fb_o     (sw_s0_i3_in_fb),
    .out_fb_i    (sw_s0_i3_out_fb),
    .in_fw_i     (sw_s0_i3_in_fw),
    .out_fw_o    (sw_s0_i3_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
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
    .ROUTE_INIT(48'h294294290293)
  ) sw_s0_i4 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i4_in_valid),
    .in_data_i   (sw_s0_i4_in_data),
    .in_credit_o (sw_s0_i4_in_credit),
    .out_valid_o (sw_s0_i4_out_valid),
    .out_data_o  (sw_s0_i4_out_data),
    .out_credit_i(sw_s0_i4_out_credit),
    .in_credit_vc_o (sw_s0_i4_in_credit_vc),
    .out_credit_vc_i(sw_s0_i4_out_credit_vc),
    .vc_o        (sw_s0_i4_vc),
    .vc_wrap_i   (5'b00010),
    .in_fb_o     (sw_s0_i4_in_fb),
    .out_fb_i    (sw_s0_i4_out_fb),
    .in_fw_i     (sw_s0_i4_in_fw),
    .out_fw_o    (sw_s0_i4_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i4_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i4_stat_data),
    .mon_o       (sw_s0_i4_mon),
    .cam_o       (sw_s0_i4_cam),
    .fullbuf_o   (switch_fullbuf_o[4*FBB +: FBB])
  );
  assign switch_err_o[4] = |sw_s0_i4_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h4a14a1481499)
  ) sw_s0_i5 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i5_in_valid),
    .in_data_i   (sw_s0_i5_in_data),
    .in_credit_o (sw_s0_i5_in_credit),
    .out_valid_o (sw_s0_i5_out_valid),
    .out_data_o  (sw_s0_i5_out_data),
    .out_credit_i(sw_s0_i5_out_credit),
    .in_credit_vc_o (sw_s0_i5_in_credit_vc),
    .out_credit_vc_i(sw_s0_i5_out_credit_vc),
    .vc_o        (sw_s0_i5_vc),
    .vc_wrap_i   (5'b00000),
    .in_fb_o     (sw_s0_i5_in_fb),
    .out_fb_i    (sw_s0_i5_out_fb),
    .in_fw_i     (sw_s0_i5_in_fw),
    .out_fw_o    (sw_s0_i5_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i5_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i5_stat_data),
    .mon_o       (sw_s0_i5_mon),
    .cam_o       (sw_s0_i5_cam),
    .fullbuf_o   (switch_fullbuf_o[5*FBB +: FBB])
  );
  assign switch_err_o[5] = |sw_s0_i5_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h50a50a40a4ca)
  ) sw_s0_i6 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i6_in_valid),
    .in_data_i   (sw_s0_i6_in_data),
    .in_credit_o (sw_s0_i6_in_credit),
    .out_valid_o (sw_s0_i6_out_valid),
    .out_data_o  (sw_s0_i6_out_data),
    .out_credit_i(sw_s0_i6_out_credit),
    .in_credit_vc_o (sw_s0_i6_in_credit_vc),
    .out_credit_vc_i(sw_s0_i6_out_credit_vc),
    .vc_o        (sw_s0_i6_vc),
    .vc_wrap_i   (5'b00000),
    .in_fb_o     (sw_s0_i6_in_fb),
    .out_fb_i    (sw_s0_i6_out_fb),
    .in_fw_i     (sw_s0_i6_in_fw),
    .out_fw_o    (sw_s0_i6_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i6_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i6_stat_data),
    .mon_o       (sw_s0_i6_mon),
    .cam_o       (sw_s0_i6_cam),
    .fullbuf_o   (switch_fullbuf_o[6*FBB +: FBB])
  );
  assign switch_err_o[6] = |sw_s0_i6_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h852852052652)
  ) sw_s0_i7 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i7_in_valid),
    .in_data_i   (sw_s0_i7_in_data),
    .in_credit_o (sw_s0_i7_in_credit),
    .out_valid_o (sw_s0_i7_out_valid),
    .out_data_o  (sw_s0_i7_out_data),
    .out_credit_i(sw_s0_i7_out_credit),
    .in_credit_vc_o (sw_s0_i7_in_credit_vc),
    .out_credit_vc_i(sw_s0_i7_out_credit_vc),
    .vc_o        (sw_s0_i7_vc),
    .vc_wrap_i   (5'b00100),
    .in_fb_o     (sw_s0_i7_in_fb),
    .out_fb_i    (sw_s0_i7_out_fb),
    .in_fw_i     (sw_s0_i7_in_fw),
    .out_fw_o    (sw_s0_i7_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i7_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i7_stat_data),
    .mon_o       (sw_s0_i7_mon),
    .cam_o       (sw_s0_i7_cam),
    .fullbuf_o   (switch_fullbuf_o[7*FBB +: FBB])
  );
  assign switch_err_o[7] = |sw_s0_i7_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h294290293294)
  ) sw_s0_i8 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i8_in_valid),
    .in_data_i   (sw_s0_i8_in_data),
    .in_credit_o (sw_s0_i8_in_credit),
    .out_valid_o (sw_s0_i8_out_valid),
    .out_data_o  (sw_s0_i8_out_data),
    .out_credit_i(sw_s0_i8_out_credit),
    .in_credit_vc_o (sw_s0_i8_in_credit_vc),
    .out_credit_vc_i(sw_s0_i8_out_credit_vc),
    .vc_o        (sw_s0_i8_vc),
    .vc_wrap_i   (5'b00010),
    .in_fb_o     (sw_s0_i8_in_fb),
    .out_fb_i    (sw_s0_i8_out_fb),
    .in_fw_i     (sw_s0_i8_in_fw),
    .out_fw_o    (sw_s0_i8_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i8_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i8_stat_data),
    .mon_o       (sw_s0_i8_mon),
    .cam_o       (sw_s0_i8_cam),
    .fullbuf_o   (switch_fullbuf_o[8*FBB +: FBB])
  );
  assign switch_err_o[8] = |sw_s0_i8_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h4a14814994a1)
  ) sw_s0_i9 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i9_in_valid),
    .in_data_i   (sw_s0_i9_in_data),
    .in_credit_o (sw_s0_i9_in_credit),
    .out_valid_o (sw_s0_i9_out_valid),
    .out_data_o  (sw_s0_i9_out_data),
    .out_credit_i(sw_s0_i9_out_credit),
    .in_credit_vc_o (sw_s0_i9_in_credit_vc),
    .out_credit_vc_i(sw_s0_i9_out_credit_vc),
    .vc_o        (sw_s0_i9_vc),
    .vc_wrap_i   (5'b00000),
    .in_fb_o     (sw_s0_i9_in_fb),
    .out_fb_i    (sw_s0_i9_out_fb),
    .in_fw_i     (sw_s0_i9_in_fw),
    .out_fw_o    (sw_s0_i9_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i9_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i9_stat_data),
    .mon_o       (sw_s0_i9_mon),
    .cam_o       (sw_s0_i9_cam),
    .fullbuf_o   (switch_fullbuf_o[9*FBB +: FBB])
  );
  assign switch_err_o[9] = |sw_s0_i9_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h50a40a4ca50a)
  ) sw_s0_i10 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i10_in_valid),
    .in_data_i   (sw_s0_i10_in_data),
    .in_credit_o (sw_s0_i10_in_credit),
    .out_valid_o (sw_s0_i10_out_valid),
    .out_data_o  (sw_s0_i10_out_data),
    .out_credit_i(sw_s0_i10_out_credit),
    .in_credit_vc_o (sw_s0_i10_in_credit_vc),
    .out_credit_vc_i(sw_s0_i10_out_credit_vc),
    .vc_o        (sw_s0_i10_vc),
    .vc_wrap_i   (5'b00000),
    .in_fb_o     (sw_s0_i10_in_fb),
    .out_fb_i    (sw_s0_i10_out_fb),
    .in_fw_i     (sw_s0_i10_in_fw),
    .out_fw_o    (sw_s0_i10_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i10_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i10_stat_data),
    .mon_o       (sw_s0_i10_mon),
    .cam_o       (sw_s0_i10_cam),
    .fullbuf_o   (switch_fullbuf_o[10*FBB +: FBB])
  );
  assign switch_err_o[10] = |sw_s0_i10_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h852052652852)
  ) sw_s0_i11 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i11_in_valid),
    .in_data_i   (sw_s0_i11_in_data),
    .in_credit_o (sw_s0_i11_in_credit),
    .out_valid_o (sw_s0_i11_out_valid),
    .out_data_o  (sw_s0_i11_out_data),
    .out_credit_i(sw_s0_i11_out_credit),
    .in_credit_vc_o (sw_s0_i11_in_credit_vc),
    .out_credit_vc_i(sw_s0_i11_out_credit_vc),
    .vc_o        (sw_s0_i11_vc),
    .vc_wrap_i   (5'b00100),
    .in_fb_o     (sw_s0_i11_in_fb),
    .out_fb_i    (sw_s0_i11_out_fb),
    .in_fw_i     (sw_s0_i11_in_fw),
    .out_fw_o    (sw_s0_i11_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i11_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i11_stat_data),
    .mon_o       (sw_s0_i11_mon),
    .cam_o       (sw_s0_i11_cam),
    .fullbuf_o   (switch_fullbuf_o[11*FBB +: FBB])
  );
  assign switch_err_o[11] = |sw_s0_i11_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h290293294294)
  ) sw_s0_i12 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i12_in_valid),
    .in_data_i   (sw_s0_i12_in_data),
    .in_credit_o (sw_s0_i12_in_credit),
    .out_valid_o (sw_s0_i12_out_valid),
    .out_data_o  (sw_s0_i12_out_data),
    .out_credit_i(sw_s0_i12_out_credit),
    .in_credit_vc_o (sw_s0_i12_in_credit_vc),
    .out_credit_vc_i(sw_s0_i12_out_credit_vc),
    .vc_o        (sw_s0_i12_vc),
    .vc_wrap_i   (5'b10010),
    .in_fb_o     (sw_s0_i12_in_fb),
    .out_fb_i    (sw_s0_i12_out_fb),
    .in_fw_i     (sw_s0_i12_in_fw),
    .out_fw_o    (sw_s0_i12_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i12_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i12_stat_data),
    .mon_o       (sw_s0_i12_mon),
    .cam_o       (sw_s0_i12_cam),
    .fullbuf_o   (switch_fullbuf_o[12*FBB +: FBB])
  );
  assign switch_err_o[12] = |sw_s0_i12_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h4814994a14a1)
  ) sw_s0_i13 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i13_in_valid),
    .in_data_i   (sw_s0_i13_in_data),
    .in_credit_o (sw_s0_i13_in_credit),
    .out_valid_o (sw_s0_i13_out_valid),
    .out_data_o  (sw_s0_i13_out_data),
    .out_credit_i(sw_s0_i13_out_credit),
    .in_credit_vc_o (sw_s0_i13_in_credit_vc),
    .out_credit_vc_i(sw_s0_i13_out_credit_vc),
    .vc_o        (sw_s0_i13_vc),
    .vc_wrap_i   (5'b10000),
    .in_fb_o     (sw_s0_i13_in_fb),
    .out_fb_i    (sw_s0_i13_out_fb),
    .in_fw_i     (sw_s0_i13_in_fw),
    .out_fw_o    (sw_s0_i13_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i13_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i13_stat_data),
    .mon_o       (sw_s0_i13_mon),
    .cam_o       (sw_s0_i13_cam),
    .fullbuf_o   (switch_fullbuf_o[13*FBB +: FBB])
  );
  assign switch_err_o[13] = |sw_s0_i13_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h40a4ca50a50a)
  ) sw_s0_i14 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i14_in_valid),
    .in_data_i   (sw_s0_i14_in_data),
    .in_credit_o (sw_s0_i14_in_credit),
    .out_valid_o (sw_s0_i14_out_valid),
    .out_data_o  (sw_s0_i14_out_data),
    .out_credit_i(sw_s0_i14_out_credit),
    .in_credit_vc_o (sw_s0_i14_in_credit_vc),
    .out_credit_vc_i(sw_s0_i14_out_credit_vc),
    .vc_o        (sw_s0_i14_vc),
    .vc_wrap_i   (5'b10000),
    .in_fb_o     (sw_s0_i14_in_fb),
    .out_fb_i    (sw_s0_i14_out_fb),
    .in_fw_i     (sw_s0_i14_in_fw),
    .out_fw_o    (sw_s0_i14_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i14_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i14_stat_data),
    .mon_o       (sw_s0_i14_mon),
    .cam_o       (sw_s0_i14_cam),
    .fullbuf_o   (switch_fullbuf_o[14*FBB +: FBB])
  );
  assign switch_err_o[14] = |sw_s0_i14_err_count;
  sg_switch #(
    .ROUTE_INIT(48'h052652852852)
  ) sw_s0_i15 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s0_i15_in_valid),
    .in_data_i   (sw_s0_i15_in_data),
    .in_credit_o (sw_s0_i15_in_credit),
    .out_valid_o (sw_s0_i15_out_valid),
    .out_data_o  (sw_s0_i15_out_data),
    .out_credit_i(sw_s0_i15_out_credit),
    .in_credit_vc_o (sw_s0_i15_in_credit_vc),
    .out_credit_vc_i(sw_s0_i15_out_credit_vc),
    .vc_o        (sw_s0_i15_vc),
    .vc_wrap_i   (5'b10100),
    .in_fb_o     (sw_s0_i15_in_fb),
    .out_fb_i    (sw_s0_i15_out_fb),
    .in_fw_i     (sw_s0_i15_in_fw),
    .out_fw_o    (sw_s0_i15_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (5'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i15_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i15_stat_data),
    .mon_o       (sw_s0_i15_mon),
    .cam_o       (sw_s0_i15_cam),
    .fullbuf_o   (switch_fullbuf_o[15*FBB +: FBB])
  );
  assign switch_err_o[15] = |sw_s0_i15_err_count;

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
      4'd4: stat_data = sw_s0_i4_stat_data;
      4'd5: stat_data = sw_s0_i5_stat_data;
      4'd6: stat_data = sw_s0_i6_stat_data;
      4'd7: stat_data = sw_s0_i7_stat_data;
      4'd8: stat_data = sw_s0_i8_stat_data;
      4'd9: stat_data = sw_s0_i9_stat_data;
      4'd10: stat_data = sw_s0_i10_stat_data;
      4'd11: stat_data = sw_s0_i11_stat_data;
      4'd12: stat_data = sw_s0_i12_stat_data;
      4'd13: stat_data = sw_s0_i13_stat_data;
      4'd14: stat_data = sw_s0_i14_stat_data;
      4'd15: stat_data = sw_s0_i15_stat_data;
      default: stat_data = 32'd0;
    endcase
  end
  assign stat_data_o = stat_data;
  // the monitor buses serve co-simulation of single switches; unused here
  wire unused_mon = &{1'b0, sw_s0_i0_mon, sw_s0_i0_cam, sw_s0_i0_vc, sw_s0_i1_mon, sw_s0_i1_cam, sw_s0_i1_vc, sw_s0_i2_mon, sw_s0_i2_cam, sw_s0_i2_vc, sw_s0_i3_mon, sw_s0_i3_cam, sw_s0_i3_vc, sw_s0_i4_mon, sw_s0_i4_cam, sw_s0_i4_vc, sw_s0_i5_mon, sw_s0_i5_cam, sw_s0_i5_vc, sw_s0_i6_mon, sw_s0_i6_cam, sw_s0_i6_vc, sw_s0_i7_mon, sw_s0_i7_cam, sw_s0_i7_vc, sw_s0_i8_mon, sw_s0_i8_cam, sw_s0_i8_vc, sw_s0_i9_mon, sw_s0_i9_cam, sw_s0_i9_vc, sw_s0_i10_mon, sw_s0_i10_cam, sw_s0_i10_vc, sw_s0_i11_mon, sw_s0_i11_cam, sw_s0_i11_vc, sw_s0_i12_mon, sw_s0_i12_cam, sw_s0_i12_vc, sw_s0_i13_mon, sw_s0_i13_cam, sw_s0_i13_vc, sw_s0_i14_mon, sw_s0_i14_cam, sw_s0_i14_vc, sw_s0_i15_mon, sw_s0_i15_cam, sw_s0_i15_vc};
endmodule

`default_nettype wire
