package embedded

import (
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestRegistryIndexOutlastsCatalogs checks that the whole registry's index
// stays built while callers plan over many other parts of the registry,
// and that a plan over the whole registry needs none.
func TestRegistryIndexOutlastsCatalogs(t *testing.T) {
	reg := benchRegistry(40)
	e := New(Options{Now: func() time.Time { return monday }, Registry: func() []toolspec.Spec { return reg }})
	byName := func(specs []toolspec.Spec) map[string]*toolspec.Spec {
		m := map[string]*toolspec.Spec{}
		for i := range specs {
			m[specs[i].Name] = &specs[i]
		}
		return m
	}
	first := e.registryIndex(byName(reg[:5]))
	if first == nil {
		t.Fatal("no registry index for a part of the registry")
	}
	for a := range 35 {
		for k := 1; k <= 5; k++ {
			e.Index(reg[a : a+k])
		}
	}
	if e.registryIndex(byName(reg[3:9])) != first {
		t.Error("the registry's index was built again")
	}
	if e.registryIndex(byName(reg)) != nil {
		t.Error("a registry index over a catalog that is the whole registry")
	}
}
