package embedded

import (
	"regexp"
	"strings"
	"testing"
)

// TestFillArgsEnumClause: a description that explains each value in a
// clause after a colon names the value whose clause the goal says most
// of — two words at least, none of them shared by two clauses.
func TestFillArgsEnumClause(t *testing.T) {
	const stop = `{"type":"object","properties":{"press":{"type":"string","pattern":"^PR-[0-9]{3}$"},"kind":{"type":"string","enum":["scheduled","unplanned"],"description":"scheduled: service booked ahead on the maintenance calendar; unplanned: the machine broke or jammed without warning."}}}`
	runFillCases(t, []fillCase{
		{"the second clause", "PR-114 jammed without any warning this morning", stop, map[string]any{"press": "PR-114", "kind": "unplanned"}},
		{"the first clause", "PR-114 is down for the service on the calendar", stop, map[string]any{"press": "PR-114", "kind": "scheduled"}},
		{"one word is too few", "PR-114 jammed", stop, map[string]any{"press": "PR-114"}},
	})
}

// TestValueClause: the clause a description gives a value is the one the
// pattern "(start or ; . 。) value: clause up to ;" finds, case aside.
func TestValueClause(t *testing.T) {
	descs := []string{
		"voluntary: the passenger changed plans; involuntary: the airline cancelled the flight",
		"Kind. Scheduled : booked ahead；unplanned：broke down",
		"Refund type (voluntary or involuntary). voluntary: own choice",
		"the involuntary: not a clause; voluntary:   ; voluntary: second one",
		"  voluntary: leading spaces",
		"involuntary: first; voluntary: after involuntary",
		"",
	}
	for _, d := range descs {
		for _, v := range []string{"voluntary", "involuntary", "scheduled", "unplanned"} {
			re := regexp.MustCompile(`(?i)(?:^|[;；.。]\s*)` + regexp.QuoteMeta(v) + `\s*[:：]\s*([^;；]+)`)
			want, wantOK := "", false
			if m := re.FindStringSubmatch(d); m != nil {
				want, wantOK = strings.ToLower(m[1]), true
			}
			got, ok := valueClause(strings.ToLower(d), v)
			if ok != wantOK || strings.TrimSpace(got) != strings.TrimSpace(want) {
				t.Errorf("valueClause(%q, %q) = %q, %v; want %q, %v", d, v, got, ok, want, wantOK)
			}
		}
	}
}
