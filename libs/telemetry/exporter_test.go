package telemetry

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace"
	"go.opentelemetry.io/otel/sdk/instrumentation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
	coltracepb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/encoding/prototext"
	"google.golang.org/protobuf/proto"
)

// captureClient is an OTLP client that keeps, for each upload, the request
// as the collector would decode it from the wire.
type captureClient struct {
	requests []*coltracepb.ExportTraceServiceRequest
	err      error
	started  bool
	stopped  int
}

func (c *captureClient) Start(context.Context) error { c.started = true; return nil }
func (c *captureClient) Stop(context.Context) error  { c.stopped++; return nil }

func (c *captureClient) UploadTraces(_ context.Context, rs []*tracepb.ResourceSpans) error {
	wire, err := proto.Marshal(&coltracepb.ExportTraceServiceRequest{ResourceSpans: rs})
	if err != nil {
		return err
	}
	var got coltracepb.ExportTraceServiceRequest
	if err := proto.Unmarshal(wire, &got); err != nil {
		return err
	}
	c.requests = append(c.requests, &got)
	return c.err
}

// sortedRequest orders a request's resources and scopes, which the SDK's
// exporter lists in map order, and returns it as text.
func sortedRequest(t *testing.T, req *coltracepb.ExportTraceServiceRequest) string {
	t.Helper()
	text := func(m proto.Message) string { return prototext.MarshalOptions{Multiline: true}.Format(m) }
	for _, rs := range req.ResourceSpans {
		slices.SortFunc(rs.ScopeSpans, func(a, b *tracepb.ScopeSpans) int { return strings.Compare(text(a.Scope), text(b.Scope)) })
	}
	slices.SortFunc(req.ResourceSpans, func(a, b *tracepb.ResourceSpans) int {
		return strings.Compare(text(a.Resource), text(b.Resource))
	})
	return text(req)
}

// exporterSpans are spans using every field the OTLP span has: two
// resources, three scopes (one empty), attributes of every type, events,
// links, a trace state, a remote parent, each status.
func exporterSpans(t *testing.T) []sdktrace.ReadOnlySpan {
	t.Helper()
	resA := resource.NewWithAttributes("https://opentelemetry.io/schemas/1.26.0", attribute.String("service.name", "planner"), attribute.Int("n", 3))
	resB := resource.NewSchemaless(attribute.String("service.name", "toolrunner"))
	ts, err := trace.ParseTraceState("vendor=x,other=y")
	if err != nil {
		t.Fatal(err)
	}
	sc := func(tid, sid byte, remote bool, flags trace.TraceFlags, state trace.TraceState) trace.SpanContext {
		return trace.NewSpanContext(trace.SpanContextConfig{
			TraceID: trace.TraceID{tid, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, SpanID: trace.SpanID{sid, 1, 2, 3, 4, 5, 6, 7},
			TraceFlags: flags, TraceState: state, Remote: remote,
		})
	}
	start := time.Unix(1_700_000_000, 123456789)
	every := []attribute.KeyValue{
		attribute.String("s", "text"), attribute.String("empty", ""),
		attribute.Bool("t", true), attribute.Bool("f", false),
		attribute.Int64("i", -42), attribute.Int64("zero", 0), attribute.Int64("big", 1<<62),
		attribute.Float64("d", 0.25), attribute.Float64("dzero", 0),
		attribute.StringSlice("ss", []string{"a", "", "c"}), attribute.BoolSlice("bs", []bool{true, false}),
		attribute.Int64Slice("is", []int64{1, -2, 0}), attribute.Float64Slice("fs", []float64{1.5, 0}),
		attribute.StringSlice("none", nil),
		{Key: "invalid"},
	}
	stubs := tracetest.SpanStubs{
		{
			Name: "invoke_agent hermes", SpanContext: sc(1, 1, false, trace.FlagsSampled, ts),
			SpanKind: trace.SpanKindInternal, StartTime: start, EndTime: start.Add(time.Millisecond),
			Attributes: every, DroppedAttributes: 2,
			Events: []sdktrace.Event{
				{Name: "exception", Time: start.Add(time.Microsecond), Attributes: []attribute.KeyValue{attribute.String("exception.message", "boom")}, DroppedAttributeCount: 1},
				{Name: "bare"},
			},
			DroppedEvents: 3,
			Links: []sdktrace.Link{
				{SpanContext: sc(9, 9, true, trace.FlagsSampled, ts), Attributes: []attribute.KeyValue{attribute.Int("k", 1)}, DroppedAttributeCount: 4},
				{SpanContext: sc(8, 8, false, 0, trace.TraceState{})},
			},
			DroppedLinks: 5,
			Status:       sdktrace.Status{Code: codes.Error, Description: "task failed"},
			Resource:     resA, InstrumentationScope: instrumentation.Scope{Name: "planner", Version: "v1", SchemaURL: "https://x/schema", Attributes: attribute.NewSet(attribute.String("scope.attr", "v"))},
			ChildSpanCount: 2,
		},
		{
			Name: "execute_tool noop", SpanContext: sc(1, 2, false, trace.FlagsSampled, trace.TraceState{}), Parent: sc(1, 1, false, trace.FlagsSampled, trace.TraceState{}),
			SpanKind: trace.SpanKindClient, StartTime: start, EndTime: start.Add(2 * time.Millisecond),
			Attributes: []attribute.KeyValue{attribute.String(ExecutionIDKey, "e1"), attribute.String("gen_ai.tool.name", "noop")},
			Status:     sdktrace.Status{Code: codes.Ok},
			Resource:   resA, InstrumentationScope: instrumentation.Scope{Name: "planner", Version: "v1", SchemaURL: "https://x/schema", Attributes: attribute.NewSet(attribute.String("scope.attr", "v"))},
		},
		{
			Name: "hermes.v1.ToolRunnerService/InvokeTool", SpanContext: sc(1, 3, false, trace.FlagsSampled, trace.TraceState{}), Parent: sc(1, 2, true, trace.FlagsSampled, trace.TraceState{}),
			SpanKind: trace.SpanKindServer, StartTime: start, EndTime: start,
			Resource: resB, InstrumentationScope: instrumentation.Scope{Name: "otelgrpc", Version: "0.72.0"},
		},
		{
			Name: "", SpanContext: sc(2, 4, false, 0, trace.TraceState{}), SpanKind: trace.SpanKindProducer,
			Resource: resB,
		},
		{
			Name: "consumer", SpanContext: sc(2, 5, false, trace.FlagsSampled, trace.TraceState{}), SpanKind: trace.SpanKindConsumer,
			StartTime: time.Unix(0, 0).Add(-time.Hour), Resource: resA,
		},
	}
	return stubs.Snapshots()
}

// TestWireExporterSendsWhatTheSDKExporterSends checks that the request a
// collector decodes is the one the SDK's exporter would have sent, for
// spans using every field, twice in a row (the buffers are reused).
func TestWireExporterSendsWhatTheSDKExporterSends(t *testing.T) {
	spans := exporterSpans(t)
	ref := &captureClient{}
	if err := otlptrace.NewUnstarted(ref).ExportSpans(context.Background(), spans); err != nil {
		t.Fatal(err)
	}
	want := sortedRequest(t, ref.requests[0])

	got := &captureClient{}
	exp, err := newWireExporter(context.Background(), got)
	if err != nil {
		t.Fatal(err)
	}
	if !got.started {
		t.Error("the client was not started")
	}
	for i := range 2 {
		if err := exp.ExportSpans(context.Background(), spans); err != nil {
			t.Fatal(err)
		}
		if s := sortedRequest(t, got.requests[i]); s != want {
			t.Fatalf("export %d sent\n%s\nthe SDK's exporter sends\n%s", i+1, s, want)
		}
	}
	// A smaller batch after a larger one sends only its own spans.
	if err := exp.ExportSpans(context.Background(), spans[2:3]); err != nil {
		t.Fatal(err)
	}
	ref.requests = nil
	if err := otlptrace.NewUnstarted(ref).ExportSpans(context.Background(), spans[2:3]); err != nil {
		t.Fatal(err)
	}
	if s, w := sortedRequest(t, got.requests[2]), sortedRequest(t, ref.requests[0]); s != w {
		t.Fatalf("the third export sent\n%s\nwant\n%s", s, w)
	}
	if err := exp.ExportSpans(context.Background(), nil); err != nil || len(got.requests) != 3 {
		t.Fatalf("an empty batch: err %v, %d requests, want none sent", err, len(got.requests))
	}
	for range 2 {
		if err := exp.Shutdown(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if got.stopped != 1 {
		t.Errorf("client stopped %d times, want once", got.stopped)
	}
}

func TestWireExporterReportsTheClientsError(t *testing.T) {
	failing := errors.New("unavailable")
	exp, err := newWireExporter(context.Background(), &captureClient{err: failing})
	if err != nil {
		t.Fatal(err)
	}
	err = exp.ExportSpans(context.Background(), exporterSpans(t))
	if !errors.Is(err, failing) || !strings.HasPrefix(err.Error(), "traces export: ") {
		t.Fatalf("got %v, want the client's error as the SDK's exporter wraps it", err)
	}
}

// BenchmarkWireExporter compares the exporter with the SDK's on a batch of
// spans like a step's, through a client that only marshals the request.
func BenchmarkWireExporter(b *testing.B) {
	res := resource.NewSchemaless(attribute.String("service.name", "planner"), attribute.String("service.version", "dev"))
	var stubs tracetest.SpanStubs
	for i := range 512 {
		stubs = append(stubs, tracetest.SpanStub{
			Name: "execute_tool noop", SpanContext: trace.NewSpanContext(trace.SpanContextConfig{TraceID: trace.TraceID{1}, SpanID: trace.SpanID{byte(i), 1}, TraceFlags: trace.FlagsSampled}),
			Parent:    trace.NewSpanContext(trace.SpanContextConfig{TraceID: trace.TraceID{1}, SpanID: trace.SpanID{2}}),
			StartTime: time.Now(), EndTime: time.Now(),
			Attributes: []attribute.KeyValue{attribute.String(ExecutionIDKey, "0123456789abcdef"), attribute.String("gen_ai.operation.name", "execute_tool"),
				attribute.String("gen_ai.tool.name", "noop"), attribute.String("gen_ai.tool.call.id", "0123456789abcdef/s1")},
			Resource: res, InstrumentationScope: instrumentation.Scope{Name: "planner"},
		})
	}
	spans := stubs.Snapshots()
	marshal := marshalClient{}
	b.Run("sdk", func(b *testing.B) {
		exp := otlptrace.NewUnstarted(marshal)
		b.ReportAllocs()
		for b.Loop() {
			_ = exp.ExportSpans(context.Background(), spans)
		}
	})
	b.Run("wire", func(b *testing.B) {
		exp := &wireExporter{client: marshal}
		b.ReportAllocs()
		for b.Loop() {
			_ = exp.ExportSpans(context.Background(), spans)
		}
	})
}

// marshalClient marshals each request, as a client does before sending.
type marshalClient struct{}

func (marshalClient) Start(context.Context) error { return nil }
func (marshalClient) Stop(context.Context) error  { return nil }
func (marshalClient) UploadTraces(_ context.Context, rs []*tracepb.ResourceSpans) error {
	_, err := proto.Marshal(&coltracepb.ExportTraceServiceRequest{ResourceSpans: rs})
	return err
}
