package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A flag that charges for something or waives the charge (charge_fee,
// waive_late_fee, charge_replacement) is set by a goal that lets the
// charge go: "don't bill her", 别收费, 取消费免掉. A flag that sends a
// notice (notify_patient, send_notice) is cleared by a goal that says
// not to send one: "don't message the patient", 不用通知.

// waivedChargeRE lets a charge go: "don't charge", "do not bill her",
// "waive the fee", "no fee", 不要收…费, 别收费, 费…免掉, 免了.
var waivedChargeRE = prefilter.MustCompile(`(?i)\b(?:don'?t|do not|never|no need to|won'?t)\s+(?:\w+\s+)?(?:charge|bill)\b|\bwaive[sd]?\b|\b(?:no|without)\s+(?:[a-z]+[- ]){0,2}(?:fee|fees|charge|penalty)\b|(?:不要|别|不用|不必|无需|不)\s*收|免(?:掉|了|除|收)|费[^，。,.;；！!？?]{0,6}免`)

// keptChargeRE refuses to let a charge go: "do not waive it", "don't
// waive the fee", "no need to waive it", 不免, 别免, 不用免. It is read
// before waivedChargeRE, whose waive it holds. A bare "not" is no
// refusal: "why not just waive it" lets the charge go.
var keptChargeRE = prefilter.MustCompile(`(?i)\b(?:don'?t|(?:do|does|will|shall|should|must|can|could|would) not|never|won'?t|can'?t|cannot|shouldn'?t|needn'?t|no need to)\s+(?:\w+\s+)?waive\b|(?:不要|不能|不用|不必|无需|不|别)免`)

// unsentNoticeRE says not to send a notice: "don't message the patient",
// "don't send them a notice", "no notice needed", 不用群发通知, 别通知 —
// not one channel rather than another, "don't text, email", nor a thing
// there is none of, "no notice period". 推送 is a push notice: 这次不要推送.
var unsentNoticeRE = prefilter.MustCompile(`(?i)\b(?:don'?t|do not|never|no need to)\s+(?:message|notify|inform|tell|contact|send\s+(?:\w+\s+){0,2}(?:notices?|notifications?|messages?))\b|\bwithout\s+(?:notifying|telling|informing|messaging)\b|\bno\s+(?:notice|notification|message)s?(?:\s*$|\s*[^\sa-z]|\s+(?:to|for|needed|required|please|this|either|and|then|is|was)\b)|(?:不要|别|不用|不必|无需|不)\s*(?:群发|发|给\S{0,4}发)?\s*(?:通知|消息|推送)`)

// chargeFlagWords name a flag about a charge, and waiverWords a flag that
// lets it go when true.
var (
	chargeFlagWords = []string{"charge", "bill", "fee", "fees", "penalty", "cost"}
	waiverWords     = []string{"waive", "exempt", "forgive", "no", "skip"}
	noticeFlagWords = []string{"notify", "notification", "notice", "message", "inform"}
)

// boolByWaived sets a flag about a charge or a notice from a goal that
// lets the charge go or sends no notice, in the subtask's own part of the
// goal and not asked about.
func boolByWaived(name string, g *goalValues) (any, bool) {
	words := nameWords(name)
	has := func(set []string) bool {
		return slices.ContainsFunc(words, func(w string) bool { return slices.Contains(set, w) })
	}
	var objects []string // what the flag charges for: replacement, late
	for _, w := range words {
		if !slices.Contains(chargeFlagWords, w) && !slices.Contains(waiverWords, w) && !boolVerbs[w] {
			objects = append(objects, w)
		}
	}
	switch {
	case has(chargeFlagWords) && statesIn(keptChargeRE, g, objects):
		return len(words) > 0 && !slices.Contains(waiverWords, words[0]), true
	case has(chargeFlagWords) && statesIn(waivedChargeRE, g, objects):
		return len(words) > 0 && slices.Contains(waiverWords, words[0]), true
	case has(noticeFlagWords) && !has(chargeFlagWords) && statesIn(unsentNoticeRE, g, nil): // notify_patron: "them" is the patron
		return false, true
	}
	return nil, false
}

// statesIn reports whether re matches in the subtask's own part of the
// goal, in a clause that asks nothing and, when the goal writes one of
// objects elsewhere, names it: "waive the late fee but charge the
// replacement" waives no replacement.
func statesIn(re *prefilter.Regexp, g *goalValues, objects []string) bool {
	lower := g.lower[g.scopeStart:g.scopeEnd]
	for _, m := range re.FindAllStringIndex(lower, -1) {
		if !clauseNamesObject(lower, m, objects) {
			continue
		}
		from, to := 0, len(lower)
		if locs := clauseSepRE.FindAllStringIndex(lower[:m[0]], -1); len(locs) > 0 {
			from = locs[len(locs)-1][1]
		}
		if loc := clauseSepRE.FindStringIndex(lower[m[1]:]); loc != nil {
			to = m[1] + loc[0]
		}
		if !chargeQuestionRE.MatchString(lower[from:to]) && !(to < len(lower) && lower[to] == '?') {
			return true
		}
	}
	return false
}

// clauseNamesObject reports whether the clause of lower around the match m
// names one of objects, or the goal names none of them elsewhere.
func clauseNamesObject(lower string, m []int, objects []string) bool {
	from, to := 0, len(lower)
	for _, re := range []*prefilter.Regexp{clauseSepRE, clauseLeadRE} {
		if locs := re.FindAllStringIndex(lower[:m[0]], -1); len(locs) > 0 {
			from = max(from, locs[len(locs)-1][1])
		}
		if loc := re.FindStringIndex(lower[m[1]:]); loc != nil {
			to = min(to, m[1]+loc[0])
		}
	}
	elsewhere := false
	for _, o := range objects {
		if aliasIndex(lower[from:to], o) >= 0 {
			return true
		}
		elsewhere = elsewhere || aliasIndex(lower, o) >= 0
	}
	return !elsewhere
}
