package main

import (
	"net"
	"strings"
	"testing"
)

// freeAddr returns a loopback address that was free a moment ago.
func freeAddr(t *testing.T) string {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer lis.Close()
	return lis.Addr().String()
}

func TestDevPinsEveryListener(t *testing.T) {
	gw, pl, goRunner, sqlRunner, demoAddr := freeAddr(t), freeAddr(t), freeAddr(t), freeAddr(t), freeAddr(t)
	out, stderr, err := hermes(t, "dev", "--addr", gw, "--planner-addr", pl,
		"--toolrunner-addr", "go="+goRunner, "--toolrunner-addr", "sql="+sqlRunner, "--demo-addr", demoAddr,
		"--once-task", "../../examples/echo-task.json")
	if err != nil {
		t.Fatalf("hermes dev: %v\n%s", err, stderr)
	}
	banner, _, _ := strings.Cut(out, "\n")
	for _, want := range []string{"gateway " + gw, "planner " + pl, "go=" + goRunner, "sql=" + sqlRunner, "demo backends http://" + demoAddr} {
		if !strings.Contains(banner, want) {
			t.Errorf("banner %q lacks %q", banner, want)
		}
	}
}

func TestDevRefusesBadListenerFlags(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	tests := []struct {
		name    string
		args    []string
		wantErr string
	}{
		{"unknown family", []string{"--toolrunner-addr", "ftp=127.0.0.1:0"}, `family "ftp"`},
		{"not FAMILY=ADDR", []string{"--toolrunner-addr", "127.0.0.1:0"}, "not FAMILY=ADDR"},
		{"a family twice", []string{"--toolrunner-addr", "go=127.0.0.1:0", "--toolrunner-addr", "go=127.0.0.1:0"}, "given twice"},
		{"not host:port", []string{"--toolrunner-addr", "go=localhost"}, "not host:port"},
		{"planner port taken", []string{"--planner-addr", taken.Addr().String()}, "planner: listen"},
		{"toolrunner port taken", []string{"--toolrunner-addr", "cli=" + taken.Addr().String()}, "toolrunner cli: listen"},
		{"demo port taken", []string{"--demo-addr", taken.Addr().String()}, "demo: listen"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"dev", "--once-task", "../../examples/echo-task.json"}, tc.args...)
			_, stderr, err := hermes(t, args...)
			if err == nil || !strings.Contains(err.Error()+stderr, tc.wantErr) {
				t.Errorf("hermes %s = %v\n%s\nwant an error containing %q", strings.Join(args, " "), err, stderr, tc.wantErr)
			}
		})
	}
}
