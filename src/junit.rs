//! JUnit XML results (`--junit FILE` of `cosim` and `sweep`), so that CI systems show each run or
//! sweep point as a test case. Written with `quick-junit`, atomically (a temporary file renamed).

use std::path::Path;
use std::time::Duration;

/// One test case: a co-simulation run or a sweep point.
pub struct Case {
    pub name: String,
    pub classname: String,
    /// Wall time of the run in seconds (0 when it did not run now).
    pub seconds: f64,
    /// Why it failed (a divergence, a model error); None: passed.
    pub failure: Option<String>,
    /// Free text for the case's system-out (e.g. "finished in an earlier run").
    pub note: Option<String>,
}

/// Writes `cases` as one test suite `suite` of a JUnit report to `path`. Errors: serialization or
/// I/O (naming the file).
pub fn write(path: &Path, suite: &str, cases: &[Case]) -> anyhow::Result<()> {
    use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};
    let mut s = TestSuite::new(suite);
    let mut total = 0.0;
    for c in cases {
        let status = match &c.failure {
            None => TestCaseStatus::success(),
            Some(why) => {
                let mut st = TestCaseStatus::non_success(NonSuccessKind::Failure);
                st.set_message(why.lines().next().unwrap_or_default().to_string());
                st.set_description(why.clone());
                st
            }
        };
        let mut tc = TestCase::new(c.name.clone(), status);
        tc.set_classname(c.classname.clone());
        tc.set_time(Duration::from_secs_f64(c.seconds.max(0.0)));
        if let Some(n) = &c.note {
            tc.set_system_out(n.clone());
        }
        total += c.seconds.max(0.0);
        s.add_test_case(tc);
    }
    s.set_time(Duration::from_secs_f64(total));
    let mut r = Report::new("switchgen");
    r.add_test_suite(s);
    let xml = r.to_string().map_err(|e| anyhow::anyhow!("JUnit report: {e}"))?;
    crate::report::write_file_atomic(path, xml.as_bytes())
}
