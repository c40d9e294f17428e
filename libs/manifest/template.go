package manifest

import (
	"fmt"
	"os"
	"regexp"
	"strings"
)

var (
	envRefRE = regexp.MustCompile(`\$\{env:([^}]*)\}`)
	nameRE   = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

// Placeholders returns the argument names a template refers to as {name}, in
// order of appearance. ${env:…} references are not placeholders. An
// unbalanced or malformed brace is an error.
func Placeholders(tmpl string) ([]string, error) {
	var names []string
	err := Scan(tmpl, func(lit string) {}, func(name string) { names = append(names, name) })
	return names, err
}

// Scan splits a template into literal text (including ${env:…} references,
// verbatim) and {name} placeholders, calling lit and ph in order.
func Scan(tmpl string, lit func(string), ph func(string)) error {
	rest := tmpl
	for rest != "" {
		i := strings.IndexAny(rest, "{}")
		if i < 0 {
			lit(rest)
			return nil
		}
		if rest[i] == '}' {
			return fmt.Errorf("template %q: unbalanced }", tmpl)
		}
		if i > 0 && rest[i-1] == '$' { // ${env:NAME}: literal until its close
			j := strings.IndexByte(rest[i:], '}')
			if j < 0 {
				return fmt.Errorf("template %q: unterminated ${", tmpl)
			}
			lit(rest[:i+j+1])
			rest = rest[i+j+1:]
			continue
		}
		if i > 0 {
			lit(rest[:i])
		}
		j := strings.IndexByte(rest[i:], '}')
		if j < 0 {
			return fmt.Errorf("template %q: unterminated {", tmpl)
		}
		name := rest[i+1 : i+j]
		if !nameRE.MatchString(name) {
			return fmt.Errorf("template %q: {%s} is not a parameter name", tmpl, name)
		}
		ph(name)
		rest = rest[i+j+1:]
	}
	return nil
}

// EnvRefs returns the environment variables a template reads as ${env:NAME}.
func EnvRefs(tmpl string) ([]string, error) {
	var out []string
	for _, m := range envRefRE.FindAllStringSubmatch(tmpl, -1) {
		if !nameRE.MatchString(m[1]) {
			return nil, fmt.Errorf("${env:%s}: not an environment variable name", m[1])
		}
		out = append(out, m[1])
	}
	return out, nil
}

// Lookup reads one environment variable; os.LookupEnv is one.
type Lookup func(name string) (string, bool)

// OSEnv is the process environment.
func OSEnv(name string) (string, bool) { return os.LookupEnv(name) }

// ExpandEnv replaces every ${env:NAME} in s with its value from env. A
// variable that is not set is an error naming it (and never the value of
// anything). The result may hold secrets: do not log it.
func ExpandEnv(s string, env Lookup) (string, error) {
	if env == nil {
		env = OSEnv
	}
	var missing []string
	out := envRefRE.ReplaceAllStringFunc(s, func(ref string) string {
		name := envRefRE.FindStringSubmatch(ref)[1]
		v, ok := env(name)
		if !ok {
			missing = append(missing, name)
		}
		return v
	})
	if len(missing) > 0 {
		return "", fmt.Errorf("environment variable %s is not set", strings.Join(missing, ", "))
	}
	return out, nil
}
