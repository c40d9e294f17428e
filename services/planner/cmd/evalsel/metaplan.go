package main

import (
	"io"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// metaPlanResult is what the plan path gives on MetaTool.
type metaPlanResult struct {
	similar, scenario, multi float64 // the plan's tool set equals the gold set
	reliable                 float64 // no tool planned among candidates without the gold
	renamed                  int     // catalog names loaded under a sanitized name
}

// evalMetaPlan runs MetaTool's selection files through the plan path. The
// catalog is loaded as a user's function list would be (name, description,
// when_to_use); each similar-choices and scenario query is planned over its
// own candidates, as a caller who sees only those tools of a registry that
// holds the whole catalog: the catalog is the scorer's background (word
// rarity). Each multi-tool query is planned over the whole catalog.
func evalMetaPlan(p planPath, m *metaSet, progress io.Writer) (metaPlanResult, error) {
	var r metaPlanResult
	all, warns, err := metaCatalog(m)
	if err != nil {
		return r, err
	}
	r.renamed = len(warns)
	// Each query is planned over its own candidates: the rest of the
	// catalog, which a registry holds beside them, tells how rare a word is.
	p = p.withBackground(all)
	byShown := map[string]toolspec.Spec{}
	for _, s := range all {
		byShown[s.DisplayName()] = s
	}
	shown := displayNames(all)
	among := func(names []string) []toolspec.Spec {
		out := make([]toolspec.Spec, 0, len(names))
		for _, n := range names {
			if s, ok := byShown[n]; ok {
				out = append(out, s)
			}
		}
		return out
	}
	rightOnly := func(goal string, catalog []toolspec.Spec, want []string) (bool, error) {
		o, err := p.plan(goal, catalog)
		if err != nil {
			return false, err
		}
		var got []string
		for _, t := range o.tools() {
			got = append(got, shown[t])
		}
		return sameSet(got, want), nil
	}
	for _, set := range []struct {
		label string
		qs    []metaQuery
		out   *float64
		none  bool // the gold tool is not among the candidates
	}{
		{"MetaTool similar", m.similar, &r.similar, false},
		{"MetaTool scenarios", m.scenario, &r.scenario, false},
		{"MetaTool reliability", m.reliable, &r.reliable, true},
	} {
		ok := make([]bool, len(set.qs))
		err := parallel(progress, set.label, len(set.qs), func(i int) error {
			q := set.qs[i]
			want := []string{q.Tool}
			if set.none {
				want = nil
			}
			var err error
			ok[i], err = rightOnly(q.Query, among(q.Candidates), want)
			return err
		})
		if err != nil {
			return r, err
		}
		*set.out = share(ok)
	}
	ok := make([]bool, len(m.multi))
	err = parallel(progress, "MetaTool multi-tool", len(m.multi), func(i int) error {
		var err error
		ok[i], err = rightOnly(m.multi[i].Query, all, m.multi[i].Tool)
		return err
	})
	if err != nil {
		return r, err
	}
	r.multi = share(ok)
	return r, nil
}

// metaCatalog loads MetaTool's catalog as a user's function list would be
// (name, description, when_to_use), through hermes plan --tools' loader.
func metaCatalog(m *metaSet) ([]toolspec.Spec, []string, error) {
	type fn struct {
		Name        string `json:"name"`
		Description string `json:"description"`
		WhenToUse   string `json:"when_to_use,omitempty"`
	}
	fns := make([]fn, len(m.specs))
	for i, s := range m.specs {
		fns[i] = fn{Name: s.Name, Description: s.Description, WhenToUse: s.WhenToUse}
	}
	return functionCatalog("metatool.json", fns)
}

// share is the fraction of true values.
func share(ok []bool) float64 {
	if len(ok) == 0 {
		return 0
	}
	n := 0
	for _, b := range ok {
		n += b2i(b)
	}
	return float64(n) / float64(len(ok))
}
