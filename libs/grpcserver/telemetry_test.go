package grpcserver

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/telemetry"
)

// traced returns a provider exporting to an in-memory exporter, with
// metrics on.
func traced(t *testing.T, service string) (*telemetry.Provider, *tracetest.InMemoryExporter) {
	t.Helper()
	exp := tracetest.NewInMemoryExporter()
	p, err := telemetry.New(context.Background(), telemetry.Config{MetricsAddr: "127.0.0.1:0"},
		telemetry.Info{Service: service, Exporter: exp, Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = p.Shutdown(context.Background()) })
	return p, exp
}

// spanNamed waits for the span called name to be exported: a server's span
// ends after its response is on the wire, so it may end after the call
// returned to the client.
func spanNamed(t *testing.T, p *telemetry.Provider, exp *tracetest.InMemoryExporter, name string) tracetest.SpanStub {
	t.Helper()
	var names []string
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if err := p.ForceFlush(context.Background()); err != nil {
			t.Fatal(err)
		}
		names = names[:0]
		for _, s := range exp.GetSpans() {
			if s.Name == name {
				return s
			}
			names = append(names, s.Name)
		}
	}
	t.Fatalf("no span %q among %v", name, names)
	return tracetest.SpanStub{}
}

func spanAttr(s tracetest.SpanStub, key string) string {
	for _, a := range s.Attributes {
		if string(a.Key) == key {
			return a.Value.String()
		}
	}
	return ""
}

func scrape(t *testing.T, p *telemetry.Provider) string {
	t.Helper()
	srv := httptest.NewServer(p.MetricsHandler())
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A call made under a client span with an execution ID in its baggage is
// served in the same trace, as a child of the client's span, and the
// server's span carries the execution ID; both sides count the call.
func TestTelemetryContinuesTheCallersTrace(t *testing.T) {
	serverTel, serverSpans := traced(t, "server")
	clientTel, clientSpans := traced(t, "client")
	conn := start(t, Options{Telemetry: serverTel}, clientTel.DialOptions()...)
	client := hermesv1.NewToolRunnerServiceClient(conn)

	ctx := telemetry.WithExecutionID(context.Background(), "exec-1")
	ctx, root := clientTel.Tracer("test").Start(ctx, "root")
	if _, err := client.InvokeTool(ctx, &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: `{}`}); err != nil {
		t.Fatal(err)
	}
	root.End()

	got := spanNamed(t, serverTel, serverSpans, "hermes.v1.ToolRunnerService/InvokeTool")
	caller := spanNamed(t, clientTel, clientSpans, "hermes.v1.ToolRunnerService/InvokeTool")
	if got.SpanContext.TraceID() != root.SpanContext().TraceID() {
		t.Errorf("server span in trace %s, want the caller's %s", got.SpanContext.TraceID(), root.SpanContext().TraceID())
	}
	if got.Parent.SpanID() != caller.SpanContext.SpanID() {
		t.Errorf("server span's parent = %s, want the client span %s", got.Parent.SpanID(), caller.SpanContext.SpanID())
	}
	for _, s := range []tracetest.SpanStub{got, caller} {
		if v := spanAttr(s, telemetry.ExecutionIDKey); v != "exec-1" {
			t.Errorf("%s span: %s = %q, want exec-1", s.SpanKind, telemetry.ExecutionIDKey, v)
		}
	}
	for _, want := range []string{
		`grpc_server_handled_total{grpc_code="OK",grpc_method="InvokeTool",grpc_service="hermes.v1.ToolRunnerService",grpc_type="unary"} 1`,
	} {
		if m := scrape(t, serverTel); !strings.Contains(m, want) {
			t.Errorf("server metrics lack %s:\n%s", want, grep(m, "grpc_server_handled_total"))
		}
	}
	want := `grpc_client_handled_total{grpc_code="OK",grpc_method="InvokeTool",grpc_service="hermes.v1.ToolRunnerService",grpc_type="unary"} 1`
	if m := scrape(t, clientTel); !strings.Contains(m, want) {
		t.Errorf("client metrics lack %s:\n%s", want, grep(m, "grpc_client_handled_total"))
	}
}

// With telemetry off the server installs nothing: no stats handler, no
// metric interceptors.
func TestTelemetryOffAddsNothing(t *testing.T) {
	off, err := telemetry.New(context.Background(), telemetry.Config{}, telemetry.Info{Service: "s", Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(off.ServerOptions()) + len(off.DialOptions()); n != 0 {
		t.Errorf("telemetry off still adds %d gRPC options", n)
	}
	if u, s := off.ServerInterceptors(); u != nil || s != nil {
		t.Error("telemetry off still adds metric interceptors")
	}
}

func grep(text, prefix string) string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, prefix) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
