// Package argschema compiles the JSON Schema (2020-12) of a tool's parameters
// and validates call arguments against it.
//
// A validation failure is a *toolerr.Error of kind Param, code
// invalid_arguments, whose Hint lists every missing or invalid field as a
// JSON pointer together with the shape the schema expects (type, enum,
// format), so that a planner can repair the arguments and retry.
//
// Schemas are self-contained: references to other documents (files, URLs) are
// refused at compile time, and format assertions (date, date-time, email, …)
// are enabled.
package argschema

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// schemaURL is the name the compiled document is known by. It never leaves
// the process; it only anchors error locations.
const schemaURL = "urn:hermes:args"

// maxHintFields caps how many fields one hint lists.
const maxHintFields = 12

// Schema is a compiled parameters schema. It is safe for concurrent use.
type Schema struct {
	compiled *jsonschema.Schema
	doc      any // the decoded schema document, for describing expected shapes
}

// Compile compiles a parameters schema. An empty or null schema accepts any
// JSON object. The error says what is wrong with the schema.
func Compile(raw json.RawMessage) (*Schema, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		raw = json.RawMessage(`{"type":"object"}`)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("schema is not valid JSON: %w", err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	c.UseLoader(refuseLoader{})
	if err := c.AddResource(schemaURL, doc); err != nil {
		return nil, fmt.Errorf("add schema: %w", err)
	}
	sch, err := c.Compile(schemaURL)
	if err != nil {
		return nil, fmt.Errorf("invalid JSON Schema: %w", err)
	}
	return &Schema{compiled: sch, doc: doc}, nil
}

// refuseLoader keeps schemas self-contained: no file or network access while
// compiling a manifest's schema.
type refuseLoader struct{}

// Load refuses every URL.
func (refuseLoader) Load(u string) (any, error) {
	return nil, fmt.Errorf("external schema reference %q is not allowed; use $defs", u)
}

// Validate checks args (a JSON object; empty means {}) against the schema. It
// returns nil or a *toolerr.Error of kind Param.
func (s *Schema) Validate(args json.RawMessage) error {
	v, perr := Decode(args)
	if perr != nil {
		return perr
	}
	return s.ValidateValue(v)
}

// ValidateValue checks already decoded arguments (as encoding/json or Decode
// produce them) against the schema, like Validate.
func (s *Schema) ValidateValue(v any) error {
	err := s.compiled.Validate(v)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return toolerr.NewParam(toolerr.CodeInvalidArguments, "arguments could not be validated: "+err.Error(), "")
	}
	problems := s.problems(ve)
	return &toolerr.Error{
		Kind:    toolerr.Param,
		Code:    toolerr.CodeInvalidArguments,
		Message: fmt.Sprintf("arguments do not match the tool's parameters schema (%d problem(s))", len(problems)),
		Hint:    FormatProblems(problems),
		Err:     err,
	}
}

// Decode parses call arguments the way Validate sees them (numbers kept
// exact). Anything but a JSON object is a Param error.
func Decode(args json.RawMessage) (any, *toolerr.Error) {
	args = bytes.TrimSpace(args)
	if len(args) == 0 || bytes.Equal(args, []byte("null")) {
		return map[string]any{}, nil
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(args))
	if err != nil {
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments,
			"arguments are not valid JSON: "+err.Error(),
			"send the arguments as one JSON object, e.g. {\"name\": \"value\"}")
	}
	if _, ok := v.(map[string]any); !ok {
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments,
			"arguments must be a JSON object, got "+jsonType(v),
			"send the arguments as one JSON object keyed by parameter name")
	}
	return v, nil
}

// Problem is one missing or invalid field.
type Problem struct {
	// Pointer is the JSON pointer of the field in the arguments ("/date").
	Pointer string
	// Missing is true when the field is required and absent.
	Missing bool
	// Detail says what is wrong ("got integer, want string").
	Detail string
	// Expected describes the shape the schema wants for the field.
	Expected string
}

// String renders the problem as one hint item.
func (p Problem) String() string {
	var b strings.Builder
	if p.Missing {
		b.WriteString("missing ")
	} else {
		b.WriteString("invalid ")
	}
	b.WriteString(p.Pointer)
	if p.Detail != "" {
		b.WriteString(": ")
		b.WriteString(p.Detail)
	}
	if p.Expected != "" {
		b.WriteString(" (expected ")
		b.WriteString(p.Expected)
		b.WriteString(")")
	}
	return b.String()
}

// FormatProblems joins problems into one hint line.
func FormatProblems(ps []Problem) string {
	items := make([]string, 0, len(ps))
	for i, p := range ps {
		if i == maxHintFields {
			items = append(items, fmt.Sprintf("and %d more", len(ps)-i))
			break
		}
		items = append(items, p.String())
	}
	return strings.Join(items, "; ")
}

// problems flattens the validator's error tree into one entry per field,
// ordered by pointer.
func (s *Schema) problems(root *jsonschema.ValidationError) []Problem {
	seen := map[string]bool{}
	var out []Problem
	add := func(p Problem) {
		k := p.Pointer + "\x00" + p.Detail
		if seen[k] {
			return
		}
		seen[k] = true
		out = append(out, p)
	}
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) > 0 {
			for _, c := range e.Causes {
				walk(c)
			}
			return
		}
		at := pointer(e.InstanceLocation)
		switch k := e.ErrorKind.(type) {
		case *kind.Required:
			for _, name := range k.Missing {
				sub := s.lookup(e.SchemaURL, "properties", name)
				add(Problem{Pointer: join(at, name), Missing: true, Expected: Describe(sub)})
			}
		case *kind.AdditionalProperties:
			for _, name := range k.Properties {
				add(Problem{Pointer: join(at, name), Detail: "unknown field, not allowed by the schema",
					Expected: "one of the declared properties: " + s.propertyNames(e.SchemaURL)})
			}
		case *kind.Format:
			add(Problem{Pointer: at, Detail: fmt.Sprintf("%s is not a valid %s", short(k.Got), k.Want),
				Expected: Describe(s.lookup(e.SchemaURL))})
		default:
			add(Problem{Pointer: at, Detail: e.ErrorKind.LocalizedString(printer()), Expected: Describe(s.lookup(e.SchemaURL))})
		}
	}
	walk(root)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pointer < out[j].Pointer })
	return out
}

// lookup returns the sub-schema at the schema location of an error, then
// follows path (e.g. "properties", "date") below it. It returns nil when the
// location is not inside this schema's document.
func (s *Schema) lookup(loc string, path ...string) any {
	_, frag, _ := strings.Cut(loc, "#")
	frag, err := url.PathUnescape(frag)
	if err != nil {
		return nil
	}
	var toks []string
	if frag != "" {
		for _, t := range strings.Split(strings.TrimPrefix(frag, "/"), "/") {
			toks = append(toks, strings.NewReplacer("~1", "/", "~0", "~").Replace(t))
		}
	}
	cur := s.doc
	for _, t := range append(toks, path...) {
		switch c := cur.(type) {
		case map[string]any:
			cur = c[t]
		case []any:
			i, err := strconv.Atoi(t)
			if err != nil || i < 0 || i >= len(c) {
				return nil
			}
			cur = c[i]
		default:
			return nil
		}
	}
	return cur
}

func (s *Schema) propertyNames(loc string) string {
	props, _ := s.lookup(loc, "properties").(map[string]any)
	names := make([]string, 0, len(props))
	for n := range props {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// Describe renders the expected shape of a sub-schema in a few words:
// "string, format date", "string, one of revenue|dau|cvr", "array of integer".
func Describe(sub any) string {
	m, ok := sub.(map[string]any)
	if !ok {
		return ""
	}
	var parts []string
	if t := typeNames(m["type"]); t != "" {
		if t == "array" {
			if it := typeNames(mapGet(m["items"], "type")); it != "" {
				t = "array of " + it
			}
		}
		parts = append(parts, t)
	}
	if f, ok := m["format"].(string); ok {
		parts = append(parts, "format "+f+formatExamples[f])
	}
	if enum, ok := m["enum"].([]any); ok {
		vals := make([]string, 0, len(enum))
		for i, v := range enum {
			if i == 10 {
				vals = append(vals, "…")
				break
			}
			vals = append(vals, short(v))
		}
		parts = append(parts, "one of "+strings.Join(vals, "|"))
	}
	if c, ok := m["const"]; ok {
		parts = append(parts, "exactly "+short(c))
	}
	for _, kw := range []string{"minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems", "pattern"} {
		if v, ok := m[kw]; ok {
			parts = append(parts, kw+" "+short(v))
		}
	}
	if d, ok := m["description"].(string); ok && d != "" {
		parts = append(parts, toolspec.Truncate(strings.TrimSpace(d), 60))
	}
	return strings.Join(parts, ", ")
}

// formatExamples spell out the common formats, so that a caller repairing
// its arguments knows the exact shape.
var formatExamples = map[string]string{
	"date":      " (YYYY-MM-DD)",
	"date-time": " (RFC 3339, e.g. 2025-03-03T09:00:00Z)",
	"time":      " (HH:MM:SS, RFC 3339)",
	"email":     " (name@example.com)",
	"uri":       " (absolute URI)",
	"uuid":      " (8-4-4-4-12 hex)",
}

func mapGet(v any, key string) any {
	if m, ok := v.(map[string]any); ok {
		return m[key]
	}
	return nil
}

func typeNames(t any) string {
	switch t := t.(type) {
	case string:
		return t
	case []any:
		names := make([]string, 0, len(t))
		for _, n := range t {
			if s, ok := n.(string); ok {
				names = append(names, s)
			}
		}
		return strings.Join(names, " or ")
	}
	return ""
}

// short renders a JSON value compactly for a hint, capped so that a huge
// argument never floods it.
func short(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return toolspec.Truncate(string(b), 40)
}

func jsonType(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case json.Number, float64:
		return "number"
	case string:
		return "string"
	case []any:
		return "array"
	default:
		return "object"
	}
}

func pointer(toks []string) string {
	if len(toks) == 0 {
		return "/"
	}
	var b strings.Builder
	for _, t := range toks {
		b.WriteByte('/')
		b.WriteString(escapeToken(t))
	}
	return b.String()
}

func join(ptr, name string) string {
	if ptr == "/" {
		return "/" + escapeToken(name)
	}
	return ptr + "/" + escapeToken(name)
}

func escapeToken(t string) string {
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(t)
}

// printer renders the validator's messages in English.
func printer() *message.Printer { return message.NewPrinter(language.English) }
