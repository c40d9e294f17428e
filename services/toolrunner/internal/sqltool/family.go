package sqltool

import (
	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// Family returns the SQL family: the tools of one runner share a Pool of
// database handles, closed when the runner stops.
func Family() tool.Family {
	return tool.Family{Name: toolspec.FamilySQL, Open: func(env tool.Env) (tool.Builder, error) {
		return builder{NewPool(env.Lookup)}, nil
	}}
}

type builder struct{ pool *Pool }

// Build implements tool.Builder.
func (b builder) Build(t manifest.Tool) (tool.Invoker, error) { return New(t, b.pool) }

// Close implements tool.Builder.
func (b builder) Close() error { return b.pool.Close() }
