// Package argschema compiles the JSON Schema (2020-12) of a tool's parameters
// and validates call arguments against it.
//
// A validation failure is a *toolerr.Error of kind Param, code
// invalid_arguments. Its Message says in plain words what is wrong with each
// field ("unknown argument team (allowed: end, start)", "start: \"last
// tuesday\" is not a date (format date, e.g. 2025-03-03)"). Its Hint lists
// the same problems, each item starting with the JSON pointer of the one
// field to change and the shape the schema expects (type, enum, format), so
// that a planner can repair the arguments and retry without touching the
// fields that were right.
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
	"math/big"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/hermes-agent/hermes/libs/jsonvalue"
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
//
// The error's Message says what is wrong with each field in plain words; its
// Hint lists the same problems but names only the fields to change, so that a
// caller repairing the arguments by the names it finds there never touches a
// field that was right.
func (s *Schema) ValidateValue(v any) error {
	err := s.compiled.Validate(v)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return toolerr.NewParam(toolerr.CodeInvalidArguments, "arguments could not be validated: "+err.Error(), "")
	}
	problems := s.problems(ve, v)
	return &toolerr.Error{
		Kind:    toolerr.Param,
		Code:    toolerr.CodeInvalidArguments,
		Message: formatMessage(problems),
		Hint:    FormatProblems(problems),
		Err:     err,
	}
}

// MaxDepth is how deeply objects and arrays may nest in call arguments. It
// matches protobuf-go's default recursion limit; tool arguments never need
// more, and a bound keeps validation's recursion shallow.
const MaxDepth = 100

// Decode parses call arguments the way Validate sees them (numbers kept
// exact). Anything but a JSON object, or one nested deeper than MaxDepth, is
// a Param error.
func Decode(args json.RawMessage) (any, *toolerr.Error) {
	args = bytes.TrimSpace(args)
	if len(args) == 0 || bytes.Equal(args, []byte("null")) {
		return map[string]any{}, nil
	}
	if tooDeep(args, MaxDepth) {
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments,
			fmt.Sprintf("arguments nest objects or arrays more than %d levels deep, the limit", MaxDepth),
			fmt.Sprintf("flatten the arguments to at most %d levels of nested objects and arrays", MaxDepth))
	}
	v, err := jsonvalue.DecodeNumbers(args)
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

// tooDeep reports whether the JSON text b opens more than limit objects or
// arrays at once. It looks at brackets outside strings only, so it needs no
// allocation and runs before the decoder, whose own limit is far higher and
// whose error would call deep but valid JSON invalid.
func tooDeep(b []byte, limit int) bool {
	depth := 0
	inString, escaped := false, false
	for _, c := range b {
		switch {
		case escaped:
			escaped = false
		case inString:
			switch c {
			case '\\':
				escaped = true
			case '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '{' || c == '[':
			depth++
			if depth > limit {
				return true
			}
		case c == '}' || c == ']':
			depth--
		}
	}
	return false
}

// Problem is one missing or invalid field.
type Problem struct {
	// Pointer is the JSON pointer of the field in the arguments ("/date").
	Pointer string
	// Missing is true when the field is required and absent.
	Missing bool
	// Unknown is true when the field is not one the schema declares.
	Unknown bool
	// Detail says what is wrong, in plain words ("\"last week\" is not a
	// date", "must be an integer, got string \"ten\"").
	Detail string
	// Expected describes the shape the schema wants for the field.
	Expected string
	// Allowed lists the declared names an Unknown field could have been.
	Allowed []string
}

// Field names the field for people: the pointer without its leading slash
// ("date", "filter/region"), or "arguments" for the whole object.
func (p Problem) Field() string {
	if p.Pointer == "" || p.Pointer == "/" {
		return "arguments"
	}
	return strings.TrimPrefix(p.Pointer, "/")
}

// String says what is wrong with the field:
//
//	missing required argument date (string, format date, e.g. 2025-03-03)
//	unknown argument team (allowed: end, start)
//	start: "last tuesday" is not a date (format date, e.g. 2025-03-03)
func (p Problem) String() string {
	if p.Unknown {
		allowed := "this tool takes no arguments here"
		if len(p.Allowed) > 0 {
			allowed = "allowed: " + strings.Join(p.Allowed, ", ")
		}
		return "unknown argument " + p.Field() + " (" + allowed + ")"
	}
	var b strings.Builder
	if p.Missing {
		b.WriteString("missing required argument " + p.Field())
		if p.Detail != "" {
			b.WriteString(", " + p.Detail)
		}
	} else {
		b.WriteString(p.Field() + ": " + p.Detail)
	}
	if p.Expected != "" {
		b.WriteString(" (" + p.Expected + ")")
	}
	return b.String()
}

// fix is the problem as a hint item: the field's JSON pointer, a colon,
// and what to change. It names only this problem's field: an unknown
// field's item leaves out the declared names, which are right as they are.
func (p Problem) fix() string {
	var b strings.Builder
	b.WriteString(p.Pointer + ": ")
	switch {
	case p.Unknown:
		b.WriteString("not a parameter of this tool; remove it")
		return b.String()
	case p.Missing:
		b.WriteString("missing required argument")
		if p.Detail != "" {
			b.WriteString(", " + p.Detail)
		}
	default:
		b.WriteString(p.Detail)
	}
	if p.Expected != "" {
		b.WriteString(" (" + p.Expected + ")")
	}
	return b.String()
}

// FormatProblems joins problems into one hint line, items separated by
// "; ". Each item starts with the JSON pointer of the one field it is
// about ("/date: …"), so that a caller can tell which fields to change.
func FormatProblems(ps []Problem) string {
	return joinCapped(ps, Problem.fix)
}

// formatMessage says what is wrong with the arguments: the problem itself
// when there is one, else how many and each of them.
func formatMessage(ps []Problem) string {
	if len(ps) == 1 {
		return ps[0].String()
	}
	return fmt.Sprintf("%d problems with the arguments: %s", len(ps), joinCapped(ps, Problem.String))
}

func joinCapped(ps []Problem, render func(Problem) string) string {
	items := make([]string, 0, min(len(ps), maxHintFields+1))
	for i, p := range ps {
		if i == maxHintFields {
			items = append(items, fmt.Sprintf("and %d more", len(ps)-i))
			break
		}
		items = append(items, render(p))
	}
	return strings.Join(items, "; ")
}

// problems flattens the validator's error tree into one entry per field,
// ordered by pointer. args is the validated instance, for quoting values.
func (s *Schema) problems(root *jsonschema.ValidationError, args any) []Problem {
	seen := map[string]bool{}
	var out []Problem
	for _, p := range s.collect(root, args) {
		k := p.Pointer + "\x00" + p.Detail + "\x00" + strconv.FormatBool(p.Missing)
		if !seen[k] {
			seen[k] = true
			out = append(out, p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pointer < out[j].Pointer })
	return out
}

// collect turns one error node into problems. Wrapper nodes ($ref, allOf,
// the root) pass their causes through; anyOf and oneOf become one problem
// listing the alternatives, so that a field one branch lacks is never
// reported missing when another branch did not need it.
func (s *Schema) collect(e *jsonschema.ValidationError, args any) []Problem {
	at := pointer(e.InstanceLocation)
	switch k := e.ErrorKind.(type) {
	case *kind.AnyOf, *kind.OneOf:
		if len(e.Causes) == 0 { // oneOf matched more than one branch
			break
		}
		alts := make([]string, 0, len(e.Causes))
		for _, c := range e.Causes {
			for _, p := range s.collect(c, args) {
				alts = append(alts, p.String())
			}
		}
		return []Problem{{Pointer: at, Detail: "matches none of the allowed forms: " + strings.Join(alts, ", or ")}}
	case *kind.Required:
		out := make([]Problem, 0, len(k.Missing))
		for _, name := range k.Missing {
			out = append(out, Problem{Pointer: join(at, name), Missing: true,
				Expected: describe(s.lookup(e.SchemaURL, "properties", name), false)})
		}
		return out
	case *kind.DependentRequired:
		return s.dependent(e, at, k.Prop, k.Missing)
	case *kind.Dependency:
		return s.dependent(e, at, k.Prop, k.Missing)
	case *kind.AdditionalProperties:
		out := make([]Problem, 0, len(k.Properties))
		for _, name := range k.Properties {
			out = append(out, Problem{Pointer: join(at, name), Unknown: true, Allowed: s.propertyNames(e.SchemaURL)})
		}
		return out
	}
	if len(e.Causes) > 0 {
		var out []Problem
		for _, c := range e.Causes {
			out = append(out, s.collect(c, args)...)
		}
		return out
	}
	detail, expected := s.explain(e, instanceAt(args, e.InstanceLocation))
	return []Problem{{Pointer: at, Detail: detail, Expected: expected}}
}

func (s *Schema) dependent(e *jsonschema.ValidationError, at, prop string, missing []string) []Problem {
	out := make([]Problem, 0, len(missing))
	for _, name := range missing {
		out = append(out, Problem{Pointer: join(at, name), Missing: true, Detail: "needed when " + prop + " is given",
			Expected: describe(s.lookup(e.SchemaURL, "properties", name), false)})
	}
	return out
}

// explain says in plain words what is wrong with value for one leaf error,
// and what the field expects beyond what the words already say.
func (s *Schema) explain(e *jsonschema.ValidationError, value any) (detail, expected string) {
	sub := s.lookup(e.SchemaURL)
	switch k := e.ErrorKind.(type) {
	case *kind.Format:
		return fmt.Sprintf("%s is not %s", short(k.Got), formatNoun(k.Want)), "format " + k.Want + formatExample(k.Want)
	case *kind.Enum:
		return fmt.Sprintf("%s is not one of %s", short(k.Got), listValues(k.Want)), ""
	case *kind.Const:
		return fmt.Sprintf("must be exactly %s, got %s", short(k.Want), short(k.Got)), ""
	case *kind.Type:
		return fmt.Sprintf("must be %s, got %s %s", typeNoun(k.Want), k.Got, short(value)), describeConstraints(sub)
	case *kind.Minimum:
		return fmt.Sprintf("%s is less than the minimum %s", ratString(k.Got), ratString(k.Want)), ""
	case *kind.Maximum:
		return fmt.Sprintf("%s is more than the maximum %s", ratString(k.Got), ratString(k.Want)), ""
	case *kind.ExclusiveMinimum:
		return fmt.Sprintf("must be greater than %s, got %s", ratString(k.Want), ratString(k.Got)), ""
	case *kind.ExclusiveMaximum:
		return fmt.Sprintf("must be less than %s, got %s", ratString(k.Want), ratString(k.Got)), ""
	case *kind.MultipleOf:
		return fmt.Sprintf("must be a multiple of %s, got %s", ratString(k.Want), ratString(k.Got)), ""
	case *kind.MinLength:
		return fmt.Sprintf("must be at least %d characters long, got %d", k.Want, k.Got), ""
	case *kind.MaxLength:
		return fmt.Sprintf("must be at most %d characters long, got %d", k.Want, k.Got), ""
	case *kind.Pattern:
		return fmt.Sprintf("%s does not match the pattern %s", short(k.Got), k.Want), ""
	case *kind.MinItems:
		return fmt.Sprintf("must have at least %d items, got %d", k.Want, k.Got), ""
	case *kind.MaxItems:
		return fmt.Sprintf("must have at most %d items, got %d", k.Want, k.Got), ""
	case *kind.MinProperties:
		return fmt.Sprintf("must have at least %d properties, got %d", k.Want, k.Got), ""
	case *kind.MaxProperties:
		return fmt.Sprintf("must have at most %d properties, got %d", k.Want, k.Got), ""
	case *kind.UniqueItems:
		return fmt.Sprintf("items %d and %d are equal; every item must be different", k.Duplicates[0], k.Duplicates[1]), ""
	case *kind.FalseSchema:
		return "is not allowed here", ""
	}
	return e.ErrorKind.LocalizedString(printer()), describe(sub, false)
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

// propertyNames lists, sorted, the properties the schema at loc declares.
func (s *Schema) propertyNames(loc string) []string {
	props, _ := s.lookup(loc, "properties").(map[string]any)
	names := make([]string, 0, len(props))
	for n := range props {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Describe renders the expected shape of a sub-schema in a few words:
// "string, format date, e.g. 2025-03-03", "string, one of revenue|dau|cvr",
// "array of integer", followed by the start of its description.
func Describe(sub any) string { return describe(sub, true) }

// describe is Describe with the description optional: a hint leaves it out,
// because a description may name other fields, and a caller repairing by
// the names in a hint would then change fields that were right.
func describe(sub any, withDescription bool) string {
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
	if c := describeConstraints(m); c != "" {
		parts = append(parts, c)
	}
	if d, ok := m["description"].(string); ok && d != "" && withDescription {
		parts = append(parts, toolspec.Truncate(strings.TrimSpace(d), 60))
	}
	return strings.Join(parts, ", ")
}

// describeConstraints renders what a sub-schema asks of a value besides its
// type: format, enum, const and bounds.
func describeConstraints(sub any) string {
	m, ok := sub.(map[string]any)
	if !ok {
		return ""
	}
	var parts []string
	if f, ok := m["format"].(string); ok {
		parts = append(parts, "format "+f+formatExample(f))
	}
	if enum, ok := m["enum"].([]any); ok {
		parts = append(parts, "one of "+listValues(enum))
	}
	if c, ok := m["const"]; ok {
		parts = append(parts, "exactly "+short(c))
	}
	for _, kw := range []string{"minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems", "pattern"} {
		if v, ok := m[kw]; ok {
			parts = append(parts, kw+" "+short(v))
		}
	}
	return strings.Join(parts, ", ")
}

// formats names the common formats for people and gives an example of
// each, so that a caller repairing its arguments knows the exact shape.
var formats = map[string]struct{ noun, example string }{
	"date":          {"a date", "2025-03-03"},
	"date-time":     {"a date-time", "2025-03-03T09:00:00Z"},
	"time":          {"a time", "09:00:00Z"},
	"duration":      {"a duration", "P1DT2H"},
	"email":         {"an email address", "name@example.com"},
	"idn-email":     {"an email address", "name@example.com"},
	"hostname":      {"a hostname", "example.com"},
	"ipv4":          {"an IPv4 address", "192.0.2.1"},
	"ipv6":          {"an IPv6 address", "2001:db8::1"},
	"uri":           {"a URI", "https://example.com/path"},
	"uri-reference": {"a URI reference", "/path?q=1"},
	"iri":           {"an IRI", "https://example.com/path"},
	"uuid":          {"a UUID", "123e4567-e89b-12d3-a456-426614174000"},
	"regex":         {"a regular expression", "^[a-z]+$"},
	"json-pointer":  {"a JSON pointer", "/a/b"},
}

func formatNoun(f string) string {
	if n, ok := formats[f]; ok {
		return n.noun
	}
	return "a valid " + f
}

func formatExample(f string) string {
	if n, ok := formats[f]; ok {
		return ", e.g. " + n.example
	}
	return ""
}

// typeNoun renders the wanted JSON types with their articles: "an
// integer", "a string or null".
func typeNoun(want []string) string {
	nouns := make([]string, len(want))
	for i, t := range want {
		switch t {
		case "integer", "array", "object":
			nouns[i] = "an " + t
		case "null":
			nouns[i] = "null"
		default:
			nouns[i] = "a " + t
		}
	}
	return strings.Join(nouns, " or ")
}

// listValues renders allowed values for people: strings as they are, other
// values as JSON, at most ten.
func listValues(vals []any) string {
	out := make([]string, 0, min(len(vals), 11))
	for i, v := range vals {
		if i == 10 {
			out = append(out, "…")
			break
		}
		if s, ok := v.(string); ok {
			out = append(out, toolspec.Truncate(s, 40))
		} else {
			out = append(out, short(v))
		}
	}
	return strings.Join(out, ", ")
}

// ratString renders an exact number the way it was most likely written.
func ratString(r *big.Rat) string {
	if r == nil {
		return "?"
	}
	if r.IsInt() {
		return r.Num().String()
	}
	return r.FloatString(6)
}

// instanceAt returns the value at a location in the arguments, or nil.
func instanceAt(v any, loc []string) any {
	for _, t := range loc {
		switch c := v.(type) {
		case map[string]any:
			v = c[t]
		case []any:
			i, err := strconv.Atoi(t)
			if err != nil || i < 0 || i >= len(c) {
				return nil
			}
			v = c[i]
		default:
			return nil
		}
	}
	return v
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
