package toolrunner

import (
	"context"
	"log/slog"
	"net"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/services/toolrunner/builtin"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

// bareEcho answers InvokeTool with nothing but the arguments: the floor a
// runner's own work is measured against.
type bareEcho struct {
	hermesv1.UnimplementedToolRunnerServiceServer
}

func (bareEcho) InvokeTool(_ context.Context, req *hermesv1.InvokeToolRequest) (*hermesv1.InvokeToolResponse, error) {
	return &hermesv1.InvokeToolResponse{OutputJson: "{}"}, nil
}

// serveTCP serves srv on a loopback TCP port and returns a client for it,
// dialled as the planner dials its runners.
func serveTCP(b *testing.B, serve func(ctx context.Context, lis net.Listener) error) hermesv1.ToolRunnerServiceClient {
	b.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = serve(ctx, lis); close(done) }()
	conn, err := grpc.NewClient(lis.Addr().String(), append(grpcserver.DialWindows(), grpc.WithTransportCredentials(insecure.NewCredentials()))...)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { conn.Close(); cancel(); <-done })
	return hermesv1.NewToolRunnerServiceClient(conn)
}

func benchInvoke(b *testing.B, client hermesv1.ToolRunnerServiceClient, req *hermesv1.InvokeToolRequest) {
	b.Helper()
	ctx := context.Background()
	if _, err := client.InvokeTool(ctx, req); err != nil { // warm the connection
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		resp, err := client.InvokeTool(ctx, req)
		if err != nil {
			b.Fatal(err)
		}
		if resp.GetError() != nil {
			b.Fatalf("tool error: %v", resp.GetError())
		}
	}
}

// BenchmarkInvokeTool compares a runner's InvokeTool of the no-op Go tool
// with a bare gRPC unary echo over the same loopback and the same server
// assembly; the difference is the runner's own work (lookup, validation,
// timeout, mapping, recording).
func BenchmarkInvokeTool(b *testing.B) {
	logger := slog.New(slog.DiscardHandler)
	req := &hermesv1.InvokeToolRequest{Tool: "noop", ArgumentsJson: "{}", ExecutionId: "bench", StepId: "s1"}

	b.Run("bare_echo", func(b *testing.B) {
		client := serveTCP(b, func(ctx context.Context, lis net.Listener) error {
			srv := grpcserver.New(grpcserver.Options{Logger: logger})
			hermesv1.RegisterToolRunnerServiceServer(srv, bareEcho{})
			return srv.Serve(ctx, lis)
		})
		benchInvoke(b, client, req)
	})
	b.Run("noop_tool", func(b *testing.B) {
		client := serveTCP(b, runner(b, "go", GoTools(builtin.Tools()...)).Serve)
		benchInvoke(b, client, req)
	})
	b.Run("sqlite_query", func(b *testing.B) {
		backends, err := demo.StartWith(context.Background(), demo.Config{Dir: b.TempDir()})
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { _ = backends.Close() })
		client := serveTCP(b, runner(b, "sql", ManifestTools(backends.Tools, "sql", backends.Env)).Serve)
		benchInvoke(b, client, &hermesv1.InvokeToolRequest{Tool: "query_requirement_status",
			ArgumentsJson: `{"state":"open","updated_after":"2025-03-03"}`, ExecutionId: "bench", StepId: "s1"})
	})
}

func runner(b *testing.B, family string, setup Setup) *Runner {
	b.Helper()
	var cfg Config
	cfg.Server.Listen, cfg.Family = "127.0.0.1:0", family
	cfg.Server.MaxRecvBytes, cfg.Server.MaxSendBytes, cfg.Server.Drain = grpcserver.DefaultMaxRecvBytes, grpcserver.DefaultMaxSendBytes, grpcserver.DefaultDrain
	r, err := New(context.Background(), cfg, slog.New(slog.DiscardHandler), setup)
	if err != nil {
		b.Fatal(err)
	}
	return r
}
