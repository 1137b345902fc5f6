#!/usr/bin/env bash
# Fuzzes the readers with libFuzzer: `run.sh SECONDS [TARGET …]`, targets `strings` (the .strings reader and
# editor), `storyboard` (the storyboard/xib reader and extractor) and `xliff` (the XLIFF reader and writer),
# each for SECONDS (default 600), one after the other. Crashing or failing inputs are written to
# Fuzz/artifacts/<target>/; turn each one into a test (the checks live in StringsFuzzChecks, IBFuzzChecks
# and XLIFFFuzzChecks, so a test calls them on the input).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-600}"
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=(strings storyboard xliff)
SANITIZE=(-sanitize=fuzzer,address -parse-as-library -O)
mkdir -p Fuzz/bin/CICU Fuzz/bin/modules

# L10nStrings uses the ICU shim (plural rules): build the C files and give swiftc a module map for them.
cat > Fuzz/bin/CICU/module.modulemap <<MAP
module CICU {
    umbrella header "$(pwd)/Sources/CICU/include/CICU.h"
    export *
}
MAP
for c in Sources/CICU/*.c; do
    cc -O2 -fPIC -I Sources/CICU/include -c "$c" -o "Fuzz/bin/CICU/$(basename "$c" .c).o"
done
CICU=(-I Fuzz/bin/CICU -Xcc -fmodule-map-file=Fuzz/bin/CICU/module.modulemap)
LIBS=(Fuzz/bin/CICU/*.o $(pkg-config --libs icu-uc icu-i18n))

build() {
    case "$1" in
    strings|xliff)
        local file=Fuzz/StringsFuzzTarget.swift
        [ "$1" = xliff ] && file=Fuzz/XLIFFFuzzTarget.swift
        swiftc "${SANITIZE[@]}" -module-name L10nStrings "${CICU[@]}" Sources/L10nStrings/*.swift "$file" "${LIBS[@]}" -o "Fuzz/bin/$1-fuzzer"
        ;;
    storyboard)
        # L10nStrings as a library the reader imports, then the reader with the entry point in its module.
        swiftc "${SANITIZE[@]}" -module-name L10nStrings "${CICU[@]}" -emit-module -emit-module-path Fuzz/bin/modules/L10nStrings.swiftmodule \
            -emit-library -static Sources/L10nStrings/*.swift -o Fuzz/bin/libL10nStrings.a
        swiftc "${SANITIZE[@]}" -module-name L10nInterfaceBuilder -I Fuzz/bin/modules "${CICU[@]}" \
            Sources/L10nInterfaceBuilder/*.swift Fuzz/StoryboardFuzzTarget.swift Fuzz/bin/libL10nStrings.a "${LIBS[@]}" -o Fuzz/bin/storyboard-fuzzer
        ;;
    *) echo "unknown fuzz target '$1' (strings, storyboard, xliff)" >&2; exit 2 ;;
    esac
}

# Seeds: the real files of the corpus when present (the corpus folder also keeps what earlier runs found).
seed() {
    local folder="Fuzz/corpus/$1"
    mkdir -p "$folder"
    case "$1" in
    strings) [ -d ../shared/corpus ] && find ../shared/corpus -name '*.strings' -type f | sort | while read -r f; do
                 cp -n "$f" "$folder/$(cksum < "$f" | cut -d' ' -f1).strings" 2>/dev/null || true; done ;;
    storyboard) [ -d ../shared/corpus ] && find ../shared/corpus ../shared/corpus2 \( -name '*.storyboard' -o -name '*.xib' \) -size -48k -type f | sort | while read -r f; do
                 cp -n "$f" "$folder/$(cksum < "$f" | cut -d' ' -f1).xml" 2>/dev/null || true; done ;;
    xliff) cp -n Fuzz/seeds/xliff/*.xliff "$folder/" 2>/dev/null || true ;;
    esac
    # Inputs from the layout before targets had folders.
    if [ "$1" = strings ]; then find Fuzz/corpus -maxdepth 1 -type f -exec mv -n {} "$folder/" \; ; fi
}

for target in "${TARGETS[@]}"; do
    build "$target"
    seed "$target"
    mkdir -p "Fuzz/artifacts/$target"
    # XML targets get more memory: FoundationXML keeps some of every document it fails to parse (about
    # 0.3 KB a run on average here, measured without sanitizers), which is not ours to fix.
    case "$target" in strings) MAX=8192; DICT=(); RSS=2048 ;; *) MAX=65536; DICT=(-dict=Fuzz/xml.dict); RSS=4096 ;; esac
    echo "== fuzzing $target for $SECONDS_TO_RUN s"
    # -detect_leaks=0: Foundation's CFPropertyList leaks its CFError when a "<…" text is not a property list
    # (seen in CFErrorCreate under PropertyListSerialization), which is not ours to fix.
    ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no "Fuzz/bin/$target-fuzzer" "Fuzz/corpus/$target" "${DICT[@]}" \
        -max_total_time="$SECONDS_TO_RUN" -timeout=10 -max_len="$MAX" -rss_limit_mb="$RSS" -detect_leaks=0 \
        -artifact_prefix="Fuzz/artifacts/$target/" -print_final_stats=1
done
