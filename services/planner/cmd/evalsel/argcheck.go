package main

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strings"
)

// answer is one BFCL possible answer: each parameter of the gold call maps
// to its acceptable values; "" among them means the parameter may be left
// out.
type answer map[string][]any

// paramSchema is the part of a parameters schema the checker reads.
type paramSchema struct {
	Properties map[string]struct {
		Type any `json:"type"`
	} `json:"properties"`
	Required []string `json:"required"`
}

// checkArgs applies BFCL's AST checker to one call, as far as it applies
// to arguments already typed by a schema: every required parameter is
// given; every given argument is a declared parameter that the answer
// lists, with one of its acceptable values (strings compared without case,
// spaces and ",./-_*^"; an integer parameter takes no fraction); and a
// parameter the answer lists but the call leaves out must allow "".
// It returns "" when the call is accepted, else why not.
func checkArgs(args map[string]any, gold answer, params json.RawMessage) string {
	var sch paramSchema
	if len(params) > 0 {
		if err := json.Unmarshal(params, &sch); err != nil {
			return "schema: " + err.Error()
		}
	}
	norm, err := normalizeJSON(args)
	if err != nil {
		return err.Error()
	}
	for _, r := range sch.Required {
		if _, ok := norm[r]; !ok {
			return "required " + r + " missing"
		}
	}
	for k, v := range norm {
		p, declared := sch.Properties[k]
		if !declared {
			return k + " is not a parameter"
		}
		acc, listed := gold[k]
		if !listed {
			return k + " invented"
		}
		if typeName(p.Type) == "integer" {
			if f, ok := v.(float64); ok && f != math.Trunc(f) {
				return k + " is not an integer"
			}
		}
		if !acceptedAny(v, acc) {
			return fmt.Sprintf("%s = %v, want one of %v", k, v, acc)
		}
	}
	for k, acc := range gold {
		if _, given := norm[k]; !given && !optional(acc) {
			return k + " missing"
		}
	}
	return ""
}

func typeName(t any) string {
	if s, ok := t.(string); ok {
		return s
	}
	return ""
}

// optional reports whether "" is among the acceptable values.
func optional(acc []any) bool {
	for _, a := range acc {
		if s, ok := a.(string); ok && s == "" {
			return true
		}
	}
	return false
}

func acceptedAny(v any, acc []any) bool {
	for _, a := range acc {
		if s, ok := a.(string); ok && s == "" {
			continue
		}
		if accepted(v, a) {
			return true
		}
	}
	return false
}

// accepted compares one value with one acceptable value. A dictionary's
// acceptable value maps each key to its own acceptable values, as BFCL
// writes nested answers.
func accepted(v, a any) bool {
	switch a := a.(type) {
	case string:
		s, ok := v.(string)
		return ok && standardize(s) == standardize(a)
	case float64:
		f, ok := v.(float64)
		return ok && f == a
	case bool:
		b, ok := v.(bool)
		return ok && b == a
	case []any:
		l, ok := v.([]any)
		if !ok || len(l) != len(a) {
			return false
		}
		for i := range l {
			if !accepted(l[i], a[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		m, ok := v.(map[string]any)
		if !ok {
			return false
		}
		for k, x := range m {
			acc, listed := a[k].([]any)
			if !listed || !acceptedAny(x, acc) {
				return false
			}
		}
		for k, x := range a {
			acc, _ := x.([]any)
			if _, given := m[k]; !given && !optional(acc) {
				return false
			}
		}
		return true
	case nil:
		return v == nil
	}
	return false
}

var bfclPunct = regexp.MustCompile(`[ ,./\-_*^]`)

// standardize is BFCL's string normalisation.
func standardize(s string) string {
	return strings.ReplaceAll(strings.ToLower(bfclPunct.ReplaceAllString(s, "")), "'", `"`)
}

// normalizeJSON gives values the shapes JSON decoding gives them (float64
// numbers, []any lists), whatever Go types the filler used.
func normalizeJSON(args map[string]any) (map[string]any, error) {
	b, err := json.Marshal(args)
	if err != nil {
		return nil, fmt.Errorf("arguments: %w", err)
	}
	out := map[string]any{}
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, fmt.Errorf("arguments: %w", err)
	}
	return out, nil
}
