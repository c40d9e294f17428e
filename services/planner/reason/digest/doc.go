// Package digest turns tool results into what a reader sees: each step's
// output compressed into a short summary line and a bounded data excerpt
// (Summarize), and the step summaries of a task laid out as its final
// report in the goal's language and requested format (Report). A goal that
// asks for the records themselves (a list, the details, 明细; AsksForRows)
// keeps their rows in the excerpt and in the report's table, capped, with
// how many more there are.
//
// It is deterministic and needs no model: the same input gives the same
// summary and the same report. Records, fields and states are named through
// small built-in vocabularies of generic words; a word they do not know is
// shown as it is.
package digest
