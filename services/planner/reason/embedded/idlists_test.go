package embedded

import "testing"

// TestSplitNeedsIDList: a 、 between identifiers after a preposition
// (给 ST-1、ST-2 推固件) lists the objects of one verb: one need. A part
// with a verb of its own, or a next part that opens with a verb, stays
// apart.
func TestSplitNeedsIDList(t *testing.T) {
	tests := []struct {
		text  string
		needs int
	}{
		{"给 ST-204117、ST-204118 推 4.2.1 固件", 1},
		{"对 ZN-1、ZN-2 做一次巡检", 1},
		{"给 ST-1、ST-2、ST-3 推固件", 1},
		// Leave alone.
		{"重启 ST-1、查一下 ST-2", 2},
		{"对 ST-1、停用 ST-2", 2},
		{"查一下 ST-1、ST-2 的状态", 2},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			if got := splitNeeds(tc.text); len(got) != tc.needs {
				t.Errorf("%d needs %+v, want %d", len(got), got, tc.needs)
			}
		})
	}
}

// TestSplitNeedsTrailingIDList: identifiers alone after a part that ends
// with one (提醒一下：CA-1、CA-2、CA-3) list the objects of that part's
// verb: one need. A next part with words of its own stays apart.
func TestSplitNeedsTrailingIDList(t *testing.T) {
	tests := []struct {
		text  string
		needs int
	}{
		{"明天早班的几个临时工发个短信提醒一下：CA-700112、CA-700145、CA-700198", 1},
		{"地块DK210301、DK210302", 1},
		{"冻结 CD-1001、CD-1002", 1},
		// Leave alone.
		{"冻结 CD-1001、查一下 CD-1002", 2},
		{"冻结 CD-1001、CD-1002 的流水导出来", 2},
		{"工时单、CD-1002", 2},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			if got := splitNeeds(tc.text); len(got) != tc.needs {
				t.Errorf("%d needs %+v, want %d", len(got), got, tc.needs)
			}
		})
	}
}
