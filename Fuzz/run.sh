#!/usr/bin/env bash
# Fuzzes the .strings reader with libFuzzer for $1 seconds (default 600). Crashing or failing inputs are
# written to Fuzz/artifacts/; turn each one into a test in Tests/L10nStringsTests/FuzzRegressionTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-600}"
mkdir -p Fuzz/bin Fuzz/corpus Fuzz/artifacts
# L10nStrings uses the ICU shim (plural rules): build the C files and give swiftc a module map for them.
mkdir -p Fuzz/bin/CICU
cat > Fuzz/bin/CICU/module.modulemap <<MAP
module CICU {
    umbrella header "$(pwd)/Sources/CICU/include/CICU.h"
    export *
}
MAP
for c in Sources/CICU/*.c; do
    cc -O2 -fPIC -I Sources/CICU/include -c "$c" -o "Fuzz/bin/CICU/$(basename "$c" .c).o"
done
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name L10nStrings \
    -I Fuzz/bin/CICU -Xcc -fmodule-map-file=Fuzz/bin/CICU/module.modulemap \
    Sources/L10nStrings/*.swift Fuzz/StringsFuzzTarget.swift Fuzz/bin/CICU/*.o \
    $(pkg-config --libs icu-uc icu-i18n) -o Fuzz/bin/strings-fuzzer
# -detect_leaks=0: Foundation's CFPropertyList leaks its CFError when a "<…" text is not a property list
# (seen in CFErrorCreate under PropertyListSerialization), which is not ours to fix.
# Seed with the real tables when present (the corpus folder also keeps what earlier runs found).
if [ -d ../shared/corpus ]; then
    find ../shared/corpus -name '*.strings' -type f | sort | while read -r f; do
        cp -n "$f" "Fuzz/corpus/$(cksum < "$f" | cut -d' ' -f1).strings" 2>/dev/null || true
    done
fi
ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no Fuzz/bin/strings-fuzzer Fuzz/corpus -max_total_time="$SECONDS_TO_RUN" -timeout=10 -max_len=8192 -detect_leaks=0 \
    -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1
