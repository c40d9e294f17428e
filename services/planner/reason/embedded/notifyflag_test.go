package embedded

import "testing"

// TestFillArgsNotifyFlagInChinese sets a notify_… flag from a Chinese
// goal that says to notify the people its name speaks of, clears it when
// the goal says not to, and leaves it when the goal notifies someone
// else.
func TestFillArgsNotifyFlagInChinese(t *testing.T) {
	const (
		members = `{"type":"object","properties":{"notify_members":{"type":"boolean","description":"Send a notice to everyone booked."}}}`
		patient = `{"type":"object","properties":{"notify_patient":{"type":"boolean","description":"Text the patient about it."}}}`
	)
	runFillCases(t, []fillCase{
		{"notify the members", "这节课取消掉，记得通知学员", members, map[string]any{"notify_members": true}},
		{"a notice to the members", "这节课取消掉，给报了名的会员发个通知", members, map[string]any{"notify_members": true}},
		{"notify the patient", "这张单子退回，顺便通知一下患者", patient, map[string]any{"notify_patient": true}},
		{"not to notify", "这张单子退回，不用通知患者", patient, map[string]any{"notify_patient": false}},
		{"someone else notified", "这节课取消掉，通知一下教练", members, map[string]any{}},
		// A notice received, a word of a noun, or notifying already done
		// asks to notify no one.
		{"a notice not received", "患者说没收到通知，重新排一下", patient, map[string]any{}},
		{"the notice settings", "患者的通知设置改一下", patient, map[string]any{}},
		{"a notice form", "住院通知单打出来给患者", patient, map[string]any{}},
		{"notified already", "重新排一下，患者那边我已经通知过了", patient, map[string]any{}},
	})
}
