package timeexpr

import (
	"slices"
	"sync"
	"time"
)

// maxCached bounds a Cache: past it the cache starts over, which costs one
// Resolve per text again and keeps memory flat whatever the texts.
const maxCached = 512

// Cache memoizes Resolve. A text resolves the same way all hour (Resolve
// reads the clock as the date and hour in loc: "the past 5 hours" begins
// yesterday until 5am), and a planner resolves the same goal once per
// subtask and parameter, with regular expressions that are most of a
// plan's cost. The zero value is ready to use and safe for
// concurrent use.
type Cache struct {
	mu sync.Mutex
	m  map[cacheKey]Result
}

type cacheKey struct {
	text string
	hour int64 // Unix seconds of the hour begun, in loc
	loc  *time.Location
}

// Resolve is Resolve(text, now, loc), computed once per text, hour and zone;
// the Result is the caller's own.
func (c *Cache) Resolve(text string, now time.Time, loc *time.Location) Result {
	if loc == nil {
		loc = DefaultLocation()
	}
	// The instant the local hour began: the repeated hour of a change
	// from summer time is two hours, not one.
	t := now.In(loc)
	key := cacheKey{text, t.Unix() - int64(t.Minute()*60+t.Second()), loc}
	c.mu.Lock()
	res, ok := c.m[key]
	c.mu.Unlock()
	if ok {
		return res.clone()
	}
	res = Resolve(text, now, loc)
	c.mu.Lock()
	if c.m == nil || len(c.m) >= maxCached {
		c.m = make(map[cacheKey]Result)
	}
	c.m[key] = res
	c.mu.Unlock()
	return res.clone()
}

// clone copies what a caller could change: the periods and the ranges
// pointed to.
func (r Result) clone() Result {
	r.Periods = slices.Clone(r.Periods)
	r.CompareText = slices.Clone(r.CompareText)
	if r.Range != nil {
		rg := *r.Range
		r.Range = &rg
	}
	if r.Compare != nil {
		cr := *r.Compare
		r.Compare = &cr
	}
	return r
}
