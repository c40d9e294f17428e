package grpcserver

import (
	"fmt"
	"net"

	"google.golang.org/grpc"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
)

// healthListener is the plain-text listener serving only grpc.health.v1;
// the zero value serves nothing.
type healthListener struct {
	srv  *grpc.Server
	errc chan error // nil when not serving: a receive never fires
}

// listenHealth opens HealthAddr, when set, and serves the server's Health
// on it: the same statuses the main port reports, and no other service,
// so a probe speaking plain text learns readiness and nothing more.
func (s *Server) listenHealth() (healthListener, error) {
	if s.healthAddr == "" {
		return healthListener{}, nil
	}
	lis, err := net.Listen("tcp", s.healthAddr)
	if err != nil {
		return healthListener{}, fmt.Errorf("health-addr: %w", err)
	}
	srv := grpc.NewServer(grpc.MaxRecvMsgSize(4 << 10))
	healthpb.RegisterHealthServer(srv, s.Health)
	h := healthListener{srv: srv, errc: make(chan error, 1)}
	go func() { h.errc <- srv.Serve(lis) }()
	s.mu.Lock()
	s.healthLis = lis
	s.mu.Unlock()
	s.logger.Info("serving health in plain text", "addr", lis.Addr().String())
	return h, nil
}

// stop closes the health listener and its calls (a Watch would hold a
// graceful stop); the main server has drained by then.
func (h healthListener) stop() {
	if h.srv != nil {
		h.srv.Stop()
	}
}
