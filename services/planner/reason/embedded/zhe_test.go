package embedded

import "testing"

func TestFillArgsZheDiscount(t *testing.T) {
	const promo = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^P[0-9]{4}$"},"kind":{"type":"string","enum":["percentage","flat"]},"off":{"type":"number","description":"Percent off for percentage, else yuan off."}},"required":["sku","off"]}`
	runFillCases(t, []fillCase{
		{"8折 is 20 off", "P1234 打8折", promo, map[string]any{"sku": "P1234", "kind": "percentage", "off": 20.0}},
		{"八五折 is 15 off", "P1234 八五折促销", promo, map[string]any{"sku": "P1234", "kind": "percentage", "off": 15.0}},
		{"a percent off in English", "P1234 at 25% off", promo, map[string]any{"sku": "P1234", "kind": "percentage", "off": 25.0}},
	})
}
