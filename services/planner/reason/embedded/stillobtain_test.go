package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// hubCatalog is a business hub's tools: its meeting rooms listed by size
// and state, a check of which are free on a day, cleaning logs and a
// hire.
func hubCatalog() []toolspec.Spec {
	size := `"size":{"type":"string","enum":["small","medium","large"],"description":"Room size."}`
	return []toolspec.Spec{
		{Name: "list_hub_rooms", Description: "List the hub's meeting rooms by size and state.", SideEffect: toolspec.Read,
			Parameters: objectSchema(size+`,"state":{"type":"string","enum":["available","hired_out","closed"]}`, ``)},
		{Name: "check_hub_availability", Description: "Check which meeting rooms are free to hire on a day and for how many days.", SideEffect: toolspec.Read,
			Parameters: objectSchema(size+`,"room_no":{"type":"string","pattern":"^HR-[0-9]{2}$"},"date":{"type":"string","format":"date"},"days":{"type":"integer"}`, `"date"`)},
		{Name: "list_cleaning_logs", Description: "List cleaning done in meeting rooms: floors, screens and chairs.", SideEffect: toolspec.Read,
			Parameters: objectSchema(size+`,"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}`, ``)},
		{Name: "hire_hub_room", Description: "Hire a meeting room out to a member for some days.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"room_no":{"type":"string","pattern":"^HR-[0-9]{2}$"},"member_no":{"type":"string","pattern":"^MB-[0-9]{4}$"},"date":{"type":"string","format":"date"}`, `"room_no","member_no","date"`)},
	}
}

// TestStillObtainableAsksAvailability: a question whether something can
// still be booked (还能约到 X 吗) asks the tool that tells what is free,
// though its words name only the thing. Whether a thing still works (还能
// 用吗) names no booking.
func TestStillObtainableAsksAvailability(t *testing.T) {
	e := New(Options{})
	goal := "明天还能约到会议室吗？"
	if got, want := planTools(t, e, goal, hubCatalog()), []string{"check_hub_availability"}; !slices.Equal(got, want) {
		t.Errorf("%q: tools %v, want %v", goal, got, want)
	}
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"明天还能约到皮划艇吗？", true},
		{"周末还订得到房间吗", true},
		{"还可以预约下周的场地么", true},
		// Leave alone: whether a thing works, and a plain booking.
		{"那条皮划艇还能用吗？", false},
		{"帮我约明天的皮划艇", false},
	} {
		if got := stillObtainRE.MatchString(tc.text); got != tc.want {
			t.Errorf("stillObtainRE(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestHowFullAsksOccupancy: a question how full a place is asks the tool
// that tells its occupancy, though the question never says the word. A
// question how a place is, or how full a thing's record is, is left
// alone.
func TestHowFullAsksOccupancy(t *testing.T) {
	catalog := append(hubCatalog(), toolspec.Spec{Name: "get_hub_occupancy", Description: "Read how many desks and rooms of the hub are occupied over some days.", SideEffect: toolspec.Read,
		Parameters: objectSchema(`"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}`, ``)})
	e := New(Options{})
	goal := "How full is the hub over the holiday, 19 to 21 June?"
	if got, want := planTools(t, e, goal, catalog), []string{"get_hub_occupancy"}; !slices.Equal(got, want) {
		t.Errorf("%q: tools %v, want %v", goal, got, want)
	}
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"How full is the hub over the holiday?", true},
		{"how busy are the meeting rooms tomorrow", true},
		// Leave alone: no fullness asked of a place.
		{"How is the hub over the holiday?", false},
		{"How fully booked rooms get cleaned", false},
	} {
		if got := howFullRE.MatchString(tc.text); got != tc.want {
			t.Errorf("howFullRE(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
