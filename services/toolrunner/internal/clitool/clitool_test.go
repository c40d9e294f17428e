package clitool

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// script writes an executable /bin/sh script. The script is the program
// under test; hermes itself never runs a shell.
func script(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "prog.sh")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	return p
}

var testEnv = func(k string) (string, bool) {
	v, ok := map[string]string{"ALLOWED_VAR": "yes", "SECRET_VAR": "s3cret", "TOKEN": "tok"}[k]
	return v, ok
}

func newTool(t *testing.T, c *manifest.CLI) *Tool {
	t.Helper()
	tl, err := New(manifest.Tool{Spec: toolspec.Spec{Name: "prog"}, CLI: c, Source: "m.yaml:1"}, Options{Env: testEnv})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return tl
}

func run(t *testing.T, tl *Tool, args string, timeout time.Duration) (json.RawMessage, *toolerr.Error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	out, err := tl.Invoke(ctx, json.RawMessage(args))
	if err == nil {
		return out, nil
	}
	te, ok := err.(*toolerr.Error)
	if !ok {
		t.Fatalf("error %T %v is not a *toolerr.Error", err, err)
	}
	return nil, te
}

func TestArgumentsAreOneArgvElementEach(t *testing.T) {
	dir := t.TempDir()
	sentinel := filepath.Join(dir, "pwned")
	prog := script(t, `for a in "$@"; do printf '%s\n' "$a"; done`)
	tl := newTool(t, &manifest.CLI{Program: prog, Args: []string{"--", "{x}", "--label={label}", "{list}"}, Output: "lines"})
	hostile := []string{
		"; rm -rf /", "$(touch " + sentinel + ")", "`touch " + sentinel + "`", "a b\tc", "*", "| touch " + sentinel,
		"&& touch " + sentinel, "-rf", "'quoted'", "\"dq\"", "line1\nline2",
	}
	for _, h := range hostile {
		t.Run(h, func(t *testing.T) {
			args, _ := json.Marshal(map[string]any{"x": h, "list": []string{"p", "q r"}})
			out, terr := run(t, tl, string(args), 5*time.Second)
			if terr != nil {
				t.Fatalf("Invoke: %v", terr)
			}
			var got struct{ Lines []string }
			if err := json.Unmarshal(out, &got); err != nil {
				t.Fatal(err)
			}
			want := append(append([]string{"--"}, strings.Split(h, "\n")...), "p", "q r")
			if strings.Join(got.Lines, "\x00") != strings.Join(want, "\x00") {
				t.Errorf("program saw %q, want %q (absent label dropped)", got.Lines, want)
			}
		})
	}
	if _, err := os.Stat(sentinel); err == nil {
		t.Fatalf("an argument was executed: %s exists", sentinel)
	}
}

func TestOptionInjectionRefused(t *testing.T) {
	tl := newTool(t, &manifest.CLI{Program: "/bin/echo", Args: []string{"-n", "{x}"}})
	for _, v := range []string{"-e", "--help", "-rf"} {
		args, _ := json.Marshal(map[string]string{"x": v})
		if _, terr := run(t, tl, string(args), 5*time.Second); terr == nil || terr.Kind != toolerr.Param {
			t.Errorf("value %q before --: error = %v, want PARAM", v, terr)
		}
	}
}

func TestEnvironmentIsAllowListed(t *testing.T) {
	t.Setenv("HERMES_LEAK_CHECK", "leaked")
	prog := script(t, `env`)
	tl := newTool(t, &manifest.CLI{Program: prog, Env: []string{"ALLOWED_VAR", "UNSET_VAR"},
		SetEnv: map[string]string{"AUTH": "Bearer ${env:TOKEN}"}, Output: "lines"})
	out, terr := run(t, tl, `{}`, 5*time.Second)
	if terr != nil {
		t.Fatal(terr)
	}
	var got struct{ Lines []string }
	_ = json.Unmarshal(out, &got)
	env := map[string]bool{}
	for _, l := range got.Lines {
		k, _, _ := strings.Cut(l, "=")
		env[k] = true
	}
	for _, want := range []string{"ALLOWED_VAR", "AUTH"} {
		if !env[want] {
			t.Errorf("%s missing from the program's environment %q", want, got.Lines)
		}
	}
	for _, leaked := range []string{"SECRET_VAR", "HERMES_LEAK_CHECK", "HOME", "UNSET_VAR"} {
		if env[leaked] {
			t.Errorf("%s reached the program", leaked)
		}
	}
}

func TestExitCodes(t *testing.T) {
	prog := script(t, `echo "something went wrong: $1" >&2; exit "$1"`)
	tl := newTool(t, &manifest.CLI{Program: prog, Args: []string{"{code}"}, ExitCodes: map[int]string{4: "SYSTEM", 5: "PARAM"}})
	tests := []struct {
		code int
		kind toolerr.Kind
	}{
		{2, toolerr.Param},
		{1, toolerr.Business},
		{3, toolerr.Business},
		{4, toolerr.System},
		{5, toolerr.Param},
	}
	for _, tc := range tests {
		t.Run(strconv.Itoa(tc.code), func(t *testing.T) {
			_, terr := run(t, tl, `{"code":`+strconv.Itoa(tc.code)+`}`, 5*time.Second)
			if terr == nil || terr.Kind != tc.kind || terr.Code != "exit_"+strconv.Itoa(tc.code) {
				t.Fatalf("error = %v, want %v exit_%d", terr, tc.kind, tc.code)
			}
			if !strings.Contains(terr.Message, "something went wrong: "+strconv.Itoa(tc.code)) {
				t.Errorf("message %q lacks the stderr tail", terr.Message)
			}
		})
	}
	if out, terr := run(t, tl, `{"code":0}`, 5*time.Second); terr != nil || string(out) != `""` {
		t.Errorf("exit 0: %s, %v; want empty text", out, terr)
	}
}

func TestHangingProgramGroupIsKilled(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "child.pid")
	prog := script(t, `/bin/sleep 300 & echo $! > `+pidFile+`; echo started >&2; /bin/sleep 300`)
	tl := newTool(t, &manifest.CLI{Program: prog})
	start := time.Now()
	_, terr := run(t, tl, `{}`, 300*time.Millisecond)
	if terr == nil || terr.Kind != toolerr.System || terr.Code != toolerr.CodeTimeout || !terr.Retryable {
		t.Fatalf("error = %v, want SYSTEM timeout retryable", terr)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("call took %s; the kill should end it near the timeout", took)
	}
	raw, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatalf("child pid: %v", err)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(string(raw)))
	if !gone(pid, 5*time.Second) {
		t.Errorf("background child %d is still running after the timeout", pid)
	}
}

// gone reports whether pid has exited (a zombie awaiting its reaper counts
// as exited) within d.
func gone(pid int, d time.Duration) bool {
	deadline := time.Now().Add(d)
	for {
		err := syscall.Kill(pid, 0)
		if errors.Is(err, syscall.ESRCH) {
			return true
		}
		if stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err == nil {
			if f := bytes.Fields(stat[bytes.LastIndexByte(stat, ')')+1:]); len(f) > 0 && string(f[0]) == "Z" {
				return true
			}
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(10 * time.Millisecond) // polling the kernel: no event to wait on
	}
}

func TestOutputs(t *testing.T) {
	tests := []struct {
		name, body, output string
		max                int64
		want               string
		code               string
	}{
		{"json", `echo '{"used_pct": 41}'`, "json", 0, `{"used_pct": 41}`, ""},
		{"bad json", `echo 'not json'`, "json", 0, "", "invalid_output"},
		{"lines", `printf 'a\nb\n'`, "lines", 0, `{"lines":["a","b"]}`, ""},
		{"empty lines", `true`, "lines", 0, `{"lines":[]}`, ""},
		{"text", `printf 'hi'`, "text", 0, `"hi"`, ""},
		{"stdout cap", `i=0; while [ $i -lt 2000 ]; do echo xxxxxxxxxx; i=$((i+1)); done`, "text", 1024, "", toolerr.CodeOutputTooLarge},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tl := newTool(t, &manifest.CLI{Program: script(t, tc.body), Output: tc.output, MaxStdoutBytes: tc.max})
			out, terr := run(t, tl, `{}`, 5*time.Second)
			if tc.code != "" {
				if terr == nil || terr.Kind != toolerr.System || terr.Code != tc.code {
					t.Fatalf("error = %v, want SYSTEM %s", terr, tc.code)
				}
				return
			}
			if terr != nil || string(out) != tc.want {
				t.Errorf("output = %s, %v; want %s", out, terr, tc.want)
			}
		})
	}
}

func TestStderrTailIsBounded(t *testing.T) {
	prog := script(t, `i=0; while [ $i -lt 5000 ]; do echo "noise $i" >&2; i=$((i+1)); done; echo "final reason" >&2; exit 1`)
	tl := newTool(t, &manifest.CLI{Program: prog, MaxStderrBytes: 256})
	_, terr := run(t, tl, `{}`, 5*time.Second)
	if terr == nil || !strings.Contains(terr.Message, "final reason") || len(terr.Message) > 600 {
		t.Fatalf("error = %v; want the bounded tail ending in the final reason", terr)
	}
}

func TestNewRefuses(t *testing.T) {
	plain := filepath.Join(t.TempDir(), "data.txt")
	if err := os.WriteFile(plain, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		cli  manifest.CLI
		want string
	}{
		{"relative", manifest.CLI{Program: "sh"}, "absolute"},
		{"missing", manifest.CLI{Program: "/nonexistent/prog"}, "no such file"},
		{"not executable", manifest.CLI{Program: plain}, "not an executable"},
		{"directory", manifest.CLI{Program: "/tmp"}, "not an executable"},
		{"missing env", manifest.CLI{Program: "/bin/true", SetEnv: map[string]string{"X": "${env:NOPE}"}}, "NOPE"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.cli
			_, err := New(manifest.Tool{Spec: toolspec.Spec{Name: "x"}, CLI: &c, Source: "m.yaml:9"}, Options{Env: testEnv})
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "m.yaml:9") {
				t.Fatalf("New error = %v, want one naming m.yaml:9 and %q", err, tc.want)
			}
		})
	}
}

// Arguments that cannot become an exec'd argument list — one element over
// the kernel's limit, too many elements, a NUL — are refused as PARAM
// naming the argument: the program never ran, so it did not fail.
func TestArgumentsTheSystemCannotPass(t *testing.T) {
	tl := newTool(t, &manifest.CLI{Program: "/bin/echo", Args: []string{"--", "{word}", "--tag={tag}"}})
	huge := strings.Repeat("x", 200<<10) // over Linux's 128 KiB per argument
	many := make([]string, 300_000)      // over ARG_MAX (2 MiB) with their pointers
	for i := range many {
		many[i] = "a"
	}
	manyJSON, _ := json.Marshal(many)
	tests := []struct {
		name, args         string
		wantCode, wantHint string
	}{
		{"one argument over the per-argument limit", `{"word":"` + huge + `"}`, CodeArgumentsTooLong, `"word"`},
		{"an interpolated argument over the limit", `{"word":"w","tag":"` + huge + `"}`, CodeArgumentsTooLong, `"tag"`},
		{"more elements than the system takes", `{"word":` + string(manyJSON) + `}`, CodeArgumentsTooLong, `"word"`},
		{"NUL in an argument", `{"word":"a\u0000b"}`, toolerr.CodeInvalidArguments, `"word"`},
		{"NUL in an interpolated argument", `{"word":"w","tag":"a\u0000b"}`, toolerr.CodeInvalidArguments, `"tag"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, terr := run(t, tl, tc.args, 10*time.Second)
			if terr == nil || terr.Kind != toolerr.Param || terr.Code != tc.wantCode || !strings.Contains(terr.Hint+terr.Message, tc.wantHint) {
				t.Fatalf("error = %.300v\nwant PARAM %s naming %s", terr, tc.wantCode, tc.wantHint)
			}
		})
	}
	if out, terr := run(t, tl, `{"word":"fine"}`, 10*time.Second); terr != nil || !strings.Contains(string(out), "fine") {
		t.Errorf("a normal call = %s, %v", out, terr)
	}
}
