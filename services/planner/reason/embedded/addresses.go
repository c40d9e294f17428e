package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanAddressRE is a Chinese postal address: a city or district, then a
// road or street and its number — 成都市武侯区天府大道100号,
// 杭州西湖区文三路 90 号 3 栋 201 室.
var hanAddressRE = prefilter.MustCompile(`(?:\p{Han}{2,8}?(?:省|自治区))?\p{Han}{1,8}?(?:市|区|县)[\p{Han}\d]{0,12}?(?:路|街|道|巷|弄|胡同)\s*\d+\s*号(?:\s*(?:\d+|[A-Za-z])\s*(?:栋|幢|座|楼|单元|层|室))*`)

// addressCues are the words a goal writes right before an address, which
// the address pattern may take in: 送到, 改成, 地址.
var addressCues = []string{"送到", "寄到", "发到", "寄往", "发往", "送往", "改成", "改为", "换成", "地址", "到", "至", "往", "是", "为"}

// fillHanAddress fills an open free-text parameter named for an address
// with the Chinese postal address the goal writes: the words around it
// (改成, 电话) are no part of it.
func fillHanAddress(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) || !slicesContains(s.words, "address") || emailDescRE.MatchString(s.p.Description) {
			continue
		}
		for _, m := range hanAddressRE.FindAllStringIndex(g.text, -1) {
			a, b := m[0], m[1]
			if a < g.scopeStart || b > g.scopeEnd || !g.free(a, b) {
				continue
			}
			a = afterAddressCue(g.text, a, b)
			args[s.name] = strings.TrimSpace(g.text[a:b])
			g.use(a, b)
			break
		}
	}
}

// afterAddressCue moves a, the start of an address match, past the last
// cue word written before its first administrative unit: the pattern's
// leading characters may take in 货地址改成 of 收货地址改成成都市….
func afterAddressCue(text string, a, b int) int {
	m := text[a:b]
	unit := strings.IndexAny(m, "省市区县")
	if unit < 0 {
		return a
	}
	best := -1
	for _, c := range addressCues {
		if i := strings.LastIndex(m[:unit], c); i >= 0 && i+len(c) > best && i+len(c) < unit {
			best = i + len(c)
		}
	}
	if best < 0 {
		return a
	}
	return a + best
}

// streetWords end a street's name in an English address: Harbour Road,
// Maple Lane, 5th Ave.
var streetWords = map[string]bool{"Road": true, "Rd": true, "Street": true, "St": true, "Avenue": true, "Ave": true, "Lane": true, "Ln": true,
	"Drive": true, "Boulevard": true, "Blvd": true, "Way": true, "Court": true, "Terrace": true, "Highway": true, "Hwy": true,
	"Parkway": true, "Crescent": true, "Alley": true, "Square": true}

// houseNumberRE is the house number written right before a street's name:
// the 45 of "45 Harbour Road", the 12B of "12B Maple Lane".
var houseNumberRE = prefilter.MustCompile(`(?:^|[\s,(（，：:])(\d{1,5}[A-Za-z]?)\s+$`)

// houseNumbers writes the house number into the name of a street that
// follows it: "45 Harbour Road" is one address, and its 45 no count of
// anything, so that number's span goes.
func houseNumbers(goal string, nm, spans []span) ([]span, []span) {
	for i := range nm {
		sp := &nm[i]
		last := sp.text[strings.LastIndexByte(sp.text, ' ')+1:]
		if !streetWords[strings.TrimRight(last, ".")] || !strings.Contains(sp.text, " ") {
			continue
		}
		m := houseNumberRE.FindStringSubmatchIndex(goal[:sp.pos])
		if m == nil {
			continue
		}
		a := m[2]
		spans = slices.DeleteFunc(spans, func(o span) bool { return o.kind == spanNumber && o.pos >= a && o.end <= sp.pos })
		sp.pos, sp.text, sp.sentStart = a, goal[a:sp.end], false
	}
	return nm, spans
}
