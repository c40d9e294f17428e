package embedded

import "testing"

func TestFillArgsNumberAfterTo(t *testing.T) {
	const relocate = `{"type":"object","properties":{"pallet_id":{"type":"string","pattern":"^PL-[0-9]{5}$"},"new_bay_number":{"type":"string","pattern":"^[1-9][0-9]{2,3}$","description":"Bay number as painted on the floor, e.g. 1208."},"reason":{"type":"string"}}}`
	runFillCases(t, []fillCase{
		{"a number after to for a new place", "Pallet PL-20871 blocks the aisle, move it to 2210", relocate,
			map[string]any{"pallet_id": "PL-20871", "new_bay_number": "2210"}},
		{"after to, not after the parameter's own word", "Bay 1403 is flooded; move pallet PL-20872 to 1405", relocate,
			map[string]any{"pallet_id": "PL-20872", "new_bay_number": "1405"}},
	})
}
