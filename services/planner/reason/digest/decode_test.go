package digest

import (
	"encoding/json"
	"testing"
)

// Decode keeps numbers exact and takes nothing after the value but
// blanks: a tool output of `{} ]` is not an object.
func TestDecode(t *testing.T) {
	v, err := Decode(json.RawMessage(" {\"n\":1.50} \n"))
	if m, ok := v.(map[string]any); err != nil || !ok || m["n"] != json.Number("1.50") {
		t.Errorf("Decode = %v, %v; want map[n:1.50]", v, err)
	}
	for _, in := range []string{`{} ]`, `{"a":1} {"b":2}`, `{"a":`, `nul`} {
		if v, err := Decode(json.RawMessage(in)); err == nil {
			t.Errorf("Decode(%q) = %v, nil; want an error", in, v)
		}
	}
}
