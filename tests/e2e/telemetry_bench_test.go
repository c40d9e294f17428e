package e2e

import (
	"context"
	"fmt"
	"net"
	"sync/atomic"
	"testing"

	coltracepb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/grpc"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/telemetry"
	"github.com/hermes-agent/hermes/services/planner"
)

// sink is a local OTLP gRPC collector that counts the spans it receives
// and keeps none.
type sink struct {
	coltracepb.UnimplementedTraceServiceServer
	spans atomic.Int64
}

func (s *sink) Export(_ context.Context, req *coltracepb.ExportTraceServiceRequest) (*coltracepb.ExportTraceServiceResponse, error) {
	for _, rs := range req.GetResourceSpans() {
		for _, ss := range rs.GetScopeSpans() {
			s.spans.Add(int64(len(ss.GetSpans())))
		}
	}
	return &coltracepb.ExportTraceServiceResponse{}, nil
}

// startSink serves a sink on loopback until the benchmark ends.
func startSink(b *testing.B) (*sink, string) {
	b.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	s := &sink{}
	srv := grpc.NewServer()
	coltracepb.RegisterTraceServiceServer(srv, s)
	go func() { _ = srv.Serve(lis) }()
	b.Cleanup(srv.Stop)
	return s, lis.Addr().String()
}

// BenchmarkStepTelemetry is BenchmarkStep's per-step overhead with the
// services' telemetry off (no provider), configured without an exporter
// (the no-op path every service takes by default), and exporting every
// span over OTLP to a collector on loopback.
func BenchmarkStepTelemetry(b *testing.B) {
	const marginalSteps = 10
	task := func(steps int) *hermesv1.Task {
		t := &hermesv1.Task{Goal: "bench"}
		for i := range steps {
			t.Subtasks = append(t.Subtasks, &hermesv1.Subtask{Id: fmt.Sprintf("s%d", i), Tool: "noop", ArgumentsJson: "{}"})
		}
		return t
	}
	serial := func(c *planner.Config) { c.Limits.Parallelism = 1; c.Limits.MaxSteps = marginalSteps + 1 }
	providers := func(b *testing.B, cfg telemetry.Config) func(string) *telemetry.Provider {
		return func(service string) *telemetry.Provider {
			p, err := telemetry.New(context.Background(), cfg, telemetry.Info{Service: service, Getenv: func(string) string { return "" }})
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { _ = p.Shutdown(context.Background()) })
			return p
		}
	}

	b.Run("off", func(b *testing.B) {
		client, _ := inProcessObserved(b, nil, serial)
		benchSteps(b, client, task, marginalSteps)
	})
	b.Run("no_exporter", func(b *testing.B) {
		client, _ := inProcessObserved(b, providers(b, telemetry.Config{}), serial)
		benchSteps(b, client, task, marginalSteps)
	})
	b.Run("otlp_exported", func(b *testing.B) {
		s, addr := startSink(b)
		tel := providers(b, telemetry.Config{OTLPEndpoint: addr})
		var made []*telemetry.Provider
		client, _ := inProcessObserved(b, func(service string) *telemetry.Provider {
			p := tel(service)
			made = append(made, p)
			return p
		}, serial)
		benchSteps(b, client, task, marginalSteps)
		b.StopTimer()
		for _, p := range made {
			if err := p.ForceFlush(context.Background()); err != nil {
				b.Fatal(err)
			}
		}
		if s.spans.Load() == 0 {
			b.Fatal("the collector received no spans: nothing was exported")
		}
		b.ReportMetric(float64(s.spans.Load())/float64(b.N), "spans/op")
	})
}
