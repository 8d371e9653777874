//! `switchgen experiment NAME`: the source papers' experiments reproduced on the golden model
//! (the fast network simulator). One file per experiment; this module holds what they share:
//! running independent cases on all cores with one progress bar, and writing the output
//! directory all or nothing.

pub mod ib_two_switch;
pub mod mvcm_hotspot;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Runs `f` on every job, on up to `threads` threads, and returns the results in job order.
/// `f` gets the job and a callback to report progress in simulated cycles; `pb` shows the sum.
pub fn run_parallel<J: Sync, T: Send>(jobs: &[J], threads: usize, pb: &indicatif::ProgressBar, f: impl Fn(&J, &dyn Fn(u64)) -> T + Sync) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<Option<T>>> = Mutex::new((0..jobs.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, jobs.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= jobs.len() {
                    break;
                }
                let r = f(&jobs[i], &|c| pb.inc(c));
                out.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
            });
        }
    });
    out.into_inner().unwrap_or_else(|e| e.into_inner()).into_iter().map(|r| r.expect("every job ran")).collect()
}

/// Worker threads: `--threads`, or every core.
pub fn threads(arg: Option<usize>) -> usize {
    arg.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)).max(1)
}
