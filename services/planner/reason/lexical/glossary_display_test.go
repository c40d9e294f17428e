package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryDisplayWords: humidity (湿度) and light (光照) readings, a
// show put up (布展) or taken down (撤展) and the visitors counted
// (参观人数) find the tools described in English; the neighbouring tools
// keep the requests that name them.
func TestGlossaryDisplayWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "sensor_series", Description: "Sensor series for a room: temperature, relative humidity and light (lux)."},
		{Name: "door_counts", Description: "Door counts: visitors per day or hour, site-wide or per room."},
		{Name: "hall_works", Description: "Book an install or deinstall for a hall: date, crew and handlers.", SideEffect: toolspec.Write},
		{Name: "sales_sheet", Description: "Sales per day and per channel, with revenue."},
		{Name: "staff_find", Description: "Look up a member of staff by name."},
	}
	checkSelects(t, cat, []selectCase{
		{"把3号厅这周一到周三的光照数据拉出来", "sensor_series"},
		{"看一下2号厅昨天的湿度", "sensor_series"},
		{"上个月每天的参观人数", "door_counts"},
		{"下周一5号厅开始撤展，撤3天", "hall_works"},
		{"下周一5号厅开始布展", "hall_works"},
		{"上个月每天的销售额", "sales_sheet"},
		{"查一下同事老王", "staff_find"},
	})
}
