#!/usr/bin/env bash
# Side by side on one history (docs/history.md#at-scale): each command people run, with each
# framelab binary in turn, ROUNDS times, timed whole (process start, git and all) with its peak
# memory, and whether it printed what the first binary printed. Run it in the repository whose
# branch orders the history (Scripts/history-scale.sh's, say). `--changes` is timed searched in
# full (`--search-again`), then as kept; the binaries must all know the history's schema.
#
#   Scripts/history-compare.sh DATABASE FRAMELAB...
#
# ROUNDS (default: 2), RUNNER (default: synthetic-runner-1) and SCENARIO (default: docs/run's
# first optimized one, as Scripts/history-scale.sh's histories have) may be set; "one series" is
# the scenario's first optimized row's, at its size and rate.
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 DATABASE FRAMELAB..." >&2
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

database, binaries = sys.argv[1], sys.argv[2:]
for binary in binaries:
    if not os.access(binary, os.X_OK):
        sys.exit(f"not an executable: {binary}")
rounds = int(os.environ.get("ROUNDS", "2"))
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
# Times one command in a process of its own, so that its peak memory is its own.
timer = (
    "import resource, subprocess, sys, time\n"
    "start = time.monotonic()\n"
    "code = subprocess.run(sys.argv[2:], stdout=open(sys.argv[1], 'w'), stderr=subprocess.DEVNULL).returncode\n"
    "print(time.monotonic() - start, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, code)\n"
)

def run(binary, label, arguments, output):
    """One command's wall time in seconds and peak memory in MB; its output in `output`."""
    os.makedirs(output, exist_ok=True)
    arguments = [argument.replace("{output}", output) for argument in arguments]
    subcommand = arguments[:1] if arguments[0] == "prune" else []
    command = [binary, "history"] + subcommand + ["--database", database] + arguments[len(subcommand):]
    seconds, peak, code = subprocess.run(
        [sys.executable, "-c", timer, os.path.join(output, "stdout")] + command,
        capture_output=True, text=True, check=True).stdout.split()
    if code != "0":
        sys.exit(f"{label} with {binary}: exit {code}")
    return float(seconds), float(peak)

print("| command | framelab | wall time, each round | peak memory | prints what the first prints |")
print("|---|---|---|---|---|")
for label, arguments in commands.items():
    outputs = [os.path.join(folder, f"{label.strip('-').replace(' ', '-').replace(',', '')}-{index}")
               for index in range(len(binaries))]
    times = [[] for _ in binaries]
    for _ in range(rounds):
        for index, binary in enumerate(binaries):
            times[index].append(run(binary, label, arguments, outputs[index]))
    names = ["stdout", "index.html"] if label == "--html" else ["stdout"]
    for index, binary in enumerate(binaries):
        walls = ", ".join(f"{seconds:.2f}" for seconds, _ in times[index])
        peak = max(peak for _, peak in times[index])
        same = "—" if index == 0 else "yes" if all(
            filecmp.cmp(os.path.join(outputs[0], name), os.path.join(outputs[index], name), shallow=False)
            for name in names) else "NO"
        print(f"| {label} | {binary} | {walls} s | {peak:.0f} MB | {same} |", flush=True)
print(f"outputs in {folder}", file=sys.stderr)
PYTHON
