package telemetry

import (
	"context"
	"fmt"
	"math"
	"sync"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace"
	"go.opentelemetry.io/otel/sdk/instrumentation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// wireExporter is the OTLP span exporter: it sends through the OTLP gRPC or
// HTTP client of OpenTelemetry (with every OTEL_EXPORTER_OTLP_* setting
// those read: headers, compression, certificates, timeout, retries), but
// encodes the spans itself. The SDK's exporter converts every span into a
// tree of protobuf messages (some twenty allocations a span: the span, its
// IDs, its status, and for each attribute a key-value, a value and the
// value's oneof wrapper), which the client then walks by reflection to
// marshal; on a step that does little, that costs as much as recording the
// spans. wireExporter appends each batch in the OTLP wire format to one
// buffer it keeps, and hands the client one ResourceSpans message per
// resource whose content is that encoding, carried as the message's
// unknown fields: protobuf marshals unknown fields as they are, so what
// the collector receives is the same ExportTraceServiceRequest, byte for
// byte a valid one, and a batch costs no allocation once the buffer has
// grown. Only the OpenTelemetry client's own optional export metrics
// (OTEL_GO_X_OBSERVABILITY) count no spans in such a message.
type wireExporter struct {
	client otlptrace.Client

	mu        sync.Mutex // one export at a time: the buffers are reused
	enc       wireEncoder
	groups    []resourceGroup
	msgs      []*tracepb.ResourceSpans
	stopOnce  sync.Once
	stopError error
}

var _ sdktrace.SpanExporter = (*wireExporter)(nil)

// resourceGroup is the spans of one resource, by scope.
type resourceGroup struct {
	key    attribute.Distinct
	res    *resource.Resource
	scopes []scopeGroup
}

// scopeGroup is the spans of one instrumentation scope.
type scopeGroup struct {
	scope instrumentation.Scope
	spans []sdktrace.ReadOnlySpan
}

// newWireExporter starts client and returns an exporter sending through it.
func newWireExporter(ctx context.Context, client otlptrace.Client) (*wireExporter, error) {
	if err := client.Start(ctx); err != nil {
		return nil, err
	}
	return &wireExporter{client: client}, nil
}

// ExportSpans implements sdktrace.SpanExporter.
func (e *wireExporter) ExportSpans(ctx context.Context, spans []sdktrace.ReadOnlySpan) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.group(spans)
	if len(e.groups) == 0 {
		return nil
	}
	e.enc.buf = e.enc.buf[:0]
	ends := make([]int, 0, 4)
	for i := range e.groups {
		e.enc.resourceSpans(&e.groups[i])
		ends = append(ends, len(e.enc.buf))
	}
	// The buffer has stopped growing: cut it into the messages' contents.
	e.msgs = e.msgs[:0]
	start := 0
	for i, end := range ends {
		if i == len(e.msgs) {
			e.msgs = append(e.msgs, &tracepb.ResourceSpans{})
		}
		m := e.msgs[i]
		m.Reset()
		m.ProtoReflect().SetUnknown(protoreflect.RawFields(e.enc.buf[start:end:end]))
		start = end
	}
	msgs := e.msgs[:len(ends)]
	err := e.client.UploadTraces(ctx, msgs)
	for _, m := range msgs {
		m.Reset() // drops the buffer's bytes
	}
	for i := range e.groups {
		for j := range e.groups[i].scopes {
			clear(e.groups[i].scopes[j].spans) // the spans are garbage once sent
		}
	}
	if err != nil {
		return fmt.Errorf("traces export: %w", err)
	}
	return nil
}

// group sorts spans by resource and scope into e.groups, in the order each
// first appears, reusing the groups of the last batch.
func (e *wireExporter) group(spans []sdktrace.ReadOnlySpan) {
	groups := e.groups[:0]
	for _, s := range spans {
		if s == nil {
			continue
		}
		res := s.Resource()
		key := res.Equivalent()
		g := -1
		for i := range groups {
			if groups[i].key == key {
				g = i
				break
			}
		}
		if g < 0 {
			g = len(groups)
			if g < cap(groups) {
				groups = groups[:g+1]
				groups[g].key, groups[g].res, groups[g].scopes = key, res, groups[g].scopes[:0]
			} else {
				groups = append(groups, resourceGroup{key: key, res: res})
			}
		}
		rg := &groups[g]
		scope := s.InstrumentationScope()
		k := -1
		for i := range rg.scopes {
			if rg.scopes[i].scope == scope {
				k = i
				break
			}
		}
		if k < 0 {
			k = len(rg.scopes)
			if k < cap(rg.scopes) {
				rg.scopes = rg.scopes[:k+1]
				rg.scopes[k].scope, rg.scopes[k].spans = scope, rg.scopes[k].spans[:0]
			} else {
				rg.scopes = append(rg.scopes, scopeGroup{scope: scope})
			}
		}
		rg.scopes[k].spans = append(rg.scopes[k].spans, s)
	}
	e.groups = groups
}

// Shutdown implements sdktrace.SpanExporter: it stops the client, once.
func (e *wireExporter) Shutdown(ctx context.Context) error {
	e.stopOnce.Do(func() { e.stopError = e.client.Stop(ctx) })
	return e.stopError
}

// Field numbers of the OTLP messages (opentelemetry/proto/trace/v1,
// common/v1, resource/v1).
const (
	fResourceSpansResource   = 1
	fResourceSpansScopeSpans = 2
	fResourceSpansSchemaURL  = 3

	fResourceAttributes = 1
	fResourceDropped    = 2

	fScopeSpansScope     = 1
	fScopeSpansSpans     = 2
	fScopeSpansSchemaURL = 3

	fScopeName       = 1
	fScopeVersion    = 2
	fScopeAttributes = 3

	fSpanTraceID       = 1
	fSpanSpanID        = 2
	fSpanTraceState    = 3
	fSpanParentSpanID  = 4
	fSpanName          = 5
	fSpanKind          = 6
	fSpanStart         = 7
	fSpanEnd           = 8
	fSpanAttributes    = 9
	fSpanDroppedAttrs  = 10
	fSpanEvents        = 11
	fSpanDroppedEvents = 12
	fSpanLinks         = 13
	fSpanDroppedLinks  = 14
	fSpanStatus        = 15
	fSpanFlags         = 16

	fEventTime         = 1
	fEventName         = 2
	fEventAttributes   = 3
	fEventDroppedAttrs = 4

	fLinkTraceID      = 1
	fLinkSpanID       = 2
	fLinkTraceState   = 3
	fLinkAttributes   = 4
	fLinkDroppedAttrs = 5
	fLinkFlags        = 6

	fStatusMessage = 2
	fStatusCode    = 3

	fKeyValueKey   = 1
	fKeyValueValue = 2

	fAnyString = 1
	fAnyBool   = 2
	fAnyInt    = 3
	fAnyDouble = 4
	fAnyArray  = 5
	fAnyKVList = 6
	fAnyBytes  = 7

	fArrayValues = 1 // ArrayValue.values and KeyValueList.values
)

// wireEncoder appends OTLP messages to buf. A nested message is appended
// after its tag and a one-byte length (open), which close then fills in:
// most messages (attributes, values, statuses) are shorter than 128 bytes
// and stay where they are; a longer one moves up by the bytes its length
// takes beyond the first.
type wireEncoder struct{ buf []byte }

// zeros pads the buffer while a longer length is made room for.
var zeros [binaryMaxVarint]byte

const binaryMaxVarint = 10

func (w *wireEncoder) open(field protowire.Number) int {
	w.buf = protowire.AppendTag(w.buf, field, protowire.BytesType)
	w.buf = append(w.buf, 0)
	return len(w.buf)
}

func (w *wireEncoder) close(start int) {
	n := len(w.buf) - start
	if n < 0x80 {
		w.buf[start-1] = byte(n)
		return
	}
	extra := protowire.SizeVarint(uint64(n)) - 1
	w.buf = append(w.buf, zeros[:extra]...)
	copy(w.buf[start+extra:], w.buf[start:start+n])
	protowire.AppendVarint(w.buf[:start-1], uint64(n))
}

func (w *wireEncoder) bytes(field protowire.Number, b []byte) {
	w.buf = protowire.AppendTag(w.buf, field, protowire.BytesType)
	w.buf = protowire.AppendBytes(w.buf, b)
}

func (w *wireEncoder) string(field protowire.Number, s string) {
	if s != "" {
		w.stringAlways(field, s)
	}
}

func (w *wireEncoder) stringAlways(field protowire.Number, s string) {
	w.buf = protowire.AppendTag(w.buf, field, protowire.BytesType)
	w.buf = protowire.AppendString(w.buf, s)
}

func (w *wireEncoder) varint(field protowire.Number, v uint64) {
	if v != 0 {
		w.buf = protowire.AppendTag(w.buf, field, protowire.VarintType)
		w.buf = protowire.AppendVarint(w.buf, v)
	}
}

func (w *wireEncoder) fixed64(field protowire.Number, v uint64) {
	if v != 0 {
		w.buf = protowire.AppendTag(w.buf, field, protowire.Fixed64Type)
		w.buf = protowire.AppendFixed64(w.buf, v)
	}
}

func (w *wireEncoder) fixed32(field protowire.Number, v uint32) {
	if v != 0 {
		w.buf = protowire.AppendTag(w.buf, field, protowire.Fixed32Type)
		w.buf = protowire.AppendFixed32(w.buf, v)
	}
}

// resourceSpans appends a ResourceSpans message's fields (not its tag or
// length: the message is the unknown fields of one).
func (w *wireEncoder) resourceSpans(g *resourceGroup) {
	if g.res != nil {
		at := w.open(fResourceSpansResource)
		for it := g.res.Iter(); it.Next(); {
			w.keyValue(fResourceAttributes, it.Attribute())
		}
		w.close(at)
	}
	for i := range g.scopes {
		sg := &g.scopes[i]
		at := w.open(fResourceSpansScopeSpans)
		if sg.scope != (instrumentation.Scope{}) {
			sc := w.open(fScopeSpansScope)
			w.string(fScopeName, sg.scope.Name)
			w.string(fScopeVersion, sg.scope.Version)
			for it := sg.scope.Attributes.Iter(); it.Next(); {
				w.keyValue(fScopeAttributes, it.Attribute())
			}
			w.close(sc)
		}
		for _, s := range sg.spans {
			w.span(s)
		}
		w.string(fScopeSpansSchemaURL, sg.scope.SchemaURL)
		w.close(at)
	}
	if g.res != nil {
		w.string(fResourceSpansSchemaURL, g.res.SchemaURL())
	}
}

// span appends one Span field of a ScopeSpans message, as the SDK's
// exporter fills it.
func (w *wireEncoder) span(s sdktrace.ReadOnlySpan) {
	at := w.open(fScopeSpansSpans)
	sc := s.SpanContext()
	tid, sid := sc.TraceID(), sc.SpanID()
	w.bytes(fSpanTraceID, tid[:])
	w.bytes(fSpanSpanID, sid[:])
	if ts := sc.TraceState(); ts.Len() > 0 {
		w.string(fSpanTraceState, ts.String())
	}
	parent := s.Parent()
	if psid := parent.SpanID(); psid.IsValid() {
		w.bytes(fSpanParentSpanID, psid[:])
	}
	w.string(fSpanName, s.Name())
	w.varint(fSpanKind, uint64(spanKind(s.SpanKind())))
	w.fixed64(fSpanStart, unixNano(s.StartTime().UnixNano()))
	w.fixed64(fSpanEnd, unixNano(s.EndTime().UnixNano()))
	for _, a := range s.Attributes() {
		w.keyValue(fSpanAttributes, a)
	}
	w.varint(fSpanDroppedAttrs, clamp32(s.DroppedAttributes()))
	for _, ev := range s.Events() {
		e := w.open(fSpanEvents)
		w.fixed64(fEventTime, unixNano(ev.Time.UnixNano()))
		w.string(fEventName, ev.Name)
		for _, a := range ev.Attributes {
			w.keyValue(fEventAttributes, a)
		}
		w.varint(fEventDroppedAttrs, clamp32(ev.DroppedAttributeCount))
		w.close(e)
	}
	w.varint(fSpanDroppedEvents, clamp32(s.DroppedEvents()))
	for _, l := range s.Links() {
		e := w.open(fSpanLinks)
		ltid, lsid := l.SpanContext.TraceID(), l.SpanContext.SpanID()
		w.bytes(fLinkTraceID, ltid[:])
		w.bytes(fLinkSpanID, lsid[:])
		for _, a := range l.Attributes {
			w.keyValue(fLinkAttributes, a)
		}
		w.varint(fLinkDroppedAttrs, clamp32(l.DroppedAttributeCount))
		w.fixed32(fLinkFlags, spanFlags(l.SpanContext.TraceFlags(), l.SpanContext))
		w.close(e)
	}
	w.varint(fSpanDroppedLinks, clamp32(s.DroppedLinks()))
	st := s.Status()
	e := w.open(fSpanStatus) // present even when unset, as the SDK sends it
	w.string(fStatusMessage, st.Description)
	w.varint(fStatusCode, uint64(statusCode(st.Code)))
	w.close(e)
	w.fixed32(fSpanFlags, spanFlags(sc.TraceFlags(), parent))
	w.close(at)
}

// keyValue appends a KeyValue field.
func (w *wireEncoder) keyValue(field protowire.Number, kv attribute.KeyValue) {
	at := w.open(field)
	w.string(fKeyValueKey, string(kv.Key))
	v := w.open(fKeyValueValue)
	w.value(kv.Value)
	w.close(v)
	w.close(at)
}

// value appends an AnyValue's fields: a oneof, present even when zero.
func (w *wireEncoder) value(v attribute.Value) {
	switch v.Type() {
	case attribute.BOOL:
		w.buf = protowire.AppendTag(w.buf, fAnyBool, protowire.VarintType)
		w.buf = protowire.AppendVarint(w.buf, protowire.EncodeBool(v.AsBool()))
	case attribute.INT64:
		w.buf = protowire.AppendTag(w.buf, fAnyInt, protowire.VarintType)
		w.buf = protowire.AppendVarint(w.buf, uint64(v.AsInt64()))
	case attribute.FLOAT64:
		w.buf = protowire.AppendTag(w.buf, fAnyDouble, protowire.Fixed64Type)
		w.buf = protowire.AppendFixed64(w.buf, math.Float64bits(v.AsFloat64()))
	case attribute.STRING:
		w.stringAlways(fAnyString, v.AsString())
	case attribute.BYTESLICE:
		w.bytes(fAnyBytes, v.AsByteSlice())
	case attribute.BOOLSLICE:
		vals := v.AsBoolSlice()
		w.array(len(vals), func(i int) attribute.Value { return attribute.BoolValue(vals[i]) })
	case attribute.INT64SLICE:
		vals := v.AsInt64Slice()
		w.array(len(vals), func(i int) attribute.Value { return attribute.Int64Value(vals[i]) })
	case attribute.FLOAT64SLICE:
		vals := v.AsFloat64Slice()
		w.array(len(vals), func(i int) attribute.Value { return attribute.Float64Value(vals[i]) })
	case attribute.STRINGSLICE:
		vals := v.AsStringSlice()
		w.array(len(vals), func(i int) attribute.Value { return attribute.StringValue(vals[i]) })
	case attribute.SLICE:
		vals := v.AsSlice()
		w.array(len(vals), func(i int) attribute.Value { return vals[i] })
	case attribute.MAP:
		at := w.open(fAnyKVList)
		for _, kv := range v.AsMap() {
			w.keyValue(fArrayValues, kv)
		}
		w.close(at)
	case attribute.EMPTY:
	default:
		w.stringAlways(fAnyString, "INVALID")
	}
}

// array appends an ArrayValue field of n values.
func (w *wireEncoder) array(n int, elem func(int) attribute.Value) {
	at := w.open(fAnyArray)
	for i := range n {
		e := w.open(fArrayValues)
		w.value(elem(i))
		w.close(e)
	}
	w.close(at)
}

func unixNano(n int64) uint64 { return uint64(max(0, n)) } //nolint:gosec // not negative

func clamp32(v int) uint64 {
	return uint64(min(max(v, 0), math.MaxUint32)) //nolint:gosec // clamped
}

// spanFlags are the W3C flags, with the bits saying whether the parent is
// remote, as the SDK's exporter sets them.
func spanFlags(tf trace.TraceFlags, parent trace.SpanContext) uint32 {
	flags := uint32(tf) | uint32(tracepb.SpanFlags_SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK)
	if parent.IsRemote() {
		flags |= uint32(tracepb.SpanFlags_SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK)
	}
	return flags
}

func spanKind(k trace.SpanKind) tracepb.Span_SpanKind {
	switch k {
	case trace.SpanKindInternal:
		return tracepb.Span_SPAN_KIND_INTERNAL
	case trace.SpanKindClient:
		return tracepb.Span_SPAN_KIND_CLIENT
	case trace.SpanKindServer:
		return tracepb.Span_SPAN_KIND_SERVER
	case trace.SpanKindProducer:
		return tracepb.Span_SPAN_KIND_PRODUCER
	case trace.SpanKindConsumer:
		return tracepb.Span_SPAN_KIND_CONSUMER
	}
	return tracepb.Span_SPAN_KIND_UNSPECIFIED
}

func statusCode(c codes.Code) tracepb.Status_StatusCode {
	switch c {
	case codes.Ok:
		return tracepb.Status_STATUS_CODE_OK
	case codes.Error:
		return tracepb.Status_STATUS_CODE_ERROR
	}
	return tracepb.Status_STATUS_CODE_UNSET
}
