package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDataDir(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "go.work"), []byte("go 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(root, "services", "planner")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(sub)

	t.Setenv("HERMES_EVAL_DATA", "")
	if got, want := dir(t, ""), filepath.Join(root, "..", "shared", "eval"); got != want {
		t.Errorf("default = %q, want %q", got, want)
	}
	t.Setenv("HERMES_EVAL_DATA", "/env/eval")
	if got := dir(t, ""); got != "/env/eval" {
		t.Errorf("with env = %q, want /env/eval", got)
	}
	if got := dir(t, "/flag/eval"); got != "/flag/eval" {
		t.Errorf("with flag = %q, want /flag/eval", got)
	}
}

func dir(t *testing.T, flag string) string {
	t.Helper()
	d, err := dataDir(flag)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// writeTree writes files under dir, each named by its slash-separated path,
// making the directories they need.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
