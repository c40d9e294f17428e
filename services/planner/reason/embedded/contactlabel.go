package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// contactValueRE is a phone number or an email address written just after
// a word, with or without a colon between: the " 13817726054" of
// 手机 13817726054, the "：li@example.com" of 邮箱：li@example.com.
var contactValueRE = prefilter.MustCompile(`^\s*[:：]?\s*(?:\+?\d[\d\- ]{6,}\d|[\w.+-]+@[\w-]+\.[\w.]+)`)

// labelsContact reports whether the Han word ending at lower[end] is the
// label of a phone number or an email address after it (手机 138…, 邮箱
// li@…): it says what the value is, and chooses no channel, unless a
// verb of calling or sending takes it (打电话 138…).
func labelsContact(lower string, start, end int) bool {
	if lower[start] < 0x80 || end >= len(lower) || actedWith(lower[:start]) {
		return false
	}
	return contactValueRE.MatchString(lower[end:])
}

// actedWith reports whether head ends with a verb of calling or sending
// (打, 拨, 发), which makes the word after it the channel an act uses:
// 打电话13812345678 calls, 手机13812345678 only labels.
func actedWith(head string) bool {
	return strings.HasSuffix(head, "打") || strings.HasSuffix(head, "拨") || strings.HasSuffix(head, "发")
}
