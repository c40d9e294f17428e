package lexical

import (
	"strings"

	"github.com/kljensen/snowball/english"
)

// clippedForms are everyday English words written short, each with the
// word it clips ("repo" of "repository", "docs" of "documents"): the two
// name the same thing, so they are one term. Only clippings no other
// common word shares are listed ("spec" would also be "specific" once
// stemmed, "stat" "state").
const clippedForms = `repo repository
doc document
info information
pic picture
admin administrator
config configuration
demo demonstration
lab laboratory
intro introduction
vet veterinarian
fridge refrigerator
memo memorandum
limo limousine
prof professor
tech technology
eval evaluation
sync synchronization
calc calculation
env environment
msg message
dept department
gov government`

// clipped maps the stem of a clipped form to the stem of the word it
// clips.
var clipped = func() map[string]string {
	stem := func(w string) string {
		if len(w) > 3 {
			return english.Stem(w, false)
		}
		return w
	}
	m := map[string]string{}
	for _, line := range strings.Split(clippedForms, "\n") {
		f := strings.Fields(line)
		m[stem(f[0])] = stem(f[1])
	}
	return m
}()
