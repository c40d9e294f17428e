package embedded

import (
	"slices"
	"strings"
)

// keywordStops are words that only frame a search request (find, all,
// the, we): none of them narrows what is searched for.
var keywordStops = map[string]bool{
	"find": true, "search": true, "look": true, "looking": true, "up": true, "for": true, "show": true, "me": true, "us": true,
	"list": true, "get": true, "all": true, "the": true, "a": true, "an": true, "any": true, "some": true, "our": true, "my": true,
	"of": true, "please": true, "we": true, "you": true, "i": true, "can": true, "could": true, "need": true, "want": true,
	"to": true, "see": true, "which": true, "what": true, "do": true, "have": true, "that": true, "and": true, "or": true,
	"in": true, "on": true, "at": true, "with": true, "by": true, "from": true, "every": true, "those": true, "these": true,
}

// keywordOf are the words after an object's noun that lead to what
// narrows it: "suppliers of frozen dumplings".
var keywordOf = map[string]bool{"of": true, "for": true, "named": true, "called": true, "like": true, "matching": true, "about": true}

// objectKeyword is the search keyword of an English need for a tool named
// for its object (search_products): the words that narrow that object's
// noun, before it ("the oat milk products") or after "of" and the like
// ("suppliers of frozen dumplings"), one to four of them.
func objectKeyword(text, tool string) (string, bool) {
	names := nameWordsAll(tool)
	if language(text) != "en" || len(names) < 2 {
		return "", false
	}
	ws := wordSpans(text)
	lower := make([]string, len(ws))
	for i, w := range ws {
		lower[i] = strings.ToLower(w.text)
	}
	head := numberForms(names[len(names)-1])
	at := slices.IndexFunc(lower, func(w string) bool { return slices.Contains(head, w) })
	if at < 0 {
		return "", false
	}
	from := at
	for from > 0 && !keywordStops[lower[from-1]] && !slices.Contains(names, lower[from-1]) && ws[from].pos == ws[from-1].end+1 {
		from--
	}
	if n := at - from; n >= 1 && n <= 4 {
		return text[ws[from].pos:ws[at-1].end], true
	}
	if at+1 < len(ws) && keywordOf[lower[at+1]] {
		to := at + 2
		for to < len(ws) && !keywordStops[lower[to]] && ws[to].pos == ws[to-1].end+1 {
			to++
		}
		if n := to - at - 2; n >= 1 && n <= 4 {
			return text[ws[at+2].pos:ws[to-1].end], true
		}
	}
	return "", false
}
