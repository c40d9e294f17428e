package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestQuestionAConditionWaitsOnIsAStep: a question no tool serves on its
// own words, which the next step's condition waits on, is the look that
// step needs; the goal's read serves it, and the step keeps its write.
func TestQuestionAConditionWaitsOnIsAStep(t *testing.T) {
	params := memberClassSchema
	cat := []toolspec.Spec{
		{Name: "list_enrolments", Description: "Enrolments: the classes a member is enrolled on, or the members enrolled on a class.", SideEffect: toolspec.Read, Parameters: params("")},
		{Name: "enroll_member", Description: "Put a member on a class for the season.", SideEffect: toolspec.Write, Parameters: params(`"member_id","class_code"`)},
		{Name: "lookup_member", Description: "A member's profile.", SideEffect: toolspec.Read, Parameters: params(`"member_id"`)},
		{Name: "renew_pass", Description: "Extend a member's pass to a later day.", SideEffect: toolspec.Write, Parameters: params(`"member_id"`)},
	}
	tests := []planCase{
		{"a bare question", "Check whether M-10023 is already on YOGA-101, and if not, enrol them", []string{"list_enrolments", "enroll_member"}},
	}
	checkPlans(t, cat, tests)
}
