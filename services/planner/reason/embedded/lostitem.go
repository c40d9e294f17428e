package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// lostThingRE is a thing lost, left or found, after its verb: "found a
// grey scarf at …", "the black umbrella I left", "lost her reading
// glasses yesterday" — up to three words, to a preposition, a time word,
// a clause or a stop.
var lostThingRE = prefilter.MustCompile(`(?i)\b(?:found|lost|left behind|forgot(?:ten)?|misplaced|hand(?:ed)? in|turned in|dropped)\s+(?:(?:a|an|the|my|his|her|their|our|some|any)\s+)?([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)(?:\s+(?:at|in|on|from|near|by|behind|somewhere|yesterday|today|last|this|that|which|i|we|he|she|they|when|while|during)\b|\s*[?.!,;]|\s*$)`)

// lostThing is the thing a goal says was lost or found, for a search
// keyword: the item, not the whole request.
func lostThing(text string) (string, bool) {
	for _, m := range lostThingRE.FindAllStringSubmatch(text, -1) {
		if first, _, _ := strings.Cut(strings.ToLower(m[1]), " "); !noThing[first] {
			return m[1], true
		}
	}
	return "", false
}

// noThing are words after a verb of losing or finding that name no item:
// "lost items this week", "found anything".
var noThing = map[string]bool{"this": true, "last": true, "next": true, "yesterday": true, "today": true, "item": true, "items": true,
	"thing": true, "things": true, "anything": true, "something": true, "nothing": true, "property": true, "stuff": true, "and": true, "or": true,
	"it": true, "them": true, "out": true, "that": true, "what": true}
