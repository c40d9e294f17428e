package digest

import (
	"encoding/json"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"
)

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
