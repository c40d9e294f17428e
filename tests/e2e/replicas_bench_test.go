package e2e

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"golang.org/x/sync/errgroup"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/testenv"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

// BenchmarkWeeklyReportsTwoReplicas fires 200 weekly reports at once at two
// planner processes sharing Redis (half each), and reports tasks per
// second, the p99 task latency and each planner's peak RSS.
func BenchmarkWeeklyReportsTwoReplicas(b *testing.B) {
	const concurrent = 200
	rc := redis.NewClient(&redis.Options{Addr: redisURL()})
	defer rc.Close()
	testenv.Require(b, "Redis at "+redisURL(), rc.Ping(context.Background()).Err())
	var rb [6]byte
	_, _ = rand.Read(rb[:])
	prefix := "hermes-bench:" + hex.EncodeToString(rb[:]) + ":"
	defer deleteKeys(rc, prefix)

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
	httpAddr, sqlAddr := freeAddr(b), freeAddr(b)
	startBench(b, env, "toolrunner", "-listen", httpAddr, "-family", "http", "-manifests", manifest, "-log-level", "error")
	startBench(b, env, "toolrunner", "-listen", sqlAddr, "-family", "sql", "-manifests", manifest, "-log-level", "error")
	waitHealthy(b, httpAddr)
	waitHealthy(b, sqlAddr)
	var clients []hermesv1.PlannerServiceClient
	var pids []int
	for range 2 {
		addr := freeAddr(b)
		p := startBench(b, env, "planner", "-listen", addr, "-toolrunners", httpAddr+","+sqlAddr, "-log-level", "error",
			"-redis-url", redisURL(), "-redis-prefix", prefix)
		waitHealthy(b, addr)
		conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
		if err != nil {
			b.Fatal(err)
		}
		defer conn.Close()
		c := hermesv1.NewPlannerServiceClient(conn)
		waitCatalog(b, c, manifestTools(b, manifest, "http", "sql"))
		clients = append(clients, c)
		pids = append(pids, p.Process.Pid)
	}
	goal := "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"

	var mu sync.Mutex
	var latencies []time.Duration
	round := 0
	b.ResetTimer()
	for b.Loop() {
		round++
		var g errgroup.Group
		for i := range concurrent {
			g.Go(func() error {
				start := time.Now()
				if err := executeSucceeds(context.Background(), clients[i%2], &hermesv1.ExecuteRequest{
					ExecutionId: fmt.Sprintf("load-%d-%d", round, i), Input: &hermesv1.ExecuteRequest_Goal{Goal: goal}}); err != nil {
					return err
				}
				mu.Lock()
				latencies = append(latencies, time.Since(start))
				mu.Unlock()
				return nil
			})
		}
		if err := g.Wait(); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	slices.Sort(latencies)
	b.ReportMetric(float64(concurrent*round)/b.Elapsed().Seconds(), "tasks/s")
	b.ReportMetric(float64(latencies[len(latencies)*99/100].Milliseconds()), "p99-ms")
	for i, pid := range pids {
		b.ReportMetric(float64(peakRSS(b, pid))/1024, fmt.Sprintf("planner%d-peak-RSS-MiB", i+1))
	}
}
