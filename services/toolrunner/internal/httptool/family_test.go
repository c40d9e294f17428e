package httptool

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// A backend that shuts down gracefully waits for every connection a client
// keeps open; the runner's idle ones must go when it stops, or the backend's
// shutdown runs into its deadline.
func TestFamilyCloseClosesIdleConnections(t *testing.T) {
	closed := make(chan struct{}, 8)
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte(`{"ok":true}`))
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateClosed {
			closed <- struct{}{}
		}
	}
	srv.Start()
	defer srv.Close()

	b, err := Family().Open(tool.Env{Lookup: manifest.OSEnv})
	if err != nil {
		t.Fatal(err)
	}
	inv, err := b.Build(manifest.Tool{Spec: toolspec.Spec{Name: "ping", Family: toolspec.FamilyHTTP},
		HTTP: &manifest.HTTP{URL: srv.URL + "/ping"}, Source: "test.yaml:1"})
	if err != nil {
		t.Fatal(err)
	}
	if out, err := inv.Invoke(context.Background(), json.RawMessage(`{}`)); err != nil || string(out) != `{"ok":true}` {
		t.Fatalf("Invoke = %s, %v", out, err)
	}
	if err := b.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	select {
	case <-closed:
	case <-time.After(10 * time.Second): // a bound on a hang, not a measurement
		t.Fatal("the backend still holds the runner's idle connection after the family was closed")
	}
}
