package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// subjectWords are the words a tool's name and description use, less the
// values its description quotes or gives as examples: the words that name
// what the tool is about. They are read once per name and description,
// and shared: callers only read them.
func subjectWords(spec *toolspec.Spec) map[string]bool {
	return toolSubjects.load(spec.Name+"\x00"+spec.Description, func() map[string]bool { return readSubjectWords(spec) })
}

// toolSubjects remembers subjectWords by a tool's name and description:
// every argument filled for the tool reads them.
var toolSubjects memo[map[string]bool]

// readSubjectWords is subjectWords, read afresh.
func readSubjectWords(spec *toolspec.Spec) map[string]bool {
	desc := exampleRE.ReplaceAllString(spec.Description, " ")
	desc = optionRE.ReplaceAllString(desc, " ")
	out := map[string]bool{}
	for _, w := range nameWordsAll(spec.Name) {
		out[w] = true
	}
	for _, w := range wordTexts(strings.ToLower(desc)) {
		out[strings.Trim(w, ".")] = true
	}
	return out
}

// dropSubjectNames sets aside the capitalised names that only repeat
// what the tool is about — "GDP" for get_historical_GDP, "FIFA" for a
// tool that retrieves the FIFA ranking — when the goal states another
// name that may be the value, and trims such a word off the front of a
// name unless a parameter is named by it: "Lawyer John Doe" for a lawyer
// tool is John Doe, "Museum of Modern Art" stays whole for museum_name. A
// unit written as a name ("in Joules") is no value either.
func dropSubjectNames(g *goalValues, spec *toolspec.Spec, params []string) {
	own := subjectWords(spec)
	g.toolName = map[string]bool{}
	for _, w := range nameWordsAll(spec.Name) {
		g.toolName[w] = true
	}
	var subject []int
	others := 0
	for j := range g.spans {
		sp := &g.spans[j]
		if sp.kind != spanName && sp.kind != spanQuoted || g.used[j] {
			continue
		}
		if sp.kind == spanQuoted {
			others++
			continue
		}
		if unitName(g, *sp) {
			g.used[j] = true
			continue
		}
		words := strings.Fields(sp.text)
		lead := 0
		for lead < len(words) && subjectWord(own, words[lead]) {
			lead++
		}
		next := lead
		for lead > 0 && next < len(words)-1 && nameJoiner(words[next]) {
			next++ // "Population Density for Brazil" for a density tool is Brazil
		}
		switch {
		case lead == len(words):
			subject = append(subject, j)
			continue
		case lead > 0 && !sp.place && nameWordRE.MatchString(words[next]) && !slices.ContainsFunc(params, func(p string) bool {
			return slices.Contains(nameWordsAll(p), strings.ToLower(words[lead-1]))
		}):
			cut := strings.Index(sp.text, words[next])
			sp.pos += cut
			sp.text = sp.text[cut:]
		}
		others++
	}
	if others == 0 {
		return
	}
	for _, j := range subject {
		g.used[j] = true
	}
}

// subjectWord reports whether a word of a name is one of the tool's own,
// in any case and with or without its dots or plural: U.S., Lawyers.
// A letter or a stop word says nothing.
func subjectWord(own map[string]bool, w string) bool {
	lw := strings.ToLower(strings.Trim(w, ".,"))
	if len(lw) < 2 || stopWords[lw] {
		return false
	}
	return own[lw] || own[strings.ReplaceAll(lw, ".", "")] || own[strings.TrimSuffix(lw, "s")] || own[lw+"s"]
}

// unitName reports whether a name is the unit of the
// answer: "(in Joules)", "Joules per Kelvin".
func unitName(g *goalValues, sp span) bool {
	if strings.Contains(sp.text, " ") || len(sp.text) < 2 {
		return false // "in C major" names a key
	}
	f := strings.Fields(g.lower[:sp.pos])
	if len(f) == 0 {
		return false
	}
	prev := strings.Trim(f[len(f)-1], "(,")
	_, ok := parseUnit(sp.text)
	return ok && (prev == "in" || prev == "per")
}
