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
