package embedded

import (
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// hanSoftenedActRE finds the act a Chinese request softens with 一下
// (改一下, 审一下, 帮他 refund 一下): the verb written right before it.
var hanSoftenedActRE = prefilter.MustCompile(`(\p{Han}+|[A-Za-z]+(?:\s+[A-Za-z]+)*)\s*一下`)

// hanCountedActRE finds the act a Chinese request asks for, written
// right after the asking (帮我, 请, 麻烦) and before a count of what it acts
// on: 帮我订一张, 给我买两个.
var hanCountedActRE = prefilter.MustCompile(`(?:^\s*|帮[我他她]|给我|请|麻烦你?|我要|我想)(\p{Han}{1,2}?)[一两几][张个份台辆间套]`)

// hanAnyActs are the verbs any tool may carry out, or that only ask to be
// shown or told something: 处理一下, 查一下, 看一下. They name no act a tool
// must speak of.
var hanAnyActs = map[string]bool{
	"处理": true, "弄": true, "搞": true, "办": true, "做": true, "操作": true, "跟进": true, "帮": true,
	"查": true, "看": true, "找": true, "搜": true, "问": true, "说": true, "讲": true, "确认": true, "核对": true, "核实": true,
	"查询": true, "查看": true, "看看": true, "了解": true, "核查": true, "登记": true,
}

// hanStudyActs are the verbs that ask to have records worked over or
// handed back — 汇总一下, 列一下, 导出一下 — which a read serves though
// its own words never use them.
var hanStudyActs = map[string]bool{
	"汇总": true, "列": true, "列出": true, "排": true, "排序": true, "导出": true, "打印": true, "整理": true,
	"比较": true, "对比": true, "分析": true, "总结": true, "盘点": true, "梳理": true, "统计": true, "算": true,
	"计算": true, "调": true, "调出": true, "拉": true, "导": true,
}

// handedToRE hands something to someone for the act that follows (交给
// ED-1 审一下, 让他们核查一下): the act is theirs, and the tool's is the
// handing over.
var handedToRE = prefilter.MustCompile(`交给|发给|转给|递给|让|叫|通知`)

// hanAct is the verb of a Chinese request's act, as written ("改", "订",
// "write off"), or "" when the request softens or counts none; handed
// says the request hands something to someone for it (交给 … 审一下).
func hanAct(text string) (verb string, handed, counted bool) {
	before, after := "", ""
	if m := hanCountedActRE.FindStringSubmatchIndex(text); m != nil {
		verb, before, after, counted = text[m[2]:m[3]], text[:m[2]], text[m[1]:], true
	} else if m := hanSoftenedActRE.FindStringSubmatchIndex(text); m != nil {
		verb, before, after = text[m[2]:m[3]], text[:m[2]], text[m[1]:]
	}
	if verb == "" || isLatin(verb) {
		return strings.ToLower(verb), handedToRE.MatchString(before), counted
	}
	handed = handedToRE.MatchString(before + verb)
	if w := splitVerbObject(verb, after); w != "" {
		return w, handed, counted
	}
	if w := lexical.ClosingWord(verb); w != "" {
		return w, handed, counted
	}
	rs := []rune(verb)
	return string(rs[len(rs)-1]), handed, counted
}

// splitVerbObject is the verb-object word a request splits around 一下
// or a count (报一下修 for 报修, 换一间房 for 换房): the verb's last
// character and the first one after the split, when the glossary has
// them as one word; "" otherwise.
func splitVerbObject(verb, after string) string {
	vs, as := []rune(verb), []rune(strings.TrimLeft(after, " \t"))
	if len(vs) == 0 || len(as) == 0 || !unicode.Is(unicode.Han, as[0]) {
		return ""
	}
	if len(as) > 1 && unicode.Is(unicode.Han, as[1]) && lexical.ClosingWord(string(as[:2])) == string(as[:2]) {
		return "" // 退一下订单: the object is a word of its own
	}
	w := string([]rune{vs[len(vs)-1], as[0]})
	if lexical.ClosingWord(w) != w {
		return ""
	}
	return w
}

// unservedHanRequest reports whether st's tool is chosen for a Chinese
// request whose act its name and description never speak of: 帮我订一张
// 票 for a tool that lists fines, 帮我改一下模板 for one that takes back
// goods. The tool scores under the threshold, kept only for leading the
// others; it fits by the request's nouns, while the act it asks for is
// one the catalog lacks. The act is the verb the request softens with
// 一下 or writes before the count of what it wants; it is spoken of when
// the tool's text writes it or an English word the glossary gives for it.
func unservedHanRequest(st *task.Subtask, threshold float64, byName map[string]*toolspec.Spec) bool {
	spec := byName[st.Tool]
	if spec == nil || scoreOf(st.Scores, st.Tool) >= threshold || language(st.Description) != "zh" {
		return false
	}
	verb, handed, counted := hanAct(st.Description)
	read := spec.SideEffect != toolspec.Write
	if verb == "" || hanAnyActs[verb] || read && hanStudyActs[verb] || handed && !read || asksState(st.Description) {
		return false
	}
	if isLatin(verb) {
		// A phrasal verb ("write off") means more than its words.
		return !strings.Contains(verb, " ") && !usesWord(spec, verb)
	}
	if strings.Contains(spec.Name+" "+spec.Description, verb) {
		return false
	}
	unglossed := lexical.ClosingWord(verb) == ""
	if counted && unglossed {
		// 提一个, 出一份, 传一份: a light verb before a count makes or
		// hands over what it counts, whatever the tool calls that.
		return false
	}
	for w := range subjectWords(spec) {
		if lexical.GlossNames(verb, w) || unglossed && lexical.GlossNamesAsHead(verb, w) {
			return false
		}
	}
	return true
}
