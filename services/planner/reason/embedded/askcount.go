package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// countAskRE asks how many or which ones in Chinese: 几 and a measure word
// after what has, holds or happened (有几个, 拖走了几辆, 还剩几个, 一共几起)
// or 哪几 (哪几位, 哪几天). 几 after 的, a demonstrative or 好 counts a few
// of something (这几个, 明天的几个临时工, 好几次) and asks nothing.
var countAskRE = prefilter.MustCompile(`(?:(有|剩|共|是)|了)几(?:个|位|名|辆|台|架|艘|只|头|匹|件|张|条|间|家|起|次|笔|份|封|项|例|所|栋|种|门|首|箱|盒|瓶|单|场|批|趟|班|人)|哪几`)

// fewThenActRE is what the few 几 counts go on to say or do in the same
// clause: 几个客人说要退票, 几个工人去现场. A count a clause goes on
// from this way tells of a few and asks nothing; one that the clause
// ends on (拖走了几辆车) or that a state follows (几台叉车在充电) asks.
var fewThenActRE = prefilter.MustCompile(`^\p{Han}{1,4}?(?:说|去|过去|过来|反映|投诉|要求|打电话|找)`)

// fewThenWantRE is a want a few counted after a deed go on to (打了几次
// 电话要退票); after 有, 几个庭要开 still asks how many are due.
var fewThenWantRE = prefilter.MustCompile(`^\p{Han}{1,4}?要`)

// asksCount reports whether text asks how many or which ones (see
// countAskRE and fewThenActRE).
func asksCount(text string) bool {
	for _, m := range countAskRE.FindAllStringSubmatchIndex(text, -1) {
		rest := text[m[1]:]
		if text[m[0]:m[1]] == "哪几" || !fewThenActRE.MatchString(rest) && (m[2] >= 0 || !fewThenWantRE.MatchString(rest)) {
			return true
		}
	}
	return false
}
