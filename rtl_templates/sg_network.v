{{ header }}
`default_nettype none

// Network top: {{ description }}.
// {{ switches.len() }} switches of {{ p.ports }} ports (sg_switch), {{ p.hosts }} hosts at the boundary.
// Host h: host_in_*[h] is its injection link (flits into the network, credits back to the host),
// host_out_*[h] its ejection link (flits to the host, credits from the host).
module sg_network #(
  parameter integer N = {{ p.hosts }},
  parameter integer W = {{ p.cfg.switch.flit_bits }},
  parameter integer NS = {{ switches.len() }},
  parameter integer FBB = {{ p.fullbuf_bits }}
) (
  input  wire           clk_i,
  input  wire           rst_ni,
  input  wire [N-1:0]   host_in_valid_i,
  input  wire [N*W-1:0] host_in_data_i,
  output wire [N-1:0]   host_in_credit_o,
  output wire [N-1:0]   host_out_valid_o,
  output wire [N*W-1:0] host_out_data_o,
  input  wire [N-1:0]   host_out_credit_i,
{%- if p.vcs > 1 %}
  // virtual channels: the VC of each credit (host h at [h*{{ p.vc_bits }} +: {{ p.vc_bits }}])
  output wire [{{ p.hosts * p.vc_bits - 1 }}:0] host_in_credit_vc_o,
  input  wire [{{ p.hosts * p.vc_bits - 1 }}:0] host_out_credit_vc_i,
{%- endif %}
  // one bit per switch: it has dropped a malformed header
  output wire [NS-1:0]  switch_err_o,
  // status read port (docs/MICROARCHITECTURE.md, "Status registers"): stat_data_o is register
  // stat_addr_i = {port, slot} of switch stat_switch_i, both of the previous cycle
  input  wire [{{ switch_bits - 1 }}:0] stat_switch_i,
  input  wire [{{ p.stat_addr_bits - 1 }}:0] stat_addr_i,
  output wire [31:0]    stat_data_o,
  // full-buffer count of every switch (seed 003 §3; switch s at [s*FBB +: FBB]): what a side
  // band sums for self-tuned throttling
  output wire [NS*FBB-1:0] switch_fullbuf_o{% if egress %},
  // CIOQ (speedup {{ p.speedup.name() }}, docs/MICROARCHITECTURE.md "CIOQ switches"): the cycle is a link cycle;
  // links and hosts move a flit only then. Drive it from a counter started with the first cycle
  // after reset: {% if p.speedup.code() == 2 %}high every other cycle, starting high{% else if p.speedup.code() == 3 %}high two of every three cycles (high, high, low, ...){% else %}always high{% endif %}
  input  wire           link_en_i{% endif %}
);
  localparam integer P = {{ p.ports }};
{% for s in switches %}
  // {{ s.name }}: stage {{ s.stage }}, index {{ s.index }}
  wire [P-1:0]   {{ s.name }}_in_valid;
  wire [P*W-1:0] {{ s.name }}_in_data;
  wire [P-1:0]   {{ s.name }}_in_credit;
  wire [P-1:0]   {{ s.name }}_out_valid;
  wire [P*W-1:0] {{ s.name }}_out_data;
  wire [P-1:0]   {{ s.name }}_out_credit;
  wire [{{ p.ports * p.fb.width - 1 }}:0] {{ s.name }}_in_fb;
  wire [{{ p.ports * p.fb.width - 1 }}:0] {{ s.name }}_out_fb;
  wire [{{ p.ports * p.fb.lines.max(1) - 1 }}:0] {{ s.name }}_in_fw;
  wire [{{ p.ports * p.fb.lines.max(1) - 1 }}:0] {{ s.name }}_out_fw;
  wire [{{ cam_bits - 1 }}:0] {{ s.name }}_cam;
  wire [15:0]    {{ s.name }}_err_count;
  wire [31:0]    {{ s.name }}_stat_data;
  wire [{{ mon_bits - 1 }}:0] {{ s.name }}_mon;
{%- if p.vcs > 1 %}
  wire [{{ p.ports * p.vc_bits - 1 }}:0] {{ s.name }}_in_credit_vc;
  wire [{{ p.ports * p.vc_bits - 1 }}:0] {{ s.name }}_out_credit_vc;
  wire [{{ p.ports * p.vcs * 64 - 1 }}:0] {{ s.name }}_vc;
{%- endif %}
{%- if egress %}
  wire [{{ p.ports * 64 - 1 }}:0] {{ s.name }}_egr;
{%- endif %}
{%- endfor %}

  // ---- links ----
{%- for c in links %}
{%- if !c.dst_valid.is_empty() %}
  assign {{ c.dst_valid }} = {{ c.src_valid }};
  assign {{ c.dst_data }} = {{ c.src_data }};
{%- endif %}
{%- if !c.credit_dst.is_empty() %}
  assign {{ c.credit_dst }} = {{ c.credit_src }};
{%- endif %}
{%- if !c.credit_vc_dst.is_empty() %}
  assign {{ c.credit_vc_dst }} = {{ c.credit_vc_src }};
{%- endif %}
{%- if !c.fb_dst.is_empty() %}
  assign {{ c.fb_dst }} = {{ c.fb_src }};
{%- endif %}
{%- if !c.fw_dst.is_empty() %}
  assign {{ c.fw_dst }} = {{ c.fw_src }};
{%- endif %}
{%- endfor %}
{%- if !open_signals.is_empty() %}

  // ports with nothing attached (e.g. the up ports of the top stage)
  wire unused_open = &{1'b0{% for u in open_signals %}, {{ u }}{% endfor %}};
{%- endif %}

  // ---- switches ----
{%- for s in switches %}
  sg_switch #(
    .ROUTE_INIT({{ s.route_init }}){% if p.adaptive %},
    .AMASK_INIT({{ s.amask_init }}){% endif %}
  ) {{ s.name }} (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  ({{ s.name }}_in_valid),
    .in_data_i   ({{ s.name }}_in_data),
    .in_credit_o ({{ s.name }}_in_credit),
    .out_valid_o ({{ s.name }}_out_valid),
    .out_data_o  ({{ s.name }}_out_data),
    .out_credit_i({{ s.name }}_out_credit),
{%- if p.vcs > 1 %}
    .in_credit_vc_o ({{ s.name }}_in_credit_vc),
    .out_credit_vc_i({{ s.name }}_out_credit_vc),
    .vc_o        ({{ s.name }}_vc),
{%- if p.dateline %}
    .vc_wrap_i   ({{ s.vc_wrap }}),
{%- endif %}
{%- endif %}
    .in_fb_o     ({{ s.name }}_in_fb),
    .out_fb_i    ({{ s.name }}_out_fb),
    .in_fw_i     ({{ s.name }}_in_fw),
    .out_fw_o    ({{ s.name }}_out_fw),
    .cfg_we_i    (1'b0),
    .cfg_addr_i  ({{ p.cfg_addr_bits }}'d0),
    .cfg_data_i  ({{ p.cfg_data_bits }}'d0),
    .err_count_o ({{ s.name }}_err_count),
    .stat_addr_i (stat_addr_i),
    .stat_data_o ({{ s.name }}_stat_data),
    .mon_o       ({{ s.name }}_mon),
    .cam_o       ({{ s.name }}_cam),
    .fullbuf_o   (switch_fullbuf_o[{{ loop.index0 }}*FBB +: FBB]){% if egress %},
    .link_en_i   (link_en_i),
    .egr_o       ({{ s.name }}_egr){% endif %}
  );
  assign switch_err_o[{{ loop.index0 }}] = |{{ s.name }}_err_count;
{%- endfor %}

  // ---- status read port: the selected switch's registered read data ----
  reg [{{ switch_bits - 1 }}:0] stat_sel_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      stat_sel_q <= {{ switch_bits }}'d0;
    end else begin
      stat_sel_q <= stat_switch_i;
    end
  end
  reg [31:0] stat_data;
  always @* begin
    case (stat_sel_q)
{%- for s in switches %}
      {{ switch_bits }}'d{{ loop.index0 }}: stat_data = {{ s.name }}_stat_data;
{%- endfor %}
      default: stat_data = 32'd0;
    endcase
  end
  assign stat_data_o = stat_data;
  // the monitor buses serve co-simulation of single switches; unused here
  wire unused_mon = &{1'b0{% for s in switches %}, {{ s.name }}_mon, {{ s.name }}_cam{% if p.vcs > 1 %}, {{ s.name }}_vc{% endif %}{% if egress %}, {{ s.name }}_egr{% endif %}{% endfor %}};
endmodule

`default_nettype wire
