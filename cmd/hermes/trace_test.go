package main

import (
	"context"
	"encoding/hex"
	"net"
	"regexp"
	"sync"
	"testing"

	coltracepb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/grpc"
)

// collector is an OTLP gRPC trace receiver that keeps, per service.name,
// the trace IDs of the spans it received.
type collector struct {
	coltracepb.UnimplementedTraceServiceServer
	mu     sync.Mutex
	traces map[string]map[string]bool
}

func (c *collector) Export(_ context.Context, req *coltracepb.ExportTraceServiceRequest) (*coltracepb.ExportTraceServiceResponse, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, rs := range req.GetResourceSpans() {
		service := ""
		for _, a := range rs.GetResource().GetAttributes() {
			if a.GetKey() == "service.name" {
				service = a.GetValue().GetStringValue()
			}
		}
		for _, ss := range rs.GetScopeSpans() {
			for _, s := range ss.GetSpans() {
				if c.traces[service] == nil {
					c.traces[service] = map[string]bool{}
				}
				c.traces[service][hex.EncodeToString(s.GetTraceId())] = true
			}
		}
	}
	return &coltracepb.ExportTraceServiceResponse{}, nil
}

// hermes dev --otlp sends every service's spans to the collector, and the
// run prints the trace ID that all three services' spans share.
func TestDevOTLPExportsTheRunsTrace(t *testing.T) {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	col := &collector{traces: map[string]map[string]bool{}}
	srv := grpc.NewServer()
	coltracepb.RegisterTraceServiceServer(srv, col)
	go func() { _ = srv.Serve(lis) }()
	defer srv.Stop()

	_, stderr, err := hermes(t, "dev", "--otlp", lis.Addr().String(), "--once-task", "../../examples/echo-task.json")
	if err != nil {
		t.Fatalf("hermes dev: %v\n%s", err, stderr)
	}
	m := regexp.MustCompile(`(?m)^trace ([0-9a-f]{32})$`).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("no trace ID printed; stderr:\n%s", stderr)
	}
	// The stack flushed its spans before hermes dev returned.
	col.mu.Lock()
	defer col.mu.Unlock()
	for _, service := range []string{"gateway", "planner", "toolrunner"} {
		if !col.traces[service][m[1]] {
			t.Errorf("the collector has no %s span of trace %s; it has %v", service, m[1], col.traces)
		}
	}
}

func TestDevRefusesOTLPAndJaegerTogether(t *testing.T) {
	_, stderr, err := hermes(t, "dev", "--otlp", "127.0.0.1:4317", "--jaeger", "--once-task", "../../examples/echo-task.json")
	if err == nil {
		t.Fatalf("hermes dev --otlp --jaeger succeeded; stderr:\n%s", stderr)
	}
}
