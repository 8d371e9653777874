//! External tools that stop when switchgen stops.
//!
//! Verilator (and the `make` and compilers it starts), yosys and nextpnr run for minutes. Killed by
//! `kill PID`, a CI timeout or a closed terminal, switchgen used to exit alone and leave them running,
//! still writing into its work directories. Every tool is therefore started here, in a process
//! group of its own, and recorded while it runs; [`install_interrupt_handler`] makes SIGINT, SIGTERM
//! and SIGHUP kill every recorded group (SIGTERM to the group: the tool and everything it started)
//! and exit with status 130. Outputs are written under temporary names and renamed when complete,
//! so an interrupted run leaves nothing that looks finished.
//!
//! A co-simulation registers itself with [`track_cycles`] and reports each compared cycle with
//! [`cycle_done`], so an interrupted `cosim` says where it stopped
//! (`interrupted: cosim stopped at cycle 4096 of 1000000 ...`) before exiting with 130.
//!
//! A tool's own process group also means a terminal's Ctrl-C no longer reaches it directly: the
//! handler is what stops it, so commands that start tools must install the handler (the CLI does,
//! first thing in `main`).

use std::io;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// Process-group ids (= the tools' PIDs) of the tools running now.
static GROUPS: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// Temporary directories to remove when interrupted (see [`remove_on_interrupt`]).
static TEMP_DIRS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The run whose cycles [`cycle_done`] counts: what it is and how many cycles it was to run.
static RUN: Mutex<Option<(String, u64)>> = Mutex::new(None);

/// Cycles the tracked run has completed (compared), set by [`cycle_done`].
static CYCLES_DONE: AtomicU64 = AtomicU64::new(0);

/// Exit status after an interrupting signal (128 + SIGINT, what shells report for Ctrl-C).
pub const INTERRUPTED_EXIT: i32 = 130;

/// A running tool, in its own process group; forgotten (not killed) when dropped.
pub struct Tool {
    child: Child,
    _group: Recorded,
}

/// A recorded process group, forgotten when dropped.
struct Recorded(u32);

impl Drop for Recorded {
    fn drop(&mut self) {
        GROUPS.lock().unwrap_or_else(|p| p.into_inner()).retain(|&g| g != self.0);
    }
}

/// Starts `cmd` in a new process group and records it.
fn spawn_recorded(cmd: &mut Command) -> io::Result<(Child, Recorded)> {
    use std::os::unix::process::CommandExt;
    cmd.process_group(0);
    // Spawn under the lock: the handler either sees this group or runs before it exists.
    let mut groups = GROUPS.lock().unwrap_or_else(|p| p.into_inner());
    let child = cmd.spawn()?;
    let id = child.id();
    groups.push(id);
    Ok((child, Recorded(id)))
}

impl Tool {
    /// Starts `cmd` in a new process group and records the group until this value is dropped.
    ///
    /// Errors: what [`Command::spawn`] returns (tool not found, not executable).
    pub fn spawn(cmd: &mut Command) -> io::Result<Tool> {
        let (child, group) = spawn_recorded(cmd)?;
        Ok(Tool { child, _group: group })
    }

    /// [`Child::try_wait`] of the tool.
    pub fn try_wait(&mut self) -> io::Result<Option<ExitStatus>> {
        self.child.try_wait()
    }

    /// [`Child::wait`] of the tool.
    pub fn wait(&mut self) -> io::Result<ExitStatus> {
        self.child.wait()
    }

    /// Kills the tool's whole process group (SIGKILL) and reaps the tool.
    pub fn kill(&mut self) {
        kill_group(self.child.id(), libc::SIGKILL);
        let _ = self.child.wait();
    }
}

fn kill_group(pgid: u32, sig: libc::c_int) {
    if let Ok(p) = libc::pid_t::try_from(pgid) {
        if p > 0 {
            // SAFETY: kill(2) with a negative pid signals a process group; no memory is touched.
            unsafe {
                libc::kill(-p, sig);
            }
        }
    }
}

/// `cmd.output()` with the tool in its own, recorded process group (stdin null, stdout and stderr
/// piped).
///
/// Errors: what [`Command::spawn`] or waiting returns.
pub fn output(cmd: &mut Command) -> io::Result<Output> {
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let (child, _group) = spawn_recorded(cmd)?;
    child.wait_with_output()
}

/// `cmd.status()` with the tool in its own, recorded process group (stdio as set on `cmd`).
///
/// Errors: what [`Command::spawn`] or waiting returns.
pub fn status(cmd: &mut Command) -> io::Result<ExitStatus> {
    Tool::spawn(cmd)?.wait()
}

/// Records `dir`, a temporary directory of this run, for the interrupt handler to remove (after
/// stopping the tools that write into it) until the returned guard is dropped.
pub fn remove_on_interrupt(dir: PathBuf) -> TempDirGuard {
    TEMP_DIRS.lock().unwrap_or_else(|p| p.into_inner()).push(dir.clone());
    TempDirGuard(dir)
}

/// Keeps a directory on the interrupt handler's list; see [`remove_on_interrupt`].
pub struct TempDirGuard(PathBuf);

impl Drop for TempDirGuard {
    fn drop(&mut self) {
        TEMP_DIRS.lock().unwrap_or_else(|p| p.into_inner()).retain(|d| d != &self.0);
    }
}

/// Makes the interrupt handler report the cycle `what` (e.g. `cosim`) stopped at, out of
/// `total`, until the returned guard is dropped. The count starts at 0; the run calls
/// [`cycle_done`] after each cycle.
pub fn track_cycles(what: &str, total: u64) -> CycleGuard {
    CYCLES_DONE.store(0, Ordering::Relaxed);
    *RUN.lock().unwrap_or_else(|p| p.into_inner()) = Some((what.to_string(), total));
    CycleGuard(())
}

/// `cycles` cycles of the tracked run (see [`track_cycles`]) are complete. One relaxed atomic
/// store: cheap enough for every cycle of a co-simulation, tracked or not.
#[inline]
pub fn cycle_done(cycles: u64) {
    CYCLES_DONE.store(cycles, Ordering::Relaxed);
}

/// Keeps a run tracked; see [`track_cycles`].
pub struct CycleGuard(());

impl Drop for CycleGuard {
    fn drop(&mut self) {
        *RUN.lock().unwrap_or_else(|p| p.into_inner()) = None;
    }
}

/// The interrupt handler's line about the tracked run, if one is tracked.
fn interrupted_run() -> Option<String> {
    let run = RUN.lock().unwrap_or_else(|p| p.into_inner());
    let (what, total) = run.as_ref()?;
    let c = CYCLES_DONE.load(Ordering::Relaxed);
    Some(format!("interrupted: {what} stopped at cycle {c} of {total} ({c} cycles compared, no divergence)"))
}

/// Installs the handler of SIGINT, SIGTERM and SIGHUP: SIGTERM to every running tool's process
/// group, removal of the directories of [`remove_on_interrupt`], a line with the cycle a tracked
/// run ([`track_cycles`]) stopped at, then exit with [`INTERRUPTED_EXIT`]. Call once, before any tool starts; a second call
/// does nothing.
///
/// Errors: the handler could not be installed (another one is; the `ctrlc` crate's error).
pub fn install_interrupt_handler() -> Result<(), ctrlc::Error> {
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    let mut result = Ok(());
    INSTALLED.call_once(|| {
        result = ctrlc::set_handler(|| {
            let groups = GROUPS.lock().unwrap_or_else(|p| p.into_inner());
            for &g in groups.iter() {
                kill_group(g, libc::SIGTERM);
            }
            if !groups.is_empty() {
                eprintln!("\ninterrupted: stopped {} running tool(s)", groups.len());
            }
            if let Some(line) = interrupted_run() {
                eprintln!("{}{line}", if groups.is_empty() { "\n" } else { "" });
            }
            let dirs = TEMP_DIRS.lock().unwrap_or_else(|p| p.into_inner());
            if !dirs.is_empty() {
                // let the tools die before their directory goes, so none writes into it after
                std::thread::sleep(std::time::Duration::from_millis(200));
                for d in dirs.iter() {
                    let _ = std::fs::remove_dir_all(d);
                }
            }
            std::process::exit(INTERRUPTED_EXIT);
        });
    });
    result
}
