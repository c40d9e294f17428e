package embedded

import "testing"

// TestFillArgsReasonWordsGloss: general Chinese words for reasons, topics,
// measures and acts on a record name their English values: 注销 closes an
// account, 隐私 is privacy, 浏览量 pageviews, 去掉 removes.
func TestFillArgsReasonWordsGloss(t *testing.T) {
	const (
		block    = `{"type":"object","properties":{"reason":{"type":"string","enum":["lost","stolen","fraud","account_closed"]}}}`
		waive    = `{"type":"object","properties":{"reason":{"type":"string","enum":["our_error","hardship","goodwill"]}}}`
		topic    = `{"type":"object","properties":{"category":{"type":"string","enum":["accuracy","privacy","harassment","other"]}}}`
		traffic  = `{"type":"object","properties":{"metrics":{"type":"array","items":{"type":"string","enum":["pageviews","shares","unique_visitors"]}}}}`
		moderate = `{"type":"object","properties":{"action":{"type":"string","enum":["approve","hide","delete","delete_and_ban"]}}}`
		who      = `{"type":"object","properties":{"audience":{"type":"string","enum":["all","subscribers","region"]}}}`
		goods    = `{"type":"object","properties":{"category":{"type":"string","enum":["food","clothing","books","furniture"]}}}`
		parts    = `{"type":"object","properties":{"sections":{"type":"array","items":{"type":"string","enum":["fundraising","finance","programmes","risks"]}}}}`
		fund     = `{"type":"object","properties":{"fund":{"type":"string","enum":["unrestricted","education","health"]}}}`
		edit     = `{"type":"object","properties":{"action":{"type":"string","enum":["add","remove"]}}}`
		unit     = `{"type":"object","properties":{"kind":{"type":"string","enum":["surgical","diets","cleaning"]}}}`
		shelf    = `{"type":"object","properties":{"collection":{"type":"string","enum":["adult_fiction","adult_nonfiction","children","reference"]}}}`
		staff    = `{"type":"object","properties":{"role":{"type":"string","enum":["vet","nurse","groomer","all"]}}}`
		report   = `{"type":"object","properties":{"metric":{"type":"string","enum":["new","churn","revenue"]}}}`
		moved    = `{"type":"object","properties":{"reason":{"type":"string","enum":["rebalance","display","repair"]}}}`
		season   = `{"type":"object","properties":{"challenge":{"type":"string","enum":["summer","winter","adult"]}}}`
	)
	runFillCases(t, []fillCase{
		{"注销 closes an account", "客户说 account 要注销了", block, map[string]any{"reason": "account_closed"}},
		{"算错 is our error", "这笔是我们系统算错了，免掉", waive, map[string]any{"reason": "our_error"}},
		{"隐私 is privacy", "有读者投诉侵犯了她的隐私", topic, map[string]any{"category": "privacy"}},
		{"准确性 is accuracy", "收到的准确性投诉", topic, map[string]any{"category": "accuracy"}},
		{"浏览量 is pageviews", "9月的浏览量", traffic, map[string]any{"metrics": []any{"pageviews"}}},
		{"删除 alone deletes", "这条评论删除", moderate, map[string]any{"action": "delete"}},
		{"地区 is a region", "推送给四川地区的用户", who, map[string]any{"audience": "region"}},
		{"大米 is food", "收到120箱大米", goods, map[string]any{"category": "food"}},
		{"筹款 and 风险", "只要筹款和风险两部分", parts, map[string]any{"sections": []any{"fundraising", "risks"}}},
		{"教育 is education", "指定用于教育基金", fund, map[string]any{"fund": "education"}},
		{"去掉 removes", "过敏里把磺胺去掉", edit, map[string]any{"action": "remove"}},
		{"加一条 adds", "加一条过敏：青霉素", edit, map[string]any{"action": "add"}},
		{"手术 is surgical", "手术包还剩几个", unit, map[string]any{"kind": "surgical"}},
		{"成人小说 is adult fiction", "放成人小说区", shelf, map[string]any{"collection": "adult_fiction"}},
		{"兽医 is a vet", "下周排了哪几个兽医上班", staff, map[string]any{"role": "vet"}},
		{"新增 is new", "二季度付费订阅新增多少", report, map[string]any{"metric": "new"}},
		{"展览 is a display", "调到北门做展览", moved, map[string]any{"reason": "display"}},
		{"冬季 is winter", "冬季阅读挑战读了几本了", season, map[string]any{"challenge": "winter"}},
		{"a goal of none of them", "这条评论看一下", moderate, map[string]any{}},
	})
}
