package registry

import (
	"errors"
	"fmt"
	"io"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

// BuildOptions configures RegisterManifest.
type BuildOptions struct {
	// Env resolves ${env:…} references and DSN variables; nil means the
	// process environment. Resolved values (secrets) are never logged.
	Env manifest.Lookup
	// Families build the executors of the tools of their names; a tool of
	// any other family is left out, so a runner that wraps one backend
	// family is given that family only.
	Families []tool.Family
}

// RegisterManifest builds, with the family that bears its Spec.Family,
// the executor of each manifest tool and registers it. A family is opened
// once, at its first tool. Every failure (a missing environment variable, a
// program that is not executable, a duplicate name) is reported, each
// naming the tool's FILE:LINE. The returned Closer closes the opened
// families' builders (database handles, idle connections); it is never nil.
func (r *Registry) RegisterManifest(tools []manifest.Tool, opts BuildOptions) (io.Closer, error) {
	env := opts.Env
	if env == nil {
		env = manifest.OSEnv
	}
	families := make(map[toolspec.Family]tool.Family, len(opts.Families))
	for _, f := range opts.Families {
		families[f.Name] = f
	}
	var (
		open   = map[toolspec.Family]tool.Builder{}
		opened builders
		errs   []error
	)
	for _, t := range tools {
		fam, ok := families[t.Spec.Family]
		if !ok {
			continue
		}
		b, seen := open[fam.Name]
		if !seen {
			var err error
			if b, err = fam.Open(tool.Env{Lookup: env}); err != nil {
				errs = append(errs, fmt.Errorf("family %s: %w", fam.Name, err))
			} else {
				opened = append(opened, b)
			}
			open[fam.Name] = b
		}
		if b == nil {
			continue // its Open failed, reported once
		}
		if err := r.register(t, b); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		_ = opened.Close()
		return builders(nil), errors.Join(errs...)
	}
	return opened, nil
}

func (r *Registry) register(t manifest.Tool, b tool.Builder) error {
	inv, err := b.Build(t)
	if err != nil {
		return err
	}
	if err := r.Register(t.Spec, inv); err != nil {
		return fmt.Errorf("%s: %w", t.Source, err)
	}
	return nil
}

// builders closes its elements in reverse order of opening.
type builders []tool.Builder

// Close implements io.Closer.
func (bs builders) Close() error {
	var errs []error
	for i := len(bs) - 1; i >= 0; i-- {
		errs = append(errs, bs[i].Close())
	}
	return errors.Join(errs...)
}
