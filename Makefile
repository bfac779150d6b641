# Chelian — the two commands: `make run` and `make test` (plus `make bench`).
# Each installs what is missing first (scripts/install-deps.sh: `make run` what running needs, `make
# test` and `make bench` the test tools too), then builds what changed.

BUILD_DIR ?= build
DEMO ?= 1
ARGS ?=
SERVER := $(BUILD_DIR)/bin/chelian-server

.PHONY: run test bench deps test-deps build server web clean

deps:
	@scripts/install-deps.sh run

test-deps:
	@scripts/install-deps.sh test

# Tests and benchmarks are built only for these two (CHELIAN_TESTS, scripts/build-server.sh).
test bench: export CHELIAN_TESTS := 1

server: deps
	@scripts/build-server.sh $(BUILD_DIR)

web: deps
	@scripts/build-web.sh

build: server web

run: build
	@scripts/run.sh $(SERVER) $(DEMO) $(ARGS)

test: test-deps build
	@scripts/test-all.sh $(BUILD_DIR)

bench: test-deps build
	@scripts/bench.sh $(BUILD_DIR)

clean:
	rm -rf $(BUILD_DIR) web/dist
