package embedded

import (
	"strings"
	"testing"
)

// needTexts is the text of each need decompose finds in goal.
func needTexts(goal string) []string {
	needs, _ := decompose(goal)
	out := make([]string, len(needs))
	for i, n := range needs {
		out[i] = n.text
	}
	return out
}

func TestNounListIsOneObject(t *testing.T) {
	for _, goal := range []string{
		// nouns that share one determiner
		"I need a detailed and visually appealing map that shows the precise distribution and variation of rainfall across regions",
		"I would like to know what licenses and permits I need to obtain for a bakery",
		"I am searching for a unique and catchy name that fits the theme and purpose of my new shop",
		// a comma list closed by "and" or "or"
		"I'm looking for remote openings in technology, particularly in software development, data analysis, and project management.",
		"They want to be able to choose different colors, sizes, and materials.",
		"Show the usage of my server over the last week, such as CPU, memory, storage, and network usage",
		"Find the notes of my last call, specifically the conversations, questions, answers, and anything else discussed during that call?",
	} {
		if got := needTexts(goal); len(got) != 1 {
			t.Errorf("decompose(%q) = %q, want one need", goal, got)
		}
	}
}

func TestNounListStillSplitsRequests(t *testing.T) {
	for _, goal := range []string{
		// a verb after "and" asks for an action of its own
		"check the current weather in Paris and book a table for two tonight",
		"show the open tickets and restart the web server",
		// a new noun phrase with its own determiner
		"find a reliable plumber near me and the opening hours of the hardware store",
		// a comma list whose last part is a request with its own verb
		"look up the invoice, the receipt, and cancel the order",
		// a list of verbs on an object named by its identifier
		"Cancel the rental, refund, and ship RT-3",
		// a clause after a comma alone, with no closing "and"
		"show the weekly revenue, list the open tickets",
		// Chinese lists keep their 、 items as needs of their own
		"查一下库存、订单和退货记录",
	} {
		if got := needTexts(goal); len(got) < 2 {
			t.Errorf("decompose(%q) = %q, want more than one need", goal, got)
		}
	}
}

func TestNounListQuestionMarkAsks(t *testing.T) {
	needs, _ := decompose("Can you show the usage of db-01, such as CPU, memory, and disk?")
	if len(needs) != 1 || !needs[0].asks {
		t.Errorf("decompose = %+v, want one need that asks", needs)
	}
}

func TestAsWellAsNounAddsToTheObject(t *testing.T) {
	goal := "I'm worried about the security of my mailbox, particularly the phishing attempts, as well as the consequences of unauthorized access to my files."
	if got := needTexts(goal); len(got) != 1 {
		t.Errorf("decompose(%q) = %q, want one need", goal, got)
	}
	for _, goal := range []string{
		// a verb after "as well as" asks for an action of its own
		"Show the weekly revenue, as well as list the open tickets",
		// a Chinese list after 以及 keeps its items as needs of their own
		"查一下订单状态，以及退货记录",
	} {
		if got := needTexts(goal); len(got) < 2 {
			t.Errorf("decompose(%q) = %q, want more than one need", goal, got)
		}
	}
}

func TestOfPhraseEndsTheNounPhrase(t *testing.T) {
	needs, _ := decompose("Is there a way to chart the usage, such as CPU, memory, and disk, of my cloud server in a graphical format?")
	if len(needs) != 1 || !strings.Contains(needs[0].text, "of my cloud server") {
		t.Errorf("decompose = %+v, want one need that names the server", needs)
	}
}

// TestNounListPlacedIdentifier: an identifier a preposition places after
// the noun joined by "and" ("drivers and loaders on RT-4") says whose
// they are, so the nouns stay one object; an identifier right after the
// word that follows "and" is still that word's object, a need of its own.
func TestNounListPlacedIdentifier(t *testing.T) {
	for _, goal := range []string{
		"Send a short notice to all drivers and loaders on RT-4: the depot opens late tomorrow.",
		"Message the ushers and cleaners for HALL-22 about the new start time",
	} {
		if got := needTexts(goal); len(got) != 1 {
			t.Errorf("decompose(%q) = %q, want one need", goal, got)
		}
	}
	for _, goal := range []string{
		"show all drivers on duty and refund ORD-7",
		"list the open tickets and restart SRV-12 on the cluster",
	} {
		if got := needTexts(goal); len(got) < 2 {
			t.Errorf("decompose(%q) = %q, want more than one need", goal, got)
		}
	}
}

// TestPlacedIdentifierAfterAVerb: a bare word after "and" that is no
// plural noun may be a verb ("and cancel bookings for EV-2"): the
// identifier a preposition places is that request's object, so the part
// is a need of its own. Plural nouns joined by "and" stay one object.
func TestPlacedIdentifierAfterAVerb(t *testing.T) {
	for _, goal := range []string{
		"Notify the florists and cancel bookings for EV-2",
		"Check the rental stock and reserve chairs for EV-5",
	} {
		if got := needTexts(goal); len(got) < 2 {
			t.Errorf("decompose(%q) = %q, want more than one need", goal, got)
		}
	}
	for _, goal := range []string{
		"Send a reminder to the porters and drivers on TRIP-8: the bus leaves at noon.",
	} {
		if got := needTexts(goal); len(got) != 1 {
			t.Errorf("decompose(%q) = %q, want one need", goal, got)
		}
	}
}
