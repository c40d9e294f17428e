package digest

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolerr"
)

// The small vocabularies summaries and reports use to name records, fields
// and states in the goal's language. They are generic English words, not
// the names of any particular tool; a word they do not know is shown as it
// is. Each is a switch, so there is no mutable package state.

// words splits a field, list or tool name into lower-case words: snake_case,
// kebab-case, dotted and camelCase all work. The words are cut from name,
// so an all-lower-case name costs nothing but the list.
func words(name string) []string {
	var out []string
	start := -1 // where the word being read began; -1 between words
	flush := func(end int) {
		if start >= 0 {
			out = append(out, strings.ToLower(name[start:end]))
			start = -1
		}
	}
	prev := utf8.RuneError
	for i := 0; i < len(name); {
		r, size := utf8.DecodeRuneInString(name[i:])
		next, _ := utf8.DecodeRuneInString(name[i+size:])
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush(i)
		case unicode.IsUpper(r) && i > 0 && (unicode.IsLower(prev) || unicode.IsLower(next) && !acronymPlural(name, i+size)):
			flush(i)
			start = i
		case start < 0:
			start = i
		}
		prev = r
		i += size
	}
	flush(len(name))
	return out
}

// singular is the singular of an English plural, good enough for record
// names ("alerts", "entries", "statuses").
func singular(w string) string {
	switch {
	case len(w) < 4:
		return w
	case strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "uses"), strings.HasSuffix(w, "xes"):
		return w[:len(w)-2]
	case strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
		return w
	case strings.HasSuffix(w, "s"):
		return w[:len(w)-1]
	}
	return w
}

// genericList reports whether a list's name says nothing about what it
// holds.
func genericList(name string) bool {
	switch strings.ToLower(name) {
	case "", "rows", "row", "data", "items", "item", "results", "result", "records", "record", "list",
		"entries", "values", "hits", "objects", "nodes", "elements", "content", "payload", "response":
		return true
	}
	return false
}

// recordNoun names a kind of record: in Chinese with its measure word
// ("条告警"), in English singular and plural.
type recordNoun struct{ zh, one, many string }

// nounOf returns the record noun for an English word, singular or plural.
func nounOf(word string) (recordNoun, bool) {
	switch singular(strings.ToLower(word)) {
	case "alert", "alarm":
		return recordNoun{"条告警", "alert", "alerts"}, true
	case "incident":
		return recordNoun{"起故障", "incident", "incidents"}, true
	case "event":
		return recordNoun{"个事件", "event", "events"}, true
	case "requirement":
		return recordNoun{"条需求", "requirement", "requirements"}, true
	case "issue":
		return recordNoun{"个问题", "issue", "issues"}, true
	case "ticket":
		return recordNoun{"张工单", "ticket", "tickets"}, true
	case "task":
		return recordNoun{"个任务", "task", "tasks"}, true
	case "story":
		return recordNoun{"个需求", "story", "stories"}, true
	case "bug":
		return recordNoun{"个缺陷", "bug", "bugs"}, true
	case "metric", "indicator", "kpi":
		return recordNoun{"条指标数据", "metric row", "metric rows"}, true
	case "store", "shop":
		return recordNoun{"家门店", "store", "stores"}, true
	case "order":
		return recordNoun{"笔订单", "order", "orders"}, true
	case "payment":
		return recordNoun{"笔支付", "payment", "payments"}, true
	case "transaction":
		return recordNoun{"笔交易", "transaction", "transactions"}, true
	case "user", "member":
		return recordNoun{"位用户", "user", "users"}, true
	case "customer", "client":
		return recordNoun{"位客户", "customer", "customers"}, true
	case "employee", "person", "people":
		return recordNoun{"位人员", "person", "people"}, true
	case "product":
		return recordNoun{"个产品", "product", "products"}, true
	case "log":
		return recordNoun{"条日志", "log entry", "log entries"}, true
	case "message":
		return recordNoun{"条消息", "message", "messages"}, true
	case "comment":
		return recordNoun{"条评论", "comment", "comments"}, true
	case "job":
		return recordNoun{"个作业", "job", "jobs"}, true
	case "deployment", "deploy", "release":
		return recordNoun{"次发布", "release", "releases"}, true
	case "build":
		return recordNoun{"次构建", "build", "builds"}, true
	case "commit":
		return recordNoun{"次提交", "commit", "commits"}, true
	case "host", "server", "machine", "node":
		return recordNoun{"台主机", "host", "hosts"}, true
	case "service":
		return recordNoun{"个服务", "service", "services"}, true
	case "file":
		return recordNoun{"个文件", "file", "files"}, true
	case "line":
		return recordNoun{"行", "line", "lines"}, true
	case "row":
		return recordNoun{"行", "row", "rows"}, true
	}
	return recordNoun{}, false
}

// nounFor names the records of a list from the list's name, else from a
// word of the tool's name, else generically.
func nounFor(listName, tool string) recordNoun {
	if !genericList(listName) {
		if n, ok := nounOf(listName); ok {
			return n
		}
	}
	for _, w := range words(tool) {
		if w == "row" || w == "line" {
			continue
		}
		if n, ok := nounOf(w); ok {
			return n
		}
	}
	switch {
	case strings.EqualFold(listName, "rows"):
		return recordNoun{"行", "row", "rows"}
	case !genericList(listName):
		return recordNoun{"条记录", singular(listName), listName}
	}
	return recordNoun{"条记录", "record", "records"}
}

// zhWord translates one word of a field name into Chinese.
func zhWord(w string) (string, bool) {
	switch w {
	case "product":
		return "产品", true
	case "line":
		return "线", true
	case "region", "area", "zone":
		return "区域", true
	case "city":
		return "城市", true
	case "country":
		return "国家", true
	case "value", "val":
		return "值", true
	case "prev", "previous", "last":
		return "上", true
	case "week", "weekly":
		return "周", true
	case "day", "daily":
		return "日", true
	case "month", "monthly":
		return "月", true
	case "year", "yearly":
		return "年", true
	case "change", "diff":
		return "变化", true
	case "delta":
		return "差值", true
	case "growth":
		return "增长", true
	case "ratio":
		return "比例", true
	case "rate":
		return "率", true
	case "duration":
		return "时长", true
	case "start", "started", "begin", "from":
		return "开始", true
	case "end", "ended", "to", "until":
		return "结束", true
	case "resolved":
		return "恢复", true
	case "created", "create":
		return "创建", true
	case "updated", "update", "modified":
		return "更新", true
	case "at", "time", "ts", "timestamp":
		return "时间", true
	case "date":
		return "日期", true
	case "id", "no", "code":
		return "编号", true
	case "name":
		return "名称", true
	case "title", "subject", "summary":
		return "标题", true
	case "description", "desc", "detail", "details":
		return "描述", true
	case "owner":
		return "负责人", true
	case "assignee", "handler":
		return "处理人", true
	case "reporter", "creator", "author":
		return "提出人", true
	case "state", "status":
		return "状态", true
	case "priority":
		return "优先级", true
	case "severity", "level":
		return "级别", true
	case "service", "app", "application":
		return "服务", true
	case "host", "server":
		return "主机", true
	case "store", "shop":
		return "门店", true
	case "order", "orders":
		return "订单", true
	case "revenue":
		return "营收", true
	case "sales":
		return "销售额", true
	case "amount", "money":
		return "金额", true
	case "count", "num", "number", "cnt":
		return "数", true
	case "total", "sum":
		return "合计", true
	case "metric", "indicator":
		return "指标", true
	case "user", "users":
		return "用户", true
	case "type", "kind":
		return "类型", true
	case "category", "group":
		return "类别", true
	case "message", "msg":
		return "消息", true
	case "team":
		return "团队", true
	case "project":
		return "项目", true
	case "source":
		return "来源", true
	case "unit":
		return "单位", true
	case "score":
		return "得分", true
	case "cost":
		return "成本", true
	case "price":
		return "价格", true
	case "qty", "quantity":
		return "数量", true
	case "error", "errors":
		return "错误", true
	case "latency":
		return "延迟", true
	case "cpu":
		return "CPU", true
	case "memory", "mem":
		return "内存", true
	case "disk":
		return "磁盘", true
	case "usage", "use":
		return "使用", true
	case "used":
		return "已用", true
	case "available", "free":
		return "可用", true
	case "size":
		return "大小", true
	case "path":
		return "路径", true
	case "file":
		return "文件", true
	case "version":
		return "版本", true
	case "env", "environment":
		return "环境", true
	case "tag", "tags", "label", "labels":
		return "标签", true
	case "row", "rows":
		return "行", true
	case "dau":
		return "日活", true
	case "cvr":
		return "转化率", true
	}
	return "", false
}

// unitOf is the unit a field name's last word names, if any: "duration_min"
// is in minutes, "change_pct" in percent.
func unitOf(name string, zh bool) string {
	ws := words(name)
	if len(ws) < 2 {
		return ""
	}
	var u [2]string
	switch ws[len(ws)-1] {
	case "min", "mins", "minutes":
		u = [2]string{"分钟", "min"}
	case "sec", "secs", "seconds":
		u = [2]string{"秒", "s"}
	case "ms", "millis":
		u = [2]string{"毫秒", "ms"}
	case "hours", "hrs":
		u = [2]string{"小时", "h"}
	case "days":
		u = [2]string{"天", "days"}
	case "pct", "percent":
		u = [2]string{"%", "%"}
	case "bytes":
		u = [2]string{"字节", "B"}
	case "kb":
		u = [2]string{"KB", "KB"}
	case "mb":
		u = [2]string{"MB", "MB"}
	case "gb":
		u = [2]string{"GB", "GB"}
	default:
		return ""
	}
	if zh {
		return u[0]
	}
	return u[1]
}

// fieldLabel names a field for a reader: in Chinese word by word when every
// word is known ("prev_week_value" → "上周值"), in English as words. A unit
// word becomes a suffix ("duration_min" → "时长(分钟)", "change_pct" →
// "变化%") when withUnit, and is dropped otherwise.
func fieldLabel(name string, zh, withUnit bool) string {
	ws := words(name)
	if len(ws) == 0 {
		return name
	}
	unit := unitOf(name, zh)
	if unit != "" {
		ws = ws[:len(ws)-1]
	}
	suffix := ""
	switch {
	case !withUnit || unit == "":
	case unit == "%" && zh:
		suffix = "%"
	case unit == "%":
		suffix = " %"
	case zh:
		suffix = "(" + unit + ")"
	default:
		suffix = " (" + unit + ")"
	}
	if zh {
		var b strings.Builder
		for _, w := range ws {
			t, ok := zhWord(w)
			if !ok {
				return name
			}
			b.WriteString(t)
		}
		return b.String() + suffix
	}
	return strings.Join(ws, " ") + suffix
}

// stateWord renders a state value for a reader: "in_progress" is 进行中 in
// Chinese and "in progress" in English. Unknown values are kept as they are.
func stateWord(v string, zh bool) string {
	if !zh {
		return strings.ReplaceAll(v, "_", " ")
	}
	switch strings.ToLower(strings.NewReplacer("-", "_", " ", "_").Replace(v)) {
	case "open", "new", "created":
		return "新建"
	case "todo", "to_do":
		return "待办"
	case "pending", "waiting", "queued":
		return "待处理"
	case "in_progress", "inprogress", "doing", "running", "processing", "ongoing", "started":
		return "进行中"
	case "in_review", "review", "reviewing":
		return "评审中"
	case "done", "completed", "complete", "finished":
		return "已完成"
	case "closed":
		return "已关闭"
	case "resolved":
		return "已解决"
	case "fixed":
		return "已修复"
	case "blocked":
		return "阻塞"
	case "cancelled", "canceled":
		return "已取消"
	case "failed", "failure", "error":
		return "失败"
	case "success", "succeeded", "ok", "passed":
		return "成功"
	case "firing", "active":
		return "告警中"
	case "acknowledged", "acked":
		return "已确认"
	}
	return v
}

// statusRank says whether a field is named like a state, and how telling
// it is: state and status first, then severity, level, priority, stage.
// It is -1 for any other field.
func statusRank(name string) int {
	best := -1
	for _, w := range words(name) {
		r := -1
		switch w {
		case "state", "status":
			r = 0
		case "severity":
			r = 1
		case "level":
			r = 2
		case "priority":
			r = 3
		case "stage", "phase":
			r = 4
		}
		if r >= 0 && (best < 0 || r < best) {
			best = r
		}
	}
	return best
}

// hasWord reports whether a field's name has one of ws among its words.
func hasWord(name string, ws ...string) bool {
	for _, w := range words(name) {
		for _, x := range ws {
			if w == x {
				return true
			}
		}
	}
	return false
}

// errorKindWord explains an error kind in a few words.
func errorKindWord(kind toolerr.Kind, zh bool) string {
	switch kind {
	case toolerr.System:
		if zh {
			return "系统故障"
		}
		return "system failure"
	case toolerr.Param:
		if zh {
			return "参数问题"
		}
		return "invalid arguments"
	case toolerr.Business:
		if zh {
			return "业务拒绝"
		}
		return "refused by the backend"
	}
	return ""
}

// bilingual picks the side of a "中文 / English" string that matches the
// report's language; any other string is returned as it is.
func bilingual(s string, zh bool) string {
	a, b, ok := strings.Cut(s, " / ")
	if !ok || strings.Contains(b, " / ") {
		return s
	}
	ha, hb := hasHan(a), hasHan(b)
	switch {
	case ha && !hb:
		if zh {
			return strings.TrimSpace(a)
		}
		return strings.TrimSpace(b)
	case hb && !ha:
		if zh {
			return strings.TrimSpace(b)
		}
		return strings.TrimSpace(a)
	}
	return s
}

func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// acronymPlural reports whether name[i:] opens with the s of an
// acronym's plural, alone before the name ends or another capital or
// separator: the s of URLs or IDs, no word of its own (UR Ls).
func acronymPlural(name string, i int) bool {
	if i >= len(name) || name[i] != 's' {
		return false
	}
	next, _ := utf8.DecodeRuneInString(name[i+1:])
	return i+1 == len(name) || !unicode.IsLower(next)
}
