package embedded

import "testing"

// TestDecomposeLabelledValue: a clause that is only an identifier and the
// noun it is the value of goes on with the need before it; a verb before
// an identifier is a need of its own.
func TestDecomposeLabelledValue(t *testing.T) {
	tests := []struct {
		goal string
		want int
	}{
		{"Book a boiler service for flat FL-2207 on Friday, technician TEC-118", 1},
		{"Book a boiler service for flat FL-2207 on Friday, the surveyor SV-31.", 1},
		{"给 FL-2207 约周五上门检修，维修员 W5521", 1},
		{"登记这批退货，入库单 RK20250311007", 1},
		{"登记这批退货，退货单 TH20250311007", 1},
		// must leave alone
		{"Book a boiler service for flat FL-2207 on Friday, cancel SV-31", 2},
		{"给 FL-2207 约周五上门检修，取消 W5521", 2},
		{"给 FL-2207 约周五上门检修，取消工单 W5521", 2},
		{"Book a boiler service for flat FL-2207 on Friday, notify supervisor SV-31", 2},
	}
	for _, tc := range tests {
		wantNeedCount(t, tc.goal, tc.want)
	}
}
