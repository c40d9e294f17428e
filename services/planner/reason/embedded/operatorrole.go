package embedded

import (
	"slices"
	"strings"
)

// symbolOperator reports whether a parameter named operator is one of a
// comparison or a calculation ("Comparison operator, such as = or >"),
// its value a symbol or a keyword: no one who operates anything, so "by"
// introduces none of its values ("filter the orders by Region").
func symbolOperator(raw []string, desc string) bool {
	if !slices.Contains(raw, "operator") {
		return false
	}
	for _, w := range []string{"compar", "logical", "arithmetic", "mathematical", "condition"} {
		if strings.Contains(desc, w) {
			return true
		}
	}
	return strings.ContainsAny(desc, "=<>")
}
