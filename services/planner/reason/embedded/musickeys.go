package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// musicKeyRE is a musical key as a goal writes it: a note letter, its
// sharp or flat, and its mode, in either order ("C sharp major", "C#
// minor", "major C scale"). A letter alone is no key: "A" is an article.
var musicKeyRE = prefilter.MustCompile(`\b([A-G])(#|♯|♭|b\b|\s+sharp\b|\s+flat\b)?\s+(?i:(major|minor))\b|\b(?i:(major|minor))\s+([A-G])(#|♯|♭|b\b|\s+sharp\b|\s+flat\b)?\s+(?i:scale|key|chord)\b`)

// musicDescRE is a description that speaks of music.
var musicDescRE = prefilter.MustCompile(`(?i)\bscales?\b|music|chord|tonic|\bnotes?\b`)

// fillMusicKeys fills the parameters of a musical key from the one key
// the goal writes: a parameter named key takes its note ("C sharp"), one
// named for the scale's type or mode its mode ("major"), and a scale its
// note and mode ("C major").
func fillMusicKeys(slots []slot, g *goalValues, args map[string]any) {
	m := musicKeyRE.FindStringSubmatchIndex(g.text)
	if m == nil || len(musicKeyRE.FindAllString(g.text, -1)) > 1 {
		return
	}
	part := func(k int) string {
		if m[2*k] < 0 {
			return ""
		}
		return g.text[m[2*k]:m[2*k+1]]
	}
	note, acc, mode := part(1), part(2), part(3)
	if note == "" {
		note, acc, mode = part(5), part(6), part(4)
	}
	key := note + acc
	mode = strings.ToLower(mode)
	used := false
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) || !musicDescRE.MatchString(s.p.Description) && !slices.Contains(s.raw, "scale") {
			continue
		}
		switch {
		case slices.Contains(s.raw, "key") || slices.Contains(s.raw, "root"):
			args[s.name] = key
		case slices.Contains(s.raw, "scale") && (slices.Contains(s.raw, "type") || slices.Contains(s.raw, "mode")) || slices.Equal(s.raw, []string{"mode"}):
			args[s.name] = mode
		case slices.Equal(s.raw, []string{"scale"}):
			args[s.name] = key + " " + mode
		default:
			continue
		}
		used = true
	}
	if used {
		g.use(m[0], m[1])
	}
}
