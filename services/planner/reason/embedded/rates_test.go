package embedded

import "testing"

func TestFillArgsEnumRate(t *testing.T) {
	const rx = `{"type":"dict","properties":{"drug":{"type":"string","description":"Generic drug name, e.g. amoxicillin."},"frequency":{"type":"string","enum":["once_daily","twice_daily","three_times_daily","as_needed"]}},"required":["drug","frequency"]}`
	runFillCases(t, []fillCase{
		{"twice a day", "Give amoxicillin twice a day", rx, map[string]any{"drug": "amoxicillin", "frequency": "twice_daily"}},
		{"3 times daily", "Give amoxicillin 3 times daily", rx, map[string]any{"drug": "amoxicillin", "frequency": "three_times_daily"}},
		{"每天三次", "阿莫西林 amoxicillin，每天三次", rx, map[string]any{"drug": "amoxicillin", "frequency": "three_times_daily"}},
		{"a rate the enum lacks", "Give amoxicillin four times a day", rx, map[string]any{"drug": "amoxicillin"}},
	})
}
