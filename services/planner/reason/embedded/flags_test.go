package embedded

import "testing"

func TestFillArgsFlagWords(t *testing.T) {
	const (
		lawsuit = `{"type":"dict","properties":{"case_id":{"type":"integer"},"closed_status":{"type":"boolean","description":"The status of the case to be verified."}},"required":["case_id","closed_status"]}`
		match   = `{"type":"dict","properties":{"team_name":{"type":"string"},"include_stats":{"type":"boolean","description":"If true, include match statistics."}},"required":["team_name"]}`
	)
	runFillCases(t, []fillCase{
		{"status only says the name is a flag", "Check the lawsuit with case ID of 1234 and verify if it's already closed.", lawsuit,
			map[string]any{"case_id": int64(1234), "closed_status": true}},
		{"a flag whose word the goal does not write", "Check the lawsuit with case ID of 1234.", lawsuit, map[string]any{"case_id": int64(1234)}},
		{"a short form's long word", "Get the last game played by 'Liverpool'. Include its statistics.", match,
			map[string]any{"team_name": "Liverpool", "include_stats": true}},
		{"a word of one more letter is no long form", "Get the last game played by 'Liverpool' in the state.", match,
			map[string]any{"team_name": "Liverpool"}},
	})
}
