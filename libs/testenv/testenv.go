// Package testenv decides what a test does when a service it needs
// (PostgreSQL, MariaDB, Redis, …) is not reachable: with
// HERMES_REQUIRE_SERVICES=1 (as in CI and `make test` on a prepared machine)
// the test fails; otherwise it is skipped with a message naming the service.
package testenv

import (
	"os"
	"testing"
)

// RequireVar is the environment variable that turns skips into failures.
const RequireVar = "HERMES_REQUIRE_SERVICES"

// Required reports whether unreachable services fail tests.
func Required() bool { return os.Getenv(RequireVar) == "1" }

// Require does nothing when err is nil. Otherwise it stops the test: Fatal
// when services are required, Skip when they are not. service names what
// was unreachable ("PostgreSQL at 127.0.0.1:5432").
func Require(tb testing.TB, service string, err error) {
	tb.Helper()
	if err == nil {
		return
	}
	if Required() {
		tb.Fatalf("%s is required (%s=1) but unreachable: %v", service, RequireVar, err)
	}
	tb.Skipf("skipping: %s is unreachable (%v); set %s=1 to make this a failure", service, err, RequireVar)
}

// Getenv returns the value of the environment variable key, or def when it
// is unset or empty. Tests use it for service addresses.
func Getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
