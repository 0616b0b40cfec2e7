#!/usr/bin/env bash
# Counts, with callgrind, the instructions of every function the kernels run, function by function
# (demangled), so that two builds can be compared:
#
#   - the regression gate's kernel workloads (`framelab count-instructions`, the optimized kernel,
#     under the gate's exact options: simulated caches, deterministic hashing, symbols bound at
#     load, only the measured run collected);
#   - `framelab frame` on switch-list-to-grid and carousel-select with each kernel (reference,
#     cached, optimized, scalar), the whole process counted.
#
# One file per run in OUTPUT_FOLDER: `<run>.functions` (inclusive instructions, function), sorted
# by function name, and `<run>.total`. Compare two folders' kernel functions with
#
#     diff <(grep -E 'SIMDLayout|CachedLayout|ReferenceLayout' A/x.functions) \
#          <(grep -E 'SIMDLayout|CachedLayout|ReferenceLayout' B/x.functions)
#
# Takes a few minutes (valgrind runs ~50 times slower than the program).
set -euo pipefail
if [ $# -ne 2 ]; then
    echo "usage: $0 FRAMELAB OUTPUT_FOLDER" >&2
    exit 2
fi
output=$2
if [ -e "$output" ]; then
    echo "$output: already exists; give a new folder" >&2
    exit 2
fi
mkdir -p "$output"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 Swift writes; the symbol table is enough to name functions.
cp "$1" "$work/framelab"
strip --strip-debug "$work/framelab"
export SWIFT_DETERMINISTIC_HASHING=1 LD_BIND_NOW=1

# The function lines of callgrind_annotate's output "  1,234 (12.3%)  file:symbol [object]" as
# "1234 demangled-symbol", sorted by symbol, without the total or the object's path (the
# temporary copy's differs between runs).
functions() {
    grep -E '^ *[0-9,]+ +\([0-9. ]+%\) +.*:' "$1" \
        | sed -E -e 's/^ *([0-9,]+) +\([0-9. ]+%\) +[^:]*:/\1 /' -e 's/ \[[^]]*\]$//' | tr -d , \
        | swift demangle | sort -k2
}

# Runs callgrind with the options after the run's name, then annotates its output per function.
count() {
    local name=$1
    shift
    echo "$name …" >&2
    valgrind --tool=callgrind --vgdb=no --cache-sim=yes --I1=32768,8,64 --D1=32768,8,64 --LL=8388608,16,64 \
        --callgrind-out-file="$work/$name.callgrind" "$@" > /dev/null 2> "$work/$name.err"
    callgrind_annotate --inclusive=no --threshold=100 "$work/$name.callgrind" > "$work/$name.self"
    callgrind_annotate --inclusive=yes --threshold=100 "$work/$name.callgrind" > "$work/$name.inclusive"
    awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }' "$work/$name.self" > "$output/$name.total"
    functions "$work/$name.self" > "$output/$name.self"
    functions "$work/$name.inclusive" > "$output/$name.inclusive"
}

for subject in prepare:10000 prepare:1000000 visible-interpolation:10000 full-interpolation:10000 \
    rect-query:10000 hit-test:10000; do
    kernel=${subject%:*}
    items=${subject#*:}
    count "gate-$kernel-$items" --collect-atstart=no "$work/framelab" count-instructions \
        --kernel "$kernel" --items "$items"
done
for scenario in switch-list-to-grid carousel-select; do
    for implementation in reference cached optimized scalar; do
        count "frame-$scenario-$implementation" "$work/framelab" frame "$scenario" \
            --implementation "$implementation" --time 0.25 --items 5000
    done
done
echo "counted in $output" >&2
