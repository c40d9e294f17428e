package timeexpr

import (
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// afterComplement returns the match idx of re in text, or for a match
// opening with the 下 of a verb's 一下 (排一下下周: 一下, then 下周) re's
// match right after that 下, nil when there is none there.
func afterComplement(text string, re *prefilter.Regexp, idx []int) []int {
	const down = "下"
	if softenedWeek(text, idx[0]) {
		return nil
	}
	if !strings.HasPrefix(text[idx[0]:], down+down) || !strings.HasSuffix(text[:idx[0]], "一") {
		return idx
	}
	from := idx[0] + len(down)
	sub := re.Regexp.FindStringSubmatchIndex(text[from:])
	if sub == nil || sub[0] != 0 {
		return nil
	}
	for i := range sub {
		if sub[i] >= 0 {
			sub[i] += from
		}
	}
	return sub
}

// softenedWeek reports whether a match at start opens with the 下 of a
// verb's 一下 right before a weekday (约一下周六, 看一下周一的排班) or a
// word of the week (整理一下周报): the verb is softened, and the weekday
// is named alone, the report no week's. A word ending in 一 (统一,
// 唯一) leaves 下周 next week's.
func softenedWeek(text string, start int) bool {
	if !strings.HasPrefix(text[start:], "下") || !strings.HasSuffix(text[:start], "一") || !weekWordRE.MatchString(text[start+len("下"):]) {
		return false
	}
	prev, _ := utf8.DecodeLastRuneInString(text[:start-len("一")])
	return !strings.ContainsRune("统唯第同逐万单之十", prev)
}

// weekWordRE opens a weekday (周六, 星期一, 礼拜天) or a word of the
// week a 下 before it need not make next week's: 周报, 周会, 周刊.
var weekWordRE = prefilter.MustCompile(`^(?:(?:周|星期|礼拜)[一二三四五六日天]|周(?:报|会|刊|例会|总结))`)
