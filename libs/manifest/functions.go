package manifest

import (
	"bytes"
	"encoding/json"
	"fmt"
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
	l := &loader{seen: map[string]string{}}
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
	fileSeen := map[string]string{} // name → canonical definition, within this file
	for _, e := range entries {
		fns, perr := e.functions()
		if perr != "" {
			l.fail(file, e.line, "", "%s", perr)
			continue
		}
		for _, fn := range fns {
			l.addFunction(file, e.line, fn, fileSeen)
		}
	}
}

func (l *loader) addFunction(file string, line int, fn function, fileSeen map[string]string) {
	src := fmt.Sprintf("%s:%d", file, line)
	canon, _ := json.Marshal(fn)
	if prev, ok := fileSeen[fn.Name]; ok {
		if prev != string(canon) {
			l.cat.Warnings = append(l.cat.Warnings, fmt.Sprintf(
				"%s: function %q is defined again with a different schema; the first definition (%s) is kept", src, fn.Name, l.seen[fn.Name]))
		}
		return
	}
	if prev, dup := l.seen[fn.Name]; dup {
		l.fail(file, line, "tool "+fn.Name+": name", "duplicate tool name %q (first declared at %s)", fn.Name, prev)
		return
	}
	se := toolspec.SideEffect(fn.SideEffect)
	if se == "" {
		se = toolspec.Read
	}
	params, err := argschema.Normalize(fn.Parameters)
	if err != nil {
		l.fail(file, line, "tool "+fn.Name+": parameters", "%v", err)
		return
	}
	if _, err := argschema.Compile(params); err != nil {
		l.fail(file, line, "tool "+fn.Name+": parameters", "%v", err)
		return
	}
	spec := toolspec.Spec{
		Name: fn.Name, Description: strings.TrimSpace(fn.Description),
		WhenToUse: fn.WhenToUse, WhenNotToUse: fn.WhenNotToUse,
		Parameters: params, SideEffect: se, Family: toolspec.FamilyCatalog,
	}
	if err := spec.Validate(); err != nil {
		l.fail(file, line, "tool "+fn.Name, "%v", err)
		return
	}
	fileSeen[fn.Name] = string(canon)
	l.seen[fn.Name] = src
	l.cat.Tools = append(l.cat.Tools, Tool{Spec: spec, Source: src})
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
