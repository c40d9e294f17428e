package digest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

const (
	// maxStatRows bounds the rows a summary's statistics look at.
	maxStatRows = 10000
	// maxColumns bounds the fields a summary looks at.
	maxColumns = 32
	// maxDistinct bounds the distinct values counted per field.
	maxDistinct = 32
	// softSummaryChars: a summary's parts after the first are added while
	// the summary stays this short, so it fits a log line.
	softSummaryChars = 80
	// tableColumns is how many fields a report table shows.
	tableColumns = 5
	// excerptColumns is how many fields each row of a data excerpt keeps.
	excerptColumns = 8
	// excerptScalars is how many top-level values a data excerpt keeps.
	excerptScalars = 8
	// columnsKey names the display columns in a data excerpt.
	columnsKey = "_columns"
)

// Limits bound a step summary. A zero field takes its default.
type Limits struct {
	// Rows is how many rows the data excerpt keeps for the report's
	// tables; default 5.
	Rows int
	// Chars caps the summary line, in characters; default 120.
	Chars int
	// DataBytes caps the data excerpt; default 2048.
	DataBytes int
}

func (l Limits) withDefaults() Limits {
	if l.Rows <= 0 {
		l.Rows = 5
	}
	if l.Chars <= 0 {
		l.Chars = 120
	}
	if l.DataBytes <= 0 {
		l.DataBytes = 2048
	}
	return l
}

// Summarize compresses a tool's output into one short line in the language
// lang ("zh" for Chinese, anything else for English) — how many records of
// what kind and what stands out in them (a state distribution, the
// dimensions, the range of a change, a total) — and a bounded data excerpt
// for the report: the count, the first rows projected onto their most
// informative fields, and those fields in display order. tool names the
// records when the output does not. Output that is not JSON gets a line
// saying so and no excerpt.
func Summarize(output json.RawMessage, tool, lang string, l Limits) (line string, data json.RawMessage) {
	l = l.withDefaults()
	zh := lang == "zh"
	v, err := decode(output)
	if err != nil {
		lead := "output is not valid JSON: "
		if zh {
			lead = "输出不是合法 JSON："
		}
		return toolspec.Truncate(lead+oneLine(toolspec.Truncate(string(output), 200)), l.Chars), nil
	}
	rs := analyze(v, output, tool)
	line = toolspec.Truncate(rs.sentence(zh, min(softSummaryChars, l.Chars)), l.Chars)
	return line, rs.excerpt(l.Rows, l.DataBytes)
}

// records is what a summary knows about an output.
type records struct {
	list     bool     // the output holds a list of records
	listName string   // its key ("rows" for a bare array)
	rows     []any    // the records
	scalars  [][2]any // key, value beside the list, in key order
	scalar   any      // a bare scalar output
	cols     []*column
	noun     recordNoun
}

func analyze(v any, raw json.RawMessage, tool string) records {
	var r records
	switch x := v.(type) {
	case []any:
		r.list, r.listName, r.rows = true, "rows", x
		r.cols = columnsOf(x, firstRowKeys(raw, nil))
	case map[string]any:
		path, list, holder := findList(x, 2)
		if path != nil {
			r.list, r.listName, r.rows = true, path[len(path)-1], list
			r.cols = columnsOf(list, firstRowKeys(raw, path))
		}
		r.scalars = scalarsOf(x, path)
		if holder != nil && len(path) > 1 {
			seen := map[string]bool{}
			for _, kv := range r.scalars {
				seen[kv[0].(string)] = true
			}
			for _, kv := range scalarsOf(holder, path[len(path)-1:]) {
				if !seen[kv[0].(string)] {
					r.scalars = append(r.scalars, kv)
				}
			}
		}
	default:
		r.scalar = x
	}
	r.noun = nounFor(r.listName, tool)
	return r
}

// findList finds the list of records in an object: the longest list of
// objects (else of anything) at the top level, else one level further down.
// It returns the keys leading to it and the object that holds it.
func findList(m map[string]any, depth int) ([]string, []any, map[string]any) {
	keys := sortedKeys(m)
	best, bestObj := "", false
	for _, k := range keys {
		a, ok := m[k].([]any)
		if !ok {
			continue
		}
		obj := len(a) > 0
		if obj {
			_, obj = a[0].(map[string]any)
		}
		cur, _ := m[best].([]any)
		if best == "" || (obj && !bestObj) || (obj == bestObj && len(a) > len(cur)) {
			best, bestObj = k, obj
		}
	}
	if best != "" {
		return []string{best}, m[best].([]any), m
	}
	if depth <= 0 {
		return nil, nil, nil
	}
	for _, k := range keys {
		if sub, ok := m[k].(map[string]any); ok {
			if p, l, h := findList(sub, depth-1); p != nil {
				return append([]string{k}, p...), l, h
			}
		}
	}
	return nil, nil, nil
}

// scalarsOf lists an object's values other than lists and the path to the
// records, in key order, objects compacted.
func scalarsOf(m map[string]any, path []string) [][2]any {
	var out [][2]any
	for _, k := range sortedKeys(m) {
		if len(path) > 0 && k == path[0] {
			continue
		}
		switch f := m[k].(type) {
		case []any:
		case map[string]any:
			out = append(out, [2]any{k, compact(f, 0)})
		default:
			out = append(out, [2]any{k, f})
		}
	}
	return out
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// firstRowKeys returns the keys of the first record of the list at path (nil
// for a bare array) in the order the output has them, so tables show fields
// in the tool's own order.
func firstRowKeys(raw json.RawMessage, path []string) []string {
	d := json.NewDecoder(bytes.NewReader(raw))
	for _, key := range path {
		if !delim(d, '{') {
			return nil
		}
		for {
			t, err := d.Token()
			if err != nil {
				return nil
			}
			if k, ok := t.(string); ok && k == key {
				break
			} else if !ok || skip(d) != nil {
				return nil
			}
		}
	}
	if !delim(d, '[') || !delim(d, '{') {
		return nil
	}
	var keys []string
	for len(keys) < maxColumns {
		t, err := d.Token()
		if err != nil {
			return nil
		}
		k, ok := t.(string)
		if !ok {
			break
		}
		keys = append(keys, k)
		if skip(d) != nil {
			return nil
		}
	}
	return keys
}

func delim(d *json.Decoder, want json.Delim) bool {
	t, err := d.Token()
	got, ok := t.(json.Delim)
	return err == nil && ok && got == want
}

func skip(d *json.Decoder) error {
	var v json.RawMessage
	return d.Decode(&v)
}

// colKind is what the values of a field are.
type colKind int

const (
	kindOther  colKind = iota
	kindNumber         // all numbers
	kindLabel          // short strings or booleans
	kindText           // long strings
	kindTime           // dates and times
	kindID             // named like an identifier
)

// column is what a summary knows about one field of the records.
type column struct {
	name                 string
	n, nums, strs, times int
	min, max, sum        float64
	maxRunes             int
	counts               map[string]int
	many                 bool // more than maxDistinct distinct values
	kind                 colKind
	status               int  // statusRank, -1 for none
	headline             bool // the records' title or name
}

// columnsOf analyses the fields of the records: those of the first record
// in order, then any others, up to maxColumns, over at most maxStatRows.
func columnsOf(rows []any, order []string) []*column {
	byName := map[string]*column{}
	var cols []*column
	addCol := func(k string) {
		if _, ok := byName[k]; !ok && len(cols) < maxColumns {
			c := &column{name: k, counts: map[string]int{}}
			byName[k] = c
			cols = append(cols, c)
		}
	}
	for _, k := range order {
		addCol(k)
	}
	for _, row := range rows[:min(len(rows), maxStatRows)] {
		m, ok := row.(map[string]any)
		if !ok {
			continue
		}
		for _, k := range sortedKeys(m) {
			addCol(k)
			if c := byName[k]; c != nil {
				c.add(m[k])
			}
		}
	}
	headline := false
	for _, c := range cols {
		c.finish()
		if c.headline && headline {
			c.headline = false
		}
		headline = headline || c.headline
	}
	return cols
}

func (c *column) add(v any) {
	var key string
	switch x := v.(type) {
	case nil:
		return
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			c.n++
			return
		}
		if c.nums == 0 || f < c.min {
			c.min = f
		}
		if c.nums == 0 || f > c.max {
			c.max = f
		}
		c.nums++
		c.sum += f
		key = x.String()
	case string:
		if isTime(x) {
			c.times++
		} else {
			c.strs++
		}
		c.maxRunes = max(c.maxRunes, utf8.RuneCountInString(x))
		key = x
	case bool:
		c.strs++
		key = strconv.FormatBool(x)
	default:
	}
	c.n++
	if key == "" || c.many {
		return
	}
	if _, ok := c.counts[key]; !ok && len(c.counts) >= maxDistinct {
		c.many = true
		return
	}
	c.counts[key]++
}

func (c *column) finish() {
	ws := words(c.name)
	switch {
	case len(ws) > 0 && (ws[len(ws)-1] == "id" || ws[len(ws)-1] == "uuid"):
		c.kind = kindID
	case c.n == 0:
		c.kind = kindOther
	case c.nums == c.n:
		c.kind = kindNumber
	case c.times == c.n:
		c.kind = kindTime
	case c.strs == c.n && c.maxRunes > 30:
		c.kind = kindText
	case c.strs == c.n:
		c.kind = kindLabel
	default:
		c.kind = kindOther
	}
	c.status = -1
	if c.kind == kindLabel {
		c.status = statusRank(c.name)
	}
	c.headline = c.kind == kindText || (c.kind == kindLabel && c.status < 0 &&
		hasWord(c.name, "title", "name", "subject", "summary", "description", "message"))
}

// distinct is the number of distinct values, more than maxDistinct when
// there were too many to count.
func (c *column) distinct() int {
	if c.many {
		return maxDistinct + 1
	}
	return len(c.counts)
}

// ranged says the field is a change or a ratio: its range tells more than
// its total.
func (c *column) ranged() bool {
	return c.kind == kindNumber && hasWord(c.name, "pct", "percent", "ratio", "rate", "change", "delta",
		"growth", "diff", "yoy", "mom", "wow", "avg", "mean", "score", "cvr", "ctr")
}

func (c *column) constant() bool { return c.distinct() <= 1 }

// score is how much a field tells in a table of rows records.
func (c *column) score(rows int) int {
	flat := rows > 1 && c.constant()
	switch {
	case c.headline:
		return 95
	case c.status >= 0:
		return 90 - c.status
	case c.kind == kindNumber && flat, c.kind == kindLabel && flat:
		return 10
	case c.ranged():
		return 80
	case c.kind == kindLabel:
		return 70
	case c.kind == kindNumber:
		return 65
	case c.kind == kindText:
		return 50
	case c.kind == kindTime:
		return 40
	case c.kind == kindID:
		return 20
	}
	return 0
}

// topColumns returns the n most telling fields in reading order: identifiers
// and titles first, then labels, states, numbers and times, each group in
// the records' own order.
func topColumns(cols []*column, rows, n int) []string {
	idx := make([]int, 0, len(cols))
	for i, c := range cols {
		if c.score(rows) > 0 {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cols[b].score(rows) - cols[a].score(rows) })
	idx = idx[:min(n, len(idx))]
	slices.SortStableFunc(idx, func(a, b int) int {
		if ra, rb := cols[a].readingRank(), cols[b].readingRank(); ra != rb {
			return ra - rb
		}
		if sa, sb := cols[a].status, cols[b].status; sa != sb {
			return sa - sb
		}
		return a - b
	})
	out := make([]string, 0, len(idx))
	for _, i := range idx {
		out = append(out, cols[i].name)
	}
	return out
}

// readingRank places a field in a table: identifiers, the title, labels,
// states, numbers, times.
func (c *column) readingRank() int {
	switch {
	case c.kind == kindID:
		return 0
	case c.headline:
		return 1
	case c.status >= 0:
		return 3
	case c.kind == kindLabel:
		return 2
	case c.kind == kindNumber:
		return 4
	case c.kind == kindTime:
		return 5
	}
	return 6
}

func isTime(s string) bool {
	if len(s) < 10 || len(s) > 35 || s[4] != '-' || s[7] != '-' {
		return false
	}
	for _, layout := range []string{time.DateOnly, time.RFC3339, time.DateTime, "2006-01-02T15:04:05"} {
		if _, err := time.Parse(layout, s); err == nil {
			return true
		}
	}
	return false
}

// sentence is the one-line summary: the count and kind of the records and
// what stands out in them, the first part always, the others while the
// line stays within soft characters.
func (r records) sentence(zh bool, soft int) string {
	switch {
	case !r.list && r.scalars == nil && r.scalar == nil:
		if zh {
			return "无数据"
		}
		return "no data"
	case !r.list && r.scalars == nil:
		return oneLine(jsonText(r.scalar, 200))
	case !r.list:
		var parts []string
		for _, kv := range r.scalars {
			if s := jsonText(kv[1], 40); s != "" && len(parts) < 4 {
				parts = append(parts, fmt.Sprintf("%v=%s", kv[0], oneLine(s)))
			}
		}
		return strings.Join(parts, map[bool]string{true: "，", false: ", "}[zh])
	}
	n := len(r.rows)
	head := r.count(zh)
	ctx := r.context()
	if n == 1 {
		if one := r.oneRecord(zh); one != "" {
			if ctx != "" {
				one = ctx + map[bool]string{true: "；", false: "; "}[zh] + one
			}
			ctx = one
		}
	}
	if ctx != "" {
		if zh {
			head += "（" + ctx + "）"
		} else {
			head += " (" + ctx + ")"
		}
	}
	var parts []string
	switch {
	case n == 1:
		if h := r.headlineText(zh, 30); h != "" {
			parts = append(parts, h)
		}
	case n > 1 && r.cols != nil:
		parts = r.highlights(zh)
	case n > 1:
		parts = r.scalarHighlights(zh)
	}
	sep, lead := "; ", ": "
	if zh {
		sep, lead = "，", "："
	}
	out := head
	for i, p := range parts {
		next := out + sep + p
		if i == 0 {
			next = out + lead + p
		}
		if i > 0 && utf8.RuneCountInString(next) > soft {
			break
		}
		out = next
	}
	return out
}

// count is "18 行", "14 条需求", "50 of 120 stores".
func (r records) count(zh bool) string {
	n := len(r.rows)
	total := 0
	truncated := false
	for _, kv := range r.scalars {
		switch kv[0] {
		case "total", "total_count", "totalCount", "total_rows":
			if x, ok := kv[1].(json.Number); ok {
				if t, err := x.Int64(); err == nil && int(t) > n {
					total = int(t)
				}
			}
		case "truncated", "has_more", "hasMore":
			truncated = kv[1] == true
		}
	}
	noun := r.noun.many
	if n == 1 {
		noun = r.noun.one
	}
	switch {
	case total > 0 && zh:
		return fmt.Sprintf("%d/%d %s", n, total, r.noun.zh)
	case total > 0:
		return fmt.Sprintf("%d of %d %s", n, total, r.noun.many)
	case truncated && zh:
		return fmt.Sprintf("%d %s（已截断）", n, r.noun.zh)
	case truncated:
		return fmt.Sprintf("%d %s (truncated)", n, noun)
	case zh:
		return fmt.Sprintf("%d %s", n, r.noun.zh)
	}
	return fmt.Sprintf("%d %s", n, noun)
}

// context is the short value naming what the records measure, such as
// metric=revenue.
func (r records) context() string {
	for _, want := range []string{"metric", "measure", "indicator", "name", "kind", "type", "category", "table"} {
		for _, kv := range r.scalars {
			if s, ok := kv[1].(string); ok && kv[0] == want && s != "" && utf8.RuneCountInString(s) <= 24 {
				return s
			}
		}
	}
	return ""
}

// unit is the unit the output declares for its values, if short.
func (r records) unit() string {
	for _, kv := range r.scalars {
		if s, ok := kv[1].(string); ok && (kv[0] == "unit" || kv[0] == "currency") && utf8.RuneCountInString(s) <= 8 {
			return s
		}
	}
	return ""
}

// oneRecord describes a single record: its states, labels and numbers.
func (r records) oneRecord(zh bool) string {
	m, ok := r.rows[0].(map[string]any)
	if !ok {
		return oneLine(jsonText(bilingualAny(r.rows[0], zh), 60))
	}
	var states, labels, nums []string
	for _, c := range r.cols {
		v, ok := m[c.name]
		if !ok || v == nil {
			continue
		}
		switch {
		case c.status >= 0 && len(states) < 2:
			states = append(states, stateWord(fmt.Sprint(v), zh))
		case c.kind == kindLabel && !c.headline && len(labels) < 2:
			labels = append(labels, toolspec.Truncate(bilingual(fmt.Sprint(v), zh), 24))
		case c.kind == kindNumber && len(nums) < 2:
			f, _ := v.(json.Number).Float64()
			nums = append(nums, r.numberPhrase(c, f, zh, c.ranged()))
		}
	}
	parts := append(append(states, labels...), nums...)
	if zh {
		return strings.Join(parts, " ")
	}
	return strings.Join(parts, ", ")
}

// numberPhrase is "31 分钟", "变化 +3.2%", "值 567,535 CNY".
func (r records) numberPhrase(c *column, f float64, zh, signed bool) string {
	unit := unitOf(c.name, zh)
	txt := numText(f, signed)
	if unit == "%" {
		return fieldLabel(c.name, zh, false) + " " + txt + "%"
	}
	if unit != "" {
		return txt + " " + unit
	}
	if u := r.unit(); u != "" && !signed {
		txt += " " + u
	}
	return fieldLabel(c.name, zh, false) + " " + txt
}

// headlineText is the record's title, in the report's language, cut short.
func (r records) headlineText(zh bool, max int) string {
	m, _ := r.rows[0].(map[string]any)
	for _, c := range r.cols {
		if s, ok := m[c.name].(string); ok && c.headline {
			return toolspec.Truncate(bilingual(oneLine(s), zh), max)
		}
	}
	return ""
}

// highlights are what stands out in many records, most telling first: the
// state distribution, the dimensions, the range of a change, a total,
// another distribution.
func (r records) highlights(zh bool) []string {
	n := min(len(r.rows), maxStatRows)
	var parts []string
	var states []*column
	for _, c := range r.cols {
		if c.status >= 0 && c.distinct() <= 6 {
			states = append(states, c)
		}
	}
	slices.SortStableFunc(states, func(a, b *column) int { return a.status - b.status })
	if len(states) > 0 {
		parts = append(parts, distribution(states[0], zh, false))
	}
	grid := r.grid(zh, n)
	if grid != "" {
		parts = append(parts, grid)
	}
	var ranged, summed *column
	for _, c := range r.cols {
		if c.kind != kindNumber || c.constant() {
			continue
		}
		if c.ranged() && ranged == nil {
			ranged = c
		} else if !c.ranged() && summed == nil {
			summed = c
		}
	}
	if ranged != nil {
		parts = append(parts, r.rangePhrase(ranged, zh))
	}
	if summed != nil {
		parts = append(parts, r.totalPhrase(summed, zh))
	}
	if len(states) > 1 {
		parts = append(parts, distribution(states[1], zh, true))
	}
	if len(states) == 0 && grid == "" {
		for _, c := range r.cols {
			if c.kind == kindLabel && !c.headline && c.distinct() > 1 && c.distinct() <= 6 {
				parts = append(parts, distribution(c, zh, true))
				break
			}
		}
	}
	return parts
}

// scalarHighlights describe a list of plain values: the first, or the range
// of numbers.
func (r records) scalarHighlights(zh bool) []string {
	lo, hi, nums := 0.0, 0.0, 0
	for _, v := range r.rows[:min(len(r.rows), maxStatRows)] {
		if x, ok := v.(json.Number); ok {
			f, _ := x.Float64()
			if nums == 0 || f < lo {
				lo = f
			}
			if nums == 0 || f > hi {
				hi = f
			}
			nums++
		}
	}
	if nums == len(r.rows) && nums > 0 {
		return []string{numText(lo, false) + "…" + numText(hi, false)}
	}
	first := oneLine(jsonText(bilingualAny(r.rows[0], zh), 60))
	if zh {
		return []string{"首条 " + first}
	}
	return []string{"first: " + first}
}

// distribution is "已完成 6、进行中 5、新建 3": the values by count, most
// frequent first; labelled with the field's name unless it is the state.
func distribution(c *column, zh, labelled bool) string {
	vals := make([]string, 0, len(c.counts))
	for v := range c.counts {
		vals = append(vals, v)
	}
	slices.SortFunc(vals, func(a, b string) int {
		if c.counts[a] != c.counts[b] {
			return c.counts[b] - c.counts[a]
		}
		return strings.Compare(a, b)
	})
	sep := ", "
	if zh {
		sep = "、"
	}
	parts := make([]string, 0, 5)
	for i, v := range vals {
		if i == 4 && len(vals) > 5 {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, fmt.Sprintf("%s %d", toolspec.Truncate(stateWord(bilingual(v, zh), zh), 16), c.counts[v]))
	}
	s := strings.Join(parts, sep)
	if labelled {
		s = fieldLabel(c.name, zh, false) + " " + s
	}
	return s
}

// grid is "按产品线×区域": one or two label fields whose values name each
// record exactly once.
func (r records) grid(zh bool, n int) string {
	var dims []*column
	for _, c := range r.cols {
		if c.kind == kindLabel && c.status < 0 && !c.headline && c.distinct() >= 2 && c.distinct() <= n && !c.many {
			dims = append(dims, c)
		}
	}
	name := func(cs ...*column) string {
		ls := make([]string, 0, len(cs))
		for _, c := range cs {
			ls = append(ls, fieldLabel(c.name, zh, false))
		}
		if zh {
			return "按" + strings.Join(ls, "×")
		}
		return "by " + strings.Join(ls, " × ")
	}
	for i, a := range dims {
		for _, b := range dims[i+1:] {
			if a.distinct()*b.distinct() == n && r.unique(n, a, b) {
				return name(a, b)
			}
		}
	}
	for _, a := range dims {
		if a.distinct() == n && n >= 4 && n <= 12 {
			return name(a)
		}
	}
	return ""
}

// unique reports whether the fields' values together differ in each of the
// first n records.
func (r records) unique(n int, cs ...*column) bool {
	seen := make(map[string]bool, n)
	for _, row := range r.rows[:n] {
		m, ok := row.(map[string]any)
		if !ok {
			return false
		}
		var key strings.Builder
		for _, c := range cs {
			fmt.Fprint(&key, m[c.name], "\x00")
		}
		if seen[key.String()] {
			return false
		}
		seen[key.String()] = true
	}
	return true
}

// rangePhrase is "变化 -12.6%…+8.4%".
func (r records) rangePhrase(c *column, zh bool) string {
	unit := unitOf(c.name, zh)
	signed := c.min < 0 || hasWord(c.name, "change", "delta", "growth", "diff", "yoy", "mom", "wow")
	lo, hi := numText(c.min, signed), numText(c.max, signed)
	switch unit {
	case "":
	case "%":
		lo, hi = lo+"%", hi+"%"
	default:
		hi += " " + unit
	}
	return fieldLabel(c.name, zh, false) + " " + lo + "…" + hi
}

// totalPhrase is "值合计 17,234,567 CNY" or, for a ratio, its range.
func (r records) totalPhrase(c *column, zh bool) string {
	u := r.unit()
	switch strings.ToLower(u) {
	case "ratio", "rate", "%", "percent", "pct":
		return fieldLabel(c.name, zh, false) + " " + numText(c.min, false) + "…" + numText(c.max, false)
	}
	if unit := unitOf(c.name, zh); unit != "" {
		u = unit
	}
	txt := numText(c.sum, false)
	if u != "" {
		txt += " " + u
	}
	if zh {
		return fieldLabel(c.name, zh, false) + "合计 " + txt
	}
	return "total " + fieldLabel(c.name, zh, false) + " " + txt
}

// numText renders a number for a reader: integers with thousands
// separators, fractions with at most four decimals, a sign when asked.
func numText(f float64, signed bool) string {
	var s string
	if f == math.Trunc(f) && math.Abs(f) < 1e15 {
		s = groupThousands(strconv.FormatInt(int64(math.Abs(f)), 10))
	} else {
		s = strconv.FormatFloat(math.Abs(f), 'f', -1, 64)
		if i := strings.IndexByte(s, '.'); i >= 0 && len(s)-i-1 > 4 {
			s = strings.TrimRight(strconv.FormatFloat(math.Abs(f), 'f', 4, 64), "0")
		}
		if i := strings.IndexByte(s, '.'); i >= 0 {
			s = groupThousands(s[:i]) + s[i:]
		}
	}
	switch {
	case f < 0:
		return "-" + s
	case signed && f > 0:
		return "+" + s
	}
	return s
}

func groupThousands(digits string) string {
	if len(digits) <= 4 {
		return digits
	}
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return b.String()
}

func bilingualAny(v any, zh bool) any {
	if s, ok := v.(string); ok {
		return bilingual(s, zh)
	}
	return v
}

// excerpt is the bounded data the report may quote: the values beside the
// list, the list's count, its first rows projected onto their most telling
// fields, and the fields a table should show, in order.
func (r records) excerpt(rows, maxBytes int) json.RawMessage {
	keep := topColumns(r.cols, len(r.rows), excerptColumns)
	show := topColumns(r.cols, len(r.rows), tableColumns)
	for n := min(rows, len(r.rows)); n >= 0; n-- {
		out := map[string]any{}
		for i, kv := range r.scalars {
			if i >= excerptScalars {
				break
			}
			out[kv[0].(string)] = compact(kv[1], 0)
		}
		if !r.list && r.scalar != nil {
			out["value"] = compact(r.scalar, 0)
		}
		if r.list {
			out[r.listName+"_count"] = len(r.rows)
			if len(show) > 0 {
				out[columnsKey] = show
			}
			first := make([]any, 0, n)
			for _, row := range r.rows[:n] {
				m, ok := row.(map[string]any)
				if !ok || len(keep) == 0 {
					first = append(first, compact(row, 1))
					continue
				}
				p := make(map[string]any, len(keep))
				for _, k := range keep {
					if v, ok := m[k]; ok {
						p[k] = compact(v, 0)
					}
				}
				first = append(first, p)
			}
			out[r.listName] = first
		}
		b, err := json.Marshal(out)
		if err == nil && len(b) <= maxBytes {
			return b
		}
	}
	return json.RawMessage(`{}`)
}

func decode(b json.RawMessage) (any, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, fmt.Errorf("trailing data after JSON value")
	}
	return v, nil
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// compact bounds a value: strings to 80 characters, objects to 8 keys,
// lists to 3 items, nesting to depth levels.
func compact(v any, depth int) any {
	switch x := v.(type) {
	case string:
		return toolspec.Truncate(x, 80)
	case map[string]any:
		if depth < 0 {
			return "{…}"
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		out := map[string]any{}
		for _, k := range head(keys, 8) {
			out[k] = compact(x[k], depth-1)
		}
		return out
	case []any:
		if depth < 0 {
			return fmt.Sprintf("[%d items]", len(x))
		}
		out := make([]any, 0, 3)
		for _, e := range x[:min(3, len(x))] {
			out = append(out, compact(e, depth-1))
		}
		return out
	}
	return v
}

func head(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func jsonText(v any, max int) string {
	if s, ok := v.(string); ok {
		return toolspec.Truncate(s, max)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return toolspec.Truncate(string(b), max)
}
