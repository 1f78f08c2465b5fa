#!/usr/bin/env bash
# bench/results/mutation-reports/merge.sh: the merged figures of bench/results/mutation.md's latest round, from the reports kept here.
#   bash bench/results/mutation-reports/merge.sh   (from the project root, in a git clone; writes reports/mutation-merged/summary.md)
# The plain whole-reference run of round 6 (r7-full) and the narrowed and variant-aware runs, each mutant once with the status the merge
# prefers (mutation/summary.ts). Every report is first moved onto the working tree's sources (shift-since.mjs from the commit whose reference
# it was made on; a mutant of a changed line is left out, a later run measures it); and the lines a later run re-measured after a check
# was narrowed to what the spec states are left out of every earlier run (drop-lines.mjs), so no kill of the stricter check outlives it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# MERGE_KEEP=dir keeps the moved reports there (to classify what the summary lists: .scratch tools, mutation/summary.ts).
if [[ -n "${MERGE_KEEP:-}" ]]; then tmp=$MERGE_KEEP; mkdir -p "$tmp"; else tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT; fi
SUPERSEDED=(reference/shapes.ts:93-93 reference/variants.ts:357-363 reference/response-form.ts:94-94 reference/rate-limit.ts:71-85)
AT_2A727CF=(v0 hourly hourly2 hourly3 r5-hb r5-new r5-st r5-va r5-vb r5-w7 r5-w7b r6a r6c r6e)
AT_85CCDB8=(r7a r7c r7-full)
SUPERSEDING_AT_85CCDB8=(r7x r7e r7h r7hb)
AT_9AEF1D5=(r7u r7p r7s r7q)
merged=()
for r in "${AT_2A727CF[@]}" "${AT_85CCDB8[@]}" "${SUPERSEDING_AT_85CCDB8[@]}" "${AT_9AEF1D5[@]}"; do gunzip -c "$here/$r.json.gz" > "$tmp/$r.0.json"; done
# The runs of rounds 4 and 5 stand on the reference of 2a727cf, where round 5 merged them; 908d6df changed response-form.ts after them.
earlier() { node "$here/shift-since.mjs" "$tmp/$1.0.json" "$tmp/$1.1.json" "$2"; node "$here/drop-lines.mjs" "$tmp/$1.1.json" "$tmp/$1.json" "${SUPERSEDED[@]}"; merged+=("$tmp/$1.json"); }
for r in "${AT_2A727CF[@]}"; do earlier "$r" 2a727cf; done
for r in "${AT_85CCDB8[@]}"; do earlier "$r" 85ccdb8; done
for r in "${SUPERSEDING_AT_85CCDB8[@]}"; do node "$here/shift-since.mjs" "$tmp/$r.0.json" "$tmp/$r.json" 85ccdb8; merged+=("$tmp/$r.json"); done
for r in "${AT_9AEF1D5[@]}"; do node "$here/shift-since.mjs" "$tmp/$r.0.json" "$tmp/$r.json" 9aef1d5; merged+=("$tmp/$r.json"); done
MUTATION_REPORT_DIR="${MUTATION_REPORT_DIR:-reports/mutation-merged}" npx tsx mutation/summary.ts "${merged[@]}"
