pub mod child;
pub mod lockstep;
pub mod verilator;
pub mod whole;
