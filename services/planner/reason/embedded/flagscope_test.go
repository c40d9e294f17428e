package embedded

import "testing"

// TestFillArgsFlagNegationScope: a flag is cleared when a negation stands
// before any of its name's words, not only the first the goal writes, or
// when a negated command earlier in the word's clause reaches it ("don't
// put her on the waitlist"); a verb that puts someone somewhere (join,
// add) and a condition (if_full) are not words the goal must write. A
// negation in another clause, "don't forget to" and a clause that only
// says when leave the flag set.
func TestFillArgsFlagNegationScope(t *testing.T) {
	const (
		archived = `{"type":"object","properties":{"include_archived_orders":{"type":"boolean","description":"Also list archived orders."}}}`
		queue    = `{"type":"object","properties":{"session_ref":{"type":"string","pattern":"^SN-\\d{4}$"},"join_waitlist":{"type":"boolean","description":"Go on the waitlist when the session is full."}}}`
		whenFull = `{"type":"object","properties":{"session_ref":{"type":"string","pattern":"^SN-\\d{4}$"},"waitlist_if_full":{"type":"boolean","description":"Go on the waitlist when the session is full."}}}`
	)
	const send = `{"type":"object","properties":{"send":{"type":"boolean","description":"Email it to the client right away."}}}`
	runFillCases(t, []fillCase{
		{"a negation before the second word", "List the orders, but don't include archived ones", archived, map[string]any{"include_archived_orders": false}},
		{"both words, no negation", "List the orders, archived ones too", archived, map[string]any{"include_archived_orders": true}},
		{"a negated command reaches the word", "Book SN-1234 for her. Don't put her on the waitlist", queue, map[string]any{"session_ref": "SN-1234", "join_waitlist": false}},
		{"a conditional clause, then the place", "Book SN-1234 for her, add her to the waitlist if full", queue, map[string]any{"session_ref": "SN-1234", "join_waitlist": true}},
		{"满了就排候补", "帮她约 SN-1234，满了就排候补", queue, map[string]any{"session_ref": "SN-1234", "join_waitlist": true}},
		{"满了不要排候补", "帮她约 SN-1234，满了不要排候补", queue, map[string]any{"session_ref": "SN-1234", "join_waitlist": false}},
		{"a negated command after a condition", "Book SN-1234 for her; if it's full don't waitlist her", queue, map[string]any{"session_ref": "SN-1234", "join_waitlist": false}},
		{"a condition in the flag's name", "Book SN-1234 for her, add her to the waitlist if full", whenFull, map[string]any{"session_ref": "SN-1234", "waitlist_if_full": true}},
		{"don't forget to", "Book SN-1234, and don't forget to add her to the waitlist", queue, map[string]any{"session_ref": "SN-1234", "join_waitlist": true}},
		{"先别 just before the verb", "账单生成一下，先别发给客户", send, map[string]any{"send": false}},
		{"the 别 of 分别", "账单生成一下，分别发给两位客户", send, map[string]any{"send": true}},
		{"别的 names others", "账单生成一下，别的客户也发给他们", send, map[string]any{"send": true}},
		{"请别人 names others", "账单生成一下，请别人发给客户", send, map[string]any{"send": true}},
		{"a negation in another clause", "Don't call her, put her on the waitlist for SN-1234", queue, map[string]any{"session_ref": "SN-1234", "join_waitlist": true}},
	})
}
