package embedded

import "testing"

// TestFillArgsBracketGlossBesideAcronyms reads an enum value's bracketed
// gloss that writes the trade's acronyms beside a Chinese word: a part of
// the Chinese word no other gloss holds names the value, and so does an
// acronym the goal writes, in Chinese or English. Capitals of a bracket
// that says more than the value's names describe it and name nothing.
func TestFillArgsBracketGlossBesideAcronyms(t *testing.T) {
	const site = `{"type":"object","properties":{"site":{"type":"string","enum":["north","south"],"description":"north (北区仓, NB — cold chain and QA), south (南区仓, SB — bulk)."},"cell":{"type":"string","pattern":"^(NB|SB)-C[0-9]{2}$"}}}`
	const audit = `{"type":"object","properties":{"stage":{"type":"string","enum":["intake","trial_run","on_line","release"],"description":"intake (RCV 收货核对), trial_run (试制验证 PPAP), on_line (LPA 线上抽查), release (FRL/SHP 出厂放行)."},"cell":{"type":"string","pattern":"^C[0-9]{2}$"}}}`
	runFillCases(t, []fillCase{
		{"a part of the Chinese gloss", "上周C07放行不通过的记录", audit, map[string]any{"stage": "release", "cell": "C07"}},
		{"an acronym in a Chinese goal", "C07 的 LPA 记录", audit, map[string]any{"stage": "on_line", "cell": "C07"}},
		{"an acronym in an English goal", "Show the RCV audits of C07", audit, map[string]any{"stage": "intake", "cell": "C07"}},
		{"another part of the Chinese gloss", "C07 的核对记录", audit, map[string]any{"stage": "intake", "cell": "C07"}},
		{"capitals that describe the value", "List the QA audits of NB-C07", site, map[string]any{"cell": "NB-C07"}},
		{"no gloss named", "C07 的记录", audit, map[string]any{"cell": "C07"}},
	})
}
