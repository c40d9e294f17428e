package e2e

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"google.golang.org/protobuf/types/known/durationpb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// breakerManifest declares one tool with a loose schema: what a caller
// sends reaches the request builder, as it does with imported catalogs.
const breakerManifest = `tools:
  - name: lookup_order
    description: Looks up an order by its trace header.
    side_effect: read
    timeout: 10s
    parameters: {type: object, properties: {trace: {}}}
    http:
      url: "${env:E2E_BASE}/order"
      headers: {X-Trace: "{trace}"}
`

// No caller can open a tool's circuit breaker for everyone: arguments that
// cannot even be sent and a step timeout tighter than the tool's own fail
// that caller's task only. The backend is never reached by the first, the
// circuit stays closed, and the next, well-formed caller is served.
func TestCallersCannotOpenTheBreakerForEveryone(t *testing.T) {
	var served atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		served.Add(1)
		time.Sleep(50 * time.Millisecond)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"order":"O-1","state":"shipped"}`))
	}))
	t.Cleanup(srv.Close)
	manifest := filepath.Join(t.TempDir(), "tools.yaml")
	if err := os.WriteFile(manifest, []byte(breakerManifest), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("E2E_BASE", srv.URL)
	tr, pl, gw := freeAddr(t), freeAddr(t), freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", tr, "-family", "http", "-manifests", manifest), tr)
	waitServing(t, startProc(t, "planner", "-listen", pl, "-toolrunners", tr, "-breaker-failures", "2"), pl)
	waitServing(t, startProc(t, "gateway", "-listen", gw, "-planner-addr", pl), gw)
	client := gatewayClient(t, gw)

	for range 3 {
		evs := collect(t, client, structured(&hermesv1.Subtask{Id: "o", Tool: "lookup_order", ArgumentsJson: `{"trace":"a\u0001b"}`}))
		failed := findEvent(evs, hermesv1.EventKind_EVENT_KIND_STEP_FAILED)
		if failed == nil || failed.GetError().GetKind() != hermesv1.ErrorKind_ERROR_KIND_PARAM {
			t.Fatalf("a control character in a header: want a PARAM failure, got %v", kinds(evs))
		}
	}
	if n := served.Load(); n != 0 {
		t.Fatalf("the backend was called %d times with arguments that cannot be sent", n)
	}
	for range 3 {
		req := structured(&hermesv1.Subtask{Id: "o", Tool: "lookup_order", ArgumentsJson: `{"trace":"t-1"}`})
		req.GetTask().Limits = &hermesv1.TaskLimits{StepTimeout: durationpb.New(time.Millisecond)}
		if st := lastOf(collect(t, client, req)).GetState(); st == hermesv1.TaskState_TASK_STATE_SUCCEEDED {
			t.Fatalf("a task with a 1 ms step timeout succeeded")
		}
	}

	evs := collect(t, client, structured(&hermesv1.Subtask{Id: "o", Tool: "lookup_order", ArgumentsJson: `{"trace":"t-2"}`}))
	if st := lastOf(evs).GetState(); st != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
		t.Fatalf("the well-formed caller after them ended %v (%v): the circuit was opened by other callers", st, kinds(evs))
	}
}

func findEvent(evs []*hermesv1.TaskEvent, kind hermesv1.EventKind) *hermesv1.TaskEvent {
	for _, ev := range evs {
		if ev.GetKind() == kind {
			return ev
		}
	}
	return nil
}
