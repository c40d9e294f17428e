package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// valueLinkRE opens the value written for a field just named (status 是
// open, status 为 open, status = open, status: open, status is open).
var valueLinkRE = prefilter.MustCompile(`(?i)^\s*(?:是|为|=|:|：|\bis\b)?\s*`)

// verbAsValue reports whether the verb a write is named after stands in
// text as the value written for the read's own parameter ("status 是 open
// 的" for a read whose status takes open): the word filters what the read
// lists, and names no action of the write (open_claim). The verb must
// follow the parameter's name as its value: "status 是 free 的泊位 let 给
// …" lets a berth. A name of fewer than four letters (id, to) is too
// common a word to count.
func verbAsValue(text, verb string, read *toolspec.Spec) bool {
	sch, err := schemaObject(read.Parameters)
	if err != nil {
		return false
	}
	lower, verb := strings.ToLower(text), strings.ToLower(verb)
	for name, prop := range sch.Properties {
		if _, ok := enumValue(prop.Enum, verb); !ok || len(name) < 4 { // id, to: words of many a sentence
			continue
		}
		name = strings.ToLower(name)
		for _, form := range []string{name, strings.ReplaceAll(name, "_", " ")} {
			if valueAfter(lower, form, verb) {
				return true
			}
		}
	}
	return false
}

// valueAfter reports whether text writes value as the value of the field
// it names: the name as a word, an optional link (是, =, is), then value
// as a word.
func valueAfter(text, name, value string) bool {
	i := aliasIndex(text, name)
	if i < 0 {
		return false
	}
	rest := text[i+len(name):]
	rest = rest[len(valueLinkRE.FindString(rest)):]
	return aliasIndex(rest, value) == 0
}
