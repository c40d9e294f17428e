package embedded

import (
	"reflect"
	"testing"
)

// TestEnumByEnglishForHan: an English goal names a Chinese value by the
// glossary's word for it or by its pinyin; other words name none.
func TestEnumByEnglishForHan(t *testing.T) {
	sites := []any{"东河站", "西岭站", "南湾站"}
	crops := []any{"小麦", "玉米", "大豆"}
	for _, tc := range []struct {
		goal string
		enum []any
		want []string
	}{
		{"How much came in at Nanwan station last week?", sites, []string{"南湾站"}},
		{"weigh-in at xiling station", sites, []string{"西岭站"}},
		{"what came in at the station last week?", sites, nil},
		{"nanwan bridge is closed", sites, nil},
		{"南湾站上周收了多少", sites, nil},
		{"settle all wheat taken in last week", crops, []string{"小麦"}},
		{"settle all grain taken in last week", crops, nil},
		{"list the closed tickets", []any{"新建", "已关闭"}, []string{"已关闭"}},
		{"cancel ticket T-8812, the customer is closing the account", []any{"新建", "已关闭"}, nil},
	} {
		if got := enumByEnglishForHan(tc.enum, tc.goal); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: got %v, want %v", tc.goal, got, tc.want)
		}
	}
}
