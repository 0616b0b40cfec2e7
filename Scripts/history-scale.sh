#!/usr/bin/env bash
# The history at scale (docs/history.md#at-scale): a made-up history shaped like a team's,
# COMMITS commits × RUNNERS runners of a `make bench` run's rows (`framelab history synthesize`),
# on SQLite and, where PostgreSQL's server binaries are installed, on a PostgreSQL server started
# here; then each command people run, timed whole (process start, git and all) with its peak
# memory (`--changes` searched in full, then as kept, then after one more run, and in full again
# after `framelab history prune --apply`; `--html` searched, then kept), and the disk each engine
# takes, before and after the prune.
#
#   Scripts/history-scale.sh [COMMITS] [RUNNERS]        (default: 1000 commits, 1 runner)
#
# FRAMELAB (default: this checkout's release build), TEMPLATE (default: docs/run) and
# SCALE_FOLDER (default: a new temporary folder, kept) may be set.
set -euo pipefail
commits=${1:-1000}
runners=${2:-1}
root=$(cd "$(dirname "$0")/.." && pwd)
framelab=${FRAMELAB:-$(cd "$root" && swift build -c release --show-bin-path)/framelab}
template=$(cd "${TEMPLATE:-$root/docs/run}" && pwd)
folder=${SCALE_FOLDER:-$(mktemp -d /tmp/history-scale.XXXXXX)}
mkdir -p "$folder"
# PostgreSQL's server runs as its own user, who must reach the folder (mktemp makes it private).
chmod go+rx "$folder"
say() { printf '%s\n' "$*" >&2; }

# Runs a command in the repository; prints its wall time in seconds and peak memory in MB.
measure() {
    local label=$1
    shift
    python3 - "$label" "$@" <<'PYTHON'
import resource, subprocess, sys, time
label, command = sys.argv[1], sys.argv[2:]
start = time.monotonic()
result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
seconds = time.monotonic() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
if result.returncode != 0:
    sys.exit(f"{label}: exit {result.returncode}: {result.stderr.strip()}")
print(f"| {label} | {seconds:.3f} s | {peak:.0f} MB |")
PYTHON
}

# A repository of COMMITS empty commits, whose first-parent chain orders the history.
repository=$folder/repository
if [ ! -d "$repository/.git" ]; then
    say "making a repository of $commits commits"
    git init -q "$repository"
    python3 - "$commits" <<'PYTHON' | (cd "$repository" && git fast-import --quiet)
import sys
for index in range(int(sys.argv[1])):
    message = f"Commit {index}\n"
    print("commit refs/heads/main")
    print(f"mark :{index + 1}")
    print(f"committer Lab <lab@example.com> {1_700_000_000 + index * 3600} +0000")
    print(f"data {len(message.encode())}\n{message}", end="")
    print(f"from :{index}\n" if index else "")
PYTHON
    git -C "$repository" symbolic-ref HEAD refs/heads/main
fi
cd "$repository"
# One series: the template's first optimized row (its scenario, size and rate).
read -r scenario items refresh_hz < <(awk -F, 'NR > 1 && $2 == "optimized" { print $1, $3, $4; exit }' \
    "$template/summary.csv")

# After a fill: PostgreSQL's autovacuum marks recorded rows all-visible within a minute, after
# which a series is read from its index alone; done at once, so that the reads timed next are a
# team's steady state, not the minute after thousands of runs landed at once.
settle() {
    local engine=$1
    shift
    if [ "$engine" = postgresql ]; then psql "${@: -1}" -q -c "VACUUM ANALYZE"; fi
}

# Every measurement of one engine, whose history is named by the arguments after it.
measure_engine() {
    local engine=$1
    shift
    say "$engine: recording $((commits * runners)) runs"
    measure "$engine: record $((commits * runners)) runs" \
        "$framelab" history synthesize --template "$template" --commits "$commits" --runners "$runners" "$@"
    settle "$engine" "$@"
    measure "$engine: one series" \
        "$framelab" history --scenario "$scenario" --items "$items" --refresh-hz "$refresh_hz" --metric p50_ms \
        --runner synthetic-runner-1 "$@"
    measure "$engine: --changes, one runner" \
        "$framelab" history --changes --search-again --runner synthetic-runner-1 "$@"
    measure "$engine: --changes, every runner" "$framelab" history --changes --search-again "$@"
    measure "$engine: --changes, every runner, kept" "$framelab" history --changes "$@"
    measure "$engine: --html, searched" "$framelab" history --html "$folder/html-$engine" "$@"
    measure "$engine: --html, kept" "$framelab" history --html "$folder/html-$engine" "$@"
    # One more run of a new commit, as a team's next run is: a run of a commit already measured
    # would be placed among the runs searched before, and every search would start again.
    git -c user.name=Lab -c user.email=lab@example.com commit -q --allow-empty -m "One more ($engine)"
    measure "$engine: record one more run" \
        "$framelab" history synthesize --template "$template" --commits 1 --runners 1 "$@"
    measure "$engine: --changes, every runner, after it" "$framelab" history --changes "$@"
    measure "$engine: prune (dry run)" "$framelab" history prune "$@"
}

# A gate run per commit on the first runner, then the learning windows its next gate run reads.
measure_gate() {
    local engine=$1
    shift
    say "$engine: recording $commits gate runs"
    measure "$engine: record $commits gate runs" \
        "$framelab" history synthesize --template "$template" --commits "$commits" --kind gate "$@"
    settle "$engine" "$@"
    measure "$engine: learning windows" "$framelab" history windows --runner synthetic-runner-1 "$@"
}

echo "| what | wall time | peak memory |"
echo "|---|---|---|"
measure_engine sqlite --database "$folder/history.sqlite"
sqlite_bytes=$(stat -c %s "$folder/history.sqlite")
html_bytes=$(stat -c %s "$folder/html-sqlite/index.html")
measure_gate sqlite --database "$folder/history.sqlite"
sqlite_gate_bytes=$(($(stat -c %s "$folder/history.sqlite") - sqlite_bytes))
measure "sqlite: prune --apply" "$framelab" history prune --apply --database "$folder/history.sqlite"
measure "sqlite: --changes, every runner, after prune" \
    "$framelab" history --changes --search-again --database "$folder/history.sqlite"
sqlite_pruned_bytes=$(stat -c %s "$folder/history.sqlite")

binaries=$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -1 || true)
postgres_bytes=
if [ -n "$binaries" ]; then
    server=$folder/server
    rm -rf "$server"
    mkdir -p "$server"
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    as_server_user=()
    if [ "$(id -u)" -eq 0 ]; then
        chown -R postgres "$server"
        as_server_user=(runuser -u postgres --)
    fi
    "${as_server_user[@]}" "$binaries/initdb" --pgdata "$server/data" --username lab --auth trust --no-sync \
        --encoding UTF8 --locale C > /dev/null
    "${as_server_user[@]}" "$binaries/pg_ctl" --pgdata "$server/data" --log "$server/log" --wait start \
        --options "-p $port -h 127.0.0.1 -k $server -F" > /dev/null
    trap '"${as_server_user[@]}" "$binaries/pg_ctl" --pgdata "$server/data" --mode fast stop > /dev/null 2>&1 || true' EXIT
    psql "postgres://lab@127.0.0.1:$port/postgres" -q -c "CREATE DATABASE framelab"
    url="postgres://lab@127.0.0.1:$port/framelab"
    empty_bytes=$(psql "$url" -At -c "SELECT pg_database_size('framelab')")
    measure_engine postgresql --database "$url"
    postgres_bytes=$(($(psql "$url" -At -c "SELECT pg_database_size('framelab')") - empty_bytes))
    measure_gate postgresql --database "$url"
    postgres_gate_bytes=$(($(psql "$url" -At -c "SELECT pg_database_size('framelab')") - empty_bytes - postgres_bytes))
    measure "postgresql: prune --apply" "$framelab" history prune --apply --database "$url"
    postgres_pruned_bytes=$(($(psql "$url" -At -c "SELECT pg_database_size('framelab')") - empty_bytes))
    measure "postgresql: --changes, every runner, after prune" \
        "$framelab" history --changes --search-again --database "$url"
fi

runs=$((commits * runners + 1))
echo
echo "SQLite: $sqlite_bytes bytes, $((sqlite_bytes / runs)) a run ($runs runs); --html page: $html_bytes bytes"
echo "SQLite, $commits gate runs more: $sqlite_gate_bytes bytes, $((sqlite_gate_bytes / commits)) a gate run"
echo "SQLite after prune --apply: $sqlite_pruned_bytes bytes, $((sqlite_pruned_bytes / (runs + commits))) a run"
if [ -n "$postgres_bytes" ]; then
    echo "PostgreSQL: $postgres_bytes bytes beyond an empty database's, $((postgres_bytes / runs)) a run"
    echo "PostgreSQL, $commits gate runs more: $postgres_gate_bytes bytes, $((postgres_gate_bytes / commits)) a gate run"
    echo "PostgreSQL after prune --apply: $postgres_pruned_bytes bytes, $((postgres_pruned_bytes / (runs + commits))) a run"
fi
say "histories and pages in $folder"
