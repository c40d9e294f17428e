package embedded

import (
	"regexp"
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
	if len(values) < 2 {
		return nil
	}
	clauses := map[string][]string{}
	count := map[string]int{}
	for _, v := range values {
		re, err := regexp.Compile(`(?i)(?:^|[;；.。]\s*)` + regexp.QuoteMeta(v) + `\s*[:：]\s*([^;；]+)`)
		if err != nil {
			return nil
		}
		m := re.FindStringSubmatch(description)
		if m == nil {
			continue
		}
		seen := map[string]bool{}
		for _, w := range asciiWordRE.FindAllString(strings.ToLower(m[1]), -1) {
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
