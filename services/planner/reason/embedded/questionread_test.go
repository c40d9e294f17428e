package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanQuestionRead: a question a write's words lead ("which guests
// check in", a refund paid in cash beside the cash payments asked about)
// is answered by the read that leads the other reads, though the write
// left it no clear lead or took the threshold's share from it.
func TestPlanQuestionRead(t *testing.T) {
	store := `"store":{"type":"string","description":"Store: nanshan (南山店, Nanshan), futian (福田店, Futian).","enum":["nanshan","futian"]}`
	hotel := `"property":{"type":"string","description":"Hotel: bund (外滩店), airport (机场店).","enum":["bund","airport"]}`
	hotels := []toolspec.Spec{
		{Name: "guest_check_in", Description: "Check a guest in on arrival: assign a room and issue room keys.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"confirmation_no":{"type":"string","description":"Reservation confirmation number, e.g. HC2093318."}},"required":["confirmation_no"]}`)},
		{Name: "reservations_search", Description: "Find reservations by guest name, hotel, arrival day or status.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"guest_name":{"type":"string"},` + hotel + `,"arrival_date":{"type":"string","format":"date"}}}`)},
		{Name: "revenue_report", Description: "Revenue of a hotel over a period, by department.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + hotel + `,"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}}}`)},
		{Name: "rooms_by_status", Description: "List rooms of a hotel by housekeeping status.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + hotel + `,"status":{"type":"string","enum":["clean","dirty"]}}}`)},
	}
	stores := []toolspec.Spec{
		{Name: "refund_return", Description: "Return and refund one SKU from a receipt.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"receipt_no":{"type":"string","description":"POS receipt number printed on the till slip, e.g. RC2511190087."},"sku":{"type":"string","description":"Product SKU, e.g. P203118."},"refund_method":{"type":"string","description":"original_payment (原路退回), cash (现金), store_credit.","enum":["original_payment","cash","store_credit"]}},"required":["receipt_no","sku"]}`)},
		{Name: "transactions_search", Description: "Find POS transactions at a store by time window, payment method, amount and status.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + store + `,"start_time":{"type":"string","format":"date-time","description":"Earliest transaction time."},"end_time":{"type":"string","format":"date-time","description":"Latest transaction time."},"payment_method":{"type":"string","description":"cash (现金), wechat_pay (微信), bank_card (银行卡).","enum":["cash","wechat_pay","bank_card"]},"min_amount":{"type":"number","description":"Smallest ticket total in CNY."}}}`)},
	}
	tests := []struct {
		goal  string
		cat   []toolspec.Spec
		tools []string
	}{
		{"Which guests check in at the airport today?", hotels, []string{"reservations_search"}},
		{"Check in the guest on HC2093318", hotels, []string{"guest_check_in"}},
		{"今天上午9点到11点，南山店现金付款超过500块的单子有哪些", stores, []string{"transactions_search"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, tc.cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}
