package model

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/model/tokencount"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// The token-count target (issue 5): the selection prompt of the two-level
// index against a prompt carrying every tool's full schema, for 50 and 500
// tools, counted with a real tokenizer (cl100k_base, offline). The catalog
// is the BFCL function list of ../shared/eval (real tools with real
// parameter schemas; $HERMES_EVAL_DATA overrides the directory), or a
// deterministic synthetic catalog when the files are absent.
//
// Run: go test ./reason/model -run TestTokenBudget -v

// minRatio is the target: at least 10× fewer tokens at 50 tools.
const minRatio = 10

// tokenCase is one measured catalog size.
type tokenCase struct {
	tools, listed                 int // catalog size, tools in the selection prompt
	full, selection, fill         int // whole requests: system + user messages
	fullListing, selectionListing int // the tool listing alone
}

func TestTokenBudget(t *testing.T) {
	counter, err := tokencount.New(tokencount.CL100K)
	if err != nil {
		t.Fatal(err)
	}
	all, source := evalCatalog(t, 500)
	rows := []tokenCase{
		measure(t, counter, all[:50], 0),
		measure(t, counter, all[:500], 0),
		measure(t, counter, all[:50], DefaultTopK),
		measure(t, counter, all[:50], 50),
	}
	t.Logf("catalog: %s\nquery: %q; encoding %s; a request is its system and user messages, re-injection block included", source, tokenQuery, counter.Encoding())
	var b strings.Builder
	b.WriteString("\n| tools | listed in selection prompt | all full schemas | two-level selection prompt | ratio | listing: full | listing: one-line | ratio | fill prompt (chosen tool's schema) |\n")
	b.WriteString("|---:|---|---:|---:|---:|---:|---:|---:|---:|\n")
	notes := []string{"engine default", "engine default", "fixed top 20, for comparison", "no pre-selection, for comparison"}
	for i, r := range rows {
		fmt.Fprintf(&b, "| %d | %d (%s) | %d | %d | %.1f× | %d | %d | %.1f× | %d |\n",
			r.tools, r.listed, notes[i], r.full, r.selection, ratio(r.full, r.selection),
			r.fullListing, r.selectionListing, ratio(r.fullListing, r.selectionListing), r.fill)
	}
	t.Log(b.String())

	for _, r := range rows[:2] {
		if got := ratio(r.full, r.selection); got < minRatio {
			t.Errorf("%d tools: selection prompt %d tokens, full schemas %d: %.1f×, want ≥ %d×", r.tools, r.selection, r.full, got, minRatio)
		}
		if r.selection+r.fill > 3000 {
			t.Errorf("%d tools: selection and fill prompts are %d tokens, want them in the low thousands (R5)", r.tools, r.selection+r.fill)
		}
	}
}

func ratio(a, b int) float64 { return float64(a) / float64(max(b, 1)) }

// measure builds the prompts the engine sends for one catalog and counts
// them. listed overrides how many candidates the selection prompt lists
// (0: the engine's choice).
func measure(t testing.TB, counter *tokencount.Counter, catalog []toolspec.Spec, listed int) tokenCase {
	e, run, st := promptEngine(t)
	ctx := context.Background()
	candidates, err := e.candidates(ctx, run, st, catalog)
	if listed > 0 && listed < len(catalog) {
		candidates, err = e.opts.Preselect(ctx, run, st, catalog, listed)
	} else if listed >= len(catalog) {
		candidates = catalog
	}
	if err != nil {
		t.Fatal(err)
	}
	msgs := func(system, payload string) int {
		return counter.Messages(
			tokencount.Message{Role: "system", Content: system},
			tokencount.Message{Role: "user", Content: e.userPrompt(run, payload)})
	}
	fullListing, selListing := fullPayload(st, catalog), selectionPayload(st, candidates)
	return tokenCase{
		tools:            len(catalog),
		listed:           len(candidates),
		full:             msgs(scoreInstructions, fullListing),
		selection:        msgs(scoreInstructions, selListing),
		fill:             msgs(fillInstructions, fillPayload(st, &candidates[0], nil, "")),
		fullListing:      counter.Count(fullListing),
		selectionListing: counter.Count(selListing),
	}
}

// fullPayload is what a one-level index sends: every tool in full, as the
// fill prompt shows the chosen one.
func fullPayload(st *task.Subtask, catalog []toolspec.Spec) string {
	var b strings.Builder
	b.WriteString("Subtask " + st.ID + ": " + oneLine(st.Description) + "\nCandidate tools:")
	for i := range catalog {
		b.WriteString("\n\n" + fullSpec(&catalog[i]))
	}
	return b.String()
}

const tokenQuery = "Find the area and perimeter of a triangle whose three sides are 5, 4 and 3 units long"

// promptEngine returns an engine that is never asked to connect, with a
// run and subtask for the measured query.
func promptEngine(t testing.TB) (*Engine, *reason.Run, *task.Subtask) {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Shanghai")
	if err != nil {
		t.Fatal(err)
	}
	now := func() time.Time { return time.Date(2025, 3, 10, 14, 2, 0, 0, loc) }
	e, err := New(Options{BaseURL: "http://127.0.0.1:9/v1", Model: "gpt-4o-mini", Now: now, Location: loc})
	if err != nil {
		t.Fatal(err)
	}
	tk, err := e.opts.Fallback.Parse(context.Background(), tokenQuery, nil)
	if err != nil {
		t.Fatal(err)
	}
	return e, reason.NewRun(tk, reason.NewMeter(0)), &task.Subtask{ID: "need_1", Description: tokenQuery, Kind: task.KindTool}
}

// evalCatalog returns n tools: BFCL's functions in file order (unique by
// name), or a synthetic catalog when the eval files are absent.
func evalCatalog(t testing.TB, n int) ([]toolspec.Spec, string) {
	t.Helper()
	dir := os.Getenv("HERMES_EVAL_DATA")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "..", "..", "shared", "eval")
	}
	var specs []toolspec.Spec
	seen := map[string]bool{}
	for _, f := range []string{"BFCL_v4_multiple.json", "BFCL_v4_simple_python.json", "BFCL_v4_irrelevance.json"} {
		got, err := bfclFunctions(filepath.Join(dir, "bfcl", f), seen)
		if err != nil {
			t.Logf("eval data unavailable (%v); using a synthetic catalog", err)
			return syntheticCatalog(n), "synthetic (deterministic)"
		}
		specs = append(specs, got...)
		if len(specs) >= n {
			return specs[:n], "BFCL v4 function lists (multiple, simple_python, irrelevance), first unique names"
		}
	}
	return append(specs, syntheticCatalog(n-len(specs))...), "BFCL v4 functions + synthetic"
}

func bfclFunctions(path string, seen map[string]bool) ([]toolspec.Spec, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []toolspec.Spec
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 16<<20)
	for sc.Scan() {
		var line struct {
			Function []struct {
				Name        string          `json:"name"`
				Description string          `json:"description"`
				Parameters  json.RawMessage `json:"parameters"`
			} `json:"function"`
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		for _, fn := range line.Function {
			if seen[fn.Name] {
				continue
			}
			seen[fn.Name] = true
			params, err := argschema.Normalize(fn.Parameters)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %w", path, fn.Name, err)
			}
			out = append(out, toolspec.Spec{Name: fn.Name, Description: fn.Description, Parameters: params, SideEffect: toolspec.Read})
		}
	}
	return out, sc.Err()
}

// syntheticCatalog generates n plausible tools deterministically: a
// two-sentence description and three to five described parameters.
func syntheticCatalog(n int) []toolspec.Spec {
	domains := []string{"metric", "alert", "order", "store", "invoice", "ticket", "deploy", "user", "campaign", "inventory"}
	verbs := []string{"query", "list", "export", "count", "fetch"}
	params := []struct{ name, schema string }{
		{"start_date", `{"type":"string","format":"date","description":"First day of the period, YYYY-MM-DD."}`},
		{"end_date", `{"type":"string","format":"date","description":"Last day of the period, YYYY-MM-DD, inclusive."}`},
		{"region", `{"type":"string","enum":["east","north","south","west"],"description":"Region code; omit for all regions."}`},
		{"limit", `{"type":"integer","minimum":1,"maximum":500,"description":"Maximum number of rows to return; default 50."}`},
		{"status", `{"type":"string","enum":["open","closed","all"],"description":"Only items in this state."}`},
	}
	out := make([]toolspec.Spec, n)
	for i := range out {
		d, v := domains[i%len(domains)], verbs[(i/len(domains))%len(verbs)]
		k := 3 + i%3
		props := make([]string, k)
		for j := range k {
			p := params[(i+j)%len(params)]
			props[j] = fmt.Sprintf("%q:%s", p.name, p.schema)
		}
		out[i] = toolspec.Spec{
			Name:        fmt.Sprintf("%s_%s_%d", v, d, i),
			Description: fmt.Sprintf("%s %s records of system %d for a period. Returns one row per record with its key fields; aggregates only when asked.", strings.ToUpper(v[:1])+v[1:], d, i),
			Parameters:  json.RawMessage(`{"type":"object","properties":{` + strings.Join(props, ",") + fmt.Sprintf(`},"required":[%q]}`, params[i%len(params)].name)),
			SideEffect:  toolspec.Read,
		}
	}
	return out
}

// benchCounter is built once for the benchmarks: loading the encoding
// takes far longer than what they measure.
var benchCounter = sync.OnceValues(func() (*tokencount.Counter, error) { return tokencount.New(tokencount.CL100K) })

// BenchmarkSelectionPrompt builds (pre-selection included) and counts the
// selection prompt against the full-schema prompt; tokens/op is the
// prompt's size.
func BenchmarkSelectionPrompt(b *testing.B) {
	counter, err := benchCounter()
	if err != nil {
		b.Fatal(err)
	}
	all, _ := evalCatalog(b, 500)
	for _, n := range []int{50, 500} {
		catalog := all[:n]
		e, run, st := promptEngine(b)
		ctx := context.Background()
		b.Run(fmt.Sprintf("two-level/tools=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			var tokens int
			for b.Loop() {
				candidates, err := e.candidates(ctx, run, st, catalog)
				if err != nil {
					b.Fatal(err)
				}
				tokens = counter.Count(scoreInstructions) + counter.Count(e.userPrompt(run, selectionPayload(st, candidates)))
			}
			b.ReportMetric(float64(tokens), "tokens/prompt")
		})
		b.Run(fmt.Sprintf("full-schemas/tools=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			var tokens int
			for b.Loop() {
				tokens = counter.Count(scoreInstructions) + counter.Count(e.userPrompt(run, fullPayload(st, catalog)))
			}
			b.ReportMetric(float64(tokens), "tokens/prompt")
		})
	}
}
