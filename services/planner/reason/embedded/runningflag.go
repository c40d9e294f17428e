package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// stillRunsRE is a goal saying a machine still runs: 机器还能开, 还能用,
// "the crane is still working".
var stillRunsRE = prefilter.MustCompile(`(?i)还能(?:开|用|转|跑|运行|工作)|还在(?:运行|转|跑|工作)|仍在运行|仍能运行|\bstill\s+(?:running|working|works|runs|operating|operational)\b`)

// runsLateRE follows a "still running" that is no machine's: "still
// running late", "still running low on stock".
var runsLateRE = prefilter.MustCompile(`(?i)^\s+(?:late|behind|low|out|short)\b`)

// stoppedSaidRE is a goal saying something has stopped: 产线已经停了,
// "the conveyor has stopped". Beside a thing said to still run it may be
// the thing the flag is about, so neither tells the flag.
var stoppedSaidRE = prefilter.MustCompile(`(?i)停(?:了|机|止|产|转|摆|工)|宕机|\b(?:stopped|halted|down)\b`)

// stoppedWords are the words a flag saying a thing has stopped is named
// with: machine_stopped, line_down.
var stoppedWords = []string{"stopped", "down", "halted"}

// boolByStillRunning clears a flag named for a machine that has stopped
// where the goal says it still runs: 机器还能开 is machine_stopped false.
// A goal saying too that something stopped clears none.
func boolByStillRunning(name string, g *goalValues) (any, bool) {
	if !slices.ContainsFunc(nameWords(name), func(w string) bool { return slices.Contains(stoppedWords, w) }) ||
		stoppedSaidRE.MatchString(g.text) {
		return nil, false
	}
	for _, m := range stillRunsRE.FindAllStringIndex(g.text, -1) {
		if !runsLateRE.MatchString(g.text[m[1]:]) {
			return false, true
		}
	}
	return nil, false
}
