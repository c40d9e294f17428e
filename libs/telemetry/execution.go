package telemetry

import (
	"context"
	"sync/atomic"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/baggage"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// ExecutionIDKey is the baggage member and the span attribute that carry a
// task's execution ID across every hop.
const ExecutionIDKey = "hermes.execution_id"

// WithExecutionID returns ctx whose baggage names the execution: every span
// started from it, here or in a service it calls, carries the ID, and log
// records written with it name the execution. An ID that baggage cannot
// carry leaves ctx as it is.
func WithExecutionID(ctx context.Context, id string) context.Context {
	if id == "" {
		return ctx
	}
	m, err := baggage.NewMemberRaw(ExecutionIDKey, id)
	if err != nil {
		return ctx
	}
	b, err := baggage.FromContext(ctx).SetMember(m)
	if err != nil {
		return ctx
	}
	return baggage.ContextWithBaggage(ctx, b)
}

// ExecutionID returns the execution ID in ctx's baggage, or "".
func ExecutionID(ctx context.Context) string {
	return baggage.FromContext(ctx).Member(ExecutionIDKey).Value()
}

// ExecutionAttr returns the span attribute naming an execution.
func ExecutionAttr(id string) attribute.KeyValue { return attribute.String(ExecutionIDKey, id) }

// executionStamp is the span processor that copies the execution ID from
// the baggage of a span's start context onto the span, so every span of a
// task, in every service, can be found by it. The spans of a process come
// from one execution after another, several a step: the stamp keeps the
// attribute of the last execution it saw, in the slice SetAttributes is
// given, instead of allocating that slice for every span.
type executionStamp struct {
	last atomic.Pointer[stampedExecution]
}

// stampedExecution is one execution's ID and its attribute, ready to be
// passed to SetAttributes; the slice is never written once stored.
type stampedExecution struct {
	id    string
	attrs []attribute.KeyValue
}

var _ sdktrace.SpanProcessor = (*executionStamp)(nil)

// OnStart implements sdktrace.SpanProcessor.
func (e *executionStamp) OnStart(ctx context.Context, s sdktrace.ReadWriteSpan) {
	id := ExecutionID(ctx)
	if id == "" {
		return
	}
	last := e.last.Load()
	if last == nil || last.id != id {
		last = &stampedExecution{id: id, attrs: []attribute.KeyValue{ExecutionAttr(id)}}
		e.last.Store(last)
	}
	s.SetAttributes(last.attrs...)
}

// OnEnd implements sdktrace.SpanProcessor.
func (*executionStamp) OnEnd(sdktrace.ReadOnlySpan) {}

// Shutdown implements sdktrace.SpanProcessor.
func (*executionStamp) Shutdown(context.Context) error { return nil }

// ForceFlush implements sdktrace.SpanProcessor.
func (*executionStamp) ForceFlush(context.Context) error { return nil }
