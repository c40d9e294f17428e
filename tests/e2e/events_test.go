package e2e

import (
	"context"
	"errors"
	"fmt"
	"io"
	"testing"
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/services/planner"
)

// A caller that asks for batches receives the same events, in the same
// order, as one that does not, in fewer messages: the events a step records
// together (its TOOL_SELECT and TOOL_CALL) share a message, as do the steps
// that end within the planner's linger, and a replayed history comes in one. A caller that does not ask gets one event per message.
func TestExecuteBatchesEvents(t *testing.T) {
	client, _ := inProcess(t, func(c *planner.Config) { c.Limits.Parallelism = 1 })
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	task := &hermesv1.Task{Goal: "batches"}
	for i := range 3 {
		task.Subtasks = append(task.Subtasks, &hermesv1.Subtask{Id: fmt.Sprintf("s%d", i), Tool: "noop", ArgumentsJson: "{}"})
	}
	execute := func(id string, batch bool) [][]*hermesv1.TaskEvent {
		t.Helper()
		stream, err := client.Execute(ctx, &hermesv1.ExecuteRequest{ExecutionId: id, Input: &hermesv1.ExecuteRequest_Task{Task: task}, BatchEvents: batch})
		if err != nil {
			t.Fatal(err)
		}
		return messages(t, stream.Recv, batch)
	}
	flat := func(msgs [][]*hermesv1.TaskEvent) string {
		var out []string
		for _, m := range msgs {
			for _, ev := range m {
				out = append(out, fmt.Sprintf("%d:%s:%s", ev.GetSeq(), ev.GetKind(), ev.GetSubtaskId()))
			}
		}
		return fmt.Sprint(out)
	}

	single, batched := execute("one-by-one", false), execute("batched", true)
	if flat(single) != flat(batched) {
		t.Fatalf("batched events differ:\n got %s\nwant %s", flat(batched), flat(single))
	}
	if len(batched) >= len(single) {
		t.Errorf("%d batched messages for %d events, want fewer", len(batched), len(single))
	}
	for _, m := range batched {
		for i, ev := range m {
			if ev.GetKind() == hermesv1.EventKind_EVENT_KIND_TOOL_CALL && (i == 0 || m[i-1].GetKind() != hermesv1.EventKind_EVENT_KIND_TOOL_SELECT) {
				t.Errorf("TOOL_CALL of %s not in the message of its TOOL_SELECT", ev.GetSubtaskId())
			}
		}
	}

	stream, err := client.WatchTask(ctx, &hermesv1.PlannerServiceWatchTaskRequest{ExecutionId: "batched", BatchEvents: true})
	if err != nil {
		t.Fatal(err)
	}
	history := messages(t, stream.Recv, true)
	if len(history) != 1 || flat(history) != flat(batched) {
		t.Errorf("history replayed in %d messages as %s, want one message of %s", len(history), flat(history), flat(batched))
	}
}

// eventMessage is a message of a planner event stream: one event, or a
// batch.
type eventMessage interface {
	GetEvent() *hermesv1.TaskEvent
	GetEvents() []*hermesv1.TaskEvent
}

// messages reads a planner event stream to its end and returns each
// message's events; a message must carry them in events when batch was
// asked for, otherwise one in event.
func messages[T eventMessage](t *testing.T, recv func() (T, error), batch bool) [][]*hermesv1.TaskEvent {
	t.Helper()
	var msgs [][]*hermesv1.TaskEvent
	for {
		resp, err := recv()
		if errors.Is(err, io.EOF) {
			return msgs
		}
		if err != nil {
			t.Fatal(err)
		}
		one, many := resp.GetEvent(), resp.GetEvents()
		switch {
		case batch && one == nil && len(many) > 0:
			msgs = append(msgs, many)
		case !batch && one != nil && len(many) == 0:
			msgs = append(msgs, []*hermesv1.TaskEvent{one})
		default:
			t.Fatalf("message with event %v and %d events (batches asked: %v)", one, len(many), batch)
		}
	}
}
