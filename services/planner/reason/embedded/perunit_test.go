package embedded

import "testing"

func TestFillArgsRatePerUnit(t *testing.T) {
	const (
		tariff  = `{"type":"object","properties":{"tariff_id":{"type":"string","pattern":"^TRF-[0-9]{4}$"},"energy_price_per_kwh":{"type":"number","minimum":0},"service_fee_per_kwh":{"type":"number","minimum":0}},"required":["tariff_id"]}`
		pack    = `{"type":"object","properties":{"member_no":{"type":"string","pattern":"^LF\\d{7}$"},"sessions":{"type":"integer","minimum":1},"price_per_session":{"type":"number","minimum":0}},"required":["member_no","sessions","price_per_session"]}`
		massage = `{"type":"object","properties":{"duration_minutes":{"type":"integer","description":"Length in minutes."}},"required":["duration_minutes"]}`
	)
	runFillCases(t, []fillCase{
		{"a price per kWh", "Bump the energy price on TRF-0405 to 1.12 per kWh", tariff, map[string]any{"tariff_id": "TRF-0405", "energy_price_per_kwh": 1.12}},
		{"a count joined to its noun and a price per it", "Sell LF2088841 a 20-session package at 280 per session", pack,
			map[string]any{"member_no": "LF2088841", "sessions": int64(20), "price_per_session": float64(280)}},
		// must leave alone: a count joined to a noun no parameter is named for.
		{"a count of another noun", "book a 4-hands massage for Friday", massage, map[string]any{}},
	})
}

func TestFillArgsVersion(t *testing.T) {
	const (
		push  = `{"type":"object","properties":{"station_ids":{"type":"array","items":{"type":"string","pattern":"^ST-[0-9]{6}$"}},"firmware_version":{"type":"string","pattern":"^[0-9]+\\.[0-9]+\\.[0-9]+$","description":"e.g. 4.2.1"}},"required":["station_ids","firmware_version"]}`
		retry = `{"type":"object","properties":{"station_id":{"type":"string","pattern":"^ST-[0-9]{6}$"},"price":{"type":"number"}},"required":["station_id"]}`
	)
	runFillCases(t, []fillCase{
		{"a version in English", "Roll firmware 4.3.0 out to ST-310552.", push, map[string]any{"station_ids": []any{"ST-310552"}, "firmware_version": "4.3.0"}},
		{"a version before its noun", "给 ST-204117 推 4.2.1 固件", push, map[string]any{"station_ids": []any{"ST-204117"}, "firmware_version": "4.2.1"}},
		// must leave alone: a version is no number.
		{"a version for no parameter", "ST-204117 runs 4.2.1 now", retry, map[string]any{"station_id": "ST-204117"}},
	})
}

func TestFillArgsHanRoundAmount(t *testing.T) {
	const (
		dues  = `{"type":"object","properties":{"min_amount":{"type":"number","description":"At least this amount in CNY.","minimum":0},"min_days_overdue":{"type":"integer","minimum":1}}}`
		bills = `{"type":"object","properties":{"min_amount_cny":{"type":"number","description":"Only balances of at least this many CNY."},"overdue_days_min":{"type":"integer"}}}`
		wage  = `{"type":"object","properties":{"weekly_pay":{"type":"number","description":"Pay per week in CNY."}}}`
		rent  = `{"type":"object","properties":{"monthly_rent":{"type":"number","description":"Rent per month in CNY."}}}`
	)
	runFillCases(t, []fillCase{
		{"一千块", "欠费超过一千块的会员有哪些", dues, map[string]any{"min_amount": float64(1000)}},
		{"一万元 beside a count of days", "逾期超过90天、欠税一万元以上的账单", bills, map[string]any{"min_amount_cny": float64(10000), "overdue_days_min": int64(90)}},
		{"六万 after a pay", "给 A-1020 定个周薪六万", wage, map[string]any{"weekly_pay": float64(60000)}},
		{"三千 after a price", "A-1020 这间的月租是三千", rent, map[string]any{"monthly_rent": float64(3000)}},
		// must leave alone: a round number with no unit is no amount, nor
		// the round head of a longer one.
		{"一千 with no unit", "一千零一夜的会员有哪些", dues, map[string]any{}},
		{"六万五 is no round amount", "给 A-1020 定个周薪六万五", wage, map[string]any{}},
	})
}

func TestFillArgsBookMeasureWord(t *testing.T) {
	const (
		request = `{"type":"object","properties":{"title":{"type":"string"},"branch":{"type":"string","enum":["CEN","EST"],"description":"CEN = Central Library (中心馆); EST = Eastside Branch (东区分馆)."},"copies":{"type":"integer","minimum":1}},"required":["title"]}`
		weight  = `{"type":"object","properties":{"weight_kg":{"type":"number"}}}`
	)
	runFillCases(t, []fillCase{
		{"3本 counts copies", "《活着》中心馆再加3本", request, map[string]any{"title": "活着", "branch": "CEN", "copies": int64(3)}},
		// must leave alone: a count of books is no weight.
		{"3本 for a weight", "再加3本", weight, map[string]any{}},
	})
}
