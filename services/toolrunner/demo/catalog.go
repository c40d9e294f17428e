package demo

import (
	"sort"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// Specs returns the descriptors of every demo tool that hermes dev serves,
// sorted by name, for offline planning (hermes plan, hermes tools score).
func Specs() ([]toolspec.Spec, error) {
	var specs []toolspec.Spec
	for _, t := range GoTools() {
		specs = append(specs, t.Spec)
	}
	sort.Slice(specs, func(i, j int) bool { return specs[i].Name < specs[j].Name })
	return specs, nil
}
