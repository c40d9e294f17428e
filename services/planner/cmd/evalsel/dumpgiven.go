package main

import (
	"fmt"
	"io"
	"maps"
	"slices"
)

// dumpGiven prints, for each goal of c, the argument misses of each
// expected tool when the plan is given that tool, so that a miss of tool
// choice still shows what argument filling would give.
func dumpGiven(w io.Writer, c *unseenCatalog, p planPath) error {
	stated, right := 0, 0
	for i := range c.Goals {
		g := &c.Goals[i]
		var lines []string
		for _, tool := range slices.Sorted(maps.Keys(g.Args)) {
			o, err := p.planWith(g.Text, c.specs, tool)
			if err != nil {
				return err
			}
			var args map[string]any
			for _, st := range o.calls {
				if st.Tool == tool {
					if a, err := normalizeJSON(st.Args); err == nil {
						args = a
					}
				}
			}
			want := g.Args[tool]
			for _, param := range slices.Sorted(maps.Keys(want)) {
				stated++
				v, has := args[param]
				if has && statedValue(v, want[param]) {
					right++
					continue
				}
				got := "-"
				if has {
					got = fmt.Sprint(v)
				}
				lines = append(lines, fmt.Sprintf("   arg %s.%s=%s want %v", tool, param, got, want[param]))
			}
			for _, k := range slices.Sorted(maps.Keys(args)) {
				if _, ok := want[k]; !ok && !slices.Contains(g.May[tool], k) {
					lines = append(lines, fmt.Sprintf("   invented %s.%s=%v", tool, k, args[k]))
				}
			}
		}
		if len(lines) > 0 {
			fmt.Fprintf(w, "%s [%s] %s\n", g.ID, g.Lang, g.Text)
			for _, l := range lines {
				fmt.Fprintln(w, l)
			}
		}
	}
	fmt.Fprintf(w, "given: %d of %d stated arguments right (%.3f)\n", right, stated, ratio(right, stated))
	return nil
}
