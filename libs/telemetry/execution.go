package telemetry

import (
	"context"

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
// task, in every service, can be found by it.
type executionStamp struct{}

var _ sdktrace.SpanProcessor = executionStamp{}

// OnStart implements sdktrace.SpanProcessor.
func (executionStamp) OnStart(ctx context.Context, s sdktrace.ReadWriteSpan) {
	if id := ExecutionID(ctx); id != "" {
		s.SetAttributes(ExecutionAttr(id))
	}
}

// OnEnd implements sdktrace.SpanProcessor.
func (executionStamp) OnEnd(sdktrace.ReadOnlySpan) {}

// Shutdown implements sdktrace.SpanProcessor.
func (executionStamp) Shutdown(context.Context) error { return nil }

// ForceFlush implements sdktrace.SpanProcessor.
func (executionStamp) ForceFlush(context.Context) error { return nil }
