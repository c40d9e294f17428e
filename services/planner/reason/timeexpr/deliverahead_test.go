package timeexpr

import "testing"

// TestDeliveryDayIsAhead checks that a weekday something is to be
// delivered on is the coming one, while deliveries looked back
// on keep the latest begun.
func TestDeliveryDayIsAhead(t *testing.T) {
	checkRanges(t, "2025-06-18 10:00", []rangeCase{ // a Wednesday
		{"deliver on a weekday", "Order 20 kg of flour from the mill, deliver on Friday", "2025-06-20..2025-06-20"},
		{"deliver a month ahead", "Please deliver the spare parts in July", "2025-07-01..2025-07-31"},
		// Must leave alone.
		{"delivered on a weekday", "What was delivered on Friday?", "2025-06-13..2025-06-13"},
		{"did they deliver", "Did the mill deliver on Friday?", "2025-06-13..2025-06-13"},
		{"deliveries looked up", "deliveries on Friday", "2025-06-13..2025-06-13"},
		{"a ship named", "Which ship docked at berth 4 on Monday?", "2025-06-16..2025-06-16"},
	})
}
