# syntax=docker/dockerfile:1
# The image of the gateway: hermes's public gRPC API (and HTTP webhook and MCP).
#   docker build -f deploy/docker/gateway.Dockerfile -t hermes-gateway:0.1.0 .
# (make images builds every image.) The context is the repository root;
# /.dockerignore keeps built binaries and .git out of it.
#
# The binary is static: nothing in hermes needs cgo (SQLite is the pure-Go
# modernc.org/sqlite), so it runs on distroless static, which has CA
# certificates, the zone database and a nonroot user (65532) and no shell.
# The planner also embeds the zone database (time/tzdata), so relative
# dates resolve in Asia/Shanghai on any base.

FROM golang:1.26.8-bookworm AS build
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/root/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/gateway ./services/gateway/cmd/gateway

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/gateway /usr/local/bin/gateway
USER 65532:65532
ENTRYPOINT ["/usr/local/bin/gateway"]
