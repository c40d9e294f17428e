package embedded

import (
	"encoding/json"
	"regexp"
)

// schemaObjects remembers schemaObject by the schema's text: argument
// filling reads a tool's schema for every need it serves, and the rules
// that choose a tool read the schema of every tool a need scores.
var schemaObjects memo[parsedSchema]

// parsedSchema is a schema as schemaObject read it, or why it could not.
type parsedSchema struct {
	obj object
	err error
}

// schemaObject reads a tool's parameters schema; no schema reads as an
// object without properties. It is read once per schema, and shared:
// callers only read it (borrowReferredGlosses copies what it changes).
func schemaObject(params json.RawMessage) (object, error) {
	if len(params) == 0 {
		return object{}, nil
	}
	s := schemaObjects.load(string(params), func() parsedSchema {
		var sch object
		err := json.Unmarshal(params, &sch)
		return parsedSchema{obj: sch, err: err}
	})
	return s.obj, s.err
}

// schemaPatterns remembers schemaPattern by the expression: a schema's
// patterns check the values of every need its tool serves.
var schemaPatterns memo[*regexp.Regexp]

// schemaPattern is a schema's pattern compiled, or nil when it does not
// compile. It is compiled once per expression and shared: a Regexp is
// safe for concurrent use.
func schemaPattern(expr string) *regexp.Regexp {
	return schemaPatterns.load(expr, func() *regexp.Regexp {
		re, err := regexp.Compile(expr)
		if err != nil {
			return nil
		}
		return re
	})
}
