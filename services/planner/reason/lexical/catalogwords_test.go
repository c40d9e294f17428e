package lexical

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestCatalogWords: a word a tool glosses in brackets counts in full in a
// query that writes it, even where the glossary would cut a character off
// it (班 "class" of 早班).
func TestCatalogWords(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "morning_roster", Description: "Who works the early shift (早班) of a store on a day."},
		{Name: "class_list", Description: "Pupils of a class (班级) with their teacher."},
		{Name: "store_hours", Description: "Opening hours of a store per weekday."},
	}, Options{})
	for _, q := range []string{"周五早班有几个人", "明天谁上早班"} {
		got := ix.Rank(q)
		if len(got) == 0 || got[0].Tool != "morning_roster" || got[0].Score < ix.Threshold() {
			t.Errorf("Rank(%q) = %v, want morning_roster first at %v or more", q, got, ix.Threshold())
		}
	}
}

// hanBigrams returns the Han bigrams of query q analysed with the words
// of cw.
func hanBigrams(q string, cw *catalogWords) []string {
	var out []string
	for _, tm := range analyzeWith(q, nil, &gloss, cw) {
		if tm.kind == kindHanBi {
			out = append(out, tm.text)
		}
	}
	return out
}

// TestCatalogWordsBigrams: a word of the catalog keeps the bigrams inside
// it, and only where the query writes two characters of it or more.
func TestCatalogWordsBigrams(t *testing.T) {
	var cw catalogWords
	cw.addGlosses("Who works the early shift (早班) or the night shift (夜班, 晚/夜).")
	checkBigrams(t, &cw, []bigramCase{
		{"明天谁上早班", "早班", true},
		{"周五夜班有几个人", "夜班", true},
		{"这个班级", "个班", false},
	})
}

// TestCatalogWordsBrackets: what counts as written in brackets, field by
// field. A bracket left open closes at the end of its own field, never
// running on into the next one; a run longer than a word is no word.
func TestCatalogWordsBrackets(t *testing.T) {
	tests := []struct {
		name       string
		desc, when string
		params     string
		want, not  []string
	}{
		{name: "closed", desc: "Stock counts (盘点) per warehouse, 月末对账.",
			want: []string{"盘点"}, not: []string{"月末", "对账"}},
		{name: "full-width", desc: "Machines down（故障停机）now.", want: []string{"故障停机", "故障"}},
		{name: "nested", desc: "Reasons (breakdown (设备故障), material_shortage=等料).",
			want: []string{"设备故障", "等料"}},
		{name: "unclosed description", desc: "Stock counts (盘点 per warehouse", when: "月末对账时使用",
			want: []string{"盘点"}, not: []string{"月末", "对账"}},
		{name: "unclosed parameter", params: `{"type":"object","properties":{` +
			`"a":{"type":"string","description":"Site (厂区"},` +
			`"b":{"type":"string","description":"班次编号"}}}`,
			want: []string{"厂区"}, not: []string{"班次"}},
		{name: "stray closing", desc: "done) 来料检验 (IQC)", not: []string{"来料"}},
		{name: "too long", desc: "Note (本工具只在每个月的最后一个工作日使用).", not: []string{"本工"}},
		{name: "one character", desc: "Shift (班).", not: []string{"班"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var cw catalogWords
			cw.addSpec(tc.desc, tc.when, parseSchema(json.RawMessage(tc.params)))
			for _, w := range tc.want {
				if !cw.starts[w] {
					t.Errorf("words %v, want %s among them", cw.starts, w)
				}
			}
			for _, w := range tc.not {
				if cw.starts[w] {
					t.Errorf("words %v, want no %s", cw.starts, w)
				}
			}
		})
	}
}

// TestCatalogWordsLong: a long bracketed run adds no words and costs
// building the index and ranking a query time in proportion to their
// length, not its square.
func TestCatalogWordsLong(t *testing.T) {
	long := strings.Repeat("设备故障停机记录", 1000)
	cat := []toolspec.Spec{
		{Name: "machine_log", Description: "Machine log (" + long + ") of a line."},
		{Name: "open_fault", Description: "Open a fault on a machine (设备故障)."},
	}
	ix := finishes(t, func() *Index { return NewIndex(cat, Options{}) })
	if n := len(ix.words.starts); n > maxGlossRunes {
		t.Errorf("%d words from one bracketed run, want %d at most", n, maxGlossRunes)
	}
	got := finishes(t, func() string { return ix.Select(long).Best })
	if got == "" {
		t.Errorf("Select(long query) chose no tool")
	}
}

func BenchmarkNewIndexLongGloss(b *testing.B) {
	for _, n := range []int{1000, 4000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			cat := []toolspec.Spec{{Name: "machine_log", Description: "Machine log (" + strings.Repeat("设备故障停机记录", n/8) + ")."}}
			b.ReportAllocs()
			for b.Loop() {
				NewIndex(cat, Options{})
			}
		})
	}
}

// TestCatalogWordsParticle: a word the catalog glosses that opens with a
// particle's character (请购单) does not make the particle and a verb
// written after it (请购买, "please buy") a start of it: the bigram after
// a particle stays dropped.
func TestCatalogWordsParticle(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "raise_requisition", Description: "Raise a requisition (请购单) for printer paper."},
		{Name: "purchase_order", Description: "Place a purchase order (采购单) with a supplier."},
		{Name: "buy_online", Description: "Buy printer paper online now."},
	}
	checkSelects(t, cat, []selectCase{{"请购买打印纸", "buy_online"}, {"请购买一批打印纸", "buy_online"}})
}

// TestCatalogWordsWithinAllocs: finding the catalog's words in a query's
// run allocates only the marks it returns.
func TestCatalogWordsWithinAllocs(t *testing.T) {
	var cw catalogWords
	cw.addGlosses("Machines down（故障停机）, waiting (等料), the early shift (早班).")
	rs := []rune("三号线昨天早班因为等料和故障停机了多久")
	span, _ := gloss.segment(rs)
	if got := testing.AllocsPerRun(100, func() { cw.within(rs, span) }); got > 1 {
		t.Errorf("within allocates %v times a run, want 1 at most", got)
	}
}

// TestCatalogWordsGlossaryWord: a catalog word written across two of the
// glossary's words of two characters or more (生活 of 生活补贴 in 学生活动,
// "student activities", cut 学生 and 活动) is not written there: its
// bigram stays dropped, and the tool glossing it is not credited with it.
func TestCatalogWordsGlossaryWord(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "living_allowance", Description: "Living allowance (生活补贴) paid to a student."},
		{Name: "club_events", Description: "Student club events and activities."},
	}
	checkSelects(t, cat, []selectCase{{"学生活动报名", "club_events"}, {"学生活动", "club_events"}})
	var cw catalogWords
	cw.addGlosses("Living allowance (生活补贴), the early shift (早班).")
	checkBigrams(t, &cw, []bigramCase{
		{"学生活动报名", "生活", false},
		{"申请生活补贴", "生活", true},
		{"明天谁上早班", "早班", true},
	})
}

// bigramCase is a query and whether its bigrams, cut with a catalog's
// words, hold bigram.
type bigramCase struct {
	query, bigram string
	want          bool
}

func checkBigrams(t *testing.T, cw *catalogWords, cases []bigramCase) {
	t.Helper()
	for _, tc := range cases {
		if got := hanBigrams(tc.query, cw); slices.Contains(got, tc.bigram) != tc.want {
			t.Errorf("bigrams(%q) = %q, want %s among them: %v", tc.query, got, tc.bigram, tc.want)
		}
	}
}
