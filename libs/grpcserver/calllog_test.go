package grpcserver

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"sync"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// records is a slog handler that keeps every record, and signals each
// "finished call" one.
type records struct {
	mu       sync.Mutex
	all      []slog.Record
	finished chan slog.Record
}

func newRecords() *records { return &records{finished: make(chan slog.Record, 16)} }

func (r *records) Enabled(context.Context, slog.Level) bool { return true }
func (r *records) WithAttrs([]slog.Attr) slog.Handler       { return r }
func (r *records) WithGroup(string) slog.Handler            { return r }
func (r *records) Handle(_ context.Context, rec slog.Record) error {
	r.mu.Lock()
	r.all = append(r.all, rec.Clone())
	r.mu.Unlock()
	if rec.Message == "finished call" {
		r.finished <- rec.Clone()
	}
	return nil
}

// next waits for the next finished call's record.
func (r *records) next(t *testing.T) slog.Record {
	t.Helper()
	select {
	case rec := <-r.finished:
		return rec
	case <-time.After(10 * time.Second):
		t.Fatal("no finished-call record was logged")
		return slog.Record{}
	}
}

func attr(rec slog.Record, key string) string {
	var v string
	rec.Attrs(func(a slog.Attr) bool {
		if a.Key == key {
			v = a.Value.String()
			return false
		}
		return true
	})
	return v
}

// streamer is a PlannerService whose Execute behaves as the planner's does:
// one event, then events until the caller stops following, then the
// context's error. CancelTask answers with a bare error for the code table.
type streamer struct {
	hermesv1.UnimplementedPlannerServiceServer
	cancelErr error
}

func (streamer) Execute(req *hermesv1.ExecuteRequest, stream hermesv1.PlannerService_ExecuteServer) error {
	if err := stream.Send(&hermesv1.ExecuteResponse{Event: &hermesv1.TaskEvent{ExecutionId: req.GetExecutionId(), Seq: 1}}); err != nil {
		return err
	}
	<-stream.Context().Done()
	return stream.Context().Err()
}

func (s streamer) CancelTask(context.Context, *hermesv1.PlannerServiceCancelTaskRequest) (*hermesv1.PlannerServiceCancelTaskResponse, error) {
	return nil, s.cancelErr
}

// serveTCP serves srv on a loopback TCP port and returns a client
// connection to it.
func serveTCP(t *testing.T, srv *Server) *grpc.ClientConn {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, lis) }()
	conn, err := grpc.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
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

// A caller that detaches from a server stream after its first event (the
// gateway's SubmitGoal) is a cancellation, not a server error.
func TestDetachedStreamIsCanceledNotAnError(t *testing.T) {
	recs := newRecords()
	srv := New(Options{Logger: slog.New(recs)})
	hermesv1.RegisterPlannerServiceServer(srv, streamer{})
	client := hermesv1.NewPlannerServiceClient(serveTCP(t, srv))

	ctx, cancel := context.WithCancel(context.Background())
	stream, err := client.Execute(ctx, &hermesv1.ExecuteRequest{ExecutionId: "e1", Input: &hermesv1.ExecuteRequest_Goal{Goal: "g"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := stream.Recv(); err != nil {
		t.Fatalf("first event: %v", err)
	}
	cancel()

	rec := recs.next(t)
	if got := attr(rec, "grpc.code"); got != codes.Canceled.String() {
		t.Errorf("grpc.code = %q, want %q", got, codes.Canceled)
	}
	if rec.Level >= slog.LevelError {
		t.Errorf("detached stream logged at %v: %s %s", rec.Level, rec.Message, attr(rec, "grpc.error"))
	}
	recs.mu.Lock()
	defer recs.mu.Unlock()
	for _, r := range recs.all {
		if r.Level >= slog.LevelError {
			t.Errorf("ERROR record for a detached stream: %s (grpc.code %s)", r.Message, attr(r, "grpc.code"))
		}
	}
}

func TestFinishedCallLevelAndCode(t *testing.T) {
	tests := []struct {
		name      string
		err       error
		wantCode  codes.Code
		wantLevel slog.Level
	}{
		{"bare context canceled", context.Canceled, codes.Canceled, slog.LevelInfo},
		{"wrapped deadline", errors.Join(errors.New("waiting"), context.DeadlineExceeded), codes.DeadlineExceeded, slog.LevelWarn},
		{"caller's mistake", status.Error(codes.InvalidArgument, "bad"), codes.InvalidArgument, slog.LevelInfo},
		{"status kept over its cause", status.Error(codes.Unavailable, "shutting down"), codes.Unavailable, slog.LevelWarn},
		{"server failure", errors.New("boom"), codes.Unknown, slog.LevelError},
		{"internal", status.Error(codes.Internal, "broken"), codes.Internal, slog.LevelError},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			recs := newRecords()
			srv := New(Options{Logger: slog.New(recs)})
			hermesv1.RegisterPlannerServiceServer(srv, streamer{cancelErr: tc.err})
			client := hermesv1.NewPlannerServiceClient(serveTCP(t, srv))
			_, err := client.CancelTask(context.Background(), &hermesv1.PlannerServiceCancelTaskRequest{ExecutionId: "e1"})
			if got := status.Code(err); got != tc.wantCode {
				t.Errorf("client saw %v, want %v", got, tc.wantCode)
			}
			rec := recs.next(t)
			if got := attr(rec, "grpc.code"); got != tc.wantCode.String() {
				t.Errorf("logged grpc.code = %q, want %q", got, tc.wantCode)
			}
			if rec.Level != tc.wantLevel {
				t.Errorf("logged at %v, want %v", rec.Level, tc.wantLevel)
			}
			if attr(rec, "grpc.method") != "CancelTask" || attr(rec, "grpc.service") != "hermes.v1.PlannerService" {
				t.Errorf("record names %s/%s", attr(rec, "grpc.service"), attr(rec, "grpc.method"))
			}
		})
	}
}

// Probes and the catalog refresh are called on a timer: when they succeed
// they log at debug, so the task logs stay readable at info.
func TestRoutineCallsLogAtDebug(t *testing.T) {
	recs := newRecords()
	srv := New(Options{Logger: slog.New(recs)})
	hermesv1.RegisterToolRunnerServiceServer(srv, panicky{})
	conn := serveTCP(t, srv)
	tests := []struct {
		name string
		call func() error
		want slog.Level
	}{
		{"health probe", func() error {
			_, err := healthpb.NewHealthClient(conn).Check(context.Background(), &healthpb.HealthCheckRequest{})
			return err
		}, slog.LevelDebug},
		{"failed catalog listing", func() error {
			_, err := hermesv1.NewToolRunnerServiceClient(conn).ListTools(context.Background(), &hermesv1.ToolRunnerServiceListToolsRequest{})
			if status.Code(err) == codes.Unimplemented {
				return nil // logged all the same, as an error
			}
			return err
		}, slog.LevelError},
		{"tool call", func() error {
			_, err := hermesv1.NewToolRunnerServiceClient(conn).InvokeTool(context.Background(), &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: "{}"})
			return err
		}, slog.LevelInfo},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.call(); err != nil {
				t.Fatal(err)
			}
			if rec := recs.next(t); rec.Level != tc.want {
				t.Errorf("logged at %v, want %v", rec.Level, tc.want)
			}
		})
	}
}
