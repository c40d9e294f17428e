package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// onlyClauseRE is a goal's clause that keeps a list to some of its items:
// 只要能马上到岗的, 只看还在岗的, 仅列…, "only show the ones…", "only
// those still open". A 不 before it (不只看) says more, not less.
var onlyClauseRE = prefilter.MustCompile(`(?i)(?:^|[^不])(?:只|仅)(?:要|看|列|查|显示|留|挑|选|找|限|需要)|\bonly\s+(?:show|list|want|keep|include|count|those|the ones|ones)\b|\bjust\s+(?:show|list)\s+(?:those|the ones|ones)\b`)

// onlyFlagDescRE is a flag's description that narrows a list: "Only
// candidates who are available now", "只看低于安全库存的".
var onlyFlagDescRE = prefilter.MustCompile(`(?i)^\s*(?:only\b|只|仅)`)

// onlyIfThenRE follows 只要 when it means "as long as": 只要有空就行, 只要
// 付了就发.
var onlyIfThenRE = prefilter.MustCompile(`^[^,，。.;；!！?？]*(?:就|便)`)

// fillOnlyClauseFlag sets the one flag of a tool that keeps a list to some
// of its items (named …_only or described "Only …") when the goal keeps
// its list so in a clause of its own: 只要能马上到岗的 sets available_only
// whatever words the flag's description uses. A tool with two such flags
// leaves both, as the clause alone does not say which; a flag already set
// stays as it is.
func fillOnlyClauseFlag(sch object, args map[string]any, g *goalValues) {
	if !strings.ContainsAny(g.lower, "只仅") && !strings.Contains(g.lower, "only") && !strings.Contains(g.lower, "just") {
		return // a cheap guard before the regex work
	}
	flag := ""
	for n, p := range sch.Properties {
		if p.typ() != "boolean" || !isOnlyFlag(n, p) {
			continue
		}
		if flag != "" {
			return
		}
		flag = n
	}
	if _, done := args[flag]; flag == "" || done || !hasOnlyClause(g.lower[g.scopeStart:g.scopeEnd]) {
		return
	}
	args[flag] = true
}

// isOnlyFlag reports whether a flag keeps a list to some of its items, by
// its name (vacant_only, only_open) or its description ("Only …").
func isOnlyFlag(name string, p property) bool {
	return strings.HasSuffix(name, "_only") || strings.HasPrefix(name, "only_") || onlyFlagDescRE.MatchString(p.Description)
}

// hasOnlyClause reports whether the text keeps a list to some of its items
// (see onlyClauseRE), 只要 meaning "as long as" aside.
func hasOnlyClause(text string) bool {
	for _, loc := range onlyClauseRE.FindAllStringIndex(text, -1) {
		rest := text[loc[1]:]
		if strings.HasSuffix(text[loc[0]:loc[1]], "只要") && onlyIfThenRE.MatchString(rest) {
			continue
		}
		return true
	}
	return false
}
