# Chelian — the two commands: `make run` and `make test` (plus `make bench`).
# Each installs what is missing first (scripts/install-deps.sh), then builds what changed.

BUILD_DIR ?= build
DEMO ?= 1
ARGS ?=
SERVER := $(BUILD_DIR)/bin/chelian-server

.PHONY: run test bench deps build server web clean

deps:
	@scripts/install-deps.sh

server: deps
	@scripts/build-server.sh $(BUILD_DIR)

web: deps
	@scripts/build-web.sh

build: server web

run: build
	@scripts/run.sh $(SERVER) $(DEMO) $(ARGS)

test: build
	@scripts/test-all.sh $(BUILD_DIR)

bench: build
	@scripts/bench.sh $(BUILD_DIR)

clean:
	rm -rf $(BUILD_DIR) web/dist
