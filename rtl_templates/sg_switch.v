{{ header }}
`default_nettype none

// Input-queued P x P switch (docs/MICROARCHITECTURE.md, SPEC §2): virtual cut-through with
// credit-based flow control, table routing, one flit per input and per output per cycle
// (crossbar speedup 1), a connection held until the tail flit, {{ arbitration }} arbitration
// per output, queue scheme {{ queue_scheme }}.
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
  parameter integer VOQ = {{ voq }},
  parameter integer MAXLEN = {{ p.cfg.switch.max_packet_flits }},
  parameter integer LEN_LSB = {{ p.header.len_lsb }},
  parameter integer DST_LSB = {{ p.header.dst_lsb }},
  parameter integer CREDIT_DELAY = {{ p.cfg.link.credit_delay }},
  parameter integer OLDEST_FIRST = {{ oldest_first }},
  parameter integer AGE_BITS = {{ p.age_bits }},
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
  // configuration port: writes routing table entry cfg_addr_i := cfg_data_i
  input  wire           cfg_we_i,
  input  wire [HB-1:0]  cfg_addr_i,
  input  wire [PB-1:0]  cfg_data_i,
  // malformed headers dropped (unknown destination, bad length), saturating
  output wire [15:0]    err_count_o
);
  localparam integer PLAST_I = P - 1;
  localparam [PB-1:0] PLAST = PLAST_I[PB-1:0];
  localparam [LB-1:0] LEN_ONE = 1;

  // ---- routing table: entry d (output port of destination d) at route_q[d*PB +: PB] ----
  reg [N*PB-1:0] route_q, route_d;
  integer r;
  always @* begin
    route_d = route_q;
    for (r = 0; r < N; r = r + 1) begin
      if (cfg_we_i && (cfg_addr_i == r[HB-1:0])) begin
        route_d[r*PB +: PB] = cfg_data_i;
      end
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      route_q <= ROUTE_INIT;
    end else begin
      route_q <= route_d;
    end
  end

  // ---- input units ----
  wire [P*HB-1:0] rx_dst;
  wire [P*PB-1:0] rx_route;
  wire [P-1:0] req_valid;
  wire [P*PB-1:0] req_out;
  wire [P*LB-1:0] req_len;
  wire [P*AGE_BITS-1:0] req_age;
  wire [P-1:0] in_grant;
  wire [P-1:0] tx_valid;
  wire [P*W-1:0] tx_data;
  wire [P-1:0] err;
  reg [P-1:0] out_busy_q, out_busy_d;
  reg [P*CB-1:0] credits_q, credits_d;

  genvar i;
  generate
    for (i = 0; i < P; i = i + 1) begin : g_input
      wire [HB-1:0] dst = rx_dst[i*HB +: HB];
      assign rx_route[i*PB +: PB] = ({{ "{{" }}(32-HB){1'b0}}, dst} < N) ? route_q[dst*PB +: PB] : {PB{1'b0}};
      sg_input_unit #(
        .P(P), .PB(PB), .W(W), .B(B), .N(N), .HB(HB), .LB(LB), .CB(CB), .NQ(NQ), .QB(QB),
        .VOQ(VOQ), .MAXLEN(MAXLEN), .LEN_LSB(LEN_LSB), .DST_LSB(DST_LSB),
        .CREDIT_DELAY(CREDIT_DELAY), .OLDEST_FIRST(OLDEST_FIRST), .AGE_BITS(AGE_BITS)
      ) input_unit (
        .clk_i        (clk_i),
        .rst_ni       (rst_ni),
        .in_valid_i   (in_valid_i[i]),
        .in_data_i    (in_data_i[i*W +: W]),
        .credit_o     (in_credit_o[i]),
        .rx_dst_o     (rx_dst[i*HB +: HB]),
        .rx_route_i   (rx_route[i*PB +: PB]),
        .out_busy_i   (out_busy_q),
        .out_credits_i(credits_q),
        .req_valid_o  (req_valid[i]),
        .req_out_o    (req_out[i*PB +: PB]),
        .req_len_o    (req_len[i*LB +: LB]),
        .req_age_o    (req_age[i*AGE_BITS +: AGE_BITS]),
        .grant_i      (in_grant[i]),
        .tx_valid_o   (tx_valid[i]),
        .tx_data_o    (tx_data[i*W +: W]),
        .err_o        (err[i])
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
  reg [P*PB-1:0] owner_q, owner_d;
  reg [P*LB-1:0] rem_q, rem_d;
  reg [P*PB-1:0] ptr_q, ptr_d;
  reg [P-1:0] out_valid_q, out_valid_d;
  reg [P*W-1:0] out_data_q;
  wire [P*W-1:0] out_data_d;
  reg [P*PB-1:0] xbar_sel;  // input connected to each output this cycle
  wire [P*P-1:0] gnt;      // gnt[o*P + i]: output o grants input i
  wire [P*PB-1:0] gnt_idx;
  wire [P-1:0] gnt_valid;

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
      sg_rr_arbiter #(.N(P), .IW(PB)) out_arb (
        .req_i  (cands & {P{!out_busy_q[o]}}),
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

  integer x;
  always @* begin
    owner_d = owner_q;
    rem_d = rem_q;
    ptr_d = ptr_q;
    out_busy_d = out_busy_q;
    credits_d = credits_q;
    out_valid_d = {P{1'b0}};
    xbar_sel = {P*PB{1'b0}};
    for (x = 0; x < P; x = x + 1) begin
      if (out_busy_q[x]) begin
        if (tx_valid[owner_q[x*PB +: PB]]) begin
          out_valid_d[x] = 1'b1;
          xbar_sel[x*PB +: PB] = owner_q[x*PB +: PB];
          rem_d[x*LB +: LB] = rem_q[x*LB +: LB] - LEN_ONE;
          if (rem_q[x*LB +: LB] == LEN_ONE) begin
            out_busy_d[x] = 1'b0;
          end
        end
      end else if (gnt_valid[x]) begin
        out_valid_d[x] = 1'b1;
        xbar_sel[x*PB +: PB] = gnt_idx[x*PB +: PB];
        credits_d[x*CB +: CB] = credits_d[x*CB +: CB]
                                - req_len_cb[gnt_idx[x*PB +: PB]*CB +: CB];
        if (req_len[gnt_idx[x*PB +: PB]*LB +: LB] != LEN_ONE) begin
          out_busy_d[x] = 1'b1;
          owner_d[x*PB +: PB] = gnt_idx[x*PB +: PB];
          rem_d[x*LB +: LB] = req_len[gnt_idx[x*PB +: PB]*LB +: LB] - LEN_ONE;
        end
        ptr_d[x*PB +: PB] = (gnt_idx[x*PB +: PB] == PLAST) ? {PB{1'b0}}
                            : gnt_idx[x*PB +: PB] + 1'b1;
      end
      if (out_credit_i[x]) begin
        credits_d[x*CB +: CB] = credits_d[x*CB +: CB] + 1'b1;
      end
    end
  end

  sg_crossbar #(.P(P), .PB(PB), .W(W)) crossbar (
    .in_data_i (tx_data),
    .sel_i     (xbar_sel),
    .en_i      (out_valid_d),
    .out_data_o(out_data_d)
  );

  // ---- malformed-header counter ----
  reg [15:0] err_count_q, err_count_d;
  integer e;
  always @* begin
    err_count_d = err_count_q;
    for (e = 0; e < P; e = e + 1) begin
      if (err[e] && (err_count_d != 16'hffff)) begin
        err_count_d = err_count_d + 16'd1;
      end
    end
  end

  localparam integer B_I = B;
  localparam [CB-1:0] CREDITS_INIT = B_I[CB-1:0];
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      owner_q <= {P*PB{1'b0}};
      rem_q <= {P*LB{1'b0}};
      ptr_q <= {P*PB{1'b0}};
      out_busy_q <= {P{1'b0}};
      credits_q <= {P{CREDITS_INIT}};
      out_valid_q <= {P{1'b0}};
      out_data_q <= {P*W{1'b0}};
      err_count_q <= 16'd0;
    end else begin
      owner_q <= owner_d;
      rem_q <= rem_d;
      ptr_q <= ptr_d;
      out_busy_q <= out_busy_d;
      credits_q <= credits_d;
      out_valid_q <= out_valid_d;
      out_data_q <= out_data_d;
      err_count_q <= err_count_d;
    end
  end

  assign out_valid_o = out_valid_q;
  assign out_data_o = out_data_q;
  assign err_count_o = err_count_q;
endmodule

`default_nettype wire
