package embedded

import "testing"

func TestFillArgsLabelled(t *testing.T) {
	const receipt = `{"type":"object","properties":{"order_no":{"type":"string","pattern":"^SO[0-9]{6}$"},"buyer_title":{"type":"string","description":"Buyer's registered name on the receipt (抬头)."},"tax_no":{"type":"string","pattern":"^[0-9A-Z]{18}$","description":"Tax number (税号)."},"email":{"type":"string","format":"email"}}}`
	runFillCases(t, []fillCase{
		{"the text after the description's Chinese word, to the comma", "SO204411 要开收据，抬头杭州青禾文化传媒有限公司，税号91330106MA2B3C4D5E",
			receipt, map[string]any{"order_no": "SO204411", "buyer_title": "杭州青禾文化传媒有限公司", "tax_no": "91330106MA2B3C4D5E"}},
		{"a word of the name and a colon", "Send the receipt for SO204411 to ap@qinghe.cn. Title: Qinghe Media Ltd., tax no 91330106MA2B3C4D5E",
			receipt, map[string]any{"order_no": "SO204411", "email": "ap@qinghe.cn", "buyer_title": "Qinghe Media Ltd.", "tax_no": "91330106MA2B3C4D5E"}},
		{"a word of the name without a colon labels nothing", "What title is on SO204411?", receipt, map[string]any{"order_no": "SO204411"}},
	})
}
