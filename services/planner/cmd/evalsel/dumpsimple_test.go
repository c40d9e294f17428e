package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

func TestDumpSimpleListsOnlyMisses(t *testing.T) {
	dir := t.TempDir()
	fn := `[{"name":"triangle_area","description":"Calculate the area of a triangle from its base and height.","parameters":{"type":"dict","properties":{"base":{"type":"integer","description":"The base of the triangle."},"height":{"type":"integer","description":"The height of the triangle."}},"required":["base","height"]}}]`
	questions := `{"id":"simple_python_0","question":[[{"role":"user","content":"Calculate the area of a triangle with base 6 and height 10."}]],"function":` + fn + `}
{"id":"simple_python_1","question":[[{"role":"user","content":"Calculate the area of a triangle with base 6."}]],"function":` + fn + `}
`
	answers := `{"id":"simple_python_0","ground_truth":[{"triangle_area":{"base":[6],"height":[10]}}]}
{"id":"simple_python_1","ground_truth":[{"triangle_area":{"base":[6],"height":[10]}}]}
`
	writeTree(t, dir, map[string]string{
		"bfcl/BFCL_v4_simple_python.json":                 questions,
		"bfcl/possible_answer/BFCL_v4_simple_python.json": answers,
	})
	var out bytes.Buffer
	if err := dumpSimple(&out, newPlanPath(lexical.Options{}, evalNow, evalNow.Location()), dir); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"simple_python_1 ", "gold   triangle_area(base=[6], height=[10])", "required height missing", "1 misses of 2"} {
		if !strings.Contains(got, want) {
			t.Errorf("dump lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "simple_python_0 ") {
		t.Errorf("dump lists a case that passes:\n%s", got)
	}
}
