package embedded

import "testing"

// TestFillArgsTextVerbOpensRequest: text opening a request, before whom
// to text, is to send an SMS.
func TestFillArgsTextVerbOpensRequest(t *testing.T) {
	const notify = `{"type":"object","properties":{"customer_id":{"type":"string","pattern":"^CU-[0-9]{6}$"},"channel":{"type":"string","description":"Channel.","enum":["sms","email","wechat"]}}}`
	runFillCases(t, []fillCase{
		{"opening the goal", "Text customer CU-104233 that the car is ready", notify, map[string]any{"customer_id": "CU-104233", "channel": "sms"}},
		{"after and", "Close the case and text customer CU-104233 the outcome", notify, map[string]any{"customer_id": "CU-104233", "channel": "sms"}},
		{"a text as a noun", "Text of the notice for CU-104233 is ready", notify, map[string]any{"customer_id": "CU-104233"}},
		{"a text after and as a noun", "search emails and text from CU-104233", notify, map[string]any{"customer_id": "CU-104233"}},
		{"text me after and", "Check CU-104233 and text me the result", notify, map[string]any{"customer_id": "CU-104233", "channel": "sms"}},
		{"text inside a sentence", "put the new text CU-104233 sent in the file", notify, map[string]any{"customer_id": "CU-104233"}},
	})
}
