package lexical

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func TestShapeOf(t *testing.T) {
	tests := []struct {
		example   string
		want      string
		match, no string
	}{
		{"SO-448120", `^(?i:SO)-[0-9]{6}$`, "SO-500231", "PO-500231"},
		{"WH-SH01", `^(?i:WH)-[A-Za-z]{2}[0-9]{2}$`, "WH-GZ02", "WH-GZ2"},
		{"沪A12345", `^\p{Han}[A-Za-z][0-9]{5}$`, "京B54321", "A12345"},
		{"Shanghai", "", "", ""}, // a word, not a shape
	}
	for _, tc := range tests {
		t.Run(tc.example, func(t *testing.T) {
			got := shapeOf(tc.example)
			if got != tc.want {
				t.Fatalf("shapeOf(%q) = %q, want %q", tc.example, got, tc.want)
			}
			if got == "" {
				return
			}
			re, ok := specific(got)
			if !ok {
				t.Fatalf("%s is not specific", got)
			}
			if !re.MatchString(tc.match) || re.MatchString(tc.no) {
				t.Errorf("%s: %q should match, %q should not", got, tc.match, tc.no)
			}
		})
	}
}

func TestSpecific(t *testing.T) {
	tests := []struct {
		expr string
		want bool
	}{
		{`^SHP-[0-9]{8}$`, true},
		{`^1[3-9][0-9]{9}$`, true},
		{`^[A-Za-z]+$`, false},         // any word
		{`^[0-9]+$`, false},            // any number
		{`^\d{4}-\d{2}-\d{2}$`, false}, // a date: dates are everywhere
		{`^.*$`, false},
		{`([`, false}, // does not compile
	}
	for _, tc := range tests {
		t.Run(tc.expr, func(t *testing.T) {
			if _, got := specific(tc.expr); got != tc.want {
				t.Errorf("specific(%q) = %v, want %v", tc.expr, got, tc.want)
			}
		})
	}
}

// idCatalog has tools that tell their objects apart only by the shape of
// the IDs they take: a pattern, an example, a format.
func idCatalog() []toolspec.Spec {
	param := func(props string, required ...string) json.RawMessage {
		req, _ := json.Marshal(required)
		return json.RawMessage(`{"type":"object","properties":{` + props + `},"required":` + string(req) + `}`)
	}
	return []toolspec.Spec{
		{Name: "get_sales_order", Description: "Look up the status of a record.",
			Parameters: param(`"order_no":{"type":"string","pattern":"^SO-[0-9]{6}$"}`, "order_no")},
		{Name: "get_purchase", Description: "Look up the status of a record.",
			Parameters: param(`"po":{"type":"string","description":"Purchase number, e.g. PO-2025-0113."}`, "po")},
		{Name: "get_contact", Description: "Look up the status of a record.",
			Parameters: param(`"email":{"type":"string","format":"email"}`, "email")},
		{Name: "list_records", Description: "List the records and their status."},
		{Name: "move_stock", Description: "Move stock of an item between sites.",
			Parameters: param(`"item":{"type":"string","pattern":"^IT-[0-9]{4}$"},"from":{"type":"string","pattern":"^ST-[0-9]{2}$"},"to":{"type":"string","pattern":"^ST-[0-9]{2}$"}`, "item", "from", "to")},
		{Name: "get_stock", Description: "Stock of an item at a site, and how it moved.",
			Parameters: param(`"item":{"type":"string","pattern":"^IT-[0-9]{4}$"},"site":{"type":"string","pattern":"^ST-[0-9]{2}$"}`, "item")},
	}
}

func TestValuesChooseTools(t *testing.T) {
	ix := NewIndex(idCatalog(), Options{})
	tests := []struct {
		query, want string
	}{
		{"status of SO-448120", "get_sales_order"},               // pattern
		{"status of PO-2024-0981", "get_purchase"},               // example's shape
		{"status of ana@example.com", "get_contact"},             // format
		{"SO-448121 的状态", "get_sales_order"},                     // in a Chinese goal
		{"move 20 of IT-1234 from ST-01 to ST-02", "move_stock"}, // the tool that takes all three values
	}
	for _, tc := range tests {
		t.Run(tc.query, func(t *testing.T) {
			sel := ix.Select(tc.query)
			if sel.Best != tc.want {
				t.Errorf("Select(%q) = %q, want %q; scores %v", tc.query, sel.Best, tc.want, sel.Scores)
			}
		})
	}
}

func TestValuesWithSchemaOff(t *testing.T) {
	// Without schema evidence the words alone cannot tell these apart:
	// the test above holds because of the values.
	ix := NewIndex(idCatalog(), Options{SchemaWeight: -1})
	for _, q := range []string{"status of SO-448120"} {
		sel := ix.Select(q)
		if len(sel.Scores) > 1 && sel.Scores[0].Score-sel.Scores[1].Score > DefaultMargin {
			t.Errorf("Select(%q) without schema evidence leads clearly: %v", q, sel.Scores)
		}
	}
}

func TestNegTermsKeepOwnWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "get_parcel", Description: "Look up one parcel: where it is and when it arrives.",
			WhenNotToUse: "Listing many parcels (use list_parcels). Never changes a parcel."},
		{Name: "list_parcels", Description: "Search parcels by city and date.",
			WhenNotToUse: "One known parcel (use get_parcel)."},
	}
	ix := NewIndex(cat, Options{})
	tests := []struct{ query, want string }{
		{"where is parcel P1 now, when does it arrive", "get_parcel"},
	}
	for _, tc := range tests {
		t.Run(tc.query, func(t *testing.T) {
			sel := ix.Select(tc.query)
			if sel.Best != tc.want {
				t.Errorf("Select(%q) = %q, want %q; scores %v", tc.query, sel.Best, tc.want, sel.Scores)
			}
		})
	}
	var f [numFields][]term
	f[fieldName] = analyze(cat[0].Name, nil)
	f[fieldDesc] = analyze(cat[0].Description, nil)
	var got []string
	for _, tm := range negTerms(cat[0].WhenNotToUse, f, map[string]bool{"list_parcels": true, "get_parcel": true}) {
		got = append(got, tm.text)
	}
	if want := []string{"list", "never", "chang"}; !slices.Equal(got, want) {
		t.Errorf("negTerms = %q, want %q", got, want)
	}
}

// TestDefaultedParamsNeedNoValue: a required parameter whose schema says
// what an unstated value is need not be stated for its tool to fit.
func TestDefaultedParamsNeedNoValue(t *testing.T) {
	const desc = "Calculate the probability of drawing a flush in a poker game."
	params := func(prop string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{"deck_size":` + prop + `},"required":["deck_size"]}`)
	}
	tests := []struct {
		name   string
		params json.RawMessage
		want   bool
	}{
		{"default in the description", params(`{"type":"integer","description":"The size of the deck. Default is 52."}`), true},
		{"default in the schema", params(`{"type":"integer","description":"The size of the deck.","default":52}`), true},
		{"no default", params(`{"type":"integer","description":"The size of the deck."}`), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ix := NewIndex([]toolspec.Spec{{Name: "poker_flush", Description: desc, Parameters: tc.params}}, Options{})
			sel := ix.Select("What is the probability of drawing a flush in poker?")
			if got := sel.Best != ""; got != tc.want {
				t.Errorf("chosen = %v, want %v; scores %v", got, tc.want, sel.Scores)
			}
		})
	}
}
