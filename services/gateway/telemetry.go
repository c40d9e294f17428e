package gateway

import (
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

// plannerDialOptions are the planner connection's options: plain text on
// the cluster network, and the telemetry's stats handler and metric
// interceptors, which carry the trace and the execution ID to the planner.
func plannerDialOptions(cfg Config) []grpc.DialOption {
	opts := []grpc.DialOption{grpc.WithTransportCredentials(insecure.NewCredentials())}
	return append(opts, cfg.Server.Provider.DialOptions()...)
}
