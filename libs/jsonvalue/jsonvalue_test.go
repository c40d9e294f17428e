package jsonvalue

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// unmarshal is what Decode stands for: json.Unmarshal into an any.
func unmarshal(b []byte) (any, error) {
	var v any
	err := json.Unmarshal(b, &v)
	return v, err
}

// unmarshalNumbers is what DecodeNumbers stands for: jsonschema's decoder.
func unmarshalNumbers(b []byte) (any, error) { return jsonschema.UnmarshalJSON(bytes.NewReader(b)) }

func TestDecodeInTurn(t *testing.T) {
	inputs := []string{`{"a":1.50}`, " [1, \"x\"] \n", `{"a":1} {"b":2}`, `{"a":`, `{} ]`, `"s"`, `nul`, `12`, ``, `  `, `{"c":null}`}
	for range 3 {
		for _, in := range inputs {
			for _, tc := range []struct {
				name      string
				got, want func([]byte) (any, error)
			}{{"Decode", Decode, unmarshal}, {"DecodeNumbers", DecodeNumbers, unmarshalNumbers}} {
				got, gotErr := tc.got([]byte(in))
				want, wantErr := tc.want([]byte(in))
				if (gotErr != nil) != (wantErr != nil) || (wantErr == nil && !reflect.DeepEqual(got, want)) {
					t.Errorf("%s(%q) = %v, %v; want %v, %v", tc.name, in, got, gotErr, want, wantErr)
				}
			}
		}
	}
	if _, err := Decode([]byte(`{} {}`)); err != ErrTrailing {
		t.Errorf("Decode of two values: error %v, want ErrTrailing", err)
	}
}

// Decoding with reused decoders reads every input, and the one after it,
// exactly as decoding afresh does.
func FuzzDecode(f *testing.F) {
	for _, seed := range [][2]string{
		{`{}`, `{"rows":[{"n":1.50}],"rows_count":1}`},
		{`{} ]`, `[]`},
		{`{"a":1} {"b":2}`, ` "x" `},
		{`{"a":`, `null`},
		{`12 `, `{"a":[1,2,{"b":null}]}`},
		{"\t[true]\n", `"\u00e9"`},
		{`1e400`, `{"n":-0}`},
	} {
		f.Add([]byte(seed[0]), []byte(seed[1]))
	}
	f.Fuzz(func(t *testing.T, first, second []byte) {
		for _, in := range [][]byte{first, second} {
			for _, tc := range []struct {
				name      string
				got, want func([]byte) (any, error)
			}{{"Decode", Decode, unmarshal}, {"DecodeNumbers", DecodeNumbers, unmarshalNumbers}} {
				got, gotErr := tc.got(in)
				want, wantErr := tc.want(in)
				if (gotErr != nil) != (wantErr != nil) || (wantErr == nil && !reflect.DeepEqual(got, want)) {
					t.Fatalf("%s(%q) = %v, %v; want %v, %v", tc.name, in, got, gotErr, want, wantErr)
				}
			}
		}
	})
}
