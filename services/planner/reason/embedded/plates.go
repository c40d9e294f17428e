package embedded

import (
	"regexp"
	"slices"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// cnPlateRE is a Chinese vehicle plate: a province's one-character name,
// the letter of its city, a dot or not, and five or six letters and digits
// (鲁H·3K721, 冀E58K21, 粤B5T8219), standing apart from longer codes.
var cnPlateRE = regexp.MustCompile(`(?:^|[^A-Za-z0-9])([京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][·•.]?[A-Z0-9]{5,6})(?:[^A-Za-z0-9]|$)`)

// plateNumberWords may follow plate in the name of a parameter for the
// plate itself: plate_number, plate_no.
var plateNumberWords = map[string]bool{"number": true, "no": true, "num": true, "id": true, "code": true}

// plateHeadZhRE is 车牌 as the head of a description, not a word before
// the one it describes (车牌号码, not 车牌颜色).
var plateHeadZhRE = regexp.MustCompile(`车牌(?:号码|号|编号)?(?:$|[^\p{Han}])`)

// plateParam reports whether a string parameter takes a vehicle's plate:
// its name ends in the word plate, or in plate and a word for a number
// (see plateNumberWords), or its description has 车牌 as its head (see
// plateHeadZhRE). A plate's colour or kind (plate_color, 车牌类型) is no
// plate.
func plateParam(name string, p property) bool {
	if p.typ() != "string" || len(p.Enum) != 0 {
		return false
	}
	ws := nameWords(name)
	n := len(ws)
	return n > 0 && ws[n-1] == "plate" || n > 1 && ws[n-2] == "plate" && plateNumberWords[ws[n-1]] ||
		plateHeadZhRE.MatchString(p.Description)
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
