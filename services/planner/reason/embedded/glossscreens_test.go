package embedded

import "testing"

// TestFillArgsGlossScreens reads the screens a notice is shown on through
// the table; a touch screen stays a touchscreen.
func TestFillArgsGlossScreens(t *testing.T) {
	const (
		shown = `{"type":"object","properties":{"where":{"type":"string","enum":["hall_screen","stop_sign","touchscreen"]}},"required":["where"]}`
	)
	runFillCases(t, []fillCase{
		{"a big screen", "在大厅大屏上放通知", shown, map[string]any{"where": "hall_screen"}},
		// Leave alone: 触摸屏 is read whole.
		{"a touch screen", "在触摸屏上放通知", shown, map[string]any{"where": "touchscreen"}},
	})
}
