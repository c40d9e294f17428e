package embedded

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// flagWords is a table of the words a goal says, in Chinese or in other
// English, for the words yes/no flags are commonly named with: acts done
// to a record (提交 submit, 计费 bill), money given back or asked for,
// checks and proofs, who a list leaves out. It is read only to match a
// flag's own name words, never to choose a tool or an enum value, so its
// words stay out of glossWords. A key that begins with a negation (没人认领)
// says the whole state its words name.
var flagWords = map[string]string{
	// handing a thing on, and sending it
	"取消": "cancel cancelled canceled", "作废": "cancel void voided",
	"提交": "submit submitted", "递交": "submit submitted", "上报": "submit report",
	"email it": "send", "email them": "send", "email her": "send", "email him": "send",
	"email this": "send", "email that": "send", "e-mail it": "send",
	// money back, and money asked for
	"退款": "refund refunded", "退钱": "refund", "退费": "refund", "退给": "refund", "退还": "refund",
	"押金": "deposit", "保证金": "deposit",
	"票款": "ticket fare", "票钱": "ticket fare", "门票": "ticket",
	"剩下的": "unused remaining", "剩余": "unused remaining", "没用完": "unused remaining", "未使用": "unused",
	"计费": "billable bill billed", "收费": "charge charged billable",
	"按价赔偿": "charge replacement", "照价赔偿": "charge replacement", "原价赔偿": "charge replacement",
	"汇总": "consolidated combined summary",
	"补卡": "issue replacement reissue", "补办": "issue replacement reissue", "补发": "issue replacement reissue",
	"补一张": "issue replacement reissue", "换新卡": "issue replacement reissue",
	// checks and proofs
	"背景审查": "background check checked", "背景调查": "background check checked", "背调": "background check checked",
	"地址证明": "address proof verify verified",
	// what is late or left untaken
	"错过": "missed overdue", "过了期限": "overdue missed",
	"没人认领": "unfilled unclaimed", "无人认领": "unfilled unclaimed", "没人领": "unfilled unclaimed",
	"没人报名": "unfilled", "空缺": "unfilled vacant",
	// goods kept cold on the way
	"keep it cold": "cold chain refrigerated", "keep them cold": "cold chain refrigerated", "kept cold": "cold chain refrigerated",
	"冷藏": "cold chain refrigerated", "冷链": "cold chain refrigerated",
	// what a job on site needs or carries: a road closed, a tow, a
	// refrigerant, a hazard, sedation
	"封路": "road closure closed", "交通管制": "traffic control road closure", "拖车": "tow towing towed",
	"氟利昂": "freon refrigerant", "制冷剂": "refrigerant freon", "生物危害": "biohazard biohazardous",
	"麻醉": "sedation sedated anaesthesia anesthesia", "猎头费": "placement fee fees headhunting",
	// a machine at a standstill, and stock run low
	"机器": "machine", "设备": "machine equipment", "停了": "stopped", "已停": "stopped", "停机": "stopped",
	"低于": "below under", "安全库存": "min minimum", "最低库存": "min minimum",
	// what a list is narrowed to: stock under its reorder point, readings
	// past their limits
	"再订货点": "reorder", "补货线": "reorder", "补货点": "reorder", "超标": "out range exceeded",
	// haste, proofs held and given, and care given on the spot
	"加急": "expedite expedited rush", "持证": "certified licensed", "有证": "certified licensed",
	"包扎": "first aid bandaged",
	// a step held back or tried first: a machine taken out of use, a run
	// only reckoned, a cut-off put off
	"停用": "take out service disable disabled", "试算": "dry run preview trial", "暂缓": "hold suspend defer",
	"停水": "disconnection disconnect", "停电": "disconnection disconnect", "断水": "disconnection disconnect", "断电": "disconnection disconnect",
	// evidence and a witness: their 有证 holds no certificate
	"有证据": "evidence", "有证人": "witness witnessed",
	// whom a notice goes to: notify_guests, notify_passengers
	"客人": "guest guests", "宾客": "guest guests", "游客": "guest guests visitor visitors",
	"访客": "visitor visitors guest", "乘客": "passenger passengers rider riders",
	"住户": "resident residents", "居民": "resident residents", "顾客": "customer customers",
}

// flagWordKeys are flagWords' keys, longest first.
var flagWordKeys = keysLongestFirst(flagWords)

// flagWordStems holds, for each key of flagWords, the stems of its words.
var flagWordStems = func() map[string][]string {
	m := map[string][]string{}
	for k, v := range flagWords {
		for _, w := range strings.Fields(v) {
			m[k] = append(m[k], glossStem(w))
		}
	}
	return m
}()

// flagWordIndex is where lower, a goal in lower case, first writes a word
// flagWords gives as the English word w, or -1: 提交 for submit in 先不要
// 提交. A Latin key counts only as words of their own, and a key inside a
// longer key the goal writes there does not count.
func flagWordIndex(lower, w string) int {
	stem := glossStem(w)
	best := -1
	for _, k := range flagWordKeys {
		if !slices.Contains(flagWordStems[k], stem) {
			continue
		}
		for from := 0; from < len(lower); {
			i := strings.Index(lower[from:], k)
			if i < 0 {
				break
			}
			p := from + i
			from = p + len(k)
			if k[0] < utf8.RuneSelf && !asciiBounded(lower, p, p+len(k)) || insideLongerFlagWord(lower, p, k) ||
				flagWordElsewhere(lower, p, k) {
				continue
			}
			if best < 0 || p < best {
				best = p
			}
			break
		}
	}
	return best
}

// insideLongerFlagWord reports whether the key k, written at p of lower,
// is part of a longer key of flagWords written around it.
func insideLongerFlagWord(lower string, p int, k string) bool {
	for _, k2 := range flagWordKeys {
		if len(k2) <= len(k) {
			return false
		}
		if o := strings.Index(k2, k); o >= 0 && p >= o && strings.HasPrefix(lower[p-o:], k2) {
			return true
		}
	}
	return false
}
