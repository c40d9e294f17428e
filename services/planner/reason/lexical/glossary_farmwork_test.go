package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryFarmworkWords: a drone (无人机), a grain dryer (烘干机),
// hail (冰雹), heat (高温), frost (霜冻) and drought (干旱) find the
// tools described in English; the neighbouring tools keep the requests
// that name them.
func TestGlossaryFarmworkWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "uav_slots", Description: "Free slots of the spraying drone fleet."},
		{Name: "grain_drier_queue", Description: "Queue of loads waiting for the grain dryer."},
		{Name: "hail_watch", Description: "Hail warnings for a county."},
		{Name: "heat_watch", Description: "High temperature warnings for a county."},
		{Name: "frost_watch", Description: "Frost warnings for a county."},
		{Name: "drought_index", Description: "Drought index of a county."},
		{Name: "staff_find", Description: "Look up a member of staff by name."},
	}
	checkSelects(t, cat, []selectCase{
		{"明天无人机还有空吗", "uav_slots"},
		{"烘干机前面排了几车", "grain_drier_queue"},
		{"县里发冰雹预警了吗", "hail_watch"},
		{"县里发高温预警了吗", "heat_watch"},
		{"县里发霜冻预警了吗", "frost_watch"},
		{"县里现在干旱到什么程度", "drought_index"},
		{"查一下同事老王", "staff_find"},
	})
}
