package lexical

// nameShare is how much more a tool whose name's words the query holds
// all of scores, against one whose name it holds none of, before the
// scores are scaled back (see nameLead).
const nameShare = 0.1

// nameLead ranks up the tools whose names the query speaks of: hit[d] is
// the weight of tool d's name words that the query holds, as such or in
// another form. A name says in a word or two what a tool is for, while
// its description and when_to_use also say how, for whom and with what;
// a query word that the name holds and a rival's prose only mentions
// counts alike in the fields, once either repeats it (saturation), and a
// long when_to_use spreads the cosine thin. The scores are scaled back
// so the best stays what it was: the name orders the tools but does not
// decide whether any fits, so a query that names one tool's word by
// chance is no more suited than before.
func (ix *Index) nameLead(sc, hit []float64) {
	top, raised := 0.0, 0.0
	for d, v := range sc {
		top = max(top, v)
		if ix.nameWeight[d] > 0 {
			sc[d] = v * (1 + nameShare*min(1, hit[d]/ix.nameWeight[d]))
		}
		raised = max(raised, sc[d])
	}
	if raised == 0 {
		return
	}
	for d := range sc {
		sc[d] *= top / raised
	}
}

// productName reports whether a tool's name is a product's, written as
// one word of capitalised parts (NASATool, EmailByNylas) rather than a
// function's verb phrase of words joined by underscores, dots or dashes
// (get_owner, play_chess): a product is named after the subject it
// serves, a function after the operation its description already says.
func productName(name string) bool {
	upper := false
	for _, r := range name {
		switch {
		case r == '_' || r == '.' || r == '-' || r == ' ':
			return false
		case r >= 'A' && r <= 'Z':
			upper = true
		}
	}
	return upper
}
