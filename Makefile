# DisplaySwitchLab: `make test` runs every test; `make bench` runs the frame lab.

SWIFT ?= swift
# The CPU the release build targets. Swift targets baseline x86-64 (SSE2) unless told; set
# TARGET_CPU (haswell for AVX2, skylake-avx512 for AVX-512; `swiftc -target-cpu help` lists
# them) to let the SIMD kernels use wider vectors.
TARGET_CPU ?=
CPU_FLAGS := $(if $(TARGET_CPU),-Xswiftc -target-cpu -Xswiftc $(TARGET_CPU) -Xcc -march=$(TARGET_CPU))
# Debian packages the lab needs: jemalloc's per-thread allocation counters, valgrind's
# instruction counts and callgrind's client-request header (the CI gate), and binutils' strip
# (valgrind 3.19 reads no Swift debug information, so the gate counts in a stripped copy).
SYSTEM_PACKAGES := libjemalloc-dev valgrind pkg-config binutils

.PHONY: all dependencies build test bench bench-scale gate gate-update clean

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

build: dependencies
	$(SWIFT) build -c release $(CPU_FLAGS) --product framelab
	@echo "framelab: $$($(SWIFT) build -c release --show-bin-path)/framelab"

# The whole suite runs optimized: the differential tests check thousands of random layouts and
# a million items, which SIMD code at -Onone would take minutes over.
test: dependencies
	$(SWIFT) test -c release $(CPU_FLAGS)

# The default suite at N = 100,000 (`scale` up to 100,000), one worker at a time.
bench: build
	$$($(SWIFT) build -c release --show-bin-path)/framelab run --max-items 100000 \
		--build-flags "swift build -c release $(CPU_FLAGS)"

# The `scale` scenario up to 1,000,000 items.
bench-scale: build
	$$($(SWIFT) build -c release --show-bin-path)/framelab run --scenario scale \
		--build-flags "swift build -c release $(CPU_FLAGS)"

# The CI regression gate (frame-lab spec §7): the gate's scenarios timed on the reference and
# optimized kernels, the optimized kernels' instructions counted by callgrind, each checked
# against results/baseline.csv, results/baseline-instructions.csv and results/gate-thresholds.json.
# Exit status 0 pass, 1 regression, 2 usage or setup error.
gate: build
	$$($(SWIFT) build -c release --show-bin-path)/framelab gate \
		--build-flags "swift build -c release $(CPU_FLAGS)"

# Measures and rewrites the committed baseline, on purpose; commit it with the reason.
gate-update: build
	$$($(SWIFT) build -c release --show-bin-path)/framelab gate --update \
		--build-flags "swift build -c release $(CPU_FLAGS)"

clean:
	rm -rf .build
