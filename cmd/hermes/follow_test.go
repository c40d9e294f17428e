package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// syncBuffer is a buffer written by the command and read by the test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// fakeInterrupts delivers Ctrl-C when the test says so.
type fakeInterrupts struct{ c chan os.Signal }

func (f fakeInterrupts) Trap() (<-chan os.Signal, func()) { return f.c, func() {} }

func waitFor(t *testing.T, what string, buf *syncBuffer, sub string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(buf.String(), sub) {
		if time.Now().After(deadline) {
			t.Fatalf("never saw %s (%q):\n%s", what, sub, buf)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// On a terminal, Ctrl-C asks whether to cancel: yes cancels the task and
// follows it to its end; a second Ctrl-C at the question leaves it running.
func TestRunCtrlCAsks(t *testing.T) {
	tests := []struct {
		name       string
		answer     string // typed at the prompt; "" presses Ctrl-C again
		wantStdout string
		wantStderr string
		wantState  hermesv1.TaskState
	}{
		{"yes cancels", "y\n", "TASK_DONE", "cancelling", hermesv1.TaskState_TASK_STATE_CANCELLED},
		{"Ctrl-C again leaves it running", "", "TOOL_CALL", "hermes watch", hermesv1.TaskState_TASK_STATE_RUNNING},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stack := startStack(t)
			stdinR, stdinW := io.Pipe()
			defer stdinW.Close()
			var stdout, stderr syncBuffer
			intr := fakeInterrupts{c: make(chan os.Signal, 1)}
			e := &env{stdout: &stdout, stderr: &stderr, getenv: func(string) string { return "" },
				stdin: stdinR, terminal: true, interrupts: intr}
			id := "ctrl-c-" + strings.ReplaceAll(tt.name, " ", "-")
			req := &hermesv1.RunGoalRequest{ExecutionId: id, Input: &hermesv1.RunGoalRequest_Task{Task: &hermesv1.Task{
				Goal: "wait", Subtasks: []*hermesv1.Subtask{{Id: "nap", Tool: "sleep", ArgumentsJson: `{"ms":30000}`}}}}}
			done := make(chan error, 1)
			go func() { done <- runGoal(context.Background(), e, stack.Gateway, req, false) }()

			waitFor(t, "the tool call", &stdout, "TOOL_CALL")
			intr.c <- os.Interrupt
			waitFor(t, "the question", &stderr, "cancel task "+id+"?")
			if tt.answer != "" {
				_, _ = io.WriteString(stdinW, tt.answer)
			} else {
				intr.c <- os.Interrupt
			}
			var err error
			select {
			case err = <-done:
			case <-time.After(20 * time.Second):
				t.Fatalf("hermes run did not return; stderr:\n%s", &stderr)
			}
			if xe, ok := err.(*exitError); !ok || xe.code != 1 {
				t.Errorf("runGoal = %v, want exit status 1", err)
			}
			if !strings.Contains(stdout.String(), tt.wantStdout) || !strings.Contains(stderr.String(), tt.wantStderr) {
				t.Errorf("stdout lacks %q or stderr lacks %q:\n%s\n---\n%s", tt.wantStdout, tt.wantStderr, &stdout, &stderr)
			}
			client, closeConn, err := dial(e, stack.Gateway)
			if err != nil {
				t.Fatal(err)
			}
			defer closeConn()
			st, err := client.GetTask(context.Background(), &hermesv1.GetTaskRequest{ExecutionId: id})
			if err != nil || st.GetStatus().GetState() != tt.wantState {
				t.Errorf("task state %v (%v), want %v", st.GetStatus().GetState(), err, tt.wantState)
			}
			if tt.wantState == hermesv1.TaskState_TASK_STATE_RUNNING {
				_, _ = client.CancelTask(context.Background(), &hermesv1.CancelTaskRequest{ExecutionId: id})
			}
		})
	}
}
