package main

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// apiHub is one APIBench catalog with its instructions.
type apiHub struct {
	name  string
	specs []toolspec.Spec
	call  map[string]string // tool name → normalised api_call
	evals []apiEval
}

type apiEval struct {
	query, call string
}

type apiResult struct {
	acc       float64
	meanMicro float64
	p99Micro  float64
}

type apiEntry struct {
	Domain        any    `json:"domain"`
	Functionality any    `json:"functionality"`
	APIName       any    `json:"api_name"`
	APICall       string `json:"api_call"`
	Description   any    `json:"description"`
}

func normCall(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, `"`, `'`)), "")
}

func loadHub(dir, name, apiFile, evalFile string) (*apiHub, error) {
	d := filepath.Join(dir, "apibench")
	entries, err := loadJSONL[apiEntry](filepath.Join(d, apiFile))
	if err != nil {
		return nil, err
	}
	h := &apiHub{name: name, call: map[string]string{}}
	for i, e := range entries {
		n := fmt.Sprintf("api%d", i)
		h.call[n] = normCall(e.APICall)
		h.specs = append(h.specs, toolspec.Spec{
			Name:        n,
			Description: flat(e.APIName) + ". " + flat(e.Domain) + ". " + flat(e.Functionality) + ". " + flat(e.Description),
			SideEffect:  toolspec.Read,
		})
	}
	evals, err := loadJSONL[struct {
		Code    string `json:"code"`
		APICall string `json:"api_call"`
	}](filepath.Join(d, evalFile))
	if err != nil {
		return nil, err
	}
	for _, e := range evals {
		q := e.Code
		if i := strings.Index(q, "###Output"); i >= 0 {
			q = q[:i]
		}
		q = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(q), "###Instruction:"))
		h.evals = append(h.evals, apiEval{query: q, call: normCall(e.APICall)})
	}
	return h, nil
}

// evalHub measures top-1 selection accuracy and per-query scoring latency
// over the whole catalog.
func evalHub(h *apiHub, opts lexical.Options) apiResult {
	ix := lexical.NewIndex(h.specs, opts)
	var ok float64
	lat := make([]float64, 0, len(h.evals))
	for _, e := range h.evals {
		start := time.Now()
		sc := ix.Rank(e.query)
		lat = append(lat, float64(time.Since(start).Microseconds()))
		if len(sc) > 0 && h.call[sc[0].Tool] == e.call {
			ok++
		}
	}
	slices.Sort(lat)
	var sum float64
	for _, l := range lat {
		sum += l
	}
	return apiResult{
		acc:       ok / float64(len(h.evals)),
		meanMicro: sum / float64(len(lat)),
		p99Micro:  lat[len(lat)*99/100],
	}
}

// evalHubPlan is the share of instructions whose plan over the whole
// catalog calls exactly the gold API (by its api_call; several catalog
// entries may share one).
func evalHubPlan(p planPath, h *apiHub, progress io.Writer) (float64, error) {
	ok := make([]bool, len(h.evals))
	err := parallel(progress, "APIBench "+h.name, len(h.evals), func(i int) error {
		o, err := p.plan(h.evals[i].query, h.specs)
		if err != nil {
			return err
		}
		var calls []string
		for _, t := range o.tools() {
			calls = append(calls, h.call[t])
		}
		ok[i] = sameSet(calls, []string{h.evals[i].call})
		return nil
	})
	return share(ok), err
}

// flat renders a loosely typed catalog field (string, list, object) as text.
func flat(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = flat(e)
		}
		return strings.Join(parts, " ")
	default:
		b, _ := json.Marshal(x)
		return string(b)
	}
}
