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

// TestTwoRequestsKeepTheirTools: two requests joined by "and", each with
// a verb of request and things of its own, are two steps though the whole
// goal's words choose the second's tool.
func TestTwoRequestsKeepTheirTools(t *testing.T) {
	checkPlans(t, bulletinCatalog(), []planCase{
		{"look up, and list", "Look up bulletin BL-10233 and list what else author AU-0213 wrote last month", []string{"get_bulletin", "list_author_bulletins"}},
		// Must leave alone: words joined by "and" with no verb of their own.
		{"adjectives joined", "Show me detailed and comprehensive information on bulletin BL-10233", []string{"get_bulletin"}},
		{"one request", "List what author AU-0213 wrote last month", []string{"list_author_bulletins"}},
	})
}
