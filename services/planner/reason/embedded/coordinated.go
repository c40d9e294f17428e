package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// conjunctionRE is what stands between two coordinated words: 白班和夜班,
// "day and night", "email or SMS".
var conjunctionRE = prefilter.MustCompile(`(?i)^\s*(?:和|与|及|跟|以及|或|或者|、|,|，|/|&|and|or|as well as)\s*(?:the\s+)?$`)

// coordinatedJoin reports whether the goal writes two of vals, values of
// a parameter that takes one, joined by a conjunction: 白班和夜班各做了多少
// asks about both shifts, so neither is the value and the parameter
// stays unstated. A value is found where the goal writes it, or a word
// its description glosses it with.
//
// It returns the conjunction that joins the two values: "and" asks for
// both of them, "or" for either.
func coordinatedJoin(vals []string, enum []any, description string, g *goalValues) (string, bool) {
	if len(vals) < 2 {
		return "", false
	}
	var table []glossWord
	if _, ok := bothValue(enum, ""); ok {
		// The gloss table's words join two values only where the enum
		// has one for both: 短信和网站都发. Elsewhere a word it reads in
		// another (the 信 of 感谢信，短信就行) would drop the value.
		table = glossedWords(g.text)
	}
	described := describedValues(enum, description)
	whole, _ := hanGlosses(enumStrings(enum), description)
	mentions := map[string][][2]int{}
	for _, v := range vals {
		mentions[v] = append(mentions[v], tableMentions(v, table)...)
		if a, b := optionAt(g, v); a >= 0 {
			mentions[v] = append(mentions[v], [2]int{a, b})
		}
		names := described[v]
		if w, ok := whole[v]; ok {
			names = append(names, w)
		}
		for _, w := range names {
			if i := aliasIndex(g.lower, strings.ToLower(w)); i >= 0 {
				mentions[v] = append(mentions[v], [2]int{i, i + len(w)})
			}
		}
	}
	for i, v := range vals {
		for _, o := range vals[i+1:] {
			for _, x := range mentions[v] {
				for _, y := range mentions[o] {
					if joined(g.lower, x, y) {
						return strings.TrimSpace(g.lower[x[1]:y[0]]), true
					}
					if joined(g.lower, y, x) {
						return strings.TrimSpace(g.lower[y[1]:x[0]]), true
					}
				}
			}
		}
	}
	return "", false
}

// joined reports whether only a conjunction stands between the words at
// x and, after it, y.
func joined(lower string, x, y [2]int) bool {
	return x[1] <= y[0] && conjunctionRE.MatchString(lower[x[1]:y[0]])
}

// eitherRE is a conjunction offering a choice, not joining two things.
var eitherRE = prefilter.MustCompile(`^(?:或|或者|/|or)(?:\s+the)?$`)

// bothValue is the value of a parameter that names two of its values at
// once, "both" (a language of zh, en or both), for a goal that joins two
// of its values with "and": "in English and Chinese". The goal that
// offers a choice ("email or SMS") asks for neither.
func bothValue(enum []any, conj string) (string, bool) {
	if eitherRE.MatchString(conj) {
		return "", false
	}
	for _, x := range enum {
		if v, ok := x.(string); ok && strings.EqualFold(v, "both") {
			return v, true
		}
	}
	return "", false
}

// tableMentions are where the goal writes a word the gloss table gives the
// one-word value v for: the 短信 of 短信和邮件 for sms.
func tableMentions(v string, table []glossWord) [][2]int {
	if strings.ContainsAny(v, "_ -") {
		return nil
	}
	var out [][2]int
	for _, w := range table {
		if w.viaTab && !w.negated && w.stem == glossStem(strings.ToLower(v)) {
			out = append(out, [2]int{w.pos, w.end})
		}
	}
	return out
}

// apartRE asks about each of the things joined apart: "each",
// "separately", 分别, 各发了多少.
var apartRE = prefilter.MustCompile(`(?i)\b(?:each|separately|respectively|individually)\b|分别|各自|各(?:发|做|有|是|占|要|多少)`)

// saidApart reports whether the goal asks about two joined values each
// on its own — 英文和中文的通知分别有多少, "count the email and SMS
// reminders separately" — so they name no value for both at once.
func saidApart(lower string) bool {
	return apartRE.MatchString(lower)
}
