package embedded

import "testing"

// TestDecomposeColonDetail: the clauses after a colon that ends a request
// for one thing to make or send, to the end of the sentence, are what
// goes into that thing, not needs of their own. A colon after a list's
// lead-in, a sentence's end, or a clause that opens with a word of
// sequence still starts needs of their own.
func TestDecomposeColonDetail(t *testing.T) {
	for _, c := range []struct {
		goal string
		want int
	}{
		{"Put together an estimate for Kestrel Ltd: a team offsite on May 4, about 40 guests, they want rooms, lunch and a projector.", 1},
		{"给仓库组发个通知：叉车 F-2 停用，先用手推车搬运", 1},
		{"Send the crew a message: lift 3 is closed, use lift 4 instead", 1},
		// must leave alone
		{"Put together an estimate for Kestrel Ltd: a team offsite on May 4. Then book the main hall.", 2},
		{"给仓库组发个通知：叉车 F-2 停用，然后查一下库存", 2},
		{"帮我办几件事：重启 db-02，查一下日志", 2},
		{"重启 db-02，查一下日志", 2},
	} {
		needs, _ := decompose(c.goal)
		if len(needs) != c.want {
			t.Errorf("decompose(%q) = %d needs %v, want %d", c.goal, len(needs), needs, c.want)
		}
	}
}

// TestDecomposeColonDetailNewRequest: after a request's colon, a clause
// that asks the assistant again (帮我取消…, "and reserve 40 chairs") or
// asks another party than the message's ("tell the driver to …") starts
// a need of its own.
func TestDecomposeColonDetailNewRequest(t *testing.T) {
	for _, c := range []struct {
		goal string
		want int
	}{
		{"给仓库组发个通知：叉车 F-2 停用，帮我取消 PO-3312 的采购单", 2},
		{"给仓库组发个通知：叉车 F-2 停用，麻烦再订 3 台手推车", 2},
		{"Send the crew a message: lift 3 is closed, and please reserve 40 chairs for hall B", 2},
		{"Send the guests a note: the bus is late, tell the driver to wait at gate 2", 2},
		// must leave alone
		{"给仓库组发个通知：叉车 F-2 停用，先用手推车搬运", 1},
		{"Send the crew a message: lift 3 is closed, and 40 chairs are in hall B", 1},
		{"给仓库组发个通知：叉车 F-2 停用，麻烦大家绕行", 1},
		{"Send the crew a message: lift 3 is closed, tell the crew to use lift 4", 1},
	} {
		needs, _ := decompose(c.goal)
		if len(needs) != c.want {
			t.Errorf("decompose(%q) = %d needs %v, want %d", c.goal, len(needs), needs, c.want)
		}
	}
}
