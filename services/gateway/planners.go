package gateway

import (
	"fmt"
	"net"
	"strings"

	"google.golang.org/grpc"
	_ "google.golang.org/grpc/health" // client-side health checking of the planners
	"google.golang.org/grpc/resolver"
	"google.golang.org/grpc/resolver/manual"
)

// plannerServiceConfig spreads calls over every planner the target
// resolves to, skipping one whose PlannerService is not SERVING (starting,
// or draining on shutdown).
const plannerServiceConfig = `{
  "loadBalancingPolicy": "round_robin",
  "healthCheckConfig": {"serviceName": "hermes.v1.PlannerService"}
}`

// plannerTarget turns -planner-addr into a gRPC target: host:port (every
// address DNS gives for host), dns:///host:port, or a comma-separated list
// of host:port.
func plannerTarget(addr string) (string, []grpc.DialOption, error) {
	opts := []grpc.DialOption{grpc.WithDefaultServiceConfig(plannerServiceConfig)}
	if after, ok := strings.CutPrefix(addr, "dns:///"); ok {
		if _, _, err := net.SplitHostPort(after); err != nil {
			return "", nil, fmt.Errorf("planner-addr: %q is not dns:///host:port", addr)
		}
		return addr, opts, nil
	}
	parts := strings.Split(addr, ",")
	addrs := make([]resolver.Address, len(parts))
	for i, p := range parts {
		p = strings.TrimSpace(p)
		host, _, err := net.SplitHostPort(p)
		if err != nil {
			return "", nil, fmt.Errorf("planner-addr: %q is not host:port (or a comma-separated list, or dns:///host:port)", p)
		}
		// Each replica's TLS certificate is checked against its own host,
		// not the list's made-up authority.
		addrs[i] = resolver.Address{Addr: p, ServerName: host}
	}
	if len(addrs) == 1 {
		return "dns:///" + addrs[0].Addr, opts, nil
	}
	r := manual.NewBuilderWithScheme("hermes-planners")
	r.InitialState(resolver.State{Addresses: addrs})
	return r.Scheme() + ":///planners", append(opts, grpc.WithResolvers(r)), nil
}
