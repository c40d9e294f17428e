package main

import (
	"context"
	"flag"
	"fmt"
	"text/tabwriter"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/hermes-agent/hermes/cmd/hermes/internal/eventlog"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func cronCommand() command {
	c := command{
		name:    "cron",
		summary: "List a gateway's scheduled jobs: next fire, last outcome, skipped fires.",
		usage: `Usage: hermes cron list [--addr A] [--principal NAME] [--json]

A gateway started with -cron-jobs FILE fires each job on its schedule under
an execution ID made of the job's name and the scheduled time (UTC), so
replicas loading the same file start one run per fire. list shows each of
the gateway's jobs: schedule, policy, next fire, and the job's last fire
with its outcome, read from the planner, so every gateway shows the same:
the run's state, or why the fire was skipped (SKIPPED_OVERLAP: under Forbid
the previous run was still running; SKIPPED_DEADLINE: the fire came later
than starting_deadline). A skipped fire is recorded under its execution ID:
hermes status ID and hermes replay ID show it. SKIPPED HERE counts the
fires this gateway skipped since it started.

You see the jobs that run as you (the principal of your API key); the
admin role sees every job. --principal NAME shows only the jobs that run
as NAME, and naming another principal needs the admin role.

Examples:
  hermes cron list
  hermes cron list --json | jq 'select(.lastState == "TASK_STATE_SKIPPED")'
  HERMES_ADDR=gw-2:7001 hermes cron list
  hermes cron list --principal ops-cron       # admin: one principal's jobs`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		sub := ""
		if len(args) > 0 {
			sub = args[0]
		}
		switch sub {
		case "list":
			return listCron(ctx, e, c, args[1:])
		case "-h", "-help", "--help", "help":
			cronUsage(e, c)
			return flag.ErrHelp
		}
		cronUsage(e, c)
		if sub == "" {
			return &exitError{code: 2, msg: "usage: hermes cron list"}
		}
		return &exitError{code: 2, msg: fmt.Sprintf("unknown cron subcommand %q: want list", sub)}
	}
	return c
}

// cronUsage prints the command's help with the flags of cron list.
func cronUsage(e *env, c command) {
	fmt.Fprintf(e.stderr, "%s\n\n%s\n\nFlags of cron list:\n", c.summary, c.usage)
	fs, _ := cronListFlags(e, c)
	fs.PrintDefaults()
}

// cronListOptions are the flags of cron list.
type cronListOptions struct {
	addr, principal *string
	asJSON          *bool
}

func cronListFlags(e *env, c command) (*flag.FlagSet, cronListOptions) {
	fs := newFlags(e, c)
	o := cronListOptions{addr: gatewayFlag(fs, e)}
	o.principal = fs.String("principal", "", "only the jobs that run as this principal (another's needs the admin role)")
	o.asJSON = fs.Bool("json", false, "print one JSON object per job")
	return fs, o
}

func listCron(ctx context.Context, e *env, c command, args []string) error {
	fs, o := cronListFlags(e, c)
	addr, asJSON := o.addr, o.asJSON
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if err := wantArgs(fs, pos, 0, "hermes cron list takes no arguments"); err != nil {
		return err
	}
	client, closeConn, err := dial(e, *addr)
	if err != nil {
		return err
	}
	defer closeConn()
	resp, err := client.ListCronJobs(ctx, &hermesv1.ListCronJobsRequest{Principal: *o.principal})
	if err != nil {
		return rpcError(*addr, err)
	}
	if *asJSON {
		for _, j := range resp.GetJobs() {
			b, _ := protojson.Marshal(j)
			fmt.Fprintln(e.stdout, string(b))
		}
		return nil
	}
	printCron(e, resp.GetJobs())
	return nil
}

func printCron(e *env, jobs []*hermesv1.CronJob) {
	if len(jobs) == 0 {
		fmt.Fprintln(e.stdout, "no scheduled jobs you may see (the gateway has no -cron-jobs file, or none runs as you)")
		return
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "JOB\tSCHEDULE\tZONE\tPOLICY\tNEXT FIRE\tLAST FIRE\tEXECUTION\tOUTCOME\tSKIPPED HERE")
	for _, j := range jobs {
		skipped := fmt.Sprint(j.GetSkipped())
		if j.GetSkipped() > 0 {
			skipped += " (" + j.GetLastSkipReason() + ")"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", j.GetName(), j.GetSchedule(), j.GetTimeZone(), j.GetConcurrencyPolicy(),
			cronTime(j.GetNextFire()), cronTime(j.GetLastFire()), dash(j.GetLastExecutionId()), cronOutcome(j), skipped)
	}
	_ = tw.Flush()
}

// cronOutcome says in a word what became of a job's last fire: its run's
// state, why it was skipped, or why it could not start.
func cronOutcome(j *hermesv1.CronJob) string {
	switch {
	case j.GetLastError() != "":
		return "NOT STARTED: " + oneLine(j.GetLastError(), 60)
	case j.GetLastFireSkipReason() != "":
		return j.GetLastFireSkipReason()
	case j.GetLastState() != hermesv1.TaskState_TASK_STATE_UNSPECIFIED:
		return eventlog.State(j.GetLastState())
	}
	return "-"
}

func cronTime(ts *timestamppb.Timestamp) string {
	if ts == nil {
		return "-"
	}
	return ts.AsTime().Local().Format(time.DateTime)
}
