package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestLoadReliability(t *testing.T) {
	prompt := func(names ...string) string {
		s := "Choose a tool.\n[List of Tools with Names and Descriptions Start]\n"
		for i, n := range names {
			s += string(rune('1'+i)) + ". tool name: " + n + ", tool description: ['Does things, and more.']\n"
		}
		return s + "\n[List of Tools with Names and Descriptions End]\nExamples:\n1. tool name: example_tool, tool description: not a candidate\n"
	}
	recs := []map[string]string{
		{"query": "what is the weather in Oslo", "tool": "WeatherTool", "action_prompt": prompt("Chess", "WordCloud")},
		{"query": "the gold tool is listed", "tool": "Chess", "action_prompt": prompt("Chess", "WordCloud")},
	}
	b, err := json.Marshal(recs)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "Task2-Subtask3.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := loadReliability(path)
	if err != nil {
		t.Fatal(err)
	}
	want := []metaQuery{{Query: "what is the weather in Oslo", Tool: "WeatherTool", Candidates: []string{"Chess", "WordCloud"}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("loadReliability = %+v, want %+v", got, want)
	}
}

func TestMissCause(t *testing.T) {
	tests := []struct {
		name  string
		tools []string
		top   string
		score float64
		want  string
	}{
		{"nothing planned, gold weak", nil, "gold", 0.1, "no tool planned; scorer's top-1 on the whole goal is gold, below the threshold"},
		{"split", []string{"gold", "other"}, "gold", 0.3, "split: gold and another tool; scorer's top-1 on the whole goal is gold"},
		{"one wrong tool", []string{"other"}, "other", 0.3, "one wrong tool; scorer's top-1 on the whole goal is wrong"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var calls []task.Subtask
			for _, tool := range tc.tools {
				calls = append(calls, task.Subtask{Tool: tool})
			}
			if got := missCause(calls, "gold", tc.top, tc.score, 0.2); got != tc.want {
				t.Errorf("missCause = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestLossCause(t *testing.T) {
	ranked := func(best string, tools ...string) lexical.Selection {
		sel := lexical.Selection{Best: best}
		for i, tool := range tools {
			sel.Scores = append(sel.Scores, task.Score{Tool: tool, Score: 0.3 - 0.1*float64(i)})
		}
		return sel
	}
	tests := []struct {
		name  string
		steps int
		calls []string
		sel   lexical.Selection
		want  string
	}{
		{"split", 2, []string{"gold", "other"}, ranked("gold", "gold", "other"), "decomposition: 2 steps, 2 calls"},
		{"engine ranks another first", 1, nil, ranked("", "other", "gold"), "ranking: the engine ranks another tool first"},
		{"below the threshold", 1, nil, ranked("", "gold", "other"), "threshold: gold leads below it, nothing planned"},
		{"below the threshold, another planned", 1, []string{"other"}, ranked("", "gold", "other"), "threshold: gold leads below it, another tool planned"},
		{"dropped", 1, nil, ranked("gold", "gold", "other"), "gate: gold chosen, then dropped"},
		{"replaced", 1, []string{"other"}, ranked("gold", "gold", "other"), "gate: gold chosen, then replaced"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcome{steps: tc.steps}
			for _, tool := range tc.calls {
				o.calls = append(o.calls, task.Subtask{Tool: tool})
			}
			if got := lossCause(o, "gold", tc.sel); got != tc.want {
				t.Errorf("lossCause = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestPickCause(t *testing.T) {
	chosen := lexical.Selection{Best: "other", Scores: []task.Score{{Tool: "other", Score: 0.3}}}
	unchosen := lexical.Selection{Scores: []task.Score{{Tool: "other", Score: 0.1}}}
	tests := []struct {
		name  string
		steps int
		sel   lexical.Selection
		want  string
	}{
		{"split", 2, unchosen, "decomposition: 2 steps, 2 calls"},
		{"whole goal chooses", 1, chosen, "threshold: the engine chooses a tool for the whole goal"},
		{"a part chooses", 1, unchosen, "part: a part's tool stands for the whole goal"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcome{steps: tc.steps}
			for range tc.steps {
				o.calls = append(o.calls, task.Subtask{Tool: "other"})
			}
			if got := pickCause(o, tc.sel); got != tc.want {
				t.Errorf("pickCause = %q, want %q", got, tc.want)
			}
		})
	}
}
