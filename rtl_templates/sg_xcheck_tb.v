{{ header }}
// X check (switchgen lint): reset the network, hold every input idle, and read every status
// register of every switch once; at each cycle after reset no output of the network or of any
// switch may be X or Z. The status address is broadcast to every switch, so each cycle samples
// one address of all of them (each switch's stat_data below) and the walk takes one pass over
// the addresses, while the network's read mux (stat_data_o) visits every switch in turn.
// Prints "XCHECK PASS" or one "XCHECK X" line per X sample and
// "XCHECK FAIL". Icarus: iverilog -g2012 -s sg_xcheck_tb -o xcheck.vvp tb/sg_xcheck_tb.v
// <the files of switchgen.f>; vvp -n xcheck.vvp
module sg_xcheck_tb;
  localparam integer N = {{ p.hosts }};
  localparam integer W = {{ p.cfg.switch.flit_bits }};
  localparam integer NS = {{ switches.len() }};
  localparam integer SWB = {{ switch_bits }};
  localparam integer SAB = {{ p.stat_addr_bits }};
  // every status address of every switch (one pass, or more for the mux to visit every switch),
  // then a few idle cycles
  localparam integer WALK = ((1 << SAB) > NS) ? (1 << SAB) : NS;
  localparam integer CYCLES = WALK + 16;

  reg clk = 1'b0;
  reg rst_n = 1'b0;
  reg [SWB-1:0] sw = {SWB{1'b0}};
  reg [SAB-1:0] addr = {SAB{1'b0}};
  wire [N-1:0] host_in_credit;
  wire [N-1:0] host_out_valid;
  wire [N*W-1:0] host_out_data;
  wire [NS-1:0] switch_err;
  wire [31:0] stat_data;
  wire [NS*{{ p.fullbuf_bits }}-1:0] switch_fullbuf;{% if egress %}
  // CIOQ: link cycles as docs/MICROARCHITECTURE.md "CIOQ switches" (speedup {{ p.speedup.name() }}), from the first after reset
  reg [1:0] phase = 2'd0;
  wire link_en = {% if p.speedup.code() == 2 %}(phase == 2'd0){% else if p.speedup.code() == 3 %}(phase != 2'd2){% else %}1'b1{% endif %};{% endif %}

  sg_network dut (
    .clk_i            (clk),
    .rst_ni           (rst_n),
    .host_in_valid_i  ({N{1'b0}}),
    .host_in_data_i   ({(N*W){1'b0}}),
    .host_in_credit_o (host_in_credit),
    .host_out_valid_o (host_out_valid),
    .host_out_data_o  (host_out_data),
    .host_out_credit_i({N{1'b0}}),{% if p.vcs > 1 %}
    .host_out_credit_vc_i({{ p.hosts * p.vc_bits }}'d0),
    .host_in_credit_vc_o(),{% endif %}
    .switch_err_o     (switch_err),
    .stat_switch_i    (sw),
    .stat_addr_i      (addr),
    .stat_data_o      (stat_data),
    .switch_fullbuf_o (switch_fullbuf){% if egress %},
    .link_en_i        (link_en){% endif %}
  );

  always #5 clk = ~clk;

  integer cyc;
  integer bad;
  task automatic sample(input [8*40-1:0] what, input value_has_x);
    begin
      if (value_has_x) begin
        bad = bad + 1;
        if (bad <= 20) begin
          $display("XCHECK X: %0s at cycle %0d after reset", what, cyc);
        end
      end
    end
  endtask

  initial begin
    bad = 0;
    cyc = 0;
    repeat (4) @(posedge clk);
    @(negedge clk);
    rst_n = 1'b1;
    for (cyc = 0; cyc < CYCLES; cyc = cyc + 1) begin
      @(negedge clk);
      sample("network outputs", ^{host_in_credit, host_out_valid, host_out_data, switch_err, stat_data, switch_fullbuf} === 1'bx);
{%- for s in switches %}
      sample("{{ s.name }} out_valid/out_data", ^{dut.{{ s.name }}_out_valid, dut.{{ s.name }}_out_data} === 1'bx);
      sample("{{ s.name }} in_credit/in_fb/out_fw", ^{dut.{{ s.name }}_in_credit, dut.{{ s.name }}_in_fb, dut.{{ s.name }}_out_fw} === 1'bx);
      sample("{{ s.name }} err_count/stat_data", ^{dut.{{ s.name }}_err_count, dut.{{ s.name }}_stat_data} === 1'bx);
      sample("{{ s.name }} mon/cam", ^{dut.{{ s.name }}_mon, dut.{{ s.name }}_cam} === 1'bx);{% if egress %}
      sample("{{ s.name }} egr", ^dut.{{ s.name }}_egr === 1'bx);{% endif %}
{%- endfor %}
      sw = cyc % NS;
      addr = cyc % (1 << SAB);{% if egress %}
      phase = (phase == {% if p.speedup.code() == 3 %}2'd2{% else %}2'd1{% endif %}) ? 2'd0 : phase + 2'd1;{% endif %}
    end
    if (bad == 0) begin
      $display("XCHECK PASS: %0d cycles after reset, %0d switches, every status register read", CYCLES, NS);
    end else begin
      $display("XCHECK FAIL: %0d X samples", bad);
    end
    $finish;
  end
endmodule
