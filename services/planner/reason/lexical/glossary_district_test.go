package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryDistrictInWords: 区 alone is a district, but 区别 (a
// difference) and 区块链 (a blockchain) are words of their own and pull
// no district tool.
func TestGlossaryDistrictInWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "ward_census", Description: "Population of a city district."},
		{Name: "chain_tip", Description: "Latest blocks on a blockchain network."},
		{Name: "tariff_diff", Description: "Compare two phone tariffs and show the difference."},
	}
	checkSelects(t, cat, []selectCase{
		{"以太坊区块链最新的区块", "chain_tip"},
		{"这两个套餐有什么区别", "tariff_diff"},
		{"海淀区有多少人口", "ward_census"},
	})
}
