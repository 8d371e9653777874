rtl/sg_defs.v
rtl/sg_fifo.v
rtl/sg_mqueue.v
rtl/sg_rr_arbiter.v
rtl/sg_crossbar.v
rtl/sg_input_unit.v
rtl/sg_switch.v
rtl/sg_network.v
