package grpcserver

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	reflectionpb "google.golang.org/grpc/reflection/grpc_reflection_v1"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/tlsconf"
)

// plainConn dials addr in plain text.
func plainConn(t *testing.T, addr string) *grpc.ClientConn {
	t.Helper()
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

func healthOf(t *testing.T, conn *grpc.ClientConn, service string) healthpb.HealthCheckResponse_ServingStatus {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	resp, err := healthpb.NewHealthClient(conn).Check(ctx, &healthpb.HealthCheckRequest{Service: service})
	if err != nil {
		t.Fatalf("health of %q: %v", service, err)
	}
	return resp.GetStatus()
}

// A server with mutual TLS and -health-addr answers health checks in plain
// text on the health port, with the statuses its main port reports, while
// its main port refuses plain text; the health port serves no other
// service, and closes when the server stops.
func TestHealthListenerServesOnlyHealthInPlainText(t *testing.T) {
	ca, err := tlsconf.NewCA("cluster", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	caFile := filepath.Join(t.TempDir(), "ca.crt")
	if err := os.WriteFile(caFile, ca.CertPEM(), 0o600); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	cfg := Config{
		TLS: issue(t, ca, "toolrunner", now.Add(-time.Minute), now.Add(time.Hour), caFile), Allow: "planner",
		HealthAddr:   "127.0.0.1:0",
		MaxRecvBytes: DefaultMaxRecvBytes, MaxSendBytes: DefaultMaxSendBytes, Drain: time.Second,
	}
	opts, err := cfg.Options()
	if err != nil {
		t.Fatal(err)
	}
	var calls atomic.Int32
	srv := New(opts)
	const runner = "hermes.v1.ToolRunnerService"
	hermesv1.RegisterToolRunnerServiceServer(srv, counting{calls: &calls})
	srv.Hold(runner)
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, lis) }()
	stopped := false
	t.Cleanup(func() {
		if !stopped {
			cancel()
			<-done
		}
	})

	planner, err := issue(t, ca, "planner", now.Add(-time.Minute), now.Add(time.Hour), caFile).DialOption()
	if err != nil {
		t.Fatal(err)
	}
	mainTLS, err := grpc.NewClient(lis.Addr().String(), planner)
	if err != nil {
		t.Fatal(err)
	}
	defer mainTLS.Close()
	// The main port answers only once Serve has opened the health port.
	if got := healthOf(t, mainTLS, runner); got != healthpb.HealthCheckResponse_NOT_SERVING {
		t.Fatalf("held service on the main port: %v, want NOT_SERVING", got)
	}
	srv.mu.Lock()
	healthAddr := srv.healthLis.Addr().String()
	srv.mu.Unlock()
	plainHealth := plainConn(t, healthAddr)

	t.Run("statuses agree with the main port", func(t *testing.T) {
		for _, svc := range []string{"", runner} {
			if got := healthOf(t, plainHealth, svc); got != healthpb.HealthCheckResponse_NOT_SERVING {
				t.Errorf("held: health port says %q is %v, want NOT_SERVING", svc, got)
			}
		}
		srv.Release(runner)
		for _, svc := range []string{"", runner} {
			if got, main := healthOf(t, plainHealth, svc), healthOf(t, mainTLS, svc); got != healthpb.HealthCheckResponse_SERVING || main != got {
				t.Errorf("released: health port says %q is %v, main port %v; want SERVING on both", svc, got, main)
			}
		}
	})
	t.Run("the main port refuses plain text", func(t *testing.T) {
		cctx, ccancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer ccancel()
		_, err := healthpb.NewHealthClient(plainConn(t, lis.Addr().String())).Check(cctx, &healthpb.HealthCheckRequest{})
		if got := status.Code(err); got != codes.Unavailable {
			t.Errorf("plain-text health on the main port: %v (err %v), want Unavailable", got, err)
		}
	})
	t.Run("no other service on the health port", func(t *testing.T) {
		_, err := hermesv1.NewToolRunnerServiceClient(plainHealth).InvokeTool(context.Background(), &hermesv1.InvokeToolRequest{Tool: "echo", ArgumentsJson: "{}"})
		if got := status.Code(err); got != codes.Unimplemented {
			t.Errorf("InvokeTool on the health port: %v (err %v), want Unimplemented", got, err)
		}
		stream, err := reflectionpb.NewServerReflectionClient(plainHealth).ServerReflectionInfo(context.Background())
		if err == nil {
			_, err = stream.Recv()
		}
		if got := status.Code(err); got != codes.Unimplemented {
			t.Errorf("reflection on the health port: %v (err %v), want Unimplemented", got, err)
		}
		if n := calls.Load(); n != 0 {
			t.Errorf("handler ran %d times", n)
		}
	})
	t.Run("closes with the server", func(t *testing.T) {
		cancel()
		stopped = true
		if err := <-done; err != nil {
			t.Fatalf("Serve returned %v after a clean stop", err)
		}
		if c, err := net.Dial("tcp", healthAddr); err == nil {
			c.Close()
			t.Errorf("health port %s still accepts connections after the stop", healthAddr)
		}
	})
}

// A health address that cannot be opened fails Serve, naming the setting.
func TestHealthListenerAddressInUse(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := New(Options{HealthAddr: taken.Addr().String()})
	if err := srv.Serve(context.Background(), lis); err == nil {
		t.Fatal("Serve succeeded on a health address in use")
	}
}

func TestHealthAddrValidation(t *testing.T) {
	tests := []struct {
		addr string
		ok   bool
	}{
		{"", true},
		{"0.0.0.0:7010", true},
		{":7010", true},
		{"7010", false},
	}
	for _, tc := range tests {
		t.Run(tc.addr, func(t *testing.T) {
			cfg := Config{Listen: "127.0.0.1:0", HealthAddr: tc.addr, MaxRecvBytes: DefaultMaxRecvBytes, MaxSendBytes: DefaultMaxSendBytes, Drain: time.Second}
			if err := cfg.Validate(); (err == nil) != tc.ok {
				t.Errorf("Validate() = %v, want ok=%v", err, tc.ok)
			}
		})
	}
}
