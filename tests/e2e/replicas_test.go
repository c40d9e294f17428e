package e2e

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
	"github.com/hermes-agent/hermes/libs/testenv"
)

// replicaManifest declares a slow read and a counted write against base.
const replicaManifest = `tools:
  - name: fetch_data
    description: Fetches the data, slowly.
    side_effect: read
    timeout: 60s
    parameters: {type: object}
    http: {url: "${env:E2E_BASE}/fetch"}
  - name: send_report
    description: Sends the report.
    side_effect: write
    timeout: 60s
    parameters: {type: object, properties: {to: {type: string}}}
    http: {method: POST, url: "${env:E2E_BASE}/send", body: "$args"}
  - name: page_oncall
    description: Pages the on-call engineer.
    side_effect: write
    requires_approval: true
    parameters: {type: object}
    http: {method: POST, url: "${env:E2E_BASE}/send", body: "$args"}
`

// backend counts calls; each path waits for its gate (if set) before it
// answers, and signals each arrival on its channel.
type backend struct {
	fetches, sends atomic.Int64
	fetchGate      chan struct{} // closed: fetches answer at once
	fetchArrived   chan struct{}
	sendArrived    chan struct{}
	sendDelay      atomic.Int64 // nanoseconds
}

func newBackend(t *testing.T, sendDelay time.Duration) (*backend, string) {
	t.Helper()
	b := &backend{fetchGate: make(chan struct{}), fetchArrived: make(chan struct{}, 100), sendArrived: make(chan struct{}, 100)}
	b.sendDelay.Store(int64(sendDelay))
	close(b.fetchGate)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// With the body read, the server notices a caller that went away.
		_, _ = io.Copy(io.Discard, r.Body)
		switch r.URL.Path {
		case "/fetch":
			b.fetches.Add(1)
			b.fetchArrived <- struct{}{}
			select {
			case <-b.gate():
			case <-r.Context().Done():
				return
			}
		case "/send":
			b.sends.Add(1)
			b.sendArrived <- struct{}{}
			select {
			case <-time.After(time.Duration(b.sendDelay.Load())):
			case <-r.Context().Done():
				return
			}
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"ok":true,"rows":[{"v":1}]}`))
	}))
	t.Cleanup(srv.Close)
	return b, srv.URL
}

var gateMu sync.Mutex

func (b *backend) gate() chan struct{} {
	gateMu.Lock()
	defer gateMu.Unlock()
	return b.fetchGate
}

// hold makes fetches wait until the returned release is called.
func (b *backend) hold() (release func()) {
	gateMu.Lock()
	defer gateMu.Unlock()
	ch := make(chan struct{})
	b.fetchGate = ch
	var once sync.Once
	return func() { once.Do(func() { close(ch) }) }
}

// replicas is a toolrunner and several planners sharing one Redis under a
// key prefix of the test's own.
type replicas struct {
	runner   string
	planners []string
	procs    []*replicaProc
	redis    *redis.Client
	prefix   string
}

// replicaProc is a planner process a test may kill or pause.
type replicaProc struct {
	*proc
	gone atomic.Bool // killed on purpose: its exit is not checked
}

func redisURL() string { return testenv.Getenv("HERMES_TEST_REDIS", "127.0.0.1:6379") }

func startReplicas(t *testing.T, n int, base string, plannerArgs ...string) *replicas {
	t.Helper()
	c := redis.NewClient(&redis.Options{Addr: redisURL()})
	t.Cleanup(func() { _ = c.Close() })
	testenv.Require(t, "Redis at "+redisURL(), c.Ping(context.Background()).Err())
	var rb [6]byte
	_, _ = rand.Read(rb[:])
	r := &replicas{redis: c, prefix: "hermes-e2e:" + hex.EncodeToString(rb[:]) + ":"}
	t.Cleanup(func() { deleteKeys(c, r.prefix) })

	manifest := filepath.Join(t.TempDir(), "tools.yaml")
	if err := os.WriteFile(manifest, []byte(replicaManifest), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("E2E_BASE", base)
	r.runner = freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", r.runner, "-family", "http", "-manifests", manifest), r.runner)
	for range n {
		addr := freeAddr(t)
		args := append([]string{"-listen", addr, "-toolrunners", r.runner, "-redis-url", redisURL(), "-redis-prefix", r.prefix}, plannerArgs...)
		p := r.startPlanner(t, args...)
		waitServing(t, p.proc, addr)
		r.planners = append(r.planners, addr)
		r.procs = append(r.procs, p)
	}
	return r
}

// startPlanner starts a planner that a test may kill; one it did not kill
// must stop cleanly on SIGTERM.
func (r *replicas) startPlanner(t *testing.T, args ...string) *replicaProc {
	t.Helper()
	return startKillable(t, "planner", args...)
}

// startKillable starts a service binary that a test may kill.
func startKillable(t *testing.T, name string, args ...string) *replicaProc {
	t.Helper()
	cmd := exec.Command(filepath.Join(binaries(t), name), args...)
	p := &replicaProc{proc: &proc{name: name, cmd: cmd, out: &lockedBuffer{}, done: make(chan error, 1)}}
	cmd.Stdout, cmd.Stderr = p.out, p.out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.done <- cmd.Wait() }()
	t.Cleanup(func() {
		if p.gone.Load() {
			return
		}
		_ = cmd.Process.Signal(syscall.SIGCONT)
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case err := <-p.done:
			if err != nil {
				t.Errorf("%s exited with %v after SIGTERM; output:\n%s", name, err, p.out)
			}
		case <-time.After(20 * time.Second):
			_ = cmd.Process.Kill()
			t.Errorf("%s did not stop within 20s of SIGTERM; output:\n%s", name, p.out)
		}
	})
	return p
}

func (r *replicas) logs() string {
	s := ""
	for i, p := range r.procs {
		s += fmt.Sprintf("--- planner %d ---\n%s\n", i, p.out)
	}
	return s
}

func deleteKeys(c *redis.Client, prefix string) {
	ctx := context.Background()
	iter := c.Scan(ctx, 0, prefix+"*", 1000).Iterator()
	for iter.Next(ctx) {
		c.Unlink(ctx, iter.Val())
	}
}

func plannerClient(t *testing.T, addr string) hermesv1.PlannerServiceClient {
	t.Helper()
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return hermesv1.NewPlannerServiceClient(conn)
}

// midStep starts write task id on replica a and returns once the task's
// first step is in flight at the held backend b.
func midStep(ctx context.Context, t *testing.T, b *backend, a hermesv1.PlannerServiceClient, id string) hermesv1.PlannerService_ExecuteClient {
	t.Helper()
	stream, err := a.Execute(ctx, writeTask(id))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := stream.Recv(); err != nil {
		t.Fatal(err)
	}
	<-b.fetchArrived
	return stream
}

func writeTask(id string) *hermesv1.ExecuteRequest {
	return &hermesv1.ExecuteRequest{ExecutionId: id, Input: &hermesv1.ExecuteRequest_Task{Task: &hermesv1.Task{Goal: "e2e",
		Subtasks: []*hermesv1.Subtask{
			{Id: "data", Tool: "fetch_data", ArgumentsJson: `{}`},
			{Id: "send", Tool: "send_report", ArgumentsJson: `{"to":"team@example.com"}`, DependsOn: []string{"data"}},
		}}}}
}

// drain reads a stream to its end.
func drain[T interface{ GetEvent() *hermesv1.TaskEvent }](recv func() (T, error)) ([]*hermesv1.TaskEvent, error) {
	var evs []*hermesv1.TaskEvent
	for {
		resp, err := recv()
		if errors.Is(err, io.EOF) {
			return evs, nil
		}
		if err != nil {
			return evs, err
		}
		evs = append(evs, resp.GetEvent())
	}
}

// executeSucceeds runs req to its end, keeping only the last event, and
// fails unless the task succeeded: the load benchmarks' one call.
func executeSucceeds(ctx context.Context, c hermesv1.PlannerServiceClient, req *hermesv1.ExecuteRequest) error {
	stream, err := c.Execute(ctx, req)
	if err != nil {
		return err
	}
	var last *hermesv1.TaskEvent
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		last = resp.GetEvent()
	}
	if last.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
		return fmt.Errorf("task ended %v: %s", last.GetState(), last.GetReport())
	}
	return nil
}

func execute(ctx context.Context, c hermesv1.PlannerServiceClient, req *hermesv1.ExecuteRequest) ([]*hermesv1.TaskEvent, error) {
	stream, err := c.Execute(ctx, req)
	if err != nil {
		return nil, err
	}
	return drain(stream.Recv)
}

func watch(ctx context.Context, c hermesv1.PlannerServiceClient, id string) ([]*hermesv1.TaskEvent, error) {
	stream, err := c.WatchTask(ctx, &hermesv1.PlannerServiceWatchTaskRequest{ExecutionId: id})
	if err != nil {
		return nil, err
	}
	return drain(stream.Recv)
}

// 100 concurrent requests for one execution ID, spread over two planner
// processes sharing Redis: one run, one write; every other request is
// refused as running or receives the recorded outcome.
func TestOneExecutionIDAcrossTwoReplicas(t *testing.T) {
	b, base := newBackend(t, 300*time.Millisecond)
	r := startReplicas(t, 2, base)
	clients := []hermesv1.PlannerServiceClient{plannerClient(t, r.planners[0]), plannerClient(t, r.planners[1])}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	const n = 100
	var wg sync.WaitGroup
	var mu sync.Mutex
	var refused, replayedOrRun int
	var finals []*hermesv1.TaskEvent
	for i := range n {
		wg.Go(func() {
			evs, err := execute(ctx, clients[i%2], writeTask("one-id"))
			mu.Lock()
			defer mu.Unlock()
			switch {
			case status.Code(err) == codes.AlreadyExists:
				refused++
			case err != nil:
				t.Errorf("request %d: %v", i, err)
			case len(evs) == 0:
				t.Errorf("request %d: no events", i)
			default:
				replayedOrRun++
				finals = append(finals, evs[len(evs)-1])
			}
		})
	}
	wg.Wait()
	if got := b.sends.Load(); got != 1 {
		t.Fatalf("the write tool was called %d times, want 1\n%s", got, r.logs())
	}
	if got := b.fetches.Load(); got != 1 {
		t.Errorf("the task ran %d times (fetches), want 1", got)
	}
	if refused+replayedOrRun != n || replayedOrRun == 0 {
		t.Errorf("%d refused, %d received the run or its record; want %d in all", refused, replayedOrRun, n)
	}
	for _, f := range finals {
		if f.GetKind() != hermesv1.EventKind_EVENT_KIND_TASK_DONE || f.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED || f.GetSeq() != finals[0].GetSeq() {
			t.Errorf("a request ended with %v %v seq %d, want the one recorded TASK_DONE SUCCEEDED (seq %d)",
				f.GetKind(), f.GetState(), f.GetSeq(), finals[0].GetSeq())
		}
	}
	t.Logf("%d ALREADY_EXISTS, %d with the run or its recorded outcome", refused, replayedOrRun)

	// Asked for explicitly, the ID runs again as a new attempt on either
	// replica, and the earlier attempt's record stays; the write the first
	// run made is not made again.
	evs, err := execute(ctx, clients[1], &hermesv1.ExecuteRequest{ExecutionId: "one-id", NewRun: true, Input: writeTask("").Input})
	if err != nil || evs[len(evs)-1].GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
		t.Fatalf("new run: %v (%d events, last %v)", err, len(evs), evs[len(evs)-1])
	}
	if f, s := b.fetches.Load(), b.sends.Load(); f != 2 || s != 1 {
		t.Errorf("after the new run: %d fetches, %d sends; want 2 (it read again) and 1 (the write stands)", f, s)
	}
	if n, _ := r.redis.Exists(ctx, r.prefix+"x:{one-id}:1", r.prefix+"x:{one-id}:2").Result(); n != 2 {
		t.Errorf("%d of 2 attempt records in Redis, want both", n)
	}
}

// Another principal reusing an ended execution ID is refused and sees
// nothing of it, on the other replica too.
func TestAnotherPrincipalCannotReuseAnID(t *testing.T) {
	b, base := newBackend(t, 0)
	r := startReplicas(t, 2, base)
	as := func(name string) context.Context {
		return metadata.AppendToOutgoingContext(t.Context(), principalgrpc.MDName, name)
	}
	a, bb := plannerClient(t, r.planners[0]), plannerClient(t, r.planners[1])
	if _, err := execute(as("alice"), a, writeTask("alices")); err != nil {
		t.Fatal(err)
	}
	for _, newRun := range []bool{false, true} {
		req := writeTask("alices")
		req.NewRun = newRun
		evs, err := execute(as("mallory"), bb, req)
		if status.Code(err) != codes.PermissionDenied || len(evs) != 0 {
			t.Errorf("new_run=%v: mallory got %d events and %v, want PERMISSION_DENIED and nothing", newRun, len(evs), err)
		}
	}
	if _, err := bb.GetTask(as("mallory"), &hermesv1.PlannerServiceGetTaskRequest{ExecutionId: "alices"}); status.Code(err) != codes.PermissionDenied {
		t.Errorf("mallory's GetTask: %v, want PERMISSION_DENIED", err)
	}
	// The owner asking again gets the recorded outcome; nothing runs.
	evs, err := execute(as("alice"), bb, writeTask("alices"))
	if err != nil || evs[len(evs)-1].GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
		t.Fatalf("alice again: %v", err)
	}
	if got := b.sends.Load(); got != 1 {
		t.Errorf("the write ran %d times, want 1", got)
	}
}

// The planner holding a task is killed mid-task: after its lease the
// other replica records the task ABANDONED, and nothing re-runs it.
func TestKilledLeaseHolderIsAbandoned(t *testing.T) {
	b, base := newBackend(t, 0)
	release := b.hold()
	defer release()
	r := startReplicas(t, 2, base, "-lease", "600ms")
	a, other := plannerClient(t, r.planners[0]), plannerClient(t, r.planners[1])
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	midStep(ctx, t, b, a, "dies") // the task is in the middle of its first step
	r.procs[0].gone.Store(true)
	if err := r.procs[0].cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}

	evs, err := watch(ctx, other, "dies")
	if err != nil {
		t.Fatalf("WatchTask on the other replica: %v\n%s", err, r.logs())
	}
	last := evs[len(evs)-1]
	if last.GetKind() != hermesv1.EventKind_EVENT_KIND_TASK_DONE || last.GetState() != hermesv1.TaskState_TASK_STATE_ABANDONED {
		t.Fatalf("last event %v %v, want TASK_DONE ABANDONED; events %v", last.GetKind(), last.GetState(), kinds(evs))
	}
	st, err := other.GetTask(ctx, &hermesv1.PlannerServiceGetTaskRequest{ExecutionId: "dies"})
	if err != nil || st.GetStatus().GetState() != hermesv1.TaskState_TASK_STATE_ABANDONED {
		t.Fatalf("GetTask on the other replica: %v %v", st.GetStatus().GetState(), err)
	}
	// Asking again returns the record; it is never silently re-run.
	release()
	evs, err = execute(ctx, other, writeTask("dies"))
	if err != nil || evs[len(evs)-1].GetState() != hermesv1.TaskState_TASK_STATE_ABANDONED {
		t.Fatalf("Execute of the abandoned ID: %v", err)
	}
	if f, s := b.fetches.Load(), b.sends.Load(); f != 1 || s != 0 {
		t.Errorf("after the kill: %d fetches, %d sends; want 1 and 0 (never re-run)", f, s)
	}
}

// A planner paused (SIGSTOP) past its lease is declared abandoned by the
// other; resumed, its next write is refused by the fence and it stops
// without calling the write tool.
func TestPausedHolderIsFencedOff(t *testing.T) {
	b, base := newBackend(t, 0)
	r := startReplicas(t, 2, base, "-lease", "600ms")
	a, other := plannerClient(t, r.planners[0]), plannerClient(t, r.planners[1])
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	release := b.hold()
	defer release()
	stream := midStep(ctx, t, b, a, "paused")
	pid := r.procs[0].cmd.Process
	if err := pid.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	evs, err := watch(ctx, other, "paused")
	if err != nil || evs[len(evs)-1].GetState() != hermesv1.TaskState_TASK_STATE_ABANDONED {
		_ = pid.Signal(syscall.SIGCONT)
		t.Fatalf("WatchTask on the other replica: %v, events %v", err, kinds(evs))
	}
	release() // the paused planner's read now answers
	if err := pid.Signal(syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	// The resumed planner's stream ends with the record: ABANDONED.
	if evs, err := drain(stream.Recv); err == nil && len(evs) > 0 && evs[len(evs)-1].GetState() != hermesv1.TaskState_TASK_STATE_ABANDONED {
		t.Errorf("the resumed planner's stream ended with %v, want the recorded ABANDONED", evs[len(evs)-1].GetState())
	}
	st, err := other.GetTask(ctx, &hermesv1.PlannerServiceGetTaskRequest{ExecutionId: "paused"})
	if err != nil || st.GetStatus().GetState() != hermesv1.TaskState_TASK_STATE_ABANDONED {
		t.Fatalf("after the resume: %v %v, want ABANDONED kept", st.GetStatus().GetState(), err)
	}
	if s := b.sends.Load(); s != 0 {
		t.Errorf("the fenced-off planner called the write tool %d times, want 0\n%s", s, r.logs())
	}
	if !waitLog(r.procs[0].proc, "lease lost", 10*time.Second) {
		t.Errorf("the resumed planner did not stop on its lost lease\n%s", r.logs())
	}
}

// waitLog waits until p's output contains s.
func waitLog(p *proc, s string, d time.Duration) bool {
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if strings.Contains(p.out.String(), s) {
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

// WatchTask on replica B follows a task running on A from its first event
// to TASK_DONE with no gap.
func TestWatchFollowsATaskOnAnotherReplica(t *testing.T) {
	b, base := newBackend(t, 200*time.Millisecond)
	release := b.hold()
	r := startReplicas(t, 2, base)
	a, other := plannerClient(t, r.planners[0]), plannerClient(t, r.planners[1])
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	stream, err := a.Execute(ctx, writeTask("followed"))
	if err != nil {
		t.Fatal(err)
	}
	first, err := stream.Recv()
	if err != nil {
		t.Fatal(err)
	}
	watched := make(chan []*hermesv1.TaskEvent, 1)
	go func() {
		evs, err := watch(ctx, other, "followed")
		if err != nil {
			t.Errorf("WatchTask on B: %v", err)
		}
		watched <- evs
	}()
	<-b.fetchArrived
	release() // the task goes on while B follows it live
	rest, err := drain(stream.Recv)
	if err != nil {
		t.Fatal(err)
	}
	onA := append([]*hermesv1.TaskEvent{first.GetEvent()}, rest...)
	onB := <-watched
	if len(onB) != len(onA) {
		t.Fatalf("B saw %d events %v, A streamed %d %v", len(onB), kinds(onB), len(onA), kinds(onA))
	}
	for i := range onB {
		if onB[i].GetSeq() != int64(i+1) || onB[i].GetKind() != onA[i].GetKind() {
			t.Errorf("event %d: B has seq %d %v, A has %v", i, onB[i].GetSeq(), onB[i].GetKind(), onA[i].GetKind())
		}
	}
	if onB[len(onB)-1].GetKind() != hermesv1.EventKind_EVENT_KIND_TASK_DONE {
		t.Errorf("B's last event is %v, want TASK_DONE", onB[len(onB)-1].GetKind())
	}
}

// SIGTERM of a planner running a task: the task ends CANCELLED with a
// TASK_CANCELLED event (reason shutdown), recorded within the drain
// deadline and visible from the other replica.
func TestSigtermRecordsTheCancel(t *testing.T) {
	b, base := newBackend(t, 0)
	release := b.hold()
	defer release()
	r := startReplicas(t, 2, base, "-drain", "3s")
	a, other := plannerClient(t, r.planners[0]), plannerClient(t, r.planners[1])
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	midStep(ctx, t, b, a, "stopping")
	p := r.procs[0]
	p.gone.Store(true)
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-p.done:
		if err != nil {
			t.Fatalf("planner exited with %v\n%s", err, p.out)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("planner did not exit within 10s of SIGTERM (drain 3s)\n%s", p.out)
	}
	evs, err := watch(ctx, other, "stopping")
	if err != nil {
		t.Fatal(err)
	}
	var reason string
	for _, ev := range evs {
		if ev.GetKind() == hermesv1.EventKind_EVENT_KIND_TASK_CANCELLED {
			reason = ev.GetFields()["reason"]
		}
	}
	last := evs[len(evs)-1]
	if reason != "shutdown" || last.GetState() != hermesv1.TaskState_TASK_STATE_CANCELLED {
		t.Errorf("recorded %v ending %v with reason %q; want TASK_CANCELLED reason=shutdown then CANCELLED", kinds(evs), last.GetState(), reason)
	}
}

// CancelTask sent to the replica that does not run the task reaches the
// one that does: the task ends CANCELLED with the caller's reason.
func TestCancelReachesTheRunningReplica(t *testing.T) {
	b, base := newBackend(t, 0)
	release := b.hold()
	defer release()
	r := startReplicas(t, 2, base, "-lease", "600ms")
	a, other := plannerClient(t, r.planners[0]), plannerClient(t, r.planners[1])
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	stream := midStep(ctx, t, b, a, "cancel-me")
	resp, err := other.CancelTask(ctx, &hermesv1.PlannerServiceCancelTaskRequest{ExecutionId: "cancel-me", Reason: "wrong week"})
	if err != nil {
		t.Fatalf("CancelTask on the other replica: %v\n%s", err, r.logs())
	}
	if resp.GetState() != hermesv1.TaskState_TASK_STATE_CANCELLED {
		t.Fatalf("CancelTask answered %v, want CANCELLED", resp.GetState())
	}
	evs, err := drain(stream.Recv)
	if err != nil {
		t.Fatal(err)
	}
	var why string
	for _, ev := range evs {
		if ev.GetKind() == hermesv1.EventKind_EVENT_KIND_TASK_CANCELLED {
			why = ev.GetMessage()
		}
	}
	if !strings.Contains(why, "wrong week") {
		t.Errorf("TASK_CANCELLED says %q, want the caller's reason", why)
	}
	if s := b.sends.Load(); s != 0 {
		t.Errorf("the cancelled task called the write tool %d times", s)
	}
}

// ApproveStep sent to the replica that does not run the task reaches the
// one that does.
func TestApprovalReachesTheRunningReplica(t *testing.T) {
	b, base := newBackend(t, 0)
	r := startReplicas(t, 2, base, "-lease", "600ms")
	a, other := plannerClient(t, r.planners[0]), plannerClient(t, r.planners[1])
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	stream, err := a.Execute(ctx, &hermesv1.ExecuteRequest{ExecutionId: "approve-me", Input: &hermesv1.ExecuteRequest_Task{Task: &hermesv1.Task{
		Goal: "e2e", Subtasks: []*hermesv1.Subtask{{Id: "page", Tool: "page_oncall", ArgumentsJson: `{}`}}}}})
	if err != nil {
		t.Fatal(err)
	}
	for {
		resp, err := stream.Recv()
		if err != nil {
			t.Fatalf("no APPROVAL_REQUIRED: %v", err)
		}
		if resp.GetEvent().GetKind() == hermesv1.EventKind_EVENT_KIND_APPROVAL_REQUIRED {
			break
		}
	}
	if _, err := other.ApproveStep(ctx, &hermesv1.PlannerServiceApproveStepRequest{ExecutionId: "approve-me", SubtaskId: "page", Approve: true,
		Comment: "go"}); err != nil {
		t.Fatalf("ApproveStep on the other replica: %v", err)
	}
	evs, err := drain(stream.Recv)
	if err != nil {
		t.Fatal(err)
	}
	if st := evs[len(evs)-1].GetState(); st != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
		t.Errorf("state %v, want SUCCEEDED; events %v", st, kinds(evs))
	}
	if s := b.sends.Load(); s != 1 {
		t.Errorf("the approved write ran %d times, want 1", s)
	}
	if _, err := other.ApproveStep(ctx, &hermesv1.PlannerServiceApproveStepRequest{ExecutionId: "approve-me", SubtaskId: "page", Approve: true}); status.Code(err) != codes.FailedPrecondition {
		t.Errorf("approving an ended task: %v, want FAILED_PRECONDITION", err)
	}
}
