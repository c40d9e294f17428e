package embedded

import "testing"

// TestFillArgsParameterWordIsNoText keeps a word that names one of the
// tool's parameters (SOP for sop_section) out of a free-text parameter:
// it cues the value after it, in English and in Chinese, while a name
// that names no parameter still fills the text.
func TestFillArgsParameterWordIsNoText(t *testing.T) {
	const fault = `{"type":"object","properties":{"machine":{"type":"string","pattern":"^M-[0-9]{3}$","description":"Machine tag, e.g. M-204."},"summary":{"type":"string","description":"What happened."},"sop_section":{"type":"string","pattern":"^[0-9]{2}$","description":"SOP section, two digits."}},"required":["machine","summary"]}`
	runFillCases(t, []fillCase{
		{"English", "M-204 jammed again, SOP 14, log it", fault, map[string]any{"machine": "M-204", "sop_section": "14"}},
		{"Chinese", "M-417 卡料了，SOP 09，登记一下", fault, map[string]any{"machine": "M-417", "sop_section": "09"}},
		{"a name of no parameter", "M-204 jammed again near Dock Seven, log it", fault, map[string]any{"machine": "M-204", "summary": "Dock Seven"}},
	})
}
