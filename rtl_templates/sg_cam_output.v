{{ header }}
{% raw %}`default_nettype none
// named constants (SG_*): listed first in switchgen.f, included here when compiled alone
`ifndef SG_DEFS_V
`include "sg_defs.v"
`endif

// The CAM lines of the output ports (FBICM seed 001 §3.5, RECN seed 004 §4.1;
// docs/MICROARCHITECTURE.md "FBICM", "RECN"), instantiated by sg_switch when the queue scheme is
// fbicm or recn: per output port C lines, copies of the downstream input's lines of the same
// index (state named as the model's `OutLine`, model/src/cam.rs: active, stop, hops, tp), set up
// by the ADD messages on the backward control channel, in Stop (Xoff) while the downstream line
// asserts SentStop, freed when the downstream frees its line. FBICM: CLOP holds each line's
// destinations (line-major, bit l*N + d, for the output port the routing table gives d) and a
// count of them per line; RECN: each line holds its route. RECN's leaf levels toward each
// output's downstream: a line is not a leaf while a line of any input mirrors it. Storage: P x C
// x (2 + HOPB + TPB + 16) bits of lines, C x N bits of CLOP.
module sg_cam_output #(
  parameter integer P = 4,             // switch ports
  parameter integer PB = 2,            // bits of a port number
  parameter integer N = 64,            // hosts
  parameter integer C = 1,             // CAM lines per port
  parameter integer CLB = 1,           // bits of a line number
  parameter integer HOPB = 4,          // HopsToReach bits
  parameter integer FBW = 14,          // backward control channel bits (2 C + 1 + CLB + KB + HOPB)
  parameter integer KB = 6,            // bits of an ADD's key (fbicm: a host number; recn: a route)
  parameter integer TPB = 1,           // recn: bits of a route
  parameter integer KEY = 0            // `SG_KEY_*: fbicm (destination sets), recn basic, recn enhanced (routes)
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  // backward control channel from each output's downstream input (switchgen_config::cam::
  // FbLayout: [C-1:0] SentStop, [2C-1:C] Active, then ADD {hops, key, line, valid})
  input  wire [P*FBW-1:0]    fb_i,
  // the routing table: output port of destination d at route_i[d*PB +: PB] (fbicm's CLOP)
  input  wire [N*PB-1:0]     route_i,
  // mir_i[i*P*C + o*C + l]: a line of input i mirrors output o's line l (recn's leaf levels)
  input  wire [P*P*C-1:0]    mir_i,
  // to the input units: CLOP; per output its lines in Stop (active and stop), their
  // HopsToReach and (recn) routes
  output wire [C*N-1:0]      clop_o,
  output wire [P*C-1:0]      ostop_o,
  output wire [P*C*HOPB-1:0] ohops_o,
  output wire [P*C*TPB-1:0]  otp_o,
  // recn: output o's line l is not a leaf (to its downstream)
  output wire [P*C-1:0]      fw_o,
  // monitor word of output o's line l at mon_o[(o*C + l)*64 +: 64] (switchgen_config::cam::mon)
  output wire [P*C*64-1:0]   mon_o
);
  localparam integer LB0 = 2 * C + 1;  // the ADD's line field in the channel

  reg [P*C-1:0] active_q, active_d, stop_q, stop_d;
  reg [P*C*HOPB-1:0] hops_q, hops_d;
  reg [P*C*TPB-1:0] tp_q, tp_d;
  // CLOP line-major: bit l*N + d when destination d is in line l of output route_i[d]; per
  // output line, the destinations in it (set when an ADD brings a new one, 0 when the line is
  // freed)
  reg [C*N-1:0] clop_q, clop_d;
  reg [P*C*16-1:0] set_q, set_d;
  integer y, l, d;
  reg [31:0] add_dst;
  reg [KB-1:0] add_key;
  always @* begin
    d = 0;
    add_dst = 32'd0;
    add_key = {KB{1'b0}};
    active_d = active_q;
    stop_d = stop_q;
    hops_d = hops_q;
    tp_d = tp_q;
    clop_d = clop_q;
    set_d = set_q;
    for (y = 0; y < P; y = y + 1) begin
      for (l = 0; l < C; l = l + 1) begin
        if (!fb_i[y*FBW + C + l]) begin
          if ((KEY == `SG_KEY_FBICM) && active_q[y*C + l]) begin
            for (d = 0; d < N; d = d + 1) begin
              if (route_i[d*PB +: PB] == y[PB-1:0]) begin
                clop_d[l*N + d] = 1'b0;
              end
            end
          end
          active_d[y*C + l] = 1'b0;
          stop_d[y*C + l] = 1'b0;
          hops_d[(y*C + l)*HOPB +: HOPB] = {HOPB{1'b0}};
          tp_d[(y*C + l)*TPB +: TPB] = {TPB{1'b0}};
          set_d[(y*C + l)*16 +: 16] = 16'd0;
        end else begin
          if (fb_i[y*FBW + 2*C] && (fb_i[y*FBW + LB0 +: CLB] == l[CLB-1:0])) begin
            active_d[y*C + l] = 1'b1;
            hops_d[(y*C + l)*HOPB +: HOPB] = fb_i[y*FBW + LB0 + CLB + KB +: HOPB];
            add_key = fb_i[y*FBW + LB0 + CLB +: KB];
            if (KEY == `SG_KEY_FBICM) begin
              add_dst = {{(32-KB){1'b0}}, add_key};
              clop_d[l*N + add_dst] = 1'b1;
              if (!clop_q[l*N + add_dst]) begin
                set_d[(y*C + l)*16 +: 16] = set_q[(y*C + l)*16 +: 16] + 16'd1;
              end
            end else begin
              tp_d[(y*C + l)*TPB +: TPB] = add_key[TPB-1:0];
            end
          end
          stop_d[y*C + l] = fb_i[y*FBW + l];
        end
      end
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      active_q <= {P*C{1'b0}};
      stop_q <= {P*C{1'b0}};
      hops_q <= {P*C*HOPB{1'b0}};
      tp_q <= {P*C*TPB{1'b0}};
      clop_q <= {C*N{1'b0}};
      set_q <= {P*C*16{1'b0}};
    end else begin
      active_q <= active_d;
      stop_q <= stop_d;
      hops_q <= hops_d;
      tp_q <= tp_d;
      clop_q <= clop_d;
      set_q <= set_d;
    end
  end
  assign clop_o = clop_q;
  assign ostop_o = active_q & stop_q;
  assign ohops_o = hops_q;
  assign otp_o = tp_q;
  // recn: output o's line l is not a leaf while a line of any input mirrors it
  reg [P*C-1:0] fw;
  integer v;
  always @* begin
    fw = {P*C{1'b0}};
    for (v = 0; v < P; v = v + 1) begin
      fw = fw | mir_i[v*P*C +: P*C];
    end
  end
  assign fw_o = fw;
  // monitor words: fbicm, the size of a line's destination set; recn, its route
  genvar cp, cl;
  generate
    for (cp = 0; cp < P; cp = cp + 1) begin : g_cam_port
      for (cl = 0; cl < C; cl = cl + 1) begin : g_cam_line
        reg [63:0] mon_line;
        always @* begin
          mon_line = 64'd0;
          mon_line[`SG_MON_ACTIVE] = active_q[cp*C + cl];
          mon_line[`SG_MON_STOP] = stop_q[cp*C + cl];
          mon_line[`SG_MON_HOPS_LSB +: HOPB] = hops_q[(cp*C + cl)*HOPB +: HOPB];
          if (KEY == `SG_KEY_FBICM) begin
            mon_line[`SG_MON_SET_LSB +: 16] = set_q[(cp*C + cl)*16 +: 16];
          end else begin
            mon_line[`SG_MON_ROUTE_LSB +: TPB] = tp_q[(cp*C + cl)*TPB +: TPB];
          end
        end
        assign mon_o[(cp*C + cl)*64 +: 64] = mon_line;
      end
    end
  endgenerate

`ifndef SYNTHESIS
  // Elaboration-time checks (verilog-axis style): the derived widths must agree with the
  // primary parameters as switchgen_config::Params derives them (the backward channel's layout,
  // switchgen_config::cam::FbLayout); an inconsistent set stops the simulation with SG_PARAM
  function automatic integer bits_for(input integer n);
    integer b;
    begin
      bits_for = 1;
      for (b = 2; b < n; b = b * 2) begin
        bits_for = bits_for + 1;
      end
    end
  endfunction
  initial begin
    if ((P < 2) || (PB != bits_for(P)) || (C < 1) || (CLB != bits_for(C)) || (HOPB < 1)
        || (FBW != 2 * C + 1 + CLB + KB + HOPB) || (KEY < `SG_KEY_FBICM) || (KEY > `SG_KEY_RECN_ENHANCED)) begin
      $display("SG_PARAM: %m: inconsistent parameters: P=%0d PB=%0d N=%0d C=%0d CLB=%0d FBW=%0d KB=%0d HOPB=%0d KEY=%0d",
               P, PB, N, C, CLB, FBW, KB, HOPB, KEY);
      $finish;
    end
  end
`endif
endmodule

`default_nettype wire{% endraw %}
