package lint

import (
	"slices"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/demo"
)

func TestDemoCatalogIsClean(t *testing.T) {
	specs, err := demo.Specs()
	if err != nil {
		t.Fatal(err)
	}
	if got := Check(specs, 0); len(got) != 0 {
		t.Errorf("the demo catalog has findings: %+v", got)
	}
}

func TestCheck(t *testing.T) {
	spec := func(name, desc, notFor string, se toolspec.SideEffect, approval bool) toolspec.Spec {
		return toolspec.Spec{Name: name, Description: desc, WhenNotToUse: notFor, SideEffect: se, RequiresApproval: approval}
	}
	tests := []struct {
		name  string
		specs []toolspec.Spec
		want  []string // check:tool[:other]
	}{
		{"no boundary", []toolspec.Spec{spec("a_tool", "Reads alpha.", "", toolspec.Read, false)}, []string{"no_when_not_to_use:a_tool"}},
		{"boundary names a missing tool", []toolspec.Spec{spec("a_tool", "Reads alpha.", "beta data (use b_tool)", toolspec.Read, false)},
			[]string{"boundary_names_unknown_tool:a_tool:b_tool"}},
		{"write without approval", []toolspec.Spec{spec("w_tool", "Writes.", "reads", toolspec.Write, false)}, []string{"write_without_approval:w_tool"}},
		{"write with approval", []toolspec.Spec{spec("w_tool", "Writes.", "reads", toolspec.Write, true)}, nil},
		{"confusable pair", []toolspec.Spec{
			spec("sales_a", "Queries store sales revenue per region.", "x", toolspec.Read, false),
			spec("sales_b", "Queries sales revenue per store and region.", "y", toolspec.Read, false)},
			[]string{"confusable_pair:sales_a:sales_b"}},
		{"alike but each boundary names the other", []toolspec.Spec{
			spec("sales_a", "Queries store sales revenue per region.", "live figures (use sales_b)", toolspec.Read, false),
			spec("sales_b", "Queries sales revenue per store and region.", "history (use sales_a)", toolspec.Read, false)},
			nil},
		{"Chinese descriptions alike", []toolspec.Spec{
			spec("zh_a", "查询门店营收明细", "x", toolspec.Read, false),
			spec("zh_b", "查询门店营收汇总", "y", toolspec.Read, false)},
			[]string{"confusable_pair:zh_a:zh_b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, f := range Check(tt.specs, 0) {
				id := f.Check + ":" + f.Tool
				if f.Other != "" {
					id += ":" + f.Other
				}
				got = append(got, id)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("findings %v, want %v", got, tt.want)
			}
		})
	}
}

func TestConfusableShowsBothAndTheSharedWords(t *testing.T) {
	f := Check([]toolspec.Spec{
		{Name: "sales_a", Description: "Queries store sales revenue per region.", WhenNotToUse: "x"},
		{Name: "sales_b", Description: "Queries sales revenue per store and region.", WhenNotToUse: "y"},
	}, 0)
	if len(f) != 1 {
		t.Fatalf("findings %+v, want one", f)
	}
	if got := strings.Join(f[0].Shared, ","); got != "query,region,revenue,sale,store" {
		t.Errorf("shared words %q", got)
	}
	if len(f[0].Descriptions) != 2 || !strings.Contains(f[0].Descriptions[1], "per store and region") {
		t.Errorf("descriptions %q, want both", f[0].Descriptions)
	}
}
