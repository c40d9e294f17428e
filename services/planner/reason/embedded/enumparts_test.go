package embedded

import (
	"reflect"
	"testing"
)

func TestFillArgsEnumByPart(t *testing.T) {
	const (
		cabin   = `{"type":"object","properties":{"cabin_type":{"type":"string","enum":["economy_seat","economy_berth","deluxe_cabin","family_cabin"]}}}`
		boarded = `{"type":"object","properties":{"status":{"type":"string","enum":["boarded","no_show","cancelled"]}}}`
		bay     = `{"type":"object","properties":{"state":{"type":"string","enum":["stocked_clean","stocked_damaged","empty"]}}}`
		seat    = `{"type":"object","properties":{"seat_class":{"type":"string","enum":["hard_seat","hard_sleeper","soft_sleeper","business_seat"],"description":"hard_seat (硬座), hard_sleeper (硬卧铺), soft_sleeper (软卧铺), business_seat (商务座)."}}}`
		dorm    = `{"type":"object","properties":{"status":{"type":"string","enum":["vacant","occupied","inspected"],"description":"vacant (空房), occupied (住人房), inspected (已查房)."}}}`
		found   = `{"type":"object","properties":{"found_at":{"type":"string","enum":["receiving","line_check","client_return"]}}}`
		course  = `{"type":"object","properties":{"lesson":{"type":"string","enum":["swim_30","swim_45","diving"],"description":"swim_30 (30分钟游泳课), swim_45 (45分钟游泳课), diving (潜水)."}}}`
	)
	runFillCases(t, []fillCase{
		{"a word of one value alone", "Are there any berths left on Friday's ferry?", cabin, map[string]any{"cabin_type": "economy_berth"}},
		{"a plural of a value's word", "Hold two deluxe cabins for the Lin family", cabin, map[string]any{"cabin_type": "deluxe_cabin"}},
		{"a word two values share names neither", "Anything in economy tomorrow?", cabin, map[string]any{}},
		{"a word of the parameter's name is no part", "Which cabins are free?", cabin, map[string]any{}},
		{"a word used as a verb names no value", "Show me today's passengers", boarded, map[string]any{}},
		{"an adjective after still", "Which bays are still damaged?", bay, map[string]any{"state": "stocked_damaged"}},
		{"a part of one Chinese gloss", "帮我买一张明天的软卧", seat, map[string]any{"seat_class": "soft_sleeper"}},
		{"the ending all glosses share is no part", "帮我查房间的状态", dorm, map[string]any{}},
		{"a gloss with digits named whole", "给孩子报一节45分钟游泳课", course, map[string]any{"lesson": "swim_45"}},
		{"a value whose head is written in the past", "The client returned 40 panels with dents", found, map[string]any{"found_at": "client_return"}},
	})
}

func TestFillArgsEnumByPartHeads(t *testing.T) {
	const (
		fault  = `{"type":"object","properties":{"category":{"type":"string","enum":["water_supply","tv_network","door_lock"]}}}`
		cancel = `{"type":"object","properties":{"reason":{"type":"string","enum":["client_request","staff_illness","weather"]}}}`
	)
	runFillCases(t, []fillCase{
		{"a modifier written as an acronym", "The TV in cabin 12 is broken", fault, map[string]any{"category": "tv_network"}},
		{"a modifier alone names nothing", "Cancel it if the client never showed up", cancel, map[string]any{}},
		{"the head names the value", "The lessons are off because of illness", cancel, map[string]any{"reason": "staff_illness"}},
	})
}

func TestFillArgsEnumByTranslatedGloss(t *testing.T) {
	const transfer = `{"type":"object","properties":{"leg":{"type":"string","enum":["outbound","inbound"],"description":"outbound (送机) or inbound (接机)."}}}`
	runFillCases(t, []fillCase{
		{"the English of a Chinese gloss", "Arrange an airport pickup for the Lin family", transfer, map[string]any{"leg": "inbound"}},
		{"the other value's English", "We need a dropoff at the airport at 6", transfer, map[string]any{"leg": "outbound"}},
	})
}

// TestFillArgsEnumByGlossedPart: a value's own last word named through
// the gloss table names it, as the word itself would: WiFi is a network
// fault of tv_network, 网络 too.
func TestFillArgsEnumByGlossedPart(t *testing.T) {
	const (
		faults  = `{"type":"object","properties":{"category":{"type":"string","description":"Fault category.","enum":["plumbing","electrical","hvac","tv_network","lock"]}}}`
		carrier = `{"type":"object","properties":{"carrier":{"type":"string","description":"Carrier.","enum":["sf_express","jd_logistics","ems"]}}}`
	)
	runFillCases(t, []fillCase{
		{"WiFi is a network", "How many WiFi complaints did engineering get last month?", faults, map[string]any{"category": "tv_network"}},
		{"网络 is a network", "客房网络连不上", faults, map[string]any{"category": "tv_network"}},
		{"no word of a value", "How many complaints did engineering get last month?", faults, map[string]any{}},
		{"a later word of a phrase's translation names no part", "订单从 WH-GZ02 发次日达", carrier, map[string]any{}},
	})
}

// TestFillArgsEnumByPartToolWord: a word of the tool's name is the thing
// the tool acts on, not a value's part: "cancel booking" names no
// duplicate_booking.
func TestFillArgsEnumByPartToolWord(t *testing.T) {
	const reason = `{"type":"object","properties":{"booking_id":{"type":"string","pattern":"^BK-[0-9]{5}$"},"reason":{"type":"string","enum":["duplicate_booking","guest_illness","bad_weather"]}}}`
	e := newEngine(t)
	for _, tc := range []struct {
		goal string
		want map[string]any
	}{
		{"Cancel booking BK-12345, the guest changed plans.", map[string]any{"booking_id": "BK-12345"}},
		{"Cancel BK-12345, the guest is down with an illness.", map[string]any{"booking_id": "BK-12345", "reason": "guest_illness"}},
	} {
		if got, _ := fillNamed(t, e, "cancel_guest_booking", tc.goal, reason); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: args = %v, want %v", tc.goal, got, tc.want)
		}
	}
}

// Two values named at one place come out the same way on every call (the
// description's readings used to be taken in a map's order), and the one
// whose other word the goal writes comes first.
func TestEnumByPartTieIsSettledTheSameWayEveryTime(t *testing.T) {
	enum := []any{"drum_20l", "jar_330ml", "tin_330ml", "tin_500ml"}
	const desc = "Container. One of: drum_20l = 20-litre drum; jar_330ml = 330 ml jar; tin_330ml = 330 ml tin; tin_500ml = 500 ml tin."
	for _, c := range []struct{ text, want string }{
		{"Fill lot L25-114 on Monday, 330ml tins, about 6000 of them", "tin_330ml"},
		// Leave alone: nothing says which container, so the enum's order holds.
		{"Fill lot L25-114 on Monday, 330ml, about 6000 of them", "jar_330ml"},
	} {
		for range 20 {
			got := enumByPart(enum, "format", desc, c.text, nil)
			if len(got) == 0 || got[0] != c.want {
				t.Fatalf("enumByPart(%q) = %v, want %s first", c.text, got, c.want)
			}
		}
	}
}
