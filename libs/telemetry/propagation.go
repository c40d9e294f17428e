package telemetry

import (
	"context"
	"sync/atomic"

	"go.opentelemetry.io/otel/baggage"
	"go.opentelemetry.io/otel/propagation"
)

// executionBaggage is the W3C baggage propagator with a shortcut for the
// baggage hermes carries on every call: the execution ID and nothing else.
// The planner sends the same header on every step's call to a runner, and
// a runner receives it as often; each used to be serialized by the
// caller and parsed again by the callee, several allocations a call. The
// last such header is kept, with the baggage it stands for, on each side:
// a call of the same execution reuses it. Any other baggage (more members,
// properties) goes through OpenTelemetry's propagator, unchanged.
type executionBaggage struct {
	propagation.Baggage
	injected  atomic.Pointer[executionHeader]
	extracted atomic.Pointer[executionHeader]
}

// executionHeader is a baggage header naming one execution, and its
// parsed form.
type executionHeader struct {
	id     string
	header string
	bag    baggage.Baggage
}

var _ propagation.TextMapPropagator = (*executionBaggage)(nil)

// newPropagator returns the W3C trace-context and baggage propagator.
func newPropagator() propagation.TextMapPropagator {
	return propagation.NewCompositeTextMapPropagator(propagation.TraceContext{}, &executionBaggage{})
}

// executionOnly returns the execution ID when bag holds it alone, without
// properties.
func executionOnly(bag baggage.Baggage) (string, bool) {
	if bag.Len() != 1 {
		return "", false
	}
	m := bag.Member(ExecutionIDKey)
	if m.Key() != ExecutionIDKey || len(m.Properties()) > 0 {
		return "", false
	}
	return m.Value(), true
}

// Inject implements propagation.TextMapPropagator.
func (p *executionBaggage) Inject(ctx context.Context, carrier propagation.TextMapCarrier) {
	bag := baggage.FromContext(ctx)
	id, ok := executionOnly(bag)
	if !ok {
		p.Baggage.Inject(ctx, carrier)
		return
	}
	h := p.injected.Load()
	if h == nil || h.id != id {
		h = &executionHeader{id: id, header: bag.String(), bag: bag}
		p.injected.Store(h)
	}
	carrier.Set("baggage", h.header)
}

// Extract implements propagation.TextMapPropagator.
func (p *executionBaggage) Extract(ctx context.Context, carrier propagation.TextMapCarrier) context.Context {
	header := carrier.Get("baggage")
	if h := p.extracted.Load(); h != nil && header != "" && h.header == header {
		if _, multi := carrier.(propagation.ValuesGetter); !multi {
			return baggage.ContextWithBaggage(ctx, h.bag)
		}
	}
	out := p.Baggage.Extract(ctx, carrier)
	bag := baggage.FromContext(out)
	if id, ok := executionOnly(bag); ok && header != "" {
		if _, multi := carrier.(propagation.ValuesGetter); !multi {
			p.extracted.Store(&executionHeader{id: id, header: header, bag: bag})
		}
	}
	return out
}
