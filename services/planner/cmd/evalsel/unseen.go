package main

import (
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math"
	"os"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// unseenFS holds the catalogs written for this evaluation in domains the
// demo does not cover; see testdata/unseen/README.md.
//
//go:embed testdata/unseen
var unseenFS embed.FS

// unseenCatalog is one catalog of testdata/unseen with its goals.
type unseenCatalog struct {
	Catalog  string       `json:"catalog"`
	Split    string       `json:"split"` // "tune" or "holdout"
	Tools    string       `json:"tools"` // function list beside goals.json
	Now      string       `json:"now"`
	Timezone string       `json:"timezone"`
	Goals    []unseenGoal `json:"goals"`

	specs []toolspec.Spec
	now   time.Time
	loc   *time.Location
}

// unseenGoal is one goal and what a right plan makes of it.
type unseenGoal struct {
	ID    string   `json:"id"`
	Lang  string   `json:"lang"` // zh, en or mixed
	Text  string   `json:"text"`
	Tools []string `json:"tools"` // none when no tool of the catalog serves the goal
	Range *struct {
		Start string `json:"start"`
		End   string `json:"end"`
	} `json:"range"`
	// Args are, per expected tool, the arguments the goal states.
	Args map[string]map[string]any `json:"args"`
	// May lists, per tool, parameters the goal speaks of loosely: filled
	// or not, they count neither way.
	May map[string][]string `json:"may"`
}

// loadUnseen reads every <dir>/goals.json of fsys with its tool catalog.
func loadUnseen(fsys fs.FS) ([]*unseenCatalog, error) {
	goals, err := fs.Glob(fsys, "*/goals.json")
	if err != nil {
		return nil, err
	}
	if len(goals) == 0 {
		return nil, fmt.Errorf("no */goals.json in the unseen catalogs")
	}
	var out []*unseenCatalog
	for _, g := range goals {
		c, err := loadUnseenCatalog(fsys, g)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", g, err)
		}
		out = append(out, c)
	}
	// The tuning catalog first, then the holdout ones.
	slices.SortStableFunc(out, func(a, b *unseenCatalog) int {
		return strings.Compare(splitRank(a.Split)+a.Catalog, splitRank(b.Split)+b.Catalog)
	})
	return out, nil
}

func splitRank(s string) string {
	if s == "tune" {
		return "0"
	}
	return "1"
}

func loadUnseenCatalog(fsys fs.FS, goalsPath string) (*unseenCatalog, error) {
	b, err := fs.ReadFile(fsys, goalsPath)
	if err != nil {
		return nil, err
	}
	c := &unseenCatalog{}
	if err := json.Unmarshal(b, c); err != nil {
		return nil, err
	}
	if c.Split != "tune" && c.Split != "holdout" {
		return nil, fmt.Errorf("split %q: want tune or holdout", c.Split)
	}
	if c.loc, err = time.LoadLocation(c.Timezone); err != nil {
		return nil, err
	}
	if c.now, err = time.Parse(time.RFC3339, c.Now); err != nil {
		return nil, fmt.Errorf("now: %w", err)
	}
	toolsPath := path.Join(path.Dir(goalsPath), c.Tools)
	raw, err := fs.ReadFile(fsys, toolsPath)
	if err != nil {
		return nil, err
	}
	var fns []json.RawMessage
	if err := json.Unmarshal(raw, &fns); err != nil {
		return nil, fmt.Errorf("%s: %w", toolsPath, err)
	}
	if c.specs, _, err = functionCatalog(toolsPath, fns); err != nil {
		return nil, err
	}
	return c, nil
}

// unseenResult is what one catalog's goals come to.
type unseenResult struct {
	goals          int
	scorerTools    float64 // the scorer's top-k equals the gold set, k its size
	tools          float64 // the plan's tool set equals the gold set
	ranges         float64 // the task's date range equals the expected one (or both none)
	argsStated     int     // stated arguments in all
	argRight       float64 // per stated argument: filled with the stated value
	argGoals       int     // goals stating at least one argument
	goalArgsRight  float64 // per such goal: every stated argument right, none invented
	invented       float64 // goals with an argument filled that the goal does not state
	readOnlyGoals  int     // goals whose gold set holds no write tool
	noWriteOnReads float64 // per such goal: the plan chose no write tool
}

// goalOutcome is one goal's judged plan.
type goalOutcome struct {
	scorerTools, tools, rng bool
	stated, right           int
	invented                []string
	wrongArgs               []string
	wroteOnRead             bool
	got                     []string
	gotRange                string
}

// evalUnseen runs one catalog's goals through the scorer and the plan path,
// with the catalog's own clock and the shared scorer options.
func evalUnseen(c *unseenCatalog, o lexical.Options, progress io.Writer) (unseenResult, []goalOutcome, error) {
	p := newPlanPath(o, c.now, c.loc)
	ix := lexical.NewIndex(c.specs, o)
	byName := map[string]*toolspec.Spec{}
	for i := range c.specs {
		byName[c.specs[i].Name] = &c.specs[i]
	}
	outs := make([]goalOutcome, len(c.Goals))
	err := parallel(progress, "unseen "+c.Catalog, len(c.Goals), func(i int) error {
		g := &c.Goals[i]
		o, err := p.plan(g.Text, c.specs)
		if err != nil {
			return err
		}
		outs[i] = judgeGoal(g, o, byName, c.loc)
		if len(g.Tools) == 0 {
			// A goal no tool serves: the scorer is right to find no
			// suitable tool.
			outs[i].scorerTools = ix.Select(g.Text).Best == ""
		} else {
			outs[i].scorerTools = sameSet(topK(ix.Rank(g.Text), len(g.Tools)), g.Tools)
		}
		return nil
	})
	if err != nil {
		return unseenResult{}, nil, err
	}
	return tally(c, outs), outs, nil
}

func topK(s []task.Score, k int) []string {
	var out []string
	for _, x := range s[:min(k, len(s))] {
		out = append(out, x.Tool)
	}
	return out
}

// judgeGoal compares a goal's plan with what the goal expects.
func judgeGoal(g *unseenGoal, o outcome, byName map[string]*toolspec.Spec, loc *time.Location) goalOutcome {
	var r goalOutcome
	r.got = o.tools()
	r.tools = sameSet(r.got, g.Tools)
	var tr *task.Range
	if o.task != nil {
		tr = o.task.TimeRange
	}
	if tr != nil {
		r.gotRange = tr.String()
	}
	switch {
	case g.Range == nil:
		r.rng = tr == nil
	case tr != nil:
		r.rng = tr.Start.In(loc).Format(task.DateLayout) == g.Range.Start && tr.End.In(loc).Format(task.DateLayout) == g.Range.End
	}
	goldWrites := false
	for _, t := range g.Tools {
		if s := byName[t]; s != nil && s.SideEffect == toolspec.Write {
			goldWrites = true
		}
	}
	for _, t := range r.got {
		if s := byName[t]; !goldWrites && s != nil && s.SideEffect == toolspec.Write {
			r.wroteOnRead = true
		}
	}
	for _, tool := range slices.Sorted(maps.Keys(g.Args)) {
		stated, right, wrong, invented := statedArgs(g, tool, o.calls)
		r.stated += stated
		r.right += right
		r.wrongArgs = append(r.wrongArgs, wrong...)
		r.invented = append(r.invented, invented...)
	}
	return r
}

// statedArgs holds the calls of tool among calls to the arguments g states
// for it: how many it states and how many some call fills right, each one
// missed or wrong ("tool.param=[filled values] want value"), and each
// argument a call fills that g neither states nor allows.
func statedArgs(g *unseenGoal, tool string, calls []task.Subtask) (stated, right int, wrong, invented []string) {
	want := g.Args[tool]
	var filled []map[string]any
	for _, st := range calls {
		if st.Tool != tool {
			continue
		}
		if args, err := normalizeJSON(st.Args); err == nil {
			filled = append(filled, args)
		}
	}
	for _, param := range slices.Sorted(maps.Keys(want)) {
		stated++
		ok := false
		var seen []any
		for _, a := range filled {
			if v, has := a[param]; has {
				seen = append(seen, v)
				ok = ok || statedValue(v, want[param])
			}
		}
		if ok {
			right++
		} else {
			wrong = append(wrong, fmt.Sprintf("%s.%s=%v want %v", tool, param, seen, want[param]))
		}
	}
	for _, a := range filled {
		for _, k := range slices.Sorted(maps.Keys(a)) {
			if _, ok := want[k]; !ok && !slices.Contains(g.May[tool], k) {
				invented = append(invented, fmt.Sprintf("%s.%s=%v", tool, k, a[k]))
			}
		}
	}
	return stated, right, wrong, invented
}

// statedValue compares a filled value with the stated one: {"one_of": […]}
// takes any of its values, lists compare as sets, objects field by field,
// strings without case and surrounding space (two date-times as instants),
// numbers by value.
func statedValue(got, want any) bool {
	switch w := want.(type) {
	case map[string]any:
		alts, isAlts := w["one_of"].([]any)
		if !isAlts {
			return statedObject(got, w)
		}
		for _, a := range alts {
			if statedValue(got, a) {
				return true
			}
		}
		return false
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return false
		}
		for _, x := range w {
			if !slices.ContainsFunc(g, func(y any) bool { return statedValue(y, x) }) {
				return false
			}
		}
		return true
	case string:
		g, ok := got.(string)
		if !ok {
			return false
		}
		if gt, err := time.Parse(time.RFC3339, g); err == nil {
			if wt, err := time.Parse(time.RFC3339, w); err == nil {
				return gt.Equal(wt)
			}
		}
		return strings.EqualFold(strings.TrimSpace(g), strings.TrimSpace(w))
	case float64:
		g, ok := got.(float64)
		return ok && math.Abs(g-w) < 1e-9
	case bool:
		g, ok := got.(bool)
		return ok && g == w
	}
	return false
}

// statedObject compares a filled object with the stated one field by
// field: the same fields, each value as statedValue takes it.
func statedObject(got any, want map[string]any) bool {
	g, ok := got.(map[string]any)
	if !ok || len(g) != len(want) {
		return false
	}
	for k, w := range want {
		if x, ok := g[k]; !ok || !statedValue(x, w) {
			return false
		}
	}
	return true
}

// tally turns a catalog's judged goals into its figures.
func tally(c *unseenCatalog, outs []goalOutcome) unseenResult {
	r := unseenResult{goals: len(outs)}
	var scorer, tools, ranges, argRight, goalsRight, invented, noWrite int
	for i, o := range outs {
		scorer += b2i(o.scorerTools)
		tools += b2i(o.tools)
		ranges += b2i(o.rng)
		r.argsStated += o.stated
		argRight += o.right
		invented += b2i(len(o.invented) > 0)
		if o.stated > 0 {
			r.argGoals++
			goalsRight += b2i(o.right == o.stated && len(o.invented) == 0)
		}
		if !goalHasWrite(&c.Goals[i], c.specs) {
			r.readOnlyGoals++
			noWrite += b2i(!o.wroteOnRead)
		}
	}
	r.scorerTools = ratio(scorer, r.goals)
	r.tools = ratio(tools, r.goals)
	r.ranges = ratio(ranges, r.goals)
	r.argRight = ratio(argRight, r.argsStated)
	r.goalArgsRight = ratio(goalsRight, r.argGoals)
	r.invented = ratio(invented, r.goals)
	r.noWriteOnReads = ratio(noWrite, r.readOnlyGoals)
	return r
}

func goalHasWrite(g *unseenGoal, specs []toolspec.Spec) bool {
	for _, s := range specs {
		if s.SideEffect == toolspec.Write && slices.Contains(g.Tools, s.Name) {
			return true
		}
	}
	return false
}

func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

// unseenFiles is the unseen catalogs' file system: dir when set, else the
// copy built into the program.
func unseenFiles(dir string) (fs.FS, error) {
	if dir != "" {
		return os.DirFS(dir), nil
	}
	return fs.Sub(unseenFS, "testdata/unseen")
}

// dumpUnseen prints, for each goal of c the plan got wrong in any way,
// what it expected and what the plan made of it.
func dumpUnseen(w io.Writer, c *unseenCatalog, outs []goalOutcome) {
	for i, o := range outs {
		g := &c.Goals[i]
		if o.tools && o.rng && o.right == o.stated && len(o.invented) == 0 {
			continue
		}
		fmt.Fprintf(w, "%s [%s] %s\n", g.ID, g.Lang, g.Text)
		if !o.tools {
			fmt.Fprintf(w, "   tools %v, want %v\n", o.got, g.Tools)
		}
		if !o.rng {
			want := "none"
			if g.Range != nil {
				want = g.Range.Start + ".." + g.Range.End
			}
			got := o.gotRange
			if got == "" {
				got = "none"
			}
			fmt.Fprintf(w, "   range %s, want %s\n", got, want)
		}
		for _, a := range o.wrongArgs {
			fmt.Fprintf(w, "   arg %s\n", a)
		}
		for _, a := range o.invented {
			fmt.Fprintf(w, "   invented %s\n", a)
		}
	}
}
