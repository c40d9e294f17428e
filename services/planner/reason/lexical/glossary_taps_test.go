package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryBrewTapsAndReplies: 酿 brews, 龙头 is a tap and 换上 puts
// something on it, 排在 a day schedules and 会来 replies attending; 排行
// still ranks.
func TestGlossaryBrewTapsAndReplies(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "plan_brew", Description: "Plan a brew of a recipe on a brew day."},
		{Name: "tap_change", Description: "Put a beer on a tap or take it off."},
		{Name: "book_audit", Description: "Schedule an audit of a branch."},
		{Name: "audit_findings", Description: "Findings of past audits of a branch."},
		{Name: "note_reply", Description: "Record whether an invitee is attending or not."},
		{Name: "invitee_list", Description: "Invitees of a party with their phone numbers."},
		{Name: "branch_ranking", Description: "Ranking of branches by sales."},
		{Name: "beer_styles", Description: "Our beers with their styles: wheat beer, stout, lager."},
	}
	checkSelects(t, cat, []selectCase{
		{"周五酿一锅燕麦世涛", "plan_brew"},
		{"3号龙头换上新到的小麦啤", "tap_change"},
		{"南门分行的年度审计排在下个月八号", "book_audit"},
		{"小周刚说周六会来", "note_reply"},
		{"南门分行的销售排行第几", "branch_ranking"},
	})
}
