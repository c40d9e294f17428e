package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// askedIfRE is an "if" that asks whether ("check if the domain is
// free", "let me know if it ships today", "I'm curious to know if …"),
// in any form of its verb, or that only asks politely ("it would be great
// if you could check …"; "if you can reach it" is a condition): the question or request itself, not a
// condition on it.
var askedIfRE = prefilter.MustCompile(`(?i)\b(check(?:s|ed|ing)?|see(?:s|ing)?|know(?:s|ing)?|ask(?:s|ed|ing)?|wonder(?:s|ed|ing)?|verify(?:ing)?|determin(?:e|ing)|confirm(?:s|ed|ing)?|find(?:ing)? out|tell me|show me|sure|request(?:s|ed|ing)?|inquir(?:e|ed|ing)|enquir(?:e|ed|ing)|curious)\s+if\b|\bif\s+(?:you|you'd)\s+(?:could|would|please|kindly)\b`)

// ifRE is the word "if".
var ifRE = prefilter.MustCompile(`(?i)\bif\b`)

// asked rewrites an "if" that asks whether as "whether", so that it reads
// as no condition.
func asked(text string) string {
	return askedIfRE.ReplaceAllStringFunc(text, func(m string) string { return ifRE.ReplaceAllString(m, "whether") })
}

// joinConditions joins a need that is only a condition to the need after
// it: "if any replica is down, show the alerts" is one conditional need.
func joinConditions(needs []need) []need {
	out := needs[:0:0]
	for i := 0; i < len(needs); i++ {
		n := needs[i]
		if i+1 < len(needs) && condLeadRE.MatchString(n.text) && zhCondition(n.text) == nil && shortCondition(n.text) == nil {
			next := needs[i+1]
			next.query = actionOf(next.text)
			next.text = n.text + ", " + next.text
			next.listed = next.listed || n.listed
			out = append(out, next)
			i++
			continue
		}
		out = append(out, n)
	}
	return out
}

// zhCondition splits a Chinese conditional need into what comes before
// its condition, the condition and the action, or is nil when the need
// states no condition.
func zhCondition(text string) []string {
	if m := condZhRE.FindStringSubmatch(text); m != nil {
		return m
	}
	return condBareZhRE.FindStringSubmatch(text)
}

// actionOf returns what a conditional need asks to do, without its
// condition, for choosing the tool: the condition names what an earlier
// step looks at.
func actionOf(text string) string {
	if m := zhCondition(text); m != nil {
		return strings.TrimSpace(m[1] + m[3])
	}
	if m := shortCondition(text); m != nil {
		return strings.TrimSpace(m[2])
	}
	if m := condEnRE.FindStringSubmatch(asked(text)); m != nil && hasContent(m[1]) {
		return strings.TrimSpace(m[1])
	}
	return text
}

// condShortEnRE is an English condition cut short to its subject and
// auxiliary, then the action it allows without a comma ("if it does book
// it", "if so cancel it"): the auxiliary stands for the question before,
// so what follows it is the action. A negated auxiliary ("if it does not
// exist") takes the condition's own verb after it and is left alone.
var condShortEnRE = prefilter.MustCompile(`(?i)^(?:if|in case)\s+(so|(?:it|they|there|he|she|that|this|one)\s+(?:does|do|did|can|will))\s+(\S.*)$`)

// notRE opens a negation.
var notRE = prefilter.MustCompile(`(?i)^not\b`)

// shortCondition splits a need that opens with a condition cut short
// into the condition and its action, or is nil when it opens with none.
func shortCondition(text string) []string {
	m := condShortEnRE.FindStringSubmatch(text)
	if m == nil || notRE.MatchString(m[2]) {
		return nil
	}
	return m
}
