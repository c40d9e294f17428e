package toolrunner

import (
	"fmt"
	"log/slog"

	"github.com/hermes-agent/hermes/libs/grant"
	"github.com/hermes-agent/hermes/libs/signing"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/ports"
)

// requireGrants makes port refuse calls without a grant from a planner
// whose public key is in one of files; no files leave calls unchecked.
func requireGrants(port *ports.Server, files []string, logger *slog.Logger) error {
	if len(files) == 0 {
		logger.Warn("tool calls are not checked for a planner's grant: any caller that reaches this runner runs any tool (set -planner-keys)")
		return nil
	}
	keys, err := signing.LoadKeySet(files)
	if err != nil {
		return fmt.Errorf("planner-keys: %w", err)
	}
	port.RequireGrants(grant.NewVerifier(keys, nil), logger)
	return nil
}
