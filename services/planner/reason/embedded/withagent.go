package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// agentNameDescRE is a description saying a parameter takes the name of
// the one who does something: "Client-side interviewer's name.", "Name of
// the instructor."
var agentNameDescRE = prefilter.MustCompile(`(?i)\b[a-z]{3,}(?:er|or)'s (?:full )?name\b|\bname of the [a-z]{3,}(?:er|or)\b`)

// askerAgents are agent nouns of the one who asks for the step or makes
// its record — the requester, the booker, the sender — rather than of
// the one the asker does it with: "book room B2 with Anna Berg" is not
// requested by her.
var askerAgents = map[string]bool{"requester": true, "requestor": true, "booker": true, "sender": true, "submitter": true,
	"creator": true, "author": true, "organizer": true, "organiser": true, "owner": true, "reporter": true, "applicant": true}

// agentNameSlot reports whether s takes the name of the one who does the
// act the tool's step is for: its one-word name an agent noun (interviewer,
// instructor), not the asker's (see askerAgents), that its description
// says takes a name.
func agentNameSlot(s *slot) bool {
	if len(s.raw) != 1 || !plainString(s) || askerAgents[s.raw[0]] {
		return false
	}
	w := s.raw[0]
	return len(w) > 5 && (strings.HasSuffix(w, "er") || strings.HasSuffix(w, "or")) && agentNameDescRE.MatchString(s.p.Description)
}

// fillWithAgent fills the one open parameter that takes such a name with
// the name the goal writes after with: "an interview tomorrow at 3pm with
// Anna Berg" is held with her, who does the interviewing.
func fillWithAgent(slots []slot, g *goalValues, args map[string]any) {
	s := soleOpenSlot(slots, args, agentNameSlot)
	if s == nil {
		return
	}
	for _, sp := range g.spans {
		if sp.kind == spanName && prevWord(g.lower, sp.pos) == "with" && g.free(sp.pos, sp.end) && strings.Contains(sp.text, " ") {
			args[s.name] = sp.text
			g.use(sp.pos, sp.end)
			return
		}
	}
}
