package embedded

import "sync"

// maxMemo bounds a memo: past it the memo starts over, so that a planner
// shown schema after new schema keeps its memory flat.
const maxMemo = 1024

// memo remembers what was read from a text — a schema, a goal — by that
// text: a catalog's schemas are read again on every plan, a goal's values
// for each of its needs. The zero value is ready to use and safe for
// concurrent use.
type memo[V any] struct {
	mu sync.Mutex
	m  map[string]V
}

func (m *memo[V]) get(key string) (V, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.m[key]
	return v, ok
}

func (m *memo[V]) put(key string, v V) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.m == nil || len(m.m) >= maxMemo {
		m.m = make(map[string]V)
	}
	m.m[key] = v
}

// load returns what m remembers for key, reading it with read and
// remembering it when m has nothing for key yet.
func (m *memo[V]) load(key string, read func() V) V {
	if v, ok := m.get(key); ok {
		return v
	}
	v := read()
	m.put(key, v)
	return v
}
