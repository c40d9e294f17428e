package e2e

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/tlsconf"
)

// A cluster set up from hermes certs runs every internal hop over mutual
// TLS: the echo task goes through, health stays open to a probe that holds
// no certificate, and the planner refuses a plain-text caller and a
// certificate that is not the gateway's.
func TestMutualTLSClusterFromHermesCerts(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "certs")
	if out, errOut, code := runHermes(t, "certs", dir); code != 0 {
		t.Fatalf("hermes certs exited %d\n%s%s", code, out, errOut)
	}
	files := func(name string) tlsconf.Files {
		return tlsconf.Files{Cert: filepath.Join(dir, name+"-tls.crt"), Key: filepath.Join(dir, name+"-tls.key"), CA: filepath.Join(dir, "ca.crt")}
	}
	serverArgs := func(name, allow string) []string {
		f := files(name)
		return []string{"-tls-cert", f.Cert, "-tls-key", f.Key, "-tls-ca", f.CA, "-tls-allow", allow}
	}
	probe := grpc.WithTransportCredentials(credentials.NewTLS(&tls.Config{RootCAs: caPool(t, files("planner").CA), MinVersion: tls.VersionTLS12}))

	trAddr, plAddr, gwAddr := freeAddr(t), freeAddr(t), freeAddr(t)
	tr := startProc(t, "toolrunner", append([]string{"-listen", trAddr, "-family", "go"}, serverArgs("toolrunner", "planner")...)...)
	waitServingOver(t, tr, trAddr, probe)
	pl := startProc(t, "planner", append([]string{"-listen", plAddr, "-toolrunners", trAddr}, serverArgs("planner", "gateway")...)...)
	waitServingOver(t, pl, plAddr, probe)
	gw := files("gateway")
	gwProc := startProc(t, "gateway", "-listen", gwAddr, "-planner-addr", plAddr,
		"-planner-tls-cert", gw.Cert, "-planner-tls-key", gw.Key, "-planner-tls-ca", gw.CA)
	waitServing(t, gwProc, gwAddr)
	logs := (&stack{procs: []*proc{tr, pl, gwProc}}).logs

	evs := collect(t, gatewayClient(t, gwAddr), structured(&hermesv1.Subtask{Id: "greet", Tool: "echo", ArgumentsJson: `{"message":"over mutual TLS"}`}))
	if last := evs[len(evs)-1]; last.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED || !strings.Contains(last.GetOutputJson(), "over mutual TLS") {
		t.Fatalf("echo task ended %v with %s\n%s", last.GetState(), last.GetOutputJson(), logs())
	}

	tests := []struct {
		name      string
		transport func(t *testing.T) grpc.DialOption
		want      codes.Code
	}{
		{"plain text", func(*testing.T) grpc.DialOption { return grpc.WithTransportCredentials(insecure.NewCredentials()) }, codes.Unavailable},
		{"no client certificate", func(*testing.T) grpc.DialOption { return probe }, codes.Unauthenticated},
		{"the toolrunner's certificate", func(t *testing.T) grpc.DialOption { return dialFiles(t, files("toolrunner")) }, codes.PermissionDenied},
		{"the gateway's certificate", func(t *testing.T) grpc.DialOption { return dialFiles(t, files("gateway")) }, codes.OK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			conn, err := grpc.NewClient(plAddr, tt.transport(t))
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			_, err = hermesv1.NewPlannerServiceClient(conn).ListTools(context.Background(), &hermesv1.PlannerServiceListToolsRequest{})
			if got := status.Code(err); got != tt.want {
				t.Errorf("ListTools straight to the planner: %v, want %v", err, tt.want)
			}
		})
	}
}

func dialFiles(t *testing.T, f tlsconf.Files) grpc.DialOption {
	t.Helper()
	d, err := f.DialOption()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func caPool(t *testing.T, path string) *x509.CertPool {
	t.Helper()
	pem, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p := x509.NewCertPool()
	if !p.AppendCertsFromPEM(pem) {
		t.Fatalf("%s holds no certificate", path)
	}
	return p
}
