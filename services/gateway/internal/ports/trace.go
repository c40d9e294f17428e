package ports

import (
	"context"

	"go.opentelemetry.io/otel/trace"
	"google.golang.org/grpc"
	"google.golang.org/grpc/metadata"

	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/libs/telemetry"
)

// TraceHeader is the response header naming the trace of a run, so that a
// caller (hermes run) can show where to find it in Jaeger.
const TraceHeader = "hermes-trace-id"

// traced names the execution in the call's request log and in ctx's baggage, so that the planner, the
// toolrunners and every span after this hop carry its ID; stamps the ID on
// the gateway's own call span, which began before the ID was known; and
// tells the caller the trace ID in a response header when the call is
// traced.
func traced(ctx context.Context, id string) context.Context {
	grpcserver.LogExecution(ctx, id)
	span := trace.SpanFromContext(ctx)
	if sc := span.SpanContext(); sc.IsValid() {
		span.SetAttributes(telemetry.ExecutionAttr(id))
		// A caller that is gone cannot read the header; the run goes on.
		_ = grpc.SetHeader(ctx, metadata.Pairs(TraceHeader, sc.TraceID().String()))
	}
	return telemetry.WithExecutionID(ctx, id)
}
