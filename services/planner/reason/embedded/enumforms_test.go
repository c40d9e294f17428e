package embedded

import "testing"

// TestFillArgsParticipleWithATime reads a participle of an enum value as
// the state it names, unless a time phrase follows it: then it tells when
// something was done.
func TestFillArgsParticipleWithATime(t *testing.T) {
	const cases = `{"type":"object","properties":{"state":{"type":"string","enum":["open","closed"]},"since":{"type":"string","format":"date"}}}`
	runFillCases(t, []fillCase{
		{"a participle for the state", "list the opened cases", cases, map[string]any{"state": "open"}},
		{"a participle with a time", "list cases opened since 2025-03-01", cases, map[string]any{"since": "2025-03-01"}},
	})
}

// TestFillArgsNegatedVerb reads no value from a verb the goal says not to
// do.
func TestFillArgsNegatedVerb(t *testing.T) {
	const notes = `{"type":"object","properties":{"state":{"type":"string","enum":["archived","active"]}}}`
	runFillCases(t, []fillCase{
		{"a negated verb", "do not archive anything, just list the notes", notes, map[string]any{}},
		{"the verb itself", "archive the notes, then list them", notes, map[string]any{"state": "archived"}},
	})
}

// TestFillArgsParticipleOfAnAction reads the participle of an enum value
// as the state it names for a parameter of states, but names no action
// for a parameter named for one: the closed tickets are in a state, no
// one asks to close them.
func TestFillArgsParticipleOfAnAction(t *testing.T) {
	const (
		states  = `{"type":"object","properties":{"status":{"type":"string","enum":["open","close"]}}}`
		actions = `{"type":"object","properties":{"action":{"type":"string","enum":["open","close"]}}}`
		review  = `{"type":"object","properties":{"decision":{"type":"string","enum":["approve","reject"]}}}`
	)
	runFillCases(t, []fillCase{
		{"a participle for a state", "Show closed tickets", states, map[string]any{"status": "close"}},
		{"a participle names no action", "Show closed tickets", actions, map[string]any{}},
		{"a participle names no decision", "list the approved requests", review, map[string]any{}},
		{"the action's own verb", "close the ticket", actions, map[string]any{"action": "close"}},
	})
}

func TestFillArgsPeriodUnitIsNoValue(t *testing.T) {
	const bucket = `{"type":"object","properties":{"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"},"granularity":{"type":"string","enum":["day","week","month"]}}}`
	const when = `{"type":"object","properties":{"day":{"type":"string","enum":["today","tomorrow"]}}}`
	runFillCases(t, []fillCase{
		{"the unit of last month is the range's", "What was the warehouse throughput last month?", bucket,
			map[string]any{"start_date": "2025-02-01", "end_date": "2025-02-28"}},
		{"a bucket named apart from the range", "throughput by week for last month", bucket,
			map[string]any{"start_date": "2025-02-01", "end_date": "2025-02-28", "granularity": "week"}},
		{"每个月 is a bucket", "今年每个月的出库量", bucket,
			map[string]any{"start_date": "2025-01-01", "end_date": "2025-12-31", "granularity": "month"}},
		{"a date named whole is the value", "what is on the menu tomorrow", when, map[string]any{"day": "tomorrow"}},
	})
}

// TestFillArgsPhrasalVerbValue names a verb-and-particle value (drop_off)
// by the verb in another form before its particle: "dropped off".
func TestFillArgsPhrasalVerbValue(t *testing.T) {
	const parcel = `{"type":"object","properties":{"how":{"type":"string","enum":["drop_off","walk_in","courier"],"description":"How the parcel reached us."}},"required":["how"]}`
	runFillCases(t, []fillCase{
		{"a past form", "The customer dropped off a parcel at the desk this morning", parcel, map[string]any{"how": "drop_off"}},
		{"an object between", "She dropped it off at the desk", parcel, map[string]any{"how": "drop_off"}},
		{"a particle run into to", "She walked into the shop with it", parcel, map[string]any{"how": "walk_in"}},
		{"no particle after the verb", "The customer dropped a parcel", parcel, map[string]any{}},
	})
}

// TestFillArgsPluralAfterSuperlativeOrWork names a value by its plural
// after a superlative ("the busiest hours") or after work ("working
// nights"); a plural after another verb is none ("she sleeps nights").
func TestFillArgsPluralAfterSuperlativeOrWork(t *testing.T) {
	const (
		bucket = `{"type":"object","properties":{"granularity":{"type":"string","enum":["hour","day"]}}}`
		shift  = `{"type":"object","properties":{"shift":{"type":"string","enum":["day","evening","night"]}}}`
	)
	runFillCases(t, []fillCase{
		{"after a superlative", "what were the busiest hours at the front desk", bucket, map[string]any{"granularity": "hour"}},
		{"after working", "who is working nights in ward 3", shift, map[string]any{"shift": "night"}},
		{"after another verb", "he sleeps nights at home", shift, map[string]any{}},
	})
}
