package embedded

import "testing"

// TestFillArgsHanCountDescribedNoun: an integer whose description counts
// a noun — past an adjective ("Number of extra coaches") or as the plural
// it opens with ("Passengers aboard") — takes the number a Chinese goal
// writes with a measure word before that noun; a count of another noun
// stays unsaid.
func TestFillArgsHanCountDescribedNoun(t *testing.T) {
	const (
		extra  = `{"type":"object","properties":{"line":{"type":"string"},"buses":{"type":"integer","description":"Number of extra buses.","minimum":1}}}`
		aboard = `{"type":"object","properties":{"unit_id":{"type":"string","pattern":"^U[0-9]{4}$"},"riders_aboard":{"type":"integer","description":"Passengers aboard at the time."}}}`
	)
	runFillCases(t, []fillCase{
		{"past an adjective", "北线再派3辆大巴", extra, map[string]any{"buses": int64(3)}},
		{"the plural the description opens with", "U2041 抛锚了，车上大概30名乘客", aboard, map[string]any{"unit_id": "U2041", "riders_aboard": int64(30)}},
		{"a count of another noun", "U2041 抛锚了，车上有30箱货", aboard, map[string]any{"unit_id": "U2041"}},
	})
}

// TestFillArgsHanCountCapacity: a capacity takes a count of people
// (最多6个人); a count of people for a parameter of copies does not.
func TestFillArgsHanCountCapacity(t *testing.T) {
	const (
		session = `{"type":"object","properties":{"topic":{"type":"string"},"capacity":{"type":"integer","minimum":1}}}`
		copies  = `{"type":"object","properties":{"title":{"type":"string"},"copies":{"type":"integer","minimum":1}}}`
	)
	runFillCases(t, []fillCase{
		{"people for a capacity", "下周二开一场讲座，最多6个人", session, map[string]any{"capacity": int64(6)}},
		{"people are no copies", "排队超过10个人的话就再买几本", copies, map[string]any{}},
	})
}
