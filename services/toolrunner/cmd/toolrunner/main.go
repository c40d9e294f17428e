// Command toolrunner serves the tools of one backend family over gRPC.
package main

import (
	"context"
	"log/slog"

	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

func main() {
	grpcserver.Main("toolrunner", &toolrunner.Config{}, func(ctx context.Context, cfg *toolrunner.Config, logger *slog.Logger) (grpcserver.Service, error) {
		var setups []toolrunner.Setup
		if cfg.Family == "go" {
			setups = append(setups, toolrunner.GoTools(demo.RegisterGoTools))
		}
		return toolrunner.New(ctx, *cfg, logger, setups...)
	})
}
