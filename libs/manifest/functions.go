package manifest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"regexp"
	"strconv"
	"strings"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// function is one entry of an OpenAI-style function list, with hermes's
// optional extension fields.
type function struct {
	Name         string          `json:"name"`
	Description  string          `json:"description"`
	Parameters   json.RawMessage `json:"parameters"`
	WhenToUse    string          `json:"when_to_use"`
	WhenNotToUse string          `json:"when_not_to_use"`
	SideEffect   string          `json:"side_effect"`
}

// record is any one JSON value a function file may hold per entry: a
// function, a {"type":"function","function":{…}} wrapper, or a BFCL-style
// record whose "function" is a list of functions.
type record struct {
	function
	Type     string          `json:"type"`
	Function json.RawMessage `json:"function"`
	Tools    json.RawMessage `json:"tools"`
}

// LoadFunctions reads an OpenAI-style function file: a JSON array of
// functions, JSON Lines, or BFCL's one-record-per-line format whose
// "function" field lists the candidates. Every function becomes a
// catalog-only tool (known for planning, never executed); BFCL's "dict" and
// "float" types are normalized to JSON Schema.
func LoadFunctions(path string) (*Catalog, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	return ParseFunctions(path, data)
}

// ParseFunctions is LoadFunctions on data already read; name is used in
// error messages.
func ParseFunctions(name string, data []byte) (*Catalog, error) {
	l := &loader{seen: map[string]string{}, loadedAs: map[string]string{}}
	l.addFunctions(name, data, "")
	return l.result()
}

// addFunctions adds the functions of one file. importedAt, when set, is the
// manifest position that imported it.
func (l *loader) addFunctions(file string, data []byte, importedAt string) {
	entries, err := splitEntries(data)
	if err != nil {
		where := file
		if importedAt != "" {
			where += " (imported at " + importedAt + ")"
		}
		l.fail(where, err.line, "", "%s", err.msg)
		return
	}
	var all []located
	for _, e := range entries {
		fns, perr := e.functions()
		if perr != "" {
			l.fail(file, e.line, "", "%s", perr)
			continue
		}
		for _, fn := range fns {
			all = append(all, located{line: e.line, fn: fn})
		}
	}
	// The file's valid names are reserved first, so that a sanitized name
	// never takes the name another function of the same file spells out.
	reserved := map[string]bool{}
	for _, f := range all {
		if toolspec.ValidName(f.fn.Name) {
			reserved[f.fn.Name] = true
		}
	}
	fileSeen := map[string]string{} // name → canonical definition, within this file
	l.inferred = l.inferred[:0]
	from := len(l.cat.Tools)
	for _, f := range all {
		l.addFunction(file, f.line, f.fn, fileSeen, reserved)
	}
	undeclared := map[string]bool{}
	for _, f := range all {
		if f.fn.SideEffect == "" && l.loadedAs[f.fn.Name] != "" {
			undeclared[l.loadedAs[f.fn.Name]] = true
		}
	}
	l.inferred = append(l.inferred, pairedWrites(l.cat.Tools, from, undeclared)...)
	if w := inferredWrites(file, l.inferred); w != "" {
		l.cat.Warnings = append(l.cat.Warnings, w)
	}
}

// located is a function with the line of the entry that holds it.
type located struct {
	line int
	fn   function
}

func (l *loader) addFunction(file string, line int, fn function, fileSeen map[string]string, reserved map[string]bool) {
	src := fmt.Sprintf("%s:%d", file, line)
	canon, _ := json.Marshal(fn)
	if prev, ok := fileSeen[fn.Name]; ok {
		if prev != string(canon) {
			l.cat.Warnings = append(l.cat.Warnings, fmt.Sprintf(
				"%s: function %q is defined again with a different schema; the first definition (%s) is kept", src, fn.Name, l.seen[l.loadedAs[fn.Name]]))
		}
		return
	}
	if as, dup := l.loadedAs[fn.Name]; dup {
		l.fail(file, line, "tool "+fn.Name+": name", "duplicate tool name %q (first declared at %s)", fn.Name, l.seen[as])
		return
	}
	name, original := fn.Name, ""
	if !toolspec.ValidName(name) {
		original = fn.Name
		name = uniqueName(sanitizeName(fn.Name), fn.Name, func(n string) bool {
			_, loaded := l.seen[n]
			return loaded || reserved[n]
		})
		l.cat.Warnings = append(l.cat.Warnings, fmt.Sprintf(
			"%s: function name %q is not a valid tool name (%s); it is loaded as %q", src, fn.Name, nameRule, name))
	}
	if prev, dup := l.seen[name]; dup {
		l.fail(file, line, "tool "+name+": name", "duplicate tool name %q (first declared at %s)", name, prev)
		return
	}
	se := toolspec.SideEffect(fn.SideEffect)
	if se == "" {
		if se = sideEffectOf(name); se == toolspec.Write {
			l.inferred = append(l.inferred, name)
		}
	}
	params, err := argschema.Normalize(fn.Parameters)
	if err != nil {
		l.fail(file, line, "tool "+name+": parameters", "%v", err)
		return
	}
	if _, err := argschema.Compile(params); err != nil {
		l.fail(file, line, "tool "+name+": parameters", "%v", err)
		return
	}
	spec := toolspec.Spec{
		Name: name, OriginalName: original, Description: strings.TrimSpace(fn.Description),
		WhenToUse: fn.WhenToUse, WhenNotToUse: fn.WhenNotToUse,
		Parameters: params, SideEffect: se, Family: toolspec.FamilyCatalog,
	}
	if err := spec.Validate(); err != nil {
		l.fail(file, line, "tool "+name, "%v", err)
		return
	}
	fileSeen[fn.Name] = string(canon)
	l.loadedAs[fn.Name] = name
	l.seen[name] = src
	l.cat.Tools = append(l.cat.Tools, Tool{Spec: spec, Source: src})
}

// nameRule is the tool-name rule, as warnings state it.
const nameRule = "1 to 64 of A-Z a-z 0-9 _ . -"

// disallowedRun is a run of characters a tool name may not hold.
var disallowedRun = regexp.MustCompile(`[^A-Za-z0-9_.\-]+`)

// sanitizeName maps a function name that is not a valid tool name to one
// that is, deterministically: each run of disallowed characters becomes
// "_", and a name still too long is cut and given a short hash of the
// original so that names sharing a long prefix stay apart.
func sanitizeName(orig string) string {
	s := strings.Trim(disallowedRun.ReplaceAllString(orig, "_"), "_")
	if s == "" {
		return "fn_" + nameHash(orig)
	}
	if len(s) > toolspec.MaxNameLen {
		h := nameHash(orig)
		s = s[:toolspec.MaxNameLen-len(h)-1] + "_" + h
	}
	return s
}

// uniqueName returns base, or when taken reports it in use, base with the
// original's hash and then a counter appended, within the length limit.
func uniqueName(base, orig string, taken func(string) bool) string {
	if !taken(base) {
		return base
	}
	h := nameHash(orig)
	for i := 1; ; i++ {
		suffix := "_" + h
		if i > 1 {
			suffix += "_" + strconv.Itoa(i)
		}
		stem := base
		if len(stem)+len(suffix) > toolspec.MaxNameLen {
			stem = stem[:toolspec.MaxNameLen-len(suffix)]
		}
		if c := stem + suffix; !taken(c) {
			return c
		}
	}
}

// nameHash is 8 hex digits of FNV-1a over the original name.
func nameHash(orig string) string {
	h := fnv.New32a()
	h.Write([]byte(orig))
	return fmt.Sprintf("%08x", h.Sum32())
}

type entry struct {
	line int
	raw  json.RawMessage
}

type entryErr struct {
	line int
	msg  string
}

// functions extracts the functions an entry holds.
func (e entry) functions() ([]function, string) {
	var r record
	if err := json.Unmarshal(e.raw, &r); err != nil {
		return nil, "not a function object: " + err.Error()
	}
	var list json.RawMessage
	switch {
	case r.Type == "function" && len(r.Function) > 0: // OpenAI tool wrapper
		var fn function
		if err := json.Unmarshal(r.Function, &fn); err != nil {
			return nil, "function: " + err.Error()
		}
		return []function{fn}, ""
	case len(r.Function) > 0 && r.Function[0] == '[': // BFCL record
		list = r.Function
	case len(r.Tools) > 0 && r.Tools[0] == '[':
		list = r.Tools
	case r.Name != "":
		return []function{r.function}, ""
	default:
		return nil, "entry has no name: expected {name, description, parameters}, a {\"type\":\"function\"} wrapper, or a record with a \"function\" list"
	}
	var raws []json.RawMessage
	if err := json.Unmarshal(list, &raws); err != nil {
		return nil, "function list: " + err.Error()
	}
	var out []function
	for _, raw := range raws {
		fns, msg := entry{line: e.line, raw: raw}.functions()
		if msg != "" {
			return nil, msg
		}
		out = append(out, fns...)
	}
	return out, ""
}

// splitEntries splits a function file into entries with their line numbers:
// the elements of a top-level array, a single top-level object, or one value
// per line (JSON Lines).
func splitEntries(data []byte) ([]entry, *entryErr) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, &entryErr{1, "empty function file"}
	}
	if trimmed[0] == '[' {
		return splitArray(data)
	}
	if json.Valid(trimmed) {
		return []entry{{line: lineOf(data, bytes.Index(data, trimmed[:1])), raw: trimmed}}, nil
	}
	var out []entry
	for i, ln := range bytes.Split(data, []byte("\n")) {
		ln = bytes.TrimSpace(ln)
		if len(ln) == 0 {
			continue
		}
		if !json.Valid(ln) {
			return nil, &entryErr{i + 1, "line is not a JSON value (expected a JSON array or one JSON object per line)"}
		}
		out = append(out, entry{line: i + 1, raw: ln})
	}
	return out, nil
}

func splitArray(data []byte) ([]entry, *entryErr) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil {
		return nil, &entryErr{1, err.Error()}
	}
	var out []entry
	for dec.More() {
		start := int(dec.InputOffset())
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, &entryErr{lineOf(data, start), err.Error()}
		}
		// Skip the separator and spaces to the element's first byte.
		for start < len(data) && strings.ContainsRune(" \t\r\n,", rune(data[start])) {
			start++
		}
		out = append(out, entry{line: lineOf(data, start), raw: raw})
	}
	if _, err := dec.Token(); err != nil {
		return nil, &entryErr{lineOf(data, int(dec.InputOffset())), err.Error()}
	}
	return out, nil
}

func lineOf(data []byte, off int) int {
	if off > len(data) {
		off = len(data)
	}
	if off < 0 {
		off = 0
	}
	return 1 + bytes.Count(data[:off], []byte("\n"))
}
