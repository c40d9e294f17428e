package model

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// The operations, which name their reply schemas.
const (
	opParse     = "parse"
	opPlan      = "plan"
	opScore     = "score"
	opFill      = "fill_args"
	opJudge     = "judge"
	opSummarize = "summarize"
	opReport    = "report"
)

// replySchemas are the JSON Schemas of the replies. Those marked strict
// keep to the subset OpenAI's strict structured outputs accept (every
// property required, no additional properties, no numeric or length
// bounds); the bounds are checked after decoding instead. fill_args is not
// strict: its args object is the tool's, checked against the tool's schema.
var replySchemas = []struct {
	op     string
	strict bool
	schema string
}{
	{opParse, true, `{"type":"object","additionalProperties":false,
"required":["language","constraints","expected_output","entities","format","max_chars"],
"properties":{
"language":{"type":"string","enum":["zh","en"]},
"constraints":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["name","value"],
 "properties":{"name":{"type":"string"},"value":{"type":"string"}}}},
"expected_output":{"type":"string"},
"entities":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["kind","value"],
 "properties":{"kind":{"type":"string"},"value":{"type":"string"}}}},
"format":{"type":"string","enum":["text","email","table","markdown"]},
"max_chars":{"type":"integer"}}}`},
	{opPlan, true, `{"type":"object","additionalProperties":false,"required":["subtasks"],
"properties":{"subtasks":{"type":"array","items":{"type":"object","additionalProperties":false,
 "required":["id","description","depends_on"],
 "properties":{"id":{"type":"string"},"description":{"type":"string"},"depends_on":{"type":"array","items":{"type":"string"}}}}}}}`},
	{opScore, true, `{"type":"object","additionalProperties":false,"required":["scores"],
"properties":{"scores":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["tool","score"],
 "properties":{"tool":{"type":"string"},"score":{"type":"number"}}}}}}`},
	{opFill, false, `{"type":"object","additionalProperties":false,"required":["args","missing"],
"properties":{"args":{"type":"object"},"missing":{"type":"array","items":{"type":"string"}}}}`},
	{opJudge, true, `{"type":"object","additionalProperties":false,"required":["ok","reason"],
"properties":{"ok":{"type":"boolean"},"reason":{"type":"string"}}}`},
	{opSummarize, true, `{"type":"object","additionalProperties":false,"required":["summary"],
"properties":{"summary":{"type":"string"}}}`},
	{opReport, true, `{"type":"object","additionalProperties":false,"required":["report"],
"properties":{"report":{"type":"string"}}}`},
}

// replySchema is one compiled reply schema.
type replySchema struct {
	raw      json.RawMessage // compact text, for instructions and feedback
	doc      any             // decoded, for response_format
	strict   bool
	compiled *jsonschema.Schema
}

func compileReplySchemas() (map[string]*replySchema, error) {
	out := make(map[string]*replySchema, len(replySchemas))
	for _, s := range replySchemas {
		var compact bytes.Buffer
		if err := json.Compact(&compact, []byte(s.schema)); err != nil {
			return nil, fmt.Errorf("model: %s reply schema: %w", s.op, err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(compact.Bytes()))
		if err != nil {
			return nil, fmt.Errorf("model: %s reply schema: %w", s.op, err)
		}
		c := jsonschema.NewCompiler()
		c.DefaultDraft(jsonschema.Draft2020)
		url := "urn:hermes:reply:" + s.op
		if err := c.AddResource(url, doc); err != nil {
			return nil, fmt.Errorf("model: %s reply schema: %w", s.op, err)
		}
		compiled, err := c.Compile(url)
		if err != nil {
			return nil, fmt.Errorf("model: %s reply schema: %w", s.op, err)
		}
		var plain any
		_ = json.Unmarshal(compact.Bytes(), &plain) // response_format wants plain JSON values
		out[s.op] = &replySchema{raw: compact.Bytes(), doc: plain, strict: s.strict, compiled: compiled}
	}
	return out, nil
}

// validate checks a JSON reply against the schema.
func (s *replySchema) validate(raw []byte) error {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return fmt.Errorf("the reply is not valid JSON: %w", err)
	}
	if err := s.compiled.Validate(v); err != nil {
		return fmt.Errorf("the reply does not match the schema: %w", err)
	}
	return nil
}
