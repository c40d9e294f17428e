package config

import (
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

type settings struct {
	listen  string
	drain   time.Duration
	runners StringList
	workers int
}

func newFlags(s *settings) *flag.FlagSet {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&s.listen, "listen", "127.0.0.1:0", "")
	fs.DurationVar(&s.drain, "drain", time.Second, "")
	fs.Var(&s.runners, "toolrunners", "")
	fs.IntVar(&s.workers, "workers", 4, "")
	return fs
}

func writeFile(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "c.yaml")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadPrecedence(t *testing.T) {
	file := writeFile(t, "listen: 0.0.0.0:1\ndrain: 5s\ntoolrunners: [a:1, b:2]\nworkers: 2\n")
	tests := []struct {
		name    string
		args    []string
		env     []string
		want    settings
		wantErr string
	}{
		{name: "defaults", want: settings{listen: "127.0.0.1:0", drain: time.Second, workers: 4}},
		{name: "file", args: []string{"-config", file},
			want: settings{listen: "0.0.0.0:1", drain: 5 * time.Second, runners: StringList{"a:1", "b:2"}, workers: 2}},
		{name: "env over file", args: []string{"-config", file}, env: []string{"HERMES_WORKERS=8", "OTHER=1"},
			want: settings{listen: "0.0.0.0:1", drain: 5 * time.Second, runners: StringList{"a:1", "b:2"}, workers: 8}},
		{name: "flag over env", args: []string{"-config", file, "-workers", "3"}, env: []string{"HERMES_WORKERS=8"},
			want: settings{listen: "0.0.0.0:1", drain: 5 * time.Second, runners: StringList{"a:1", "b:2"}, workers: 3}},
		{name: "config from env", env: []string{"HERMES_CONFIG=" + file},
			want: settings{listen: "0.0.0.0:1", drain: 5 * time.Second, runners: StringList{"a:1", "b:2"}, workers: 2}},
		{name: "bad env value names variable", env: []string{"HERMES_DRAIN=soon"}, wantErr: "HERMES_DRAIN"},
		{name: "unknown file key", args: []string{"-config", writeFile(t, "listn: x\n")}, wantErr: `unknown setting "listn"`},
		{name: "bad file value", args: []string{"-config", writeFile(t, "workers: many\n")}, wantErr: `setting "workers"`},
		{name: "missing file", args: []string{"-config", "/nonexistent.yaml"}, wantErr: "config file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got settings
			err := Load(newFlags(&got), tt.args, tt.env)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Load error = %v, want it to mention %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			if got.listen != tt.want.listen || got.drain != tt.want.drain || got.workers != tt.want.workers ||
				got.runners.String() != tt.want.runners.String() {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestEnvName(t *testing.T) {
	if got, want := EnvName("planner-addr"), "HERMES_PLANNER_ADDR"; got != want {
		t.Errorf("EnvName = %q, want %q", got, want)
	}
}
