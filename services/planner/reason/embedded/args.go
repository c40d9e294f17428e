package embedded

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

var kvRE = prefilter.MustCompile(`([A-Za-z_][A-Za-z0-9_]*)\s*[=:：]\s*(\[(?:[^\[\]]|\[[^\[\]]*\])*\]|"[^"]*"|'[^']*'|[^\s,，;；]+)`)

// FillArgs fills spec's arguments from the task by parameter name, format
// and enum synonyms. Required arguments it cannot fill are returned in
// missing, never invented. On a repair (prev or hint set) the previous
// arguments are kept unless the hint names them, in which case they are
// coerced to the schema or dropped.
func (e *Engine) FillArgs(ctx context.Context, run *reason.Run, st *task.Subtask, spec *toolspec.Spec, prev map[string]any, hint string) (map[string]any, []string, error) {
	args, missing, _, err := e.fillArgs(ctx, run, st, spec, nil, prev, hint)
	return args, missing, err
}

// fillArgs is FillArgs, also returning the arguments that saved defaults
// filled. byName, the catalog spec belongs to when known, gives the
// glosses a parameter's description points at on another tool.
func (e *Engine) fillArgs(ctx context.Context, run *reason.Run, st *task.Subtask, spec *toolspec.Spec, byName map[string]*toolspec.Spec, prev map[string]any, hint string) (map[string]any, []string, map[string]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, nil, nil, err
	}
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("embedded: parameters of %s: %w", spec.Name, err)
	}
	borrowReferredGlosses(&sch, byName)
	t := &task.Task{}
	if run != nil && run.Task != nil {
		t = run.Task
	}
	if spec.SideEffect == toolspec.Write {
		t = e.ownDay(e.notLooked(e.notLater(e.ownPast(e.upcoming(t), st), st), st), st)
	}
	names := make([]string, 0, len(sch.Properties))
	for n := range sch.Properties {
		names = append(names, n)
	}
	slices.Sort(names)
	order := propertyOrder(spec.Parameters)

	text := t.Goal
	if st != nil && st.Description != "" {
		text = st.Description + "\n" + t.Goal
	}
	args := map[string]any{}
	g := e.goalValues(t.Goal, st)
	dropSubjectNames(g, spec, names)
	for _, n := range names {
		g.paramWords = append(g.paramWords, nameWords(n)...)
	}
	g.termsDesc, g.termsSch = spec.Description, &sch
	keepMessageOut(spec, g)
	for _, m := range kvRE.FindAllStringSubmatchIndex(t.Goal, -1) {
		key, val := t.Goal[m[2]:m[3]], strings.TrimRight(strings.Trim(t.Goal[m[4]:m[5]], `"'`), ".。")
		p, ok := sch.Properties[key]
		if _, dup := args[key]; !ok || dup || wordsRunOn(t.Goal, m, p) {
			continue
		}
		if cv, ok := coerce(val, p, e.opts.Location); ok {
			args[key] = cv
			g.use(m[0], m[1])
		}
	}
	var slots, coded []slot // coded: enums of codes their description glosses
	var alls []string       // filters set to "all", stated or not
	for _, n := range names {
		if _, done := args[n]; done {
			continue
		}
		p := sch.Properties[n]
		saved := e.hasSaved(run, n, p)
		// "per month" names the grouping over any other of its values
		// the goal writes (volunteer hours per month).
		if v, ok := groupedValue(n, p, sch, byName, g); ok {
			args[n] = v
			continue
		}
		if v, ok := e.fillOne(n, p, spec.Name, t, st, g, text, saved, slices.Contains(sch.Required, n)); ok {
			args[n] = v
			if v == "all" {
				alls = append(alls, n)
			}
			continue
		}
		if p.typ() == "boolean" {
			if v, ok := boolFor(n, p, g); ok {
				args[n] = v
			}
			continue
		}
		switch {
		case len(p.Enum) == 0 && !isDateRole(n, p):
			slots = append(slots, newSlot(n, p, order[n], slices.Contains(sch.Required, n)))
		case enumGlossItems(p.Description, enumStrings(p.Enum)) != nil:
			coded = append(coded, newSlot(n, p, order[n], slices.Contains(sch.Required, n)))
		}
	}
	fillLoneEnd(sch, args, t, g, e.opts.Location)
	fillOnlyClauseFlag(sch, args, g)
	fillEnumUnits(names, sch.Properties, args, g)
	dropNarrowedAll(sch, args, alls, g)
	dropImplied(sch, args, t.Goal)
	splitEnumSides(sch, args, t.Goal)
	if t.TimeRange != nil {
		dropDateWordValues(sch, args, g.lower)
	}
	dropGroupingFilterClashes(sch, args, g)
	keepTiedDate(sch, args, g)
	keepNamedTime(sch, args, g)
	fillLastDigits(slots, g, args)
	fillPhoneNumber(slots, g, args)
	fillNewValue(slots, g, args)
	fillChangedTo(slots, g, args)
	fillLabelled(slots, g, args)
	fillDescribedSeries(slots, g, args)
	fillDescribedNumberWords(slots, g, args)
	fillHanCued(slots, g, args)
	fillHanRoleNamed(slots, g, args)
	fillAssignedName(slots, g, args)
	fillLabHead(slots, g, args)
	fillPetNamed(slots, g, args)
	fillMadeBy(slots, g, args)
	fillHanNumberCued(slots, g, args)
	fillPeriodRates(slots, g, args)
	fillNumberedHanNoun(slots, g, args)
	fillHanOrdinal(slots, g, args)
	fillNumberedHanCode(slots, g, args)
	fillGivenAmount(slots, g, args)
	fillZhe(slots, g, args)
	fillExpressions(slots, g, args)
	fillClockParts(slots, g, args)
	fillOptions(slots, g, args)
	fillSlashPair(slots, g, args)
	fillRangePairs(slots, g, args)
	fillRangeEnds(slots, g, args)
	fillNestedLists(slots, g, args)
	fillOrderLines(slots, g, args)
	fillKindLines(slots, g, args)
	fillNamedLines(slots, g, args)
	fillDictLiteral(slots, g, args)
	fillCurrencies(slots, g, args)
	fillNumbered(slots, g, args)
	fillFrequency(slots, g, args)
	fillRespectively(slots, g, args)
	fillExamples(slots, g, args)
	fillExampleMeasures(slots, g, args)
	fillHanHeadNames(slots, g, args)
	fillDosedName(slots, g, args)
	fillCountryCodes(slots, g, args)
	fillCityNames(slots, g, args)
	fillHanAddress(slots, g, args)
	fillUnitWords(slots, g, args)
	fillColors(slots, g, args)
	fillMusicKeys(slots, g, args)
	fillGender(slots, g, args)
	fillWithModifier(slots, g, args)
	fillCompoundModifier(slots, g, args)
	fillAspects(slots, g, args)
	fillCountedItem(slots, g, args)
	fillPersonName(slots, g, args)
	fillWithAgent(slots, g, args)
	fillHanSubjectName(slots, g, args)
	fillHanTitledName(slots, g, args)
	fillHanSchool(slots, g, args)
	fillListedBounds(slots, g, args)
	fillPercentSlot(slots, g, args)
	assignSlots(slots, g, args)
	fillDunList(slots, g, args)
	fillSuffixList(slots, g, args)
	fillGlossedCodes(append(slots[:len(slots):len(slots)], coded...), g, args)
	fillCountedNumbers(slots, g, args)
	fillPartyOf(slots, g, args)
	fillStatedCount(slots, g, args)
	fillUnitPrices(slots, g, args)
	fillBounds(slots, g, args)
	fillApposedNames(slots, g, args)
	fillCued(slots, g, args)
	fillNoCharge(slots, g, args)
	fillDrugStem(slots, g, args)
	if t.TimeRange != nil {
		primary := e.resolve(t.Goal).Primary
		fillYearNumber(slots, primary, args)
		fillPeriodDays(slots, primary, args)
	}
	fillNumberUnit(slots, g, args)
	fillSingularTop(slots, g, args)
	fillNone(slots, g, args)
	fillWordList(slots, g, args)
	fillColonText(slots, g, args)
	fillLeftover(slots, g, args, spec)
	dropSearchEchoes(sch, args, spec.Name)
	dropAllBesideLookup(spec.Name, sch, args, alls, g)
	fillNamedInValue(sch, args, alls)
	dropNameTitles(slots, g, args)
	need := t.Goal
	if st != nil && st.Description != "" {
		need = st.Description // a move's sides are its own part's, not another move's
	}
	moveToNewSide(sch, args, need)
	swapHandoverSides(sch, args, need)
	dropWhenGiven(sch, args)
	signRemovals(sch, args, text)
	dropOutOfBounds(sch, args)
	completeFromExamples(sch, args)
	used := fillSaved(run, sch, args, e.opts.Location)
	for _, r := range sch.Required {
		if _, done := args[r]; !done {
			if v, ok := schemaDefault(sch.Properties[r], e.opts.Location); ok {
				args[r] = v // the schema itself says what an unstated value is
			}
		}
	}
	if len(prev) > 0 || hint != "" {
		args = e.repair(args, prev, hint, sch)
	}
	missing := []string{}
	for _, r := range sch.Required {
		if _, ok := args[r]; !ok {
			missing = append(missing, r)
		}
	}
	return args, missing, used, nil
}

// fillOne finds the value of one parameter, if the task holds it.
// A parameter with a saved default gets no "all" in its place: the saved
// value says what an unstated one means for this caller.
func (e *Engine) fillOne(name string, p property, tool string, t *task.Task, st *task.Subtask, g *goalValues, text string, saved, required bool) (any, bool) {
	if typ := p.typ(); (typ == "integer" || typ == "number" || typ == "float" || typ == "boolean") && len(p.Enum) == 0 {
		// A number is only ever taken from a numeral the goal states (see
		// assignSlots): a "days" count is not a date, and a resolved date
		// is no count.
		return nil, false
	}
	if isSendTime(name, p) && !sendTimeStated(g) {
		return nil, false // a message goes now unless the goal says when
	}
	if v, ok := e.newTime(name, p, g.text); ok {
		return v, true
	}
	if v, ok := e.oldTime(name, p, g.text); ok {
		return v, true
	}
	if v, ok := e.movedDay(name, p, g.text); ok {
		return v, true
	}
	if v, ok := e.expectedTime(name, p, g.text); ok {
		return v, true
	}
	if expectedClockOnly(name, p, g) {
		return nil, false
	}
	if v, ok, decided := e.clockFill(name, p, t, g); decided {
		return v, ok
	}
	if v, ok := e.rollingValue(name, p, t, g); ok {
		return v, true
	}
	if layout := monthLayout(p); layout != "" {
		// A year and a month, no day: 2025-02 for "last month".
		return monthValue(t.TimeRange, monthRole(name, p), layout)
	}
	switch dateRole(name, p) {
	case roleDate:
		if v, ok := statedDateExample(p, g); ok {
			return v, true // "this weekend" for a date "e.g. this weekend, today, tomorrow, or date string"
		}
		if bornParamRE.MatchString(name) || bornParamRE.MatchString(p.Description) {
			// A birth date is one the goal writes as one, not the
			// period the goal is about (…出生，7月1号入住).
			if v, ok := writtenDate(text, p); ok {
				return v, true
			}
			return e.bornDate(name, p, text)
		}
		if day, ok := e.tiedDay(name, g); ok {
			return dateValue(day, p, false, e.opts.Location), true
		}
		if t.TimeRange != nil {
			return dateValue(t.TimeRange.Start, p, false, e.opts.Location), true
		}
		if v, ok := writtenDate(text, p); ok {
			return v, true // 01-01-1980 for a date "in MM-DD-YYYY format"
		}
		if v, ok := e.bornDate(name, p, text); ok {
			return v, true
		}
	case roleStart:
		if t.TimeRange != nil {
			return dateValue(t.TimeRange.Start, p, false, e.opts.Location), true
		}
	case roleEnd:
		if t.TimeRange != nil {
			return dateValue(t.TimeRange.End, p, true, e.opts.Location), true
		}
	case roleCmpStart:
		if t.CompareRange != nil {
			return dateValue(t.CompareRange.Start, p, false, e.opts.Location), true
		}
	case roleCmpEnd:
		if t.CompareRange != nil {
			return dateValue(t.CompareRange.End, p, true, e.opts.Location), true
		}
	case roleQuery:
		if q, ok := g.quoted(); ok {
			return q, true // 关于“夏季大促”的工单: the quoted words are the keyword
		}
		if q, ok := labelledKeyword(stepText(st, g)); ok {
			return q, true // 关键词 tariff: the labelled words are the keyword
		}
		if q, ok := lostThing(g.text); ok {
			return q, true // "found a grey scarf": the item is the keyword
		}
		if st != nil && st.Description != "" {
			if q, ok := objectKeyword(st.Description, tool); ok {
				return q, true // "the almond butter products": what narrows the object
			}
			if q, ok := hanObjectKeyword(st.Description, tool); ok {
				return q, true // 供应商能供散装面粉: what the object supplies
			}
			if !namesOnly(p) && required && !hanItemsAsked(st.Description) {
				return st.Description, true // an optional keyword is no whole request
			}
		}
	}
	enum := p.enumValues()
	kind := entityKind(name)
	if len(enum) > 0 {
		vals := enumByNegatedHanGloss(enum, p.Description, text)
		if len(vals) == 0 {
			vals = enumBySwappedWords(enum, text)
		}
		if len(vals) == 0 {
			vals = e.enumMatches(enum, name, kind, t, text)
		}
		if len(vals) == 0 {
			vals = enumByLanguage(enum, name, p.Description, g)
		}
		if len(vals) == 0 {
			vals = enumByQuantityUnit(enum, g)
		}
		if len(vals) == 0 {
			vals = enumByCompare(enum, name, p.Description, t)
		}
		if len(vals) == 0 {
			vals = enumByCurrent(enum, name, p.Description, text)
		}
		if len(vals) == 0 {
			vals = enumByCurrency(enum, name, g)
		}
		if len(vals) == 0 {
			vals = enumByDegree(enum, name, p.Description, text)
		}
		if len(vals) == 0 {
			vals = enumBySynonym(enum, name, p.Description, text)
		}
		if len(vals) == 0 {
			vals = enumByForm(enum, name, text)
		}
		if len(vals) == 0 {
			vals = enumByDerived(enum, name, text)
		}
		if len(vals) == 0 {
			vals = enumByRedo(enum, text)
		}
		if len(vals) == 0 {
			vals = enumByPhrasal(enum, text)
		}
		if len(vals) == 0 {
			vals = enumByJoinedWord(enum, text)
		}
		if len(vals) == 0 {
			vals = enumByRate(enum, text)
		}
		if len(vals) == 0 {
			vals = enumByGloss(enum, name, p.Description, text)
		}
		if len(vals) == 0 {
			vals = enumByDefinition(enum, name, p.Description, text)
		}
		if len(vals) == 0 {
			vals = enumByLetter(enum, name, text)
		}
		if len(vals) == 0 {
			vals = enumByGender(enum, name, text)
		}
		if len(vals) == 0 {
			vals = enumByPinyin(enum, g, p.typ() == "array")
		}
		if len(vals) == 0 {
			vals = enumByEnglishForHan(enum, text)
		}
		if len(vals) == 0 {
			vals = enumByPart(enum, name, p.Description, text, toolObjectWords(g, name))
		}
		if len(vals) == 0 {
			vals = enumByPassive(enum, p.Description, text)
		}
		if len(vals) == 0 {
			vals = enumByOnly(enum, p.Description, text)
		}
		if len(vals) == 0 {
			vals = enumByHanToken(enum, p.Description, text)
		}
		if len(vals) == 0 {
			vals = enumByNotStarted(enum, text)
		}
		if len(vals) == 0 {
			vals = enumByVerbNoun(enum, text)
		}
		if len(vals) == 0 {
			vals = enumByClause(enum, p.Description, text)
		}
		if len(vals) == 0 {
			vals = enumByScatteredWords(enum, text)
		}
		if len(vals) == 0 {
			vals = enumByNoneOf(enum, name, text)
		}
		if len(vals) == 0 {
			vals = enumByNegatedDefinition(enum, p.Description, text)
		}
		if len(vals) == 0 {
			for _, x := range enum {
				if v, ok := x.(string); ok && strings.Contains(v, " ") {
					if a, _ := optionAt(g, v); a >= 0 {
						vals = append(vals, v) // "historical record" for 'historical records'
					}
				}
			}
		}
		if conj, ok := coordinatedJoin(vals, enum, p.Description, g); ok && p.typ() != "array" {
			if v, ok := bothValue(enum, conj); ok && !saidApart(g.lower) {
				return v, true // "in English and Chinese": language both
			}
			return nil, false // 白班和夜班各做了多少: both values, so neither
		}
		if p.typ() == "array" {
			vals = listedForms(enum, vals, arrayGlossed(vals, enum, name, p.Description, g), g)
		} else {
			vals = dropAskedStates(dropRecipientVerbs(dropDateVerbs(vals, g), g), g)
		}
		vals = slices.DeleteFunc(vals, func(v string) bool {
			a, b := optionAt(g, v)
			return a >= 0 && (insideName(g, a, b) || g.partOfDate(a, b)) // the History of "Natural History Museum"
		})
		for _, v := range vals {
			if a, b := optionAt(g, v); a >= 0 {
				g.use(a, b) // the value fills this parameter only: 'concluded' is no id
			}
		}
		switch {
		case len(vals) == 0:
			if hasValue(enum, "all") && p.Default == nil && !saved && !statesDefault(p.Description) {
				// A goal that names none of a filter's values asks for all
				// of them, in the tool's own word — unless the schema says
				// what an unstated value means.
				return "all", true
			}
			return nil, false
		case p.typ() == "array":
			out := make([]any, len(vals))
			for i, v := range vals {
				out[i] = v
			}
			return out, true
		default:
			if v := leadVerbValue(enumStrings(enum), g.lower); v != "" && v != vals[0] && !setToValue(g.lower, vals[0]) {
				return v, true
			}
			return vals[0], true
		}
	}
	if v, ok := t.Entities[kind]; ok && kind != "tool" {
		if p.typ() == "array" {
			return []any{v}, true
		}
		return v, true
	}
	return nil, false
}

// enumMatches returns the enum values the text asks for: the task's entity
// of that kind, alias names of enum values, or enum values named verbatim,
// in text order. A value written after a negation is not asked for,
// unless the parameter's values are kinds ("no parking" is about
// parking); the enum's explicit negative of it is.
func (e *Engine) enumMatches(enum []any, name, kind string, t *task.Task, text string) []string {
	var out []string
	add := func(vs string) {
		for _, v := range strings.Split(vs, ",") {
			if hasValue(enum, v) && !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	// synonym maps an entity to the enum's own word for it when the enum
	// does not use the alias code: "east" for east_china / East China.
	synonym := func(value string, names []string) {
		before := len(out)
		if add(value); len(out) > before {
			return
		}
		words := append([]string{strings.ReplaceAll(value, "_", " ")}, names...)
		for _, x := range enum {
			ev, ok := x.(string)
			if !ok || len(ev) < 2 {
				continue
			}
			for _, w := range words {
				if aliasIndex(lowerSameBytes(w), lowerSameBytes(ev)) >= 0 {
					add(ev)
					return
				}
			}
		}
	}
	for _, m := range findAliases(e.opts.Aliases, text) {
		if m.Kind == kind || kind == "" {
			synonym(m.Value, m.Names)
		}
	}
	if v, ok := t.Entities[kind]; ok {
		synonym(v, nil)
	}
	lower := lowerSameBytes(text)
	written := writtenValues(enum, lower)
	// A value written as the verb of a clause comes first: "release the
	// hold" asks release, whatever order the enum lists them in.
	byPlace := slices.SortedStableFunc(slices.Values(enumStrings(enum)), func(a, b string) int {
		return boolRank(!writtenAsVerb(lower, a, written)) - boolRank(!writtenAsVerb(lower, b, written))
	})
	for _, s := range byPlace {
		at := written[s]
		switch {
		case at < 0 || writtenInside(lower, s, written):
		case !negatedAt(lower, at) || kindParam(name):
			add(s)
		default:
			// "has not paid" names no paid, but the enum's unpaid.
			if o, ok := oppositeValue(enum, s); ok {
				add(o)
			}
		}
	}
	if len(out) == 0 {
		for _, m := range findAliases(e.opts.Aliases, text) {
			add(m.Value)
		}
	}
	return out
}

// writtenAsVerb reports whether the text writes value v where a clause
// opens, as its verb.
func writtenAsVerb(lower, v string, written map[string]int) bool {
	at, ok := written[v]
	return ok && at >= 0 && verbAt(lower, at, len(v))
}

// boolRank is 1 for true and 0 for false, for sorting.
func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

func hasValue(enum []any, v string) bool {
	for _, x := range enum {
		if s, ok := x.(string); ok && s == v {
			return true
		}
	}
	return false
}

// mentions reports whether name stands as a word in text.
func mentions(text, name string) bool {
	return aliasIndex(text, name) >= 0
}

// countParamRE is a parameter whose name or description says it caps how
// many results come back.
var countParamRE = prefilter.MustCompile(`(?i)^(?:limit|top|top_?n|size|page_?size|max_?results|max_?rows|max_?items|max_?count|count|num_?results|n)$|最多|条数|行数|返回数|数量上限|\bmax(?:imum)?\b.{0,20}\b(?:rows|results|items|records|entries)\b|\bnumber of (?:results|rows|items|records|entries)\b|\blimit\b`)

// dropNarrowedAll drops a filter's "all" the goal does not state when a
// sibling filter holds a value and the sibling's description names this
// filter's values: each branch is glossed with its area, so a named
// branch already narrows the area, and "all" would widen it again.
func dropNarrowedAll(sch object, args map[string]any, alls []string, g *goalValues) {
	for _, n := range alls {
		if a, _ := optionAt(g, "all"); a >= 0 {
			continue // "all areas" is stated
		}
		for m, q := range sch.Properties {
			if _, set := args[m]; m == n || !set || len(q.Enum) == 0 || q.Description == "" {
				continue
			}
			if namesValues(q.Description, sch.Properties[n].Enum) {
				delete(args, n)
				break
			}
		}
	}
}

// namesValues reports whether description names at least two of enum's
// values other than "all" as words.
func namesValues(description string, enum []any) bool {
	lower := lowerSameBytes(description)
	count := 0
	for _, x := range enum {
		if v, ok := x.(string); ok && !strings.EqualFold(v, "all") && len(v) > 1 && aliasIndex(lower, lowerSameBytes(v)) >= 0 {
			count++
		}
	}
	return count >= 2
}
