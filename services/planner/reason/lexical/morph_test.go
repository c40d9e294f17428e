package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func TestIrregularForms(t *testing.T) {
	for _, tc := range [][2]string{{"bought", "buy"}, {"children", "child"}, {"written", "write"}, {"made", "make"}} {
		got, want := analyze(tc[0], nil), analyze(tc[1], nil)
		if len(got) != 1 || len(want) != 1 || got[0].text != want[0].text {
			t.Errorf("analyze(%q) = %v, want %v", tc[0], got, want)
		}
	}
	// Forms that are words of their own are left alone.
	if got := analyze("left", nil); len(got) != 1 || got[0].text != "left" {
		t.Errorf("analyze(left) = %v", got)
	}
}

func TestRelatedGroupsAreSymmetric(t *testing.T) {
	for a, rs := range related {
		if slices.Contains(rs, a) {
			t.Errorf("%q is related to itself", a)
		}
		for _, b := range rs {
			if !slices.Contains(related[b], a) {
				t.Errorf("%q → %q but not back", a, b)
			}
		}
	}
	if !slices.Contains(related["car"], "vehicl") {
		t.Errorf("related[car] = %v, want vehicl among them", related["car"])
	}
}

// TestRelatedCredit: a tool that says "vehicle" gets partial credit for a
// query about cars, less than a tool that says "car" itself, and nothing
// for a query whose words relate to nothing it says.
func TestRelatedCredit(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "dealer_search", Description: "Find vehicles for sale at dealers near you."},
		{Name: "car_wash", Description: "Book a car wash."},
		{Name: "recipe_finder", Description: "Find cooking recipes by ingredient."},
	}
	ix := NewIndex(cat, Options{})
	sc := ix.RankAmong("buy a used car", []string{"dealer_search", "recipe_finder"})
	if sc[0].Tool != "dealer_search" || sc[0].Score <= 0 || sc[1].Score != 0 {
		t.Errorf("RankAmong(buy a used car) = %v, want dealer_search first and recipe_finder at 0", sc)
	}
	off := NewIndex(cat, Options{RelatedWeight: -1}).RankAmong("buy a used car", []string{"dealer_search"})
	if off[0].Score >= sc[0].Score {
		t.Errorf("related words gave no credit: %v with, %v without", sc[0].Score, off[0].Score)
	}
	direct := ix.RankAmong("car", []string{"dealer_search", "car_wash"})
	if direct[0].Tool != "car_wash" {
		t.Errorf("a direct match should beat a related one: %v", direct)
	}
}

func TestAnalyzeDropsQuestionWords(t *testing.T) {
	tests := []struct {
		text   string
		absent []string
		kept   []string
	}{
		{"上周五有哪些告警", []string{"哪些", "有哪", "些告", "哪", "些"}, []string{"告警", "告", "警"}},
		{"昨天的营收是多少", []string{"多少", "是多", "多", "少"}, []string{"营收"}},
		{"show me the alerts", []string{"show"}, []string{"alert"}},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			got := map[string]bool{}
			for _, tm := range analyze(tc.text, nil) {
				got[tm.text] = true
			}
			for _, w := range tc.absent {
				if got[w] {
					t.Errorf("%q is a term of %q; it says nothing of which tool fits", w, tc.text)
				}
			}
			for _, w := range tc.kept {
				if !got[w] {
					t.Errorf("%q is not a term of %q (terms %v)", w, tc.text, got)
				}
			}
		})
	}
}

// TestBookingIsReservation: to book is to reserve, in either word.
func TestBookingIsReservation(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "list_dinner_reservations", Description: "Reservations of a restaurant by date."},
		{Name: "list_reviews", Description: "Reviews of a restaurant by date."},
		{Name: "book_court", Description: "Book a tennis court for an hour."},
	}
	ix := NewIndex(cat, Options{})
	off := NewIndex(cat, Options{RelatedWeight: -1})
	q := "my bookings at the restaurant"
	if got := ix.RankAmong(q, []string{"list_dinner_reservations", "list_reviews"}); got[0].Tool != "list_dinner_reservations" || got[0].Score <= got[1].Score {
		t.Errorf("RankAmong(%q) = %v, want list_dinner_reservations above list_reviews", q, got)
	}
	q = "reserve a court"
	if got, base := ix.RankAmong(q, []string{"book_court"}), off.RankAmong(q, []string{"book_court"}); got[0].Score <= base[0].Score {
		t.Errorf("RankAmong(%q) = %v, no more than %v without related words", q, got, base)
	}
}
