package e2e

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"google.golang.org/grpc/metadata"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
	"github.com/hermes-agent/hermes/libs/testenv"
)

// napJob fires every second a run that sleeps 2.5 s, under Forbid.
const napJob = `jobs:
- name: nap
  schedule: "* * * * * *"
  time_zone: UTC
  task:
    goal: nap
    subtasks: [{id: nap, tool: sleep, argumentsJson: '{"ms":2500}'}]
  principal: {name: cron, roles: [ops]}
  starting_deadline: 5s
`

// cronRun is one fire's run as the planner recorded it.
type cronRun struct {
	id         string
	start, end time.Time
	toolCalls  int
	cancelled  bool
}

// TestCronFiresOnceAcrossGatewaysWithoutOverlap runs two gateway
// processes, each on its own planner, the planners sharing Redis, both
// loading a job that fires every second a run lasting 2.5 s under Forbid.
// Every fire's run calls its tool once (the other gateway's start is
// refused or replayed), no two runs overlap, and the gateways record the
// fires they skipped as SKIPPED_OVERLAP in hermes cron list.
func TestCronFiresOnceAcrossGatewaysWithoutOverlap(t *testing.T) {
	r, gateways := startCronGateways(t, napJob)
	runs := cronRuns(t, r, 8*time.Second)
	if len(runs) < 2 {
		t.Fatalf("%d runs in 8 s, want at least 2\n%s", len(runs), r.logs())
	}
	for i, run := range runs {
		if run.toolCalls != 1 || run.start.IsZero() || run.end.IsZero() {
			t.Errorf("%s: %d tool calls, start %v, end %v; want one call, started and ended", run.id, run.toolCalls, run.start, run.end)
		}
		if i > 0 && run.start.Before(runs[i-1].end) {
			t.Errorf("%s started at %v, before %s ended at %v", run.id, run.start, runs[i-1].id, runs[i-1].end)
		}
	}

	skipped := 0
	for _, gw := range gateways {
		out, stderr, code := runHermes(t, "cron", "list", "--json", "--addr", gw)
		if code != 0 {
			t.Fatalf("hermes cron list: exit %d: %s", code, stderr)
		}
		var job struct {
			Name           string `json:"name"`
			Skipped        int    `json:"skipped"`
			LastSkipReason string `json:"lastSkipReason"`
			NextFire       string `json:"nextFire"`
		}
		if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &job); err != nil {
			t.Fatalf("cron list output %q: %v", out, err)
		}
		if job.Name != "nap" || job.NextFire == "" {
			t.Errorf("cron list = %+v", job)
		}
		if job.Skipped > 0 && job.LastSkipReason != "SKIPPED_OVERLAP" {
			t.Errorf("skip reason = %q, want SKIPPED_OVERLAP", job.LastSkipReason)
		}
		skipped += job.Skipped
	}
	if skipped == 0 {
		t.Errorf("no gateway recorded a skipped fire\n%s", r.logs())
	}
}

// startCronGateways starts two planners sharing Redis, and a gateway on
// each loading the jobs in doc.
func startCronGateways(t *testing.T, doc string) (*replicas, []string) {
	t.Helper()
	r := startRedisPlanners(t, 2)
	jobs := filepath.Join(t.TempDir(), "cron.yaml")
	if err := os.WriteFile(jobs, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	var gateways []string
	for _, planner := range r.planners {
		addr := freeAddr(t)
		gw := startProc(t, "gateway", "-listen", addr, "-planner-addr", planner, "-cron-jobs", jobs)
		waitServing(t, gw, addr)
		gateways = append(gateways, addr)
		r.procs = append(r.procs, &replicaProc{proc: gw})
	}
	return r, gateways
}

// cronRuns lets the nap job fire for d, then reads every run it started
// from the planners' records, in fire order.
func cronRuns(t *testing.T, r *replicas, d time.Duration) []cronRun {
	t.Helper()
	begin := time.Now().UTC()
	time.Sleep(d)
	end := time.Now().UTC()
	client := plannerClient(t, r.planners[0])
	ctx := metadata.AppendToOutgoingContext(context.Background(), principalgrpc.MDName, "cron", principalgrpc.MDRoles, "ops")
	var runs []cronRun
	for at := begin.Truncate(time.Second); at.Before(end); at = at.Add(time.Second) {
		id := "cron-nap-" + at.Format("20060102T150405")
		if _, err := client.GetTask(ctx, &hermesv1.PlannerServiceGetTaskRequest{ExecutionId: id}); err != nil {
			continue // skipped, or not fired yet
		}
		wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		evs, err := watch(wctx, client, id)
		cancel()
		if err != nil {
			t.Fatalf("watch %s: %v\n%s", id, err, r.logs())
		}
		run := cronRun{id: id}
		for _, ev := range evs {
			switch ev.GetKind() {
			case hermesv1.EventKind_EVENT_KIND_TASK_START:
				run.start = ev.GetTime().AsTime()
			case hermesv1.EventKind_EVENT_KIND_TASK_CANCELLED:
				run.cancelled = true
			case hermesv1.EventKind_EVENT_KIND_TASK_DONE:
				run.end = ev.GetTime().AsTime()
			case hermesv1.EventKind_EVENT_KIND_TOOL_CALL:
				run.toolCalls++
			}
		}
		runs = append(runs, run)
	}
	return runs
}

// TestCronReplaceCancelsThePreviousRun runs the nap job under Replace on
// two gateways: each fire's run starts once, and every run but the last
// is cancelled by the next fire well before its 2.5 s are up.
func TestCronReplaceCancelsThePreviousRun(t *testing.T) {
	r, _ := startCronGateways(t, strings.Replace(napJob, "starting_deadline: 5s", "starting_deadline: 5s\n  concurrency_policy: Replace", 1))
	runs := cronRuns(t, r, 6*time.Second)
	if len(runs) < 4 {
		t.Fatalf("%d runs in 6 s under Replace, want one a second\n%s", len(runs), r.logs())
	}
	for _, run := range runs[:len(runs)-2] { // the last ones may still run
		if run.toolCalls != 1 {
			t.Errorf("%s: %d tool calls, want 1", run.id, run.toolCalls)
		}
		if !run.cancelled {
			t.Errorf("%s was not cancelled by the next fire", run.id)
		}
	}
}

// startRedisPlanners starts a Go-tools runner and n planners sharing Redis
// under a fresh key prefix.
func startRedisPlanners(t *testing.T, n int) *replicas {
	t.Helper()
	c := redis.NewClient(&redis.Options{Addr: redisURL()})
	t.Cleanup(func() { _ = c.Close() })
	testenv.Require(t, "Redis at "+redisURL(), c.Ping(context.Background()).Err())
	var rb [6]byte
	_, _ = rand.Read(rb[:])
	r := &replicas{redis: c, prefix: "hermes-e2e-cron:" + hex.EncodeToString(rb[:]) + ":"}
	t.Cleanup(func() { deleteKeys(c, r.prefix) })
	r.runner = freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", r.runner, "-family", "go"), r.runner)
	for range n {
		addr := freeAddr(t)
		p := r.startPlanner(t, "-listen", addr, "-toolrunners", r.runner, "-redis-url", redisURL(), "-redis-prefix", r.prefix)
		waitServing(t, p.proc, addr)
		r.planners = append(r.planners, addr)
		r.procs = append(r.procs, p)
	}
	return r
}
