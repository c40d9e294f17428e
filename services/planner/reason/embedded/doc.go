// Package embedded is the planner's default reasoner: deterministic, with
// no model and no network, and spending no model tokens.
//
// It parses Chinese and English goals into structured tasks (relative
// times through package timeexpr against an injected clock, entities
// through configurable alias tables, output constraints such as 邮件 or
// 不超过300字), decomposes them into one subtask per listed need plus a
// final report, scores the catalog with package lexical (never forcing a
// pick under the threshold), fills arguments by parameter name, format and
// enum synonyms (listing what it cannot fill instead of inventing it),
// checks results against the tools' returns schemas, and summarises them
// into bounded excerpts and writes the report from a template in the goal's
// language and format, both through package digest.
package embedded
