package embedded

import "testing"

// A clause that only remarks on the request before it — how bad it is,
// the risk it guards against, what it is narrowed to, what the result
// should show — joins that request instead of opening a step.
func TestRemarkJoinsRequest(t *testing.T) {
	joined := []string{
		"DOC-4417 先撤下来，有法律风险",
		"pull up DOC-4417 for me, I need to see the summary line",
		"下周的参观有几场？作废的除外",
		"下周的参观有几场？取消的不算",
		"查一下所有青铜器，有遗失风险",
		"Create a 10% coupon for W-11, members only",
		"Could you check how our drives did last year? Just the closed ones is fine",
		"list the open drives, only the big ones is fine",
	}
	for _, g := range joined {
		wantNeedCount(t, g, 1)
	}
	// Leave alone: a clause that asks for something of its own, or names
	// an object of its own, still splits.
	split := []string{
		"cancel booking BK-1, and also send him the invoice",
		"把 BOX-2210 移到 B3 区，挺严重的 BOX-9 也要移",
		"查一下所有青铜器，只看看它们的状态",
		"restart the gateway GW-2, it's GW-3 that is urgent",
	}
	for _, g := range split {
		needs, _ := decompose(g)
		if len(needs) < 2 {
			t.Errorf("%q: %d needs, want 2 or more: %+v", g, len(needs), needs)
		}
	}
}

// TestDateBoundIsNoNeed: 截止到6月15日 after a request only bounds its
// period; a clause that asks for something up to a date is a need.
func TestDateBoundIsNoNeed(t *testing.T) {
	for _, tc := range []struct {
		goal string
		want int
	}{
		{"试算一下本周临时工的周薪，截止到6月15日", 1},
		{"列出未付的账单，截至月底为止", 1},
		{"列出未付的账单，截止到目前", 1},
		{"列出未付的账单，截止到今天下午3点", 1},
		// Leave alone: the clause asks a list of its own.
		{"试算一下本周临时工的周薪，截止到6月15日的发票列一下", 2},
		{"列出未付的账单，截止到下午3点前提交", 2},
	} {
		if needs, _ := decompose(tc.goal); len(needs) != tc.want {
			t.Errorf("%q: %d needs %v, want %d", tc.goal, len(needs), needs, tc.want)
		}
	}
}

// TestPayerJoinsRequest: a clause that only says who pays the charge of
// the request before it (加急费他认) is a value of that request; a clause
// that pays something at a time of its own is a need.
func TestPayerJoinsRequest(t *testing.T) {
	for _, tc := range []struct {
		goal string
		want int
	}{
		{"把 ORD-7781 改成次日达，运费由客户承担", 1},
		{"把 TK-220 取消掉，手续费他们认", 1},
		{"退掉 RM-305 的预订，罚金按条款付", 1},
		// Leave alone: a payment at a time is a request of its own.
		{"把 ORD-7781 改成次日达，尾款今天付", 2},
	} {
		if needs, _ := decompose(tc.goal); len(needs) != tc.want {
			t.Errorf("%q: %d needs %v, want %d", tc.goal, len(needs), needs, tc.want)
		}
	}
}

// TestDeferralJoinsRequest: 等…再说 after a request only puts off what
// follows it; a deferred action that names what to do later is left to
// the rules of its own.
func TestDeferralJoinsRequest(t *testing.T) {
	for _, tc := range []struct {
		goal string
		want int
	}{
		{"把 PRJ-3310 挂起，等甲方回复以后再说", 1},
		{"SUB-1180 先停掉，回头再说吧", 1},
		{"等他确认了再说，先帮我把合同草稿存一下", 1},
		// Leave alone: a deferred action before what to do first is a
		// step of its own.
		{"等他回来再发个通知给他，先帮我把合同草稿存一下", 2},
		// Leave alone: a clause that says what to do later is no deferral.
		{"SUB-1180 先停掉，等他回来再发个通知给他", 2},
	} {
		if needs, _ := decompose(tc.goal); len(needs) != tc.want {
			t.Errorf("%q: %d needs %v, want %d", tc.goal, len(needs), needs, tc.want)
		}
	}
}
