package embedded

import "testing"

func TestFillArgsSignedRemoval(t *testing.T) {
	const (
		stock = `{"type":"object","properties":{"item":{"type":"string","pattern":"^IT-[0-9]{4}$"},"delta":{"type":"integer","description":"Units to add (positive) or remove (negative)."}},"required":["item","delta"]}`
		plain = `{"type":"object","properties":{"item":{"type":"string","pattern":"^IT-[0-9]{4}$"},"count":{"type":"integer","description":"Units to remove."}},"required":["item","count"]}`
	)
	runFillCases(t, []fillCase{
		{"write off", "Write off 7 units of IT-2001", stock, map[string]any{"item": "IT-2001", "delta": int64(-7)}},
		{"a Chinese removal", "IT-2001 盘亏 4 件，调整一下", stock, map[string]any{"item": "IT-2001", "delta": int64(-4)}},
		{"an addition keeps its sign", "Add 7 units of IT-2001", stock, map[string]any{"item": "IT-2001", "delta": int64(7)}},
		{"a stated sign stays", "Remove -7 units of IT-2001", stock, map[string]any{"item": "IT-2001", "delta": int64(-7)}},
		{"扣回来 takes back what was given", "IT-2001 上次多给了 30 件，扣回来", stock, map[string]any{"item": "IT-2001", "delta": int64(-30)}},
		{"扣 and its number", "IT-2001 扣 5 件", stock, map[string]any{"item": "IT-2001", "delta": int64(-5)}},
		{"take back in English", "We gave IT-2001 12 units too many, take them back", stock, map[string]any{"item": "IT-2001", "delta": int64(-12)}},
		{"take a count back", "Take 12 units back from IT-2001, they were added twice", stock, map[string]any{"item": "IT-2001", "delta": int64(-12)}},
		{"a 折扣 is no deduction", "IT-2001 按折扣 8 件入库", stock, map[string]any{"item": "IT-2001", "delta": int64(8)}},
		{"no signed parameter", "Remove 7 units of IT-2001", plain, map[string]any{"item": "IT-2001", "count": int64(7)}},
	})
}
