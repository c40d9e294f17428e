package builtin_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/services/toolrunner/builtin"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

func byName(t *testing.T) map[string]tool.Go {
	t.Helper()
	out := map[string]tool.Go{}
	for _, g := range builtin.Tools() {
		if err := g.Spec.Validate(); err != nil {
			t.Errorf("%s: %v", g.Spec.Name, err)
		}
		if _, err := argschema.Compile(g.Spec.Parameters); err != nil {
			t.Errorf("%s: parameters: %v", g.Spec.Name, err)
		}
		out[g.Spec.Name] = g
	}
	return out
}

func TestTools(t *testing.T) {
	tools := byName(t)
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name, tool, args string
		ctx              context.Context
		want             string
		wantErr          error
	}{
		{"echo keeps the message", "echo", `{"message":"你好"}`, context.Background(), `{"message":"你好"}`, nil},
		{"noop returns an empty object", "noop", `{}`, context.Background(), `{}`, nil},
		{"sleep returns what it slept", "sleep", `{"ms":1}`, context.Background(), `{"slept_ms":1}`, nil},
		{"sleep ends with its context", "sleep", `{"ms":600000}`, cancelled, "", context.Canceled},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, ok := tools[tc.tool]
			if !ok {
				t.Fatalf("no built-in tool %s", tc.tool)
			}
			out, err := g.Func(tc.ctx, json.RawMessage(tc.args))
			if !errors.Is(err, tc.wantErr) || string(out) != tc.want {
				t.Errorf("%s(%s) = %s, %v; want %s, %v", tc.tool, tc.args, out, err, tc.want, tc.wantErr)
			}
		})
	}
}
