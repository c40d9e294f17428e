package embedded

import (
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// proseHeads are the last words of a parameter's name that say it takes
// a remark in the writer's own words — notes, comment, feedback — whose
// clauses a comma joins rather than ends.
var proseHeads = map[string]bool{"note": true, "notes": true, "remark": true, "remarks": true, "comment": true,
	"comments": true, "feedback": true, "description": true, "details": true}

// proseParam reports whether s takes a remark in prose (see proseHeads).
func proseParam(s *slot) bool {
	return len(s.raw) > 0 && proseHeads[s.raw[len(s.raw)-1]]
}

// proseName reports whether a parameter's name, as written in a goal's
// key: value pair, ends in a word of a remark in prose (see proseHeads).
func proseName(name string) bool {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == '-' || r == '.' })
	return len(words) > 0 && proseHeads[words[len(words)-1]]
}

// proseEnd returns where the labelled remark of a prose parameter ends in
// trimmed, which opens at a in the goal and whose first clause ends at
// end: "notes: calm, weak on SQL." and 备注：做过主管，会英语 run on
// over each comma to the sentence's end, the clauses all being the
// remark's. A clause stops it when it holds a number, a date, a colon, a
// word naming another parameter, or a value already taken: it gives
// another value, not the remark.
func proseEnd(s *slot, g *goalValues, trimmed string, a, end int) int {
	if !proseParam(s) {
		return end
	}
	for end < len(trimmed) {
		sep := trimmed[end:]
		if !strings.HasPrefix(sep, ",") && !strings.HasPrefix(sep, "，") {
			return end
		}
		from := end + len(",")
		if strings.HasPrefix(sep, "，") {
			from = end + len("，")
		}
		next := len(trimmed)
		if loc := labelEndRE.FindStringIndex(trimmed[from:]); loc != nil {
			next = from + loc[0]
		}
		if stop := sentenceStop(trimmed[from:next]); stop >= 0 {
			next = from + stop
		}
		if !remarkClause(g, trimmed[from:next], a+from, a+next) {
			return end
		}
		end = next
	}
	return end
}

// sentenceStop returns where the first sentence of text ends — a full
// stop before a space or the text's end, or a Chinese, question or
// exclamation mark — or -1 when it runs on.
func sentenceStop(text string) int {
	for i, r := range text {
		switch r {
		case '。', '！', '？', '!', '?':
			return i
		case '.':
			if i+1 == len(text) || text[i+1] == ' ' {
				return i
			}
		}
	}
	return -1
}

// nextStepRE opens a clause that tells the next step of the request
// (然后发邮件通知客户, then email the customer), not more of a remark.
var nextStepRE = prefilter.MustCompile(`(?i)^\s*(?:然后|接着|随后|之后|再|并且|(?:and\s+)?then\b|after that\b|afterwards\b)`)

// remarkClause reports whether the clause at a..b of the goal reads as
// more of a remark: words with no digit or colon, no date the goal
// names, no value taken, no word naming a parameter, and not opening
// with a word of the next step (see nextStepRE).
func remarkClause(g *goalValues, clause string, a, b int) bool {
	if strings.TrimSpace(clause) == "" || strings.ContainsAny(clause, ":：") || strings.IndexFunc(clause, unicode.IsDigit) >= 0 || !g.free(a, b) || nextStepRE.MatchString(clause) {
		return false
	}
	for _, p := range g.periods {
		if p[0] < b && p[1] > a {
			return false
		}
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(clause), func(r rune) bool { return !unicode.IsLetter(r) || r > unicode.MaxASCII }) {
		if len(w) > 2 && matchesWord(g.paramWords, w) {
			return false
		}
	}
	return true
}
