// Package httpapi is the gateway's HTTP edge: a webhook that submits goals
// and a small REST mapping of the gateway API, with server-sent events for
// an execution's log. It authenticates callers with the gateway's API keys
// (or, for submitted goals, a sender's HMAC signature) and forwards to the
// planner exactly as the gRPC edge does, principal included. Like the rest
// of the entry layer it never calls a toolrunner and never touches a store.
package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal"
)

// API is what the HTTP edge forwards to: the gateway's own service.
type API interface {
	SubmitGoal(context.Context, *hermesv1.SubmitGoalRequest) (*hermesv1.SubmitGoalResponse, error)
	GetTask(context.Context, *hermesv1.GetTaskRequest) (*hermesv1.GetTaskResponse, error)
	CancelTask(context.Context, *hermesv1.CancelTaskRequest) (*hermesv1.CancelTaskResponse, error)
	ApproveStep(context.Context, *hermesv1.ApproveStepRequest) (*hermesv1.ApproveStepResponse, error)
	Watch(context.Context, *hermesv1.WatchTaskRequest, func(*hermesv1.TaskEvent) error) error
	CheckTools(context.Context, *hermesv1.Task) error
}

// Keys resolves an API key to its principal.
type Keys interface {
	Lookup(key string) (principal.Principal, bool)
}

// Defaults of Options.
const (
	DefaultMaxBody   = 1 << 20
	DefaultSkew      = 5 * time.Minute
	DefaultMaxReplay = 100_000
)

// Options configures the HTTP edge.
type Options struct {
	// Keys authenticates bearer API keys; nil means authentication is off,
	// as on the gRPC edge.
	Keys Keys
	// Senders verifies signed webhook requests; nil refuses signatures.
	Senders Verifier
	// MaxBody is the largest request body, in bytes.
	MaxBody int64
	// Skew is how far a signed request's timestamp may be from now.
	Skew time.Duration
	// MaxReplay bounds the signatures remembered to refuse replays.
	MaxReplay int
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// MCP, when set, is served at /mcp.
	MCP    http.Handler
	Logger *slog.Logger
}

// Handler serves the HTTP API.
type Handler struct {
	api    API
	opts   Options
	sigs   *signatures
	mux    *http.ServeMux
	logger *slog.Logger
}

// New returns the HTTP API over api.
func New(api API, opts Options) *Handler {
	if opts.MaxBody <= 0 {
		opts.MaxBody = DefaultMaxBody
	}
	if opts.Skew <= 0 {
		opts.Skew = DefaultSkew
	}
	if opts.MaxReplay <= 0 {
		opts.MaxReplay = DefaultMaxReplay
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	h := &Handler{api: api, opts: opts, mux: http.NewServeMux(), logger: opts.Logger}
	if opts.Senders != nil {
		h.sigs = &signatures{verifier: opts.Senders, skew: opts.Skew, now: opts.Now, seen: newReplayCache(opts.MaxReplay)}
	}
	h.mux.HandleFunc("POST /v1/goals", h.submit)
	h.mux.HandleFunc("GET /v1/tasks/{id}", h.getTask)
	h.mux.HandleFunc("GET /v1/tasks/{id}/events", h.events)
	// A wildcard must fill its segment, so "{id}:cancel" is split by hand.
	h.mux.HandleFunc("POST /v1/tasks/{call}", h.taskCall)
	if opts.MCP != nil {
		h.mux.Handle("/mcp", opts.MCP)
	}
	h.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, status.Errorf(codes.NotFound, "no endpoint %s %s; see docs/operations.md (HTTP API)", r.Method, r.URL.Path))
	})
	return h
}

// ServeHTTP implements http.Handler.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) { h.mux.ServeHTTP(w, r) }

// bearer authenticates an Authorization: Bearer key. ok is false when the
// request carries no Authorization header at all.
func (h *Handler) bearer(r *http.Request) (p *principal.Principal, present bool, err error) {
	v := r.Header.Get("Authorization")
	if v == "" {
		return nil, false, nil
	}
	scheme, key, _ := strings.Cut(v, " ")
	if !strings.EqualFold(scheme, "bearer") || key == "" {
		return nil, true, status.Error(codes.Unauthenticated, "Authorization: want \"Bearer <api key>\"")
	}
	if h.opts.Keys == nil {
		return nil, true, nil // authentication is off: every caller is anonymous
	}
	pr, ok := h.opts.Keys.Lookup(key)
	if !ok {
		return nil, true, status.Error(codes.Unauthenticated, "unknown API key")
	}
	return &pr, true, nil
}

// authenticate resolves the caller of a request without a signed body.
func (h *Handler) authenticate(r *http.Request) (context.Context, error) {
	p, present, err := h.bearer(r)
	switch {
	case err != nil:
		return nil, err
	case !present && h.opts.Keys != nil:
		return nil, status.Error(codes.Unauthenticated, "missing credentials: send \"Authorization: Bearer <api key>\"")
	}
	return withPrincipal(r.Context(), p), nil
}

func withPrincipal(ctx context.Context, p *principal.Principal) context.Context {
	if p == nil {
		return ctx
	}
	return principal.NewContext(ctx, *p)
}

// readBody reads the request body up to the size limit.
func (h *Handler) readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.opts.MaxBody))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return nil, &statusError{st: status.Newf(codes.ResourceExhausted, "request body over %d bytes", h.opts.MaxBody), mark: errTooLarge}
	case err != nil:
		return nil, status.Errorf(codes.InvalidArgument, "reading the body: %v", err)
	}
	return b, nil
}

// submit is POST /v1/goals: a SubmitGoalRequest as JSON, authenticated by
// an API key or a sender's signature.
func (h *Handler) submit(w http.ResponseWriter, r *http.Request) {
	ctx, body, err := h.authenticateSubmit(w, r)
	if err != nil {
		writeError(w, err)
		return
	}
	var req hermesv1.SubmitGoalRequest
	if err := decode(body, &req); err != nil {
		writeError(w, err)
		return
	}
	switch {
	case req.GetInput() == nil:
		writeError(w, status.Error(codes.InvalidArgument, `the body needs a "goal" or a "task"`))
		return
	case req.GetTask() != nil:
		if err := h.api.CheckTools(ctx, req.GetTask()); err != nil {
			writeError(w, err)
			return
		}
	}
	resp, err := h.api.SubmitGoal(ctx, &req)
	if err != nil {
		writeError(w, err)
		return
	}
	h.logger.Info("goal submitted over HTTP", "execution_id", resp.GetExecutionId(), "principal", principalName(ctx))
	w.Header().Set("Location", "/v1/tasks/"+resp.GetExecutionId())
	writeProto(w, http.StatusAccepted, resp)
}

// authenticateSubmit accepts an API key or a signature; with a signature
// the body must be read first, as the MAC covers it.
func (h *Handler) authenticateSubmit(w http.ResponseWriter, r *http.Request) (context.Context, []byte, error) {
	if r.Header.Get(HeaderSignature) == "" || r.Header.Get("Authorization") != "" {
		ctx, err := h.authenticate(r)
		if err != nil {
			return nil, nil, err
		}
		body, err := h.readBody(w, r)
		return ctx, body, err
	}
	if h.sigs == nil {
		return nil, nil, status.Error(codes.Unauthenticated, "signed requests are not accepted: the gateway has no -webhook-secrets")
	}
	body, err := h.readBody(w, r)
	if err != nil {
		return nil, nil, err
	}
	p, err := h.sigs.check(r.Header, body)
	if err != nil {
		return nil, nil, err
	}
	return principal.NewContext(r.Context(), p), body, nil
}

func principalName(ctx context.Context) string {
	if p := principal.FromContext(ctx); p != nil {
		return p.Name
	}
	return ""
}

// getTask is GET /v1/tasks/{id}.
func (h *Handler) getTask(w http.ResponseWriter, r *http.Request) {
	ctx, err := h.authenticate(r)
	if err != nil {
		writeError(w, err)
		return
	}
	resp, err := h.api.GetTask(ctx, &hermesv1.GetTaskRequest{ExecutionId: r.PathValue("id")})
	if err != nil {
		writeError(w, err)
		return
	}
	writeProto(w, http.StatusOK, resp)
}

// taskCall is POST /v1/tasks/{id}:cancel and POST /v1/tasks/{id}:approve.
func (h *Handler) taskCall(w http.ResponseWriter, r *http.Request) {
	id, verb, ok := cutLast(r.PathValue("call"), ":")
	if !ok || id == "" || (verb != "cancel" && verb != "approve") {
		writeError(w, status.Errorf(codes.NotFound, "no endpoint POST %s: want /v1/tasks/{id}:cancel or :approve", r.URL.Path))
		return
	}
	ctx, err := h.authenticate(r)
	if err != nil {
		writeError(w, err)
		return
	}
	body, err := h.readBody(w, r)
	if err != nil {
		writeError(w, err)
		return
	}
	var resp proto.Message
	if verb == "cancel" {
		resp, err = h.cancel(ctx, id, body)
	} else {
		resp, err = h.approve(ctx, id, body)
	}
	if err != nil {
		writeError(w, err)
		return
	}
	writeProto(w, http.StatusOK, resp)
}

func (h *Handler) cancel(ctx context.Context, id string, body []byte) (proto.Message, error) {
	var req hermesv1.CancelTaskRequest
	if len(body) > 0 {
		if err := decode(body, &req); err != nil {
			return nil, err
		}
	}
	req.ExecutionId = id
	return h.api.CancelTask(ctx, &req)
}

func (h *Handler) approve(ctx context.Context, id string, body []byte) (proto.Message, error) {
	var req hermesv1.ApproveStepRequest
	if err := decode(body, &req); err != nil {
		return nil, err
	}
	// approve is a plain bool, absent meaning false: a body that forgot it
	// would silently reject the step, so it must be stated.
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) != nil || fields["approve"] == nil {
		return nil, status.Error(codes.InvalidArgument, `the body must say "approve": true or false`)
	}
	req.ExecutionId = id
	return h.api.ApproveStep(ctx, &req)
}

// cutLast splits s around the last sep.
func cutLast(s, sep string) (before, after string, ok bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// decode reads a JSON body into m; unknown fields are an error, so a
// misspelt field is not silently ignored.
func decode(body []byte, m proto.Message) error {
	if err := protojson.Unmarshal(body, m); err != nil {
		return status.Errorf(codes.InvalidArgument, "malformed JSON body: %v", err)
	}
	return nil
}

func writeProto(w http.ResponseWriter, code int, m proto.Message) {
	b, err := protojson.Marshal(m)
	if err != nil {
		writeError(w, status.Errorf(codes.Internal, "encoding the response: %v", err))
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_, _ = w.Write(append(b, '\n'))
}

// afterSeq is where an event stream resumes: the Last-Event-ID a
// reconnecting EventSource sends, or ?after=SEQ.
func afterSeq(r *http.Request) (int64, error) {
	v := r.Header.Get("Last-Event-ID")
	if v == "" {
		v = r.URL.Query().Get("after")
	}
	if v == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 {
		return 0, status.Errorf(codes.InvalidArgument, "after: %q is not a sequence number", v)
	}
	return n, nil
}

// events is GET /v1/tasks/{id}/events: the execution's events as
// server-sent events, its history first, then live until it ends. Each
// event's id is its sequence number, so a reconnecting client resumes
// where it stopped.
func (h *Handler) events(w http.ResponseWriter, r *http.Request) {
	ctx, err := h.authenticate(r)
	if err != nil {
		writeError(w, err)
		return
	}
	after, err := afterSeq(r)
	if err != nil {
		writeError(w, err)
		return
	}
	rc := http.NewResponseController(w)
	started := false
	err = h.api.Watch(ctx, &hermesv1.WatchTaskRequest{ExecutionId: r.PathValue("id"), AfterSeq: after}, func(ev *hermesv1.TaskEvent) error {
		if !started {
			// Headers wait for the first event, so a refusal (not found,
			// not yours) is still a plain JSON error with its status.
			w.Header().Set("Content-Type", "text/event-stream")
			w.Header().Set("Cache-Control", "no-cache")
			w.Header().Set("X-Accel-Buffering", "no")
			w.WriteHeader(http.StatusOK)
			started = true
		}
		data, err := protojson.Marshal(ev)
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", ev.GetSeq(), strings.TrimPrefix(ev.GetKind().String(), "EVENT_KIND_"), data); err != nil {
			return err
		}
		return rc.Flush()
	})
	switch {
	case err == nil, ctx.Err() != nil:
	case !started:
		writeError(w, err)
	default:
		st, _ := status.FromError(err)
		b, _ := json.Marshal(ErrorBody{Error: ErrorDetail{Code: CodeName(st.Code()), Message: st.Message()}})
		fmt.Fprintf(w, "event: error\ndata: %s\n\n", b)
	}
}
