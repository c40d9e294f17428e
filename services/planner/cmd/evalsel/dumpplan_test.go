package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

func TestDumpPlanListsOnlyMisses(t *testing.T) {
	dir := t.TempDir()
	fns := `[{"name":"triangle_area","description":"Calculate the area of a triangle from its base and height.","parameters":{"type":"dict","properties":{"base":{"type":"integer"},"height":{"type":"integer"}},"required":["base","height"]}},` +
		`{"name":"circle_area","description":"Calculate the area of a circle from its radius.","parameters":{"type":"dict","properties":{"radius":{"type":"integer"}},"required":["radius"]}}]`
	questions := `{"id":"multiple_0","question":[[{"role":"user","content":"Calculate the area of a triangle with base 6 and height 10."}]],"function":` + fns + `}
{"id":"multiple_1","question":[[{"role":"user","content":"Calculate the area of a circle with radius 4."}]],"function":` + fns + `}
`
	answers := `{"id":"multiple_0","ground_truth":[{"triangle_area":{"base":[6],"height":[10]}}]}
{"id":"multiple_1","ground_truth":[{"triangle_area":{"base":[6],"height":[10]}}]}
`
	writeTree(t, dir, map[string]string{
		"bfcl/BFCL_v4_multiple.json":                 questions,
		"bfcl/possible_answer/BFCL_v4_multiple.json": answers,
	})
	var out bytes.Buffer
	if err := dumpPlan(&out, "plan-multiple", newPlanPath(lexical.Options{}, evalNow, evalNow.Location()), dir, nil); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"multiple_1 ", "want [triangle_area]", "→ circle_area", "map[radius:4]", "1 misses of 2"} {
		if !strings.Contains(got, want) {
			t.Errorf("dump lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "multiple_0 ") {
		t.Errorf("dump lists a case that passes:\n%s", got)
	}
}
