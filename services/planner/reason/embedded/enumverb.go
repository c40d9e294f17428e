package embedded

import (
	"fmt"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// verbAsValue reports whether the verb a write is named after stands in
// text as a value of the read's own parameter that text names ("status
// 是 open 的" for a read whose status takes open): the word filters what
// the read lists, and names no action of the write (open_claim). A name
// of fewer than four letters (id, to) is too common a word to count.
func verbAsValue(text, verb string, read *toolspec.Spec) bool {
	sch, err := schemaObject(read.Parameters)
	if err != nil {
		return false
	}
	lower := strings.ToLower(text)
	for name, prop := range sch.Properties {
		if len(name) < 4 { // id, to: words of many a sentence
			continue
		}
		if !strings.Contains(lower, strings.ToLower(strings.ReplaceAll(name, "_", " "))) && !strings.Contains(lower, strings.ToLower(name)) {
			continue
		}
		for _, v := range prop.Enum {
			if strings.EqualFold(fmt.Sprint(v), verb) {
				return true
			}
		}
	}
	return false
}
