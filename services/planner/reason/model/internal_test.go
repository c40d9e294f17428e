package model

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestExtractJSON(t *testing.T) {
	tests := []struct {
		name, in, want string
		wantErr        bool
	}{
		{"plain", `{"a":1}`, `{"a":1}`, false},
		{"fenced", "```json\n{\"a\":1}\n```", `{"a":1}`, false},
		{"prose around", "Sure! Here it is: {\"a\":{\"b\":2}} Hope that helps.", `{"a":{"b":2}}`, false},
		{"think block with braces", "<think>maybe {x}</think>{\"a\":1}", `{"a":1}`, false},
		{"empty", "   ", "", true},
		{"no object", "[1,2]", "", true},
		{"two objects", `{"a":1} and {"b":2}`, "", true},
		{"truncated", `{"a":[1,2`, "", true},
		{"invalid utf8", "{\"a\":\"\xff\"}", "", true},
		{"too large", `{"a":"` + strings.Repeat("x", maxReplyBytes) + `"}`, "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := extractJSON(tc.in)
			if (err != nil) != tc.wantErr {
				t.Fatalf("extractJSON err = %v, want error %v", err, tc.wantErr)
			}
			if string(got) != tc.want {
				t.Errorf("extractJSON = %s, want %s", got, tc.want)
			}
		})
	}
}

func TestKeepOffered(t *testing.T) {
	offered := []toolspec.Spec{{Name: "a"}, {Name: "b"}, {Name: "c"}}
	tests := []struct {
		name        string
		in          []task.Score
		want        string
		wantDropped string
	}{
		{"sorted best first, ties by name", []task.Score{{Tool: "c", Score: 0.5}, {Tool: "a", Score: 0.5}, {Tool: "b", Score: 0.9}}, "[{b 0.9} {a 0.5} {c 0.5}]", "[]"},
		{"clamped", []task.Score{{Tool: "a", Score: 3}, {Tool: "b", Score: -1}}, "[{a 1} {b 0}]", "[]"},
		{"duplicate keeps best", []task.Score{{Tool: "a", Score: 0.2}, {Tool: "a", Score: 0.7}, {Tool: "a", Score: 0.4}}, "[{a 0.7}]", "[]"},
		{"unknown and case variants dropped", []task.Score{{Tool: "zz", Score: 1}, {Tool: "A", Score: 1}, {Tool: "", Score: 1}, {Tool: "a", Score: 0.3}}, "[{a 0.3}]", "[zz A ]"},
		{"nothing", nil, "[]", "[]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, dropped := keepOffered(tc.in, offered)
			if fmt.Sprint(got) != tc.want {
				t.Errorf("scores = %v, want %s", got, tc.want)
			}
			if fmt.Sprint(dropped) != tc.wantDropped {
				t.Errorf("dropped = %q, want %s", dropped, tc.wantDropped)
			}
		})
	}
}

func TestNormalizeID(t *testing.T) {
	tests := []struct {
		in   string
		i    int
		want string
	}{
		{"core_metrics", 0, "core_metrics"},
		{"Core Metrics!", 0, "core_metrics"},
		{"  --x--y  ", 0, "x_y"},
		{"指标", 2, "need_3"},
		{"report", 0, "report_data"},
		{strings.Repeat("a", 60), 0, strings.Repeat("a", 40)},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			if got := normalizeID(tc.in, tc.i); got != tc.want {
				t.Errorf("normalizeID(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestAcyclic(t *testing.T) {
	st := func(id string, deps ...string) task.Subtask { return task.Subtask{ID: id, DependsOn: deps} }
	tests := []struct {
		name    string
		subs    []task.Subtask
		wantErr bool
	}{
		{"independent", []task.Subtask{st("a"), st("b")}, false},
		{"chain", []task.Subtask{st("a"), st("b", "a"), st("c", "b", "a")}, false},
		{"two-cycle", []task.Subtask{st("a", "b"), st("b", "a")}, true},
		{"long cycle", []task.Subtask{st("a", "c"), st("b", "a"), st("c", "b")}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := (&task.Plan{Subtasks: tc.subs}).Validate(); (err != nil) != tc.wantErr {
				t.Errorf("Validate err = %v, want error %v", err, tc.wantErr)
			}
		})
	}
}

func TestTopK(t *testing.T) {
	e, _, _ := promptEngine(t)
	tests := []struct{ n, topK, want int }{
		{5, 20, 5}, {10, 20, 10}, {11, 20, 10}, {50, 20, 10}, {51, 20, 11}, {100, 20, 20}, {500, 20, 20}, {500, 30, 30}, {50, 5, 5},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("n=%d,TopK=%d", tc.n, tc.topK), func(t *testing.T) {
			e.opts.TopK = tc.topK
			if got := e.topK(tc.n); got != tc.want {
				t.Errorf("topK(%d) = %d, want %d", tc.n, got, tc.want)
			}
		})
	}
}

func TestReplySchemasCompile(t *testing.T) {
	schemas, err := compileReplySchemas()
	if err != nil {
		t.Fatal(err)
	}
	for op, s := range schemas {
		t.Run(op, func(t *testing.T) {
			if !s.strict {
				return
			}
			// OpenAI strict mode: every object lists all its properties as
			// required and closes additionalProperties.
			var walk func(path string, v any)
			walk = func(path string, v any) {
				m, ok := v.(map[string]any)
				if !ok {
					return
				}
				if props, ok := m["properties"].(map[string]any); ok {
					req, _ := m["required"].([]any)
					if len(req) != len(props) || m["additionalProperties"] != false {
						t.Errorf("%s%s: strict schema objects need every property required and additionalProperties false", op, path)
					}
					for k, p := range props {
						walk(path+"/"+k, p)
					}
				}
				if items, ok := m["items"]; ok {
					walk(path+"[]", items)
				}
			}
			walk("", s.doc)
		})
	}
}

// FuzzScoreReply feeds arbitrary model output through the score reply's
// whole path: extraction, schema, decoding, the offered-names filter. No
// input may panic, and nothing unoffered or out of range may come out.
func FuzzScoreReply(f *testing.F) {
	for _, seed := range []string{
		`{"scores":[{"tool":"a","score":0.9}]}`,
		"```json\n{\"scores\":[{\"tool\":\"zz\",\"score\":1e308}]}\n```",
		`<think>{</think>{"scores":[{"tool":"b","score":-5},{"tool":"b","score":0.5}]}`,
		`{"scores":[{"tool":"a","score":"high"}]}`,
		`{"scores":null}`,
		`not json`,
	} {
		f.Add(seed)
	}
	schemas, err := compileReplySchemas()
	if err != nil {
		f.Fatal(err)
	}
	offered := []toolspec.Spec{{Name: "a"}, {Name: "b"}}
	f.Fuzz(func(t *testing.T, content string) {
		var reply struct {
			Scores []task.Score `json:"scores"`
		}
		if err := decodeReply(content, "stop", schemas[opScore], &reply); err != nil {
			return
		}
		got, _ := keepOffered(reply.Scores, offered)
		for _, s := range got {
			if (s.Tool != "a" && s.Tool != "b") || s.Score < 0 || s.Score > 1 {
				t.Fatalf("keepOffered let through %+v", s)
			}
		}
		if _, err := json.Marshal(got); err != nil {
			t.Fatalf("scores do not marshal: %v", err)
		}
	})
}
