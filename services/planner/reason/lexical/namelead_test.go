package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestNameLeadProductName checks that a query word a product's name
// holds brings that product nearer a rival whose prose repeats the word
// while the product's long when_to_use spreads it thin, and that the
// same tools named as functions (verb phrases joined by underscores) stay
// as far apart as their texts put them.
func TestNameLeadProductName(t *testing.T) {
	keeperWhen := "Use it when the user asks about their billing records: payments received, amounts owed, due dates, " +
		"customers who paid late, reminders already sent, totals per month or per year, and refunds. " +
		"Answer only from the connected account and never make up figures. Keep answers short, name the currency, " +
		"round amounts to cents, group records by customer when asked, and say so when a record is missing or was deleted."
	catalog := func(keeper, writer string) []toolspec.Spec {
		return []toolspec.Spec{
			{Name: keeper, Description: "Keep your billing records in one place and look them up later.", WhenToUse: keeperWhen},
			{Name: writer, Description: "Write a polite reminder to a customer who owes you money, citing the invoice number, the invoice total, the due date, the late fee and how to pay."},
		}
	}
	tests := []struct {
		name, keeper, writer string
		near                 bool // the keeper scores at least 0.8 of the writer
	}{
		{"the product named after the word", "MyInvoices", "ReminderWriter", true},
		{"functions stay apart", "keep_my_invoices", "write_reminder", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := NewIndex(catalog(tc.keeper, tc.writer), Options{}).Rank("list my invoices")
			by := map[string]float64{}
			for _, s := range sc {
				by[s.Tool] = s.Score
			}
			if near := by[tc.keeper] >= 0.8*by[tc.writer]; near != tc.near {
				t.Errorf("Rank = %v: %s within 0.8 of %s is %v, want %v", sc, tc.keeper, tc.writer, near, tc.near)
			}
		})
	}
}

// TestNameLeadKeepsTheBestScore checks that ranking by name words leaves
// the best score as it was: the name orders the tools, it does not make
// a query fit better.
func TestNameLeadKeepsTheBestScore(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{{Name: "NASATool", Description: "x"}, {Name: "SkyPhotos", Description: "x"}}, Options{})
	sc := []float64{0.38, 0.4}
	ix.nameLead(sc, []float64{ix.nameWeight[0], 0})
	if sc[0] <= sc[1] || sc[0] > 0.4 {
		t.Errorf("nameLead = %v, want the first ahead and the best still 0.4 at most", sc)
	}
	if !productName("EmailByNylas") || productName("get_owner") || productName("chess") {
		t.Errorf("productName: EmailByNylas is a product's, get_owner and chess are not")
	}
}
