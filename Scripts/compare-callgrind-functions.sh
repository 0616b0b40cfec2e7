#!/usr/bin/env bash
# Compares two folders written by Scripts/callgrind-functions.sh (two builds of framelab): for every
# run, the own instructions of each function of the kernel modules (SIMDLayout, CachedLayout,
# ReferenceLayout, SwitchLayout), which are the verdict; for the gate's workloads, whose counts are
# deterministic, also their inclusive counts (callees such as libc's memcmp included, whose count
# depends on the addresses it compares) and totals, reported when they move. Exits 1 when a kernel
# function's own count moved.
set -euo pipefail
if [ $# -ne 2 ]; then
    echo "usage: $0 BEFORE_FOLDER AFTER_FOLDER" >&2
    exit 2
fi
kernels='^[0-9]+ (.* of )?(SIMDLayout|CachedLayout|ReferenceLayout|SwitchLayout)\.'
status=0
for before in "$1"/*.self; do
    run=$(basename "$before" .self)
    own=$(diff <(grep -E "$kernels" "$before") <(grep -E "$kernels" "$2/$run.self") || true)
    inclusive=""
    total="whole process, total not compared"
    if [[ $run == gate-* ]]; then
        inclusive=$(diff <(grep -E "$kernels" "$1/$run.inclusive") <(grep -E "$kernels" "$2/$run.inclusive") || true)
        total="total $(cat "$1/$run.total") → $(cat "$2/$run.total")"
    fi
    if [ -z "$own" ]; then
        echo "$run: $(grep -cE "$kernels" "$before") kernel functions, own instructions identical ($total)"
    else
        echo "$run: KERNEL FUNCTIONS DIFFER ($total)"
        echo "$own" | sed 's/^/    /'
        status=1
    fi
    if [ -n "$inclusive" ]; then
        echo "    inclusive counts moved (their callees' instructions):"
        echo "$inclusive" | grep '^[<>]' | sed 's/^/      /'
    fi
done
exit $status
