package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/cmd/hermes/internal/lint"
)

// The entry hermes keys create prints holds the SHA-256 of the key it
// prints, and every key is new.
func TestKeysCreate(t *testing.T) {
	entryRE := regexp.MustCompile(`(?m)^key: (hk_[A-Za-z0-9_-]{43})\n# .*\n  - \{name: "ci-bot", roles: \[analyst, operator\], sha256: ([0-9a-f]{64})\}\n$`)
	seen := map[string]bool{}
	for i := 0; i < 3; i++ {
		out, _, err := hermes(t, "keys", "create", "--name", "ci-bot", "--roles", "analyst, operator")
		if err != nil {
			t.Fatal(err)
		}
		m := entryRE.FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("output does not match %s:\n%s", entryRE, out)
		}
		d := sha256.Sum256([]byte(m[1]))
		if hex.EncodeToString(d[:]) != m[2] {
			t.Errorf("entry digest %s is not the SHA-256 of the key %s", m[2], m[1])
		}
		if seen[m[1]] {
			t.Errorf("key %s printed twice", m[1])
		}
		seen[m[1]] = true
	}
}

// tools lint --json is one JSON array a CI job can read; the confusable
// pair carries both descriptions and the words they share.
func TestToolsLintJSON(t *testing.T) {
	tests := []struct {
		name      string
		args      []string
		wantExit  int
		wantCheck map[string]string // check → tool
	}{
		{"demo catalog", nil, 0, map[string]string{}},
		{"confusable catalog", []string{"--tools", "testdata/confusable-tools.yaml"}, 1, map[string]string{
			lint.Confusable:      "query_sales_report",
			lint.NoBoundary:      "query_sales_summary",
			lint.UnknownBoundary: "query_sales_report",
			lint.WriteNoApproval: "create_ticket",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, _, err := hermes(t, append([]string{"tools", "lint", "--json"}, tt.args...)...)
			code := 0
			var xe *exitError
			if asExit(err, &xe) {
				code = xe.code
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tt.wantExit {
				t.Errorf("exit %d, want %d", code, tt.wantExit)
			}
			var findings []lint.Finding
			if err := json.Unmarshal([]byte(out), &findings); err != nil {
				t.Fatalf("not a JSON array: %v\n%s", err, out)
			}
			got := map[string]string{}
			for _, f := range findings {
				got[f.Check] = f.Tool
				if f.Check == lint.Confusable {
					if f.Other != "query_sales_summary" || len(f.Descriptions) != 2 || !strings.Contains(strings.Join(f.Shared, " "), "revenue") {
						t.Errorf("confusable finding lacks the pair, descriptions or shared words: %+v", f)
					}
				}
			}
			if len(got) != len(tt.wantCheck) {
				t.Errorf("checks %v, want %v", got, tt.wantCheck)
			}
			for c, tool := range tt.wantCheck {
				if got[c] != tool {
					t.Errorf("check %s on %q, want %q", c, got[c], tool)
				}
			}
		})
	}
}

// hermes submit prints only the execution ID, and finds the gateway in
// HERMES_ADDR.
func TestSubmitPrintsTheID(t *testing.T) {
	stack := startStack(t)
	var out, errb syncBuffer
	e := &env{stdout: &out, stderr: &errb, getenv: func(k string) string {
		if k == "HERMES_ADDR" {
			return stack.Gateway
		}
		return ""
	}}
	if err := dispatch(t.Context(), e, []string{"submit", "--id", "submitted-1", "--task", repoFile(t, "examples/echo-task.json")}); err != nil {
		t.Fatalf("hermes submit: %v\n%s", err, &errb)
	}
	if got := out.String(); got != "submitted-1\n" {
		t.Errorf("stdout %q, want the execution ID alone", got)
	}
	out = syncBuffer{}
	if err := dispatch(t.Context(), e, []string{"watch", "submitted-1"}); err != nil {
		t.Fatalf("hermes watch: %v", err)
	}
	if !strings.Contains(out.String(), "TASK_DONE status=succeeded") {
		t.Errorf("the submitted task did not run to success:\n%s", &out)
	}
}
