#!/usr/bin/env python3
"""Apache Otava 0.8.0 as a differential oracle for framelab's change-point detection.

Reads one JSON object per line on standard input, {"values": [...], "window": 50,
"max_pvalue": 0.001, "min_magnitude": 0.0}, and writes one per line:

  weak        the split step's change points (otava.analysis.split at Otava's first-pass
              p-value), [index, p-value] each;
  otava       otava.analysis.compute_change_points' change points, as Otava reports them;
  corrected   the same weak points merged with one difference: when a point is dropped, its
              left and right neighbours are retested (Otava 0.8.0 retests the right neighbour
              and the one after it, leaving the left neighbour's p-value stale).

framelab implements the corrected merge; its tests require `weak` and `corrected` to be equal
to its own, and count where `otava` differs.
"""
import json
import sys

from otava.analysis import TTestSignificanceTester, compute_change_points, split


def corrected_merge(change_points, series, max_pvalue, min_magnitude):
    tester = TTestSignificanceTester(max_pvalue)
    while change_points:
        weakest = max(change_points, key=lambda c: c.stats.pvalue)
        if weakest.stats.pvalue < max_pvalue:
            weakest = min(change_points, key=lambda c: c.stats.change_magnitude())
            if weakest.stats.change_magnitude() > min_magnitude:
                return change_points
        position = change_points.index(weakest)
        del change_points[position]
        intervals = tester.get_intervals(change_points)
        for neighbour in (position - 1, position):
            if 0 <= neighbour < len(change_points):
                point = change_points[neighbour]
                change_points[neighbour] = tester.change_point(point.to_candidate(), series, intervals)
    return change_points


def points(change_points):
    return [[int(point.index), float(point.stats.pvalue)] for point in change_points]


for line in sys.stdin:
    case = json.loads(line)
    values = [float(value) for value in case["values"]]
    window = case.get("window", 50)
    max_pvalue = case.get("max_pvalue", 0.001)
    min_magnitude = case.get("min_magnitude", 0.0)
    first_pass = max_pvalue * 10 if max_pvalue < 0.05 else (max_pvalue * 2 if max_pvalue < 0.5 else max_pvalue)
    otava, _ = compute_change_points(list(values), window, max_pvalue, min_magnitude)
    weak = split(list(values), window, first_pass)
    corrected = corrected_merge(split(list(values), window, first_pass), list(values), max_pvalue, min_magnitude)
    print(json.dumps({"weak": points(weak), "otava": points(otava), "corrected": points(corrected)}))
