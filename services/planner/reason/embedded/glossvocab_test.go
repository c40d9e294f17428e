package embedded

import "testing"

// TestFillArgsGeneralGloss: everyday Chinese words of a record's state, a
// reason, a class or a way of paying name the English values of an enum,
// and a negated word never names the value it negates.
func TestFillArgsGeneralGloss(t *testing.T) {
	const (
		task    = `{"type":"object","properties":{"status":{"type":"string","description":"Task status.","enum":["open","deferred","in_progress","closed"]}}}`
		ticket  = `{"type":"object","properties":{"state":{"type":"string","enum":["pending","resolved","cancelled"]}}}`
		refund  = `{"type":"object","properties":{"refund_type":{"type":"string","enum":["voluntary","involuntary"]}},"required":["refund_type"]}`
		leave   = `{"type":"object","properties":{"reason":{"type":"string","enum":["weather","technical","staffing","other"]}}}`
		events  = `{"type":"object","properties":{"event_type":{"type":"string","enum":["typhoon","fog","snow_deicing","power_outage"]}}}`
		seat    = `{"type":"object","properties":{"cabin":{"type":"string","enum":["first","business","premium_economy","economy"]}}}`
		upgrade = `{"type":"object","properties":{"payment":{"type":"string","enum":["miles","cash","complimentary"]}}}`
		voucher = `{"type":"object","properties":{"voucher_type":{"type":"string","enum":["meal","hotel","transport"]}}}`
		channel = `{"type":"object","properties":{"channel":{"type":"string","enum":["sms","email","app_push"]}}}`
		staff   = `{"type":"object","properties":{"employment":{"type":"string","enum":["full_time","part_time","intern"]}}}`
		freight = `{"type":"object","properties":{"mode":{"type":"string","enum":["air","sea","rail","road"]}}}`
		diet    = `{"type":"object","properties":{"diet_code":{"type":"string","description":"Diet code: DIA diabetic, HAL halal, KID child, VEG vegetarian.","enum":["DIA","HAL","KID","VEG"]}}}`
		urgent  = `{"type":"object","properties":{"priority":{"type":"string","enum":["emergency","normal"]}}}`
		redeem  = `{"type":"object","properties":{"payment":{"type":"string","enum":["miles","points","cash"]}}}`
	)
	runFillCases(t, []fillCase{
		{"进行中 is in progress", "B-12 正在进行的任务", task, map[string]any{"status": "in_progress"}},
		{"还没关 is open", "还没关的任务有哪些", task, map[string]any{"status": "open"}},
		{"未关闭 is open", "所有未关闭的任务", task, map[string]any{"status": "open"}},
		{"已关闭 is closed", "上周已关闭的任务", task, map[string]any{"status": "closed"}},
		{"关掉 closes", "T-12 修好了，关掉吧", task, map[string]any{"status": "closed"}},
		{"推迟 is deferred", "推迟的任务", task, map[string]any{"status": "deferred"}},
		{"没关系 is no state", "没关系，先列出任务", task, map[string]any{}},
		{"待处理 is pending", "待处理的工单", ticket, map[string]any{"state": "pending"}},
		{"已解决 is resolved", "已解决的工单", ticket, map[string]any{"state": "resolved"}},
		{"已取消 is cancelled", "已取消的工单", ticket, map[string]any{"state": "cancelled"}},
		{"自愿 is voluntary", "票号 123 办理自愿退票", refund, map[string]any{"refund_type": "voluntary"}},
		{"非自愿 is not voluntary", "票号 123 按非自愿退票处理", refund, map[string]any{"refund_type": "involuntary"}},
		{"不是自愿 is not voluntary", "票号 123 退票，不是自愿的", refund, map[string]any{"refund_type": "involuntary"}},
		{"天气 is weather", "因为天气延误", leave, map[string]any{"reason": "weather"}},
		{"台风 is weather", "因为台风取消", leave, map[string]any{"reason": "weather"}},
		{"机械故障 is technical", "因为机械故障取消", leave, map[string]any{"reason": "technical"}},
		{"人手不足 is staffing", "人手不足，推迟开业", leave, map[string]any{"reason": "staffing"}},
		{"台风 is a typhoon", "上个月台风出了几次事件", events, map[string]any{"event_type": "typhoon"}},
		{"大雾 is fog", "上个月因为大雾出了几次事件", events, map[string]any{"event_type": "fog"}},
		{"停电 is a power outage", "昨天停电的事件", events, map[string]any{"event_type": "power_outage"}},
		{"经济舱 is economy", "明天还有经济舱座位吗", seat, map[string]any{"cabin": "economy"}},
		{"公务舱 is business", "升到公务舱", seat, map[string]any{"cabin": "business"}},
		{"商务舱 is business", "升到商务舱", seat, map[string]any{"cabin": "business"}},
		{"头等舱 is first", "头等舱还有座位吗", seat, map[string]any{"cabin": "first"}},
		{"超级经济舱 is premium economy", "超级经济舱的座位", seat, map[string]any{"cabin": "premium_economy"}},
		{"里程 pays in miles", "想用里程升舱", upgrade, map[string]any{"payment": "miles"}},
		{"积分 pays in points, miles none", "用积分兑换", upgrade, map[string]any{}},
		{"免费 is complimentary", "免费升舱", upgrade, map[string]any{"payment": "complimentary"}},
		{"餐券 is a meal voucher", "给旅客发餐券", voucher, map[string]any{"voucher_type": "meal"}},
		{"交通 is transport", "给旅客发交通补贴", voucher, map[string]any{"voucher_type": "transport"}},
		{"推送 is an app push", "推送通知全部旅客", channel, map[string]any{"channel": "app_push"}},
		{"兼职 is part time", "列出兼职员工", staff, map[string]any{"employment": "part_time"}},
		{"实习 is an intern", "列出实习生", staff, map[string]any{"employment": "intern"}},
		{"海运 goes by sea", "这批货走海运", freight, map[string]any{"mode": "sea"}},
		{"空运 goes by air", "这批货改空运", freight, map[string]any{"mode": "air"}},
		{"糖尿病 is diabetic", "明天加两份糖尿病餐", diet, map[string]any{"diet_code": "DIA"}},
		{"儿童 is a child", "加一份儿童餐", diet, map[string]any{"diet_code": "KID"}},
		{"清真 is halal", "加一份清真餐", diet, map[string]any{"diet_code": "HAL"}},
		{"非紧急 is not urgent", "这是非紧急的请求", urgent, map[string]any{}},
		{"非常紧急 is urgent", "这个非常紧急", urgent, map[string]any{"priority": "emergency"}},
		{"已关注 is followed, not closed", "已关注的任务", task, map[string]any{}},
		{"微积分 is calculus, not points", "微积分课程的付款方式", redeem, map[string]any{}},
		{"里程碑 is a milestone, not miles", "里程碑达成后兑换", redeem, map[string]any{}},
	})
}
