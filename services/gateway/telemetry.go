package gateway

import (
	"google.golang.org/grpc"

	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/libs/tlsconf"
)

// plannerTLS is PlannerTLS with its errors naming the -planner-tls-*
// settings.
func (c *Config) plannerTLS() tlsconf.Files {
	f := c.PlannerTLS
	f.Prefix = "planner-"
	return f
}

// plannerDialOptions are the planner connection's options: mutual TLS with
// the gateway's certificate when -planner-tls-* are set (plain text
// otherwise), the servers' fixed flow-control windows, and the telemetry's
// stats handler and metric interceptors, which carry the trace and the
// execution ID to the planner.
func plannerDialOptions(cfg Config) ([]grpc.DialOption, error) {
	transport, err := cfg.plannerTLS().DialOption()
	if err != nil {
		return nil, err
	}
	opts := append([]grpc.DialOption{transport}, grpcserver.DialWindows()...)
	return append(opts, cfg.Server.Provider.DialOptions()...), nil
}
