package embedded

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestFillArgsToldClauseIsMessage keeps the values of the clause that
// says what a message tells ("that your new room is R-118") out of the
// other parameters of a tool that sends the message, and reads them as
// usual for a tool that takes no message or outside the clause. A room
// parameter may address the room's guests or name what the message is
// about; the schema does not say which, and filling one that addresses
// would send the message to people the goal never named.
func TestFillArgsToldClauseIsMessage(t *testing.T) {
	const (
		notice = `{"type":"object","properties":{"guest":{"type":"string","pattern":"^G[0-9]{5}$","description":"Guest number, e.g. G10422."},"room":{"type":"string","pattern":"^R-[0-9]{3}$","description":"Room, e.g. R-101."},"body":{"type":"string","description":"Text to send."}}}`
		move   = `{"type":"object","properties":{"guest":{"type":"string","pattern":"^G[0-9]{5}$","description":"Guest number, e.g. G10422."},"room":{"type":"string","pattern":"^R-[0-9]{3}$","description":"Room, e.g. R-101."}}}`
	)
	e := newEngine(t)
	for _, tc := range []struct {
		name, goal, params string
		want               map[string]any
	}{
		{"the new room is the message", "Text guest G20931 that the new room is R-118", notice, map[string]any{"guest": "G20931"}},
		{"the room before the clause", "Notify the guest of R-118 that checkout is at noon", notice, map[string]any{"room": "R-118"}},
		{"a room the message reports", "Notify guest G20931 that room R-118 is ready", notice, map[string]any{"guest": "G20931"}},
		{"a tool that sends no message", "Tell guest G20931 that the new room is R-118", move, map[string]any{"guest": "G20931", "room": "R-118"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args, _, _ := fillSpec(t, e, tc.goal, &toolspec.Spec{Name: "t", SideEffect: toolspec.Write, Parameters: json.RawMessage(tc.params)})
			if !reflect.DeepEqual(args, tc.want) {
				t.Errorf("args = %#v, want %#v", args, tc.want)
			}
		})
	}
}
