package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// asMain makes the test binary behave as the hermes binary when set, so
// exit statuses are checked on a real process.
const asMain = "HERMES_CLI_TEST_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMain) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// hermesProcess runs the CLI as a process and returns its stderr and exit
// status.
func hermesProcess(t *testing.T, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), asMain+"=1", "HERMES_GATEWAY=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return stderr.String(), 0
	case errors.As(err, &ee):
		return stderr.String(), ee.ExitCode()
	default:
		t.Fatalf("hermes %v: %v", args, err)
		return "", 0
	}
}

// Help exits 0 and lists the flags; a flag a command does not define, or a
// missing argument, is a usage error (2), as docs/operations.md says.
func TestExitStatus(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantStderr []string
	}{
		{"tools help", []string{"tools", "--help"}, 0, []string{"Flags of tools list:", "-addr", "Flags of tools score:", "-top"}},
		{"tools -h", []string{"tools", "-h"}, 0, []string{"-top"}},
		{"tools list help", []string{"tools", "list", "--help"}, 0, []string{"-addr"}},
		{"run help", []string{"run", "--help"}, 0, []string{"-json"}},
		{"top-level help", []string{"--help"}, 0, nil},
		{"no command", nil, 2, nil},
		{"unknown command", []string{"frobnicate"}, 2, []string{"unknown command"}},
		{"unknown flag of run", []string{"run", "--bogus", "goal"}, 2, []string{"flag provided but not defined: -bogus"}},
		{"unknown flag of plan", []string{"plan", "--bogus", "goal"}, 2, []string{"flag provided but not defined: -bogus"}},
		{"unknown flag of tools score", []string{"tools", "score", "--bogus", "q"}, 2, []string{"flag provided but not defined: -bogus"}},
		{"bad flag value", []string{"tools", "score", "--top", "many", "q"}, 2, []string{"invalid value"}},
		{"tools without subcommand", []string{"tools"}, 2, []string{"list|score"}},
		{"unknown tools subcommand", []string{"tools", "lsit"}, 2, []string{`"lsit"`}},
		{"missing argument", []string{"status"}, 2, []string{"execution ID"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stderr, code := hermesProcess(t, tt.args...)
			if code != tt.wantCode {
				t.Errorf("exit status %d, want %d; stderr:\n%s", code, tt.wantCode, stderr)
			}
			for _, want := range tt.wantStderr {
				if !strings.Contains(stderr, want) {
					t.Errorf("stderr lacks %q:\n%s", want, stderr)
				}
			}
		})
	}
}
