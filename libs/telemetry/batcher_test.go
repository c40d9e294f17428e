package telemetry

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"
)

// syncBuffer is a log destination safe for the batcher's goroutine.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// records returns the JSON log records written so far.
func (b *syncBuffer) records(t *testing.T) []map[string]any {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	for line := range bytes.Lines(b.buf.Bytes()) {
		var r map[string]any
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatalf("log line %q is not JSON: %v", line, err)
		}
		out = append(out, r)
	}
	return out
}

// gatedExporter records what it is given and, while its gate is closed,
// holds every export until the gate opens.
type gatedExporter struct {
	gate    chan struct{}
	entered chan int // the size of each batch, as its export starts
	err     error

	mu    sync.Mutex
	spans []sdktrace.ReadOnlySpan
	shut  bool
}

func newGatedExporter() *gatedExporter {
	return &gatedExporter{gate: make(chan struct{}), entered: make(chan int, 100)}
}

func (e *gatedExporter) ExportSpans(_ context.Context, spans []sdktrace.ReadOnlySpan) error {
	select {
	case e.entered <- len(spans):
	default: // nobody is counting this many
	}
	<-e.gate
	if e.err != nil {
		return e.err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.spans = append(e.spans, spans...)
	return nil
}

func (e *gatedExporter) Shutdown(context.Context) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.shut = true
	return nil
}

// exported returns the spans exported so far.
func (e *gatedExporter) exported() []sdktrace.ReadOnlySpan {
	e.mu.Lock()
	defer e.mu.Unlock()
	return slices.Clone(e.spans)
}

// tracerWith returns a tracer whose ended spans go to b.
func tracerWith(t *testing.T, b *batcher) trace.Tracer {
	t.Helper()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(b))
	t.Cleanup(func() { _ = tp.Shutdown(context.Background()) })
	return tp.Tracer("batcher-test")
}

func endSpans(tr trace.Tracer, n int) {
	for i := range n {
		_, s := tr.Start(context.Background(), fmt.Sprintf("span %d", i))
		s.End()
	}
}

func TestBatchConfigFromEnv(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want batchConfig
	}{
		{name: "defaults", want: batchConfig{delay: 5 * time.Second, timeout: 30 * time.Second, maxQueue: 2048, maxBatch: 512}},
		{
			name: "set",
			env: map[string]string{"OTEL_BSP_SCHEDULE_DELAY": "250", "OTEL_BSP_EXPORT_TIMEOUT": "1000",
				"OTEL_BSP_MAX_QUEUE_SIZE": "100", "OTEL_BSP_MAX_EXPORT_BATCH_SIZE": "10"},
			want: batchConfig{delay: 250 * time.Millisecond, timeout: time.Second, maxQueue: 100, maxBatch: 10},
		},
		{
			name: "invalid values keep their defaults",
			env:  map[string]string{"OTEL_BSP_SCHEDULE_DELAY": "soon", "OTEL_BSP_MAX_QUEUE_SIZE": "-1", "OTEL_BSP_MAX_EXPORT_BATCH_SIZE": "0"},
			want: batchConfig{delay: 5 * time.Second, timeout: 30 * time.Second, maxQueue: 2048, maxBatch: 512},
		},
		{
			name: "a batch is never larger than the queue",
			env:  map[string]string{"OTEL_BSP_MAX_QUEUE_SIZE": "64"},
			want: batchConfig{delay: 5 * time.Second, timeout: 30 * time.Second, maxQueue: 64, maxBatch: 64},
		},
		{
			name: "a batch over the queue is cut to the default",
			env:  map[string]string{"OTEL_BSP_MAX_EXPORT_BATCH_SIZE": "4096"},
			want: batchConfig{delay: 5 * time.Second, timeout: 30 * time.Second, maxQueue: 2048, maxBatch: 512},
		},
		{
			name: "zero: no export timeout, the shortest delay",
			env:  map[string]string{"OTEL_BSP_EXPORT_TIMEOUT": "0", "OTEL_BSP_SCHEDULE_DELAY": "0"},
			want: batchConfig{delay: time.Millisecond, timeout: 0, maxQueue: 2048, maxBatch: 512},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := batchConfigFromEnv(env(tt.env)); got != tt.want {
				t.Errorf("batchConfigFromEnv() = %+v, want %+v", got, tt.want)
			}
		})
	}
}

// A full batch is exported at once, without waiting for the delay; what
// is left waits for it, or for a flush.
func TestBatcherExportsAFullBatchAtOnce(t *testing.T) {
	exp := newGatedExporter()
	close(exp.gate)
	b := newBatcher(exp, batchConfig{delay: time.Hour, timeout: time.Second, maxQueue: 100, maxBatch: 4}, slog.New(slog.DiscardHandler))
	tr := tracerWith(t, b)

	endSpans(tr, 6)
	select {
	case n := <-exp.entered:
		if n != 4 {
			t.Fatalf("first export of %d spans, want the full batch of 4", n)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a full batch was not exported before the delay")
	}
	if err := b.ForceFlush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := len(exp.exported()); got != 6 {
		t.Errorf("after a flush %d spans were exported, want 6", got)
	}
}

// With nothing but the delay, spans are exported when it has passed.
func TestBatcherExportsAfterTheDelay(t *testing.T) {
	exp := newGatedExporter()
	close(exp.gate)
	b := newBatcher(exp, batchConfig{delay: 20 * time.Millisecond, timeout: time.Second, maxQueue: 100, maxBatch: 50}, slog.New(slog.DiscardHandler))
	tr := tracerWith(t, b)

	endSpans(tr, 3)
	select {
	case n := <-exp.entered:
		if n != 3 {
			t.Errorf("exported %d spans after the delay, want 3", n)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("nothing was exported after the delay")
	}
}

// While an export is held up, the spans queued and those being exported
// fill the queue's bound together; later spans are dropped, never waited
// for, and the drop is logged with its count.
func TestBatcherDropsWhatAFullQueueCannotHold(t *testing.T) {
	exp := newGatedExporter()
	logs := &syncBuffer{}
	b := newBatcher(exp, batchConfig{delay: time.Hour, timeout: 10 * time.Second, maxQueue: 4, maxBatch: 2}, slog.New(slog.NewJSONHandler(logs, nil)))
	tr := tracerWith(t, b)

	endSpans(tr, 2) // a full batch: its export starts and is held
	<-exp.entered
	endSpans(tr, 7) // 2 fill the queue beside the 2 held, 5 are dropped
	close(exp.gate)
	if err := b.ForceFlush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := len(exp.exported()); got != 4 {
		t.Errorf("%d spans exported, want 4 (2 held, 2 queued)", got)
	}
	var dropped float64
	for _, r := range logs.records(t) {
		if r["msg"] == "spans dropped: the export queue was full" {
			dropped += r["dropped"].(float64)
		}
	}
	if dropped != 5 {
		t.Errorf("logs report %v spans dropped, want 5: %v", dropped, logs.records(t))
	}
}

// A failed export reaches the service's own structured log and the flush
// that asked for it: never a line of another format on standard error.
func TestBatcherLogsAFailedExport(t *testing.T) {
	exp := newGatedExporter()
	exp.err = errors.New("collector unavailable")
	close(exp.gate)
	logs := &syncBuffer{}
	p, err := New(context.Background(), Config{}, Info{Service: "svc", Exporter: exp, Getenv: env(nil), Logger: slog.New(slog.NewJSONHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	_, s := p.Tracer("t").Start(context.Background(), "s")
	s.End()
	if err := p.ForceFlush(context.Background()); !errors.Is(err, exp.err) {
		t.Errorf("ForceFlush() = %v, want the export's error", err)
	}
	_ = p.Shutdown(context.Background())
	var found bool
	for _, r := range logs.records(t) {
		if r["msg"] == "exporting spans failed" && r["err"] == "collector unavailable" && r["spans"] == 1.0 {
			found = true
		}
	}
	if !found {
		t.Errorf("no log record of the failed export: %v", logs.records(t))
	}
}

// Shutdown exports what is queued and stops the exporter; a span ending
// after it is dropped, and a second Shutdown or a flush does nothing.
func TestBatcherShutdownExportsTheRest(t *testing.T) {
	exp := newGatedExporter()
	close(exp.gate)
	b := newBatcher(exp, batchConfig{delay: time.Hour, timeout: time.Second, maxQueue: 100, maxBatch: 50}, slog.New(slog.DiscardHandler))
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(b))
	tr := tp.Tracer("batcher-test")
	endSpans(tr, 5)
	_, late := tr.Start(context.Background(), "late")
	if err := tp.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	late.End()
	b.OnEnd(late.(sdktrace.ReadOnlySpan))
	if err := b.Shutdown(context.Background()); err != nil {
		t.Errorf("second Shutdown() = %v", err)
	}
	if err := b.ForceFlush(context.Background()); err != nil {
		t.Errorf("ForceFlush() after Shutdown = %v", err)
	}
	if got := len(exp.exported()); got != 5 {
		t.Errorf("%d spans exported, want 5", got)
	}
	if !exp.shut {
		t.Error("the exporter was not shut down")
	}
}

// A flush whose context ends first returns its error, and loses nothing:
// the held export completes afterwards.
func TestBatcherFlushHonoursItsContext(t *testing.T) {
	exp := newGatedExporter()
	b := newBatcher(exp, batchConfig{delay: time.Hour, timeout: 10 * time.Second, maxQueue: 100, maxBatch: 50}, slog.New(slog.DiscardHandler))
	tr := tracerWith(t, b)
	endSpans(tr, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if err := b.ForceFlush(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("ForceFlush() = %v, want the deadline", err)
	}
	close(exp.gate)
	if err := b.ForceFlush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := len(exp.exported()); got != 3 {
		t.Errorf("%d spans exported, want 3", got)
	}
}

// Spans a sampler dropped are not exported.
func TestBatcherSkipsUnsampledSpans(t *testing.T) {
	exp := newGatedExporter()
	close(exp.gate)
	b := newBatcher(exp, batchConfig{delay: time.Hour, timeout: time.Second, maxQueue: 100, maxBatch: 50}, slog.New(slog.DiscardHandler))
	tp := sdktrace.NewTracerProvider(sdktrace.WithSampler(sdktrace.NeverSample()), sdktrace.WithSpanProcessor(b))
	defer tp.Shutdown(context.Background())
	endSpans(tp.Tracer("t"), 3)
	if err := b.ForceFlush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := len(exp.exported()); got != 0 {
		t.Errorf("%d unsampled spans exported", got)
	}
}

// Spans ended from many goroutines at once are each exported once.
func TestBatcherConcurrentSpans(t *testing.T) {
	exp := newGatedExporter()
	close(exp.gate)
	b := newBatcher(exp, batchConfig{delay: time.Millisecond, timeout: time.Second, maxQueue: 10000, maxBatch: 7}, slog.New(slog.DiscardHandler))
	tr := tracerWith(t, b)
	const goroutines, each = 8, 100
	var wg sync.WaitGroup
	for range goroutines {
		wg.Go(func() { endSpans(tr, each) })
	}
	wg.Wait()
	if err := b.ForceFlush(context.Background()); err != nil {
		t.Fatal(err)
	}
	seen := map[trace.SpanID]bool{}
	for _, s := range exp.exported() {
		id := s.SpanContext().SpanID()
		if seen[id] {
			t.Fatalf("span %s exported twice", id)
		}
		seen[id] = true
	}
	if len(seen) != goroutines*each {
		t.Errorf("%d spans exported, want %d", len(seen), goroutines*each)
	}
}

// appendingExporter appends a span of its own to each batch it is given
// before keeping it, as a wrapper adding a span might.
type appendingExporter struct {
	gatedExporter
	extra sdktrace.ReadOnlySpan
}

func (e *appendingExporter) ExportSpans(ctx context.Context, spans []sdktrace.ReadOnlySpan) error {
	spans = append(spans, e.extra)
	return e.gatedExporter.ExportSpans(ctx, spans[:len(spans)-1])
}

// An exporter that appends to its batch writes over nothing: every span
// goes out once, in batches of at most maxBatch, though one take from the
// queue holds more than a batch.
func TestBatcherBatchesDoNotAlias(t *testing.T) {
	exp := &appendingExporter{gatedExporter: *newGatedExporter()}
	b := newBatcher(exp, batchConfig{delay: time.Hour, timeout: time.Second, maxQueue: 100, maxBatch: 2}, slog.New(slog.DiscardHandler))
	tr := tracerWith(t, b)
	_, extra := tr.Start(context.Background(), "extra")
	exp.extra = extra.(sdktrace.ReadOnlySpan)
	endSpans(tr, 2) // a full batch: its export starts and is held
	<-exp.entered
	for _, name := range []string{"c", "d", "e"} { // queued meanwhile: one take of three
		_, s := tr.Start(context.Background(), name)
		s.End()
	}
	close(exp.gate)
	if err := b.ForceFlush(context.Background()); err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, s := range exp.exported() {
		got[s.Name()]++
	}
	for _, name := range []string{"span 0", "span 1", "c", "d", "e"} {
		if got[name] != 1 {
			t.Errorf("%s exported %d times, want once: %v", name, got[name], got)
		}
	}
	for len(exp.entered) > 0 {
		if size := <-exp.entered; size > 2 {
			t.Errorf("an export held %d spans, more than the batch of 2", size)
		}
	}
}

// deadlineExporter records whether each export's context had a deadline.
type deadlineExporter struct {
	mu        sync.Mutex
	deadlines []bool
}

func (e *deadlineExporter) ExportSpans(ctx context.Context, _ []sdktrace.ReadOnlySpan) error {
	_, ok := ctx.Deadline()
	e.mu.Lock()
	defer e.mu.Unlock()
	e.deadlines = append(e.deadlines, ok)
	return nil
}

func (*deadlineExporter) Shutdown(context.Context) error { return nil }

// Each export runs within the export timeout; with a timeout of 0, none.
func TestBatcherExportTimeout(t *testing.T) {
	for _, timeout := range []time.Duration{time.Minute, 0} {
		exp := &deadlineExporter{}
		b := newBatcher(exp, batchConfig{delay: time.Hour, timeout: timeout, maxQueue: 10, maxBatch: 10}, slog.New(slog.DiscardHandler))
		endSpans(tracerWith(t, b), 1)
		if err := b.ForceFlush(context.Background()); err != nil {
			t.Fatal(err)
		}
		if want := timeout > 0; len(exp.deadlines) != 1 || exp.deadlines[0] != want {
			t.Errorf("timeout %v: exports had deadlines %v, want [%v]", timeout, exp.deadlines, want)
		}
	}
}

// overlapExporter reports a Shutdown that runs while an export does.
type overlapExporter struct {
	gatedExporter
	exporting atomic.Bool
	overlap   atomic.Bool
	shutDown  chan struct{}
}

func (e *overlapExporter) ExportSpans(ctx context.Context, spans []sdktrace.ReadOnlySpan) error {
	e.exporting.Store(true)
	defer e.exporting.Store(false)
	return e.gatedExporter.ExportSpans(ctx, spans)
}

func (e *overlapExporter) Shutdown(context.Context) error {
	if e.exporting.Load() {
		e.overlap.Store(true)
	}
	close(e.shutDown)
	return nil
}

// A Shutdown whose context ends while an export is held returns its error
// at once; the exporter is shut down after the export, never during it.
func TestBatcherShutdownDeadline(t *testing.T) {
	exp := &overlapExporter{gatedExporter: *newGatedExporter(), shutDown: make(chan struct{})}
	b := newBatcher(exp, batchConfig{delay: time.Hour, timeout: 0, maxQueue: 10, maxBatch: 1}, slog.New(slog.DiscardHandler))
	endSpans(tracerWith(t, b), 1)
	<-exp.entered // the export is held
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if err := b.Shutdown(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Shutdown() = %v, want the deadline", err)
	}
	close(exp.gate)
	select {
	case <-exp.shutDown:
	case <-time.After(10 * time.Second):
		t.Fatal("the exporter was never shut down")
	}
	if exp.overlap.Load() {
		t.Error("the exporter was shut down during an export")
	}
}

// Shutdown returns the last export's error; a flush with a context already
// done returns its error without flushing.
func TestBatcherShutdownReturnsTheExportError(t *testing.T) {
	exp := newGatedExporter()
	exp.err = errors.New("collector gone")
	close(exp.gate)
	b := newBatcher(exp, batchConfig{delay: time.Hour, timeout: time.Second, maxQueue: 10, maxBatch: 10}, slog.New(slog.DiscardHandler))
	endSpans(tracerWith(t, b), 1)
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if err := b.ForceFlush(done); !errors.Is(err, context.Canceled) {
		t.Errorf("ForceFlush(done) = %v, want its error", err)
	}
	if err := b.Shutdown(context.Background()); !errors.Is(err, exp.err) {
		t.Errorf("Shutdown() = %v, want the export's error", err)
	}
}
