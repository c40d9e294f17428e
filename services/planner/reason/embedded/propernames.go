package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// names finds runs of capitalised words: proper names, written against
// Chinese too (新客户Amy Chen). A run that starts a sentence drops its
// first word, which is capitalised for the sentence (Find, What,
// Calculate).
func names(goal string, free func(a, b int) bool) []span {
	var out []span
	words := latinWordSpans(goal)
	allCapitals := strings.ToUpper(goal) == goal
	for i := 0; i < len(words); i++ {
		if !nameWordRE.MatchString(words[i].text) || !free(words[i].pos, words[i].end) {
			continue
		}
		j := i
		for j+1 < len(words) && free(words[j+1].pos, words[j+1].end) && (adjacent(goal, words[j], words[j+1]) || titled(goal, words[j], words[j+1]) || possessiveInside(goal, words[j], words[j+1])) {
			switch {
			case nameWordRE.MatchString(words[j+1].text) && !(capitalsApart(words[j].text) && capitalsApart(words[j+1].text) && !allCapitals):
				j++
				continue
			case j+2 < len(words) && nameJoiner(words[j+1].text) && nameWordRE.MatchString(words[j+2].text) && adjacent(goal, words[j+1], words[j+2]) && !calendarWord(words[j+2].text) && free(words[j+2].pos, words[j+2].end) &&
				(allCapitals || !capitalsApart(words[j].text) && !capitalsApart(words[j+2].text)):
				j += 2
				continue
			}
			break
		}
		if j+1 < len(words) && geoNouns[words[j+1].text] && adjacent(goal, words[j], words[j+1]) && free(words[j+1].pos, words[j+1].end) {
			j++ // "Mississippi river": a place's kind written in lower case is part of its name
		}
		start := i
		sent := sentenceStart(goal, words[i].pos)
		if sent && j > i && j+1 < len(words) && adjacent(goal, words[j], words[j+1]) && subjectVerbs[words[j+1].text] {
			// "Zhang Wei is coming", "New York has": capitalised words
			// that are the subject of their sentence are a name whole.
			sent = false
		}
		if sent && hanAfterName(goal, words[j].end) && !capitalsApart(words[i].text) && !lexical.Glossed(words[i].text) {
			// "Annex 区现在…", "Hoppy Corner今天退回了…": a Chinese
			// sentence goes on right after the capitalised words, so they
			// are its topic, a name, and no English imperative's verb.
			sent = false
		}
		if sent && j > i && afterColon(goal, words[i].pos) && strings.HasPrefix(goal[words[j].end:], ",") && !capitalsApart(words[i].text) && !lexical.Glossed(words[i].text) {
			// "New lead: Tom Lin, 139…": capitalised words between a
			// label's colon and a comma are a name whole, unless the
			// first is a word of requests, an imperative's verb
			// ("Reminder: Book Grand Plaza, then …").
			sent = false
		}
		// An imperative verb is written with a capital, never in capitals:
		// NXJQLA opening "NXJQLA 想升舱" is a code, kept as a name that
		// starts its sentence (sentStart), which fills a parameter only by
		// evidence such as a pattern. Of several such words ("PNR NXJQLA")
		// the first is the term that names the rest.
		code := j == i && (!allCapitals || hasHan(goal)) && capitalsApart(words[i].text)
		if sent && !code {
			start++
			for start < j && nameJoiner(words[start].text) {
				start++ // "Calculate the Population Density": the name starts at its capital
			}
		}
		if code && articledAbbreviation(goal, words[i].pos, words[i].end) {
			i = j // "raise a PO": a thing's abbreviation, no one's name
			continue
		}
		if start <= j {
			text := strings.TrimRight(goal[words[start].pos:words[j].end], ".'’")
			if text != "" && text != "I" && !idWords[strings.ToLower(text)] { // "building Id B1004": Id names the value
				out = append(out, span{kind: spanName, text: text, pos: words[start].pos, end: words[start].pos + len(text), sentStart: sent && start == i})
			}
		}
		i = j
	}
	return out
}

// subjectVerbs are the verbs that follow a sentence's subject: before
// them, the capitalised words that open the sentence are its subject,
// not an imperative's verb and its object.
var subjectVerbs = map[string]bool{"is": true, "are": true, "was": true, "were": true, "will": true, "has": true, "have": true,
	"had": true, "can": true, "could": true, "would": true, "should": true, "might": true, "must": true}

// geoNouns are the kinds of a natural place, which a goal may write in
// lower case after the place's name.
var geoNouns = map[string]bool{"river": true, "lake": true, "mountain": true, "mountains": true, "valley": true, "bay": true, "sea": true,
	"ocean": true, "island": true, "islands": true, "desert": true, "canyon": true, "creek": true, "peninsula": true, "gulf": true, "strait": true}

// honorifics are the titles written short before a name: the period of
// "Mr. X" ends the title, not a sentence.
var honorifics = map[string]bool{"Mr": true, "Mrs": true, "Ms": true, "Dr": true, "Prof": true, "St": true, "Mt": true}

// titled reports whether word a is a short title written with its period
// just before the capitalised word b: "Mr. X", "Dr. Smith".
func titled(goal string, a, b word) bool {
	return honorifics[a.text] && goal[a.end:b.pos] == ". " && nameWordRE.MatchString(b.text)
}

// regionCodeRE is a region written as a code after a place: MA, NY, D.C.
var regionCodeRE = prefilter.MustCompile(`^(?:[A-Z]{2,3}|(?:[A-Z]\.){1,3}[A-Z]?)$`)

// places joins a name and the region written after it with a comma into
// one place: "Boston, MA", "Washington, D.C.", "Rome, Italy". A region
// that is a full name and goes on as a list ("Apple, Microsoft and
// Google") is a list, not a place.
func places(goal string, nm []span) []span {
	var out []span
	for i := 0; i+1 < len(nm); i++ {
		a, b := nm[i], nm[i+1]
		if goal[a.end:b.pos] != ", " || strings.Count(b.text, " ") > 1 {
			continue
		}
		end := b.end
		if strings.HasPrefix(goal[end:], ".") && strings.Contains(b.text, ".") {
			end++ // D.C.
		}
		code := regionCodeRE.MatchString(goal[b.pos:end])
		rest := goal[end:]
		list := strings.HasPrefix(rest, ", ") || strings.HasPrefix(rest, " and ") || strings.HasPrefix(rest, " or ")
		if !code && (list || i > 0 && goal[nm[i-1].end:a.pos] == ", ") {
			continue
		}
		out = append(out, span{kind: spanName, text: goal[a.pos:end], pos: a.pos, end: end, place: true})
	}
	return out
}

// runSepRE joins the items of a list written out: "85, 90, 88 and 91",
// "Santa Barbara and Monterey".
var runSepRE = prefilter.MustCompile(`^\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|、|和|及)\s*$`)

// quoteMarks close and open quoted values: between two of them stands
// only what joins them.
const quoteMarks = `'"“”‘’「」『』《》` + "`"

// joinsRun reports whether the gap between two spans joins them in a
// list: a comma or "and", or only the quote marks of quoted values side
// by side (“地震”“四川”).
func joinsRun(gap string) bool {
	inner := strings.Trim(gap, quoteMarks)
	return runSepRE.MatchString(inner) || inner == "" && gap != "" && strings.Trim(gap, " "+quoteMarks) == ""
}
