// Package jsonvalue decodes single JSON values — call arguments, their
// renderings for events — with decoders it reuses. A fresh json.Decoder,
// its reader and its buffer cost several allocations, and every tool call
// has its arguments decoded more than once on its way.
package jsonvalue

import (
	"bytes"
	"encoding/json"
	"errors"
	"sync"
)

// ErrTrailing is the error for data after the value. Its words are those
// of jsonschema.UnmarshalJSON, which tool arguments were decoded with.
var ErrTrailing = errors.New("invalid character after top-level value")

// Decode parses b as one JSON value, as json.Unmarshal into an any does:
// numbers as float64. Anything but blanks after the value is ErrTrailing.
func Decode(b []byte) (any, error) { return floats.decode(b) }

// DecodeNumbers is Decode with numbers kept exact, as json.Number.
func DecodeNumbers(b []byte) (any, error) { return numbers.decode(b) }

// maxPooledInput bounds the input after which a decoder is kept for reuse:
// its buffer grew to the input's size.
const maxPooledInput = 64 << 10

// The pools are the only state here, as in encoding/json itself: what
// they hold is interchangeable and never seen outside a call.
var (
	floats  = newPool(false)
	numbers = newPool(true)
)

// pool holds decoders of one kind.
type pool struct{ p sync.Pool }

func newPool(useNumber bool) *pool {
	return &pool{p: sync.Pool{New: func() any {
		d := &decoder{}
		d.dec = json.NewDecoder(&d.r)
		if useNumber {
			d.dec.UseNumber()
		}
		return d
	}}}
}

// decoder is a JSON decoder over a reader of the value to decode. One that
// decoded a value followed only by blanks has consumed its input and kept
// no error, so it decodes the next value it is given as a stream of values
// would.
type decoder struct {
	r   bytes.Reader
	dec *json.Decoder
	// v is what dec decodes into: a field, so that decoding allocates no
	// interface to hold the value.
	v any
	// fed is how many bytes the decoder was given, all inputs together:
	// its offsets count from the first.
	fed int64
}

func (p *pool) decode(b []byte) (any, error) {
	d := p.p.Get().(*decoder)
	d.r.Reset(b)
	start := d.fed
	d.fed += int64(len(b))
	err := d.dec.Decode(&d.v)
	v := d.v
	d.v = nil
	if err != nil {
		return nil, err // the decoder keeps the error: it is not reused
	}
	if end := d.dec.InputOffset() - start; len(bytes.TrimLeft(b[end:], " \t\r\n")) > 0 {
		return nil, ErrTrailing // the decoder holds part of b: it is not reused
	}
	if len(b) <= maxPooledInput {
		d.r.Reset(nil)
		p.p.Put(d)
	}
	return v, nil
}
