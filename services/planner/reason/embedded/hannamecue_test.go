package embedded

import "testing"

// TestFillArgsNameAfterJiao: 叫 before a surname's name names the person
// when a stop or a word of doing ends it (叫周倩，电话…), as 的 does; 叫
// that calls for a thing (叫辆车) names no one.
func TestFillArgsNameAfterJiao(t *testing.T) {
	runFillCases(t, []fillCase{
		{"a stop ends the name", "来了个客户，叫周倩，电话13816520937，帮她登记一下", prospect, map[string]any{"name": "周倩", "phone": "13816520937"}},
		{"a name of three before a word of doing", "叫张晓燕来登记一下，电话13816520937", prospect, map[string]any{"name": "张晓燕", "phone": "13816520937"}},
		{"的 ends it, as before", "登记一个叫周倩的客户，电话13816520937", prospect, map[string]any{"name": "周倩", "phone": "13816520937"}},
		{"calling for a car names no one", "帮我叫辆车，电话13816520937", prospect, map[string]any{"phone": "13816520937"}},
		{"calling for a takeaway names no one", "先叫个外卖，电话13816520937", prospect, map[string]any{"phone": "13816520937"}},
	})
}
