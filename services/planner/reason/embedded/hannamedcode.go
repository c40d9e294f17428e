package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// hanNumberNouns end a Chinese noun that says the value after it is the
// number of a document or thing: 收据号, 快递单号, 订单编号.
var hanNumberNouns = []string{"单号", "编号", "号码", "号", "单"}

// hanNamedCode reports whether a code is written right after a Chinese noun
// the glossary gives a word of the parameter's name for, less a number
// noun and a linking 是, 为 or colon: 收据号 RC-2231 for receipt_no, 发票号
// FP-1 for invoice_ref. The noun says whose number the code is.
func hanNamedCode(s *slot, before string) bool {
	t := strings.TrimRight(before, " ")
	t = strings.TrimRight(t, ":：是为")
	t = strings.TrimRight(t, " ")
	for _, n := range hanNumberNouns {
		if strings.HasSuffix(t, n) {
			t = strings.TrimSuffix(t, n)
			break
		}
	}
	if r, _ := utf8.DecodeLastRuneInString(t); !unicode.Is(unicode.Han, r) {
		return false
	}
	for _, w := range s.words {
		if len(w) > 2 && !idWords[w] && unitFamily(w) == "" && !matchesWord(s.rivals, w) && lexical.GlossEnds(t, w) {
			return true
		}
	}
	return false
}
