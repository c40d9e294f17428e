package task

import (
	"errors"
	"testing"

	"github.com/hermes-agent/hermes/libs/principal"
)

func TestAuthorize(t *testing.T) {
	owned := &Status{ExecutionID: "e1", Owner: "alice"}
	anonymous := &Status{ExecutionID: "e2"}
	who := func(name string, roles ...string) *principal.Principal {
		return &principal.Principal{Name: name, Roles: roles}
	}
	tests := []struct {
		name   string
		p      *principal.Principal
		action Action
		st     *Status
		allow  bool
	}{
		{"no authentication reads", nil, ActionRead, owned, true},
		{"no authentication approves", nil, ActionApprove, owned, true},
		{"owner reads", who("alice"), ActionRead, owned, true},
		{"owner cancels", who("alice"), ActionCancel, owned, true},
		{"stranger reads", who("bob", "finance"), ActionRead, owned, false},
		{"stranger cancels", who("bob"), ActionCancel, owned, false},
		{"operator reads", who("bob", principal.RoleOperator), ActionRead, owned, true},
		{"operator cancels", who("bob", principal.RoleOperator), ActionCancel, owned, true},
		{"admin cancels", who("root", principal.RoleAdmin), ActionCancel, owned, true},
		{"anyone reads an unowned execution", who("bob"), ActionRead, anonymous, true},
		{"approver approves", who("carol", principal.RoleApprover), ActionApprove, owned, true},
		{"approver without reading rights approves", who("carol", principal.RoleApprover), ActionApprove, anonymous, true},
		{"non-approver approves", who("bob", principal.RoleOperator), ActionApprove, owned, false},
		{"owner approves own write", who("alice", principal.RoleApprover), ActionApprove, owned, false},
		{"admin owner approves own write", who("alice", principal.RoleAdmin), ActionApprove, owned, false},
		{"owner reuses its execution ID", who("alice"), ActionReuse, owned, true},
		{"stranger reuses an owned execution ID", who("bob"), ActionReuse, owned, false},
		{"operator reuses an owned execution ID", who("bob", principal.RoleOperator), ActionReuse, owned, false},
		{"admin reuses an owned execution ID", who("root", principal.RoleAdmin), ActionReuse, owned, false},
		{"anyone reuses an unowned execution ID", who("bob"), ActionReuse, anonymous, true},
		{"no authentication reuses", nil, ActionReuse, owned, true},
		{"operator resolves a write", who("bob", principal.RoleOperator), ActionResolve, owned, true},
		{"owner without the operator role resolves a write", who("alice"), ActionResolve, owned, false},
		{"no authentication resolves", nil, ActionResolve, owned, true},
		{"operator lists failures", who("bob", principal.RoleOperator), ActionListFailures, nil, true},
		{"analyst lists failures", who("alice", "analyst"), ActionListFailures, nil, false},
		{"no authentication lists failures", nil, ActionListFailures, nil, true},
		{"owner reads its preferences", who("alice"), ActionPreferences, &Status{Owner: "alice"}, true},
		{"stranger reads another's preferences", who("bob"), ActionPreferences, &Status{Owner: "alice"}, false},
		{"operator writes another's preferences", who("bob", principal.RoleOperator), ActionPreferences, &Status{Owner: "alice"}, false},
		{"admin writes another's preferences", who("root", principal.RoleAdmin), ActionPreferences, &Status{Owner: "alice"}, true},
		{"no authentication writes preferences", nil, ActionPreferences, &Status{Owner: "alice"}, true},
		{"unknown action", who("alice"), Action(99), owned, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := Authorize(tc.p, tc.action, tc.st)
			if tc.allow && err != nil {
				t.Fatalf("Authorize = %v, want allowed", err)
			}
			if !tc.allow && !errors.Is(err, ErrForbidden) {
				t.Fatalf("Authorize = %v, want an ErrForbidden refusal", err)
			}
		})
	}
}
