package digest

import (
	"encoding/json"

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
	// Detail says the goal asks for the records themselves (see
	// AsksForRows): the excerpt keeps up to 20 rows (or Rows, if more)
	// within DataBytes, fewer fields before fewer rows, and the report's
	// table shows every row it kept and how many more there are.
	Detail bool
}

func (l Limits) withDefaults() Limits {
	if l.Detail {
		l.Rows = max(l.Rows, detailRows)
	}
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
	v, err := Decode(output)
	if err != nil {
		lead := "output is not valid JSON: "
		if zh {
			lead = "输出不是合法 JSON："
		}
		return toolspec.Truncate(lead+oneLine(toolspec.Truncate(string(output), 200)), l.Chars), nil
	}
	rs := analyze(v, output, tool)
	line = toolspec.Truncate(rs.sentence(zh, min(softSummaryChars, l.Chars)), l.Chars)
	return line, rs.excerpt(l.Rows, l.DataBytes, l.Detail)
}
