package registry

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// Summarize describes a tool's JSON output in at most 200 characters, from its
// shape only — counts and key names, never values, so that no secret or
// business datum reaches a log or a planner's context through it:
//
//	{"rows":[…],"row_count":18,"truncated":false} → "rows=18"
//	{"alerts":[…5 items…],"window":{…}}            → "alerts=5 keys=alerts,window"
//	[…]                                            → "items=3"
func Summarize(out []byte) string {
	v := gjson.ParseBytes(out)
	var s string
	switch {
	case v.IsObject():
		s = summarizeObject(v)
	case v.IsArray():
		s = "items=" + strconv.Itoa(len(v.Array()))
	case v.Type == gjson.String:
		s = fmt.Sprintf("text chars=%d", len([]rune(v.Str)))
	case v.Type == gjson.Null:
		s = "empty"
	default:
		s = "scalar " + strings.ToLower(v.Type.String())
	}
	return toolspec.Truncate(s, maxSummary)
}

func summarizeObject(v gjson.Result) string {
	if rc := v.Get("row_count"); rc.Type == gjson.Number {
		s := "rows=" + rc.Raw
		if v.Get("truncated").Type == gjson.True {
			s += " truncated"
		}
		return s
	}
	var counts, keys []string
	v.ForEach(func(k, val gjson.Result) bool {
		name := safeKey(k.Str)
		keys = append(keys, name)
		if val.IsArray() && len(counts) < 6 {
			counts = append(counts, fmt.Sprintf("%s=%d", name, len(val.Array())))
		}
		return len(keys) < 12
	})
	parts := counts
	if len(keys) > 0 {
		parts = append(parts, "keys="+strings.Join(keys, ","))
	}
	if len(parts) == 0 {
		return "object empty"
	}
	return strings.Join(parts, " ")
}

// safeKey keeps a key readable and short; keys come from tool output.
func safeKey(k string) string {
	k = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, k)
	return toolspec.Truncate(k, 24)
}
