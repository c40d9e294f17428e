package main

import (
	"context"
	"fmt"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func submitCommand() command {
	c := command{
		name:    "submit",
		summary: "Start a goal (or a structured task) and print its execution ID; the task runs on.",
		usage: `Usage: hermes submit [--addr A] [--id ID] [--dry-run] GOAL
       hermes submit [--addr A] --task FILE

Prints only the execution ID, so scripts can follow the task with hermes
watch, hermes status or hermes cancel. The gateway comes from --addr or
HERMES_ADDR, the API key from HERMES_API_KEY.

Examples:
  hermes submit "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"
  id=$(hermes submit --task examples/echo-task.json) && hermes watch "$id"
  HERMES_ADDR=10.0.0.5:7001 HERMES_API_KEY=$KEY hermes submit "summarise last week's alerts"`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		taskFile := fs.String("task", "", "structured task file (JSON), instead of a goal")
		id := fs.String("id", "", "execution ID to use (default: generated)")
		dry := fs.Bool("dry-run", false, "plan and select tools, call nothing")
		pos, err := parse(fs, args)
		if err != nil {
			return err
		}
		req := &hermesv1.SubmitGoalRequest{ExecutionId: *id, DryRun: *dry}
		goal, t, err := goalOrTask(fs, pos, *taskFile)
		if err != nil {
			return err
		}
		if t != nil {
			req.Input = &hermesv1.SubmitGoalRequest_Task{Task: t}
		} else {
			req.Input = &hermesv1.SubmitGoalRequest_Goal{Goal: goal}
		}
		client, closeConn, err := dial(e, *addr)
		if err != nil {
			return err
		}
		defer closeConn()
		resp, err := client.SubmitGoal(ctx, req)
		if err != nil {
			return rpcError(*addr, err)
		}
		fmt.Fprintln(e.stdout, resp.GetExecutionId())
		return nil
	}
	return c
}
