package grpcserver

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"google.golang.org/grpc"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// chainUnary composes interceptors the way grpc.ChainUnaryInterceptor does.
func chainUnary(ics []grpc.UnaryServerInterceptor, info *grpc.UnaryServerInfo, final grpc.UnaryHandler) grpc.UnaryHandler {
	h := final
	for i := len(ics) - 1; i >= 0; i-- {
		ic, next := ics[i], h
		h = func(ctx context.Context, req any) (any, error) { return ic(ctx, req, info, next) }
	}
	return h
}

// BenchmarkUnaryInterceptors measures what the server's interceptor chain
// adds to one unary call, with request logs discarded and written.
func BenchmarkUnaryInterceptors(b *testing.B) {
	loggers := []struct {
		name   string
		logger *slog.Logger
	}{
		{"discarded", slog.New(slog.DiscardHandler)},
		{"warn level", slog.New(slog.NewTextHandler(io.Discard, &slog.HandlerOptions{Level: slog.LevelWarn}))},
		{"info level", slog.New(slog.NewTextHandler(io.Discard, nil))},
	}
	info := &grpc.UnaryServerInfo{FullMethod: "/hermes.v1.ToolRunnerService/InvokeTool"}
	req := &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: `{"a":1}`}
	resp := &hermesv1.InvokeToolResponse{OutputJson: `{"a":1}`}
	for _, l := range loggers {
		b.Run(l.name, func(b *testing.B) {
			unary, _ := New(Options{Logger: l.logger}).interceptors(Options{})
			h := chainUnary(unary, info, func(context.Context, any) (any, error) { return resp, nil })
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := h(ctx, req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
