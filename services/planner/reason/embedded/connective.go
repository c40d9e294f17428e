package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// connectiveOnlyRE is a clause that is only a word adding what follows to
// what came before ("Also, can you …", "Additionally, …", 另外，…): the
// comma after it cuts it off the clause it leads.
var connectiveOnlyRE = prefilter.MustCompile(`(?i)^[\s"'“”‘’]*(?:also|additionally|furthermore|moreover|besides|in addition|on top of that|另外|此外|除此之外|另外还有|还有就是)[\s.:："'“”‘’]*$`)

// connectiveOnly reports whether a clause is only an additive connective:
// no need of its own.
func connectiveOnly(clause string) bool {
	return connectiveOnlyRE.MatchString(clause)
}
