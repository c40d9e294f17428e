package embedded

import "strings"

// enumBySwappedWords returns the one enum value of two words that the goal
// writes in the other order, as a pair of words side by side: "neutered
// male" names male_neutered, "trimmed short" short_trimmed. Such a value
// is named over the value of its last word alone, which the goal also
// writes. Both words are of three letters or more and no stop word.
func enumBySwappedWords(enum []any, text string) []string {
	lower := ""
	found := ""
	for _, x := range enum {
		v, ok := x.(string)
		if !ok {
			continue
		}
		first, second, ok := twoValueWords(v)
		if !ok {
			continue
		}
		if lower == "" {
			lower = lowerASCII(text)
		}
		if !swappedAt(lower, first, second) {
			continue
		}
		if found != "" {
			return nil // two values named so: the goal says not which
		}
		found = v
	}
	if found == "" {
		return nil
	}
	return []string{found}
}

// twoValueWords splits a value of exactly two lower-case words of three
// letters or more, none a stop word: male_neutered, short-trimmed.
func twoValueWords(v string) (string, string, bool) {
	i := strings.IndexAny(v, "_- ")
	if i < 0 {
		return "", "", false
	}
	a, b := v[:i], v[i+1:]
	if len(a) < 3 || len(b) < 3 || a == b || !lowerLetters(a) || !lowerLetters(b) || stopWords[a] || stopWords[b] {
		return "", "", false
	}
	return a, b, true
}

func lowerLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// swappedAt reports whether lower writes second then first as whole words
// joined by a space or a hyphen.
func swappedAt(lower, first, second string) bool {
	for from := 0; from < len(lower); {
		i := strings.Index(lower[from:], second)
		if i < 0 {
			return false
		}
		i += from
		from = i + 1
		rest := lower[i+len(second):]
		if i > 0 && isLowerLetter(lower[i-1]) || len(rest) < 1+len(first) || rest[0] != ' ' && rest[0] != '-' || !strings.HasPrefix(rest[1:], first) {
			continue
		}
		if end := 1 + len(first); end == len(rest) || !isLowerLetter(rest[end]) {
			return true
		}
	}
	return false
}

func isLowerLetter(b byte) bool { return b >= 'a' && b <= 'z' }
