{{ header }}
`default_nettype none

// Co-simulation wrapper: sg_switch with one port per link signal, so that the Verilator harness
// drives each link as a scalar. Only wires; the routing table is written through cfg_* after reset.
module sg_switch_cosim (
  input  wire        clk_i,
  input  wire        rst_ni,
{%- for i in ports %}
  input  wire        in{{ i }}_valid_i,
  input  wire [{{ w1 }}:0] in{{ i }}_data_i,
{%- if p.vcs > 1 %}
  // virtual channels: {VC, credit}
  output wire [{{ p.vc_bits }}:0] in{{ i }}_credit_o,
{%- else %}
  output wire        in{{ i }}_credit_o,
{%- endif %}
  output wire        out{{ i }}_valid_o,
  output wire [{{ w1 }}:0] out{{ i }}_data_o,
{%- if p.vcs > 1 %}
  input  wire [{{ p.vc_bits }}:0] out{{ i }}_credit_i,
{%- else %}
  input  wire        out{{ i }}_credit_i,
{%- endif %}
  output wire [{{ p.fb.width - 1 }}:0] in{{ i }}_fb_o,
  input  wire [{{ p.fb.width - 1 }}:0] out{{ i }}_fb_i,
  input  wire [{{ fw_bits - 1 }}:0] in{{ i }}_fw_i,
  output wire [{{ fw_bits - 1 }}:0] out{{ i }}_fw_o,
{%- endfor %}
  input  wire        cfg_we_i,
  input  wire [{{ p.cfg_addr_bits - 1 }}:0] cfg_addr_i,
  input  wire [{{ p.cfg_data_bits - 1 }}:0] cfg_data_i,
  output wire [15:0] err_count_o,
  input  wire [{{ p.stat_addr_bits - 1 }}:0] stat_addr_i,
  output wire [31:0] stat_data_o,
  output wire [{{ mon_bits - 1 }}:0] mon_o,
  output wire [{{ cam_bits - 1 }}:0] cam_o,
  output wire [{{ p.fullbuf_bits - 1 }}:0] fullbuf_o{% if p.vcs > 1 %},
  output wire [{{ p.ports * p.vcs * 64 - 1 }}:0] vc_o{% if p.dateline %},
  input  wire [{{ p.ports - 1 }}:0] vc_wrap_i{% endif %}{% endif %}{% if egress %},
  input  wire        link_en_i,
  output wire [{{ p.ports * 64 - 1 }}:0] egr_o{% endif %}
);
  sg_switch dut (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  ({ {% for i in ports_rev %}in{{ i }}_valid_i{% if !loop.last %}, {% endif %}{% endfor %} }),
    .in_data_i   ({ {% for i in ports_rev %}in{{ i }}_data_i{% if !loop.last %}, {% endif %}{% endfor %} }),
{%- if p.vcs > 1 %}
    .in_credit_o ({ {% for i in ports_rev %}in{{ i }}_credit_o[0]{% if !loop.last %}, {% endif %}{% endfor %} }),
    .in_credit_vc_o({ {% for i in ports_rev %}in{{ i }}_credit_o[{{ p.vc_bits }}:1]{% if !loop.last %}, {% endif %}{% endfor %} }),
    .out_credit_vc_i({ {% for i in ports_rev %}out{{ i }}_credit_i[{{ p.vc_bits }}:1]{% if !loop.last %}, {% endif %}{% endfor %} }),
    .vc_o        (vc_o),{% if p.dateline %}
    .vc_wrap_i   (vc_wrap_i),{% endif %}
{%- else %}
    .in_credit_o ({ {% for i in ports_rev %}in{{ i }}_credit_o{% if !loop.last %}, {% endif %}{% endfor %} }),
{%- endif %}
    .out_valid_o ({ {% for i in ports_rev %}out{{ i }}_valid_o{% if !loop.last %}, {% endif %}{% endfor %} }),
    .out_data_o  ({ {% for i in ports_rev %}out{{ i }}_data_o{% if !loop.last %}, {% endif %}{% endfor %} }),
    .out_credit_i({ {% for i in ports_rev %}out{{ i }}_credit_i{% if p.vcs > 1 %}[0]{% endif %}{% if !loop.last %}, {% endif %}{% endfor %} }),
    .in_fb_o     ({ {% for i in ports_rev %}in{{ i }}_fb_o{% if !loop.last %}, {% endif %}{% endfor %} }),
    .out_fb_i    ({ {% for i in ports_rev %}out{{ i }}_fb_i{% if !loop.last %}, {% endif %}{% endfor %} }),
    .in_fw_i     ({ {% for i in ports_rev %}in{{ i }}_fw_i{% if !loop.last %}, {% endif %}{% endfor %} }),
    .out_fw_o    ({ {% for i in ports_rev %}out{{ i }}_fw_o{% if !loop.last %}, {% endif %}{% endfor %} }),
    .cfg_we_i    (cfg_we_i),
    .cfg_addr_i  (cfg_addr_i),
    .cfg_data_i  (cfg_data_i),
    .err_count_o (err_count_o),
    .stat_addr_i (stat_addr_i),
    .stat_data_o (stat_data_o),
    .mon_o       (mon_o),
    .cam_o       (cam_o),
    .fullbuf_o   (fullbuf_o){% if egress %},
    .link_en_i   (link_en_i),
    .egr_o       (egr_o){% endif %}
  );
endmodule

`default_nettype wire
