package embedded

// dropDateWordValues removes an enum value that is the word a date
// parameter of the same tool is named for: "shipments created between
// March 1 and 5" names when they were created (created_from, created_to),
// not the status created. Only a goal that names a date is read so.
func dropDateWordValues(sch object, args map[string]any) {
	for n, v := range args {
		s, ok := v.(string)
		p := sch.Properties[n]
		if !ok || len(p.Enum) == 0 || isDateRole(n, p) {
			continue
		}
		for m, q := range sch.Properties {
			if m == n || !isDateRole(m, q) {
				continue
			}
			if slicesContains(nameWords(m), s) {
				delete(args, n)
				break
			}
		}
	}
}
