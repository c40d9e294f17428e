package devstack

import (
	"context"
	"net"
	"strings"
	"testing"
)

// start starts a stack on ephemeral ports and returns it with its stop
// function, which cancels it and returns what Wait returns.
func start(t *testing.T, opts Options) (*Stack, func() error) {
	t.Helper()
	if opts.GatewayAddr == "" {
		opts.GatewayAddr = "127.0.0.1:0"
	}
	ctx, cancel := context.WithCancel(context.Background())
	s, err := Start(ctx, opts)
	if err != nil {
		cancel()
		t.Fatalf("Start: %v", err)
	}
	stopped := false
	var waitErr error
	stop := func() error {
		if !stopped {
			stopped = true
			cancel()
			waitErr = s.Wait()
		}
		return waitErr
	}
	t.Cleanup(func() { _ = stop() })
	return s, stop
}

// A connection to a demo backend on which nothing was ever sent — the spare
// one an HTTP transport may dial while another request frees a connection —
// made Wait fail with "context deadline exceeded" after a 5 s stall, and
// hermes dev --once exit 1 after printing its report.
func TestWaitIgnoresSilentConnectionsToTheDemoBackends(t *testing.T) {
	s, stop := start(t, Options{})
	conn, err := net.Dial("tcp", strings.TrimPrefix(s.DemoHTTP, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if err := stop(); err != nil {
		t.Errorf("Wait = %v, want nil", err)
	}
}

func TestStartRefusesAnAddressForAFamilyItDoesNotRun(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s, err := Start(ctx, Options{GatewayAddr: "127.0.0.1:0", ToolrunnerAddrs: map[string]string{"ftp": "127.0.0.1:0"}})
	if err == nil {
		cancel()
		_ = s.Wait()
		t.Fatal("Start accepted a toolrunner address for family ftp")
	}
	if !strings.Contains(err.Error(), `"ftp"`) {
		t.Errorf("error = %v, want it to name the family", err)
	}
}
