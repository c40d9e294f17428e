package httptool

import (
	"net/http"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// Family returns the HTTP family: the tools of one runner share one
// transport (one connection pool), whose idle connections are closed when
// the runner stops.
func Family() tool.Family {
	return tool.Family{Name: toolspec.FamilyHTTP, Open: func(env tool.Env) (tool.Builder, error) {
		return &builder{env: env.Lookup, transport: NewTransport()}, nil
	}}
}

type builder struct {
	env       manifest.Lookup
	transport *http.Transport
}

// Build implements tool.Builder.
func (b *builder) Build(t manifest.Tool) (tool.Invoker, error) {
	return New(t, Options{Env: b.env, Transport: b.transport})
}

// Close implements tool.Builder. Idle keep-alive connections would
// otherwise stay open past the runner, and a backend that shuts down
// gracefully waits for them.
func (b *builder) Close() error {
	b.transport.CloseIdleConnections()
	return nil
}
