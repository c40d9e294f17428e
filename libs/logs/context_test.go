package logs_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/hermes-agent/hermes/libs/logs"
	"github.com/hermes-agent/hermes/libs/telemetry"
)

// A record logged with a context names the span and the execution in it;
// one that names the execution itself does not name it twice; one logged
// without a context names neither.
func TestRecordsNameTheTraceAndExecution(t *testing.T) {
	p, err := telemetry.New(context.Background(), telemetry.Config{},
		telemetry.Info{Service: "t", Exporter: tracetest.NewInMemoryExporter(), Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Shutdown(context.Background())
	ctx, span := p.Tracer("t").Start(telemetry.WithExecutionID(context.Background(), "exec-9"), "s")
	defer span.End()
	traceID, spanID := span.SpanContext().TraceID().String(), span.SpanContext().SpanID().String()

	tests := []struct {
		name    string
		log     func(*bytes.Buffer)
		want    []string
		notWant []string
		once    string
	}{
		{name: "with context", log: func(b *bytes.Buffer) {
			logs.New(b, logs.Options{Format: "json"}).InfoContext(ctx, "hi")
		}, want: []string{`"trace_id":"` + traceID, `"span_id":"` + spanID, `"execution_id":"exec-9"`}},
		{name: "already named", log: func(b *bytes.Buffer) {
			logs.New(b, logs.Options{}).InfoContext(ctx, "hi", "execution_id", "exec-9")
		}, want: []string{"trace_id=" + traceID}, once: "execution_id="},
		{name: "named by With", log: func(b *bytes.Buffer) {
			logs.New(b, logs.Options{}).With("execution_id", "exec-9").InfoContext(ctx, "hi")
		}, once: "execution_id="},
		{name: "without context", log: func(b *bytes.Buffer) {
			logs.New(b, logs.Options{}).Info("hi")
		}, notWant: []string{"trace_id", "execution_id"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			tt.log(&b)
			out := b.String()
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("log lacks %s: %s", w, out)
				}
			}
			for _, w := range tt.notWant {
				if strings.Contains(out, w) {
					t.Errorf("log has %s: %s", w, out)
				}
			}
			if tt.once != "" && strings.Count(out, tt.once) != 1 {
				t.Errorf("log names %s %d times, want once: %s", tt.once, strings.Count(out, tt.once), out)
			}
		})
	}
}
