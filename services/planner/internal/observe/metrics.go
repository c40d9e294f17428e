package observe

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/hermes-agent/hermes/libs/telemetry"
)

// Metrics are the planner's hermes_* metrics. A nil *Metrics records
// nothing.
type Metrics struct {
	tasks    *prometheus.CounterVec
	running  prometheus.Gauge
	steps    *prometheus.CounterVec
	tokenVec *prometheus.CounterVec
	duration *prometheus.HistogramVec
	reg      prometheus.Registerer
}

// NewMetrics registers the metrics on reg.
func NewMetrics(reg prometheus.Registerer) (*Metrics, error) {
	m := &Metrics{
		reg: reg,
		tasks: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "hermes_tasks_total", Help: "Tasks ended, by final state.",
		}, []string{"state"}),
		running: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "hermes_tasks_running", Help: "Tasks running now.",
		}),
		steps: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "hermes_steps_total", Help: "Tool invocations, by tool, error kind (empty on success) and status.",
		}, []string{"tool", "kind", "status"}),
		tokenVec: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "hermes_tokens_total", Help: "Model tokens the servers reported, by direction (input, output).",
		}, []string{"direction"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "hermes_tool_duration_seconds", Help: "Tool invocation latency as the planner saw it, by tool.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
		}, []string{"tool"}),
	}
	for _, c := range []prometheus.Collector{m.tasks, m.running, m.steps, m.tokenVec, m.duration} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func (m *Metrics) taskStarted() {
	if m != nil {
		m.running.Inc()
	}
}

func (m *Metrics) taskEnded(state string) {
	if m != nil {
		m.running.Dec()
		m.tasks.WithLabelValues(state).Inc()
	}
}

// toolCalled counts one invocation; its latency links to the trace behind
// it when the call was sampled.
func (m *Metrics) toolCalled(ctx context.Context, tool, kind, status string, d time.Duration) {
	if m == nil {
		return
	}
	m.steps.WithLabelValues(tool, kind, status).Inc()
	h := m.duration.WithLabelValues(tool)
	if ex := telemetry.Exemplar(ctx); ex != nil {
		h.(prometheus.ExemplarObserver).ObserveWithExemplar(d.Seconds(), ex)
		return
	}
	h.Observe(d.Seconds())
}

func (m *Metrics) tokens(in, out int) {
	if m == nil {
		return
	}
	if in > 0 {
		m.tokenVec.WithLabelValues("input").Add(float64(in))
	}
	if out > 0 {
		m.tokenVec.WithLabelValues("output").Add(float64(out))
	}
}

// WatchBreakers registers hermes_breaker_state{tool} (0 closed, 1
// half-open, 2 open), read at each scrape from state for every tool that
// tools lists.
func (m *Metrics) WatchBreakers(tools func() []string, state func(tool string) string) error {
	if m == nil {
		return nil
	}
	return m.reg.Register(&breakerCollector{tools: tools, state: state})
}

var breakerDesc = prometheus.NewDesc("hermes_breaker_state",
	"Circuit breaker state per tool: 0 closed, 1 half-open, 2 open.", []string{"tool"}, nil)

type breakerCollector struct {
	tools func() []string
	state func(string) string
}

func (c *breakerCollector) Describe(ch chan<- *prometheus.Desc) { ch <- breakerDesc }

func (c *breakerCollector) Collect(ch chan<- prometheus.Metric) {
	for _, tool := range c.tools() {
		v, err := breakerValue(c.state(tool))
		if err != nil {
			ch <- prometheus.NewInvalidMetric(breakerDesc, err)
			continue
		}
		ch <- prometheus.MustNewConstMetric(breakerDesc, prometheus.GaugeValue, v, tool)
	}
}
