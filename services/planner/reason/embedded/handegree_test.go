package embedded

import "testing"

// TestFillArgsHanDegreeNotTemperature checks that 度 spoken of with
// electricity (350度电, 用电350度) or after a verb of turning (转30度) is
// no temperature, while 度 alone, as an oven's heat, still is.
func TestFillArgsHanDegreeNotTemperature(t *testing.T) {
	const (
		meter = `{"type":"object","properties":{"meter":{"type":"string","pattern":"^M-\\d{4}$"},"room_temp_c":{"type":"number","description":"Room temperature in °C."}}}`
		cam   = `{"type":"object","properties":{"camera":{"type":"string","pattern":"^CAM\\d{2}$"},"heater_c":{"type":"number","description":"Housing heater set point, °C."}}}`
	)
	runFillCases(t, []fillCase{
		{"kilowatt-hours after", "M-1001 这个月用了350度电", meter, map[string]any{"meter": "M-1001"}},
		{"electricity before", "M-1001 这个月用电350度，室温22度", meter, map[string]any{"meter": "M-1001", "room_temp_c": 22.0}},
		{"an angle", "把 CAM03 向左转30度", cam, map[string]any{"camera": "CAM03"}},
		{"a heat", "把 CAM03 的加热器设到40度", cam, map[string]any{"camera": "CAM03", "heater_c": 40.0}},
	})
}
