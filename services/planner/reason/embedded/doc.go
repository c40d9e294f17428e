// Package embedded is the planner's default reasoner: deterministic, with
// no model and no network, and spending no model tokens.
//
// It parses Chinese and English goals into structured tasks (relative
// times through package timeexpr against an injected clock, entities
// through configurable alias tables, output constraints such as 邮件 or
// 不超过300字), decomposes them into one subtask per listed need plus a
// final report, scores the catalog with package lexical (never forcing a
// pick under the threshold; a write tool only when the goal asks for its
// action, never one whose action the goal forbids), fills arguments from
// the values the goal states by each parameter's pattern, format, enum,
// the values its description quotes, words, unit and the cue before the
// value (currencies as their codes, a range's two ends into a pair, a
// named period into a count of its days), a value to one parameter
// (listing what it cannot fill instead of inventing it),
// checks results against the tools' returns schemas, and summarises them
// into bounded excerpts and writes the report from a template in the goal's
// language and format, both through package digest.
package embedded
