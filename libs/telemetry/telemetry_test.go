package telemetry

import (
	"context"
	"strings"
	"testing"

	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestConfigValidateNamesTheSetting(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
		want string // "" means valid
	}{
		{name: "empty", cfg: Config{}},
		{name: "host port", cfg: Config{OTLPEndpoint: "127.0.0.1:4317", MetricsAddr: "127.0.0.1:9464", Sampler: "0.25"}},
		{name: "url", cfg: Config{OTLPEndpoint: "https://collector:4318/v1/traces", OTLPProtocol: ProtocolHTTP}},
		{name: "bad endpoint", cfg: Config{OTLPEndpoint: "collector"}, want: "otlp-endpoint"},
		{name: "bad scheme", cfg: Config{OTLPEndpoint: "ftp://x:1"}, want: "otlp-endpoint"},
		{name: "bad protocol", cfg: Config{OTLPProtocol: "udp"}, want: "otlp-protocol"},
		{name: "bad sampler", cfg: Config{Sampler: "1.5"}, want: "trace-sampler"},
		{name: "bad metrics addr", cfg: Config{MetricsAddr: "9464"}, want: "metrics-addr"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.cfg.Validate()
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("Validate() = %v, want nil", err)
			case tt.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.want+":")):
				t.Fatalf("Validate() = %v, want an error naming %s", err, tt.want)
			}
		})
	}
}

func TestTracingIsOnOnlyWithAnExporter(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
		env  map[string]string
		want bool
	}{
		{name: "nothing configured", want: false},
		{name: "flag", cfg: Config{OTLPEndpoint: "127.0.0.1:4317"}, want: true},
		{name: "standard variable", env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"}, want: true},
		{name: "traces variable over http", env: map[string]string{"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://127.0.0.1:4318/v1/traces", "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf"}, want: true},
		{name: "sdk disabled", cfg: Config{OTLPEndpoint: "127.0.0.1:4317"}, env: map[string]string{"OTEL_SDK_DISABLED": "true"}, want: false},
		{name: "exporter none", env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "127.0.0.1:4317", "OTEL_TRACES_EXPORTER": "none"}, want: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := New(context.Background(), tt.cfg, Info{Service: "svc", Getenv: env(tt.env)})
			if err != nil {
				t.Fatal(err)
			}
			defer p.Shutdown(context.Background())
			if got := p.Tracing(); got != tt.want {
				t.Errorf("Tracing() = %v, want %v", got, tt.want)
			}
			if got := len(p.ServerOptions()) > 0; got != tt.want {
				t.Errorf("ServerOptions installed = %v, want %v", got, tt.want)
			}
		})
	}
}

// Every span started under an execution's baggage carries its ID, children
// included; a span outside any execution carries none. The resource names
// the service.
func TestSpansCarryTheExecutionID(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	p, err := New(context.Background(), Config{}, Info{Service: "planner", Version: "v1.2.3", Instance: "i-1", Exporter: exp, Getenv: env(nil)})
	if err != nil {
		t.Fatal(err)
	}
	tr := p.Tracer("test")
	ctx, parent := tr.Start(WithExecutionID(context.Background(), "20250310T140201-3f9a1c7b"), "parent")
	_, child := tr.Start(ctx, "child")
	child.End()
	parent.End()
	_, other := tr.Start(context.Background(), "other")
	other.End()
	defer p.Shutdown(context.Background())
	// Shutdown would empty the in-memory exporter: flush instead.
	if err := p.ForceFlush(context.Background()); err != nil {
		t.Fatal(err)
	}
	spans := exp.GetSpans()
	if len(spans) != 3 {
		t.Fatalf("got %d spans, want 3", len(spans))
	}
	for _, s := range spans {
		var got string
		for _, a := range s.Attributes {
			if a.Key == ExecutionIDKey {
				got = a.Value.AsString()
			}
		}
		want := "20250310T140201-3f9a1c7b"
		if s.Name == "other" {
			want = ""
		}
		if got != want {
			t.Errorf("span %s: %s = %q, want %q", s.Name, ExecutionIDKey, got, want)
		}
		res := map[string]string{}
		for _, a := range s.Resource.Attributes() {
			res[string(a.Key)] = a.Value.String()
		}
		for k, v := range map[string]string{"service.name": "planner", "service.version": "v1.2.3", "service.instance.id": "i-1"} {
			if res[k] != v {
				t.Errorf("span %s: resource %s = %q, want %q", s.Name, k, res[k], v)
			}
		}
	}
}

func TestExemplarNamesASampledTrace(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	p, err := New(context.Background(), Config{}, Info{Service: "s", Exporter: exp, Getenv: env(nil)})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Shutdown(context.Background())
	if got := Exemplar(context.Background()); got != nil {
		t.Errorf("Exemplar without a span = %v, want nil", got)
	}
	ctx, span := p.Tracer("t").Start(context.Background(), "s")
	defer span.End()
	if got, want := Exemplar(ctx)["trace_id"], span.SpanContext().TraceID().String(); got != want {
		t.Errorf("Exemplar trace_id = %q, want %q", got, want)
	}
}

func TestNilProviderObservesNothing(t *testing.T) {
	var p *Provider
	if p.Tracing() || p.Registry() != nil || p.MetricsHandler() != nil || len(p.DialOptions()) != 0 {
		t.Error("a nil provider should trace and measure nothing")
	}
	_, span := p.Tracer("t").Start(context.Background(), "s")
	if span.IsRecording() {
		t.Error("a nil provider's span records")
	}
	if err := p.Shutdown(context.Background()); err != nil {
		t.Error(err)
	}
}
