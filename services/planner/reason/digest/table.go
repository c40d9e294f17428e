package digest

import (
	"encoding/json"
	"fmt"
	"strings"
)

const (
	// tableRows is how many rows a report table shows.
	tableRows = 5
	// cellWidth caps a table cell, in display columns.
	cellWidth = 28
)

// dataTable is the first rows of a step's data excerpt, ready to print.
type dataTable struct {
	header []string
	right  []bool // numbers are right-aligned
	rows   [][]string
	more   int // rows not shown
}

// parseTable reads a data excerpt as Summarize writes it (the list, its
// count and the columns to show) or any JSON object holding a list of
// objects, and keeps its first rows and most telling columns. It is nil when
// there is nothing to tabulate.
//
// The fields goal asks for are shown whatever their rank, under their own
// names.
func parseTable(data json.RawMessage, zh bool, goal string) *dataTable {
	if len(data) == 0 {
		return nil
	}
	v, err := Decode(data)
	if err != nil {
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	listKey := ""
	for _, k := range sortedKeys(m) {
		if _, isList := m[k].([]any); !isList || k == columnsKey {
			continue
		}
		if _, counted := m[k+"_count"]; counted || listKey == "" {
			listKey = k
		}
	}
	list, _ := m[listKey].([]any)
	if listKey == "" {
		return mapTable(m, zh)
	}
	// An excerpt Summarize wrote is already as long as the goal wants it:
	// its rows are all shown.
	shown := tableRows
	if _, ok := m[listKey+"_count"]; ok {
		shown = len(list)
	}
	var rows []map[string]any
	for _, x := range list[:min(len(list), shown)] {
		if o, ok := x.(map[string]any); ok {
			rows = append(rows, o)
		}
	}
	if len(rows) == 0 {
		return nil
	}
	total := len(list)
	if c, ok := m[listKey+"_count"].(json.Number); ok {
		if n, err := c.Int64(); err == nil && int(n) > total {
			total = int(n)
		}
	}
	var names []string
	if cs, ok := m[columnsKey].([]any); ok {
		for _, c := range cs {
			if s, ok := c.(string); ok && len(names) < tableColumns {
				names = append(names, s)
			}
		}
	}
	anyRows := make([]any, len(rows))
	for i, row := range rows {
		anyRows[i] = row
	}
	cols := columnsOf(anyRows, nil)
	if len(names) == 0 {
		names = topColumns(cols, len(rows), tableColumns)
	}
	all := make([]string, 0, len(cols))
	for _, c := range cols {
		all = append(all, c.name)
	}
	names = preferAsked(goal, all, names, tableColumns)
	byName := map[string]*column{}
	for _, c := range cols {
		byName[c.name] = c
	}
	t := &dataTable{more: total - len(rows)}
	for _, name := range names {
		c := byName[name]
		if c == nil {
			c = &column{name: name, status: -1}
		}
		t.header = append(t.header, fieldLabel(name, zh, true))
		t.right = append(t.right, c.kind == kindNumber)
	}
	for _, row := range rows {
		line := make([]string, 0, len(names))
		for _, name := range names {
			line = append(line, cellText(row[name], byName[name], zh))
		}
		t.rows = append(t.rows, line)
	}
	for i, right := range t.right {
		if right {
			alignDecimals(t.rows, i)
		}
	}
	return t
}

// alignDecimals gives the numbers of column i the same number of decimals,
// so "+14" sits under "-12.6" as "+14.0".
func alignDecimals(rows [][]string, i int) {
	decimals := func(s string) int {
		if j := strings.LastIndexByte(s, '.'); j >= 0 {
			return len(s) - j - 1
		}
		return 0
	}
	most := 0
	for _, row := range rows {
		most = max(most, decimals(row[i]))
	}
	if most == 0 {
		return
	}
	for _, row := range rows {
		s := row[i]
		if s == "" || s == "-" || strings.HasSuffix(s, "…") {
			continue
		}
		if d := decimals(s); d == 0 {
			row[i] = s + "." + strings.Repeat("0", most)
		} else {
			row[i] = s + strings.Repeat("0", most-d)
		}
	}
}

// cellText renders one value for a table cell.
func cellText(v any, c *column, zh bool) string {
	var s string
	switch x := v.(type) {
	case nil:
		return "-"
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			s = x.String()
			break
		}
		s = numText(f, c != nil && hasWord(c.name, "change", "delta", "growth", "diff", "yoy", "mom", "wow"))
	case string:
		s = bilingual(oneLine(x), zh)
		switch {
		case c != nil && c.status >= 0:
			s = stateWord(s, zh)
		case isTime(s) && len(s) > 10:
			s = shortTime(s)
		}
	case bool:
		s = fmt.Sprint(x)
	default:
		s = jsonText(x, 60)
	}
	return fitWidth(s, cellWidth)
}

// shortTime shows a timestamp as "2006-01-02 15:04".
func shortTime(s string) string {
	if len(s) >= 16 && (s[10] == 'T' || s[10] == ' ') {
		return s[:10] + " " + s[11:16]
	}
	return s
}

// plain renders the table as aligned plain text for an e-mail.
func (t *dataTable) plain(indent, more string) string {
	widths := make([]int, len(t.header))
	for i, h := range t.header {
		widths[i] = width(h)
	}
	for _, row := range t.rows {
		for i, c := range row {
			widths[i] = max(widths[i], width(c))
		}
	}
	var b strings.Builder
	line := func(cells []string, rule bool) {
		b.WriteString(indent)
		for i, c := range cells {
			if i > 0 {
				b.WriteString("  ")
			}
			switch {
			case rule:
				c = strings.Repeat("-", widths[i])
			case i == len(cells)-1 && !t.right[i]:
				b.WriteString(c)
				continue
			}
			b.WriteString(pad(c, widths[i], t.right[i]))
		}
		b.WriteString("\n")
	}
	line(t.header, false)
	line(t.header, true)
	for _, row := range t.rows {
		line(row, false)
	}
	if t.more > 0 {
		b.WriteString(indent + fmt.Sprintf(more, t.more) + "\n")
	}
	return b.String()
}

// markdown renders the table as a markdown table.
func (t *dataTable) markdown(more string) string {
	var b strings.Builder
	head := make([]string, len(t.header))
	for i, h := range t.header {
		head[i] = cell(h)
	}
	b.WriteString("| " + strings.Join(head, " | ") + " |\n|")
	for _, right := range t.right {
		if right {
			b.WriteString("---:|")
		} else {
			b.WriteString("---|")
		}
	}
	b.WriteString("\n")
	for _, row := range t.rows {
		cells := make([]string, len(row))
		for i, c := range row {
			cells[i] = cell(c)
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}
	if t.more > 0 {
		b.WriteString("\n_" + fmt.Sprintf(more, t.more) + "_\n")
	}
	return b.String()
}

// mapTable tabulates the first object of flat values in an excerpt
// ("by_category": {"books": 4, "toys": 6}): one row per key, the key under
// the name the object's own name gives it ("category") and the value
// beside it. It is nil when there is no such object.
func mapTable(m map[string]any, zh bool) *dataTable {
	for _, k := range sortedKeys(m) {
		obj, ok := m[k].(map[string]any)
		if !ok || len(obj) < 2 || !flat(obj) {
			continue
		}
		keyName := strings.TrimPrefix(strings.TrimPrefix(k, "by_"), "per_")
		if keyName == k {
			keyName = "name"
		}
		t := &dataTable{header: []string{fieldLabel(keyName, zh, true), fieldLabel("value", zh, true)}, right: []bool{false, true}}
		keys := sortedKeys(obj)
		for _, key := range keys[:min(len(keys), tableRows)] {
			t.rows = append(t.rows, []string{bilingual(key, zh), cellText(obj[key], nil, zh)})
		}
		t.more = len(keys) - len(t.rows)
		alignDecimals(t.rows, 1)
		return t
	}
	return nil
}

// flat reports whether every value of obj is a number, string or boolean.
func flat(obj map[string]any) bool {
	for _, v := range obj {
		switch v.(type) {
		case json.Number, string, bool:
		default:
			return false
		}
	}
	return true
}
