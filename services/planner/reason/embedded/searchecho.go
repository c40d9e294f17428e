package embedded

import (
	"slices"
	"strings"
)

// searchTextWords are the words a parameter's name uses for free text to
// search by: query, keyword, q.
var searchTextWords = []string{"query", "keyword", "keywords", "q", "search", "term"}

// dropSearchEchoes drops a search text that only echoes what the goal
// states otherwise: the value an enum argument took ("patron members"
// set the tier patron, so patron is no query; "secondary school
// programmes" the audience), or the words of the tool's own name ("to
// lost property" for a search of lost property). Such text names no
// thing to look for.
func dropSearchEchoes(sch object, args map[string]any, tool string) {
	for n, p := range sch.Properties {
		v, ok := args[n].(string)
		if !ok || p.typ() != "string" || len(p.Enum) > 0 || p.Pattern != "" || p.Format != "" || !slicesContainsAny(nameWords(n), searchTextWords) {
			continue
		}
		words := strings.Fields(strings.ToLower(v))
		if echoesEnum(words, sch, args) || echoesTool(words, tool) {
			delete(args, n)
		}
	}
}

// echoesEnum reports whether words are an enum argument's value, with at
// most one word more (secondary school for secondary).
func echoesEnum(words []string, sch object, args map[string]any) bool {
	for n, p := range sch.Properties {
		val, ok := args[n].(string)
		if !ok || len(p.Enum) == 0 {
			continue
		}
		vw := strings.Fields(strings.ReplaceAll(strings.ToLower(val), "_", " "))
		if len(vw) > 0 && len(words) <= len(vw)+1 && len(words) >= len(vw) && slices.Equal(words[:len(vw)], vw) {
			return true
		}
	}
	return false
}

// echoesTool reports whether every word of the text but stop words is a
// word of the tool's name.
func echoesTool(words []string, tool string) bool {
	name := nameWords(tool)
	content := 0
	for _, w := range words {
		if stopWords[w] {
			continue
		}
		if !slices.Contains(name, w) {
			return false
		}
		content++
	}
	return content > 0
}
