package task

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/hermes-agent/hermes/libs/principal"
)

// PreferenceFormat is the preference key of the default report format.
const PreferenceFormat = "format"

// MaxPreferenceValue bounds a saved value: a default, not a document.
const MaxPreferenceValue = 1024

var preferenceKeyRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.-]{0,63}$`)

// CheckPreference reports why key and value cannot be saved as a
// preference, or nil. Keys name tool parameters or report settings
// (region, format, recipients); the format's value must be a known one.
func CheckPreference(key, value string) error {
	if !preferenceKeyRE.MatchString(key) {
		return fmt.Errorf("preference key %q: use a parameter or setting name (letters, digits, _ . -; at most 64)", key)
	}
	if strings.TrimSpace(value) == "" {
		return fmt.Errorf("preference %s: the value is empty", key)
	}
	if len(value) > MaxPreferenceValue {
		return fmt.Errorf("preference %s: the value is %d bytes, at most %d", key, len(value), MaxPreferenceValue)
	}
	if key == PreferenceFormat && !Format(value).Known() {
		return fmt.Errorf("preference format %q: use one of text, email, table, markdown", value)
	}
	return nil
}

// Known reports whether f is one of the report formats.
func (f Format) Known() bool {
	switch f {
	case FormatText, FormatEmail, FormatTable, FormatMarkdown:
		return true
	}
	return false
}

// AnonymousScope holds the preferences of callers of a deployment without
// authentication: they all share one set.
const AnonymousScope = "anonymous"

// PreferenceScope is the scope of p's saved preferences: its name.
func PreferenceScope(p *principal.Principal) string {
	if p == nil || p.Name == "" {
		return AnonymousScope
	}
	return p.Name
}
