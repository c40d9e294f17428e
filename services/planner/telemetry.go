package planner

import (
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/services/planner/internal/catalog"
	"github.com/hermes-agent/hermes/services/planner/internal/loop"
	"github.com/hermes-agent/hermes/services/planner/internal/observe"
)

// runnerDialOptions are the toolrunner connections' options: plain text on
// the cluster network, and the telemetry's stats handler and metric
// interceptors, which carry the trace and the execution ID to the runners.
// A tool call's execute_tool span is its client span: the runner's server
// span is its child, with no gRPC client span between them.
func (c *Config) runnerDialOptions() []grpc.DialOption {
	opts := []grpc.DialOption{grpc.WithTransportCredentials(insecure.NewCredentials())}
	return append(opts, c.Server.Provider.DialOptions(hermesv1.ToolRunnerService_InvokeTool_FullMethodName)...)
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
