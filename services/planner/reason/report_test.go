package reason

import (
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestReportDescription(t *testing.T) {
	tests := []struct {
		name string
		t    task.Task
		want string
	}{
		{"zh email", task.Task{Language: "zh", Format: task.FormatEmail}, "汇总各子任务结果，生成报告（邮件格式）"},
		{"zh table", task.Task{Language: "zh", Format: task.FormatTable}, "汇总各子任务结果，生成报告（表格）"},
		{"zh markdown", task.Task{Language: "zh", Format: task.FormatMarkdown}, "汇总各子任务结果，生成报告（Markdown）"},
		{"zh no format is text", task.Task{Language: "zh"}, "汇总各子任务结果，生成报告（文本）"},
		{"zh unknown format is text", task.Task{Language: "zh", Format: "pdf"}, "汇总各子任务结果，生成报告（文本）"},
		{"en email", task.Task{Language: "en", Format: task.FormatEmail}, "Summarize the results into the report (email)"},
		{"en no format is text", task.Task{}, "Summarize the results into the report (text)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := ReportDescription(&tc.t); got != tc.want {
				t.Errorf("ReportDescription = %q, want %q", got, tc.want)
			}
		})
	}
}
