package timeexpr

import (
	"reflect"
	"testing"
	"time"
)

func TestCacheResolvesAsResolve(t *testing.T) {
	loc := DefaultLocation()
	mon := time.Date(2025, 3, 10, 9, 0, 0, 0, loc)
	var c Cache
	for _, text := range []string{"上周的营收环比", "revenue in Q3 2024 year over year", "no time here", "last week vs the week before"} {
		want := Resolve(text, mon, loc)
		for range 2 { // computed, then remembered
			if got := c.Resolve(text, mon, loc); !reflect.DeepEqual(got, want) {
				t.Errorf("Cache.Resolve(%q) = %+v, want %+v", text, got, want)
			}
		}
	}
}

func TestCacheResultIsTheCallersOwn(t *testing.T) {
	loc := DefaultLocation()
	mon := time.Date(2025, 3, 10, 9, 0, 0, 0, loc)
	var c Cache
	const text = "上周的营收环比"
	first := c.Resolve(text, mon, loc)
	first.Range.Start = first.Range.Start.AddDate(-1, 0, 0)
	first.Compare.End = first.Compare.End.AddDate(1, 0, 0)
	first.Periods[0].Text = "changed"
	first.CompareText[0] = "changed"
	if got, want := c.Resolve(text, mon, loc), Resolve(text, mon, loc); !reflect.DeepEqual(got, want) {
		t.Errorf("after a caller changed its result, Cache.Resolve = %+v, want %+v", got, want)
	}
}

func TestCacheKeysByHourAndZone(t *testing.T) {
	loc := DefaultLocation()
	ny := time.FixedZone("EST", -5*3600)
	var c Cache
	mon := time.Date(2025, 3, 10, 9, 0, 0, 0, loc)
	for _, text := range []string{"昨天", "过去3小时"} {
		for _, tc := range []struct {
			now time.Time
			loc *time.Location
		}{
			{mon, loc},
			{mon.Add(59 * time.Minute), loc},              // the same hour: remembered
			{mon.Add(-7 * time.Hour), loc},                // 02:00: three hours reach into yesterday
			{mon.Add(-7*time.Hour + 59*time.Minute), loc}, // 02:59, the same hour
			{mon.Add(-6 * time.Hour), loc},                // 03:00: they no longer do
			{mon.Add(15 * time.Hour), loc},                // the next day
			{mon, ny},                                     // still the 9th in New York
		} {
			if got, want := c.Resolve(text, tc.now, tc.loc).Range.String(), Resolve(text, tc.now, tc.loc).Range.String(); got != want {
				t.Errorf("Cache.Resolve(%q) at %v in %v = %s, want %s", text, tc.now, tc.loc, got, want)
			}
		}
	}
}

// The hour a change from summer time repeats is two hours: each has its
// own entry.
func TestCacheKeysTheRepeatedHourTwice(t *testing.T) {
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	var c Cache
	const text = "the past 2 hours"
	first := time.Date(2026, 11, 1, 1, 30, 0, 0, ny) // 01:30 EDT
	second := first.Add(time.Hour)                   // 01:30 EST
	for _, now := range []time.Time{first, second} {
		if got, want := c.Resolve(text, now, ny).Range.String(), Resolve(text, now, ny).Range.String(); got != want {
			t.Errorf("Cache.Resolve(%q) at %v = %s, want %s", text, now, got, want)
		}
	}
}

// A nil zone is the default zone: one entry, whichever way it is named.
func TestCacheDefaultZoneOnce(t *testing.T) {
	mon := time.Date(2025, 3, 10, 9, 0, 0, 0, DefaultLocation())
	var c Cache
	for range 3 {
		c.Resolve("上周", mon, nil)
	}
	c.Resolve("上周", mon, DefaultLocation())
	if n := len(c.m); n != 1 {
		t.Errorf("four resolutions of one text in the default zone left %d entries, want 1", n)
	}
}
