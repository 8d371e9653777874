{{ header }}
`default_nettype none
// named constants (SG_*): listed first in switchgen.f, included here when compiled alone
`ifndef SG_DEFS_V
`include "sg_defs.v"
`endif

// Input-queued P x P switch (docs/MICROARCHITECTURE.md, SPEC §2): virtual cut-through with
// credit-based flow control, table routing (source routing with recn), one flit per input and per output per cycle
// (crossbar speedup 1), a connection held until the tail flit, {{ arbitration }} arbitration
// per output, queue scheme {{ queue_scheme }}, marking {{ marking }} (seed 002 §IV-A: cnt1/cnt2
// per output, FECN set on the header of a marked packet as it leaves).
// Link per port p: in_valid_i[p], in_data_i[p*W +: W] and out_valid_o[p], out_data_o[p*W +: W]
// (registered); credits: in_credit_o[p] returns one flit of input p's buffer to its upstream,
// out_credit_i[p] is a credit from output p's downstream.
module sg_switch #(
  parameter integer P = {{ p.ports }},
  parameter integer PB = {{ p.port_bits }},
  parameter integer W = {{ p.cfg.switch.flit_bits }},
  parameter integer B = {{ p.cfg.switch.buffer_flits }},
  parameter integer N = {{ p.hosts }},
  parameter integer HB = {{ p.header.host_bits }},
  parameter integer LB = {{ p.header.len_bits }},
  parameter integer CB = {{ p.credit_bits }},
  parameter integer NQ = {{ p.queues_per_input }},
  parameter integer QB = {{ queue_bits }},
  parameter integer QSEL = {{ qsel }},  // queue of a packet: 0 one queue, 1 output port, 2 destination, 3 NFQ (fbicm, recn)
  parameter integer MAXLEN = {{ p.cfg.switch.max_packet_flits }},
  // input buffers' flit memory: `SG_RAM_LUT or `SG_RAM_BLOCK (switch.buffer_memory = "{{ buffer_memory }}": {{ p.buffer_ram.name() }}, {{ p.buffer_ram_bits }} bits)
  parameter integer RAM = {{ p.buffer_ram.code() }},
  parameter integer LEN_LSB = {{ p.header.len_lsb }},
  parameter integer DST_LSB = {{ p.header.dst_lsb }},
  parameter integer CREDIT_DELAY = {{ p.cfg.link.credit_delay }},
  parameter integer OLDEST_FIRST = {{ oldest_first }},
  parameter integer AGE_BITS = {{ p.age_bits }},
  parameter integer MARKING = {{ marking_code }},  // 0 none, 1 naive, 2 ipm, 3 opm, 4 mvpm
  parameter integer FECN_BIT = {{ p.header.fecn_bit }},
  parameter integer MB_BIT = {{ p.header.mb_bit }},
  parameter integer VB_BIT = {{ p.header.vb_bit }},
  parameter integer MB_THR = {{ p.mb_threshold }},     // mvpm: MB when an input stores more packets
  parameter integer VB_THR = {{ p.vb_threshold }},     // mvpm: VB when cnt1 of the output exceeds this
  parameter [3:0] OPM_INIT = 4'd{{ p.cfg.switch.opm.threshold }},        // opm: threshold registers after reset
  parameter integer CAB = {{ p.cfg_addr_bits }},       // configuration address: {space, index}
  parameter integer CDB = {{ p.cfg_data_bits }},       // configuration data
  parameter integer CNTB = {{ p.cnt_bits }},       // cnt1 / cnt2 width: 0..P*B packets
  // opm: cnt1 threshold of register value v at OPM_T[v*CNTB +: CNTB] (v = 0 never marks)
  parameter [16*CNTB-1:0] OPM_T = {{ opm_t }},
  parameter integer SAB = {{ p.stat_addr_bits }},        // status address: {port, slot[2:0]}
  // status slots in use per port: cnt1, cnt2, marked, full events, MB, VB, occupancy, active queues
  parameter integer NSTAT = `SG_STAT_USED,
  // fbicm (seed 001 §3) / recn (seed 004 §4): key kind (0 fbicm, 1 recn basic, 2 recn
  // enhanced), CAM lines per port, their index bits, HopsToReach bits, backward control channel
  // bits, bits of an ADD's key, header turnpool field (recn), basic's egress threshold in packets
  // and its cnt1 counters, detection / Stop / Go thresholds in flits, monitor bits
  parameter integer KEY = {{ cam_key }},
  parameter integer C = {{ fb_lines }},{% if p.cam_vcs() > 1 %}
  parameter integer CV = {{ p.cfg.switch.cfqs }},  // fbicm inside VCs: lines per VC (C = VCS x CV, VC-major){% endif %}
  parameter integer CLB = {{ p.fb.line_bits }},
  parameter integer HOPB = {{ hop_bits }},
  parameter integer FBW = {{ p.fb.width }},
  parameter integer KB = {{ key_bits }},
  parameter integer TP_LSB = {{ p.header.tp_lsb }},
  parameter integer TPB = {{ tp_bits }},
  parameter integer EGR = {{ p.recn_egress_packets }},
  parameter integer CNT1_ON = {{ cnt1_on }},  // keep cnt1 without marking (recn basic)
  parameter integer DET = {{ p.cam_detect_flits }},
  parameter integer STOPT = {{ p.cam_stop_flits }},
  parameter integer GOT = {{ p.cam_go_flits }},
  parameter integer CAMW = {{ cam_bits }},
  parameter integer FBB = {{ p.fullbuf_bits }},  // full-buffer count width: 0..P{% if p.vcs > 1 %} x VCS{% endif %}
{%- if egress %}
  // CIOQ (issue 33, docs/MICROARCHITECTURE.md "CIOQ switches"): egress buffer per output in
  // flits, and its flit memory (`SG_RAM_LUT / `SG_RAM_BLOCK); links move a flit only in the
  // cycles with link_en_i
  parameter integer E = {{ p.egress_flits }},
  parameter integer ERAM = {{ egress_ram }},
  // egress marking (issue 33 step 2): opm's threshold of register value v in egress packets at
  // EOPM_T[v*CB +: CB]; mvpm: VB when the egress buffer holds more than EVB_THR packets
  parameter [16*CB-1:0] EOPM_T = {{ egress_opm_t }},
  parameter integer EVB_THR = {{ p.egress_vb_threshold }},{% if egress_saqs %}
  // recn's egress SAQs (issue 33 step 3): bits of an egress queue number (1 + C queues); an
  // egress SAQ sends Xoff to the ingress ports at ESTOPT flits, Xon at EGOT; egress detection
  // (EGR) on the egress normal queue's headers
  parameter integer EQB = {{ egress_queue_bits }},
  parameter integer ESTOPT = {{ p.recn_egress_stop_flits }},
  parameter integer EGOT = {{ p.recn_egress_go_flits }},{% endif %}
{%- endif %}
{%- if p.vcs > 1 %}
  // virtual channels (issue 34, docs/MICROARCHITECTURE.md "Virtual channels"): VCS per port,
  // VC numbers of VCB bits in the header at VC_LSB, NQV queues per VC, BV flits (credits) per VC
  parameter integer VCS = {{ p.vcs }},
  parameter integer VCB = {{ p.vc_bits }},
  parameter integer VC_LSB = {{ p.header.vc_lsb }},
  parameter integer NQV = {{ p.queues_per_vc }},
  parameter integer BV = {{ p.vc_buffer_flits }},
{%- if sl %}
  // service levels (docs/MICROARCHITECTURE.md "Service levels"): the header's SL field (SLB
  // bits at SL_LSB, NSL service levels); the SL-to-VL table at reset, entry s (the VL of SL s)
  // at SL2VL_INIT[s*VCB +: VCB]
  parameter integer SL_LSB = {{ p.header.sl_lsb }},
  parameter integer SLB = {{ p.header.sl_bits }},
  parameter integer NSL = 1 << SLB,
  parameter [NSL*VCB-1:0] SL2VL_INIT = // (the highest SL first)
    {{ sl2vl_init }},
{%- endif %}
{%- if p.dateline %}
  // torus (dateline VC pairs): host ports 0..CONC-1, then two per dimension
  parameter integer CONC = {{ p.concentration }},
{%- endif %}
{%- endif %}
{%- if p.adaptive %}
  // adaptive routing (issue 34, docs/MICROARCHITECTURE.md "Adaptive routing"): AESC escape VCs
  // below the adaptive ones (1 mesh, 2 torus, 0 bmin: a packet keeps its VC); the productive
  // outputs of destination d at AMASK_INIT[d*P +: P], written with the route through the
  // configuration port at cfg_data_i[CDB-1 -: P]
  parameter integer AESC = {{ p.escape_vcs }},
  parameter [N*P-1:0] AMASK_INIT = {N*P{1'b0}},
{%- endif %}
  // routing table reset value: entry d (output port for destination d) at bits [d*PB +: PB]
  parameter [N*PB-1:0] ROUTE_INIT = {N*PB{1'b0}}
) (
  input  wire           clk_i,
  input  wire           rst_ni,
  input  wire [P-1:0]   in_valid_i,
  input  wire [P*W-1:0] in_data_i,
  output wire [P-1:0]   in_credit_o,
  output wire [P-1:0]   out_valid_o,
  output wire [P*W-1:0] out_data_o,
  input  wire [P-1:0]   out_credit_i,
{%- if p.vcs > 1 %}
  // virtual channels: the VC of each credit, in_credit_vc_o[p*VCB +: VCB] with in_credit_o[p]
  // (registered), out_credit_vc_i[p*VCB +: VCB] with out_credit_i[p]
  output wire [P*VCB-1:0] in_credit_vc_o,
  input  wire [P*VCB-1:0] out_credit_vc_i,
  // VC monitor: per port p and VC v the word vc_o[(p*VCS + v)*64 +: 64]: output p's credits of
  // VC v in bits 0..31, input p's flits of VC v in bits 32..63 (switchgen_config::vc_mon)
  output wire [P*VCS*64-1:0] vc_o,
{%- if p.dateline %}
  // torus: vc_wrap_i[o], output o is its ring's wrap-around link (the dateline; a strap, constant
  // per router: the network top ties it, the co-simulation drives it from the topology)
  input  wire [P-1:0]   vc_wrap_i,
{%- endif %}
{%- endif %}
  // fbicm control channel (docs/MICROARCHITECTURE.md "FBICM"): in_fb_o[p*FBW +: FBW] from input
  // p to its upstream (registered), out_fb_i[p*FBW +: FBW] from output p's downstream (0 from a
  // host); all zero without fbicm
  output wire [P*FBW-1:0] in_fb_o,
  input  wire [P*FBW-1:0] out_fb_i,
  // recn leaf levels (docs/MICROARCHITECTURE.md "RECN"), forward along the data links:
  // in_fw_i[p*C +: C] from input p's upstream (bit l: its line l is not a leaf; 0 from a host),
  // out_fw_o[p*C +: C] to output p's downstream (registered); all zero without recn
  input  wire [P*C-1:0]   in_fw_i,
  output wire [P*C-1:0]   out_fw_o,
  // configuration port (docs/MICROARCHITECTURE.md): {0, d} := port writes routing table entry
  // d; {1, o} := v writes output o's opm threshold register
  input  wire           cfg_we_i,
  input  wire [CAB-1:0] cfg_addr_i,
  input  wire [CDB-1:0] cfg_data_i,
  // malformed headers dropped (unknown destination, bad length), saturating
  output wire [15:0]    err_count_o,
  // status read port (docs/MICROARCHITECTURE.md, "Status registers"): stat_data_o is the
  // register at stat_addr_i = {port, slot} of the previous cycle; 0 outside the map
  input  wire [SAB-1:0] stat_addr_i,
  output wire [31:0]    stat_data_o,
  // every status register at once: register {port p, slot s} at mon_o[(p*NSTAT + s)*32 +: 32]
  output wire [P*NSTAT*32-1:0] mon_o,
  // CAM monitor: per port p, WPP words of 64 bits from word p*WPP (2C+1, recn 3C+1): input p,
  // its C CAM lines, output p's C CAM lines, recn input lines' routes
  // (switchgen_config::cam::mon); 64 zero bits without fbicm / recn
  output wire [CAMW-1:0] cam_o,
  // full-buffer count (seed 003 §3): input buffers holding B flits, from registers only; the
  // network's side band sums it over the switches (self-tuned throttling)
  output wire [FBB-1:0] fullbuf_o{% if egress %},
  // CIOQ: the cycle is a link cycle (speedup 2: every other cycle; 1.5: two of every three;
  // 1: every cycle; counted from the first cycle after reset): an output link takes a flit from
  // its egress buffer only then
  input  wire           link_en_i,
  // egress monitor: per output o one word at egr_o[o*64 +: 64] (`SG_EGR_*: flits in the egress
  // buffer, flits left of the packet on the link, sending, downstream credits, free space)
  output wire [P*64-1:0] egr_o{% endif %}
);
`ifndef SYNTHESIS
  // Elaboration-time checks (verilog-axis style): the derived widths and codes must agree with
  // the primary parameters (P, N, B, MAXLEN, NQ), as switchgen_config::Params derives them; a
  // hand-edited or inconsistent parameter set stops the simulation with SG_PARAM and the values.
  function automatic integer bits_of(input integer n);  // clog2(n), at least 1
    integer v;
    begin
      bits_of = 1;
      for (v = 2; v < n; v = v * 2) begin
        bits_of = bits_of + 1;
      end
    end
  endfunction
  initial begin
    if ((P < 2) || (PB != bits_of(P)) || (HB != bits_of(N)) || (LB != bits_of(MAXLEN + 1))
        || (CB != bits_of({% if egress %}((E > B) ? E : B){% else %}B{% endif %} + 1)) || (CNTB != bits_of(P * B + 1)) || (QB != bits_of(NQ))
        || (FBB != bits_of({% if p.vcs > 1 %}P*VCS{% else %}P{% endif %} + 1)) || (MAXLEN < 1) || (B < MAXLEN) || (CREDIT_DELAY < 1)
        || (LEN_LSB + LB > W) || (DST_LSB + HB > W) || (NSTAT != `SG_STAT_USED)
        || (MARKING < `SG_MARKING_NONE) || (MARKING > `SG_MARKING_MVPM)
        || (KEY < `SG_KEY_FBICM) || (KEY > `SG_KEY_RECN_ENHANCED)
        || (QSEL < `SG_QSEL_FIFO) || (QSEL > `SG_QSEL_CAM){% if egress %} || (E < MAXLEN){% endif %}) begin
      $display("SG_PARAM: %m: inconsistent parameters: P=%0d PB=%0d N=%0d HB=%0d MAXLEN=%0d LB=%0d B=%0d CB=%0d",
               P, PB, N, HB, MAXLEN, LB, B, CB);
      $display("SG_PARAM: %m: CNTB=%0d NQ=%0d QB=%0d FBB=%0d CREDIT_DELAY=%0d W=%0d LEN_LSB=%0d DST_LSB=%0d",
               CNTB, NQ, QB, FBB, CREDIT_DELAY, W, LEN_LSB, DST_LSB);
      $display("SG_PARAM: %m: NSTAT=%0d MARKING=%0d KEY=%0d QSEL=%0d", NSTAT, MARKING, KEY, QSEL);
      $finish;
    end
  end
`endif
  localparam integer B_I = B;{% if egress %}
  localparam integer E_I = E;{% endif %}
  localparam [LB-1:0] LEN_ONE = 1;

  // ---- routing table: entry d (output port of destination d) at route_q[d*PB +: PB]; the
  // configuration port writes one entry per cycle (constant-index selects: Verilator 5.006 fails
  // on a variable part-select write here; the outer `if` keeps the decode off the common path) ----
  reg [N*PB-1:0] route_q, route_d;{% if p.adaptive %}
  // adaptive routing: entry d's productive outputs at amask_q[d*P +: P], written with the route
  reg [N*P-1:0] amask_q, amask_d;{% endif %}
  integer r;
  wire cfg_route = cfg_we_i && !cfg_addr_i[CAB-1];{% if sl %}
  // service levels: space 1 holds the opm registers at 0..P-1 and the SL-to-VL table at P..P+15
  wire [31:0] cfg_idx = {{ "{{" }}(33-CAB){1'b0}}, cfg_addr_i[CAB-2:0]};
  wire cfg_opm = cfg_we_i && cfg_addr_i[CAB-1] && (cfg_idx < P);
  wire cfg_sl = cfg_we_i && cfg_addr_i[CAB-1] && ({{ "{{" }}(32-CDB){1'b0}}, cfg_data_i} < VCS);{% else %}
  wire cfg_opm = cfg_we_i && cfg_addr_i[CAB-1];{% endif %}
  always @* begin
    route_d = route_q;{% if p.adaptive %}
    amask_d = amask_q;{% endif %}
    r = 0;
    if (cfg_route) begin
      for (r = 0; r < N; r = r + 1) begin
        if (cfg_addr_i[CAB-2:0] == r[CAB-2:0]) begin
          route_d[r*PB +: PB] = cfg_data_i[PB-1:0];{% if p.adaptive %}
          amask_d[r*P +: P] = cfg_data_i[CDB-1 -: P];{% endif %}
        end
      end
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      route_q <= ROUTE_INIT;{% if p.adaptive %}
      amask_q <= AMASK_INIT;{% endif %}
    end else begin
      route_q <= route_d;{% if p.adaptive %}
      amask_q <= amask_d;{% endif %}
    end
  end

{%- if sl %}
  // ---- service levels: the SL-to-VL table, entry s (the VL of SL s) at sl2vl_q[s*VCB +: VCB];
  // the configuration port's {1, P + s} := v writes entry s (a v of VCS or more is ignored) ----
  reg [NSL*VCB-1:0] sl2vl_q, sl2vl_d;
  integer sw;
  always @* begin
    sl2vl_d = sl2vl_q;
    for (sw = 0; sw < NSL; sw = sw + 1) begin
      if (cfg_sl && (cfg_idx == P + sw)) begin
        sl2vl_d[sw*VCB +: VCB] = cfg_data_i[VCB-1:0];
      end
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sl2vl_q <= SL2VL_INIT;
    end else begin
      sl2vl_q <= sl2vl_d;
    end
  end
  // the VL of SL sl (a select over constant indices)
  function automatic [VCB-1:0] vl_of(input [SLB-1:0] sl, input [NSL*VCB-1:0] tbl);
    integer s;
    begin
      vl_of = {VCB{1'b0}};
      for (s = 0; s < NSL; s = s + 1) begin
        if (sl == s[SLB-1:0]) begin
          vl_of = tbl[s*VCB +: VCB];
        end
      end
    end
  endfunction
{%- endif %}

  // ---- input units ----
  wire [P*HB-1:0] rx_dst;
  wire [P*PB-1:0] rx_route;
  wire [P-1:0] req_valid;
  wire [P-1:0] req_mb;  // MB bit of each input's requesting candidate (mvpm's VB at the grant)
  wire [P*CB-1:0] cbase;
  wire [P*PB-1:0] req_out;
  wire [P*LB-1:0] req_len;
  wire [P*AGE_BITS-1:0] req_age;
  wire [P-1:0] in_grant;
  wire [P-1:0] tx_stream;
  wire [P-1:0] tx_next_avail;
  wire [P*W-1:0] tx_data;
  wire [P-1:0] err;
  wire [P-1:0] hdr_in;
  wire [P*PB-1:0] hdr_in_out;  // the output of the header written (BW) by each input
  wire [P-1:0] full;
  wire [P*P-1:0] waiting;  // waiting[i*P + o]: input i holds a header waiting for output o
  wire [P-1:0] naive_mark;
  wire [P-1:0] mb_mark;
  wire [P*CB-1:0] in_occ;
  wire [P*32-1:0] in_active;
  reg [P-1:0] out_busy_q, out_busy_d;
  reg [P*CB-1:0] credits_q, credits_d;{% if p.vcs > 1 %}
  // virtual channels: credits of every output's VCs (VC v of output o at [(o*VCS + v)*CB +:
  // CB]; credits_q is their sum), each input's requesting VC and flits per VC
  reg [P*VCS*CB-1:0] vcred_q, vcred_d;
  // before this cycle's grants take their lengths: the VC credits with the downstream's credit
  // counted (vcbase), and the VC each output grants now (gvc; for the inputs' registered
  // eligibility and the counters below)
  reg [P*VCS*CB-1:0] vcbase;
  reg [P*VCB-1:0] gvc;
  wire [P*VCB-1:0] req_vc;
  wire [P*VCS*CB-1:0] vc_occ;{% endif %}{% if egress %}
  // CIOQ: output o's link takes a flit from its egress buffer this cycle (the link stage below),
  // and the marks it sets on a header leaving (opm's FECN, mvpm's VB: egress marking); each
  // output's opm threshold register
  reg [P-1:0] eg_pop;
  reg [P-1:0] l_fecn, l_vb;
  wire [P*4-1:0] opm_reg;{% endif %}
  // timing contract v2 (docs/MICROARCHITECTURE.md "SA", "ST"): output o granted a header in
  // the previous cycle (pend_q), from input pin_q[o*P +: P] (one-hot), with pend_rem_q flits
  // after it and the marking bits decided at the grant (pend_fecn_q, pend_vb_q); it crosses now
  reg [P-1:0] pend_q, pend_d, pend_fecn_q, pend_fecn_d, pend_vb_q, pend_vb_d;
  reg [P*P-1:0] pin_q, pin_d;
  reg [P*LB-1:0] pend_rem_q, pend_rem_d;
  // free outputs: after this cycle's ST no flit of an earlier packet is left to cross; a
  // register, computed at the end of the cycle before (out_free_d) so that SA starts at
  // flip-flops
  reg [P-1:0] out_free_q;
  reg [P-1:0] out_free_d;
  // out_free_d's two sides, for the inputs' registered eligibility (sg_input_unit, VOQs):
  // the flag an output will have if it grants nothing now (out_free_ng), and, if it grants,
  // whether the packet granted is one flit long (gnt_one; out_free_d is then gnt_one)
  reg [P-1:0] out_free_ng;
  reg [P-1:0] gnt_one;
  // the switch allocator's grants (output allocation, below)
  wire [P*P-1:0] gnt;      // gnt[o*P + i]: output o grants input i
  wire [P*PB-1:0] gnt_idx;
  wire [P-1:0] gnt_valid;
  wire [P-1:0] out_free = out_free_q;
  // marking decided at this cycle's grants (FECN, mvpm's VB; the marking block below)
  wire [P-1:0] mark;
  wire [P-1:0] vb;
  // fbicm: CLOP line-major (bit l*N + d), output lines in Stop and their HopsToReach, input
  // monitors
  wire [C*N-1:0] clop;
  wire [P*C-1:0] ostop;
  wire [P*C*HOPB-1:0] ohops;
  wire [P*C*TPB-1:0] otp;
{%- if p.cam_vcs() > 1 %}
  localparam integer IW = VCS + C;  // monitor words of an input unit: per VC its NFQ word and its lines'
{%- else %}
  localparam integer IW = (KEY != `SG_KEY_FBICM) ? 1 + 2 * C : 1 + C;  // monitor words of an input unit
{%- endif %}
  wire [P*IW*64-1:0] in_cam;
  wire [P*P*C-1:0] mir;  // mir[i*P*C + o*C + l]: a line of input i mirrors output o's line l
  wire [P*CNTB-1:0] cnt1, cnt2;
{%- if egress_saqs %}
  // RECN's egress SAQs (issue 33 step 3; the egress block below): ENQ = 1 + C queues per egress
  // buffer; headers per queue; this cycle's crossing header's queue and the SAQ events for
  // sg_cam_output; its lines' state for the classification, the link and the monitor; egress
  // detection for the input units (egress normal queue over EGR headers)
  localparam integer ENQ = C + 1;
  reg [P*ENQ*CB-1:0] eq_cnt_q, eq_cnt_d;  // flits per egress queue
  reg [P*ENQ*CB-1:0] eq_hdr_q, eq_hdr_d;  // headers per egress queue
  reg [P*EQB-1:0] e_push_q;
  reg [P*EQB-1:0] rdq_q, rdq_d;  // the egress queue the link reads
  reg [P-1:0] e_in, e_out;
  reg [P*CLB-1:0] e_in_l;
  wire [P*C-1:0] oact, eg_may;
  // the output lines' next state, for the input units' egress-SAQ bound (sg_cam_input)
  wire [P*C-1:0] oact_d, ostop_d;
  wire [P*C*HOPB-1:0] ohops_d;
  wire [P*C*TPB-1:0] otp_d;
  wire [P*C*64-1:0] emon;
  wire [P*C*CB-1:0] eg_flits;
  wire [P*C-1:0] eg_rx;
  wire [P-1:0] egr_over;
{%- endif %}

  genvar i;
  generate
    for (i = 0; i < P; i = i + 1) begin : g_input
      wire [HB-1:0] dst = rx_dst[i*HB +: HB];
      if (KEY != `SG_KEY_FBICM) begin : g_src_route
        // recn: output = (input + the turnpool's first turn) mod P
        localparam integer II = i;
        localparam [PB:0] IC = II[PB:0];
        localparam integer P_I = P;
        localparam [PB:0] P_C = P_I[PB:0];
        wire [PB:0] sum = IC + {1'b0, in_data_i[i*W + TP_LSB +: PB]};
        wire [PB:0] port = (sum >= P_C) ? sum - P_C : sum;
        assign rx_route[i*PB +: PB] = port[PB-1:0];
        wire unused_route = &{1'b0, dst, port[PB]};
      end else begin : g_table_route
        assign rx_route[i*PB +: PB] = ({{ "{{" }}(32-HB){1'b0}}, dst} < N) ? route_q[dst*PB +: PB] : {PB{1'b0}};
      end{% if p.adaptive %}
      // adaptive routing: the arriving header's productive outputs
      wire [P-1:0] rx_amask = ({{ "{{" }}(32-HB){1'b0}}, dst} < N) ? amask_q[dst*P +: P] : {P{1'b0}};{% endif %}
      sg_input_unit #(
        .P(P), .PB(PB), .W(W), .B(B), .N(N), .HB(HB), .LB(LB), .CB(CB), .NQ(NQ), .QB(QB),
        .QSEL(QSEL), .MAXLEN(MAXLEN), .RAM(RAM), .LEN_LSB(LEN_LSB), .DST_LSB(DST_LSB),
        .CREDIT_DELAY(CREDIT_DELAY), .OLDEST_FIRST(OLDEST_FIRST), .AGE_BITS(AGE_BITS),
        .MARKING(MARKING), .MB_BIT(MB_BIT), .MB_THR(MB_THR),
        .KEY(KEY), .ME(i), .C(C), .CLB(CLB), .HOPB(HOPB), .FBW(FBW), .KB(KB), .TP_LSB(TP_LSB), .TPB(TPB),
        .CNTB(CNTB), .EGR(EGR), .DET(DET), .STOPT(STOPT), .GOT(GOT){% if bypass_seq_bits > 0 %}, .SQB({{ bypass_seq_bits }}), .BYPL({{ bypass_limit }}){% endif %}{% if p.vcs > 1 %},
        .VCS(VCS), .VCB(VCB), .NQV(NQV), .VC_LSB(VC_LSB){% if p.cam_vcs() > 1 %}, .CV(CV){% endif %}{% if p.dateline %}, .CONC(CONC){% endif %}{% if p.adaptive %}, .AESC(AESC){% endif %}{% endif %}
      ) input_unit (
        .clk_i        (clk_i),
        .rst_ni       (rst_ni),
        .in_valid_i   (in_valid_i[i]),
        .in_data_i    (in_data_i[i*W +: W]),
        .credit_o     (in_credit_o[i]),{% if p.vcs > 1 %}
        .credit_vc_o  (in_credit_vc_o[i*VCB +: VCB]),
        .out_vcred_i  (vcred_q),
        .out_vcbase_i (vcbase),
        .out_gvc_i    (gvc),
        .req_vc_o     (req_vc[i*VCB +: VCB]),
        .vc_occ_o     (vc_occ[i*VCS*CB +: VCS*CB]),{% if p.adaptive %}
        .rx_amask_i   (rx_amask),{% endif %}{% if sl %}
        .rx_vl_i      (vl_of(in_data_i[i*W + SL_LSB +: SLB], sl2vl_q)),{% endif %}{% if p.dateline %}
        .vc_wrap_i    (vc_wrap_i),{% endif %}{% endif %}
        .rx_dst_o     (rx_dst[i*HB +: HB]),
        .rx_route_i   (rx_route[i*PB +: PB]),
        .out_free_i   (out_free),
        .out_credits_i(credits_q),
        .out_nfree_i  (out_free_ng),
        .out_gv_i     (gnt_valid),
        .out_g1_i     (gnt_one),
        .out_cbase_i  (cbase),
        .req_valid_o  (req_valid[i]),
        .req_out_o    (req_out[i*PB +: PB]),
        .req_len_o    (req_len[i*LB +: LB]),
        .req_age_o    (req_age[i*AGE_BITS +: AGE_BITS]),
        .req_mb_o     (req_mb[i]),
        .grant_i      (in_grant[i]),
        .tx_next_avail_o(tx_next_avail[i]),
        .tx_stream_o  (tx_stream[i]),
        .tx_data_o    (tx_data[i*W +: W]),
        .err_o        (err[i]),
        .hdr_in_o     (hdr_in[i]),
        .hdr_in_out_o (hdr_in_out[i*PB +: PB]),
        .full_o       (full[i]),
        .waiting_o    (waiting[i*P +: P]),
        .naive_mark_o (naive_mark[i]),
        .mb_mark_o    (mb_mark[i]),
        .occ_o        (in_occ[i*CB +: CB]),
        .active_o     (in_active[i*32 +: 32]),
        .clop_i       (clop),
        .ostop_i      (ostop),
        .ohops_i      (ohops),
        .otp_i        (otp),
        .cnt1_i       (cnt1),
        .fw_i         (in_fw_i[i*C +: C]),{% if egress_saqs %}
        .egr_over_i   (egr_over),
        .oact_d_i     (oact_d),
        .ostop_d_i    (ostop_d),
        .ohops_d_i    (ohops_d),
        .otp_d_i      (otp_d),{% endif %}
        .mir_o        (mir[i*P*C +: P*C]),
        .fb_o         (in_fb_o[i*FBW +: FBW]),
        .cam_o        (in_cam[i*IW*64 +: IW*64])
      );
    end
  endgenerate

  // request lengths widened to the credit counters (CB >= LB since B >= MAXLEN)
  wire [P*CB-1:0] req_len_cb;
  generate
    for (i = 0; i < P; i = i + 1) begin : g_len_cb
      if (CB > LB) begin : g_wide
        assign req_len_cb[i*CB +: CB] = {{ "{{" }}(CB-LB){1'b0}}, req_len[i*LB +: LB]};
      end else begin : g_same
        assign req_len_cb[i*CB +: CB] = req_len[i*LB +: LB];
      end
    end
  endgenerate

  // ---- output allocation and crossbar ----
  // The connection of a busy output is held one-hot (owner_q[o*P + i]: output o belongs to input
  // i), and the crossbar selects with one-hot vectors (an AND-OR per data bit, no index decode):
  // the FPGA critical path is the same-cycle grant into the output register
  // (docs/MICROARCHITECTURE.md "Same-cycle grant and crossbar").
  reg [P*P-1:0] owner_q, owner_d;
  reg [P*LB-1:0] rem_q, rem_d;
  reg [P*PB-1:0] ptr_q, ptr_d;
  reg [P-1:0] out_valid_q, out_valid_d;
  reg [P*W-1:0] out_data_q;
  wire [P*W-1:0] out_data_d;
  reg [P*P-1:0] xbar_sel;  // xbar_sel[o*P + i]: input i drives output o this cycle (one-hot or 0)

  genvar o;
  generate
    for (o = 0; o < P; o = o + 1) begin : g_output
      reg [P-1:0] req_here;
      reg [P-1:0] cands;
      reg [AGE_BITS-1:0] best_age;
      integer j;
      always @* begin
        req_here = {P{1'b0}};
        for (j = 0; j < P; j = j + 1) begin
          req_here[j] = req_valid[j] && (req_out[j*PB +: PB] == o);
        end
        best_age = {AGE_BITS{1'b0}};
        cands = req_here;
        if (OLDEST_FIRST != 0) begin
          for (j = 0; j < P; j = j + 1) begin
            if (req_here[j] && (req_age[j*AGE_BITS +: AGE_BITS] > best_age)) begin
              best_age = req_age[j*AGE_BITS +: AGE_BITS];
            end
          end
          for (j = 0; j < P; j = j + 1) begin
            cands[j] = req_here[j] && (req_age[j*AGE_BITS +: AGE_BITS] == best_age);
          end
        end
      end
      wire any_req;
      // a request names a free output only (an input's q_ok includes it), so the output's free
      // flag is not in front of the arbiter; GRANT_ONEHOT_A checks every grant against it
      sg_rr_arbiter #(.N(P), .IW(PB)) out_arb (
        .req_i  (cands),
        .ptr_i  (ptr_q[o*PB +: PB]),
        .gnt_o  (gnt[o*P +: P]),
        .idx_o  (gnt_idx[o*PB +: PB]),
        .valid_o(any_req)
      );
      assign gnt_valid[o] = any_req;
    end
  endgenerate

  // an input requests one output, so it gets at most one grant
  genvar g;
  generate
    for (g = 0; g < P; g = g + 1) begin : g_in_grant
      reg granted;
      integer m;
      always @* begin
        granted = 1'b0;
        for (m = 0; m < P; m = m + 1) begin
          granted = granted | gnt[m*P + g];
        end
      end
      assign in_grant[g] = granted;
    end
  endgenerate

  // credits at the next cycle before a grant's packet length is taken
  genvar cbo;
  generate
    for (cbo = 0; cbo < P; cbo = cbo + 1) begin : g_cbase
      assign cbase[cbo*CB +: CB] = credits_q[cbo*CB +: CB] + {{ "{{" }}(CB-1){1'b0}}, {% if egress %}eg_pop{% else %}out_credit_i{% endif %}[cbo]};
    end
  endgenerate
  // gnt_idx: naive marking and the assertions
  wire unused_gnt_idx = &{1'b0, gnt_idx};

  // Free outputs (docs/MICROARCHITECTURE.md "SA"): idle; or the pending header is a 1-flit
  // packet; or connected with one flit left that its input holds (the tail crosses in the
  // cycle's ST). out_free_q holds it for the cycle, computed from the next state at the end of
  // the cycle before (the owner's queue holding a flit then: tx_next_avail); OUT_FREE_EQ_A
  // compares it with the definition on the cycle's own state
  // req_one[i]: input i requests a packet of one flit
  reg [P-1:0] req_one;
  integer fo;
  always @* begin
    for (fo = 0; fo < P; fo = fo + 1) begin
      req_one[fo] = (req_len[fo*LB +: LB] == LEN_ONE);
    end
    for (fo = 0; fo < P; fo = fo + 1) begin
      // pending next cycle (pend_d = gnt_valid): a packet of one flit, picked from the inputs'
      // precomputed flags by the one-hot grant (no compare after the arbiter)
      gnt_one[fo] = ((gnt[fo*P +: P] & req_one) != {P{1'b0}});
      out_free_ng[fo] = out_busy_d[fo] ? ((rem_d[fo*LB +: LB] == LEN_ONE) && ((owner_d[fo*P +: P] & tx_next_avail) != {P{1'b0}}))
                      : 1'b1;
      out_free_d[fo] = gnt_valid[fo] ? gnt_one[fo] : out_free_ng[fo];
    end
  end

  // Everything a grant selects is computed before the arbitration and picked with the one-hot
  // grant (an AND-OR, no adder after the arbiter): per output x and input i the credits left
  // if x grants i (cbase - length), per input the length minus one (the flits still to send),
  // per input index the round-robin pointer past it.
  reg [P*P*CB-1:0] csub;  // csub[(x*P + i)*CB +: CB]: output x's credits after granting input i
  reg [P*LB-1:0] req_lenm1;
  reg [P*PB-1:0] idx_next;  // idx_next[i*PB +: PB]: the input after i (cyclically)
  integer cx, ci;
  always @* begin
    for (ci = 0; ci < P; ci = ci + 1) begin
      idx_next[ci*PB +: PB] = (ci == P - 1) ? {PB{1'b0}} : ci[PB-1:0] + 1'b1;
    end
    for (cx = 0; cx < P; cx = cx + 1) begin
      for (ci = 0; ci < P; ci = ci + 1) begin
        csub[(cx*P + ci)*CB +: CB] = cbase[cx*CB +: CB] - req_len_cb[ci*CB +: CB];
      end
    end
    for (ci = 0; ci < P; ci = ci + 1) begin
      req_lenm1[ci*LB +: LB] = req_len[ci*LB +: LB] - LEN_ONE;
    end
  end

  // SA's grants take effect at the end of the cycle (pending header, credits, pointer); ST
  // moves the pending header or the connection's next flit into the output register
  integer x, xi;
  reg [CB-1:0] g_cred;  // output x's credits after its new grant
  reg [LB-1:0] g_rem;   // flits the new grant still has to send after its header
  reg [PB-1:0] g_ptr;   // the round-robin pointer past the winner
  reg [P-1:0] conn_sel;
  always @* begin
    owner_d = owner_q;
    rem_d = rem_q;
    ptr_d = ptr_q;
    out_busy_d = out_busy_q;
    credits_d = cbase;
    out_valid_d = {P{1'b0}};
    xbar_sel = {P*P{1'b0}};
    pend_d = gnt_valid;
    pin_d = pin_q;
    pend_rem_d = pend_rem_q;
    pend_fecn_d = mark;
    pend_vb_d = vb;
    for (x = 0; x < P; x = x + 1) begin
      g_cred = {CB{1'b0}};
      g_rem = {LB{1'b0}};
      g_ptr = {PB{1'b0}};
      for (xi = 0; xi < P; xi = xi + 1) begin
        g_cred = g_cred | (csub[(x*P + xi)*CB +: CB] & {CB{gnt[x*P + xi]}});
        g_rem = g_rem | (req_lenm1[xi*LB +: LB] & {LB{gnt[x*P + xi]}});
        g_ptr = g_ptr | (idx_next[xi*PB +: PB] & {PB{gnt[x*P + xi]}});
      end
      // ST
      conn_sel = owner_q[x*P +: P] & tx_stream;
      if (pend_q[x]) begin
        xbar_sel[x*P +: P] = pin_q[x*P +: P];
        out_valid_d[x] = 1'b1;
        if (pend_rem_q[x*LB +: LB] != {LB{1'b0}}) begin
          out_busy_d[x] = 1'b1;
          owner_d[x*P +: P] = pin_q[x*P +: P];
          rem_d[x*LB +: LB] = pend_rem_q[x*LB +: LB];
        end
      end else if (out_busy_q[x]) begin
        xbar_sel[x*P +: P] = conn_sel;
        if (conn_sel != {P{1'b0}}) begin
          out_valid_d[x] = 1'b1;
          rem_d[x*LB +: LB] = rem_q[x*LB +: LB] - LEN_ONE;
          if (rem_q[x*LB +: LB] == LEN_ONE) begin
            out_busy_d[x] = 1'b0;
          end
        end
      end
      // SA
      if (gnt_valid[x]) begin
        credits_d[x*CB +: CB] = g_cred;
        pin_d[x*P +: P] = gnt[x*P +: P];
        pend_rem_d[x*LB +: LB] = g_rem;
        ptr_d[x*PB +: PB] = g_ptr;
      end
    end
  end

{%- if p.vcs > 1 %}
  // ---- virtual channels (issue 34): each output's VC credits, + a credit from the downstream
  // on its VC, - the length of the packet granted now on its input queue's VC (req_vc, picked
  // by the one-hot grant); a packet keeps its VC, so the header leaves with its VC field ----
  localparam integer BV_I = BV;{% if p.adaptive %}
  // adaptive routing: each pending header's output VC, the one its input chose (req_vc)
  reg [P*VCB-1:0] pend_vc_q, pend_vc_d;{% else if p.dateline %}
  reg [P-1:0] pend_dl_q, pend_dl_d;  // torus: the dateline bit of each pending header's VC{% endif %}
  integer vx, vi, vv;
  reg [VCB-1:0] g_vc;
  reg [CB-1:0] g_len;
  integer bx, bi, bv;
  always @* begin
    vcbase = vcred_q;
    gvc = {P*VCB{1'b0}};
    for (bx = 0; bx < P; bx = bx + 1) begin
      for (bi = 0; bi < P; bi = bi + 1) begin
        gvc[bx*VCB +: VCB] = gvc[bx*VCB +: VCB] | (req_vc[bi*VCB +: VCB] & {VCB{gnt[bx*P + bi]}});
      end
      for (bv = 0; bv < VCS; bv = bv + 1) begin
        if (out_credit_i[bx] && (out_credit_vc_i[bx*VCB +: VCB] == bv[VCB-1:0])) begin
          vcbase[(bx*VCS + bv)*CB +: CB] = vcbase[(bx*VCS + bv)*CB +: CB] + 1'b1;
        end
      end
    end
  end
  always @* begin
    vcred_d = vcbase;
{%- if p.adaptive %}
    pend_vc_d = pend_vc_q;
{%- else if p.dateline %}
    pend_dl_d = pend_dl_q;
{%- endif %}
    for (vx = 0; vx < P; vx = vx + 1) begin
      g_vc = gvc[vx*VCB +: VCB];
      g_len = {CB{1'b0}};
      for (vi = 0; vi < P; vi = vi + 1) begin
        g_len = g_len | (req_len_cb[vi*CB +: CB] & {CB{gnt[vx*P + vi]}});
      end
{%- if p.adaptive %}
      // the VC the packet granted now leaves on (its header's VC field, rewritten at ST)
      if (gnt_valid[vx]) begin
        pend_vc_d[vx*VCB +: VCB] = g_vc;
      end
{%- else if p.dateline %}
      // the dateline bit of the VC the packet granted now leaves on (its header's VC field's
      // lowest bit, rewritten at ST)
      if (gnt_valid[vx]) begin
        pend_dl_d[vx] = g_vc[0];
      end
{%- endif %}
      for (vv = 0; vv < VCS; vv = vv + 1) begin
        if (gnt_valid[vx] && (g_vc == vv[VCB-1:0])) begin
          vcred_d[(vx*VCS + vv)*CB +: CB] = vcred_d[(vx*VCS + vv)*CB +: CB] - g_len;
        end
      end
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      vcred_q <= {VCS*P{BV_I[CB-1:0]}};
{%- if p.adaptive %}
      pend_vc_q <= {P*VCB{1'b0}};
{%- else if p.dateline %}
      pend_dl_q <= {P{1'b0}};
{%- endif %}
    end else begin
      vcred_q <= vcred_d;
{%- if p.adaptive %}
      pend_vc_q <= pend_vc_d;
{%- else if p.dateline %}
      pend_dl_q <= pend_dl_d;
{%- endif %}
    end
  end
  genvar vmo;
  generate
    for (vmo = 0; vmo < P*VCS; vmo = vmo + 1) begin : g_vc_mon
      assign vc_o[vmo*64 +: 64] = { {(32-CB){1'b0}}, vc_occ[vmo*CB +: CB], {(32-CB){1'b0}}, vcred_q[vmo*CB +: CB]};
    end
  endgenerate
`ifdef SG_ASSERT
  // VC_CREDIT_A: a VC's credits stay in 0..BV (what credits_q, their sum, checks for the port)
  integer avc;
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni) begin
      for (avc = 0; avc < P*VCS; avc = avc + 1) begin
        if ({ {(32-CB){1'b0}}, vcred_q[avc*CB +: CB]} > BV) begin
          $error("VC_CREDIT_A: output %0d VC %0d: %0d credits, above its %0d flits",
                 avc / VCS, avc % VCS, vcred_q[avc*CB +: CB], BV);
        end
      end
    end
  end
`endif
{%- endif %}

  wire [P*W-1:0] xbar_data;
  sg_crossbar #(.P(P), .W(W)) crossbar (
    .in_data_i (tx_data),
    .sel_i     (xbar_sel),
    .out_data_o(xbar_data)
  );

`ifdef SG_ASSERT
  // OUT_FREE_EQ_A: the registered free flags equal the free rule on the cycle's state
  reg [P-1:0] a_free;
  integer af;
  always @* begin
    for (af = 0; af < P; af = af + 1) begin
      a_free[af] = pend_q[af] ? (pend_rem_q[af*LB +: LB] == {LB{1'b0}})
                 : out_busy_q[af] ? ((rem_q[af*LB +: LB] == LEN_ONE) && ((owner_q[af*P +: P] & tx_stream) != {P{1'b0}}))
                 : 1'b1;
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni && (a_free != out_free_q)) begin
      $error("OUT_FREE_EQ_A: registered free outputs %b, from the state %b", out_free_q, a_free);
    end
  end
  // Named assertions (docs/MICROARCHITECTURE.md "Assertions"), out of reset. Per output:
  // GRANT_ONEHOT_A, the arbiter grants at most one input, only a requesting one, and one whenever
  // an input requests an idle output; CREDIT_NO_UNDERFLOW_A / CREDIT_NO_OVERFLOW_A, the credit
  // counter toward the downstream buffer stays in 0..B (a grant never takes more credits than
  // it holds, credits never come back beyond B). XBAR_SEL_UNIQUE_A: no input feeds two outputs
  // in one cycle. VB_IMPLIES_MB_A: no header leaves with VB and without MB.
  genvar ao;
  generate
    for (ao = 0; ao < P; ao = ao + 1) begin : g_assert_out
      wire [P-1:0] a_gnt = gnt[ao*P +: P];
      wire [P-1:0] a_req = g_output[ao].cands & {P{out_free[ao]}};
      wire a_take = gnt_valid[ao];
      wire [CB+1:0] a_len = a_take ? {2'b00, req_len_cb[gnt_idx[ao*PB +: PB]*CB +: CB]} : {(CB+2){1'b0}};
      wire [CB+1:0] a_next = {2'b00, credits_q[ao*CB +: CB]} + { {(CB+1){1'b0}}, {% if egress %}eg_pop{% else %}out_credit_i{% endif %}[ao]} - a_len;
      wire [31:0] a_next_w = { {(30-CB){1'b0}}, a_next};
      always @(posedge clk_i or negedge rst_ni) begin
        if (rst_ni) begin
          if (((a_gnt & (a_gnt - 1'b1)) != {P{1'b0}}) || ((a_gnt & ~a_req) != {P{1'b0}})
              || ((a_req != {P{1'b0}}) && (a_gnt == {P{1'b0}}))) begin
            $error("GRANT_ONEHOT_A: output %0d: grant %b for requests %b", ao, a_gnt, a_req);
          end
          if (a_next[CB+1]) begin
            $error("CREDIT_NO_UNDERFLOW_A: output %0d: a packet of %0d flits granted with %0d credits",
                   ao, a_len, credits_q[ao*CB +: CB]);
          end else if (a_next_w > {% if egress %}E{% else %}B{% endif %}) begin
            $error("CREDIT_NO_OVERFLOW_A: output %0d: credits would reach %0d, above the %0d flits of the {% if egress %}egress{% else %}downstream{% endif %} buffer",
                   ao, a_next, {% if egress %}E{% else %}B{% endif %});
          end
        end
      end
    end
  endgenerate
  // CONN_NO_GRANT_A: an input whose header or connection still has flits to cross after this
  // cycle's ST (its output is not free) gets no grant (docs/MICROARCHITECTURE.md "SA")
  reg conn_gnt;
  reg [P-1:0] a_cross;
  integer ac;
  always @* begin
    conn_gnt = 1'b0;
    for (ac = 0; ac < P; ac = ac + 1) begin
      a_cross = (out_busy_q[ac] ? owner_q[ac*P +: P] : {P{1'b0}}) | (pend_q[ac] ? pin_q[ac*P +: P] : {P{1'b0}});
      if (!out_free[ac] && ((a_cross & in_grant) != {P{1'b0}})) begin
        conn_gnt = 1'b1;
      end
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni && conn_gnt) begin
      $error("CONN_NO_GRANT_A: an input crossing to an output that is not free is granted: owners %b, pending %b, grants %b",
             owner_q, pin_q, in_grant);
    end
  end
  reg xbar_dup;
  reg [P-1:0] xbar_used;
  integer ax;
  always @* begin
    xbar_dup = 1'b0;
    xbar_used = {P{1'b0}};
    for (ax = 0; ax < P; ax = ax + 1) begin
      if ((xbar_sel[ax*P +: P] & xbar_used) != {P{1'b0}}) begin
        xbar_dup = 1'b1;
      end
      xbar_used = xbar_used | xbar_sel[ax*P +: P];
    end
  end
  reg vb_alone;
  integer av;
  always @* begin
    vb_alone = 1'b0;
    for (av = 0; av < P; av = av + 1) begin
      if (out_valid_d[av] && pend_q[av] && out_data_d[av*W + VB_BIT] && !out_data_d[av*W + MB_BIT]) begin
        vb_alone = 1'b1;
      end
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni) begin
      if (xbar_dup) begin
        $error("XBAR_SEL_UNIQUE_A: an input feeds two outputs: selects %b", xbar_sel);
      end
      if (vb_alone) begin
        $error("VB_IMPLIES_MB_A: a header leaves with VB and without MB: valid %b, headers crossing %b",
               out_valid_d, pend_q);
      end
    end
  end
`endif

  // ---- congestion marking (seed 002 §IV-A), one block per output ----
  // new_hdr[o]: output o grants a header this cycle (SA: cnt1 drops, the marks are decided);
  // gnt_mb[o]: the MB bit of the header granted
  wire [P-1:0] new_hdr = gnt_valid;
  reg [P-1:0] gnt_mb;
  integer gm;
  always @* begin
    for (gm = 0; gm < P; gm = gm + 1) begin
      gnt_mb[gm] = |(gnt[gm*P +: P] & req_mb);
    end
  end
  genvar go, gi;
  generate
    if (MARKING != `SG_MARKING_NONE || CNT1_ON != 0) begin : g_cnt
      for (go = 0; go < P; go = go + 1) begin : g_out
        localparam integer OI = go;
        localparam [PB-1:0] OP = OI[PB-1:0];
        wire [P-1:0] arrive;    // headers routed to this output at the inputs this cycle
        wire [P-1:0] full_req;  // inputs becoming full with a header waiting for this output
        for (gi = 0; gi < P; gi = gi + 1) begin : g_in
          assign arrive[gi] = hdr_in[gi] && (hdr_in_out[gi*PB +: PB] == OP);
          assign full_req[gi] = full[gi] && waiting[gi*P + go];
        end
        reg [CNTB-1:0] cnt1_q, cnt1_d, cnt2_q, cnt2_d, n_arrive;
        // FECN on the header leaving (state only, not this cycle's inputs): ipm when cnt2 > 0;
        // naive from the granted input's queue count; opm when cnt1 exceeds the threshold
        // selected by this output's register. mvpm: VB on a header with MB when cnt1 exceeds
        // VB_THR (cnt1, cnt2 and the register as at the start of the cycle).
        reg [3:0] opm_q;
        wire [3:0] opm_d = (cfg_opm && (cfg_addr_i[PB-1:0] == OP)) ? cfg_data_i[3:0] : opm_q;
        always @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            opm_q <= OPM_INIT;
          end else begin
            opm_q <= opm_d;
          end
        end
        localparam integer VB_THR_I = VB_THR;
        localparam [CNTB-1:0] VB_THR_C = VB_THR_I[CNTB-1:0];
        wire mark_r = (MARKING == `SG_MARKING_IPM) ? (new_hdr[go] && (cnt2_q != {CNTB{1'b0}}))
                    : (MARKING == `SG_MARKING_NAIVE) ? (new_hdr[go] && naive_mark[gnt_idx[go*PB +: PB]])
                    : (MARKING == `SG_MARKING_OPM) ? ({% if egress %}1'b0
                                                     && {% endif %}new_hdr[go] && (opm_q != 4'd0) && (cnt1_q > OPM_T[opm_q*CNTB +: CNTB]))
                    : 1'b0;
        wire vb_r = (MARKING == `SG_MARKING_MVPM) && {% if egress %}1'b0 && {% endif %}new_hdr[go] && gnt_mb[go] && (cnt1_q > VB_THR_C);{% if egress %}
        // CIOQ: opm and mvpm mark at the link stage, on the egress buffer (l_fecn, l_vb)
        assign opm_reg[go*4 +: 4] = opm_q;{% endif %}
        integer k;
        always @* begin
          n_arrive = {CNTB{1'b0}};
          for (k = 0; k < P; k = k + 1) begin
            n_arrive = n_arrive + {{ "{{" }}(CNTB-1){1'b0}}, arrive[k]};
          end
          // cnt1: +1 per header routed here at an input, -1 when a header leaves here
          cnt1_d = cnt1_q + n_arrive - {{ "{{" }}(CNTB-1){1'b0}}, new_hdr[go]};
          // cnt2 := cnt1 when a buffer holding a packet for this output becomes full (ipm)
          cnt2_d = cnt2_q;
          if (MARKING == `SG_MARKING_IPM) begin
            if (|full_req) begin
              cnt2_d = cnt1_d;
            end else if (mark_r) begin
              cnt2_d = cnt2_q - 1'b1;
            end
          end
        end
        always @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            cnt1_q <= {CNTB{1'b0}};
            cnt2_q <= {CNTB{1'b0}};
          end else begin
            cnt1_q <= cnt1_d;
            cnt2_q <= cnt2_d;
          end
        end
        assign mark[go] = mark_r;
        assign vb[go] = vb_r;
        assign cnt1[go*CNTB +: CNTB] = cnt1_q;
        assign cnt2[go*CNTB +: CNTB] = cnt2_q;
`ifdef SG_ASSERT
        // cnt2 never exceeds cnt1; cnt1 neither underflows nor wraps (it holds at most P*B).
        // The checks hold in reset too (every counter is 0 and no header moves).
        wire [CNTB+1:0] cnt1_next = {2'b00, cnt1_q} + {2'b00, n_arrive} - {{ "{{" }}(CNTB+1){1'b0}}, new_hdr[go]};
        always @(posedge clk_i) begin
          if (cnt2_q > cnt1_q) begin
            $error("CNT2_LE_CNT1_A: output %0d: cnt2 %0d > cnt1 %0d", OI, cnt2_q, cnt1_q);
          end
          if (cnt1_next[CNTB+1:CNTB] != 2'b00) begin
            $error("CNT1_NO_WRAP_A: output %0d: cnt1 %0d would become %0d (2^%0d-wrapped), outside 0..%0d",
                   OI, cnt1_q, cnt1_next, CNTB + 2, (1 << CNTB) - 1);
          end
        end
`endif
      end
    end else begin : g_no_cnt{% if egress %}
      assign opm_reg = {P*4{1'b0}};{% endif %}
      assign mark = {P{1'b0}};
      assign vb = {P{1'b0}};
      assign cnt1 = {P*CNTB{1'b0}};
      assign cnt2 = {P*CNTB{1'b0}};
      wire unused_marking = &{1'b0, full, waiting, naive_mark, hdr_in, hdr_in_out, new_hdr, gnt_mb, cfg_opm, cfg_data_i,
                               OPM_T, OPM_INIT};
    end
  endgenerate

  // FECN / VB, decided at the grant, on the header as it crosses (ST); bits are only ever set
  reg [P*W-1:0] set_mask;
  integer f;
  always @* begin
    set_mask = {P*W{1'b0}};
    for (f = 0; f < P; f = f + 1) begin
      set_mask[f*W + FECN_BIT] = pend_q[f] && pend_fecn_q[f];
      set_mask[f*W + VB_BIT] = pend_q[f] && pend_vb_q[f];
    end
  end
{%- if p.adaptive %}
  // adaptive routing: a header crossing now leaves with the VC its input chose
  reg [P*W-1:0] dl_data;
  integer dl;
  always @* begin
    dl_data = xbar_data | set_mask;
    for (dl = 0; dl < P; dl = dl + 1) begin
      if (pend_q[dl]) begin
        dl_data[dl*W + VC_LSB +: VCB] = pend_vc_q[dl*VCB +: VCB];
      end
    end
  end
  assign out_data_d = dl_data;
{%- else if p.dateline %}
  // torus: a header crossing now leaves with the dateline bit of its output VC (bit 0 of the VC
  // field; the class bits above it never change)
  reg [P*W-1:0] dl_data;
  integer dl;
  always @* begin
    dl_data = xbar_data | set_mask;
    for (dl = 0; dl < P; dl = dl + 1) begin
      if (pend_q[dl]) begin
        dl_data[dl*W + VC_LSB] = pend_dl_q[dl];
      end
    end
  end
  assign out_data_d = dl_data;
{%- else %}
  assign out_data_d = xbar_data | set_mask;
{%- endif %}
{% if p.vcs > 1 %}
  // ---- full-buffer count: VC buffers whose flit count holds BV flits (seed 003 §3 counts
  // full virtual-channel buffers) ----
  localparam [CB-1:0] BV_CB = BV_I[CB-1:0];
  reg [FBB-1:0] fullbuf;
  integer fbi;
  always @* begin
    fullbuf = {FBB{1'b0}};
    for (fbi = 0; fbi < P*VCS; fbi = fbi + 1) begin
      fullbuf = fullbuf + {{ "{{" }}(FBB-1){1'b0}}, vc_occ[fbi*CB +: CB] == BV_CB};
    end
  end
{%- else %}
  // ---- full-buffer count: inputs whose occupancy register holds B flits ----
  localparam [CB-1:0] B_CB = B_I[CB-1:0];
  reg [FBB-1:0] fullbuf;
  integer fbi;
  always @* begin
    fullbuf = {FBB{1'b0}};
    for (fbi = 0; fbi < P; fbi = fbi + 1) begin
      fullbuf = fullbuf + {{ "{{" }}(FBB-1){1'b0}}, in_occ[fbi*CB +: CB] == B_CB};
    end
  end
{%- endif %}
  assign fullbuf_o = fullbuf;

  // ---- status registers, one block per port: packets marked on output p, full events of
  // input p (32 bits, saturating), and the monitor bus ----
  genvar sp;
  generate
    for (sp = 0; sp < P; sp = sp + 1) begin : g_stat
      // Four saturating 32-bit event counters: packets marked (FECN) on output sp, full events
      // of input sp, MB and VB set on output sp. An event (late: it follows the cycle's grants)
      // only goes into a 1-bit register (ev_q); the 32-bit register takes it a cycle later, and
      // the counter's value is the register plus that bit: the same value every cycle as
      // counting at once, without a 32-bit enable after the grants.
      wire [3:0] ev = {vb[sp]{% if egress %} | l_vb[sp]{% endif %}, mb_mark[sp], full[sp], mark[sp]{% if egress %} | l_fecn[sp]{% endif %}};
      reg [3:0] ev_q;
      reg [4*32-1:0] base_q, base_d, count;
      integer ec;
      always @* begin
        for (ec = 0; ec < 4; ec = ec + 1) begin
          count[ec*32 +: 32] = (ev_q[ec] && (base_q[ec*32 +: 32] != 32'hffffffff))
                               ? base_q[ec*32 +: 32] + 32'd1 : base_q[ec*32 +: 32];
        end
        base_d = count;
      end
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          ev_q <= 4'd0;
          base_q <= {4*32{1'b0}};
        end else begin
          ev_q <= ev;
          base_q <= base_d;
        end
      end
      wire [31:0] marked_q = count[0 +: 32];
      wire [31:0] full_ev_q = count[32 +: 32];
      wire [31:0] mb_q = count[64 +: 32];
      wire [31:0] vb_q = count[96 +: 32];
      assign mon_o[(sp*NSTAT + `SG_STAT_CNT1)*32 +: 32] = {{ "{{" }}(32-CNTB){1'b0}}, cnt1[sp*CNTB +: CNTB]};
      assign mon_o[(sp*NSTAT + `SG_STAT_CNT2)*32 +: 32] = {{ "{{" }}(32-CNTB){1'b0}}, cnt2[sp*CNTB +: CNTB]};
      assign mon_o[(sp*NSTAT + `SG_STAT_MARKED)*32 +: 32] = marked_q;
      assign mon_o[(sp*NSTAT + `SG_STAT_FULL_EVENTS)*32 +: 32] = full_ev_q;
      assign mon_o[(sp*NSTAT + `SG_STAT_MB_MARKED)*32 +: 32] = mb_q;
      assign mon_o[(sp*NSTAT + `SG_STAT_VB_VALIDATED)*32 +: 32] = vb_q;
      assign mon_o[(sp*NSTAT + `SG_STAT_OCCUPANCY)*32 +: 32] = {{ "{{" }}(32-CB){1'b0}}, in_occ[sp*CB +: CB]};
      assign mon_o[(sp*NSTAT + `SG_STAT_ACTIVE_QUEUES)*32 +: 32] = in_active[sp*32 +: 32];
    end
  endgenerate

  // read port: {port, slot}; slots at or above NSTAT and ports at or above P read 0
  localparam integer SPB = SAB - 3;
  wire [SPB-1:0] stat_port = stat_addr_i[SAB-1:3];
  wire [2:0] stat_slot = stat_addr_i[2:0];
  reg [31:0] stat_data_q, stat_data_d;
  always @* begin
    stat_data_d = 32'd0;
    if (({{ "{{" }}(32-SPB){1'b0}}, stat_port} < P) && ({29'd0, stat_slot} < NSTAT)) begin
      stat_data_d = mon_o[({{ "{{" }}(32-SPB){1'b0}}, stat_port} * NSTAT + {29'd0, stat_slot}) * 32 +: 32];
    end
  end
  assign stat_data_o = stat_data_q;

  // ---- fbicm / recn output CAM lines (seed 001 §3.5, seed 004 §4.1; sg_cam_output): copies of
  // the downstream input's lines, set up by its ADD messages, in Stop (Xoff) while it asserts
  // SentStop, freed when it frees the line; fbicm: CLOP holds their destination sets; recn: each
  // holds its route. recn's leaf levels to each output's downstream. The CAM monitor: per port
  // its input's words, its output lines', recn its input lines' routes ----
  generate
    if (QSEL == `SG_QSEL_CAM) begin : g_cam_out
      localparam integer WPP = IW + C{% if egress_saqs %} + C{% endif %};  // monitor words per port
      wire [P*C*64-1:0] out_mon;
      sg_cam_output #(
        .P(P), .PB(PB), .N(N), .C(C), .CLB(CLB), .HOPB(HOPB), .FBW(FBW), .KB(KB), .TPB(TPB), .KEY(KEY){% if egress_saqs %},
        .CB(CB), .EQB(EQB), .ESTOPT(ESTOPT), .EGOT(EGOT){% endif %}
      ) cam_out (
        .clk_i  (clk_i),
        .rst_ni (rst_ni),
        .fb_i   (out_fb_i),
        .route_i(route_q),
        .mir_i  (mir),
        .clop_o (clop),
        .ostop_o(ostop),
        .ohops_o(ohops),
        .otp_o  (otp),
        .fw_o   (out_fw_o),
        .mon_o  (out_mon){% if egress_saqs %},
        .eg_in_i   (e_in),
        .eg_in_l_i (e_in_l),
        .eg_out_i  (e_out),
        .eg_out_q_i(rdq_q),
        .eg_flits_i(eg_flits),
        .eg_rx_i   (eg_rx),
        .eg_hdr_d_i(eq_hdr_d),
        .oact_o    (oact),
        .eg_may_o  (eg_may),
        .oact_d_o  (oact_d),
        .ostop_d_o (ostop_d),
        .ohops_d_o (ohops_d),
        .otp_d_o   (otp_d),
        .emon_o    (emon){% endif %}
      );
      genvar cp;
      for (cp = 0; cp < P; cp = cp + 1) begin : g_cam_port
{%- if p.cam_vcs() > 1 %}
        assign cam_o[cp*WPP*64 +: IW*64] = in_cam[cp*IW*64 +: IW*64];
        // output port cp's CAM lines (sg_cam_output's monitor words)
        assign cam_o[(cp*WPP + IW)*64 +: C*64] = out_mon[cp*C*64 +: C*64];
{%- else %}
        assign cam_o[cp*WPP*64 +: (1+C)*64] = in_cam[cp*IW*64 +: (1+C)*64];
        // output port cp's CAM lines (sg_cam_output's monitor words)
        assign cam_o[(cp*WPP + 1 + C)*64 +: C*64] = out_mon[cp*C*64 +: C*64];
{%- endif %}
        if (KEY != `SG_KEY_FBICM) begin : g_cam_routes
          assign cam_o[(cp*WPP + 1 + 2*C)*64 +: C*64] = in_cam[(cp*IW + 1 + C)*64 +: C*64];
        end{% if egress_saqs %}
        // egress SAQs: per output line its SAQ's state, headers and flits
        genvar cq;
        for (cq = 0; cq < C; cq = cq + 1) begin : g_cam_egress
          assign cam_o[(cp*WPP + 1 + 3*C + cq)*64 +: 64] = emon[(cp*C + cq)*64 +: 64]
              | ({ {(64-CB){1'b0}}, eq_hdr_q[(cp*ENQ + 1 + cq)*CB +: CB]} << `SG_MON_EG_HEADERS_LSB)
              | ({ {(64-CB){1'b0}}, eq_cnt_q[(cp*ENQ + 1 + cq)*CB +: CB]} << `SG_MON_FLITS_LSB);
        end{% endif %}
      end
    end else begin : g_no_cam_out
      assign clop = {C*N{1'b0}};
      assign ostop = {P*C{1'b0}};
      assign ohops = {P*C*HOPB{1'b0}};
      assign otp = {P*C*TPB{1'b0}};
      assign out_fw_o = {P*C{1'b0}};
      assign cam_o = {CAMW{1'b0}};
      wire unused_fbicm = &{1'b0, out_fb_i, in_cam, in_fw_i, mir};
    end
  endgenerate

  // ---- malformed-header counter ----
  // the cycle's drops counted first, then one saturating add: min(count + drops, 0xffff), as
  // one +1 per drop would give, without P chained adders
  reg [15:0] err_count_q, err_count_d;
  reg [16:0] err_sum;
  reg [15:0] n_err;
  integer e;
  always @* begin
    n_err = 16'd0;
    for (e = 0; e < P; e = e + 1) begin
      n_err = n_err + {15'd0, err[e]};
    end
    err_sum = {1'b0, err_count_q} + {1'b0, n_err};
    err_count_d = err_sum[16] ? 16'hffff : err_sum[15:0];
  end

  localparam [CB-1:0] CREDITS_INIT = {% if egress %}E_I{% else %}B_I{% endif %}[CB-1:0];{% if egress %}
  // ---- CIOQ egress buffers and link stage (issue 33, docs/MICROARCHITECTURE.md "CIOQ
  // switches"). ST writes the flit crossing output o (out_valid_d / out_data_d, the marking bits
  // set) into o's egress FIFO. In a link cycle the link stage moves the next flit of the packet
  // it sends (eg_send_q, eg_rem_q flits left), or a header whose whole packet the downstream
  // credits (lcred_q) cover, into the link register; every decision reads registers (the
  // egress head's length is sg_fifo's head info register). SA's counter credits_q counts the
  // free egress space: E after reset, a grant takes the packet, a flit leaving gives one back
  // (eg_pop, in cbase). ----
  localparam [CB-1:0] LCRED_INIT = B_I[CB-1:0];{% if !egress_saqs %}
  wire [P-1:0] eg_empty;
  wire [P*LB-1:0] eg_hlen;  // the egress head's packet length (a header's; 0 for a body flit)
  wire [P-1:0] eg_hmb;      // the egress head's MB bit (a header's){% endif %}
  reg [P*CB-1:0] eg_pkts_q, eg_pkts_d;  // packets (headers) in each egress buffer
  wire [P*W-1:0] eg_data;
  reg [P-1:0] eg_send_q, eg_send_d;
  reg [P*LB-1:0] eg_rem_q, eg_rem_d;
  reg [P*CB-1:0] lcred_q, lcred_d;
  reg [P*CB-1:0] eg_cnt_q, eg_cnt_d;  // flits in each egress buffer (the monitor's)
{%- if egress_saqs %}
  // ---- RECN's egress SAQs (issue 33 step 3; docs/MICROARCHITECTURE.md "CIOQ switches"): each
  // egress buffer holds ENQ = 1 + C queues in E flits (sg_mqueue): queue 0 the egress normal
  // queue, queue 1 + l the SAQ of output line l (sg_cam_output). A header crossing to output o
  // enters the SAQ of the longest active line of o whose route prefixes its turnpool, else the
  // normal queue; its body flits follow it. The link reads queue rdq_q (named a cycle ahead:
  // the memory's registered read): in a link cycle it sends the next flit of its packet, or
  // rdq_q's head when that is a header whose packet the downstream credits cover and whose
  // queue may send (the normal queue always; a SAQ not in Xoff and not waiting); then, unless
  // a packet continues, the next queue to read: rdq_q again when nothing left it and it could
  // send, else round robin from eptr_q over the queues that could send at the start of the
  // cycle, the one just read excluded. Every decision reads registers (the model's
  // Switch::egress_link_saqs). ----
  localparam [EQB-1:0] EQ_ONE = {{ "{{" }}(EQB-1){1'b0}}, 1'b1};
  localparam [CB-1:0] CNT_ONE = {{ "{{" }}(CB-1){1'b0}}, 1'b1};
  localparam integer EGR_I = EGR;
  localparam [CB-1:0] EGR_E = EGR_I[CB-1:0];
  localparam integer C_I = C;
  localparam [EQB-1:0] EQ_LAST = C_I[EQB-1:0];
  wire [P*ENQ*(LB+1)-1:0] eq_heads;  // {MB, length} of each queue's head (length 0: a body flit)
  wire [P*ENQ-1:0] eq_empty;
  reg [P*EQB-1:0] eptr_q, eptr_d, erx_q, erx_d;
  reg [P*LB-1:0] erxrem_q, erxrem_d;
  reg [EQB-1:0] e_tmp;
  wire unused_e_tmp = &{1'b0, e_tmp};
  // mask of a route of `turns` turns of PB bits
  function automatic [TPB-1:0] eg_mask(input [HOPB-1:0] turns);
    eg_mask = ~({TPB{1'b1}} << ({{ "{{" }}(32-HOPB){1'b0}}, turns} * PB));
  endfunction
  integer co, cl;
  reg [TPB-1:0] c_tp;
  reg [HOPB-1:0] c_h;
  always @* begin
    e_push_q = erx_q;
    e_in = {P{1'b0}};
    e_in_l = {P*CLB{1'b0}};
    c_tp = {TPB{1'b0}};
    c_h = {HOPB{1'b0}};
    e_tmp = {EQB{1'b0}};
    cl = 0;
    for (co = 0; co < P; co = co + 1) begin
      if (pend_q[co]) begin
        c_tp = out_data_d[co*W + TP_LSB +: TPB];
        c_h = {HOPB{1'b0}};
        e_push_q[co*EQB +: EQB] = {EQB{1'b0}};
        for (cl = 0; cl < C; cl = cl + 1) begin
          if (oact[co*C + cl] && ((c_tp & eg_mask(ohops[(co*C + cl)*HOPB +: HOPB])) == otp[(co*C + cl)*TPB +: TPB])
              && ((e_push_q[co*EQB +: EQB] == {EQB{1'b0}}) || (ohops[(co*C + cl)*HOPB +: HOPB] > c_h))) begin
            e_push_q[co*EQB +: EQB] = cl[EQB-1:0] + EQ_ONE;
            c_h = ohops[(co*C + cl)*HOPB +: HOPB];
          end
        end
        e_in[co] = (e_push_q[co*EQB +: EQB] != {EQB{1'b0}});
        e_tmp = e_push_q[co*EQB +: EQB] - EQ_ONE;
        e_in_l[co*CLB +: CLB] = e_tmp[CLB-1:0];
      end
    end
  end
  genvar eo, ek;
  generate
    for (eo = 0; eo < P; eo = eo + 1) begin : g_egress
      wire [LB-1:0] e_len = pend_q[eo] ? pend_rem_q[eo*LB +: LB] + LEN_ONE : {LB{1'b0}};
      wire [LB:0] e_info = {pend_q[eo] && out_data_d[eo*W + MB_BIT], e_len};
      wire unused_full;
      wire [EQB:0] unused_active;
      wire [((E > 1) ? $clog2(E) : 1)-1:0] unused_addr, unused_hd0, unused_sc0;
      wire unused_two0;
      wire [ENQ-1:0] unused_empty_next;
      sg_mqueue #(.WIDTH(W), .IW(LB + 1), .DEPTH(E), .NQ(ENQ), .QB(EQB), .RAM(ERAM), .MOVE(0), .SWAP(0), .SWAP_LO(1)) egress (
        .clk_i         (clk_i),
        .rst_ni        (rst_ni),
        .push_i        (out_valid_d[eo]),
        .push_q_i      (e_push_q[eo*EQB +: EQB]),
        .data_i        (out_data_d[eo*W +: W]),
        .info_i        (e_info),
        .pop_i         (eg_pop[eo]),
        .pop_q_i       (rdq_q[eo*EQB +: EQB]),
        .mv_i          (1'b0),
        .mv_q_i        ({EQB{1'b0}}),
        .swp_i         (1'b0),
        .swp_a_i       ({EQB{1'b0}}),
        .swp_b_i       ({EQB{1'b0}}),
        .heads_o       (eq_heads[eo*ENQ*(LB+1) +: ENQ*(LB+1)]),
        .rd_q_i        (rdq_d[eo*EQB +: EQB]),
        .rd_jump_i     (1'b0),
        .rd_jump_addr_i({((E > 1) ? $clog2(E) : 1){1'b0}}),
        .rd_data_o     (eg_data[eo*W +: W]),
        .empty_o       (eq_empty[eo*ENQ +: ENQ]),
        .full_o        (unused_full),
        .active_o      (unused_active),
        .push_addr_o   (unused_addr),
        .hd0_o         (unused_hd0),
        .sc0_o         (unused_sc0),
        .two0_o        (unused_two0),
        .empty_next_o  (unused_empty_next)
      );
      wire unused_eg = &{1'b0, unused_full, unused_active, unused_addr, unused_hd0, unused_sc0, unused_two0, unused_empty_next};
      assign egr_over[eo] = eq_hdr_q[eo*ENQ*CB +: CB] > EGR_E;
      for (ek = 0; ek < C; ek = ek + 1) begin : g_saq
        localparam integer EK = ek + 1;
        localparam [EQB-1:0] EKQ = EK[EQB-1:0];
        assign eg_flits[(eo*C + ek)*CB +: CB] = eq_cnt_q[(eo*ENQ + 1 + ek)*CB +: CB];
        assign eg_rx[eo*C + ek] = (erxrem_q[eo*LB +: LB] != {LB{1'b0}}) && (erx_q[eo*EQB +: EQB] == EKQ);
      end
      assign egr_o[eo*64 +: 64] = ({ {(64-CB){1'b0}}, eg_cnt_q[eo*CB +: CB]} << `SG_EGR_COUNT_LSB)
                                | ({ {(64-LB){1'b0}}, eg_rem_q[eo*LB +: LB]} << `SG_EGR_REM_LSB)
                                | ({63'd0, eg_send_q[eo]} << `SG_EGR_SENDING)
                                | ({ {(64-EQB){1'b0}}, rdq_q[eo*EQB +: EQB]} << `SG_EGR_RDQ_LSB)
                                | ({ {(64-CB){1'b0}}, lcred_q[eo*CB +: CB]} << `SG_EGR_CREDITS_LSB)
                                | ({ {(64-CB){1'b0}}, credits_q[eo*CB +: CB]} << `SG_EGR_SPACE_LSB);
    end
  endgenerate
  integer lo, lk;
  reg [CB-1:0] l_spent;
  reg l_hdr, l_found, l_mb, l_nonempty;
  reg [ENQ-1:0] l_elig, l_cand;
  reg [EQB-1:0] l_r, l_p;
  reg [LB-1:0] l_len;
  localparam integer EVB_THR_I = EVB_THR;
  localparam [CB-1:0] EVB_THR_C = EVB_THR_I[CB-1:0];
  always @* begin
    l_spent = {CB{1'b0}};
    l_hdr = 1'b0;
    l_found = 1'b0;
    l_mb = 1'b0;
    l_nonempty = 1'b0;
    l_elig = {ENQ{1'b0}};
    l_cand = {ENQ{1'b0}};
    l_r = {EQB{1'b0}};
    l_p = {EQB{1'b0}};
    l_len = {LB{1'b0}};
    eg_pop = {P{1'b0}};
    e_out = {P{1'b0}};
    l_fecn = {P{1'b0}};
    l_vb = {P{1'b0}};
    eg_pkts_d = eg_pkts_q;
    eg_send_d = eg_send_q;
    eg_rem_d = eg_rem_q;
    lcred_d = lcred_q;
    eg_cnt_d = eg_cnt_q;
    eq_cnt_d = eq_cnt_q;
    eq_hdr_d = eq_hdr_q;
    rdq_d = rdq_q;
    eptr_d = eptr_q;
    erx_d = erx_q;
    erxrem_d = erxrem_q;
    for (lo = 0; lo < P; lo = lo + 1) begin
      l_spent = {CB{1'b0}};
      l_hdr = 1'b0;
      l_r = rdq_q[lo*EQB +: EQB];
      l_p = eptr_q[lo*EQB +: EQB];
      // start-of-cycle eligibility of every queue
      for (lk = 0; lk < ENQ; lk = lk + 1) begin
        l_len = eq_heads[(lo*ENQ + lk)*(LB+1) +: LB];
        l_elig[lk] = !eq_empty[lo*ENQ + lk] && (l_len != {LB{1'b0}})
                     && ({ {(32-CB){1'b0}}, lcred_q[lo*CB +: CB]} >= { {(32-LB){1'b0}}, l_len})
                     && ((lk == 0) || eg_may[lo*C + ((lk == 0) ? 0 : lk - 1)]);
      end
      l_len = {LB{1'b0}};
      l_mb = 1'b0;
      l_nonempty = 1'b0;
      for (lk = 0; lk < ENQ; lk = lk + 1) begin
        if (l_r == lk[EQB-1:0]) begin
          l_len = eq_heads[(lo*ENQ + lk)*(LB+1) +: LB];
          l_mb = eq_heads[(lo*ENQ + lk)*(LB+1) + LB];
          l_nonempty = !eq_empty[lo*ENQ + lk];
        end
      end
      if (link_en_i) begin
        if (eg_send_q[lo]) begin
          if (l_nonempty) begin
            eg_pop[lo] = 1'b1;
            eg_rem_d[lo*LB +: LB] = eg_rem_q[lo*LB +: LB] - LEN_ONE;
            eg_send_d[lo] = (eg_rem_q[lo*LB +: LB] != LEN_ONE);
          end
        end else if (l_elig[l_r]) begin
          eg_pop[lo] = 1'b1;
          l_hdr = 1'b1;
          e_out[lo] = 1'b1;
          l_spent = { {(CB-LB){1'b0}}, l_len};
          // egress marking (issue 33 step 2), on the packets in the egress buffer at the start of
          // the cycle, the leaving one included
          l_fecn[lo] = (MARKING == `SG_MARKING_OPM) && (opm_reg[lo*4 +: 4] != 4'd0)
                       && (eg_pkts_q[lo*CB +: CB] > EOPM_T[opm_reg[lo*4 +: 4]*CB +: CB]);
          l_vb[lo] = (MARKING == `SG_MARKING_MVPM) && l_mb && (eg_pkts_q[lo*CB +: CB] > EVB_THR_C);
          eg_rem_d[lo*LB +: LB] = l_len - LEN_ONE;
          eg_send_d[lo] = (l_len != LEN_ONE);
          eptr_d[lo*EQB +: EQB] = (l_r == EQ_LAST) ? {EQB{1'b0}} : l_r + EQ_ONE;
        end
      end
      // the queue to read next (round robin from the start-of-cycle pointer)
      if (!eg_send_d[lo] && !(!eg_pop[lo] && l_elig[l_r])) begin
        l_cand = l_elig;
        if (eg_pop[lo]) begin
          l_cand[l_r] = 1'b0;
        end
        l_found = 1'b0;
        for (lk = 0; lk < ENQ; lk = lk + 1) begin
          if (!l_found && l_cand[lk] && (lk[EQB-1:0] >= l_p)) begin
            rdq_d[lo*EQB +: EQB] = lk[EQB-1:0];
            l_found = 1'b1;
          end
        end
        for (lk = 0; lk < ENQ; lk = lk + 1) begin
          if (!l_found && l_cand[lk]) begin
            rdq_d[lo*EQB +: EQB] = lk[EQB-1:0];
            l_found = 1'b1;
          end
        end
      end
      lcred_d[lo*CB +: CB] = lcred_q[lo*CB +: CB] - l_spent + { {(CB-1){1'b0}}, out_credit_i[lo]};
      eg_cnt_d[lo*CB +: CB] = eg_cnt_q[lo*CB +: CB] + { {(CB-1){1'b0}}, out_valid_d[lo]} - { {(CB-1){1'b0}}, eg_pop[lo]};
      eg_pkts_d[lo*CB +: CB] = eg_pkts_q[lo*CB +: CB] + { {(CB-1){1'b0}}, out_valid_d[lo] && pend_q[lo]}
                               - { {(CB-1){1'b0}}, l_hdr};
      // per-queue counts; the queue receiving a packet's next flits
      for (lk = 0; lk < ENQ; lk = lk + 1) begin
        if (out_valid_d[lo] && (e_push_q[lo*EQB +: EQB] == lk[EQB-1:0])) begin
          eq_cnt_d[(lo*ENQ + lk)*CB +: CB] = eq_cnt_d[(lo*ENQ + lk)*CB +: CB] + CNT_ONE;
          if (pend_q[lo]) begin
            eq_hdr_d[(lo*ENQ + lk)*CB +: CB] = eq_hdr_d[(lo*ENQ + lk)*CB +: CB] + CNT_ONE;
          end
        end
        if (eg_pop[lo] && (l_r == lk[EQB-1:0])) begin
          eq_cnt_d[(lo*ENQ + lk)*CB +: CB] = eq_cnt_d[(lo*ENQ + lk)*CB +: CB] - CNT_ONE;
          if (l_hdr) begin
            eq_hdr_d[(lo*ENQ + lk)*CB +: CB] = eq_hdr_d[(lo*ENQ + lk)*CB +: CB] - CNT_ONE;
          end
        end
      end
      if (out_valid_d[lo]) begin
        if (pend_q[lo]) begin
          erx_d[lo*EQB +: EQB] = e_push_q[lo*EQB +: EQB];
          erxrem_d[lo*LB +: LB] = pend_rem_q[lo*LB +: LB];
        end else begin
          erxrem_d[lo*LB +: LB] = erxrem_q[lo*LB +: LB] - LEN_ONE;
        end
      end
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      eq_cnt_q <= {P*ENQ*CB{1'b0}};
      eq_hdr_q <= {P*ENQ*CB{1'b0}};
      rdq_q <= {P*EQB{1'b0}};
      eptr_q <= {P*EQB{1'b0}};
      erx_q <= {P*EQB{1'b0}};
      erxrem_q <= {P*LB{1'b0}};
    end else begin
      eq_cnt_q <= eq_cnt_d;
      eq_hdr_q <= eq_hdr_d;
      rdq_q <= rdq_d;
      eptr_q <= eptr_d;
      erx_q <= erx_d;
      erxrem_q <= erxrem_d;
    end
  end
{%- else %}
  genvar eo;
  generate
    for (eo = 0; eo < P; eo = eo + 1) begin : g_egress
      // a header crossing now carries its packet's length and its MB bit into the FIFO's info
      // bits, so the link stage decides from registers
      wire [LB-1:0] e_len = pend_q[eo] ? pend_rem_q[eo*LB +: LB] + LEN_ONE : {LB{1'b0}};
      wire [LB:0] e_info = {pend_q[eo] && out_data_d[eo*W + MB_BIT], e_len};
      wire [LB:0] e_hi;
      wire unused_full, unused_one, unused_empty_next;
      wire [LB:0] unused_next;
      wire [((E > 1) ? $clog2(E) : 1)-1:0] unused_addr;
      sg_fifo #(.WIDTH(W), .DEPTH(E), .IW(LB + 1), .RAM(ERAM)) egress (
        .clk_i       (clk_i),
        .rst_ni      (rst_ni),
        .push_i      (out_valid_d[eo]),
        .data_i      (out_data_d[eo*W +: W]),
        .pop_i       (eg_pop[eo]),
        .data_o      (eg_data[eo*W +: W]),
        .empty_o     (eg_empty[eo]),
        .full_o      (unused_full),
        .info_i      (e_info),
        .head_info_o (e_hi),
        .next_info_o (unused_next),
        .one_o       (unused_one),
        .push_addr_o (unused_addr),
        .empty_next_o(unused_empty_next)
      );
      assign eg_hlen[eo*LB +: LB] = e_hi[LB-1:0];
      assign eg_hmb[eo] = e_hi[LB];
      wire unused_eg = &{1'b0, unused_full, unused_one, unused_empty_next, unused_next, unused_addr};
      assign egr_o[eo*64 +: 64] = ({ {(64-CB){1'b0}}, eg_cnt_q[eo*CB +: CB]} << `SG_EGR_COUNT_LSB)
                                | ({ {(64-LB){1'b0}}, eg_rem_q[eo*LB +: LB]} << `SG_EGR_REM_LSB)
                                | ({63'd0, eg_send_q[eo]} << `SG_EGR_SENDING)
                                | ({ {(64-CB){1'b0}}, lcred_q[eo*CB +: CB]} << `SG_EGR_CREDITS_LSB)
                                | ({ {(64-CB){1'b0}}, credits_q[eo*CB +: CB]} << `SG_EGR_SPACE_LSB);
    end
  endgenerate
  integer lo;
  reg [CB-1:0] l_spent;
  reg l_hdr;
  localparam integer EVB_THR_I = EVB_THR;
  localparam [CB-1:0] EVB_THR_C = EVB_THR_I[CB-1:0];
  always @* begin
    eg_pop = {P{1'b0}};
    l_fecn = {P{1'b0}};
    l_vb = {P{1'b0}};
    eg_pkts_d = eg_pkts_q;
    eg_send_d = eg_send_q;
    eg_rem_d = eg_rem_q;
    lcred_d = lcred_q;
    eg_cnt_d = eg_cnt_q;
    for (lo = 0; lo < P; lo = lo + 1) begin
      l_spent = {CB{1'b0}};
      l_hdr = 1'b0;
      if (link_en_i && !eg_empty[lo]) begin
        if (eg_send_q[lo]) begin
          eg_pop[lo] = 1'b1;
          eg_rem_d[lo*LB +: LB] = eg_rem_q[lo*LB +: LB] - LEN_ONE;
          eg_send_d[lo] = (eg_rem_q[lo*LB +: LB] != LEN_ONE);
        end else if ({ {(32-CB){1'b0}}, lcred_q[lo*CB +: CB]} >= { {(32-LB){1'b0}}, eg_hlen[lo*LB +: LB]}) begin
          eg_pop[lo] = 1'b1;
          l_hdr = 1'b1;
          l_spent = { {(CB-LB){1'b0}}, eg_hlen[lo*LB +: LB]};
          // egress marking (issue 33 step 2), on the packets in the egress buffer at the start of
          // the cycle, the leaving one included
          l_fecn[lo] = (MARKING == `SG_MARKING_OPM) && (opm_reg[lo*4 +: 4] != 4'd0)
                       && (eg_pkts_q[lo*CB +: CB] > EOPM_T[opm_reg[lo*4 +: 4]*CB +: CB]);
          l_vb[lo] = (MARKING == `SG_MARKING_MVPM) && eg_hmb[lo] && (eg_pkts_q[lo*CB +: CB] > EVB_THR_C);
          eg_rem_d[lo*LB +: LB] = eg_hlen[lo*LB +: LB] - LEN_ONE;
          eg_send_d[lo] = (eg_hlen[lo*LB +: LB] != LEN_ONE);
        end
      end
      lcred_d[lo*CB +: CB] = lcred_q[lo*CB +: CB] - l_spent + { {(CB-1){1'b0}}, out_credit_i[lo]};
      eg_cnt_d[lo*CB +: CB] = eg_cnt_q[lo*CB +: CB] + { {(CB-1){1'b0}}, out_valid_d[lo]} - { {(CB-1){1'b0}}, eg_pop[lo]};
      eg_pkts_d[lo*CB +: CB] = eg_pkts_q[lo*CB +: CB] + { {(CB-1){1'b0}}, out_valid_d[lo] && pend_q[lo]}
                               - { {(CB-1){1'b0}}, l_hdr};
    end
  end
{%- endif %}
  // the link register: the flit the link stage takes, 0 when none
  reg [P*W-1:0] link_data;
  integer ld;
  always @* begin
    for (ld = 0; ld < P; ld = ld + 1) begin
      link_data[ld*W +: W] = eg_data[ld*W +: W] & {W{eg_pop[ld]}};
      link_data[ld*W + FECN_BIT] = link_data[ld*W + FECN_BIT] | l_fecn[ld];
      link_data[ld*W + VB_BIT] = link_data[ld*W + VB_BIT] | l_vb[ld];
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      eg_send_q <= {P{1'b0}};
      eg_rem_q <= {P*LB{1'b0}};
      lcred_q <= {P{LCRED_INIT}};
      eg_cnt_q <= {P*CB{1'b0}};
      eg_pkts_q <= {P*CB{1'b0}};
    end else begin
      eg_send_q <= eg_send_d;
      eg_rem_q <= eg_rem_d;
      lcred_q <= lcred_d;
      eg_cnt_q <= eg_cnt_d;
      eg_pkts_q <= eg_pkts_d;
    end
  end
`ifdef SG_ASSERT
  // EGRESS_ADMIT_A: an egress buffer never holds more than E flits, and SA's free-space counter
  // never promises more than is free (flits in the buffer + free space <= E)
  integer ea;
  always @(posedge clk_i or negedge rst_ni) begin
    if (rst_ni) begin
      for (ea = 0; ea < P; ea = ea + 1) begin
        if (({ {(32-CB){1'b0}}, eg_cnt_q[ea*CB +: CB]} + { {(32-CB){1'b0}}, credits_q[ea*CB +: CB]}) > E) begin
          $error("EGRESS_ADMIT_A: output %0d: %0d flits in its egress buffer and %0d free, above its %0d flits",
                 ea, eg_cnt_q[ea*CB +: CB], credits_q[ea*CB +: CB], E);
        end
      end
    end
  end
`endif{% endif %}
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      pend_q <= {P{1'b0}};
      out_free_q <= {P{1'b1}};
      pin_q <= {P*P{1'b0}};
      pend_rem_q <= {P*LB{1'b0}};
      pend_fecn_q <= {P{1'b0}};
      pend_vb_q <= {P{1'b0}};
      owner_q <= {P*P{1'b0}};
      rem_q <= {P*LB{1'b0}};
      ptr_q <= {P*PB{1'b0}};
      out_busy_q <= {P{1'b0}};
      credits_q <= {P{CREDITS_INIT}};
      out_valid_q <= {P{1'b0}};
      out_data_q <= {P*W{1'b0}};
      err_count_q <= 16'd0;
      stat_data_q <= 32'd0;
    end else begin
      owner_q <= owner_d;
      rem_q <= rem_d;
      ptr_q <= ptr_d;
      out_busy_q <= out_busy_d;
      credits_q <= credits_d;
      pend_q <= pend_d;
      out_free_q <= out_free_d;
      pin_q <= pin_d;
      pend_rem_q <= pend_rem_d;
      pend_fecn_q <= pend_fecn_d;
      pend_vb_q <= pend_vb_d;
{%- if egress %}
      out_valid_q <= eg_pop;
      out_data_q <= link_data;
{%- else %}
      out_valid_q <= out_valid_d;
      out_data_q <= out_data_d;
{%- endif %}
      err_count_q <= err_count_d;
      stat_data_q <= stat_data_d;
    end
  end

  assign out_valid_o = out_valid_q;
  assign out_data_o = out_data_q;
  assign err_count_o = err_count_q;
endmodule

`default_nettype wire
