// Package telemetry sets up a process's traces and metrics once, from its
// settings and the standard OTEL_* variables, and hands the result to the
// code that needs it: an OpenTelemetry tracer provider exporting over OTLP
// (gRPC or HTTP), W3C trace-context and baggage propagation, a span
// processor that stamps the execution ID carried in baggage on every span,
// and a Prometheus registry served on its own HTTP listener. Nothing here
// is global: business code receives a *Provider (or the tracer provider
// and registry it holds) from main. With no exporter configured the tracer
// provider is OpenTelemetry's no-op and no gRPC stats handler is installed,
// so tracing costs nothing.
package telemetry

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"

	grpcprom "github.com/grpc-ecosystem/go-grpc-middleware/providers/prometheus"
	"github.com/prometheus/client_golang/prometheus"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.43.0"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// Protocols of the OTLP exporter.
const (
	ProtocolGRPC = "grpc"
	ProtocolHTTP = "http/protobuf"
)

// Config is the part of every service's settings that concerns traces and
// metrics. Empty fields defer to the standard OTEL_* variables.
type Config struct {
	// OTLPEndpoint is where spans are sent: host:port (plain gRPC, for a
	// collector on loopback or in the pod) or a URL (http:// or https://).
	// Empty means OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or
	// OTEL_EXPORTER_OTLP_ENDPOINT; with neither, tracing is off.
	OTLPEndpoint string
	// OTLPProtocol is grpc or http/protobuf; empty means
	// OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, OTEL_EXPORTER_OTLP_PROTOCOL, or grpc.
	OTLPProtocol string
	// Sampler is always_on, always_off or a ratio in [0,1], each honouring
	// the caller's decision (parent-based); empty means OTEL_TRACES_SAMPLER
	// and OTEL_TRACES_SAMPLER_ARG, or always_on.
	Sampler string
	// MetricsAddr is where /metrics is served (host:port); empty means no
	// metrics listener.
	MetricsAddr string
}

// RegisterFlags defines the settings on fs.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.OTLPEndpoint, "otlp-endpoint", "", "OTLP trace collector (host:port for gRPC, or an http(s) URL); empty uses OTEL_EXPORTER_OTLP_ENDPOINT, and with neither tracing is off")
	fs.StringVar(&c.OTLPProtocol, "otlp-protocol", "", "OTLP protocol: grpc or http/protobuf; empty uses OTEL_EXPORTER_OTLP_PROTOCOL, else grpc")
	fs.StringVar(&c.Sampler, "trace-sampler", "", "always_on, always_off or a ratio such as 0.1 (parent-based); empty uses OTEL_TRACES_SAMPLER, else always_on")
	fs.StringVar(&c.MetricsAddr, "metrics-addr", "", "Prometheus /metrics listen address (host:port); empty disables it")
}

// Validate checks the settings; the error names the bad one.
func (c *Config) Validate() error {
	if c.OTLPEndpoint != "" {
		if _, err := parseEndpoint(c.OTLPEndpoint); err != nil {
			return fmt.Errorf("otlp-endpoint: %w", err)
		}
	}
	switch c.OTLPProtocol {
	case "", ProtocolGRPC, ProtocolHTTP:
	default:
		return fmt.Errorf("otlp-protocol: %q must be %s or %s", c.OTLPProtocol, ProtocolGRPC, ProtocolHTTP)
	}
	if c.Sampler != "" {
		if _, err := parseSampler(c.Sampler); err != nil {
			return fmt.Errorf("trace-sampler: %w", err)
		}
	}
	if c.MetricsAddr != "" {
		if _, _, err := net.SplitHostPort(c.MetricsAddr); err != nil {
			return fmt.Errorf("metrics-addr: %q is not host:port", c.MetricsAddr)
		}
	}
	return nil
}

// Info names the process in its telemetry.
type Info struct {
	// Service is service.name (gateway, planner, toolrunner); an
	// OTEL_SERVICE_NAME variable overrides it.
	Service string
	// Version is service.version; empty means the main module's version.
	Version string
	// Instance is service.instance.id; empty means host-pid.
	Instance string
	// Getenv reads OTEL_* variables; nil means os.Getenv.
	Getenv func(string) string
	// Exporter, when set, receives the spans instead of an OTLP exporter
	// (tests, benchmarks); tracing is then on whatever the settings say.
	Exporter sdktrace.SpanExporter
	// Logger receives the exporter's failures and dropped spans; nil means
	// slog.Default().
	Logger *slog.Logger
}

// Provider is a process's telemetry: its tracer provider, propagator and
// metrics registry. A nil *Provider is valid and observes nothing.
type Provider struct {
	info        Info
	tracer      trace.TracerProvider
	sdk         *sdktrace.TracerProvider // nil when tracing is off
	propagator  propagation.TextMapPropagator
	registry    *prometheus.Registry // nil when metrics are off
	metricsAddr string

	grpcOnce      sync.Once
	serverMetrics *grpcprom.ServerMetrics
	clientMetrics *grpcprom.ClientMetrics
}

// New builds the telemetry of one process from cfg, the OTEL_* variables
// and info. Shutdown flushes and stops it.
func New(ctx context.Context, cfg Config, info Info) (*Provider, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if info.Getenv == nil {
		info.Getenv = os.Getenv
	}
	if info.Logger == nil {
		info.Logger = slog.Default()
	}
	p := &Provider{
		info:        info,
		tracer:      noop.NewTracerProvider(),
		propagator:  newPropagator(),
		metricsAddr: cfg.MetricsAddr,
	}
	if cfg.MetricsAddr != "" {
		p.registry = newRegistry()
	}
	exp := info.Exporter
	if exp == nil {
		var err error
		if exp, err = newExporter(ctx, cfg, info.Getenv); err != nil {
			return nil, err
		}
	}
	if exp == nil {
		return p, nil
	}
	res, err := newResource(ctx, info)
	if err != nil {
		return nil, err
	}
	opts := []sdktrace.TracerProviderOption{
		sdktrace.WithResource(res),
		sdktrace.WithSpanProcessor(&executionStamp{}),
		sdktrace.WithSpanProcessor(newBatcher(exp, batchConfigFromEnv(info.Getenv), info.Logger)),
	}
	if cfg.Sampler != "" {
		s, _ := parseSampler(cfg.Sampler) // validated above
		opts = append(opts, sdktrace.WithSampler(s))
	}
	// Without a sampler option the SDK reads OTEL_TRACES_SAMPLER itself.
	p.sdk = sdktrace.NewTracerProvider(opts...)
	p.tracer = p.sdk
	return p, nil
}

// TracerProvider returns the provider spans are started from: the SDK's, or
// the no-op one when tracing is off.
func (p *Provider) TracerProvider() trace.TracerProvider {
	if p == nil {
		return noop.NewTracerProvider()
	}
	return p.tracer
}

// Tracer returns a named tracer of the provider.
func (p *Provider) Tracer(name string) trace.Tracer { return p.TracerProvider().Tracer(name) }

// Tracing reports whether spans are recorded and exported.
func (p *Provider) Tracing() bool { return p != nil && p.sdk != nil }

// Propagator returns the W3C trace-context and baggage propagator.
func (p *Provider) Propagator() propagation.TextMapPropagator {
	if p == nil {
		return newPropagator()
	}
	return p.propagator
}

// Registry returns the metrics registry, or nil when metrics are off.
func (p *Provider) Registry() *prometheus.Registry {
	if p == nil {
		return nil
	}
	return p.registry
}

// Shutdown flushes the spans still buffered and stops the exporter.
func (p *Provider) Shutdown(ctx context.Context) error {
	if p == nil || p.sdk == nil {
		return nil
	}
	return p.sdk.Shutdown(ctx)
}

// ForceFlush exports the spans ended so far.
func (p *Provider) ForceFlush(ctx context.Context) error {
	if p == nil || p.sdk == nil {
		return nil
	}
	return p.sdk.ForceFlush(ctx)
}

// newExporter returns the OTLP exporter the settings ask for, or nil when
// no endpoint is configured (or OTEL_SDK_DISABLED / OTEL_TRACES_EXPORTER=none
// says so).
func newExporter(ctx context.Context, cfg Config, getenv func(string) string) (sdktrace.SpanExporter, error) {
	if strings.EqualFold(getenv("OTEL_SDK_DISABLED"), "true") || getenv("OTEL_TRACES_EXPORTER") == "none" {
		return nil, nil
	}
	endpoint := firstOf(cfg.OTLPEndpoint, getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"), getenv("OTEL_EXPORTER_OTLP_ENDPOINT"))
	if endpoint == "" {
		return nil, nil
	}
	proto := firstOf(cfg.OTLPProtocol, getenv("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"), getenv("OTEL_EXPORTER_OTLP_PROTOCOL"), ProtocolGRPC)
	ep, err := parseEndpoint(endpoint)
	if err != nil {
		return nil, fmt.Errorf("otlp-endpoint: %w", err)
	}
	switch proto {
	case ProtocolGRPC:
		opts := []otlptracegrpc.Option{otlptracegrpc.WithEndpoint(ep.hostPort)}
		if !ep.tls {
			opts = append(opts, otlptracegrpc.WithInsecure())
		}
		return newWireExporter(ctx, otlptracegrpc.NewClient(opts...))
	case ProtocolHTTP, "http/json", "http":
		opts := []otlptracehttp.Option{otlptracehttp.WithEndpoint(ep.hostPort)}
		if ep.path != "" {
			opts = append(opts, otlptracehttp.WithURLPath(ep.path))
		}
		if !ep.tls {
			opts = append(opts, otlptracehttp.WithInsecure())
		}
		return newWireExporter(ctx, otlptracehttp.NewClient(opts...))
	}
	return nil, fmt.Errorf("otlp-protocol: %q must be %s or %s", proto, ProtocolGRPC, ProtocolHTTP)
}

// endpoint is a parsed OTLP endpoint.
type endpoint struct {
	hostPort string
	path     string
	tls      bool
}

// parseEndpoint accepts host:port (plain text: a collector on loopback or
// beside the service) or an http:// or https:// URL.
func parseEndpoint(s string) (endpoint, error) {
	if !strings.Contains(s, "://") {
		if _, _, err := net.SplitHostPort(s); err != nil {
			return endpoint{}, fmt.Errorf("%q is neither host:port nor an http(s) URL", s)
		}
		return endpoint{hostPort: s}, nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return endpoint{}, fmt.Errorf("%q is neither host:port nor an http(s) URL", s)
	}
	path := strings.TrimSuffix(u.Path, "/")
	return endpoint{hostPort: u.Host, path: path, tls: u.Scheme == "https"}, nil
}

// parseSampler reads always_on, always_off or a ratio; each defers to a
// sampled or unsampled caller.
func parseSampler(s string) (sdktrace.Sampler, error) {
	switch s {
	case "always_on", "parentbased_always_on":
		return sdktrace.ParentBased(sdktrace.AlwaysSample()), nil
	case "always_off", "parentbased_always_off":
		return sdktrace.ParentBased(sdktrace.NeverSample()), nil
	}
	r, err := strconv.ParseFloat(s, 64)
	if err != nil || r < 0 || r > 1 {
		return nil, fmt.Errorf("%q must be always_on, always_off or a ratio between 0 and 1", s)
	}
	return sdktrace.ParentBased(sdktrace.TraceIDRatioBased(r)), nil
}

// newResource describes the process: service.name, service.version and
// service.instance.id, with OTEL_RESOURCE_ATTRIBUTES and OTEL_SERVICE_NAME
// applied over them, merged with the SDK's defaults (telemetry.sdk.*).
func newResource(ctx context.Context, info Info) (*resource.Resource, error) {
	version := info.Version
	if version == "" {
		version = moduleVersion()
	}
	instance := info.Instance
	if instance == "" {
		host, _ := os.Hostname()
		instance = fmt.Sprintf("%s-%d", host, os.Getpid())
	}
	own := resource.NewWithAttributes(semconv.SchemaURL,
		semconv.ServiceName(info.Service),
		semconv.ServiceVersion(version),
		semconv.ServiceInstanceID(instance),
	)
	env, err := resource.New(ctx, resource.WithFromEnv())
	if err != nil && !errors.Is(err, resource.ErrPartialResource) {
		return nil, fmt.Errorf("OTEL_RESOURCE_ATTRIBUTES: %w", err)
	}
	res, err := resource.Merge(resource.Default(), own)
	if err != nil {
		return nil, fmt.Errorf("telemetry resource: %w", err)
	}
	if res, err = resource.Merge(res, env); err != nil {
		return nil, fmt.Errorf("telemetry resource: %w", err)
	}
	return res, nil
}

// moduleVersion is the main module's version as the build recorded it.
func moduleVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}

func firstOf(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}
