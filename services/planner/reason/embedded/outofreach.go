package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// reachLead is how many times the score of the tool a subtask chose a
// tool of the registry outside the catalog must reach for the request to
// be that tool's rather than the chosen one's (see outOfReach).
const reachLead = 3

// outOfReach reports whether the request of st is for a tool of the
// registry (Options.Registry) that the catalog leaves out: one that covers
// it reachLead times better than st's tool does. A caller who sees part of
// the registry asks, now and then, for what only a tool outside that part
// does; the best of its own tools then fits only by the words the request
// happens to share with it — a word of the setting, a common verb — and
// calling it would answer something else. The whole registry's ranking of
// the same request tells this apart: the tool the request is for covers it
// several times better. Over a catalog that is the whole registry, and
// without a registry, nothing is out of reach.
func (e *Engine) outOfReach(st *task.Subtask, t *task.Task, registry *lexical.Index, byName map[string]*toolspec.Spec) bool {
	if registry == nil || st.Tool == "" {
		return false
	}
	scores := registry.RankQuery(e.scoringQuery(st.Description, t))
	own := scoreOf(scores, st.Tool)
	if own <= 0 {
		// The tool was chosen by what the request holds for its
		// arguments, not by its words: the ranking says nothing of it.
		return false
	}
	for _, s := range scores {
		if byName[s.Tool] == nil {
			return s.Score >= reachLead*own
		}
	}
	return false
}

// registryIndex returns the index of the whole registry when the catalog
// leaves some of its tools out, nil when nothing is out of reach (no
// registry, or a catalog that is all of it). A plan looks it up once:
// finding a cached index hashes the whole registry.
func (e *Engine) registryIndex(byName map[string]*toolspec.Spec) *lexical.Index {
	if e.opts.Registry == nil {
		return nil
	}
	reg := e.opts.Registry()
	for i := range reg {
		if byName[reg[i].Name] == nil {
			return e.wholeIndex(reg)
		}
	}
	return nil
}
