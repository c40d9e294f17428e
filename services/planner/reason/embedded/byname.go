package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// makerWords are the words for who made a work: a parameter named for
// one (author, artist) or a search text whose description lists one
// ("Title, author, subject or keyword.") takes the name after by.
var makerWords = []string{"author", "maker", "artist", "creator", "composer", "writer", "photographer"}

// makerDescRE is a description that lists who made a work among what to
// search by.
var makerDescRE = prefilter.MustCompile(`(?i)\b(?:author|maker|artist|creator|composer|writer|photographer)s?\b`)

// otherAgentByRE ends in a participle and by that name someone other than
// who made the work: "recommended by", "translated by", "reviewed by".
// Making verbs (written, painted, composed, directed) keep the maker.
var otherAgentByRE = prefilter.MustCompile(`\b(?:recommended|reviewed|translated|edited|published|approved|requested|submitted|sent|shared|posted|uploaded|owned|borrowed|reserved|donated|sold|rated|liked|narrated|read|curated|funded|sponsored|signed|checked|ordered|placed|sorted|grouped|filtered|ranked) by\s+$`)

// fillMadeBy fills the one open parameter for who made a work, or the
// search text that may name them, with the name after by: "audiobooks by
// Kazuo Ishiguro", "photographs by Liu Jinsheng".
func fillMadeBy(slots []slot, g *goalValues, args map[string]any) {
	s := soleOpenSlot(slots, args, func(sl *slot) bool {
		return plainString(sl) && (slicesContainsAny(sl.raw, makerWords) ||
			slicesContainsAny(sl.raw, searchTextWords) && makerDescRE.MatchString(sl.p.Description))
	})
	if s == nil {
		return
	}
	for _, sp := range g.spans {
		if sp.kind == spanName && !sp.sentStart && !sp.place && prevWord(g.lower, sp.pos) == "by" && g.free(sp.pos, sp.end) &&
			!otherAgentByRE.MatchString(strings.TrimRight(g.lower[:sp.pos], " ")+" ") {
			args[s.name] = sp.text
			g.use(sp.pos, sp.end)
			return
		}
	}
}
