package e2e

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/services/planner"
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

// inProcess starts a toolrunner with the demo Go tools and a planner over
// it, each a real gRPC server on its own loopback TCP listener, and returns
// a planner client.
func inProcess(b *testing.B, adjust func(*planner.Config)) (hermesv1.PlannerServiceClient, *grpc.ClientConn) {
	b.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	logger := slog.New(slog.DiscardHandler)
	var trCfg toolrunner.Config
	trCfg.RegisterFlags(flag.NewFlagSet("tr", flag.ContinueOnError))
	trLis := listenTCP(b, &trCfg.Server.Listen)
	tr, err := toolrunner.New(ctx, trCfg, logger, toolrunner.GoTools(demo.RegisterGoTools))
	if err != nil {
		b.Fatal(err)
	}
	var plCfg planner.Config
	plCfg.RegisterFlags(flag.NewFlagSet("pl", flag.ContinueOnError))
	plCfg.Toolrunners = []string{trLis.Addr().String()}
	if adjust != nil {
		adjust(&plCfg)
	}
	plLis := listenTCP(b, &plCfg.Server.Listen)
	done := make(chan struct{}, 2)
	go func() { _ = tr.Serve(ctx, trLis); done <- struct{}{} }()
	pl, err := planner.New(ctx, plCfg, logger)
	if err != nil {
		b.Fatal(err)
	}
	go func() { _ = pl.Serve(ctx, plLis); done <- struct{}{} }()
	conn, err := grpc.NewClient(plLis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { conn.Close(); cancel(); <-done; <-done })
	return hermesv1.NewPlannerServiceClient(conn), conn
}

func listenTCP(b *testing.B, field *string) net.Listener {
	b.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	*field = lis.Addr().String()
	return lis
}

// runTask executes a task and drains its events; it returns the final one.
func runTask(ctx context.Context, client hermesv1.PlannerServiceClient, id string, t *hermesv1.Task) (*hermesv1.TaskEvent, error) {
	stream, err := client.Execute(ctx, &hermesv1.ExecuteRequest{ExecutionId: id, Input: &hermesv1.ExecuteRequest_Task{Task: t}})
	if err != nil {
		return nil, err
	}
	var last *hermesv1.TaskEvent
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return last, nil
		}
		if err != nil {
			return nil, err
		}
		last = resp.GetEvent()
	}
}

// BenchmarkStep measures hermes's per-step orchestration overhead: a task of
// steps no-op tool calls run serially through planner and toolrunner over
// loopback gRPC (embedded reasoner, in-process store), reported per step,
// next to a bare unary gRPC round trip on the same machine in the same run.
func BenchmarkStep(b *testing.B) {
	const steps = 10
	client, conn := inProcess(b, func(c *planner.Config) { c.Limits.Parallelism = 1; c.Limits.MaxSteps = steps })

	b.Run("bare_unary_roundtrip", func(b *testing.B) {
		h := healthpb.NewHealthClient(conn)
		b.ReportAllocs()
		for b.Loop() {
			if _, err := h.Check(context.Background(), &healthpb.HealthCheckRequest{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("hermes_step", func(b *testing.B) {
		t := &hermesv1.Task{Goal: "bench"}
		for i := range steps {
			t.Subtasks = append(t.Subtasks, &hermesv1.Subtask{Id: fmt.Sprintf("s%d", i), Tool: "noop", ArgumentsJson: "{}"})
		}
		b.ReportAllocs()
		n := 0
		for b.Loop() {
			n++
			done, err := runTask(context.Background(), client, fmt.Sprintf("bench-%d", n), t)
			if err != nil {
				b.Fatal(err)
			}
			if done.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
				b.Fatalf("task ended %v: %s", done.GetState(), done.GetReport())
			}
		}
		// Report per step: the loop above runs steps tool calls per iteration.
		b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(n*steps), "µs/step")
	})
}
