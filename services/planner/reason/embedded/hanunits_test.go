package embedded

import "testing"

// TestFillArgsHanUnits checks that a number written with a Chinese unit of
// age or area goes to the parameter that speaks of that unit.
func TestFillArgsHanUnits(t *testing.T) {
	const (
		driver = `{"type":"object","properties":{"age":{"type":"integer","description":"Driver's age in years."},"licensed_years":{"type":"integer","description":"Years since the licence was issued."}}}`
		flat   = `{"type":"object","properties":{"rooms":{"type":"integer","description":"Number of rooms."},"area":{"type":"number","description":"Floor area in square metres."}}}`
	)
	runFillCases(t, []fillCase{
		{"岁 is an age", "司机45岁，驾龄3年，保费多少", driver, map[string]any{"age": int64(45), "licensed_years": int64(3)}},
		{"平米 is an area", "一套90平米的房子多少钱", flat, map[string]any{"area": 90.0}},
		{"㎡ is an area", "一套120㎡的房子", flat, map[string]any{"area": 120.0}},
	})
}

// TestFillArgsTermInMonths checks that a term stated in years fills a
// parameter counted in months with as many months.
func TestFillArgsTermInMonths(t *testing.T) {
	const lease = `{"type":"object","properties":{"unit_no":{"type":"string","pattern":"^U[0-9]{4}$"},"term_months":{"type":"integer","description":"Length of the lease in months.","enum":[6,12,24]}}}`
	runFillCases(t, []fillCase{
		{"一年 is 12 months", "U1204 续租一年", lease, map[string]any{"unit_no": "U1204", "term_months": int64(12)}},
		{"两年 is 24 months", "U1204 续租两年", lease, map[string]any{"unit_no": "U1204", "term_months": int64(24)}},
		{"六个月 is 6 months", "U1204 续租六个月", lease, map[string]any{"unit_no": "U1204", "term_months": int64(6)}},
		{"2 years is 24 months", "Extend the lease on U1204 for 2 years", lease, map[string]any{"unit_no": "U1204", "term_months": int64(24)}},
	})
}

// TestFillArgsHanInExampleShape checks that a Han character in a
// description's example code stands for any Han character: a plate of
// another province has the example's shape.
func TestFillArgsHanInExampleShape(t *testing.T) {
	const car = `{"type":"object","properties":{"plate":{"type":"string","description":"Licence plate, e.g. 沪A7K392."}}}`
	runFillCases(t, []fillCase{
		{"another province", "粤B5T821这台车的保费多少", car, map[string]any{"plate": "粤B5T821"}},
		{"the example's own province", "沪C1M208这台车的保费多少", car, map[string]any{"plate": "沪C1M208"}},
	})
}
