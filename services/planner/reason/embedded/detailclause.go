package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// shapeOnlyRE is a clause that only says how to lay out or handle the
	// result of the need before it: a grouping or order (按天给我, 按门店分开
	// 列, 按紧急处理, "broken down by day"), or the unit to look at it by
	// (按周看, 按月份看一下), with no object of its own.
	shapeOnlyRE = prefilter.MustCompile(`(?i)^(?:请|麻烦)?(?:按|按照)\p{Han}{1,4}?(?:分开|分组|拆开|汇总|统计|排序|排列|排|列|给我|发我|显示|展示|处理)|` +
		`^(?:请|麻烦)?(?:我想|我要)?(?:按|按照)\p{Han}{1,4}?(?:来)?(?:看|查看)(?:一下|一看|看)?$|` +
		`^(?:and\s+)?(?:(?:broken|break (?:it|them))\s+down|split(?:\s+up)?|grouped|sorted|ordered|group (?:it|them)|sort (?:it|them))\s+by\s+[a-z]+$`)
	// askedOfResultRE is a question about what the need before it
	// returns, with no object of its own: 都是什么原因, 分别是多少, "and why?".
	askedOfResultRE = prefilter.MustCompile(`(?i)^(?:都|分别|各自|具体)(?:是|有)?(?:什么|哪些|多少|几)\p{Han}{0,4}$|^(?:and\s+)?(?:why|what (?:were|are|was|is) the reasons?)(?:\s+for\s+(?:it|that|them|this|those))?$`)
	// elidedYesNoRE is a yes-or-no question of a verb alone, its object
	// the one the need before it names (…罚了多少钱，交了没有; 到了吗): the
	// same object asked about again. A verb of two characters (退款, 发货)
	// most often carries an object of its own, a question of its own.
	elidedYesNoRE = prefilter.MustCompile(`^(?:已经|还)?\p{Han}(?:了|过)(?:没有|没|吗|么)$`)
	// preferenceRE is a statement of what someone prefers ("she prefers
	// texts over email", 她更喜欢微信): a value of the need before it.
	preferenceRE = prefilter.MustCompile(`(?i)^(?:he|she|they|the\s+[a-z]+)\s+(?:prefers?|would rather)\b|^(?:他|她|客户|对方|主人)(?:更|比较)?(?:喜欢|偏好|倾向)`)
	// howOfPrevRE asks how to do what the need before asks, its only
	// object a word that points back to it ("How can I generate it?",
	// "how do I do that"): the same need asked again, no step of its own.
	howOfPrevRE = prefilter.MustCompile(`(?i)^(?:and\s+|so\s+|but\s+)?how\s+(?:can|could|do|should|would|will)\s+(?:i|we|you)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+(?:it|that|this|them|one)$`)
	// ownCheckZhRE is the speaker saying they will look the result over
	// first (我要先核对一遍, 我们得先审一下): a check of their own that
	// names no object, so no step for hermes, whatever comes before it.
	ownCheckZhRE = prefilter.MustCompile(`^我们?(?:要|得|想|会|还要|需要)?先(?:自己)?(?:核对|检查|看|过|审核|审|确认|复核|核实|过目)(?:一遍|一下|一眼|下)?$`)
	// selfActRE is the speaker saying they will do something themselves
	// ("I'll call them myself", 我自己来联系): no step for hermes.
	selfActRE = prefilter.MustCompile(`(?i)^(?:i|we)(?:'ll|’ll| will| am going to| are going to| can)\s+.*\b(?:myself|ourselves)\b|^我们?自己(?:来|去|会|打|联系|处理|通知)`)
)

// detailOfPrev reports whether a clause only adds a detail to the need
// before it (prev): how to lay its result out, a question about what it
// returns, whether it was done or how to do it, a complaint of how hard
// it is to do, or what someone prefers. Its words stay with the need for its arguments; they
// choose no tool of their own.
func detailOfPrev(clause, prev string) bool {
	if identifierRE.MatchString(clause) {
		return false
	}
	if complaintRE.MatchString(clause) {
		loc := complaintRE.FindStringIndex(clause)
		return verbOfPrev(firstWord(clause[loc[1]:]), prev)
	}
	if utf8.RuneCountInString(clause) > 40 {
		return false
	}
	if howOfPrevRE.MatchString(clause) {
		w := strings.Fields(clause)
		return verbOfPrev(w[len(w)-2], prev)
	}
	return shapeOnlyRE.MatchString(clause) || askedOfResultRE.MatchString(clause) || elidedYesNoRE.MatchString(clause) || preferenceRE.MatchString(clause)
}

// doVerbRE is a verb that does or makes whatever is asked.
var doVerbRE = prefilter.MustCompile(`(?i)^(?:do|doing|make|get|find|generate|create|produce)$`)

// verbOfPrev reports whether a verb asked how to do (or complained of)
// does what the need before it (prev) asks: it does or makes anything,
// or prev names it. Another verb (Book R2. How can I cancel it?) asks
// for another step.
func verbOfPrev(verb, prev string) bool {
	if doVerbRE.MatchString(verb) {
		return true
	}
	for _, w := range strings.FieldsFunc(prev, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if strings.EqualFold(w, verb) {
			return true
		}
	}
	return false
}

// ownAct reports whether a clause only says what the speaker will do
// themselves, or look over themselves.
func ownAct(clause string) bool {
	return selfActRE.MatchString(clause) || ownCheckZhRE.MatchString(clause)
}
