package telemetry

import (
	"context"
	"maps"
	"net/http"
	"testing"

	"go.opentelemetry.io/otel/baggage"
	"go.opentelemetry.io/otel/propagation"
)

// TestExecutionBaggageCarriesWhatW3CBaggageCarries checks the shortcut
// against OpenTelemetry's baggage propagator: the same header out, the same
// baggage in, for the execution ID alone (again and again, and for another
// execution) and for baggage the shortcut leaves alone.
func TestExecutionBaggageCarriesWhatW3CBaggageCarries(t *testing.T) {
	withProps := func() context.Context {
		p, _ := baggage.NewKeyValuePropertyRaw("p", "1")
		m, _ := baggage.NewMemberRaw(ExecutionIDKey, "e 3", p)
		b, _ := baggage.New(m)
		return baggage.ContextWithBaggage(context.Background(), b)
	}
	twoMembers := func() context.Context {
		m, _ := baggage.NewMemberRaw("tenant", "acme")
		b, _ := baggage.FromContext(WithExecutionID(context.Background(), "e4")).SetMember(m)
		return baggage.ContextWithBaggage(context.Background(), b)
	}
	ctxs := []context.Context{
		WithExecutionID(context.Background(), "e1"),
		WithExecutionID(context.Background(), "e1"),
		WithExecutionID(context.Background(), "e2/step 1;=,%"),
		WithExecutionID(context.Background(), "e1"),
		context.Background(),
		withProps(),
		twoMembers(),
		WithExecutionID(context.Background(), "e1"),
	}
	ours, std := &executionBaggage{}, propagation.Baggage{}
	for i, ctx := range ctxs {
		got, want := propagation.MapCarrier{}, propagation.MapCarrier{}
		ours.Inject(ctx, got)
		std.Inject(ctx, want)
		// Members are written in no set order: compare them as sets.
		if g, w := headerMembers(t, got["baggage"]), headerMembers(t, want["baggage"]); !maps.Equal(g, w) {
			t.Fatalf("context %d: injected %q, want %q", i, got["baggage"], want["baggage"])
		}
		for range 2 {
			in, stdIn := ours.Extract(context.Background(), want), std.Extract(context.Background(), want)
			if g, w := members(baggage.FromContext(in)), members(baggage.FromContext(stdIn)); !maps.Equal(g, w) {
				t.Fatalf("context %d: extracted %v, want %v", i, g, w)
			}
			if g, w := ExecutionID(in), ExecutionID(stdIn); g != w {
				t.Fatalf("context %d: execution %q, want %q", i, g, w)
			}
		}
	}
	// A carrier of several baggage headers has them all read.
	h := http.Header{}
	h.Add("baggage", "hermes.execution_id=e1")
	h.Add("baggage", "tenant=acme")
	in := ours.Extract(context.Background(), propagation.HeaderCarrier(h))
	if b := baggage.FromContext(in); b.Len() != 2 || ExecutionID(in) != "e1" {
		t.Fatalf("two headers extracted as %q", b.String())
	}
	// An empty or unparsable header brings no baggage.
	for _, header := range []string{"", "=;,"} {
		in := ours.Extract(context.Background(), propagation.MapCarrier{"baggage": header})
		if b := baggage.FromContext(in); b.Len() != 0 {
			t.Fatalf("header %q extracted as %q", header, b.String())
		}
	}
}

// headerMembers are the members of a baggage header.
func headerMembers(t *testing.T, header string) map[string]string {
	t.Helper()
	b, err := baggage.Parse(header)
	if err != nil {
		t.Fatalf("baggage %q: %v", header, err)
	}
	return members(b)
}

// members are a baggage's members, each as the header writes it.
func members(b baggage.Baggage) map[string]string {
	out := map[string]string{}
	for _, m := range b.Members() {
		out[m.Key()] = m.String()
	}
	return out
}

func BenchmarkBaggagePropagation(b *testing.B) {
	ctx := WithExecutionID(context.Background(), "0123456789abcdef")
	for _, c := range []struct {
		name string
		p    propagation.TextMapPropagator
	}{{"otel", propagation.Baggage{}}, {"execution", &executionBaggage{}}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				carrier := propagation.MapCarrier{}
				c.p.Inject(ctx, carrier)
				if ExecutionID(c.p.Extract(context.Background(), carrier)) == "" {
					b.Fatal("no execution ID")
				}
			}
		})
	}
}
