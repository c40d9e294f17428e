# syntax=docker/dockerfile:1
# The image of a toolrunner of the cli family. A CLI tool runs a program of
# this image (by absolute path, never through a shell), so unlike the other
# services it needs a base with programs: Debian slim, plus whatever your
# manifests name — add their packages to the apt-get line.
#   docker build -f deploy/docker/toolrunner-cli.Dockerfile -t hermes-toolrunner-cli:0.1.0 .

FROM golang:1.26.8-bookworm AS build
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/root/go/pkg/mod \
    --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/toolrunner ./services/toolrunner/cmd/toolrunner

FROM debian:12.11-slim
# coreutils (df, the example tool) is in the base; tzdata for tools run
# with TZ set, CA certificates for programs that call HTTPS.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates tzdata \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --uid 65532 --user-group --no-create-home --shell /usr/sbin/nologin nonroot
COPY --from=build /out/toolrunner /usr/local/bin/toolrunner
USER 65532:65532
ENV HERMES_FAMILY=cli
ENTRYPOINT ["/usr/local/bin/toolrunner"]
