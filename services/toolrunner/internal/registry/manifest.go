package registry

import (
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/clitool"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/httptool"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/sqltool"
)

// BuildOptions configures RegisterManifest.
type BuildOptions struct {
	// Env resolves ${env:…} references and DSN variables; nil means the
	// process environment. Resolved values (secrets) are never logged.
	Env manifest.Lookup
	// Families limits the tools registered to these families (a runner
	// wraps one backend family); empty registers every family. Catalog-only
	// tools are registered when Families is empty or lists
	// toolspec.FamilyCatalog, so that one runner serves them.
	Families []toolspec.Family
	// HTTPTransport, when set, sends the HTTP tools' requests.
	HTTPTransport http.RoundTripper
}

// RegisterManifest builds the executor of each manifest tool of the wanted
// families — HTTP, CLI, SQL, or none for catalog-only tools — and registers
// it. Every failure (a missing environment variable, a program that is not
// executable, a duplicate name) is reported, each naming the tool's
// FILE:LINE. The returned Closer releases what the tools hold (database
// handles); it is never nil.
func (r *Registry) RegisterManifest(tools []manifest.Tool, opts BuildOptions) (io.Closer, error) {
	pool := sqltool.NewPool(opts.Env)
	if opts.HTTPTransport == nil {
		opts.HTTPTransport = httptool.NewTransport() // one connection pool for the runner's HTTP tools
	}
	var errs []error
	for _, t := range tools {
		if !wanted(t.Spec.Family, opts.Families) {
			continue
		}
		inv, err := build(t, opts, pool)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if err := r.Register(t.Spec, inv); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", t.Source, err))
		}
	}
	if len(errs) > 0 {
		_ = pool.Close()
		return io.NopCloser(nil), errors.Join(errs...)
	}
	return pool, nil
}

func wanted(f toolspec.Family, families []toolspec.Family) bool {
	if len(families) == 0 {
		return true
	}
	for _, w := range families {
		if w == f {
			return true
		}
	}
	return false
}

func build(t manifest.Tool, opts BuildOptions, pool *sqltool.Pool) (Invoker, error) {
	switch {
	case t.HTTP != nil:
		return httptool.New(t, httptool.Options{Env: opts.Env, Transport: opts.HTTPTransport})
	case t.CLI != nil:
		return clitool.New(t, clitool.Options{Env: opts.Env})
	case t.SQL != nil:
		return sqltool.New(t, pool)
	case t.Spec.Family == toolspec.FamilyCatalog:
		return nil, nil
	default:
		return nil, fmt.Errorf("%s: tool %s has no binding", t.Source, t.Spec.Name)
	}
}
