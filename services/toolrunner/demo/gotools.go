package demo

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/registry"
)

// GoTools returns the descriptors and implementations of the demo tools that
// are written in Go: noop (returns {} at once; the benchmark's no-op tool) and
// echo (returns its arguments).
func GoTools() map[string]GoTool {
	return map[string]GoTool{
		"sleep": sleepTool(),
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

// sleepTool waits for the given milliseconds or until its context ends: a
// stand-in for a slow backend in tests of timeouts, cancels and overlaps.
func sleepTool() GoTool {
	return GoTool{
		Spec: toolspec.Spec{
			Name:         "sleep",
			Description:  "Waits for the given number of milliseconds, then returns. 等待指定的毫秒数后返回。",
			WhenToUse:    "Testing timeouts, cancellation and concurrency of the tool path.",
			WhenNotToUse: "Never for real work: it reads and changes nothing.",
			Parameters: json.RawMessage(`{"type":"object","properties":{` +
				`"ms":{"type":"integer","minimum":0,"maximum":600000}},"required":["ms"],"additionalProperties":false}`),
			SideEffect: toolspec.Read,
			Family:     toolspec.FamilyGo,
			Timeout:    10 * time.Minute,
		},
		Fn: func(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
			var a struct{ MS int64 }
			if err := json.Unmarshal(args, &a); err != nil {
				return nil, err
			}
			t := time.NewTimer(time.Duration(a.MS) * time.Millisecond)
			defer t.Stop()
			select {
			case <-t.C:
				return json.RawMessage(fmt.Sprintf(`{"slept_ms":%d}`, a.MS)), nil
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		},
	}
}

// GoTool is a tool implemented in Go.
type GoTool struct {
	Spec toolspec.Spec
	Fn   registry.InvokerFunc
}

// RegisterGoTools registers the demo's Go tools (noop, echo, sleep) with reg.
func RegisterGoTools(reg *registry.Registry) error {
	for _, name := range []string{"echo", "noop", "sleep"} {
		t := GoTools()[name]
		if err := reg.RegisterFunc(t.Spec, t.Fn); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
	}
	return nil
}
