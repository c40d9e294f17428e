package digest

import "regexp"

// detailRows is how many rows a data excerpt keeps when the goal asks for
// the records themselves.
const detailRows = 20

// detailRE is a goal asking for the records themselves, not a summary of
// them: a list, the details, an export, each one.
var detailRE = regexp.MustCompile(`(?i)明细|清单|列表|列出|逐条|逐一|每一条|每条|每一笔|每笔|详情|详细|导出|罗列|\blist(?:s|ing)?\b|\bdetail(?:s|ed)?\b|\bitemi[sz]ed?\b|\bexport\b|\bbreakdown\b|\bshow (?:me )?(?:all|each|every)\b|\beach (?:of the )?\w+\b|\bevery (?:single )?\w+\b|\bone by one\b|\brow[- ]level\b|\bline items?\b`)

// AsksForRows reports whether goal asks for the records themselves — a
// list, the details, 明细, an export — rather than how many there are and
// what stands out in them. A step of such a goal keeps its rows (see
// Limits.Detail).
func AsksForRows(goal string) bool {
	return detailRE.MatchString(goal)
}
