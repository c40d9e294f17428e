package embedded

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanFlagLexicalGloss: once a step's tool is chosen, a Chinese word
// the general glossary gives a flag's name's words for sets the flag, and
// the word negated clears it; a flag named by a word of a tool's name, a
// word joined to another, or no such word leave it alone.
func TestPlanFlagLexicalGloss(t *testing.T) {
	const (
		shoot = `{"type":"object","properties":{"drone":{"type":"boolean","description":"A flying camera is used."}}}`
		audit = `{"type":"object","properties":{"with_violations":{"type":"boolean"}}}`
	)
	e := newEngine(t)
	for _, tc := range []struct {
		name, goal, params string
		want               map[string]any
		others             []string // other tools of the catalog
	}{
		{"a glossed word sets the flag", "周日在河边拍外景，要飞无人机", shoot, map[string]any{"drone": true}, nil},
		{"a glossed word in a read", "上个月的检查里哪些查出了违规", audit, map[string]any{"with_violations": true}, nil},
		{"the word negated clears it", "周日在河边拍外景，不用无人机", shoot, map[string]any{"drone": false}, nil},
		{"the word declined after clears it", "周日在河边拍外景，无人机就不用带了", shoot, map[string]any{"drone": false}, nil},
		{"a word after it not declined", "周日在河边拍外景，无人机要带上", shoot, map[string]any{"drone": true}, nil},
		// must leave alone
		{"no such word", "上个月的检查记录都列出来", audit, map[string]any{}, nil},
		{"a word of a tool's name", "周日在河边拍外景，要飞无人机", shoot, map[string]any{}, []string{"register_drone"}},
		{"the word qualifies another noun", "周日在河边拍外景，先看看上次无人机拍的素材", shoot, map[string]any{}, nil},
		{"either of two things", "上个月的检查里哪些有违规或者罚款", audit, map[string]any{}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cat := []toolspec.Spec{{Name: "keep_records", Description: "Keep records.", Parameters: json.RawMessage(tc.params), SideEffect: toolspec.Write}}
			for _, o := range tc.others {
				cat = append(cat, toolspec.Spec{Name: o, Description: "Another tool.", Parameters: json.RawMessage(`{"type":"object","properties":{}}`)})
			}
			st := planGiven(t, e, tc.goal, cat)
			if got := st.Args; !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
		})
	}
}
