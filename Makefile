# DisplaySwitchLab: `make test` runs every test; `make build` builds the release framelab.

SWIFT ?= swift
# The CPU the release build targets. Swift targets baseline x86-64 (SSE2) unless told; set
# TARGET_CPU (e.g. x86-64-v3 for AVX2, or native) to let the SIMD kernels use wider vectors.
TARGET_CPU ?=
CPU_FLAGS := $(if $(TARGET_CPU),-Xswiftc -target-cpu -Xswiftc $(TARGET_CPU) -Xcc -march=$(TARGET_CPU))
# Debian packages the lab needs: jemalloc's per-thread allocation counters and valgrind's
# instruction counts (used by the frame lab and the CI gate).
SYSTEM_PACKAGES := libjemalloc-dev valgrind pkg-config

.PHONY: all dependencies build test clean

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

clean:
	rm -rf .build
