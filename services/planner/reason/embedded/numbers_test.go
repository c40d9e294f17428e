package embedded

import (
	"reflect"
	"testing"
)

func TestFillArgsMultipleOfPi(t *testing.T) {
	const sine = `{"type":"dict","properties":{"start_range":{"type":"float","description":"Start of the range in radians. Four decimal places."},"end_range":{"type":"float","description":"End of the range in radians. Four decimal places."},"frequency":{"type":"integer","description":"Frequency of the sine wave in Hz."}},"required":["start_range","end_range","frequency"]}`
	const angle = `{"type":"dict","properties":{"angle":{"type":"float","description":"The angle in radians."}},"required":["angle"]}`
	runFillCases(t, []fillCase{
		{"2 pi to four places", "Plot a sine wave from 0 to 2 pi with a frequency of 5 Hz.", sine,
			map[string]any{"start_range": 0.0, "end_range": 6.2832, "frequency": int64(5)}},
		{"π written as the letter", "the sine of 0.5π", angle, map[string]any{"angle": 0.5 * 3.141592653589793}},
	})
}

func TestFillArgsHourOnA24HourClock(t *testing.T) {
	const vegan = `{"type":"dict","properties":{"location":{"type":"string","description":"The city and state, e.g. New York, NY."},"operating_hours":{"type":"integer","description":"Preferred latest closing time of the restaurant. This is in 24 hour format. Default is 24."}},"required":["location"]}`
	runFillCases(t, []fillCase{
		{"11 PM is 23", "Find a vegan restaurant in New York, NY that opens until at least 11 PM.", vegan,
			map[string]any{"location": "New York, NY", "operating_hours": int64(23)}},
		{"no time, no hour", "Find a vegan restaurant in New York, NY.", vegan, map[string]any{"location": "New York, NY"}},
	})
}

func TestFillArgsAreaIsNoLength(t *testing.T) {
	const paint = `{"type":"dict","properties":{"coverage_rate":{"type":"integer","description":"The area in square feet that one gallon of paint can cover."},"length":{"type":"integer","description":"Length of the wall to be painted in feet."},"height":{"type":"integer","description":"Height of the wall to be painted in feet."}},"required":["coverage_rate","length","height"]}`
	runFillCases(t, []fillCase{
		{"square feet for the area", "Paint a wall of 30 feet by 12 feet with a brand that covers 400 square feet per gallon.", paint,
			map[string]any{"coverage_rate": int64(400), "length": int64(30), "height": int64(12)}},
		{"sq.ft written short", "Paint a wall of 30 feet by 12 feet with a brand that covers 350 sq.ft per gallon.", paint,
			map[string]any{"coverage_rate": int64(350), "length": int64(30), "height": int64(12)}},
	})
}

func TestFillArgsYearNamedAsAPeriod(t *testing.T) {
	const turtles = `{"type":"dict","properties":{"location":{"type":"string","description":"The name of the location."},"year":{"type":"integer","description":"The year of the data requested. Default is 2001."}},"required":["location"]}`
	runFillCases(t, []fillCase{
		{"in 2020", "Find the population of turtles in Mississippi river in 2020.", turtles,
			map[string]any{"location": "Mississippi river", "year": int64(2020)}},
		{"no year", "Find the population of turtles in Mississippi river.", turtles,
			map[string]any{"location": "Mississippi river"}},
	})
}

func TestFillArgsScaleGluedOrHan(t *testing.T) {
	const budget = `{"type":"object","properties":{"name":{"type":"string","description":"Name of the fund."},"budget":{"type":"number","description":"Total budget."}},"required":["budget"]}`
	const reach = `{"type":"object","properties":{"min_followers":{"type":"integer","description":"Fewest followers an account has."}},"required":["min_followers"]}`
	const mass = `{"type":"object","properties":{"weight":{"type":"number","description":"Weight in kg."}},"required":["weight"]}`
	runFillCases(t, []fillCase{
		{"$40k", "Open a fund with a budget of $40k", budget, map[string]any{"budget": 40000.0}},
		{"2.5k", "Open a fund with a budget of 2.5k", budget, map[string]any{"budget": 2500.0}},
		{"万 before 元", "预算 30万元", budget, map[string]any{"budget": 300000.0}},
		{"250k followers", "accounts with at least 250k followers", reach, map[string]any{"min_followers": int64(250000)}},
		{"kg is a unit, no scale", "a parcel of 12kg", mass, map[string]any{"weight": 12.0}},
		{"$2M is money", "Open a fund with a budget of $2M", budget, map[string]any{"budget": 2000000.0}},
	})
}

func TestFillArgsKelvinIsNoScale(t *testing.T) {
	const gas = `{"type":"object","properties":{"temp":{"type":"integer","description":"Temperature in Kelvin."}},"required":["temp"]}`
	runFillCases(t, []fillCase{
		{"298K", "a gas at 298K", gas, map[string]any{"temp": int64(298)}},
	})
}

func TestFillArgsCalendarYearTakesAYear(t *testing.T) {
	const growth = `{"type":"object","properties":{"start_year":{"type":"integer","description":"The first year."},"start_sales":{"type":"integer","description":"Sales in the first year."},"end_year":{"type":"integer","description":"The last year."},"end_sales":{"type":"integer","description":"Sales in the last year."}},"required":["start_year","start_sales","end_year","end_sales"]}`
	runFillCases(t, []fillCase{
		{"amounts before their years", "How did sales change from $7000 in 2011 to $9000 in 2014?", growth,
			map[string]any{"start_year": int64(2011), "start_sales": int64(7000), "end_year": int64(2014), "end_sales": int64(9000)}},
	})
}

func TestFillArgsEarlyYears(t *testing.T) {
	const era = `{"type":"object","properties":{"from_year":{"type":"integer","description":"The first year."},"to_year":{"type":"integer","description":"The last year."}},"required":["from_year","to_year"]}`
	runFillCases(t, []fillCase{
		{"three-digit years", "Events of the empire between year 250 and 410.", era,
			map[string]any{"from_year": int64(250), "to_year": int64(410)}},
	})
}

func TestFillArgsShortNameCuedByItsDescription(t *testing.T) {
	const loan = `{"type":"dict","properties":{"principal":{"type":"integer","description":"The amount borrowed."},"k":{"type":"integer","description":"How many payments are made per year. Default is 12."}},"required":["principal"]}`
	runFillCases(t, []fillCase{
		{"the description's word, then is", "Schedule a loan of 5000 where the count of payments made per year is 4.", loan,
			map[string]any{"principal": int64(5000), "k": int64(4)}},
	})
}

// TestFillArgsDecimalNoDate reads a decimal number whose digits before
// the point are no year of a date as a number, and a year with a month
// after its point still as a date.
func TestFillArgsDecimalNoDate(t *testing.T) {
	const gauge = `{"type":"object","properties":{"value":{"type":"number","description":"The value the gauge shows."}},"required":["value"]}`
	e := newEngine(t)
	for _, tc := range []struct {
		goal string
		want map[string]any
	}{
		{"记下锅炉压力表的读数 3047.25", map[string]any{"value": 3047.25}},
		{"log the gauge value 1283.5 for boiler 2", map[string]any{"value": 1283.5}},
	} {
		got, _ := fill(t, e, tc.goal, gauge)
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("fill(%q) = %v, want %v", tc.goal, got, tc.want)
		}
	}
	if got := unmaskDecimals("2024.3 的报表", "       的报表"); got != "       的报表" {
		t.Errorf("unmaskDecimals kept no date: %q", got)
	}
}

// TestFillArgsDozen reads "N dozen" as N twelves, the counted thing after
// it.
func TestFillArgsDozen(t *testing.T) {
	const order = `{"type":"object","properties":{"item":{"type":"string"},"quantity":{"type":"integer"}},"required":["item","quantity"]}`
	runFillCases(t, []fillCase{
		{"dozens counted", "Order 2 dozen safety helmets", order, map[string]any{"item": "safety helmets", "quantity": int64(24)}},
		{"a count alone", "Order 24 safety helmets", order, map[string]any{"item": "safety helmets", "quantity": int64(24)}},
	})
}

func TestFillArgsChineseNounBeforeNumber(t *testing.T) {
	const inspect = `{"type":"object","properties":{"agreement_no":{"type":"string","pattern":"^RA-\\d{8}$"},"odometer_km":{"type":"integer","description":"Odometer, km.","minimum":0}}}`
	const care = `{"type":"object","properties":{"temperature_c":{"type":"number","minimum":30,"maximum":44}}}`
	const supply = `{"type":"object","properties":{"days_supply":{"type":"integer","description":"Days the prescription lasts."}}}`
	runFillCases(t, []fillCase{
		{"里程 names the odometer", "给 RA-25100240 录一下还车检查：里程12036，满油", inspect,
			map[string]any{"agreement_no": "RA-25100240", "odometer_km": int64(12036)}},
		{"体温 with a colon", "今天早上体温：38.6", care, map[string]any{"temperature_c": 38.6}},
		{"a noun of no parameter", "给 RA-25100240 录一下：房间12036", inspect, map[string]any{"agreement_no": "RA-25100240"}},
		{"每天 is how often, not how many days", "开阿莫西林，每天三次", supply, map[string]any{}},
	})
}

func TestFillArgsHanMeasureWordCounts(t *testing.T) {
	const cards = `{"type":"object","properties":{"fleet_id":{"type":"string","pattern":"^FL-\\d{5}$"},"quantity":{"type":"integer","minimum":1}}}`
	const seats = `{"type":"object","properties":{"seats":{"type":"integer","minimum":1,"maximum":6}}}`
	const copies = `{"type":"object","properties":{"copies":{"type":"integer","minimum":1}}}`
	const sample = `{"type":"object","properties":{"sample_size":{"type":"integer","minimum":1}}}`
	const line = `{"type":"object","properties":{"order_id":{"type":"string","pattern":"^SO-\\d+$"},"quantity":{"type":"integer","minimum":1},"line_no":{"type":"integer","description":"Line number of the item."}}}`
	runFillCases(t, []fillCase{
		{"a count named quantity", "给车队 FL-30112 发5张卡", cards, map[string]any{"fleet_id": "FL-30112", "quantity": int64(5)}},
		{"the counted noun names the parameter", "要两个位置", seats, map[string]any{"seats": int64(2)}},
		{"一个 is the article", "提交一个采购申请", copies, map[string]any{}},
		{"the noun names no one-word parameter", "发现5件尺寸超差", sample, map[string]any{}},
		{"第 tells which, not how many", "订单 SO-1 取消第3个商品", line, map[string]any{"order_id": "SO-1"}},
		{"a count beside an ordinal", "订单 SO-1 第3条取消2个", line, map[string]any{"order_id": "SO-1", "quantity": int64(2)}},
	})
}
