package task

import (
	"errors"
	"fmt"

	"github.com/hermes-agent/hermes/libs/principal"
)

// ErrForbidden matches every refusal of Authorize.
var ErrForbidden = errors.New("forbidden")

// Refusal is Authorize's answer when an action is not allowed; its message
// says why, in words fit for the caller. It matches ErrForbidden.
type Refusal struct{ Reason string }

func (r *Refusal) Error() string { return r.Reason }

// Is makes a Refusal match ErrForbidden.
func (r *Refusal) Is(target error) bool { return target == ErrForbidden }

func refuse(format string, args ...any) error { return &Refusal{Reason: fmt.Sprintf(format, args...)} }

// Action is what a caller asks to do with an execution.
type Action int

// Actions on an execution.
const (
	// ActionRead reads or watches it.
	ActionRead Action = iota + 1
	// ActionCancel stops it.
	ActionCancel
	// ActionApprove decides on one of its steps awaiting approval.
	ActionApprove
	// ActionReuse sends a new request with its execution ID: receiving
	// its recorded outcome or running it again as a new attempt.
	ActionReuse
	// ActionResolve settles one of its writes whose outcome is unknown.
	ActionResolve
	// ActionListFailures lists the failures remembered across every
	// execution (no one execution: st may be nil).
	ActionListFailures
	// ActionPreferences reads or writes the saved preferences of the
	// principal st.Owner names (no execution: st carries only the owner).
	ActionPreferences
)

// Authorize decides whether p may do action on the execution st; a
// refusal is a *Refusal saying why:
//
//   - its owner, or anyone holding the operator role, may read and cancel
//     it; so may anyone when it has no owner (started without
//     authentication);
//   - a step is approved by someone holding the approver role who is not
//     the one who started the execution: a write needs a second person;
//   - an execution ID is reused — its recorded outcome returned, or a new
//     attempt run — only by its owner, or by anyone when it has no owner.
//     Not even an operator may: the outcome would be delivered as the
//     answer to the operator's own request, and a new attempt would run
//     under the owner's name;
//   - a write of unknown outcome is resolved by someone holding the
//     operator role: it says what happened at a backend;
//   - the failures of every execution are listed only to the operator
//     role: they name other callers' executions.
//
// A nil p — a deployment without authentication — may do everything.
func Authorize(p *principal.Principal, action Action, st *Status) error {
	if p == nil {
		return nil
	}
	switch action {
	case ActionRead, ActionCancel:
		if st.Owner == "" || st.Owner == p.Name || p.Has(principal.RoleOperator) {
			return nil
		}
		return refuse("execution %s belongs to %s; reading or steering it needs the %s role",
			st.ExecutionID, st.Owner, principal.RoleOperator)
	case ActionApprove:
		if !p.Has(principal.RoleApprover) {
			return refuse("approving a step needs the %s role", principal.RoleApprover)
		}
		if st.Owner == p.Name {
			return refuse("a step must be approved by someone other than the one who started the execution")
		}
		return nil
	case ActionReuse:
		if st.Owner == "" || st.Owner == p.Name {
			return nil
		}
		return refuse("execution ID %s is taken by another principal; choose a new execution ID", st.ExecutionID)
	case ActionResolve:
		if p.Has(principal.RoleOperator) {
			return nil
		}
		return refuse("resolving a write of unknown outcome needs the %s role", principal.RoleOperator)
	case ActionListFailures:
		if p.Has(principal.RoleOperator) {
			return nil
		}
		return refuse("listing the failures of every execution needs the %s role", principal.RoleOperator)
	case ActionPreferences:
		if st.Owner == p.Name || p.Has(principal.RoleAdmin) {
			return nil
		}
		return refuse("the preferences of %s are theirs; reading or changing another principal's needs the %s role",
			st.Owner, principal.RoleAdmin)
	default:
		return refuse("unknown action %d", action)
	}
}
