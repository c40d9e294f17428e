package embedded

import "testing"

func TestFillArgsSlashPairReading(t *testing.T) {
	const vitals = `{"type":"object","properties":{"patient_id":{"type":"string","pattern":"^PT-[0-9]{4}$"},"bp_systolic":{"type":"integer","description":"Systolic blood pressure, mmHg"},"bp_diastolic":{"type":"integer","description":"Diastolic blood pressure, mmHg"}},"required":["patient_id"]}`
	const split = `{"type":"object","properties":{"ratio":{"type":"string"},"count":{"type":"integer"}}}`
	runFillCases(t, []fillCase{
		{"a reading written A/B", "PT-0311 血压150/92，帮我录一下", vitals,
			map[string]any{"patient_id": "PT-0311", "bp_systolic": int64(150), "bp_diastolic": int64(92)}},
		{"English too", "Log BP 128/84 for PT-0042", vitals,
			map[string]any{"patient_id": "PT-0042", "bp_systolic": int64(128), "bp_diastolic": int64(84)}},
		{"a date is no reading", "PT-0042 seen 12/3, BP not taken", vitals, map[string]any{"patient_id": "PT-0042"}},
		{"no pair of sides", "Split it 70/30", split, map[string]any{}},
	})
}
