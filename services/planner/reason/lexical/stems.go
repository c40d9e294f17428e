package lexical

import (
	"strings"
	"sync"
)

// maxStems bounds the words whose stems are kept. A registry's vocabulary
// is some thousands of words; goals bring new ones without end, and past
// the bound those are stemmed each time instead of kept.
const maxStems = 1 << 16

// stems keeps each word's stem. The Snowball stemmer is the largest part
// of analysing a catalog, and a planner analyses the same registry's words
// again for every index it builds: one for each part of the registry a
// caller may see, each with the whole registry as its background.
var stems = struct {
	sync.RWMutex
	m map[string]string
}{m: map[string]string{}}

// stemWord is stem, kept for the next time w is analysed.
func stemWord(w string) string {
	stems.RLock()
	s, ok := stems.m[w]
	stems.RUnlock()
	if ok {
		return s
	}
	s = stem(w)
	stems.Lock()
	if len(stems.m) < maxStems {
		// Clones: w (and a stem that is w itself) may be a slice of a
		// whole goal or description, which a kept key would pin.
		stems.m[strings.Clone(w)] = strings.Clone(s)
	}
	stems.Unlock()
	return s
}
