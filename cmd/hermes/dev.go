package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/hermes-agent/hermes/cmd/hermes/internal/devstack"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/logs"
	"github.com/hermes-agent/hermes/services/planner"
)

// weeklyGoal is the article's main job.
const weeklyGoal = "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"

func devCommand() command {
	c := command{
		name:    "dev",
		summary: "Start a local hermes: gateway, planner and toolrunner with the embedded defaults.",
		usage: `Usage: hermes dev [--addr A] [--parallelism N] [--log-level L]
       hermes dev --once GOAL | --once-task FILE [--json]

Starts the gateway, the planner and a toolrunner as real gRPC servers on
loopback (separate listeners), with the in-process store, the embedded
reasoner and the demo tools, prints their addresses, and serves until
interrupted. With --once it runs one goal through the gateway, prints its
events and result, and exits with the task's exit status (see hermes run).

Examples:
  hermes dev
  hermes dev --addr 127.0.0.1:9001
  hermes dev --once-task examples/echo-task.json
  hermes dev --demo-latency 300ms --parallelism 1 --once "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := fs.String("addr", defaultGateway, "gateway listen address")
		once := fs.String("once", "", "run this goal once, then stop")
		onceTask := fs.String("once-task", "", "run this structured task file once, then stop")
		asJSON := fs.Bool("json", false, "with --once: print events as JSON lines")
		parallelism := fs.Int("parallelism", 0, "subtasks run at once (1 = serial); 0 keeps the default")
		logLevel := fs.String("log-level", "warn", "service log level: debug, info, warn or error")
		latency := fs.Duration("demo-latency", 0, "delay every answer of the demo HTTP backends (e.g. 300ms, to watch subtasks run in parallel)")
		modelName := fs.String("model", "", "plan with this model through an OpenAI-compatible server (key from HERMES_MODEL_API_KEY)")
		baseURL := fs.String("model-base-url", "https://api.openai.com/v1", "the model server's chat-completions base URL")
		if _, err := parse(fs, args); err != nil {
			return err
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

		stackCtx, stop := context.WithCancel(ctx)
		defer stop()
		stack, err := devstack.Start(stackCtx, devstack.Options{
			GatewayAddr: *addr,
			DemoLatency: *latency,
			Logger:      logs.New(os.Stderr, lopts),
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
			stack.Gateway, stack.Planner, runnerList(stack), stack.DemoHTTP)
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
