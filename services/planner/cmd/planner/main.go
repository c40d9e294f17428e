// Command planner serves the planner: goal parsing, planning, tool selection
// and the step loop.
package main

import (
	"context"
	"log/slog"
	_ "time/tzdata" // relative dates need the zone database even where the system has none

	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/services/planner"
)

func main() {
	grpcserver.Main("planner", &planner.Config{}, func(ctx context.Context, cfg *planner.Config, logger *slog.Logger) (grpcserver.Service, error) {
		return planner.New(ctx, *cfg, logger)
	})
}
