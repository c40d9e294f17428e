package logs

import (
	"context"
	"log/slog"

	"go.opentelemetry.io/otel/baggage"
	"go.opentelemetry.io/otel/trace"
)

// executionBaggage is the baggage member holding a task's execution ID; it
// is telemetry.ExecutionIDKey (this package stays free of the SDK).
const executionBaggage = "hermes.execution_id"

// contextHandler adds what ctx knows about the task a record concerns:
// trace_id and span_id of the current span, and the execution_id carried in
// baggage when the record does not name it already. A record logged
// without ctx (Info rather than InfoContext) gets none of them.
type contextHandler struct {
	slog.Handler
	// named is set when the logger already carries an execution_id.
	named bool
}

// Handle implements slog.Handler.
func (h contextHandler) Handle(ctx context.Context, r slog.Record) error {
	if sc := trace.SpanContextFromContext(ctx); sc.IsValid() {
		r.AddAttrs(slog.String("trace_id", sc.TraceID().String()), slog.String("span_id", sc.SpanID().String()))
	}
	if !h.named {
		if id := baggage.FromContext(ctx).Member(executionBaggage).Value(); id != "" && !names(r) {
			r.AddAttrs(slog.String("execution_id", id))
		}
	}
	return h.Handler.Handle(ctx, r)
}

// WithAttrs implements slog.Handler.
func (h contextHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	named := h.named
	for _, a := range attrs {
		named = named || a.Key == "execution_id"
	}
	return contextHandler{Handler: h.Handler.WithAttrs(attrs), named: named}
}

// WithGroup implements slog.Handler.
func (h contextHandler) WithGroup(name string) slog.Handler {
	return contextHandler{Handler: h.Handler.WithGroup(name), named: h.named}
}

// names reports whether r has an execution_id attribute of its own.
func names(r slog.Record) bool {
	found := false
	r.Attrs(func(a slog.Attr) bool {
		found = a.Key == "execution_id"
		return !found
	})
	return found
}
