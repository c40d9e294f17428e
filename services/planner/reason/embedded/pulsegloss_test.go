package embedded

import "testing"

// TestFillArgsHanPulse: the number written after 脉搏 fills a parameter
// named pulse; a number after another vital sign does not.
func TestFillArgsHanPulse(t *testing.T) {
	const vitals = `{"type":"object","properties":{"patient":{"type":"string","pattern":"^PT-[0-9]{4}$"},"pulse":{"type":"integer","description":"Beats a minute"},"temperature_c":{"type":"number","description":"Body temperature, °C"}}}`
	runFillCases(t, []fillCase{
		{"after 脉搏", "PT-0311 脉搏88，体温36.8度", vitals, map[string]any{"patient": "PT-0311", "pulse": int64(88), "temperature_c": 36.8}},
		{"no pulse said", "PT-0311 体温36.8度", vitals, map[string]any{"patient": "PT-0311", "temperature_c": 36.8}},
	})
}
