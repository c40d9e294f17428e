package lexical

import "strings"

// lookOpeners are what may come before a request's opening verb: a
// polite word or a request for help.
var lookOpeners = []string{"帮我", "帮忙", "麻烦你", "麻烦", "请"}

// lookVerbs are the Chinese verbs a request to be shown something opens
// with (看看, 查一下): they say that the asker wants to see, not what, and
// a tool that holds their English as a noun ("a background check") is no
// closer for it. English "check …" is left to weigh in full: as often
// the thing a tool is for, weakening it lent the other words of a query
// that no tool serves the weight to pass for one.
var lookVerbs = []string{"查一下", "查查", "看看", "看一下"}

// lookVerb returns the verb a request opens with when it asks to be
// shown something and names what after it in two terms or more (see
// lookVerbs), or "": after a verb alone or before one word ("check
// CC-1", "check status") the verb may well be what a tool is for.
func lookVerb(query string) string {
	q := strings.TrimSpace(query)
	for _, o := range lookOpeners {
		if len(q) > len(o) && strings.EqualFold(q[:len(o)], o) {
			q = strings.TrimLeft(q[len(o):], " ")
			break
		}
	}
	for _, v := range lookVerbs {
		if len(q) > len(v) && strings.EqualFold(q[:len(v)], v) && len(analyze(firstClause(q[len(v):]), nil)) >= 2 {
			return q[:len(v)]
		}
	}
	return ""
}

// clauseEnds are where the first clause of a request ends.
var clauseEnds = []string{",", "，", " and ", "然后", "、"}

// firstClause is text up to its first clause end (see clauseEnds).
func firstClause(text string) string {
	for _, e := range clauseEnds {
		if i := strings.Index(text, e); i >= 0 {
			text = text[:i]
		}
	}
	return text
}
