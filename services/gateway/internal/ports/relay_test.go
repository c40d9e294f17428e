package ports

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
)

// eventsPlanner streams three events of the execution it is asked for: in
// two messages when the caller asks for batches and the planner sends
// them, otherwise one per message as a planner before batches did.
type eventsPlanner struct {
	hermesv1.UnimplementedPlannerServiceServer
	batches bool // whether this planner honours batch_events
}

// stream sends the three events as batches when the caller asked for
// them and this planner honours the request, otherwise one by one.
func (p eventsPlanner) stream(id string, asked bool, one func(*hermesv1.TaskEvent) error, many func([]*hermesv1.TaskEvent) error) error {
	ev := func(seq int64) *hermesv1.TaskEvent { return &hermesv1.TaskEvent{ExecutionId: id, Seq: seq} }
	if asked && p.batches {
		if err := many([]*hermesv1.TaskEvent{ev(1), ev(2)}); err != nil {
			return err
		}
		return many([]*hermesv1.TaskEvent{ev(3)})
	}
	for seq := range int64(3) {
		if err := one(ev(seq + 1)); err != nil {
			return err
		}
	}
	return nil
}

func (p eventsPlanner) Execute(req *hermesv1.ExecuteRequest, stream hermesv1.PlannerService_ExecuteServer) error {
	return p.stream(req.GetExecutionId(), req.GetBatchEvents(),
		func(ev *hermesv1.TaskEvent) error { return stream.Send(&hermesv1.ExecuteResponse{Event: ev}) },
		func(evs []*hermesv1.TaskEvent) error { return stream.Send(&hermesv1.ExecuteResponse{Events: evs}) })
}

func (p eventsPlanner) WatchTask(req *hermesv1.PlannerServiceWatchTaskRequest, stream hermesv1.PlannerService_WatchTaskServer) error {
	return p.stream(req.GetExecutionId(), req.GetBatchEvents(),
		func(ev *hermesv1.TaskEvent) error {
			return stream.Send(&hermesv1.PlannerServiceWatchTaskResponse{Event: ev})
		},
		func(evs []*hermesv1.TaskEvent) error {
			return stream.Send(&hermesv1.PlannerServiceWatchTaskResponse{Events: evs})
		})
}

// The gateway relays every event of a planner stream in order, one by
// one, whether the planner batches them or sends one per message.
func TestRelayUnpacksBatches(t *testing.T) {
	for _, tt := range []struct {
		name    string
		batches bool
	}{
		{"planner sends batches", true},
		{"planner sends one event per message", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			gw := New(hermesv1.NewPlannerServiceClient(serveEvents(t, eventsPlanner{batches: tt.batches})), nil)
			collect := func(seqs *[]int64) func(*hermesv1.TaskEvent) error {
				return func(ev *hermesv1.TaskEvent) error { *seqs = append(*seqs, ev.GetSeq()); return nil }
			}
			var run, watch []int64
			if err := gw.Run(context.Background(), &hermesv1.RunGoalRequest{ExecutionId: "e1", Input: &hermesv1.RunGoalRequest_Goal{Goal: "g"}}, collect(&run)); err != nil {
				t.Fatal(err)
			}
			if err := gw.Watch(context.Background(), &hermesv1.WatchTaskRequest{ExecutionId: "e1"}, collect(&watch)); err != nil {
				t.Fatal(err)
			}
			for name, got := range map[string][]int64{"Run": run, "Watch": watch} {
				if fmt.Sprint(got) != "[1 2 3]" {
					t.Errorf("%s relayed seqs %v, want [1 2 3]", name, got)
				}
			}
		})
	}
}

func serveEvents(t *testing.T, p eventsPlanner) *grpc.ClientConn {
	t.Helper()
	srv := grpcserver.New(grpcserver.Options{Logger: slog.New(slog.DiscardHandler)})
	hermesv1.RegisterPlannerServiceServer(srv, p)
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
	return conn
}
