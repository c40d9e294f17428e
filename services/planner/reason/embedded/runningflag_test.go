package embedded

import "testing"

// TestFillArgsStillRunningFlag clears a flag saying a machine stopped
// where the goal says it still runs.
func TestFillArgsStillRunningFlag(t *testing.T) {
	const repair = `{"type":"object","properties":{"unit":{"type":"string","pattern":"^P-[0-9]{3}$"},
		"machine_stopped":{"type":"boolean","description":"Whether the machine is stopped now."}}}`
	runFillCases(t, []fillCase{
		{"still runs in Chinese", "P-310 主轴异响，机器还能开，但要尽快修，帮我报修", repair, map[string]any{"unit": "P-310", "machine_stopped": false}},
		{"still runs in English", "P-310 is grinding but still running, log a repair", repair, map[string]any{"unit": "P-310", "machine_stopped": false}},
		{"stopped is kept", "P-310 漏油，机器已经停了，报修一下", repair, map[string]any{"unit": "P-310", "machine_stopped": true}},
		{"another thing stopped", "P-310 泵还在转，但是整条产线已经停了，报一下故障", repair, map[string]any{"unit": "P-310"}},
		{"another thing stopped in English", "P-310 is still running but the conveyor has stopped, log a repair", repair, map[string]any{"unit": "P-310"}},
		{"running late is no machine's", "P-310 repair is still running late, log it", repair, map[string]any{"unit": "P-310"}},
	})
}
