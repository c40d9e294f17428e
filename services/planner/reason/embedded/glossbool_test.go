package embedded

import (
	"reflect"
	"testing"
)

// TestFillArgsFlagByBracketHeadHan checks that a flag is set by the
// Chinese word that opens its description's bracket, even when an
// English gloss follows it inside.
func TestFillArgsFlagByBracketHeadHan(t *testing.T) {
	const clinics = `{"type":"object","properties":{"district":{"type":"string","description":"District name."},"weekend":{"type":"boolean","description":"Only clinics open on weekends (周末营业, closed on public holidays)."}}}`
	tests := []struct {
		name, goal string
		want       map[string]any
	}{
		{"the word stated", "找几家周末营业的诊所", map[string]any{"weekend": true}},
		{"the word not written", "找几家周末不营业的诊所", map[string]any{}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fill(t, e, tc.goal, clinics)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
		})
	}
}

// TestFillArgsMailboxIsEmail checks that 邮箱, the mailbox a message is
// sent to, names an email channel.
func TestFillArgsMailboxIsEmail(t *testing.T) {
	const report = `{"type":"object","properties":{"report_id":{"type":"string","pattern":"^R[0-9]{4}$"},"via":{"type":"string","enum":["email","letter","fax"],"description":"email, letter (by post), fax."}}}`
	e := newEngine(t)
	got, _ := fill(t, e, "把R2041的报告发到我邮箱", report)
	want := map[string]any{"report_id": "R2041", "via": "email"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("args = %#v, want %#v", got, want)
	}
}

// TestFillArgsKeepFlag: a keep_ flag is set by the goal saying its thing
// stays as it is, in either language.
func TestFillArgsKeepFlag(t *testing.T) {
	const rebook = `{"type":"object","properties":{"ticket_no":{"type":"string"},"keep_seat":{"type":"boolean","description":"Hold the same seat on the new flight."}}}`
	runFillCases(t, []fillCase{
		{"保持不变", "把票改到明天，seat 保持不变", rebook, map[string]any{"keep_seat": true}},
		{"unchanged", "Move the flight to tomorrow with the seat unchanged", rebook, map[string]any{"keep_seat": true}},
		{"nothing said of the seat", "Move the flight to tomorrow", rebook, map[string]any{}},
	})
}

// TestFillArgsReasonWords: everyday words for what went wrong name the
// reason values they gloss: 变质 spoiled, 摔碎 damaged, rude a matter of
// service attitude.
func TestFillArgsReasonWords(t *testing.T) {
	const (
		loss      = `{"type":"object","properties":{"cause":{"type":"string","enum":["theft","damaged","spoiled","miscount"]}}}`
		complaint = `{"type":"object","properties":{"kind":{"type":"string","enum":["noise","cleanliness","service_attitude","billing"]}}}`
	)
	runFillCases(t, []fillCase{
		{"变质", "冷库里那批酸奶变质了，报损一下", loss, map[string]any{"cause": "spoiled"}},
		{"摔碎", "搬货时摔碎了两箱啤酒，报个损", loss, map[string]any{"cause": "damaged"}},
		{"rude", "The night porter was rude to the guest in 1204", complaint, map[string]any{"kind": "service_attitude"}},
	})
}

// TestFillArgsCompleteFlag: 收齐 and 到齐 say a delivery came complete.
func TestFillArgsCompleteFlag(t *testing.T) {
	const receipt = `{"type":"object","properties":{"delivery_no":{"type":"string","pattern":"^DN[0-9]{6}$"},"complete":{"type":"boolean","description":"Whether everything ordered came."}}}`
	runFillCases(t, []fillCase{
		{"收齐", "DN204417 的货收齐了，登记入库", receipt, map[string]any{"delivery_no": "DN204417", "complete": true}},
		{"到齐", "DN204417 到齐了，帮忙收货", receipt, map[string]any{"delivery_no": "DN204417", "complete": true}},
		{"part of it", "DN204417 只到了一部分，先收货", receipt, map[string]any{"delivery_no": "DN204417"}},
	})
}
