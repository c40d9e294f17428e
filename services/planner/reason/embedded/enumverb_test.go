package embedded

import "testing"

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
	if verbAsValue("let it out for the season", "let", &spec) {
		t.Error(`verbAsValue("let it out for the season", "let") = true, want false`)
	}
}
