package redact

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestArgs(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"empty", ``, `{}`},
		{"sorted compact", `{"metric": "revenue", "date": "2025-03-03"}`, `{"date":"2025-03-03","metric":"revenue"}`},
		{"secret masked", `{"api_key":"sk-123","q":"x"}`, `{"api_key":"***","q":"x"}`},
		{"nested secret", `{"auth":{"user":"a"},"list":[{"password":"p"}]}`, `{"auth":"***","list":[{"password":"***"}]}`},
		{"invalid", `{"a":`, `<invalid json>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Args(json.RawMessage(tt.in), nil); got != tt.want {
				t.Errorf("Args(%s) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestArgsBounded(t *testing.T) {
	long := `{"q":"` + strings.Repeat("x", 5000) + `"}`
	if got := Args(json.RawMessage(long), nil); len([]rune(got)) > MaxSummary {
		t.Errorf("summary has %d runes, want at most %d", len([]rune(got)), MaxSummary)
	}
}

func TestSchemaMarksSecrets(t *testing.T) {
	schema := json.RawMessage(`{"type":"object","properties":{
		"dsn":{"type":"string","x-secret":true},
		"pwd":{"type":"string","format":"password"},
		"sig":{"type":"string","writeOnly":true},
		"opts":{"type":"object","properties":{"bearer":{"type":"string","x-secret":true}}},
		"region":{"type":"string"}}}`)
	secret := SecretFields(schema)
	got := Args(json.RawMessage(`{"dsn":"postgres://u:p@h/db","pwd":"x","sig":"abc","opts":{"bearer":"t0k"},"region":"east"}`), secret)
	want := `{"dsn":"***","opts":{"bearer":"***"},"pwd":"***","region":"east","sig":"***"}`
	if got != want {
		t.Errorf("Args = %s, want %s", got, want)
	}
	if SecretFields(json.RawMessage(`not json`)) != nil {
		t.Error("SecretFields of invalid JSON should be nil")
	}
}
