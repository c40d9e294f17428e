package model

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Preselector picks at most k candidates of a catalog for a subtask, best
// first, before the model scores them. It must return specs of catalog.
type Preselector func(ctx context.Context, run *reason.Run, st *task.Subtask, catalog []toolspec.Spec, k int) ([]toolspec.Spec, error)

// ScorePreselector pre-selects with r's Score (for the embedded engine, its
// lexical scorer over name, description and when_to_use, with when_not_to_use
// as negative evidence). When fewer than k tools score above zero, the rest
// are filled from the catalog in its order, so the model still sees k
// candidates when the words of the subtask and the tools do not overlap.
func ScorePreselector(r reason.Reasoner) Preselector {
	return func(ctx context.Context, run *reason.Run, st *task.Subtask, catalog []toolspec.Spec, k int) ([]toolspec.Spec, error) {
		ranked, err := r.Score(ctx, run, st, catalog)
		if err != nil {
			return nil, err
		}
		byName := make(map[string]int, len(catalog))
		for i := range catalog {
			if _, dup := byName[catalog[i].Name]; !dup {
				byName[catalog[i].Name] = i
			}
		}
		out := make([]toolspec.Spec, 0, k)
		taken := make(map[string]bool, k)
		for _, s := range ranked {
			if len(out) == k {
				break
			}
			if i, ok := byName[s.Tool]; ok && !taken[s.Tool] {
				out = append(out, catalog[i])
				taken[s.Tool] = true
			}
		}
		for i := range catalog {
			if len(out) == k {
				break
			}
			if !taken[catalog[i].Name] {
				out = append(out, catalog[i])
				taken[catalog[i].Name] = true
			}
		}
		return out, nil
	}
}

const scoreInstructions = systemPreamble + `

Score how well each listed tool serves the subtask, from 0 (no fit) to 1 (exact fit), by its summary. ` +
	`Score listed names only; unlisted tools count as 0.
Reply shape: {"scores":[{"tool":"<name>","score":0.0}]}`

// Score ranks the catalog for st, best first, scores in 0..1. The prompt
// holds the one-line index of at most TopK candidates; names the model
// returns that were not offered are discarded.
func (e *Engine) Score(ctx context.Context, run *reason.Run, st *task.Subtask, catalog []toolspec.Spec) ([]task.Score, error) {
	if st == nil {
		return nil, errors.New("model: score: no subtask")
	}
	if len(catalog) == 0 {
		return []task.Score{}, nil
	}
	candidates, err := e.candidates(ctx, run, st, catalog)
	if err != nil {
		return nil, err
	}
	var reply struct {
		Scores []task.Score `json:"scores"`
	}
	c := call{
		op:        opScore,
		system:    scoreInstructions,
		user:      e.userPrompt(run, selectionPayload(st, candidates)),
		maxTokens: 64 + 24*len(candidates),
	}
	if err := e.complete(ctx, meterOf(run), c, &reply); err != nil {
		return nil, err
	}
	scores, dropped := keepOffered(reply.Scores, candidates)
	if len(dropped) > 0 {
		e.opts.Logger.WarnContext(ctx, "model scored tools that were not offered; discarded", "op", opScore, "subtask", st.ID, "names", dropped)
	}
	return scores, nil
}

// minTopK is the fewest candidates a pre-selection keeps.
const minTopK = 10

// topK returns how many candidates a selection prompt lists for a catalog
// of n tools: a fifth of the catalog, at least minTopK and at most TopK.
// The cut keeps the selection prompt an order of magnitude under the
// catalog's full schemas (R5) and widens with the catalog, where lexical
// recall needs the room: on MetaTool's 199 tools the pre-selection's
// recall is 0.74 at 10 and 0.80 at 20; at 50 tools 10 and 20 differ by one
// to two points.
func (e *Engine) topK(n int) int {
	return min(n, e.opts.TopK, max(minTopK, (n+4)/5))
}

// candidates returns the catalog, or its pre-selection when larger than
// topK.
func (e *Engine) candidates(ctx context.Context, run *reason.Run, st *task.Subtask, catalog []toolspec.Spec) ([]toolspec.Spec, error) {
	k := e.topK(len(catalog))
	if len(catalog) <= k {
		return catalog, nil
	}
	picked, err := e.opts.Preselect(ctx, run, st, catalog, k)
	if err != nil {
		return nil, fmt.Errorf("model: pre-select: %w", err)
	}
	if len(picked) > k {
		picked = picked[:k]
	}
	return picked, nil
}

// selectionPayload is the selection prompt's body: the subtask and the
// one-line index of the candidates.
func selectionPayload(st *task.Subtask, candidates []toolspec.Spec) string {
	var b strings.Builder
	b.WriteString("Subtask")
	if st.ID != "" {
		b.WriteString(" " + st.ID)
	}
	b.WriteString(": " + oneLine(st.Description))
	b.WriteString("\nTools (name: summary):")
	for i := range candidates {
		b.WriteString("\n" + indexLine(&candidates[i]))
	}
	return b.String()
}

// keepOffered keeps the scores of offered tools only (a name listed twice
// keeps its best score), clamps them to 0..1 and sorts them best first,
// ties by name. It returns the discarded names too.
func keepOffered(in []task.Score, offered []toolspec.Spec) (scores []task.Score, dropped []string) {
	ok := make(map[string]bool, len(offered))
	for i := range offered {
		ok[offered[i].Name] = true
	}
	best := map[string]float64{}
	for _, s := range in {
		if !ok[s.Tool] {
			dropped = append(dropped, s.Tool)
			continue
		}
		v := s.Score
		switch {
		case math.IsNaN(v) || v < 0:
			v = 0
		case v > 1:
			v = 1
		}
		if old, seen := best[s.Tool]; !seen || v > old {
			best[s.Tool] = v
		}
	}
	scores = make([]task.Score, 0, len(best))
	for name, v := range best {
		scores = append(scores, task.Score{Tool: name, Score: math.Round(v*1e4) / 1e4})
	}
	task.SortScores(scores)
	return scores, dropped
}

// choose picks the best tool when it reaches MinScore and flags the top two
// as ambiguous when both do and are within Margin.
func (e *Engine) choose(scores []task.Score) (best string, ambiguous []string) {
	if len(scores) == 0 || scores[0].Score < e.opts.MinScore {
		return "", nil
	}
	if len(scores) > 1 && scores[1].Score >= e.opts.MinScore && scores[0].Score-scores[1].Score < e.opts.Margin {
		ambiguous = []string{scores[0].Tool, scores[1].Tool}
	}
	return scores[0].Tool, ambiguous
}
