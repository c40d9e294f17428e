package embedded

import "testing"

// TestFillArgsReviewNegatives: sentences the goal-reading rules must
// leave alone — a unit word that measures something else, a plural that
// is a verb, 各 that addresses people, a title after no surname — next
// to one each rule should read.
func TestFillArgsReviewNegatives(t *testing.T) {
	const (
		scrap   = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^SK[0-9]{4}$"},"uom":{"type":"string","enum":["kg","pcs","box"]}}}`
		fault   = `{"type":"object","properties":{"panel":{"type":"string","pattern":"^PV[0-9]{5}$"},"fault":{"type":"string","enum":["dent","scratch","crack"]}}}`
		stats   = `{"type":"object","properties":{"group_by":{"type":"string","enum":["reason","store","day"],"description":"Group the totals by reason, store or day."}}}`
		book    = `{"type":"object","properties":{"guest_name":{"type":"string","description":"Who the table is for."}}}`
		hurt    = `{"type":"object","properties":{"site":{"type":"string","pattern":"^SITE-[0-9]{3}$"},"injury":{"type":"boolean","description":"Someone was hurt."}}}`
		sold    = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^SK[0-9]{4}$"},"available":{"type":"boolean","description":"false = sold out / 售罄, true = back on sale"}}}`
		bags    = `{"type":"object","properties":{"pnr":{"type":"string","pattern":"^[A-Z0-9]{6}$"},"bags":{"type":"integer","description":"Number of bags to check."}}}`
		refund  = `{"type":"object","properties":{"kind":{"type":"string","enum":["voluntary","involuntary"],"description":"voluntary: the passenger changed plans; involuntary: the airline cancelled, delayed or changed the flight"}}}`
		channel = `{"type":"object","properties":{"channel":{"type":"string","enum":["app_push","sms","email"]}}}`
	)
	runFillCases(t, []fillCase{
		// unit of a quantity
		{"a unit names its value", "Scrap 3 boxes of SK1020", scrap, map[string]any{"sku": "SK1020", "uom": "box"}},
		{"days are no unit", "Scrap SK1020 within 2 days", scrap, map[string]any{"sku": "SK1020"}},
		// plural noun of a kind
		{"a plural kind", "PV20331 arrived with cracks", fault, map[string]any{"panel": "PV20331", "fault": "crack"}},
		{"a plural verb", "Tell me if PV20331 cracks again", fault, map[string]any{"panel": "PV20331"}},
		{"each person is no grouping", "各位同事好，请给出投诉总数", stats, map[string]any{}},
		// titled names
		{"a surname with its title", "给王女士订个桌", book, map[string]any{"guest_name": "王女士"}},
		{"and her husband", "我，和先生一起来", book, map[string]any{}},
		{"the first days are no day grouping", "前3天的投诉按门店汇总", stats, map[string]any{"group_by": "store"}},
		// clauses about someone
		{"nobody was hurt", "Log a fall at SITE-204, nobody was hurt", hurt, map[string]any{"site": "SITE-204", "injury": false}},
		{"a worker was hurt", "Log a fall at SITE-204, a worker was hurt", hurt, map[string]any{"site": "SITE-204", "injury": true}},
		// equated phrases
		{"an equated Chinese phrase", "SK1020 已经售罄了", sold, map[string]any{"sku": "SK1020", "available": false}},
		{"a negated phrase", "SK1020 is not sold out anymore", sold, map[string]any{"sku": "SK1020"}},
		// a Chinese counted noun
		{"bags past the measure word", "给 ABC123 托运两件行李", bags, map[string]any{"pnr": "ABC123", "bags": int64(2)}},
		{"people are no bags", "ABC123 两个人，行李一件", bags, map[string]any{"pnr": "ABC123"}},
		// description clauses
		{"the clause of one value", "refund because we cancelled the flight", refund, map[string]any{"kind": "involuntary"}},
		// scattered words
		{"words close together", "Send it as an app push", channel, map[string]any{"channel": "app_push"}},
	})
}
