package embedded

import "testing"

// TestFillArgsNameAssignedTo: the name after "assign … to" or 给 fills the
// assignee; to before a thing or a time names no one.
func TestFillArgsNameAssignedTo(t *testing.T) {
	const job = `{"type":"object","properties":{"job_ref":{"type":"string","description":"e.g. JB-0012"},"assignee":{"type":"string"}},"required":["job_ref"]}`
	runFillCases(t, []fillCase{
		{"an English name after assign … to", "Assign JB-0879 to Tom Becker", job, map[string]any{"job_ref": "JB-0879", "assignee": "Tom Becker"}},
		{"a name after assign 给", "JB-0871 assign 给 Kevin，尽快处理", job, map[string]any{"job_ref": "JB-0871", "assignee": "Kevin"}},
		{"a Chinese name after 指派给", "把 JB-0871 指派给王磊", job, map[string]any{"job_ref": "JB-0871", "assignee": "王磊"}},
		{"leave alone: assigned to a date", "Move JB-0879 to tomorrow", job, map[string]any{"job_ref": "JB-0879"}},
		{"a day after assign … to is no one", "Assign JB-0879 to Monday's queue", job, map[string]any{"job_ref": "JB-0879"}},
	})
}
