package embedded

import "testing"

// TestComplaintIsNoQuestion: a goal that ends by complaining how hard
// something is to do ("Why is it so hard to find …?") asks for it done,
// not to be shown state; other why-questions still ask about state.
func TestComplaintIsNoQuestion(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"This is ridiculous! I need to generate a QR code quickly. Why is it so hard to find a reliable QR code creator?", false},
		{"Why is it so difficult to book a meeting room?", false},
		// must leave alone
		{"Why was ORD-1 cancelled?", true},
		{"Why is it so slow to load the sales report?", true},
		{"Why is it hard to reach the warehouse today?", true},
		{"Why is it so hard to find a QR code maker? And which one do you have?", true},
		{"Which QR code makers do you have? Why is it so hard to find one?", true},
		{"Where is ORD-1? Why was it so hard to track it?", true},
	} {
		if got := isQuestion(tc.text); got != tc.want {
			t.Errorf("isQuestion(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
