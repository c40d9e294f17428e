package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/model"
	"github.com/hermes-agent/hermes/services/planner/task"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

// multiFlag collects a repeated flag.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }

// loadCatalog reads tool manifests (YAML) and OpenAI-style function lists
// (JSON, JSONL, BFCL); with no files it returns the demo catalog that
// hermes dev serves.
// loadCatalog reads the tools of paths (the demo catalog when none); the
// loader's warnings — a function list's name loaded under a sanitized one —
// are written to warn.
func loadCatalog(paths []string, warn io.Writer) ([]toolspec.Spec, error) {
	if len(paths) == 0 {
		return demo.Specs()
	}
	var specs []toolspec.Spec
	for _, p := range paths {
		var cat *manifest.Catalog
		var err error
		switch strings.ToLower(filepath.Ext(p)) {
		case ".json", ".jsonl":
			cat, err = manifest.LoadFunctions(p)
		default:
			cat, err = manifest.Load(p)
		}
		if err != nil {
			return nil, err
		}
		for _, w := range cat.Warnings {
			fmt.Fprintf(warn, "hermes: %s\n", w)
		}
		for _, t := range cat.Tools {
			specs = append(specs, t.Spec)
		}
	}
	return specs, nil
}

func planCommand() command {
	c := command{
		name:    "plan",
		summary: "Dry run: parse a goal, plan its subtasks, score tools and fill arguments — no tool is called.",
		usage: `Usage: hermes plan [--now RFC3339] [--timezone Z] [--tools FILE]... [--saved [--addr A]] [--json] GOAL
       hermes plan --model NAME [--model-base-url URL] [flags] GOAL

Plans locally: no gateway, no toolrunner, no tool call. By default it runs the
embedded engine (no model, no network). With --model it reasons with that
model through an OpenAI-compatible chat-completions server (OpenAI, vLLM,
Ollama, llama.cpp server), the key taken from HERMES_MODEL_API_KEY, exactly
as a planner started with the same flags would. Without --tools the catalog
is the demo tools that hermes dev serves; --tools takes manifests (YAML) or
OpenAI-style function lists (JSON/JSONL), repeatable. With --saved it reads
your saved defaults through the gateway (hermes memory) and plans with them
as the planner would, naming each value they supply.

Examples:
  hermes plan --now 2025-03-10T09:00:00+08:00 "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式"
  hermes plan --json "导出华东区门店明细" | jq '.subtasks[0].tool'
  hermes plan --saved "query the sales revenue"
  hermes plan --tools ../shared/eval/bfcl/BFCL_v4_multiple.json "find the area of a triangle"
  hermes plan --model qwen2.5:7b --model-base-url http://localhost:11434/v1 "今天实时的DAU"`,
	}
	c.run = func(ctx context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		now := fs.String("now", "", "the clock, RFC 3339 (default: the current time)")
		tz := fs.String("timezone", "Asia/Shanghai", "zone relative dates are resolved in")
		var tools multiFlag
		fs.Var(&tools, "tools", "manifest or function-list file (repeatable)")
		asJSON := fs.Bool("json", false, "print one JSON object")
		modelName := fs.String("model", "", "plan with this model through an OpenAI-compatible server (key from HERMES_MODEL_API_KEY)")
		baseURL := fs.String("model-base-url", model.DefaultBaseURL, "the model server's chat-completions base URL")
		saved := fs.Bool("saved", false, "plan with your saved defaults, read through the gateway")
		addr := gatewayFlag(fs, e)
		pos, err := parse(fs, args)
		if err != nil {
			return err
		}
		if len(pos) == 0 {
			fs.Usage()
			return &exitError{code: 2, msg: "a GOAL is required"}
		}
		opts, err := engineOptions(*now, *tz)
		if err != nil {
			return &exitError{code: 2, msg: err.Error()}
		}
		eng, err := planEngine(opts, *modelName, *baseURL, e.getenv("HERMES_MODEL_API_KEY"))
		if err != nil {
			return &exitError{code: 2, msg: err.Error()}
		}
		catalog, err := loadCatalog(tools, e.stderr)
		if err != nil {
			return err
		}
		var defaults map[string]string
		if *saved {
			if defaults, err = savedDefaults(ctx, e, *addr); err != nil {
				return err
			}
		}
		t, plan, used, err := dryPlan(ctx, eng, strings.Join(pos, " "), catalog, defaults)
		if err != nil {
			return err
		}
		if *asJSON {
			b, err := embedded.PlanJSON(t, plan)
			if err != nil {
				return err
			}
			fmt.Fprintln(e.stdout, string(b))
			return nil
		}
		printPlan(e.stdout, t, plan, catalog)
		printDefaults(e.stdout, plan, used)
		return nil
	}
	return c
}

// savedDefaults reads the caller's saved preferences through the gateway.
func savedDefaults(ctx context.Context, e *env, addr string) (map[string]string, error) {
	client, closeConn, err := dial(e, addr)
	if err != nil {
		return nil, err
	}
	defer closeConn()
	resp, err := client.ListMemory(ctx, &hermesv1.ListMemoryRequest{})
	if err != nil {
		return nil, rpcError(addr, err)
	}
	out := make(map[string]string, len(resp.GetEntries()))
	for _, en := range resp.GetEntries() {
		out[en.GetKey()] = en.GetValue()
	}
	return out, nil
}

// printDefaults names every value the saved defaults supplied: the task's
// (used) and each subtask's.
func printDefaults(w io.Writer, p *task.Plan, used map[string]string) {
	if len(used) > 0 {
		fmt.Fprintf(w, "\nreport    %s from your saved defaults\n", reason.DefaultsLine(used))
	}
	for _, st := range p.Subtasks {
		if len(st.Defaults) > 0 {
			fmt.Fprintf(w, "%-9s %s from your saved defaults\n", st.ID, reason.DefaultsLine(st.Defaults))
		}
	}
}

// planEngine is the embedded engine, or with a model name the model engine
// backed by it, as the planner builds them.
func planEngine(opts embedded.Options, modelName, baseURL, apiKey string) (reason.Reasoner, error) {
	emb := embedded.New(opts)
	if modelName == "" {
		return emb, nil
	}
	eng, err := model.New(model.Options{
		BaseURL:  baseURL,
		Model:    modelName,
		APIKey:   apiKey,
		Fallback: emb,
		Now:      opts.Now,
		Location: opts.Location,
	})
	if err != nil {
		return nil, err // names the bad option
	}
	return eng, nil
}

// engineOptions sets the engine's clock and zone from the flags.
func engineOptions(now, tz string) (embedded.Options, error) {
	loc, err := time.LoadLocation(tz)
	if err != nil {
		return embedded.Options{}, fmt.Errorf("timezone: %w", err)
	}
	opts := embedded.Options{Location: loc, Now: time.Now}
	if now != "" {
		at, err := time.Parse(time.RFC3339, now)
		if err != nil {
			return embedded.Options{}, fmt.Errorf("now: want RFC 3339 such as 2025-03-10T09:00:00+08:00: %w", err)
		}
		opts.Now = func() time.Time { return at }
	}
	return opts, nil
}

func dryPlan(ctx context.Context, eng reason.Reasoner, goal string, catalog []toolspec.Spec, defaults map[string]string) (*task.Task, *task.Plan, map[string]string, error) {
	meter := reason.NewMeter(0)
	t, err := eng.Parse(ctx, goal, meter)
	if errors.Is(err, reason.ErrNotUnderstood) {
		return nil, nil, nil, &exitError{code: 1, msg: "goal not understood: " + err.Error()}
	}
	if err != nil {
		return nil, nil, nil, err
	}
	run := reason.NewRun(t, meter)
	run.Defaults = defaults
	plan, err := eng.Plan(ctx, run, catalog)
	if err != nil {
		return nil, nil, nil, err
	}
	return t, plan, run.DefaultsUsed(), nil
}

func printPlan(w io.Writer, t *task.Task, p *task.Plan, catalog []toolspec.Spec) {
	fmt.Fprintf(w, "goal      %s\n", t.Goal)
	if t.TimeRange != nil {
		fmt.Fprintf(w, "period    %s\n", t.TimeRange)
	}
	if t.CompareRange != nil {
		fmt.Fprintf(w, "compare   %s\n", t.CompareRange)
	}
	for k, v := range t.Constraints {
		fmt.Fprintf(w, "%-9s %s\n", k, v)
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\nSUBTASK\tDEPENDS ON\tTOOL\tSCORE\tARGS\tMISSING")
	for _, st := range p.Subtasks {
		tool, score := "-", ""
		if st.Tool != "" {
			tool = st.Tool
		} else if st.Kind != task.KindReport {
			tool = "(no suitable tool)"
		}
		if len(st.Scores) > 0 && st.Tool != "" {
			score = fmt.Sprintf("%.2f", st.Scores[0].Score)
		}
		args, _ := json.Marshal(st.Args)
		if len(st.Args) == 0 {
			args = []byte("-")
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", st.ID, list(st.DependsOn), tool, score, args, list(st.Missing))
	}
	tw.Flush()
	printAmbiguous(w, p, catalog)
}

// printAmbiguous names, for each subtask whose top two tools scored too
// close to tell apart, both tools with their scores and descriptions.
func printAmbiguous(w io.Writer, p *task.Plan, catalog []toolspec.Spec) {
	desc := make(map[string]string, len(catalog))
	for _, s := range catalog {
		desc[s.Name] = s.Description
	}
	for _, st := range p.Subtasks {
		if len(st.Ambiguous) != 2 {
			continue
		}
		fmt.Fprintf(w, "\nAMBIGUOUS %s: %s and %s scored too close to tell apart; sharpen their descriptions\n", st.ID, st.Ambiguous[0], st.Ambiguous[1])
		for _, name := range st.Ambiguous {
			score := ""
			for _, s := range st.Scores {
				if s.Tool == name {
					score = fmt.Sprintf(" (%.2f)", s.Score)
				}
			}
			fmt.Fprintf(w, "  %s%s: %s\n", name, score, desc[name])
		}
	}
}

// scoreOptions are the flags of hermes tools score.
type scoreOptions struct {
	tools  *multiFlag
	topN   *int
	asJSON *bool
}

func scoreFlags(e *env, c command) (*flag.FlagSet, scoreOptions) {
	fs := newFlags(e, c)
	opts := scoreOptions{tools: &multiFlag{}}
	fs.Var(opts.tools, "tools", "manifest or function-list file (repeatable)")
	opts.topN = fs.Int("top", 10, "how many tools to show")
	opts.asJSON = fs.Bool("json", false, "print JSON")
	return fs, opts
}

// scoreTools is `hermes tools score`.
func scoreTools(e *env, c command, args []string) error {
	fs, opts := scoreFlags(e, c)
	topN, asJSON := opts.topN, opts.asJSON
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		fs.Usage()
		return &exitError{code: 2, msg: "a QUERY is required"}
	}
	catalog, err := loadCatalog(*opts.tools, e.stderr)
	if err != nil {
		return err
	}
	ix := lexical.NewIndex(catalog, lexical.Options{})
	sel := ix.Select(strings.Join(pos, " "))
	scores := sel.Scores
	if len(scores) > *topN {
		scores = scores[:*topN]
	}
	if *asJSON {
		var best *string
		if sel.Best != "" {
			best = &sel.Best
		}
		b, _ := json.MarshalIndent(struct {
			Selected  *string      `json:"selected"`
			Threshold float64      `json:"threshold"`
			Ambiguous []string     `json:"ambiguous,omitempty"`
			Scores    []task.Score `json:"scores"`
		}{best, ix.Threshold(), sel.Ambiguous, append([]task.Score{}, scores...)}, "", "  ")
		fmt.Fprintln(e.stdout, string(b))
		return nil
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "RANK\tTOOL\tSCORE")
	for i, s := range scores {
		fmt.Fprintf(tw, "%d\t%s\t%.3f\n", i+1, s.Tool, s.Score)
	}
	tw.Flush()
	switch {
	case sel.Best == "":
		fmt.Fprintf(e.stdout, "\nno suitable tool: nothing reaches the threshold %.2f\n", ix.Threshold())
	case len(sel.Ambiguous) == 2:
		fmt.Fprintf(e.stdout, "\nselected %s — AMBIGUOUS with %s (within %.2f): sharpen their descriptions\n", sel.Best, sel.Ambiguous[1], ix.Margin())
	default:
		fmt.Fprintf(e.stdout, "\nselected %s\n", sel.Best)
	}
	return nil
}
