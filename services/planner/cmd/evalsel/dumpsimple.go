package main

import (
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
)

// dumpSimple prints each BFCL simple_python question whose plan misses: the
// question, the gold call, what the plan chose and filled, and why the
// checker refused it. The gold tool's arguments are also filled with the
// tool given, so a selection miss still shows what filling would give.
func dumpSimple(w io.Writer, p planPath, dir string) error {
	return dumpArgs(w, p, dir, "BFCL_v4_simple_python.json")
}

// dumpArgs prints the argument misses of one BFCL set, as dumpSimple does
// for simple_python.
func dumpArgs(w io.Writer, p planPath, dir, file string) error {
	qs, err := loadJSONL[bfclQuestion](filepath.Join(dir, "bfcl", file))
	if err != nil {
		return err
	}
	gold, err := loadAnswers(filepath.Join(dir, "bfcl", "possible_answer", file))
	if err != nil {
		return err
	}
	misses := 0
	for i := range qs {
		q := &qs[i]
		g := gold[q.ID]
		specs, _, err := functionCatalog(q.ID+".json", q.Function)
		if err != nil {
			return err
		}
		shown := displayNames(specs)
		o, err := p.plan(q.text(), specs)
		if err != nil {
			return err
		}
		goldSpec := specNamed(specs, g.tool)
		if goldSpec == nil {
			continue
		}
		var got []string
		for _, t := range o.tools() {
			got = append(got, shown[t])
		}
		why := ""
		switch {
		case !sameSet(got, []string{g.tool}):
			why = fmt.Sprintf("tools %v", got)
		case len(o.calls) != 1:
			why = fmt.Sprintf("%d calls", len(o.calls))
		default:
			why = checkArgs(o.calls[0].Args, g.args, goldSpec.Parameters)
		}
		if why == "" {
			continue
		}
		misses++
		given, err := p.planWith(q.text(), specs, goldSpec.Name)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%s %s\n   gold   %s(%s)\n", q.ID, q.text(), g.tool, formatAnswer(g.args))
		if len(given.calls) == 1 {
			fmt.Fprintf(w, "   filled %v\n   checker: %s\n", given.calls[0].Args, checkArgs(given.calls[0].Args, g.args, goldSpec.Parameters))
		} else {
			fmt.Fprintf(w, "   filled nothing (%d calls)\n", len(given.calls))
		}
		if !strings.HasPrefix(why, "tools") || len(o.calls) == 0 {
			fmt.Fprintf(w, "   plan:   %s\n", why)
		} else {
			fmt.Fprintf(w, "   plan:   %s (selection)\n", why)
		}
	}
	fmt.Fprintf(w, "%d misses of %d\n", misses, len(qs))
	return nil
}

// formatAnswer prints a possible answer's parameters in name order.
func formatAnswer(a answer) string {
	keys := make([]string, 0, len(a))
	for k := range a {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%v", k, a[k])
	}
	return strings.Join(parts, ", ")
}
