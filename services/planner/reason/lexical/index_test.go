package lexical

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func demoCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{
			Name:         "query_metric_center",
			Description:  "查询指标中心的核心业务指标，按产品线、区域返回 T+1 聚合数据。Returns T+1 aggregates of core metrics by product line and region.",
			WhenNotToUse: "不适合当日实时数据（用 query_realtime_metric）；不适合门店明细、逐条明细（用 query_store_detail）。Not for real-time data; not for row-level store detail.",
			Parameters:   json.RawMessage(`{"type":"object","properties":{"metric":{"type":"string","enum":["revenue","dau","cvr"]},"date":{"type":"string","format":"date"}}}`),
		},
		{
			Name:        "query_realtime_metric",
			Description: "查询今天的实时指标。Today's real-time metrics.",
			WhenToUse:   "实时、当前、今天的数据。Live or today's values.",
		},
		{
			Name:        "query_store_detail",
			Description: "导出门店明细：逐条的门店级数据。Row-level store detail export.",
		},
		{
			Name:        "fetch_alert_history",
			Description: "查询线上告警事件历史。Online alert history.",
		},
	}
}

func TestAnalyze(t *testing.T) {
	checkTerms(t, []termCase{
		{"query_metric_center", []string{"queri", "metric", "center"}},
		{"getHTTPServerStatus2", []string{"get", "http", "server", "status"}},
		{"Calculating the running totals", []string{"calcul", "run", "total"}},
		{"门店明细", []string{"门", "门店", "店", "店明", "明", "明细", "细"}},
		{"查看的数据", []string{"查", "查看", "看", "数", "数据", "据"}},
		{"42 x 3.5", nil},
	})
}

// termCase is a text and the terms analyze makes of it.
type termCase struct {
	in   string
	want []string
}

// checkTerms checks the terms analyze makes of each case's text.
func checkTerms(t *testing.T, cases []termCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			var got []string
			for _, tm := range analyze(tc.in, nil) {
				got = append(got, tm.text)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("analyze(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestSelect(t *testing.T) {
	ix := NewIndex(demoCatalog(), Options{})
	tests := []struct {
		query, want string
	}{
		{"导出华东区门店明细", "query_store_detail"},
		{"export row-level store detail", "query_store_detail"},
		{"今天实时的DAU", "query_realtime_metric"},
		{"各产品线核心指标变化", "query_metric_center"},
		{"线上告警回顾", "fetch_alert_history"},
		{"用 query_metric_center 查一下门店明细", "query_metric_center"}, // a verbatim name wins
		{"帮我订一张机票", ""},
		{"what's the weather in Paris", ""},
	}
	for _, tc := range tests {
		t.Run(tc.query, func(t *testing.T) {
			sel := ix.Select(tc.query)
			if sel.Best != tc.want {
				t.Errorf("Select(%q).Best = %q, want %q (scores %v)", tc.query, sel.Best, tc.want, sel.Scores)
			}
			for _, s := range sel.Scores {
				if s.Score < 0 || s.Score > 1 {
					t.Errorf("score %v out of 0..1", s)
				}
			}
		})
	}
}

func TestNegativeEvidence(t *testing.T) {
	// Without its when_not_to_use, the metric center would match 门店 via
	// "region"; with it, asking for 门店明细 pushes it under the threshold.
	cat := demoCatalog()
	ix := NewIndex(cat, Options{})
	got := ix.RankAmong("华东区门店明细", []string{"query_metric_center"})
	cat[0].WhenNotToUse = ""
	cat[0].Description += " 门店"
	plain := NewIndex(cat, Options{}).RankAmong("华东区门店明细", []string{"query_metric_center"})
	if got[0].Score >= plain[0].Score {
		t.Errorf("negative evidence did not lower the score: %v with, %v without", got[0].Score, plain[0].Score)
	}
}

func TestAmbiguity(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "search_customer_orders_by_date", Description: "Search customer orders by date."},
		{Name: "search_customer_orders_by_status", Description: "Search customer orders by status."},
	}
	ix := NewIndex(cat, Options{})
	sel := ix.Select("search customer orders")
	if len(sel.Ambiguous) != 2 {
		t.Errorf("Ambiguous = %v, want both tools (scores %v)", sel.Ambiguous, sel.Scores)
	}
	sel = ix.Select("search customer orders by status")
	if sel.Best != "search_customer_orders_by_status" || len(sel.Ambiguous) != 0 {
		t.Errorf("Select(… by status) = %+v, want a clear search_customer_orders_by_status", sel)
	}
}

func TestBackgroundAndWeak(t *testing.T) {
	ix := NewIndex(demoCatalog()[:1], Options{Background: demoCatalog()[1:]})
	if ix.Len() != 1 {
		t.Fatalf("Len = %d, want 1: background tools are not ranked", ix.Len())
	}
	strong := ix.RankQuery(Query{Text: "上周华东区核心指标"})
	weak := ix.RankQuery(Query{Text: "上周华东区核心指标", Weak: []string{"上周", "华东区"}})
	if weak[0].Score <= strong[0].Score {
		t.Errorf("weak phrases did not raise coverage: %v vs %v", weak[0].Score, strong[0].Score)
	}
}

// TestBackgroundHoldsRankedOnce: a registry given as background, which
// holds the ranked tools too, counts each of them once.
func TestBackgroundHoldsRankedOnce(t *testing.T) {
	cat := demoCatalog()
	subset := cat[:3]
	alone := NewIndex(subset, Options{Background: cat[3:]})
	whole := NewIndex(subset, Options{Background: cat})
	for _, q := range []string{"上周华东区核心指标", "线上告警回顾", "export the store details"} {
		if a, w := alone.Rank(q), whole.Rank(q); !reflect.DeepEqual(a, w) {
			t.Errorf("Rank(%q) = %v with the registry as background, want %v", q, w, a)
		}
	}
}

// TestBackgroundWordsWeighAsRanked: a query word that only background
// tools hold weighs by its rarity, as it would if those tools were ranked
// too, not as a word no tool holds.
func TestBackgroundWordsWeighAsRanked(t *testing.T) {
	ranked := []toolspec.Spec{
		{Name: "weather_report", Description: "Current weather and forecast for a city."},
		{Name: "flight_search", Description: "Search flights between two airports."},
	}
	bg := []toolspec.Spec{
		{Name: "hotel_booking", Description: "Book a hotel room for your trip dates."},
		{Name: "trip_planner", Description: "Plan a trip itinerary with stops and dates."},
		{Name: "visa_check", Description: "Check visa rules for a trip abroad."},
	}
	sub := NewIndex(ranked, Options{Background: bg})
	all := NewIndex(append(slices.Clone(ranked), bg...), Options{})
	names := []string{"weather_report", "flight_search"}
	for _, q := range []string{"weather forecast for my trip", "search flights for the trip dates"} {
		got := sub.Rank(q)
		want := slices.DeleteFunc(all.RankAmong(q, names), func(s task.Score) bool { return s.Score == 0 })
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Rank(%q) = %v over the ranked tools with the rest as background, want %v as with every tool ranked", q, got, want)
		}
	}
}

// synthCatalog builds n tools from a fixed vocabulary, deterministically.
func synthCatalog(n int) []toolspec.Spec {
	r := rand.New(rand.NewPCG(1, 2))
	verbs := []string{"get", "list", "create", "delete", "update", "search", "export", "fetch", "compute", "sync"}
	nouns := strings.Fields("order invoice customer metric alert ticket deployment user account payment refund shipment report dashboard log trace span store region product campaign coupon review inventory warehouse supplier contract employee schedule meeting budget forecast")
	words := strings.Fields("returns the current value of a record by id with filters for date range status owner and region. supports pagination sorting and export to csv. aggregates daily weekly monthly totals per product line. 查询 导出 明细 汇总 指标 告警 需求 状态 门店 区域")
	out := make([]toolspec.Spec, n)
	for i := range out {
		v, a, b := verbs[r.IntN(len(verbs))], nouns[r.IntN(len(nouns))], nouns[r.IntN(len(nouns))]
		var d []string
		for range 25 {
			d = append(d, words[r.IntN(len(words))])
		}
		out[i] = toolspec.Spec{
			Name:        fmt.Sprintf("%s_%s_%s_%d", v, a, b, i),
			Description: fmt.Sprintf("%s %s %s. %s", v, a, b, strings.Join(d, " ")),
			WhenToUse:   "when you need the " + a + " " + b,
			Parameters:  json.RawMessage(`{"type":"object","properties":{"start_date":{"type":"string","format":"date"},"region":{"type":"string"}}}`),
		}
	}
	return out
}

func benchRank(b *testing.B, n int) {
	ix := NewIndex(synthCatalog(n), Options{})
	q := "export last week's refund totals per product line for the east region as csv 导出门店明细"
	b.ReportAllocs()
	for b.Loop() {
		ix.Rank(q)
	}
}

func BenchmarkRank100(b *testing.B)   { benchRank(b, 100) }
func BenchmarkRank1000(b *testing.B)  { benchRank(b, 1000) }
func BenchmarkRank10000(b *testing.B) { benchRank(b, 10000) }

func BenchmarkNewIndex1000(b *testing.B) {
	cat := synthCatalog(1000)
	b.ReportAllocs()
	for b.Loop() {
		NewIndex(cat, Options{})
	}
}

func FuzzRank(f *testing.F) {
	for _, s := range []string{"导出华东区门店明细", "getHTTPServer_status.v2", "it's 'quoted'", "ÅÆ 東京 ½"} {
		f.Add(s)
	}
	ix := NewIndex(demoCatalog(), Options{})
	f.Fuzz(func(t *testing.T, q string) {
		for _, s := range ix.Rank(q) {
			if s.Score <= 0 || s.Score > 1 {
				t.Fatalf("Rank(%q): score %v out of (0, 1]", q, s)
			}
		}
	})
}
