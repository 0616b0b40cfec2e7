# DisplaySwitchLab: `make test` runs every test; `make build` builds the release framelab.

SWIFT ?= swift
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
	$(SWIFT) build -c release --product framelab
	@echo "framelab: $$($(SWIFT) build -c release --show-bin-path)/framelab"

test: dependencies
	$(SWIFT) test

clean:
	rm -rf .build
