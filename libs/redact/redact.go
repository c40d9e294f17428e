// Package redact renders arguments for logs, events and snapshots with
// secrets hidden and length bounded.
package redact

import (
	"encoding/json"
	"regexp"
	"sort"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// Mask replaces a secret value.
const Mask = "***"

// MaxSummary bounds an arguments summary, in characters.
const MaxSummary = 240

var secretKey = regexp.MustCompile(`(?i)(pass(word|wd)?|secret|token|api[_-]?key|auth|credential|private[_-]?key|cookie|session)`)

// SecretKey reports whether a field name looks like it holds a secret.
func SecretKey(name string) bool { return secretKey.MatchString(name) }

// Args renders a JSON arguments object compactly, with secret-looking fields
// masked and the result capped at MaxSummary characters. Invalid JSON is
// shown as a length only, never verbatim.
func Args(args json.RawMessage) string {
	if len(args) == 0 {
		return "{}"
	}
	var v any
	if err := json.Unmarshal(args, &v); err != nil {
		return "<invalid json>"
	}
	var b strings.Builder
	write(&b, v)
	return toolspec.Truncate(b.String(), MaxSummary)
}

// Map is Args for an already decoded object.
func Map(m map[string]any) string {
	var b strings.Builder
	write(&b, m)
	return toolspec.Truncate(b.String(), MaxSummary)
}

func write(b *strings.Builder, v any) {
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
			if SecretKey(k) {
				b.WriteString(`"` + Mask + `"`)
				continue
			}
			write(b, x[k])
		}
		b.WriteByte('}')
	case []any:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			write(b, e)
		}
		b.WriteByte(']')
	default:
		vb, _ := json.Marshal(x)
		b.Write(vb)
	}
}
