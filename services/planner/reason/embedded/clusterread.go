package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// lastWords are the rules that choose st's tool last: a message the goal
// has sent (see messageWrite), then the read of a question's object
// (see clusterRead).
func lastWords(st *task.Subtask, query, goal string, scores []task.Score, threshold float64, byName map[string]*toolspec.Spec) {
	messageWrite(st, query, goal, scores, byName)
	clusterRead(st, query, scores, threshold, byName)
}

// clusterLead is how many times the score of the best tool outside a
// leading object's cluster the cluster's best tool must score, and how
// many times the cluster's next read its best read must score.
const clusterLead = 1.2

// clusterRead gives a question that no tool suited the read of the object
// its words name, when the tools that lead the catalog all act on that
// one object (swap a shift, list shifts, assign a shift) and their best
// leads every other tool by clusterLead (the read may score near another
// tool, the question's verbs favouring it least): the object's noun is
// matched by each of its tools alike, so their verbs split what the
// question covers among them and none reaches the threshold, yet the
// object is plainly what the question is about. Asking about state, it
// wants the object read, not changed; a Chinese question by 几 and a
// measure word (有几个庭要开) asks how many of the object there are (see
// asksHowMany). A question on another thing of the object, one the read
// never speaks of, is left alone (see asksOtherThing). The cluster must
// hold a write besides its read — the split is what kept the read under
// the threshold — its best read must lead its other reads by
// clusterLead, and the leader must reach half the threshold.
func clusterRead(st *task.Subtask, query string, scores []task.Score, threshold float64, byName map[string]*toolspec.Spec) {
	if st.Tool != "" || len(scores) < 2 || scores[0].Score < threshold/2 || !asksState(query) && !asksHowMany(query) || !marksWrites(byName) {
		return
	}
	n := objectCluster(scores, byName)
	if n < 2 || n < len(scores) && scores[0].Score < clusterLead*scores[n].Score {
		return
	}
	read, next, writes := "", 0.0, 0
	for _, sc := range scores[:n] {
		switch {
		case isWrite(sc.Tool, byName):
			writes++
		case read == "":
			read = sc.Tool
		case next == 0:
			next = sc.Score
		}
	}
	if read == "" || writes == 0 || scoreOf(scores, read) < clusterLead*next || asksOtherThing(query, byName[read]) {
		return
	}
	st.Tool = read
}

// objectCluster is how many of the best-scored tools, from the first on,
// act on the leader's object (see sameObject).
func objectCluster(scores []task.Score, byName map[string]*toolspec.Spec) int {
	lead := byName[scores[0].Tool]
	if lead == nil {
		return 0
	}
	n := 1
	for n < len(scores) && scores[n].Score > 0 {
		s := byName[scores[n].Tool]
		if s == nil || !sameObject(lead, s) {
			break
		}
		n++
	}
	return n
}

// askedHeadRE is the thing a Chinese question asks about, after the last
// 的 of what it belongs to (夜班工资的汇率是多少 asks a rate, 下周的夜班是谁
// a shift).
var askedHeadRE = prefilter.MustCompile(`的(\p{Han}{1,4}?)(?:是|有|为|怎么|如何|多少|几)[^的]*$`)

// asksOtherThing reports whether a Chinese question asks about a thing
// that belongs to the object but that read's name and description never
// speak of (夜班工资的汇率是多少: the rate, not the shift): the object's
// noun led the catalog, yet the read has no answer to the thing asked.
// What the read's parameters take it speaks of too (see readSpeaksOf).
func asksOtherThing(query string, read *toolspec.Spec) bool {
	m := askedHeadRE.FindStringSubmatch(query)
	if m == nil || read == nil {
		return false
	}
	for _, w := range strings.FieldsFunc(readSpeaksOf(read), func(r rune) bool { return r > 127 || !asciiLetter(byte(r)) }) {
		if lexical.GlossNames(m[1], w) {
			return false
		}
	}
	return true
}

// readSpeaksOf is the English a read is told by: its name, its
// description, its parameters' names and descriptions, and "date time"
// when it takes a date (a read by day tells when its object is).
func readSpeaksOf(read *toolspec.Spec) string {
	words := []string{read.Name, read.Description}
	sch, err := schemaObject(read.Parameters)
	if len(read.Parameters) == 0 || err != nil {
		return strings.Join(words, " ")
	}
	for name, p := range sch.Properties {
		words = append(words, name, p.Description)
		if p.Format == "date" || p.Format == "date-time" {
			words = append(words, "date time")
		}
	}
	return strings.Join(words, " ")
}
