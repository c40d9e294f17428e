package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestVagueStemsThatNameASubject: a word whose stem a subject shares
// (details, import, interest, effects, differences, high) is what the
// query asks about, and weighs in full.
func TestVagueStemsThatNameASubject(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "zq_rates", Description: "Interest paid on savings accounts this year."},
		{Name: "zq_accounts", Description: "Savings accounts with their balance and owner."},
		{Name: "zq_loader", Description: "Import contacts from a spreadsheet file."},
		{Name: "zq_dumper", Description: "Write contacts out to a spreadsheet file."},
		{Name: "zq_leaflet", Description: "Effects and warnings of a medicine."},
		{Name: "zq_stock", Description: "Stock and shelf of a medicine at the pharmacy."},
		{Name: "zq_compare", Description: "Differences between two versions of a contract."},
		{Name: "zq_contract", Description: "Versions of a contract with their signers."},
		{Name: "zq_parcel_full", Description: "Details of a parcel: weight, size and sender."},
		{Name: "zq_uptime", Description: "Reliability of a server over a month."},
		{Name: "zq_server", Description: "Servers with their owner and rack."},
		{Name: "zq_parcel_list", Description: "List parcels of a sender."},
	}, Options{})
	tests := []leaderCase{
		{"interest on my savings accounts", "zq_rates"},
		{"import contacts from a spreadsheet file", "zq_loader"},
		{"effects of this medicine", "zq_leaflet"},
		{"differences between versions of contract 12", "zq_compare"},
		{"details of parcel 889", "zq_parcel_full"},
		{"reliability of server web-3", "zq_uptime"},
		// must leave alone: praise still yields to what it qualifies.
		{"a good list of parcels for a sender", "zq_parcel_list"},
	}
	checkLeaders(t, ix, tests)
}
