package main

import (
	"encoding/json"
	"os"
	"path/filepath"
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
	return m, nil
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
