package manifest

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// nounVerbs are the verbs writeVerbs leaves out because they are as often
// nouns (record, log, request, order, open): a name they lead is a read
// unless the rest of the catalog says which they are.
var nounVerbs = map[string]bool{"record": true, "log": true, "request": true, "order": true}

// pairedWrites makes a write of each function among from that declares no
// side effect, is led by one of nounVerbs and names an object another
// function of the file works on under another verb (record_visit beside
// list_visits, request_test beside get_test_results): the catalog treats
// the object as a thing of its own, so the leading word is what is done
// to it. When the other function's name holds the leading word too
// (log_entries beside list_log_entries), the word is part of the object's
// name and nothing changes.
func pairedWrites(tools []Tool, from int, undeclared map[string]bool) []string {
	var made []string
	for i := from; i < len(tools); i++ {
		s := &tools[i].Spec
		if !undeclared[s.Name] || s.SideEffect == toolspec.Write {
			continue
		}
		w := nameWords(s.Name)
		if len(w) < 2 || !nounVerbs[w[0]] || describesRead(s.Description, w) {
			continue
		}
		obj := singular(w[1:])
		for j := from; j < len(tools); j++ {
			o := nameWords(tools[j].Spec.Name)
			if j == i || len(o) < 2 || o[0] == w[0] || slices.Contains(o, w[0]) {
				continue
			}
			if holdsRun(singular(o[1:]), obj) {
				s.SideEffect = toolspec.Write
				made = append(made, s.Name)
				break
			}
		}
	}
	return made
}

// singular is words with a plural ending dropped from each.
func singular(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		switch {
		case strings.HasSuffix(w, "ies") && len(w) > 4:
			w = w[:len(w)-3] + "y"
		case strings.HasSuffix(w, "ses") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes"):
			w = w[:len(w)-2]
		case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 3:
			w = w[:len(w)-1]
		}
		out[i] = w
	}
	return out
}

// holdsRun reports whether words holds run as consecutive words.
func holdsRun(words, run []string) bool {
	for i := 0; i+len(run) <= len(words); i++ {
		if slices.Equal(words[i:i+len(run)], run) {
			return true
		}
	}
	return false
}

// readOpeners are the first words of a description that says a function
// shows something (Show the log level, Returns the request log, Number of
// rows): its name's leading word is then a noun.
var readOpeners = map[string]bool{
	"show": true, "shows": true, "list": true, "lists": true, "get": true, "gets": true,
	"return": true, "returns": true, "fetch": true, "fetches": true, "retrieve": true, "retrieves": true,
	"find": true, "finds": true, "look": true, "looks": true, "view": true, "views": true,
	"display": true, "displays": true, "read": true, "reads": true, "query": true, "queries": true,
	"search": true, "searches": true, "check": true, "checks": true, "count": true, "counts": true,
	"number": true, "how": true, "what": true, "which": true, "current": true, "total": true,
}

// describesRead reports whether a description says its function shows
// something: it opens with a word of readOpeners, or it writes the name's
// words as one phrase after its first word (the request log, a record
// count, an order status), the leading word a noun of it.
func describesRead(desc string, name []string) bool {
	words := nameWords(strings.Map(func(r rune) rune {
		if r == '\'' || r == '’' {
			return -1
		}
		return r
	}, desc))
	if len(words) == 0 {
		return false
	}
	// Opening the description, the phrase may be the verb and its object
	// (Record payment received).
	return readOpeners[words[0]] || holdsRun(singular(words[1:]), singular(name))
}
