package embedded

import "strings"

// hanDegreeUnit reads the unit 度 written after a number by what is
// around it: 度 is a degree of temperature (土温18度) unless electricity
// is spoken of with it (350度电, 用电350度: kilowatt-hours) or a verb of turning comes before
// the number (转30度, 倾斜5度), where it is an angle; neither is a
// temperature, so neither takes the unit a temperature parameter wants.
func hanDegreeUnit(goal string, a, b int, unit string) string {
	if unit != "度" {
		return unit
	}
	before := goal[max(0, a-9):a] // three Han characters
	if strings.HasPrefix(goal[b:], "度电") || strings.Contains(before, "电") {
		return "度电"
	}
	for _, v := range hanTurnVerbs {
		if strings.Contains(before, v) {
			return "角度"
		}
	}
	return unit
}

// hanTurnVerbs are the Chinese verbs of turning or tilting a thing by an
// angle.
var hanTurnVerbs = []string{"转", "倾斜", "偏", "斜", "角"}
