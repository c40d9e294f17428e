// Checks of each binding (HTTP, CLI, SQL) against the tool's parameters:
// placeholders name declared properties, URLs stay on their host, and
// commands are absolute programs.

package manifest

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"sort"
	"strings"
)

// propertyNames returns the top-level properties a parameters schema
// declares.
func propertyNames(schema json.RawMessage) map[string]bool {
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	_ = json.Unmarshal(schema, &s)
	out := make(map[string]bool, len(s.Properties))
	for k := range s.Properties {
		out[k] = true
	}
	return out
}

type failFunc func(field, format string, args ...any)

func checkPlaceholders(field, tmpl string, props map[string]bool, fail failFunc) {
	names, err := Placeholders(tmpl)
	if err != nil {
		fail(field, "%v", err)
		return
	}
	for _, n := range names {
		if !props[n] {
			fail(field, "placeholder {%s} names no parameter of the tool (declared: %s)", n, sortedKeys(props))
		}
	}
	if _, err := EnvRefs(tmpl); err != nil {
		fail(field, "%v", err)
	}
}

func sortedKeys(m map[string]bool) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if len(keys) == 0 {
		return "none"
	}
	return strings.Join(keys, ", ")
}

func checkHTTP(h *HTTP, props map[string]bool, fail failFunc) {
	if h.Method == "" {
		h.Method = "GET"
	}
	h.Method = strings.ToUpper(h.Method)
	if !contains(httpMethods, h.Method) {
		fail("http.method", "%q is not one of %s", h.Method, strings.Join(httpMethods, ", "))
	}
	if err := CheckURLTemplate(h.URL); err != nil {
		fail("http.url", "%v", err)
	} else {
		checkPlaceholders("http.url", h.URL, props, fail)
	}
	for k, v := range h.Query {
		checkPlaceholders("http.query."+k, v, props, fail)
	}
	for k, v := range h.Headers {
		if strings.ContainsAny(k, "\r\n: ") || k == "" {
			fail("http.headers", "%q is not a valid header name", k)
		}
		checkPlaceholders("http.headers."+k, v, props, fail)
	}
	if h.Body != nil {
		if h.Method == "GET" || h.Method == "HEAD" {
			fail("http.body", "a %s request takes no body", h.Method)
		}
		walkStrings(h.Body, func(s string) {
			if s != BodyArgs {
				checkPlaceholders("http.body", s, props, fail)
			}
		})
	}
	if bc := h.BusinessCode; bc != nil && bc.Path == "" {
		fail("http.business_code.path", "missing: the gjson path of the code in the body")
	}
	if h.MaxRedirects != nil && *h.MaxRedirects < 0 {
		fail("http.max_redirects", "must not be negative")
	}
	if h.MaxRequestBytes < 0 || h.MaxResponseBytes < 0 {
		fail("http", "size limits must not be negative")
	}
}

// BodyArgs as the HTTP body template sends the whole arguments object.
const BodyArgs = "$args"

func walkStrings(v any, f func(string)) {
	switch v := v.(type) {
	case string:
		f(v)
	case map[string]any:
		for _, e := range v {
			walkStrings(e, f)
		}
	case []any:
		for _, e := range v {
			walkStrings(e, f)
		}
	}
}

// CheckURLTemplate checks that an HTTP URL template is absolute http(s) and
// that no argument placeholder can reach its scheme, host or port.
func CheckURLTemplate(tmpl string) error {
	if tmpl == "" {
		return errors.New("missing")
	}
	if strings.HasPrefix(tmpl, "${env:") {
		// The environment supplies scheme, host and maybe a base path; what
		// follows must start a path, so arguments cannot reach the host.
		// The expanded URL is checked again at start (see Validate).
		_, rest, _ := strings.Cut(tmpl, "}")
		if rest != "" && !strings.HasPrefix(rest, "/") {
			return fmt.Errorf("%q: after the ${env:…} base URL the template must continue with a /path", tmpl)
		}
		if strings.ContainsAny(rest, "?#") {
			return fmt.Errorf("%q: put query parameters under query:, not in the URL", tmpl)
		}
		return nil
	}
	// Environment references are fixed at start; placeholders are not.
	probe := envRefRE.ReplaceAllString(tmpl, "env")
	scheme, rest, ok := strings.Cut(probe, "://")
	if !ok {
		return fmt.Errorf("%q is not an absolute http(s) URL", tmpl)
	}
	if scheme != "http" && scheme != "https" && scheme != "env" {
		return fmt.Errorf("scheme %q is not http or https", scheme)
	}
	authority, _, _ := strings.Cut(rest, "/")
	if strings.ContainsAny(authority, "{}") {
		return fmt.Errorf("%q: arguments may not appear in the host or port; only the path, query and body take arguments", tmpl)
	}
	if strings.ContainsAny(probe, "?#") {
		return fmt.Errorf("%q: put query parameters under query:, not in the URL", tmpl)
	}
	if authority == "" {
		return fmt.Errorf("%q has no host", tmpl)
	}
	return nil
}

func checkCLI(c *CLI, props map[string]bool, fail failFunc) {
	if !filepath.IsAbs(c.Program) {
		fail("cli.program", "%q must be an absolute path (no PATH lookup, no shell)", c.Program)
	}
	for i, a := range c.Args {
		checkPlaceholders(fmt.Sprintf("cli.args[%d]", i), a, props, fail)
	}
	for _, e := range c.Env {
		if !envNameRE.MatchString(e) {
			fail("cli.env", "%q is not an environment variable name", e)
		}
	}
	for k, v := range c.SetEnv {
		if !envNameRE.MatchString(k) {
			fail("cli.set_env", "%q is not an environment variable name", k)
		}
		if _, err := EnvRefs(v); err != nil {
			fail("cli.set_env."+k, "%v", err)
		}
	}
	if c.Dir != "" && !filepath.IsAbs(c.Dir) {
		fail("cli.dir", "%q must be an absolute path", c.Dir)
	}
	if c.Output == "" {
		c.Output = "text"
	}
	if !contains(outputs, c.Output) {
		fail("cli.output", "%q is not one of %s", c.Output, strings.Join(outputs, ", "))
	}
	for code, k := range c.ExitCodes {
		if !contains(errorKinds, strings.ToUpper(k)) || code <= 0 {
			fail("cli.exit_codes", "%d: %q must map a positive exit code to PARAM, BUSINESS or SYSTEM", code, k)
		}
	}
	if c.MaxStdoutBytes < 0 || c.MaxStderrBytes < 0 {
		fail("cli", "size limits must not be negative")
	}
}

func checkSQL(s *SQL, props map[string]bool, fail failFunc) {
	if !contains(drivers, s.Driver) {
		fail("sql.driver", "%q is not one of %s", s.Driver, strings.Join(drivers, ", "))
	}
	if !envNameRE.MatchString(s.DSNEnv) {
		fail("sql.dsn_env", "%q must name the environment variable holding the DSN", s.DSNEnv)
	}
	if strings.TrimSpace(s.Query) == "" {
		fail("sql.query", "missing")
	}
	if s.MaxRows < 0 {
		fail("sql.max_rows", "must not be negative")
	}
	// The :name placeholders are checked by the SQL family, which owns the
	// lexer that tells them from casts, strings and comments.
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

// Validate re-checks a URL after ${env:…} expansion: absolute http(s) with a
// host. The HTTP family calls it at start.
func Validate(u string) (*url.URL, error) {
	p, err := url.Parse(u)
	if err != nil {
		return nil, err
	}
	if (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" {
		return nil, fmt.Errorf("%q is not an absolute http(s) URL", u)
	}
	return p, nil
}
