// Package timeexpr resolves the time expressions of a goal — relative
// (今天, 上周, 上个月, 最近7天, 本季度, last week, past 7 days), named (Q4 2024,
// February 2025) and explicit (2025-03-01, 3月1日, March 1st) — into
// concrete inclusive day ranges, against a clock and zone the caller
// passes in. Weeks are ISO weeks, Monday to Sunday. A comparison request
// (环比 → the previous period of the same length, 同比 → the same period a
// year earlier, or a second period named with 对比/compare) becomes a second
// concrete range.
package timeexpr
