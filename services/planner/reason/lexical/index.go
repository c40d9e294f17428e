package lexical

import (
	"encoding/json"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Field indexes of a tool's text.
const (
	fieldName = iota
	fieldDesc
	fieldWhen
	fieldParams
	numPos    // fields above are positive evidence
	fieldNeg  = numPos
	numFields = numPos + 1
)

// Defaults of Options that other packages refer to (the executor's "try
// the next-best tool" floor, the CLI): use these rather than copying the
// literals.
const (
	// DefaultThreshold is the score under which no tool is suitable.
	DefaultThreshold = 0.2
	// DefaultMargin is the score difference under which the top two tools
	// are ambiguous.
	DefaultMargin = 0.05
	// DefaultLead is how many times the runner-up's score a long query's
	// best tool must score to be judged by the lowered threshold.
	DefaultLead = 1.5
)

// Options tune an Index. A zero field takes its default; a negative weight
// turns that part off. The defaults were set on whole public selection sets
// (BFCL, MetaTool; see cmd/evalsel), all with the same values.
type Options struct {
	// Threshold is the score under which no tool is suitable. Default
	// DefaultThreshold.
	Threshold float64
	// Margin flags the top two as ambiguous when their scores are closer
	// than this. Default DefaultMargin.
	Margin float64
	// Background are further tool descriptions that count towards term
	// statistics (how rare a word is) without being ranked — for instance
	// the whole registry when a subset is indexed.
	Background []toolspec.Spec
	// NameWeight, DescWeight, WhenWeight and ParamWeight weigh the fields
	// (parameters: names, descriptions and enum values); defaults 1.5, 1, 1
	// and 0.8.
	NameWeight, DescWeight, WhenWeight, ParamWeight float64
	// NegWeight scales the penalty of query words found in when_not_to_use.
	// Default 1.
	NegWeight float64
	// PhraseWeight scales the bonus of query word pairs found adjacent in a
	// tool's text. Default 1.
	PhraseWeight float64
	// PrefixWeight is the partial credit, against a full match, of a tool
	// that holds another form of a query word (same first five letters,
	// where the stemmer keeps forms apart). Default 0.8.
	PrefixWeight float64
	// CosineWeight blends the TF-IDF cosine between query and tool into
	// the coverage score: the cosine also counts what the tool is about
	// that the query does not ask for. Default 0.7.
	CosineWeight float64
	// FillWeight blends in the share of a tool's required parameters that
	// the query (or its Context) holds a value or a word for: the score is
	// multiplied by 1-FillWeight+FillWeight*share. Default 0.9.
	FillWeight float64
	// ValueWeight scales the words of quoted strings and capitalised names
	// in a query, which fill arguments rather than say what a tool is for.
	// Default 0.6.
	ValueWeight float64
	// RelatedWeight is the partial credit, against a full match, of a tool
	// that holds a related word of a query word (a synonym from a small
	// built-in table of everyday English) but not the word itself.
	// Default 0.5.
	RelatedWeight float64
	// GlossWeight is the partial credit, against a full match, of a tool
	// that holds a query word's equivalent in the other language (Chinese
	// and English, from a built-in glossary of general business and IT
	// vocabulary) but not the word itself. Default 0.9.
	GlossWeight float64
	// SchemaWeight is how much a value of the query that fits a tool's
	// parameter — by its pattern, its format (email, uri, ip, uuid) or the
	// shape of its description's example — raises that tool's score:
	// multiplied by 1+SchemaWeight, while tools no value fits are
	// multiplied by 1-SchemaWeight/2. Default 0.5.
	SchemaWeight float64
	// K1 and B are BM25's saturation and length normalisation; defaults
	// 1.2 and 0.5.
	K1, B float64
	// Lead is how many times the runner-up's score the best tool must
	// score for a long query to be judged by a lower threshold (see
	// Selection). Default DefaultLead.
	Lead float64
}

func (o Options) withDefaults() Options {
	def := func(v *float64, d float64) {
		switch {
		case *v == 0:
			*v = d
		case *v < 0:
			*v = 0
		}
	}
	def(&o.Threshold, DefaultThreshold)
	def(&o.Margin, DefaultMargin)
	def(&o.NameWeight, 1.5)
	def(&o.DescWeight, 1)
	def(&o.WhenWeight, 1)
	def(&o.ParamWeight, 0.8)
	def(&o.NegWeight, 1)
	def(&o.PhraseWeight, 1)
	def(&o.PrefixWeight, 0.8)
	def(&o.CosineWeight, 0.7)
	def(&o.FillWeight, 0.9)
	def(&o.ValueWeight, 0.6)
	def(&o.RelatedWeight, 0.5)
	def(&o.GlossWeight, 0.9)
	def(&o.SchemaWeight, 0.5)
	def(&o.K1, 1.2)
	def(&o.B, 0.5)
	def(&o.Lead, DefaultLead)
	return o
}

// posting is one tool's weighted, length-normalised term frequency: pos
// over the positive fields, neg over when_not_to_use.
type posting struct {
	doc      int32
	pos, neg float32
	raw      float32 // field-weighted raw frequency, for the cosine
}

// Index is a precomputed lexical model of one catalog. It is immutable after
// NewIndex and safe for concurrent use.
type Index struct {
	opts   Options
	names  []string
	byName map[string]int // name → doc
	byLow  map[string]int // lower-cased name → first doc so named, for verbatim mentions
	terms  map[string]int32
	post   [][]posting
	idf    []float64
	// unseenIDF is the weight of a query term no tool mentions.
	unseenIDF float64
	// docNorm is the length of each tool's TF-IDF vector.
	docNorm []float64
	// texts are the terms by id.
	texts []string
	// prefixes maps the first letters of longer words to the terms that
	// start with them, for partial credit across word forms the stemmer
	// keeps apart (histori/histor, summari/summar).
	prefixes map[string][]int32
	// params are each tool's required parameters.
	params [][]param
	// kinds are the specific value shapes the tools' parameters accept,
	// and shapes, per tool and parameter, the kinds it accepts.
	kinds  []valueKind
	shapes [][][]int
}

// NewIndex builds the index of specs. Tools later in specs with a name seen
// before are ignored.
func NewIndex(specs []toolspec.Spec, opts Options) *Index {
	opts = opts.withDefaults()
	ix := &Index{
		opts:   opts,
		byName: make(map[string]int, len(specs)),
		byLow:  make(map[string]int, len(specs)),
		terms:  make(map[string]int32),
	}
	type docFields = [numFields][]term
	var all []docFields
	var ranked []bool
	// Run-together names ("diceroller") are split with the catalog's words.
	vocab := map[string]bool{}
	for _, set := range [][]toolspec.Spec{specs, opts.Background} {
		for _, s := range set {
			rawWords(s.Description+" "+s.WhenToUse, vocab)
		}
	}
	names := map[string]bool{}
	for _, set := range [][]toolspec.Spec{specs, opts.Background} {
		for _, s := range set {
			names[strings.ToLower(s.Name)] = true
		}
	}
	ks := kindSet{byExp: map[string]int{}}
	add := func(s toolspec.Spec, rank bool) {
		if rank {
			if _, dup := ix.byName[s.Name]; dup {
				return
			}
			if _, dup := ix.byLow[strings.ToLower(s.Name)]; !dup {
				ix.byLow[strings.ToLower(s.Name)] = len(ix.names)
			}
			ix.byName[s.Name] = len(ix.names)
			ps := requiredParams(s.Parameters)
			var shapes [][]int
			for _, sh := range valueShapes(s.Parameters) {
				kinds := ks.add(int32(len(ix.names)), sh)
				if len(kinds) > 0 {
					shapes = append(shapes, kinds)
				}
				for i := range ps {
					if ps[i].name == sh.name {
						ps[i].kinds = kinds
					}
				}
			}
			ix.names = append(ix.names, s.Name)
			ix.params = append(ix.params, ps)
			ix.shapes = append(ix.shapes, shapes)
		}
		var f docFields
		f[fieldName] = analyze(s.Name, nil)
		if parts := splitCompound(s.Name, vocab); parts != nil {
			f[fieldName] = analyze(strings.Join(parts, " "), f[fieldName])
		}
		f[fieldDesc] = analyze(s.Description, nil)
		f[fieldWhen] = analyze(s.WhenToUse, nil)
		f[fieldParams] = analyze(paramText(s.Parameters), nil)
		f[fieldNeg] = negTerms(s.WhenNotToUse, f, names)
		all = append(all, f)
		ranked = append(ranked, rank)
	}
	for _, s := range specs {
		add(s, true)
	}
	for _, s := range opts.Background {
		add(s, false)
	}
	ix.kinds = ks.kinds

	// Average field lengths over every document, ranked or background.
	var avg [numFields]float64
	for _, f := range all {
		for i := range f {
			avg[i] += float64(len(f[i]))
		}
	}
	for i := range avg {
		avg[i] = math.Max(1, avg[i]/math.Max(1, float64(len(all))))
	}
	fw := [numFields]float64{opts.NameWeight, opts.DescWeight, opts.WhenWeight, opts.ParamWeight, 1}

	df := map[string]int{}
	doc := int32(0)
	for d, f := range all {
		var pos, neg, raw = map[string]float64{}, map[string]float64{}, map[string]float64{}
		for i := range f {
			norm := 1 - opts.B + opts.B*float64(len(f[i]))/avg[i]
			into := pos
			if i == fieldNeg {
				into = neg
			}
			for _, t := range f[i] {
				into[t.text] += fw[i] / norm
				if i != fieldNeg {
					raw[t.text] += fw[i]
				}
			}
			if i < numPos && i != fieldParams {
				for _, p := range pairs(f[i]) {
					into[p] += fw[i] / norm
				}
			}
		}
		seen := map[string]bool{}
		for t := range pos {
			seen[t] = true
		}
		for t := range neg {
			seen[t] = true
		}
		for t := range seen {
			df[t]++
		}
		if !ranked[d] {
			continue
		}
		for t := range seen {
			id := ix.termID(t)
			ix.post[id] = append(ix.post[id], posting{doc: doc, pos: float32(pos[t]), neg: float32(neg[t]), raw: float32(raw[t])})
		}
		doc++
	}
	n := float64(len(all))
	ix.idf = make([]float64, len(ix.post))
	for t, id := range ix.terms {
		ix.idf[id] = idf(n, float64(df[t]))
	}
	ix.unseenIDF = idf(n, 1)
	ix.docNorm = make([]float64, len(ix.names))
	for id, ps := range ix.post {
		for _, p := range ps {
			if p.raw > 0 && !strings.Contains(ix.termText(id), " ") {
				v := cosWeight(p.raw) * ix.idf[id]
				ix.docNorm[p.doc] += v * v
			}
		}
	}
	for d := range ix.docNorm {
		ix.docNorm[d] = math.Sqrt(ix.docNorm[d])
	}
	ix.prefixes = map[string][]int32{}
	for id, t := range ix.texts {
		if p, ok := prefixOf(t); ok {
			ix.prefixes[p] = append(ix.prefixes[p], int32(id))
		}
	}
	return ix
}

// negTerms analyses a tool's when_not_to_use as evidence against it,
// leaving out the other tools it names ("use list_orders instead") and the
// words of its own name and description: those say what the tool is
// about, and a query asking about that is no query against it.
func negTerms(text string, f [numFields][]term, names map[string]bool) []term {
	if text == "" {
		return nil
	}
	text = namedRE.ReplaceAllStringFunc(text, func(m string) string {
		if names[strings.ToLower(namedRE.FindStringSubmatch(m)[1])] {
			return " "
		}
		return m
	})
	own := map[string]bool{}
	for _, fi := range []int{fieldName, fieldDesc} {
		for _, t := range f[fi] {
			own[t.text] = true
		}
	}
	var out []term
	for _, t := range analyze(text, nil) {
		if !own[t.text] {
			out = append(out, t)
		}
	}
	return out
}

// namedRE finds identifier-like runs of text, to spot tool names, with
// the words that point to them ("use X instead").
var namedRE = regexp.MustCompile(`(?i)(?:\b(?:use|see|try|call)\s+)?([A-Za-z0-9_.\-]+)(?:\s+instead\b)?`)

func idf(n, df float64) float64 { return math.Log(1 + (n-df+0.5)/(df+0.5)) }

func (ix *Index) termID(t string) int32 {
	id, ok := ix.terms[t]
	if !ok {
		id = int32(len(ix.post))
		ix.terms[t] = id
		ix.post = append(ix.post, nil)
		ix.texts = append(ix.texts, t)
	}
	return id
}

func (ix *Index) termText(id int) string { return ix.texts[id] }

// idfOf returns the weight of a term, the unseen weight if no tool has it.
func (ix *Index) idfOf(t string) float64 {
	if id, ok := ix.terms[t]; ok {
		return ix.idf[id]
	}
	return ix.unseenIDF
}

// prefixLen is how many leading letters two word forms must share.
const prefixLen = 5

// prefixOf returns the first prefixLen letters of a Latin word that has
// more than that.
func prefixOf(t string) (string, bool) {
	if len(t) <= prefixLen || strings.ContainsRune(t, ' ') || t[0] >= 0x80 {
		return "", false
	}
	return t[:prefixLen], true
}

// cosWeight damps repeated words for the cosine.
func cosWeight(raw float32) float64 { return 1 + math.Log(float64(max(raw, 1))) }

// pairs returns the adjacent word pairs of ts as phrase terms.
func pairs(ts []term) []string {
	var out []string
	for i := 1; i < len(ts); i++ {
		if ts[i-1].kind == kindWord && ts[i].kind == kindWord {
			out = append(out, ts[i-1].text+" "+ts[i].text)
		}
	}
	return out
}

// paramText flattens a parameters schema into words: property names,
// descriptions and enum values, a few levels deep.
func paramText(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return ""
	}
	var b strings.Builder
	var walk func(v any, depth int)
	walk = func(v any, depth int) {
		m, ok := v.(map[string]any)
		if !ok || depth > 3 {
			return
		}
		if d, ok := m["description"].(string); ok {
			b.WriteString(d)
			b.WriteString(". ")
		}
		if e, ok := m["enum"].([]any); ok {
			for _, x := range e {
				if s, ok := x.(string); ok {
					b.WriteString(s)
					b.WriteString(" ")
				}
			}
		}
		if props, ok := m["properties"].(map[string]any); ok {
			keys := make([]string, 0, len(props))
			for k := range props {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				b.WriteString(k)
				b.WriteString(". ")
				walk(props[k], depth+1)
			}
		}
		walk(m["items"], depth+1)
	}
	walk(v, 0)
	return b.String()
}

// Len returns the number of ranked tools.
func (ix *Index) Len() int { return len(ix.names) }

// Threshold returns the score under which no tool is suitable.
func (ix *Index) Threshold() float64 { return ix.opts.Threshold }

// Margin returns the score difference under which the top two are ambiguous.
func (ix *Index) Margin() float64 { return ix.opts.Margin }

// Query is a query with context: Weak lists phrases of Text (dates, entity
// values such as a region) that say little about which tool fits; their
// words count at a fraction of their weight.
type Query struct {
	Text string
	Weak []string
	// Context is further text the task supplies (the whole goal, resolved
	// values): it counts as evidence for a tool's required parameters but
	// not towards coverage.
	Context string
	// Values are what the caller took out of Text because they fill
	// arguments (a date, a region): like a name or a literal they are
	// evidence that a tool's string parameters can be filled.
	Values []string
}

// Rank scores every tool for query and returns those scoring above zero,
// best first (ties by name). Scores are in 0..1.
func (ix *Index) Rank(query string) []task.Score {
	return ix.RankQuery(Query{Text: query})
}

// RankQuery is Rank for a query with weak phrases.
func (ix *Index) RankQuery(q Query) []task.Score {
	out, _ := ix.rankQuery(q)
	return out
}

// rankQuery is RankQuery that also returns the query's length in words
// (see scores).
func (ix *Index) rankQuery(q Query) ([]task.Score, float64) {
	sc, words := ix.scores(q)
	out := make([]task.Score, 0, 16)
	for d, s := range sc {
		if s > 0 {
			out = append(out, task.Score{Tool: ix.names[d], Score: round(s)})
		}
	}
	task.SortScores(out)
	return out, words
}

// RankAmong scores only the named tools (unknown names are dropped), best
// first, including those scoring zero.
func (ix *Index) RankAmong(query string, names []string) []task.Score {
	out, _ := ix.rankAmong(query, names)
	return out
}

// rankAmong is RankAmong that also returns the query's length in words.
func (ix *Index) rankAmong(query string, names []string) ([]task.Score, float64) {
	in := make(map[int32]bool, len(names))
	for _, n := range names {
		if d, ok := ix.byName[n]; ok {
			in[int32(d)] = true
		}
	}
	sc, words := ix.scores(Query{Text: query})
	out := make([]task.Score, 0, len(names))
	for _, n := range names {
		if d, ok := ix.byName[n]; ok && in[int32(d)] {
			out = append(out, task.Score{Tool: n, Score: round(sc[d])})
			delete(in, int32(d)) // a name listed twice is ranked once
		}
	}
	task.SortScores(out)
	return out, words
}

func round(s float64) float64 { return math.Round(s*1e4) / 1e4 }

// scores returns the score of every ranked tool for query, and the
// query's length in words: its weighted content over the weight of one
// word no tool uses, so a rare word counts one, a common one less, and a
// Chinese character or a date's word a fraction.
func (ix *Index) scores(q Query) ([]float64, float64) {
	o := &ix.opts
	query := q.Text
	sc := make([]float64, len(ix.names))
	qt := analyzeQuery(query, make([]term, 0, 32))
	glossary := glossOf(qt)
	weak := map[string]float64{}
	for _, p := range q.Weak {
		for _, t := range analyze(p, nil) {
			weak[t.text] = 0.3
		}
	}
	spans, quoted, proper := valueSpans(query)
	if o.ValueWeight > 0 {
		nq := 0
		if quoted {
			nq = len(quotedRE.FindAllStringIndex(query, -1))
		}
		for i, p := range spans {
			f := o.ValueWeight
			if i < nq {
				// A quoted literal is an argument's value through and
				// through: it says even less about which tool fits
				// than a name does.
				f *= o.ValueWeight
			}
			for _, t := range analyze(p, nil) {
				if _, ok := weak[t.text]; !ok {
					weak[t.text] = f
				}
			}
		}
	}
	facts := newFacts(query, qt, quoted, proper)
	if q.Context != "" {
		facts.add(q.Context)
	}
	vals := ix.values(query)
	// A value that fits a parameter fills it: its shape says which tools
	// fit (see values), its words next to nothing.
	for _, v := range vals.texts {
		for _, t := range analyze(v, nil) {
			weak[t.text] = 0.1
		}
	}
	facts.values = ix.values(query + "\n" + q.Context)
	facts.proper = facts.proper || len(q.Values) > 0
	matched := make([]int32, len(ix.names))
	neg := make([]float64, len(ix.names))
	dot := make([]float64, len(ix.names))
	var qnorm float64
	seen := make(map[string]bool, len(qt))
	var total float64
	sat := func(x float64) float64 { return x * (o.K1 + 1) / (x + o.K1) }
	stamp := make([]int32, len(ix.names))
	best := make([]float64, len(ix.names))
	bestF := make([]float64, len(ix.names))
	bestIDF := make([]float64, len(ix.names))
	var touched []int32
	nterm := int32(0)
	// variants gives partial credit to the tools that hold another form of
	// t (same first letters), a related word (see related) or its
	// equivalent in the other language (see glossaryText), but not t
	// itself: the best of these per tool.
	variants := func(t string, w float64) {
		touched = touched[:0]
		credit := func(id int32, f, didf float64) {
			for _, ps := range ix.post[id] {
				if stamp[ps.doc] == nterm || ps.pos <= 0 {
					continue
				}
				v := f * sat(float64(ps.pos))
				if best[ps.doc] == 0 {
					touched = append(touched, ps.doc)
				}
				if v > best[ps.doc] {
					best[ps.doc], bestF[ps.doc], bestIDF[ps.doc] = v, f, didf
				}
			}
		}
		if o.GlossWeight > 0 {
			for _, e := range glossary[t].en {
				if id, ok := ix.terms[e]; ok {
					credit(id, o.GlossWeight, ix.idf[id])
				}
			}
			for _, h := range gloss.han[t] {
				if id, ok := ix.terms[h]; ok {
					credit(id, o.GlossWeight, ix.idf[id])
				}
			}
		}
		if p, ok := prefixOf(t); ok && o.PrefixWeight > 0 {
			for _, id := range ix.prefixes[p] {
				if ix.texts[id] != t {
					credit(id, o.PrefixWeight, ix.idfOf(t))
				}
			}
		}
		if o.RelatedWeight > 0 {
			for _, r := range related[t] {
				if id, ok := ix.terms[r]; ok {
					credit(id, o.RelatedWeight, ix.idfOf(t))
				}
			}
		}
		for _, d := range touched {
			sc[d] += w * best[d]
			dot[d] += bestF[d] * w * bestIDF[d]
			best[d] = 0
		}
	}
	accum := func(t string, w float64, posScale float64) {
		id, ok := ix.terms[t]
		if !ok {
			return
		}
		for _, p := range ix.post[id] {
			if posScale == 1 {
				stamp[p.doc] = nterm
				if p.raw > 0 {
					dot[p.doc] += w * cosWeight(p.raw) * ix.idf[id]
				}
			}
			if p.pos > 0 {
				sc[p.doc] += posScale * w * sat(float64(p.pos))
				if posScale == 1 {
					matched[p.doc]++
				}
			}
			if p.neg > 0 {
				neg[p.doc] += w * sat(float64(p.neg))
			}
		}
	}
	for _, t := range qt {
		if seen[t.text] {
			continue
		}
		seen[t.text] = true
		w := ix.unseenIDF
		if id, ok := ix.terms[t.text]; ok {
			w = ix.idf[id]
		} else if g, ok := glossary[t.text]; ok && ix.glossIDF(g.en) > 0 {
			// A word no tool holds but whose English equivalent some tool
			// does weighs as that equivalent, shared among its terms.
			w = g.part * ix.glossIDF(g.en)
		} else if t.kind == kindHanBi {
			// Without a dictionary most unseen bigrams straddle two words;
			// they say little about what the query lacks.
			w *= 0.25
		}
		if _, ok := ix.terms[t.text]; t.kind == kindHanUni && (ok || glossary[t.text].part == 0) {
			w *= 0.3
		}
		if f, ok := weak[t.text]; ok {
			w *= f
		}
		total += w * (o.K1 + 1)
		qnorm += w * w
		nterm++
		accum(t.text, w, 1)
		variants(t.text, w)
	}
	distinct := int32(len(seen))
	for _, p := range pairs(qt) {
		if seen[p] {
			continue
		}
		seen[p] = true
		if id, ok := ix.terms[p]; ok {
			accum(p, ix.idf[id], o.PhraseWeight)
		}
	}
	words := total / ((o.K1 + 1) * ix.unseenIDF)
	if total == 0 {
		total = 1
	}
	qnorm = math.Sqrt(qnorm)
	for d := range sc {
		s := (sc[d] - o.NegWeight*neg[d]) / total
		if o.CosineWeight > 0 && qnorm > 0 && ix.docNorm[d] > 0 {
			cos := dot[d] / (qnorm * ix.docNorm[d])
			s = (1-o.CosineWeight)*s + o.CosineWeight*(cos-o.NegWeight*neg[d]/total)
		}
		if o.SchemaWeight > 0 && vals.any && s > 0 {
			// A value of the query that fits a tool's parameter is
			// evidence for it, and against the tools none fits.
			if share := vals.share[int32(d)]; share > 0 {
				s = min(1, s*(1+o.SchemaWeight*share))
			} else {
				s *= 1 - o.SchemaWeight/2
			}
		}
		if o.FillWeight > 0 && s > 0 {
			s *= 1 - o.FillWeight + o.FillWeight*fill(ix.params[d], facts, matched[d] < distinct)
		}
		sc[d] = min(1, max(0, s))
	}
	for _, id := range identTokens(query) {
		if d, ok := ix.byLow[id]; ok && identLike(ix.names[d]) {
			sc[d] = 1
		}
	}
	return sc, words
}

// glossed is what the glossary says of one Han term of a query.
type glossed struct {
	en   []string
	part float64
}

// glossOf collects the English terms of the query's Han terms that lie in
// glossary words (a term found in several words gets all their terms and
// its largest share).
func glossOf(qt []term) map[string]glossed {
	var out map[string]glossed
	for _, t := range qt {
		if len(t.en) == 0 {
			continue
		}
		if out == nil {
			out = map[string]glossed{}
		}
		g := out[t.text]
		for _, e := range t.en {
			if !slices.Contains(g.en, e) {
				g.en = append(g.en, e)
			}
		}
		g.part = max(g.part, t.part)
		out[t.text] = g
	}
	return out
}

// glossIDF is the weight of the rarest of terms that some tool holds, 0
// when none does.
func (ix *Index) glossIDF(terms []string) float64 {
	w := 0.0
	for _, e := range terms {
		if id, ok := ix.terms[e]; ok {
			w = max(w, ix.idf[id])
		}
	}
	return w
}

// identLike reports whether a tool name reads as an identifier rather than
// a plain word, so that seeing it in a query is a deliberate mention.
func identLike(name string) bool {
	for i, r := range name {
		if r == '_' || r == '.' || r == '-' || (r >= '0' && r <= '9') || (i > 0 && r >= 'A' && r <= 'Z') {
			return true
		}
	}
	return false
}
