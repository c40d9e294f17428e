package demo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/registry"
)

// GoTools returns the descriptors and implementations of the demo tools that
// are written in Go: noop (returns {} at once; the benchmark's no-op tool) and
// echo (returns its arguments).
func GoTools() map[string]GoTool {
	return map[string]GoTool{
		"noop": {
			Spec: toolspec.Spec{
				Name:         "noop",
				Description:  "Does nothing and returns an empty object. 什么也不做，返回空对象。",
				WhenToUse:    "Health checks of the tool path and benchmarks.",
				WhenNotToUse: "Never for real work: it reads and changes nothing.",
				Parameters:   json.RawMessage(`{"type":"object","additionalProperties":false}`),
				SideEffect:   toolspec.Read,
				Family:       toolspec.FamilyGo,
			},
			Fn: func(context.Context, json.RawMessage) (json.RawMessage, error) {
				return json.RawMessage(`{}`), nil
			},
		},
		"echo": {
			Spec: toolspec.Spec{
				Name:         "echo",
				Description:  "Returns the given message unchanged. 原样返回输入的消息。",
				WhenToUse:    "Testing that arguments reach a tool intact.",
				WhenNotToUse: "Not for fetching any business data.",
				Parameters: json.RawMessage(`{"type":"object","properties":{` +
					`"message":{"type":"string","description":"text to echo back","maxLength":4096}},` +
					`"required":["message"],"additionalProperties":false}`),
				SideEffect: toolspec.Read,
				Family:     toolspec.FamilyGo,
			},
			Fn: func(_ context.Context, args json.RawMessage) (json.RawMessage, error) {
				var in struct {
					Message string `json:"message"`
				}
				if err := json.Unmarshal(args, &in); err != nil {
					return nil, fmt.Errorf("decode echo arguments: %w", err)
				}
				return json.Marshal(map[string]string{"message": in.Message})
			},
		},
	}
}

// GoTool is a tool implemented in Go.
type GoTool struct {
	Spec toolspec.Spec
	Fn   registry.InvokerFunc
}

// RegisterGoTools registers the demo's Go tools (noop, echo) with reg.
func RegisterGoTools(reg *registry.Registry) error {
	for _, name := range []string{"echo", "noop"} {
		t := GoTools()[name]
		if err := reg.RegisterFunc(t.Spec, t.Fn); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
	}
	return nil
}
