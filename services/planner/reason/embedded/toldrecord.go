package embedded

import (
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// toldRecordWrite turns a read chosen for a Chinese need that only tells
// of something done, with the amounts it came to (TRK-8刚加油，42加仑，花了
// 168.3美元), into the write on the read's object that records it: a
// report that asks nothing and states what to enter is the entry, not a
// question about past ones. The write must come within tieShare of the
// read and lead the object's other writes by writeLead, and its verb
// must enter something (log, record, add): a report does not ask to
// refund, cancel or delete (他刚交了200块押金). A need that states no
// number but its identifiers leaves nothing to record, and a goal that
// asks or requests anything elsewhere (上周卖了300张票，帮我看看还剩多少)
// tells its amounts as the context of that request, not as an entry.
func toldRecordWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	read := byName[st.Tool]
	if read == nil || read.SideEffect == toolspec.Write || language(text) != "zh" || isQuestion(text) ||
		!statesNumber(text) || !reportsHappened(text) || !goalOnlyTells(goal) {
		return
	}
	forbidden := negatedActions(goal)
	var writes []task.Score
	for _, sc := range scores {
		if s := byName[sc.Tool]; s != nil && s.SideEffect == toolspec.Write && sameObject(read, s) && entersRecord(s) && !forbids(forbidden, s) && !statesDone(text, s) {
			writes = append(writes, sc)
		}
	}
	if w := leadingWrite(writes, tieShare*scoreOf(scores, read.Name)); w != "" {
		st.Tool, st.Ambiguous = w, nil
	}
}

// statesNumber reports whether text writes a number of its own, no
// letter in it (300, 45.5): an identifier's digits (TNK-12) count
// nothing.
func statesNumber(text string) bool {
	for _, tok := range idTokenRE.FindAllString(text, -1) {
		if strings.ContainsFunc(tok, unicode.IsDigit) && !strings.ContainsFunc(tok, unicode.IsLetter) {
			return true
		}
	}
	return false
}

// recordingVerbs are the verbs of a write's name that enter a record of
// what happened (log_tank_refill, record_sale, add_entry).
var recordingVerbs = map[string]bool{"log": true, "record": true, "add": true, "create": true, "enter": true, "register": true, "new": true, "track": true}

// entersRecord reports whether write's name opens with a verb that
// enters a record. nameWordsAll always gives at least one word.
func entersRecord(write *toolspec.Spec) bool {
	return recordingVerbs[nameWordsAll(write.Name)[0]]
}

// goalOnlyTells reports whether the whole goal tells what happened and
// asks nothing, not even a look without a request's word (…，查一下余票).
func goalOnlyTells(goal string) bool {
	return reportsHappened(goal) && !lookWordsZhRE.MatchString(goal)
}
