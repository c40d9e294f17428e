package devstack

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
	"github.com/hermes-agent/hermes/libs/signing"
	"github.com/hermes-agent/hermes/libs/testenv"
	"github.com/hermes-agent/hermes/services/planner"
)

// Two planner replicas share Redis behind the gateway: tasks run through
// either, and each replica answers for every task.
func TestTwoPlannersShareRedis(t *testing.T) {
	addr := testenv.Getenv("HERMES_TEST_REDIS", "127.0.0.1:6379")
	rc := redis.NewClient(&redis.Options{Addr: addr})
	if err := rc.Ping(context.Background()).Err(); err != nil {
		_ = rc.Close()
		testenv.Require(t, "Redis at "+addr, err)
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	prefix := "hermes-dev-test:" + hex.EncodeToString(b[:]) + ":"
	// Registered before the stack's: it runs after the stack has stopped.
	t.Cleanup(func() {
		ctx := context.Background()
		iter := rc.Scan(ctx, 0, prefix+"*", 1000).Iterator()
		for iter.Next(ctx) {
			rc.Unlink(ctx, iter.Val())
		}
		_ = rc.Close()
	})

	s, _ := start(t, Options{Planners: 2, RedisURL: "redis://" + addr,
		Planner: func(c *planner.Config) { c.Store.RedisPrefix = prefix }})
	if len(s.Planners) != 2 {
		t.Fatalf("planners %v, want 2", s.Planners)
	}
	conn, err := grpc.NewClient(s.Gateway, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	gw := hermesv1.NewGatewayServiceClient(conn)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var ids []string
	for range 4 {
		stream, err := gw.RunGoal(ctx, &hermesv1.RunGoalRequest{Input: &hermesv1.RunGoalRequest_Task{Task: &hermesv1.Task{Goal: "echo",
			Subtasks: []*hermesv1.Subtask{{Id: "greet", Tool: "echo", ArgumentsJson: `{"message":"hi"}`}}}}})
		if err != nil {
			t.Fatal(err)
		}
		var last *hermesv1.TaskEvent
		for {
			resp, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			last = resp.GetEvent()
		}
		if last.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
			t.Fatalf("task ended %v", last.GetState())
		}
		ids = append(ids, last.GetExecutionId())
	}
	// Each replica answers for every task, asked as the gateway asks: the
	// dev stack's planners take only calls the gateway signed.
	signer, err := signing.LoadSigner(s.keys.gatewayKey)
	if err != nil {
		t.Fatal(err)
	}
	asserter := principalgrpc.NewAsserter(signer, 0, nil)
	for _, p := range s.Planners {
		pc := dialAs(t, s, p, "gateway")
		for _, id := range ids {
			st, err := hermesv1.NewPlannerServiceClient(pc).GetTask(asserter.Outgoing(ctx, id), &hermesv1.PlannerServiceGetTaskRequest{ExecutionId: id})
			if err != nil || st.GetStatus().GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
				t.Errorf("planner %s on task %s: %v %v", p, id, st.GetStatus().GetState(), err)
			}
		}
	}
}

func TestSeveralPlannersNeedRedis(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s, err := Start(ctx, Options{GatewayAddr: "127.0.0.1:0", Planners: 2})
	if err == nil {
		cancel()
		_ = s.Wait()
		t.Fatal("Start ran two planners without a shared store")
	}
	if !strings.Contains(err.Error(), "Redis") {
		t.Errorf("error = %v, want it to say a Redis URL is needed", err)
	}
}
