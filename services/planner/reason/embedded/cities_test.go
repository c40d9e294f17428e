package embedded

import "testing"

// TestFillArgsCityNames: a parameter named for a city takes the one city
// the goal names, as written; two cities, or a city parameter for one
// side of a trip, are left alone.
func TestFillArgsCityNames(t *testing.T) {
	const (
		city = `{"type":"object","properties":{"city":{"type":"string","description":"City name."}}}`
		trip = `{"type":"object","properties":{"destination_city":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"a Chinese city", "深圳那边现在有哪些桩是离线的", city, map[string]any{"city": "深圳"}},
		{"an English city", "Which Shenzhen sites were the least utilised last month?", city, map[string]any{"city": "Shenzhen"}},
		{"a city before its people", "广州有没有懂直流模块的师傅明天有空", city, map[string]any{"city": "广州"}},
		{"two cities name none", "上海和北京的门店", city, map[string]any{}},
		{"one side of a trip is left alone", "Shanghai weather this week", trip, map[string]any{}},
		// must leave alone: a street or a clock named for a city
		{"a street named for a city", "查一下南京路门店这周的销售额", city, map[string]any{}},
		{"a time named for a city", "北京时间今晚8点提醒全体会员续费", city, map[string]any{}},
		{"an English street", "Sales of the Nanjing Road store this week", city, map[string]any{}},
		{"a roadshow in a city", "下周北京路演的场地订好了吗", city, map[string]any{"city": "北京"}},
		{"a city's traffic", "查一下上海路况", city, map[string]any{"city": "上海"}},
		{"a roadshow in an English city", "Book the hall for the Shenzhen roadshow", city, map[string]any{"city": "Shenzhen"}},
	})
}
