// Command toolrunner serves the tools of one backend family over gRPC: the
// built-in Go tools, or the manifest tools of one of the default families.
package main

import (
	"context"
	"log/slog"

	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/builtin"
)

func main() {
	cfg := &toolrunner.Config{Families: toolrunner.DefaultFamilies()}
	grpcserver.Main("toolrunner", cfg, func(ctx context.Context, cfg *toolrunner.Config, logger *slog.Logger) (grpcserver.Service, error) {
		var setups []toolrunner.Setup
		if cfg.Family == string(toolspec.FamilyGo) {
			setups = append(setups, toolrunner.GoTools(builtin.Tools()...))
		}
		return toolrunner.New(ctx, *cfg, logger, setups...)
	})
}
