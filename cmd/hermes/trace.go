package main

import (
	"fmt"

	"google.golang.org/grpc"
)

// traceHeader is the gateway's response header naming the run's trace.
const traceHeader = "hermes-trace-id"

// printTrace writes the run's trace ID on stderr when the gateway traces
// it, so the run can be found in Jaeger (/trace/ID, or the API's
// /api/traces/ID). A gateway without tracing sends none and nothing is
// printed.
func printTrace(e *env, stream grpc.ClientStream) {
	md, err := stream.Header()
	if err != nil {
		return // the stream's own error is reported by the first Recv
	}
	if ids := md.Get(traceHeader); len(ids) > 0 && ids[0] != "" {
		fmt.Fprintf(e.stderr, "trace %s\n", ids[0])
	}
}
