// Package builtin holds the Go tools every Go-family toolrunner serves:
// noop (returns {} at once; the benchmark's no-op tool), echo (returns its
// message) and sleep (a stand-in for a slow backend). They check the tool
// path itself — arguments, timeouts, cancellation — and touch no business
// data.
package builtin

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// Tools returns the built-in Go tools, sorted by name: echo, noop, sleep.
func Tools() []tool.Go { return []tool.Go{echo(), noop(), sleep()} }

func noop() tool.Go {
	return tool.Go{
		Spec: toolspec.Spec{
			Name:         "noop",
			Description:  "Does nothing and returns an empty object. 什么也不做，返回空对象。",
			WhenToUse:    "Health checks of the tool path and benchmarks.",
			WhenNotToUse: "Never for real work: it reads and changes nothing.",
			Parameters:   json.RawMessage(`{"type":"object","additionalProperties":false}`),
			SideEffect:   toolspec.Read,
			Family:       toolspec.FamilyGo,
		},
		Func: func(context.Context, json.RawMessage) (json.RawMessage, error) {
			return json.RawMessage(`{}`), nil
		},
	}
}

func echo() tool.Go {
	return tool.Go{
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
		Func: func(_ context.Context, args json.RawMessage) (json.RawMessage, error) {
			var in struct {
				Message string `json:"message"`
			}
			if err := json.Unmarshal(args, &in); err != nil {
				return nil, fmt.Errorf("decode echo arguments: %w", err)
			}
			return json.Marshal(map[string]string{"message": in.Message})
		},
	}
}

// sleep waits for the given milliseconds or until its context ends: a
// stand-in for a slow backend in tests of timeouts, cancels and overlaps.
func sleep() tool.Go {
	return tool.Go{
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
		Func: func(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
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
