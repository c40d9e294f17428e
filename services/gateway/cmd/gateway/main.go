// Command gateway serves hermes's public gRPC API.
package main

import (
	"context"
	"log/slog"

	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/services/gateway"
)

func main() {
	grpcserver.Main("gateway", &gateway.Config{}, func(_ context.Context, cfg *gateway.Config, logger *slog.Logger) (grpcserver.Service, error) {
		return gateway.New(*cfg, logger)
	})
}
