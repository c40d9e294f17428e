// Package toolerr is hermes's single error taxonomy for tool failures.
//
// Every failure a tool can produce — an HTTP status, a business code such as
// 10086, a process exit code, a SQLSTATE, a gRPC status — is mapped at the
// edge where it is observed into one *Error of one of three kinds:
//
//   - Param: the arguments were wrong or missing; Hint says how to fix them.
//   - Business: the backend understood and refused; Message carries its words.
//   - System: the backend is down, timed out or crashed; never retried with
//     different arguments.
//
// The planner's error policy switches on Kind first, then on Retryable and
// on the few well-known codes declared here (CodeUnknownTool, CodeCircuitOpen,
// CodeCancelled), compared as constants; it never reads a Message or an
// error's text.
package toolerr

import (
	"errors"
	"fmt"
)

// Kind classifies a tool failure. The zero value is not a valid kind.
type Kind int

// The three kinds of tool failure.
const (
	KindUnspecified Kind = iota
	Param
	Business
	System
)

// String returns the upper-case name used in logs and reports.
func (k Kind) String() string {
	switch k {
	case Param:
		return "PARAM"
	case Business:
		return "BUSINESS"
	case System:
		return "SYSTEM"
	default:
		return "UNSPECIFIED"
	}
}

// MarshalText writes the kind's name, so that JSON reads like the logs.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// ParseKind is the inverse of Kind.String. It returns KindUnspecified for
// anything it does not recognise.
func ParseKind(s string) Kind {
	switch s {
	case "PARAM":
		return Param
	case "BUSINESS":
		return Business
	case "SYSTEM":
		return System
	default:
		return KindUnspecified
	}
}

// Well-known codes. Families may use their own codes too (an HTTP status such
// as "http_503", a SQLSTATE such as "sqlstate_23505"); these are the ones
// hermes itself produces, and the only ones its policy compares against.
const (
	CodeInvalidArguments = "invalid_arguments"
	CodeUnknownTool      = "not_found"
	CodeTimeout          = "timeout"
	CodeUnavailable      = "unavailable"
	CodeInternal         = "internal"
	CodeOutputTooLarge   = "output_too_large"
	CodeMissingKey       = "missing_idempotency_key"
	CodeInProgress       = "in_progress"
	CodeCircuitOpen      = "circuit_open"
	CodeCancelled        = "cancelled"
)

// Error is a normalized tool failure.
type Error struct {
	Kind Kind
	// Code is a short machine-readable identifier, stable across releases.
	Code string
	// Message says what went wrong, in the backend's words where it gave any.
	Message string
	// Hint tells the caller how to fix the call (for Param errors: which
	// fields are missing or invalid and the expected shape).
	Hint string
	// Retryable reports whether the same call may succeed if repeated
	// unchanged (a 503, a timeout), as opposed to a deterministic failure.
	Retryable bool
	// Err is the underlying cause, kept for logs; it never crosses a process
	// boundary.
	Err error
}

// Error implements error.
func (e *Error) Error() string {
	s := e.Kind.String() + " " + e.Code + ": " + e.Message
	if e.Hint != "" {
		s += " (hint: " + e.Hint + ")"
	}
	return s
}

// Unwrap returns the underlying cause.
func (e *Error) Unwrap() error { return e.Err }

// NewParam returns a Param error with a usage hint.
func NewParam(code, msg, hint string) *Error {
	return &Error{Kind: Param, Code: code, Message: msg, Hint: hint}
}

// NewBusiness returns a Business error carrying the backend's message.
func NewBusiness(code, msg string) *Error {
	return &Error{Kind: Business, Code: code, Message: msg}
}

// NewSystem returns a System error wrapping cause.
func NewSystem(code, msg string, retryable bool, cause error) *Error {
	return &Error{Kind: System, Code: code, Message: msg, Retryable: retryable, Err: cause}
}

// Systemf is NewSystem with a formatted, non-retryable message.
func Systemf(code, format string, args ...any) *Error {
	return &Error{Kind: System, Code: code, Message: fmt.Sprintf(format, args...)}
}

// As returns the *Error in err's chain, if any.
func As(err error) (*Error, bool) {
	var te *Error
	if errors.As(err, &te) {
		return te, true
	}
	return nil, false
}

// KindOf returns the kind of err: the kind of the *Error in its chain, or
// System for any other non-nil error (an unclassified failure is treated as
// the backend's fault, so it is never retried with changed arguments).
func KindOf(err error) Kind {
	if err == nil {
		return KindUnspecified
	}
	if te, ok := As(err); ok {
		return te.Kind
	}
	return System
}
