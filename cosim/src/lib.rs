pub mod child;
pub mod verilator;
pub mod lockstep;
pub mod whole;
