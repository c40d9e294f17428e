package embedded

import (
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestFillArgsBirthDate gives a birth-date parameter the birth date the
// goal records, which is no period of the goal; another date parameter
// takes none from it.
func TestFillArgsBirthDate(t *testing.T) {
	e := newEngine(t)
	for _, tc := range []struct{ param, want string }{
		{"date_of_birth", "2018-05-03"},
		// must leave alone
		{"visit_date", ""},
	} {
		params := `{"type":"object","properties":{"name":{"type":"string"},"` + tc.param + `":{"type":"string","format":"date"}}}`
		got, _, _ := fillSpec(t, e, "register a child card for 张小雨, born 2018-05-03", &toolspec.Spec{Name: "t", SideEffect: toolspec.Write, Parameters: json.RawMessage(params)})
		v, _ := got[tc.param].(string)
		if v != tc.want {
			t.Errorf("%s = %q, want %q (args %v)", tc.param, v, tc.want, got)
		}
	}
}

// TestFillArgsBirthDateBesideAnotherDay: with a birth date and the day a
// record starts both written, the birth-date parameter takes the birth
// date and the other the day; a birth-date parameter takes no day that is
// not written as one.
func TestFillArgsBirthDateBesideAnotherDay(t *testing.T) {
	e := newEngine(t)
	params := `{"type":"object","properties":{"name":{"type":"string"},"date_of_birth":{"type":"string","format":"date"},"join_date":{"type":"string","format":"date"}}}`
	spec := &toolspec.Spec{Name: "t", SideEffect: toolspec.Write, Parameters: json.RawMessage(params)}
	for _, tc := range []struct{ goal, born, join string }{
		{"登记新会员：周小梅，1950年5月2日出生，7月1号入会", "1950-05-02", "2025-07-01"},
		// must leave alone
		{"登记新会员：周小梅，7月1号入会", "", "2025-07-01"},
	} {
		got, _, _ := fillSpec(t, e, tc.goal, spec)
		born, _ := got["date_of_birth"].(string)
		join, _ := got["join_date"].(string)
		if born != tc.born || join[:min(len(join), 10)] != tc.join {
			t.Errorf("%s: date_of_birth = %q, join_date = %q, want %q, %q", tc.goal, born, join, tc.born, tc.join)
		}
	}
}
