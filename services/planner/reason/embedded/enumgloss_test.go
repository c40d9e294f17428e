package embedded

import (
	"slices"
	"strings"
	"testing"
)

func TestFillArgsEnumGloss(t *testing.T) {
	const (
		dept   = `{"type":"object","properties":{"unit":{"type":"string","description":"Hospital unit.","enum":["internal_medicine","cardiology","general_practice","surgery"]}},"required":["unit"]}`
		refund = `{"type":"object","properties":{"refund_to":{"type":"string","enum":["store_credit","original_payment","cash"]}},"required":["refund_to"]}`
		ship   = `{"type":"object","properties":{"speed":{"type":"string","description":"Speed: economy (5-7 days), express (next day), same_day.","enum":["economy","express","same_day"]}},"required":["speed"]}`
		cancel = `{"type":"object","properties":{"why":{"type":"string","enum":["customer_request","duplicate_order","fraud"]}},"required":["why"]}`
		team   = `{"type":"object","properties":{"team":{"type":"string","enum":["engineering","sales","legal"]}}}`
		spend  = `{"type":"object","properties":{"kind":{"type":"string","enum":["client_entertainment","office_supplies","travel"]}}}`
		charge = `{"type":"object","properties":{"cause":{"type":"string","enum":["duplicate_payment","chargeback","other"]}},"required":["cause"]}`
		state  = `{"type":"object","properties":{"state":{"type":"string","enum":["active","expired","suspended"]}}}`
		notify = `{"type":"object","properties":{"via":{"type":"string","enum":["email","sms","push_notification"]},"state":{"type":"string","enum":["draft","pending_review","approved","rejected"]}}}`
		metric = `{"type":"object","properties":{"metric":{"type":"string","enum":["open_rate","click_through_rate","conversion_rate"]}},"required":["metric"]}`
	)
	const (
		fix  = `{"type":"object","properties":{"kind":{"type":"string","description":"Kind: plumbing (pipes, water pipes, leaks), climate (air conditioning, heating), wiring (sockets, switches).","enum":["plumbing","climate","wiring"]}}}`
		rush = `{"type":"object","properties":{"level":{"type":"string","description":"Level: minor (cosmetic), critical (act now: flooding, no power).","enum":["minor","critical"]}}}`
		pay  = `{"type":"object","properties":{"via":{"type":"string","enum":["card","wechat_pay","alipay"]}}}`
	)
	const visit = `{"type":"object","properties":{"outcome":{"type":"string","enum":["attended","no_show","rescheduled"]}}}`
	const queue = `{"type":"object","properties":{"status":{"type":"string","enum":["pending","active","done"]}}}`
	const decide = `{"type":"object","properties":{"decision":{"type":"string","description":"approved or rejected.","enum":["approved","rejected"]}},"required":["decision"]}`
	const priority = `{"type":"object","properties":{"priority":{"type":"string","enum":["low","normal","urgent"]}}}`
	runFillCases(t, []fillCase{
		{"a negated verb for a no_ value", "Which clients didn't show up yesterday?", visit, map[string]any{"outcome": "no_show"}},
		{"a Chinese word for a no_ value", "昨天爽约的客户", visit, map[string]any{"outcome": "no_show"}},
		{"a channel and a state", "待审核的推送有哪些", notify, map[string]any{"via": "push_notification", "state": "pending_review"}},
		{"a rate", "上个月的点击率", metric, map[string]any{"metric": "click_through_rate"}},
		{"a Chinese department word", "查一下心内科的床位", dept, map[string]any{"unit": "cardiology"}},
		{"急 asks for haste", "这个挺急的", priority, map[string]any{"priority": "urgent"}},
		{"急诊 is a department, no haste", "急诊的工单", priority, map[string]any{}},
		{"the longer word first", "全科门诊的排队人数", dept, map[string]any{"unit": "general_practice"}},
		{"every word of the value", "退款退到原支付方式", refund, map[string]any{"refund_to": "original_payment"}},
		{"the description's gloss", "这个包裹发次日达", ship, map[string]any{"speed": "express"}},
		{"an English synonym of a value word", "Cancel it, the customer ordered twice", cancel, map[string]any{"why": "duplicate_order"}},
		{"a state in Chinese", "哪些会员卡正在使用", state, map[string]any{"state": "active"}},
		{"a department's Chinese word", "研发部上周的加班", team, map[string]any{"team": "engineering"}},
		{"waiting is pending", "posts waiting for review", notify, map[string]any{"state": "pending_review"}},
		{"waiting on a thing is pending", "orders still waiting on payment", queue, map[string]any{"status": "pending"}},
		{"waiting in line is no state", "List customers waiting in line", queue, map[string]any{}},
		{"a kind of spending in Chinese", "客户招待费报销", spend, map[string]any{"kind": "client_entertainment"}},
		{"办公用品", "买办公用品的钱", spend, map[string]any{"kind": "office_supplies"}},
		{"付款 is a payment", "这笔重复付款退回去", charge, map[string]any{"cause": "duplicate_payment"}},
		{"one word of two is not enough", "用现金支付的订单", refund, map[string]any{"refund_to": "cash"}},
		{"one item of the description's list", "浴室水管漏水了", fix, map[string]any{"kind": "plumbing"}},
		{"an item in English through a synonym", "the air conditioner in the study blows warm", fix, map[string]any{"kind": "climate"}},
		{"an item after a colon", "整栋楼停电了", rush, map[string]any{"level": "critical"}},
		{"a way of paying in Chinese", "他用微信付的", pay, map[string]any{"via": "wechat_pay"}},
		{"a decision in Chinese", "RQ-1 评审通过了，金额 5000", decide, map[string]any{"decision": "approved"}},
		{"批准", "RQ-1 批准", decide, map[string]any{"decision": "approved"}},
		{"不同意 is no approval", "RQ-1 不同意", decide, map[string]any{"decision": "rejected"}},
		{"turn down rejects", "Turn down request RQ-1", decide, map[string]any{"decision": "rejected"}},
		{"decline rejects", "Decline request RQ-1, no budget left", decide, map[string]any{"decision": "rejected"}},
		{"plain English words alone are left to the value's own words", "the customer made a request", cancel, map[string]any{"why": "customer_request"}},
	})
}

// TestFillArgsSchoolGloss: the Chinese words of a school's records name
// the English values of an enum: 迟到 is late, 时间冲突 a schedule
// conflict, 期末 the final exam.
func TestFillArgsSchoolGloss(t *testing.T) {
	const (
		roll  = `{"type":"object","properties":{"status":{"type":"string","description":"Attendance: present, absent, late, excused.","enum":["present","absent","late","excused"]}}}`
		drop  = `{"type":"object","properties":{"reason":{"type":"string","description":"Why: schedule_conflict, workload, health, other.","enum":["schedule_conflict","workload","health","other"]}}}`
		exam  = `{"type":"object","properties":{"exam_type":{"type":"string","description":"Exam type: midterm, final, makeup.","enum":["midterm","final","makeup"]}}}`
		queue = `{"type":"object","properties":{"status":{"type":"string","description":"pending, approved, rejected.","enum":["pending","approved","rejected"]}}}`
		aid   = `{"type":"object","properties":{"award":{"type":"string","description":"Award: merit, need_based, sports.","enum":["merit","need_based","sports"]}}}`
	)
	runFillCases(t, []fillCase{
		{"迟到 is late", "这个学生今天早上迟到了", roll, map[string]any{"status": "late"}},
		{"时间冲突 is a schedule conflict", "跟其他课时间冲突了，要退掉", drop, map[string]any{"reason": "schedule_conflict"}},
		{"期末 is the final", "下个月安排期末考试", exam, map[string]any{"exam_type": "final"}},
		{"期中 is the midterm", "期中考试什么时候", exam, map[string]any{"exam_type": "midterm"}},
		{"not yet reviewed is pending", "还有哪些申请没审", queue, map[string]any{"status": "pending"}},
		{"reviewed is no pending", "还有哪些申请审过了", queue, map[string]any{}},
		{"助学金 is need based", "这学期助学金的申请", aid, map[string]any{"award": "need_based"}},
	})
}

// TestFillArgsTextVerb: to text someone is to send an SMS; a text is no
// channel.
func TestFillArgsTextVerb(t *testing.T) {
	const via = `{"type":"object","properties":{"via":{"type":"string","description":"Channel: app (parent app), sms, email.","enum":["app","sms","email"]}}}`
	runFillCases(t, []fillCase{
		{"text as a verb is sms", "Text the parents tonight about the fee", via, map[string]any{"via": "sms"}},
		{"texted is sms", "Which parents were texted about the trip?", via, map[string]any{"via": "sms"}},
		{"a text as a noun is no channel", "Put the text of the fee notice in the app", via, map[string]any{"via": "app"}},
	})
}

// TestFillArgsRatePlanGloss: the Chinese names of a hotel's rate plans
// name their English values: 门市价 is the best available rate (bar).
func TestFillArgsRatePlanGloss(t *testing.T) {
	const plan = `{"type":"object","properties":{"rate_plan":{"type":"string","description":"Rate plan.","enum":["bar","corporate","member","package"]}}}`
	runFillCases(t, []fillCase{
		{"门市价 is bar", "把10月2号的家庭房门市价调到1680", plan, map[string]any{"rate_plan": "bar"}},
		{"协议价 is corporate", "协议价多少", plan, map[string]any{"rate_plan": "corporate"}},
		{"the rack rate is bar", "Raise the rack rate for Friday", plan, map[string]any{"rate_plan": "bar"}},
	})
}

// TestGlossCandidatesKeepEveryKeyFound checks that the keys glossedWords
// looks for hold every key the text contains, in glossKeys' order.
func TestGlossCandidatesKeepEveryKeyFound(t *testing.T) {
	texts := []string{
		"",
		"生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾",
		"the rack rate was turned down twice, haven't paid yet",
		"心内科挂号，没付，挺急的",
		"\xff\xfe 未审\xe4 批准 never",
	}
	for _, k := range glossKeys {
		texts = append(texts, "x"+k+"y", k)
	}
	for _, text := range texts {
		lower := lowerASCII(text)
		got := glossCandidates(lower)
		if !slices.IsSorted(got) {
			t.Errorf("glossCandidates(%q) = %v, not in glossKeys' order", text, got)
		}
		for i, k := range glossKeys {
			if strings.Contains(lower, k) && !slices.Contains(got, i) {
				t.Errorf("glossCandidates(%q) leaves out %q, which the text holds", text, k)
			}
		}
	}
}
