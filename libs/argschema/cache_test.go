package argschema

import (
	"encoding/json"
	"fmt"
	"sync"
	"testing"
)

// cacheSchema returns a distinct, valid parameters schema for each i.
func cacheSchema(i int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"type":"object","properties":{"p%d":{"type":"integer"}},"required":["p%d"]}`, i, i))
}

func mustCacheCompile(t *testing.T, c *Cache, raw json.RawMessage) *Schema {
	t.Helper()
	s, err := c.Compile(raw)
	if err != nil {
		t.Fatalf("Cache.Compile(%s): %v", raw, err)
	}
	return s
}

func TestCacheSharesCompiledSchemas(t *testing.T) {
	tests := []struct {
		name   string
		a, b   string
		shared bool
	}{
		{"same text", `{"type":"object"}`, `{"type":"object"}`, true},
		{"surrounding white space", `{"type":"object"}`, " \n{\"type\":\"object\"}\t", true},
		{"different text", `{"type":"object"}`, `{"type": "object"}`, false},
		{"different schemas", string(cacheSchema(1)), string(cacheSchema(2)), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var c Cache // the zero value is ready to use
			a := mustCacheCompile(t, &c, json.RawMessage(tc.a))
			b := mustCacheCompile(t, &c, json.RawMessage(tc.b))
			if (a == b) != tc.shared {
				t.Errorf("same *Schema = %v, want %v", a == b, tc.shared)
			}
		})
	}
}

// TestCacheSchemaValidates: a cached schema is the schema of its text, not
// of another entry.
func TestCacheSchemaValidates(t *testing.T) {
	c := NewCache(0)
	for i := range 3 {
		s := mustCacheCompile(t, c, cacheSchema(i))
		if err := s.Validate(json.RawMessage(fmt.Sprintf(`{"p%d":1}`, i))); err != nil {
			t.Errorf("schema %d rejects its own field: %v", i, err)
		}
		if err := s.Validate(json.RawMessage(fmt.Sprintf(`{"p%d":1}`, i+1))); err == nil {
			t.Errorf("schema %d accepts arguments without its required field", i)
		}
	}
}

// TestCacheKeepsErrors: a text that does not compile fails the same way
// every time, from the cache.
func TestCacheKeepsErrors(t *testing.T) {
	tests := []struct{ name, raw string }{
		{"not JSON", `{"type":`},
		{"invalid schema", `{"type":"no-such-type"}`},
		{"external reference", `{"$ref":"https://example.com/s.json"}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var c Cache
			s1, err1 := c.Compile(json.RawMessage(tc.raw))
			s2, err2 := c.Compile(json.RawMessage(tc.raw))
			if err1 == nil || s1 != nil || s2 != nil {
				t.Fatalf("Compile(%s) = %v, %v; want no schema and an error", tc.raw, s1, err1)
			}
			if err2 != err1 {
				t.Errorf("second Compile gave error %v, want the cached %v", err2, err1)
			}
		})
	}
}

// TestCacheIsBounded: past its size the cache drops the schema compiled
// longest ago, and keeps the others.
func TestCacheIsBounded(t *testing.T) {
	const size = 3
	c := NewCache(size)
	first := make([]*Schema, 0, size+1)
	for i := range size + 1 {
		first = append(first, mustCacheCompile(t, c, cacheSchema(i)))
	}
	if got := len(c.byKey); got != size {
		t.Errorf("cache holds %d schemas, want %d", got, size)
	}
	for i := 1; i <= size; i++ {
		if s := mustCacheCompile(t, c, cacheSchema(i)); s != first[i] {
			t.Errorf("schema %d was recompiled, want it kept", i)
		}
	}
	if s := mustCacheCompile(t, c, cacheSchema(0)); s == first[0] {
		t.Errorf("schema 0 is still cached past the bound of %d", size)
	}

	var zero Cache
	for i := range DefaultCacheSize + 10 {
		mustCacheCompile(t, &zero, cacheSchema(i))
	}
	if got := len(zero.byKey); got != DefaultCacheSize || len(zero.order) != DefaultCacheSize {
		t.Errorf("zero-value cache holds %d schemas (%d in order), want %d", got, len(zero.order), DefaultCacheSize)
	}
}

// TestCacheConcurrent: callers racing on the same texts all get the one
// compiled schema of each text.
func TestCacheConcurrent(t *testing.T) {
	const texts, callers = 4, 16
	c := NewCache(0)
	got := make([][]*Schema, texts)
	for i := range got {
		got[i] = make([]*Schema, callers)
	}
	var wg sync.WaitGroup
	for g := range callers {
		for i := range texts {
			wg.Go(func() {
				s, err := c.Compile(cacheSchema(i))
				if err != nil {
					t.Errorf("Compile: %v", err)
				}
				got[i][g] = s
			})
		}
	}
	wg.Wait()
	for i := range texts {
		for g := range callers {
			if got[i][g] == nil || got[i][g] != got[i][0] {
				t.Fatalf("text %d: caller %d got %p, caller 0 got %p; want one shared schema", i, g, got[i][g], got[i][0])
			}
		}
	}
}

func TestNilCacheCompiles(t *testing.T) {
	var c *Cache
	s, err := c.Compile(cacheSchema(1))
	if err != nil || s == nil {
		t.Fatalf("nil Cache.Compile = %v, %v; want a schema", s, err)
	}
	if err := s.Validate(json.RawMessage(`{}`)); err == nil {
		t.Errorf("schema from a nil cache accepts arguments without its required field")
	}
}

// BenchmarkCacheCompile compares a cache hit with compiling the schema.
func BenchmarkCacheCompile(b *testing.B) {
	raw := cacheSchema(1)
	b.Run("hit", func(b *testing.B) {
		c := NewCache(0)
		if _, err := c.Compile(raw); err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for b.Loop() {
			if _, err := c.Compile(raw); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("hit parallel", func(b *testing.B) {
		c := NewCache(0)
		if _, err := c.Compile(raw); err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				if _, err := c.Compile(raw); err != nil {
					b.Error(err)
					return
				}
			}
		})
	})
	b.Run("uncached", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Compile(raw); err != nil {
				b.Fatal(err)
			}
		}
	})
}
