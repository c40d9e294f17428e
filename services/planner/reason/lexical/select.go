package lexical

import "github.com/hermes-agent/hermes/services/planner/task"

// Selection is the outcome of scoring a catalog for one query.
type Selection struct {
	// Scores ranks the tools, best first.
	Scores []task.Score
	// Best is the chosen tool, or "" when no tool reaches the threshold.
	Best string
	// Ambiguous holds the chosen tool and the runner-up when their scores
	// are within the margin: the runner-up need not reach the threshold
	// itself, since a pick that barely does is as doubtful beside it.
	Ambiguous []string
}

// Select ranks the catalog for query and picks the best tool, if any is
// suitable.
func (ix *Index) Select(query string) Selection {
	return ix.decide(ix.Rank(query))
}

// SelectQuery is Select for a query with weak phrases.
func (ix *Index) SelectQuery(q Query) Selection {
	return ix.decide(ix.RankQuery(q))
}

// SelectAmong is Select restricted to the named tools.
func (ix *Index) SelectAmong(query string, names []string) Selection {
	return ix.decide(ix.RankAmong(query, names))
}

func (ix *Index) decide(scores []task.Score) Selection {
	sel := Selection{Scores: scores}
	if len(scores) == 0 || scores[0].Score < ix.opts.Threshold {
		return sel
	}
	sel.Best = scores[0].Tool
	if len(scores) > 1 && scores[1].Score > 0 && scores[0].Score-scores[1].Score < ix.opts.Margin {
		sel.Ambiguous = []string{scores[0].Tool, scores[1].Tool}
	}
	return sel
}
