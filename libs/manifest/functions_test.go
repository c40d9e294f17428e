package manifest

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestImportedNamesSanitized loads a function list whose names OpenAI
// accepts but hermes does not: the catalog loads whole, each such function
// under a valid, unique, deterministic name with its own name kept, and the
// loader says so in a warning.
func TestImportedNamesSanitized(t *testing.T) {
	long := strings.Repeat("very_long_function_name_", 4) + "ends" // 100 bytes
	long2 := long[:len(long)-4] + "ENDS"                           // same first 64 bytes
	fns := []string{"PDF&URLTool", long, long2, "a b", "a&b", "c d", "c_d", "查询订单", "plain"}
	var list []map[string]string
	for _, n := range fns {
		list = append(list, map[string]string{"name": n, "description": "Tool " + n + "."})
	}
	data, err := json.Marshal(list)
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseFunctions("imported.json", data)
	if err != nil {
		t.Fatalf("ParseFunctions: %v (a bad name must not fail the catalog)", err)
	}
	if len(c.Tools) != len(fns) {
		t.Fatalf("%d tools loaded, want %d", len(c.Tools), len(fns))
	}
	byOriginal := map[string]toolspec.Spec{}
	names := map[string]bool{}
	for _, tl := range c.Tools {
		s := tl.Spec
		if !toolspec.ValidName(s.Name) {
			t.Errorf("tool %q (from %q) has an invalid name", s.Name, s.OriginalName)
		}
		if names[s.Name] {
			t.Errorf("name %q given twice", s.Name)
		}
		names[s.Name] = true
		byOriginal[s.DisplayName()] = s
	}
	tests := []struct {
		original, want string // want "" = any valid name other than the plain form
	}{
		{"PDF&URLTool", "PDF_URLTool"},
		{"c_d", "c_d"},     // a valid name keeps its spelling
		{"plain", "plain"}, // and has no original beside it
		{long, ""},
		{long2, ""},
		{"a b", ""},
		{"a&b", ""},
		{"c d", ""},
		{"查询订单", ""},
	}
	for _, tc := range tests {
		t.Run(tc.original, func(t *testing.T) {
			s, ok := byOriginal[tc.original]
			if !ok {
				t.Fatalf("no tool shows as %q", tc.original)
			}
			if tc.want != "" && s.Name != tc.want {
				t.Errorf("name = %q, want %q", s.Name, tc.want)
			}
			if toolspec.ValidName(tc.original) != (s.OriginalName == "") {
				t.Errorf("OriginalName = %q: want it set exactly when %q is not a valid name", s.OriginalName, tc.original)
			}
		})
	}
	if a, b := byOriginal["a b"].Name, byOriginal["a&b"].Name; a == b || !strings.HasPrefix(a, "a_b") || !strings.HasPrefix(b, "a_b") {
		t.Errorf(`"a b" → %q and "a&b" → %q: want two distinct names from a_b`, a, b)
	}
	if got := byOriginal["c d"].Name; got == "c_d" {
		t.Errorf(`"c d" took the name "c_d" that another function spells out`)
	}
	if got := byOriginal[long].Name; len(got) != toolspec.MaxNameLen {
		t.Errorf("100-char name → %q (%d bytes), want cut to %d", got, len(got), toolspec.MaxNameLen)
	}
	if len(c.Warnings) != 7 {
		t.Errorf("warnings = %q, want one for each of the 7 renamed functions", c.Warnings)
	}
	for _, w := range c.Warnings {
		if !strings.Contains(w, "imported.json:") || !strings.Contains(w, "loaded as") {
			t.Errorf("warning %q does not say where and under which name", w)
		}
	}

	again, err := ParseFunctions("imported.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(toolNames(again)) != fmt.Sprint(toolNames(c)) {
		t.Errorf("names differ between two loads: %v vs %v", toolNames(again), toolNames(c))
	}
}

// TestImportedNameDefinedTwice keeps the existing rules for repeated
// names when the repeated name is one that must be sanitized.
func TestImportedNameDefinedTwice(t *testing.T) {
	same := `{"id":"q1","function":[{"name":"PDF&URLTool","description":"Reads PDFs."}]}` + "\n" +
		`{"id":"q2","function":[{"name":"PDF&URLTool","description":"Reads PDFs."}]}` + "\n" +
		`{"id":"q3","function":[{"name":"PDF&URLTool","description":"Reads URLs too."}]}` + "\n"
	c, err := ParseFunctions("bfcl.json", []byte(same))
	if err != nil {
		t.Fatalf("ParseFunctions: %v", err)
	}
	if got := toolNames(c); fmt.Sprint(got) != "[PDF_URLTool]" {
		t.Errorf("tools = %v, want the one function once", got)
	}
	if len(c.Warnings) != 2 {
		t.Errorf("warnings = %q, want the rename and the different second definition", c.Warnings)
	}
}

func toolNames(c *Catalog) []string {
	var out []string
	for _, tl := range c.Tools {
		out = append(out, tl.Spec.Name)
	}
	return out
}
