package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// animalNouns are the words for a kind of animal a pet is written with.
const animalNouns = `(?:cat|dog|kitten|puppy|rabbit|hamster|parrot|horse|ferret|tortoise|turtle)s?`

// breedDeterminer opens the phrase of a breed written before called or
// named ("her young Maine Coon called"): without it the capitals are the
// subject of a call ("Anna Lee called Tom").
const breedDeterminer = `\b(?:a|an|the|her|his|my|our|their|your|its)(?: [a-z-]+){0,3} `

// breedBeforeRE is a breed, capitalized words right before the animal's
// noun or, after a determiner, before called or named: "Ragdoll cat",
// "a British Shorthair called Mochi".
var breedBeforeRE = prefilter.MustCompile(`\b((?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+) ` + animalNouns + `\b|` + breedDeterminer + `((?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+) (?:called|named) [A-Z]`)

// petCalledRE is an animal's name after called or named, or after its
// noun and is: "a British Shorthair called Mochi", "her cat is Tangyuan".
var petCalledRE = prefilter.MustCompile(`(?:` + breedDeterminer + `(?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+ (?:called|named)|\b` + animalNouns + ` (?:called|named)|\b` + animalNouns + ` is) ([A-Z][a-z]+)\b`)

// petApposedRE is an animal's name that a phrase ending in its noun
// describes: "Milo, a 3-year-old neutered male Ragdoll cat".
var petApposedRE = prefilter.MustCompile(`\b([A-Z][a-z]+), an? [^.,;:]{0,50}?\b` + animalNouns + `\b`)

// petNameSlot reports whether a parameter takes an animal's name: one
// named for a pet or animal (pet_name), or name alone beside a breed.
func petNameSlot(sl *slot, slots []slot) bool {
	if !plainString(sl) || !slices.Contains(sl.raw, "name") {
		return false
	}
	if slicesContainsAny(sl.raw, []string{"pet", "animal"}) {
		return true
	}
	return len(sl.raw) == 1 && slices.ContainsFunc(slots, func(o slot) bool { return slices.Contains(o.raw, "breed") })
}

// fillPetNamed fills the open parameters of an animal's name and its
// breed from how the goal writes a pet: its name after called or before
// the phrase that describes it, its breed in capitals before its noun.
// The owner's name elsewhere in the goal is no pet's.
func fillPetNamed(slots []slot, g *goalValues, args map[string]any) {
	if s := soleOpenSlot(slots, args, func(sl *slot) bool { return plainString(sl) && slices.Contains(sl.raw, "breed") }); s != nil {
		for _, m := range breedBeforeRE.FindAllStringSubmatchIndex(g.text, -1) {
			a, b := m[2], m[3]
			if a < 0 {
				a, b = m[4], m[5] // the breed before called or named
			}
			if a > 0 && g.free(a, b) {
				args[s.name] = g.text[a:b]
				g.use(a, b)
				break
			}
		}
	}
	s := soleOpenSlot(slots, args, func(sl *slot) bool { return petNameSlot(sl, slots) })
	if s == nil {
		return
	}
	for _, re := range []*prefilter.Regexp{petCalledRE, petApposedRE} {
		for _, m := range re.FindAllStringSubmatchIndex(g.text, -1) {
			if g.free(m[2], m[3]) {
				args[s.name] = g.text[m[2]:m[3]]
				g.use(m[2], m[3])
				return
			}
		}
	}
}
