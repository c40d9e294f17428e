package manifest

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// maxFileBytes caps one manifest or function file.
const maxFileBytes = 16 << 20

// Tool is one declared tool: its descriptor and exactly one binding (none
// for a catalog-only tool).
type Tool struct {
	Spec toolspec.Spec
	HTTP *HTTP
	CLI  *CLI
	SQL  *SQL
	// Source is where the tool was declared, "FILE:LINE".
	Source string
}

// HTTP binds a tool to an HTTP endpoint.
type HTTP struct {
	// Method is the HTTP method; empty means GET.
	Method string `yaml:"method"`
	// URL is an absolute http(s) URL template. Its scheme, host and port are
	// fixed (they may come from ${env:…} but never from arguments); {name}
	// placeholders may appear in the path, each filling whole or part of one
	// path segment, escaped.
	URL string `yaml:"url"`
	// Query maps query parameter names to templates ("{date}"); a parameter
	// whose placeholders are all absent from the arguments is left out.
	Query map[string]string `yaml:"query"`
	// Headers maps header names to templates; ${env:…} carries secrets.
	Headers map[string]string `yaml:"headers"`
	// Body is a JSON body template: strings that are exactly "{name}" take
	// the argument's JSON value; "$args" sends the whole arguments object.
	Body any `yaml:"body"`
	// Extract is a gjson path selecting the output from the response body
	// ("data", "data.items"); empty means the whole body.
	Extract string `yaml:"extract"`
	// BusinessCode, when set, reads a business status code from the body.
	BusinessCode *BusinessCode `yaml:"business_code"`
	// MaxRequestBytes and MaxResponseBytes cap the bodies; zero means the
	// family's defaults.
	MaxRequestBytes  int64 `yaml:"max_request_bytes"`
	MaxResponseBytes int64 `yaml:"max_response_bytes"`
	// MaxRedirects caps same-host redirects; nil means the default (3), 0
	// refuses redirects.
	MaxRedirects *int `yaml:"max_redirects"`
}

// BusinessCode is the rule that turns a 2xx response into a BUSINESS failure,
// as with the article's code 10086.
type BusinessCode struct {
	// Path is the gjson path of the code in the body ("code").
	Path string `yaml:"path"`
	// OK lists the codes meaning success; empty means [0].
	OK []string `yaml:"ok"`
	// MessagePath is the gjson path of the backend's message ("message").
	MessagePath string `yaml:"message_path"`
	// Param lists codes that mean the arguments were wrong (mapped to PARAM).
	Param []string `yaml:"param"`
	// System lists codes that mean the backend itself failed (SYSTEM,
	// retryable).
	System []string `yaml:"system"`
}

// CLI binds a tool to a program run without a shell.
type CLI struct {
	// Program is the absolute path of the executable.
	Program string `yaml:"program"`
	// Args is the argv template (without argv[0]). Each element becomes one
	// argv element: "{name}" alone takes the argument's value (an array
	// expands to one element per item; an absent argument drops the
	// element); "--flag={name}" interpolates.
	Args []string `yaml:"args"`
	// Env names the environment variables passed through from the runner;
	// nothing else reaches the process.
	Env []string `yaml:"env"`
	// SetEnv sets fixed variables (values may use ${env:…}).
	SetEnv map[string]string `yaml:"set_env"`
	// Dir is the working directory; empty means a fresh temporary one.
	Dir string `yaml:"dir"`
	// Output says how stdout is parsed: json, lines or text (default).
	Output string `yaml:"output"`
	// ExitCodes maps exit codes to PARAM, BUSINESS or SYSTEM; unlisted
	// codes use the default (2 → PARAM, other non-zero → BUSINESS).
	ExitCodes map[int]string `yaml:"exit_codes"`
	// MaxStdoutBytes and MaxStderrBytes cap what is read; zero means the
	// family's defaults.
	MaxStdoutBytes int64 `yaml:"max_stdout_bytes"`
	MaxStderrBytes int64 `yaml:"max_stderr_bytes"`
}

// SQL binds a tool to one parameterized query.
type SQL struct {
	// Driver is postgres, mysql or sqlite.
	Driver string `yaml:"driver"`
	// DSNEnv names the environment variable holding the DSN.
	DSNEnv string `yaml:"dsn_env"`
	// Query is the statement; :name placeholders are bound as parameters.
	Query string `yaml:"query"`
	// MaxRows caps the rows returned (truncation is reported); zero means
	// the family's default.
	MaxRows int `yaml:"max_rows"`
}

// Catalog is the result of a load.
type Catalog struct {
	Tools []Tool
	// Warnings are non-fatal findings, such as a duplicate function in an
	// imported catalog whose first definition was kept.
	Warnings []string
}

// Error is a load failure located in a file.
type Error struct {
	File  string
	Line  int
	Field string
	Msg   string
}

// Error implements error: "FILE:LINE: field: message".
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		b.WriteString(":" + strconv.Itoa(e.Line))
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Supported values of enumerated fields.
var (
	drivers     = []string{"postgres", "mysql", "sqlite"}
	outputs     = []string{"json", "lines", "text"}
	errorKinds  = []string{"PARAM", "BUSINESS", "SYSTEM"}
	httpMethods = []string{"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"}
	envNameRE   = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

type fileDoc struct {
	Tools  []rawTool `yaml:"tools"`
	Import []string  `yaml:"import"`
}

type rawTool struct {
	Name             string   `yaml:"name"`
	Description      string   `yaml:"description"`
	WhenToUse        string   `yaml:"when_to_use"`
	WhenNotToUse     string   `yaml:"when_not_to_use"`
	Parameters       any      `yaml:"parameters"`
	Returns          any      `yaml:"returns"`
	SideEffect       string   `yaml:"side_effect"`
	RequiresApproval bool     `yaml:"requires_approval"`
	Timeout          string   `yaml:"timeout"`
	Roles            []string `yaml:"roles"`
	Family           string   `yaml:"family"`
	HTTP             *HTTP    `yaml:"http"`
	CLI              *CLI     `yaml:"cli"`
	SQL              *SQL     `yaml:"sql"`
}

// Load reads a manifest file, a function-list file, or a directory of them
// (*.yaml, *.yml, *.json; files imported by a manifest in the directory are
// loaded once, through the import). Every error names FILE:LINE and the
// field; errors.Join collects them all.
func Load(path string) (*Catalog, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	l := &loader{seen: map[string]string{}, loadedAs: map[string]string{}}
	if !st.IsDir() {
		l.loadFile(path)
		return l.result()
	}
	entries, err := os.ReadDir(path)
	if err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	var files []string
	for _, e := range entries {
		switch strings.ToLower(filepath.Ext(e.Name())) {
		case ".yaml", ".yml", ".json", ".jsonl":
			if !e.IsDir() {
				files = append(files, filepath.Join(path, e.Name()))
			}
		}
	}
	sort.Strings(files)
	imported := l.importsOf(files)
	for _, f := range files {
		if abs, _ := filepath.Abs(f); !imported[abs] {
			l.loadFile(f)
		}
	}
	return l.result()
}

// Parse loads one manifest from memory; name is used in error messages and
// imports are resolved against dir. Tools embedded with go:embed load this way.
func Parse(name string, data []byte) (*Catalog, error) {
	l := &loader{seen: map[string]string{}, loadedAs: map[string]string{}}
	l.parseManifest(name, filepath.Dir(name), data)
	return l.result()
}

type loader struct {
	cat  Catalog
	errs []error
	// seen maps a tool name to where it was first declared.
	seen map[string]string
	// loadedAs maps an imported function's own name to the tool name it
	// was loaded under (its sanitized form when it was not valid).
	loadedAs map[string]string
	// inferred are the functions of the file being read that declare no
	// side effect and are taken as writes from their names.
	inferred []string
}

func (l *loader) result() (*Catalog, error) {
	if len(l.errs) > 0 {
		return nil, errors.Join(l.errs...)
	}
	sort.SliceStable(l.cat.Tools, func(i, j int) bool { return l.cat.Tools[i].Spec.Name < l.cat.Tools[j].Spec.Name })
	return &l.cat, nil
}

func (l *loader) fail(file string, line int, field, format string, args ...any) {
	l.errs = append(l.errs, &Error{File: file, Line: line, Field: field, Msg: fmt.Sprintf(format, args...)})
}

func readFile(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if st.Size() > maxFileBytes {
		return nil, fmt.Errorf("%d bytes, over the limit of %d", st.Size(), maxFileBytes)
	}
	return os.ReadFile(path)
}

// importsOf returns the absolute paths imported by the manifests among files.
func (l *loader) importsOf(files []string) map[string]bool {
	out := map[string]bool{}
	for _, f := range files {
		if isFunctionFile(f, nil) {
			continue
		}
		data, err := readFile(f)
		if err != nil {
			continue
		}
		var doc struct {
			Import []string `yaml:"import"`
		}
		if yaml.Unmarshal(data, &doc) != nil {
			continue
		}
		for _, imp := range doc.Import {
			if abs, err := filepath.Abs(filepath.Join(filepath.Dir(f), imp)); err == nil {
				out[abs] = true
			}
		}
	}
	return out
}

func (l *loader) loadFile(path string) {
	data, err := readFile(path)
	if err != nil {
		l.fail(path, 0, "", "%v", err)
		return
	}
	if isFunctionFile(path, data) {
		l.addFunctions(path, data, "")
		return
	}
	l.parseManifest(path, filepath.Dir(path), data)
}

// isFunctionFile reports whether a .json/.jsonl file is a function list
// rather than a manifest written in JSON. data may be nil (then the file is
// read).
func isFunctionFile(path string, data []byte) bool {
	ext := strings.ToLower(filepath.Ext(path))
	if ext == ".jsonl" {
		return true
	}
	if ext != ".json" {
		return false
	}
	if data == nil {
		var err error
		if data, err = readFile(path); err != nil {
			return false
		}
	}
	trimmed := strings.TrimSpace(string(data))
	if strings.HasPrefix(trimmed, "[") {
		return true
	}
	first, _, _ := strings.Cut(trimmed, "\n")
	var probe map[string]json.RawMessage
	if json.Unmarshal([]byte(first), &probe) == nil {
		_, tools := probe["tools"]
		_, imp := probe["import"]
		return !tools && !imp
	}
	var whole map[string]json.RawMessage
	if json.Unmarshal(data, &whole) == nil {
		_, tools := whole["tools"]
		_, imp := whole["import"]
		return !tools && !imp
	}
	return false
}

func (l *loader) parseManifest(file, dir string, data []byte) {
	astFile, err := parser.ParseBytes(data, 0)
	if err != nil {
		l.yamlFail(file, err)
		return
	}
	var doc fileDoc
	if err := yaml.UnmarshalWithOptions(data, &doc, yaml.DisallowUnknownField()); err != nil {
		l.yamlFail(file, err)
		return
	}
	if len(doc.Tools) == 0 && len(doc.Import) == 0 {
		l.fail(file, 1, "tools", "the manifest declares no tools and imports none")
		return
	}
	pos := positions{file: file, ast: astFile}
	for i, rt := range doc.Tools {
		l.addTool(pos, i, rt)
	}
	for i, imp := range doc.Import {
		path := imp
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, imp)
		}
		data, err := readFile(path)
		if err != nil {
			l.fail(file, pos.line(fmt.Sprintf("$.import[%d]", i)), fmt.Sprintf("import[%d]", i), "%v", err)
			continue
		}
		l.addFunctions(path, data, pos.source(fmt.Sprintf("$.import[%d]", i)))
	}
}

// yamlFail records a decoding error with the position goccy/go-yaml gives it.
func (l *loader) yamlFail(file string, err error) {
	var ye yaml.Error
	if errors.As(err, &ye) && ye.GetToken() != nil {
		l.fail(file, ye.GetToken().Position.Line, "", "%s", ye.GetMessage())
		return
	}
	l.fail(file, 0, "", "%v", err)
}

// positions finds the line of a YAML path in one file.
type positions struct {
	file string
	ast  *ast.File
}

func (p positions) line(path string) int {
	for {
		yp, err := yaml.PathString(path)
		if err == nil {
			if n, err := yp.FilterFile(p.ast); err == nil && n != nil {
				return n.GetToken().Position.Line
			}
		}
		// Fall back to the enclosing node.
		i := strings.LastIndexAny(path, ".[")
		if i <= 1 {
			return 0
		}
		path = path[:i]
	}
}

func (p positions) source(path string) string {
	return p.file + ":" + strconv.Itoa(p.line(path))
}

func (l *loader) addTool(pos positions, i int, rt rawTool) {
	base := fmt.Sprintf("$.tools[%d]", i)
	errsBefore := len(l.errs)
	fail := func(field, format string, args ...any) {
		path := base
		if field != "" {
			path += "." + field
		}
		l.fail(pos.file, pos.line(path), fieldName(rt.Name, field), format, args...)
	}
	spec := toolspec.Spec{
		Name: rt.Name, Description: strings.TrimSpace(rt.Description),
		WhenToUse: strings.TrimSpace(rt.WhenToUse), WhenNotToUse: strings.TrimSpace(rt.WhenNotToUse),
		SideEffect: toolspec.SideEffect(rt.SideEffect), RequiresApproval: rt.RequiresApproval, Roles: rt.Roles,
	}
	t := Tool{Spec: spec, HTTP: rt.HTTP, CLI: rt.CLI, SQL: rt.SQL, Source: pos.source(base)}

	bindings := 0
	for _, set := range []bool{rt.HTTP != nil, rt.CLI != nil, rt.SQL != nil} {
		if set {
			bindings++
		}
	}
	switch {
	case rt.Family == string(toolspec.FamilyCatalog) && bindings == 0:
		t.Spec.Family = toolspec.FamilyCatalog
		if t.Spec.SideEffect == "" {
			t.Spec.SideEffect = toolspec.Read
		}
	case rt.Family != "" && rt.Family != string(toolspec.FamilyCatalog):
		fail("family", "%q is not a manifest family: declare an http, cli or sql binding, or family: catalog", rt.Family)
	case bindings == 0:
		fail("", "tool %q has no binding: declare exactly one of http, cli, sql (or family: catalog)", rt.Name)
	case bindings > 1:
		fail("", "tool %q declares %d bindings; exactly one of http, cli, sql is allowed", rt.Name, bindings)
	case rt.Family != "":
		fail("family", "family: catalog tools take no binding")
	case rt.HTTP != nil:
		t.Spec.Family = toolspec.FamilyHTTP
	case rt.CLI != nil:
		t.Spec.Family = toolspec.FamilyCLI
	case rt.SQL != nil:
		t.Spec.Family = toolspec.FamilySQL
	}
	if rt.SideEffect == "" && t.Spec.Family != toolspec.FamilyCatalog {
		fail("side_effect", "missing: say read or write")
	}
	if rt.Timeout != "" {
		d, err := time.ParseDuration(rt.Timeout)
		switch {
		case err != nil:
			fail("timeout", "%q is not a Go duration such as 5s or 1m30s", rt.Timeout)
		case d <= 0:
			fail("timeout", "must be positive")
		default:
			t.Spec.Timeout = d
		}
	}
	if err := t.Spec.Validate(); err != nil {
		var fe *toolspec.FieldError
		if errors.As(err, &fe) {
			fail(fe.Field, "%s", fe.Msg)
		} else {
			fail("", "%v", err)
		}
	}
	props := map[string]bool{}
	if rt.Parameters != nil {
		raw, err := json.Marshal(rt.Parameters)
		if err != nil {
			fail("parameters", "cannot be expressed as JSON: %v", err)
		} else if _, err := argschema.Compile(raw); err != nil {
			fail("parameters", "%v", err)
		} else {
			t.Spec.Parameters = raw
			props = propertyNames(raw)
		}
	}
	if rt.Returns != nil {
		raw, err := json.Marshal(rt.Returns)
		if err != nil {
			fail("returns", "cannot be expressed as JSON: %v", err)
		} else if _, err := argschema.Compile(raw); err != nil {
			fail("returns", "%v", err)
		} else {
			t.Spec.Returns = raw
		}
	}
	switch {
	case rt.HTTP != nil:
		checkHTTP(rt.HTTP, props, fail)
	case rt.CLI != nil:
		checkCLI(rt.CLI, props, fail)
	case rt.SQL != nil:
		checkSQL(rt.SQL, props, fail)
	}
	if rt.Name != "" {
		if prev, dup := l.seen[rt.Name]; dup {
			fail("name", "duplicate tool name %q (first declared at %s)", rt.Name, prev)
		} else {
			l.seen[rt.Name] = t.Source
		}
	}
	if len(l.errs) == errsBefore {
		l.cat.Tools = append(l.cat.Tools, t)
	}
}

func fieldName(tool, field string) string {
	if tool == "" {
		tool = "(unnamed tool)"
	}
	if field == "" {
		return "tool " + tool
	}
	return "tool " + tool + ": " + field
}
