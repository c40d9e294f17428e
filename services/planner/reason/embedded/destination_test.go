package embedded

import (
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func TestFillArgsNumberAfterTo(t *testing.T) {
	const relocate = `{"type":"object","properties":{"pallet_id":{"type":"string","pattern":"^PL-[0-9]{5}$"},"new_bay_number":{"type":"string","pattern":"^[1-9][0-9]{2,3}$","description":"Bay number as painted on the floor, e.g. 1208."},"reason":{"type":"string"}}}`
	runFillCases(t, []fillCase{
		{"a number after to for a new place", "Pallet PL-20871 blocks the aisle, move it to 2210", relocate,
			map[string]any{"pallet_id": "PL-20871", "new_bay_number": "2210"}},
		{"after to, not after the parameter's own word", "Bay 1403 is flooded; move pallet PL-20872 to 1405", relocate,
			map[string]any{"pallet_id": "PL-20872", "new_bay_number": "1405"}},
	})
}

// TestFillArgsNewSideOfAMove: a parameter that takes the new value of a
// move takes the value after the to-cue, not the one it leaves.
func TestFillArgsNewSideOfAMove(t *testing.T) {
	const move = `{"type":"object","properties":{"job_id":{"type":"string","pattern":"^JOB-[0-9]{4}$"},"crew_code":{"type":"string","pattern":"^C-[0-9]{2}$","description":"New crew, e.g. C-05."}}}`
	runFillCases(t, []fillCase{
		{"Chinese from and to", "把JOB-1234从C-03转到C-05", move, map[string]any{"job_id": "JOB-1234", "crew_code": "C-05"}},
		{"English from and to", "Move JOB-1234 from C-03 to C-05", move, map[string]any{"job_id": "JOB-1234", "crew_code": "C-05"}},
		{"only the new side", "Move JOB-1234 to C-05", move, map[string]any{"job_id": "JOB-1234", "crew_code": "C-05"}},
	})
}

// TestPlanNewSideOfEachMove: each of two moves in one goal takes the new
// side its own part names.
func TestPlanNewSideOfEachMove(t *testing.T) {
	jobID := `"job_id":{"type":"string","pattern":"^JOB-[0-9]{4}$"}`
	cat := []toolspec.Spec{
		{Name: "move_job", Description: "Move a job to another crew.", SideEffect: toolspec.Write,
			Parameters: objectSchema(jobID+`,"crew_code":{"type":"string","pattern":"^C-[0-9]{2}$","description":"New crew, e.g. C-05."}`, `"job_id"`)},
		{Name: "get_job", Description: "One job in full: crew, parts, dates and status.", SideEffect: toolspec.Read,
			Parameters: objectSchema(jobID, `"job_id"`)},
	}
	_, p := planOver(t, newEngine(t), "Move JOB-1234 from C-03 to C-05; move JOB-2222 from C-06 to C-07", cat)
	crews := map[any]any{}
	for _, st := range p.Subtasks {
		if st.Tool == "move_job" {
			crews[st.Args["job_id"]] = st.Args["crew_code"]
		}
	}
	if want := map[any]any{"JOB-1234": "C-05", "JOB-2222": "C-07"}; !reflect.DeepEqual(crews, want) {
		t.Errorf("crews by job %v, want %v", crews, want)
	}
}
