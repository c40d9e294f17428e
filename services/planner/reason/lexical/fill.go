package lexical

import (
	"encoding/json"
	"strings"
	"sync"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// param is what the scorer knows of one required parameter: whether a query
// holds something that could fill it is evidence the tool fits.
type param struct {
	name  string
	terms []string // name and description words
	// kinds are the specific value shapes the parameter accepts (see
	// valueShapes).
	kinds []int
	kind  byte     // 'n' number, 'b' boolean, 'e' enum, 's' string, 'a' list/object
	enum  []string // lower-cased enum values
	// enumTerms are the analysed terms of the enum values: a query names
	// a value in another form or language (revenues, 营收 for revenue).
	enumTerms []string
	// defaulted is set when the schema says what an unstated value is (a
	// default, or "Default is 52" in the description): the query need
	// not state it.
	defaulted bool
}

func requiredParams(raw json.RawMessage) []param {
	sch, ok := decodeToolSchema(raw)
	if !ok {
		return nil
	}
	var out []param
	for _, name := range sch.Required {
		p, ok := sch.Properties[name]
		if !ok {
			continue
		}
		pr := param{name: name, defaulted: p.Default != nil || defaultRE.MatchString(p.Description)}
		for _, t := range analyze(name+" "+p.Description, nil) {
			pr.terms = append(pr.terms, t.text)
		}
		typ, _ := p.Type.(string)
		switch {
		case len(p.Enum) > 0:
			pr.kind = 'e'
			for _, e := range p.Enum {
				if s, ok := e.(string); ok {
					pr.enum = append(pr.enum, strings.ToLower(s))
					for _, t := range analyze(s, nil) {
						pr.enumTerms = append(pr.enumTerms, t.text)
					}
				}
			}
		case typ == "integer" || typ == "number" || typ == "float":
			pr.kind = 'n'
		case typ == "boolean":
			pr.kind = 'b'
		case typ == "array" || typ == "object" || typ == "dict" || typ == "tuple":
			pr.kind = 'a'
		default:
			pr.kind = 's'
		}
		out = append(out, pr)
	}
	return out
}

// defaultRE is a description that states a parameter's default value:
// "Default is 52", "defaults to 'cm'", "(default: true)".
var defaultRE = prefilter.MustCompile(`(?i)\bdefault(?:s| value)?(?: is| to|:| =)\s*\S`)

var (
	quotedRE  = prefilter.MustCompile(`(?:^|\s)['"“‘]([^'"”’]{1,80})['"”’]`)
	numbersRE = prefilter.MustCompile(`\d+(?:[.,]\d+)*|(?i)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen|half|double|twice)\b`)
	numberRE  = prefilter.MustCompile(`(?i)\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand|million|billion|dozen|half|double|twice)\b|[一二两三四五六七八九十百千万亿]`)
)

// queryFacts are the value-like things of a query.
type queryFacts struct {
	terms map[string]bool
	// contextTerms are the terms of the query's context, shared with
	// every query of that context: callers only read them.
	contextTerms map[string]bool
	number       bool
	numbers      int // how many numbers the query states
	quoted       bool
	proper       bool
	lowText      string
	// values is what the query's and its context's values say of the
	// tools (see Index.values).
	values valueEvidence
}

func newFacts(query string, qt []term, quoted, proper bool) *queryFacts {
	f := &queryFacts{terms: map[string]bool{}, number: numberRE.MatchString(query), numbers: len(numbersRE.FindAllStringIndex(query, -1)),
		quoted: quoted, proper: proper, lowText: strings.ToLower(query)}
	for _, t := range qt {
		f.terms[t.text] = true
		// A Chinese word names a parameter as its English equivalent
		// does: 销售额 the metric whose values are revenue, dau, ….
		for _, e := range t.en {
			f.terms[e] = true
		}
	}
	return f
}

// add takes the values of the query's context into the facts; a query
// has one context.
func (f *queryFacts) add(c *contextFacts) {
	f.quoted, f.proper = f.quoted || c.quoted, f.proper || c.proper
	f.number = f.number || c.number
	f.numbers += c.numbers
	f.lowText += "\n" + c.lower
	f.contextTerms = c.terms
}

// hasTerm reports whether the query or its context holds term t.
func (f *queryFacts) hasTerm(t string) bool {
	return f.terms[t] || f.contextTerms[t]
}

// contextFacts are the value-like things of a query's context text.
type contextFacts struct {
	quoted, proper, number bool
	numbers                int
	lower                  string
	terms                  map[string]bool
}

// readContext reads the facts of a query's context afresh; see
// contextCache.read.
func readContext(context string) *contextFacts {
	c := &contextFacts{number: numberRE.MatchString(context), numbers: len(numbersRE.FindAllStringIndex(context, -1)), lower: strings.ToLower(context), terms: map[string]bool{}}
	_, c.quoted, c.proper = valueSpans(context)
	for _, t := range analyze(context, nil) {
		c.terms[t.text] = true
	}
	return c
}

// maxContexts bounds a contextCache: past it the cache starts over.
const maxContexts = 256

// contextCache remembers readContext by the context's text: the needs of
// one goal share it as their context, and each is scored more than once.
// The zero value is ready to use and safe for concurrent use.
type contextCache struct {
	mu sync.Mutex
	m  map[string]*contextFacts
}

// read is readContext(context), read once; callers only read the facts.
func (cc *contextCache) read(context string) *contextFacts {
	cc.mu.Lock()
	c, ok := cc.m[context]
	cc.mu.Unlock()
	if ok {
		return c
	}
	c = readContext(context)
	cc.mu.Lock()
	if cc.m == nil || len(cc.m) >= maxContexts {
		cc.m = make(map[string]*contextFacts)
	}
	cc.m[context] = c
	cc.mu.Unlock()
	return c
}

// valueSpans returns the quoted strings and capitalised words (not opening
// a sentence) of text: names and literals that fill arguments rather than
// say what a tool is for.
func valueSpans(text string) (spans []string, quoted, proper bool) {
	for _, m := range quotedRE.FindAllStringSubmatch(text, -1) {
		spans = append(spans, m[1])
		quoted = true
	}
	words := strings.Fields(text)
	for i, w := range words {
		if i == 0 {
			continue
		}
		prev := words[i-1]
		if strings.HasSuffix(prev, ".") || strings.HasSuffix(prev, "?") || strings.HasSuffix(prev, "!") || strings.HasSuffix(prev, ":") {
			continue
		}
		rs := []rune(strings.Trim(w, `'"“”‘’,.;:?!()`))
		if len(rs) < 2 || !unicode.IsUpper(rs[0]) || rs[0] > unicode.MaxASCII {
			continue
		}
		allUpper := true
		for _, r := range rs[1:] {
			if unicode.IsLower(r) {
				allUpper = false
			}
		}
		if allUpper {
			continue // acronyms (BMI, DAU) name things tools are for
		}
		spans = append(spans, string(rs))
		proper = true
	}
	return spans, quoted, proper
}

// fill is the share of a tool's required parameters the query holds
// something for: a word of the parameter's name or description, a number
// for a number, an enum value, a literal or name for a string.
func fill(ps []param, f *queryFacts, unmatched bool) float64 {
	if len(ps) == 0 {
		return 1
	}
	ok, nums := 0, 0
	for _, p := range ps {
		if p.defaulted {
			ok++
			continue
		}
		if p.kind == 'n' {
			nums++ // each needs a number of its own
			continue
		}
		if p.evident(f, unmatched) {
			ok++
		}
	}
	ok += min(nums, f.numbers)
	return float64(ok) / float64(len(ps))
}

func (p param) evident(f *queryFacts, unmatched bool) bool {
	if p.kind == 'n' {
		return f.number // a number is needed, however the query names it
	}
	if len(p.kinds) > 0 && f.values.any {
		// The query's values are of specific shapes: one of them fits
		// the parameter, or the query is about another object.
		for _, k := range p.kinds {
			if f.values.fits[k] {
				return true
			}
		}
		return false
	}
	for _, t := range p.terms {
		if f.hasTerm(t) {
			return true
		}
	}
	switch p.kind {
	case 'n':
		return f.number
	case 'b':
		return true
	case 'e':
		for _, e := range p.enum {
			if aliasWord(f.lowText, e) {
				return true
			}
		}
		for _, t := range p.enumTerms {
			if f.hasTerm(t) {
				return true
			}
		}
		return false
	case 'a':
		return f.number || f.quoted || f.proper || strings.Contains(f.lowText, ",")
	}
	return f.quoted || f.proper || f.number || unmatched
}

// aliasWord reports whether w stands as a whole word in text.
func aliasWord(text, w string) bool {
	for from := 0; ; {
		i := strings.Index(text[from:], w)
		if i < 0 {
			return false
		}
		i += from
		before := i == 0 || !isWordByte(text[i-1])
		after := i+len(w) >= len(text) || !isWordByte(text[i+len(w)])
		if before && after {
			return true
		}
		from = i + 1
	}
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}
