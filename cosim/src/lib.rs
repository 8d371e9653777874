pub mod verilator;
pub mod lockstep;
