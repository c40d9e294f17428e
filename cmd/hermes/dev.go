package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/cmd/hermes/internal/devstack"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/logs"
	"github.com/hermes-agent/hermes/libs/telemetry"
	"github.com/hermes-agent/hermes/services/planner"
)

// weeklyGoal is the article's main job.
const weeklyGoal = "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"

func devCommand() command {
	c := command{
		name:    "dev",
		summary: "Start a local hermes: gateway, planner and toolrunners with the embedded defaults.",
		usage: `Usage: hermes dev [--addr A] [--planner-addr A] [--toolrunner-addr FAMILY=A]...
                  [--demo-addr A] [--parallelism N] [--log-level L]
                  [--otlp ADDR | --jaeger] [--planners N --redis-url URL]
       hermes dev --once GOAL | --once-task FILE [--json]

Starts the gateway, the planner and one toolrunner per backend family (go,
http, sql, cli) as real gRPC servers on loopback (separate listeners), and
the demo backends, with the in-process store, the embedded reasoner and the
demo tools; prints their addresses, and serves until interrupted. With
--once it runs one goal through the gateway, prints its events and result,
and exits with the task's exit status (see hermes run).

The gateway listens on --addr (with --once: a free port unless --addr is
given); every other listener takes a free loopback port unless pinned with
--planner-addr, --toolrunner-addr (repeatable, one family each) or
--demo-addr — to point a debugger, grpcurl or a second planner at it.

--otlp sends every service's spans to an OTLP collector (host:port, gRPC);
--jaeger starts .bin/jaeger (make jaeger builds it; run from the repository
root) with in-memory storage and sends them there: each run's trace ID is
printed, and the trace is at http://127.0.0.1:16686/api/traces/ID. With
--once and --jaeger, Jaeger keeps the trace until Ctrl-C.

Examples:
  hermes dev
  hermes dev --addr 127.0.0.1:9001
  hermes dev --planner-addr 127.0.0.1:7002 --toolrunner-addr go=127.0.0.1:7101 --toolrunner-addr sql=127.0.0.1:7103
  hermes dev --demo-addr 127.0.0.1:8080 --once-task examples/echo-task.json
  hermes dev --once-task examples/echo-task.json
  hermes dev --jaeger --once "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"
  hermes dev --planners 2 --redis-url redis://127.0.0.1:6379/0
  hermes dev --demo-latency 300ms --parallelism 1 --once "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := fs.String("addr", defaultGateway, "gateway listen address")
		plannerAddr := fs.String("planner-addr", "", "planner listen address (default: a free loopback port)")
		runnerAddrs := familyAddrs{}
		fs.Var(runnerAddrs, "toolrunner-addr", "FAMILY=ADDR: where the toolrunner of one family ("+strings.Join(devstack.Families(), ", ")+") listens; repeatable (default: free loopback ports)")
		demoAddr := fs.String("demo-addr", "", "demo HTTP backends' listen address (default: a free loopback port)")
		once := fs.String("once", "", "run this goal once, then stop")
		onceTask := fs.String("once-task", "", "run this structured task file once, then stop")
		asJSON := fs.Bool("json", false, "with --once: print events as JSON lines")
		parallelism := fs.Int("parallelism", 0, "subtasks run at once (1 = serial); 0 keeps the default")
		logLevel := fs.String("log-level", "warn", "service log level: debug, info, warn or error")
		latency := fs.Duration("demo-latency", 0, "delay every answer of the demo HTTP backends (e.g. 300ms, to watch subtasks run in parallel)")
		modelName := fs.String("model", "", "plan with this model through an OpenAI-compatible server (key from HERMES_MODEL_API_KEY)")
		baseURL := fs.String("model-base-url", "https://api.openai.com/v1", "the model server's chat-completions base URL")
		otlp := fs.String("otlp", "", "send every service's spans to this OTLP gRPC collector (host:port)")
		withJaeger := fs.Bool("jaeger", false, "start .bin/jaeger on loopback and send the spans there")
		planners := fs.Int("planners", 1, "planner replicas behind the gateway (more than one needs --redis-url)")
		redisURL := fs.String("redis-url", e.getenv("HERMES_REDIS_URL"), "Redis for the planners' task records (default $HERMES_REDIS_URL; empty keeps them in process)")
		if _, err := parse(fs, args); err != nil {
			return err
		}
		if *otlp != "" && *withJaeger {
			return &exitError{code: 2, msg: "give --otlp or --jaeger, not both"}
		}
		lopts := logs.Options{Level: *logLevel}
		if err := lopts.Validate(); err != nil {
			return &exitError{code: 2, msg: err.Error()}
		}
		var req *hermesv1.RunGoalRequest
		switch {
		case *once != "" && *onceTask != "":
			return &exitError{code: 2, msg: "give --once or --once-task, not both"}
		case *once != "":
			req = &hermesv1.RunGoalRequest{Input: &hermesv1.RunGoalRequest_Goal{Goal: *once}}
		case *onceTask != "":
			t, err := readTask(*onceTask)
			if err != nil {
				return err
			}
			req = &hermesv1.RunGoalRequest{Input: &hermesv1.RunGoalRequest_Task{Task: t}}
		}
		addrSet := false
		fs.Visit(func(f *flag.Flag) { addrSet = addrSet || f.Name == "addr" })
		if req != nil && !addrSet {
			*addr = "127.0.0.1:0" // a one-off run needs no fixed port
		}

		var jq *jaegerProc
		if *withJaeger {
			var err error
			if jq, err = startJaeger(ctx); err != nil {
				return err
			}
			defer jq.stop()
			*otlp = jq.otlp
		}
		stackCtx, stop := context.WithCancel(ctx)
		defer stop()
		stack, err := devstack.Start(stackCtx, devstack.Options{
			Telemetry:       telemetry.Config{OTLPEndpoint: *otlp},
			GatewayAddr:     *addr,
			PlannerAddr:     *plannerAddr,
			ToolrunnerAddrs: runnerAddrs,
			DemoAddr:        *demoAddr,
			DemoLatency:     *latency,
			Planners:        *planners,
			RedisURL:        *redisURL,
			Logger:          logs.New(os.Stderr, lopts),
			Planner: func(cfg *planner.Config) {
				if *parallelism > 0 {
					cfg.Limits.Parallelism = *parallelism
				}
				if *modelName != "" {
					cfg.Model.Name, cfg.Model.BaseURL, cfg.Model.APIKey = *modelName, *baseURL, e.getenv("HERMES_MODEL_API_KEY")
				}
			},
		})
		if err != nil {
			return err
		}
		out := e.stdout
		if req != nil && *asJSON {
			out = e.stderr // keep stdout pure JSON
		}
		fmt.Fprintf(out, "hermes dev: gateway %s  planner %s  toolrunners %s  demo backends %s\n",
			stack.Gateway, strings.Join(stack.Planners, ","), runnerList(stack), stack.DemoHTTP)
		if jq != nil {
			fmt.Fprintf(out, "hermes dev: traces in Jaeger at %s (query API: %s/api/traces/TRACE_ID)\n", jq.query, jq.query)
		} else if *otlp != "" {
			fmt.Fprintf(out, "hermes dev: traces sent to %s\n", *otlp)
		}
		if req == nil {
			fmt.Fprintf(out, "try: hermes run --addr %s \"%s\"   (Ctrl-C stops)\n", stack.Gateway, weeklyGoal)
			<-ctx.Done()
			stop()
			return stack.Wait()
		}
		runErr := runGoal(ctx, e, stack.Gateway, req, *asJSON)
		stop()
		if err := stack.Wait(); err != nil && runErr == nil {
			return err
		}
		if jq != nil && ctx.Err() == nil {
			fmt.Fprintf(e.stderr, "hermes dev: Jaeger keeps the trace at %s until Ctrl-C\n", jq.query)
			<-ctx.Done()
		}
		return runErr
	}
	return c
}

// runnerList renders the toolrunners as family=address pairs.
func runnerList(s *devstack.Stack) string {
	parts := make([]string, len(s.Toolrunners))
	for i, addr := range s.Toolrunners {
		parts[i] = s.Families[i] + "=" + addr
	}
	return strings.Join(parts, " ")
}

// familyAddrs collects repeated FAMILY=ADDR flags.
type familyAddrs map[string]string

func (f familyAddrs) String() string {
	parts := make([]string, 0, len(f))
	for _, family := range devstack.Families() {
		if a, ok := f[family]; ok {
			parts = append(parts, family+"="+a)
		}
	}
	return strings.Join(parts, ",")
}

// Set implements flag.Value; a family named twice is an error, as is one
// the stack does not run.
func (f familyAddrs) Set(v string) error {
	family, addr, ok := strings.Cut(v, "=")
	switch {
	case !ok || addr == "":
		return fmt.Errorf("%q is not FAMILY=ADDR", v)
	case !slices.Contains(devstack.Families(), family):
		return fmt.Errorf("family %q: the toolrunners are %s", family, strings.Join(devstack.Families(), ", "))
	case f[family] != "":
		return fmt.Errorf("family %q is given twice", family)
	}
	if _, _, err := net.SplitHostPort(addr); err != nil {
		return fmt.Errorf("%s: %q is not host:port", family, addr)
	}
	f[family] = addr
	return nil
}
