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
	timeout  time.Duration // the longest one export may take; 0 is no limit
	maxQueue int           // spans held at most, those being exported included
	maxBatch int           // spans per export at most
}

// minScheduleDelay is the shortest delay between exports: a delay of 0
// exports as soon as the batcher's goroutine runs, not in a busy loop.
const minScheduleDelay = time.Millisecond

// batchConfigFromEnv reads OTEL_BSP_SCHEDULE_DELAY, OTEL_BSP_EXPORT_TIMEOUT
// (milliseconds), OTEL_BSP_MAX_QUEUE_SIZE and OTEL_BSP_MAX_EXPORT_BATCH_SIZE
// as the SDK's batcher does: an unset or invalid value keeps its default, an
// export timeout of 0 sets no limit, and a batch larger than the queue is
// cut to the smaller of the default batch and the queue.
func batchConfigFromEnv(getenv func(string) string) batchConfig {
	value := func(name string, def, least int) int {
		if n, err := strconv.Atoi(getenv(name)); err == nil && n >= least {
			return n
		}
		return def
	}
	millis := func(name string, def time.Duration) time.Duration {
		return time.Duration(value(name, int(def/time.Millisecond), 0)) * time.Millisecond
	}
	c := batchConfig{
		delay:    max(millis("OTEL_BSP_SCHEDULE_DELAY", defaultScheduleDelay), minScheduleDelay),
		timeout:  millis("OTEL_BSP_EXPORT_TIMEOUT", defaultExportTimeout),
		maxQueue: value("OTEL_BSP_MAX_QUEUE_SIZE", defaultMaxQueue, 1),
		maxBatch: value("OTEL_BSP_MAX_EXPORT_BATCH_SIZE", defaultMaxBatch, 1),
	}
	if c.maxBatch > c.maxQueue {
		c.maxBatch = min(defaultMaxBatch, c.maxQueue)
	}
	return c
}

// batcher is the span processor that hands ended spans to the exporter in
// batches, off the path of the work being traced. The SDK's batch
// processor passes every span over a channel to its export goroutine, which
// wakes it once per span whenever it was idle: on a step that makes three
// spans that costs more CPU than exporting them. The batcher appends an
// ended span to its queue under a mutex and wakes its goroutine only when a
// batch is full, when the delay has passed, or to flush; its goroutine
// sleeps otherwise. The exporter is only ever called from that goroutine,
// one call at a time, Shutdown last. A span that finds maxQueue spans
// queued or being exported is dropped and counted, never waited for.
type batcher struct {
	exp    sdktrace.SpanExporter
	cfg    batchConfig
	logger *slog.Logger

	mu       sync.Mutex
	queue    []sdktrace.ReadOnlySpan
	spare    []sdktrace.ReadOnlySpan // the queue's other buffer, exported from
	sending  int                     // spans taken from the queue and not yet exported
	dropped  int                     // since the last export
	stopped  bool
	stopping context.Context // Shutdown's context, set before stop closes

	full    chan struct{}   // a batch is waiting; holds one signal at most
	flushes chan chan error // each receives the flush's outcome
	stop    chan struct{}
	done    chan struct{} // closed once the exporter is shut down
	stopErr error         // the last export's and the exporter's errors, read after done
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
// One ending after Shutdown is dropped, as the SDK's batcher drops it.
func (b *batcher) OnEnd(s sdktrace.ReadOnlySpan) {
	if !s.SpanContext().IsSampled() {
		return
	}
	b.mu.Lock()
	if b.stopped {
		b.mu.Unlock()
		return
	}
	if len(b.queue)+b.sending >= b.cfg.maxQueue {
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
	if err := ctx.Err(); err != nil {
		return err
	}
	reply := make(chan error, 1)
	select {
	case b.flushes <- reply:
	case <-b.done:
		return nil // shut down: everything was exported then
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

// Shutdown implements sdktrace.SpanProcessor: the batcher's goroutine
// exports what is queued within ctx, then shuts the exporter down. When ctx
// ends first, Shutdown returns its error at once and the goroutine still
// shuts the exporter down after the export in progress, never during it.
// A second Shutdown waits for the first, within its own ctx.
func (b *batcher) Shutdown(ctx context.Context) error {
	b.mu.Lock()
	first := !b.stopped
	if first {
		b.stopped = true
		b.stopping = ctx
	}
	b.mu.Unlock()
	if first {
		close(b.stop)
	}
	select {
	case <-b.done:
		if first {
			return b.stopErr
		}
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// run exports a batch when one is full, the queue when the delay has
// passed or on a flush, and on Shutdown the rest, then shuts the exporter
// down.
func (b *batcher) run() {
	defer close(b.done)
	timer := time.NewTimer(b.cfg.delay)
	defer timer.Stop()
	for {
		select {
		case <-b.full:
			b.export(context.Background(), false)
		case <-timer.C:
			b.export(context.Background(), true)
			timer.Reset(b.cfg.delay)
		case reply := <-b.flushes:
			reply <- b.export(context.Background(), true)
		case <-b.stop:
			b.mu.Lock()
			ctx := b.stopping
			b.mu.Unlock()
			err := b.export(ctx, true)
			b.stopErr = errors.Join(err, b.exp.Shutdown(ctx))
			return
		}
	}
}

// export sends the queue to the exporter in batches of at most maxBatch:
// every span when all is set, else what was queued when the queue held a
// full batch. Each export's context is ctx with the export timeout. It
// returns the last error.
func (b *batcher) export(ctx context.Context, all bool) error {
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
		// Swap buffers: spans ending during the export join the other one,
		// and count against the queue's bound with those being sent.
		taken := b.queue
		b.queue, b.spare = b.spare[:0], nil
		b.sending = len(taken)
		b.mu.Unlock()

		for batch := taken; len(batch) > 0; {
			k := min(len(batch), b.cfg.maxBatch)
			// A batch's capacity ends with it: an exporter that appends to
			// its slice cannot write over the next batch.
			if err := b.exportBatch(ctx, batch[:k:k]); err != nil {
				last = err
			}
			batch = batch[k:]
			b.mu.Lock()
			b.sending -= k
			b.mu.Unlock()
		}
		clear(taken) // the spans are garbage once exported
		b.mu.Lock()
		b.spare = taken[:0]
		b.mu.Unlock()
	}
}

// exportBatch sends one batch within the export timeout.
func (b *batcher) exportBatch(ctx context.Context, spans []sdktrace.ReadOnlySpan) error {
	if b.cfg.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, b.cfg.timeout)
		defer cancel()
	}
	err := b.exp.ExportSpans(ctx, spans)
	if err != nil {
		b.logger.Warn("exporting spans failed", "spans", len(spans), "err", err)
	}
	return err
}
