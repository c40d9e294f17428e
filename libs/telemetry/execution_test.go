package telemetry

import (
	"context"
	"testing"

	"go.opentelemetry.io/otel/attribute"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

// executionOf returns the execution ID a span carries, or "".
func executionOf(attrs []attribute.KeyValue) string {
	for _, a := range attrs {
		if a.Key == ExecutionIDKey {
			return a.Value.AsString()
		}
	}
	return ""
}

// Spans of executions that interleave each carry their own execution's ID,
// however the stamp's last execution changes between them; a span without
// an execution carries none.
func TestExecutionStampFollowsEachSpansExecution(t *testing.T) {
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(&executionStamp{}), sdktrace.WithSpanProcessor(rec))
	defer tp.Shutdown(context.Background())
	tr := tp.Tracer("test")
	order := []string{"exec-a", "exec-a", "exec-b", "", "exec-a", "exec-b", "exec-b"}
	for _, id := range order {
		_, s := tr.Start(WithExecutionID(context.Background(), id), "span "+id)
		s.End()
	}
	ended := rec.Ended()
	if len(ended) != len(order) {
		t.Fatalf("got %d spans, want %d", len(ended), len(order))
	}
	for i, s := range ended {
		if got := executionOf(s.Attributes()); got != order[i] {
			t.Errorf("span %d (%s): %s = %q, want %q", i, s.Name(), ExecutionIDKey, got, order[i])
		}
	}
}
