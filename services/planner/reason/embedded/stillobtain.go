package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// stillObtainRE asks whether something can still be booked or bought:
// 还能约到 X 吗, 还订得到 X 吗, 还可以预约 X 吗. 还能用吗 asks whether a
// thing still works, not whether one is free, and names no such verb.
var stillObtainRE = prefilter.MustCompile(`还(?:能|可以)` + obtainVerbsZh + `(?:得?到)?[^，,。！？?哪多什谁几]{0,12}(?:吗|么)|还` + obtainVerbsZh + `得到[^，,。！？?哪多什谁几]{0,12}(?:吗|么)`)

// obtainVerbsZh are the Chinese verbs of getting something that is handed
// out while it lasts: booking, reserving, buying, renting, borrowing.
const obtainVerbsZh = `(?:预约|预订|预定|约|订|定|买|抢|租|借|挂)`

// obtainWords are the words a question whether something can still be
// had (see stillObtainRE) or how full a place is (see howFullRE) adds to
// its query, "" for any other: it asks what is free or taken there, which
// the tool that tells what is available, or how much is occupied,
// answers.
func obtainWords(text string) string {
	if stillObtainRE.MatchString(text) {
		return " availability available"
	}
	if howFullRE.MatchString(text) {
		return " occupancy occupied"
	}
	return ""
}

// howFullRE asks how full a place is (how full is the car park, how
// busy is the ward over the holiday): the tool that tells its
// occupancy answers it, though the question never says the word.
var howFullRE = prefilter.MustCompile(`(?i)\bhow\s+(?:full|busy|booked\s+up)\s+(?:is|are|will)\b`)
