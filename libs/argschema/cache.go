package argschema

import (
	"bytes"
	"encoding/json"
	"errors"
	"sync"
)

// DefaultCacheSize is how many compiled schemas a Cache holds unless
// NewCache says otherwise.
const DefaultCacheSize = 256

// Cache compiles each distinct schema text once and hands out the compiled
// schema to every caller, so the parts of a process that validate against
// the same tools share one compilation. It is safe for concurrent use; the
// zero value is ready to use and holds up to DefaultCacheSize schemas.
//
// A text that fails to compile is cached with its error like any other:
// compiling is deterministic (no loader reaches outside the document), so
// the same text would fail the same way again.
//
// The cache is bounded, so a catalog that keeps changing its schemas cannot
// grow it without limit: when full, the schema compiled longest ago is
// dropped. A text compiled again after being dropped gets a new *Schema.
type Cache struct {
	size int // 0 means DefaultCacheSize

	mu    sync.Mutex
	byKey map[string]*cacheEntry
	order []string // keys, oldest first
}

// cacheEntry is one schema text's compilation. done is closed once schema
// and err are set; callers that find the entry still compiling wait on it,
// so a text is compiled once however many callers ask at the same time.
type cacheEntry struct {
	done   chan struct{}
	schema *Schema
	err    error
}

// NewCache returns a Cache holding up to size compiled schemas; size ≤ 0
// means DefaultCacheSize.
func NewCache(size int) *Cache {
	return &Cache{size: max(size, 0)}
}

// Compile returns the compiled schema of raw, compiling it on first use as
// the package-level Compile does. Texts that differ only in surrounding
// white space share an entry. A nil *Cache compiles every time.
func (c *Cache) Compile(raw json.RawMessage) (*Schema, error) {
	if c == nil {
		return Compile(raw)
	}
	key := bytes.TrimSpace(raw)
	c.mu.Lock()
	e, ok := c.byKey[string(key)] // looking up by string(key) does not copy it
	if !ok {
		e = &cacheEntry{done: make(chan struct{})}
		c.add(string(key), e)
	}
	c.mu.Unlock()
	if ok {
		<-e.done
		return e.schema, e.err
	}
	e.compile(raw)
	return e.schema, e.err
}

// errUnfinished is what callers waiting on a compilation see if it
// panicked instead of finishing.
var errUnfinished = errors.New("argschema: schema compilation did not finish")

func (e *cacheEntry) compile(raw json.RawMessage) {
	defer close(e.done)
	e.err = errUnfinished
	e.schema, e.err = Compile(raw)
}

// add stores e under key, dropping the oldest entries beyond the bound.
// The caller holds c.mu.
func (c *Cache) add(key string, e *cacheEntry) {
	if c.byKey == nil {
		c.byKey = map[string]*cacheEntry{}
	}
	limit := c.size
	if limit == 0 {
		limit = DefaultCacheSize
	}
	for len(c.order) >= limit {
		delete(c.byKey, c.order[0])
		c.order[0] = ""
		c.order = c.order[1:]
	}
	c.byKey[key] = e
	c.order = append(c.order, key)
}
