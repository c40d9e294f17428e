package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// enumWords are everyday words, Chinese and English, for the values enums
// commonly take (states, environments, levels): a goal says 已完成 or "in
// prod", a schema says done or prod. Each entry lists the words and the
// enum values they stand for, in order of preference; a value is used only
// when the parameter's own enum has it, and, for an entry enumWordsOf
// keys by its first word, only when the parameter is written with one of
// the words it lists.
var enumWords = []struct {
	words  []string
	values []string
}{
	{[]string{"已完成", "完成", "做完", "已解决", "已关闭", "completed", "finished", "resolved", "closed"}, []string{"done", "completed", "complete", "finished", "resolved", "closed"}},
	{[]string{"进行中", "处理中", "开发中", "in progress", "ongoing", "underway"}, []string{"in_progress", "in-progress", "inprogress", "ongoing", "processing", "active", "doing", "investigating"}},
	{[]string{"新建", "待处理", "未开始", "open", "pending", "to do", "todo"}, []string{"open", "new", "pending", "todo", "to_do"}},
	{[]string{"待审批", "待批", "还没批", "没批", "未批", "未审批", "awaiting approval", "waiting for approval", "pending approval"}, []string{"pending", "pending_approval", "submitted", "requested"}},
	{[]string{"生产环境", "生产", "线上", "正式环境", "production", "prod"}, []string{"prod", "production", "prd"}},
	{[]string{"预发环境", "预发布", "预发", "staging", "pre-production", "preprod"}, []string{"staging", "stage", "pre", "preprod"}},
	{[]string{"测试环境", "测试", "testing", "test"}, []string{"test", "testing", "qa"}},
	{[]string{"开发环境", "development"}, []string{"dev", "development"}},
	{[]string{"调休", "comp time", "compensatory"}, []string{"comp_off", "compensatory", "comp_time"}},
	{[]string{"年假", "annual leave"}, []string{"annual", "annual_leave"}},
	{[]string{"病假", "sick leave"}, []string{"sick", "sick_leave"}},
	{[]string{"严重", "紧急", "致命", "critical", "severe"}, []string{"critical", "severe", "fatal", "p0"}},
	{[]string{"警告", "warning"}, []string{"warning", "warn"}},
	{[]string{"高优先级", "高优", "high priority"}, []string{"high", "p1"}},
	{[]string{"低优先级", "低优", "low priority"}, []string{"low", "p3"}},
	{[]string{"每人", "每个人", "人均", "按人", "per person", "per head", "by person", "each person"}, []string{"person", "employee", "user", "member", "staff", "individual"}},
	{[]string{"立即", "立刻", "马上", "即刻", "straight away", "right away", "at once"}, []string{"immediately", "immediate"}},
	{[]string{"下个月生效", "下月生效", "次月生效", "下个月起", "from next cycle", "next billing cycle"}, []string{"next_cycle", "next_billing_cycle"}},
	{[]string{"卖完", "售罄", "沽清", "sold out", "we ran out", "we've run out", "we have run out", "we're out of", "we are out of"}, []string{"out_of_stock", "sold_out"}},
	{[]string{"by mistake", "mistakenly", "in error", "搞错", "弄错"}, []string{"correction"}},
	{[]string{"早班", "morning shift", "early shift"}, []string{"early", "morning", "am"}},
	{[]string{"晚班", "中班", "evening shift", "late shift"}, []string{"late", "evening", "pm"}},
	{[]string{"夜班", "大夜班", "night shift", "overnight shift"}, []string{"night", "overnight"}},
	{[]string{"升序", "从小到大", "ascending"}, []string{"asc", "ascending"}},
	{[]string{"降序", "从大到小", "descending"}, []string{"desc", "descending"}},
}

// shiftParamWords are the words a parameter for a work shift is written
// with.
var shiftParamWords = []string{"shift", "班"}

// enumWordsOf keys by its first word an enumWords entry that stands for
// its values only in a parameter written with one of the words listed: a
// shift named sets a shift, and 晚班 is no late arrival.
var enumWordsOf = map[string][]string{"早班": shiftParamWords, "晚班": shiftParamWords, "夜班": shiftParamWords}

// paramOf reports whether a parameter, by its name or description, is
// written with one of words; any parameter is when words is empty.
func paramOf(words []string, name, description string) bool {
	if len(words) == 0 {
		return true
	}
	name, description = strings.ToLower(name), strings.ToLower(description)
	return slices.ContainsFunc(words, func(w string) bool { return strings.Contains(name, w) || strings.Contains(description, w) })
}

// enumBySynonym returns the enum values the text names through enumWords
// or through the words the enum's description gives each value ("done 已完成",
// "prod: 生产环境"), in text order. A word the description gives a value
// is that value's alone: "major (严重)" takes 严重 from the everyday
// reading that would make it critical.
func enumBySynonym(enum []any, name, description, text string) []string {
	lower := maskDegreeNouns(lowerASCII(text))
	index := aliasIndex
	if !kindParam(name) {
		index = assertedIndex // "not finished" names no finished state
	}
	described := describedValues(enum, description)
	givesValue := func(w string) bool {
		for _, words := range described {
			if slices.Contains(words, w) {
				return true
			}
		}
		return false
	}
	var hits []valueHit
	for _, ew := range enumWords {
		if !paramOf(enumWordsOf[ew.words[0]], name, description) {
			continue
		}
		pos := -1
		for _, w := range ew.words {
			if givesValue(w) {
				continue
			}
			if p := index(lower, w); p >= 0 && (pos < 0 || p < pos) {
				pos = p
			}
		}
		if pos < 0 {
			continue
		}
		for _, v := range ew.values {
			if ev, ok := enumValue(enum, v); ok {
				hits = append(hits, valueHit{pos, ev})
				break
			}
		}
	}
	var glossed []glossWord // the table's English words for the goal's phrases, read when needed
	var spans []describedSpan
	for v, words := range described {
	word:
		for _, w := range words {
			for _, f := range append(append(numberForms(w), reversedPair(w)...), aspectForms(w)...) {
				if p := index(lower, f); p >= 0 {
					spans = append(spans, describedSpan{p, p + len(f), v, f})
					break word
				}
			}
			if strings.Contains(w, " ") || hasHan(w) {
				continue
			}
			if glossed == nil {
				glossed = slices.DeleteFunc(glossedWords(text), func(x glossWord) bool { return !x.viaTab || x.negated && !kindParam(name) })
			}
			for _, x := range glossed {
				if x.stem == glossStem(w) {
					hits = append(hits, valueHit{x.pos, v}) // 打车 for a value described "(taxi, …)"
					break word
				}
			}
		}
	}
	hits = append(hits, passiveDropped(spans)...)
	return valuesInOrder(hits)
}

// assertedIndex is aliasIndex for a word the text does not negate: the
// first place it stands without not, 没 or 未 before it.
func assertedIndex(lower, w string) int {
	if w == "" {
		return -1
	}
	for i := range wordOccurrences(lower, w) {
		if !negatedAt(lower, i) {
			return i
		}
	}
	return -1
}

// reversedPair is a two-word description the other way round, each word
// in either number: "burst pipes" is said "a pipe burst".
func reversedPair(w string) []string {
	f := strings.Fields(w)
	if len(f) != 2 || len(f[0]) < 3 || len(f[1]) < 3 {
		return nil
	}
	var out []string
	for _, a := range numberForms(f[1]) {
		for _, b := range numberForms(f[0]) {
			out = append(out, a+" "+b)
		}
	}
	return out
}

// numberForms are a described word as written and, for one English word,
// in the other grammatical number: a description's "(hotels)" is named by
// "a hotel", its "(taxi)" by "taxis".
func numberForms(w string) []string {
	if strings.ContainsFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) || len(w) < 4 {
		return []string{w}
	}
	switch {
	case strings.HasSuffix(w, "ss"):
		return []string{w, w + "es"}
	case strings.HasSuffix(w, "ies"):
		return []string{w, w[:len(w)-3] + "y"}
	case strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "xes"):
		return []string{w, w[:len(w)-2]}
	case strings.HasSuffix(w, "s"):
		return []string{w, w[:len(w)-1]}
	}
	return []string{w, w + "s"}
}

// valueHit is an enum value the goal names at byte offset pos.
type valueHit struct {
	pos int
	v   string
}

// valuesInOrder returns the values of hits in the order the goal names them,
// each once.
func valuesInOrder(hits []valueHit) []string {
	slices.SortStableFunc(hits, func(a, b valueHit) int { return a.pos - b.pos })
	var out []string
	for _, h := range hits {
		if !containsString(out, h.v) {
			out = append(out, h.v)
		}
	}
	return out
}

func containsString(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// enumValue finds v among the enum's strings, case-insensitively.
func enumValue(enum []any, v string) (string, bool) {
	for _, x := range enum {
		if s, ok := x.(string); ok && strings.EqualFold(s, v) {
			return s, true
		}
	}
	return "", false
}

var describedRE = prefilter.MustCompile(`^\s*[:：=(（-]?\s*([\p{Han}]{2,8}|[A-Za-z][A-Za-z ]{2,24}[A-Za-z])`)

// describedValues reads, from a description such as "revenue 营收, dau
// 日活" or "open (新建), done (已完成)", the words that follow each enum
// value.
func describedValues(enum []any, description string) map[string][]string {
	if description == "" {
		return nil
	}
	out := map[string][]string{}
	lower := lowerASCII(description)
	for _, x := range enum {
		v, ok := x.(string)
		if !ok || len(v) < 2 {
			continue
		}
		p := aliasIndex(lower, strings.ToLower(v))
		if p < 0 {
			continue
		}
		if m := describedRE.FindStringSubmatch(description[p+len(v):]); m != nil {
			w := strings.TrimSpace(m[1])
			if _, isValue := enumValue(enum, w); !isValue {
				out[v] = append(out[v], lowerASCII(w))
			}
		}
		for _, w := range append(bracketedWords(description[p+len(v):]), clauseHanWords(description[p+len(v):])...) {
			if _, isValue := enumValue(enum, w); !isValue && !slices.Contains(out[v], w) {
				out[v] = append(out[v], w)
			}
		}
	}
	// A word given for several values names none of them: "(South Quay,
	// Leeds)" and "(North Gate, Leeds)" leave Leeds to neither branch.
	seen := map[string]int{}
	for _, words := range out {
		for _, w := range words {
			seen[w]++
		}
	}
	for v, words := range out {
		out[v] = slices.DeleteFunc(words, func(w string) bool { return seen[w] > 1 })
	}
	return out
}

// bracketedListRE is a list in brackets right after an enum value in its
// description: "local_transport (taxi, ride-hailing, parking)".
var bracketedListRE = prefilter.MustCompile(`^\s*[(（]([^()（）]{3,80})[)）]`)

// inclusionRE marks the items a bracket lists as included in a value,
// after a gloss of the value itself: "(Asia incl. Japan, Korea)".
var inclusionRE = prefilter.MustCompile(`(?:^|\s)(?:incl\.?|including|e\.g\.?|such as)\s+`)

// bracketedWords are the items of a list in brackets after an enum value,
// when it lists several: the words the value stands for, each of them.
func bracketedWords(rest string) []string {
	m := bracketedListRE.FindStringSubmatch(rest)
	if m == nil {
		return nil
	}
	items := strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == '，' || r == '、' || r == ';' || r == '/' })
	if len(items) < 2 {
		return nil
	}
	var out []string
	for _, it := range items {
		it = lowerASCII(strings.TrimSpace(it))
		if m := inclusionRE.FindStringIndex(it); m != nil && m[1] < len(it) {
			it = strings.TrimSpace(it[m[1]:]) // "亚洲 incl. japan": the item is japan
		}
		if n := len(strings.Fields(it)); n == 0 || n > 3 || len(it) < 3 || strings.ContainsAny(it, "0123456789") || glossStop[it] || stopWords[it] {
			return nil // not a list of words: "(5-7 days, tracked)"
		}
		out = append(out, it)
	}
	return out
}
