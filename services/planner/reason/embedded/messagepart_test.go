package embedded

import "testing"

// TestDecomposeMessagePart: after a need that asks to send a message, a
// clause that gives the message's subject or body, or what it asks its
// readers to do, is part of that need. After a need that sends nothing,
// or naming an object of its own, it stays a need.
func TestDecomposeMessagePart(t *testing.T) {
	for _, c := range []struct {
		goal string
		want int
	}{
		{"给OR-5521的买家发封邮件，主题写“发货延迟说明”，请他们耐心等待", 1},
		{"Email the tenant of unit 4B, subject: boiler visit, ask them to leave the door open", 1},
		// must leave alone
		{"把OR-5521的地址改一下，请他们确认收货", 2},
		{"给OR-5521的买家发封邮件，请他们查一下OR-7730的物流", 2},
	} {
		needs, _ := decompose(c.goal)
		if len(needs) != c.want {
			t.Errorf("decompose(%q) = %d needs %v, want %d", c.goal, len(needs), needs, c.want)
		}
	}
}

// TestDecomposeMessagePartOtherParty: "ask the caterer to …" after a
// message to someone else is a request of its own to another party; the
// readers the ask speaks to must be the message's own.
func TestDecomposeMessagePartOtherParty(t *testing.T) {
	for _, c := range []struct {
		goal string
		want int
	}{
		{"Email the landlord about unit 4B, and ask the plumber to check the boiler", 2},
		{"Text the guests about the delay, tell the driver to wait at gate 2", 2},
		// must leave alone
		{"Email the landlord about unit 4B, and ask the landlord to call back", 1},
		{"Email the tenant of unit 4B, ask them to leave the door open", 1},
	} {
		needs, _ := decompose(c.goal)
		if len(needs) != c.want {
			t.Errorf("decompose(%q) = %d needs %v, want %d", c.goal, len(needs), needs, c.want)
		}
	}
}
