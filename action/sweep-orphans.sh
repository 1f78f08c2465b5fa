#!/usr/bin/env bash
# action/sweep-orphans.sh: the action's step for a cancelled job (`if: cancelled()`). A GitHub cancel sends SIGINT,
# SIGTERM 7.5 s later and SIGKILL 2.5 s after that: a run waiting on a spent §8 window cannot finish its cleanup, and
# the workspace (its ledger with it) is thrown away after the job. This step runs in between: `sweep --orphans` deletes
# what the cancelled run's ledger names (its process is gone, so its run.lock no longer holds it), then what runs over
# their deadline left under the keys with no ledger at all; a live run on the same keys is never touched. Keys come from
# CONFORMANCE_API_KEY and CONFORMANCE_SECOND_API_KEY in the environment and are never printed.
set -uo pipefail

bin=${PDC_BIN:?PDC_BIN is not set: the install step gives it}
if [ -z "${PDC_BASE_URL:-}" ]; then
  echo "embedded reference: it ended with the run, nothing to sweep"
  exit 0
fi
for name in CONFORMANCE_API_KEY CONFORMANCE_SECOND_API_KEY; do
  value=${!name:-}
  if [ -n "$value" ]; then echo "::add-mask::$value"; fi
done

args=(sweep --orphans --base-url "$PDC_BASE_URL" --report-dir "${PDC_REPORT_DIR:-reports}")
if [ -n "${PDC_FIXTURE_USER:-}" ]; then args+=(--fixture-user "$PDC_FIXTURE_USER"); fi
if [ -n "${PDC_FOREIGN_DOMAIN_ID:-}" ]; then args+=(--foreign-domain-id "$PDC_FOREIGN_DOMAIN_ID"); fi
node "$bin" "${args[@]}"
code=$?
if [ "$code" -ne 0 ]; then
  echo "::warning title=partner-dns-conformance::the sweep after the cancel left something on the target (exit $code): the next run on these keys deletes it once its run is past its deadline"
fi
exit "$code"
