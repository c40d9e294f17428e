package grpcserver

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync/atomic"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/peer"
	"google.golang.org/grpc/status"
)

// callLog logs each finished call at a level chosen by its status code. It
// asks the logger whether that level is enabled before it builds a single
// field, so that a server whose request logs are off pays nothing for them.
type callLog struct {
	logger *slog.Logger
}

func (c callLog) unary(ctx context.Context, req any, info *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (any, error) {
	start := time.Now()
	ctx, note := c.noted(ctx)
	if r, ok := req.(interface{ GetExecutionId() string }); ok && note != nil {
		note.name(r.GetExecutionId())
	}
	resp, err := handler(ctx, req)
	err = withContextCode(err)
	c.finish(ctx, note, info.FullMethod, "unary", start, err)
	return resp, err
}

func (c callLog) stream(srv any, ss grpc.ServerStream, info *grpc.StreamServerInfo, handler grpc.StreamHandler) error {
	start := time.Now()
	ctx, note := c.noted(ss.Context())
	if note != nil {
		ss = &notedStream{ServerStream: ss, ctx: ctx, note: note}
	}
	err := withContextCode(handler(srv, ss))
	typ := "bidi_stream"
	switch {
	case info.IsServerStream && !info.IsClientStream:
		typ = "server_stream"
	case info.IsClientStream && !info.IsServerStream:
		typ = "client_stream"
	}
	c.finish(ctx, note, info.FullMethod, typ, start, err)
	return err
}

// noted returns ctx carrying a note the handler can name its execution in,
// or ctx and nil when the logger would write no call's record.
func (c callLog) noted(ctx context.Context) (context.Context, *callNote) {
	if !c.logger.Enabled(ctx, slog.LevelError) {
		return ctx, nil
	}
	n := &callNote{}
	return context.WithValue(ctx, callNoteKey{}, n), n
}

func (c callLog) finish(ctx context.Context, note *callNote, fullMethod, methodType string, start time.Time, err error) {
	code := status.Code(err)
	level := codeLevel(code)
	if code == codes.OK && routine(fullMethod) {
		level = slog.LevelDebug
	}
	if !c.logger.Enabled(ctx, level) {
		return
	}
	service, method := splitMethod(fullMethod)
	attrs := make([]slog.Attr, 0, 8)
	attrs = append(attrs,
		slog.String("grpc.component", "server"),
		slog.String("grpc.service", service),
		slog.String("grpc.method", method),
		slog.String("grpc.method_type", methodType),
		slog.String("grpc.code", code.String()),
		slog.Duration("grpc.duration", time.Since(start)),
	)
	if p, ok := peer.FromContext(ctx); ok && p.Addr != nil {
		attrs = append(attrs, slog.String("peer.address", p.Addr.String()))
	}
	if err != nil {
		attrs = append(attrs, slog.String("grpc.error", err.Error()))
	}
	if id := note.executionID(); id != "" {
		attrs = append(attrs, slog.String("execution_id", id))
	}
	c.logger.LogAttrs(ctx, level, "finished call", attrs...)
}

// callNote is what a handler tells its call's log record: the execution
// the call concerns, when the request does not carry it or the handler
// chose it (a goal submitted without an ID).
type callNote struct {
	id atomic.Pointer[string]
}

type callNoteKey struct{}

func (n *callNote) name(id string) {
	if id != "" {
		n.id.Store(&id)
	}
}

func (n *callNote) executionID() string {
	if n == nil {
		return ""
	}
	if id := n.id.Load(); id != nil {
		return *id
	}
	return ""
}

// LogExecution names the execution a call concerns in the record the
// server logs when the call finishes; ctx is the handler's. A unary
// request with an execution_id field names it by itself, and a stream's
// first such request does too.
func LogExecution(ctx context.Context, id string) {
	if n, ok := ctx.Value(callNoteKey{}).(*callNote); ok {
		n.name(id)
	}
}

// notedStream is a server stream whose context carries the call's note and
// whose first request names the execution when it has an execution_id.
type notedStream struct {
	grpc.ServerStream
	ctx  context.Context
	note *callNote
	read bool
}

func (s *notedStream) Context() context.Context { return s.ctx }

func (s *notedStream) RecvMsg(m any) error {
	err := s.ServerStream.RecvMsg(m)
	if err == nil && !s.read {
		s.read = true
		if r, ok := m.(interface{ GetExecutionId() string }); ok {
			s.note.name(r.GetExecutionId())
		}
	}
	return err
}

// withContextCode gives a handler's bare context error the status code it
// stands for. A server stream the client stopped following (a caller that
// detaches after the first event) ends with context.Canceled; without this
// it would leave as codes.Unknown and be logged as a server error.
func withContextCode(err error) error {
	if err == nil {
		return nil
	}
	var st interface{ GRPCStatus() *status.Status }
	if errors.As(err, &st) {
		return err
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return status.FromContextError(err).Err()
	}
	return err
}

// codeLevel is how loudly a call ending with code is logged: the caller's
// own mistakes and cancellations are routine, the server's failures errors.
func codeLevel(code codes.Code) slog.Level {
	switch code {
	case codes.OK, codes.Canceled, codes.NotFound, codes.AlreadyExists, codes.InvalidArgument, codes.Unauthenticated:
		return slog.LevelInfo
	case codes.DeadlineExceeded, codes.PermissionDenied, codes.ResourceExhausted, codes.FailedPrecondition,
		codes.Aborted, codes.OutOfRange, codes.Unavailable:
		return slog.LevelWarn
	default:
		return slog.LevelError
	}
}

// routine reports whether a method is called on a timer rather than on a
// person's behalf — health probes, the planner's catalog refresh — so that
// its successful calls log at debug and do not drown the task logs.
func routine(fullMethod string) bool {
	switch fullMethod {
	case "/grpc.health.v1.Health/Check", "/grpc.health.v1.Health/List",
		"/hermes.v1.ToolRunnerService/ListTools", "/hermes.v1.ToolRunnerService/DescribeTool":
		return true
	}
	return false
}

// splitMethod splits "/pkg.Service/Method" into service and method.
func splitMethod(full string) (service, method string) {
	full = strings.TrimPrefix(full, "/")
	if i := strings.LastIndexByte(full, '/'); i >= 0 {
		return full[:i], full[i+1:]
	}
	return "unknown", full
}
