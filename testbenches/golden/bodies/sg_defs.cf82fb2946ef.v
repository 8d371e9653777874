// Named constants of the generated RTL (docs/MICROARCHITECTURE.md): mode codes of the
// MARKING / QSEL / KEY parameters, status slots and CAM monitor fields, written from the Rust
// types the model and the co-simulation use. Listed first in switchgen.f; every module that
// uses them also includes this file when it is compiled on its own.
`ifndef SG_DEFS_V
`define SG_DEFS_V
`define SG_MARKING_NONE       0  // none
`define SG_MARKING_NAIVE      1  // naive
`define SG_MARKING_IPM        2  // ipm
`define SG_MARKING_OPM        3  // opm
`define SG_MARKING_MVPM       4  // mvpm
`define SG_QSEL_FIFO          0  // fifo
`define SG_QSEL_VOQ_SW        1  // voq_sw
`define SG_QSEL_VOQ_NET       2  // voq_net
`define SG_QSEL_CAM           3  // fbicm, recn
`define SG_KEY_FBICM          0  // fbicm (or no CAM lines)
`define SG_KEY_RECN_BASIC     1  // recn basic
`define SG_KEY_RECN_ENHANCED  2  // recn enhanced
`define SG_STAT_CNT1          0  // status slot
`define SG_STAT_CNT2          1  // status slot
`define SG_STAT_MARKED        2  // status slot
`define SG_STAT_FULL_EVENTS   3  // status slot
`define SG_STAT_MB_MARKED     4  // status slot
`define SG_STAT_VB_VALIDATED  5  // status slot
`define SG_STAT_OCCUPANCY     6  // status slot
`define SG_STAT_ACTIVE_QUEUES 7  // status slot
`define SG_STAT_USED          8  // status slots in use per port
`define SG_MON_ACTIVE         0  // CAM monitor word bit
`define SG_MON_STOP           1  // CAM monitor word bit
`define SG_MON_RC             2  // CAM monitor word bit
`define SG_MON_SENT_STOP      3  // CAM monitor word bit
`define SG_MON_NOTIFIED       4  // CAM monitor word bit
`define SG_MON_PORT_LSB       8  // CAM monitor word bit
`define SG_MON_HOPS_LSB       16  // CAM monitor word bit
`define SG_MON_NEXT_LSB       24  // CAM monitor word bit
`define SG_MON_ROUTE_LSB      24  // CAM monitor word bit
`define SG_MON_SET_LSB        32  // CAM monitor word bit
`define SG_MON_WAIT_ON_LSB    40  // CAM monitor word bit
`define SG_MON_FLITS_LSB      48  // CAM monitor word bit
`define SG_HOP_BITS           4  // HopsToReach field bits
`define SG_RAM_LUT            0  // lutram
`define SG_RAM_BLOCK          1  // bram
`define SG_EGR_COUNT_LSB      0  // egress monitor word bit
`define SG_EGR_REM_LSB        16  // egress monitor word bit
`define SG_EGR_SENDING        24  // egress monitor word bit
`define SG_EGR_CREDITS_LSB    32  // egress monitor word bit
`define SG_EGR_SPACE_LSB      48  // egress monitor word bit
`define SG_EGR_RDQ_LSB        25  // egress monitor word bit
`define SG_MON_EG_HEADERS_LSB 8  // CAM monitor word bit (egress line)
`define SG_MON_EG_WAIT_LSB    24  // CAM monitor word bit (egress line)
`define SG_MON_EHOLD          5  // CAM monitor word bit (input line: held by the egress-SAQ bound)
`define SG_MON_EHOLD_N_LSB    32  // CAM monitor word bit (word 0: normal / detection queues held)
`endif  // SG_DEFS_V
