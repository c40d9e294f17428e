package ports

import (
	"context"
	"errors"
	"io"
	"net"
	"testing"
	"time"

	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/libs/telemetry"
)

// onePlanner answers Execute with one event naming the execution ID its
// baggage carried.
type onePlanner struct {
	hermesv1.UnimplementedPlannerServiceServer
}

func (onePlanner) Execute(req *hermesv1.ExecuteRequest, stream hermesv1.PlannerService_ExecuteServer) error {
	return stream.Send(&hermesv1.ExecuteResponse{Event: &hermesv1.TaskEvent{
		ExecutionId: req.GetExecutionId(), Seq: 1, Message: telemetry.ExecutionID(stream.Context()),
	}})
}

func tracedProvider(t *testing.T, service string) (*telemetry.Provider, *tracetest.InMemoryExporter) {
	t.Helper()
	exp := tracetest.NewInMemoryExporter()
	p, err := telemetry.New(context.Background(), telemetry.Config{}, telemetry.Info{Service: service, Exporter: exp, Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = p.Shutdown(context.Background()) })
	return p, exp
}

func serve(t *testing.T, srv *grpcserver.Server) string {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ctx, lis) }()
	t.Cleanup(func() { stop(); <-served })
	return lis.Addr().String()
}

// The gateway names the execution in the baggage it sends the planner,
// stamps it on its own span, and tells the caller the trace ID.
func TestRunGoalCarriesTheExecutionAndNamesTheTrace(t *testing.T) {
	plTel, plSpans := tracedProvider(t, "planner")
	gwTel, gwSpans := tracedProvider(t, "gateway")
	pl := grpcserver.New(grpcserver.Options{Telemetry: plTel})
	hermesv1.RegisterPlannerServiceServer(pl, onePlanner{})
	plAddr := serve(t, pl)
	plConn, err := grpc.NewClient(plAddr, append(gwTel.DialOptions(), grpc.WithTransportCredentials(insecure.NewCredentials()))...)
	if err != nil {
		t.Fatal(err)
	}
	defer plConn.Close()
	gw := grpcserver.New(grpcserver.Options{Telemetry: gwTel})
	hermesv1.RegisterGatewayServiceServer(gw, New(hermesv1.NewPlannerServiceClient(plConn), nil))
	conn, err := grpc.NewClient(serve(t, gw), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()

	var header metadata.MD
	stream, err := hermesv1.NewGatewayServiceClient(conn).RunGoal(context.Background(),
		&hermesv1.RunGoalRequest{ExecutionId: "e-traced", Input: &hermesv1.RunGoalRequest_Goal{Goal: "weekly report"}}, grpc.Header(&header))
	if err != nil {
		t.Fatal(err)
	}
	var ev *hermesv1.TaskEvent
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		ev = resp.GetEvent()
	}
	if ev.GetMessage() != "e-traced" {
		t.Errorf("planner's baggage named execution %q, want e-traced", ev.GetMessage())
	}
	// A server's span ends once its handler has returned, which can be
	// after the caller read the end of the stream: wait for it.
	var all tracetest.SpanStubs
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		for _, p := range []*telemetry.Provider{plTel, gwTel} {
			if err := p.ForceFlush(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		all = append(plSpans.GetSpans(), gwSpans.GetSpans()...)
		if len(all) >= 3 || time.Now().After(deadline) {
			break
		}
	}
	if len(all) != 3 { // gateway server, gateway→planner client, planner server
		t.Fatalf("got %d spans, want 3", len(all))
	}
	ids := header.Get(TraceHeader)
	for _, s := range all {
		if len(ids) != 1 || s.SpanContext.TraceID().String() != ids[0] {
			t.Errorf("span %s %s in trace %s; the caller was told %v", s.SpanKind, s.Name, s.SpanContext.TraceID(), ids)
		}
		var got string
		for _, a := range s.Attributes {
			if a.Key == telemetry.ExecutionIDKey {
				got = a.Value.AsString()
			}
		}
		if got != "e-traced" {
			t.Errorf("span %s %s: %s = %q, want e-traced", s.SpanKind, s.Name, telemetry.ExecutionIDKey, got)
		}
	}
}
