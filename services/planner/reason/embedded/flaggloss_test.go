package embedded

import "testing"

// TestFillArgsFlagByAnySense sets a flag whose name is any sense of a
// goal's word, not only its plain translation, and clears it under a
// negation; a word with no such sense leaves it alone.
func TestFillArgsFlagByAnySense(t *testing.T) {
	const (
		complaint = `{"type":"object","properties":{"account":{"type":"string","pattern":"^[0-9]{6}$"},
			"urgent":{"type":"boolean","description":"Escalate to the duty manager."}}}`
		outage = `{"type":"object","properties":{"line":{"type":"string","pattern":"^F-[0-9]{3}$"},
			"customers_notified":{"type":"boolean","description":"Send the notice to affected customers now."}}}`
		imaging = `{"type":"object","properties":{"pet":{"type":"string","pattern":"^P[0-9]{4}$"},
			"sedation":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"another sense", "登记 123456 的投诉并标为紧急", complaint, map[string]any{"account": "123456", "urgent": true}},
		{"another sense negated", "登记 123456 的投诉，不紧急", complaint, map[string]any{"account": "123456", "urgent": false}},
		{"no sense of it", "登记 123456 的投诉", complaint, map[string]any{"account": "123456"}},
		{"two words, one by another sense", "F-112 线路停电检修，并马上通知用户", outage, map[string]any{"line": "F-112", "customers_notified": true}},
		{"the notice alone", "F-112 线路停电检修，通知一下", outage, map[string]any{"line": "F-112"}},
		{"a new word", "P1234 开个腹部B超，需要镇静", imaging, map[string]any{"pet": "P1234", "sedation": true}},
		{"no sedation named", "P1234 开个腹部B超", imaging, map[string]any{"pet": "P1234"}},
	})
}

// TestFillArgsRestrictionNegated reads the not of a flag's restriction in
// any negation of the goal: "haven't cleared yet" is "not yet cleared".
func TestFillArgsRestrictionNegated(t *testing.T) {
	const faults = `{"type":"object","properties":{"site":{"type":"string","pattern":"^S-[0-9]{3}$"},
		"only_active":{"type":"boolean","description":"Only faults not yet cleared."}}}`
	runFillCases(t, []fillCase{
		{"a contraction", "any lock failures at S-005 that haven't cleared yet?", faults, map[string]any{"site": "S-005", "only_active": true}},
		{"no negation", "any lock failures at S-005 cleared yet?", faults, map[string]any{"site": "S-005"}},
		{"no restriction named", "any lock failures at S-005?", faults, map[string]any{"site": "S-005"}},
	})
}

// TestEnumBySiblingSense names the value a goal's word plainly means where
// the enum also holds another sense of it, and the other sense where the
// plain one is no value.
func TestEnumBySiblingSense(t *testing.T) {
	const (
		both = `{"type":"object","properties":{"unit":{"type":"string","pattern":"^U-[0-9]{3}$"},
			"priority":{"type":"string","enum":["routine","urgent","emergency"]}}}`
		utility = `{"type":"object","properties":{"district":{"type":"string","pattern":"^D-[0-9]{3}$"},
			"utility":{"type":"string","enum":["electricity","water"]}}}`
		cancel = `{"type":"object","properties":{"session":{"type":"string","pattern":"^C[0-9]{4}$"},
			"reason":{"type":"string","enum":["coach_sick","facility_issue","other"]}}}`
	)
	runFillCases(t, []fillCase{
		{"the plain sense wins", "U-301 整个屋子没电了，紧急报修", both, map[string]any{"unit": "U-301", "priority": "emergency"}},
		{"an outage names its utility", "D-101 现在还在停电的故障有哪些", utility, map[string]any{"district": "D-101", "utility": "electricity"}},
		{"and water", "D-101 这周有哪些停水", utility, map[string]any{"district": "D-101", "utility": "water"}},
		{"no utility named", "D-101 这周有哪些故障", utility, map[string]any{"district": "D-101"}},
		{"a reason in two words", "林教练发烧了，C4183 取消掉", cancel, map[string]any{"session": "C4183", "reason": "coach_sick"}},
		{"the coach alone", "林教练说 C4183 取消掉", cancel, map[string]any{"session": "C4183"}},
	})
}

// TestFillArgsFlagWhenLeftUnsaid sets a flag whose name ends in when its
// act is done by the act alone, cleared under a negation.
func TestFillArgsFlagWhenLeftUnsaid(t *testing.T) {
	const (
		invoice = `{"type":"object","properties":{"fleet":{"type":"string","pattern":"^FL-[0-9]{4}$"},
			"issue_now":{"type":"boolean","description":"Issue immediately instead of keeping as draft."}}}`
		estimate = `{"type":"object","properties":{"pet":{"type":"string","pattern":"^P[0-9]{4}$"},
			"send_to_owner":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"the act negated", "Regenerate the invoice for FL-3011 but keep it as a draft, don't issue it yet.", invoice, map[string]any{"fleet": "FL-3011", "issue_now": false}},
		{"the act", "Regenerate the invoice for FL-3011 and issue it.", invoice, map[string]any{"fleet": "FL-3011", "issue_now": true}},
		{"no act", "Regenerate the invoice for FL-3011.", invoice, map[string]any{"fleet": "FL-3011"}},
		{"a Chinese send", "P1234 出个报价，发给主人", estimate, map[string]any{"pet": "P1234", "send_to_owner": true}},
		{"the owner alone", "P1234 出个报价，主人还没决定", estimate, map[string]any{"pet": "P1234"}},
	})
}
