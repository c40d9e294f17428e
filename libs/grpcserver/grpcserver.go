// Package grpcserver assembles the gRPC server every hermes service runs:
// go-grpc-middleware v2 interceptors (panic recovery, request validation),
// slog request logging, the standard health service, server reflection,
// message size limits, fixed flow-control windows, keepalive enforcement,
// and graceful shutdown with a drain deadline. Each service registers its
// own API on the result.
package grpcserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/recovery"
	"github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/validator"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/health"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/keepalive"
	"google.golang.org/grpc/reflection"
	"google.golang.org/grpc/status"

	"github.com/hermes-agent/hermes/libs/telemetry"
	"github.com/hermes-agent/hermes/libs/tlsconf"
)

// Defaults for Options fields left zero.
const (
	DefaultMaxRecvBytes = 4 << 20
	DefaultMaxSendBytes = 16 << 20
	DefaultDrain        = 10 * time.Second
)

// Options configures a Server. The zero value is usable.
type Options struct {
	// Logger receives request logs and recovered panics; nil discards them.
	Logger *slog.Logger
	// MaxRecvBytes caps an incoming message; larger ones are refused with
	// RESOURCE_EXHAUSTED.
	MaxRecvBytes int
	// MaxSendBytes caps an outgoing message.
	MaxSendBytes int
	// Drain is how long a graceful stop waits for in-flight calls before it
	// closes them.
	Drain time.Duration
	// Unary and Stream are extra interceptors (authentication). They run
	// after recovery and logging and before request validation, so an
	// unauthenticated caller learns nothing about what it sent.
	Unary  []grpc.UnaryServerInterceptor
	Stream []grpc.StreamServerInterceptor
	// Allow, when set, refuses every call but health checks from a client
	// without a verified certificate (UNAUTHENTICATED) or whose identity
	// is not on the list (PERMISSION_DENIED), before anything reads it.
	Allow *tlsconf.AllowList
	// ServerOptions are appended to the built-in ones (credentials).
	ServerOptions []grpc.ServerOption
	// Telemetry traces every call (an OpenTelemetry stats handler that
	// continues the caller's trace and baggage) and measures it (Prometheus
	// server metrics); nil does neither.
	Telemetry *telemetry.Provider
	// HealthAddr, when set, is where Serve also listens in plain text for
	// grpc.health.v1 alone, answered by the same Health: probes that
	// cannot speak TLS see the statuses the main port reports, and reach
	// nothing else.
	HealthAddr string
}

// Server is a gRPC server with health and reflection registered.
type Server struct {
	*grpc.Server
	// Health is the standard grpc.health.v1 service; Serve sets it SERVING
	// and a stop sets it NOT_SERVING before draining.
	Health *health.Server

	logger     *slog.Logger
	drain      time.Duration
	guard      *decodeGuard
	telemetry  *telemetry.Provider
	healthAddr string

	mu      sync.Mutex
	held    map[string]bool
	serving bool
	// healthLis is the plain-text health listener while Serve runs.
	healthLis net.Listener
}

// Hold keeps service NOT_SERVING (and the server as a whole) when Serve
// starts, until Release: for a service that is up but not ready yet. Calls
// to a held service are refused with UNAVAILABLE, so a client that does
// not check health first gets a clear answer instead of one computed from
// a state that is not ready (a planner's partial catalog).
func (s *Server) Hold(service string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.held == nil {
		s.held = map[string]bool{}
	}
	s.held[service] = true
	if s.serving {
		s.Health.SetServingStatus(service, healthpb.HealthCheckResponse_NOT_SERVING)
		s.Health.SetServingStatus("", healthpb.HealthCheckResponse_NOT_SERVING)
	}
}

// Release marks a held service SERVING, and the server too when nothing
// else is held.
func (s *Server) Release(service string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.held[service] {
		return
	}
	delete(s.held, service)
	if s.serving {
		s.Health.SetServingStatus(service, healthpb.HealthCheckResponse_SERVING)
		if len(s.held) == 0 {
			s.Health.SetServingStatus("", healthpb.HealthCheckResponse_SERVING)
		}
	}
}

func (s *Server) markServing() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.serving = true
	for name := range s.GetServiceInfo() {
		st := healthpb.HealthCheckResponse_SERVING
		if s.held[name] {
			st = healthpb.HealthCheckResponse_NOT_SERVING
		}
		s.Health.SetServingStatus(name, st)
	}
	overall := healthpb.HealthCheckResponse_SERVING
	if len(s.held) > 0 {
		overall = healthpb.HealthCheckResponse_NOT_SERVING
	}
	s.Health.SetServingStatus("", overall)
}

// New returns a Server assembled from opts. Register services on it, then
// call Serve.
func New(opts Options) *Server {
	logger := opts.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if opts.MaxRecvBytes <= 0 {
		opts.MaxRecvBytes = DefaultMaxRecvBytes
	}
	if opts.MaxSendBytes <= 0 {
		opts.MaxSendBytes = DefaultMaxSendBytes
	}
	if opts.Drain <= 0 {
		opts.Drain = DefaultDrain
	}

	s := &Server{logger: logger, drain: opts.Drain, guard: newDecodeGuard(), telemetry: opts.Telemetry, healthAddr: opts.HealthAddr}
	unary, stream := s.interceptors(opts)
	serverOpts := []grpc.ServerOption{
		grpc.ForceServerCodecV2(s.guard),
		grpc.ChainUnaryInterceptor(unary...),
		grpc.ChainStreamInterceptor(stream...),
		// Reused workers keep their grown stacks: a goroutine per call
		// would grow a fresh stack each time. When all are busy (long
		// streams), a call gets its own goroutine as without workers.
		grpc.NumStreamWorkers(uint32(runtime.GOMAXPROCS(0))),
		grpc.MaxRecvMsgSize(opts.MaxRecvBytes),
		grpc.MaxSendMsgSize(opts.MaxSendBytes),
		grpc.KeepaliveEnforcementPolicy(keepalive.EnforcementPolicy{
			MinTime:             10 * time.Second,
			PermitWithoutStream: true,
		}),
		grpc.KeepaliveParams(keepalive.ServerParameters{
			MaxConnectionIdle: 15 * time.Minute,
			Time:              2 * time.Minute,
			Timeout:           20 * time.Second,
		}),
	}
	serverOpts = append(serverOpts, serverWindows()...)
	serverOpts = append(serverOpts, opts.Telemetry.ServerOptions()...)
	serverOpts = append(serverOpts, opts.ServerOptions...)
	s.Server = grpc.NewServer(serverOpts...)
	s.Health = health.NewServer()
	healthpb.RegisterHealthServer(s.Server, s.Health)
	reflection.Register(s.Server)
	return s
}

// notReady refuses a call to a held service.
func (s *Server) notReady(fullMethod string) error {
	service, _, _ := strings.Cut(strings.TrimPrefix(fullMethod, "/"), "/")
	s.mu.Lock()
	held := s.held[service]
	s.mu.Unlock()
	if held {
		return status.Errorf(codes.Unavailable, "%s is not ready yet (health NOT_SERVING); retry shortly", service)
	}
	return nil
}

// admitUnary refuses a call to a held service, and a request the codec
// could not decode, before anything reads it. One interceptor does both:
// each level of the chain costs every call an allocation.
func (s *Server) admitUnary(ctx context.Context, req any, info *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (any, error) {
	if err := s.notReady(info.FullMethod); err != nil {
		return nil, err
	}
	if err := s.guard.take(req); err != nil {
		return nil, err
	}
	return handler(ctx, req)
}

// admitStream refuses a stream to a held service, and each of its
// requests the codec could not decode.
func (s *Server) admitStream(srv any, ss grpc.ServerStream, info *grpc.StreamServerInfo, handler grpc.StreamHandler) error {
	if err := s.notReady(info.FullMethod); err != nil {
		return err
	}
	return handler(srv, guardedStream{ServerStream: ss, guard: s.guard})
}

// interceptors returns the server's unary and stream chains, outermost
// first.
func (s *Server) interceptors(opts Options) ([]grpc.UnaryServerInterceptor, []grpc.StreamServerInterceptor) {
	logger := s.logger
	recoveryOpt := recovery.WithRecoveryHandlerContext(func(ctx context.Context, p any) error {
		logger.ErrorContext(ctx, "panic in handler", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
		return status.Error(codes.Internal, "internal error: the handler panicked; the server keeps serving")
	})
	log := callLog{logger: logger}
	// Recovery is outermost so a panic anywhere below becomes codes.Internal;
	// logging sees the final code; a call to a service not ready yet and a
	// request that could not be decoded are refused before anything reads
	// it; validation runs before the handler.
	unary := []grpc.UnaryServerInterceptor{recovery.UnaryServerInterceptor(recoveryOpt), log.unary}
	stream := []grpc.StreamServerInterceptor{recovery.StreamServerInterceptor(recoveryOpt), log.stream}
	// The metrics, like the log, count every call with its final code.
	if mu, ms := opts.Telemetry.ServerInterceptors(); mu != nil {
		unary, stream = append(unary, mu), append(stream, ms)
	}
	if opts.Allow != nil {
		p := peerCheck{allow: opts.Allow}
		unary, stream = append(unary, p.unary), append(stream, p.stream)
	}
	unary = append(unary, s.admitUnary)
	unary = append(append(unary, opts.Unary...), validator.UnaryServerInterceptor())
	stream = append(stream, s.admitStream)
	stream = append(append(stream, opts.Stream...), validator.StreamServerInterceptor())
	return unary, stream
}

// Serve marks every registered service SERVING (but held ones) and serves
// lis, and the plain-text health listener when HealthAddr is set, until ctx
// is done; then it marks them NOT_SERVING and stops gracefully, closing
// calls still running after the drain deadline. The health listener keeps
// answering NOT_SERVING while the drain lasts. It returns nil after a clean
// stop.
func (s *Server) Serve(ctx context.Context, lis net.Listener) error {
	health, err := s.listenHealth()
	if err != nil {
		return errors.Join(err, lis.Close())
	}
	defer health.stop()
	s.telemetry.InitServerMetrics(s.Server)
	s.markServing()

	errc := make(chan error, 1)
	go func() { errc <- s.Server.Serve(lis) }()

	select {
	case err := <-errc:
		return err
	case err := <-health.errc:
		s.Stop()
		<-errc
		return fmt.Errorf("health listener: %w", err)
	case <-ctx.Done():
	}
	s.Health.Shutdown()
	s.logger.Info("draining", "addr", lis.Addr().String(), "deadline", s.drain)
	stopped := make(chan struct{})
	go func() {
		s.GracefulStop()
		close(stopped)
	}()
	timer := time.NewTimer(s.drain)
	defer timer.Stop()
	select {
	case <-stopped:
	case <-timer.C:
		s.logger.Warn("drain deadline passed; closing remaining calls", "addr", lis.Addr().String())
		s.Stop()
		<-stopped
	}
	if err := <-errc; err != nil && !errors.Is(err, grpc.ErrServerStopped) {
		return err
	}
	return nil
}
