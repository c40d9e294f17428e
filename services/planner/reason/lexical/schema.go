package lexical

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A value written in a goal — an order number, a licence plate, an email
// address — names the kind of object the goal is about as clearly as any
// word: the tools with a parameter whose schema accepts it are the ones
// that work on that object. Schemas say what they accept three ways: a
// pattern, a format, or the shape of an example in the parameter's
// description ("e.g. SO-448120"). Only shapes specific enough to tell
// objects apart count: one that also accepts a plain word, a bare number
// or a date says nothing of which object is meant.

// valueKind is one specific shape of value a catalog's parameters accept,
// with the tools that take it.
type valueKind struct {
	re *regexp.Regexp
	// docs take a value of this kind in some parameter.
	docs []int32
}

// generic are values of no particular object: a shape that accepts one of
// them is not specific.
var generic = []string{
	"hello", "Hello", "report", "Shanghai", "a", "A", "ab", "AB", "x1", "12", "2024", "3.5", "100", "-1",
	"2025-03-10", "2025-03-10T09:00:00+08:00", "09:00", "2025-03", "1.2.3",
	"你好", "上海", "报表",
}

// specificFormats are the string formats whose values identify an object.
var specificFormats = map[string]*regexp.Regexp{
	"email": regexp.MustCompile(`^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$`),
	"uri":   regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*://\S+$`),
	"url":   regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*://\S+$`),
	"ipv4":  regexp.MustCompile(`^(?:[0-9]{1,3}\.){3}[0-9]{1,3}$`),
	"ipv6":  regexp.MustCompile(`^[0-9A-Fa-f:]*:[0-9A-Fa-f:]*:[0-9A-Fa-f:]*$`),
	"uuid":  regexp.MustCompile(`^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$`),
}

// exampleRE finds the example values a parameter's description gives.
var exampleRE = prefilter.MustCompile(`(?i)(?:\be\.g\.|\beg\.|\bfor example\b|\bsuch as\b|例如|比如|如)[:：,]?\s*["'“‘]?([^\s,;，；、。"'”’()（）]+)`)

// paramShapes are the specific value shapes one parameter accepts, as
// expressions.
type paramShapes struct {
	name     string
	required bool
	exprs    []string
}

// toolSchema is the part of a tool's parameter schema the scorer reads.
type toolSchema struct {
	Properties map[string]struct {
		Type        any    `json:"type"`
		Description string `json:"description"`
		Enum        []any  `json:"enum"`
		Default     any    `json:"default"`
		Pattern     string `json:"pattern"`
		Format      string `json:"format"`
	} `json:"properties"`
	Required []string `json:"required"`
}

// decodeToolSchema decodes a tool's parameter schema; false when there is none
// or it is not JSON.
func decodeToolSchema(raw json.RawMessage) (toolSchema, bool) {
	var sch toolSchema
	if len(raw) == 0 || json.Unmarshal(raw, &sch) != nil {
		return sch, false
	}
	return sch, true
}

// valueShapes lists the value shapes of a tool's top-level string
// parameters: pattern, format and examples.
func valueShapes(raw json.RawMessage) []paramShapes {
	sch, ok := decodeToolSchema(raw)
	if !ok {
		return nil
	}
	var out []paramShapes
	for name, p := range sch.Properties {
		if t, _ := p.Type.(string); t != "" && t != "string" {
			continue
		}
		ps := paramShapes{name: name, required: slices.Contains(sch.Required, name)}
		if p.Pattern != "" {
			ps.exprs = append(ps.exprs, p.Pattern)
		}
		if re, ok := specificFormats[strings.ToLower(p.Format)]; ok {
			ps.exprs = append(ps.exprs, re.String())
		}
		for _, m := range exampleRE.FindAllStringSubmatch(p.Description, -1) {
			if expr := shapeOf(strings.TrimRight(m[1], ".:")); expr != "" {
				ps.exprs = append(ps.exprs, expr)
			}
		}
		if len(ps.exprs) > 0 {
			out = append(out, ps)
		}
	}
	return out
}

// kindSet assigns the catalog's specific value shapes their kinds.
type kindSet struct {
	kinds []valueKind
	byExp map[string]int // expression → kind, -1 when not specific
}

// add records that doc takes the shapes of ps, and returns the kinds of
// ps's shapes.
func (ks *kindSet) add(doc int32, ps paramShapes) []int {
	var out []int
	for _, e := range ps.exprs {
		k, ok := ks.byExp[e]
		if !ok {
			k = -1
			if re, ok := specific(e); ok {
				k = len(ks.kinds)
				ks.kinds = append(ks.kinds, valueKind{re: re})
			}
			ks.byExp[e] = k
		}
		if k < 0 || slices.Contains(out, k) {
			continue
		}
		out = append(out, k)
		vk := &ks.kinds[k]
		if n := len(vk.docs); n == 0 || vk.docs[n-1] != doc {
			vk.docs = append(vk.docs, doc)
		}
	}
	return out
}

// shapeOf turns an example value into the expression of values shaped
// like it: a leading code of two or more letters kept as written (SO, INV,
// WH), other letters, digits and Han characters as classes of their
// length, punctuation as written. An example with no digit is a word, not
// a shape.
func shapeOf(ex string) string {
	rs := []rune(ex)
	if !strings.ContainsFunc(ex, unicode.IsDigit) || len(rs) < 2 {
		return ""
	}
	var b strings.Builder
	b.WriteString("^")
	for i := 0; i < len(rs); {
		j := i
		class := func(r rune) int {
			switch {
			case r < unicode.MaxASCII && unicode.IsLetter(r):
				return 1
			case unicode.IsDigit(r):
				return 2
			case unicode.Is(unicode.Han, r):
				return 3
			}
			return 0
		}
		c := class(rs[i])
		for j < len(rs) && class(rs[j]) == c && (c != 0 || j == i) {
			j++
		}
		n := j - i
		switch {
		case c == 1 && i == 0 && n >= 2:
			b.WriteString("(?i:" + regexp.QuoteMeta(string(rs[i:j])) + ")")
		case c == 1:
			b.WriteString(repeat("[A-Za-z]", n))
		case c == 2:
			b.WriteString(repeat("[0-9]", n))
		case c == 3:
			b.WriteString(repeat(`\p{Han}`, n))
		default:
			b.WriteString(regexp.QuoteMeta(string(rs[i:j])))
		}
		i = j
	}
	b.WriteString("$")
	return b.String()
}

func repeat(class string, n int) string {
	if n == 1 {
		return class
	}
	return class + "{" + itoa(n) + "}"
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// specific compiles expr and reports whether it accepts only values of
// one kind of object.
func specific(expr string) (*regexp.Regexp, bool) {
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil, false
	}
	for _, g := range generic {
		if re.MatchString(g) {
			return nil, false
		}
	}
	return re, true
}

// valueTokenRE finds the value-like runs of a text: codes, numbers,
// addresses, with an optional leading Han character (沪A12345).
var valueTokenRE = prefilter.MustCompile(`\p{Han}?[A-Za-z0-9][A-Za-z0-9_\-./@:+#]*[A-Za-z0-9/]|\p{Han}?[A-Za-z0-9]`)

// valueTokens returns the runs of text that could be values of a
// specific shape — those with a digit, an @ or a scheme — each with its
// forms: as written and, after a leading Han character, without it
// (运单SHP-20250301). A value written twice is one value.
func valueTokens(text string) [][]string {
	var out [][]string
	seen := map[string]bool{}
	for _, t := range valueTokenRE.FindAllString(text, -1) {
		if seen[t] || !strings.ContainsFunc(t, unicode.IsDigit) && !strings.Contains(t, "@") && !strings.Contains(t, "://") {
			continue
		}
		seen[t] = true
		forms := []string{t}
		if rs := []rune(t); unicode.Is(unicode.Han, rs[0]) {
			forms = append(forms, string(rs[1:]))
		}
		out = append(out, forms)
	}
	return out
}

// valueEvidence is what a query's values say of each tool.
type valueEvidence struct {
	// any is set when some value of the query fits some tool's schema.
	any bool
	// share is, per tool some value fits, the share of the query's fitting
	// values it can take, each in a parameter of its own.
	share map[int32]float64
	// fits marks the kinds some value fits.
	fits map[int]bool
	// texts are the values that fit some kind, as written.
	texts []string
}

// values matches text's value-like runs against the catalog's value
// kinds.
func (ix *Index) values(text string) valueEvidence {
	var ev valueEvidence
	if len(ix.kinds) == 0 {
		return ev
	}
	toks := valueTokens(text)
	if len(toks) == 0 {
		return ev
	}
	// kindsOf[i] are the kinds value i fits.
	kindsOf := make([][]int, 0, len(toks))
	docs := map[int32]bool{}
	for _, forms := range toks {
		var ks []int
		for k, vk := range ix.kinds {
			if slices.ContainsFunc(forms, vk.re.MatchString) {
				ks = append(ks, k)
				for _, d := range vk.docs {
					docs[d] = true
				}
			}
		}
		if ks != nil {
			kindsOf = append(kindsOf, ks)
			ev.texts = append(ev.texts, forms[0])
		}
	}
	if len(kindsOf) == 0 {
		return ev
	}
	ev.any = true
	ev.fits = map[int]bool{}
	for _, ks := range kindsOf {
		for _, k := range ks {
			ev.fits[k] = true
		}
	}
	ev.share = make(map[int32]float64, len(docs))
	for d := range docs {
		ev.share[d] = float64(place(kindsOf, ix.shapes[d])) / float64(len(kindsOf))
	}
	return ev
}

// place counts the values (by the kinds each fits) that a tool's
// parameters (by the kinds each accepts) can take, one value a parameter,
// first come first served.
func place(values [][]int, params [][]int) int {
	used := make([]bool, len(params))
	n := 0
	for _, vk := range values {
		for i, pk := range params {
			if !used[i] && slices.ContainsFunc(vk, func(k int) bool { return slices.Contains(pk, k) }) {
				used[i] = true
				n++
				break
			}
		}
	}
	return n
}
