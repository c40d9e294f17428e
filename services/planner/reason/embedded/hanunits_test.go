package embedded

import "testing"

// TestFillArgsHanUnits checks that a number written with a Chinese unit of
// age or area goes to the parameter that speaks of that unit.
func TestFillArgsHanUnits(t *testing.T) {
	const (
		driver = `{"type":"object","properties":{"age":{"type":"integer","description":"Driver's age in years."},"licensed_years":{"type":"integer","description":"Years since the licence was issued."}}}`
		flat   = `{"type":"object","properties":{"rooms":{"type":"integer","description":"Number of rooms."},"area":{"type":"number","description":"Floor area in square metres."}}}`
	)
	runFillCases(t, []fillCase{
		{"岁 is an age", "司机45岁，驾龄3年，保费多少", driver, map[string]any{"age": int64(45), "licensed_years": int64(3)}},
		{"平米 is an area", "一套90平米的房子多少钱", flat, map[string]any{"area": 90.0}},
		{"㎡ is an area", "一套120㎡的房子", flat, map[string]any{"area": 120.0}},
	})
}

// TestFillArgsTermInMonths checks that a term stated in years fills a
// parameter counted in months with as many months.
func TestFillArgsTermInMonths(t *testing.T) {
	const lease = `{"type":"object","properties":{"unit_no":{"type":"string","pattern":"^U[0-9]{4}$"},"term_months":{"type":"integer","description":"Length of the lease in months.","enum":[6,12,24]}}}`
	runFillCases(t, []fillCase{
		{"一年 is 12 months", "U1204 续租一年", lease, map[string]any{"unit_no": "U1204", "term_months": int64(12)}},
		{"两年 is 24 months", "U1204 续租两年", lease, map[string]any{"unit_no": "U1204", "term_months": int64(24)}},
		{"六个月 is 6 months", "U1204 续租六个月", lease, map[string]any{"unit_no": "U1204", "term_months": int64(6)}},
		{"2 years is 24 months", "Extend the lease on U1204 for 2 years", lease, map[string]any{"unit_no": "U1204", "term_months": int64(24)}},
	})
}

// TestFillArgsHanInExampleShape checks that a Han character in a
// description's example code stands for any Han character: a plate of
// another province has the example's shape.
func TestFillArgsHanInExampleShape(t *testing.T) {
	const car = `{"type":"object","properties":{"plate":{"type":"string","description":"Licence plate, e.g. 沪A7K392."}}}`
	runFillCases(t, []fillCase{
		{"another province", "粤B5T821这台车的保费多少", car, map[string]any{"plate": "粤B5T821"}},
		{"the example's own province", "沪C1M208这台车的保费多少", car, map[string]any{"plate": "沪C1M208"}},
	})
}

// TestFillArgsHanDurations checks that a duration in Chinese hours,
// minutes, seconds or days fills a parameter counted in another unit of
// time converted, as "2 hours" does.
func TestFillArgsHanDurations(t *testing.T) {
	const (
		queue = `{"type":"object","properties":{"queue":{"type":"string","pattern":"^Q[0-9]{3}$"},"min_wait_minutes":{"type":"integer","description":"Only calls that waited at least this long."}}}`
		job   = `{"type":"object","properties":{"timeout_seconds":{"type":"integer","description":"Time limit of the job."}}}`
	)
	runFillCases(t, []fillCase{
		{"2 hours in English", "calls on Q101 that waited over 2 hours", queue, map[string]any{"queue": "Q101", "min_wait_minutes": int64(120)}},
		{"两个小时", "Q101 等待超过两个小时的来电", queue, map[string]any{"queue": "Q101", "min_wait_minutes": int64(120)}},
		{"两小时", "Q101 等待超过两小时的来电", queue, map[string]any{"queue": "Q101", "min_wait_minutes": int64(120)}},
		{"3小时", "Q101 等待超过3小时的来电", queue, map[string]any{"queue": "Q101", "min_wait_minutes": int64(180)}},
		{"2个小时", "Q101 等待超过2个小时的来电", queue, map[string]any{"queue": "Q101", "min_wait_minutes": int64(120)}},
		{"一个半小时", "Q101 等待超过一个半小时的来电", queue, map[string]any{"queue": "Q101", "min_wait_minutes": int64(90)}},
		{"半小时", "Q101 等待超过半小时的来电", queue, map[string]any{"queue": "Q101", "min_wait_minutes": int64(30)}},
		{"半个小时", "Q101 等待超过半个小时的来电", queue, map[string]any{"queue": "Q101", "min_wait_minutes": int64(30)}},
		{"40分钟 stays 40", "Q101 等待超过40分钟的来电", queue, map[string]any{"queue": "Q101", "min_wait_minutes": int64(40)}},
		{"一天", "Q101 等待超过一天的来电", queue, map[string]any{"queue": "Q101", "min_wait_minutes": int64(1440)}},
		{"两分钟 in seconds", "任务超时设为两分钟", job, map[string]any{"timeout_seconds": int64(120)}},
		{"90秒", "任务超时设为90秒", job, map[string]any{"timeout_seconds": int64(90)}},
	})
}

// TestFillArgsMinIsNoMinute checks that the min of a parameter's name is a
// minimum, not minutes: a period in days converts to no amount.
func TestFillArgsMinIsNoMinute(t *testing.T) {
	const bills = `{"type":"object","properties":{"account":{"type":"string","pattern":"^A-[0-9]{4}$"},"min_total":{"type":"number","description":"Smallest bill total."}}}`
	runFillCases(t, []fillCase{
		{"30 天 is a period", "A-1234 最近 30 天的账单", bills, map[string]any{"account": "A-1234"}},
		{"30 days is a period", "bills of A-1234 over the last 30 days", bills, map[string]any{"account": "A-1234"}},
	})
}
