# hermes — build, run, test. Every Go tool comes from the tools module
# (tools/go.mod, pinned `tool` directives) and is built into .bin/.

SHELL       := /bin/bash
GO          ?= go
BIN         := bin
TOOLBIN     := .bin
MODULES     := $(shell $(GO) list -m -f '{{.Dir}}')
PKGS        := $(addsuffix /...,$(MODULES))
WEEKLY_GOAL := 生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式
FUZZTIME    ?= 3000x
TOOLS       := buf protoc-gen-go protoc-gen-go-grpc grpcurl staticcheck
K8SCHECK    := deploy/k8s/check
IMAGES      := gateway planner toolrunner toolrunner-cli
IMAGE_PREFIX ?= hermes-
IMAGE_TAG   ?= 0.1.0
CONTAINER_ENGINE ?= docker

export CGO_ENABLED ?= 1

.PHONY: all build run test test-short lint proto proto-check bench fuzz eval tools jaeger k8s-check images clean

all: build

## build: compile hermes, gateway, planner and toolrunner into ./bin
build:
	@mkdir -p $(BIN)
	$(GO) build -o $(BIN)/hermes ./cmd/hermes
	$(GO) build -o $(BIN)/gateway ./services/gateway/cmd/gateway
	$(GO) build -o $(BIN)/planner ./services/planner/cmd/planner
	$(GO) build -o $(BIN)/toolrunner ./services/toolrunner/cmd/toolrunner

## run: the main job on the embedded default, through a local stack
run: build
	./$(BIN)/hermes dev --once "$(WEEKLY_GOAL)"

## test: every module's tests with the race detector, short fuzz runs, the Kubernetes manifests
## (the first run also builds .bin/jaeger for the trace test: ~10 min cold)
test: $(TOOLBIN)/grpcurl $(TOOLBIN)/jaeger
	$(GO) test -race -count=1 -timeout 8m $(PKGS)
	@$(MAKE) --no-print-directory fuzz FUZZTIME=$(FUZZTIME)
	@$(MAKE) --no-print-directory k8s-check

## k8s-check: render every overlay of deploy/k8s and check it offline (docs/deployment.md)
## (its own module, outside the workspace: kustomize and k8s.io/api are not hermes's dependencies)
k8s-check:
	cd $(K8SCHECK) && GOWORK=off $(GO) vet ./...
	cd $(K8SCHECK) && GOWORK=off $(GO) test -count=1 ./...
	cd $(K8SCHECK) && GOWORK=off $(GO) run .

## images: build the container images (needs docker or podman; not run in CI)
##   make images IMAGE_PREFIX=registry.example.com/hermes/ IMAGE_TAG=0.2.0 [CONTAINER_ENGINE=podman]
images:
	@set -e; for img in $(IMAGES); do \
	  echo "$(CONTAINER_ENGINE) build -f deploy/docker/$$img.Dockerfile -t $(IMAGE_PREFIX)$$img:$(IMAGE_TAG) ."; \
	  $(CONTAINER_ENGINE) build -f deploy/docker/$$img.Dockerfile -t $(IMAGE_PREFIX)$$img:$(IMAGE_TAG) .; \
	done

## lint: buf lint, go vet, gofmt, staticcheck
lint: tools
	$(TOOLBIN)/buf lint
	$(GO) vet $(PKGS)
	@out=$$(gofmt -l $(MODULES) | grep -v '\.pb\.go$$' || true); \
	  if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(TOOLBIN)/staticcheck $(PKGS)

## proto: regenerate libs/gen from proto/
proto: tools
	$(TOOLBIN)/buf generate

## proto-check: generated code is current, and the API did not break
proto-check: proto
	git diff --exit-code -- libs/gen
	@if git rev-parse --verify -q HEAD~1 >/dev/null; then \
	  $(TOOLBIN)/buf breaking --against '.git#ref=HEAD~1'; \
	else echo "buf breaking: no previous commit to compare with"; fi

## bench: benchmarks of the hot paths
bench:
	$(GO) test -run '^$$' -bench . -benchmem -count=1 $(PKGS)

## fuzz: each fuzz target for FUZZTIME (default 3000 inputs; make fuzz FUZZTIME=5m)
fuzz:
	@set -e; for dir in $(MODULES); do \
	  for pkg in $$(cd $$dir && $(GO) list ./...); do \
	    pdir=$$($(GO) list -f '{{.Dir}}' $$pkg); \
	    for f in $$(grep -ho '^func Fuzz[A-Za-z0-9_]*' $$pdir/*_test.go 2>/dev/null | sed 's/^func //'); do \
	      echo "fuzz $$pkg $$f ($(FUZZTIME))"; \
	      log=$$(mktemp); \
	      if ! $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg >$$log 2>&1; then \
	        tail -n 40 $$log; rm -f $$log; exit 1; \
	      fi; rm -f $$log; \
	    done; \
	  done; \
	done

## eval: tool selection and arguments, scorer and plan path, on ../shared/eval and the unseen catalogs (docs/eval.md)
eval:
	$(GO) run ./services/planner/cmd/evalsel

## tools: build the pinned Go tools into .bin
tools: $(addprefix $(TOOLBIN)/,$(TOOLS))

$(TOOLBIN)/buf:                PKG := github.com/bufbuild/buf/cmd/buf
$(TOOLBIN)/protoc-gen-go:      PKG := google.golang.org/protobuf/cmd/protoc-gen-go
$(TOOLBIN)/protoc-gen-go-grpc: PKG := google.golang.org/grpc/cmd/protoc-gen-go-grpc
$(TOOLBIN)/grpcurl:            PKG := github.com/fullstorydev/grpcurl/cmd/grpcurl
$(TOOLBIN)/staticcheck:        PKG := honnef.co/go/tools/cmd/staticcheck
$(TOOLBIN)/%: tools/go.mod tools/go.sum
	@mkdir -p $(TOOLBIN)
	cd tools && GOWORK=off $(GO) build -o ../$(TOOLBIN)/ $(PKG)

## jaeger: build and run Jaeger (in-memory storage, loopback only):
## OTLP gRPC on $(JAEGER_OTLP_GRPC), HTTP on $(JAEGER_OTLP_HTTP), query API and UI on $(JAEGER_QUERY_HTTP)
JAEGER_OTLP_GRPC  ?= 127.0.0.1:4317
JAEGER_OTLP_HTTP  ?= 127.0.0.1:4318
JAEGER_QUERY_HTTP ?= 127.0.0.1:16686
JAEGER_QUERY_GRPC ?= 127.0.0.1:16685
JAEGER_HEALTH     ?= 127.0.0.1:13133
jaeger: $(TOOLBIN)/jaeger
	JAEGER_OTLP_GRPC=$(JAEGER_OTLP_GRPC) JAEGER_OTLP_HTTP=$(JAEGER_OTLP_HTTP) \
	JAEGER_QUERY_HTTP=$(JAEGER_QUERY_HTTP) JAEGER_QUERY_GRPC=$(JAEGER_QUERY_GRPC) JAEGER_HEALTH=$(JAEGER_HEALTH) \
	  $(TOOLBIN)/jaeger --config tools/jaeger/config.yaml

# Jaeger is pinned in a module of its own (its ~330 requirements never mix
# with the services') and built outside the workspace.
$(TOOLBIN)/jaeger: tools/jaeger/go.mod tools/jaeger/go.sum
	@mkdir -p $(TOOLBIN)
	cd tools/jaeger && GOWORK=off $(GO) build -o ../../$(TOOLBIN)/jaeger github.com/jaegertracing/jaeger/cmd/jaeger

clean:
	rm -rf $(BIN) $(TOOLBIN)
