package embedded

import "strings"

// properModifierIndex is where text writes w, the first word of a value,
// as a proper name — capitalized, not opening the text — when the enum's
// description writes it capitalized too: "the Hangzhou clinic" names
// hangzhou_xihu glossed "Hangzhou Xihu clinic". A place or a brand named
// so is the value's alone; a common modifier (the patient of
// patient_request) is written in lower case. The name must modify the
// value's noun — the parameter's or the one the description writes after
// it ("the Ningbo depot", "the depot at Ningbo"): "the Paris run" or "ship
// it to Paris" names a city, not the depot. -1 when it does not.
func properModifierIndex(text, description, w string, own []string) int {
	if len(w) < 4 || description == "" {
		return -1
	}
	proper := strings.ToUpper(w[:1]) + w[1:]
	if wordIndexCased(description, proper) < 0 {
		return -1
	}
	nouns := properNouns(description, proper, own)
	for from := 0; from < len(text); {
		i := wordIndexCased(text[from:], proper)
		if i < 0 {
			return -1
		}
		p := from + i
		from = p + len(proper)
		if p > 0 && modifiesNoun(text, p, p+len(proper), nouns) {
			return p
		}
	}
	return -1
}

// properNouns are the nouns a proper name of a value may modify: the
// parameter's name words and the lower-case words the description writes
// after the name (yard of "Ningbo Beilun yard").
func properNouns(description, proper string, own []string) map[string]bool {
	nouns := map[string]bool{}
	for _, w := range own {
		nouns[w] = true
	}
	if i := wordIndexCased(description, proper); i >= 0 {
		rest := description[i:]
		if j := strings.IndexAny(rest, ";,.()="); j >= 0 {
			rest = rest[:j]
		}
		for _, f := range strings.Fields(rest) {
			if f != "" && isLowerLetter(f[0]) {
				nouns[strings.TrimRight(f, ":")] = true
			}
		}
	}
	return nouns
}

// modifiesNoun reports whether the name written at [p, end) of text comes
// before one of nouns, past other capitalized words ("Ningbo Beilun
// yard"), or after one of them and at, from or in ("the depot at Ningbo").
func modifiesNoun(text string, p, end int, nouns map[string]bool) bool {
	isNoun := func(f string) bool {
		l := strings.TrimSuffix(lowerASCII(f), "'s")
		return nouns[l] || nouns[strings.TrimSuffix(l, "s")]
	}
	for _, f := range strings.Fields(text[end:]) {
		t := strings.TrimRight(f, "?.!,;:")
		if t == "" {
			break
		}
		if t == f && t[0] >= 'A' && t[0] <= 'Z' {
			continue // another word of the name
		}
		if isNoun(t) {
			return true
		}
		break
	}
	before := strings.Fields(text[:p])
	n := len(before)
	return n >= 2 && (before[n-1] == "at" || before[n-1] == "from" || before[n-1] == "in") && isNoun(before[n-2])
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
