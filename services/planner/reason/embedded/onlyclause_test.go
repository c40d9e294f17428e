package embedded

import "testing"

// TestFillArgsOnlyClauseFlag: a goal that keeps its list to some items in
// a clause of its own sets the tool's one "only" flag, whatever words the
// flag's description uses. 只要 meaning "as long as", 不只, a tool with two
// such flags and a goal with no such clause leave it alone.
func TestFillArgsOnlyClauseFlag(t *testing.T) {
	const (
		tutors = `{"type":"object","properties":{"subject":{"type":"string"},"free_now_only":{"type":"boolean","description":"Only tutors with an open slot this week."}}}`
		rooms  = `{"type":"object","properties":{"wing":{"type":"string"},"clean":{"type":"boolean","description":"Only rooms housekeeping has signed off."}}}`
		two    = `{"type":"object","properties":{"wing":{"type":"string"},"clean_only":{"type":"boolean","description":"Only rooms housekeeping has signed off."},"quiet_only":{"type":"boolean","description":"Only rooms away from the lift."}}}`
	)
	runFillCases(t, []fillCase{
		{"只要 a kind", "找几个数学家教，只要这周能上课的", tutors, map[string]any{"free_now_only": true}},
		{"只看 a kind", "东翼的房间列一下，只看已经打扫好的", rooms, map[string]any{"clean": true}},
		{"only show the ones", "List the rooms in the east wing, only show the ones that are ready.", rooms, map[string]any{"clean": true}},
		{"只要 as long as", "找几个数学家教，只要肯教就行", tutors, map[string]any{}},
		{"不只看", "东翼的房间列一下，不只看打扫好的", rooms, map[string]any{}},
		{"two only flags", "东翼的房间列一下，只看已经打扫好的", two, map[string]any{}},
		{"no only clause", "东翼的房间列一下", rooms, map[string]any{}},
	})
}
