package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// registryBackground is the scorer's background of a registry: the
// configured background tools then the registry's, analysed once.
type registryBackground struct {
	key      uint64
	specs    []toolspec.Spec
	prepared *lexical.Background
	whole    *lexical.Index // of the whole registry, once built
}

// background returns the scorer's background for registry reg, and its
// analysis: prepared once per registry, so that indexing each part of it a
// caller sees does not analyse the whole registry again.
func (e *Engine) background(reg []toolspec.Spec) ([]toolspec.Spec, *lexical.Background) {
	key := catalogKey(e.seed, nil, reg)
	e.bgMu.Lock()
	defer e.bgMu.Unlock()
	if e.bg.prepared == nil || e.bg.key != key {
		specs := append(slices.Clip(e.opts.Scoring.Background), reg...)
		e.bg = registryBackground{key: key, specs: specs, prepared: lexical.PrepareBackground(specs)}
	}
	return e.bg.specs, e.bg.prepared
}

// wholeIndex returns the index of the whole registry reg. It is kept
// beside the registry's background, out of the cache of catalog indexes:
// callers who each see another part of the registry fill that cache with
// new catalogs, and would drop the registry's index from it again and
// again.
func (e *Engine) wholeIndex(reg []toolspec.Spec) *lexical.Index {
	key := catalogKey(e.seed, nil, reg)
	e.bgMu.Lock()
	ix := e.bg.whole
	if e.bg.key != key {
		ix = nil
	}
	e.bgMu.Unlock()
	if ix != nil {
		return ix
	}
	ix = e.Index(reg)
	e.bgMu.Lock()
	if e.bg.prepared != nil && e.bg.key == key {
		e.bg.whole = ix
	}
	e.bgMu.Unlock()
	return ix
}
