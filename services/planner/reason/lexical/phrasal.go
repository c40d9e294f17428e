package lexical

import (
	"slices"
	"strings"
	"unicode"

	"github.com/kljensen/snowball/english"
)

// Phrasal verbs: a verb and the particle after it name one action, often
// the opposite of the same verb with another particle (check in / check
// out, log in / log out, set up, shut down). The particles are stop words,
// so on its own the verb would leave tools for opposite actions tied. A
// verb right before its particle — in prose, in snake_case or camelCase
// names — also yields one term of both run together, the form English
// writes as one word too ("checkout", "login", "setup", "backup").

// particles are the adverb particles that complete a phrasal verb.
var particles = map[string]bool{"in": true, "out": true, "up": true, "down": true, "back": true, "off": true}

// phrasalVerbs are the common English verbs that take those particles,
// kept as the analyser keeps them (stemmed).
var phrasalVerbs = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`back break bring call carry cash check clean clear clock
close cut drop fill follow hand hang hold keep lock log look mark move opt pay
pick plug power print pull push put roll run scale set shut sign spin start
switch take tear throw top turn wake wind wipe write`) {
		m[stemWord(w)] = true
	}
	return m
}()

// phrasalGroups join a phrasal verb, written run together as its term is,
// to the plain words that say the same ("turn down" a request is to
// reject it, "call off" a meeting to cancel it): tools are described in
// the plain word, people ask in the phrasal verb. Each line is a phrasal
// verb and its plain words, related to it (see related).
const phrasalGroups = `
bringin earn earning earnings revenue income
turndown reject decline refuse deny
calloff cancel
putoff postpone delay reschedule
pushback postpone delay reschedule
handin submit
signup register registration enroll enrol enrolment subscribe
lookup search find
fillin complete
pickup collect
cleanup clean delete remove
payback repay refund
holdup delay
breakdown fault failure
`

// stem is a lower-case word as the analyser keeps it: irregular forms
// mapped to their base, then stemmed. stemWord is the same, kept.
func stem(w string) string {
	if base, ok := irregular[w]; ok {
		w = base
	}
	if len(w) > 3 {
		w = english.Stem(w, false)
	}
	if full, ok := clipped[w]; ok {
		return full
	}
	return w
}

// phrasalHead returns the verb of a phrasal verb's term ("check" of
// "checkout"), or "" when t is none.
func phrasalHead(t string) string {
	for p := range particles {
		if v, ok := strings.CutSuffix(t, p); ok && phrasalVerbs[v] {
			return v
		}
	}
	return ""
}

// namesTerm reports whether the glossary's English term en names want:
// the term itself, or a phrasal verb of want ("checkin" names "check").
func namesTerm(want []string, en string) bool {
	return slices.Contains(want, en) || slices.Contains(want, phrasalHead(en))
}

// nounParticles are the particles that end a noun written as a word and
// a particle joined by a hyphen (an add-on, a walk-in, a carry-on).
var nounParticles = map[string]bool{"in": true, "out": true, "up": true, "down": true, "back": true, "off": true, "on": true, "over": true}

// particleNoun reads a word rs[i:j] joined by a hyphen to a particle that
// ends the compound ("add-on", "walk-in") as the one noun they name: its
// term is both run together, and its first part lends no word of its own
// — an "add-on" is no request to add. A phrasal verb and its particle
// ("check-in", "sign-up") keep the verb's term besides (see
// hyphenCompound). It returns the term and where the compound ends.
func particleNoun(rs []rune, i, j int) (term, int, bool) {
	if j+1 >= len(rs) || rs[j] != '-' || j-i < 2 {
		return term{}, 0, false
	}
	k := j + 1
	for k < len(rs) && asciiLetter(rs[k]) {
		k++
	}
	if k < len(rs) && (unicode.IsLetter(rs[k]) || unicode.IsDigit(rs[k]) || rs[k] == '-') {
		return term{}, 0, false
	}
	for _, r := range rs[i:j] {
		if !asciiLetter(r) {
			return term{}, 0, false
		}
	}
	a, b := strings.ToLower(string(rs[i:j])), strings.ToLower(string(rs[j+1:k]))
	if !nounParticles[b] || dropped(a) || particles[b] && phrasalVerbs[stemWord(a)] {
		return term{}, 0, false
	}
	return term{text: stemWord(a + b), kind: kindWord}, k, true
}
