package embedded

import (
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// notLightVerbs are the characters that stand before 个, 一个 or 一下
// without being a verb that asks for something: numbers, demonstratives
// and quantifiers (三个, 这个, 每个, 好几个), particles and the verbs of
// being and having (是个, 有个洞), the verbs of waiting (等一下), the
// ends of words that pick one of many (另一个, 前一个, 任何一个, 随便一
// 个, 其一) and of the words of a day (周一下午, 星期一, 今天一下午).
const notLightVerbs = "一二三四五六七八九十百千万两几哪每各整某半多好单第零些这那个的了是在有没和与及或把将被我你他她它们吗呢吧啊也都就从到为中上下不等稍另前后何便其周期拜天"

// lightVerb finds the verb of a Chinese request softened by a light
// measure or a try: a verb of one character and 个 or 一个 before its
// object (报个修, 开个工单, 转个眼科, 订一个房间), and 一下 (约一下, 换一
// 下) or the verb said twice around 一 (改一改). Such a verb asks for
// its action, as 帮我 or 我想 before it would. A character that closes a
// longer word of the glossary (航班列一下 is no 列) is no such verb, nor
// is a verb of looking, counting or telling (查一下, 盘一下, 说一下):
// they ask to be shown something. It reports the byte offset where the
// verb begins and whether the text holds one.
func lightVerb(text string) (int, bool) {
	rs := []rune(text)
	at := 0
	for k := 0; k+1 < len(rs); k++ {
		v := rs[k]
		if unicode.Is(unicode.Han, v) && !strings.ContainsRune(notLightVerbs, v) && !strings.ContainsRune(lookVerbs, v) && softened(rs, k) &&
			len([]rune(lexical.ClosingWord(string(rs[max(0, k-3):k+1])))) < 2 {
			return at, true
		}
		at += len(string(v))
	}
	return 0, false
}

// lookVerbs are the one-character verbs of looking, counting and telling:
// softened, they still ask to be shown something (查一下, 拉个单子看看,
// 盘一下库存, 说一下, 过一下, 排一下序). With them are the verbs whose
// object alone says what is done (做个统计, 出个报表, 给个建议).
const lookVerbs = "查看找搜列问听知拉盘算数说讲比翻读念调对核估评瞧瞅想导过筛跑排选做搞弄来出给干"

// softened reports whether the verb at rs[k] is followed by a light
// measure before an object (个, 一个), by 一下 (not 一下子, "all at
// once", nor 一下午, "a whole afternoon"), or by 一 and itself.
func softened(rs []rune, k int) bool {
	han := func(i int) bool { return i < len(rs) && unicode.Is(unicode.Han, rs[i]) }
	switch {
	case rs[k+1] == '个':
		return han(k+2) && !strings.ContainsRune(toldValues, rs[k+2])
	case rs[k+1] != '一' || k+2 >= len(rs):
		return false
	case rs[k+2] == '个':
		return han(k+3) && !strings.ContainsRune(toldValues, rs[k+3])
	case rs[k+2] == '下':
		return k+3 >= len(rs) || (rs[k+3] != '子' && rs[k+3] != '午')
	}
	return rs[k+2] == rs[k]
}

// toldValues are the objects a softened verb asks to be told (报个价,
// 说个数): a value, not an action.
const toldValues = "价数"
