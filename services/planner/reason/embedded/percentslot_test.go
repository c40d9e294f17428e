package embedded

import "testing"

func TestFillArgsPercentToItsParameter(t *testing.T) {
	const vitals = `{"type":"object","properties":{"patient_id":{"type":"string","pattern":"^PT-[0-9]{4}$"},"pulse":{"type":"integer","description":"Heart rate, beats/min"},"spo2":{"type":"integer","description":"Oxygen saturation, %"}},"required":["patient_id"]}`
	runFillCases(t, []fillCase{
		{"a share for the parameter in percent", "PT-0077 sats 93% after the walk", vitals, map[string]any{"patient_id": "PT-0077", "spo2": int64(93)}},
		{"no share", "PT-0077 pulse 88 after the walk", vitals, map[string]any{"patient_id": "PT-0077", "pulse": int64(88)}},
	})
}
