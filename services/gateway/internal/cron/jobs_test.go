package cron

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"
	_ "time/tzdata" // the DST test needs America/New_York on any machine
)

func oneJob(t *testing.T, spec string) *Job {
	t.Helper()
	jobs, err := Parse("jobs.yaml", []byte("jobs:\n- name: inspect\n  schedule: \""+spec+"\"\n  time_zone: America/New_York\n  goal: inspect the fleet\n  principal: {name: cron, roles: [ops]}\n"))
	if err != nil {
		t.Fatal(err)
	}
	return jobs[0]
}

// TestScheduleAcrossDST walks schedules over both New York clock changes
// of 2025 from an injected instant: a 9:00 job stays at 9:00 local (its
// UTC time moves), a 2:30 job has no fire on the day 2:30 does not exist,
// and a 1:30 job fires at both 1:30s of the day that has two, under two
// distinct execution IDs.
func TestScheduleAcrossDST(t *testing.T) {
	ny, err := time.LoadLocation("America/New_York") // time/tzdata is linked in
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		spec string
		from time.Time
		want []string // execution IDs of the next fires
	}{
		{"0 9 * * *", time.Date(2025, 3, 8, 0, 0, 0, 0, ny), []string{"cron-inspect-20250308T140000", "cron-inspect-20250309T130000", "cron-inspect-20250310T130000"}},
		{"30 2 * * *", time.Date(2025, 3, 8, 0, 0, 0, 0, ny), []string{"cron-inspect-20250308T073000", "cron-inspect-20250310T063000"}},
		{"30 1 * * *", time.Date(2025, 11, 1, 12, 0, 0, 0, ny), []string{"cron-inspect-20251102T053000", "cron-inspect-20251102T063000", "cron-inspect-20251103T063000"}},
		{"0 */30 * * * *", time.Date(2025, 11, 2, 0, 50, 0, 0, ny), []string{"cron-inspect-20251102T050000", "cron-inspect-20251102T053000", "cron-inspect-20251102T060000"}},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			j := oneJob(t, tt.spec)
			at := tt.from
			for i, want := range tt.want {
				at = j.Next(at)
				if got := j.ExecutionID(at); got != want {
					t.Fatalf("fire %d = %s (%s), want %s", i, got, at, want)
				}
			}
		})
	}
}

func TestParseDefaults(t *testing.T) {
	j := oneJob(t, "0 9 * * 1-5")
	if j.Policy != Forbid || j.StartingDeadline != 0 || j.As.Name != "cron" || j.Location.String() != "America/New_York" {
		t.Fatalf("job = %+v", j)
	}
}

func TestParseTask(t *testing.T) {
	jobs, err := Parse("jobs.yaml", []byte(`jobs:
- name: nap
  schedule: "* * * * * *"
  time_zone: UTC
  task: {subtasks: [{id: s1, tool: sleep, argumentsJson: '{"ms":10}'}]}
  principal: {name: cron}
  concurrency_policy: Replace
  starting_deadline: 30s
`))
	if err != nil {
		t.Fatal(err)
	}
	j := jobs[0]
	if j.Task.GetSubtasks()[0].GetTool() != "sleep" || j.Policy != Replace || j.StartingDeadline != 30*time.Second {
		t.Fatalf("job = %+v", j)
	}
}

func TestParseErrorsNameFileLineAndField(t *testing.T) {
	tests := []struct {
		name, doc string
		line      int
		field     string
	}{
		{"bad schedule", "jobs:\n- name: a\n  schedule: \"61 * * * *\"\n  time_zone: UTC\n  goal: g\n  principal: {name: p}\n", 3, "jobs[0].schedule"},
		{"bad zone", "jobs:\n- name: a\n  schedule: \"* * * * *\"\n  time_zone: Mars/Olympus\n  goal: g\n  principal: {name: p}\n", 4, "jobs[0].time_zone"},
		{"bad policy", "jobs:\n- name: a\n  schedule: \"* * * * *\"\n  time_zone: UTC\n  goal: g\n  principal: {name: p}\n  concurrency_policy: Sometimes\n", 7, "jobs[0].concurrency_policy"},
		{"bad deadline", "jobs:\n- name: a\n  schedule: \"* * * * *\"\n  time_zone: UTC\n  goal: g\n  principal: {name: p}\n  starting_deadline: soon\n", 7, "jobs[0].starting_deadline"},
		{"goal and task", "jobs:\n- name: a\n  schedule: \"* * * * *\"\n  time_zone: UTC\n  goal: g\n  task: {}\n  principal: {name: p}\n", 5, "jobs[0].goal"},
		{"no principal", "jobs:\n- name: a\n  schedule: \"* * * * *\"\n  time_zone: UTC\n  goal: g\n", 2, "jobs[0].principal"},
		{"bad name", "jobs:\n- name: a b\n  schedule: \"* * * * *\"\n  time_zone: UTC\n  goal: g\n  principal: {name: p}\n", 2, "jobs[0].name"},
		{"twice", "jobs:\n- name: a\n  schedule: \"* * * * *\"\n  time_zone: UTC\n  goal: g\n  principal: {name: p}\n- name: a\n  schedule: \"* * * * *\"\n  time_zone: UTC\n  goal: g\n  principal: {name: p}\n", 7, "jobs[1].name"},
		{"unknown field", "jobs:\n- name: a\n  schedul: \"* * * * *\"\n", 3, "jobs"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("jobs.yaml", []byte(tt.doc))
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("err = %v, want *Error", err)
			}
			if e.File != "jobs.yaml" || e.Line != tt.line || e.Field != tt.field {
				t.Fatalf("err = %s, want jobs.yaml:%d %s", e, tt.line, tt.field)
			}
			if !strings.HasPrefix(e.Error(), "jobs.yaml:") {
				t.Fatalf("message %q does not start with the file", e)
			}
		})
	}
}

func TestPrev(t *testing.T) {
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	utc := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339Nano, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	tests := []struct {
		name, spec string
		at         time.Time
		want       time.Time // zero: none
	}{
		{"the day before", "0 9 * * *", time.Date(2025, 3, 10, 8, 59, 0, 0, ny), utc("2025-03-09T13:00:00Z")},
		{"a fire at t itself", "0 9 * * *", time.Date(2025, 3, 10, 9, 0, 0, 0, ny), utc("2025-03-10T13:00:00Z")},
		{"within a second", "* * * * * *", utc("2025-03-10T09:00:00.5Z"), utc("2025-03-10T09:00:00Z")},
		{"first 1:30 of the fall-back day", "30 1 * * *", utc("2025-11-02T05:45:00Z"), utc("2025-11-02T05:30:00Z")},
		{"second 1:30 of the fall-back day", "30 1 * * *", utc("2025-11-02T06:45:00Z"), utc("2025-11-02T06:30:00Z")},
		{"no 2:30 on the spring-forward day", "30 2 * * *", utc("2025-03-09T12:00:00Z"), utc("2025-03-08T07:30:00Z")},
		{"yearly", "@yearly", utc("2025-03-10T00:00:00Z"), utc("2025-01-01T05:00:00Z")},
		{"leap day", "0 0 29 2 *", utc("2025-03-10T00:00:00Z"), utc("2024-02-29T05:00:00Z")},
		{"never", "0 0 30 2 *", utc("2025-03-10T00:00:00Z"), time.Time{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := oneJob(t, tt.spec).Prev(tt.at)
			if !got.Equal(tt.want) || ok == tt.want.IsZero() {
				t.Errorf("Prev(%s) = %s, %v; want %s", tt.at, got, ok, tt.want)
			}
		})
	}
}

// Prev agrees with Next: the fire it finds is at or before t, and the
// next one is after t.
func TestPrevAgreesWithNext(t *testing.T) {
	for _, spec := range []string{"* * * * * *", "*/7 * * * * *", "0 9 * * 1-5", "30 1 * * *", "15 */2 * * *", "0 0 1 * *"} {
		j := oneJob(t, spec)
		for at := time.Date(2025, 10, 31, 0, 0, 0, 123, time.UTC); at.Before(time.Date(2025, 11, 4, 0, 0, 0, 0, time.UTC)); at = at.Add(61*time.Minute + 7*time.Second) {
			p, ok := j.Prev(at)
			if !ok || p.After(at) || !j.Next(p).After(at) {
				t.Fatalf("%s: Prev(%s) = %s, %v; Next of it %s", spec, at, p, ok, j.Next(p))
			}
		}
	}
}

// minutely is a job firing at every minute's 00 second, in UTC, with the
// given starting deadline ("" for none).
func minutely(t *testing.T, deadline string) *Job {
	t.Helper()
	doc := "jobs:\n- name: m\n  schedule: \"0 * * * * *\"\n  time_zone: UTC\n  goal: g\n  principal: {name: p}\n"
	if deadline != "" {
		doc += "  starting_deadline: " + deadline + "\n"
	}
	jobs, err := Parse("jobs.yaml", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return jobs[0]
}

func TestCatchUp(t *testing.T) {
	at := func(min, sec int) time.Time { return time.Date(2025, 3, 10, 9, min, sec, 0, time.UTC) }
	tests := []struct {
		name     string
		deadline string
		now      time.Time
		want     time.Time // zero: nothing
	}{
		{"the last fire within the deadline", "30s", at(3, 20), at(3, 0)},
		{"exactly at the deadline", "30s", at(3, 30), at(3, 0)},
		{"past the deadline", "30s", at(3, 31), time.Time{}},
		{"only the latest of several missed", "10m", at(3, 20), at(3, 0)},
		{"a fire at the very start", "30s", at(3, 0), at(3, 0)},
		{"no deadline, no catch-up", "", at(3, 1), time.Time{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := minutely(t, tt.deadline).CatchUp(tt.now)
			if !got.Equal(tt.want) || ok == tt.want.IsZero() {
				t.Errorf("CatchUp(%s) = %s, %v; want %s", tt.now, got, ok, tt.want)
			}
		})
	}
}

func TestDue(t *testing.T) {
	at := func(min, sec int) time.Time { return time.Date(2025, 3, 10, 9, min, sec, 0, time.UTC) }
	tests := []struct {
		name            string
		next, now, want time.Time
	}{
		{"on time", at(1, 0), at(1, 0), at(1, 0)},
		{"a little late", at(1, 0), at(1, 2), at(1, 0)},
		{"woken past two more fires", at(1, 0), at(3, 10), at(3, 0)},
		{"woken early", at(1, 0), at(0, 59), at(1, 0)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := minutely(t, "").Due(tt.next, tt.now); !got.Equal(tt.want) {
				t.Errorf("Due(%s, %s) = %s, want %s", tt.next, tt.now, got, tt.want)
			}
		})
	}
}

// The jobs file the Kubernetes manifests mount into every gateway loads.
func TestDeployedJobsFileLoads(t *testing.T) {
	if _, err := Load(filepath.Join("..", "..", "..", "..", "deploy", "k8s", "base", "cron", "jobs.yaml")); err != nil {
		t.Fatal(err)
	}
}
