package embedded

import "strings"

// letterPrefixIndex is where lower writes w after a one-letter prefix and
// a hyphen — the signature of e-signature, the ticket of e-ticket — or -1.
// Such a prefix says how the thing is done, not that it is another thing,
// where a longer one may turn it round (non-refundable). A short word
// makes with the prefix a word of its own — e-mail, e-book, x-ray,
// t-shirt — that is not the thing: "send it by e-mail" asks for no mail.
func letterPrefixIndex(lower, w string) int {
	if len(w) < 6 {
		return -1
	}
	for from := 0; ; {
		i := strings.Index(lower[from:], w)
		if i < 0 {
			return -1
		}
		i += from
		if i >= 2 && lower[i-1] == '-' && isLatinLetter(lower[i-2]) && !latinAt(lower, i-3) && !latinAt(lower, i+len(w)) {
			return i
		}
		from = i + 1
	}
}
