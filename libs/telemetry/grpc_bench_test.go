package telemetry

import (
	"context"
	"net"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/health"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/stats"
)

// idleStats is a gRPC stats handler that does nothing: what gRPC itself
// spends on a call once any stats handler is installed.
type idleStats struct{}

func (idleStats) TagRPC(ctx context.Context, _ *stats.RPCTagInfo) context.Context   { return ctx }
func (idleStats) HandleRPC(context.Context, stats.RPCStats)                         {}
func (idleStats) TagConn(ctx context.Context, _ *stats.ConnTagInfo) context.Context { return ctx }
func (idleStats) HandleConn(context.Context, stats.ConnStats)                       {}

// discardSpans is a span exporter that keeps nothing.
type discardSpans struct{}

func (discardSpans) ExportSpans(context.Context, []sdktrace.ReadOnlySpan) error { return nil }
func (discardSpans) Shutdown(context.Context) error                             { return nil }

// probeMethod is the method the benchmark calls: the health service
// registered under another name, so the health-check filter leaves its
// server span on.
const probeMethod = "/hermes.bench.Probe/Check"

// BenchmarkTracedCall is one unary call over loopback, as the planner makes
// to a runner for every step, with no stats handler, with a handler that
// does nothing on both ends, and traced as hermes traces it (otelgrpc on
// both ends, the client carrying the trace without a span of its own, the
// server's span recorded and stamped with the execution ID).
func BenchmarkTracedCall(b *testing.B) {
	p, err := New(context.Background(), Config{}, Info{Service: "bench", Exporter: discardSpans{}, Getenv: env(nil)})
	if err != nil {
		b.Fatal(err)
	}
	defer p.Shutdown(context.Background())
	call := func(b *testing.B, sopts []grpc.ServerOption, dopts []grpc.DialOption) {
		lis, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			b.Fatal(err)
		}
		srv := grpc.NewServer(sopts...)
		desc := healthpb.Health_ServiceDesc
		desc.ServiceName = "hermes.bench.Probe"
		srv.RegisterService(&desc, health.NewServer())
		go func() { _ = srv.Serve(lis) }()
		defer srv.Stop()
		conn, err := grpc.NewClient(lis.Addr().String(), append(dopts, grpc.WithTransportCredentials(insecure.NewCredentials()))...)
		if err != nil {
			b.Fatal(err)
		}
		defer conn.Close()
		ctx, span := p.Tracer("bench").Start(WithExecutionID(context.Background(), "20250310T140201-3f9a1c7b"), "execute_tool probe")
		defer span.End()
		req, resp := &healthpb.HealthCheckRequest{}, &healthpb.HealthCheckResponse{}
		b.ReportAllocs()
		for b.Loop() {
			if err := conn.Invoke(ctx, probeMethod, req, resp); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Run("no_handler", func(b *testing.B) { call(b, nil, nil) })
	b.Run("idle_handler", func(b *testing.B) {
		call(b, []grpc.ServerOption{grpc.StatsHandler(idleStats{})}, []grpc.DialOption{grpc.WithStatsHandler(idleStats{})})
	})
	b.Run("traced", func(b *testing.B) { call(b, p.ServerOptions(), p.DialOptions(probeMethod)) })
}
