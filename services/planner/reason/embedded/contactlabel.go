package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// contactValueRE is a phone number or an email address written just after
// a word, with or without a colon between: the " 13817726054" of
// 手机 13817726054, the "：li@example.com" of 邮箱：li@example.com.
var contactValueRE = prefilter.MustCompile(`^\s*[:：]?\s*(?:\+?\d[\d\- ]{6,}\d|[\w.+-]+@[\w-]+\.[\w.]+)`)

// labelsContact reports whether the Han word ending at lower[end] is the
// label of a phone number or an email address after it (手机 138…, 邮箱
// li@…): it says what the value is, and chooses no channel.
func labelsContact(lower string, start, end int) bool {
	if lower[start] < 0x80 || end >= len(lower) {
		return false
	}
	return contactValueRE.MatchString(lower[end:])
}
