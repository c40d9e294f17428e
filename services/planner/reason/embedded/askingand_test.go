package embedded

import "testing"

// TestSplitWeakAskingPart: a part after "and" that opens a question or a
// request of its own (how does it, can you, are there) is a need of its
// own, not one more noun of a list. Nouns after "and" stay one need, and
// so does a clause that asks with its subject before its verb.
func TestSplitWeakAskingPart(t *testing.T) {
	tests := []struct {
		text  string
		parts int
	}{
		{"What is the current temperature in my city and can you provide me with a URL link to a detailed weather report", 2},
		{"What is the stock price of a renewable energy company and how does it correlate with weather patterns", 2},
		{"Show me the opening hours of the museum and are there any guided tours this weekend", 2},
		{"Find a cheap hotel in Rome and which museums are open on Monday", 2},
		{"Give me the weather in Oslo and what's the exchange rate for NOK", 2},
		// Leave alone: nouns of one list.
		{"Show me the opening hours of the museum and guided tours", 1},
		{"What are the arrival times of the flights and departure gates", 1},
		// Leave alone: a word that asks before its subject and verb opens
		// the object of the list's verb, a detail of the same need.
		{"List the hotels and how far they are from the station", 1},
		{"List the employees and which team they are on", 1},
		{"Find the cheapest flights and where they land", 1},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			if got := splitWeak(tc.text); len(got) != tc.parts {
				t.Errorf("%d parts %q, want %d", len(got), got, tc.parts)
			}
		})
	}
}
