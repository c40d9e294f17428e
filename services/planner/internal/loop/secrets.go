package loop

import (
	"sync"

	"github.com/hermes-agent/hermes/libs/redact"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// maxSecretSets bounds the memo of secret fields: past it the memo starts
// over, so a catalog that keeps changing cannot grow it without limit.
const maxSecretSets = 1024

// secretFields remembers, per parameters schema text, which argument
// fields the schema marks secret (masked in every argument summary).
type secretFields struct {
	mu     sync.Mutex
	byText map[string]map[string]bool
}

func (c *secretFields) of(spec *toolspec.Spec) map[string]bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.byText[string(spec.Parameters)]; ok {
		return s
	}
	s := redact.SecretFields(spec.Parameters)
	if c.byText == nil || len(c.byText) >= maxSecretSets {
		c.byText = map[string]map[string]bool{}
	}
	c.byText[string(spec.Parameters)] = s
	return s
}
