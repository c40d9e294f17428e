package main

import (
	"encoding/json"
	"testing"
)

func TestCheckArgs(t *testing.T) {
	params := json.RawMessage(`{"type":"object","properties":{
		"base":{"type":"integer"},"height":{"type":"integer"},"unit":{"type":"string"},
		"ratio":{"type":"number"},"tags":{"type":"array"},"opts":{"type":"object"}},
		"required":["base","height"]}`)
	gold := answer{
		"base": {10.0}, "height": {5.0}, "unit": {"units", ""}, "ratio": {"", 0.5},
		"tags": {"", []any{"a", "b"}},
		"opts": {"", map[string]any{"mode": []any{"fast"}, "depth": []any{"", 2.0}}},
	}
	tests := []struct {
		name string
		args map[string]any
		ok   bool
	}{
		{"required only", map[string]any{"base": 10, "height": 5}, true},
		{"optional given right", map[string]any{"base": 10, "height": 5, "unit": "Units"}, true},
		{"string compared without case and punctuation", map[string]any{"base": 10, "height": 5, "unit": "u-nits."}, true},
		{"number given", map[string]any{"base": 10, "height": 5, "ratio": 0.5}, true},
		{"list", map[string]any{"base": 10, "height": 5, "tags": []string{"a", "b"}}, true},
		{"dict with its optional key left out", map[string]any{"base": 10, "height": 5, "opts": map[string]any{"mode": "fast"}}, true},
		{"required missing", map[string]any{"base": 10}, false},
		{"wrong value", map[string]any{"base": 10, "height": 6}, false},
		{"fraction for an integer", map[string]any{"base": 10.5, "height": 5}, false},
		{"string for a number", map[string]any{"base": "10", "height": 5}, false},
		{"invented parameter", map[string]any{"base": 10, "height": 5, "color": "red"}, false},
		{"wrong optional", map[string]any{"base": 10, "height": 5, "unit": "cm"}, false},
		{"list in another order", map[string]any{"base": 10, "height": 5, "tags": []any{"b", "a"}}, false},
		{"dict with a wrong key", map[string]any{"base": 10, "height": 5, "opts": map[string]any{"mode": "slow"}}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			why := checkArgs(tc.args, gold, params)
			if (why == "") != tc.ok {
				t.Errorf("checkArgs(%v) = %q, want accepted %v", tc.args, why, tc.ok)
			}
		})
	}
	t.Run("gold parameter that may not be left out", func(t *testing.T) {
		strict := answer{"base": {10.0}, "height": {5.0}, "unit": {"units"}}
		if why := checkArgs(map[string]any{"base": 10, "height": 5}, strict, params); why == "" {
			t.Error("a parameter the answer requires was left out and the call was accepted")
		}
	})
}

func TestSameSet(t *testing.T) {
	tests := []struct {
		got, want []string
		same      bool
	}{
		{nil, nil, true},
		{[]string{"b", "a"}, []string{"a", "b"}, true},
		{[]string{"a", "a"}, []string{"a"}, true},
		{[]string{"a"}, []string{"a", "b"}, false},
		{[]string{"a", "c"}, []string{"a"}, false},
		{nil, []string{"a"}, false},
	}
	for _, tc := range tests {
		if got := sameSet(tc.got, tc.want); got != tc.same {
			t.Errorf("sameSet(%v, %v) = %v, want %v", tc.got, tc.want, got, tc.same)
		}
	}
}
