package embedded

import "testing"

// TestFillArgsHanCountGlossedHands: a count of 搬运师傅 is one of the
// handlers a description counts, and a count of 雪炮 one of its snow
// guns; a count of other machines stays unsaid.
func TestFillArgsHanCountGlossedHands(t *testing.T) {
	const (
		install = `{"type":"object","properties":{"crew_size":{"type":"integer","description":"Art handlers needed","minimum":1}}}`
		snow    = `{"type":"object","properties":{"guns":{"type":"integer","description":"Snow guns to run.","minimum":1}}}`
	)
	runFillCases(t, []fillCase{
		{"handlers counted", "下周一G07开始撤展，要4个搬运师傅", install, map[string]any{"crew_size": int64(4)}},
		{"snow guns counted", "明天凌晨在S01初级道造雪，开8台雪炮。", snow, map[string]any{"guns": int64(8)}},
		// must leave alone: groomers are no snow guns
		{"other machines counted", "明天凌晨在S01初级道压雪，开2台压雪车。", snow, map[string]any{}},
	})
}
