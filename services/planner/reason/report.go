package reason

import "github.com/hermes-agent/hermes/services/planner/task"

// ReportDescription describes a plan's final report subtask in the task's
// language, naming the report's format. Every engine gives its report
// subtask this description, so a plan reads the same whichever planned it.
func ReportDescription(t *task.Task) string {
	if t.Language == "zh" {
		return "汇总各子任务结果，生成报告（" + formatName(t.Format, "zh") + "）"
	}
	return "Summarize the results into the report (" + formatName(t.Format, "en") + ")"
}

// formatName names a report format in the language lang; no format is
// plain text.
func formatName(f task.Format, lang string) string {
	if f == "" {
		f = task.FormatText
	}
	if lang != "zh" {
		return string(f)
	}
	switch f {
	case task.FormatEmail:
		return "邮件格式"
	case task.FormatTable:
		return "表格"
	case task.FormatMarkdown:
		return "Markdown"
	}
	return "文本"
}
