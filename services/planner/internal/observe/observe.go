// Package observe turns what the planner's step loop and model engine
// report into OpenTelemetry spans, named after the GenAI conventions
// (invoke_agent, execute_tool, chat), and into the hermes_* Prometheus
// metrics. It is the one place of the planner that knows both.
package observe

import (
	"context"
	"fmt"
	"maps"
	"strings"
	"sync/atomic"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	// The gen_ai.* keys left the semantic conventions after v1.41.0; only
	// those keys come from it (its schema URL is never put on a resource).
	genai "go.opentelemetry.io/otel/semconv/v1.41.0"
	"go.opentelemetry.io/otel/trace"

	"github.com/hermes-agent/hermes/libs/telemetry"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/internal/loop"
	"github.com/hermes-agent/hermes/services/planner/reason/model"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// AgentName is gen_ai.agent.name of the task spans.
const AgentName = "hermes"

// Attribute keys of hermes's own span attributes.
const (
	SubtaskKey        = attribute.Key("hermes.subtask.id")
	StateKey          = attribute.Key("hermes.task.state")
	LimitKey          = attribute.Key("hermes.task.limit")
	StepsKey          = attribute.Key("hermes.task.steps")
	TokensKey         = attribute.Key("hermes.task.tokens")
	SubtasksKey       = attribute.Key("hermes.plan.subtasks")
	StatusKey         = attribute.Key("hermes.step.status")
	ErrorKindKey      = attribute.Key("hermes.error.kind")
	ErrorCodeKey      = attribute.Key("hermes.error.code")
	ReplayedKey       = attribute.Key("hermes.tool.replayed")
	ScoreKey          = attribute.Key("hermes.select.score")
	RunnerUpKey       = attribute.Key("hermes.select.runner_up")
	RunnerUpScoreKey  = attribute.Key("hermes.select.runner_up_score")
	AmbiguousKey      = attribute.Key("hermes.select.ambiguous")
	errorTypeKey      = attribute.Key("error.type")
	tracerName        = "github.com/hermes-agent/hermes/services/planner"
	maxDescriptionLen = 120
)

// Observer implements loop.Observer and model.ChatObserver.
type Observer struct {
	tracer trace.Tracer
	// tracing is false when spans are neither recorded nor exported: the
	// per-step spans are then not started at all, since a no-op span
	// would leave the context as it is anyway.
	tracing bool
	metrics *Metrics // nil when metrics are off
	// toolSpans holds the execute_tool span name of each tool called so
	// far, up to maxToolSpanNames of them; it is replaced, never written.
	toolSpans atomic.Pointer[map[string]string]
}

// maxToolSpanNames bounds how many tools' span names an Observer keeps: a
// catalog's tools fit, and names beyond it are made for each call.
const maxToolSpanNames = 1024

var (
	_ loop.Observer      = (*Observer)(nil)
	_ model.ChatObserver = (*Observer)(nil)
)

// New returns an Observer tracing through tel's tracer provider and, when
// tel has a registry, measuring into it.
func New(tel *telemetry.Provider) (*Observer, error) {
	o := &Observer{tracer: tel.Tracer(tracerName), tracing: tel.Tracing()}
	o.toolSpans.Store(&map[string]string{})
	if reg := tel.Registry(); reg != nil {
		m, err := NewMetrics(reg)
		if err != nil {
			return nil, err
		}
		o.metrics = m
	}
	return o, nil
}

// Metrics returns the metrics, nil when they are off.
func (o *Observer) Metrics() *Metrics { return o.metrics }

// StartTask implements loop.Observer: the execution ID goes into the
// baggage, so every span below and in the toolrunners carries it, and the
// task is the invoke_agent span.
func (o *Observer) StartTask(ctx context.Context, executionID string) (context.Context, func(loop.TaskEnd)) {
	ctx = telemetry.WithExecutionID(ctx, executionID)
	ctx, span := o.tracer.Start(ctx, "invoke_agent "+AgentName, trace.WithAttributes(
		genai.GenAIOperationNameInvokeAgent,
		genai.GenAIAgentName(AgentName),
		telemetry.ExecutionAttr(executionID),
	))
	o.metrics.taskStarted()
	return ctx, func(end loop.TaskEnd) {
		state := strings.ToLower(end.State.String())
		span.SetAttributes(StateKey.String(state), StepsKey.Int64(end.Steps), TokensKey.Int64(end.Tokens))
		if end.Limit != task.LimitNone {
			span.SetAttributes(LimitKey.String(end.Limit.String()))
		}
		if end.State == task.StateFailed {
			span.SetStatus(codes.Error, "task failed")
		}
		span.End()
		o.metrics.taskEnded(state)
	}
}

// StartPlan implements loop.Observer.
func (o *Observer) StartPlan(ctx context.Context) (context.Context, func(*task.Plan, error)) {
	ctx, span := o.tracer.Start(ctx, "plan")
	return ctx, func(plan *task.Plan, err error) {
		if plan != nil {
			span.SetAttributes(SubtasksKey.Int(len(plan.Subtasks)))
		}
		if err != nil {
			span.RecordError(err)
			span.SetStatus(codes.Error, err.Error())
		}
		span.End()
	}
}

// StartSubtask implements loop.Observer. Subtasks that run in parallel are
// sibling spans under the task's, overlapping in time.
func (o *Observer) StartSubtask(ctx context.Context, st *task.Subtask) (context.Context, func(loop.SubtaskEnd)) {
	if !o.tracing {
		return ctx, func(loop.SubtaskEnd) {}
	}
	ctx, span := o.tracer.Start(ctx, "subtask "+st.ID, trace.WithAttributes(
		SubtaskKey.String(st.ID),
		attribute.String("hermes.subtask.description", toolspec.Truncate(st.Description, maxDescriptionLen)),
	))
	return ctx, func(end loop.SubtaskEnd) {
		span.SetAttributes(statusAttrs(end.Status)...)
		if end.Kind != toolerr.KindUnspecified {
			span.SetAttributes(ErrorKindKey.String(end.Kind.String()))
		}
		if end.Err != nil {
			span.SetAttributes(ErrorKindKey.String(end.Err.Kind.String()), ErrorCodeKey.String(end.Err.Code))
		}
		if end.Status == task.StepFailed || end.Err != nil {
			span.SetStatus(codes.Error, "subtask "+end.Status.String())
		}
		span.End()
	}
}

// Selected implements loop.Observer: a select_tool span records the choice
// and how close the runner-up came. A tool the caller named was not
// selected, and has no such span: it would record nothing the subtask's
// span and its execute_tool span do not.
func (o *Observer) Selected(ctx context.Context, st *task.Subtask, tool string) {
	if len(st.Scores) == 0 || !trace.SpanFromContext(ctx).IsRecording() {
		return // nothing was scored, or nothing would be kept
	}
	attrs := []attribute.KeyValue{SubtaskKey.String(st.ID), genai.GenAIToolName(tool), AmbiguousKey.Bool(len(st.Ambiguous) == 2 && st.Ambiguous[0] == tool)}
	for _, s := range st.Scores {
		if s.Tool == tool {
			attrs = append(attrs, ScoreKey.Float64(s.Score))
			continue
		}
		if !hasKey(attrs, RunnerUpKey) {
			attrs = append(attrs, RunnerUpKey.String(s.Tool), RunnerUpScoreKey.Float64(s.Score))
		}
	}
	_, span := o.tracer.Start(ctx, "select_tool "+tool, trace.WithAttributes(attrs...))
	span.End()
}

// StartToolCall implements loop.Observer: each invocation is an
// execute_tool span, parent of the gRPC call to the runner.
func (o *Observer) StartToolCall(ctx context.Context, tool string, call task.Call) (context.Context, func(loop.ToolEnd)) {
	if !o.tracing {
		if o.metrics == nil {
			return ctx, func(loop.ToolEnd) {}
		}
		return ctx, func(end loop.ToolEnd) { o.metrics.toolCalled(ctx, tool, toolKind(end), toolStatus(end), end.Duration) }
	}
	// The span's context is a variable of its own: were ctx assigned and
	// captured, every call would move ctx to the heap, spans or not.
	spanCtx, span := o.tracer.Start(ctx, o.toolSpanName(tool), trace.WithAttributes(
		genai.GenAIOperationNameExecuteTool,
		genai.GenAIToolName(tool),
		genai.GenAIToolCallID(call.ExecutionID+"/"+call.StepID),
	))
	return spanCtx, func(end loop.ToolEnd) {
		kind := toolKind(end)
		if end.Err != nil {
			span.SetAttributes(ErrorKindKey.String(kind), ErrorCodeKey.String(end.Err.Code), errorTypeKey.String(kind))
			span.SetStatus(codes.Error, end.Err.Message)
		}
		if end.Replayed {
			span.SetAttributes(ReplayedKey.Bool(true))
		}
		o.metrics.toolCalled(spanCtx, tool, kind, toolStatus(end), end.Duration)
		span.End()
	}
}

// stepStatusAttrs holds, for each step status, the one attribute a
// subtask's span ends with: made once, not at the end of every subtask.
var stepStatusAttrs = func() map[task.StepStatus][]attribute.KeyValue {
	m := map[task.StepStatus][]attribute.KeyValue{}
	for st := task.StepPending; st <= task.StepUnknownOutcome; st++ {
		m[st] = []attribute.KeyValue{StatusKey.String(st.String())}
	}
	return m
}()

// statusAttrs returns the attributes naming a subtask's status. The slice
// is shared: SetAttributes copies it, and nothing may write to it.
func statusAttrs(st task.StepStatus) []attribute.KeyValue {
	if a, ok := stepStatusAttrs[st]; ok {
		return a
	}
	return []attribute.KeyValue{StatusKey.String(st.String())}
}

// toolSpanName returns "execute_tool " and the tool's name, made once per
// tool instead of once per call.
func (o *Observer) toolSpanName(tool string) string {
	names := o.toolSpans.Load()
	if n, ok := (*names)[tool]; ok {
		return n
	}
	name := "execute_tool " + tool
	if len(*names) < maxToolSpanNames {
		grown := maps.Clone(*names)
		grown[tool] = name
		// A name another call stored meanwhile is lost, and made again.
		o.toolSpans.CompareAndSwap(names, &grown)
	}
	return name
}

// toolStatus is a call's status label: success or error.
func toolStatus(end loop.ToolEnd) string {
	if end.Err != nil {
		return "error"
	}
	return "success"
}

// toolKind is a failed call's error kind, empty on success.
func toolKind(end loop.ToolEnd) string {
	if end.Err != nil {
		return end.Err.Kind.String()
	}
	return ""
}

// StartChat implements model.ChatObserver: each request is a chat span
// with the usage the server reported.
func (o *Observer) StartChat(ctx context.Context, modelName string) (context.Context, func(model.ChatEnd)) {
	ctx, span := o.tracer.Start(ctx, "chat "+modelName, trace.WithSpanKind(trace.SpanKindClient), trace.WithAttributes(
		genai.GenAIOperationNameChat,
		genai.GenAIRequestModel(modelName),
	))
	return ctx, func(end model.ChatEnd) {
		if end.Err != nil {
			span.RecordError(end.Err)
			span.SetStatus(codes.Error, end.Err.Error())
		} else {
			span.SetAttributes(genai.GenAIUsageInputTokens(end.InputTokens), genai.GenAIUsageOutputTokens(end.OutputTokens))
		}
		o.metrics.tokens(end.InputTokens, end.OutputTokens)
		span.End()
	}
}

func hasKey(attrs []attribute.KeyValue, k attribute.Key) bool {
	for _, a := range attrs {
		if a.Key == k {
			return true
		}
	}
	return false
}

// breakerValue is a breaker state as a gauge value.
func breakerValue(state string) (float64, error) {
	switch state {
	case "closed":
		return 0, nil
	case "half-open":
		return 1, nil
	case "open":
		return 2, nil
	}
	return 0, fmt.Errorf("unknown breaker state %q", state)
}
