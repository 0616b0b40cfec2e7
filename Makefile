# DisplaySwitchLab: `make test` runs every test; `make bench` runs the frame lab.

SWIFT ?= swift
# The CPU the release build targets. Swift targets baseline x86-64 (SSE2) unless told; set
# TARGET_CPU (haswell for AVX2, skylake-avx512 for AVX-512; `swiftc -target-cpu help` lists
# them) to let the SIMD kernels use wider vectors.
TARGET_CPU ?=
CPU_FLAGS := $(if $(TARGET_CPU),-Xswiftc -target-cpu -Xswiftc $(TARGET_CPU) -Xcc -march=$(TARGET_CPU))
# Debian packages the lab needs: jemalloc's per-thread allocation counters, valgrind's
# instruction counts and callgrind's client-request header (the CI gate), and binutils' strip
# (valgrind 3.19 reads no Swift debug information, so the gate counts in a stripped copy), the
# history's SQLite and PostgreSQL client libraries, the PostgreSQL server its tests start and
# openssl, which makes the certificates of its TLS tests; git, which orders the history; and
# PyYAML, with which a test reads the CI recipes under Examples/.
SYSTEM_PACKAGES := libjemalloc-dev valgrind pkg-config binutils libsqlite3-dev libpq5 postgresql openssl git python3-yaml
# The release build of the lab, and framelab where it puts it; the flags are recorded in each
# run's environment.txt.
RELEASE_BUILD := $(strip $(SWIFT) build -c release $(CPU_FLAGS))
FRAMELAB = $$($(SWIFT) build -c release --show-bin-path)/framelab
RECORDED_FLAGS = --build-flags "$(RELEASE_BUILD)"

.PHONY: all dependencies oracle-tools build test bench bench-scale gate gate-update ci-simulation microbench microbench-update fuzz fuzz-json sanitize format lint docs-check docs clean

all: build

# Installs the missing system packages with apt-get (as root, or through sudo).
dependencies:
	@missing=$$(for package in $(SYSTEM_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "ok installed" || echo $$package; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing missing packages:" $$missing; \
		sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
		$$sudo apt-get update -qq && $$sudo apt-get install -y -qq $$missing; \
	fi

# Apache Otava from PyPI in a virtual environment, the oracle the change-point tests compare
# with (Scripts/otava-oracle.py).
ORACLE_VENV := .build/oracle-venv
oracle-tools:
	@[ -x $(ORACLE_VENV)/bin/python ] && $(ORACLE_VENV)/bin/python -c "import otava" 2>/dev/null || { \
		echo "Installing apache-otava 0.8.0 in $(ORACLE_VENV)"; \
		python3 -m venv $(ORACLE_VENV) && $(ORACLE_VENV)/bin/pip install -q apache-otava==0.8.0; }

build: dependencies
	$(RELEASE_BUILD) --product framelab
	@echo "framelab: $(FRAMELAB)"

# The whole suite runs optimized: the differential tests check thousands of random layouts and
# a million items, which SIMD code at -Onone would take minutes over. The tests import no module
# @testable, so the modules build as `make build` builds them, and framelab is built once.
test: dependencies oracle-tools
	$(SWIFT) test -c release --disable-testable-imports $(CPU_FLAGS)

# The default suite, one worker at a time: every scenario at N = 100,000, and the switches, the
# spring and the self-sizing list (and `scale`) at 1,000,000 on the optimized kernels, one
# repetition there, every frame verified against the reference.
bench: build
	$(FRAMELAB) run $(RECORDED_FLAGS)

# The `scale` scenario up to 1,000,000 items, the reference timed at every size.
bench-scale: build
	$(FRAMELAB) run --scenario scale --large-items 1000000 $(RECORDED_FLAGS)

# The CI regression gate: the gate's scenarios timed on the reference and
# optimized kernels (interleaved), the optimized kernels' instructions and simulated cache misses
# counted by callgrind, each checked against results/baselines/callgrind.csv (every runner's),
# results/baselines/<runner>/summary.csv (this runner's speedups; skipped when it has none) and
# results/gate-thresholds.json. RUNNER names the runner (default: $$FRAMELAB_RUNNER, else the CPU
# model and core count). Exit status 0 pass, 1 regression, 2 usage or setup error.
RUNNER ?=
RUNNER_FLAG := $(if $(RUNNER),--runner $(RUNNER))
gate: build
	$(FRAMELAB) gate $(RUNNER_FLAG) $(RECORDED_FLAGS)

# A team's CI played on this machine (docs/ci.md): a bare origin, commits pushed in groups, each
# job a fresh depth-1 clone running the gate with a required history on a PostgreSQL server with
# TLS, a build-flag change, a runner with other flags and a real slowdown; about an hour.
ci-simulation: dependencies
	Scripts/ci-simulation.sh

# Measures and rewrites the callgrind baseline and this runner's timing baseline, on purpose;
# commit them with the reason.
gate-update: build
	$(FRAMELAB) gate --update $(RUNNER_FLAG) $(RECORDED_FLAGS)

# The layout kernels' micro-benchmarks (package-benchmark, in the package Benchmarks/, built in
# release in Benchmarks/.build): every kernel × implementation × N = 10,000, 100,000, 1,000,000,
# printed; then the malloc gate, which fails when a p90 malloc count differs from
# Benchmarks/Thresholds/ (0 for the optimized and scalar frame kernels).
microbench: dependencies
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark baseline update microbench --no-progress
	cd Benchmarks && $(SWIFT) package benchmark baseline read microbench
	cd Benchmarks && $(SWIFT) package benchmark thresholds check microbench

# Measures the malloc counts again and rewrites Benchmarks/Thresholds/, on purpose: review the
# diff (the optimized and scalar frame kernels must stay at 0) and commit it with the reason.
# The batched benchmarks count no mallocs, so they get no thresholds file.
microbench-update: dependencies
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark thresholds update \
		--metric mallocCountTotal --skip '.*\.batched' --no-progress

# Differential fuzzing with libFuzzer (`-sanitize=fuzzer`): LayoutFuzzer decodes arbitrary bytes
# into two layouts, a progress and queries, and crashes when the optimized or the scalar kernel
# disagrees with the reference (other elements, a length 0.001 pt off, an alpha 10⁻⁶ off) or
# rejects a spec differently. It starts from the committed corpus Fuzz/Corpus, fuzzes for
# FUZZ_SECONDS (new inputs go to .build-fuzz/corpus),
# then merges into Fuzz/Corpus the inputs that add coverage (commit them; nothing is removed). A
# disagreement, crash or hang (over 10 s) stops it with a non-zero exit status and the input in
# .build-fuzz/findings/. Swift's backtracer is off so that libFuzzer sees the crash.
FUZZ_SECONDS ?= 300
# A libFuzzer build of a fuzz target (the product named after it), in .build-fuzz.
FUZZ_BUILD = $(SWIFT) build -c release --scratch-path .build-fuzz \
	-Xswiftc -sanitize=fuzzer -Xswiftc -DLIBFUZZER -Xswiftc -enable-experimental-feature -Xswiftc Extern --product
FUZZER = SWIFT_BACKTRACE=enable=no .build-fuzz/release/LayoutFuzzer
fuzz: dependencies
	$(FUZZ_BUILD) LayoutFuzzer
	mkdir -p .build-fuzz/corpus .build-fuzz/findings
	$(FUZZER) .build-fuzz/corpus Fuzz/Corpus -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
		-artifact_prefix=.build-fuzz/findings/ -print_final_stats=1
	$(FUZZER) -merge=1 Fuzz/Corpus .build-fuzz/corpus

# The JSON syntax validator's libFuzzer target: JSONFuzzer validates arbitrary bytes as a layout
# description would be, and crashes when the validator crashes, hangs (over 10 s) or passes a
# document Foundation's parser refuses. It starts from Fuzz/JSONCorpus (seeded with Examples/),
# mutates with the JSON tokens of Fuzz/json.dict for JSON_FUZZ_RUNS executions, then merges the
# inputs that add coverage into Fuzz/JSONCorpus, as `make fuzz` does.
JSON_FUZZ_RUNS ?= 1000000
JSON_FUZZER = SWIFT_BACKTRACE=enable=no .build-fuzz/release/JSONFuzzer
fuzz-json: dependencies
	$(FUZZ_BUILD) JSONFuzzer
	mkdir -p .build-fuzz/json-corpus .build-fuzz/findings
	$(JSON_FUZZER) .build-fuzz/json-corpus Fuzz/JSONCorpus -dict=Fuzz/json.dict -runs=$(JSON_FUZZ_RUNS) -timeout=10 \
		-artifact_prefix=.build-fuzz/findings/ -print_final_stats=1
	$(JSON_FUZZER) -merge=1 Fuzz/JSONCorpus .build-fuzz/json-corpus

# The test suite under AddressSanitizer (Swift and C) and UndefinedBehaviorSanitizer (the C
# targets: swiftc has no -sanitize=undefined on Linux, and Swift traps on overflow and
# out-of-bounds access by itself), in release, in .build-sanitize. jemalloc (linked for the
# allocation counters) exports its own operator new and delete, which ASan's allocator would
# then see freed; ASan's C++ operators are linked in front of them. Tests that count allocations
# with jemalloc skip themselves (AddressSanitizer.isActive). Leaks are reported, except those of
# the libraries outside this package listed in .ci/lsan-suppressions.txt; any report fails the run.
SANITIZER_RUNTIME = $(shell $(SWIFT) -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')/clang/lib/linux
ASAN_CXX = $(SANITIZER_RUNTIME)/libclang_rt.asan_cxx-$(shell uname -m).a
sanitize: dependencies
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan-suppressions.txt:print_suppressions=0 \
	$(SWIFT) test -c release --scratch-path .build-sanitize --sanitize address -Xcc -fsanitize=undefined \
		-Xlinker --whole-archive -Xlinker $(ASAN_CXX) -Xlinker --no-whole-archive \
		-Xlinker --dynamic-list=$(ASAN_CXX).syms

# The house style (.swift-format): `make format` rewrites the sources to it, `make lint` (run by
# .ci/run) fails on any difference. swift-format ships with the toolchain.
FORMATTED := Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)

# The docs check (run by .ci/run): fails when a link or anchor of the repository's Markdown leads
# nowhere, a framelab command or option or a make target the docs name does not exist, a
# generated table differs from what its `framelab report` prints, a Swift example is in no test
# (so nothing compiles it), a page does not explain a column, scenario key or gate check the code
# defines, or README (250 lines) or docs/ (1,150) is over its budget. `make docs` rewrites the generated tables from the committed run in docs/run.
DOCS_CHECK = $$($(SWIFT) build -c release --show-bin-path)/DocsCheckCLI --framelab $(FRAMELAB)
docs-check: build
	$(RELEASE_BUILD) --product DocsCheckCLI
	$(DOCS_CHECK)

docs: build
	$(RELEASE_BUILD) --product DocsCheckCLI
	$(DOCS_CHECK) --update

# Every build folder the targets above make: the lab's, the fuzzers', the sanitized suite's and
# the micro-benchmarks'.
clean:
	rm -rf .build .build-fuzz .build-sanitize Benchmarks/.build
