package testenv

import (
	"errors"
	"testing"
)

func TestRequireNilErrorContinues(t *testing.T) {
	ran := false
	t.Run("reachable", func(t *testing.T) {
		Require(t, "Redis", nil)
		ran = true
	})
	if !ran {
		t.Fatal("Require(nil) stopped the test")
	}
}

func TestRequireSkipsOrFails(t *testing.T) {
	t.Setenv(RequireVar, "")
	var skipped bool
	t.Run("unreachable", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		Require(t, "Redis", errors.New("connection refused"))
	})
	if !skipped {
		t.Errorf("unreachable service without %s=1: test not skipped", RequireVar)
	}
	if Required() {
		t.Errorf("Required() = true with %s unset", RequireVar)
	}
	t.Setenv(RequireVar, "1")
	if !Required() {
		t.Errorf("Required() = false with %s=1", RequireVar)
	}
}

func TestGetenv(t *testing.T) {
	t.Setenv("HERMES_TESTENV_X", "")
	if got := Getenv("HERMES_TESTENV_X", "def"); got != "def" {
		t.Errorf("Getenv(unset) = %q, want def", got)
	}
	t.Setenv("HERMES_TESTENV_X", "v")
	if got := Getenv("HERMES_TESTENV_X", "def"); got != "v" {
		t.Errorf("Getenv(set) = %q, want v", got)
	}
}
