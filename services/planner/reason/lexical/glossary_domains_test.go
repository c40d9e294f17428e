package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// The tests below give, per group of the glossary's vocabulary, Chinese
// queries over tools described in English only: each finds its tool
// through words of that group.

// TestGlossaryTravel: flights, bags, tickets, trains.
func TestGlossaryTravel(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "flight_board", Description: "Live board of one flight: gate, departure and arrival times."},
		{Name: "bag_trace", Description: "Trace a checked bag by its tag."},
		{Name: "fare_refund", Description: "Refund an unused ticket to the traveller.", SideEffect: toolspec.Write},
		{Name: "rail_timetable", Description: "Timetable of the trains between two stations on a day."},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"这个航班在哪个登机口", "flight_board"},
		{"托运的行李现在到哪了", "bag_trace"},
		{"这张机票要退票", "fare_refund"},
		{"明天去杭州的火车有哪些车次", "rail_timetable"},
	})
}

// TestGlossaryServices: banking, insurance, health, permits.
func TestGlossaryServices(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "open_loan", Description: "Open a loan for a customer: amount, term and interest rate.", SideEffect: toolspec.Write},
		{Name: "card_block", Description: "Block a credit card reported lost or stolen.", SideEffect: toolspec.Write},
		{Name: "claim_payout", Description: "Pay out an approved claim to the insured.", SideEffect: toolspec.Write},
		{Name: "ward_beds", Description: "Free beds per ward of a hospital."},
		{Name: "permit_apply", Description: "Apply for a construction permit.", SideEffect: toolspec.Write},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"给这位客户办一笔贷款", "open_loan"},
		{"客户的信用卡要挂失", "card_block"},
		{"给被保险人赔付", "claim_payout"},
		{"医院还有多少床位", "ward_beds"},
		{"申请施工许可证", "permit_apply"},
	})
}

// TestGlossaryIndustry: networks, plants, farms, media, telecom.
func TestGlossaryIndustry(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "fw_rules", Description: "Firewall rules of a network segment."},
		{Name: "line_yield", Description: "Yield of each production line per shift."},
		{Name: "crop_plan", Description: "Crops planted on each field of a farm."},
		{Name: "video_views", Description: "Views of each video of a channel."},
		{Name: "sim_activate", Description: "Activate a new SIM card on a mobile plan.", SideEffect: toolspec.Write},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"看一下防火墙", "fw_rules"},
		{"各条生产线的良率", "line_yield"},
		{"农场今年种了哪些作物", "crop_plan"},
		{"这个视频的播放量", "video_views"},
		{"给他开通一张手机卡", "sim_activate"},
	})
}

// TestGlossaryActions: verbs and states any line of business shares.
func TestGlossaryActions(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "swap_duty", Description: "Swap the duties of two people on one day.", SideEffect: toolspec.Write},
		{Name: "duty_roster", Description: "Duties of each person per day."},
		{Name: "postpone_visit", Description: "Postpone a visit to a later day.", SideEffect: toolspec.Write},
		{Name: "book_visit", Description: "Book a visit.", SideEffect: toolspec.Write},
		{Name: "pending_requests", Description: "Requests still pending approval."},
		{Name: "grant_request", Description: "Approve a request.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"把老王和小李周五的值班对调", "swap_duty"},
		{"把明天的上门推迟到下周", "postpone_visit"},
		{"还有哪些申请待处理", "pending_requests"},
	})
}

// TestGlossaryDetails: 信息 and 资料 ask for the details of a thing, the
// word tools that describe one thing are written with.
func TestGlossaryDetails(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "supplier_profile", Description: "Details of one supplier: address, contact and terms."},
		{Name: "supplier_orders", Description: "Orders placed with one supplier, newest first."},
		{Name: "supplier_rating", Description: "Rate a supplier after a delivery.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"查一下这家供应商的信息", "supplier_profile"},
		{"把这个供应商的资料发我", "supplier_profile"},
	})
}
