package embedded

import (
	"cmp"
	"slices"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// timedWrite gives a need no tool was chosen for the write whose schema
// the need fills: the write requires a date-time and the need states a
// time of day, and an identifier the need writes fits a pattern of the
// write (明天下午2点到6点约 RIG-014, open a slot for CU-104233 next Tue
// 8am). A need that asks nothing and states when to act on what is an
// order to act then; a read takes no time of day to do it. The need must
// not ask to be shown state or look. Of several writes so filled, the one
// that leads the others by writeLead is chosen, else the one that
// requires as many date-times as the need states times (a start, or a
// start and an end), else, for a start and an end, the one that takes
// two. A read chosen under the threshold gives way too,
// to a write so filled that the need's words score as well: the read's
// words (a pick-up day, a customer) fit the order's details, not its act.
func timedWrite(st *task.Subtask, text, goal string, scores []task.Score, threshold float64, byName map[string]*toolspec.Spec) {
	weakRead := st.Tool != "" && !isWrite(st.Tool, byName) && scoreOf(scores, st.Tool) < threshold
	if st.Tool != "" && !weakRead || !asksWrite(text, goal) || asksItself(text) || toldActed(text) {
		return
	}
	clocks, ok := timeexpr.Clocks(text)
	if !ok {
		return
	}
	toks := idTokenRE.FindAllString(text, -1)
	if len(toks) == 0 {
		return
	}
	forbidden := negatedActions(goal)
	var filled []task.Score
	for name, spec := range byName {
		if !forbids(forbidden, spec) && !statesDone(text, spec) && timeFilled(spec, toks) {
			filled = append(filled, task.Score{Tool: name, Score: scoreOf(scores, name)})
		}
	}
	slices.SortFunc(filled, func(a, b task.Score) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(a.Tool, b.Tool))
	})
	if weakRead {
		// Over a read the words chose, the write must be scored too.
		filled = slices.DeleteFunc(filled, func(f task.Score) bool { return f.Score <= 0 })
	}
	if len(filled) == 1 || len(filled) > 1 && filled[0].Score > 0 && filled[0].Score >= writeLead*filled[1].Score {
		st.Tool, st.Ambiguous = filled[0].Tool, nil
		return
	}
	times := 1
	if clocks.HasEnd {
		times = 2
	}
	// Required date-times first; then, for a start and an end, all it
	// takes (a start required, an end that may be given). A lone time
	// may leave out an end, so it does not tell such writes apart.
	for _, required := range []bool{true, false} {
		if !required && times == 1 {
			break
		}
		var timed []string
		for _, f := range filled {
			if dateTimes(byName[f.Tool], required) == times {
				timed = append(timed, f.Tool)
			}
		}
		if len(timed) == 1 {
			st.Tool, st.Ambiguous = timed[0], nil
			return
		}
	}
}

// dateTimes is how many date-time parameters a tool takes, or requires
// when required is set.
func dateTimes(spec *toolspec.Spec, required bool) int {
	sch, err := schemaObject(spec.Parameters)
	if len(spec.Parameters) == 0 || err != nil {
		return 0
	}
	n := 0
	for name, p := range sch.Properties {
		if p.Format == "date-time" && (!required || slices.Contains(sch.Required, name)) {
			n++
		}
	}
	return n
}

// timeFilled reports whether spec is a write that requires a date-time
// and takes an identifier of a shape of its own that one of toks fits: a
// need that states a time of day and toks fills it.
func timeFilled(spec *toolspec.Spec, toks []string) bool {
	return spec.SideEffect == toolspec.Write && takesDateTime(spec, true) &&
		len(patternTakers(toks, map[string]*toolspec.Spec{spec.Name: spec}, specificPattern)) > 0
}

// ordersTimedWrite reports whether st's tool is a write its need fills by
// stating a time of day and an identifier the write takes (see
// timedWrite): the schema bears the choice out, though the need's words
// fit the write's little.
func ordersTimedWrite(st *task.Subtask, byName map[string]*toolspec.Spec) bool {
	spec := byName[st.Tool]
	if spec == nil || asksItself(st.Description) || toldActed(st.Description) {
		return false
	}
	if _, ok := timeexpr.Clocks(st.Description); !ok {
		return false
	}
	return timeFilled(spec, idTokenRE.FindAllString(st.Description, -1))
}

// actedRE is an English need that tells of an act already done to its
// object: a passive past ("MT-1 was pushed to 3pm", "has been moved"),
// or a past verb right after the identifier or a pronoun that opens it
// ("RM-2 moved to 4pm already", "They moved RM-2 to 3pm").
var actedRE = prefilter.MustCompile(`(?i)\b(?:was|were|been|got)\s+(?:already\s+)?[a-z]{2,}(?:ed|en)\b|` +
	`^\s*(?:[a-z]+-?\d+|he|she|they|we|i|someone|somebody)\s+(?:already\s+|just\s+)?[a-z]{2,}ed\b`)

// beingRE is an English need that opens by stating where or how its
// subject is (MT-1 is at 3pm tomorrow, I'm free at 3pm): a form of be
// after the identifier or pronoun, then a word of place, time or
// state. It tells a fact, no order.
var beingRE = prefilter.MustCompile(`(?i)^\s*(?:[a-z]+-?\d+|he|she|they|we|i|it)\s*(?:'m|'re|'s|\s(?:am|is|are|will\s+be))\s+` +
	`(?:at|on|in|from|free|busy|available|off|away|out|back|due|set|fine|ok|okay)\b`)

// clauseBreakRE is where an English need goes on to a clause of its own
// (", move it to 4pm", "so move it"): the order may follow the report.
var clauseBreakRE = prefilter.MustCompile(`(?i)[,;:]|\b(?:so|and|then|but)\b`)

// toldActed reports whether a need only tells that an act was done (MT-1
// was moved to 3pm yesterday, 已经挪到下午3点了) or where or how its
// subject is (MT-1 is at 3pm tomorrow): the time it states is when the
// act was done, what it set or when the thing is, no order to do it. A need
// that asks, holds a request's word (please, 帮, 请) or goes on to a
// clause of its own (…, move it to 4pm) is no report.
func toldActed(text string) bool {
	if isLatin(text) {
		return (actedRE.MatchString(text) || beingRE.MatchString(text)) && !enNotDoneRE.MatchString(text) && !clauseBreakRE.MatchString(text)
	}
	return reportsHappened(text)
}
