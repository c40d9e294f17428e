package argschema

import (
	"bytes"
	"encoding/json"
	"errors"
	"sync"
)

// errTrailing is the error for data after the value, worded as
// jsonschema.UnmarshalJSON words it.
var errTrailing = errors.New("invalid character after top-level value")

// maxPooledInput bounds the input after which a decoder is kept for reuse:
// its buffer grew to the input's size.
const maxPooledInput = 64 << 10

// decoder is a JSON decoder with numbers kept exact over a reader of the
// value to decode. Every tool call's arguments are decoded, and a fresh
// json.Decoder, its reader and its buffer cost several allocations each
// time, so decoders are reused: one that decoded a value followed only by
// blanks has consumed its input and kept no error, and decodes the next
// value it is given as a stream of values would.
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

var decoders = sync.Pool{New: func() any {
	d := &decoder{}
	d.dec = json.NewDecoder(&d.r)
	d.dec.UseNumber()
	return d
}}

// unmarshal parses b as one JSON value, numbers as json.Number, as
// jsonschema.UnmarshalJSON does: anything but blanks after the value is an
// error.
func unmarshal(b []byte) (any, error) {
	d := decoders.Get().(*decoder)
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
		return nil, errTrailing // the decoder holds part of b: it is not reused
	}
	if len(b) <= maxPooledInput {
		d.r.Reset(nil)
		decoders.Put(d)
	}
	return v, nil
}
