//go:build !race

// The race detector allocates on its own behalf and drops pooled objects at
// random, so allocation counts are measured without it.

package telemetry

import (
	"context"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

// Stamping a span costs it at most one allocation, its attributes growing
// by one: the attribute itself is made once per execution, not per span.
func TestExecutionStampAllocatesOncePerExecution(t *testing.T) {
	allocs := func(processors ...sdktrace.SpanProcessor) float64 {
		var opts []sdktrace.TracerProviderOption
		for _, p := range processors {
			opts = append(opts, sdktrace.WithSpanProcessor(p))
		}
		tp := sdktrace.NewTracerProvider(opts...)
		defer tp.Shutdown(context.Background())
		tr := tp.Tracer("test")
		ctx := WithExecutionID(context.Background(), "exec-a")
		return testing.AllocsPerRun(200, func() {
			_, s := tr.Start(ctx, "span")
			s.End()
		})
	}
	plain := allocs(tracetest.NewSpanRecorder())
	stamped := allocs(&executionStamp{}, tracetest.NewSpanRecorder())
	if stamped > plain+1 {
		t.Errorf("a stamped span makes %v allocations, an unstamped one %v: want at most one more", stamped, plain)
	}
}
