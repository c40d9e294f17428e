package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// listLastRE is a Chinese request for a list that ends a need (X 的预约都
// 列一下, 记录列出来): like a look at its end (lookLastRE), the need names
// what to list first, and its words before the list (预约, 申请) name
// that thing, not a write to make. 列 before anything else (列入计划)
// is not a list asked for.
var listLastRE = prefilter.MustCompile(`列(?:一下|下|出来|一列|个清单|个表)[。！!]?\s*$`)
