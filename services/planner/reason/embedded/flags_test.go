package embedded

import "testing"

func TestFillArgsFlagWords(t *testing.T) {
	const (
		lawsuit = `{"type":"dict","properties":{"case_id":{"type":"integer"},"closed_status":{"type":"boolean","description":"The status of the case to be verified."}},"required":["case_id","closed_status"]}`
		match   = `{"type":"dict","properties":{"team_name":{"type":"string"},"include_stats":{"type":"boolean","description":"If true, include match statistics."}},"required":["team_name"]}`
	)
	runFillCases(t, []fillCase{
		{"status only says the name is a flag", "Check the lawsuit with case ID of 1234 and verify if it's already closed.", lawsuit,
			map[string]any{"case_id": int64(1234), "closed_status": true}},
		{"a flag whose word the goal does not write", "Check the lawsuit with case ID of 1234.", lawsuit, map[string]any{"case_id": int64(1234)}},
		{"a short form's long word", "Get the last game played by 'Liverpool'. Include its statistics.", match,
			map[string]any{"team_name": "Liverpool", "include_stats": true}},
		{"a word of one more letter is no long form", "Get the last game played by 'Liverpool' in the state.", match,
			map[string]any{"team_name": "Liverpool"}},
	})
}

func TestFillArgsWholeCount(t *testing.T) {
	const (
		binomial = `{"type":"dict","properties":{"number_of_trials":{"type":"integer","description":"The total number of trials."},"number_of_successes":{"type":"integer","description":"The desired number of successful outcomes."}},"required":["number_of_trials","number_of_successes"]}`
		speed    = `{"type":"dict","properties":{"total_distance":{"type":"integer","description":"The total distance in km."},"speed":{"type":"integer","description":"The speed."}},"required":["total_distance","speed"]}`
	)
	runFillCases(t, []fillCase{
		{"the total takes the larger count", "Find the probability of getting exactly 5 heads in 8 tosses of a fair coin.", binomial,
			map[string]any{"number_of_trials": int64(8), "number_of_successes": int64(5)}},
		{"a total already the larger stays", "Find the probability, over 8 tosses, of 5 heads.", binomial,
			map[string]any{"number_of_trials": int64(8), "number_of_successes": int64(5)}},
		{"a total against what is no count keeps the order", "Plan a trip of 40 at 90.", speed,
			map[string]any{"total_distance": int64(40), "speed": int64(90)}},
	})
}

func TestFillArgsCountedNoun(t *testing.T) {
	const events = `{"type":"dict","properties":{"religion":{"type":"string"},"century":{"type":"integer"},"count":{"type":"integer","description":"Number of events to return. Default is 5."}},"required":["religion","century"]}`
	runFillCases(t, []fillCase{
		{"a number before the noun its count counts", "Find ten major historical events related to Christianity in the 16th century.", events,
			map[string]any{"religion": "Christianity", "century": int64(16), "count": int64(10)}},
		{"a number before another noun counts nothing", "Find events of 10 major religions like Christianity in the 16th century.", events,
			map[string]any{"religion": "Christianity", "century": int64(16)}},
	})
}

// TestFillArgsOnlyFlags: a flag that narrows a list to some of its items
// is set by its name's word, by the goal naming what its description
// narrows to, or by a Chinese word for its name.
func TestFillArgsOnlyFlags(t *testing.T) {
	const (
		books = `{"type":"object","properties":{"title":{"type":"string"},"available_only":{"type":"boolean","description":"Only books with a copy on the shelf."}}}`
		loans = `{"type":"object","properties":{"overdue_only":{"type":"boolean","description":"Only loans past their due day."}}}`
		leave = `{"type":"object","properties":{"express":{"type":"boolean","description":"Express check-out: the card on file is charged."}}}`
	)
	runFillCases(t, []fillCase{
		{"only says the name is a flag", "Which books are available?", books, map[string]any{"available_only": true}},
		{"the words the description narrows to", "Do we have a copy of 'Dune' on the shelf right now?", books,
			map[string]any{"title": "Dune", "available_only": true}},
		{"one word of them is not enough", "Do we have a copy of 'Dune'?", books, map[string]any{"title": "Dune"}},
		{"a Chinese word for the name's", "他借的书有没有超期没还的", loans, map[string]any{"overdue_only": true}},
		{"a Chinese word for a flag of one word", "客人要退房，走快速退房", leave, map[string]any{"express": true}},
	})
}
