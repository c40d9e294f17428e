// Package demo provides the backends of hermes's weekly-report demo, which
// `hermes dev` starts so that the main job runs with nothing installed: a
// small HTTP service playing the metric center and the alert center, an
// SQLite requirements database created from a checked-in SQL file, and the
// manifest that binds the demo's HTTP, SQL and CLI tools to them. The Go
// tools hermes dev also serves live in package builtin.
//
// All data is synthetic, plausible and deterministic for a given date.
package demo
