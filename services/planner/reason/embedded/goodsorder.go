package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// goodsOrderRE is 订 (订购, 订货, 再订) before a count of packed goods: 订30箱,
// 订 5 盒, 订12 case. A count in a measure word of stock (a box, a bag, a
// bottle, a case) says the thing is ordered, not booked: 订 alone reads
// as booking a seat or a room (订两张票, 订一间房, 订个位子), which keeps
// that reading.
var goodsOrderRE = prefilter.MustCompile(`(?i)订(?:购|货)?\s*[\d一二两三四五六七八九十百千几]+\s*(?:箱|包|盒|袋|瓶|桶|罐|卷|支|件|打|提|板|吨|斤|公斤|千克|升|(?:cases?|boxes|box|packs?|bags?|bottles?|cartons?|units?|pcs|kg)\b)`)

// goodsOrderWords are the words a need that orders a count of goods (see
// goodsOrderRE) adds to its query, "" for any other: the tool that places
// an order or a purchase serves it, though 订 glosses as booking.
func goodsOrderWords(text string) string {
	if !strings.Contains(text, "订") || !goodsOrderRE.MatchString(text) {
		return ""
	}
	return " order purchase"
}
