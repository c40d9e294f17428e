package embedded

import "testing"

// TestFillArgsHanMetricUnits checks that a number written with a Chinese
// unit of length, volume or temperature (厘米, 百升, 度) goes to the
// parameter that speaks of that unit, as "12 cm" does, while 度 in a
// description (年度) makes no temperature of a parameter.
func TestFillArgsHanMetricUnits(t *testing.T) {
	const (
		garden = `{"type":"object","properties":{"bed":{"type":"string","pattern":"^G\\d{2}$"},"height_cm":{"type":"integer","description":"Plant height, cm."},"soil_temp_c":{"type":"number","description":"Soil temperature in °C."}}}`
		vat    = `{"type":"object","properties":{"vat":{"type":"string","pattern":"^V\\d{2}$"},"fill_hl":{"type":"number","description":"Fill in hectolitres."},"days":{"type":"integer","description":"Days to rest."}}}`
		budget = `{"type":"object","properties":{"dept":{"type":"string","description":"部门"},"amount":{"type":"number","description":"年度预算金额"},"heat_c":{"type":"number","description":"Room heat in °C."}}}`
	)
	runFillCases(t, []fillCase{
		{"厘米 is a length", "G03 的番茄长到35厘米了，土温18度", garden, map[string]any{"bed": "G03", "height_cm": int64(35), "soil_temp_c": 18.0}},
		{"公分 is a length", "G03 的番茄长到35公分", garden, map[string]any{"bed": "G03", "height_cm": int64(35)}},
		{"零下 degrees", "G03 土温零下3度", garden, map[string]any{"bed": "G03", "soil_temp_c": -3.0}},
		{"百升 is hectolitres", "V02 灌进去12百升", vat, map[string]any{"vat": "V02", "fill_hl": 12.0}},
		{"hl in English", "put 12 hl into V02", vat, map[string]any{"vat": "V02", "fill_hl": 12.0}},
		{"年度 is no temperature", "把室温设到21度", budget, map[string]any{"heat_c": 21.0}},
	})
}
