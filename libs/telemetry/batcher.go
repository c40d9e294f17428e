package telemetry

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"sync"
	"time"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// Batching defaults: the OpenTelemetry specification's, each overridden by
// its OTEL_BSP_* variable.
const (
	defaultScheduleDelay = 5 * time.Second
	defaultExportTimeout = 30 * time.Second
	defaultMaxQueue      = 2048
	defaultMaxBatch      = 512
)

// batchConfig is how a batcher buffers and exports.
type batchConfig struct {
	delay    time.Duration // the longest a span waits to be exported
	timeout  time.Duration // the longest one export may take
	maxQueue int           // spans buffered at most; more are dropped
	maxBatch int           // spans per export at most
}

// batchConfigFromEnv reads OTEL_BSP_SCHEDULE_DELAY, OTEL_BSP_EXPORT_TIMEOUT
// (milliseconds), OTEL_BSP_MAX_QUEUE_SIZE and OTEL_BSP_MAX_EXPORT_BATCH_SIZE;
// an unset or invalid value keeps its default, as the SDK's batcher does.
func batchConfigFromEnv(getenv func(string) string) batchConfig {
	positive := func(name string, def int) int {
		if n, err := strconv.Atoi(getenv(name)); err == nil && n > 0 {
			return n
		}
		return def
	}
	millis := func(name string, def time.Duration) time.Duration {
		return time.Duration(positive(name, int(def/time.Millisecond))) * time.Millisecond
	}
	c := batchConfig{
		delay:    millis("OTEL_BSP_SCHEDULE_DELAY", defaultScheduleDelay),
		timeout:  millis("OTEL_BSP_EXPORT_TIMEOUT", defaultExportTimeout),
		maxQueue: positive("OTEL_BSP_MAX_QUEUE_SIZE", defaultMaxQueue),
		maxBatch: positive("OTEL_BSP_MAX_EXPORT_BATCH_SIZE", defaultMaxBatch),
	}
	c.maxBatch = min(c.maxBatch, c.maxQueue)
	return c
}

// batcher is the span processor that hands ended spans to the exporter in
// batches, off the path of the work being traced. The SDK's batch
// processor passes every span over a channel to its export goroutine, which
// wakes it once per span whenever it was idle: on a step that makes three
// spans that costs more CPU than exporting them. The batcher appends an
// ended span to its queue under a mutex and wakes its goroutine only when a
// batch is full, when the delay has passed, or to flush; its goroutine
// sleeps otherwise. A span that finds the queue full is dropped and
// counted, never waited for.
type batcher struct {
	exp    sdktrace.SpanExporter
	cfg    batchConfig
	logger *slog.Logger

	mu      sync.Mutex
	queue   []sdktrace.ReadOnlySpan
	spare   []sdktrace.ReadOnlySpan // the queue's other buffer, exported from
	dropped int                     // since the last export
	stopped bool

	full    chan struct{}   // a batch is waiting; holds one signal at most
	flushes chan chan error // each receives the flush's outcome
	stop    chan struct{}
	done    chan struct{} // closed when the goroutine has exported the rest
	stopErr error         // the last export's error, read after done
}

var _ sdktrace.SpanProcessor = (*batcher)(nil)

// newBatcher starts a batcher exporting to exp.
func newBatcher(exp sdktrace.SpanExporter, cfg batchConfig, logger *slog.Logger) *batcher {
	b := &batcher{
		exp:     exp,
		cfg:     cfg,
		logger:  logger,
		queue:   make([]sdktrace.ReadOnlySpan, 0, cfg.maxBatch),
		spare:   make([]sdktrace.ReadOnlySpan, 0, cfg.maxBatch),
		full:    make(chan struct{}, 1),
		flushes: make(chan chan error),
		stop:    make(chan struct{}),
		done:    make(chan struct{}),
	}
	go b.run()
	return b
}

// OnStart implements sdktrace.SpanProcessor.
func (*batcher) OnStart(context.Context, sdktrace.ReadWriteSpan) {}

// OnEnd implements sdktrace.SpanProcessor: a sampled span joins the queue.
func (b *batcher) OnEnd(s sdktrace.ReadOnlySpan) {
	if !s.SpanContext().IsSampled() {
		return
	}
	b.mu.Lock()
	if b.stopped || len(b.queue) >= b.cfg.maxQueue {
		b.dropped++
		b.mu.Unlock()
		return
	}
	b.queue = append(b.queue, s)
	batch := len(b.queue) == b.cfg.maxBatch
	b.mu.Unlock()
	if batch {
		select {
		case b.full <- struct{}{}:
		default: // already signalled
		}
	}
}

// ForceFlush implements sdktrace.SpanProcessor: it returns once every span
// ended before the call has been exported, or when ctx is done.
func (b *batcher) ForceFlush(ctx context.Context) error {
	reply := make(chan error, 1)
	select {
	case b.flushes <- reply:
	case <-b.done:
		return nil // stopped: everything was exported then
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-reply:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Shutdown implements sdktrace.SpanProcessor: it exports what is queued,
// then shuts the exporter down. Spans ending after it are dropped.
func (b *batcher) Shutdown(ctx context.Context) error {
	b.mu.Lock()
	already := b.stopped
	b.stopped = true
	b.mu.Unlock()
	if already {
		return nil
	}
	close(b.stop)
	select {
	case <-b.done:
	case <-ctx.Done():
		return errors.Join(ctx.Err(), b.exp.Shutdown(ctx))
	}
	return errors.Join(b.stopErr, b.exp.Shutdown(ctx))
}

// run exports a batch when one is full, the queue when the delay has
// passed or on a flush, and the rest when stopped.
func (b *batcher) run() {
	defer close(b.done)
	timer := time.NewTimer(b.cfg.delay)
	defer timer.Stop()
	for {
		select {
		case <-b.full:
			b.export(false)
		case <-timer.C:
			b.export(true)
			timer.Reset(b.cfg.delay)
		case reply := <-b.flushes:
			reply <- b.export(true)
		case <-b.stop:
			b.stopErr = b.export(true)
			return
		}
	}
}

// export sends the queue to the exporter in batches: every span when all
// is set, else the full batches only. It returns the last error.
func (b *batcher) export(all bool) error {
	var last error
	for {
		b.mu.Lock()
		n := len(b.queue)
		if n == 0 || (!all && n < b.cfg.maxBatch) {
			dropped := b.dropped
			b.dropped = 0
			b.mu.Unlock()
			if dropped > 0 {
				b.logger.Warn("spans dropped: the export queue was full", "dropped", dropped, "max_queue", b.cfg.maxQueue)
			}
			return last
		}
		// Swap buffers: spans ending during the export join the other one.
		taken := b.queue
		b.queue, b.spare = b.spare[:0], nil
		b.mu.Unlock()

		for batch := taken; len(batch) > 0; {
			k := min(len(batch), b.cfg.maxBatch)
			if err := b.exportBatch(batch[:k]); err != nil {
				last = err
			}
			batch = batch[k:]
		}
		clear(taken) // the spans are garbage once exported
		b.mu.Lock()
		b.spare = taken[:0]
		b.mu.Unlock()
	}
}

// exportBatch sends one batch within the export timeout.
func (b *batcher) exportBatch(spans []sdktrace.ReadOnlySpan) error {
	ctx, cancel := context.WithTimeout(context.Background(), b.cfg.timeout)
	defer cancel()
	err := b.exp.ExportSpans(ctx, spans)
	if err != nil {
		b.logger.Warn("exporting spans failed", "spans", len(spans), "err", err)
	}
	return err
}
