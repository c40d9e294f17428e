package embedded

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/maphash"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Options configure an Engine. The zero value takes the defaults.
type Options struct {
	// Now is the clock relative times are resolved against; default
	// time.Now.
	Now func() time.Time
	// Location is the zone dates are resolved in; default Asia/Shanghai.
	Location *time.Location
	// Aliases map the words of a goal to entity codes; default
	// DefaultAliases().
	Aliases []Alias
	// Scoring tunes the lexical scorer (threshold, ambiguity margin, …).
	Scoring lexical.Options
	// Registry, when set, returns every tool the catalogs given to Plan
	// and Score are drawn from — a registry of which a caller's role sees
	// a part. Its tools count towards how rare a word is
	// (lexical.Options.Background) without being ranked, so that a part
	// of the registry is scored with the registry's word statistics, not
	// with those of the few tools it happens to hold.
	Registry func() []toolspec.Spec
	// TopScores caps the scores kept on each planned subtask; default 10.
	TopScores int
	// SummaryRows is how many rows a summary's data excerpt keeps for the
	// report's tables; default 5.
	SummaryRows int
	// SummaryChars caps a summary's length in characters; default 120.
	SummaryChars int
	// DataBytes caps a summary's data excerpt; default 2048.
	DataBytes int
	// Schemas compiles the tools' returns schemas. Give the step loop, this
	// engine and the model engine one cache so that each schema is compiled
	// once; default a cache of the engine's own.
	Schemas *argschema.Cache
}

// Engine is the embedded reasoner: deterministic, no model, no network, and
// no model tokens spent. It is safe for concurrent use.
type Engine struct {
	opts Options

	mu      sync.Mutex
	indexes map[uint64]*lexical.Index
	seed    maphash.Seed // of the indexes' keys

	bgMu sync.Mutex
	bg   registryBackground // the registry's, analysed once

	times timeexpr.Cache
	goals memo[*goalBase] // what each goal writes, by reference hour and goal
	needs memo[[]need]    // what each goal asks for, by reference hour and goal
}

var _ reason.Reasoner = (*Engine)(nil)

// maxCachedIndexes bounds the per-catalog index cache.
const maxCachedIndexes = 16

// New returns an Engine with opts.
func New(opts Options) *Engine {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Location == nil {
		opts.Location = timeexpr.DefaultLocation()
	}
	if opts.Aliases == nil {
		opts.Aliases = DefaultAliases()
	}
	if opts.TopScores <= 0 {
		opts.TopScores = 10
	}
	if opts.Schemas == nil {
		opts.Schemas = &argschema.Cache{}
	}
	return &Engine{opts: opts, indexes: map[uint64]*lexical.Index{}, seed: maphash.MakeSeed()}
}

// resolve finds the time expressions of text as of now, once per text and
// day.
func (e *Engine) resolve(text string) timeexpr.Result {
	return e.times.Resolve(text, e.opts.Now(), e.opts.Location)
}

// Threshold is the scorer's "no suitable tool" threshold.
func (e *Engine) Threshold() float64 {
	if e.opts.Scoring.Threshold > 0 {
		return e.opts.Scoring.Threshold
	}
	return lexical.DefaultThreshold
}

// Index returns the scorer's index of catalog, built once per distinct
// catalog (and registry, see Options.Registry) and cached.
func (e *Engine) Index(catalog []toolspec.Spec) *lexical.Index {
	opts := e.opts.Scoring
	var reg []toolspec.Spec
	if e.opts.Registry != nil {
		reg = e.opts.Registry()
		opts.Background, opts.Prepared = e.background(reg)
	}
	key := catalogKey(e.seed, catalog, reg)
	e.mu.Lock()
	ix, ok := e.indexes[key]
	e.mu.Unlock()
	if ok {
		return ix
	}
	ix = lexical.NewIndex(catalog, opts)
	e.mu.Lock()
	if len(e.indexes) >= maxCachedIndexes {
		for k := range e.indexes {
			delete(e.indexes, k)
			break
		}
	}
	e.indexes[key] = ix
	e.mu.Unlock()
	return ix
}

// catalogKey hashes the ranked catalog and the registry behind it. It runs
// on every plan, over the whole registry: maphash writes the strings as
// they are, where a hash.Hash64 would copy each into a new byte slice.
func catalogKey(seed maphash.Seed, catalog, registry []toolspec.Spec) uint64 {
	var h maphash.Hash
	h.SetSeed(seed)
	for _, set := range [][]toolspec.Spec{catalog, registry} {
		for _, s := range set {
			for _, f := range [...]string{s.Name, s.Description, s.WhenToUse, s.WhenNotToUse} {
				h.WriteString(f)
				h.WriteByte(0)
			}
			h.Write(s.Parameters)
			h.WriteByte(0)
		}
		h.WriteByte(1)
	}
	return h.Sum64()
}

// Parse turns a goal into a structured task. A goal that is a JSON object is
// taken as a structured task; what it leaves out is resolved from its goal
// text.
func (e *Engine) Parse(ctx context.Context, goal string, _ *reason.Meter) (*task.Task, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !utf8.ValidString(goal) {
		return nil, fmt.Errorf("%w: goal is not valid UTF-8", reason.ErrNotUnderstood)
	}
	goal = strings.TrimSpace(goal)
	if goal == "" {
		return nil, fmt.Errorf("%w: empty goal", reason.ErrNotUnderstood)
	}
	if strings.HasPrefix(goal, "{") {
		var t task.Task
		if err := json.Unmarshal([]byte(goal), &t); err != nil {
			return nil, fmt.Errorf("%w: structured task is not valid JSON: %v", reason.ErrNotUnderstood, err)
		}
		if strings.TrimSpace(t.Goal) == "" {
			return nil, fmt.Errorf("%w: structured task has no goal", reason.ErrNotUnderstood)
		}
		parsed := e.parseText(t.Goal)
		mergeTask(&t, parsed)
		return &t, nil
	}
	if !hasContent(goal) {
		return nil, fmt.Errorf("%w: %q has no words", reason.ErrNotUnderstood, goal)
	}
	return e.parseText(goal), nil
}

func hasContent(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// mergeTask fills what a structured task left out from the parse of its goal.
func mergeTask(t, p *task.Task) {
	if t.Language == "" {
		t.Language = p.Language
	}
	if t.Constraints == nil {
		t.Constraints = p.Constraints
	}
	if t.ExpectedOutput == "" {
		t.ExpectedOutput = p.ExpectedOutput
	}
	if t.TimeRange == nil {
		t.TimeRange = p.TimeRange
	}
	if t.CompareRange == nil {
		t.CompareRange = p.CompareRange
	}
	if t.Entities == nil {
		t.Entities = p.Entities
	}
	if t.Format == "" {
		t.Format = p.Format
	}
	if t.MaxChars == 0 {
		t.MaxChars = p.MaxChars
	}
}

var (
	maxCharsZhRE = prefilter.MustCompile(`(?:不超过|不多于|最多|控制在|限制在|少于|不要超过)\s*(\d+)\s*个?(?:字|字符)|(\d+)\s*(?:个)?(?:字|字符)以内`)
	maxCharsEnRE = prefilter.MustCompile(`(?i)(?:under|within|at most|no more than|max(?:imum)?(?: of)?|less than|fewer than|up to)\s+(\d+)\s+(characters|chars|words)`)
	emailRE      = prefilter.MustCompile(`(?i)邮件|e-?mail|\bmail\b`)
	tableRE      = prefilter.MustCompile(`(?i)表格|\btable\b|\btabular\b`)
	markdownRE   = prefilter.MustCompile(`(?i)markdown|\bmd\b`)
	identRE      = prefilter.MustCompile(`[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+`)
)

// parseText parses a natural-language goal.
func (e *Engine) parseText(goal string) *task.Task {
	t := &task.Task{Goal: goal, Language: language(goal), Constraints: map[string]string{}, Entities: map[string]string{}}
	now := e.opts.Now()
	res := e.times.Resolve(goal, now, e.opts.Location)
	if t.TimeRange = goalRange(goal, res, now.In(e.opts.Location)); t.TimeRange != nil {
		t.Constraints["time_range"] = res.Primary.Text + " = " + t.TimeRange.String()
	}
	if res.Compare != nil {
		t.CompareRange = res.Compare
		t.Constraints["compare_with"] = compareLabel(res.CompareKind, t.Language) + " = " + res.Compare.String()
	}
	for _, m := range e.entities(goal) {
		if _, seen := t.Entities[m.Kind]; !seen {
			t.Entities[m.Kind] = m.Value
			if m.Kind == "region" {
				t.Constraints["data_scope"] = m.Name
			}
		}
	}
	if id := identRE.FindString(goal); id != "" {
		t.Entities["tool"] = id
	}
	switch {
	case emailRE.MatchString(goal):
		t.Format = task.FormatEmail
	case tableRE.MatchString(goal):
		t.Format = task.FormatTable
	case markdownRE.MatchString(goal):
		t.Format = task.FormatMarkdown
	default:
		t.Format = task.FormatText
	}
	t.Constraints["output_format"] = string(t.Format)
	if m := maxCharsZhRE.FindStringSubmatch(goal); m != nil {
		t.MaxChars, _ = strconv.Atoi(m[1] + m[2])
	} else if m := maxCharsEnRE.FindStringSubmatch(goal); m != nil {
		n, _ := strconv.Atoi(m[1])
		if strings.EqualFold(m[2], "words") {
			n *= 6 // an English word averages about six characters with its space
		}
		t.MaxChars = n
	}
	if t.MaxChars > 0 {
		t.Constraints["max_chars"] = strconv.Itoa(t.MaxChars)
	}
	needs := e.goalNeeds(goal)
	t.ExpectedOutput = expected(needs, t)
	return t
}

// goalRange is the period a goal is about, from its resolved times: in a
// request to act, the days to come its day names, and none for a birth
// date it only records (register a card, born 2018-05-03). A goal that
// names no day but tells a time of day as over (下午1点40已经恢复了) is
// about today.
func goalRange(goal string, res timeexpr.Result, now time.Time) *task.Range {
	if res.Range == nil {
		if c, ok := timeexpr.Clocks(goal); ok && timeexpr.ClockToldDone(goal, c.Start) {
			today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
			return &task.Range{Start: today, End: today}
		}
		return nil
	}
	if !asksWrite(goal, goal) {
		return res.Range
	}
	if len(res.Periods) == 1 && timeexpr.BornOn(goal, res.Primary) {
		return nil
	}
	r := timeexpr.Ordered(goal, res.Primary, now)
	return &r
}

// language is "zh" when the goal has Han characters, else "en".
func language(s string) string {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return "zh"
		}
	}
	return "en"
}

func compareLabel(kind, lang string) string {
	zh := map[string]string{timeexpr.ComparePrevious: "环比", timeexpr.CompareYearAgo: "同比", timeexpr.CompareExplicit: "对比"}
	en := map[string]string{timeexpr.ComparePrevious: "previous period", timeexpr.CompareYearAgo: "same period last year", timeexpr.CompareExplicit: "compare with"}
	if lang == "zh" {
		return zh[kind]
	}
	return en[kind]
}

// expected says what the result should contain: the needs, in the goal's
// language, and the report format.
func expected(needs []need, t *task.Task) string {
	parts := make([]string, 0, len(needs))
	for _, n := range needs {
		parts = append(parts, n.text)
	}
	sep, lead := "; ", "Report covering: "
	if t.Language == "zh" {
		sep, lead = "、", "报告，涵盖："
	}
	s := lead + strings.Join(parts, sep)
	if len(needs) == 0 {
		s = strings.TrimSuffix(strings.TrimSuffix(lead, "："), ": ")
	}
	if t.CompareRange != nil {
		if t.Language == "zh" {
			s += "；含对比变化说明"
		} else {
			s += "; with the change against the comparison period"
		}
	}
	if t.Format != task.FormatText {
		s += " (" + string(t.Format) + ")"
	}
	return s
}
