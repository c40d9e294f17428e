// Package logs builds the slog logger every hermes process writes through.
package logs

import (
	"fmt"
	"io"
	"log/slog"
	"strings"
)

// Options selects the level and encoding of a logger.
type Options struct {
	// Level is debug, info, warn or error; empty means info.
	Level string
	// Format is text or json; empty means text.
	Format string
}

// Validate reports a bad level or format, naming the setting.
func (o Options) Validate() error {
	if _, err := parseLevel(o.Level); err != nil {
		return err
	}
	switch o.Format {
	case "", "text", "json":
		return nil
	}
	return fmt.Errorf("log-format: %q must be text or json", o.Format)
}

// New returns a logger writing to w. Invalid options fall back to info/text;
// call Validate first to reject them. A record logged with a context (the
// *Context methods) carries the trace_id and span_id of the span in it and
// the execution_id its baggage names.
func New(w io.Writer, o Options) *slog.Logger {
	lvl, _ := parseLevel(o.Level)
	ho := &slog.HandlerOptions{Level: lvl}
	if o.Format == "json" {
		return slog.New(contextHandler{Handler: slog.NewJSONHandler(w, ho)})
	}
	return slog.New(contextHandler{Handler: slog.NewTextHandler(w, ho)})
}

func parseLevel(s string) (slog.Level, error) {
	switch strings.ToLower(s) {
	case "", "info":
		return slog.LevelInfo, nil
	case "debug":
		return slog.LevelDebug, nil
	case "warn", "warning":
		return slog.LevelWarn, nil
	case "error":
		return slog.LevelError, nil
	}
	return slog.LevelInfo, fmt.Errorf("log-level: %q must be debug, info, warn or error", s)
}
