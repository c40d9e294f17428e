package manifest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// Args are call arguments decoded for template filling; numbers keep their
// JSON spelling.
type Args map[string]any

// DecodeArgs decodes a call's arguments object; empty means no arguments.
func DecodeArgs(raw json.RawMessage) (Args, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return Args{}, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var a Args
	if err := dec.Decode(&a); err != nil {
		return nil, fmt.Errorf("arguments must be a JSON object: %w", err)
	}
	return a, nil
}

// String renders the argument name as template text: strings as they are,
// numbers in their JSON spelling, booleans as true/false, arrays and objects
// as compact JSON. ok is false when the argument is absent or null.
func (a Args) String(name string) (s string, ok bool) {
	v, present := a[name]
	if !present || v == nil {
		return "", false
	}
	return Stringify(v), true
}

// Stringify renders one decoded JSON value as template text.
func Stringify(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case json.Number:
		return v.String()
	case bool:
		return strconv.FormatBool(v)
	default:
		b, _ := json.Marshal(v)
		return string(b)
	}
}

// Template is a parsed template whose ${env:…} references are already
// resolved, so that no environment value (a secret may hold braces) is ever
// parsed as a placeholder.
type Template struct {
	segs []segment
}

type segment struct {
	lit  string
	name string // placeholder when not empty
}

// ParseTemplate parses tmpl and resolves its ${env:…} references with env.
// A missing variable is an error naming it.
func ParseTemplate(tmpl string, env Lookup) (Template, error) {
	var t Template
	var err error
	scanErr := Scan(tmpl,
		func(lit string) {
			if err != nil {
				return
			}
			var v string
			v, err = ExpandEnv(lit, env)
			t.segs = append(t.segs, segment{lit: v})
		},
		func(name string) { t.segs = append(t.segs, segment{name: name}) })
	if scanErr != nil {
		return Template{}, scanErr
	}
	if err != nil {
		return Template{}, err
	}
	return t, nil
}

// Names returns the placeholders of the template in order.
func (t Template) Names() []string {
	var out []string
	for _, s := range t.segs {
		if s.name != "" {
			out = append(out, s.name)
		}
	}
	return out
}

// Literal returns the template's text when it has no placeholders.
func (t Template) Literal() (string, bool) {
	var b []byte
	for _, s := range t.segs {
		if s.name != "" {
			return "", false
		}
		b = append(b, s.lit...)
	}
	return string(b), true
}

// Fill renders the template: literal text is kept, and each {name} is
// replaced by enc(name, value) (the value as Args.String renders it; enc nil
// keeps it as is). ok is false, and s empty, when any placeholder's argument
// is absent, so that callers can drop an optional element. enc may refuse a
// value with an error.
func (t Template) Fill(args Args, enc func(name, value string) (string, error)) (s string, ok bool, err error) {
	var b []byte
	for _, seg := range t.segs {
		if seg.name == "" {
			b = append(b, seg.lit...)
			continue
		}
		v, present := args.String(seg.name)
		if !present {
			return "", false, nil
		}
		if enc != nil {
			if v, err = enc(seg.name, v); err != nil {
				return "", true, err
			}
		}
		b = append(b, v...)
	}
	return string(b), true, nil
}

// Single returns the placeholder name when the template is exactly one
// placeholder ("{name}") and nothing else.
func (t Template) Single() (string, bool) {
	if len(t.segs) == 1 && t.segs[0].name != "" {
		return t.segs[0].name, true
	}
	return "", false
}
