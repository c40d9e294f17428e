package digest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
)

// decodeFresh is Decode with a decoder of its own, as Decode was before
// decoders were reused: the reference the reused ones must match.
func decodeFresh(b []byte) (any, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, fmt.Errorf("trailing data after JSON value")
	}
	return v, nil
}

// A decoder that failed, or left input after the value, is not reused:
// the next decode starts clean.
func TestDecodeAfterTrailingInput(t *testing.T) {
	for _, in := range []string{`{} ]`, `{"a":1} {"b":2}`, `{"a":`, `[1,2] `, "\"s\"\n\t", `nul`} {
		_, _ = Decode(json.RawMessage(in))
		v, err := Decode(json.RawMessage(`{"x":1}`))
		if m, ok := v.(map[string]any); err != nil || !ok || m["x"] != json.Number("1") {
			t.Errorf("after %q: Decode = %v, %v; want map[x:1]", in, v, err)
		}
	}
}

// Decode with reused decoders reads every input, and the one after it,
// exactly as a fresh decoder does.
func FuzzDecode(f *testing.F) {
	for _, seed := range [][2]string{
		{`{}`, `{"rows":[{"n":1.50}],"rows_count":1}`},
		{`{} ]`, `[]`},
		{`{"a":1} {"b":2}`, ` "x" `},
		{`{"a":`, `null`},
		{`12 `, `{"a":[1,2,{"b":null}]}`},
		{"\t[true]\n", `"\u00e9"`},
	} {
		f.Add([]byte(seed[0]), []byte(seed[1]))
	}
	f.Fuzz(func(t *testing.T, first, second []byte) {
		for _, in := range [][]byte{first, second} {
			got, gotErr := Decode(in)
			want, wantErr := decodeFresh(in)
			if (gotErr != nil) != (wantErr != nil) || !reflect.DeepEqual(got, want) {
				t.Fatalf("Decode(%q) = %v, %v; a fresh decoder gives %v, %v", in, got, gotErr, want, wantErr)
			}
		}
	})
}

func BenchmarkDecode(b *testing.B) {
	for _, in := range []struct{ name, json string }{
		{"empty", `{}`},
		{"rows", `{"rows":[{"product":"a","dau":1200,"change":0.05},{"product":"b","dau":800,"change":-0.02}],"rows_count":2}`},
	} {
		b.Run(in.name, func(b *testing.B) {
			raw := json.RawMessage(in.json)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Decode(raw); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
