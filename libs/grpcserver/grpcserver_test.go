package grpcserver

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	reflectionpb "google.golang.org/grpc/reflection/grpc_reflection_v1"
	"google.golang.org/grpc/status"
	"google.golang.org/grpc/test/bufconn"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// panicky is a ToolRunnerService whose InvokeTool panics for tool "boom".
type panicky struct {
	hermesv1.UnimplementedToolRunnerServiceServer
}

func (panicky) InvokeTool(_ context.Context, req *hermesv1.InvokeToolRequest) (*hermesv1.InvokeToolResponse, error) {
	if req.GetTool() == "boom" {
		panic("handler exploded")
	}
	return &hermesv1.InvokeToolResponse{OutputJson: req.GetArgumentsJson()}, nil
}

func start(t *testing.T, opts Options, dial ...grpc.DialOption) *grpc.ClientConn {
	t.Helper()
	srv := New(opts)
	hermesv1.RegisterToolRunnerServiceServer(srv, panicky{})
	lis := bufconn.Listen(1 << 20)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, lis) }()
	dial = append(dial,
		grpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) { return lis.DialContext(ctx) }),
		grpc.WithTransportCredentials(insecure.NewCredentials()))
	conn, err := grpc.NewClient("passthrough:///bufnet", dial...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		conn.Close()
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve returned %v after a clean stop", err)
		}
	})
	return conn
}

func TestPanicBecomesInternalAndServerKeepsServing(t *testing.T) {
	conn := start(t, Options{})
	client := hermesv1.NewToolRunnerServiceClient(conn)
	ctx := context.Background()

	_, err := client.InvokeTool(ctx, &hermesv1.InvokeToolRequest{Tool: "boom"})
	if got := status.Code(err); got != codes.Internal {
		t.Fatalf("panicking handler: code = %v, want Internal (err %v)", got, err)
	}
	resp, err := client.InvokeTool(ctx, &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: `{"a":1}`})
	if err != nil {
		t.Fatalf("call after the panic: %v", err)
	}
	if resp.GetOutputJson() != `{"a":1}` {
		t.Errorf("output = %q, want the arguments back", resp.GetOutputJson())
	}
}

func TestInvalidRequestNamesTheField(t *testing.T) {
	conn := start(t, Options{})
	client := hermesv1.NewToolRunnerServiceClient(conn)
	tests := []struct {
		name  string
		req   *hermesv1.InvokeToolRequest
		field string
	}{
		{"empty tool", &hermesv1.InvokeToolRequest{}, "tool:"},
		{"hostile tool name", &hermesv1.InvokeToolRequest{Tool: "x; rm -rf /"}, "tool:"},
		{"arguments not an object", &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: `[1]`}, "arguments_json:"},
		{"bad execution id", &hermesv1.InvokeToolRequest{Tool: "echo", ExecutionId: "a b"}, "execution_id:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := client.InvokeTool(context.Background(), tt.req)
			st := status.Convert(err)
			if st.Code() != codes.InvalidArgument || !strings.Contains(st.Message(), tt.field) {
				t.Errorf("got %v %q, want InvalidArgument naming %q", st.Code(), st.Message(), tt.field)
			}
		})
	}
}

func TestOversizedMessageRefused(t *testing.T) {
	conn := start(t, Options{MaxRecvBytes: 4096})
	client := hermesv1.NewToolRunnerServiceClient(conn)
	big := `{"q":"` + strings.Repeat("x", 8192) + `"}`
	_, err := client.InvokeTool(context.Background(), &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: big})
	if got := status.Code(err); got != codes.ResourceExhausted {
		t.Fatalf("oversized request: code = %v, want ResourceExhausted (err %v)", got, err)
	}
	if _, err := client.InvokeTool(context.Background(), &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: `{}`}); err != nil {
		t.Fatalf("small request after the refusal: %v", err)
	}
}

func TestHealthAndReflection(t *testing.T) {
	conn := start(t, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	h, err := healthpb.NewHealthClient(conn).Check(ctx, &healthpb.HealthCheckRequest{Service: "hermes.v1.ToolRunnerService"})
	if err != nil || h.GetStatus() != healthpb.HealthCheckResponse_SERVING {
		t.Fatalf("health = %v, %v; want SERVING", h.GetStatus(), err)
	}
	stream, err := reflectionpb.NewServerReflectionClient(conn).ServerReflectionInfo(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := stream.Send(&reflectionpb.ServerReflectionRequest{MessageRequest: &reflectionpb.ServerReflectionRequest_ListServices{}}); err != nil {
		t.Fatal(err)
	}
	resp, err := stream.Recv()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range resp.GetListServicesResponse().GetService() {
		names = append(names, s.GetName())
	}
	joined := strings.Join(names, ",")
	for _, want := range []string{"hermes.v1.ToolRunnerService", "grpc.health.v1.Health", "grpc.reflection.v1.ServerReflection"} {
		if !strings.Contains(joined, want) {
			t.Errorf("reflection lists %v; missing %s", names, want)
		}
	}
}

func TestHeldServiceIsNotServingUntilReleased(t *testing.T) {
	srv := New(Options{})
	hermesv1.RegisterToolRunnerServiceServer(srv, panicky{})
	const name = "hermes.v1.ToolRunnerService"
	srv.Hold(name)
	lis := bufconn.Listen(1 << 20)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { _ = srv.Serve(ctx, lis) }()
	conn, err := grpc.NewClient("passthrough:///bufnet",
		grpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) { return lis.DialContext(ctx) }),
		grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	client := healthpb.NewHealthClient(conn)
	check := func(service string) healthpb.HealthCheckResponse_ServingStatus {
		t.Helper()
		resp, err := client.Check(context.Background(), &healthpb.HealthCheckRequest{Service: service}, grpc.WaitForReady(true))
		if err != nil {
			t.Fatal(err)
		}
		return resp.GetStatus()
	}
	for _, svc := range []string{name, ""} {
		if got := check(svc); got != healthpb.HealthCheckResponse_NOT_SERVING {
			t.Errorf("held: %q = %v, want NOT_SERVING", svc, got)
		}
	}
	srv.Release(name)
	for _, svc := range []string{name, ""} {
		if got := check(svc); got != healthpb.HealthCheckResponse_SERVING {
			t.Errorf("released: %q = %v, want SERVING", svc, got)
		}
	}
}

// A held service refuses its calls with UNAVAILABLE until it is released:
// a client that does not check health first gets a clear answer, not one
// computed from a state that is not ready.
func TestHeldServiceRefusesCallsUntilReleased(t *testing.T) {
	srv := New(Options{})
	hermesv1.RegisterToolRunnerServiceServer(srv, panicky{})
	srv.Hold("hermes.v1.ToolRunnerService")
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, lis) }()
	t.Cleanup(func() { cancel(); <-done })
	conn, err := grpc.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = conn.Close() })
	client := hermesv1.NewToolRunnerServiceClient(conn)

	_, err = client.ListTools(context.Background(), &hermesv1.ToolRunnerServiceListToolsRequest{})
	if status.Code(err) != codes.Unavailable || !strings.Contains(status.Convert(err).Message(), "not ready") {
		t.Fatalf("call to a held service: %v, want UNAVAILABLE not ready", err)
	}
	srv.Release("hermes.v1.ToolRunnerService")
	_, err = client.ListTools(context.Background(), &hermesv1.ToolRunnerServiceListToolsRequest{})
	if status.Code(err) == codes.Unavailable {
		t.Fatalf("call after Release: %v, want it served", err)
	}
}
