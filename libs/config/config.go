// Package config loads a service's settings from three sources with one
// parser: an optional YAML file, HERMES_* environment variables, and
// command-line flags, in rising precedence. Every setting is a flag; its
// environment variable is HERMES_ plus the flag name upper-cased with '-' as
// '_' (listen-addr → HERMES_LISTEN_ADDR), and its YAML key is the flag name.
// Because all three go through the flag's own Set method, a bad value is
// reported the same way wherever it came from, naming the setting.
package config

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/goccy/go-yaml"
)

// FileFlag is the flag (and HERMES_CONFIG variable) naming the YAML file.
const FileFlag = "config"

// Load parses args into fs, after applying the YAML file named by --config
// (or HERMES_CONFIG) and the HERMES_* variables found in environ. fs must
// already define every setting; Load adds the --config flag itself.
// The returned error names the bad setting and its source.
func Load(fs *flag.FlagSet, args []string, environ []string) error {
	var file string
	if fs.Lookup(FileFlag) == nil {
		fs.StringVar(&file, FileFlag, "", "optional YAML file of settings (keys are flag names); env HERMES_CONFIG")
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	explicit := map[string]string{}
	fs.Visit(func(f *flag.Flag) { explicit[f.Name] = f.Value.String() })

	env := envMap(environ)
	if file == "" {
		file = env["HERMES_CONFIG"]
	}
	if file != "" {
		if err := applyFile(fs, file); err != nil {
			return err
		}
	}
	var errs []error
	fs.VisitAll(func(f *flag.Flag) {
		if f.Name == FileFlag {
			return
		}
		name := EnvName(f.Name)
		if v, ok := env[name]; ok {
			if err := f.Value.Set(v); err != nil {
				errs = append(errs, fmt.Errorf("environment %s: %w", name, err))
			}
		}
	})
	if err := errors.Join(errs...); err != nil {
		return err
	}
	// Flags given on the command line win over the file and the environment.
	for name, v := range explicit {
		if err := fs.Set(name, v); err != nil {
			return fmt.Errorf("flag -%s: %w", name, err)
		}
	}
	return nil
}

// EnvName returns the environment variable of a flag name.
func EnvName(flagName string) string {
	return "HERMES_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

func envMap(environ []string) map[string]string {
	m := make(map[string]string, len(environ))
	for _, kv := range environ {
		if k, v, ok := strings.Cut(kv, "="); ok && strings.HasPrefix(k, "HERMES_") {
			m[k] = v
		}
	}
	return m
}

func applyFile(fs *flag.FlagSet, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("config file: %w", err)
	}
	var doc yaml.MapSlice
	if err := yaml.NewDecoder(bytes.NewReader(data), yaml.UseOrderedMap()).Decode(&doc); err != nil {
		return fmt.Errorf("config file %s: %w", path, err)
	}
	for _, item := range doc {
		key := fmt.Sprint(item.Key)
		f := fs.Lookup(key)
		if f == nil || key == FileFlag {
			return fmt.Errorf("config file %s: unknown setting %q (settings are the flag names; see -help)", path, key)
		}
		v, err := scalar(item.Value)
		if err != nil {
			return fmt.Errorf("config file %s: setting %q: %w", path, key, err)
		}
		if err := f.Value.Set(v); err != nil {
			return fmt.Errorf("config file %s: setting %q: %w", path, key, err)
		}
	}
	return nil
}

// scalar renders a YAML value as flag text; a list becomes comma-separated.
func scalar(v any) (string, error) {
	switch x := v.(type) {
	case nil:
		return "", nil
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			s, err := scalar(e)
			if err != nil {
				return "", err
			}
			parts[i] = s
		}
		return strings.Join(parts, ","), nil
	case map[string]any, yaml.MapSlice:
		return "", errors.New("must be a scalar or a list, not a map")
	default:
		return fmt.Sprint(x), nil
	}
}

// StringList is a flag.Value holding a comma-separated list.
type StringList []string

// String implements flag.Value.
func (l *StringList) String() string { return strings.Join(*l, ",") }

// Set implements flag.Value; it replaces the list.
func (l *StringList) Set(s string) error {
	*l = nil
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			*l = append(*l, p)
		}
	}
	return nil
}
