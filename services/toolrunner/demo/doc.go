// Package demo provides the backends of hermes's weekly-report demo, which
// `hermes dev` starts so that the main job runs with nothing installed: a
// small HTTP service playing the metric center and the alert center, an
// SQLite requirements database created from a checked-in SQL file, one CLI
// tool, the manifests that bind tools to them, and two Go tools (noop, echo).
//
// All data is synthetic, plausible and deterministic for a given date.
package demo
