package timeexpr

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// checkQuestionRE asks whether something holds, the question a later move
// hangs on: 有没有空, 是否可以, 能不能, "whether", "is … free".
var checkQuestionRE = prefilter.MustCompile(`(?i)有没有|是否|能不能|可不可以|[行好]不[行好]|有空[吗么]?|\bwhether\b|\b(?:is|are)\b(?:\s+[\w-]+){0,3}?\s+(?:free|available)\b`)

// checkedFirst reports whether the clause p is written in asks a question
// a move is made on ("先看看他下周有没有空，有空的话就挪到下周三", "check
// whether she is free next week and if so move it to Wednesday"): p is the
// days the goal reads first, not a day a thing moves from. The day moved
// to, at dest, must lie past p's clause: a question holding the move
// itself (下周一的会能不能调到下周四) asks whether the move can be made.
func checkedFirst(text string, p Period, dest int) bool {
	if !checkQuestionRE.MatchString(text) {
		return false
	}
	start, end := clauseStart(text[:p.Pos]), len(text)
	if loc := clauseEndRE.FindStringIndex(text[p.Pos+len(p.Text):]); loc != nil {
		end = p.Pos + len(p.Text) + loc[0]
	}
	return dest >= end && checkQuestionRE.MatchString(text[start:end])
}
