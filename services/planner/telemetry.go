package planner

import (
	"google.golang.org/grpc"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/services/planner/internal/catalog"
	"github.com/hermes-agent/hermes/services/planner/internal/loop"
	"github.com/hermes-agent/hermes/services/planner/internal/observe"
)

// runnerDialOptions are the toolrunner connections' options: mutual TLS
// with the planner's own certificate when -tls-* are set (plain text
// otherwise), the servers' fixed flow-control windows, and the telemetry's
// stats handler and metric interceptors, which carry the trace and the
// execution ID to the runners.
// A tool call's execute_tool span is its client span: the runner's server
// span is its child, with no gRPC client span between them.
func (c *Config) runnerDialOptions() ([]grpc.DialOption, error) {
	transport, err := c.Server.ClientTransport()
	if err != nil {
		return nil, err
	}
	opts := append([]grpc.DialOption{transport}, grpcserver.DialWindows()...)
	return append(opts, c.Server.Provider.DialOptions(hermesv1.ToolRunnerService_InvokeTool_FullMethodName)...), nil
}

// watchBreakers exposes every catalog tool's circuit state as
// hermes_breaker_state when metrics are on.
func watchBreakers(obs *observe.Observer, cat *catalog.Catalog, exec *loop.Executor) error {
	tools := func() []string {
		specs := cat.Specs()
		names := make([]string, len(specs))
		for i, s := range specs {
			names[i] = s.Name
		}
		return names
	}
	return obs.Metrics().WatchBreakers(tools, exec.Breakers().State)
}
