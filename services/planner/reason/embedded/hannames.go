package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanSurnames are the commonest Chinese surnames, of one character.
const hanSurnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁沈姚卢姜崔钟谭陆汪范金廖贾夏韦方白邹孟熊秦邱江尹薛闫雷侯龙陶黎贺顾毛郝龚邵钱严覃戴莫孔汤"

// hanNameEnds are what may follow a name that opens a goal: a word of
// time, a preposition, a verb of doing or of a transaction, a particle
// or a stop.
var hanNameEnds = []string{"今天", "昨天", "明天", "前天", "后天", "上周", "这周", "本周", "下周", "上个月", "这个月", "本月", "上月", "今年", "去年",
	"在", "的", "把", "给", "和", "跟", "负责", "做", "已", "有", "是", "要", "说", "被", "也", "还", "都", "来", "去", "、", "，", ",", "。", "？", "?", " ", "（", "(",
	// Verbs of a transaction the person makes: 客人刘洋租一套, 王磊想订.
	"租", "订", "预订", "预约", "买", "借", "退", "办", "想", "申请", "报名",
	// Verbs of answering: 王思远回复说会来.
	"回复", "答复"}

// hanPersonWords are words for who a person is to the speaker, which
// a name follows: 朋友张伟, 同事李娟.
var hanPersonWords = []string{"朋友", "同事", "客人", "访客", "家人", "亲戚", "师傅", "阿姨", "老师", "同学",
	"客户", "顾客", "病人", "患者", "学生", "员工", "租客", "租户", "业主", "会员", "用户", "司机",
	"嘉宾", "高管", "孙子", "孙女"}

// possessiveNameRE is a description of a person's name: "Room
// attendant's name."
var possessiveNameRE = prefilter.MustCompile(`(?i)['’]s (?:full )?name\b`)

// hanSubjectName is the Chinese name that opens text: a surname and one
// or two more characters before a word of hanNameEnds, the shorter first:
// the 来 of 王磊来 is a verb. A name a word for the person introduces
// (introduced) may end the text, when it has three characters.
func hanSubjectName(text string, introduced bool) (string, bool) {
	first, size := utf8.DecodeRuneInString(text)
	if size == 0 || !strings.ContainsRune(hanSurnames, first) {
		return "", false
	}
	for _, n := range []int{2, 3} {
		end, ok := 0, true
		for i := 0; i < n && ok; i++ {
			r, s := utf8.DecodeRuneInString(text[end:])
			ok = s > 0 && unicode.Is(unicode.Han, r)
			end += s
		}
		if !ok {
			continue
		}
		for _, w := range hanNameEnds {
			if strings.HasPrefix(text[end:], w) {
				return text[:end], true
			}
		}
		if introduced && n == 3 && strings.TrimSpace(text[end:]) == "" {
			return text[:end], true // 查一下客户周晓燕: a name of three ends the goal
		}
	}
	return "", false
}

// fillHanSubjectName fills the one open parameter for a person's name
// with the Chinese name that opens the goal, follows a word for who the
// person is or opens the details after a colon: 李娟今天做完了哪些房间
// asks about 李娟's rooms, 同事张伟来 brings 张伟; failing those, the
// name 把 moves somewhere: 把陈嘉怡调到3号桌.
func fillHanSubjectName(slots []slot, g *goalValues, args map[string]any) {
	s := soleOpenSlot(slots, args, func(sl *slot) bool {
		return plainString(sl) && (personNameSlot(sl) || possessiveNameRE.MatchString(sl.p.Description))
	})
	if s == nil {
		return
	}
	starts := []int{0}
	for _, w := range hanPersonWords {
		for p := range occurrences(g.text, w) {
			starts = append(starts, p+len(w))
		}
	}
	for _, w := range []string{"：", ":"} {
		for p := range occurrences(g.text, w) {
			// The details a colon introduces open with whom they are of:
			// 登记访客：周敏，电话….
			rest := strings.TrimLeft(g.text[p+len(w):], " ")
			starts = append(starts, len(g.text)-len(rest))
		}
	}
	if strings.ContainsAny(g.text, "（(") {
		starts = append(starts, parenNameStarts(g.text)...)
	}
	for i, at := range starts {
		if name, ok := hanSubjectName(g.text[at:], i > 0); ok && g.free(at, at+len(name)) {
			args[s.name] = name
			g.use(at, at+len(name))
			return
		}
	}
	if a, b, ok := hanPlacedName(g.text); ok && g.free(a, b) {
		args[s.name] = g.text[a:b]
		g.use(a, b)
	}
}
