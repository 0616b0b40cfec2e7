#!/usr/bin/env bash
# A team's CI played on this machine (`make ci-simulation`; not part of `make test`): what docs/ci.md
# claims, shown end to end.
#
# - a bare "origin" repository cloned from this checkout's HEAD, and a developer's full clone that
#   pushes commits to it in groups of 1 to 3;
# - a PostgreSQL server of its own on loopback, with TLS (a certificate authority made here) and a
#   password: every job's FRAMELAB_DATABASE_URL says sslmode=verify-full and carries the password;
# - for the last commit of each group a job (reruns and the nightly run of a commit are jobs too):
#   a fresh depth-1 clone (`git clone --depth 1 file://…`) in a new folder, running
#   `framelab gate --require-history` on a reduced workload ($GATE_OPTIONS). Jobs share one build
#   folder per set of build flags, outside their clones, as `framelab bisect` does: a builder clone
#   at a fixed path checks the job's commit out and `swift build`s it, so only what changed is
#   rebuilt; the job runs that framelab in its own clone;
# - the story: baselines for the reduced gate; 6 jobs; a commit that changes the build flags and
#   re-records the baselines with `framelab gate --update` (what `make gate-update` runs); 6 jobs;
#   one job built with other flags than its commit's baselines (a runner image upgraded); a commit
#   that makes an optimized kernel about 1.4 times slower; 5 jobs after it, one a rerun.
#
# Then it checks what must hold (each failure is printed; the exit status is 1 if any), prints
# `framelab history --changes` from a depth-1 clone and from the full clone and diffs them, looks
# for the password in every file the jobs wrote, in the history's rows and in its export, and
# prints the total time and the history's size. Everything stays in SIMULATION_FOLDER (default: a
# new folder under /tmp), which it prints; the server is stopped at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
repository=$(pwd)
folder=${SIMULATION_FOLDER:-$(mktemp -d /tmp/framelab-ci-simulation.XXXXXX)}
mkdir -p "$folder"
folder=$(realpath "$folder")
GATE_OPTIONS=${GATE_OPTIONS:-"--scenario switch-list-to-grid --items 3000 --instruction-items 2000 \
--large-instruction-items 200000 --worst-frame-items 5000 --repetitions 5 --worst-frame-repetitions 2"}
failures=0

say() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
fail() {
    say "FAILED: $*"
    failures=$((failures + 1))
}

# --- The server: PostgreSQL on loopback, TLS on, a password ---------------------------------------
say "simulation folder: $folder"
server=$folder/server
mkdir -p "$server"
password="pw-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
binaries=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout "$server/ca.key" \
    -out "$server/ca.crt" -days 2 -subj "/CN=simulation CA" 2> /dev/null
openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout "$server/server.key" \
    -out "$server/server.csr" -subj "/CN=127.0.0.1" 2> /dev/null
echo "subjectAltName=IP:127.0.0.1" > "$server/server.ext"
openssl x509 -req -in "$server/server.csr" -CA "$server/ca.crt" -CAkey "$server/ca.key" -CAcreateserial \
    -out "$server/server.crt" -days 2 -extfile "$server/server.ext" 2> /dev/null
printf '%s' "$password" > "$server/password"
chmod 600 "$server/server.key"
as_server_user=()
if [ "$(id -u)" -eq 0 ]; then
    chown -R postgres "$server"
    as_server_user=(runuser -u postgres --)
fi
"${as_server_user[@]}" "$binaries/initdb" --pgdata "$server/data" --username lab --pwfile "$server/password" \
    --auth scram-sha-256 --no-sync --encoding UTF8 --locale C > /dev/null
rm "$server/password"
"${as_server_user[@]}" "$binaries/pg_ctl" --pgdata "$server/data" --log "$server/log" --wait start --options \
    "-p $port -h 127.0.0.1 -k $server -F -c ssl=on -c ssl_cert_file=$server/server.crt -c ssl_key_file=$server/server.key" \
    > /dev/null
stop_server() { "${as_server_user[@]}" "$binaries/pg_ctl" --pgdata "$server/data" --mode fast stop > /dev/null 2>&1 || true; }
trap stop_server EXIT
admin_url="postgres://lab:$password@127.0.0.1:$port/postgres?sslmode=verify-full&sslrootcert=$server/ca.crt"
psql "$admin_url" -q -c "CREATE DATABASE framelab"
export FRAMELAB_DATABASE_URL="postgres://lab:$password@127.0.0.1:$port/framelab?sslmode=verify-full&sslrootcert=$server/ca.crt"
export FRAMELAB_RUNNER=simulation-runner GITHUB_REF_NAME=main
say "PostgreSQL with TLS on 127.0.0.1:$port"

# --- The repositories -----------------------------------------------------------------------------
git clone -q --bare "$repository" "$folder/origin.git"
git clone -q "file://$folder/origin.git" "$folder/developer"
developer=$folder/developer
git -C "$developer" config user.name "Simulated developer"
git -C "$developer" config user.email developer@example.com

# Builds framelab at `commit` with the build flags `flags` in the builder of those flags; prints its
# path.
build() {
    local commit=$1 flags=$2 builder
    builder=$folder/builders/$(printf '%s' "$flags" | md5sum | cut -c1-8)
    [ -d "$builder" ] || git clone -q "file://$folder/origin.git" "$builder"
    git -C "$builder" fetch -q origin
    git -C "$builder" checkout -q --detach "$commit"
    # shellcheck disable=SC2086
    swift build -c release --product framelab --package-path "$builder" $flags > "$builder.log" 2>&1 \
        || { tail -20 "$builder.log" >&2; exit 1; }
    echo "$builder/.build/release/framelab"
}

flags=""
record_flags="swift build -c release"
commits=0
# Makes `count` commits in the developer's clone (the last with `subject`) and pushes them together.
push_commits() {
    local count=$1 subject=${2:-}
    for _ in $(seq "$count"); do
        commits=$((commits + 1))
        echo "$commits" > "$developer/simulation-commit.txt"
        git -C "$developer" add simulation-commit.txt
        git -C "$developer" commit -q -m "Simulation: commit $commits"
    done
    [ -z "$subject" ] || git -C "$developer" commit -q --amend -m "$subject"
    git -C "$developer" push -q origin HEAD:main
}

jobs=0
# A job for origin's main as it is now: a fresh depth-1 clone, framelab built from its commit with
# `job_flags` (the commit's flags unless given), the gate with the required history. Leaves its
# status in $status and its folder in $job.
run_job() {
    local job_flags=${1-$flags} job_record_flags=${2:-$record_flags} framelab sha
    jobs=$((jobs + 1))
    job=$folder/jobs/$jobs
    git clone -q --depth 1 "file://$folder/origin.git" "$job"
    sha=$(git -C "$job" rev-parse HEAD)
    framelab=$(build "$sha" "$job_flags")
    set +e
    # shellcheck disable=SC2086
    (cd "$job" && "$framelab" gate --require-history --build-flags "$job_record_flags" $GATE_OPTIONS) \
        > "$job.out" 2> "$job.err"
    status=$?
    set -e
    say "job $jobs at ${sha:0:7} ($(git -C "$job" log -1 --format=%s)): exit $status; $(head -1 "$job.out")"
}

# Re-records the reduced gate's baselines in the developer's clone with `framelab gate --update`
# and commits them with `subject` (and whatever else the clone has staged), then pushes.
rebaseline() {
    local subject=$1 framelab
    git -C "$developer" push -q origin HEAD:main
    framelab=$(build "$(git -C "$developer" rev-parse HEAD)" "$flags")
    # shellcheck disable=SC2086
    (cd "$developer" && "$framelab" gate --update --build-flags "$record_flags" --database \
        "$developer/results/local.sqlite" $GATE_OPTIONS) > "$folder/rebaseline-$commits.out" 2>&1 \
        || { tail -20 "$folder/rebaseline-$commits.out" >&2; exit 1; }
    git -C "$developer" add results/baselines
    git -C "$developer" commit -q -m "$subject"
    git -C "$developer" push -q origin HEAD:main
    say "rebaselined: $subject"
}

# --- The story ------------------------------------------------------------------------------------
say "baselines of the reduced gate (builds framelab: minutes)"
rebaseline "Simulation: baselines of the reduced gate"

# The first job has no history yet: it records without --require-history.
jobs=$((jobs + 1))
job=$folder/jobs/$jobs
git clone -q --depth 1 "file://$folder/origin.git" "$job"
framelab=$(build "$(git -C "$job" rev-parse HEAD)" "$flags")
# shellcheck disable=SC2086
(cd "$job" && "$framelab" gate --build-flags "$record_flags" $GATE_OPTIONS) > "$job.out" 2> "$job.err" \
    || fail "job $jobs (the first) did not pass"
say "job $jobs: the first, creating the history: $(head -1 "$job.out")"

for group in 1 2 3 1 2; do
    push_commits "$group"
    run_job
    [ "$status" -eq 0 ] || fail "job $jobs failed before the slowdown: $(head -3 "$job.out")"
done
# A rerun of the last job's commit: a job too.
run_job
[ "$status" -eq 0 ] || fail "job $jobs (a rerun) failed before the slowdown"
grep -h "speedup rows have" "$folder"/jobs/*.err | tail -1 | sed 's/^/    /'
grep -q "1 of 1 speedup rows have 5+ gate runs" "$job.err" || fail "the learning window did not judge job $jobs"

say "a commit that changes the build flags, re-baselined"
sed -i 's/^RELEASE_BUILD := $(strip $(SWIFT) build -c release $(CPU_FLAGS))$/RELEASE_BUILD := $(strip $(SWIFT) build -c release -Xswiftc -enforce-exclusivity=unchecked $(CPU_FLAGS))/' \
    "$developer/Makefile"
grep -q enforce-exclusivity "$developer/Makefile" || { echo "the Makefile's RELEASE_BUILD line moved" >&2; exit 1; }
git -C "$developer" add Makefile
git -C "$developer" commit -q -m "Simulation: build with -enforce-exclusivity=unchecked"
flags="-Xswiftc -enforce-exclusivity=unchecked"
record_flags="swift build -c release -Xswiftc -enforce-exclusivity=unchecked"
rebaseline "Simulation: baselines for -enforce-exclusivity=unchecked"
for group in 1 3 1 2 1 1; do
    push_commits "$group"
    run_job
    [ "$status" -eq 0 ] || fail "job $jobs failed after the flag change: $(head -3 "$job.out")"
done

say "a job on a runner image whose build flags are not the commit's"
push_commits 1
run_job "-Xswiftc -target-cpu -Xswiftc nehalem" "swift build -c release -Xswiftc -target-cpu -Xswiftc nehalem"
other_flags_job=$job
if [ "$status" -ne 2 ] || [ "$(wc -l < "$job.err" | tr -d ' ')" -eq 0 ]; then
    fail "the job with other flags exited $status"
fi
sed 's/^/    /' "$job.err" | grep "error:" || true

say "a commit that makes an optimized kernel about 1.4 times slower"
python3 - "$developer/Sources/SIMDLayout/LayoutMoment+Queries.swift" << 'EOF'
import sys
path = sys.argv[1]
text = open(path).read()
anchor = "        attributes.removeAll(keepingCapacity: true)\n        guard !rect.isEmpty else { return }\n"
assert text.count(anchor) == 1, "the query's first lines moved"
slower = anchor + (
    "        // Simulation: a one-point strip at the query's top asked first, then dropped.\n"
    "        if rect.size.height > 5 {\n"
    "            let top = Rect(origin: rect.origin, size: Size(width: rect.size.width, height: 1))\n"
    "            layoutAttributesForElements(in: top, into: &attributes)\n"
    "            attributes.removeAll(keepingCapacity: true)\n"
    "        }\n")
open(path, "w").write(text.replace(anchor, slower))
EOF
git -C "$developer" add Sources/SIMDLayout
git -C "$developer" commit -q -m "Simulation: the visible interpolation asks a strip of its rect first"
git -C "$developer" push -q origin HEAD:main
slowdown=$(git -C "$developer" rev-parse HEAD)
run_job
slowdown_job=$job
[ "$status" -eq 1 ] || fail "the slowdown's job exited $status, not 1"
run_job  # the job rerun
[ "$status" -eq 1 ] || fail "the slowdown's rerun exited $status, not 1"
for group in 2 1 1 1; do
    push_commits "$group"
    run_job
done
sed -n '1,12p' "$slowdown_job/results/latest/gate.md" | sed 's/^/    /'
grep -q "functions whose inclusive instructions grew" "$slowdown_job/results/latest/gate.md" \
    || fail "the slowdown's gate.md names no function"

# --- What the history says ------------------------------------------------------------------------
say "framelab history --changes, from a depth-1 clone and from the full clone"
git -C "$developer" pull -q --ff-only origin main
git clone -q --depth 1 "file://$folder/origin.git" "$folder/reader"
framelab=$(build "$(git -C "$folder/reader" rev-parse HEAD)" "$flags")
(cd "$folder/reader" && "$framelab" history --changes --kind gate --csv) > "$folder/changes-shallow.csv" \
    2> "$folder/changes-shallow.err"
(cd "$developer" && "$framelab" history --changes --kind gate --csv) > "$folder/changes-full.csv" \
    2> "$folder/changes-full.err"
if diff "$folder/changes-full.csv" "$folder/changes-shallow.csv" > /dev/null; then
    say "the two --changes are the same: $(($(wc -l < "$folder/changes-full.csv") - 1)) change points"
else
    fail "--changes differs between the depth-1 and the full clone"
    diff "$folder/changes-full.csv" "$folder/changes-shallow.csv" | head -20
fi
sed 's/^/    /' "$folder/changes-shallow.err"
(cd "$folder/reader" && "$framelab" history --changes --kind gate) 2> /dev/null | sed 's/^/    /' | head -30
elsewhere=$(tail -n +2 "$folder/changes-full.csv" | grep -v ",$slowdown," | grep -c . || true)
[ "$elsewhere" -eq 0 ] || fail "$elsewhere change points at other commits than the slowdown's ${slowdown:0:7}"
tail -n +2 "$folder/changes-full.csv" | grep -q ",$slowdown," || fail "no change point at the slowdown's commit"

say "looking for the password"
(cd "$folder/reader" && "$framelab" history export --output "$folder/export.jsonl")
if grep -rlF --exclude-dir=server --exclude-dir=builders "$password" "$folder"; then
    fail "the files above hold the database password"
fi
rows=$(psql "$FRAMELAB_DATABASE_URL" -At -c "SELECT count(*) FROM runs WHERE command_line LIKE '%$password%'")
[ "$rows" -eq 0 ] || fail "$rows history rows hold the password"
grep -h "postgres://" "$folder"/jobs/*.err | head -2 | sed 's/^/    /'

runs=$(psql "$FRAMELAB_DATABASE_URL" -At -c "SELECT count(*) FROM runs")
size=$(psql "$FRAMELAB_DATABASE_URL" -At -c "SELECT pg_size_pretty(pg_database_size('framelab'))")
say "$jobs jobs, $runs runs in the history ($size), the job with other flags in $other_flags_job"
say "total: $(( ($(date +%s) - started) / 60 )) min $(( ($(date +%s) - started) % 60 )) s; $failures failures"
[ "$failures" -eq 0 ]
