// Package toolspec defines the tool descriptor shared by every hermes layer:
// what a tool is called, what it is for, when to use it and when not to, the
// JSON Schema of its parameters, and whether it has side effects.
//
// A Spec is pure data. How a tool is executed (its HTTP, CLI, SQL or Go
// binding) belongs to the toolrunner; how it is chosen belongs to the planner.
package toolspec

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// SideEffect says whether invoking a tool changes anything outside hermes.
type SideEffect string

// The two side-effect classes. Write tools run at most once per step and may
// require approval.
const (
	Read  SideEffect = "read"
	Write SideEffect = "write"
)

// Family names the kind of backend that serves a tool.
type Family string

// The backend families. Catalog tools are known for planning only and are
// never executed.
const (
	FamilyGo      Family = "go"
	FamilyHTTP    Family = "http"
	FamilyCLI     Family = "cli"
	FamilySQL     Family = "sql"
	FamilyCatalog Family = "catalog"
)

// DefaultTimeout is the per-call timeout of a tool that declares none.
const DefaultTimeout = 30 * time.Second

// Spec describes one tool.
type Spec struct {
	// Name is unique across every runner a planner sees; [A-Za-z0-9_.-]{1,64}.
	Name string `json:"name"`
	// OriginalName is the name an imported catalog gave the tool when that
	// name is not a valid Name (OpenAI function lists allow characters and
	// lengths hermes does not): Name then holds its sanitized form, and
	// OriginalName is what people are shown and what events record beside
	// it. Empty when the catalog's name is used as is.
	OriginalName string `json:"original_name,omitempty"`
	// Description says what the tool does.
	Description string `json:"description"`
	// WhenToUse names the situations the tool is meant for.
	WhenToUse string `json:"when_to_use,omitempty"`
	// WhenNotToUse names its boundaries ("aggregates only; for row-level
	// detail use query_store_detail"). The scorer counts it as negative
	// evidence.
	WhenNotToUse string `json:"when_not_to_use,omitempty"`
	// Parameters is the JSON Schema (2020-12) of the arguments object.
	Parameters json.RawMessage `json:"parameters,omitempty"`
	// Returns is an optional JSON Schema of the output.
	Returns json.RawMessage `json:"returns,omitempty"`
	// SideEffect is Read unless the tool changes something.
	SideEffect SideEffect `json:"side_effect"`
	// RequiresApproval pauses the step until a human approves it.
	RequiresApproval bool `json:"requires_approval,omitempty"`
	// Timeout bounds one invocation; zero means DefaultTimeout.
	Timeout time.Duration `json:"timeout,omitempty"`
	// Family is the kind of backend that serves the tool.
	Family Family `json:"family,omitempty"`
	// Roles, when not empty, limits which caller roles may see and call the
	// tool.
	Roles []string `json:"roles,omitempty"`
}

var nameRE = regexp.MustCompile(`^[A-Za-z0-9_.\-]{1,64}$`)

// MaxNameLen is the longest valid tool name, in bytes.
const MaxNameLen = 64

// ValidName reports whether name may be a tool's Name: 1 to 64 characters
// from A-Z, a-z, 0-9, '_', '.' and '-'.
func ValidName(name string) bool { return nameRE.MatchString(name) }

// DisplayName is the name to show people: the imported catalog's own
// spelling when it had to be sanitized, else Name.
func (s *Spec) DisplayName() string {
	if s.OriginalName != "" {
		return s.OriginalName
	}
	return s.Name
}

// Validate checks the descriptor's own fields (not its schema's semantics,
// which the toolrunner compiles). The error names the offending field.
func (s *Spec) Validate() error {
	switch {
	case !nameRE.MatchString(s.Name):
		return &FieldError{Field: "name", Msg: fmt.Sprintf("%q must match %s", s.Name, nameRE)}
	case s.Description == "":
		return &FieldError{Field: "description", Msg: "must not be empty"}
	case s.SideEffect != Read && s.SideEffect != Write:
		return &FieldError{Field: "side_effect", Msg: fmt.Sprintf("%q must be read or write", s.SideEffect)}
	case s.Timeout < 0:
		return &FieldError{Field: "timeout", Msg: "must not be negative"}
	case len(s.Parameters) > 0 && !json.Valid(s.Parameters):
		return &FieldError{Field: "parameters", Msg: "is not valid JSON"}
	case len(s.Returns) > 0 && !json.Valid(s.Returns):
		return &FieldError{Field: "returns", Msg: "is not valid JSON"}
	}
	return nil
}

// EffectiveTimeout returns Timeout, or DefaultTimeout when it is zero.
func (s *Spec) EffectiveTimeout() time.Duration {
	if s.Timeout > 0 {
		return s.Timeout
	}
	return DefaultTimeout
}

// Summary returns the one-line summary of the two-level index: the first
// sentence of the description, capped at 160 characters.
func (s *Spec) Summary() string {
	return FirstSentence(s.Description, 160)
}

// VisibleTo reports whether a caller holding role may see the tool.
func (s *Spec) VisibleTo(roles ...string) bool {
	if len(s.Roles) == 0 {
		return true
	}
	for _, want := range s.Roles {
		for _, have := range roles {
			if want == have || have == "admin" {
				return true
			}
		}
	}
	return false
}

// FirstSentence returns text up to its first sentence end (. 。 ! ? ； or a
// newline), trimmed and capped at max runes with an ellipsis.
func FirstSentence(text string, max int) string {
	end := len(text)
	for i, r := range text {
		if r == '\n' || r == '。' || r == '！' || r == '？' || r == '；' {
			end = i
			break
		}
		if (r == '.' || r == '!' || r == '?') && (i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n') {
			end = i + 1
			break
		}
	}
	return Truncate(strings.TrimSpace(text[:end]), max)
}

// Truncate caps s at max runes, marking a cut with "…".
func Truncate(s string, max int) string {
	if max <= 0 || utf8.RuneCountInString(s) <= max {
		return s
	}
	n := 0
	for i := range s {
		if n == max-1 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// FieldError is a validation failure of one named field.
type FieldError struct {
	Field string
	Msg   string
}

// Error implements error.
func (e *FieldError) Error() string { return e.Field + ": " + e.Msg }
