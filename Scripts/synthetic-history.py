#!/usr/bin/env python3
"""A synthetic history for measuring `framelab history` at scale.

Usage: Scripts/synthetic-history.py FRAMELAB TEMPLATE_RUN OUT [--runs 10000] [--commits 2000] [--runners 2]

Makes OUT/repo, a git repository of COMMITS empty commits on one branch, and OUT/history.sqlite,
created and migrated by FRAMELAB itself, then filled with RUNS runs spread over the commits and
RUNNERS runners: each run is TEMPLATE_RUN's summary.csv (a `make bench` run folder: its rows, its
metrics, its empty cells) with every value scaled by a little noise, and three samples per
compared metric (times in whole nanoseconds, as framelab records them). Then times, with the
working directory in OUT/repo, `framelab history` of one series, `--html` of every scenario and
`--changes` (the median of three runs of each), and prints the database's size.
"""
import argparse
import csv
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import time

COMPARED = ["p50_ms", "p99_ms", "over_budget", "hitch_ms_per_s", "allocs_per_frame", "speedup_vs_reference",
            "speedup_vs_cached", "steady_p99_ms", "worst_frame_ms", "max_layout_change_ms"]
KEY = ["scenario", "implementation", "items", "refresh_hz"]


def make_repository(path, count):
    subprocess.run(["git", "init", "-q", "-b", "main", path], check=True)
    commands = []
    for index in range(count):
        message = f"Synthetic commit {index}"
        commands.append(f"commit refs/heads/main\ncommitter Lab <lab@example.com> {1_700_000_000 + 3600 * index} +0000\n"
                        f"data {len(message)}\n{message}\n")  # each commit's parent: the branch's tip
    subprocess.run(["git", "-C", path, "fast-import", "--quiet"], input="".join(commands).encode(), check=True)
    shas = subprocess.run(["git", "-C", path, "rev-list", "--reverse", "main"], capture_output=True, text=True,
                          check=True).stdout.split()
    subprocess.run(["git", "-C", path, "checkout", "-q", "main"], check=True)
    return shas


def fill(database, template, shas, runs, runners):
    connection = sqlite3.connect(database)
    cursor = connection.cursor()
    metric_ids, series_ids = {}, {}
    columns = [c for c in template[0].keys() if c not in KEY + ["status", "caches"]]
    for name in columns:
        cursor.execute("INSERT INTO metric_names (name) VALUES (?)", (name,))
        metric_ids[name] = cursor.lastrowid
    for row in template:
        key = (row["scenario"], row["implementation"], int(row["items"]), int(row["refresh_hz"]))
        cursor.execute("INSERT INTO series (scenario, implementation, items, refresh_hz) VALUES (?, ?, ?, ?)", key)
        series_ids[key] = cursor.lastrowid
    random.seed(1)
    for index in range(runs):
        sha = shas[index * len(shas) // runs]
        runner = f"runner-{index % runners}"
        started = 1_700_000_000 + index * 3600 * len(shas) // runs
        name = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(started)) + "-" + sha[:7]
        cursor.execute(
            "INSERT INTO runs (runner, name, kind, started_at, commit_sha, parent_sha, commit_time, commit_subject, "
            "dirty, commit_known, processor, cpu_family, cpu_model, cores, memory_bytes, operating_system, "
            "swift_version, valgrind_version, build_flags, command_line, folder, load_average, steal_percent) "
            "VALUES (?, ?, 'run', ?, ?, NULL, ?, ?, 0, 1, 'Synthetic CPU', 25, 17, 2, 25000000000, 'Linux', "
            "'Swift version 6.3.1', 'valgrind-3.19.0', 'swift build -c release', 'framelab run', NULL, 0.5, 0)",
            (runner, name, started, sha, started, f"Synthetic commit {index}"))
        run_id = cursor.lastrowid
        values = []
        for position, row in enumerate(template):
            key = (row["scenario"], row["implementation"], int(row["items"]), int(row["refresh_hz"]))
            series_id = series_ids[key]
            cursor.execute("INSERT INTO summary_rows (run_id, position, series_id, status) VALUES (?, ?, ?, ?)",
                           (run_id, position, series_id, row["status"]))
            for name in columns:
                if row[name] == "":
                    continue
                value = float(row[name]) * random.uniform(0.9, 1.1)
                samples = [sample(name, value * random.uniform(0.95, 1.05)) for _ in range(3)] \
                    if name in COMPARED else None
                values.append((series_id, metric_ids[name], run_id, value,
                               ",".join(map(repr, samples)) if samples else None, min(samples) if samples else None))
        cursor.executemany("INSERT INTO metrics (series_id, metric_id, run_id, value, samples, fastest) "
                           "VALUES (?, ?, ?, ?, ?, ?)", values)
        if index % 500 == 499:
            connection.commit()
            print(f"{index + 1} runs", file=sys.stderr)
    connection.commit()
    counts = {table: cursor.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
              for table in ["runs", "summary_rows", "metrics"]}
    connection.close()
    return counts


def sample(name, value):
    """A repetition's value as framelab records it: a time in whole nanoseconds (ms, 6 decimals)."""
    return round(value, 6) if name.endswith("_ms") else value


def timed(command, cwd):
    seconds = []
    for _ in range(3):
        start = time.perf_counter()
        result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
        seconds.append(time.perf_counter() - start)
        if result.returncode != 0:
            sys.exit(f"{' '.join(command)} failed: {result.stderr}")
    return statistics.median(seconds), result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("framelab")
    parser.add_argument("template_run")
    parser.add_argument("out")
    parser.add_argument("--runs", type=int, default=10_000)
    parser.add_argument("--commits", type=int, default=2_000)
    parser.add_argument("--runners", type=int, default=2)
    arguments = parser.parse_args()
    framelab = os.path.abspath(arguments.framelab)
    with open(os.path.join(arguments.template_run, "summary.csv"), newline="") as file:
        template = list(csv.DictReader(file))
    os.makedirs(arguments.out, exist_ok=False)
    repository = os.path.join(arguments.out, "repo")
    database = os.path.abspath(os.path.join(arguments.out, "history.sqlite"))
    shas = make_repository(repository, arguments.commits)
    # The lab creates and migrates its own schema.
    subprocess.run([framelab, "history", "--database", database], cwd=repository, capture_output=True, check=True)
    counts = fill(database, template, shas, arguments.runs, arguments.runners)
    print(f"history: {counts['runs']} runs, {counts['summary_rows']} summary rows, {counts['metrics']} metric values, "
          f"{os.path.getsize(database) / 1e6:.0f} MB")
    row = next(r for r in template if r["implementation"] == "optimized" and r["refresh_hz"] == "60")
    one_series = [framelab, "history", "--database", database, "--scenario", row["scenario"], "--items", row["items"],
                  "--refresh-hz", "60", "--runner", "runner-0"]
    seconds, output = timed(one_series, repository)
    print(f"one series ({row['scenario']}, optimized, N = {row['items']}, 60 Hz, worst_frame_ms, runner-0, "
          f"{output.count(chr(10)) - 3} commits): {seconds:.3f} s (median of 3)")
    html = os.path.join(arguments.out, "html")
    seconds, _ = timed([framelab, "history", "--database", database, "--html", html], repository)
    charts = open(os.path.join(html, "index.html")).read().count("<svg")
    print(f"--html of every scenario ({charts} charts, {runners_text(arguments.runners)}): {seconds:.3f} s (median of 3)")
    seconds, output = timed([framelab, "history", "--database", database, "--changes", "--csv"], repository)
    print(f"--changes of every optimized row, its default metrics, {runners_text(arguments.runners)} "
          f"({output.count(chr(10)) - 1} change points): {seconds:.3f} s (median of 3)")


def runners_text(count):
    return f"{count} runner{'s' if count != 1 else ''} each"


if __name__ == "__main__":
    main()
