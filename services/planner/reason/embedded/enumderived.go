package embedded

import (
	"iter"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// progressiveBeforeRE ends the text before the -ing form of a verb that
// tells what is going on: "a client is disputing", "they are appealing".
var progressiveBeforeRE = prefilter.MustCompile(`(?i)\b(?:is|are|was|were|been|being|still|currently)\s+$`)

// enumByDerived returns the enum values the text names by another word
// built on the same verb, in text order: the participle of a value that
// is a noun made of the verb ("the donated copy" for donation, "referred
// by a member" for referral), or the progressive of a value that is the
// participle ("an invoice the client is disputing" for disputed). A value
// of an action parameter is a verb to do, and is left to enumByForm.
func enumByDerived(enum []any, name, text string) []string {
	if !slices.ContainsFunc(enum, derivableValue) {
		return nil
	}
	var hits []valueHit
	for i, w := range latinWords(text) {
		for _, x := range enum {
			v, ok := x.(string)
			if ok && (nounOfParticiple(v, w) || progressiveOf(v, w) && endsWith(progressiveBeforeRE, text[:i])) {
				hits = append(hits, valueHit{i, v})
			}
		}
	}
	if len(hits) == 0 || actionParam(name) {
		// The parameter's name is read only once a value is found: most
		// enums meet no derived word, and splitting the name allocates.
		return nil
	}
	return valuesInOrder(hits)
}

// latinWords yields each run of Latin letters in text with its byte
// offset: "re-open X2" yields (0, re) and (3, open).
func latinWords(text string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i := 0; i < len(text); {
			if !asciiLetter(text[i]) {
				i++
				continue
			}
			j := i
			for j < len(text) && asciiLetter(text[j]) {
				j++
			}
			if !yield(i, text[i:j]) {
				return
			}
			i = j
		}
	}
}

// asciiLetter reports whether c is a Latin letter of either case.
func asciiLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// derivableValue reports whether an enum value is a word another form
// of its verb can name: a participle in -ed, or a noun in -ion, -al or
// -ment.
func derivableValue(x any) bool {
	v, _ := x.(string)
	for _, suffix := range []string{"ed", "ion", "al", "ment"} {
		if strings.HasSuffix(v, suffix) {
			return true
		}
	}
	return false
}

// nounOfParticiple reports whether the noun v is made of the verb whose
// participle w is: donation of donated, referral of referred, inspection
// of inspected, settlement of settled — the same stem of four letters or
// more before -ion, -al or -ment and before -ed.
func nounOfParticiple(v, w string) bool {
	if len(w) < 6 || !strings.HasSuffix(w, "ed") {
		return false
	}
	stem := w[:len(w)-2]
	for _, suffix := range []string{"ion", "al", "ment"} {
		if n, ok := strings.CutSuffix(v, suffix); ok && (strings.EqualFold(n, stem) || len(n) == len(stem)+1 && n[len(n)-1] == 'e' && strings.EqualFold(n[:len(stem)], stem)) {
			return true
		}
	}
	return false
}

// progressiveOf reports whether w is the -ing form of the verb whose
// participle in -ed the value v is: disputing of disputed, appealing of
// appealed, closing of closed.
func progressiveOf(v, w string) bool {
	stem, ok := strings.CutSuffix(v, "ed")
	return ok && len(stem) >= 4 && len(w) == len(stem)+3 && strings.HasSuffix(w, "ing") && strings.EqualFold(w[:len(stem)], stem)
}

// redoOpensRE ends the text before a verb told to be done: the text's or
// a clause's start, or please, and, then, "can you" before it.
var redoOpensRE = prefilter.MustCompile(`(?i)(?:^|[.,;:!?，。；：！？]|\b(?:please|pls|and|then|just|(?:can|could|would|will)\s+you))\s*$`)

// enumByRedo returns the enum values the text names by the verb with re-
// before it, in text order: "Reopen L7" sets the status open again,
// "restart the job" names start. The value must be a word of four
// letters or more, so that re- is a prefix and not the word's own start,
// and the re- verb must be told to be done, opening its clause (redoOpensRE):
// "the resale flats", "so she can review it" and "the research notes"
// name no sale, view or search.
func enumByRedo(enum []any, text string) []string {
	var hits []valueHit
	for i, w := range latinWords(text) {
		if len(w) >= 6 && (w[0]|0x20) == 'r' && (w[1]|0x20) == 'e' && redoOpensRE.MatchString(text[:i]) {
			for _, x := range enum {
				if v, ok := x.(string); ok && strings.EqualFold(w[2:], v) {
					hits = append(hits, valueHit{i, v})
				}
			}
		}
	}
	return valuesInOrder(hits)
}
