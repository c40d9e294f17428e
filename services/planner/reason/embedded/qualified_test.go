package embedded

import "testing"

// TestFillArgsQualifiedName gives a value both a parameter and a qualified
// one of its name take (phone, emergency_contact_phone) to the plain one,
// unless the goal names the qualifier before it — in whichever order the
// schema lists them.
func TestFillArgsQualifiedName(t *testing.T) {
	const (
		phone     = `"phone":{"type":"string","description":"Mobile number, 11 digits.","pattern":"^1[3-9][0-9]{9}$"}`
		emergency = `"emergency_contact_phone":{"type":"string","description":"Emergency contact's mobile number.","pattern":"^1[3-9][0-9]{9}$"}`
		member    = `"member_id":{"type":"string","pattern":"^M-[0-9]{6}$"}`
	)
	for _, params := range []string{
		`{"type":"object","properties":{` + emergency + `,` + member + `,` + phone + `},"required":["member_id"]}`,
		`{"type":"object","properties":{` + member + `,` + phone + `,` + emergency + `},"required":["member_id"]}`,
	} {
		runFillCases(t, []fillCase{
			{"the plain parameter", "把 M-004512 的手机号改成 13955556666", params, map[string]any{"member_id": "M-004512", "phone": "13955556666"}},
			{"the qualifier in Chinese", "把 M-004512 的紧急联系人电话改成 13955556666", params, map[string]any{"member_id": "M-004512", "emergency_contact_phone": "13955556666"}},
			{"the qualifier in English", "Change the emergency contact of M-004512 to 13955556666", params, map[string]any{"member_id": "M-004512", "emergency_contact_phone": "13955556666"}},
			{"each its own", "set M-004512 phone 13811112222 and emergency contact 13955556666", params,
				map[string]any{"member_id": "M-004512", "phone": "13811112222", "emergency_contact_phone": "13955556666"}},
		})
	}
}
