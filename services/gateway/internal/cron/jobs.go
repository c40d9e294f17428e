// Package cron runs scheduled goals from the gateway. Each fire gets an
// execution ID made of the job's name and its scheduled time, so that any
// number of gateway replicas reading the same jobs file start one run per
// fire: the planner refuses or replays a second start of the same ID.
package cron

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/goccy/go-yaml"
	yamlparser "github.com/goccy/go-yaml/parser"
	robfig "github.com/robfig/cron/v3"
	"google.golang.org/protobuf/encoding/protojson"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal"
)

// Policy says what a fire does while the job's previous run still runs.
type Policy string

// The concurrency policies.
const (
	// Forbid skips the fire (the default).
	Forbid Policy = "Forbid"
	// Allow starts the new run anyway.
	Allow Policy = "Allow"
	// Replace cancels the previous run, then starts the new one.
	Replace Policy = "Replace"
)

// Job is one scheduled goal or task.
type Job struct {
	Name     string
	Spec     string
	Schedule robfig.Schedule
	Location *time.Location
	Goal     string
	Task     *hermesv1.Task
	As       principal.Principal
	Policy   Policy
	// StartingDeadline is how late a fire may still start: a fire handled
	// later than that is skipped (SKIPPED_DEADLINE), and a gateway that
	// starts within it of a fire makes up for that fire (CatchUp). Zero
	// means no deadline, and no catch-up.
	StartingDeadline time.Duration
}

// Next returns the job's first fire strictly after t, in the job's zone.
func (j *Job) Next(t time.Time) time.Time { return j.Schedule.Next(t.In(j.Location)) }

// maxPrevSpan is how far back Prev looks for a fire: a schedule firing
// less often than this (February 29th is the rarest) has no previous fire.
const maxPrevSpan = 8 * 366 * 24 * time.Hour

// Prev returns the job's latest fire at or before t, and false when there
// is none within eight years. The schedule only finds the next fire, so
// Prev searches: it steps back doubling the distance until a fire falls
// between, then halves the interval until it is a second wide.
func (j *Job) Prev(t time.Time) (time.Time, bool) {
	after := func(x time.Time) bool { // the first fire after x is after t
		n := j.Next(x)
		return n.IsZero() || n.After(t)
	}
	span := time.Second
	lo := t.Add(-span)
	for after(lo) {
		if span *= 2; span > maxPrevSpan {
			return time.Time{}, false
		}
		lo = t.Add(-span)
	}
	// Next(lo) <= t < Next(hi). Fires fall on whole seconds, so once the
	// two are a second apart no fire lies between Next(lo) and t.
	hi := t
	for hi.Sub(lo) > time.Second {
		mid := lo.Add(hi.Sub(lo) / 2)
		if after(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return j.Next(lo), true
}

// CatchUp returns the fire a scheduler starting at now makes up for, as a
// Kubernetes CronJob does: the job's latest fire at or before now, when it
// is no more than the job's starting deadline ago. Older missed fires are
// not made up for. A job without a starting deadline catches up nothing:
// without a bound on how late a run may start, a fire missed hours ago
// (a 09:00 inspection found at 16:00 after a deploy) would start at once.
func (j *Job) CatchUp(now time.Time) (time.Time, bool) {
	if j.StartingDeadline <= 0 {
		return time.Time{}, false
	}
	t, ok := j.Prev(now)
	if !ok || now.Sub(t) > j.StartingDeadline {
		return time.Time{}, false
	}
	return t, true
}

// Due returns the fire a scheduler waiting for the fire at next handles
// when it wakes at now: next, or, when the clock passed later fires too
// (the process was suspended, or the previous fire took that long), the
// latest of them. The fires in between are not run.
func (j *Job) Due(next, now time.Time) time.Time {
	if t, ok := j.Prev(now); ok && t.After(next) {
		return t
	}
	return next
}

// ExecutionID is the deterministic execution ID of the fire at scheduled.
func (j *Job) ExecutionID(scheduled time.Time) string {
	return "cron-" + j.Name + "-" + scheduled.UTC().Format("20060102T150405")
}

// Error is a defect in a jobs file, naming where it is.
type Error struct {
	File  string
	Line  int
	Field string
	Msg   string
}

func (e *Error) Error() string {
	return e.File + ":" + strconv.Itoa(e.Line) + ": " + e.Field + ": " + e.Msg
}

type fileDoc struct {
	Jobs []jobDoc `yaml:"jobs"`
}

type jobDoc struct {
	Name              string         `yaml:"name"`
	Schedule          string         `yaml:"schedule"`
	TimeZone          string         `yaml:"time_zone"`
	Goal              string         `yaml:"goal"`
	Task              map[string]any `yaml:"task"`
	Principal         principalDoc   `yaml:"principal"`
	ConcurrencyPolicy string         `yaml:"concurrency_policy"`
	StartingDeadline  string         `yaml:"starting_deadline"`
}

type principalDoc struct {
	Name  string   `yaml:"name"`
	Roles []string `yaml:"roles"`
}

// scheduleParser accepts 5 fields, or 6 with leading seconds.
func scheduleParser() robfig.Parser {
	return robfig.NewParser(robfig.SecondOptional | robfig.Minute | robfig.Hour | robfig.Dom | robfig.Month | robfig.Dow | robfig.Descriptor)
}

// Load reads and checks a jobs file; every defect is reported.
func Load(file string) ([]*Job, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("cron-jobs: %w", err)
	}
	return Parse(file, data)
}

// Parse checks the jobs in data, read from file.
func Parse(file string, data []byte) ([]*Job, error) {
	var doc fileDoc
	if err := yaml.UnmarshalWithOptions(data, &doc, yaml.DisallowUnknownField()); err != nil {
		return nil, decodeError(file, err)
	}
	var errs []error
	seen := map[string]bool{}
	jobs := make([]*Job, 0, len(doc.Jobs))
	for i, d := range doc.Jobs {
		fail := func(field, format string, args ...any) {
			errs = append(errs, &Error{File: file, Line: line(data, fmt.Sprintf("$.jobs[%d].%s", i, field)), Field: fmt.Sprintf("jobs[%d].%s", i, field), Msg: fmt.Sprintf(format, args...)})
		}
		j := build(d, fail)
		if j == nil {
			continue
		}
		if seen[j.Name] {
			fail("name", "job %q is defined twice", j.Name)
			continue
		}
		seen[j.Name] = true
		jobs = append(jobs, j)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return jobs, nil
}

func build(d jobDoc, fail func(field, format string, args ...any)) *Job {
	ok := true
	bad := func(field, format string, args ...any) { ok = false; fail(field, format, args...) }
	j := &Job{Name: d.Name, Spec: d.Schedule, Goal: d.Goal, Policy: Forbid, As: principal.Principal{Name: d.Principal.Name, Roles: d.Principal.Roles}}
	if !validName(d.Name) {
		bad("name", "%q must be 1-64 letters, digits, '-' or '_'", d.Name)
	}
	loc, err := time.LoadLocation(d.TimeZone)
	if err != nil {
		bad("time_zone", "%v", err)
	}
	j.Location = loc
	if loc != nil {
		sched, err := scheduleParser().Parse("CRON_TZ=" + loc.String() + " " + d.Schedule)
		if err != nil || d.Schedule == "" {
			bad("schedule", "%q is not a 5- or 6-field schedule: %v", d.Schedule, err)
		}
		j.Schedule = sched
	}
	switch {
	case d.Goal != "" && d.Task != nil:
		bad("goal", "give a goal or a task, not both")
	case d.Goal == "" && d.Task == nil:
		bad("goal", "give a goal or a task")
	case d.Task != nil:
		raw, _ := json.Marshal(d.Task)
		j.Task = &hermesv1.Task{}
		if err := protojson.Unmarshal(raw, j.Task); err != nil {
			bad("task", "%v", err)
		}
	}
	if d.Principal.Name == "" {
		bad("principal", "name the principal the job runs as")
	}
	switch p := Policy(d.ConcurrencyPolicy); p {
	case "":
	case Forbid, Allow, Replace:
		j.Policy = p
	default:
		bad("concurrency_policy", "%q is not Forbid, Allow or Replace", p)
	}
	if d.StartingDeadline != "" {
		dl, err := time.ParseDuration(d.StartingDeadline)
		if err != nil || dl <= 0 {
			bad("starting_deadline", "%q is not a positive duration such as 5m", d.StartingDeadline)
		}
		j.StartingDeadline = dl
	}
	if !ok {
		return nil
	}
	return j
}

func validName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !(r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// line finds the line of a YAML path, 0 when it is absent.
func line(data []byte, path string) int {
	p, err := yaml.PathString(path)
	if err != nil {
		return 0
	}
	f, err := yamlparser.ParseBytes(data, 0)
	if err != nil {
		return 0
	}
	node, err := p.FilterFile(f)
	if err != nil || node == nil {
		// An absent field: point at the job itself.
		if i := lastDot(path); i > 0 && i < len(path) {
			return line(data, path[:i])
		}
		return 0
	}
	return node.GetToken().Position.Line
}

func lastDot(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' {
			return i
		}
	}
	return -1
}

// decodeError names the file and line of a YAML decoding error.
func decodeError(file string, err error) error {
	var se yaml.Error
	if errors.As(err, &se) {
		if tk := se.GetToken(); tk != nil && tk.Position != nil {
			return &Error{File: file, Line: tk.Position.Line, Field: "jobs", Msg: se.GetMessage()}
		}
	}
	return &Error{File: file, Field: "jobs", Msg: err.Error()}
}
