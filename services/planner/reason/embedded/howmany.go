package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// howManyRE is 几 before a measure word (几个, 几位, 几起, 几只): it asks
// how many (有几个庭要开, 发生了几起), unless a numeral before it makes
// it "some" (十几个, 二十几位), or 好, a demonstrative or a time word
// does (好几个, 这几个, 前几次, 最近几单), which name a few things
// instead of asking their number.
var howManyRE = prefilter.MustCompile(`(^|[^十百千万两零一二三四五六七八九好这那前后头近过每])几(?:个|位|起|只|台|辆|家|次|件|单|笔|张|名|场|条|户|间|批|趟|班|项|人)`)

// asksHowMany reports whether text asks how many of something there are
// by 几 and a measure word (see howManyRE).
func asksHowMany(text string) bool {
	return howManyRE.MatchString(text)
}
