package embedded

import (
	"slices"
	"testing"
)

// TestFillArgsDescribedWordsInEitherNumber names an enum value by the
// word its description glosses it with, in the singular or the plural.
func TestFillArgsDescribedWordsInEitherNumber(t *testing.T) {
	const kind = `{"type":"object","properties":{"kind":{"type":"string","description":"Kind of the complaint: delivery (parcels), billing (invoices, charges), product.","enum":["delivery","billing","product"]}},"required":["kind"]}`
	runFillCases(t, []fillCase{
		{"a plural gloss named in the singular", "log a complaint: the parcel arrived torn", kind, map[string]any{"kind": "delivery"}},
		{"a plural gloss named as written", "log a complaint about invoices", kind, map[string]any{"kind": "billing"}},
		{"no gloss named", "log a complaint about the weather", kind, map[string]any{}},
	})
}

// TestFillArgsBracketedLists names an enum value by any item of the list
// in brackets its description gives it.
func TestFillArgsBracketedLists(t *testing.T) {
	const kind = `{"type":"object","properties":{"kind":{"type":"string","description":"Kind: delivery (parcels, couriers, lockers), billing, speed (5-7 days, tracked).","enum":["delivery","billing","speed"]}},"required":["kind"]}`
	runFillCases(t, []fillCase{
		{"a later item of the list", "log a complaint: the locker was jammed", kind, map[string]any{"kind": "delivery"}},
		{"no list of words", "log a complaint: it was tracked", kind, map[string]any{}},
	})
}

// TestFillArgsDescribedWordsInChinese names an enum value by a Chinese
// word the bilingual table gives the English word its description glosses
// it with.
func TestFillArgsDescribedWordsInChinese(t *testing.T) {
	const spend = `{"type":"object","properties":{"kind":{"type":"string","description":"Spending: commute (taxi, bus), lodging (hotels), other.","enum":["commute","lodging","other"]}},"required":["kind"]}`
	runFillCases(t, []fillCase{
		{"a Chinese word for a described word", "报销上周的打车费", spend, map[string]any{"kind": "commute"}},
		{"a Chinese word for a plural gloss", "酒店发票报销", spend, map[string]any{"kind": "lodging"}},
		{"no described word", "报销上周的书费", spend, map[string]any{}},
	})
}

// TestFillArgsPerPerson reads "per person" as a breakdown by the enum's
// word for a person.
func TestFillArgsPerPerson(t *testing.T) {
	const hours = `{"type":"object","properties":{"split":{"type":"string","enum":["day","team","user"]}}}`
	runFillCases(t, []fillCase{
		{"per person", "billable hours per person last month", hours, map[string]any{"split": "user"}},
		{"每人", "上个月每人的工时", hours, map[string]any{"split": "user"}},
		{"per team stays a team", "billable hours per team", hours, map[string]any{"split": "team"}},
	})
}

func TestNumberForms(t *testing.T) {
	tests := map[string][]string{
		"hotels": {"hotels", "hotel"}, "taxi": {"taxi", "taxis"}, "glass": {"glass", "glasses"},
		"batteries": {"batteries", "battery"}, "boxes": {"boxes", "box"}, "bus": {"bus"}, "打车": {"打车"},
	}
	for w, want := range tests {
		if got := numberForms(w); !slices.Equal(got, want) {
			t.Errorf("numberForms(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestFillArgsAwaitingApproval reads a request not yet approved as the
// enum's word for it.
func TestFillArgsAwaitingApproval(t *testing.T) {
	const (
		queue = `{"type":"object","properties":{"state":{"type":"string","enum":["draft","pending_approval","approved"]}}}`
		flow  = `{"type":"object","properties":{"state":{"type":"string","enum":["submitted","approved","paid"]}}}`
		alert = `{"type":"object","properties":{"state":{"type":"string","enum":["investigating","resolved"]}}}`
		asked = `{"type":"object","properties":{"state":{"type":"string","enum":["requested","approved","paid","rejected"]}}}`
	)
	runFillCases(t, []fillCase{
		{"还没批", "哪些采购单还没批", queue, map[string]any{"state": "pending_approval"}},
		{"waiting for approval as submitted", "which requests are waiting for approval", flow, map[string]any{"state": "submitted"}},
		{"处理中 as investigating", "处理中的告警", alert, map[string]any{"state": "investigating"}},
		{"waiting for approval as requested", "which refunds are still waiting for approval", asked, map[string]any{"state": "requested"}},
		{"no state said", "which refunds were made last week", asked, map[string]any{}},
	})
}

// TestFillArgsSharedBracketedWord names no enum value by a word the
// description lists under several values: a city two branches lie in
// names neither branch.
func TestFillArgsSharedBracketedWord(t *testing.T) {
	const branch = `{"type":"object","properties":{"branch":{"type":"string","description":"Branch: north (North Gate, Leeds), south (South Quay, Leeds), east (East Mill, York).","enum":["north","south","east"]}}}`
	runFillCases(t, []fillCase{
		{"a word under two values", "list the open orders in Leeds", branch, map[string]any{}},
		{"a word under one value", "list the open orders in York", branch, map[string]any{"branch": "east"}},
		{"a value's own word", "list the open orders at South Quay", branch, map[string]any{"branch": "south"}},
	})
}

// TestFillArgsNoAllBesideANarrowerValue leaves out a filter's "all" when
// the goal names a value of a sibling filter whose description places its
// values in this filter's: a named branch is no request for every area.
func TestFillArgsNoAllBesideANarrowerValue(t *testing.T) {
	const sales = `{"type":"object","properties":{
		"area":{"type":"string","enum":["north","south","all"],"description":"Area: north, south, all (every branch)."},
		"branch":{"type":"string","enum":["leeds","york","bath"],"description":"Branch: leeds (Leeds, north), york (York, north), bath (Bath, south)."},
		"channel":{"type":"string","enum":["web","shop","all"],"description":"Sales channel."}}}`
	runFillCases(t, []fillCase{
		{"a named branch", "sales at the Bath branch last week", sales, map[string]any{"branch": "bath", "channel": "all"}},
		{"no branch named", "sales last week", sales, map[string]any{"area": "all", "channel": "all"}},
		{"a named area", "sales in the north last week", sales, map[string]any{"area": "north", "channel": "all"}},
	})
}

// TestFillArgsBracketedInclusions names an enum value by an item its
// bracket lists after "incl." or "including", past a gloss before it.
func TestFillArgsBracketedInclusions(t *testing.T) {
	const zone = `{"type":"object","properties":{"zone":{"type":"string","description":"home (国内), north (北欧 incl. Norway, Sweden, Finland), south (南欧 including Spain, Italy).","enum":["home","north","south"]}},"required":["zone"]}`
	runFillCases(t, []fillCase{
		{"the first included item", "Price a trip to Norway next week", zone, map[string]any{"zone": "north"}},
		{"a later included item", "Price a trip to Italy next week", zone, map[string]any{"zone": "south"}},
		{"no included item", "Price a trip to Chile next week", zone, map[string]any{}},
	})
}

// TestFillArgsDescribedPairReversed names an enum value by a two-word
// item of its bracket written the other way round: "burst pipes" by "a
// pipe burst".
func TestFillArgsDescribedPairReversed(t *testing.T) {
	const cause = `{"type":"object","properties":{"cause":{"type":"string","description":"leak (burst pipes, dripping taps), fire, theft.","enum":["leak","fire","theft"]}},"required":["cause"]}`
	runFillCases(t, []fillCase{
		{"noun then verb", "A pipe burst under the sink last night", cause, map[string]any{"cause": "leak"}},
		{"as written", "We found burst pipes in the cellar", cause, map[string]any{"cause": "leak"}},
		{"one word only", "A pipe in the cellar", cause, map[string]any{}},
	})
}

// TestFillArgsDescribedWordBeatsEverydayWord: a word the description
// gives one value names that value, not the one the everyday word list
// reads it as.
func TestFillArgsDescribedWordBeatsEverydayWord(t *testing.T) {
	const level = `{"type":"object","properties":{"level":{"type":"string","enum":["minor","major","critical"],"description":"minor (轻微), major (严重, breaks a feature), critical (致命, data loss)."}}}`
	runFillCases(t, []fillCase{
		{"the description's word", "登记一个缺陷，等级严重", level, map[string]any{"level": "major"}},
		{"another value's word", "登记一个缺陷，等级致命", level, map[string]any{"level": "critical"}},
	})
}

// TestFillArgsWrittenValueAsVerb: of two values the goal writes, the one
// it writes as a clause's verb fills a single-valued parameter, whatever
// order the enum lists them in.
func TestFillArgsWrittenValueAsVerb(t *testing.T) {
	const action = `{"type":"object","properties":{"action":{"type":"string","enum":["hold","release"]}}}`
	runFillCases(t, []fillCase{
		{"the later value of the enum first", "Release the hold on pallet P-12", action, map[string]any{"action": "release"}},
		{"the earlier value of the enum first", "Hold pallet P-12 until the release note comes", action, map[string]any{"action": "hold"}},
	})
}
