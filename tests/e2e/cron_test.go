package e2e

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

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

// cronSkip is one skipped fire as the planner recorded it.
type cronSkip struct {
	id        string
	scheduled time.Time
	events    []*hermesv1.TaskEvent
}

// cronGateway is a gateway process loading the jobs file.
type cronGateway struct {
	addr string
	proc *proc
}

// TestCronFiresOnceAcrossGatewaysWithoutOverlap runs two gateway
// processes, each on its own planner, the planners sharing Redis, both
// loading a job that fires every second a run lasting 2.5 s under Forbid.
// Every fire's run calls its tool once (the other gateway's start is
// refused or replayed), no two runs overlap, and every fire skipped —
// by both gateways — is recorded once with the planner: SKIPPED_OVERLAP
// naming the run still going, one entry in the audit stream, shown by
// hermes replay, hermes status and hermes cron list.
func TestCronFiresOnceAcrossGatewaysWithoutOverlap(t *testing.T) {
	r, gateways := startCronGateways(t, napJob)
	runs, skips := cronRuns(t, r, 8*time.Second)
	if len(runs) < 2 {
		t.Fatalf("%d runs in 8 s, want at least 2\n%s", len(runs), r.logs())
	}
	byID := map[string]cronRun{}
	for i, run := range runs {
		byID[run.id] = run
		if run.toolCalls != 1 || run.start.IsZero() || run.end.IsZero() {
			t.Errorf("%s: %d tool calls, start %v, end %v; want one call, started and ended", run.id, run.toolCalls, run.start, run.end)
		}
		if i > 0 && run.start.Before(runs[i-1].end) {
			t.Errorf("%s started at %v, before %s ended at %v", run.id, run.start, runs[i-1].id, runs[i-1].end)
		}
	}

	if len(skips) == 0 {
		t.Fatalf("no skipped fire recorded with the planner\n%s", r.logs())
	}
	audit := auditEntries(t, r)
	skippedByBoth := 0
	for _, sk := range skips {
		if len(sk.events) != 1 {
			t.Errorf("%s: %d events, want the skip's one TASK_DONE", sk.id, len(sk.events))
			continue
		}
		ev := sk.events[0]
		running := ev.GetFields()["running"]
		if ev.GetKind() != hermesv1.EventKind_EVENT_KIND_TASK_DONE || ev.GetState() != hermesv1.TaskState_TASK_STATE_SKIPPED ||
			ev.GetFields()["skip_reason"] != "SKIPPED_OVERLAP" || ev.GetFields()["job"] != "nap" {
			t.Errorf("%s: event %v, want TASK_DONE SKIPPED with skip_reason=SKIPPED_OVERLAP", sk.id, ev)
		}
		if run, ok := byID[running]; ok && !run.end.After(sk.scheduled) {
			t.Errorf("%s names %s as running, but it ended at %v", sk.id, running, run.end)
		}
		if got := audit[sk.id]; len(got) != 1 || got[0] != "1" {
			t.Errorf("%s: audit stream holds attempts %v, want one entry of attempt 1", sk.id, got)
		}
		if skippedIn(gateways[0].proc.out.String(), sk.id) && skippedIn(gateways[1].proc.out.String(), sk.id) {
			skippedByBoth++
		}
	}
	t.Logf("%d runs, %d skipped fires recorded, %d of them skipped by both gateways", len(runs), len(skips), skippedByBoth)
	if skippedByBoth == 0 {
		t.Errorf("no fire was skipped by both gateways; the test shows nothing about one record per fire\n%s", r.logs())
	}

	sk := skips[0]
	out, stderr, code := runHermes(t, "replay", "--addr", gateways[1].addr, sk.id)
	if code != 0 || !strings.Contains(out, "TASK_DONE status=skipped job=nap") || !strings.Contains(out, "skip_reason=SKIPPED_OVERLAP") {
		t.Errorf("hermes replay %s: exit %d\n%s%s", sk.id, code, out, stderr)
	}
	out, stderr, code = runHermes(t, "status", "--addr", gateways[0].addr, sk.id)
	if code != 0 || !strings.Contains(out, "SKIPPED (SKIPPED_OVERLAP)") || !strings.Contains(out, "was still running") {
		t.Errorf("hermes status %s: exit %d\n%s%s", sk.id, code, out, stderr)
	}

	skipped := 0
	for _, gw := range gateways {
		out, stderr, code := runHermes(t, "cron", "list", "--json", "--addr", gw.addr)
		if code != 0 {
			t.Fatalf("hermes cron list: exit %d: %s", code, stderr)
		}
		var job struct {
			Name               string `json:"name"`
			Skipped            int    `json:"skipped"`
			LastSkipReason     string `json:"lastSkipReason"`
			NextFire           string `json:"nextFire"`
			LastExecutionID    string `json:"lastExecutionId"`
			LastState          string `json:"lastState"`
			LastFireSkipReason string `json:"lastFireSkipReason"`
		}
		if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &job); err != nil {
			t.Fatalf("cron list output %q: %v", out, err)
		}
		if job.Name != "nap" || job.NextFire == "" || !strings.HasPrefix(job.LastExecutionID, "cron-nap-") || job.LastState == "" {
			t.Errorf("cron list = %+v, want the last fire and its state from the planner", job)
		}
		if (job.LastState == "TASK_STATE_SKIPPED") != (job.LastFireSkipReason == "SKIPPED_OVERLAP") {
			t.Errorf("cron list: last state %s with skip reason %q", job.LastState, job.LastFireSkipReason)
		}
		if job.Skipped > 0 && job.LastSkipReason != "SKIPPED_OVERLAP" {
			t.Errorf("skip reason = %q, want SKIPPED_OVERLAP", job.LastSkipReason)
		}
		skipped += job.Skipped
	}
	if skipped == 0 {
		t.Errorf("no gateway counted a skipped fire\n%s", r.logs())
	}
}

// skippedIn reports whether a gateway's log says it skipped the fire id.
func skippedIn(logs, id string) bool {
	for line := range strings.Lines(logs) {
		if strings.Contains(line, "cron fire skipped") && slices.Contains(strings.Fields(line), "execution_id="+id) {
			return true
		}
	}
	return false
}

// auditEntries reads the planners' global audit stream: the attempt of
// every entry, by execution ID.
func auditEntries(t *testing.T, r *replicas) map[string][]string {
	t.Helper()
	entries, err := r.redis.XRange(context.Background(), r.prefix+"audit", "-", "+").Result()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, e := range entries {
		id, _ := e.Values["id"].(string)
		attempt, _ := e.Values["attempt"].(string)
		out[id] = append(out[id], attempt)
	}
	return out
}

// startCronGateways starts two planners sharing Redis, and a gateway on
// each loading the jobs in doc.
func startCronGateways(t *testing.T, doc string) (*replicas, []cronGateway) {
	t.Helper()
	r := startRedisPlanners(t, 2)
	return r, startGateways(t, r, doc)
}

// startGateways starts a gateway on each of r's planners, loading the jobs
// in doc.
func startGateways(t *testing.T, r *replicas, doc string) []cronGateway {
	t.Helper()
	jobs := filepath.Join(t.TempDir(), "cron.yaml")
	if err := os.WriteFile(jobs, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	var gateways []cronGateway
	for _, planner := range r.planners {
		addr := freeAddr(t)
		gw := startProc(t, "gateway", "-listen", addr, "-planner-addr", planner, "-cron-jobs", jobs)
		waitServing(t, gw, addr)
		gateways = append(gateways, cronGateway{addr: addr, proc: gw})
		r.procs = append(r.procs, &replicaProc{proc: gw})
	}
	return gateways
}

// cronRuns lets the nap job fire for d, then reads every fire's record
// from the planners, in fire order: the runs it started and the fires
// recorded as skipped.
func cronRuns(t *testing.T, r *replicas, d time.Duration) ([]cronRun, []cronSkip) {
	t.Helper()
	begin := time.Now().UTC()
	time.Sleep(d)
	end := time.Now().UTC()
	client := plannerClient(t, r.planners[0])
	ctx := metadata.AppendToOutgoingContext(context.Background(), principalgrpc.MDName, "cron", principalgrpc.MDRoles, "ops")
	var runs []cronRun
	var skips []cronSkip
	for at := begin.Truncate(time.Second); at.Before(end); at = at.Add(time.Second) {
		id := "cron-nap-" + at.Format("20060102T150405")
		got, err := client.GetTask(ctx, &hermesv1.PlannerServiceGetTaskRequest{ExecutionId: id})
		if err != nil {
			continue // not fired yet
		}
		wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		evs, err := watch(wctx, client, id)
		cancel()
		if err != nil {
			t.Fatalf("watch %s: %v\n%s", id, err, r.logs())
		}
		if got.GetStatus().GetState() == hermesv1.TaskState_TASK_STATE_SKIPPED {
			skips = append(skips, cronSkip{id: id, scheduled: at, events: evs})
			continue
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
	return runs, skips
}

// TestCronReplaceCancelsThePreviousRun runs the nap job under Replace on
// two gateways: each fire's run starts once, and every run but the last
// is cancelled by the next fire well before its 2.5 s are up.
func TestCronReplaceCancelsThePreviousRun(t *testing.T) {
	r, _ := startCronGateways(t, strings.Replace(napJob, "starting_deadline: 5s", "starting_deadline: 5s\n  concurrency_policy: Replace", 1))
	runs, _ := cronRuns(t, r, 6*time.Second)
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

// TestCronCatchesUpAMissedFire starts two gateways, as after a deploy,
// two seconds after the fire of three jobs that fire at that second of
// every minute: one with a starting deadline of a minute, one of a
// second, one without. Only the first is made up for, and once although
// both gateways catch it up.
func TestCronCatchesUpAMissedFire(t *testing.T) {
	r := startRedisPlanners(t, 2)
	fire := time.Now().UTC().Truncate(time.Second).Add(-2 * time.Second)
	job := func(name, deadline string) string {
		j := fmt.Sprintf(`- name: %s
  schedule: "%d * * * * *"
  time_zone: UTC
  task: {goal: nap, subtasks: [{id: nap, tool: sleep, argumentsJson: '{"ms":100}'}]}
  principal: {name: cron, roles: [ops]}
`, name, fire.Second())
		if deadline != "" {
			j += "  starting_deadline: " + deadline + "\n"
		}
		return j
	}
	gateways := startGateways(t, r, "jobs:\n"+job("late", "1m")+job("too-late", "1s")+job("no-deadline", ""))
	stamp := fire.Format("20060102T150405")

	client := plannerClient(t, r.planners[1])
	ctx := metadata.AppendToOutgoingContext(context.Background(), principalgrpc.MDName, "cron", principalgrpc.MDRoles, "ops")
	wctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	var evs []*hermesv1.TaskEvent
	for {
		var err error
		if evs, err = watch(wctx, client, "cron-late-"+stamp); err == nil {
			break
		}
		if wctx.Err() != nil {
			t.Fatalf("the missed fire cron-late-%s was never run: %v\n%s", stamp, err, r.logs())
		}
		time.Sleep(100 * time.Millisecond)
	}
	if _, calls := toolCalls(evs); calls != 1 || evs[len(evs)-1].GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
		t.Errorf("cron-late-%s: %d tool calls, ended %s; want one call, SUCCEEDED", stamp, calls, evs[len(evs)-1].GetState())
	}
	for _, gw := range gateways {
		if !strings.Contains(gw.proc.out.String(), "cron catching up") {
			t.Errorf("gateway %s did not catch up the missed fire:\n%s", gw.addr, gw.proc.out)
		}
	}
	for _, name := range []string{"too-late", "no-deadline"} {
		id := "cron-" + name + "-" + stamp
		if _, err := client.GetTask(ctx, &hermesv1.PlannerServiceGetTaskRequest{ExecutionId: id}); status.Code(err) != codes.NotFound {
			t.Errorf("GetTask %s = %v, want NOT_FOUND: the fire was not to be made up for", id, err)
		}
	}
}

// hermes cron list shows a caller the jobs that run as them and an admin
// every job, through a gateway process with API keys; --principal naming
// another's jobs without the admin role exits with PERMISSION_DENIED.
func TestCronListShowsYourOwnJobs(t *testing.T) {
	dir := t.TempDir()
	keys := filepath.Join(dir, "keys.yaml")
	jobs := filepath.Join(dir, "cron.yaml")
	if err := os.WriteFile(keys, []byte(`keys:
  - {name: oncall, roles: [ops, operator], sha256: `+sha("ops-key")+`}
  - {name: analyst-bot, roles: [analyst], sha256: `+sha("analyst-key")+`}
  - {name: root, roles: [admin], sha256: `+sha("admin-key")+`}
`), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(jobs, []byte(`jobs:
- {name: inspect, schedule: "0 0 1 1 *", time_zone: UTC, goal: inspect the fleet, principal: {name: oncall, roles: [ops]}}
- {name: weekly, schedule: "0 0 1 1 *", time_zone: UTC, goal: weekly report, principal: {name: analyst-bot, roles: [analyst]}}
`), 0o600); err != nil {
		t.Fatal(err)
	}
	tr, pl, gw := freeAddr(t), freeAddr(t), freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", tr, "-family", "go"), tr)
	waitServing(t, startProc(t, "planner", "-listen", pl, "-toolrunners", tr), pl)
	waitServing(t, startProc(t, "gateway", "-listen", gw, "-planner-addr", pl, "-auth-keys", keys, "-cron-jobs", jobs), gw)

	tests := []struct {
		name, key string
		args      []string
		want      []string
		code      int
	}{
		{"the jobs that run as you", "ops-key", nil, []string{"inspect"}, 0},
		{"an admin sees every job", "admin-key", nil, []string{"inspect", "weekly"}, 0},
		{"an admin names one principal", "admin-key", []string{"--principal", "analyst-bot"}, []string{"weekly"}, 0},
		{"another's jobs are refused", "ops-key", []string{"--principal", "analyst-bot"}, nil, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, stderr, code := runHermesEnv(t, []string{"HERMES_API_KEY=" + tt.key},
				append([]string{"cron", "list", "--json", "--addr", gw}, tt.args...)...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d\n%s%s", code, tt.code, out, stderr)
			}
			if tt.code != 0 {
				if !strings.Contains(stderr, "permissiondenied") || !strings.Contains(stderr, "needs the admin role") {
					t.Errorf("stderr does not name the refusal:\n%s", stderr)
				}
				return
			}
			var got []string
			for line := range strings.Lines(out) {
				var job struct {
					Name string `json:"name"`
				}
				if err := json.Unmarshal([]byte(line), &job); err != nil {
					t.Fatalf("cron list line %q: %v", line, err)
				}
				got = append(got, job.Name)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("jobs = %v, want %v", got, tt.want)
			}
		})
	}
}
