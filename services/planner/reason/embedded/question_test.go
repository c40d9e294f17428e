package embedded

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// The expressions isQuestion's checks were split from: the checks must
// answer as they did. The count question is the engine's own countAskRE.
var (
	questionWholeRE = regexp.MustCompile(`(?i)\b(?:know|check|see|find out|tell me|ask|wonder|wondering|verify|confirm)\s+whether\b|[?？]\s*$|^\s*(?:what|which|when|where|who|whom|whose|why|how|is|are|was|were|has|have|had|does|do|did|will|can|could|should)\b|吗\s*$|呢\s*$|了没有?\s*$|是不是|多少|是否|有没有|能不能|可不可以|还能|什么时候|哪些|哪个|哪里|到哪|几点|几天|怎么样|怎样|如何|谁[^，,；;。？?]*$|` + countAskRE.String())
	requestWholeRE  = regexp.MustCompile(`(?i)^\s*(?:can|could|would|will)\s+you\b|\b(?:please|pls|plz)\b|^\s*(?:请(?:[^问教]|$)|帮我|麻烦|给我)`)
)

var questionSeeds = []string{
	"what is the tax on INV-2024-0117", "Is TCK-20931 closed?", "show me the alerts", "restart it", "plZ", "pls show it",
	"Can you cancel the order", "could you tell me the total?", "please list the tickets", "PLEASE restart",
	"这个工单处理了没有", "工单关了没", "是不是已经发货了", "上周卖了多少", "帮我查一下", "请重启", "订单呢 \n",
	"Whatever happened", "isolate the host", "do it", "  Why not\t", "complaints? ", "吗？", "了没有了",
	"Will you restart it", "will it rain", "the app is down — why", "请问几点开门", "TCK-20931 现在谁在处理", "谁值班，帮我订会议室",
	"I need to know whether ORD-1234 can be cancelled", "cancel it whether or not it shipped", "这周的出勤怎么样", "情况如何",
	"仓库里还剩几个托盘", "这几个客户发个短信",
}

func TestIsQuestionAnswersAsTheExpressions(t *testing.T) {
	for _, text := range questionSeeds {
		checkQuestionChecks(t, text)
	}
}

func FuzzIsQuestion(f *testing.F) {
	for _, s := range questionSeeds {
		f.Add(s)
	}
	f.Fuzz(checkQuestionChecks)
}

func checkQuestionChecks(t *testing.T, text string) {
	t.Helper()
	for _, m := range concessiveMarks {
		if strings.Contains(text, m) {
			return // the expression knew no concessive mark
		}
	}
	if got, want := asksQuestion(text), questionWholeRE.MatchString(text); got != want {
		t.Errorf("asksQuestion(%q) = %v, want %v", text, got, want)
	}
	if got, want := isRequest(text), requestWholeRE.MatchString(text); got != want {
		t.Errorf("isRequest(%q) = %v, want %v", text, got, want)
	}
}

// A question form after a concessive mark states what does not matter: the
// goal is still a request.
func TestConcessiveQuestionFormAsksNothing(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"请关闭 TK-5521，不管是不是已经解决", false},
		{"无论有没有库存都先下单", false},
		{"不论 是否 审批过都发出去", false},
		{"TK-5521 是不是已经解决了", true},
		{"不管怎样，TK-5521 是不是已经解决了", true},
		{"关闭 TK-12，不管是谁提的", false},
		{"关闭 TK-12，无论谁提的", false},
		{"TK-12 已经修好了，关掉，不用管是谁报的", false},
		{"不管怎样，现在谁在处理 TK-12", true},
	}
	for _, tt := range tests {
		if got := isQuestion(tt.text); got != tt.want {
			t.Errorf("isQuestion(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestHowIsAsksAboutState: 怎么样 / 如何 ask how something stands, so the
// read on an object answers them even when the write's words score higher.
func TestHowIsAsksAboutState(t *testing.T) {
	member := `"member_id":{"type":"string","pattern":"^M-[0-9]{5}$","description":"Member number."}`
	params := func(required string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{` + member + `,"day":{"type":"string","format":"date"}},"required":[` + required + `]}`)
	}
	cat := []toolspec.Spec{
		{Name: "record_presence", Description: "Set a member's presence for a class day: present, absent or late.", SideEffect: toolspec.Write, Parameters: params(`"member_id","day"`)},
		{Name: "presence_summary", Description: "Presence of a member between two days: days present, absences and late arrivals.", SideEffect: toolspec.Read, Parameters: params("")},
		{Name: "show_trainers", Description: "Trainers of the gym.", SideEffect: toolspec.Read},
	}
	tests := []planCase{
		{"怎么样 ends the goal", "M-10023 这周的 presence 怎么样", []string{"presence_summary"}},
		{"如何 asks too", "M-10023 这周 presence 情况如何", []string{"presence_summary"}},
	}
	checkPlans(t, cat, tests)
}
