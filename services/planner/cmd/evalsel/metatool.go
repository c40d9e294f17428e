package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// metaSet is the MetaTool catalog and its selection files.
type metaSet struct {
	specs    []toolspec.Spec
	similar  []metaQuery
	scenario []metaQuery
	// reliable are the reliability queries: ten candidates, none of them
	// the query's tool, so the right answer is no tool.
	reliable []metaQuery
	multi    []struct {
		Query string   `json:"query"`
		Tool  []string `json:"tool"`
	}
}

type metaQuery struct {
	Query      string   `json:"query"`
	Tool       string   `json:"tool"`
	Candidates []string `json:"candidates"`
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

func loadMeta(dir string) (*metaSet, error) {
	d := filepath.Join(dir, "metatool")
	var des map[string]string
	if err := readJSON(filepath.Join(d, "plugin_des.json"), &des); err != nil {
		return nil, err
	}
	// plugin_info.json holds the plugins' own longer documentation (their
	// description for the model); it is the catalog's when_to_use.
	var info []struct {
		Name      string `json:"name_for_model"`
		Model     string `json:"description_for_model"`
		HumanName string `json:"name_for_human"`
		Human     string `json:"description_for_human"`
	}
	if err := readJSON(filepath.Join(d, "plugin_info.json"), &info); err != nil {
		return nil, err
	}
	doc := map[string]string{}
	for _, i := range info {
		doc[strings.ToLower(i.Name)] = i.Model
	}
	m := &metaSet{}
	names := make([]string, 0, len(des))
	for n := range des {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		m.specs = append(m.specs, toolspec.Spec{Name: n, Description: des[n], WhenToUse: doc[strings.ToLower(n)], SideEffect: toolspec.Read})
	}
	if err := readJSON(filepath.Join(d, "Task2-Subtask1_reconstructed.json"), &m.similar); err != nil {
		return nil, err
	}
	if err := readJSON(filepath.Join(d, "Task2-Subtask2_reconstructed.json"), &m.scenario); err != nil {
		return nil, err
	}
	if err := readJSON(filepath.Join(d, "multi_tool_query_golden.json"), &m.multi); err != nil {
		return nil, err
	}
	var err error
	if m.reliable, err = loadReliability(filepath.Join(d, "Task2-Subtask3.json")); err != nil {
		return nil, err
	}
	return m, nil
}

// reliabilityToolRE is one candidate of a reliability prompt's tool list.
var reliabilityToolRE = regexp.MustCompile(`(?m)^\d+\. tool name: ([^,]+), tool description:`)

// loadReliability reads MetaTool's reliability file (Task2-Subtask3): each
// prompt lists ten candidates that leave out the query's own tool, and
// asks for "None" then. The candidates are read from the prompt's list; a
// record whose list holds its tool is left out (upstream has none).
func loadReliability(path string) ([]metaQuery, error) {
	var recs []struct {
		Prompt string `json:"action_prompt"`
		Query  string `json:"query"`
		Tool   string `json:"tool"`
	}
	if err := readJSON(path, &recs); err != nil {
		return nil, err
	}
	out := make([]metaQuery, 0, len(recs))
	for _, r := range recs {
		list := r.Prompt
		if i := strings.Index(list, "Descriptions Start]"); i >= 0 {
			list = list[i:]
		}
		if i := strings.Index(list, "Descriptions End]"); i >= 0 {
			list = list[:i]
		}
		q := metaQuery{Query: r.Query, Tool: r.Tool}
		for _, m := range reliabilityToolRE.FindAllStringSubmatch(list, -1) {
			q.Candidates = append(q.Candidates, strings.TrimSpace(m[1]))
		}
		if len(q.Candidates) == 0 || slices.Contains(q.Candidates, r.Tool) {
			continue
		}
		out = append(out, q)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no reliability query read", path)
	}
	return out, nil
}

// noneAmong is the share of queries for which the scorer chooses no tool
// among the candidates at its threshold.
func noneAmong(ix *lexical.Index, qs []metaQuery) float64 {
	var ok float64
	for _, q := range qs {
		if ix.SelectAmong(q.Query, q.Candidates).Best == "" {
			ok++
		}
	}
	return ok / float64(max(1, len(qs)))
}

// top1 is the share of queries whose best-ranked candidate is the gold tool.
func top1(ix *lexical.Index, qs []metaQuery) float64 {
	var ok float64
	for _, q := range qs {
		sc := ix.RankAmong(q.Query, q.Candidates)
		if len(sc) > 0 && sc[0].Tool == q.Tool {
			ok++
		}
	}
	return ok / float64(len(qs))
}

// multiExact is the share of queries whose two best tools over the whole
// catalog are exactly the gold pair.
func multiExact(ix *lexical.Index, m *metaSet) float64 {
	var ok float64
	for _, q := range m.multi {
		sc := ix.Rank(q.Query)
		if len(sc) < 2 {
			continue
		}
		got := []string{sc[0].Tool, sc[1].Tool}
		want := slices.Clone(q.Tool)
		slices.Sort(got)
		slices.Sort(want)
		if slices.Equal(got, want) {
			ok++
		}
	}
	return ok / float64(len(m.multi))
}
