package clitool

import (
	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// Family returns the CLI family; its tools share nothing.
func Family() tool.Family {
	return tool.NewFamily(toolspec.FamilyCLI, func(t manifest.Tool, env tool.Env) (tool.Invoker, error) {
		return New(t, Options{Env: env.Lookup})
	})
}
