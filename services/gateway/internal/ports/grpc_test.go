package ports

import (
	"context"
	"log/slog"
	"net"
	"sync"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
)

// planner streams the way the real planner's Execute does: the task's
// events until the caller stops following, then the context's error.
type planner struct {
	hermesv1.UnimplementedPlannerServiceServer
}

func (planner) Execute(req *hermesv1.ExecuteRequest, stream hermesv1.PlannerService_ExecuteServer) error {
	if err := stream.Send(&hermesv1.ExecuteResponse{Event: &hermesv1.TaskEvent{ExecutionId: req.GetExecutionId(), Seq: 1}}); err != nil {
		return err
	}
	<-stream.Context().Done()
	return stream.Context().Err()
}

// captured keeps the planner server's log records and signals each
// finished call.
type captured struct {
	mu       sync.Mutex
	levels   []slog.Level
	finished chan slog.Record
}

func (c *captured) Enabled(context.Context, slog.Level) bool { return true }
func (c *captured) WithAttrs([]slog.Attr) slog.Handler       { return c }
func (c *captured) WithGroup(string) slog.Handler            { return c }
func (c *captured) Handle(_ context.Context, r slog.Record) error {
	c.mu.Lock()
	c.levels = append(c.levels, r.Level)
	c.mu.Unlock()
	if r.Message == "finished call" {
		c.finished <- r.Clone()
	}
	return nil
}

// A submitted goal runs on without its caller: the planner must not log the
// gateway's detaching from the event stream as an error.
func TestSubmitGoalDetachesWithoutAnError(t *testing.T) {
	logs := &captured{finished: make(chan slog.Record, 4)}
	srv := grpcserver.New(grpcserver.Options{Logger: slog.New(logs)})
	hermesv1.RegisterPlannerServiceServer(srv, planner{})
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ctx, lis) }()
	conn, err := grpc.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		conn.Close()
		stop()
		<-served
	})

	gw := New(hermesv1.NewPlannerServiceClient(conn), nil)
	resp, err := gw.SubmitGoal(context.Background(), &hermesv1.SubmitGoalRequest{ExecutionId: "e-submit", Input: &hermesv1.SubmitGoalRequest_Goal{Goal: "weekly report"}})
	if err != nil || resp.GetExecutionId() != "e-submit" {
		t.Fatalf("SubmitGoal = %v, %v", resp, err)
	}
	var rec slog.Record
	select {
	case rec = <-logs.finished:
	case <-time.After(10 * time.Second):
		t.Fatal("the planner never finished the detached Execute call")
	}
	var code string
	rec.Attrs(func(a slog.Attr) bool {
		if a.Key == "grpc.code" {
			code = a.Value.String()
		}
		return true
	})
	if code != "Canceled" {
		t.Errorf("detached Execute ended with grpc.code %q, want Canceled", code)
	}
	if id := attrOf(rec, "execution_id"); id != "e-submit" {
		t.Errorf("the planner's record names execution %q, want e-submit", id)
	}
	logs.mu.Lock()
	defer logs.mu.Unlock()
	for _, l := range logs.levels {
		if l >= slog.LevelError {
			t.Errorf("the planner logged an ERROR record for a detached submit (grpc.code %s)", code)
		}
	}
}

func attrOf(r slog.Record, key string) string {
	var v string
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == key {
			v = a.Value.String()
			return false
		}
		return true
	})
	return v
}

// dial returns a client connection to addr, closed when the test ends.
func dial(t *testing.T, addr string) *grpc.ClientConn {
	t.Helper()
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

// The gateway's record of a submit names the execution, also when the
// gateway chose its ID; a read names the one it asked for.
func TestRequestLogNamesTheExecution(t *testing.T) {
	pl := grpcserver.New(grpcserver.Options{Logger: slog.New(slog.DiscardHandler)})
	hermesv1.RegisterPlannerServiceServer(pl, planner{})
	logs := &captured{finished: make(chan slog.Record, 4)}
	gwSrv := grpcserver.New(grpcserver.Options{Logger: slog.New(logs)})
	hermesv1.RegisterGatewayServiceServer(gwSrv, New(hermesv1.NewPlannerServiceClient(dial(t, serve(t, pl))), nil))
	gw := hermesv1.NewGatewayServiceClient(dial(t, serve(t, gwSrv)))

	resp, err := gw.SubmitGoal(context.Background(), &hermesv1.SubmitGoalRequest{Input: &hermesv1.SubmitGoalRequest_Goal{Goal: "weekly report"}})
	if err != nil || resp.GetExecutionId() == "" {
		t.Fatalf("SubmitGoal = %v, %v", resp, err)
	}
	_, _ = gw.GetTask(context.Background(), &hermesv1.GetTaskRequest{ExecutionId: "e-read"})
	for _, want := range []struct{ method, id string }{{"SubmitGoal", resp.GetExecutionId()}, {"GetTask", "e-read"}} {
		select {
		case rec := <-logs.finished:
			if m, id := attrOf(rec, "grpc.method"), attrOf(rec, "execution_id"); m != want.method || id != want.id {
				t.Errorf("record of %s names execution %q, want %s naming %q", m, id, want.method, want.id)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no record of %s", want.method)
		}
	}
}
