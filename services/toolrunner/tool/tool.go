// Package tool is the toolrunner's extension API: what a module outside the
// toolrunner needs to give a runner tools. A Go tool is a descriptor and a
// Func (the counterpart of the article's decorator). A Family builds the
// executors of one backend family's manifest tools; a runner serves the
// families it is given, the way the OpenTelemetry Collector is given its
// component factories, so a new backend family needs no change to the
// runner.
package tool

import (
	"context"
	"encoding/json"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// Invoker executes one tool call. The arguments have already passed the
// tool's parameters schema and size limit, and ctx carries the tool's
// timeout. A *toolerr.Error return keeps its kind (PARAM, BUSINESS, SYSTEM);
// any other error is reported as a SYSTEM failure of the backend, so an
// argument the backend was never sent because it could not be encoded must
// come back as PARAM.
type Invoker interface {
	Invoke(ctx context.Context, args json.RawMessage) (json.RawMessage, error)
}

// Func adapts a Go function to Invoker.
type Func func(ctx context.Context, args json.RawMessage) (json.RawMessage, error)

// Invoke calls f.
func (f Func) Invoke(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
	return f(ctx, args)
}

// Go is a tool written in Go: its descriptor and its implementation. An
// empty Spec.Family means toolspec.FamilyGo. A panic in Func is recovered
// into a SYSTEM error.
type Go struct {
	Spec toolspec.Spec
	Func Func
}

// Env is what a runner gives a family when it opens it.
type Env struct {
	// Lookup resolves ${env:…} references and the variables a manifest
	// names (such as a DSN's). It is never nil. Resolved values are secrets:
	// never log them.
	Lookup manifest.Lookup
}

// Family is one backend family a runner can serve: its name and how to
// build the executors of its manifest tools.
type Family struct {
	// Name is the family's name: a runner's -family value, and the
	// Spec.Family of the manifest tools it builds.
	Name toolspec.Family
	// Open prepares the family for one runner — what its tools share, such
	// as a connection pool — and returns the builder of their executors.
	Open func(Env) (Builder, error)
}

// Builder builds the executors of one family's tools for one runner.
type Builder interface {
	// Build returns the executor of t, whose Spec.Family is the family's
	// name. An error names t.Source. Only the catalog family returns a nil
	// Invoker: its tools are known for planning and never executed.
	Build(t manifest.Tool) (Invoker, error)
	// Close releases what the executors share (connection pools, idle
	// connections). The runner calls it once, when it stops.
	Close() error
}

// NewFamily returns a family whose tools share nothing: build makes the
// executor of one tool.
func NewFamily(name toolspec.Family, build func(manifest.Tool, Env) (Invoker, error)) Family {
	return Family{Name: name, Open: func(env Env) (Builder, error) {
		return simple{env: env, build: build}, nil
	}}
}

type simple struct {
	env   Env
	build func(manifest.Tool, Env) (Invoker, error)
}

func (s simple) Build(t manifest.Tool) (Invoker, error) { return s.build(t, s.env) }
func (simple) Close() error                             { return nil }
