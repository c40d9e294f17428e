// Package clitool is the CLI family of tools: it runs a program named by an
// absolute path — never a shell — with an argv built from the manifest's
// template, one argv element per argument (so "; rm -rf /" is just a
// string), only allowed environment variables, a working directory, capped
// stdout and stderr, and a timeout that kills the program's whole process
// group. Stdout is parsed as json, lines or text; exit codes map to PARAM,
// BUSINESS or SYSTEM (default: 2 → PARAM, other non-zero → BUSINESS, killed
// or timed out → SYSTEM) with the tail of stderr in the message. An argument
// list the system cannot exec (a NUL byte, E2BIG) is PARAM: the program
// never ran.
package clitool

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// Defaults for limits a manifest leaves unset.
const (
	DefaultMaxStdoutBytes = 1 << 20
	DefaultMaxStderrBytes = 64 << 10
	// stderrTail is how much of stderr an error message carries.
	stderrTail = 400
	// waitDelay bounds how long Wait waits for pipes after the kill.
	waitDelay = 2 * time.Second
)

// CodeArgumentsTooLong is the PARAM code of an argument list the system
// refuses to run a program with.
const CodeArgumentsTooLong = "arguments_too_long"

// Options configures New.
type Options struct {
	// Env is where allowed and ${env:…} variables are read; nil means the
	// process environment.
	Env manifest.Lookup
}

// Tool is one CLI tool. It is safe for concurrent use.
type Tool struct {
	name      string
	program   string
	args      []manifest.Template
	env       []string
	dir       string
	output    string
	exitCodes map[int]toolerr.Kind
	maxOut    int64
	maxErr    int64
}

// New builds the tool from its manifest entry. The program must be an
// absolute path to an executable file; set_env values are resolved now (a
// missing variable is an error naming it).
func New(t manifest.Tool, opts Options) (*Tool, error) {
	c := t.CLI
	if c == nil {
		return nil, fmt.Errorf("%s: tool %s has no cli binding", t.Source, t.Spec.Name)
	}
	fail := func(field string, err error) error {
		return fmt.Errorf("%s: tool %s: cli.%s: %w", t.Source, t.Spec.Name, field, err)
	}
	env := opts.Env
	if env == nil {
		env = manifest.OSEnv
	}
	if !strings.HasPrefix(c.Program, "/") {
		return nil, fail("program", fmt.Errorf("%q is not an absolute path", c.Program))
	}
	st, err := os.Stat(c.Program)
	if err != nil {
		return nil, fail("program", err)
	}
	if st.IsDir() || st.Mode().Perm()&0o111 == 0 {
		return nil, fail("program", fmt.Errorf("%s is not an executable file", c.Program))
	}
	tl := &Tool{name: t.Spec.Name, program: c.Program, dir: c.Dir, output: c.Output,
		maxOut: c.MaxStdoutBytes, maxErr: c.MaxStderrBytes, exitCodes: map[int]toolerr.Kind{2: toolerr.Param}}
	if tl.output == "" {
		tl.output = "text"
	}
	if tl.maxOut == 0 {
		tl.maxOut = DefaultMaxStdoutBytes
	}
	if tl.maxErr == 0 {
		tl.maxErr = DefaultMaxStderrBytes
	}
	for i, a := range c.Args {
		tmpl, err := manifest.ParseTemplate(a, env)
		if err != nil {
			return nil, fail(fmt.Sprintf("args[%d]", i), err)
		}
		tl.args = append(tl.args, tmpl)
	}
	for _, name := range c.Env {
		if v, ok := env(name); ok {
			tl.env = append(tl.env, name+"="+v)
		}
	}
	for k, v := range c.SetEnv {
		val, err := manifest.ExpandEnv(v, env)
		if err != nil {
			return nil, fail("set_env."+k, err)
		}
		tl.env = append(tl.env, k+"="+val)
	}
	for code, k := range c.ExitCodes {
		tl.exitCodes[code] = toolerr.ParseKind(strings.ToUpper(k))
	}
	return tl, nil
}

// Argv builds the argument vector (without argv[0]) from args. A value that
// fills a whole element and starts with '-' is refused before a literal "--"
// element (it would be read as an option); NUL bytes are refused.
func (t *Tool) Argv(args manifest.Args) ([]string, *toolerr.Error) {
	var argv []string
	afterDashes := false
	for _, tmpl := range t.args {
		if lit, ok := tmpl.Literal(); ok {
			argv = append(argv, lit)
			if lit == "--" {
				afterDashes = true
			}
			continue
		}
		if name, single := tmpl.Single(); single {
			var values []string
			switch v := args[name].(type) {
			case nil:
				continue
			case []any:
				for _, e := range v {
					values = append(values, manifest.Stringify(e))
				}
			default:
				values = []string{manifest.Stringify(v)}
			}
			for _, v := range values {
				if !afterDashes && strings.HasPrefix(v, "-") {
					return nil, toolerr.NewParam(toolerr.CodeInvalidArguments,
						fmt.Sprintf("argument %q may not start with '-' (it would be read as an option)", name),
						"give a value that does not start with '-'")
				}
				if _, err := noNUL(name, v); err != nil {
					return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, err.Error(), "send the argument without NUL bytes")
				}
				argv = append(argv, v)
			}
			continue
		}
		v, ok, err := tmpl.Fill(args, noNUL)
		if err != nil {
			return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, err.Error(), "send the argument without NUL bytes")
		}
		if !ok {
			continue
		}
		argv = append(argv, v)
	}
	return argv, nil
}

// noNUL refuses a value with a NUL byte, which no argv element can hold.
func noNUL(name, v string) (string, error) {
	if strings.ContainsRune(v, 0) {
		return "", fmt.Errorf("argument %q contains a NUL byte", name)
	}
	return v, nil
}

// Invoke implements tool.Invoker.
func (t *Tool) Invoke(ctx context.Context, raw json.RawMessage) (json.RawMessage, error) {
	args, err := manifest.DecodeArgs(raw)
	if err != nil {
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, err.Error(), "send the arguments as one JSON object")
	}
	argv, terr := t.Argv(args)
	if terr != nil {
		return nil, terr
	}
	dir := t.dir
	if dir == "" {
		tmp, err := os.MkdirTemp("", "hermes-cli-")
		if err != nil {
			return nil, toolerr.NewSystem(toolerr.CodeInternal, "cannot create a working directory", false, err)
		}
		defer os.RemoveAll(tmp)
		dir = tmp
	}
	stdout := &capped{max: t.maxOut}
	stderr := &capped{max: t.maxErr, keepTail: true}
	cmd := exec.CommandContext(ctx, t.program, argv...)
	cmd.Env = append([]string{}, t.env...)
	cmd.Dir = dir
	cmd.Stdin = nil
	cmd.Stdout = stdout
	cmd.Stderr = stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return killGroup(cmd) }
	cmd.WaitDelay = waitDelay
	runErr := cmd.Run()
	if cmd.Process != nil {
		// Whatever the program left running in its group goes with it.
		_ = killGroup(cmd)
	}
	if errors.Is(runErr, syscall.E2BIG) {
		return nil, t.tooLong(args, argv)
	}
	if runErr != nil {
		return nil, t.failure(ctx, runErr, stderr)
	}
	if stdout.overflow {
		return nil, &toolerr.Error{Kind: toolerr.System, Code: toolerr.CodeOutputTooLarge,
			Message: fmt.Sprintf("%s wrote more than %d bytes to stdout", t.name, t.maxOut),
			Hint:    "narrow the request"}
	}
	return t.parse(stdout.buf)
}

// tooLong reports an argument list the kernel refused to exec (E2BIG):
// one element over its limit (128 KiB on Linux) or all together over
// ARG_MAX. The program never ran, so the arguments are at fault (PARAM),
// not the program; the hint names the largest argument.
func (t *Tool) tooLong(args manifest.Args, argv []string) *toolerr.Error {
	longest, total := 0, 0
	for _, a := range argv {
		longest, total = max(longest, len(a)), total+len(a)+1
	}
	hint := "send shorter or fewer argument values"
	if name := t.largest(args); name != "" {
		hint = fmt.Sprintf("shorten %q, the largest argument, or send fewer values", name)
	}
	return toolerr.NewParam(CodeArgumentsTooLong,
		fmt.Sprintf("%s was not run: its argument list is too long for the system (%d elements, %d bytes, the longest %d bytes)",
			t.name, len(argv), total, longest), hint)
}

// largest names the argument that puts the most bytes into argv.
func (t *Tool) largest(args manifest.Args) string {
	best, size := "", 0
	for _, tmpl := range t.args {
		for _, name := range tmpl.Names() {
			n := 0
			if list, ok := args[name].([]any); ok {
				for _, e := range list {
					n += len(manifest.Stringify(e)) + 1
				}
			} else if v, ok := args.String(name); ok {
				n = len(v)
			}
			if n > size {
				best, size = name, n
			}
		}
	}
	return best
}

func killGroup(cmd *exec.Cmd) error {
	err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	if errors.Is(err, syscall.ESRCH) {
		return os.ErrProcessDone
	}
	return err
}

// failure maps a failed run.
func (t *Tool) failure(ctx context.Context, err error, stderr *capped) *toolerr.Error {
	tail := stderr.tail()
	with := func(msg string) string {
		if tail != "" {
			return msg + "; stderr: " + tail
		}
		return msg
	}
	if ctx.Err() != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return toolerr.NewSystem(toolerr.CodeTimeout, with(t.name+" did not finish in time and was killed"), true, err)
		}
		return toolerr.NewSystem(toolerr.CodeCancelled, with(t.name+" was cancelled and killed"), false, err)
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		return toolerr.NewSystem(toolerr.CodeUnavailable, fmt.Sprintf("%s could not be started: %v", t.name, err), false, err)
	}
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return toolerr.NewSystem("killed", with(fmt.Sprintf("%s was killed by signal %s", t.name, ws.Signal())), false, err)
	}
	code := ee.ExitCode()
	kind, ok := t.exitCodes[code]
	if !ok {
		kind = toolerr.Business
	}
	msg := with(fmt.Sprintf("%s exited with status %d", t.name, code))
	e := &toolerr.Error{Kind: kind, Code: fmt.Sprintf("exit_%d", code), Message: msg, Err: err}
	if kind == toolerr.Param {
		e.Hint = "the program rejected its arguments: " + tail
	}
	return e
}

// parse turns stdout into the tool's JSON output.
func (t *Tool) parse(out []byte) (json.RawMessage, error) {
	switch t.output {
	case "json":
		trimmed := strings.TrimSpace(string(out))
		if !json.Valid([]byte(trimmed)) {
			return nil, toolerr.Systemf("invalid_output", "%s was to print JSON but printed something else", t.name)
		}
		return json.RawMessage(trimmed), nil
	case "lines":
		lines := strings.Split(strings.TrimRight(toValid(out), "\n"), "\n")
		if len(lines) == 1 && lines[0] == "" {
			lines = []string{}
		}
		return json.Marshal(map[string]any{"lines": lines})
	default:
		return json.Marshal(toValid(out))
	}
}

func toValid(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	return strings.ToValidUTF8(string(b), "\uFFFD")
}

// capped is an io.Writer that keeps at most max bytes: the first ones, or
// with keepTail the last ones. It never fails, so the program never blocks
// or dies on a full pipe.
type capped struct {
	max      int64
	keepTail bool
	buf      []byte
	overflow bool
}

// Write implements io.Writer; it always accepts all of p.
func (c *capped) Write(p []byte) (int, error) {
	n := len(p)
	if c.keepTail {
		c.buf = append(c.buf, p...)
		if over := int64(len(c.buf)) - c.max; over > 0 {
			c.buf = append(c.buf[:0], c.buf[over:]...)
			c.overflow = true
		}
		return n, nil
	}
	room := c.max - int64(len(c.buf))
	if int64(len(p)) > room {
		p = p[:max(room, 0)]
		c.overflow = true
	}
	c.buf = append(c.buf, p...)
	return n, nil
}

// tail returns the last part of what was written, on one line.
func (c *capped) tail() string {
	s := strings.TrimSpace(toValid(c.buf))
	if r := []rune(s); len(r) > stderrTail {
		s = "…" + string(r[len(r)-stderrTail:])
	}
	return toolspec.Truncate(strings.Join(strings.Fields(s), " "), stderrTail+1)
}
