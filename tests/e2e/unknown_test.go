package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// A toolrunner killed in the middle of a write: the planner got no answer,
// so the step ends UNKNOWN_OUTCOME; a new run does not call the write
// again; an operator resolves it with hermes resolve, and only then does
// a new run write.
func TestToolrunnerKilledMidWrite(t *testing.T) {
	b, base := newBackend(t, time.Minute)
	r := startReplicas(t, 0, base) // a toolrunner this test does not kill
	manifest := filepath.Join(t.TempDir(), "tools.yaml")
	if err := os.WriteFile(manifest, []byte(replicaManifest), 0o600); err != nil {
		t.Fatal(err)
	}
	runnerAddr := freeAddr(t)
	runner := startKillable(t, "toolrunner", "-listen", runnerAddr, "-family", "http", "-manifests", manifest)
	waitServing(t, runner.proc, runnerAddr)
	plAddr, gwAddr := freeAddr(t), freeAddr(t)
	pl := r.startPlanner(t, "-listen", plAddr, "-toolrunners", runnerAddr, "-redis-url", redisURL(), "-redis-prefix", r.prefix)
	waitServing(t, pl.proc, plAddr)
	waitServing(t, startProc(t, "gateway", "-listen", gwAddr, "-planner-addr", plAddr), gwAddr)
	client := plannerClient(t, plAddr)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()

	done := make(chan []*hermesv1.TaskEvent, 1)
	go func() {
		evs, err := execute(ctx, client, writeTask("mid-write"))
		if err != nil {
			t.Errorf("Execute: %v", err)
		}
		done <- evs
	}()
	<-b.sendArrived // the write is at the backend
	runner.gone.Store(true)
	if err := runner.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	evs := <-done
	var unknown *hermesv1.TaskEvent
	for _, ev := range evs {
		if ev.GetKind() == hermesv1.EventKind_EVENT_KIND_STEP_FAILED && ev.GetStatus() == "unknown_outcome" {
			unknown = ev
		}
	}
	if unknown == nil {
		t.Fatalf("no STEP_FAILED unknown_outcome; events %v\n%s", kinds(evs), pl.out)
	}
	if !strings.Contains(unknown.GetError().GetHint(), "hermes resolve mid-write send.0") {
		t.Errorf("the unknown outcome does not say how to resolve it: %v", unknown.GetError())
	}
	st, err := client.GetTask(ctx, &hermesv1.PlannerServiceGetTaskRequest{ExecutionId: "mid-write"})
	if err != nil {
		t.Fatal(err)
	}
	if s := st.GetStatus().GetSteps()[1].GetStatus(); s != hermesv1.StepStatus_STEP_STATUS_UNKNOWN_OUTCOME {
		t.Errorf("step status %v, want UNKNOWN_OUTCOME", s)
	}

	// The runner comes back; a new run reads again but does not write.
	runner2 := startProc(t, "toolrunner", "-listen", runnerAddr, "-family", "http", "-manifests", manifest)
	waitServing(t, runner2, runnerAddr)
	b.sendDelay.Store(0)
	rerun := &hermesv1.ExecuteRequest{ExecutionId: "mid-write", NewRun: true, Input: writeTask("").Input}
	if _, err := execute(ctx, client, rerun); err != nil {
		t.Fatal(err)
	}
	if s := b.sends.Load(); s != 1 {
		t.Fatalf("the write of unknown outcome was called again: %d sends", s)
	}

	out, stderr, code := runHermes(t, "resolve", "--addr", gwAddr, "--retry", "mid-write", "send.0")
	if code != 0 {
		t.Fatalf("hermes resolve: exit %d\n%s%s", code, out, stderr)
	}
	if _, _, code := runHermes(t, "resolve", "--addr", gwAddr, "--retry", "mid-write", "send.0"); code == 0 {
		t.Errorf("resolving the same step twice succeeded; it is no longer unknown")
	}
	evs, err = execute(ctx, client, rerun)
	if err != nil {
		t.Fatal(err)
	}
	if s := b.sends.Load(); s != 2 || evs[len(evs)-1].GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
		t.Errorf("after the resolve: %d sends, state %v; want 2 and SUCCEEDED", s, evs[len(evs)-1].GetState())
	}
	audit, err := r.redis.XRevRangeN(ctx, r.prefix+"audit", "+", "-", 50).Result()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, m := range audit {
		if m.Values["resolve"] == "send.0" && m.Values["decision"] == "retry" {
			found = true
		}
	}
	if !found {
		t.Errorf("the resolve is not in the audit stream")
	}
}
