// Package tokencount counts the tokens of a text with a real BPE tokenizer
// (OpenAI's cl100k_base or o200k_base, through github.com/pkoukk/tiktoken-go)
// whose encodings are loaded offline from the files embedded in
// github.com/pkoukk/tiktoken-go-loader: no network, no cache directory.
//
// It measures prompts (the two-level tool index against full schemas); the
// model engine itself accounts tokens from the usage the server reports.
package tokencount

import (
	"fmt"
	"sync"

	"github.com/pkoukk/tiktoken-go"
	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// The encodings a Counter supports.
const (
	// CL100K is the encoding of GPT-4 and GPT-3.5.
	CL100K = "cl100k_base"
	// O200K is the encoding of GPT-4o and later models.
	O200K = "o200k_base"
)

// loaderOnce contains tiktoken-go's one global: its BPE loader. It is set
// once, to the offline loader, before the first encoding is built, so no
// caller can make the library download encodings.
var loaderOnce sync.Once

// Counter counts tokens in one encoding. It is safe for concurrent use.
type Counter struct {
	name string
	enc  *tiktoken.Tiktoken
}

// New returns a Counter for encoding (CL100K or O200K). Building one parses
// the encoding's ranks (a few MB) and takes a fraction of a second; keep it.
func New(encoding string) (*Counter, error) {
	if encoding != CL100K && encoding != O200K {
		return nil, fmt.Errorf("tokencount: unsupported encoding %q (want %s or %s)", encoding, CL100K, O200K)
	}
	loaderOnce.Do(func() { tiktoken.SetBpeLoader(tiktoken_loader.NewOfflineLoader()) })
	enc, err := tiktoken.GetEncoding(encoding)
	if err != nil {
		return nil, fmt.Errorf("tokencount: load %s: %w", encoding, err)
	}
	return &Counter{name: encoding, enc: enc}, nil
}

// Encoding returns the name of the counter's encoding.
func (c *Counter) Encoding() string { return c.name }

// Count returns the number of tokens of text. Special-token text such as
// "<|endoftext|>" is counted as ordinary text, as a server counts user input.
func (c *Counter) Count(text string) int {
	return len(c.enc.EncodeOrdinary(text))
}

// Messages returns the tokens of a chat request's messages the way OpenAI
// counts them for its chat models: each message's content and role plus a
// few framing tokens per message and for the reply's priming.
func (c *Counter) Messages(msgs ...Message) int {
	const perMessage, priming = 3, 3
	n := priming
	for _, m := range msgs {
		n += perMessage + c.Count(m.Role) + c.Count(m.Content)
	}
	return n
}

// Message is one chat message to count.
type Message struct {
	Role    string
	Content string
}
