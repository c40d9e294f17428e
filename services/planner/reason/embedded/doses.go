package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// dosedNameRE is a name written right before a dose: 阿莫西林 500mg,
// "ibuprofen 200 mg", 头孢呋辛 250毫克.
var dosedNameRE = prefilter.MustCompile(`(?i)(\p{Han}{2,12}|[a-z][a-z\-]{2,30})\s*\d+(?:\.\d+)?\s*(?:mg|mcg|µg|ug|ml|iu|毫克|微克|毫升|片|粒)(?:[^a-z]|$)`)

// doseVerbs are the verbs a Chinese goal writes right before what it
// prescribes, buys or takes: 开阿莫西林, 服用布洛芬.
var doseVerbs = []string{"开具", "开个", "开", "服用", "吃", "用", "换成", "改成", "改为", "加", "给"}

// fillDosedName fills a string parameter for a name (drug_name,
// medication, item_name) with the word the goal writes right before a
// dose: what comes with "500mg" is the thing dosed, with no cue word.
func fillDosedName(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) || !dosedParam(s) {
			continue
		}
		for _, m := range dosedNameRE.FindAllStringSubmatchIndex(g.text, -1) {
			a, b := m[2], m[3]
			name := g.text[a:b]
			for again := true; again; {
				again = false
				for _, v := range doseVerbs {
					if rest, ok := strings.CutPrefix(name, v); ok && len([]rune(rest)) >= 2 {
						name, a, again = rest, a+len(v), true
					}
				}
			}
			if stopWords[strings.ToLower(name)] || !g.free(a, b) || a < g.scopeStart || b > g.scopeEnd {
				continue
			}
			args[s.name] = name
			g.use(a, b)
			break
		}
	}
}

// dosedParam reports whether a parameter names what is dosed: its name is
// a drug's or medication's, or a name whose description speaks of one.
func dosedParam(s *slot) bool {
	dose := func(w string) bool {
		return w == "drug" || w == "drugs" || w == "medication" || w == "medicine" || w == "medicines"
	}
	for _, w := range s.words {
		if dose(w) {
			return true
		}
	}
	for _, w := range s.desc {
		if dose(w) {
			return slicesContains(s.raw, "name")
		}
	}
	return false
}

func slicesContains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// drugStemRE is a generic drug's name by its international stem:
// warfarin, amoxicillin, atorvastatin, ibuprofen, omeprazole.
var drugStemRE = prefilter.MustCompile(`(?i)\b[a-z]{2,}(?:cillin|mycin|micin|cycline|oxacin|azole|prazole|pril|sartan|statin|olol|farin|parin|xaban|gatran|profen|fenac|tidine|dipine|formin|gliptin|glitazone|semide|thiazide|caine|azepam|zolam|oxetine|triptan|setron|lukast|platin|taxel)\b`)

// hanDrugRE is a Chinese generic drug's name by its stem: 布洛芬,
// 阿莫西林, 阿托伐他汀, 左氧氟沙星, 奥美拉唑.
var hanDrugRE = prefilter.MustCompile(`\p{Han}{1,6}?(?:西林|霉素|沙星|他汀|普利|沙坦|洛尔|地平|双胍|洛芬|拉唑|康唑|法林|肝素|单抗|替尼|韦)`)

// fillDrugStem fills a drug or medication parameter still open with the
// word the goal writes whose stem says it is a drug: "Is warfarin safe",
// 查一下布洛芬和….
func fillDrugStem(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) || !dosedParam(s) {
			continue
		}
		var found [][]int
		found = append(found, drugStemRE.FindAllStringIndex(g.text, -1)...)
		found = append(found, hanDrugRE.FindAllStringIndex(g.text, -1)...)
		first := []int(nil)
		for _, m := range found {
			a, b := m[0], m[1]
			if found := hanDrugRE.MatchString(g.text[a:b]); found {
				a = afterHanStop(g.text, a, b)
			}
			if b-a < 6 || a < g.scopeStart || b > g.scopeEnd || !g.free(a, b) {
				continue
			}
			if first == nil || a < first[0] {
				first = []int{a, b}
			}
		}
		if first != nil {
			args[s.name] = g.text[first[0]:first[1]]
			g.use(first[0], first[1])
		}
	}
}

// afterHanStop moves a past the last stop character or verb in
// text[a:b] before its last two characters: 先查一下布洛芬 → 布洛芬.
func afterHanStop(text string, a, b int) int {
	rs := []rune(text[a:b])
	cut := 0
	for k := 0; k < len(rs)-2; k++ {
		if strings.ContainsRune(hanStop, rs[k]) || strings.ContainsRune("开吃用服换加", rs[k]) {
			cut = k + 1
		}
	}
	return a + len(string(rs[:cut]))
}
