package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryTaskWords: the small words of a request — a fee settled
// (结清), a sum refunded (退), a customer's profile (资料), readings
// estimated several periods running (连续), an animal someone found
// (捡到), a notice sent at once (马上) — find the tools described in
// English.
func TestGlossaryTaskWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "writer_payouts", Description: "List the payments made to a writer and whether each is settled.", SideEffect: toolspec.Read},
		{Name: "money_back", Description: "Refund a payment to a subscriber.", SideEffect: toolspec.Write},
		{Name: "person_card", Description: "Show a customer's profile and contact information.", SideEffect: toolspec.Read},
		{Name: "guess_reads", Description: "Accounts whose readings were estimated for consecutive periods.", SideEffect: toolspec.Read},
		{Name: "chip_owner", Description: "Find the owner of a found animal from its chip.", SideEffect: toolspec.Read},
		{Name: "alert_all", Description: "Inform every customer immediately.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"这位作者上个月的稿费都结清了吗", "writer_payouts"},
		{"SUB-1 被多扣了，退他98元", "money_back"},
		{"查下 CU-1 的资料", "person_card"},
		{"连续3期以上估抄的有哪些", "guess_reads"},
		{"有人捡到一只狗送过来，查查主人", "chip_owner"},
		{"马上告知所有用户", "alert_all"},
	})
}

// TestGlossaryTaskWordsLeaveAlone: the new words take no characters from
// the words around them — 退款 stays a refund, 有空吗 keeps 有空, 付款
// is not cut by 付清 — and 有空位 and 有空闲 read whole rather than
// leaving their last character behind 有空.
func TestGlossaryTaskWordsLeaveAlone(t *testing.T) {
	for text, want := range map[string][]string{
		"帮我退款":    {"退款"},
		"明天有空吗":   {"有空"},
		"付款记录":    {"付款", "记录"},
		"还有空位的课":  {"有空位"},
		"现在空闲的班组": {"现在", "空闲", "班组"},
		"有空闲的班组":  {"有空闲", "班组"},
	} {
		if long := longWords(text); !slices.Equal(long, want) {
			t.Errorf("segment(%q) = %q, want %q", text, long, want)
		}
	}
}

// TestGlossaryTaskWordsMore: a contract settled (结了), a rate (率), the
// households reached (户) and a phone number changed (换) find their
// tools over neighbours that share the rest of the request.
func TestGlossaryTaskWordsMore(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "lease_end", Description: "Close and settle a rental contract.", SideEffect: toolspec.Write},
		{Name: "lease_more", Description: "Extend a rental contract.", SideEffect: toolspec.Write},
		{Name: "denial_share", Description: "Rate of denied claims.", SideEffect: toolspec.Read},
		{Name: "denial_count", Description: "Count of denied claims.", SideEffect: toolspec.Read},
		{Name: "homes_hit", Description: "Number of households without power.", SideEffect: toolspec.Read},
		{Name: "power_cuts", Description: "List the power cuts.", SideEffect: toolspec.Read},
		{Name: "number_swap", Description: "Replace a customer's mobile number.", SideEffect: toolspec.Write},
		{Name: "number_show", Description: "Show a customer's mobile number.", SideEffect: toolspec.Read},
	}
	checkSelects(t, cat, []selectCase{
		{"RA-1 还车了，把合同结了", "lease_end"},
		{"拒付率是多少", "denial_share"},
		{"上周停电影响了多少户", "homes_hit"},
		{"客户换手机号了", "number_swap"},
	})
}

// TestGlossaryTaskWordsTrial: a trial used up (用完) and put off by days
// (延) is extended, not ended; a sum paid (付钱) stays a payment.
func TestGlossaryTaskWordsTrial(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "trial_longer", Description: "Extend a subscriber's trial by some days.", SideEffect: toolspec.Write},
		{Name: "trial_stop", Description: "End a subscriber's trial now.", SideEffect: toolspec.Write},
		{Name: "money_in", Description: "Record a payment by a subscriber.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"试用还没用完，给他再延7天", "trial_longer"},
		{"他已经付钱了，登记一下", "money_in"},
	})
}
