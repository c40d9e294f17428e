// Command hermes is the command-line entry point of hermes: it starts a
// local stack (hermes dev), submits goals and follows them live (hermes run),
// and inspects and steers executions (submit, status, watch, cancel,
// approve, tools, keys).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	_ "time/tzdata" // relative dates need the zone database even where the system has none
)

// exitError carries a process exit code.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// command is one subcommand.
type command struct {
	name    string
	summary string
	usage   string
	run     func(ctx context.Context, env *env, args []string) error
}

// env is what commands write to and read from; tests substitute it.
type env struct {
	stdout, stderr io.Writer
	getenv         func(string) string
	// stdin answers prompts; terminal is true when stdout and stdin are a
	// terminal (colour, a status line, questions); interrupts, when set,
	// lets a command handle Ctrl-C itself.
	stdin      io.Reader
	terminal   bool
	interrupts interrupter
}

func commands() []command {
	return []command{
		devCommand(),
		runCommand(),
		submitCommand(),
		statusCommand(),
		watchCommand(),
		replayCommand(),
		cancelCommand(),
		approveCommand(),
		resolveCommand(),
		failuresCommand(),
		memoryCommand(),
		cronCommand(),
		toolsCommand(),
		planCommand(),
		keysCommand(),
		certsCommand(),
	}
}

func main() {
	ctx, sigs, stop := watchSignals(context.Background())
	e := &env{stdout: os.Stdout, stderr: os.Stderr, getenv: os.Getenv,
		stdin: os.Stdin, terminal: isTerminal(os.Stdout) && isTerminal(os.Stdin), interrupts: sigs}
	err := dispatch(ctx, e, os.Args[1:])
	stop()
	var xe *exitError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
	case errors.As(err, &xe):
		if xe.msg != "" {
			fmt.Fprintln(os.Stderr, "hermes:", xe.msg)
		}
		os.Exit(xe.code)
	default:
		fmt.Fprintln(os.Stderr, "hermes:", err)
		os.Exit(1)
	}
}

func dispatch(ctx context.Context, e *env, args []string) error {
	cmds := commands()
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(e.stdout, cmds)
		if len(args) == 0 {
			return &exitError{code: 2}
		}
		return nil
	}
	for _, c := range cmds {
		if c.name == args[0] {
			return c.run(ctx, e, args[1:])
		}
	}
	usage(e.stderr, cmds)
	return &exitError{code: 2, msg: fmt.Sprintf("unknown command %q", args[0])}
}

func usage(w io.Writer, cmds []command) {
	fmt.Fprint(w, `hermes — a goal-driven tool dispatcher.

Usage: hermes <command> [flags] [args]

Commands:
`)
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].name < cmds[j].name })
	for _, c := range cmds {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `
Run "hermes <command> --help" for a command's flags and examples.
`)
}

// newFlags returns a flag set whose -help prints the command's usage.
func newFlags(e *env, c command) *flag.FlagSet {
	fs := flag.NewFlagSet("hermes "+c.name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "%s\n\n%s\nFlags:\n", c.summary, strings.TrimSpace(c.usage)+"\n")
		fs.PrintDefaults()
	}
	return fs
}

// parse parses args, allowing flags after positional arguments too
// (hermes run "GOAL" --json). A flag the command does not define, or a bad
// flag value, is a usage error (exit status 2); -h and --help return
// flag.ErrHelp, which exits 0.
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			// The flag package has already printed err and the usage.
			return nil, &exitError{code: 2, msg: err.Error()}
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}
