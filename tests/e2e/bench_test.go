package e2e

import (
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sync/errgroup"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/telemetry"
	"github.com/hermes-agent/hermes/services/planner"
	"github.com/hermes-agent/hermes/services/toolrunner"
	"github.com/hermes-agent/hermes/services/toolrunner/builtin"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

// inProcess starts a toolrunner with the demo Go tools and a planner over
// it, each a real gRPC server on its own loopback TCP listener, and returns
// a planner client.
func inProcess(b testing.TB, adjust func(*planner.Config)) (hermesv1.PlannerServiceClient, *grpc.ClientConn) {
	b.Helper()
	return inProcessObserved(b, nil, adjust)
}

// inProcessObserved is inProcess with each service's telemetry from tel
// (nil: none).
func inProcessObserved(b testing.TB, tel func(service string) *telemetry.Provider, adjust func(*planner.Config)) (hermesv1.PlannerServiceClient, *grpc.ClientConn) {
	b.Helper()
	if tel == nil {
		tel = func(string) *telemetry.Provider { return nil }
	}
	ctx, cancel := context.WithCancel(context.Background())
	logger := slog.New(slog.DiscardHandler)
	var trCfg toolrunner.Config
	trCfg.RegisterFlags(flag.NewFlagSet("tr", flag.ContinueOnError))
	trCfg.Server.Provider = tel("toolrunner")
	trLis := listenTCP(b, &trCfg.Server.Listen)
	tr, err := toolrunner.New(ctx, trCfg, logger, toolrunner.GoTools(builtin.Tools()...))
	if err != nil {
		b.Fatal(err)
	}
	var plCfg planner.Config
	plCfg.RegisterFlags(flag.NewFlagSet("pl", flag.ContinueOnError))
	plCfg.Toolrunners = []string{trLis.Addr().String()}
	plCfg.Server.Provider = tel("planner")
	if adjust != nil {
		adjust(&plCfg)
	}
	plLis := listenTCP(b, &plCfg.Server.Listen)
	done := make(chan struct{}, 2)
	go func() { _ = tr.Serve(ctx, trLis); done <- struct{}{} }()
	pl, err := planner.New(ctx, plCfg, logger)
	if err != nil {
		b.Fatal(err)
	}
	go func() { _ = pl.Serve(ctx, plLis); done <- struct{}{} }()
	conn, err := grpc.NewClient(plLis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { conn.Close(); cancel(); <-done; <-done })
	return hermesv1.NewPlannerServiceClient(conn), conn
}

func listenTCP(b testing.TB, field *string) net.Listener {
	b.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	*field = lis.Addr().String()
	return lis
}

// runTask executes a task and drains its events, in batches as the
// gateway reads them; it returns the final one.
func runTask(ctx context.Context, client hermesv1.PlannerServiceClient, id string, t *hermesv1.Task) (*hermesv1.TaskEvent, error) {
	stream, err := client.Execute(ctx, &hermesv1.ExecuteRequest{ExecutionId: id, Input: &hermesv1.ExecuteRequest_Task{Task: t}, BatchEvents: true})
	if err != nil {
		return nil, err
	}
	var last *hermesv1.TaskEvent
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return last, nil
		}
		if err != nil {
			return nil, err
		}
		if evs := resp.GetEvents(); len(evs) > 0 {
			last = evs[len(evs)-1]
		}
	}
}

// BenchmarkStep measures hermes's per-step orchestration overhead: tasks
// of no-op tool calls run serially through planner and toolrunner over
// loopback gRPC (embedded reasoner, in-process store), next to a bare unary
// gRPC round trip on the same machine in the same run. Each iteration runs a
// task of 1 step and a task of 1+marginalSteps steps; their difference,
// divided by marginalSteps, is the cost of one more step with the per-task
// costs (stream set-up, planning, report) taken out. A step includes its own
// planner→toolrunner round trip. The same run times bare round trips on the
// planner's connection right before and right after the steps, so step/rtt
// compares the two under the same load: the ratio holds on a busy machine
// where the absolute times do not. cpu-step/rtt compares the CPU time the
// process spent on each (client, planner and toolrunner alike), which a
// busy machine disturbs less than the elapsed time.
func BenchmarkStep(b *testing.B) {
	const marginalSteps = 10
	client, conn := inProcess(b, func(c *planner.Config) { c.Limits.Parallelism = 1; c.Limits.MaxSteps = marginalSteps + 1 })
	task := func(steps int) *hermesv1.Task {
		t := &hermesv1.Task{Goal: "bench"}
		for i := range steps {
			t.Subtasks = append(t.Subtasks, &hermesv1.Subtask{Id: fmt.Sprintf("s%d", i), Tool: "noop", ArgumentsJson: "{}"})
		}
		return t
	}

	b.Run("bare_unary_roundtrip", func(b *testing.B) {
		h := healthpb.NewHealthClient(conn)
		b.ReportAllocs()
		for b.Loop() {
			if _, err := h.Check(context.Background(), &healthpb.HealthCheckRequest{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("hermes_step", func(b *testing.B) { benchSteps(b, client, conn, task, marginalSteps) })
}

// rttSamples is how many bare round trips are timed before and after the
// steps: a tight loop each, so that neither the tasks' garbage nor their
// last goroutines still ending is counted in a round trip.
const rttSamples = 1000

// benchSteps runs a 1-step and a (1+marginalSteps)-step task per
// iteration, between two runs of bare unary round trips (a health check on
// conn), and reports the cost of one more step and its ratio to a round
// trip.
func benchSteps(b *testing.B, client hermesv1.PlannerServiceClient, conn *grpc.ClientConn, task func(int) *hermesv1.Task, marginalSteps int) {
	small, large := task(1), task(1+marginalSteps)
	health := healthpb.NewHealthClient(conn)
	// cost is what something took: time, CPU time and allocations in
	// this process (client, planner and toolrunner all run here).
	type cost struct {
		d, cpu        time.Duration
		allocs, bytes uint64
	}
	var ms runtime.MemStats
	measure := func(f func()) cost {
		runtime.ReadMemStats(&ms)
		allocs, bytes := ms.Mallocs, ms.TotalAlloc
		cpu, start := cpuTime(b), time.Now()
		f()
		d, cpu := time.Since(start), cpuTime(b)-cpu
		runtime.ReadMemStats(&ms)
		return cost{d, cpu, ms.Mallocs - allocs, ms.TotalAlloc - bytes}
	}
	roundTrips := func() cost {
		return measure(func() {
			for range rttSamples {
				if _, err := health.Check(context.Background(), &healthpb.HealthCheckRequest{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	run := func(id string, t *hermesv1.Task) cost {
		return measure(func() {
			start := time.Now()
			done, err := runTask(context.Background(), client, id, t)
			if err != nil {
				b.Fatal(err)
			}
			if done.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
				b.Fatalf("task ended %v: %s", done.GetState(), done.GetReport())
			}
			if done.GetTime().AsTime().Before(start) {
				b.Fatalf("execution %s was not run: the planner replayed its record", id)
			}
		})
	}
	var smallTotal, largeTotal, rtt cost
	add := func(sum *cost, c cost) { sum.d += c.d; sum.cpu += c.cpu; sum.allocs += c.allocs; sum.bytes += c.bytes }
	// An ID used before would replay its record instead of running: with
	// -count the planner serves several runs of the benchmark.
	prefix := rand.Text()[:8]
	add(&rtt, roundTrips()) // before b.Loop: not in ns/op
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n++
		add(&smallTotal, run(fmt.Sprintf("%s-small-%d", prefix, n), small))
		add(&largeTotal, run(fmt.Sprintf("%s-large-%d", prefix, n), large))
	}
	add(&rtt, roundTrips())
	steps := float64(n * marginalSteps)
	step := (largeTotal.d - smallTotal.d).Seconds() / steps
	perRTT := rtt.d.Seconds() / (2 * rttSamples)
	cpuStep := (largeTotal.cpu - smallTotal.cpu).Seconds() / steps
	cpuRTT := rtt.cpu.Seconds() / (2 * rttSamples)
	b.ReportMetric(float64(smallTotal.d.Microseconds())/float64(n), "µs/1-step-task")
	b.ReportMetric(step*1e6, "µs/step")
	b.ReportMetric(cpuStep*1e6, "cpu-µs/step")
	b.ReportMetric(perRTT*1e6, "µs/rtt")
	b.ReportMetric(step/perRTT, "step/rtt")
	b.ReportMetric(cpuStep/cpuRTT, "cpu-step/rtt")
	b.ReportMetric(float64(largeTotal.allocs-smallTotal.allocs)/steps, "allocs/step")
	b.ReportMetric(float64(largeTotal.bytes-smallTotal.bytes)/steps, "B/step")
}

// cpuTime is the CPU time this process has used, user and system.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkConcurrentWeeklyReports fires 200 weekly reports at once at one
// planner process (demo backends in this process; HTTP and SQL toolrunners
// as processes) and reports tasks per second and the planner's peak RSS.
func BenchmarkConcurrentWeeklyReports(b *testing.B) {
	const concurrent = 200
	backends, err := demo.StartWith(context.Background(), demo.Config{Dir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	defer backends.Close()
	manifest := filepath.Join(b.TempDir(), "demo.yaml")
	if err := os.WriteFile(manifest, demo.Manifest(), 0o600); err != nil {
		b.Fatal(err)
	}
	env := append(os.Environ(), backends.Environ()...)
	httpAddr, sqlAddr, plAddr := freeAddr(b), freeAddr(b), freeAddr(b)
	startBench(b, env, "toolrunner", "-listen", httpAddr, "-family", "http", "-manifests", manifest, "-log-level", "error")
	startBench(b, env, "toolrunner", "-listen", sqlAddr, "-family", "sql", "-manifests", manifest, "-log-level", "error")
	planner := startBench(b, env, "planner", "-listen", plAddr, "-toolrunners", httpAddr+","+sqlAddr, "-log-level", "error")
	waitHealthy(b, httpAddr)
	waitHealthy(b, sqlAddr)
	waitHealthy(b, plAddr)

	conn, err := grpc.NewClient(plAddr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close()
	client := hermesv1.NewPlannerServiceClient(conn)
	waitCatalog(b, client, manifestTools(b, manifest, "http", "sql"))
	goal := "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"

	round := 0
	b.ResetTimer()
	for b.Loop() {
		round++
		var g errgroup.Group
		for i := range concurrent {
			g.Go(func() error {
				if err := executeSucceeds(context.Background(), client, &hermesv1.ExecuteRequest{
					ExecutionId: fmt.Sprintf("load-%d-%d", round, i), Input: &hermesv1.ExecuteRequest_Goal{Goal: goal}}); err != nil {
					return err
				}
				return nil
			})
		}
		if err := g.Wait(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(concurrent*round)/b.Elapsed().Seconds(), "tasks/s")
	b.ReportMetric(float64(peakRSS(b, planner.Process.Pid))/1024, "planner-peak-RSS-MiB")
}

// startBench starts a binary for a benchmark and kills it at cleanup.
func startBench(b *testing.B, env []string, name string, args ...string) *exec.Cmd {
	b.Helper()
	cmd := exec.Command(filepath.Join(binaries(b), name), args...)
	cmd.Env = env
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = cmd.Process.Signal(syscall.SIGTERM); _ = cmd.Wait() })
	return cmd
}

// waitHealthy polls the standard health service until the server reports
// SERVING: a planner answers NOT_SERVING, without an RPC error, until it
// has read every toolrunner's catalog.
func waitHealthy(b *testing.B, addr string) {
	b.Helper()
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close()
	client := healthpb.NewHealthClient(conn)
	var last string
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		resp, err := client.Check(ctx, &healthpb.HealthCheckRequest{}, grpc.WaitForReady(true))
		cancel()
		if err == nil && resp.GetStatus() == healthpb.HealthCheckResponse_SERVING {
			return
		}
		last = fmt.Sprint(resp.GetStatus(), " ", err)
	}
	b.Fatalf("%s never reported SERVING (last: %s)", addr, last)
}

// manifestTools names the tools of the given families in a manifest file.
func manifestTools(b *testing.B, path string, families ...string) []string {
	b.Helper()
	cat, err := manifest.Load(path)
	if err != nil {
		b.Fatal(err)
	}
	want := map[string]bool{}
	for _, f := range families {
		want[f] = true
	}
	var names []string
	for _, t := range cat.Tools {
		if (t.HTTP != nil && want["http"]) || (t.SQL != nil && want["sql"]) || (t.CLI != nil && want["cli"]) {
			names = append(names, t.Spec.Name)
		}
	}
	if len(names) == 0 {
		b.Fatalf("%s declares no %v tools", path, families)
	}
	return names
}

// waitCatalog polls the planner's catalog until it lists every tool in
// want, so load does not start while some toolrunner is still unread.
func waitCatalog(b *testing.B, client hermesv1.PlannerServiceClient, want []string) {
	b.Helper()
	var missing []string
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		resp, err := client.ListTools(ctx, &hermesv1.PlannerServiceListToolsRequest{})
		cancel()
		if err != nil {
			missing = []string{err.Error()}
			continue
		}
		have := map[string]bool{}
		for _, t := range resp.GetTools() {
			have[t.GetName()] = true
		}
		missing = missing[:0]
		for _, name := range want {
			if !have[name] {
				missing = append(missing, name)
			}
		}
		if len(missing) == 0 {
			return
		}
	}
	b.Fatalf("the planner's catalog still lacks %v", missing)
}

// peakRSS reads a process's high-water resident set size, in KiB.
func peakRSS(b *testing.B, pid int) int64 {
	b.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		b.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			var kb int64
			fmt.Sscanf(strings.TrimSpace(rest), "%d", &kb)
			return kb
		}
	}
	b.Fatal("VmHWM not found")
	return 0
}
