package lexical

import "github.com/hermes-agent/hermes/services/planner/task"

// Selection is the outcome of scoring a catalog for one query.
//
// A tool is suitable when its score reaches the threshold. Scores are the
// share of the query's content a tool covers, so a long query — a sentence
// that says where, for whom and how besides what — covers less of itself
// with the right tool than a short one does. When the catalog holds other
// tools to compare with, they measure what a tool covers by chance: a best
// tool that scores Lead times the runner-up is judged by a threshold scaled
// down by the query's length past longQueryWords words and by its lead
// (Lead times the runner-up over its own score; a half when no other tool
// scores), whichever is lower, never below a quarter of the threshold. A
// query with a lone tool, or without a clear lead, keeps the plain
// threshold, unless it is a goal's whole request (Query.Whole): then its
// length scales it down too (see wholeTieScale).
type Selection struct {
	// Scores ranks the tools, best first.
	Scores []task.Score
	// Best is the chosen tool, or "" when no tool is suitable.
	Best string
	// Ambiguous holds the chosen tool and the runner-up when their scores
	// are within the margin: the runner-up need not reach the threshold
	// itself, since a pick that barely does is as doubtful beside it.
	Ambiguous []string
	// Threshold is the score the best tool had to reach (0 when no tool
	// scores): the configured threshold, or that one scaled down.
	Threshold float64
}

// longQueryWords is the query length, in words, past which the threshold
// of a clear lead scales down with it.
const longQueryWords = 3

// Select ranks the catalog for query and picks the best tool, if any is
// suitable.
func (ix *Index) Select(query string) Selection {
	return ix.SelectQuery(Query{Text: query})
}

// SelectQuery is Select for a query with weak phrases. A query that is
// a goal's whole request (Query.Whole) without a clear leader meets the
// length-scaled threshold too (see wholeTieScale).
func (ix *Index) SelectQuery(q Query) Selection {
	scores, words := ix.rankQuery(q)
	return ix.decideAs(scores, words, ix.Len(), q.Whole)
}

// SelectQueryWhere is SelectQuery among the tools keep admits: the
// query's words are ranked as SelectQuery ranks them, and the best tool
// kept leads, or not, over the others kept.
func (ix *Index) SelectQueryWhere(q Query, keep func(tool string) bool) Selection {
	all, words := ix.rankQuery(q)
	scores := make([]task.Score, 0, len(all))
	for _, s := range all {
		if keep(s.Tool) {
			scores = append(scores, s)
		}
	}
	candidates := 0
	for _, n := range ix.names {
		if keep(n) {
			candidates++
		}
	}
	return ix.decideAs(scores, words, candidates, q.Whole)
}

// wholeTieShare is the least share of the threshold a goal's whole
// request of up to longTieWords words must reach when its best tool leads
// no clear way: a long request spreads its words over what it asks, for
// whom and why, so the tool that serves it covers less of it, and two
// tools of one kind that both fit it (two job boards, two course
// catalogs) make the lead no measure of whether any fits.
const wholeTieShare = 0.6

// longTieWords is the length, in words, past which a goal's whole request
// without a clear leader has its threshold scaled down below
// wholeTieShare, in proportion to its length, to longTieShare at the
// least. A request that long tells its story (what went wrong, what was
// tried, how it feels) besides what it asks, so the tool that serves it
// covers less of it still; a shorter one that no tool leads keeps
// wholeTieShare, since its words are mostly what it asks.
const (
	longTieWords = 10
	longTieShare = 0.45
)

// wholeTieScale is the share of the threshold a goal's whole request of
// the given length in words must reach when its best tool leads no clear
// way (see wholeTieShare and longTieWords).
func wholeTieScale(words float64) float64 {
	return max(longQueryWords/words, wholeTieShare*min(1, longTieWords/words), longTieShare)
}

// SelectAmong is Select restricted to the named tools.
func (ix *Index) SelectAmong(query string, names []string) Selection {
	scores, words := ix.rankAmong(query, names)
	return ix.decide(scores, words, len(scores))
}

// decide picks the best of scores for a query of the given length in
// words, among candidates tools.
func (ix *Index) decide(scores []task.Score, words float64, candidates int) Selection {
	return ix.decideAs(scores, words, candidates, false)
}

// decideAs is decide for a query that is a goal's whole request or not
// (see threshold).
func (ix *Index) decideAs(scores []task.Score, words float64, candidates int, whole bool) Selection {
	sel := Selection{Scores: scores}
	if len(scores) == 0 {
		return sel
	}
	sel.Threshold = ix.threshold(scores, words, candidates, whole)
	if scores[0].Score < sel.Threshold {
		return sel
	}
	sel.Best = scores[0].Tool
	if len(scores) > 1 && scores[1].Score > 0 && scores[0].Score-scores[1].Score < ix.opts.Margin {
		sel.Ambiguous = []string{scores[0].Tool, scores[1].Tool}
	}
	return sel
}

// threshold is the score the best tool must reach: the configured one, or
// for a best tool that leads clearly, that one scaled down by the query's
// length or by the lead. A goal's whole request without a clear leader
// has it scaled down by its length too (see wholeTieScale), and one that
// a field of a short list's tools covers alike starts from crowdedShare
// of it (see crowdedField).
func (ix *Index) threshold(scores []task.Score, words float64, candidates int, whole bool) float64 {
	t := ix.opts.Threshold
	if whole && candidates <= shortList && crowdedField(scores) {
		t *= crowdedShare
	}
	if candidates < 2 || ix.opts.Lead <= 0 {
		return t
	}
	runner := 0.0
	if len(scores) > 1 {
		runner = scores[1].Score
	}
	if scores[0].Score < ix.opts.Lead*runner {
		if whole && words > longQueryWords {
			return t * wholeTieScale(words)
		}
		return t
	}
	scale := 0.5 // no other tool covers any of the query
	if runner > 0 {
		scale = ix.opts.Lead * runner / scores[0].Score
	}
	if words > longQueryWords {
		scale = min(scale, longQueryWords/words)
	}
	return max(t/4, t*scale)
}

// crowdedShare is the share of the threshold a goal's whole request
// starts from when a field of a short list's tools covers it alike (see
// crowdedField).
const crowdedShare = 0.85

// crowdedFieldShare is how near the best tool's score the third's must
// be for a field of tools to cover a request alike.
const crowdedFieldShare = 0.65

// shortList is the most candidates a caller's short list holds: tools
// it picked for the query out of a larger registry. In a whole catalog
// of one trade, three tools that share its nouns cover a request alike
// by those nouns alone; among a short list they do not.
const shortList = 15

// crowdedField reports whether three tools or more cover a request
// nearly alike: a word matched by chance lifts one tool, not three, so
// when the third covers it within crowdedFieldShare of the best, the
// request asks for what that kind of tool does, and the best of them
// fits it more surely than its share of the words says.
func crowdedField(scores []task.Score) bool {
	return len(scores) > 2 && scores[2].Score > 0 && scores[2].Score >= crowdedFieldShare*scores[0].Score
}
