package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// actedThingRE is a verb that acts on the Chinese noun phrase after it: a
// verb of placing with its complement of where to (排进周五的查房, 加到下周
// 的名单, 调到三楼的病房), or a causative that gives someone a role (让 E-1
// 做 3 号床的护工, 叫小王当这周的值班). 看到, 收到 and 找到 perceive or get
// a thing rather than place it, and 让我 lets the asker look (让我看看).
var actedThingRE = prefilter.MustCompile(`(?:安排|分配|排|加|放|挪|移|调|转|换|改|搬|送|添|记|录|编|拉)(?:进|到|入)\s*[^的，,；;。\s]|(?:让|叫)\s*[^我你您的，,；;。\s][^，,；;。的]{0,12}?(?:做|当|担任|负责)`)

// actsOnThing reports whether a Chinese need's closing noun phrase (see
// thingRE) is what a verb before it acts on (see actedThingRE): the need
// then asks for that action, though it ends by naming a thing.
func actsOnThing(text string) bool {
	if !strings.ContainsAny(text, "进到入做当任责") {
		return false
	}
	return actedThingRE.MatchString(text)
}
