package embedded

import (
	"context"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// soughtNameRE is a request to find someone by the name they go by:
// "find members called Zhang Wei", "look up a guest named Ana Ruiz".
var soughtNameRE = prefilter.MustCompile(`\b(?:[Ff]ind|[Ll]ook up|[Ss]earch for|[Ll]ocate)\s+(?:[a-z]+\s+){0,3}?(?:called|named)\s+[A-Z][a-z]+`)

// soughtPersonRE is a request whose object is a person's name, alone or
// with the identifier that name is filed under: "find Mrs. Lin", "find
// Margaret Lin's resident ID". The name's other things ("find Lin's
// bookings") are not the person sought (see soughtPerson).
var soughtPersonRE = prefilter.MustCompile(`\b(?:[Ff]ind|[Ll]ook up|[Ss]earch for|[Ll]ocate)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?` +
	`((?:'s|’s)\s+(?:[a-z]+\s+)?(?:ID|id|number|no|record|profile|details|contact)s?\b)?`)

// personEndRE is what may follow a person's name that a request seeks:
// the clause's end, or a word that opens what comes after the name (in
// cabin B07, who…, she is…). A noun after it ("find Berlin depots",
// "search for Python tutorials") makes the capitalized word a place or a
// kind of thing the noun is, and the name's 's its other things.
var personEndRE = prefilter.MustCompile(`^(?:\s*$|\s*[,.;:!?，。；：！？)(]|\s+(?:in|at|from|on|of|who|whose|and|or|with|for|please|pls|by|to|so|since|because|as|she|he|they|her|his|their|now|today|again)\b)`)

// nameParamRE is a parameter, or its description, that takes a name.
var nameParamRE = prefilter.MustCompile(`(?i)(?:^|[^a-z])name(?:s|$|[^a-z])`)

// soughtPerson reports whether text asks to find a person by name.
func soughtPerson(text string) bool {
	if soughtNameRE.MatchString(text) {
		return true
	}
	for _, m := range soughtPersonRE.FindAllStringSubmatchIndex(text, -1) {
		rest := text[m[1]:]
		if m[2] >= 0 || personEndRE.MatchString(rest) {
			return true
		}
	}
	return false
}

// searchedPerson gives a need that asks to find a person by name the read,
// among those it scores, that takes the name: a look-up by name or
// search text ("find members called Zhang Wei", "find Mrs. Lin's resident
// ID") is served by the tool that searches by it, not by one that only
// shares the need's other words or its place ("she's in room A112"). The
// need's tool is kept when it takes the name itself.
func (e *Engine) searchedPerson(ctx context.Context, run *reason.Run, st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if !soughtPerson(text) || asksWrite(text, goal) {
		return
	}
	if s := byName[st.Tool]; s != nil && (s.SideEffect == toolspec.Write || e.takesName(ctx, run, text, s, byName)) {
		return
	}
	forbidden := negatedActions(goal)
	for _, sc := range scores {
		s := byName[sc.Tool]
		if sc.Score <= 0 || s == nil || s.SideEffect == toolspec.Write || forbids(forbidden, s) {
			continue
		}
		if e.takesName(ctx, run, text, s, byName) {
			st.Tool, st.Ambiguous = sc.Tool, nil
			return
		}
	}
}

// takesName reports whether spec's arguments, filled from text, put a name
// written in text into a free-text parameter that takes a name.
func (e *Engine) takesName(ctx context.Context, run *reason.Run, text string, spec *toolspec.Spec, byName map[string]*toolspec.Spec) bool {
	sch, err := schemaObject(spec.Parameters)
	if len(spec.Parameters) == 0 || err != nil {
		return false
	}
	t := task.Task{}
	if run != nil && run.Task != nil {
		t = *run.Task
	}
	args, _, _, err := e.fillArgs(ctx, reason.NewRun(&t, nil), &task.Subtask{Description: text, Tool: spec.Name}, spec, byName, nil, "")
	if err != nil {
		return false
	}
	for name, v := range args {
		sv, ok := v.(string)
		p := sch.Properties[name]
		if !ok || p.Pattern != "" || len(p.Enum) > 0 || !nameParamRE.MatchString(name) && !nameParamRE.MatchString(p.Description) {
			continue
		}
		if r := []rune(sv); len(r) > 1 && r[0] >= 'A' && r[0] <= 'Z' && strings.Contains(text, sv) {
			return true
		}
	}
	return false
}

// valuedRead chooses a read by the values the need states: the one they
// fill the most of when no word chose one (see filledRead), the one that
// takes the person's name the need asks to find (see searchedPerson).
func (e *Engine) valuedRead(ctx context.Context, run *reason.Run, st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	e.filledRead(ctx, run, st, text, goal, scores, byName)
	e.searchedPerson(ctx, run, st, text, goal, scores, byName)
}
