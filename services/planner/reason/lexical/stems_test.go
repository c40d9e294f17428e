package lexical

import (
	"fmt"
	"sync"
	"testing"
)

// TestStemWordKeepsAtMostItsBound: a kept stem is the stem, from any
// number of goroutines, and words past the bound are stemmed without
// being kept.
func TestStemWordKeepsAtMostItsBound(t *testing.T) {
	words := []string{"running", "cancelled", "refunds", "analysing", "went", "repo", "ox", "statuses"}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range maxStems/4 + 100 {
				w := fmt.Sprintf("word%dx%dings", g, i)
				if got, want := stemWord(w), stem(w); got != want {
					t.Errorf("stemWord(%q) = %q, want %q", w, got, want)
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, w := range words {
		if got, want := stemWord(w), stem(w); got != want {
			t.Errorf("stemWord(%q) = %q, want %q", w, got, want)
		}
	}
	stems.RLock()
	n := len(stems.m)
	stems.RUnlock()
	if n > maxStems {
		t.Errorf("%d stems kept, want at most %d", n, maxStems)
	}
}
