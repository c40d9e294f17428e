package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// movedTimeRE is a Chinese verb of moving before a new day or hour: 改到这
// 周五, 挪到下周二, 推迟到3点, 提前到明天. Moving a thing to a time
// reschedules it, though 改 and 挪 gloss only as changing or moving.
// 下, 本 and 这 name a time only before a unit of it (下周, 本月): 改成下架
// and 换成本地 change a thing, not its time.
var movedTimeRE = prefilter.MustCompile(`(?:改|挪|调|推迟|推|延后|延|提前|换)(?:到|至|成)\s*(?:(?:这|下|本|今|明|后)个?(?:周|星期|礼拜|月|天|日|晚|早|午|年)|周|星期|礼拜|[\d一二三四五六七八九十两]+\s*(?:月|号|日|点))`)

// movedTimeWords is the word a need that moves something to a new day or
// hour (see movedTimeRE) adds to its query, "" for any other.
func movedTimeWords(text string) string {
	if !strings.Contains(text, "到") && !strings.Contains(text, "至") && !strings.Contains(text, "成") {
		return ""
	}
	if !movedTimeRE.MatchString(text) {
		return ""
	}
	return " reschedule"
}
