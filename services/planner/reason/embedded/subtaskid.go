package embedded

import (
	"fmt"
	"strings"
)

// subtaskID names a subtask after its tool without the verb ("query_",
// "fetch_" …), so log lines read "metric_center", "alert_history".
func subtaskID(tool string, i int) string {
	if tool == "" {
		return fmt.Sprintf("need_%d", i+1)
	}
	id := strings.ToLower(tool)
	for _, p := range []string{"query_", "fetch_", "get_", "list_", "search_", "find_", "read_", "export_"} {
		if strings.HasPrefix(id, p) && len(id) > len(p) {
			id = id[len(p):]
			break
		}
	}
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' {
			return r
		}
		return '_'
	}, id)
}

func uniqueID(id string, seen map[string]bool) string {
	base := id
	for k := 2; seen[id] || id == "report"; k++ {
		id = fmt.Sprintf("%s_%d", base, k)
	}
	seen[id] = true
	return id
}
