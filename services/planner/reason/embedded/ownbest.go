package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// leadShare is how far, as a share of a part's best score, the part's
// second tool must stay below its best for the best to be the part's
// clear choice: a part two tools serve nearly alike says too little to
// stand apart from the goal's tool.
const leadShare = 0.8

// clearBest reports whether the tool a part chose is its clear choice:
// its own best, at or above the threshold, well ahead of the next.
func clearBest(x intent, threshold float64) bool {
	s := x.st.Scores
	if x.st.Tool == "" || len(s) == 0 || s[0].Tool != x.st.Tool || s[0].Score < threshold {
		return false
	}
	return len(s) < 2 || s[1].Score <= leadShare*s[0].Score
}

// needsRE opens an English part that states what the asker needs or looks
// for ("I need information on…", "I'm looking for papers on…"): a request
// as much as a question is.
var needsRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|also|additionally)\s*,?\s+)?(?:i|we)\s*(?:need|'m looking for|’m looking for|am looking for|are looking for)\b`)

// ownRequest reports whether an English part is a request of its own: it
// asks a question, asks the helper, or states a need, and names things of
// its own. A statement of the asker's situation ("I'm in a book club"), a
// clause that details another ("including the duration") or a bare ask
// ("can you assist?") is none.
func ownRequest(x intent) bool {
	if len(x.texts) != 1 {
		return false
	}
	text := strings.TrimLeft(x.texts[0], ` "“,;`)
	if language(text) == "zh" || bare(text) {
		return false
	}
	return askingRE.MatchString(text) || actionRE.MatchString(text) || needsRE.MatchString(text)
}

// ownBest reports whether the i-th part keeps its own tool against the
// whole goal's because the two are different requests: the part, a
// request of its own, clearly chooses its tool, which the goal's tool
// does not come near on it, and another such part clearly chooses the
// goal's tool ("what's the weather in Paris? Also, show me my stocks").
// A clause that only details the goal's request or states the asker's
// situation is no request of its own, or chooses no tool that clearly.
func ownBest(in []intent, i int, whole task.Subtask, threshold float64) bool {
	x := in[i]
	if whole.Tool == "" || x.st.Tool == whole.Tool || !clearBest(x, threshold) || covers(x.st.Scores, whole.Tool) || !ownRequest(x) {
		return false
	}
	for j, y := range in {
		if j != i && y.st.Tool == whole.Tool && clearBest(y, threshold) && ownRequest(y) {
			return true
		}
	}
	return false
}
