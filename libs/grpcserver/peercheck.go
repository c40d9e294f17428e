package grpcserver

import (
	"context"
	"strings"

	"google.golang.org/grpc"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	"github.com/hermes-agent/hermes/libs/tlsconf"
)

// peerCheck refuses calls from clients not on the allow-list. Health
// checks stay open to any TLS client: a probe holds no service
// certificate, and a health status tells it nothing about the API.
type peerCheck struct {
	allow *tlsconf.AllowList
}

// exempt reports whether fullMethod is a health check.
func exempt(fullMethod string) bool {
	return strings.HasPrefix(fullMethod, "/"+healthpb.Health_ServiceDesc.ServiceName+"/")
}

func (p peerCheck) unary(ctx context.Context, req any, info *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (any, error) {
	if !exempt(info.FullMethod) {
		if err := p.allow.Check(ctx); err != nil {
			return nil, err
		}
	}
	return handler(ctx, req)
}

func (p peerCheck) stream(srv any, ss grpc.ServerStream, info *grpc.StreamServerInfo, handler grpc.StreamHandler) error {
	if !exempt(info.FullMethod) {
		if err := p.allow.Check(ss.Context()); err != nil {
			return err
		}
	}
	return handler(srv, ss)
}
