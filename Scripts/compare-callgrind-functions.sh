#!/usr/bin/env bash
# Compares two folders written by Scripts/callgrind-functions.sh (two builds of framelab): for every
# run, the own instructions of each function of the kernel modules (SIMDLayout, CachedLayout,
# ReferenceLayout, SwitchLayout); for the gate's workloads, whose counts are deterministic, also
# their inclusive counts and totals. Prints each run's verdict and every line that differs; exits
# 1 when a kernel function's count moved.
set -euo pipefail
if [ $# -ne 2 ]; then
    echo "usage: $0 BEFORE_FOLDER AFTER_FOLDER" >&2
    exit 2
fi
kernels='^[0-9]+ (.* of )?(SIMDLayout|CachedLayout|ReferenceLayout|SwitchLayout)\.'
status=0
for before in "$1"/*.self; do
    run=$(basename "$before" .self)
    after="$2/$run.self"
    differences=$(diff <(grep -E "$kernels" "$before") <(grep -E "$kernels" "$after") || true)
    if [[ $run == gate-* ]]; then
        differences+=$(diff <(grep -E "$kernels" "$1/$run.inclusive") <(grep -E "$kernels" "$2/$run.inclusive") || true)
        total="total $(cat "$1/$run.total") → $(cat "$2/$run.total")"
    else
        total="whole process, total not compared"
    fi
    if [ -z "$differences" ]; then
        echo "$run: $(grep -cE "$kernels" "$before") kernel functions, identical ($total)"
    else
        echo "$run: DIFFERENT ($total)"
        echo "$differences" | sed 's/^/    /'
        status=1
    fi
done
exit $status
