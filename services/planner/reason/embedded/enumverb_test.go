package embedded

import (
	"slices"
	"testing"
)

// TestVerbWrittenAsValueNamesNoWrite: a write's verb that a Chinese need
// writes as the value of the read's own parameter it names ("status 是
// let 的" for a search whose status takes let) filters the list; it asks
// no letting. The verb written as the action still names the write.
func TestVerbWrittenAsValueNamesNoWrite(t *testing.T) {
	checkPlans(t, marinaCatalog(), []planCase{
		{"the status's value", "C 码头的泊位，status 是 let 的", []string{"search_berths"}},
		{"the status's value, then list", "C 码头的泊位，status 是 let 的，列一下", []string{"search_berths"}},
		{"a value of another word", "C 码头 status 为 released 的泊位有哪些", []string{"search_berths"}},
		{"the action", "把 BT-1204 release 掉", []string{"release_berth"}},
	})
	spec := marinaCatalog()[2] // search_berths
	if !verbAsValue("status 是 let 的", "let", &spec) {
		t.Error(`verbAsValue("status 是 let 的", "let") = false, want true`)
	}
	for _, text := range []string{"let it out for the season", "把 status 是 free 的泊位 let 给 Mr. Lee", "status 已经是 free 了，let 给 Mr. Lee"} {
		if verbAsValue(text, "let", &spec) {
			t.Errorf("verbAsValue(%q, \"let\") = true, want false", text)
		}
	}
}

// TestVerbBesideAValueStillActs: a need that names the read's parameter
// with another value, then writes the verb as its action, asks for the
// action: the list of the value is no plan for it.
func TestVerbBesideAValueStillActs(t *testing.T) {
	e := newEngine(t)
	for _, goal := range []string{"把 status 是 free 的泊位 let 给 Mr. Lee", "C 码头 status 为 free 的泊位，挑一个 let 给 Mr. Lee"} {
		if got := planTools(t, e, goal, marinaCatalog()); slices.Equal(got, []string{"search_berths"}) {
			t.Errorf("%q: tools %v, want the letting, not the list alone", goal, got)
		}
	}
}
