package embedded

// dropHeadlessDetails drops the tool of an item after "including" (see
// need.detail) that the need it details does not score, when no tool
// fits the goal as a whole: "research the history of flight, including
// key milestones" asks for research, and a tool that only an item's
// words fit ("key milestones") serves no part of what is asked. An item
// whose tool its need ranks too ("explain the word, including its
// meaning") names what the need asks of that tool, and keeps it; so
// does one after a need that names nothing ("I want to include X", whose
// "include" is its verb).
func dropHeadlessDetails(in []intent) {
	head := -1
	for i := range in {
		x := &in[i]
		if !x.detail {
			head = i
			continue
		}
		if x.st.Tool != "" && !x.listed && !x.afterPrev && head >= 0 && !bare(in[head].texts[0]) && scoreOf(in[head].st.Scores, x.st.Tool) == 0 {
			x.st.Tool = ""
		}
	}
}
