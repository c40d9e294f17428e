package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryTradeWords: the words of the trades that serve people over
// a counter or a line — limitation periods (诉讼时效), evidence (证据),
// appeals (上诉), refills of chronic prescriptions (续方, 慢病), indoor
// coverage (室内, 覆盖), coupons (券), luxury cars (豪华), tolls (高速费),
// lockers (柜子) and body fat (体脂) — find the tools described in
// English.
func TestGlossaryTradeWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "period_watch", Description: "Limitation periods running out soon."},
		{Name: "exhibit_upload", Description: "Attach evidence to a case.", SideEffect: toolspec.Write},
		{Name: "higher_court", Description: "Lodge an appeal.", SideEffect: toolspec.Write},
		{Name: "repeat_scripts", Description: "Refills due for chronic patients."},
		{Name: "signal_map", Description: "Indoor coverage at an address."},
		{Name: "voucher_send", Description: "Send a coupon to a guest.", SideEffect: toolspec.Write},
		{Name: "fleet_quote", Description: "Quote a luxury car for some days."},
		{Name: "road_tolls", Description: "Tolls a car ran up."},
		{Name: "box_rent", Description: "Rent a locker to a member.", SideEffect: toolspec.Write},
		{Name: "fat_trend", Description: "Body fat over time."},
	}
	checkSelects(t, cat, []selectCase{
		{"未来30天内到期的诉讼时效有哪些", "period_watch"},
		{"把这份证据传上去", "exhibit_upload"},
		{"这个案子要上诉", "higher_court"},
		{"哪些慢病患者下周要续方", "repeat_scripts"},
		{"文三路478号室内覆盖怎么样", "signal_map"},
		{"给这位客人发一张券", "voucher_send"},
		{"豪华车租三天多少钱", "fleet_quote"},
		{"这台车上个月的高速费", "road_tolls"},
		{"给他租一个柜子", "box_rent"},
		{"他的体脂变化", "fat_trend"},
	})
}
