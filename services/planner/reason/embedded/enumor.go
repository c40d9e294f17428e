package embedded

// orAlternatives are the readings of a value's words that hold one of
// two words joined by or: power or water outage is a power outage or a
// water outage.
func orAlternatives(stems []string) [][]string {
	var out [][]string
	for i := 1; i+1 < len(stems); i++ {
		if stems[i] != "or" {
			continue
		}
		out = append(out,
			append(append([]string{}, stems[:i]...), stems[i+2:]...),
			append(append([]string{}, stems[:i-1]...), stems[i+1:]...))
	}
	return out
}
