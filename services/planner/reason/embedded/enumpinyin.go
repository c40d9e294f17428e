package embedded

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/mozillazg/go-pinyin"
)

// Chinese teams often write an enum's values in pinyin or in pinyin
// initials: ping_an for 平安, douyin for 抖音, jd_logistics for 京东物流.
// enumByPinyin reads the goal's Han words in pinyin, every
// reading a character has (多音字), and names a value when
//
//   - its letters, split at _ or -, are the toneless syllables of two or
//     more contiguous Han characters of the goal (ping_an ↔ 平安, douyin
//     ↔ 抖音), or
//   - its first token, of two or three letters and the first token of no
//     other value, is the initials of as many Han characters of the goal
//     (jd ↔ 京东), its other tokens are words of the goal or of its
//     glossed Han words (logistics ↔ 物流), and no other value is named
//     so. Initials alone (sf) name nothing: the readings of any two
//     characters begin with some two letters (收费).
//
// The Han words must be free: no other parameter's value, no part of a
// date or a number, no everyday word of the sentence (是否, 时间) whose
// sound only happens to spell a value.

// pinyinArgs asks for every toneless reading of a character.
var pinyinArgs = pinyin.Args{Style: pinyin.Normal, Heteronym: true}

// pinyinReadings caches the toneless readings of each Han character met.
var pinyinReadings = struct {
	sync.RWMutex
	m map[rune][]string
}{m: map[rune][]string{}}

// readingsOf returns the toneless pinyin readings of r, ü written both v
// and u.
func readingsOf(r rune) []string {
	pinyinReadings.RLock()
	v, ok := pinyinReadings.m[r]
	pinyinReadings.RUnlock()
	if ok {
		return v
	}
	var out []string
	for _, s := range pinyin.SinglePinyin(r, pinyinArgs) {
		if !containsString(out, s) {
			out = append(out, s)
		}
		if strings.Contains(s, "v") {
			if u := strings.ReplaceAll(s, "v", "u"); !containsString(out, u) {
				out = append(out, u)
			}
		}
	}
	pinyinReadings.Lock()
	pinyinReadings.m[r] = out
	pinyinReadings.Unlock()
	return out
}

// pinyinValue is an enum value written in Latin letters, cut into its
// tokens.
type pinyinValue struct {
	v      string
	tokens []string
	// letters are the tokens joined; cuts are the offsets in letters
	// where one token ends and the next begins.
	letters string
	cuts    []int
	// initials is the first token when it may be initials: two or three
	// letters that are the first token of no other value.
	initials bool
}

// pinyinEnums caches each enum's pinyinValues by its values.
var pinyinEnums memo[[]pinyinValue]

// pinyinValuesOf returns the values of enum that may be pinyin.
func pinyinValuesOf(enum []any) []pinyinValue {
	n := 0
	for _, x := range enum {
		if s, ok := x.(string); ok {
			n += len(s) + 1
		}
	}
	var key strings.Builder
	key.Grow(n)
	for _, x := range enum {
		if s, ok := x.(string); ok {
			key.WriteString(s)
			key.WriteByte(0)
		}
	}
	if v, ok := pinyinEnums.get(key.String()); ok {
		return v
	}
	var out []pinyinValue
	first := map[string]int{}
	for _, x := range enum {
		s, ok := x.(string)
		if !ok {
			continue
		}
		lo := strings.ToLower(s)
		good := lo != ""
		for i := 0; i < len(lo) && good; i++ {
			c := lo[i]
			good = c >= 'a' && c <= 'z' || c == '_' || c == '-'
		}
		if !good {
			continue
		}
		toks := strings.FieldsFunc(lo, func(r rune) bool { return r == '_' || r == '-' })
		if len(toks) == 0 {
			continue
		}
		pv := pinyinValue{v: s, tokens: toks}
		for i, t := range toks {
			if i > 0 {
				pv.cuts = append(pv.cuts, len(pv.letters))
			}
			pv.letters += t
		}
		first[toks[0]]++
		out = append(out, pv)
	}
	for i := range out {
		t := out[i].tokens[0]
		out[i].initials = len(t) >= 2 && len(t) <= 3 && first[t] == 1
	}
	pinyinEnums.put(key.String(), out)
	return out
}

// hanNumerals are the characters of a number written in Han.
const hanNumerals = "零〇一二三四五六七八九十百千万亿两廿半几"

// hanEveryday are everyday words of a Chinese sentence — function words,
// common verbs and the nouns of a request — that never name a value,
// however their sound happens to spell one (是否 is no sf, 时间 no
// shijian event).
var hanEveryday = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`是否 是不 不是 就是 还是 或者 或是 以及 并且 而且 但是 如果 因为 所以 然后 之后 之前 以后 以前
		可以 可能 能否 需要 需求 应该 必须 希望 想要 打算 准备 帮忙 帮助 麻烦 请问 一下 一个 一些 这个 那个 这些 那些
		哪个 哪些 什么 怎么 怎样 如何 为何 多少 所有 全部 每个 各个 其他 其它 自己 我们 你们 他们 她们 它们 大家
		时间 时候 期间 日期 事件 事情 情况 问题 结果 数据 信息 内容 记录 列表 详情 名称 名字 类型 方式 方法 状态
		使用 用于 通过 根据 按照 关于 对于 进行 处理 查询 查看 查找 搜索 获取 提供 发送 创建 新建 添加 删除 修改
		更新 设置 显示 统计 分析 报告 生成 导出 导入 上传 下载 安排 预约 预订 取消 确认 提交 申请 审批 开始 结束
		一起 同时 目前 现在 当前 最近 最新 已经 正在 还有 没有 只有 只要 都是 包括 包含 相关 对应 指定 选择 其中`) {
		hanEveryday[w] = true
	}
}

// hanRune is one Han character of the goal at byte offset pos.
type hanRune struct {
	r   rune
	pos int
}

// hanText is what enumByPinyin reads of a goal, once per goal: its runs
// of Han characters and, when a value needs them, its words.
type hanText struct {
	runs  [][]hanRune
	words map[string]bool
}

// hanOf returns g's hanText, reading it on first use.
func hanOf(g *goalValues) *hanText {
	if g.han == nil {
		g.han = &hanText{runs: hanRuns(g.text)}
	}
	return g.han
}

// hanRuns returns the maximal runs of Han characters of s.
func hanRuns(s string) [][]hanRune {
	all := make([]hanRune, 0, utf8.RuneCountInString(s))
	var runs [][]hanRune
	start := 0
	for i, r := range s {
		if unicode.Is(unicode.Han, r) {
			all = append(all, hanRune{r, i})
			continue
		}
		if len(all) > start {
			runs = append(runs, all[start:len(all):len(all)])
			start = len(all)
		}
	}
	if len(all) > start {
		runs = append(runs, all[start:])
	}
	return runs
}

// freeHan returns where run[i:j] is written in the goal, and whether
// those Han characters are free to name a value by their sound: no other
// parameter's value, no number, no part of a date, no everyday word.
func (g *goalValues) freeHan(run []hanRune, i, j int) (int, int, bool) {
	a, b, ok := g.soundHan(run, i, j)
	return a, b, ok && g.free(a, b)
}

// soundHan is freeHan but for other parameters' values: whether the Han
// characters may name a value by their sound at all.
func (g *goalValues) soundHan(run []hanRune, i, j int) (int, int, bool) {
	a := run[i].pos
	last := run[j-1]
	b := last.pos + utf8.RuneLen(last.r)
	w := g.text[a:b]
	if hanEveryday[w] || strings.ContainsAny(w, hanNumerals) {
		return a, b, false
	}
	for _, p := range g.periods {
		if p[0] < b && p[1] > a {
			return a, b, false // 下周一 is a date, no xiazhou value
		}
	}
	return a, b, true
}

// spelledWords returns where the goal writes, in two or more Han
// characters that may name a value by their sound (see soundHan), the
// word w in toneless pinyin (萧山 for xiaoshan), every place as a pair of
// byte offsets. A word glossWords translates means that word, not one
// that sounds like it: 异常 is abnormal, no Yichang.
func spelledWords(g *goalValues, w string) [][2]int {
	if !hasHan(g.text) || len(w) < 4 {
		return nil
	}
	pv := pinyinValue{v: w, tokens: []string{w}, letters: w}
	var out [][2]int
	for _, run := range hanOf(g).runs {
		for i := 0; i < len(run); i++ {
			if j := spells(run, i, pv, 0); j-i >= 2 {
				if a, b, ok := g.soundHan(run, i, j); ok && glossWords[g.text[a:b]] == "" {
					out = append(out, [2]int{a, b})
					i = j - 1
				}
			}
		}
	}
	return out
}

// enumByPinyin returns the enum values the goal names in Han characters
// that the values write in pinyin, in goal order, marking the Han words
// used: all of them for a list (multi), the first for one value.
func enumByPinyin(enum []any, g *goalValues, multi bool) []string {
	if !hasHan(g.text) {
		return nil
	}
	vals := pinyinValuesOf(enum)
	if len(vals) == 0 {
		return nil
	}
	ht := hanOf(g)
	runs := ht.runs
	free := g.freeHan
	type hit struct {
		valueHit
		end int
	}
	var spelled []hit
	for _, pv := range vals {
		if len(pv.letters) < 4 {
			continue // two syllables at least: an, ma or li alone is too common a sound
		}
	runs:
		for _, run := range runs {
			for i := range run {
				if j := spells(run, i, pv, 0); j-i >= 2 {
					if a, b, ok := free(run, i, j); ok {
						spelled = append(spelled, hit{valueHit{a, pv.v}, b})
						break runs
					}
				}
			}
		}
	}
	if len(spelled) == 0 {
		var initialed []hit
		for _, pv := range vals {
			// Initials alone are too weak: any two characters' readings
			// begin with some two letters (收费 with sf). The rest of the
			// value must be named too (京东物流, jd_logistics).
			if !pv.initials || len(pv.tokens) < 2 {
				continue
			}
			if ht.words == nil {
				ht.words = goalWordStems(g.text)
			}
			if !restNamed(pv.tokens[1:], ht.words) {
				continue
			}
			n := len(pv.tokens[0])
		found:
			for _, run := range runs {
				for i := 0; i+n <= len(run); i++ {
					if initialsOf(run[i:i+n], pv.tokens[0]) {
						if a, b, ok := free(run, i, i+n); ok {
							initialed = append(initialed, hit{valueHit{a, pv.v}, b})
							break found
						}
					}
				}
			}
		}
		if len(initialed) != 1 {
			return nil // two values with initials in the goal: the sounds decide nothing
		}
		spelled = initialed
	}
	slices.SortStableFunc(spelled, func(a, b hit) int { return a.pos - b.pos })
	if !multi {
		spelled = spelled[:1] // one value: the others' Han words stay free for the next parameter
	}
	var hits []valueHit
	for _, h := range spelled {
		hits = append(hits, h.valueHit)
		g.use(h.pos, h.end)
	}
	return valuesInOrder(hits)
}

// spells returns the index past the last character of run from i whose
// readings spell pv's letters from offset off, each token a whole number
// of syllables, or -1 when they do not.
func spells(run []hanRune, i int, pv pinyinValue, off int) int {
	if off == len(pv.letters) {
		return i
	}
	if i >= len(run) {
		return -1
	}
	for _, r := range readingsOf(run[i].r) {
		end := off + len(r)
		if r == "" || !strings.HasPrefix(pv.letters[off:], r) || cutInside(pv.cuts, off, end) {
			continue
		}
		if j := spells(run, i+1, pv, end); j >= 0 {
			return j
		}
	}
	return -1
}

// cutInside reports whether a token boundary falls strictly inside a
// syllable spanning letters [a, b).
func cutInside(cuts []int, a, b int) bool {
	for _, c := range cuts {
		if c > a && c < b {
			return true
		}
	}
	return false
}

// initialsOf reports whether the characters' readings begin with the
// letters of tok, one each.
func initialsOf(chars []hanRune, tok string) bool {
	for k, c := range chars {
		ok := false
		for _, r := range readingsOf(c.r) {
			ok = ok || r != "" && r[0] == tok[k]
		}
		if !ok {
			return false
		}
	}
	return true
}

// goalWordStems are the stems of the goal's Latin words and of the English
// glosses of its glossWords.
func goalWordStems(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range glossedWords(text) {
		out[w.stem] = true
	}
	return out
}

// restNamed reports whether every token is among the goal's words.
func restNamed(tokens []string, words map[string]bool) bool {
	for _, t := range tokens {
		if !words[glossStem(t)] {
			return false
		}
	}
	return true
}
