package embedded

import "testing"

// TestFillArgsSharedGloss: a place several codes' glosses share fills a
// list of codes with every one of them; a one-value parameter, a place
// no gloss shares with another, and a code the goal writes itself leave
// it as before.
func TestFillArgsSharedGloss(t *testing.T) {
	const (
		glosses = `e.g. QB01 = Quillby Marsh, QB02 = Quillby Heath, TV01 = Tavistock Ford.`
		list    = `{"type":"object","properties":{"kiosk_codes":{"type":"array","items":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$"},"description":"Kiosk codes, ` + glosses + `"}}}`
		one     = `{"type":"object","properties":{"kiosk_code":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$","description":"Kiosk code, ` + glosses + `"}}}`
	)
	runFillCases(t, []fillCase{
		{"a shared place", "Takings at each Quillby kiosk", list, map[string]any{"kiosk_codes": []any{"QB01", "QB02"}}},
		{"a shared place and another", "Takings at the Quillby kiosks and Tavistock", list, map[string]any{"kiosk_codes": []any{"TV01", "QB01", "QB02"}}},
		{"a one-value parameter", "Takings at each Quillby kiosk", one, map[string]any{}},
		{"places of one code each", "Takings at Marsh and Ford", list, map[string]any{"kiosk_codes": []any{"QB01", "TV01"}}},
		{"a code written", "Takings at QB01 and the Quillby kiosks", list, map[string]any{"kiosk_codes": []any{"QB01"}}},
	})
}
