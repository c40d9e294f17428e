package embedded

import (
	"fmt"
	"hash/maphash"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// registryOf makes n tools of about the size real catalogs' tools have.
func registryOf(n int) []toolspec.Spec {
	specs := make([]toolspec.Spec, n)
	for i := range specs {
		specs[i] = toolspec.Spec{
			Name:         fmt.Sprintf("tool_%05d", i),
			Description:  strings.Repeat(fmt.Sprintf("Does thing %d to the records of a system. ", i), 4),
			WhenToUse:    "When the goal asks for the thing this tool does to its records.",
			WhenNotToUse: "Anything else (use another tool).",
			Parameters:   []byte(fmt.Sprintf(`{"type":"object","properties":{"id_%d":{"type":"string","pattern":"^R-[0-9]{6}$"}},"required":["id_%d"]}`, i, i)),
		}
	}
	return specs
}

// TestCatalogKeyTellsCatalogsApart checks that the key changes with each
// field of a tool and with which side of the registry a tool is on.
func TestCatalogKeyTellsCatalogsApart(t *testing.T) {
	reg := registryOf(3)
	seed := maphash.MakeSeed()
	base := catalogKey(seed, reg[:1], reg)
	if catalogKey(seed, reg[:1], reg) != base {
		t.Fatal("the same catalog and registry hash to different keys")
	}
	edits := map[string]func(s *toolspec.Spec){
		"name":          func(s *toolspec.Spec) { s.Name += "x" },
		"description":   func(s *toolspec.Spec) { s.Description += "x" },
		"when to use":   func(s *toolspec.Spec) { s.WhenToUse += "x" },
		"when not used": func(s *toolspec.Spec) { s.WhenNotToUse += "x" },
		"parameters":    func(s *toolspec.Spec) { s.Parameters = append(append([]byte(nil), s.Parameters...), ' ') },
	}
	for name, edit := range edits {
		changed := append([]toolspec.Spec(nil), reg...)
		edit(&changed[2])
		if catalogKey(seed, reg[:1], changed) == base {
			t.Errorf("a changed %s in the registry keeps the key", name)
		}
	}
	if catalogKey(seed, reg[:2], reg[2:]) == catalogKey(seed, reg[:1], reg[1:]) {
		t.Error("moving a tool from the registry into the catalog keeps the key")
	}
	// Fields run into each other without their separators.
	a := []toolspec.Spec{{Name: "ab", Description: "c"}}
	b := []toolspec.Spec{{Name: "a", Description: "bc"}}
	if catalogKey(seed, a, nil) == catalogKey(seed, b, nil) {
		t.Error("fields that join to the same text share a key")
	}
}

// BenchmarkCatalogKey10000 hashes a registry of 10,000 tools, which every
// plan does to find the registry's index.
func BenchmarkCatalogKey10000(b *testing.B) {
	reg := registryOf(10000)
	seed := maphash.MakeSeed()
	b.ReportAllocs()
	for b.Loop() {
		catalogKey(seed, reg[:10], reg)
	}
}
