package embedded

import "testing"

// TestFillArgsRestrictionOtherForms reads a restriction's words in the
// forms a goal writes them: a verb without its a- (awaiting, waiting)
// and a compound noun written as a verb and its particle (checkout,
// "checked out"); a goal missing one of the words leaves the flag alone.
func TestFillArgsRestrictionOtherForms(t *testing.T) {
	const (
		parcels = `{"type":"object","properties":{"locker":{"type":"string","pattern":"^L-[0-9]{3}$"},
			"only_ready":{"type":"boolean","description":"Only parcels that are in the locker awaiting collection."}}}`
		rooms = `{"type":"object","properties":{"wing":{"type":"string","pattern":"^W-[0-9]{2}$"},
			"pending_only":{"type":"boolean","description":"Only rooms with a checkout due today."}}}`
	)
	runFillCases(t, []fillCase{
		{"waiting for it", "Which parcels in locker L-204 are waiting for collection?", parcels, map[string]any{"locker": "L-204", "only_ready": true}},
		{"no wait named", "Which parcels are in locker L-204?", parcels, map[string]any{"locker": "L-204"}},
		{"checked out", "Which rooms in W-12 are due to be checked out today?", rooms, map[string]any{"wing": "W-12", "pending_only": true}},
		{"checked alone", "Which rooms in W-12 were checked today?", rooms, map[string]any{"wing": "W-12"}},
	})
}
