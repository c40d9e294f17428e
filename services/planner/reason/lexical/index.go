package lexical

import (
	"encoding/json"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
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
	// DefaultLead is how many times the runner-up's score the best tool
	// must score to be judged by a lowered threshold.
	DefaultLead = 1.2
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
	// the whole registry when a subset is indexed. A ranked tool it holds
	// too counts once.
	Background []toolspec.Spec
	// Prepared is Background analysed once by PrepareBackground, for
	// indexes over many parts of one registry: NewIndex then analyses
	// only the ranked tools. It is used only when it was prepared from
	// this very Background slice; the index is the same either way.
	Prepared *Background
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
	// where the stemmer keeps forms apart, or the same derivational
	// family). Default 0.5: five shared letters make false friends as
	// often as forms ("communal", "communicate"), and a tool that holds
	// only a lookalike of a request's word is no better evidence than a
	// synonym of it (RelatedWeight).
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
	// ConflictWeight is how much a tool loses when it narrows a noun of
	// the query with another word than the query does ("boiling point"
	// for "freezing point"; see conflicts): its score is multiplied by
	// 1-ConflictWeight. Default 0.5.
	ConflictWeight float64
	// K1 and B are BM25's saturation and length normalisation; defaults
	// 1.2 and 0.5.
	K1, B float64
	// Lead is how many times the runner-up's score the best tool must
	// score to be judged by a lower threshold (see Selection). Default
	// DefaultLead.
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
	def(&o.PrefixWeight, 0.5)
	def(&o.CosineWeight, 0.7)
	def(&o.FillWeight, 0.9)
	def(&o.ValueWeight, 0.6)
	def(&o.RelatedWeight, 0.5)
	def(&o.GlossWeight, 0.9)
	def(&o.SchemaWeight, 0.5)
	def(&o.ConflictWeight, 0.5)
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
	named    bool    // the tool's name holds the term (see nameLead)
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
	// nameWeight is the summed weight (IDF) of each tool's name words
	// (see nameLead).
	nameWeight []float64
	// products is whether any tool has a product's name of weight:
	// without one, ranking keeps no name hits.
	products bool
	// texts are the terms by id.
	texts []string
	// prefixes maps the first letters of longer words to the terms that
	// start with them, for partial credit across word forms the stemmer
	// keeps apart (histori/histor, summari/summar).
	prefixes map[string][]int32
	// derived maps a root to the terms derived from it (see rootOf),
	// and to itself when it is a term.
	derived map[string][]int32
	// params are each tool's required parameters.
	params [][]param
	// kinds are the specific value shapes the tools' parameters accept,
	// and shapes, per tool and parameter, the kinds it accepts.
	kinds  []valueKind
	shapes [][][]int
	// nameTerms are the proper names the ranked tools are about: those
	// their description or when_to_use writes capitalised (see
	// addProperNames). A capitalised word of a query that is one of them
	// (Walmart for walmart.vegan_products, Magic for a tool that answers
	// about "Magic: The Gathering") says which tool fits, not only what
	// value to pass.
	nameTerms map[string]bool
	// modifiers maps a word of the ranked tools' names to the words
	// written right before it (see addModifiers), per tool.
	modifiers map[string][]modifier
	// contexts are the facts of the query contexts seen.
	contexts contextCache
	// words are the Chinese words the ranked tools gloss in brackets (see
	// catalogWords): a query's Han terms keep the bigrams inside them.
	words catalogWords
}

// NewIndex builds the index of specs. Tools later in specs with a name seen
// before are ignored.
func NewIndex(specs []toolspec.Spec, opts Options) *Index {
	opts = opts.withDefaults()
	if bg := opts.Prepared; bg != nil && bg.of(opts.Background) {
		if ix := newIndexOver(specs, opts, bg); ix != nil {
			return ix
		}
	}
	ix := emptyIndex(opts, len(specs))
	ix.terms = make(map[string]int32)
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
	schemas, vg := ix.readSchemas(specs)
	ks := kindSet{byExp: map[string]int{}}
	add := func(s toolspec.Spec, schema any, rank bool) {
		if rank && !ix.rank(s, &ks) {
			return
		}
		f := analyzeDoc(s, schema, vocab, names, vg)
		if rank {
			ix.addProperNames(s)
		}
		all = append(all, f)
		ranked = append(ranked, rank)
	}
	for i, s := range specs {
		add(s, schemas[i], true)
	}
	for _, s := range opts.Background {
		if _, ranked := ix.byName[s.Name]; !ranked {
			add(s, parseSchema(s.Parameters), false) // a ranked tool counts once
		}
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
		pos, neg, raw, seen := weigh(f, avg, fw, opts.B)
		for t := range seen {
			df[t]++
		}
		if !ranked[d] {
			// A background tool's words are known words of the
			// registry: a query that writes one is weighed by its
			// rarity, as if a ranked tool held it, not as a word no
			// tool holds.
			for t := range seen {
				ix.termID(t)
			}
			continue
		}
		for t := range seen {
			id := ix.termID(t)
			ix.post[id] = append(ix.post[id], posting{doc: doc, pos: float32(pos[t]), neg: float32(neg[t]), raw: float32(raw[t].all), named: raw[t].named})
		}
		doc++
	}
	n := float64(len(all))
	ix.idf = make([]float64, len(ix.post))
	for t, id := range ix.terms {
		ix.idf[id] = idf(n, float64(df[t]))
	}
	ix.unseenIDF = idf(n, 1)
	ix.normDocs()
	ix.prefixes = map[string][]int32{}
	ix.derived = map[string][]int32{}
	for id, t := range ix.texts {
		addAffixes(ix.prefixes, ix.derived, int32(id), t)
	}
	return ix
}

// emptyIndex is an index with opts of n ranked tools, yet without any.
func emptyIndex(opts Options, n int) *Index {
	return &Index{
		opts:   opts,
		byName: make(map[string]int, n),
		byLow:  make(map[string]int, n),

		nameTerms: map[string]bool{},
		modifiers: map[string][]modifier{},
	}
}

// readSchemas decodes the parameters of the ranked tools specs and reads
// the Chinese words and enum value glosses they hold.
func (ix *Index) readSchemas(specs []toolspec.Spec) ([]any, valueGlosses) {
	// Enum values glossed in Chinese by one tool are glossed alike for
	// the tools that take them "as in" it.
	vg := valueGlosses{}
	schemas := make([]any, len(specs))
	for i, s := range specs {
		schemas[i] = parseSchema(s.Parameters)
		vg.add(s.Name, schemas[i])
		ix.words.addSpec(s.Description, s.WhenToUse, schemas[i])
	}
	return schemas, vg
}

// rank adds s to the ranked tools, its required parameters and the value
// shapes they take (ks); it reports false for a name ranked before.
func (ix *Index) rank(s toolspec.Spec, ks *kindSet) bool {
	if _, dup := ix.byName[s.Name]; dup {
		return false
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
	ix.addModifiers(int32(len(ix.names)), s.Name)
	ix.names = append(ix.names, s.Name)
	ix.params = append(ix.params, ps)
	ix.shapes = append(ix.shapes, shapes)
	return true
}

// normDocs sets the length of each ranked tool's TF-IDF vector.
func (ix *Index) normDocs() {
	ix.docNorm = make([]float64, len(ix.names))
	ix.nameWeight = make([]float64, len(ix.names))
	ix.products = false
	for id, ps := range ix.post {
		for _, p := range ps {
			if p.named && !strings.Contains(ix.termText(id), " ") && productName(ix.names[p.doc]) {
				ix.nameWeight[p.doc] += ix.idf[id]
				ix.products = true
			}
			// A phrasal verb's term repeats its verb: it does not
			// lengthen what a tool is about.
			if p.raw > 0 && !strings.Contains(ix.termText(id), " ") && phrasalHead(ix.termText(id)) == "" {
				v := cosWeight(p.raw) * ix.idf[id]
				ix.docNorm[p.doc] += v * v
			}
		}
	}
	for d := range ix.docNorm {
		ix.docNorm[d] = math.Sqrt(ix.docNorm[d])
	}
}

// weigh returns the weighted, length-normalised frequencies of the terms
// of a tool's fields f, positive and negative, the field-weighted raw
// ones, and the set of its terms: avg are the fields' average lengths, fw
// their weights and b BM25's length normalisation.
func weigh(f docFields, avg, fw [numFields]float64, b float64) (pos, neg map[string]float64, raw map[string]rawFreq, seen map[string]bool) {
	pos, neg, raw = map[string]float64{}, map[string]float64{}, map[string]rawFreq{}
	for i := range f {
		norm := 1 - b + b*float64(len(f[i]))/avg[i]
		into := pos
		if i == fieldNeg {
			into = neg
		}
		for _, t := range f[i] {
			into[t.text] += fw[i] / norm
			if i != fieldNeg {
				r := raw[t.text]
				r.all += fw[i]
				r.named = r.named || i == fieldName
				raw[t.text] = r
			}
		}
		if i < numPos && i != fieldParams {
			for _, p := range pairs(f[i]) {
				into[p] += fw[i] / norm
			}
		}
	}
	seen = map[string]bool{}
	for t := range pos {
		seen[t] = true
	}
	for t := range neg {
		seen[t] = true
	}
	return pos, neg, raw, seen
}

// rawFreq is a term's field-weighted raw frequency in a tool's positive
// fields, and whether the tool's name holds it.
type rawFreq struct {
	all   float64
	named bool
}

// docFields are the terms of a tool's fields.
type docFields = [numFields][]term

// analyzeDoc analyses the fields of tool s, whose decoded parameters are
// schema, in a catalog whose words are vocab and whose tool names are names
// (lower case); vg are the ranked tools' glossed enum values.
func analyzeDoc(s toolspec.Spec, schema any, vocab, names map[string]bool, vg valueGlosses) docFields {
	var f docFields
	f[fieldName] = analyze(s.Name, nil)
	if parts := splitCompound(s.Name, vocab); parts != nil {
		f[fieldName] = analyze(strings.Join(parts, " "), f[fieldName])
	}
	f[fieldDesc] = analyze(unnegated(s.Description), nil)
	f[fieldWhen] = analyze(s.WhenToUse, nil)
	f[fieldParams] = analyze(paramText(schema)+vg.missing(schema, names), nil)
	f[fieldNeg] = negTerms(s.WhenNotToUse, f, names)
	return f
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
var namedRE = prefilter.MustCompile(`(?i)(?:\b(?:use|see|try|call)\s+)?([A-Za-z0-9_.\-]+)(?:\s+instead\b)?`)

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
// more than that. A phrasal verb has none: "checkout" is no form of
// "checkin".
func prefixOf(t string) (string, bool) {
	if len(t) <= prefixLen || strings.ContainsRune(t, ' ') || t[0] >= 0x80 || phrasalHead(t) != "" {
		return "", false
	}
	return t[:prefixLen], true
}

// cosWeight damps repeated words for the cosine.
func cosWeight(raw float32) float64 { return 1 + math.Log(float64(max(raw, 1))) }

// pairs returns the adjacent word pairs of ts as phrase terms. A phrasal
// verb's term stands beside its verb, not between it and the next word.
func pairs(ts []term) []string {
	var out []string
	prev := -1
	for i, t := range ts {
		if t.kind == kindPhrasal {
			continue
		}
		if prev >= 0 && ts[prev].kind == kindWord && t.kind == kindWord {
			out = append(out, ts[prev].text+" "+t.text)
		}
		prev = i
	}
	return out
}

// notDoneRE is a state a description denies of the tool's object ("a
// purchase order that has not been received yet", "orders not yet
// shipped"): a condition on the object, not what the tool does.
var notDoneRE = prefilter.MustCompile(`(?i)\b(?:not|never)\s+(?:yet\s+)?(?:been\s+)?[a-z]+ed\b(?:\s+yet\b)?`)

// unnegated is a description without the states it denies.
func unnegated(desc string) string {
	return notDoneRE.ReplaceAllString(desc, " ")
}

// paramText flattens a decoded parameters schema into words: property names,
// descriptions and enum values, a few levels deep.
func paramText(schema any) string {
	var b strings.Builder
	walkSchema(schema, func(name, desc string, enum []string) {
		if name != "" {
			b.WriteString(name + ". ")
		}
		if desc != "" {
			b.WriteString(desc + ". ")
		}
		for _, v := range enum {
			b.WriteString(v + " ")
		}
	})
	return b.String()
}

// parseSchema decodes a parameters schema once for the readers of a tool's
// parameters; nil when there is none or it is no JSON.
func parseSchema(raw json.RawMessage) any {
	if len(raw) == 0 {
		return nil
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return nil
	}
	return v
}

// walkSchema calls fn with the property name (empty at the top and for
// items), the description and the non-empty string enum values of each
// schema of a decoded parameters schema, a few levels deep, properties in
// the order of their names.
func walkSchema(schema any, fn func(name, desc string, enum []string)) {
	var walk func(name string, v any, depth int)
	walk = func(name string, v any, depth int) {
		m, ok := v.(map[string]any)
		if !ok || depth > 3 {
			if name != "" {
				fn(name, "", nil) // a property is named past the depth read too
			}
			return
		}
		d, _ := m["description"].(string)
		var enum []string
		if e, ok := m["enum"].([]any); ok {
			for _, x := range e {
				if s, ok := x.(string); ok && s != "" {
					enum = append(enum, s)
				}
			}
		}
		fn(name, d, enum)
		if props, ok := m["properties"].(map[string]any); ok {
			for _, k := range slices.Sorted(maps.Keys(props)) {
				walk(k, props[k], depth+1)
			}
		}
		walk("", m["items"], depth+1)
	}
	walk("", schema, 0)
}

// Len returns the number of ranked tools.
func (ix *Index) Len() int { return len(ix.names) }

// Threshold returns the score under which no tool is suitable.
func (ix *Index) Threshold() float64 { return ix.opts.Threshold }

// Margin returns the score difference under which the top two are ambiguous.
func (ix *Index) Margin() float64 { return ix.opts.Margin }

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

// addProperNames adds to nameTerms the words a tool's description or
// when_to_use writes as a proper name (capitalised, not at a sentence's
// start): "Walmart" of walmart.vegan_products, "Magic" of a tool about
// "Magic: The Gathering", but not "player" of get_player_stats. A tool
// that writes a name is about what it names, whether or not its own name
// holds it.
func (ix *Index) addProperNames(s toolspec.Spec) {
	spans, _, proper := valueSpans(s.Description + "\n" + s.WhenToUse)
	if !proper {
		return
	}
	for _, sp := range spans {
		for _, t := range analyze(sp, nil) {
			ix.nameTerms[t.text] = true
		}
	}
}
