package main

import (
	"io"
	"path/filepath"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// goldCall is a BFCL possible answer: the right function and the
// acceptable values of its arguments.
type goldCall struct {
	tool string
	args answer
}

// loadAnswers reads a possible_answer file: id → the first gold call.
func loadAnswers(path string) (map[string]goldCall, error) {
	rows, err := loadJSONL[struct {
		ID          string              `json:"id"`
		GroundTruth []map[string]answer `json:"ground_truth"`
	}](path)
	if err != nil {
		return nil, err
	}
	out := make(map[string]goldCall, len(rows))
	for _, r := range rows {
		if len(r.GroundTruth) == 0 {
			continue
		}
		for tool, args := range r.GroundTruth[0] {
			out[r.ID] = goldCall{tool: tool, args: args}
		}
	}
	return out, nil
}

// bfclPlanResult is what the plan path gives on BFCL.
type bfclPlanResult struct {
	multiRight, multiArgs, multiGivenArgs float64 // multiple: tool set = {gold}; and args accepted; args of the gold tool given
	irrelevance                           float64 // no tool chosen
	simpleRight, simpleArgs               float64 // simple_python: tool set = {gold}; one call with args accepted
	nSimple                               int
	warnings                              int // function names loaded under a sanitized name
}

// bfclCase is one question's outcome through the plan path.
type bfclCase struct {
	right, args, givenArgs bool
}

// runBFCLCase plans one question over its own candidates, as hermes plan
// --tools does with that question's functions.
func runBFCLCase(p planPath, q *bfclQuestion, gold goldCall, withGiven bool) (bfclCase, int, error) {
	specs, warns, err := functionCatalog(q.ID+".json", q.Function)
	if err != nil {
		return bfclCase{}, 0, err
	}
	shown := displayNames(specs)
	o, err := p.plan(q.text(), specs)
	if err != nil {
		return bfclCase{}, 0, err
	}
	var c bfclCase
	var got []string
	for _, t := range o.tools() {
		got = append(got, shown[t])
	}
	if gold.tool == "" {
		c.right = len(got) == 0
		return c, len(warns), nil
	}
	c.right = sameSet(got, []string{gold.tool})
	goldSpec := specNamed(specs, gold.tool)
	if c.right && len(o.calls) == 1 {
		c.args = checkArgs(o.calls[0].Args, gold.args, goldSpec.Parameters) == ""
	}
	if withGiven && goldSpec != nil {
		g, err := p.planWith(q.text(), specs, goldSpec.Name)
		if err != nil {
			return bfclCase{}, 0, err
		}
		c.givenArgs = len(g.calls) == 1 && checkArgs(g.calls[0].Args, gold.args, goldSpec.Parameters) == ""
	}
	return c, len(warns), nil
}

// specNamed finds the spec a catalog shows under name.
func specNamed(specs []toolspec.Spec, name string) *toolspec.Spec {
	for i := range specs {
		if specs[i].DisplayName() == name {
			return &specs[i]
		}
	}
	return nil
}

// evalBFCLPlan runs BFCL multiple, irrelevance and simple_python through
// the plan path.
func evalBFCLPlan(p planPath, s *bfclSet, dir string, progress io.Writer) (bfclPlanResult, error) {
	var r bfclPlanResult
	multiGold, err := loadAnswers(filepath.Join(dir, "bfcl", "possible_answer", "BFCL_v4_multiple.json"))
	if err != nil {
		return r, err
	}
	simple, err := loadJSONL[bfclQuestion](filepath.Join(dir, "bfcl", "BFCL_v4_simple_python.json"))
	if err != nil {
		return r, err
	}
	simpleGold, err := loadAnswers(filepath.Join(dir, "bfcl", "possible_answer", "BFCL_v4_simple_python.json"))
	if err != nil {
		return r, err
	}
	r.nSimple = len(simple)
	sets := []struct {
		label     string
		qs        []bfclQuestion
		gold      map[string]goldCall
		withGiven bool
		right     *float64
		args      *float64
		givenArgs *float64
	}{
		{"BFCL multiple", s.multiple, multiGold, true, &r.multiRight, &r.multiArgs, &r.multiGivenArgs},
		{"BFCL irrelevance", s.irrelevance, nil, false, &r.irrelevance, nil, nil},
		{"BFCL simple_python", simple, simpleGold, false, &r.simpleRight, &r.simpleArgs, nil},
	}
	for _, set := range sets {
		cases := make([]bfclCase, len(set.qs))
		warns := make([]int, len(set.qs))
		err := parallel(progress, set.label, len(set.qs), func(i int) error {
			var err error
			cases[i], warns[i], err = runBFCLCase(p, &set.qs[i], set.gold[set.qs[i].ID], set.withGiven)
			return err
		})
		if err != nil {
			return r, err
		}
		var right, args, given int
		for i, c := range cases {
			r.warnings += warns[i]
			right += b2i(c.right)
			args += b2i(c.args)
			given += b2i(c.givenArgs)
		}
		n := float64(len(cases))
		*set.right = float64(right) / n
		if set.args != nil {
			*set.args = float64(args) / n
		}
		if set.givenArgs != nil {
			*set.givenArgs = float64(given) / n
		}
	}
	return r, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
