package embedded

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanPeriodRates: an amount written with the period it is paid for
// goes to the money parameter paid by that period, the period binding to
// the number beside it; a bound, or a count per period, leave it to the
// other rules.
func TestPlanPeriodRates(t *testing.T) {
	const (
		hire  = `{"type":"object","properties":{"tutor_id":{"type":"string"},"sessions":{"type":"integer"},"day_rate":{"type":"number","description":"Day rate in USD."}}}`
		tarif = `{"type":"object","properties":{"lot_id":{"type":"string"},"per_hour":{"type":"number","description":"Yuan per hour."},"day_cap":{"type":"number","description":"Most charged in one day, in yuan."}}}`
		find  = `{"type":"object","properties":{"area":{"type":"string"},"daily_price":{"type":"number","description":"Highest price per day."}}}`
		shift = `{"type":"object","properties":{"pay":{"type":"number","description":"Pay for each day worked, in yuan."}}}`
		trips = `{"type":"object","properties":{"route":{"type":"string"},"trips":{"type":"integer"},"fare":{"type":"number","description":"Fare per day pass."}}}`
	)
	e := newEngine(t)
	for _, tc := range []struct {
		name, goal, params string
		want               map[string]any
	}{
		{"an amount a day", "Hire tutor TU-3310 for the exam week at 950 a day.", hire, map[string]any{"tutor_id": "TU-3310", "day_rate": 950.0}},
		{"each period its own number", "P-17停车场每小时改成9元，每天封顶60元", tarif, map[string]any{"per_hour": 9.0, "day_cap": 60.0}},
		{"the periods written the other way round", "P-17停车场每天封顶60元，每小时改成9元", tarif, map[string]any{"per_hour": 9.0, "day_cap": 60.0}},
		{"an amount per hour in English", "Lot P-17: charge 9 yuan per hour from Monday.", tarif, map[string]any{"per_hour": 9.0}},
		// must leave alone
		{"hours counted after a period", "TU-3310 每天上课6小时", shift, map[string]any{}},
		{"a bound of a search", "找个静安的房子，每天不超过800", find, map[string]any{}},
		{"a count per day", "Route 12 runs 6 trips a day now.", trips, map[string]any{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cat := []toolspec.Spec{{Name: "set_terms", Description: "Set the terms.", Parameters: json.RawMessage(tc.params), SideEffect: toolspec.Write}}
			st := planGiven(t, e, tc.goal, cat)
			got := st.Args
			for k, v := range tc.want {
				if !reflect.DeepEqual(got[k], v) {
					t.Errorf("%s = %#v, want %#v (args %v)", k, got[k], v, got)
				}
			}
			for _, k := range []string{"day_rate", "per_hour", "day_cap", "daily_price", "fare", "pay"} {
				if _, ok := tc.want[k]; !ok && got[k] != nil {
					t.Errorf("%s = %#v, want none (args %v)", k, got[k], got)
				}
			}
		})
	}
}
