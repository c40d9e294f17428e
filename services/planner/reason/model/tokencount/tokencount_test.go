package tokencount

import (
	"sync"
	"testing"
)

func TestCount(t *testing.T) {
	tests := []struct {
		name     string
		encoding string
		text     string
		want     int
	}{
		// Reference counts from OpenAI's tiktoken.
		{"cl100k hello", CL100K, "hello world", 2},
		{"cl100k empty", CL100K, "", 0},
		{"cl100k special text is ordinary", CL100K, "<|endoftext|>", 7},
		{"o200k hello", O200K, "hello world", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := New(tc.encoding)
			if err != nil {
				t.Fatalf("New(%q): %v", tc.encoding, err)
			}
			if got := c.Count(tc.text); got != tc.want {
				t.Errorf("Count(%q) = %d, want %d", tc.text, got, tc.want)
			}
		})
	}
}

func TestNewRejectsUnknownEncoding(t *testing.T) {
	if _, err := New("p99k"); err == nil {
		t.Fatal("New(p99k) succeeded, want an error")
	}
}

func TestMessagesAddsFraming(t *testing.T) {
	c, err := New(CL100K)
	if err != nil {
		t.Fatal(err)
	}
	got := c.Messages(Message{Role: "user", Content: "hello world"})
	want := 3 + 3 + c.Count("user") + c.Count("hello world")
	if got != want {
		t.Errorf("Messages = %d, want %d", got, want)
	}
}

func TestConcurrentCounters(t *testing.T) {
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			c, err := New(CL100K)
			if err != nil {
				t.Error(err)
				return
			}
			if got := c.Count("hello world"); got != 2 {
				t.Errorf("Count = %d, want 2", got)
			}
		})
	}
	wg.Wait()
}
