package embedded

import (
	"strings"
)

// enumByClause returns the enum value whose description clause the goal
// says the most of, where the description explains each value in a
// clause after a colon: "voluntary: the passenger changed plans;
// involuntary: the airline cancelled, delayed or changed the flight"
// makes "a refund because we cancelled the flight" involuntary. A word of
// two values' clauses tells none apart; the value must hold two of the
// goal's words at least and more than any other value.
func enumByClause(enum []any, description, text string) []string {
	values := enumStrings(enum)
	if len(values) < 2 || !strings.ContainsAny(description, ":：") {
		return nil
	}
	lower := strings.ToLower(description)
	clauses := map[string][]string{}
	count := map[string]int{}
	for _, v := range values {
		clause, ok := valueClause(lower, strings.ToLower(v))
		if !ok {
			continue
		}
		seen := map[string]bool{}
		for _, w := range asciiWordRE.FindAllString(clause, -1) {
			st := glossStem(w)
			if len(w) < 4 || glossStop[w] || stopWords[w] || restrictionStop[w] || seen[st] {
				continue
			}
			seen[st] = true
			clauses[v] = append(clauses[v], st)
			count[st]++
		}
	}
	if len(clauses) < 2 {
		return nil
	}
	goal := map[string]bool{}
	for _, w := range asciiWordRE.FindAllString(lowerASCII(text), -1) {
		goal[glossStem(w)] = true
	}
	best, bestN, second := "", 0, 0
	for _, v := range values {
		n := 0
		for _, st := range clauses[v] {
			if count[st] == 1 && goal[st] {
				n++
			}
		}
		switch {
		case n > bestN:
			best, bestN, second = v, n, bestN
		case n > second:
			second = n
		}
	}
	if bestN < 2 || bestN == second {
		return nil
	}
	return []string{best}
}

// valueClause returns the clause a lower-case description gives value v
// (lower-case too): the text after "v:" up to the next semicolon, where v
// opens the description or a sentence or clause of it.
func valueClause(description, v string) (string, bool) {
	if v == "" {
		return "", false
	}
	for from := 0; ; {
		i := strings.Index(description[from:], v)
		if i < 0 {
			return "", false
		}
		i += from
		from = i + 1
		before := strings.TrimRight(description[:i], " \t\n\f\r")
		if i > 0 && !strings.HasSuffix(before, ";") && !strings.HasSuffix(before, "；") &&
			!strings.HasSuffix(before, ".") && !strings.HasSuffix(before, "。") {
			continue
		}
		rest := strings.TrimLeft(description[i+len(v):], " \t\n\f\r")
		var ok bool
		if rest, ok = strings.CutPrefix(rest, ":"); !ok {
			if rest, ok = strings.CutPrefix(rest, "："); !ok {
				continue
			}
		}
		if end := strings.IndexAny(rest, ";；"); end >= 0 {
			rest = rest[:end]
		}
		if rest != "" {
			return strings.TrimSpace(rest), true
		}
	}
}
