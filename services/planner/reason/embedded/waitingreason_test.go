package embedded

import "testing"

// TestSomeoneWaitingIsTheReason: a clause after a request that only says
// someone waits or asks for it (客户在问, "the owner is on the phone") is
// why the request is made, not a need of its own that a tool sharing its
// words would serve. A request after it still stands.
func TestSomeoneWaitingIsTheReason(t *testing.T) {
	checkPlans(t, marinaCatalog(), []planCase{
		{"on the phone", "Has BT-1204 been released already? Owner is on the phone.", []string{"get_berth"}},
		{"在问", "BT-1204 的清洁约了没有？船主在问", []string{"get_berth"}},
		{"在等", "BT-1204 的清洁约了没有？船主在等", []string{"get_berth"}},
		{"在催", "把 BT-1204 释放了，船主一直在催", []string{"release_berth"}},
		{"a request with the waiting", "Release BT-1204, the owner is waiting.", []string{"release_berth"}},
		{"a request after", "BT-1204 释放了没有？船主在问，另外把 13800001111 的门禁停用", []string{"get_berth", "bar_owner_access"}},
	})
	for _, text := range []string{"客户在问", "Customer is on the phone", "the client is still waiting", "船主一直在催", "客户还在等着。", "the owner is asking about it"} {
		if !statesReason(text) {
			t.Errorf("statesReason(%q) = false, want true", text)
		}
	}
	for _, text := range []string{"what is on the phone bill", "在问题单里加一条", "正在等审批的门禁申请列一下", "还在等审批的申请有哪些",
		"owner is waiting for a berth, let BT-1205 to him"} {
		if statesReason(text) {
			t.Errorf("statesReason(%q) = true, want false", text)
		}
	}
}
