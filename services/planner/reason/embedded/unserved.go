package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// unservedID reports whether st's tool is a guess the goal does not bear
// out: the tool requires an identifier of a shape of its own (a pattern
// that fixes a letter: PO-2024-00731, RB-448120) that no word of the goal
// has, and it scores under loneFit times the threshold. Such a tool fits
// only some of the goal's request words ("order", "send … email",
// "yuan"), not the object the goal is about ("order pizza for the team"):
// a goal about the record a tool acts on writes its identifier or the
// record's own words, and one that does neither asks for something the
// catalog lacks. An identifier filled from what the goal names (Chen Jing
// for the AG-014 a description glosses as Chen Jing) is written in it too.
func unservedID(st *task.Subtask, goal string, threshold float64, byName map[string]*toolspec.Spec) bool {
	spec := byName[st.Tool]
	if spec == nil || scoreOf(st.Scores, st.Tool) >= loneFit*threshold {
		return false
	}
	toks := idTokenRE.FindAllString(goal, -1)
	for name, v := range st.Args {
		if s, ok := v.(string); ok && st.Defaults[name] == "" {
			toks = append(toks, s)
		}
	}
	for _, re := range requiredIDPatterns(spec) {
		if specificPattern(re.String()) && !slices.ContainsFunc(toks, re.MatchString) {
			return true
		}
	}
	return false
}

// politeLeadRE opens an English request with words that only make it
// polite: "please", "can you", "could you please".
var politeLeadRE = prefilter.MustCompile(`(?i)^\s*(?:please\s+|kindly\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?)`)

// studyVerbRE opens a part with a verb that asks to work out something
// from records ("Summarize the …", "Compare these …") or to be handed
// them ("Export the …", "Download …"): a read serves it though its own
// words never use the verb.
var studyVerbRE = prefilter.MustCompile(`(?i)^\s*(?:retrieve|download|export|print|read|query|browse|preview|summari[sz]e|count|compare|calculate|compute|total|rank|sort|review|verify|confirm|track|monitor|estimate|analy[sz]e|explain|describe|identify|locate|trace|audit|inspect|share|recommend|suggest)\b`)

// unservedRequest reports whether st's tool is a read chosen for a request
// to act that it does not serve: the part opens with an English verb and
// its object ("Renew the lease …", "Can you reset my password …"), the
// verb is no request to be shown, sent ("email me …") or to work out
// something, the tool's name and description never use it, and the tool
// scores under the threshold (it was kept only for leading the others).
// The read then fits by the request's nouns alone — the setting's words —
// while the action it asks for is one the catalog lacks. Only a catalog
// that marks its writes says a read changes nothing.
func unservedRequest(st *task.Subtask, threshold float64, byName map[string]*toolspec.Spec) bool {
	spec := byName[st.Tool]
	if spec == nil || spec.SideEffect == toolspec.Write || !marksWrites(byName) || scoreOf(st.Scores, st.Tool) >= threshold {
		return false
	}
	text := st.Description
	lead := politeLeadRE.FindString(text)
	if lead != "" {
		text = strings.TrimRight(text[len(lead):], "?？ ")
	}
	// After "can you" the first word is the verb though its object is a
	// bare noun ("can you order pizza").
	if language(text) != "en" || !opensOnObject(text) && lead == "" || readRequestRE.MatchString(text) || studyVerbRE.MatchString(text) || asksState(text) {
		return false
	}
	words := strings.Fields(strings.ToLower(text))
	if len(words) > 1 && (words[1] == "me" || words[1] == "us") {
		return false // "email me the report": a read sent to the asker
	}
	return !questionWords[words[0]] && !usesWord(spec, words[0])
}

// usesWord reports whether spec's name or description (its
// subjectWords) holds a form of word: "renew" in renew_permit or "renewal", "schedule" in "Schedules a
// visit".
func usesWord(spec *toolspec.Spec, word string) bool {
	stem := strings.TrimSuffix(word, "e")
	if len(stem) < 3 {
		stem = word
	}
	for w := range subjectWords(spec) {
		if strings.HasPrefix(w, stem) {
			return true
		}
	}
	return false
}

// composeRE asks for a piece of writing: 写一份计划, 写一段文案, 写篇致辞
// (份, 段 and 篇 count documents and passages; a letter or a line, 一封信,
// 一条备注, is often what a message or note tool sends).
var composeRE = prefilter.MustCompile(`写(?:一|两|几)?(?:份|段|篇)`)

// unwrittenRE forbids the writing: 不用写, 别帮我写.
var unwrittenRE = prefilter.MustCompile(`(?:不用|不要|不必|无需|别|不)\s*(?:帮我|给我)?\s*写`)

// composerRE is a tool's name or description that writes text for the
// caller: 撰写, 起草, 生成文案, "draft", "compose".
var composerRE = prefilter.MustCompile(`(?i)写|撰|起草|草拟|生成|文案|\b(?:writes?|drafts?|compose[sd]?|generates?)\b`)

// unservedComposition reports whether st's tool is chosen for a request
// to write a document or passage (帮我写一份饮食计划) that the tool does
// not write: its name and description say nothing of writing text, and
// it scores under the threshold, kept only for leading the others. It
// fits by the subject of the writing alone (饮食, 套餐), which is not what
// is asked for.
func unservedComposition(st *task.Subtask, threshold float64, byName map[string]*toolspec.Spec) bool {
	spec := byName[st.Tool]
	if spec == nil || scoreOf(st.Scores, st.Tool) >= threshold || !composeRE.MatchString(st.Description) || unwrittenRE.MatchString(st.Description) {
		return false
	}
	return !composerRE.MatchString(spec.Name + " " + spec.Description)
}
