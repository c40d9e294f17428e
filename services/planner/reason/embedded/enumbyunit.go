package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// unitForms are the ways a unit of quantity is written, English and
// Chinese, by a key of its own: a goal writes "3 boxes" or 3盒 for an enum
// that lists box, "15 公斤" for one that lists kg. A general table of
// units of measure and of packing, never one catalog's.
var unitForms = map[string][]string{
	"kg":     {"kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "公斤", "千克"},
	"g":      {"g", "gram", "grams", "克"},
	"lb":     {"lb", "lbs", "pound", "pounds", "磅"},
	"oz":     {"oz", "ounce", "ounces", "盎司"},
	"t":      {"t", "ton", "tons", "tonne", "tonnes", "吨"},
	"l":      {"l", "liter", "liters", "litre", "litres", "升"},
	"ml":     {"ml", "milliliter", "milliliters", "millilitre", "millilitres", "毫升"},
	"m":      {"m", "meter", "meters", "metre", "metres", "米"},
	"box":    {"box", "boxes", "盒"},
	"case":   {"case", "cases", "箱"},
	"carton": {"carton", "cartons", "箱"},
	"bottle": {"bottle", "bottles", "瓶"},
	"bag":    {"bag", "bags", "袋"},
	"pack":   {"pack", "packs", "packet", "packets", "包"},
	"can":    {"can", "cans", "罐"},
	"roll":   {"roll", "rolls", "卷"},
	"pair":   {"pair", "pairs", "双"},
	"dozen":  {"dozen", "dozens", "打"},
	"pcs":    {"pcs", "pc", "piece", "pieces", "each", "ea", "unit", "units", "个", "件", "只", "支"},
}

// unitKeysOf returns the keys of unitForms that write w.
func unitKeysOf(w string) []string {
	w = strings.ToLower(strings.TrimSpace(w))
	var out []string
	for k, forms := range unitForms {
		if containsString(forms, w) {
			out = append(out, k)
		}
	}
	return out
}

// unitEnum reports whether an enum lists two units or more: a list of
// units, not one word that happens to be one.
func unitEnum(enum []any) bool {
	units := 0
	for _, v := range enumStrings(enum) {
		if len(unitKeysOf(v)) > 0 {
			units++
		}
	}
	return units >= 2
}

// enumByQuantityUnit returns the value of an enum of units that the unit
// the goal writes its quantity in names: "3 boxes" and 3盒 name box, "15
// 公斤" kg. The enum must list two units or more — a list of units, not
// one word that happens to be one — and the goal's quantities must name
// one value only.
func enumByQuantityUnit(enum []any, g *goalValues) []string {
	if !unitEnum(enum) {
		return nil
	}
	var found []string
	for _, sp := range g.spans {
		if sp.kind != spanNumber || sp.dated || !g.inScope(sp) || countsHanNoun(g.text, sp) {
			continue
		}
		if v := lineUnit(enum, g, sp); v != "" && !containsString(found, v) {
			found = append(found, v)
		}
	}
	if len(found) != 1 {
		return nil
	}
	return found
}

// hanClassifiers are the Chinese measure words that count any thing.
const hanClassifiers = "个件只支"

// countsHanNoun reports whether a number's measure word is a classifier
// with a noun right after it: 查3个库位 counts three storage bins, not
// the goal's item in pieces, while 报废6个 does count the item.
func countsHanNoun(text string, sp span) bool {
	rest := strings.TrimLeft(text[sp.end:], " ")
	r, n := utf8.DecodeRuneInString(rest)
	if n == 0 || !strings.ContainsRune(hanClassifiers, r) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(rest[n:])
	return unicode.Is(unicode.Han, next)
}

// quantityUnitWords returns the words that may be the unit a number is
// written in, longest first: the unit its span read, or the Latin word or
// the one or two Han characters right after it.
func quantityUnitWords(text string, sp span) []string {
	if sp.rawUnit != "" {
		return []string{sp.rawUnit}
	}
	rest := strings.TrimLeft(text[sp.end:], " ")
	r, _ := utf8.DecodeRuneInString(rest)
	if unicode.Is(unicode.Han, r) {
		var out []string
		rs := []rune(rest)
		for n := min(2, len(rs)); n >= 1; n-- {
			if n == 2 && !unicode.Is(unicode.Han, rs[1]) {
				continue
			}
			out = append(out, string(rs[:n]))
		}
		return out
	}
	if m := asciiWordRE.FindStringIndex(strings.ToLower(rest)); m != nil && m[0] == 0 {
		return []string{rest[:m[1]]}
	}
	return nil
}
