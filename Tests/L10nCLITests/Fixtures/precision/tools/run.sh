#!/bin/bash
# run.sh BIN OUTDIR: `verify` at the root of every repo slice of ../shared/corpus and ../shared/corpus2, as
# PrecisionTests runs it (all languages, each document's own device), one JSON report per repo in OUTDIR.
set -e
here=$(cd "$(dirname "$0")" && pwd)
shared=$(cd "$here/../../../../../../shared" && pwd)
BIN=$(realpath "$1"); OUT=$(realpath -m "$2"); mkdir -p "$OUT"
ls -d "$shared"/corpus/*/ "$shared"/corpus2/*/ | while read -r d; do
  echo "$d $(basename "$(dirname "$d")") $(basename "$d")"
done | xargs -P 2 -L 1 bash -c 'cd "$0" && "'"$BIN"'" verify --project "$0" --format json --fail-on never -q > "'"$OUT"'/$1__$2.json" 2> "'"$OUT"'/$1__$2.err"'
