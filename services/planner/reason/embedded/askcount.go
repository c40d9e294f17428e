package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// countAskRE asks how many or which ones in Chinese: 几 and a measure word
// after what has, holds or happened (有几个, 拖走了几辆, 还剩几个, 一共几起)
// or 哪几 (哪几位, 哪几天). 几 after 的, a demonstrative or 好 counts a few
// of something (这几个, 明天的几个临时工, 好几次) and asks nothing.
var countAskRE = prefilter.MustCompile(`(?:有|了|剩|共|是)几(?:个|位|名|辆|台|架|艘|只|头|匹|件|张|条|间|家|起|次|笔|份|封|项|例|所|栋|种|门|首|箱|盒|瓶|单|场|批|趟|班|人)|哪几`)

// asksCount reports whether text asks how many or which ones (see
// countAskRE).
func asksCount(text string) bool { return countAskRE.MatchString(text) }
