// Package e2e runs hermes as a user deploys it: gateway, planner and
// toolrunner built from source and started as separate processes on free
// loopback ports, talking real gRPC over TCP.
package e2e

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
)

// repoRoot is the repository root, found from this file's location.
func repoRoot(t testing.TB) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	return filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
}

// built holds the binaries this test process builds, once, into a
// temporary folder that TestMain removes when the tests end.
var built struct {
	once sync.Once
	dir  string
	err  error
}

func TestMain(m *testing.M) {
	if os.Getenv(sinkEnv) != "" {
		os.Exit(serveSink())
	}
	code := m.Run()
	if built.dir != "" {
		if err := os.RemoveAll(built.dir); err != nil {
			fmt.Fprintln(os.Stderr, "e2e: removing the built binaries:", err)
		}
	}
	os.Exit(code)
}

// binaries builds the service binaries once per test process.
func binaries(t testing.TB) string {
	t.Helper()
	built.once.Do(func() {
		dir, err := os.MkdirTemp("", "hermes-e2e-bin")
		if err != nil {
			built.err = err
			return
		}
		built.dir = dir
		root := repoRoot(t)
		for name, pkg := range map[string]string{
			"gateway":    "./services/gateway/cmd/gateway",
			"planner":    "./services/planner/cmd/planner",
			"toolrunner": "./services/toolrunner/cmd/toolrunner",
			"hermes":     "./cmd/hermes",
		} {
			cmd := exec.Command("go", "build", "-o", filepath.Join(dir, name), pkg)
			cmd.Dir = root
			if out, err := cmd.CombinedOutput(); err != nil {
				built.err = fmt.Errorf("go build %s: %v\n%s", pkg, err, out)
				return
			}
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.dir
}

// freeAddr returns a loopback address that was free a moment ago, for a
// service process to listen on. The port comes from below the kernel's
// ephemeral range (32768 and up on Linux), where the outgoing connections
// of every test and service on the machine take theirs: a port the kernel
// handed out for ":0" could be taken by one of them before the process
// binds it. Each port is handed out once per test process.
func freeAddr(t testing.TB) string {
	t.Helper()
	ports.mu.Lock()
	defer ports.mu.Unlock()
	const lo, hi = 20000, 32768
	for range hi - lo {
		port := lo + rand.IntN(hi-lo)
		if ports.given[port] {
			continue
		}
		addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
		l, err := net.Listen("tcp", addr)
		if err != nil {
			continue
		}
		l.Close()
		ports.given[port] = true
		return addr
	}
	t.Fatalf("no free loopback port between %d and %d", lo, hi)
	return ""
}

// ports are the ports freeAddr has handed out.
var ports = struct {
	mu    sync.Mutex
	given map[int]bool
}{given: map[int]bool{}}

// proc is a service process whose output is kept for failure messages.
type proc struct {
	name string
	cmd  *exec.Cmd
	out  *lockedBuffer
	done chan error
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// startProc starts a binary and stops it with SIGTERM at cleanup, checking
// that it drains and exits cleanly.
func startProc(t *testing.T, name string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(filepath.Join(binaries(t), name), args...)
	p := &proc{name: name, cmd: cmd, out: &lockedBuffer{}, done: make(chan error, 1)}
	cmd.Stdout, cmd.Stderr = p.out, p.out
	cmd.Env = append(os.Environ(), "HERMES_LOG_LEVEL=info")
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", name, err)
	}
	go func() { p.done <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case err := <-p.done:
			if err != nil {
				t.Errorf("%s exited with %v after SIGTERM; output:\n%s", name, err, p.out)
			}
		case <-time.After(15 * time.Second):
			_ = cmd.Process.Kill()
			t.Errorf("%s did not stop within 15s of SIGTERM; output:\n%s", name, p.out)
		}
	})
	return p
}

// waitServing polls the standard health service until it reports SERVING.
func waitServing(t *testing.T, p *proc, addr string) {
	t.Helper()
	waitServingOver(t, p, addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
}

// waitServingOver is waitServing over the given transport.
func waitServingOver(t *testing.T, p *proc, addr string, transport grpc.DialOption) {
	t.Helper()
	conn, err := grpc.NewClient(addr, transport)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	client := healthpb.NewHealthClient(conn)
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case err := <-p.done:
			t.Fatalf("%s exited early (%v); output:\n%s", p.name, err, p.out)
		default:
		}
		ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
		resp, err := client.Check(ctx, &healthpb.HealthCheckRequest{}, grpc.WaitForReady(true))
		cancel()
		if err == nil && resp.GetStatus() == healthpb.HealthCheckResponse_SERVING {
			return
		}
	}
	t.Fatalf("%s at %s never reported SERVING; output:\n%s", p.name, addr, p.out)
}

// stack is a running gateway → planner → toolrunner chain.
type stack struct {
	gateway, planner, toolrunner string
	procs                        []*proc
}

func (s *stack) logs() string {
	var b strings.Builder
	for _, p := range s.procs {
		fmt.Fprintf(&b, "--- %s ---\n%s\n", p.name, p.out)
	}
	return b.String()
}

// startStack starts the three services as separate processes.
func startStack(t *testing.T, plannerArgs ...string) *stack {
	t.Helper()
	s := &stack{gateway: freeAddr(t), planner: freeAddr(t), toolrunner: freeAddr(t)}
	tr := startProc(t, "toolrunner", "-listen", s.toolrunner, "-family", "go")
	waitServing(t, tr, s.toolrunner)
	pl := startProc(t, "planner", append([]string{"-listen", s.planner, "-toolrunners", s.toolrunner}, plannerArgs...)...)
	waitServing(t, pl, s.planner)
	gw := startProc(t, "gateway", "-listen", s.gateway, "-planner-addr", s.planner)
	waitServing(t, gw, s.gateway)
	s.procs = []*proc{tr, pl, gw}
	return s
}

// runHermes runs the hermes CLI and returns its stdout, stderr and exit code.
func runHermes(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	return runHermesEnv(t, nil, args...)
}

// runHermesEnv is runHermes with extra environment variables.
func runHermesEnv(t *testing.T, env []string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(filepath.Join(binaries(t), "hermes"), args...)
	cmd.Dir = repoRoot(t)
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("hermes %v: %v", args, err)
	}
	return stdout.String(), stderr.String(), code
}

// sha returns the hex SHA-256 of s, as an API-key file holds it.
func sha(s string) string {
	d := sha256.Sum256([]byte(s))
	return hex.EncodeToString(d[:])
}
