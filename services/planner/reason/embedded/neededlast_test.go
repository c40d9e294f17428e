package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestNeededLastAsksForTheWrite: a need that tells a case and ends by
// saying what the case needs (…，需要维修) asks for the write on the
// object its read was chosen for; a question about what is needed, and
// 需要 opening a longer clause (…，需要维修的都列出来), keep the read.
func TestNeededLastAsksForTheWrite(t *testing.T) {
	cat := map[string]*toolspec.Spec{
		"list_repair_jobs": {Name: "list_repair_jobs", SideEffect: toolspec.Read},
		"open_repair_job":  {Name: "open_repair_job", SideEffect: toolspec.Write},
	}
	scores := []task.Score{{Tool: "list_repair_jobs", Score: 0.3}, {Tool: "open_repair_job", Score: 0.25}}
	for _, tc := range []struct{ text, want string }{
		{"三楼的打印机坏了，卡纸很严重，需要维修", "open_repair_job"},
		{"P-12 打印机又漏墨了，急需上门", "open_repair_job"},
		// Left alone: questions, and 需要 that does not end the need.
		{"三楼的打印机坏了，需要维修吗", "list_repair_jobs"},
		{"三楼哪些打印机需要维修？", "list_repair_jobs"},
		{"三楼的打印机上周修过，又卡纸了，需要多久", "list_repair_jobs"},
		{"三楼的打印机坏了，需要几天", "list_repair_jobs"},
		{"三楼打印机坏了几台，需要维修的都列出来", "list_repair_jobs"},
	} {
		st := task.Subtask{Tool: "list_repair_jobs"}
		wantedAction(&st, tc.text, tc.text, scores, cat)
		if st.Tool != tc.want {
			t.Errorf("%q: tool %s, want %s", tc.text, st.Tool, tc.want)
		}
	}
}
