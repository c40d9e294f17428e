// Package redact renders arguments for logs, events and snapshots with
// secrets hidden and length bounded.
package redact

import (
	"encoding/json"
	"regexp"
	"sort"
	"strings"

	"github.com/hermes-agent/hermes/libs/jsonvalue"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// Mask replaces a secret value.
const Mask = "***"

// MaxSummary bounds an arguments summary, in characters.
const MaxSummary = 240

var secretKey = regexp.MustCompile(`(?i)(pass(word|wd)?|secret|token|api[_-]?key|auth|credential|private[_-]?key|cookie|session)`)

// SecretKey reports whether a field name looks like it holds a secret.
func SecretKey(name string) bool { return secretKey.MatchString(name) }

// Args renders a JSON arguments object compactly, with secret fields masked
// — those whose names look like secrets, and those in secret (see
// SecretFields) — and the result capped at MaxSummary characters. Invalid
// JSON is never shown verbatim.
func Args(args json.RawMessage, secret map[string]bool) string {
	if len(args) == 0 {
		return "{}"
	}
	v, err := jsonvalue.Decode(args)
	if err != nil {
		return "<invalid json>"
	}
	var b strings.Builder
	write(&b, v, secret)
	return toolspec.Truncate(b.String(), MaxSummary)
}

// SecretFields returns the names of the properties (at any depth) that a
// JSON Schema marks as secret: "format": "password", "writeOnly": true, or
// the extension "x-secret": true. Their values are masked whatever their
// names.
func SecretFields(schema json.RawMessage) map[string]bool {
	var root any
	if len(schema) == 0 || json.Unmarshal(schema, &root) != nil {
		return nil
	}
	secret := map[string]bool{}
	var walk func(any)
	walk = func(n any) {
		obj, ok := n.(map[string]any)
		if !ok {
			return
		}
		if props, ok := obj["properties"].(map[string]any); ok {
			for name, p := range props {
				if ps, ok := p.(map[string]any); ok && (ps["format"] == "password" || ps["writeOnly"] == true || ps["x-secret"] == true) {
					secret[name] = true
				}
				walk(p)
			}
		}
		if items, ok := obj["items"]; ok {
			walk(items)
		}
	}
	walk(root)
	return secret
}

func write(b *strings.Builder, v any, secret map[string]bool) {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			kb, _ := json.Marshal(k)
			b.Write(kb)
			b.WriteByte(':')
			if SecretKey(k) || secret[k] {
				b.WriteString(`"` + Mask + `"`)
				continue
			}
			write(b, x[k], secret)
		}
		b.WriteByte('}')
	case []any:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			write(b, e, secret)
		}
		b.WriteByte(']')
	default:
		vb, _ := json.Marshal(x)
		b.Write(vb)
	}
}
