package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// ownRecordRead is the one read that takes the identifier a question
// states and names the same object as the write the question's words
// favour, word for word (get_permit for revoke_permit): "is PM-1 already
// revoked?" asks for that object's own record, though the question's
// words score no read and other reads (a list of permits, a log of its
// inspections) take the identifier too. "" when no read or two do, or
// when a read the question's words score at the threshold answers it.
func ownRecordRead(scores []task.Score, threshold float64, takers map[string]bool, write *toolspec.Spec, unfit func(*toolspec.Spec) bool, byName map[string]*toolspec.Spec) string {
	for _, sc := range scores {
		if s := byName[sc.Tool]; sc.Score >= threshold && !unfit(s) && s.SideEffect != toolspec.Write {
			return ""
		}
	}
	read := ""
	for name := range takers {
		s := byName[name]
		if s == nil || s.SideEffect == toolspec.Write || unfit(s) || !sameObjectWords(write.Name, name) {
			continue
		}
		if read != "" {
			return ""
		}
		read = name
	}
	return read
}
