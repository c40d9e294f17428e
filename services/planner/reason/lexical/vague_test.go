package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestVagueWordsYieldToWhatTheyQualify: praise and hedges a tool happens
// to be described in do not outweigh the thing the query asks about.
func TestVagueWordsYieldToWhatTheyQualify(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "zq_guides", Description: "Various reliable and comprehensive guides, with detailed and useful tips."},
		{Name: "zq_cycles", Description: "Bicycles for sale, new and second-hand, with photos."},
		{Name: "zq_tables", Description: "Book a table at a restaurant for tonight."},
	}, Options{})
	tests := []leaderCase{
		{"a comprehensive and reliable list of various bicycles", "zq_cycles"},
		{"useful second-hand bicycles", "zq_cycles"},
		{"a good restaurant table, really thorough and reliable", "zq_tables"},
		// must leave alone: a query of vague words only still finds the
		// tool described in them, and a plain query is unchanged.
		{"reliable and comprehensive", "zq_guides"},
		{"guides with tips", "zq_guides"},
	}
	checkLeaders(t, ix, tests)
}

// TestVagueWordsKeepTheQueryLong: a vague word says nothing of which tool
// fits but still lengthens the query, whose length lowers the threshold
// of a clear leader (see Selection).
func TestVagueWordsKeepTheQueryLong(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "zq_cycles", Description: "Bicycles for sale, new and second-hand, with photos."},
		{Name: "zq_tables", Description: "Book a table at a restaurant for tonight."},
	}, Options{})
	_, plain := ix.rankQuery(Query{Text: "bicycles for sale"})
	_, vague := ix.rankQuery(Query{Text: "various reliable bicycles for sale"})
	if vague < plain+1.5 {
		t.Errorf("length of the vague query = %.2f words, want at least %.2f", vague, plain+1.5)
	}
}

// TestVagueCompoundsYieldToWhatTheyQualify: a hyphened phrase that praises
// or grades what is asked ("user-friendly", "step-by-step", "well-known")
// does not make its words the subject of the request, unless the query
// writes them outside it too.
func TestVagueCompoundsYieldToWhatTheyQualify(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "zq_onboard", Description: "Track each step a new user takes and who knows them well."},
		{Name: "zq_cycles", Description: "Bicycles for sale, new and second-hand, with photos."},
	}, Options{})
	tests := []leaderCase{
		{"a user-friendly, step-by-step guide to bicycles", "zq_cycles"},
		{"a well-known user-friendly shop for bicycles", "zq_cycles"},
		// must leave alone: words written outside the phrase keep their
		// weight, and a plain query is unchanged.
		{"a step-by-step list of each step a user takes", "zq_onboard"},
		{"the next step for a new user", "zq_onboard"},
	}
	checkLeaders(t, ix, tests)
}
