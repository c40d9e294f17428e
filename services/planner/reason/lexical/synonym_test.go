package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestEverydaySynonymsFindTools: searching is finding, registering for a
// course is enrolling in it, postponing a visit is rescheduling it.
func TestEverydaySynonymsFindTools(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "find_members", Description: "Find club members by name."},
		{Name: "member_card", Description: "Print a member's club card."},
		{Name: "enroll_in_course", Description: "Enroll a pupil in a course."},
		{Name: "course_catalogue", Description: "Courses offered this term with their teachers."},
		{Name: "reschedule_visit", Description: "Reschedule a site visit to another day."},
		{Name: "visit_report", Description: "Write the report of a site visit."},
	}, Options{})
	tests := []struct{ query, best string }{
		{"search club members named Ortega", "find_members"},
		{"register pupil 4411 for the pottery course", "enroll_in_course"},
		{"postpone Friday's site visit", "reschedule_visit"},
	}
	for _, tc := range tests {
		r := ix.Rank(tc.query)
		if len(r) < 2 || r[0].Tool != tc.best || r[0].Score <= r[1].Score {
			t.Errorf("Rank(%q) = %v, want %s first, ahead", tc.query, r, tc.best)
		}
	}
}
