package embedded

import (
	"regexp"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// cnPlateRE is a Chinese vehicle plate: a province's one-character name,
// the letter of its city, a dot or not, and five or six letters and digits
// (鲁H·3K721, 冀E58K21, 粤B5T8219), standing apart from longer codes.
var cnPlateRE = regexp.MustCompile(`(?:^|[^A-Za-z0-9])([京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][·•.]?[A-Z0-9]{5,6})(?:[^A-Za-z0-9]|$)`)

// plateParam reports whether a string parameter takes a vehicle's plate:
// its name has the word plate, or its description says 车牌.
func plateParam(name string, p property) bool {
	return p.typ() == "string" && len(p.Enum) == 0 &&
		(slices.Contains(nameWords(name), "plate") || strings.Contains(p.Description, "车牌"))
}

// fillPlates fills, in each planned step, each plate parameter still
// unfilled (see plateParam) with the one Chinese vehicle plate the goal
// writes, as it writes it, and takes it off the step's missing ones. A
// goal writing two plates, or none, fills none.
func fillPlates(subs []task.Subtask, goal string, byName map[string]*toolspec.Spec) {
	var plates []string
	for _, m := range cnPlateRE.FindAllStringSubmatch(goal, -1) {
		if !slices.Contains(plates, m[1]) {
			plates = append(plates, m[1])
		}
	}
	if len(plates) != 1 {
		return
	}
	for i := range subs {
		st := &subs[i]
		spec := byName[st.Tool]
		if spec == nil || st.Args == nil {
			continue
		}
		sch, err := schemaObject(spec.Parameters)
		if err != nil {
			continue
		}
		for n, p := range sch.Properties {
			if _, done := st.Args[n]; done || !plateParam(n, p) {
				continue
			}
			st.Args[n] = plates[0]
			st.Missing = slices.DeleteFunc(st.Missing, func(m string) bool { return m == n })
		}
	}
}
