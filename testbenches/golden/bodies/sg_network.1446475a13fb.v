`default_nettype none

// Network top: 4-ary 3-fly.
// 48 switches of 4 ports (sg_switch), 64 hosts at the boundary.
// Host h: host_in_*[h] is its injection link (flits into the network, credits back to the host),
// host_out_*[h] its ejection link (flits to the host, credits from the host).
module sg_network #(
  parameter integer N = 64,
  parameter integer W = 64,
  parameter integer NS = 48,
  parameter integer FBB = 5
) (
  input  wire           clk_i,
  input  wire           rst_ni,
  input  wire [N-1:0]   host_in_valid_i,
  input  wire [N*W-1:0] host_in_data_i,
  output wire [N-1:0]   host_in_credit_o,
  output wire [N-1:0]   host_out_valid_o,
  output wire [N*W-1:0] host_out_data_o,
  input  wire [N-1:0]   host_out_credit_i,
  // virtual channels: the VC of each credit (host h at [h*2 +: 2])
  output wire [127:0] host_in_credit_vc_o,
  input  wire [127:0] host_out_credit_vc_i,
  // one bit per switch: it has dropped a malformed header
  output wire [NS-1:0]  switch_err_o,
  // status read port (docs/MICROARCHITECTURE.md, "Status registers"): stat_data_o is register
  // stat_addr_i = {port, slot} of switch stat_switch_i, both of the previous cycle
  input  wire [5:0] stat_switch_i,
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
  wire [3:0] sw_s0_i0_in_fb;
  wire [3:0] sw_s0_i0_out_fb;
  wire [3:0] sw_s0_i0_in_fw;
  wire [3:0] sw_s0_i0_out_fw;
  wire [63:0] sw_s0_i0_cam;
  wire [15:0]    sw_s0_i0_err_count;
  wire [31:0]    sw_s0_i0_stat_data;
  wire [1023:0] sw_s0_i0_mon;
  wire [7:0] sw_s0_i0_in_credit_vc;
  wire [7:0] sw_s0_i0_out_credit_vc;
  wire [1023:0] sw_s0_i0_vc;
  // sw_s0_i1: stage 0, index 1
  wire [P-1:0]   sw_s0_i1_in_valid;
  wire [P*W-1:0] sw_s0_i1_in_data;
  wire [P-1:0]   sw_s0_i1_in_credit;
  wire [P-1:0]   sw_s0_i1_out_valid;
  wire [P*W-1:0] sw_s0_i1_out_data;
  wire [P-1:0]   sw_s0_i1_out_credit;
  wire [3:0] sw_s0_i1_in_fb;
  wire [3:0] sw_s0_i1_out_fb;
  wire [3:0] sw_s0_i1_in_fw;
  wire [3:0] sw_s0_i1_out_fw;
  wire [63:0] sw_s0_i1_cam;
  wire [15:0]    sw_s0_i1_err_count;
  wire [31:0]    sw_s0_i1_stat_data;
  wire [1023:0] sw_s0_i1_mon;
  wire [7:0] sw_s0_i1_in_credit_vc;
  wire [7:0] sw_s0_i1_out_credit_vc;
  wire [1023:0] sw_s0_i1_vc;
  // sw_s0_i2: stage 0, index 2
  wire [P-1:0]   sw_s0_i2_in_valid;
  wire [P*W-1:0] sw_s0_i2_in_data;
  wire [P-1:0]   sw_s0_i2_in_credit;
  wire [P-1:0]   sw_s0_i2_out_valid;
  wire [P*W-1:0] sw_s0_i2_out_data;
  wire [P-1:0]   sw_s0_i2_out_credit;
  wire [3:0] sw_s0_i2_in_fb;
  wire [3:0] sw_s0_i2_out_fb;
  wire [3:0] sw_s0_i2_in_fw;
  wire [3:0] sw_s0_i2_out_fw;
  wire [63:0] sw_s0_i2_cam;
  wire [15:0]    sw_s0_i2_err_count;
  wire [31:0]    sw_s0_i2_stat_data;
  wire [1023:0] sw_s0_i2_mon;
  wire [7:0] sw_s0_i2_in_credit_vc;
  wire [7:0] sw_s0_i2_out_credit_vc;
  wire [1023:0] sw_s0_i2_vc;
  // sw_s0_i3: stage 0, index 3
  wire [P-1:0]   sw_s0_i3_in_valid;
  wire [P*W-1:0] sw_s0_i3_in_data;
  wire [P-1:0]   sw_s0_i3_in_credit;
  wire [P-1:0]   sw_s0_i3_out_valid;
  wire [P*W-1:0] sw_s0_i3_out_data;
  wire [P-1:0]   sw_s0_i3_out_credit;
  wire [3:0] sw_s0_i3_in_fb;
  wire [3:0] sw_s0_i3_out_fb;
  wire [3:0] sw_s0_i3_in_fw;
  wire [3:0] sw_s0_i3_out_fw;
  wire [63:0] sw_s0_i3_cam;
  wire [15:0]    sw_s0_i3_err_count;
  wire [31:0]    sw_s0_i3_stat_data;
  wire [1023:0] sw_s0_i3_mon;
  wire [7:0] sw_s0_i3_in_credit_vc;
  wire [7:0] sw_s0_i3_out_credit_vc;
  wire [1023:0] sw_s0_i3_vc;
  // sw_s0_i4: stage 0, index 4
  wire [P-1:0]   sw_s0_i4_in_valid;
  wire [P*W-1:0] sw_s0_i4_in_data;
  wire [P-1:0]   sw_s0_i4_in_credit;
  wire [P-1:0]   sw_s0_i4_out_valid;
  wire [P*W-1:0] sw_s0_i4_out_data;
  wire [P-1:0]   sw_s0_i4_out_credit;
  wire [3:0] sw_s0_i4_in_fb;
  wire [3:0] sw_s0_i4_out_fb;
  wire [3:0] sw_s0_i4_in_fw;
  wire [3:0] sw_s0_i4_out_fw;
  wire [63:0] sw_s0_i4_cam;
  wire [15:0]    sw_s0_i4_err_count;
  wire [31:0]    sw_s0_i4_stat_data;
  wire [1023:0] sw_s0_i4_mon;
  wire [7:0] sw_s0_i4_in_credit_vc;
  wire [7:0] sw_s0_i4_out_credit_vc;
  wire [1023:0] sw_s0_i4_vc;
  // sw_s0_i5: stage 0, index 5
  wire [P-1:0]   sw_s0_i5_in_valid;
  wire [P*W-1:0] sw_s0_i5_in_data;
  wire [P-1:0]   sw_s0_i5_in_credit;
  wire [P-1:0]   sw_s0_i5_out_valid;
  wire [P*W-1:0] sw_s0_i5_out_data;
  wire [P-1:0]   sw_s0_i5_out_credit;
  wire [3:0] sw_s0_i5_in_fb;
  wire [3:0] sw_s0_i5_out_fb;
  wire [3:0] sw_s0_i5_in_fw;
  wire [3:0] sw_s0_i5_out_fw;
  wire [63:0] sw_s0_i5_cam;
  wire [15:0]    sw_s0_i5_err_count;
  wire [31:0]    sw_s0_i5_stat_data;
  wire [1023:0] sw_s0_i5_mon;
  wire [7:0] sw_s0_i5_in_credit_vc;
  wire [7:0] sw_s0_i5_out_credit_vc;
  wire [1023:0] sw_s0_i5_vc;
  // sw_s0_i6: stage 0, index 6
  wire [P-1:0]   sw_s0_i6_in_valid;
  wire [P*W-1:0] sw_s0_i6_in_data;
  wire [P-1:0]   sw_s0_i6_in_credit;
  wire [P-1:0]   sw_s0_i6_out_valid;
  wire [P*W-1:0] sw_s0_i6_out_data;
  wire [P-1:0]   sw_s0_i6_out_credit;
  wire [3:0] sw_s0_i6_in_fb;
  wire [3:0] sw_s0_i6_out_fb;
  wire [3:0] sw_s0_i6_in_fw;
  wire [3:0] sw_s0_i6_out_fw;
  wire [63:0] sw_s0_i6_cam;
  wire [15:0]    sw_s0_i6_err_count;
  wire [31:0]    sw_s0_i6_stat_data;
  wire [1023:0] sw_s0_i6_mon;
  wire [7:0] sw_s0_i6_in_credit_vc;
  wire [7:0] sw_s0_i6_out_credit_vc;
  wire [1023:0] sw_s0_i6_vc;
  // sw_s0_i7: stage 0, index 7
  wire [P-1:0]   sw_s0_i7_in_valid;
  wire [P*W-1:0] sw_s0_i7_in_data;
  wire [P-1:0]   sw_s0_i7_in_credit;
  wire [P-1:0]   sw_s0_i7_out_valid;
  wire [P*W-1:0] sw_s0_i7_out_data;
  wire [P-1:0]   sw_s0_i7_out_credit;
  wire [3:0] sw_s0_i7_in_fb;
  wire [3:0] sw_s0_i7_out_fb;
  wire [3:0] sw_s0_i7_in_fw;
  wire [3:0] sw_s0_i7_out_fw;
  wire [63:0] sw_s0_i7_cam;
  wire [15:0]    sw_s0_i7_err_count;
  wire [31:0]    sw_s0_i7_stat_data;
  wire [1023:0] sw_s0_i7_mon;
  wire [7:0] sw_s0_i7_in_credit_vc;
  wire [7:0] sw_s0_i7_out_credit_vc;
  wire [1023:0] sw_s0_i7_vc;
  // sw_s0_i8: stage 0, index 8
  wire [P-1:0]   sw_s0_i8_in_valid;
  wire [P*W-1:0] sw_s0_i8_in_data;
  wire [P-1:0]   sw_s0_i8_in_credit;
  wire [P-1:0]   sw_s0_i8_out_valid;
  wire [P*W-1:0] sw_s0_i8_out_data;
  wire [P-1:0]   sw_s0_i8_out_credit;
  wire [3:0] sw_s0_i8_in_fb;
  wire [3:0] sw_s0_i8_out_fb;
  wire [3:0] sw_s0_i8_in_fw;
  wire [3:0] sw_s0_i8_out_fw;
  wire [63:0] sw_s0_i8_cam;
  wire [15:0]    sw_s0_i8_err_count;
  wire [31:0]    sw_s0_i8_stat_data;
  wire [1023:0] sw_s0_i8_mon;
  wire [7:0] sw_s0_i8_in_credit_vc;
  wire [7:0] sw_s0_i8_out_credit_vc;
  wire [1023:0] sw_s0_i8_vc;
  // sw_s0_i9: stage 0, index 9
  wire [P-1:0]   sw_s0_i9_in_valid;
  wire [P*W-1:0] sw_s0_i9_in_data;
  wire [P-1:0]   sw_s0_i9_in_credit;
  wire [P-1:0]   sw_s0_i9_out_valid;
  wire [P*W-1:0] sw_s0_i9_out_data;
  wire [P-1:0]   sw_s0_i9_out_credit;
  wire [3:0] sw_s0_i9_in_fb;
  wire [3:0] sw_s0_i9_out_fb;
  wire [3:0] sw_s0_i9_in_fw;
  wire [3:0] sw_s0_i9_out_fw;
  wire [63:0] sw_s0_i9_cam;
  wire [15:0]    sw_s0_i9_err_count;
  wire [31:0]    sw_s0_i9_stat_data;
  wire [1023:0] sw_s0_i9_mon;
  wire [7:0] sw_s0_i9_in_credit_vc;
  wire [7:0] sw_s0_i9_out_credit_vc;
  wire [1023:0] sw_s0_i9_vc;
  // sw_s0_i10: stage 0, index 10
  wire [P-1:0]   sw_s0_i10_in_valid;
  wire [P*W-1:0] sw_s0_i10_in_data;
  wire [P-1:0]   sw_s0_i10_in_credit;
  wire [P-1:0]   sw_s0_i10_out_valid;
  wire [P*W-1:0] sw_s0_i10_out_data;
  wire [P-1:0]   sw_s0_i10_out_credit;
  wire [3:0] sw_s0_i10_in_fb;
  wire [3:0] sw_s0_i10_out_fb;
  wire [3:0] sw_s0_i10_in_fw;
  wire [3:0] sw_s0_i10_out_fw;
  wire [63:0] sw_s0_i10_cam;
  wire [15:0]    sw_s0_i10_err_count;
  wire [31:0]    sw_s0_i10_stat_data;
  wire [1023:0] sw_s0_i10_mon;
  wire [7:0] sw_s0_i10_in_credit_vc;
  wire [7:0] sw_s0_i10_out_credit_vc;
  wire [1023:0] sw_s0_i10_vc;
  // sw_s0_i11: stage 0, index 11
  wire [P-1:0]   sw_s0_i11_in_valid;
  wire [P*W-1:0] sw_s0_i11_in_data;
  wire [P-1:0]   sw_s0_i11_in_credit;
  wire [P-1:0]   sw_s0_i11_out_valid;
  wire [P*W-1:0] sw_s0_i11_out_data;
  wire [P-1:0]   sw_s0_i11_out_credit;
  wire [3:0] sw_s0_i11_in_fb;
  wire [3:0] sw_s0_i11_out_fb;
  wire [3:0] sw_s0_i11_in_fw;
  wire [3:0] sw_s0_i11_out_fw;
  wire [63:0] sw_s0_i11_cam;
  wire [15:0]    sw_s0_i11_err_count;
  wire [31:0]    sw_s0_i11_stat_data;
  wire [1023:0] sw_s0_i11_mon;
  wire [7:0] sw_s0_i11_in_credit_vc;
  wire [7:0] sw_s0_i11_out_credit_vc;
  wire [1023:0] sw_s0_i11_vc;
  // sw_s0_i12: stage 0, index 12
  wire [P-1:0]   sw_s0_i12_in_valid;
  wire [P*W-1:0] sw_s0_i12_in_data;
  wire [P-1:0]   sw_s0_i12_in_credit;
  wire [P-1:0]   sw_s0_i12_out_valid;
  wire [P*W-1:0] sw_s0_i12_out_data;
  wire [P-1:0]   sw_s0_i12_out_credit;
  wire [3:0] sw_s0_i12_in_fb;
  wire [3:0] sw_s0_i12_out_fb;
  wire [3:0] sw_s0_i12_in_fw;
  wire [3:0] sw_s0_i12_out_fw;
  wire [63:0] sw_s0_i12_cam;
  wire [15:0]    sw_s0_i12_err_count;
  wire [31:0]    sw_s0_i12_stat_data;
  wire [1023:0] sw_s0_i12_mon;
  wire [7:0] sw_s0_i12_in_credit_vc;
  wire [7:0] sw_s0_i12_out_credit_vc;
  wire [1023:0] sw_s0_i12_vc;
  // sw_s0_i13: stage 0, index 13
  wire [P-1:0]   sw_s0_i13_in_valid;
  wire [P*W-1:0] sw_s0_i13_in_data;
  wire [P-1:0]   sw_s0_i13_in_credit;
  wire [P-1:0]   sw_s0_i13_out_valid;
  wire [P*W-1:0] sw_s0_i13_out_data;
  wire [P-1:0]   sw_s0_i13_out_credit;
  wire [3:0] sw_s0_i13_in_fb;
  wire [3:0] sw_s0_i13_out_fb;
  wire [3:0] sw_s0_i13_in_fw;
  wire [3:0] sw_s0_i13_out_fw;
  wire [63:0] sw_s0_i13_cam;
  wire [15:0]    sw_s0_i13_err_count;
  wire [31:0]    sw_s0_i13_stat_data;
  wire [1023:0] sw_s0_i13_mon;
  wire [7:0] sw_s0_i13_in_credit_vc;
  wire [7:0] sw_s0_i13_out_credit_vc;
  wire [1023:0] sw_s0_i13_vc;
  // sw_s0_i14: stage 0, index 14
  wire [P-1:0]   sw_s0_i14_in_valid;
  wire [P*W-1:0] sw_s0_i14_in_data;
  wire [P-1:0]   sw_s0_i14_in_credit;
  wire [P-1:0]   sw_s0_i14_out_valid;
  wire [P*W-1:0] sw_s0_i14_out_data;
  wire [P-1:0]   sw_s0_i14_out_credit;
  wire [3:0] sw_s0_i14_in_fb;
  wire [3:0] sw_s0_i14_out_fb;
  wire [3:0] sw_s0_i14_in_fw;
  wire [3:0] sw_s0_i14_out_fw;
  wire [63:0] sw_s0_i14_cam;
  wire [15:0]    sw_s0_i14_err_count;
  wire [31:0]    sw_s0_i14_stat_data;
  wire [1023:0] sw_s0_i14_mon;
  wire [7:0] sw_s0_i14_in_credit_vc;
  wire [7:0] sw_s0_i14_out_credit_vc;
  wire [1023:0] sw_s0_i14_vc;
  // sw_s0_i15: stage 0, index 15
  wire [P-1:0]   sw_s0_i15_in_valid;
  wire [P*W-1:0] sw_s0_i15_in_data;
  wire [P-1:0]   sw_s0_i15_in_credit;
  wire [P-1:0]   sw_s0_i15_out_valid;
  wire [P*W-1:0] sw_s0_i15_out_data;
  wire [P-1:0]   sw_s0_i15_out_credit;
  wire [3:0] sw_s0_i15_in_fb;
  wire [3:0] sw_s0_i15_out_fb;
  wire [3:0] sw_s0_i15_in_fw;
  wire [3:0] sw_s0_i15_out_fw;
  wire [63:0] sw_s0_i15_cam;
  wire [15:0]    sw_s0_i15_err_count;
  wire [31:0]    sw_s0_i15_stat_data;
  wire [1023:0] sw_s0_i15_mon;
  wire [7:0] sw_s0_i15_in_credit_vc;
  wire [7:0] sw_s0_i15_out_credit_vc;
  wire [1023:0] sw_s0_i15_vc;
  // sw_s1_i0: stage 1, index 0
  wire [P-1:0]   sw_s1_i0_in_valid;
  wire [P*W-1:0] sw_s1_i0_in_data;
  wire [P-1:0]   sw_s1_i0_in_credit;
  wire [P-1:0]   sw_s1_i0_out_valid;
  wire [P*W-1:0] sw_s1_i0_out_data;
  wire [P-1:0]   sw_s1_i0_out_credit;
  wire [3:0] sw_s1_i0_in_fb;
  wire [3:0] sw_s1_i0_out_fb;
  wire [3:0] sw_s1_i0_in_fw;
  wire [3:0] sw_s1_i0_out_fw;
  wire [63:0] sw_s1_i0_cam;
  wire [15:0]    sw_s1_i0_err_count;
  wire [31:0]    sw_s1_i0_stat_data;
  wire [1023:0] sw_s1_i0_mon;
  wire [7:0] sw_s1_i0_in_credit_vc;
  wire [7:0] sw_s1_i0_out_credit_vc;
  wire [1023:0] sw_s1_i0_vc;
  // sw_s1_i1: stage 1, index 1
  wire [P-1:0]   sw_s1_i1_in_valid;
  wire [P*W-1:0] sw_s1_i1_in_data;
  wire [P-1:0]   sw_s1_i1_in_credit;
  wire [P-1:0]   sw_s1_i1_out_valid;
  wire [P*W-1:0] sw_s1_i1_out_data;
  wire [P-1:0]   sw_s1_i1_out_credit;
  wire [3:0] sw_s1_i1_in_fb;
  wire [3:0] sw_s1_i1_out_fb;
  wire [3:0] sw_s1_i1_in_fw;
  wire [3:0] sw_s1_i1_out_fw;
  wire [63:0] sw_s1_i1_cam;
  wire [15:0]    sw_s1_i1_err_count;
  wire [31:0]    sw_s1_i1_stat_data;
  wire [1023:0] sw_s1_i1_mon;
  wire [7:0] sw_s1_i1_in_credit_vc;
  wire [7:0] sw_s1_i1_out_credit_vc;
  wire [1023:0] sw_s1_i1_vc;
  // sw_s1_i2: stage 1, index 2
  wire [P-1:0]   sw_s1_i2_in_valid;
  wire [P*W-1:0] sw_s1_i2_in_data;
  wire [P-1:0]   sw_s1_i2_in_credit;
  wire [P-1:0]   sw_s1_i2_out_valid;
  wire [P*W-1:0] sw_s1_i2_out_data;
  wire [P-1:0]   sw_s1_i2_out_credit;
  wire [3:0] sw_s1_i2_in_fb;
  wire [3:0] sw_s1_i2_out_fb;
  wire [3:0] sw_s1_i2_in_fw;
  wire [3:0] sw_s1_i2_out_fw;
  wire [63:0] sw_s1_i2_cam;
  wire [15:0]    sw_s1_i2_err_count;
  wire [31:0]    sw_s1_i2_stat_data;
  wire [1023:0] sw_s1_i2_mon;
  wire [7:0] sw_s1_i2_in_credit_vc;
  wire [7:0] sw_s1_i2_out_credit_vc;
  wire [1023:0] sw_s1_i2_vc;
  // sw_s1_i3: stage 1, index 3
  wire [P-1:0]   sw_s1_i3_in_valid;
  wire [P*W-1:0] sw_s1_i3_in_data;
  wire [P-1:0]   sw_s1_i3_in_credit;
  wire [P-1:0]   sw_s1_i3_out_valid;
  wire [P*W-1:0] sw_s1_i3_out_data;
  wire [P-1:0]   sw_s1_i3_out_credit;
  wire [3:0] sw_s1_i3_in_fb;
  wire [3:0] sw_s1_i3_out_fb;
  wire [3:0] sw_s1_i3_in_fw;
  wire [3:0] sw_s1_i3_out_fw;
  wire [63:0] sw_s1_i3_cam;
  wire [15:0]    sw_s1_i3_err_count;
  wire [31:0]    sw_s1_i3_stat_data;
  wire [1023:0] sw_s1_i3_mon;
  wire [7:0] sw_s1_i3_in_credit_vc;
  wire [7:0] sw_s1_i3_out_credit_vc;
  wire [1023:0] sw_s1_i3_vc;
  // sw_s1_i4: stage 1, index 4
  wire [P-1:0]   sw_s1_i4_in_valid;
  wire [P*W-1:0] sw_s1_i4_in_data;
  wire [P-1:0]   sw_s1_i4_in_credit;
  wire [P-1:0]   sw_s1_i4_out_valid;
  wire [P*W-1:0] sw_s1_i4_out_data;
  wire [P-1:0]   sw_s1_i4_out_credit;
  wire [3:0] sw_s1_i4_in_fb;
  wire [3:0] sw_s1_i4_out_fb;
  wire [3:0] sw_s1_i4_in_fw;
  wire [3:0] sw_s1_i4_out_fw;
  wire [63:0] sw_s1_i4_cam;
  wire [15:0]    sw_s1_i4_err_count;
  wire [31:0]    sw_s1_i4_stat_data;
  wire [1023:0] sw_s1_i4_mon;
  wire [7:0] sw_s1_i4_in_credit_vc;
  wire [7:0] sw_s1_i4_out_credit_vc;
  wire [1023:0] sw_s1_i4_vc;
  // sw_s1_i5: stage 1, index 5
  wire [P-1:0]   sw_s1_i5_in_valid;
  wire [P*W-1:0] sw_s1_i5_in_data;
  wire [P-1:0]   sw_s1_i5_in_credit;
  wire [P-1:0]   sw_s1_i5_out_valid;
  wire [P*W-1:0] sw_s1_i5_out_data;
  wire [P-1:0]   sw_s1_i5_out_credit;
  wire [3:0] sw_s1_i5_in_fb;
  wire [3:0] sw_s1_i5_out_fb;
  wire [3:0] sw_s1_i5_in_fw;
  wire [3:0] sw_s1_i5_out_fw;
  wire [63:0] sw_s1_i5_cam;
  wire [15:0]    sw_s1_i5_err_count;
  wire [31:0]    sw_s1_i5_stat_data;
  wire [1023:0] sw_s1_i5_mon;
  wire [7:0] sw_s1_i5_in_credit_vc;
  wire [7:0] sw_s1_i5_out_credit_vc;
  wire [1023:0] sw_s1_i5_vc;
  // sw_s1_i6: stage 1, index 6
  wire [P-1:0]   sw_s1_i6_in_valid;
  wire [P*W-1:0] sw_s1_i6_in_data;
  wire [P-1:0]   sw_s1_i6_in_credit;
  wire [P-1:0]   sw_s1_i6_out_valid;
  wire [P*W-1:0] sw_s1_i6_out_data;
  wire [P-1:0]   sw_s1_i6_out_credit;
  wire [3:0] sw_s1_i6_in_fb;
  wire [3:0] sw_s1_i6_out_fb;
  wire [3:0] sw_s1_i6_in_fw;
  wire [3:0] sw_s1_i6_out_fw;
  wire [63:0] sw_s1_i6_cam;
  wire [15:0]    sw_s1_i6_err_count;
  wire [31:0]    sw_s1_i6_stat_data;
  wire [1023:0] sw_s1_i6_mon;
  wire [7:0] sw_s1_i6_in_credit_vc;
  wire [7:0] sw_s1_i6_out_credit_vc;
  wire [1023:0] sw_s1_i6_vc;
  // sw_s1_i7: stage 1, index 7
  wire [P-1:0]   sw_s1_i7_in_valid;
  wire [P*W-1:0] sw_s1_i7_in_data;
  wire [P-1:0]   sw_s1_i7_in_credit;
  wire [P-1:0]   sw_s1_i7_out_valid;
  wire [P*W-1:0] sw_s1_i7_out_data;
  wire [P-1:0]   sw_s1_i7_out_credit;
  wire [3:0] sw_s1_i7_in_fb;
  wire [3:0] sw_s1_i7_out_fb;
  wire [3:0] sw_s1_i7_in_fw;
  wire [3:0] sw_s1_i7_out_fw;
  wire [63:0] sw_s1_i7_cam;
  wire [15:0]    sw_s1_i7_err_count;
  wire [31:0]    sw_s1_i7_stat_data;
  wire [1023:0] sw_s1_i7_mon;
  wire [7:0] sw_s1_i7_in_credit_vc;
  wire [7:0] sw_s1_i7_out_credit_vc;
  wire [1023:0] sw_s1_i7_vc;
  // sw_s1_i8: stage 1, index 8
  wire [P-1:0]   sw_s1_i8_in_valid;
  wire [P*W-1:0] sw_s1_i8_in_data;
  wire [P-1:0]   sw_s1_i8_in_credit;
  wire [P-1:0]   sw_s1_i8_out_valid;
  wire [P*W-1:0] sw_s1_i8_out_data;
  wire [P-1:0]   sw_s1_i8_out_credit;
  wire [3:0] sw_s1_i8_in_fb;
  wire [3:0] sw_s1_i8_out_fb;
  wire [3:0] sw_s1_i8_in_fw;
  wire [3:0] sw_s1_i8_out_fw;
  wire [63:0] sw_s1_i8_cam;
  wire [15:0]    sw_s1_i8_err_count;
  wire [31:0]    sw_s1_i8_stat_data;
  wire [1023:0] sw_s1_i8_mon;
  wire [7:0] sw_s1_i8_in_credit_vc;
  wire [7:0] sw_s1_i8_out_credit_vc;
  wire [1023:0] sw_s1_i8_vc;
  // sw_s1_i9: stage 1, index 9
  wire [P-1:0]   sw_s1_i9_in_valid;
  wire [P*W-1:0] sw_s1_i9_in_data;
  wire [P-1:0]   sw_s1_i9_in_credit;
  wire [P-1:0]   sw_s1_i9_out_valid;
  wire [P*W-1:0] sw_s1_i9_out_data;
  wire [P-1:0]   sw_s1_i9_out_credit;
  wire [3:0] sw_s1_i9_in_fb;
  wire [3:0] sw_s1_i9_out_fb;
  wire [3:0] sw_s1_i9_in_fw;
  wire [3:0] sw_s1_i9_out_fw;
  wire [63:0] sw_s1_i9_cam;
  wire [15:0]    sw_s1_i9_err_count;
  wire [31:0]    sw_s1_i9_stat_data;
  wire [1023:0] sw_s1_i9_mon;
  wire [7:0] sw_s1_i9_in_credit_vc;
  wire [7:0] sw_s1_i9_out_credit_vc;
  wire [1023:0] sw_s1_i9_vc;
  // sw_s1_i10: stage 1, index 10
  wire [P-1:0]   sw_s1_i10_in_valid;
  wire [P*W-1:0] sw_s1_i10_in_data;
  wire [P-1:0]   sw_s1_i10_in_credit;
  wire [P-1:0]   sw_s1_i10_out_valid;
  wire [P*W-1:0] sw_s1_i10_out_data;
  wire [P-1:0]   sw_s1_i10_out_credit;
  wire [3:0] sw_s1_i10_in_fb;
  wire [3:0] sw_s1_i10_out_fb;
  wire [3:0] sw_s1_i10_in_fw;
  wire [3:0] sw_s1_i10_out_fw;
  wire [63:0] sw_s1_i10_cam;
  wire [15:0]    sw_s1_i10_err_count;
  wire [31:0]    sw_s1_i10_stat_data;
  wire [1023:0] sw_s1_i10_mon;
  wire [7:0] sw_s1_i10_in_credit_vc;
  wire [7:0] sw_s1_i10_out_credit_vc;
  wire [1023:0] sw_s1_i10_vc;
  // sw_s1_i11: stage 1, index 11
  wire [P-1:0]   sw_s1_i11_in_valid;
  wire [P*W-1:0] sw_s1_i11_in_data;
  wire [P-1:0]   sw_s1_i11_in_credit;
  wire [P-1:0]   sw_s1_i11_out_valid;
  wire [P*W-1:0] sw_s1_i11_out_data;
  wire [P-1:0]   sw_s1_i11_out_credit;
  wire [3:0] sw_s1_i11_in_fb;
  wire [3:0] sw_s1_i11_out_fb;
  wire [3:0] sw_s1_i11_in_fw;
  wire [3:0] sw_s1_i11_out_fw;
  wire [63:0] sw_s1_i11_cam;
  wire [15:0]    sw_s1_i11_err_count;
  wire [31:0]    sw_s1_i11_stat_data;
  wire [1023:0] sw_s1_i11_mon;
  wire [7:0] sw_s1_i11_in_credit_vc;
  wire [7:0] sw_s1_i11_out_credit_vc;
  wire [1023:0] sw_s1_i11_vc;
  // sw_s1_i12: stage 1, index 12
  wire [P-1:0]   sw_s1_i12_in_valid;
  wire [P*W-1:0] sw_s1_i12_in_data;
  wire [P-1:0]   sw_s1_i12_in_credit;
  wire [P-1:0]   sw_s1_i12_out_valid;
  wire [P*W-1:0] sw_s1_i12_out_data;
  wire [P-1:0]   sw_s1_i12_out_credit;
  wire [3:0] sw_s1_i12_in_fb;
  wire [3:0] sw_s1_i12_out_fb;
  wire [3:0] sw_s1_i12_in_fw;
  wire [3:0] sw_s1_i12_out_fw;
  wire [63:0] sw_s1_i12_cam;
  wire [15:0]    sw_s1_i12_err_count;
  wire [31:0]    sw_s1_i12_stat_data;
  wire [1023:0] sw_s1_i12_mon;
  wire [7:0] sw_s1_i12_in_credit_vc;
  wire [7:0] sw_s1_i12_out_credit_vc;
  wire [1023:0] sw_s1_i12_vc;
  // sw_s1_i13: stage 1, index 13
  wire [P-1:0]   sw_s1_i13_in_valid;
  wire [P*W-1:0] sw_s1_i13_in_data;
  wire [P-1:0]   sw_s1_i13_in_credit;
  wire [P-1:0]   sw_s1_i13_out_valid;
  wire [P*W-1:0] sw_s1_i13_out_data;
  wire [P-1:0]   sw_s1_i13_out_credit;
  wire [3:0] sw_s1_i13_in_fb;
  wire [3:0] sw_s1_i13_out_fb;
  wire [3:0] sw_s1_i13_in_fw;
  wire [3:0] sw_s1_i13_out_fw;
  wire [63:0] sw_s1_i13_cam;
  wire [15:0]    sw_s1_i13_err_count;
  wire [31:0]    sw_s1_i13_stat_data;
  wire [1023:0] sw_s1_i13_mon;
  wire [7:0] sw_s1_i13_in_credit_vc;
  wire [7:0] sw_s1_i13_out_credit_vc;
  wire [1023:0] sw_s1_i13_vc;
  // sw_s1_i14: stage 1, index 14
  wire [P-1:0]   sw_s1_i14_in_valid;
  wire [P*W-1:0] sw_s1_i14_in_data;
  wire [P-1:0]   sw_s1_i14_in_credit;
  wire [P-1:0]   sw_s1_i14_out_valid;
  wire [P*W-1:0] sw_s1_i14_out_data;
  wire [P-1:0]   sw_s1_i14_out_credit;
  wire [3:0] sw_s1_i14_in_fb;
  wire [3:0] sw_s1_i14_out_fb;
  wire [3:0] sw_s1_i14_in_fw;
  wire [3:0] sw_s1_i14_out_fw;
  wire [63:0] sw_s1_i14_cam;
  wire [15:0]    sw_s1_i14_err_count;
  wire [31:0]    sw_s1_i14_stat_data;
  wire [1023:0] sw_s1_i14_mon;
  wire [7:0] sw_s1_i14_in_credit_vc;
  wire [7:0] sw_s1_i14_out_credit_vc;
  wire [1023:0] sw_s1_i14_vc;
  // sw_s1_i15: stage 1, index 15
  wire [P-1:0]   sw_s1_i15_in_valid;
  wire [P*W-1:0] sw_s1_i15_in_data;
  wire [P-1:0]   sw_s1_i15_in_credit;
  wire [P-1:0]   sw_s1_i15_out_valid;
  wire [P*W-1:0] sw_s1_i15_out_data;
  wire [P-1:0]   sw_s1_i15_out_credit;
  wire [3:0] sw_s1_i15_in_fb;
  wire [3:0] sw_s1_i15_out_fb;
  wire [3:0] sw_s1_i15_in_fw;
  wire [3:0] sw_s1_i15_out_fw;
  wire [63:0] sw_s1_i15_cam;
  wire [15:0]    sw_s1_i15_err_count;
  wire [31:0]    sw_s1_i15_stat_data;
  wire [1023:0] sw_s1_i15_mon;
  wire [7:0] sw_s1_i15_in_credit_vc;
  wire [7:0] sw_s1_i15_out_credit_vc;
  wire [1023:0] sw_s1_i15_vc;
  // sw_s2_i0: stage 2, index 0
  wire [P-1:0]   sw_s2_i0_in_valid;
  wire [P*W-1:0] sw_s2_i0_in_data;
  wire [P-1:0]   sw_s2_i0_in_credit;
  wire [P-1:0]   sw_s2_i0_out_valid;
  wire [P*W-1:0] sw_s2_i0_out_data;
  wire [P-1:0]   sw_s2_i0_out_credit;
  wire [3:0] sw_s2_i0_in_fb;
  wire [3:0] sw_s2_i0_out_fb;
  wire [3:0] sw_s2_i0_in_fw;
  wire [3:0] sw_s2_i0_out_fw;
  wire [63:0] sw_s2_i0_cam;
  wire [15:0]    sw_s2_i0_err_count;
  wire [31:0]    sw_s2_i0_stat_data;
  wire [1023:0] sw_s2_i0_mon;
  wire [7:0] sw_s2_i0_in_credit_vc;
  wire [7:0] sw_s2_i0_out_credit_vc;
  wire [1023:0] sw_s2_i0_vc;
  // sw_s2_i1: stage 2, index 1
  wire [P-1:0]   sw_s2_i1_in_valid;
  wire [P*W-1:0] sw_s2_i1_in_data;
  wire [P-1:0]   sw_s2_i1_in_credit;
  wire [P-1:0]   sw_s2_i1_out_valid;
  wire [P*W-1:0] sw_s2_i1_out_data;
  wire [P-1:0]   sw_s2_i1_out_credit;
  wire [3:0] sw_s2_i1_in_fb;
  wire [3:0] sw_s2_i1_out_fb;
  wire [3:0] sw_s2_i1_in_fw;
  wire [3:0] sw_s2_i1_out_fw;
  wire [63:0] sw_s2_i1_cam;
  wire [15:0]    sw_s2_i1_err_count;
  wire [31:0]    sw_s2_i1_stat_data;
  wire [1023:0] sw_s2_i1_mon;
  wire [7:0] sw_s2_i1_in_credit_vc;
  wire [7:0] sw_s2_i1_out_credit_vc;
  wire [1023:0] sw_s2_i1_vc;
  // sw_s2_i2: stage 2, index 2
  wire [P-1:0]   sw_s2_i2_in_valid;
  wire [P*W-1:0] sw_s2_i2_in_data;
  wire [P-1:0]   sw_s2_i2_in_credit;
  wire [P-1:0]   sw_s2_i2_out_valid;
  wire [P*W-1:0] sw_s2_i2_out_data;
  wire [P-1:0]   sw_s2_i2_out_credit;
  wire [3:0] sw_s2_i2_in_fb;
  wire [3:0] sw_s2_i2_out_fb;
  wire [3:0] sw_s2_i2_in_fw;
  wire [3:0] sw_s2_i2_out_fw;
  wire [63:0] sw_s2_i2_cam;
  wire [15:0]    sw_s2_i2_err_count;
  wire [31:0]    sw_s2_i2_stat_data;
  wire [1023:0] sw_s2_i2_mon;
  wire [7:0] sw_s2_i2_in_credit_vc;
  wire [7:0] sw_s2_i2_out_credit_vc;
  wire [1023:0] sw_s2_i2_vc;
  // sw_s2_i3: stage 2, index 3
  wire [P-1:0]   sw_s2_i3_in_valid;
  wire [P*W-1:0] sw_s2_i3_in_data;
  wire [P-1:0]   sw_s2_i3_in_credit;
  wire [P-1:0]   sw_s2_i3_out_valid;
  wire [P*W-1:0] sw_s2_i3_out_data;
  wire [P-1:0]   sw_s2_i3_out_credit;
  wire [3:0] sw_s2_i3_in_fb;
  wire [3:0] sw_s2_i3_out_fb;
  wire [3:0] sw_s2_i3_in_fw;
  wire [3:0] sw_s2_i3_out_fw;
  wire [63:0] sw_s2_i3_cam;
  wire [15:0]    sw_s2_i3_err_count;
  wire [31:0]    sw_s2_i3_stat_data;
  wire [1023:0] sw_s2_i3_mon;
  wire [7:0] sw_s2_i3_in_credit_vc;
  wire [7:0] sw_s2_i3_out_credit_vc;
  wire [1023:0] sw_s2_i3_vc;
  // sw_s2_i4: stage 2, index 4
  wire [P-1:0]   sw_s2_i4_in_valid;
  wire [P*W-1:0] sw_s2_i4_in_data;
  wire [P-1:0]   sw_s2_i4_in_credit;
  wire [P-1:0]   sw_s2_i4_out_valid;
  wire [P*W-1:0] sw_s2_i4_out_data;
  wire [P-1:0]   sw_s2_i4_out_credit;
  wire [3:0] sw_s2_i4_in_fb;
  wire [3:0] sw_s2_i4_out_fb;
  wire [3:0] sw_s2_i4_in_fw;
  wire [3:0] sw_s2_i4_out_fw;
  wire [63:0] sw_s2_i4_cam;
  wire [15:0]    sw_s2_i4_err_count;
  wire [31:0]    sw_s2_i4_stat_data;
  wire [1023:0] sw_s2_i4_mon;
  wire [7:0] sw_s2_i4_in_credit_vc;
  wire [7:0] sw_s2_i4_out_credit_vc;
  wire [1023:0] sw_s2_i4_vc;
  // sw_s2_i5: stage 2, index 5
  wire [P-1:0]   sw_s2_i5_in_valid;
  wire [P*W-1:0] sw_s2_i5_in_data;
  wire [P-1:0]   sw_s2_i5_in_credit;
  wire [P-1:0]   sw_s2_i5_out_valid;
  wire [P*W-1:0] sw_s2_i5_out_data;
  wire [P-1:0]   sw_s2_i5_out_credit;
  wire [3:0] sw_s2_i5_in_fb;
  wire [3:0] sw_s2_i5_out_fb;
  wire [3:0] sw_s2_i5_in_fw;
  wire [3:0] sw_s2_i5_out_fw;
  wire [63:0] sw_s2_i5_cam;
  wire [15:0]    sw_s2_i5_err_count;
  wire [31:0]    sw_s2_i5_stat_data;
  wire [1023:0] sw_s2_i5_mon;
  wire [7:0] sw_s2_i5_in_credit_vc;
  wire [7:0] sw_s2_i5_out_credit_vc;
  wire [1023:0] sw_s2_i5_vc;
  // sw_s2_i6: stage 2, index 6
  wire [P-1:0]   sw_s2_i6_in_valid;
  wire [P*W-1:0] sw_s2_i6_in_data;
  wire [P-1:0]   sw_s2_i6_in_credit;
  wire [P-1:0]   sw_s2_i6_out_valid;
  wire [P*W-1:0] sw_s2_i6_out_data;
  wire [P-1:0]   sw_s2_i6_out_credit;
  wire [3:0] sw_s2_i6_in_fb;
  wire [3:0] sw_s2_i6_out_fb;
  wire [3:0] sw_s2_i6_in_fw;
  wire [3:0] sw_s2_i6_out_fw;
  wire [63:0] sw_s2_i6_cam;
  wire [15:0]    sw_s2_i6_err_count;
  wire [31:0]    sw_s2_i6_stat_data;
  wire [1023:0] sw_s2_i6_mon;
  wire [7:0] sw_s2_i6_in_credit_vc;
  wire [7:0] sw_s2_i6_out_credit_vc;
  wire [1023:0] sw_s2_i6_vc;
  // sw_s2_i7: stage 2, index 7
  wire [P-1:0]   sw_s2_i7_in_valid;
  wire [P*W-1:0] sw_s2_i7_in_data;
  wire [P-1:0]   sw_s2_i7_in_credit;
  wire [P-1:0]   sw_s2_i7_out_valid;
  wire [P*W-1:0] sw_s2_i7_out_data;
  wire [P-1:0]   sw_s2_i7_out_credit;
  wire [3:0] sw_s2_i7_in_fb;
  wire [3:0] sw_s2_i7_out_fb;
  wire [3:0] sw_s2_i7_in_fw;
  wire [3:0] sw_s2_i7_out_fw;
  wire [63:0] sw_s2_i7_cam;
  wire [15:0]    sw_s2_i7_err_count;
  wire [31:0]    sw_s2_i7_stat_data;
  wire [1023:0] sw_s2_i7_mon;
  wire [7:0] sw_s2_i7_in_credit_vc;
  wire [7:0] sw_s2_i7_out_credit_vc;
  wire [1023:0] sw_s2_i7_vc;
  // sw_s2_i8: stage 2, index 8
  wire [P-1:0]   sw_s2_i8_in_valid;
  wire [P*W-1:0] sw_s2_i8_in_data;
  wire [P-1:0]   sw_s2_i8_in_credit;
  wire [P-1:0]   sw_s2_i8_out_valid;
  wire [P*W-1:0] sw_s2_i8_out_data;
  wire [P-1:0]   sw_s2_i8_out_credit;
  wire [3:0] sw_s2_i8_in_fb;
  wire [3:0] sw_s2_i8_out_fb;
  wire [3:0] sw_s2_i8_in_fw;
  wire [3:0] sw_s2_i8_out_fw;
  wire [63:0] sw_s2_i8_cam;
  wire [15:0]    sw_s2_i8_err_count;
  wire [31:0]    sw_s2_i8_stat_data;
  wire [1023:0] sw_s2_i8_mon;
  wire [7:0] sw_s2_i8_in_credit_vc;
  wire [7:0] sw_s2_i8_out_credit_vc;
  wire [1023:0] sw_s2_i8_vc;
  // sw_s2_i9: stage 2, index 9
  wire [P-1:0]   sw_s2_i9_in_valid;
  wire [P*W-1:0] sw_s2_i9_in_data;
  wire [P-1:0]   sw_s2_i9_in_credit;
  wire [P-1:0]   sw_s2_i9_out_valid;
  wire [P*W-1:0] sw_s2_i9_out_data;
  wire [P-1:0]   sw_s2_i9_out_credit;
  wire [3:0] sw_s2_i9_in_fb;
  wire [3:0] sw_s2_i9_out_fb;
  wire [3:0] sw_s2_i9_in_fw;
  wire [3:0] sw_s2_i9_out_fw;
  wire [63:0] sw_s2_i9_cam;
  wire [15:0]    sw_s2_i9_err_count;
  wire [31:0]    sw_s2_i9_stat_data;
  wire [1023:0] sw_s2_i9_mon;
  wire [7:0] sw_s2_i9_in_credit_vc;
  wire [7:0] sw_s2_i9_out_credit_vc;
  wire [1023:0] sw_s2_i9_vc;
  // sw_s2_i10: stage 2, index 10
  wire [P-1:0]   sw_s2_i10_in_valid;
  wire [P*W-1:0] sw_s2_i10_in_data;
  wire [P-1:0]   sw_s2_i10_in_credit;
  wire [P-1:0]   sw_s2_i10_out_valid;
  wire [P*W-1:0] sw_s2_i10_out_data;
  wire [P-1:0]   sw_s2_i10_out_credit;
  wire [3:0] sw_s2_i10_in_fb;
  wire [3:0] sw_s2_i10_out_fb;
  wire [3:0] sw_s2_i10_in_fw;
  wire [3:0] sw_s2_i10_out_fw;
  wire [63:0] sw_s2_i10_cam;
  wire [15:0]    sw_s2_i10_err_count;
  wire [31:0]    sw_s2_i10_stat_data;
  wire [1023:0] sw_s2_i10_mon;
  wire [7:0] sw_s2_i10_in_credit_vc;
  wire [7:0] sw_s2_i10_out_credit_vc;
  wire [1023:0] sw_s2_i10_vc;
  // sw_s2_i11: stage 2, index 11
  wire [P-1:0]   sw_s2_i11_in_valid;
  wire [P*W-1:0] sw_s2_i11_in_data;
  wire [P-1:0]   sw_s2_i11_in_credit;
  wire [P-1:0]   sw_s2_i11_out_valid;
  wire [P*W-1:0] sw_s2_i11_out_data;
  wire [P-1:0]   sw_s2_i11_out_credit;
  wire [3:0] sw_s2_i11_in_fb;
  wire [3:0] sw_s2_i11_out_fb;
  wire [3:0] sw_s2_i11_in_fw;
  wire [3:0] sw_s2_i11_out_fw;
  wire [63:0] sw_s2_i11_cam;
  wire [15:0]    sw_s2_i11_err_count;
  wire [31:0]    sw_s2_i11_stat_data;
  wire [1023:0] sw_s2_i11_mon;
  wire [7:0] sw_s2_i11_in_credit_vc;
  wire [7:0] sw_s2_i11_out_credit_vc;
  wire [1023:0] sw_s2_i11_vc;
  // sw_s2_i12: stage 2, index 12
  wire [P-1:0]   sw_s2_i12_in_valid;
  wire [P*W-1:0] sw_s2_i12_in_data;
  wire [P-1:0]   sw_s2_i12_in_credit;
  wire [P-1:0]   sw_s2_i12_out_valid;
  wire [P*W-1:0] sw_s2_i12_out_data;
  wire [P-1:0]   sw_s2_i12_out_credit;
  wire [3:0] sw_s2_i12_in_fb;
  wire [3:0] sw_s2_i12_out_fb;
  wire [3:0] sw_s2_i12_in_fw;
  wire [3:0] sw_s2_i12_out_fw;
  wire [63:0] sw_s2_i12_cam;
  wire [15:0]    sw_s2_i12_err_count;
  wire [31:0]    sw_s2_i12_stat_data;
  wire [1023:0] sw_s2_i12_mon;
  wire [7:0] sw_s2_i12_in_credit_vc;
  wire [7:0] sw_s2_i12_out_credit_vc;
  wire [1023:0] sw_s2_i12_vc;
  // sw_s2_i13: stage 2, index 13
  wire [P-1:0]   sw_s2_i13_in_valid;
  wire [P*W-1:0] sw_s2_i13_in_data;
  wire [P-1:0]   sw_s2_i13_in_credit;
  wire [P-1:0]   sw_s2_i13_out_valid;
  wire [P*W-1:0] sw_s2_i13_out_data;
  wire [P-1:0]   sw_s2_i13_out_credit;
  wire [3:0] sw_s2_i13_in_fb;
  wire [3:0] sw_s2_i13_out_fb;
  wire [3:0] sw_s2_i13_in_fw;
  wire [3:0] sw_s2_i13_out_fw;
  wire [63:0] sw_s2_i13_cam;
  wire [15:0]    sw_s2_i13_err_count;
  wire [31:0]    sw_s2_i13_stat_data;
  wire [1023:0] sw_s2_i13_mon;
  wire [7:0] sw_s2_i13_in_credit_vc;
  wire [7:0] sw_s2_i13_out_credit_vc;
  wire [1023:0] sw_s2_i13_vc;
  // sw_s2_i14: stage 2, index 14
  wire [P-1:0]   sw_s2_i14_in_valid;
  wire [P*W-1:0] sw_s2_i14_in_data;
  wire [P-1:0]   sw_s2_i14_in_credit;
  wire [P-1:0]   sw_s2_i14_out_valid;
  wire [P*W-1:0] sw_s2_i14_out_data;
  wire [P-1:0]   sw_s2_i14_out_credit;
  wire [3:0] sw_s2_i14_in_fb;
  wire [3:0] sw_s2_i14_out_fb;
  wire [3:0] sw_s2_i14_in_fw;
  wire [3:0] sw_s2_i14_out_fw;
  wire [63:0] sw_s2_i14_cam;
  wire [15:0]    sw_s2_i14_err_count;
  wire [31:0]    sw_s2_i14_stat_data;
  wire [1023:0] sw_s2_i14_mon;
  wire [7:0] sw_s2_i14_in_credit_vc;
  wire [7:0] sw_s2_i14_out_credit_vc;
  wire [1023:0] sw_s2_i14_vc;
  // sw_s2_i15: stage 2, index 15
  wire [P-1:0]   sw_s2_i15_in_valid;
  wire [P*W-1:0] sw_s2_i15_in_data;
  wire [P-1:0]   sw_s2_i15_in_credit;
  wire [P-1:0]   sw_s2_i15_out_valid;
  wire [P*W-1:0] sw_s2_i15_out_data;
  wire [P-1:0]   sw_s2_i15_out_credit;
  wire [3:0] sw_s2_i15_in_fb;
  wire [3:0] sw_s2_i15_out_fb;
  wire [3:0] sw_s2_i15_in_fw;
  wire [3:0] sw_s2_i15_out_fw;
  wire [63:0] sw_s2_i15_cam;
  wire [15:0]    sw_s2_i15_err_count;
  wire [31:0]    sw_s2_i15_stat_data;
  wire [1023:0] sw_s2_i15_mon;
  wire [7:0] sw_s2_i15_in_credit_vc;
  wire [7:0] sw_s2_i15_out_credit_vc;
  wire [1023:0] sw_s2_i15_vc;

  // ---- links ----
  assign sw_s0_i0_in_valid[0] = host_in_valid_i[0];
  assign sw_s0_i0_in_data[63:0] = host_in_data_i[63:0];
  assign host_in_credit_o[0] = sw_s0_i0_in_credit[0];
  assign host_in_credit_vc_o[1:0] = sw_s0_i0_in_credit_vc[1:0];
  assign sw_s0_i0_in_fw[0:0] = 1'd0;
  assign sw_s0_i0_in_valid[1] = host_in_valid_i[1];
  assign sw_s0_i0_in_data[127:64] = host_in_data_i[127:64];
  assign host_in_credit_o[1] = sw_s0_i0_in_credit[1];
  assign host_in_credit_vc_o[3:2] = sw_s0_i0_in_credit_vc[3:2];
  assign sw_s0_i0_in_fw[1:1] = 1'd0;
  assign sw_s0_i0_in_valid[2] = host_in_valid_i[2];
  assign sw_s0_i0_in_data[191:128] = host_in_data_i[191:128];
  assign host_in_credit_o[2] = sw_s0_i0_in_credit[2];
  assign host_in_credit_vc_o[5:4] = sw_s0_i0_in_credit_vc[5:4];
  assign sw_s0_i0_in_fw[2:2] = 1'd0;
  assign sw_s0_i0_in_valid[3] = host_in_valid_i[3];
  assign sw_s0_i0_in_data[255:192] = host_in_data_i[255:192];
  assign host_in_credit_o[3] = sw_s0_i0_in_credit[3];
  assign host_in_credit_vc_o[7:6] = sw_s0_i0_in_credit_vc[7:6];
  assign sw_s0_i0_in_fw[3:3] = 1'd0;
  assign sw_s0_i1_in_valid[0] = host_in_valid_i[4];
  assign sw_s0_i1_in_data[63:0] = host_in_data_i[319:256];
  assign host_in_credit_o[4] = sw_s0_i1_in_credit[0];
  assign host_in_credit_vc_o[9:8] = sw_s0_i1_in_credit_vc[1:0];
  assign sw_s0_i1_in_fw[0:0] = 1'd0;
  assign sw_s0_i1_in_valid[1] = host_in_valid_i[5];
  assign sw_s0_i1_in_data[127:64] = host_in_data_i[383:320];
  assign host_in_credit_o[5] = sw_s0_i1_in_credit[1];
  assign host_in_credit_vc_o[11:10] = sw_s0_i1_in_credit_vc[3:2];
  assign sw_s0_i1_in_fw[1:1] = 1'd0;
  assign sw_s0_i1_in_valid[2] = host_in_valid_i[6];
  assign sw_s0_i1_in_data[191:128] = host_in_data_i[447:384];
  assign host_in_credit_o[6] = sw_s0_i1_in_credit[2];
  assign host_in_credit_vc_o[13:12] = sw_s0_i1_in_credit_vc[5:4];
  assign sw_s0_i1_in_fw[2:2] = 1'd0;
  assign sw_s0_i1_in_valid[3] = host_in_valid_i[7];
  assign sw_s0_i1_in_data[255:192] = host_in_data_i[511:448];
  assign host_in_credit_o[7] = sw_s0_i1_in_credit[3];
  assign host_in_credit_vc_o[15:14] = sw_s0_i1_in_credit_vc[7:6];
  assign sw_s0_i1_in_fw[3:3] = 1'd0;
  assign sw_s0_i2_in_valid[0] = host_in_valid_i[8];
  assign sw_s0_i2_in_data[63:0] = host_in_data_i[575:512];
  assign host_in_credit_o[8] = sw_s0_i2_in_credit[0];
  assign host_in_credit_vc_o[17:16] = sw_s0_i2_in_credit_vc[1:0];
  assign sw_s0_i2_in_fw[0:0] = 1'd0;
  assign sw_s0_i2_in_valid[1] = host_in_valid_i[9];
  assign sw_s0_i2_in_data[127:64] = host_in_data_i[639:576];
  assign host_in_credit_o[9] = sw_s0_i2_in_credit[1];
  assign host_in_credit_vc_o[19:18] = sw_s0_i2_in_credit_vc[3:2];
  assign sw_s0_i2_in_fw[1:1] = 1'd0;
  assign sw_s0_i2_in_valid[2] = host_in_valid_i[10];
  assign sw_s0_i2_in_data[191:128] = host_in_data_i[703:640];
  assign host_in_credit_o[10] = sw_s0_i2_in_credit[2];
  assign host_in_credit_vc_o[21:20] = sw_s0_i2_in_credit_vc[5:4];
  assign sw_s0_i2_in_fw[2:2] = 1'd0;
  assign sw_s0_i2_in_valid[3] = host_in_valid_i[11];
  assign sw_s0_i2_in_data[255:192] = host_in_data_i[767:704];
  assign host_in_credit_o[11] = sw_s0_i2_in_credit[3];
  assign host_in_credit_vc_o[23:22] = sw_s0_i2_in_credit_vc[7:6];
  assign sw_s0_i2_in_fw[3:3] = 1'd0;
  assign sw_s0_i3_in_valid[0] = host_in_valid_i[12];
  assign sw_s0_i3_in_data[63:0] = host_in_data_i[831:768];
  assign host_in_credit_o[12] = sw_s0_i3_in_credit[0];
  assign host_in_credit_vc_o[25:24] = sw_s0_i3_in_credit_vc[1:0];
  assign sw_s0_i3_in_fw[0:0] = 1'd0;
  assign sw_s0_i3_in_valid[1] = host_in_valid_i[13];
  assign sw_s0_i3_in_data[127:64] = host_in_data_i[895:832];
  assign host_in_credit_o[13] = sw_s0_i3_in_credit[1];
  assign host_in_credit_vc_o[27:26] = sw_s0_i3_in_credit_vc[3:2];
  assign sw_s0_i3_in_fw[1:1] = 1'd0;
  assign sw_s0_i3_in_valid[2] = host_in_valid_i[14];
  assign sw_s0_i3_in_data[191:128] = host_in_data_i[959:896];
  assign host_in_credit_o[14] = sw_s0_i3_in_credit[2];
  assign host_in_credit_vc_o[29:28] = sw_s0_i3_in_credit_vc[5:4];
  assign sw_s0_i3_in_fw[2:2] = 1'd0;
  assign sw_s0_i3_in_valid[3] = host_in_valid_i[15];
  assign sw_s0_i3_in_data[255:192] = host_in_data_i[1023:960];
  assign host_in_credit_o[15] = sw_s0_i3_in_credit[3];
  assign host_in_credit_vc_o[31:30] = sw_s0_i3_in_credit_vc[7:6];
  assign sw_s0_i3_in_fw[3:3] = 1'd0;
  assign sw_s0_i4_in_valid[0] = host_in_valid_i[16];
  assign sw_s0_i4_in_data[63:0] = host_in_data_i[1087:1024];
  assign host_in_credit_o[16] = sw_s0_i4_in_credit[0];
  assign host_in_credit_vc_o[33:32] = sw_s0_i4_in_credit_vc[1:0];
  assign sw_s0_i4_in_fw[0:0] = 1'd0;
  assign sw_s0_i4_in_valid[1] = host_in_valid_i[17];
  assign sw_s0_i4_in_data[127:64] = host_in_data_i[1151:1088];
  assign host_in_credit_o[17] = sw_s0_i4_in_credit[1];
  assign host_in_credit_vc_o[35:34] = sw_s0_i4_in_credit_vc[3:2];
  assign sw_s0_i4_in_fw[1:1] = 1'd0;
  assign sw_s0_i4_in_valid[2] = host_in_valid_i[18];
  assign sw_s0_i4_in_data[191:128] = host_in_data_i[1215:1152];
  assign host_in_credit_o[18] = sw_s0_i4_in_credit[2];
  assign host_in_credit_vc_o[37:36] = sw_s0_i4_in_credit_vc[5:4];
  assign sw_s0_i4_in_fw[2:2] = 1'd0;
  assign sw_s0_i4_in_valid[3] = host_in_valid_i[19];
  assign sw_s0_i4_in_data[255:192] = host_in_data_i[1279:1216];
  assign host_in_credit_o[19] = sw_s0_i4_in_credit[3];
  assign host_in_credit_vc_o[39:38] = sw_s0_i4_in_credit_vc[7:6];
  assign sw_s0_i4_in_fw[3:3] = 1'd0;
  assign sw_s0_i5_in_valid[0] = host_in_valid_i[20];
  assign sw_s0_i5_in_data[63:0] = host_in_data_i[1343:1280];
  assign host_in_credit_o[20] = sw_s0_i5_in_credit[0];
  assign host_in_credit_vc_o[41:40] = sw_s0_i5_in_credit_vc[1:0];
  assign sw_s0_i5_in_fw[0:0] = 1'd0;
  assign sw_s0_i5_in_valid[1] = host_in_valid_i[21];
  assign sw_s0_i5_in_data[127:64] = host_in_data_i[1407:1344];
  assign host_in_credit_o[21] = sw_s0_i5_in_credit[1];
  assign host_in_credit_vc_o[43:42] = sw_s0_i5_in_credit_vc[3:2];
  assign sw_s0_i5_in_fw[1:1] = 1'd0;
  assign sw_s0_i5_in_valid[2] = host_in_valid_i[22];
  assign sw_s0_i5_in_data[191:128] = host_in_data_i[1471:1408];
  assign host_in_credit_o[22] = sw_s0_i5_in_credit[2];
  assign host_in_credit_vc_o[45:44] = sw_s0_i5_in_credit_vc[5:4];
  assign sw_s0_i5_in_fw[2:2] = 1'd0;
  assign sw_s0_i5_in_valid[3] = host_in_valid_i[23];
  assign sw_s0_i5_in_data[255:192] = host_in_data_i[1535:1472];
  assign host_in_credit_o[23] = sw_s0_i5_in_credit[3];
  assign host_in_credit_vc_o[47:46] = sw_s0_i5_in_credit_vc[7:6];
  assign sw_s0_i5_in_fw[3:3] = 1'd0;
  assign sw_s0_i6_in_valid[0] = host_in_valid_i[24];
  assign sw_s0_i6_in_data[63:0] = host_in_data_i[1599:1536];
  assign host_in_credit_o[24] = sw_s0_i6_in_credit[0];
  assign host_in_credit_vc_o[49:48] = sw_s0_i6_in_credit_vc[1:0];
  assign sw_s0_i6_in_fw[0:0] = 1'd0;
  assign sw_s0_i6_in_valid[1] = host_in_valid_i[25];
  assign sw_s0_i6_in_data[127:64] = host_in_data_i[1663:1600];
  assign host_in_credit_o[25] = sw_s0_i6_in_credit[1];
  assign host_in_credit_vc_o[51:50] = sw_s0_i6_in_credit_vc[3:2];
  assign sw_s0_i6_in_fw[1:1] = 1'd0;
  assign sw_s0_i6_in_valid[2] = host_in_valid_i[26];
  assign sw_s0_i6_in_data[191:128] = host_in_data_i[1727:1664];
  assign host_in_credit_o[26] = sw_s0_i6_in_credit[2];
  assign host_in_credit_vc_o[53:52] = sw_s0_i6_in_credit_vc[5:4];
  assign sw_s0_i6_in_fw[2:2] = 1'd0;
  assign sw_s0_i6_in_valid[3] = host_in_valid_i[27];
  assign sw_s0_i6_in_data[255:192] = host_in_data_i[1791:1728];
  assign host_in_credit_o[27] = sw_s0_i6_in_credit[3];
  assign host_in_credit_vc_o[55:54] = sw_s0_i6_in_credit_vc[7:6];
  assign sw_s0_i6_in_fw[3:3] = 1'd0;
  assign sw_s0_i7_in_valid[0] = host_in_valid_i[28];
  assign sw_s0_i7_in_data[63:0] = host_in_data_i[1855:1792];
  assign host_in_credit_o[28] = sw_s0_i7_in_credit[0];
  assign host_in_credit_vc_o[57:56] = sw_s0_i7_in_credit_vc[1:0];
  assign sw_s0_i7_in_fw[0:0] = 1'd0;
  assign sw_s0_i7_in_valid[1] = host_in_valid_i[29];
  assign sw_s0_i7_in_data[127:64] = host_in_data_i[1919:1856];
  assign host_in_credit_o[29] = sw_s0_i7_in_credit[1];
  assign host_in_credit_vc_o[59:58] = sw_s0_i7_in_credit_vc[3:2];
  assign sw_s0_i7_in_fw[1:1] = 1'd0;
  assign sw_s0_i7_in_valid[2] = host_in_valid_i[30];
  assign sw_s0_i7_in_data[191:128] = host_in_data_i[1983:1920];
  assign host_in_credit_o[30] = sw_s0_i7_in_credit[2];
  assign host_in_credit_vc_o[61:60] = sw_s0_i7_in_credit_vc[5:4];
  assign sw_s0_i7_in_fw[2:2] = 1'd0;
  assign sw_s0_i7_in_valid[3] = host_in_valid_i[31];
  assign sw_s0_i7_in_data[255:192] = host_in_data_i[2047:1984];
  assign host_in_credit_o[31] = sw_s0_i7_in_credit[3];
  assign host_in_credit_vc_o[63:62] = sw_s0_i7_in_credit_vc[7:6];
  assign sw_s0_i7_in_fw[3:3] = 1'd0;
  assign sw_s0_i8_in_valid[0] = host_in_valid_i[32];
  assign sw_s0_i8_in_data[63:0] = host_in_data_i[2111:2048];
  assign host_in_credit_o[32] = sw_s0_i8_in_credit[0];
  assign host_in_credit_vc_o[65:64] = sw_s0_i8_in_credit_vc[1:0];
  assign sw_s0_i8_in_fw[0:0] = 1'd0;
  assign sw_s0_i8_in_valid[1] = host_in_valid_i[33];
  assign sw_s0_i8_in_data[127:64] = host_in_data_i[2175:2112];
  assign host_in_credit_o[33] = sw_s0_i8_in_credit[1];
  assign host_in_credit_vc_o[67:66] = sw_s0_i8_in_credit_vc[3:2];
  assign sw_s0_i8_in_fw[1:1] = 1'd0;
  assign sw_s0_i8_in_valid[2] = host_in_valid_i[34];
  assign sw_s0_i8_in_data[191:128] = host_in_data_i[2239:2176];
  assign host_in_credit_o[34] = sw_s0_i8_in_credit[2];
  assign host_in_credit_vc_o[69:68] = sw_s0_i8_in_credit_vc[5:4];
  assign sw_s0_i8_in_fw[2:2] = 1'd0;
  assign sw_s0_i8_in_valid[3] = host_in_valid_i[35];
  assign sw_s0_i8_in_data[255:192] = host_in_data_i[2303:2240];
  assign host_in_credit_o[35] = sw_s0_i8_in_credit[3];
  assign host_in_credit_vc_o[71:70] = sw_s0_i8_in_credit_vc[7:6];
  assign sw_s0_i8_in_fw[3:3] = 1'd0;
  assign sw_s0_i9_in_valid[0] = host_in_valid_i[36];
  assign sw_s0_i9_in_data[63:0] = host_in_data_i[2367:2304];
  assign host_in_credit_o[36] = sw_s0_i9_in_credit[0];
  assign host_in_credit_vc_o[73:72] = sw_s0_i9_in_credit_vc[1:0];
  assign sw_s0_i9_in_fw[0:0] = 1'd0;
  assign sw_s0_i9_in_valid[1] = host_in_valid_i[37];
  assign sw_s0_i9_in_data[127:64] = host_in_data_i[2431:2368];
  assign host_in_credit_o[37] = sw_s0_i9_in_credit[1];
  assign host_in_credit_vc_o[75:74] = sw_s0_i9_in_credit_vc[3:2];
  assign sw_s0_i9_in_fw[1:1] = 1'd0;
  assign sw_s0_i9_in_valid[2] = host_in_valid_i[38];
  assign sw_s0_i9_in_data[191:128] = host_in_data_i[2495:2432];
  assign host_in_credit_o[38] = sw_s0_i9_in_credit[2];
  assign host_in_credit_vc_o[77:76] = sw_s0_i9_in_credit_vc[5:4];
  assign sw_s0_i9_in_fw[2:2] = 1'd0;
  assign sw_s0_i9_in_valid[3] = host_in_valid_i[39];
  assign sw_s0_i9_in_data[255:192] = host_in_data_i[2559:2496];
  assign host_in_credit_o[39] = sw_s0_i9_in_credit[3];
  assign host_in_credit_vc_o[79:78] = sw_s0_i9_in_credit_vc[7:6];
  assign sw_s0_i9_in_fw[3:3] = 1'd0;
  assign sw_s0_i10_in_valid[0] = host_in_valid_i[40];
  assign sw_s0_i10_in_data[63:0] = host_in_data_i[2623:2560];
  assign host_in_credit_o[40] = sw_s0_i10_in_credit[0];
  assign host_in_credit_vc_o[81:80] = sw_s0_i10_in_credit_vc[1:0];
  assign sw_s0_i10_in_fw[0:0] = 1'd0;
  assign sw_s0_i10_in_valid[1] = host_in_valid_i[41];
  assign sw_s0_i10_in_data[127:64] = host_in_data_i[2687:2624];
  assign host_in_credit_o[41] = sw_s0_i10_in_credit[1];
  assign host_in_credit_vc_o[83:82] = sw_s0_i10_in_credit_vc[3:2];
  assign sw_s0_i10_in_fw[1:1] = 1'd0;
  assign sw_s0_i10_in_valid[2] = host_in_valid_i[42];
  assign sw_s0_i10_in_data[191:128] = host_in_data_i[2751:2688];
  assign host_in_credit_o[42] = sw_s0_i10_in_credit[2];
  assign host_in_credit_vc_o[85:84] = sw_s0_i10_in_credit_vc[5:4];
  assign sw_s0_i10_in_fw[2:2] = 1'd0;
  assign sw_s0_i10_in_valid[3] = host_in_valid_i[43];
  assign sw_s0_i10_in_data[255:192] = host_in_data_i[2815:2752];
  assign host_in_credit_o[43] = sw_s0_i10_in_credit[3];
  assign host_in_credit_vc_o[87:86] = sw_s0_i10_in_credit_vc[7:6];
  assign sw_s0_i10_in_fw[3:3] = 1'd0;
  assign sw_s0_i11_in_valid[0] = host_in_valid_i[44];
  assign sw_s0_i11_in_data[63:0] = host_in_data_i[2879:2816];
  assign host_in_credit_o[44] = sw_s0_i11_in_credit[0];
  assign host_in_credit_vc_o[89:88] = sw_s0_i11_in_credit_vc[1:0];
  assign sw_s0_i11_in_fw[0:0] = 1'd0;
  assign sw_s0_i11_in_valid[1] = host_in_valid_i[45];
  assign sw_s0_i11_in_data[127:64] = host_in_data_i[2943:2880];
  assign host_in_credit_o[45] = sw_s0_i11_in_credit[1];
  assign host_in_credit_vc_o[91:90] = sw_s0_i11_in_credit_vc[3:2];
  assign sw_s0_i11_in_fw[1:1] = 1'd0;
  assign sw_s0_i11_in_valid[2] = host_in_valid_i[46];
  assign sw_s0_i11_in_data[191:128] = host_in_data_i[3007:2944];
  assign host_in_credit_o[46] = sw_s0_i11_in_credit[2];
  assign host_in_credit_vc_o[93:92] = sw_s0_i11_in_credit_vc[5:4];
  assign sw_s0_i11_in_fw[2:2] = 1'd0;
  assign sw_s0_i11_in_valid[3] = host_in_valid_i[47];
  assign sw_s0_i11_in_data[255:192] = host_in_data_i[3071:3008];
  assign host_in_credit_o[47] = sw_s0_i11_in_credit[3];
  assign host_in_credit_vc_o[95:94] = sw_s0_i11_in_credit_vc[7:6];
  assign sw_s0_i11_in_fw[3:3] = 1'd0;
  assign sw_s0_i12_in_valid[0] = host_in_valid_i[48];
  assign sw_s0_i12_in_data[63:0] = host_in_data_i[3135:3072];
  assign host_in_credit_o[48] = sw_s0_i12_in_credit[0];
  assign host_in_credit_vc_o[97:96] = sw_s0_i12_in_credit_vc[1:0];
  assign sw_s0_i12_in_fw[0:0] = 1'd0;
  assign sw_s0_i12_in_valid[1] = host_in_valid_i[49];
  assign sw_s0_i12_in_data[127:64] = host_in_data_i[3199:3136];
  assign host_in_credit_o[49] = sw_s0_i12_in_credit[1];
  assign host_in_credit_vc_o[99:98] = sw_s0_i12_in_credit_vc[3:2];
  assign sw_s0_i12_in_fw[1:1] = 1'd0;
  assign sw_s0_i12_in_valid[2] = host_in_valid_i[50];
  assign sw_s0_i12_in_data[191:128] = host_in_data_i[3263:3200];
  assign host_in_credit_o[50] = sw_s0_i12_in_credit[2];
  assign host_in_credit_vc_o[101:100] = sw_s0_i12_in_credit_vc[5:4];
  assign sw_s0_i12_in_fw[2:2] = 1'd0;
  assign sw_s0_i12_in_valid[3] = host_in_valid_i[51];
  assign sw_s0_i12_in_data[255:192] = host_in_data_i[3327:3264];
  assign host_in_credit_o[51] = sw_s0_i12_in_credit[3];
  assign host_in_credit_vc_o[103:102] = sw_s0_i12_in_credit_vc[7:6];
  assign sw_s0_i12_in_fw[3:3] = 1'd0;
  assign sw_s0_i13_in_valid[0] = host_in_valid_i[52];
  assign sw_s0_i13_in_data[63:0] = host_in_data_i[3391:3328];
  assign host_in_credit_o[52] = sw_s0_i13_in_credit[0];
  assign host_in_credit_vc_o[105:104] = sw_s0_i13_in_credit_vc[1:0];
  assign sw_s0_i13_in_fw[0:0] = 1'd0;
  assign sw_s0_i13_in_valid[1] = host_in_valid_i[53];
  assign sw_s0_i13_in_data[127:64] = host_in_data_i[3455:3392];
  assign host_in_credit_o[53] = sw_s0_i13_in_credit[1];
  assign host_in_credit_vc_o[107:106] = sw_s0_i13_in_credit_vc[3:2];
  assign sw_s0_i13_in_fw[1:1] = 1'd0;
  assign sw_s0_i13_in_valid[2] = host_in_valid_i[54];
  assign sw_s0_i13_in_data[191:128] = host_in_data_i[3519:3456];
  assign host_in_credit_o[54] = sw_s0_i13_in_credit[2];
  assign host_in_credit_vc_o[109:108] = sw_s0_i13_in_credit_vc[5:4];
  assign sw_s0_i13_in_fw[2:2] = 1'd0;
  assign sw_s0_i13_in_valid[3] = host_in_valid_i[55];
  assign sw_s0_i13_in_data[255:192] = host_in_data_i[3583:3520];
  assign host_in_credit_o[55] = sw_s0_i13_in_credit[3];
  assign host_in_credit_vc_o[111:110] = sw_s0_i13_in_credit_vc[7:6];
  assign sw_s0_i13_in_fw[3:3] = 1'd0;
  assign sw_s0_i14_in_valid[0] = host_in_valid_i[56];
  assign sw_s0_i14_in_data[63:0] = host_in_data_i[3647:3584];
  assign host_in_credit_o[56] = sw_s0_i14_in_credit[0];
  assign host_in_credit_vc_o[113:112] = sw_s0_i14_in_credit_vc[1:0];
  assign sw_s0_i14_in_fw[0:0] = 1'd0;
  assign sw_s0_i14_in_valid[1] = host_in_valid_i[57];
  assign sw_s0_i14_in_data[127:64] = host_in_data_i[3711:3648];
  assign host_in_credit_o[57] = sw_s0_i14_in_credit[1];
  assign host_in_credit_vc_o[115:114] = sw_s0_i14_in_credit_vc[3:2];
  assign sw_s0_i14_in_fw[1:1] = 1'd0;
  assign sw_s0_i14_in_valid[2] = host_in_valid_i[58];
  assign sw_s0_i14_in_data[191:128] = host_in_data_i[3775:3712];
  assign host_in_credit_o[58] = sw_s0_i14_in_credit[2];
  assign host_in_credit_vc_o[117:116] = sw_s0_i14_in_credit_vc[5:4];
  assign sw_s0_i14_in_fw[2:2] = 1'd0;
  assign sw_s0_i14_in_valid[3] = host_in_valid_i[59];
  assign sw_s0_i14_in_data[255:192] = host_in_data_i[3839:3776];
  assign host_in_credit_o[59] = sw_s0_i14_in_credit[3];
  assign host_in_credit_vc_o[119:118] = sw_s0_i14_in_credit_vc[7:6];
  assign sw_s0_i14_in_fw[3:3] = 1'd0;
  assign sw_s0_i15_in_valid[0] = host_in_valid_i[60];
  assign sw_s0_i15_in_data[63:0] = host_in_data_i[3903:3840];
  assign host_in_credit_o[60] = sw_s0_i15_in_credit[0];
  assign host_in_credit_vc_o[121:120] = sw_s0_i15_in_credit_vc[1:0];
  assign sw_s0_i15_in_fw[0:0] = 1'd0;
  assign sw_s0_i15_in_valid[1] = host_in_valid_i[61];
  assign sw_s0_i15_in_data[127:64] = host_in_data_i[3967:3904];
  assign host_in_credit_o[61] = sw_s0_i15_in_credit[1];
  assign host_in_credit_vc_o[123:122] = sw_s0_i15_in_credit_vc[3:2];
  assign sw_s0_i15_in_fw[1:1] = 1'd0;
  assign sw_s0_i15_in_valid[2] = host_in_valid_i[62];
  assign sw_s0_i15_in_data[191:128] = host_in_data_i[4031:3968];
  assign host_in_credit_o[62] = sw_s0_i15_in_credit[2];
  assign host_in_credit_vc_o[125:124] = sw_s0_i15_in_credit_vc[5:4];
  assign sw_s0_i15_in_fw[2:2] = 1'd0;
  assign sw_s0_i15_in_valid[3] = host_in_valid_i[63];
  assign sw_s0_i15_in_data[255:192] = host_in_data_i[4095:4032];
  assign host_in_credit_o[63] = sw_s0_i15_in_credit[3];
  assign host_in_credit_vc_o[127:126] = sw_s0_i15_in_credit_vc[7:6];
  assign sw_s0_i15_in_fw[3:3] = 1'd0;
  assign sw_s1_i0_in_valid[0] = sw_s0_i0_out_valid[0];
  assign sw_s1_i0_in_data[63:0] = sw_s0_i0_out_data[63:0];
  assign sw_s0_i0_out_credit[0] = sw_s1_i0_in_credit[0];
  assign sw_s0_i0_out_credit_vc[1:0] = sw_s1_i0_in_credit_vc[1:0];
  assign sw_s0_i0_out_fb[0:0] = sw_s1_i0_in_fb[0:0];
  assign sw_s1_i0_in_fw[0:0] = sw_s0_i0_out_fw[0:0];
  assign sw_s1_i0_in_valid[1] = sw_s0_i4_out_valid[0];
  assign sw_s1_i0_in_data[127:64] = sw_s0_i4_out_data[63:0];
  assign sw_s0_i4_out_credit[0] = sw_s1_i0_in_credit[1];
  assign sw_s0_i4_out_credit_vc[1:0] = sw_s1_i0_in_credit_vc[3:2];
  assign sw_s0_i4_out_fb[0:0] = sw_s1_i0_in_fb[1:1];
  assign sw_s1_i0_in_fw[1:1] = sw_s0_i4_out_fw[0:0];
  assign sw_s1_i0_in_valid[2] = sw_s0_i8_out_valid[0];
  assign sw_s1_i0_in_data[191:128] = sw_s0_i8_out_data[63:0];
  assign sw_s0_i8_out_credit[0] = sw_s1_i0_in_credit[2];
  assign sw_s0_i8_out_credit_vc[1:0] = sw_s1_i0_in_credit_vc[5:4];
  assign sw_s0_i8_out_fb[0:0] = sw_s1_i0_in_fb[2:2];
  assign sw_s1_i0_in_fw[2:2] = sw_s0_i8_out_fw[0:0];
  assign sw_s1_i0_in_valid[3] = sw_s0_i12_out_valid[0];
  assign sw_s1_i0_in_data[255:192] = sw_s0_i12_out_data[63:0];
  assign sw_s0_i12_out_credit[0] = sw_s1_i0_in_credit[3];
  assign sw_s0_i12_out_credit_vc[1:0] = sw_s1_i0_in_credit_vc[7:6];
  assign sw_s0_i12_out_fb[0:0] = sw_s1_i0_in_fb[3:3];
  assign sw_s1_i0_in_fw[3:3] = sw_s0_i12_out_fw[0:0];
  assign sw_s1_i1_in_valid[0] = sw_s0_i1_out_valid[0];
  assign sw_s1_i1_in_data[63:0] = sw_s0_i1_out_data[63:0];
  assign sw_s0_i1_out_credit[0] = sw_s1_i1_in_credit[0];
  assign sw_s0_i1_out_credit_vc[1:0] = sw_s1_i1_in_credit_vc[1:0];
  assign sw_s0_i1_out_fb[0:0] = sw_s1_i1_in_fb[0:0];
  assign sw_s1_i1_in_fw[0:0] = sw_s0_i1_out_fw[0:0];
  assign sw_s1_i1_in_valid[1] = sw_s0_i5_out_valid[0];
  assign sw_s1_i1_in_data[127:64] = sw_s0_i5_out_data[63:0];
  assign sw_s0_i5_out_credit[0] = sw_s1_i1_in_credit[1];
  assign sw_s0_i5_out_credit_vc[1:0] = sw_s1_i1_in_credit_vc[3:2];
  assign sw_s0_i5_out_fb[0:0] = sw_s1_i1_in_fb[1:1];
  assign sw_s1_i1_in_fw[1:1] = sw_s0_i5_out_fw[0:0];
  assign sw_s1_i1_in_valid[2] = sw_s0_i9_out_valid[0];
  assign sw_s1_i1_in_data[191:128] = sw_s0_i9_out_data[63:0];
  assign sw_s0_i9_out_credit[0] = sw_s1_i1_in_credit[2];
  assign sw_s0_i9_out_credit_vc[1:0] = sw_s1_i1_in_credit_vc[5:4];
  assign sw_s0_i9_out_fb[0:0] = sw_s1_i1_in_fb[2:2];
  assign sw_s1_i1_in_fw[2:2] = sw_s0_i9_out_fw[0:0];
  assign sw_s1_i1_in_valid[3] = sw_s0_i13_out_valid[0];
  assign sw_s1_i1_in_data[255:192] = sw_s0_i13_out_data[63:0];
  assign sw_s0_i13_out_credit[0] = sw_s1_i1_in_credit[3];
  assign sw_s0_i13_out_credit_vc[1:0] = sw_s1_i1_in_credit_vc[7:6];
  assign sw_s0_i13_out_fb[0:0] = sw_s1_i1_in_fb[3:3];
  assign sw_s1_i1_in_fw[3:3] = sw_s0_i13_out_fw[0:0];
  assign sw_s1_i2_in_valid[0] = sw_s0_i2_out_valid[0];
  assign sw_s1_i2_in_data[63:0] = sw_s0_i2_out_data[63:0];
  assign sw_s0_i2_out_credit[0] = sw_s1_i2_in_credit[0];
  assign sw_s0_i2_out_credit_vc[1:0] = sw_s1_i2_in_credit_vc[1:0];
  assign sw_s0_i2_out_fb[0:0] = sw_s1_i2_in_fb[0:0];
  assign sw_s1_i2_in_fw[0:0] = sw_s0_i2_out_fw[0:0];
  assign sw_s1_i2_in_valid[1] = sw_s0_i6_out_valid[0];
  assign sw_s1_i2_in_data[127:64] = sw_s0_i6_out_data[63:0];
  assign sw_s0_i6_out_credit[0] = sw_s1_i2_in_credit[1];
  assign sw_s0_i6_out_credit_vc[1:0] = sw_s1_i2_in_credit_vc[3:2];
  assign sw_s0_i6_out_fb[0:0] = sw_s1_i2_in_fb[1:1];
  assign sw_s1_i2_in_fw[1:1] = sw_s0_i6_out_fw[0:0];
  assign sw_s1_i2_in_valid[2] = sw_s0_i10_out_valid[0];
  assign sw_s1_i2_in_data[191:128] = sw_s0_i10_out_data[63:0];
  assign sw_s0_i10_out_credit[0] = sw_s1_i2_in_credit[2];
  assign sw_s0_i10_out_credit_vc[1:0] = sw_s1_i2_in_credit_vc[5:4];
  assign sw_s0_i10_out_fb[0:0] = sw_s1_i2_in_fb[2:2];
  assign sw_s1_i2_in_fw[2:2] = sw_s0_i10_out_fw[0:0];
  assign sw_s1_i2_in_valid[3] = sw_s0_i14_out_valid[0];
  assign sw_s1_i2_in_data[255:192] = sw_s0_i14_out_data[63:0];
  assign sw_s0_i14_out_credit[0] = sw_s1_i2_in_credit[3];
  assign sw_s0_i14_out_credit_vc[1:0] = sw_s1_i2_in_credit_vc[7:6];
  assign sw_s0_i14_out_fb[0:0] = sw_s1_i2_in_fb[3:3];
  assign sw_s1_i2_in_fw[3:3] = sw_s0_i14_out_fw[0:0];
  assign sw_s1_i3_in_valid[0] = sw_s0_i3_out_valid[0];
  assign sw_s1_i3_in_data[63:0] = sw_s0_i3_out_data[63:0];
  assign sw_s0_i3_out_credit[0] = sw_s1_i3_in_credit[0];
  assign sw_s0_i3_out_credit_vc[1:0] = sw_s1_i3_in_credit_vc[1:0];
  assign sw_s0_i3_out_fb[0:0] = sw_s1_i3_in_fb[0:0];
  assign sw_s1_i3_in_fw[0:0] = sw_s0_i3_out_fw[0:0];
  assign sw_s1_i3_in_valid[1] = sw_s0_i7_out_valid[0];
  assign sw_s1_i3_in_data[127:64] = sw_s0_i7_out_data[63:0];
  assign sw_s0_i7_out_credit[0] = sw_s1_i3_in_credit[1];
  assign sw_s0_i7_out_credit_vc[1:0] = sw_s1_i3_in_credit_vc[3:2];
  assign sw_s0_i7_out_fb[0:0] = sw_s1_i3_in_fb[1:1];
  assign sw_s1_i3_in_fw[1:1] = sw_s0_i7_out_fw[0:0];
  assign sw_s1_i3_in_valid[2] = sw_s0_i11_out_valid[0];
  assign sw_s1_i3_in_data[191:128] = sw_s0_i11_out_data[63:0];
  assign sw_s0_i11_out_credit[0] = sw_s1_i3_in_credit[2];
  assign sw_s0_i11_out_credit_vc[1:0] = sw_s1_i3_in_credit_vc[5:4];
  assign sw_s0_i11_out_fb[0:0] = sw_s1_i3_in_fb[2:2];
  assign sw_s1_i3_in_fw[2:2] = sw_s0_i11_out_fw[0:0];
  assign sw_s1_i3_in_valid[3] = sw_s0_i15_out_valid[0];
  assign sw_s1_i3_in_data[255:192] = sw_s0_i15_out_data[63:0];
  assign sw_s0_i15_out_credit[0] = sw_s1_i3_in_credit[3];
  assign sw_s0_i15_out_credit_vc[1:0] = sw_s1_i3_in_credit_vc[7:6];
  assign sw_s0_i15_out_fb[0:0] = sw_s1_i3_in_fb[3:3];
  assign sw_s1_i3_in_fw[3:3] = sw_s0_i15_out_fw[0:0];
  assign sw_s1_i4_in_valid[0] = sw_s0_i0_out_valid[1];
  assign sw_s1_i4_in_data[63:0] = sw_s0_i0_out_data[127:64];
  assign sw_s0_i0_out_credit[1] = sw_s1_i4_in_credit[0];
  assign sw_s0_i0_out_credit_vc[3:2] = sw_s1_i4_in_credit_vc[1:0];
  assign sw_s0_i0_out_fb[1:1] = sw_s1_i4_in_fb[0:0];
  assign sw_s1_i4_in_fw[0:0] = sw_s0_i0_out_fw[1:1];
  assign sw_s1_i4_in_valid[1] = sw_s0_i4_out_valid[1];
  assign sw_s1_i4_in_data[127:64] = sw_s0_i4_out_data[127:64];
  assign sw_s0_i4_out_credit[1] = sw_s1_i4_in_credit[1];
  assign sw_s0_i4_out_credit_vc[3:2] = sw_s1_i4_in_credit_vc[3:2];
  assign sw_s0_i4_out_fb[1:1] = sw_s1_i4_in_fb[1:1];
  assign sw_s1_i4_in_fw[1:1] = sw_s0_i4_out_fw[1:1];
  assign sw_s1_i4_in_valid[2] = sw_s0_i8_out_valid[1];
  assign sw_s1_i4_in_data[191:128] = sw_s0_i8_out_data[127:64];
  assign sw_s0_i8_out_credit[1] = sw_s1_i4_in_credit[2];
  assign sw_s0_i8_out_credit_vc[3:2] = sw_s1_i4_in_credit_vc[5:4];
  assign sw_s0_i8_out_fb[1:1] = sw_s1_i4_in_fb[2:2];
  assign sw_s1_i4_in_fw[2:2] = sw_s0_i8_out_fw[1:1];
  assign sw_s1_i4_in_valid[3] = sw_s0_i12_out_valid[1];
  assign sw_s1_i4_in_data[255:192] = sw_s0_i12_out_data[127:64];
  assign sw_s0_i12_out_credit[1] = sw_s1_i4_in_credit[3];
  assign sw_s0_i12_out_credit_vc[3:2] = sw_s1_i4_in_credit_vc[7:6];
  assign sw_s0_i12_out_fb[1:1] = sw_s1_i4_in_fb[3:3];
  assign sw_s1_i4_in_fw[3:3] = sw_s0_i12_out_fw[1:1];
  assign sw_s1_i5_in_valid[0] = sw_s0_i1_out_valid[1];
  assign sw_s1_i5_in_data[63:0] = sw_s0_i1_out_data[127:64];
  assign sw_s0_i1_out_credit[1] = sw_s1_i5_in_credit[0];
  assign sw_s0_i1_out_credit_vc[3:2] = sw_s1_i5_in_credit_vc[1:0];
  assign sw_s0_i1_out_fb[1:1] = sw_s1_i5_in_fb[0:0];
  assign sw_s1_i5_in_fw[0:0] = sw_s0_i1_out_fw[1:1];
  assign sw_s1_i5_in_valid[1] = sw_s0_i5_out_valid[1];
  assign sw_s1_i5_in_data[127:64] = sw_s0_i5_out_data[127:64];
  assign sw_s0_i5_out_credit[1] = sw_s1_i5_in_credit[1];
  assign sw_s0_i5_out_credit_vc[3:2] = sw_s1_i5_in_credit_vc[3:2];
  assign sw_s0_i5_out_fb[1:1] = sw_s1_i5_in_fb[1:1];
  assign sw_s1_i5_in_fw[1:1] = sw_s0_i5_out_fw[1:1];
  assign sw_s1_i5_in_valid[2] = sw_s0_i9_out_valid[1];
  assign sw_s1_i5_in_data[191:128] = sw_s0_i9_out_data[127:64];
  assign sw_s0_i9_out_credit[1] = sw_s1_i5_in_credit[2];
  assign sw_s0_i9_out_credit_vc[3:2] = sw_s1_i5_in_credit_vc[5:4];
  assign sw_s0_i9_out_fb[1:1] = sw_s1_i5_in_fb[2:2];
  assign sw_s1_i5_in_fw[2:2] = sw_s0_i9_out_fw[1:1];
  assign sw_s1_i5_in_valid[3] = sw_s0_i13_out_valid[1];
  assign sw_s1_i5_in_data[255:192] = sw_s0_i13_out_data[127:64];
  assign sw_s0_i13_out_credit[1] = sw_s1_i5_in_credit[3];
  assign sw_s0_i13_out_credit_vc[3:2] = sw_s1_i5_in_credit_vc[7:6];
  assign sw_s0_i13_out_fb[1:1] = sw_s1_i5_in_fb[3:3];
  assign sw_s1_i5_in_fw[3:3] = sw_s0_i13_out_fw[1:1];
  assign sw_s1_i6_in_valid[0] = sw_s0_i2_out_valid[1];
  assign sw_s1_i6_in_data[63:0] = sw_s0_i2_out_data[127:64];
  assign sw_s0_i2_out_credit[1] = sw_s1_i6_in_credit[0];
  assign sw_s0_i2_out_credit_vc[3:2] = sw_s1_i6_in_credit_vc[1:0];
  assign sw_s0_i2_out_fb[1:1] = sw_s1_i6_in_fb[0:0];
  assign sw_s1_i6_in_fw[0:0] = sw_s0_i2_out_fw[1:1];
  assign sw_s1_i6_in_valid[1] = sw_s0_i6_out_valid[1];
  assign sw_s1_i6_in_data[127:64] = sw_s0_i6_out_data[127:64];
  assign sw_s0_i6_out_credit[1] = sw_s1_i6_in_credit[1];
  assign sw_s0_i6_out_credit_vc[3:2] = sw_s1_i6_in_credit_vc[3:2];
  assign sw_s0_i6_out_fb[1:1] = sw_s1_i6_in_fb[1:1];
  assign sw_s1_i6_in_fw[1:1] = sw_s0_i6_out_fw[1:1];
  assign sw_s1_i6_in_valid[2] = sw_s0_i10_out_valid[1];
  assign sw_s1_i6_in_data[191:128] = sw_s0_i10_out_data[127:64];
  assign sw_s0_i10_out_credit[1] = sw_s1_i6_in_credit[2];
  assign sw_s0_i10_out_credit_vc[3:2] = sw_s1_i6_in_credit_vc[5:4];
  assign sw_s0_i10_out_fb[1:1] = sw_s1_i6_in_fb[2:2];
  assign sw_s1_i6_in_fw[2:2] = sw_s0_i10_out_fw[1:1];
  assign sw_s1_i6_in_valid[3] = sw_s0_i14_out_valid[1];
  assign sw_s1_i6_in_data[255:192] = sw_s0_i14_out_data[127:64];
  assign sw_s0_i14_out_credit[1] = sw_s1_i6_in_credit[3];
  assign sw_s0_i14_out_credit_vc[3:2] = sw_s1_i6_in_credit_vc[7:6];
  assign sw_s0_i14_out_fb[1:1] = sw_s1_i6_in_fb[3:3];
  assign sw_s1_i6_in_fw[3:3] = sw_s0_i14_out_fw[1:1];
  assign sw_s1_i7_in_valid[0] = sw_s0_i3_out_valid[1];
  assign sw_s1_i7_in_data[63:0] = sw_s0_i3_out_data[127:64];
  assign sw_s0_i3_out_credit[1] = sw_s1_i7_in_credit[0];
  assign sw_s0_i3_out_credit_vc[3:2] = sw_s1_i7_in_credit_vc[1:0];
  assign sw_s0_i3_out_fb[1:1] = sw_s1_i7_in_fb[0:0];
  assign sw_s1_i7_in_fw[0:0] = sw_s0_i3_out_fw[1:1];
  assign sw_s1_i7_in_valid[1] = sw_s0_i7_out_valid[1];
  assign sw_s1_i7_in_data[127:64] = sw_s0_i7_out_data[127:64];
  assign sw_s0_i7_out_credit[1] = sw_s1_i7_in_credit[1];
  assign sw_s0_i7_out_credit_vc[3:2] = sw_s1_i7_in_credit_vc[3:2];
  assign sw_s0_i7_out_fb[1:1] = sw_s1_i7_in_fb[1:1];
  assign sw_s1_i7_in_fw[1:1] = sw_s0_i7_out_fw[1:1];
  assign sw_s1_i7_in_valid[2] = sw_s0_i11_out_valid[1];
  assign sw_s1_i7_in_data[191:128] = sw_s0_i11_out_data[127:64];
  assign sw_s0_i11_out_credit[1] = sw_s1_i7_in_credit[2];
  assign sw_s0_i11_out_credit_vc[3:2] = sw_s1_i7_in_credit_vc[5:4];
  assign sw_s0_i11_out_fb[1:1] = sw_s1_i7_in_fb[2:2];
  assign sw_s1_i7_in_fw[2:2] = sw_s0_i11_out_fw[1:1];
  assign sw_s1_i7_in_valid[3] = sw_s0_i15_out_valid[1];
  assign sw_s1_i7_in_data[255:192] = sw_s0_i15_out_data[127:64];
  assign sw_s0_i15_out_credit[1] = sw_s1_i7_in_credit[3];
  assign sw_s0_i15_out_credit_vc[3:2] = sw_s1_i7_in_credit_vc[7:6];
  assign sw_s0_i15_out_fb[1:1] = sw_s1_i7_in_fb[3:3];
  assign sw_s1_i7_in_fw[3:3] = sw_s0_i15_out_fw[1:1];
  assign sw_s1_i8_in_valid[0] = sw_s0_i0_out_valid[2];
  assign sw_s1_i8_in_data[63:0] = sw_s0_i0_out_data[191:128];
  assign sw_s0_i0_out_credit[2] = sw_s1_i8_in_credit[0];
  assign sw_s0_i0_out_credit_vc[5:4] = sw_s1_i8_in_credit_vc[1:0];
  assign sw_s0_i0_out_fb[2:2] = sw_s1_i8_in_fb[0:0];
  assign sw_s1_i8_in_fw[0:0] = sw_s0_i0_out_fw[2:2];
  assign sw_s1_i8_in_valid[1] = sw_s0_i4_out_valid[2];
  assign sw_s1_i8_in_data[127:64] = sw_s0_i4_out_data[191:128];
  assign sw_s0_i4_out_credit[2] = sw_s1_i8_in_credit[1];
  assign sw_s0_i4_out_credit_vc[5:4] = sw_s1_i8_in_credit_vc[3:2];
  assign sw_s0_i4_out_fb[2:2] = sw_s1_i8_in_fb[1:1];
  assign sw_s1_i8_in_fw[1:1] = sw_s0_i4_out_fw[2:2];
  assign sw_s1_i8_in_valid[2] = sw_s0_i8_out_valid[2];
  assign sw_s1_i8_in_data[191:128] = sw_s0_i8_out_data[191:128];
  assign sw_s0_i8_out_credit[2] = sw_s1_i8_in_credit[2];
  assign sw_s0_i8_out_credit_vc[5:4] = sw_s1_i8_in_credit_vc[5:4];
  assign sw_s0_i8_out_fb[2:2] = sw_s1_i8_in_fb[2:2];
  assign sw_s1_i8_in_fw[2:2] = sw_s0_i8_out_fw[2:2];
  assign sw_s1_i8_in_valid[3] = sw_s0_i12_out_valid[2];
  assign sw_s1_i8_in_data[255:192] = sw_s0_i12_out_data[191:128];
  assign sw_s0_i12_out_credit[2] = sw_s1_i8_in_credit[3];
  assign sw_s0_i12_out_credit_vc[5:4] = sw_s1_i8_in_credit_vc[7:6];
  assign sw_s0_i12_out_fb[2:2] = sw_s1_i8_in_fb[3:3];
  assign sw_s1_i8_in_fw[3:3] = sw_s0_i12_out_fw[2:2];
  assign sw_s1_i9_in_valid[0] = sw_s0_i1_out_valid[2];
  assign sw_s1_i9_in_data[63:0] = sw_s0_i1_out_data[191:128];
  assign sw_s0_i1_out_credit[2] = sw_s1_i9_in_credit[0];
  assign sw_s0_i1_out_credit_vc[5:4] = sw_s1_i9_in_credit_vc[1:0];
  assign sw_s0_i1_out_fb[2:2] = sw_s1_i9_in_fb[0:0];
  assign sw_s1_i9_in_fw[0:0] = sw_s0_i1_out_fw[2:2];
  assign sw_s1_i9_in_valid[1] = sw_s0_i5_out_valid[2];
  assign sw_s1_i9_in_data[127:64] = sw_s0_i5_out_data[191:128];
  assign sw_s0_i5_out_credit[2] = sw_s1_i9_in_credit[1];
  assign sw_s0_i5_out_credit_vc[5:4] = sw_s1_i9_in_credit_vc[3:2];
  assign sw_s0_i5_out_fb[2:2] = sw_s1_i9_in_fb[1:1];
  assign sw_s1_i9_in_fw[1:1] = sw_s0_i5_out_fw[2:2];
  assign sw_s1_i9_in_valid[2] = sw_s0_i9_out_valid[2];
  assign sw_s1_i9_in_data[191:128] = sw_s0_i9_out_data[191:128];
  assign sw_s0_i9_out_credit[2] = sw_s1_i9_in_credit[2];
  assign sw_s0_i9_out_credit_vc[5:4] = sw_s1_i9_in_credit_vc[5:4];
  assign sw_s0_i9_out_fb[2:2] = sw_s1_i9_in_fb[2:2];
  assign sw_s1_i9_in_fw[2:2] = sw_s0_i9_out_fw[2:2];
  assign sw_s1_i9_in_valid[3] = sw_s0_i13_out_valid[2];
  assign sw_s1_i9_in_data[255:192] = sw_s0_i13_out_data[191:128];
  assign sw_s0_i13_out_credit[2] = sw_s1_i9_in_credit[3];
  assign sw_s0_i13_out_credit_vc[5:4] = sw_s1_i9_in_credit_vc[7:6];
  assign sw_s0_i13_out_fb[2:2] = sw_s1_i9_in_fb[3:3];
  assign sw_s1_i9_in_fw[3:3] = sw_s0_i13_out_fw[2:2];
  assign sw_s1_i10_in_valid[0] = sw_s0_i2_out_valid[2];
  assign sw_s1_i10_in_data[63:0] = sw_s0_i2_out_data[191:128];
  assign sw_s0_i2_out_credit[2] = sw_s1_i10_in_credit[0];
  assign sw_s0_i2_out_credit_vc[5:4] = sw_s1_i10_in_credit_vc[1:0];
  assign sw_s0_i2_out_fb[2:2] = sw_s1_i10_in_fb[0:0];
  assign sw_s1_i10_in_fw[0:0] = sw_s0_i2_out_fw[2:2];
  assign sw_s1_i10_in_valid[1] = sw_s0_i6_out_valid[2];
  assign sw_s1_i10_in_data[127:64] = sw_s0_i6_out_data[191:128];
  assign sw_s0_i6_out_credit[2] = sw_s1_i10_in_credit[1];
  assign sw_s0_i6_out_credit_vc[5:4] = sw_s1_i10_in_credit_vc[3:2];
  assign sw_s0_i6_out_fb[2:2] = sw_s1_i10_in_fb[1:1];
  assign sw_s1_i10_in_fw[1:1] = sw_s0_i6_out_fw[2:2];
  assign sw_s1_i10_in_valid[2] = sw_s0_i10_out_valid[2];
  assign sw_s1_i10_in_data[191:128] = sw_s0_i10_out_data[191:128];
  assign sw_s0_i10_out_credit[2] = sw_s1_i10_in_credit[2];
  assign sw_s0_i10_out_credit_vc[5:4] = sw_s1_i10_in_credit_vc[5:4];
  assign sw_s0_i10_out_fb[2:2] = sw_s1_i10_in_fb[2:2];
  assign sw_s1_i10_in_fw[2:2] = sw_s0_i10_out_fw[2:2];
  assign sw_s1_i10_in_valid[3] = sw_s0_i14_out_valid[2];
  assign sw_s1_i10_in_data[255:192] = sw_s0_i14_out_data[191:128];
  assign sw_s0_i14_out_credit[2] = sw_s1_i10_in_credit[3];
  assign sw_s0_i14_out_credit_vc[5:4] = sw_s1_i10_in_credit_vc[7:6];
  assign sw_s0_i14_out_fb[2:2] = sw_s1_i10_in_fb[3:3];
  assign sw_s1_i10_in_fw[3:3] = sw_s0_i14_out_fw[2:2];
  assign sw_s1_i11_in_valid[0] = sw_s0_i3_out_valid[2];
  assign sw_s1_i11_in_data[63:0] = sw_s0_i3_out_data[191:128];
  assign sw_s0_i3_out_credit[2] = sw_s1_i11_in_credit[0];
  assign sw_s0_i3_out_credit_vc[5:4] = sw_s1_i11_in_credit_vc[1:0];
  assign sw_s0_i3_out_fb[2:2] = sw_s1_i11_in_fb[0:0];
  assign sw_s1_i11_in_fw[0:0] = sw_s0_i3_out_fw[2:2];
  assign sw_s1_i11_in_valid[1] = sw_s0_i7_out_valid[2];
  assign sw_s1_i11_in_data[127:64] = sw_s0_i7_out_data[191:128];
  assign sw_s0_i7_out_credit[2] = sw_s1_i11_in_credit[1];
  assign sw_s0_i7_out_credit_vc[5:4] = sw_s1_i11_in_credit_vc[3:2];
  assign sw_s0_i7_out_fb[2:2] = sw_s1_i11_in_fb[1:1];
  assign sw_s1_i11_in_fw[1:1] = sw_s0_i7_out_fw[2:2];
  assign sw_s1_i11_in_valid[2] = sw_s0_i11_out_valid[2];
  assign sw_s1_i11_in_data[191:128] = sw_s0_i11_out_data[191:128];
  assign sw_s0_i11_out_credit[2] = sw_s1_i11_in_credit[2];
  assign sw_s0_i11_out_credit_vc[5:4] = sw_s1_i11_in_credit_vc[5:4];
  assign sw_s0_i11_out_fb[2:2] = sw_s1_i11_in_fb[2:2];
  assign sw_s1_i11_in_fw[2:2] = sw_s0_i11_out_fw[2:2];
  assign sw_s1_i11_in_valid[3] = sw_s0_i15_out_valid[2];
  assign sw_s1_i11_in_data[255:192] = sw_s0_i15_out_data[191:128];
  assign sw_s0_i15_out_credit[2] = sw_s1_i11_in_credit[3];
  assign sw_s0_i15_out_credit_vc[5:4] = sw_s1_i11_in_credit_vc[7:6];
  assign sw_s0_i15_out_fb[2:2] = sw_s1_i11_in_fb[3:3];
  assign sw_s1_i11_in_fw[3:3] = sw_s0_i15_out_fw[2:2];
  assign sw_s1_i12_in_valid[0] = sw_s0_i0_out_valid[3];
  assign sw_s1_i12_in_data[63:0] = sw_s0_i0_out_data[255:192];
  assign sw_s0_i0_out_credit[3] = sw_s1_i12_in_credit[0];
  assign sw_s0_i0_out_credit_vc[7:6] = sw_s1_i12_in_credit_vc[1:0];
  assign sw_s0_i0_out_fb[3:3] = sw_s1_i12_in_fb[0:0];
  assign sw_s1_i12_in_fw[0:0] = sw_s0_i0_out_fw[3:3];
  assign sw_s1_i12_in_valid[1] = sw_s0_i4_out_valid[3];
  assign sw_s1_i12_in_data[127:64] = sw_s0_i4_out_data[255:192];
  assign sw_s0_i4_out_credit[3] = sw_s1_i12_in_credit[1];
  assign sw_s0_i4_out_credit_vc[7:6] = sw_s1_i12_in_credit_vc[3:2];
  assign sw_s0_i4_out_fb[3:3] = sw_s1_i12_in_fb[1:1];
  assign sw_s1_i12_in_fw[1:1] = sw_s0_i4_out_fw[3:3];
  assign sw_s1_i12_in_valid[2] = sw_s0_i8_out_valid[3];
  assign sw_s1_i12_in_data[191:128] = sw_s0_i8_out_data[255:192];
  assign sw_s0_i8_out_credit[3] = sw_s1_i12_in_credit[2];
  assign sw_s0_i8_out_credit_vc[7:6] = sw_s1_i12_in_credit_vc[5:4];
  assign sw_s0_i8_out_fb[3:3] = sw_s1_i12_in_fb[2:2];
  assign sw_s1_i12_in_fw[2:2] = sw_s0_i8_out_fw[3:3];
  assign sw_s1_i12_in_valid[3] = sw_s0_i12_out_valid[3];
  assign sw_s1_i12_in_data[255:192] = sw_s0_i12_out_data[255:192];
  assign sw_s0_i12_out_credit[3] = sw_s1_i12_in_credit[3];
  assign sw_s0_i12_out_credit_vc[7:6] = sw_s1_i12_in_credit_vc[7:6];
  assign sw_s0_i12_out_fb[3:3] = sw_s1_i12_in_fb[3:3];
  assign sw_s1_i12_in_fw[3:3] = sw_s0_i12_out_fw[3:3];
  assign sw_s1_i13_in_valid[0] = sw_s0_i1_out_valid[3];
  assign sw_s1_i13_in_data[63:0] = sw_s0_i1_out_data[255:192];
  assign sw_s0_i1_out_credit[3] = sw_s1_i13_in_credit[0];
  assign sw_s0_i1_out_credit_vc[7:6] = sw_s1_i13_in_credit_vc[1:0];
  assign sw_s0_i1_out_fb[3:3] = sw_s1_i13_in_fb[0:0];
  assign sw_s1_i13_in_fw[0:0] = sw_s0_i1_out_fw[3:3];
  assign sw_s1_i13_in_valid[1] = sw_s0_i5_out_valid[3];
  assign sw_s1_i13_in_data[127:64] = sw_s0_i5_out_data[255:192];
  assign sw_s0_i5_out_credit[3] = sw_s1_i13_in_credit[1];
  assign sw_s0_i5_out_credit_vc[7:6] = sw_s1_i13_in_credit_vc[3:2];
  assign sw_s0_i5_out_fb[3:3] = sw_s1_i13_in_fb[1:1];
  assign sw_s1_i13_in_fw[1:1] = sw_s0_i5_out_fw[3:3];
  assign sw_s1_i13_in_valid[2] = sw_s0_i9_out_valid[3];
  assign sw_s1_i13_in_data[191:128] = sw_s0_i9_out_data[255:192];
  assign sw_s0_i9_out_credit[3] = sw_s1_i13_in_credit[2];
  assign sw_s0_i9_out_credit_vc[7:6] = sw_s1_i13_in_credit_vc[5:4];
  assign sw_s0_i9_out_fb[3:3] = sw_s1_i13_in_fb[2:2];
  assign sw_s1_i13_in_fw[2:2] = sw_s0_i9_out_fw[3:3];
  assign sw_s1_i13_in_valid[3] = sw_s0_i13_out_valid[3];
  assign sw_s1_i13_in_data[255:192] = sw_s0_i13_out_data[255:192];
  assign sw_s0_i13_out_credit[3] = sw_s1_i13_in_credit[3];
  assign sw_s0_i13_out_credit_vc[7:6] = sw_s1_i13_in_credit_vc[7:6];
  assign sw_s0_i13_out_fb[3:3] = sw_s1_i13_in_fb[3:3];
  assign sw_s1_i13_in_fw[3:3] = sw_s0_i13_out_fw[3:3];
  assign sw_s1_i14_in_valid[0] = sw_s0_i2_out_valid[3];
  assign sw_s1_i14_in_data[63:0] = sw_s0_i2_out_data[255:192];
  assign sw_s0_i2_out_credit[3] = sw_s1_i14_in_credit[0];
  assign sw_s0_i2_out_credit_vc[7:6] = sw_s1_i14_in_credit_vc[1:0];
  assign sw_s0_i2_out_fb[3:3] = sw_s1_i14_in_fb[0:0];
  assign sw_s1_i14_in_fw[0:0] = sw_s0_i2_out_fw[3:3];
  assign sw_s1_i14_in_valid[1] = sw_s0_i6_out_valid[3];
  assign sw_s1_i14_in_data[127:64] = sw_s0_i6_out_data[255:192];
  assign sw_s0_i6_out_credit[3] = sw_s1_i14_in_credit[1];
  assign sw_s0_i6_out_credit_vc[7:6] = sw_s1_i14_in_credit_vc[3:2];
  assign sw_s0_i6_out_fb[3:3] = sw_s1_i14_in_fb[1:1];
  assign sw_s1_i14_in_fw[1:1] = sw_s0_i6_out_fw[3:3];
  assign sw_s1_i14_in_valid[2] = sw_s0_i10_out_valid[3];
  assign sw_s1_i14_in_data[191:128] = sw_s0_i10_out_data[255:192];
  assign sw_s0_i10_out_credit[3] = sw_s1_i14_in_credit[2];
  assign sw_s0_i10_out_credit_vc[7:6] = sw_s1_i14_in_credit_vc[5:4];
  assign sw_s0_i10_out_fb[3:3] = sw_s1_i14_in_fb[2:2];
  assign sw_s1_i14_in_fw[2:2] = sw_s0_i10_out_fw[3:3];
  assign sw_s1_i14_in_valid[3] = sw_s0_i14_out_valid[3];
  assign sw_s1_i14_in_data[255:192] = sw_s0_i14_out_data[255:192];
  assign sw_s0_i14_out_credit[3] = sw_s1_i14_in_credit[3];
  assign sw_s0_i14_out_credit_vc[7:6] = sw_s1_i14_in_credit_vc[7:6];
  assign sw_s0_i14_out_fb[3:3] = sw_s1_i14_in_fb[3:3];
  assign sw_s1_i14_in_fw[3:3] = sw_s0_i14_out_fw[3:3];
  assign sw_s1_i15_in_valid[0] = sw_s0_i3_out_valid[3];
  assign sw_s1_i15_in_data[63:0] = sw_s0_i3_out_data[255:192];
  assign sw_s0_i3_out_credit[3] = sw_s1_i15_in_credit[0];
  assign sw_s0_i3_out_credit_vc[7:6] = sw_s1_i15_in_credit_vc[1:0];
  assign sw_s0_i3_out_fb[3:3] = sw_s1_i15_in_fb[0:0];
  assign sw_s1_i15_in_fw[0:0] = sw_s0_i3_out_fw[3:3];
  assign sw_s1_i15_in_valid[1] = sw_s0_i7_out_valid[3];
  assign sw_s1_i15_in_data[127:64] = sw_s0_i7_out_data[255:192];
  assign sw_s0_i7_out_credit[3] = sw_s1_i15_in_credit[1];
  assign sw_s0_i7_out_credit_vc[7:6] = sw_s1_i15_in_credit_vc[3:2];
  assign sw_s0_i7_out_fb[3:3] = sw_s1_i15_in_fb[1:1];
  assign sw_s1_i15_in_fw[1:1] = sw_s0_i7_out_fw[3:3];
  assign sw_s1_i15_in_valid[2] = sw_s0_i11_out_valid[3];
  assign sw_s1_i15_in_data[191:128] = sw_s0_i11_out_data[255:192];
  assign sw_s0_i11_out_credit[3] = sw_s1_i15_in_credit[2];
  assign sw_s0_i11_out_credit_vc[7:6] = sw_s1_i15_in_credit_vc[5:4];
  assign sw_s0_i11_out_fb[3:3] = sw_s1_i15_in_fb[2:2];
  assign sw_s1_i15_in_fw[2:2] = sw_s0_i11_out_fw[3:3];
  assign sw_s1_i15_in_valid[3] = sw_s0_i15_out_valid[3];
  assign sw_s1_i15_in_data[255:192] = sw_s0_i15_out_data[255:192];
  assign sw_s0_i15_out_credit[3] = sw_s1_i15_in_credit[3];
  assign sw_s0_i15_out_credit_vc[7:6] = sw_s1_i15_in_credit_vc[7:6];
  assign sw_s0_i15_out_fb[3:3] = sw_s1_i15_in_fb[3:3];
  assign sw_s1_i15_in_fw[3:3] = sw_s0_i15_out_fw[3:3];
  assign sw_s2_i0_in_valid[0] = sw_s1_i0_out_valid[0];
  assign sw_s2_i0_in_data[63:0] = sw_s1_i0_out_data[63:0];
  assign sw_s1_i0_out_credit[0] = sw_s2_i0_in_credit[0];
  assign sw_s1_i0_out_credit_vc[1:0] = sw_s2_i0_in_credit_vc[1:0];
  assign sw_s1_i0_out_fb[0:0] = sw_s2_i0_in_fb[0:0];
  assign sw_s2_i0_in_fw[0:0] = sw_s1_i0_out_fw[0:0];
  assign sw_s2_i0_in_valid[1] = sw_s1_i1_out_valid[0];
  assign sw_s2_i0_in_data[127:64] = sw_s1_i1_out_data[63:0];
  assign sw_s1_i1_out_credit[0] = sw_s2_i0_in_credit[1];
  assign sw_s1_i1_out_credit_vc[1:0] = sw_s2_i0_in_credit_vc[3:2];
  assign sw_s1_i1_out_fb[0:0] = sw_s2_i0_in_fb[1:1];
  assign sw_s2_i0_in_fw[1:1] = sw_s1_i1_out_fw[0:0];
  assign sw_s2_i0_in_valid[2] = sw_s1_i2_out_valid[0];
  assign sw_s2_i0_in_data[191:128] = sw_s1_i2_out_data[63:0];
  assign sw_s1_i2_out_credit[0] = sw_s2_i0_in_credit[2];
  assign sw_s1_i2_out_credit_vc[1:0] = sw_s2_i0_in_credit_vc[5:4];
  assign sw_s1_i2_out_fb[0:0] = sw_s2_i0_in_fb[2:2];
  assign sw_s2_i0_in_fw[2:2] = sw_s1_i2_out_fw[0:0];
  assign sw_s2_i0_in_valid[3] = sw_s1_i3_out_valid[0];
  assign sw_s2_i0_in_data[255:192] = sw_s1_i3_out_data[63:0];
  assign sw_s1_i3_out_credit[0] = sw_s2_i0_in_credit[3];
  assign sw_s1_i3_out_credit_vc[1:0] = sw_s2_i0_in_credit_vc[7:6];
  assign sw_s1_i3_out_fb[0:0] = sw_s2_i0_in_fb[3:3];
  assign sw_s2_i0_in_fw[3:3] = sw_s1_i3_out_fw[0:0];
  assign host_out_valid_o[0] = sw_s2_i0_out_valid[0];
  assign host_out_data_o[63:0] = sw_s2_i0_out_data[63:0];
  assign sw_s2_i0_out_credit[0] = host_out_credit_i[0];
  assign sw_s2_i0_out_credit_vc[1:0] = host_out_credit_vc_i[1:0];
  assign sw_s2_i0_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[1] = sw_s2_i0_out_valid[1];
  assign host_out_data_o[127:64] = sw_s2_i0_out_data[127:64];
  assign sw_s2_i0_out_credit[1] = host_out_credit_i[1];
  assign sw_s2_i0_out_credit_vc[3:2] = host_out_credit_vc_i[3:2];
  assign sw_s2_i0_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[2] = sw_s2_i0_out_valid[2];
  assign host_out_data_o[191:128] = sw_s2_i0_out_data[191:128];
  assign sw_s2_i0_out_credit[2] = host_out_credit_i[2];
  assign sw_s2_i0_out_credit_vc[5:4] = host_out_credit_vc_i[5:4];
  assign sw_s2_i0_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[3] = sw_s2_i0_out_valid[3];
  assign host_out_data_o[255:192] = sw_s2_i0_out_data[255:192];
  assign sw_s2_i0_out_credit[3] = host_out_credit_i[3];
  assign sw_s2_i0_out_credit_vc[7:6] = host_out_credit_vc_i[7:6];
  assign sw_s2_i0_out_fb[3:3] = 1'd0;
  assign sw_s2_i1_in_valid[0] = sw_s1_i0_out_valid[1];
  assign sw_s2_i1_in_data[63:0] = sw_s1_i0_out_data[127:64];
  assign sw_s1_i0_out_credit[1] = sw_s2_i1_in_credit[0];
  assign sw_s1_i0_out_credit_vc[3:2] = sw_s2_i1_in_credit_vc[1:0];
  assign sw_s1_i0_out_fb[1:1] = sw_s2_i1_in_fb[0:0];
  assign sw_s2_i1_in_fw[0:0] = sw_s1_i0_out_fw[1:1];
  assign sw_s2_i1_in_valid[1] = sw_s1_i1_out_valid[1];
  assign sw_s2_i1_in_data[127:64] = sw_s1_i1_out_data[127:64];
  assign sw_s1_i1_out_credit[1] = sw_s2_i1_in_credit[1];
  assign sw_s1_i1_out_credit_vc[3:2] = sw_s2_i1_in_credit_vc[3:2];
  assign sw_s1_i1_out_fb[1:1] = sw_s2_i1_in_fb[1:1];
  assign sw_s2_i1_in_fw[1:1] = sw_s1_i1_out_fw[1:1];
  assign sw_s2_i1_in_valid[2] = sw_s1_i2_out_valid[1];
  assign sw_s2_i1_in_data[191:128] = sw_s1_i2_out_data[127:64];
  assign sw_s1_i2_out_credit[1] = sw_s2_i1_in_credit[2];
  assign sw_s1_i2_out_credit_vc[3:2] = sw_s2_i1_in_credit_vc[5:4];
  assign sw_s1_i2_out_fb[1:1] = sw_s2_i1_in_fb[2:2];
  assign sw_s2_i1_in_fw[2:2] = sw_s1_i2_out_fw[1:1];
  assign sw_s2_i1_in_valid[3] = sw_s1_i3_out_valid[1];
  assign sw_s2_i1_in_data[255:192] = sw_s1_i3_out_data[127:64];
  assign sw_s1_i3_out_credit[1] = sw_s2_i1_in_credit[3];
  assign sw_s1_i3_out_credit_vc[3:2] = sw_s2_i1_in_credit_vc[7:6];
  assign sw_s1_i3_out_fb[1:1] = sw_s2_i1_in_fb[3:3];
  assign sw_s2_i1_in_fw[3:3] = sw_s1_i3_out_fw[1:1];
  assign host_out_valid_o[4] = sw_s2_i1_out_valid[0];
  assign host_out_data_o[319:256] = sw_s2_i1_out_data[63:0];
  assign sw_s2_i1_out_credit[0] = host_out_credit_i[4];
  assign sw_s2_i1_out_credit_vc[1:0] = host_out_credit_vc_i[9:8];
  assign sw_s2_i1_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[5] = sw_s2_i1_out_valid[1];
  assign host_out_data_o[383:320] = sw_s2_i1_out_data[127:64];
  assign sw_s2_i1_out_credit[1] = host_out_credit_i[5];
  assign sw_s2_i1_out_credit_vc[3:2] = host_out_credit_vc_i[11:10];
  assign sw_s2_i1_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[6] = sw_s2_i1_out_valid[2];
  assign host_out_data_o[447:384] = sw_s2_i1_out_data[191:128];
  assign sw_s2_i1_out_credit[2] = host_out_credit_i[6];
  assign sw_s2_i1_out_credit_vc[5:4] = host_out_credit_vc_i[13:12];
  assign sw_s2_i1_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[7] = sw_s2_i1_out_valid[3];
  assign host_out_data_o[511:448] = sw_s2_i1_out_data[255:192];
  assign sw_s2_i1_out_credit[3] = host_out_credit_i[7];
  assign sw_s2_i1_out_credit_vc[7:6] = host_out_credit_vc_i[15:14];
  assign sw_s2_i1_out_fb[3:3] = 1'd0;
  assign sw_s2_i2_in_valid[0] = sw_s1_i0_out_valid[2];
  assign sw_s2_i2_in_data[63:0] = sw_s1_i0_out_data[191:128];
  assign sw_s1_i0_out_credit[2] = sw_s2_i2_in_credit[0];
  assign sw_s1_i0_out_credit_vc[5:4] = sw_s2_i2_in_credit_vc[1:0];
  assign sw_s1_i0_out_fb[2:2] = sw_s2_i2_in_fb[0:0];
  assign sw_s2_i2_in_fw[0:0] = sw_s1_i0_out_fw[2:2];
  assign sw_s2_i2_in_valid[1] = sw_s1_i1_out_valid[2];
  assign sw_s2_i2_in_data[127:64] = sw_s1_i1_out_data[191:128];
  assign sw_s1_i1_out_credit[2] = sw_s2_i2_in_credit[1];
  assign sw_s1_i1_out_credit_vc[5:4] = sw_s2_i2_in_credit_vc[3:2];
  assign sw_s1_i1_out_fb[2:2] = sw_s2_i2_in_fb[1:1];
  assign sw_s2_i2_in_fw[1:1] = sw_s1_i1_out_fw[2:2];
  assign sw_s2_i2_in_valid[2] = sw_s1_i2_out_valid[2];
  assign sw_s2_i2_in_data[191:128] = sw_s1_i2_out_data[191:128];
  assign sw_s1_i2_out_credit[2] = sw_s2_i2_in_credit[2];
  assign sw_s1_i2_out_credit_vc[5:4] = sw_s2_i2_in_credit_vc[5:4];
  assign sw_s1_i2_out_fb[2:2] = sw_s2_i2_in_fb[2:2];
  assign sw_s2_i2_in_fw[2:2] = sw_s1_i2_out_fw[2:2];
  assign sw_s2_i2_in_valid[3] = sw_s1_i3_out_valid[2];
  assign sw_s2_i2_in_data[255:192] = sw_s1_i3_out_data[191:128];
  assign sw_s1_i3_out_credit[2] = sw_s2_i2_in_credit[3];
  assign sw_s1_i3_out_credit_vc[5:4] = sw_s2_i2_in_credit_vc[7:6];
  assign sw_s1_i3_out_fb[2:2] = sw_s2_i2_in_fb[3:3];
  assign sw_s2_i2_in_fw[3:3] = sw_s1_i3_out_fw[2:2];
  assign host_out_valid_o[8] = sw_s2_i2_out_valid[0];
  assign host_out_data_o[575:512] = sw_s2_i2_out_data[63:0];
  assign sw_s2_i2_out_credit[0] = host_out_credit_i[8];
  assign sw_s2_i2_out_credit_vc[1:0] = host_out_credit_vc_i[17:16];
  assign sw_s2_i2_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[9] = sw_s2_i2_out_valid[1];
  assign host_out_data_o[639:576] = sw_s2_i2_out_data[127:64];
  assign sw_s2_i2_out_credit[1] = host_out_credit_i[9];
  assign sw_s2_i2_out_credit_vc[3:2] = host_out_credit_vc_i[19:18];
  assign sw_s2_i2_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[10] = sw_s2_i2_out_valid[2];
  assign host_out_data_o[703:640] = sw_s2_i2_out_data[191:128];
  assign sw_s2_i2_out_credit[2] = host_out_credit_i[10];
  assign sw_s2_i2_out_credit_vc[5:4] = host_out_credit_vc_i[21:20];
  assign sw_s2_i2_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[11] = sw_s2_i2_out_valid[3];
  assign host_out_data_o[767:704] = sw_s2_i2_out_data[255:192];
  assign sw_s2_i2_out_credit[3] = host_out_credit_i[11];
  assign sw_s2_i2_out_credit_vc[7:6] = host_out_credit_vc_i[23:22];
  assign sw_s2_i2_out_fb[3:3] = 1'd0;
  assign sw_s2_i3_in_valid[0] = sw_s1_i0_out_valid[3];
  assign sw_s2_i3_in_data[63:0] = sw_s1_i0_out_data[255:192];
  assign sw_s1_i0_out_credit[3] = sw_s2_i3_in_credit[0];
  assign sw_s1_i0_out_credit_vc[7:6] = sw_s2_i3_in_credit_vc[1:0];
  assign sw_s1_i0_out_fb[3:3] = sw_s2_i3_in_fb[0:0];
  assign sw_s2_i3_in_fw[0:0] = sw_s1_i0_out_fw[3:3];
  assign sw_s2_i3_in_valid[1] = sw_s1_i1_out_valid[3];
  assign sw_s2_i3_in_data[127:64] = sw_s1_i1_out_data[255:192];
  assign sw_s1_i1_out_credit[3] = sw_s2_i3_in_credit[1];
  assign sw_s1_i1_out_credit_vc[7:6] = sw_s2_i3_in_credit_vc[3:2];
  assign sw_s1_i1_out_fb[3:3] = sw_s2_i3_in_fb[1:1];
  assign sw_s2_i3_in_fw[1:1] = sw_s1_i1_out_fw[3:3];
  assign sw_s2_i3_in_valid[2] = sw_s1_i2_out_valid[3];
  assign sw_s2_i3_in_data[191:128] = sw_s1_i2_out_data[255:192];
  assign sw_s1_i2_out_credit[3] = sw_s2_i3_in_credit[2];
  assign sw_s1_i2_out_credit_vc[7:6] = sw_s2_i3_in_credit_vc[5:4];
  assign sw_s1_i2_out_fb[3:3] = sw_s2_i3_in_fb[2:2];
  assign sw_s2_i3_in_fw[2:2] = sw_s1_i2_out_fw[3:3];
  assign sw_s2_i3_in_valid[3] = sw_s1_i3_out_valid[3];
  assign sw_s2_i3_in_data[255:192] = sw_s1_i3_out_data[255:192];
  assign sw_s1_i3_out_credit[3] = sw_s2_i3_in_credit[3];
  assign sw_s1_i3_out_credit_vc[7:6] = sw_s2_i3_in_credit_vc[7:6];
  assign sw_s1_i3_out_fb[3:3] = sw_s2_i3_in_fb[3:3];
  assign sw_s2_i3_in_fw[3:3] = sw_s1_i3_out_fw[3:3];
  assign host_out_valid_o[12] = sw_s2_i3_out_valid[0];
  assign host_out_data_o[831:768] = sw_s2_i3_out_data[63:0];
  assign sw_s2_i3_out_credit[0] = host_out_credit_i[12];
  assign sw_s2_i3_out_credit_vc[1:0] = host_out_credit_vc_i[25:24];
  assign sw_s2_i3_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[13] = sw_s2_i3_out_valid[1];
  assign host_out_data_o[895:832] = sw_s2_i3_out_data[127:64];
  assign sw_s2_i3_out_credit[1] = host_out_credit_i[13];
  assign sw_s2_i3_out_credit_vc[3:2] = host_out_credit_vc_i[27:26];
  assign sw_s2_i3_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[14] = sw_s2_i3_out_valid[2];
  assign host_out_data_o[959:896] = sw_s2_i3_out_data[191:128];
  assign sw_s2_i3_out_credit[2] = host_out_credit_i[14];
  assign sw_s2_i3_out_credit_vc[5:4] = host_out_credit_vc_i[29:28];
  assign sw_s2_i3_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[15] = sw_s2_i3_out_valid[3];
  assign host_out_data_o[1023:960] = sw_s2_i3_out_data[255:192];
  assign sw_s2_i3_out_credit[3] = host_out_credit_i[15];
  assign sw_s2_i3_out_credit_vc[7:6] = host_out_credit_vc_i[31:30];
  assign sw_s2_i3_out_fb[3:3] = 1'd0;
  assign sw_s2_i4_in_valid[0] = sw_s1_i4_out_valid[0];
  assign sw_s2_i4_in_data[63:0] = sw_s1_i4_out_data[63:0];
  assign sw_s1_i4_out_credit[0] = sw_s2_i4_in_credit[0];
  assign sw_s1_i4_out_credit_vc[1:0] = sw_s2_i4_in_credit_vc[1:0];
  assign sw_s1_i4_out_fb[0:0] = sw_s2_i4_in_fb[0:0];
  assign sw_s2_i4_in_fw[0:0] = sw_s1_i4_out_fw[0:0];
  assign sw_s2_i4_in_valid[1] = sw_s1_i5_out_valid[0];
  assign sw_s2_i4_in_data[127:64] = sw_s1_i5_out_data[63:0];
  assign sw_s1_i5_out_credit[0] = sw_s2_i4_in_credit[1];
  assign sw_s1_i5_out_credit_vc[1:0] = sw_s2_i4_in_credit_vc[3:2];
  assign sw_s1_i5_out_fb[0:0] = sw_s2_i4_in_fb[1:1];
  assign sw_s2_i4_in_fw[1:1] = sw_s1_i5_out_fw[0:0];
  assign sw_s2_i4_in_valid[2] = sw_s1_i6_out_valid[0];
  assign sw_s2_i4_in_data[191:128] = sw_s1_i6_out_data[63:0];
  assign sw_s1_i6_out_credit[0] = sw_s2_i4_in_credit[2];
  assign sw_s1_i6_out_credit_vc[1:0] = sw_s2_i4_in_credit_vc[5:4];
  assign sw_s1_i6_out_fb[0:0] = sw_s2_i4_in_fb[2:2];
  assign sw_s2_i4_in_fw[2:2] = sw_s1_i6_out_fw[0:0];
  assign sw_s2_i4_in_valid[3] = sw_s1_i7_out_valid[0];
  assign sw_s2_i4_in_data[255:192] = sw_s1_i7_out_data[63:0];
  assign sw_s1_i7_out_credit[0] = sw_s2_i4_in_credit[3];
  assign sw_s1_i7_out_credit_vc[1:0] = sw_s2_i4_in_credit_vc[7:6];
  assign sw_s1_i7_out_fb[0:0] = sw_s2_i4_in_fb[3:3];
  assign sw_s2_i4_in_fw[3:3] = sw_s1_i7_out_fw[0:0];
  assign host_out_valid_o[16] = sw_s2_i4_out_valid[0];
  assign host_out_data_o[1087:1024] = sw_s2_i4_out_data[63:0];
  assign sw_s2_i4_out_credit[0] = host_out_credit_i[16];
  assign sw_s2_i4_out_credit_vc[1:0] = host_out_credit_vc_i[33:32];
  assign sw_s2_i4_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[17] = sw_s2_i4_out_valid[1];
  assign host_out_data_o[1151:1088] = sw_s2_i4_out_data[127:64];
  assign sw_s2_i4_out_credit[1] = host_out_credit_i[17];
  assign sw_s2_i4_out_credit_vc[3:2] = host_out_credit_vc_i[35:34];
  assign sw_s2_i4_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[18] = sw_s2_i4_out_valid[2];
  assign host_out_data_o[1215:1152] = sw_s2_i4_out_data[191:128];
  assign sw_s2_i4_out_credit[2] = host_out_credit_i[18];
  assign sw_s2_i4_out_credit_vc[5:4] = host_out_credit_vc_i[37:36];
  assign sw_s2_i4_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[19] = sw_s2_i4_out_valid[3];
  assign host_out_data_o[1279:1216] = sw_s2_i4_out_data[255:192];
  assign sw_s2_i4_out_credit[3] = host_out_credit_i[19];
  assign sw_s2_i4_out_credit_vc[7:6] = host_out_credit_vc_i[39:38];
  assign sw_s2_i4_out_fb[3:3] = 1'd0;
  assign sw_s2_i5_in_valid[0] = sw_s1_i4_out_valid[1];
  assign sw_s2_i5_in_data[63:0] = sw_s1_i4_out_data[127:64];
  assign sw_s1_i4_out_credit[1] = sw_s2_i5_in_credit[0];
  assign sw_s1_i4_out_credit_vc[3:2] = sw_s2_i5_in_credit_vc[1:0];
  assign sw_s1_i4_out_fb[1:1] = sw_s2_i5_in_fb[0:0];
  assign sw_s2_i5_in_fw[0:0] = sw_s1_i4_out_fw[1:1];
  assign sw_s2_i5_in_valid[1] = sw_s1_i5_out_valid[1];
  assign sw_s2_i5_in_data[127:64] = sw_s1_i5_out_data[127:64];
  assign sw_s1_i5_out_credit[1] = sw_s2_i5_in_credit[1];
  assign sw_s1_i5_out_credit_vc[3:2] = sw_s2_i5_in_credit_vc[3:2];
  assign sw_s1_i5_out_fb[1:1] = sw_s2_i5_in_fb[1:1];
  assign sw_s2_i5_in_fw[1:1] = sw_s1_i5_out_fw[1:1];
  assign sw_s2_i5_in_valid[2] = sw_s1_i6_out_valid[1];
  assign sw_s2_i5_in_data[191:128] = sw_s1_i6_out_data[127:64];
  assign sw_s1_i6_out_credit[1] = sw_s2_i5_in_credit[2];
  assign sw_s1_i6_out_credit_vc[3:2] = sw_s2_i5_in_credit_vc[5:4];
  assign sw_s1_i6_out_fb[1:1] = sw_s2_i5_in_fb[2:2];
  assign sw_s2_i5_in_fw[2:2] = sw_s1_i6_out_fw[1:1];
  assign sw_s2_i5_in_valid[3] = sw_s1_i7_out_valid[1];
  assign sw_s2_i5_in_data[255:192] = sw_s1_i7_out_data[127:64];
  assign sw_s1_i7_out_credit[1] = sw_s2_i5_in_credit[3];
  assign sw_s1_i7_out_credit_vc[3:2] = sw_s2_i5_in_credit_vc[7:6];
  assign sw_s1_i7_out_fb[1:1] = sw_s2_i5_in_fb[3:3];
  assign sw_s2_i5_in_fw[3:3] = sw_s1_i7_out_fw[1:1];
  assign host_out_valid_o[20] = sw_s2_i5_out_valid[0];
  assign host_out_data_o[1343:1280] = sw_s2_i5_out_data[63:0];
  assign sw_s2_i5_out_credit[0] = host_out_credit_i[20];
  assign sw_s2_i5_out_credit_vc[1:0] = host_out_credit_vc_i[41:40];
  assign sw_s2_i5_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[21] = sw_s2_i5_out_valid[1];
  assign host_out_data_o[1407:1344] = sw_s2_i5_out_data[127:64];
  assign sw_s2_i5_out_credit[1] = host_out_credit_i[21];
  assign sw_s2_i5_out_credit_vc[3:2] = host_out_credit_vc_i[43:42];
  assign sw_s2_i5_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[22] = sw_s2_i5_out_valid[2];
  assign host_out_data_o[1471:1408] = sw_s2_i5_out_data[191:128];
  assign sw_s2_i5_out_credit[2] = host_out_credit_i[22];
  assign sw_s2_i5_out_credit_vc[5:4] = host_out_credit_vc_i[45:44];
  assign sw_s2_i5_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[23] = sw_s2_i5_out_valid[3];
  assign host_out_data_o[1535:1472] = sw_s2_i5_out_data[255:192];
  assign sw_s2_i5_out_credit[3] = host_out_credit_i[23];
  assign sw_s2_i5_out_credit_vc[7:6] = host_out_credit_vc_i[47:46];
  assign sw_s2_i5_out_fb[3:3] = 1'd0;
  assign sw_s2_i6_in_valid[0] = sw_s1_i4_out_valid[2];
  assign sw_s2_i6_in_data[63:0] = sw_s1_i4_out_data[191:128];
  assign sw_s1_i4_out_credit[2] = sw_s2_i6_in_credit[0];
  assign sw_s1_i4_out_credit_vc[5:4] = sw_s2_i6_in_credit_vc[1:0];
  assign sw_s1_i4_out_fb[2:2] = sw_s2_i6_in_fb[0:0];
  assign sw_s2_i6_in_fw[0:0] = sw_s1_i4_out_fw[2:2];
  assign sw_s2_i6_in_valid[1] = sw_s1_i5_out_valid[2];
  assign sw_s2_i6_in_data[127:64] = sw_s1_i5_out_data[191:128];
  assign sw_s1_i5_out_credit[2] = sw_s2_i6_in_credit[1];
  assign sw_s1_i5_out_credit_vc[5:4] = sw_s2_i6_in_credit_vc[3:2];
  assign sw_s1_i5_out_fb[2:2] = sw_s2_i6_in_fb[1:1];
  assign sw_s2_i6_in_fw[1:1] = sw_s1_i5_out_fw[2:2];
  assign sw_s2_i6_in_valid[2] = sw_s1_i6_out_valid[2];
  assign sw_s2_i6_in_data[191:128] = sw_s1_i6_out_data[191:128];
  assign sw_s1_i6_out_credit[2] = sw_s2_i6_in_credit[2];
  assign sw_s1_i6_out_credit_vc[5:4] = sw_s2_i6_in_credit_vc[5:4];
  assign sw_s1_i6_out_fb[2:2] = sw_s2_i6_in_fb[2:2];
  assign sw_s2_i6_in_fw[2:2] = sw_s1_i6_out_fw[2:2];
  assign sw_s2_i6_in_valid[3] = sw_s1_i7_out_valid[2];
  assign sw_s2_i6_in_data[255:192] = sw_s1_i7_out_data[191:128];
  assign sw_s1_i7_out_credit[2] = sw_s2_i6_in_credit[3];
  assign sw_s1_i7_out_credit_vc[5:4] = sw_s2_i6_in_credit_vc[7:6];
  assign sw_s1_i7_out_fb[2:2] = sw_s2_i6_in_fb[3:3];
  assign sw_s2_i6_in_fw[3:3] = sw_s1_i7_out_fw[2:2];
  assign host_out_valid_o[24] = sw_s2_i6_out_valid[0];
  assign host_out_data_o[1599:1536] = sw_s2_i6_out_data[63:0];
  assign sw_s2_i6_out_credit[0] = host_out_credit_i[24];
  assign sw_s2_i6_out_credit_vc[1:0] = host_out_credit_vc_i[49:48];
  assign sw_s2_i6_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[25] = sw_s2_i6_out_valid[1];
  assign host_out_data_o[1663:1600] = sw_s2_i6_out_data[127:64];
  assign sw_s2_i6_out_credit[1] = host_out_credit_i[25];
  assign sw_s2_i6_out_credit_vc[3:2] = host_out_credit_vc_i[51:50];
  assign sw_s2_i6_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[26] = sw_s2_i6_out_valid[2];
  assign host_out_data_o[1727:1664] = sw_s2_i6_out_data[191:128];
  assign sw_s2_i6_out_credit[2] = host_out_credit_i[26];
  assign sw_s2_i6_out_credit_vc[5:4] = host_out_credit_vc_i[53:52];
  assign sw_s2_i6_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[27] = sw_s2_i6_out_valid[3];
  assign host_out_data_o[1791:1728] = sw_s2_i6_out_data[255:192];
  assign sw_s2_i6_out_credit[3] = host_out_credit_i[27];
  assign sw_s2_i6_out_credit_vc[7:6] = host_out_credit_vc_i[55:54];
  assign sw_s2_i6_out_fb[3:3] = 1'd0;
  assign sw_s2_i7_in_valid[0] = sw_s1_i4_out_valid[3];
  assign sw_s2_i7_in_data[63:0] = sw_s1_i4_out_data[255:192];
  assign sw_s1_i4_out_credit[3] = sw_s2_i7_in_credit[0];
  assign sw_s1_i4_out_credit_vc[7:6] = sw_s2_i7_in_credit_vc[1:0];
  assign sw_s1_i4_out_fb[3:3] = sw_s2_i7_in_fb[0:0];
  assign sw_s2_i7_in_fw[0:0] = sw_s1_i4_out_fw[3:3];
  assign sw_s2_i7_in_valid[1] = sw_s1_i5_out_valid[3];
  assign sw_s2_i7_in_data[127:64] = sw_s1_i5_out_data[255:192];
  assign sw_s1_i5_out_credit[3] = sw_s2_i7_in_credit[1];
  assign sw_s1_i5_out_credit_vc[7:6] = sw_s2_i7_in_credit_vc[3:2];
  assign sw_s1_i5_out_fb[3:3] = sw_s2_i7_in_fb[1:1];
  assign sw_s2_i7_in_fw[1:1] = sw_s1_i5_out_fw[3:3];
  assign sw_s2_i7_in_valid[2] = sw_s1_i6_out_valid[3];
  assign sw_s2_i7_in_data[191:128] = sw_s1_i6_out_data[255:192];
  assign sw_s1_i6_out_credit[3] = sw_s2_i7_in_credit[2];
  assign sw_s1_i6_out_credit_vc[7:6] = sw_s2_i7_in_credit_vc[5:4];
  assign sw_s1_i6_out_fb[3:3] = sw_s2_i7_in_fb[2:2];
  assign sw_s2_i7_in_fw[2:2] = sw_s1_i6_out_fw[3:3];
  assign sw_s2_i7_in_valid[3] = sw_s1_i7_out_valid[3];
  assign sw_s2_i7_in_data[255:192] = sw_s1_i7_out_data[255:192];
  assign sw_s1_i7_out_credit[3] = sw_s2_i7_in_credit[3];
  assign sw_s1_i7_out_credit_vc[7:6] = sw_s2_i7_in_credit_vc[7:6];
  assign sw_s1_i7_out_fb[3:3] = sw_s2_i7_in_fb[3:3];
  assign sw_s2_i7_in_fw[3:3] = sw_s1_i7_out_fw[3:3];
  assign host_out_valid_o[28] = sw_s2_i7_out_valid[0];
  assign host_out_data_o[1855:1792] = sw_s2_i7_out_data[63:0];
  assign sw_s2_i7_out_credit[0] = host_out_credit_i[28];
  assign sw_s2_i7_out_credit_vc[1:0] = host_out_credit_vc_i[57:56];
  assign sw_s2_i7_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[29] = sw_s2_i7_out_valid[1];
  assign host_out_data_o[1919:1856] = sw_s2_i7_out_data[127:64];
  assign sw_s2_i7_out_credit[1] = host_out_credit_i[29];
  assign sw_s2_i7_out_credit_vc[3:2] = host_out_credit_vc_i[59:58];
  assign sw_s2_i7_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[30] = sw_s2_i7_out_valid[2];
  assign host_out_data_o[1983:1920] = sw_s2_i7_out_data[191:128];
  assign sw_s2_i7_out_credit[2] = host_out_credit_i[30];
  assign sw_s2_i7_out_credit_vc[5:4] = host_out_credit_vc_i[61:60];
  assign sw_s2_i7_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[31] = sw_s2_i7_out_valid[3];
  assign host_out_data_o[2047:1984] = sw_s2_i7_out_data[255:192];
  assign sw_s2_i7_out_credit[3] = host_out_credit_i[31];
  assign sw_s2_i7_out_credit_vc[7:6] = host_out_credit_vc_i[63:62];
  assign sw_s2_i7_out_fb[3:3] = 1'd0;
  assign sw_s2_i8_in_valid[0] = sw_s1_i8_out_valid[0];
  assign sw_s2_i8_in_data[63:0] = sw_s1_i8_out_data[63:0];
  assign sw_s1_i8_out_credit[0] = sw_s2_i8_in_credit[0];
  assign sw_s1_i8_out_credit_vc[1:0] = sw_s2_i8_in_credit_vc[1:0];
  assign sw_s1_i8_out_fb[0:0] = sw_s2_i8_in_fb[0:0];
  assign sw_s2_i8_in_fw[0:0] = sw_s1_i8_out_fw[0:0];
  assign sw_s2_i8_in_valid[1] = sw_s1_i9_out_valid[0];
  assign sw_s2_i8_in_data[127:64] = sw_s1_i9_out_data[63:0];
  assign sw_s1_i9_out_credit[0] = sw_s2_i8_in_credit[1];
  assign sw_s1_i9_out_credit_vc[1:0] = sw_s2_i8_in_credit_vc[3:2];
  assign sw_s1_i9_out_fb[0:0] = sw_s2_i8_in_fb[1:1];
  assign sw_s2_i8_in_fw[1:1] = sw_s1_i9_out_fw[0:0];
  assign sw_s2_i8_in_valid[2] = sw_s1_i10_out_valid[0];
  assign sw_s2_i8_in_data[191:128] = sw_s1_i10_out_data[63:0];
  assign sw_s1_i10_out_credit[0] = sw_s2_i8_in_credit[2];
  assign sw_s1_i10_out_credit_vc[1:0] = sw_s2_i8_in_credit_vc[5:4];
  assign sw_s1_i10_out_fb[0:0] = sw_s2_i8_in_fb[2:2];
  assign sw_s2_i8_in_fw[2:2] = sw_s1_i10_out_fw[0:0];
  assign sw_s2_i8_in_valid[3] = sw_s1_i11_out_valid[0];
  assign sw_s2_i8_in_data[255:192] = sw_s1_i11_out_data[63:0];
  assign sw_s1_i11_out_credit[0] = sw_s2_i8_in_credit[3];
  assign sw_s1_i11_out_credit_vc[1:0] = sw_s2_i8_in_credit_vc[7:6];
  assign sw_s1_i11_out_fb[0:0] = sw_s2_i8_in_fb[3:3];
  assign sw_s2_i8_in_fw[3:3] = sw_s1_i11_out_fw[0:0];
  assign host_out_valid_o[32] = sw_s2_i8_out_valid[0];
  assign host_out_data_o[2111:2048] = sw_s2_i8_out_data[63:0];
  assign sw_s2_i8_out_credit[0] = host_out_credit_i[32];
  assign sw_s2_i8_out_credit_vc[1:0] = host_out_credit_vc_i[65:64];
  assign sw_s2_i8_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[33] = sw_s2_i8_out_valid[1];
  assign host_out_data_o[2175:2112] = sw_s2_i8_out_data[127:64];
  assign sw_s2_i8_out_credit[1] = host_out_credit_i[33];
  assign sw_s2_i8_out_credit_vc[3:2] = host_out_credit_vc_i[67:66];
  assign sw_s2_i8_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[34] = sw_s2_i8_out_valid[2];
  assign host_out_data_o[2239:2176] = sw_s2_i8_out_data[191:128];
  assign sw_s2_i8_out_credit[2] = host_out_credit_i[34];
  assign sw_s2_i8_out_credit_vc[5:4] = host_out_credit_vc_i[69:68];
  assign sw_s2_i8_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[35] = sw_s2_i8_out_valid[3];
  assign host_out_data_o[2303:2240] = sw_s2_i8_out_data[255:192];
  assign sw_s2_i8_out_credit[3] = host_out_credit_i[35];
  assign sw_s2_i8_out_credit_vc[7:6] = host_out_credit_vc_i[71:70];
  assign sw_s2_i8_out_fb[3:3] = 1'd0;
  assign sw_s2_i9_in_valid[0] = sw_s1_i8_out_valid[1];
  assign sw_s2_i9_in_data[63:0] = sw_s1_i8_out_data[127:64];
  assign sw_s1_i8_out_credit[1] = sw_s2_i9_in_credit[0];
  assign sw_s1_i8_out_credit_vc[3:2] = sw_s2_i9_in_credit_vc[1:0];
  assign sw_s1_i8_out_fb[1:1] = sw_s2_i9_in_fb[0:0];
  assign sw_s2_i9_in_fw[0:0] = sw_s1_i8_out_fw[1:1];
  assign sw_s2_i9_in_valid[1] = sw_s1_i9_out_valid[1];
  assign sw_s2_i9_in_data[127:64] = sw_s1_i9_out_data[127:64];
  assign sw_s1_i9_out_credit[1] = sw_s2_i9_in_credit[1];
  assign sw_s1_i9_out_credit_vc[3:2] = sw_s2_i9_in_credit_vc[3:2];
  assign sw_s1_i9_out_fb[1:1] = sw_s2_i9_in_fb[1:1];
  assign sw_s2_i9_in_fw[1:1] = sw_s1_i9_out_fw[1:1];
  assign sw_s2_i9_in_valid[2] = sw_s1_i10_out_valid[1];
  assign sw_s2_i9_in_data[191:128] = sw_s1_i10_out_data[127:64];
  assign sw_s1_i10_out_credit[1] = sw_s2_i9_in_credit[2];
  assign sw_s1_i10_out_credit_vc[3:2] = sw_s2_i9_in_credit_vc[5:4];
  assign sw_s1_i10_out_fb[1:1] = sw_s2_i9_in_fb[2:2];
  assign sw_s2_i9_in_fw[2:2] = sw_s1_i10_out_fw[1:1];
  assign sw_s2_i9_in_valid[3] = sw_s1_i11_out_valid[1];
  assign sw_s2_i9_in_data[255:192] = sw_s1_i11_out_data[127:64];
  assign sw_s1_i11_out_credit[1] = sw_s2_i9_in_credit[3];
  assign sw_s1_i11_out_credit_vc[3:2] = sw_s2_i9_in_credit_vc[7:6];
  assign sw_s1_i11_out_fb[1:1] = sw_s2_i9_in_fb[3:3];
  assign sw_s2_i9_in_fw[3:3] = sw_s1_i11_out_fw[1:1];
  assign host_out_valid_o[36] = sw_s2_i9_out_valid[0];
  assign host_out_data_o[2367:2304] = sw_s2_i9_out_data[63:0];
  assign sw_s2_i9_out_credit[0] = host_out_credit_i[36];
  assign sw_s2_i9_out_credit_vc[1:0] = host_out_credit_vc_i[73:72];
  assign sw_s2_i9_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[37] = sw_s2_i9_out_valid[1];
  assign host_out_data_o[2431:2368] = sw_s2_i9_out_data[127:64];
  assign sw_s2_i9_out_credit[1] = host_out_credit_i[37];
  assign sw_s2_i9_out_credit_vc[3:2] = host_out_credit_vc_i[75:74];
  assign sw_s2_i9_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[38] = sw_s2_i9_out_valid[2];
  assign host_out_data_o[2495:2432] = sw_s2_i9_out_data[191:128];
  assign sw_s2_i9_out_credit[2] = host_out_credit_i[38];
  assign sw_s2_i9_out_credit_vc[5:4] = host_out_credit_vc_i[77:76];
  assign sw_s2_i9_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[39] = sw_s2_i9_out_valid[3];
  assign host_out_data_o[2559:2496] = sw_s2_i9_out_data[255:192];
  assign sw_s2_i9_out_credit[3] = host_out_credit_i[39];
  assign sw_s2_i9_out_credit_vc[7:6] = host_out_credit_vc_i[79:78];
  assign sw_s2_i9_out_fb[3:3] = 1'd0;
  assign sw_s2_i10_in_valid[0] = sw_s1_i8_out_valid[2];
  assign sw_s2_i10_in_data[63:0] = sw_s1_i8_out_data[191:128];
  assign sw_s1_i8_out_credit[2] = sw_s2_i10_in_credit[0];
  assign sw_s1_i8_out_credit_vc[5:4] = sw_s2_i10_in_credit_vc[1:0];
  assign sw_s1_i8_out_fb[2:2] = sw_s2_i10_in_fb[0:0];
  assign sw_s2_i10_in_fw[0:0] = sw_s1_i8_out_fw[2:2];
  assign sw_s2_i10_in_valid[1] = sw_s1_i9_out_valid[2];
  assign sw_s2_i10_in_data[127:64] = sw_s1_i9_out_data[191:128];
  assign sw_s1_i9_out_credit[2] = sw_s2_i10_in_credit[1];
  assign sw_s1_i9_out_credit_vc[5:4] = sw_s2_i10_in_credit_vc[3:2];
  assign sw_s1_i9_out_fb[2:2] = sw_s2_i10_in_fb[1:1];
  assign sw_s2_i10_in_fw[1:1] = sw_s1_i9_out_fw[2:2];
  assign sw_s2_i10_in_valid[2] = sw_s1_i10_out_valid[2];
  assign sw_s2_i10_in_data[191:128] = sw_s1_i10_out_data[191:128];
  assign sw_s1_i10_out_credit[2] = sw_s2_i10_in_credit[2];
  assign sw_s1_i10_out_credit_vc[5:4] = sw_s2_i10_in_credit_vc[5:4];
  assign sw_s1_i10_out_fb[2:2] = sw_s2_i10_in_fb[2:2];
  assign sw_s2_i10_in_fw[2:2] = sw_s1_i10_out_fw[2:2];
  assign sw_s2_i10_in_valid[3] = sw_s1_i11_out_valid[2];
  assign sw_s2_i10_in_data[255:192] = sw_s1_i11_out_data[191:128];
  assign sw_s1_i11_out_credit[2] = sw_s2_i10_in_credit[3];
  assign sw_s1_i11_out_credit_vc[5:4] = sw_s2_i10_in_credit_vc[7:6];
  assign sw_s1_i11_out_fb[2:2] = sw_s2_i10_in_fb[3:3];
  assign sw_s2_i10_in_fw[3:3] = sw_s1_i11_out_fw[2:2];
  assign host_out_valid_o[40] = sw_s2_i10_out_valid[0];
  assign host_out_data_o[2623:2560] = sw_s2_i10_out_data[63:0];
  assign sw_s2_i10_out_credit[0] = host_out_credit_i[40];
  assign sw_s2_i10_out_credit_vc[1:0] = host_out_credit_vc_i[81:80];
  assign sw_s2_i10_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[41] = sw_s2_i10_out_valid[1];
  assign host_out_data_o[2687:2624] = sw_s2_i10_out_data[127:64];
  assign sw_s2_i10_out_credit[1] = host_out_credit_i[41];
  assign sw_s2_i10_out_credit_vc[3:2] = host_out_credit_vc_i[83:82];
  assign sw_s2_i10_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[42] = sw_s2_i10_out_valid[2];
  assign host_out_data_o[2751:2688] = sw_s2_i10_out_data[191:128];
  assign sw_s2_i10_out_credit[2] = host_out_credit_i[42];
  assign sw_s2_i10_out_credit_vc[5:4] = host_out_credit_vc_i[85:84];
  assign sw_s2_i10_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[43] = sw_s2_i10_out_valid[3];
  assign host_out_data_o[2815:2752] = sw_s2_i10_out_data[255:192];
  assign sw_s2_i10_out_credit[3] = host_out_credit_i[43];
  assign sw_s2_i10_out_credit_vc[7:6] = host_out_credit_vc_i[87:86];
  assign sw_s2_i10_out_fb[3:3] = 1'd0;
  assign sw_s2_i11_in_valid[0] = sw_s1_i8_out_valid[3];
  assign sw_s2_i11_in_data[63:0] = sw_s1_i8_out_data[255:192];
  assign sw_s1_i8_out_credit[3] = sw_s2_i11_in_credit[0];
  assign sw_s1_i8_out_credit_vc[7:6] = sw_s2_i11_in_credit_vc[1:0];
  assign sw_s1_i8_out_fb[3:3] = sw_s2_i11_in_fb[0:0];
  assign sw_s2_i11_in_fw[0:0] = sw_s1_i8_out_fw[3:3];
  assign sw_s2_i11_in_valid[1] = sw_s1_i9_out_valid[3];
  assign sw_s2_i11_in_data[127:64] = sw_s1_i9_out_data[255:192];
  assign sw_s1_i9_out_credit[3] = sw_s2_i11_in_credit[1];
  assign sw_s1_i9_out_credit_vc[7:6] = sw_s2_i11_in_credit_vc[3:2];
  assign sw_s1_i9_out_fb[3:3] = sw_s2_i11_in_fb[1:1];
  assign sw_s2_i11_in_fw[1:1] = sw_s1_i9_out_fw[3:3];
  assign sw_s2_i11_in_valid[2] = sw_s1_i10_out_valid[3];
  assign sw_s2_i11_in_data[191:128] = sw_s1_i10_out_data[255:192];
  assign sw_s1_i10_out_credit[3] = sw_s2_i11_in_credit[2];
  assign sw_s1_i10_out_credit_vc[7:6] = sw_s2_i11_in_credit_vc[5:4];
  assign sw_s1_i10_out_fb[3:3] = sw_s2_i11_in_fb[2:2];
  assign sw_s2_i11_in_fw[2:2] = sw_s1_i10_out_fw[3:3];
  assign sw_s2_i11_in_valid[3] = sw_s1_i11_out_valid[3];
  assign sw_s2_i11_in_data[255:192] = sw_s1_i11_out_data[255:192];
  assign sw_s1_i11_out_credit[3] = sw_s2_i11_in_credit[3];
  assign sw_s1_i11_out_credit_vc[7:6] = sw_s2_i11_in_credit_vc[7:6];
  assign sw_s1_i11_out_fb[3:3] = sw_s2_i11_in_fb[3:3];
  assign sw_s2_i11_in_fw[3:3] = sw_s1_i11_out_fw[3:3];
  assign host_out_valid_o[44] = sw_s2_i11_out_valid[0];
  assign host_out_data_o[2879:2816] = sw_s2_i11_out_data[63:0];
  assign sw_s2_i11_out_credit[0] = host_out_credit_i[44];
  assign sw_s2_i11_out_credit_vc[1:0] = host_out_credit_vc_i[89:88];
  assign sw_s2_i11_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[45] = sw_s2_i11_out_valid[1];
  assign host_out_data_o[2943:2880] = sw_s2_i11_out_data[127:64];
  assign sw_s2_i11_out_credit[1] = host_out_credit_i[45];
  assign sw_s2_i11_out_credit_vc[3:2] = host_out_credit_vc_i[91:90];
  assign sw_s2_i11_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[46] = sw_s2_i11_out_valid[2];
  assign host_out_data_o[3007:2944] = sw_s2_i11_out_data[191:128];
  assign sw_s2_i11_out_credit[2] = host_out_credit_i[46];
  assign sw_s2_i11_out_credit_vc[5:4] = host_out_credit_vc_i[93:92];
  assign sw_s2_i11_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[47] = sw_s2_i11_out_valid[3];
  assign host_out_data_o[3071:3008] = sw_s2_i11_out_data[255:192];
  assign sw_s2_i11_out_credit[3] = host_out_credit_i[47];
  assign sw_s2_i11_out_credit_vc[7:6] = host_out_credit_vc_i[95:94];
  assign sw_s2_i11_out_fb[3:3] = 1'd0;
  assign sw_s2_i12_in_valid[0] = sw_s1_i12_out_valid[0];
  assign sw_s2_i12_in_data[63:0] = sw_s1_i12_out_data[63:0];
  assign sw_s1_i12_out_credit[0] = sw_s2_i12_in_credit[0];
  assign sw_s1_i12_out_credit_vc[1:0] = sw_s2_i12_in_credit_vc[1:0];
  assign sw_s1_i12_out_fb[0:0] = sw_s2_i12_in_fb[0:0];
  assign sw_s2_i12_in_fw[0:0] = sw_s1_i12_out_fw[0:0];
  assign sw_s2_i12_in_valid[1] = sw_s1_i13_out_valid[0];
  assign sw_s2_i12_in_data[127:64] = sw_s1_i13_out_data[63:0];
  assign sw_s1_i13_out_credit[0] = sw_s2_i12_in_credit[1];
  assign sw_s1_i13_out_credit_vc[1:0] = sw_s2_i12_in_credit_vc[3:2];
  assign sw_s1_i13_out_fb[0:0] = sw_s2_i12_in_fb[1:1];
  assign sw_s2_i12_in_fw[1:1] = sw_s1_i13_out_fw[0:0];
  assign sw_s2_i12_in_valid[2] = sw_s1_i14_out_valid[0];
  assign sw_s2_i12_in_data[191:128] = sw_s1_i14_out_data[63:0];
  assign sw_s1_i14_out_credit[0] = sw_s2_i12_in_credit[2];
  assign sw_s1_i14_out_credit_vc[1:0] = sw_s2_i12_in_credit_vc[5:4];
  assign sw_s1_i14_out_fb[0:0] = sw_s2_i12_in_fb[2:2];
  assign sw_s2_i12_in_fw[2:2] = sw_s1_i14_out_fw[0:0];
  assign sw_s2_i12_in_valid[3] = sw_s1_i15_out_valid[0];
  assign sw_s2_i12_in_data[255:192] = sw_s1_i15_out_data[63:0];
  assign sw_s1_i15_out_credit[0] = sw_s2_i12_in_credit[3];
  assign sw_s1_i15_out_credit_vc[1:0] = sw_s2_i12_in_credit_vc[7:6];
  assign sw_s1_i15_out_fb[0:0] = sw_s2_i12_in_fb[3:3];
  assign sw_s2_i12_in_fw[3:3] = sw_s1_i15_out_fw[0:0];
  assign host_out_valid_o[48] = sw_s2_i12_out_valid[0];
  assign host_out_data_o[3135:3072] = sw_s2_i12_out_data[63:0];
  assign sw_s2_i12_out_credit[0] = host_out_credit_i[48];
  assign sw_s2_i12_out_credit_vc[1:0] = host_out_credit_vc_i[97:96];
  assign sw_s2_i12_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[49] = sw_s2_i12_out_valid[1];
  assign host_out_data_o[3199:3136] = sw_s2_i12_out_data[127:64];
  assign sw_s2_i12_out_credit[1] = host_out_credit_i[49];
  assign sw_s2_i12_out_credit_vc[3:2] = host_out_credit_vc_i[99:98];
  assign sw_s2_i12_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[50] = sw_s2_i12_out_valid[2];
  assign host_out_data_o[3263:3200] = sw_s2_i12_out_data[191:128];
  assign sw_s2_i12_out_credit[2] = host_out_credit_i[50];
  assign sw_s2_i12_out_credit_vc[5:4] = host_out_credit_vc_i[101:100];
  assign sw_s2_i12_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[51] = sw_s2_i12_out_valid[3];
  assign host_out_data_o[3327:3264] = sw_s2_i12_out_data[255:192];
  assign sw_s2_i12_out_credit[3] = host_out_credit_i[51];
  assign sw_s2_i12_out_credit_vc[7:6] = host_out_credit_vc_i[103:102];
  assign sw_s2_i12_out_fb[3:3] = 1'd0;
  assign sw_s2_i13_in_valid[0] = sw_s1_i12_out_valid[1];
  assign sw_s2_i13_in_data[63:0] = sw_s1_i12_out_data[127:64];
  assign sw_s1_i12_out_credit[1] = sw_s2_i13_in_credit[0];
  assign sw_s1_i12_out_credit_vc[3:2] = sw_s2_i13_in_credit_vc[1:0];
  assign sw_s1_i12_out_fb[1:1] = sw_s2_i13_in_fb[0:0];
  assign sw_s2_i13_in_fw[0:0] = sw_s1_i12_out_fw[1:1];
  assign sw_s2_i13_in_valid[1] = sw_s1_i13_out_valid[1];
  assign sw_s2_i13_in_data[127:64] = sw_s1_i13_out_data[127:64];
  assign sw_s1_i13_out_credit[1] = sw_s2_i13_in_credit[1];
  assign sw_s1_i13_out_credit_vc[3:2] = sw_s2_i13_in_credit_vc[3:2];
  assign sw_s1_i13_out_fb[1:1] = sw_s2_i13_in_fb[1:1];
  assign sw_s2_i13_in_fw[1:1] = sw_s1_i13_out_fw[1:1];
  assign sw_s2_i13_in_valid[2] = sw_s1_i14_out_valid[1];
  assign sw_s2_i13_in_data[191:128] = sw_s1_i14_out_data[127:64];
  assign sw_s1_i14_out_credit[1] = sw_s2_i13_in_credit[2];
  assign sw_s1_i14_out_credit_vc[3:2] = sw_s2_i13_in_credit_vc[5:4];
  assign sw_s1_i14_out_fb[1:1] = sw_s2_i13_in_fb[2:2];
  assign sw_s2_i13_in_fw[2:2] = sw_s1_i14_out_fw[1:1];
  assign sw_s2_i13_in_valid[3] = sw_s1_i15_out_valid[1];
  assign sw_s2_i13_in_data[255:192] = sw_s1_i15_out_data[127:64];
  assign sw_s1_i15_out_credit[1] = sw_s2_i13_in_credit[3];
  assign sw_s1_i15_out_credit_vc[3:2] = sw_s2_i13_in_credit_vc[7:6];
  assign sw_s1_i15_out_fb[1:1] = sw_s2_i13_in_fb[3:3];
  assign sw_s2_i13_in_fw[3:3] = sw_s1_i15_out_fw[1:1];
  assign host_out_valid_o[52] = sw_s2_i13_out_valid[0];
  assign host_out_data_o[3391:3328] = sw_s2_i13_out_data[63:0];
  assign sw_s2_i13_out_credit[0] = host_out_credit_i[52];
  assign sw_s2_i13_out_credit_vc[1:0] = host_out_credit_vc_i[105:104];
  assign sw_s2_i13_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[53] = sw_s2_i13_out_valid[1];
  assign host_out_data_o[3455:3392] = sw_s2_i13_out_data[127:64];
  assign sw_s2_i13_out_credit[1] = host_out_credit_i[53];
  assign sw_s2_i13_out_credit_vc[3:2] = host_out_credit_vc_i[107:106];
  assign sw_s2_i13_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[54] = sw_s2_i13_out_valid[2];
  assign host_out_data_o[3519:3456] = sw_s2_i13_out_data[191:128];
  assign sw_s2_i13_out_credit[2] = host_out_credit_i[54];
  assign sw_s2_i13_out_credit_vc[5:4] = host_out_credit_vc_i[109:108];
  assign sw_s2_i13_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[55] = sw_s2_i13_out_valid[3];
  assign host_out_data_o[3583:3520] = sw_s2_i13_out_data[255:192];
  assign sw_s2_i13_out_credit[3] = host_out_credit_i[55];
  assign sw_s2_i13_out_credit_vc[7:6] = host_out_credit_vc_i[111:110];
  assign sw_s2_i13_out_fb[3:3] = 1'd0;
  assign sw_s2_i14_in_valid[0] = sw_s1_i12_out_valid[2];
  assign sw_s2_i14_in_data[63:0] = sw_s1_i12_out_data[191:128];
  assign sw_s1_i12_out_credit[2] = sw_s2_i14_in_credit[0];
  assign sw_s1_i12_out_credit_vc[5:4] = sw_s2_i14_in_credit_vc[1:0];
  assign sw_s1_i12_out_fb[2:2] = sw_s2_i14_in_fb[0:0];
  assign sw_s2_i14_in_fw[0:0] = sw_s1_i12_out_fw[2:2];
  assign sw_s2_i14_in_valid[1] = sw_s1_i13_out_valid[2];
  assign sw_s2_i14_in_data[127:64] = sw_s1_i13_out_data[191:128];
  assign sw_s1_i13_out_credit[2] = sw_s2_i14_in_credit[1];
  assign sw_s1_i13_out_credit_vc[5:4] = sw_s2_i14_in_credit_vc[3:2];
  assign sw_s1_i13_out_fb[2:2] = sw_s2_i14_in_fb[1:1];
  assign sw_s2_i14_in_fw[1:1] = sw_s1_i13_out_fw[2:2];
  assign sw_s2_i14_in_valid[2] = sw_s1_i14_out_valid[2];
  assign sw_s2_i14_in_data[191:128] = sw_s1_i14_out_data[191:128];
  assign sw_s1_i14_out_credit[2] = sw_s2_i14_in_credit[2];
  assign sw_s1_i14_out_credit_vc[5:4] = sw_s2_i14_in_credit_vc[5:4];
  assign sw_s1_i14_out_fb[2:2] = sw_s2_i14_in_fb[2:2];
  assign sw_s2_i14_in_fw[2:2] = sw_s1_i14_out_fw[2:2];
  assign sw_s2_i14_in_valid[3] = sw_s1_i15_out_valid[2];
  assign sw_s2_i14_in_data[255:192] = sw_s1_i15_out_data[191:128];
  assign sw_s1_i15_out_credit[2] = sw_s2_i14_in_credit[3];
  assign sw_s1_i15_out_credit_vc[5:4] = sw_s2_i14_in_credit_vc[7:6];
  assign sw_s1_i15_out_fb[2:2] = sw_s2_i14_in_fb[3:3];
  assign sw_s2_i14_in_fw[3:3] = sw_s1_i15_out_fw[2:2];
  assign host_out_valid_o[56] = sw_s2_i14_out_valid[0];
  assign host_out_data_o[3647:3584] = sw_s2_i14_out_data[63:0];
  assign sw_s2_i14_out_credit[0] = host_out_credit_i[56];
  assign sw_s2_i14_out_credit_vc[1:0] = host_out_credit_vc_i[113:112];
  assign sw_s2_i14_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[57] = sw_s2_i14_out_valid[1];
  assign host_out_data_o[3711:3648] = sw_s2_i14_out_data[127:64];
  assign sw_s2_i14_out_credit[1] = host_out_credit_i[57];
  assign sw_s2_i14_out_credit_vc[3:2] = host_out_credit_vc_i[115:114];
  assign sw_s2_i14_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[58] = sw_s2_i14_out_valid[2];
  assign host_out_data_o[3775:3712] = sw_s2_i14_out_data[191:128];
  assign sw_s2_i14_out_credit[2] = host_out_credit_i[58];
  assign sw_s2_i14_out_credit_vc[5:4] = host_out_credit_vc_i[117:116];
  assign sw_s2_i14_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[59] = sw_s2_i14_out_valid[3];
  assign host_out_data_o[3839:3776] = sw_s2_i14_out_data[255:192];
  assign sw_s2_i14_out_credit[3] = host_out_credit_i[59];
  assign sw_s2_i14_out_credit_vc[7:6] = host_out_credit_vc_i[119:118];
  assign sw_s2_i14_out_fb[3:3] = 1'd0;
  assign sw_s2_i15_in_valid[0] = sw_s1_i12_out_valid[3];
  assign sw_s2_i15_in_data[63:0] = sw_s1_i12_out_data[255:192];
  assign sw_s1_i12_out_credit[3] = sw_s2_i15_in_credit[0];
  assign sw_s1_i12_out_credit_vc[7:6] = sw_s2_i15_in_credit_vc[1:0];
  assign sw_s1_i12_out_fb[3:3] = sw_s2_i15_in_fb[0:0];
  assign sw_s2_i15_in_fw[0:0] = sw_s1_i12_out_fw[3:3];
  assign sw_s2_i15_in_valid[1] = sw_s1_i13_out_valid[3];
  assign sw_s2_i15_in_data[127:64] = sw_s1_i13_out_data[255:192];
  assign sw_s1_i13_out_credit[3] = sw_s2_i15_in_credit[1];
  assign sw_s1_i13_out_credit_vc[7:6] = sw_s2_i15_in_credit_vc[3:2];
  assign sw_s1_i13_out_fb[3:3] = sw_s2_i15_in_fb[1:1];
  assign sw_s2_i15_in_fw[1:1] = sw_s1_i13_out_fw[3:3];
  assign sw_s2_i15_in_valid[2] = sw_s1_i14_out_valid[3];
  assign sw_s2_i15_in_data[191:128] = sw_s1_i14_out_data[255:192];
  assign sw_s1_i14_out_credit[3] = sw_s2_i15_in_credit[2];
  assign sw_s1_i14_out_credit_vc[7:6] = sw_s2_i15_in_credit_vc[5:4];
  assign sw_s1_i14_out_fb[3:3] = sw_s2_i15_in_fb[2:2];
  assign sw_s2_i15_in_fw[2:2] = sw_s1_i14_out_fw[3:3];
  assign sw_s2_i15_in_valid[3] = sw_s1_i15_out_valid[3];
  assign sw_s2_i15_in_data[255:192] = sw_s1_i15_out_data[255:192];
  assign sw_s1_i15_out_credit[3] = sw_s2_i15_in_credit[3];
  assign sw_s1_i15_out_credit_vc[7:6] = sw_s2_i15_in_credit_vc[7:6];
  assign sw_s1_i15_out_fb[3:3] = sw_s2_i15_in_fb[3:3];
  assign sw_s2_i15_in_fw[3:3] = sw_s1_i15_out_fw[3:3];
  assign host_out_valid_o[60] = sw_s2_i15_out_valid[0];
  assign host_out_data_o[3903:3840] = sw_s2_i15_out_data[63:0];
  assign sw_s2_i15_out_credit[0] = host_out_credit_i[60];
  assign sw_s2_i15_out_credit_vc[1:0] = host_out_credit_vc_i[121:120];
  assign sw_s2_i15_out_fb[0:0] = 1'd0;
  assign host_out_valid_o[61] = sw_s2_i15_out_valid[1];
  assign host_out_data_o[3967:3904] = sw_s2_i15_out_data[127:64];
  assign sw_s2_i15_out_credit[1] = host_out_credit_i[61];
  assign sw_s2_i15_out_credit_vc[3:2] = host_out_credit_vc_i[123:122];
  assign sw_s2_i15_out_fb[1:1] = 1'd0;
  assign host_out_valid_o[62] = sw_s2_i15_out_valid[2];
  assign host_out_data_o[4031:3968] = sw_s2_i15_out_data[191:128];
  assign sw_s2_i15_out_credit[2] = host_out_credit_i[62];
  assign sw_s2_i15_out_credit_vc[5:4] = host_out_credit_vc_i[125:124];
  assign sw_s2_i15_out_fb[2:2] = 1'd0;
  assign host_out_valid_o[63] = sw_s2_i15_out_valid[3];
  assign host_out_data_o[4095:4032] = sw_s2_i15_out_data[255:192];
  assign sw_s2_i15_out_credit[3] = host_out_credit_i[63];
  assign sw_s2_i15_out_credit_vc[7:6] = host_out_credit_vc_i[127:126];
  assign sw_s2_i15_out_fb[3:3] = 1'd0;

  // ports with nothing attached (e.g. the up ports of the top stage)
  wire unused_open = &{1'b0, sw_s0_i0_in_fb[0:0], sw_s0_i0_in_fb[1:1], sw_s0_i0_in_fb[2:2], sw_s0_i0_in_fb[3:3], sw_s0_i1_in_fb[0:0], sw_s0_i1_in_fb[1:1], sw_s0_i1_in_fb[2:2], sw_s0_i1_in_fb[3:3], sw_s0_i2_in_fb[0:0], sw_s0_i2_in_fb[1:1], sw_s0_i2_in_fb[2:2], sw_s0_i2_in_fb[3:3], sw_s0_i3_in_fb[0:0], sw_s0_i3_in_fb[1:1], sw_s0_i3_in_fb[2:2], sw_s0_i3_in_fb[3:3], sw_s0_i4_in_fb[0:0], sw_s0_i4_in_fb[1:1], sw_s0_i4_in_fb[2:2], sw_s0_i4_in_fb[3:3], sw_s0_i5_in_fb[0:0], sw_s0_i5_in_fb[1:1], sw_s0_i5_in_fb[2:2], sw_s0_i5_in_fb[3:3], sw_s0_i6_in_fb[0:0], sw_s0_i6_in_fb[1:1], sw_s0_i6_in_fb[2:2], sw_s0_i6_in_fb[3:3], sw_s0_i7_in_fb[0:0], sw_s0_i7_in_fb[1:1], sw_s0_i7_in_fb[2:2], sw_s0_i7_in_fb[3:3], sw_s0_i8_in_fb[0:0], sw_s0_i8_in_fb[1:1], sw_s0_i8_in_fb[2:2], sw_s0_i8_in_fb[3:3], sw_s0_i9_in_fb[0:0], sw_s0_i9_in_fb[1:1], sw_s0_i9_in_fb[2:2], sw_s0_i9_in_fb[3:3], sw_s0_i10_in_fb[0:0], sw_s0_i10_in_fb[1:1], sw_s0_i10_in_fb[2:2], sw_s0_i10_in_fb[3:3], sw_s0_i11_in_fb[0:0], sw_s0_i11_in_fb[1:1], sw_s0_i11_in_fb[2:2], sw_s0_i11_in_fb[3:3], sw_s0_i12_in_fb[0:0], sw_s0_i12_in_fb[1:1], sw_s0_i12_in_fb[2:2], sw_s0_i12_in_fb[3:3], sw_s0_i13_in_fb[0:0], sw_s0_i13_in_fb[1:1], sw_s0_i13_in_fb[2:2], sw_s0_i13_in_fb[3:3], sw_s0_i14_in_fb[0:0], sw_s0_i14_in_fb[1:1], sw_s0_i14_in_fb[2:2], sw_s0_i14_in_fb[3:3], sw_s0_i15_in_fb[0:0], sw_s0_i15_in_fb[1:1], sw_s0_i15_in_fb[2:2], sw_s0_i15_in_fb[3:3], sw_s2_i0_out_fw[0:0], sw_s2_i0_out_fw[1:1], sw_s2_i0_out_fw[2:2], sw_s2_i0_out_fw[3:3], sw_s2_i1_out_fw[0:0], sw_s2_i1_out_fw[1:1], sw_s2_i1_out_fw[2:2], sw_s2_i1_out_fw[3:3], sw_s2_i2_out_fw[0:0], sw_s2_i2_out_fw[1:1], sw_s2_i2_out_fw[2:2], sw_s2_i2_out_fw[3:3], sw_s2_i3_out_fw[0:0], sw_s2_i3_out_fw[1:1], sw_s2_i3_out_fw[2:2], sw_s2_i3_out_fw[3:3], sw_s2_i4_out_fw[0:0], sw_s2_i4_out_fw[1:1], sw_s2_i4_out_fw[2:2], sw_s2_i4_out_fw[3:3], sw_s2_i5_out_fw[0:0], sw_s2_i5_out_fw[1:1], sw_s2_i5_out_fw[2:2], sw_s2_i5_out_fw[3:3], sw_s2_i6_out_fw[0:0], sw_s2_i6_out_fw[1:1], sw_s2_i6_out_fw[2:2], sw_s2_i6_out_fw[3:3], sw_s2_i7_out_fw[0:0], sw_s2_i7_out_fw[1:1], sw_s2_i7_out_fw[2:2], sw_s2_i7_out_fw[3:3], sw_s2_i8_out_fw[0:0], sw_s2_i8_out_fw[1:1], sw_s2_i8_out_fw[2:2], sw_s2_i8_out_fw[3:3], sw_s2_i9_out_fw[0:0], sw_s2_i9_out_fw[1:1], sw_s2_i9_out_fw[2:2], sw_s2_i9_out_fw[3:3], sw_s2_i10_out_fw[0:0], sw_s2_i10_out_fw[1:1], sw_s2_i10_out_fw[2:2], sw_s2_i10_out_fw[3:3], sw_s2_i11_out_fw[0:0], sw_s2_i11_out_fw[1:1], sw_s2_i11_out_fw[2:2], sw_s2_i11_out_fw[3:3], sw_s2_i12_out_fw[0:0], sw_s2_i12_out_fw[1:1], sw_s2_i12_out_fw[2:2], sw_s2_i12_out_fw[3:3], sw_s2_i13_out_fw[0:0], sw_s2_i13_out_fw[1:1], sw_s2_i13_out_fw[2:2], sw_s2_i13_out_fw[3:3], sw_s2_i14_out_fw[0:0], sw_s2_i14_out_fw[1:1], sw_s2_i14_out_fw[2:2], sw_s2_i14_out_fw[3:3], sw_s2_i15_out_fw[0:0], sw_s2_i15_out_fw[1:1], sw_s2_i15_out_fw[2:2], sw_s2_i15_out_fw[3:3]};

  // ---- switches ----
  sg_switch #(
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i4_in_fb),
    .out_fb_i    (sw_s0_i4_out_fb),
    .in_fw_i     (sw_s0_i4_in_fw),
    .out_fw_o    (sw_s0_i4_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i5_in_fb),
    .out_fb_i    (sw_s0_i5_out_fb),
    .in_fw_i     (sw_s0_i5_in_fw),
    .out_fw_o    (sw_s0_i5_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i6_in_fb),
    .out_fb_i    (sw_s0_i6_out_fb),
    .in_fw_i     (sw_s0_i6_in_fw),
    .out_fw_o    (sw_s0_i6_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i7_in_fb),
    .out_fb_i    (sw_s0_i7_out_fb),
    .in_fw_i     (sw_s0_i7_in_fw),
    .out_fw_o    (sw_s0_i7_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i8_in_fb),
    .out_fb_i    (sw_s0_i8_out_fb),
    .in_fw_i     (sw_s0_i8_in_fw),
    .out_fw_o    (sw_s0_i8_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i9_in_fb),
    .out_fb_i    (sw_s0_i9_out_fb),
    .in_fw_i     (sw_s0_i9_in_fw),
    .out_fw_o    (sw_s0_i9_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i10_in_fb),
    .out_fb_i    (sw_s0_i10_out_fb),
    .in_fw_i     (sw_s0_i10_in_fw),
    .out_fw_o    (sw_s0_i10_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i11_in_fb),
    .out_fb_i    (sw_s0_i11_out_fb),
    .in_fw_i     (sw_s0_i11_in_fw),
    .out_fw_o    (sw_s0_i11_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i12_in_fb),
    .out_fb_i    (sw_s0_i12_out_fb),
    .in_fw_i     (sw_s0_i12_in_fw),
    .out_fw_o    (sw_s0_i12_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i13_in_fb),
    .out_fb_i    (sw_s0_i13_out_fb),
    .in_fw_i     (sw_s0_i13_in_fw),
    .out_fw_o    (sw_s0_i13_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i14_in_fb),
    .out_fb_i    (sw_s0_i14_out_fb),
    .in_fw_i     (sw_s0_i14_in_fw),
    .out_fw_o    (sw_s0_i14_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
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
    .ROUTE_INIT(128'hffffffffaaaaaaaa5555555500000000)
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
    .in_fb_o     (sw_s0_i15_in_fb),
    .out_fb_i    (sw_s0_i15_out_fb),
    .in_fw_i     (sw_s0_i15_in_fw),
    .out_fw_o    (sw_s0_i15_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s0_i15_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s0_i15_stat_data),
    .mon_o       (sw_s0_i15_mon),
    .cam_o       (sw_s0_i15_cam),
    .fullbuf_o   (switch_fullbuf_o[15*FBB +: FBB])
  );
  assign switch_err_o[15] = |sw_s0_i15_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
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
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i0_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i0_stat_data),
    .mon_o       (sw_s1_i0_mon),
    .cam_o       (sw_s1_i0_cam),
    .fullbuf_o   (switch_fullbuf_o[16*FBB +: FBB])
  );
  assign switch_err_o[16] = |sw_s1_i0_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
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
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i1_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i1_stat_data),
    .mon_o       (sw_s1_i1_mon),
    .cam_o       (sw_s1_i1_cam),
    .fullbuf_o   (switch_fullbuf_o[17*FBB +: FBB])
  );
  assign switch_err_o[17] = |sw_s1_i1_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
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
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i2_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i2_stat_data),
    .mon_o       (sw_s1_i2_mon),
    .cam_o       (sw_s1_i2_cam),
    .fullbuf_o   (switch_fullbuf_o[18*FBB +: FBB])
  );
  assign switch_err_o[18] = |sw_s1_i2_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
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
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i3_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i3_stat_data),
    .mon_o       (sw_s1_i3_mon),
    .cam_o       (sw_s1_i3_cam),
    .fullbuf_o   (switch_fullbuf_o[19*FBB +: FBB])
  );
  assign switch_err_o[19] = |sw_s1_i3_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i4 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i4_in_valid),
    .in_data_i   (sw_s1_i4_in_data),
    .in_credit_o (sw_s1_i4_in_credit),
    .out_valid_o (sw_s1_i4_out_valid),
    .out_data_o  (sw_s1_i4_out_data),
    .out_credit_i(sw_s1_i4_out_credit),
    .in_credit_vc_o (sw_s1_i4_in_credit_vc),
    .out_credit_vc_i(sw_s1_i4_out_credit_vc),
    .vc_o        (sw_s1_i4_vc),
    .in_fb_o     (sw_s1_i4_in_fb),
    .out_fb_i    (sw_s1_i4_out_fb),
    .in_fw_i     (sw_s1_i4_in_fw),
    .out_fw_o    (sw_s1_i4_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i4_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i4_stat_data),
    .mon_o       (sw_s1_i4_mon),
    .cam_o       (sw_s1_i4_cam),
    .fullbuf_o   (switch_fullbuf_o[20*FBB +: FBB])
  );
  assign switch_err_o[20] = |sw_s1_i4_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i5 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i5_in_valid),
    .in_data_i   (sw_s1_i5_in_data),
    .in_credit_o (sw_s1_i5_in_credit),
    .out_valid_o (sw_s1_i5_out_valid),
    .out_data_o  (sw_s1_i5_out_data),
    .out_credit_i(sw_s1_i5_out_credit),
    .in_credit_vc_o (sw_s1_i5_in_credit_vc),
    .out_credit_vc_i(sw_s1_i5_out_credit_vc),
    .vc_o        (sw_s1_i5_vc),
    .in_fb_o     (sw_s1_i5_in_fb),
    .out_fb_i    (sw_s1_i5_out_fb),
    .in_fw_i     (sw_s1_i5_in_fw),
    .out_fw_o    (sw_s1_i5_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i5_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i5_stat_data),
    .mon_o       (sw_s1_i5_mon),
    .cam_o       (sw_s1_i5_cam),
    .fullbuf_o   (switch_fullbuf_o[21*FBB +: FBB])
  );
  assign switch_err_o[21] = |sw_s1_i5_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i6 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i6_in_valid),
    .in_data_i   (sw_s1_i6_in_data),
    .in_credit_o (sw_s1_i6_in_credit),
    .out_valid_o (sw_s1_i6_out_valid),
    .out_data_o  (sw_s1_i6_out_data),
    .out_credit_i(sw_s1_i6_out_credit),
    .in_credit_vc_o (sw_s1_i6_in_credit_vc),
    .out_credit_vc_i(sw_s1_i6_out_credit_vc),
    .vc_o        (sw_s1_i6_vc),
    .in_fb_o     (sw_s1_i6_in_fb),
    .out_fb_i    (sw_s1_i6_out_fb),
    .in_fw_i     (sw_s1_i6_in_fw),
    .out_fw_o    (sw_s1_i6_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i6_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i6_stat_data),
    .mon_o       (sw_s1_i6_mon),
    .cam_o       (sw_s1_i6_cam),
    .fullbuf_o   (switch_fullbuf_o[22*FBB +: FBB])
  );
  assign switch_err_o[22] = |sw_s1_i6_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i7 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i7_in_valid),
    .in_data_i   (sw_s1_i7_in_data),
    .in_credit_o (sw_s1_i7_in_credit),
    .out_valid_o (sw_s1_i7_out_valid),
    .out_data_o  (sw_s1_i7_out_data),
    .out_credit_i(sw_s1_i7_out_credit),
    .in_credit_vc_o (sw_s1_i7_in_credit_vc),
    .out_credit_vc_i(sw_s1_i7_out_credit_vc),
    .vc_o        (sw_s1_i7_vc),
    .in_fb_o     (sw_s1_i7_in_fb),
    .out_fb_i    (sw_s1_i7_out_fb),
    .in_fw_i     (sw_s1_i7_in_fw),
    .out_fw_o    (sw_s1_i7_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i7_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i7_stat_data),
    .mon_o       (sw_s1_i7_mon),
    .cam_o       (sw_s1_i7_cam),
    .fullbuf_o   (switch_fullbuf_o[23*FBB +: FBB])
  );
  assign switch_err_o[23] = |sw_s1_i7_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i8 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i8_in_valid),
    .in_data_i   (sw_s1_i8_in_data),
    .in_credit_o (sw_s1_i8_in_credit),
    .out_valid_o (sw_s1_i8_out_valid),
    .out_data_o  (sw_s1_i8_out_data),
    .out_credit_i(sw_s1_i8_out_credit),
    .in_credit_vc_o (sw_s1_i8_in_credit_vc),
    .out_credit_vc_i(sw_s1_i8_out_credit_vc),
    .vc_o        (sw_s1_i8_vc),
    .in_fb_o     (sw_s1_i8_in_fb),
    .out_fb_i    (sw_s1_i8_out_fb),
    .in_fw_i     (sw_s1_i8_in_fw),
    .out_fw_o    (sw_s1_i8_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i8_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i8_stat_data),
    .mon_o       (sw_s1_i8_mon),
    .cam_o       (sw_s1_i8_cam),
    .fullbuf_o   (switch_fullbuf_o[24*FBB +: FBB])
  );
  assign switch_err_o[24] = |sw_s1_i8_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i9 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i9_in_valid),
    .in_data_i   (sw_s1_i9_in_data),
    .in_credit_o (sw_s1_i9_in_credit),
    .out_valid_o (sw_s1_i9_out_valid),
    .out_data_o  (sw_s1_i9_out_data),
    .out_credit_i(sw_s1_i9_out_credit),
    .in_credit_vc_o (sw_s1_i9_in_credit_vc),
    .out_credit_vc_i(sw_s1_i9_out_credit_vc),
    .vc_o        (sw_s1_i9_vc),
    .in_fb_o     (sw_s1_i9_in_fb),
    .out_fb_i    (sw_s1_i9_out_fb),
    .in_fw_i     (sw_s1_i9_in_fw),
    .out_fw_o    (sw_s1_i9_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i9_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i9_stat_data),
    .mon_o       (sw_s1_i9_mon),
    .cam_o       (sw_s1_i9_cam),
    .fullbuf_o   (switch_fullbuf_o[25*FBB +: FBB])
  );
  assign switch_err_o[25] = |sw_s1_i9_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i10 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i10_in_valid),
    .in_data_i   (sw_s1_i10_in_data),
    .in_credit_o (sw_s1_i10_in_credit),
    .out_valid_o (sw_s1_i10_out_valid),
    .out_data_o  (sw_s1_i10_out_data),
    .out_credit_i(sw_s1_i10_out_credit),
    .in_credit_vc_o (sw_s1_i10_in_credit_vc),
    .out_credit_vc_i(sw_s1_i10_out_credit_vc),
    .vc_o        (sw_s1_i10_vc),
    .in_fb_o     (sw_s1_i10_in_fb),
    .out_fb_i    (sw_s1_i10_out_fb),
    .in_fw_i     (sw_s1_i10_in_fw),
    .out_fw_o    (sw_s1_i10_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i10_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i10_stat_data),
    .mon_o       (sw_s1_i10_mon),
    .cam_o       (sw_s1_i10_cam),
    .fullbuf_o   (switch_fullbuf_o[26*FBB +: FBB])
  );
  assign switch_err_o[26] = |sw_s1_i10_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i11 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i11_in_valid),
    .in_data_i   (sw_s1_i11_in_data),
    .in_credit_o (sw_s1_i11_in_credit),
    .out_valid_o (sw_s1_i11_out_valid),
    .out_data_o  (sw_s1_i11_out_data),
    .out_credit_i(sw_s1_i11_out_credit),
    .in_credit_vc_o (sw_s1_i11_in_credit_vc),
    .out_credit_vc_i(sw_s1_i11_out_credit_vc),
    .vc_o        (sw_s1_i11_vc),
    .in_fb_o     (sw_s1_i11_in_fb),
    .out_fb_i    (sw_s1_i11_out_fb),
    .in_fw_i     (sw_s1_i11_in_fw),
    .out_fw_o    (sw_s1_i11_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i11_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i11_stat_data),
    .mon_o       (sw_s1_i11_mon),
    .cam_o       (sw_s1_i11_cam),
    .fullbuf_o   (switch_fullbuf_o[27*FBB +: FBB])
  );
  assign switch_err_o[27] = |sw_s1_i11_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i12 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i12_in_valid),
    .in_data_i   (sw_s1_i12_in_data),
    .in_credit_o (sw_s1_i12_in_credit),
    .out_valid_o (sw_s1_i12_out_valid),
    .out_data_o  (sw_s1_i12_out_data),
    .out_credit_i(sw_s1_i12_out_credit),
    .in_credit_vc_o (sw_s1_i12_in_credit_vc),
    .out_credit_vc_i(sw_s1_i12_out_credit_vc),
    .vc_o        (sw_s1_i12_vc),
    .in_fb_o     (sw_s1_i12_in_fb),
    .out_fb_i    (sw_s1_i12_out_fb),
    .in_fw_i     (sw_s1_i12_in_fw),
    .out_fw_o    (sw_s1_i12_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i12_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i12_stat_data),
    .mon_o       (sw_s1_i12_mon),
    .cam_o       (sw_s1_i12_cam),
    .fullbuf_o   (switch_fullbuf_o[28*FBB +: FBB])
  );
  assign switch_err_o[28] = |sw_s1_i12_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i13 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i13_in_valid),
    .in_data_i   (sw_s1_i13_in_data),
    .in_credit_o (sw_s1_i13_in_credit),
    .out_valid_o (sw_s1_i13_out_valid),
    .out_data_o  (sw_s1_i13_out_data),
    .out_credit_i(sw_s1_i13_out_credit),
    .in_credit_vc_o (sw_s1_i13_in_credit_vc),
    .out_credit_vc_i(sw_s1_i13_out_credit_vc),
    .vc_o        (sw_s1_i13_vc),
    .in_fb_o     (sw_s1_i13_in_fb),
    .out_fb_i    (sw_s1_i13_out_fb),
    .in_fw_i     (sw_s1_i13_in_fw),
    .out_fw_o    (sw_s1_i13_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i13_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i13_stat_data),
    .mon_o       (sw_s1_i13_mon),
    .cam_o       (sw_s1_i13_cam),
    .fullbuf_o   (switch_fullbuf_o[29*FBB +: FBB])
  );
  assign switch_err_o[29] = |sw_s1_i13_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i14 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i14_in_valid),
    .in_data_i   (sw_s1_i14_in_data),
    .in_credit_o (sw_s1_i14_in_credit),
    .out_valid_o (sw_s1_i14_out_valid),
    .out_data_o  (sw_s1_i14_out_data),
    .out_credit_i(sw_s1_i14_out_credit),
    .in_credit_vc_o (sw_s1_i14_in_credit_vc),
    .out_credit_vc_i(sw_s1_i14_out_credit_vc),
    .vc_o        (sw_s1_i14_vc),
    .in_fb_o     (sw_s1_i14_in_fb),
    .out_fb_i    (sw_s1_i14_out_fb),
    .in_fw_i     (sw_s1_i14_in_fw),
    .out_fw_o    (sw_s1_i14_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i14_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i14_stat_data),
    .mon_o       (sw_s1_i14_mon),
    .cam_o       (sw_s1_i14_cam),
    .fullbuf_o   (switch_fullbuf_o[30*FBB +: FBB])
  );
  assign switch_err_o[30] = |sw_s1_i14_err_count;
  sg_switch #(
    .ROUTE_INIT(128'hffaa5500ffaa5500ffaa5500ffaa5500)
  ) sw_s1_i15 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s1_i15_in_valid),
    .in_data_i   (sw_s1_i15_in_data),
    .in_credit_o (sw_s1_i15_in_credit),
    .out_valid_o (sw_s1_i15_out_valid),
    .out_data_o  (sw_s1_i15_out_data),
    .out_credit_i(sw_s1_i15_out_credit),
    .in_credit_vc_o (sw_s1_i15_in_credit_vc),
    .out_credit_vc_i(sw_s1_i15_out_credit_vc),
    .vc_o        (sw_s1_i15_vc),
    .in_fb_o     (sw_s1_i15_in_fb),
    .out_fb_i    (sw_s1_i15_out_fb),
    .in_fw_i     (sw_s1_i15_in_fw),
    .out_fw_o    (sw_s1_i15_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s1_i15_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s1_i15_stat_data),
    .mon_o       (sw_s1_i15_mon),
    .cam_o       (sw_s1_i15_cam),
    .fullbuf_o   (switch_fullbuf_o[31*FBB +: FBB])
  );
  assign switch_err_o[31] = |sw_s1_i15_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
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
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i0_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i0_stat_data),
    .mon_o       (sw_s2_i0_mon),
    .cam_o       (sw_s2_i0_cam),
    .fullbuf_o   (switch_fullbuf_o[32*FBB +: FBB])
  );
  assign switch_err_o[32] = |sw_s2_i0_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
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
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i1_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i1_stat_data),
    .mon_o       (sw_s2_i1_mon),
    .cam_o       (sw_s2_i1_cam),
    .fullbuf_o   (switch_fullbuf_o[33*FBB +: FBB])
  );
  assign switch_err_o[33] = |sw_s2_i1_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
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
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i2_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i2_stat_data),
    .mon_o       (sw_s2_i2_mon),
    .cam_o       (sw_s2_i2_cam),
    .fullbuf_o   (switch_fullbuf_o[34*FBB +: FBB])
  );
  assign switch_err_o[34] = |sw_s2_i2_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
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
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i3_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i3_stat_data),
    .mon_o       (sw_s2_i3_mon),
    .cam_o       (sw_s2_i3_cam),
    .fullbuf_o   (switch_fullbuf_o[35*FBB +: FBB])
  );
  assign switch_err_o[35] = |sw_s2_i3_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i4 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i4_in_valid),
    .in_data_i   (sw_s2_i4_in_data),
    .in_credit_o (sw_s2_i4_in_credit),
    .out_valid_o (sw_s2_i4_out_valid),
    .out_data_o  (sw_s2_i4_out_data),
    .out_credit_i(sw_s2_i4_out_credit),
    .in_credit_vc_o (sw_s2_i4_in_credit_vc),
    .out_credit_vc_i(sw_s2_i4_out_credit_vc),
    .vc_o        (sw_s2_i4_vc),
    .in_fb_o     (sw_s2_i4_in_fb),
    .out_fb_i    (sw_s2_i4_out_fb),
    .in_fw_i     (sw_s2_i4_in_fw),
    .out_fw_o    (sw_s2_i4_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i4_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i4_stat_data),
    .mon_o       (sw_s2_i4_mon),
    .cam_o       (sw_s2_i4_cam),
    .fullbuf_o   (switch_fullbuf_o[36*FBB +: FBB])
  );
  assign switch_err_o[36] = |sw_s2_i4_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i5 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i5_in_valid),
    .in_data_i   (sw_s2_i5_in_data),
    .in_credit_o (sw_s2_i5_in_credit),
    .out_valid_o (sw_s2_i5_out_valid),
    .out_data_o  (sw_s2_i5_out_data),
    .out_credit_i(sw_s2_i5_out_credit),
    .in_credit_vc_o (sw_s2_i5_in_credit_vc),
    .out_credit_vc_i(sw_s2_i5_out_credit_vc),
    .vc_o        (sw_s2_i5_vc),
    .in_fb_o     (sw_s2_i5_in_fb),
    .out_fb_i    (sw_s2_i5_out_fb),
    .in_fw_i     (sw_s2_i5_in_fw),
    .out_fw_o    (sw_s2_i5_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i5_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i5_stat_data),
    .mon_o       (sw_s2_i5_mon),
    .cam_o       (sw_s2_i5_cam),
    .fullbuf_o   (switch_fullbuf_o[37*FBB +: FBB])
  );
  assign switch_err_o[37] = |sw_s2_i5_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i6 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i6_in_valid),
    .in_data_i   (sw_s2_i6_in_data),
    .in_credit_o (sw_s2_i6_in_credit),
    .out_valid_o (sw_s2_i6_out_valid),
    .out_data_o  (sw_s2_i6_out_data),
    .out_credit_i(sw_s2_i6_out_credit),
    .in_credit_vc_o (sw_s2_i6_in_credit_vc),
    .out_credit_vc_i(sw_s2_i6_out_credit_vc),
    .vc_o        (sw_s2_i6_vc),
    .in_fb_o     (sw_s2_i6_in_fb),
    .out_fb_i    (sw_s2_i6_out_fb),
    .in_fw_i     (sw_s2_i6_in_fw),
    .out_fw_o    (sw_s2_i6_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i6_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i6_stat_data),
    .mon_o       (sw_s2_i6_mon),
    .cam_o       (sw_s2_i6_cam),
    .fullbuf_o   (switch_fullbuf_o[38*FBB +: FBB])
  );
  assign switch_err_o[38] = |sw_s2_i6_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i7 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i7_in_valid),
    .in_data_i   (sw_s2_i7_in_data),
    .in_credit_o (sw_s2_i7_in_credit),
    .out_valid_o (sw_s2_i7_out_valid),
    .out_data_o  (sw_s2_i7_out_data),
    .out_credit_i(sw_s2_i7_out_credit),
    .in_credit_vc_o (sw_s2_i7_in_credit_vc),
    .out_credit_vc_i(sw_s2_i7_out_credit_vc),
    .vc_o        (sw_s2_i7_vc),
    .in_fb_o     (sw_s2_i7_in_fb),
    .out_fb_i    (sw_s2_i7_out_fb),
    .in_fw_i     (sw_s2_i7_in_fw),
    .out_fw_o    (sw_s2_i7_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i7_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i7_stat_data),
    .mon_o       (sw_s2_i7_mon),
    .cam_o       (sw_s2_i7_cam),
    .fullbuf_o   (switch_fullbuf_o[39*FBB +: FBB])
  );
  assign switch_err_o[39] = |sw_s2_i7_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i8 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i8_in_valid),
    .in_data_i   (sw_s2_i8_in_data),
    .in_credit_o (sw_s2_i8_in_credit),
    .out_valid_o (sw_s2_i8_out_valid),
    .out_data_o  (sw_s2_i8_out_data),
    .out_credit_i(sw_s2_i8_out_credit),
    .in_credit_vc_o (sw_s2_i8_in_credit_vc),
    .out_credit_vc_i(sw_s2_i8_out_credit_vc),
    .vc_o        (sw_s2_i8_vc),
    .in_fb_o     (sw_s2_i8_in_fb),
    .out_fb_i    (sw_s2_i8_out_fb),
    .in_fw_i     (sw_s2_i8_in_fw),
    .out_fw_o    (sw_s2_i8_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i8_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i8_stat_data),
    .mon_o       (sw_s2_i8_mon),
    .cam_o       (sw_s2_i8_cam),
    .fullbuf_o   (switch_fullbuf_o[40*FBB +: FBB])
  );
  assign switch_err_o[40] = |sw_s2_i8_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i9 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i9_in_valid),
    .in_data_i   (sw_s2_i9_in_data),
    .in_credit_o (sw_s2_i9_in_credit),
    .out_valid_o (sw_s2_i9_out_valid),
    .out_data_o  (sw_s2_i9_out_data),
    .out_credit_i(sw_s2_i9_out_credit),
    .in_credit_vc_o (sw_s2_i9_in_credit_vc),
    .out_credit_vc_i(sw_s2_i9_out_credit_vc),
    .vc_o        (sw_s2_i9_vc),
    .in_fb_o     (sw_s2_i9_in_fb),
    .out_fb_i    (sw_s2_i9_out_fb),
    .in_fw_i     (sw_s2_i9_in_fw),
    .out_fw_o    (sw_s2_i9_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i9_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i9_stat_data),
    .mon_o       (sw_s2_i9_mon),
    .cam_o       (sw_s2_i9_cam),
    .fullbuf_o   (switch_fullbuf_o[41*FBB +: FBB])
  );
  assign switch_err_o[41] = |sw_s2_i9_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i10 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i10_in_valid),
    .in_data_i   (sw_s2_i10_in_data),
    .in_credit_o (sw_s2_i10_in_credit),
    .out_valid_o (sw_s2_i10_out_valid),
    .out_data_o  (sw_s2_i10_out_data),
    .out_credit_i(sw_s2_i10_out_credit),
    .in_credit_vc_o (sw_s2_i10_in_credit_vc),
    .out_credit_vc_i(sw_s2_i10_out_credit_vc),
    .vc_o        (sw_s2_i10_vc),
    .in_fb_o     (sw_s2_i10_in_fb),
    .out_fb_i    (sw_s2_i10_out_fb),
    .in_fw_i     (sw_s2_i10_in_fw),
    .out_fw_o    (sw_s2_i10_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i10_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i10_stat_data),
    .mon_o       (sw_s2_i10_mon),
    .cam_o       (sw_s2_i10_cam),
    .fullbuf_o   (switch_fullbuf_o[42*FBB +: FBB])
  );
  assign switch_err_o[42] = |sw_s2_i10_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i11 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i11_in_valid),
    .in_data_i   (sw_s2_i11_in_data),
    .in_credit_o (sw_s2_i11_in_credit),
    .out_valid_o (sw_s2_i11_out_valid),
    .out_data_o  (sw_s2_i11_out_data),
    .out_credit_i(sw_s2_i11_out_credit),
    .in_credit_vc_o (sw_s2_i11_in_credit_vc),
    .out_credit_vc_i(sw_s2_i11_out_credit_vc),
    .vc_o        (sw_s2_i11_vc),
    .in_fb_o     (sw_s2_i11_in_fb),
    .out_fb_i    (sw_s2_i11_out_fb),
    .in_fw_i     (sw_s2_i11_in_fw),
    .out_fw_o    (sw_s2_i11_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i11_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i11_stat_data),
    .mon_o       (sw_s2_i11_mon),
    .cam_o       (sw_s2_i11_cam),
    .fullbuf_o   (switch_fullbuf_o[43*FBB +: FBB])
  );
  assign switch_err_o[43] = |sw_s2_i11_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i12 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i12_in_valid),
    .in_data_i   (sw_s2_i12_in_data),
    .in_credit_o (sw_s2_i12_in_credit),
    .out_valid_o (sw_s2_i12_out_valid),
    .out_data_o  (sw_s2_i12_out_data),
    .out_credit_i(sw_s2_i12_out_credit),
    .in_credit_vc_o (sw_s2_i12_in_credit_vc),
    .out_credit_vc_i(sw_s2_i12_out_credit_vc),
    .vc_o        (sw_s2_i12_vc),
    .in_fb_o     (sw_s2_i12_in_fb),
    .out_fb_i    (sw_s2_i12_out_fb),
    .in_fw_i     (sw_s2_i12_in_fw),
    .out_fw_o    (sw_s2_i12_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i12_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i12_stat_data),
    .mon_o       (sw_s2_i12_mon),
    .cam_o       (sw_s2_i12_cam),
    .fullbuf_o   (switch_fullbuf_o[44*FBB +: FBB])
  );
  assign switch_err_o[44] = |sw_s2_i12_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i13 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i13_in_valid),
    .in_data_i   (sw_s2_i13_in_data),
    .in_credit_o (sw_s2_i13_in_credit),
    .out_valid_o (sw_s2_i13_out_valid),
    .out_data_o  (sw_s2_i13_out_data),
    .out_credit_i(sw_s2_i13_out_credit),
    .in_credit_vc_o (sw_s2_i13_in_credit_vc),
    .out_credit_vc_i(sw_s2_i13_out_credit_vc),
    .vc_o        (sw_s2_i13_vc),
    .in_fb_o     (sw_s2_i13_in_fb),
    .out_fb_i    (sw_s2_i13_out_fb),
    .in_fw_i     (sw_s2_i13_in_fw),
    .out_fw_o    (sw_s2_i13_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i13_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i13_stat_data),
    .mon_o       (sw_s2_i13_mon),
    .cam_o       (sw_s2_i13_cam),
    .fullbuf_o   (switch_fullbuf_o[45*FBB +: FBB])
  );
  assign switch_err_o[45] = |sw_s2_i13_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i14 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i14_in_valid),
    .in_data_i   (sw_s2_i14_in_data),
    .in_credit_o (sw_s2_i14_in_credit),
    .out_valid_o (sw_s2_i14_out_valid),
    .out_data_o  (sw_s2_i14_out_data),
    .out_credit_i(sw_s2_i14_out_credit),
    .in_credit_vc_o (sw_s2_i14_in_credit_vc),
    .out_credit_vc_i(sw_s2_i14_out_credit_vc),
    .vc_o        (sw_s2_i14_vc),
    .in_fb_o     (sw_s2_i14_in_fb),
    .out_fb_i    (sw_s2_i14_out_fb),
    .in_fw_i     (sw_s2_i14_in_fw),
    .out_fw_o    (sw_s2_i14_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i14_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i14_stat_data),
    .mon_o       (sw_s2_i14_mon),
    .cam_o       (sw_s2_i14_cam),
    .fullbuf_o   (switch_fullbuf_o[46*FBB +: FBB])
  );
  assign switch_err_o[46] = |sw_s2_i14_err_count;
  sg_switch #(
    .ROUTE_INIT(128'he4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4)
  ) sw_s2_i15 (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (sw_s2_i15_in_valid),
    .in_data_i   (sw_s2_i15_in_data),
    .in_credit_o (sw_s2_i15_in_credit),
    .out_valid_o (sw_s2_i15_out_valid),
    .out_data_o  (sw_s2_i15_out_data),
    .out_credit_i(sw_s2_i15_out_credit),
    .in_credit_vc_o (sw_s2_i15_in_credit_vc),
    .out_credit_vc_i(sw_s2_i15_out_credit_vc),
    .vc_o        (sw_s2_i15_vc),
    .in_fb_o     (sw_s2_i15_in_fb),
    .out_fb_i    (sw_s2_i15_out_fb),
    .in_fw_i     (sw_s2_i15_in_fw),
    .out_fw_o    (sw_s2_i15_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  (7'd0),
    .cfg_data_i  (4'd0),
    .err_count_o (sw_s2_i15_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (sw_s2_i15_stat_data),
    .mon_o       (sw_s2_i15_mon),
    .cam_o       (sw_s2_i15_cam),
    .fullbuf_o   (switch_fullbuf_o[47*FBB +: FBB])
  );
  assign switch_err_o[47] = |sw_s2_i15_err_count;

  // ---- status read port: the selected switch's registered read data ----
  reg [5:0] stat_sel_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      stat_sel_q <= 6'd0;
    end else begin
      stat_sel_q <= stat_switch_i;
    end
  end
  reg [31:0] stat_data;
  always @* begin
    case (stat_sel_q)
      6'd0: stat_data = sw_s0_i0_stat_data;
      6'd1: stat_data = sw_s0_i1_stat_data;
      6'd2: stat_data = sw_s0_i2_stat_data;
      6'd3: stat_data = sw_s0_i3_stat_data;
      6'd4: stat_data = sw_s0_i4_stat_data;
      6'd5: stat_data = sw_s0_i5_stat_data;
      6'd6: stat_data = sw_s0_i6_stat_data;
      6'd7: stat_data = sw_s0_i7_stat_data;
      6'd8: stat_data = sw_s0_i8_stat_data;
      6'd9: stat_data = sw_s0_i9_stat_data;
      6'd10: stat_data = sw_s0_i10_stat_data;
      6'd11: stat_data = sw_s0_i11_stat_data;
      6'd12: stat_data = sw_s0_i12_stat_data;
      6'd13: stat_data = sw_s0_i13_stat_data;
      6'd14: stat_data = sw_s0_i14_stat_data;
      6'd15: stat_data = sw_s0_i15_stat_data;
      6'd16: stat_data = sw_s1_i0_stat_data;
      6'd17: stat_data = sw_s1_i1_stat_data;
      6'd18: stat_data = sw_s1_i2_stat_data;
      6'd19: stat_data = sw_s1_i3_stat_data;
      6'd20: stat_data = sw_s1_i4_stat_data;
      6'd21: stat_data = sw_s1_i5_stat_data;
      6'd22: stat_data = sw_s1_i6_stat_data;
      6'd23: stat_data = sw_s1_i7_stat_data;
      6'd24: stat_data = sw_s1_i8_stat_data;
      6'd25: stat_data = sw_s1_i9_stat_data;
      6'd26: stat_data = sw_s1_i10_stat_data;
      6'd27: stat_data = sw_s1_i11_stat_data;
      6'd28: stat_data = sw_s1_i12_stat_data;
      6'd29: stat_data = sw_s1_i13_stat_data;
      6'd30: stat_data = sw_s1_i14_stat_data;
      6'd31: stat_data = sw_s1_i15_stat_data;
      6'd32: stat_data = sw_s2_i0_stat_data;
      6'd33: stat_data = sw_s2_i1_stat_data;
      6'd34: stat_data = sw_s2_i2_stat_data;
      6'd35: stat_data = sw_s2_i3_stat_data;
      6'd36: stat_data = sw_s2_i4_stat_data;
      6'd37: stat_data = sw_s2_i5_stat_data;
      6'd38: stat_data = sw_s2_i6_stat_data;
      6'd39: stat_data = sw_s2_i7_stat_data;
      6'd40: stat_data = sw_s2_i8_stat_data;
      6'd41: stat_data = sw_s2_i9_stat_data;
      6'd42: stat_data = sw_s2_i10_stat_data;
      6'd43: stat_data = sw_s2_i11_stat_data;
      6'd44: stat_data = sw_s2_i12_stat_data;
      6'd45: stat_data = sw_s2_i13_stat_data;
      6'd46: stat_data = sw_s2_i14_stat_data;
      6'd47: stat_data = sw_s2_i15_stat_data;
      default: stat_data = 32'd0;
    endcase
  end
  assign stat_data_o = stat_data;
  // the monitor buses serve co-simulation of single switches; unused here
  wire unused_mon = &{1'b0, sw_s0_i0_mon, sw_s0_i0_cam, sw_s0_i0_vc, sw_s0_i1_mon, sw_s0_i1_cam, sw_s0_i1_vc, sw_s0_i2_mon, sw_s0_i2_cam, sw_s0_i2_vc, sw_s0_i3_mon, sw_s0_i3_cam, sw_s0_i3_vc, sw_s0_i4_mon, sw_s0_i4_cam, sw_s0_i4_vc, sw_s0_i5_mon, sw_s0_i5_cam, sw_s0_i5_vc, sw_s0_i6_mon, sw_s0_i6_cam, sw_s0_i6_vc, sw_s0_i7_mon, sw_s0_i7_cam, sw_s0_i7_vc, sw_s0_i8_mon, sw_s0_i8_cam, sw_s0_i8_vc, sw_s0_i9_mon, sw_s0_i9_cam, sw_s0_i9_vc, sw_s0_i10_mon, sw_s0_i10_cam, sw_s0_i10_vc, sw_s0_i11_mon, sw_s0_i11_cam, sw_s0_i11_vc, sw_s0_i12_mon, sw_s0_i12_cam, sw_s0_i12_vc, sw_s0_i13_mon, sw_s0_i13_cam, sw_s0_i13_vc, sw_s0_i14_mon, sw_s0_i14_cam, sw_s0_i14_vc, sw_s0_i15_mon, sw_s0_i15_cam, sw_s0_i15_vc, sw_s1_i0_mon, sw_s1_i0_cam, sw_s1_i0_vc, sw_s1_i1_mon, sw_s1_i1_cam, sw_s1_i1_vc, sw_s1_i2_mon, sw_s1_i2_cam, sw_s1_i2_vc, sw_s1_i3_mon, sw_s1_i3_cam, sw_s1_i3_vc, sw_s1_i4_mon, sw_s1_i4_cam, sw_s1_i4_vc, sw_s1_i5_mon, sw_s1_i5_cam, sw_s1_i5_vc, sw_s1_i6_mon, sw_s1_i6_cam, sw_s1_i6_vc, sw_s1_i7_mon, sw_s1_i7_cam, sw_s1_i7_vc, sw_s1_i8_mon, sw_s1_i8_cam, sw_s1_i8_vc, sw_s1_i9_mon, sw_s1_i9_cam, sw_s1_i9_vc, sw_s1_i10_mon, sw_s1_i10_cam, sw_s1_i10_vc, sw_s1_i11_mon, sw_s1_i11_cam, sw_s1_i11_vc, sw_s1_i12_mon, sw_s1_i12_cam, sw_s1_i12_vc, sw_s1_i13_mon, sw_s1_i13_cam, sw_s1_i13_vc, sw_s1_i14_mon, sw_s1_i14_cam, sw_s1_i14_vc, sw_s1_i15_mon, sw_s1_i15_cam, sw_s1_i15_vc, sw_s2_i0_mon, sw_s2_i0_cam, sw_s2_i0_vc, sw_s2_i1_mon, sw_s2_i1_cam, sw_s2_i1_vc, sw_s2_i2_mon, sw_s2_i2_cam, sw_s2_i2_vc, sw_s2_i3_mon, sw_s2_i3_cam, sw_s2_i3_vc, sw_s2_i4_mon, sw_s2_i4_cam, sw_s2_i4_vc, sw_s2_i5_mon, sw_s2_i5_cam, sw_s2_i5_vc, sw_s2_i6_mon, sw_s2_i6_cam, sw_s2_i6_vc, sw_s2_i7_mon, sw_s2_i7_cam, sw_s2_i7_vc, sw_s2_i8_mon, sw_s2_i8_cam, sw_s2_i8_vc, sw_s2_i9_mon, sw_s2_i9_cam, sw_s2_i9_vc, sw_s2_i10_mon, sw_s2_i10_cam, sw_s2_i10_vc, sw_s2_i11_mon, sw_s2_i11_cam, sw_s2_i11_vc, sw_s2_i12_mon, sw_s2_i12_cam, sw_s2_i12_vc, sw_s2_i13_mon, sw_s2_i13_cam, sw_s2_i13_vc, sw_s2_i14_mon, sw_s2_i14_cam, sw_s2_i14_vc, sw_s2_i15_mon, sw_s2_i15_cam, sw_s2_i15_vc};
endmodule

`default_nettype wire
