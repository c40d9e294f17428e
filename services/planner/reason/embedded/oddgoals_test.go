package embedded

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
)

// oddCatalog is a small catalog with the odd tools a registry may hold:
// a name of underscores only, an empty description, no parameters, and
// an enum whose value lower-cases to fewer bytes.
func oddCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "__", Description: "Does something.", Parameters: json.RawMessage(`{"type":"object","properties":{"x":{"type":"string"}}}`)},
		{Name: "blank", Description: "", Parameters: json.RawMessage(`{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`)},
		{Name: "bare", Description: "List the orders."},
		{Name: "get_report", Description: "Get the weekly report for a region. 获取区域周报。", Parameters: json.RawMessage(`{"type":"object","properties":{"region":{"type":"string","enum":["north","\u212Aelvin","İzmir","all"]},"date":{"type":"string","format":"date"},"limit":{"type":"integer"}},"required":["region"]}`)},
		{Name: "send_message", Description: "Send a message to a user.", Parameters: json.RawMessage(`{"type":"object","properties":{"to":{"type":"string"},"text":{"type":"string"}},"required":["to","text"]}`)},
	}
}

// oddGoals are goals no user means but a planner gets: empty, only
// punctuation, long runs of one character, mixed scripts, joiners and
// bytes that are not UTF-8.
func oddGoals() []string {
	pieces := []string{
		"", " ", "\t\n", ".", "?!", "，。；", "...", "()", "（）", "\"\"", "''", "「」", "-", "_", "__", "%", "$", "#1",
		"\u200d", "\u200b\u200c\u200d", "\ufeff", "a\u200db", "👨\u200d👩\u200d👧", "\u0301", "İ", "\u212A", "ß", "ǅ",
		"\xed\xa0\x80", "\xed\xb0\x80", "\xff\xfe", "a\xc3", "\xe4\xb8", "0", "-1", "1e999", "99999999999999999999",
		"send", "get the report", "发给", "查一下", "今天", "上周", "north", "Kelvin", "\u212Aelvin", "İzmir",
		"مرحبا", "שלום", "Привет", "こんにちは", "안녕", "ไทย", "🙂", "\u202e", "\u0000",
		"send __ to __", "run __", "blank", "and and and", "if if then", "not not", "，和，", "或者",
	}
	out := slices.Clone(pieces)
	for i, a := range pieces {
		b := pieces[(i*7+3)%len(pieces)]
		c := pieces[(i*13+5)%len(pieces)]
		out = append(out, a+b, a+" "+b+" "+c, "Get the report for "+a+" and send it to "+b, "查"+a+"的周报，然后发给"+b)
	}
	for _, r := range []string{"查", "的", "a", " ", ".", "\u200d", "🙂", "\xff", "1"} {
		out = append(out, strings.Repeat(r, 500))
	}
	out = append(out,
		strings.Repeat("查", 10000),
		strings.Repeat("get the weekly report for north ", 320),
		strings.Repeat("上周华东区的告警，", 1100),
	)
	return out
}

// TestPlanOddGoals runs the engine over odd goals against an odd catalog:
// none may panic, and each gives a plan or the engine's own error.
func TestPlanOddGoals(t *testing.T) {
	e := New(Options{Now: func() time.Time { return monday }})
	cat := oddCatalog()
	goals := oddGoals()
	if testing.Short() {
		goals = goals[:100]
	}
	for _, goal := range goals {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("goal %.60q: panic: %v", goal, r)
				}
			}()
			ctx := context.Background()
			tk, err := e.Parse(ctx, goal, nil)
			if err != nil {
				if !errors.Is(err, reason.ErrNotUnderstood) {
					t.Errorf("goal %.60q: parse: untyped error %v", goal, err)
				}
				return
			}
			p, err := e.Plan(ctx, reason.NewRun(tk, nil), cat)
			switch {
			case err != nil && !errors.Is(err, reason.ErrNotUnderstood):
				t.Errorf("goal %.60q: plan: untyped error %v", goal, err)
			case err == nil && p == nil:
				t.Errorf("goal %.60q: no plan and no error", goal)
			}
		}()
	}
}
