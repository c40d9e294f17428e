package gateway

import (
	"context"
	"flag"
	"log/slog"
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/health"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func TestPlannerTarget(t *testing.T) {
	tests := []struct {
		addr, want string // want: the target's prefix, or "" for an error
	}{
		{"127.0.0.1:7002", "dns:///127.0.0.1:7002"},
		{"planner:7002", "dns:///planner:7002"},
		{"dns:///planner.hermes.svc:7002", "dns:///planner.hermes.svc:7002"},
		{"127.0.0.1:7002,127.0.0.1:7012", "hermes-planners:///"},
		{"127.0.0.1:7002, 127.0.0.1:7012", "hermes-planners:///"},
		{"nowhere", ""},
		{"dns:///nowhere", ""},
		{"127.0.0.1:7002,", ""},
	}
	for _, tt := range tests {
		t.Run(tt.addr, func(t *testing.T) {
			target, opts, err := plannerTarget(tt.addr)
			switch {
			case tt.want == "" && err == nil:
				t.Fatalf("plannerTarget(%q) = %q, want an error", tt.addr, target)
			case tt.want == "":
				if !strings.Contains(err.Error(), "planner-addr") {
					t.Errorf("error %q does not name the setting", err)
				}
			case err != nil:
				t.Fatalf("plannerTarget(%q): %v", tt.addr, err)
			case !strings.HasPrefix(target, tt.want) || len(opts) == 0:
				t.Errorf("plannerTarget(%q) = %q with %d options, want %s… with the round-robin config", tt.addr, target, len(opts), tt.want)
			}
		})
	}
}

// fakePlanner counts the ListTools calls it serves and reports its health.
type fakePlanner struct {
	hermesv1.UnimplementedPlannerServiceServer
	calls  atomic.Int64
	health *health.Server
	addr   string
}

func (f *fakePlanner) ListTools(context.Context, *hermesv1.PlannerServiceListToolsRequest) (*hermesv1.PlannerServiceListToolsResponse, error) {
	f.calls.Add(1)
	return &hermesv1.PlannerServiceListToolsResponse{}, nil
}

func startFakePlanner(t *testing.T) *fakePlanner {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	f := &fakePlanner{health: health.NewServer(), addr: lis.Addr().String()}
	srv := grpc.NewServer()
	hermesv1.RegisterPlannerServiceServer(srv, f)
	healthpb.RegisterHealthServer(srv, f.health)
	f.health.SetServingStatus("hermes.v1.PlannerService", healthpb.HealthCheckResponse_SERVING)
	go func() { _ = srv.Serve(lis) }()
	t.Cleanup(srv.Stop)
	return f
}

// The gateway spreads calls over the planner replicas round robin, and
// stops sending to one that reports NOT_SERVING (draining, or starting).
func TestGatewayBalancesOverHealthyPlanners(t *testing.T) {
	a, b := startFakePlanner(t), startFakePlanner(t)
	var cfg Config
	cfg.RegisterFlags(flag.NewFlagSet("gateway", flag.ContinueOnError))
	cfg.Server.Listen = "127.0.0.1:0"
	cfg.PlannerAddr = a.addr + "," + b.addr
	gw, err := New(cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- gw.Serve(ctx, lis) }()
	t.Cleanup(func() { cancel(); <-done })
	conn, err := grpc.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	client := hermesv1.NewGatewayServiceClient(conn)
	call := func(n int) {
		t.Helper()
		for range n {
			if _, err := client.ListTools(ctx, &hermesv1.ListToolsRequest{}); err != nil {
				t.Fatal(err)
			}
		}
	}
	// Until both connections are ready, the balancer may use just one.
	deadline := time.Now().Add(10 * time.Second)
	for (a.calls.Load() == 0 || b.calls.Load() == 0) && time.Now().Before(deadline) {
		call(1)
	}
	if a.calls.Load() == 0 || b.calls.Load() == 0 {
		t.Fatalf("calls a=%d b=%d: want both replicas used", a.calls.Load(), b.calls.Load())
	}
	before := a.calls.Load()
	call(10)
	if got := a.calls.Load() - before; got < 4 || got > 6 {
		t.Errorf("a served %d of 10 calls, want about half (round robin)", got)
	}

	b.health.SetServingStatus("hermes.v1.PlannerService", healthpb.HealthCheckResponse_NOT_SERVING)
	for b.calls.Load() > 0 && time.Now().Before(deadline) {
		// Wait until the balancer has seen b's health change: a call that
		// still lands on b resets the count.
		b.calls.Store(0)
		call(4)
	}
	before = a.calls.Load()
	call(10)
	if got := a.calls.Load() - before; got != 10 || b.calls.Load() != 0 {
		t.Errorf("with b NOT_SERVING: a served %d of 10, b %d; want all on a", got, b.calls.Load())
	}
}
