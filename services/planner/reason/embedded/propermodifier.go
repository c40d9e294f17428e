package embedded

import "strings"

// properModifierIndex is where text writes w, the first word of a value,
// as a proper name — capitalized, not opening the text — when the enum's
// description writes it capitalized too: "the Hangzhou clinic" names
// hangzhou_xihu glossed "Hangzhou Xihu clinic". A place or a brand named
// so is the value's alone; a common modifier (the patient of
// patient_request) is written in lower case. -1 when it does not.
func properModifierIndex(text, description, w string) int {
	if len(w) < 4 || description == "" {
		return -1
	}
	proper := strings.ToUpper(w[:1]) + w[1:]
	if wordIndexCased(description, proper) < 0 {
		return -1
	}
	p := wordIndexCased(text, proper)
	if p <= 0 {
		return -1
	}
	return p
}

// wordIndexCased is where s writes word as a whole word, case kept, or -1.
func wordIndexCased(s, word string) int {
	for from := 0; from < len(s); {
		i := strings.Index(s[from:], word)
		if i < 0 {
			return -1
		}
		i += from
		from = i + 1
		end := i + len(word)
		if (i == 0 || !isASCIILetter(s[i-1])) && (end == len(s) || !isASCIILetter(s[end])) {
			return i
		}
	}
	return -1
}

func isASCIILetter(b byte) bool { return isLowerLetter(b) || b >= 'A' && b <= 'Z' }
