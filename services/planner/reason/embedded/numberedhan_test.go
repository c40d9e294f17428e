package embedded

import "testing"

// TestFillArgsNumberedHanNoun fills a number with the N of N号 written
// before or after the Chinese noun its description gives: 3号窗口.
func TestFillArgsNumberedHanNoun(t *testing.T) {
	const desk = `{"type":"object","properties":{
		"office":{"type":"string"},
		"window_no":{"type":"integer","minimum":1,"maximum":20,"description":"Window (窗口) number."}}}`
	runFillCases(t, []fillCase{
		{"N号 before the noun", "3号窗口今天暂停办理", desk, map[string]any{"window_no": int64(3)}},
		{"N号 after the noun", "窗口12号今天暂停办理", desk, map[string]any{"window_no": int64(12)}},
		{"another noun", "3号楼今天暂停办理", desk, map[string]any{}},
	})
}
