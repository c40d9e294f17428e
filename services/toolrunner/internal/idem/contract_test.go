package idem_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/testenv"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/idem"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/registry"
)

// stores returns the implementations the contract runs against.
func stores(t *testing.T) map[string]func(t *testing.T) idem.Store {
	t.Helper()
	return map[string]func(t *testing.T) idem.Store{
		"memory": func(*testing.T) idem.Store { return idem.NewMemory(nil) },
		"redis":  newRedis,
	}
}

func newRedis(t *testing.T) idem.Store {
	t.Helper()
	url := testenv.Getenv("HERMES_TEST_REDIS_ADDR", "127.0.0.1:6379")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	s, c, err := idem.OpenRedis(ctx, url, idem.RedisOptions{Prefix: "hermes:test:" + randHex() + ":", MaxPoll: 20 * time.Millisecond})
	testenv.Require(t, "Redis at "+url, err)
	t.Cleanup(func() { _ = c.Close() })
	return s
}

func randHex() string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func TestContract(t *testing.T) {
	for name, open := range stores(t) {
		t.Run(name, func(t *testing.T) {
			t.Run("claim and complete", func(t *testing.T) { testClaimComplete(t, open(t)) })
			t.Run("release frees the key", func(t *testing.T) { testRelease(t, open(t)) })
			t.Run("wait returns on complete", func(t *testing.T) { testWaitComplete(t, open(t)) })
			t.Run("wait returns on expiry", func(t *testing.T) { testWaitExpiry(t, open(t)) })
			t.Run("wait honours ctx", func(t *testing.T) { testWaitCtx(t, open(t)) })
			t.Run("concurrent claims one winner", func(t *testing.T) { testConcurrentClaims(t, open(t)) })
			t.Run("20 concurrent duplicate writes run once", func(t *testing.T) { testRegistryDuplicates(t, open(t)) })
			t.Run("a stale fence is refused", func(t *testing.T) { testStaleFence(t, open(t)) })
			t.Run("a write from a stale run is not made", func(t *testing.T) { testRegistryStaleFence(t, open(t)) })
		})
	}
}

func claim(t *testing.T, s idem.Store, key, fp string, ttl time.Duration) (idem.Record, bool) {
	t.Helper()
	rec, ok, err := s.Claim(context.Background(), key, fp, idem.Fence{}, ttl)
	if err != nil {
		t.Fatalf("Claim(%s): %v", key, err)
	}
	return rec, ok
}

func testClaimComplete(t *testing.T, s idem.Store) {
	ctx := context.Background()
	first, ok := claim(t, s, "k", "fp1", time.Minute)
	if !ok || first.State != idem.Running || first.Token == "" {
		t.Fatalf("first Claim = %+v, %v; want acquired running with a token", first, ok)
	}
	second, ok := claim(t, s, "k", "fp2", time.Minute)
	if ok || second.State != idem.Running || second.Fingerprint != "fp1" {
		t.Fatalf("second Claim = %+v, %v; want not acquired, running, holder fp1", second, ok)
	}
	if err := s.Complete(ctx, "k", "not-the-token", idem.Outcome{}, time.Minute); !errors.Is(err, idem.ErrNotOwner) {
		t.Errorf("Complete(wrong token) = %v, want ErrNotOwner", err)
	}
	out := idem.Outcome{Output: json.RawMessage(`{"id":1}`), Summary: "keys=id",
		Error: idem.RecordError(toolerr.NewBusiness("code_10086", "refused")), Finished: time.Unix(1741600000, 0).UTC()}
	if err := s.Complete(ctx, "k", first.Token, out, time.Minute); err != nil {
		t.Fatalf("Complete: %v", err)
	}
	done, ok := claim(t, s, "k", "fp1", time.Minute)
	if ok || done.State != idem.Done || done.Outcome == nil {
		t.Fatalf("Claim after Complete = %+v, %v; want done with outcome", done, ok)
	}
	got, want := done.Outcome, out
	if string(got.Output) != string(want.Output) || got.Summary != want.Summary || !got.Finished.Equal(want.Finished) || *got.Error != *want.Error {
		t.Errorf("outcome = %+v, want %+v", got, want)
	}
	if te := got.Error.ToolError(); te.Kind != toolerr.Business || te.Code != "code_10086" {
		t.Errorf("ToolError = %v, want BUSINESS code_10086", te)
	}
}

func testRelease(t *testing.T, s idem.Store) {
	ctx := context.Background()
	rec, _ := claim(t, s, "r", "fp", time.Minute)
	if err := s.Release(ctx, "r", "other"); !errors.Is(err, idem.ErrNotOwner) {
		t.Errorf("Release(wrong token) = %v, want ErrNotOwner", err)
	}
	if err := s.Release(ctx, "r", rec.Token); err != nil {
		t.Fatalf("Release: %v", err)
	}
	if _, ok := claim(t, s, "r", "fp", time.Minute); !ok {
		t.Errorf("Claim after Release not acquired")
	}
}

func testWaitComplete(t *testing.T, s idem.Store) {
	ctx := context.Background()
	rec, _ := claim(t, s, "w", "fp", time.Minute)
	waited := make(chan error, 1)
	go func() { waited <- s.Wait(ctx, "w") }()
	if err := s.Complete(ctx, "w", rec.Token, idem.Outcome{Summary: "done"}, time.Minute); err != nil {
		t.Fatalf("Complete: %v", err)
	}
	if err := <-waited; err != nil {
		t.Fatalf("Wait = %v, want nil", err)
	}
	if err := s.Wait(ctx, "absent"); err != nil {
		t.Errorf("Wait(absent key) = %v, want nil", err)
	}
}

func testWaitExpiry(t *testing.T, s idem.Store) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	claim(t, s, "x", "fp", 50*time.Millisecond) // a holder that never completes
	if err := s.Wait(ctx, "x"); err != nil {
		t.Fatalf("Wait on an expiring claim = %v, want nil", err)
	}
	if _, ok := claim(t, s, "x", "fp", time.Minute); !ok {
		t.Errorf("Claim after expiry not acquired")
	}
}

func testWaitCtx(t *testing.T, s idem.Store) {
	claim(t, s, "c", "fp", time.Minute)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Wait(ctx, "c"); !errors.Is(err, context.Canceled) {
		t.Errorf("Wait(cancelled) = %v, want context.Canceled", err)
	}
}

func testConcurrentClaims(t *testing.T, s idem.Store) {
	const n = 20
	var acquired atomic.Int32
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			_, ok, err := s.Claim(context.Background(), "race", "fp", idem.Fence{}, time.Minute)
			if err != nil {
				t.Errorf("Claim: %v", err)
			}
			if ok {
				acquired.Add(1)
			}
		})
	}
	wg.Wait()
	if got := acquired.Load(); got != 1 {
		t.Errorf("%d of %d concurrent claims acquired, want 1", got, n)
	}
}

func testRegistryDuplicates(t *testing.T, s idem.Store) {
	var runs atomic.Int32
	reg := registry.New(registry.Options{Claims: s, OutcomeTTL: time.Minute})
	err := reg.RegisterFunc(toolspec.Spec{
		Name: "create_ticket", Description: "Creates a ticket.", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object","properties":{"title":{"type":"string"}},"required":["title"]}`),
	}, func(context.Context, json.RawMessage) (json.RawMessage, error) {
		runs.Add(1)
		return json.RawMessage(`{"ticket":"T-1"}`), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	const n = 20
	var wg sync.WaitGroup
	var replayed atomic.Int32
	for range n {
		wg.Go(func() {
			res, err := reg.Invoke(context.Background(), "create_ticket", json.RawMessage(`{"title":"disk full"}`),
				registry.Call{ExecutionID: "exec-" + t.Name(), StepID: "s1"})
			if err != nil {
				t.Errorf("Invoke: %v", err)
				return
			}
			if string(res.Output) != `{"ticket":"T-1"}` {
				t.Errorf("output = %s", res.Output)
			}
			if res.Replayed {
				replayed.Add(1)
			}
		})
	}
	wg.Wait()
	if got := runs.Load(); got != 1 {
		t.Errorf("write ran %d times for %d concurrent duplicates, want 1", got, n)
	}
	if got := replayed.Load(); got != n-1 {
		t.Errorf("%d results replayed, want %d", got, n-1)
	}
}

func testStaleFence(t *testing.T, s idem.Store) {
	ctx := context.Background()
	scope := "exec-" + randHex()
	claimF := func(key string, n int64) error {
		_, _, err := s.Claim(ctx, key, "fp", idem.Fence{Scope: scope, N: n}, time.Minute)
		return err
	}
	steps := []struct {
		key  string
		n    int64
		want error
	}{
		{"a", 3, nil},
		{"b", 5, nil},                // a newer run of the execution
		{"c", 3, idem.ErrStaleFence}, // the older run, on a key never used
		{"a", 4, idem.ErrStaleFence}, // still older than 5
		{"d", 5, nil},                // the current run goes on
		{"e", 0, nil},                // unfenced callers are not judged
	}
	for i, st := range steps {
		if err := claimF(st.key, st.n); !errors.Is(err, st.want) {
			t.Fatalf("step %d: Claim(%s, fence %d) = %v, want %v", i, st.key, st.n, err, st.want)
		}
	}
	if _, _, err := s.Claim(ctx, "g", "fp", idem.Fence{Scope: scope + "-other", N: 1}, time.Minute); err != nil {
		t.Errorf("a fence in another scope: %v, want nil", err)
	}
}

func testRegistryStaleFence(t *testing.T, s idem.Store) {
	var runs atomic.Int32
	reg := registry.New(registry.Options{Claims: s, OutcomeTTL: time.Minute})
	err := reg.RegisterFunc(toolspec.Spec{
		Name: "send_mail", Description: "Sends a mail.", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object"}`),
	}, func(context.Context, json.RawMessage) (json.RawMessage, error) {
		runs.Add(1)
		return json.RawMessage(`{"sent":true}`), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	exec := "exec-" + randHex()
	call := func(step string, fence int64) error {
		_, err := reg.Invoke(context.Background(), "send_mail", json.RawMessage(`{}`),
			registry.Call{ExecutionID: exec, StepID: step, Fence: fence})
		return err
	}
	if err := call("new.0", 8); err != nil {
		t.Fatal(err)
	}
	err = call("old.0", 7)
	te, ok := toolerr.As(err)
	if !ok || te.Kind != toolerr.System || te.Code != registry.CodeStaleFence {
		t.Fatalf("write with a stale fence = %v, want SYSTEM %s", err, registry.CodeStaleFence)
	}
	if got := runs.Load(); got != 1 {
		t.Errorf("the write ran %d times, want 1: the stale run's write must not run", got)
	}
}
