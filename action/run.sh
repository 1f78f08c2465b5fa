#!/usr/bin/env bash
# action/run.sh: the action's conformance run. Builds the command line from the PDC_* inputs (passed through the
# environment, never spliced into the script), runs it, and writes the outputs verdict, exit-code and report-dir,
# the run's summary.md to the job summary, and an annotation on failure. Keys come from CONFORMANCE_API_KEY and
# CONFORMANCE_SECOND_API_KEY in the environment and are never printed.
set -uo pipefail

: "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run inside GitHub Actions, or point it at a file}"
: "${GITHUB_STEP_SUMMARY:?GITHUB_STEP_SUMMARY is not set: run inside GitHub Actions, or point it at a file}"
bin=${PDC_BIN:?PDC_BIN is not set: the install step gives it}

# A key that came from a variable or a file rather than `secrets.*` is not masked yet: mask it before anything runs.
for name in CONFORMANCE_API_KEY CONFORMANCE_SECOND_API_KEY; do
  value=${!name:-}
  if [ -n "$value" ]; then echo "::add-mask::$value"; fi
done

output() { printf '%s=%s\n' "$1" "$2" >>"$GITHUB_OUTPUT"; }
usage_error() {
  echo "::error title=partner-dns-conformance::$1"
  output verdict error
  output exit-code 2
  output report-dir ''
  printf '### Partner DNS conformance: ERROR\n\nThe run did not start: %s\n' "$1" >>"$GITHUB_STEP_SUMMARY"
  exit 2
}

args=(run)
add() { if [ -n "${2:-}" ]; then args+=("$1" "$2"); fi; }
add --base-url "${PDC_BASE_URL:-}"
add --profile "${PDC_PROFILE:-}"
add --seed "${PDC_SEED:-}"
add --only "${PDC_ONLY:-}"
add --skip "${PDC_SKIP:-}"
add --shard "${PDC_SHARD:-}"
add --report "${PDC_REPORTS:-}"
add --fixture-user "${PDC_FIXTURE_USER:-}"
add --foreign-domain-id "${PDC_FOREIGN_DOMAIN_ID:-}"
add --template "${PDC_TEMPLATE:-}"
add --completed-transfer-id "${PDC_COMPLETED_TRANSFER_ID:-}"
add --renew-domain-id "${PDC_RENEW_DOMAIN_ID:-}"
add --core-hourly-quota "${PDC_CORE_HOURLY_QUOTA:-}"
add --timeout-ms "${PDC_TIMEOUT_MS:-}"
add --concurrency "${PDC_CONCURRENCY:-}"
add --expected-failures "${PDC_EXPECTED_FAILURES:-}"
report_dir=${PDC_REPORT_DIR:-reports}
args+=(--report-dir "$report_dir")
case ${PDC_RATE_LIMIT_PROBE:-false} in
  true | 1) args+=(--rate-limit-probe) ;;
  false | 0 | '') ;;
  *) usage_error "rate-limit-probe: expected true or false, got '${PDC_RATE_LIMIT_PROBE}'" ;;
esac
case ${PDC_RENEW_TEN_YEARS:-false} in
  true | 1) args+=(--renew-ten-years) ;;
  false | 0 | '') ;;
  *) usage_error "renew-ten-years: expected true or false, got '${PDC_RENEW_TEN_YEARS}'" ;;
esac
case ${PDC_FAIL_ON_CHECK_FAILURE:-true} in
  true | false) ;;
  *) usage_error "fail-on-check-failure: expected true or false, got '${PDC_FAIL_ON_CHECK_FAILURE}'" ;;
esac

log=$(mktemp)
trap 'rm -f "$log"' EXIT
node "$bin" "${args[@]}" 2>&1 | tee "$log"
code=${PIPESTATUS[0]}

# The run folder is the one this run named (report: <dir>/report.json), not whatever `latest` pointed at before.
report=$(sed -n 's/^report: \(.*report\.json\)$/\1/p' "$log" | tail -n 1)
run_dir=''
verdict=error
if [ -n "$report" ] && [ -f "$report" ]; then
  run_dir=$(dirname "$report")
  verdict=$(node -e 'process.stdout.write(String(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).verdict))' "$report" 2>/dev/null || echo error)
fi
output verdict "$verdict"
output exit-code "$code"
output report-dir "$run_dir"

# GitHub takes at most 1 MiB of summary per step.
limit=1000000
if [ -n "$run_dir" ] && [ -f "$run_dir/summary.md" ]; then
  if [ "$(wc -c <"$run_dir/summary.md")" -gt "$limit" ]; then
    head -c "$limit" "$run_dir/summary.md" >>"$GITHUB_STEP_SUMMARY"
    printf '\n\n(cut at 1 MB: the whole summary is summary.md in %s)\n' "$run_dir" >>"$GITHUB_STEP_SUMMARY"
  else
    cat "$run_dir/summary.md" >>"$GITHUB_STEP_SUMMARY"
  fi
else
  {
    printf '### Partner DNS conformance: ERROR (exit %s)\n\nThe run did not finish:\n\n```\n' "$code"
    tail -n 5 "$log" | sed 's/```/` ` `/g'
    printf '```\n'
  } >>"$GITHUB_STEP_SUMMARY"
fi

case $code in
  0) exit 0 ;;
  1)
    echo "::error title=partner-dns-conformance::verdict FAIL: checks failed against the target (job summary and $run_dir/summary.md)"
    if [ "${PDC_FAIL_ON_CHECK_FAILURE:-true}" = true ]; then exit 1; fi
    exit 0
    ;;
  *)
    echo "::error title=partner-dns-conformance::the run did not finish (exit $code): $(tail -n 1 "$log")"
    exit "$code"
    ;;
esac
