package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// verbCountObjectRE opens a part with a word then a counted object
// ("order 20 boxes of gloves", "book 2 rooms"): a count, like a
// determiner, marks the word before it as a verb.
var verbCountObjectRE = prefilter.MustCompile(`(?i)^\s*[a-z-]+\s+\d+\s+[a-z]{2,}`)
