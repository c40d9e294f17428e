package argschema

import (
	"encoding/json"
	"fmt"
)

// Normalize rewrites a parameters schema written in the dialect of
// OpenAI-style function catalogs (such as the Berkeley Function Calling
// Leaderboard's) into JSON Schema 2020-12: type "dict" becomes "object",
// "float" and "double" become "number", "tuple" becomes "array", "int" and
// "long" become "integer", "bool" becomes "boolean", "any" drops the type
// constraint, and a list-valued "items" becomes "prefixItems". Only schema positions are rewritten: a property that happens to
// be named "type" is left alone. A null or empty schema becomes
// {"type":"object"}.
func Normalize(raw json.RawMessage) (json.RawMessage, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return json.RawMessage(`{"type":"object"}`), nil
	}
	var doc any
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, fmt.Errorf("parameters are not valid JSON: %w", err)
	}
	doc = normalizeSchema(doc)
	out, err := json.Marshal(doc)
	if err != nil {
		return nil, fmt.Errorf("re-encode parameters: %w", err)
	}
	return out, nil
}

var typeAliases = map[string]string{
	"dict":   "object",
	"float":  "number",
	"double": "number",
	"tuple":  "array",
	"int":    "integer",
	"long":   "integer",
	"bool":   "boolean",
	"str":    "string",
	"list":   "array",
}

// Keywords whose value is one sub-schema, a map of sub-schemas, or a list
// of sub-schemas.
var (
	schemaKeywords    = []string{"items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties", "additionalItems"}
	schemaMapKeywords = []string{"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"}
	schemaListKeyword = []string{"allOf", "anyOf", "oneOf", "prefixItems"}
)

func normalizeSchema(v any) any {
	m, ok := v.(map[string]any)
	if !ok {
		return v
	}
	switch t := m["type"].(type) {
	case string:
		if t == "any" {
			delete(m, "type")
		} else if alias, ok := typeAliases[t]; ok {
			m["type"] = alias
		}
	case []any:
		for i, e := range t {
			if s, ok := e.(string); ok {
				if alias, ok := typeAliases[s]; ok {
					t[i] = alias
				}
			}
		}
	}
	for _, kw := range schemaKeywords {
		switch sub := m[kw].(type) {
		case map[string]any:
			m[kw] = normalizeSchema(sub)
		case []any:
			for i := range sub {
				sub[i] = normalizeSchema(sub[i])
			}
		}
	}
	// The draft-04 tuple form of items is prefixItems in 2020-12.
	if tuple, ok := m["items"].([]any); ok {
		if _, taken := m["prefixItems"]; !taken {
			m["prefixItems"] = tuple
			delete(m, "items")
		}
	}
	for _, kw := range schemaMapKeywords {
		if sub, ok := m[kw].(map[string]any); ok {
			for k := range sub {
				sub[k] = normalizeSchema(sub[k])
			}
		}
	}
	for _, kw := range schemaListKeyword {
		if sub, ok := m[kw].([]any); ok {
			for i := range sub {
				sub[i] = normalizeSchema(sub[i])
			}
		}
	}
	return m
}
