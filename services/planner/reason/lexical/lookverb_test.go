package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestLookVerbWeighsLittle: a request opening with 看看 or 查一下 asks
// for what follows, not for the tool named after a check; a request
// that asks for the check itself still finds it.
func TestLookVerbWeighsLittle(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "get_identity_check", Description: "Get the result of an identity check on a visitor."},
		{Name: "list_visits", Description: "List visits (来访) by date, with visitor and host."},
		{Name: "reserve_desk", Description: "Reserve a desk for a day.", SideEffect: toolspec.Write},
	}
	tests := []selectCase{
		{"帮我看看明天有哪些来访", "list_visits"},
		{"查一下下周的来访", "list_visits"},
		{"访客的身份核查结果", "get_identity_check"},
	}
	checkSelects(t, cat, tests)
}

// TestLookVerb: the look verb a request opens with, after a polite word,
// when something follows it; none inside a request.
func TestLookVerb(t *testing.T) {
	for q, want := range map[string]string{
		"帮我看看明天的来访": "看看",
		"查一下库存":     "查一下",
		"库存查一下":     "",
		"看看":        "",
	} {
		if got := lookVerb(q); got != want {
			t.Errorf("lookVerb(%q) = %q, want %q", q, got, want)
		}
	}
}
