package e2e

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"strconv"
	"sync/atomic"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	coltracepb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/grpc"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/telemetry"
	"github.com/hermes-agent/hermes/services/planner"
)

// sinkEnv makes the test binary a local OTLP gRPC collector (serveSink)
// instead of running tests.
const sinkEnv = "HERMES_E2E_OTLP_SINK"

// sink counts the spans it receives and keeps none.
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

// serveSink serves a sink on loopback, prints its address, and when its
// standard input closes prints how many spans it received and returns.
func serveSink() int {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, "sink:", err)
		return 1
	}
	s := &sink{}
	srv := grpc.NewServer()
	coltracepb.RegisterTraceServiceServer(srv, s)
	go func() { _ = srv.Serve(lis) }()
	fmt.Println(lis.Addr().String())
	_, _ = io.Copy(io.Discard, os.Stdin)
	srv.GracefulStop()
	fmt.Println(s.spans.Load())
	return 0
}

// startSink starts the collector as a process of its own, as a deployment
// runs one (a Jaeger, an agent beside the service): the benchmark counts
// what exporting costs hermes, not what receiving costs the collector. It
// returns the collector's address and a function that stops it and
// returns how many spans it received.
func startSink(b *testing.B) (addr string, stop func() int64) {
	b.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), sinkEnv+"=1")
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	lines := bufio.NewScanner(out)
	if !lines.Scan() {
		_ = cmd.Process.Kill()
		b.Fatalf("the collector process printed no address: %v", lines.Err())
	}
	addr = lines.Text()
	stopped := false
	stop = func() int64 {
		b.Helper()
		stopped = true
		in.Close()
		var n int64
		if lines.Scan() {
			n, _ = strconv.ParseInt(lines.Text(), 10, 64)
		}
		if err := cmd.Wait(); err != nil {
			b.Errorf("collector process: %v", err)
		}
		return n
	}
	b.Cleanup(func() {
		if !stopped {
			in.Close()
			_ = cmd.Wait()
		}
	})
	return addr, stop
}

// discard is a span exporter that counts the spans it is given and keeps
// none.
type discard struct{ spans atomic.Int64 }

func (d *discard) ExportSpans(_ context.Context, spans []sdktrace.ReadOnlySpan) error {
	d.spans.Add(int64(len(spans)))
	return nil
}

func (*discard) Shutdown(context.Context) error { return nil }

// BenchmarkStepTelemetry is BenchmarkStep's per-step overhead with the
// services' telemetry off (no provider), configured without an exporter
// (the no-op path every service takes by default), recording every span
// and dropping it instead of exporting it, and exporting every span over
// OTLP to a collector process on loopback.
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
	providers := func(b *testing.B, cfg telemetry.Config, exp sdktrace.SpanExporter) func(string) *telemetry.Provider {
		return func(service string) *telemetry.Provider {
			p, err := telemetry.New(context.Background(), cfg, telemetry.Info{Service: service, Exporter: exp, Getenv: func(string) string { return "" }})
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { _ = p.Shutdown(context.Background()) })
			return p
		}
	}

	b.Run("off", func(b *testing.B) {
		client, conn := inProcessObserved(b, nil, serial)
		benchSteps(b, client, conn, task, marginalSteps)
	})
	b.Run("no_exporter", func(b *testing.B) {
		client, conn := inProcessObserved(b, providers(b, telemetry.Config{}, nil), serial)
		benchSteps(b, client, conn, task, marginalSteps)
	})
	// flushed runs the steps with the services' telemetry from tel, then
	// flushes every provider it made, off the clock.
	flushed := func(b *testing.B, tel func(string) *telemetry.Provider) {
		var made []*telemetry.Provider
		client, conn := inProcessObserved(b, func(service string) *telemetry.Provider {
			p := tel(service)
			made = append(made, p)
			return p
		}, serial)
		benchSteps(b, client, conn, task, marginalSteps)
		b.StopTimer()
		for _, p := range made {
			if err := p.ForceFlush(context.Background()); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Run("recorded", func(b *testing.B) {
		// Every span recorded and batched, then dropped: what exporting
		// costs is otlp_exported's figure less this one.
		exp := &discard{}
		flushed(b, providers(b, telemetry.Config{}, exp))
		if exp.spans.Load() == 0 {
			b.Fatal("no span reached the exporter: nothing was recorded")
		}
		b.ReportMetric(float64(exp.spans.Load())/float64(b.N), "spans/op")
	})
	b.Run("otlp_exported", func(b *testing.B) {
		addr, stopSink := startSink(b)
		flushed(b, providers(b, telemetry.Config{OTLPEndpoint: addr}, nil))
		spans := stopSink()
		if spans == 0 {
			b.Fatal("the collector received no spans: nothing was exported")
		}
		b.ReportMetric(float64(spans)/float64(b.N), "spans/op")
	})
}
