//! `switchgen`: generate input-queued switch RTL with congestion management, simulate the golden
//! model, and co-simulate the RTL against it under Verilator. `main` only dispatches; one file per
//! subcommand under `cmd/`.

mod cli;
mod cmd;
mod experiment;
mod junit;
mod plot;
mod report;
mod sweep;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    // A reader that closes our stdout early (`switchgen params | head`) ends the process quietly,
    // as it does any Unix tool, instead of a panic in println! (Rust ignores SIGPIPE by default).
    // SAFETY: called first in main, before any thread is started; SIG_DFL is a valid handler.
    #[cfg(unix)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = cli::Cli::parse();
    // Tools (Verilator, yosys, nextpnr) run in process groups of their own; this stops them when
    // switchgen is interrupted or killed with SIGTERM.
    if let Err(e) = switchgen_cosim::child::install_interrupt_handler() {
        eprintln!("warning: no interrupt handler ({e}): an interrupted run may leave its tools running");
    }
    match cmd::run(cli) {
        Ok(code) => code,
        Err(e) => {
            if let Some(c) = e.downcast_ref::<switchgen_config::ConfigError>() {
                eprintln!("error: {c}");
                return ExitCode::from(2);
            }
            if let Some(u) = e.downcast_ref::<cmd::UsageError>() {
                eprintln!("error: {u}");
                return ExitCode::from(2);
            }
            eprintln!("error: {e}");
            for cause in e.chain().skip(1) {
                eprintln!("  caused by: {cause}");
            }
            ExitCode::from(1)
        }
    }
}
