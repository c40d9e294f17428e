package timeexpr

import (
	"testing"
	"time"
)

// TestOrdered moves the weekday an order names alone to the one to come
// unless the text tells something done on it.
func TestOrdered(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2025, 11, 12, 9, 15, 0, 0, loc) // a Wednesday
	for _, tc := range []struct{ text, want string }{
		{"Add the roaming pass starting Saturday", "2025-11-15..2025-11-15"},
		{"move Monday's shift to Tom", "2025-11-17..2025-11-17"},
		// must leave alone
		{"Add a 560 yuan notary expense, paid on Monday", "2025-11-10..2025-11-10"},
		{"周一已经付了500元，记一下", "2025-11-10..2025-11-10"},
		{"Add the pass since Saturday", "2025-11-08..2025-11-12"},
		{"RX-0479 周一的班", "2025-11-10..2025-11-10"},
		{"Export Monday's timesheets to payroll", "2025-11-10..2025-11-10"},
		{"请把周一的工时导出到工资系统", "2025-11-10..2025-11-10"},
	} {
		res := Resolve(tc.text, now, loc)
		if res.Range == nil {
			t.Fatalf("Resolve(%q) = no range", tc.text)
		}
		if got := Ordered(tc.text, res.Primary, now); got.String() != tc.want {
			t.Errorf("Ordered(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
}

// TestBornOn tells a birth date from the period a request is about.
func TestBornOn(t *testing.T) {
	now := time.Date(2026, 12, 7, 10, 0, 0, 0, time.FixedZone("CST", 8*3600))
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"register 一张 child card：张小雨，2018-05-03 出生", true},
		{"add a member, born 1990-02-11", true},
		{"新增读者，出生日期 2001年3月4日", true},
		// must leave alone
		{"register a card for the 2018-05-03 event", false},
		{"2025-05-03 出发的行程", false},
	} {
		res := Resolve(tc.text, now, nil)
		if res.Range == nil {
			t.Fatalf("Resolve(%q) = no range", tc.text)
		}
		if got := BornOn(tc.text, res.Primary); got != tc.want {
			t.Errorf("BornOn(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
