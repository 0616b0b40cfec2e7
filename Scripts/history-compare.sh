#!/usr/bin/env bash
# Side by side on one history (docs/history.md#at-scale): each command people run, with each
# framelab binary in turn, ROUNDS times, timed whole (process start, git and all) with its peak
# memory, and whether it printed what the first binary printed. Run it in the repository whose
# branch orders the history (Scripts/history-scale.sh's, say). `--changes` is timed searched in
# full (`--search-again`), then as kept. A binary reads DATABASE, or the copy of the history
# named after it (FRAMELAB=COPY): an older build's schema, the runs imported from an export. A
# build without --search-again (it always searches) or `history prune` is timed without them,
# what it lacks shown as "—".
#
#   Scripts/history-compare.sh DATABASE FRAMELAB[=COPY]...
#
# ROUNDS (default: 2), RUNNER (default: synthetic-runner-1) and SCENARIO (default: docs/run's
# first optimized one, as Scripts/history-scale.sh's histories have) may be set; "one series" is
# the scenario's first optimized row's, at its size and rate. With TIMEOUT (seconds) set, a
# command that runs longer is stopped, shown as "> TIMEOUT", and not run again by that binary.
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 DATABASE FRAMELAB[=COPY]..." >&2
    exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
export SCENARIO=${SCENARIO:-$(awk -F, 'NR > 1 && $2 == "optimized" { print $1; exit }' "$root/docs/run/summary.csv")}
# One series: the scenario's first optimized row's size and rate, where docs/run has the scenario.
read -r ITEMS REFRESH_HZ < <(awk -F, -v scenario="$SCENARIO" \
    'NR > 1 && $2 == "optimized" && $1 == scenario { print $3, $4; exit }' "$root/docs/run/summary.csv") || true
export ITEMS REFRESH_HZ
python3 - "$@" <<'PYTHON'
import filecmp, os, subprocess, sys, tempfile

database = sys.argv[1]
# Each binary and the history it reads.
binaries, databases = [], []
for argument in sys.argv[2:]:
    binary, _, copy = argument.partition("=")
    if not os.access(binary, os.X_OK):
        sys.exit(f"not an executable: {binary}")
    binaries.append(binary)
    databases.append(copy or database)
rounds = int(os.environ.get("ROUNDS", "2"))
timeout = float(os.environ["TIMEOUT"]) if os.environ.get("TIMEOUT") else None
runner = os.environ.get("RUNNER", "synthetic-runner-1")
folder = tempfile.mkdtemp(prefix="history-compare.")
# Each command's arguments after `framelab history` ({output}: a folder of its own).
commands = {
    "one series": ["--scenario", os.environ["SCENARIO"], "--metric", "p50_ms", "--runner", runner]
    + (["--items", os.environ["ITEMS"], "--refresh-hz", os.environ["REFRESH_HZ"]] if os.environ.get("ITEMS") else []),
    "--changes, one runner": ["--changes", "--search-again", "--runner", runner],
    "--changes, every runner": ["--changes", "--search-again"],
    "--changes, every runner, kept": ["--changes"],
    "--html": ["--html", "{output}"],
    "prune (dry run)": ["prune"],
}
# Times one command in a process of its own, so that its peak memory is its own (argv[1]: the
# output file, argv[2]: the timeout in seconds or "none").
timer = (
    "import resource, subprocess, sys, time\n"
    "start = time.monotonic()\n"
    "limit = None if sys.argv[2] == 'none' else float(sys.argv[2])\n"
    "try:\n"
    "    code = subprocess.run(sys.argv[3:], stdout=open(sys.argv[1], 'w'), stderr=subprocess.DEVNULL,\n"
    "                          timeout=limit).returncode\n"
    "except subprocess.TimeoutExpired:\n"
    "    code = 'timeout'\n"
    "print(time.monotonic() - start, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, code)\n"
)

def knows(binary, arguments, option=None):
    """Whether `binary` has the subcommand `arguments` (and its `option`, when given)."""
    help = subprocess.run([binary] + arguments + ["--help"], capture_output=True, text=True)
    return help.returncode == 0 and (option is None or option in help.stdout)

def run(index, label, arguments, output):
    """One command's wall time in seconds (None when stopped at the timeout) and peak memory in
    MB with the binary at `index`; its output in `output`."""
    os.makedirs(output, exist_ok=True)
    arguments = [argument.replace("{output}", output) for argument in arguments]
    subcommand = arguments[:1] if arguments[0] == "prune" else []
    command = [binaries[index], "history"] + subcommand + ["--database", databases[index]]
    command += arguments[len(subcommand):]
    seconds, peak, code = subprocess.run(
        [sys.executable, "-c", timer, os.path.join(output, "stdout"), str(timeout or "none")] + command,
        capture_output=True, text=True, check=True).stdout.split()
    if code == "timeout":
        return None, float(peak)
    if code != "0":
        sys.exit(f"{label} with {binaries[index]}: exit {code}")
    return float(seconds), float(peak)

# What each binary can run: an older build may lack --search-again (it always searches, so it
# keeps nothing) or prune.
searches_again = [knows(binary, ["history", "show"], "--search-again") for binary in binaries]
# An unknown subcommand is read as `history show`'s argument: prune's own usage line tells.
prunes = [knows(binary, ["history", "prune"], "framelab history prune") for binary in binaries]

def arguments_for(index, label, arguments):
    """`arguments` as the binary at `index` runs them; None when it cannot."""
    if label == "prune (dry run)" and not prunes[index]:
        return None
    if not searches_again[index]:
        if label == "--changes, every runner, kept":
            return None
        return [argument for argument in arguments if argument != "--search-again"]
    return arguments

print("| command | framelab | wall time, each round | peak memory | prints what the first prints |")
print("|---|---|---|---|---|")
for label, arguments in commands.items():
    outputs = [os.path.join(folder, f"{label.strip('-').replace(' ', '-').replace(',', '')}-{index}")
               for index in range(len(binaries))]
    times = [[] for _ in binaries]
    for _ in range(rounds):
        for index in range(len(binaries)):
            own = arguments_for(index, label, arguments)
            # A binary stopped at the timeout is not made to wait for it again.
            if own is not None and not any(seconds is None for seconds, _ in times[index]):
                times[index].append(run(index, label, own, outputs[index]))
    names = ["stdout", "index.html"] if label == "--html" else ["stdout"]
    for index, binary in enumerate(binaries):
        if not times[index]:
            print(f"| {label} | {binary} | — | — | — |", flush=True)
            continue
        walls = ", ".join("> " + f"{timeout:g}" if seconds is None else f"{seconds:.2f}"
                          for seconds, _ in times[index])
        peak = max(peak for _, peak in times[index])
        stopped = not times[0] or times[0][-1][0] is None or times[index][-1][0] is None
        same = "—" if index == 0 or stopped else "yes" if all(
            filecmp.cmp(os.path.join(outputs[0], name), os.path.join(outputs[index], name), shallow=False)
            for name in names) else "NO"
        print(f"| {label} | {binary} | {walls} s | {peak:.0f} MB | {same} |", flush=True)
print(f"outputs in {folder}", file=sys.stderr)
PYTHON
