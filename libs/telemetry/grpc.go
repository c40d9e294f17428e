package telemetry

import (
	grpcprom "github.com/grpc-ecosystem/go-grpc-middleware/providers/prometheus"
	"github.com/prometheus/client_golang/prometheus"
	"go.opentelemetry.io/contrib/instrumentation/google.golang.org/grpc/otelgrpc"
	"go.opentelemetry.io/contrib/instrumentation/google.golang.org/grpc/otelgrpc/filters"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	"google.golang.org/grpc"
)

// grpcMetrics registers go-grpc-middleware's server and client metrics on
// the registry, once.
func (p *Provider) grpcMetrics() (*grpcprom.ServerMetrics, *grpcprom.ClientMetrics) {
	p.grpcOnce.Do(func() {
		buckets := grpcprom.WithHistogramBuckets(prometheus.DefBuckets)
		p.serverMetrics = grpcprom.NewServerMetrics(grpcprom.WithServerHandlingTimeHistogram(buckets))
		p.clientMetrics = grpcprom.NewClientMetrics(grpcprom.WithClientHandlingTimeHistogram(buckets))
		p.registry.MustRegister(p.serverMetrics, p.clientMetrics)
	})
	return p.serverMetrics, p.clientMetrics
}

// otelOptions are the stats handlers' options: this provider's tracer and
// propagator, no OpenTelemetry metrics (Prometheus has them), no spans for
// health probes, and no event per message: the planner's Execute stream
// sends several events per step, and an event for each would cost more
// than the step's own spans.
func (p *Provider) otelOptions(untraced ...otelgrpc.Filter) []otelgrpc.Option {
	untraced = append(untraced, filters.HealthCheck())
	return []otelgrpc.Option{
		otelgrpc.WithMessageEvents(),
		otelgrpc.WithTracerProvider(p.tracer),
		otelgrpc.WithPropagators(p.propagator),
		otelgrpc.WithMeterProvider(metricnoop.NewMeterProvider()),
		otelgrpc.WithFilter(filters.None(untraced...)),
	}
}

// ServerOptions returns what a gRPC server needs to be traced (an otelgrpc
// stats handler, when tracing is on) and measured (the Prometheus
// interceptors, when metrics are on). Add the interceptors with
// ServerInterceptors: they belong inside the server's own chain.
func (p *Provider) ServerOptions() []grpc.ServerOption {
	if !p.Tracing() {
		return nil
	}
	return []grpc.ServerOption{grpc.StatsHandler(otelgrpc.NewServerHandler(p.otelOptions()...))}
}

// ServerInterceptors returns the Prometheus server interceptors, or nils
// when metrics are off.
func (p *Provider) ServerInterceptors() (grpc.UnaryServerInterceptor, grpc.StreamServerInterceptor) {
	if p.Registry() == nil {
		return nil, nil
	}
	srv, _ := p.grpcMetrics()
	ex := grpcprom.WithExemplarFromContext(Exemplar)
	return srv.UnaryServerInterceptor(ex), srv.StreamServerInterceptor(ex)
}

// InitServerMetrics gives every method of server its zero-valued series,
// so a dashboard shows a method that was never called.
func (p *Provider) InitServerMetrics(server *grpc.Server) {
	if p.Registry() == nil {
		return
	}
	srv, _ := p.grpcMetrics()
	srv.InitializeMetrics(server)
}

// DialOptions returns what a gRPC client needs to carry the trace and the
// execution ID to the server (an otelgrpc stats handler) and to be measured
// (the Prometheus client interceptors). Both are left out when off. Calls
// to the methods named in spanned (full names, /pkg.Service/Method) carry
// the trace without a client span of their own: the caller already wraps
// each in a span of its own (execute_tool), and a second one per call
// would double the cost of tracing it.
func (p *Provider) DialOptions(spanned ...string) []grpc.DialOption {
	var opts []grpc.DialOption
	if p.Tracing() {
		skip := make([]otelgrpc.Filter, len(spanned))
		for i, m := range spanned {
			skip[i] = filters.FullMethodName(m)
		}
		opts = append(opts, grpc.WithStatsHandler(otelgrpc.NewClientHandler(p.otelOptions(skip...)...)))
	}
	if p.Registry() != nil {
		_, cli := p.grpcMetrics()
		ex := grpcprom.WithExemplarFromContext(Exemplar)
		opts = append(opts, grpc.WithChainUnaryInterceptor(cli.UnaryClientInterceptor(ex)),
			grpc.WithChainStreamInterceptor(cli.StreamClientInterceptor(ex)))
	}
	return opts
}
