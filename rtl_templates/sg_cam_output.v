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
  parameter integer KEY = 0{% endraw %}{% if egress_saqs %},           // `SG_KEY_*: fbicm (destination sets), recn basic, recn enhanced (routes)
  // RECN's egress SAQs (CIOQ, issue 33 step 3; docs/MICROARCHITECTURE.md "CIOQ switches"):
  // each line owns egress SAQ l of its output (egress queue 1 + l); flit and header counts of
  // CB bits, egress queue numbers of EQB bits; Xoff towards the ingress ports (SentStop) when a
  // header enters a SAQ holding at least ESTOPT flits, Xon at EGOT
  parameter integer CB = 4,
  parameter integer EQB = 1,
  parameter integer ESTOPT = 1,
  parameter integer EGOT = 0{% else %}            // `SG_KEY_*: fbicm (destination sets), recn basic, recn enhanced (routes){% endif %}{% raw %}
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
  output wire [P*C*64-1:0]   mon_o{% endraw %}{% if egress_saqs %},
  // egress SAQs, this cycle's events per output o: a header entered SAQ eg_in_l_i (eg_in_i), a
  // header left egress queue eg_out_q_i on the link (eg_out_i); from the start of the cycle:
  // each SAQ's flits (eg_flits_i[(o*C + l)*CB +: CB]), the SAQ receiving a packet's next flits
  // (eg_rx_i, bit o*C + l); after this cycle: each egress queue's headers
  // (eg_hdr_d_i[(o*(C+1) + k)*CB +: CB], queue 0 the normal queue)
  input  wire [P-1:0]          eg_in_i,
  input  wire [P*CLB-1:0]      eg_in_l_i,
  input  wire [P-1:0]          eg_out_i,
  input  wire [P*EQB-1:0]      eg_out_q_i,
  input  wire [P*C*CB-1:0]     eg_flits_i,
  input  wire [P*C-1:0]        eg_rx_i,
  input  wire [P*(C+1)*CB-1:0] eg_hdr_d_i,
  // each line active, and its SAQ may send (not in Xoff from downstream, not waiting)
  output wire [P*C-1:0]        oact_o,
  output wire [P*C-1:0]        eg_may_o,
  // the lines after this cycle (their next state): active, in SentStop, HopsToReach, routes
  // (the input units' egress-SAQ bound registers its check from them)
  output wire [P*C-1:0]        oact_d_o,
  output wire [P*C-1:0]        ostop_d_o,
  output wire [P*C*HOPB-1:0]   ohops_d_o,
  output wire [P*C*TPB-1:0]    otp_d_o,
  // the egress line words' line state (SentStop, the in-order pointer; the switch adds the
  // SAQ's flits and headers)
  output wire [P*C*64-1:0]     emon_o{% endif %}{% raw %}
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
  reg [KB-1:0] add_key;{% endraw %}{% if egress_saqs %}
  // egress SAQs: SentStop towards the ingress ports, the in-order pointer {headers, queue}
  reg [P*C-1:0] sst_q, sst_d;
  reg [P*C*CB-1:0] wait_q, wait_d;
  reg [P*C*EQB-1:0] won_q, won_d;
  reg [HOPB-1:0] add_hops, wq_h;
  reg [EQB-1:0] wq;
  reg [CB-1:0] wq_n;
  integer m;
  localparam [CB-1:0] CNT_ONE = {{ "{{" }}(CB-1){1'b0}}, 1'b1};
  localparam [EQB-1:0] EQ_ONE = {{ "{{" }}(EQB-1){1'b0}}, 1'b1};
  localparam integer ESTOPT_I = ESTOPT;
  localparam integer EGOT_I = EGOT;
  localparam [CB-1:0] ESTOPT_C = ESTOPT_I[CB-1:0];
  localparam [CB-1:0] EGOT_C = EGOT_I[CB-1:0];
  // mask of a route of `turns` turns of PB bits
  function automatic [TPB-1:0] route_mask(input [HOPB-1:0] turns);
    route_mask = ~({TPB{1'b1}} << ({{ "{{" }}(32-HOPB){1'b0}}, turns} * PB));
  endfunction
  // (the input-queued output lines' freeing and FBICM's destination sets are not built here)
  wire unused_eg_iq = &{1'b0, route_i, d, add_dst};
  // the lines an input line of this switch mirrors (start of the cycle): not leaves
  reg [P*C-1:0] fw;
  integer v;
  always @* begin
    fw = {P*C{1'b0}};
    for (v = 0; v < P; v = v + 1) begin
      fw = fw | mir_i[v*P*C +: P*C];
    end
  end{% endif %}{% raw %}
  always @* begin
    d = 0;
    add_dst = 32'd0;
    add_key = {KB{1'b0}};
    active_d = active_q;
    stop_d = stop_q;
    hops_d = hops_q;
    tp_d = tp_q;
    clop_d = clop_q;
    set_d = set_q;{% endraw %}{% if egress_saqs %}
    sst_d = sst_q;
    wait_d = wait_q;
    won_d = won_q;
    add_hops = {HOPB{1'b0}};
    wq = {EQB{1'b0}};
    wq_h = {HOPB{1'b0}};
    wq_n = {CB{1'b0}};
    m = 0;{% endif %}{% raw %}
    for (y = 0; y < P; y = y + 1) begin
      for (l = 0; l < C; l = l + 1) begin{% endraw %}{% if egress_saqs %}
        if (active_q[y*C + l]) begin
          // an egress line: its waits count down, SentStop towards the ingress ports, the
          // downstream's Xoff, freed when in Xon, empty, nothing entering or being received,
          // and no input line mirrors it (the model's Cam::end_egress)
          if (eg_out_i[y] && (wait_q[(y*C + l)*CB +: CB] != {CB{1'b0}})
              && (won_q[(y*C + l)*EQB +: EQB] == eg_out_q_i[y*EQB +: EQB])) begin
            wait_d[(y*C + l)*CB +: CB] = wait_q[(y*C + l)*CB +: CB] - CNT_ONE;
            if (wait_q[(y*C + l)*CB +: CB] == CNT_ONE) begin
              won_d[(y*C + l)*EQB +: EQB] = {EQB{1'b0}};
            end
          end
          if (eg_in_i[y] && (eg_in_l_i[y*CLB +: CLB] == l[CLB-1:0])) begin
            if (eg_flits_i[(y*C + l)*CB +: CB] >= ESTOPT_C) begin
              sst_d[y*C + l] = 1'b1;
            end
          end else if (sst_q[y*C + l] && (eg_flits_i[(y*C + l)*CB +: CB] <= EGOT_C)) begin
            sst_d[y*C + l] = 1'b0;
          end
          stop_d[y*C + l] = fb_i[y*FBW + C + l] && fb_i[y*FBW + l];
          if (!stop_q[y*C + l] && (eg_flits_i[(y*C + l)*CB +: CB] == {CB{1'b0}})
              && !(eg_in_i[y] && (eg_in_l_i[y*CLB +: CLB] == l[CLB-1:0]))
              && !eg_rx_i[y*C + l] && !fw[y*C + l]) begin
            active_d[y*C + l] = 1'b0;
            stop_d[y*C + l] = 1'b0;
            hops_d[(y*C + l)*HOPB +: HOPB] = {HOPB{1'b0}};
            tp_d[(y*C + l)*TPB +: TPB] = {TPB{1'b0}};
            sst_d[y*C + l] = 1'b0;
            wait_d[(y*C + l)*CB +: CB] = {CB{1'b0}};
            won_d[(y*C + l)*EQB +: EQB] = {EQB{1'b0}};
          end
        end else if (fb_i[y*FBW + 2*C] && (fb_i[y*FBW + LB0 +: CLB] == l[CLB-1:0])) begin
          // allocation by the downstream's notification; the in-order pointer waits for the
          // headers (after this cycle) of the queue this route's flows joined so far: the
          // longest active line no more specific whose route prefixes the new one (lowest on
          // ties), else the egress normal queue
          add_key = fb_i[y*FBW + LB0 + CLB +: KB];
          add_hops = fb_i[y*FBW + LB0 + CLB + KB +: HOPB];
          wq = {EQB{1'b0}};
          wq_h = {HOPB{1'b0}};
          for (m = 0; m < C; m = m + 1) begin
            if (active_q[y*C + m] && (hops_q[(y*C + m)*HOPB +: HOPB] <= add_hops)
                && ((add_key[TPB-1:0] & route_mask(hops_q[(y*C + m)*HOPB +: HOPB])) == tp_q[(y*C + m)*TPB +: TPB])
                && ((wq == {EQB{1'b0}}) || (hops_q[(y*C + m)*HOPB +: HOPB] > wq_h))) begin
              wq = m[EQB-1:0] + EQ_ONE;
              wq_h = hops_q[(y*C + m)*HOPB +: HOPB];
            end
          end
          wq_n = {CB{1'b0}};
          for (m = 0; m <= C; m = m + 1) begin
            if (wq == m[EQB-1:0]) begin
              wq_n = eg_hdr_d_i[(y*(C+1) + m)*CB +: CB];
            end
          end
          active_d[y*C + l] = 1'b1;
          stop_d[y*C + l] = fb_i[y*FBW + l];
          hops_d[(y*C + l)*HOPB +: HOPB] = add_hops;
          tp_d[(y*C + l)*TPB +: TPB] = add_key[TPB-1:0];
          sst_d[y*C + l] = 1'b0;
          wait_d[(y*C + l)*CB +: CB] = wq_n;
          won_d[(y*C + l)*EQB +: EQB] = (wq_n == {CB{1'b0}}) ? {EQB{1'b0}} : wq;
        end{% else %}{% raw %}
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
        end{% endraw %}{% endif %}{% raw %}
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
      set_q <= {P*C*16{1'b0}};{% endraw %}{% if egress_saqs %}
      sst_q <= {P*C{1'b0}};
      wait_q <= {P*C*CB{1'b0}};
      won_q <= {P*C*EQB{1'b0}};{% endif %}{% raw %}
    end else begin
      active_q <= active_d;
      stop_q <= stop_d;
      hops_q <= hops_d;
      tp_q <= tp_d;
      clop_q <= clop_d;
      set_q <= set_d;{% endraw %}{% if egress_saqs %}
      sst_q <= sst_d;
      wait_q <= wait_d;
      won_q <= won_d;{% endif %}{% raw %}
    end
  end
  assign clop_o = clop_q;{% endraw %}{% if egress_saqs %}
  // egress SAQs: the ingress ports mirror a line whose SAQ sent Xoff (SentStop); the line is
  // a node of the tree upstream of the downstream's line while it is active
  assign ostop_o = active_q & sst_q;
  assign ohops_o = hops_q;
  assign otp_o = tp_q;
  assign fw_o = fw | active_q;
  assign oact_o = active_q;
  assign oact_d_o = active_d;
  assign ostop_d_o = active_d & sst_d;
  assign ohops_d_o = hops_d;
  assign otp_d_o = tp_d;
  genvar ey, el;
  for (ey = 0; ey < P; ey = ey + 1) begin : g_eg_port
    for (el = 0; el < C; el = el + 1) begin : g_eg_line
      assign eg_may_o[ey*C + el] = !stop_q[ey*C + el] && (wait_q[(ey*C + el)*CB +: CB] == {CB{1'b0}});
      reg [63:0] emon_line;
      always @* begin
        emon_line = 64'd0;
        emon_line[`SG_MON_SENT_STOP] = sst_q[ey*C + el];
        emon_line[`SG_MON_EG_WAIT_LSB +: CB] = wait_q[(ey*C + el)*CB +: CB];
        emon_line[`SG_MON_WAIT_ON_LSB +: EQB] = won_q[(ey*C + el)*EQB +: EQB];
      end
      assign emon_o[(ey*C + el)*64 +: 64] = emon_line;
    end
  end{% else %}{% raw %}
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
  assign fw_o = fw;{% endraw %}{% endif %}{% raw %}
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
