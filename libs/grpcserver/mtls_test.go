package grpcserver

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"net"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/tlsconf"
)

// counting is a ToolRunnerService that counts the calls reaching it.
type counting struct {
	hermesv1.UnimplementedToolRunnerServiceServer
	calls *atomic.Int32
}

func (c counting) InvokeTool(context.Context, *hermesv1.InvokeToolRequest) (*hermesv1.InvokeToolResponse, error) {
	c.calls.Add(1)
	return &hermesv1.InvokeToolResponse{OutputJson: "{}"}, nil
}

// issue writes a certificate for name signed by ca, valid from notBefore
// to notAfter, with the cluster CA file caFile.
func issue(t *testing.T, ca *tlsconf.CA, name string, notBefore, notAfter time.Time, caFile string) tlsconf.Files {
	t.Helper()
	certPEM, keyPEM, err := ca.Issue(name, tlsconf.LocalHosts(), notBefore, notAfter)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	f := tlsconf.Files{Cert: filepath.Join(dir, name+".crt"), Key: filepath.Join(dir, name+".key"), CA: caFile}
	if err := os.WriteFile(f.Cert, certPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(f.Key, keyPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	return f
}

// A toolrunner that allows only planners refuses, over real TCP, a client
// whose certificate another CA signed, an expired one, one not on the
// allow-list and one with no certificate, and none of them reaches the
// handler; a planner's call gets through, and health stays open to a TLS
// client with no certificate.
func TestMutualTLSRefusesUntrustedAndUnlistedClients(t *testing.T) {
	ca, err := tlsconf.NewCA("cluster", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	other, err := tlsconf.NewCA("other", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	caFile := filepath.Join(t.TempDir(), "ca.crt")
	if err := os.WriteFile(caFile, ca.CertPEM(), 0o600); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	server := issue(t, ca, "toolrunner", now.Add(-time.Minute), now.Add(time.Hour), caFile)

	cfg := Config{TLS: server, Allow: "planner", MaxRecvBytes: DefaultMaxRecvBytes, MaxSendBytes: DefaultMaxSendBytes, Drain: time.Second}
	opts, err := cfg.Options()
	if err != nil {
		t.Fatal(err)
	}
	var calls atomic.Int32
	srv := New(opts)
	hermesv1.RegisterToolRunnerServiceServer(srv, counting{calls: &calls})
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, lis) }()
	t.Cleanup(func() { cancel(); <-done })

	// A TLS client that trusts the CA but has no certificate of its own.
	anonymous := credentials.NewTLS(&tls.Config{RootCAs: pool(t, ca), MinVersion: tls.VersionTLS12})
	dialFiles := func(f tlsconf.Files) grpc.DialOption {
		d, err := f.DialOption()
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	tests := []struct {
		name string
		dial grpc.DialOption
		want codes.Code
	}{
		{"planner", dialFiles(issue(t, ca, "planner", now.Add(-time.Minute), now.Add(time.Hour), caFile)), codes.OK},
		// The server asks for a certificate from the cluster CA, so the
		// client sends none of its own: the call is unauthenticated.
		{"certificate from another CA", dialFiles(issue(t, other, "planner", now.Add(-time.Minute), now.Add(time.Hour), caFile)), codes.Unauthenticated},
		// One that presents it anyway fails the handshake.
		{"certificate from another CA, presented anyway", grpc.WithTransportCredentials(forced(t, issue(t, other, "planner", now.Add(-time.Minute), now.Add(time.Hour), caFile), ca)), codes.Unavailable},
		// An expired certificate fails the handshake.
		{"expired certificate", dialFiles(issue(t, ca, "planner", now.Add(-2*time.Hour), now.Add(-time.Hour), caFile)), codes.Unavailable},
		{"identity not on the allow-list", dialFiles(issue(t, ca, "gateway", now.Add(-time.Minute), now.Add(time.Hour), caFile)), codes.PermissionDenied},
		{"no client certificate", grpc.WithTransportCredentials(anonymous), codes.Unauthenticated},
		{"plain text", grpc.WithTransportCredentials(insecure.NewCredentials()), codes.Unavailable},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := calls.Load()
			conn, err := grpc.NewClient(lis.Addr().String(), tt.dial)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			cctx, ccancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer ccancel()
			_, err = hermesv1.NewToolRunnerServiceClient(conn).InvokeTool(cctx, &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: "{}"})
			if got := status.Code(err); got != tt.want {
				t.Fatalf("code = %v, want %v (err %v)", got, tt.want, err)
			}
			reached := calls.Load() - before
			want := int32(0)
			if tt.want == codes.OK {
				want = 1
			}
			if reached != want {
				t.Errorf("handler calls = %d, want %d", reached, want)
			}
		})
	}
	t.Run("health check without a client certificate", func(t *testing.T) {
		conn, err := grpc.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(anonymous))
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		resp, err := healthpb.NewHealthClient(conn).Check(context.Background(), &healthpb.HealthCheckRequest{})
		if err != nil {
			t.Fatalf("a probe's health check was refused: %v", err)
		}
		if resp.GetStatus() != healthpb.HealthCheckResponse_SERVING {
			t.Errorf("health = %v, want SERVING", resp.GetStatus())
		}
	})
}

// forced is a TLS client that presents f's certificate whatever CA the
// server asks for.
func forced(t *testing.T, f tlsconf.Files, ca *tlsconf.CA) credentials.TransportCredentials {
	t.Helper()
	cert, err := tls.LoadX509KeyPair(f.Cert, f.Key)
	if err != nil {
		t.Fatal(err)
	}
	return credentials.NewTLS(&tls.Config{
		RootCAs:              pool(t, ca),
		MinVersion:           tls.VersionTLS12,
		GetClientCertificate: func(*tls.CertificateRequestInfo) (*tls.Certificate, error) { return &cert, nil },
	})
}

func pool(t *testing.T, ca *tlsconf.CA) *x509.CertPool {
	t.Helper()
	p := x509.NewCertPool()
	if !p.AppendCertsFromPEM(ca.CertPEM()) {
		t.Fatal("CA PEM did not parse")
	}
	return p
}
