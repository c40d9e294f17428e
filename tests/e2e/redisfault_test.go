package e2e

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/testenv"
)

// ownRedis is a redis-server of the test's own, with AOF on, that the test
// may kill and start again on the same port and data directory.
type ownRedis struct {
	addr, dir string
	cmd       *exec.Cmd
}

func startOwnRedis(t *testing.T) *ownRedis {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	testenv.Require(t, "the redis-server binary", err)
	r := &ownRedis{addr: freeAddr(t), dir: t.TempDir()}
	r.start(t, bin)
	t.Cleanup(func() { r.kill() })
	return r
}

func (r *ownRedis) start(t *testing.T, bin string) {
	t.Helper()
	_, port, _ := strings.Cut(r.addr, ":")
	r.cmd = exec.Command(bin, "--port", port, "--bind", "127.0.0.1", "--dir", r.dir, "--save", "",
		"--appendonly", "yes", "--appendfsync", "always")
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := redis.NewClient(&redis.Options{Addr: r.addr})
	defer c.Close()
	for range 200 {
		if c.Ping(context.Background()).Err() == nil {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("redis-server on %s did not start", r.addr)
}

// kill stops this redis-server (only this one) with SIGKILL.
func (r *ownRedis) kill() {
	if r.cmd != nil && r.cmd.Process != nil {
		_ = r.cmd.Process.Kill()
		_ = r.cmd.Wait()
	}
}

// Redis, with AOF on, is killed and restarted in the middle of a task: the
// task ends — here it goes on once Redis is back — and never hangs, and
// every event acknowledged before the restart is still in its record.
func TestRedisRestartMidTask(t *testing.T) {
	own := startOwnRedis(t)
	b, base := newBackend(t, 0)
	release := b.hold()
	defer release()
	r := startReplicas(t, 0, base) // the toolrunner only
	addr := freeAddr(t)
	p := r.startPlanner(t, "-listen", addr, "-toolrunners", r.runner, "-redis-url", "redis://"+own.addr,
		"-redis-timeout", "1s", "-lease", "6s")
	waitServing(t, p.proc, addr)
	client := plannerClient(t, addr)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	stream, err := client.Execute(ctx, writeTask("restart"))
	if err != nil {
		t.Fatal(err)
	}
	var before []*hermesv1.TaskEvent
	for {
		resp, err := stream.Recv()
		if err != nil {
			t.Fatal(err)
		}
		before = append(before, resp.GetEvent())
		if resp.GetEvent().GetKind() == hermesv1.EventKind_EVENT_KIND_TOOL_CALL {
			break
		}
	}
	<-b.fetchArrived
	own.kill()
	bin, _ := exec.LookPath("redis-server")
	own.start(t, bin)
	release()

	t0 := time.Now()
	// The first stream may break with Redis; the record is read again.
	_, _ = drain(stream.Recv)
	evs, err := watch(ctx, client, "restart")
	if err != nil {
		t.Fatalf("WatchTask after the restart: %v\n%s", err, p.out)
	}
	last := evs[len(evs)-1]
	if last.GetKind() != hermesv1.EventKind_EVENT_KIND_TASK_DONE {
		t.Fatalf("the task did not end: last event %v", kinds(evs))
	}
	if st := last.GetState(); st != hermesv1.TaskState_TASK_STATE_SUCCEEDED && st != hermesv1.TaskState_TASK_STATE_FAILED {
		t.Errorf("ended %v, want SUCCEEDED (it went on) or FAILED with a clear error", st)
	}
	if last.GetState() == hermesv1.TaskState_TASK_STATE_FAILED && last.GetError().GetCode() != "store_unavailable" {
		t.Errorf("failed without the store error: %v", last)
	}
	for i, ev := range before {
		if i >= len(evs) || evs[i].GetSeq() != ev.GetSeq() || evs[i].GetKind() != ev.GetKind() {
			t.Fatalf("event %d (%v) acknowledged before the restart is missing after it: %v", ev.GetSeq(), ev.GetKind(), kinds(evs))
		}
	}
	for i, ev := range evs {
		if ev.GetSeq() != int64(i+1) {
			t.Fatalf("gap in the record at %d: %v", i, ev.GetSeq())
		}
	}
	if s := b.sends.Load(); s > 1 {
		t.Errorf("the write ran %d times", s)
	}
	t.Logf("ended %v after %d events in %s; %s", last.GetState(), len(evs), time.Since(t0), fmt.Sprint(kinds(evs)))
}
