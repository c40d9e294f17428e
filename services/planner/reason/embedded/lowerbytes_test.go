package embedded

import (
	"context"
	"slices"
	"testing"
)

// TestEnumValueWhoseLowerCaseIsShorter matches an enum whose value holds
// the Kelvin sign (three bytes, lower-cased by strings.ToLower to a one-byte
// k): the place found in the lower-cased goal must be read with the length
// the value has there, not past the goal's end.
func TestEnumValueWhoseLowerCaseIsShorter(t *testing.T) {
	e := New(Options{})
	enum := []any{"\u212Aelvin", "celsius"}
	for goal, want := range map[string][]string{
		"Read the sensor in kelvin":      nil, // a k is not the Kelvin sign
		"Read the sensor in \u212Aelvin": {"\u212Aelvin"},
		"Read the sensor in celsius":     {"celsius"}, // leave alone
	} {
		tk, err := e.Parse(context.Background(), goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := e.enumMatches(enum, "unit", "", tk, goal); !slices.Equal(got, want) {
			t.Errorf("%q: matches = %q, want %q", goal, got, want)
		}
	}
}

// TestGoalWithDottedCapitalI matches enum values in goals whose İ
// lower-cases to another length and whose Ä is not ASCII: each value is
// found as the goal writes it, whatever the letters before it.
func TestGoalWithDottedCapitalI(t *testing.T) {
	e := New(Options{})
	enum := []any{"Ärzte", "İzmir", "north"}
	for goal, want := range map[string][]string{
		"İİİİ release the report for ÄRZTE": {"Ärzte"},
		"Send it to İzmir":                  {"İzmir"},
		"İİİİ send it north":                {"north"}, // leave alone
	} {
		tk, err := e.Parse(context.Background(), goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := e.enumMatches(enum, "region", "", tk, goal); !slices.Equal(got, want) {
			t.Errorf("%q: matches = %q, want %q", goal, got, want)
		}
	}
}

// TestNamesValuesOutsideASCII counts values named in a description whose
// letters are not ASCII, upper-cased in the value as in the text.
func TestNamesValuesOutsideASCII(t *testing.T) {
	if !namesValues("Branches: ÖSTERREICH and ÄGYPTEN.", []any{"Österreich", "Ägypten", "all"}) {
		t.Error("want both values named")
	}
	if namesValues("Branches: Vienna and Cairo.", []any{"Österreich", "Ägypten", "all"}) {
		t.Error("leave alone: no value is named")
	}
}

// TestLowerSameBytesKeepsLength lower-cases what keeps its length and
// leaves the rest, bytes that are not UTF-8 included.
func TestLowerSameBytesKeepsLength(t *testing.T) {
	for in, want := range map[string]string{
		"ABC":                   "abc",
		"ÄRZTE İzmir \u212A":    "ärzte İzmir \u212A",
		"查询 \xff\xed\xa0\x80 X": "查询 \xff\xed\xa0\x80 x",
		"already lower 查":       "already lower 查", // leave alone
	} {
		if got := lowerSameBytes(in); got != want || len(got) != len(in) {
			t.Errorf("lowerSameBytes(%q) = %q, want %q", in, got, want)
		}
	}
}
