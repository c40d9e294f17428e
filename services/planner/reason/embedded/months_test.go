package embedded

import "testing"

func TestFillArgsYearMonth(t *testing.T) {
	const stated = `{"type":"object","properties":{"month":{"type":"string","description":"Statement month, YYYY-MM."}},"required":["month"]}`
	const reversed = `{"type":"object","properties":{"when":{"type":"string","description":"Month of the event in 'mm/yyyy' format."}},"required":["when"]}`
	const patterned = `{"type":"object","properties":{"cycle":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}$"}},"required":["cycle"]}`
	const rate = `{"type":"object","properties":{"rate":{"type":"string","description":"Subsidence rate in mm/year, e.g. 3.2"}},"required":["rate"]}`
	const code = `{"type":"object","properties":{"voucher":{"type":"string","pattern":"^[A-Z0-9]{2}[0-9]{2,4}$","description":"Voucher code, e.g. QX4410."}}}`
	const digits = `{"type":"object","properties":{"postcode":{"type":"string","pattern":"^[0-9]{6}$"}}}`
	const compact = `{"type":"object","properties":{"period":{"type":"string","pattern":"^[0-9]{4}(0[1-9]|1[0-2])$"}}}`
	const span = `{"type":"object","properties":{"start_month":{"type":"string","description":"First month, e.g. 2024-07."},"end_month":{"type":"string","description":"Last month, e.g. 2024-09."}}}`
	runFillCases(t, []fillCase{
		{"last month", "the statement for last month", stated, map[string]any{"month": "2025-02"}},
		{"上个月", "上个月的对账单", stated, map[string]any{"month": "2025-02"}},
		{"no month named: no word for it", "the statement for the office", stated, map[string]any{}},
		{"month first", "events in October 2024", reversed, map[string]any{"when": "10/2024"}},
		{"by its pattern", "the cycle of November 2024", patterned, map[string]any{"cycle": "2024-11"}},
		{"a unit per year is no layout", "last month the subsidence rate was 3.2", rate, map[string]any{"rate": "3.2"}},
		{"a code a month happens to fit takes no month", "redeem the voucher QX4410 tomorrow", code, map[string]any{"voucher": "QX4410"}},
		{"a code a month fits is never made from a date", "redeem my voucher tomorrow", code, map[string]any{}},
		{"six digits are no month", "parcels sent to my postcode last month", digits, map[string]any{}},
		{"a pattern of months alone", "the period of last month", compact, map[string]any{"period": "202502"}},
		{"a range of months", "usage from October to December 2024", span, map[string]any{"start_month": "2024-10", "end_month": "2024-12"}},
	})
}
