package lexical

import (
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// opsCatalog is described in English only, as an adopting team's tools
// often are.
func opsCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "get_sales_order", Description: "Look up one sales order: status, items and customer."},
		{Name: "pay_back_customer", Description: "Refund a payment to the customer."},
		{Name: "list_invoices", Description: "List the invoices of an account."},
		{Name: "restart_service", Description: "Restart a service on a host."},
		{Name: "get_stock_level", Description: "Current inventory of an item in each warehouse."},
	}
}

// zhCatalog is described in Chinese only.
func zhCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "order_lookup", Description: "查询订单的状态和明细。"},
		{Name: "alarm_history", Description: "查询告警历史记录。"},
		{Name: "deploy_app", Description: "部署应用的新版本。"},
	}
}

func TestGlossaryCrossesLanguages(t *testing.T) {
	tests := []struct {
		name    string
		catalog []toolspec.Spec
		query   string
		want    string
	}{
		{"zh goal, en tools: order", opsCatalog(), "查一下订单的状态", "get_sales_order"},
		{"zh goal, en tools: refund", opsCatalog(), "给客户退款", "pay_back_customer"},
		{"zh goal, en tools: invoices", opsCatalog(), "列出所有发票", "list_invoices"},
		{"zh goal, en tools: restart", opsCatalog(), "重启支付服务", "restart_service"},
		{"zh goal, en tools: inventory", opsCatalog(), "各仓库的库存还有多少", "get_stock_level"},
		{"en goal, zh tools: alerts", zhCatalog(), "show the alert history", "alarm_history"},
		{"en goal, zh tools: deploy", zhCatalog(), "deploy the new version", "deploy_app"},
		{"unrelated zh goal", opsCatalog(), "明天北京的天气怎么样", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sel := NewIndex(tc.catalog, Options{}).Select(tc.query)
			if sel.Best != tc.want {
				t.Errorf("Select(%q) = %q, want %q; scores %v", tc.query, sel.Best, tc.want, sel.Scores)
			}
		})
	}
}

func TestAnalyzeQuerySegments(t *testing.T) {
	tests := []struct {
		in   string
		want []string // the Han terms
		en   map[string][]string
	}{
		// 单退 straddles 订单 and 退款: no word, no term.
		{"订单退款", []string{"订", "订单", "单", "退", "退款", "款"}, map[string][]string{"订单": {"order"}, "退款": {"refund"}}},
		// 维修 and 工作 cover the run, where 维修工 taken first would not.
		{"维修工作", []string{"维", "维修", "修", "工", "工作", "作"}, map[string][]string{"维修": {"repair", "mainten", "fix"}, "工作": {"work", "job"}}},
		// 改签 is taken first: 改 and 签到 cover no more of the run.
		{"改签到", []string{"改", "改签", "签"}, map[string][]string{"改签": {"rebook", "chang"}}},
		// Characters outside the glossary keep their bigrams.
		{"鹦鹉螺", []string{"鹦", "鹦鹉", "鹉", "鹉螺", "螺"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			var got []string
			for _, tm := range analyzeQuery(tc.in, nil) {
				got = append(got, tm.text)
				if want, ok := tc.en[tm.text]; ok && !slices.Equal(tm.en, want) {
					t.Errorf("%s: English %q, want %q", tm.text, tm.en, want)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("analyzeQuery(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

// TestGlossaryWordsAnalyse keeps every English side of the glossary
// meaningful: a line whose English words are all stop words would credit
// nothing.
func TestGlossaryWordsAnalyse(t *testing.T) {
	// A word without terms never reaches gloss.en, so the lines are read.
	for _, l := range strings.Split(glossaryText, "\n") {
		zh, _, ok := strings.Cut(l, "=")
		for _, w := range strings.Fields(zh) {
			if ok && len(gloss.en[w]) == 0 {
				t.Errorf("%s has no English term: %q", w, l)
			}
		}
	}
	if len(gloss.en) < 300 {
		t.Errorf("glossary has %d Chinese words, want a general vocabulary of at least 300", len(gloss.en))
	}
}

// TestGlossaryWordsOnce keeps one meaning per Chinese word: a word on two
// lines would take the English words of both, and the table would hide
// it.
func TestGlossaryWordsOnce(t *testing.T) {
	line := map[string]string{}
	for _, l := range strings.Split(glossaryText, "\n") {
		zh, _, ok := strings.Cut(l, "=")
		if !ok {
			continue
		}
		for _, w := range strings.Fields(zh) {
			if prev, ok := line[w]; ok {
				t.Errorf("%s is on two lines: %q and %q", w, prev, l)
			}
			line[w] = l
		}
	}
}

// TestGlossaryNamesParameters: a Chinese word names a required parameter
// as its English equivalent does, so the tool whose enum holds it is not
// taken for one that lacks a value (销售额 → the metric revenue).
func TestGlossaryNamesParameters(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "query_figures", Description: "汇总指标（营收、日活）。Aggregated revenue and daily actives per product line.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"metric":{"type":"string","enum":["revenue","dau"],"description":"指标 metric"},"date":{"type":"string"}},"required":["metric","date"]}`)},
		{Name: "export_store_rows", Description: "门店逐条明细（营收和订单）。Row-level store records: revenue and orders.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"date":{"type":"string"}},"required":["date"]}`)},
		{Name: "list_alerts", Description: "列出告警。Lists alerts."},
	}
	ix := NewIndex(cat, Options{})
	for _, q := range []string{"营收", "销售额"} {
		if got := ix.Rank(q); len(got) == 0 || got[0].Tool != "query_figures" {
			t.Errorf("Rank(%q) = %v, want query_figures first", q, got)
		}
	}
	if got := ix.Rank("告警"); len(got) == 0 || got[0].Tool != "list_alerts" {
		t.Errorf("Rank(告警) = %v, want list_alerts first", got)
	}
}

// TestGlossaryHealthcare: the words of an outpatient practice cross
// languages like those of commerce and IT.
func TestGlossaryHealthcare(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "rx_history", Description: "List the prescriptions a patient was given."},
		{Name: "allergy_record", Description: "Show a patient's allergies and insurance."},
		{Name: "lab_orders", Description: "Order a lab test for a patient."},
		{Name: "visit_log", Description: "List the visits of a day."},
		{Name: "stock_expiry", Description: "Show the vaccines and supplies that expire soon."},
		{Name: "dept_board", Description: "Show the cardiology department's doctors on duty."},
	}
	tests := []selectCase{
		{"病人的处方", "rx_history"},
		{"查一下病人的过敏史和医保信息", "allergy_record"},
		{"给病人开个化验", "lab_orders"},
		{"哪些疫苗快过期了", "stock_expiry"},
		{"看看心内科", "dept_board"},
	}
	checkSelects(t, cat, tests)
}

// TestGlossaryCrossesLanguagesForPremises: the everyday words of renting
// and running premises (rent, tenants, repairs, utilities, visitors,
// parking) find tools described in English.
func TestGlossaryCrossesLanguagesForPremises(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "extend_lease", Description: "Extend a tenant's lease to a new end date."},
		{Name: "end_lease", Description: "Terminate a lease early."},
		{Name: "request_repair", Description: "Request a repair by a maintenance technician."},
		{Name: "log_meter", Description: "Record a water, electricity or gas meter reading."},
		{Name: "add_guest", Description: "Register a visitor at the gate."},
		{Name: "grant_parking", Description: "Grant a parking permit for a car."},
		{Name: "vacancy_rate", Description: "Occupancy and vacancy rate of a building."},
		{Name: "overdue_rent", Description: "Unpaid and overdue rent with arrears per tenant."},
		{Name: "record_rent_paid", Description: "Record that a tenant has paid."},
		{Name: "urgent_work_orders", Description: "Work orders flagged urgent."},
		{Name: "close_job", Description: "Close a job once it is done."},
	}
	tests := []selectCase{
		{"帮这位租客续约两年", "extend_lease"},
		{"提前解约", "end_lease"},
		{"三楼卫生间要维修，派个师傅", "request_repair"},
		{"抄一下电表读数", "log_meter"},
		{"登记一个访客", "add_guest"},
		{"给他的车办停车证", "grant_parking"},
		{"这栋楼的空置率", "vacancy_rate"},
		{"哪些租户欠费了", "overdue_rent"},
		{"二楼那套房子一直空着", "vacancy_rate"},
		{"租客刚付了这个月的钱", "record_rent_paid"},
		{"有个紧急的工单", "urgent_work_orders"},
		{"合同续到明年年底", "extend_lease"},
		{"这个单子可以关掉了", "close_job"},
		{"修好了就把单子关了", "close_job"},
		{"明天上门检修", "request_repair"},
	}
	checkSelects(t, cat, tests)
}

func TestGlossNames(t *testing.T) {
	tests := []struct {
		text, w string
		want    bool
	}{
		{"LS-1102 月底解约", "terminate", true},
		{"帮我续签这份合同", "renew", true},
		{"这两本书帮我续借一个月", "renew", true},
		{"会员到期了，续费一年", "renew", true},
		{"合同什么时候到期", "terminate", false},
		{"terminate LS-1102", "terminate", false},
		// 应付 is what is owed, one word: its 付 pays nothing.
		{"帮我把 INV-2031 的应付金额发给我", "pay", false},
		{"租客刚付了这个月的钱", "pay", true},
	}
	for _, tc := range tests {
		if got := GlossNames(tc.text, tc.w); got != tc.want {
			t.Errorf("GlossNames(%q, %q) = %v, want %v", tc.text, tc.w, got, tc.want)
		}
	}
}

// peopleCatalog is an English catalog of staff, pay, buying and incident
// tools.
func peopleCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "get_time_off", Description: "Days of vacation and sick time an employee has left."},
		{Name: "get_pay_statement", Description: "An employee's payslip for one month."},
		{Name: "get_goods_receipt", Description: "Whether the goods of a shipment were received and on what delivery date."},
		{Name: "get_team_roster", Description: "Members of a team, their clock-in times and desks."},
		{Name: "list_outages", Description: "Outages of the platform and who owns them."},
		{Name: "list_laptops", Description: "Laptops handed out to staff."},
	}
}

func TestGlossaryPeopleAndOperations(t *testing.T) {
	tests := []selectCase{
		{"还剩几天年假", "get_time_off"},
		{"三月份的工资条", "get_pay_statement"},
		{"这一单到货了吗", "get_goods_receipt"},
		{"最近有哪些宕机", "list_outages"},
		{"发给他的笔记本", "list_laptops"},
	}
	checkSelects(t, peopleCatalog(), tests)
}

// selectCase is a query and the tool Select must choose for it.
type selectCase struct{ query, want string }

// checkSelects selects every case's query over cat.
func checkSelects(t *testing.T, cat []toolspec.Spec, tests []selectCase) {
	t.Helper()
	ix := NewIndex(cat, Options{})
	for _, tc := range tests {
		if sel := ix.Select(tc.query); sel.Best != tc.want {
			t.Errorf("Select(%q) = %q, want %q; scores %v", tc.query, sel.Best, tc.want, sel.Scores)
		}
	}
}

// TestNowAsked: 现在 opening what there is (现在还有哪些…) is the "now" a
// question is asked at and credits nothing; 现在 before an activity
// (现在在吃的药) says it is current.
func TestNowAsked(t *testing.T) {
	current := func(q string) bool {
		for _, tm := range analyzeQuery(q, nil) {
			if slices.Contains(tm.en, "current") {
				return true
			}
		}
		return false
	}
	for q, want := range map[string]bool{
		"现在还有哪些工单没解决":  false,
		"销售部现在有哪些请假申请": false,
		"现在在吃哪些药":      true,
		"当前库存":         true,
	} {
		if got := current(q); got != want {
			t.Errorf("%s credits current: %v, want %v", q, got, want)
		}
	}
	leave := []toolspec.Spec{
		{Name: "leave_days_left", Description: "Leave days left of one employee for the current year."},
		{Name: "list_tickets", Description: "List IT support tickets filtered by status and priority."},
	}
	if got := NewIndex(leave, Options{}).Select("现在还有哪些工单没解决").Best; got != "list_tickets" {
		t.Errorf("现在还有哪些工单没解决 chose %q, want list_tickets", got)
	}
}

// guesthouseCatalog runs a small guesthouse and is described in English
// only.
func guesthouseCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "account_statement", Description: "A visitor's account: charges, payments and the balance owed."},
		{Name: "depart_visitor", Description: "Check a visitor out and vacate the room."},
		{Name: "arrivals_today", Description: "Visitors due to arrive, by arrival date."},
		{Name: "morning_alarm", Description: "Set a wake-up alarm for a room."},
		{Name: "fault_report", Description: "Report a fault in a room to the engineers."},
		{Name: "tariff_set", Description: "Set the list price of a room type for one night."},
		{Name: "airport_transfer", Description: "Order a car to or from the airport."},
		{Name: "hotel_directory", Description: "Addresses and phone numbers of partner hotels."},
		{Name: "menu_lookup", Description: "Dishes served at the cafe today."},
	}
}

// TestGlossaryEverydayWords: common Chinese words of bills, stays,
// arrivals, repairs, prices, waking and travel find the English tools.
func TestGlossaryEverydayWords(t *testing.T) {
	ix := NewIndex(guesthouseCatalog(), Options{})
	for _, tc := range []struct{ query, want string }{
		{"A305 账上还欠多少", "account_statement"},
		{"客人要退房", "depart_visitor"},
		{"今天有哪些客人到店", "arrivals_today"},
		{"明早6点半叫醒", "morning_alarm"},
		{"305 马桶漏水，报修", "fault_report"},
		{"把家庭房的门市价调到1680", "tariff_set"},
		{"去机场", "airport_transfer"},
		{"附近的酒店", "hotel_directory"},
	} {
		if got := ix.Rank(tc.query); len(got) == 0 || got[0].Tool != tc.want {
			t.Errorf("Rank(%q) = %v, want %s first", tc.query, got, tc.want)
		}
	}
}

// TestGlossaryDoneAndClean: 做完 asks what is done, 打扫 for cleaning.
func TestGlossaryDoneAndClean(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "finished_jobs", Description: "Jobs a worker completed on a day."},
		{Name: "tidy_request", Description: "Ask for an office to be cleaned."},
		{Name: "visitor_badges", Description: "Badges issued to visitors on a day."},
	}
	ix := NewIndex(cat, Options{})
	for _, tc := range []struct{ query, want string }{
		{"李明今天做完了哪些活", "finished_jobs"},
		{"302办公室需要打扫", "tidy_request"},
	} {
		if got := ix.Rank(tc.query); len(got) == 0 || got[0].Tool != tc.want {
			t.Errorf("Rank(%q) = %v, want %s first", tc.query, got, tc.want)
		}
	}
}

// TestGlossaryRepairTicket: 维修单 is the repair ticket a facilities tool
// lists, not any tool whose text holds "order" ("out of order").
func TestGlossaryRepairTicket(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "repair_tickets_by_state", Description: "Repair tickets of one building by state (open, assigned, resolved) and date opened.", WhenToUse: "Which repairs are open."},
		{Name: "status_of_unit", Description: "Status of one unit: vacant, occupied, clean or out of order."},
		{Name: "open_repair_ticket", Description: "Report a fault in a unit to the technicians."},
	}, Options{})
	q := "A座还有哪些维修单没处理完"
	r := ix.Rank(q)
	if len(r) < 2 || r[0].Tool != "repair_tickets_by_state" || r[0].Score <= r[1].Score {
		t.Errorf("Rank(%q) = %v, want repair_tickets_by_state first, ahead", q, r)
	}
}

// TestGlossaryPeriods: a report asked per month of a quarter for the
// whole group (集团这个季度每个月) finds the tool reporting over a period
// with a row per month, not the tools that only share "rate".
func TestGlossaryPeriods(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "occupancy_report", Description: "Occupancy rate, average daily rate and revenue per room of one site or the group over a period.",
			Parameters: []byte(`{"type":"object","properties":{"granularity":{"type":"string","enum":["day","week","month"],"description":"One row per day, week or month."}}}`)},
		{Name: "room_state", Description: "Whether one room is occupied or vacant right now."},
		{Name: "guest_reviews", Description: "Guest reviews with their rating."},
		{Name: "rate_calendar", Description: "Room rates by day."},
	}, Options{})
	q := "集团这个季度每个月的入住率"
	r := ix.Rank(q)
	if len(r) < 2 || r[0].Tool != "occupancy_report" || r[0].Score <= r[1].Score || r[0].Score < DefaultThreshold {
		t.Errorf("Rank(%q) = %v, want occupancy_report first, ahead, over the threshold", q, r)
	}
}

// TestGlossaryWordTheCatalogLacks: a glossary word whose English no tool
// holds (会议, meeting) weighs as a word outside the glossary (鹦鹉) does;
// knowing more words must not dilute a query about something else.
func TestGlossaryWordTheCatalogLacks(t *testing.T) {
	ix := NewIndex(opsCatalog(), Options{})
	score := func(q string) float64 {
		t.Helper()
		for _, s := range ix.Rank(q) {
			if s.Tool == "restart_service" {
				return s.Score
			}
		}
		t.Fatalf("Rank(%q) lacks restart_service", q)
		return 0
	}
	known, unknown := score("重启支付服务，会议"), score("重启支付服务，鹦鹉")
	if math.Abs(known-unknown) > 1e-9 {
		t.Errorf("restart_service scores %v with a glossary word no tool uses, %v with a word outside the glossary", known, unknown)
	}
}

// TestGlossaryAvoidsGeneralWords keeps off the glossary the English words
// nearly every catalog describes its tools in (data, information, process,
// use, manage, system, description): a Chinese word translated by one of
// them would credit every tool.
func TestGlossaryAvoidsGeneralWords(t *testing.T) {
	general := map[string]string{}
	for _, w := range []string{"data", "info", "information", "process", "use", "manage", "handle", "get", "system", "description"} {
		for _, e := range englishTerms(w) {
			general[e] = w
		}
	}
	for zh, en := range gloss.en {
		for _, e := range en {
			if w, ok := general[e]; ok {
				t.Errorf("%s translates as %q (%s), which every catalog uses", zh, e, w)
			}
		}
	}
}

// TestGlossaryWordsKeepTheirSense: an English word the analyser turns
// into another word's term (times → time, checked → check, returning →
// return, servicing → service), or one that names a common thing besides
// the Chinese word's (duty, report, stop, type), would credit the tools of
// that other thing.
func TestGlossaryWordsKeepTheirSense(t *testing.T) {
	for _, tc := range []struct{ zh, not string }{
		{"次数", "times"},      // count, not time
		{"托运", "checked"},    // consigned bags, not checking
		{"老客", "returning"},  // repeat customers, not returns
		{"保养", "servicing"},  // upkeep, not services
		{"班次", "service"},    // a scheduled run, not a service
		{"售后", "service"},    // after-sales support
		{"满房", "sold"},       // full, not selling
		{"关税", "duty"},       // tariff, not the duty roster
		{"乘务员", "attendant"}, // cabin crew, not attendance
		{"申报", "filing"},     // declaring, not files
		{"备案", "filing"},     // registering, not files
		{"条款", "terms"},      // clauses, not school terms
		{"作业", "assignment"}, // homework, not assigning
		{"不良", "reject"},     // defective, not rejecting requests
		{"车间", "shop"},       // workshop, not a store
		{"存款", "savings"},    // deposits, not saving
		{"人员", "people"},     // staff, not personal
		{"领取", "claim"},      // collecting, not insurance claims
		{"套餐", "package"},    // a plan, not a parcel
		{"股票", "shares"},     // stock, not shares of a total
		{"经停", "stop"},       // a stopover, not stopping
		{"站点", "stop"},       // a station or site, not stopping
		{"路况", "conditions"}, // road traffic, not air conditioning
		{"码头", "terminal"},   // a dock, not terminating
		{"房型", "type"},       // a room, not every typed parameter
		{"机型", "type"},       // an aircraft, not every typed parameter
		{"挂失", "report"},     // a lost card, not reports
		{"报案", "report"},     // a claim, not reports
		{"版权", "licence"},    // copyright, not permits
		{"车险", "auto"},       // motor insurance, not automatic
	} {
		for _, e := range englishTerms(tc.not) {
			if slices.Contains(gloss.en[tc.zh], e) {
				t.Errorf("%s translates as %q (%s)", tc.zh, e, tc.not)
			}
		}
	}
}

// TestSegmentRuns: the cut of an empty run, of one character, and of a
// long run, which takes time in proportion to its length.
func TestSegmentRuns(t *testing.T) {
	long := strings.Repeat("维修工作", 5000)
	for _, tc := range []struct {
		name, in string
		span     []int
		words    []string
	}{
		{"empty", "", []int{}, nil},
		{"one character in the glossary", "买", []int{0}, []string{"买"}},
		{"one character outside it", "鹦", []int{-1}, nil},
		{"word then unknown", "退款鹦", []int{0, 0, -1}, []string{"退款"}},
		{"cover beats the longest word", "维修工作", []int{0, 0, 1, 1}, []string{"维修", "工作"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			span, words := gloss.segment([]rune(tc.in))
			if !slices.Equal(span, tc.span) || !slices.Equal(words, tc.words) {
				t.Errorf("segment(%q) = %v %q, want %v %q", tc.in, span, words, tc.span, tc.words)
			}
		})
	}
	t.Run("long run", func(t *testing.T) {
		span, words := gloss.segment([]rune(long))
		if len(span) != 20000 || len(words) != 10000 || words[0] != "维修" || words[9999] != "工作" || span[19999] != 9999 {
			t.Errorf("segment of %d characters: %d words, last %q", len(span), len(words), words[len(words)-1])
		}
	})
}
