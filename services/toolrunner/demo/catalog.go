package demo

import (
	"sort"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/builtin"
)

// Specs returns the descriptors of every tool that hermes dev serves — the
// built-in Go tools and the demo manifest's HTTP, SQL and CLI tools —
// sorted by name, for offline planning (hermes plan, hermes tools score).
func Specs() ([]toolspec.Spec, error) {
	cat, err := manifest.Parse("demo/manifest.yaml", manifestYAML)
	if err != nil {
		return nil, err
	}
	specs := make([]toolspec.Spec, 0, len(cat.Tools)+3)
	for _, t := range cat.Tools {
		specs = append(specs, t.Spec)
	}
	for _, t := range builtin.Tools() {
		specs = append(specs, t.Spec)
	}
	sort.Slice(specs, func(i, j int) bool { return specs[i].Name < specs[j].Name })
	return specs, nil
}
