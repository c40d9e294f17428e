package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// titledUnitRE is a period that is a time noun alone, written
// capitalized, and followed by another capitalized word: "the Weekend
// Reads list", "The Morning Brief". English capitalizes such a noun only
// in a name, or in a title-cased request, where a word that picks the
// period ("From Last Week For Store 12", "This Month By Region") names
// a time.
var titledUnitRE = prefilter.MustCompile(`^(?:(?i:the)\s+)?(?:Weekend|Week|Month|Year|Quarter|Morning|Evening|Night|Day)$`)

// titledAfterRE is the capitalized word that continues a name.
var titledAfterRE = prefilter.MustCompile(`^\s+[A-Z][a-z]+\b`)

// dropTitled drops a period that is part of a name (titledUnitRE): it
// names no time the request is about.
func dropTitled(text string, found []Period) []Period {
	out := found[:0:0]
	for _, p := range found {
		end := p.Pos + len(p.Text)
		if end <= len(text) && titledUnitRE.MatchString(p.Text) && titledAfterRE.MatchString(text[end:]) && !sentenceStart(text, p.Pos+len(p.Text)-len(titledNoun(p.Text))) {
			continue
		}
		out = append(out, p)
	}
	return out
}

// sentenceStart reports whether the word at pos opens the text or a
// sentence, where any word is capitalized.
func sentenceStart(text string, pos int) bool {
	head := text[:pos]
	for len(head) > 0 && (head[len(head)-1] == ' ' || head[len(head)-1] == '"') {
		head = head[:len(head)-1]
	}
	return head == "" || sentenceEndRE.MatchString(head[len(head)-1:])
}

// titledNoun is the time noun a titled period (titledUnitRE) is: its
// last word.
func titledNoun(text string) string {
	return text[strings.LastIndexByte(text, ' ')+1:]
}
