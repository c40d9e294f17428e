package digest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

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
			if obj, ok := kv[1].(map[string]any); ok && flat(obj) && len(parts) < 4 {
				parts = append(parts, fieldLabel(kv[0].(string), zh, true)+map[bool]string{true: "：", false: ": "}[zh]+pairsText(obj, zh, 40))
				continue
			}
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

func bilingualAny(v any, zh bool) any {
	if s, ok := v.(string); ok {
		return bilingual(s, zh)
	}
	return v
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

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

// pairsText is "books 4, toys 6": a flat object's keys and values, cut at
// about max characters.
func pairsText(obj map[string]any, zh bool, max int) string {
	sep := map[bool]string{true: "、", false: ", "}[zh]
	var b strings.Builder
	for i, k := range sortedKeys(obj) {
		part := bilingual(k, zh) + " " + oneLine(jsonText(obj[k], 20))
		if i > 0 && utf8.RuneCountInString(b.String())+utf8.RuneCountInString(part) > max {
			b.WriteString(sep + "…")
			break
		}
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(part)
	}
	return b.String()
}
