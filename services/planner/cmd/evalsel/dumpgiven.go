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
			n, ok, wrong, invented := statedArgs(g, tool, o.calls)
			stated += n
			right += ok
			for _, a := range wrong {
				lines = append(lines, "   arg "+a)
			}
			for _, a := range invented {
				lines = append(lines, "   invented "+a)
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
