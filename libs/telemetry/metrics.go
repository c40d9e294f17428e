package telemetry

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"go.opentelemetry.io/otel/trace"
)

// newRegistry returns a registry with the Go runtime and process
// collectors; each service adds its own metrics.
func newRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return reg
}

// MetricsHandler serves the registry in the Prometheus text format, or in
// OpenMetrics (which carries exemplars) when the scraper asks for it. It is
// nil when metrics are off.
func (p *Provider) MetricsHandler() http.Handler {
	if p.Registry() == nil {
		return nil
	}
	return promhttp.HandlerFor(p.registry, promhttp.HandlerOpts{EnableOpenMetrics: true, Registry: p.registry})
}

// ListenMetrics opens the metrics listener (MetricsAddr); it returns nil
// when metrics are off.
func (p *Provider) ListenMetrics() (net.Listener, error) {
	if p.Registry() == nil {
		return nil, nil
	}
	lis, err := net.Listen("tcp", p.metricsAddr)
	if err != nil {
		return nil, fmt.Errorf("metrics-addr: %w", err)
	}
	return lis, nil
}

// ServeMetrics serves /metrics on lis until ctx is done. A nil lis serves
// nothing and returns at once.
func (p *Provider) ServeMetrics(ctx context.Context, lis net.Listener, logger *slog.Logger) error {
	if lis == nil {
		return nil
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", p.MetricsHandler())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	logger.Info("metrics serving", "addr", lis.Addr().String(), "path", "/metrics")
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(lis) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
	defer cancel()
	err := srv.Shutdown(sctx)
	if serr := <-errc; !errors.Is(serr, http.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	return err
}

// Exemplar returns the exemplar labels of a sampled span in ctx (its trace
// ID), or nil: a histogram bucket then links to one trace behind it.
func Exemplar(ctx context.Context) prometheus.Labels {
	sc := trace.SpanContextFromContext(ctx)
	if !sc.IsSampled() {
		return nil
	}
	return prometheus.Labels{"trace_id": sc.TraceID().String()}
}
