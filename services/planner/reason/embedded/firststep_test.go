package embedded

import "testing"

// TestFirstStepKeepsItsTool: 先 X，再 Y orders two steps: X keeps the
// tool chosen for it though the whole goal's words choose Y's.
func TestFirstStepKeepsItsTool(t *testing.T) {
	checkPlans(t, bulletinCatalog(), []planCase{
		{"first, then", "先看下 BL-10233 写了什么，再查一下作者 AU-0213 还写过哪些公告", []string{"get_bulletin", "list_author_bulletins"}},
		{"first, then, English", "First pull up BL-10233, then list what else author AU-0213 wrote", []string{"get_bulletin", "list_author_bulletins"}},
		{"first the one's author, then the author's list", "先看下 BL-10233 的作者，再查一下作者 AU-0213 写过的公告", []string{"get_bulletin", "list_author_bulletins"}},
		{"first who wrote it, then the rest", "先看下 BL-10233 是哪个作者写的，再查一下 AU-0213 还写过哪些公告", []string{"get_bulletin", "list_author_bulletins"}},
		{"first who wrote it, English", "First check who wrote BL-10233, then list the bulletins author AU-0213 wrote", []string{"get_bulletin", "list_author_bulletins"}},
		{"no order stated", "看下作者 AU-0213 写过哪些公告", []string{"list_author_bulletins"}},
	})
}
