package timeexpr

import "testing"

// TestResolveCheckedBeforeMove: the days a goal asks about first, whether
// someone is free then, are its period though a move it then makes on
// that answer goes to another day; a move from one day to another, with
// no question first, is about the day it moves to.
func TestResolveCheckedBeforeMove(t *testing.T) {
	checkRanges(t, "2026-04-15 10:00", []rangeCase{ // a Wednesday
		{"a week checked first", "先看看老王下周有没有空，有空的话就把周会挪到下周四", "2026-04-20..2026-04-26"},
		{"checked whether first", "先确认下个月是否可以，可以的话把培训改到下个月10号", "2026-05-01..2026-05-31"},
		// must leave alone
		{"a plain move", "把下周一的周会挪到下周四", "2026-04-23..2026-04-23"},
		{"a move with a condition of its own", "下周一的周会，要是人不齐就挪到下周四", "2026-04-23..2026-04-23"},
	})
}

// TestResolveMoveAskedWhole: a question that holds the move itself
// (能不能调到, 是否可以改到) asks whether the move can be made: it is about
// the day moved to, as a plain move is.
func TestResolveMoveAskedWhole(t *testing.T) {
	checkRanges(t, "2026-04-15 10:00", []rangeCase{ // a Wednesday
		{"can it move", "看看下周一的会能不能调到下周四", "2026-04-23..2026-04-23"},
		{"whether it may move", "下周一的课是否可以改到下周四", "2026-04-23..2026-04-23"},
		// must leave alone
		{"a check in a clause before", "先看看下周一是否可以，不行就把课改到下周四", "2026-04-20..2026-04-20"},
	})
}
