package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protojson"

	"github.com/hermes-agent/hermes/cmd/hermes/internal/eventlog"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

const defaultGateway = "127.0.0.1:7001"

// gatewayFlag defines --addr with HERMES_ADDR as its default.
func gatewayFlag(fs *flag.FlagSet, e *env) *string {
	return fs.String("addr", gatewayDefault(e), "gateway address (env HERMES_ADDR)")
}

// gatewayDefault is the gateway a command reaches without --addr:
// HERMES_ADDR, or HERMES_GATEWAY, its older name.
func gatewayDefault(e *env) string {
	for _, name := range []string{"HERMES_ADDR", "HERMES_GATEWAY"} {
		if addr := e.getenv(name); addr != "" {
			return addr
		}
	}
	return defaultGateway
}

// printer renders the events of a task run by the gateway at addr; its
// approval commands carry --addr only when they need it.
func printer(e *env, addr string) eventlog.Printer {
	p := eventlog.Printer{Location: time.Local}
	if addr != gatewayDefault(e) {
		p.Gateway = addr
	}
	return p
}

// apiKey sends "authorization: Bearer KEY" with every call.
type apiKey string

func (k apiKey) GetRequestMetadata(context.Context, ...string) (map[string]string, error) {
	return map[string]string{"authorization": "Bearer " + string(k)}, nil
}

// RequireTransportSecurity is false: the gateway may be on loopback or
// behind a TLS-terminating proxy.
func (apiKey) RequireTransportSecurity() bool { return false }

// dial connects to a gateway, sending the API key in HERMES_API_KEY if set.
func dial(e *env, addr string) (hermesv1.GatewayServiceClient, func(), error) {
	opts := []grpc.DialOption{grpc.WithTransportCredentials(insecure.NewCredentials())}
	if key := e.getenv("HERMES_API_KEY"); key != "" {
		opts = append(opts, grpc.WithPerRPCCredentials(apiKey(key)))
	}
	conn, err := grpc.NewClient(addr, opts...)
	if err != nil {
		return nil, nil, fmt.Errorf("gateway %s: %w", addr, err)
	}
	return hermesv1.NewGatewayServiceClient(conn), func() { conn.Close() }, nil
}

// rpcError renders a gRPC failure for a person: code and message, plus a
// hint when the gateway is not there at all.
func rpcError(addr string, err error) error {
	st, ok := status.FromError(err)
	if !ok {
		return err
	}
	msg := fmt.Sprintf("%s: %s", strings.ToLower(st.Code().String()), st.Message())
	switch {
	case st.Code() == codes.Unavailable && !strings.Contains(st.Message(), "planner"):
		msg += fmt.Sprintf(" (is a gateway running at %s? start one with: hermes dev)", addr)
	case st.Code() == codes.Unauthenticated:
		msg += " (set HERMES_API_KEY to your API key)"
	}
	return errors.New(msg)
}

func runCommand() command {
	c := command{
		name:    "run",
		summary: "Submit a goal (or a structured task) to a gateway and follow it live.",
		usage: `Usage: hermes run [--addr A] [--json] [--id ID] [--dry-run] GOAL
       hermes run [--addr A] [--json] --task FILE

Prints each event as a log line ([14:02:03] TOOL_CALL subtask=… tool=… params={…}),
then the report. A step that needs approval prints the hermes approve command
to type in another terminal. With --json it prints one JSON object per event,
then the final status ({"status":{…}}, as hermes status --json) last.
Exit status: 0 succeeded, 3 partial (some subtasks skipped or failed), 4
stopped by a hard limit, 1 failed, cancelled or unreachable, 2 usage.

Examples:
  hermes run "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"
  hermes run --task examples/echo-task.json
  hermes run --json "summarise last week's alerts" | jq .`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		asJSON := fs.Bool("json", false, "print events and the final status as JSON lines")
		taskFile := fs.String("task", "", "structured task file (JSON), instead of a goal")
		id := fs.String("id", "", "execution ID to use (default: generated)")
		dry := fs.Bool("dry-run", false, "plan and select tools, call nothing")
		pos, err := parse(fs, args)
		if err != nil {
			return err
		}
		req := &hermesv1.RunGoalRequest{ExecutionId: *id, DryRun: *dry}
		goal, t, err := goalOrTask(fs, pos, *taskFile)
		if err != nil {
			return err
		}
		if t != nil {
			req.Input = &hermesv1.RunGoalRequest_Task{Task: t}
		} else {
			req.Input = &hermesv1.RunGoalRequest_Goal{Goal: goal}
		}
		return runGoal(ctx, e, *addr, req, *asJSON)
	}
	return c
}

// goalOrTask reads what a run or submit asks for: the goal its positional
// arguments write, or the structured task in the --task file; exactly one
// of the two, or a usage error.
func goalOrTask(fs *flag.FlagSet, pos []string, taskFile string) (string, *hermesv1.Task, error) {
	switch {
	case taskFile != "" && len(pos) > 0:
		return "", nil, &exitError{code: 2, msg: "give a GOAL or --task FILE, not both"}
	case taskFile != "":
		t, err := readTask(taskFile)
		return "", t, err
	case len(pos) > 0:
		return strings.Join(pos, " "), nil, nil
	}
	fs.Usage()
	return "", nil, &exitError{code: 2, msg: "a GOAL or --task FILE is required"}
}

func readTask(path string) (*hermesv1.Task, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var t hermesv1.Task
	if err := protojson.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("task file %s: %w", path, err)
	}
	return &t, nil
}

// runGoal streams the goal's events and prints them, then the result.
func runGoal(ctx context.Context, e *env, addr string, req *hermesv1.RunGoalRequest, asJSON bool) error {
	client, closeConn, err := dial(e, addr)
	if err != nil {
		return err
	}
	defer closeConn()
	sctx, stop := context.WithCancel(ctx)
	defer stop()
	stream, err := client.RunGoal(sctx, req)
	if err != nil {
		return rpcError(addr, err)
	}
	printTrace(e, stream)
	f := newFollower(e, client, addr, asJSON)
	last, err := f.follow(ctx, func() (*hermesv1.TaskEvent, error) {
		resp, err := stream.Recv()
		return resp.GetEvent(), err
	}, stop)
	switch {
	case f.left.Load():
		return &exitError{code: 1}
	case err != nil:
		return rpcError(addr, err)
	}
	if last == nil || last.GetKind() != hermesv1.EventKind_EVENT_KIND_TASK_DONE {
		return &exitError{code: 1, msg: "the event stream ended before TASK_DONE"}
	}
	if asJSON {
		if err := printFinalStatus(ctx, e, client, addr, last.GetExecutionId()); err != nil {
			return err
		}
	} else {
		printResult(e.stdout, last)
	}
	return exitFor(last.GetState())
}

// printFinalStatus ends a --json run with the task's final status, one
// GetTaskResponse object ({"status":{…}}) on its own line, the same status
// hermes status --json shows: every step's snapshot, the report, the limits.
func printFinalStatus(ctx context.Context, e *env, client hermesv1.GatewayServiceClient, addr, id string) error {
	resp, err := client.GetTask(ctx, &hermesv1.GetTaskRequest{ExecutionId: id})
	if err != nil {
		return rpcError(addr, err)
	}
	b, err := protojson.Marshal(resp)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, string(b))
	return nil
}

func printResult(w io.Writer, done *hermesv1.TaskEvent) {
	if out := done.GetOutputJson(); out != "" {
		fmt.Fprintln(w, "\n--- output ---")
		var v any
		if json.Unmarshal([]byte(out), &v) == nil {
			b, _ := json.MarshalIndent(v, "", "  ")
			out = string(b)
		}
		fmt.Fprintln(w, out)
	}
	if r := done.GetReport(); r != "" {
		fmt.Fprintln(w, "\n--- report ---")
		fmt.Fprintln(w, r)
	}
}

func exitFor(s hermesv1.TaskState) error {
	switch s {
	case hermesv1.TaskState_TASK_STATE_SUCCEEDED:
		return nil
	case hermesv1.TaskState_TASK_STATE_PARTIAL:
		return &exitError{code: 3, msg: "task finished with skipped or failed subtasks (see the report)"}
	case hermesv1.TaskState_TASK_STATE_STOPPED_LIMIT:
		return &exitError{code: 4, msg: "task stopped at a hard limit and needs a human to take over"}
	case hermesv1.TaskState_TASK_STATE_SKIPPED:
		return &exitError{code: 1, msg: "the scheduled fire was skipped and nothing ran (see the report)"}
	default:
		return &exitError{code: 1, msg: "task ended " + eventlog.State(s)}
	}
}

func statusCommand() command {
	c := command{
		name:    "status",
		summary: "Show an execution's state: doing now, done, next, and each step.",
		usage: `Usage: hermes status [--addr A] [--json] ID

Examples:
  hermes status 20250310T140201-3f9a1c7b
  hermes status --json 20250310T140201-3f9a1c7b | jq .steps`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		asJSON := fs.Bool("json", false, "print the status as JSON")
		id, err := parseID(fs, args)
		if err != nil {
			return err
		}
		client, closeConn, err := dial(e, *addr)
		if err != nil {
			return err
		}
		defer closeConn()
		resp, err := client.GetTask(ctx, &hermesv1.GetTaskRequest{ExecutionId: id})
		if err != nil {
			return rpcError(*addr, err)
		}
		if *asJSON {
			b, _ := protojson.MarshalOptions{Multiline: true}.Marshal(resp.GetStatus())
			fmt.Fprintln(e.stdout, string(b))
			return nil
		}
		printStatus(e.stdout, resp.GetStatus())
		return nil
	}
	return c
}

func printStatus(w io.Writer, st *hermesv1.TaskStatus) {
	state := eventlog.State(st.GetState())
	if r := st.GetSkipReason(); r != "" {
		state += " (" + r + ")"
	}
	fmt.Fprintf(w, "execution  %s\nstate      %s\n", st.GetExecutionId(), state)
	if g := st.GetTask().GetGoal(); g != "" {
		fmt.Fprintf(w, "goal       %s\n", g)
	}
	fmt.Fprintf(w, "doing now  %s\ndone       %s\nnext       %s\n", list(st.GetDoingNow()), list(st.GetDone()), list(st.GetNext()))
	fmt.Fprintf(w, "steps used %d   tokens %d\n", st.GetStepsUsed(), st.GetTokensUsed())
	if st.GetNeedsTakeover() {
		fmt.Fprintf(w, "NEEDS TAKEOVER: limit %s\n", strings.ToLower(strings.TrimPrefix(st.GetLimit().String(), "LIMIT_KIND_")))
	}
	if len(st.GetNeedsAttention()) > 0 {
		fmt.Fprintf(w, "needs attention: %s\n", list(st.GetNeedsAttention()))
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\nSUBTASK\tTOOL\tSTATUS\tERROR\tMS\tTOKENS\tARGS\tNOTE")
	for _, s := range st.GetSteps() {
		kind := strings.TrimPrefix(s.GetErrorKind().String(), "ERROR_KIND_")
		if kind == "UNSPECIFIED" {
			kind = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d\t%s\t%s\n", s.GetSubtaskId(), dash(s.GetTool()),
			strings.ToLower(strings.TrimPrefix(s.GetStatus().String(), "STEP_STATUS_")), kind,
			s.GetDurationMs(), s.GetTokens(), dash(s.GetArgsSummary()), oneLine(s.GetMessage(), 60))
	}
	tw.Flush()
	if r := st.GetReport(); r != "" {
		fmt.Fprintf(w, "\n--- report ---\n%s\n", r)
	}
}

func list(s []string) string {
	if len(s) == 0 {
		return "-"
	}
	return strings.Join(s, ", ")
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func oneLine(s string, max int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > max {
		return string(r[:max-1]) + "…"
	}
	return dash(s)
}

func watchCommand() command {
	c := command{
		name:    "watch",
		summary: "Follow an execution's events: its history, then live until it ends.",
		usage: `Usage: hermes watch [--addr A] [--json] [--after SEQ] ID

Examples:
  hermes watch 20250310T140201-3f9a1c7b`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		asJSON := fs.Bool("json", false, "print events as JSON lines")
		after := fs.Int64("after", 0, "skip events up to this sequence number")
		id, err := parseID(fs, args)
		if err != nil {
			return err
		}
		client, closeConn, err := dial(e, *addr)
		if err != nil {
			return err
		}
		defer closeConn()
		stream, err := client.WatchTask(ctx, &hermesv1.WatchTaskRequest{ExecutionId: id, AfterSeq: *after})
		if err != nil {
			return rpcError(*addr, err)
		}
		_, err = printEvents(e, *addr, stream, *asJSON)
		return err
	}
	return c
}

// printEvents prints a watched execution's events until its stream ends,
// each as a live-log line or, with asJSON, a JSON line; it returns the
// last event.
func printEvents(e *env, addr string, stream hermesv1.GatewayService_WatchTaskClient, asJSON bool) (*hermesv1.TaskEvent, error) {
	lines := printer(e, addr)
	var last *hermesv1.TaskEvent
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return last, nil
		}
		if err != nil {
			return last, rpcError(addr, err)
		}
		last = resp.GetEvent()
		if asJSON {
			b, _ := protojson.Marshal(last)
			fmt.Fprintln(e.stdout, string(b))
		} else {
			fmt.Fprintln(e.stdout, lines.Line(last))
		}
	}
}

func cancelCommand() command {
	c := command{
		name:    "cancel",
		summary: "Cancel a running execution; in-flight tool calls are stopped.",
		usage: `Usage: hermes cancel [--addr A] [--reason TEXT] ID

Examples:
  hermes cancel --reason "wrong week" 20250310T140201-3f9a1c7b`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		why := fs.String("reason", "", "why, recorded with the execution")
		id, err := parseID(fs, args)
		if err != nil {
			return err
		}
		client, closeConn, err := dial(e, *addr)
		if err != nil {
			return err
		}
		defer closeConn()
		resp, err := client.CancelTask(ctx, &hermesv1.CancelTaskRequest{ExecutionId: id, Reason: *why})
		if err != nil {
			return rpcError(*addr, err)
		}
		fmt.Fprintf(e.stdout, "%s: %s\n", id, eventlog.State(resp.GetState()))
		return nil
	}
	return c
}

func approveCommand() command {
	c := command{
		name:    "approve",
		summary: "Approve (or --reject) a step that awaits approval.",
		usage: `Usage: hermes approve [--addr A] [--reject] [--comment TEXT] ID SUBTASK

Examples:
  hermes approve 20250310T140201-3f9a1c7b create_ticket
  hermes approve --reject --comment "not during the freeze" 20250310T140201-3f9a1c7b create_ticket`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		addr := gatewayFlag(fs, e)
		reject := fs.Bool("reject", false, "reject instead of approve")
		comment := fs.String("comment", "", "who decided and why")
		pos, err := parse(fs, args)
		if err != nil {
			return err
		}
		if err := wantArgs(fs, pos, 2, "an execution ID and a subtask ID are required"); err != nil {
			return err
		}
		client, closeConn, err := dial(e, *addr)
		if err != nil {
			return err
		}
		defer closeConn()
		resp, err := client.ApproveStep(ctx, &hermesv1.ApproveStepRequest{ExecutionId: pos[0], SubtaskId: pos[1], Approve: !*reject, Comment: *comment})
		if err != nil {
			return rpcError(*addr, err)
		}
		fmt.Fprintf(e.stdout, "%s %s: %s\n", pos[0], pos[1], strings.ToLower(strings.TrimPrefix(resp.GetStatus().String(), "STEP_STATUS_")))
		return nil
	}
	return c
}

// parseID parses a command's flags and its one positional argument, an
// execution ID.
func parseID(fs *flag.FlagSet, args []string) (string, error) {
	pos, err := parse(fs, args)
	if err != nil {
		return "", err
	}
	if err := wantArgs(fs, pos, 1, "exactly one execution ID is required"); err != nil {
		return "", err
	}
	return pos[0], nil
}

// wantArgs is the usage error of a command given the wrong number of
// positional arguments.
func wantArgs(fs *flag.FlagSet, pos []string, n int, msg string) error {
	if len(pos) == n {
		return nil
	}
	fs.Usage()
	return &exitError{code: 2, msg: msg}
}
