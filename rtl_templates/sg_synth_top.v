{{ header }}
`default_nettype none

// Synthesis wrappers of `switchgen synth` (docs/FPGA.md), not part of the generated IP.
//
// sg_synth_core: the switch with every functional port (links, credits, control channel, leaf
// levels, configuration port, error count, status read port) gathered into one input and one
// output vector. The co-simulation monitors mon_o and cam_o are left open, so synthesis removes
// the logic that only they read; `switchgen synth` reports the resources of this module.
//
// sg_synth_top: what place and route sees. Every input of the core is a flip-flop of a shift
// chain fed from one pin (si_i) and every output of the core is captured into a shift register
// (load_i loads it, otherwise it shifts out on so_o), so no core input or output is an I/O pin,
// nothing is constant (synthesis cannot fold the routing table or any input away), and every
// core output is observed. The chains add IN_BITS + OUT_BITS flip-flops and OUT_BITS LUTs
// (counted in the place-and-route utilization, not in the core's resources); their paths are one
// LUT long, so the critical path is the core's.
module sg_synth_core #(
  parameter integer IN_BITS = {{ in_bits }},
  parameter integer OUT_BITS = {{ out_bits }}
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  input  wire [IN_BITS-1:0]  in_i,
  output wire [OUT_BITS-1:0] out_o
);
  wire [{{ p.ports - 1 }}:0] in_credit, out_valid;
  wire [{{ p.ports * p.cfg.switch.flit_bits - 1 }}:0] out_data;
  wire [{{ p.ports * fb_width - 1 }}:0] in_fb;
  wire [{{ p.ports * fb_lines - 1 }}:0] out_fw;
  wire [15:0] err_count;
  wire [31:0] stat_data;
  wire [{{ mon_bits - 1 }}:0] unused_mon;
  wire [{{ cam_bits - 1 }}:0] unused_cam;{% if p.vcs > 1 %}
  wire [{{ p.ports * p.vc_bits - 1 }}:0] in_credit_vc;
  wire [{{ p.ports * p.vcs * 64 - 1 }}:0] unused_vc;{% endif %}{% if egress %}
  wire [{{ p.ports * 64 - 1 }}:0] unused_egr;{% endif %}

  sg_switch #(
    .ROUTE_INIT({{ route_init }}){% if p.adaptive %},
    .AMASK_INIT({{ amask_init }}){% endif %}
  ) u_switch (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
{%- for port in inputs %}
    .{{ port.name }}({{ port.range }}),
{%- endfor %}
    .in_credit_o (in_credit),
    .out_valid_o (out_valid),
    .out_data_o  (out_data),
    .in_fb_o     (in_fb),
    .out_fw_o    (out_fw),
    .err_count_o (err_count),
    .stat_data_o (stat_data),
    .mon_o       (unused_mon),
    .cam_o       (unused_cam){% if p.vcs > 1 %},
    .in_credit_vc_o(in_credit_vc),
    .vc_o        (unused_vc){% endif %}{% if egress %},
    .egr_o       (unused_egr){% endif %}
  );
  assign out_o = {{ "{" }}{% if p.vcs > 1 %}in_credit_vc, {% endif %}stat_data, err_count, out_fw, in_fb, out_data, out_valid, in_credit};
endmodule

module sg_synth_top (
  input  wire clk_i,
  input  wire rst_ni,
  input  wire si_i,
  input  wire load_i,
  output wire so_o
);
  localparam integer IN_BITS = {{ in_bits }};
  localparam integer OUT_BITS = {{ out_bits }};
  reg [IN_BITS-1:0] in_q = {IN_BITS{1'b0}};
  reg [OUT_BITS-1:0] out_q = {OUT_BITS{1'b0}};
  wire [OUT_BITS-1:0] out_w;
  always @(posedge clk_i) begin
    in_q <= {in_q[IN_BITS-2:0], si_i};
    out_q <= load_i ? out_w : {out_q[OUT_BITS-2:0], 1'b0};
  end
  sg_synth_core u_core (
    .clk_i (clk_i),
    .rst_ni(rst_ni),
    .in_i  (in_q),
    .out_o (out_w)
  );
  assign so_o = out_q[OUT_BITS-1];
endmodule

`default_nettype wire
