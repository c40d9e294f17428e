package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// countedThingRE is a Chinese verb of one or two characters, then a count
// of the one thing it makes (记一个, 开张, 填一份): what follows names it.
var countedThingRE = prefilter.MustCompile(`^(\p{Han}{1,2}?)(?:一|两)?(?:个|张|份|条|笔|起|件)\p{Han}`)

// madeThingWrite is the one write a Chinese wanted action (verb, the need
// from its verb on) that makes one counted thing (记一个财产损坏事故) names
// the object of, every word of its name after the verb glossed there
// (raise_incident for 事故): the thing the action makes says which write
// makes it, though the verb's gloss (记, "log") fits a read of another
// object better. The verb must be one that makes or files (记, 开, 填): one
// that undoes or changes the thing (撤销一个事故, 改一个事故) makes none.
func madeThingWrite(verb, text string, scores []task.Score, forbidden []string, byName map[string]*toolspec.Spec) string {
	m := countedThingRE.FindStringSubmatch(verb)
	if m == nil || !makingVerbRE.MatchString(m[1]) {
		return ""
	}
	found, _ := onlyWrite(scores, byName, forbidden, func(sc task.Score, s *toolspec.Spec) bool {
		obj := nameWordsAll(s.Name)
		if sc.Score <= 0 || len(obj) < 2 || statesDone(text, s) {
			return false
		}
		for _, w := range obj[1:] {
			if !lexical.GlossNames(verb, w) {
				return false
			}
		}
		return true
	})
	return found
}

// makingVerbRE is a Chinese verb that makes or files a new thing: 记, 开,
// 填, 建, 提, 报, 加 and their two-character forms.
var makingVerbRE = prefilter.MustCompile(`^(?:记|录|登记|开|填|建|新建|创建|提|提交|报|上报|加|添|添加|立)$`)
