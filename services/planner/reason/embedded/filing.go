package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// fileOneRE is a request to file one new thing: a verb of filing before
// an indefinite article ("open a work order", "log a ticket", "set up an
// outgoing loan") or a
// measure word (开个检修单, 报个修, 提一张单, 报一起事故, 登记一笔): the
// thing does not exist yet, so no read of things of its kind serves it.
// 打开 before a measure word opens what exists (打开个案 …). A mixed
// request may put an English verb before the measure word (publish一条).
// The request may follow, after a spaced dash, the words that tell what
// happened ("the kiln door won't latch - log a fault").
var fileOneRE = prefilter.MustCompile(`(?i)(?:^|\s[-–—]\s)\s*(?:(?:please|and|then|also|now|just)\s+)*(?:open|file|raise|log|record|submit|create|place|make|register|add|set\s+up)\s+(?:a|an|one|new)\b|` +
	`(?:^|[^打])(?:开|报|提|建|填|起|新建|创建|登记)(?:一个|个|一张|张|一份|份|一条|条|一起|一笔|笔)|` +
	`(?i)^\s*(?:open|file|raise|log|record|submit|create|register|add|publish|post)\s*(?:一个|个|一张|张|一份|份|一条|条)`)

// filedWrite turns a read chosen for a need that asks to file one new
// thing into the one write among the tools within coverShare of it whose
// verb files a record (create_…, submit_…, open_…): "open" or 报 matches
// a status of the read's records, not what the need asks.
func filedWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if !fileOneRE.MatchString(text) || isQuestion(text) || reportOfRE.MatchString(text) {
		return
	}
	spec := byName[st.Tool]
	if spec == nil {
		filedNew(st, text, goal, scores, byName)
		return
	}
	if spec.SideEffect == toolspec.Write || nameWordsAll(spec.Name)[0] == filingVerb(text) {
		return
	}
	best := scoreOf(scores, st.Tool)
	found, many := onlyWrite(scores, byName, negatedActions(goal), func(sc task.Score, s *toolspec.Spec) bool {
		return sc.Score >= coverShare*best && filingVerbs[nameWordsAll(sc.Tool)[0]]
	})
	if many {
		return
	}
	if found != "" {
		st.Tool, st.Ambiguous = found, nil
		return
	}
	if w := ownObjectWrite(spec, scores, goal, byName); w != "" {
		st.Tool, st.Ambiguous = w, nil
		return
	}
	filedNew(st, text, goal, scores, byName)
}

// filingVerb is the English verb, in lower case, of the first request in
// text to file one new thing ("file" in "File an appeal for …"), or "".
// A tool named with it (file_grievance) files the thing though its name
// reads as a noun and no declared side effect says it writes.
func filingVerb(text string) string {
	for _, w := range wordSpans(fileOneRE.FindString(text)) {
		if v := strings.ToLower(w.text); !leadWords[v] && strings.IndexFunc(v, notLetter) < 0 {
			return v
		}
	}
	return ""
}

// ownObjectWrite is the one write on the object of the read chosen for a
// need that asks to file one new thing (show_kiln_passes and
// grant_kiln_pass for "log a kiln pass"): the read lists the records of
// the kind the need asks to add, however far its words outscored the
// write. A write whose verb files a record may add a word after the read's
// object (list_kiln_passes, create_kiln_pass_request): it files a request
// for a thing of the kind the read lists.
func ownObjectWrite(read *toolspec.Spec, scores []task.Score, goal string, byName map[string]*toolspec.Spec) string {
	found, _ := onlyWrite(scores, byName, negatedActions(goal), func(sc task.Score, s *toolspec.Spec) bool {
		return sc.Score > 0 && (sameObjectWords(read.Name, s.Name) || filingVerbs[nameWordsAll(s.Name)[0]] && objectLeads(read.Name, s.Name))
	})
	return found
}

// sameObjectWords reports whether two tool names name the same object by
// the same words after their verbs, a plural apart (show_kiln_passes,
// grant_kiln_pass): one shared word (show_ferry_lendings,
// begin_swap_ferry_lending) may name another thing of the kind.
func sameObjectWords(a, b string) bool {
	wa, wb := nameWordsAll(a), nameWordsAll(b)
	if len(wa) < 2 || len(wa) != len(wb) {
		return false
	}
	for i := 1; i < len(wa); i++ {
		x, y := wa[i], wb[i]
		if x != y && x+"s" != y && x != y+"s" && x+"es" != y && x != y+"es" {
			return false
		}
	}
	return true
}

// objectLeads reports whether the words of b after its verb begin with
// all of a's, a plural apart, and add more (list_kiln_passes,
// create_kiln_pass_request).
func objectLeads(a, b string) bool {
	wa, wb := nameWordsAll(a), nameWordsAll(b)
	if len(wa) < 2 || len(wb) <= len(wa) {
		return false
	}
	return sameObjectWords(strings.Join(wa, "_"), strings.Join(wb[:len(wa)], "_"))
}

// filedNew gives a need that asks to file one new thing, and reaches no
// write by its words ("open a new ticket: the printer on floor 3 is
// broken", where the words of the problem outweigh the request), the one
// write whose verb files a record and whose object the need names
// (create_ticket for a ticket).
func filedNew(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	written := map[string]bool{}
	for _, w := range wordSpans(text) {
		written[strings.ToLower(w.text)] = true
	}
	found, _ := onlyWrite(scores, byName, negatedActions(goal), func(sc task.Score, s *toolspec.Spec) bool {
		return sc.Score > 0 && filingVerbs[nameWordsAll(sc.Tool)[0]] && writesObject(written, s.Name)
	})
	if found != "" {
		st.Tool, st.Ambiguous = found, nil
	}
}

// onlyWrite is the one write among scores that the goal does not forbid
// (forbidden) and that fits; many reports that more than one does, and
// then tool is empty.
func onlyWrite(scores []task.Score, byName map[string]*toolspec.Spec, forbidden []string, fits func(task.Score, *toolspec.Spec) bool) (tool string, many bool) {
	for _, sc := range scores {
		s := byName[sc.Tool]
		if s == nil || s.SideEffect != toolspec.Write || forbids(forbidden, s) || !fits(sc, s) {
			continue
		}
		if tool != "" {
			return "", true
		}
		tool = sc.Tool
	}
	return tool, false
}
