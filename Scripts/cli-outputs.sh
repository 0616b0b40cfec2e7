#!/usr/bin/env bash
# Runs a fixed set of framelab commands (the layout queries on every file in Examples/, `frame`
# on every default scenario, the scenario listings, every --help and a few bad inputs) and keeps
# what each printed and how it exited, one file per command, in OUTPUT_FOLDER. Two builds compared
# with `diff -r` show whether a change moved any answer:
#
#     Scripts/cli-outputs.sh BEFORE/.build/release/framelab /tmp/before
#     Scripts/cli-outputs.sh .build/release/framelab /tmp/after
#     diff -r /tmp/before /tmp/after
#
# Run it from the package root (the commands name Examples/ by relative paths).
set -euo pipefail
if [ $# -ne 2 ]; then
    echo "usage: $0 FRAMELAB OUTPUT_FOLDER" >&2
    exit 2
fi
framelab=$(realpath "$1")
output=$2
if [ -e "$output" ]; then
    echo "$output: already exists; give a new folder" >&2
    exit 2
fi
mkdir -p "$output"
count=0

# Runs framelab with the arguments and records its standard output, standard error and status.
record() {
    count=$((count + 1))
    local name
    name=$(printf '%04d' "$count")
    printf '%s\n' "$*" > "$output/$name.command"
    set +e
    "$framelab" "$@" > "$output/$name.out" 2> "$output/$name.err"
    echo $? > "$output/$name.status"
    set -e
}

implementations="reference cached optimized scalar"
for layout in Examples/display-switcher.json Examples/sections.json; do
    for implementation in $implementations; do
        query=(--implementation "$implementation")
        for state in list grid; do
            record attributes "$layout" "${query[@]}" --state "$state"
            record attributes "$layout" "${query[@]}" --state "$state" --rect 0,100,375,300
        done
        for progress in 0 0.37 1 1.2 -0.1; do
            record attributes "$layout" "${query[@]}" --from list --to grid --progress "$progress"
        done
        record attributes "$layout" "${query[@]}" --from grid --to list --progress 0.5
        record attributes "$layout" "${query[@]}" --from list --to list --progress 0.5
        record attributes "$layout" "${query[@]}" --from list --to grid --progress 0.37 --rect 0,200,375,667
        for point in 50,50 200,300 3,3 100,4000; do
            record hit-test "$layout" "${query[@]}" --state list --point "$point"
            record hit-test "$layout" "${query[@]}" --from list --to grid --progress 0.5 --point "$point"
        done
        for offset in 0,0 0,100 0,10000; do
            record content-offset "$layout" "${query[@]}" --from list --to grid --offset "$offset"
            record content-offset "$layout" "${query[@]}" --from grid --to list --offset "$offset" \
                --mapping anchored --viewport 375,500
        done
    done
done

scenarios=$("$framelab" scenarios | awk '{print $1}')
for scenario in $scenarios Examples/my-switch.json; do
    for implementation in $implementations; do
        for time in 0 0.3 1.1 100; do
            record frame "$scenario" --implementation "$implementation" --time "$time" --items 3000
        done
        record frame "$scenario" --implementation "$implementation" --time 0.45 --refresh-rate 120 --items 2000
    done
    record frame "$scenario" --time 0.2
    record scenarios "$(basename "$scenario" .json)"
done

record scenarios
record --help
record help
for command in attributes frame content-offset hit-test run scenarios compare gate worker count-instructions; do
    record "$command" --help
done

# Bad input: the one-line errors and their statuses.
record attributes no-such-file.json --state list
record attributes Examples/display-switcher.json --state list --rect 1,2,3
record attributes Examples/display-switcher.json --from list --progress 0.5
record attributes Examples/my-switch.json --state list
record hit-test Examples/display-switcher.json --state list --point 1,nan
record content-offset Examples/display-switcher.json --from list --to grid --offset 0,0 --mapping diagonal
record frame no-such-scenario --time 0
record frame list-scroll --time -1
record frame list-scroll --time 0 --refresh-rate 90
record frame Examples/display-switcher.json --time 0
record run --repetitions 0
record run --implementation quantum
record compare /no/such/run /no/such/run
record scenarios no-such-scenario
record gate --items 0
echo "$count commands recorded in $output"
